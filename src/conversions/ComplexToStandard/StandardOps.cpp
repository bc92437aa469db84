//===- StandardOps.cpp - Building arith, math and complex ops on parts ----===//
#include "conversions/ComplexToStandard/StandardOps.h"
#include "dialects/arith/ArithOps.h"
#include "dialects/complex/ComplexOps.h"
#include "dialects/math/MathOps.h"
#include "ir/Attributes.h"
#include "ir/Builder.h"
#include "ir/Context.h"
#include "ir/Operation.h"
#include "ir/Types.h"

using namespace terrace;
using namespace terrace::complex_lowering;

Attribute StandardOps::flags(int64_t fmf) {
  return EnumAttr::get(b.getContext(), arith::kFastMathFlags, uint64_t(fmf));
}

static Type partTypeOf(Value complexValue) {
  return llvm::cast<ComplexType>(complexValue.getType()).getElementType();
}

//===-- arith
//--------------------------------------------------------------===//

Value StandardOps::constant(Type type, double value) {
  llvm::APFloat v(value);
  bool lost = false;
  v.convert(llvm::cast<FloatType>(type).getSemantics(),
            llvm::APFloat::rmNearestTiesToEven, &lost);
  return constant(type, v);
}

Value StandardOps::constant(Type type, const llvm::APFloat &value) {
  return create<arith::ConstantOp>(b, loc,
                                   with<"value">(FloatAttr::get(type, value)),
                                   with<"result">(type))
      ->getResult(0);
}

Value StandardOps::boolConstant(bool value) {
  Type i1 = IntegerType::get(b.getContext(), 1);
  return create<arith::ConstantOp>(
             b, loc, with<"value">(IntegerAttr::get(i1, int64_t(value))),
             with<"result">(i1))
      ->getResult(0);
}

template <typename OpT>
static Value floatBinary(OpBuilder &b, Location loc, Attribute flags, Value x,
                         Value y) {
  return create<OpT>(b, loc, with<"lhs">(x), with<"rhs">(y),
                     with<"result">(x.getType()), with<"fastmath">(flags))
      ->getResult(0);
}
template <typename OpT>
static Value floatUnary(OpBuilder &b, Location loc, Attribute flags, Value x) {
  return create<OpT>(b, loc, with<"operand">(x), with<"result">(x.getType()),
                     with<"fastmath">(flags))
      ->getResult(0);
}
template <typename OpT>
static Value intBinary(OpBuilder &b, Location loc, Value x, Value y) {
  return create<OpT>(b, loc, with<"lhs">(x), with<"rhs">(y),
                     with<"result">(x.getType()))
      ->getResult(0);
}

Value StandardOps::addf(Value x, Value y, int64_t fmf) {
  return floatBinary<arith::AddFOp>(b, loc, flags(fmf), x, y);
}
Value StandardOps::subf(Value x, Value y, int64_t fmf) {
  return floatBinary<arith::SubFOp>(b, loc, flags(fmf), x, y);
}
Value StandardOps::mulf(Value x, Value y, int64_t fmf) {
  return floatBinary<arith::MulFOp>(b, loc, flags(fmf), x, y);
}
Value StandardOps::divf(Value x, Value y, int64_t fmf) {
  return floatBinary<arith::DivFOp>(b, loc, flags(fmf), x, y);
}
Value StandardOps::maximumf(Value x, Value y, int64_t fmf) {
  return floatBinary<arith::MaximumFOp>(b, loc, flags(fmf), x, y);
}
Value StandardOps::minimumf(Value x, Value y, int64_t fmf) {
  return floatBinary<arith::MinimumFOp>(b, loc, flags(fmf), x, y);
}
Value StandardOps::negf(Value x, int64_t fmf) {
  return floatUnary<arith::NegFOp>(b, loc, flags(fmf), x);
}
Value StandardOps::cmpf(int64_t predicate, Value x, Value y, int64_t fmf) {
  Context &ctx = b.getContext();
  return create<arith::CmpFOp>(b, loc,
                               with<"predicate">(IntegerAttr::get(
                                   IntegerType::get(ctx, 64), predicate)),
                               with<"lhs">(x), with<"rhs">(y),
                               with<"result">(IntegerType::get(ctx, 1)),
                               with<"fastmath">(flags(fmf)))
      ->getResult(0);
}
Value StandardOps::select(Value condition, Value x, Value y) {
  return create<arith::SelectOp>(b, loc, with<"condition">(condition),
                                 with<"true_value">(x), with<"false_value">(y),
                                 with<"result">(x.getType()))
      ->getResult(0);
}
Value StandardOps::andi(Value x, Value y) {
  return intBinary<arith::AndIOp>(b, loc, x, y);
}
Value StandardOps::ori(Value x, Value y) {
  return intBinary<arith::OrIOp>(b, loc, x, y);
}
Value StandardOps::xori(Value x, Value y) {
  return intBinary<arith::XOrIOp>(b, loc, x, y);
}
Value StandardOps::sitofp(Value x, Type to) {
  return create<arith::SIToFPOp>(b, loc, with<"in">(x), with<"out">(to))
      ->getResult(0);
}

