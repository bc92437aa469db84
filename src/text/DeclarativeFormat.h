//===- DeclarativeFormat.h - Op syntax from a one-line format string ------===//
//
// An op's custom syntax can be given as a format string in its op table
// row, in the language of MLIR's assemblyFormat:
//
//   $lhs `,` $rhs (`overflow` `` $overflowFlags^)? attr-dict `:` type($result)
//
// Elements: `$name` (an operand group or a property of the signature),
// backquoted literals (`` suppresses the space before the next element),
// `type($name)`, `type(operands)`, `type(results)`,
// `functional-type(operands, results)`, `attr-dict`,
// `attr-dict-with-keyword`, and optional groups `( ... )?` whose element
// marked `^` decides whether the group is printed (and whose first element
// decides whether it is parsed). Spaces between elements follow MLIR's
// rules, so the printed text is MLIR's.
//
// Also: `$region` and `regions`, `$successor` and `successors`, `prop-dict`
// (the properties no other element spells, as `<{...}>`), `qualified(...)`
// (an attribute with its dialect prefix), and `custom<Name>(args)`, which
// calls the op row's CustomDirective `Name` with the variables in `args`:
// `$x`, `type($x)`, and `ref(...)` of either for variables read before
// (the directive may look at them, not fill them), and `oilist(...)`
// (clauses in any order, each at most once), `\n` (a line break when
// printing) and ` ` (one space). Optional groups may be anchored on
// operands, properties (unit ones included), types, regions and
// successors. A group of groups (ValueSpec::subgroupSizes) is spelled by
// a custom directive, which also gives its inner sizes; a dense-array
// property is spelled `[1, 2]`; a type constraint with a type class reads
// that class; an op with an implicit terminator gets it when parsed and
// shows it only when it carries something.
//
// A format is compiled once, the first time its op is printed or parsed.
// Operand types a format does not spell come from the op's traits
// (SameOperandsAndResultType, SameTypeOperands) or its matchOperandTypes
// hook (MLIR's TypesMatchWith), and result types from its
// inferResultTypes hook, which sees the operand types, the properties and
// the regions parsed.
//
//===----------------------------------------------------------------------===//
#pragma once

#include "text/OpAsm.h"

#include "llvm/Support/LogicalResult.h"

#include <memory>
#include <vector>

namespace terrace {
struct OpDefinition;
struct OperationState;

/// One argument of a custom directive, as the format named it. Printing
/// fills the values; parsing points into the parser's storage, which the
/// directive fills (or, for a ref(...) argument, reads).
struct CustomDirectiveArg {
  enum Kind { Operands, Types, Attr, Regions, Successors } kind;
  /// ref(...): parsed before this directive, to read only.
  bool isRef = false;
  // Printing.
  llvm::SmallVector<Value, 2> values;
  llvm::SmallVector<Type, 2> types;
  Attribute attr;
  llvm::SmallVector<Region *, 1> regions;
  llvm::SmallVector<Block *, 1> successors;
  /// A group of groups (ValueSpec::subgroupSizes), its operands or their
  /// types: the size of each inner group.
  llvm::SmallVector<int32_t, 4> groupSizes;
  // Parsing.
  llvm::SmallVector<OpAsmParser::UnresolvedOperand, 2> *parsedOperands =
      nullptr;
  llvm::SmallVector<Type, 2> *parsedTypes = nullptr;
  Attribute *parsedAttr = nullptr;
  std::vector<std::unique_ptr<Region>> *parsedRegions = nullptr;
  llvm::SmallVector<Block *, 1> *parsedSuccessors = nullptr;
  /// A group of groups' operands: the directive appends each inner group's
  /// size (and the operands, flat, to parsedOperands).
  llvm::SmallVector<int32_t, 4> *parsedGroupSizes = nullptr;
};

void printWithFormat(const OpDefinition &def, Operation *op, OpAsmPrinter &p);
llvm::ParseResult parseWithFormat(const OpDefinition &def, OpAsmParser &parser,
                                  OperationState &state);

} // namespace terrace
