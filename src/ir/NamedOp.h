//===- NamedOp.h - Accessors and builders by the names of a signature -----===//
//
// What MLIR generates per op from ODS (getLhs(), getInits(), getPredicate(),
// OpTy::create(builder, loc, ...)) Terrace derives at run time from the op
// table row's signature: operand and result groups and properties are
// reached by the names the row gives them, and an op is built from named
// groups, with its operand and result segment sizes, default properties and
// inferable result types filled in. No generated code, one row per op.
//
//   NamedOp add(op);
//   Value lhs = add.operand("lhs");
//   auto pred = NamedOp(cmp).property<IntegerAttr>("predicate");
//   Operation *loop = buildOp(b, loc, "scf.parallel",
//       {{"lowerBound", lbs}, {"upperBound", ubs}, {"step", steps}});
//
//===----------------------------------------------------------------------===//
#pragma once

#include "ir/Attributes.h"
#include "ir/Location.h"
#include "ir/ValueRange.h"

#include "llvm/ADT/SmallVector.h"

#include <utility>

namespace terrace {
class OpBuilder;
class Operation;
struct OpSignature;

/// Named access to a registered op with a signature.
class NamedOp {
public:
  /// Null (false) when `op` is not a registered op with a signature.
  explicit NamedOp(Operation *op);
  explicit operator bool() const { return signature != nullptr; }
  Operation *getOperation() const { return op; }

  /// Whether the signature has an operand group, result group or property
  /// of this name.
  bool hasOperandGroup(llvm::StringRef name) const;
  bool hasResultGroup(llvm::StringRef name) const;

  /// The operands of group `name` (empty for an unknown name).
  llvm::SmallVector<Value, 4> operands(llvm::StringRef name) const;
  /// The first operand of group `name`: the operand of a single group, or
  /// null when the group is empty or unknown.
  Value operand(llvm::StringRef name) const;
  llvm::SmallVector<Value, 4> results(llvm::StringRef name) const;
  Value result(llvm::StringRef name) const;

  /// The property `name` (null when absent).
  Attribute property(llvm::StringRef name) const;
  template <typename AttrT> AttrT property(llvm::StringRef name) const {
    return llvm::dyn_cast_if_present<AttrT>(property(name));
  }

private:
  std::pair<unsigned, unsigned> group(bool results, llvm::StringRef name) const;
  Operation *op = nullptr;
  const OpSignature *signature = nullptr;
};

/// The values of one named operand group.
using NamedValues = std::pair<llvm::StringRef, ValueRange>;

/// Creates op `name` at the builder's insertion point from its signature:
/// `operands` in any order (groups not given are empty), laid out in the
/// signature's order, with `operandSegmentSizes` when the op has several
/// variadic or optional operand groups; `resultTypes` (inferred when empty
/// and the op infers them); `properties` (the others get their defaults).
/// Returns null, creating nothing, when `name` is not a registered op with
/// a signature, a group name is unknown, a single group is not given one
/// value, or no result types are given or inferable where a single result
/// group needs one (variadic result groups are empty when none are given).
Operation *buildOp(OpBuilder &builder, Location loc, llvm::StringRef name,
                   llvm::ArrayRef<NamedValues> operands,
                   TypeRange resultTypes = {},
                   llvm::ArrayRef<NamedAttribute> properties = {},
                   unsigned numRegions = 0);

} // namespace terrace
