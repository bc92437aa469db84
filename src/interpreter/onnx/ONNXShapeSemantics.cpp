//===- ONNXShapeSemantics.cpp - onnx ops that move elements ---------------===//
//
// Constants, reshapes, transposes, concatenation, slicing, gathering,
// expansion, tiling, padding and splitting: each result's shape is
// computed from the operands, as ONNX defines it (the static result type is
// not trusted), and elements move as their bits.
//
//===----------------------------------------------------------------------===//
#include "dialects/onnx/ONNXOps.h"
#include "interpreter/onnx/ONNXElements.h"
#include "ir/Context.h"
#include "ir/Diagnostics.h"

#include <cmath>

using namespace terrace;
using namespace terrace::interp;
using namespace terrace::interp::onnx_semantics;

namespace {

int64_t dot(llvm::ArrayRef<int64_t> indices, llvm::ArrayRef<int64_t> strides) {
  int64_t position = 0;
  for (size_t i = 0; i < indices.size(); ++i)
    position += indices[i] * strides[i];
  return position;
}

/// The same elements under another shape.
LogicalResult setReshaped(Operation *op, Interpreter &interp, Value source,
                          llvm::ArrayRef<int64_t> shape) {
  TensorRef input = interp.getTensor(source);
  if (numElementsOf(shape) != input->getNumElements())
    return op->emitOpError("cannot reshape ")
           << input->getNumElements() << " elements to " << shape;
  setResult(interp, op, 0, input->reshaped(shape));
  return success();
}

LogicalResult executeConstant(Operation *op, Interpreter &interp) {
  auto constant = llvm::cast<ONNX::ConstantOp>(op);
  Type type = op->getResult(0).getType();
  if (Attribute value = constant.property<"value">()) {
    if (auto strings = llvm::dyn_cast<DenseStringElementsAttr>(value))
      interp.set(op->getResult(0), stringConstant(strings));
    else
      interp.set(op->getResult(0), valueOfConstant(value, type));
    return success();
  }
  auto shaped = llvm::cast<ShapedType>(type);
  Type element = shaped.getElementType();
  std::optional<NumberKind> kind = numberKindOf(element);
  llvm::SmallVector<double, 4> values;
  bool scalar = false;
  if (FloatAttr f = constant.property<"value_float", FloatAttr>()) {
    values.push_back(floatValue(f));
    scalar = true;
  } else if (IntegerAttr i = constant.property<"value_int", IntegerAttr>()) {
    values.push_back(double(intValue(i)));
    scalar = true;
  } else if (ArrayAttr fs = constant.property<"value_floats", ArrayAttr>()) {
    for (Attribute a : fs.getValue())
      values.push_back(floatValue(llvm::cast<FloatAttr>(a)));
  } else if (ArrayAttr is = constant.property<"value_ints", ArrayAttr>()) {
    for (int64_t v : intValues(is))
      values.push_back(double(v));
  } else {
    return op->emitOpError("cannot be interpreted: string and sparse "
                           "constants are not supported yet");
  }
  if (!kind)
    return op->emitOpError("cannot be interpreted on elements of ") << element;
  llvm::SmallVector<int64_t, 1> shape;
  if (!scalar)
    shape.push_back(int64_t(values.size()));
  TensorRef result = newTensor(op, element, shape);
  if (!result)
    return failure();
  // value_ints are exact 64-bit integers: store them as integers.
  ArrayAttr ints = constant.property<"value_ints", ArrayAttr>();
  IntegerAttr oneInt = constant.property<"value_int", IntegerAttr>();
  for (size_t i = 0; i < values.size(); ++i) {
    if (ints)
      result->store(int64_t(i), fromInt(intValues(ints)[i], *kind));
    else if (oneInt)
      result->store(0, fromInt(intValue(oneInt), *kind));
    else
      result->store(int64_t(i), fromDouble(values[i], *kind));
  }
  setResult(interp, op, 0, std::move(result));
  return success();
}

LogicalResult executeReshape(Operation *op, Interpreter &interp) {
  auto reshape = llvm::cast<ONNX::ReshapeOp>(op);
  bool allowZero =
      intValue(reshape.propertyOrDefault<"allowzero", IntegerAttr>()) != 0;
  const Tensor &data = *interp.getTensor(reshape.operand<"data">());
  llvm::SmallVector<int64_t, 4> shape =
      readInts(interp, reshape.operand<"shape">());
  int inferred = -1;
  int64_t known = 1;
  for (size_t i = 0; i < shape.size(); ++i) {
    if (shape[i] == 0 && !allowZero) {
      if (int64_t(i) >= data.getRank())
        return op->emitOpError("copies dimension ")
               << int64_t(i) << " of an operand of rank " << data.getRank();
      shape[i] = data.getShape()[i];
    }
    if (shape[i] == -1) {
      if (inferred >= 0)
        return op->emitOpError("has more than one -1 in its shape");
      inferred = int(i);
      continue;
    }
    if (shape[i] < 0)
      return op->emitOpError("has a negative dimension in its shape");
    known *= shape[i];
  }
  if (inferred >= 0) {
    if (known == 0 || data.getNumElements() % known != 0)
      return op->emitOpError("cannot infer the -1 dimension");
    shape[inferred] = data.getNumElements() / known;
  }
  return setReshaped(op, interp, reshape.operand<"data">(), shape);
}

LogicalResult executeFlatten(Operation *op, Interpreter &interp) {
  auto flatten = llvm::cast<ONNX::FlattenOp>(op);
  const Tensor &input = *interp.getTensor(flatten.operand<"input">());
  int64_t axis = intValue(flatten.propertyOrDefault<"axis", IntegerAttr>());
  if (axis < 0)
    axis += input.getRank();
  if (axis < 0 || axis > input.getRank())
    return op->emitOpError("axis is out of range");
  int64_t outer = numElementsOf(input.getShape().take_front(axis));
  return setReshaped(op, interp, flatten.operand<"input">(),
                     {outer, numElementsOf(input.getShape().drop_front(axis))});
}

LogicalResult executeSqueeze(Operation *op, Interpreter &interp) {
  auto squeeze = llvm::cast<ONNX::SqueezeOp>(op);
  const Tensor &data = *interp.getTensor(squeeze.operand<"data">());
  llvm::SmallVector<bool, 4> drop(data.getRank(), false);
  if (Value axes = squeeze.operand<"axes">()) {
    for (int64_t axis : readInts(interp, axes)) {
      if (failed(normalizeAxis(op, axis, data.getRank())))
        return failure();
      if (data.getShape()[axis] != 1)
        return op->emitOpError("squeezes dimension ")
               << axis << ", which is not 1";
      drop[axis] = true;
    }
  } else {
    for (int64_t d = 0; d < data.getRank(); ++d)
      drop[d] = data.getShape()[d] == 1;
  }
  llvm::SmallVector<int64_t, 4> shape;
  for (int64_t d = 0; d < data.getRank(); ++d)
    if (!drop[d])
      shape.push_back(data.getShape()[d]);
  return setReshaped(op, interp, squeeze.operand<"data">(), shape);
}

LogicalResult executeUnsqueeze(Operation *op, Interpreter &interp) {
  auto unsqueeze = llvm::cast<ONNX::UnsqueezeOp>(op);
  const Tensor &data = *interp.getTensor(unsqueeze.operand<"data">());
  llvm::SmallVector<int64_t, 4> axes =
      readInts(interp, unsqueeze.operand<"axes">());
  int64_t rank = data.getRank() + int64_t(axes.size());
  llvm::SmallVector<bool, 4> inserted(rank, false);
  for (int64_t axis : axes) {
    if (failed(normalizeAxis(op, axis, rank)))
      return failure();
    if (inserted[axis])
      return op->emitOpError("inserts axis ") << axis << " twice";
    inserted[axis] = true;
  }
  llvm::SmallVector<int64_t, 4> shape;
  for (int64_t d = 0, from = 0; d < rank; ++d)
    shape.push_back(inserted[d] ? 1 : data.getShape()[from++]);
  return setReshaped(op, interp, unsqueeze.operand<"data">(), shape);
}

LogicalResult executeTranspose(Operation *op, Interpreter &interp) {
  auto transpose = llvm::cast<ONNX::TransposeOp>(op);
  const Tensor &data = *interp.getTensor(transpose.operand<"data">());
  int64_t rank = data.getRank();
  llvm::SmallVector<int64_t, 4> perm =
      intValues(transpose.property<"perm", ArrayAttr>());
  if (perm.empty())
    for (int64_t d = rank - 1; d >= 0; --d)
      perm.push_back(d);
  if (int64_t(perm.size()) != rank)
    return op->emitOpError("has a permutation of ")
           << int64_t(perm.size()) << " dimensions for rank " << rank;
  llvm::SmallVector<int64_t, 4> shape, strides = stridesOf(data.getShape()),
                                       permuted;
  for (int64_t p : perm) {
    if (p < 0 || p >= rank)
      return op->emitOpError("permutation entry ") << p << " is out of range";
    shape.push_back(data.getShape()[p]);
    permuted.push_back(strides[p]);
  }
  TensorRef result = newTensor(op, data.getElementType(), shape);
  if (!result)
    return failure();
  forEachIndex(shape, [&](llvm::ArrayRef<int64_t> idx, int64_t linear) {
    result->store(linear, data.load(dot(idx, permuted)));
  });
  setResult(interp, op, 0, std::move(result));
  return success();
}

LogicalResult executeConcat(Operation *op, Interpreter &interp) {
  auto concat = llvm::cast<ONNX::ConcatOp>(op);
  llvm::SmallVector<TensorRef, 4> held;
  llvm::SmallVector<const Tensor *, 4> parts;
  for (Value v : concat.operands<"inputs">()) {
    held.push_back(interp.getTensor(v));
    parts.push_back(held.back().get());
  }
  int64_t axis = intValue(concat.property<"axis", IntegerAttr>());
  if (failed(normalizeAxis(op, axis, parts[0]->getRank())))
    return failure();
  TensorRef result = concatAlong(op, parts, axis);
  if (!result)
    return failure();
  setResult(interp, op, 0, std::move(result));
  return success();
}

LogicalResult executeShape(Operation *op, Interpreter &interp) {
  auto shapeOp = llvm::cast<ONNX::ShapeOp>(op);
  const Tensor &data = *interp.getTensor(shapeOp.operand<"data">());
  auto [start, end] =
      ONNX::shapeRange(shapeOp.property<"start", IntegerAttr>(),
                       shapeOp.property<"end", IntegerAttr>(), data.getRank());
  int64_t count = end - start;
  TensorRef result =
      newTensor(op, IntegerType::get(op->getContext(), 64), {count});
  for (int64_t i = 0; i < count; ++i)
    result->store(i, Slot(uint64_t(data.getShape()[start + i])));
  setResult(interp, op, 0, std::move(result));
  return success();
}

LogicalResult executeSize(Operation *op, Interpreter &interp) {
  const Tensor &data = *interp.getTensor(op->getOperand(0));
  TensorRef result = newTensor(op, IntegerType::get(op->getContext(), 64), {});
  result->store(0, Slot(uint64_t(data.getNumElements())));
  setResult(interp, op, 0, std::move(result));
  return success();
}

LogicalResult executeGather(Operation *op, Interpreter &interp) {
  auto gather = llvm::cast<ONNX::GatherOp>(op);
  const Tensor &data = *interp.getTensor(gather.operand<"data">());
  const Tensor &indicesT = *interp.getTensor(gather.operand<"indices">());
  llvm::SmallVector<int64_t, 4> indices =
      readInts(interp, gather.operand<"indices">());
  int64_t axis = intValue(gather.propertyOrDefault<"axis", IntegerAttr>());
  if (failed(normalizeAxis(op, axis, data.getRank())))
    return failure();
  for (int64_t &i : indices)
    if (failed(normalizeIndex(op, i, data.getShape()[axis])))
      return failure();
  llvm::SmallVector<int64_t, 4> shape(data.getShape().take_front(axis));
  shape.append(indicesT.getShape().begin(), indicesT.getShape().end());
  shape.append(data.getShape().begin() + axis + 1, data.getShape().end());
  TensorRef result = newTensor(op, data.getElementType(), shape);
  if (!result)
    return failure();
  int64_t outer = numElementsOf(data.getShape().take_front(axis));
  int64_t inner = numElementsOf(data.getShape().drop_front(axis + 1));
  int64_t n = int64_t(indices.size()), dim = data.getShape()[axis];
  for (int64_t o = 0; o < outer; ++o)
    for (int64_t k = 0; k < n; ++k)
      for (int64_t i = 0; i < inner; ++i)
        result->store((o * n + k) * inner + i,
                      data.load((o * dim + indices[k]) * inner + i));
  setResult(interp, op, 0, std::move(result));
  return success();
}

LogicalResult executeGatherElements(Operation *op, Interpreter &interp) {
  auto gather = llvm::cast<ONNX::GatherElementsOp>(op);
  const Tensor &data = *interp.getTensor(gather.operand<"data">());
  const Tensor &indicesT = *interp.getTensor(gather.operand<"indices">());
  llvm::SmallVector<int64_t, 4> indices =
      readInts(interp, gather.operand<"indices">());
  int64_t axis = intValue(gather.propertyOrDefault<"axis", IntegerAttr>());
  if (failed(normalizeAxis(op, axis, data.getRank())) ||
      indicesT.getRank() != data.getRank())
    return op->emitOpError("takes indices of the data's rank");
  TensorRef result = newTensor(op, data.getElementType(), indicesT.getShape());
  if (!result)
    return failure();
  llvm::SmallVector<int64_t, 4> strides = stridesOf(data.getShape());
  LogicalResult status = success();
  forEachIndex(indicesT.getShape(),
               [&](llvm::ArrayRef<int64_t> idx, int64_t linear) {
                 int64_t at = indices[linear];
                 if (failed(status) ||
                     failed(normalizeIndex(op, at, data.getShape()[axis]))) {
                   status = failure();
                   return;
                 }
                 llvm::SmallVector<int64_t, 4> source(idx);
                 source[axis] = at;
                 result->store(linear, data.load(dot(source, strides)));
               });
  if (failed(status))
    return failure();
  setResult(interp, op, 0, std::move(result));
  return success();
}

LogicalResult executeSlice(Operation *op, Interpreter &interp) {
  auto slice = llvm::cast<ONNX::SliceOp>(op);
  const Tensor &data = *interp.getTensor(slice.operand<"data">());
  int64_t rank = data.getRank();
  llvm::SmallVector<int64_t, 4> starts =
      readInts(interp, slice.operand<"starts">());
  llvm::SmallVector<int64_t, 4> ends =
      readInts(interp, slice.operand<"ends">());
  llvm::SmallVector<int64_t, 4> axes, steps;
  if (Value v = slice.operand<"axes">())
    axes = readInts(interp, v);
  else
    for (int64_t i = 0; i < int64_t(starts.size()); ++i)
      axes.push_back(i);
  if (Value v = slice.operand<"steps">())
    steps = readInts(interp, v);
  else
    steps.assign(starts.size(), 1);
  if (ends.size() != starts.size() || axes.size() != starts.size() ||
      steps.size() != starts.size())
    return op->emitOpError("has starts, ends, axes and steps of different "
                           "lengths");
  llvm::SmallVector<int64_t, 4> begin(rank, 0), step(rank, 1),
      shape(data.getShape());
  for (size_t k = 0; k < starts.size(); ++k) {
    int64_t axis = axes[k];
    if (failed(normalizeAxis(op, axis, rank)))
      return failure();
    int64_t dim = data.getShape()[axis], s = steps[k];
    if (s == 0)
      return op->emitOpError("has a step of 0");
    ONNX::SliceAxis taken = ONNX::sliceAxis(dim, starts[k], ends[k], s);
    shape[axis] = taken.count;
    begin[axis] = taken.begin;
    step[axis] = s;
  }
  TensorRef result = newTensor(op, data.getElementType(), shape);
  if (!result)
    return failure();
  llvm::SmallVector<int64_t, 4> strides = stridesOf(data.getShape());
  forEachIndex(shape, [&](llvm::ArrayRef<int64_t> idx, int64_t linear) {
    int64_t position = 0;
    for (int64_t d = 0; d < rank; ++d)
      position += (begin[d] + idx[d] * step[d]) * strides[d];
    result->store(linear, data.load(position));
  });
  setResult(interp, op, 0, std::move(result));
  return success();
}

LogicalResult executeExpand(Operation *op, Interpreter &interp) {
  auto expand = llvm::cast<ONNX::ExpandOp>(op);
  const Tensor &input = *interp.getTensor(expand.operand<"input">());
  llvm::SmallVector<int64_t, 4> target =
                                    readInts(interp, expand.operand<"shape">()),
                                shape;
  if (failed(broadcastShapes(input.getShape(), target, shape)))
    return op->emitOpError("cannot expand its input to the shape given");
  TensorRef result = newTensor(op, input.getElementType(), shape);
  if (!result)
    return failure();
  BroadcastIndexer index(input.getShape(), shape);
  for (int64_t i = 0, e = result->getNumElements(); i < e; ++i)
    result->store(i, input.load(index(i)));
  setResult(interp, op, 0, std::move(result));
  return success();
}

LogicalResult executeTile(Operation *op, Interpreter &interp) {
  auto tile = llvm::cast<ONNX::TileOp>(op);
  const Tensor &input = *interp.getTensor(tile.operand<"input">());
  llvm::SmallVector<int64_t, 4> repeats =
      readInts(interp, tile.operand<"repeats">());
  if (int64_t(repeats.size()) != input.getRank())
    return op->emitOpError("has ") << int64_t(repeats.size())
                                   << " repeats for rank " << input.getRank();
  llvm::SmallVector<int64_t, 4> shape;
  for (int64_t d = 0; d < input.getRank(); ++d) {
    if (repeats[d] < 0)
      return op->emitOpError("has a negative repeat");
    shape.push_back(input.getShape()[d] * repeats[d]);
  }
  TensorRef result = newTensor(op, input.getElementType(), shape);
  if (!result)
    return failure();
  llvm::SmallVector<int64_t, 4> strides = stridesOf(input.getShape());
  forEachIndex(shape, [&](llvm::ArrayRef<int64_t> idx, int64_t linear) {
    int64_t position = 0;
    for (int64_t d = 0; d < input.getRank(); ++d)
      position += (idx[d] % input.getShape()[d]) * strides[d];
    result->store(linear, input.load(position));
  });
  setResult(interp, op, 0, std::move(result));
  return success();
}

LogicalResult executeConstantOfShape(Operation *op, Interpreter &interp) {
  auto cos = llvm::cast<ONNX::ConstantOfShapeOp>(op);
  llvm::SmallVector<int64_t, 4> shape =
      readInts(interp, cos.operand<"input">());
  for (int64_t d : shape)
    if (d < 0)
      return op->emitOpError("has a negative dimension");
  Type element =
      llvm::cast<ShapedType>(op->getResult(0).getType()).getElementType();
  TensorRef result = newTensor(op, element, shape);
  if (!result)
    return failure();
  if (Attribute value = cos.property<"value">()) {
    RuntimeValue v = valueOfConstant(
        value, RankedTensorType::get({1}, element, Attribute()));
    Slot bits = v.getTensor()->load(0);
    for (int64_t i = 0, e = result->getNumElements(); i < e; ++i)
      result->store(i, bits);
  }
  setResult(interp, op, 0, std::move(result));
  return success();
}

LogicalResult executeRange(Operation *op, Interpreter &interp) {
  auto range = llvm::cast<ONNX::RangeOp>(op);
  Type element =
      llvm::cast<ShapedType>(op->getResult(0).getType()).getElementType();
  NumberKind kind = *numberKindOf(element);
  auto scalar = [&](Value v) {
    return toDouble(interp.getTensor(v)->load(0), kind);
  };
  double start = scalar(range.operand<"start">()),
         limit = scalar(range.operand<"limit">()),
         delta = scalar(range.operand<"delta">());
  if (delta == 0)
    return op->emitOpError("has a delta of 0");
  int64_t count =
      std::max<int64_t>(int64_t(std::ceil((limit - start) / delta)), 0);
  TensorRef result = newTensor(op, element, {count});
  if (!result)
    return failure();
  for (int64_t i = 0; i < count; ++i)
    result->store(i, kind.isFloat()
                         ? fromDouble(start + double(i) * delta, kind)
                         : fromInt(int64_t(start) + i * int64_t(delta), kind));
  setResult(interp, op, 0, std::move(result));
  return success();
}

LogicalResult executeSplit(Operation *op, Interpreter &interp) {
  auto split = llvm::cast<ONNX::SplitOp>(op);
  const Tensor &input = *interp.getTensor(split.operand<"input">());
  int64_t axis = intValue(split.propertyOrDefault<"axis", IntegerAttr>());
  if (failed(normalizeAxis(op, axis, input.getRank())))
    return failure();
  int64_t dim = input.getShape()[axis];
  unsigned outputs = op->getNumResults();
  llvm::SmallVector<int64_t, 4> sizes;
  if (Value s = split.operand<"split">()) {
    sizes = readInts(interp, s);
  } else {
    // Equal parts, the last smaller when the size does not divide.
    int64_t part = (dim + outputs - 1) / outputs;
    for (unsigned i = 0; i < outputs; ++i)
      sizes.push_back(std::min(part, dim - part * int64_t(i)));
  }
  if (sizes.size() != outputs)
    return op->emitOpError("has ")
           << int64_t(sizes.size()) << " split sizes for " << outputs
           << " outputs";
  llvm::SmallVector<TensorRef, 4> parts = splitAlong(op, input, axis, sizes);
  if (parts.empty() && outputs)
    return failure();
  for (unsigned r = 0; r < outputs; ++r)
    setResult(interp, op, r, std::move(parts[r]));
  return success();
}

LogicalResult executePad(Operation *op, Interpreter &interp) {
  auto pad = llvm::cast<ONNX::PadOp>(op);
  const Tensor &data = *interp.getTensor(pad.operand<"data">());
  int64_t rank = data.getRank();
  llvm::SmallVector<int64_t, 4> pads = readInts(interp, pad.operand<"pads">());
  if (int64_t(pads.size()) != 2 * rank)
    return op->emitOpError("has ")
           << int64_t(pads.size()) << " pads for rank " << rank;
  std::string mode =
      pad.propertyOrDefault<"mode", StringAttr>().getValue().str();
  if (mode != "constant" && mode != "reflect" && mode != "edge")
    return op->emitOpError("has mode '") << mode << "'";
  Slot fill = 0;
  if (Value v = pad.operand<"constant_value">())
    fill = interp.getTensor(v)->load(0);
  llvm::SmallVector<int64_t, 4> shape;
  for (int64_t d = 0; d < rank; ++d) {
    shape.push_back(data.getShape()[d] + pads[d] + pads[rank + d]);
    if (shape.back() < 0)
      return op->emitOpError("pads dimension ") << d << " below zero";
  }
  TensorRef result = newTensor(op, data.getElementType(), shape);
  if (!result)
    return failure();
  llvm::SmallVector<int64_t, 4> strides = stridesOf(data.getShape());
  forEachIndex(shape, [&](llvm::ArrayRef<int64_t> idx, int64_t linear) {
    int64_t position = 0;
    for (int64_t d = 0; d < rank; ++d) {
      int64_t i = idx[d] - pads[d], n = data.getShape()[d];
      if (i < 0 || i >= n) {
        if (mode == "constant" || n == 0) {
          result->store(linear, fill);
          return;
        }
        if (mode == "edge") {
          i = std::clamp<int64_t>(i, 0, n - 1);
        } else {
          // reflect, without repeating the edge
          int64_t period = std::max<int64_t>(2 * (n - 1), 1);
          i = ((i % period) + period) % period;
          if (i >= n)
            i = period - i;
        }
      }
      position += i * strides[d];
    }
    result->store(linear, data.load(position));
  });
  setResult(interp, op, 0, std::move(result));
  return success();
}

} // namespace

