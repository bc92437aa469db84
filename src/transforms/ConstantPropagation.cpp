//===- ConstantPropagation.cpp - The dataflow analysis behind sccp --------===//
//
// The analysis knows each value as uninitialized (no path reaches it yet),
// one constant, or overdefined, and each block as live or not. It visits
// ops from a worklist: an op is revisited when an operand changes, a block
// when it becomes live. Control flow comes from op interfaces (branches,
// region branches, calls), so no op is named here. Calls are followed into
// functions whose every use is a call (private ones); public functions
// get unknown arguments, but their returns still reach their calls.
//
//===----------------------------------------------------------------------===//
#include "transforms/ConstantPropagation.h"
#include "ir/Block.h"
#include "ir/Region.h"
#include "ir/SymbolTable.h"
#include "rewrite/Folding.h"

using namespace terrace;

/// Public callables, and callables used other than by a call, may have
/// callers the analysis does not see.
void ConstantPropagation::initializeCallables() {
  if (!top->hasTrait(SymbolTableTrait) || top->getNumRegions() == 0 ||
      top->getRegion(0).empty())
    return;
  bool allUsesVisible = top->getBlock() == nullptr;
  for (Operation &op : top->getRegion(0).front()) {
    const CallableOpInterface *callable =
        getInterface<CallableOpInterface>(&op);
    if (!callable || !callable->callableRegion(&op) ||
        !symbol_table::getSymbolName(&op))
      continue;
    llvm::StringRef visibility = symbol_table::getVisibility(&op);
    if (visibility == "public" || (!allUsesVisible && visibility == "nested"))
      unknownCallers.insert(&op);
  }
  top->walk([&](Operation *op) {
    if (op == top || getInterface<CallOpInterface>(op))
      return;
    auto escape = [&](SymbolRefAttr ref) {
      if (Operation *symbol = symbol_table::lookupSymbolIn(top, ref))
        if (getInterface<CallableOpInterface>(symbol))
          unknownCallers.insert(symbol);
    };
    symbol_table::forEachSymbolRef(op->getProperties(), escape);
    symbol_table::forEachSymbolRef(op->getAttrDictionary(), escape);
  });
}

void ConstantPropagation::solve() {
  initializeCallables();
  for (Region &region : top->getRegions())
    enterRegion(region, {0, 0});
  while (!worklist.empty()) {
    Operation *op = worklist.front();
    worklist.pop_front();
    queued.erase(op);
    visit(op);
  }
}

void ConstantPropagation::visit(Operation *op) {
  if (const auto *call = getInterface<CallOpInterface>(op)) {
    visitCall(op, *call);
    return;
  }
  if (op->getNumRegions() != 0) {
    if (const auto *branch = getInterface<RegionBranchOpInterface>(op)) {
      visitRegionBranch(op, *branch);
    } else if (const auto *callable = getInterface<CallableOpInterface>(op)) {
      // Entered by its calls; from anywhere when its callers are unknown.
      Region *body = callable->callableRegion(op);
      if (body && unknownCallers.contains(op))
        enterRegion(*body, {0, 0});
    } else {
      // Regions the analysis cannot follow: they may all run, with unknown
      // arguments, and the op's results are unknown.
      for (Region &region : op->getRegions())
        enterRegion(region, {0, 0});
      for (unsigned i = 0; i < op->getNumResults(); ++i)
        markOverdefined(op->getResult(i));
    }
    return;
  }
  if (op->hasTrait(IsTerminator)) {
    Operation *parent = op->getParentOp();
    if (const auto *branch = getInterface<BranchOpInterface>(op)) {
      visitBranch(op, *branch);
    } else if (op->getNumSuccessors() != 0) {
      for (unsigned i = 0; i < op->getNumSuccessors(); ++i) {
        Block *dest = op->getSuccessor(i);
        markBlockLive(dest);
        for (unsigned a = 0; a < dest->getNumArguments(); ++a)
          markOverdefined(dest->getArgument(a));
      }
    } else if (parent && getInterface<RegionBranchOpInterface>(parent)) {
      visitRegionTerminator(op, parent);
    } else if (parent && getInterface<CallableOpInterface>(parent)) {
      visitReturn(op, parent);
    }
    if (op->getNumResults() == 0)
      return;
  }
  visitFold(op);
}

