//===- Builder.h - Creates operations at an insertion point ---------------===//
#pragma once

#include "ir/Region.h"

namespace terrace {

/// Creates ops and inserts them at its insertion point (a block and a
/// position in it). Also a shorthand for common types and attributes.
class OpBuilder {
public:
  explicit OpBuilder(Context &ctx) : ctx(ctx) {}
  virtual ~OpBuilder() = default;

  Context &getContext() const { return ctx; }

  /// Insert before `op`.
  void setInsertionPoint(Operation *op) {
    block = op->getBlock();
    point = Block::iterator(op);
  }
  /// Insert after `op`.
  void setInsertionPointAfter(Operation *op) {
    block = op->getBlock();
    point = std::next(Block::iterator(op));
  }
  void setInsertionPointToStart(Block *b) {
    block = b;
    point = b->begin();
  }
  void setInsertionPointToEnd(Block *b) {
    block = b;
    point = b->end();
  }
  void setInsertionPoint(Block *b, Block::iterator where) {
    block = b;
    point = where;
  }
  Block *getInsertionBlock() const { return block; }
  Block::iterator getInsertionPoint() const { return point; }

  /// Creates the op and inserts it (when there is an insertion point): the
  /// generic way, for any op, registered or not (the parser, clones,
  /// rewrites that keep an op's kind). Registered ops are created with
  /// create<OpT>(builder, loc, ...) (ir/OpBase.h), which checks their
  /// parts' names when it compiles.
  Operation *create(OperationState &state);
  /// Inserts an existing, detached op (rewriters override it to tell their
  /// listener).
  virtual Operation *insert(Operation *op);
  /// Appends a new block to `region`, with arguments, and moves the
  /// insertion point to its end.
  Block *createBlock(Region *region, TypeRange argTypes = {},
                     llvm::ArrayRef<Location> argLocs = {});

  OperationName getName(llvm::StringRef name);
  StringAttr getStringAttr(llvm::StringRef s);
  IntegerType getIntegerType(unsigned width);
  IndexType getIndexType();
  FloatType getF32Type();
  IntegerAttr getI64IntegerAttr(int64_t value);
  Location getUnknownLoc();

private:
  Context &ctx;
  Block *block = nullptr;
  Block::iterator point;
};

/// Puts the builder's insertion point back where it was when this goes
/// out of scope.
class InsertionGuard {
public:
  explicit InsertionGuard(OpBuilder &builder)
      : builder(builder), block(builder.getInsertionBlock()),
        point(builder.getInsertionPoint()) {}
  ~InsertionGuard() { builder.setInsertionPoint(block, point); }
  InsertionGuard(const InsertionGuard &) = delete;

private:
  OpBuilder &builder;
  Block *block;
  Block::iterator point;
};

} // namespace terrace
