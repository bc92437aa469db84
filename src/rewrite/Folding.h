//===- Folding.h - Folding ops and the constants they see -----------------===//
#pragma once

#include "interfaces/SideEffectInterfaces.h"
#include "rewrite/PatternMatch.h"

namespace terrace {

/// The constant an op defines (a ConstantLike op's folded value), or null.
Attribute getConstantValue(Operation *op);
/// The constant behind `value`, or null.
Attribute getConstantValue(Value value);
/// The integer constant behind `value` (an IntegerAttr), or none.
std::optional<llvm::APInt> getConstantInt(Value value);

/// Folds `op`: its fold hook first, then the folds its traits imply
/// (commutative ops move constants right, idempotent op(x, x) = x,
/// involution op(op(x)) = x). Empty `results` with success means changed
/// in place.
llvm::LogicalResult foldOperation(Operation *op,
                                  llvm::SmallVectorImpl<OpFoldResult> &results);
/// The same with the operands' values given (null: not constant), as
/// analyses that know more than the IR shows (sccp) fold.
llvm::LogicalResult foldOperation(Operation *op,
                                  llvm::ArrayRef<Attribute> operands,
                                  llvm::SmallVectorImpl<OpFoldResult> &results);

/// The values the fold `results` of `op` stand for: the existing values,
/// and constants its dialect materializes at the rewriter's insertion point
/// (appended to `made`). Fails, erasing what it made, when the dialect
/// cannot materialize one.
llvm::LogicalResult
materializeFoldResults(Operation *op, llvm::ArrayRef<OpFoldResult> results,
                       PatternRewriter &rewriter,
                       llvm::SmallVectorImpl<Value> &replacements,
                       llvm::SmallVectorImpl<Operation *> &made);

} // namespace terrace
