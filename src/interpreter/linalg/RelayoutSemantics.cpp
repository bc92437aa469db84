//===- RelayoutSemantics.cpp - What linalg.pack and unpack compute --------===//
//
// With P the outer permutation (identity when empty), packed dimension
// j < n is the tile count of unpacked dimension P[j], and packed dimension
// n + i the position inside the tile of unpacked dimension
// inner_dims_pos[i]. pack writes every packed element from the source
// element it names, or the padding value past the source's end; unpack
// writes every dest element from the packed element that holds it (what
// lies past the dest's end is dropped). The shapes must relate as the
// verifier requires once dynamic sizes and tiles are known; a pack that
// would read past its source without a padding value is an error (MLIR
// calls it undefined behaviour).
//
//===----------------------------------------------------------------------===//
#include "dialects/linalg/LinalgOps.h"
#include "dialects/linalg/Relayout.h"
#include "interpreter/Interpreter.h"
#include "ir/Context.h"
#include "ir/Diagnostics.h"
#include "ir/Operation.h"

using namespace terrace;
using namespace terrace::interp;
using namespace terrace::linalg;

namespace {

/// Calls `fn` with every index of `shape`, in row-major order.
template <typename Fn> void forEachIndex(llvm::ArrayRef<int64_t> shape, Fn fn) {
  for (int64_t size : shape)
    if (size == 0)
      return;
  llvm::SmallVector<int64_t, 6> index(shape.size(), 0);
  for (int64_t linear = 0;; ++linear) {
    fn(linear, llvm::ArrayRef<int64_t>(index));
    size_t d = shape.size();
    while (d > 0) {
      --d;
      if (++index[d] < shape[d])
        break;
      index[d] = 0;
      if (d == 0)
        return;
    }
    if (shape.empty())
      return;
  }
}

LogicalResult executeRelayout(Operation *op, Interpreter &interp) {
  RelayoutView v = *RelayoutView::get(op);
  const Tensor &unpacked = *interp.getTensor(v.unpacked());
  const Tensor &packedIn = *interp.getTensor(v.packed());
  size_t n = size_t(unpacked.getRank()), k = v.staticTiles.size();
  llvm::SmallVector<int64_t, 4> tiles;
  for (size_t i = 0; i < k; ++i) {
    int64_t tile = v.staticTiles[i] != kDynamic
                       ? v.staticTiles[i]
                       : int64_t(interp.getScalar(v.tileValues[i]));
    if (tile <= 0)
      return op->emitOpError("has a tile of size ")
             << llvm::Twine(tile) << " for dimension "
             << llvm::Twine(v.innerDimsPos[i]);
    tiles.push_back(tile);
  }
  llvm::SmallVector<int64_t, 6> expected =
      packedShape(unpacked.getShape(), tiles, v.innerDimsPos, v.outerDimsPerm);
  for (size_t d = 0; d < expected.size(); ++d)
    if (expected[d] != packedIn.getShape()[d])
      return op->emitOpError("has a packed dimension ")
             << llvm::Twine(d) << " of size "
             << llvm::Twine(packedIn.getShape()[d]) << " where its shapes "
             << "and tiles make " << llvm::Twine(expected[d]);
  if (v.isPack && !v.padding)
    for (size_t i = 0; i < k; ++i)
      if (unpacked.getShape()[size_t(v.innerDimsPos[i])] % tiles[i] != 0)
        return op->emitOpError("reads past the end of its source dimension ")
               << llvm::Twine(v.innerDimsPos[i])
               << " without a padding value (the tile does not divide it)";

  // The unpacked index a packed index stands for (maybe past its end).
  llvm::SmallVector<int64_t, 4> outer(n);
  auto unpackedIndex = [&](llvm::ArrayRef<int64_t> packedIndex,
                           llvm::SmallVectorImpl<int64_t> &index) {
    for (size_t j = 0; j < n; ++j)
      outer[v.outerDimsPerm.empty() ? j : size_t(v.outerDimsPerm[j])] =
          packedIndex[j];
    index.assign(outer.begin(), outer.end());
    for (size_t i = 0; i < k; ++i) {
      auto d = size_t(v.innerDimsPos[i]);
      index[d] = outer[d] * tiles[i] + packedIndex[n + i];
    }
  };

  TensorRef result =
      (v.isPack ? packedIn : unpacked).clone(); // the dest's shape
  llvm::SmallVector<int64_t, 6> index;
  if (v.isPack) {
    Slot padding = v.padding ? interp.getScalar(v.padding) : 0;
    forEachIndex(packedIn.getShape(), [&](int64_t linear,
                                          llvm::ArrayRef<int64_t> packedIndex) {
      unpackedIndex(packedIndex, index);
      bool inside = true;
      for (size_t d = 0; d < n; ++d)
        inside &= index[d] < unpacked.getShape()[d];
      result->store(linear, inside ? unpacked.load(unpacked.linearize(index))
                                   : padding);
    });
  } else {
    forEachIndex(packedIn.getShape(), [&](int64_t linear,
                                          llvm::ArrayRef<int64_t> packedIndex) {
      unpackedIndex(packedIndex, index);
      for (size_t d = 0; d < n; ++d)
        if (index[d] >= unpacked.getShape()[d])
          return;
      result->store(unpacked.linearize(index), packedIn.load(linear));
    });
  }
  interp.set(op->getResult(0), RuntimeValue::tensor(std::move(result)));
  return success();
}

} // namespace

namespace terrace::interp {
void registerLinalgRelayoutSemantics(Context &ctx) {
  static constexpr OpSemantics relayout = {executeRelayout};
  ctx.attachOpInterface<PackOp>(relayout);
  ctx.attachOpInterface<UnPackOp>(relayout);
}
} // namespace terrace::interp
