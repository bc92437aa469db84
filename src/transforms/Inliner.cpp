//===- Inliner.cpp - Inline calls to known functions ----------------------===//
//
// MLIR 22's `inline` pass, for func.call of func.func. The call graph's
// strongly connected components are visited callees first; in each, up to
// `max-iterations` times: the component's functions are simplified with the
// default pipeline (canonicalize), then its calls are inlined, until a round
// inlines nothing. A call is inlined unless it is a terminator, marked
// `no_inline` (or its callee is), calls a function that calls itself or
// calls back the caller, came from inlining that same function (the inline
// history, which ends longer cycles), or calls a function of several
// blocks from a region that holds one block. The body replaces the call: one
// block is spliced in place, several split the caller's block and branch
// (cf.br) to its second half, whose arguments become the results. Inlined ops
// are located at `callsite(callee location at call location)`, stacking on the
// call sites a callee already had.
//
// Use counts decide what goes, as MLIR's CGUseList: a private function's
// count is the references to it from other functions. A function whose
// count is zero when its component is visited is erased, and so is one
// whose last call was just inlined (its body is moved rather than copied).
// A function whose last call the simplification removed stays.
//
//===----------------------------------------------------------------------===//
#include "interfaces/OpInterfaces.h"
#include "ir/Block.h"
#include "ir/Builder.h"
#include "ir/Context.h"
#include "ir/Location.h"
#include "ir/Operation.h"
#include "ir/Region.h"
#include "ir/SymbolTable.h"
#include "pass/PassManager.h"
#include "pass/PassRegistry.h"
#include "transforms/Passes.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/Support/raw_ostream.h"

using namespace terrace;

namespace {
bool isFunc(Operation *op) {
  return op && op->getName().getStringRef() == "func.func";
}
bool isCall(Operation *op) {
  return op->getName().getStringRef() == "func.call";
}
/// A function with a body: a node of the call graph.
bool isDefinedFunc(Operation *op) {
  return isFunc(op) && !op->getRegion(0).empty();
}

/// Calls `fn(ref, user)` on every symbol reference held by `root` or an op
/// nested in it (not looking into nested symbol tables), as MLIR's
/// SymbolTable::getSymbolUses.
template <typename Fn> void forEachSymbolUse(Operation *root, Fn &&fn) {
  auto visitOp = [&](Operation *op) {
    auto visit = [&](SymbolRefAttr ref) { fn(ref, op); };
    symbol_table::forEachSymbolRef(op->getProperties(), visit);
    symbol_table::forEachSymbolRef(op->getAttrDictionary(), visit);
  };
  auto walk = [&](auto &self, Operation *op) -> void {
    visitOp(op);
    if (op != root && op->hasTrait(SymbolTableTrait))
      return;
    for (Region &region : op->getRegions())
      for (Block &block : region)
        for (Operation &nested : block)
          self(self, &nested);
  };
  walk(walk, root);
}

/// The module's functions and who calls whom; components come out callees
/// first (Tarjan's algorithm, functions in module order, callees in the
/// order their calls appear).
class CallGraph {
public:
  explicit CallGraph(Operation *module) {
    for (Region &region : module->getRegions())
      for (Block &block : region)
        for (Operation &op : block)
          if (isDefinedFunc(&op))
            nodes.push_back(&op);
    for (Operation *fn : nodes)
      fn->walk([&](Operation *op) {
        if (isCall(op))
          if (Operation *callee = calleeOf(op))
            edges[fn].insert(callee);
      });
    for (Operation *fn : nodes)
      if (!index.count(fn))
        visit(fn);
  }

  /// The function with a body a call refers to, or null.
  static Operation *calleeOf(Operation *call) {
    auto ref =
        llvm::dyn_cast_if_present<SymbolRefAttr>(call->getAttr("callee"));
    if (!ref)
      return nullptr;
    Operation *fn = symbol_table::lookupNearestSymbolFrom(call, ref);
    return isDefinedFunc(fn) ? fn : nullptr;
  }
  /// Whether `fn`'s body called `callee` when the graph was built.
  bool calls(Operation *fn, Operation *callee) const {
    auto it = edges.find(fn);
    return it != edges.end() && it->second.contains(callee);
  }

