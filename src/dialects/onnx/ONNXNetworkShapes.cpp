//===- ONNXNetworkShapes.cpp - Shapes of the neural-network operators -----===//
//
// The matmuls and Gemm, convolutions and pools (windows worked out by the
// same code the interpreter and the lowering use), reductions and
// ArgMax/ArgMin, the recurrent layers, losses, RoiAlign and GridSample.
//
//===----------------------------------------------------------------------===//
#include "dialects/onnx/ONNXAttributes.h"
#include "dialects/onnx/ONNXShapeRules.h"
#include "ir/Diagnostics.h"

using namespace terrace;
using namespace terrace::ONNX;

namespace {

/// NumPy's matmul of `a` and `b`: batch dimensions broadcast, a vector
/// promoted to a matrix and its dimension dropped again.
LogicalResult matmulShape(Operation *op, Value a, Value b,
                          InferredShapes shapes) {
  auto sa = shapeOf(a), sb = shapeOf(b);
  if (!sa || !sb)
    return success();
  if (sa->empty() || sb->empty())
    return op->emitOpError("cannot multiply a scalar");
  Shape x(*sa), y(*sb);
  bool vectorA = x.size() == 1, vectorB = y.size() == 1;
  if (vectorA)
    x.insert(x.begin(), 1);
  if (vectorB)
    y.push_back(1);
  int64_t k1 = x.back(), k2 = y[y.size() - 2];
  if (k1 != kDynamic && k2 != kDynamic && k1 != k2)
    return op->emitOpError("cannot multiply [")
           << *sa << "] by [" << *sb << "]";
  Shape batch;
  if (failed(broadcastShapes(op,
                             {llvm::ArrayRef<int64_t>(x).drop_back(2),
                              llvm::ArrayRef<int64_t>(y).drop_back(2)},
                             batch)))
    return failure();
  if (!vectorA)
    batch.push_back(x[x.size() - 2]);
  if (!vectorB)
    batch.push_back(y.back());
  shapes[0] = batch;
  return success();
}

LogicalResult inferMatMul(Operation *op, InferredShapes shapes) {
  return matmulShape(op, op->getOperand(0), op->getOperand(1), shapes);
}

LogicalResult inferQLinearMatMul(QLinearMatMulOp op, InferredShapes shapes) {
  return matmulShape(op, op.operand<"a">(), op.operand<"b">(), shapes);
}

LogicalResult inferGemm(GemmOp op, InferredShapes shapes) {
  auto a = shapeOf(op.operand<"A">()), b = shapeOf(op.operand<"B">());
  if (!a || !b)
    return success();
  if (a->size() != 2 || b->size() != 2)
    return op->emitOpError("A and B must be matrices");
  bool transA = intValue(op.propertyOrDefault<"transA", IntegerAttr>());
  bool transB = intValue(op.propertyOrDefault<"transB", IntegerAttr>());
  int64_t m = (*a)[transA ? 1 : 0], k1 = (*a)[transA ? 0 : 1];
  int64_t k2 = (*b)[transB ? 1 : 0], n = (*b)[transB ? 0 : 1];
  if (k1 != kDynamic && k2 != kDynamic && k1 != k2)
    return op->emitOpError("cannot multiply A of shape [")
           << *a << "] by B of shape [" << *b << "]";
  shapes[0] = Shape{m, n};
  return success();
}

/// The spatial sizes of `x` (N, C, then spatial); none when not ranked.
std::optional<llvm::ArrayRef<int64_t>> spatialOf(Operation *op, Value x,
                                                 LogicalResult &status) {
  auto shape = shapeOf(x);
  if (!shape)
    return std::nullopt;
  if (shape->size() < 3) {
    status = op->emitOpError("input has rank ")
             << shape->size() << "; it needs a batch, channels and at least "
             << "one spatial dimension";
    return std::nullopt;
  }
  return shape->drop_front(2);
}

/// [N, channels, the windows' output sizes]: the windows over static
/// spatial sizes, dynamic sizes otherwise.
LogicalResult windowedShape(Operation *op, Value x, int64_t channels,
                            llvm::ArrayRef<int64_t> kernel,
                            llvm::StringRef autoPad, ArrayAttr pads,
                            ArrayAttr strides, ArrayAttr dilations,
                            bool ceilMode, InferredShapes shapes) {
  LogicalResult status = success();
  auto spatial = spatialOf(op, x, status);
  if (!spatial)
    return status;
  if (kernel.size() != spatial->size())
    return op->emitOpError("kernel has ")
           << kernel.size() << " dimensions for " << spatial->size()
           << " spatial dimensions";
  Shape out{(*shapeOf(x))[0], channels};
  if (llvm::is_contained(*spatial, kDynamic)) {
    out.append(spatial->size(), kDynamic);
  } else {
    Windows w;
    if (failed(computeWindows(op, *spatial, kernel, autoPad, pads, strides,
                              dilations, ceilMode, w)))
      return failure();
    out.append(w.output.begin(), w.output.end());
  }
  for (std::optional<Shape> &s : shapes)
    s = out;
  return success();
}

/// Conv, ConvInteger and QLinearConv (their attributes share names).
template <typename OpT>
LogicalResult convolutionShape(OpT op, Value x, Value weights,
                               InferredShapes shapes) {
  auto w = shapeOf(weights);
  if (!w)
    return success();
  if (w->size() < 3)
    return op->emitOpError("weights have rank ")
           << w->size() << "; they need output and input channels and a kernel";
  llvm::SmallVector<int64_t, 3> kernel(w->drop_front(2));
  if (ArrayAttr ks = op.template property<"kernel_shape", ArrayAttr>())
    kernel = intValues(ks);
  if (llvm::is_contained(kernel, kDynamic)) {
    if (auto s = shapeOf(x))
      shapes[0] = dynamicShape(s->size());
    return success();
  }
  return windowedShape(
      op, x, w->empty() ? kDynamic : (*w)[0], kernel,
      op.template propertyOrDefault<"auto_pad", StringAttr>().getValue(),
      op.template property<"pads", ArrayAttr>(),
      op.template property<"strides", ArrayAttr>(),
      op.template property<"dilations", ArrayAttr>(),
      /*ceilMode=*/false, shapes);
}

LogicalResult inferConv(ConvOp op, InferredShapes shapes) {
  return convolutionShape(op, op.operand<"X">(), op.operand<"W">(), shapes);
}
LogicalResult inferConvInteger(ConvIntegerOp op, InferredShapes shapes) {
  return convolutionShape(op, op.operand<"x">(), op.operand<"w">(), shapes);
}
LogicalResult inferQLinearConv(QLinearConvOp op, InferredShapes shapes) {
  return convolutionShape(op, op.operand<"x">(), op.operand<"w">(), shapes);
}

LogicalResult inferConvTranspose(ConvTransposeOp op, InferredShapes shapes) {
  auto x = shapeOf(op.operand<"X">()), w = shapeOf(op.operand<"W">());
  if (!x || !w)
    return success();
  if (x->size() < 3 || w->size() != x->size())
    return op->emitOpError("input of rank ")
           << x->size() << " and weights of rank " << w->size()
           << " do not convolve";
  int64_t group = intValue(op.propertyOrDefault<"group", IntegerAttr>());
  int64_t channels = (*w)[1] == kDynamic ? kDynamic : (*w)[1] * group;
  Shape out{(*x)[0], channels};
  llvm::ArrayRef<int64_t> spatial = x->drop_front(2);
  llvm::SmallVector<int64_t, 3> kernel(w->drop_front(2));
  if (ArrayAttr ks = op.property<"kernel_shape", ArrayAttr>())
    kernel = intValues(ks);
  if (llvm::is_contained(spatial, kDynamic) ||
      llvm::is_contained(kernel, kDynamic)) {
    out.append(spatial.size(), kDynamic);
  } else {
    TransposedWindows tw;
    if (failed(computeTransposedWindows(
            op, spatial, kernel,
            op.propertyOrDefault<"auto_pad", StringAttr>().getValue(),
            op.property<"pads", ArrayAttr>(),
            op.property<"strides", ArrayAttr>(),
            op.property<"dilations", ArrayAttr>(),
            op.property<"output_padding", ArrayAttr>(),
            op.property<"output_shape", ArrayAttr>(), tw)))
      return failure();
    out.append(tw.output.begin(), tw.output.end());
  }
  shapes[0] = out;
  return success();
}

/// The channels of `x`, or dynamic.
int64_t channelsOf(Value x) {
  auto shape = shapeOf(x);
  return shape && shape->size() > 1 ? (*shape)[1] : kDynamic;
}

/// MaxPool, AveragePool and LpPool: the channels stay; MaxPool's Indices
/// have its output's shape. Dilations and ceil_mode where the op has them.
template <typename OpT> LogicalResult inferPool(OpT op, InferredShapes shapes) {
  Value x = op.template operand<"X">();
  ArrayAttr dilations;
  if constexpr (std::is_same_v<OpT, MaxPoolOp>)
    dilations = op.template property<"dilations", ArrayAttr>();
  bool ceilMode = false;
  if constexpr (!std::is_same_v<OpT, LpPoolOp>)
    ceilMode =
        intValue(op.template propertyOrDefault<"ceil_mode", IntegerAttr>());
  return windowedShape(
      op, x, channelsOf(x),
      intValues(op.template property<"kernel_shape", ArrayAttr>()),
      op.template propertyOrDefault<"auto_pad", StringAttr>().getValue(),
      op.template property<"pads", ArrayAttr>(),
      op.template property<"strides", ArrayAttr>(), dilations, ceilMode,
      shapes);
}

/// Global pools: every spatial size becomes 1.
LogicalResult inferGlobalPool(Operation *op, InferredShapes shapes) {
  LogicalResult status = success();
  auto spatial = spatialOf(op, op->getOperand(0), status);
  if (!spatial)
    return status;
  Shape out(shapeOf(op->getOperand(0))->take_front(2));
  out.append(spatial->size(), 1);
  shapes[0] = out;
  return success();
}

/// The shape after reducing `axes` (all of them when empty) of `input`.
LogicalResult reducedShape(Operation *op, llvm::ArrayRef<int64_t> input,
                           llvm::SmallVector<int64_t, 8> axes, bool keepDims,
                           InferredShapes shapes) {
  int64_t rank = int64_t(input.size());
  if (failed(normalizeAxes(op, axes, rank)))
    return failure();
  Shape out;
  for (int64_t d = 0; d < rank; ++d) {
    bool reduced = axes.empty() || llvm::is_contained(axes, d);
    if (!reduced)
      out.push_back(input[size_t(d)]);
    else if (keepDims)
      out.push_back(1);
  }
  shapes[0] = out;
  return success();
}

/// The Reduce family: axes as an attribute, or (ReduceSum, opset 13) an
/// operand, with noop_with_empty_axes.
template <typename OpT>
LogicalResult inferReduce(OpT op, InferredShapes shapes) {
  auto input = shapeOf(op.template operand<"data">());
  if (!input)
    return success();
  bool keepDims =
      intValue(op.template propertyOrDefault<"keepdims", IntegerAttr>());
  llvm::SmallVector<int64_t, 8> axes;
  if constexpr (std::is_same_v<OpT, ReduceSumOp>) {
    if (Value given = op.template operand<"axes">()) {
      auto values = smallIntConstant(given);
      if (!values) {
        if (keepDims)
          shapes[0] = dynamicShape(input->size());
        return success();
      }
      axes = *values;
    }
    if (axes.empty() &&
        intValue(op.template propertyOrDefault<"noop_with_empty_axes",
                                               IntegerAttr>())) {
      shapes[0] = Shape(*input);
      return success();
    }
  } else {
    axes = llvm::SmallVector<int64_t, 8>(
        intValues(op.template property<"axes", ArrayAttr>()));
  }
  return reducedShape(op, *input, axes, keepDims, shapes);
}

/// ArgMax and ArgMin: one axis reduced.
template <typename OpT>
LogicalResult inferArgExtreme(OpT op, InferredShapes shapes) {
  auto input = shapeOf(op.template operand<"data">());
  if (!input)
    return success();
  if (input->empty())
    return op->emitOpError("cannot reduce a scalar");
  return reducedShape(
      op, *input,
      {intValue(op.template propertyOrDefault<"axis", IntegerAttr>())},
      intValue(op.template propertyOrDefault<"keepdims", IntegerAttr>()),
      shapes);
}

/// RNN, GRU and LSTM: Y [seq, directions, batch, hidden] and the last
/// states [directions, batch, hidden] (batch first with layout 1).
template <typename OpT>
LogicalResult inferRecurrent(OpT op, InferredShapes shapes) {
  auto x = shapeOf(op.template operand<"X">());
  auto r = shapeOf(op.template operand<"R">());
  if (!x)
    return success();
  if (x->size() != 3)
    return op->emitOpError("X has rank ") << x->size() << ", not 3";
  bool batchFirst =
      intValue(op.template propertyOrDefault<"layout", IntegerAttr>());
  int64_t directions =
      op.template propertyOrDefault<"direction", StringAttr>().getValue() ==
              "bidirectional"
          ? 2
          : 1;
  int64_t hidden = kDynamic;
  if (auto h = op.template property<"hidden_size", IntegerAttr>())
    hidden = intValue(h);
  else if (r && r->size() == 3)
    hidden = (*r)[2];
  int64_t seq = (*x)[batchFirst ? 1 : 0], batch = (*x)[batchFirst ? 0 : 1];
  Shape y = batchFirst ? Shape{batch, seq, directions, hidden}
                       : Shape{seq, directions, batch, hidden};
  Shape state = batchFirst ? Shape{batch, directions, hidden}
                           : Shape{directions, batch, hidden};
  for (Value result : op->getResults())
    shapes[result.getIndex()] = result == op.template result<"Y">() ? y : state;
  return success();
}

/// NegativeLogLikelihoodLoss and SoftmaxCrossEntropyLoss: the target's
/// shape without reduction, a scalar with; SCE's log_prob is the scores'.
template <typename OpT> LogicalResult inferLoss(OpT op, InferredShapes shapes) {
  if (op.template propertyOrDefault<"reduction", StringAttr>().getValue() ==
      "none") {
    if (auto target = shapeOf(op->getOperand(1)))
      shapes[0] = Shape(*target);
  } else {
    shapes[0] = Shape();
  }
  if (shapes.size() > 1)
    if (auto scores = shapeOf(op->getOperand(0)))
      shapes[1] = Shape(*scores);
  return success();
}

LogicalResult inferRoiAlign(RoiAlignOp op, InferredShapes shapes) {
  auto rois = shapeOf(op.operand<"rois">());
  Shape out{rois && !rois->empty() ? (*rois)[0] : kDynamic,
            channelsOf(op.operand<"X">()),
            intValue(op.propertyOrDefault<"output_height", IntegerAttr>()),
            intValue(op.propertyOrDefault<"output_width", IntegerAttr>())};
  shapes[0] = out;
  return success();
}

/// GridSample: N and C of the input, the grid's spatial sizes.
LogicalResult inferGridSample(GridSampleOp op, InferredShapes shapes) {
  auto x = shapeOf(op.operand<"X">()), grid = shapeOf(op.operand<"grid">());
  if (!x || !grid || x->size() < 2 || grid->size() != x->size())
    return success();
  Shape out{(*x)[0], (*x)[1]};
  out.append(grid->begin() + 1, grid->end() - 1);
  shapes[0] = out;
  return success();
}

} // namespace

