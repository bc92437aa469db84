//===- RemoveDeadValues.cpp - Erase values nothing needs ------------------===//
//
// `remove-dead-values`, as MLIR 22's. A backward liveness analysis (over
// the blocks sccp's analysis finds executable) marks a value live when an
// op with effects uses it, when it flows into a live value (op results
// need all operands; branch, region-branch and call operands flow into
// block arguments, region inputs, results and callee arguments), or when
// a public function returns it. Then, walking post-order, it collects
// and finally applies, in MLIR's order:
//   1. dead block arguments (decided by the first branch to the block),
//   2. the branch operands feeding them,
//   3. dead arguments and results of private functions,
//   4. the matching call operands, return operands, and region-branch
//      operands whose value or every destination is dead (ub.poison),
//   5. the matching call results,
//   6. dead ops (a dead terminator becomes ub.unreachable),
//   7. the poisons left unused.
// Like mlir-opt 22 it may leave invalid IR where a dead value still has a
// user it keeps (the verifier then reports it). Then, unless
// canonicalize=false, the region-branch ops are canonicalized, with what
// the rewrites touch (removing the poisoned inputs), as in MLIR.
//
//===----------------------------------------------------------------------===//
#include "interfaces/OpInterfaces.h"
#include "ir/Block.h"
#include "ir/Builder.h"
#include "ir/Context.h"
#include "ir/Diagnostics.h"
#include "ir/Dialect.h"
#include "ir/Region.h"
#include "ir/SymbolTable.h"
#include "rewrite/Folding.h"
#include "rewrite/GreedyPatternRewriteDriver.h"
#include "transforms/ConstantPropagation.h"
#include "transforms/Passes.h"

#include "llvm/ADT/BitVector.h"
#include "llvm/ADT/MapVector.h"

using namespace terrace;

namespace {
llvm::SmallVector<Value, 4> valuesIn(Operation *op, IndexRange range) {
  llvm::SmallVector<Value, 4> values;
  for (unsigned i = 0; i < range.second; ++i)
    values.push_back(op->getOperand(range.first + i));
  return values;
}

/// What `successor` of region-branch op `parent` receives.
llvm::SmallVector<Value, 4> successorInputs(Operation *parent, int successor) {
  const RegionBranchOpInterface &branch =
      *getInterface<RegionBranchOpInterface>(parent);
  IndexRange inputs = branch.successorInputs(parent, successor);
  llvm::SmallVector<Value, 4> values;
  for (unsigned i = 0; i < inputs.second; ++i) {
    if (successor == kParentRegion) {
      values.push_back(parent->getResult(inputs.first + i));
    } else {
      Region &region = parent->getRegion(unsigned(successor));
      values.push_back(region.front().getArgument(inputs.first + i));
    }
  }
  return values;
}

/// Every (operand, destinations) pair of a region-branch op: its entry
/// operands and its terminators' forwarded operands, with every place
/// each may flow to.
void forEachForwardedOperand(
    Operation *parent, llvm::function_ref<void(Operation *owner, unsigned index,
                                               ValueRange inputs)>
                           fn) {
  const RegionBranchOpInterface &branch =
      *getInterface<RegionBranchOpInterface>(parent);
  auto forward = [&](Operation *owner, IndexRange range, int successor) {
    llvm::SmallVector<Value, 4> inputs = successorInputs(parent, successor);
    for (unsigned i = 0; i < range.second && i < inputs.size(); ++i)
      fn(owner, range.first + i, {inputs[i]});
  };
  llvm::SmallVector<Attribute, 4> unknown(parent->getNumOperands());
  llvm::SmallVector<int, 4> successors;
  branch.entrySuccessors(parent, unknown, successors);
  for (int s : successors)
    forward(parent, branch.entryOperands(parent, s), s);
  for (unsigned r = 0; r < parent->getNumRegions(); ++r)
    for (Block &block : parent->getRegion(r)) {
      Operation *terminator = block.getTerminator();
      const RegionBranchTerminatorInterface *iface =
          terminator ? getInterface<RegionBranchTerminatorInterface>(terminator)
                     : nullptr;
      if (!iface)
        continue;
      llvm::SmallVector<Attribute, 4> none(terminator->getNumOperands());
      llvm::SmallVector<int, 4> to;
      if (iface->successorsForOperands)
        iface->successorsForOperands(terminator, none, to);
      else
        branch.regionSuccessors(parent, r, to);
      for (int s : to)
        forward(terminator, iface->successorOperands(terminator, s), s);
    }
}

/// The backward liveness analysis.
class Liveness {
public:
  Liveness(Operation *top, const ConstantPropagation &executable)
      : top(top), executable(executable) {}