  /// Components in post-order (callees before callers).
  std::vector<std::vector<Operation *>> components;

private:
  void visit(Operation *fn) {
    index[fn] = low[fn] = counter++;
    stack.insert(fn);
    for (Operation *callee : edges[fn]) {
      if (!index.count(callee)) {
        visit(callee);
        low[fn] = std::min(low[fn], low[callee]);
      } else if (stack.count(callee)) {
        low[fn] = std::min(low[fn], index[callee]);
      }
    }
    if (low[fn] != index[fn])
      return;
    std::vector<Operation *> component;
    Operation *member;
    do {
      member = stack.pop_back_val();
      component.push_back(member);
    } while (member != fn);
    components.push_back(std::move(component));
  }

  std::vector<Operation *> nodes;
  llvm::DenseMap<Operation *, llvm::SetVector<Operation *>> edges;
  llvm::DenseMap<Operation *, unsigned> index, low;
  llvm::SetVector<Operation *> stack;
  unsigned counter = 0;
};

/// MLIR's CGUseList: for each private function (that nothing outside the
/// functions refers to), how many references other functions hold to it,
/// and for each function the references it holds.
class UseList {
public:
  explicit UseList(Operation *module) {
    llvm::SmallPtrSet<Operation *, 4> alwaysLive;
    for (Region &region : module->getRegions())
      for (Block &block : region)
        for (Operation &op : block) {
          if (isFunc(&op)) {
            if (isDefinedFunc(&op) &&
                symbol_table::getVisibility(&op) == "private")
              discardable.try_emplace(&op, 0);
            continue;
          }
          forEachSymbolUse(&op, [&](SymbolRefAttr ref, Operation *) {
            if (Operation *target =
                    symbol_table::lookupNearestSymbolFrom(&op, ref))
              alwaysLive.insert(target);
          });
        }
    for (Operation *fn : alwaysLive)
      discardable.erase(fn);
    for (Region &region : module->getRegions())
      for (Block &block : region)
        for (Operation &op : block)
          if (isDefinedFunc(&op))
            recomputeUses(&op);
  }

  /// Recounts the references `fn` holds.
  void recomputeUses(Operation *fn) {
    Held &held = uses[fn];
    release(held);
    held = Held();
    forEachSymbolUse(fn, [&](SymbolRefAttr ref, Operation *user) {
      Operation *target = resolve(fn, ref);
      auto it = discardable.find(target);
      if (it == discardable.end())
        return;
      if (user != fn)
        ++held.inner[target];
      else if (!held.topLevel.insert(target).second)
        return;
      ++it->second;
    });
  }
  /// The references `call` held in `source` are gone.
  void dropCallUses(Operation *source, Operation *call) {
    Held &held = uses[source];
    forEachSymbolUse(call, [&](SymbolRefAttr ref, Operation *) {
      Operation *target = resolve(source, ref);
      auto it = held.inner.find(target);
      if (it == held.inner.end())
        return;
      --it->second;
      --discardable[target];
    });
  }
  /// `target`'s body now also lives in `source`.
  void mergeUsesAfterInlining(Operation *target, Operation *source) {
    Held &from = uses[target], &into = uses[source];
    for (auto &[fn, count] : from.inner) {
      into.inner[fn] += count;
      discardable[fn] += count;
    }
  }
  /// `fn` goes: the references it holds with it.
  void eraseNode(Operation *fn) {
    release(uses[fn]);
    uses.erase(fn);
    discardable.erase(fn);
  }
  bool isDead(Operation *fn) const {
    auto it = discardable.find(fn);
    return it != discardable.end() && it->second == 0;
  }
  bool hasOneUseAndDiscardable(Operation *fn) const {
    auto it = discardable.find(fn);
    return it != discardable.end() && it->second == 1;
  }

private:
  struct Held {
    llvm::DenseMap<Operation *, int64_t> inner;
    llvm::SmallPtrSet<Operation *, 2> topLevel;
  };
  Operation *resolve(Operation *fn, SymbolRefAttr ref) {
    return symbol_table::lookupNearestSymbolFrom(fn, ref);
  }
  void release(Held &held) {
    for (auto &[fn, count] : held.inner)
      if (auto it = discardable.find(fn); it != discardable.end())
        it->second -= count;
    for (Operation *fn : held.topLevel)
      if (auto it = discardable.find(fn); it != discardable.end())
        --it->second;
  }