void ONNX::addNetworkShapeRules(ShapeRuleTable &table) {
  table.add<MatMulOp, MatMulIntegerOp>(inferMatMul);
  table.add<QLinearMatMulOp, inferQLinearMatMul>();
  table.add<GemmOp, inferGemm>();
  table.add<ConvOp, inferConv>();
  table.add<ConvIntegerOp, inferConvInteger>();
  table.add<QLinearConvOp, inferQLinearConv>();
  table.add<ConvTransposeOp, inferConvTranspose>();
  table.add<MaxPoolOp, inferPool<MaxPoolOp>>();
  table.add<AveragePoolOp, inferPool<AveragePoolOp>>();
  table.add<LpPoolOp, inferPool<LpPoolOp>>();
  table.add<GlobalAveragePoolOp, GlobalMaxPoolOp, GlobalLpPoolOp>(
      inferGlobalPool);
  table.add<ReduceL1Op, inferReduce<ReduceL1Op>>();
  table.add<ReduceL2Op, inferReduce<ReduceL2Op>>();
  table.add<ReduceLogSumOp, inferReduce<ReduceLogSumOp>>();
  table.add<ReduceLogSumExpOp, inferReduce<ReduceLogSumExpOp>>();
  table.add<ReduceMaxOp, inferReduce<ReduceMaxOp>>();
  table.add<ReduceMeanOp, inferReduce<ReduceMeanOp>>();
  table.add<ReduceMinOp, inferReduce<ReduceMinOp>>();
  table.add<ReduceProdOp, inferReduce<ReduceProdOp>>();
  table.add<ReduceSumOp, inferReduce<ReduceSumOp>>();
  table.add<ReduceSumSquareOp, inferReduce<ReduceSumSquareOp>>();
  table.add<ArgMaxOp, inferArgExtreme<ArgMaxOp>>();
  table.add<ArgMinOp, inferArgExtreme<ArgMinOp>>();
  table.add<RNNOp, inferRecurrent<RNNOp>>();
  table.add<GRUOp, inferRecurrent<GRUOp>>();
  table.add<LSTMOp, inferRecurrent<LSTMOp>>();
  table.add<NegativeLogLikelihoodLossOp,
            inferLoss<NegativeLogLikelihoodLossOp>>();
  table.add<SoftmaxCrossEntropyLossOp, inferLoss<SoftmaxCrossEntropyLossOp>>();
  table.add<RoiAlignOp, inferRoiAlign>();
  table.add<GridSampleOp, inferGridSample>();
}
