//===- SelectionLowering.cpp - Ops whose results depend on the values -----===//
//
// TopK, NonZero, Compress, MaxUnpool and Unique: how many elements they
// give, or where they put them, depends on the data. TopK ranks each
// element along its axis (how many others come before it: larger, or
// smaller, or equal at a lower index) in one generic, then reads the
// elements of ranks 0 to K - 1 in a second (quadratic in the axis'
// length, fine for the short axes classifiers rank; a sort would do
// better on long ones); Unique compares every pair of slices the same way.
// NonZero and Compress count what they keep, make a result of that size
// and fill it in order in scf loops carrying it and the next free
// position; MaxUnpool writes each element where its index says, in a loop
// nest carrying the result.
//
//===----------------------------------------------------------------------===//
#include "conversions/ONNXToLinalg/LoweringSupport.h"
#include "dialects/arith/ArithOps.h"
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

/// The sizes of `value`'s dimensions, as index values.
llvm::SmallVector<Value, 4> sizesOf(TensorBuilder &tb, Value value) {
  llvm::SmallVector<Value, 4> sizes;
  for (int64_t d = 0; d < rankedType(value).getRank(); ++d)
    sizes.push_back(tb.dim(value, d));
  return sizes;
}

/// The axis of an op whose `axis` attribute is optional (Compress,
/// Unique): `given`, normalized; without it, `input` is flattened and the
/// axis is 0. Fails (reported on `op`) out of range.
LogicalResult axisOrFlattened(TensorBuilder &tb, Operation *op,
                              IntegerAttr given, Value &input, int64_t &axis) {
  RankedTensorType type = rankedType(input);
  if (given) {
    axis = ONNX::intValue(given);
    if (axis < 0)
      axis += type.getRank();
    if (axis < 0 || axis >= type.getRank())
      return cannotLower(op, "its axis is out of range");
    return llvm::success();
  }
  int64_t total = type.hasStaticShape() ? type.getNumElements() : kDynamic;
  auto flatType =
      RankedTensorType::get({total}, type.getElementType(), Attribute());
  llvm::SmallVector<Value, 1> sizes;
  if (total == kDynamic)
    sizes.push_back(tb.numElements(input));
  input = tb.reshape(input, flatType, sizes);
  axis = 0;
  return llvm::success();
}

