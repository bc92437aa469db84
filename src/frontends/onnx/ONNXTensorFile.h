//===- ONNXTensorFile.h - TensorProto files (.pb), as ONNX's tests hold
//----===//
//
// ONNX's test data and runners hold tensors as serialized TensorProto
// messages, one per `.pb` file. These read and write them without exposing
// libonnx's classes.
//
//===----------------------------------------------------------------------===//
#pragma once

#include "ir/Types.h"

#include "llvm/ADT/SmallVector.h"
#include "llvm/Support/Error.h"

#include <string>
#include <vector>

namespace terrace {

/// A dense tensor: its element type, shape, and elements packed as
/// Terrace's dense attributes and tensors lay them out (little-endian, one
/// byte per bool).
struct ONNXTensorData {
  Type elementType;
  llvm::SmallVector<int64_t, 4> shape;
  std::string bytes;
  /// The elements of a tensor of strings (!onnx.String), instead of bytes.
  std::vector<std::string> strings;
};

/// The tensor a `.pb` file's bytes hold (external data is not read).
llvm::Expected<ONNXTensorData> readONNXTensorFile(Context &ctx,
                                                  llvm::StringRef bytes);

/// Writes a tensor as a `.pb` file at `path`, as raw data.
llvm::Error writeONNXTensorFile(llvm::StringRef path,
                                const ONNXTensorData &tensor);

/// A value of an ONNX graph: a tensor, a sequence of them, or an optional
/// (holding one element or none).
struct ONNXValueData {
  enum class Kind { Tensor, Sequence, Optional } kind = Kind::Tensor;
  ONNXTensorData tensor;
  std::vector<ONNXValueData> elements;
};

/// The value a `.pb` file holds for a value of `type`: a TensorProto, a
/// SequenceProto (!onnx.Seq) or an OptionalProto (!onnx.Opt), as ONNX's
/// test data stores them.
llvm::Expected<ONNXValueData>
readONNXValueFile(Context &ctx, llvm::StringRef bytes, Type type);

/// Writes a value as its proto (TensorProto, SequenceProto,
/// OptionalProto) to `path`.
llvm::Error writeONNXValueFile(llvm::StringRef path,
                               const ONNXValueData &value);

} // namespace terrace
