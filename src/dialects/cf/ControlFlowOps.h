//===- ControlFlowOps.h - The cf ops as C++ types -------------------------===//
//
// One type per op of MLIR 22's cf dialect (see ir/OpBase.h). The branches
// check their own operands (their successor operand groups are not a plain
// signature), so they declare builders of their own instead.
//
//===----------------------------------------------------------------------===//
#pragma once

#include "dialects/common/TypeConstraints.h"
#include "ir/OpBase.h"

namespace terrace::cf {

struct AssertOp : Op<AssertOp> {
  static constexpr llvm::StringLiteral name = "cf.assert";
  static constexpr ValueSpec kOperands[] = {{"arg", &constraints::I1}};
  static constexpr AttrSpec kProperties[] = {
      {"msg", &constraints::StringProperty}};
};

/// `cf.br ^dest(operands)`.
struct BranchOp : Op<BranchOp> {
  static constexpr llvm::StringLiteral name = "cf.br";
  static constexpr ValueSpec kOperands[] = {
      {"destOperands", &constraints::AnyType, Arity::Variadic}};
  static constexpr SuccessorSpec kSuccessors[] = {{"dest"}};
  static BranchOp build(OpBuilder &builder, Location loc, Block *dest,
                        ValueRange destOperands = {});
};

/// `cf.cond_br %condition, ^trueDest(trueOperands), ^falseDest(...)`.
struct CondBranchOp : Op<CondBranchOp> {
  static constexpr bool kChecksItsOwnStructure = true;
  static constexpr llvm::StringLiteral name = "cf.cond_br";
  static CondBranchOp build(OpBuilder &builder, Location loc, Value condition,
                            Block *trueDest, ValueRange trueOperands,
                            Block *falseDest, ValueRange falseOperands = {});
};

/// `cf.switch %flag : type, [default: ^d(...), v: ^c(...), ...]`.
struct SwitchOp : Op<SwitchOp> {
  static constexpr bool kChecksItsOwnStructure = true;
  static constexpr llvm::StringLiteral name = "cf.switch";
  /// `caseValues` is null when there are no cases (caseValuesAttr builds
  /// one); each case takes no operands.
  static SwitchOp build(OpBuilder &builder, Location loc, Value flag,
                        Block *defaultDest, ValueRange defaultOperands,
                        Attribute caseValues,
                        llvm::ArrayRef<Block *> caseDests);
};

} // namespace terrace::cf