/// TopK: the K largest (or smallest) elements along the axis, in order,
/// equal ones by their index, with their indices.
LogicalResult lowerTopK(ONNX::TopKOp op, PatternRewriter &rewriter) {
  if (failed(checkNumberTensors(op)))
    return failure();
  Value x = op.operand<"X">(), k = op.operand<"K">();
  RankedTensorType type = rankedType(x);
  int64_t rank = type.getRank();
  int64_t axis = ONNX::intValue(op.propertyOrDefault<"axis", IntegerAttr>());
  if (axis < 0)
    axis += rank;
  if (axis < 0 || axis >= rank)
    return cannotLower(op, "its axis is out of range");
  if (!isOneElement(k))
    return cannotLower(op, "its K is not one element");
  bool largest = ONNX::intValue(op.propertyOrDefault<"largest", IntegerAttr>());
  // Ranks, then reads, compare the data as declared.
  TensorBuilder tb(rewriter, op, computesUnsigned(op));
  Type i64 = IntegerType::get(tb.ctx, 64);
  unsigned r = unsigned(rank), a = unsigned(axis);
  // Loops (x's dimensions..., j): x at i, x at j along the axis.
  llvm::SmallVector<AffineExpr, 4> at, other;
  for (unsigned d = 0; d < r; ++d) {
    at.push_back(tb.dimExpr(d));
    other.push_back(tb.dimExpr(d == a ? r : d));
  }
  llvm::SmallVector<linalg::IteratorType, 5> iterators(
      r, linalg::IteratorType::Parallel);
  iterators.push_back(linalg::IteratorType::Reduction);
  auto ranksType = RankedTensorType::get(type.getShape(), i64, Attribute());
  Value ranks =
      tb.generic({x, x}, {tb.filled(ranksType, tb.dynamicSizes(x), 0)},
                 {tb.map(r + 1, at), tb.map(r + 1, other), tb.map(r + 1, at)},
                 iterators,
                 [&](ScalarBuilder &s, llvm::ArrayRef<Value> args) {
                   Value i = s.loopIndex(a), j = s.loopIndex(r);
                   Value before = s.compare(largest ? Compare::GT : Compare::LT,
                                            args[1], args[0]);
                   Value tie = s.binary<arith::AndIOp>(
                       s.compare(Compare::EQ, args[1], args[0]),
                       s.compare(Compare::LT, j, i));
                   Value counted = s.binary<arith::OrIOp>(before, tie);
                   llvm::SmallVector<Value, 2> y = {
                       s.add(args[2], s.cast(counted, i64))};
                   return y;
                 })
          ->getResult(0);
  // Loops (the results' dimensions..., i): element i of rank k (the
  // result's index along the axis) is the k-th.
  Value count = tb.scalars().integerToIndex(tb.element(k));
  llvm::SmallVector<int64_t, 4> shape(type.getShape());
  shape[size_t(axis)] = kDynamic;
  llvm::SmallVector<Value, 4> sizes;
  for (int64_t d = 0; d < rank; ++d)
    if (shape[size_t(d)] == kDynamic)
      sizes.push_back(d == axis ? count : tb.dim(x, d));
  auto valuesType =
      RankedTensorType::get(shape, type.getElementType(), Attribute());
  auto indicesType = RankedTensorType::get(shape, i64, Attribute());
  Value values = tb.empty(valuesType, sizes);
  Value indices = tb.empty(indicesType, sizes);
  Operation *picked = tb.generic(
      {x, ranks}, {values, indices},
      {tb.map(r + 1, other), tb.map(r + 1, other), tb.map(r + 1, at),
       tb.map(r + 1, at)},
      iterators, [&](ScalarBuilder &s, llvm::ArrayRef<Value> args) {
        Value wanted = s.indexToInteger(s.loopIndex(a), i64);
        Value match = s.compare(Compare::EQ, args[1], wanted);
        Value i = s.indexToInteger(s.loopIndex(r), i64);
        llvm::SmallVector<Value, 2> y = {s.select(match, args[0], args[2]),
                                         s.select(match, i, args[3])};
        return y;
      });
  return replaceWithCasts(rewriter, op, picked->getResults());
}

/// NonZero: the coordinates of the non-zero elements, one column each,
/// in row-major order.
LogicalResult lowerNonZero(ONNX::NonZeroOp op, PatternRewriter &rewriter) {
  Value x = op.operand<"X">();
  RankedTensorType type = rankedType(x);
  if (!type || !isLowerableElementType(type.getElementType()))
    return cannotLower(op, "its input is not a ranked tensor of numbers");
  TensorBuilder tb(rewriter, op);
  ScalarBuilder s = tb.scalars();
  Type i64 = IntegerType::get(tb.ctx, 64);
  Type element = type.getElementType();
  int64_t rank = type.getRank();
  llvm::SmallVector<bool, 4> all(size_t(rank), true);
  Value counted = tb.reduce(
      x, all, s.constant(i64, 0), [&](ScalarBuilder &s, Value v, Value acc) {
        Value nonZero = s.compare(Compare::NE, v, s.constant(element, 0));
        return s.add(acc, s.cast(nonZero, i64));
      });
  Value count = s.integerToIndex(tb.element(counted));
  auto resultType = RankedTensorType::get({rank, kDynamic}, i64, Attribute());
  Value init = tb.empty(resultType, {count});
  llvm::SmallVector<Value, 2> filled = loopNest(
      tb, sizesOf(tb, x), ValueRange({init, tb.indexConstant(0)}),
      [&](llvm::ArrayRef<Value> ivs, llvm::ArrayRef<Value> carried) {
        ScalarBuilder s = tb.scalars();
        Value v = s.extract(x, ivs);
        Value nonZero = s.compare(Compare::NE, v, s.constant(element, 0));
        Value out = carried[0], next = carried[1];
        return ifElse(
            tb, nonZero, TypeRange({out.getType(), next.getType()}),
            [&] {
              Value written = out;
              for (int64_t d = 0; d < rank; ++d)
                written =
                    tb.insert(tb.scalars().indexToInteger(ivs[size_t(d)], i64),
                              written, {tb.indexConstant(d), next});
              llvm::SmallVector<Value, 2> y = {
                  written, tb.scalars().add(next, tb.indexConstant(1))};
              return y;
            },
            [&] {
              llvm::SmallVector<Value, 2> y = {out, next};
              return y;
            });
      });
  return replaceWithCast(rewriter, op, filled[0]);
}

