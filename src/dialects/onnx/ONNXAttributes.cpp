//===- ONNXAttributes.cpp - What onnx ops' attributes and constants say ---===//
#include "dialects/onnx/ONNXAttributes.h"
#include "ir/Diagnostics.h"
#include "ir/Operation.h"
#include "ir/Types.h"
#include "rewrite/Folding.h"

#include "llvm/ADT/APFloat.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"

#include <algorithm>
#include <cmath>
#include <cstring>

using namespace terrace;
using llvm::LogicalResult;
using llvm::success;

llvm::SmallVector<int64_t, 4> ONNX::intValues(ArrayAttr attr) {
  llvm::SmallVector<int64_t, 4> values;
  if (attr)
    for (Attribute a : attr.getValue())
      values.push_back(llvm::cast<IntegerAttr>(a).getInt());
  return values;
}

std::optional<llvm::SmallVector<int64_t, 8>> ONNX::smallInts(Attribute attr) {
  auto dense = llvm::dyn_cast_if_present<DenseIntOrFPElementsAttr>(attr);
  if (!dense)
    return std::nullopt;
  ShapedType type = dense.getType();
  auto element = llvm::dyn_cast<IntegerType>(type.getElementType());
  if (!element || !type.hasStaticShape() ||
      type.getNumElements() > kMaxSmallConstantElements ||
      (element.getWidth() != 32 && element.getWidth() != 64))
    return std::nullopt;
  unsigned bytes = element.getWidth() / 8;
  llvm::StringRef raw = dense.getRawData();
  llvm::SmallVector<int64_t, 8> values;
  for (int64_t i = 0; i < type.getNumElements(); ++i) {
    const char *at = raw.data() + (dense.isSplat() ? 0 : i * bytes);
    if (bytes == 8) {
      int64_t v;
      std::memcpy(&v, at, 8);
      values.push_back(v);
    } else {
      int32_t v;
      std::memcpy(&v, at, 4);
      values.push_back(v);
    }
  }
  return values;
}

std::optional<llvm::SmallVector<int64_t, 8>>
ONNX::smallIntConstant(Value value) {
  if (!value)
    return std::nullopt;
  return smallInts(getConstantValue(value));
}

std::optional<ONNX::ConstantBytes> ONNX::constantBytes(Attribute attr) {
  ConstantBytes bytes;
  ShapedType shaped;
  if (auto dense = llvm::dyn_cast_if_present<DenseIntOrFPElementsAttr>(attr)) {
    shaped = dense.getType();
    bytes.raw = dense.getRawData();
    bytes.splat = dense.isSplat();
  } else if (auto resource =
                 llvm::dyn_cast_if_present<DenseResourceElementsAttr>(attr)) {
    shaped = resource.getType();
    bytes.blob = resource.getBlob();
    if (!bytes.blob)
      return std::nullopt;
    bytes.raw = bytes.blob.getBytes();
  } else {
    return std::nullopt;
  }
  bytes.type = llvm::dyn_cast<RankedTensorType>(shaped);
  if (!bytes.type || !bytes.type.hasStaticShape())
    return std::nullopt;
  Type element = bytes.type.getElementType();
  if (!llvm::isa<IntegerType, FloatType, IndexType>(element))
    return std::nullopt;
  unsigned width = element.isIndex() ? 64
                   : llvm::isa<FloatType>(element)
                       ? llvm::cast<FloatType>(element).getWidth()
                       : llvm::cast<IntegerType>(element).getWidth();
  bytes.elementBytes = (width + 7) / 8;
  uint64_t count = bytes.splat ? 1 : uint64_t(bytes.type.getNumElements());
  if (bytes.raw.size() < count * bytes.elementBytes)
    return std::nullopt;
  return bytes;
}

Attribute ONNX::makeFoldedConstant(RankedTensorType type, ResourceBlob blob,
                                   llvm::StringRef key) {
  if (blob.size() <= kMaxInlineConstantBytes)
    return DenseIntOrFPElementsAttr::get(type, blob.getBytes());
  return DenseResourceElementsAttr::get(type, key, std::move(blob));
}

