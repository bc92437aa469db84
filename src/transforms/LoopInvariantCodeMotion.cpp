//===- LoopInvariantCodeMotion.cpp - Hoist invariant ops out of loops -----===//
//
// MLIR's loop-invariant-code-motion: for every loop (inner loops first), an
// op at the top level of the loop body moves in front of the loop when it
// has no effects, is speculatable (safe to run even if the loop runs zero
// times: pure, a division by a safe constant, an scf.if or a step-1 scf.for
// of such ops) and every value it uses is defined outside the loop. Ops that become
// invariant because what they use moved are revisited, in the order MLIR
// visits them.
//
//===----------------------------------------------------------------------===//
#include "ir/Block.h"
#include "ir/Operation.h"
#include "ir/Region.h"
#include "rewrite/Folding.h"
#include "transforms/Passes.h"

#include <deque>

using namespace terrace;

namespace {
/// Ops without effects that may run speculatively (the loop might not
/// run), whose every used value, their regions' included, comes from
/// outside the loop or from inside the op.
bool canHoist(Operation *op, Operation *loop) {
  if (op->hasTrait(IsTerminator) || !isMemoryEffectFree(op) ||
      !isSpeculatable(op))
    return false;
  bool invariant = true;
  op->walk([&](Operation *nested) {
    for (unsigned i = 0; invariant && i < nested->getNumOperands(); ++i) {
      Value v = nested->getOperand(i);
      if (!v.isDefinedOutside(op) || v.isDefinedOutside(loop))
        continue;
      invariant = false;
    }
  });
  return invariant;
}

/// Hoists from each region of the loop in turn (scf.while: before, then
/// after), as MLIR's LoopLikeOpInterface::getLoopRegions lists them.
void hoistFrom(Operation *loop) {
  for (Region &region : loop->getRegions()) {
    std::deque<Operation *> worklist;
    for (Block &block : region)
      for (Operation &op : block)
        worklist.push_back(&op);
    while (!worklist.empty()) {
      Operation *op = worklist.front();
      worklist.pop_front();
      if (op->getParentRegion() != &region || !canHoist(op, loop))
        continue;
      op->remove();
      loop->getBlock()->insert(Block::iterator(loop), op);
      for (unsigned r = 0; r < op->getNumResults(); ++r)
        for (OpOperand *use = op->getResult(r).getFirstUse(); use;
             use = use->getNextUse())
          if (use->getOwner()->getParentRegion() == &region)
            worklist.push_back(use->getOwner());
    }
  }
}

class LoopInvariantCodeMotion : public PassBase<LoopInvariantCodeMotion> {
public:
  LoopInvariantCodeMotion()
      : PassBase("loop-invariant-code-motion", "LoopInvariantCodeMotion") {}
  void runOnOperation() override {
    // Inner loops first: what they hoist may make outer ops invariant.
    llvm::SmallVector<Operation *, 8> loops;
    getOperation()->walk([&](Operation *op) {
      if (op->hasTrait(LoopLike))
        loops.push_back(op);
    });
    for (Operation *loop : llvm::reverse(loops))
      hoistFrom(loop);
  }
};
} // namespace

std::unique_ptr<Pass> terrace::createLoopInvariantCodeMotionPass() {
  return std::make_unique<LoopInvariantCodeMotion>();
}
