//===- Dominance.h - Block dominance within regions -----------------------===//
#pragma once

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SmallVector.h"

namespace terrace {
class Block;
class Operation;
class Region;
class Value;

/// Dominator trees of the regions it is asked about, computed on demand
/// (Cooper, Harvey and Kennedy's iterative algorithm).
class DominanceInfo {
public:
  /// Whether `a` dominates `b`; `b` may be nested in a block of `a`'s
  /// region.
  bool dominates(Block *a, Block *b);
  bool properlyDominates(Block *a, Block *b);
  /// Whether `a` runs before `b` on every path to `b`: `a` precedes (an
  /// ancestor of) `b` in a block, or its block dominates; also when `b`
  /// is nested in `a` (MLIR's properlyDominates with enclosingOpOk).
  bool properlyDominates(Operation *a, Operation *b);
  /// Whether the value is available at `user` (MLIR's properlyDominates for
  /// values): defined before it, or in a block dominating it.
  bool properlyDominates(Value value, Operation *user);
  bool isReachableFromEntry(Block *block);
  /// The block that immediately dominates `block` in its region: null for
  /// the entry block and for blocks no path from the entry reaches.
  Block *getImmediateDominator(Block *block);

private:
  struct RegionInfo {
    /// Reverse post-order number of each reachable block.
    llvm::DenseMap<Block *, unsigned> rpo;
    /// Immediate dominator, by RPO number (entry: itself).
    llvm::SmallVector<unsigned, 8> idom;
    /// The reachable blocks in reverse post-order.
    llvm::SmallVector<Block *, 8> blocks;
  };
  RegionInfo &getInfo(Region *region);
  bool properlyDominatesInRegion(Block *a, Block *b);

  llvm::DenseMap<Region *, std::unique_ptr<RegionInfo>> infos;
};

/// Whether ops in `region` must respect SSA dominance (false for graph
/// regions: those of unregistered ops and of builtin.module).
bool hasSSADominance(Region *region);

} // namespace terrace
