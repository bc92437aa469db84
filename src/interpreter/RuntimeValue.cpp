//===- RuntimeValue.cpp - Tensors, constants and printing ----------------===//
#include "interpreter/RuntimeValue.h"
#include "dialects/common/ConstantFolding.h"
#include "ir/Attributes.h"
#include "ir/Context.h"
#include "ir/ResourceBlob.h"

#include "llvm/ADT/APFloat.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/Support/raw_ostream.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>

using namespace terrace;
using namespace terrace::interp;

std::optional<ElementLayout> interp::getElementLayout(Type element) {
  if (element.isIndex())
    return ElementLayout{64, 8, false};
  if (auto integer = llvm::dyn_cast<IntegerType>(element)) {
    if (integer.getWidth() == 0 || integer.getWidth() > 64)
      return std::nullopt;
    return ElementLayout{integer.getWidth(), denseElementByteWidth(element),
                         false};
  }
  if (auto flt = llvm::dyn_cast<FloatType>(element)) {
    if (flt.getWidth() > 64)
      return std::nullopt;
    return ElementLayout{flt.getWidth(), denseElementByteWidth(element), true};
  }
  // complex<f32> and complex<f64>: the real and imaginary parts side by
  // side in one slot, as NumPy's complex64 and complex128 and MLIR's dense
  // elements lay them out.
  if (auto complex = llvm::dyn_cast<ComplexType>(element)) {
    TypeKind part = complex.getElementType().getKind();
    if (part == TypeKind::F32)
      return ElementLayout{64, 8, false};
    if (part == TypeKind::F64)
      return ElementLayout{128, 16, false};
  }
  return std::nullopt;
}

RuntimeObject::~RuntimeObject() = default;
const char Tensor::kKind = 0;
const char FunctionValue::kKind = 0;

void Tensor::setType(Type element, llvm::ArrayRef<int64_t> newShape) {
  elementType = element;
  shape.assign(newShape.begin(), newShape.end());
  layout = *getElementLayout(element);
  mask = lowSlotBits(layout.bitWidth);
  numElements = 1;
  for (int64_t dim : newShape)
    numElements *= dim;
  byteCount = size_t(numElements) * layout.byteSize;
}

std::shared_ptr<Tensor> Tensor::create(Type element,
                                       llvm::ArrayRef<int64_t> shape) {
  auto tensor = std::make_shared<Tensor>();
  tensor->setType(element, shape);
  tensor->owned.assign(tensor->byteCount, 0);
  tensor->base = tensor->owned.data();
  return tensor;
}

std::shared_ptr<Tensor> Tensor::borrow(Type element,
                                       llvm::ArrayRef<int64_t> shape,
                                       const char *bytes,
                                       std::shared_ptr<const void> keeper) {
  auto tensor = std::make_shared<Tensor>();
  tensor->setType(element, shape);
  // Never written through: data() copies before the first write.
  tensor->base = const_cast<char *>(bytes);
  tensor->borrowed = true;
  tensor->keeper = std::move(keeper);
  return tensor;
}

Tensor::Tensor(const Tensor &other)
    : RuntimeObject(&kKind), elementType(other.elementType), shape(other.shape),
      numElements(other.numElements), layout(other.layout), mask(other.mask),
      byteCount(other.byteCount), borrowed(other.borrowed), owned(other.owned),
      keeper(other.keeper) {
  // A copy of a borrowing tensor borrows the same bytes; an owning one owns
  // its copy.
  base = borrowed ? other.base : owned.data();
}

void Tensor::copyBorrowedBytes() {
  owned.assign(base, base + byteCount);
  base = owned.data();
  borrowed = false;
  keeper.reset();
}

bool Tensor::fitsInMemory(Type element, llvm::ArrayRef<int64_t> shape) {
  std::optional<ElementLayout> layout = getElementLayout(element);
  if (!layout)
    return false;
  unsigned __int128 bytes = layout->byteSize;
  for (int64_t dim : shape) {
    if (dim < 0)
      return false;
    bytes *= uint64_t(dim);
    if (bytes > kMaxBytes)
      return false;
  }
  return true;
}

