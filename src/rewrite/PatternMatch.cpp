//===- PatternMatch.cpp - The rewriter and pattern sets -------------------===//
#include "rewrite/PatternMatch.h"
#include "ir/Block.h"
#include "ir/Context.h"
#include "ir/Dialect.h"

#include "llvm/ADT/SmallPtrSet.h"

#include <algorithm>
#include <functional>

using namespace terrace;

Operation *PatternRewriter::insert(Operation *op) {
  OpBuilder::insert(op);
  if (listener)
    listener->notifyOperationInserted(op);
  return op;
}

void PatternRewriter::replaceAllUsesWith(Value from, Value to) {
  if (from == to)
    return;
  while (OpOperand *use = from.getFirstUse()) {
    Operation *user = use->getOwner();
    use->set(to);
    if (listener)
      listener->notifyOperationModified(user);
  }
}

void PatternRewriter::replaceOp(Operation *op, ValueRange values) {
  assert(values.size() == op->getNumResults() &&
         "replaceOp needs one value per result");
  if (listener)
    listener->notifyOperationReplaced(op, values);
  for (unsigned i = 0; i < op->getNumResults(); ++i)
    if (values[i]) // null only for results without uses
      replaceAllUsesWith(op->getResult(i), values[i]);
  eraseOp(op);
}

Operation *PatternRewriter::eraseOpResults(Operation *op,
                                           const llvm::BitVector &erased) {
  OperationState state = OperationState::withoutResults(op);
  for (unsigned i = 0; i < op->getNumRegions(); ++i)
    state.addRegion();
  llvm::SmallVector<Value, 4> replacements(op->getNumResults());
  for (unsigned i = 0; i < op->getNumResults(); ++i)
    if (!erased.test(i))
      state.types.push_back(op->getResult(i).getType());
  setInsertionPoint(op);
  Operation *copy = create(state);
  for (unsigned i = 0; i < op->getNumRegions(); ++i)
    inlineRegionBefore(op->getRegion(i), copy->getRegion(i),
                       copy->getRegion(i).end());
  for (unsigned i = 0, next = 0; i < op->getNumResults(); ++i)
    if (!erased.test(i))
      replacements[i] = copy->getResult(next++);
  replaceOp(op, replacements);
  return copy;
}

Operation *PatternRewriter::replaceOpWithNew(Operation *op,
                                             OperationState &state) {
  setInsertionPoint(op);
  Operation *created = create(state);
  replaceOp(op, created->getResults());
  return created;
}

void PatternRewriter::eraseOp(Operation *op) {
  if (!listener) {
    op->erase();
    return;
  }
  if (op->getNumRegions() == 0) {
    listener->notifyOperationErased(op);
    op->erase();
    return;
  }
  // As MLIR's rewriter: nested ops are erased one by one, users before
  // definitions (blocks in post-order, ops last first), each after the
  // listener heard of it, so that it always sees consistent IR (an erased
  // op's operands lose that use before their definitions are revisited).
  std::function<void(Operation *)> eraseTree = [&](Operation *current) {
    for (Region &region : llvm::reverse(current->getRegions())) {
      while (!region.empty()) {
        llvm::SmallVector<Block *, 16> blocks = region.getPostOrder();
        for (Block *block : blocks)
          while (!block->empty())
            eraseTree(&block->back());
        for (Block *block : blocks) {
          for (BlockArgumentImpl *arg : block->getArguments())
            while (OpOperand *use = Value(arg).getFirstUse())
              use->drop();
          while (BlockOperand *use = block->getFirstUse())
            use->drop();
          block->erase();
        }
      }
    }
    listener->notifyOperationErased(current);
    for (unsigned i = 0; i < current->getNumResults(); ++i)
      while (OpOperand *use = current->getResult(i).getFirstUse())
        use->drop();
    current->erase();
  };
  eraseTree(op);
}

void PatternRewriter::modifyOpInPlace(Operation *op,
                                      llvm::function_ref<void()> change) {
  change();
  if (listener)
    listener->notifyOperationModified(op);
}

void PatternRewriter::moveOpBefore(Operation *op, Operation *before) {
  op->remove();
  before->getBlock()->insert(Block::iterator(before), op);
  if (listener)
    listener->notifyOperationModified(op);
}

