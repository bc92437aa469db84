//===- terrace-opt.cpp - Parse, verify and print IR, like mlir-opt --------===//
#include "ir/Context.h"
#include "ir/Dialect.h"
#include "ir/Operation.h"
#include "ir/Verifier.h"
#include "pass/PassInstrumentations.h"
#include "pass/PassManager.h"
#include "pass/PassRegistry.h"
#include "text/Parser.h"
#include "text/Printer.h"
#include "text/SourceMgrDiagnostics.h"
#include "tools/InitAll/InitAll.h"
#include "tools/common/PrintOptions.h"
#include "tools/terrace-opt/InputSplitter.h"
#include "tools/terrace-opt/PassFlags.h"

#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Config/llvm-config.h"
#include "llvm/Support/BuryPointer.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/ToolOutputFile.h"
#include "llvm/Support/raw_ostream.h"

#include <chrono>
#include <memory>
#include <unistd.h>

using namespace terrace;
namespace cl = llvm::cl;

#ifndef TERRACE_VERSION
#define TERRACE_VERSION "0.1"
#endif

static cl::opt<std::string>
    inputFilename(cl::Positional, cl::desc("<input file>"), cl::init("-"));
static cl::opt<std::string> outputFilename("o", cl::desc("Output filename"),
                                           cl::value_desc("filename"),
                                           cl::init("-"));
static constexpr llvm::StringLiteral kDefaultSplitMarker = "// -----";
static cl::opt<std::string> splitInputFile(
    "split-input-file", cl::ValueOptional,
    cl::callback([](const std::string &marker) {
      // Given without a value: the default marker.
      if (marker.empty())
        splitInputFile.setValue(kDefaultSplitMarker.str());
    }),
    cl::desc("Split the input into chunks at each occurrence of the marker "
             "('// -----' unless given) and process each on its own"));
static cl::opt<std::string>
    outputSplitMarker("output-split-marker",
                      cl::init(kDefaultSplitMarker.str()),
                      cl::desc("What separates the outputs of the chunks"));
static cl::opt<bool> noImplicitModule(
    "no-implicit-module",
    cl::desc("Take the file's single top-level op as it is, without wrapping "
             "it in a builtin.module"));
static cl::opt<bool> verifyRoundtrip(
    "verify-roundtrip",
    cl::desc("Print the parsed IR, parse it back and check that it prints "
             "the same, in the custom and the generic form"));
static cl::opt<bool>
    listPasses("list-passes",
               cl::desc("Print the passes and their options, and exit"));
static cl::opt<bool>
    passStatistics("mlir-pass-statistics",
                   cl::desc("Report the statistics of each pass"));
enum class StatisticsDisplay { List, Pipeline };
static cl::opt<StatisticsDisplay> passStatisticsDisplay(
    "mlir-pass-statistics-display", cl::init(StatisticsDisplay::Pipeline),
    cl::desc("How to show pass statistics"),
    cl::values(clEnumValN(StatisticsDisplay::List, "list",
                          "merged by pass name, sorted"),
               clEnumValN(StatisticsDisplay::Pipeline, "pipeline",
                          "in the shape of the pipeline")));
static cl::opt<bool>
    disableDiagnosticNotes("mlir-disable-diagnostic-notes",
                           cl::desc("Print diagnostics without their notes"));
static cl::opt<bool> verifyDiagnostics(
    "verify-diagnostics",
    cl::desc("Check diagnostics against expected-* comments in the input"));
static cl::opt<bool> allowUnregistered(
    "allow-unregistered-dialect",
    cl::desc("Accept ops, types and attributes of unknown dialects"));
static cl::opt<bool> disableThreading(
    "mlir-disable-threading",
    cl::desc("Use one thread (printing otherwise uses every core; the output "
             "is the same)"));
static cl::opt<bool> noVerify(
    "no-verify",
    cl::desc("Skip verifying the parsed IR (it then prints in generic form); "
             "with passes, skip verifying after each pass"));
