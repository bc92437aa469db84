//===- Block.h - Basic blocks ---------------------------------------------===//
#pragma once

#include "ir/Operation.h"

#include "llvm/ADT/simple_ilist.h"

namespace terrace {

/// A list of operations with arguments. Owns its operations and arguments;
/// successor edges that target it form its use-list (its predecessors).
class Block : public llvm::ilist_node<Block> {
public:
  using OpList = llvm::simple_ilist<Operation>;
  using iterator = OpList::iterator;

  Block() = default;
  Block(const Block &) = delete;
  ~Block();

  Region *getParent() const { return parent; }
  Operation *getParentOp() const;
  bool isEntryBlock() const;

  // Arguments.
  unsigned getNumArguments() const { return unsigned(arguments.size()); }
  Value getArgument(unsigned i) const { return arguments[i]; }
  llvm::ArrayRef<BlockArgumentImpl *> getArguments() const { return arguments; }
  bool args_empty() const { return arguments.empty(); }
  Value addArgument(Type type, Location loc);
  void eraseArgument(unsigned index);

  // Operations.
  OpList &getOperations() { return operations; }
  iterator begin() { return operations.begin(); }
  iterator end() { return operations.end(); }
  bool empty() const { return operations.empty(); }
  Operation &front() { return operations.front(); }
  Operation &back() { return operations.back(); }
  /// The last op when it is a terminator, else null.
  Operation *getTerminator();
  void push_back(Operation *op) { insert(end(), op); }
  void insert(iterator where, Operation *op);
  /// Unlinks `op` (which must be in this block) without freeing it.
  void remove(Operation *op);

  // Predecessors (uses of this block as a successor).
  BlockOperand *getFirstUse() const { return firstUse; }
  bool hasNoPredecessors() const { return firstUse == nullptr; }
  /// Predecessor blocks, one per edge, in use-list order.
  llvm::SmallVector<Block *, 4> getPredecessors() const;

  /// Op order indices are recomputed lazily after inserts.
  bool isOpOrderValid() const { return opOrderValid; }
  void recomputeOpOrder();
  void invalidateOpOrder() { opOrderValid = false; }

  /// Drops all uses made by ops in this block (before bulk deletion).
  void dropAllReferences();
  /// Frees the ops, once no op inside holds a reference any more.
  void destroyOps();
  /// Clears the use-lists of the arguments and of the block itself, for a
  /// teardown whose users are all dying too (see Operation::erase).
  void forgetUses();
  /// Unlinks this block from its region and deletes it.
  void erase();

  void print(llvm::raw_ostream &os);

private:
  Region *parent = nullptr;
  OpList operations;
  llvm::SmallVector<BlockArgumentImpl *, 2> arguments;
  BlockOperand *firstUse = nullptr;
  bool opOrderValid = false;

  friend class Region;
  friend class BlockOperand;
};

} // namespace terrace
