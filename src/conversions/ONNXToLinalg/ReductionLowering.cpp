//===- ReductionLowering.cpp - onnx's reductions as linalg.generic --------===//
//
// ReduceSum, ReduceMean, ReduceMax, ReduceMin, ReduceProd, ReduceL1,
// ReduceL2, ReduceLogSum, ReduceLogSumExp and ReduceSumSquare become one
// reducing linalg.generic (each element mapped first where the op says:
// |x|, x * x, exp x), an elementwise one after where it needs (the mean's
// division, L2's root, the logarithms), and the reduced dimensions given
// back as 1s by tensor.expand_shape when keepdims. ArgMax and ArgMin carry
// the best value and its index through one generic of two inits.
//
//===----------------------------------------------------------------------===//
#include "conversions/ONNXToLinalg/LoweringSupport.h"
#include "dialects/arith/ArithOps.h"
#include "dialects/math/MathOps.h"
#include "dialects/onnx/ONNXAttributes.h"
#include "dialects/onnx/ONNXOps.h"
#include "ir/Operation.h"

#include <type_traits>

using namespace terrace;
using namespace terrace::onnx_to_linalg;
using llvm::failure;
using llvm::LogicalResult;
using llvm::success;

Value onnx_to_linalg::argExtremeAlong(TensorBuilder &tb, Value data,
                                      int64_t axis, bool max, bool last) {
  auto type = llvm::cast<RankedTensorType>(data.getType());
  Type element = type.getElementType();
  int64_t rank = type.getRank();
  ScalarBuilder s = tb.scalars();
  Type i64 = IntegerType::get(tb.ctx, 64);
  llvm::SmallVector<int64_t, 4> shape;
  llvm::SmallVector<Value, 4> sizes;
  llvm::SmallVector<AffineExpr, 4> kept;
  llvm::SmallVector<linalg::IteratorType, 4> iterators;
  for (int64_t d = 0; d < rank; ++d) {
    iterators.push_back(d == axis ? linalg::IteratorType::Reduction
                                  : linalg::IteratorType::Parallel);
    if (d == axis)
      continue;
    kept.push_back(tb.dimExpr(unsigned(d)));
    shape.push_back(type.getShape()[size_t(d)]);
    if (shape.back() == kDynamic)
      sizes.push_back(tb.dim(data, d));
  }
  auto valuesType = RankedTensorType::get(shape, element, Attribute());
  auto indicesType = RankedTensorType::get(shape, i64, Attribute());
  Value values = tb.fill(tb.empty(valuesType, sizes),
                         max ? s.lowest(element) : s.highest(element));
  Value indices = tb.filled(indicesType, sizes, -1);
  unsigned r = unsigned(rank);
  Operation *generic = tb.generic(
      {data}, {values, indices},
      {tb.identityMap(r), tb.map(r, kept), tb.map(r, kept)}, iterators,
      [&](ScalarBuilder &s, llvm::ArrayRef<Value> args) {
        Value x = args[0], best = args[1], bestIndex = args[2];
        using C = ScalarBuilder::Compare;
        C kind = max ? (last ? C::GE : C::GT) : (last ? C::LE : C::LT);
        // The first element always wins (the start, -1, is only a
        // marker).
        Value first = s.compare(C::EQ, bestIndex, s.constant(i64, -1));
        Value better = s.binary<arith::OrIOp>(first, s.compare(kind, x, best));
        Value index = s.indexToInteger(s.loopIndex(unsigned(axis)), i64);
        llvm::SmallVector<Value, 2> y = {s.select(better, x, best),
                                         s.select(better, index, bestIndex)};
        return y;
      });
  return generic->getResult(1);
}

