//===- UBOps.h - The ub ops as C++ types ----------------------------------===//
#pragma once

#include "dialects/common/TypeConstraints.h"
#include "dialects/ub/UBDialect.h"
#include "ir/DialectTypes.h"
#include "ir/OpBase.h"

namespace terrace::ub {

/// `#ub.poison`: the value of a poison constant (MLIR's PoisonAttr).
class PoisonAttr : public DialectAttr<PoisonAttr> {
public:
  using DialectAttr::DialectAttr;
  static constexpr llvm::StringLiteral name = "ub.poison";
  static PoisonAttr get(Context &ctx) { return getUniqued(ctx, newParams()); }
};

/// The poison attribute constraint of ub.poison's `value`.
extern const AttrConstraint kPoisonAttr;

/// A value with no defined content (MLIR's ub.poison).
struct PoisonOp : Op<PoisonOp> {
  static constexpr llvm::StringLiteral name = "ub.poison";
  static constexpr ValueSpec kResults[] = {{"result", &constraints::AnyType}};
  static constexpr AttrSpec kProperties[] = {
      {"value", &kPoisonAttr, getPoison}};
};

/// Control never reaches it.
struct UnreachableOp : Op<UnreachableOp> {
  static constexpr llvm::StringLiteral name = "ub.unreachable";
};

} // namespace terrace::ub
