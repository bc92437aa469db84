//===- BufferDeallocationSimplification.cpp - Cheaper deallocs ------------===//
//
// MLIR 22's buffer-deallocation-simplification: with an analysis of where
// buffers come from (which allocation, function argument or call result
// each memref is a view of), a bufferization.dealloc forgets retained
// memrefs that cannot alias what it frees, splits off memrefs that alias
// no other, and answers for memrefs that are certainly freed or certainly
// retained; then the dealloc canonicalizations, under the greedy driver.
//
//===----------------------------------------------------------------------===//
#include "dialects/arith/ArithOps.h"
#include "dialects/bufferization/BufferizationInternal.h"
#include "dialects/bufferization/BufferizationOps.h"
#include "dialects/bufferization/transforms/Passes.h"
#include "dialects/func/FuncOps.h"
#include "dialects/memref/MemRefOps.h"
#include "interfaces/CallInterfaces.h"
#include "interfaces/ControlFlowInterfaces.h"
#include "interfaces/SideEffectInterfaces.h"
#include "ir/Attributes.h"
#include "ir/Block.h"
#include "ir/Context.h"
#include "ir/Region.h"
#include "pass/Pass.h"
#include "rewrite/GreedyPatternRewriteDriver.h"

#include "llvm/ADT/BitVector.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/SetVector.h"

using namespace terrace;
using namespace terrace::bufferization;
using llvm::failure;
using llvm::LogicalResult;
using llvm::success;

namespace {

/// The memref a view op views, where `op` is one (MLIR's
/// ViewLikeOpInterface on memref ops: the source is operand 0, the view
/// result 0).
bool isViewLike(Operation *op) {
  return llvm::isa<memref::CastOp, memref::SubViewOp, memref::ExpandShapeOp,
                   memref::CollapseShapeOp, memref::ReinterpretCastOp,
                   memref::TransposeOp, memref::ViewOp, memref::ReshapeOp,
                   memref::ExtractStridedMetadataOp, memref::MemorySpaceCastOp,
                   memref::AssumeAlignmentOp>(op);
}

Value viewBase(Value v) {
  while (Operation *def = v.getDefiningOp()) {
    if (!isViewLike(def) || v != def->getResult(0))
      break;
    v = def->getOperand(0);
  }
  return v;
}

bool isFunctionArgument(Value value) {
  if (!value.isBlockArgument())
    return false;
  Block *block = value.getParentBlock();
  Operation *parent = block->getParentOp();
  return parent && llvm::isa<func::FuncOp>(parent) &&
         block == &parent->getRegion(0).front();
}

/// MLIR's BufferOriginAnalysis over BufferViewFlowAnalysis: which values
/// flow into which, and which are origins (terminals).
class BufferOrigins {
public:
  explicit BufferOrigins(Operation *root) {
    root->walk([&](Operation *op) { build(op); });
  }

  /// Whether `a` and `b` are views of the same allocation: yes, no, or
  /// cannot tell.
  std::optional<bool> isSameAllocation(Value a, Value b) const {
    a = viewBase(a);
    b = viewBase(b);
    if (a == b)
      return true;
    llvm::SmallVector<Value, 4> ta = origins(a), tb = origins(b);
    auto allAllocs = [](llvm::ArrayRef<Value> t) {
      return llvm::all_of(t, [](Value v) { return isAllocation(v); });
    };
    auto allAllocsOrArgs = [](llvm::ArrayRef<Value> t) {
      return llvm::all_of(
          t, [](Value v) { return isFunctionArgument(v) || isAllocation(v); });
    };
    if (ta.size() == 1 && tb.size() == 1 && ta.front() == tb.front())
      return true;
    for (Value v : ta)
      if (llvm::is_contained(tb, v))
        return std::nullopt;
    bool allocsA = allAllocs(ta), allocsB = allAllocs(tb);
    if ((allocsA && (allocsB || allAllocsOrArgs(tb))) ||
        ((allocsA || allAllocsOrArgs(ta)) && allocsB))
      return false;
    return std::nullopt;
  }

private:
  void flow(Value from, Value to) { sources[to].insert(from); }

