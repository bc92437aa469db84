//===- TypeFormat.h - Declarative syntax of dialect types and attributes --===//
//
// The part of MLIR's attribute/type assembly format language that dialect
// types and attributes use, over their parameters (ir/DialectTypes.h):
//
//   `<`  `x`         a literal (punctuation or keyword)
//   $addressSpace    a parameter, spelled by its kind: an integer, a type,
//                    an attribute, a string, or a comma-separated list
//   (`<` $p^ `>`)?   an optional group, printed when its anchor ($p^, or
//                    custom<...>(...)^ for any of its parameters) is not
//                    its default (0, null, empty) and parsed when its
//                    first literal is next
//   custom<Name>($p, $q)  the definition's ParamDirective `Name`
//   ` `              a space (printing only)
//
// Spaces follow MLIR's generated printers: none after the mnemonic or
// around `<`, `(`, `[`, before `>`, `)`, `]`, `,`; one elsewhere.
//
//===----------------------------------------------------------------------===//
#pragma once

#include "ir/DialectTypes.h"

#include <memory>
#include <string>
#include <vector>

namespace terrace {

/// One element of a compiled format.
struct TypeFormatElement {
  enum Kind { Literal, Param, Optional, Custom, Space } kind;
  std::string literal;
  /// The parameter (Param) or the directive (Custom).
  unsigned param = 0;
  std::vector<TypeFormatElement> children;
  /// A custom directive's parameters; an optional group's anchors (printed
  /// when any is not its default).
  llvm::SmallVector<unsigned, 2> args;
};

/// A format compiled against its parameters.
struct TypeFormat {
  std::vector<TypeFormatElement> elements;
};

/// The compiled form of `format` for `params`, made once and kept for the
/// life of the process (formats are static strings). Asserts on a
/// malformed format: formats are written by dialect authors, not users.
const TypeFormat &getTypeFormat(const char *format,
                                llvm::ArrayRef<ParamSpec> params,
                                llvm::ArrayRef<ParamDirective> directives);

/// Prints `params` with `format` after the mnemonic.
void printWithFormat(const TypeFormat &format, ParamView params,
                     llvm::ArrayRef<ParamDirective> directives,
                     DialectAsmPrinter &printer);

/// Whether parameter `i` holds other than its default (what anchors an
/// optional group).
bool isParamPresent(ParamView params, unsigned i);

} // namespace terrace
