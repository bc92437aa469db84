//===- ONNXElements.cpp - Numbers, broadcasting and attributes ------------===//
#include "interpreter/onnx/ONNXElements.h"
#include "interpreter/ScalarSupport.h"
#include "ir/Diagnostics.h"

#include <cmath>

using namespace terrace;
using namespace terrace::interp;
using namespace terrace::interp::onnx_semantics;

std::optional<NumberKind> onnx_semantics::numberKindOf(Type element) {
  NumberKind kind;
  if (auto integer = llvm::dyn_cast<IntegerType>(element)) {
    if (integer.getWidth() > 64)
      return std::nullopt;
    kind.cls = integer.isUnsigned() ? NumberKind::Unsigned : NumberKind::Signed;
    kind.width = integer.getWidth();
    return kind;
  }
  switch (element.getKind()) {
  case TypeKind::F16:
  case TypeKind::BF16:
  case TypeKind::F32:
  case TypeKind::F64:
    kind.cls = NumberKind::Float;
    kind.floatKind = element.getKind();
    kind.width = element.getIntOrFloatBitWidth();
    return kind;
  default:
    return std::nullopt;
  }
}

double onnx_semantics::toDouble(Slot bits, const NumberKind &kind) {
  switch (kind.cls) {
  case NumberKind::Float:
    switch (kind.floatKind) {
    case TypeKind::F16:
      return F16Kind::load(bits);
    case TypeKind::BF16:
      return BF16Kind::load(bits);
    case TypeKind::F64:
      return F64Kind::load(bits);
    default:
      return F32Kind::load(bits);
    }
  case NumberKind::Signed:
    return double(signExtend(bits, kind.width));
  case NumberKind::Unsigned:
    return double(uint64_t(bits));
  }
  return 0;
}

Slot onnx_semantics::fromDouble(double value, const NumberKind &kind) {
  switch (kind.cls) {
  case NumberKind::Float:
    switch (kind.floatKind) {
    case TypeKind::F16:
      return F16Kind::store(value);
    case TypeKind::BF16:
      return BF16Kind::store(value);
    case TypeKind::F64:
      return F64Kind::store(value);
    default:
      return F32Kind::store(value);
    }
  case NumberKind::Signed:
  case NumberKind::Unsigned: {
    if (kind.width == 1)
      return value != 0;
    if (std::isnan(value))
      return 0;
    // Out of range saturates, as the casts ONNX Runtime uses on x86 do not
    // promise anything better.
    double t = std::trunc(value);
    if (kind.cls == NumberKind::Unsigned) {
      if (t <= 0)
        return 0;
      if (t >= 18446744073709551615.0)
        return lowSlotBits(kind.width);
      return Slot(uint64_t(t)) & lowSlotBits(kind.width);
    }
    if (t <= -9223372036854775808.0)
      return Slot(uint64_t(INT64_MIN)) & lowSlotBits(kind.width);
    if (t >= 9223372036854775807.0)
      return Slot(uint64_t(INT64_MAX)) & lowSlotBits(kind.width);
    return Slot(uint64_t(int64_t(t))) & lowSlotBits(kind.width);
  }
  }
  return 0;
}

int64_t onnx_semantics::toInt(Slot bits, const NumberKind &kind) {
  switch (kind.cls) {
  case NumberKind::Float:
    return int64_t(std::trunc(toDouble(bits, kind)));
  case NumberKind::Signed:
    return kind.width == 1 ? int64_t(bits & 1) : signExtend(bits, kind.width);
  case NumberKind::Unsigned:
    return int64_t(uint64_t(bits));
  }
  return 0;
}

Slot onnx_semantics::fromInt(int64_t value, const NumberKind &kind) {
  if (kind.isFloat())
    return fromDouble(double(value), kind);
  if (kind.width == 1)
    return value != 0;
  return Slot(uint64_t(value)) & lowSlotBits(kind.width);
}

LogicalResult
onnx_semantics::broadcastShapes(llvm::ArrayRef<int64_t> a,
                                llvm::ArrayRef<int64_t> b,
                                llvm::SmallVectorImpl<int64_t> &result) {
  size_t rank = std::max(a.size(), b.size());
  result.assign(rank, 1);
  for (size_t i = 0; i < rank; ++i) {
    int64_t da = i < rank - a.size() ? 1 : a[i - (rank - a.size())];
    int64_t db = i < rank - b.size() ? 1 : b[i - (rank - b.size())];
    if (da != db && da != 1 && db != 1)
      return failure();
    result[i] = da == 1 ? db : da;
  }
  return success();
}

llvm::SmallVector<int64_t, 4>
onnx_semantics::stridesOf(llvm::ArrayRef<int64_t> shape) {
  llvm::SmallVector<int64_t, 4> strides(shape.size(), 1);
  for (int64_t i = int64_t(shape.size()) - 2; i >= 0; --i)
    strides[i] = strides[i + 1] * shape[i + 1];
  return strides;
}

int64_t onnx_semantics::numElementsOf(llvm::ArrayRef<int64_t> shape) {
  int64_t n = 1;
  for (int64_t d : shape)
    n *= d;
  return n;
}

BroadcastIndexer::BroadcastIndexer(llvm::ArrayRef<int64_t> shape,
                                   llvm::ArrayRef<int64_t> resultShape)
    : resultShape(resultShape.begin(), resultShape.end()),
      identity(shape == resultShape) {
  size_t offset = resultShape.size() - shape.size();
  llvm::SmallVector<int64_t, 4> own = stridesOf(shape);
  strides.assign(resultShape.size(), 0);
  for (size_t i = 0; i < shape.size(); ++i)
    strides[offset + i] = shape[i] == 1 ? 0 : own[i];
}

