//===- ElementwiseLowering.cpp - onnx's elementwise ops as linalg.generic -===//
//
// Every elementwise onnx op (arithmetic, comparisons, logic, activations,
// Cast, Where, Clip) becomes one linalg.generic over the result's shape:
// its operands read through ONNX's broadcasting as indexing maps (a size-1
// dimension is read at 0, missing leading dimensions are not read), its
// body the op on elements. A dynamic dimension that may be 1 where the
// result's is not (a static size, or other operands' dynamic ones) is
// broadcast first by a generic reading at index 0 where its size is 1,
// so every size ONNX allows at run time gives ONNX's answer.
//
//===----------------------------------------------------------------------===//
#include "conversions/ONNXToLinalg/LoweringSupport.h"
#include "dialects/arith/ArithOps.h"
#include "dialects/math/MathOps.h"
#include "dialects/onnx/ONNXAttributes.h"
#include "dialects/onnx/ONNXOps.h"
#include "dialects/tensor/TensorOps.h"
#include "ir/Operation.h"

using namespace terrace;
using namespace terrace::onnx_to_linalg;
using llvm::LogicalResult;
using llvm::success;
using Compare = ScalarBuilder::Compare;

namespace {

/// The element function of one op: its operands' elements in, the
/// result's element (of type `result`) out.
using ElementFn = llvm::function_ref<Value(
    ScalarBuilder &s, llvm::ArrayRef<Value> x, Type result)>;

/// The broadcast of `operands`' shapes (ONNX's multidirectional rule) with
/// `element`: a size is static where an operand's is and is not 1; null
/// when an operand has no known rank.
RankedTensorType broadcastType(llvm::ArrayRef<Value> operands, Type element) {
  int64_t rank = 0;
  for (Value v : operands) {
    if (!rankedType(v))
      return RankedTensorType();
    rank = std::max(rank, rankedType(v).getRank());
  }
  llvm::SmallVector<int64_t, 4> shape(size_t(rank), 1);
  llvm::SmallVector<bool, 4> dynamic(size_t(rank), false);
  for (Value v : operands) {
    llvm::ArrayRef<int64_t> own = rankedType(v).getShape();
    size_t offset = size_t(rank) - own.size();
    for (size_t j = 0; j < own.size(); ++j) {
      if (own[j] == kDynamic)
        dynamic[offset + j] = true;
      else if (own[j] != 1)
        shape[offset + j] = own[j];
    }
  }
  for (size_t d = 0; d < shape.size(); ++d)
    if (dynamic[d] && shape[d] == 1)
      shape[d] = kDynamic;
  return RankedTensorType::get(shape, element, Attribute());
}

/// `op` as one linalg.generic over its (first) result, `operands`
/// broadcast.
LogicalResult lowerMapped(Operation *op, llvm::ArrayRef<Value> operands,
                          PatternRewriter &rewriter, ElementFn fn) {
  RankedTensorType resultType = rankedType(op->getResult(0));
  // An importer's unknown rank: the operands' broadcast says it.
  if (!resultType)
    if (auto unranked =
            llvm::dyn_cast<UnrankedTensorType>(op->getResult(0).getType()))
      resultType = broadcastType(operands, unranked.getElementType());
  if (!resultType)
    return cannotLower(op, "its result has no known rank");
  if (!isLowerableElementType(resultType.getElementType()))
    return cannotLower(op, "its element types are unsigned");
  for (Value operand : operands) {
    RankedTensorType type = rankedType(operand);
    if (!type)
      return cannotLower(op, "an operand has no known rank");
    if (!isLowerableElementType(type.getElementType()))
      return cannotLower(op, "its element types are unsigned");
    if (type.getRank() > resultType.getRank())
      return cannotLower(op, "an operand has a higher rank than its result");
    size_t offset = size_t(resultType.getRank() - type.getRank());
    for (size_t j = 0; j < size_t(type.getRank()); ++j) {
      int64_t size = type.getShape()[j];
      int64_t result = resultType.getShape()[offset + j];
      if (size != 1 && size != kDynamic && result != kDynamic && size != result)
        return cannotLower(op, "an operand's shape does not broadcast to "
                               "its result's");
    }
  }
  // Elementwise ops compute on their data: integers read as declared.
  TensorBuilder tb(rewriter, op, computesUnsigned(op));
  llvm::ArrayRef<int64_t> shape = resultType.getShape();
  size_t rank = shape.size();
  // The operands' dimensions aligned with result dimension k that are
  // not a static 1: where the result's size comes from.
  auto sources = [&](size_t k) {
    llvm::SmallVector<std::pair<Value, int64_t>, 2> found;
    for (Value operand : operands) {
      llvm::ArrayRef<int64_t> own = rankedType(operand).getShape();
      size_t offset = rank - own.size();
      if (k >= offset && own[k - offset] != 1)
        found.push_back({operand, int64_t(k - offset)});
    }
    return found;
  };
  // A dynamic result size: a static source's, else the largest dynamic
  // one (the others are 1 or the same).
  llvm::SmallVector<Value, 4> sizes;
  for (size_t k = 0; k < rank; ++k) {
    if (shape[k] != kDynamic)
      continue;
    Value size;
    for (auto [operand, j] : sources(k)) {
      Value own = tb.dim(operand, j);
      if (rankedType(operand).getShape()[size_t(j)] != kDynamic) {
        size = own;
        break;
      }
      size = size ? tb.scalars().binary<arith::MaxUIOp>(size, own) : own;
    }
    sizes.push_back(size ? size : tb.indexConstant(1));
  }
  Value init = tb.empty(resultType, sizes);
  // An operand whose dynamic dimension may be 1 where the result's is not
  // is broadcast first, reading at index 0 where its size is 1.
  llvm::SmallVector<Value, 4> inputs;
  llvm::SmallVector<AffineMapAttr, 4> maps;
  for (Value operand : operands) {
    llvm::ArrayRef<int64_t> own = rankedType(operand).getShape();
    size_t offset = rank - own.size();
    bool mayBroadcast = false;
    for (size_t j = 0; j < own.size(); ++j)
      mayBroadcast |= own[j] == kDynamic && (shape[offset + j] != kDynamic ||
                                             sources(offset + j).size() > 1);
    if (!mayBroadcast) {
      inputs.push_back(operand);
      maps.push_back(broadcastMap(tb.ctx, own, shape));
      continue;
    }
    llvm::SmallVector<Value, 4> isOne(own.size());
    for (size_t j = 0; j < own.size(); ++j)
      if (own[j] == kDynamic)
        isOne[j] = tb.scalars().compare(ScalarBuilder::Compare::EQ,
                                        tb.dim(operand, int64_t(j)),
                                        tb.indexConstant(1));
    Type operandElement = rankedType(operand).getElementType();
    auto spreadType = RankedTensorType::get(shape, operandElement, Attribute());
    Value spread =
        tb.generic({}, {tb.empty(spreadType, sizes)},
                   {tb.identityMap(unsigned(rank))}, {},
                   [&](ScalarBuilder &s, llvm::ArrayRef<Value>) {
                     llvm::SmallVector<Value, 4> at;
                     for (size_t j = 0; j < own.size(); ++j) {
                       Value zero = s.constant(IndexType::get(tb.ctx), 0);
                       if (own[j] == 1 && shape[offset + j] != 1)
                         at.push_back(zero);
                       else if (own[j] == kDynamic)
                         at.push_back(
                             s.select(isOne[j], zero,
                                      s.loopIndex(unsigned(offset + j))));
                       else
                         at.push_back(s.loopIndex(unsigned(offset + j)));
                     }
                     llvm::SmallVector<Value, 2> y = {s.extract(operand, at)};
                     return y;
                   })
            ->getResult(0);
    inputs.push_back(spread);
    maps.push_back(tb.identityMap(unsigned(rank)));
  }
  maps.push_back(tb.identityMap(unsigned(rank)));
  Type element = resultType.getElementType();
  Operation *generic =
      tb.generic(inputs, {init}, maps, {},
                 [&](ScalarBuilder &s, llvm::ArrayRef<Value> args) {
                   llvm::SmallVector<Value, 2> yielded = {
                       fn(s, args.drop_back(), element)};
                   return yielded;
                 });
  return replaceWithCasts(rewriter, op, generic->getResults());
}

/// The element function of op type `OpT`, with the op for its attributes.
template <typename OpT>
using TypedElementFn = Value (*)(ScalarBuilder &s, llvm::ArrayRef<Value> x,
                                 OpT op, Type result);

template <typename OpT, TypedElementFn<OpT> Fn>
LogicalResult lowerElementwise(Operation *op, PatternRewriter &rewriter) {
  auto typed = llvm::cast<OpT>(op);
  llvm::SmallVector<Value, 4> operands(op->getOperands());
  return lowerMapped(op, operands, rewriter,
                     [&](ScalarBuilder &s, llvm::ArrayRef<Value> x,
                         Type result) { return Fn(s, x, typed, result); });
}

template <typename OpT, TypedElementFn<OpT> Fn>
void addElementwise(LoweringTable &table) {
  table.add<OpT>(lowerElementwise<OpT, Fn>);
}

float floatAttr(FloatAttr attr) { return ONNX::floatValue(attr); }

//===-- Element functions -------------------------------------------------===//

/// An op of math (or arith) on one float operand.
template <typename OpT, typename MathOp>
Value mathElement(ScalarBuilder &s, llvm::ArrayRef<Value> x, OpT, Type) {
  return s.unary<MathOp>(x[0]);
}

template <typename OpT>
Value addElement(ScalarBuilder &s, llvm::ArrayRef<Value> x, OpT, Type) {
  return s.add(x[0], x[1]);
}
template <typename OpT>
Value subElement(ScalarBuilder &s, llvm::ArrayRef<Value> x, OpT, Type) {
  return s.sub(x[0], x[1]);
}
template <typename OpT>
Value mulElement(ScalarBuilder &s, llvm::ArrayRef<Value> x, OpT, Type) {
  return s.mul(x[0], x[1]);
}
template <typename OpT>
Value divElement(ScalarBuilder &s, llvm::ArrayRef<Value> x, OpT, Type) {
  return s.div(x[0], x[1]);
}

/// Max, Min, Sum and Mean of any number of operands.
template <typename OpT>
Value maxElement(ScalarBuilder &s, llvm::ArrayRef<Value> x, OpT, Type) {
  Value v = x[0];
  for (Value y : x.drop_front())
    v = s.max(v, y);
  return v;
}
template <typename OpT>
Value minElement(ScalarBuilder &s, llvm::ArrayRef<Value> x, OpT, Type) {
  Value v = x[0];
  for (Value y : x.drop_front())
    v = s.min(v, y);
  return v;
}
Value sumElement(ScalarBuilder &s, llvm::ArrayRef<Value> x, ONNX::SumOp, Type) {
  Value v = x[0];
  for (Value y : x.drop_front())
    v = s.add(v, y);
  return v;
}
Value meanElement(ScalarBuilder &s, llvm::ArrayRef<Value> x, ONNX::MeanOp,
                  Type result) {
  Value v = x[0];
  for (Value y : x.drop_front())
    v = s.add(v, y);
  return s.div(v, s.constant(result, double(x.size())));
}

Value powElement(ScalarBuilder &s, llvm::ArrayRef<Value> x, ONNX::PowOp op,
                 Type result) {
  // Base and exponent may differ in signedness.
  bool baseUnsigned = readsUnsigned(op.operand<"X">());
  bool exponentUnsigned = readsUnsigned(op.operand<"Y">());
  if (llvm::isa<FloatType>(result))
    return s.binary<math::PowFOp>(
        x[0], s.cast(x[1], result, exponentUnsigned, false));
  // Integer powers through f64, exact for the results int64 holds that
  // f64 does.
  Type f64 = FloatType::get(s.builder().getContext(), TypeKind::F64);
  Value p = s.binary<math::PowFOp>(s.cast(x[0], f64, baseUnsigned, false),
                                   s.cast(x[1], f64, exponentUnsigned, false));
  return s.cast(p, result, false, baseUnsigned);
}

Value modElement(ScalarBuilder &s, llvm::ArrayRef<Value> x, ONNX::ModOp mod,
                 Type result) {
  Value r = s.rem(x[0], x[1]);
  if (llvm::isa<FloatType>(result) || s.integersUnsigned() ||
      ONNX::intValue(mod.propertyOrDefault<"fmod", IntegerAttr>()) != 0)
    return r;
  // Python's %: the remainder takes the divisor's sign.
  Value zero = s.constant(result, 0);
  Value nonZero = s.compare(Compare::NE, r, zero);
  Value signsDiffer = s.compare(Compare::NE, s.compare(Compare::LT, r, zero),
                                s.compare(Compare::LT, x[1], zero));
  Value adjust = s.binary<arith::AndIOp>(nonZero, signsDiffer);
  return s.select(adjust, s.add(r, x[1]), r);
}

Value negElement(ScalarBuilder &s, llvm::ArrayRef<Value> x, ONNX::NegOp, Type) {
  return s.neg(x[0]);
}
Value absElement(ScalarBuilder &s, llvm::ArrayRef<Value> x, ONNX::AbsOp,
                 Type result) {
  if (llvm::isa<FloatType>(result))
    return s.unary<math::AbsFOp>(x[0]);
  if (s.integersUnsigned())
    return x[0];
  return s.unary<math::AbsIOp>(x[0]);
}
/// BitShift (of unsigned integers): a shift by the width or more leaves
/// 0, as numpy's does, where arith's shifts would be poison.
Value bitShiftElement(ScalarBuilder &s, llvm::ArrayRef<Value> x,
                      ONNX::BitShiftOp op, Type result) {
  bool left = op.property<"direction", StringAttr>().getValue() == "LEFT";
  Value shifted = left ? s.binary<arith::ShLIOp>(x[0], x[1])
                       : s.binary<arith::ShRUIOp>(x[0], x[1]);
  unsigned width = llvm::cast<IntegerType>(result).getWidth();
  Value tooFar = s.compare(Compare::GE, x[1], s.constant(result, width));
  return s.select(tooFar, s.constant(result, 0), shifted);
}
Value reciprocalElement(ScalarBuilder &s, llvm::ArrayRef<Value> x,
                        ONNX::ReciprocalOp, Type result) {
  return s.div(s.constant(result, 1), x[0]);
}
Value signElement(ScalarBuilder &s, llvm::ArrayRef<Value> x, ONNX::SignOp,
                  Type result) {
  Value zero = s.constant(result, 0);
  Value negative = s.select(s.compare(Compare::LT, x[0], zero),
                            s.constant(result, -1), zero);
  return s.select(s.compare(Compare::GT, x[0], zero), s.constant(result, 1),
                  negative);
}
Value sigmoidOf(ScalarBuilder &s, Value v, Type type) {
  Value one = s.constant(type, 1);
  return s.div(one, s.add(one, s.unary<math::ExpOp>(s.neg(v))));
}
Value sigmoidElement(ScalarBuilder &s, llvm::ArrayRef<Value> x, ONNX::SigmoidOp,
                     Type result) {
  return sigmoidOf(s, x[0], result);
}
Value reluElement(ScalarBuilder &s, llvm::ArrayRef<Value> x, ONNX::ReluOp,
                  Type result) {
  // max(x, 0) with NaN kept (maximumf propagates it, as ONNX Runtime).
  return s.max(x[0], s.constant(result, 0));
}
Value leakyReluElement(ScalarBuilder &s, llvm::ArrayRef<Value> x,
                       ONNX::LeakyReluOp op, Type result) {
  Value alpha =
      s.constant(result, floatAttr(op.propertyOrDefault<"alpha", FloatAttr>()));
  Value negative = s.compare(Compare::LT, x[0], s.constant(result, 0));
  return s.select(negative, s.mul(alpha, x[0]), x[0]);
}
Value preluElement(ScalarBuilder &s, llvm::ArrayRef<Value> x, ONNX::PReluOp,
                   Type result) {
  Value negative = s.compare(Compare::LT, x[0], s.constant(result, 0));
  return s.select(negative, s.mul(x[1], x[0]), x[0]);
}
Value thresholdedReluElement(ScalarBuilder &s, llvm::ArrayRef<Value> x,
                             ONNX::ThresholdedReluOp op, Type result) {
  Value alpha =
      s.constant(result, floatAttr(op.propertyOrDefault<"alpha", FloatAttr>()));
  return s.select(s.compare(Compare::GT, x[0], alpha), x[0],
                  s.constant(result, 0));
}
/// alpha * (exp(x) - 1) below zero, x above (Elu; Celu divides by alpha).
Value expLinear(ScalarBuilder &s, Value v, Type type, double alpha,
                double scaleInside) {
  Value zero = s.constant(type, 0);
  Value inside = s.mul(v, s.constant(type, scaleInside));
  Value below = s.mul(s.constant(type, alpha),
                      s.sub(s.unary<math::ExpOp>(inside), s.constant(type, 1)));
  return s.select(s.compare(Compare::LT, v, zero), below, v);
}
Value eluElement(ScalarBuilder &s, llvm::ArrayRef<Value> x, ONNX::EluOp op,
                 Type result) {
  return expLinear(s, x[0], result,
                   floatAttr(op.propertyOrDefault<"alpha", FloatAttr>()), 1);
}
Value celuElement(ScalarBuilder &s, llvm::ArrayRef<Value> x, ONNX::CeluOp op,
                  Type result) {
  double alpha = floatAttr(op.propertyOrDefault<"alpha", FloatAttr>());
  return expLinear(s, x[0], result, alpha, 1 / alpha);
}
Value seluElement(ScalarBuilder &s, llvm::ArrayRef<Value> x, ONNX::SeluOp op,
                  Type result) {
  double alpha = floatAttr(op.propertyOrDefault<"alpha", FloatAttr>());
  double gamma = floatAttr(op.propertyOrDefault<"gamma", FloatAttr>());
  Value zero = s.constant(result, 0);
  Value below =
      s.sub(s.mul(s.constant(result, alpha), s.unary<math::ExpOp>(x[0])),
            s.constant(result, alpha));
  Value y = s.select(s.compare(Compare::GT, x[0], zero), x[0], below);
  return s.mul(s.constant(result, gamma), y);
}
Value clamp01(ScalarBuilder &s, Value v, Type type) {
  return s.max(s.constant(type, 0), s.min(s.constant(type, 1), v));
}
Value hardSigmoidElement(ScalarBuilder &s, llvm::ArrayRef<Value> x,
                         ONNX::HardSigmoidOp op, Type result) {
  Value alpha =
      s.constant(result, floatAttr(op.propertyOrDefault<"alpha", FloatAttr>()));
  Value beta =
      s.constant(result, floatAttr(op.propertyOrDefault<"beta", FloatAttr>()));
  return clamp01(s, s.add(s.mul(alpha, x[0]), beta), result);
}
Value hardSwishElement(ScalarBuilder &s, llvm::ArrayRef<Value> x,
                       ONNX::HardSwishOp, Type result) {
  Value t =
      s.add(s.mul(s.constant(result, 1.0 / 6), x[0]), s.constant(result, 0.5));
  return s.mul(x[0], clamp01(s, t, result));
}
Value softplusOf(ScalarBuilder &s, Value v, Type type) {
  return s.unary<math::LogOp>(
      s.add(s.unary<math::ExpOp>(v), s.constant(type, 1)));
}
Value softplusElement(ScalarBuilder &s, llvm::ArrayRef<Value> x,
                      ONNX::SoftplusOp, Type result) {
  return softplusOf(s, x[0], result);
}
Value softsignElement(ScalarBuilder &s, llvm::ArrayRef<Value> x,
                      ONNX::SoftsignOp, Type result) {
  return s.div(x[0], s.add(s.constant(result, 1), s.unary<math::AbsFOp>(x[0])));
}
Value shrinkElement(ScalarBuilder &s, llvm::ArrayRef<Value> x,
                    ONNX::ShrinkOp op, Type result) {
  double lambd = floatAttr(op.propertyOrDefault<"lambd", FloatAttr>());
  double bias = floatAttr(op.propertyOrDefault<"bias", FloatAttr>());
  Value v = x[0];
  Value below = s.compare(Compare::LT, v, s.constant(result, -lambd));
  Value above = s.compare(Compare::GT, v, s.constant(result, lambd));
  Value zero = s.constant(result, 0);
  return s.select(below, s.add(v, s.constant(result, bias)),
                  s.select(above, s.sub(v, s.constant(result, bias)), zero));
}
Value roundElement(ScalarBuilder &s, llvm::ArrayRef<Value> x, ONNX::RoundOp,
                   Type) {
  // ONNX rounds half to even.
  return s.unary<math::RoundEvenOp>(x[0]);
}

template <typename OpT, Compare Kind>
Value compareElement(ScalarBuilder &s, llvm::ArrayRef<Value> x, OpT, Type) {
  return s.compare(Kind, x[0], x[1]);
}
Value notElement(ScalarBuilder &s, llvm::ArrayRef<Value> x, ONNX::NotOp,
                 Type result) {
  return s.binary<arith::XOrIOp>(x[0], s.constant(result, 1));
}
template <typename OpT, typename ArithOp>
Value logicElement(ScalarBuilder &s, llvm::ArrayRef<Value> x, OpT, Type) {
  return s.binary<ArithOp>(x[0], x[1]);
}
Value isNaNElement(ScalarBuilder &s, llvm::ArrayRef<Value> x, ONNX::IsNaNOp,
                   Type) {
  return s.compare(Compare::NE, x[0], x[0]);
}
Value isInfElement(ScalarBuilder &s, llvm::ArrayRef<Value> x, ONNX::IsInfOp op,
                   Type result) {
  Type element = x[0].getType();
  bool positive =
      ONNX::intValue(op.propertyOrDefault<"detect_positive", IntegerAttr>());
  bool negative =
      ONNX::intValue(op.propertyOrDefault<"detect_negative", IntegerAttr>());
  Value found = s.constant(result, 0);
  if (positive)
    found = s.binary<arith::OrIOp>(
        found, s.compare(Compare::EQ, x[0], s.highest(element)));
  if (negative)
    found = s.binary<arith::OrIOp>(
        found, s.compare(Compare::EQ, x[0], s.lowest(element)));
  return found;
}
Value whereElement(ScalarBuilder &s, llvm::ArrayRef<Value> x, ONNX::WhereOp,
                   Type) {
  return s.select(x[0], x[1], x[2]);
}
Value castElement(ScalarBuilder &s, llvm::ArrayRef<Value> x, ONNX::CastOp op,
                  Type result) {
  auto to = llvm::dyn_cast<FloatType>(result);
  if (!to || to.getKind() != TypeKind::BF16 ||
      !llvm::isa<FloatType>(x[0].getType()))
    return s.cast(x[0], result, readsUnsigned(op.operand<"input">()),
                  writesUnsigned(op.result<"output">()));
  // To bfloat16, ONNX's reference (and its test data, onnx 1.12) keeps the
  // top half of the f32's bits: truncation, not rounding.
  Context &ctx = s.builder().getContext();
  Type i32 = IntegerType::get(ctx, 32), i16 = IntegerType::get(ctx, 16);
  Value f = s.cast(x[0], FloatType::get(ctx, TypeKind::F32));
  OpBuilder &b = s.builder();
  Value bits =
      create<arith::BitcastOp>(b, s.location(), with<"in">(f), with<"out">(i32))
          ->getResult(0);
  Value high = s.binary<arith::ShRUIOp>(bits, s.constant(i32, 16));
  Value half = s.cast(high, i16);
  return create<arith::BitcastOp>(b, s.location(), with<"in">(half),
                                  with<"out">(result))
      ->getResult(0);
}

/// Expand: its input broadcast to the result's shape, which must be
/// static (the shape operand's values decide it).
LogicalResult lowerExpand(ONNX::ExpandOp op, PatternRewriter &rewriter) {
  RankedTensorType resultType = rankedType(op.result<"output">());
  if (!resultType || !resultType.hasStaticShape())
    return cannotLower(op, "its result's shape is not static");
  return lowerMapped(
      op, {op.operand<"input">()}, rewriter,
      [](ScalarBuilder &, llvm::ArrayRef<Value> x, Type) { return x[0]; });
}

/// CastLike: Cast to the element type of its second operand, whose
/// values are not read.
LogicalResult lowerCastLike(ONNX::CastLikeOp op, PatternRewriter &rewriter) {
  bool fromUnsigned = readsUnsigned(op.operand<"input">());
  bool toUnsigned = writesUnsigned(op.result<"output">());
  return lowerMapped(
      op, {op.operand<"input">()}, rewriter,
      [&](ScalarBuilder &s, llvm::ArrayRef<Value> x, Type result) {
        return s.cast(x[0], result, fromUnsigned, toUnsigned);
      });
}
Value clipElement(ScalarBuilder &s, llvm::ArrayRef<Value> x, ONNX::ClipOp op,
                  Type) {
  // Present bounds follow the input among the operands.
  Value v = x[0];
  size_t next = 1;
  if (op.operand<"min">())
    v = s.max(v, x[next++]);
  if (op.operand<"max">())
    v = s.min(v, x[next++]);
  return v;
}

} // namespace

