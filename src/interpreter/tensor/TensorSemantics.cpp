//===- TensorSemantics.cpp - What the tensor ops do -----------------------===//
//
// Tensors are values: tensor.insert gives a new tensor and leaves its
// operand as it was. Indices out of bounds, sizes that are negative and a
// tensor.cast to a shape the value does not have are errors at the op.
//
//===----------------------------------------------------------------------===//
#include "dialects/common/IndexListSyntax.h"
#include "dialects/tensor/TensorOps.h"
#include "interpreter/Interpreter.h"
#include "interpreter/tensor/TensorSupport.h"
#include "ir/Context.h"
#include "ir/Diagnostics.h"
#include "ir/Operation.h"
#include "ir/Region.h"

using namespace terrace;
using namespace terrace::interp;

/// The shape of `type` with its `?` dimensions taken from `sizes`, in
/// order; fails (reported) on a negative size.
LogicalResult interp::resolveShape(Operation *op, Interpreter &interp,
                                   RankedTensorType type, ValueRange sizes,
                                   llvm::SmallVectorImpl<int64_t> &shape) {
  unsigned next = 0;
  for (int64_t dim : type.getShape()) {
    if (dim != kDynamic) {
      shape.push_back(dim);
      continue;
    }
    auto size = int64_t(interp.getScalar(sizes[next++]));
    if (size < 0)
      return op->emitOpError("has a negative dynamic size: ")
             << llvm::Twine(size);
    shape.push_back(size);
  }
  return success();
}

/// A fresh tensor of `type`'s element type, with `shape`; reports element
/// types the interpreter cannot hold.
TensorRef interp::makeTensor(Operation *op, RankedTensorType type,
                             llvm::ArrayRef<int64_t> shape) {
  if (!getElementLayout(type.getElementType())) {
    op->emitOpError("cannot be interpreted on ") << type.getElementType();
    return nullptr;
  }
  if (!Tensor::fitsInMemory(type.getElementType(), shape)) {
    op->emitOpError("makes a tensor larger than the interpreter holds (")
        << llvm::Twine(Tensor::kMaxBytes >> 30) << " GiB)";
    return nullptr;
  }
  return Tensor::create(type.getElementType(), shape);
}