//===-- math
//---------------------------------------------------------------===//

Value StandardOps::absf(Value x, int64_t fmf) {
  return floatUnary<math::AbsFOp>(b, loc, flags(fmf), x);
}
Value StandardOps::sqrt(Value x, int64_t fmf) {
  return floatUnary<math::SqrtOp>(b, loc, flags(fmf), x);
}
Value StandardOps::rsqrt(Value x, int64_t fmf) {
  return floatUnary<math::RsqrtOp>(b, loc, flags(fmf), x);
}
Value StandardOps::exp(Value x, int64_t fmf) {
  return floatUnary<math::ExpOp>(b, loc, flags(fmf), x);
}
Value StandardOps::expm1(Value x, int64_t fmf) {
  return floatUnary<math::ExpM1Op>(b, loc, flags(fmf), x);
}
Value StandardOps::log(Value x, int64_t fmf) {
  return floatUnary<math::LogOp>(b, loc, flags(fmf), x);
}
Value StandardOps::log1p(Value x, int64_t fmf) {
  return floatUnary<math::Log1pOp>(b, loc, flags(fmf), x);
}
Value StandardOps::sin(Value x, int64_t fmf) {
  return floatUnary<math::SinOp>(b, loc, flags(fmf), x);
}
Value StandardOps::cos(Value x, int64_t fmf) {
  return floatUnary<math::CosOp>(b, loc, flags(fmf), x);
}
Value StandardOps::powf(Value x, Value y, int64_t fmf) {
  return floatBinary<math::PowFOp>(b, loc, flags(fmf), x, y);
}
Value StandardOps::atan2(Value y, Value x, int64_t fmf) {
  return floatBinary<math::Atan2Op>(b, loc, flags(fmf), y, x);
}
Value StandardOps::copysign(Value x, Value y, int64_t fmf) {
  return floatBinary<math::CopySignOp>(b, loc, flags(fmf), x, y);
}
Value StandardOps::fma(Value a, Value x, Value c, int64_t fmf) {
  return create<math::FmaOp>(b, loc, with<"a">(a), with<"b">(x), with<"c">(c),
                             with<"result">(a.getType()),
                             with<"fastmath">(flags(fmf)))
      ->getResult(0);
}

//===-- complex
//------------------------------------------------------------===//

Value StandardOps::re(Value c) {
  return create<complex::ReOp>(b, loc, with<"complex">(c),
                               with<"real">(partTypeOf(c)))
      ->getResult(0);
}
Value StandardOps::im(Value c) {
  return create<complex::ImOp>(b, loc, with<"complex">(c),
                               with<"imaginary">(partTypeOf(c)))
      ->getResult(0);
}
Value StandardOps::create(Type type, Value real, Value imaginary) {
  return terrace::create<complex::CreateOp>(b, loc, with<"real">(real),
                                            with<"imaginary">(imaginary),
                                            with<"complex">(type))
      ->getResult(0);
}
Value StandardOps::abs(Value c, int64_t fmf) {
  return terrace::create<complex::AbsOp>(b, loc, with<"complex">(c),
                                         with<"result">(partTypeOf(c)),
                                         with<"fastmath">(flags(fmf)))
      ->getResult(0);
}
template <typename OpT>
static Value complexUnary(OpBuilder &b, Location loc, Attribute flags,
                          Value c) {
  return create<OpT>(b, loc, with<"complex">(c), with<"result">(c.getType()),
                     with<"fastmath">(flags))
      ->getResult(0);
}
template <typename OpT>
static Value complexBinary(OpBuilder &b, Location loc, Attribute flags, Value x,
                           Value y) {
  return create<OpT>(b, loc, with<"lhs">(x), with<"rhs">(y),
                     with<"result">(x.getType()), with<"fastmath">(flags))
      ->getResult(0);
}
Value StandardOps::logComplex(Value c, int64_t fmf) {
  return complexUnary<complex::LogOp>(b, loc, flags(fmf), c);
}
Value StandardOps::sqrtComplex(Value c, int64_t fmf) {
  return complexUnary<complex::SqrtOp>(b, loc, flags(fmf), c);
}
Value StandardOps::addComplex(Value x, Value y, int64_t fmf) {
  return complexBinary<complex::AddOp>(b, loc, flags(fmf), x, y);
}
Value StandardOps::mulComplex(Value x, Value y, int64_t fmf) {
  return complexBinary<complex::MulOp>(b, loc, flags(fmf), x, y);
}
Value StandardOps::divComplex(Value x, Value y, int64_t fmf) {
  return complexBinary<complex::DivOp>(b, loc, flags(fmf), x, y);
}
Value StandardOps::powComplex(Value x, Value y, Attribute fmf) {
  return complexBinary<complex::PowOp>(b, loc, fmf ? fmf : flags(kNoFlags), x,
                                       y);
}

Value ArithFloatOps::infinity(Type type) {
  return ops.constant(
      type, llvm::APFloat::getInf(llvm::cast<FloatType>(type).getSemantics()));
}
