//===- ShapeInference.cpp - Result types as precise as shapes say ---------===//
//
// shape-inference (onnx-mlir's pass of that name): in program order, each
// op that implements ShapeInferenceOpInterface has its result types made
// as precise as its operands now say: an unranked result gets a rank, a
// dynamic size a static one. It runs after canonicalization has folded
// what exporters compute at run time (Shape → Gather → Concat before a
// Reshape), so what ONNX's own inference at import could not know becomes
// known, and what follows learns it too. Uses outside the ops that infer
// keep the declared type through a tensor.cast.
//
// test-onnx-shape-inference checks the rules against the types ONNX's
// shape inference gave at import: it forgets every inferred type, infers
// them again from the graph's inputs and constants alone, compares (an
// error where they contradict, a remark where Terrace knows less), and
// puts the declared types back.
//
//===----------------------------------------------------------------------===//
#include "dialects/onnx/ONNXTypes.h"
#include "dialects/onnx/transforms/Passes.h"
#include "dialects/tensor/TensorOps.h"
#include "interfaces/ShapeInferenceInterface.h"
#include "ir/Builder.h"
#include "ir/Diagnostics.h"
#include "ir/Operation.h"
#include "ir/Region.h"
#include "pass/PassRegistry.h"

using namespace terrace;

namespace {

bool isTensor(Type type) {
  return llvm::isa<RankedTensorType, UnrankedTensorType>(type);
}

/// The declared tensor type with what `inferred` knows more (its rank, its
/// static sizes); null when they contradict. Element type and encoding
/// stay the declared ones. Sequences and optionals are refined by the
/// tensors they hold.
Type refineShape(Type declared, Type inferred) {
  if (auto seq = llvm::dyn_cast<ONNX::SeqType>(declared)) {
    auto known = llvm::dyn_cast_if_present<ONNX::SeqType>(inferred);
    if (!known)
      return declared;
    Type inner = refineShape(seq.getElementType(), known.getElementType());
    return inner ? ONNX::SeqType::get(inner) : Type();
  }
  if (auto opt = llvm::dyn_cast<ONNX::OptType>(declared)) {
    auto known = llvm::dyn_cast_if_present<ONNX::OptType>(inferred);
    if (!known)
      return declared;
    Type inner = refineShape(opt.getElementType(), known.getElementType());
    return inner ? ONNX::OptType::get(inner) : Type();
  }
  auto known = llvm::dyn_cast_if_present<RankedTensorType>(inferred);
  if (!known || !isTensor(declared))
    return declared;
  Type element = llvm::cast<ShapedType>(declared).getElementType();
  auto ranked = llvm::dyn_cast<RankedTensorType>(declared);
  if (!ranked)
    return RankedTensorType::get(known.getShape(), element, Attribute());
  if (ranked.getRank() != known.getRank())
    return Type();
  llvm::SmallVector<int64_t, 4> shape(ranked.getShape());
  for (auto [mine, theirs] : llvm::zip(shape, known.getShape())) {
    if (mine == kDynamic)
      mine = theirs;
    else if (theirs != kDynamic && theirs != mine)
      return Type();
  }
  return RankedTensorType::get(shape, element, ranked.getEncoding());
}

/// Whether values of `type` are tensors, or sequences or optionals of
/// them.
bool holdsTensors(Type type) {
  return isTensor(type) || llvm::isa<ONNX::SeqType, ONNX::OptType>(type);
}

/// `type` with the shapes of its tensors forgotten (their rank too).
Type forgetShapes(Type type) {
  if (auto seq = llvm::dyn_cast<ONNX::SeqType>(type))
    return ONNX::SeqType::get(forgetShapes(seq.getElementType()));
  if (auto opt = llvm::dyn_cast<ONNX::OptType>(type))
    return ONNX::OptType::get(forgetShapes(opt.getElementType()));
  if (isTensor(type))
    return UnrankedTensorType::get(
        llvm::cast<ShapedType>(type).getElementType());
  return type;
}

/// Whether a use by `user` may see a more precise type than declared: an
/// op that infers its own types, or a terminator handing values to one
/// (If's branches yield to the If).
bool takesRefinedTypes(Operation *user) {
  if (user->hasTrait(IsTerminator))
    user = user->getParentOp();
  return user && getInterface<ShapeInferenceOpInterface>(user);
}

/// Calls `fn` on every op under `op`'s regions, each op after the ops in
/// its own regions (so that If sees what its branches yield) and after
/// the ops before it in its block.
template <typename Fn> bool walkPostOrder(Operation *op, Fn &&fn) {
  for (Region &region : op->getRegions())
    for (Block &block : region)
      for (Operation &nested : llvm::make_early_inc_range(block)) {
        if (!walkPostOrder(&nested, fn))
          return false;
        if (!fn(&nested))
          return false;
      }
  return true;
}

class ShapeInferencePass : public PassBase<ShapeInferencePass> {
public:
  ShapeInferencePass() : PassBase("shape-inference", "ShapeInferencePass") {
    statistic("num-refined", "Number of results given a more precise type",
              numRefined);
  }

