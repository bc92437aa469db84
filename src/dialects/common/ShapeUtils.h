//===- ShapeUtils.h - Slices and reshapes, for tensors and buffers --------===//
//
// What tensor and memref slices and reshapes share (MLIR's
// Dialect/Utils and ViewLikeInterface): reassociation groups, rank
// reduction, out-of-bounds slices, and the checks of offset, size and
// stride lists with MLIR's words.
//
//===----------------------------------------------------------------------===//
#pragma once

#include "ir/OperationName.h"

#include "llvm/ADT/SmallVector.h"

#include <array>
#include <optional>

namespace terrace {
class ArrayAttr;
class Operation;

/// MLIR's IndexListArrayAttr, a reassociation: `[[0, 1], [2]]`.
extern const TypedAttrConstraint<ArrayAttr> kReassociationProperty;
/// The dimensions each group of a reassociation gathers.
using ReassociationGroups = llvm::SmallVector<llvm::SmallVector<int64_t, 4>, 4>;
/// The groups of a reassociation attribute (empty when absent).
ReassociationGroups reassociationGroups(Attribute attr);

/// MLIR's computeRankReductionMask: for each dimension of `original`,
/// whether dropping it (a unit dimension) is how `reduced` comes out of
/// it, or none; with `matchDynamic`, a dynamic size on either side matches
/// any size but 1.
std::optional<llvm::SmallVector<bool, 4>>
rankReductionMask(llvm::ArrayRef<int64_t> original,
                  llvm::ArrayRef<int64_t> reduced, bool matchDynamic);

/// Where a slice leaves `shape` (MLIR's verifyInBoundsSlice, on what is
/// known): the dimension, and either the offset itself or the last
/// position the slice reads.
struct SliceOutOfBounds {
  unsigned dim;
  bool offsetOut;
  int64_t position;
};
std::optional<SliceOutOfBounds> findSliceOutOfBounds(
    llvm::ArrayRef<int64_t> shape, llvm::ArrayRef<int64_t> offsets,
    llvm::ArrayRef<int64_t> sizes, llvm::ArrayRef<int64_t> strides);
/// The same, reported on `op` as MLIR words it ("offset 0 is
/// out-of-bounds: 4 >= 4").
llvm::LogicalResult verifyInBoundsSlice(Operation *op,
                                        llvm::ArrayRef<int64_t> shape,
                                        llvm::ArrayRef<int64_t> offsets,
                                        llvm::ArrayRef<int64_t> sizes,
                                        llvm::ArrayRef<int64_t> strides);

/// MLIR 22's verifyOffsetSizeAndStrideOp for an op with `static_offsets`,
/// `static_sizes` and `static_strides` properties and `offsets`, `sizes`
/// and `strides` operand groups: one value per dynamic entry, lists of
/// the ranks `maxRanks` gives (offsets, sizes, strides), no negative
/// static offset or size.
llvm::LogicalResult verifyOffsetSizeAndStride(Operation *op,
                                              std::array<unsigned, 3> maxRanks);

} // namespace terrace