namespace {

enum class Reduction {
  Sum,
  Mean,
  Max,
  Min,
  Prod,
  L1,
  L2,
  LogSum,
  LogSumExp,
  SumSquare
};

/// Which dimensions `axes` reduce (all when empty); fails on an axis out
/// of range.
LogicalResult reducedDims(Operation *op, llvm::ArrayRef<int64_t> axes,
                          int64_t rank, llvm::SmallVectorImpl<bool> &reduced) {
  reduced.assign(size_t(rank), axes.empty());
  for (int64_t axis : axes) {
    if (axis < 0)
      axis += rank;
    if (axis < 0 || axis >= rank)
      return cannotLower(op, "an axis is out of range");
    reduced[size_t(axis)] = true;
  }
  return success();
}

/// `data` reduced along the dimensions `reduced` marks, as reduction
/// `Kind` (the reduced dimensions kept as 1s with `keep`); null after an
/// error on `op`.
template <Reduction Kind>
Value reduceAlong(TensorBuilder &tb, Operation *op, Value data,
                  llvm::ArrayRef<bool> reduced, bool keep) {
  RankedTensorType type = rankedType(data);
  Type element = type.getElementType();
  ScalarBuilder s = tb.scalars();
  // The mean's divisor: the reduced dimensions' sizes, a constant when
  // they are static, else computed at run time.
  int64_t staticCount = 1;
  bool dynamicCount = false;
  for (size_t d = 0; d < reduced.size(); ++d)
    if (reduced[d]) {
      dynamicCount |= type.getShape()[d] == kDynamic;
      staticCount *= type.getShape()[d] == kDynamic ? 1 : type.getShape()[d];
    }
  Value initial;
  switch (Kind) {
  case Reduction::Max:
    initial = s.lowest(element);
    break;
  case Reduction::Min:
    initial = s.highest(element);
    break;
  case Reduction::Prod:
    initial = s.constant(element, 1);
    break;
  default:
    initial = s.constant(element, 0);
  }
  Value result = tb.reduce(
      data, reduced, initial, [](ScalarBuilder &s, Value x, Value acc) {
        switch (Kind) {
        case Reduction::Max:
          return s.max(acc, x);
        case Reduction::Min:
          return s.min(acc, x);
        case Reduction::Prod:
          return s.mul(acc, x);
        case Reduction::L1:
          return s.add(acc, llvm::isa<FloatType>(x.getType())
                                ? s.unary<math::AbsFOp>(x)
                            : s.readUnsigned(x) ? x
                                                : s.unary<math::AbsIOp>(x));
        case Reduction::L2:
        case Reduction::SumSquare:
          return s.add(acc, s.mul(x, x));
        case Reduction::LogSumExp:
          return s.add(acc, s.unary<math::ExpOp>(x));
        default:
          return s.add(acc, x);
        }
      });
  if (Kind == Reduction::Mean || Kind == Reduction::L2 ||
      Kind == Reduction::LogSum || Kind == Reduction::LogSumExp) {
    if (Kind != Reduction::Mean && !llvm::isa<FloatType>(element)) {
      (void)cannotLower(op, "it takes roots or logarithms of integers");
      return Value();
    }
    Value divisor = s.constant(element, double(staticCount));
    if (Kind == Reduction::Mean && dynamicCount) {
      Value count = tb.indexConstant(1);
      for (size_t d = 0; d < reduced.size(); ++d)
        if (reduced[d])
          count = s.mul(count, tb.dim(data, int64_t(d)));
      divisor = s.cast(s.indexToInteger(count, IntegerType::get(tb.ctx, 64)),
                       element);
    }
    result = tb.mapElements({result}, result, element,
                            [&](ScalarBuilder &s, llvm::ArrayRef<Value> x) {
                              switch (Kind) {
                              case Reduction::Mean:
                                return s.div(x[0], divisor);
                              case Reduction::L2:
                                return s.unary<math::SqrtOp>(x[0]);
                              default:
                                return s.unary<math::LogOp>(x[0]);
                              }
                            });
  }
  if (keep)
    result = tb.keepDims(result, type, reduced);
  return result;
}

/// A reduction whose axes are read at run time (ReduceSum's operand): one
/// reduction per set of axes they may name, chosen by the set's bits.
template <Reduction Kind>
LogicalResult reduceAlongRuntimeAxes(TensorBuilder &tb, Operation *op,
                                     Value data, Value axes, bool keep) {
  int64_t rank = rankedType(data).getRank();
  RankedTensorType resultType = rankedType(op->getResult(0));
  if (!resultType)
    return cannotLower(op, "its result has no known rank");
  if (rank > 6)
    return cannotLower(op, "its axes are read at run time and its input "
                           "has more than 6 dimensions");
  int64_t count = rankedType(axes).getShape()[0];
  // With keepdims every set of 1 to `count` axes; without, the result's
  // rank says how many.
  llvm::SmallVector<int64_t, 16> cases;
  for (int64_t mask = 1; mask < (int64_t(1) << rank); ++mask) {
    int64_t bits = int64_t(llvm::popcount(uint64_t(mask)));
    if (keep ? bits <= count : bits == rank - resultType.getRank())
      cases.push_back(mask);
  }
  ScalarBuilder s = tb.scalars();
  Type i64 = IntegerType::get(tb.ctx, 64);
  // The set's bits; an axis out of range sets bit `rank`, no case's.
  Value mask = s.constant(i64, 0);
  for (int64_t j = 0; j < count; ++j) {
    Value axis = normalizedIndex(tb, tb.element(axes, j), rank);
    Value inRange = s.binary<arith::AndIOp>(
        s.compare(ScalarBuilder::Compare::GE, axis, tb.indexConstant(0)),
        s.compare(ScalarBuilder::Compare::LT, axis, tb.indexConstant(rank)));
    Value bit = s.select(inRange, s.indexToInteger(axis, i64),
                         s.constant(i64, double(rank)));
    mask = s.binary<arith::OrIOp>(
        mask, s.binary<arith::ShLIOp>(s.constant(i64, 1), bit));
  }
  bool failed = false;
  llvm::SmallVector<Value, 2> results = switchOn(
      tb, s.integerToIndex(mask), cases,
      TypeRange({Type(dynamicShape(resultType))}),
      "the reduction's axes are out of range or repeated", [&](int64_t bits) {
        llvm::SmallVector<bool, 4> reduced;
        for (int64_t d = 0; d < rank; ++d)
          reduced.push_back((bits >> d) & 1);
        Value result = reduceAlong<Kind>(tb, op, data, reduced, keep);
        failed |= !result;
        llvm::SmallVector<Value, 2> values = {result ? result : data};
        return values;
      });
  if (failed)
    return llvm::failure();
  return replaceWithCasts(tb.rewriter, op, results);
}

template <typename OpT, Reduction Kind>
LogicalResult lowerReduce(OpT op, PatternRewriter &rewriter) {
  if (failed(checkNumberTensors(op)))
    return failure();
  Value data = op.template operand<"data">();
  RankedTensorType type = rankedType(data);
  bool keep =
      ONNX::intValue(op.template propertyOrDefault<"keepdims", IntegerAttr>());
  TensorBuilder tb(rewriter, op, computesUnsigned(op));
  llvm::SmallVector<int64_t, 4> axes;
  if constexpr (std::is_same_v<OpT, ONNX::ReduceSumOp>) {
    if (Value given = op.template operand<"axes">()) {
      RankedTensorType givenType = rankedType(given);
      auto values = ONNX::smallIntConstant(given);
      bool none = givenType && givenType.hasStaticShape() &&
                  givenType.getNumElements() == 0;
      if (!values && !none) {
        if (!givenType || givenType.getRank() != 1 ||
            givenType.getShape()[0] == kDynamic)
          return cannotLower(op, "its axes are not a 1-D tensor of known "
                                 "length");
        return reduceAlongRuntimeAxes<Kind>(tb, op, data, given, keep);
      }
      if (values)
        axes.assign(values->begin(), values->end());
    }
    if (axes.empty() &&
        ONNX::intValue(op.template propertyOrDefault<"noop_with_empty_axes",
                                                     IntegerAttr>())) {
      return replaceWithCast(rewriter, op, data);
    }
  } else {
    axes = ONNX::intValues(op.template property<"axes", ArrayAttr>());
  }
  llvm::SmallVector<bool, 4> reduced;
  if (failed(reducedDims(op, axes, type.getRank(), reduced)))
    return failure();
  Value result = reduceAlong<Kind>(tb, op, data, reduced, keep);
  if (!result)
    return failure();
  return replaceWithCast(rewriter, op, result);
}

/// ArgMax and ArgMin: the first (or last) index of the best element.
template <typename OpT, bool Max>
LogicalResult lowerArgExtreme(OpT op, PatternRewriter &rewriter) {
  if (failed(checkNumberTensors(op)))
    return failure();
  Value data = op.template operand<"data">();
  RankedTensorType type = rankedType(data);
  int64_t rank = type.getRank();
  int64_t axis =
      ONNX::intValue(op.template propertyOrDefault<"axis", IntegerAttr>());
  if (axis < 0)
    axis += rank;
  if (axis < 0 || axis >= rank)
    return cannotLower(op, "its axis is out of range");
  bool keep =
      ONNX::intValue(op.template propertyOrDefault<"keepdims", IntegerAttr>());
  bool last = ONNX::intValue(
      op.template propertyOrDefault<"select_last_index", IntegerAttr>());
  llvm::SmallVector<bool, 4> reduced(size_t(rank), false);
  reduced[size_t(axis)] = true;

  TensorBuilder tb(rewriter, op, computesUnsigned(op));
  Value result = argExtremeAlong(tb, data, axis, Max, last);
  if (keep)
    result = tb.keepDims(result, type, reduced);
  return replaceWithCast(rewriter, op, result);
}

} // namespace

