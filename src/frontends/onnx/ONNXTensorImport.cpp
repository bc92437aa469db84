//===- ONNXTensorImport.cpp - ONNX types and tensors as Terrace's ---------===//
#include "dialects/onnx/ONNXTypes.h"
#include "frontends/onnx/ONNXImportInternal.h"
#include "ir/Context.h"
#include "ir/ResourceBlob.h"

#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/Support/MathExtras.h"
#include "llvm/Support/Path.h"

#include <cstring>
#include <memory>

using namespace terrace;
using namespace terrace::onnx_import;

static llvm::Error fail(const llvm::Twine &message) {
  return llvm::createStringError(llvm::inconvertibleErrorCode(), message);
}

Type onnx_import::getElementType(Context &ctx, int dataType) {
  using T = onnx::TensorProto;
  auto integer = [&](unsigned width, IntegerType::Signedness sign) {
    return IntegerType::get(ctx, width, sign);
  };
  switch (dataType) {
  case T::FLOAT:
    return FloatType::get(ctx, TypeKind::F32);
  case T::DOUBLE:
    return FloatType::get(ctx, TypeKind::F64);
  case T::FLOAT16:
    return FloatType::get(ctx, TypeKind::F16);
  case T::BFLOAT16:
    return FloatType::get(ctx, TypeKind::BF16);
  case T::BOOL:
    return integer(1, IntegerType::Signless);
  case T::INT8:
    return integer(8, IntegerType::Signless);
  case T::INT16:
    return integer(16, IntegerType::Signless);
  case T::INT32:
    return integer(32, IntegerType::Signless);
  case T::INT64:
    return integer(64, IntegerType::Signless);
  case T::UINT8:
    return integer(8, IntegerType::Unsigned);
  case T::UINT16:
    return integer(16, IntegerType::Unsigned);
  case T::UINT32:
    return integer(32, IntegerType::Unsigned);
  case T::UINT64:
    return integer(64, IntegerType::Unsigned);
  case T::COMPLEX64:
    return ComplexType::get(FloatType::get(ctx, TypeKind::F32));
  case T::COMPLEX128:
    return ComplexType::get(FloatType::get(ctx, TypeKind::F64));
  case T::STRING:
    return ONNX::StringType::get(ctx);
  default:
    return Type();
  }
}

Type onnx_import::importType(Context &ctx, const onnx::TypeProto &type) {
  switch (type.value_case()) {
  case onnx::TypeProto::kTensorType: {
    const onnx::TypeProto_Tensor &tensor = type.tensor_type();
    Type element = getElementType(ctx, tensor.elem_type());
    if (!element)
      return Type();
    if (!tensor.has_shape())
      return UnrankedTensorType::get(element);
    llvm::SmallVector<int64_t, 4> shape;
    for (const onnx::TensorShapeProto_Dimension &dim : tensor.shape().dim())
      shape.push_back(dim.has_dim_value() && dim.dim_value() >= 0
                          ? dim.dim_value()
                          : kDynamic);
    return RankedTensorType::get(shape, element, Attribute());
  }
  case onnx::TypeProto::kSequenceType: {
    Type element = importType(ctx, type.sequence_type().elem_type());
    if (!llvm::isa_and_present<RankedTensorType, UnrankedTensorType>(element))
      return Type();
    return ONNX::SeqType::get(element);
  }
  case onnx::TypeProto::kOptionalType: {
    Type element = importType(ctx, type.optional_type().elem_type());
    if (!llvm::isa_and_present<RankedTensorType, UnrankedTensorType,
                               ONNX::SeqType>(element))
      return Type();
    return ONNX::OptType::get(element);
  }
  default:
    return Type();
  }
}

//===-- Elements ----------------------------------------------------------===//

/// The largest element count accepted: 2^40 (terabytes of weights are not
/// a model but a corrupt dimension).
constexpr uint64_t kMaxElements = uint64_t(1) << 40;

