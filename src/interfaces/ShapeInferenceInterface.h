//===- ShapeInferenceInterface.h - Ops that infer their result types ------===//
//
// onnx-mlir's ShapeInferenceOpInterface: an op whose result types follow
// from its operands' types, its attributes and the values of its constant
// operands (a Reshape's shape, a Slice's starts) says what they are, so
// that a pass can make declared types more precise after rewrites have
// folded what was unknown. Unlike InferTypeOpInterface (the core's
// inferResultTypes, which decides the one type a result has), an answer
// here may know less than the declared type, or more.
//
//===----------------------------------------------------------------------===//
#pragma once

#include "ir/Operation.h"

namespace terrace {

struct ShapeInferenceOpInterface {
  /// Sets `inferred` to one type per result of `op`: what its operands
  /// say, with dynamic sizes where they do not say more, and null where
  /// nothing is known. Fails, after one error on `op`, when the operands
  /// contradict each other (shapes that do not broadcast, an axis out of
  /// range).
  llvm::LogicalResult (*inferResultTypes)(
      Operation *op, llvm::SmallVectorImpl<Type> &inferred) = nullptr;
};

} // namespace terrace
