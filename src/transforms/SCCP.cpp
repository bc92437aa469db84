//===- SCCP.cpp - Sparse conditional constant propagation -----------------===//
//
// `sccp`, as MLIR 22's: a dataflow analysis finds the values that are one
// constant on every path that can run, following only the branches,
// regions and calls that can be taken given what is known (so a constant
// condition makes the other side dead), then every such value is replaced
// by a constant and ops left without a use and without effects go.
//
// The analysis knows each value as uninitialized (no path reaches it yet),
// one constant, or overdefined, and each block as live or not. It visits
// ops from a worklist: an op is revisited when an operand changes, a block
// when it becomes live. Control flow comes from op interfaces (branches,
// region branches, calls), so no op is named here. Calls are followed into
// functions whose every use is a call (private ones); public functions
// get unknown arguments, but their returns still reach their calls.
//
// The rewrite creates each constant once per isolated region, at the front
// of its entry block with an unknown location (so they come out in reverse
// order of creation), as MLIR's OperationFolder does.
//
//===----------------------------------------------------------------------===//
#include "interfaces/OpInterfaces.h"
#include "ir/Block.h"
#include "ir/Builder.h"
#include "ir/Context.h"
#include "ir/Dialect.h"
#include "ir/Region.h"
#include "ir/SymbolTable.h"
#include "rewrite/Folding.h"
#include "transforms/Passes.h"

#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/SetVector.h"

#include <deque>
#include <tuple>

using namespace terrace;

namespace {
/// What is known of one value.
struct Lattice {
  enum Kind : uint8_t { Uninitialized, Constant, Overdefined };
  Kind kind = Uninitialized;
  Attribute value;
  /// The dialect that materializes `value` (the folded op's).
  Dialect *dialect = nullptr;

  static Lattice overdefined() { return {Overdefined, {}, nullptr}; }
  static Lattice constant(Attribute v, Dialect *d) { return {Constant, v, d}; }
  /// Joins `other` in; returns whether this changed.
  bool join(const Lattice &other) {
    if (other.kind == Uninitialized || kind == Overdefined)
      return false;
    if (kind == Uninitialized) {
      *this = other;
      return true;
    }
    if (other.kind == Constant && other.value == value)
      return false;
    *this = overdefined();
    return true;
  }
};

class ConstantPropagation {
public:
  explicit ConstantPropagation(Operation *top) : top(top) {}

  void solve();
  /// The constant `value` holds on every path that runs, or null.
  const Lattice *getConstant(Value value) const {
    auto it = values.find(value.getImpl());
    return it != values.end() && it->second.kind == Lattice::Constant
               ? &it->second
               : nullptr;
  }

private:
  // State changes.
  void join(Value to, Lattice from) {
    if (values[to.getImpl()].join(from))
      for (OpOperand *use = to.getFirstUse(); use; use = use->getNextUse())
        enqueue(use->getOwner());
  }
  void joinFrom(Value to, Value from) { join(to, values.lookup(from.getImpl())); }
  void markOverdefined(Value v) { join(v, Lattice::overdefined()); }
  void enqueue(Operation *op) {
    if (op->getBlock() && liveBlocks.contains(op->getBlock()) &&
        queued.insert(op).second)
      worklist.push_back(op);
  }
  void markBlockLive(Block *block) {
    if (!liveBlocks.insert(block).second)
      return;
    for (Operation &op : *block)
      enqueue(&op);
  }
  /// Makes the entry block of `region` live; its arguments outside
  /// [inputs.first, +inputs.second) are not control-flow values and are
  /// overdefined.
  void enterRegion(Region &region, ValueRange inputs) {
    if (region.empty())
      return;
    Block &entry = region.front();
    markBlockLive(&entry);
    for (unsigned i = 0; i < entry.getNumArguments(); ++i)
      if (i < inputs.first || i >= inputs.first + inputs.second)
        markOverdefined(entry.getArgument(i));
  }

  /// The operands' constants (null when overdefined); false while one is
  /// still uninitialized.
  bool operandConstants(Operation *op, llvm::SmallVectorImpl<Attribute> &out) {
    for (unsigned i = 0; i < op->getNumOperands(); ++i) {
      const Lattice &l = values.lookup(op->getOperand(i).getImpl());
      if (l.kind == Lattice::Uninitialized)
        return false;
      out.push_back(l.value);
    }
    return true;
  }

