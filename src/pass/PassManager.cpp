//===- PassManager.cpp - Running pipelines, nested and in parallel --------===//
#include "pass/PassManager.h"
#include "ir/Block.h"
#include "ir/Context.h"
#include "ir/Diagnostics.h"
#include "ir/Operation.h"
#include "ir/Region.h"
#include "ir/SymbolTable.h"
#include "ir/Verifier.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/ThreadPool.h"
#include "llvm/Support/Threading.h"
#include "llvm/Support/raw_ostream.h"

#include <atomic>
#include <map>

using namespace terrace;

namespace terrace {
/// The pass that runs nested pipelines on the ops directly inside its
/// anchor's regions: one pipeline per op name.
class PipelineAdaptor final : public Pass {
public:
  PipelineAdaptor() : Pass("", "Pipeline") {}
  void runOnOperation() override {} // run() below is used instead
  PipelineAdaptor *asAdaptor() override { return this; }
  /// Adaptors are copied by OpPassManager::clone, pipeline by pipeline.
  std::unique_ptr<Pass> createInstance() const override {
    return std::make_unique<PipelineAdaptor>();
  }

  std::vector<OpPassManager> pipelines;

  OpPassManager *pipelineFor(llvm::StringRef opName) {
    for (OpPassManager &pm : pipelines)
      if (pm.getAnchor() == opName || pm.getAnchor() == "any")
        return &pm;
    return nullptr;
  }

  llvm::LogicalResult run(Operation *op, const PassRunOptions &options);
};
} // namespace terrace

OpPassManager::OpPassManager(llvm::StringRef anchor) : anchor(anchor.str()) {}
OpPassManager::~OpPassManager() = default;

OpPassManager &OpPassManager::nest(llvm::StringRef opName) {
  auto adaptor = std::make_unique<PipelineAdaptor>();
  adaptor->pipelines.emplace_back(opName);
  OpPassManager &nested = adaptor->pipelines.back();
  passes.push_back(std::move(adaptor));
  return nested;
}

void OpPassManager::mergeNestedPipelines() {
  std::vector<std::unique_ptr<Pass>> merged;
  for (std::unique_ptr<Pass> &pass : passes) {
    PipelineAdaptor *adaptor = pass->asAdaptor();
    PipelineAdaptor *last =
        merged.empty() ? nullptr : merged.back()->asAdaptor();
    auto hasAny = [](PipelineAdaptor *a) {
      return llvm::any_of(a->pipelines, [](const OpPassManager &pm) {
        return pm.getAnchor() == "any";
      });
    };
    if (!adaptor || !last || hasAny(adaptor) || hasAny(last)) {
      merged.push_back(std::move(pass));
      continue;
    }
    // `a(x), a(y)` runs as `a(x, y)`: each op is visited once.
    for (OpPassManager &pm : adaptor->pipelines) {
      OpPassManager *target = nullptr;
      for (OpPassManager &existing : last->pipelines)
        if (existing.getAnchor() == pm.getAnchor())
          target = &existing;
      if (!target) {
        last->pipelines.push_back(std::move(pm));
        continue;
      }
      for (std::unique_ptr<Pass> &p : pm.passes)
        target->passes.push_back(std::move(p));
    }
  }
  passes = std::move(merged);
  for (std::unique_ptr<Pass> &pass : passes)
    if (PipelineAdaptor *adaptor = pass->asAdaptor())
      for (OpPassManager &pm : adaptor->pipelines)
        pm.mergeNestedPipelines();
}

void OpPassManager::addPass(std::unique_ptr<Pass> pass) {
  passes.push_back(std::move(pass));
}

