//===- ONNXToLinalg.cpp - The convert-onnx-to-linalg pass -----------------===//
//
// Lowers every onnx op to tensor, linalg, arith and math ops on the same
// tensor types, in program order, so each lowering sees its operands
// lowered already. An op whose fold gives constants or existing values
// (onnx.Constant, Identity, Shape of a static shape, ...) is replaced by
// them, constants as arith.constant; every other op by its lowering from
// the table the *Lowering.cpp files fill. The types do not change, so no
// type conversion (and none of the dialect conversion driver's casts) is
// needed: a plain walk suffices, and an op without a lowering, or whose
// operands or attributes its lowering does not handle, is one error
// naming the op and the reason. Nothing falls back silently; by design,
// ops on sequences, optionals and strings (values with no tensor form)
// stay onnx ops at this level, unless `runtime-calls` asks for them as
// calls of the runtime native code links (RuntimeCalls.h).
//
//===----------------------------------------------------------------------===//
#include "conversions/ONNXToLinalg/LoweringSupport.h"
#include "conversions/Passes.h"
#include "dialects/arith/ArithOps.h"
#include "dialects/onnx/ONNXOps.h"
#include "dialects/onnx/ONNXTypes.h"
#include "dialects/onnx/transforms/Passes.h"
#include "dialects/tensor/TensorOps.h"
#include "ir/Context.h"
#include "ir/Operation.h"
#include "pass/Pass.h"
#include "rewrite/Folding.h"

#include "llvm/ADT/DenseSet.h"

using namespace terrace;
using namespace terrace::onnx_to_linalg;
using llvm::failure;
using llvm::LogicalResult;
using llvm::success;

namespace {

/// `elements` (unsigned integers) as the signless integers of the same
/// bits, `type`; null for a kind of elements it does not retype.
Attribute asSignless(Attribute elements, ShapedType type) {
  if (auto dense = llvm::dyn_cast<DenseIntOrFPElementsAttr>(elements))
    return DenseIntOrFPElementsAttr::getRaw(type, dense.isSplat(),
                                            dense.getRawData());
  if (auto resource = llvm::dyn_cast<DenseResourceElementsAttr>(elements))
    return DenseResourceElementsAttr::get(type, resource.getEntry());
  return Attribute();
}

/// An arith.constant of `elements`, of `type`; unsigned integers as a
/// signless constant bitcast to `type`. Null where arith cannot hold
/// them.
Value constantOf(PatternRewriter &rewriter, Location loc, Attribute elements,
                 Type type) {
  auto shaped = llvm::dyn_cast<ShapedType>(type);
  if (!shaped)
    return Value();
  Type element = shaped.getElementType();
  auto integer = llvm::dyn_cast<IntegerType>(element);
  Type constantType = type;
  if (integer && integer.isUnsigned() && llvm::isa<RankedTensorType>(type)) {
    constantType = RankedTensorType::get(
        shaped.getShape(),
        IntegerType::get(rewriter.getContext(), integer.getWidth()),
        llvm::cast<RankedTensorType>(type).getEncoding());
    elements = asSignless(elements, llvm::cast<ShapedType>(constantType));
    if (!elements)
      return Value();
  } else if (!isLowerableElementType(element)) {
    return Value();
  }
  Value constant =
      create<arith::ConstantOp>(rewriter, loc, with<"value">(elements),
                                with<"result">(constantType))
          ->getResult(0);
  if (constantType == type)
    return constant;
  return create<tensor::BitcastOp>(rewriter, loc, with<"source">(constant),
                                   with<"dest">(type))
      .result<"dest">();
}

/// Replaces `op` by what its fold gives, when it folds to constants or
/// existing values; none when it does not fold.
std::optional<LogicalResult> replaceByFold(Operation *op,
                                           PatternRewriter &rewriter) {
  llvm::SmallVector<OpFoldResult, 2> folded;
  if (failed(foldOperation(op, folded)) || folded.empty())
    return std::nullopt;
  rewriter.setInsertionPoint(op);
  llvm::SmallVector<Value, 2> replacements;
  for (unsigned i = 0; i < op->getNumResults(); ++i) {
    if (folded[i].value) {
      replacements.push_back(folded[i].value);
      continue;
    }
    Value constant = constantOf(rewriter, op->getLoc(), folded[i].attr,
                                op->getResult(i).getType());
    if (!constant)
      return cannotLower(op, "its constant is not of numbers arith holds");
    replacements.push_back(constant);
  }
  return replaceWithCasts(rewriter, op, replacements);
}

/// Whether `type` has a form in tensor algebra: sequences, optionals and
/// strings do not (yet).
bool hasTensorForm(Type type) {
  if (llvm::isa<ONNX::SeqType, ONNX::OptType, ONNX::StringType>(type))
    return false;
  if (auto shaped = llvm::dyn_cast<ShapedType>(type))
    return !llvm::isa<ONNX::StringType>(shaped.getElementType());
  return true;
}

/// Ops on sequences, optionals and strings stay onnx ops at the linalg
/// level: the interpreter runs them among the lowered ones, and compiling
/// stops at them with the types' names. Every other op is lowered or is
/// an error.
bool staysONNX(Operation *op) {
  for (Value v : llvm::concat<Value>(op->getOperands(), op->getResults()))
    if (!hasTensorForm(v.getType()))
      return true;
  return false;
}

class ConvertONNXToLinalgPass : public PassBase<ConvertONNXToLinalgPass> {
public:
  ConvertONNXToLinalgPass()
      : PassBase("convert-onnx-to-linalg", "ConvertONNXToLinalgPass") {
    option("runtime-calls",
           "Lower ops on sequences, optionals and strings to calls of "
           "Terrace's runtime, for native code (else they stay onnx ops, "
           "which the interpreter runs)",
           runtimeCalls);
  }

