//===- RegisterTilePlan.h - Which loops a register block spans ------------===//
//
// linalg-register-tile's first half: whether a linalg.generic is one it
// tiles, and how: the loops a block of output elements spans (lanes and
// rows), and the views of the operands its blocks read (an image whose
// rows are walked as one line, FlatRows). RegisterTiling.cpp makes the
// loops.
//
//===----------------------------------------------------------------------===//
#pragma once

#include "ir/AffineExpr.h"
#include "ir/Types.h"

#include <optional>

namespace terrace {
class Operation;
} // namespace terrace

namespace terrace::linalg {

/// A window sliding along an image's rows (a convolution or pooling of
/// stride 1 along them) whose output rows are walked as one line: lane p
/// is output row p / width at column p % width, reading the image at
/// p + (the window's offset), where the image's rows are `width` long.
/// Columns past the output's width are computed and dropped (the window
/// there overlaps the next row), so that a narrow output (a 7x7 image)
/// still fills whole vectors.
struct FlatRows {
  /// The output's row loop: not a loop of its own any more.
  unsigned rowLoop = 0;
  /// The image operand, and its map onto its last two dimensions as one
  /// (of the Phases buffer, where the image has one).
  unsigned image = 0;
  AffineMapAttr imageMap;
  int64_t width = 0, outputRows = 0, outputWidth = 0;
};

/// An image read along its rows or columns with a step over one (a
/// convolution of stride 2) laid out by phase, in a buffer of its own:
/// element (h, w) of the image's last two dimensions at
/// (h % rowStride, w % columnStride, h / rowStride, w / columnStride)
/// (a stride of 1 keeps its dimension whole). The lanes then read
/// neighbours, and the blocks' loads are whole vectors, not gathers. The
/// same elements are read, in the same order.
struct Phases {
  unsigned image = 0;
  int64_t rowStride = 1, columnStride = 1;
  /// The buffer (static, identity layout), and the image's map onto it.
  MemRefType type;
  AffineMapAttr map;
};

/// The two loops of the output that a block spans, and their sizes.
struct BlockLoops {
  unsigned lanes = 0;
  int64_t laneSize = 0;
  std::optional<unsigned> rows;
  int64_t rowSize = 1;
  std::optional<Phases> phases;
  std::optional<FlatRows> flat;
};

/// How many elements of `type` a vector of `vectorBits` holds.
int64_t lanesPerVector(MemRefType type, unsigned vectorBits);

/// The loops a block of `op` spans, or none where the op is not one
/// linalg-register-tile tiles: a generic on buffers with one init of
/// integers or floats read and written at one element per parallel loop
/// (a projected permutation), at least one reduction, a body of ops
/// without effects or regions, and a static size along the loops it
/// spans.
std::optional<BlockLoops> blockLoops(Operation *op, unsigned vectorBits);

/// Whether any result of `map` depends on loop `loop`.
bool usesLoop(AffineMapAttr map, unsigned loop);

} // namespace terrace::linalg