void OpPassManager::printAsTextualPipeline(llvm::raw_ostream &os, bool pretty,
                                           unsigned indent) const {
  os << anchor << '(';
  bool first = true;
  auto separate = [&] {
    if (!first)
      os << ',';
    first = false;
    if (pretty) {
      os << '\n';
      os.indent(indent + 2);
    }
  };
  for (const std::unique_ptr<Pass> &pass : passes) {
    if (PipelineAdaptor *adaptor = pass->asAdaptor()) {
      for (const OpPassManager &pm : adaptor->pipelines) {
        separate();
        pm.printAsTextualPipeline(os, pretty, indent + 2);
      }
      continue;
    }
    separate();
    os << pass->getArgument();
    pass->printOptions(os);
  }
  if (pretty) {
    os << '\n';
    os.indent(indent);
  }
  os << ')';
}

OpPassManager OpPassManager::clone() const {
  OpPassManager copy(anchor);
  for (const std::unique_ptr<Pass> &pass : passes) {
    if (PipelineAdaptor *adaptor = pass->asAdaptor()) {
      auto nested = std::make_unique<PipelineAdaptor>();
      for (const OpPassManager &pm : adaptor->pipelines)
        nested->pipelines.push_back(pm.clone());
      copy.passes.push_back(std::move(nested));
    } else {
      copy.passes.push_back(pass->clone());
    }
  }
  return copy;
}

void OpPassManager::addStatisticsOf(const OpPassManager &copy) {
  for (auto [pass, other] : llvm::zip_equal(passes, copy.passes)) {
    if (PipelineAdaptor *adaptor = pass->asAdaptor()) {
      for (auto [pm, otherPm] :
           llvm::zip_equal(adaptor->pipelines, other->asAdaptor()->pipelines))
        pm.addStatisticsOf(otherPm);
      continue;
    }
    for (auto [stat, otherStat] :
         llvm::zip_equal(pass->getStatistics(), other->getStatistics()))
      *stat.counter += *otherStat.counter;
  }
}

/// A pass's line of the report and its counters, sorted by name and
/// aligned as MLIR aligns them.
static void printStatisticsEntry(llvm::raw_ostream &os, unsigned indent,
                                 llvm::StringRef name,
                                 llvm::ArrayRef<PassStatistic> stats) {
  os.indent(indent) << name << "\n";
  llvm::SmallVector<PassStatistic, 4> sorted(stats);
  llvm::sort(sorted, [](const PassStatistic &a, const PassStatistic &b) {
    return a.name < b.name;
  });
  size_t nameWidth = 0, valueWidth = 0;
  for (const PassStatistic &stat : sorted) {
    nameWidth = std::max(nameWidth, stat.name.size());
    valueWidth = std::max(valueWidth, std::to_string(*stat.counter).size());
  }
  for (const PassStatistic &stat : sorted)
    os.indent(indent + 2) << "(S) "
                          << llvm::right_justify(std::to_string(*stat.counter),
                                                 valueWidth)
                          << " " << llvm::left_justify(stat.name, nameWidth)
                          << " - " << stat.description << "\n";
}

static void printStatisticsAsPipeline(llvm::raw_ostream &os,
                                      const OpPassManager &pm,
                                      unsigned indent) {
  for (const std::unique_ptr<Pass> &pass : pm.getPasses()) {
    PipelineAdaptor *adaptor = pass->asAdaptor();
    if (!adaptor) {
      printStatisticsEntry(os, indent, pass->getName(), pass->getStatistics());
      continue;
    }
    unsigned nested = indent;
    if (adaptor->pipelines.size() > 1) {
      llvm::SmallVector<llvm::StringRef, 4> anchors;
      for (const OpPassManager &inner : adaptor->pipelines)
        anchors.push_back(inner.getAnchor());
      os.indent(indent) << "Pipeline Collection : ['"
                        << llvm::join(anchors, "', '") << "']\n";
      nested += 2;
    }
    for (const OpPassManager &inner : adaptor->pipelines) {
      os.indent(nested) << "'" << inner.getAnchor() << "' Pipeline\n";
      printStatisticsAsPipeline(os, inner, nested + 2);
    }
  }
}

