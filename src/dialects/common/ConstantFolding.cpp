//===- ConstantFolding.cpp - Elementwise folding of constant operands -----===//
#include "dialects/common/ConstantFolding.h"
#include "ir/ResourceBlob.h"

#include <cstring>

using namespace terrace;
using llvm::APFloat;
using llvm::APInt;

unsigned terrace::storageWidth(Type element) {
  return element.isIndex() ? 64 : element.getIntOrFloatBitWidth();
}

std::optional<ConstantElements> ConstantElements::get(Attribute attr) {
  ConstantElements e;
  if (auto i = llvm::dyn_cast_if_present<IntegerAttr>(attr)) {
    e.scalar = attr;
    e.type = e.elementType = i.getType();
    return e;
  }
  if (auto f = llvm::dyn_cast_if_present<FloatAttr>(attr)) {
    e.scalar = attr;
    e.type = e.elementType = f.getType();
    return e;
  }
  auto dense = llvm::dyn_cast_if_present<DenseIntOrFPElementsAttr>(attr);
  if (!dense)
    return std::nullopt;
  ShapedType type = dense.getType();
  Type element = type.getElementType();
  if (!element.isIntOrIndex() && !llvm::isa<FloatType>(element))
    return std::nullopt;
  e.type = type;
  e.elementType = element;
  e.shaped = true;
  e.splat = dense.isSplat();
  e.numElements = type.getNumElements();
  e.raw = dense.getRawData();
  e.byteWidth = denseElementByteWidth(element);
  return e;
}

std::optional<ConstantElements>
ConstantElements::getIncludingResources(Attribute attr) {
  auto resource = llvm::dyn_cast_if_present<DenseResourceElementsAttr>(attr);
  if (!resource)
    return get(attr);
  ShapedType type = resource.getType();
  Type element = type.getElementType();
  if (!type.hasStaticShape() ||
      (!element.isIntOrIndex() && !llvm::isa<FloatType>(element)))
    return std::nullopt;
  ResourceBlob blob = resource.getBlob();
  unsigned byteWidth = denseElementByteWidth(element);
  if (!blob || blob.size() != uint64_t(type.getNumElements()) * byteWidth)
    return std::nullopt;
  ConstantElements e;
  e.type = type;
  e.elementType = element;
  e.shaped = true;
  e.numElements = type.getNumElements();
  e.byteWidth = byteWidth;
  e.raw = blob.getBytes();
  e.blob = std::make_shared<const ResourceBlob>(std::move(blob));
  return e;
}

APInt ConstantElements::intAt(int64_t i) const {
  if (!shaped)
    return llvm::cast<IntegerAttr>(scalar).getValue();
  unsigned width = storageWidth(elementType);
  size_t offset = splat ? 0 : size_t(i) * byteWidth;
  llvm::SmallVector<uint64_t, 2> words((width + 63) / 64, 0);
  std::memcpy(words.data(), raw.data() + offset,
              std::min<size_t>(byteWidth, words.size() * 8));
  return APInt(width, words);
}

APFloat ConstantElements::floatAt(int64_t i) const {
  if (!shaped)
    return llvm::cast<FloatAttr>(scalar).getValue();
  auto floatType = llvm::cast<FloatType>(elementType);
  return APFloat(floatType.getSemantics(), intAt(i));
}

/// Static tensors and vectors hold dense constants; nothing else does.
static std::optional<ShapedType> denseType(Type type) {
  if (!llvm::isa<VectorType, RankedTensorType>(type))
    return std::nullopt;
  auto shaped = llvm::cast<ShapedType>(type);
  for (int64_t d : shaped.getShape())
    if (d < 0)
      return std::nullopt;
  return shaped;
}

/// Appends `bits` little-endian in `bytes` bytes (an i1 takes one).
static void appendElement(std::string &raw, const APInt &bits, unsigned bytes) {
  unsigned width = bits.getBitWidth();
  for (unsigned i = 0; i < bytes; ++i)
    raw.push_back(8 * i < width ? char(bits.extractBitsAsZExtValue(
                                      std::min(8u, width - 8 * i), 8 * i))
                                : '\0');
}

Attribute terrace::makeIntConstant(Type type, const APInt &value) {
  if (llvm::isa<ShapedType>(type))
    return makeDenseConstant(type, value);
  if (type.isInteger(1))
    return BoolAttr::get(type.getContext(), value.getBoolValue());
  return IntegerAttr::get(type, value);
}

Attribute terrace::makeFloatConstant(Type type, const APFloat &value) {
  if (llvm::isa<ShapedType>(type))
    return makeDenseConstant(type, value.bitcastToAPInt());
  return FloatAttr::get(type, value);
}