void onnx_to_linalg::addElementwiseLowerings(LoweringTable &table) {
  using namespace ONNX;
  addElementwise<AddOp, addElement<AddOp>>(table);
  addElementwise<SubOp, subElement<SubOp>>(table);
  addElementwise<MulOp, mulElement<MulOp>>(table);
  addElementwise<DivOp, divElement<DivOp>>(table);
  addElementwise<MaxOp, maxElement<MaxOp>>(table);
  addElementwise<MinOp, minElement<MinOp>>(table);
  addElementwise<SumOp, sumElement>(table);
  addElementwise<MeanOp, meanElement>(table);
  addElementwise<PowOp, powElement>(table);
  addElementwise<ModOp, modElement>(table);
  addElementwise<BitShiftOp, bitShiftElement>(table);
  addElementwise<NegOp, negElement>(table);
  addElementwise<AbsOp, absElement>(table);
  addElementwise<ReciprocalOp, reciprocalElement>(table);
  addElementwise<SignOp, signElement>(table);
  addElementwise<RoundOp, roundElement>(table);
  addElementwise<ExpOp, mathElement<ExpOp, math::ExpOp>>(table);
  addElementwise<LogOp, mathElement<LogOp, math::LogOp>>(table);
  addElementwise<SqrtOp, mathElement<SqrtOp, math::SqrtOp>>(table);
  addElementwise<FloorOp, mathElement<FloorOp, math::FloorOp>>(table);
  addElementwise<CeilOp, mathElement<CeilOp, math::CeilOp>>(table);
  addElementwise<TanhOp, mathElement<TanhOp, math::TanhOp>>(table);
  addElementwise<ErfOp, mathElement<ErfOp, math::ErfOp>>(table);
  addElementwise<SinOp, mathElement<SinOp, math::SinOp>>(table);
  addElementwise<CosOp, mathElement<CosOp, math::CosOp>>(table);
  addElementwise<TanOp, mathElement<TanOp, math::TanOp>>(table);
  addElementwise<AsinOp, mathElement<AsinOp, math::AsinOp>>(table);
  addElementwise<AcosOp, mathElement<AcosOp, math::AcosOp>>(table);
  addElementwise<AtanOp, mathElement<AtanOp, math::AtanOp>>(table);
  addElementwise<SinhOp, mathElement<SinhOp, math::SinhOp>>(table);
  addElementwise<CoshOp, mathElement<CoshOp, math::CoshOp>>(table);
  addElementwise<AsinhOp, mathElement<AsinhOp, math::AsinhOp>>(table);
  addElementwise<AcoshOp, mathElement<AcoshOp, math::AcoshOp>>(table);
  addElementwise<AtanhOp, mathElement<AtanhOp, math::AtanhOp>>(table);
  addElementwise<SigmoidOp, sigmoidElement>(table);
  addElementwise<ReluOp, reluElement>(table);
  addElementwise<LeakyReluOp, leakyReluElement>(table);
  addElementwise<PReluOp, preluElement>(table);
  addElementwise<ThresholdedReluOp, thresholdedReluElement>(table);
  addElementwise<EluOp, eluElement>(table);
  addElementwise<CeluOp, celuElement>(table);
  addElementwise<SeluOp, seluElement>(table);
  addElementwise<HardSigmoidOp, hardSigmoidElement>(table);
  addElementwise<HardSwishOp, hardSwishElement>(table);
  addElementwise<SoftplusOp, softplusElement>(table);
  addElementwise<SoftsignOp, softsignElement>(table);
  addElementwise<ShrinkOp, shrinkElement>(table);
  addElementwise<EqualOp, compareElement<EqualOp, Compare::EQ>>(table);
  addElementwise<LessOp, compareElement<LessOp, Compare::LT>>(table);
  addElementwise<LessOrEqualOp, compareElement<LessOrEqualOp, Compare::LE>>(
      table);
  addElementwise<GreaterOp, compareElement<GreaterOp, Compare::GT>>(table);
  addElementwise<GreaterOrEqualOp,
                 compareElement<GreaterOrEqualOp, Compare::GE>>(table);
  addElementwise<NotOp, notElement>(table);
  addElementwise<AndOp, logicElement<AndOp, arith::AndIOp>>(table);
  addElementwise<OrOp, logicElement<OrOp, arith::OrIOp>>(table);
  addElementwise<XorOp, logicElement<XorOp, arith::XOrIOp>>(table);
  addElementwise<IsNaNOp, isNaNElement>(table);
  addElementwise<IsInfOp, isInfElement>(table);
  addElementwise<WhereOp, whereElement>(table);
  addElementwise<CastOp, castElement>(table);
  table.add<CastLikeOp, lowerCastLike>();
  table.add<ExpandOp, lowerExpand>();
  addElementwise<ClipOp, clipElement>(table);
}
