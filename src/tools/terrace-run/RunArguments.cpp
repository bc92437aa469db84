//===- RunArguments.cpp - The entry function's arguments ------------------===//
#include "tools/terrace-run/RunArguments.h"
#include "dialects/onnx/DimParams.h"
#include "dialects/onnx/ONNXTypes.h"
#include "frontends/onnx/ONNXTensorFile.h"
#include "interpreter/onnx/ONNXValues.h"

#include "interpreter/NumpyFile.h"
#include "interpreter/NumpyPrinter.h"
#include "interpreter/memref/MemRefValue.h"
#include "ir/MemRefLayout.h"
#include "ir/Operation.h"

#include "llvm/ADT/APFloat.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/raw_ostream.h"

using namespace terrace;
using namespace terrace::interp;

static std::string text(Type type) {
  std::string out;
  llvm::raw_string_ostream(out) << type;
  return out;
}

/// Why an element type cannot be held, or empty.
static std::string whyNotElement(Type element) {
  if (getElementLayout(element))
    return "";
  if (auto integer = llvm::dyn_cast<IntegerType>(element))
    return "integers of " + std::to_string(integer.getWidth()) +
           " bits are not supported (1 to 64 are)";
  if (auto flt = llvm::dyn_cast<FloatType>(element))
    return "floats of " + std::to_string(flt.getWidth()) +
           " bits are not supported (at most 64 are)";
  if (llvm::isa<ComplexType>(element))
    return "complex numbers of f32 and f64 are supported, not of " +
           text(llvm::cast<ComplexType>(element).getElementType());
  if (llvm::isa<VectorType>(element))
    return "vectors are not supported yet";
  return "values of this type are not supported";
}

std::string interp::whyNotRunnable(Type type) {
  // Tensors of strings, ONNX's sequences and optionals (of any shape).
  if (auto tensor = llvm::dyn_cast<RankedTensorType>(type))
    if (llvm::isa<ONNX::StringType>(tensor.getElementType()))
      return "";
  if (auto seq = llvm::dyn_cast<ONNX::SeqType>(type))
    return whyNotElement(
        llvm::cast<ShapedType>(seq.getElementType()).getElementType());
  if (auto opt = llvm::dyn_cast<ONNX::OptType>(type)) {
    Type inner = opt.getElementType();
    if (llvm::isa<ONNX::SeqType>(inner))
      return whyNotRunnable(inner);
    return whyNotElement(llvm::cast<ShapedType>(inner).getElementType());
  }
  if (llvm::isa<UnrankedMemRefType>(type))
    return "unranked memrefs are not supported: give it a ranked type "
           "(`memref<?x?xf32>`)";
  if (llvm::isa<UnrankedTensorType>(type))
    return "unranked tensors are not supported: give it a ranked type "
           "(`tensor<?x?xf32>`)";
  if (auto memref = llvm::dyn_cast<MemRefType>(type)) {
    if (!hasIdentityLayout(memref))
      return "memrefs with a layout are not supported: give it a row-major "
             "one (`memref<4x?xf32>`)";
    return whyNotElement(memref.getElementType());
  }
  if (auto tensor = llvm::dyn_cast<RankedTensorType>(type))
    return whyNotElement(tensor.getElementType());
  return whyNotElement(type);
}

/// The shape and element type of a tensor or memref argument; null for a
/// scalar.
static ShapedType shapedArgumentType(Type type) {
  if (llvm::isa<RankedTensorType, MemRefType>(type))
    return llvm::cast<ShapedType>(type);
  return ShapedType();
}

/// `elements` as the argument of `type` takes them: the tensor itself, or
/// a buffer holding them (the caller's: the function may write it, not
/// free it).
static RuntimeValue asArgumentValue(Type type, TensorRef elements) {
  if (!llvm::isa<MemRefType>(type))
    return RuntimeValue::tensor(std::move(elements));
  std::shared_ptr<MemRefValue> memref =
      MemRefValue::allocate(Buffer::Kind::Argument, nullptr,
                            elements->getElementType(), elements->getShape());
  std::memcpy(memref->getBuffer()->data(), elements->data(),
              elements->sizeInBytes());
  return RuntimeValue::object(std::move(memref));
}