llvm::Expected<TensorLayout>
onnx_import::layoutOf(Context &ctx, const onnx::TensorProto &tensor) {
  Type element = getElementType(ctx, tensor.data_type());
  if (!element)
    return fail("has data type " + llvm::Twine(tensor.data_type()) +
                ", which ONNX does not define");
  TensorLayout layout;
  llvm::SmallVector<int64_t, 4> shape;
  for (int64_t dim : tensor.dims()) {
    if (dim < 0)
      return fail("has a negative dimension (" + llvm::Twine(dim) + ")");
    if (dim != 0 && layout.numElements > kMaxElements / uint64_t(dim))
      return fail("has more than 2^40 elements");
    layout.numElements *= uint64_t(dim);
    shape.push_back(dim);
  }
  layout.type = RankedTensorType::get(shape, element, Attribute());
  if (!llvm::isa<ONNX::StringType>(element))
    layout.elementBytes = denseElementByteWidth(element);
  return layout;
}

/// The alignment a blob of these elements records: the element's size,
/// rounded up to a power of two.
static uint32_t blobAlignment(const TensorLayout &layout) {
  return uint32_t(llvm::PowerOf2Ceil(std::max(1u, layout.elementBytes)));
}

/// A resource key from the tensor's name (a fresh one when it has none;
/// the manager renames a key already taken).
static std::string resourceKey(const onnx::TensorProto &tensor) {
  return tensor.name().empty() ? std::string("onnx_tensor") : tensor.name();
}

static Attribute elementsFromBytes(const TensorImportContext &tc,
                                   const TensorLayout &layout,
                                   const onnx::TensorProto &tensor,
                                   llvm::StringRef bytes) {
  if (layout.numBytes() < tc.resourceThreshold)
    return DenseIntOrFPElementsAttr::get(layout.type, bytes);
  return DenseResourceElementsAttr::get(
      layout.type, resourceKey(tensor),
      ResourceBlob::copy(bytes, blobAlignment(layout)));
}

/// `external_data`'s location, offset and length, the file checked to be
/// inside the model's folder, mapped.
static llvm::Expected<Attribute>
importExternal(const TensorImportContext &tc, const TensorLayout &layout,
               const onnx::TensorProto &tensor) {
  std::string location;
  uint64_t offset = 0, length = layout.numBytes();
  bool hasLength = false;
  for (const onnx::StringStringEntryProto &entry : tensor.external_data()) {
    llvm::StringRef key = entry.key(), value = entry.value();
    if (key == "location") {
      location = entry.value();
    } else if (key == "offset" || key == "length") {
      uint64_t number;
      if (value.getAsInteger(10, number))
        return fail("has external data " + key + " '" + value +
                    "', which is not a number");
      (key == "offset" ? offset : length) = number;
      hasLength |= key == "length";
    }
  }
  if (location.empty())
    return fail("has external data without a location");
  if (tc.externalDataDir.empty())
    return fail("has external data, which a model read from memory cannot "
                "reach");
  if (llvm::sys::path::is_absolute(location) ||
      llvm::any_of(llvm::make_range(llvm::sys::path::begin(location),
                                    llvm::sys::path::end(location)),
                   [](llvm::StringRef part) { return part == ".."; }))
    return fail("has external data at '" + location +
                "', outside the model's folder");
  if (hasLength && length != layout.numBytes())
    return fail("has " + llvm::Twine(length) + " bytes of external data for " +
                llvm::Twine(layout.numBytes()) + " bytes of elements");
  llvm::SmallString<256> path(tc.externalDataDir);
  llvm::sys::path::append(path, location);
  llvm::Expected<ResourceBlob> blob = ResourceBlob::mapFile(
      path, offset, layout.numBytes(), blobAlignment(layout));
  if (!blob)
    return fail("has external data that cannot be read: " +
                llvm::toString(blob.takeError()));
  return DenseResourceElementsAttr::get(layout.type, resourceKey(tensor),
                                        std::move(*blob));
}

/// Elements given in one of TensorProto's typed fields, as little-endian
/// bytes of `layout`'s element type.
template <typename Field, typename Convert>
static void appendTyped(std::string &out, const Field &field,
                        unsigned bytesPerValue, Convert convert) {
  for (auto value : field) {
    auto converted = convert(value);
    char buffer[8];
    std::memcpy(buffer, &converted, sizeof(converted));
    out.append(buffer, bytesPerValue);
  }
}

