//===- terrace-compile.cpp - Ahead-of-time compilation to an object -------===//
//
// terrace-compile FILE.mlir -o X.o [--header X.h] [--shared X.so] [-O N]
//
// Lowers a program with the linalg-to-llvm pipeline (tensor-to-llvm, which
// bufferizes first, when a function takes or returns tensors), optimizes
// it with LLVM for this CPU, and writes an object file (and, with
// --shared, a shared library linked by the system's clang) with one C
// entry per public function, declared in the header (CInterface.h). The
// code needs nothing of Terrace at run time: a model on sequences,
// optionals or strings gets the runtime library linked into its object
// (RuntimeLibrary.h). Every problem is one diagnostic and a non-zero exit
// that leaves no output file behind.
//
//===----------------------------------------------------------------------===//
#include "conversions/ONNXToLinalg/RuntimeForm.h"
#include "dialects/func/FuncOps.h"
#include "dialects/onnx/DimParams.h"
#include "dialects/onnx/ONNXOps.h"
#include "frontends/onnx/ONNXImporter.h"
#include "ir/Attributes.h"
#include "ir/Block.h"
#include "ir/Context.h"
#include "ir/Dialect.h"
#include "ir/Operation.h"
#include "ir/Region.h"
#include "ir/ResourceRelease.h"
#include "ir/SymbolTable.h"
#include "ir/Verifier.h"
#include "pass/PassInstrumentations.h"
#include "pass/PassManager.h"
#include "pass/PassRegistry.h"
#include "runtime/Codegen.h"
#include "targets/llvmir/ModuleTranslation.h"
#include "text/Parser.h"
#include "text/SourceMgrDiagnostics.h"
#include "tools/InitAll/InitAll.h"
#include "tools/common/CodegenOptions.h"
#include "tools/terrace-compile/CInterface.h"
#include "tools/terrace-compile/RuntimeLibrary.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/ScopeExit.h"
#include "llvm/ADT/SmallVectorExtras.h"
#include "llvm/Config/llvm-config.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Process.h"
#include "llvm/Support/Program.h"
#include "llvm/Support/ToolOutputFile.h"
#include "llvm/Support/raw_ostream.h"
#include "llvm/Target/TargetMachine.h"

#include <chrono>

using namespace terrace;
namespace cl = llvm::cl;

#ifndef TERRACE_VERSION
#define TERRACE_VERSION "0.1"
#endif

static cl::OptionCategory compileOptions("terrace-compile options");

static cl::opt<std::string>
    inputFilename(cl::Positional, cl::desc("<program.mlir or model.onnx>"),
                  cl::Required, cl::cat(compileOptions));
static cl::opt<std::string> outputFilename("o",
                                           cl::desc("The object file to write"),
                                           cl::value_desc("X.o"),
                                           cl::cat(compileOptions));
static cl::opt<std::string> headerFilename("header",
                                           cl::desc("Also write the C header"),
                                           cl::value_desc("X.h"),
                                           cl::cat(compileOptions));
static cl::opt<std::string> sharedFilename(
    "shared", cl::desc("Also link a shared library (with the system's clang)"),
    cl::value_desc("X.so"), cl::cat(compileOptions));
static cl::opt<std::string> entryPrefix(
    "entry-prefix",
    cl::desc("Put this before each C entry's name (so the entries of "
             "several models, each main_graph, link into one program)"),
    cl::value_desc("prefix"), cl::init(""), cl::cat(compileOptions));
static cl::opt<bool> progress(
    "progress",
    cl::desc("Show the compilation's progress on one line of stderr (the "
             "default when stderr is a terminal)"),
    cl::init(false), cl::cat(compileOptions));
static cl::opt<bool> timing(
    "mlir-timing",
    cl::desc("Print to stderr how long each step took, as mlir-opt's "
             "--mlir-timing: parsing, each pass, LLVM IR translation, LLVM "
             "optimization and code generation"),
    cl::cat(compileOptions));
static cl::opt<unsigned> optLevel("O",
                                  cl::desc("LLVM's optimization level, 0-3"),
                                  cl::init(3), cl::Prefix,
                                  cl::cat(compileOptions));

static int fail(const llvm::Twine &message) {
  llvm::errs() << "terrace-compile: error: " << message << "\n";
  return 1;
}

