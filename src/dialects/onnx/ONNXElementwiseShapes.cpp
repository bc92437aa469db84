//===- ONNXElementwiseShapes.cpp - Shapes of elementwise and per-element ops
//
// Results the shape of the first operand (unary functions, activations,
// normalizations, Softmax and its kin, casts, scatters, quantization), the
// broadcast of all operands (binary arithmetic, comparisons, Max/Min/Sum/
// Mean, Where), and If's, Loop's and Scan's results, from what their
// regions yield.
//
//===----------------------------------------------------------------------===//
#include "dialects/onnx/ONNXAttributes.h"
#include "dialects/onnx/ONNXShapeRules.h"
#include "ir/Diagnostics.h"

using namespace terrace;
using namespace terrace::ONNX;

namespace {

/// Every result has the first operand's shape (Identity's of a sequence
/// or an optional holds tensors of the shape its operand's do).
LogicalResult sameAsFirst(Operation *op, InferredShapes shapes) {
  if (auto shape = heldShapeOf(op->getOperand(0)))
    for (std::optional<Shape> &s : shapes)
      s = Shape(*shape);
  return success();
}

/// The one result is the broadcast of every operand.
LogicalResult broadcastAll(Operation *op, InferredShapes shapes) {
  llvm::SmallVector<llvm::ArrayRef<int64_t>, 3> in;
  for (Value operand : op->getOperands()) {
    std::optional<llvm::ArrayRef<int64_t>> shape = shapeOf(operand);
    if (!shape)
      return success();
    in.push_back(*shape);
  }
  Shape out;
  if (failed(broadcastShapes(op, in, out)))
    return failure();
  shapes[0] = out;
  return success();
}

/// The shape both of `a` and `b` allow: sizes where they agree, dynamic
/// where not; none when their ranks differ.
std::optional<Shape> join(llvm::ArrayRef<int64_t> a,
                          llvm::ArrayRef<int64_t> b) {
  if (a.size() != b.size())
    return std::nullopt;
  Shape out;
  for (auto [x, y] : llvm::zip(a, b))
    out.push_back(x == y ? x : kDynamic);
  return out;
}

/// If's results: what both branches yield.
LogicalResult inferIf(IfOp op, InferredShapes shapes) {
  Operation *thenYield = op.region<"then_branch">().front().getTerminator();
  Operation *elseYield = op.region<"else_branch">().front().getTerminator();
  if (!thenYield || !elseYield ||
      thenYield->getNumOperands() != shapes.size() ||
      elseYield->getNumOperands() != shapes.size())
    return success();
  for (size_t i = 0; i < shapes.size(); ++i) {
    auto a = heldShapeOf(thenYield->getOperand(unsigned(i)));
    auto b = heldShapeOf(elseYield->getOperand(unsigned(i)));
    if (a && b)
      shapes[i] = join(*a, *b);
  }
  return success();
}

/// Loop's results: each carried value what it starts as and what the body
/// yields for it both allow; each scan output one row per iteration (how
/// many is not known: the body may stop early) of what the body yields.
LogicalResult inferLoop(LoopOp op, InferredShapes shapes) {
  Operation *yield = op.region<"body">().front().getTerminator();
  OperandRange initial = op.operands<"v_initial">();
  size_t carried = initial.size();
  if (!yield || yield->getNumOperands() != 1 + shapes.size() ||
      carried > shapes.size())
    return success();
  for (size_t i = 0; i < shapes.size(); ++i) {
    Value yieldedValue = yield->getOperand(unsigned(1 + i));
    auto yielded =
        i < carried ? heldShapeOf(yieldedValue) : shapeOf(yieldedValue);
    if (!yielded)
      continue;
    if (i < carried) {
      // A sequence that starts empty holds only what the body adds.
      if (knownSequenceLength(initial[unsigned(i)]) == 0)
        shapes[i] = Shape(*yielded);
      else if (auto start = heldShapeOf(initial[unsigned(i)]))
        shapes[i] = join(*start, *yielded);
      continue;
    }
    Shape rows{kDynamic};
    rows.append(yielded->begin(), yielded->end());
    shapes[i] = rows;
  }
  return success();
}

/// Scan's results: each final state what its start and the body's yield
/// agree on; each scan output what the body yields per step, with the
/// sequence (the first scan input's length along its scan axis) inserted
/// at its output axis.
LogicalResult inferScan(ScanOp op, InferredShapes shapes) {
  Operation *yield = op.region<"body">().front().getTerminator();
  OperandRange inputs = op.operands<"initial_state_and_scan_inputs">();
  int64_t numScanInputs =
      intValue(op.property<"num_scan_inputs", IntegerAttr>());
  if (!yield || yield->getNumOperands() != shapes.size() || numScanInputs < 1 ||
      numScanInputs > int64_t(inputs.size()))
    return success();
  size_t states = inputs.size() - size_t(numScanInputs);
  if (states > shapes.size())
    return success();
  // The sequence length: the first scan input along its scan axis.
  int64_t length = kDynamic;
  llvm::SmallVector<int64_t, 4> inputAxes =
      intValues(op.property<"scan_input_axes", ArrayAttr>());
  if (auto first = shapeOf(inputs[unsigned(states)])) {
    if (auto axis = normalizeAxis(inputAxes.empty() ? 0 : inputAxes[0],
                                  int64_t(first->size())))
      length = (*first)[size_t(*axis)];
  }
  llvm::SmallVector<int64_t, 4> outputAxes =
      intValues(op.property<"scan_output_axes", ArrayAttr>());
  for (size_t i = 0; i < shapes.size(); ++i) {
    auto yielded = shapeOf(yield->getOperand(unsigned(i)));
    if (!yielded)
      continue;
    if (i < states) {
      if (auto start = shapeOf(inputs[unsigned(i)]))
        shapes[i] = join(*start, *yielded);
      continue;
    }
    size_t j = i - states;
    int64_t rank = int64_t(yielded->size()) + 1;
    std::optional<int64_t> axis =
        axisOf(op, j < outputAxes.size() ? outputAxes[j] : 0, rank);
    if (!axis)
      return failure();
    Shape out(*yielded);
    out.insert(out.begin() + *axis, length);
    shapes[i] = out;
  }
  return success();
}

/// Y has X's shape; in training mode the statistics have C's.
LogicalResult inferBatchNormalization(BatchNormalizationOp op,
                                      InferredShapes shapes) {
  if (auto x = shapeOf(op.operand<"X">()))
    shapes[0] = Shape(*x);
  if (auto mean = shapeOf(op.operand<"input_mean">()))
    for (size_t i = 1; i < shapes.size(); ++i)
      shapes[i] = Shape(*mean);
  return success();
}

/// Y has X's shape; Mean and InvStdDev keep the dimensions before `axis`
/// and have 1 for the others.
LogicalResult inferLayerNormalization(LayerNormalizationOp op,
                                      InferredShapes shapes) {
  std::optional<llvm::ArrayRef<int64_t>> x = shapeOf(op.operand<"X">());
  if (!x)
    return success();
  shapes[0] = Shape(*x);
  int64_t rank = int64_t(x->size());
  std::optional<int64_t> axis =
      axisOf(op, intValue(op.propertyOrDefault<"axis", IntegerAttr>()), rank);
  if (!axis)
    return failure();
  Shape stats(x->take_front(size_t(*axis)));
  stats.append(size_t(rank - *axis), 1);
  for (size_t i = 1; i < shapes.size(); ++i)
    shapes[i] = stats;
  return success();
}

/// y has x's shape; the scale and zero point are scalars.
LogicalResult inferDynamicQuantizeLinear(Operation *op, InferredShapes shapes) {
  if (auto x = shapeOf(op->getOperand(0)))
    shapes[0] = Shape(*x);
  shapes[1] = Shape();
  shapes[2] = Shape();
  return success();
}

} // namespace