std::shared_ptr<Tensor> Tensor::clone() const {
  return std::make_shared<Tensor>(*this);
}

std::shared_ptr<Tensor>
Tensor::reshaped(llvm::ArrayRef<int64_t> newShape) const {
  auto copy = std::make_shared<Tensor>(*this);
  copy->shape.assign(newShape.begin(), newShape.end());
  return copy;
}

int64_t Tensor::linearize(llvm::ArrayRef<int64_t> indices) const {
  int64_t linear = 0;
  for (auto [index, dim] : llvm::zip_equal(indices, shape))
    linear = linear * dim + index;
  return linear;
}

static Slot bitsOfElement(const ConstantElements &elements, int64_t i) {
  if (elements.isFloat())
    return elements.floatAt(i).bitcastToAPInt().getZExtValue();
  return elements.intAt(i).getZExtValue();
}

RuntimeValue interp::valueOfConstant(Attribute attr, Type type) {
  if (!attr)
    return {};
  auto shaped = llvm::dyn_cast<RankedTensorType>(type);
  // A complex number: `[re, im]`, each float (or integer) of the part type.
  if (auto complex = llvm::dyn_cast<ComplexType>(type)) {
    auto array = llvm::dyn_cast<ArrayAttr>(attr);
    if (!array || array.size() != 2 || !getElementLayout(type))
      return {};
    unsigned width = complex.getElementType().getIntOrFloatBitWidth();
    Slot bits = 0;
    for (unsigned k = 0; k < 2; ++k) {
      std::optional<ConstantElements> part = ConstantElements::get(array[k]);
      if (!part || !part->isScalar())
        return {};
      Slot value = bitsOfElement(*part, 0);
      bits |= value << (k * width);
    }
    return RuntimeValue::scalar(bits);
  }
  if (!shaped) {
    std::optional<ConstantElements> elements = ConstantElements::get(attr);
    if (!elements || !elements->isScalar())
      return {};
    return RuntimeValue::scalar(bitsOfElement(*elements, 0));
  }
  if (!shaped.hasStaticShape() ||
      !Tensor::fitsInMemory(shaped.getElementType(), shaped.getShape()))
    return {};
  // A dense_resource blob holds the elements packed as tensors keep them:
  // the tensor reads them in place, holding the blob.
  if (auto resource = llvm::dyn_cast<DenseResourceElementsAttr>(attr)) {
    ResourceBlob blob = resource.getBlob();
    if (!blob)
      return {};
    const char *bytes = blob.data();
    uint64_t size = blob.size();
    TensorRef tensor =
        Tensor::borrow(shaped.getElementType(), shaped.getShape(), bytes,
                       std::make_shared<const ResourceBlob>(std::move(blob)));
    if (tensor->sizeInBytes() != size)
      return {};
    return RuntimeValue::tensor(std::move(tensor));
  }
  auto dense = llvm::dyn_cast<DenseIntOrFPElementsAttr>(attr);
  // Other elements packed as tensors keep them are read in place too: a
  // uniqued attribute lives as long as the context.
  if (dense && !dense.isSplat() &&
      !llvm::isa<ComplexType>(shaped.getElementType())) {
    TensorRef tensor =
        Tensor::borrow(shaped.getElementType(), shaped.getShape(),
                       dense.getRawData().data(), /*keeper=*/nullptr);
    if (tensor->sizeInBytes() == dense.getRawData().size())
      return RuntimeValue::tensor(std::move(tensor));
  }
  TensorRef tensor = Tensor::create(shaped.getElementType(), shaped.getShape());
  if (dense && llvm::isa<ComplexType>(shaped.getElementType())) {
    // Complex elements are copied as the attribute packs them (a splat
    // holds one element).
    llvm::StringRef raw = dense.getRawData();
    size_t size = tensor->getLayout().byteSize;
    if (dense.isSplat() ? raw.size() != size
                        : raw.size() != tensor->sizeInBytes())
      return {};
    for (int64_t i = 0, e = tensor->getNumElements(); i < e; ++i)
      std::memcpy(tensor->data() + size_t(i) * size,
                  raw.data() + (dense.isSplat() ? 0 : size_t(i) * size), size);
    return RuntimeValue::tensor(std::move(tensor));
  }
  std::optional<ConstantElements> elements = ConstantElements::get(attr);
  if (!dense || !elements)
    return {};
  Slot splat = bitsOfElement(*elements, 0);
  for (int64_t i = 0, e = tensor->getNumElements(); i < e; ++i)
    tensor->store(i, dense.isSplat() ? splat : bitsOfElement(*elements, i));
  return RuntimeValue::tensor(std::move(tensor));
}

