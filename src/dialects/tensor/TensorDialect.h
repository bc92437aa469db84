//===- TensorDialect.h - The tensor dialect: values of many elements ------===//
#pragma once

#include "ir/Dialect.h"

namespace terrace {

/// MLIR 22's tensor dialect: creating, reading, updating and reshaping
/// tensors as values (no memory).
class TensorDialect : public Dialect {
public:
  explicit TensorDialect(Context &ctx);
  /// Constants fold to arith.constant (complex.constant for complex
  /// elements), as in MLIR.
  Operation *materializeConstant(OpBuilder &builder, Attribute value, Type type,
                                 Location loc) override;
  /// Casts that forget sizes fold into destination-style ops.
  void getCanonicalizationPatterns(RewritePatternSet &patterns) const override;
};

} // namespace terrace