static cl::opt<std::string>
    passPipeline("pass-pipeline",
                 cl::desc("A textual pass pipeline, e.g. "
                          "'builtin.module(func.func(canonicalize,cse))'"));
static cl::opt<bool>
    dumpPassPipeline("dump-pass-pipeline",
                     cl::desc("Print the pipeline that will run to stderr"));
static cl::opt<bool> timing("mlir-timing",
                            cl::desc("Report the time of each pass"));
static cl::list<std::string>
    printIRBefore("mlir-print-ir-before", cl::CommaSeparated,
                  cl::desc("Print the IR before each of these passes"));
static cl::list<std::string>
    printIRAfter("mlir-print-ir-after", cl::CommaSeparated,
                 cl::desc("Print the IR after each of these passes"));
static cl::opt<bool>
    printIRBeforeAll("mlir-print-ir-before-all",
                     cl::desc("Print the IR before every pass"));
static cl::opt<bool> printIRAfterAll("mlir-print-ir-after-all",
                                     cl::desc("Print the IR after every pass"));
static cl::opt<bool>
    printIRAfterFailure("mlir-print-ir-after-failure",
                        cl::desc("Print the IR after a pass fails"));
static cl::opt<bool> printIRModuleScope(
    "mlir-print-ir-module-scope",
    cl::desc("Print the whole module, not only the op the pass ran on"));
static cl::opt<bool> printIRAfterChange(
    "mlir-print-ir-after-change",
    cl::desc("With --mlir-print-ir-after(-all), print only when the pass "
             "changed the IR"));
static cl::opt<bool>
    verifyEach("verify-each", cl::init(true),
               cl::desc("Run the verifier after each transformation pass"));
static cl::opt<bool> disableVerifierOnParsing(
    "mlir-very-unsafe-disable-verifier-on-parsing",
    cl::desc("Do not verify the IR after parsing (passes may then crash on "
             "invalid IR)"));
static cl::opt<bool> printOpOnDiagnostic(
    "mlir-print-op-on-diagnostic", cl::init(true),
    cl::desc("Attach the failing op, in generic form, to diagnostics "
             "reported at an op (\"see current operation\")"));
static cl::opt<bool>
    showDialects("show-dialects",
                 cl::desc("Print the registered dialects and exit"));
static cl::opt<bool>
    emitBytecode("emit-bytecode",
                 cl::desc("Write MLIR bytecode (not supported yet)"));

/// Passes named by their own flags (`--canonicalize`,
/// `--canonicalize=max-iterations=3`), in command-line order; taken out of
/// argv before the other options are parsed.
static std::vector<PassFlag> passFlags;

/// The pipeline terrace-opt runs: --pass-pipeline or the pass flags.
static llvm::LogicalResult buildPipeline(OpPassManager &pm) {
  if (!passPipeline.empty()) {
    if (!passFlags.empty()) {
      llvm::errs() << "terrace-opt: '--pass-pipeline' cannot be combined with "
                      "pass flags such as '--"
                   << passFlags.front().name << "'\n";
      return llvm::failure();
    }
    return parsePassPipeline(passPipeline, pm, llvm::errs());
  }
  for (const PassFlag &flag : passFlags) {
    if (const PassPipelineInfo *pipeline = lookupPassPipeline(flag.name)) {
      std::string error;
      std::optional<std::string> passes =
          expandPassPipeline(*pipeline, flag.options, error);
      if (!passes) {
        llvm::errs() << "terrace-opt: " << error << "\n";
        return llvm::failure();
      }
      if (failed(parsePassPipelineElements(*passes, pm, llvm::errs())))
        return llvm::failure();
      continue;
    }
    std::string error;
    std::unique_ptr<Pass> pass = createPass(flag.name, flag.options, error);
    if (!pass) {
      llvm::errs() << "terrace-opt: " << error << "\n";
      return llvm::failure();
    }
    pm.addPass(std::move(pass));
  }
  return llvm::success();
}

