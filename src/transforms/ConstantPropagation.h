//===- ConstantPropagation.h - The dataflow analysis behind sccp ----------===//
#pragma once

#include "interfaces/OpInterfaces.h"
#include "ir/Region.h"

#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/SetVector.h"

#include <deque>

namespace terrace {
class Dialect;

/// What is known of one value.
struct Lattice {
  enum Kind : uint8_t { Uninitialized, Constant, Overdefined };
  Kind kind = Uninitialized;
  Attribute value;
  /// The dialect that materializes `value` (the folded op's).
  Dialect *dialect = nullptr;

  static Lattice overdefined() { return {Overdefined, {}, nullptr}; }
  static Lattice constant(Attribute v, Dialect *d) { return {Constant, v, d}; }
  /// Joins `other` in; returns whether this changed.
  bool join(const Lattice &other) {
    if (other.kind == Uninitialized || kind == Overdefined)
      return false;
    if (kind == Uninitialized) {
      *this = other;
      return true;
    }
    if (other.kind == Constant && other.value == value)
      return false;
    *this = overdefined();
    return true;
  }
};

/// Sparse conditional constant propagation over `top` and everything in
/// it (see SCCP.cpp for the rules); remove-dead-values reads which blocks
/// and calls it found live.
class ConstantPropagation {
public:
  explicit ConstantPropagation(Operation *top) : top(top) {}

  void solve();
  bool isLive(Block *block) const { return liveBlocks.contains(block); }
  /// Whether `callable` may be called from where the analysis cannot see.
  bool hasUnknownCallers(Operation *callable) const {
    return unknownCallers.contains(callable);
  }
  /// The calls of `callable` in live blocks.
  llvm::ArrayRef<Operation *> getCallSites(Operation *callable) const {
    auto it = callSites.find(callable);
    return it == callSites.end() ? llvm::ArrayRef<Operation *>()
                                 : it->second.getArrayRef();
  }
  /// The callable `call` calls when it is inside the analysed op and has
  /// a body, else null.
  Operation *resolveCallee(Operation *call) const;
  /// The constant `value` holds on every path that runs, or null.
  const Lattice *getConstant(Value value) const {
    auto it = values.find(value.getImpl());
    return it != values.end() && it->second.kind == Lattice::Constant
               ? &it->second
               : nullptr;
  }

private:
  // State changes.
  void join(Value to, Lattice from) {
    if (values[to.getImpl()].join(from))
      for (OpOperand *use = to.getFirstUse(); use; use = use->getNextUse())
        enqueue(use->getOwner());
  }
  void joinFrom(Value to, Value from) {
    join(to, values.lookup(from.getImpl()));
  }
  void markOverdefined(Value v) { join(v, Lattice::overdefined()); }
  void enqueue(Operation *op) {
    if (op->getBlock() && liveBlocks.contains(op->getBlock()) &&
        queued.insert(op).second)
      worklist.push_back(op);
  }
  void markBlockLive(Block *block) {
    if (!liveBlocks.insert(block).second)
      return;
    for (Operation &op : *block)
      enqueue(&op);
  }
  /// Makes the entry block of `region` live; its arguments outside
  /// [inputs.first, +inputs.second) are not control-flow values and are
  /// overdefined.
  void enterRegion(Region &region, IndexRange inputs) {
    if (region.empty())
      return;
    Block &entry = region.front();
    markBlockLive(&entry);
    for (unsigned i = 0; i < entry.getNumArguments(); ++i)
      if (i < inputs.first || i >= inputs.first + inputs.second)
        markOverdefined(entry.getArgument(i));
  }

  /// The operands' constants (null when overdefined); false while one is
  /// still uninitialized.
  bool operandConstants(Operation *op, llvm::SmallVectorImpl<Attribute> &out) {
    for (unsigned i = 0; i < op->getNumOperands(); ++i) {
      const Lattice &l = values.lookup(op->getOperand(i).getImpl());
      if (l.kind == Lattice::Uninitialized)
        return false;
      out.push_back(l.value);
    }
    return true;
  }

  void initializeCallables();
  void visit(Operation *op);
  void visitBranch(Operation *op, const BranchOpInterface &branch);
  void visitRegionBranch(Operation *op, const RegionBranchOpInterface &branch);
  void visitRegionTerminator(Operation *terminator, Operation *parent);
  void forwardToSuccessor(Operation *parent, int successor, Operation *from,
                          IndexRange operands);
  void visitCall(Operation *call, const CallOpInterface &iface);
  void visitReturn(Operation *ret, Operation *callable);
  void joinReturn(Operation *call, Operation *ret);
  void visitFold(Operation *op);
  /// The return-like terminators directly in `body`, in live blocks.
  llvm::SmallVector<Operation *, 2> liveReturns(Region &body);

  Operation *top;
  llvm::DenseMap<ValueImpl *, Lattice> values;
  llvm::DenseSet<Block *> liveBlocks;
  std::deque<Operation *> worklist;
  llvm::DenseSet<Operation *> queued;
  /// Callable -> its calls in live blocks, in the order they were met.
  llvm::DenseMap<Operation *, llvm::SetVector<Operation *>> callSites;
  /// Callables that may be called from where the analysis cannot see.
  llvm::DenseSet<Operation *> unknownCallers;
};

} // namespace terrace
