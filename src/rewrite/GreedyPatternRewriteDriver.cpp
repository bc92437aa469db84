//===- GreedyPatternRewriteDriver.cpp - The worklist driver ---------------===//
//
// Follows MLIR 22's driver step for step, so canonicalize gives the same
// IR: each round seeds the worklist with every op (pre-order, reversed so
// ops pop in program order), hoists and deduplicates constants as it
// meets them, then pops ops one at a time: dead ops are erased, others
// are folded (constants materialized right before the op), else the
// patterns for the op are tried by benefit. A round that changed anything
// is followed by another.
//
//===----------------------------------------------------------------------===//
#include "rewrite/GreedyPatternRewriteDriver.h"
#include "ir/Block.h"
#include "ir/Dialect.h"
#include "ir/Region.h"
#include "rewrite/BlockMerging.h"
#include "rewrite/Folding.h"
#include "rewrite/RegionDCE.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SmallPtrSet.h"

#include <algorithm>
#include <tuple>

using namespace terrace;

namespace {
/// A LIFO of ops with set semantics; removed ops leave a null slot. An op's
/// position is kept in its scratch field (checked against the list, so a
/// stale value from another walk is harmless).
class Worklist {
public:
  void push(Operation *op) {
    if (contains(op))
      return;
    op->setScratch(unsigned(list.size()));
    list.push_back(op);
    ++count;
  }
  Operation *pop() {
    while (!list.empty()) {
      Operation *op = list.back();
      list.pop_back();
      if (!op)
        continue;
      --count;
      return op;
    }
    return nullptr;
  }
  void remove(Operation *op) {
    if (!contains(op))
      return;
    list[op->getScratch()] = nullptr;
    --count;
  }
  void reverse() {
    std::reverse(list.begin(), list.end());
    for (unsigned i = 0; i < list.size(); ++i)
      if (list[i])
        list[i]->setScratch(i);
  }
  void clear() {
    list.clear();
    count = 0;
  }
  bool empty() const { return count == 0; }

private:
  bool contains(Operation *op) const {
    unsigned i = op->getScratch();
    return i < list.size() && list[i] == op;
  }
  std::vector<Operation *> list;
  size_t count = 0;
};

/// The constants the driver has met, one per (dialect, value, type) in
/// each insertion region (MLIR's OperationFolder).
class ConstantTable {
public:
  /// The region a constant in `block` belongs to: the nearest enclosing
  /// region whose op is isolated from above, unregistered, or top-level.
  static Region *insertionRegion(Block *block) {
    Region *region = block->getParent();
    while (Operation *parent = region->getParentOp()) {
      if (!parent->isRegistered() || parent->hasTrait(IsolatedFromAbove))
        break;
      if (!parent->getBlock())
        break;
      region = parent->getBlock()->getParent();
    }
    return region;
  }

  /// Records a constant met by the walk; dedups it (replacing it by the one
  /// already known) or hoists it to the front of its region's entry block.
  /// Returns false when `op` was replaced (and erased).
  bool insertKnownConstant(Operation *op, Attribute value,
                           PatternRewriter &rewriter) {
    auto prevOf = [](Operation *c) -> Operation * {
      Block *b = c->getBlock();
      return &b->front() == c ? nullptr : &*std::prev(Block::iterator(c));
    };
    // Moving is not a change the driver revisits (as in MLIR).
    auto moveToFront = [](Operation *c, Block *block) {
      c->remove();
      block->insert(block->begin(), c);
    };
    Block *opBlock = op->getBlock();
    if (owned.count(op)) {
      if (&opBlock->front() != op && !owned.count(prevOf(op))) {
        moveToFront(op, opBlock);
        op->setLoc(UnknownLoc::get(op->getContext()));
      }
      return true;
    }
    Region *region = insertionRegion(opBlock);
    Operation *&known = constants[std::make_tuple(
        region, op->getName().getDialect(), value, op->getResult(0).getType())];
    if (known) {
      rewriter.replaceOp(op, {known->getResult(0)});
      known->setLoc(UnknownLoc::get(known->getContext()));
      return false;
    }
    Block *entry = &region->front();
    if (opBlock != entry) {
      moveToFront(op, entry);
      op->setLoc(UnknownLoc::get(op->getContext()));
    } else if (&entry->front() != op && !owned.count(prevOf(op))) {
      moveToFront(op, entry);
    }
    known = op;
    owned[op] = std::make_tuple(region, op->getName().getDialect(), value,
                                op->getResult(0).getType());
    return true;
  }

