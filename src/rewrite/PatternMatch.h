//===- PatternMatch.h - Rewrite patterns and the rewriter they use --------===//
//
// A RewritePattern matches ops of one name (or any op) and rewrites them
// through a PatternRewriter, which tells its listener (the greedy driver,
// the dialect conversion) about every op it creates, changes, replaces or
// erases. Invariants every pattern keeps are in rewrite/README.md.
//
//===----------------------------------------------------------------------===//
#pragma once

#include "ir/Block.h"
#include "ir/Builder.h"
#include "ir/Operation.h"

#include "llvm/ADT/BitVector.h"
#include "llvm/ADT/DenseMap.h"

#include <functional>
#include <memory>
#include <vector>

namespace terrace {

/// A fold's answer for one result: a constant to materialize, or an
/// existing value.
struct OpFoldResult {
  OpFoldResult() = default;
  OpFoldResult(Attribute a) : attr(a) {}
  OpFoldResult(Value v) : value(v) {}
  Attribute attr;
  Value value;
  explicit operator bool() const { return attr || value; }
};

/// Hears about every change a rewriter makes.
class RewriteListener {
public:
  virtual ~RewriteListener() = default;
  virtual void notifyOperationInserted(Operation *) {}
  /// `op` is about to be erased (after its results lost their uses).
  virtual void notifyOperationErased(Operation *) {}
  /// `op` changed in place (operands, attributes).
  virtual void notifyOperationModified(Operation *) {}
  /// The results of `op` are about to be replaced by `values`.
  virtual void notifyOperationReplaced(Operation *, ValueRange) {}
  virtual void notifyMatchFailure(Operation *, const llvm::Twine &) {}
};

class PatternRewriter : public OpBuilder {
public:
  explicit PatternRewriter(Context &ctx, RewriteListener *listener = nullptr)
      : OpBuilder(ctx), listener(listener) {}
  void setListener(RewriteListener *l) { listener = l; }

  /// Inserts at the insertion point and tells the listener (every op
  /// created through this rewriter goes through here).
  Operation *insert(Operation *op) override;
  /// Replaces every use of the op's results, then erases it. A result
  /// without uses may be given a null value.
  virtual void replaceOp(Operation *op, ValueRange values);
  /// Replaces the op with a new one (created by `state`) of the same
  /// result count.
  Operation *replaceOpWithNew(Operation *op, OperationState &state);
  /// Erases an op whose results have no uses (and what is nested in it).
  void eraseOp(Operation *op);
  /// Replaces `op` by a copy without the results whose bit is set (they
  /// must have no uses); its regions move into the copy. Returns the copy.
  Operation *eraseOpResults(Operation *op, const llvm::BitVector &erased);
  /// Replaces uses of `from` with `to`, telling the listener of each user.
  void replaceAllUsesWith(Value from, Value to);
  /// Runs `change` on the op, then tells the listener it was modified.
  void modifyOpInPlace(Operation *op, llvm::function_ref<void()> change);
  /// Tells the listener `op` changed (after a change made directly).
  void notifyModified(Operation *op) {
    if (listener)
      listener->notifyOperationModified(op);
  }
  /// Moves `op` before `before`.
  void moveOpBefore(Operation *op, Operation *before);

  // Blocks. Moving ops between blocks tells the listener of each moved op
  // (as modified); moving whole blocks does not, since their ops stay
  // where they are relative to each other.

  /// Appends a new block to `region` (before `before` when given), with
  /// arguments, and moves the insertion point to its end.
  Block *createBlock(Region *region, Region::iterator before,
                     TypeRange argTypes = {},
                     llvm::ArrayRef<Location> argLocs = {});
  using OpBuilder::createBlock;
  /// Moves the ops of `block` from `before` on into a new block (without
  /// arguments) placed right after `block`, and returns it.
  Block *splitBlock(Block *block, Block::iterator before);
  /// Moves the ops of `source` before `before` in `dest`, with the uses of
  /// its arguments replaced by `args`, and erases `source`, which must have
  /// no predecessors.
  void inlineBlockBefore(Block *source, Block *dest, Block::iterator before,
                         ValueRange args = {});
  /// inlineBlockBefore at the end of `dest`.
  void mergeBlocks(Block *source, Block *dest, ValueRange args = {});
  /// Moves every block of `region` before `before` (a block of another
  /// region, or that region's end).
  void inlineRegionBefore(Region &region, Region &parent,
                          Region::iterator before);
  void inlineRegionBefore(Region &region, Block *before);
  /// Erases a block without predecessors, and everything in it.
  void eraseBlock(Block *block);
  /// Records why a pattern did not apply; always returns failure.
  llvm::LogicalResult notifyMatchFailure(Operation *op, const llvm::Twine &why);

private:
  RewriteListener *listener;
};

class RewritePattern {
public:
  virtual ~RewritePattern() = default;
  /// Rewrites `op` and succeeds, or leaves the IR untouched and fails.
  virtual llvm::LogicalResult
  matchAndRewrite(Operation *op, PatternRewriter &rewriter) const = 0;

