//===- Folding.h - Folding ops, and what makes an op removable ------------===//
#pragma once

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

/// Whether `op` (and, for RecursiveMemoryEffects ops, everything nested)
/// has no side effects.
bool isMemoryEffectFree(Operation *op);
/// Whether `op` may be executed where it would not have been (MLIR's
/// isSpeculatable): pure ops, ops whose speculation interface says so, and
/// recursively speculatable ops whose nested ops all are.
bool isSpeculatable(Operation *op);
/// Removable: no result is used, it has no side effects, and it is neither
/// a terminator nor a symbol.
bool isOpTriviallyDead(Operation *op);

} // namespace terrace
