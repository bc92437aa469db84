//===- CSE.cpp - Common sub-expression elimination ------------------------===//
//
// MLIR 22's algorithm: walk each region in dominance order with a scoped
// table of the side-effect-free ops seen so far; an op equal to one in
// scope (same name, properties, attributes, result types and operands,
// operands of commutative ops compared as a sorted list) is replaced by
// that earlier op. Dead ops are erased. Nested regions are processed
// before their op; isolated ops start an empty scope; blocks of a
// multi-block region see only the ops of blocks that dominate them.
//
//===----------------------------------------------------------------------===//
#include "ir/Block.h"
#include "ir/Dominance.h"
#include "ir/Location.h"
#include "ir/Operation.h"
#include "ir/OperationEquivalence.h"
#include "ir/Region.h"
#include "rewrite/Folding.h"
#include "transforms/Passes.h"

#include "llvm/ADT/Hashing.h"
#include "llvm/ADT/ScopedHashTable.h"

#include <algorithm>

using namespace terrace;

namespace {
/// The operands an equality check compares: sorted for commutative ops.
static llvm::SmallVector<Value, 4> comparedOperands(Operation *op) {
  llvm::SmallVector<Value, 4> operands = op->getOperands();
  if (op->hasTrait(Commutative))
    std::sort(operands.begin(), operands.end(),
              [](Value a, Value b) { return a.getImpl() < b.getImpl(); });
  return operands;
}

struct OpEquivalence : llvm::DenseMapInfo<Operation *> {
  static unsigned getHashValue(const Operation *cop) {
    auto *op = const_cast<Operation *>(cop);
    llvm::hash_code h = llvm::hash_combine(
        op->getName().getInfo(), op->getProperties().getImpl(),
        op->getAttrDictionary().getImpl(), op->getNumResults());
    for (unsigned i = 0; i < op->getNumResults(); ++i)
      h = llvm::hash_combine(h, op->getResult(i).getType().getImpl());
    for (Value v : comparedOperands(op))
      h = llvm::hash_combine(h, v.getImpl());
    return unsigned(h);
  }
  static bool isEqual(const Operation *cl, const Operation *cr) {
    auto *l = const_cast<Operation *>(cl), *r = const_cast<Operation *>(cr);
    if (l == r)
      return true;
    if (l == getEmptyKey() || l == getTombstoneKey() || r == getEmptyKey() ||
        r == getTombstoneKey())
      return false;
    if (l->getName() != r->getName() ||
        l->getProperties() != r->getProperties() ||
        l->getAttrDictionary() != r->getAttrDictionary() ||
        l->getNumResults() != r->getNumResults() ||
        l->getNumOperands() != r->getNumOperands())
      return false;
    for (unsigned i = 0; i < l->getNumResults(); ++i)
      if (l->getResult(i).getType() != r->getResult(i).getType())
        return false;
    if (comparedOperands(l) != comparedOperands(r))
      return false;
    // Ops with regions (linalg.fill, scf.if on the same condition) are
    // the same when their bodies match op for op.
    return (l->getNumRegions() == 0 && r->getNumRegions() == 0) ||
           isEquivalentTo(l, r, /*ignoreLocations=*/true);
  }
};

class CSEDriver {
public:
  using Table = llvm::ScopedHashTable<Operation *, Operation *, OpEquivalence>;

  void simplifyRegion(Region &region) {
    if (region.empty())
      return;
    if (region.hasOneBlock()) {
      Table::ScopeTy scope(table);
      simplifyBlock(region.front());
      return;
    }
    // Multi-block: visit blocks in dominator-tree order, each in the scope
    // of its dominator.
    if (!region.getParentOp() || !regionHasDominance(region))
      return;
    walkDominatorTree(region, &region.front());
  }

  void eraseDeadOps() {
    for (Operation *op : toErase)
      op->erase();
    toErase.clear();
  }
  bool changed = false;
  uint64_t numCSE = 0, numDCE = 0;

private:
  static bool regionHasDominance(Region &region) {
    Operation *parent = region.getParentOp();
    return parent->isRegistered(); // graph regions are unregistered ops'
  }

  /// Visits the blocks reachable from the entry in dominator-tree order,
  /// each in the scope of its dominator (blocks no path reaches are left
  /// alone, as MLIR's tree does not hold them).
  void walkDominatorTree(Region &region, Block *entry) {
    llvm::DenseMap<Block *, llvm::SmallVector<Block *, 2>> children;
    for (Block &block : region)
      if (Block *idom = dominance.getImmediateDominator(&block))
        children[idom].push_back(&block);
    walkDominatorSubtree(entry, children);
  }
  void walkDominatorSubtree(
      Block *block,
      llvm::DenseMap<Block *, llvm::SmallVector<Block *, 2>> &children) {
    Table::ScopeTy scope(table);
    simplifyBlock(*block);
    auto it = children.find(block);
    if (it == children.end())
      return;
    for (Block *child : it->second)
      walkDominatorSubtree(child, children);
  }

