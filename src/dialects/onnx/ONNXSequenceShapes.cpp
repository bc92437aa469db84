//===- ONNXSequenceShapes.cpp - Shapes through sequences and optionals ----===//
//
// A rule of an op whose result is a sequence or an optional answers the
// shape of the tensors it holds (ONNXShapeInference.cpp wraps it in the
// declared `!onnx.Seq`/`!onnx.Opt`); one whose operand is a sequence reads
// the shape its elements share. Elements of different shapes share what
// they agree on: `[2, 3]` and `[1, 3]` make `[?, 3]`, different ranks
// nothing. Where the number of elements is known (SequenceConstruct's
// operands, inserts and erases from there, SplitToSequence of a static
// size), ConcatFromSequence knows the size it concatenates to, as ONNX's
// own inference does.
//
//===----------------------------------------------------------------------===//
#include "dialects/onnx/ONNXAttributes.h"
#include "dialects/onnx/ONNXShapeRules.h"
#include "dialects/onnx/ONNXTypes.h"
#include "ir/Diagnostics.h"

using namespace terrace;
using namespace terrace::ONNX;

namespace {

/// What shapes `a` and `b` agree on: a size where both have it, else
/// dynamic; none where either is unknown or their ranks differ.
std::optional<Shape> sharedShape(std::optional<llvm::ArrayRef<int64_t>> a,
                                 std::optional<llvm::ArrayRef<int64_t>> b) {
  if (!a || !b || a->size() != b->size())
    return std::nullopt;
  Shape shared(*a);
  for (auto [mine, theirs] : llvm::zip(shared, *b))
    if (mine != theirs)
      mine = kDynamic;
  return shared;
}

/// knownSequenceLength, following at most `depth` ops back.
std::optional<int64_t> knownLength(Value seq, unsigned depth) {
  Operation *op = seq ? seq.getDefiningOp() : nullptr;
  if (!op || depth == 0)
    return std::nullopt;
  if (llvm::isa<SequenceEmptyOp>(op))
    return 0;
  if (auto construct = llvm::dyn_cast<SequenceConstructOp>(op))
    return int64_t(construct.operands<"inputs">().size());
  if (auto insert = llvm::dyn_cast<SequenceInsertOp>(op)) {
    std::optional<int64_t> before =
        knownLength(insert.operand<"input_sequence">(), depth - 1);
    return before ? std::optional<int64_t>(*before + 1) : std::nullopt;
  }
  if (auto erase = llvm::dyn_cast<SequenceEraseOp>(op)) {
    std::optional<int64_t> before =
        knownLength(erase.operand<"input_sequence">(), depth - 1);
    return before && *before > 0 ? std::optional<int64_t>(*before - 1)
                                 : std::nullopt;
  }
  if (auto split = llvm::dyn_cast<SplitToSequenceOp>(op)) {
    auto input = shapeOf(split.operand<"input">());
    if (!input)
      return std::nullopt;
    std::optional<int64_t> axis =
        normalizeAxis(intValue(split.propertyOrDefault<"axis", IntegerAttr>()),
                      int64_t(input->size()));
    if (!axis)
      return std::nullopt;
    int64_t size = (*input)[size_t(*axis)];
    Value splitSizes = split.operand<"split">();
    if (!splitSizes)
      return size == kDynamic ? std::nullopt : std::optional<int64_t>(size);
    auto sizesShape = shapeOf(splitSizes);
    if (sizesShape && sizesShape->size() == 1 && (*sizesShape)[0] != kDynamic)
      return (*sizesShape)[0];
    auto chunk = smallIntConstant(splitSizes);
    if (sizesShape && sizesShape->empty() && chunk && (*chunk)[0] > 0 &&
        size != kDynamic)
      return (size + (*chunk)[0] - 1) / (*chunk)[0];
  }
  return std::nullopt;
}

LogicalResult inferSequenceConstruct(SequenceConstructOp op,
                                     InferredShapes shapes) {
  auto inputs = op.operands<"inputs">();
  if (inputs.empty())
    return success();
  auto first = shapeOf(inputs[0]);
  if (!first)
    return success();
  std::optional<Shape> shared = Shape(*first);
  for (Value input : inputs.drop_front()) {
    shared = sharedShape(llvm::ArrayRef<int64_t>(*shared), shapeOf(input));
    if (!shared)
      return success();
  }
  shapes[0] = shared;
  return success();
}

LogicalResult inferSequenceInsert(SequenceInsertOp op, InferredShapes shapes) {
  Value seq = op.operand<"input_sequence">();
  auto inserted = shapeOf(op.operand<"tensor">());
  // Into an empty sequence, the tensor is the only element.
  if (knownSequenceLength(seq) == 0) {
    if (inserted)
      shapes[0] = Shape(*inserted);
    return success();
  }
  shapes[0] = sharedShape(heldShapeOf(seq), inserted);
  return success();
}

/// A result holding what operand `from` holds.
template <typename OpT, FixedString From>
LogicalResult inferSameElements(OpT op, InferredShapes shapes) {
  if (auto shape = heldShapeOf(op.template operand<From>()))
    shapes[0] = Shape(*shape);
  return success();
}

LogicalResult inferScalar(Operation *, InferredShapes shapes) {
  shapes[0] = Shape();
  return success();
}

/// An optional of its input, or, empty, of the type it names.
LogicalResult inferOptional(OptionalOp op, InferredShapes shapes) {
  std::optional<llvm::ArrayRef<int64_t>> shape;
  if (Value input = op.operand<"input">())
    shape = heldShapeOf(input);
  else if (auto named = op.property<"type", TypeAttr>())
    shape = heldShapeOf(named.getValue());
  if (shape)
    shapes[0] = Shape(*shape);
  return success();
}

/// Each output sequence holds what the body yields for it.
LogicalResult inferSequenceMap(SequenceMapOp op, InferredShapes shapes) {
  Operation *yield = op.region<"body">().front().getTerminator();
  if (!yield || yield->getNumOperands() != shapes.size())
    return success();
  for (size_t i = 0; i < shapes.size(); ++i)
    if (auto shape = shapeOf(yield->getOperand(unsigned(i))))
      shapes[i] = Shape(*shape);
  return success();
}

LogicalResult inferSplitToSequence(SplitToSequenceOp op,
                                   InferredShapes shapes) {
  auto input = shapeOf(op.operand<"input">());
  if (!input)
    return success();
  std::optional<int64_t> axis =
      axisOf(op, intValue(op.propertyOrDefault<"axis", IntegerAttr>()),
             int64_t(input->size()));
  if (!axis)
    return failure();
  Shape element(*input);
  int64_t &size = element[size_t(*axis)];
  Value split = op.operand<"split">();
  if (!split) {
    // Pieces of one, the axis kept or dropped.
    if (intValue(op.propertyOrDefault<"keepdims", IntegerAttr>()))
      size = 1;
    else
      element.erase(element.begin() + *axis);
    shapes[0] = element;
    return success();
  }
  auto splitShape = shapeOf(split);
  std::optional<llvm::SmallVector<int64_t, 8>> sizes = smallIntConstant(split);
  if (splitShape && splitShape->empty() && sizes) {
    // Pieces of one size; the last may be shorter.
    int64_t chunk = (*sizes)[0];
    if (chunk <= 0)
      return op->emitOpError("split of ") << chunk << " is not positive";
    size = size != kDynamic && size % chunk == 0 ? chunk : kDynamic;
  } else if (sizes && !sizes->empty() && llvm::all_equal(*sizes)) {
    size = (*sizes)[0];
  } else {
    size = kDynamic;
  }
  shapes[0] = element;
  return success();
}

LogicalResult inferConcatFromSequence(ConcatFromSequenceOp op,
                                      InferredShapes shapes) {
  Value seq = op.operand<"input_sequence">();
  auto element = heldShapeOf(seq);
  if (!element)
    return success();
  bool newAxis = intValue(op.propertyOrDefault<"new_axis", IntegerAttr>());
  int64_t rank = int64_t(element->size()) + (newAxis ? 1 : 0);
  std::optional<int64_t> axis =
      axisOf(op, intValue(op.property<"axis", IntegerAttr>()), rank);
  if (!axis)
    return failure();
  std::optional<int64_t> length = knownSequenceLength(seq);
  Shape out(*element);
  if (newAxis) {
    out.insert(out.begin() + *axis, length.value_or(kDynamic));
  } else {
    int64_t &size = out[size_t(*axis)];
    size = length && size != kDynamic ? *length * size : kDynamic;
  }
  shapes[0] = out;
  return success();
}

} // namespace

std::optional<int64_t> ONNX::knownSequenceLength(Value seq) {
  return knownLength(seq, /*depth=*/16);
}

void ONNX::addSequenceShapeRules(ShapeRuleTable &table) {
  table.add<SequenceConstructOp, inferSequenceConstruct>();
  table.add<SequenceInsertOp, inferSequenceInsert>();
  table.add<SequenceEraseOp,
            inferSameElements<SequenceEraseOp, "input_sequence">>();
  table.add<SequenceAtOp, inferSameElements<SequenceAtOp, "input_sequence">>();
  table.add<OptionalGetElementOp,
            inferSameElements<OptionalGetElementOp, "input">>();
  table.add<OptionalOp, inferOptional>();
  table.add<SequenceMapOp, inferSequenceMap>();
  table.add<SequenceLengthOp, OptionalHasElementOp>(inferScalar);
  table.add<SplitToSequenceOp, inferSplitToSequence>();
  table.add<ConcatFromSequenceOp, inferConcatFromSequence>();
}
