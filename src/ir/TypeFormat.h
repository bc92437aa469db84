//===- TypeFormat.h - Declarative syntax of dialect types and attributes --===//
//
// The part of MLIR's attribute/type assembly format language that dialect
// types and attributes use, over their parameters (ir/DialectTypes.h):
//
//   `<`  `x`         a literal (punctuation or keyword)
//   $addressSpace    a parameter, spelled by its kind: an integer, a type,
//                    an attribute, a string, or a comma-separated list
//   (`<` $p^ `>`)?   an optional group, printed when its anchor ($p^) is
//                    not its default (0, null, empty) and parsed when its
//                    first literal is next
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
  enum Kind { Literal, Param, Optional } kind;
  std::string literal;
  /// The parameter (Param), or the anchor (Optional).
  unsigned param = 0;
  std::vector<TypeFormatElement> children;
};

/// A format compiled against its parameters.
struct TypeFormat {
  std::vector<TypeFormatElement> elements;
};

/// The compiled form of `format` for `params`, made once and kept for the
/// life of the process (formats are static strings). Asserts on a
/// malformed format: formats are written by dialect authors, not users.
const TypeFormat &getTypeFormat(const char *format,
                                llvm::ArrayRef<ParamSpec> params);

/// Prints `params` with `format` after the mnemonic.
void printWithFormat(const TypeFormat &format, ParamView params,
                     DialectAsmPrinter &printer);

/// Whether parameter `i` holds other than its default (what anchors an
/// optional group).
bool isParamPresent(ParamView params, unsigned i);

} // namespace terrace
