//===- LLVMDialect.h - The llvm dialect -----------------------------------===//
//
// MLIR 22's LLVM dialect: for now its types (LLVMTypes.h); its ops and
// attributes come with the lowering to LLVM.
//
//===----------------------------------------------------------------------===//
#pragma once

#include "ir/Dialect.h"

namespace terrace {
struct DialectTypeParser;

class LLVMDialect : public Dialect {
public:
  explicit LLVMDialect(Context &ctx);
};

namespace LLVM {
/// How `!llvm.<mnemonic>` is read (LLVMTypeSyntax.cpp).
extern const DialectTypeParser kTypeParser;
} // namespace LLVM

} // namespace terrace
