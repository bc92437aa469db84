//===- StructuredOps.h - What every linalg structured op shares -----------===//
//
// A structured op (linalg.generic and the named ops) has inputs and inits
// (destination-passing style: a tensor init's result replaces it), one
// affine indexing map per operand from the loops of its iteration space to
// the operand's dimensions, an iterator type per loop, and a body whose
// block takes one element per operand. These read them without naming the
// op, for the verifier, the interpreter and the passes.
//
//===----------------------------------------------------------------------===//
#pragma once

#include "ir/AffineExpr.h"
#include "ir/Operation.h"

#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/SmallVector.h"

namespace terrace {
struct DestinationStyleOpInterface;
struct MemoryEffectOpInterface;
}

namespace terrace::linalg {

struct NamedOpSpec;

/// The memory effects of every structured op (MLIR's getGenericEffectsImpl):
/// it reads its memref inputs, and reads (when the body uses the element)
/// and writes its memref inits; on tensors it has none.
extern const MemoryEffectOpInterface kStructuredOpEffects;
/// Every structured op writes into its inits (destination-passing style).
extern const DestinationStyleOpInterface kStructuredDestinationStyle;

/// Marks the structured ops (MLIR's LinalgOp interface): linalg.yield and
/// linalg.index live in their bodies, and the helpers below read them.
struct StructuredOpInterface {
  /// What a named op is (its loops, maps and body); null for the others.
  const NamedOpSpec *named = nullptr;
  /// The maps and iterator types of ops that compute them from their
  /// types and attributes (map, reduce, transpose, broadcast); null where
  /// they are the `indexing_maps` and `iterator_types` properties.
  void (*indexingMaps)(Operation *op,
                       llvm::SmallVectorImpl<AffineMapAttr> &maps) = nullptr;
  void (*iteratorTypes)(Operation *op,
                        llvm::SmallVectorImpl<uint64_t> &types) = nullptr;
};
inline bool isStructuredOp(const Operation *op) {
  return getInterface<StructuredOpInterface>(op) != nullptr;
}

/// The inputs, then the inits (operandSegmentSizes split them, or the
/// op's operand groups).
unsigned getNumInputs(Operation *op);
inline unsigned getNumInits(Operation *op) {
  return op->getNumOperands() - getNumInputs(op);
}
/// The indexing maps, one per operand in order: the `indexing_maps`
/// property when the op has one, else the named op's own.
llvm::SmallVector<AffineMapAttr, 4> getIndexingMaps(Operation *op);
/// 0 for parallel, 1 for reduction, per loop.
llvm::SmallVector<uint64_t, 4> getIteratorTypes(Operation *op);

/// (d0, ..., d{rank-1}) -> (d0, ..., d{rank-1}), less the results in
/// `dropped` (reduce's inits, broadcast's input).
AffineMapAttr identityMap(Context &ctx, int64_t rank,
                          llvm::ArrayRef<int64_t> dropped = {});
/// The rank of the op's last operand (its init), 0 when unranked.
int64_t initRank(Operation *op);
/// Every loop parallel, one per dimension of the init (map, transpose,
/// broadcast, elementwise).
void parallelOverInit(Operation *op, llvm::SmallVectorImpl<uint64_t> &types);

/// MLIR's inversePermutation(concatAffineMaps(maps)) != null: every
/// dimension is some map's result alone (no maps: only with no loops).
bool areInvertible(llvm::ArrayRef<AffineMapAttr> maps, unsigned numLoops);

/// The value of `expr` with dimensions `dims` (no symbols; 0 where it
/// divides by zero).
int64_t evaluate(AffineExpr expr, llvm::ArrayRef<int64_t> dims);

/// MLIR's DestinationStyleOpInterface checks: inits are tensors or
/// memrefs, one result per tensor init, of its type.
llvm::LogicalResult verifyDestinationStyle(Operation *op);

/// MLIR's verifyStructuredOpInterface and DestinationStyleOpInterface
/// checks, with their messages. `beforeMaps` runs once the destination
/// checks pass, before the maps are read (where MLIR's named ops memoize
/// their maps).
llvm::LogicalResult
verifyStructuredOp(Operation *op,
                   llvm::function_ref<void(Operation *)> beforeMaps = {});

} // namespace terrace::linalg
