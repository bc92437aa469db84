//===- ComplexOps.h - The complex ops as C++ types ------------------------===//
//
// One type per op of MLIR 22's complex dialect that Terrace has, with its
// signature (see ir/OpBase.h).
//
//===----------------------------------------------------------------------===//
#pragma once

#include "dialects/arith/ArithDialect.h"
#include "dialects/common/TypeConstraints.h"
#include "dialects/complex/ComplexDialect.h"
#include "ir/OpBase.h"

namespace terrace::complex {

/// A complex type with float parts (MLIR's Complex<AnyFloat>).
extern const TypeConstraint ComplexOfFloat;
/// Any complex type (MLIR's AnyComplex).
extern const TypeConstraint AnyComplex;
/// Any float type (MLIR's AnyFloat).
extern const TypeConstraint AnyFloat;
/// An array attribute (MLIR's ArrayAttr).
extern const TypedAttrConstraint<ArrayAttr> ArrayProperty;

/// A complex number given by its two parts: `[re, im]`.
struct ConstantOp : Op<ConstantOp> {
  static constexpr llvm::StringLiteral name = "complex.constant";
  static constexpr AttrSpec kProperties[] = {{"value", &ArrayProperty}};
  static constexpr ValueSpec kResults[] = {{"complex", &AnyComplex}};
  Attribute getValue() const { return property<"value">(); }
};

/// The complex number of a real and an imaginary part.
struct CreateOp : Op<CreateOp> {
  static constexpr llvm::StringLiteral name = "complex.create";
  static constexpr ValueSpec kOperands[] = {{"real", &AnyFloat},
                                            {"imaginary", &AnyFloat}};
  static constexpr ValueSpec kResults[] = {{"complex", &ComplexOfFloat}};
};

namespace sig {
struct Part {
  static constexpr ValueSpec kOperands[] = {{"complex", &ComplexOfFloat}};
  static constexpr AttrSpec kProperties[] = {
      {"fastmath", &arith::kFastMathAttr, arith::noFastMath}};
};
} // namespace sig

/// The real part.
struct ReOp : Op<ReOp>, sig::Part {
  static constexpr llvm::StringLiteral name = "complex.re";
  static constexpr ValueSpec kResults[] = {{"real", &AnyFloat}};
};

/// The imaginary part.
struct ImOp : Op<ImOp>, sig::Part {
  static constexpr llvm::StringLiteral name = "complex.im";
  static constexpr ValueSpec kResults[] = {{"imaginary", &AnyFloat}};
};

} // namespace terrace::complex
