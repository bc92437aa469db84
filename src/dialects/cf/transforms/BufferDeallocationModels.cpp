//===- BufferDeallocationModels.cpp - cf.cond_br frees before it branches -===//
//
// MLIR 22's BufferDeallocationOpInterface model of cf.cond_br: what the
// block owns is freed before the branch, once for each successor: a
// bufferization.dealloc whose conditions are the ownerships and-ed with
// the branch taken (the condition, or its negation), retaining what that
// successor receives or needs live. Each successor receives the ownership
// of the memrefs passed to it as extra operands; a memref both successors
// keep gets `select %cond, then, else` as its ownership.
//
//===----------------------------------------------------------------------===//
#include "dialects/cf/transforms/BufferizationModels.h"

#include "dialects/arith/ArithOps.h"
#include "dialects/bufferization/BufferDeallocationOpInterface.h"
#include "dialects/cf/ControlFlowOps.h"
#include "interfaces/ControlFlowInterfaces.h"
#include "ir/Builder.h"
#include "ir/Context.h"
#include "ir/Operation.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SetVector.h"

using namespace terrace;
using namespace terrace::bufferization;

namespace {

bool isMemRef(Value value) {
  return llvm::isa<MemRefType, UnrankedMemRefType>(value.getType());
}

Value andI(OpBuilder &b, Location loc, Value lhs, Value rhs) {
  return create<arith::AndIOp>(b, loc, with<"lhs">(lhs), with<"rhs">(rhs),
                               with<"result">(lhs.getType()))
      .result<"result">();
}

/// One dealloc for successor `index` of the branch: frees `memrefs` under
/// `conditions`, retains what the successor keeps, records the retained
/// memrefs' new ownerships in `ownerships` and passes those of the memrefs
/// it forwards as extra operands.
DeallocOp deallocForSuccessor(Operation *op, unsigned index, OpBuilder &b,
                              DeallocationState &state,
                              llvm::ArrayRef<Value> memrefs,
                              llvm::ArrayRef<Value> conditions,
                              llvm::DenseMap<Value, Value> &ownerships) {
  const auto &branch = *getInterface<BranchOpInterface>(op);
  auto [start, count] = branch.successorOperands(op, index);
  llvm::SmallVector<Value, 4> forwarded(op->getOperands().slice(start, count));
  llvm::SmallVector<Value, 4> retained;
  state.getMemrefsToRetain(op->getBlock(), op->getSuccessor(index), forwarded,
                           retained);
  DeallocOp dealloc =
      createDealloc(b, op->getLoc(), memrefs, conditions, retained);
  ResultRange updated = dealloc.results<"updatedConditions">();
  state.resetOwnerships(retained, op->getBlock());
  for (auto [i, pair] : llvm::enumerate(llvm::zip(retained, updated))) {
    auto [memref, ownership] = pair;
    // A memref retained twice (passed and live, or passed twice) gets two
    // equal answers; the first is its ownership (MLIR joins both into an
    // unknown ownership and then refuses the function).
    if (!llvm::is_contained(llvm::ArrayRef(retained).take_front(i), memref))
      state.updateOwnership(memref, ownership, op->getBlock());
    ownerships[memref] = ownership;
  }
  llvm::SmallVector<Value, 8> operands(forwarded.begin(), forwarded.end());
  for (Value value : forwarded)
    if (isMemRef(value))
      operands.push_back(ownerships.lookup(value));
  branch.setSuccessorOperands(op, index, operands);
  return dealloc;
}

llvm::LogicalResult processCondBranch(Operation *op, DeallocationState &state) {
  auto branch = cf::CondBranchOp::wrap(op);
  Location loc = op->getLoc();
  OpBuilder b(op->getContext());
  b.setInsertionPoint(op);
  // What the block frees does not depend on the successor.
  llvm::SmallVector<Value, 4> memrefs, conditions;
  if (failed(state.getMemrefsAndConditionsToDeallocate(b, loc, op->getBlock(),
                                                       memrefs, conditions)))
    return llvm::failure();
  Value condition = branch.operand<"condition">();

  llvm::SmallVector<Value, 4> thenConditions;
  for (Value c : conditions)
    thenConditions.push_back(andI(b, loc, c, condition));
  llvm::DenseMap<Value, Value> thenOwnerships, elseOwnerships;
  DeallocOp thenDealloc = deallocForSuccessor(op, 0, b, state, memrefs,
                                              thenConditions, thenOwnerships);

  llvm::SmallVector<Value, 4> elseConditions;
  Type i1 = condition.getType();
  for (Value c : conditions) {
    Value trueValue =
        create<arith::ConstantOp>(
            b, loc, with<"value">(IntegerAttr::get(i1, 1)), with<"result">(i1))
            .result<"result">();
    Value negated =
        create<arith::XOrIOp>(b, loc, with<"lhs">(trueValue),
                              with<"rhs">(condition), with<"result">(i1))
            .result<"result">();
    elseConditions.push_back(andI(b, loc, c, negated));
  }
  DeallocOp elseDealloc = deallocForSuccessor(op, 1, b, state, memrefs,
                                              elseConditions, elseOwnerships);

  // A memref both successors keep is owned as the branch decides.
  llvm::SetVector<Value> common;
  OperandRange thenRetained = thenDealloc.operands<"retained">();
  for (Value value : elseDealloc.operands<"retained">())
    if (llvm::is_contained(thenRetained, value))
      common.insert(value);
  for (Value value : common) {
    state.resetOwnerships(value, op->getBlock());
    Value ownership =
        create<arith::SelectOp>(b, loc, with<"condition">(condition),
                                with<"true_value">(thenOwnerships[value]),
                                with<"false_value">(elseOwnerships[value]),
                                with<"result">(i1))
            ->getResult(0);
    state.updateOwnership(value, ownership, op->getBlock());
  }
  return llvm::success();
}

const BufferDeallocationOpInterface kCondBranchModel = {processCondBranch};

} // namespace

void terrace::registerCFBufferDeallocationModels(Context &ctx) {
  ctx.attachOpInterface<cf::CondBranchOp>(kCondBranchModel);
}
