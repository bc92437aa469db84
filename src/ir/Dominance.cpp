//===- Dominance.cpp ------------------------------------------------------===//
#include "ir/Dominance.h"
#include "ir/Region.h"

#include <memory>

using namespace terrace;

bool terrace::hasSSADominance(Region *region) {
  Operation *parent = region->getParentOp();
  if (!parent || !parent->isRegistered())
    return false;
  // builtin.module holds a graph region: its ops may appear in any order.
  return !parent->hasTrait(SymbolTableTrait);
}

DominanceInfo::RegionInfo &DominanceInfo::getInfo(Region *region) {
  auto &slot = infos[region];
  if (slot)
    return *slot;
  slot = std::make_unique<RegionInfo>();
  RegionInfo &info = *slot;
  if (region->empty())
    return info;
  llvm::SmallVector<Block *, 16> postOrder = region->getPostOrder();
  llvm::SmallVector<Block *, 16> rpo(postOrder.rbegin(), postOrder.rend());
  for (unsigned i = 0; i < rpo.size(); ++i)
    info.rpo[rpo[i]] = i;
  info.blocks.assign(rpo.begin(), rpo.end());
  const unsigned undef = ~0u;
  info.idom.assign(rpo.size(), undef);
  info.idom[0] = 0;
  auto intersect = [&](unsigned a, unsigned b) {
    while (a != b) {
      while (a > b)
        a = info.idom[a];
      while (b > a)
        b = info.idom[b];
    }
    return a;
  };
  bool changed = true;
  while (changed) {
    changed = false;
    for (unsigned i = 1; i < rpo.size(); ++i) {
      unsigned newIdom = undef;
      for (Block *pred : rpo[i]->getPredecessors()) {
        auto it = info.rpo.find(pred);
        if (it == info.rpo.end() || info.idom[it->second] == undef)
          continue;
        newIdom =
            newIdom == undef ? it->second : intersect(it->second, newIdom);
      }
      if (newIdom != info.idom[i]) {
        info.idom[i] = newIdom;
        changed = true;
      }
    }
  }
  return info;
}

bool DominanceInfo::isReachableFromEntry(Block *block) {
  Region *region = block->getParent();
  if (!region || region->hasOneBlock())
    return true;
  return getInfo(region).rpo.count(block) != 0;
}

Block *DominanceInfo::getImmediateDominator(Block *block) {
  Region *region = block->getParent();
  if (!region || &region->front() == block)
    return nullptr;
  RegionInfo &info = getInfo(region);
  auto it = info.rpo.find(block);
  if (it == info.rpo.end() || info.idom[it->second] == ~0u)
    return nullptr;
  return info.blocks[info.idom[it->second]];
}

bool DominanceInfo::properlyDominatesInRegion(Block *a, Block *b) {
  if (a == b)
    return false;
  RegionInfo &info = getInfo(a->getParent());
  auto ia = info.rpo.find(a), ib = info.rpo.find(b);
  if (ib == info.rpo.end())
    return true; // everything dominates an unreachable block
  if (ia == info.rpo.end())
    return false;
  unsigned target = ia->second, cur = ib->second;
  while (cur != 0 && cur != target)
    cur = info.idom[cur];
  return cur == target;
}

/// The block of `region` that contains `block`, possibly through nested
/// ops; null when `block` is not inside `region`.
static Block *findAncestorBlockInRegion(Region *region, Block *block) {
  while (block && block->getParent() != region) {
    Operation *op = block->getParentOp();
    block = op ? op->getBlock() : nullptr;
  }
  return block;
}

static Operation *findAncestorOpInRegion(Region *region, Operation *op) {
  while (op && op->getParentRegion() != region) {
    Operation *parent = op->getParentOp();
    op = parent;
  }
  return op;
}

bool DominanceInfo::properlyDominates(Block *a, Block *b) {
  if (a == b)
    return false;
  Region *region = a->getParent();
  if (region != b->getParent()) {
    b = findAncestorBlockInRegion(region, b);
    if (!b)
      return false;
    if (a == b)
      return true;
  }
  return properlyDominatesInRegion(a, b);
}

bool DominanceInfo::dominates(Block *a, Block *b) {
  return a == b || properlyDominates(a, b);
}

bool DominanceInfo::properlyDominates(Operation *a, Operation *b) {
  if (a == b || !a->getBlock())
    return false;
  Region *region = a->getParentRegion();
  b = findAncestorOpInRegion(region, b);
  if (!b)
    return false;
  // `a` holds the original `b` in one of its regions.
  if (b == a)
    return true;
  if (a->getBlock() == b->getBlock())
    return !hasSSADominance(region) || a->isBeforeInBlock(b);
  return properlyDominatesInRegion(a->getBlock(), b->getBlock());
}

bool DominanceInfo::properlyDominates(Value value, Operation *user) {
  if (value.isBlockArgument())
    return dominates(value.getParentBlock(), user->getBlock());
  Operation *def = value.getDefiningOp();
  Block *defBlock = def->getBlock();
  if (!defBlock)
    return false;
  Region *region = defBlock->getParent();
  if (def == user)
    return !hasSSADominance(region);
  if (user->getParentRegion() != region) {
    user = findAncestorOpInRegion(region, user);
    // A value is not available inside the regions of its own op.
    if (!user || user == def)
      return false;
  }
  if (user->getBlock() == defBlock)
    return !hasSSADominance(region) || def->isBeforeInBlock(user);
  return properlyDominatesInRegion(defBlock, user->getBlock());
}