/// Writes `text` to `path` whole, or nothing (a temporary file renamed).
static llvm::Error
writeFile(llvm::StringRef path,
          llvm::function_ref<void(llvm::raw_ostream &)> write) {
  std::error_code ec;
  llvm::ToolOutputFile file(path, ec, llvm::sys::fs::OF_None);
  if (ec)
    return llvm::createStringError(ec, "cannot write " + path + ": " +
                                           ec.message());
  write(file.os());
  file.os().flush();
  if (file.os().has_error())
    return llvm::createStringError(file.os().error(), "cannot write " + path);
  file.keep();
  return llvm::Error::success();
}

/// Marks `func`'s tensor arguments `bufferization.writable = false`: a C
/// caller's buffers are inputs, never overwritten by bufferization's
/// in-place decisions.
static void readOnlyTensorArguments(Operation *func, FunctionType type) {
  Context &ctx = func->getContext();
  auto existing =
      llvm::dyn_cast_if_present<ArrayAttr>(func->getInherentAttr("arg_attrs"));
  llvm::SmallVector<Attribute, 4> dicts;
  bool any = false;
  for (auto [i, input] : llvm::enumerate(type.getInputs())) {
    llvm::SmallVector<NamedAttribute, 4> entries;
    if (existing && i < existing.size())
      entries = llvm::cast<DictionaryAttr>(existing[i]).getValue();
    if (llvm::isa<RankedTensorType>(input)) {
      entries.push_back({StringAttr::get(ctx, "bufferization.writable"),
                         BoolAttr::get(ctx, false)});
      any = true;
    }
    dicts.push_back(DictionaryAttr::get(ctx, entries));
  }
  if (any)
    func->setAttr("arg_attrs", ArrayAttr::get(ctx, dicts));
}

namespace {
/// A public function with a body.
struct PublicFunction {
  Operation *op;
  llvm::StringRef name;
  FunctionType type;
};
} // namespace

/// Each public function with a body, in order.
static llvm::SmallVector<PublicFunction, 2> publicFunctions(Operation *module) {
  llvm::SmallVector<PublicFunction, 2> functions;
  for (Operation &op : module->getRegion(0).front()) {
    if (!llvm::isa<func::FuncOp>(&op) || op.getRegion(0).empty() ||
        symbol_table::getVisibility(&op) != "public")
      continue;
    functions.push_back(
        {&op, llvm::cast<StringAttr>(op.getAttr("sym_name")).getValue(),
         llvm::cast<FunctionType>(
             llvm::cast<TypeAttr>(op.getAttr("function_type")).getValue())});
  }
  return functions;
}