  void runOnOperation() override {
    Context &ctx = getOperation()->getContext();
    LoweringTable table;
    addElementwiseLowerings(table);
    addContractionLowerings(table);
    addConvolutionLowerings(table);
    addNormalizationLowerings(table);
    addReductionLowerings(table);
    addShapeLowerings(table);
    addSliceLowerings(table);
    addIndexingLowerings(table);
    addLossLowerings(table);
    addResizeLowerings(table);
    addControlFlowLowerings(table);
    addRecurrentLowerings(table);
    addQuantizationLowerings(table);
    addSelectionLowerings(table);
    addGridSampleLowerings(table);
    addTextLowerings(table);
    addDeterminantLowerings(table);
    addSignalLowerings(table);
    addDetectionLowerings(table);

    if (runtimeCalls) {
      PatternRewriter rewriter(ctx);
      if (failed(lowerToRuntimeCalls(getOperation(), rewriter)))
        return signalPassFailure();
    }

    Dialect *onnx =
        ctx.getOperationNameOfType(opTypeID<ONNX::ConstantOp>).getDialect();
    llvm::SmallVector<Operation *, 64> ops;
    getOperation()->walk([&](Operation *op) {
      if (op->getName().getDialect() == onnx)
        ops.push_back(op);
    });
    // Lowering If and Loop erases the onnx.Yield ops inside (they are
    // their parents' to lower); those are skipped.
    struct ErasedOps : RewriteListener {
      llvm::DenseSet<Operation *> erased;
      void notifyOperationErased(Operation *op) override { erased.insert(op); }
    } listener;
    PatternRewriter rewriter(ctx, &listener);
    for (Operation *op : ops) {
      if (listener.erased.contains(op) || llvm::isa<ONNX::YieldOp>(op) ||
          staysONNX(op))
        continue;
      if (std::optional<LogicalResult> folded = replaceByFold(op, rewriter)) {
        if (failed(*folded))
          return signalPassFailure();
        continue;
      }
      LoweringFn lowering = table.lookup(op);
      if (!lowering) {
        (void)cannotLower(op, "no lowering exists for it yet");
        return signalPassFailure();
      }
      // Retyped first, as precise as the lowered operands say (the
      // shape-inference pass's rules): the bitcasts makeSignless leaves
      // must stay the results' users that say they are unsigned.
      bool refined = false;
      if (failed(refineResultTypes(op, rewriter, refined)))
        return signalPassFailure();
      makeSignless(op, rewriter);
      rewriter.setInsertionPoint(op);
      if (failed(lowering(op, rewriter)))
        return signalPassFailure();
    }
  }

private:
  bool runtimeCalls = false;
};

} // namespace

std::unique_ptr<Pass> terrace::createConvertONNXToLinalgPass() {
  return std::make_unique<ConvertONNXToLinalgPass>();
}
