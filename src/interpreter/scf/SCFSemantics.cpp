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
    // Handed over, not shared: the body may update a carried tensor that
    // only it holds in place.
    for (RuntimeValue &value : carried)
      args.push_back(std::move(value));
    yielded.clear();
    if (!interp.runRegion(forOp.region<"region">(), std::move(args), yielded))
      return failure();
    carried = std::move(yielded);
    yielded = {};
  }
  setResults(op, interp, carried);
  return success();
}

/// Calls `fn(ivs)` for each point of the box [lower, upper) by `steps`,
/// in row-major order; stops at the first failure.
template <typename Fn>
LogicalResult forEachPoint(llvm::ArrayRef<int64_t> lower,
                           llvm::ArrayRef<int64_t> upper,
                           llvm::ArrayRef<int64_t> steps, Fn fn) {
  for (auto [lb, ub] : llvm::zip_equal(lower, upper))
    if (lb >= ub)
      return success();
  llvm::SmallVector<int64_t, 4> ivs(lower);
  while (true) {
    if (failed(fn(llvm::ArrayRef<int64_t>(ivs))))
      return failure();
    // The next point: the last dimension moves fastest.
    size_t d = ivs.size();
    while (true) {
      if (d == 0)
        return success();
      --d;
      // Wide, so a step past the bound near INT64_MAX cannot overflow.
      __int128 next = __int128(ivs[d]) + steps[d];
      if (next < upper[d]) {
        ivs[d] = int64_t(next);
        break;
      }
      ivs[d] = lower[d];
    }
  }
}

/// scf.forall: every point of the iteration space, in row-major order, one
/// after another (as upstream's scf-forall-to-for runs them); the body's
/// shared outputs hold what the writes of earlier iterations left.
LogicalResult executeForall(Operation *op, Interpreter &interp) {
  auto forall = scf::ForallOp::wrap(op);
  auto lower = readMixedList(interp, forall.property<"staticLowerBound">(),
                             forall.operands<"dynamicLowerBound">());
  auto upper = readMixedList(interp, forall.property<"staticUpperBound">(),
                             forall.operands<"dynamicUpperBound">());
  auto steps = readMixedList(interp, forall.property<"staticStep">(),
                             forall.operands<"dynamicStep">());
  for (auto [lb, ub, step] : llvm::zip_equal(lower, upper, steps))
    if (step <= 0 && lb < ub)
      return op->emitOpError("has a step that is not positive: the loop "
                             "would not end");
  llvm::SmallVector<RuntimeValue, 4> outputs;
  for (Value init : forall.operands<"outputs">())
    outputs.push_back(interp.get(init));
  Region &region = forall.region<"region">();
  Block &body = region.front();
  unsigned rank = unsigned(lower.size());
  llvm::SmallVector<RuntimeValue, 4> args, ignored;
  LogicalResult result =
      forEachPoint(lower, upper, steps, [&](llvm::ArrayRef<int64_t> ivs) {
        args.clear();
        for (int64_t iv : ivs)
          args.push_back(RuntimeValue::scalar(uint64_t(iv)));
        // The shared outputs are handed over and taken back, so a parallel
        // insert writes the only reference in place.
        for (RuntimeValue &output : outputs)
          args.push_back(std::move(output));
        ignored.clear();
        if (!interp.runRegion(region, std::move(args), ignored))
          return failure();
        for (unsigned i = 0; i < outputs.size(); ++i)
          outputs[i] = interp.take(body.getArgument(rank + i));
        return success();
      });
  if (failed(result))
    return failure();
  setResults(op, interp, outputs);
  return success();
}

/// scf.parallel: every point in row-major order; each value the body's
/// scf.reduce gives is combined into its accumulator (starting from the
/// init) by that reduction's region, accumulator first, as upstream's
/// lowering to loops does.
LogicalResult executeParallel(Operation *op, Interpreter &interp) {
  auto parallel = scf::ParallelOp::wrap(op);
  auto read = [&](ValueRange values) {
    llvm::SmallVector<int64_t, 4> out;
    for (Value v : values)
      out.push_back(int64_t(interp.getScalar(v)));
    return out;
  };
  auto lower = read(parallel.operands<"lowerBound">());
  auto upper = read(parallel.operands<"upperBound">());
  auto steps = read(parallel.operands<"step">());
  for (auto [lb, ub, step] : llvm::zip_equal(lower, upper, steps))
    if (step <= 0 && lb < ub)
      return op->emitOpError("has a step that is not positive: the loop "
                             "would not end");
  llvm::SmallVector<RuntimeValue, 4> accumulators;
  for (Value init : parallel.operands<"initVals">())
    accumulators.push_back(interp.get(init));
  Region &region = op->getRegion(0);
  Operation *reduce = region.front().getTerminator();
  llvm::SmallVector<RuntimeValue, 4> args, values, combined;
  LogicalResult result =
      forEachPoint(lower, upper, steps, [&](llvm::ArrayRef<int64_t> ivs) {
        args.clear();
        for (int64_t iv : ivs)
          args.push_back(RuntimeValue::scalar(uint64_t(iv)));
        values.clear();
        if (!interp.runRegion(region, args, values))
          return failure();
        for (unsigned i = 0; i < accumulators.size(); ++i) {
          combined.clear();
          if (!interp.runRegion(reduce->getRegion(i),
                                {accumulators[i], values[i]}, combined))
            return failure();
          accumulators[i] = combined.front();
        }
        return success();
      });
  if (failed(result))
    return failure();
  setResults(op, interp, accumulators);
  return success();
}

/// scf.forall.in_parallel runs its writes (tensor.parallel_insert_slice),
/// each updating the shared output it names.
LogicalResult executeInParallel(Operation *op, Interpreter &interp) {
  for (Operation &write : op->getRegion(0).front())
    if (failed(interp.runOp(&write)))
      return failure();
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
  // The values are handed to each region and taken back, never shared, so
  // a region may update a tensor it carries in place.
  while (true) {
    next.clear();
    // scf.condition's operands: the condition, then what goes on.
    if (!interp.runRegion(whileOp.region<"before">(), std::move(values), next))
      return failure();
    bool proceed = next.front().getScalar() & 1;
    values.assign(std::make_move_iterator(next.begin() + 1),
                  std::make_move_iterator(next.end()));
    if (!proceed)
      break;
    next.clear();
    if (!interp.runRegion(whileOp.region<"after">(), std::move(values), next))
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
                               indexSwitch = {executeIndexSwitch},
                               parallel = {executeParallel},
                               forall = {executeForall},
                               inParallel = {executeInParallel};
  ctx.attachOpInterface<scf::ForOp>(forSemantics);
  ctx.attachOpInterface<scf::IfOp>(ifSemantics);
  ctx.attachOpInterface<scf::WhileOp>(whileSemantics);
  ctx.attachOpInterface<scf::ExecuteRegionOp>(executeRegion);
  ctx.attachOpInterface<scf::IndexSwitchOp>(indexSwitch);
  ctx.attachOpInterface<scf::ParallelOp>(parallel);
  ctx.attachOpInterface<scf::ForallOp>(forall);
  ctx.attachOpInterface<scf::InParallelOp>(inParallel);
}
} // namespace terrace::interp
