//===- BuiltinOps.h - The builtin ops as C++ types ------------------------===//
#pragma once

#include "dialects/common/TypeConstraints.h"
#include "ir/OpBase.h"

namespace terrace::builtin {

/// `module @name { ... }`: no operands or results, one region of one block.
struct ModuleOp : Op<ModuleOp> {
  static constexpr llvm::StringLiteral name = "builtin.module";
  static constexpr AttrSpec kProperties[] = {
      {"sym_name", &constraints::SymbolNameProperty, nullptr,
       /*optional=*/true},
      {"sym_visibility", &constraints::StringProperty, nullptr,
       /*optional=*/true}};
  static constexpr RegionSpec kRegions[] = {{"bodyRegion", RegionBlocks::One}};
};

/// A cast that dialect conversion leaves between types it converted and
/// types it did not (MLIR's unrealized_conversion_cast).
struct UnrealizedConversionCastOp : Op<UnrealizedConversionCastOp> {
  static constexpr llvm::StringLiteral name =
      "builtin.unrealized_conversion_cast";
  static constexpr ValueSpec kOperands[] = {
      {"inputs", &constraints::AnyType, Arity::Variadic}};
  static constexpr ValueSpec kResults[] = {
      {"outputs", &constraints::AnyType, Arity::Variadic}};
  static UnrealizedConversionCastOp build(OpBuilder &builder, Location loc,
                                          TypeRange resultTypes,
                                          ValueRange inputs);
};

} // namespace terrace::builtin
