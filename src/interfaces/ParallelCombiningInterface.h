//===- ParallelCombiningInterface.h - Writes of a parallel loop -----------===//
//
// MLIR's ParallelCombiningOpInterface: an op in the terminator of a
// parallel loop (scf.forall.in_parallel) that writes each iteration's part
// into a shared output (tensor.parallel_insert_slice). The loop reads
// which outputs it writes; and when the loop runs once, each write becomes
// its sequential counterpart (tensor.insert_slice), so loops need not know
// the ops that write their outputs.
//
//===----------------------------------------------------------------------===//
#pragma once

#include "ir/Location.h"
#include "ir/Operation.h"

namespace terrace {

class PatternRewriter;

/// MLIR's InParallelOpInterface: the terminator that holds the parallel
/// combining ops (scf.forall.in_parallel). A marker.
struct InParallelOpInterface {
  bool marker = true;
};

struct ParallelCombiningOpInterface {
  /// The destinations it writes: `count` consecutive operands from `first`.
  void (*getUpdatedDestinations)(Operation *op, unsigned &first,
                                 unsigned &count) = nullptr;
  /// The same write done once, into `dest`, at the rewriter's insertion
  /// point and at `loc` (MLIR gives it the loop's): the new value of the
  /// destination.
  Value (*createSequentialWrite)(Operation *op, PatternRewriter &rewriter,
                                 Location loc, Value dest) = nullptr;
};

/// The destinations a parallel combining op writes (empty for another op).
inline OperandRange getUpdatedDestinations(Operation *op) {
  const auto *combining = getInterface<ParallelCombiningOpInterface>(op);
  if (!combining)
    return op->getOperands().slice(0, 0);
  unsigned first = 0, count = 0;
  combining->getUpdatedDestinations(op, first, count);
  return op->getOperands().slice(first, count);
}

} // namespace terrace
