//===- TensorInternal.h - Helpers the tensor op tables share --------------===//
#pragma once

#include "dialects/common/ShapeUtils.h"
#include "dialects/tensor/TensorCanonicalize.h"
#include "ir/Operation.h"
#include "ir/OperationName.h"

#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/SmallVector.h"

namespace terrace::tensor {

/// The result type is the second operand's (insert's and insert_slice's
/// destination).
llvm::LogicalResult inferSecondOperand(Context &ctx, const InferTypeInputs &in,
                                       llvm::SmallVectorImpl<Type> &out);

/// The collapsed shape: each group's product, dynamic where a size is.
llvm::SmallVector<int64_t, 4> collapsedShape(llvm::ArrayRef<int64_t> expanded,
                                             const Groups &groups);

/// One of a slice's (or pad's) offset, size, stride or padding lists: a
/// constant or a value per entry.
struct MixedList {
  llvm::SmallVector<int64_t, 4> constants; // kDynamic where `values` has one
  llvm::SmallVector<Value, 4> values;      // null where constant

  MixedList() = default;
  MixedList(Attribute statics, OperandRange dynamic);
  /// MLIR's foldDynamicIndexList: constant values become constants.
  bool foldConstants(bool onlyNonNegative, bool onlyNonZero);
  /// Entry `i` when known: static, or a value that is a constant (MLIR's
  /// getConstantIntValue on the mixed entry).
  std::optional<int64_t> constantAt(size_t i) const;
  /// The values left, in order (the op's dynamic operands).
  llvm::SmallVector<Value, 4> dynamic() const;
  /// The constants as a DenseI64ArrayAttr (the op's static list).
  Attribute attr(Context &ctx) const;
};

/// Names an op's one result `Name` (`%extracted`, `%inserted_slice`).
template <const char *Name>
void nameResult(Operation *op,
                llvm::function_ref<void(Value, llvm::StringRef)> set) {
  set(op->getResult(0), Name);
}

} // namespace terrace::tensor
