//===- IndexingLowering.cpp - Ops that compute on indices -----------------===//
//
// GatherElements and GatherND read their data at the indices they are
// given; Trilu and EyeLike compare a row's index with a column's, OneHot
// the index along its axis with the one it reads; Range and the window
// functions compute each element from its index; ScatterElements and
// ScatterND write their updates in order in loops carrying the result; Hardmax
// marks the first maximum found by an arg-max; CumSum sums, for each position
// along its axis, the elements before it (a reduction over a second loop of the
// axis's size, the elements past the position masked out). Each is one or
// two linalg.generic ops.
//
//===----------------------------------------------------------------------===//
#include "conversions/ONNXToLinalg/LoweringSupport.h"
#include "dialects/arith/ArithOps.h"
#include "dialects/math/MathOps.h"
#include "dialects/onnx/ONNXAttributes.h"
#include "dialects/onnx/ONNXOps.h"
#include "dialects/scf/SCFOps.h"
#include "dialects/tensor/TensorOps.h"
#include "ir/Block.h"
#include "ir/Operation.h"
#include "ir/Region.h"

#include <functional>

using namespace terrace;
using namespace terrace::onnx_to_linalg;
using llvm::failure;
using llvm::LogicalResult;
using llvm::success;
using Compare = ScalarBuilder::Compare;