  void build(Operation *op) {
    if (llvm::isa<arith::SelectOp>(op)) {
      flow(op->getOperand(1), op->getResult(0));
      flow(op->getOperand(2), op->getResult(0));
      return;
    }
    if (llvm::isa<memref::ReallocOp>(op)) {
      flow(op->getOperand(0), op->getResult(0));
      terminals.insert(op->getResult(0));
      return;
    }
    if (isViewLike(op)) {
      flow(op->getOperand(0), op->getResult(0));
      return;
    }
    // What a branch passes flows into its successor's block arguments.
    if (const auto *branch = getInterface<BranchOpInterface>(op)) {
      for (unsigned i = 0; i < op->getNumSuccessors(); ++i) {
        auto [start, count] = branch->successorOperands(op, i);
        Block *successor = op->getSuccessor(i);
        for (unsigned j = 0; j < count && j < successor->getNumArguments(); ++j)
          flow(op->getOperand(start + j), successor->getArgument(j));
      }
      return;
    }
    if (const auto *branch = getInterface<RegionBranchOpInterface>(op)) {
      buildRegionBranch(op, branch);
      return;
    }
    if (getInterface<RegionBranchTerminatorInterface>(op))
      return;
    if (getInterface<CallOpInterface>(op)) {
      for (Value result : op->getResults()) {
        if (isMemRefLike(result.getType()))
          terminals.insert(result);
        for (Value operand : op->getOperands())
          flow(operand, result);
      }
      return;
    }
    for (Value result : op->getResults())
      if (isMemRefLike(result.getType()))
        terminals.insert(result);
    for (Region &region : op->getRegions())
      if (!region.empty())
        for (Value arg : region.front().getArguments())
          if (isMemRefLike(arg.getType()))
            terminals.insert(arg);
  }

  /// The values each edge of a region-branch op passes on flow into what
  /// receives them.
  void buildRegionBranch(Operation *op, const RegionBranchOpInterface *branch) {
    auto inputs = [&](int successor) -> llvm::SmallVector<Value, 4> {
      IndexRange range = branch->successorInputs(op, successor);
      llvm::SmallVector<Value, 4> values;
      for (unsigned i = range.first; i < range.first + range.second; ++i)
        values.push_back(
            successor == kParentRegion
                ? op->getResult(i)
                : op->getRegion(unsigned(successor)).front().getArgument(i));
      return values;
    };
    llvm::SmallVector<Attribute, 4> noConstants(op->getNumOperands());
    llvm::SmallVector<int, 4> entries;
    branch->entrySuccessors(op, noConstants, entries);
    for (int successor : entries) {
      IndexRange range = branch->entryOperands(op, successor);
      llvm::SmallVector<Value, 4> to = inputs(successor);
      for (unsigned i = 0; i < range.second && i < to.size(); ++i)
        flow(op->getOperand(range.first + i), to[i]);
    }
    for (unsigned r = 0; r < op->getNumRegions(); ++r) {
      Region &region = op->getRegion(r);
      if (region.empty())
        continue;
      Operation *terminator = &region.front().back();
      const auto *term =
          getInterface<RegionBranchTerminatorInterface>(terminator);
      if (!term)
        continue;
      llvm::SmallVector<int, 4> successors;
      branch->regionSuccessors(op, r, successors);
      for (int successor : successors) {
        IndexRange range = term->successorOperands(terminator, successor);
        llvm::SmallVector<Value, 4> to = inputs(successor);
        for (unsigned i = 0; i < range.second && i < to.size(); ++i)
          flow(terminator->getOperand(range.first + i), to[i]);
      }
    }
  }

