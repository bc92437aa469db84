//===- RuntimeLibrary.cpp - The runtime library inside ahead-of-time objects //
#include "tools/terrace-compile/RuntimeLibrary.h"

#include "llvm/Bitcode/BitcodeReader.h"
#include "llvm/IR/Module.h"
#include "llvm/Linker/Linker.h"
#include "llvm/Support/MemoryBuffer.h"

#include "RuntimeLibraryEmbedded.inc"

using namespace terrace;

bool terrace::needsRuntimeLibrary(const llvm::Module &module) {
  for (const llvm::Function &function : module)
    if (function.isDeclaration() && function.getName().starts_with("_terrace_"))
      return true;
  return false;
}

llvm::Error terrace::linkRuntimeLibrary(llvm::Module &module) {
  auto library = llvm::parseBitcodeFile(
      llvm::MemoryBufferRef(
          llvm::StringRef(kRuntimeBitcode, kRuntimeBitcodeSize),
          "terrace-runtime.bc"),
      module.getContext());
  if (!library)
    return library.takeError();
  // Built for the same target by the same LLVM; the program's words win.
  (*library)->setTargetTriple(module.getTargetTriple());
  (*library)->setDataLayout(module.getDataLayout());
  llvm::SmallVector<std::string, 64> exported;
  for (llvm::GlobalValue &value : (*library)->global_values())
    if (!value.isDeclaration() && value.hasExternalLinkage())
      exported.push_back(value.getName().str());
  if (llvm::Linker::linkModules(module, std::move(*library)))
    return llvm::createStringError(llvm::inconvertibleErrorCode(),
                                   "linking the runtime library failed");
  // Weak, not external: two programs' objects in one executable would
  // otherwise define each function twice.
  for (const std::string &name : exported)
    if (llvm::GlobalValue *value = module.getNamedValue(name))
      value->setLinkage(llvm::GlobalValue::WeakODRLinkage);
  return llvm::Error::success();
}

llvm::StringRef terrace::runtimeLibraryCHeader() {
  return llvm::StringRef(kRuntimeCHeader, kRuntimeCHeaderSize);
}
