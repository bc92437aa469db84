//===- SignalLowering.cpp - DFT, STFT and MelWeightMatrix -----------------===//
//
// DFT and STFT as the definition sums them (no FFT yet): one generic over
// the output, its last dimension the real and imaginary parts, with a
// reduction loop over the points summed; each term is the input point
// (times the window, for STFT) times e^(-+2 pi i (k n mod L) / L), in f64
// as the interpreter computes, rounded once to the element type (an
// inverse DFT divided by L first). MelWeightMatrix computes each weight
// from its mel bin's edges in one generic.
//
//===----------------------------------------------------------------------===//
#include "conversions/ONNXToLinalg/LoweringSupport.h"
#include "dialects/arith/ArithOps.h"
#include "dialects/math/MathOps.h"
#include "dialects/onnx/ONNXAttributes.h"
#include "dialects/onnx/ONNXOps.h"
#include "ir/Operation.h"

#include <numbers>

using namespace terrace;
using namespace terrace::onnx_to_linalg;
using llvm::failure;
using llvm::LogicalResult;
using Compare = ScalarBuilder::Compare;

namespace {

/// A point of the signal: its real and imaginary parts (f64).
struct Point {
  Value real, imag;
};

/// The sums of a transform: a generic over `resultType` (its last
/// dimension the parts) plus one reduction loop over `count` points
/// (index), term n of output bin `bin(s)` being `point(s, n)` times
/// e^(sign 2 pi i (bin n mod length) / length); in f64, then divided by
/// `divisor` (or not) and rounded to the element type.
Value transformSums(TensorBuilder &tb, RankedTensorType resultType, Value count,
                    Value length, double sign, bool divide,
                    llvm::function_ref<Value(ScalarBuilder &)> bin,
                    llvm::function_ref<Point(ScalarBuilder &, Value)> point) {
  Type f64 = FloatType::get(tb.ctx, TypeKind::F64);
  Type i64 = IntegerType::get(tb.ctx, 64);
  unsigned rank = unsigned(resultType.getRank());
  auto sumsType =
      RankedTensorType::get(resultType.getShape(), f64, Attribute());
  // A tensor of `count` elements gives the reduction loop its size.
  Value points =
      tb.empty(RankedTensorType::get({kDynamic}, f64, Attribute()), {count});
  llvm::SmallVector<AffineExpr, 5> out;
  for (unsigned d = 0; d < rank; ++d)
    out.push_back(tb.dimExpr(d));
  llvm::SmallVector<linalg::IteratorType, 6> iterators(
      rank, linalg::IteratorType::Parallel);
  iterators.push_back(linalg::IteratorType::Reduction);
  ScalarBuilder top = tb.scalars();
  Value lengthReal = top.cast(top.indexToInteger(length, i64), f64);
  Value sums =
      tb.generic({points}, {tb.filled(sumsType, {}, 0)},
                 {tb.map(rank + 1, {tb.dimExpr(rank)}), tb.map(rank + 1, out)},
                 iterators,
                 [&](ScalarBuilder &s, llvm::ArrayRef<Value> args) {
                   Value n = s.loopIndex(rank);
                   Value turns = s.rem(s.mul(bin(s), n), length);
                   Value angle =
                       s.div(s.mul(s.constant(f64, sign * 2 * std::numbers::pi),
                                   s.cast(s.indexToInteger(turns, i64), f64)),
                             lengthReal);
                   Value c = s.unary<math::CosOp>(angle);
                   Value sn = s.unary<math::SinOp>(angle);
                   Point p = point(s, n);
                   // (re + i im)(cos + i sin), as std::complex multiplies.
                   Value re = s.sub(s.mul(p.real, c), s.mul(p.imag, sn));
                   Value im = s.add(s.mul(p.real, sn), s.mul(p.imag, c));
                   Value isReal =
                       s.compare(Compare::EQ, s.loopIndex(rank - 1),
                                 s.constant(IndexType::get(tb.ctx), 0));
                   llvm::SmallVector<Value, 2> y = {
                       s.add(args[1], s.select(isReal, re, im))};
                   return y;
                 })
          ->getResult(0);
  Type element = resultType.getElementType();
  return tb.mapElements({sums}, sums, element,
                        [&](ScalarBuilder &s, llvm::ArrayRef<Value> x) {
                          Value v = divide ? s.div(x[0], lengthReal) : x[0];
                          return s.cast(v, element);
                        });
}

/// The one value of a constant (or absent: `otherwise`) integer operand.
std::optional<int64_t> constantScalar(Value v, int64_t otherwise) {
  if (!v)
    return otherwise;
  auto values = ONNX::smallIntConstant(v);
  if (!values || values->size() != 1)
    return std::nullopt;
  return (*values)[0];
}

LogicalResult lowerDFT(ONNX::DFTOp op, PatternRewriter &rewriter) {
  if (failed(checkFloatTensors(op)))
    return failure();
  Value x = op.operand<"input">();
  RankedTensorType type = rankedType(x);
  RankedTensorType resultType = rankedType(op.result<"output">());
  int64_t rank = type.getRank();
  if (rank < 2 || !type.hasStaticShape() || !resultType.hasStaticShape() ||
      (type.getShape().back() != 1 && type.getShape().back() != 2))
    return cannotLower(op, "its signal is not static with a last dimension "
                           "of 1 or 2");
  int64_t axis = ONNX::intValue(op.propertyOrDefault<"axis", IntegerAttr>());
  if (axis < 0)
    axis += rank;
  if (axis < 1 || axis >= rank - 1)
    return cannotLower(op, "its axis is not a signal dimension");
  int64_t n = type.getShape()[size_t(axis)];
  std::optional<int64_t> length = constantScalar(op.operand<"dft_length">(), n);
  if (!length || *length <= 0)
    return cannotLower(op, "its dft_length is not a positive constant");
  bool inverse = ONNX::intValue(op.propertyOrDefault<"inverse", IntegerAttr>());
  bool complexIn = type.getShape().back() == 2;
  TensorBuilder tb(rewriter, op);
  Type f64 = FloatType::get(tb.ctx, TypeKind::F64);
  unsigned last = unsigned(rank - 1);
  Value result = transformSums(
      tb, resultType, tb.indexConstant(std::min(*length, n)),
      tb.indexConstant(*length), inverse ? 1.0 : -1.0, inverse,
      [&](ScalarBuilder &s) { return s.loopIndex(unsigned(axis)); },
      [&](ScalarBuilder &s, Value point) {
        llvm::SmallVector<Value, 5> at;
        for (unsigned d = 0; d < last; ++d)
          at.push_back(d == unsigned(axis) ? point : s.loopIndex(d));
        Type index = IndexType::get(tb.ctx);
        at.push_back(s.constant(index, 0));
        Value re = s.cast(s.extract(x, at), f64);
        Value im = s.constant(f64, 0);
        if (complexIn) {
          at.back() = s.constant(index, 1);
          im = s.cast(s.extract(x, at), f64);
        }
        return Point{re, im};
      });
  return replaceWithCast(rewriter, op, result);
}

/// STFT: the DFT of each frame (frame f starts at f * frame_step), times
/// the window; its frames and bins the result's (static) shape says.
LogicalResult lowerSTFT(ONNX::STFTOp op, PatternRewriter &rewriter) {
  Value x = op.operand<"signal">(), window = op.operand<"window">();
  RankedTensorType type = rankedType(x);
  RankedTensorType resultType = rankedType(op.result<"output">());
  if (!type || !resultType || (window && !rankedType(window)))
    return cannotLower(op, "an operand or result has no known rank");
  if (type.getRank() != 3 || !resultType.hasStaticShape() ||
      (type.getShape()[2] != 1 && type.getShape()[2] != 2))
    return cannotLower(op, "its signal is not [batch, length, 1 or 2] or its "
                           "result's shape is not static");
  if (!isOneElement(op.operand<"frame_step">()))
    return cannotLower(op, "its frame_step is not one element");
  Value frameLengthOperand = op.operand<"frame_length">();
  if (!frameLengthOperand &&
      !(window && rankedType(window) && rankedType(window).getRank() == 1))
    return cannotLower(op, "it has neither a frame_length nor a window");
  bool complexIn = type.getShape()[2] == 2;
  TensorBuilder tb(rewriter, op);
  ScalarBuilder top = tb.scalars();
  Type f64 = FloatType::get(tb.ctx, TypeKind::F64);
  Value step = top.integerToIndex(tb.element(op.operand<"frame_step">()));
  Value frameLength = frameLengthOperand
                          ? top.integerToIndex(tb.element(frameLengthOperand))
                          : tb.dim(window, 0);
  Value result = transformSums(
      tb, resultType, frameLength, frameLength, -1.0, false,
      [&](ScalarBuilder &s) { return s.loopIndex(2); },
      [&](ScalarBuilder &s, Value k) {
        Type index = IndexType::get(tb.ctx);
        Value at = s.add(s.mul(s.loopIndex(1), step), k);
        Value batch = s.loopIndex(0);
        Value re = s.cast(s.extract(x, {batch, at, s.constant(index, 0)}), f64);
        Value im =
            complexIn
                ? s.cast(s.extract(x, {batch, at, s.constant(index, 1)}), f64)
                : s.constant(f64, 0);
        if (window) {
          Value w = s.cast(s.extract(window, {k}), f64);
          re = s.mul(re, w);
          if (complexIn)
            im = s.mul(im, w);
        }
        return Point{re, im};
      });
  return replaceWithCast(rewriter, op, result);
}

/// MelWeightMatrix of a static result (spectrogram bins x mel bins): each
/// element from the three mel edges around its mel bin (mel-spaced, back in
/// Hertz, as DFT bins), a rising then a falling ramp, as onnx 1.12's
/// reference computes them (its mel step divides by num_mel_bins + 2), in
/// f64.
LogicalResult lowerMelWeightMatrix(ONNX::MelWeightMatrixOp op,
                                   PatternRewriter &rewriter) {
  RankedTensorType resultType = rankedType(op.result<"output">());
  if (!resultType || resultType.getRank() != 2 || !resultType.hasStaticShape())
    return cannotLower(op, "its result's shape is not static");
  for (Value v : op->getOperands())
    if (!isOneElement(v))
      return cannotLower(op, "its operands are not one element each");
  TensorBuilder tb(rewriter, op);
  ScalarBuilder top = tb.scalars();
  Type f64 = FloatType::get(tb.ctx, TypeKind::F64);
  Type i64 = IntegerType::get(tb.ctx, 64);
  Value numMel = tb.element(op.operand<"num_mel_bins">(), std::nullopt, f64);
  Value dftLength = tb.element(op.operand<"dft_length">(), std::nullopt, f64);
  Value rate = tb.element(op.operand<"sample_rate">(), std::nullopt, f64);
  Value lower = tb.element(op.operand<"lower_edge_hertz">(), std::nullopt, f64);
  Value upper = tb.element(op.operand<"upper_edge_hertz">(), std::nullopt, f64);
  auto real = [&](ScalarBuilder &s, double v) { return s.constant(f64, v); };
  auto toMel = [&](ScalarBuilder &s, Value hz) {
    return s.mul(real(s, 2595), s.unary<math::Log10Op>(s.add(
                                    real(s, 1), s.div(hz, real(s, 700)))));
  };
  Value lowMel = toMel(top, lower), highMel = toMel(top, upper);
  Value melStep =
      top.div(top.sub(highMel, lowMel), top.add(numMel, real(top, 2)));
  Type element = resultType.getElementType();
  Operation *generic = tb.generic(
      {}, {tb.empty(resultType)}, {tb.identityMap(2)}, {},
      [&](ScalarBuilder &s, llvm::ArrayRef<Value>) {
        Value bin = s.cast(s.indexToInteger(s.loopIndex(0), i64), f64);
        Value mel = s.cast(s.indexToInteger(s.loopIndex(1), i64), f64);
        // Edge k (a DFT bin, whole): floor((dft_length + 1) * hz / rate).
        auto edge = [&](double k) {
          Value m = s.add(s.mul(s.add(mel, real(s, k)), melStep), lowMel);
          Value hz = s.mul(real(s, 700),
                           s.sub(s.binary<math::PowFOp>(
                                     real(s, 10), s.div(m, real(s, 2595))),
                                 real(s, 1)));
          return s.unary<math::FloorOp>(
              s.div(s.mul(s.add(dftLength, real(s, 1)), hz), rate));
        };
        Value lo = edge(0), center = edge(1), hi = edge(2);
        using C = Compare;
        Value rising = s.binary<arith::AndIOp>(s.compare(C::GE, bin, lo),
                                               s.compare(C::LE, bin, center));
        Value flat = s.compare(C::EQ, center, lo);
        Value up = s.select(flat, real(s, 1),
                            s.div(s.sub(bin, lo), s.sub(center, lo)));
        Value falling = s.binary<arith::AndIOp>(s.compare(C::GE, bin, center),
                                                s.compare(C::LT, bin, hi));
        Value down = s.div(s.sub(hi, bin), s.sub(hi, center));
        Value v = s.select(falling, down, s.select(rising, up, real(s, 0)));
        llvm::SmallVector<Value, 2> y = {s.cast(v, element)};
        return y;
      });
  return replaceWithCasts(rewriter, op, generic->getResults());
}

} // namespace

void onnx_to_linalg::addSignalLowerings(LoweringTable &table) {
  table.add<ONNX::MelWeightMatrixOp, lowerMelWeightMatrix>();
  table.add<ONNX::DFTOp, lowerDFT>();
  table.add<ONNX::STFTOp, lowerSTFT>();
}
