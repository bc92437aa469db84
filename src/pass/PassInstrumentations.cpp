//===- PassInstrumentations.cpp - Timing and IR dumps ---------------------===//
#include "pass/PassInstrumentations.h"
#include "ir/Operation.h"
#include "ir/Region.h"
#include "ir/SymbolTable.h"
#include "ir/Verifier.h"
#include "text/Printer.h"

#include "llvm/ADT/Twine.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/raw_ostream.h"

using namespace terrace;

//===-- Timing ------------------------------------------------------------===//

/// The calling thread's stack of running timers, when it is a worker.
static thread_local std::vector<std::pair<
    TimingInstrumentation::Node *, TimingInstrumentation::Clock::time_point>>
    workerStack;

TimingInstrumentation::Node *
TimingInstrumentation::Node::child(llvm::StringRef childName) {
  for (std::unique_ptr<Node> &c : children)
    if (c->name == childName)
      return c.get();
  children.push_back(std::make_unique<Node>());
  children.back()->name = childName.str();
  return children.back().get();
}

bool TimingInstrumentation::inWorker() const {
  return std::this_thread::get_id() != mainThread;
}

TimingInstrumentation::TimingInstrumentation()
    : start(Clock::now()), mainThread(std::this_thread::get_id()) {
  mainStack.push_back({&root, start});
}

double TimingInstrumentation::Node::wall() const {
  double longest = 0;
  for (const auto &[thread, secs] : perThread)
    longest = std::max(longest, secs);
  return longest;
}

/// Adds `secs` of the calling thread to `node`.
static void charge(TimingInstrumentation::Node *node, double secs) {
  node->seconds += secs;
  std::thread::id self = std::this_thread::get_id();
  for (auto &[thread, total] : node->perThread)
    if (thread == self) {
      total += secs;
      return;
    }
  node->perThread.push_back({self, secs});
}

void TimingInstrumentation::addTopLevel(llvm::StringRef name, double seconds) {
  std::lock_guard<std::mutex> lock(mutex);
  charge(root.child(name), seconds);
}

void TimingInstrumentation::push(llvm::StringRef name) {
  std::lock_guard<std::mutex> lock(mutex);
  // The main thread's stack is mainStack; a worker's starts empty and hangs
  // under the main thread's current node.
  auto &stack = inWorker() ? workerStack : mainStack;
  Node *parent = stack.empty() ? mainStack.back().first : stack.back().first;
  stack.push_back({parent->child(name), Clock::now()});
}

void TimingInstrumentation::pop() {
  std::lock_guard<std::mutex> lock(mutex);
  auto &stack = inWorker() ? workerStack : mainStack;
  auto [node, began] = stack.back();
  stack.pop_back();
  charge(node, std::chrono::duration<double>(Clock::now() - began).count());
}

void TimingInstrumentation::runBeforePass(Pass *pass, Operation *) {
  push(pass->getName());
}
void TimingInstrumentation::runAfterPass(Pass *, Operation *) { pop(); }
void TimingInstrumentation::runAfterPassFailed(Pass *, Operation *) { pop(); }
void TimingInstrumentation::runBeforePipeline(llvm::StringRef anchor,
                                              Operation *) {
  push((llvm::Twine("'") + anchor + "' Pipeline").str());
}
void TimingInstrumentation::runAfterPipeline(llvm::StringRef, Operation *) {
  pop();
}

namespace {
struct ReportTotals {
  double user, wall;
  bool twoColumns;
};
} // namespace

static void printNode(llvm::raw_ostream &os,
                      const TimingInstrumentation::Node &n,
                      const ReportTotals &t, unsigned depth) {
  auto column = [&](double secs, double total) {
    os << llvm::format("%10.4f (%5.1f%%)  ", secs,
                       total > 0 ? 100.0 * secs / total : 0.0);
  };
  if (t.twoColumns)
    column(n.seconds, t.user);
  column(n.wall(), t.wall);
  os.indent(2 * depth) << n.name << '\n';
  for (const auto &c : n.children)
    printNode(os, *c, t, depth + 1);
}

/// Whether any node ran on more than one thread.
static bool ranOnThreads(const TimingInstrumentation::Node &n) {
  if (n.perThread.size() > 1)
    return true;
  for (const auto &c : n.children)
    if (ranOnThreads(*c))
      return true;
  return false;
}

void TimingInstrumentation::print(llvm::raw_ostream &os) {
  double wall = std::chrono::duration<double>(Clock::now() - start).count();
  double accountedWall = 0, accountedUser = 0;
  for (const auto &c : root.children) {
    accountedWall += c->wall();
    accountedUser += c->seconds;
  }
  double rest = std::max(0.0, wall - accountedWall);
  ReportTotals totals{accountedUser + rest, wall, ranOnThreads(root)};
  os << "===------------------------------------------------------------------"
        "-------===\n"
     << "                         ... Execution time report ...\n"
     << "===------------------------------------------------------------------"
        "-------===\n"
     << llvm::format("  Total Execution Time: %.4f seconds\n\n", wall);
  if (totals.twoColumns)
    os << "  ----User Time----";
  os << "  ----Wall Time----  ----Name----\n";
  for (const auto &c : root.children)
    printNode(os, *c, totals, 0);
  std::thread::id self = std::this_thread::get_id();
  Node restNode{"Rest", rest, {{self, rest}}, {}};
  printNode(os, restNode, totals, 0);
  Node totalNode{"Total", totals.user, {{self, wall}}, {}};
  printNode(os, totalNode, totals, 0);
}