  /// Which ops a pattern roots on, other than by name: those of an
  /// interface or trait (MLIR's OpInterfaceRewritePattern).
  using RootFilter = bool (*)(OperationName name);

  /// The op name matched, or empty for any op (or for the ops the root
  /// filter accepts).
  llvm::StringRef getRootName() const { return rootName; }
  RootFilter getRootFilter() const { return rootFilter; }
  unsigned getBenefit() const { return benefit; }
  /// The name --canonicalize's disable-patterns / enable-patterns use.
  llvm::StringRef getDebugName() const { return debugName; }

protected:
  RewritePattern(llvm::StringRef rootName, unsigned benefit,
                 llvm::StringRef debugName)
      : rootName(rootName), benefit(benefit), debugName(debugName) {}
  RewritePattern(RootFilter filter, unsigned benefit, llvm::StringRef debugName)
      : benefit(benefit), debugName(debugName), rootFilter(filter) {}

private:
  llvm::StringRef rootName;
  unsigned benefit;
  llvm::StringRef debugName;
  RootFilter rootFilter = nullptr;
};

/// A pattern written as a function: for the many small rewrites that need
/// no state of their own.
class FunctionPattern final : public RewritePattern {
public:
  using Fn = llvm::LogicalResult (*)(Operation *op, PatternRewriter &rewriter);
  FunctionPattern(llvm::StringRef rootName, llvm::StringRef debugName, Fn fn,
                  unsigned benefit = 1)
      : RewritePattern(rootName, benefit, debugName), fn(fn) {}
  FunctionPattern(RootFilter filter, llvm::StringRef debugName, Fn fn,
                  unsigned benefit = 1)
      : RewritePattern(filter, benefit, debugName), fn(fn) {}
  llvm::LogicalResult
  matchAndRewrite(Operation *op, PatternRewriter &rewriter) const override {
    return fn(op, rewriter);
  }

private:
  Fn fn;
};

/// A pattern written as a function of a typed op (ir/OpBase.h).
template <typename OpT> class OpFunctionPattern final : public RewritePattern {
public:
  using Fn = llvm::LogicalResult (*)(OpT op, PatternRewriter &rewriter);
  OpFunctionPattern(llvm::StringRef debugName, Fn fn, unsigned benefit)
      : RewritePattern(OpT::name, benefit, debugName), fn(fn) {}
  llvm::LogicalResult
  matchAndRewrite(Operation *op, PatternRewriter &rewriter) const override {
    return fn(OpT::wrap(op), rewriter);
  }

private:
  Fn fn;
};

class RewritePatternSet {
public:
  explicit RewritePatternSet(Context &ctx) : ctx(ctx) {}
  Context &getContext() const { return ctx; }
  void add(std::unique_ptr<RewritePattern> pattern) {
    patterns.push_back(std::move(pattern));
  }
  /// add(rootName, debugName, fn): a FunctionPattern.
  void add(llvm::StringRef rootName, llvm::StringRef debugName,
           FunctionPattern::Fn fn, unsigned benefit = 1) {
    patterns.push_back(
        std::make_unique<FunctionPattern>(rootName, debugName, fn, benefit));
  }
  /// add<OpT>(debugName, fn): a pattern rooted at ops of type OpT, with
  /// `fn` taking the typed op or a plain Operation *.
  template <typename OpT>
  void add(llvm::StringRef debugName, typename OpFunctionPattern<OpT>::Fn fn,
           unsigned benefit = 1) {
    patterns.push_back(
        std::make_unique<OpFunctionPattern<OpT>>(debugName, fn, benefit));
  }
  template <typename OpT>
  void add(llvm::StringRef debugName, FunctionPattern::Fn fn,
           unsigned benefit = 1) {
    add(OpT::name, debugName, fn, benefit);
  }
  /// A pattern rooted on every registered op `filter` accepts (an
  /// interface's ops), in this set's order among each op's own patterns.
  void addForOpsWhere(RewritePattern::RootFilter filter,
                      llvm::StringRef debugName, FunctionPattern::Fn fn,
                      unsigned benefit = 1) {
    patterns.push_back(
        std::make_unique<FunctionPattern>(filter, debugName, fn, benefit));
  }
  std::vector<std::unique_ptr<RewritePattern>> &getPatterns() {
    return patterns;
  }

private:
  Context &ctx;
  std::vector<std::unique_ptr<RewritePattern>> patterns;
};

/// Patterns indexed by op name, each list by decreasing benefit: what the
/// drivers use. Built once, shared read-only by threads.
class FrozenPatternSet {
public:
  FrozenPatternSet() = default;
  /// Keeps the patterns that `keep` accepts (by debug name).
  FrozenPatternSet(RewritePatternSet &&set,
                   std::function<bool(const RewritePattern &)> keep = {});
  /// The patterns for `name` followed by the any-op patterns, by benefit.
  llvm::ArrayRef<const RewritePattern *> lookup(OperationName name) const;
  bool empty() const { return all.empty(); }

private:
  std::vector<std::unique_ptr<RewritePattern>> all;
  llvm::DenseMap<const void *, std::vector<const RewritePattern *>> byName;
  std::vector<const RewritePattern *> anyOp;
};

} // namespace terrace
