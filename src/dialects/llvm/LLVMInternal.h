//===- LLVMInternal.h - What the LLVM type table takes from its syntax ----===//
#pragma once

namespace terrace {
class AsmParser;
class DialectAsmPrinter;
class Type;

namespace LLVM {
// The custom syntax of the types whose spelling needs code
// (LLVMTypeSyntax.cpp): what follows the mnemonic.
void printArray(Type type, DialectAsmPrinter &printer);
Type parseArray(AsmParser &parser);
void printFunction(Type type, DialectAsmPrinter &printer);
Type parseFunction(AsmParser &parser);
void printStruct(Type type, DialectAsmPrinter &printer);
Type parseStruct(AsmParser &parser);
void printTargetExt(Type type, DialectAsmPrinter &printer);
Type parseTargetExt(AsmParser &parser);
} // namespace LLVM
} // namespace terrace
