//===- terrace-run.cpp - Run a function of a program ----------------------===//
//
// terrace-run FILE.mlir [--entry NAME] [--input F.npy]... [--seed S]
//             [--output-dir D] [--output-format npy]
//             [--interpret | [--compile] [-O N] [--compare-interpreter]]
//             [--print [--print-precision N] [--print-threshold N]]
//             [--bench N]
//
// Parses and verifies the program, reads the entry function's arguments
// from .npy files (or makes them at random, reproducibly from the seed,
// and says so), compiles it to native code and runs that (CompiledRun.h:
// tensor programs bufferized first), or with --interpret runs it with the
// reference interpreter, and prints the results as NumPy does, summarizes them,
// or writes each to D/output_<i>.npy. --compare-interpreter checks compiled
// results against the interpreter's. Every problem with the input is one
// diagnostic naming what is wrong, and a non-zero exit that leaves no
// result files behind.
//
//===----------------------------------------------------------------------===//
#include "conversions/ONNXToLinalg/RuntimeForm.h"
#include "dialects/func/FuncOps.h"
#include "dialects/onnx/ONNXOps.h"
#include "dialects/onnx/ONNXTypes.h"
#include "frontends/onnx/ONNXImporter.h"
#include "interpreter/Interpreter.h"
#include "interpreter/NumpyFile.h"
#include "interpreter/NumpyPrinter.h"
#include "interpreter/memref/MemRefValue.h"
#include "ir/Attributes.h"
#include "ir/Block.h"
#include "ir/Context.h"
#include "ir/Operation.h"
#include "ir/Region.h"
#include "ir/ResourceRelease.h"
#include "ir/SymbolTable.h"
#include "ir/Verifier.h"
#include "pass/PassInstrumentations.h"
#include "pass/PassManager.h"
#include "pass/PassRegistry.h"
#include "targets/llvmir/ModuleTranslation.h"
#include "text/Parser.h"
#include "text/SourceMgrDiagnostics.h"
#include "tools/InitAll/InitAll.h"
#include "tools/common/CodegenOptions.h"
#include "tools/terrace-run/Bisect.h"
#include "tools/terrace-run/CompiledRun.h"
#include "tools/terrace-run/RunArguments.h"
#include "tools/terrace-run/RunResults.h"

#include "llvm/ADT/ScopeExit.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Config/llvm-config.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Process.h"
#include "llvm/Support/raw_ostream.h"

#include <algorithm>
#include <chrono>
#include <random>

using namespace terrace;
using namespace terrace::interp;
namespace cl = llvm::cl;

#ifndef TERRACE_VERSION
#define TERRACE_VERSION "0.1"
#endif

static cl::OptionCategory runOptions("terrace-run options");

static cl::opt<std::string> inputFilename(cl::Positional,
                                          cl::desc("<program.mlir|model.onnx>"),
                                          cl::Required, cl::cat(runOptions));
static cl::opt<std::string>
    entryName("entry",
              cl::desc("The function to run (default: main, or the module's "
                       "only public function)"),
              cl::cat(runOptions));
static cl::list<std::string>
    inputFiles("input",
               cl::desc("An argument as a NumPy .npy file or an ONNX "
                        "TensorProto .pb file, one per argument, in order"),
               cl::cat(runOptions));
static cl::opt<uint64_t>
    seed("seed", cl::desc("Seed of the random arguments made without --input"),
         cl::init(0), cl::cat(runOptions));
static cl::opt<std::string>
    outputDir("output-dir", cl::desc("Write each result to DIR/output_<i>.npy"),
              cl::cat(runOptions));
static cl::opt<std::string> outputFormat(
    "output-format",
    cl::desc("Format of the files --output-dir gets: npy or pb (ONNX's "
             "TensorProto; the default for .onnx models, npy for programs)"),
    cl::cat(runOptions));
static cl::opt<std::string>
    level("level",
          cl::desc("Where --interpret runs an ONNX model: onnx (as "
                   "imported) or linalg (after the onnx-to-linalg "
                   "pipeline, where compiling starts)"),
          cl::init("onnx"), cl::cat(runOptions));
static cl::opt<bool>
    interpret("interpret",
              cl::desc("Run with the reference interpreter instead of "
                       "compiling"),
              cl::cat(runOptions));