  llvm::DenseMap<Operation *, int64_t> discardable;
  llvm::DenseMap<Operation *, Held> uses;
};

/// `callee at caller`, rebased onto the call sites `callee` already has:
/// callsite(a at b) inlined at c becomes callsite(a at callsite(b at c)).
Location stackCallSites(Location callee, Location caller) {
  llvm::SmallVector<CallSiteLoc, 2> stack;
  Location last = callee;
  while (auto site = llvm::dyn_cast<CallSiteLoc>(last)) {
    stack.push_back(site);
    last = site.getCaller();
  }
  Location result = CallSiteLoc::get(last, caller);
  for (CallSiteLoc site : llvm::reverse(stack))
    result = CallSiteLoc::get(site.getCallee(), result);
  return result;
}

/// Relocates everything in `blocks` (ops, nested block arguments, and the
/// arguments of `blocks` themselves) to its call site.
void remapLocations(llvm::ArrayRef<Block *> blocks, Location callLoc) {
  llvm::DenseMap<const void *, Location> mapped;
  auto remap = [&](Location loc) {
    auto [it, inserted] = mapped.try_emplace(loc.getImpl(), loc);
    if (inserted)
      it->second = stackCallSites(loc, callLoc);
    return it->second;
  };
  auto remapBlockArgs = [&](Block &block) {
    for (BlockArgumentImpl *arg : block.getArguments())
      arg->loc = remap(arg->loc);
  };
  for (Block *block : blocks) {
    remapBlockArgs(*block);
    for (Operation &op : *block)
      op.walk([&](Operation *inner) {
        inner->setLoc(remap(inner->getLoc()));
        for (Region &region : inner->getRegions())
          for (Block &nested : region)
            remapBlockArgs(nested);
      });
  }
}

/// Replaces `call` by `callee`'s body (moved when `inPlace`, else cloned)
/// and returns the inlined blocks' ops' new calls through `newCalls`.
void inlineCall(Operation *call, Operation *callee, bool inPlace,
                llvm::SmallVectorImpl<Operation *> &inlinedBlocksOps) {
  Region &src = callee->getRegion(0);
  Block *inlineBlock = call->getBlock();
  Region *region = inlineBlock->getParent();
  // The ops after the call go to a block of their own.
  Block *post = new Block();
  region->insert(std::next(Region::iterator(inlineBlock)), post);
  while (&inlineBlock->back() != call) {
    Operation *op = &inlineBlock->back();
    op->remove();
    post->insert(post->begin(), op);
  }

  // The callee's blocks, before `post`; its entry arguments become the
  // call's operands.
  llvm::SmallVector<Block *, 4> newBlocks;
  if (inPlace) {
    while (!src.empty()) {
      Block *block = &src.front();
      src.remove(block);
      region->insert(Region::iterator(post), block);
      newBlocks.push_back(block);
    }
    Block *entry = newBlocks.front();
    for (unsigned i = 0; i < entry->getNumArguments(); ++i)
      entry->getArgument(i).replaceAllUsesWith(call->getOperand(i));
    while (entry->getNumArguments())
      entry->eraseArgument(entry->getNumArguments() - 1);
  } else {
    llvm::DenseMap<Value, Value> values;
    llvm::DenseMap<Block *, Block *> blocks;
    Block &entry = src.front();
    for (unsigned i = 0; i < entry.getNumArguments(); ++i)
      values[entry.getArgument(i)] = call->getOperand(i);
    for (Block &block : src) {
      Block *copy = new Block();
      region->insert(Region::iterator(post), copy);
      blocks[&block] = copy;
      newBlocks.push_back(copy);
      if (&block != &entry)
        for (BlockArgumentImpl *arg : block.getArguments())
          values[Value(arg)] = copy->addArgument(arg->type, arg->loc);
    }
    // Uses may come before definitions in block order: clone all, then
    // fix what was not mapped yet.
    llvm::SmallVector<std::pair<Operation *, Operation *>, 16> clones;
    for (Block &block : src)
      for (Operation &op : block) {
        Operation *copy = op.clone(values, blocks);
        blocks[&block]->push_back(copy);
        clones.push_back({&op, copy});
      }
    for (auto &[original, copy] : clones)
      copy->walk([&](Operation *inner) {
        for (unsigned i = 0; i < inner->getNumOperands(); ++i) {
          auto it = values.find(inner->getOperand(i));
          if (it != values.end())
            inner->setOperand(i, it->second);
        }
      });
  }
  remapLocations(newBlocks, call->getLoc());
  for (Block *block : newBlocks)
    for (Operation &op : *block)
      op.walk([&](Operation *inner) {
        if (isCall(inner))
          inlinedBlocksOps.push_back(inner);
      });

  Block *first = newBlocks.front();
  if (newBlocks.size() == 1) {
    // The return's operands replace the results; what followed the call
    // joins the inlined block.
    Operation *ret = &first->back();
    if (ret->getName().getStringRef() == "func.return") {
      for (unsigned i = 0; i < call->getNumResults(); ++i)
        call->getResult(i).replaceAllUsesWith(ret->getOperand(i));
    } else {
      // Another terminator (ub.unreachable): MLIR drops it and leaves the
      // results' uses dangling; they get ub.poison here.
      OpBuilder builder(call->getContext());
      builder.setInsertionPoint(call);
      for (unsigned i = 0; i < call->getNumResults(); ++i)
        if (!call->getResult(i).use_empty())
          call->getResult(i).replaceAllUsesWith(
              builder
                  .create(call->getLoc(), "ub.poison", {},
                          {call->getResult(i).getType()})
                  ->getResult(0));
    }
    ret->erase();
    while (!post->empty()) {
      Operation *op = &post->front();
      op->remove();
      first->push_back(op);
    }
    post->erase();
  } else {
    // Several blocks: each return branches to `post`, whose arguments
    // become the results.
    for (unsigned i = 0; i < call->getNumResults(); ++i) {
      Value result = call->getResult(i);
      result.replaceAllUsesWith(
          post->addArgument(result.getType(), result.getLoc()));
    }
    OpBuilder builder(call->getContext());
    for (Block *block : newBlocks) {
      Operation *ret = &block->back();
      if (ret->getName().getStringRef() != "func.return")
        continue;
      builder.setInsertionPoint(ret);
      builder.create(ret->getLoc(), "cf.br", ret->getOperands(), {}, {},
                     {post});
      ret->erase();
    }
  }
  // The inlined entry block's ops follow the call.
  while (!first->empty()) {
    Operation *op = &first->front();
    op->remove();
    inlineBlock->push_back(op);
  }
  first->erase();
}

class Inliner : public PassBase<Inliner> {
public:
  Inliner() : PassBase("inline", "Inliner") {
    option("default-pipeline",
           "The optimizer pipeline used for callables that do not have a "
           "dedicated optimizer pipeline",
           defaultPipeline);
    option("op-pipelines",
           "Callable operation specific optimizer pipelines (in the form of "
           "`dialect.op(pipeline)`)",
           opPipelines);
    option("max-iterations",
           "Maximum number of iterations when inlining within an SCC",
           maxIterations);
    option("inlining-threshold",
           "If the ratio between the number of the operations in the callee "
           "and the number of the operations in the caller exceeds this value "
           "(in percentage), then the callee is not inlined even if it is "
           "legal to inline it",
           inliningThreshold);
  }

