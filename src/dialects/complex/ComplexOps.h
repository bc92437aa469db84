//===- ComplexOps.h - The complex ops as C++ types ------------------------===//
//
// One type per op of MLIR 22's complex dialect, with its signature (see
// ir/OpBase.h). The table in ComplexOps.cpp takes each row's name and
// signature from here.
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
/// A signless integer, not index (MLIR's AnySignlessInteger).
extern const TypeConstraint SignlessInteger;
/// An array attribute (MLIR's ArrayAttr).
extern const TypedAttrConstraint<ArrayAttr> ArrayProperty;

namespace sig {
struct FastMath {
  static constexpr AttrSpec kProperties[] = {
      {"fastmath", &arith::kFastMathAttr, arith::noFastMath}};
};
/// One complex number in (ComplexUnaryOp).
struct Unary : FastMath {
  static constexpr ValueSpec kOperands[] = {{"complex", &ComplexOfFloat}};
};
/// A complex number of the operand's type out.
struct UnaryComplex : Unary {
  static constexpr ValueSpec kResults[] = {{"result", &ComplexOfFloat}};
};
/// A float of the operand's part type out (abs, angle).
struct UnaryReal : Unary {
  static constexpr ValueSpec kResults[] = {{"result", &AnyFloat}};
};
/// Two complex numbers of one type in and out (ComplexArithmeticOp).
struct Binary : FastMath {
  static constexpr ValueSpec kOperands[] = {{"lhs", &ComplexOfFloat},
                                            {"rhs", &ComplexOfFloat}};
  static constexpr ValueSpec kResults[] = {{"result", &ComplexOfFloat}};
};
/// eq and neq.
struct Compare {
  static constexpr ValueSpec kOperands[] = {{"lhs", &ComplexOfFloat},
                                            {"rhs", &ComplexOfFloat}};
  static constexpr ValueSpec kResults[] = {{"result", &constraints::I1}};
};
} // namespace sig

#define COMPLEX_OP(Class, opName, ...)                                         \
  struct Class : Op<Class>, __VA_ARGS__ {                                      \
    static constexpr llvm::StringLiteral name = opName;                        \
  };

COMPLEX_OP(AbsOp, "complex.abs", sig::UnaryReal)
COMPLEX_OP(AngleOp, "complex.angle", sig::UnaryReal)
COMPLEX_OP(ConjOp, "complex.conj", sig::UnaryComplex)
COMPLEX_OP(CosOp, "complex.cos", sig::UnaryComplex)
COMPLEX_OP(ExpOp, "complex.exp", sig::UnaryComplex)
COMPLEX_OP(Expm1Op, "complex.expm1", sig::UnaryComplex)
COMPLEX_OP(LogOp, "complex.log", sig::UnaryComplex)
COMPLEX_OP(Log1pOp, "complex.log1p", sig::UnaryComplex)
COMPLEX_OP(NegOp, "complex.neg", sig::UnaryComplex)
COMPLEX_OP(RsqrtOp, "complex.rsqrt", sig::UnaryComplex)
COMPLEX_OP(SignOp, "complex.sign", sig::UnaryComplex)
COMPLEX_OP(SinOp, "complex.sin", sig::UnaryComplex)
COMPLEX_OP(SqrtOp, "complex.sqrt", sig::UnaryComplex)
COMPLEX_OP(TanOp, "complex.tan", sig::UnaryComplex)
COMPLEX_OP(TanhOp, "complex.tanh", sig::UnaryComplex)
COMPLEX_OP(AddOp, "complex.add", sig::Binary)
COMPLEX_OP(Atan2Op, "complex.atan2", sig::Binary)
COMPLEX_OP(DivOp, "complex.div", sig::Binary)
COMPLEX_OP(MulOp, "complex.mul", sig::Binary)
COMPLEX_OP(PowOp, "complex.pow", sig::Binary)
COMPLEX_OP(SubOp, "complex.sub", sig::Binary)
COMPLEX_OP(EqualOp, "complex.eq", sig::Compare)
COMPLEX_OP(NotEqualOp, "complex.neq", sig::Compare)
#undef COMPLEX_OP

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

/// The real part.
struct ReOp : Op<ReOp>, sig::Unary {
  static constexpr llvm::StringLiteral name = "complex.re";
  static constexpr ValueSpec kResults[] = {{"real", &AnyFloat}};
};

/// The imaginary part.
struct ImOp : Op<ImOp>, sig::Unary {
  static constexpr llvm::StringLiteral name = "complex.im";
  static constexpr ValueSpec kResults[] = {{"imaginary", &AnyFloat}};
};

/// A complex number raised to an integer power; its fastmath flags are
/// optional, unlike the other ops' (MLIR 22 prints none when absent).
struct PowiOp : Op<PowiOp> {
  static constexpr llvm::StringLiteral name = "complex.powi";
  static constexpr ValueSpec kOperands[] = {{"lhs", &ComplexOfFloat},
                                            {"rhs", &SignlessInteger}};
  static constexpr ValueSpec kResults[] = {{"result", &ComplexOfFloat}};
  static constexpr AttrSpec kProperties[] = {
      {"fastmath", &arith::kFastMathAttr, nullptr, /*optional=*/true}};
};

/// The bits of a complex number as an integer or float of twice its part
/// width, or back.
struct BitcastOp : Op<BitcastOp> {
  static constexpr llvm::StringLiteral name = "complex.bitcast";
  static constexpr ValueSpec kOperands[] = {{"operand", &constraints::AnyType}};
  static constexpr ValueSpec kResults[] = {{"result", &constraints::AnyType}};
};

} // namespace terrace::complex
