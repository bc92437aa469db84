//===- SCFSemantics.cpp - What the scf ops do -----------------------------===//
//
// Structured control flow runs its regions in the frame of the op: a loop
// body receives the induction variable and the values carried from the
// previous iteration; scf.yield and scf.condition need no semantics of
// their own (a terminator without successors returns its operands to the
// op, see Interpreter::runRegion).
//
//===----------------------------------------------------------------------===//
#include "dialects/scf/SCFOps.h"
#include "interpreter/Interpreter.h"
#include "interpreter/ScalarSupport.h"
#include "ir/Attributes.h"
#include "ir/Context.h"
#include "ir/Diagnostics.h"
#include "ir/Operation.h"
#include "ir/Region.h"

using namespace terrace;
using namespace terrace::interp;

namespace {

void setResults(Operation *op, Interpreter &interp,
                llvm::ArrayRef<RuntimeValue> values) {
  for (auto [result, value] : llvm::zip_equal(op->getResults(), values))
    interp.set(result, value);
}

LogicalResult executeFor(Operation *op, Interpreter &interp) {
  auto forOp = scf::ForOp::wrap(op);
  unsigned width = intWidthOf(forOp.operand<"lowerBound">().getType());
  bool isUnsigned = bool(forOp.property<"unsignedCmp">());
  auto read = [&](Value v) -> __int128 {
    Slot bits = interp.getScalar(v);
    return isUnsigned ? __int128(bits) : __int128(signExtend(bits, width));
  };
  __int128 lower = read(forOp.operand<"lowerBound">());
  __int128 upper = read(forOp.operand<"upperBound">());
  __int128 step = read(forOp.operand<"step">());
  if (step <= 0 && lower < upper)
    return op->emitOpError("has a step that is not positive: the loop would "
                           "not end");
  llvm::SmallVector<RuntimeValue, 4> carried;
  for (Value init : forOp.operands<"initArgs">())
    carried.push_back(interp.get(init));
  llvm::SmallVector<RuntimeValue, 4> args, yielded;
  for (__int128 iv = lower; iv < upper; iv += step) {
    args.assign(1, RuntimeValue::scalar(uint64_t(iv) & lowBits(width)));
    args.append(carried.begin(), carried.end());
    yielded.clear();
    if (!interp.runRegion(forOp.region<"region">(), args, yielded))
      return failure();
    carried = std::move(yielded);
    yielded = {};
  }
  setResults(op, interp, carried);
  return success();
}

LogicalResult executeIf(Operation *op, Interpreter &interp) {
  auto ifOp = scf::IfOp::wrap(op);
  Region &region = (interp.getScalar(ifOp.operand<"condition">()) & 1)
                       ? ifOp.region<"thenRegion">()
                       : ifOp.region<"elseRegion">();
  if (region.empty())
    return success();
  llvm::SmallVector<RuntimeValue, 4> results;
  if (!interp.runRegion(region, {}, results))
    return failure();
  setResults(op, interp, results);
  return success();
}

LogicalResult executeWhile(Operation *op, Interpreter &interp) {
  auto whileOp = scf::WhileOp::wrap(op);
  llvm::SmallVector<RuntimeValue, 4> values, next;
  for (Value init : whileOp.operands<"inits">())
    values.push_back(interp.get(init));
  while (true) {
    next.clear();
    // scf.condition's operands: the condition, then what goes on.
    if (!interp.runRegion(whileOp.region<"before">(), values, next))
      return failure();
    bool proceed = next.front().getScalar() & 1;
    values.assign(next.begin() + 1, next.end());
    if (!proceed)
      break;
    next.clear();
    if (!interp.runRegion(whileOp.region<"after">(), values, next))
      return failure();
    values = std::move(next);
    next = {};
  }
  setResults(op, interp, values);
  return success();
}

LogicalResult executeExecuteRegion(Operation *op, Interpreter &interp) {
  llvm::SmallVector<RuntimeValue, 4> results;
  if (!interp.runRegion(op->getRegion(0), {}, results))
    return failure();
  setResults(op, interp, results);
  return success();
}

LogicalResult executeIndexSwitch(Operation *op, Interpreter &interp) {
  auto switchOp = scf::IndexSwitchOp::wrap(op);
  int64_t value = int64_t(interp.getScalar(switchOp.operand<"arg">()));
  auto cases = switchOp.property<"cases", DenseArrayAttr>();
  Region *region = &switchOp.region<"defaultRegion">();
  for (int64_t i = 0, e = cases ? cases.size() : 0; i < e; ++i)
    if (cases.getInt(i) == value) {
      region = &op->getRegion(unsigned(1 + i));
      break;
    }
  llvm::SmallVector<RuntimeValue, 4> results;
  if (!interp.runRegion(*region, {}, results))
    return failure();
  setResults(op, interp, results);
  return success();
}

} // namespace

namespace terrace::interp {
void registerSCFSemantics(Context &ctx) {
  static constexpr OpSemantics forSemantics = {executeFor},
                               ifSemantics = {executeIf},
                               whileSemantics = {executeWhile},
                               executeRegion = {executeExecuteRegion},
                               indexSwitch = {executeIndexSwitch};
  ctx.attachOpInterface(scf::ForOp::name, forSemantics);
  ctx.attachOpInterface(scf::IfOp::name, ifSemantics);
  ctx.attachOpInterface(scf::WhileOp::name, whileSemantics);
  ctx.attachOpInterface(scf::ExecuteRegionOp::name, executeRegion);
  ctx.attachOpInterface(scf::IndexSwitchOp::name, indexSwitch);
}
} // namespace terrace::interp