  llvm::LogicalResult initialize(Context &ctx) override {
    simplify = std::make_unique<OpPassManager>("func.func");
    std::string errors;
    llvm::raw_string_ostream os(errors);
    if (!defaultPipeline.empty() &&
        failed(parsePassPipelineElements(defaultPipeline, *simplify, os))) {
      llvm::errs() << os.str();
      return llvm::failure();
    }
    return simplify->initialize(ctx);
  }

  void runOnOperation() override {
    Operation *module = getOperation();
    CallGraph graph(module);
    UseList useList(module);
    llvm::SetVector<Operation *> dead;
    for (std::vector<Operation *> &component : graph.components) {
      int64_t iteration = 0;
      do {
        if (failed(optimize(component, useList, dead))) {
          signalPassFailure();
          return;
        }
        if (!inlineCalls(component, graph, useList, dead))
          break;
      } while (++iteration < maxIterations);
    }
    for (Operation *fn : dead)
      fn->erase();
  }

private:
  /// Runs the default pipeline on the component's functions, then
  /// recounts the references they hold.
  llvm::LogicalResult optimize(llvm::ArrayRef<Operation *> component,
                               UseList &useList,
                               const llvm::SetVector<Operation *> &dead) {
    PassRunOptions options;
    options.context = &getOperation()->getContext();
    options.threading = false;
    for (Operation *fn : component) {
      if (dead.contains(fn))
        continue;
      if (!simplify->empty() && failed(simplify->run(fn, options)))
        return llvm::failure();
      useList.recomputeUses(fn);
    }
    return llvm::success();
  }

  /// The calls `region` holds, in the order MLIR's inliner collects them
  /// (blocks last first, ops in order, into nested regions).
  static void collectCalls(Region &region,
                           llvm::SmallVectorImpl<Operation *> &calls) {
    llvm::SmallVector<Block *, 8> worklist;
    for (Block &block : region)
      worklist.push_back(&block);
    while (!worklist.empty()) {
      Block *block = worklist.pop_back_val();
      for (Operation &op : *block) {
        if (isCall(&op)) {
          if (CallGraph::calleeOf(&op))
            calls.push_back(&op);
          continue;
        }
        for (Region &nested : op.getRegions())
          for (Block &b : nested)
            worklist.push_back(&b);
      }
    }
  }