static cl::opt<bool>
    compileFlag("compile",
                cl::desc("Lower the program to the llvm dialect "
                         "(tensor-to-llvm, or linalg-to-llvm on buffers), "
                         "compile it to native code and run that (the "
                         "default)"),
                cl::cat(runOptions));
static cl::opt<unsigned>
    optLevel("O", cl::desc("With --compile: LLVM's optimization level, 0-3"),
             cl::init(3), cl::Prefix, cl::cat(runOptions));
static cl::opt<bool>
    noCache("no-cache",
            cl::desc("With --compile: neither use nor fill the compile cache "
                     "($TERRACE_CACHE_DIR, else ~/.cache/terrace)"),
            cl::cat(runOptions));
static cl::opt<bool> bisect(
    "bisect",
    cl::desc("Lower the program pass by pass (linalg-to-llvm), run the "
             "interpreter after each pass it can run and the compiled code "
             "at the end, and name the first pass after which the results "
             "change"),
    cl::cat(runOptions));
static cl::opt<std::string> testBreakAfter(
    "test-break-after", cl::Hidden,
    cl::desc("With --bisect, for tests: after this pass, turn the first "
             "addition into a subtraction"),
    cl::cat(runOptions));
static cl::opt<bool> testIgnoreLeaks(
    "test-ignore-leaks", cl::Hidden,
    cl::desc("For differential tests of bufferization alone: interpret a "
             "program that never frees its buffers without reporting them"),
    cl::cat(runOptions));
static cl::opt<bool> progress(
    "progress",
    cl::desc("Show the compilation's progress on one line of stderr (the "
             "default when stderr is a terminal)"),
    cl::init(false), cl::cat(runOptions));
static cl::opt<bool> timing(
    "mlir-timing",
    cl::desc("Print to stderr how long each step took, as mlir-opt's "
             "--mlir-timing: parsing, each pass, LLVM IR translation, LLVM "
             "optimization, code generation, linking and the run"),
    cl::cat(runOptions));
static cl::opt<bool> compareInterpreter(
    "compare-interpreter",
    cl::desc("With --compile: also run the interpreter and check that the "
             "results agree"),
    cl::cat(runOptions));
static cl::opt<interp::FloatLibm> interpreterLibm(
    "interpreter-libm",
    cl::desc("How the interpreter computes transcendental functions of "
             "f32, f16 and bf16"),
    cl::values(clEnumValN(interp::FloatLibm::CorrectlyRounded,
                          "correctly-rounded",
                          "in double, rounded once (the default)"),
               clEnumValN(interp::FloatLibm::System, "system",
                          "with the C library's float functions, as "
                          "compiled code does (to tell their last-ulp "
                          "differences from a miscompile)")),
    cl::init(interp::FloatLibm::CorrectlyRounded), cl::cat(runOptions));
static cl::opt<bool>
    printResults("print",
                 cl::desc("Print the results to stdout as NumPy prints them"),
                 cl::cat(runOptions));
enum class PrintFormat { NumPy, Compact };
static cl::opt<PrintFormat> printFormat(
    "print-format", cl::init(PrintFormat::NumPy),
    cl::desc("How --print writes values"),
    cl::values(clEnumValN(PrintFormat::NumPy, "numpy",
                          "as NumPy's print does (the default)"),
               clEnumValN(PrintFormat::Compact, "compact",
                          "one line per result, `[[1, 2], [3, 4]]`, every "
                          "value in full with the digits that read it back "
                          "(for scripts and FileCheck)")),
    cl::cat(runOptions));
static cl::opt<unsigned> printPrecision(
    "print-precision", cl::init(8),
    cl::desc("With --print: digits after the point (NumPy's precision)"),
    cl::cat(runOptions));
static cl::opt<int64_t> printThreshold(
    "print-threshold", cl::init(1000),
    cl::desc("With --print: results of more elements are summarized (NumPy's "
             "threshold)"),
    cl::cat(runOptions));
static cl::opt<unsigned> printEdgeItems(
    "print-edgeitems", cl::init(3),
    cl::desc("With --print: items shown at each end of a summarized axis"),
    cl::cat(runOptions));
static cl::opt<unsigned>
    printLineWidth("print-linewidth", cl::init(75),
                   cl::desc("With --print: characters per line"),
                   cl::cat(runOptions));
static cl::opt<unsigned> benchRuns("bench",
                                   cl::desc("Time N runs after a warm-up run"),
                                   cl::init(0), cl::cat(runOptions));