  void initializeCallables();
  void visit(Operation *op);
  void visitBranch(Operation *op, const BranchOpInterface &branch);
  void visitRegionBranch(Operation *op, const RegionBranchOpInterface &branch);
  void visitRegionTerminator(Operation *terminator, Operation *parent);
  void forwardToSuccessor(Operation *parent, int successor, Operation *from,
                          ValueRange operands);
  void visitCall(Operation *call, const CallOpInterface &iface);
  void visitReturn(Operation *ret, Operation *callable);
  void visitFold(Operation *op);
  /// The return-like terminators directly in `body`, in live blocks.
  llvm::SmallVector<Operation *, 2> liveReturns(Region &body);

  Operation *top;
  llvm::DenseMap<ValueImpl *, Lattice> values;
  llvm::DenseSet<Block *> liveBlocks;
  std::deque<Operation *> worklist;
  llvm::DenseSet<Operation *> queued;
  /// Callable -> its calls in live blocks, in the order they were met.
  llvm::DenseMap<Operation *, llvm::SetVector<Operation *>> callSites;
  /// Callables that may be called from where the analysis cannot see.
  llvm::DenseSet<Operation *> unknownCallers;
};

/// Public callables, and callables used other than by a call, may have
/// callers the analysis does not see.
void ConstantPropagation::initializeCallables() {
  if (!top->hasTrait(SymbolTableTrait) || top->getNumRegions() == 0 ||
      top->getRegion(0).empty())
    return;
  bool allUsesVisible = top->getBlock() == nullptr;
  for (Operation &op : top->getRegion(0).front()) {
    const CallableOpInterface *callable = getInterfaces(&op).callable;
    if (!callable || !callable->callableRegion(&op) ||
        !symbol_table::getSymbolName(&op))
      continue;
    llvm::StringRef visibility = symbol_table::getVisibility(&op);
    if (visibility == "public" || (!allUsesVisible && visibility == "nested"))
      unknownCallers.insert(&op);
  }
  top->walk([&](Operation *op) {
    if (op == top || getInterfaces(op).call)
      return;
    auto escape = [&](SymbolRefAttr ref) {
      if (Operation *symbol = symbol_table::lookupSymbolIn(top, ref))
        if (getInterfaces(symbol).callable)
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
  const OpInterfaces &interfaces = getInterfaces(op);
  if (interfaces.call) {
    visitCall(op, *interfaces.call);
    return;
  }
  if (op->getNumRegions() != 0) {
    if (interfaces.regionBranch) {
      visitRegionBranch(op, *interfaces.regionBranch);
    } else if (interfaces.callable) {
      // Entered by its calls; from anywhere when its callers are unknown.
      Region *body = interfaces.callable->callableRegion(op);
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
    if (interfaces.branch) {
      visitBranch(op, *interfaces.branch);
    } else if (op->getNumSuccessors() != 0) {
      for (unsigned i = 0; i < op->getNumSuccessors(); ++i) {
        Block *dest = op->getSuccessor(i);
        markBlockLive(dest);
        for (unsigned a = 0; a < dest->getNumArguments(); ++a)
          markOverdefined(dest->getArgument(a));
      }
    } else if (parent && getInterfaces(parent).regionBranch) {
      visitRegionTerminator(op, parent);
    } else if (parent && getInterfaces(parent).callable &&
               op->hasTrait(ReturnLike)) {
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
                                             ValueRange operands) {
  const RegionBranchOpInterface &branch = *getInterfaces(parent).regionBranch;
  ValueRange inputs = branch.successorInputs(parent, successor);
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
      getInterfaces(terminator).regionTerminator;
  if (!iface)
    return;
  llvm::SmallVector<Attribute, 4> constants;
  if (!operandConstants(terminator, constants))
    return;
  Region *region = terminator->getParentRegion();
  unsigned from = 0;
  while (&parent->getRegion(from) != region)
    ++from;
  llvm::SmallVector<int, 2> successors;
  if (iface->successorsForOperands)
    iface->successorsForOperands(terminator, constants, successors);
  else
    getInterfaces(parent).regionBranch->regionSuccessors(parent, from,
                                                         successors);
  for (int successor : successors)
    forwardToSuccessor(parent, successor, terminator,
                       iface->successorOperands(terminator, successor));
}

llvm::SmallVector<Operation *, 2>
ConstantPropagation::liveReturns(Region &body) {
  llvm::SmallVector<Operation *, 2> returns;
  for (Block &block : body) {
    Operation *terminator = block.getTerminator();
    if (terminator && terminator->hasTrait(ReturnLike) &&
        liveBlocks.contains(&block))
      returns.push_back(terminator);
  }
  return returns;
}

void ConstantPropagation::visitCall(Operation *call,
                                    const CallOpInterface &iface) {
  SymbolRefAttr ref = iface.callee(call);
  Operation *callee =
      ref ? symbol_table::lookupNearestSymbolFrom(call, ref) : nullptr;
  // A callee outside the analysed op is as unknown as an external one.
  Operation *ancestor = callee;
  while (ancestor && ancestor != top)
    ancestor = ancestor->getParentOp();
  const CallableOpInterface *callable =
      ancestor ? getInterfaces(callee).callable : nullptr;
  Region *body = callable ? callable->callableRegion(callee) : nullptr;
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
    for (unsigned i = 0;
         i < call->getNumResults() && i < ret->getNumOperands(); ++i)
      joinFrom(call->getResult(i), ret->getOperand(i));
}

void ConstantPropagation::visitReturn(Operation *ret, Operation *callable) {
  auto it = callSites.find(callable);
  if (it == callSites.end())
    return;
  for (Operation *call : it->second)
    for (unsigned i = 0;
         i < call->getNumResults() && i < ret->getNumOperands(); ++i)
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

/// Replaces every value the analysis proved constant, visiting blocks as
/// MLIR's sccp does (a stack: a block's nested regions come right after
/// it, the last op's first), so constants are created in the same order.
void rewrite(ConstantPropagation &analysis, Operation *top) {
  using Key = std::tuple<Region *, Dialect *, Attribute, Type>;
  llvm::DenseMap<Key, Value> constants;
  OpBuilder builder(top->getContext());

  auto replace = [&](Value value) {
    const Lattice *known = analysis.getConstant(value);
    if (!known || !known->dialect)
      return false;
    Region *region = value.getParentBlock()->getParent();
    // Constants go to the nearest region that is isolated from above.
    while (Operation *parent = region->getParentOp()) {
      if (!parent->isRegistered() || parent->hasTrait(IsolatedFromAbove) ||
          !parent->getBlock())
        break;
      region = parent->getBlock()->getParent();
    }
    Value constant =
        constants.lookup({region, known->dialect, known->value, value.getType()});
    if (!constant) {
      builder.setInsertionPointToStart(&region->front());
      Operation *op = known->dialect->materializeConstant(
          builder, known->value, value.getType(),
          UnknownLoc::get(top->getContext()));
      if (!op)
        return false;
      constant = op->getResult(0);
      // Another dialect may have made it (math's constants are arith's):
      // one constant serves both.
      Dialect *made = op->getName().getDialect();
      if (made != known->dialect) {
        Value &existing =
            constants[{region, made, known->value, value.getType()}];
        if (existing) {
          op->erase();
          constant = existing;
        } else {
          existing = constant;
        }
      }
      constants[{region, known->dialect, known->value, value.getType()}] =
          constant;
    }
    value.replaceAllUsesWith(constant);
    return true;
  };

  llvm::SmallVector<Block *, 16> stack;
  auto pushRegions = [&](Operation *op) {
    for (Region &region : op->getRegions())
      for (Block &block : llvm::reverse(region))
        stack.push_back(&block);
  };
  pushRegions(top);
  while (!stack.empty()) {
    Block *block = stack.pop_back_val();
    for (Operation &op : llvm::make_early_inc_range(*block)) {
      bool replacedAll = op.getNumResults() != 0;
      for (unsigned i = 0; i < op.getNumResults(); ++i)
        replacedAll &= replace(op.getResult(i));
      if (replacedAll && isOpTriviallyDead(&op)) {
        op.erase();
        continue;
      }
      pushRegions(&op);
    }
    for (unsigned i = 0; i < block->getNumArguments(); ++i)
      replace(block->getArgument(i));
  }
}

class SCCP : public PassBase<SCCP> {
public:
  SCCP() : PassBase("sccp", "SCCP") {}
  void runOnOperation() override {
    ConstantPropagation analysis(getOperation());
    analysis.solve();
    rewrite(analysis, getOperation());
  }
};
} // namespace

std::unique_ptr<Pass> terrace::createSCCPPass() {
  return std::make_unique<SCCP>();
}