  bool shouldInline(Operation *call, Operation *callee, Operation *caller,
                    const CallGraph &graph) const {
    // Never a function that calls itself, nor one that calls back the
    // caller (a -> b -> a); longer cycles are cut by the inline history.
    if (call->hasTrait(IsTerminator) || graph.calls(callee, callee) ||
        graph.calls(callee, caller))
      return false;
    // Nor into the callee itself.
    for (Operation *op = call->getParentOp(); op; op = op->getParentOp())
      if (op == callee)
        return false;
    // `no_inline` on the function or on the call keeps the call.
    if (callee->getAttr("no_inline") || call->getAttr("no_inline"))
      return false;
    // Several blocks need a region that may hold several.
    Operation *parent = call->getParentOp();
    bool multipleBlocks = !callee->getRegion(0).hasOneBlock();
    if (multipleBlocks && parent->getName() != callee->getName() &&
        (!parent->isRegistered() || parent->hasTrait(SingleBlock)))
      return false;
    return isProfitable(callee, caller);
  }

  /// Inlines the component's calls; true when it inlined any.
  bool inlineCalls(llvm::ArrayRef<Operation *> component,
                   const CallGraph &graph, UseList &useList,
                   llvm::SetVector<Operation *> &dead) {
    // The call, the function it sits in, and the inline history it came
    // from (-1: written in the source).
    struct PendingCall {
      Operation *call, *source;
      int history;
    };
    llvm::SmallVector<PendingCall, 16> calls;
    for (Operation *fn : component) {
      if (useList.isDead(fn)) {
        dead.insert(fn);
        continue;
      }
      llvm::SmallVector<Operation *, 16> found;
      collectCalls(fn->getRegion(0), found);
      for (Operation *call : found)
        calls.push_back({call, fn, -1});
    }
    // Each inlining: the callee, and the history of the call it replaced.
    // A call that came from inlining `f` (at any depth) does not inline
    // `f` again, which ends recursion through components.
    llvm::SmallVector<std::pair<Operation *, int>, 8> history;
    auto inHistory = [&](Operation *callee, int id) {
      for (; id >= 0; id = history[unsigned(id)].second)
        if (history[unsigned(id)].first == callee)
          return true;
      return false;
    };
    bool inlinedAny = false;
    for (unsigned i = 0; i < calls.size(); ++i) {
      PendingCall pending = calls[i];
      if (dead.contains(pending.source))
        continue;
      Operation *callee = CallGraph::calleeOf(pending.call);
      if (!callee || inHistory(callee, pending.history) ||
          !shouldInline(pending.call, callee, pending.source, graph))
        continue;
      bool inPlace = useList.hasOneUseAndDiscardable(callee);
      llvm::SmallVector<Operation *, 4> newCalls;
      inlineCall(pending.call, callee, inPlace, newCalls);
      int id = int(history.size());
      history.push_back({callee, pending.history});
      useList.dropCallUses(pending.source, pending.call);
      useList.mergeUsesAfterInlining(callee, pending.source);
      pending.call->erase();
      if (inPlace) {
        useList.eraseNode(callee);
        dead.insert(callee);
      }
      for (Operation *newCall : newCalls)
        if (CallGraph::calleeOf(newCall))
          calls.push_back({newCall, pending.source, id});
      inlinedAny = true;
    }
    return inlinedAny;
  }

  /// MLIR's isProfitableToInline: the callee's op count in percent of the
  /// caller's may not exceed the threshold (no limit by default).
  bool isProfitable(Operation *callee, Operation *caller) const {
    if (inliningThreshold == kNoThreshold)
      return true;
    auto countOps = [](Operation *fn) {
      int64_t count = -1; // the function itself is not counted
      fn->walk([&](Operation *) { ++count; });
      return count;
    };
    int64_t callerOps = countOps(caller);
    return callerOps == 0 ||
           countOps(callee) * 100 / callerOps <= inliningThreshold;
  }

  static constexpr int64_t kNoThreshold = 4294967295;
  std::string defaultPipeline = "canonicalize";
  /// Accepted as mlir-opt's; functions all use the default pipeline.
  std::vector<std::string> opPipelines;
  int64_t maxIterations = 4;
  int64_t inliningThreshold = kNoThreshold;
  std::unique_ptr<OpPassManager> simplify;
};
} // namespace

std::unique_ptr<Pass> terrace::createInlinerPass() {
  return std::make_unique<Inliner>();
}