static std::string shapeText(llvm::ArrayRef<int64_t> shape) {
  std::string out = "(";
  for (size_t i = 0; i < shape.size(); ++i)
    out += (i ? ", " : "") + std::to_string(shape[i]);
  return out + (shape.size() == 1 ? ",)" : ")");
}

/// Whether a file's element type can stand for `expected`: the same type;
/// an integer of the same width where `expected` is signless (NumPy's
/// int32 and uint32 both hold an i32's bits); for a float NumPy has no
/// dtype for (bf16, the f8 types), raw elements of its size (V2, uint16).
static bool elementsMatch(Type expected, Type actual) {
  if (expected == actual)
    return true;
  auto integer = llvm::dyn_cast<IntegerType>(expected);
  auto other = llvm::dyn_cast<IntegerType>(actual);
  if (expected.isIndex())
    return other && other.getWidth() == 64 && !other.isUnsigned();
  if (auto flt = llvm::dyn_cast<FloatType>(expected))
    return other && numpyDescr(expected).find('V') != std::string::npos &&
           other.getWidth() == getElementLayout(flt)->byteSize * 8;
  return integer && other && integer.isSignless() &&
         integer.getWidth() == other.getWidth();
}

/// Fills `tensor` with `bytes` (an empty tensor has no storage to copy to).
static void copyBytes(Tensor &tensor, llvm::StringRef bytes) {
  size_t size = std::min(bytes.size(), tensor.sizeInBytes());
  if (size)
    std::memcpy(tensor.data(), bytes.data(), size);
}

/// The tensor of a NumPy file, or of an ONNX TensorProto file (`.pb`).
static llvm::Expected<TensorRef>
readTensorFile(Context &ctx, llvm::StringRef bytes, llvm::StringRef path) {
  if (!path.ends_with(".pb"))
    return readNumpy(ctx, bytes, path);
  llvm::Expected<ONNXTensorData> data = readONNXTensorFile(ctx, bytes);
  if (!data)
    return llvm::createStringError(llvm::inconvertibleErrorCode(),
                                   path + ": " +
                                       llvm::toString(data.takeError()));
  if (!getElementLayout(data->elementType) ||
      !Tensor::fitsInMemory(data->elementType, data->shape))
    return llvm::createStringError(
        llvm::inconvertibleErrorCode(),
        path + ": elements of " + text(data->elementType) + " cannot be held");
  TensorRef tensor = Tensor::create(data->elementType, data->shape);
  copyBytes(*tensor, data->bytes);
  return tensor;
}

/// An ONNX value read from its proto as the interpreter holds it.
static llvm::Expected<RuntimeValue> fromONNXValue(ONNXValueData &data) {
  switch (data.kind) {
  case ONNXValueData::Kind::Tensor: {
    if (llvm::isa<ONNX::StringType>(data.tensor.elementType)) {
      auto strings = std::make_shared<StringTensor>();
      strings->shape.assign(data.tensor.shape.begin(), data.tensor.shape.end());
      strings->elements = std::move(data.tensor.strings);
      return RuntimeValue::object(std::move(strings));
    }
    if (!getElementLayout(data.tensor.elementType) ||
        !Tensor::fitsInMemory(data.tensor.elementType, data.tensor.shape))
      return llvm::createStringError(
          llvm::inconvertibleErrorCode(),
          "elements of " + text(data.tensor.elementType) + " cannot be held");
    TensorRef tensor =
        Tensor::create(data.tensor.elementType, data.tensor.shape);
    copyBytes(*tensor, data.tensor.bytes);
    return RuntimeValue::tensor(std::move(tensor));
  }
  case ONNXValueData::Kind::Sequence: {
    auto seq = std::make_shared<SequenceValue>();
    for (ONNXValueData &element : data.elements) {
      llvm::Expected<RuntimeValue> v = fromONNXValue(element);
      if (!v)
        return v.takeError();
      seq->elements.push_back(std::move(*v));
    }
    return RuntimeValue::object(std::move(seq));
  }
  case ONNXValueData::Kind::Optional: {
    auto opt = std::make_shared<OptionalValue>();
    if (!data.elements.empty()) {
      llvm::Expected<RuntimeValue> v = fromONNXValue(data.elements[0]);
      if (!v)
        return v.takeError();
      opt->value = std::move(*v);
    }
    return RuntimeValue::object(std::move(opt));
  }
  }
  return RuntimeValue();
}

