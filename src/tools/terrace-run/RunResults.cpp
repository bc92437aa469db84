//===- RunResults.cpp - What a run gives back -----------------------------===//
#include "tools/terrace-run/RunResults.h"
#include "frontends/onnx/ONNXTensorFile.h"

#include "dialects/onnx/ONNXTypes.h"
#include "interpreter/NumpyFile.h"
#include "interpreter/onnx/ONNXValues.h"
#include "ir/Attributes.h"

#include "llvm/ADT/SmallString.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"

using namespace terrace;
using namespace terrace::interp;

void interp::printResult(llvm::raw_ostream &os, unsigned index,
                         const RuntimeValue &value, Type type,
                         const NumpyPrintOptions &options) {
  std::string values;
  llvm::raw_string_ostream vs(values);
  printNumpy(vs, value, type, options);
  os << "output_" << index << ": " << type << " ="
     << (llvm::StringRef(values).contains('\n') ? "\n" : " ") << values << "\n";
}

bool interp::printONNXValue(llvm::raw_ostream &os, unsigned index,
                            const RuntimeValue &value, Type type,
                            const NumpyPrintOptions &options, bool full) {
  auto printTensor = [&](const RuntimeValue &element) {
    Type elementType = RankedTensorType::get(
        element.getTensor()->getShape(), element.getTensor()->getElementType(),
        Attribute());
    std::string text;
    llvm::raw_string_ostream ts(text);
    if (full)
      printResult(ts, index, element, elementType, options);
    else
      summarizeResult(ts, index, element, elementType);
    // `output_<i>: ...` becomes `  ...`: the element of output i.
    os << "  " << llvm::StringRef(text).split(": ").second;
  };
  if (const SequenceValue *seq = value.getAs<SequenceValue>()) {
    os << "output_" << index << ": " << type << ", " << seq->elements.size()
       << " tensors\n";
    for (const RuntimeValue &element : seq->elements)
      printTensor(element);
    return true;
  }
  if (const StringTensor *strings = value.getAs<StringTensor>()) {
    os << "output_" << index << ": " << type << " = [";
    for (size_t i = 0; i < strings->elements.size(); ++i)
      os << (i ? ", " : "") << "'" << strings->elements[i] << "'";
    os << "]\n";
    return true;
  }
  if (const OptionalValue *opt = value.getAs<OptionalValue>()) {
    os << "output_" << index << ": " << type
       << (opt->value ? ", holding a value\n" : ", empty\n");
    if (opt->value)
      if (!printONNXValue(os, index, *opt->value, type, options, full))
        printTensor(*opt->value);
    return true;
  }
  return false;
}

/// `value` as ONNX's protos hold it.
static llvm::Expected<ONNXValueData> toONNXValue(const RuntimeValue &value,
                                                 Context &ctx) {
  ONNXValueData data;
  if (const SequenceValue *seq = value.getAs<SequenceValue>()) {
    data.kind = ONNXValueData::Kind::Sequence;
    for (const RuntimeValue &element : seq->elements) {
      llvm::Expected<ONNXValueData> e = toONNXValue(element, ctx);
      if (!e)
        return e.takeError();
      data.elements.push_back(std::move(*e));
    }
    return data;
  }
  if (const OptionalValue *opt = value.getAs<OptionalValue>()) {
    data.kind = ONNXValueData::Kind::Optional;
    if (opt->value) {
      llvm::Expected<ONNXValueData> e = toONNXValue(*opt->value, ctx);
      if (!e)
        return e.takeError();
      data.elements.push_back(std::move(*e));
    }
    return data;
  }
  if (const StringTensor *strings = value.getAs<StringTensor>()) {
    data.tensor.elementType = ONNX::StringType::get(ctx);
    data.tensor.shape.assign(strings->shape.begin(), strings->shape.end());
    data.tensor.strings = strings->elements;
    return data;
  }
  if (!value.isTensor())
    return llvm::createStringError(llvm::inconvertibleErrorCode(),
                                   "the value is not a tensor");
  const Tensor &tensor = *value.getTensor();
  data.tensor.elementType = tensor.getElementType();
  data.tensor.shape.assign(tensor.getShape().begin(), tensor.getShape().end());
  if (tensor.sizeInBytes())
    data.tensor.bytes.assign(tensor.data(), tensor.sizeInBytes());
  return data;
}

