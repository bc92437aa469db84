//===- SCCP.cpp - Sparse conditional constant propagation -----------------===//
//
// `sccp`, as MLIR 22's: a dataflow analysis finds the values that are one
// constant on every path that can run, following only the branches,
// regions and calls that can be taken given what is known (so a constant
// condition makes the other side dead), then every such value is replaced
// by a constant and ops left without a use and without effects go.
//
// The analysis is in ConstantPropagation.cpp.
//
// The rewrite creates each constant once per isolated region, at the front
// of its entry block with an unknown location (so they come out in reverse
// order of creation), as MLIR's OperationFolder does.
//
//===----------------------------------------------------------------------===//
#include "ir/Block.h"
#include "ir/Builder.h"
#include "ir/Context.h"
#include "ir/Dialect.h"
#include "ir/Region.h"
#include "rewrite/Folding.h"
#include "transforms/ConstantPropagation.h"
#include "transforms/Passes.h"

#include <tuple>

using namespace terrace;

namespace {
/// Replaces every value the analysis proved constant, visiting blocks as
/// MLIR's sccp does (a stack: a block's nested regions come right after
/// it, the last op's first), so constants are created in the same order.
void rewrite(ConstantPropagation &analysis, Operation *top) {
  using Key = std::tuple<Region *, Dialect *, Attribute, Type>;
  llvm::DenseMap<Key, Value> constants;
  OpBuilder builder(top->getContext());

  auto replace = [&](Value value) {
    const Lattice *known = analysis.getConstant(value);
    if (!known || !known->dialect)
      return false;
    Region *region = value.getParentBlock()->getParent();
    // Constants go to the nearest region that is isolated from above.
    while (Operation *parent = region->getParentOp()) {
      if (!parent->isRegistered() || parent->hasTrait(IsolatedFromAbove) ||
          !parent->getBlock())
        break;
      region = parent->getBlock()->getParent();
    }
    Value constant =
        constants.lookup({region, known->dialect, known->value, value.getType()});
    if (!constant) {
      builder.setInsertionPointToStart(&region->front());
      Operation *op = known->dialect->materializeConstant(
          builder, known->value, value.getType(),
          UnknownLoc::get(top->getContext()));
      if (!op)
        return false;
      constant = op->getResult(0);
      // Another dialect may have made it (math's constants are arith's):
      // one constant serves both.
      Dialect *made = op->getName().getDialect();
      if (made != known->dialect) {
        Value &existing =
            constants[{region, made, known->value, value.getType()}];
        if (existing) {
          op->erase();
          constant = existing;
        } else {
          existing = constant;
        }
      }
      constants[{region, known->dialect, known->value, value.getType()}] =
          constant;
    }
    value.replaceAllUsesWith(constant);
    return true;
  };

  llvm::SmallVector<Block *, 16> stack;
  auto pushRegions = [&](Operation *op) {
    for (Region &region : op->getRegions())
      for (Block &block : llvm::reverse(region))
        stack.push_back(&block);
  };
  pushRegions(top);
  while (!stack.empty()) {
    Block *block = stack.pop_back_val();
    for (Operation &op : llvm::make_early_inc_range(*block)) {
      bool replacedAll = op.getNumResults() != 0;
      for (unsigned i = 0; i < op.getNumResults(); ++i)
        replacedAll &= replace(op.getResult(i));
      if (replacedAll && isOpTriviallyDead(&op)) {
        op.erase();
        continue;
      }
      pushRegions(&op);
    }
    for (unsigned i = 0; i < block->getNumArguments(); ++i)
      replace(block->getArgument(i));
  }
}

class SCCP : public PassBase<SCCP> {
public:
  SCCP() : PassBase("sccp", "SCCP") {}
  void runOnOperation() override {
    ConstantPropagation analysis(getOperation());
    analysis.solve();
    rewrite(analysis, getOperation());
  }
};
} // namespace

std::unique_ptr<Pass> terrace::createSCCPPass() {
  return std::make_unique<SCCP>();
}