  void notifyRemoval(Operation *op) {
    auto it = owned.find(op);
    if (it == owned.end())
      return;
    constants.erase(it->second);
    owned.erase(it);
  }

private:
  using Key = std::tuple<Region *, Dialect *, Attribute, Type>;
  llvm::DenseMap<Key, Operation *> constants;
  llvm::DenseMap<Operation *, Key> owned;
};

class RegionDriver : public RewriteListener {
public:
  /// Drives the ops of `region`, or (simplifyOps) given ops within it.
  RegionDriver(Region &region, const FrozenPatternSet &patterns,
               const GreedyRewriteConfig &config)
      : region(region), patterns(patterns), config(config),
        rewriter(region.getParentOp()->getContext(), this) {}

  /// Returns whether it converged; `changed` is set when anything changed.
  bool simplify(bool &changedAny);
  /// One drain of a worklist seeded with `ops`; returns whether it
  /// emptied.
  bool simplifyOps(llvm::ArrayRef<Operation *> ops, bool &changedAny) {
    for (Operation *op : ops)
      addSingleOpToWorklist(op);
    changedAny |= processWorklist();
    return worklist.empty();
  }

  // Listener.
  void notifyOperationInserted(Operation *op) override { addToWorklist(op); }
  void notifyOperationModified(Operation *op) override { addToWorklist(op); }
  void notifyOperationReplaced(Operation *op, ValueRange) override {
    for (unsigned i = 0; i < op->getNumResults(); ++i)
      for (OpOperand *use = op->getResult(i).getFirstUse(); use;
           use = use->getNextUse())
        addToWorklist(use->getOwner());
  }
  void notifyOperationErased(Operation *op) override {
    addOperandsToWorklist(op);
    worklist.remove(op);
    folder.notifyRemoval(op);
  }

private:
  void addSingleOpToWorklist(Operation *op) { worklist.push(op); }
  /// Adds `op` and its ancestors inside the driven region.
  void addToWorklist(Operation *op) {
    llvm::SmallVector<Operation *, 8> ancestors;
    while (true) {
      ancestors.push_back(op);
      Region *parent = op->getParentRegion();
      if (parent == &region) {
        for (Operation *a : ancestors)
          addSingleOpToWorklist(a);
        return;
      }
      if (!parent || !(op = parent->getParentOp()))
        return;
    }
  }
  /// An erased op's operands may have become dead or simpler: their
  /// defining ops are revisited when they have at most one other user.
  void addOperandsToWorklist(Operation *op) {
    for (unsigned i = 0; i < op->getNumOperands(); ++i) {
      Value operand = op->getOperand(i);
      if (!operand)
        continue;
      Operation *def = operand.getDefiningOp();
      if (!def)
        continue;
      Operation *other = nullptr;
      bool moreThanTwo = false;
      for (OpOperand *use = operand.getFirstUse(); use;
           use = use->getNextUse()) {
        Operation *user = use->getOwner();
        if (user == op || user == other)
          continue;
        if (!other) {
          other = user;
          continue;
        }
        moreThanTwo = true;
        break;
      }
      if (!moreThanTwo)
        addToWorklist(def);
    }
  }
  bool processWorklist();
  bool tryFold(Operation *op);
  bool simplifyRegion();

  Region &region;
  const FrozenPatternSet &patterns;
  const GreedyRewriteConfig &config;
  PatternRewriter rewriter;
  Worklist worklist;
  ConstantTable folder;
};
} // namespace

bool RegionDriver::tryFold(Operation *op) {
  llvm::SmallVector<OpFoldResult, 2> results;
  if (failed(foldOperation(op, results)))
    return false;
  if (results.empty()) {
    notifyOperationModified(op);
    return true;
  }
  llvm::SmallVector<Value, 2> replacements;
  llvm::SmallVector<Operation *, 2> created;
  rewriter.setInsertionPoint(op);
  if (failed(
          materializeFoldResults(op, results, rewriter, replacements, created)))
    return false;
  rewriter.replaceOp(op, replacements);
  return true;
}

bool RegionDriver::processWorklist() {
  bool changed = false;
  int64_t rewrites = 0;
  while (config.maxNumRewrites < 0 || rewrites < config.maxNumRewrites) {
    Operation *op = worklist.pop();
    if (!op)
      break;
    if (isOpTriviallyDead(op)) {
      rewriter.eraseOp(op);
      changed = true;
      continue;
    }
    if (config.fold && !op->hasTrait(ConstantLike) && tryFold(op)) {
      changed = true;
      continue;
    }
    for (const RewritePattern *pattern : patterns.lookup(op->getName())) {
      // Each pattern starts with the insertion point before the op, as
      // MLIR's PatternApplicator leaves it.
      rewriter.setInsertionPoint(op);
      if (succeeded(pattern->matchAndRewrite(op, rewriter))) {
        changed = true;
        ++rewrites;
        break;
      }
    }
  }
  return changed;
}