namespace {

/// The linear position of `indices` in `tensor`; reports an index out of
/// bounds.
std::optional<int64_t> position(Operation *op, Interpreter &interp,
                                const Tensor &tensor, ValueRange indices) {
  llvm::SmallVector<int64_t, 4> values;
  for (auto [dim, index] : llvm::enumerate(indices)) {
    auto value = int64_t(interp.getScalar(index));
    if (value < 0 || value >= tensor.getShape()[dim]) {
      op->emitOpError("index ")
          << llvm::Twine(value) << " is out of bounds for dimension "
          << llvm::Twine(dim) << " of size "
          << llvm::Twine(tensor.getShape()[dim]);
      return std::nullopt;
    }
    values.push_back(value);
  }
  return tensor.linearize(values);
}

LogicalResult executeEmpty(Operation *op, Interpreter &interp) {
  auto empty = tensor::EmptyOp::wrap(op);
  auto type = llvm::cast<RankedTensorType>(empty.result<"result">().getType());
  llvm::SmallVector<int64_t, 4> shape;
  if (failed(resolveShape(op, interp, type, empty.operands<"dynamicSizes">(),
                          shape)))
    return failure();
  TensorRef tensor = makeTensor(op, type, shape);
  if (!tensor)
    return failure();
  interp.set(empty.result<"result">(), RuntimeValue::tensor(std::move(tensor)));
  return success();
}

LogicalResult executeExtract(Operation *op, Interpreter &interp) {
  auto extract = tensor::ExtractOp::wrap(op);
  const Tensor &source = *interp.getTensor(extract.operand<"tensor">());
  std::optional<int64_t> at =
      position(op, interp, source, extract.operands<"indices">());
  if (!at)
    return failure();
  interp.set(extract.result<"result">(),
             RuntimeValue::scalar(source.load(*at)));
  return success();
}

LogicalResult executeInsert(Operation *op, Interpreter &interp) {
  auto insert = tensor::InsertOp::wrap(op);
  const Tensor &dest = *interp.getTensor(insert.operand<"dest">());
  std::optional<int64_t> at =
      position(op, interp, dest, insert.operands<"indices">());
  if (!at)
    return failure();
  TensorRef result = interp.tensorToUpdate(op, insert.operand<"dest">());
  result->store(*at, interp.getScalar(insert.operand<"scalar">()));
  interp.set(insert.result<"result">(),
             RuntimeValue::tensor(std::move(result)));
  return success();
}

LogicalResult executeDim(Operation *op, Interpreter &interp) {
  auto dim = tensor::DimOp::wrap(op);
  const Tensor &source = *interp.getTensor(dim.operand<"source">());
  auto index = int64_t(interp.getScalar(dim.operand<"index">()));
  if (index < 0 || index >= source.getRank())
    return op->emitOpError("dimension ")
           << llvm::Twine(index) << " is out of range for a tensor of rank "
           << llvm::Twine(source.getRank());
  interp.set(dim.result<"result">(),
             RuntimeValue::scalar(uint64_t(source.getShape()[index])));
  return success();
}

LogicalResult executeRank(Operation *op, Interpreter &interp) {
  auto rank = tensor::RankOp::wrap(op);
  const Tensor &source = *interp.getTensor(rank.operand<"tensor">());
  interp.set(rank.result<"result">(),
             RuntimeValue::scalar(uint64_t(source.getRank())));
  return success();
}

LogicalResult executeFromElements(Operation *op, Interpreter &interp) {
  auto type = llvm::cast<RankedTensorType>(op->getResult(0).getType());
  TensorRef tensor = makeTensor(op, type, type.getShape());
  if (!tensor)
    return failure();
  for (auto [i, element] : llvm::enumerate(op->getOperands()))
    tensor->store(int64_t(i), interp.getScalar(element));
  interp.set(op->getResult(0), RuntimeValue::tensor(std::move(tensor)));
  return success();
}

LogicalResult executeSplat(Operation *op, Interpreter &interp) {
  auto splat = tensor::SplatOp::wrap(op);
  auto type =
      llvm::cast<RankedTensorType>(splat.result<"aggregate">().getType());
  llvm::SmallVector<int64_t, 4> shape;
  if (failed(resolveShape(op, interp, type, splat.operands<"dynamicSizes">(),
                          shape)))
    return failure();
  TensorRef tensor = makeTensor(op, type, shape);
  if (!tensor)
    return failure();
  Slot value = interp.getScalar(splat.operand<"input">());
  for (int64_t i = 0, e = tensor->getNumElements(); i < e; ++i)
    tensor->store(i, value);
  interp.set(splat.result<"aggregate">(),
             RuntimeValue::tensor(std::move(tensor)));
  return success();
}

/// Calls `fn(linear, indices)` for every position of `shape`, in row-major
/// order, until it fails.
LogicalResult forEachPosition(
    llvm::ArrayRef<int64_t> shape,
    llvm::function_ref<LogicalResult(int64_t, llvm::ArrayRef<int64_t>)> fn) {
  int64_t count = 1;
  for (int64_t size : shape)
    count *= size;
  llvm::SmallVector<int64_t, 4> indices(shape.size(), 0);
  for (int64_t linear = 0; linear < count; ++linear) {
    if (failed(fn(linear, indices)))
      return failure();
    for (size_t d = shape.size(); d-- > 0;) {
      if (++indices[d] < shape[d])
        break;
      indices[d] = 0;
    }
  }
  return success();
}

LogicalResult executeGenerate(Operation *op, Interpreter &interp) {
  auto generate = tensor::GenerateOp::wrap(op);
  auto type =
      llvm::cast<RankedTensorType>(generate.result<"result">().getType());
  llvm::SmallVector<int64_t, 4> shape;
  if (failed(resolveShape(op, interp, type,
                          generate.operands<"dynamicExtents">(), shape)))
    return failure();
  TensorRef tensor = makeTensor(op, type, shape);
  if (!tensor)
    return failure();
  // The body runs once per element, in row-major order.
  llvm::SmallVector<RuntimeValue, 4> args(shape.size());
  llvm::SmallVector<RuntimeValue, 1> yielded;
  if (failed(forEachPosition(
          shape, [&](int64_t linear, llvm::ArrayRef<int64_t> indices) {
            for (size_t d = 0; d < shape.size(); ++d)
              args[d] = RuntimeValue::scalar(uint64_t(indices[d]));
            yielded.clear();
            if (!interp.runRegion(generate.region<"body">(), args, yielded))
              return failure();
            tensor->store(linear, yielded.front().getScalar());
            return success();
          })))
    return failure();
  interp.set(generate.result<"result">(),
             RuntimeValue::tensor(std::move(tensor)));
  return success();
}

/// The same tensor; a static size in the result type must be the value's.
LogicalResult executeCast(Operation *op, Interpreter &interp) {
  auto cast = tensor::CastOp::wrap(op);
  const RuntimeValue &source = interp.get(cast.operand<"source">());
  if (auto type =
          llvm::dyn_cast<RankedTensorType>(cast.result<"dest">().getType())) {
    llvm::ArrayRef<int64_t> shape = source.getTensor()->getShape();
    if (int64_t(shape.size()) != type.getRank())
      return op->emitOpError("casts a tensor of rank ")
             << llvm::Twine(int64_t(shape.size())) << " to " << type;
    for (auto [d, sizes] :
         llvm::enumerate(llvm::zip_equal(shape, type.getShape())))
      if (std::get<1>(sizes) != kDynamic &&
          std::get<1>(sizes) != std::get<0>(sizes))
        return op->emitOpError("casts dimension ")
               << llvm::Twine(d) << " of size "
               << llvm::Twine(std::get<0>(sizes)) << " to " << type;
  }
  interp.set(cast.result<"dest">(), source);
  return success();
}

/// Calls `fn(sliceLinear, tensorLinear)` for every element of the slice
/// `offsets` / `sizes` / `strides` of a tensor of `shape`, in row-major
/// order of the slice; reports a slice out of bounds.
LogicalResult
forEachSliceElement(Operation *op, llvm::ArrayRef<int64_t> shape,
                    llvm::ArrayRef<int64_t> offsets,
                    llvm::ArrayRef<int64_t> sizes,
                    llvm::ArrayRef<int64_t> strides,
                    llvm::function_ref<void(int64_t, int64_t)> fn) {
  int64_t count = 1;
  for (size_t d = 0; d < shape.size(); ++d) {
    if (sizes[d] < 0)
      return op->emitOpError("has a negative size: ") << llvm::Twine(sizes[d]);
    count *= sizes[d];
    if (sizes[d] == 0)
      continue;
    int64_t last = offsets[d] + (sizes[d] - 1) * strides[d];
    if (offsets[d] < 0 || offsets[d] >= shape[d] || last < 0 ||
        last >= shape[d])
      return op->emitOpError("slice runs out of bounds in dimension ")
             << llvm::Twine(unsigned(d)) << ": positions "
             << llvm::Twine(offsets[d]) << " to " << llvm::Twine(last)
             << " of a dimension of size " << llvm::Twine(shape[d]);
  }
  llvm::SmallVector<int64_t, 4> index(shape.size(), 0);
  for (int64_t linear = 0; linear < count; ++linear) {
    int64_t position = 0;
    for (size_t d = 0; d < shape.size(); ++d)
      position = position * shape[d] + offsets[d] + index[d] * strides[d];
    fn(linear, position);
    for (size_t d = shape.size(); d-- > 0;) {
      if (++index[d] < sizes[d])
        break;
      index[d] = 0;
    }
  }
  return success();
}

/// The runtime shape of a rank-reduced slice: `sizes` less the unit
/// dimensions the result type drops (MLIR's computeRankReductionMask on the
/// static sizes: the slice's dimensions match the type's in order, and
/// those that do not are static 1s).
llvm::SmallVector<int64_t, 4> reducedShape(RankedTensorType type,
                                           llvm::ArrayRef<int64_t> staticSizes,
                                           llvm::ArrayRef<int64_t> sizes) {
  llvm::SmallVector<int64_t, 4> shape;
  size_t next = 0;
  for (size_t d = 0; d < staticSizes.size(); ++d) {
    if (next < size_t(type.getRank()) &&
        staticSizes[d] == type.getShape()[next]) {
      shape.push_back(sizes[d]);
      ++next;
    }
  }
  return shape;
}

/// A slice's offsets, sizes and strides at run time.
struct SliceParams {
  llvm::SmallVector<int64_t, 4> offsets, sizes, strides;
};
template <typename OpT> SliceParams readSlice(OpT slice, Interpreter &interp) {
  return {readMixedList(interp, slice.template property<"static_offsets">(),
                        slice.template operands<"offsets">()),
          readMixedList(interp, slice.template property<"static_sizes">(),
                        slice.template operands<"sizes">()),
          readMixedList(interp, slice.template property<"static_strides">(),
                        slice.template operands<"strides">())};
}

LogicalResult executeExtractSlice(Operation *op, Interpreter &interp) {
  auto slice = tensor::ExtractSliceOp::wrap(op);
  const Tensor &source = *interp.getTensor(slice.operand<"source">());
  auto [offsets, sizes, strides] = readSlice(slice, interp);
  if (!Tensor::fitsInMemory(source.getElementType(), sizes))
    return op->emitOpError("has sizes that are negative or too large");
  TensorRef full = Tensor::create(source.getElementType(), sizes);
  if (failed(forEachSliceElement(op, source.getShape(), offsets, sizes, strides,
                                 [&](int64_t at, int64_t from) {
                                   full->store(at, source.load(from));
                                 })))
    return failure();
  auto type = llvm::cast<RankedTensorType>(slice.result<"result">().getType());
  TensorRef result =
      type.getRank() == int64_t(sizes.size())
          ? full
          : full->reshaped(reducedShape(
                type, denseI64Values(slice.property<"static_sizes">()), sizes));
  interp.set(slice.result<"result">(), RuntimeValue::tensor(std::move(result)));
  return success();
}

/// The source written into a copy of the dest, which becomes `target`'s
/// value.
template <typename SliceOp>
LogicalResult insertSliceInto(Operation *op, Interpreter &interp,
                              Value target) {
  auto slice = SliceOp::wrap(op);
  Value sourceValue = slice.template operand<"source">();
  Value destValue = slice.template operand<"dest">();
  const Tensor &source = *interp.getTensor(sourceValue);
  // A parallel insert replaces its dest (the loop's shared output) itself:
  // written in place when nothing else holds it.
  TensorRef dest = target != destValue ? interp.tensorToUpdate(op, destValue)
                   : sourceValue == destValue
                       ? interp.getTensor(destValue)->clone()
                       : interp.tensorToOverwrite(destValue);
  auto [offsets, sizes, strides] = readSlice(slice, interp);
  int64_t count = 1;
  for (int64_t size : sizes)
    count *= size;
  if (count != source.getNumElements())
    return op->emitOpError("inserts ")
           << llvm::Twine(source.getNumElements())
           << " elements into a slice of " << llvm::Twine(count);
  if (failed(forEachSliceElement(op, dest->getShape(), offsets, sizes, strides,
                                 [&](int64_t from, int64_t at) {
                                   dest->store(at, source.load(from));
                                 })))
    return failure();
  interp.set(target, RuntimeValue::tensor(std::move(dest)));
  return success();
}

LogicalResult executeInsertSlice(Operation *op, Interpreter &interp) {
  return insertSliceInto<tensor::InsertSliceOp>(op, interp, op->getResult(0));
}

/// A parallel insert (in scf.forall.in_parallel) updates the shared output
/// it names, a block argument of the loop: the loop's next iteration, and
/// in the end its result, see the new value. The iterations run one after
/// another, as upstream's lowering (scf-forall-to-for) runs them.
LogicalResult executeParallelInsertSlice(Operation *op, Interpreter &interp) {
  return insertSliceInto<tensor::ParallelInsertSliceOp>(
      op, interp, tensor::ParallelInsertSliceOp::wrap(op).operand<"dest">());
}

LogicalResult executeCollapseShape(Operation *op, Interpreter &interp) {
  const Tensor &source = *interp.getTensor(op->getOperand(0));
  auto groups = llvm::cast<ArrayAttr>(op->getInherentAttr("reassociation"));
  llvm::SmallVector<int64_t, 4> shape;
  for (Attribute group : groups.getValue()) {
    int64_t product = 1;
    for (Attribute index : llvm::cast<ArrayAttr>(group).getValue())
      product *= source.getShape()[llvm::cast<IntegerAttr>(index).getInt()];
    shape.push_back(product);
  }
  interp.set(op->getResult(0), RuntimeValue::tensor(source.reshaped(shape)));
  return success();
}

LogicalResult executeExpandShape(Operation *op, Interpreter &interp) {
  auto expand = tensor::ExpandShapeOp::wrap(op);
  const Tensor &source = *interp.getTensor(expand.operand<"src">());
  auto shape = readMixedList(interp, expand.property<"static_output_shape">(),
                             expand.operands<"output_shape">());
  auto groups = llvm::cast<ArrayAttr>(op->getInherentAttr("reassociation"));
  for (auto [i, group] : llvm::enumerate(groups.getValue())) {
    int64_t product = 1;
    for (Attribute index : llvm::cast<ArrayAttr>(group).getValue())
      product *= shape[size_t(llvm::cast<IntegerAttr>(index).getInt())];
    if (product != source.getShape()[i])
      return op->emitOpError("expands dimension ")
             << llvm::Twine(unsigned(i)) << " of size "
             << llvm::Twine(source.getShape()[i]) << " into sizes whose "
             << "product is " << llvm::Twine(product);
  }
  interp.set(op->getResult(0), RuntimeValue::tensor(source.reshaped(shape)));
  return success();
}

LogicalResult executeConcat(Operation *op, Interpreter &interp) {
  int64_t dim =
      tensor::ConcatOp::wrap(op).property<"dim", IntegerAttr>().getInt();
  const Tensor &first = *interp.getTensor(op->getOperand(0));
  llvm::SmallVector<int64_t, 4> shape(first.getShape());
  shape[dim] = 0;
  for (Value input : op->getOperands()) {
    const Tensor &t = *interp.getTensor(input);
    for (int64_t d = 0; d < t.getRank(); ++d)
      if (d != dim && t.getShape()[d] != shape[d])
        return op->emitOpError("concatenates tensors whose dimension ")
               << llvm::Twine(d) << " differs at run time";
    shape[dim] += t.getShape()[dim];
  }
  TensorRef result = Tensor::create(first.getElementType(), shape);
  // Rows of the outer dimensions; each input contributes a block per row.
  int64_t outer = 1, inner = 1;
  for (int64_t d = 0; d < dim; ++d)
    outer *= shape[d];
  for (int64_t d = dim + 1; d < int64_t(shape.size()); ++d)
    inner *= shape[d];
  int64_t at = 0;
  for (int64_t row = 0; row < outer; ++row)
    for (Value input : op->getOperands()) {
      const Tensor &t = *interp.getTensor(input);
      int64_t block = t.getShape()[dim] * inner;
      for (int64_t i = 0; i < block; ++i)
        result->store(at++, t.load(row * block + i));
    }
  interp.set(op->getResult(0), RuntimeValue::tensor(std::move(result)));
  return success();
}

/// The source with low[d] elements before and high[d] after it along each
/// dimension d; the body gives each element outside the source, from its
/// indices.
LogicalResult executePad(Operation *op, Interpreter &interp) {
  auto pad = tensor::PadOp::wrap(op);
  const Tensor &source = *interp.getTensor(pad.operand<"source">());
  auto type = llvm::cast<RankedTensorType>(pad.result<"result">().getType());
  // The generic form may hold fewer dynamic values than `?` entries.
  auto countDynamic = [](Attribute values) {
    return size_t(llvm::count(denseI64Values(values), kDynamic));
  };
  if (countDynamic(pad.property<"static_low">()) !=
          pad.operands<"low">().size() ||
      countDynamic(pad.property<"static_high">()) !=
          pad.operands<"high">().size())
    return op->emitOpError("has padding lists that do not match its "
                           "dynamic padding values");
  llvm::SmallVector<int64_t, 4> low = readMixedList(
      interp, pad.property<"static_low">(), pad.operands<"low">());
  llvm::SmallVector<int64_t, 4> high = readMixedList(
      interp, pad.property<"static_high">(), pad.operands<"high">());
  llvm::SmallVector<int64_t, 4> shape;
  for (int64_t d = 0; d < source.getRank(); ++d) {
    if (low[d] < 0 || high[d] < 0)
      return op->emitOpError("pads dimension ")
             << llvm::Twine(d) << " by a negative amount ("
             << llvm::Twine(std::min(low[d], high[d])) << ")";
    int64_t size = source.getShape()[d] + low[d] + high[d];
    if (type.getShape()[d] != kDynamic && type.getShape()[d] != size)
      return op->emitOpError("pads dimension ")
             << llvm::Twine(d) << " to " << llvm::Twine(size)
             << " where its type says " << llvm::Twine(type.getShape()[d]);
    shape.push_back(size);
  }
  TensorRef result = makeTensor(op, type, shape);
  if (!result)
    return failure();
  llvm::SmallVector<int64_t, 4> inSource;
  llvm::SmallVector<RuntimeValue, 4> args(shape.size());
  llvm::SmallVector<RuntimeValue, 1> yielded;
  auto padElement = [&](int64_t linear, llvm::ArrayRef<int64_t> indices) {
    inSource.clear();
    for (size_t d = 0; d < shape.size(); ++d) {
      int64_t at = indices[d] - low[d];
      if (at < 0 || at >= source.getShape()[d])
        break;
      inSource.push_back(at);
    }
    if (inSource.size() == shape.size()) {
      result->store(linear, source.load(source.linearize(inSource)));
      return success();
    }
    for (size_t d = 0; d < shape.size(); ++d)
      args[d] = RuntimeValue::scalar(uint64_t(indices[d]));
    yielded.clear();
    if (!interp.runRegion(pad.region<"region">(), args, yielded))
      return failure();
    result->store(linear, yielded.front().getScalar());
    return success();
  };
  if (failed(forEachPosition(shape, padElement)))
    return failure();
  interp.set(pad.result<"result">(), RuntimeValue::tensor(std::move(result)));
  return success();
}

/// The same elements in the shape the shape operand's values give.
LogicalResult executeReshape(Operation *op, Interpreter &interp) {
  const Tensor &source = *interp.getTensor(op->getOperand(0));
  const Tensor &shapeValues = *interp.getTensor(op->getOperand(1));
  unsigned width = shapeValues.getLayout().bitWidth;
  llvm::SmallVector<int64_t, 4> shape;
  int64_t count = 1;
  for (int64_t i = 0; i < shapeValues.getNumElements(); ++i) {
    int64_t size = signExtend(shapeValues.load(i), width);
    if (size < 0)
      return op->emitOpError("reshapes to a negative size (")
             << llvm::Twine(size) << ") in dimension " << llvm::Twine(i);
    shape.push_back(size);
    count = size == 0 || count <= INT64_MAX / size ? count * size : -1;
  }
  if (count != source.getNumElements())
    return op->emitOpError("reshapes ")
           << llvm::Twine(source.getNumElements())
           << " elements into a shape of " << llvm::Twine(count);
  if (auto type = llvm::dyn_cast<RankedTensorType>(op->getResult(0).getType()))
    for (auto [d, size] : llvm::enumerate(type.getShape()))
      if (size != kDynamic && d < shape.size() && size != shape[d])
        return op->emitOpError("reshapes dimension ")
               << llvm::Twine(unsigned(d)) << " to " << llvm::Twine(shape[d])
               << " where its type says " << llvm::Twine(size);
  interp.set(op->getResult(0), RuntimeValue::tensor(source.reshaped(shape)));
  return success();
}

/// Each element's bits, read as the result's element type.
LogicalResult executeBitcast(Operation *op, Interpreter &interp) {
  const Tensor &source = *interp.getTensor(op->getOperand(0));
  Type element =
      llvm::cast<ShapedType>(op->getResult(0).getType()).getElementType();
  if (!getElementLayout(element))
    return op->emitOpError("cannot be interpreted on ") << element;
  TensorRef result = Tensor::create(element, source.getShape());
  for (int64_t i = 0; i < source.getNumElements(); ++i)
    result->store(i, source.load(i));
  interp.set(op->getResult(0), RuntimeValue::tensor(std::move(result)));
  return success();
}

} // namespace