static std::unique_ptr<TimingInstrumentation> timer;

static double seconds(std::chrono::steady_clock::time_point since) {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - since)
      .count();
}

/// --verify-roundtrip: `top`, printed in the custom form and in the generic
/// form (with locations), must parse back into IR that prints as `top` does.
/// (MLIR checks a bytecode round trip, which Terrace does not write yet.)
static LogicalResult checkRoundtrip(Operation *top, Context &ctx) {
  auto print = [](Operation *op, bool generic) {
    std::string text;
    llvm::raw_string_ostream os(text);
    PrintFlags flags;
    flags.generic = generic;
    flags.debugInfo = true;
    printOperation(op, os, flags);
    return text;
  };
  std::string reference = print(top, /*generic=*/true);
  for (bool generic : {false, true}) {
    llvm::StringRef form = generic ? "generic" : "custom";
    std::string text = print(top, generic);
    llvm::SourceMgr sourceMgr;
    sourceMgr.AddNewSourceBuffer(
        llvm::MemoryBuffer::getMemBuffer(text, "roundtrip"), llvm::SMLoc());
    Operation *again =
        parseSourceFile(sourceMgr, ctx, {}, 1, !noImplicitModule);
    if (!again)
      return emitError(top->getLoc(), "failed to parse the " + form +
                                          " form printed for the round trip");
    std::string roundtripped = print(again, /*generic=*/true);
    again->erase();
    if (roundtripped != reference)
      return emitError(top->getLoc(),
                       form +
                           " form roundTrip testing roundtripped module "
                           "differs from reference:\n<<<<<<Reference\n" +
                           reference + "\n=====\n" + roundtripped +
                           "\n>>>>>roundtripped\n");
  }
  return success();
}

