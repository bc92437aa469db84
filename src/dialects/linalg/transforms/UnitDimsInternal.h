//===- UnitDimsInternal.h - Shared by linalg-fold-unit-extent-dims -------===//
//
// The reshapes the pass makes (DropUnitDims.cpp, phase 1) and the
// clean-up patterns of its second phase (UnitDimsCleanup.cpp) build the
// same way, as MLIR's builders do.
//
//===----------------------------------------------------------------------===//
#pragma once

#include "dialects/linalg/transforms/GenericBuilding.h"
#include "dialects/tensor/TensorCanonicalize.h"
#include "ir/Location.h"
#include "ir/Operation.h"
#include "rewrite/PatternMatch.h"

#include "llvm/ADT/SmallVector.h"

namespace terrace::linalg::unitdims {

using Groups = tensor::Groups;

/// MLIR's getReassociationMapForFoldingUnitDims on a static shape: each
/// size other than 1 closes a group with the 1s before it; trailing 1s
/// join the last group; all 1s give no group (rank 0).
Groups groupsFoldingUnitDims(llvm::ArrayRef<int64_t> shape);

/// `tensor.collapse_shape %source groups` to its inferred type.
Value createCollapse(PatternRewriter &rewriter, Location loc, Value source,
                     const Groups &groups);
/// `tensor.expand_shape %source groups` to `type`, its output shape
/// inferred as MLIR's ExpandShapeOp builder does (tensor.dim of each
/// dynamic source size, a constant per group with a dynamic size).
Value createExpand(PatternRewriter &rewriter, Location loc, Value source,
                   const Groups &groups, Type type);

/// The clean-up patterns of the pass's second phase, in MLIR's order;
/// those that work on reshapes (rank-reduced slices through reshapes, the
/// reshapes' canonicalization) only with `reshapes`.
void addCleanupPatterns(RewritePatternSet &patterns, Context &ctx,
                        bool reshapes = true);

} // namespace terrace::linalg::unitdims
