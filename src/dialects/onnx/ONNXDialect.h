//===- ONNXDialect.h - The onnx dialect: ONNX graphs as ops ---------------===//
#pragma once

#include "ir/Dialect.h"

namespace terrace {

/// One op per operator of ONNX's default domain up to opset 17, with
/// ONNX's names, attributes and type constraints; a graph is a func.func
/// of onnx ops. Constants it folds to are materialized as onnx.Constant.
class ONNXDialect : public Dialect {
public:
  explicit ONNXDialect(Context &ctx);
  Operation *materializeConstant(OpBuilder &builder, Attribute value, Type type,
                                 Location loc) override;
};

} // namespace terrace