Block *PatternRewriter::createBlock(Region *region, Region::iterator before,
                                    TypeRange argTypes,
                                    llvm::ArrayRef<Location> argLocs) {
  Block *block = OpBuilder::createBlock(region, argTypes, argLocs);
  if (before != region->end()) {
    region->remove(block);
    region->insert(before, block);
  }
  return block;
}

Block *PatternRewriter::splitBlock(Block *block, Block::iterator before) {
  auto *tail = new Block();
  Region *region = block->getParent();
  region->insert(std::next(Region::iterator(block)), tail);
  while (before != block->end()) {
    Operation *op = &*before++;
    block->remove(op);
    tail->push_back(op);
  }
  return tail;
}

void PatternRewriter::inlineBlockBefore(Block *source, Block *dest,
                                        Block::iterator before,
                                        ValueRange args) {
  assert(source->hasNoPredecessors() && "inlined block has predecessors");
  assert(args.size() == source->getNumArguments() &&
         "one value per block argument");
  for (unsigned i = 0; i < args.size(); ++i)
    replaceAllUsesWith(source->getArgument(i), args[i]);
  while (!source->empty()) {
    Operation *op = &source->front();
    source->remove(op);
    dest->insert(before, op);
    if (listener)
      listener->notifyOperationModified(op);
  }
  eraseBlock(source);
}

void PatternRewriter::mergeBlocks(Block *source, Block *dest, ValueRange args) {
  inlineBlockBefore(source, dest, dest->end(), args);
}

void PatternRewriter::inlineRegionBefore(Region &region, Region &parent,
                                         Region::iterator before) {
  while (!region.empty()) {
    Block *block = &region.front();
    region.remove(block);
    parent.insert(before, block);
  }
}

void PatternRewriter::inlineRegionBefore(Region &region, Block *before) {
  inlineRegionBefore(region, *before->getParent(), Region::iterator(before));
}

void PatternRewriter::eraseBlock(Block *block) {
  assert(block->hasNoPredecessors() && "erased block has predecessors");
  // Ops go last first, so no op outlives a user inside the block.
  while (!block->empty())
    eraseOp(&block->back());
  block->erase();
}

llvm::LogicalResult
PatternRewriter::notifyMatchFailure(Operation *op, const llvm::Twine &why) {
  if (listener)
    listener->notifyMatchFailure(op, why);
  return llvm::failure();
}

FrozenPatternSet::FrozenPatternSet(
    RewritePatternSet &&set, std::function<bool(const RewritePattern &)> keep) {
  Context &ctx = set.getContext();
  for (std::unique_ptr<RewritePattern> &p : set.getPatterns()) {
    if (keep && !keep(*p))
      continue;
    all.push_back(std::move(p));
  }
  // The registered ops, for patterns rooted on those a filter accepts.
  llvm::SmallVector<OperationName, 0> registered;
  for (const std::unique_ptr<RewritePattern> &p : all)
    if (p->getRootFilter() && registered.empty())
      for (const std::unique_ptr<Dialect> &dialect : ctx.getDialects())
        dialect->forEachOp([&](const OpDefinition &def) {
          registered.push_back(ctx.getOperationName(def.name));
        });
  for (const std::unique_ptr<RewritePattern> &p : all) {
    if (RewritePattern::RootFilter filter = p->getRootFilter()) {
      for (OperationName name : registered)
        if (filter(name))
          byName[name.getInfo()].push_back(p.get());
    } else if (p->getRootName().empty()) {
      anyOp.push_back(p.get());
    } else {
      byName[ctx.getOperationName(p->getRootName()).getInfo()].push_back(
          p.get());
    }
  }
  auto byBenefit = [](const RewritePattern *a, const RewritePattern *b) {
    return a->getBenefit() > b->getBenefit();
  };
  for (auto &entry : byName) {
    entry.second.insert(entry.second.end(), anyOp.begin(), anyOp.end());
    std::stable_sort(entry.second.begin(), entry.second.end(), byBenefit);
  }
  std::stable_sort(anyOp.begin(), anyOp.end(), byBenefit);
}

llvm::ArrayRef<const RewritePattern *>
FrozenPatternSet::lookup(OperationName name) const {
  auto it = byName.find(name.getInfo());
  return it == byName.end()
             ? llvm::ArrayRef<const RewritePattern *>(anyOp)
             : llvm::ArrayRef<const RewritePattern *>(it->second);
}
