//===- ONNXImporter.h - ONNX models as onnx dialect IR --------------------===//
//
// Reads an ONNX model (ModelProto, through libonnx's protobuf classes) into
// a builtin.module holding one func.func per model: its graph inputs as
// arguments, its initializers as onnx.Constant, one onnx op per node, its
// outputs returned. Models of opsets 7 to 16 are first upgraded to opset 17
// by ONNX's own version converter, so an operator that changed between
// versions (Clip, Slice, Pad, Squeeze, Upsample, ...) always arrives as the
// op the dialect declares; ONNX's shape inference types every value.
// Weights of external data files next to the model are memory-mapped, not
// copied; large embedded ones become dense_resource blobs that take over
// the protobuf's bytes.
//
//===----------------------------------------------------------------------===//
#pragma once

#include "llvm/ADT/StringRef.h"

#include <cstdint>
#include <string>

namespace terrace {
class Context;
class Operation;

struct ONNXImportOptions {
  /// The name of the function the main graph becomes.
  std::string functionName = "main_graph";
  /// Tensors of at least this many bytes become dense_resource blobs;
  /// smaller ones dense<> attributes (what folding reads quickest).
  uint64_t resourceThreshold = 1024;
};

/// Imports the model at `path` (external data files are read relative to
/// its folder). Returns the verified module, or null after a located
/// diagnostic naming what is wrong (the node and operator where there is
/// one).
Operation *importONNXModelFile(Context &ctx, llvm::StringRef path,
                               const ONNXImportOptions &options = {});

/// Imports a model from `bytes`; `name` locates diagnostics, and external
/// data is read relative to `externalDataDir` (none when empty).
Operation *importONNXModelBytes(Context &ctx, llvm::StringRef bytes,
                                llvm::StringRef name,
                                llvm::StringRef externalDataDir,
                                const ONNXImportOptions &options = {});

} // namespace terrace