  void runOnOperation() override {
    OpBuilder builder(getOperation()->getContext());
    bool anyChange = false;
    bool ok = walkPostOrder(getOperation(), [&](Operation *op) {
      bool changed = false;
      if (failed(refineResultTypes(op, builder, changed)))
        return false;
      numRefined += changed;
      anyChange |= changed;
      return true;
    });
    if (!ok)
      return signalPassFailure();
    if (!anyChange)
      markAllAnalysesPreserved();
  }

private:
  uint64_t numRefined = 0;
};

class TestONNXShapeInferencePass : public PassBase<TestONNXShapeInferencePass> {
public:
  TestONNXShapeInferencePass()
      : PassBase("test-onnx-shape-inference", "TestONNXShapeInferencePass") {}

  void runOnOperation() override {
    // Forget: every inferring op's tensor results become unranked.
    llvm::SmallVector<std::pair<Value, Type>, 64> declared;
    llvm::SmallVector<Operation *, 64> ops;
    walkPostOrder(getOperation(), [&](Operation *op) {
      if (!getInterface<ShapeInferenceOpInterface>(op))
        return true;
      ops.push_back(op);
      for (Value result : op->getResults())
        if (holdsTensors(result.getType())) {
          declared.push_back({result, result.getType()});
          result.setType(forgetShapes(result.getType()));
        }
      return true;
    });
    // Infer again, in order.
    bool ok = true;
    for (Operation *op : ops) {
      llvm::SmallVector<Type, 2> inferred;
      if (failed(getInterface<ShapeInferenceOpInterface>(op)->inferResultTypes(
              op, inferred))) {
        ok = false;
        continue;
      }
      for (auto [result, type] : llvm::zip(op->getResults(), inferred))
        result.setType(refineShape(result.getType(), type));
    }
    // Compare, and put the declared types back.
    unsigned same = 0, morePrecise = 0, lessPrecise = 0;
    for (auto [result, type] : declared) {
      Type again = result.getType();
      result.setType(type);
      Operation *op = result.getDefiningOp();
      Type merged = again ? refineShape(type, again) : Type();
      if (!merged) {
        op->emitError("result #")
            << result.getIndex() << " inferred as " << again
            << ", which contradicts the declared " << type;
        ok = false;
      } else if (again == type) {
        ++same;
      } else if (merged == again) {
        // What was declared adds nothing to what was inferred.
        ++morePrecise;
      } else {
        ++lessPrecise;
        op->emitRemark("result #")
            << result.getIndex() << " inferred as " << again
            << ", less precise than the declared " << type;
      }
    }
    getOperation()->emitRemark("shape inference: ")
        << declared.size() << " results, " << same << " as declared, "
        << morePrecise << " more precise, " << lessPrecise << " less precise";
    if (!ok)
      signalPassFailure();
    markAllAnalysesPreserved();
  }
};

} // namespace

LogicalResult terrace::refineResultTypes(Operation *op, OpBuilder &builder,
                                         bool &changed) {
  changed = false;
  const auto *iface = getInterface<ShapeInferenceOpInterface>(op);
  if (!iface)
    return success();
  llvm::SmallVector<Type, 2> inferred;
  if (failed(iface->inferResultTypes(op, inferred)))
    return failure();
  for (auto [result, type] : llvm::zip(op->getResults(), inferred)) {
    Type declared = result.getType();
    Type refined = refineShape(declared, type);
    if (!refined)
      return op->emitOpError("result #")
             << result.getIndex() << " is " << declared
             << ", but its operands make it " << type;
    if (refined == declared)
      continue;
    llvm::SmallVector<OpOperand *, 4> keepDeclared;
    for (OpOperand *use = result.getFirstUse(); use; use = use->getNextUse())
      if (!takesRefinedTypes(use->getOwner()))
        keepDeclared.push_back(use);
    // No cast converts sequences and optionals: a use that needs the
    // declared type keeps the whole result so.
    if (!keepDeclared.empty() && !isTensor(declared))
      continue;
    changed = true;
    result.setType(refined);
    if (keepDeclared.empty())
      continue;
    builder.setInsertionPointAfter(op);
    Value cast =
        create<tensor::CastOp>(builder, op->getLoc(), with<"source">(result),
                               with<"dest">(declared))
            .result<"dest">();
    for (OpOperand *use : keepDeclared)
      use->set(cast);
  }
  return success();
}

void terrace::registerONNXPasses() {
#define PASS(argument, summary, factory)                                       \
  registerPass({argument, summary, factory});
#include "dialects/onnx/transforms/Passes.def"
}

std::unique_ptr<Pass> terrace::createShapeInferencePass() {
  return std::make_unique<ShapeInferencePass>();
}

std::unique_ptr<Pass> terrace::createTestONNXShapeInferencePass() {
  return std::make_unique<TestONNXShapeInferencePass>();
}
