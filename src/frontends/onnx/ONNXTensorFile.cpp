//===- ONNXTensorFile.cpp - TensorProto, SequenceProto, OptionalProto -----===//
#include "frontends/onnx/ONNXTensorFile.h"
#include "dialects/onnx/ONNXTypes.h"
#include "frontends/onnx/ONNXImportInternal.h"

#include "llvm/Support/raw_ostream.h"

#include <climits>

#include <onnx/onnx-data_pb.h>

using namespace terrace;
using namespace terrace::onnx_import;

static llvm::Error fail(const llvm::Twine &message) {
  return llvm::createStringError(llvm::inconvertibleErrorCode(), message);
}

/// The dense tensor a TensorProto holds.
static llvm::Expected<ONNXTensorData> tensorData(Context &ctx,
                                                 onnx::TensorProto &tensor) {
  llvm::Expected<TensorLayout> layout = layoutOf(ctx, tensor);
  if (!layout)
    return fail("the tensor " + llvm::toString(layout.takeError()));
  if (tensor.data_location() == onnx::TensorProto::EXTERNAL)
    return fail("the tensor's data is external");
  ONNXTensorData data;
  data.elementType = layout->type.getElementType();
  data.shape.assign(layout->type.getShape().begin(),
                    layout->type.getShape().end());
  if (tensor.data_type() == onnx::TensorProto::STRING) {
    if (uint64_t(tensor.string_data_size()) != layout->numElements)
      return fail("the tensor holds " + llvm::Twine(tensor.string_data_size()) +
                  " strings for a shape of " +
                  llvm::Twine(layout->numElements));
    data.strings.assign(tensor.string_data().begin(),
                        tensor.string_data().end());
    return data;
  }
  if (tensor.has_raw_data()) {
    if (tensor.raw_data().size() != layout->numBytes())
      return fail("the tensor holds " + llvm::Twine(tensor.raw_data().size()) +
                  " bytes of raw data for " + llvm::Twine(layout->numBytes()) +
                  " bytes of elements");
    data.bytes = std::move(*tensor.mutable_raw_data());
    return data;
  }
  llvm::Expected<std::string> typed = typedFieldBytes(*layout, tensor);
  if (!typed)
    return fail("the tensor " + llvm::toString(typed.takeError()));
  data.bytes = std::move(*typed);
  return data;
}

llvm::Expected<ONNXTensorData>
terrace::readONNXTensorFile(Context &ctx, llvm::StringRef bytes) {
  onnx::TensorProto tensor;
  if (bytes.size() > size_t(INT_MAX) ||
      !tensor.ParseFromArray(bytes.data(), int(bytes.size())))
    return fail("not a TensorProto");
  return tensorData(ctx, tensor);
}

static llvm::Expected<ONNXValueData> sequenceData(Context &ctx,
                                                  onnx::SequenceProto &seq) {
  ONNXValueData value;
  value.kind = ONNXValueData::Kind::Sequence;
  if (seq.elem_type() != onnx::SequenceProto::TENSOR &&
      seq.elem_type() != onnx::SequenceProto::UNDEFINED)
    return fail("the sequence holds something other than tensors");
  for (onnx::TensorProto &t : *seq.mutable_tensor_values()) {
    llvm::Expected<ONNXTensorData> data = tensorData(ctx, t);
    if (!data)
      return data.takeError();
    ONNXValueData element;
    element.tensor = std::move(*data);
    value.elements.push_back(std::move(element));
  }
  return value;
}