  /// The terminal memrefs that flow into `v` (itself included).
  llvm::SmallVector<Value, 4> origins(Value v) const {
    llvm::SmallVector<Value, 8> worklist = {v};
    llvm::DenseSet<Value> seen = {v};
    llvm::SmallVector<Value, 4> result;
    while (!worklist.empty()) {
      Value x = worklist.pop_back_val();
      if (isMemRefLike(x.getType()) && terminals.contains(x))
        result.push_back(x);
      auto it = sources.find(x);
      if (it == sources.end())
        continue;
      for (Value s : it->second)
        if (seen.insert(s).second)
          worklist.push_back(s);
    }
    return result;
  }

  llvm::DenseMap<Value, llvm::SetVector<Value>> sources;
  llvm::DenseSet<Value> terminals;
};

/// Whether `memref` may alias any of `others` (MLIR's
/// potentiallyAliasesMemref).
bool potentiallyAliases(const BufferOrigins &origins,
                        llvm::ArrayRef<Value> others, Value memref) {
  auto distinctAllocAndArgument = [](Value a, Value b) {
    a = viewBase(a);
    b = viewBase(b);
    auto distinct = [](Value x, Value y) {
      Operation *def = x.getDefiningOp();
      if (!def || !isAllocation(x) || !y.isBlockArgument())
        return false;
      Block *block = y.getParentBlock();
      for (Operation *op = def; op; op = op->getParentOp())
        if (op->getBlock() == block)
          return true;
      return false;
    };
    return distinct(a, b) || distinct(b, a);
  };
  for (Value other : others) {
    if (distinctAllocAndArgument(other, memref))
      continue;
    std::optional<bool> same = origins.isSameAllocation(other, memref);
    if (!same || *same)
      return true;
  }
  return false;
}

LogicalResult updateIfChanged(DeallocOp dealloc, PatternRewriter &rewriter,
                              llvm::ArrayRef<Value> memrefs,
                              llvm::ArrayRef<Value> conditions) {
  return updateDeallocIfChanged(dealloc, rewriter, memrefs, conditions);
}

Value orValues(PatternRewriter &rewriter, Location loc, Value a, Value b) {
  return create<arith::OrIOp>(rewriter, loc, with<"lhs">(a), with<"rhs">(b))
      ->getResult(0);
}

bool isConstant(Value v, int64_t expected) {
  if (auto c = llvm::dyn_cast_if_present<arith::ConstantOp>(v.getDefiningOp()))
    if (auto attr = llvm::dyn_cast<IntegerAttr>(c.property<"value">()))
      return attr.getValue().getSExtValue() == expected ||
             (attr.getValue().getBitWidth() == 1 && expected == 1 &&
              attr.getValue().isOne());
  return false;
}

/// A dealloc pattern that reads the origins.
class OriginPattern : public RewritePattern {
public:
  using Fn = LogicalResult (*)(DeallocOp, PatternRewriter &,
                               const BufferOrigins &);
  OriginPattern(llvm::StringRef debugName, Fn fn, const BufferOrigins &origins)
      : RewritePattern(DeallocOp::name, 1, debugName), fn(fn),
        origins(origins) {}
  LogicalResult matchAndRewrite(Operation *op,
                                PatternRewriter &rewriter) const override {
    return fn(DeallocOp::wrap(op), rewriter, origins);
  }

private:
  Fn fn;
  const BufferOrigins &origins;
};

/// A memref also retained need not be freed: the retained ones' updated
/// conditions take its condition instead.
LogicalResult removeMemrefsContainedInRetained(DeallocOp dealloc,
                                               PatternRewriter &rewriter,
                                               const BufferOrigins &origins) {
  llvm::SmallVector<Value, 4> retained(dealloc.operands<"retained">());
  llvm::DenseSet<Value> unique(retained.begin(), retained.end());
  if (unique.size() != retained.size())
    return failure();
  auto handle = [&](Value memref, Value cond) -> bool {
    rewriter.setInsertionPointAfter(dealloc);
    bool mustAlias = false;
    for (Value r : retained) {
      std::optional<bool> same = origins.isSameAllocation(r, memref);
      if (!same)
        return false;
      mustAlias |= *same;
    }
    if (!mustAlias)
      return false;
    for (auto [i, r] : llvm::enumerate(retained)) {
      if (origins.isSameAllocation(r, memref) != true)
        continue;
      Value result = dealloc->getResult(unsigned(i));
      Value merged = orValues(rewriter, dealloc->getLoc(), result, cond);
      Operation *mergeOp = merged.getDefiningOp();
      llvm::SmallVector<OpOperand *, 4> uses;
      for (OpOperand *use = result.getFirstUse(); use; use = use->getNextUse())
        if (use->getOwner() != mergeOp)
          uses.push_back(use);
      for (OpOperand *use : uses)
        rewriter.modifyOpInPlace(use->getOwner(), [&] { use->set(merged); });
    }
    return true;
  };
  llvm::SmallVector<Value, 4> memrefs, conditions;
  for (auto [memref, cond] : llvm::zip(dealloc.operands<"memrefs">(),
                                       dealloc.operands<"conditions">())) {
    if (handle(memref, cond))
      continue;
    auto metadata = llvm::dyn_cast_if_present<memref::ExtractStridedMetadataOp>(
        memref.getDefiningOp());
    if (metadata && handle(metadata.operand<"source">(), cond))
      continue;
    memrefs.push_back(memref);
    conditions.push_back(cond);
  }
  rewriter.setInsertionPoint(dealloc);
  return updateIfChanged(dealloc, rewriter, memrefs, conditions);
}

/// A retained memref that aliases nothing freed keeps `false`.
LogicalResult removeRetainedNotAliasing(DeallocOp dealloc,
                                        PatternRewriter &rewriter,
                                        const BufferOrigins &origins) {
  llvm::SmallVector<Value, 4> memrefs(dealloc.operands<"memrefs">());
  llvm::SmallVector<Value, 4> kept, replacements;
  bool dropped = false;
  for (Value r : dealloc.operands<"retained">()) {
    if (potentiallyAliases(origins, memrefs, r)) {
      kept.push_back(r);
      replacements.push_back(Value());
      continue;
    }
    Type i1 = IntegerType::get(rewriter.getContext(), 1);
    replacements.push_back(
        create<arith::ConstantOp>(rewriter, dealloc->getLoc(),
                                  with<"value">(IntegerAttr::get(i1, 0)),
                                  with<"result">(i1))
            .result<"result">());
    dropped = true;
  }
  if (!dropped)
    return failure();
  DeallocOp newDealloc =
      createDealloc(rewriter, dealloc->getLoc(), memrefs,
                    llvm::to_vector(dealloc.operands<"conditions">()), kept);
  unsigned next = 0;
  for (Value &v : replacements)
    if (!v)
      v = newDealloc->getResult(next++);
  rewriter.replaceOp(dealloc, replacements);
  return success();
}

/// Memrefs that alias no other freed one get deallocs of their own.
LogicalResult splitNotAliasingAnyOther(DeallocOp dealloc,
                                       PatternRewriter &rewriter,
                                       const BufferOrigins &origins) {
  llvm::SmallVector<Value, 4> memrefs(dealloc.operands<"memrefs">());
  if (memrefs.size() <= 1)
    return failure();
  llvm::SmallVector<Value, 4> conds(dealloc.operands<"conditions">());
  llvm::SmallVector<Value, 4> retained(dealloc.operands<"retained">());
  llvm::SmallVector<Value, 4> remaining, remainingConds;
  llvm::SmallVector<DeallocOp, 4> split;
  for (size_t i = 0; i < memrefs.size(); ++i) {
    llvm::SmallVector<Value, 4> others;
    for (size_t j = 0; j < memrefs.size(); ++j)
      if (j != i)
        others.push_back(memrefs[j]);
    if (potentiallyAliases(origins, others, memrefs[i])) {
      remaining.push_back(memrefs[i]);
      remainingConds.push_back(conds[i]);
      continue;
    }
    split.push_back(createDealloc(rewriter, dealloc->getLoc(), {memrefs[i]},
                                  {conds[i]}, retained));
  }
  if (split.empty())
    return failure();
  DeallocOp rest = createDealloc(rewriter, dealloc->getLoc(), remaining,
                                 remainingConds, retained);
  llvm::SmallVector<Value, 4> replacements(rest->getResults().begin(),
                                           rest->getResults().end());
  for (DeallocOp d : split)
    for (size_t j = 0; j < retained.size(); ++j)
      replacements[j] = orValues(rewriter, dealloc->getLoc(), replacements[j],
                                 d->getResult(unsigned(j)));
  rewriter.replaceOp(dealloc, replacements);
  return success();
}

/// A retained memref that is the same allocation as one certainly freed
/// takes that condition (true).
LogicalResult retainedAliasingFreed(DeallocOp dealloc,
                                    PatternRewriter &rewriter,
                                    const BufferOrigins &origins) {
  llvm::SmallVector<Value, 4> retained(dealloc.operands<"retained">());
  llvm::BitVector answered(unsigned(retained.size()));
  llvm::SmallVector<Value, 4> memrefs, conditions;
  for (auto [memref, cond] : llvm::zip(dealloc.operands<"memrefs">(),
                                       dealloc.operands<"conditions">())) {
    bool drop = false;
    for (auto [i, r] : llvm::enumerate(retained)) {
      if (!isConstant(cond, 1))
        continue;
      auto metadata =
          llvm::dyn_cast_if_present<memref::ExtractStridedMetadataOp>(
              memref.getDefiningOp());
      if (origins.isSameAllocation(r, memref) == true ||
          (metadata &&
           origins.isSameAllocation(r, metadata.operand<"source">()) == true)) {
        rewriter.replaceAllUsesWith(dealloc->getResult(unsigned(i)), cond);
        answered.set(unsigned(i));
        drop = true;
      }
    }
    if (drop)
      continue;
    memrefs.push_back(memref);
    conditions.push_back(cond);
  }
  if (!answered.all())
    return failure();
  return updateIfChanged(dealloc, rewriter, memrefs, conditions);
}

class BufferDeallocationSimplificationPass
    : public PassBase<BufferDeallocationSimplificationPass> {
public:
  BufferDeallocationSimplificationPass()
      : PassBase("buffer-deallocation-simplification",
                 "BufferDeallocationSimplificationPass") {}

  void runOnOperation() override {
    Operation *root = getOperation();
    Context &ctx = root->getContext();
    BufferOrigins origins(root);
    RewritePatternSet set(ctx);
    set.add(std::make_unique<OriginPattern>(
        "RemoveDeallocMemrefsContainedInRetained",
        removeMemrefsContainedInRetained, origins));
    set.add(std::make_unique<OriginPattern>(
        "RemoveRetainedMemrefsGuaranteedToNotAlias", removeRetainedNotAliasing,
        origins));
    set.add(
        std::make_unique<OriginPattern>("SplitDeallocWhenNotAliasingAnyOther",
                                        splitNotAliasingAnyOther, origins));
    set.add(std::make_unique<OriginPattern>(
        "RetainedMemrefAliasingAlwaysDeallocatedMemref", retainedAliasingFreed,
        origins));
    deallocPatterns(set, ctx);
    FrozenPatternSet patterns(std::move(set));
    GreedyRewriteConfig config;
    config.topDown = false;
    if (failed(applyPatternsGreedily(root, patterns, config)))
      signalPassFailure();
  }
};

} // namespace

std::unique_ptr<Pass> terrace::createBufferDeallocationSimplificationPass() {
  return std::make_unique<BufferDeallocationSimplificationPass>();
}