std::pair<int64_t, int64_t> ONNX::shapeRange(IntegerAttr start, IntegerAttr end,
                                             int64_t rank) {
  auto clamp = [&](int64_t v) {
    return std::clamp<int64_t>(v < 0 ? v + rank : v, 0, rank);
  };
  int64_t first = start ? clamp(intValue(start)) : 0;
  int64_t last = end ? clamp(intValue(end)) : rank;
  return {first, std::max(first, last)};
}

ONNX::SliceAxis ONNX::sliceAxis(int64_t size, int64_t start, int64_t end,
                                int64_t step) {
  if (size <= 0)
    return {0, 0};
  if (start < 0)
    start += size;
  if (end < 0)
    end += size;
  if (step > 0) {
    start = std::clamp<int64_t>(start, 0, size);
    end = std::clamp<int64_t>(end, 0, size);
    return {start, end > start ? (end - start + step - 1) / step : 0};
  }
  start = std::clamp<int64_t>(start, 0, size - 1);
  end = std::clamp<int64_t>(end, -1, size - 1);
  return {start, start > end ? (start - end - step - 1) / -step : 0};
}

std::optional<llvm::SmallVector<double, 8>>
ONNX::smallFloatConstant(Value value) {
  if (!value)
    return std::nullopt;
  auto dense = llvm::dyn_cast_if_present<DenseIntOrFPElementsAttr>(
      getConstantValue(value));
  if (!dense)
    return std::nullopt;
  ShapedType type = dense.getType();
  auto element = llvm::dyn_cast<FloatType>(type.getElementType());
  if (!element || !type.hasStaticShape() ||
      type.getNumElements() > kMaxSmallConstantElements)
    return std::nullopt;
  unsigned width = element.getWidth();
  if (width != 16 && width != 32 && width != 64)
    return std::nullopt;
  unsigned bytes = width / 8;
  llvm::StringRef raw = dense.getRawData();
  llvm::SmallVector<double, 8> values;
  for (int64_t i = 0; i < type.getNumElements(); ++i) {
    uint64_t bits = 0;
    std::memcpy(&bits, raw.data() + (dense.isSplat() ? 0 : i * bytes), bytes);
    llvm::APFloat v(element.getSemantics(), llvm::APInt(width, bits));
    bool lost = false;
    v.convert(llvm::APFloat::IEEEdouble(), llvm::APFloat::rmNearestTiesToEven,
              &lost);
    values.push_back(v.convertToDouble());
  }
  return values;
}

LogicalResult ONNX::computeWindows(Operation *op, llvm::ArrayRef<int64_t> input,
                                   llvm::ArrayRef<int64_t> kernel,
                                   llvm::StringRef autoPad, ArrayAttr padsAttr,
                                   ArrayAttr stridesAttr,
                                   ArrayAttr dilationsAttr, bool ceilMode,
                                   Windows &w) {
  size_t rank = input.size();
  w.kernel.assign(kernel.begin(), kernel.end());
  w.strides = intValues(stridesAttr);
  w.dilations = intValues(dilationsAttr);
  llvm::SmallVector<int64_t, 6> pads = intValues(padsAttr);
  if (w.strides.empty())
    w.strides.assign(rank, 1);
  if (w.dilations.empty())
    w.dilations.assign(rank, 1);
  if (pads.empty())
    pads.assign(2 * rank, 0);
  if (w.kernel.size() != rank || w.strides.size() != rank ||
      w.dilations.size() != rank || pads.size() != 2 * rank)
    return op->emitOpError("has window attributes of the wrong length for ")
           << int64_t(rank) << " spatial dimensions";
  w.padBegin.assign(rank, 0);
  w.padEnd.assign(rank, 0);
  w.declaredPadEnd.assign(rank, 0);
  w.output.assign(rank, 0);
  for (size_t d = 0; d < rank; ++d) {
    int64_t extent = (w.kernel[d] - 1) * w.dilations[d] + 1;
    int64_t s = w.strides[d];
    if (s <= 0 || w.dilations[d] <= 0 || w.kernel[d] <= 0)
      return op->emitOpError("has a non-positive kernel, stride or dilation");
    if (autoPad == "SAME_UPPER" || autoPad == "SAME_LOWER") {
      int64_t out = (input[d] + s - 1) / s;
      int64_t total = std::max<int64_t>((out - 1) * s + extent - input[d], 0);
      w.padBegin[d] = autoPad == "SAME_UPPER" ? total / 2 : total - total / 2;
      w.declaredPadEnd[d] = total - w.padBegin[d];
      w.output[d] = out;
    } else if (autoPad == "VALID") {
      w.output[d] = input[d] >= extent ? (input[d] - extent) / s + 1 : 0;
    } else {
      int64_t span = input[d] + pads[d] + pads[rank + d] - extent;
      if (span < 0)
        return op->emitOpError("has a window larger than its padded input");
      int64_t out = (ceilMode ? (span + s - 1) / s : span / s) + 1;
      // A last window that would start in the end padding is dropped.
      if (ceilMode && (out - 1) * s >= input[d] + pads[d])
        --out;
      w.padBegin[d] = pads[d];
      w.declaredPadEnd[d] = pads[rank + d];
      w.output[d] = out;
    }
    // Where the last window ends, past the input and its leading padding.
    w.padEnd[d] = std::max<int64_t>(
        (w.output[d] - 1) * s + extent - input[d] - w.padBegin[d], 0);
  }
  return success();
}

