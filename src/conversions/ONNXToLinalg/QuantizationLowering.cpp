//===- QuantizationLowering.cpp - onnx's quantized integer ops ------------===//
//
// QuantizeLinear, DequantizeLinear and DynamicQuantizeLinear become
// elementwise generics (a parameter per tensor, or per index of an axis,
// read through parameterMap); MatMulInteger and QLinearMatMul one generic
// over (batch..., m, n, k) accumulating in i32 with the zero points
// subtracted, QLinearMatMul's then requantized. The float arithmetic is
// ONNX's reference's (and the interpreter's): Quantize divides in the
// input's float type, requantization scales in f64, rounding is half to
// even and results saturate to their integer type. Which integers are
// unsigned each operand says (readsUnsigned), since one op may mix them.
//
//===----------------------------------------------------------------------===//
#include "conversions/ONNXToLinalg/LoweringSupport.h"
#include "dialects/arith/ArithOps.h"
#include "dialects/math/MathOps.h"
#include "dialects/onnx/ONNXAttributes.h"
#include "dialects/onnx/ONNXOps.h"
#include "ir/Operation.h"

#include <cmath>

using namespace terrace;
using namespace terrace::onnx_to_linalg;
using llvm::failure;
using llvm::LogicalResult;

//===-- Shared with the quantized convolutions ----------------------------===//

AffineMapAttr onnx_to_linalg::parameterMap(TensorBuilder &tb, Value parameter,
                                           unsigned numLoops, unsigned axis) {
  if (isOneElement(parameter)) {
    llvm::SmallVector<AffineExpr, 1> zeros(
        size_t(rankedType(parameter).getRank()),
        AffineExpr::getConstant(tb.ctx, 0));
    return tb.map(numLoops, zeros);
  }
  return tb.map(numLoops, {tb.dimExpr(axis)});
}

Value onnx_to_linalg::lessZeroPoint(TensorBuilder &tb, Value x, Value zeroPoint,
                                    unsigned axis) {
  RankedTensorType type = rankedType(x);
  unsigned rank = unsigned(type.getRank());
  Type i32 = IntegerType::get(tb.ctx, 32);
  auto resultType = RankedTensorType::get(type.getShape(), i32, Attribute());
  llvm::SmallVector<Value, 2> inputs = {x};
  llvm::SmallVector<AffineMapAttr, 3> maps = {tb.identityMap(rank)};
  if (zeroPoint) {
    inputs.push_back(zeroPoint);
    maps.push_back(parameterMap(tb, zeroPoint, rank, axis));
  }
  maps.push_back(tb.identityMap(rank));
  bool xUnsigned = readsUnsigned(x);
  bool zeroUnsigned = zeroPoint && readsUnsigned(zeroPoint);
  return tb
      .generic(inputs, {tb.empty(resultType, tb.dynamicSizes(x))}, maps, {},
               [&](ScalarBuilder &s, llvm::ArrayRef<Value> args) {
                 Value v = s.cast(args[0], i32, xUnsigned, false);
                 if (zeroPoint)
                   v = s.sub(v, s.cast(args[1], i32, zeroUnsigned, false));
                 llvm::SmallVector<Value, 2> y = {v};
                 return y;
               })
      ->getResult(0);
}

Value onnx_to_linalg::saturate(ScalarBuilder &s, Value value, Type type,
                               bool toUnsigned) {
  Type floatType = value.getType();
  unsigned width = llvm::cast<IntegerType>(type).getWidth();
  double lo = toUnsigned ? 0 : -std::ldexp(1.0, int(width) - 1);
  double hi = toUnsigned ? std::ldexp(1.0, int(width)) - 1
                         : std::ldexp(1.0, int(width) - 1) - 1;
  Value clamped =
      s.min(s.max(value, s.constant(floatType, lo)), s.constant(floatType, hi));
  return s.cast(clamped, type, false, toUnsigned);
}

