//===- StructuredLoops.h - Loops from structured ops on buffers -----------===//
//
// What the lowerings of structured ops to loops share: the size of each
// loop, an operand's indices at given induction variables, whether an op
// works on buffers only, and whether an operand is read along one loop
// by a constant step (what LLVM's vectorizer needs of the innermost loop).
//
//===----------------------------------------------------------------------===//
#pragma once

#include "ir/AffineExpr.h"
#include "ir/Attributes.h"
#include "rewrite/PatternMatch.h"

namespace terrace::linalg {

/// MLIR's LinalgOp::createLoopRanges: the size of each loop, from the
/// first operand dimension its indexing maps give as that loop alone
/// (a constant where that dimension is static, `memref.dim` otherwise).
llvm::SmallVector<OpFoldResult, 4> loopSizes(PatternRewriter &rewriter,
                                             Operation *op,
                                             llvm::ArrayRef<AffineMapAttr> maps,
                                             unsigned numLoops);

/// The value of `ofr`, an index constant made for it where it is one.
Value valueOrConstant(PatternRewriter &rewriter, Location loc,
                      const OpFoldResult &ofr);

/// MLIR's makeCanonicalAffineApplies: one affine.apply per result of
/// `map` at the induction variables `ivs`, its map and operands
/// canonicalized (the folds take the trivial ones away).
llvm::SmallVector<Value, 4> indicesAt(PatternRewriter &rewriter, Location loc,
                                      AffineMapAttr map,
                                      llvm::ArrayRef<Value> ivs);

/// Whether every shaped operand is a memref and the op has no results
/// (MLIR's hasPureBufferSemantics).
bool hasPureBufferSemantics(Operation *op);

/// Whether `expr` steps by a constant along dim `p`: `d<p>`, `d<p> * c`,
/// or either plus an expression free of it.
bool stepsByConstant(AffineExpr expr, unsigned p);

/// Whether every map reads along loop `p` in its last result only, by a
/// constant step (or not at all): the loop then walks each operand's
/// innermost dimension, which vectorizes.
bool readsAlongLastDimension(llvm::ArrayRef<AffineMapAttr> maps, unsigned p);

} // namespace terrace::linalg
