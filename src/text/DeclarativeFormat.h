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
// A format is compiled once, the first time its op is printed or parsed.
// Operand types a format does not spell come from the op's traits
// (SameOperandsAndResultType, SameTypeOperands) and result types from its
// inferResultTypes hook.
//
//===----------------------------------------------------------------------===//
#pragma once

#include "llvm/Support/LogicalResult.h"

namespace terrace {
struct OpDefinition;
class Operation;
class OpAsmParser;
class OpAsmPrinter;
struct OperationState;

void printWithFormat(const OpDefinition &def, Operation *op, OpAsmPrinter &p);
llvm::ParseResult parseWithFormat(const OpDefinition &def, OpAsmParser &parser,
                                  OperationState &state);

} // namespace terrace