  void run() {
    top->walk([&](Operation *op) {
      if (op != top && (!op->getBlock() || !executable.isLive(op->getBlock())))
        return;
      if (op != top)
        visit(op);
    });
    while (!worklist.empty()) {
      Value v = worklist.pop_back_val();
      auto it = dependents.find(v.getImpl());
      if (it == dependents.end())
        continue;
      for (ValueImpl *source : it->second)
        markLive(source);
    }
  }
  bool isLive(Value v) const { return live.contains(v.getImpl()); }

private:
  void markLive(Value v) {
    if (v && live.insert(v.getImpl()).second)
      worklist.push_back(v);
  }
  /// live(target) implies live(source).
  void flowsTo(Value source, Value target) {
    if (source && target)
      dependents[target.getImpl()].push_back(source.getImpl());
  }
  /// Operands that only matter if the op does: live when the op has
  /// effects, else when one of `results` is.
  void usedBy(Operation *op, Value operand, ValueRange results) {
    if (!wouldOpBeTriviallyDead(op)) {
      markLive(operand);
      return;
    }
    for (Value r : results)
      flowsTo(operand, r);
  }

  void visit(Operation *op) {
    llvm::SmallVector<Value, 4> results = op->getResults();
    if (const auto *regionBranch = getInterface<RegionBranchOpInterface>(op)) {
      llvm::DenseSet<std::pair<Operation *, unsigned>> forwarded;
      forEachForwardedOperand(
          op, [&](Operation *owner, unsigned index, ValueRange inputs) {
            forwarded.insert({owner, index});
            // Terminators in dead blocks forward nothing.
            if (owner != op && !executable.isLive(owner->getBlock()))
              return;
            for (Value input : inputs)
              flowsTo(owner->getOperand(index), input);
          });
      // Conditions, bounds: needed if the op is.
      for (unsigned i = 0; i < op->getNumOperands(); ++i)
        if (!forwarded.contains({op, i}))
          usedBy(op, op->getOperand(i), results);
      for (unsigned r = 0; r < op->getNumRegions(); ++r)
        for (Block &block : op->getRegion(r)) {
          Operation *terminator = block.getTerminator();
          if (terminator &&
              getInterface<RegionBranchTerminatorInterface>(terminator) &&
              executable.isLive(&block))
            for (unsigned i = 0; i < terminator->getNumOperands(); ++i)
              if (!forwarded.contains({terminator, i}))
                usedBy(op, terminator->getOperand(i), results);
        }
      // Region arguments that are not control-flow values (an induction
      // variable) are needed if the op is.
      for (unsigned r = 0; r < op->getNumRegions(); ++r) {
        Region &region = op->getRegion(r);
        if (region.empty())
          continue;
        IndexRange inputs = regionBranch->successorInputs(op, int(r));
        Block &entry = region.front();
        for (unsigned a = 0; a < entry.getNumArguments(); ++a)
          if (a < inputs.first || a >= inputs.first + inputs.second)
            usedBy(op, entry.getArgument(a), results);
      }
      return;
    }
    if (const auto *branch = getInterface<BranchOpInterface>(op)) {
      llvm::DenseSet<unsigned> forwarded;
      for (unsigned s = 0; s < op->getNumSuccessors(); ++s) {
        auto [start, size] = branch->successorOperands(op, s);
        Block *dest = op->getSuccessor(s);
        for (unsigned i = 0; i < size; ++i) {
          forwarded.insert(start + i);
          if (i < dest->getNumArguments())
            flowsTo(op->getOperand(start + i), dest->getArgument(i));
        }
      }
      for (unsigned i = 0; i < op->getNumOperands(); ++i)
        if (!forwarded.contains(i))
          markLive(op->getOperand(i));
      return;
    }
    if (const auto *call = getInterface<CallOpInterface>(op)) {
      Operation *callee = executable.resolveCallee(op);
      if (!callee) {
        for (Value v : op->getOperands())
          markLive(v);
        return;
      }
      Block &entry = getInterface<CallableOpInterface>(callee)
                         ->callableRegion(callee)
                         ->front();
      auto [start, size] = call->argOperands(op);
      for (unsigned i = 0; i < op->getNumOperands(); ++i) {
        if (i >= start && i < start + size &&
            i - start < entry.getNumArguments())
          flowsTo(op->getOperand(i), entry.getArgument(i - start));
        else
          markLive(op->getOperand(i));
      }
      return;
    }
    Operation *parent = op->getParentOp();
    if (op->hasTrait(IsTerminator) && parent &&
        getInterface<RegionBranchOpInterface>(parent) &&
        getInterface<RegionBranchTerminatorInterface>(op))
      return; // handled with the parent
    if (op->hasTrait(IsTerminator) && op->hasTrait(ReturnLike) && parent &&
        getInterface<CallableOpInterface>(parent)) {
      if (executable.hasUnknownCallers(parent)) {
        for (Value v : op->getOperands())
          markLive(v);
        return;
      }
      for (Operation *call : executable.getCallSites(parent))
        for (unsigned i = 0;
             i < op->getNumOperands() && i < call->getNumResults(); ++i)
          flowsTo(op->getOperand(i), call->getResult(i));
      return;
    }
    for (Value operand : op->getOperands())
      usedBy(op, operand, results);
  }