Attribute terrace::makeDenseConstant(Type type,
                                     llvm::ArrayRef<APInt> elements) {
  std::optional<ShapedType> shaped = denseType(type);
  if (!shaped || elements.empty())
    return {};
  unsigned bytes = denseElementByteWidth(shaped->getElementType());
  std::string raw;
  raw.reserve(size_t(bytes) * elements.size());
  for (const APInt &e : elements)
    appendElement(raw, e, bytes);
  // One element stands for all: a splat (get() also finds equal elements).
  if (elements.size() == 1)
    return DenseIntOrFPElementsAttr::getRaw(*shaped, /*splat=*/true, raw);
  return DenseIntOrFPElementsAttr::get(*shaped, raw);
}

/// The static shaped type `type` when `attr` is a dense constant of its
/// element type, else none.
static std::optional<ShapedType> sameElementsAs(DenseIntOrFPElementsAttr attr,
                                                Type type) {
  std::optional<ShapedType> shaped = denseType(type);
  if (!attr || !shaped ||
      shaped->getElementType() != attr.getType().getElementType())
    return std::nullopt;
  return shaped;
}

Attribute terrace::reshapeDenseConstant(Attribute attr, Type type) {
  auto dense = llvm::dyn_cast_if_present<DenseIntOrFPElementsAttr>(attr);
  std::optional<ShapedType> shaped = sameElementsAs(dense, type);
  if (!shaped || shaped->getNumElements() != dense.getType().getNumElements())
    return {};
  return DenseIntOrFPElementsAttr::getRaw(*shaped, dense.isSplat(),
                                          dense.getRawData());
}

Attribute terrace::resizeSplatConstant(Attribute attr, Type type) {
  auto dense = llvm::dyn_cast_if_present<DenseIntOrFPElementsAttr>(attr);
  std::optional<ShapedType> shaped = sameElementsAs(dense, type);
  if (!shaped || !dense.isSplat())
    return {};
  return DenseIntOrFPElementsAttr::getRaw(*shaped, /*splat=*/true,
                                          dense.getRawData());
}

Attribute terrace::complexElementAt(Attribute dense, int64_t i) {
  auto attr = llvm::dyn_cast_if_present<DenseIntOrFPElementsAttr>(dense);
  if (!attr)
    return {};
  auto complex = llvm::dyn_cast<ComplexType>(attr.getType().getElementType());
  if (!complex)
    return {};
  Type part = complex.getElementType();
  unsigned bytes = denseElementByteWidth(part);
  unsigned width = part.getIntOrFloatBitWidth();
  llvm::StringRef raw = attr.getRawData();
  // (Parts of at most 64 bits: the ones the folds and the interpreter
  // read.)
  if (i < 0 || width > 64)
    return {};
  size_t at = attr.isSplat() ? 0 : size_t(i) * 2 * bytes;
  if (at + 2 * size_t(bytes) > raw.size())
    return {};
  Attribute parts[2];
  for (unsigned k = 0; k < 2; ++k) {
    uint64_t word = 0;
    std::memcpy(&word, raw.data() + at + k * bytes, bytes);
    APInt bits(width, word & (width == 64 ? ~uint64_t(0)
                                          : (uint64_t(1) << width) - 1));
    if (auto flt = llvm::dyn_cast<FloatType>(part))
      parts[k] = FloatAttr::get(part, APFloat(flt.getSemantics(), bits));
    else
      parts[k] = IntegerAttr::get(part, bits);
  }
  return ArrayAttr::get(attr.getContext(), parts);
}

Attribute
terrace::makeDenseComplexConstant(Type type,
                                  llvm::ArrayRef<Attribute> elements) {
  std::optional<ShapedType> shaped = denseType(type);
  if (!shaped || elements.empty())
    return {};
  auto complex = llvm::dyn_cast<ComplexType>(shaped->getElementType());
  if (!complex)
    return {};
  Type part = complex.getElementType();
  unsigned bytes = denseElementByteWidth(part);
  std::string raw;
  for (Attribute element : elements) {
    auto array = llvm::dyn_cast_if_present<ArrayAttr>(element);
    if (!array || array.size() != 2)
      return {};
    for (Attribute value : array.getValue()) {
      if (auto f = llvm::dyn_cast<FloatAttr>(value); f && f.getType() == part)
        appendElement(raw, f.getValue().bitcastToAPInt(), bytes);
      else if (auto n = llvm::dyn_cast<IntegerAttr>(value);
               n && n.getType() == part)
        appendElement(raw, n.getValue(), bytes);
      else
        return {};
    }
  }
  if (elements.size() == 1)
    return DenseIntOrFPElementsAttr::getRaw(*shaped, /*splat=*/true, raw);
  return DenseIntOrFPElementsAttr::get(*shaped, raw);
}

Attribute terrace::makeConstantOfElement(Type type,
                                         const ConstantElements &elements,
                                         int64_t i) {
  return elements.isFloat() ? makeFloatConstant(type, elements.floatAt(i))
                            : makeIntConstant(type, elements.intAt(i));
}
