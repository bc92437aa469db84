//===- MemRefSemantics.h - Helpers the memref semantics share -------------===//
#pragma once

#include "interpreter/memref/MemRefValue.h"

namespace terrace::interp {

/// The view `value` holds, or null when it holds none.
MemRefValue *getMemRef(Interpreter &interp, Value value);
/// The values of index operands.
llvm::LogicalResult readIndices(Operation *op, Interpreter &interp,
                                ValueRange indices,
                                llvm::SmallVectorImpl<int64_t> &out);

/// Frees `memref`'s buffer at `op` (memref.dealloc): only a live heap
/// buffer may be; reports a double free, a stack, global or caller's buffer.
llvm::LogicalResult freeBuffer(Operation *op, Interpreter &interp,
                               const MemRefValue &memref);

} // namespace terrace::interp
