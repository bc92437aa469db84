//===- MathOps.cpp - The math op table and its folders --------------------===//
//
// Every op of MLIR 22's math dialect. Folds apply to scalars, splats and
// dense tensors and vectors element by element. Float folds evaluate the
// host's libm in the op's own precision (f64 through the double function,
// f32 through the float one; other types are left alone), as MLIR's folders
// do, so both tools fold to the same bits on the same machine.
//
//===----------------------------------------------------------------------===//
#include "dialects/math/MathOps.h"
#include "dialects/arith/ArithDialect.h"
#include "dialects/common/ConstantFolding.h"
#include "dialects/common/TypeConstraints.h"
#include "dialects/math/MathDialect.h"
#include "dialects/ub/UBDialect.h"
#include "interfaces/InlinerInterface.h"
#include "ir/Builder.h"
#include "ir/Context.h"
#include "ir/Diagnostics.h"
#include "rewrite/PatternMatch.h"

#include <cmath>

using namespace terrace;
using namespace terrace::constraints;
using llvm::APFloat;
using llvm::APInt;

//===-- Signatures and formats --------------------------------------------===//

static constexpr const char *kFmtFloatUnary =
    "$operand (`fastmath` `` $fastmath^)? attr-dict `:` type($result)";
static constexpr const char *kFmtFloatBinary =
    "$lhs `,` $rhs (`fastmath` `` $fastmath^)? attr-dict `:` type($result)";
static constexpr const char *kFmtIntUnary =
    "$operand attr-dict `:` type($result)";
static constexpr const char *kFmtIntBinary =
    "$lhs `,` $rhs attr-dict `:` type($result)";
static constexpr const char *kFmtFPowI =
    "$lhs `,` $rhs (`fastmath` `` $fastmath^)? attr-dict `:` type($lhs) `,` "
    "type($rhs)";
static constexpr const char *kFmtFma =
    "$a `,` $b `,` $c (`fastmath` `` $fastmath^)? attr-dict `:` type($result)";
static constexpr const char *kFmtClamp =
    "$value `to` ` ` `[` $min `,` $max `]` (`fastmath` `` $fastmath^)? "
    "attr-dict "
    "`:` type($result)";
static constexpr const char *kFmtClassify =
    "$operand attr-dict `:` type($operand)";
static constexpr const char *kFmtSinCos =
    "$operand (`fastmath` `` $fastmath^)? attr-dict `:` type($operand)";

static void nameSinCos(Operation *op,
                       llvm::function_ref<void(Value, llvm::StringRef)> set) {
  set(op->getResult(0), "sin");
  set(op->getResult(1), "cos");
}

//===-- Folders -----------------------------------------------------------===//

using Results = llvm::SmallVectorImpl<OpFoldResult>;

/// A poison operand makes the result poison (MLIR's common folders).
static bool yieldPoisonIfAny(llvm::ArrayRef<Attribute> c, Results &results) {
  for (Attribute a : c)
    if (ub::isPoison(a)) {
      results.push_back(a);
      return true;
    }
  return false;
}

/// Folds element by element with `calc` (poison in, poison out); fails
/// when `calc` refuses an element.
template <typename... Args, typename Calc>
static LogicalResult foldExact(Operation *op, llvm::ArrayRef<Attribute> c,
                               Results &results, Calc calc) {
  if (yieldPoisonIfAny(c, results))
    return success();
  Attribute folded =
      foldElementwise<Args...>(c, op->getResult(0).getType(), calc);
  if (!folded)
    return failure();
  results.push_back(folded);
  return success();
}

/// Folds a unary float op through libm: `f64` elements through the double
/// function, `f32` ones through the float one; `accept` may refuse an input
/// (log of a negative number).
template <double (*F64)(double), float (*F32)(float)>
static LogicalResult libmUnary(Operation *op, llvm::ArrayRef<Attribute> c,
                               Results &results,
                               bool (*accept)(const APFloat &) = nullptr) {
  return foldExact<APFloat>(op, c, results,
                            [&](const APFloat &a) -> std::optional<APFloat> {
                              if (accept && !accept(a))
                                return std::nullopt;
                              if (&a.getSemantics() == &APFloat::IEEEdouble())
                                return APFloat(F64(a.convertToDouble()));
                              if (&a.getSemantics() == &APFloat::IEEEsingle())
                                return APFloat(F32(a.convertToFloat()));
                              return std::nullopt;
                            });
}

