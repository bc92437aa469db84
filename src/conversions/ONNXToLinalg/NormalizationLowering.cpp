//===- NormalizationLowering.cpp - Softmax and the normalizations ---------===//
//
// Softmax and LogSoftmax along one axis: the maximum subtracted (for
// range), exponentials summed, each element divided (or the log of the sum
// subtracted), each step a linalg.generic. BatchNormalization in inference
// mode is one elementwise generic reading its per-channel operands along
// dimension 1; InstanceNormalization and LayerNormalization reduce the
// mean and variance first.
//
//===----------------------------------------------------------------------===//
#include "conversions/ONNXToLinalg/LoweringSupport.h"
#include "dialects/math/MathOps.h"
#include "dialects/onnx/ONNXAttributes.h"
#include "dialects/onnx/ONNXOps.h"
#include "ir/Operation.h"

using namespace terrace;
using namespace terrace::onnx_to_linalg;
using llvm::failure;
using llvm::LogicalResult;
using llvm::success;

Value onnx_to_linalg::softmaxAlong(TensorBuilder &tb, Value x, int64_t axis,
                                   bool log) {
  auto type = llvm::cast<RankedTensorType>(x.getType());
  llvm::SmallVector<bool, 4> reduced(size_t(type.getRank()), false);
  reduced[size_t(axis)] = true;
  Type element = type.getElementType();
  Value max = tb.reduce(
      x, reduced, tb.scalars().lowest(element),
      [](ScalarBuilder &s, Value v, Value acc) { return s.max(acc, v); });
  Value shifted = tb.mapWithReduced(
      x, max, reduced,
      [](ScalarBuilder &s, Value v, Value m) { return s.sub(v, m); });
  Value sum = tb.reduce(shifted, reduced, tb.scalars().constant(element, 0),
                        [](ScalarBuilder &s, Value v, Value acc) {
                          return s.add(acc, s.unary<math::ExpOp>(v));
                        });
  return tb.mapWithReduced(shifted, sum, reduced,
                           [log](ScalarBuilder &s, Value v, Value total) {
                             if (log)
                               return s.sub(v, s.unary<math::LogOp>(total));
                             return s.div(s.unary<math::ExpOp>(v), total);
                           });
}

