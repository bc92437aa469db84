//===- Block.cpp - Blocks and regions -------------------------------------===//
#include "ir/Region.h"

#include "llvm/ADT/SmallPtrSet.h"

using namespace terrace;

//===-- Block -------------------------------------------------------------===//

Block::~Block() {
  // Drop every use first so ops can be freed in any order.
  dropAllReferences();
  destroyOps();
  for (BlockArgumentImpl *arg : arguments) {
    // Uses from outside the block (only when a parse stopped half-way) are
    // detached rather than left dangling.
    while (OpOperand *use = arg->firstUse)
      use->drop();
    delete arg;
  }
  while (BlockOperand *use = firstUse)
    use->drop();
}

void Block::forgetUses() {
  for (BlockArgumentImpl *arg : arguments)
    arg->firstUse = nullptr;
  firstUse = nullptr;
}

void Block::destroyOps() {
  while (!operations.empty()) {
    Operation *op = &operations.front();
    operations.remove(*op);
    op->parent = nullptr;
    op->destroyTree();
  }
}

Operation *Block::getParentOp() const {
  return parent ? parent->getParentOp() : nullptr;
}

bool Block::isEntryBlock() const {
  return parent && &parent->front() == this;
}

Value Block::addArgument(Type type, Location loc) {
  auto *arg = new BlockArgumentImpl(type, unsigned(arguments.size()), this, loc);
  arguments.push_back(arg);
  return arg;
}

void Block::eraseArgument(unsigned index) {
  while (OpOperand *use = arguments[index]->firstUse)
    use->drop();
  delete arguments[index];
  arguments.erase(arguments.begin() + index);
  for (unsigned i = index; i < arguments.size(); ++i)
    arguments[i]->index = i;
}

Operation *Block::getTerminator() {
  if (operations.empty())
    return nullptr;
  Operation &last = operations.back();
  return last.hasTrait(IsTerminator) ? &last : nullptr;
}

void Block::insert(iterator where, Operation *op) {
  op->parent = this;
  operations.insert(where, *op);
  opOrderValid = false;
}

void Block::remove(Operation *op) {
  operations.remove(*op);
  op->parent = nullptr;
}

llvm::SmallVector<Block *, 4> Block::getPredecessors() const {
  llvm::SmallVector<Block *, 4> preds;
  for (BlockOperand *use = firstUse; use; use = use->getNextUse())
    preds.push_back(use->getOwner()->getBlock());
  return preds;
}

void Block::recomputeOpOrder() {
  unsigned i = 0;
  for (Operation &op : operations)
    op.orderIndex = i++;
  opOrderValid = true;
}

void Block::dropAllReferences() {
  for (Operation &op : operations)
    op.dropAllReferences();
}

void Block::erase() {
  if (parent)
    parent->remove(this);
  delete this;
}

//===-- Region ------------------------------------------------------------===//

Region::~Region() { clear(); }

void Region::insert(iterator where, Block *block) {
  block->parent = this;
  blocks.insert(where, *block);
}

void Region::remove(Block *block) {
  blocks.remove(*block);
  block->parent = nullptr;
}

void Region::takeBody(Region &other) {
  while (!other.empty()) {
    Block *b = &other.front();
    other.remove(b);
    push_back(b);
  }
}

void Region::clear() {
  // Uses may cross blocks: drop them all before deleting any block.
  dropAllReferences();
  destroyBlocks();
}

void Region::destroyBlocks() {
  while (!blocks.empty()) {
    Block *b = &blocks.front();
    remove(b);
    b->destroyOps();
    delete b;
  }
}

void Region::dropAllReferences() {
  for (Block &b : blocks)
    b.dropAllReferences();
}

llvm::SmallVector<Block *, 16> Region::getPostOrder() {
  llvm::SmallVector<Block *, 16> order;
  if (empty())
    return order;
  llvm::SmallPtrSet<Block *, 16> visited;
  llvm::SmallVector<std::pair<Block *, unsigned>, 16> stack;
  visited.insert(&front());
  stack.push_back({&front(), 0});
  while (!stack.empty()) {
    auto &[block, next] = stack.back();
    Operation *term = block->empty() ? nullptr : &block->back();
    if (term && next < term->getNumSuccessors()) {
      Block *succ = term->getSuccessor(next++);
      if (succ && visited.insert(succ).second)
        stack.push_back({succ, 0});
      continue;
    }
    order.push_back(block);
    stack.pop_back();
  }
  return order;
}

bool Region::isAncestor(Region *other) const {
  while (other) {
    if (other == this)
      return true;
    Operation *op = other->getParentOp();
    other = op ? op->getParentRegion() : nullptr;
  }
  return false;
}
