//===- ValueRange.h - Non-owning views of values and types ----------------===//
//
// Ranges that look at what the IR already holds instead of copying it: an
// op's operand slots, its results, a block's arguments, or a caller's array.
// Their iterators carry the base pointer and an index, never a pointer to
// the range object, so `llvm::drop_begin(op->getOperandTypes())` stays valid
// after the range temporary dies: what it views lives in the IR.
//
//   OperandRange  op->getOperands()       over OpOperand slots
//   ResultRange   op->getResults()        over OpResultImpl objects
//   ValueRange    any of the above, an ArrayRef<Value> or block arguments
//   TypeRange     the types of any of the above, or an ArrayRef<Type>
//
// A range is invalidated by what would invalidate the storage it views
// (setOperands() reallocating the operand slots, erasing the op).
//
//===----------------------------------------------------------------------===//
#pragma once

#include "ir/Value.h"

#include "llvm/ADT/PointerUnion.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallVector.h"

#include <initializer_list>
#include <vector>

namespace terrace {
class TypeRange;

/// The values held by a run of operand slots.
class OperandRange final : public llvm::detail::indexed_accessor_range_base<
                               OperandRange, OpOperand *, Value, Value, Value> {
public:
  using RangeBaseT::RangeBaseT;
  TypeRange getTypes() const;

private:
  static OpOperand *offset_base(OpOperand *base, ptrdiff_t index) {
    return base + index;
  }
  static Value dereference_iterator(OpOperand *base, ptrdiff_t index) {
    return base[index].get();
  }
  friend RangeBaseT;
};

/// A run of an op's results.
class ResultRange final
    : public llvm::detail::indexed_accessor_range_base<
          ResultRange, OpResultImpl *, Value, Value, Value> {
public:
  using RangeBaseT::RangeBaseT;
  TypeRange getTypes() const;

private:
  static OpResultImpl *offset_base(OpResultImpl *base, ptrdiff_t index) {
    return base + index;
  }
  static Value dereference_iterator(OpResultImpl *base, ptrdiff_t index) {
    return base + index;
  }
  friend RangeBaseT;
};

namespace detail {
/// What a ValueRange or TypeRange may view.
using ValueRangeOwner =
    llvm::PointerUnion<const Value *, OpOperand *, OpResultImpl *,
                       BlockArgumentImpl *const *>;
using TypeRangeOwner =
    llvm::PointerUnion<const Value *, OpOperand *, OpResultImpl *,
                       BlockArgumentImpl *const *, const Type *>;

template <typename Owner> Owner offsetOwner(Owner owner, ptrdiff_t index);
} // namespace detail

/// Values from any of the IR's sequences, or from a caller's array. What
/// functions that read a list of values take.
class ValueRange final
    : public llvm::detail::indexed_accessor_range_base<
          ValueRange, detail::ValueRangeOwner, Value, Value, Value> {
public:
  using RangeBaseT::RangeBaseT;
  ValueRange() : RangeBaseT(detail::ValueRangeOwner(), 0) {}
  ValueRange(const Value &value) : RangeBaseT(&value, 1) {}
  ValueRange(llvm::ArrayRef<Value> values)
      : RangeBaseT(values.data(), ptrdiff_t(values.size())) {}
  /// Only for arguments of a call: the list dies with the full expression.
  ValueRange(std::initializer_list<Value> values)
      : ValueRange(llvm::ArrayRef<Value>(values)) {}
  template <size_t N>
  ValueRange(const Value (&values)[N]) : RangeBaseT(values, ptrdiff_t(N)) {}
  template <unsigned N>
  ValueRange(const llvm::SmallVector<Value, N> &values)
      : ValueRange(llvm::ArrayRef<Value>(values)) {}
  ValueRange(const llvm::SmallVectorImpl<Value> &values)
      : ValueRange(llvm::ArrayRef<Value>(values)) {}
  ValueRange(llvm::ArrayRef<BlockArgumentImpl *> args)
      : RangeBaseT(args.data(), ptrdiff_t(args.size())) {}
  ValueRange(OperandRange operands)
      : RangeBaseT(operands.getBase(), ptrdiff_t(operands.size())) {}
  ValueRange(ResultRange results)
      : RangeBaseT(results.getBase(), ptrdiff_t(results.size())) {}

  TypeRange getTypes() const;

private:
  static detail::ValueRangeOwner offset_base(detail::ValueRangeOwner owner,
                                             ptrdiff_t index) {
    return detail::offsetOwner(owner, index);
  }
  static Value dereference_iterator(detail::ValueRangeOwner owner,
                                    ptrdiff_t index);
  friend RangeBaseT;
  friend class TypeRange;
};

/// Types from an ArrayRef<Type> or of the values of any range above.
class TypeRange final
    : public llvm::detail::indexed_accessor_range_base<
          TypeRange, detail::TypeRangeOwner, Type, Type, Type> {
public:
  using RangeBaseT::RangeBaseT;
  TypeRange() : RangeBaseT(detail::TypeRangeOwner(), 0) {}
  TypeRange(const Type &type) : RangeBaseT(&type, 1) {}
  TypeRange(llvm::ArrayRef<Type> types)
      : RangeBaseT(types.data(), ptrdiff_t(types.size())) {}
  /// Only for arguments of a call: the list dies with the full expression.
  TypeRange(std::initializer_list<Type> types)
      : TypeRange(llvm::ArrayRef<Type>(types)) {}
  template <size_t N>
  TypeRange(const Type (&types)[N]) : RangeBaseT(types, ptrdiff_t(N)) {}
  template <unsigned N>
  TypeRange(const llvm::SmallVector<Type, N> &types)
      : TypeRange(llvm::ArrayRef<Type>(types)) {}
  TypeRange(const llvm::SmallVectorImpl<Type> &types)
      : TypeRange(llvm::ArrayRef<Type>(types)) {}
  TypeRange(const std::vector<Type> &types)
      : TypeRange(llvm::ArrayRef<Type>(types)) {}
  explicit TypeRange(OperandRange values)
      : RangeBaseT(values.getBase(), ptrdiff_t(values.size())) {}
  explicit TypeRange(ResultRange values)
      : RangeBaseT(values.getBase(), ptrdiff_t(values.size())) {}
  explicit TypeRange(ValueRange values);

private:
  static detail::TypeRangeOwner offset_base(detail::TypeRangeOwner owner,
                                            ptrdiff_t index) {
    return detail::offsetOwner(owner, index);
  }
  static Type dereference_iterator(detail::TypeRangeOwner owner,
                                   ptrdiff_t index);
  friend RangeBaseT;
};

inline TypeRange OperandRange::getTypes() const { return TypeRange(*this); }
inline TypeRange ResultRange::getTypes() const { return TypeRange(*this); }
inline TypeRange ValueRange::getTypes() const { return TypeRange(*this); }

namespace detail {
template <typename Owner> Owner offsetOwner(Owner owner, ptrdiff_t index) {
  if (auto *values = llvm::dyn_cast_if_present<const Value *>(owner))
    return values + index;
  if (auto *operands = llvm::dyn_cast_if_present<OpOperand *>(owner))
    return operands + index;
  if (auto *results = llvm::dyn_cast_if_present<OpResultImpl *>(owner))
    return results + index;
  if (auto *args = llvm::dyn_cast_if_present<BlockArgumentImpl *const *>(owner))
    return args + index;
  if constexpr (std::is_same_v<Owner, TypeRangeOwner>)
    if (auto *types = llvm::dyn_cast_if_present<const Type *>(owner))
      return types + index;
  return owner;
}
} // namespace detail

inline Value ValueRange::dereference_iterator(detail::ValueRangeOwner owner,
                                              ptrdiff_t index) {
  if (auto *values = llvm::dyn_cast<const Value *>(owner))
    return values[index];
  if (auto *operands = llvm::dyn_cast<OpOperand *>(owner))
    return operands[index].get();
  if (auto *results = llvm::dyn_cast<OpResultImpl *>(owner))
    return results + index;
  return llvm::cast<BlockArgumentImpl *const *>(owner)[index];
}

inline TypeRange::TypeRange(ValueRange values)
    : RangeBaseT(detail::TypeRangeOwner(), ptrdiff_t(values.size())) {
  detail::ValueRangeOwner owner = values.getBase();
  if (auto *v = llvm::dyn_cast_if_present<const Value *>(owner))
    base = v;
  else if (auto *o = llvm::dyn_cast_if_present<OpOperand *>(owner))
    base = o;
  else if (auto *r = llvm::dyn_cast_if_present<OpResultImpl *>(owner))
    base = r;
  else if (auto *a =
               llvm::dyn_cast_if_present<BlockArgumentImpl *const *>(owner))
    base = a;
}

inline Type TypeRange::dereference_iterator(detail::TypeRangeOwner owner,
                                            ptrdiff_t index) {
  if (auto *types = llvm::dyn_cast<const Type *>(owner))
    return types[index];
  if (auto *values = llvm::dyn_cast<const Value *>(owner))
    return values[index].getType();
  if (auto *operands = llvm::dyn_cast<OpOperand *>(owner))
    return operands[index].get().getType();
  if (auto *results = llvm::dyn_cast<OpResultImpl *>(owner))
    return results[index].type;
  return llvm::cast<BlockArgumentImpl *const *>(owner)[index]->type;
}

} // namespace terrace
