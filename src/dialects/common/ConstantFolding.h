//===- ConstantFolding.h - Elementwise folding of constant operands -------===//
//
// What MLIR's CommonFolders give every dialect: an op whose operands are all
// constant folds to a scalar when they are scalars, to a splat when they are
// splats, and element by element when they are dense tensors or vectors of
// one shape (splat or not). A folder supplies the per-element computation;
// refusing any element refuses the whole fold.
//
//===----------------------------------------------------------------------===//
#pragma once

#include "ir/Attributes.h"
#include "ir/Types.h"

#include "llvm/ADT/APFloat.h"
#include "llvm/ADT/APInt.h"
#include "llvm/ADT/SmallVector.h"

#include <memory>
#include <optional>
#include <type_traits>
#include <utility>

namespace terrace {
class ResourceBlob;

/// Storage width of an integer or float element (index: 64).
unsigned storageWidth(Type element);

/// The elements of a constant operand: a scalar integer or float attribute
/// (one element), or dense integer/float elements of a tensor or vector.
/// A view: it reads the attribute's bytes in place.
class ConstantElements {
public:
  /// Null for anything else (poison, dense_resource, strings, complex).
  /// MLIR's folders leave `dense_resource` constants alone (their typed
  /// element iteration does not reach blobs), so the folders that mirror
  /// MLIR's read through this and fold exactly what mlir-opt folds.
  static std::optional<ConstantElements> get(Attribute attr);
  /// As get(), and also integer or float `dense_resource` elements of a
  /// static shape whose blob holds them all: read in place, the blob held
  /// for as long as the view (what weights folding and the interpreter
  /// read).
  static std::optional<ConstantElements> getIncludingResources(Attribute attr);

  bool isScalar() const { return !shaped; }
  bool isSplat() const { return shaped && splat; }
  /// One value for every element: a scalar or a splat (what identities
  /// such as `addi(x, 0)` and the classification folds look for).
  bool isOneValued() const { return !shaped || splat; }
  /// The type of the attribute (the scalar type, or the shaped type).
  Type getType() const { return type; }
  Type getElementType() const { return elementType; }
  bool isFloat() const { return llvm::isa<FloatType>(elementType); }
  /// How many elements there are (1 for a scalar; every element of a splat).
  int64_t size() const { return numElements; }

  /// Element `i` (any `i` of a splat reads its one value).
  llvm::APInt intAt(int64_t i) const;
  llvm::APFloat floatAt(int64_t i) const;
  template <typename T> T at(int64_t i) const {
    if constexpr (std::is_same_v<T, llvm::APFloat>)
      return floatAt(i);
    else
      return intAt(i);
  }

private:
  ConstantElements() = default;
  Attribute scalar;
  Type type, elementType;
  bool shaped = false, splat = false;
  int64_t numElements = 1;
  llvm::StringRef raw;
  unsigned byteWidth = 0;
  /// The blob `raw` points into, for a dense_resource.
  std::shared_ptr<const ResourceBlob> blob;
};

/// A constant of `type` holding `value`: an IntegerAttr (BoolAttr for i1) or
/// FloatAttr for a scalar type, a splat for a static tensor or vector; null
/// for other types.
Attribute makeIntConstant(Type type, const llvm::APInt &value);
Attribute makeFloatConstant(Type type, const llvm::APFloat &value);
/// A constant of `type` (scalar, or a splat of a static tensor or vector)
/// holding element `i` of `elements`.
Attribute makeConstantOfElement(Type type, const ConstantElements &elements,
                                int64_t i);
/// A dense constant of the static tensor or vector `type` from each
/// element's bits (stored as a splat when all are equal, as MLIR does).
Attribute makeDenseConstant(Type type, llvm::ArrayRef<llvm::APInt> elements);

/// A dense integer, float or complex constant `attr` as the static shaped
/// type `type` of the same element type and as many elements, its elements
/// in the same order (MLIR's DenseElementsAttr::reshape); null otherwise.
Attribute reshapeDenseConstant(Attribute attr, Type type);
/// A splat constant `attr` (integer, float or complex elements) as a splat
/// of the static shaped type `type` of the same element type, whatever its
/// shape (MLIR's resizeSplat); null otherwise.
Attribute resizeSplatConstant(Attribute attr, Type type);

/// Element `i` of a dense constant of complex elements (any `i` of a
/// splat reads its one value) as the attribute MLIR gives for it: an array
/// of its real and imaginary parts, float (or integer) attributes of the
/// part type. Null for other attributes.
Attribute complexElementAt(Attribute dense, int64_t i);
/// A dense constant of the static tensor or vector `type` of complex
/// elements from one such `[re, im]` array per element; null when an
/// element is not one (of the part type).
Attribute makeDenseComplexConstant(Type type,
                                   llvm::ArrayRef<Attribute> elements);

namespace detail {
inline llvm::APInt bitsOf(const llvm::APInt &v) { return v; }
inline llvm::APInt bitsOf(const llvm::APFloat &v) { return v.bitcastToAPInt(); }
inline Attribute makeConstant(Type type, const llvm::APInt &v) {
  return makeIntConstant(type, v);
}
inline Attribute makeConstant(Type type, const llvm::APFloat &v) {
  return makeFloatConstant(type, v);
}
} // namespace detail

/// Folds constant `operands` into a constant of `resultType` by applying
/// `calc` to each position's elements, read as `Args` (APInt or APFloat, one
/// per operand). `calc` returns std::optional<APInt> or
/// std::optional<APFloat>; none refuses the fold. Returns null when the
/// operands are not all constants of one kind and shape, or a refusal.
template <typename... Args, typename Calc>
Attribute foldElementwise(llvm::ArrayRef<Attribute> operands, Type resultType,
                          Calc calc) {
  constexpr size_t n = sizeof...(Args);
  if (operands.size() != n)
    return {};
  std::optional<ConstantElements> elements[n];
  for (size_t i = 0; i < n; ++i)
    if (!(elements[i] = ConstantElements::get(operands[i])))
      return {};
  // Each operand is read as the kind the folder asked for.
  constexpr bool wantsFloat[] = {std::is_same_v<Args, llvm::APFloat>...};
  bool allScalar = true, allSplat = true;
  for (size_t i = 0; i < n; ++i) {
    if (elements[i]->isFloat() != wantsFloat[i])
      return {};
    allScalar &= elements[i]->isScalar();
    allSplat &= elements[i]->isSplat();
    // Dense operands must share their shape (MLIR: one type).
    if (i && (elements[i]->isScalar() != elements[0]->isScalar() ||
              elements[i]->size() != elements[0]->size()))
      return {};
  }
  auto apply = [&](int64_t index) {
    return [&]<size_t... I>(std::index_sequence<I...>) {
      return calc(elements[I]->template at<Args>(index)...);
    }
    (std::index_sequence_for<Args...>{});
  };
  if (allScalar || allSplat) {
    auto value = apply(0);
    if (!value)
      return {};
    return detail::makeConstant(resultType, *value);
  }
  llvm::SmallVector<llvm::APInt, 16> results;
  results.reserve(size_t(elements[0]->size()));
  for (int64_t i = 0, e = elements[0]->size(); i != e; ++i) {
    auto value = apply(i);
    if (!value)
      return {};
    results.push_back(detail::bitsOf(*value));
  }
  return makeDenseConstant(resultType, results);
}

} // namespace terrace
