//===- Types.cpp - Builtin type construction ------------------------------===//
#include "ir/Types.h"
#include "ir/AffineExpr.h"
#include "ir/Attributes.h"
#include "ir/Context.h"

#include "llvm/ADT/APFloat.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringSwitch.h"
#include "llvm/ADT/Twine.h"

using namespace terrace;

static const detail::Storage *getType(Context &ctx, TypeKind kind,
                                      llvm::ArrayRef<int64_t> ints = {},
                                      llvm::ArrayRef<const void *> ptrs = {},
                                      llvm::StringRef bytes = {}) {
  return detail::getStorage(ctx.typeUniquer(), unsigned(kind), ints, ptrs,
                            bytes);
}

llvm::ArrayRef<Type> terrace::asTypes(llvm::ArrayRef<const void *> ptrs) {
  static_assert(sizeof(Type) == sizeof(void *));
  return {reinterpret_cast<const Type *>(ptrs.data()), ptrs.size()};
}

bool Type::isInteger(unsigned width) const {
  return isInteger() && llvm::cast<IntegerType>(*this).getWidth() == width;
}

bool Type::isSignlessInteger() const {
  return isInteger() && llvm::cast<IntegerType>(*this).isSignless();
}

unsigned Type::getIntOrFloatBitWidth() const {
  if (auto i = llvm::dyn_cast<IntegerType>(*this))
    return i.getWidth();
  if (auto f = llvm::dyn_cast<FloatType>(*this))
    return f.getWidth();
  return 0;
}

llvm::hash_code terrace::hash_value(Type t) {
  return llvm::hash_value(t.getImpl());
}

/// Returns the cached storage in `slot`, filling it from the uniquer once.
template <typename Fn>
static const detail::Storage *cached(std::atomic<const detail::Storage *> &slot,
                                     Fn &&lookup) {
  const detail::Storage *s = slot.load(std::memory_order_acquire);
  if (!s) {
    s = lookup();
    slot.store(s, std::memory_order_release);
  }
  return s;
}

IntegerType IntegerType::get(Context &ctx, unsigned width, Signedness sign) {
  int64_t ints[] = {width, sign};
  if (sign == Signless && width <= 64)
    return IntegerType(cached(ctx.cachedSignlessInt(width), [&] {
      return getType(ctx, TypeKind::Integer, ints);
    }));
  return IntegerType(getType(ctx, TypeKind::Integer, ints));
}

FloatType FloatType::get(Context &ctx, TypeKind kind) {
  return FloatType(
      cached(ctx.cachedType(kind), [&] { return getType(ctx, kind); }));
}

const llvm::fltSemantics &FloatType::getSemantics() const {
  using F = llvm::APFloat;
  switch (getKind()) {
  case TypeKind::F4E2M1FN: return F::Float4E2M1FN();
  case TypeKind::F6E2M3FN: return F::Float6E2M3FN();
  case TypeKind::F6E3M2FN: return F::Float6E3M2FN();
  case TypeKind::F8E5M2: return F::Float8E5M2();
  case TypeKind::F8E4M3: return F::Float8E4M3();
  case TypeKind::F8E4M3FN: return F::Float8E4M3FN();
  case TypeKind::F8E5M2FNUZ: return F::Float8E5M2FNUZ();
  case TypeKind::F8E4M3FNUZ: return F::Float8E4M3FNUZ();
  case TypeKind::F8E4M3B11FNUZ: return F::Float8E4M3B11FNUZ();
  case TypeKind::F8E3M4: return F::Float8E3M4();
  case TypeKind::F8E8M0FNU: return F::Float8E8M0FNU();
  case TypeKind::BF16: return F::BFloat();
  case TypeKind::F16: return F::IEEEhalf();
  case TypeKind::TF32: return F::FloatTF32();
  case TypeKind::F32: return F::IEEEsingle();
  case TypeKind::F64: return F::IEEEdouble();
  case TypeKind::F80: return F::x87DoubleExtended();
  case TypeKind::F128: return F::IEEEquad();
  default: llvm_unreachable("not a float type");
  }
}

unsigned FloatType::getWidth() const {
  return llvm::APFloat::getSizeInBits(getSemantics());
}

static constexpr std::pair<llvm::StringLiteral, TypeKind> kFloatKeywords[] = {
    {"f4E2M1FN", TypeKind::F4E2M1FN},
    {"f6E2M3FN", TypeKind::F6E2M3FN},
    {"f6E3M2FN", TypeKind::F6E3M2FN},
    {"f8E5M2", TypeKind::F8E5M2},
    {"f8E4M3", TypeKind::F8E4M3},
    {"f8E4M3FN", TypeKind::F8E4M3FN},
    {"f8E5M2FNUZ", TypeKind::F8E5M2FNUZ},
    {"f8E4M3FNUZ", TypeKind::F8E4M3FNUZ},
    {"f8E4M3B11FNUZ", TypeKind::F8E4M3B11FNUZ},
    {"f8E3M4", TypeKind::F8E3M4},
    {"f8E8M0FNU", TypeKind::F8E8M0FNU},
    {"bf16", TypeKind::BF16},
    {"f16", TypeKind::F16},
    {"tf32", TypeKind::TF32},
    {"f32", TypeKind::F32},
    {"f64", TypeKind::F64},
    {"f80", TypeKind::F80},
    {"f128", TypeKind::F128},
};

std::optional<TypeKind> terrace::floatKindFromKeyword(llvm::StringRef kw) {
  for (const auto &[name, kind] : kFloatKeywords)
    if (name == kw)
      return kind;
  return std::nullopt;
}

llvm::StringRef terrace::floatKeyword(TypeKind kind) {
  for (const auto &[name, k] : kFloatKeywords)
    if (k == kind)
      return name;
  llvm_unreachable("not a float kind");
}

