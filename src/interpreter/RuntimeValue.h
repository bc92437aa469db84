//===- RuntimeValue.h - What the interpreter computes with ---------------===//
//
// A value at run time is a scalar or an object: a tensor, a function, a
// buffer, or a kind a dialect's semantics bring (RuntimeObject: no closed
// list of kinds). A scalar is a Slot: the element's bits in the low end of 128,
// zero above its width (an i8 -1 is 0xff; an f32 is its IEEE bits; an f16 its
// 16 bits; a complex its real part's bits, then its imaginary part's). The IR
// value's type says how to read them, so a slot carries no type. 128 bits hold
// the widest element, complex<f64>, so every op that moves elements moves every
// type the same way.
//
// A tensor holds its elements packed at their storage size (i1 and i8 one
// byte, f16 two, index eight), as NumPy and MLIR's dense constants lay
// them out, so constants and .npy files copy in and out without
// conversion. A constant's tensor borrows the attribute's bytes or its
// resource blob, read-only, instead of copying weights; its first write
// copies them. Tensors have value semantics: an op that changes one makes
// a new one; the interpreter shares them between SSA values by reference.
//
//===----------------------------------------------------------------------===//
#pragma once

#include "ir/Types.h"

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/Support/Casting.h"

#include <cstdint>
#include <cstring>
#include <memory>
#include <vector>

namespace terrace {
class Operation;
} // namespace terrace

namespace terrace::interp {

/// One element's bits (see the file comment).
using Slot = unsigned __int128;

/// How an element type sits in a Slot and in a tensor's bytes; what the
/// interpreter supports: integers and floats of at most 64 bits, index,
/// complex<f32> and complex<f64> (real part in the low half).
struct ElementLayout {
  unsigned bitWidth = 0;
  unsigned byteSize = 0;
  bool isFloat = false;
};

/// The layout of `element`, or none when the interpreter cannot hold it.
std::optional<ElementLayout> getElementLayout(Type element);

/// Bits of `width` set (all 64 for 64).
inline uint64_t lowBits(unsigned width) {
  return width >= 64 ? ~uint64_t(0) : (uint64_t(1) << width) - 1;
}
/// Bits of `width` set in a slot (all 128 for 128).
inline Slot lowSlotBits(unsigned width) {
  return width >= 128 ? ~Slot(0) : (Slot(1) << width) - 1;
}
/// The signed value of a slot holding an integer of `width` bits.
inline int64_t signExtend(Slot bits, unsigned width) {
  if (width >= 64)
    return int64_t(bits);
  unsigned shift = 64 - width;
  return int64_t(bits << shift) >> shift;
}

/// A value that is not a scalar. Each kind is a class deriving from this
/// one, with a tag of its own (`static const char kKind`) that its
/// classof compares, so dialects add kinds without touching this file.
class RuntimeObject {
public:
  virtual ~RuntimeObject();
  const void *getKind() const { return kind; }

protected:
  explicit RuntimeObject(const void *kind) : kind(kind) {}

private:
  const void *kind;
};

/// A dense tensor with a static shape: its element type, shape and packed
/// elements in row-major order.
class Tensor : public RuntimeObject {
public:
  static const char kKind;
  Tensor() : RuntimeObject(&kKind) {}
  Tensor(const Tensor &other);
  Tensor &operator=(const Tensor &) = delete;
  static bool classof(const RuntimeObject *o) { return o->getKind() == &kKind; }
  /// A zero-filled tensor; `element` must have a layout and the shape must
  /// pass fitsInMemory.
  static std::shared_ptr<Tensor> create(Type element,
                                        llvm::ArrayRef<int64_t> shape);
  /// A tensor whose elements are the packed `bytes` (as many as the shape
  /// needs), read in place: `keeper` keeps them alive (null when they live
  /// as long as the context, as a uniqued attribute's do). They are never
  /// written: the first write copies them.
  static std::shared_ptr<Tensor> borrow(Type element,
                                        llvm::ArrayRef<int64_t> shape,
                                        const char *bytes,
                                        std::shared_ptr<const void> keeper);
  /// Whether the elements are borrowed (not yet copied by a write).
  bool isBorrowed() const { return borrowed; }
  /// Whether a tensor of this shape (no negative sizes) and element type
  /// has at most kMaxBytes of elements: what the interpreter agrees to
  /// allocate, so a huge static shape is an error, not an abort.
  static bool fitsInMemory(Type element, llvm::ArrayRef<int64_t> shape);
  static constexpr uint64_t kMaxBytes = uint64_t(16) << 30;
  /// A copy with its own elements.
  std::shared_ptr<Tensor> clone() const;
  /// A copy with the same elements in the same order and another shape of
  /// as many elements (reshapes, rank-reduced slices).
  std::shared_ptr<Tensor> reshaped(llvm::ArrayRef<int64_t> newShape) const;

  Type getElementType() const { return elementType; }
  llvm::ArrayRef<int64_t> getShape() const { return shape; }
  int64_t getRank() const { return int64_t(shape.size()); }
  int64_t getNumElements() const { return numElements; }
  const ElementLayout &getLayout() const { return layout; }

