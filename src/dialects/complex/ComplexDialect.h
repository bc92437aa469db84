//===- ComplexDialect.h - The complex dialect: complex numbers -----------===//
#pragma once

#include "ir/Dialect.h"

namespace terrace {

/// MLIR 22's complex dialect, so far the ops that make and take apart
/// complex numbers (constant, create, re, im): what the tensor dialect's
/// folds materialize (an element of a complex constant is a
/// complex.constant) and what programs need to build complex values from
/// floats. The arithmetic on them comes later.
class ComplexDialect : public Dialect {
public:
  explicit ComplexDialect(Context &ctx);
  /// A complex.constant where the value is `[re, im]` of the type's parts,
  /// an arith.constant for the parts themselves.
  Operation *materializeConstant(OpBuilder &builder, Attribute value, Type type,
                                 Location loc) override;
};

namespace complex {
/// Whether complex.constant can hold `value` as `type` (MLIR's
/// ConstantOp::isBuildableWith): two float (or two integer) attributes of
/// the complex type's element type.
bool isBuildableWith(Attribute value, Type type);
} // namespace complex

} // namespace terrace
