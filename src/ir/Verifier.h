//===- Verifier.h - Structural and SSA checks of IR -----------------------===//
#pragma once

#include "llvm/Support/LogicalResult.h"

namespace terrace {
class Operation;

/// Checks `op` and everything nested: block and terminator structure, SSA
/// dominance in regions that require it, symbol tables, and every
/// registered op's own verifier. Reports the first problem as a located
/// diagnostic and returns failure.
llvm::LogicalResult verify(Operation *op);

/// Whether verify(op) would succeed, reporting nothing: printers ask it
/// before trusting custom forms with IR nobody verified.
bool isValid(Operation *op);

} // namespace terrace