LogicalResult ONNX::computeTransposedWindows(
    Operation *op, llvm::ArrayRef<int64_t> in, llvm::ArrayRef<int64_t> kernel,
    llvm::StringRef autoPad, ArrayAttr padsAttr, ArrayAttr stridesAttr,
    ArrayAttr dilationsAttr, ArrayAttr outputPaddingAttr,
    ArrayAttr outputShapeAttr, TransposedWindows &w) {
  int64_t rank = int64_t(in.size());
  auto ints = [&](ArrayAttr a, int64_t n, int64_t dflt) {
    llvm::SmallVector<int64_t, 4> v = intValues(a);
    if (v.empty())
      v.assign(size_t(n), dflt);
    return v;
  };
  llvm::SmallVector<int64_t, 4> strides = ints(stridesAttr, rank, 1);
  llvm::SmallVector<int64_t, 4> dilations = ints(dilationsAttr, rank, 1);
  llvm::SmallVector<int64_t, 4> outPad = ints(outputPaddingAttr, rank, 0);
  llvm::SmallVector<int64_t, 4> pads = ints(padsAttr, 2 * rank, 0);
  llvm::SmallVector<int64_t, 4> outShape = intValues(outputShapeAttr);
  if (int64_t(strides.size()) != rank || int64_t(dilations.size()) != rank ||
      int64_t(outPad.size()) != rank || int64_t(pads.size()) != 2 * rank ||
      int64_t(kernel.size()) != rank)
    return op->emitOpError("has window attributes of the wrong length");
  for (int64_t d = 0; d < rank; ++d)
    if (strides[size_t(d)] <= 0 || dilations[size_t(d)] <= 0)
      return op->emitOpError("has a non-positive stride or dilation");
  if (outShape.size() > size_t(rank))
    outShape.erase(outShape.begin(), outShape.end() - rank);
  if (outShape.empty() && (autoPad == "SAME_UPPER" || autoPad == "SAME_LOWER"))
    for (int64_t d = 0; d < rank; ++d)
      outShape.push_back(in[size_t(d)] * strides[size_t(d)]);
  if (!outShape.empty() && int64_t(outShape.size()) != rank)
    return op->emitOpError("has an output_shape of the wrong length");
  w.strides.assign(strides.begin(), strides.end());
  w.dilations.assign(dilations.begin(), dilations.end());
  w.padBegin.clear();
  w.padEnd.clear();
  w.output.clear();
  for (int64_t d = 0; d < rank; ++d) {
    size_t u = size_t(d);
    int64_t full = strides[u] * (in[u] - 1) + outPad[u] +
                   (kernel[u] - 1) * dilations[u] + 1;
    if (!outShape.empty()) {
      // Halves rounded down, as ONNX's formula (written in Python) does: a
      // negative total (an output larger than the full one) pads the end.
      int64_t total = full - outShape[u];
      int64_t half = total >= 0 ? total / 2 : -((-total + 1) / 2);
      bool upper = autoPad == "SAME_UPPER";
      w.padBegin.push_back(upper ? half : total - half);
      w.padEnd.push_back(total - w.padBegin.back());
      w.output.push_back(outShape[u]);
    } else {
      w.padBegin.push_back(pads[u]);
      w.padEnd.push_back(pads[size_t(rank + d)]);
      w.output.push_back(full - pads[u] - pads[size_t(rank + d)]);
    }
    if (w.output.back() < 0)
      return op->emitOpError("has pads larger than its result");
  }
  return success();
}

