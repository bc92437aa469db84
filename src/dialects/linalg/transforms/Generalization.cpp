//===- Generalization.cpp - Named ops become linalg.generic ---------------===//
//
// `linalg-generalize-named-ops`: every structured op but linalg.generic
// (the named ops, map, reduce, transpose, broadcast) becomes the
// linalg.generic it stands for, with its indexing maps, iterator types,
// operands and its body moved over (MLIR's generalizeNamedOp), under the
// greedy driver as in MLIR (which also folds).
//
//===----------------------------------------------------------------------===//
#include "dialects/linalg/LinalgOps.h"
#include "dialects/linalg/StructuredOps.h"
#include "dialects/linalg/transforms/Passes.h"
#include "ir/Context.h"
#include "ir/Operation.h"
#include "ir/Region.h"
#include "pass/PassRegistry.h"
#include "rewrite/GreedyPatternPass.h"

using namespace terrace;
using namespace terrace::linalg;

namespace {

llvm::LogicalResult generalize(Operation *op, PatternRewriter &rewriter) {
  if (!isStructuredOp(op) || llvm::isa<GenericOp>(op) ||
      op->getNumRegions() != 1)
    return llvm::failure();
  Context &ctx = op->getContext();
  OperationState state(op->getLoc(), GenericOp::getOperationName(ctx));
  state.operands.append(op->getOperands().begin(), op->getOperands().end());
  // Results only for tensor inits (pure tensor semantics).
  for (Value init : op->getOperands().drop_front(getNumInputs(op)))
    if (llvm::isa<RankedTensorType, UnrankedTensorType>(init.getType()))
      state.types.push_back(init.getType());
  llvm::SmallVector<Attribute, 4> maps, iterators;
  for (AffineMapAttr map : getIndexingMaps(op))
    maps.push_back(map);
  for (uint64_t type : getIteratorTypes(op))
    iterators.push_back(EnumAttr::get(ctx, kIteratorType, type));
  state.addAttribute(StringAttr::get(ctx, "indexing_maps"),
                     ArrayAttr::get(ctx, maps));
  state.addAttribute(StringAttr::get(ctx, "iterator_types"),
                     ArrayAttr::get(ctx, iterators));
  int32_t sizes[] = {int32_t(getNumInputs(op)), int32_t(getNumInits(op))};
  state.addAttribute(StringAttr::get(ctx, "operandSegmentSizes"),
                     DenseArrayAttr::get(ctx, llvm::ArrayRef(sizes)));
  state.addRegion();
  rewriter.setInsertionPoint(op);
  Operation *generic = rewriter.create(state);
  Region &body = generic->getRegion(0);
  rewriter.inlineRegionBefore(op->getRegion(0), body, body.end());
  rewriter.replaceOp(op, generic->getResults());
  return llvm::success();
}

class LinalgGeneralizeNamedOps
    : public GreedyPatternPass<LinalgGeneralizeNamedOps> {
public:
  LinalgGeneralizeNamedOps()
      : GreedyPatternPass("linalg-generalize-named-ops",
                          "LinalgGeneralizeNamedOpsPass") {}

private:
  void populatePatterns(RewritePatternSet &patterns) const override {
    patterns.add("", "LinalgGeneralizationPattern", generalize);
  }
};

} // namespace

std::unique_ptr<Pass> terrace::createLinalgGeneralizeNamedOpsPass() {
  return std::make_unique<LinalgGeneralizeNamedOps>();
}

void terrace::registerLinalgPasses() {
#define PASS(argument, summary, factory)                                       \
  registerPass({argument, summary, factory});
#include "dialects/linalg/transforms/Passes.def"
}
