//===- BranchSupport.h - What branch ops of every dialect share -----------===//
//
// cf.br/cond_br/switch and llvm.br/cond_br/switch lay out their operands
// the same way (MLIR's branch ops): one group per successor, sized by
// `operandSegmentSizes` and, for a switch's cases, `case_operand_segments`.
// Their syntax pieces, verifier checks and branch interface models are
// written once, here.
//
//===----------------------------------------------------------------------===//
#pragma once

#include "interfaces/ControlFlowInterfaces.h"
#include "ir/Attributes.h"
#include "ir/Value.h"
#include "text/OpAsm.h"

#include "llvm/ADT/APInt.h"

namespace terrace::branch {

/// The `operandSegmentSizes`-style property of these sizes.
DenseArrayAttr segmentsAttr(Context &ctx, llvm::ArrayRef<int32_t> sizes);
/// [start, size) of segment `i` of the op's operands, by the i32 array
/// property `property`.
IndexRange segment(Operation *op, unsigned i,
                   llvm::StringRef property = "operandSegmentSizes");
/// Operands [start, start + count) of `op`.
llvm::SmallVector<Value, 4> operandSlice(Operation *op, unsigned start,
                                         unsigned count);

/// `^bb1(%a, %b : i32, i32)` or `^bb1`.
void printSuccessorAndOperands(OpAsmPrinter &p, Block *dest,
                               ValueRange operands);
/// `^bb1` then, optionally, `(%a, %b : i32, i32)`.
llvm::ParseResult parseSuccessorAndUses(
    OpAsmParser &parser, Block *&dest,
    llvm::SmallVectorImpl<OpAsmParser::UnresolvedOperand> &names,
    llvm::SmallVectorImpl<Type> &types);

/// The operands passed to successor `index` match its block arguments
/// (MLIR's BranchOpInterface messages, without the op prefix).
llvm::LogicalResult verifySuccessorOperands(Operation *op, unsigned index,
                                            ValueRange operands);
/// A br: every operand goes to its one successor.
llvm::LogicalResult verifyBranch(Operation *op);
/// A cond_br: the weights (two, if any) and each successor's operands.
llvm::LogicalResult verifyCondBranch(Operation *op);
/// A switch's successor operands (after the op's own case checks).
llvm::LogicalResult verifySwitchSuccessors(Operation *op, unsigned cases);

/// The `case_values` property of a switch on a `flagType` flag: a dense
/// vector of `values`.
Attribute caseValuesAttr(Type flagType, llvm::ArrayRef<llvm::APInt> values);
/// The case values of a switch, as integers of the flag's width (none
/// when `case_values` is missing or not integers).
llvm::SmallVector<llvm::APInt, 4> caseValues(Operation *op);
/// The successor a switch takes when its flag is `value`: its case's, else
/// the default (0).
unsigned caseSuccessorIndex(Operation *op, const llvm::APInt &value);

/// The branch interface models of the three shapes.
extern const BranchOpInterface kBranchModel;
extern const BranchOpInterface kCondBranchModel;
extern const BranchOpInterface kSwitchModel;

} // namespace terrace::branch