/// The interpolation weights of the neighbours of a coordinate whose
/// fractional part is `ratio` (1 when it is whole).
static llvm::SmallVector<double, 4> coefficients(const ONNX::ResizeParams &p,
                                                 double ratio) {
  if (p.mode == "nearest") {
    if (ratio == 1.0)
      return {0, 1};
    llvm::StringRef m = p.nearestMode;
    bool up = m == "round_prefer_floor"  ? ratio > 0.5
              : m == "round_prefer_ceil" ? ratio >= 0.5
                                         : m == "ceil";
    return {double(!up), double(up)};
  }
  if (p.mode == "linear")
    return {1 - ratio, ratio};
  double a = p.cubicA, r = ratio, s = 1 - ratio;
  return {((a * (r + 1) - 5 * a) * (r + 1) + 8 * a) * (r + 1) - 4 * a,
          ((a + 2) * r - (a + 3)) * r * r + 1,
          ((a + 2) * s - (a + 3)) * s * s + 1,
          ((a * (s + 1) - 5 * a) * (s + 1) + 8 * a) * (s + 1) - 4 * a};
}

/// Along one axis: the input positions and weights output position `x`
/// reads; false when it falls outside tf_crop_and_resize's region.
bool ONNX::resizeAxisWeights(const ResizeParams &p, int64_t x, double scale,
                             int64_t inLen, int64_t outLen, double roiStart,
                             double roiEnd,
                             llvm::SmallVectorImpl<int64_t> &positions,
                             llvm::SmallVectorImpl<double> &weights) {
  double outWidth = scale * double(inLen), xo;
  llvm::StringRef t = p.transform;
  if (t == "align_corners") {
    xo = outWidth == 1 ? 0.0 : double(x) * double(inLen - 1) / (outWidth - 1);
  } else if (t == "asymmetric") {
    xo = double(x) / scale;
  } else if (t == "tf_crop_and_resize") {
    xo = outWidth == 1 ? (roiEnd - roiStart) * double(inLen - 1) / 2
                       : double(x) * (roiEnd - roiStart) * double(inLen - 1) /
                             (outWidth - 1);
    xo += roiStart * double(inLen - 1);
    if (xo < 0 || xo > double(inLen - 1))
      return false;
  } else if (t == "tf_half_pixel_for_nn") {
    xo = (double(x) + 0.5) / scale;
  } else if (t == "pytorch_half_pixel") {
    xo = outWidth == 1 ? -0.5 : (double(x) + 0.5) / scale - 0.5;
  } else {
    xo = (double(x) + 0.5) / scale - 0.5;
  }
  (void)outLen;
  double whole = std::floor(xo);
  bool integral = xo == whole;
  double ratio = integral ? 1.0 : xo - whole;
  int64_t base = int64_t(whole) - (integral ? 1 : 0);
  llvm::SmallVector<double, 4> c = coefficients(p, ratio);
  int64_t first = c.size() == 2 ? base : base - 1;
  double total = 0;
  for (size_t i = 0; i < c.size(); ++i) {
    int64_t at = first + int64_t(i);
    if (p.excludeOutside && (at < 0 || at >= inLen))
      c[i] = 0;
    total += c[i];
  }
  for (size_t i = 0; i < c.size(); ++i) {
    int64_t at = std::clamp<int64_t>(first + int64_t(i), 0, inLen - 1);
    if (c[i] == 0)
      continue;
    positions.push_back(at);
    weights.push_back(p.excludeOutside && total != 0 ? c[i] / total : c[i]);
  }
  return true;
}

