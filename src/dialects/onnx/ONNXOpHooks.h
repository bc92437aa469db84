//===- ONNXOpHooks.h - Code the generated onnx rows pick up ---------------===//
//
// The generated table (ONNXOpTable.gen.cpp) builds each row through
// withHooks<Op>, which takes what OpHooks<Op> declares: a verifier, a
// folder, canonicalization patterns, result type inference. An op gets
// code by a specialization here, so the generated rows never need editing
// and a hook for an op that does not exist does not compile.
//
//===----------------------------------------------------------------------===//
#pragma once

#include "dialects/onnx/ONNXOps.h"

namespace terrace::ONNX {

template <typename OpT> struct OpHooks {};

// Folds (ONNXFolds.cpp).
llvm::LogicalResult foldConstant(Operation *op, llvm::ArrayRef<Attribute>,
                                 llvm::SmallVectorImpl<OpFoldResult> &results);
llvm::LogicalResult foldIdentity(Operation *op, llvm::ArrayRef<Attribute>,
                                 llvm::SmallVectorImpl<OpFoldResult> &results);
llvm::LogicalResult foldCast(Operation *op, llvm::ArrayRef<Attribute>,
                             llvm::SmallVectorImpl<OpFoldResult> &results);
llvm::LogicalResult foldDropout(Operation *op, llvm::ArrayRef<Attribute>,
                                llvm::SmallVectorImpl<OpFoldResult> &results);
llvm::LogicalResult foldShape(Operation *op, llvm::ArrayRef<Attribute>,
                              llvm::SmallVectorImpl<OpFoldResult> &results);
llvm::LogicalResult foldSize(Operation *op, llvm::ArrayRef<Attribute>,
                             llvm::SmallVectorImpl<OpFoldResult> &results);
llvm::LogicalResult foldConcat(Operation *op, llvm::ArrayRef<Attribute>,
                               llvm::SmallVectorImpl<OpFoldResult> &results);
llvm::LogicalResult foldGather(Operation *op, llvm::ArrayRef<Attribute>,
                               llvm::SmallVectorImpl<OpFoldResult> &results);
llvm::LogicalResult foldUnsqueeze(Operation *op, llvm::ArrayRef<Attribute>,
                                  llvm::SmallVectorImpl<OpFoldResult> &results);
llvm::LogicalResult foldSqueeze(Operation *op, llvm::ArrayRef<Attribute>,
                                llvm::SmallVectorImpl<OpFoldResult> &results);
llvm::LogicalResult foldReshape(Operation *op, llvm::ArrayRef<Attribute>,
                                llvm::SmallVectorImpl<OpFoldResult> &results);

template <> struct OpHooks<ConstantOp> {
  static constexpr FoldFn fold = foldConstant;
};
template <> struct OpHooks<IdentityOp> {
  static constexpr FoldFn fold = foldIdentity;
};
template <> struct OpHooks<CastOp> { static constexpr FoldFn fold = foldCast; };
template <> struct OpHooks<DropoutOp> {
  static constexpr FoldFn fold = foldDropout;
};
template <> struct OpHooks<ShapeOp> {
  static constexpr FoldFn fold = foldShape;
};
template <> struct OpHooks<SizeOp> { static constexpr FoldFn fold = foldSize; };
template <> struct OpHooks<ConcatOp> {
  static constexpr FoldFn fold = foldConcat;
};
template <> struct OpHooks<GatherOp> {
  static constexpr FoldFn fold = foldGather;
};
template <> struct OpHooks<UnsqueezeOp> {
  static constexpr FoldFn fold = foldUnsqueeze;
};
template <> struct OpHooks<SqueezeOp> {
  static constexpr FoldFn fold = foldSqueeze;
};
template <> struct OpHooks<ReshapeOp> {
  static constexpr FoldFn fold = foldReshape;
};

template <typename OpT> constexpr OpDefinition withHooks(OpDefinition row) {
  using H = OpHooks<OpT>;
  if constexpr (requires { H::verify; })
    row.verify = H::verify;
  if constexpr (requires { H::fold; })
    row.fold = H::fold;
  if constexpr (requires { H::canonicalize; })
    row.canonicalize = H::canonicalize;
  if constexpr (requires { H::inferResultTypes; })
    row.inferResultTypes = H::inferResultTypes;
  return row;
}

} // namespace terrace::ONNX
