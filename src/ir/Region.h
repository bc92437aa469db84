//===- Region.h - Regions: lists of blocks owned by an op -----------------===//
#pragma once

#include "ir/Block.h"

namespace terrace {

/// A list of blocks. Owned by an operation (or, while an op is being built,
/// by an OperationState).
class Region {
public:
  using BlockList = llvm::simple_ilist<Block>;
  using iterator = BlockList::iterator;

  Region() = default;
  explicit Region(Operation *owner) : owner(owner) {}
  Region(const Region &) = delete;
  ~Region();

  Operation *getParentOp() const { return owner; }
  BlockList &getBlocks() { return blocks; }
  iterator begin() { return blocks.begin(); }
  iterator end() { return blocks.end(); }
  bool empty() const { return blocks.empty(); }
  Block &front() { return blocks.front(); }
  Block &back() { return blocks.back(); }
  bool hasOneBlock() const {
    return !blocks.empty() && &blocks.front() == &blocks.back();
  }

  /// Appends (or inserts before `where`) a block that this region now owns.
  void push_back(Block *block) { insert(end(), block); }
  void insert(iterator where, Block *block);
  /// Unlinks a block without deleting it.
  void remove(Block *block);
  /// Moves every block of `other` to the end of this region.
  void takeBody(Region &other);
  /// Deletes every block.
  void clear();
  /// Deletes every block, once no op inside holds a reference any more.
  void destroyBlocks();
  void dropAllReferences();

  /// Whether `this` is `other` or encloses it.
  bool isAncestor(Region *other) const;

  /// The blocks reachable from the entry, successors before predecessors
  /// (llvm::post_order's order: a DFS taking successors in their order on
  /// the terminator). Empty for an empty region.
  llvm::SmallVector<Block *, 16> getPostOrder();

private:
  Operation *owner = nullptr;
  BlockList blocks;
  friend class Operation;
};

template <typename Fn> void Operation::walk(Fn &&fn) {
  fn(this);
  for (Region &region : getRegions())
    for (Block &block : region)
      for (Operation &op : llvm::make_early_inc_range(block))
        op.walk(fn);
}

} // namespace terrace