IndexType IndexType::get(Context &ctx) {
  return IndexType(cached(ctx.cachedType(TypeKind::Index),
                          [&] { return getType(ctx, TypeKind::Index); }));
}

NoneType NoneType::get(Context &ctx) {
  return NoneType(cached(ctx.cachedType(TypeKind::None),
                         [&] { return getType(ctx, TypeKind::None); }));
}

ComplexType ComplexType::get(Type element) {
  const void *ptrs[] = {element.getImpl()};
  return ComplexType(getType(element.getContext(), TypeKind::Complex, {}, ptrs));
}

static llvm::ArrayRef<const void *> typePtrs(llvm::ArrayRef<Type> types) {
  return {reinterpret_cast<const void *const *>(types.data()), types.size()};
}

TupleType TupleType::get(Context &ctx, llvm::ArrayRef<Type> types) {
  return TupleType(getType(ctx, TypeKind::Tuple, {}, typePtrs(types)));
}

FunctionType FunctionType::get(Context &ctx, llvm::ArrayRef<Type> inputs,
                               llvm::ArrayRef<Type> results) {
  llvm::SmallVector<const void *, 8> ptrs;
  for (Type t : inputs)
    ptrs.push_back(t.getImpl());
  for (Type t : results)
    ptrs.push_back(t.getImpl());
  int64_t ints[] = {int64_t(inputs.size())};
  return FunctionType(getType(ctx, TypeKind::Function, ints, ptrs));
}

Type ShapedType::getElementType() const {
  return Type(static_cast<const detail::Storage *>(impl->ptrs()[0]));
}

bool ShapedType::hasRank() const {
  return getKind() != TypeKind::UnrankedTensor &&
         getKind() != TypeKind::UnrankedMemRef;
}

llvm::ArrayRef<int64_t> ShapedType::getShape() const {
  if (getKind() == TypeKind::Vector)
    return impl->ints().take_front(impl->ints().size() / 2);
  if (!hasRank())
    return {};
  return impl->ints();
}

bool ShapedType::hasStaticShape() const {
  return hasRank() && llvm::none_of(getShape(), [](int64_t d) {
           return d == kDynamic;
         });
}

int64_t ShapedType::getNumElements() const {
  int64_t n = 1;
  for (int64_t d : getShape())
    n *= d;
  return n;
}

RankedTensorType RankedTensorType::get(llvm::ArrayRef<int64_t> shape,
                                       Type element, Attribute encoding) {
  const void *ptrs[] = {element.getImpl(), encoding.getImpl()};
  return RankedTensorType(
      getType(element.getContext(), TypeKind::RankedTensor, shape, ptrs));
}

Attribute RankedTensorType::getEncoding() const {
  return Attribute(static_cast<const detail::Storage *>(impl->ptrs()[1]));
}

UnrankedTensorType UnrankedTensorType::get(Type element) {
  const void *ptrs[] = {element.getImpl()};
  return UnrankedTensorType(
      getType(element.getContext(), TypeKind::UnrankedTensor, {}, ptrs));
}

VectorType VectorType::get(llvm::ArrayRef<int64_t> shape, Type element,
                           llvm::ArrayRef<bool> scalable) {
  llvm::SmallVector<int64_t, 8> ints(shape.begin(), shape.end());
  for (size_t i = 0; i < shape.size(); ++i)
    ints.push_back(i < scalable.size() && scalable[i]);
  const void *ptrs[] = {element.getImpl()};
  return VectorType(getType(element.getContext(), TypeKind::Vector, ints, ptrs));
}

/// An integer memory space of 0 is the default one: dropped, as in MLIR.
static Attribute normalizeMemorySpace(Attribute space) {
  // Any integer zero, whatever its type (i64, index, ui8), as in MLIR.
  if (auto i = llvm::dyn_cast_if_present<IntegerAttr>(space);
      i && i.getValue().isZero())
    return Attribute();
  return space;
}

MemRefType MemRefType::get(llvm::ArrayRef<int64_t> shape, Type element,
                           Attribute layout, Attribute memorySpace) {
  // An identity map (whatever its symbols) is the default layout.
  if (auto map = llvm::dyn_cast_if_present<AffineMapAttr>(layout);
      map && map.isIdentity())
    layout = Attribute();
  memorySpace = normalizeMemorySpace(memorySpace);
  const void *ptrs[] = {element.getImpl(), layout.getImpl(),
                        memorySpace.getImpl()};
  return MemRefType(
      getType(element.getContext(), TypeKind::MemRef, shape, ptrs));
}

Attribute MemRefType::getLayout() const {
  return Attribute(static_cast<const detail::Storage *>(impl->ptrs()[1]));
}

Attribute MemRefType::getMemorySpace() const {
  return Attribute(static_cast<const detail::Storage *>(impl->ptrs()[2]));
}

UnrankedMemRefType UnrankedMemRefType::get(Type element,
                                           Attribute memorySpace) {
  memorySpace = normalizeMemorySpace(memorySpace);
  const void *ptrs[] = {element.getImpl(), memorySpace.getImpl()};
  return UnrankedMemRefType(
      getType(element.getContext(), TypeKind::UnrankedMemRef, {}, ptrs));
}

Attribute UnrankedMemRefType::getMemorySpace() const {
  return Attribute(static_cast<const detail::Storage *>(impl->ptrs()[1]));
}

OpaqueType OpaqueType::get(Context &ctx, llvm::StringRef dialect,
                           llvm::StringRef body) {
  std::string bytes = (dialect + llvm::Twine('\0') + body).str();
  return OpaqueType(getType(ctx, TypeKind::Opaque, {}, {}, bytes));
}
