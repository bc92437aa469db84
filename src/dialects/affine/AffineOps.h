//===- AffineOps.h - The affine ops as C++ types --------------------------===//
#pragma once

#include "dialects/affine/AffineDialect.h"
#include "dialects/common/TypeConstraints.h"
#include "ir/OpBase.h"

namespace terrace::affine {

/// An AffineMapAttr (MLIR's AffineMapAttr constraint).
extern const AttrConstraint kAffineMapAttr;

/// `affine.apply #map(%d0, %d1)[%s0]`: the map's one result, its
/// dimensions and then its symbols bound to the operands.
struct ApplyOp : Op<ApplyOp> {
  static constexpr llvm::StringLiteral name = "affine.apply";
  static constexpr ValueSpec kOperands[] = {
      {"mapOperands", &constraints::Index, Arity::Variadic}};
  static constexpr ValueSpec kResults[] = {{"result", &constraints::Index}};
  static constexpr AttrSpec kProperties[] = {{"map", &kAffineMapAttr}};
};

} // namespace terrace::affine