void ONNX::addElementwiseShapeRules(ShapeRuleTable &table) {
  table.add<AbsOp, AcosOp, AcoshOp, AsinOp, AsinhOp, AtanOp, AtanhOp, CeilOp,
            CosOp, CoshOp, ErfOp, ExpOp, FloorOp, LogOp, NegOp, ReciprocalOp,
            ReluOp, RoundOp, SigmoidOp, SignOp, SinOp, SinhOp, SoftplusOp,
            SoftsignOp, SqrtOp, TanOp, TanhOp, NotOp, IsNaNOp, IsInfOp>(
      sameAsFirst);
  table.add<EluOp, SeluOp, CeluOp, LeakyReluOp, ThresholdedReluOp,
            HardSigmoidOp, HardSwishOp, ShrinkOp, ClipOp, CastOp, CastLikeOp,
            IdentityOp, SoftmaxOp, LogSoftmaxOp, HardmaxOp, DropoutOp, LRNOp,
            InstanceNormalizationOp, MeanVarianceNormalizationOp,
            LpNormalizationOp, CumSumOp, TriluOp, EyeLikeOp, QuantizeLinearOp,
            DequantizeLinearOp, ScatterElementsOp, ScatterNDOp,
            ReverseSequenceOp, BernoulliOp, RandomNormalLikeOp,
            RandomUniformLikeOp>(sameAsFirst);
  table.add<AddOp, SubOp, MulOp, DivOp, PowOp, ModOp, BitShiftOp, AndOp, OrOp,
            XorOp, EqualOp, LessOp, LessOrEqualOp, GreaterOp, GreaterOrEqualOp,
            MaxOp, MinOp, SumOp, MeanOp, WhereOp, PReluOp>(broadcastAll);
  table.add<DynamicQuantizeLinearOp>(inferDynamicQuantizeLinear);
  table.add<IfOp, inferIf>();
  table.add<LoopOp, inferLoop>();
  table.add<ScanOp, inferScan>();
  table.add<BatchNormalizationOp, inferBatchNormalization>();
  table.add<LayerNormalizationOp, inferLayerNormalization>();
}
