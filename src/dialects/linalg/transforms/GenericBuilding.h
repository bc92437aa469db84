//===- GenericBuilding.h - Making linalg.generic ops in rewrites ----------===//
//
// The passes that rewrite generics (inlining scalar operands, dropping unit
// dimensions, elementwise fusion) build new ones the same way: operands,
// maps and iterator types given, the body taken over from old ops; and
// they read sizes and make index constants as MLIR's builders do.
//
//===----------------------------------------------------------------------===//
#pragma once

#include "ir/AffineExpr.h"
#include "ir/Location.h"
#include "ir/Operation.h"
#include "rewrite/PatternMatch.h"

#include "llvm/ADT/DenseMap.h"

namespace terrace::linalg {

/// A linalg.generic at the rewriter's insertion point: these inputs and
/// inits (a result per tensor init, of its type), maps and iterator types,
/// no other attribute, and one empty block without arguments (the callers
/// add them, each with the location MLIR gives it).
Operation *createGeneric(PatternRewriter &rewriter, Location loc,
                         llvm::ArrayRef<Value> inputs,
                         llvm::ArrayRef<Value> inits,
                         llvm::ArrayRef<Attribute> maps,
                         Attribute iteratorTypes);

Operation *createGeneric(PatternRewriter &rewriter, Location loc,
                         llvm::ArrayRef<Value> inputs,
                         llvm::ArrayRef<Value> inits,
                         llvm::ArrayRef<AffineMapAttr> maps,
                         Attribute iteratorTypes);

/// Clones of `from`'s ops at the end of `to`, their operands remapped
/// through `mapper` (which learns the clones' results), skipping the ops
/// `skip` accepts.
void cloneOpsInto(PatternRewriter &rewriter, Block &from, Block &to,
                  llvm::DenseMap<Value, Value> &mapper,
                  llvm::function_ref<bool(Operation *)> skip = {});

/// Whether exactly one use reads any of the op's results (MLIR's
/// Operation::hasOneUse, the fusion passes' default control function).
bool hasSingleUse(Operation *op);

/// `arith.constant value : index` at the insertion point.
Value createIndexConstant(PatternRewriter &rewriter, Location loc,
                          int64_t value);
/// MLIR's getMixedSizes: a constant per static size, and for each
/// dynamic one `tensor.dim %value, %ck` (folded when it folds, the index
/// constant staying). Returns kDynamic in `shape` where `values` has one,
/// also where that value is a constant a dim folded to (MLIR's
/// createOrFold gives a value too; the canonicalization makes it static).
void mixedSizes(PatternRewriter &rewriter, Location loc, Value value,
                llvm::SmallVectorImpl<int64_t> &shape,
                llvm::SmallVectorImpl<Value> &values);
} // namespace terrace::linalg