void interp::summarizeResult(llvm::raw_ostream &os, unsigned index,
                             const RuntimeValue &value, Type type) {
  auto tensorType = llvm::dyn_cast<ShapedType>(type);
  Type element = tensorType ? tensorType.getElementType() : type;
  os << "output_" << index << ": " << numpyTypeName(element);
  if (tensorType) {
    os << " (";
    llvm::ArrayRef<int64_t> shape = value.getTensor()->getShape();
    for (size_t i = 0; i < shape.size(); ++i)
      os << (i ? ", " : "") << shape[i];
    os << (shape.size() == 1 ? ",)" : ")");
  }
  NumpyPrintOptions brief;
  brief.precision = 4;
  brief.threshold = 16;
  brief.edgeItems = 2;
  std::string values;
  llvm::raw_string_ostream vs(values);
  printNumpy(vs, value, type, brief);
  os << (llvm::StringRef(values).contains('\n') ? "\n" : " ") << values << "\n";
}

static llvm::SmallString<128> resultPath(llvm::StringRef dir, unsigned i,
                                         llvm::StringRef extension) {
  llvm::SmallString<128> path(dir);
  llvm::sys::path::append(path, "output_" + llvm::Twine(i) + "." + extension);
  return path;
}

/// Writes one result to `path`: as ONNX's proto (`pb`: tensors, sequences,
/// optionals, strings) or as NumPy's array (`npy`: tensors and scalars).
static llvm::Error writeResult(const RuntimeValue &value, Type type,
                               llvm::StringRef path, llvm::StringRef format) {
  bool onnxValue = value.getAs<SequenceValue>() ||
                   value.getAs<OptionalValue>() || value.getAs<StringTensor>();
  TensorRef tensor;
  if (value.isTensor()) {
    tensor = value.getTensor();
  } else if (!onnxValue) {
    // A scalar result is written as a 0-d array.
    tensor = Tensor::create(type, {});
    tensor->store(0, value.getScalar());
  }
  if (format != "pb") {
    if (!tensor)
      return llvm::createStringError(
          llvm::inconvertibleErrorCode(),
          "sequences, optionals and strings are written as .pb only "
          "(--output-format pb)");
    return writeNumpy(*tensor, path);
  }
  llvm::Expected<ONNXValueData> data = toONNXValue(
      tensor ? RuntimeValue::tensor(tensor) : value, type.getContext());
  if (!data)
    return data.takeError();
  return writeONNXValueFile(path, *data);
}

llvm::Error interp::writeResults(llvm::ArrayRef<RuntimeValue> values,
                                 llvm::ArrayRef<Type> types,
                                 llvm::StringRef dir, llvm::StringRef format) {
  if (std::error_code ec = llvm::sys::fs::create_directories(dir))
    return llvm::createStringError(ec, "cannot create " + dir + ": " +
                                           ec.message());
  std::vector<std::string> written;
  auto discard = [&] {
    for (const std::string &temp : written)
      llvm::sys::fs::remove(temp);
  };
  for (unsigned i = 0; i < values.size(); ++i) {
    std::string temp = (resultPath(dir, i, format) + ".partial").str();
    if (llvm::Error error = writeResult(values[i], types[i], temp, format)) {
      llvm::sys::fs::remove(temp);
      discard();
      return llvm::createStringError(llvm::inconvertibleErrorCode(),
                                     "result " + llvm::Twine(i) + ": " +
                                         llvm::toString(std::move(error)));
    }
    written.push_back(temp);
  }
  for (unsigned i = 0; i < written.size(); ++i)
    if (std::error_code ec =
            llvm::sys::fs::rename(written[i], resultPath(dir, i, format))) {
      discard();
      return llvm::createStringError(ec, "cannot write " +
                                             resultPath(dir, i, format) + ": " +
                                             ec.message());
    }
  return llvm::Error::success();
}

void interp::removeResults(unsigned count, llvm::StringRef dir,
                           llvm::StringRef format) {
  for (unsigned i = 0; i < count; ++i)
    llvm::sys::fs::remove(resultPath(dir, i, format));
}
