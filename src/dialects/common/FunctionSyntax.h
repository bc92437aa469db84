//===- FunctionSyntax.h - The signature syntax of function ops ------------===//
//
// func.func and llvm.func spell their signatures alike (MLIR's
// function_interface_impl): `(%arg0: i32 {attrs}, ...) -> (f32 {attrs})`
// for a definition, bare types for a declaration, `...` last for a
// variadic llvm.func.
//
//===----------------------------------------------------------------------===//
#pragma once

#include "text/OpAsm.h"

namespace terrace {

struct FunctionSignature {
  llvm::SmallVector<OpAsmParser::Argument, 4> args;
  llvm::SmallVector<Type, 4> argTypes;
  llvm::SmallVector<Attribute, 4> argAttrs;
  bool anyArgAttrs = false;
  llvm::SmallVector<Type, 4> resultTypes;
  llvm::SmallVector<Attribute, 4> resAttrs;
  bool anyResAttrs = false;
  bool isVariadic = false;
  /// Whether `->` and results followed the arguments.
  bool hasArrow = false;
};

/// `(` arguments `)` (`->` results)?, with each argument's and result's
/// attribute dictionary.
llvm::ParseResult parseFunctionSignature(OpAsmParser &parser,
                                         FunctionSignature &signature,
                                         bool allowVariadic);
/// The same, printed from `op`'s `arg_attrs`/`res_attrs` and its entry
/// block (named arguments when it has a body).
void printFunctionSignature(OpAsmPrinter &p, Operation *op,
                            llvm::ArrayRef<Type> inputs,
                            llvm::ArrayRef<Type> results, bool isVariadic);

} // namespace terrace
