//===- MemRefLayout.h - Where a memref's elements sit ---------------------===//
//
// A memref's layout maps its indices to a position in its buffer. Most
// layouts are strided: position = offset + sum(index_i * stride_i), the
// identity layout being the row-major one. These are MLIR's
// getStridesAndOffset and the helpers built on it, which the memref ops'
// verifiers, the interpreter and the lowering to the llvm dialect share.
//
//===----------------------------------------------------------------------===//
#pragma once

#include "ir/Types.h"

#include "llvm/ADT/SmallVector.h"
#include "llvm/Support/LogicalResult.h"

namespace terrace {
class Attribute;
class Context;

/// The strides and offset of `type`'s layout (kDynamic where they are not
/// known statically), or failure when the layout is not strided (an
/// affine map with several results, or with divisions of dimensions).
llvm::LogicalResult getStridesAndOffset(MemRefType type,
                                        llvm::SmallVectorImpl<int64_t> &strides,
                                        int64_t &offset);
/// Whether the layout of `type` is strided.
bool isStrided(MemRefType type);
/// Whether `type` has the identity layout (none, an identity map, or
/// `strided<[1]>`, whose map is the identity).
bool hasIdentityLayout(MemRefType type);
/// The row-major strides of `shape` (kDynamic from a dynamic size on).
llvm::SmallVector<int64_t, 4> rowMajorStrides(llvm::ArrayRef<int64_t> shape);
/// Whether `strides` and `offset` are those of the identity layout of
/// `shape` (MLIR's isIdentity after canonicalizeStridedLayout).
bool isRowMajor(llvm::ArrayRef<int64_t> shape, llvm::ArrayRef<int64_t> strides,
                int64_t offset);
/// The memref of `shape` and `element` laid out with `strides` and
/// `offset`: no layout when that is the identity, else a strided layout
/// (MLIR's canonical form of a strided memref).
MemRefType stridedMemRefType(llvm::ArrayRef<int64_t> shape, Type element,
                             llvm::ArrayRef<int64_t> strides, int64_t offset,
                             Attribute memorySpace);

} // namespace terrace