namespace {

/// The axis attribute (or constant) normalized into [0, rank).
LogicalResult normalizedAxis(Operation *op, int64_t &axis, int64_t rank) {
  if (axis < 0)
    axis += rank;
  if (axis < 0 || axis >= rank)
    return cannotLower(op, "its axis is out of range");
  return success();
}

LogicalResult lowerGatherElements(ONNX::GatherElementsOp op,
                                  PatternRewriter &rewriter) {
  Value data = op.operand<"data">(), indices = op.operand<"indices">();
  RankedTensorType dataType = rankedType(data);
  RankedTensorType indicesType = rankedType(indices);
  if (!dataType || !indicesType || !indicesType.hasStaticShape())
    return cannotLower(op, "its indices' shape is not static");
  int64_t axis = ONNX::intValue(op.propertyOrDefault<"axis", IntegerAttr>());
  if (failed(normalizedAxis(op, axis, dataType.getRank())))
    return failure();
  TensorBuilder tb(rewriter, op);
  unsigned rank = unsigned(indicesType.getRank());
  auto resultType = RankedTensorType::get(
      indicesType.getShape(), dataType.getElementType(), Attribute());
  Value axisSize = tb.dim(data, axis);
  Operation *generic = tb.generic(
      {indices}, {tb.empty(resultType)},
      {tb.identityMap(rank), tb.identityMap(rank)}, {},
      [&](ScalarBuilder &s, llvm::ArrayRef<Value> args) {
        llvm::SmallVector<Value, 4> at;
        for (unsigned d = 0; d < rank; ++d)
          at.push_back(d == unsigned(axis)
                           ? s.fromEnd(s.integerToIndex(args[0]), axisSize)
                           : s.loopIndex(d));
        llvm::SmallVector<Value, 2> y = {s.extract(data, at)};
        return y;
      });
  return replaceWithCast(rewriter, op, generic->getResult(0));
}

LogicalResult lowerTrilu(ONNX::TriluOp op, PatternRewriter &rewriter) {
  Value input = op.operand<"input">();
  RankedTensorType type = rankedType(input);
  if (!type || type.getRank() < 2)
    return cannotLower(op, "its input is not a batch of matrices");
  if (!isLowerableElementType(type.getElementType()))
    return cannotLower(op, "its element type is unsigned");
  bool upper = ONNX::intValue(op.propertyOrDefault<"upper", IntegerAttr>());
  TensorBuilder tb(rewriter, op);
  // k, a one-element tensor, is read once, before the loops.
  Value k = tb.indexConstant(0);
  if (Value given = op.operand<"k">()) {
    if (!isOneElement(given))
      return cannotLower(op, "its k is not one element");
    k = tb.scalars().integerToIndex(tb.element(given));
  }
  unsigned rank = unsigned(type.getRank());
  Type element = type.getElementType();
  Value result = tb.mapElements(
      {input}, input, element, [&](ScalarBuilder &s, llvm::ArrayRef<Value> x) {
        Value diagonal = s.sub(s.loopIndex(rank - 1), s.loopIndex(rank - 2));
        Value kth = k;
        Value keep =
            s.compare(upper ? Compare::GE : Compare::LE, diagonal, kth);
        return s.select(keep, x[0], s.constant(element, 0));
      });
  return replaceWithCasts(rewriter, op, {result});
}

LogicalResult lowerEyeLike(ONNX::EyeLikeOp op, PatternRewriter &rewriter) {
  RankedTensorType resultType = rankedType(op.result<"output">());
  if (!resultType || resultType.getRank() != 2 || !resultType.hasStaticShape())
    return cannotLower(op, "its result is not a static matrix");
  Type element = resultType.getElementType();
  if (!isLowerableElementType(element))
    return cannotLower(op, "its element type is unsigned");
  int64_t k = ONNX::intValue(op.propertyOrDefault<"k", IntegerAttr>());
  TensorBuilder tb(rewriter, op);
  Value result =
      tb.generic({}, {tb.empty(resultType)}, {tb.identityMap(2)}, {},
                 [&](ScalarBuilder &s, llvm::ArrayRef<Value>) {
                   Value diagonal = s.sub(s.loopIndex(1), s.loopIndex(0));
                   Value on =
                       s.compare(Compare::EQ, diagonal,
                                 s.constant(diagonal.getType(), double(k)));
                   llvm::SmallVector<Value, 2> y = {s.select(
                       on, s.constant(element, 1), s.constant(element, 0))};
                   return y;
                 })
          ->getResult(0);
  return replaceWithCasts(rewriter, op, {result});
}

LogicalResult lowerHardmax(ONNX::HardmaxOp op, PatternRewriter &rewriter) {
  Value input = op.operand<"input">();
  RankedTensorType type = rankedType(input);
  if (!type || !llvm::isa<FloatType>(type.getElementType()))
    return cannotLower(op, "its input is not a ranked tensor of floats");
  int64_t axis = ONNX::intValue(op.propertyOrDefault<"axis", IntegerAttr>());
  if (failed(normalizedAxis(op, axis, type.getRank())))
    return failure();
  TensorBuilder tb(rewriter, op);
  Value first = argExtremeAlong(tb, input, axis, /*max=*/true, /*last=*/false);
  llvm::SmallVector<bool, 4> reduced(size_t(type.getRank()), false);
  reduced[size_t(axis)] = true;
  Type element = type.getElementType();
  Value result = tb.mapWithReduced(
      input, first, reduced, [&](ScalarBuilder &s, Value, Value best) {
        Value at =
            s.indexToInteger(s.loopIndex(unsigned(axis)), best.getType());
        return s.select(s.compare(Compare::EQ, at, best),
                        s.constant(element, 1), s.constant(element, 0));
      });
  return replaceWithCasts(rewriter, op, {result});
}

LogicalResult lowerCumSum(ONNX::CumSumOp op, PatternRewriter &rewriter) {
  Value x = op.operand<"x">();
  RankedTensorType type = rankedType(x);
  if (!type || !isLowerableElementType(type.getElementType()))
    return cannotLower(op, "its input is not a ranked tensor of numbers "
                           "arith holds");
  Value axisOperand = op.operand<"axis">();
  bool exclusive =
      ONNX::intValue(op.propertyOrDefault<"exclusive", IntegerAttr>());
  bool reverse = ONNX::intValue(op.propertyOrDefault<"reverse", IntegerAttr>());
  TensorBuilder tb(rewriter, op);
  unsigned rank = unsigned(type.getRank());
  // The sums along `axis`. Loops: the result's dimensions, then j along
  // the axis (reduced).
  auto cumulate = [&](int64_t axis) {
    unsigned numLoops = rank + 1;
    llvm::SmallVector<AffineExpr, 4> reads, writes;
    for (unsigned d = 0; d < rank; ++d) {
      reads.push_back(tb.dimExpr(d == unsigned(axis) ? rank : d));
      writes.push_back(tb.dimExpr(d));
    }
    llvm::SmallVector<linalg::IteratorType, 5> iterators(
        rank, linalg::IteratorType::Parallel);
    iterators.push_back(linalg::IteratorType::Reduction);
    llvm::SmallVector<Value, 4> sizes;
    for (unsigned d = 0; d < rank; ++d)
      if (type.getShape()[d] == kDynamic)
        sizes.push_back(tb.dim(x, d));
    Value init = tb.filled(type, sizes, 0);
    Operation *generic = tb.generic(
        {x}, {init}, {tb.map(numLoops, reads), tb.map(numLoops, writes)},
        iterators, [&](ScalarBuilder &s, llvm::ArrayRef<Value> args) {
          Value i = s.loopIndex(unsigned(axis)), j = s.loopIndex(rank);
          Compare kind = reverse ? (exclusive ? Compare::GT : Compare::GE)
                                 : (exclusive ? Compare::LT : Compare::LE);
          Value counted = s.compare(kind, j, i);
          llvm::SmallVector<Value, 2> y = {
              s.select(counted, s.add(args[1], args[0]), args[1])};
          return y;
        });
    llvm::SmallVector<Value, 2> results = {generic->getResult(0)};
    return results;
  };
  if (auto axes = ONNX::smallIntConstant(axisOperand)) {
    if (axes->size() != 1)
      return cannotLower(op, "its axis is not one element");
    int64_t axis = (*axes)[0];
    if (failed(normalizedAxis(op, axis, type.getRank())))
      return failure();
    return replaceWithCasts(rewriter, op, cumulate(axis));
  }
  if (!isOneElement(axisOperand))
    return cannotLower(op, "its axis is not one element");
  // An axis known at run time: one generic per axis, chosen by it.
  llvm::SmallVector<int64_t, 4> axes;
  for (int64_t d = 0; d < int64_t(rank); ++d)
    axes.push_back(d);
  Value axis = normalizedIndex(tb, tb.element(axisOperand), int64_t(rank));
  return replaceWithCasts(rewriter, op,
                          switchOn(tb, axis, axes, TypeRange({Type(type)}),
                                   "CumSum's axis is out of range", cumulate));
}

/// ReverseSequence: along the time axis, the first sequence_lens[b]
/// elements of batch b reversed, the rest as they are; a generic reading
/// each element where it comes from.
LogicalResult lowerReverseSequence(ONNX::ReverseSequenceOp op,
                                   PatternRewriter &rewriter) {
  Value input = op.operand<"input">(), lengths = op.operand<"sequence_lens">();
  RankedTensorType type = rankedType(input);
  if (!type || type.getRank() < 2 || !rankedType(lengths))
    return cannotLower(op, "its input has fewer than two dimensions");
  int64_t batchAxis =
      ONNX::intValue(op.propertyOrDefault<"batch_axis", IntegerAttr>());
  int64_t timeAxis =
      ONNX::intValue(op.propertyOrDefault<"time_axis", IntegerAttr>());
  if (failed(normalizedAxis(op, batchAxis, type.getRank())) ||
      failed(normalizedAxis(op, timeAxis, type.getRank())))
    return failure();
  if (batchAxis == timeAxis)
    return cannotLower(op, "its batch and time axes are the same");
  TensorBuilder tb(rewriter, op);
  unsigned rank = unsigned(type.getRank());
  llvm::SmallVector<Value, 4> sizes;
  for (unsigned d = 0; d < rank; ++d)
    if (type.getShape()[d] == kDynamic)
      sizes.push_back(tb.dim(input, d));
  Operation *generic = tb.generic(
      {}, {tb.empty(type, sizes)}, {tb.identityMap(rank)}, {},
      [&](ScalarBuilder &s, llvm::ArrayRef<Value>) {
        llvm::SmallVector<Value, 4> at;
        for (unsigned d = 0; d < rank; ++d)
          at.push_back(s.loopIndex(d));
        Value t = at[size_t(timeAxis)];
        Value length =
            s.integerToIndex(s.extract(lengths, {at[size_t(batchAxis)]}));
        Value reversed = s.sub(s.sub(length, s.constant(t.getType(), 1)), t);
        at[size_t(timeAxis)] =
            s.select(s.compare(Compare::LT, t, length), reversed, t);
        llvm::SmallVector<Value, 2> y = {s.extract(input, at)};
        return y;
      });
  return replaceWithCasts(rewriter, op, generic->getResults());
}

/// Range: start + i * delta, its length max(ceil((limit - start) / delta),
/// 0) computed at run time when the result's is not static.
LogicalResult lowerRange(ONNX::RangeOp op, PatternRewriter &rewriter) {
  RankedTensorType resultType = rankedType(op.result<"output">());
  Value start = op.operand<"start">(), limit = op.operand<"limit">(),
        delta = op.operand<"delta">();
  if (!resultType || resultType.getRank() != 1 || !isOneElement(start) ||
      !isOneElement(limit) || !isOneElement(delta))
    return cannotLower(op, "its operands are not scalars");
  Type element = resultType.getElementType();
  TensorBuilder tb(rewriter, op);
  Value first = tb.element(start, std::nullopt, element);
  Value step = tb.element(delta, std::nullopt, element);
  llvm::SmallVector<Value, 1> sizes;
  if (resultType.getShape()[0] == kDynamic) {
    ScalarBuilder s = tb.scalars();
    Type f64 = FloatType::get(tb.ctx, TypeKind::F64);
    Value span =
        s.div(s.sub(tb.element(limit, std::nullopt, f64), s.cast(first, f64)),
              s.cast(step, f64));
    Value count = s.max(s.unary<math::CeilOp>(span), s.constant(f64, 0));
    sizes.push_back(
        s.integerToIndex(s.cast(count, IntegerType::get(tb.ctx, 64))));
  }
  Type i64 = IntegerType::get(tb.ctx, 64);
  Value result =
      tb.generic(
            {}, {tb.empty(resultType, sizes)}, {tb.identityMap(1)}, {},
            [&](ScalarBuilder &s, llvm::ArrayRef<Value>) {
              Value i = s.cast(s.indexToInteger(s.loopIndex(0), i64), element);
              llvm::SmallVector<Value, 2> y = {s.add(first, s.mul(i, step))};
              return y;
            })
          ->getResult(0);
  return replaceWithCasts(rewriter, op, {result});
}

/// The window functions: fn(i, N) in f64, N the size when periodic and
/// one less when symmetric.
template <typename OpT, Value (*Fn)(ScalarBuilder &, Value i, Value n)>
LogicalResult lowerWindow(OpT op, PatternRewriter &rewriter) {
  RankedTensorType resultType = rankedType(op.template result<"output">());
  Value size = op.template operand<"size">();
  if (!resultType || resultType.getRank() != 1 || !isOneElement(size))
    return cannotLower(op, "its size is not a scalar");
  Type element = resultType.getElementType();
  if (!isLowerableElementType(element))
    return cannotLower(op, "its element type is unsigned");
  bool periodic =
      ONNX::intValue(op.template propertyOrDefault<"periodic", IntegerAttr>());
  TensorBuilder tb(rewriter, op);
  Type f64 = FloatType::get(tb.ctx, TypeKind::F64);
  Type i64 = IntegerType::get(tb.ctx, 64);
  ScalarBuilder outside = tb.scalars();
  Value length = tb.element(size, std::nullopt, i64);
  Value n = outside.cast(
      periodic ? length : outside.sub(length, outside.constant(i64, 1)), f64);
  llvm::SmallVector<Value, 1> sizes;
  if (resultType.getShape()[0] == kDynamic)
    sizes.push_back(outside.integerToIndex(length));
  Value result =
      tb.generic({}, {tb.empty(resultType, sizes)}, {tb.identityMap(1)}, {},
                 [&](ScalarBuilder &s, llvm::ArrayRef<Value>) {
                   Value i = s.cast(s.indexToInteger(s.loopIndex(0), i64), f64);
                   llvm::SmallVector<Value, 2> y = {
                       s.cast(Fn(s, i, n), element)};
                   return y;
                 })
          ->getResult(0);
  return replaceWithCasts(rewriter, op, {result});
}

/// cos(k * 2 pi i / n).
Value cosine(ScalarBuilder &s, Value i, Value n, double k) {
  Type f64 = i.getType();
  return s.unary<math::CosOp>(
      s.div(s.mul(s.constant(f64, k * 2 * 3.14159265358979323846), i), n));
}
Value hann(ScalarBuilder &s, Value i, Value n) {
  Type f64 = i.getType();
  return s.sub(s.constant(f64, 0.5),
               s.mul(s.constant(f64, 0.5), cosine(s, i, n, 1)));
}
Value hamming(ScalarBuilder &s, Value i, Value n) {
  Type f64 = i.getType();
  return s.sub(s.constant(f64, 25.0 / 46),
               s.mul(s.constant(f64, 21.0 / 46), cosine(s, i, n, 1)));
}
Value blackman(ScalarBuilder &s, Value i, Value n) {
  Type f64 = i.getType();
  Value v = s.sub(s.constant(f64, 0.42),
                  s.mul(s.constant(f64, 0.5), cosine(s, i, n, 1)));
  return s.add(v, s.mul(s.constant(f64, 0.08), cosine(s, i, n, 2)));
}

/// OneHot: values[1] where the index along the axis is the (wrapped)
/// index read, values[0] elsewhere.
LogicalResult lowerOneHot(ONNX::OneHotOp op, PatternRewriter &rewriter) {
  Value indices = op.operand<"indices">(), depth = op.operand<"depth">(),
        values = op.operand<"values">();
  RankedTensorType indicesType = rankedType(indices);
  RankedTensorType resultType = rankedType(op.result<"output">());
  RankedTensorType valuesType = rankedType(values);
  if (!indicesType || !resultType || !resultType.hasStaticShape() ||
      !isOneElement(depth) || !valuesType || !valuesType.hasStaticShape() ||
      valuesType.getNumElements() != 2 ||
      !isLowerableElementType(resultType.getElementType()) ||
      !isLowerableElementType(indicesType.getElementType()))
    return cannotLower(op, "its result is not static or its depth and "
                           "values are not of the sizes ONNX says");
  int64_t rank = resultType.getRank();
  int64_t axis = ONNX::intValue(op.propertyOrDefault<"axis", IntegerAttr>());
  if (failed(normalizedAxis(op, axis, rank)))
    return failure();
  TensorBuilder tb(rewriter, op);
  Type i64 = IntegerType::get(tb.ctx, 64);
  Value classes = tb.element(depth, std::nullopt, i64);
  Value off = tb.element(values, 0), on = tb.element(values, 1);
  unsigned r = unsigned(rank);
  llvm::SmallVector<AffineExpr, 4> reads;
  for (unsigned d = 0; d < r; ++d)
    if (d != unsigned(axis))
      reads.push_back(tb.dimExpr(d));
  Value result =
      tb.generic({indices}, {tb.empty(resultType)},
                 {tb.map(r, reads), tb.identityMap(r)}, {},
                 [&](ScalarBuilder &s, llvm::ArrayRef<Value> args) {
                   Value index = s.cast(args[0], i64);
                   index = s.select(
                       s.compare(Compare::LT, index, s.constant(i64, 0)),
                       s.add(index, classes), index);
                   Value here =
                       s.indexToInteger(s.loopIndex(unsigned(axis)), i64);
                   llvm::SmallVector<Value, 2> y = {
                       s.select(s.compare(Compare::EQ, here, index), on, off)};
                   return y;
                 })
          ->getResult(0);
  return replaceWithCasts(rewriter, op, {result});
}

/// GatherND: each output element reads data at the batch indices, then
/// the k indices the last dimension of `indices` gives, then the rest.
LogicalResult lowerGatherND(ONNX::GatherNDOp op, PatternRewriter &rewriter) {
  Value data = op.operand<"data">(), indices = op.operand<"indices">();
  RankedTensorType dataType = rankedType(data);
  RankedTensorType indicesType = rankedType(indices);
  RankedTensorType resultType = rankedType(op.result<"output">());
  if (!dataType || !indicesType || !resultType ||
      !resultType.hasStaticShape() || indicesType.getRank() < 1 ||
      indicesType.getShape().back() == kDynamic)
    return cannotLower(op, "its shapes are not static");
  int64_t b = ONNX::intValue(op.propertyOrDefault<"batch_dims", IntegerAttr>());
  int64_t q = indicesType.getRank(), k = indicesType.getShape().back();
  if (b + k > dataType.getRank() ||
      resultType.getRank() != q - 1 + dataType.getRank() - b - k)
    return cannotLower(op, "its shapes do not fit its batch_dims");
  TensorBuilder tb(rewriter, op);
  unsigned r = unsigned(resultType.getRank());
  llvm::SmallVector<Value, 4> dataSizes;
  for (int64_t d = 0; d < dataType.getRank(); ++d)
    dataSizes.push_back(tb.dim(data, d));
  Value result =
      tb.generic({}, {tb.empty(resultType)}, {tb.identityMap(r)}, {},
                 [&](ScalarBuilder &s, llvm::ArrayRef<Value>) {
                   llvm::SmallVector<Value, 4> at, tuple;
                   for (int64_t d = 0; d < b; ++d)
                     at.push_back(s.loopIndex(unsigned(d)));
                   for (int64_t d = 0; d < q - 1; ++d)
                     tuple.push_back(s.loopIndex(unsigned(d)));
                   for (int64_t j = 0; j < k; ++j) {
                     llvm::SmallVector<Value, 4> where(tuple);
                     where.push_back(
                         s.constant(IndexType::get(tb.ctx), double(j)));
                     Value index = s.integerToIndex(s.extract(indices, where));
                     at.push_back(s.fromEnd(index, dataSizes[size_t(b + j)]));
                   }
                   for (int64_t d = q - 1; d < int64_t(r); ++d)
                     at.push_back(s.loopIndex(unsigned(d)));
                   llvm::SmallVector<Value, 2> y = {s.extract(data, at)};
                   return y;
                 })
          ->getResult(0);
  return replaceWithCasts(rewriter, op, {result});
}

/// Whether ScatterElements' or ScatterND's reduction is one they have.
bool isScatterReduction(llvm::StringRef reduction) {
  return reduction == "none" || reduction == "add" || reduction == "mul";
}

/// `out` with `update` written at `at`, or combined with what is there as
/// `reduction` says.
Value scatterUpdate(TensorBuilder &tb, llvm::StringRef reduction, Value out,
                    llvm::ArrayRef<Value> at, Value update) {
  ScalarBuilder s = tb.scalars();
  if (reduction == "add")
    update = s.add(s.extract(out, at), update);
  else if (reduction == "mul")
    update = s.mul(s.extract(out, at), update);
  return create<tensor::InsertOp>(tb.rewriter, tb.loc, with<"scalar">(update),
                                  with<"dest">(out),
                                  with<"indices">(ValueRange(at)))
      .result<"result">();
}

/// ScatterElements: the data, then, in order, each update written (or
/// added, multiplied) where its index along the axis says: loops over the
/// updates carrying the result, so a later duplicate wins as ONNX's
/// reference does.
LogicalResult lowerScatterElements(ONNX::ScatterElementsOp op,
                                   PatternRewriter &rewriter) {
  Value data = op.operand<"data">(), indices = op.operand<"indices">(),
        updates = op.operand<"updates">();
  RankedTensorType dataType = rankedType(data);
  RankedTensorType updatesType = rankedType(updates);
  if (!dataType || !updatesType || !updatesType.hasStaticShape() ||
      !isLowerableElementType(dataType.getElementType()))
    return cannotLower(op, "its updates' shape is not static");
  llvm::StringRef reduction =
      op.propertyOrDefault<"reduction", StringAttr>().getValue();
  if (!isScatterReduction(reduction))
    return cannotLower(op, "its reduction is unknown");
  int64_t axis = ONNX::intValue(op.propertyOrDefault<"axis", IntegerAttr>());
  if (failed(normalizedAxis(op, axis, dataType.getRank())))
    return failure();
  TensorBuilder tb(rewriter, op);
  Value axisSize = tb.dim(data, axis);
  Value result = loopNest(
      tb, staticBounds(tb, updatesType.getShape()), data,
      [&](llvm::ArrayRef<Value> ivs, Value out) {
        ScalarBuilder s = tb.scalars();
        Value index =
            s.fromEnd(s.integerToIndex(s.extract(indices, ivs)), axisSize);
        llvm::SmallVector<Value, 4> at(ivs.begin(), ivs.end());
        at[size_t(axis)] = index;
        return scatterUpdate(tb, reduction, out, at, s.extract(updates, ivs));
      });
  return replaceWithCast(rewriter, op, result);
}

/// ScatterND: each update element written (or combined) at the index
/// tuple its row of `indices` gives, then its own position in the rest.
LogicalResult lowerScatterND(ONNX::ScatterNDOp op, PatternRewriter &rewriter) {
  Value data = op.operand<"data">(), indices = op.operand<"indices">(),
        updates = op.operand<"updates">();
  RankedTensorType dataType = rankedType(data);
  RankedTensorType indicesType = rankedType(indices);
  RankedTensorType updatesType = rankedType(updates);
  if (!dataType || !indicesType || !updatesType ||
      !updatesType.hasStaticShape() || !indicesType.hasStaticShape() ||
      !isLowerableElementType(dataType.getElementType()))
    return cannotLower(op, "its shapes are not static");
  llvm::StringRef reduction =
      op.propertyOrDefault<"reduction", StringAttr>().getValue();
  if (!isScatterReduction(reduction))
    return cannotLower(op, "its reduction is unknown");
  int64_t q = indicesType.getRank(), k = indicesType.getShape().back();
  if (k > dataType.getRank() ||
      updatesType.getRank() != q - 1 + dataType.getRank() - k)
    return cannotLower(op, "its updates do not fit its indices and data");
  TensorBuilder tb(rewriter, op);
  llvm::SmallVector<Value, 4> dataSizes;
  for (int64_t d = 0; d < dataType.getRank(); ++d)
    dataSizes.push_back(tb.dim(data, d));
  Value result = loopNest(
      tb, staticBounds(tb, updatesType.getShape()), data,
      [&](llvm::ArrayRef<Value> ivs, Value out) {
        ScalarBuilder s = tb.scalars();
        llvm::SmallVector<Value, 4> at;
        llvm::SmallVector<Value, 4> tuple(ivs.begin(), ivs.begin() + (q - 1));
        for (int64_t j = 0; j < k; ++j) {
          llvm::SmallVector<Value, 4> where(tuple);
          where.push_back(tb.indexConstant(j));
          at.push_back(s.fromEnd(s.integerToIndex(s.extract(indices, where)),
                                 dataSizes[size_t(j)]));
        }
        at.append(ivs.begin() + (q - 1), ivs.end());
        return scatterUpdate(tb, reduction, out, at, s.extract(updates, ivs));
      });
  return replaceWithCast(rewriter, op, result);
}

} // namespace

void onnx_to_linalg::addIndexingLowerings(LoweringTable &table) {
  table.add<ONNX::ScatterElementsOp, lowerScatterElements>();
  table.add<ONNX::ScatterNDOp, lowerScatterND>();
  table.add<ONNX::RangeOp, lowerRange>();
  table.add<ONNX::HannWindowOp, lowerWindow<ONNX::HannWindowOp, hann>>();
  table.add<ONNX::HammingWindowOp,
            lowerWindow<ONNX::HammingWindowOp, hamming>>();
  table.add<ONNX::BlackmanWindowOp,
            lowerWindow<ONNX::BlackmanWindowOp, blackman>>();
  table.add<ONNX::OneHotOp, lowerOneHot>();
  table.add<ONNX::GatherNDOp, lowerGatherND>();
  table.add<ONNX::GatherElementsOp, lowerGatherElements>();
  table.add<ONNX::TriluOp, lowerTrilu>();
  table.add<ONNX::EyeLikeOp, lowerEyeLike>();
  table.add<ONNX::HardmaxOp, lowerHardmax>();
  table.add<ONNX::CumSumOp, lowerCumSum>();
  table.add<ONNX::ReverseSequenceOp, lowerReverseSequence>();
}
