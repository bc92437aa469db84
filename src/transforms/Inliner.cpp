//===- Inliner.cpp - Inline calls to known functions ----------------------===//
//
// MLIR's `inline` pass, for func.call of func.func: the call graph is split
// into strongly connected components, visited callees first; in each, calls
// to functions outside the component (so never a recursive call) whose body
// is one block are replaced by a copy of the body (its ops located at
// `callsite(callee location at call location)`), then the component's
// functions are simplified with the default pipeline (canonicalize). At the
// end, private functions no longer called are erased.
//
//===----------------------------------------------------------------------===//
#include "ir/Block.h"
#include "ir/Context.h"
#include "ir/Location.h"
#include "ir/Operation.h"
#include "ir/Region.h"
#include "ir/SymbolTable.h"
#include "pass/PassManager.h"
#include "pass/PassRegistry.h"
#include "transforms/Passes.h"

#include "llvm/Support/raw_ostream.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/ADT/SmallPtrSet.h"

using namespace terrace;

namespace {
bool isFunc(Operation *op) {
  return op && op->getName().getStringRef() == "func.func";
}
bool isCall(Operation *op) {
  return op->getName().getStringRef() == "func.call";
}

/// The func.func a call refers to, or null.
Operation *calleeOf(Operation *call) {
  auto ref = llvm::dyn_cast_if_present<SymbolRefAttr>(call->getAttr("callee"));
  if (!ref)
    return nullptr;
  Operation *fn = symbol_table::lookupNearestSymbolFrom(call, ref);
  return isFunc(fn) ? fn : nullptr;
}

/// Tarjan's algorithm over the functions of the module: components come
/// out callees first.
class CallGraph {
public:
  explicit CallGraph(Operation *module) {
    for (Region &region : module->getRegions())
      for (Block &block : region)
        for (Operation &op : block)
          if (isFunc(&op))
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

/// Replaces `call` by a copy of `callee`'s single-block body.
void inlineCall(Operation *call, Operation *callee) {
  Block &body = callee->getRegion(0).front();
  llvm::DenseMap<Value, Value> values;
  llvm::DenseMap<Block *, Block *> blocks;
  for (unsigned i = 0; i < body.getNumArguments(); ++i)
    values[body.getArgument(i)] = call->getOperand(i);
  Block *dest = call->getBlock();
  Location callLoc = call->getLoc();
  for (Operation &op : body) {
    if (&op == &body.back()) {
      // The return: its operands replace the call's results.
      for (unsigned i = 0; i < call->getNumResults(); ++i) {
        Value v = op.getOperand(i);
        auto it = values.find(v);
        call->getResult(i).replaceAllUsesWith(it == values.end() ? v
                                                                 : it->second);
      }
      break;
    }
    Operation *copy = op.clone(values, blocks);
    copy->walk([&](Operation *inner) {
      inner->setLoc(CallSiteLoc::get(inner->getLoc(), callLoc));
    });
    dest->insert(Block::iterator(call), copy);
  }
  call->erase();
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
    PassRunOptions options;
    options.context = &module->getContext();
    options.threading = false;
    for (std::vector<Operation *> &component : graph.components) {
      llvm::SmallPtrSet<Operation *, 4> members(component.begin(),
                                                component.end());
      for (Operation *fn : component) {
        llvm::SmallVector<Operation *, 8> calls;
        fn->walk([&](Operation *op) {
          if (isCall(op))
            calls.push_back(op);
        });
        for (Operation *call : calls) {
          Operation *callee = calleeOf(call);
          // `no_inline` on the function or on the call keeps the call.
          if (!callee || members.count(callee) ||
              callee->getAttr("no_inline") || call->getAttr("no_inline"))
            continue;
          Region &body = callee->getRegion(0);
          if (body.empty() || !body.hasOneBlock() ||
              !isProfitable(callee, fn))
            continue;
          inlineCall(call, callee);
        }
      }
      if (simplify->empty())
        continue;
      for (Operation *fn : component)
        if (!fn->getRegion(0).empty() && failed(simplify->run(fn, options))) {
          signalPassFailure();
          return;
        }
    }
    eraseDeadPrivateFunctions(module);
  }

private:
  /// Private functions nothing refers to any more go.
  void eraseDeadPrivateFunctions(Operation *module) {
    llvm::DenseSet<Operation *> used;
    module->walk([&](Operation *op) {
      auto visit = [&](Attribute attr) {
        if (auto ref = llvm::dyn_cast_if_present<SymbolRefAttr>(attr))
          if (Operation *target =
                  symbol_table::lookupNearestSymbolFrom(op, ref))
            used.insert(target);
      };
      if (auto dict =
              llvm::dyn_cast_if_present<DictionaryAttr>(op->getProperties()))
        for (const NamedAttribute &a : dict.getValue())
          visit(a.value);
      if (DictionaryAttr dict = op->getAttrDictionary())
        for (const NamedAttribute &a : dict.getValue())
          visit(a.value);
    });
    for (Region &region : module->getRegions())
      for (Block &block : region)
        for (Operation &op : llvm::make_early_inc_range(block)) {
          if (isFunc(&op) && symbol_table::getVisibility(&op) == "private" &&
              !used.count(&op))
            op.erase();
        }
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
  /// Accepted as mlir-opt's; each component is inlined in one sweep.
  int64_t maxIterations = 4;
  int64_t inliningThreshold = kNoThreshold;
  std::unique_ptr<OpPassManager> simplify;
};
} // namespace

std::unique_ptr<Pass> terrace::createInlinerPass() {
  return std::make_unique<Inliner>();
}
