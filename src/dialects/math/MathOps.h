//===- MathOps.h - The math ops as C++ types ------------------------------===//
//
// One type per op of MLIR 22's math dialect, with its signature (see
// ir/OpBase.h). The table in MathOps.cpp takes each row's name and
// signature from here.
//
//===----------------------------------------------------------------------===//
#pragma once

#include "dialects/arith/ArithDialect.h"
#include "dialects/common/TypeConstraints.h"
#include "ir/OpBase.h"

namespace terrace::math {

namespace sig {
using namespace constraints;
struct FastMath {
  static constexpr AttrSpec kProperties[] = {
      {"fastmath", &arith::kFastMathAttr, arith::noFastMath}};
};
struct FloatUnary : FastMath {
  static constexpr ValueSpec kOperands[] = {{"operand", &FloatLike}};
  static constexpr ValueSpec kResults[] = {{"result", &FloatLike}};
};
struct FloatBinary : FastMath {
  static constexpr ValueSpec kOperands[] = {{"lhs", &FloatLike},
                                            {"rhs", &FloatLike}};
  static constexpr ValueSpec kResults[] = {{"result", &FloatLike}};
};
struct IntUnary {
  static constexpr ValueSpec kOperands[] = {{"operand", &SignlessIntegerLike}};
  static constexpr ValueSpec kResults[] = {{"result", &SignlessIntegerLike}};
};
struct IntBinary {
  static constexpr ValueSpec kOperands[] = {{"lhs", &SignlessIntegerLike},
                                            {"rhs", &SignlessIntegerLike}};
  static constexpr ValueSpec kResults[] = {{"result", &SignlessIntegerLike}};
};
struct Classify : FastMath {
  static constexpr ValueSpec kOperands[] = {{"operand", &FloatLike}};
  static constexpr ValueSpec kResults[] = {{"result", &BoolLike}};
};
} // namespace sig

#define MATH_OP(Class, opName, Sig)                                            \
  struct Class : Op<Class>, Sig {                                              \
    static constexpr llvm::StringLiteral name = opName;                        \
  };

MATH_OP(AbsFOp, "math.absf", sig::FloatUnary)
MATH_OP(AcosOp, "math.acos", sig::FloatUnary)
MATH_OP(AcoshOp, "math.acosh", sig::FloatUnary)
MATH_OP(AsinOp, "math.asin", sig::FloatUnary)
MATH_OP(AsinhOp, "math.asinh", sig::FloatUnary)
MATH_OP(AtanOp, "math.atan", sig::FloatUnary)
MATH_OP(AtanhOp, "math.atanh", sig::FloatUnary)
MATH_OP(CbrtOp, "math.cbrt", sig::FloatUnary)
MATH_OP(CeilOp, "math.ceil", sig::FloatUnary)
MATH_OP(CosOp, "math.cos", sig::FloatUnary)
MATH_OP(CoshOp, "math.cosh", sig::FloatUnary)
MATH_OP(ErfOp, "math.erf", sig::FloatUnary)
MATH_OP(ErfcOp, "math.erfc", sig::FloatUnary)
MATH_OP(ExpOp, "math.exp", sig::FloatUnary)
MATH_OP(Exp2Op, "math.exp2", sig::FloatUnary)
MATH_OP(ExpM1Op, "math.expm1", sig::FloatUnary)
MATH_OP(FloorOp, "math.floor", sig::FloatUnary)
MATH_OP(LogOp, "math.log", sig::FloatUnary)
MATH_OP(Log10Op, "math.log10", sig::FloatUnary)
MATH_OP(Log1pOp, "math.log1p", sig::FloatUnary)
MATH_OP(Log2Op, "math.log2", sig::FloatUnary)
MATH_OP(RoundOp, "math.round", sig::FloatUnary)
MATH_OP(RoundEvenOp, "math.roundeven", sig::FloatUnary)
MATH_OP(RsqrtOp, "math.rsqrt", sig::FloatUnary)
MATH_OP(SinOp, "math.sin", sig::FloatUnary)
MATH_OP(SinhOp, "math.sinh", sig::FloatUnary)
MATH_OP(SqrtOp, "math.sqrt", sig::FloatUnary)
MATH_OP(TanOp, "math.tan", sig::FloatUnary)
MATH_OP(TanhOp, "math.tanh", sig::FloatUnary)
MATH_OP(TruncOp, "math.trunc", sig::FloatUnary)
MATH_OP(Atan2Op, "math.atan2", sig::FloatBinary)
MATH_OP(CopySignOp, "math.copysign", sig::FloatBinary)
MATH_OP(PowFOp, "math.powf", sig::FloatBinary)
MATH_OP(AbsIOp, "math.absi", sig::IntUnary)
MATH_OP(CountLeadingZerosOp, "math.ctlz", sig::IntUnary)
MATH_OP(CountTrailingZerosOp, "math.cttz", sig::IntUnary)
MATH_OP(CtPopOp, "math.ctpop", sig::IntUnary)
MATH_OP(IPowIOp, "math.ipowi", sig::IntBinary)
MATH_OP(IsFiniteOp, "math.isfinite", sig::Classify)
MATH_OP(IsInfOp, "math.isinf", sig::Classify)
MATH_OP(IsNaNOp, "math.isnan", sig::Classify)
MATH_OP(IsNormalOp, "math.isnormal", sig::Classify)
#undef MATH_OP

struct FPowIOp : Op<FPowIOp>, sig::FastMath {
  static constexpr llvm::StringLiteral name = "math.fpowi";
  static constexpr ValueSpec kOperands[] = {
      {"lhs", &constraints::FloatLike},
      {"rhs", &constraints::SignlessIntegerLike}};
  static constexpr ValueSpec kResults[] = {{"result", &constraints::FloatLike}};
};
struct FmaOp : Op<FmaOp>, sig::FastMath {
  static constexpr llvm::StringLiteral name = "math.fma";
  static constexpr ValueSpec kOperands[] = {{"a", &constraints::FloatLike},
                                            {"b", &constraints::FloatLike},
                                            {"c", &constraints::FloatLike}};
  static constexpr ValueSpec kResults[] = {{"result", &constraints::FloatLike}};
};
struct ClampFOp : Op<ClampFOp>, sig::FastMath {
  static constexpr llvm::StringLiteral name = "math.clampf";
  static constexpr ValueSpec kOperands[] = {{"value", &constraints::FloatLike},
                                            {"min", &constraints::FloatLike},
                                            {"max", &constraints::FloatLike}};
  static constexpr ValueSpec kResults[] = {{"result", &constraints::FloatLike}};
};
struct SinCosOp : Op<SinCosOp>, sig::FastMath {
  static constexpr llvm::StringLiteral name = "math.sincos";
  static constexpr ValueSpec kOperands[] = {
      {"operand", &constraints::FloatLike}};
  static constexpr ValueSpec kResults[] = {{"sin", &constraints::FloatLike},
                                           {"cos", &constraints::FloatLike}};
};

} // namespace terrace::math
