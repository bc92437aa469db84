//===- ONNXOpHooks.h - Code the generated onnx rows pick up ---------------===//
//
// The generated table (ONNXOpTable.gen.cpp) builds each row through
// withHooks<Op>, which takes what OpHooks<Op> declares: a verifier, a
// folder, canonicalization patterns, result type inference. An op gets
// code by a specialization here, so the generated rows never need editing
// and a hook for an op that does not exist does not compile. Every row
// implements ShapeInferenceOpInterface through the table of rules in
// ONNXShapeRules.h.
//
//===----------------------------------------------------------------------===//
#pragma once

#include "dialects/onnx/ONNXOps.h"
#include "interfaces/ShapeInferenceInterface.h"
#include "ir/InterfaceSupport.h"

namespace terrace::ONNX {

template <typename OpT> struct OpHooks {};

/// Ops with a folder (ONNXFolds.cpp defines each `fold`), which reads the
/// constant operands by name.
#define ONNX_FOLDS(Name)                                                       \
  template <> struct OpHooks<Name##Op> {                                       \
    static llvm::LogicalResult                                                 \
    fold(FoldAdaptor<Name##Op> adaptor,                                        \
         llvm::SmallVectorImpl<OpFoldResult> &results);                        \
  };
ONNX_FOLDS(Constant)
ONNX_FOLDS(Identity)
ONNX_FOLDS(Cast)
ONNX_FOLDS(Dropout)
ONNX_FOLDS(Shape)
ONNX_FOLDS(Size)
ONNX_FOLDS(Concat)
ONNX_FOLDS(Gather)
ONNX_FOLDS(Unsqueeze)
ONNX_FOLDS(Squeeze)
#undef ONNX_FOLDS

/// Ops with canonicalization patterns (ONNXFusions.cpp).
#define ONNX_CANONICALIZES(Name)                                               \
  template <> struct OpHooks<Name##Op> {                                       \
    static void canonicalize(RewritePatternSet &patterns, Context &ctx);       \
  };
ONNX_CANONICALIZES(BatchNormalization)
ONNX_CANONICALIZES(Add)
#undef ONNX_CANONICALIZES

/// Transpose folds (of a constant) and has a pattern (of a Transpose).
template <> struct OpHooks<TransposeOp> {
  static llvm::LogicalResult fold(FoldAdaptor<TransposeOp> adaptor,
                                  llvm::SmallVectorImpl<OpFoldResult> &results);
  static void canonicalize(RewritePatternSet &patterns, Context &ctx);
};

/// Reshape folds (of a constant) and has a pattern (of a Reshape).
template <> struct OpHooks<ReshapeOp> {
  static llvm::LogicalResult fold(FoldAdaptor<ReshapeOp> adaptor,
                                  llvm::SmallVectorImpl<OpFoldResult> &results);
  static void canonicalize(RewritePatternSet &patterns, Context &ctx);
};

/// ShapeInferenceOpInterface for every onnx op: the op's rule, where it
/// has one (ONNXShapeInference.cpp).
llvm::LogicalResult inferResultShapes(Operation *op,
                                      llvm::SmallVectorImpl<Type> &inferred);
inline constexpr ShapeInferenceOpInterface kShapeInference = {
    &inferResultShapes};
inline constexpr InterfaceImpl kONNXInterfaces[] = {implement(kShapeInference)};

template <typename OpT> constexpr OpDefinition withHooks(OpDefinition row) {
  using H = OpHooks<OpT>;
  row.interfaces = kONNXInterfaces;
  if constexpr (requires { H::verify; })
    row.verify = H::verify;
  if constexpr (requires { H::fold; })
    row.fold = foldWith<OpT, H::fold>;
  if constexpr (requires { H::canonicalize; })
    row.canonicalize = H::canonicalize;
  if constexpr (requires { H::inferResultTypes; })
    row.inferResultTypes = H::inferResultTypes;
  return row;
}

} // namespace terrace::ONNX
