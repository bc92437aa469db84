//===- OperationEquivalence.h - Whether two ops compute the same ----------===//
//
// MLIR's OperationEquivalence: two ops are equivalent when they have the
// same name, properties, discardable attributes, result types and
// operands (a commutative op's as sets), and regions that match block for
// block and op for op, values defined inside the one standing for the
// values at the same places inside the other. CSE merges ops with regions
// so (two identical linalg.fill on tensors become one).
//
//===----------------------------------------------------------------------===//
#pragma once

namespace terrace {
class Operation;

/// Whether `lhs` and `rhs` are equivalent; locations are ignored when
/// `ignoreLocations` (as CSE does).
bool isEquivalentTo(Operation *lhs, Operation *rhs, bool ignoreLocations);

} // namespace terrace
