//===- terrace-import-onnx.cpp - An ONNX model as onnx dialect IR ---------===//
//
//   terrace-import-onnx model.onnx [-o out.mlir] [printing flags]
//
// Imports the model (its opset upgraded to 17, every value typed by ONNX's
// shape inference), verifies the IR and prints it with terrace-opt's
// printing flags. A model that cannot be imported is one diagnostic and a
// non-zero exit, with no output file written.
//
//===----------------------------------------------------------------------===//
#include "frontends/onnx/ONNXImporter.h"
#include "ir/Context.h"
#include "ir/Diagnostics.h"
#include "ir/Operation.h"
#include "text/Printer.h"
#include "text/SourceMgrDiagnostics.h"
#include "tools/InitAll/InitAll.h"
#include "tools/common/PrintOptions.h"

#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/ToolOutputFile.h"
#include "llvm/Support/raw_ostream.h"

using namespace terrace;
namespace cl = llvm::cl;

static cl::opt<std::string> inputFilename(cl::Positional, cl::Required,
                                          cl::desc("<model.onnx>"));
static cl::opt<std::string> outputFilename("o", cl::desc("Output filename"),
                                           cl::value_desc("filename"),
                                           cl::init("-"));
static cl::opt<std::string>
    functionName("function-name", cl::init("main_graph"),
                 cl::desc("The name of the function the graph becomes"));
static cl::opt<uint64_t> resourceThreshold(
    "resource-threshold", cl::init(1024),
    cl::desc("Tensors of at least this many bytes become dense_resource "
             "blobs; smaller ones dense<> attributes"));

int main(int argc, char **argv) {
  llvm::InitLLVM init(argc, argv);
  cl::ParseCommandLineOptions(
      argc, argv,
      "Terrace's ONNX importer: prints an ONNX model (opsets 7 to 17) as "
      "onnx dialect IR\n");

  Context ctx;
  registerAllDialectsWithoutExternalModels(ctx);
  llvm::SourceMgr sourceMgr;
  SourceMgrDiagnosticHandler diagnostics(sourceMgr, ctx, llvm::errs());

  ONNXImportOptions options;
  options.functionName = functionName;
  options.resourceThreshold = resourceThreshold;
  Operation *module = importONNXModelFile(ctx, inputFilename, options);
  if (!module)
    return 1;

  std::error_code ec;
  llvm::ToolOutputFile out(outputFilename, ec, llvm::sys::fs::OF_None);
  if (ec) {
    llvm::errs() << "terrace-import-onnx: cannot open '" << outputFilename
                 << "': " << ec.message() << "\n";
    module->erase();
    return 1;
  }
  printOperation(module, out.os(), getCommandLinePrintFlags());
  out.os() << '\n';
  out.keep();
  module->erase();
  return 0;
}