/// Every non-adaptor pass's counters summed by pass name.
static void mergeStatistics(
    const OpPassManager &pm,
    std::map<std::string, llvm::SmallVector<PassStatistic, 2>> &merged,
    std::vector<std::unique_ptr<uint64_t[]>> &storage) {
  for (const std::unique_ptr<Pass> &pass : pm.getPasses()) {
    if (PipelineAdaptor *adaptor = pass->asAdaptor()) {
      for (const OpPassManager &inner : adaptor->pipelines)
        mergeStatistics(inner, merged, storage);
      continue;
    }
    llvm::ArrayRef<PassStatistic> stats = pass->getStatistics();
    if (stats.empty())
      continue;
    auto [it, inserted] = merged.try_emplace(pass->getName().str());
    if (inserted) {
      storage.push_back(std::make_unique<uint64_t[]>(stats.size()));
      for (auto [i, stat] : llvm::enumerate(stats))
        it->second.push_back({stat.name, stat.description, &storage.back()[i]});
    }
    for (auto [sum, stat] : llvm::zip_equal(it->second, stats))
      *sum.counter += *stat.counter;
  }
}

void OpPassManager::printStatistics(llvm::raw_ostream &os, bool asList) const {
  llvm::StringRef title = "... Pass statistics report ...";
  os << "===" << std::string(73, '-') << "===\n";
  os.indent((80 - title.size()) / 2) << title << "\n";
  os << "===" << std::string(73, '-') << "===\n";
  if (asList) {
    std::map<std::string, llvm::SmallVector<PassStatistic, 2>> merged;
    std::vector<std::unique_ptr<uint64_t[]>> storage;
    mergeStatistics(*this, merged, storage);
    for (auto &[name, stats] : merged)
      printStatisticsEntry(os, 2, name, stats);
  } else {
    printStatisticsAsPipeline(os, *this, 0);
  }
  os << "\n";
}

llvm::LogicalResult OpPassManager::initialize(Context &ctx) {
  for (std::unique_ptr<Pass> &pass : passes) {
    if (PipelineAdaptor *adaptor = pass->asAdaptor()) {
      for (OpPassManager &pm : adaptor->pipelines)
        if (failed(pm.initialize(ctx)))
          return llvm::failure();
    } else if (failed(pass->initialize(ctx))) {
      return llvm::failure();
    }
  }
  return llvm::success();
}

llvm::LogicalResult OpPassManager::run(Operation *op,
                                       const PassRunOptions &options) {
  for (std::unique_ptr<Pass> &pass : passes) {
    if (PipelineAdaptor *adaptor = pass->asAdaptor()) {
      if (failed(adaptor->run(op, options)))
        return llvm::failure();
      continue;
    }
    for (PassInstrumentation *instr : options.instrumentations)
      instr->runBeforePass(pass.get(), op);
    unsigned errorsBefore = DiagnosticEngine::errorsOnThisThread();
    pass->setOperation(op);
    pass->runOnOperation();
    bool ok = !pass->hasFailed();
    if (!ok && DiagnosticEngine::errorsOnThisThread() == errorsBefore)
      op->emitError("pass '" + pass->getArgument() + "' failed");
    if (ok && options.verifyAfterEachPass && !pass->preservedAllAnalyses())
      ok = succeeded(verify(op));
    for (PassInstrumentation *instr : options.instrumentations) {
      if (ok)
        instr->runAfterPass(pass.get(), op);
      else
        instr->runAfterPassFailed(pass.get(), op);
    }
    if (!ok)
      return llvm::failure();
  }
  return llvm::success();
}

/// Runs `pm` on one op with the instrumentations' pipeline hooks.
static llvm::LogicalResult runPipelineOn(OpPassManager &pm, Operation *op,
                                         const PassRunOptions &options) {
  for (PassInstrumentation *instr : options.instrumentations)
    instr->runBeforePipeline(pm.getAnchor(), op);
  llvm::LogicalResult result = pm.run(op, options);
  for (PassInstrumentation *instr : options.instrumentations)
    instr->runAfterPipeline(pm.getAnchor(), op);
  return result;
}

