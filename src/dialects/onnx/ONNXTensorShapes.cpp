//===- ONNXTensorShapes.cpp - Shapes of ops that move data around ---------===//
//
// Reshape and its kin, Transpose, Concat, Split, Slice, the gathers,
// Shape and Size, Expand, Tile, Pad, Range, ConstantOfShape, Constant,
// OneHot, TopK, Resize, Einsum, DepthToSpace and SpaceToDepth, windows,
// and the ops whose result sizes depend on the data (their rank only).
// Operands that carry shapes or axes are read where they are constants.
//
//===----------------------------------------------------------------------===//
#include "dialects/onnx/ONNXAttributes.h"
#include "dialects/onnx/ONNXShapeRules.h"
#include "ir/Diagnostics.h"

#include <cmath>

using namespace terrace;
using namespace terrace::ONNX;

namespace {

/// The length of a rank-1 operand whose length is static; none otherwise.
std::optional<int64_t> staticLength(Value value) {
  std::optional<llvm::ArrayRef<int64_t>> shape = shapeOf(value);
  if (!shape || shape->size() != 1 || (*shape)[0] == kDynamic)
    return std::nullopt;
  return (*shape)[0];
}

LogicalResult inferReshape(ReshapeOp op, InferredShapes shapes) {
  // The target as far as it is known (exporters compute it from Shape).
  std::optional<llvm::SmallVector<int64_t, 8>> target =
      partialIntValues(op.operand<"shape">());
  if (!target)
    return success();
  auto data = shapeOf(op.operand<"data">());
  bool allowZero = intValue(op.propertyOrDefault<"allowzero", IntegerAttr>());
  Shape out;
  int inferredAt = -1;
  for (auto [i, size] : llvm::enumerate(*target)) {
    if (size == kDynamic) {
      out.push_back(kDynamic);
    } else if (size == 0 && !allowZero) {
      if (data && i >= data->size())
        return op->emitOpError("shape copies dimension ")
               << i << " of an input of rank " << data->size();
      out.push_back(data ? (*data)[i] : kDynamic);
    } else if (size == -1) {
      if (inferredAt >= 0)
        return op->emitOpError("shape has more than one -1");
      inferredAt = int(i);
      out.push_back(kDynamic);
    } else if (size < 0) {
      return op->emitOpError("shape has a negative size ") << size;
    } else {
      out.push_back(size);
    }
  }
  int64_t total = data ? productOf(*data) : kDynamic;
  if (inferredAt >= 0) {
    // The size -1 stands for is what the others leave of the total.
    Shape others(out);
    others.erase(others.begin() + inferredAt);
    int64_t rest = productOf(others);
    if (total != kDynamic && rest != kDynamic) {
      if (rest == 0 || total % rest != 0)
        return op->emitOpError("cannot reshape ")
               << total << " elements into a shape of " << rest
               << " elements and one more size";
      out[size_t(inferredAt)] = total / rest;
    }
  } else if (total != kDynamic && productOf(out) != kDynamic &&
             productOf(out) != total) {
    return op->emitOpError("cannot reshape ")
           << total << " elements into [" << llvm::ArrayRef<int64_t>(out)
           << "]";
  }
  shapes[0] = out;
  return success();
}

LogicalResult inferFlatten(FlattenOp op, InferredShapes shapes) {
  auto input = shapeOf(op.operand<"input">());
  if (!input)
    return success();
  int64_t rank = int64_t(input->size());
  int64_t axis = intValue(op.propertyOrDefault<"axis", IntegerAttr>());
  // Flatten's axis may also be the rank itself.
  if (axis < -rank || axis > rank)
    return op->emitOpError("axis ")
           << axis << " is out of range for rank " << rank;
  if (axis < 0)
    axis += rank;
  shapes[0] = Shape{productOf(input->take_front(size_t(axis))),
                    productOf(input->drop_front(size_t(axis)))};
  return success();
}

LogicalResult inferTranspose(TransposeOp op, InferredShapes shapes) {
  auto input = shapeOf(op.operand<"data">());
  if (!input)
    return success();
  int64_t rank = int64_t(input->size());
  llvm::SmallVector<int64_t, 4> perm =
      intValues(op.property<"perm", ArrayAttr>());
  if (perm.empty())
    for (int64_t d = rank - 1; d >= 0; --d)
      perm.push_back(d);
  if (int64_t(perm.size()) != rank)
    return op->emitOpError("perm has ")
           << perm.size() << " entries for an input of rank " << rank;
  Shape out;
  llvm::SmallVector<bool, 4> seen(size_t(rank), false);
  for (int64_t p : perm) {
    if (p < 0 || p >= rank || seen[size_t(p)])
      return op->emitOpError("perm is not a permutation of the dimensions");
    seen[size_t(p)] = true;
    out.push_back((*input)[size_t(p)]);
  }
  shapes[0] = out;
  return success();
}

LogicalResult inferSqueeze(SqueezeOp op, InferredShapes shapes) {
  auto input = shapeOf(op.operand<"data">());
  if (!input)
    return success();
  int64_t rank = int64_t(input->size());
  Value axesOperand = op.operand<"axes">();
  if (!axesOperand) {
    // Every size-1 dimension goes; a dynamic size may be 1 or not.
    if (llvm::is_contained(*input, kDynamic))
      return success();
    Shape out;
    for (int64_t size : *input)
      if (size != 1)
        out.push_back(size);
    shapes[0] = out;
    return success();
  }
  std::optional<llvm::SmallVector<int64_t, 8>> axes =
      smallIntConstant(axesOperand);
  if (!axes) {
    if (std::optional<int64_t> count = staticLength(axesOperand))
      if (*count <= rank)
        shapes[0] = dynamicShape(size_t(rank - *count));
    return success();
  }
  if (failed(normalizeAxes(op, *axes, rank)))
    return failure();
  Shape out;
  for (int64_t d = 0; d < rank; ++d) {
    int64_t size = (*input)[size_t(d)];
    if (!llvm::is_contained(*axes, d)) {
      out.push_back(size);
    } else if (size != 1 && size != kDynamic) {
      return op->emitOpError("cannot squeeze dimension ")
             << d << " of size " << size;
    }
  }
  shapes[0] = out;
  return success();
}

LogicalResult inferUnsqueeze(UnsqueezeOp op, InferredShapes shapes) {
  auto input = shapeOf(op.operand<"data">());
  std::optional<llvm::SmallVector<int64_t, 8>> axes =
      smallIntConstant(op.operand<"axes">());
  if (!input)
    return success();
  int64_t rank = int64_t(input->size());
  if (!axes) {
    if (std::optional<int64_t> count = staticLength(op.operand<"axes">()))
      shapes[0] = dynamicShape(size_t(rank + *count));
    return success();
  }
  int64_t outRank = rank + int64_t(axes->size());
  if (failed(normalizeAxes(op, *axes, outRank)))
    return failure();
  for (int64_t d = 0; d < outRank; ++d)
    if (llvm::count(*axes, d) > 1)
      return op->emitOpError("axes name dimension ") << d << " twice";
  // Distinct axes leave exactly `rank` positions for the input's sizes.
  Shape out;
  const int64_t *next = input->begin();
  for (int64_t d = 0; d < outRank; ++d)
    out.push_back(llvm::is_contained(*axes, d) ? 1 : *next++);
  shapes[0] = out;
  return success();
}

LogicalResult inferConcat(ConcatOp op, InferredShapes shapes) {
  llvm::SmallVector<llvm::ArrayRef<int64_t>, 4> inputs;
  for (Value v : op.operands<"inputs">()) {
    std::optional<llvm::ArrayRef<int64_t>> shape = shapeOf(v);
    if (!shape)
      return success();
    inputs.push_back(*shape);
  }
  if (inputs.empty())
    return success();
  int64_t rank = int64_t(inputs[0].size());
  std::optional<int64_t> axis =
      axisOf(op, intValue(op.property<"axis", IntegerAttr>()), rank);
  if (!axis)
    return failure();
  Shape out(inputs[0]);
  out[size_t(*axis)] = 0;
  for (llvm::ArrayRef<int64_t> in : inputs) {
    if (int64_t(in.size()) != rank)
      return op->emitOpError("inputs of ranks ")
             << rank << " and " << in.size() << " do not concatenate";
    for (int64_t d = 0; d < rank; ++d) {
      int64_t &o = out[size_t(d)];
      int64_t i = in[size_t(d)];
      if (d == *axis) {
        o = (o == kDynamic || i == kDynamic) ? kDynamic : o + i;
      } else if (o == kDynamic) {
        o = i;
      } else if (i != kDynamic && i != o) {
        return op->emitOpError("inputs differ in dimension ")
               << d << " (" << o << " and " << i << ")";
      }
    }
  }
  shapes[0] = out;
  return success();
}

LogicalResult inferSplit(SplitOp op, InferredShapes shapes) {
  auto input = shapeOf(op.operand<"input">());
  if (!input)
    return success();
  int64_t rank = int64_t(input->size());
  std::optional<int64_t> axis =
      axisOf(op, intValue(op.propertyOrDefault<"axis", IntegerAttr>()), rank);
  if (!axis)
    return failure();
  int64_t size = (*input)[size_t(*axis)];
  size_t parts = shapes.size();
  llvm::SmallVector<int64_t, 8> sizes(parts, kDynamic);
  if (Value split = op.operand<"split">()) {
    if (std::optional<llvm::SmallVector<int64_t, 8>> given =
            smallIntConstant(split)) {
      if (given->size() != parts)
        return op->emitOpError("split has ")
               << given->size() << " sizes for " << parts << " outputs";
      sizes.assign(given->begin(), given->end());
    }
  } else if (size != kDynamic) {
    if (size % int64_t(parts) != 0)
      return op->emitOpError("cannot split ")
             << size << " evenly into " << parts << " outputs";
    sizes.assign(parts, size / int64_t(parts));
  }
  for (size_t i = 0; i < parts; ++i) {
    Shape out(*input);
    out[size_t(*axis)] = sizes[i];
    shapes[i] = out;
  }
  return success();
}

LogicalResult inferSlice(SliceOp op, InferredShapes shapes) {
  auto input = shapeOf(op.operand<"data">());
  if (!input)
    return success();
  int64_t rank = int64_t(input->size());
  auto starts = smallIntConstant(op.operand<"starts">());
  auto ends = smallIntConstant(op.operand<"ends">());
  std::optional<llvm::SmallVector<int64_t, 8>> axes, steps;
  if (Value a = op.operand<"axes">()) {
    axes = smallIntConstant(a);
    if (!axes) {
      shapes[0] = dynamicShape(size_t(rank));
      return success();
    }
  }
  Shape out(*input);
  std::optional<int64_t> count =
      starts ? int64_t(starts->size()) : staticLength(op.operand<"starts">());
  if (!axes && count) {
    axes.emplace();
    for (int64_t d = 0; d < *count; ++d)
      axes->push_back(d);
  }
  if (!axes) {
    shapes[0] = dynamicShape(size_t(rank));
    return success();
  }
  if (failed(normalizeAxes(op, *axes, rank)))
    return failure();
  if (Value s = op.operand<"steps">())
    steps = smallIntConstant(s);
  else
    steps = llvm::SmallVector<int64_t, 8>(axes->size(), 1);
  bool known = starts && ends && steps;
  if (known && (starts->size() != axes->size() ||
                ends->size() != axes->size() || steps->size() != axes->size()))
    return op->emitOpError("starts, ends, axes and steps differ in length");
  for (size_t i = 0; i < axes->size(); ++i) {
    int64_t &size = out[size_t((*axes)[i])];
    if (!known || size == kDynamic) {
      size = kDynamic;
      continue;
    }
    if ((*steps)[i] == 0)
      return op->emitOpError("a step is 0");
    size = sliceAxis(size, (*starts)[i], (*ends)[i], (*steps)[i]).count;
  }
  shapes[0] = out;
  return success();
}

LogicalResult inferGather(GatherOp op, InferredShapes shapes) {
  auto data = shapeOf(op.operand<"data">());
  auto indices = shapeOf(op.operand<"indices">());
  if (!data || !indices)
    return success();
  std::optional<int64_t> axis =
      axisOf(op, intValue(op.propertyOrDefault<"axis", IntegerAttr>()),
             int64_t(data->size()));
  if (!axis)
    return failure();
  Shape out(data->take_front(size_t(*axis)));
  out.append(indices->begin(), indices->end());
  out.append(data->begin() + *axis + 1, data->end());
  shapes[0] = out;
  return success();
}

LogicalResult inferGatherElements(GatherElementsOp op, InferredShapes shapes) {
  if (auto indices = shapeOf(op.operand<"indices">()))
    shapes[0] = Shape(*indices);
  return success();
}

LogicalResult inferGatherND(GatherNDOp op, InferredShapes shapes) {
  auto data = shapeOf(op.operand<"data">());
  auto indices = shapeOf(op.operand<"indices">());
  if (!data || !indices || indices->empty() || indices->back() == kDynamic)
    return success();
  int64_t batch = intValue(op.propertyOrDefault<"batch_dims", IntegerAttr>());
  int64_t depth = indices->back();
  if (batch < 0 || batch + depth > int64_t(data->size()))
    return op->emitOpError("indices of depth ")
           << depth << " after " << batch
           << " batch dimensions do not fit data of rank " << data->size();
  Shape out(indices->drop_back());
  out.append(data->begin() + batch + depth, data->end());
  shapes[0] = out;
  return success();
}

LogicalResult inferShape(ShapeOp op, InferredShapes shapes) {
  auto data = shapeOf(op.operand<"data">());
  if (!data)
    return success();
  auto [start, end] =
      shapeRange(op.property<"start", IntegerAttr>(),
                 op.property<"end", IntegerAttr>(), int64_t(data->size()));
  shapes[0] = Shape{end - start};
  return success();
}

LogicalResult inferSize(Operation *, InferredShapes shapes) {
  shapes[0] = Shape();
  return success();
}

LogicalResult inferConstantOfShape(ConstantOfShapeOp op,
                                   InferredShapes shapes) {
  auto sizes = partialIntValues(op.operand<"input">());
  if (!sizes)
    return success();
  if (llvm::any_of(*sizes, [](int64_t s) { return s < 0 && s != kDynamic; }))
    return op->emitOpError("shape has a negative size");
  shapes[0] = Shape(sizes->begin(), sizes->end());
  return success();
}

LogicalResult inferConstant(ConstantOp op, InferredShapes shapes) {
  if (auto value = op.property<"value">()) {
    ShapedType type;
    if (auto dense = llvm::dyn_cast<DenseIntOrFPElementsAttr>(value))
      type = dense.getType();
    else if (auto strings = llvm::dyn_cast<DenseStringElementsAttr>(value))
      type = strings.getType();
    else if (auto blob = llvm::dyn_cast<DenseResourceElementsAttr>(value))
      type = blob.getType();
    if (auto ranked = llvm::dyn_cast_if_present<RankedTensorType>(type))
      shapes[0] = Shape(ranked.getShape());
  } else if (op.property<"value_float">() || op.property<"value_int">() ||
             op.property<"value_string">()) {
    shapes[0] = Shape();
  } else if (auto list = op.property<"value_floats", ArrayAttr>()) {
    shapes[0] = Shape{int64_t(list.size())};
  } else if (auto list = op.property<"value_ints", ArrayAttr>()) {
    shapes[0] = Shape{int64_t(list.size())};
  } else if (auto list = op.property<"value_strings", ArrayAttr>()) {
    shapes[0] = Shape{int64_t(list.size())};
  }
  return success();
}

LogicalResult inferExpand(ExpandOp op, InferredShapes shapes) {
  auto input = shapeOf(op.operand<"input">());
  if (!input)
    return success();
  std::optional<llvm::SmallVector<int64_t, 8>> target =
      partialIntValues(op.operand<"shape">());
  if (!target)
    return success();
  Shape out;
  if (failed(broadcastShapes(op, {*input, *target}, out)))
    return failure();
  shapes[0] = out;
  return success();
}

LogicalResult inferTile(TileOp op, InferredShapes shapes) {
  auto input = shapeOf(op.operand<"input">());
  if (!input)
    return success();
  auto repeats = partialIntValues(op.operand<"repeats">());
  if (!repeats) {
    shapes[0] = dynamicShape(input->size());
    return success();
  }
  if (repeats->size() != input->size())
    return op->emitOpError("repeats has ")
           << repeats->size() << " entries for an input of rank "
           << input->size();
  Shape out;
  for (auto [size, times] : llvm::zip(*input, *repeats)) {
    if (times < 0 && times != kDynamic)
      return op->emitOpError("a repeat count is negative");
    out.push_back(times == 0                              ? 0
                  : size == kDynamic || times == kDynamic ? kDynamic
                                                          : size * times);
  }
  shapes[0] = out;
  return success();
}

LogicalResult inferPad(PadOp op, InferredShapes shapes) {
  auto input = shapeOf(op.operand<"data">());
  if (!input)
    return success();
  size_t rank = input->size();
  auto pads = smallIntConstant(op.operand<"pads">());
  if (!pads) {
    shapes[0] = dynamicShape(rank);
    return success();
  }
  if (pads->size() != 2 * rank)
    return op->emitOpError("pads has ")
           << pads->size() << " entries for an input of rank " << rank;
  Shape out;
  for (size_t d = 0; d < rank; ++d) {
    int64_t size = (*input)[d];
    int64_t padded = size + (*pads)[d] + (*pads)[d + rank];
    if (size != kDynamic && padded < 0)
      return op->emitOpError("pads remove more than dimension ")
             << d << " holds";
    out.push_back(size == kDynamic ? kDynamic : padded);
  }
  shapes[0] = out;
  return success();
}

LogicalResult inferRange(RangeOp op, InferredShapes shapes) {
  auto scalar = [](Value v) -> std::optional<double> {
    if (auto ints = smallIntConstant(v); ints && ints->size() == 1)
      return double((*ints)[0]);
    if (auto floats = smallFloatConstant(v); floats && floats->size() == 1)
      return (*floats)[0];
    return std::nullopt;
  };
  auto start = scalar(op.operand<"start">());
  auto limit = scalar(op.operand<"limit">());
  auto delta = scalar(op.operand<"delta">());
  if (!start || !limit || !delta) {
    shapes[0] = Shape{kDynamic};
    return success();
  }
  if (*delta == 0)
    return op->emitOpError("delta is 0");
  shapes[0] = Shape{
      std::max<int64_t>(int64_t(std::ceil((*limit - *start) / *delta)), 0)};
  return success();
}

LogicalResult inferOneHot(OneHotOp op, InferredShapes shapes) {
  auto indices = shapeOf(op.operand<"indices">());
  if (!indices)
    return success();
  int64_t rank = int64_t(indices->size()) + 1;
  std::optional<int64_t> axis =
      axisOf(op, intValue(op.propertyOrDefault<"axis", IntegerAttr>()), rank);
  if (!axis)
    return failure();
  int64_t depth = kDynamic;
  if (auto ints = smallIntConstant(op.operand<"depth">());
      ints && ints->size() == 1)
    depth = (*ints)[0];
  else if (auto floats = smallFloatConstant(op.operand<"depth">());
           floats && floats->size() == 1)
    depth = int64_t((*floats)[0]);
  Shape out(*indices);
  out.insert(out.begin() + *axis, depth);
  shapes[0] = out;
  return success();
}

LogicalResult inferTopK(TopKOp op, InferredShapes shapes) {
  auto input = shapeOf(op.operand<"X">());
  if (!input)
    return success();
  std::optional<int64_t> axis =
      axisOf(op, intValue(op.propertyOrDefault<"axis", IntegerAttr>()),
             int64_t(input->size()));
  if (!axis)
    return failure();
  Shape out(*input);
  auto k = smallIntConstant(op.operand<"K">());
  out[size_t(*axis)] = k && k->size() == 1 ? (*k)[0] : kDynamic;
  shapes[0] = out;
  shapes[1] = out;
  return success();
}

LogicalResult inferResize(ResizeOp op, InferredShapes shapes) {
  auto input = shapeOf(op.operand<"X">());
  if (!input)
    return success();
  size_t rank = input->size();
  if (auto sizes = smallIntConstant(op.operand<"sizes">());
      sizes && !sizes->empty()) {
    if (sizes->size() != rank)
      return op->emitOpError("sizes has ")
             << sizes->size() << " entries for an input of rank " << rank;
    shapes[0] = Shape(sizes->begin(), sizes->end());
    return success();
  }
  auto scales = smallFloatConstant(op.operand<"scales">());
  if (!scales || scales->empty()) {
    shapes[0] = dynamicShape(rank);
    return success();
  }
  if (scales->size() != rank)
    return op->emitOpError("scales has ")
           << scales->size() << " entries for an input of rank " << rank;
  Shape out;
  for (auto [size, scale] : llvm::zip(*input, *scales))
    out.push_back(size == kDynamic
                      ? kDynamic
                      : int64_t(std::floor(double(size) * float(scale))));
  shapes[0] = out;
  return success();
}

LogicalResult inferEinsum(EinsumOp op, InferredShapes shapes) {
  llvm::SmallVector<llvm::ArrayRef<int64_t>, 4> inputs;
  for (Value v : op.operands<"Inputs">()) {
    auto shape = shapeOf(v);
    if (!shape || llvm::is_contained(*shape, kDynamic))
      return success();
    inputs.push_back(*shape);
  }
  EinsumLabels labels;
  std::string why;
  if (failed(readEinsum(op.property<"equation", StringAttr>().getValue(),
                        inputs, labels, why)))
    return op->emitOpError("equation ") << why;
  Shape out;
  for (char c : labels.output)
    out.push_back(labels.sizes[size_t(c)]);
  shapes[0] = out;
  return success();
}

/// DepthToSpace and SpaceToDepth on NCHW.
template <typename OpT>
LogicalResult inferBlockMove(OpT op, InferredShapes shapes) {
  constexpr bool toSpace = std::is_same_v<OpT, DepthToSpaceOp>;
  auto input = shapeOf(op.template operand<"input">());
  if (!input)
    return success();
  if (input->size() != 4)
    return op->emitOpError("input has rank ") << input->size() << ", not 4";
  int64_t b = intValue(op.template property<"blocksize", IntegerAttr>());
  if (b <= 0)
    return op->emitOpError("blocksize must be positive");
  auto scale = [](int64_t size, int64_t by) {
    return size == kDynamic ? kDynamic : size * by;
  };
  auto divide = [&](int64_t size, int64_t by) -> std::optional<int64_t> {
    if (size == kDynamic)
      return kDynamic;
    if (size % by != 0)
      return std::nullopt;
    return size / by;
  };
  Shape out{(*input)[0]};
  std::optional<int64_t> c, h, w;
  if (toSpace) {
    c = divide((*input)[1], b * b);
    h = scale((*input)[2], b);
    w = scale((*input)[3], b);
  } else {
    c = scale((*input)[1], b * b);
    h = divide((*input)[2], b);
    w = divide((*input)[3], b);
  }
  if (!c || !h || !w)
    return op->emitOpError("input of shape [")
           << *input << "] does not divide by blocksize " << b;
  out.append({*c, *h, *w});
  shapes[0] = out;
  return success();
}

/// Window functions: a vector of the constant `size`.
LogicalResult inferWindow(Operation *op, InferredShapes shapes) {
  auto size = smallIntConstant(op->getOperand(0));
  shapes[0] = Shape{size && size->size() == 1 ? (*size)[0] : kDynamic};
  return success();
}

/// NonZero: one row per input dimension, one column per nonzero element.
LogicalResult inferNonZero(NonZeroOp op, InferredShapes shapes) {
  if (auto input = shapeOf(op.operand<"X">()))
    shapes[0] = Shape{int64_t(input->size()), kDynamic};
  return success();
}

/// Compress: the chosen axis (or the flattened input) has as many
/// elements as the condition selects.
LogicalResult inferCompress(CompressOp op, InferredShapes shapes) {
  auto input = shapeOf(op.operand<"input">());
  auto axisAttr = op.property<"axis", IntegerAttr>();
  if (!axisAttr) {
    shapes[0] = Shape{kDynamic};
    return success();
  }
  if (!input)
    return success();
  std::optional<int64_t> axis =
      axisOf(op, intValue(axisAttr), int64_t(input->size()));
  if (!axis)
    return failure();
  Shape out(*input);
  out[size_t(*axis)] = kDynamic;
  shapes[0] = out;
  return success();
}

LogicalResult inferNonMaxSuppression(Operation *, InferredShapes shapes) {
  shapes[0] = Shape{kDynamic, 3};
  return success();
}

LogicalResult inferDet(DetOp op, InferredShapes shapes) {
  auto input = shapeOf(op.operand<"X">());
  if (!input)
    return success();
  if (input->size() < 2)
    return op->emitOpError("input has rank ")
           << input->size() << ", less than 2";
  shapes[0] = Shape(input->drop_back(2));
  return success();
}

} // namespace

