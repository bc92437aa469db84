//===- TextLowering.cpp - TfIdfVectorizer on integer items ----------------===//
//
// TfIdfVectorizer over integer items: its pool of n-grams is known at
// compile time (attributes), so one linalg.generic over (row, output
// column, start, skip) counts, for each column, the n-grams of the pool
// that column stands for found at each start with each skip, reading the
// items through tensor.extract; the counts then become TF, IDF or TF-IDF
// with the weights. (String items have no tensor form: that op stays
// onnx.)
//
//===----------------------------------------------------------------------===//
#include "conversions/ONNXToLinalg/LoweringSupport.h"
#include "dialects/arith/ArithOps.h"
#include "dialects/onnx/ONNXAttributes.h"
#include "dialects/onnx/ONNXOps.h"
#include "ir/Operation.h"

using namespace terrace;
using namespace terrace::onnx_to_linalg;
using llvm::failure;
using llvm::LogicalResult;
using Compare = ScalarBuilder::Compare;

namespace {

/// One n-gram of the pool and the output column it counts into.
struct NGram {
  llvm::SmallVector<int64_t, 4> items;
  int64_t column;
};

/// An item of the pool as a constant of the items' integer type (exactly:
/// not through a double).
Value itemConstant(ScalarBuilder &s, int64_t item, Type type) {
  unsigned width = llvm::cast<IntegerType>(type).getWidth();
  Attribute value = IntegerAttr::get(type, llvm::APInt(width, uint64_t(item),
                                                       /*isSigned=*/true,
                                                       /*implicitTrunc=*/true));
  return create<arith::ConstantOp>(s.builder(), s.location(),
                                   with<"value">(value), with<"result">(type))
      ->getResult(0);
}

LogicalResult lowerTfIdfVectorizer(ONNX::TfIdfVectorizerOp op,
                                   PatternRewriter &rewriter) {
  Value x = op.operand<"X">();
  RankedTensorType type = rankedType(x);
  if (!type || type.getRank() < 1 || type.getRank() > 2 ||
      !type.hasStaticShape())
    return cannotLower(op, "its items are not a static [C] or [N, C] tensor");
  ArrayAttr poolAttr = op.property<"pool_int64s", ArrayAttr>();
  if (!poolAttr)
    return cannotLower(op, "its pool is not of integers");
  llvm::SmallVector<int64_t, 8> pool = ONNX::intValues(poolAttr);
  llvm::SmallVector<int64_t, 4> counts =
      ONNX::intValues(op.property<"ngram_counts", ArrayAttr>());
  llvm::SmallVector<int64_t, 8> indexes =
      ONNX::intValues(op.property<"ngram_indexes", ArrayAttr>());
  int64_t minN = ONNX::intValue(op.property<"min_gram_length", IntegerAttr>());
  int64_t maxN = ONNX::intValue(op.property<"max_gram_length", IntegerAttr>());
  int64_t maxSkip =
      ONNX::intValue(op.property<"max_skip_count", IntegerAttr>());
  llvm::StringRef mode = op.property<"mode", StringAttr>().getValue();
  if (mode != "TF" && mode != "IDF" && mode != "TFIDF")
    return cannotLower(op, "its mode is unknown");
  // The pool's n-grams: counts[n] is where those of n + 1 items begin.
  llvm::SmallVector<NGram, 8> ngrams;
  int64_t width = 0;
  for (size_t n = 0; n < counts.size(); ++n) {
    int64_t begin = counts[n];
    int64_t end = n + 1 < counts.size() ? counts[n + 1] : int64_t(pool.size());
    for (int64_t at = begin; at + int64_t(n) < end; at += int64_t(n) + 1) {
      if (ngrams.size() >= indexes.size())
        return cannotLower(op, "it has fewer ngram_indexes than n-grams");
      NGram g;
      g.items.assign(pool.begin() + at, pool.begin() + at + int64_t(n) + 1);
      g.column = indexes[ngrams.size()];
      width = std::max(width, g.column + 1);
      // Only the lengths the op counts matter.
      if (int64_t(n) + 1 >= minN && int64_t(n) + 1 <= maxN)
        ngrams.push_back(g);
      else
        ngrams.push_back(NGram{{}, -1});
    }
  }
  llvm::SmallVector<double, 8> weights;
  if (ArrayAttr w = op.property<"weights", ArrayAttr>())
    for (Attribute a : w.getValue())
      weights.push_back(ONNX::floatValue(llvm::cast<FloatAttr>(a)));

  TensorBuilder tb(rewriter, op);
  bool rows = type.getRank() == 2;
  int64_t numRows = rows ? type.getShape()[0] : 1;
  int64_t cols = type.getShape().back();
  Type f32 = FloatType::get(tb.ctx, TypeKind::F32);
  Type element = type.getElementType();
  // Loops (row, column, start, skip); a window tensor gives start and skip
  // their sizes.
  auto countsType = RankedTensorType::get({numRows, width}, f32, Attribute());
  Value window = tb.empty(
      RankedTensorType::get({cols, maxSkip + 1}, element, Attribute()));
  AffineExpr r = tb.dimExpr(0), c = tb.dimExpr(1), start = tb.dimExpr(2),
             skip = tb.dimExpr(3);
  llvm::SmallVector<linalg::IteratorType, 4> iterators = {
      linalg::IteratorType::Parallel, linalg::IteratorType::Parallel,
      linalg::IteratorType::Reduction, linalg::IteratorType::Reduction};
  Value counted =
      tb.generic(
            {window}, {tb.filled(countsType, {}, 0)},
            {tb.map(4, {start, skip}), tb.map(4, {r, c})}, iterators,
            [&](ScalarBuilder &s, llvm::ArrayRef<Value> args) {
              Type index = IndexType::get(tb.ctx);
              Value row = s.loopIndex(0), column = s.loopIndex(1);
              Value first = s.loopIndex(2), gap = s.loopIndex(3);
              Value stride = s.add(gap, s.constant(index, 1));
              Value found = s.constant(f32, 0);
              for (const NGram &g : ngrams) {
                if (g.column < 0)
                  continue;
                int64_t n = int64_t(g.items.size());
                // This n-gram counts into this column, ends inside the
                // row, and (a unigram) only once: at skip 0.
                Value hit = s.compare(Compare::EQ, column,
                                      s.constant(index, double(g.column)));
                Value last = s.add(
                    first, s.mul(s.constant(index, double(n - 1)), stride));
                hit = s.binary<arith::AndIOp>(
                    hit, s.compare(Compare::LT, last,
                                   s.constant(index, double(cols))));
                if (n == 1)
                  hit = s.binary<arith::AndIOp>(
                      hit, s.compare(Compare::EQ, gap, s.constant(index, 0)));
                for (int64_t k = 0; k < n; ++k) {
                  Value at =
                      s.add(first, s.mul(s.constant(index, double(k)), stride));
                  // Read in bounds; a read past the row does not count.
                  Value safe = s.select(hit, at, s.constant(index, 0));
                  llvm::SmallVector<Value, 2> where;
                  if (rows)
                    where.push_back(row);
                  where.push_back(safe);
                  Value item = s.extract(x, where);
                  hit = s.binary<arith::AndIOp>(
                      hit, s.compare(Compare::EQ, item,
                                     itemConstant(s, g.items[k], element)));
                }
                found = s.add(found, s.cast(hit, f32));
              }
              llvm::SmallVector<Value, 2> y = {s.add(args[1], found)};
              return y;
            })
          ->getResult(0);
  // Weights per column (1 where none are given), then the mode.
  llvm::SmallVector<float, 8> columnWeights(size_t(width), 1.0f);
  for (size_t i = 0; i < weights.size() && i < columnWeights.size(); ++i)
    columnWeights[i] = float(weights[i]);
  auto weightsType = RankedTensorType::get({width}, f32, Attribute());
  Value weightTable =
      create<arith::ConstantOp>(
          rewriter, tb.loc,
          with<"value">(DenseIntOrFPElementsAttr::get(
              weightsType,
              llvm::StringRef(
                  reinterpret_cast<const char *>(columnWeights.data()),
                  columnWeights.size() * sizeof(float)))),
          with<"result">(Type(weightsType)))
          ->getResult(0);
  Value result =
      tb.generic(
            {counted, weightTable}, {tb.empty(countsType)},
            {tb.identityMap(2), tb.map(2, {tb.dimExpr(1)}), tb.identityMap(2)},
            {},
            [&](ScalarBuilder &s, llvm::ArrayRef<Value> args) {
              Value v = args[0], w = args[1];
              if (mode == "IDF")
                v = s.select(s.compare(Compare::GT, v, s.constant(f32, 0)), w,
                             s.constant(f32, 0));
              else if (mode == "TFIDF")
                v = s.mul(v, w);
              llvm::SmallVector<Value, 2> y = {v};
              return y;
            })
          ->getResult(0);
  if (!rows)
    result =
        tb.reshape(result, RankedTensorType::get({width}, f32, Attribute()));
  return replaceWithCast(rewriter, op, result);
}

} // namespace

void onnx_to_linalg::addTextLowerings(LoweringTable &table) {
  table.add<ONNX::TfIdfVectorizerOp, lowerTfIdfVectorizer>();
}
