//===- ONNXOps.h - The onnx ops as C++ types ------------------------------===//
//
// One type per operator of ONNX's default domain (ONNXOps.gen.h, generated
// from ONNX's schemas by scripts/generate_onnx_ops.py), named as ONNX names
// it (`onnx.Conv` is ONNX::ConvOp, its attribute `kernel_shape`), plus the
// dialect's own: onnx.Yield ends the graphs of If, Loop and Scan.
//
//===----------------------------------------------------------------------===//
#pragma once

#include "dialects/onnx/ONNXOps.gen.h"

namespace terrace::ONNX {

/// Returns the values of a subgraph (If's branches, Loop's body) to the op
/// around it.
struct YieldOp : Op<YieldOp> {
  static constexpr llvm::StringLiteral name = "onnx.Yield";
  static constexpr ValueSpec kOperands[] = {
      {"operands", &constraints::AnyType, Arity::Variadic}};
};

/// The generated rows (ONNXOpTable.gen.cpp).
llvm::ArrayRef<OpDefinition> getGeneratedOps();

} // namespace terrace::ONNX
