//===- LoopInvariantCodeMotion.cpp - Hoist invariant ops out of loops -----===//
//
// MLIR's loop-invariant-code-motion: for every loop (inner loops first), an
// op at the top level of the loop body moves in front of the loop when it
// is pure (no effects, safe to run even if the loop runs zero times) and
// every value it uses is defined outside the loop. Ops that become
// invariant because what they use moved are revisited, in the order MLIR
// visits them.
//
//===----------------------------------------------------------------------===//
#include "ir/Block.h"
#include "ir/Operation.h"
#include "ir/Region.h"
#include "transforms/Passes.h"

#include <deque>

using namespace terrace;

namespace {
/// Whether `value` is defined outside `loop` (not in any of its regions).
bool definedOutside(Value value, Operation *loop) {
  Block *block = value.getParentBlock();
  for (Operation *op = block ? block->getParentOp() : nullptr; op;
       op = op->getParentOp())
    if (op == loop)
      return false;
  return true;
}

/// Pure ops without regions whose every operand comes from outside.
bool canHoist(Operation *op, Operation *loop) {
  if (!op->hasTrait(Pure) || op->getNumRegions() != 0 ||
      op->hasTrait(IsTerminator))
    return false;
  for (unsigned i = 0; i < op->getNumOperands(); ++i)
    if (!definedOutside(op->getOperand(i), loop))
      return false;
  return true;
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
