//===- Bufferize.cpp - Ops onto buffers, and the one-shot-bufferize pass --===//
//
// MLIR 22's bufferizeOp: every allowed op with tensor semantics, nested
// ops first, is rewritten by its model; ops the models create on tensors
// (alloc_tensor, linalg.map) join the end of the list. Tensors cross from
// bufferized ops to the rest through to_tensor / to_buffer pairs, which
// fold away at the end (a memref.cast, or a copy where no cast is sure to
// hold); to_tensor ops left unused are dropped, and nothing else is
// cleaned up, as in MLIR.
//
//===----------------------------------------------------------------------===//
#include "dialects/bufferization/BufferizationOps.h"
#include "dialects/bufferization/transforms/OneShotAnalysis.h"
#include "dialects/bufferization/transforms/Passes.h"
#include "dialects/func/FuncOps.h"
#include "dialects/memref/MemRefOps.h"
#include "interfaces/SideEffectInterfaces.h"
#include "ir/Block.h"
#include "ir/Context.h"
#include "ir/Diagnostics.h"
#include "ir/Region.h"
#include "ir/SymbolTable.h"
#include "pass/Pass.h"
#include "pass/PassRegistry.h"

#include "llvm/ADT/SetVector.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/ADT/StringSwitch.h"

using namespace terrace;
using namespace terrace::bufferization;
using llvm::failure;
using llvm::LogicalResult;
using llvm::success;

namespace {

/// Keeps the work list and the to_buffer ops up to date as models rewrite.
class BufferizationListener : public RewriteListener {
public:
  BufferizationListener(const BufferizationOptions &options,
                        llvm::SmallVectorImpl<Operation *> &worklist,
                        llvm::SetVector<Operation *> &toBufferOps,
                        llvm::SmallPtrSetImpl<Operation *> &erased)
      : options(options), worklist(worklist), toBufferOps(toBufferOps),
        erased(erased) {}

  void notifyOperationInserted(Operation *op) override {
    erased.erase(op);
    if (llvm::isa<ToBufferOp>(op)) {
      toBufferOps.insert(op);
      return;
    }
    if (llvm::isa<ToTensorOp>(op))
      return;
    if (!options.isOpAllowed(op) ||
        !hasTensorSemantics(op, getInterface<BufferizableOpInterface>(op)))
      return;
    worklist.push_back(op);
  }
  void notifyOperationErased(Operation *op) override {
    erased.insert(op);
    toBufferOps.remove(op);
  }

private:
  const BufferizationOptions &options;
  llvm::SmallVectorImpl<Operation *> &worklist;
  llvm::SetVector<Operation *> &toBufferOps;
  llvm::SmallPtrSetImpl<Operation *> &erased;
};

template <typename Fn> void walkPostOrder(Operation *op, Fn &&fn) {
  for (Region &region : op->getRegions())
    for (Block &block : region)
      for (Operation &nested : llvm::make_early_inc_range(block))
        walkPostOrder(&nested, fn);
  fn(op);
}

} // namespace

LogicalResult bufferization::bufferizeOp(Operation *root,
                                         const BufferizationOptions &options,
                                         BufferizationState &bstate) {
  if (options.copyBeforeWrite) {
    AnalysisState state(options);
    if (failed(insertTensorCopies(root, state, bstate)))
      return failure();
  }
  llvm::SetVector<Operation *> toBufferOps;
  llvm::SmallVector<Operation *, 32> worklist;
  walkPostOrder(root, [&](Operation *op) {
    if (llvm::isa<ToBufferOp>(op))
      toBufferOps.insert(op);
    if (options.isOpAllowed(op) &&
        hasTensorSemantics(op, getInterface<BufferizableOpInterface>(op)))
      worklist.push_back(op);
  });
  llvm::SmallPtrSet<Operation *, 32> erased;
  BufferizationListener listener(options, worklist, toBufferOps, erased);
  PatternRewriter rewriter(root->getContext(), &listener);
  for (size_t i = 0; i < worklist.size(); ++i) {
    Operation *op = worklist[i];
    if (erased.contains(op))
      continue;
    const auto *model = getInterface<BufferizableOpInterface>(op);
    if (!model || !options.isOpAllowed(op) || !hasTensorSemantics(op, model))
      continue;
    for (Region &region : op->getRegions())
      if (region.getBlocks().size() > 1 &&
          !model->supportsUnstructuredControlFlow)
        return op->emitOpError("op or BufferizableOpInterface implementation "
                               "does not support unstructured control flow, "
                               "but at least one region has multiple blocks"),
               failure();
    rewriter.setInsertionPoint(op);
    // A buffer type that cannot be known fails the op where getBuffer
    // meets it (bufferizingOp), as MLIR's getBuffer fails.
    BufferizingOp current(op);
    LogicalResult result = model->bufferize(op, rewriter, options, bstate);
    if (current.failedBufferType())
      return failure();
    if (failed(result))
      return op->emitError("failed to bufferize op"), failure();
  }
  if (erased.contains(root))
    return success();
  for (Operation *op : toBufferOps.takeVector())
    (void)foldToBufferToTensorPair(rewriter, op, options);
  walkPostOrder(root, [&](Operation *op) {
    if (llvm::isa<ToTensorOp>(op) && op->getResult(0).use_empty())
      rewriter.eraseOp(op);
  });
  if (options.allowUnknownOps)
    return success();
  for (Operation *op : worklist) {
    if (erased.contains(op) || !options.isOpAllowed(op) ||
        !hasTensorSemantics(op, getInterface<BufferizableOpInterface>(op)) ||
        llvm::isa<ToTensorOp, ToBufferOp>(op))
      continue;
    bool unused = true;
    for (Value result : op->getResults())
      unused &= result.use_empty();
    if (unused && isMemoryEffectFree(op))
      continue;
    return op->emitError("op was not bufferized"), failure();
  }
  return success();
}

