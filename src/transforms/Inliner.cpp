//===- Inliner.cpp - Inline calls to known functions ----------------------===//
//
// MLIR 22's `inline` pass. It knows calls and callables by their interfaces
// (CallOpInterface, CallableOpInterface) and asks the dialects involved
// (DialectInlinerInterface) whether inlining is legal and how a callee's
// terminators become the call's results or branches. The call graph's
// strongly connected components are visited callees first; in each, up to
// `max-iterations` times: the component's functions are simplified with the
// default pipeline (canonicalize) or their kind's `op-pipelines` entry,
// then its calls are inlined, until a round
// inlines nothing. A call is inlined unless it is a terminator, marked
// `no_inline` (or its callee is), calls a function that calls itself or
// calls back the caller, came from inlining that same function (the inline
// history, which ends longer cycles), calls a function of several blocks
// from a region that holds one block, or a dialect involved does not allow
// it. The body replaces the call: one block is spliced in place, several
// split the caller's block and branch (cf.br, made by func's interface) to
// its second half, whose arguments become the results. Inlined ops
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
#include "interfaces/InlinerInterface.h"
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
/// A node of the call graph: a callable op that is a symbol (func.func).
bool isCallable(Operation *op) {
  return getInterface<CallableOpInterface>(op) && op->hasTrait(SymbolTrait);
}
bool isCall(Operation *op) { return getInterface<CallOpInterface>(op); }
/// The body of a callable op; null for a declaration.
Region *bodyOf(Operation *op) {
  Region *body = getInterface<CallableOpInterface>(op)->callableRegion(op);
  return body && !body->empty() ? body : nullptr;
}
/// A callable with a body: what calls may inline.
bool isDefinedFunc(Operation *op) { return isCallable(op) && bodyOf(op); }

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
    SymbolRefAttr ref = getInterface<CallOpInterface>(call)->callee(call);
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
          if (isCallable(&op)) {
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

/// Whether `op`'s dialect lets `check` pass: false without an inliner
/// interface, true when the interface leaves the hook null.
template <typename Check> bool dialectAllows(Operation *op, Check &&check) {
  const DialectInlinerInterface *inliner = getInlinerInterface(op);
  return inliner && check(*inliner);
}

/// MLIR's legality checks: the call's dialect, the dialect of the op whose
/// region receives the body, and the dialect of every op of the body
/// (nested ones included) must allow it.
bool isLegalToInline(Operation *call, Operation *callee, bool wouldBeCloned) {
  Region *dest = call->getParentRegion();
  Region *src = bodyOf(callee);
  if (!dialectAllows(call, [&](const DialectInlinerInterface &i) {
        return !i.isLegalToInlineCall ||
               i.isLegalToInlineCall(call, callee, wouldBeCloned);
      }))
    return false;
  if (!dialectAllows(dest->getParentOp(),
                     [&](const DialectInlinerInterface &i) {
                       return !i.isLegalToInlineRegion ||
                              i.isLegalToInlineRegion(dest, src, wouldBeCloned);
                     }))
    return false;
  bool legal = true;
  for (Block &block : *src)
    for (Operation &op : block)
      op.walk([&](Operation *inner) {
        legal = legal &&
                dialectAllows(inner, [&](const DialectInlinerInterface &i) {
                  return !i.isLegalToInlineOp ||
                         i.isLegalToInlineOp(inner, dest, wouldBeCloned);
                });
      });
  if (!legal)
    return false;
  // A single block's terminator must say what replaces the results.
  if (src->hasOneBlock() && !call->getResults().empty()) {
    const DialectInlinerInterface *inliner =
        getInlinerInterface(&src->front().back());
    return inliner && inliner->handleTerminator;
  }
  return true;
}

/// Replaces `call` by `callee`'s body (moved when `inPlace`, else cloned)
/// and returns the inlined blocks' ops' new calls through `newCalls`.
void inlineCall(Operation *call, Operation *callee, bool inPlace,
                llvm::SmallVectorImpl<Operation *> &inlinedBlocksOps) {
  Region &src = *bodyOf(callee);
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
    // The terminator's dialect says what replaces the results (the
    // return's operands); what followed the call joins the inlined block.
    Operation *ret = &first->back();
    if (const auto *inliner = getInlinerInterface(ret);
        inliner && inliner->handleTerminator)
      inliner->handleTerminator(ret, call->getResults());
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
    for (Block *block : newBlocks) {
      Operation *ret = &block->back();
      if (const auto *inliner = getInlinerInterface(ret);
          inliner && inliner->handleTerminatorWithBranch)
        inliner->handleTerminatorWithBranch(ret, post);
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
    simplify = std::make_unique<OpPassManager>("any");
    opSimplify.clear();
    std::string errors;
    llvm::raw_string_ostream os(errors);
    if (!defaultPipeline.empty() &&
        failed(parsePassPipelineElements(defaultPipeline, *simplify, os))) {
      llvm::errs() << os.str();
      return llvm::failure();
    }
    // `dialect.op(pipeline)`: the pipeline for callables of that kind.
    for (const std::string &text : opPipelines) {
      OpPassManager pm;
      if (failed(parsePassPipeline(text, pm, os))) {
        llvm::errs() << os.str();
        return llvm::failure();
      }
      if (failed(pm.initialize(ctx)))
        return llvm::failure();
      opSimplify.push_back(std::move(pm));
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
  /// The pipeline that simplifies `fn`: its kind's, or the default one.
  OpPassManager &pipelineFor(Operation *fn) {
    for (OpPassManager &pm : opSimplify)
      if (pm.getAnchor() == fn->getName().getStringRef())
        return pm;
    return *simplify;
  }

  /// Runs the simplification pipeline on the component's functions, then
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
      OpPassManager &pm = pipelineFor(fn);
      if (!pm.empty() && failed(pm.run(fn, options)))
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
                    const CallGraph &graph, bool wouldBeCloned) const {
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
    if (!isLegalToInline(call, callee, wouldBeCloned))
      return false;
    // Several blocks need a region that may hold several.
    Operation *parent = call->getParentOp();
    bool multipleBlocks = !bodyOf(callee)->hasOneBlock();
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
      if (Region *body = bodyOf(fn))
        collectCalls(*body, found);
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
      if (!callee || inHistory(callee, pending.history))
        continue;
      bool inPlace = useList.hasOneUseAndDiscardable(callee);
      if (!shouldInline(pending.call, callee, pending.source, graph,
                        /*wouldBeCloned=*/!inPlace))
        continue;
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

  static constexpr unsigned kNoThreshold = UINT32_MAX;
  std::string defaultPipeline = "canonicalize";
  std::vector<std::string> opPipelines;
  unsigned maxIterations = 4;
  unsigned inliningThreshold = kNoThreshold;
  std::unique_ptr<OpPassManager> simplify;
  std::vector<OpPassManager> opSimplify;
};
} // namespace

std::unique_ptr<Pass> terrace::createInlinerPass() {
  return std::make_unique<Inliner>();
}