llvm::Expected<RuntimeValue> interp::readArgument(Context &ctx, unsigned index,
                                                  Type type,
                                                  llvm::StringRef path) {
  bool strings = false;
  if (auto tensor = llvm::dyn_cast<RankedTensorType>(type))
    strings = llvm::isa<ONNX::StringType>(tensor.getElementType());
  if (strings || llvm::isa<ONNX::SeqType, ONNX::OptType>(type)) {
    auto error = [&](const llvm::Twine &why) {
      return llvm::createStringError(llvm::inconvertibleErrorCode(),
                                     "argument " + llvm::Twine(index) + " (" +
                                         path + "): " + why);
    };
    auto buffer = llvm::MemoryBuffer::getFile(path, /*IsText=*/false,
                                              /*RequiresNullTerminator=*/false);
    if (!buffer)
      return error("cannot read: " + buffer.getError().message());
    llvm::Expected<ONNXValueData> data =
        readONNXValueFile(ctx, (*buffer)->getBuffer(), type);
    if (!data)
      return error(llvm::toString(data.takeError()));
    llvm::Expected<RuntimeValue> value = fromONNXValue(*data);
    if (!value)
      return error(llvm::toString(value.takeError()));
    return value;
  }
  auto error = [&](const llvm::Twine &why) {
    return llvm::createStringError(llvm::inconvertibleErrorCode(),
                                   "argument " + llvm::Twine(index) + " (" +
                                       path + "): " + why);
  };
  auto tensorType = shapedArgumentType(type);
  Type element = tensorType ? tensorType.getElementType() : type;
  auto buffer = llvm::MemoryBuffer::getFile(path, /*IsText=*/false,
                                            /*RequiresNullTerminator=*/false);
  if (!buffer)
    return error("cannot read: " + buffer.getError().message());
  llvm::Expected<TensorRef> read =
      readTensorFile(ctx, (*buffer)->getBuffer(), path);
  if (!read)
    return read.takeError();
  const Tensor &file = **read;
  if (!elementsMatch(element, file.getElementType()))
    return error("the function takes " + text(element) + " (" +
                 numpyTypeName(element) + ") elements, the file holds " +
                 numpyTypeName(file.getElementType()));
  llvm::ArrayRef<int64_t> shape =
      tensorType ? tensorType.getShape() : llvm::ArrayRef<int64_t>();
  bool shapeMatches = file.getRank() == int64_t(shape.size());
  for (size_t i = 0; shapeMatches && i < shape.size(); ++i)
    shapeMatches = shape[i] == kDynamic || shape[i] == file.getShape()[i];
  if (!shapeMatches)
    return error("shape " + shapeText(file.getShape()) +
                 " does not match the argument's type " + text(type));
  if (!tensorType)
    return RuntimeValue::scalar(file.load(0));
  if (file.getElementType() == element)
    return asArgumentValue(type, *read);
  // Same bits, the argument's element type.
  TensorRef retyped = Tensor::create(element, file.getShape());
  std::memcpy(retyped->data(), file.data(), file.sizeInBytes());
  return asArgumentValue(type, std::move(retyped));
}

