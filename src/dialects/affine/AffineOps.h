//===- AffineOps.h - The affine ops as C++ types --------------------------===//
#pragma once

#include "dialects/affine/AffineDialect.h"
#include "dialects/common/TypeConstraints.h"
#include "ir/AffineExpr.h"
#include "ir/OpBase.h"
#include "rewrite/PatternMatch.h"

namespace terrace::affine {

/// An AffineMapAttr (MLIR's AffineMapAttr constraint).
extern const TypedAttrConstraint<AffineMapAttr> kAffineMapAttr;

/// `affine.apply #map(%d0, %d1)[%s0]`: the map's one result, its
/// dimensions and then its symbols bound to the operands.
struct ApplyOp : Op<ApplyOp> {
  static constexpr llvm::StringLiteral name = "affine.apply";
  static constexpr ValueSpec kOperands[] = {
      {"mapOperands", &constraints::Index, Arity::Variadic}};
  static constexpr ValueSpec kResults[] = {{"result", &constraints::Index}};
  static constexpr AttrSpec kProperties[] = {{"map", &kAffineMapAttr}};
};

/// What affine.apply of `map` to `operands` folds to (`constants` holds
/// the operands' constant values, null where not constant): the operand
/// the map returns, the constant it computes, poison where it divides by
/// zero; null where it does not fold.
OpFoldResult foldApply(AffineMapAttr map, ValueRange operands,
                       llvm::ArrayRef<Attribute> constants);

/// affine.apply's canonicalization patterns (SimplifyAffineOp), for passes
/// that run them with their own (MLIR's
/// AffineApplyOp::getCanonicalizationPatterns).
void applyPatterns(RewritePatternSet &patterns, Context &ctx);

} // namespace terrace::affine
