//===- ONNXDetectionSemantics.cpp - onnx's detection ops ------------------===//
//
// NonMaxSuppression (greedy, per batch and class, boxes as corners or as
// centers and sizes), RoiAlign, and MaxUnpool (the inverse of MaxPool
// through its indices).
//
//===----------------------------------------------------------------------===//
#include "dialects/onnx/ONNXOps.h"
#include "interpreter/onnx/ONNXElements.h"
#include "ir/Context.h"
#include "ir/Diagnostics.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <numeric>

using namespace terrace;
using namespace terrace::interp;
using namespace terrace::interp::onnx_semantics;

namespace {

/// A box as [y1, x1, y2, x2] with y1 <= y2 and x1 <= x2.
using Box = std::array<double, 4>;

double iou(const Box &a, const Box &b) {
  double y1 = std::max(a[0], b[0]), x1 = std::max(a[1], b[1]);
  double y2 = std::min(a[2], b[2]), x2 = std::min(a[3], b[3]);
  double inter = std::max(0.0, y2 - y1) * std::max(0.0, x2 - x1);
  double areaA = (a[2] - a[0]) * (a[3] - a[1]);
  double areaB = (b[2] - b[0]) * (b[3] - b[1]);
  double uni = areaA + areaB - inter;
  return uni <= 0 ? 0.0 : inter / uni;
}

LogicalResult executeNonMaxSuppression(Operation *op, Interpreter &interp) {
  auto nms = llvm::cast<ONNX::NonMaxSuppressionOp>(op);
  const Tensor &boxes = *interp.getTensor(nms.operand<"boxes">());
  const Tensor &scores = *interp.getTensor(nms.operand<"scores">());
  NumberKind fk = *numberKindOf(boxes.getElementType());
  if (boxes.getRank() != 3 || boxes.getShape()[2] != 4 ||
      scores.getRank() != 3 || scores.getShape()[0] != boxes.getShape()[0] ||
      scores.getShape()[2] != boxes.getShape()[1])
    return op->emitOpError("takes boxes [batch, n, 4] and scores [batch, "
                           "classes, n]");
  auto scalar = [&](Value v, double dflt) {
    if (!v || interp.getTensor(v)->getNumElements() == 0)
      return dflt;
    const Tensor &t = *interp.getTensor(v);
    return toDouble(t.load(0), *numberKindOf(t.getElementType()));
  };
  double maxOut = scalar(nms.operand<"max_output_boxes_per_class">(), 0);
  double iouThreshold = scalar(nms.operand<"iou_threshold">(), 0);
  Value scoreValue = nms.operand<"score_threshold">();
  bool hasScoreThreshold =
      scoreValue && interp.getTensor(scoreValue)->getNumElements();
  double scoreThreshold = scalar(scoreValue, 0);
  bool centers =
      intValue(nms.propertyOrDefault<"center_point_box", IntegerAttr>()) != 0;
  int64_t batches = boxes.getShape()[0], n = boxes.getShape()[1];
  int64_t classes = scores.getShape()[1];
  llvm::SmallVector<std::array<int64_t, 3>, 16> selected;
  for (int64_t b = 0; b < batches; ++b) {
    std::vector<Box> all(static_cast<size_t>(n));
    for (int64_t i = 0; i < n; ++i) {
      double v[4];
      for (int64_t k = 0; k < 4; ++k)
        v[k] = toDouble(boxes.load((b * n + i) * 4 + k), fk);
      if (centers) {
        // [x_center, y_center, width, height]
        all[size_t(i)] = {v[1] - v[3] / 2, v[0] - v[2] / 2, v[1] + v[3] / 2,
                          v[0] + v[2] / 2};
      } else {
        all[size_t(i)] = {std::min(v[0], v[2]), std::min(v[1], v[3]),
                          std::max(v[0], v[2]), std::max(v[1], v[3])};
      }
    }
    for (int64_t c = 0; c < classes; ++c) {
      std::vector<int64_t> order;
      for (int64_t i = 0; i < n; ++i) {
        double s = toDouble(scores.load((b * classes + c) * n + i), fk);
        if (!hasScoreThreshold || s > scoreThreshold)
          order.push_back(i);
      }
      std::stable_sort(order.begin(), order.end(), [&](int64_t x, int64_t y) {
        return toDouble(scores.load((b * classes + c) * n + x), fk) >
               toDouble(scores.load((b * classes + c) * n + y), fk);
      });
      std::vector<int64_t> kept;
      for (int64_t i : order) {
        if (double(kept.size()) >= maxOut)
          break;
        if (llvm::all_of(kept, [&](int64_t k) {
              return iou(all[size_t(i)], all[size_t(k)]) <= iouThreshold;
            })) {
          kept.push_back(i);
          selected.push_back({b, c, i});
        }
      }
    }
  }
  TensorRef result = newTensor(op, IntegerType::get(op->getContext(), 64),
                               {int64_t(selected.size()), 3});
  if (!result)
    return failure();
  for (size_t i = 0; i < selected.size(); ++i)
    for (int64_t k = 0; k < 3; ++k)
      result->store(int64_t(i) * 3 + k, Slot(uint64_t(selected[i][size_t(k)])));
  setResult(interp, op, 0, std::move(result));
  return success();
}

LogicalResult executeMaxUnpool(Operation *op, Interpreter &interp) {
  auto unpool = llvm::cast<ONNX::MaxUnpoolOp>(op);
  const Tensor &x = *interp.getTensor(unpool.operand<"X">());
  llvm::SmallVector<int64_t, 4> indices =
      readInts(interp, unpool.operand<"I">());
  if (x.getRank() < 3 || int64_t(indices.size()) != x.getNumElements())
    return op->emitOpError("takes N x C x spatial values and one index each");
  int64_t rank = x.getRank() - 2;
  // The indices count positions in the default output (what the pooling
  // read); an output_shape larger than that keeps each position's
  // coordinates.
  llvm::SmallVector<int64_t, 4> kernel =
      intValues(unpool.property<"kernel_shape", ArrayAttr>());
  llvm::SmallVector<int64_t, 4> strides =
      intValues(unpool.property<"strides", ArrayAttr>());
  llvm::SmallVector<int64_t, 6> pads =
      intValues(unpool.property<"pads", ArrayAttr>());
  if (strides.empty())
    strides.assign(rank, 1);
  if (pads.empty())
    pads.assign(2 * rank, 0);
  if (int64_t(kernel.size()) != rank || int64_t(strides.size()) != rank ||
      int64_t(pads.size()) != 2 * rank)
    return op->emitOpError("has window attributes of the wrong length");
  llvm::SmallVector<int64_t, 4> defaultShape(x.getShape().begin(),
                                             x.getShape().begin() + 2);
  for (int64_t d = 0; d < rank; ++d)
    defaultShape.push_back((x.getShape()[2 + d] - 1) * strides[d] + kernel[d] -
                           pads[d] - pads[rank + d]);
  llvm::SmallVector<int64_t, 4> shape = defaultShape;
  if (Value s = unpool.operand<"output_shape">())
    shape = readInts(interp, s);
  if (shape.size() != defaultShape.size())
    return op->emitOpError("has an output_shape of the wrong rank");
  llvm::SmallVector<int64_t, 4> outStrides = stridesOf(shape);
  TensorRef y = newTensor(op, x.getElementType(), shape);
  if (!y)
    return failure();
  int64_t defaultCount = numElementsOf(defaultShape);
  for (int64_t i = 0; i < x.getNumElements(); ++i) {
    int64_t at = indices[size_t(i)];
    if (at < 0 || at >= defaultCount)
      return op->emitOpError("index ") << at << " is out of bounds";
    int64_t position = 0;
    for (int64_t d = int64_t(shape.size()) - 1; d >= 0; --d) {
      int64_t coordinate = at % defaultShape[d];
      at /= defaultShape[d];
      if (coordinate >= shape[d])
        return op->emitOpError("has an output_shape smaller than its indices");
      position += coordinate * outStrides[d];
    }
    y->store(position, x.load(i));
  }
  setResult(interp, op, 0, std::move(y));
  return success();
}

/// RoiAlign as ONNX Runtime computes it (the node tests' outputs): each
/// output bin averages (or takes the largest weighted corner of) bilinear
/// samples on a regular grid inside it.
LogicalResult executeRoiAlign(Operation *op, Interpreter &interp) {
  auto roi = llvm::cast<ONNX::RoiAlignOp>(op);
  const Tensor &x = *interp.getTensor(roi.operand<"X">());
  const Tensor &rois = *interp.getTensor(roi.operand<"rois">());
  llvm::SmallVector<int64_t, 4> batchIndices =
      readInts(interp, roi.operand<"batch_indices">());
  NumberKind kind = *numberKindOf(x.getElementType());
  if (x.getRank() != 4 || rois.getRank() != 2 || rois.getShape()[1] != 4 ||
      int64_t(batchIndices.size()) != rois.getShape()[0])
    return op->emitOpError("takes N x C x H x W input, [R, 4] rois and R "
                           "batch indices");
  bool halfPixel =
      roi.propertyOrDefault<"coordinate_transformation_mode", StringAttr>()
          .getValue() == "half_pixel";
  bool maxMode =
      roi.propertyOrDefault<"mode", StringAttr>().getValue() == "max";
  int64_t ph = intValue(roi.propertyOrDefault<"output_height", IntegerAttr>());
  int64_t pw = intValue(roi.propertyOrDefault<"output_width", IntegerAttr>());
  int64_t ratio =
      intValue(roi.propertyOrDefault<"sampling_ratio", IntegerAttr>());
  double scale =
      floatValue(roi.propertyOrDefault<"spatial_scale", FloatAttr>());
  int64_t n = x.getShape()[0], c = x.getShape()[1], h = x.getShape()[2],
          w = x.getShape()[3], r = rois.getShape()[0];
  TensorRef y = newTensor(op, x.getElementType(), {r, c, ph, pw});
  if (!y)
    return failure();
  double offset = halfPixel ? 0.5 : 0.0;
  for (int64_t k = 0; k < r; ++k) {
    int64_t b = batchIndices[size_t(k)];
    if (b < 0 || b >= n)
      return op->emitOpError("batch index ") << b << " is out of range";
    double x1 = toDouble(rois.load(k * 4), kind) * scale - offset;
    double y1 = toDouble(rois.load(k * 4 + 1), kind) * scale - offset;
    double x2 = toDouble(rois.load(k * 4 + 2), kind) * scale - offset;
    double y2 = toDouble(rois.load(k * 4 + 3), kind) * scale - offset;
    double roiW = x2 - x1, roiH = y2 - y1;
    if (!halfPixel) {
      roiW = std::max(roiW, 1.0);
      roiH = std::max(roiH, 1.0);
    }
    double binH = roiH / double(ph), binW = roiW / double(pw);
    int64_t gridH = ratio > 0 ? ratio : int64_t(std::ceil(roiH / double(ph)));
    int64_t gridW = ratio > 0 ? ratio : int64_t(std::ceil(roiW / double(pw)));
    double count = double(std::max<int64_t>(gridH * gridW, 1));
    for (int64_t ch = 0; ch < c; ++ch) {
      auto v = [&](int64_t yy, int64_t xx) {
        return toDouble(x.load(((b * c + ch) * h + yy) * w + xx), kind);
      };
      for (int64_t i = 0; i < ph; ++i)
        for (int64_t j = 0; j < pw; ++j) {
          double acc = 0;
          bool first = true;
          for (int64_t iy = 0; iy < gridH; ++iy)
            for (int64_t ix = 0; ix < gridW; ++ix) {
              double yy = y1 + double(i) * binH +
                          (double(iy) + 0.5) * binH / double(gridH);
              double xx = x1 + double(j) * binW +
                          (double(ix) + 0.5) * binW / double(gridW);
              double val = 0;
              if (!(yy < -1 || yy > double(h) || xx < -1 || xx > double(w))) {
                yy = std::max(yy, 0.0);
                xx = std::max(xx, 0.0);
                int64_t yl = int64_t(yy), xl = int64_t(xx), yh, xh;
                if (yl >= h - 1) {
                  yh = yl = h - 1;
                  yy = double(yl);
                } else {
                  yh = yl + 1;
                }
                if (xl >= w - 1) {
                  xh = xl = w - 1;
                  xx = double(xl);
                } else {
                  xh = xl + 1;
                }
                double ly = yy - double(yl), lx = xx - double(xl);
                double hy = 1 - ly, hx = 1 - lx;
                double a = hy * hx * v(yl, xl), bb = hy * lx * v(yl, xh),
                       cc = ly * hx * v(yh, xl), d = ly * lx * v(yh, xh);
                val = maxMode ? std::max({a, bb, cc, d}) : a + bb + cc + d;
              }
              if (maxMode)
                acc = first ? val : std::max(acc, val);
              else
                acc += val;
              first = false;
            }
          y->store(((k * c + ch) * ph + i) * pw + j,
                   fromDouble(maxMode ? acc : acc / count, kind));
        }
    }
  }
  setResult(interp, op, 0, std::move(y));
  return success();
}

} // namespace

void onnx_semantics::registerDetection(Context &ctx) {
  attach<ONNX::NonMaxSuppressionOp, executeNonMaxSuppression>(ctx);
  attach<ONNX::MaxUnpoolOp, executeMaxUnpool>(ctx);
  attach<ONNX::RoiAlignOp, executeRoiAlign>(ctx);
}