void onnx_to_linalg::addReductionLowerings(LoweringTable &table) {
  using namespace ONNX;
  table.add<ReduceSumOp, lowerReduce<ReduceSumOp, Reduction::Sum>>();
  table.add<ReduceMeanOp, lowerReduce<ReduceMeanOp, Reduction::Mean>>();
  table.add<ReduceMaxOp, lowerReduce<ReduceMaxOp, Reduction::Max>>();
  table.add<ReduceMinOp, lowerReduce<ReduceMinOp, Reduction::Min>>();
  table.add<ReduceProdOp, lowerReduce<ReduceProdOp, Reduction::Prod>>();
  table.add<ReduceL1Op, lowerReduce<ReduceL1Op, Reduction::L1>>();
  table.add<ReduceL2Op, lowerReduce<ReduceL2Op, Reduction::L2>>();
  table.add<ReduceLogSumOp, lowerReduce<ReduceLogSumOp, Reduction::LogSum>>();
  table.add<ReduceLogSumExpOp,
            lowerReduce<ReduceLogSumExpOp, Reduction::LogSumExp>>();
  table.add<ReduceSumSquareOp,
            lowerReduce<ReduceSumSquareOp, Reduction::SumSquare>>();
  table.add<ArgMaxOp, lowerArgExtreme<ArgMaxOp, true>>();
  table.add<ArgMinOp, lowerArgExtreme<ArgMinOp, false>>();
}