  Operation *top;
  const ConstantPropagation &executable;
  llvm::DenseSet<ValueImpl *> live;
  llvm::DenseMap<ValueImpl *, llvm::SmallVector<ValueImpl *, 2>> dependents;
  llvm::SmallVector<Value, 16> worklist;
};

/// What the walk decided, applied afterwards in MLIR's order.
struct Cleanup {
  struct BlockArgs {
    Block *block;
    llvm::BitVector dead;
  };
  struct SuccessorOperands {
    Operation *branch;
    unsigned successor;
    llvm::BitVector dead;
  };
  struct Function {
    Operation *func;
    llvm::BitVector deadArgs, deadResults;
  };
  struct Operands {
    Operation *op;
    llvm::BitVector dead;
    Operation *callee = nullptr;
    bool replaceWithPoison = false;
  };
  struct Results {
    Operation *op;
    llvm::BitVector dead;
  };
  std::vector<BlockArgs> blocks;
  std::vector<SuccessorOperands> successorOperands;
  std::vector<Function> functions;
  std::vector<Operands> operands;
  std::vector<Results> results;
  std::vector<Operation *> operations;
};

class RemoveDeadValues : public PassBase<RemoveDeadValues> {
public:
  RemoveDeadValues() : PassBase("remove-dead-values", "RemoveDeadValues") {
    option("canonicalize", "Canonicalize region branch ops", canonicalize);
  }

  void runOnOperation() override {
    Operation *module = getOperation();
    ConstantPropagation executable(module);
    executable.solve();
    Liveness liveness(module, executable);
    liveness.run();
    this->liveness = &liveness;
    collectSymbolUsers(module);
    walkPostOrder(module);
    apply();
    dead.clear();
    cleanup = Cleanup();
    symbolUsers.clear();
    if (canonicalize)
      canonicalizeRegionBranchOps(module);
  }