/// The labels of one Einsum term, `...` expanded to labels of their own
/// ('0' + k) for the `ellipsisRank` dimensions it stands for; none when
/// the term has other characters.
static std::optional<std::string> expandEinsumTerm(llvm::StringRef term,
                                                   int64_t ellipsisRank) {
  std::string labels;
  size_t dots = term.find("...");
  for (size_t i = 0; i < term.size(); ++i) {
    if (i == dots) {
      for (int64_t k = 0; k < ellipsisRank; ++k)
        labels.push_back(char('0' + k));
      i += 2;
      continue;
    }
    if (!llvm::isAlpha(term[i]))
      return std::nullopt;
    labels.push_back(term[i]);
  }
  return labels;
}

std::string ONNX::EinsumLabels::all() const {
  std::string labels;
  for (size_t c = 0; c < sizes.size(); ++c)
    if (sizes[c] >= 0)
      labels.push_back(char(c));
  return labels;
}

LogicalResult ONNX::readEinsum(llvm::StringRef text,
                               llvm::ArrayRef<llvm::ArrayRef<int64_t>> shapes,
                               EinsumLabels &labels, std::string &why) {
  std::string equation;
  for (char c : text)
    if (c != ' ')
      equation.push_back(c);
  auto [lhs, rhs] = llvm::StringRef(equation).split("->");
  bool explicitOutput = llvm::StringRef(equation).contains("->");
  llvm::SmallVector<llvm::StringRef, 4> terms;
  lhs.split(terms, ',');
  if (terms.size() != shapes.size()) {
    why = "has " + std::to_string(terms.size()) + " terms for " +
          std::to_string(shapes.size()) + " inputs";
    return llvm::failure();
  }
  labels.sizes.fill(-1);
  labels.inputs.clear();
  int64_t ellipsisRank = 0;
  for (auto [term, shape] : llvm::zip(terms, shapes)) {
    int64_t rank = int64_t(shape.size());
    int64_t named = int64_t(term.size()) - (term.contains("...") ? 3 : 0);
    int64_t ell = term.contains("...") ? rank - named : 0;
    if (ell < 0 || (!term.contains("...") && named != rank)) {
      why = "has a term '" + term.str() + "' for rank " + std::to_string(rank);
      return llvm::failure();
    }
    ellipsisRank = std::max(ellipsisRank, ell);
    std::optional<std::string> own = expandEinsumTerm(term, ell);
    if (!own) {
      why = "has an equation it cannot read";
      return llvm::failure();
    }
    for (size_t d = 0; d < own->size(); ++d) {
      char c = (*own)[d];
      int64_t &size = labels.sizes[size_t(c)];
      int64_t dim = shape[d];
      if (size < 0) {
        size = dim;
      } else if (size != dim) {
        // Ellipsis dimensions broadcast.
        if (size == 1) {
          size = dim;
        } else if (dim != 1 || !llvm::isDigit(c)) {
          why = "gives label '" + std::string(1, c) + "' two sizes";
          return llvm::failure();
        }
      }
    }
    labels.inputs.push_back(*own);
  }
  if (explicitOutput) {
    std::optional<std::string> out = expandEinsumTerm(rhs, ellipsisRank);
    if (!out) {
      why = "has an equation it cannot read";
      return llvm::failure();
    }
    labels.output = *out;
  } else {
    // Implicit: the ellipsis, then the labels seen once, alphabetically.
    labels.output.clear();
    for (int64_t k = 0; k < ellipsisRank; ++k)
      labels.output.push_back(char('0' + k));
    std::array<int, 128> counts{};
    for (const std::string &l : labels.inputs)
      for (char c : l)
        ++counts[size_t(c)];
    for (size_t c = 0; c < counts.size(); ++c)
      if (counts[c] == 1 && llvm::isAlpha(char(c)))
        labels.output.push_back(char(c));
  }
  for (char c : labels.output)
    if (labels.sizes[size_t(c)] < 0) {
      why = "outputs a label no input has";
      return llvm::failure();
    }
  return llvm::success();
}