/// Processes one buffer: parse, verify, print to `output`. Returns failure
/// when the chunk failed (or, with --verify-diagnostics, when the
/// diagnostics did not match the expectations); a failed chunk prints
/// nothing. `lastBuffer`: the process exits after this one.
static LogicalResult processBuffer(std::unique_ptr<llvm::MemoryBuffer> buffer,
                                   std::optional<size_t> moduleOffset,
                                   llvm::raw_ostream &output, bool lastBuffer) {
  llvm::SMLoc moduleLoc;
  if (moduleOffset)
    moduleLoc =
        llvm::SMLoc::getFromPointer(buffer->getBufferStart() + *moduleOffset);
  auto ctxOwner = std::make_unique<Context>();
  Context &ctx = *ctxOwner;
  registerAllDialects(ctx);
  ctx.allowUnregisteredDialects(allowUnregistered);
  // Under --verify-diagnostics the expectations name the errors alone, as
  // with mlir-opt.
  Context::OpOnDiagnostic opOnDiagnostic;
  opOnDiagnostic.enabled = printOpOnDiagnostic && !verifyDiagnostics;
  const PrintFlags commandLineFlags = getCommandLinePrintFlags();
  opOnDiagnostic.debugInfo = commandLineFlags.debugInfo;
  opOnDiagnostic.valueUsers = commandLineFlags.printValueUsers;
  if (commandLineFlags.elideElementsAttrsIfLarger)
    opOnDiagnostic.elideElementsAttrsIfLarger =
        *commandLineFlags.elideElementsAttrsIfLarger;
  ctx.setOpOnDiagnostic(opOnDiagnostic);
  llvm::SourceMgr sourceMgr;
  sourceMgr.AddNewSourceBuffer(std::move(buffer), llvm::SMLoc());

  std::unique_ptr<SourceMgrDiagnosticHandler> printer;
  std::unique_ptr<SourceMgrDiagnosticVerifierHandler> checker;
  if (verifyDiagnostics)
    checker = std::make_unique<SourceMgrDiagnosticVerifierHandler>(
        sourceMgr, ctx, llvm::errs());
  else
    printer = std::make_unique<SourceMgrDiagnosticHandler>(sourceMgr, ctx,
                                                           llvm::errs());
  if (printer && disableDiagnosticNotes)
    printer->disableNotes();

  auto parseStart = std::chrono::steady_clock::now();
  Operation *top = parseSourceFile(sourceMgr, ctx, moduleLoc,
                                   /*threads=*/disableThreading ? 1 : 0,
                                   /*implicitModule=*/!noImplicitModule);
  bool ok = top != nullptr;
  // Passes assume valid IR: with a pipeline the input is verified even
  // under --no-verify (which then only skips verifying after each pass).
  bool runsPasses = !passPipeline.empty() || !passFlags.empty();
  bool verifiedOnParsing =
      !disableVerifierOnParsing && (!noVerify || runsPasses);
  if (ok && verifiedOnParsing && failed(verify(top)))
    ok = false;
  if (ok && verifyRoundtrip && failed(checkRoundtrip(top, ctx)))
    ok = false;
  // Whether the IR is known to verify when it is printed: otherwise printing
  // checks first, silently, and falls back to the generic form.
  bool knownValid = verifiedOnParsing;
  if (timer)
    timer->addTopLevel("Parser", seconds(parseStart));
  // Printing the whole module while other threads change functions in it
  // would race: mlir-opt refuses the combination, and so do we.
  if (ok && printIRModuleScope && !disableThreading) {
    emitError(UnknownLoc::get(ctx),
              "IR print for module scope can't be setup on a pass-manager "
              "without disabling multi-threading first.");
    ok = false;
  }
  if (ok) {
    PassManager pm(ctx, top->getName().getStringRef());
    // main() checked the pipeline already.
    if (failed(buildPipeline(pm))) {
      top->erase();
      return failure();
    }
    pm.enableThreading(!disableThreading);
    pm.enableVerifier(verifyEach && !noVerify);
    if (!pm.empty() && !(verifyEach && !noVerify))
      knownValid = false;
    if (timer)
      pm.addInstrumentation(timer.get());
    std::unique_ptr<IRPrinterInstrumentation> irPrinter;
    if (printIRBeforeAll || printIRAfterAll || printIRAfterFailure ||
        !printIRBefore.empty() || !printIRAfter.empty()) {
      IRPrinterInstrumentation::Config config;
      config.beforeAll = printIRBeforeAll;
      config.afterAll = printIRAfterAll;
      config.afterFailure = printIRAfterFailure;
      for (const std::string &name : printIRBefore)
        config.before.insert(name);
      for (const std::string &name : printIRAfter)
        config.after.insert(name);
      config.moduleScope = printIRModuleScope;
      config.onlyAfterChange = printIRAfterChange;
      // Without verification the IR may be invalid: the generic form is the
      // one that never assumes otherwise (--no-verify always uses it; else
      // each dump checks first, as mlir-opt's printer does).
      config.generic = commandLineFlags.generic || noVerify;
      config.checkBeforeCustomForm = !verifiedOnParsing || !verifyEach;
      config.debugInfo = commandLineFlags.debugInfo;
      irPrinter = std::make_unique<IRPrinterInstrumentation>(std::move(config),
                                                             llvm::errs());
      pm.addInstrumentation(irPrinter.get());
    }
    if (!pm.empty() && failed(pm.run(top)))
      ok = false;
    if (passStatistics)
      pm.printStatistics(llvm::errs(),
                         passStatisticsDisplay == StatisticsDisplay::List);
  }
  if (ok) {
    auto outputStart = std::chrono::steady_clock::now();
    PrintFlags flags = commandLineFlags;
    // Unverified IR may break what custom printers assume: print it in the
    // generic form, as mlir-opt does for IR that fails verification.
    flags.generic = flags.generic || noVerify || (!knownValid && !isValid(top));
    flags.threads = disableThreading ? 1 : 0;
    printOperation(top, output, flags);
    output << '\n';
    if (timer)
      timer->addTopLevel("Output", seconds(outputStart));
  }
  // The process ends after the last buffer: tearing its IR and context
  // down would only delay the exit. BuryPointer keeps them reachable, so
  // that leak checkers see a deliberate release, not a leak (as clang's
  // -disable-free does).
  if (lastBuffer)
    llvm::BuryPointer(std::move(ctxOwner));
  else if (top)
    top->erase();
  if (checker)
    return checker->verify();
  return success(ok);
}

