//===- PassInstrumentations.cpp - Timing and IR dumps ---------------------===//
#include "pass/PassInstrumentations.h"
#include "ir/Operation.h"
#include "text/Printer.h"

#include "llvm/ADT/Twine.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/raw_ostream.h"

using namespace terrace;

//===-- Timing ------------------------------------------------------------===//

/// The calling thread's stack of running timers, when it is a worker.
static thread_local std::vector<
    std::pair<TimingInstrumentation::Node *,
              TimingInstrumentation::Clock::time_point>>
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

void TimingInstrumentation::addTopLevel(llvm::StringRef name, double seconds) {
  std::lock_guard<std::mutex> lock(mutex);
  root.child(name)->seconds += seconds;
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
  node->seconds += std::chrono::duration<double>(Clock::now() - began).count();
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

static void printNode(llvm::raw_ostream &os, const TimingInstrumentation::Node &n,
                      double total, unsigned depth) {
  os << llvm::format("%10.4f (%5.1f%%)  ", n.seconds,
                     total > 0 ? 100.0 * n.seconds / total : 0.0);
  os.indent(2 * depth) << n.name << '\n';
  for (const auto &c : n.children)
    printNode(os, *c, total, depth + 1);
}

void TimingInstrumentation::print(llvm::raw_ostream &os) {
  double total =
      std::chrono::duration<double>(Clock::now() - start).count();
  double accounted = 0;
  for (const auto &c : root.children)
    accounted += c->seconds;
  os << "===------------------------------------------------------------------"
        "-------===\n"
     << "                         ... Execution time report ...\n"
     << "===------------------------------------------------------------------"
        "-------===\n"
     << llvm::format("  Total Execution Time: %.4f seconds\n\n", total)
     << "  ----Wall Time----  ----Name----\n";
  for (const auto &c : root.children)
    printNode(os, *c, total, 0);
  Node rest{"Rest", std::max(0.0, total - accounted), {}};
  printNode(os, rest, total, 0);
  Node sum{"Total", total, {}};
  printNode(os, sum, total, 0);
}

//===-- IR printing -------------------------------------------------------===//

void IRPrinterInstrumentation::dump(llvm::StringRef when, Pass *pass,
                                    Operation *op, llvm::StringRef suffix) {
  if (config.moduleScope)
    while (Operation *parent = op->getParentOp())
      op = parent;
  std::lock_guard<std::mutex> lock(mutex);
  os << "// -----// IR Dump " << when << ' ' << pass->getName() << suffix
     << " (" << pass->getArgument() << ") //----- //\n";
  PrintFlags flags;
  flags.generic = config.generic;
  flags.debugInfo = config.debugInfo;
  printOperation(op, os, flags);
  // A top-level op prints as a file does, with the blank line mlir-opt's
  // file printing adds.
  os << (op->getParentOp() ? "\n" : "\n\n");
}

void IRPrinterInstrumentation::runBeforePass(Pass *pass, Operation *op) {
  if (config.beforeAll || config.before.contains(pass->getArgument()))
    dump("Before", pass, op);
}

void IRPrinterInstrumentation::runAfterPass(Pass *pass, Operation *op) {
  if (config.afterAll || config.after.contains(pass->getArgument()))
    dump("After", pass, op);
}

void IRPrinterInstrumentation::runAfterPassFailed(Pass *pass, Operation *op) {
  if (config.afterFailure || config.afterAll ||
      config.after.contains(pass->getArgument()))
    dump("After", pass, op, " Failed");
}
