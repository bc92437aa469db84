//===- Types.h - Type handles and the builtin types -----------------------===//
//
// A Type is a pointer-sized handle to a uniqued detail::Storage. The builtin
// types below say in one comment how they use the storage's arrays. Typed
// wrappers (IntegerType, RankedTensorType, ...) work with llvm::isa/dyn_cast.
//
//===----------------------------------------------------------------------===//
#pragma once

#include "ir/Storage.h"

#include "llvm/ADT/DenseMapInfo.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/Support/Casting.h"

#include <optional>

namespace llvm {
struct fltSemantics;
class raw_ostream;
} // namespace llvm

namespace terrace {
class Attribute;

/// Kinds of the builtin types. Dialects allocate kinds past LastBuiltin.
enum class TypeKind : unsigned {
  Integer, ///< ints = {width, signedness}
  Index,
  None,
  // Floats, in the order MLIR documents them.
  F4E2M1FN,
  F6E2M3FN,
  F6E3M2FN,
  F8E5M2,
  F8E4M3,
  F8E4M3FN,
  F8E5M2FNUZ,
  F8E4M3FNUZ,
  F8E4M3B11FNUZ,
  F8E3M4,
  F8E8M0FNU,
  BF16,
  F16,
  TF32,
  F32,
  F64,
  F80,
  F128,
  Complex,        ///< ptrs = {element}
  Tuple,          ///< ptrs = members
  Function,       ///< ints = {numInputs}, ptrs = inputs ++ results
  RankedTensor,   ///< ints = shape, ptrs = {element, encoding or null}
  UnrankedTensor, ///< ptrs = {element}
  Vector,         ///< ints = shape ++ scalable flags, ptrs = {element}
  MemRef,         ///< ints = shape, ptrs = {element, layout, memory space}
  UnrankedMemRef, ///< ptrs = {element, memory space}
  Opaque,         ///< bytes = "dialect" '\0' "body" (an unknown dialect's type)
  LastBuiltin = Opaque,
  /// A registered dialect's type (ir/DialectTypes.h): ptrs = {identity,
  /// parameters...}, ints = parameters.
  Dialect,
};

/// A uniqued, immutable type. Null when default-constructed.
class Type {
public:
  Type() = default;
  explicit Type(const detail::Storage *impl) : impl(impl) {}

  explicit operator bool() const { return impl != nullptr; }
  bool operator==(Type other) const { return impl == other.impl; }
  bool operator!=(Type other) const { return impl != other.impl; }

  TypeKind getKind() const { return TypeKind(impl->kind); }
  Context &getContext() const { return *impl->context; }
  const detail::Storage *getImpl() const { return impl; }

  bool isIndex() const { return getKind() == TypeKind::Index; }
  bool isFloat() const {
    return getKind() >= TypeKind::F4E2M1FN && getKind() <= TypeKind::F128;
  }
  bool isInteger() const { return getKind() == TypeKind::Integer; }
  bool isInteger(unsigned width) const;
  bool isSignlessInteger() const;
  bool isIntOrIndex() const { return isInteger() || isIndex(); }
  bool isIntOrFloat() const { return isInteger() || isFloat(); }
  bool isIntOrIndexOrFloat() const { return isIntOrIndex() || isFloat(); }
  /// Bit width of an integer or float type, 0 otherwise.
  unsigned getIntOrFloatBitWidth() const;

  void print(llvm::raw_ostream &os) const;