/// Where output to `path` goes when `path` is a symlink to a file that does
/// not exist (as after a failed run removed it); else `path` itself.
static std::string danglingLinkTarget(const std::string &path) {
  char buffer[4096];
  ssize_t n = ::readlink(path.c_str(), buffer, sizeof(buffer));
  if (n <= 0 || size_t(n) == sizeof(buffer))
    return path;
  llvm::StringRef link(buffer, size_t(n));
  if (llvm::sys::path::is_absolute(link))
    return link.str();
  llvm::SmallString<128> target = llvm::sys::path::parent_path(path);
  llvm::sys::path::append(target, link);
  return target.str().str();
}

int main(int argc, char **argv) {
  llvm::InitLLVM init(argc, argv);
  registerAllPasses();
  passFlags = extractPassFlags(argc, argv);
  if (failed(reportUnknownFlags(argc, argv, "terrace-opt")))
    return 1;
  // Describing every pass builds each one: only when help is asked for.
  bool wantsHelp = false;
  for (int i = 1; i < argc; ++i)
    wantsHelp |= llvm::StringRef(argv[i]).ltrim('-').starts_with("help");
  std::string passHelp;
  if (wantsHelp) {
    llvm::raw_string_ostream os(passHelp);
    os << "\nEach pass is also a flag, `--NAME` or `--NAME=\"option=value "
          "...\"`.\n";
    printPassList(os);
  }
  cl::extrahelp passList(passHelp.c_str());
  cl::SetVersionPrinter([](llvm::raw_ostream &os) {
    os << "Terrace " TERRACE_VERSION "\n  a compiler infrastructure for "
          "machine learning, reading and writing MLIR 22's textual IR\n  "
          "built with LLVM " LLVM_VERSION_STRING "\n";
  });
  cl::ParseCommandLineOptions(argc, argv,
                              "Terrace optimizer driver: parses, verifies, "
                              "transforms and prints IR in MLIR's textual "
                              "format\n");
  if (listPasses) {
    printPassList(llvm::outs());
    return 0;
  }
  if (showDialects) {
    Context ctx;
    registerAllDialects(ctx);
    llvm::SmallVector<llvm::StringRef, 8> names;
    for (const auto &dialect : ctx.getDialects())
      names.push_back(dialect->getNamespace());
    llvm::sort(names);
    llvm::outs() << "Available Dialects: " << llvm::join(names, ",") << "\n";
    return 0;
  }
  if (emitBytecode) {
    llvm::errs() << "terrace-opt: --emit-bytecode: MLIR bytecode is not "
                    "supported yet; terrace-opt writes the textual format\n";
    return 1;
  }
  for (cl::list<std::string> *names :
       {std::addressof(printIRBefore), std::addressof(printIRAfter)})
    for (const std::string &name : *names)
      if (!lookupPass(name)) {
        llvm::errs() << "terrace-opt: for the --" << names->ArgStr
                     << " option: Cannot find option named '" << name << "'!\n";
        return 1;
      }
  if (timing)
    timer = std::make_unique<TimingInstrumentation>();
  {
    // Pipeline errors are reported before any input is read.
    OpPassManager pm("builtin.module");
    if (failed(buildPipeline(pm)))
      return 1;
    if (dumpPassPipeline) {
      llvm::errs() << "Pass Manager with " << pm.getPasses().size()
                   << " passes:\n";
      pm.printAsTextualPipeline(llvm::errs(), /*pretty=*/true);
      llvm::errs() << "\n\n";
    }
  }
  auto file = llvm::MemoryBuffer::getFileOrSTDIN(inputFilename,
                                                 /*IsText=*/false);
  if (std::error_code ec = file.getError()) {
    llvm::errs() << "terrace-opt: cannot open '" << inputFilename
                 << "': " << ec.message() << "\n";
    return 1;
  }
  std::unique_ptr<llvm::MemoryBuffer> input = std::move(*file);
  if (inputFilename == "-")
    input = llvm::MemoryBuffer::getMemBufferCopy(input->getBuffer(), "<stdin>");
  // MLIR bytecode starts with "ML\xEFR".
  if (input->getBuffer().starts_with("ML\xEFR")) {
    llvm::errs() << "terrace-opt: cannot read '" << inputFilename
                 << "': MLIR bytecode is not supported yet; give the textual "
                    "format\n";
    return 1;
  }

  // Output goes to a temporary file renamed over the target only when every
  // chunk succeeded: a failed run leaves no partial output file behind.
  std::error_code ec;
  std::unique_ptr<llvm::ToolOutputFile> out;
  std::string tempPath, targetPath = outputFilename;
  // Devices and pipes (/dev/null, /dev/stdout) are written in place.
  llvm::sys::fs::file_status status;
  bool special = outputFilename != "-" &&
                 !llvm::sys::fs::status(outputFilename, status) &&
                 !llvm::sys::fs::is_regular_file(status);
  if (outputFilename == "-" || special) {
    out = std::make_unique<llvm::ToolOutputFile>(outputFilename, ec,
                                                 llvm::sys::fs::OF_None);
    if (out)
      out->keep(); // never remove a device or pipe
  } else {
    // An existing file is replaced where it really lives (through symlinks)
    // and keeps its permissions.
    bool exists = llvm::sys::fs::exists(status);
    llvm::SmallString<128> real;
    if (exists && !llvm::sys::fs::real_path(outputFilename, real))
      targetPath = real.str().str();
    else if (!exists)
      targetPath = danglingLinkTarget(outputFilename);
    llvm::SmallString<128> temp;
    int fd;
    ec = llvm::sys::fs::createUniqueFile(targetPath + ".tmp-%%%%%%", fd, temp);
    if (!ec) {
      tempPath = temp.str().str();
      out = std::make_unique<llvm::ToolOutputFile>(tempPath, fd);
      if (exists)
        ec = llvm::sys::fs::setPermissions(tempPath, status.permissions());
    }
  }
  if (ec) {
    llvm::errs() << "terrace-opt: cannot open '" << outputFilename
                 << "': " << ec.message() << "\n";
    return 1;
  }

  bool ok = true;
  if (!splitInputFile.empty()) {
    InputSplitter splitter(*input, splitInputFile);
    for (bool first = true; std::optional<InputChunk> chunk = splitter.next();
         first = false) {
      if (!first)
        out->os() << outputSplitMarker << "\n";
      if (failed(processBuffer(std::move(chunk->buffer), chunk->start,
                               out->os(),
                               /*lastBuffer=*/false)))
        ok = false;
    }
  } else {
    ok = succeeded(processBuffer(std::move(input), std::nullopt, out->os(),
                                 /*lastBuffer=*/true));
  }
  if (timer)
    timer->print(llvm::errs());
  if (!ok) {
    // The ToolOutputFile removes the temporary file. An output of an
    // earlier run goes too: nothing stale is left to pass for this run's
    // result (a symlink stays, pointing at where the output will go).
    if (!tempPath.empty())
      llvm::sys::fs::remove(targetPath);
    return 1;
  }
  out->os().flush();
  out->keep();
  if (!tempPath.empty()) {
    out.reset();
    if (std::error_code rc = llvm::sys::fs::rename(tempPath, targetPath)) {
      llvm::sys::fs::remove(tempPath);
      llvm::errs() << "terrace-opt: cannot write '" << outputFilename
                   << "': " << rc.message() << "\n";
      return 1;
    }
  }
  return 0;
}
