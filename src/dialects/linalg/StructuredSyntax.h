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
class ArrayAttr;
class Block;
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
/// `%in` and `%init` (map and reduce).
void nameInsInitsArgs(Operation *op, Region &region,
                      llvm::function_ref<void(Value, llvm::StringRef)> set);

/// MLIR's parseNamedStructuredOpRegion check that an implicit body gets
/// one argument per operand, reported where the parser stands (after the
/// op) as in MLIR.
llvm::ParseResult checkImplicitBodyArgs(OpAsmParser &parser, unsigned expected,
                                        unsigned got);
/// Whether the parsed attributes ask for `cast = #linalg.type_fn<
/// cast_unsigned>` (the named op builds its body with unsigned casts).
bool parsedCastIsUnsigned(llvm::ArrayRef<NamedAttribute> attributes);

/// An optional `indexing_maps = [map, ...]` (matmul's family, elementwise,
/// contract) into `maps`, null when absent.
llvm::ParseResult parseOptionalIndexingMaps(OpAsmParser &parser,
                                            ArrayAttr &maps);
/// ` indexing_maps = [map, ...]`.
void printIndexingMaps(OpAsmPrinter &p, ArrayAttr maps);

/// A region holding one block whose arguments are the operands' element
/// types, at an unknown location (where MLIR's parsers build implicit
/// bodies), or at the operands' own locations when `atOperandLocations`
/// (MLIR's buildGenericRegion, for transpose and broadcast). The block is
/// returned empty.
Block *addImplicitBody(OperationState &state, Context &ctx,
                       llvm::ArrayRef<Type> operandTypes,
                       bool atOperandLocations = false);
/// The body of transpose and broadcast (MLIR's buildIdentityRegion): one
/// argument per operand of `state`, at its location, yielding the first.
void addPassThroughBody(OperationState &state, Context &ctx);

} // namespace terrace::linalg