llvm::Expected<ONNXValueData>
terrace::readONNXValueFile(Context &ctx, llvm::StringRef bytes, Type type) {
  if (bytes.size() > size_t(INT_MAX))
    return fail("the file is larger than 2 GiB");
  if (llvm::isa<ONNX::SeqType>(type)) {
    onnx::SequenceProto seq;
    if (!seq.ParseFromArray(bytes.data(), int(bytes.size())))
      return fail("not a SequenceProto");
    return sequenceData(ctx, seq);
  }
  if (auto opt = llvm::dyn_cast<ONNX::OptType>(type)) {
    onnx::OptionalProto proto;
    if (!proto.ParseFromArray(bytes.data(), int(bytes.size())))
      return fail("not an OptionalProto");
    ONNXValueData value;
    value.kind = ONNXValueData::Kind::Optional;
    if (proto.has_tensor_value()) {
      llvm::Expected<ONNXTensorData> data =
          tensorData(ctx, *proto.mutable_tensor_value());
      if (!data)
        return data.takeError();
      ONNXValueData element;
      element.tensor = std::move(*data);
      value.elements.push_back(std::move(element));
    } else if (proto.has_sequence_value()) {
      llvm::Expected<ONNXValueData> seq =
          sequenceData(ctx, *proto.mutable_sequence_value());
      if (!seq)
        return seq.takeError();
      value.elements.push_back(std::move(*seq));
    }
    (void)opt;
    return value;
  }
  llvm::Expected<ONNXTensorData> data = readONNXTensorFile(ctx, bytes);
  if (!data)
    return data.takeError();
  ONNXValueData value;
  value.tensor = std::move(*data);
  return value;
}

/// `data` as a TensorProto.
static llvm::Error toTensorProto(const ONNXTensorData &data,
                                 onnx::TensorProto &tensor) {
  int dataType = -1;
  for (int t = onnx::TensorProto::DataType_MIN;
       t <= onnx::TensorProto::DataType_MAX; ++t)
    if (getElementType(data.elementType.getContext(), t) == data.elementType)
      dataType = t;
  if (dataType < 0)
    return fail("ONNX has no data type for these elements");
  tensor.set_data_type(dataType);
  for (int64_t dim : data.shape)
    tensor.add_dims(dim);
  if (dataType == onnx::TensorProto::STRING) {
    for (const std::string &str : data.strings)
      tensor.add_string_data(str);
    return llvm::Error::success();
  }
  tensor.set_raw_data(data.bytes);
  return llvm::Error::success();
}

/// Writes a message's bytes to `path`.
static llvm::Error writeMessage(llvm::StringRef path,
                                const google::protobuf::MessageLite &message) {
  std::string out;
  if (!message.SerializeToString(&out))
    return fail("the value cannot be serialized");
  std::error_code ec;
  llvm::raw_fd_ostream os(path, ec);
  if (ec)
    return fail("cannot write " + path + ": " + ec.message());
  os << out;
  return llvm::Error::success();
}

llvm::Error terrace::writeONNXTensorFile(llvm::StringRef path,
                                         const ONNXTensorData &data) {
  onnx::TensorProto tensor;
  if (llvm::Error err = toTensorProto(data, tensor))
    return err;
  return writeMessage(path, tensor);
}

static llvm::Error toSequenceProto(const ONNXValueData &value,
                                   onnx::SequenceProto &seq) {
  seq.set_elem_type(onnx::SequenceProto::TENSOR);
  for (const ONNXValueData &element : value.elements)
    if (llvm::Error err =
            toTensorProto(element.tensor, *seq.add_tensor_values()))
      return err;
  return llvm::Error::success();
}

llvm::Error terrace::writeONNXValueFile(llvm::StringRef path,
                                        const ONNXValueData &value) {
  switch (value.kind) {
  case ONNXValueData::Kind::Tensor:
    return writeONNXTensorFile(path, value.tensor);
  case ONNXValueData::Kind::Sequence: {
    onnx::SequenceProto seq;
    if (llvm::Error err = toSequenceProto(value, seq))
      return err;
    return writeMessage(path, seq);
  }
  case ONNXValueData::Kind::Optional: {
    onnx::OptionalProto opt;
    if (value.elements.empty()) {
      opt.set_elem_type(onnx::OptionalProto::UNDEFINED);
    } else if (value.elements[0].kind == ONNXValueData::Kind::Sequence) {
      opt.set_elem_type(onnx::OptionalProto::SEQUENCE);
      if (llvm::Error err =
              toSequenceProto(value.elements[0], *opt.mutable_sequence_value()))
        return err;
    } else {
      opt.set_elem_type(onnx::OptionalProto::TENSOR);
      if (llvm::Error err = toTensorProto(value.elements[0].tensor,
                                          *opt.mutable_tensor_value()))
        return err;
    }
    return writeMessage(path, opt);
  }
  }
  return fail("unknown value kind");
}
