//===- ONNXAttributes.cpp - What onnx ops' attributes and constants say ---===//
#include "dialects/onnx/ONNXAttributes.h"
#include "ir/Diagnostics.h"
#include "ir/Operation.h"
#include "ir/Types.h"
#include "rewrite/Folding.h"

#include <algorithm>
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
