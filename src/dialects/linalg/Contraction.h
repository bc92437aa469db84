//===- Contraction.h - What makes a structured op a contraction ----------===//
//
// MLIR's LinalgContractionOpInterface: two inputs, one init, at least one
// reduction loop, projected-permutation maps, and a body that multiplies
// the inputs and adds the product to the init (up to casts). The named
// contractions (matmul's family, matvec, dot, contract) are verified
// against it; specialization recognizes generics with it.
//
//===----------------------------------------------------------------------===//
#pragma once

#include "llvm/Support/LogicalResult.h"

namespace terrace {
class Block;
class Operation;
} // namespace terrace

namespace terrace::linalg {

/// Whether `elementwise` and `reduction` are a multiply and an add that
/// belong together.
using ContractionPairFn = bool (*)(Operation *elementwise,
                                   Operation *reduction);
/// mulf/addf and muli/addi.
bool isMulAddPair(Operation *mul, Operation *add);
/// Those and andi/ori (the i1 forms).
bool isContractionPair(Operation *mul, Operation *add);

/// MLIR's isContractionBody: the block yields reduce(arg2, elementwise(arg0,
/// arg1)) up to ops of one operand without memory effects (casts), the
/// pair accepted by `isaPair`.
bool isContractionBody(Block &block, ContractionPairFn isaPair);

/// MLIR's verifyContractionInterface, with its messages (reported at the
/// op, without the op-name prefix). Runs after the structured checks.
llvm::LogicalResult verifyContraction(Operation *op);

} // namespace terrace::linalg