/// Compress: the slices along the axis (of the flattened input, without
/// one) whose condition is true, in order; the condition may be shorter
/// than the axis.
LogicalResult lowerCompress(ONNX::CompressOp op, PatternRewriter &rewriter) {
  Value input = op.operand<"input">(), condition = op.operand<"condition">();
  RankedTensorType type = rankedType(input);
  RankedTensorType conditionType = rankedType(condition);
  if (!type || !conditionType || conditionType.getRank() != 1)
    return cannotLower(op, "its input has no known rank or its condition is "
                           "not 1-D");
  TensorBuilder tb(rewriter, op);
  ScalarBuilder s = tb.scalars();
  int64_t axis;
  if (failed(axisOrFlattened(tb, op, op.property<"axis", IntegerAttr>(), input,
                             axis)))
    return failure();
  type = rankedType(input);
  Type i64 = IntegerType::get(tb.ctx, 64);
  // The slices looked at: the condition's length, at most the axis'.
  Value length = s.min(tb.dim(condition, 0), tb.dim(input, axis));
  Value kept =
      loopNest(tb, {length}, s.constant(i64, 0),
               [&](llvm::ArrayRef<Value> ivs, Value acc) {
                 ScalarBuilder s = tb.scalars();
                 return s.add(acc, s.cast(s.extract(condition, ivs), i64));
               });
  int64_t rank = type.getRank();
  llvm::SmallVector<int64_t, 4> shape(type.getShape());
  shape[size_t(axis)] = kDynamic;
  llvm::SmallVector<Value, 4> sizes;
  for (int64_t d = 0; d < rank; ++d)
    if (shape[size_t(d)] == kDynamic)
      sizes.push_back(d == axis ? s.integerToIndex(kept) : tb.dim(input, d));
  auto resultType =
      RankedTensorType::get(shape, type.getElementType(), Attribute());
  Value init = tb.empty(resultType, sizes);
  llvm::SmallVector<Value, 2> filled =
      loopNest(tb, {length}, ValueRange({init, tb.indexConstant(0)}),
               [&](llvm::ArrayRef<Value> ivs, llvm::ArrayRef<Value> carried) {
                 Value out = carried[0], next = carried[1];
                 Value chosen = tb.scalars().extract(condition, ivs);
                 return ifElse(
                     tb, chosen, TypeRange({out.getType(), next.getType()}),
                     [&] {
                       // Slice i of the input, written at slice `next` of the
                       // result.
                       llvm::SmallVector<Value, 4> from, extent, to;
                       for (int64_t d = 0; d < rank; ++d) {
                         bool along = d == axis;
                         from.push_back(along ? ivs[0] : tb.indexConstant(0));
                         to.push_back(along ? next : tb.indexConstant(0));
                         extent.push_back(along ? tb.indexConstant(1)
                                                : tb.dim(input, d));
                       }
                       llvm::SmallVector<int64_t, 4> ones(size_t(rank), 1);
                       Value slice =
                           tb.extractSliceAt(input, from, extent, ones);
                       llvm::SmallVector<Value, 2> y = {
                           tb.insertSliceAt(slice, out, to),
                           tb.scalars().add(next, tb.indexConstant(1))};
                       return y;
                     },
                     [&] {
                       llvm::SmallVector<Value, 2> y = {out, next};
                       return y;
                     });
               });
  return replaceWithCast(rewriter, op, filled[0]);
}

