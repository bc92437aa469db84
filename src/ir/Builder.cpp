//===- Builder.cpp --------------------------------------------------------===//
#include "ir/Builder.h"
#include "ir/Context.h"

using namespace terrace;

Operation *OpBuilder::insert(Operation *op) {
  if (block)
    block->insert(point, op);
  return op;
}

Operation *OpBuilder::create(OperationState &state) {
  return insert(Operation::create(state));
}

Block *OpBuilder::createBlock(Region *region, TypeRange argTypes,
                              llvm::ArrayRef<Location> argLocs) {
  Block *b = new Block();
  region->push_back(b);
  for (size_t i = 0; i < argTypes.size(); ++i)
    b->addArgument(argTypes[i],
                   i < argLocs.size() ? argLocs[i] : getUnknownLoc());
  setInsertionPointToEnd(b);
  return b;
}

OperationName OpBuilder::getName(llvm::StringRef name) {
  return ctx.getOperationName(name);
}
StringAttr OpBuilder::getStringAttr(llvm::StringRef s) {
  return StringAttr::get(ctx, s);
}
IntegerType OpBuilder::getIntegerType(unsigned width) {
  return IntegerType::get(ctx, width);
}
IndexType OpBuilder::getIndexType() { return IndexType::get(ctx); }
FloatType OpBuilder::getF32Type() { return FloatType::get(ctx, TypeKind::F32); }
IntegerAttr OpBuilder::getI64IntegerAttr(int64_t value) {
  return IntegerAttr::get(IntegerType::get(ctx, 64), value);
}
Location OpBuilder::getUnknownLoc() { return UnknownLoc::get(ctx); }