void interp::printScalar(llvm::raw_ostream &os, Slot bits, Type type) {
  if (auto complex = llvm::dyn_cast<ComplexType>(type)) {
    // As Python writes a complex: (1.5-2j).
    Type part = complex.getElementType();
    unsigned width = part.getIntOrFloatBitWidth();
    Slot imag = bits >> width;
    os << '(';
    printScalar(os, bits & lowSlotBits(width), part);
    bool negative = bool((imag >> (width - 1)) & 1);
    os << (negative ? '-' : '+');
    printScalar(os, negative ? imag & lowSlotBits(width - 1) : imag, part);
    os << "j)";
    return;
  }
  if (auto flt = llvm::dyn_cast<FloatType>(type)) {
    llvm::APFloat value(flt.getSemantics(),
                        llvm::APInt(flt.getWidth(), uint64_t(bits)));
    if (value.isNaN()) {
      os << "nan";
      return;
    }
    if (value.isInfinity()) {
      os << (value.isNegative() ? "-inf" : "inf");
      return;
    }
    // The fewest significant digits that read back as the same value of
    // the type (what NumPy prints).
    bool lost = false;
    llvm::APFloat wide = value;
    wide.convert(llvm::APFloat::IEEEdouble(),
                 llvm::APFloat::rmNearestTiesToEven, &lost);
    double d = wide.convertToDouble();
    char text[48];
    int digits = 1;
    for (; digits <= 17; ++digits) {
      std::snprintf(text, sizeof text, "%.*g", digits, d);
      llvm::APFloat back(std::strtod(text, nullptr));
      back.convert(flt.getSemantics(), llvm::APFloat::rmNearestTiesToEven,
                   &lost);
      if (back.bitwiseIsEqual(value))
        break;
    }
    // Positional between 1e-4 and 1e16, as NumPy writes: 260, not 2.6e+02.
    double magnitude = std::fabs(d);
    if (magnitude >= 1e-4 && magnitude < 1e16) {
      int exponent = int(std::floor(std::log10(magnitude)));
      std::snprintf(text, sizeof text, "%.*f",
                    std::max(0, std::min(digits, 17) - 1 - exponent), d);
    }
    os << text;
    return;
  }
  unsigned width = type.isIndex() ? 64 : type.getIntOrFloatBitWidth();
  if (width == 1) {
    os << (bits ? "true" : "false");
    return;
  }
  auto integer = llvm::dyn_cast<IntegerType>(type);
  if (integer && integer.isUnsigned())
    os << uint64_t(bits);
  else
    os << signExtend(bits, width);
}

static void printTensor(llvm::raw_ostream &os, const Tensor &tensor,
                        unsigned dim, int64_t &linear) {
  if (dim == tensor.getShape().size()) {
    printScalar(os, tensor.load(linear++), tensor.getElementType());
    return;
  }
  os << '[';
  for (int64_t i = 0, e = tensor.getShape()[dim]; i < e; ++i) {
    if (i)
      os << ", ";
    printTensor(os, tensor, dim + 1, linear);
  }
  os << ']';
}

void interp::printValue(llvm::raw_ostream &os, const RuntimeValue &value,
                        Type type) {
  if (value.isTensor()) {
    int64_t linear = 0;
    printTensor(os, *value.getTensor(), 0, linear);
    return;
  }
  if (value.isFunction()) {
    os << "<function>";
    return;
  }
  printScalar(os, value.getScalar(), type);
}
