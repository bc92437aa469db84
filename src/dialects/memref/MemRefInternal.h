//===- MemRefInternal.h - Helpers the memref op tables share --------------===//
#pragma once

#include "interfaces/SideEffectInterfaces.h"
#include "ir/Operation.h"
#include "ir/OperationName.h"

#include "llvm/ADT/STLFunctionalExtras.h"

namespace terrace::memref {

/// Names an op's one result `Name` (`%alloc`, `%subview`).
template <const char *Name>
void nameResult(Operation *op,
                llvm::function_ref<void(Value, llvm::StringRef)> set) {
  set(op->getResult(0), Name);
}
/// The result is an index (dim, rank, extract_aligned_pointer_as_index).
llvm::LogicalResult inferIndex(Context &ctx, const InferTypeInputs &in,
                               llvm::SmallVectorImpl<Type> &out);

} // namespace terrace::memref
