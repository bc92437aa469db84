//===- GridSampleLowering.cpp - GridSample as a gathering linalg.generic --===//
//
// GridSample becomes one linalg.generic over the output (N, C, H', W'):
// each element reads its grid point (x and y through two maps of the
// grid), unnormalizes it to pixel coordinates, moves it inside the image
// as the padding mode says (border clamps, reflection mirrors as
// PyTorch's reflect_coordinates, which ONNX's tests follow) and reads
// the input at the nearest pixel, its 2 x 2 bilinear or 4 x 4 bicubic
// neighbourhood (pixels outside the image read as 0). The coordinates are
// computed in f64, as the interpreter does.
//
//===----------------------------------------------------------------------===//
#include "conversions/ONNXToLinalg/LoweringSupport.h"
#include "dialects/arith/ArithOps.h"
#include "dialects/math/MathOps.h"
#include "dialects/onnx/ONNXAttributes.h"
#include "dialects/onnx/ONNXOps.h"
#include "ir/Operation.h"

#include <array>

using namespace terrace;
using namespace terrace::onnx_to_linalg;
using llvm::failure;
using llvm::LogicalResult;
using Compare = ScalarBuilder::Compare;

namespace {

enum class Padding { Zeros, Border, Reflection };

/// The scalar code of one output element, in f64.
struct Sampler {
  ScalarBuilder &s;
  Value input;
  Type f64, i64;
  bool alignCorners;
  Padding padding;

  Value real(double v) { return s.constant(f64, v); }

  /// A grid value in [-1, 1] as a pixel coordinate along a side of
  /// `size` pixels.
  Value unnormalize(Value g, Value size) {
    Value one = real(1), two = real(2);
    if (alignCorners)
      return s.mul(s.div(s.add(g, one), two), s.sub(size, one));
    return s.div(s.sub(s.mul(s.add(g, one), size), one), two);
  }

  /// `x` reflected into [twiceLow / 2, twiceHigh / 2].
  Value reflect(Value x, Value twiceLow, Value twiceHigh) {
    Value low = s.div(twiceLow, real(2));
    Value span = s.div(s.sub(twiceHigh, twiceLow), real(2));
    Value distance = s.unary<math::AbsFOp>(s.sub(x, low));
    Value extra = s.rem(distance, span);
    Value flips = s.unary<math::FloorOp>(s.div(distance, span));
    Value halfFlips = s.unary<math::FloorOp>(s.div(flips, real(2)));
    Value even = s.compare(Compare::EQ, s.sub(flips, s.mul(halfFlips, real(2))),
                           real(0));
    Value reflected =
        s.select(even, s.add(extra, low), s.add(s.sub(span, extra), low));
    // A side of one pixel (twiceLow == twiceHigh) reflects onto 0.
    return s.select(s.compare(Compare::EQ, twiceLow, twiceHigh), real(0),
                    reflected);
  }

  /// A coordinate brought inside [0, size) as the padding mode says
  /// (zeros leaves it where it is).
  Value pad(Value x, Value size) {
    if (padding == Padding::Zeros)
      return x;
    Value last = s.sub(size, real(1));
    if (padding == Padding::Reflection)
      x = alignCorners
              ? reflect(x, real(0), s.mul(real(2), last))
              : reflect(x, real(-1), s.sub(s.mul(real(2), size), real(1)));
    return s.min(s.max(x, real(0)), last);
  }

  /// The input at (b, c, y, x) (whole-number f64 coordinates, truncated),
  /// 0 outside the image.
  Value pixel(Value b, Value c, Value y, Value x, Value height, Value width) {
    auto toIndex = [&](Value v) { return s.cast(v, i64, false, false); };
    Value yi = toIndex(y), xi = toIndex(x);
    Value h = toIndex(height), w = toIndex(width);
    Value zero = s.constant(i64, 0);
    Value inside = s.binary<arith::AndIOp>(
        s.binary<arith::AndIOp>(s.compare(Compare::GE, yi, zero),
                                s.compare(Compare::LT, yi, h)),
        s.binary<arith::AndIOp>(s.compare(Compare::GE, xi, zero),
                                s.compare(Compare::LT, xi, w)));
    // Read in bounds (at 0 outside), then keep it or give 0.
    Value at[] = {b, c, s.integerToIndex(s.select(inside, yi, zero)),
                  s.integerToIndex(s.select(inside, xi, zero))};
    Value v = s.cast(s.extract(input, at), f64);
    return s.select(inside, v, real(0));
  }