static int fail(const llvm::Twine &message) {
  llvm::errs() << "terrace-run: error: " << message << "\n";
  return 1;
}

static llvm::StringRef symbolName(Operation &op) {
  auto name = llvm::dyn_cast_if_present<StringAttr>(op.getAttr("sym_name"));
  return name ? name.getValue() : llvm::StringRef();
}

/// The function to run: --entry's, else `main`, else the module's only
/// public function with a body; an error names the choices.
static llvm::Expected<Operation *> findEntry(Operation *module) {
  llvm::SmallVector<Operation *, 4> functions, publicBodies;
  for (Operation &op : module->getRegion(0).front()) {
    if (!llvm::isa<func::FuncOp>(&op))
      continue;
    functions.push_back(&op);
    if (!op.getRegion(0).empty() &&
        symbol_table::getVisibility(&op) == "public")
      publicBodies.push_back(&op);
  }
  auto error = [](const llvm::Twine &why) {
    return llvm::createStringError(llvm::inconvertibleErrorCode(), why);
  };
  llvm::StringRef wanted =
      entryName.empty() ? llvm::StringRef("main") : llvm::StringRef(entryName);
  for (Operation *fn : functions)
    if (symbolName(*fn) == wanted) {
      if (fn->getRegion(0).empty())
        return error("function '" + wanted +
                     "' is a declaration: it has no body to run");
      return fn;
    }
  if (entryName.empty() && publicBodies.size() == 1)
    return publicBodies.front();
  llvm::SmallVector<llvm::StringRef, 4> names;
  for (Operation *fn : publicBodies)
    names.push_back(symbolName(*fn));
  if (!entryName.empty())
    return error("no function '" + entryName + "' in " + inputFilename +
                 (names.empty() ? llvm::Twine("")
                                : " (public functions: " +
                                      llvm::join(names, ", ") + ")"));
  if (names.empty())
    return error("no public function with a body in " + inputFilename +
                 " to run");
  return error("no function 'main' in " + inputFilename +
               "; choose one with --entry: " + llvm::join(names, ", "));
}

