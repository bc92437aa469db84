//===- ElementwiseToLinalg.cpp - Elementwise ops on tensors as generics ---===//
//
// convert-elementwise-to-linalg, as MLIR 22's: an elementwise-mappable op
// (arith, math) on ranked tensors, scalar operands allowed, becomes a
// linalg.generic of identity maps (a scalar read through the map to no
// dimension) whose body is the op on elements. Each result's init is the
// first operand of its type, or a tensor.empty shaped as the first
// operand. A dialect conversion, which folds what it can first.
//
//===----------------------------------------------------------------------===//
#include "dialects/linalg/LinalgOps.h"
#include "dialects/linalg/StructuredOps.h"
#include "dialects/linalg/transforms/GenericBuilding.h"
#include "dialects/linalg/transforms/Passes.h"
#include "dialects/tensor/TensorOps.h"
#include "ir/AffineExpr.h"
#include "ir/Attributes.h"
#include "ir/Block.h"
#include "ir/Context.h"
#include "ir/Region.h"
#include "pass/Pass.h"
#include "rewrite/DialectConversion.h"

#include "llvm/ADT/Twine.h"

using namespace terrace;
using namespace terrace::linalg;
using llvm::failure;
using llvm::LogicalResult;
using llvm::success;

namespace {

bool isScalarLike(Type t) {
  return llvm::isa<IntegerType, FloatType, IndexType, ComplexType>(t);
}

bool isElementwiseOnRankedTensors(Operation *op) {
  if (!op->hasTrait(OpTrait::Elementwise) || op->getNumResults() == 0)
    return false;
  bool anyTensor = false;
  for (Value operand : op->getOperands()) {
    Type t = operand.getType();
    if (llvm::isa<RankedTensorType>(t))
      anyTensor = true;
    else if (!isScalarLike(t))
      return false;
  }
  return anyTensor;
}

class ElementwiseToGeneric : public RewritePattern {
public:
  explicit ElementwiseToGeneric()
      : RewritePattern([](OperationName) { return true; }, 1,
                       "ConvertAnyElementwiseMappableOpOnRankedTensors") {}

  LogicalResult matchAndRewrite(Operation *op,
                                PatternRewriter &rewriter) const override {
    if (!isElementwiseOnRankedTensors(op))
      return rewriter.notifyMatchFailure(
          op, "requires elementwise op on ranked tensors");
    Context &ctx = rewriter.getContext();
    Location loc = op->getLoc();
    auto resultType = llvm::cast<RankedTensorType>(op->getResult(0).getType());
    unsigned rank = unsigned(resultType.getRank());
    llvm::SmallVector<AffineExpr, 4> dims;
    for (unsigned d = 0; d < rank; ++d)
      dims.push_back(AffineExpr::getDim(ctx, d));
    AffineMapAttr identity = AffineMapAttr::get(ctx, rank, 0, dims);
    AffineMapAttr scalarMap = AffineMapAttr::get(ctx, rank, 0, {});
    llvm::SmallVector<AffineMapAttr, 6> maps;
    for (Value operand : op->getOperands())
      maps.push_back(isScalarLike(operand.getType()) ? scalarMap : identity);
    maps.append(op->getNumResults(), identity);
    llvm::SmallVector<Attribute, 4> iterators(
        rank,
        EnumAttr::get(ctx, kIteratorType, uint64_t(IteratorType::Parallel)));

    // Each result's init: an operand of its type, or a new empty tensor.
    rewriter.setInsertionPoint(op);
    llvm::SmallVector<Value, 2> inits;
    for (Value result : op->getResults()) {
      Value same;
      for (Value operand : op->getOperands())
        if (operand.getType() == result.getType()) {
          same = operand;
          break;
        }
      if (same) {
        inits.push_back(same);
        continue;
      }
      llvm::SmallVector<int64_t, 4> shape;
      llvm::SmallVector<Value, 4> sizes;
      mixedSizes(rewriter, loc, op->getOperand(0), shape, sizes);
      auto type = RankedTensorType::get(
          shape,
          llvm::cast<RankedTensorType>(result.getType()).getElementType(),
          Attribute());
      inits.push_back(
          create<tensor::EmptyOp>(rewriter, loc,
                                  with<"dynamicSizes">(ValueRange(sizes)),
                                  with<"result">(Type(type)))
              .result<"result">());
    }
    llvm::SmallVector<Value, 4> inputs(op->getOperands());
    Operation *generic = createGeneric(rewriter, loc, inputs, inits, maps,
                                       ArrayAttr::get(ctx, iterators));
    Block &body = generic->getRegion(0).front();
    for (Value operand : op->getOperands()) {
      Type t = operand.getType();
      body.addArgument(
          isScalarLike(t) ? t : llvm::cast<ShapedType>(t).getElementType(),
          loc);
    }
    for (Value init : inits)
      body.addArgument(llvm::cast<ShapedType>(init.getType()).getElementType(),
                       loc);
    // The op on elements.
    OperationState state = OperationState::withoutResults(op);
    state.operands.assign(body.getArguments().begin(),
                          body.getArguments().begin() + op->getNumOperands());
    for (Value result : op->getResults())
      state.types.push_back(
          llvm::cast<ShapedType>(result.getType()).getElementType());
    rewriter.setInsertionPointToEnd(&body);
    Operation *scalar = rewriter.create(state);
    create<YieldOp>(rewriter, loc,
                    with<"values">(ValueRange(scalar->getResults())));
    rewriter.replaceOp(op, generic->getResults());
    return success();
  }
};

class ConvertElementwiseToLinalgPass
    : public PassBase<ConvertElementwiseToLinalgPass> {
public:
  ConvertElementwiseToLinalgPass()
      : PassBase("convert-elementwise-to-linalg",
                 "ConvertElementwiseToLinalgPass") {}

  void runOnOperation() override {
    Context &ctx = getOperation()->getContext();
    RewritePatternSet set(ctx);
    set.add(std::make_unique<ElementwiseToGeneric>());
    FrozenPatternSet patterns(std::move(set));
    ConversionTarget target(ctx);
    target.markUnknownOpDynamicallyLegal(
        [](Operation *op) { return !isElementwiseOnRankedTensors(op); });
    if (failed(applyPartialConversion(getOperation(), target, patterns)))
      signalPassFailure();
  }
};

} // namespace

std::unique_ptr<Pass> terrace::createConvertElementwiseToLinalgPass() {
  return std::make_unique<ConvertElementwiseToLinalgPass>();
}
