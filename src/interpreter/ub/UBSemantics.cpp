//===- UBSemantics.cpp - Poison and unreachable ---------------------------===//
#include "dialects/ub/UBOps.h"
#include "interpreter/Interpreter.h"
#include "ir/Context.h"
#include "ir/Diagnostics.h"
#include "ir/Operation.h"

using namespace terrace;
using namespace terrace::interp;

namespace {

/// Poison may be any value; the interpreter picks zero (and zero-filled
/// tensors). Only its use in what decides a result is undefined, which
/// the interpreter does not track.
LogicalResult executePoison(Operation *op, Interpreter &interp) {
  Type type = op->getResult(0).getType();
  if (auto tensor = llvm::dyn_cast<RankedTensorType>(type)) {
    if (!tensor.hasStaticShape() ||
        !Tensor::fitsInMemory(tensor.getElementType(), tensor.getShape()))
      return op->emitOpError("cannot be interpreted as ") << type;
    interp.set(op->getResult(0),
               RuntimeValue::tensor(
                   Tensor::create(tensor.getElementType(), tensor.getShape())));
    return success();
  }
  if (!getElementLayout(type))
    return op->emitOpError("cannot be interpreted as ") << type;
  interp.set(op->getResult(0), RuntimeValue::scalar(0));
  return success();
}

LogicalResult executeUnreachable(Operation *op, Interpreter &) {
  return op->emitError("control reached ub.unreachable");
}

} // namespace

namespace terrace::interp {
void registerUBSemantics(Context &ctx) {
  static constexpr OpSemantics poison = {executePoison},
                               unreachable = {executeUnreachable};
  ctx.attachOpInterface<ub::PoisonOp>(poison);
  ctx.attachOpInterface<ub::UnreachableOp>(unreachable);
}
} // namespace terrace::interp
