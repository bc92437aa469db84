//===- ScalarBuilder.cpp - Scalar code in the lowerings' linalg bodies ----===//
//
// Constants and arithmetic on one element type, float or integer ops
// chosen by the type (i1 as a boolean), and ONNX's Cast between any two.
//
//===----------------------------------------------------------------------===//
#include "conversions/ONNXToLinalg/LoweringSupport.h"
#include "dialects/arith/ArithOps.h"
#include "dialects/linalg/LinalgOps.h"
#include "dialects/math/MathOps.h"
#include "dialects/tensor/TensorOps.h"
#include "ir/Context.h"

#include "llvm/ADT/APFloat.h"

using namespace terrace;
using namespace terrace::onnx_to_linalg;

//===-- Scalars -----------------------------------------------------------===//

static bool isBoolType(Type type) {
  auto integer = llvm::dyn_cast<IntegerType>(type);
  return integer && integer.getWidth() == 1;
}

Value ScalarBuilder::constant(Type type, double value) {
  Attribute attr;
  if (auto floatType = llvm::dyn_cast<FloatType>(type)) {
    llvm::APFloat v(value);
    bool lost = false;
    v.convert(floatType.getSemantics(), llvm::APFloat::rmNearestTiesToEven,
              &lost);
    attr = FloatAttr::get(type, v);
  } else if (isBoolType(type)) {
    attr = IntegerAttr::get(type, value != 0 ? 1 : 0);
  } else if (llvm::isa<IndexType>(type)) {
    attr = IntegerAttr::get(type, int64_t(value));
  } else {
    unsigned width = llvm::cast<IntegerType>(type).getWidth();
    attr = IntegerAttr::get(type, llvm::APInt(width, uint64_t(int64_t(value)),
                                              /*isSigned=*/true,
                                              /*implicitTrunc=*/true));
  }
  return create<arith::ConstantOp>(b, loc, with<"value">(attr),
                                   with<"result">(type))
      ->getResult(0);
}

static Value extremeConstant(OpBuilder &b, Location loc, Type type,
                             bool highest, bool isUnsigned) {
  Attribute attr;
  if (auto floatType = llvm::dyn_cast<FloatType>(type)) {
    attr = FloatAttr::get(
        type, llvm::APFloat::getInf(floatType.getSemantics(), !highest));
  } else {
    unsigned width = llvm::cast<IntegerType>(type).getWidth();
    llvm::APInt v = width == 1 || isUnsigned
                        ? (highest ? llvm::APInt::getMaxValue(width)
                                   : llvm::APInt::getZero(width))
                    : highest ? llvm::APInt::getSignedMaxValue(width)
                              : llvm::APInt::getSignedMinValue(width);
    attr = IntegerAttr::get(type, v);
  }
  return create<arith::ConstantOp>(b, loc, with<"value">(attr),
                                   with<"result">(type))
      ->getResult(0);
}

Value ScalarBuilder::lowest(Type type) {
  return extremeConstant(b, loc, type, false,
                         unsignedIntegers && !llvm::isa<IndexType>(type));
}
Value ScalarBuilder::highest(Type type) {
  return extremeConstant(b, loc, type, true,
                         unsignedIntegers && !llvm::isa<IndexType>(type));
}

Value ScalarBuilder::add(Value x, Value y) {
  if (llvm::isa<FloatType>(x.getType()))
    return binary<arith::AddFOp>(x, y);
  if (isBoolType(x.getType()))
    return binary<arith::OrIOp>(x, y);
  return binary<arith::AddIOp>(x, y);
}
Value ScalarBuilder::sub(Value x, Value y) {
  if (llvm::isa<FloatType>(x.getType()))
    return binary<arith::SubFOp>(x, y);
  return binary<arith::SubIOp>(x, y);
}
Value ScalarBuilder::mul(Value x, Value y) {
  if (llvm::isa<FloatType>(x.getType()))
    return binary<arith::MulFOp>(x, y);
  if (isBoolType(x.getType()))
    return binary<arith::AndIOp>(x, y);
  return binary<arith::MulIOp>(x, y);
}
Value ScalarBuilder::div(Value x, Value y) {
  if (llvm::isa<FloatType>(x.getType()))
    return binary<arith::DivFOp>(x, y);
  if (readUnsigned(x))
    return binary<arith::DivUIOp>(x, y);
  return binary<arith::DivSIOp>(x, y);
}
Value ScalarBuilder::rem(Value x, Value y) {
  if (llvm::isa<FloatType>(x.getType()))
    return binary<arith::RemFOp>(x, y);
  if (readUnsigned(x))
    return binary<arith::RemUIOp>(x, y);
  return binary<arith::RemSIOp>(x, y);
}
Value ScalarBuilder::max(Value x, Value y) {
  if (llvm::isa<FloatType>(x.getType()))
    return binary<arith::MaximumFOp>(x, y);
  if (isBoolType(x.getType()))
    return binary<arith::OrIOp>(x, y);
  if (readUnsigned(x))
    return binary<arith::MaxUIOp>(x, y);
  return binary<arith::MaxSIOp>(x, y);
}
Value ScalarBuilder::min(Value x, Value y) {
  if (llvm::isa<FloatType>(x.getType()))
    return binary<arith::MinimumFOp>(x, y);
  if (isBoolType(x.getType()))
    return binary<arith::AndIOp>(x, y);
  if (readUnsigned(x))
    return binary<arith::MinUIOp>(x, y);
  return binary<arith::MinSIOp>(x, y);
}
Value ScalarBuilder::neg(Value x) {
  if (llvm::isa<FloatType>(x.getType()))
    return unary<arith::NegFOp>(x);
  return sub(constant(x.getType(), 0), x);
}

