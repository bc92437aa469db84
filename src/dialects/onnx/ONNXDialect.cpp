//===- ONNXDialect.cpp - The onnx dialect ---------------------------------===//
#include "dialects/onnx/ONNXDialect.h"
#include "dialects/onnx/ONNXOps.h"
#include "ir/Builder.h"

using namespace terrace;
using namespace terrace::ONNX;

static const OpDefinition kONNXOwnOps[] = {
    defineOp<YieldOp>({.traits = IsTerminator | ReturnLike | Pure}),
};

ONNXDialect::ONNXDialect(Context &ctx) : Dialect("onnx", ctx) {
  addTypes(ONNX::getTypeDefinitions());
  addOps(ONNX::getGeneratedOps());
  addOps(kONNXOwnOps);
}

Operation *ONNXDialect::materializeConstant(OpBuilder &builder, Attribute value,
                                            Type type, Location loc) {
  if (!TensorProperty.accepts(value))
    return nullptr;
  return create<ConstantOp>(builder, loc, with<"value">(value),
                            with<"output">(type));
}
