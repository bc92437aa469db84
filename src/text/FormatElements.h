//===- FormatElements.h - A compiled declarative op format ----------------===//
//
// What FormatCompiler.cpp makes of an op's format string, and what the
// printer and parser in DeclarativeFormat.cpp walk. Internal to src/text.
//
//===----------------------------------------------------------------------===//
#pragma once

#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"

#include <vector>

namespace terrace {
struct OpDefinition;

namespace format {

/// One element of a compiled format.
struct Element {
  enum Kind {
    Literal,             ///< `text`
    Operand,             ///< $operandGroup
    Attr,                ///< $property
    Region,              ///< $regionGroup
    Successor,           ///< $successorGroup
    TypeOf,              ///< type($group): operand group, or result group
    AllOperands,         ///< operands: every operand, in order
    AllOperandTypes,     ///< type(operands)
    AllResultTypes,      ///< type(results)
    AllRegions,          ///< regions
    AllSuccessors,       ///< successors
    FunctionalType,      ///< functional-type(operands, results)
    AttrDict,            ///< attr-dict
    AttrDictWithKeyword, ///< attr-dict-with-keyword
    PropDict,            ///< prop-dict
    Custom,              ///< custom<Name>(args): index is the directive
    OIList,              ///< oilist(clause | ...): children are the clauses
    Optional,            ///< ( ... )?
    Newline,             ///< `\n`: a line break (nothing to parse)
  } kind;
  llvm::StringRef text;  ///< the literal
  int index = -1;        ///< group or attribute index in the signature
  bool ofResult = false; ///< TypeOf names a result group
  /// qualified(...): attributes keep their dialect prefix (an enum property
  /// prints `#arith.fastmath<fast>`, not `<fast>`).
  bool qualified = false;
  /// ref(...) inside custom<>(): a variable read before.
  bool isRef = false;
  bool spaceBefore = true;
  /// Optional group: its elements, and which of them is the anchor;
  /// custom directive: its arguments.
  std::vector<Element> children;
  int anchor = -1;
};

struct Format {
  std::vector<Element> elements;
  /// Properties the format spells (left out of attr-dict and prop-dict).
  llvm::SmallVector<llvm::StringRef, 4> spelledAttrs;
  /// Which operand / result groups have their types spelled.
  llvm::SmallVector<bool, 4> operandTyped, resultTyped;
  /// Whether prop-dict is spelled: attr-dict then holds only discardable
  /// attributes.
  bool hasPropDict = false;
};

/// The compiled format of `def`, compiled on first use; a malformed format
/// is a bug in an op table and aborts with a message. Formats live as long
/// as the process (op tables are static).
const Format &getFormat(const OpDefinition &def);

} // namespace format
} // namespace terrace