Value ScalarBuilder::compare(Compare kind, Value x, Value y) {
  Context &ctx = b.getContext();
  Type i1 = IntegerType::get(ctx, 1);
  Type i64 = IntegerType::get(ctx, 64);
  if (llvm::isa<FloatType>(x.getType())) {
    // MLIR's CmpFPredicate: oeq 1, ogt 2, oge 3, olt 4, ole 5, une 13.
    static constexpr int64_t kFloat[] = {1, 13, 4, 5, 2, 3};
    return create<arith::CmpFOp>(
               b, loc,
               with<"predicate">(IntegerAttr::get(i64, kFloat[int(kind)])),
               with<"lhs">(x), with<"rhs">(y), with<"result">(i1))
        ->getResult(0);
  }
  // CmpIPredicate: eq 0, ne 1, slt 2, sle 3, sgt 4, sge 5; booleans
  // compare unsigned (true > false).
  static constexpr int64_t kSigned[] = {0, 1, 2, 3, 4, 5};
  static constexpr int64_t kUnsigned[] = {0, 1, 6, 7, 8, 9};
  int64_t predicate = isBoolType(x.getType()) || readUnsigned(x)
                          ? kUnsigned[int(kind)]
                          : kSigned[int(kind)];
  return create<arith::CmpIOp>(
             b, loc, with<"predicate">(IntegerAttr::get(i64, predicate)),
             with<"lhs">(x), with<"rhs">(y), with<"result">(i1))
      ->getResult(0);
}

Value ScalarBuilder::select(Value condition, Value ifTrue, Value ifFalse) {
  return create<arith::SelectOp>(
             b, loc, with<"condition">(condition), with<"true_value">(ifTrue),
             with<"false_value">(ifFalse), with<"result">(ifTrue.getType()))
      ->getResult(0);
}

Value ScalarBuilder::cast(Value x, Type to, bool fromUnsigned,
                          bool toUnsigned) {
  Type from = x.getType();
  if (from == to)
    return x;
  auto fromFloat = llvm::dyn_cast<FloatType>(from);
  auto toFloat = llvm::dyn_cast<FloatType>(to);
  if (isBoolType(to))
    return compare(Compare::NE, x, constant(from, 0));
  if (fromFloat && toFloat) {
    if (fromFloat.getWidth() < toFloat.getWidth())
      return create<arith::ExtFOp>(b, loc, with<"in">(x), with<"out">(to))
          ->getResult(0);
    if (fromFloat.getWidth() > toFloat.getWidth())
      return create<arith::TruncFOp>(b, loc, with<"in">(x), with<"out">(to))
          ->getResult(0);
    // Same width, another format (f16 and bf16): through f32.
    Type f32 = FloatType::get(b.getContext(), TypeKind::F32);
    return cast(cast(x, f32), to);
  }
  if (fromFloat && toUnsigned)
    return create<arith::FPToUIOp>(b, loc, with<"in">(x), with<"out">(to))
        ->getResult(0);
  if (fromFloat)
    return create<arith::FPToSIOp>(b, loc, with<"in">(x), with<"out">(to))
        ->getResult(0);
  if (toFloat) {
    if (isBoolType(from) || fromUnsigned)
      return create<arith::UIToFPOp>(b, loc, with<"in">(x), with<"out">(to))
          ->getResult(0);
    return create<arith::SIToFPOp>(b, loc, with<"in">(x), with<"out">(to))
        ->getResult(0);
  }
  unsigned fromWidth = llvm::cast<IntegerType>(from).getWidth();
  unsigned toWidth = llvm::cast<IntegerType>(to).getWidth();
  if (fromWidth < toWidth) {
    if (fromWidth == 1 || fromUnsigned)
      return create<arith::ExtUIOp>(b, loc, with<"in">(x), with<"out">(to))
          ->getResult(0);
    return create<arith::ExtSIOp>(b, loc, with<"in">(x), with<"out">(to))
        ->getResult(0);
  }
  return create<arith::TruncIOp>(b, loc, with<"in">(x), with<"out">(to))
      ->getResult(0);
}

Value ScalarBuilder::fromEnd(Value index, Value size) {
  Value zero = constant(index.getType(), 0);
  return select(compare(Compare::LT, index, zero), add(index, size), index);
}

Value ScalarBuilder::extract(Value tensor, llvm::ArrayRef<Value> indices) {
  return create<tensor::ExtractOp>(
             b, loc, with<"tensor">(tensor),
             with<"indices">(ValueRange(indices)),
             with<"result">(
                 llvm::cast<ShapedType>(tensor.getType()).getElementType()))
      .result<"result">();
}

Value ScalarBuilder::loopIndex(unsigned dim) {
  Context &ctx = b.getContext();
  return create<linalg::IndexOp>(
             b, loc,
             with<"dim">(IntegerAttr::get(IntegerType::get(ctx, 64), dim)),
             with<"result">(Type(IndexType::get(ctx))))
      ->getResult(0);
}

Value ScalarBuilder::indexToInteger(Value index, Type type) {
  return create<arith::IndexCastOp>(b, loc, with<"in">(index),
                                    with<"out">(type))
      ->getResult(0);
}

Value ScalarBuilder::integerToIndex(Value integer) {
  return create<arith::IndexCastOp>(
             b, loc, with<"in">(integer),
             with<"out">(Type(IndexType::get(b.getContext()))))
      ->getResult(0);
}
