//===- ResizeLowering.cpp - Resize as a gathering linalg.generic ----------===//
//
// Resize with constant scales or sizes on a static input: along each axis
// the input positions and weights every output position reads are worked
// out at compile time (ONNX::resizeAxisWeights, what the interpreter
// uses) into constant tables; one linalg.generic over the output reads
// its row of each table through its indexing maps and sums the weighed
// input elements (2 per resized axis for linear, 4 for cubic, 1 for
// nearest), giving extrapolation_value outside tf_crop_and_resize's region.
// Axes that are not resized are read directly. Scales (or a region) known
// at run time only: each output element works out the same taps in IR.
//
//===----------------------------------------------------------------------===//
#include "conversions/ONNXToLinalg/LoweringSupport.h"
#include "dialects/arith/ArithOps.h"
#include "dialects/math/MathOps.h"
#include "dialects/onnx/ONNXAttributes.h"
#include "dialects/onnx/ONNXOps.h"
#include "dialects/tensor/TensorOps.h"
#include "ir/Operation.h"

#include <cmath>

using namespace terrace;
using namespace terrace::onnx_to_linalg;
using llvm::failure;
using llvm::LogicalResult;
using llvm::success;

namespace {

/// One axis's sampling: per output position, K positions and weights
/// (unused ones of weight 0 at position 0) and whether it is inside.
struct AxisSampling {
  int64_t k = 1;
  llvm::SmallVector<int64_t, 16> positions;
  llvm::SmallVector<double, 16> weights;
  llvm::SmallVector<bool, 16> inside;
  bool identity = true;
  bool allInside = true;
};

/// A constant tensor of `shape` holding `values` as `element`.
template <typename T>
Value constantTable(TensorBuilder &tb, llvm::ArrayRef<int64_t> shape,
                    Type element, llvm::ArrayRef<T> values) {
  std::string bytes;
  unsigned width = element.getIntOrFloatBitWidth();
  for (T v : values) {
    if (auto f = llvm::dyn_cast<FloatType>(element)) {
      llvm::APFloat a((double)v);
      bool lost = false;
      a.convert(f.getSemantics(), llvm::APFloat::rmNearestTiesToEven, &lost);
      uint64_t bits = a.bitcastToAPInt().getZExtValue();
      bytes.append(reinterpret_cast<const char *>(&bits), width / 8);
    } else if (width == 1) {
      bytes.push_back(char(v != 0));
    } else {
      int64_t i = int64_t(v);
      bytes.append(reinterpret_cast<const char *>(&i), width / 8);
    }
  }
  auto type = RankedTensorType::get(shape, element, Attribute());
  return create<arith::ConstantOp>(
             tb.rewriter, tb.loc,
             with<"value">(DenseIntOrFPElementsAttr::get(type, bytes)),
             with<"result">(Type(type)))
      ->getResult(0);
}

/// One axis's taps at run time: the input positions (indices) an output
/// position reads and their weights (f64), and whether it is inside
/// tf_crop_and_resize's region (null when always).
struct Taps {
  llvm::SmallVector<Value, 4> at, weight;
  Value inside;
};

/// resizeAxisWeights in IR: the same formulas on the loop's index, with
/// the scale and region of interest known at run time only.
Taps runtimeTaps(ScalarBuilder &s, const ONNX::ResizeParams &p, unsigned dim,
                 Value scale, Value roiStart, Value roiEnd, int64_t inLen) {
  using C = ScalarBuilder::Compare;
  Context &ctx = s.builder().getContext();
  Type f64 = FloatType::get(ctx, TypeKind::F64);
  Type i64 = IntegerType::get(ctx, 64);
  auto c = [&](double v) { return s.constant(f64, v); };
  Value o = s.cast(s.indexToInteger(s.loopIndex(dim), i64), f64);
  Value lastIn = c(double(inLen - 1));
  Value outWidth = s.mul(scale, c(double(inLen)));
  Value single = s.compare(C::EQ, outWidth, c(1));
  Value halfPixel = s.div(s.add(o, c(0.5)), scale);
  Value xo;
  Taps taps;
  llvm::StringRef t = p.transform;
  if (t == "align_corners") {
    xo = s.select(single, c(0), s.div(s.mul(o, lastIn), s.sub(outWidth, c(1))));
  } else if (t == "asymmetric") {
    xo = s.div(o, scale);
  } else if (t == "tf_crop_and_resize") {
    Value span = s.mul(s.sub(roiEnd, roiStart), lastIn);
    xo = s.select(single, s.div(span, c(2)),
                  s.div(s.mul(o, span), s.sub(outWidth, c(1))));
    xo = s.add(xo, s.mul(roiStart, lastIn));
    taps.inside = s.binary<arith::AndIOp>(s.compare(C::GE, xo, c(0)),
                                          s.compare(C::LE, xo, lastIn));
  } else if (t == "tf_half_pixel_for_nn") {
    xo = halfPixel;
  } else if (t == "pytorch_half_pixel") {
    xo = s.select(single, c(-0.5), s.sub(halfPixel, c(0.5)));
  } else {
    xo = s.sub(halfPixel, c(0.5));
  }
  Value whole = s.unary<math::FloorOp>(xo);
  Value integral = s.compare(C::EQ, xo, whole);
  Value ratio = s.select(integral, c(1), s.sub(xo, whole));
  Value one = s.constant(i64, 1);
  Value base =
      s.sub(s.cast(whole, i64), s.select(integral, one, s.constant(i64, 0)));
  llvm::SmallVector<Value, 4> weights;
  Value first = base;
  if (p.mode == "nearest") {
    // One tap: base + 1 when whole or rounding up.
    llvm::StringRef m = p.nearestMode;
    Value up = m == "round_prefer_floor" ? s.compare(C::GT, ratio, c(0.5))
               : m == "round_prefer_ceil"
                   ? s.compare(C::GE, ratio, c(0.5))
                   : s.constant(IntegerType::get(ctx, 1), m == "ceil" ? 1 : 0);
    up = s.binary<arith::OrIOp>(up, integral);
    first = s.add(base, s.select(up, one, s.constant(i64, 0)));
    weights.push_back(c(1));
  } else if (p.mode == "linear") {
    weights = {s.sub(c(1), ratio), ratio};
  } else {
    double a = p.cubicA;
    Value r = ratio, q = s.sub(c(1), ratio);
    auto outer = [&](Value v) {
      Value v1 = s.add(v, c(1));
      // ((a * v1 - 5a) * v1 + 8a) * v1 - 4a
      return s.sub(
          s.mul(s.add(s.mul(s.sub(s.mul(c(a), v1), c(5 * a)), v1), c(8 * a)),
                v1),
          c(4 * a));
    };
    auto inner = [&](Value v) {
      // ((a + 2) * v - (a + 3)) * v * v + 1
      return s.add(s.mul(s.mul(s.sub(s.mul(c(a + 2), v), c(a + 3)), v), v),
                   c(1));
    };
    weights = {outer(r), inner(r), inner(q), outer(q)};
    first = s.sub(base, one);
  }
  llvm::SmallVector<Value, 4> positions;
  for (size_t i = 0; i < weights.size(); ++i)
    positions.push_back(s.add(first, s.constant(i64, double(i))));
  if (p.excludeOutside && weights.size() > 1) {
    Value total = c(0);
    for (size_t i = 0; i < weights.size(); ++i) {
      Value in = s.binary<arith::AndIOp>(
          s.compare(C::GE, positions[i], s.constant(i64, 0)),
          s.compare(C::LE, positions[i], s.constant(i64, double(inLen - 1))));
      weights[i] = s.select(in, weights[i], c(0));
      total = s.add(total, weights[i]);
    }
    Value nonZero = s.compare(C::NE, total, c(0));
    for (Value &w : weights)
      w = s.select(nonZero, s.div(w, total), w);
  }
  for (size_t i = 0; i < weights.size(); ++i) {
    Value clamped = s.min(s.max(positions[i], s.constant(i64, 0)),
                          s.constant(i64, double(inLen - 1)));
    taps.at.push_back(s.integerToIndex(clamped));
    taps.weight.push_back(weights[i]);
  }
  return taps;
}

/// Resize with scales (or a region of interest) known at run time only,
/// into the result's static shape: every output element works out its
/// taps as resizeAxisWeights does, reading the scales first.
LogicalResult lowerResizeAtRunTime(ONNX::ResizeOp op, PatternRewriter &rewriter,
                                   const ONNX::ResizeParams &p,
                                   RankedTensorType resultType) {
  Value x = op.operand<"X">();
  RankedTensorType type = rankedType(x);
  int64_t rank = type.getRank();
  Type element = type.getElementType();
  TensorBuilder tb(rewriter, op);
  ScalarBuilder outside = tb.scalars();
  Type f64 = FloatType::get(tb.ctx, TypeKind::F64);
  // A one-dimensional float tensor's element i, as f64.
  auto read = [&](Value tensor, int64_t i) {
    return tb.element(tensor, i, f64);
  };
  Value scalesValue = op.operand<"scales">();
  RankedTensorType scalesType = rankedType(scalesValue);
  if (scalesValue && (!scalesType || scalesType.getRank() != 1 ||
                      scalesType.getShape()[0] != rank))
    scalesValue = Value();
  Value roiValue = op.operand<"roi">();
  RankedTensorType roiType = rankedType(roiValue);
  bool haveRoi =
      roiType && roiType.getRank() == 1 && roiType.getShape()[0] == 2 * rank;
  llvm::SmallVector<Value, 4> scales, roiStart, roiEnd;
  for (int64_t d = 0; d < rank; ++d) {
    scales.push_back(
        scalesValue
            ? read(scalesValue, d)
            : outside.constant(f64, double(resultType.getShape()[size_t(d)]) /
                                        double(type.getShape()[size_t(d)])));
    roiStart.push_back(haveRoi ? read(roiValue, d) : outside.constant(f64, 0));
    roiEnd.push_back(haveRoi ? read(roiValue, rank + d)
                             : outside.constant(f64, 1));
  }
  unsigned r = unsigned(rank);
  double extrapolation = p.extrapolation;
  Operation *generic = tb.generic(
      {}, {tb.empty(resultType)}, {tb.identityMap(r)}, {},
      [&](ScalarBuilder &s, llvm::ArrayRef<Value>) {
        llvm::SmallVector<Taps, 4> taps;
        for (int64_t d = 0; d < rank; ++d)
          taps.push_back(runtimeTaps(s, p, unsigned(d), scales[size_t(d)],
                                     roiStart[size_t(d)], roiEnd[size_t(d)],
                                     type.getShape()[size_t(d)]));
        Value sum = s.constant(f64, 0);
        llvm::SmallVector<size_t, 4> pick(static_cast<size_t>(rank), 0);
        for (;;) {
          llvm::SmallVector<Value, 4> at;
          Value w;
          for (int64_t d = 0; d < rank; ++d) {
            at.push_back(taps[size_t(d)].at[pick[size_t(d)]]);
            Value wd = taps[size_t(d)].weight[pick[size_t(d)]];
            w = w ? s.mul(w, wd) : wd;
          }
          Value v = s.extract(x, at);
          sum = s.add(sum, s.mul(w, s.cast(v, f64)));
          int64_t d = rank - 1;
          for (; d >= 0; --d) {
            if (++pick[size_t(d)] < taps[size_t(d)].at.size())
              break;
            pick[size_t(d)] = 0;
          }
          if (d < 0)
            break;
        }
        for (const Taps &t : taps)
          if (t.inside)
            sum = s.select(t.inside, sum, s.constant(f64, extrapolation));
        llvm::SmallVector<Value, 2> y = {s.cast(sum, element)};
        return y;
      });
  return replaceWithCast(rewriter, op, generic->getResult(0));
}

LogicalResult lowerResize(ONNX::ResizeOp op, PatternRewriter &rewriter) {
  Value x = op.operand<"X">();
  RankedTensorType type = rankedType(x);
  if (!type)
    return cannotLower(op, "its input has no known rank");
  Type element = type.getElementType();
  if (!llvm::isa<FloatType>(element))
    return cannotLower(op, "it resizes floats only");
  ONNX::ResizeParams p;
  p.mode = op.propertyOrDefault<"mode", StringAttr>().getValue();
  p.transform =
      op.propertyOrDefault<"coordinate_transformation_mode", StringAttr>()
          .getValue();
  p.nearestMode = op.propertyOrDefault<"nearest_mode", StringAttr>().getValue();
  p.cubicA =
      ONNX::floatValue(op.propertyOrDefault<"cubic_coeff_a", FloatAttr>());
  p.extrapolation = ONNX::floatValue(
      op.propertyOrDefault<"extrapolation_value", FloatAttr>());
  p.excludeOutside =
      ONNX::intValue(op.propertyOrDefault<"exclude_outside", IntegerAttr>()) !=
      0;
  int64_t rank = type.getRank();
  llvm::ArrayRef<int64_t> in = type.getShape();
  llvm::SmallVector<double, 4> scales;
  llvm::SmallVector<int64_t, 4> shape;
  std::optional<llvm::SmallVector<int64_t, 8>> sizes;
  if (Value given = op.operand<"sizes">())
    sizes = ONNX::smallIntConstant(given);
  std::optional<llvm::SmallVector<double, 8>> givenScales;
  if (Value given = op.operand<"scales">())
    givenScales = ONNX::smallFloatConstant(given);
  RankedTensorType declared = rankedType(op.result<"Y">());
  if (op.operand<"sizes">() && !sizes && declared &&
      declared.hasStaticShape()) {
    // Sizes known at run time only: the result's static type says them.
    sizes.emplace(declared.getShape().begin(), declared.getShape().end());
  }
  if (sizes && !sizes->empty()) {
    if (int64_t(sizes->size()) != rank)
      return cannotLower(op, "its sizes do not match its rank");
    for (int64_t d = 0; d < rank; ++d) {
      shape.push_back((*sizes)[size_t(d)]);
      scales.push_back(double(shape.back()) / double(in[size_t(d)]));
    }
  } else if (givenScales && int64_t(givenScales->size()) == rank) {
    for (int64_t d = 0; d < rank; ++d) {
      scales.push_back((*givenScales)[size_t(d)]);
      shape.push_back(
          in[size_t(d)] == kDynamic
              ? kDynamic
              : int64_t(std::floor(double(in[size_t(d)]) * scales.back())));
    }
  } else if (op.operand<"scales">() && declared && declared.hasStaticShape() &&
             type.hasStaticShape()) {
    return lowerResizeAtRunTime(op, rewriter, p, declared);
  } else {
    return cannotLower(op, "its scales or sizes are not constants");
  }
  llvm::SmallVector<double, 8> roi;
  if (Value given = op.operand<"roi">()) {
    auto values = ONNX::smallFloatConstant(given);
    if (!values)
      return lowerResizeAtRunTime(
          op, rewriter, p, RankedTensorType::get(shape, element, Attribute()));
    roi.assign(values->begin(), values->end());
  }
  if (roi.size() != size_t(2 * rank)) {
    roi.assign(size_t(2 * rank), 0);
    std::fill(roi.begin() + rank, roi.end(), 1.0);
  }

  // The sampling of each axis, worked out here. An axis scaled by 1 is
  // read as it is (every transformation but tf_crop_and_resize maps
  // position o to o), so it may be dynamic (a batch).
  llvm::SmallVector<AxisSampling, 4> axes(static_cast<size_t>(rank));
  for (int64_t d = 0; d < rank; ++d) {
    AxisSampling &a = axes[size_t(d)];
    if (scales[size_t(d)] == 1.0 && p.transform != "tf_crop_and_resize") {
      shape[size_t(d)] = in[size_t(d)];
      continue;
    }
    if (in[size_t(d)] == kDynamic)
      return cannotLower(op, "it resizes a dynamic dimension");
    llvm::SmallVector<llvm::SmallVector<int64_t, 4>, 16> pos;
    llvm::SmallVector<llvm::SmallVector<double, 4>, 16> wts;
    for (int64_t o = 0; o < shape[size_t(d)]; ++o) {
      llvm::SmallVector<int64_t, 4> at;
      llvm::SmallVector<double, 4> w;
      bool inside = ONNX::resizeAxisWeights(
          p, o, scales[size_t(d)], in[size_t(d)], shape[size_t(d)],
          roi[size_t(d)], roi[size_t(rank + d)], at, w);
      a.inside.push_back(inside);
      a.allInside &= inside;
      if (!inside || at.empty()) {
        at.assign(1, 0);
        w.assign(1, 0.0);
      }
      a.k = std::max<int64_t>(a.k, int64_t(at.size()));
      a.identity &= inside && at.size() == 1 && at[0] == o && w[0] == 1.0;
      pos.push_back(at);
      wts.push_back(w);
    }
    a.identity &= shape[size_t(d)] == in[size_t(d)];
    for (int64_t o = 0; o < shape[size_t(d)]; ++o)
      for (int64_t j = 0; j < a.k; ++j) {
        bool have = j < int64_t(pos[size_t(o)].size());
        a.positions.push_back(have ? pos[size_t(o)][size_t(j)] : 0);
        a.weights.push_back(have ? wts[size_t(o)][size_t(j)] : 0.0);
      }
  }

  TensorBuilder tb(rewriter, op);
  auto resultType = RankedTensorType::get(shape, element, Attribute());
  llvm::SmallVector<Value, 2> dynamicSizes;
  for (int64_t d = 0; d < rank; ++d)
    if (shape[size_t(d)] == kDynamic)
      dynamicSizes.push_back(tb.dim(x, d));
  unsigned r = unsigned(rank);
  Type i64 = IntegerType::get(tb.ctx, 64), i1 = IntegerType::get(tb.ctx, 1);
  // Inputs: for each resized axis its K position and weight columns, then
  // its inside flags where some position falls outside.
  llvm::SmallVector<Value, 16> inputs;
  llvm::SmallVector<AffineMapAttr, 16> maps;
  for (int64_t d = 0; d < rank; ++d) {
    const AxisSampling &a = axes[size_t(d)];
    if (a.identity)
      continue;
    llvm::SmallVector<int64_t, 2> tableShape = {shape[size_t(d)], a.k};
    Value positions = constantTable<int64_t>(tb, tableShape, i64, a.positions);
    Value weights = constantTable<double>(tb, tableShape, element, a.weights);
    for (int64_t j = 0; j < a.k; ++j) {
      AffineMapAttr column = tb.map(
          r, {tb.dimExpr(unsigned(d)), AffineExpr::getConstant(tb.ctx, j)});
      inputs.push_back(positions);
      maps.push_back(column);
      inputs.push_back(weights);
      maps.push_back(column);
    }
    if (!a.allInside) {
      llvm::SmallVector<int64_t, 16> flags(a.inside.begin(), a.inside.end());
      inputs.push_back(
          constantTable<int64_t>(tb, {shape[size_t(d)]}, i1, flags));
      maps.push_back(tb.map(r, {tb.dimExpr(unsigned(d))}));
    }
  }
  maps.push_back(tb.identityMap(r));
  double extrapolation = p.extrapolation;
  Operation *generic = tb.generic(
      inputs, {tb.empty(resultType, dynamicSizes)}, maps, {},
      [&](ScalarBuilder &s, llvm::ArrayRef<Value> args) {
        // Per axis: the K (position, weight) pairs, or the loop's index.
        struct Reads {
          llvm::SmallVector<Value, 4> at, weight;
        };
        llvm::SmallVector<Reads, 4> reads(static_cast<size_t>(rank));
        llvm::SmallVector<Value, 4> insideFlags;
        size_t next = 0;
        for (int64_t d = 0; d < rank; ++d) {
          const AxisSampling &a = axes[size_t(d)];
          if (a.identity) {
            reads[size_t(d)].at.push_back(s.loopIndex(unsigned(d)));
            continue;
          }
          for (int64_t j = 0; j < a.k; ++j) {
            reads[size_t(d)].at.push_back(s.integerToIndex(args[next++]));
            reads[size_t(d)].weight.push_back(args[next++]);
          }
          if (!a.allInside)
            insideFlags.push_back(args[next++]);
        }
        // The sum over every combination of neighbours.
        Value sum = s.constant(element, 0);
        llvm::SmallVector<size_t, 4> pick(static_cast<size_t>(rank), 0);
        for (;;) {
          llvm::SmallVector<Value, 4> at;
          Value w;
          for (int64_t d = 0; d < rank; ++d) {
            const Reads &rd = reads[size_t(d)];
            at.push_back(rd.at[pick[size_t(d)]]);
            if (!rd.weight.empty())
              w = w ? s.mul(w, rd.weight[pick[size_t(d)]])
                    : rd.weight[pick[size_t(d)]];
          }
          Value v = s.extract(x, at);
          sum = s.add(sum, w ? s.mul(w, v) : v);
          int64_t d = rank - 1;
          for (; d >= 0; --d) {
            if (++pick[size_t(d)] < reads[size_t(d)].at.size())
              break;
            pick[size_t(d)] = 0;
          }
          if (d < 0)
            break;
        }
        for (Value inside : insideFlags)
          sum = s.select(inside, sum, s.constant(element, extrapolation));
        llvm::SmallVector<Value, 2> y = {sum};
        return y;
      });
  return replaceWithCast(rewriter, op, generic->getResult(0));
}

} // namespace

void onnx_to_linalg::addResizeLowerings(LoweringTable &table) {
  table.add<ONNX::ResizeOp, lowerResize>();
}