/// MaxUnpool: zeros of the result's (static) shape with each input
/// element written where its Indices element says, in order (a loop nest
/// over the input carrying the result). An index counts positions in the
/// default output (what the pooling read, from the windows); an
/// output_shape larger than that keeps each position's coordinates.
LogicalResult lowerMaxUnpool(ONNX::MaxUnpoolOp op, PatternRewriter &rewriter) {
  Value x = op.operand<"X">(), indices = op.operand<"I">();
  RankedTensorType resultType = rankedType(op.result<"output">());
  RankedTensorType xType = rankedType(x);
  if (!resultType || !resultType.hasStaticShape() || !xType ||
      !xType.hasStaticShape() || xType.getRank() < 3 ||
      resultType.getRank() != xType.getRank())
    return cannotLower(op, "its input's or result's shape is not static");
  int64_t rank = xType.getRank() - 2;
  llvm::SmallVector<int64_t, 4> kernel =
      ONNX::intValues(op.property<"kernel_shape", ArrayAttr>());
  llvm::SmallVector<int64_t, 4> strides =
      ONNX::intValues(op.property<"strides", ArrayAttr>());
  llvm::SmallVector<int64_t, 6> pads =
      ONNX::intValues(op.property<"pads", ArrayAttr>());
  if (strides.empty())
    strides.assign(size_t(rank), 1);
  if (pads.empty())
    pads.assign(size_t(2 * rank), 0);
  if (int64_t(kernel.size()) != rank || int64_t(strides.size()) != rank ||
      int64_t(pads.size()) != 2 * rank)
    return cannotLower(op, "its window attributes have the wrong length");
  llvm::SmallVector<int64_t, 4> defaultShape(xType.getShape().take_front(2));
  for (int64_t d = 0; d < rank; ++d)
    defaultShape.push_back(
        (xType.getShape()[size_t(2 + d)] - 1) * strides[size_t(d)] +
        kernel[size_t(d)] - pads[size_t(d)] - pads[size_t(rank + d)]);
  TensorBuilder tb(rewriter, op);
  Value result = loopNest(
      tb, staticBounds(tb, xType.getShape()), tb.filled(resultType, {}, 0),
      [&](llvm::ArrayRef<Value> ivs, Value out) {
        ScalarBuilder s = tb.scalars();
        Value flat = s.integerToIndex(s.extract(indices, ivs));
        // The flat index's coordinates in the default shape, last first.
        llvm::SmallVector<Value, 4> at(defaultShape.size());
        for (size_t d = defaultShape.size(); d-- > 0;) {
          Value size = tb.indexConstant(defaultShape[d]);
          at[d] = s.rem(flat, size);
          flat = s.div(flat, size);
        }
        return tb.insert(s.extract(x, ivs), out, at);
      });
  return replaceWithCast(rewriter, op, result);
}

