//===- Passes.h - The onnx dialect's passes -------------------------------===//
#pragma once

#include "pass/Pass.h"

namespace terrace {

class OpBuilder;

#define PASS(argument, summary, factory) std::unique_ptr<Pass> factory();
#include "dialects/onnx/transforms/Passes.def"

/// Registers every pass of Passes.def.
void registerONNXPasses();

/// Makes `op`'s result types as precise as its ShapeInferenceOpInterface
/// says (shapes only: element types stay as declared). Uses by ops that do
/// not implement the interface (other than terminators of ops that do)
/// keep the declared type through a tensor.cast inserted after `op`. Fails
/// after one error on `op` when the inferred shape contradicts the declared
/// one; `changed` says whether a type changed.
llvm::LogicalResult refineResultTypes(Operation *op, OpBuilder &builder,
                                      bool &changed);

} // namespace terrace