//===----------------------------------------------------------------------===//
// The pass
//===----------------------------------------------------------------------===//

namespace {

LayoutMapOption parseLayoutMapOption(llvm::StringRef text) {
  if (text == "identity-layout-map")
    return LayoutMapOption::IdentityLayoutMap;
  if (text == "fully-dynamic-layout-map")
    return LayoutMapOption::FullyDynamicLayoutMap;
  return LayoutMapOption::InferLayoutMap;
}

class OneShotBufferizePass : public PassBase<OneShotBufferizePass> {
public:
  OneShotBufferizePass()
      : PassBase("one-shot-bufferize", "OneShotBufferizePass",
                 "builtin.module") {
    option("allow-return-allocs-from-loops",
           "Allows returning/yielding new allocations from a loop.",
           allowReturnAllocsFromLoops);
    option("allow-unknown-ops",
           "Allows unknown (not bufferizable) ops in the input IR.",
           allowUnknownOps);
    option("analysis-fuzzer-seed",
           "Test only: Analyze ops in random order with a given seed "
           "(fuzzer)",
           analysisFuzzerSeed);
    option("analysis-heuristic",
           "Heuristic that control the IR traversal during analysis",
           analysisHeuristic,
           {"bottom-up", "top-down", "bottom-up-from-terminators", "fuzzer"});
    option("buffer-alignment", "Sets the alignment of newly allocated buffers.",
           bufferAlignment);
    option("bufferize-function-boundaries",
           "Bufferize function boundaries (experimental).",
           bufferizeFunctionBoundaries);
    option("check-parallel-regions",
           "Account for parallel regions in RaW analysis.",
           checkParallelRegions);
    option("copy-before-write",
           "Skip the analysis. Make a buffer copy on every write.",
           copyBeforeWrite);
    option("dialect-filter",
           "Restrict bufferization to ops from these dialects.", dialectFilter);
    option("dump-alias-sets", "Test only: Annotate tensor IR with alias sets",
           dumpAliasSets);
    option("function-boundary-type-conversion",
           "Controls layout maps when bufferizing function signatures.",
           functionBoundaryTypeConversion,
           {"infer-layout-map", "identity-layout-map",
            "fully-dynamic-layout-map"});
    option("must-infer-memory-space",
           "The memory space of an memref types must always be inferred. If "
           "unset, a default memory space of 0 is used otherwise.",
           mustInferMemorySpace);
    option("no-analysis-func-filter",
           "Skip analysis of functions with these symbol names.Set "
           "copyBeforeWrite to true when bufferizing them.",
           noAnalysisFuncFilter);
    option("print-conflicts",
           "Test only: Annotate IR with RaW conflicts. Requires "
           "test-analysis-only.",
           printConflicts);
    option("test-analysis-only",
           "Test only: Only run inplaceability analysis and annotate IR",
           testAnalysisOnly);
    option("unknown-type-conversion",
           "Controls layout maps for non-inferrable memref types.",
           unknownTypeConversion,
           {"identity-layout-map", "fully-dynamic-layout-map"});
    option("use-encoding-for-memory-space",
           "Use the Tensor encoding attribute for the memory space. Exclusive "
           "to the 'must-infer-memory-space' option",
           useEncodingForMemorySpace);
  }