llvm::Expected<std::string>
onnx_import::typedFieldBytes(const TensorLayout &layout,
                             const onnx::TensorProto &t) {
  using T = onnx::TensorProto;
  std::string bytes;
  auto same = [](auto v) { return v; };
  switch (t.data_type()) {
  case T::FLOAT:
  case T::COMPLEX64:
    appendTyped(bytes, t.float_data(), 4, same);
    break;
  case T::DOUBLE:
  case T::COMPLEX128:
    appendTyped(bytes, t.double_data(), 8, same);
    break;
  case T::INT64:
    appendTyped(bytes, t.int64_data(), 8, same);
    break;
  case T::UINT32:
    appendTyped(bytes, t.uint64_data(), 4,
                [](uint64_t v) { return uint32_t(v); });
    break;
  case T::UINT64:
    appendTyped(bytes, t.uint64_data(), 8, same);
    break;
  case T::BOOL:
    // One byte per element, 0 or 1, as dense i1 stores them.
    appendTyped(bytes, t.int32_data(), 1,
                [](int32_t v) { return uint8_t(v != 0); });
    break;
  default:
    // int8/16/32, uint8/16, float16 and bfloat16 (their bits) live in
    // int32_data, each in its low bytes.
    appendTyped(bytes, t.int32_data(), layout.elementBytes, same);
    break;
  }
  if (bytes.size() != layout.numBytes())
    return fail("holds " + llvm::Twine(bytes.size() / layout.elementBytes) +
                " elements for a shape of " + llvm::Twine(layout.numElements));
  return bytes;
}

llvm::Expected<Attribute>
onnx_import::importTensor(const TensorImportContext &tc,
                          onnx::TensorProto &tensor) {
  llvm::Expected<TensorLayout> layout = layoutOf(tc.ctx, tensor);
  if (!layout)
    return layout.takeError();
  if (tensor.data_location() == onnx::TensorProto::EXTERNAL) {
    if (tensor.data_type() == onnx::TensorProto::STRING)
      return fail("holds strings in external data, which ONNX does not allow");
    return importExternal(tc, *layout, tensor);
  }
  if (tensor.data_type() == onnx::TensorProto::STRING) {
    if (uint64_t(tensor.string_data_size()) != layout->numElements)
      return fail("holds " + llvm::Twine(tensor.string_data_size()) +
                  " strings for a shape of " +
                  llvm::Twine(layout->numElements));
    llvm::SmallVector<StringAttr, 4> values;
    for (const std::string &s : tensor.string_data())
      values.push_back(StringAttr::get(tc.ctx, s));
    return Attribute(
        DenseStringElementsAttr::get(layout->type, /*splat=*/false, values));
  }
  if (tensor.has_raw_data()) {
    if (tensor.raw_data().size() != layout->numBytes())
      return fail("holds " + llvm::Twine(tensor.raw_data().size()) +
                  " bytes of raw data for " + llvm::Twine(layout->numBytes()) +
                  " bytes of elements");
    if (layout->numBytes() < tc.resourceThreshold)
      return Attribute(
          DenseIntOrFPElementsAttr::get(layout->type, tensor.raw_data()));
    // Big weights: the blob takes the protobuf's string over, so the model
    // is never held twice.
    auto owned = std::make_unique<std::string>();
    owned->swap(*tensor.mutable_raw_data());
    const char *data = owned->data();
    uint64_t size = owned->size();
    uint32_t alignment = blobAlignment(*layout);
    if (reinterpret_cast<uintptr_t>(data) % alignment != 0)
      return Attribute(DenseResourceElementsAttr::get(
          layout->type, resourceKey(tensor),
          ResourceBlob::copy(llvm::StringRef(data, size), alignment)));
    std::shared_ptr<std::string> keep(std::move(owned));
    return Attribute(DenseResourceElementsAttr::get(
        layout->type, resourceKey(tensor),
        ResourceBlob::adopt(data, size, alignment,
                            [keep](const char *, uint64_t, uint32_t) {})));
  }
  llvm::Expected<std::string> bytes = typedFieldBytes(*layout, tensor);
  if (!bytes)
    return bytes.takeError();
  return elementsFromBytes(tc, *layout, tensor, *bytes);
}