  /// MLIR's last step: canonicalization (every op's patterns, and folding)
  /// of the region-branch ops and of what rewriting them touches, with the
  /// innermost first in the list (so the driver visits the outermost
  /// first); it removes the region inputs the cleanup left poisoned.
  void canonicalizeRegionBranchOps(Operation *module) {
    llvm::SmallVector<Operation *, 16> ops;
    auto collect = [&](auto &self, Operation *op) -> void {
      for (Region &region : op->getRegions())
        for (Block &block : region)
          for (Operation &nested : block)
            self(self, &nested);
      if (getInterface<RegionBranchOpInterface>(op))
        ops.push_back(op);
    };
    collect(collect, module);
    if (ops.empty())
      return;
    // Every op's patterns: what the rewrites touch is canonicalized too.
    Context &ctx = module->getContext();
    RewritePatternSet set(ctx);
    for (const std::unique_ptr<Dialect> &dialect : ctx.getDialects())
      dialect->forEachOp([&](const OpDefinition &def) {
        if (def.canonicalize)
          def.canonicalize(set, ctx);
      });
    FrozenPatternSet patterns(std::move(set));
    if (failed(applyOpPatternsGreedily(ops, patterns, GreedyRewriteConfig()))) {
      module->emitError("greedy pattern rewrite failed to converge");
      signalPassFailure();
    }
  }

private:
  bool isDead(Value v) const {
    return dead.contains(v.getImpl()) || !liveness->isLive(v);
  }
  bool hasLive(ValueRange values) const {
    return llvm::any_of(values, [&](Value v) { return !isDead(v); });
  }
  llvm::BitVector deadBits(ValueRange values) const {
    llvm::BitVector bits(values.size());
    for (unsigned i = 0; i < values.size(); ++i)
      bits[i] = isDead(values[i]);
    return bits;
  }
  void markDead(ValueRange values, const llvm::BitVector &bits) {
    for (unsigned i = 0; i < values.size() && i < bits.size(); ++i)
      if (bits[i])
        dead.insert(values[i].getImpl());
  }

  void walkPostOrder(Operation *op) {
    for (Region &region : op->getRegions())
      for (Block &block : region)
        for (Operation &inner : block)
          walkPostOrder(&inner);
    if (getInterface<CallableOpInterface>(op) && op->hasTrait(SymbolTrait))
      processFunction(op);
    else if (getInterface<RegionBranchOpInterface>(op))
      processRegionBranch(op);
    else if (const auto *branch = getInterface<BranchOpInterface>(op))
      processBranch(op, *branch);
    else if (!op->hasTrait(IsTerminator) && !getInterface<CallOpInterface>(op))
      processSimple(op);
  }

  void processSimple(Operation *op) {
    llvm::SmallVector<Value, 4> results = op->getResults();
    // A dead operand means no reachable user with effects needed it.
    bool deadOperand = deadBits(op->getOperands()).any();
    if (!deadOperand && (!isMemoryEffectFree(op) || hasLive(results)))
      return;
    cleanup.operations.push_back(op);
    markDead(results, llvm::BitVector(results.size(), true));
  }

  /// The ops that name each symbol (by a flat reference), in walk order,
  /// each once: found in one walk, not one walk per function.
  void collectSymbolUsers(Operation *module) {
    module->walk([&](Operation *op) {
      llvm::SmallVector<Operation *, 2> named;
      auto note = [&](SymbolRefAttr ref) {
        if (!ref.isFlat())
          return;
        Operation *symbol = symbol_table::lookupNearestSymbolFrom(op, ref);
        if (symbol && !llvm::is_contained(named, symbol))
          named.push_back(symbol);
      };
      symbol_table::forEachSymbolRef(op->getProperties(), note);
      symbol_table::forEachSymbolRef(op->getAttrDictionary(), note);
      for (Operation *symbol : named)
        symbolUsers[symbol].push_back(op);
    });
  }

  void processFunction(Operation *func) {
    const CallableOpInterface &callable =
        *getInterface<CallableOpInterface>(func);
    Region *body = callable.callableRegion(func);
    if (!body || symbol_table::getVisibility(func) == "public")
      return;
    llvm::SmallVector<Value, 4> args;
    for (BlockArgumentImpl *a : body->front().getArguments())
      args.push_back(a);
    llvm::BitVector deadArgs = deadBits(args);
    markDead(args, deadArgs);
    // Every user of the symbol counts, as in MLIR, calls or not.
    llvm::ArrayRef<Operation *> users;
    if (auto it = symbolUsers.find(func); it != symbolUsers.end())
      users = it->second;
    for (Operation *user : users)
      cleanup.operands.push_back(
          {user, llvm::BitVector(user->getNumOperands()), func});
    unsigned numResults = callable.numResults(func);
    // A result goes when every user leaves it dead.
    llvm::BitVector deadResults(numResults, true);
    for (Operation *user : users) {
      llvm::BitVector userDead = deadBits(user->getResults());
      for (unsigned i = 0; i < numResults; ++i)
        deadResults[i] = deadResults[i] && i < userDead.size() && userDead[i];
    }
    for (Block &block : *body) {
      Operation *ret = block.getTerminator();
      if (ret && ret->hasTrait(ReturnLike) &&
          ret->getNumOperands() == numResults)
        cleanup.operands.push_back({ret, deadResults});
    }
    cleanup.functions.push_back({func, deadArgs, deadResults});
    if (numResults == 0)
      return;
    for (Operation *user : users) {
      cleanup.results.push_back({user, deadResults});
      markDead(user->getResults(), deadResults);
    }
  }

