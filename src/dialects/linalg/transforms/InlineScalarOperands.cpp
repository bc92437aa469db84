//===- InlineScalarOperands.cpp - Constant-indexed inputs into the body ---===//
//
// `linalg-inline-scalar-operands`: an input of a linalg.generic on tensors
// read through a constant map (`(d0) -> (0)`, `(d0) -> ()`) is the same
// element at every point of the loops, so the body reads it itself: a
// tensor.extract at those indices (or the scalar operand as it is), and the
// input leaves the op (MLIR's InlineScalarOperands, under the greedy driver,
// which also folds).
//
//===----------------------------------------------------------------------===//
#include "dialects/arith/ArithOps.h"
#include "dialects/linalg/LinalgOps.h"
#include "dialects/linalg/StructuredOps.h"
#include "dialects/linalg/transforms/GenericBuilding.h"
#include "dialects/linalg/transforms/Passes.h"
#include "dialects/tensor/TensorOps.h"
#include "ir/Block.h"
#include "ir/Context.h"
#include "ir/Operation.h"
#include "ir/Region.h"
#include "pass/PassRegistry.h"
#include "rewrite/GreedyPatternPass.h"

using namespace terrace;
using namespace terrace::linalg;

namespace {

bool isConstantMap(AffineMapAttr map) {
  for (unsigned i = 0; i < map.getNumResults(); ++i)
    if (!map.getResult(i).isConstant())
      return false;
  return true;
}

llvm::LogicalResult inlineScalarOperands(GenericOp op,
                                         PatternRewriter &rewriter) {
  for (Value operand : op->getOperands())
    if (llvm::isa<MemRefType, UnrankedMemRefType>(operand.getType()))
      return llvm::failure();
  unsigned numInputs = getNumInputs(op);
  llvm::SmallVector<AffineMapAttr, 4> maps = getIndexingMaps(op);
  llvm::SmallVector<unsigned, 2> scalars;
  llvm::SmallVector<Value, 4> inputs;
  llvm::SmallVector<Attribute, 4> newMaps;
  for (unsigned i = 0; i < numInputs; ++i) {
    if (isConstantMap(maps[i])) {
      scalars.push_back(i);
      continue;
    }
    inputs.push_back(op->getOperand(i));
    newMaps.push_back(maps[i]);
  }
  if (scalars.empty())
    return llvm::failure();
  for (unsigned i = numInputs; i < op->getNumOperands(); ++i)
    newMaps.push_back(maps[i]);

  // The new op, its body a clone of the old one (as MLIR's
  // cloneRegionBefore: every op is new to the driver).
  Context &ctx = rewriter.getContext();
  Location loc = op->getLoc();
  rewriter.setInsertionPoint(op);
  llvm::SmallVector<Value, 4> inits(op->getOperands().drop_front(numInputs));
  Operation *generic = createGeneric(rewriter, loc, inputs, inits, newMaps,
                                     op->getInherentAttr("iterator_types"));
  Block &oldBody = op->getRegion(0).front();
  Block *body = &generic->getRegion(0).front();
  llvm::DenseMap<Value, Value> mapper;
  for (unsigned i = 0; i < oldBody.getNumArguments(); ++i) {
    Value arg = oldBody.getArgument(i);
    mapper[arg] = body->addArgument(arg.getType(), arg.getLoc());
  }
  cloneOpsInto(rewriter, oldBody, *body, mapper);

  // Each scalar read in the body, last first (the block arguments keep
  // their numbers until erased).
  rewriter.setInsertionPointToStart(body);
  for (unsigned index : llvm::reverse(scalars)) {
    Value scalar = op->getOperand(index);
    if (llvm::isa<RankedTensorType>(scalar.getType())) {
      llvm::SmallVector<Value, 4> indices;
      AffineMapAttr map = maps[index];
      for (unsigned r = 0; r < map.getNumResults(); ++r)
        indices.push_back(
            create<arith::ConstantOp>(
                rewriter, loc,
                with<"value">(IntegerAttr::get(IndexType::get(ctx),
                                               map.getResult(r).getValue())),
                with<"result">(Type(IndexType::get(ctx))))
                .result<"result">());
      scalar =
          create<tensor::ExtractOp>(
              rewriter, loc, with<"tensor">(scalar), with<"indices">(indices),
              with<"result">(llvm::cast<RankedTensorType>(scalar.getType())
                                 .getElementType()))
              .result<"result">();
    }
    body->getArgument(index).replaceAllUsesWith(scalar);
    body->eraseArgument(index);
  }
  rewriter.replaceOp(op, generic->getResults());
  return llvm::success();
}

class LinalgInlineScalarOperands
    : public GreedyPatternPass<LinalgInlineScalarOperands> {
public:
  LinalgInlineScalarOperands()
      : GreedyPatternPass("linalg-inline-scalar-operands",
                          "LinalgInlineScalarOperandsPass") {}

private:
  void populatePatterns(RewritePatternSet &patterns) const override {
    patterns.add<GenericOp>("InlineScalarOperands", inlineScalarOperands);
  }
};

} // namespace

std::unique_ptr<Pass> terrace::createLinalgInlineScalarOperandsPass() {
  return std::make_unique<LinalgInlineScalarOperands>();
}