namespace {

template <typename OpT, bool Log>
LogicalResult lowerSoftmax(OpT op, PatternRewriter &rewriter) {
  if (failed(checkFloatTensors(op)))
    return failure();
  Value x = op.template operand<"input">();
  int64_t rank = rankedType(x).getRank();
  int64_t axis =
      ONNX::intValue(op.template propertyOrDefault<"axis", IntegerAttr>());
  if (axis < 0)
    axis += rank;
  if (axis < 0 || axis >= rank)
    return cannotLower(op, "its axis is out of range");
  TensorBuilder tb(rewriter, op);
  return replaceWithCasts(rewriter, op, {softmaxAlong(tb, x, axis, Log)});
}

LogicalResult lowerTrainingBatchNormalization(ONNX::BatchNormalizationOp op,
                                              PatternRewriter &rewriter);

LogicalResult lowerBatchNormalization(ONNX::BatchNormalizationOp op,
                                      PatternRewriter &rewriter) {
  if (failed(checkFloatTensors(op)))
    return failure();
  if (ONNX::intValue(op.propertyOrDefault<"training_mode", IntegerAttr>()))
    return lowerTrainingBatchNormalization(op, rewriter);
  if (op.result<"running_mean">() || op.result<"running_var">())
    return cannotLower(op, "it asks for running statistics outside training "
                           "mode");
  Value x = op.operand<"X">();
  RankedTensorType type = rankedType(x);
  if (type.getRank() < 2)
    return cannotLower(op, "its input has no channel dimension");
  double epsilon =
      ONNX::floatValue(op.propertyOrDefault<"epsilon", FloatAttr>());
  TensorBuilder tb(rewriter, op);
  unsigned rank = unsigned(type.getRank());
  AffineMapAttr channel = tb.map(rank, {tb.dimExpr(1)});
  llvm::SmallVector<Value, 4> sizes;
  for (unsigned d = 0; d < rank; ++d)
    if (type.getShape()[d] == kDynamic)
      sizes.push_back(tb.dim(x, d));
  Type element = type.getElementType();
  Value result =
      tb.generic({x, op.operand<"scale">(), op.operand<"B">(),
                  op.operand<"input_mean">(), op.operand<"input_var">()},
                 {tb.empty(type, sizes)},
                 {tb.identityMap(rank), channel, channel, channel, channel,
                  tb.identityMap(rank)},
                 {},
                 [&](ScalarBuilder &s, llvm::ArrayRef<Value> a) {
                   // (x - mean) / sqrt(var + epsilon) * scale + B
                   Value deviation = s.unary<math::SqrtOp>(
                       s.add(a[4], s.constant(element, epsilon)));
                   Value normalized = s.div(s.sub(a[0], a[3]), deviation);
                   llvm::SmallVector<Value, 2> y = {
                       s.add(s.mul(normalized, a[1]), a[2])};
                   return y;
                 })
          ->getResult(0);
  return replaceWithCasts(rewriter, op, {result});
}

/// A normalization's parts over the dimensions `reduced` marks:
/// the mean, the (population) variance and 1 / sqrt(variance + epsilon),
/// all reduced, and (x - mean) times the last.
struct Normalized {
  Value mean, variance, invStdDev, normalized;
};

Normalized normalize(TensorBuilder &tb, Value x, llvm::ArrayRef<bool> reduced,
                     double epsilon) {
  auto type = llvm::cast<RankedTensorType>(x.getType());
  Type element = type.getElementType();
  // The count of elements each mean is over: a constant, or computed at
  // run time when a reduced dimension is dynamic.
  ScalarBuilder outside = tb.scalars();
  int64_t staticCount = 1;
  bool dynamic = false;
  Value dynamicCount = tb.indexConstant(1);
  for (size_t d = 0; d < reduced.size(); ++d)
    if (reduced[d]) {
      dynamic |= type.getShape()[d] == kDynamic;
      staticCount *= type.getShape()[d] == kDynamic ? 1 : type.getShape()[d];
      dynamicCount = outside.mul(dynamicCount, tb.dim(x, int64_t(d)));
    }
  Value count =
      dynamic ? outside.cast(outside.indexToInteger(
                                 dynamicCount, IntegerType::get(tb.ctx, 64)),
                             element)
              : outside.constant(element, double(staticCount));
  auto meanOf = [&](Value v) {
    Value sum = tb.reduce(
        v, reduced, tb.scalars().constant(element, 0),
        [](ScalarBuilder &s, Value e, Value acc) { return s.add(acc, e); });
    return tb.mapElements({sum}, sum, element,
                          [&](ScalarBuilder &s, llvm::ArrayRef<Value> a) {
                            return s.div(a[0], count);
                          });
  };
  Normalized n;
  n.mean = meanOf(x);
  Value centered = tb.mapWithReduced(
      x, n.mean, reduced,
      [](ScalarBuilder &s, Value v, Value m) { return s.sub(v, m); });
  Value squares = tb.mapElements({centered}, centered, element,
                                 [](ScalarBuilder &s, llvm::ArrayRef<Value> a) {
                                   return s.mul(a[0], a[0]);
                                 });
  Value variance = meanOf(squares);
  n.variance = variance;
  n.invStdDev = tb.mapElements(
      {variance}, variance, element,
      [&](ScalarBuilder &s, llvm::ArrayRef<Value> a) {
        return s.div(
            s.constant(element, 1),
            s.unary<math::SqrtOp>(s.add(a[0], s.constant(element, epsilon))));
      });
  n.normalized = tb.mapWithReduced(
      centered, n.invStdDev, reduced,
      [](ScalarBuilder &s, Value c, Value inv) { return s.mul(c, inv); });
  return n;
}

/// BatchNormalization in training mode: normalized by the batch's mean and
/// population variance per channel; the running statistics, where asked
/// for, move toward them: input * momentum + batch * (1 - momentum).
LogicalResult lowerTrainingBatchNormalization(ONNX::BatchNormalizationOp op,
                                              PatternRewriter &rewriter) {
  Value x = op.operand<"X">();
  RankedTensorType type = rankedType(x);
  unsigned rank = unsigned(type.getRank());
  if (rank < 2)
    return cannotLower(op, "its input has no channel dimension");
  llvm::SmallVector<bool, 4> reduced(rank, true);
  reduced[1] = false;
  TensorBuilder tb(rewriter, op);
  Normalized n =
      normalize(tb, x, reduced,
                ONNX::floatValue(op.propertyOrDefault<"epsilon", FloatAttr>()));
  AffineMapAttr channel = tb.map(rank, {tb.dimExpr(1)});
  llvm::SmallVector<Value, 4> sizes;
  for (unsigned d = 0; d < rank; ++d)
    if (type.getShape()[d] == kDynamic)
      sizes.push_back(tb.dim(x, d));
  Value y =
      tb.generic(
            {n.normalized, op.operand<"scale">(), op.operand<"B">()},
            {tb.empty(type, sizes)},
            {tb.identityMap(rank), channel, channel, tb.identityMap(rank)}, {},
            [](ScalarBuilder &s, llvm::ArrayRef<Value> a) {
              llvm::SmallVector<Value, 2> v = {s.add(s.mul(a[0], a[1]), a[2])};
              return v;
            })
          ->getResult(0);
  double momentum =
      ONNX::floatValue(op.propertyOrDefault<"momentum", FloatAttr>());
  auto running = [&](Value input, Value batch) {
    Type t = rankedType(input).getElementType();
    return tb.mapElements(
        {input, batch}, input, t,
        [&](ScalarBuilder &s, llvm::ArrayRef<Value> a) {
          return s.add(s.mul(a[0], s.constant(t, momentum)),
                       s.mul(s.cast(a[1], t), s.constant(t, 1 - momentum)));
        });
  };
  llvm::SmallVector<Value, 3> results = {y};
  if (op.result<"running_mean">())
    results.push_back(running(op.operand<"input_mean">(), n.mean));
  if (op.result<"running_var">())
    results.push_back(running(op.operand<"input_var">(), n.variance));
  return replaceWithCasts(rewriter, op, results);
}

LogicalResult lowerInstanceNormalization(ONNX::InstanceNormalizationOp op,
                                         PatternRewriter &rewriter) {
  if (failed(checkFloatTensors(op)))
    return failure();
  Value x = op.operand<"input">();
  RankedTensorType type = rankedType(x);
  unsigned rank = unsigned(type.getRank());
  if (rank < 3)
    return cannotLower(op, "its input has no spatial dimensions");
  llvm::SmallVector<bool, 4> reduced(rank, true);
  reduced[0] = reduced[1] = false;
  TensorBuilder tb(rewriter, op);
  Value normalized =
      normalize(tb, x, reduced,
                ONNX::floatValue(op.propertyOrDefault<"epsilon", FloatAttr>()))
          .normalized;
  AffineMapAttr channel = tb.map(rank, {tb.dimExpr(1)});
  llvm::SmallVector<Value, 4> sizes;
  for (unsigned d = 0; d < rank; ++d)
    if (type.getShape()[d] == kDynamic)
      sizes.push_back(tb.dim(x, d));
  Value result =
      tb.generic(
            {normalized, op.operand<"scale">(), op.operand<"B">()},
            {tb.empty(type, sizes)},
            {tb.identityMap(rank), channel, channel, tb.identityMap(rank)}, {},
            [](ScalarBuilder &s, llvm::ArrayRef<Value> a) {
              llvm::SmallVector<Value, 2> y = {s.add(s.mul(a[0], a[1]), a[2])};
              return y;
            })
          ->getResult(0);
  return replaceWithCasts(rewriter, op, {result});
}

LogicalResult lowerLayerNormalization(ONNX::LayerNormalizationOp op,
                                      PatternRewriter &rewriter) {
  if (failed(checkFloatTensors(op)))
    return failure();
  Value x = op.operand<"X">();
  RankedTensorType type = rankedType(x);
  int64_t rank = type.getRank();
  int64_t axis = ONNX::intValue(op.propertyOrDefault<"axis", IntegerAttr>());
  if (axis < 0)
    axis += rank;
  if (axis < 0 || axis >= rank)
    return cannotLower(op, "its axis is out of range");
  llvm::SmallVector<bool, 4> reduced(size_t(rank), false);
  for (int64_t d = axis; d < rank; ++d)
    reduced[size_t(d)] = true;
  TensorBuilder tb(rewriter, op);
  for (Value statistic : {op.result<"Mean">(), op.result<"InvStdDev">()})
    if (statistic &&
        rankedType(statistic).getElementType() != type.getElementType())
      return cannotLower(op, "its statistics are of another type than X");
  Normalized n =
      normalize(tb, x, reduced,
                ONNX::floatValue(op.propertyOrDefault<"epsilon", FloatAttr>()));
  Value normalized = n.normalized;
  llvm::SmallVector<Value, 3> inputs = {normalized, op.operand<"Scale">()};
  if (Value bias = op.operand<"B">())
    inputs.push_back(bias);
  Value result = tb.mapElements(inputs, normalized, type.getElementType(),
                                [](ScalarBuilder &s, llvm::ArrayRef<Value> a) {
                                  Value y = s.mul(a[0], a[1]);
                                  return a.size() > 2 ? s.add(y, a[2]) : y;
                                });
  // Mean and InvStdDev keep the reduced dimensions as 1s.
  llvm::SmallVector<Value, 3> results = {result};
  if (op.result<"Mean">())
    results.push_back(tb.keepDims(n.mean, type, reduced));
  if (op.result<"InvStdDev">())
    results.push_back(tb.keepDims(n.invStdDev, type, reduced));
  return replaceWithCasts(rewriter, op, results);
}

/// MeanVarianceNormalization: (x - mean) / (sqrt(variance) + 1e-9) over
/// the axes, as ONNX's function body computes it.
LogicalResult
lowerMeanVarianceNormalization(ONNX::MeanVarianceNormalizationOp op,
                               PatternRewriter &rewriter) {
  if (failed(checkFloatTensors(op)))
    return failure();
  Value x = op.operand<"X">();
  RankedTensorType type = rankedType(x);
  int64_t rank = type.getRank();
  llvm::SmallVector<bool, 4> reduced(size_t(rank), false);
  for (int64_t axis :
       ONNX::intValues(op.propertyOrDefault<"axes", ArrayAttr>())) {
    if (axis < 0)
      axis += rank;
    if (axis < 0 || axis >= rank)
      return cannotLower(op, "an axis is out of range");
    reduced[size_t(axis)] = true;
  }
  TensorBuilder tb(rewriter, op);
  Normalized n = normalize(tb, x, reduced, 0);
  Type element = type.getElementType();
  // normalize gave (x - mean) / sqrt(variance); ONNX adds 1e-9 after the
  // root, which matters only where the variance is 0.
  Value result = tb.mapWithReduced(
      n.normalized, n.invStdDev, reduced,
      [&](ScalarBuilder &s, Value y, Value inv) {
        Value deviation = s.div(s.constant(element, 1), inv);
        Value centered = s.mul(y, deviation);
        return s.div(centered, s.add(deviation, s.constant(element, 1e-9)));
      });
  return replaceWithCasts(rewriter, op, {result});
}

/// LRN: x / (bias + alpha / size * (sum of squares over the channel
/// window))^beta, the window summed by a reduction over its size.
LogicalResult lowerLRN(ONNX::LRNOp op, PatternRewriter &rewriter) {
  if (failed(checkFloatTensors(op)))
    return failure();
  Value x = op.operand<"X">();
  RankedTensorType type = rankedType(x);
  if (type.getRank() < 3 || !type.hasStaticShape())
    return cannotLower(op, "its input is not a static N x C x spatial");
  int64_t size = ONNX::intValue(op.property<"size", IntegerAttr>());
  if (size <= 0)
    return cannotLower(op, "its size is not positive");
  double alpha = ONNX::floatValue(op.propertyOrDefault<"alpha", FloatAttr>());
  double beta = ONNX::floatValue(op.propertyOrDefault<"beta", FloatAttr>());
  double bias = ONNX::floatValue(op.propertyOrDefault<"bias", FloatAttr>());
  Type element = type.getElementType();
  TensorBuilder tb(rewriter, op);
  unsigned rank = unsigned(type.getRank());
  Value squares = tb.mapElements({x}, x, element,
                                 [](ScalarBuilder &s, llvm::ArrayRef<Value> a) {
                                   return s.mul(a[0], a[0]);
                                 });
  llvm::SmallVector<int64_t, 5> low(rank, 0), high(rank, 0);
  low[1] = (size - 1) / 2;
  high[1] = size - 1 - low[1];
  Value padded = tb.pad(squares, low, high, tb.scalars().constant(element, 0));
  // Loops: the result's dimensions, then k over the window.
  unsigned numLoops = rank + 1;
  llvm::SmallVector<AffineExpr, 5> reads, writes;
  for (unsigned d = 0; d < rank; ++d) {
    reads.push_back(d == 1 ? tb.dimExpr(1) + tb.dimExpr(rank) : tb.dimExpr(d));
    writes.push_back(tb.dimExpr(d));
  }
  Value window = tb.empty(RankedTensorType::get({size}, element, Attribute()));
  llvm::SmallVector<linalg::IteratorType, 5> iterators(
      rank, linalg::IteratorType::Parallel);
  iterators.push_back(linalg::IteratorType::Reduction);
  Value sums =
      tb.generic({padded, window}, {tb.filled(type, {}, 0)},
                 {tb.map(numLoops, reads), tb.map(numLoops, {tb.dimExpr(rank)}),
                  tb.map(numLoops, writes)},
                 iterators,
                 [](ScalarBuilder &s, llvm::ArrayRef<Value> a) {
                   llvm::SmallVector<Value, 2> y = {s.add(a[2], a[0])};
                   return y;
                 })
          ->getResult(0);
  Value result = tb.mapElements(
      {x, sums}, x, element, [&](ScalarBuilder &s, llvm::ArrayRef<Value> a) {
        Value scale =
            s.add(s.constant(element, bias),
                  s.mul(s.constant(element, alpha / double(size)), a[1]));
        return s.div(a[0],
                     s.binary<math::PowFOp>(scale, s.constant(element, beta)));
      });
  return replaceWithCasts(rewriter, op, {result});
}

} // namespace

void onnx_to_linalg::addNormalizationLowerings(LoweringTable &table) {
  table
      .add<ONNX::MeanVarianceNormalizationOp, lowerMeanVarianceNormalization>();
  table.add<ONNX::LRNOp, lowerLRN>();
  table.add<ONNX::SoftmaxOp, lowerSoftmax<ONNX::SoftmaxOp, false>>();
  table.add<ONNX::LogSoftmaxOp, lowerSoftmax<ONNX::LogSoftmaxOp, true>>();
  table.add<ONNX::BatchNormalizationOp, lowerBatchNormalization>();
  table.add<ONNX::InstanceNormalizationOp, lowerInstanceNormalization>();
  table.add<ONNX::LayerNormalizationOp, lowerLayerNormalization>();
}