  friend llvm::hash_code hash_value(Type t);

protected:
  const detail::Storage *impl = nullptr;
};

/// Integer types: `i32`, `si8`, `ui64`.
class IntegerType : public Type {
public:
  enum Signedness { Signless, Signed, Unsigned };
  using Type::Type;
  static IntegerType get(Context &ctx, unsigned width,
                         Signedness sign = Signless);
  unsigned getWidth() const { return unsigned(impl->ints()[0]); }
  Signedness getSignedness() const { return Signedness(impl->ints()[1]); }
  bool isSignless() const { return getSignedness() == Signless; }
  bool isSigned() const { return getSignedness() == Signed; }
  bool isUnsigned() const { return getSignedness() == Unsigned; }
  static bool classof(Type t) { return t.getKind() == TypeKind::Integer; }
  static constexpr unsigned kMaxWidth = (1u << 24) - 1;
};

/// Every float type; the kind says which.
class FloatType : public Type {
public:
  using Type::Type;
  static FloatType get(Context &ctx, TypeKind kind);
  const llvm::fltSemantics &getSemantics() const;
  unsigned getWidth() const;
  static bool classof(Type t) { return t.isFloat(); }
};

class IndexType : public Type {
public:
  using Type::Type;
  static IndexType get(Context &ctx);
  static constexpr unsigned kInternalStorageBitWidth = 64;
  static bool classof(Type t) { return t.getKind() == TypeKind::Index; }
};

class NoneType : public Type {
public:
  using Type::Type;
  static NoneType get(Context &ctx);
  static bool classof(Type t) { return t.getKind() == TypeKind::None; }
};

class ComplexType : public Type {
public:
  using Type::Type;
  static ComplexType get(Type element);
  Type getElementType() const { return Type(ptr(0)); }
  static bool classof(Type t) { return t.getKind() == TypeKind::Complex; }

private:
  const detail::Storage *ptr(unsigned i) const {
    return static_cast<const detail::Storage *>(impl->ptrs()[i]);
  }
};

/// Casts the storage pointers of an aggregate back to types.
llvm::ArrayRef<Type> asTypes(llvm::ArrayRef<const void *> ptrs);

class TupleType : public Type {
public:
  using Type::Type;
  static TupleType get(Context &ctx, llvm::ArrayRef<Type> types);
  llvm::ArrayRef<Type> getTypes() const { return asTypes(impl->ptrs()); }
  static bool classof(Type t) { return t.getKind() == TypeKind::Tuple; }
};

class FunctionType : public Type {
public:
  using Type::Type;
  static FunctionType get(Context &ctx, llvm::ArrayRef<Type> inputs,
                          llvm::ArrayRef<Type> results);
  llvm::ArrayRef<Type> getInputs() const {
    return asTypes(impl->ptrs()).take_front(impl->ints()[0]);
  }
  llvm::ArrayRef<Type> getResults() const {
    return asTypes(impl->ptrs()).drop_front(impl->ints()[0]);
  }
  static bool classof(Type t) { return t.getKind() == TypeKind::Function; }
};

/// The marker of a dynamic dimension (`?`) in shapes and strided layouts.
constexpr int64_t kDynamic = INT64_MIN;

/// Tensors, vectors and memrefs: types with an element type and maybe a shape.
class ShapedType : public Type {
public:
  using Type::Type;
  Type getElementType() const;
  bool hasRank() const;
  llvm::ArrayRef<int64_t> getShape() const;
  int64_t getRank() const { return int64_t(getShape().size()); }
  bool hasStaticShape() const;
  /// Number of elements of a static shape.
  int64_t getNumElements() const;
  static bool classof(Type t) {
    return t.getKind() >= TypeKind::RankedTensor &&
           t.getKind() <= TypeKind::UnrankedMemRef;
  }
};

class RankedTensorType : public ShapedType {
public:
  using ShapedType::ShapedType;
  static RankedTensorType get(llvm::ArrayRef<int64_t> shape, Type element,
                              Attribute encoding);
  Attribute getEncoding() const;
  static bool classof(Type t) { return t.getKind() == TypeKind::RankedTensor; }
};

class UnrankedTensorType : public ShapedType {
public:
  using ShapedType::ShapedType;
  static UnrankedTensorType get(Type element);
  static bool classof(Type t) {
    return t.getKind() == TypeKind::UnrankedTensor;
  }
};

class VectorType : public ShapedType {
public:
  using ShapedType::ShapedType;
  static VectorType get(llvm::ArrayRef<int64_t> shape, Type element,
                        llvm::ArrayRef<bool> scalable = {});
  /// One flag per dimension: 1 when the dimension is scalable (`[4]`).
  llvm::ArrayRef<int64_t> getScalableDims() const {
    return impl->ints().drop_front(impl->ints().size() / 2);
  }
  /// The same flags as `get` takes them (for a vector of this shape with
  /// another element type).
  llvm::SmallVector<bool, 4> getScalableFlags() const {
    llvm::SmallVector<bool, 4> flags;
    for (int64_t flag : getScalableDims())
      flags.push_back(flag != 0);
    return flags;
  }
  static bool classof(Type t) { return t.getKind() == TypeKind::Vector; }
};

class MemRefType : public ShapedType {
public:
  using ShapedType::ShapedType;
  /// A null layout means the identity layout.
  static MemRefType get(llvm::ArrayRef<int64_t> shape, Type element,
                        Attribute layout, Attribute memorySpace);
  Attribute getLayout() const;
  Attribute getMemorySpace() const;
  static bool classof(Type t) { return t.getKind() == TypeKind::MemRef; }
};

class UnrankedMemRefType : public ShapedType {
public:
  using ShapedType::ShapedType;
  static UnrankedMemRefType get(Type element, Attribute memorySpace);
  Attribute getMemorySpace() const;
  static bool classof(Type t) {
    return t.getKind() == TypeKind::UnrankedMemRef;
  }
};

/// A type of a dialect that is not registered, kept as its text:
/// `!foo.bar<1, 2>` has dialect "foo" and body "bar<1, 2>".
class OpaqueType : public Type {
public:
  using Type::Type;
  static OpaqueType get(Context &ctx, llvm::StringRef dialect,
                        llvm::StringRef body);
  llvm::StringRef getDialect() const { return impl->bytes().split('\0').first; }
  llvm::StringRef getBody() const { return impl->bytes().split('\0').second; }
  static bool classof(Type t) { return t.getKind() == TypeKind::Opaque; }
};

/// The float kind of a builtin keyword (`f32`, `bf16`, ...), if it is one.
std::optional<TypeKind> floatKindFromKeyword(llvm::StringRef keyword);
/// The keyword of a float kind.
llvm::StringRef floatKeyword(TypeKind kind);

inline llvm::raw_ostream &operator<<(llvm::raw_ostream &os, Type t) {
  t.print(os);
  return os;
}

} // namespace terrace

