//===- OpSignature.h - Operand and result groups of a declared op ---------===//
//
// An op table row may declare its operands and results as named groups
// (OpSignature). These helpers map a group to its slice of the op's
// operands or results, and the generic verifier checks the declaration.
//
//===----------------------------------------------------------------------===//
#pragma once

#include "ir/OperationName.h"

#include <utility>

namespace terrace {

/// [start, start + count) of group `index` among the op's operands (or
/// results). Variadic and optional groups take what the single ones leave;
/// with several such groups the `operandSegmentSizes` (or
/// `resultSegmentSizes`) property gives each size.
std::pair<unsigned, unsigned> getValueGroup(Operation *op, bool results,
                                            unsigned index);

/// The index of the operand (or result) group named `name`, or -1.
int findValueGroup(const OpSignature &sig, bool results, llvm::StringRef name);

/// The result types `def` infers from `operandTypes`, `numResults` of them:
/// its own rule (inferResultTypes), or with SameOperandsAndResultType the
/// first operand's type (MLIR's InferTypeOpInterface). Fails when the op
/// has no rule or its rule fails.
llvm::LogicalResult inferResultTypes(const OpDefinition &def, Context &ctx,
                                     const InferTypeInputs &inputs,
                                     unsigned numResults,
                                     llvm::SmallVectorImpl<Type> &out);

/// Checks the region, result and operand counts against the op's
/// signature, with MLIR's messages ("requires one region").
llvm::LogicalResult verifySignatureCounts(Operation *op,
                                          const OpSignature &sig);

/// Checks property constraints, operand and result types and region block
/// counts against the op's signature, with MLIR's messages. The verifier
/// calls it after verifySignatureCounts and the SingleBlock trait.
llvm::LogicalResult verifySignature(Operation *op, const OpSignature &sig);

} // namespace terrace
