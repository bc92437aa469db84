//===- ONNXIndexingSemantics.cpp - onnx ops that index by position --------===//
//
// Trilu, ScatterElements, OneHot, EyeLike, DepthToSpace, SpaceToDepth,
// NonZero, Compress, GatherND, ScatterND and ReverseSequence: each places or
// picks elements by computed positions; bits move unchanged.
//
//===----------------------------------------------------------------------===//
#include "dialects/onnx/ONNXOps.h"
#include "interpreter/onnx/ONNXElements.h"
#include "ir/Context.h"
#include "ir/Diagnostics.h"

using namespace terrace;
using namespace terrace::interp;
using namespace terrace::interp::onnx_semantics;

namespace {

LogicalResult executeTrilu(Operation *op, Interpreter &interp) {
  auto trilu = llvm::cast<ONNX::TriluOp>(op);
  const Tensor &x = *interp.getTensor(trilu.operand<"input">());
  if (x.getRank() < 2)
    return op->emitOpError("takes a tensor of rank 2 or more");
  int64_t k = 0;
  if (Value kv = trilu.operand<"k">())
    k = readInts(interp, kv)[0];
  bool upper = intValue(trilu.propertyOrDefault<"upper", IntegerAttr>()) != 0;
  TensorRef y = newTensor(op, x.getElementType(), x.getShape());
  if (!y)
    return failure();
  int64_t rows = x.getShape()[x.getRank() - 2], cols = x.getShape().back();
  for (int64_t i = 0, e = x.getNumElements(); i < e; ++i) {
    int64_t c = i % cols, r = (i / cols) % rows;
    bool keep = upper ? c - r >= k : c - r <= k;
    y->store(i, keep ? x.load(i) : 0);
  }
  setResult(interp, op, 0, std::move(y));
  return success();
}

LogicalResult executeScatterElements(Operation *op, Interpreter &interp) {
  auto scatter = llvm::cast<ONNX::ScatterElementsOp>(op);
  const Tensor &data = *interp.getTensor(scatter.operand<"data">());
  const Tensor &indicesT = *interp.getTensor(scatter.operand<"indices">());
  const Tensor &updates = *interp.getTensor(scatter.operand<"updates">());
  llvm::SmallVector<int64_t, 4> indices =
      readInts(interp, scatter.operand<"indices">());
  int64_t axis = intValue(scatter.propertyOrDefault<"axis", IntegerAttr>());
  if (failed(normalizeAxis(op, axis, data.getRank())))
    return failure();
  llvm::StringRef reduction =
      scatter.propertyOrDefault<"reduction", StringAttr>().getValue();
  std::optional<NumberKind> kind = numberKindOf(data.getElementType());
  if (reduction != "none" && !kind)
    return op->emitOpError("cannot reduce elements of ")
           << data.getElementType();
  if (indicesT.getShape() != updates.getShape() ||
      indicesT.getRank() != data.getRank())
    return op->emitOpError("takes indices and updates of one shape, of the "
                           "data's rank");
  TensorRef y = data.clone();
  llvm::SmallVector<int64_t, 4> strides = stridesOf(data.getShape());
  LogicalResult status = success();
  forEachIndex(indicesT.getShape(), [&](llvm::ArrayRef<int64_t> idx,
                                        int64_t linear) {
    if (failed(status))
      return;
    int64_t at = indices[size_t(linear)];
    if (failed(normalizeIndex(op, at, data.getShape()[axis]))) {
      status = failure();
      return;
    }
    int64_t position = 0;
    for (int64_t d = 0; d < data.getRank(); ++d)
      position += (d == axis ? at : idx[d]) * strides[d];
    Slot update = updates.load(linear);
    if (reduction == "add" || reduction == "mul") {
      Slot old = y->load(position);
      bool add = reduction == "add";
      y->store(
          position,
          kind->isFloat()
              ? fromDouble(add ? toDouble(old, *kind) + toDouble(update, *kind)
                               : toDouble(old, *kind) * toDouble(update, *kind),
                           *kind)
              : fromInt(add ? toInt(old, *kind) + toInt(update, *kind)
                            : toInt(old, *kind) * toInt(update, *kind),
                        *kind));
    } else {
      y->store(position, update);
    }
  });
  if (failed(status))
    return failure();
  setResult(interp, op, 0, std::move(y));
  return success();
}

LogicalResult executeOneHot(Operation *op, Interpreter &interp) {
  auto oneHot = llvm::cast<ONNX::OneHotOp>(op);
  const Tensor &indicesT = *interp.getTensor(oneHot.operand<"indices">());
  std::optional<NumberKind> ik = numberKindOf(indicesT.getElementType());
  const Tensor &depthT = *interp.getTensor(oneHot.operand<"depth">());
  std::optional<NumberKind> dk = numberKindOf(depthT.getElementType());
  const Tensor &values = *interp.getTensor(oneHot.operand<"values">());
  if (!ik || !dk || values.getNumElements() != 2)
    return op->emitOpError("takes numeric indices and depth, and two values");
  int64_t depth = int64_t(toDouble(depthT.load(0), *dk));
  int64_t rank = indicesT.getRank() + 1;
  int64_t axis = intValue(oneHot.propertyOrDefault<"axis", IntegerAttr>());
  if (failed(normalizeAxis(op, axis, rank)))
    return failure();
  llvm::SmallVector<int64_t, 4> shape(indicesT.getShape());
  shape.insert(shape.begin() + axis, depth);
  TensorRef y = newTensor(op, values.getElementType(), shape);
  if (!y)
    return failure();
  int64_t inner = numElementsOf(llvm::ArrayRef(shape).drop_front(axis + 1));
  forEachIndex(shape, [&](llvm::ArrayRef<int64_t> idx, int64_t linear) {
    int64_t outer = linear / (depth * inner), rest = linear % inner;
    int64_t at = int64_t(toDouble(indicesT.load(outer * inner + rest), *ik));
    if (at < 0)
      at += depth;
    y->store(linear, values.load(idx[axis] == at ? 1 : 0));
  });
  setResult(interp, op, 0, std::move(y));
  return success();
}

LogicalResult executeEyeLike(Operation *op, Interpreter &interp) {
  auto eye = llvm::cast<ONNX::EyeLikeOp>(op);
  const Tensor &input = *interp.getTensor(eye.operand<"input">());
  if (input.getRank() != 2)
    return op->emitOpError("takes a matrix");
  int64_t k = intValue(eye.propertyOrDefault<"k", IntegerAttr>());
  Type element = resultElementType(op);
  std::optional<NumberKind> kind = numberKindOf(element);
  TensorRef y = newTensor(op, element, input.getShape());
  if (!y || !kind)
    return failure();
  int64_t cols = input.getShape()[1];
  for (int64_t i = 0, e = y->getNumElements(); i < e; ++i)
    y->store(i, i % cols - i / cols == k ? fromInt(1, *kind) : 0);
  setResult(interp, op, 0, std::move(y));
  return success();
}

/// DepthToSpace (DCR or CRD) and SpaceToDepth on N x C x H x W.
LogicalResult depthSpace(Operation *op, Interpreter &interp, bool toSpace,
                         int64_t b, bool crd) {
  const Tensor &x = *interp.getTensor(op->getOperand(0));
  if (x.getRank() != 4 || b <= 0)
    return op->emitOpError("takes N x C x H x W and a positive block size");
  int64_t n = x.getShape()[0], c = x.getShape()[1], h = x.getShape()[2],
          w = x.getShape()[3];
  llvm::SmallVector<int64_t, 4> shape =
      toSpace ? llvm::SmallVector<int64_t, 4>{n, c / (b * b), h * b, w * b}
              : llvm::SmallVector<int64_t, 4>{n, c * b * b, h / b, w / b};
  if ((toSpace && c % (b * b)) || (!toSpace && (h % b || w % b)))
    return op->emitOpError("has dimensions the block size does not divide");
  TensorRef y = newTensor(op, x.getElementType(), shape);
  if (!y)
    return failure();
  llvm::SmallVector<int64_t, 4> xs = stridesOf(x.getShape());
  forEachIndex(shape, [&](llvm::ArrayRef<int64_t> idx, int64_t linear) {
    int64_t in;
    if (toSpace) {
      int64_t oc = idx[1], oh = idx[2], ow = idx[3];
      int64_t bh = oh % b, bw = ow % b;
      int64_t ic =
          crd ? oc * b * b + bh * b + bw : (bh * b + bw) * shape[1] + oc;
      in = idx[0] * xs[0] + ic * xs[1] + (oh / b) * xs[2] + (ow / b) * xs[3];
    } else {
      int64_t oc = idx[1], oh = idx[2], ow = idx[3];
      int64_t ic = oc % c, block = oc / c;
      int64_t bh = block / b, bw = block % b;
      in = idx[0] * xs[0] + ic * xs[1] + (oh * b + bh) * xs[2] +
           (ow * b + bw) * xs[3];
    }
    y->store(linear, x.load(in));
  });
  setResult(interp, op, 0, std::move(y));
  return success();
}

LogicalResult executeDepthToSpace(Operation *op, Interpreter &interp) {
  auto d2s = llvm::cast<ONNX::DepthToSpaceOp>(op);
  return depthSpace(
      op, interp, true, intValue(d2s.property<"blocksize", IntegerAttr>()),
      d2s.propertyOrDefault<"mode", StringAttr>().getValue() == "CRD");
}

LogicalResult executeSpaceToDepth(Operation *op, Interpreter &interp) {
  auto s2d = llvm::cast<ONNX::SpaceToDepthOp>(op);
  return depthSpace(op, interp, false,
                    intValue(s2d.property<"blocksize", IntegerAttr>()), false);
}

LogicalResult executeNonZero(Operation *op, Interpreter &interp) {
  const Tensor &x = *interp.getTensor(op->getOperand(0));
  std::optional<NumberKind> kind = numberKindOf(x.getElementType());
  if (!kind)
    return op->emitOpError("cannot be interpreted on elements of ")
           << x.getElementType();
  llvm::SmallVector<llvm::SmallVector<int64_t, 4>, 8> found;
  forEachIndex(x.getShape(), [&](llvm::ArrayRef<int64_t> idx, int64_t linear) {
    if (toDouble(x.load(linear), *kind) != 0)
      found.emplace_back(idx);
  });
  int64_t count = int64_t(found.size());
  TensorRef y = newTensor(op, IntegerType::get(op->getContext(), 64),
                          {x.getRank(), count});
  if (!y)
    return failure();
  for (int64_t d = 0; d < x.getRank(); ++d)
    for (int64_t i = 0; i < count; ++i)
      y->store(d * count + i, Slot(uint64_t(found[size_t(i)][d])));
  setResult(interp, op, 0, std::move(y));
  return success();
}

LogicalResult executeCompress(Operation *op, Interpreter &interp) {
  auto compress = llvm::cast<ONNX::CompressOp>(op);
  const Tensor &input = *interp.getTensor(compress.operand<"input">());
  const Tensor &cond = *interp.getTensor(compress.operand<"condition">());
  IntegerAttr axisAttr = compress.property<"axis", IntegerAttr>();
  // Without an axis the input is flattened first.
  llvm::SmallVector<int64_t, 4> shape =
      axisAttr ? llvm::SmallVector<int64_t, 4>(input.getShape())
               : llvm::SmallVector<int64_t, 4>{input.getNumElements()};
  int64_t axis = axisAttr ? intValue(axisAttr) : 0;
  if (failed(normalizeAxis(op, axis, int64_t(shape.size()))))
    return failure();
  llvm::SmallVector<int64_t, 8> kept;
  for (int64_t i = 0; i < std::min(cond.getNumElements(), shape[axis]); ++i)
    if (cond.load(i))
      kept.push_back(i);
  int64_t dim = shape[axis];
  llvm::SmallVector<int64_t, 4> outShape(shape);
  outShape[axis] = int64_t(kept.size());
  TensorRef y = newTensor(op, input.getElementType(), outShape);
  if (!y)
    return failure();
  int64_t inner = numElementsOf(llvm::ArrayRef(shape).drop_front(axis + 1));
  int64_t outer = numElementsOf(llvm::ArrayRef(shape).take_front(axis));
  int64_t k = int64_t(kept.size());
  for (int64_t o = 0; o < outer; ++o)
    for (int64_t j = 0; j < k; ++j)
      for (int64_t in = 0; in < inner; ++in)
        y->store((o * k + j) * inner + in,
                 input.load((o * dim + kept[size_t(j)]) * inner + in));
  setResult(interp, op, 0, std::move(y));
  return success();
}

LogicalResult executeGatherND(Operation *op, Interpreter &interp) {
  auto gather = llvm::cast<ONNX::GatherNDOp>(op);
  const Tensor &data = *interp.getTensor(gather.operand<"data">());
  const Tensor &indicesT = *interp.getTensor(gather.operand<"indices">());
  llvm::SmallVector<int64_t, 4> indices =
      readInts(interp, gather.operand<"indices">());
  int64_t b = intValue(gather.propertyOrDefault<"batch_dims", IntegerAttr>());
  int64_t q = indicesT.getRank(), r = data.getRank();
  int64_t k = q ? indicesT.getShape().back() : 0;
  if (q < 1 || b < 0 || b >= q || k + b > r)
    return op->emitOpError("has indices of the wrong rank");
  llvm::SmallVector<int64_t, 4> shape(indicesT.getShape().drop_back());
  shape.append(data.getShape().begin() + b + k, data.getShape().end());
  TensorRef y = newTensor(op, data.getElementType(), shape);
  if (!y)
    return failure();
  llvm::SmallVector<int64_t, 4> strides = stridesOf(data.getShape());
  int64_t slice = numElementsOf(data.getShape().drop_front(b + k));
  int64_t perBatch = numElementsOf(indicesT.getShape().slice(b, q - 1 - b));
  int64_t tuples = numElementsOf(indicesT.getShape().drop_back());
  for (int64_t t = 0; t < tuples; ++t) {
    int64_t batch = t / std::max<int64_t>(perBatch, 1);
    // The batch dimensions' position, then the tuple's.
    int64_t position = 0, rem = batch;
    for (int64_t d = b - 1; d >= 0; --d) {
      position += (rem % data.getShape()[d]) * strides[d];
      rem /= data.getShape()[d];
    }
    for (int64_t j = 0; j < k; ++j) {
      int64_t at = indices[size_t(t * k + j)];
      if (failed(normalizeIndex(op, at, data.getShape()[b + j])))
        return failure();
      position += at * strides[b + j];
    }
    for (int64_t i = 0; i < slice; ++i)
      y->store(t * slice + i, data.load(position + i));
  }
  setResult(interp, op, 0, std::move(y));
  return success();
}

LogicalResult executeScatterND(Operation *op, Interpreter &interp) {
  auto scatter = llvm::cast<ONNX::ScatterNDOp>(op);
  const Tensor &data = *interp.getTensor(scatter.operand<"data">());
  const Tensor &indicesT = *interp.getTensor(scatter.operand<"indices">());
  const Tensor &updates = *interp.getTensor(scatter.operand<"updates">());
  llvm::SmallVector<int64_t, 4> indices =
      readInts(interp, scatter.operand<"indices">());
  llvm::StringRef reduction =
      scatter.propertyOrDefault<"reduction", StringAttr>().getValue();
  int64_t k = indicesT.getRank() ? indicesT.getShape().back() : 0;
  if (k > data.getRank())
    return op->emitOpError("has index tuples longer than the data's rank");
  std::optional<NumberKind> kind = numberKindOf(data.getElementType());
  TensorRef y = data.clone();
  llvm::SmallVector<int64_t, 4> strides = stridesOf(data.getShape());
  int64_t slice = numElementsOf(data.getShape().drop_front(k));
  int64_t tuples = numElementsOf(indicesT.getShape().drop_back());
  for (int64_t t = 0; t < tuples; ++t) {
    int64_t position = 0;
    for (int64_t j = 0; j < k; ++j) {
      int64_t at = indices[size_t(t * k + j)];
      if (failed(normalizeIndex(op, at, data.getShape()[j])))
        return failure();
      position += at * strides[j];
    }
    for (int64_t i = 0; i < slice; ++i) {
      Slot update = updates.load(t * slice + i);
      if (reduction == "add" || reduction == "mul") {
        if (!kind)
          return op->emitOpError("cannot reduce these elements");
        double old = toDouble(y->load(position + i), *kind),
               u = toDouble(update, *kind);
        y->store(position + i,
                 fromDouble(reduction == "add" ? old + u : old * u, *kind));
      } else {
        y->store(position + i, update);
      }
    }
  }
  setResult(interp, op, 0, std::move(y));
  return success();
}

LogicalResult executeReverseSequence(Operation *op, Interpreter &interp) {
  auto rev = llvm::cast<ONNX::ReverseSequenceOp>(op);
  const Tensor &x = *interp.getTensor(rev.operand<"input">());
  llvm::SmallVector<int64_t, 4> lens =
      readInts(interp, rev.operand<"sequence_lens">());
  int64_t batchAxis =
      intValue(rev.propertyOrDefault<"batch_axis", IntegerAttr>());
  int64_t timeAxis =
      intValue(rev.propertyOrDefault<"time_axis", IntegerAttr>());
  if (x.getRank() < 2 || (batchAxis != 0 && batchAxis != 1) ||
      timeAxis != 1 - batchAxis ||
      int64_t(lens.size()) != x.getShape()[batchAxis])
    return op->emitOpError("takes batch and time axes 0 and 1 and one length "
                           "per batch");
  TensorRef y = newTensor(op, x.getElementType(), x.getShape());
  if (!y)
    return failure();
  llvm::SmallVector<int64_t, 4> strides = stridesOf(x.getShape());
  forEachIndex(x.getShape(), [&](llvm::ArrayRef<int64_t> idx, int64_t linear) {
    int64_t t = idx[timeAxis], len = lens[size_t(idx[batchAxis])];
    int64_t from = t < len ? len - 1 - t : t;
    y->store(linear, x.load(linear + (from - t) * strides[timeAxis]));
  });
  setResult(interp, op, 0, std::move(y));
  return success();
}

} // namespace

void onnx_semantics::registerIndexing(Context &ctx) {
  attach<ONNX::TriluOp, executeTrilu>(ctx);
  attach<ONNX::ScatterElementsOp, executeScatterElements>(ctx);
  attach<ONNX::OneHotOp, executeOneHot>(ctx);
  attach<ONNX::EyeLikeOp, executeEyeLike>(ctx);
  attach<ONNX::DepthToSpaceOp, executeDepthToSpace>(ctx);
  attach<ONNX::SpaceToDepthOp, executeSpaceToDepth>(ctx);
  attach<ONNX::NonZeroOp, executeNonZero>(ctx);
  attach<ONNX::CompressOp, executeCompress>(ctx);
  attach<ONNX::GatherNDOp, executeGatherND>(ctx);
  attach<ONNX::ScatterNDOp, executeScatterND>(ctx);
  attach<ONNX::ReverseSequenceOp, executeReverseSequence>(ctx);
}