template <double (*F64)(double, double), float (*F32)(float, float)>
static LogicalResult libmBinary(Operation *op, llvm::ArrayRef<Attribute> c,
                                Results &results) {
  return foldExact<APFloat, APFloat>(
      op, c, results,
      [](const APFloat &a, const APFloat &b) -> std::optional<APFloat> {
        if (&a.getSemantics() == &APFloat::IEEEdouble())
          return APFloat(F64(a.convertToDouble(), b.convertToDouble()));
        if (&a.getSemantics() == &APFloat::IEEEsingle())
          return APFloat(F32(a.convertToFloat(), b.convertToFloat()));
        return std::nullopt;
      });
}

static bool notNegative(const APFloat &a) { return !a.isNegative(); }

#define LIBM_UNARY(name, fn, accept)                                           \
  static LogicalResult name(Operation *op, llvm::ArrayRef<Attribute> c,        \
                            Results &results) {                                \
    return libmUnary<static_cast<double (*)(double)>(std::fn),                 \
                     static_cast<float (*)(float)>(std::fn)>(op, c, results,   \
                                                             accept);          \
  }
LIBM_UNARY(foldSqrt, sqrt, notNegative)
LIBM_UNARY(foldExp, exp, nullptr)
LIBM_UNARY(foldExp2, exp2, nullptr)
LIBM_UNARY(foldExpM1, expm1, nullptr)
LIBM_UNARY(foldLog, log, notNegative)
LIBM_UNARY(foldLog2, log2, notNegative)
LIBM_UNARY(foldLog10, log10, notNegative)
LIBM_UNARY(foldSin, sin, nullptr)
LIBM_UNARY(foldCos, cos, nullptr)
LIBM_UNARY(foldTan, tan, nullptr)
LIBM_UNARY(foldTanh, tanh, nullptr)
LIBM_UNARY(foldSinh, sinh, nullptr)
LIBM_UNARY(foldCosh, cosh, nullptr)
LIBM_UNARY(foldAtan, atan, nullptr)
LIBM_UNARY(foldAsin, asin, nullptr)
LIBM_UNARY(foldAcos, acos, nullptr)
LIBM_UNARY(foldAsinh, asinh, nullptr)
LIBM_UNARY(foldAcosh, acosh, nullptr)
LIBM_UNARY(foldAtanh, atanh, nullptr)
LIBM_UNARY(foldErf, erf, nullptr)
LIBM_UNARY(foldErfc, erfc, nullptr)
LIBM_UNARY(foldRound, round, nullptr)
#undef LIBM_UNARY

static LogicalResult foldLog1p(Operation *op, llvm::ArrayRef<Attribute> c,
                               Results &results) {
  // log1p is defined from -1 up.
  return libmUnary<static_cast<double (*)(double)>(std::log1p),
                   static_cast<float (*)(float)>(std::log1p)>(
      op, c, results, [](const APFloat &a) {
        APFloat sum = a;
        sum.add(APFloat(a.getSemantics(), 1), APFloat::rmNearestTiesToEven);
        return !sum.isNegative();
      });
}

static LogicalResult foldPowF(Operation *op, llvm::ArrayRef<Attribute> c,
                              Results &results) {
  return libmBinary<static_cast<double (*)(double, double)>(std::pow),
                    static_cast<float (*)(float, float)>(std::pow)>(op, c,
                                                                    results);
}

static LogicalResult foldAtan2(Operation *op, llvm::ArrayRef<Attribute> c,
                               Results &results) {
  // atan2(0, 0) is NaN here, as in MLIR's folder.
  return foldExact<APFloat, APFloat>(
      op, c, results,
      [](const APFloat &a, const APFloat &b) -> std::optional<APFloat> {
        if (a.isZero() && b.isZero())
          return APFloat::getNaN(a.getSemantics());
        if (&a.getSemantics() == &APFloat::IEEEdouble())
          return APFloat(std::atan2(a.convertToDouble(), b.convertToDouble()));
        if (&a.getSemantics() == &APFloat::IEEEsingle())
          return APFloat(std::atan2(a.convertToFloat(), b.convertToFloat()));
        return std::nullopt;
      });
}

/// Rounding to an integral value, exact in every float type.
template <llvm::RoundingMode Mode>
static LogicalResult foldRoundToIntegral(Operation *op,
                                         llvm::ArrayRef<Attribute> c,
                                         Results &results) {
  return foldExact<APFloat>(op, c, results, [](APFloat a) {
    a.roundToIntegral(Mode);
    return std::optional<APFloat>(a);
  });
}

