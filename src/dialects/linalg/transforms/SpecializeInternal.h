//===- SpecializeInternal.h - The halves of linalg-specialize-generic-ops -===//
#pragma once

#include "ir/OperationName.h"

#include "llvm/ADT/SmallVector.h"

#include <optional>

namespace terrace::linalg {

/// A convolution or pooling op a linalg.generic is, with its strides and
/// dilations (empty for conv_1d/2d/3d, which have none).
struct ConvolutionMatch {
  OperationName name;
  llvm::SmallVector<int64_t, 3> strides, dilations;
};
std::optional<ConvolutionMatch> matchConvolution(Operation *generic);
/// `values` as a strides or dilations attribute (tensor<N x i64>).
Attribute convolutionAttr(Context &ctx, llvm::ArrayRef<int64_t> values);

} // namespace terrace::linalg