  void runOnOperation() override {
    BufferizationOptions options;
    options.allowReturnAllocsFromLoops = allowReturnAllocsFromLoops;
    options.allowUnknownOps = allowUnknownOps;
    options.analysisHeuristic =
        llvm::StringSwitch<AnalysisHeuristic>(analysisHeuristic)
            .Case("top-down", AnalysisHeuristic::TopDown)
            .Case("bottom-up-from-terminators",
                  AnalysisHeuristic::BottomUpFromTerminators)
            .Case("fuzzer", AnalysisHeuristic::Fuzzer)
            .Default(AnalysisHeuristic::BottomUp);
    options.analysisFuzzerSeed = unsigned(analysisFuzzerSeed);
    options.dumpAliasSets = dumpAliasSets;
    if (mustInferMemorySpace && useEncodingForMemorySpace) {
      emitError(getOperation()->getLoc(),
                "only one of 'must-infer-memory-space' and "
                "'use-encoding-for-memory-space' are allowed in "
                "one-shot-bufferize");
      return signalPassFailure();
    }
    if (mustInferMemorySpace)
      options.defaultMemorySpace = DefaultMemorySpace::MustInfer;
    if (useEncodingForMemorySpace)
      options.defaultMemorySpace = DefaultMemorySpace::FromEncoding;
    options.bufferAlignment = uint64_t(bufferAlignment);
    options.bufferizeFunctionBoundaries = bufferizeFunctionBoundaries;
    options.checkParallelRegions = checkParallelRegions;
    options.copyBeforeWrite = copyBeforeWrite;
    for (const std::string &dialect : dialectFilter)
      options.dialectFilter.push_back(dialect);
    options.functionBoundaryTypeConversion =
        parseLayoutMapOption(functionBoundaryTypeConversion);
    options.testAnalysisOnly = testAnalysisOnly;
    options.printConflicts = printConflicts;
    for (const std::string &name : noAnalysisFuncFilter)
      options.noAnalysisFuncFilter.push_back(name);
    options.unknownTypeConversion = parseLayoutMapOption(unknownTypeConversion);
    // MLIR reports these at an unknown location.
    Location unknown = UnknownLoc::get(getOperation()->getContext());
    if (copyBeforeWrite && testAnalysisOnly) {
      emitError(unknown, "Invalid option: 'copy-before-write' cannot be used "
                         "with 'test-analysis-only'");
      return signalPassFailure();
    }
    if (printConflicts && !testAnalysisOnly) {
      emitError(
          unknown,
          "Invalid option: 'print-conflicts' requires 'test-analysis-only'");
      return signalPassFailure();
    }
    if (dumpAliasSets && !testAnalysisOnly) {
      emitError(
          unknown,
          "Invalid option: 'dump-alias-sets' requires 'test-analysis-only'");
      return signalPassFailure();
    }

    Operation *module = getOperation();
    BufferizationState bstate;
    // With function boundaries, the functions no-analysis-func-filter
    // names are left out of the analysis (their ops too) and copy before
    // every write instead, as MLIR's runOneShotModuleBufferize does.
    BufferizationOptions analysisOptions = options;
    if (bufferizeFunctionBoundaries)
      for (Region &region : getOperation()->getRegions())
        for (Block &block : region)
          for (Operation &op : block)
            if (StringAttr name = symbol_table::getSymbolName(&op);
                name && llvm::isa<func::FuncOp>(&op) &&
                llvm::is_contained(noAnalysisFuncFilter, name.getValue()))
              analysisOptions.skippedOps.push_back(&op);
    if (!copyBeforeWrite &&
        failed(insertTensorCopies(module, analysisOptions, bstate)))
      return signalPassFailure();
    if (testAnalysisOnly)
      return;
    LogicalResult bufferized = options.bufferizeFunctionBoundaries
                                   ? bufferizeModuleOp(module, options, bstate)
                                   : bufferizeOp(module, options, bstate);
    if (failed(bufferized))
      signalPassFailure();
  }

private:
  bool allowReturnAllocsFromLoops = false;
  bool allowUnknownOps = false;
  std::string analysisHeuristic = "bottom-up";
  int64_t bufferAlignment = 64;
  bool bufferizeFunctionBoundaries = false;
  bool checkParallelRegions = true;
  bool copyBeforeWrite = false;
  std::vector<std::string> dialectFilter;
  bool dumpAliasSets = false;
  bool mustInferMemorySpace = false;
  bool useEncodingForMemorySpace = false;
  int64_t analysisFuzzerSeed = 0;
  std::string functionBoundaryTypeConversion = "infer-layout-map";
  std::vector<std::string> noAnalysisFuncFilter;
  bool printConflicts = false;
  bool testAnalysisOnly = false;
  std::string unknownTypeConversion = "fully-dynamic-layout-map";
};

} // namespace

std::unique_ptr<Pass> terrace::createOneShotBufferizePass() {
  return std::make_unique<OneShotBufferizePass>();
}

static const PassPipelineOption kBufferDeallocationPipelineOptions[] = {
    {"private-function-dynamic-ownership",
     "Allows to add additional results to private functions to return "
     "ownership of returned memrefs to callers. This can avoid spurious "
     "buffer clones in the callee."}};

void terrace::registerBufferizationPasses() {
#define PASS(argument, summary, factory)                                       \
  registerPass({argument, summary, factory});
#include "dialects/bufferization/transforms/Passes.def"
  // MLIR 22's.
  registerPassPipeline(
      {"buffer-deallocation-pipeline",
       "The default pipeline for automatically inserting deallocation "
       "operations after one-shot bufferization. Deallocation operations "
       "(except `memref.realloc`) may not be present already.",
       "expand-realloc{emit-deallocs=false},canonicalize,"
       "ownership-based-buffer-deallocation{private-function-dynamic-"
       "ownership=$private-function-dynamic-ownership},canonicalize,"
       "buffer-deallocation-simplification,"
       "bufferization-lower-deallocations,cse,canonicalize",
       kBufferDeallocationPipelineOptions});
}