//===-- IR printing -------------------------------------------------------===//

void IRPrinterInstrumentation::dump(llvm::StringRef when, Pass *pass,
                                    Operation *op, llvm::StringRef suffix) {
  std::lock_guard<std::mutex> lock(mutex);
  os << "// -----// IR Dump " << when << ' ' << pass->getName() << suffix
     << " (" << pass->getArgument() << ")";
  if (config.moduleScope) {
    // The whole module, with the op the pass ran on named in the header.
    os << " ('" << op->getName().getStringRef() << "' operation";
    if (StringAttr name = symbol_table::getSymbolName(op))
      os << ": @" << name.getValue();
    os << ')';
    while (Operation *parent = op->getParentOp())
      op = parent;
  }
  os << " //----- //\n";
  PrintFlags flags;
  flags.generic =
      config.generic || (config.checkBeforeCustomForm && !isValid(op));
  flags.debugInfo = config.debugInfo;
  // An op inside another prints as MLIR's Operation::print prints it: with
  // no alias definitions around it, so everything is written inline.
  flags.localScope = op->getParentOp() != nullptr;
  printOperation(op, os, flags);
  // Either way a blank line follows: a top-level op prints as a file does
  // (ending in a newline, then mlir-opt's file printing adds one), a nested
  // one without its newline.
  os << "\n\n";
}

/// A hash of everything the printer could show of `top` and the ops inside
/// it, as MLIR's OperationFingerPrint: identities of ops, blocks and values,
/// and the uniqued attributes, types and locations they carry. Equal before
/// and after a pass means the pass left the IR as it was.
static llvm::hash_code fingerprint(Operation *top) {
  llvm::hash_code h = llvm::hash_value(top);
  top->walk([&](Operation *op) {
    h = llvm::hash_combine(
        h, op, op->getName().getStringRef().data(), op->getLoc().getImpl(),
        op->getAttrDictionary().getImpl(), op->getProperties().getImpl());
    for (Value v : op->getOperands())
      h = llvm::hash_combine(h, v.getImpl());
    for (Value v : op->getResults())
      h = llvm::hash_combine(h, v.getImpl(), v.getType().getImpl());
    for (unsigned i = 0, e = op->getNumSuccessors(); i != e; ++i)
      h = llvm::hash_combine(h, op->getSuccessor(i));
    for (Region &region : op->getRegions())
      for (Block &block : region) {
        h = llvm::hash_combine(h, &block);
        for (Value arg : block.getArguments())
          h = llvm::hash_combine(h, arg.getImpl(), arg.getType().getImpl(),
                                 arg.getLoc().getImpl());
      }
  });
  return h;
}

bool IRPrinterInstrumentation::printsAfter(Pass *pass) const {
  return config.afterAll || config.after.contains(pass->getArgument());
}

void IRPrinterInstrumentation::runBeforePass(Pass *pass, Operation *op) {
  if (config.onlyAfterChange && printsAfter(pass)) {
    llvm::hash_code h = fingerprint(op);
    std::lock_guard<std::mutex> lock(mutex);
    beforeFingerprints[{pass, op}] = h;
  }
  if (config.beforeAll || config.before.contains(pass->getArgument()))
    dump("Before", pass, op);
}

void IRPrinterInstrumentation::runAfterPass(Pass *pass, Operation *op) {
  if (!printsAfter(pass))
    return;
  if (config.onlyAfterChange) {
    llvm::hash_code after = fingerprint(op);
    std::lock_guard<std::mutex> lock(mutex);
    auto it = beforeFingerprints.find({pass, op});
    bool unchanged = it != beforeFingerprints.end() && it->second == after;
    if (it != beforeFingerprints.end())
      beforeFingerprints.erase(it);
    if (unchanged)
      return;
  }
  dump("After", pass, op);
}

void IRPrinterInstrumentation::runAfterPassFailed(Pass *pass, Operation *op) {
  if (config.onlyAfterChange) {
    std::lock_guard<std::mutex> lock(mutex);
    beforeFingerprints.erase({pass, op});
  }
  if (config.afterFailure || printsAfter(pass))
    dump("After", pass, op, " Failed");
}

//===-- Progress ----------------------------------------------------------===//

void ProgressInstrumentation::step(llvm::StringRef what) {
  std::lock_guard<std::mutex> lock(mutex);
  // Carriage return and erase-line: the line is rewritten in place.
  os << "\r\x1b[K[terrace " << ++steps << "] " << what;
  os.flush();
  shown = true;
}

void ProgressInstrumentation::finish() {
  std::lock_guard<std::mutex> lock(mutex);
  if (!shown)
    return;
  os << "\r\x1b[K";
  os.flush();
  shown = false;
}

void ProgressInstrumentation::runBeforePass(Pass *pass, Operation *) {
  step(pass->getArgument());
}
