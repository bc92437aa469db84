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
  static constexpr llvm::StringLiteral name = "cf.cond_br";
  static constexpr ValueSpec kOperands[] = {
      {"condition", &constraints::I1},
      {"trueDestOperands", &constraints::AnyType, Arity::Variadic},
      {"falseDestOperands", &constraints::AnyType, Arity::Variadic}};
  static constexpr AttrSpec kProperties[] = {
      {"branch_weights", &constraints::DenseI32ArrayProperty, nullptr,
       /*optional=*/true}};
  static constexpr SuccessorSpec kSuccessors[] = {{"trueDest"}, {"falseDest"}};
  static CondBranchOp build(OpBuilder &builder, Location loc, Value condition,
                            Block *trueDest, ValueRange trueOperands,
                            Block *falseDest, ValueRange falseOperands = {});
};

/// MLIR's AnyIntElementsAttr: dense integer elements (cf.switch's cases).
extern const TypedAttrConstraint<DenseIntOrFPElementsAttr> kIntElementsProperty;

/// `cf.switch %flag : type, [default: ^d(...), v: ^c(...), ...]`.
struct SwitchOp : Op<SwitchOp> {
  static constexpr llvm::StringLiteral name = "cf.switch";
  static constexpr ValueSpec kOperands[] = {
      {"flag", &constraints::AnyInteger},
      {"defaultOperands", &constraints::AnyType, Arity::Variadic},
      {"caseOperands", &constraints::AnyType, Arity::Variadic,
       "case_operand_segments"}};
  static constexpr AttrSpec kProperties[] = {
      {"case_values", &kIntElementsProperty, nullptr, /*optional=*/true},
      {"case_operand_segments", &constraints::DenseI32ArrayProperty}};
  static constexpr SuccessorSpec kSuccessors[] = {
      {"defaultDestination"}, {"caseDestinations", /*variadic=*/true}};
  /// `caseValues` is null when there are no cases (caseValuesAttr builds
  /// one); each case takes no operands.
  static SwitchOp build(OpBuilder &builder, Location loc, Value flag,
                        Block *defaultDest, ValueRange defaultOperands,
                        Attribute caseValues,
                        llvm::ArrayRef<Block *> caseDests);
};

} // namespace terrace::cf
