//===- Passes.cpp - Registering the conversion passes ---------------------===//
#include "conversions/Passes.h"
#include "conversions/ArithToLLVM/ArithToLLVM.h"
#include "conversions/ComplexToLLVM/ComplexToLLVM.h"
#include "conversions/ControlFlowToLLVM/ControlFlowToLLVM.h"
#include "conversions/ConvertToLLVM/ToLLVMInterface.h"
#include "conversions/FuncToLLVM/FuncToLLVM.h"
#include "conversions/IndexToLLVM/IndexToLLVM.h"
#include "conversions/MathToLLVM/MathToLLVM.h"
#include "conversions/MemRefToLLVM/MemRefToLLVM.h"
#include "conversions/UBToLLVM/UBToLLVM.h"
#include "pass/PassRegistry.h"

using namespace terrace;

/// From linalg on buffers to the llvm dialect, as upstream's own lowering
/// (bufferization comes before: the pipeline starts at buffers), with
/// reallocs expanded (expand-realloc: an scf.if that allocates, copies and
/// frees, where finalize-memref-to-llvm would call realloc) and
/// three steps of Terrace's own first: copies between strided buffers
/// become linalg.generic (loops, rather than calls of the runtime's
/// memrefCopy), structured ops become generics; those
/// that reduce into their output become loops over blocks of output
/// elements carried in registers through the reductions
/// (linalg-register-tile); in the others, the loop walking the output
/// contiguously is moved past their reductions
/// (linalg-innermost-contiguous). Both let LLVM vectorize what walks the
/// output. Complex arithmetic becomes arith and math on the parts (with
/// Smith's division, convert-complex-to-standard's default); math ops
/// LLVM has no intrinsic for become calls of the C math library; views become
/// reinterpret_casts with their metadata computed (expand-strided-metadata)
/// before affine is lowered, and scf is lowered to cf first: the interpreter
/// runs cf, so terrace-run --bisect checks one level more before the llvm
/// dialect.
static constexpr llvm::StringLiteral kLinalgToLLVMSummary =
    "Lower linalg, scf, affine, memref, math, complex, index, arith, ub, func "
    "and cf "
    "on buffers to the llvm dialect";
static constexpr llvm::StringLiteral kLinalgToLLVMPipeline =
    "expand-realloc,memref-copy-to-linalg,linalg-generalize-named-ops,"
    "linalg-register-tile,"
    "linalg-innermost-contiguous,"
    "convert-linalg-to-loops,expand-strided-metadata,lower-affine,"
    "convert-scf-to-cf,"
    "finalize-memref-to-llvm,convert-complex-to-standard,"
    "convert-complex-to-llvm,convert-math-to-llvm,"
    "convert-math-to-libm,convert-index-to-llvm,"
    "convert-arith-to-llvm,convert-ub-to-llvm,convert-func-to-llvm,"
    "convert-cf-to-llvm,"
    "reconcile-unrealized-casts";

/// From tensors to the llvm dialect: elementwise ops on tensors as
/// linalg.generic, one-shot bufferization (identity layouts at function
/// boundaries, so callers pass plain buffers), MLIR's deallocation
/// pipeline, then linalg-to-llvm.
static constexpr llvm::StringLiteral kTensorToLLVMSummary =
    "Bufferize a tensor program, free what it allocates, and lower it to "
    "the llvm dialect";
static constexpr llvm::StringLiteral kTensorToLLVMPipeline =
    "convert-elementwise-to-linalg,"
    "one-shot-bufferize{bufferize-function-boundaries "
    "function-boundary-type-conversion=identity-layout-map "
    "allow-return-allocs-from-loops},"
    "buffer-deallocation-pipeline,convert-bufferization-to-memref,"
    "linalg-to-llvm";

/// From an imported ONNX model to linalg on tensors: canonicalization
/// first folds the shape computations exporters write (Shape, Gather,
/// Concat of constants) so their consumers see constant shapes, then
/// every onnx op is lowered, then linalg's and tensor's canonicalizations
/// tidy what the lowerings left.
static constexpr llvm::StringLiteral kONNXToLinalgSummary =
    "Lower an imported ONNX model to linalg, tensor, arith and math on "
    "tensors";
static constexpr llvm::StringLiteral kONNXToLinalgPipeline =
    "canonicalize,shape-inference,canonicalize,convert-onnx-to-linalg,"
    "canonicalize";
static constexpr llvm::StringLiteral kONNXToLLVMSummary =
    "Lower an imported ONNX model to the llvm dialect (onnx-to-linalg, then "
    "tensor-to-llvm)";

/// What each dialect gives convert-to-llvm: the patterns of its own
/// lowering pass with that pass's default options, as the dialect
/// interfaces of MLIR 22 give them.
static void registerToLLVMPatterns() {
  registerConvertToLLVMPatterns("arith", [](const LLVMTypeConverter &converter,
                                            RewritePatternSet &patterns) {
    populateArithToLLVMConversionPatterns(converter, patterns);
  });
  registerConvertToLLVMPatterns("cf", [](const LLVMTypeConverter &converter,
                                         RewritePatternSet &patterns) {
    populateControlFlowToLLVMConversionPatterns(converter, patterns);
  });
  registerConvertToLLVMPatterns(
      "complex",
      [](const LLVMTypeConverter &converter, RewritePatternSet &patterns) {
        populateComplexToLLVMConversionPatterns(converter, patterns);
      });
  registerConvertToLLVMPatterns("func", [](const LLVMTypeConverter &converter,
                                           RewritePatternSet &patterns) {
    populateFuncToLLVMConversionPatterns(converter, patterns);
  });
  registerConvertToLLVMPatterns("index", [](const LLVMTypeConverter &converter,
                                            RewritePatternSet &patterns) {
    populateIndexToLLVMConversionPatterns(converter, patterns);
  });
  registerConvertToLLVMPatterns("math", [](const LLVMTypeConverter &converter,
                                           RewritePatternSet &patterns) {
    populateMathToLLVMConversionPatterns(converter, patterns);
  });
  registerConvertToLLVMPatterns("memref", [](const LLVMTypeConverter &converter,
                                             RewritePatternSet &patterns) {
    populateFinalizeMemRefToLLVMConversionPatterns(converter, patterns);
  });
  registerConvertToLLVMPatterns("ub", [](const LLVMTypeConverter &converter,
                                         RewritePatternSet &patterns) {
    populateUBToLLVMConversionPatterns(converter, patterns);
  });
}

void terrace::registerConversionPasses() {
  registerToLLVMPatterns();
#define PASS(argument, summary, factory)                                       \
  registerPass({argument, summary, factory});
#include "conversions/Passes.def"
  registerPassPipeline(
      {"linalg-to-llvm", kLinalgToLLVMSummary, kLinalgToLLVMPipeline});
  registerPassPipeline(
      {"tensor-to-llvm", kTensorToLLVMSummary, kTensorToLLVMPipeline});
  registerPassPipeline(
      {"onnx-to-linalg", kONNXToLinalgSummary, kONNXToLinalgPipeline});
  // A pipeline's elements may name pipelines: this one is two above.
  registerPassPipeline(
      {"onnx-to-llvm", kONNXToLLVMSummary, "onnx-to-linalg,tensor-to-llvm"});
}