  void processRegionBranch(Operation *op) {
    if (isMemoryEffectFree(op) && !hasLive(op->getResults())) {
      cleanup.operations.push_back(op);
      return;
    }
    // Operands whose value, or every destination, is dead get ub.poison.
    llvm::MapVector<std::pair<Operation *, unsigned>,
                    llvm::SmallVector<Value, 2>>
        destinations;
    forEachForwardedOperand(
        op, [&](Operation *owner, unsigned index, ValueRange inputs) {
          auto &all = destinations[{owner, index}];
          all.append(inputs.begin(), inputs.end());
        });
    llvm::MapVector<Operation *, llvm::BitVector> deadOperands;
    for (auto &[use, inputs] : destinations) {
      auto [owner, index] = use;
      if (isDead(owner->getOperand(index)) || !hasLive(inputs)) {
        llvm::BitVector &bits = deadOperands[owner];
        bits.resize(owner->getNumOperands());
        bits.set(index);
      }
    }
    for (auto &[owner, bits] : deadOperands)
      cleanup.operands.push_back({owner, bits, nullptr, true});
  }

  void processBranch(Operation *op, const BranchOpInterface &branch) {
    llvm::BitVector deadNotForwarded = deadBits(op->getOperands());
    for (unsigned s = 0; s < op->getNumSuccessors(); ++s) {
      auto [start, size] = branch.successorOperands(op, s);
      for (unsigned i = 0; i < size; ++i)
        deadNotForwarded.reset(start + i);
    }
    if (deadNotForwarded.any()) {
      cleanup.operations.push_back(op);
      return;
    }
    for (unsigned s = 0; s < op->getNumSuccessors(); ++s) {
      llvm::SmallVector<Value, 4> values =
          valuesIn(op, branch.successorOperands(op, s));
      llvm::BitVector deadValues = deadBits(values);
      Block *dest = op->getSuccessor(s);
      llvm::SmallVector<Value, 4> args;
      for (BlockArgumentImpl *a : dest->getArguments())
        args.push_back(a);
      markDead(args, deadValues);
      cleanup.blocks.push_back({dest, deadValues});
      cleanup.successorOperands.push_back({op, s, deadValues});
    }
  }

  void apply();