  void simplifyBlock(Block &block) {
    for (Operation &op : block) {
      for (Region &nested : op.getRegions()) {
        if (!op.isRegistered() || op.hasTrait(IsolatedFromAbove)) {
          // Nothing from outside is visible inside (an unknown op might be
          // isolated): a driver of its own.
          CSEDriver inner;
          inner.simplifyRegion(nested);
          toErase.append(inner.toErase.begin(), inner.toErase.end());
          changed |= inner.changed;
          numCSE += inner.numCSE;
          numDCE += inner.numDCE;
        } else {
          simplifyRegion(nested);
        }
      }
      simplifyOperation(&op);
    }
  }

  void simplifyOperation(Operation *op) {
    if (op->hasTrait(IsTerminator))
      return;
    if (isOpTriviallyDead(op)) {
      toErase.push_back(op);
      changed = true;
      ++numDCE;
      return;
    }
    // As MLIR: ops whose regions have several blocks are left alone.
    if (!llvm::all_of(op->getRegions(),
                      [](Region &r) { return r.empty() || r.hasOneBlock(); }))
      return;
    if (!isMemoryEffectFree(op)) {
      // An op that only reads merges into an identical earlier one of its
      // block when nothing between them may write (MLIR's CSE does this
      // much for ops with memory effects).
      if (!onlyReads(op))
        return;
      Operation *existing = table.lookup(op);
      if (existing && existing->getBlock() == op->getBlock() &&
          !mayWriteBetween(existing, op)) {
        replace(op, existing);
        return;
      }
      table.insert(op, op);
      return;
    }
    if (Operation *existing = table.lookup(op)) {
      replace(op, existing);
      ++numCSE;
      return;
    }
    table.insert(op, op);
  }

  /// Uses of `op` go to `existing`, which takes `op`'s location when it
  /// had none; `op` goes.
  void replace(Operation *op, Operation *existing) {
    for (unsigned i = 0; i < op->getNumResults(); ++i)
      op->getResult(i).replaceAllUsesWith(existing->getResult(i));
    if (llvm::isa<UnknownLoc>(existing->getLoc()))
      existing->setLoc(op->getLoc());
    toErase.push_back(op);
    changed = true;
  }

  /// Whether every effect `op` states is a read.
  static bool onlyReads(Operation *op) {
    const auto *iface = getInterface<MemoryEffectOpInterface>(op);
    if (!iface)
      return false;
    llvm::SmallVector<MemoryEffect, 4> effects;
    iface->getEffects(op, effects);
    return llvm::all_of(effects, [](const MemoryEffect &e) {
      return e.kind == MemoryEffectKind::Read;
    });
  }

  /// Whether an op strictly between `from` and `to` (one block) may write:
  /// it states a write, or states nothing.
  static bool mayWriteBetween(Operation *from, Operation *to) {
    Block *block = from->getBlock();
    for (auto it = std::next(Block::iterator(from));
         it != block->end() && &*it != to; ++it) {
      llvm::SmallVector<MemoryEffect, 4> effects;
      if (!getEffectsRecursively(&*it, effects))
        return true;
      for (const MemoryEffect &effect : effects)
        if (effect.kind == MemoryEffectKind::Write)
          return true;
    }
    return false;
  }

  Table table;
  DominanceInfo dominance;
  llvm::SmallVector<Operation *, 8> toErase;
};

class CSE : public PassBase<CSE> {
public:
  CSE() : PassBase("cse", "CSE") {
    statistic("num-cse'd", "Number of operations CSE'd", numCSE);
    statistic("num-dce'd", "Number of operations DCE'd", numDCE);
  }
  void runOnOperation() override {
    CSEDriver driver;
    for (Region &region : getOperation()->getRegions())
      driver.simplifyRegion(region);
    driver.eraseDeadOps();
    // Counted over every op the pass ran on (MLIR's assigns each run's
    // counts, so its report shows the last function's).
    numCSE += driver.numCSE;
    numDCE += driver.numDCE;
    // As MLIR's CSE: an untouched op needs no verifying again.
    if (!driver.changed)
      markAllAnalysesPreserved();
  }

private:
  uint64_t numCSE = 0, numDCE = 0;
};
} // namespace

std::unique_ptr<Pass> terrace::createCSEPass() {
  return std::make_unique<CSE>();
}