  Slot load(int64_t linear) const {
    const char *at = base + linear * layout.byteSize;
    // Copies of a constant size, which compile to one move each.
    switch (layout.byteSize) {
    case 1:
      return Slot(uint8_t(*at)) & mask;
    case 2:
      return loadAs<uint16_t>(at) & mask;
    case 4:
      return loadAs<uint32_t>(at) & mask;
    case 8:
      return loadAs<uint64_t>(at) & mask;
    case 16:
      return loadAs<Slot>(at);
    default: {
      // Odd sizes (i24 takes 3 bytes, i48 6): only the element's bytes.
      Slot bits = 0;
      std::memcpy(&bits, at, layout.byteSize);
      return bits & mask;
    }
    }
  }
  void store(int64_t linear, Slot bits) {
    char *at = data() + linear * layout.byteSize;
    switch (layout.byteSize) {
    case 1:
      *at = char(bits);
      return;
    case 2:
      return storeAs<uint16_t>(at, bits);
    case 4:
      return storeAs<uint32_t>(at, bits);
    case 8:
      return storeAs<uint64_t>(at, bits);
    case 16:
      return storeAs<Slot>(at, bits);
    default:
      std::memcpy(at, &bits, layout.byteSize);
      return;
    }
  }
  /// The row-major position of `indices` (each within its dimension).
  int64_t linearize(llvm::ArrayRef<int64_t> indices) const;

  /// The elements to write: borrowed ones are copied first.
  char *data() {
    if (borrowed) [[unlikely]]
      copyBorrowedBytes();
    return base;
  }
  const char *data() const { return base; }
  size_t sizeInBytes() const { return byteCount; }

private:
  template <typename T> static Slot loadAs(const char *at) {
    T value;
    std::memcpy(&value, at, sizeof(T));
    return value;
  }
  template <typename T> static void storeAs(char *at, Slot bits) {
    T value = T(bits);
    std::memcpy(at, &value, sizeof(T));
  }

  Type elementType;
  llvm::SmallVector<int64_t, 4> shape;
  int64_t numElements = 0;
  ElementLayout layout;
  /// lowSlotBits(layout.bitWidth), which every load applies.
  Slot mask = 0;
  /// The elements: `owned`'s, or (while `borrowed`) bytes `keeper` keeps.
  char *base = nullptr;
  size_t byteCount = 0;
  bool borrowed = false;
  std::vector<char> owned;
  std::shared_ptr<const void> keeper;

  /// Makes the tensor own a copy of its borrowed elements.
  void copyBorrowedBytes();
  /// Sets the element type, shape and their derived fields.
  void setType(Type element, llvm::ArrayRef<int64_t> newShape);
};

using TensorRef = std::shared_ptr<Tensor>;

/// A function value (func.constant): the func.func it names.
class FunctionValue : public RuntimeObject {
public:
  static const char kKind;
  explicit FunctionValue(Operation *callee)
      : RuntimeObject(&kKind), callee(callee) {}
  static bool classof(const RuntimeObject *o) { return o->getKind() == &kKind; }
  Operation *getCallee() const { return callee; }

private:
  Operation *callee;
};

/// A value at run time: a scalar's bits, or an object shared by the SSA
/// values that hold it.
class RuntimeValue {
public:
  RuntimeValue() = default;
  static RuntimeValue scalar(Slot bits) {
    RuntimeValue v;
    v.hasScalar = true;
    v.bits = bits;
    return v;
  }
  static RuntimeValue object(std::shared_ptr<RuntimeObject> o) {
    RuntimeValue v;
    v.obj = std::move(o);
    return v;
  }
  static RuntimeValue tensor(TensorRef t) { return object(std::move(t)); }
  static RuntimeValue function(Operation *callee) {
    return object(std::make_shared<FunctionValue>(callee));
  }

  bool isScalar() const { return hasScalar; }
  bool isTensor() const { return isa<Tensor>(); }
  bool isFunction() const { return isa<FunctionValue>(); }
  explicit operator bool() const { return hasScalar || obj; }

  /// Whether the object is of kind `T`, and the object as one (null when
  /// not).
  template <typename T> bool isa() const {
    return llvm::isa_and_present<T>(obj.get());
  }
  template <typename T> T *getAs() const {
    return llvm::dyn_cast_if_present<T>(obj.get());
  }
  const std::shared_ptr<RuntimeObject> &getObject() const { return obj; }

  Slot getScalar() const { return bits; }
  /// The tensor, shared (the value must hold one).
  TensorRef getTensor() const { return std::static_pointer_cast<Tensor>(obj); }
  Operation *getFunction() const {
    return llvm::cast<FunctionValue>(obj.get())->getCallee();
  }

private:
  bool hasScalar = false;
  Slot bits = 0;
  std::shared_ptr<RuntimeObject> obj;
};

/// The value of a constant attribute (an integer, float or dense integer/
/// float/complex elements attribute, a `[re, im]` array for a complex
/// number) as `type`, or a null value when the attribute is null or of
/// another kind.
RuntimeValue valueOfConstant(Attribute attr, Type type);

/// Writes a scalar of `type` as MLIR prints it (`-1`, `1.500000e+00`,
/// `true`).
void printScalar(llvm::raw_ostream &os, Slot bits, Type type);
/// Writes a value of `type`: a scalar, or a tensor as nested brackets.
void printValue(llvm::raw_ostream &os, const RuntimeValue &value, Type type);

} // namespace terrace::interp