static Slot randomElement(Type element, std::mt19937_64 &rng) {
  if (auto complex = llvm::dyn_cast<ComplexType>(element)) {
    // The real part, then the imaginary one, each as a float of the part.
    Type part = complex.getElementType();
    Slot real = randomElement(part, rng);
    return real | randomElement(part, rng) << part.getIntOrFloatBitWidth();
  }
  if (auto flt = llvm::dyn_cast<FloatType>(element)) {
    double value = std::uniform_real_distribution<double>(-1.0, 1.0)(rng);
    llvm::APFloat f(value);
    bool lost = false;
    f.convert(flt.getSemantics(), llvm::APFloat::rmNearestTiesToEven, &lost);
    return f.bitcastToAPInt().getZExtValue();
  }
  unsigned width = element.isIndex() ? 64 : element.getIntOrFloatBitWidth();
  if (width == 1)
    return rng() & 1;
  int64_t value = std::uniform_int_distribution<int64_t>(-8, 7)(rng);
  auto integer = llvm::dyn_cast<IntegerType>(element);
  if (integer && integer.isUnsigned())
    value += 8;
  return uint64_t(value) & lowBits(width);
}

llvm::Expected<RuntimeValue> interp::randomArgument(unsigned index, Type type,
                                                    std::mt19937_64 &rng) {
  auto error = [&](const llvm::Twine &why) {
    return llvm::createStringError(llvm::inconvertibleErrorCode(),
                                   "argument " + llvm::Twine(index) + ": " +
                                       why);
  };
  auto ranked = llvm::dyn_cast<RankedTensorType>(type);
  if (llvm::isa<ONNX::SeqType, ONNX::OptType>(type) ||
      (ranked && llvm::isa<ONNX::StringType>(ranked.getElementType())))
    return error("sequences, optionals and strings are not made at random: "
                 "give it with --input");
  auto tensorType = shapedArgumentType(type);
  if (!tensorType)
    return RuntimeValue::scalar(randomElement(type, rng));
  Type element = tensorType.getElementType();
  if (llvm::is_contained(tensorType.getShape(), kDynamic))
    return error("its shape is dynamic (" + text(type) +
                 "): give it with --input");
  if (!Tensor::fitsInMemory(element, tensorType.getShape()))
    return error("its shape is too large to make at random (" + text(type) +
                 ")");
  TensorRef tensor = Tensor::create(element, tensorType.getShape());
  for (int64_t i = 0, e = tensor->getNumElements(); i < e; ++i)
    tensor->store(i, randomElement(element, rng));
  return asArgumentValue(type, std::move(tensor));
}

llvm::Error interp::checkSymbolicDimensions(Operation *function,
                                            llvm::ArrayRef<RuntimeValue> args) {
  // Each name's size, and the argument that gave it.
  llvm::StringMap<std::pair<int64_t, size_t>> sizes;
  for (size_t i = 0; i < args.size(); ++i) {
    if (!args[i].isTensor())
      continue;
    llvm::ArrayRef<int64_t> shape = args[i].getTensor()->getShape();
    for (auto [dim, name] :
         ONNX::getArgumentDimensionNames(function, unsigned(i))) {
      if (dim >= shape.size())
        continue;
      auto [it, inserted] = sizes.try_emplace(name, shape[dim], i);
      if (inserted || it->second.first == shape[dim])
        continue;
      return llvm::createStringError(
          llvm::inconvertibleErrorCode(),
          "argument " + llvm::Twine(i) + ": dimension " + llvm::Twine(dim) +
              " is " + name + " = " + llvm::Twine(shape[dim]) +
              ", but argument " + llvm::Twine(it->second.second) + " has " +
              name + " = " + llvm::Twine(it->second.first) +
              " (the model names both dimensions " + name + ")");
    }
  }
  return llvm::Error::success();
}
