//===- InnermostContiguous.cpp - Loop order for LLVM's vectorizer ---------===//
//
// linalg-innermost-contiguous (Terrace's own; MLIR reorders loops through
// the transform dialect's interchange): a linalg.generic whose loops end
// in reductions after the loop that walks its output's last dimension
// (matmul's i, j, k; a convolution's ..., ow, c, kh, kw) gets that loop
// moved innermost (i, k, j), when every operand it indexes reads along it
// in its last dimension only, by a constant step (a strided convolution's
// input by its stride). The innermost loop then stores a unit-stride row
// of the output and loads rows of the inputs, which LLVM vectorizes,
// where before it was a reduction into one element, which LLVM may not
// reorder. Each output element still accumulates over the
// reduction loops in the same order: results do not change by a bit.
//
//===----------------------------------------------------------------------===//
#include "dialects/linalg/LinalgOps.h"
#include "dialects/linalg/StructuredOps.h"
#include "dialects/linalg/transforms/Passes.h"
#include "dialects/linalg/transforms/StructuredLoops.h"
#include "ir/AffineExpr.h"
#include "ir/Context.h"
#include "ir/Operation.h"
#include "ir/Region.h"

using namespace terrace;
using namespace terrace::linalg;

namespace {

/// The loop to move innermost: the parallel loop the first init's last
/// dimension walks, with a reduction loop after it, along which every
/// operand is read in its last dimension only, by a constant step. None
/// otherwise.
std::optional<unsigned> loopToMoveInnermost(Operation *op) {
  llvm::SmallVector<AffineMapAttr, 4> maps = getIndexingMaps(op);
  llvm::SmallVector<uint64_t, 4> iterators = getIteratorTypes(op);
  unsigned numInputs = getNumInputs(op);
  if (maps.size() <= numInputs || maps[numInputs].getNumResults() == 0)
    return std::nullopt;
  AffineMapAttr output = maps[numInputs];
  AffineExpr last = output.getResult(output.getNumResults() - 1);
  if (last.getKind() != AffineExprKind::DimId)
    return std::nullopt;
  auto p = unsigned(last.getValue());
  if (iterators[p] != uint64_t(IteratorType::Parallel) ||
      !llvm::is_contained(llvm::ArrayRef(iterators).drop_front(p + 1),
                          uint64_t(IteratorType::Reduction)))
    return std::nullopt;
  if (!readsAlongLastDimension(maps, p))
    return std::nullopt;
  return p;
}

/// Moves loop `p` of the generic `op` innermost: its maps, iterator types
/// and the body's linalg.index ops renumbered.
void moveInnermost(GenericOp generic, unsigned p) {
  Operation *op = generic;
  Context &ctx = op->getContext();
  llvm::SmallVector<uint64_t, 4> iterators = getIteratorTypes(op);
  auto n = unsigned(iterators.size());
  // The new position of each old loop.
  llvm::SmallVector<unsigned, 8> newPosition(n);
  for (unsigned old = 0; old < n; ++old)
    newPosition[old] = old < p ? old : old == p ? n - 1 : old - 1;
  llvm::SmallVector<AffineExpr, 8> dims;
  for (unsigned old = 0; old < n; ++old)
    dims.push_back(AffineExpr::getDim(ctx, newPosition[old]));
  llvm::SmallVector<Attribute, 4> maps;
  for (AffineMapAttr map : getIndexingMaps(op))
    maps.push_back(map.replaceDimsAndSymbols(dims, {}, n, map.getNumSymbols()));
  llvm::SmallVector<Attribute, 8> types(n);
  for (unsigned old = 0; old < n; ++old)
    types[newPosition[old]] = EnumAttr::get(ctx, kIteratorType, iterators[old]);
  generic.setProperty<"indexing_maps">(ArrayAttr::get(ctx, maps));
  generic.setProperty<"iterator_types">(ArrayAttr::get(ctx, types));
  Type i64 = IntegerType::get(ctx, 64);
  op->walk([&](Operation *inner) {
    auto index = llvm::dyn_cast<IndexOp>(inner);
    if (!index)
      return;
    // Only the indices of this generic's loops, not of one nested in it.
    Operation *owner = inner->getParentOp();
    while (owner && !llvm::isa<GenericOp>(owner))
      owner = owner->getParentOp();
    if (owner != op)
      return;
    auto old = size_t(index.property<"dim", IntegerAttr>().getInt());
    index.setProperty<"dim">(IntegerAttr::get(i64, newPosition[old]));
  });
}

class LinalgInnermostContiguous : public PassBase<LinalgInnermostContiguous> {
public:
  LinalgInnermostContiguous()
      : PassBase("linalg-innermost-contiguous",
                 "LinalgInnermostContiguousPass") {
    statistic("num-interchanged", "Number of linalg.generic ops reordered",
              numInterchanged);
  }

  void runOnOperation() override {
    bool changed = false;
    getOperation()->walk([&](Operation *op) {
      auto generic = llvm::dyn_cast<GenericOp>(op);
      if (!generic)
        return;
      if (std::optional<unsigned> p = loopToMoveInnermost(op)) {
        moveInnermost(generic, *p);
        ++numInterchanged;
        changed = true;
      }
    });
    if (!changed)
      markAllAnalysesPreserved();
  }

private:
  uint64_t numInterchanged = 0;
};

} // namespace

std::unique_ptr<Pass> terrace::createLinalgInnermostContiguousPass() {
  return std::make_unique<LinalgInnermostContiguous>();
}