namespace terrace::interp {
void registerTensorSemantics(Context &ctx) {
  using namespace tensor;
  static constexpr OpSemantics empty = {executeEmpty},
                               extract = {executeExtract},
                               insert = {executeInsert}, dim = {executeDim},
                               rank = {executeRank},
                               fromElements = {executeFromElements},
                               splat = {executeSplat},
                               generate = {executeGenerate},
                               cast = {executeCast};
  ctx.attachOpInterface<EmptyOp>(empty);
  ctx.attachOpInterface<ExtractOp>(extract);
  ctx.attachOpInterface<InsertOp>(insert);
  ctx.attachOpInterface<DimOp>(dim);
  ctx.attachOpInterface<RankOp>(rank);
  ctx.attachOpInterface<FromElementsOp>(fromElements);
  ctx.attachOpInterface<SplatOp>(splat);
  ctx.attachOpInterface<GenerateOp>(generate);
  ctx.attachOpInterface<CastOp>(cast);
  static constexpr OpSemantics extractSlice = {executeExtractSlice},
                               insertSlice = {executeInsertSlice},
                               collapse = {executeCollapseShape},
                               expand = {executeExpandShape},
                               concat = {executeConcat};
  ctx.attachOpInterface<ExtractSliceOp>(extractSlice);
  ctx.attachOpInterface<InsertSliceOp>(insertSlice);
  static constexpr OpSemantics parallelInsertSlice = {
      executeParallelInsertSlice};
  ctx.attachOpInterface<ParallelInsertSliceOp>(parallelInsertSlice);
  ctx.attachOpInterface<CollapseShapeOp>(collapse);
  ctx.attachOpInterface<ExpandShapeOp>(expand);
  ctx.attachOpInterface<ConcatOp>(concat);
  static constexpr OpSemantics pad = {executePad}, reshape = {executeReshape},
                               bitcast = {executeBitcast};
  ctx.attachOpInterface<PadOp>(pad);
  ctx.attachOpInterface<ReshapeOp>(reshape);
  ctx.attachOpInterface<BitcastOp>(bitcast);
}
} // namespace terrace::interp