namespace {

Type f64Type(TensorBuilder &tb) {
  return FloatType::get(tb.ctx, TypeKind::F64);
}

/// A parameter is one element or one per index of the axis (a dynamic
/// axis must have as many at run time).
bool isParameterOf(Value parameter, RankedTensorType of, unsigned axis) {
  if (!parameter || isOneElement(parameter))
    return true;
  RankedTensorType type = rankedType(parameter);
  int64_t size = of.getShape()[axis];
  return type && type.getRank() == 1 && type.hasStaticShape() &&
         (size == kDynamic || type.getShape()[0] == size);
}

/// What QuantizeLinear and DequantizeLinear share: a generic over `x`'s
/// shape reading x, its scale and its zero point (if any; each one
/// element, or one per index of the `axis` attribute), writing a result of
/// `element`.
struct LinearQuantization {
  llvm::SmallVector<Value, 3> inputs;
  llvm::SmallVector<AffineMapAttr, 4> maps;
  RankedTensorType resultType;

  /// Fails (reported on `op`) where the parameters are neither.
  LogicalResult read(TensorBuilder &tb, Operation *op, Value x, Value scale,
                     Value zero, int64_t axisAttr, Type element) {
    RankedTensorType xType = rankedType(x);
    int64_t rank = xType.getRank();
    unsigned axis = 0;
    if (!isOneElement(scale)) {
      if (axisAttr < -rank || axisAttr >= rank)
        return cannotLower(op, "its axis is out of range");
      axis = unsigned(axisAttr < 0 ? axisAttr + rank : axisAttr);
    }
    if (!isParameterOf(scale, xType, axis) || !isParameterOf(zero, xType, axis))
      return cannotLower(op, "its scale or zero point is not one element or "
                             "one per index of its axis");
    unsigned loops = unsigned(rank);
    inputs = {x, scale};
    maps = {tb.identityMap(loops), parameterMap(tb, scale, loops, axis)};
    if (zero) {
      inputs.push_back(zero);
      maps.push_back(parameterMap(tb, zero, loops, axis));
    }
    maps.push_back(tb.identityMap(loops));
    resultType = RankedTensorType::get(xType.getShape(), element, Attribute());
    return llvm::success();
  }

