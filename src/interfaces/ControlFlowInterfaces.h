//===- ControlFlowInterfaces.h - How ops move control ---------------------===//
//
// What analyses (sccp) need to know of an op's control flow without knowing
// the op: which successors or regions it may go to, given what is known of
// its operands, and which values flow along each edge. Ranges are
// [start, start + size) of an op's operands, results or block arguments.
//
//===----------------------------------------------------------------------===//
#pragma once

#include "ir/Attributes.h"
#include "ir/ValueRange.h"

#include "llvm/ADT/SmallVector.h"
#include "llvm/Support/LogicalResult.h"

#include <utility>

namespace terrace {
class Block;
class Operation;

using IndexRange = std::pair<unsigned, unsigned>;

/// A place control goes to from a region-branch op or its terminators:
/// region `n` of the op, or back to the op itself (its results).
constexpr int kParentRegion = -1;

/// Ops that jump to successor blocks (cf.br, cf.cond_br, cf.switch).
struct BranchOpInterface {
  /// The operands that become successor `index`'s block arguments.
  IndexRange (*successorOperands)(Operation *op, unsigned index);
  /// The successor taken when the operands have these constant values
  /// (null entries: not constant); null when they do not decide it.
  Block *(*successorForOperands)(Operation *op,
                                 llvm::ArrayRef<Attribute> operands) = nullptr;
  /// Replaces the operands successor `index` receives.
  void (*setSuccessorOperands)(Operation *op, unsigned index,
                               ValueRange operands) = nullptr;
};

/// Ops whose regions run in a pattern the op defines (scf.if, scf.for,
/// scf.while): where control goes when it enters the op and when a region
/// ends, and which values go along.
struct RegionBranchOpInterface {
  /// Where control goes on entering the op, given its operands' constant
  /// values (null: not constant).
  void (*entrySuccessors)(Operation *op, llvm::ArrayRef<Attribute> operands,
                          llvm::SmallVectorImpl<int> &successors);
  /// Where control may go when region `from` ends.
  void (*regionSuccessors)(Operation *op, unsigned from,
                           llvm::SmallVectorImpl<int> &successors);
  /// The operands the op passes to `successor` on entry.
  IndexRange (*entryOperands)(Operation *op, int successor);
  /// What `successor` receives: entry block arguments of the region, or
  /// the op's results. Other entry arguments (an induction variable) are
  /// not control-flow values.
  IndexRange (*successorInputs)(Operation *op, int successor);
};

/// Terminators of a region-branch op's regions (scf.yield, scf.condition).
struct RegionBranchTerminatorInterface {
  /// The operands forwarded to `successor`.
  IndexRange (*successorOperands)(Operation *terminator, int successor);
  /// Narrows the parent's region successors given the operands' constant
  /// values (scf.condition); null when the operands do not matter.
  void (*successorsForOperands)(Operation *terminator,
                                llvm::ArrayRef<Attribute> operands,
                                llvm::SmallVectorImpl<int> &successors) =
      nullptr;
};

/// MLIR 22's RegionBranchOpInterface verifier: the values along every edge
/// of a region-branch op match what the edge's successor takes ("along
/// control flow edge from Operation scf.yield to parent: ..."). Ops call it
/// from their region verifier, after the ops in their regions.
llvm::LogicalResult verifyRegionBranchEdges(Operation *op);

} // namespace terrace