/// Unique: the distinct slices along the axis (the elements of the
/// flattened input, without one), sorted or in the order they first
/// appear, with where each first appears, each slice's unique and each
/// unique's count. Each is a generic over pairs of slices: their order
/// (the first element where they differ), the first slice equal to each,
/// whether it is one, its unique's position (the first slices before it
/// in order, or in the input), the count of equal ones; the results pick,
/// for each unique u, the first slice at position u.
LogicalResult lowerUnique(ONNX::UniqueOp op, PatternRewriter &rewriter) {
  Value x = op.operand<"X">();
  RankedTensorType type = rankedType(x);
  if (!type || !isLowerableElementType(type.getElementType()))
    return cannotLower(op, "its input is not a ranked tensor of numbers");
  TensorBuilder tb(rewriter, op, computesUnsigned(op));
  int64_t axis = 0;
  if (failed(
          axisOrFlattened(tb, op, op.property<"axis", IntegerAttr>(), x, axis)))
    return failure();
  type = rankedType(x);
  bool sorted = ONNX::intValue(op.propertyOrDefault<"sorted", IntegerAttr>());
  Type i64 = IntegerType::get(tb.ctx, 64);
  unsigned rank = unsigned(type.getRank()), a = unsigned(axis);
  Value n = tb.dim(x, axis);
  auto vectorType = RankedTensorType::get({kDynamic}, i64, Attribute());
  auto matrixType =
      RankedTensorType::get({kDynamic, kDynamic}, i64, Attribute());
  AffineExpr i = tb.dimExpr(0), j = tb.dimExpr(1);
  using It = linalg::IteratorType;
  // order(i, j): -1, 0 or 1 as slice i is below, equal to or above slice
  // j, by the first element (row-major) where they differ. Loops (i, j,
  // the other dimensions...).
  unsigned loops = 2 + rank - 1;
  llvm::SmallVector<AffineExpr, 4> atI, atJ;
  for (unsigned d = 0, other = 2; d < rank; ++d) {
    atI.push_back(d == a ? i : tb.dimExpr(other));
    atJ.push_back(d == a ? j : tb.dimExpr(other));
    other += d == a ? 0 : 1;
  }
  llvm::SmallVector<It, 5> orderIterators = {It::Parallel, It::Parallel};
  orderIterators.append(rank - 1, It::Reduction);
  Value order =
      tb.generic(
            {x, x}, {tb.filled(matrixType, {n, n}, 0)},
            {tb.map(loops, atI), tb.map(loops, atJ), tb.map(loops, {i, j})},
            orderIterators,
            [&](ScalarBuilder &s, llvm::ArrayRef<Value> args) {
              Value below = s.compare(Compare::LT, args[0], args[1]);
              Value above = s.compare(Compare::GT, args[0], args[1]);
              Value sign = s.select(
                  below, s.constant(i64, -1),
                  s.select(above, s.constant(i64, 1), s.constant(i64, 0)));
              Value decided =
                  s.compare(Compare::NE, args[2], s.constant(i64, 0));
              llvm::SmallVector<Value, 2> y = {
                  s.select(decided, args[2], sign)};
              return y;
            })
          ->getResult(0);
  // Reductions over j of a function of (i, j) into a vector over i.
  AffineMapAttr ij = tb.map(2, {i, j}), ji = tb.map(2, {j, i}),
                overI = tb.map(2, {i}), overJ = tb.map(2, {j});
  llvm::SmallVector<It, 2> overPairs = {It::Parallel, It::Reduction};
  auto perSlice =
      [&](llvm::ArrayRef<Value> inputs, llvm::ArrayRef<AffineMapAttr> maps,
          double initial,
          llvm::function_ref<Value(ScalarBuilder &, llvm::ArrayRef<Value>)>
              combine) {
        llvm::SmallVector<AffineMapAttr, 4> all(maps.begin(), maps.end());
        all.push_back(overI);
        return tb
            .generic(inputs, {tb.filled(vectorType, {n}, initial)}, all,
                     overPairs,
                     [&](ScalarBuilder &s, llvm::ArrayRef<Value> args) {
                       llvm::SmallVector<Value, 2> y = {combine(s, args)};
                       return y;
                     })
            ->getResult(0);
      };
  auto jIndex = [&](ScalarBuilder &s) {
    return s.indexToInteger(s.loopIndex(1), i64);
  };
  // The first slice equal to each (-1 until found), and whether it is.
  Value firstOf = perSlice(
      {order}, {ij}, -1, [&](ScalarBuilder &s, llvm::ArrayRef<Value> args) {
        Value equal = s.compare(Compare::EQ, args[0], s.constant(i64, 0));
        Value none = s.compare(Compare::EQ, args[1], s.constant(i64, -1));
        return s.select(s.binary<arith::AndIOp>(equal, none), jIndex(s),
                        args[1]);
      });
  Value isFirst = tb.mapElements(
      {firstOf}, firstOf, i64,
      [&](ScalarBuilder &s, llvm::ArrayRef<Value> args) {
        Value self = s.indexToInteger(s.loopIndex(0), i64);
        return s.cast(s.compare(Compare::EQ, args[0], self), i64);
      });
  // Each slice's unique: how many first slices come before it (in order,
  // or in the input before its own first).
  Value key =
      sorted ? perSlice({order, isFirst}, {ji, overJ}, 0,
                        [&](ScalarBuilder &s, llvm::ArrayRef<Value> args) {
                          // An order of -1: compared equal, so the
                          // data's signedness does not matter here.
                          Value before = s.compare(Compare::EQ, args[0],
                                                   s.constant(i64, -1));
                          return s.add(args[2], s.select(before, args[1],
                                                         s.constant(i64, 0)));
                        })
             : perSlice({isFirst, firstOf}, {overJ, overI}, 0,
                        [&](ScalarBuilder &s, llvm::ArrayRef<Value> args) {
                          Value before =
                              s.compare(Compare::LT, jIndex(s), args[1]);
                          return s.add(args[2], s.select(before, args[0],
                                                         s.constant(i64, 0)));
                        });
  Value equalCount = perSlice(
      {order}, {ij}, 0, [&](ScalarBuilder &s, llvm::ArrayRef<Value> args) {
        Value equal = s.compare(Compare::EQ, args[0], s.constant(i64, 0));
        return s.add(args[1], s.cast(equal, i64));
      });
  llvm::SmallVector<bool, 1> all = {true};
  Value uniques = tb.scalars().integerToIndex(tb.element(tb.reduce(
      isFirst, all, tb.scalars().constant(i64, 0),
      [](ScalarBuilder &s, Value v, Value acc) { return s.add(acc, v); })));
  // For unique u, the first slice i at position u: loops (the result's
  // dimensions..., i), the axis' loop being u.
  auto pick = [&](Value from, bool sliceData) {
    unsigned outRank = sliceData ? rank : 1;
    unsigned u = sliceData ? a : 0;
    unsigned loopsHere = outRank + 1;
    AffineExpr over = tb.dimExpr(outRank);
    llvm::SmallVector<AffineExpr, 4> read, write;
    for (unsigned d = 0; d < outRank; ++d) {
      read.push_back(d == u ? over : tb.dimExpr(d));
      write.push_back(tb.dimExpr(d));
    }
    RankedTensorType fromType = rankedType(from);
    llvm::SmallVector<int64_t, 4> shape(fromType.getShape());
    shape[u] = kDynamic;
    llvm::SmallVector<Value, 4> sizes;
    for (unsigned d = 0; d < outRank; ++d)
      if (shape[d] == kDynamic)
        sizes.push_back(d == u ? uniques : tb.dim(from, int64_t(d)));
    auto resultType =
        RankedTensorType::get(shape, fromType.getElementType(), Attribute());
    llvm::SmallVector<It, 5> iterators(outRank, It::Parallel);
    iterators.push_back(It::Reduction);
    AffineMapAttr atOver = tb.map(loopsHere, {over});
    return tb
        .generic(
            {from, isFirst, key}, {tb.filled(resultType, sizes, 0)},
            {tb.map(loopsHere, read), atOver, atOver, tb.map(loopsHere, write)},
            iterators,
            [&](ScalarBuilder &s, llvm::ArrayRef<Value> args) {
              Value position = s.indexToInteger(s.loopIndex(u), i64);
              Value match = s.binary<arith::AndIOp>(
                  s.compare(Compare::NE, args[1], s.constant(i64, 0)),
                  s.compare(Compare::EQ, args[2], position));
              llvm::SmallVector<Value, 2> y = {
                  s.select(match, args[0], args[3])};
              return y;
            })
        ->getResult(0);
  };
  Value positions =
      tb.generic({}, {tb.empty(vectorType, {n})}, {tb.identityMap(1)}, {},
                 [&](ScalarBuilder &s, llvm::ArrayRef<Value>) {
                   llvm::SmallVector<Value, 2> y = {
                       s.indexToInteger(s.loopIndex(0), i64)};
                   return y;
                 })
          ->getResult(0);
  llvm::SmallVector<Value, 4> results = {pick(x, true)};
  if (op.result<"indices">())
    results.push_back(pick(positions, false));
  if (op.result<"inverse_indices">())
    results.push_back(key);
  if (op.result<"counts">())
    results.push_back(pick(equalCount, false));
  return replaceWithCasts(rewriter, op, results);
}

} // namespace

void onnx_to_linalg::addSelectionLowerings(LoweringTable &table) {
  table.add<ONNX::TopKOp, lowerTopK>();
  table.add<ONNX::NonZeroOp, lowerNonZero>();
  table.add<ONNX::CompressOp, lowerCompress>();
  table.add<ONNX::MaxUnpoolOp, lowerMaxUnpool>();
  table.add<ONNX::UniqueOp, lowerUnique>();
}
