//===- terrace-translate.cpp - Out of the IR, into other formats ----------===//
//
//   terrace-translate --mlir-to-llvmir [file|-] [-o out.ll]
//
// Reads a module of llvm dialect ops (what `--convert-to-llvm` pipelines
// leave), verifies it and writes it as LLVM IR text, as
// mlir-translate --mlir-to-llvmir does. The output file is written only
// when the translation succeeds.
//
//===----------------------------------------------------------------------===//
#include "ir/Context.h"
#include "ir/Operation.h"
#include "ir/Verifier.h"
#include "targets/llvmir/ModuleTranslation.h"
#include "text/Parser.h"
#include "text/SourceMgrDiagnostics.h"
#include "tools/InitAll/InitAll.h"

#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/Verifier.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/ToolOutputFile.h"
#include "llvm/Support/raw_ostream.h"

using namespace terrace;

static llvm::cl::opt<std::string> inputFilename(llvm::cl::Positional,
                                                llvm::cl::desc("<input file>"),
                                                llvm::cl::init("-"));
static llvm::cl::opt<std::string> outputFilename("o",
                                                 llvm::cl::desc("Output file"),
                                                 llvm::cl::value_desc("file"),
                                                 llvm::cl::init("-"));
static llvm::cl::opt<bool>
    mlirToLLVMIR("mlir-to-llvmir",
                 llvm::cl::desc("Translate the llvm dialect to LLVM IR"));

int main(int argc, char **argv) {
  llvm::InitLLVM init(argc, argv);
  llvm::cl::ParseCommandLineOptions(argc, argv, "Terrace translation tool\n");
  if (!mlirToLLVMIR) {
    llvm::errs() << "terrace-translate: choose a translation "
                    "(--mlir-to-llvmir)\n";
    return 1;
  }
  auto buffer = llvm::MemoryBuffer::getFileOrSTDIN(inputFilename);
  if (std::error_code ec = buffer.getError()) {
    llvm::errs() << "terrace-translate: cannot open '" << inputFilename
                 << "': " << ec.message() << "\n";
    return 1;
  }
  Context ctx;
  registerAllDialects(ctx);
  registerLLVMDialectTranslation(ctx);
  llvm::SourceMgr sourceMgr;
  sourceMgr.AddNewSourceBuffer(std::move(*buffer), llvm::SMLoc());
  SourceMgrDiagnosticHandler printer(sourceMgr, ctx, llvm::errs());
  Operation *module = parseSourceFile(sourceMgr, ctx);
  if (!module)
    return 1;
  bool ok = succeeded(verify(module));
  std::string text;
  if (ok) {
    llvm::LLVMContext llvmContext;
    std::unique_ptr<llvm::Module> llvmModule =
        translateModuleToLLVMIR(module, llvmContext);
    ok = llvmModule != nullptr;
    std::string problems;
    llvm::raw_string_ostream problemStream(problems);
    if (ok && llvm::verifyModule(*llvmModule, &problemStream)) {
      // A translation bug, not the user's: say what LLVM found.
      llvm::errs() << "terrace-translate: the LLVM IR made does not verify:\n"
                   << problems;
      ok = false;
    }
    if (ok) {
      llvm::raw_string_ostream os(text);
      llvmModule->print(os, nullptr);
    }
  }
  module->erase();
  if (!ok)
    return 1;
  std::error_code ec;
  llvm::ToolOutputFile out(outputFilename, ec, llvm::sys::fs::OF_None);
  if (ec) {
    llvm::errs() << "terrace-translate: cannot open '" << outputFilename
                 << "': " << ec.message() << "\n";
    return 1;
  }
  out.os() << text;
  out.keep();
  return 0;
}