static LogicalResult foldAbsF(Operation *op, llvm::ArrayRef<Attribute> c,
                              Results &results) {
  return foldExact<APFloat>(op, c, results, [](const APFloat &a) {
    return std::optional<APFloat>(llvm::abs(a));
  });
}

static LogicalResult foldCopySign(Operation *op, llvm::ArrayRef<Attribute> c,
                                  Results &results) {
  return foldExact<APFloat, APFloat>(op, c, results,
                                     [](APFloat a, const APFloat &b) {
                                       a.copySign(b);
                                       return std::optional<APFloat>(a);
                                     });
}

template <APInt (*Fn)(const APInt &)>
static LogicalResult foldIntUnary(Operation *op, llvm::ArrayRef<Attribute> c,
                                  Results &results) {
  return foldExact<APInt>(op, c, results, [](const APInt &a) {
    return std::optional<APInt>(Fn(a));
  });
}
static APInt absInt(const APInt &a) { return a.abs(); }
static APInt leadingZeros(const APInt &a) {
  return APInt(a.getBitWidth(), a.countl_zero());
}
static APInt trailingZeros(const APInt &a) {
  return APInt(a.getBitWidth(), a.countr_zero());
}
static APInt population(const APInt &a) {
  return APInt(a.getBitWidth(), a.popcount());
}

/// ipowi by squaring; a negative power gives 0 unless the base is 1 or -1
/// (0 to a negative power is left alone).
static std::optional<APInt> integerPower(const APInt &base,
                                         const APInt &power) {
  unsigned width = base.getBitWidth();
  APInt one(width, 1, true), minusOne(width, uint64_t(-1), true);
  APInt result = one;
  if (power.isNegative()) {
    if (base.isZero())
      return std::nullopt;
    if (base == minusOne && power[0])
      result = minusOne;
    else if (base != one && base != minusOne)
      result = APInt::getZero(width);
    return result;
  }
  APInt b = base, p = power;
  while (!p.isZero()) {
    if (p[0])
      result *= b;
    p.lshrInPlace(1);
    if (!p.isZero())
      b *= b;
  }
  return result;
}

static LogicalResult foldIPowI(Operation *op, llvm::ArrayRef<Attribute> c,
                               Results &results) {
  return foldExact<APInt, APInt>(op, c, results, integerPower);
}

/// isnan, isinf, isfinite, isnormal: scalars and splats only, as in MLIR.
template <bool (*Test)(const APFloat &)>
static LogicalResult foldClassify(Operation *op, llvm::ArrayRef<Attribute> c,
                                  Results &results) {
  std::optional<ConstantElements> e = ConstantElements::get(c[0]);
  if (!e || !e->isFloat() || !e->isOneValued())
    return failure();
  Attribute folded = makeIntConstant(op->getResult(0).getType(),
                                     APInt(1, Test(e->floatAt(0))));
  if (!folded)
    return failure();
  results.push_back(folded);
  return success();
}
static bool isNaN(const APFloat &a) { return a.isNaN(); }
static bool isInf(const APFloat &a) { return a.isInfinity(); }
static bool isFinite(const APFloat &a) { return a.isFinite(); }
static bool isNormal(const APFloat &a) { return a.isNormal(); }

//===-- The op table ------------------------------------------------------===//

static constexpr uint32_t kElementwise =
    Pure | Elementwise | SameOperandsAndResultType;

#define FLOAT_UNARY(Class, folder)                                             \
  defineOp<math::Class>(                                                       \
      {.traits = kElementwise, .format = kFmtFloatUnary, .fold = folder})

