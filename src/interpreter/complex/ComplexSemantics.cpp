//===- ComplexSemantics.cpp - What the complex ops compute ----------------===//
//
// A complex number's slot holds its real part's bits, then its imaginary
// part's (see RuntimeValue.h): create puts two parts side by side, re and
// im take one out. They decode into scalar steps, so they also run inside
// the bodies of structured ops without walking the IR per element.
//
//===----------------------------------------------------------------------===//
#include "dialects/complex/ComplexOps.h"
#include "interpreter/Interpreter.h"
#include "interpreter/ScalarSupport.h"
#include "ir/Context.h"
#include "ir/Diagnostics.h"
#include "ir/Operation.h"

using namespace terrace;
using namespace terrace::interp;

namespace {

/// The width of the part type of the complex type `type`, or 0 when the
/// interpreter holds no such complex number.
unsigned partWidthOf(Type type) {
  auto complex = llvm::dyn_cast<ComplexType>(type);
  if (!complex || !getElementLayout(type))
    return 0;
  return complex.getElementType().getIntOrFloatBitWidth();
}

const char *createStep(const ScalarStep &s, Slot *r) {
  r[s.out[0]] = r[s.in[0]] | r[s.in[1]] << s.inWidth;
  return nullptr;
}
const char *reStep(const ScalarStep &s, Slot *r) {
  r[s.out[0]] = r[s.in[0]] & lowSlotBits(s.inWidth);
  return nullptr;
}
const char *imStep(const ScalarStep &s, Slot *r) {
  r[s.out[0]] = r[s.in[0]] >> s.inWidth;
  return nullptr;
}

/// Decodes an op whose complex value is `complexValue` into `fn`.
LogicalResult decodeWith(Operation *op, ScalarStep &step, ScalarFn fn,
                         Value complexValue) {
  unsigned width = partWidthOf(complexValue.getType());
  if (!width)
    return op->emitOpError("cannot be interpreted on ")
           << complexValue.getType();
  step.fn = fn;
  step.inWidth = uint8_t(width);
  return success();
}

LogicalResult decodeCreate(Operation *op, ScalarStep &step) {
  return decodeWith(op, step, createStep, op->getResult(0));
}
LogicalResult decodeRe(Operation *op, ScalarStep &step) {
  return decodeWith(op, step, reStep, op->getOperand(0));
}
LogicalResult decodeIm(Operation *op, ScalarStep &step) {
  return decodeWith(op, step, imStep, op->getOperand(0));
}

LogicalResult executeConstant(Operation *op, Interpreter &interp) {
  Value result = op->getResult(0);
  RuntimeValue value = valueOfConstant(complex::ConstantOp::wrap(op).getValue(),
                                       result.getType());
  if (!value)
    return op->emitOpError("cannot be interpreted as ") << result.getType();
  interp.set(result, std::move(value));
  return success();
}

} // namespace

namespace terrace::interp {
void registerComplexSemantics(Context &ctx) {
  static constexpr ScalarSemantics create = {decodeCreate}, re = {decodeRe},
                                   im = {decodeIm};
  static constexpr OpSemantics constant = {executeConstant};
  attach<complex::CreateOp>(ctx, create);
  attach<complex::ReOp>(ctx, re);
  attach<complex::ImOp>(ctx, im);
  ctx.attachOpInterface<complex::ConstantOp>(constant);
}
} // namespace terrace::interp
