//===- AffineSemantics.cpp - affine.apply ---------------------------------===//
//
// affine.apply evaluates its map on its index operands (dimensions, then
// symbols), with MLIR's rounding of floordiv, ceildiv and mod; a division
// by zero, or a remainder by less than 1, is undefined and an error. As a
// scalar step it also runs inside the bodies of structured ops (up to the
// three operands a step holds); elsewhere it takes any number.
//
//===----------------------------------------------------------------------===//
#include "dialects/affine/AffineOps.h"
#include "interpreter/Interpreter.h"
#include "interpreter/Semantics.h"
#include "ir/AffineExpr.h"
#include "ir/Context.h"
#include "ir/Diagnostics.h"
#include "ir/Operation.h"

using namespace terrace;
using namespace terrace::interp;

namespace {

AffineMapAttr mapOf(Operation *op) {
  return llvm::cast<AffineMapAttr>(op->getInherentAttr("map"));
}

/// The map's value on `operands`, or none where it is undefined.
std::optional<int64_t> apply(Operation *op, llvm::ArrayRef<int64_t> operands) {
  AffineMapAttr map = mapOf(op);
  return evaluateAffineExpr(map.getResult(0),
                            operands.take_front(map.getNumDims()),
                            operands.drop_front(map.getNumDims()));
}

constexpr const char *kUndefined =
    "divides by zero or takes a remainder by less than 1";

const char *applyStep(const ScalarStep &step, Slot *regs) {
  int64_t operands[3];
  for (unsigned i = 0; i < step.imm; ++i)
    operands[i] = int64_t(regs[step.in[i]]);
  std::optional<int64_t> value =
      apply(step.op, llvm::ArrayRef<int64_t>(operands, size_t(step.imm)));
  if (!value)
    return kUndefined;
  regs[step.out[0]] = Slot(*value);
  return nullptr;
}

LogicalResult decodeApply(Operation *op, ScalarStep &step) {
  step.fn = applyStep;
  step.imm = op->getNumOperands();
  step.outWidth = 64;
  return success();
}

LogicalResult executeApply(Operation *op, Interpreter &interp) {
  llvm::SmallVector<int64_t, 4> operands;
  for (Value operand : op->getOperands())
    operands.push_back(int64_t(interp.getScalar(operand)));
  std::optional<int64_t> value = apply(op, operands);
  if (!value)
    return op->emitOpError(kUndefined);
  interp.set(op->getResult(0), RuntimeValue::scalar(Slot(*value)));
  return success();
}

} // namespace

namespace terrace::interp {
void registerAffineSemantics(Context &ctx) {
  static constexpr ScalarSemantics scalar = {decodeApply};
  static constexpr OpSemantics op = {executeApply};
  ctx.attachOpInterface<affine::ApplyOp>(scalar);
  ctx.attachOpInterface<affine::ApplyOp>(op);
}
} // namespace terrace::interp
