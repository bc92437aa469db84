//===- Bisect.cpp - Which pass changed what a program computes ------------===//
#include "tools/terrace-run/Bisect.h"
#include "tools/terrace-run/CompiledRun.h"

#include "dialects/arith/ArithOps.h"
#include "dialects/func/FuncOps.h"
#include "dialects/llvm/LLVMOps.h"
#include "interpreter/Interpreter.h"
#include "ir/Attributes.h"
#include "ir/Block.h"
#include "ir/Context.h"
#include "ir/Operation.h"
#include "ir/Region.h"
#include "ir/Types.h"
#include "pass/PassManager.h"
#include "pass/PassRegistry.h"

#include "llvm/Support/raw_ostream.h"

using namespace terrace;
using namespace terrace::interp;

/// The func.func `name` at the top of `module`, or null.
static Operation *findFunction(Operation *module, llvm::StringRef name) {
  for (Operation &op : module->getRegion(0).front()) {
    auto symbol = llvm::dyn_cast_if_present<StringAttr>(op.getAttr("sym_name"));
    if (llvm::isa<func::FuncOp>(&op) && symbol && symbol.getValue() == name)
      return &op;
  }
  return nullptr;
}

/// What an addition becomes when broken on purpose, or empty.
static llvm::StringRef flippedName(Operation *op) {
  if (llvm::isa<arith::AddFOp>(op))
    return arith::SubFOp::name;
  if (llvm::isa<arith::AddIOp>(op))
    return arith::SubIOp::name;
  if (llvm::isa<LLVM::FAddOp>(op))
    return LLVM::FSubOp::name;
  if (llvm::isa<LLVM::AddOp>(op))
    return LLVM::SubOp::name;
  return {};
}

/// Flips the first float addition (else the first integer one) into a
/// subtraction: a miscompilation made on purpose, for tests.
static bool breakOnPurpose(Operation *module) {
  Operation *target = nullptr;
  for (bool floats : {true, false})
    module->walk([&](Operation *op) {
      bool isFloat = llvm::isa<arith::AddFOp, LLVM::FAddOp>(op);
      if (!target && isFloat == floats && !flippedName(op).empty())
        target = op;
    });
  if (!target)
    return false;
  Context &ctx = target->getContext();
  OperationState state(target->getLoc(),
                       ctx.getOperationName(flippedName(target)));
  state.operands.assign(target->getOperands().begin(),
                        target->getOperands().end());
  state.types.assign(target->getResultTypes().begin(),
                     target->getResultTypes().end());
  for (const NamedAttribute &attr : target->getAllAttrs())
    state.attributes.push_back(attr);
  OpBuilder builder(ctx);
  builder.setInsertionPoint(target);
  Operation *flipped = builder.create(state);
  target->getResult(0).replaceAllUsesWith(flipped->getResult(0));
  target->erase();
  return true;
}

bool interp::bisectPipeline(Operation *module, llvm::StringRef entry,
                            FunctionType type,
                            llvm::ArrayRef<RuntimeValue> args,
                            llvm::ArrayRef<RuntimeValue> reference,
                            const BisectOptions &options,
                            llvm::raw_ostream &os) {
  Context &ctx = module->getContext();
  llvm::ArrayRef<Type> resultTypes = type.getResults();
  std::string lastAgreed = "the program as written";
  llvm::SmallVector<std::string, 16> since;
  for (const std::string &name : linalgToLLVMPasses()) {
    PassManager pm(ctx, "builtin.module");
    std::string message;
    llvm::raw_string_ostream errors(message);
    if (failed(parsePassPipelineElements(name, pm, errors)) ||
        failed(pm.run(module))) {
      os << "bisect: the pass '" << name << "' failed " << message << "\n";
      return false;
    }
    if (name == options.breakAfter && !breakOnPurpose(module))
      os << "bisect: --test-break-after: no addition to break after '" << name
         << "'\n";
    Operation *function = findFunction(module, entry);
    if (!function || !Interpreter::canInterpretBody(function)) {
      since.push_back(name);
      continue;
    }
    llvm::SmallVector<RuntimeValue, 4> results;
    if (failed(interpretFunction(function, args, results))) {
      os << "bisect: after '" << name
         << "' the interpreter cannot run the program (see above)\n";
      return false;
    }
    std::string difference = compareResults(results, reference, resultTypes,
                                            "lowered", "as written");
    if (!difference.empty()) {
      os << "bisect: the results change after '" << name << "' (they agree "
         << "after " << lastAgreed << "): " << difference << "\n";
      return false;
    }
    os << "bisect: after " << name << ": the results agree\n";
    lastAgreed = "'" + name + "'";
    since.clear();
  }
  CompileOptions compileOptions;
  compileOptions.optLevel = options.optLevel;
  compileOptions.lowered = true;
  auto compiled = CompiledRun::create(module, entry, type, compileOptions);
  if (!compiled) {
    os << "bisect: compiling failed: " << llvm::toString(compiled.takeError())
       << "\n";
    return false;
  }
  llvm::SmallVector<RuntimeValue, 4> results;
  if (llvm::Error e = (*compiled)->run(args, results)) {
    os << "bisect: the compiled run failed: " << llvm::toString(std::move(e))
       << "\n";
    return false;
  }
  std::string difference =
      compareResults(results, reference, resultTypes, "compiled", "as written");
  if (!difference.empty()) {
    os << "bisect: the compiled results differ (they agree after " << lastAgreed
       << ", the last level the interpreter runs): the passes "
       << "since then (";
    llvm::interleaveComma(since, os);
    os << ") or LLVM's compilation changed them: " << difference << "\n";
    return false;
  }
  os << "bisect: the compiled results agree; every level agrees\n";
  return true;
}