namespace llvm {
/// Lets llvm::isa / cast / dyn_cast work on Type handles.
template <typename To, typename From>
struct CastInfo<
    To, From,
    // conjunction: `To` is not looked at (it may be an incomplete
    // LLVM class) unless `From` is one of ours.
    std::enable_if_t<std::conjunction_v<std::is_base_of<terrace::Type, From>,
                                        std::is_base_of<terrace::Type, To>>>>
    : NullableValueCastFailed<To>,
      DefaultDoCastIfPossible<To, From, CastInfo<To, From>> {
  static bool isPossible(From t) {
    if constexpr (std::is_base_of_v<To, From>)
      return true;
    else
      return To::classof(t);
  }
  static To doCast(From t) { return To(t.getImpl()); }
};

template <> struct DenseMapInfo<terrace::Type> {
  static terrace::Type getEmptyKey() {
    return terrace::Type(
        reinterpret_cast<const terrace::detail::Storage *>(uintptr_t(-1) << 4));
  }
  static terrace::Type getTombstoneKey() {
    return terrace::Type(
        reinterpret_cast<const terrace::detail::Storage *>(uintptr_t(-2) << 4));
  }
  static unsigned getHashValue(terrace::Type t) {
    return DenseMapInfo<const void *>::getHashValue(t.getImpl());
  }
  static bool isEqual(terrace::Type a, terrace::Type b) { return a == b; }
};
} // namespace llvm
