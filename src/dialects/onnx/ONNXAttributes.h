//===- ONNXAttributes.h - What onnx ops' attributes and constants say -----===//
//
// The readings of ONNX's attributes that more than one consumer needs (the
// folds, the interpreter, the lowering to linalg): INT and INTS values, the
// small integer constants that carry shapes and axes, and where the windows
// of a convolution or pooling go.
//
//===----------------------------------------------------------------------===//
#pragma once

#include "ir/Attributes.h"
#include "ir/ResourceBlob.h"
#include "ir/Types.h"
#include "ir/Value.h"

#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/LogicalResult.h"

#include <array>
#include <optional>
#include <string>

namespace terrace {
class Operation;
}

namespace terrace::ONNX {

/// The value of an INT attribute (si64).
inline int64_t intValue(IntegerAttr attr) {
  return attr.getValue().getSExtValue();
}
/// The values of an INTS attribute; empty when absent.
llvm::SmallVector<int64_t, 4> intValues(ArrayAttr attr);
/// The value of a FLOAT attribute.
inline float floatValue(FloatAttr attr) {
  return float(attr.getValue().convertToFloat());
}

/// Constants the shape folds and lowerings compute on are small: a shape,
/// a few indices or axes.
constexpr int64_t kMaxSmallConstantElements = 1024;

/// The values of a small dense i32 or i64 constant; none otherwise.
std::optional<llvm::SmallVector<int64_t, 8>> smallInts(Attribute attr);
/// The same of the constant behind `value` (onnx.Constant, or any
/// ConstantLike op).
std::optional<llvm::SmallVector<int64_t, 8>> smallIntConstant(Value value);

/// The values of a small dense float constant (f16, f32, f64) behind
/// `value`, as doubles; none otherwise.
std::optional<llvm::SmallVector<double, 8>> smallFloatConstant(Value value);

/// The bytes of a constant of a static tensor type with integer or float
/// elements, read in place: `dense<>` or `dense_resource` (whose blob the
/// view holds). Elements are whole little-endian bytes; a splat holds one.
struct ConstantBytes {
  RankedTensorType type;
  llvm::StringRef raw;
  bool splat = false;
  unsigned elementBytes = 0;
  /// What keeps `raw` alive for a dense_resource.
  ResourceBlob blob;
};
std::optional<ConstantBytes> constantBytes(Attribute attr);

/// Folded constants larger than this go to resource blobs.
constexpr uint64_t kMaxInlineConstantBytes = 1024;

/// A folded constant of `type` whose elements `blob` holds: a dense<>
/// attribute up to kMaxInlineConstantBytes, past it a resource blob
/// named after `key` (renamed when taken). Uniqued dense<> attributes live
/// as long as the context; a blob is freed by releaseUnreferencedResources
/// once no op refers to it, so folding weights does not keep both the
/// weights and what they were folded from.
Attribute makeFoldedConstant(RankedTensorType type, ResourceBlob blob,
                             llvm::StringRef key);

/// The dimensions [first, second) of a rank-`rank` input that Shape's
/// `start` and `end` (absent: the rank) take, clamped as ONNX clamps them
/// (empty when end <= start).
std::pair<int64_t, int64_t> shapeRange(IntegerAttr start, IntegerAttr end,
                                       int64_t rank);

/// Along one dimension of `size`, where ONNX's Slice starts (after its
/// clamping) and how many elements it takes, for `step` != 0.
struct SliceAxis {
  int64_t begin, count;
};
SliceAxis sliceAxis(int64_t size, int64_t start, int64_t end, int64_t step);

/// Where a convolution or pooling window goes along each spatial
/// dimension: ONNX's attributes worked out for one input shape.
struct Windows {
  llvm::SmallVector<int64_t, 3> kernel, strides, dilations, padBegin, output;
  /// The padding after the input each dimension needs so that its last
  /// window lies inside (auto_pad's share, explicit pads or ceil_mode's
  /// extra windows, less what no window reaches).
  llvm::SmallVector<int64_t, 3> padEnd;
  /// The padding after the input the attributes declare (auto_pad's
  /// share, or pads'): what AveragePool's count_include_pad counts, where
  /// ceil_mode's extra windows reach past it.
  llvm::SmallVector<int64_t, 3> declaredPadEnd;
};

/// The windows over `input` (its spatial dimensions, static), as ONNX's
/// attributes say; fails (reported on `op`) on inconsistent attributes.
llvm::LogicalResult computeWindows(Operation *op, llvm::ArrayRef<int64_t> input,
                                   llvm::ArrayRef<int64_t> kernel,
                                   llvm::StringRef autoPad, ArrayAttr padsAttr,
                                   ArrayAttr stridesAttr,
                                   ArrayAttr dilationsAttr, bool ceilMode,
                                   Windows &w);

/// ConvTranspose's windows: output position i * stride + k * dilation -
/// padBegin for input position i and kernel position k, over an output of
/// `output` sizes (pads may be negative where output_shape asks for more
/// than the full result).
struct TransposedWindows {
  llvm::SmallVector<int64_t, 3> strides, dilations, padBegin, padEnd, output;
};

/// The transposed windows over `input` (spatial sizes) with `kernel`, as
/// ConvTranspose's attributes say (output_shape and auto_pad deciding the
/// pads as ONNX's formulas do); fails (reported on `op`) on inconsistent
/// attributes.
llvm::LogicalResult computeTransposedWindows(
    Operation *op, llvm::ArrayRef<int64_t> input,
    llvm::ArrayRef<int64_t> kernel, llvm::StringRef autoPad, ArrayAttr pads,
    ArrayAttr strides, ArrayAttr dilations, ArrayAttr outputPadding,
    ArrayAttr outputShape, TransposedWindows &w);

/// Resize's attributes: how coordinates go back to the input and how
/// neighbours are weighed.
struct ResizeParams {
  llvm::StringRef mode, transform, nearestMode;
  double cubicA, extrapolation;
  bool excludeOutside;
};

/// Along one axis, as ONNX's reference computes it: the input positions
/// and weights output position `x` reads (2 neighbours for nearest and
/// linear, 4 for cubic, those of weight 0 left out, positions clamped to
/// the input); false when the position falls outside tf_crop_and_resize's
/// region of interest.
bool resizeAxisWeights(const ResizeParams &p, int64_t x, double scale,
                       int64_t inLen, int64_t outLen, double roiStart,
                       double roiEnd, llvm::SmallVectorImpl<int64_t> &positions,
                       llvm::SmallVectorImpl<double> &weights);

/// An Einsum equation read for its operands' shapes: each operand's labels
/// (`...` as labels of its own, '0' + k for the k-th dimension it stands
/// for), the output's (explicit, or the ellipsis then the labels seen once,
/// alphabetically), and each label's size (-1 for labels not used; sizes
/// of 1 broadcast).
struct EinsumLabels {
  llvm::SmallVector<std::string, 4> inputs;
  std::string output;
  std::array<int64_t, 128> sizes;
  /// The labels used, in order.
  std::string all() const;
};

/// Reads `equation` (spaces ignored) for operands of `shapes`; fails with
/// `why` set when it does not fit them.
llvm::LogicalResult readEinsum(llvm::StringRef equation,
                               llvm::ArrayRef<llvm::ArrayRef<int64_t>> shapes,
                               EinsumLabels &labels, std::string &why);

} // namespace terrace::ONNX
