//===- TensorSupport.h - Helpers for ops that make tensors ----------------===//
#pragma once

#include "interpreter/Interpreter.h"

namespace terrace::interp {

/// The shape of `type` with its `?` dimensions taken from `sizes`, in
/// order; fails (reported) on a negative size.
llvm::LogicalResult resolveShape(Operation *op, Interpreter &interp,
                                 RankedTensorType type, ValueRange sizes,
                                 llvm::SmallVectorImpl<int64_t> &shape);
/// A fresh, zero-filled tensor of `type`'s element type, with `shape`;
/// reports element types the interpreter cannot hold and sizes it will not
/// allocate.
TensorRef makeTensor(Operation *op, RankedTensorType type,
                     llvm::ArrayRef<int64_t> shape);

} // namespace terrace::interp