  bool canonicalize = true;
  Liveness *liveness = nullptr;
  std::vector<Operation *> poisons;
  llvm::DenseSet<ValueImpl *> dead;
  Cleanup cleanup;
  llvm::DenseMap<Operation *, llvm::SmallVector<Operation *, 4>> symbolUsers;
};

/// The op without the results whose bit is set: a new op in its place
/// (same operands, attributes and location) takes the remaining uses.
void eraseResults(Operation *op, llvm::BitVector erased) {
  if (erased.none())
    return;
  erased.resize(op->getNumResults());
  // The users of an erased result are dead themselves and go later.
  for (unsigned i : erased.set_bits())
    while (OpOperand *use = op->getResult(i).getFirstUse())
      use->drop();
  PatternRewriter(op->getContext()).eraseOpResults(op, erased);
}

void RemoveDeadValues::apply() {
  Context &ctx = getOperation()->getContext();
  OpBuilder builder(ctx);
  // What MLIR's pass builds in place of dead values and dead branches: the
  // only ops a dialect-independent pass names (transforms sit below the
  // dialects, so they look the names up rather than use the op types).
  OperationName poisonName = ctx.getOperationName("ub.poison");
  OperationName unreachableName = ctx.getOperationName("ub.unreachable");
  // 1. Block arguments.
  for (Cleanup::BlockArgs &b : cleanup.blocks) {
    if (b.block->getNumArguments() != b.dead.size())
      continue; // another branch to it decided first
    for (int i = int(b.dead.size()) - 1; i >= 0; --i)
      if (b.dead[i])
        b.block->eraseArgument(unsigned(i));
  }
  // 2. The branch operands that fed them.
  for (Cleanup::SuccessorOperands &s : cleanup.successorOperands) {
    const BranchOpInterface &branch =
        *getInterface<BranchOpInterface>(s.branch);
    llvm::SmallVector<Value, 4> values =
        valuesIn(s.branch, branch.successorOperands(s.branch, s.successor));
    if (values.size() != s.dead.size() || !branch.setSuccessorOperands)
      continue;
    llvm::SmallVector<Value, 4> kept;
    for (unsigned i = 0; i < values.size(); ++i)
      if (!s.dead[i])
        kept.push_back(values[i]);
    branch.setSuccessorOperands(s.branch, s.successor, kept);
  }
  // 3. Functions.
  llvm::DenseMap<Operation *, llvm::BitVector> erasedArgs;
  for (Cleanup::Function &f : cleanup.functions) {
    Block &entry = getInterface<CallableOpInterface>(f.func)
                       ->callableRegion(f.func)
                       ->front();
    for (unsigned i : f.deadArgs.set_bits())
      while (OpOperand *use = entry.getArgument(i).getFirstUse())
        use->drop();
    getInterface<CallableOpInterface>(f.func)->eraseArgumentsAndResults(
        f.func, f.deadArgs, f.deadResults);
    if (f.deadArgs.any())
      erasedArgs[f.func] = f.deadArgs;
  }
  // 4. Operands: of calls (the callee's erased arguments), of region
  // branches (ub.poison for each), of returns.
  for (Cleanup::Operands &o : cleanup.operands) {
    llvm::SmallVector<Value, 8> operands = o.op->getOperands();
    if (o.callee) {
      const CallOpInterface *call = getInterface<CallOpInterface>(o.op);
      auto it = erasedArgs.find(o.callee);
      if (!call || it == erasedArgs.end())
        continue;
      auto [start, size] = call->argOperands(o.op);
      llvm::SmallVector<Value, 8> kept;
      for (unsigned i = 0; i < operands.size(); ++i)
        if (i < start || i >= start + size || i - start >= it->second.size() ||
            !it->second[i - start])
          kept.push_back(operands[i]);
      o.op->setOperands(kept);
    } else if (o.replaceWithPoison) {
      builder.setInsertionPoint(o.op);
      for (unsigned i : o.dead.set_bits()) {
        Value old = o.op->getOperand(i);
        OperationState state(old.getLoc(), poisonName);
        state.types.push_back(old.getType());
        Operation *poison = builder.create(state);
        poisons.push_back(poison);
        o.op->setOperand(i, poison->getResult(0));
      }
    } else if (o.dead.any()) {
      llvm::SmallVector<Value, 8> kept;
      for (unsigned i = 0; i < operands.size(); ++i)
        if (i >= o.dead.size() || !o.dead[i])
          kept.push_back(operands[i]);
      o.op->setOperands(kept);
    }
  }
  // 5. Call results.
  for (Cleanup::Results &r : cleanup.results)
    if (getInterface<CallOpInterface>(r.op))
      eraseResults(r.op, r.dead);
  // 6. Dead ops; a branch out of dead code becomes ub.unreachable.
  for (Operation *op : cleanup.operations) {
    if (op->hasTrait(IsTerminator)) {
      builder.setInsertionPoint(op);
      OperationState state(op->getLoc(), unreachableName);
      builder.create(state);
    }
    for (unsigned i = 0; i < op->getNumResults(); ++i)
      while (OpOperand *use = op->getResult(i).getFirstUse())
        use->drop();
    op->erase();
  }
  // 7. Poisons nothing uses.
  for (Operation *poison : poisons)
    if (poison->getResult(0).use_empty())
      poison->erase();
  poisons.clear();
}
} // namespace

std::unique_ptr<Pass> terrace::createRemoveDeadValuesPass() {
  return std::make_unique<RemoveDeadValues>();
}
