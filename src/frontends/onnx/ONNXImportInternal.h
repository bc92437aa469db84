//===- ONNXImportInternal.h - What the importer's files share -------------===//
//
// The only header of the importer that includes libonnx's protobuf
// classes; nothing outside src/frontends/onnx/ sees them.
//
//===----------------------------------------------------------------------===//
#pragma once

#include "frontends/onnx/ONNXImporter.h"
#include "ir/Attributes.h"
#include "ir/Location.h"
#include "ir/Types.h"

#include "llvm/Support/Error.h"

#include <onnx/onnx_pb.h>

namespace terrace::onnx_import {

/// The newest opset the dialect declares; older models are upgraded to it.
constexpr int64_t kTargetOpset = 17;
/// The oldest opset accepted: ONNX's version converter upgrades from there.
constexpr int64_t kOldestOpset = 1;

/// Parses a ModelProto from `bytes`, or from the file at `path` (read in
/// chunks, so its bytes are held once, by the protobuf). The error says
/// what is wrong in words for the user.
llvm::Error parseModel(llvm::StringRef bytes, onnx::ModelProto &model);
llvm::Error parseModelFile(llvm::StringRef path, onnx::ModelProto &model);

/// Ops whose old form ONNX's version converter adapts wrongly wait in a
/// private domain during the conversion and are restored after it as
/// opset-17 ops that mean what they meant (ONNXOpsetAdapters.cpp),
/// subgraphs too: Softmax, LogSoftmax and Hardmax before opset 13 (they
/// flatten their input at their axis; the converter adapts them only
/// knowing the input's shape) and Scan before opset 9 (it has a batch
/// axis; the converter drops it from the declared shapes, not the data).
/// `opset` is the model's.
void setAsideLegacyOps(onnx::ModelProto &model, int64_t opset);
void restoreLegacyOps(onnx::ModelProto &model);

/// Checks the parsed `model` as ONNX's checker does (external data in
/// `modelDir`), upgrades it to kTargetOpset and runs ONNX's shape
/// inference.
llvm::Error prepareModel(onnx::ModelProto &model, llvm::StringRef modelDir);

/// The element type of ONNX data type `dataType`; null when it has none
/// (UNDEFINED, or a number ONNX does not define).
Type getElementType(Context &ctx, int dataType);

/// The type a TypeProto describes: a tensor (ranked when the shape is
/// known, `?` for a symbolic or unknown dimension), a sequence, an
/// optional. Null when it describes none of these or no element type.
Type importType(Context &ctx, const onnx::TypeProto &type);

/// A tensor's shape and how many bytes its elements take.
struct TensorLayout {
  RankedTensorType type;
  uint64_t numElements = 1;
  unsigned elementBytes = 0;
  uint64_t numBytes() const { return numElements * elementBytes; }
};
/// The layout of `tensor`'s elements; an error (words for the user) for an
/// unknown data type, negative dimensions or more than 2^40 elements.
llvm::Expected<TensorLayout> layoutOf(Context &ctx,
                                      const onnx::TensorProto &tensor);
/// The elements of a TensorProto's typed fields (float_data, int32_data,
/// ...) as packed little-endian bytes of `layout`.
llvm::Expected<std::string> typedFieldBytes(const TensorLayout &layout,
                                            const onnx::TensorProto &tensor);

/// Where tensors' bytes come from and where big ones go.
struct TensorImportContext {
  Context &ctx;
  /// The folder external data files are read from ("" : none allowed).
  std::string externalDataDir;
  uint64_t resourceThreshold;
};

/// The elements of `tensor` as an attribute (dense<>, dense_resource<>
/// for big or external data, dense<"..."> for strings). Takes over the
/// tensor's raw bytes where it can (the tensor is left without them).
llvm::Expected<Attribute> importTensor(const TensorImportContext &tc,
                                       onnx::TensorProto &tensor);

} // namespace terrace::onnx_import
