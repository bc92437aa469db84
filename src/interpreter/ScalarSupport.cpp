//===- ScalarSupport.cpp - Checks shared by scalar decoders --------------===//
#include "interpreter/ScalarSupport.h"
#include "ir/Diagnostics.h"
#include "ir/Operation.h"

using namespace terrace;
using namespace terrace::interp;

LogicalResult interp::decodeFloat(Operation *op, ScalarStep &step, ScalarFn fn,
                                  Type elementType) {
  if (!fn)
    return op->emitOpError("cannot be interpreted on ")
           << elementType << ": the interpreter computes in f16, bf16, f32 "
           << "and f64";
  step.fn = fn;
  return success();
}

LogicalResult interp::checkIntWidth(Operation *op, Type elementType) {
  if (elementType.isIndex() ||
      (elementType.isInteger() && elementType.getIntOrFloatBitWidth() <= 64))
    return success();
  return op->emitOpError("cannot be interpreted on ")
         << elementType << ": the interpreter holds integers of at most 64 "
         << "bits";
}