  /// The generic, its body `fn` of (x, scale, zero point or null).
  Value
  build(TensorBuilder &tb, Value x,
        llvm::function_ref<Value(ScalarBuilder &, Value, Value, Value)> fn) {
    return tb
        .generic(inputs, {tb.empty(resultType, tb.dynamicSizes(x))}, maps, {},
                 [&](ScalarBuilder &s, llvm::ArrayRef<Value> args) {
                   Value zero = inputs.size() > 2 ? args[2] : Value();
                   llvm::SmallVector<Value, 2> y = {
                       fn(s, args[0], args[1], zero)};
                   return y;
                 })
        ->getResult(0);
  }
};

LogicalResult lowerQuantizeLinear(ONNX::QuantizeLinearOp op,
                                  PatternRewriter &rewriter) {
  if (failed(checkNumberTensors(op)))
    return failure();
  Value x = op.operand<"x">(), zero = op.operand<"y_zero_point">();
  Value y = op.result<"y">();
  Type element = rankedType(y).getElementType();
  TensorBuilder tb(rewriter, op);
  LinearQuantization q;
  if (failed(q.read(tb, op, x, op.operand<"y_scale">(), zero,
                    ONNX::intValue(op.propertyOrDefault<"axis", IntegerAttr>()),
                    element)))
    return failure();
  bool toUnsigned = writesUnsigned(y);
  bool zeroUnsigned = zero && readsUnsigned(zero);
  // The division in the input's float type (f64 for integers).
  Type xElement = rankedType(x).getElementType();
  Type divideIn = llvm::isa<FloatType>(xElement) ? xElement : f64Type(tb);
  Value result = q.build(
      tb, x, [&](ScalarBuilder &s, Value v, Value scale, Value zeroPoint) {
        Value rounded = s.unary<math::RoundEvenOp>(
            s.div(s.cast(v, divideIn, false, false), s.cast(scale, divideIn)));
        if (zeroPoint)
          rounded =
              s.add(rounded, s.cast(zeroPoint, divideIn, zeroUnsigned, false));
        return saturate(s, rounded, element, toUnsigned);
      });
  return replaceWithCast(rewriter, op, result);
}

LogicalResult lowerDequantizeLinear(ONNX::DequantizeLinearOp op,
                                    PatternRewriter &rewriter) {
  if (failed(checkNumberTensors(op)))
    return failure();
  Value x = op.operand<"x">(), scale = op.operand<"x_scale">(),
        zero = op.operand<"x_zero_point">();
  Type element = rankedType(scale).getElementType();
  TensorBuilder tb(rewriter, op);
  LinearQuantization q;
  if (failed(q.read(tb, op, x, scale, zero,
                    ONNX::intValue(op.propertyOrDefault<"axis", IntegerAttr>()),
                    element)))
    return failure();
  bool xUnsigned = readsUnsigned(x);
  bool zeroUnsigned = zero && readsUnsigned(zero);
  Type f64 = f64Type(tb);
  // In f64, rounded once to the scale's type: exact for every integer
  // x holds (int32 included), as the reference computes.
  Value result = q.build(
      tb, x, [&](ScalarBuilder &s, Value v, Value scale, Value zeroPoint) {
        Value d = s.cast(v, f64, xUnsigned, false);
        if (zeroPoint)
          d = s.sub(d, s.cast(zeroPoint, f64, zeroUnsigned, false));
        return s.cast(s.mul(d, s.cast(scale, f64)), element);
      });
  return replaceWithCast(rewriter, op, result);
}

/// DynamicQuantizeLinear: the range of x and 0 mapped onto 0..255, scale
/// and zero point in f32 as ONNX's formula computes them.
LogicalResult lowerDynamicQuantizeLinear(ONNX::DynamicQuantizeLinearOp op,
                                         PatternRewriter &rewriter) {
  if (failed(checkNumberTensors(op)))
    return failure();
  Value x = op.operand<"x">();
  RankedTensorType xType = rankedType(x);
  Type element = xType.getElementType();
  if (!llvm::isa<FloatType>(element))
    return cannotLower(op, "it quantizes floats only");
  TensorBuilder tb(rewriter, op);
  ScalarBuilder top = tb.scalars();
  llvm::SmallVector<bool, 4> all(size_t(xType.getRank()), true);
  // Reductions starting at 0 include it in the range.
  Value zero = top.constant(element, 0);
  Value lo = tb.element(
      tb.reduce(x, all, zero, [](ScalarBuilder &s, Value v, Value acc) {
        return s.min(acc, v);
      }));
  Value hi = tb.element(
      tb.reduce(x, all, zero, [](ScalarBuilder &s, Value v, Value acc) {
        return s.max(acc, v);
      }));
  Value scale = top.div(top.sub(hi, lo), top.constant(element, 255));
  Type f64 = f64Type(tb);
  Type u8 = rankedType(op.result<"y">()).getElementType();
  Value scaleIsZero = top.compare(ScalarBuilder::Compare::EQ, scale, zero);
  Value zeroPoint = top.select(
      scaleIsZero, top.constant(f64, 0),
      top.min(top.max(top.unary<math::RoundEvenOp>(top.sub(
                          top.constant(f64, 0),
                          top.div(top.cast(lo, f64), top.cast(scale, f64)))),
                      top.constant(f64, 0)),
              top.constant(f64, 255)));
  unsigned rank = unsigned(xType.getRank());
  auto yType = RankedTensorType::get(xType.getShape(), u8, Attribute());
  Value y = tb.generic({x}, {tb.empty(yType, tb.dynamicSizes(x))},
                       {tb.identityMap(rank), tb.identityMap(rank)}, {},
                       [&](ScalarBuilder &s, llvm::ArrayRef<Value> args) {
                         Value q =
                             s.unary<math::RoundEvenOp>(s.div(args[0], scale));
                         Value v = s.select(scaleIsZero, zeroPoint,
                                            s.add(s.cast(q, f64), zeroPoint));
                         llvm::SmallVector<Value, 2> out = {
                             saturate(s, v, u8, /*toUnsigned=*/true)};
                         return out;
                       })
                ->getResult(0);
  auto scalarOf = [&](Value v) {
    auto type = RankedTensorType::get({}, v.getType(), Attribute());
    return tb.fill(tb.empty(type), v);
  };
  Value zeroPointU8 = saturate(top, zeroPoint, u8, /*toUnsigned=*/true);
  return replaceWithCasts(
      rewriter, op, ValueRange({y, scalarOf(scale), scalarOf(zeroPointU8)}));
}

/// (A - a_zero) x (B - b_zero) in i32 over the last two dimensions, the
/// leading ones broadcast as MatMul's (static), a_zero one element or one
/// per row, b_zero one or one per column; null after an error on `op`.
Value integerMatMul(TensorBuilder &tb, Operation *op, Value a, Value b,
                    Value aZero, Value bZero) {
  RankedTensorType aType = rankedType(a), bType = rankedType(b);
  RankedTensorType resultType = rankedType(op->getResult(0));
  if (!aType || !bType || !resultType || aType.getRank() < 2 ||
      bType.getRank() < 2) {
    (void)cannotLower(op, "it multiplies operands of rank below 2");
    return Value();
  }
  size_t rank = size_t(resultType.getRank());
  size_t batch = rank - 2;
  llvm::ArrayRef<int64_t> shape = resultType.getShape();
  for (size_t d = 0; d < batch; ++d)
    if (shape[d] == kDynamic) {
      (void)cannotLower(op, "its batch dimensions are dynamic");
      return Value();
    }
  unsigned loops = unsigned(rank + 1);
  AffineExpr m = tb.dimExpr(unsigned(batch)),
             n = tb.dimExpr(unsigned(batch + 1)),
             k = tb.dimExpr(unsigned(batch + 2));
  // An operand's batch dimensions aligned at the result's last ones, a
  // size 1 read at 0.
  auto operandMap = [&](RankedTensorType type, AffineExpr row,
                        AffineExpr column) {
    llvm::ArrayRef<int64_t> own = type.getShape().drop_back(2);
    size_t offset = batch - own.size();
    llvm::SmallVector<AffineExpr, 5> results;
    for (size_t j = 0; j < own.size(); ++j)
      results.push_back(own[j] == 1 && shape[offset + j] != 1
                            ? AffineExpr::getConstant(tb.ctx, 0)
                            : tb.dimExpr(unsigned(offset + j)));
    results.append({row, column});
    return tb.map(loops, results);
  };
  llvm::SmallVector<Value, 4> inputs = {a, b};
  llvm::SmallVector<AffineMapAttr, 5> maps = {operandMap(aType, m, k),
                                              operandMap(bType, k, n)};
  if (aZero) {
    inputs.push_back(aZero);
    maps.push_back(parameterMap(tb, aZero, loops, unsigned(batch)));
  }
  if (bZero) {
    inputs.push_back(bZero);
    maps.push_back(parameterMap(tb, bZero, loops, unsigned(batch + 1)));
  }
  llvm::SmallVector<AffineExpr, 5> out;
  for (size_t d = 0; d < rank; ++d)
    out.push_back(tb.dimExpr(unsigned(d)));
  maps.push_back(tb.map(loops, out));
  llvm::SmallVector<Value, 2> sizes;
  if (shape[batch] == kDynamic)
    sizes.push_back(tb.dim(a, aType.getRank() - 2));
  if (shape[batch + 1] == kDynamic)
    sizes.push_back(tb.dim(b, bType.getRank() - 1));
  Type i32 = IntegerType::get(tb.ctx, 32);
  auto accType = RankedTensorType::get(shape, i32, Attribute());
  llvm::SmallVector<linalg::IteratorType, 6> iterators(
      rank, linalg::IteratorType::Parallel);
  iterators.push_back(linalg::IteratorType::Reduction);
  bool aUnsigned = readsUnsigned(a), bUnsigned = readsUnsigned(b);
  bool aZeroUnsigned = aZero && readsUnsigned(aZero);
  bool bZeroUnsigned = bZero && readsUnsigned(bZero);
  return tb
      .generic(
          inputs, {tb.filled(accType, sizes, 0)}, maps, iterators,
          [&](ScalarBuilder &s, llvm::ArrayRef<Value> args) {
            size_t next = 2;
            Value x = s.cast(args[0], i32, aUnsigned, false);
            if (aZero)
              x = s.sub(x, s.cast(args[next++], i32, aZeroUnsigned, false));
            Value y = s.cast(args[1], i32, bUnsigned, false);
            if (bZero)
              y = s.sub(y, s.cast(args[next++], i32, bZeroUnsigned, false));
            llvm::SmallVector<Value, 2> sum = {s.add(args.back(), s.mul(x, y))};
            return sum;
          })
      ->getResult(0);
}

LogicalResult lowerMatMulInteger(ONNX::MatMulIntegerOp op,
                                 PatternRewriter &rewriter) {
  if (failed(checkNumberTensors(op)))
    return failure();
  TensorBuilder tb(rewriter, op);
  Value product =
      integerMatMul(tb, op, op.operand<"A">(), op.operand<"B">(),
                    op.operand<"a_zero_point">(), op.operand<"b_zero_point">());
  if (!product)
    return failure();
  return replaceWithCast(rewriter, op, product);
}

LogicalResult lowerQLinearMatMul(ONNX::QLinearMatMulOp op,
                                 PatternRewriter &rewriter) {
  if (failed(checkNumberTensors(op)))
    return failure();
  for (Value parameter :
       {op.operand<"a_scale">(), op.operand<"b_scale">(),
        op.operand<"y_scale">(), op.operand<"y_zero_point">()})
    if (!isOneElement(parameter))
      return cannotLower(op, "its scales or output zero point are not one "
                             "element each");
  TensorBuilder tb(rewriter, op);
  Value product =
      integerMatMul(tb, op, op.operand<"a">(), op.operand<"b">(),
                    op.operand<"a_zero_point">(), op.operand<"b_zero_point">());
  if (!product)
    return failure();
  Type f64 = f64Type(tb);
  ScalarBuilder top = tb.scalars();
  Value scale = top.div(top.mul(tb.element(op.operand<"a_scale">(), {}, f64),
                                tb.element(op.operand<"b_scale">(), {}, f64)),
                        tb.element(op.operand<"y_scale">(), {}, f64));
  Value y = op.result<"y">();
  bool toUnsigned = writesUnsigned(y);
  Value yZero = op.operand<"y_zero_point">();
  Value zeroPoint =
      top.cast(tb.element(yZero), f64, readsUnsigned(yZero), false);
  Type element = rankedType(y).getElementType();
  RankedTensorType productType = rankedType(product);
  unsigned rank = unsigned(productType.getRank());
  llvm::SmallVector<Value, 2> sizes = tb.dynamicSizes(product);
  auto resultType =
      RankedTensorType::get(productType.getShape(), element, Attribute());
  Value result =
      tb.generic({product}, {tb.empty(resultType, sizes)},
                 {tb.identityMap(rank), tb.identityMap(rank)}, {},
                 [&](ScalarBuilder &s, llvm::ArrayRef<Value> args) {
                   // Rounded after the zero point is added, as the
                   // interpreter (and ONNX Runtime) does.
                   Value v =
                       s.add(s.mul(s.cast(args[0], f64, false, false), scale),
                             zeroPoint);
                   llvm::SmallVector<Value, 2> out = {saturate(
                       s, s.unary<math::RoundEvenOp>(v), element, toUnsigned)};
                   return out;
                 })
          ->getResult(0);
  return replaceWithCast(rewriter, op, result);
}

} // namespace

void onnx_to_linalg::addQuantizationLowerings(LoweringTable &table) {
  table.add<ONNX::QuantizeLinearOp, lowerQuantizeLinear>();
  table.add<ONNX::DequantizeLinearOp, lowerDequantizeLinear>();
  table.add<ONNX::DynamicQuantizeLinearOp, lowerDynamicQuantizeLinear>();
  table.add<ONNX::MatMulIntegerOp, lowerMatMulInteger>();
  table.add<ONNX::QLinearMatMulOp, lowerQLinearMatMul>();
}
