//===- Codegen.cpp - From the llvm dialect to optimized machine code ------===//
#include "runtime/Codegen.h"

#include "targets/llvmir/ModuleTranslation.h"

#include "llvm/ExecutionEngine/Orc/JITTargetMachineBuilder.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/LegacyPassManager.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/Verifier.h"
#include "llvm/Passes/PassBuilder.h"
#include "llvm/Support/TargetSelect.h"
#include "llvm/Support/raw_ostream.h"
#include "llvm/Target/TargetMachine.h"

using namespace terrace;
using namespace terrace::runtime;

static llvm::Error error(const llvm::Twine &message) {
  return llvm::createStringError(llvm::inconvertibleErrorCode(), message);
}

void runtime::initializeNativeTarget() {
  static const bool initialized = [] {
    llvm::InitializeNativeTarget();
    llvm::InitializeNativeTargetAsmPrinter();
    return true;
  }();
  (void)initialized;
}

llvm::Expected<std::unique_ptr<llvm::TargetMachine>>
runtime::createHostTargetMachine(unsigned optLevel, bool contractFloats) {
  initializeNativeTarget();
  auto builder = llvm::orc::JITTargetMachineBuilder::detectHost();
  if (!builder)
    return builder.takeError();
  builder->setCodeGenOptLevel(optLevel >= 3 ? llvm::CodeGenOptLevel::Aggressive
                              : optLevel == 2 ? llvm::CodeGenOptLevel::Default
                              : optLevel == 1 ? llvm::CodeGenOptLevel::Less
                                              : llvm::CodeGenOptLevel::None);
  // Position-independent, so that an object can go into a shared library.
  builder->setRelocationModel(llvm::Reloc::PIC_);
  if (contractFloats) {
    llvm::TargetOptions options = builder->getOptions();
    options.AllowFPOpFusion = llvm::FPOpFusion::Fast;
    builder->setOptions(options);
  }
  return builder->createTargetMachine();
}

llvm::Expected<std::unique_ptr<llvm::Module>>
runtime::translateForTarget(Operation *module, llvm::LLVMContext &context,
                            llvm::TargetMachine &machine,
                            const TranslationOptions &options) {
  std::unique_ptr<llvm::Module> llvmModule =
      translateModuleToLLVMIR(module, context, "terrace", options);
  if (!llvmModule)
    return error("the module could not be translated to LLVM IR");
  llvmModule->setDataLayout(machine.createDataLayout());
  llvmModule->setTargetTriple(machine.getTargetTriple());
  return llvmModule;
}

llvm::Error runtime::optimize(llvm::Module &module,
                              llvm::TargetMachine &machine, unsigned optLevel) {
  std::string message;
  llvm::raw_string_ostream stream(message);
  if (llvm::verifyModule(module, &stream))
    return error("the LLVM IR is invalid: " + message);
  if (optLevel == 0)
    return llvm::Error::success();
  llvm::LoopAnalysisManager lam;
  llvm::FunctionAnalysisManager fam;
  llvm::CGSCCAnalysisManager cgam;
  llvm::ModuleAnalysisManager mam;
  // The vectorizers as clang sets them: LLVM's own defaults leave the SLP
  // vectorizer off, which the register blocks of linalg-register-tile
  // need. Loop unrolling off: the lowering already unrolls what pays (the
  // blocks); LLVM's unroller made the ResNet-18-sized model compile in
  // 2.5 s rather than 1.7 s, for no measured speed (71.0 against 69.2 ms;
  // the 512x512 matmul 10.5 against 9.7 ms).
  llvm::PipelineTuningOptions tuning;
  tuning.LoopVectorization = optLevel >= 2;
  tuning.SLPVectorization = optLevel >= 2;
  tuning.LoopUnrolling = false;
  llvm::PassBuilder passBuilder(&machine, tuning);
  passBuilder.registerModuleAnalyses(mam);
  passBuilder.registerCGSCCAnalyses(cgam);
  passBuilder.registerFunctionAnalyses(fam);
  passBuilder.registerLoopAnalyses(lam);
  passBuilder.crossRegisterProxies(lam, fam, cgam, mam);
  llvm::OptimizationLevel level = optLevel >= 3   ? llvm::OptimizationLevel::O3
                                  : optLevel == 2 ? llvm::OptimizationLevel::O2
                                                  : llvm::OptimizationLevel::O1;
  passBuilder.buildPerModuleDefaultPipeline(level).run(module, mam);
  return llvm::Error::success();
}

llvm::Error runtime::emitObjectFile(llvm::Module &module,
                                    llvm::TargetMachine &machine,
                                    llvm::raw_pwrite_stream &os) {
  llvm::legacy::PassManager passes;
  if (machine.addPassesToEmitFile(passes, os, nullptr,
                                  llvm::CodeGenFileType::ObjectFile))
    return error("the target cannot write object files");
  passes.run(module);
  return llvm::Error::success();
}
