//===- DetectionLowering.cpp - NonMaxSuppression in scf loops -------------===//
//
// NonMaxSuppression, greedy per batch and class as ONNX's reference: the
// boxes as corners (f64) first; then, per (batch, class), an scf.for of at
// most min(max_output_boxes_per_class, boxes) steps carrying the selected
// rows, their count and which boxes are still candidates (score above the
// threshold, not selected, not overlapping a selected one by more than
// iou_threshold): each step selects the candidate of the highest score
// (the first of equal ones), appends (batch, class, box) and drops the
// candidates it overlaps. The rows go into a result of the most there can
// be, cut to the count at the end. RoiAlign samples each output bin
// bilinearly on a grid, as ONNX Runtime does.
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
using llvm::failure;
using llvm::LogicalResult;
using Compare = ScalarBuilder::Compare;

namespace {

/// The intersection over union of boxes i and j of `corners` (batch b;
/// [y1, x1, y2, x2] each), 0 where the union is not positive.
Value intersectionOverUnion(ScalarBuilder &s, Value corners, Value b, Value i,
                            Value j) {
  Type index = IndexType::get(s.builder().getContext());
  auto corner = [&](Value box, int k) {
    return s.extract(corners, {b, box, s.constant(index, k)});
  };
  Value a[4], c[4];
  for (int k = 0; k < 4; ++k) {
    a[k] = corner(i, k);
    c[k] = corner(j, k);
  }
  Type f64 = a[0].getType();
  Value zero = s.constant(f64, 0);
  Value y1 = s.max(a[0], c[0]), x1 = s.max(a[1], c[1]);
  Value y2 = s.min(a[2], c[2]), x2 = s.min(a[3], c[3]);
  Value inter = s.mul(s.max(zero, s.sub(y2, y1)), s.max(zero, s.sub(x2, x1)));
  Value areaA = s.mul(s.sub(a[2], a[0]), s.sub(a[3], a[1]));
  Value areaC = s.mul(s.sub(c[2], c[0]), s.sub(c[3], c[1]));
  Value unionArea = s.sub(s.add(areaA, areaC), inter);
  return s.select(s.compare(Compare::LE, unionArea, zero), zero,
                  s.div(inter, unionArea));
}

LogicalResult lowerNonMaxSuppression(ONNX::NonMaxSuppressionOp op,
                                     PatternRewriter &rewriter) {
  Value boxes = op.operand<"boxes">(), scores = op.operand<"scores">();
  RankedTensorType boxesType = rankedType(boxes);
  RankedTensorType scoresType = rankedType(scores);
  if (!boxesType || !scoresType || !boxesType.hasStaticShape() ||
      !scoresType.hasStaticShape() || boxesType.getRank() != 3 ||
      boxesType.getShape()[2] != 4 || scoresType.getRank() != 3)
    return cannotLower(op, "its boxes and scores are not static [batch, n, "
                           "4] and [batch, classes, n] tensors");
  for (Value v :
       {op.operand<"max_output_boxes_per_class">(),
        op.operand<"iou_threshold">(), op.operand<"score_threshold">()})
    if (v && !(rankedType(v) && rankedType(v).hasStaticShape() &&
               rankedType(v).getNumElements() <= 1))
      return cannotLower(op, "its limits are not scalars");
  int64_t batches = boxesType.getShape()[0], n = boxesType.getShape()[1];
  int64_t classes = scoresType.getShape()[1];
  if (scoresType.getShape()[0] != batches || scoresType.getShape()[2] != n)
    return cannotLower(op, "its scores are not [batch, classes, boxes] of "
                           "its boxes");
  bool centers =
      ONNX::intValue(op.propertyOrDefault<"center_point_box", IntegerAttr>());
  TensorBuilder tb(rewriter, op);
  ScalarBuilder top = tb.scalars();
  Type f64 = FloatType::get(tb.ctx, TypeKind::F64);
  Type i64 = IntegerType::get(tb.ctx, 64);
  Type i1 = IntegerType::get(tb.ctx, 1);
  Type index = IndexType::get(tb.ctx);
  // A limit given as one element, or its default (an empty one counts as
  // absent).
  auto limit = [&](Value v, Type type, double otherwise) -> Value {
    if (!v || rankedType(v).getNumElements() == 0)
      return top.constant(type, otherwise);
    return tb.element(v, std::nullopt, type);
  };
  Value maxOut =
      top.min(top.max(top.integerToIndex(limit(
                          op.operand<"max_output_boxes_per_class">(), i64, 0)),
                      tb.indexConstant(0)),
              tb.indexConstant(n));
  Value iouThreshold = limit(op.operand<"iou_threshold">(), f64, 0);
  Value scoreThresholdOperand = op.operand<"score_threshold">();
  bool scoreThresholded = scoreThresholdOperand &&
                          rankedType(scoreThresholdOperand).getNumElements();
  Value scoreThreshold = limit(scoreThresholdOperand, f64, 0);

  // The boxes as corners [y1, x1, y2, x2] in f64.
  auto cornersType = RankedTensorType::get({batches, n, 4}, f64, Attribute());
  Value corners =
      tb.generic(
            {}, {tb.empty(cornersType)}, {tb.identityMap(3)}, {},
            [&](ScalarBuilder &s, llvm::ArrayRef<Value>) {
              Value b = s.loopIndex(0), i = s.loopIndex(1), k = s.loopIndex(2);
              Value v[4];
              for (int c = 0; c < 4; ++c)
                v[c] =
                    s.cast(s.extract(boxes, {b, i, s.constant(index, c)}), f64);
              Value y1, x1, y2, x2;
              if (centers) {
                // [x_center, y_center, width, height]
                Value halfW = s.div(v[2], s.constant(f64, 2));
                Value halfH = s.div(v[3], s.constant(f64, 2));
                y1 = s.sub(v[1], halfH);
                x1 = s.sub(v[0], halfW);
                y2 = s.add(v[1], halfH);
                x2 = s.add(v[0], halfW);
              } else {
                y1 = s.min(v[0], v[2]);
                x1 = s.min(v[1], v[3]);
                y2 = s.max(v[0], v[2]);
                x2 = s.max(v[1], v[3]);
              }
              auto is = [&](int c) {
                return s.compare(Compare::EQ, k, s.constant(index, c));
              };
              llvm::SmallVector<Value, 2> y = {s.select(
                  is(0), y1, s.select(is(1), x1, s.select(is(2), y2, x2)))};
              return y;
            })
          ->getResult(0);

  // Rows for every box of every class of every batch: the most there can
  // be.
  auto rowsType =
      RankedTensorType::get({batches * classes * n, 3}, i64, Attribute());
  auto aliveType = RankedTensorType::get({n}, i1, Attribute());
  llvm::SmallVector<Value, 2> selected = loopNest(
      tb, staticBounds(tb, {batches, classes}),
      ValueRange({tb.empty(rowsType), tb.indexConstant(0)}),
      [&](llvm::ArrayRef<Value> bc, llvm::ArrayRef<Value> carried) {
        Value b = bc[0], c = bc[1];
        // The candidates: every box, or those scoring above the threshold.
        Value alive =
            tb.generic({}, {tb.empty(aliveType)}, {tb.identityMap(1)}, {},
                       [&](ScalarBuilder &s, llvm::ArrayRef<Value>) {
                         Value score = s.cast(
                             s.extract(scores, {b, c, s.loopIndex(0)}), f64);
                         Value keep =
                             scoreThresholded
                                 ? s.compare(Compare::GT, score, scoreThreshold)
                                 : s.constant(i1, 1);
                         llvm::SmallVector<Value, 2> y = {keep};
                         return y;
                       })
                ->getResult(0);
        llvm::SmallVector<Value, 2> steps = loopNest(
            tb, {maxOut}, ValueRange({carried[0], carried[1], alive}),
            [&](llvm::ArrayRef<Value>, llvm::ArrayRef<Value> state) {
              Value rows = state[0], count = state[1], candidates = state[2];
              // The candidate of the highest score, the first of equal
              // ones; none (-1) when no candidate is left.
              ScalarBuilder s0 = tb.scalars();
              llvm::SmallVector<Value, 2> best = loopNest(
                  tb, {tb.indexConstant(n)},
                  ValueRange({s0.constant(i64, -1), s0.constant(f64, 0)}),
                  [&](llvm::ArrayRef<Value> box, llvm::ArrayRef<Value> sofar) {
                    ScalarBuilder s = tb.scalars();
                    Value i = box[0];
                    Value score = s.cast(s.extract(scores, {b, c, i}), f64);
                    Value none =
                        s.compare(Compare::EQ, sofar[0], s.constant(i64, -1));
                    Value better = s.binary<arith::AndIOp>(
                        s.extract(candidates, {i}),
                        s.binary<arith::OrIOp>(
                            none, s.compare(Compare::GT, score, sofar[1])));
                    llvm::SmallVector<Value, 2> next = {
                        s.select(better, s.indexToInteger(i, i64), sofar[0]),
                        s.select(better, score, sofar[1])};
                    return next;
                  });
              ScalarBuilder s1 = tb.scalars();
              Value found =
                  s1.compare(Compare::NE, best[0], s1.constant(i64, -1));
              return ifElse(
                  tb, found,
                  TypeRange(
                      {rows.getType(), count.getType(), candidates.getType()}),
                  [&] {
                    ScalarBuilder s = tb.scalars();
                    Value chosen = s.integerToIndex(best[0]);
                    Value row[3] = {s.indexToInteger(b, i64),
                                    s.indexToInteger(c, i64), best[0]};
                    Value written = rows;
                    for (int k = 0; k < 3; ++k)
                      written = tb.insert(row[k], written,
                                          {count, tb.indexConstant(k)});
                    // Candidates left: not the chosen one, not
                    // overlapping it by more than the threshold.
                    Value left =
                        tb.generic(
                              {candidates}, {tb.empty(aliveType)},
                              {tb.identityMap(1), tb.identityMap(1)}, {},
                              [&](ScalarBuilder &s, llvm::ArrayRef<Value> a) {
                                Value i = s.loopIndex(0);
                                Value apart =
                                    s.compare(Compare::LE,
                                              intersectionOverUnion(
                                                  s, corners, b, chosen, i),
                                              iouThreshold);
                                Value other = s.compare(Compare::NE, i, chosen);
                                llvm::SmallVector<Value, 2> y = {
                                    s.binary<arith::AndIOp>(
                                        a[0],
                                        s.binary<arith::AndIOp>(apart, other))};
                                return y;
                              })
                            ->getResult(0);
                    llvm::SmallVector<Value, 2> next = {
                        written, s.add(count, tb.indexConstant(1)), left};
                    return next;
                  },
                  [&] {
                    llvm::SmallVector<Value, 2> same = {rows, count,
                                                        candidates};
                    return same;
                  });
            });
        llvm::SmallVector<Value, 2> next = {steps[0], steps[1]};
        return next;
      });
  Value result =
      tb.extractSliceAt(selected[0], {tb.indexConstant(0), tb.indexConstant(0)},
                        {selected[1], tb.indexConstant(3)}, {1, 1});
  return replaceWithCast(rewriter, op, result);
}

/// RoiAlign as ONNX Runtime computes it (the node tests' outputs): one
/// generic over the output (roi, channel, row, column), each element
/// averaging (or taking the largest weighted corner of) the bilinear
/// samples on a grid inside its bin, summed in an scf.for nest in its
/// body (the grid's size may depend on the roi), in f64.
LogicalResult lowerRoiAlign(ONNX::RoiAlignOp op, PatternRewriter &rewriter) {
  Value x = op.operand<"X">(), rois = op.operand<"rois">(),
        batchIndices = op.operand<"batch_indices">();
  RankedTensorType xType = rankedType(x);
  RankedTensorType resultType = rankedType(op.result<"Y">());
  if (!xType || xType.getRank() != 4 || !rankedType(rois) || !resultType ||
      !llvm::isa<FloatType>(xType.getElementType()))
    return cannotLower(op, "it takes an N x C x H x W input of floats");
  RankedTensorType roisType = rankedType(rois);
  RankedTensorType indicesType = rankedType(batchIndices);
  if (roisType.getRank() != 2 || roisType.getShape()[1] != 4 || !indicesType ||
      indicesType.getRank() != 1 ||
      (roisType.getShape()[0] != kDynamic &&
       indicesType.getShape()[0] != kDynamic &&
       roisType.getShape()[0] != indicesType.getShape()[0]))
    return cannotLower(op, "its rois are not [R, 4] with R batch indices");
  bool halfPixel =
      op.propertyOrDefault<"coordinate_transformation_mode", StringAttr>()
          .getValue() == "half_pixel";
  bool maxMode = op.propertyOrDefault<"mode", StringAttr>().getValue() == "max";
  int64_t outH =
      ONNX::intValue(op.propertyOrDefault<"output_height", IntegerAttr>());
  int64_t outW =
      ONNX::intValue(op.propertyOrDefault<"output_width", IntegerAttr>());
  int64_t ratio =
      ONNX::intValue(op.propertyOrDefault<"sampling_ratio", IntegerAttr>());
  double scale =
      ONNX::floatValue(op.propertyOrDefault<"spatial_scale", FloatAttr>());
  TensorBuilder tb(rewriter, op);
  Type f64 = FloatType::get(tb.ctx, TypeKind::F64);
  Type i64 = IntegerType::get(tb.ctx, 64);
  Type i1 = IntegerType::get(tb.ctx, 1);
  Type index = IndexType::get(tb.ctx);
  Type element = resultType.getElementType();
  ScalarBuilder top = tb.scalars();
  auto sideOf = [&](int64_t d) {
    return top.cast(top.indexToInteger(tb.dim(x, d), i64), f64);
  };
  Value height = sideOf(2), width = sideOf(3);
  llvm::SmallVector<Value, 4> sizes;
  Value sizeSources[] = {tb.dim(rois, 0), tb.dim(x, 1), tb.indexConstant(outH),
                         tb.indexConstant(outW)};
  for (int64_t d = 0; d < 4; ++d)
    if (resultType.getShape()[size_t(d)] == kDynamic)
      sizes.push_back(sizeSources[d]);
  Operation *generic = tb.generic(
      {}, {tb.empty(resultType, sizes)}, {tb.identityMap(4)}, {},
      [&](ScalarBuilder &s, llvm::ArrayRef<Value>) {
        auto real = [&](double v) { return s.constant(f64, v); };
        Value k = s.loopIndex(0), channel = s.loopIndex(1);
        Value i = s.cast(s.indexToInteger(s.loopIndex(2), i64), f64);
        Value j = s.cast(s.indexToInteger(s.loopIndex(3), i64), f64);
        Value batch = s.integerToIndex(s.extract(batchIndices, {k}));
        auto corner = [&](int c) {
          Value v = s.cast(s.extract(rois, {k, s.constant(index, c)}), f64);
          return s.sub(s.mul(v, real(scale)), real(halfPixel ? 0.5 : 0.0));
        };
        Value x1 = corner(0), y1 = corner(1), x2 = corner(2), y2 = corner(3);
        Value roiW = s.sub(x2, x1), roiH = s.sub(y2, y1);
        if (!halfPixel) {
          roiW = s.max(roiW, real(1));
          roiH = s.max(roiH, real(1));
        }
        Value binH = s.div(roiH, real(double(outH)));
        Value binW = s.div(roiW, real(double(outW)));
        auto gridSize = [&](Value extent, int64_t out) {
          if (ratio > 0)
            return s.constant(i64, double(ratio));
          return s.cast(s.unary<math::CeilOp>(s.div(extent, real(double(out)))),
                        i64);
        };
        Value gridH = gridSize(roiH, outH), gridW = gridSize(roiW, outW);
        Value count =
            s.cast(s.max(s.mul(gridH, gridW), s.constant(i64, 1)), f64);
        Value gridHReal = s.cast(gridH, f64), gridWReal = s.cast(gridW, f64);
        TensorBuilder inner(tb.rewriter, tb.loc);
        llvm::SmallVector<Value, 2> summed = loopNest(
            inner, {s.integerToIndex(gridH), s.integerToIndex(gridW)},
            ValueRange({real(0), s.constant(i1, 1)}),
            [&](llvm::ArrayRef<Value> at, llvm::ArrayRef<Value> carried) {
              ScalarBuilder t = inner.scalars();
              auto realOf = [&](Value v) {
                return t.cast(t.indexToInteger(v, i64), f64);
              };
              Value half = t.constant(f64, 0.5);
              Value yy = t.add(
                  t.add(y1, t.mul(i, binH)),
                  t.div(t.mul(t.add(realOf(at[0]), half), binH), gridHReal));
              Value xx = t.add(
                  t.add(x1, t.mul(j, binW)),
                  t.div(t.mul(t.add(realOf(at[1]), half), binW), gridWReal));
              Value minusOne = t.constant(f64, -1);
              Value outside = t.binary<arith::OrIOp>(
                  t.binary<arith::OrIOp>(t.compare(Compare::LT, yy, minusOne),
                                         t.compare(Compare::GT, yy, height)),
                  t.binary<arith::OrIOp>(t.compare(Compare::LT, xx, minusOne),
                                         t.compare(Compare::GT, xx, width)));
              // The low and high neighbours along a side (both the last
              // pixel past it), the point moved onto the last one there.
              auto neighbours = [&](Value p, Value side, Value &low,
                                    Value &high) {
                p = t.max(p, t.constant(f64, 0));
                Value lowInt = t.cast(p, i64);
                Value last = t.sub(t.cast(side, i64), t.constant(i64, 1));
                Value atEnd = t.compare(Compare::GE, lowInt, last);
                low = t.select(atEnd, last, lowInt);
                high = t.select(atEnd, last, t.add(lowInt, t.constant(i64, 1)));
                return t.select(atEnd, t.cast(last, f64), p);
              };
              Value yl, yh, xl, xh;
              Value py = neighbours(yy, height, yl, yh);
              Value px = neighbours(xx, width, xl, xh);
              Value ly = t.sub(py, t.cast(yl, f64));
              Value lx = t.sub(px, t.cast(xl, f64));
              Value hy = t.sub(t.constant(f64, 1), ly);
              Value hx = t.sub(t.constant(f64, 1), lx);
              // Read in bounds (at 0 outside, where the sample is 0).
              auto pixel = [&](Value row, Value col) {
                Value zero = t.constant(i64, 0);
                Value r = t.integerToIndex(t.select(outside, zero, row));
                Value c = t.integerToIndex(t.select(outside, zero, col));
                return t.cast(t.extract(x, {batch, channel, r, c}), f64);
              };
              Value a = t.mul(t.mul(hy, hx), pixel(yl, xl));
              Value b = t.mul(t.mul(hy, lx), pixel(yl, xh));
              Value c = t.mul(t.mul(ly, hx), pixel(yh, xl));
              Value d = t.mul(t.mul(ly, lx), pixel(yh, xh));
              Value value = maxMode ? t.max(t.max(a, b), t.max(c, d))
                                    : t.add(t.add(t.add(a, b), c), d);
              value = t.select(outside, t.constant(f64, 0), value);
              Value acc = maxMode ? t.select(carried[1], value,
                                             t.max(carried[0], value))
                                  : t.add(carried[0], value);
              llvm::SmallVector<Value, 2> next = {acc, t.constant(i1, 0)};
              return next;
            });
        Value result = maxMode ? summed[0] : s.div(summed[0], count);
        llvm::SmallVector<Value, 2> y = {s.cast(result, element)};
        return y;
      });
  return replaceWithCasts(rewriter, op, generic->getResults());
}

} // namespace

void onnx_to_linalg::addDetectionLowerings(LoweringTable &table) {
  table.add<ONNX::NonMaxSuppressionOp, lowerNonMaxSuppression>();
  table.add<ONNX::RoiAlignOp, lowerRoiAlign>();
}
