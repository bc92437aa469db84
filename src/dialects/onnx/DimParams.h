//===- DimParams.h - Names of symbolic dimensions on a graph's values -----===//
//
// ONNX names a graph input's or output's symbolic dimensions ("batch",
// "seq"); dimensions named alike are one size. The importer keeps the
// names as onnx-mlir writes them, a discardable attribute on the function's
// arguments and results:
//
//   func.func @main_graph(%x: tensor<?x3xf32> {onnx.dim_params = "0:N"}, ...)
//
// The tools that run or compile a model read them here, to refuse inputs
// whose sizes disagree.
//
//===----------------------------------------------------------------------===//
#pragma once

#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"

#include <string>
#include <utility>

namespace terrace {
class Context;
class Operation;
class StringAttr;
} // namespace terrace

namespace terrace::ONNX {

inline constexpr llvm::StringLiteral kDimParamsAttrName = "onnx.dim_params";

/// A named dimension: its position in the shape and its name.
struct NamedDimension {
  unsigned position;
  llvm::StringRef name;
};

/// The named dimensions of argument `argument` of `function` (a function
/// op with `arg_attrs`), in the order written; malformed entries are
/// skipped. The names live as long as the context.
llvm::SmallVector<NamedDimension, 4>
getArgumentDimensionNames(Operation *function, unsigned argument);

/// The attribute value for `names` ("0:N,2:seq").
std::string printDimensionNames(llvm::ArrayRef<NamedDimension> names);

} // namespace terrace::ONNX
