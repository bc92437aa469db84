//===- IndexingLowering.cpp - Ops that compute on indices -----------------===//
//
// GatherElements reads its data at the indices it is given; Trilu and
// EyeLike compare a row's index with a column's; Hardmax marks the first
// maximum found by an arg-max; CumSum sums, for each position along its
// axis, the elements before it (a reduction over a second loop of the
// axis's size, the elements past the position masked out). Each is one or
// two linalg.generic ops.
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
using llvm::success;
using Compare = ScalarBuilder::Compare;

namespace {

/// `index` (an index value) counted from the end of a dimension of `size`
/// when negative.
Value fromEnd(ScalarBuilder &s, Value index, Value size) {
  Value zero = s.constant(index.getType(), 0);
  return s.select(s.compare(Compare::LT, index, zero), s.add(index, size),
                  index);
}

Value extract(ScalarBuilder &s, Value tensor, llvm::ArrayRef<Value> at) {
  return create<tensor::ExtractOp>(
             s.builder(), s.location(), with<"tensor">(tensor),
             with<"indices">(ValueRange(at)),
             with<"result">(llvm::cast<RankedTensorType>(tensor.getType())
                                .getElementType()))
      .result<"result">();
}

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
                           ? fromEnd(s, s.integerToIndex(args[0]), axisSize)
                           : s.loopIndex(d));
        llvm::SmallVector<Value, 2> y = {extract(s, data, at)};
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
    RankedTensorType kType = rankedType(given);
    if (!kType || kType.getNumElements() != 1)
      return cannotLower(op, "its k is not one element");
    llvm::SmallVector<Value, 1> at(size_t(kType.getRank()),
                                   tb.indexConstant(0));
    k = tb.scalars().integerToIndex(
        create<tensor::ExtractOp>(rewriter, op->getLoc(), with<"tensor">(given),
                                  with<"indices">(ValueRange(at)),
                                  with<"result">(kType.getElementType()))
            .result<"result">());
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
  rewriter.replaceOp(op, {result});
  return success();
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
  rewriter.replaceOp(op, {result});
  return success();
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
  rewriter.replaceOp(op, {result});
  return success();
}

LogicalResult lowerCumSum(ONNX::CumSumOp op, PatternRewriter &rewriter) {
  Value x = op.operand<"x">();
  RankedTensorType type = rankedType(x);
  if (!type || !isLowerableElementType(type.getElementType()))
    return cannotLower(op, "its input is not a ranked tensor of numbers "
                           "arith holds");
  auto axes = ONNX::smallIntConstant(op.operand<"axis">());
  if (!axes || axes->size() != 1)
    return cannotLower(op, "its axis is not a constant");
  int64_t axis = (*axes)[0];
  if (failed(normalizedAxis(op, axis, type.getRank())))
    return failure();
  bool exclusive =
      ONNX::intValue(op.propertyOrDefault<"exclusive", IntegerAttr>());
  bool reverse = ONNX::intValue(op.propertyOrDefault<"reverse", IntegerAttr>());
  TensorBuilder tb(rewriter, op);
  unsigned rank = unsigned(type.getRank());
  // Loops: the result's dimensions, then j along the axis (reduced).
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
  rewriter.replaceOp(op, generic->getResults());
  return success();
}

} // namespace

void onnx_to_linalg::addIndexingLowerings(LoweringTable &table) {
  table.add<ONNX::GatherElementsOp, lowerGatherElements>();
  table.add<ONNX::TriluOp, lowerTrilu>();
  table.add<ONNX::EyeLikeOp, lowerEyeLike>();
  table.add<ONNX::HardmaxOp, lowerHardmax>();
  table.add<ONNX::CumSumOp, lowerCumSum>();
}