int main(int argc, char **argv) {
  llvm::InitLLVM init(argc, argv);
  cl::SetVersionPrinter([](llvm::raw_ostream &os) {
    os << "Terrace " TERRACE_VERSION "\n  terrace-run: runs a function of a "
          "program with Terrace's reference interpreter or compiled to native "
          "code\n  built with "
          "LLVM " LLVM_VERSION_STRING "\n";
  });
  // LLVM's own code generation options stay usable but out of --help.
  addCodegenOptionsTo(runOptions);
  cl::HideUnrelatedOptions(runOptions);
  cl::ParseCommandLineOptions(argc, argv,
                              "Terrace runner: runs a function of a program\n");
  interp::setFloatLibm(interpreterLibm);
  if ((compileFlag || bisect) && interpret)
    return fail(llvm::Twine(bisect ? "--bisect" : "--compile") +
                " and --interpret exclude each other");
  if (compareInterpreter && interpret)
    return fail("--compare-interpreter checks compiled results: it "
                "excludes --interpret");
  // Compiled unless interpreted (or bisected, which does both its way).
  const bool compile = !interpret && !bisect;
  if (optLevel > 3)
    return fail("-O" + llvm::Twine(optLevel) + ": levels go from 0 to 3");
  const bool isONNXModel = llvm::StringRef(inputFilename).ends_with(".onnx");
  std::string format = outputFormat.empty()
                           ? std::string(isONNXModel ? "pb" : "npy")
                           : std::string(outputFormat);
  if (format != "npy" && format != "pb")
    return fail("--output-format " + format + ": the formats are npy and pb");
  if (level != "onnx" && level != "linalg")
    return fail("--level " + level + ": the levels are onnx and linalg");
  if (level.getNumOccurrences() && !isONNXModel)
    return fail("--level chooses where an ONNX model is interpreted; a "
                "program runs as written");
  if (level.getNumOccurrences() && !interpret)
    return fail("--level goes with --interpret: compiled models are "
                "lowered through linalg");
  // A model is lowered to linalg first unless it is interpreted as
  // imported.
  const bool lowerModel = isONNXModel && (!interpret || level == "linalg");

  // A program is read here; a model by the importer (which maps it).
  auto buffer = isONNXModel
                    ? llvm::MemoryBuffer::getMemBuffer("", inputFilename)
                    : llvm::MemoryBuffer::getFileOrSTDIN(inputFilename);
  if (!buffer)
    return fail("cannot read " + inputFilename + ": " +
                buffer.getError().message());
  Context ctx;
  registerAllDialects(ctx);
  registerAllSemantics(ctx);
  if (compile || bisect || lowerModel) {
    registerAllPasses();
    registerLLVMDialectTranslation(ctx);
  }
  llvm::SourceMgr sourceMgr;
  sourceMgr.AddNewSourceBuffer(std::move(*buffer), llvm::SMLoc());
  SourceMgrDiagnosticHandler diagnostics(sourceMgr, ctx, llvm::errs());

  std::unique_ptr<TimingInstrumentation> timer;
  if (timing)
    timer = std::make_unique<TimingInstrumentation>();
  // The report goes out on every way out, failures included.
  auto printTiming = llvm::make_scope_exit([&] {
    if (timer)
      timer->print(llvm::errs());
  });
  auto secondsSince = [](std::chrono::steady_clock::time_point start) {
    return std::chrono::duration<double>(std::chrono::steady_clock::now() -
                                         start)
        .count();
  };
  auto compileStart = std::chrono::steady_clock::now();
  Operation *module = isONNXModel ? importONNXModelFile(ctx, inputFilename)
                                  : parseSourceFile(sourceMgr, ctx);
  if (timer)
    timer->addTopLevel("Parser", secondsSince(compileStart));
  // The module goes before the context, on every way out.
  auto eraseModule = llvm::make_scope_exit([&] {
    if (module)
      module->erase();
  });
  if (!module || failed(verify(module)))
    return 1;
  // Compiled, a model's sequences, optionals and strings become the
  // runtime's objects (runtime/library/RuntimeObjects.h): the entry then takes
  // and returns pointers, and the run needs the types they stand for; an
  // interpreter comparing gets the program as imported, which it runs.
  std::optional<FunctionType> valueTypes;
  Operation *importedCopy = nullptr;
  auto eraseImportedCopy = llvm::make_scope_exit([&] {
    if (importedCopy)
      importedCopy->erase();
  });
  bool runtimeSequences = false;
  if (lowerModel && compile) {
    runtimeSequences = onnx_to_linalg::hasRuntimeObjects(module);
    if (runtimeSequences) {
      if (llvm::Expected<Operation *> found = findEntry(module))
        valueTypes = llvm::cast<FunctionType>(
            llvm::cast<TypeAttr>((*found)->getAttr("function_type"))
                .getValue());
      else
        llvm::consumeError(found.takeError());
      if (compareInterpreter)
        importedCopy = module->clone();
    }
  }
  if (lowerModel) {
    auto lowerStart = std::chrono::steady_clock::now();
    PassManager pm(ctx, "builtin.module");
    std::string message;
    llvm::raw_string_ostream os(message);
    llvm::StringRef pipeline =
        runtimeSequences
            ? llvm::StringRef(onnx_to_linalg::kRuntimeCallsPipeline)
            : llvm::StringRef("onnx-to-linalg");
    if (failed(parsePassPipelineElements(pipeline, pm, os)))
      return fail("the onnx-to-linalg pipeline: " + message);
    // The pass reported why, at the op.
    if (failed(pm.run(module)))
      return 1;
    // Under --bisect, ops on sequences, optionals and strings stay onnx
    // ops (the interpreter runs them; the passes after do not).
    if (compile || bisect) {
      if (Operation *left = onnx_to_linalg::firstONNXOp(module)) {
        left->emitError("'" + left->getName().getStringRef() +
                        "' works on values --bisect cannot follow into "
                        "native code (sequences, optionals, strings): not "
                        "supported; --compile and --interpret run it");
        return 1;
      }
    }
    if (timer)
      timer->addTopLevel("onnx-to-linalg", secondsSince(lowerStart));
    // Weights the lowering folded (BatchNormalization into Conv, a
    // Transpose or Cast of constants) are held once: the blobs no op
    // refers to any more go back to the importer.
    llvm::SmallVector<Operation *, 2> live = {module};
    if (importedCopy)
      live.push_back(importedCopy);
    releaseUnreferencedResources(ctx, live);
  }
  double compileMs = std::chrono::duration<double, std::milli>(
                         std::chrono::steady_clock::now() - compileStart)
                         .count();

  llvm::Expected<Operation *> found = findEntry(module);
  if (!found)
    return fail(llvm::toString(found.takeError()));
  Operation *entry = *found;
  llvm::StringRef entryLabel = symbolName(*entry);
  auto functionType = llvm::cast<FunctionType>(
      llvm::cast<TypeAttr>(entry->getAttr("function_type")).getValue());

  // The values the caller passes and gets (sequences, not the pointers
  // the compiled code takes for them).
  FunctionType callerType = valueTypes.value_or(functionType);
  llvm::ArrayRef<Type> argTypes = callerType.getInputs();
  llvm::ArrayRef<Type> resultTypes = callerType.getResults();
  for (unsigned i = 0; i < argTypes.size(); ++i)
    if (std::string why = whyNotRunnable(argTypes[i]); !why.empty())
      return fail(llvm::formatv("argument {0} of '{1}' has type '{2}', which "
                                "terrace-run cannot pass: {3}",
                                i, entryLabel, argTypes[i], why)
                      .str());
  for (unsigned i = 0; i < resultTypes.size(); ++i)
    if (std::string why = whyNotRunnable(resultTypes[i]); !why.empty())
      return fail(llvm::formatv("result {0} of '{1}' has type '{2}', which "
                                "terrace-run cannot return: {3}",
                                i, entryLabel, resultTypes[i], why)
                      .str());
  if (!inputFiles.empty() && inputFiles.size() != argTypes.size())
    return fail("function '" + entryLabel + "' takes " +
                llvm::Twine(argTypes.size()) + " arguments, " +
                llvm::Twine(inputFiles.size()) + " --input files were given");
  if (!inputFiles.empty() && seed.getNumOccurrences())
    llvm::errs() << "terrace-run: warning: --seed is ignored: the arguments "
                    "come from the --input files\n";
  if (inputFiles.empty() && !argTypes.empty())
    llvm::errs() << "terrace-run: the " << argTypes.size() << " argument"
                 << (argTypes.size() == 1 ? " is" : "s are")
                 << " random, from --seed " << seed
                 << " (--input F.npy gives your own)\n";
  llvm::SmallVector<RuntimeValue, 4> args;
  std::mt19937_64 rng(seed);
  for (unsigned i = 0; i < argTypes.size(); ++i) {
    llvm::Expected<RuntimeValue> arg =
        inputFiles.empty() ? randomArgument(i, argTypes[i], rng)
                           : readArgument(ctx, i, argTypes[i], inputFiles[i]);
    if (!arg)
      return fail(llvm::toString(arg.takeError()));
    args.push_back(std::move(*arg));
  }
  if (llvm::Error mismatch = checkSymbolicDimensions(entry, args))
    return fail(llvm::toString(std::move(mismatch)));

  // A failed run leaves no results of an earlier one behind in the output
  // folder, which could pass for its own.
  auto removeStale = llvm::make_scope_exit([&] {
    if (!outputDir.empty())
      removeResults(resultTypes.size(), outputDir, format);
  });
  if (bisect) {
    llvm::SmallVector<RuntimeValue, 4> reference;
    if (failed(interpretFunction(entry, args, reference)))
      return 1;
    BisectOptions options;
    options.optLevel = optLevel;
    options.breakAfter = testBreakAfter;
    return bisectPipeline(module, entryLabel, functionType, args, reference,
                          options, llvm::outs())
               ? 0
               : 1;
  }

  // --compile lowers the module in place; the interpreter, when it runs
  // too, gets a copy of the program as it was.
  Operation *original = nullptr;
  auto eraseOriginal = llvm::make_scope_exit([&] {
    if (original)
      original->erase();
  });
  std::unique_ptr<CompiledRun> compiled;
  if (compile) {
    if (compareInterpreter)
      original =
          importedCopy ? std::exchange(importedCopy, nullptr) : module->clone();
    auto compileStart = std::chrono::steady_clock::now();
    CompileOptions options;
    options.optLevel = optLevel;
    options.contractFloats = contractFloats(isONNXModel);
    options.useCache = !noCache;
    options.valueTypes = valueTypes;
    options.timing = timer.get();
    // A progress line where a person watches (or when asked).
    std::optional<ProgressInstrumentation> progressLine;
    if (progress.getNumOccurrences()
            ? bool(progress)
            : llvm::sys::Process::StandardErrIsDisplayed())
      options.progress = &progressLine.emplace(llvm::errs());
    auto made = CompiledRun::create(module, entryLabel, functionType, options);
    if (progressLine)
      progressLine->finish();
    if (!made)
      return fail(llvm::toString(made.takeError()));
    compiled = std::move(*made);
    compileMs += std::chrono::duration<double, std::milli>(
                     std::chrono::steady_clock::now() - compileStart)
                     .count();
    if (original) {
      Operation *copy = nullptr;
      for (Operation &op : original->getRegion(0).front())
        if (llvm::isa<func::FuncOp>(&op) && symbolName(op) == entryLabel)
          copy = &op;
      entry = copy;
    }
  }
  Interpreter interpreter;
  llvm::SmallVector<RuntimeValue, 4> results;
  auto runStart = std::chrono::steady_clock::now();
  if (compiled) {
    if (llvm::Error e = compiled->run(args, results))
      return fail(llvm::toString(std::move(e)));
    if (timer)
      timer->addTopLevel("Execution", secondsSince(runStart));
  }
  if (!compiled || compareInterpreter) {
    llvm::SmallVector<RuntimeValue, 4> interpreted;
    if (failed(interpretFunction(entry, args, interpreted, !testIgnoreLeaks)))
      return 1;
    if (timer)
      timer->addTopLevel(compiled ? "Interpreter (to compare)" : "Interpreter",
                         secondsSince(runStart));
    if (!compiled) {
      results = std::move(interpreted);
    } else {
      std::string difference =
          compareResults(results, interpreted, resultTypes);
      if (!difference.empty())
        return fail("the compiled results differ from the interpreter's: " +
                    difference);
      llvm::errs() << "terrace-run: the compiled results agree with the "
                      "interpreter's\n";
    }
  }
  if (benchRuns) {
    std::vector<double> times;
    for (unsigned run = 0; run < benchRuns; ++run) {
      llvm::SmallVector<RuntimeValue, 4> discarded;
      auto start = std::chrono::steady_clock::now();
      if (compiled) {
        if (llvm::Error e = compiled->run(args, discarded))
          return fail(llvm::toString(std::move(e)));
      } else if (failed(interpreter.call(entry, args, discarded))) {
        return 1;
      }
      times.push_back(std::chrono::duration<double, std::milli>(
                          std::chrono::steady_clock::now() - start)
                          .count());
    }
    std::sort(times.begin(), times.end());
    llvm::outs() << llvm::format("compile_ms: %.3f\n", compileMs);
    if (compiled && compiled->isFromCache())
      llvm::errs() << "terrace-run: the compiled code came from the cache\n";
    llvm::outs() << "bench: runs=" << benchRuns
                 << llvm::format(" min_ms=%.3f median_ms=%.3f\n", times.front(),
                                 times[times.size() / 2]);
  }

  if (!outputDir.empty()) {
    if (llvm::Error error =
            writeResults(results, resultTypes, outputDir, format))
      return fail(llvm::toString(std::move(error)));
  }
  removeStale.release();
  NumpyPrintOptions options;
  options.precision = printPrecision;
  options.threshold = printThreshold;
  options.edgeItems = printEdgeItems;
  options.lineWidth = printLineWidth;
  for (unsigned i = 0; i < results.size(); ++i) {
    if (printONNXValue(llvm::outs(), i, results[i], resultTypes[i], options,
                       printResults)) {
      // A sequence or an optional: printed tensor by tensor.
    } else if (printResults && printFormat == PrintFormat::Compact) {
      llvm::outs() << "output_" << i << ": " << resultTypes[i] << " = ";
      printValue(llvm::outs(), results[i], resultTypes[i]);
      llvm::outs() << "\n";
    } else if (printResults) {
      printResult(llvm::outs(), i, results[i], resultTypes[i], options);
    } else if (outputDir.empty() && !benchRuns)
      summarizeResult(llvm::outs(), i, results[i], resultTypes[i]);
  }
  if (!printResults && outputDir.empty() && !benchRuns && !results.empty()) {
    // The summary goes out before the hint, whichever stream shows first.
    llvm::outs().flush();
    llvm::errs() << "terrace-run: --print shows every value; --output-dir D "
                    "writes them to D/output_<i>."
                 << format << "\n";
  }
  return 0;
}
