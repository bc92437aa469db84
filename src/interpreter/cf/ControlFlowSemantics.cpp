//===- ControlFlowSemantics.cpp - What the cf ops do ----------------------===//
//
// A branch picks its successor; the interpreter passes the operands that
// the branch's BranchOpInterface forwards to that successor.
//
//===----------------------------------------------------------------------===//
#include "dialects/cf/ControlFlowOps.h"
#include "dialects/common/ConstantFolding.h"
#include "interpreter/Interpreter.h"
#include "ir/Attributes.h"
#include "ir/Context.h"
#include "ir/Diagnostics.h"
#include "ir/Operation.h"

using namespace terrace;
using namespace terrace::interp;

namespace {

LogicalResult executeAssert(Operation *op, Interpreter &interp) {
  auto assertOp = cf::AssertOp::wrap(op);
  if (interp.getScalar(assertOp.operand<"arg">()) & 1)
    return success();
  auto message = assertOp.property<"msg", StringAttr>();
  return op->emitError("assertion failed: ")
         << (message ? message.getValue() : "");
}

LogicalResult executeBranch(Operation *, Interpreter &interp) {
  interp.branchTo(0);
  return success();
}

LogicalResult executeCondBranch(Operation *op, Interpreter &interp) {
  auto branch = cf::CondBranchOp::wrap(op);
  interp.branchTo((interp.getScalar(branch.operand<"condition">()) & 1) ? 0
                                                                        : 1);
  return success();
}

LogicalResult executeSwitch(Operation *op, Interpreter &interp) {
  auto switchOp = cf::SwitchOp::wrap(op);
  Slot flag = interp.getScalar(switchOp.operand<"flag">());
  // Successor 0 is the default; case i goes to successor i + 1.
  unsigned successor = 0;
  if (std::optional<ConstantElements> cases =
          ConstantElements::get(switchOp.property<"case_values">())) {
    for (int64_t i = 0, e = cases->size(); i < e; ++i)
      if (cases->intAt(i).getZExtValue() == flag) {
        successor = unsigned(i + 1);
        break;
      }
  }
  interp.branchTo(successor);
  return success();
}

} // namespace

namespace terrace::interp {
void registerControlFlowSemantics(Context &ctx) {
  static constexpr OpSemantics assertSemantics = {executeAssert},
                               branch = {executeBranch},
                               condBranch = {executeCondBranch},
                               switchSemantics = {executeSwitch};
  ctx.attachOpInterface<cf::AssertOp>(assertSemantics);
  ctx.attachOpInterface<cf::BranchOp>(branch);
  ctx.attachOpInterface<cf::CondBranchOp>(condBranch);
  ctx.attachOpInterface<cf::SwitchOp>(switchSemantics);
}
} // namespace terrace::interp
