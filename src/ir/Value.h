//===- Value.h - SSA values, operands and use-lists -----------------------===//
//
// A Value is a handle to a ValueImpl: an operation result or a block
// argument. Every use of a value is an OpOperand threaded on the value's
// intrusive, doubly linked use-list:
//
//   ValueImpl.firstUse -> OpOperand -> OpOperand -> null
//                         (back points at the previous `next` slot)
//
// so adding, removing and replacing a use are O(1), with no allocation.
// Successor edges (BlockOperand) use the same scheme on Blocks, which makes
// a block's use-list its list of predecessors.
//
//===----------------------------------------------------------------------===//
#pragma once

#include "ir/Location.h"

namespace terrace {
class Block;
class Operation;
class OpOperand;

/// Intrusive use-list link shared by OpOperand (uses of values) and
/// BlockOperand (uses of blocks as successors).
template <typename Derived> class IROperandBase {
public:
  Derived *getNextUse() const { return next; }
  Operation *getOwner() const { return owner; }

protected:
  void linkInto(Derived *&head) {
    next = head;
    if (next)
      next->back = &next;
    back = &head;
    head = static_cast<Derived *>(this);
  }
  void unlink() {
    if (!back)
      return;
    *back = next;
    if (next)
      next->back = back;
    back = nullptr;
    next = nullptr;
  }

  Derived *next = nullptr;
  Derived **back = nullptr;
  Operation *owner = nullptr;
};

/// What every value has: its type and the head of its use-list. 24 bytes.
class ValueImpl {
public:
  enum class Kind : uint8_t { OpResult, BlockArgument };
  ValueImpl(Type type, Kind kind, unsigned index)
      : type(type), index(index), kind(unsigned(kind)) {}

  Kind getKind() const { return Kind(kind); }

  Type type;
  OpOperand *firstUse = nullptr;
  /// Result number or argument number.
  unsigned index : 31;
  unsigned kind : 1;
  /// Scratch space for whoever walks the IR and needs a number per value
  /// (the printer's SSA numbering) without a side table. Only valid during
  /// that walk; two walks may not use it at once.
  unsigned scratch = 0;
};

/// A handle to an SSA value; compares by identity.
class Value {
public:
  Value() = default;
  Value(ValueImpl *impl) : impl(impl) {}
  explicit operator bool() const { return impl != nullptr; }
  bool operator==(Value o) const { return impl == o.impl; }
  bool operator!=(Value o) const { return impl != o.impl; }

  Type getType() const { return impl->type; }
  void setType(Type t) { impl->type = t; }
  ValueImpl *getImpl() const { return impl; }

  bool isBlockArgument() const {
    return impl->getKind() == ValueImpl::Kind::BlockArgument;
  }
  /// Its number among its op's results, or among its block's arguments.
  unsigned getIndex() const { return impl->index; }
  /// The op that defines this value, or null for a block argument.
  Operation *getDefiningOp() const;
  /// The block that holds the definition.
  Block *getParentBlock() const;
  /// Whether the definition lies outside `op` (in none of its regions):
  /// what a loop may use without computing it.
  bool isDefinedOutside(Operation *op) const;
  Location getLoc() const;

  bool use_empty() const { return impl->firstUse == nullptr; }
  bool hasOneUse() const;
  OpOperand *getFirstUse() const { return impl->firstUse; }
  /// Points every use of this value at `other` instead.
  void replaceAllUsesWith(Value other) const;

private:
  ValueImpl *impl = nullptr;
};

/// One operand slot of an operation: a use of a value.
class OpOperand : public IROperandBase<OpOperand> {
public:
  OpOperand() = default;
  OpOperand(const OpOperand &) = delete;
  OpOperand &operator=(const OpOperand &) = delete;
  ~OpOperand() { unlink(); }

  void init(Operation *op, Value v) {
    owner = op;
    value = v.getImpl();
    if (value)
      linkInto(value->firstUse);
  }
  Value get() const { return value; }
  void set(Value v) {
    unlink();
    value = v.getImpl();
    if (value)
      linkInto(value->firstUse);
  }
  void drop() {
    unlink();
    value = nullptr;
  }
  /// Lets go of the value without touching its use-list: only for tearing
  /// down a whole tree whose values all die with it.
  void forget() {
    value = nullptr;
    next = nullptr;
    back = nullptr;
  }
  unsigned getOperandNumber() const;

private:
  ValueImpl *value = nullptr;
};

/// A successor slot of a terminator: a use of a block.
class BlockOperand : public IROperandBase<BlockOperand> {
public:
  BlockOperand() = default;
  BlockOperand(const BlockOperand &) = delete;
  ~BlockOperand() { unlink(); }
  void init(Operation *op, Block *b);
  Block *get() const { return block; }
  void set(Block *b);
  void drop() {
    unlink();
    block = nullptr;
  }
  /// See OpOperand::forget.
  void forget() {
    block = nullptr;
    next = nullptr;
    back = nullptr;
  }

private:
  Block *block = nullptr;
};

/// An operation result. Results are laid out right after their Operation,
/// so the owner is found from the index with no stored pointer.
class OpResultImpl : public ValueImpl {
public:
  OpResultImpl(Type type, unsigned index)
      : ValueImpl(type, Kind::OpResult, index) {}
  Operation *getOwner() const;
};

/// A block argument.
class BlockArgumentImpl : public ValueImpl {
public:
  BlockArgumentImpl(Type type, unsigned index, Block *owner, Location loc)
      : ValueImpl(type, Kind::BlockArgument, index), owner(owner), loc(loc) {}
  Block *owner;
  Location loc;
};

} // namespace terrace

namespace llvm {
template <> struct DenseMapInfo<terrace::Value> {
  static terrace::Value getEmptyKey() {
    return reinterpret_cast<terrace::ValueImpl *>(uintptr_t(-1) << 4);
  }
  static terrace::Value getTombstoneKey() {
    return reinterpret_cast<terrace::ValueImpl *>(uintptr_t(-2) << 4);
  }
  static unsigned getHashValue(terrace::Value v) {
    return DenseMapInfo<const void *>::getHashValue(v.getImpl());
  }
  static bool isEqual(terrace::Value a, terrace::Value b) { return a == b; }
};
} // namespace llvm
