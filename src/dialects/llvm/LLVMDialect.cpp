//===- LLVMDialect.cpp - The llvm dialect ---------------------------------===//
#include "dialects/llvm/LLVMDialect.h"
#include "dialects/llvm/LLVMTypes.h"

using namespace terrace;

LLVMDialect::LLVMDialect(Context &ctx) : Dialect("llvm", ctx) {
  addTypes(LLVM::getTypeDefinitions());
  addInterface(LLVM::kTypeParser);
}
