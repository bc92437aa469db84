//===- StructuredSyntax.h - Syntax every structured op shares -------------===//
//
// `ins(%a, %b : A, B) outs(%c : C)`, the result types after `->`, and the
// block argument names `%in` / `%out`: the parts of MLIR's
// printCommonStructuredOpParts and its parser that linalg.generic and the
// named ops share.
//
//===----------------------------------------------------------------------===//
#pragma once

#include "text/OpAsm.h"

#include "llvm/ADT/STLFunctionalExtras.h"

namespace terrace {
class Region;
struct OperationState;
} // namespace terrace

namespace terrace::linalg {

/// Parses `ins(...)` and `outs(...)` (each optional), resolves the operands
/// into `state`, records their split in `operandSegmentSizes` (unless the
/// op's operand groups split them) and appends their types to
/// `operandTypes`; `numInputs` receives the number of inputs.
llvm::ParseResult parseInsOuts(OpAsmParser &parser, OperationState &state,
                               llvm::SmallVectorImpl<Type> &operandTypes,
                               bool addSegmentSizes = true,
                               unsigned *numInputs = nullptr);
/// ` ins(...) outs(...)`, each when not empty.
void printInsOuts(OpAsmPrinter &p, Operation *op);
/// ` -> T` or ` -> (T, U)` when the op has results.
void printResultTypes(OpAsmPrinter &p, Operation *op);
/// `%in` for the inputs' block arguments, `%out` for the inits'.
void nameInsOutsArgs(Operation *op, Region &region,
                     llvm::function_ref<void(Value, llvm::StringRef)> set);

} // namespace terrace::linalg
