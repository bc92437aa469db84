//===- Value.cpp ----------------------------------------------------------===//
#include "ir/Value.h"
#include "ir/Block.h"

using namespace terrace;

Operation *Value::getDefiningOp() const {
  if (isBlockArgument())
    return nullptr;
  return static_cast<OpResultImpl *>(impl)->getOwner();
}

Block *Value::getParentBlock() const {
  if (isBlockArgument())
    return static_cast<BlockArgumentImpl *>(impl)->owner;
  return getDefiningOp()->getBlock();
}

bool Value::isDefinedOutside(Operation *op) const {
  Block *block = getParentBlock();
  for (Operation *parent = block ? block->getParentOp() : nullptr; parent;
       parent = parent->getParentOp())
    if (parent == op)
      return false;
  return true;
}

Location Value::getLoc() const {
  if (isBlockArgument())
    return static_cast<BlockArgumentImpl *>(impl)->loc;
  return getDefiningOp()->getLoc();
}

bool Value::hasOneUse() const {
  return impl->firstUse && !impl->firstUse->getNextUse();
}

void Value::replaceAllUsesWith(Value other) const {
  while (OpOperand *use = impl->firstUse)
    use->set(other);
}

unsigned OpOperand::getOperandNumber() const {
  return unsigned(this - owner->getOpOperands().data());
}

void BlockOperand::init(Operation *op, Block *b) {
  owner = op;
  block = b;
  if (block)
    linkInto(block->firstUse);
}

void BlockOperand::set(Block *b) {
  unlink();
  block = b;
  if (block)
    linkInto(block->firstUse);
}