void onnx_semantics::registerShapes(Context &ctx) {
  attach<ONNX::ConstantOp, executeConstant>(ctx);
  attach<ONNX::ReshapeOp, executeReshape>(ctx);
  attach<ONNX::FlattenOp, executeFlatten>(ctx);
  attach<ONNX::SqueezeOp, executeSqueeze>(ctx);
  attach<ONNX::UnsqueezeOp, executeUnsqueeze>(ctx);
  attach<ONNX::TransposeOp, executeTranspose>(ctx);
  attach<ONNX::ConcatOp, executeConcat>(ctx);
  attach<ONNX::ShapeOp, executeShape>(ctx);
  attach<ONNX::SizeOp, executeSize>(ctx);
  attach<ONNX::GatherOp, executeGather>(ctx);
  attach<ONNX::GatherElementsOp, executeGatherElements>(ctx);
  attach<ONNX::SliceOp, executeSlice>(ctx);
  attach<ONNX::ExpandOp, executeExpand>(ctx);
  attach<ONNX::TileOp, executeTile>(ctx);
  attach<ONNX::ConstantOfShapeOp, executeConstantOfShape>(ctx);
  attach<ONNX::RangeOp, executeRange>(ctx);
  attach<ONNX::SplitOp, executeSplit>(ctx);
  attach<ONNX::PadOp, executePad>(ctx);
}