llvm::LogicalResult PipelineAdaptor::run(Operation *op,
                                         const PassRunOptions &options) {
  // The ops to visit, with the index of the pipeline each one gets.
  llvm::SmallVector<std::pair<Operation *, unsigned>, 16> work;
  for (Region &region : op->getRegions())
    for (Block &block : region)
      for (Operation &child : block) {
        OpPassManager *pm = pipelineFor(child.getName().getStringRef());
        if (!pm)
          continue;
        if (!child.hasTrait(IsolatedFromAbove)) {
          if (pm->getAnchor() == "any")
            continue; // `any` only schedules on isolated ops
          return child.emitOpError(
              "trying to schedule a pass on an operation not marked as "
              "'IsolatedFromAbove'");
        }
        work.push_back({&child, unsigned(pm - pipelines.data())});
      }

  // The children's pipelines (and their verification) look symbols up in
  // `op`, whose symbols they cannot add or remove: map them once for all.
  SymbolLookupCache symbols;
  if (op->hasTrait(SymbolTableTrait))
    symbols.prefill(op);

  unsigned threads = options.threading
                         ? llvm::hardware_concurrency().compute_thread_count()
                         : 1;
  threads = std::min<unsigned>(threads, work.size());
  // Every op is processed even after one failed, with or without threads,
  // so the diagnostics do not depend on thread timing.
  if (threads <= 1) {
    SharedSymbolLookup shared(&symbols);
    bool anyFailed = false;
    for (auto [child, index] : work)
      anyFailed |= failed(runPipelineOn(pipelines[index], child, options));
    return llvm::failure(anyFailed);
  }

  // Each worker owns a copy of the pipelines and takes ops from a shared
  // counter; diagnostics are kept per op and replayed in IR order.
  std::vector<std::vector<OpPassManager>> copies(threads);
  copies[0] = std::move(pipelines);
  for (unsigned t = 1; t < threads; ++t)
    for (OpPassManager &pm : copies[0]) {
      copies[t].push_back(pm.clone());
      if (failed(copies[t].back().initialize(*options.context))) {
        pipelines = std::move(copies[0]);
        return llvm::failure();
      }
    }
  std::vector<std::vector<Diagnostic>> diags(work.size());
  std::atomic<size_t> next{0};
  std::atomic<bool> anyFailed{false};
  {
    llvm::DefaultThreadPool pool(llvm::hardware_concurrency(threads));
    for (unsigned t = 0; t < threads; ++t)
      pool.async([&, t] {
        SharedSymbolLookup shared(&symbols);
        for (size_t i = next++; i < work.size(); i = next++) {
          DiagnosticEngine::captureOnThisThread(&diags[i]);
          auto [child, index] = work[i];
          if (failed(runPipelineOn(copies[t][index], child, options)))
            anyFailed = true;
          DiagnosticEngine::captureOnThisThread(nullptr);
        }
      });
    pool.wait();
  }
  for (unsigned t = 1; t < threads; ++t)
    for (auto [pm, copy] : llvm::zip_equal(copies[0], copies[t]))
      pm.addStatisticsOf(copy);
  pipelines = std::move(copies[0]);
  DiagnosticEngine &engine = options.context->getDiagEngine();
  for (std::vector<Diagnostic> &list : diags)
    engine.replay(list);
  return llvm::failure(anyFailed);
}

PassManager::PassManager(Context &ctx, llvm::StringRef anchor)
    : OpPassManager(anchor), context(ctx) {
  options.context = &ctx;
}

llvm::LogicalResult PassManager::run(Operation *op) {
  if (getAnchor() != "any" && getAnchor() != op->getName().getStringRef())
    return emitError(op->getLoc(), "can't run '" + getAnchor() +
                                       "' pass manager on '" +
                                       op->getName().getStringRef() + "' op");
  mergeNestedPipelines();
  if (failed(initialize(context)))
    return llvm::failure();
  bool wasMultithreaded = context.isMultithreaded();
  if (options.threading)
    context.enableMultithreading(true);
  llvm::LogicalResult result = OpPassManager::run(op, options);
  if (options.threading && !wasMultithreaded)
    context.enableMultithreading(false);
  return result;
}