void ONNX::addTensorShapeRules(ShapeRuleTable &table) {
  table.add<ReshapeOp, inferReshape>();
  table.add<FlattenOp, inferFlatten>();
  table.add<TransposeOp, inferTranspose>();
  table.add<SqueezeOp, inferSqueeze>();
  table.add<UnsqueezeOp, inferUnsqueeze>();
  table.add<ConcatOp, inferConcat>();
  table.add<SplitOp, inferSplit>();
  table.add<SliceOp, inferSlice>();
  table.add<GatherOp, inferGather>();
  table.add<GatherElementsOp, inferGatherElements>();
  table.add<GatherNDOp, inferGatherND>();
  table.add<ShapeOp, inferShape>();
  table.add<SizeOp>(inferSize);
  table.add<ConstantOfShapeOp, inferConstantOfShape>();
  table.add<ConstantOp, inferConstant>();
  table.add<ExpandOp, inferExpand>();
  table.add<TileOp, inferTile>();
  table.add<PadOp, inferPad>();
  table.add<RangeOp, inferRange>();
  table.add<OneHotOp, inferOneHot>();
  table.add<TopKOp, inferTopK>();
  table.add<ResizeOp, inferResize>();
  table.add<EinsumOp, inferEinsum>();
  table.add<DepthToSpaceOp, inferBlockMove<DepthToSpaceOp>>();
  table.add<SpaceToDepthOp, inferBlockMove<SpaceToDepthOp>>();
  table.add<HannWindowOp, HammingWindowOp, BlackmanWindowOp>(inferWindow);
  table.add<NonZeroOp, inferNonZero>();
  table.add<CompressOp, inferCompress>();
  table.add<NonMaxSuppressionOp>(inferNonMaxSuppression);
  table.add<DetOp, inferDet>();
}
