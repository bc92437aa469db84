//===- ShapedDimOpInterface.h - Ops that read one size of a shaped value --===//
//
// MLIR's ShapedDimOpInterface (tensor.dim, later memref.dim): the affine
// dialect asks it whether a size is a valid symbol without knowing the
// dialects that read sizes.
//
//===----------------------------------------------------------------------===//
#pragma once

#include "ir/Operation.h"

namespace terrace {

struct ShapedDimOpInterface {
  /// The tensor (or buffer) whose size is read.
  Value (*getShapedValue)(Operation *op) = nullptr;
  /// The index of the dimension read.
  Value (*getDimension)(Operation *op) = nullptr;
};

} // namespace terrace