/// Erases blocks no path from the entry reaches (a dead cycle too), in
/// every region nested in the driven one, as MLIR's eraseUnreachableBlocks
/// does (with runRegionDCE, MLIR's normal region simplification).
static bool eraseUnreachableBlocks(Region &region, PatternRewriter &rewriter) {
  if (region.empty())
    return false;
  llvm::SmallPtrSet<Block *, 16> reachable;
  if (!region.hasOneBlock())
    for (Block *block : region.getPostOrder())
      reachable.insert(block);
  bool changed = false;
  llvm::SmallVector<Block *, 4> dead;
  for (Block &block : region) {
    if (!region.hasOneBlock() && !reachable.contains(&block)) {
      dead.push_back(&block);
      continue;
    }
    for (Operation &op : block)
      for (Region &nested : op.getRegions())
        changed |= eraseUnreachableBlocks(nested, rewriter);
  }
  for (Block *block : dead) {
    // Uses may cross between dead blocks: drop them all first.
    for (Operation &op : *block)
      op.dropAllReferences();
  }
  for (Block *block : dead) {
    rewriter.eraseBlock(block);
    changed = true;
  }
  return changed;
}

bool RegionDriver::simplify(bool &changedAny) {
  bool changed = false;
  int64_t iteration = 0;
  do {
    if (config.maxIterations >= 0 && ++iteration > config.maxIterations)
      break;
    worklist.clear();
    folder = ConstantTable();
    // Seed: every op, pre-order; constants go to the folder instead. Ops
    // are pushed as the walk meets them, interleaved with the users of
    // deduplicated constants that the folder's replacements push (the
    // order MLIR's driver processes them in).
    auto seed = [&](auto &self, Region &r) -> void {
      for (Block &block : r)
        for (Operation &op : llvm::make_early_inc_range(block)) {
          if (config.cseConstants) {
            if (Attribute value = getConstantValue(&op)) {
              folder.insertKnownConstant(&op, value, rewriter);
              continue;
            }
          }
          if (config.topDown)
            worklist.push(&op);
          for (Region &nested : op.getRegions())
            self(self, nested);
          // Bottom-up, MLIR's driver pushes each op with its ancestors (in
          // the driven region) that are not queued yet: an op is queued
          // right after its first non-constant descendant.
          if (!config.topDown)
            addToWorklist(&op);
        }
    };
    seed(seed, region);
    if (config.topDown)
      worklist.reverse();
    changed = eraseUnreachableBlocks(region, rewriter);
    changed |= processWorklist();
    if (config.regionSimplification !=
        GreedyRewriteConfig::RegionSimplification::Disabled) {
      changed |= eraseUnreachableBlocks(region, rewriter);
      changed |= runRegionDCE(rewriter, region);
      if (config.regionSimplification ==
          GreedyRewriteConfig::RegionSimplification::Aggressive) {
        changed |= mergeIdenticalBlocks(rewriter, region);
        changed |= dropRedundantArguments(rewriter, region);
      }
    }
    changedAny |= changed;
  } while (changed);
  return !changed;
}

/// The innermost region holding every op of `ops` (null when one is not
/// in any region).
static Region *commonRegion(llvm::ArrayRef<Operation *> ops) {
  Region *scope = ops.front()->getParentRegion();
  for (Operation *op : ops) {
    while (scope && !scope->isAncestor(op->getParentRegion())) {
      Operation *parent = scope->getParentOp();
      scope = parent ? parent->getParentRegion() : nullptr;
    }
  }
  return scope;
}

llvm::LogicalResult terrace::applyOpPatternsGreedily(
    llvm::ArrayRef<Operation *> ops, const FrozenPatternSet &patterns,
    const GreedyRewriteConfig &config, bool *changed) {
  bool changedAny = false, drained = true;
  if (!ops.empty())
    if (Region *scope = commonRegion(ops))
      drained =
          RegionDriver(*scope, patterns, config).simplifyOps(ops, changedAny);
  if (changed)
    *changed = changedAny;
  return llvm::success(drained);
}

llvm::LogicalResult terrace::applyPatternsGreedily(
    Operation *scope, const FrozenPatternSet &patterns,
    const GreedyRewriteConfig &config, bool *changed) {
  bool converged = true, changedAny = false;
  for (Region &region : scope->getRegions())
    converged &= RegionDriver(region, patterns, config).simplify(changedAny);
  if (changed)
    *changed = changedAny;
  return llvm::success(converged);
}
