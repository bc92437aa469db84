//===- LLVMInternal.h - What the LLVM type table takes from its syntax ----===//
#pragma once

namespace terrace {
class AsmParser;
class DialectAsmPrinter;
class Type;
struct ParamDirective;

namespace LLVM {
/// The custom<...> directives of the types' declarative formats:
/// PrettyLLVMType (a nested type, short when the dialect's), FunctionTypes
/// (a function's parameters, `...` when variadic, and `)`) and
/// ExtTypeParams (a target extension type's types, then integers).
extern const ParamDirective kTypeDirectives[3];

// The custom syntax of the types whose spelling needs code
// (LLVMTypeSyntax.cpp): what follows the mnemonic.
void printStruct(Type type, DialectAsmPrinter &printer);
Type parseStruct(AsmParser &parser);
} // namespace LLVM
} // namespace terrace
