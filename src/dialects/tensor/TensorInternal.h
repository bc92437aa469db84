//===- TensorInternal.h - Helpers the tensor op tables share --------------===//
#pragma once

#include "ir/Operation.h"
#include "ir/OperationName.h"

#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/SmallVector.h"

namespace terrace::tensor {

/// The result type is the second operand's (insert's and insert_slice's
/// destination).
llvm::LogicalResult inferSecondOperand(Context &ctx, const InferTypeInputs &in,
                                       llvm::SmallVectorImpl<Type> &out);

/// The groups of a reshape's `reassociation` (`[[0, 1], [2]]`).
using Groups = llvm::SmallVector<llvm::SmallVector<int64_t, 4>, 4>;
Groups getReassociation(Operation *op);

/// Names an op's one result `Name` (`%extracted`, `%inserted_slice`).
template <const char *Name>
void nameResult(Operation *op,
                llvm::function_ref<void(Value, llvm::StringRef)> set) {
  set(op->getResult(0), Name);
}

} // namespace terrace::tensor
