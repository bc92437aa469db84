//===- DeterminantLowering.cpp - Det by Gaussian elimination --------------===//
//
// Det of each matrix of a batch: Gaussian elimination with partial
// pivoting in f64, as the interpreter computes it. Per matrix an scf.for
// over the columns carries the matrix, the determinant so far and whether
// a pivot was 0: a search for the largest pivot below the diagonal (an
// inner loop), a generic swapping it into place (negating the
// determinant), and a generic eliminating the column below it. A loop nest
// over the batch writes each determinant into the result.
//
//===----------------------------------------------------------------------===//
#include "conversions/ONNXToLinalg/LoweringSupport.h"
#include "dialects/arith/ArithOps.h"
#include "dialects/math/MathOps.h"
#include "dialects/onnx/ONNXOps.h"
#include "dialects/tensor/TensorOps.h"
#include "ir/Operation.h"

using namespace terrace;
using namespace terrace::onnx_to_linalg;
using llvm::failure;
using llvm::LogicalResult;
using Compare = ScalarBuilder::Compare;

namespace {

/// A generic over an n x n matrix whose element (i, k) is `element(i, k)`.
Value matrixOf(
    TensorBuilder &tb, RankedTensorType type,
    llvm::function_ref<Value(ScalarBuilder &, Value, Value)> element) {
  return tb
      .generic({}, {tb.empty(type)}, {tb.identityMap(2)}, {},
               [&](ScalarBuilder &s, llvm::ArrayRef<Value>) {
                 llvm::SmallVector<Value, 2> y = {
                     element(s, s.loopIndex(0), s.loopIndex(1))};
                 return y;
               })
      ->getResult(0);
}

/// The determinant (f64) of `matrix` (n x n, f64).
Value determinant(TensorBuilder &tb, Value matrix, int64_t n) {
  Type f64 = FloatType::get(tb.ctx, TypeKind::F64);
  Type i1 = IntegerType::get(tb.ctx, 1);
  auto type = llvm::cast<RankedTensorType>(matrix.getType());
  ScalarBuilder top = tb.scalars();
  llvm::SmallVector<Value, 2> columns = loopNest(
      tb, {tb.indexConstant(n)},
      ValueRange({matrix, top.constant(f64, 1), top.constant(i1, 0)}),
      [&](llvm::ArrayRef<Value> ivs, llvm::ArrayRef<Value> carried) {
        ScalarBuilder s = tb.scalars();
        Value c = ivs[0], a = carried[0];
        // The first row at or below c whose |a[row][c]| is largest.
        Value start = s.unary<math::AbsFOp>(s.extract(a, {c, c}));
        llvm::SmallVector<Value, 2> best = loopNest(
            tb, {tb.indexConstant(n)}, ValueRange({c, start}),
            [&](llvm::ArrayRef<Value> rows, llvm::ArrayRef<Value> sofar) {
              ScalarBuilder s = tb.scalars();
              Value r = rows[0];
              Value size = s.unary<math::AbsFOp>(s.extract(a, {r, c}));
              Value better = s.binary<arith::AndIOp>(
                  s.compare(Compare::GT, r, c),
                  s.compare(Compare::GT, size, sofar[1]));
              llvm::SmallVector<Value, 2> next = {
                  s.select(better, r, sofar[0]),
                  s.select(better, size, sofar[1])};
              return next;
            });
        Value pivot = best[0];
        Value singular = s.binary<arith::OrIOp>(
            carried[2], s.compare(Compare::EQ, best[1], s.constant(f64, 0)));
        // Rows c and pivot exchanged.
        Value swapped =
            matrixOf(tb, type, [&](ScalarBuilder &s, Value i, Value k) {
              Value row =
                  s.select(s.compare(Compare::EQ, i, c), pivot,
                           s.select(s.compare(Compare::EQ, i, pivot), c, i));
              return s.extract(a, {row, k});
            });
        Value diagonal = s.extract(swapped, {c, c});
        Value sign = s.select(s.compare(Compare::NE, pivot, c),
                              s.constant(f64, -1), s.constant(f64, 1));
        Value det = s.mul(s.mul(carried[1], sign), diagonal);
        // Below the pivot: row i less (a[i][c] / a[c][c]) times row c,
        // past column c (the columns the next steps read).
        Value eliminated =
            matrixOf(tb, type, [&](ScalarBuilder &s, Value i, Value k) {
              Value v = s.extract(swapped, {i, k});
              Value factor = s.div(s.extract(swapped, {i, c}), diagonal);
              Value reduced =
                  s.sub(v, s.mul(factor, s.extract(swapped, {c, k})));
              Value below = s.binary<arith::AndIOp>(
                  s.compare(Compare::GT, i, c), s.compare(Compare::GT, k, c));
              return s.select(below, reduced, v);
            });
        llvm::SmallVector<Value, 2> next = {eliminated, det, singular};
        return next;
      });
  ScalarBuilder s = tb.scalars();
  return s.select(columns[2], s.constant(f64, 0), columns[1]);
}

LogicalResult lowerDet(ONNX::DetOp op, PatternRewriter &rewriter) {
  if (failed(checkFloatTensors(op)))
    return failure();
  Value x = op.operand<"X">();
  RankedTensorType type = rankedType(x);
  int64_t rank = type.getRank();
  if (rank < 2 || !type.hasStaticShape() ||
      type.getShape()[size_t(rank - 1)] != type.getShape()[size_t(rank - 2)])
    return cannotLower(op, "it takes square matrices of static shape");
  int64_t n = type.getShape().back();
  Type element = type.getElementType();
  TensorBuilder tb(rewriter, op);
  Type f64 = FloatType::get(tb.ctx, TypeKind::F64);
  auto matrixType = RankedTensorType::get({n, n}, f64, Attribute());
  llvm::ArrayRef<int64_t> batch = type.getShape().drop_back(2);
  auto batchType = RankedTensorType::get(batch, element, Attribute());
  Value result = loopNest(
      tb, staticBounds(tb, batch), tb.empty(batchType),
      [&](llvm::ArrayRef<Value> ivs, Value out) {
        // This batch element's matrix, in f64.
        Value matrix =
            matrixOf(tb, matrixType, [&](ScalarBuilder &s, Value i, Value k) {
              llvm::SmallVector<Value, 4> at(ivs.begin(), ivs.end());
              at.append({i, k});
              return s.cast(s.extract(x, at), f64);
            });
        Value det = tb.scalars().cast(determinant(tb, matrix, n), element);
        return tb.insert(det, out, ivs);
      });
  return replaceWithCast(rewriter, op, result);
}

} // namespace

void onnx_to_linalg::addDeterminantLowerings(LoweringTable &table) {
  table.add<ONNX::DetOp, lowerDet>();
}
