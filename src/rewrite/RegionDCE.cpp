//===- RegionDCE.cpp - Liveness-based dead code removal in regions --------===//
#include "rewrite/RegionDCE.h"
#include "interfaces/OpInterfaces.h"
#include "ir/Region.h"
#include "rewrite/Folding.h"

#include "llvm/ADT/DenseSet.h"

using namespace terrace;

namespace {

/// What has been proved live so far. An op result is live when its op is.
class LiveMap {
public:
  bool wasProvenLive(Value v) const {
    if (!v.isBlockArgument())
      return ops.contains(v.getDefiningOp());
    return values.contains(v.getImpl());
  }
  bool wasProvenLive(Operation *op) const { return ops.contains(op); }
  void setProvedLive(Value v) {
    if (!v.isBlockArgument())
      return setProvedLive(v.getDefiningOp());
    changed |= values.insert(v.getImpl()).second;
  }
  void setProvedLive(Operation *op) { changed |= ops.insert(op).second; }
  bool changed = false;

private:
  llvm::DenseSet<ValueImpl *> values;
  llvm::DenseSet<Operation *> ops;
};

/// The block argument a branch operand feeds, if it is a successor operand.
Value successorArgument(OpOperand &use) {
  Operation *owner = use.getOwner();
  const BranchOpInterface *branch = getInterface<BranchOpInterface>(owner);
  if (!branch)
    return Value();
  unsigned index = use.getOperandNumber();
  for (unsigned s = 0; s < owner->getNumSuccessors(); ++s) {
    auto [start, size] = branch->successorOperands(owner, s);
    if (index >= start && index < start + size)
      return owner->getSuccessor(s)->getArgument(index - start);
  }
  return Value();
}

/// A successor operand of a terminator whose block argument is not (yet)
/// live is not a use that keeps its value alive.
bool isUseSpeciallyKnownDead(OpOperand &use, const LiveMap &live) {
  if (!use.getOwner()->hasTrait(IsTerminator))
    return false;
  Value arg = successorArgument(use);
  return arg && !live.wasProvenLive(arg);
}

void processValue(Value value, LiveMap &live) {
  for (OpOperand *use = value.getFirstUse(); use; use = use->getNextUse())
    if (!isUseSpeciallyKnownDead(*use, live) &&
        live.wasProvenLive(use->getOwner())) {
      live.setProvedLive(value);
      return;
    }
}

void propagateLiveness(Region &region, LiveMap &live);

void propagateTerminatorLiveness(Operation *op, LiveMap &live) {
  live.setProvedLive(op);
  // Without the branch interface, nothing is known of how the operands
  // reach the successors: their arguments are all live.
  if (!getInterface<BranchOpInterface>(op))
    for (unsigned s = 0; s < op->getNumSuccessors(); ++s) {
      Block *succ = op->getSuccessor(s);
      for (unsigned i = 0; i < succ->getNumArguments(); ++i)
        live.setProvedLive(succ->getArgument(i));
    }
}

void propagateLiveness(Operation *op, LiveMap &live) {
  for (Region &region : op->getRegions())
    propagateLiveness(region, live);
  if (op->hasTrait(IsTerminator))
    return propagateTerminatorLiveness(op, live);
  if (live.wasProvenLive(op))
    return;
  if (op->hasTrait(SymbolTrait) || !isMemoryEffectFree(op))
    return live.setProvedLive(op);
  for (unsigned i = 0; i < op->getNumResults(); ++i)
    processValue(op->getResult(i), live);
}

void propagateLiveness(Region &region, LiveMap &live) {
  for (Block *block : region.getPostOrder()) {
    // Ops before block arguments: uses are visited before definitions.
    llvm::SmallVector<Operation *, 16> ops;
    for (Operation &op : *block)
      ops.push_back(&op);
    for (Operation *op : llvm::reverse(ops))
      propagateLiveness(op, live);
    // Entry arguments belong to the region's owner: never removed.
    if (block == &region.front())
      continue;
    for (unsigned i = 0; i < block->getNumArguments(); ++i)
      if (!live.wasProvenLive(block->getArgument(i)))
        processValue(block->getArgument(i), live);
  }
}

void eraseTerminatorSuccessorOperands(Operation *terminator,
                                      const LiveMap &live) {
  const BranchOpInterface *branch = getInterface<BranchOpInterface>(terminator);
  if (!branch || !branch->setSuccessorOperands)
    return;
  for (unsigned s = terminator->getNumSuccessors(); s-- > 0;) {
    auto [start, size] = branch->successorOperands(terminator, s);
    Block *succ = terminator->getSuccessor(s);
    llvm::SmallVector<Value, 4> kept;
    bool erased = false;
    for (unsigned i = 0; i < size; ++i) {
      if (live.wasProvenLive(succ->getArgument(i)))
        kept.push_back(terminator->getOperand(start + i));
      else
        erased = true;
    }
    if (erased)
      branch->setSuccessorOperands(terminator, s, kept);
  }
}

bool deleteDeadness(PatternRewriter &rewriter, Region &region,
                    const LiveMap &live) {
  if (region.empty())
    return false;
  bool erasedAnything = false;
  bool hasSingleBlock = region.hasOneBlock();
  for (Block *block : region.getPostOrder()) {
    if (!hasSingleBlock && !block->empty())
      eraseTerminatorSuccessorOperands(&block->back(), live);
    llvm::SmallVector<Operation *, 16> ops;
    for (Operation &op : *block)
      ops.push_back(&op);
    for (Operation *op : llvm::reverse(ops)) {
      if (!live.wasProvenLive(op)) {
        erasedAnything = true;
        // Uses left inside a dead cycle go with it.
        for (unsigned i = 0; i < op->getNumResults(); ++i)
          while (OpOperand *use = op->getResult(i).getFirstUse())
            use->drop();
        rewriter.eraseOp(op);
      } else {
        for (Region &nested : op->getRegions())
          erasedAnything |= deleteDeadness(rewriter, nested, live);
      }
    }
  }
  for (Block &block : region) {
    if (&block == &region.front())
      continue;
    for (unsigned i = block.getNumArguments(); i-- > 0;)
      if (!live.wasProvenLive(block.getArgument(i))) {
        Value arg = block.getArgument(i);
        while (OpOperand *use = arg.getFirstUse())
          use->drop();
        block.eraseArgument(i);
      }
  }
  return erasedAnything;
}

} // namespace

bool terrace::runRegionDCE(PatternRewriter &rewriter, Region &region) {
  LiveMap live;
  do {
    live.changed = false;
    propagateLiveness(region, live);
  } while (live.changed);
  return deleteDeadness(rewriter, region, live);
}
