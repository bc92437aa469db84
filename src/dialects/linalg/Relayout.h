//===- Relayout.h - Reading linalg.pack and linalg.unpack -----------------===//
//
// What pack and unpack share, read once for the verifier, the folds and
// patterns (RelayoutCanonicalize.cpp) and the interpreter: the unpacked
// tensor (pack's source, unpack's dest) of rank n, the packed one of rank
// n + k whose trailing k dimensions are the tiles, the n-entry outer
// permutation (empty: none) and the k unpacked dimensions the tiles split.
//
//===----------------------------------------------------------------------===//
#pragma once

#include "ir/Operation.h"

#include "llvm/ADT/SmallVector.h"

namespace terrace::linalg {

struct RelayoutView {
  Operation *op = nullptr;
  bool isPack = false;
  Value source, dest, padding; // padding: pack's, maybe null
  llvm::SmallVector<int64_t, 4> innerDimsPos, outerDimsPerm;
  /// The tiles: a constant per entry, or kDynamic where `tileValues`
  /// holds the operand.
  llvm::SmallVector<int64_t, 4> staticTiles;
  llvm::SmallVector<Value, 4> tileValues;

  /// Null unless `op` is a linalg.pack or linalg.unpack.
  static std::optional<RelayoutView> get(Operation *op);

  Value unpacked() const { return isPack ? source : dest; }
  Value packed() const { return isPack ? dest : source; }
  /// Tile `i` when known: static, or an operand that is a constant.
  std::optional<int64_t> tileConstant(size_t i) const;
};

/// MLIR's inferPackedType on shapes: the unpacked shape with each tiled
/// dimension divided (rounding up) by its tile, permuted by `perm`, then
/// the tiles; dynamic where a size or tile is.
llvm::SmallVector<int64_t, 6>
packedShape(llvm::ArrayRef<int64_t> unpackedShape,
            llvm::ArrayRef<int64_t> staticTiles,
            llvm::ArrayRef<int64_t> innerDimsPos,
            llvm::ArrayRef<int64_t> outerDimsPerm);

/// MLIR's requirePaddingValue: whether a pack of these shapes reads past
/// its source, so that only a padding value makes it whole. A tile that
/// is not a known constant is compared through the dest's outer size.
bool packNeedsPadding(const RelayoutView &pack);

} // namespace terrace::linalg
