//===- DestinationStyleInterface.h - Ops that write into their inits ------===//
//
// MLIR's DestinationStyleOpInterface: an op whose results are its "init"
// operands updated (linalg's structured ops, tensor.insert,
// tensor.insert_slice). On tensors, result i is init i with new contents,
// so its shape is the init's: patterns read shapes from inits, and fold
// casts into the op.
//
//===----------------------------------------------------------------------===//
#pragma once

#include "ir/Operation.h"

namespace terrace {

struct DestinationStyleOpInterface {
  /// The inits: `count` consecutive operands from `first`.
  void (*getInits)(Operation *op, unsigned &first, unsigned &count) = nullptr;
  /// The op folds casts of its operands with its own patterns (MLIR's
  /// RelayoutOpInterface: linalg.pack and unpack), so the tensor
  /// dialect's generic cast folding leaves it alone.
  bool foldsOwnCasts = false;
};

inline bool isDestinationStyleOp(Operation *op) {
  return getInterface<DestinationStyleOpInterface>(op) != nullptr;
}
/// The inits of a destination-style op (empty for any other op).
inline OperandRange getDpsInits(Operation *op) {
  const auto *dps = getInterface<DestinationStyleOpInterface>(op);
  if (!dps)
    return op->getOperands().slice(0, 0);
  unsigned first = 0, count = 0;
  dps->getInits(op, first, count);
  return op->getOperands().slice(first, count);
}
/// Whether operand `index` is an init.
inline bool isDpsInit(Operation *op, unsigned index) {
  const auto *dps = getInterface<DestinationStyleOpInterface>(op);
  if (!dps)
    return false;
  unsigned first = 0, count = 0;
  dps->getInits(op, first, count);
  return index >= first && index < first + count;
}
/// The init a result of a destination-style op on tensors is tied to.
inline Value getTiedDpsInit(Operation *op, unsigned resultIndex) {
  return getDpsInits(op)[resultIndex];
}

} // namespace terrace