void ConstantPropagation::visitBranch(Operation *op,
                                      const BranchOpInterface &branch) {
  llvm::SmallVector<Attribute, 4> constants;
  if (!operandConstants(op, constants))
    return;
  Block *taken = branch.successorForOperands
                     ? branch.successorForOperands(op, constants)
                     : nullptr;
  for (unsigned i = 0; i < op->getNumSuccessors(); ++i) {
    Block *dest = op->getSuccessor(i);
    if (taken && dest != taken)
      continue;
    markBlockLive(dest);
    auto [start, size] = branch.successorOperands(op, i);
    for (unsigned a = 0; a < dest->getNumArguments(); ++a) {
      if (a < size)
        joinFrom(dest->getArgument(a), op->getOperand(start + a));
      else
        markOverdefined(dest->getArgument(a));
    }
  }
}

void ConstantPropagation::forwardToSuccessor(Operation *parent, int successor,
                                             Operation *from,
                                             IndexRange operands) {
  const RegionBranchOpInterface &branch =
      *getInterface<RegionBranchOpInterface>(parent);
  IndexRange inputs = branch.successorInputs(parent, successor);
  if (successor == kParentRegion) {
    for (unsigned i = 0; i < inputs.second && i < operands.second; ++i)
      joinFrom(parent->getResult(inputs.first + i),
               from->getOperand(operands.first + i));
    return;
  }
  Region &region = parent->getRegion(unsigned(successor));
  if (region.empty())
    return;
  enterRegion(region, inputs);
  Block &entry = region.front();
  for (unsigned i = 0; i < inputs.second && i < operands.second; ++i)
    joinFrom(entry.getArgument(inputs.first + i),
             from->getOperand(operands.first + i));
}

void ConstantPropagation::visitRegionBranch(
    Operation *op, const RegionBranchOpInterface &branch) {
  llvm::SmallVector<Attribute, 4> constants;
  if (!operandConstants(op, constants))
    return;
  llvm::SmallVector<int, 2> successors;
  branch.entrySuccessors(op, constants, successors);
  for (int successor : successors)
    forwardToSuccessor(op, successor, op, branch.entryOperands(op, successor));
}

void ConstantPropagation::visitRegionTerminator(Operation *terminator,
                                                Operation *parent) {
  const RegionBranchTerminatorInterface *iface =
      getInterface<RegionBranchTerminatorInterface>(terminator);
  llvm::SmallVector<Attribute, 4> constants;
  if (!operandConstants(terminator, constants))
    return;
  Region *region = terminator->getParentRegion();
  unsigned from = 0;
  while (&parent->getRegion(from) != region)
    ++from;
  if (!iface) {
    // A terminator that is not the region's (ub.unreachable in an
    // execute_region): control may go where the region goes, with values
    // nothing is known of (as MLIR's analysis concludes).
    llvm::SmallVector<int, 2> successors;
    getInterface<RegionBranchOpInterface>(parent)->regionSuccessors(
        parent, from, successors);
    const RegionBranchOpInterface &branch =
        *getInterface<RegionBranchOpInterface>(parent);
    for (int successor : successors) {
      IndexRange inputs = branch.successorInputs(parent, successor);
      if (successor == kParentRegion) {
        for (unsigned i = 0; i < inputs.second; ++i)
          markOverdefined(parent->getResult(inputs.first + i));
        continue;
      }
      Region &next = parent->getRegion(unsigned(successor));
      if (next.empty())
        continue;
      enterRegion(next, inputs);
      for (unsigned i = 0; i < inputs.second; ++i)
        markOverdefined(next.front().getArgument(inputs.first + i));
    }
    return;
  }
  llvm::SmallVector<int, 2> successors;
  if (iface->successorsForOperands)
    iface->successorsForOperands(terminator, constants, successors);
  else
    getInterface<RegionBranchOpInterface>(parent)->regionSuccessors(
        parent, from, successors);
  for (int successor : successors)
    forwardToSuccessor(parent, successor, terminator,
                       iface->successorOperands(terminator, successor));
}