  /// Keys' cubic convolution weights (a = -0.75) of the 4 taps around a
  /// point `t` past the first's right neighbour.
  std::array<Value, 4> cubic(Value t) {
    const double a = -0.75;
    auto nearWeight = [&](Value v) {
      return s.add(
          s.mul(s.mul(s.sub(s.mul(real(a + 2), v), real(a + 3)), v), v),
          real(1));
    };
    auto farWeight = [&](Value v) {
      Value inner =
          s.add(s.mul(s.sub(s.mul(real(a), v), real(5 * a)), v), real(8 * a));
      return s.sub(s.mul(inner, v), real(4 * a));
    };
    return {farWeight(s.add(t, real(1))), nearWeight(t),
            nearWeight(s.sub(real(1), t)), farWeight(s.sub(real(2), t))};
  }
};

LogicalResult lowerGridSample(ONNX::GridSampleOp op,
                              PatternRewriter &rewriter) {
  if (failed(checkFloatTensors(op)))
    return failure();
  Value x = op.operand<"X">(), grid = op.operand<"grid">();
  RankedTensorType xType = rankedType(x), gridType = rankedType(grid);
  if (xType.getRank() != 4 || gridType.getRank() != 4 ||
      gridType.getShape()[3] != 2)
    return cannotLower(op, "it takes an N x C x H x W input and an "
                           "N x H' x W' x 2 grid");
  llvm::StringRef modeName =
      op.propertyOrDefault<"mode", StringAttr>().getValue();
  llvm::StringRef paddingName =
      op.propertyOrDefault<"padding_mode", StringAttr>().getValue();
  if (modeName != "nearest" && modeName != "bilinear" && modeName != "bicubic")
    return cannotLower(op, "its mode is unknown");
  Padding padding = paddingName == "border"       ? Padding::Border
                    : paddingName == "reflection" ? Padding::Reflection
                                                  : Padding::Zeros;
  if (padding == Padding::Zeros && paddingName != "zeros")
    return cannotLower(op, "its padding_mode is unknown");
  bool alignCorners =
      ONNX::intValue(op.propertyOrDefault<"align_corners", IntegerAttr>());

  TensorBuilder tb(rewriter, op);
  RankedTensorType resultType = rankedType(op.result<"Y">());
  llvm::SmallVector<Value, 4> sizes;
  Value sizeSources[] = {tb.dim(x, 0), tb.dim(x, 1), tb.dim(grid, 1),
                         tb.dim(grid, 2)};
  for (int64_t d = 0; d < 4; ++d)
    if (resultType.getShape()[size_t(d)] == kDynamic)
      sizes.push_back(sizeSources[d]);
  Type f64 = FloatType::get(tb.ctx, TypeKind::F64);
  Type i64 = IntegerType::get(tb.ctx, 64);
  ScalarBuilder top = tb.scalars();
  auto sideOf = [&](int64_t d) {
    return top.cast(top.indexToInteger(tb.dim(x, d), i64), f64);
  };
  Value height = sideOf(2), width = sideOf(3);
  // Loops (n, c, i, j): the grid's x and y at (n, i, j).
  AffineExpr n = tb.dimExpr(0), i = tb.dimExpr(2), j = tb.dimExpr(3);
  AffineMapAttr gridX =
      tb.map(4, {n, i, j, AffineExpr::getConstant(tb.ctx, 0)});
  AffineMapAttr gridY =
      tb.map(4, {n, i, j, AffineExpr::getConstant(tb.ctx, 1)});
  Type element = resultType.getElementType();
  Operation *generic = tb.generic(
      {grid, grid}, {tb.empty(resultType, sizes)},
      {gridX, gridY, tb.identityMap(4)}, {},
      [&](ScalarBuilder &s, llvm::ArrayRef<Value> args) {
        Sampler at{s, x, f64, i64, alignCorners, padding};
        Value b = s.loopIndex(0), c = s.loopIndex(1);
        Value gx = at.unnormalize(s.cast(args[0], f64), width);
        Value gy = at.unnormalize(s.cast(args[1], f64), height);
        Value v;
        if (modeName == "nearest") {
          Value px = s.unary<math::RoundEvenOp>(at.pad(gx, width));
          Value py = s.unary<math::RoundEvenOp>(at.pad(gy, height));
          v = at.pixel(b, c, py, px, height, width);
        } else if (modeName == "bilinear") {
          Value px = at.pad(gx, width), py = at.pad(gy, height);
          Value x0 = s.unary<math::FloorOp>(px);
          Value y0 = s.unary<math::FloorOp>(py);
          Value tx = s.sub(px, x0), ty = s.sub(py, y0);
          Value one = at.real(1);
          Value x1 = s.add(x0, one), y1 = s.add(y0, one);
          Value ux = s.sub(one, tx), uy = s.sub(one, ty);
          v = s.add(
              s.add(
                  s.mul(s.mul(at.pixel(b, c, y0, x0, height, width), ux), uy),
                  s.mul(s.mul(at.pixel(b, c, y0, x1, height, width), tx), uy)),
              s.add(
                  s.mul(s.mul(at.pixel(b, c, y1, x0, height, width), ux), ty),
                  s.mul(s.mul(at.pixel(b, c, y1, x1, height, width), tx), ty)));
        } else {
          // Taps around the unpadded point, each moved by the padding
          // mode, as PyTorch's bicubic does.
          Value fx = s.unary<math::FloorOp>(gx);
          Value fy = s.unary<math::FloorOp>(gy);
          std::array<Value, 4> cx = at.cubic(s.sub(gx, fx));
          std::array<Value, 4> cy = at.cubic(s.sub(gy, fy));
          v = at.real(0);
          for (int r = 0; r < 4; ++r)
            for (int q = 0; q < 4; ++q) {
              Value tx = at.pad(s.add(fx, at.real(q - 1)), width);
              Value ty = at.pad(s.add(fy, at.real(r - 1)), height);
              v = s.add(v, s.mul(s.mul(cy[size_t(r)], cx[size_t(q)]),
                                 at.pixel(b, c, ty, tx, height, width)));
            }
        }
        llvm::SmallVector<Value, 2> y = {s.cast(v, element)};
        return y;
      });
  return replaceWithCasts(rewriter, op, generic->getResults());
}

} // namespace

void onnx_to_linalg::addGridSampleLowerings(LoweringTable &table) {
  table.add<ONNX::GridSampleOp, lowerGridSample>();
}