int main(int argc, char **argv) {
  llvm::InitLLVM init(argc, argv);
  cl::SetVersionPrinter([](llvm::raw_ostream &os) {
    os << "Terrace " TERRACE_VERSION "\n  terrace-compile: compiles a program "
          "ahead of time to an object file and a C header\n  built with "
          "LLVM " LLVM_VERSION_STRING "\n";
  });
  // LLVM's own code generation options stay usable but out of --help.
  addCodegenOptionsTo(compileOptions);
  cl::HideUnrelatedOptions(compileOptions);
  cl::ParseCommandLineOptions(argc, argv, "Terrace ahead-of-time compiler\n");
  if (outputFilename.empty() && sharedFilename.empty())
    return fail("give -o X.o (an object file) or --shared X.so");
  if (!entryPrefix.empty() &&
      (llvm::isDigit(entryPrefix[0]) || !llvm::all_of(entryPrefix, [](char c) {
         return llvm::isAlnum(c) || c == '_';
       })))
    return fail("--entry-prefix=" + entryPrefix +
                ": a C name starts with a letter or _ and holds letters, "
                "digits and _ only");
  if (optLevel > 3)
    return fail("-O" + llvm::Twine(optLevel) + ": levels go from 0 to 3");

  // An ONNX model is imported (its weights mapped, not read as text);
  // anything else is MLIR's text.
  const bool isONNXModel = llvm::StringRef(inputFilename).ends_with(".onnx");
  Context ctx;
  registerAllDialects(ctx);
  registerAllPasses();
  registerLLVMDialectTranslation(ctx);
  llvm::SourceMgr sourceMgr;
  if (!isONNXModel) {
    auto buffer = llvm::MemoryBuffer::getFileOrSTDIN(inputFilename);
    if (!buffer)
      return fail("cannot read " + inputFilename + ": " +
                  buffer.getError().message());
    sourceMgr.AddNewSourceBuffer(std::move(*buffer), llvm::SMLoc());
  }
  SourceMgrDiagnosticHandler diagnostics(sourceMgr, ctx, llvm::errs());
  std::unique_ptr<TimingInstrumentation> timer;
  if (timing)
    timer = std::make_unique<TimingInstrumentation>();
  // The report goes out on every way out, failures included.
  auto printTiming = llvm::make_scope_exit([&] {
    if (timer)
      timer->print(llvm::errs());
  });
  using Clock = std::chrono::steady_clock;
  Clock::time_point stepStart = Clock::now();
  // A progress line where a person watches (or when asked).
  std::optional<ProgressInstrumentation> progressLine;
  if (progress.getNumOccurrences()
          ? bool(progress)
          : llvm::sys::Process::StandardErrIsDisplayed())
    progressLine.emplace(llvm::errs());
  auto stepStarts = [&](llvm::StringRef step) {
    if (progressLine)
      progressLine->step(step);
  };
  auto stepDone = [&](llvm::StringRef step) {
    Clock::time_point now = Clock::now();
    if (timer)
      timer->addTopLevel(
          step, std::chrono::duration<double>(now - stepStart).count());
    stepStart = now;
  };
  Operation *module = isONNXModel ? importONNXModelFile(ctx, inputFilename)
                                  : parseSourceFile(sourceMgr, ctx);
  stepDone("Parser");
  auto eraseModule = llvm::make_scope_exit([&] {
    if (module)
      module->erase();
  });
  if (!module || failed(verify(module)))
    return 1;
  // What each public function takes and returns as the program says
  // (sequences, not the pointers the lowered code takes for them).
  llvm::StringMap<FunctionType> valueTypes;
  if (isONNXModel) {
    // To linalg on tensors; its entry (main_graph) then has a C entry as
    // any function on tensors. Sequences, optionals and strings become
    // objects of the runtime library.
    const bool runtimeObjects = onnx_to_linalg::hasRuntimeObjects(module);
    for (const PublicFunction &function : publicFunctions(module))
      valueTypes[function.name] = function.type;
    PassManager lower(ctx, "builtin.module");
    if (timer)
      lower.addInstrumentation(timer.get());
    if (progressLine)
      lower.addInstrumentation(&*progressLine);
    if (failed(parsePassPipelineElements(
            runtimeObjects
                ? llvm::StringRef(onnx_to_linalg::kRuntimeCallsPipeline)
                : llvm::StringRef("onnx-to-linalg"),
            lower, llvm::errs())) ||
        failed(lower.run(module)))
      return 1;
    stepStart = Clock::now();
    // Every op was lowered or is an error of the lowering; should one be
    // left, it is named here rather than by a pass further down.
    if (Operation *left = onnx_to_linalg::firstONNXOp(module)) {
      left->emitError("'" + left->getName().getStringRef() +
                      "' was not lowered for native code");
      return 1;
    }
    // The weights folding replaced go back to the importer.
    releaseUnreferencedResources(ctx, {module});
  }

  // One C entry per public function with a body.
  std::vector<CEntry> entries;
  bool onTensors = false;
  // A function on tensors is bufferized first, to the identity-layout
  // buffers its C entry then takes and returns.
  auto asBuffers = [&](FunctionType type) {
    auto asBuffer = [&](Type t) -> Type {
      auto tensor = llvm::dyn_cast<RankedTensorType>(t);
      if (!tensor || onnx_to_linalg::hasRuntimeForm(t))
        return t;
      onTensors = true;
      return MemRefType::get(tensor.getShape(), tensor.getElementType(),
                             Attribute(), Attribute());
    };
    return FunctionType::get(ctx,
                             llvm::map_to_vector(type.getInputs(), asBuffer),
                             llvm::map_to_vector(type.getResults(), asBuffer));
  };
  for (auto [op, name, type] : publicFunctions(module)) {
    readOnlyTensorArguments(op, type);
    CEntry entry{name.str(), (entryPrefix + name).str(), asBuffers(type),
                 asBuffers(type)};
    if (auto found = valueTypes.find(name); found != valueTypes.end())
      entry.valueType = asBuffers(found->second);
    for (unsigned i = 0; i < type.getInputs().size(); ++i) {
      auto &names = entry.dimensionNames.emplace_back();
      for (auto [dim, dimName] : ONNX::getArgumentDimensionNames(op, i))
        names.push_back({dim, dimName.str()});
    }
    if (entry.valueType.getInputs().size() != type.getInputs().size() ||
        entry.valueType.getResults().size() != type.getResults().size())
      return fail("function '" + name +
                  "' changed its number of arguments or results while it "
                  "was lowered");
    if (std::string why = whyNotInCInterface(entry); !why.empty())
      return fail("function '" + name + "' cannot have a C entry: " + why);
    entries.push_back(std::move(entry));
  }
  if (entries.empty())
    return fail("no public function with a body in " + inputFilename);

  PassManager pm(ctx, "builtin.module");
  llvm::StringRef pipeline = onTensors ? "tensor-to-llvm" : "linalg-to-llvm";
  if (timer)
    pm.addInstrumentation(timer.get());
  if (progressLine)
    pm.addInstrumentation(&*progressLine);
  if (failed(parsePassPipelineElements(pipeline, pm, llvm::errs())) ||
      failed(pm.run(module)))
    return fail("lowering to the llvm dialect failed");
  stepStart = Clock::now();

  auto machine =
      runtime::createHostTargetMachine(optLevel, contractFloats(isONNXModel));
  if (!machine)
    return fail(llvm::toString(machine.takeError()));
  llvm::LLVMContext llvmContext;
  stepStarts("LLVM IR translation");
  // Weights are written into the object as bytes.
  TranslationOptions translation;
  translation.largeConstantBytes = runtime::kLargeConstantBytes;
  auto llvmModule =
      runtime::translateForTarget(module, llvmContext, **machine, translation);
  if (!llvmModule)
    return fail(llvm::toString(llvmModule.takeError()));
  if (llvm::Error e = addCInterface(**llvmModule, entries))
    return fail(llvm::toString(std::move(e)));
  // Sequences, optionals and strings: the runtime library goes into the
  // object.
  const bool withRuntime = needsRuntimeLibrary(**llvmModule);
  if (withRuntime)
    if (llvm::Error e = linkRuntimeLibrary(**llvmModule))
      return fail(llvm::toString(std::move(e)));
  stepDone("LLVM IR translation");
  stepStarts("LLVM optimization");
  if (llvm::Error e = runtime::optimize(**llvmModule, **machine, optLevel))
    return fail(llvm::toString(std::move(e)));
  stepDone("LLVM optimization");

  // The object: where -o says, or a temporary one for --shared alone.
  std::string objectPath = outputFilename;
  llvm::SmallString<128> temporary;
  auto removeTemporary = llvm::make_scope_exit([&] {
    if (!temporary.empty())
      llvm::sys::fs::remove(temporary);
  });
  if (objectPath.empty()) {
    int fd = -1;
    if (llvm::sys::fs::createTemporaryFile("terrace", "o", fd, temporary))
      return fail("cannot create a temporary object file");
    llvm::sys::Process::SafelyCloseFileDescriptor(fd);
    objectPath = temporary.str().str();
  }
  stepStarts("Code generation");
  {
    std::error_code ec;
    llvm::ToolOutputFile object(objectPath, ec, llvm::sys::fs::OF_None);
    if (ec)
      return fail("cannot write " + objectPath + ": " + ec.message());
    if (llvm::Error e =
            runtime::emitObjectFile(**llvmModule, **machine, object.os()))
      return fail(llvm::toString(std::move(e)));
    object.keep();
  }
  stepDone("Code generation");
  if (progressLine)
    progressLine->finish();
  if (!headerFilename.empty()) {
    std::string guard = llvm::sys::path::stem(headerFilename).upper();
    for (char &c : guard)
      if (!llvm::isAlnum(c))
        c = '_';
    guard = "TERRACE_" + guard + "_H";
    if (llvm::Error e = writeFile(headerFilename, [&](llvm::raw_ostream &os) {
          writeCHeader(
              os, entries, llvm::sys::path::filename(inputFilename), guard,
              withRuntime ? runtimeLibraryCHeader() : llvm::StringRef());
        }))
      return fail(llvm::toString(std::move(e)));
  }
  if (!sharedFilename.empty()) {
    auto clang = llvm::sys::findProgramByName("clang-22");
    if (!clang)
      clang = llvm::sys::findProgramByName("cc");
    if (!clang)
      return fail("--shared needs clang-22 or cc to link, and neither is on "
                  "PATH");
    llvm::SmallVector<llvm::StringRef, 8> args = {
        *clang, "-shared", "-o", sharedFilename, objectPath, "-lm"};
    if (withRuntime)
      args.push_back("-lstdc++");
    std::string message;
    if (llvm::sys::ExecuteAndWait(*clang, args, std::nullopt, {}, 0, 0,
                                  &message) != 0) {
      llvm::sys::fs::remove(sharedFilename);
      return fail("linking " + sharedFilename + " failed" +
                  (message.empty() ? "" : ": " + message));
    }
  }
  return 0;
}
