//===- ONNXSemantics.cpp - What the onnx ops compute ----------------------===//
//
// The interpreter's meaning for onnx ops, at the level the importer gives
// them (before any lowering): elementwise ops, ops that move elements,
// and ops that compute over windows and axes, each in a file of this
// folder.
//
//===----------------------------------------------------------------------===//
#include "interpreter/onnx/ONNXElements.h"

namespace terrace::interp {
void registerONNXSemantics(Context &ctx) {
  onnx_semantics::registerElementwise(ctx);
  onnx_semantics::registerShapes(ctx);
  onnx_semantics::registerCompute(ctx);
  onnx_semantics::registerNN(ctx);
  onnx_semantics::registerControlFlow(ctx);
  onnx_semantics::registerIndexing(ctx);
  onnx_semantics::registerResize(ctx);
  onnx_semantics::registerQuantize(ctx);
  onnx_semantics::registerSequences(ctx);
  onnx_semantics::registerRecurrent(ctx);
  onnx_semantics::registerSignal(ctx);
  onnx_semantics::registerEinsum(ctx);
  onnx_semantics::registerConv(ctx);
  onnx_semantics::registerDetection(ctx);
  onnx_semantics::registerStrings(ctx);
}
} // namespace terrace::interp