static const OpDefinition kMathOps[] = {
    FLOAT_UNARY(AbsFOp, foldAbsF),
    FLOAT_UNARY(AcosOp, foldAcos),
    FLOAT_UNARY(AcoshOp, foldAcosh),
    FLOAT_UNARY(AsinOp, foldAsin),
    FLOAT_UNARY(AsinhOp, foldAsinh),
    FLOAT_UNARY(AtanOp, foldAtan),
    FLOAT_UNARY(AtanhOp, foldAtanh),
    FLOAT_UNARY(CbrtOp, nullptr),
    FLOAT_UNARY(CeilOp,
                foldRoundToIntegral<llvm::RoundingMode::TowardPositive>),
    FLOAT_UNARY(CosOp, foldCos),
    FLOAT_UNARY(CoshOp, foldCosh),
    FLOAT_UNARY(ErfOp, foldErf),
    FLOAT_UNARY(ErfcOp, foldErfc),
    FLOAT_UNARY(ExpOp, foldExp),
    FLOAT_UNARY(Exp2Op, foldExp2),
    FLOAT_UNARY(ExpM1Op, foldExpM1),
    FLOAT_UNARY(FloorOp,
                foldRoundToIntegral<llvm::RoundingMode::TowardNegative>),
    FLOAT_UNARY(LogOp, foldLog),
    FLOAT_UNARY(Log10Op, foldLog10),
    FLOAT_UNARY(Log1pOp, foldLog1p),
    FLOAT_UNARY(Log2Op, foldLog2),
    FLOAT_UNARY(RoundOp, foldRound),
    FLOAT_UNARY(RoundEvenOp,
                foldRoundToIntegral<llvm::RoundingMode::NearestTiesToEven>),
    FLOAT_UNARY(RsqrtOp, nullptr),
    FLOAT_UNARY(SinOp, foldSin),
    FLOAT_UNARY(SinhOp, foldSinh),
    FLOAT_UNARY(SqrtOp, foldSqrt),
    FLOAT_UNARY(TanOp, foldTan),
    FLOAT_UNARY(TanhOp, foldTanh),
    FLOAT_UNARY(TruncOp, foldRoundToIntegral<llvm::RoundingMode::TowardZero>),
    defineOp<math::Atan2Op>(
        {.traits = kElementwise, .format = kFmtFloatBinary, .fold = foldAtan2}),
    defineOp<math::CopySignOp>({.traits = kElementwise,
                                .format = kFmtFloatBinary,
                                .fold = foldCopySign}),
    defineOp<math::PowFOp>(
        {.traits = kElementwise, .format = kFmtFloatBinary, .fold = foldPowF}),
    defineOp<math::FPowIOp>(
        {.traits = Pure | Elementwise,
         .format = kFmtFPowI,
         .inferResultTypes = constraints::inferFirstOperand}),
    defineOp<math::FmaOp>({.traits = kElementwise, .format = kFmtFma}),
    defineOp<math::ClampFOp>({.traits = kElementwise, .format = kFmtClamp}),
    defineOp<math::AbsIOp>({.traits = kElementwise,
                            .format = kFmtIntUnary,
                            .fold = foldIntUnary<absInt>}),
    defineOp<math::CountLeadingZerosOp>({.traits = kElementwise,
                                         .format = kFmtIntUnary,
                                         .fold = foldIntUnary<leadingZeros>}),
    defineOp<math::CountTrailingZerosOp>({.traits = kElementwise,
                                          .format = kFmtIntUnary,
                                          .fold = foldIntUnary<trailingZeros>}),
    defineOp<math::CtPopOp>({.traits = kElementwise,
                             .format = kFmtIntUnary,
                             .fold = foldIntUnary<population>}),
    defineOp<math::IPowIOp>(
        {.traits = kElementwise, .format = kFmtIntBinary, .fold = foldIPowI}),
    defineOp<math::IsFiniteOp>(
        {.traits = Pure | Elementwise,
         .format = kFmtClassify,
         .fold = foldClassify<isFinite>,
         .inferResultTypes = constraints::inferBoolLike}),
    defineOp<math::IsInfOp>({.traits = Pure | Elementwise,
                             .format = kFmtClassify,
                             .fold = foldClassify<isInf>,
                             .inferResultTypes = constraints::inferBoolLike}),
    defineOp<math::IsNaNOp>({.traits = Pure | Elementwise,
                             .format = kFmtClassify,
                             .fold = foldClassify<isNaN>,
                             .inferResultTypes = constraints::inferBoolLike}),
    defineOp<math::IsNormalOp>(
        {.traits = Pure | Elementwise,
         .format = kFmtClassify,
         .fold = foldClassify<isNormal>,
         .inferResultTypes = constraints::inferBoolLike}),
    defineOp<math::SinCosOp>(
        {.traits = Pure | Elementwise,
         .format = kFmtSinCos,
         .resultNames = nameSinCos,
         .inferResultTypes = constraints::inferTwoOfFirstOperand}),
};
#undef FLOAT_UNARY

MathDialect::MathDialect(Context &ctx) : Dialect("math", ctx) {
  addOps(kMathOps);
  // Every op of the dialect may be inlined (MLIR's inliner interface).
  static const DialectInlinerInterface inliner;
  addInterface(inliner);
}

Operation *MathDialect::materializeConstant(OpBuilder &builder, Attribute value,
                                            Type type, Location loc) {
  Dialect *arith = getContext().getDialect("arith");
  return arith ? arith->materializeConstant(builder, value, type, loc)
               : nullptr;
}
