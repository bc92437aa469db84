//===- LLVMDialect.cpp - The llvm dialect ---------------------------------===//
#include "dialects/llvm/LLVMDialect.h"
#include "dialects/llvm/LLVMOps.h"
#include "dialects/llvm/LLVMTypes.h"

#include "interfaces/InlinerInterface.h"

using namespace terrace;

// The attribute kinds `#llvm.linkage<...>`, `#llvm.cconv<...>`,
// `#llvm.tailcallkind<...>`, `#llvm.fastmath<...>` and
// `#llvm.framePointerKind<...>`; the other enums are
// integer properties in MLIR, with no attribute syntax of their own.
static const EnumSpec *const kLLVMEnums[] = {
    &LLVM::kLinkage, &LLVM::kCConv, &LLVM::kTailCallKind, &LLVM::kFastmathFlags,
    &LLVM::kFramePointerKind};

LLVMDialect::LLVMDialect(Context &ctx) : Dialect("llvm", ctx) {
  addTypes(LLVM::getTypeDefinitions());
  addInterface(LLVM::kTypeParser);
  addOps(LLVM::funcOpDefinitions());
  addOps(LLVM::arithOpDefinitions());
  addOps(LLVM::memoryOpDefinitions());
  addEnums(kLLVMEnums);
}
