//===- AffineDialect.h - The affine dialect -------------------------------===//
//
// MLIR's affine dialect, so far its one op the structured-op rewrites need:
// affine.apply, an index computed by an affine map from index operands.
//
//===----------------------------------------------------------------------===//
#pragma once

#include "ir/Dialect.h"

namespace terrace {

class AffineDialect : public Dialect {
public:
  explicit AffineDialect(Context &ctx);
  /// What affine.apply folds to: an index constant (arith.constant), or
  /// ub.poison where the map divides by zero.
  Operation *materializeConstant(OpBuilder &builder, Attribute value, Type type,
                                 Location loc) override;
};

} // namespace terrace