int64_t BroadcastIndexer::operator()(int64_t linear) const {
  if (identity)
    return linear;
  int64_t position = 0;
  for (int64_t d = int64_t(resultShape.size()) - 1; d >= 0; --d) {
    int64_t index = linear % resultShape[d];
    linear /= resultShape[d];
    position += index * strides[d];
  }
  return position;
}

TensorRef onnx_semantics::newTensor(Operation *op, Type element,
                                    llvm::ArrayRef<int64_t> shape) {
  if (!getElementLayout(element)) {
    op->emitOpError("cannot be interpreted on elements of ") << element;
    return nullptr;
  }
  if (!Tensor::fitsInMemory(element, shape)) {
    op->emitOpError("would make a tensor too large to hold");
    return nullptr;
  }
  return Tensor::create(element, shape);
}

llvm::SmallVector<int64_t, 4> onnx_semantics::readInts(Interpreter &interp,
                                                       Value value) {
  llvm::SmallVector<int64_t, 4> values;
  const Tensor &t = *interp.getTensor(value);
  std::optional<NumberKind> kind = numberKindOf(t.getElementType());
  for (int64_t i = 0; i < t.getNumElements(); ++i)
    values.push_back(toInt(t.load(i), *kind));
  return values;
}

LogicalResult onnx_semantics::normalizeIndex(Operation *op, int64_t &index,
                                             int64_t size) {
  if (index < -size || index >= size)
    return op->emitOpError("index ")
           << index << " is out of bounds for a dimension of " << size;
  if (index < 0)
    index += size;
  return success();
}

LogicalResult onnx_semantics::normalizeAxis(Operation *op, int64_t &axis,
                                            int64_t rank) {
  if (axis < -rank || axis >= std::max<int64_t>(rank, 1))
    return op->emitOpError("axis ")
           << axis << " is out of range for rank " << rank;
  if (axis < 0)
    axis += rank;
  return success();
}

std::optional<NumberKind> onnx_semantics::numberKindOrError(Operation *op,
                                                            const Tensor &t) {
  std::optional<NumberKind> kind = numberKindOf(t.getElementType());
  if (!kind)
    op->emitOpError("cannot be interpreted on elements of ")
        << t.getElementType();
  return kind;
}

Type onnx_semantics::resultElementType(Operation *op, unsigned i) {
  return llvm::cast<ShapedType>(op->getResult(i).getType()).getElementType();
}

TensorRef onnx_semantics::concatAlong(Operation *op,
                                      llvm::ArrayRef<const Tensor *> parts,
                                      int64_t axis, bool stack) {
  auto partShape = [&](const Tensor &t) {
    llvm::SmallVector<int64_t, 4> shape(t.getShape());
    if (stack)
      shape.insert(shape.begin() + axis, 1);
    return shape;
  };
  llvm::SmallVector<int64_t, 4> shape = partShape(*parts[0]);
  shape[axis] = 0;
  for (const Tensor *t : parts) {
    llvm::SmallVector<int64_t, 4> s = partShape(*t);
    for (size_t d = 0; d < shape.size(); ++d)
      if (int64_t(d) != axis &&
          (s.size() != shape.size() || s[d] != shape[d])) {
        op->emitOpError("concatenates tensors of different shapes");
        return nullptr;
      }
    shape[axis] += s[axis];
  }
  TensorRef result = newTensor(op, parts[0]->getElementType(), shape);
  if (!result)
    return nullptr;
  int64_t outer = numElementsOf(llvm::ArrayRef(shape).take_front(axis));
  int64_t inner = numElementsOf(llvm::ArrayRef(shape).drop_front(axis + 1));
  int64_t offset = 0;
  for (const Tensor *t : parts) {
    int64_t chunk = partShape(*t)[axis] * inner;
    for (int64_t o = 0; o < outer; ++o)
      for (int64_t k = 0; k < chunk; ++k)
        result->store(o * shape[axis] * inner + offset + k,
                      t->load(o * chunk + k));
    offset += chunk;
  }
  return result;
}

llvm::SmallVector<TensorRef, 4>
onnx_semantics::splitAlong(Operation *op, const Tensor &input, int64_t axis,
                           llvm::ArrayRef<int64_t> sizes, bool squeeze) {
  int64_t dim = input.getShape()[axis], total = 0;
  for (int64_t s : sizes) {
    if (s < 0) {
      op->emitOpError("has a negative split");
      return {};
    }
    total += s;
  }
  if (total != dim) {
    op->emitOpError("splits a dimension of ")
        << dim << " into parts that do not add up to it";
    return {};
  }
  int64_t outer = numElementsOf(input.getShape().take_front(axis));
  int64_t inner = numElementsOf(input.getShape().drop_front(axis + 1));
  llvm::SmallVector<TensorRef, 4> parts;
  int64_t offset = 0;
  for (int64_t size : sizes) {
    llvm::SmallVector<int64_t, 4> shape(input.getShape());
    shape[axis] = size;
    if (squeeze)
      shape.erase(shape.begin() + axis);
    TensorRef part = newTensor(op, input.getElementType(), shape);
    if (!part)
      return {};
    int64_t chunk = size * inner;
    for (int64_t o = 0; o < outer; ++o)
      for (int64_t k = 0; k < chunk; ++k)
        part->store(o * chunk + k, input.load(o * dim * inner + offset + k));
    offset += chunk;
    parts.push_back(std::move(part));
  }
  return parts;
}