llvm::SmallVector<Operation *, 2>
ConstantPropagation::liveReturns(Region &body) {
  llvm::SmallVector<Operation *, 2> returns;
  for (Block &block : body) {
    Operation *terminator = block.getTerminator();
    if (terminator && terminator->getNumSuccessors() == 0 &&
        liveBlocks.contains(&block))
      returns.push_back(terminator);
  }
  return returns;
}

Operation *ConstantPropagation::resolveCallee(Operation *call) const {
  const CallOpInterface *iface = getInterface<CallOpInterface>(call);
  SymbolRefAttr ref = iface ? iface->callee(call) : SymbolRefAttr();
  Operation *callee =
      ref ? symbol_table::lookupNearestSymbolFrom(call, ref) : nullptr;
  // A callee outside the analysed op is as unknown as an external one.
  Operation *ancestor = callee;
  while (ancestor && ancestor != top)
    ancestor = ancestor->getParentOp();
  const CallableOpInterface *callable =
      ancestor ? getInterface<CallableOpInterface>(callee) : nullptr;
  return callable && callable->callableRegion(callee) ? callee : nullptr;
}

void ConstantPropagation::visitCall(Operation *call,
                                    const CallOpInterface &iface) {
  Operation *callee = resolveCallee(call);
  Region *body =
      callee ? getInterface<CallableOpInterface>(callee)->callableRegion(callee)
             : nullptr;
  if (!body) {
    // An external or unresolved callee: nothing is known of the results.
    for (unsigned i = 0; i < call->getNumResults(); ++i)
      markOverdefined(call->getResult(i));
    return;
  }
  if (callSites[callee].insert(call)) {
    enterRegion(*body, {0, unknownCallers.contains(callee)
                               ? 0
                               : body->front().getNumArguments()});
  }
  if (!unknownCallers.contains(callee)) {
    auto [start, size] = iface.argOperands(call);
    Block &entry = body->front();
    for (unsigned i = 0; i < size && i < entry.getNumArguments(); ++i)
      joinFrom(entry.getArgument(i), call->getOperand(start + i));
  }
  for (Operation *ret : liveReturns(*body))
    joinReturn(call, ret);
}

void ConstantPropagation::visitReturn(Operation *ret, Operation *callable) {
  auto it = callSites.find(callable);
  if (it == callSites.end())
    return;
  for (Operation *call : it->second)
    joinReturn(call, ret);
}

/// What `ret`, a terminator leaving the callee, gives the call's results:
/// its operands when it returns; nothing known when it is another
/// terminator (ub.unreachable), which MLIR's analysis also counts as a
/// way out of the callee.
void ConstantPropagation::joinReturn(Operation *call, Operation *ret) {
  if (!ret->hasTrait(ReturnLike)) {
    for (unsigned i = 0; i < call->getNumResults(); ++i)
      markOverdefined(call->getResult(i));
    return;
  }
  for (unsigned i = 0; i < call->getNumResults() && i < ret->getNumOperands();
       ++i)
    joinFrom(call->getResult(i), ret->getOperand(i));
}

/// Simulates the op: folds it as if its operands were their constants.
/// An in-place fold is undone (the constants are not the IR's).
void ConstantPropagation::visitFold(Operation *op) {
  if (op->getNumResults() == 0)
    return;
  llvm::SmallVector<Attribute, 4> constants;
  if (!operandConstants(op, constants))
    return;
  auto overdefine = [&] {
    for (unsigned i = 0; i < op->getNumResults(); ++i)
      markOverdefined(op->getResult(i));
  };
  llvm::SmallVector<Value, 4> operands = op->getOperands();
  Attribute properties = op->getProperties();
  DictionaryAttr attrs = op->getAttrDictionary();
  llvm::SmallVector<OpFoldResult, 2> results;
  if (failed(foldOperation(op, constants, results)))
    return overdefine();
  if (results.empty()) {
    op->setOperands(operands);
    op->setProperties(properties);
    op->setAttrs(attrs);
    return overdefine();
  }
  Dialect *dialect = op->getName().getDialect();
  for (unsigned i = 0; i < op->getNumResults() && i < results.size(); ++i) {
    if (results[i].attr)
      join(op->getResult(i), Lattice::constant(results[i].attr, dialect));
    else
      joinFrom(op->getResult(i), results[i].value);
  }
}
