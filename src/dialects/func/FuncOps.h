//===- FuncOps.h - The func ops as C++ types ------------------------------===//
//
// One type per op of MLIR 22's func dialect (see ir/OpBase.h). Each checks
// its own structure (function types tie its operands, results and
// attributes together), so the types declare builders of their own.
//
//===----------------------------------------------------------------------===//
#pragma once

#include "dialects/common/TypeConstraints.h"
#include "ir/OpBase.h"

namespace terrace::func {

struct FuncOp : Op<FuncOp> {
  static constexpr bool kChecksItsOwnStructure = true;
  static constexpr llvm::StringLiteral name = "func.func";
  /// `func.func private @name` of `type` at the insertion point: a
  /// declaration (its region empty) until the caller gives it a block.
  static FuncOp buildPrivate(OpBuilder &builder, Location loc,
                             llvm::StringRef name, FunctionType type);
};

struct ReturnOp : Op<ReturnOp> {
  static constexpr llvm::StringLiteral name = "func.return";
  static constexpr ValueSpec kOperands[] = {
      {"operands", &constraints::AnyType, Arity::Variadic}};
  static ReturnOp build(OpBuilder &builder, Location loc, ValueRange operands);
};

/// `func.call @callee(operands) : (...) -> resultTypes`.
/// An array of dictionaries (arg_attrs, res_attrs).
extern const TypedAttrConstraint<ArrayAttr> kDictArrayProperty;

struct CallOp : Op<CallOp> {
  static constexpr llvm::StringLiteral name = "func.call";
  static constexpr ValueSpec kOperands[] = {
      {"operands", &constraints::AnyType, Arity::Variadic}};
  static constexpr ValueSpec kResults[] = {
      {"results", &constraints::AnyType, Arity::Variadic}};
  static constexpr AttrSpec kProperties[] = {
      {"arg_attrs", &kDictArrayProperty, nullptr, /*optional=*/true},
      {"callee", &constraints::FlatSymbolRefProperty},
      {"no_inline", &constraints::UnitProperty, nullptr, /*optional=*/true},
      {"res_attrs", &kDictArrayProperty, nullptr, /*optional=*/true}};
  static CallOp build(OpBuilder &builder, Location loc, SymbolRefAttr callee,
                      TypeRange resultTypes, ValueRange operands);
};

/// `func.constant @f : type`.
struct ConstantOp : Op<ConstantOp> {
  static constexpr llvm::StringLiteral name = "func.constant";
  static constexpr ValueSpec kResults[] = {{"result", &constraints::AnyType}};
  static constexpr AttrSpec kProperties[] = {
      {"value", &constraints::FlatSymbolRefProperty}};
  static ConstantOp build(OpBuilder &builder, Location loc, SymbolRefAttr value,
                          Type type);
};

/// `func.call_indirect %callee(%args) : (types) -> types`.
struct CallIndirectOp : Op<CallIndirectOp> {
  static constexpr llvm::StringLiteral name = "func.call_indirect";
  static constexpr ValueSpec kOperands[] = {
      {"callee", &constraints::FunctionTypeConstraint},
      {"callee_operands", &constraints::AnyType, Arity::Variadic}};
  static constexpr ValueSpec kResults[] = {
      {"results", &constraints::AnyType, Arity::Variadic}};
  static constexpr AttrSpec kProperties[] = {
      {"arg_attrs", &kDictArrayProperty, nullptr, /*optional=*/true},
      {"res_attrs", &kDictArrayProperty, nullptr, /*optional=*/true}};
};

} // namespace terrace::func
