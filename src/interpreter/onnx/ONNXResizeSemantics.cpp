//===- ONNXResizeSemantics.cpp - Resize, ConvTranspose, GridSample --------===//
//
// Resize as ONNX's reference computes it: each output coordinate is taken
// back to the input by the coordinate transformation mode, and the value
// interpolated separably along every axis from 2 (nearest, linear) or 4
// (cubic) neighbours, the input extended by its edge; tf_crop_and_resize
// gives the extrapolation value outside the region of interest.
// ConvTranspose scatters each input element through the kernel. GridSample
// samples at the grid's coordinates as PyTorch's grid_sample does (ONNX's
// test outputs come from it).
//
//===----------------------------------------------------------------------===//
#include "dialects/onnx/ONNXAttributes.h"
#include "dialects/onnx/ONNXOps.h"
#include "interpreter/onnx/ONNXElements.h"
#include "ir/Context.h"
#include "ir/Diagnostics.h"

#include <array>
#include <cmath>

using namespace terrace;
using namespace terrace::interp;
using namespace terrace::interp::onnx_semantics;

namespace {

LogicalResult executeResize(Operation *op, Interpreter &interp) {
  auto resize = llvm::cast<ONNX::ResizeOp>(op);
  const Tensor &x = *interp.getTensor(resize.operand<"X">());
  std::optional<NumberKind> kind = numberKindOf(x.getElementType());
  if (!kind)
    return op->emitOpError("cannot be interpreted on elements of ")
           << x.getElementType();
  ONNX::ResizeParams p;
  p.mode = resize.propertyOrDefault<"mode", StringAttr>().getValue();
  p.transform =
      resize.propertyOrDefault<"coordinate_transformation_mode", StringAttr>()
          .getValue();
  p.nearestMode =
      resize.propertyOrDefault<"nearest_mode", StringAttr>().getValue();
  p.cubicA = floatValue(resize.propertyOrDefault<"cubic_coeff_a", FloatAttr>());
  p.extrapolation =
      floatValue(resize.propertyOrDefault<"extrapolation_value", FloatAttr>());
  p.excludeOutside =
      intValue(resize.propertyOrDefault<"exclude_outside", IntegerAttr>()) != 0;
  int64_t rank = x.getRank();
  llvm::SmallVector<double, 4> scales;
  llvm::SmallVector<int64_t, 4> shape;
  Value sizesValue = resize.operand<"sizes">(),
        scalesValue = resize.operand<"scales">();
  if (sizesValue && interp.getTensor(sizesValue)->getNumElements()) {
    shape = readInts(interp, sizesValue);
    if (int64_t(shape.size()) != rank)
      return op->emitOpError("has ")
             << int64_t(shape.size()) << " sizes for rank " << rank;
    for (int64_t d = 0; d < rank; ++d)
      scales.push_back(double(shape[d]) / double(x.getShape()[d]));
  } else if (scalesValue) {
    const Tensor &s = *interp.getTensor(scalesValue);
    NumberKind sk = *numberKindOf(s.getElementType());
    if (s.getNumElements() != rank)
      return op->emitOpError("has ")
             << s.getNumElements() << " scales for rank " << rank;
    for (int64_t d = 0; d < rank; ++d) {
      scales.push_back(toDouble(s.load(d), sk));
      shape.push_back(int64_t(std::floor(double(x.getShape()[d]) * scales[d])));
    }
  } else {
    return op->emitOpError("takes scales or sizes");
  }
  llvm::SmallVector<double, 8> roi;
  if (Value roiValue = resize.operand<"roi">()) {
    const Tensor &r = *interp.getTensor(roiValue);
    NumberKind rk = *numberKindOf(r.getElementType());
    for (int64_t i = 0; i < r.getNumElements(); ++i)
      roi.push_back(toDouble(r.load(i), rk));
  }
  if (roi.size() != size_t(2 * rank))
    roi.assign(2 * rank, 0), std::fill(roi.begin() + rank, roi.end(), 1.0);
  TensorRef y = newTensor(op, x.getElementType(), shape);
  if (!y)
    return failure();
  // Per axis and output position: the positions and weights it reads.
  struct Axis {
    std::vector<llvm::SmallVector<int64_t, 4>> positions;
    std::vector<llvm::SmallVector<double, 4>> weights;
    std::vector<bool> inside;
  };
  std::vector<Axis> axes(static_cast<size_t>(rank));
  for (int64_t d = 0; d < rank; ++d)
    for (int64_t o = 0; o < shape[d]; ++o) {
      llvm::SmallVector<int64_t, 4> pos;
      llvm::SmallVector<double, 4> w;
      bool inside =
          ONNX::resizeAxisWeights(p, o, scales[d], x.getShape()[d], shape[d],
                                  roi[d], roi[rank + d], pos, w);
      axes[d].positions.push_back(pos);
      axes[d].weights.push_back(w);
      axes[d].inside.push_back(inside);
    }
  llvm::SmallVector<int64_t, 4> strides = stridesOf(x.getShape());
  forEachIndex(shape, [&](llvm::ArrayRef<int64_t> idx, int64_t linear) {
    for (int64_t d = 0; d < rank; ++d)
      if (!axes[d].inside[idx[d]]) {
        y->store(linear, fromDouble(p.extrapolation, *kind));
        return;
      }
    // The separable sum over every combination of neighbours.
    double sum = 0;
    llvm::SmallVector<size_t, 4> pick(rank, 0);
    for (;;) {
      double w = 1;
      int64_t at = 0;
      for (int64_t d = 0; d < rank; ++d) {
        w *= axes[d].weights[idx[d]][pick[d]];
        at += axes[d].positions[idx[d]][pick[d]] * strides[d];
      }
      sum += w * toDouble(x.load(at), *kind);
      int64_t d = rank - 1;
      for (; d >= 0; --d) {
        if (++pick[d] < axes[d].weights[idx[d]].size())
          break;
        pick[d] = 0;
      }
      if (d < 0)
        break;
    }
    y->store(linear, fromDouble(sum, *kind));
  });
  setResult(interp, op, 0, std::move(y));
  return success();
}

LogicalResult executeConvTranspose(Operation *op, Interpreter &interp) {
  auto conv = llvm::cast<ONNX::ConvTransposeOp>(op);
  const Tensor &x = *interp.getTensor(conv.operand<"X">());
  const Tensor &w = *interp.getTensor(conv.operand<"W">());
  std::optional<NumberKind> kind = numberKindOf(x.getElementType());
  if (!kind || x.getRank() < 3 || w.getRank() != x.getRank())
    return op->emitOpError("takes N x C x spatial inputs and C x M/group x "
                           "kernel weights");
  int64_t rank = x.getRank() - 2;
  int64_t batch = x.getShape()[0], channels = x.getShape()[1];
  int64_t group = intValue(conv.propertyOrDefault<"group", IntegerAttr>());
  int64_t mapsPerGroup = w.getShape()[1], maps = mapsPerGroup * group;
  if (group <= 0 || channels % group || w.getShape()[0] != channels)
    return op->emitOpError("has weights that do not match its channels");
  llvm::ArrayRef<int64_t> in = x.getShape().drop_front(2),
                          kernel = w.getShape().drop_front(2);
  ONNX::TransposedWindows windows;
  if (failed(ONNX::computeTransposedWindows(
          op, in, kernel,
          conv.propertyOrDefault<"auto_pad", StringAttr>().getValue(),
          conv.property<"pads", ArrayAttr>(),
          conv.property<"strides", ArrayAttr>(),
          conv.property<"dilations", ArrayAttr>(),
          conv.property<"output_padding", ArrayAttr>(),
          conv.property<"output_shape", ArrayAttr>(), windows)))
    return failure();
  llvm::ArrayRef<int64_t> strides = windows.strides,
                          dilations = windows.dilations,
                          padBegin = windows.padBegin, spatial = windows.output;
  llvm::SmallVector<int64_t, 4> shape = {batch, maps};
  shape.append(spatial.begin(), spatial.end());
  TensorRef y = newTensor(op, x.getElementType(), shape);
  if (!y)
    return failure();
  std::vector<double> acc(static_cast<size_t>(y->getNumElements()), 0.0);
  if (Value b = conv.operand<"B">()) {
    const Tensor &bias = *interp.getTensor(b);
    int64_t plane = numElementsOf(spatial);
    for (size_t i = 0; i < acc.size(); ++i)
      acc[i] = toDouble(bias.load(int64_t(i) / plane % maps), *kind);
  }
  llvm::SmallVector<int64_t, 4> outStrides = stridesOf(spatial);
  int64_t inPlane = numElementsOf(in), kCount = numElementsOf(kernel);
  int64_t outPlane = numElementsOf(spatial);
  int64_t perGroup = channels / group;
  forEachIndex(in, [&](llvm::ArrayRef<int64_t> i, int64_t inLinear) {
    forEachIndex(kernel, [&](llvm::ArrayRef<int64_t> k, int64_t kLinear) {
      int64_t outLinear = 0;
      for (int64_t d = 0; d < rank; ++d) {
        int64_t o = i[d] * strides[d] + k[d] * dilations[d] - padBegin[d];
        if (o < 0 || o >= spatial[d])
          return;
        outLinear += o * outStrides[d];
      }
      for (int64_t n = 0; n < batch; ++n)
        for (int64_t c = 0; c < channels; ++c) {
          double v =
              toDouble(x.load((n * channels + c) * inPlane + inLinear), *kind);
          int64_t g = c / perGroup;
          for (int64_t m = 0; m < mapsPerGroup; ++m)
            acc[size_t((n * maps + g * mapsPerGroup + m) * outPlane +
                       outLinear)] +=
                v * toDouble(w.load((c * mapsPerGroup + m) * kCount + kLinear),
                             *kind);
        }
    });
  });
  for (size_t i = 0; i < acc.size(); ++i)
    y->store(int64_t(i), fromDouble(acc[i], *kind));
  setResult(interp, op, 0, std::move(y));
  return success();
}

/// PyTorch's reflect_coordinates, which ONNX's GridSample tests follow:
/// `x` reflected into [low/2, high/2].
double reflect(double x, double twiceLow, double twiceHigh) {
  if (twiceLow == twiceHigh)
    return 0;
  double low = twiceLow / 2, span = (twiceHigh - twiceLow) / 2;
  x = std::fabs(x - low);
  double extra = std::fmod(x, span);
  int64_t flips = int64_t(std::floor(x / span));
  return flips % 2 == 0 ? extra + low : span - extra + low;
}

/// A coordinate brought inside [0, size) by the padding mode (zeros leaves
/// it where it is).
double padCoordinate(double x, int64_t size, llvm::StringRef padding,
                     bool alignCorners) {
  if (padding == "border")
    return std::clamp(x, 0.0, double(size - 1));
  if (padding == "reflection") {
    x = alignCorners ? reflect(x, 0, 2.0 * double(size - 1))
                     : reflect(x, -1, 2.0 * double(size) - 1);
    return std::clamp(x, 0.0, double(size - 1));
  }
  return x;
}

LogicalResult executeGridSample(Operation *op, Interpreter &interp) {
  auto gs = llvm::cast<ONNX::GridSampleOp>(op);
  const Tensor &x = *interp.getTensor(gs.operand<"X">());
  const Tensor &grid = *interp.getTensor(gs.operand<"grid">());
  std::optional<NumberKind> kind = numberKindOf(x.getElementType());
  std::optional<NumberKind> gk = numberKindOf(grid.getElementType());
  if (!kind || !gk || x.getRank() != 4 || grid.getRank() != 4 ||
      grid.getShape()[3] != 2 || grid.getShape()[0] != x.getShape()[0])
    return op->emitOpError("takes N x C x H x W input and an N x H' x W' x 2 "
                           "grid");
  bool alignCorners =
      intValue(gs.propertyOrDefault<"align_corners", IntegerAttr>()) != 0;
  llvm::StringRef mode = gs.propertyOrDefault<"mode", StringAttr>().getValue();
  llvm::StringRef padding =
      gs.propertyOrDefault<"padding_mode", StringAttr>().getValue();
  int64_t n = x.getShape()[0], c = x.getShape()[1], h = x.getShape()[2],
          w = x.getShape()[3];
  int64_t oh = grid.getShape()[1], ow = grid.getShape()[2];
  Type element =
      llvm::cast<ShapedType>(op->getResult(0).getType()).getElementType();
  NumberKind yk = *numberKindOf(element);
  TensorRef y = newTensor(op, element, {n, c, oh, ow});
  if (!y)
    return failure();
  auto unnormalize = [&](double g, int64_t size) {
    return alignCorners ? (g + 1) / 2 * double(size - 1)
                        : ((g + 1) * double(size) - 1) / 2;
  };
  // A pixel, zero outside the image (after the padding mode moved it).
  auto pixel = [&](int64_t b, int64_t ch, int64_t yy, int64_t xx) {
    if (yy < 0 || yy >= h || xx < 0 || xx >= w)
      return 0.0;
    return toDouble(x.load(((b * c + ch) * h + yy) * w + xx), *kind);
  };
  auto cubic = [](double t) {
    const double a = -0.75;
    auto near = [&](double v) { return ((a + 2) * v - (a + 3)) * v * v + 1; };
    auto far = [&](double v) {
      return ((a * v - 5 * a) * v + 8 * a) * v - 4 * a;
    };
    return std::array<double, 4>{far(t + 1), near(t), near(1 - t), far(2 - t)};
  };
  for (int64_t b = 0; b < n; ++b)
    for (int64_t i = 0; i < oh; ++i)
      for (int64_t j = 0; j < ow; ++j) {
        int64_t g = ((b * oh + i) * ow + j) * 2;
        double gx = unnormalize(toDouble(grid.load(g), *gk), w);
        double gy = unnormalize(toDouble(grid.load(g + 1), *gk), h);
        for (int64_t ch = 0; ch < c; ++ch) {
          double v = 0;
          if (mode == "nearest") {
            double px = padCoordinate(gx, w, padding, alignCorners);
            double py = padCoordinate(gy, h, padding, alignCorners);
            v = pixel(b, ch, int64_t(std::nearbyint(py)),
                      int64_t(std::nearbyint(px)));
          } else if (mode == "bicubic") {
            // Taps around the unpadded coordinate, each moved by the
            // padding mode, as PyTorch's bicubic does.
            double fx = std::floor(gx), fy = std::floor(gy);
            std::array<double, 4> cx = cubic(gx - fx), cy = cubic(gy - fy);
            for (int64_t r = 0; r < 4; ++r)
              for (int64_t q = 0; q < 4; ++q) {
                double tx =
                    padCoordinate(fx - 1 + double(q), w, padding, alignCorners);
                double ty =
                    padCoordinate(fy - 1 + double(r), h, padding, alignCorners);
                v += cy[size_t(r)] * cx[size_t(q)] *
                     pixel(b, ch, int64_t(ty), int64_t(tx));
              }
          } else {
            double px = padCoordinate(gx, w, padding, alignCorners);
            double py = padCoordinate(gy, h, padding, alignCorners);
            double x0 = std::floor(px), y0 = std::floor(py);
            double tx = px - x0, ty = py - y0;
            int64_t ix = int64_t(x0), iy = int64_t(y0);
            v = pixel(b, ch, iy, ix) * (1 - tx) * (1 - ty) +
                pixel(b, ch, iy, ix + 1) * tx * (1 - ty) +
                pixel(b, ch, iy + 1, ix) * (1 - tx) * ty +
                pixel(b, ch, iy + 1, ix + 1) * tx * ty;
          }
          y->store(((b * c + ch) * oh + i) * ow + j, fromDouble(v, yk));
        }
      }
  setResult(interp, op, 0, std::move(y));
  return success();
}

} // namespace

void onnx_semantics::registerResize(Context &ctx) {
  attach<ONNX::ResizeOp, executeResize>(ctx);
  attach<ONNX::ConvTransposeOp, executeConvTranspose>(ctx);
  attach<ONNX::GridSampleOp, executeGridSample>(ctx);
}
