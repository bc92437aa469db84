//===- TypeTraitVerifier.h - The checks behind an op's type traits --------===//
#pragma once

#include "ir/OperationName.h"

namespace terrace {

/// Checks the type traits of `op`'s definition (SameOperandsAndResultType,
/// SameTypeOperands, SameOperandsAndResultShape) as MLIR 22's verifier
/// does, in that order. Called by the verifier after the signature.
llvm::LogicalResult verifyTypeTraits(Operation *op, const OpDefinition &def);

/// Elementwise, then the result types an op infers (MLIR's
/// InferTypeOpInterface). Called after the op's own verifier, because op
/// verifiers hold the checks MLIR's ODS makes first (AllTypesMatch,
/// TypesMatchWith: "failed to verify that ...").
llvm::LogicalResult verifyLateTypeTraits(Operation *op,
                                         const OpDefinition &def);

} // namespace terrace
