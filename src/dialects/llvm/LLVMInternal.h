//===- LLVMInternal.h - What the LLVM type table takes from its syntax ----===//
#pragma once

namespace terrace {
class AsmParser;
class DialectAsmPrinter;
class Type;
struct ParamDirective;

namespace LLVM {
/// The custom<...> directives of the types' declarative formats:
/// PrettyLLVMType (a nested type, short when the dialect's) and
/// FunctionTypes (a function's parameters, `...` when variadic, and `)`).
extern const ParamDirective kTypeDirectives[2];

// The custom syntax of the types whose spelling needs code
// (LLVMTypeSyntax.cpp): what follows the mnemonic.
void printStruct(Type type, DialectAsmPrinter &printer);
Type parseStruct(AsmParser &parser);
void printTargetExt(Type type, DialectAsmPrinter &printer);
Type parseTargetExt(AsmParser &parser);
} // namespace LLVM
} // namespace terrace
