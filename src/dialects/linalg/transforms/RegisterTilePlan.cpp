//===- RegisterTilePlan.cpp - Which loops a register block spans ----------===//
#include "dialects/linalg/transforms/RegisterTilePlan.h"
#include "dialects/linalg/LinalgOps.h"
#include "dialects/linalg/StructuredOps.h"
#include "dialects/linalg/transforms/StructuredLoops.h"
#include "interfaces/SideEffectInterfaces.h"
#include "ir/Block.h"
#include "ir/Context.h"
#include "ir/Operation.h"
#include "ir/Region.h"

using namespace terrace;
using namespace terrace::linalg;

bool linalg::usesLoop(AffineMapAttr map, unsigned loop) {
  for (unsigned r = 0; r < map.getNumResults(); ++r)
    if (map.getResult(r).isFunctionOfDim(loop))
      return true;
  return false;
}

/// The static size of loop `loop`, which the output's map gives as its
/// result `result`.
static int64_t outputSize(Operation *op, unsigned result) {
  auto type =
      llvm::cast<MemRefType>(op->getOperand(getNumInputs(op)).getType());
  return type.getShape()[result];
}

/// The offset of `expr` from loop `loop`, where `expr` is that loop plus
/// an expression free of it and of `other`: `d<loop>` or `d<loop> + e`.
static std::optional<AffineExpr> offsetFrom(AffineExpr expr, unsigned loop,
                                            unsigned other) {
  if (expr.getKind() == AffineExprKind::DimId && expr.getValue() == loop)
    return AffineExpr::getConstant(expr.getContext(), 0);
  if (expr.getKind() != AffineExprKind::Add)
    return std::nullopt;
  for (auto [dim, rest] : {std::pair(expr.getLHS(), expr.getRHS()),
                           std::pair(expr.getRHS(), expr.getLHS())})
    if (dim.getKind() == AffineExprKind::DimId && dim.getValue() == loop &&
        !rest.isFunctionOfDim(loop) && !rest.isFunctionOfDim(other))
      return rest;
  return std::nullopt;
}

/// The one input of `op` whose map `reads` accepts; none where no input
/// or several are.
static std::optional<unsigned>
onlyInput(Operation *op, llvm::ArrayRef<AffineMapAttr> maps,
          llvm::function_ref<bool(AffineMapAttr)> reads) {
  std::optional<unsigned> found;
  for (unsigned i = 0; i < getNumInputs(op); ++i) {
    if (!reads(maps[i]))
      continue;
    if (found)
      return std::nullopt;
    found = i;
  }
  return found;
}

/// The step and offset of `expr` along loop `loop`, where `expr` is that
/// loop times a constant plus an expression free of it and of `other`:
/// `d<loop> * s` or `d<loop> * s + e` (either side).
static std::optional<std::pair<int64_t, AffineExpr>>
stepAndOffset(AffineExpr expr, unsigned loop, unsigned other) {
  Context &ctx = expr.getContext();
  auto scaled = [&](AffineExpr e) -> std::optional<int64_t> {
    if (e.getKind() == AffineExprKind::DimId && e.getValue() == loop)
      return 1;
    if (e.getKind() != AffineExprKind::Mul)
      return std::nullopt;
    for (auto [dim, factor] :
         {std::pair(e.getLHS(), e.getRHS()), std::pair(e.getRHS(), e.getLHS())})
      if (dim.getKind() == AffineExprKind::DimId && dim.getValue() == loop &&
          factor.isConstant() && factor.getValue() > 0)
        return factor.getValue();
    return std::nullopt;
  };
  if (std::optional<int64_t> step = scaled(expr))
    return std::pair(*step, AffineExpr::getConstant(ctx, 0));
  if (expr.getKind() != AffineExprKind::Add)
    return std::nullopt;
  for (auto [term, rest] : {std::pair(expr.getLHS(), expr.getRHS()),
                            std::pair(expr.getRHS(), expr.getLHS())})
    if (std::optional<int64_t> step = scaled(term))
      if (!rest.isFunctionOfDim(loop) && !rest.isFunctionOfDim(other))
        return std::pair(*step, rest);
  return std::nullopt;
}

/// How `op`'s image is laid out by phase (Phases), if it is read along
/// the lanes with a step over one: the one input read along the lanes,
/// of static shape and identity layout, reading along them in its last
/// dimension as lanes * step + offset (and along `rowLoop`, if given, in
/// the one before, likewise or with a step of one).
static std::optional<Phases> phasesOf(Operation *op,
                                      llvm::ArrayRef<AffineMapAttr> maps,
                                      unsigned lanes,
                                      std::optional<unsigned> rowLoop) {
  std::optional<unsigned> image = onlyInput(
      op, maps, [&](AffineMapAttr map) { return usesLoop(map, lanes); });
  if (!image)
    return std::nullopt;
  auto type = llvm::dyn_cast<MemRefType>(op->getOperand(*image).getType());
  AffineMapAttr map = maps[*image];
  unsigned rank = map.getNumResults();
  if (!type || type.getLayout() || !type.hasStaticShape() || rank < 2)
    return std::nullopt;
  unsigned row = rowLoop.value_or(lanes);
  auto column = stepAndOffset(map.getResult(rank - 1), lanes, row);
  if (!column || column->first == 1)
    return std::nullopt;
  for (unsigned r = 0; r + 1 < rank; ++r)
    if (map.getResult(r).isFunctionOfDim(lanes))
      return std::nullopt;
  Phases phases;
  phases.image = *image;
  phases.columnStride = column->first;
  std::optional<std::pair<int64_t, AffineExpr>> rowStep;
  if (rowLoop)
    rowStep = stepAndOffset(map.getResult(rank - 2), *rowLoop, lanes);
  if (rowStep)
    phases.rowStride = rowStep->first;
  Context &ctx = op->getContext();
  llvm::ArrayRef<int64_t> shape = type.getShape();
  auto ceilDiv = [](int64_t a, int64_t b) { return (a + b - 1) / b; };
  auto phaseOf = [&](AffineExpr offset, int64_t stride) {
    return AffineExpr::getBinary(AffineExprKind::Mod, offset,
                                 AffineExpr::getConstant(ctx, stride));
  };
  auto quotientOf = [&](unsigned loop, AffineExpr offset, int64_t stride) {
    return AffineExpr::getDim(ctx, loop) +
           AffineExpr::getBinary(AffineExprKind::FloorDiv, offset,
                                 AffineExpr::getConstant(ctx, stride));
  };
  // [leading..., row phase, column phase, rows, columns].
  bool splitRows = phases.rowStride > 1;
  llvm::SmallVector<int64_t, 6> phaseShape(shape.drop_back(2));
  llvm::SmallVector<AffineExpr, 6> results;
  for (unsigned r = 0; r + 2 < rank; ++r)
    results.push_back(map.getResult(r));
  if (splitRows) {
    phaseShape.push_back(phases.rowStride);
    results.push_back(phaseOf(rowStep->second, phases.rowStride));
  }
  phaseShape.push_back(phases.columnStride);
  results.push_back(phaseOf(column->second, phases.columnStride));
  if (splitRows) {
    phaseShape.push_back(ceilDiv(shape[rank - 2], phases.rowStride));
    results.push_back(quotientOf(*rowLoop, rowStep->second, phases.rowStride));
  } else {
    phaseShape.push_back(shape[rank - 2]);
    results.push_back(map.getResult(rank - 2));
  }
  phaseShape.push_back(ceilDiv(shape[rank - 1], phases.columnStride));
  results.push_back(quotientOf(lanes, column->second, phases.columnStride));
  phases.type = MemRefType::get(phaseShape, type.getElementType(), Attribute(),
                                type.getMemorySpace());
  phases.map =
      AffineMapAttr::get(ctx, map.getNumDims(), map.getNumSymbols(), results);
  return phases;
}

/// The most work computed for columns that are dropped, per element kept,
/// that flattening the rows may cost.
static constexpr double kMaxFlatOverwork = 0.35;

/// How `op`'s output rows flatten into one line (FlatRows), if they do:
/// the output's last two loops, both static and parallel, are read by one
/// input of static shape and identity layout in its last two dimensions
/// alone, as those loops plus offsets of the other loops, and by no other
/// operand.
static std::optional<FlatRows> flatRows(Operation *op,
                                        llvm::ArrayRef<AffineMapAttr> maps,
                                        llvm::ArrayRef<uint64_t> iterators,
                                        unsigned lanes, int64_t perVector,
                                        const std::optional<Phases> &phases) {
  unsigned numInputs = getNumInputs(op);
  AffineMapAttr output = maps[numInputs];
  unsigned rank = output.getNumResults();
  if (rank < 2)
    return std::nullopt;
  FlatRows flat;
  flat.rowLoop = unsigned(output.getResult(rank - 2).getValue());
  flat.outputRows = outputSize(op, rank - 2);
  flat.outputWidth = outputSize(op, rank - 1);
  // Only rows narrower than a vector: wider ones fill whole vectors but
  // the last, and copying the output to and from the line costs more
  // than the vectors it fills.
  if (iterators[flat.rowLoop] != uint64_t(IteratorType::Parallel) ||
      flat.outputRows == kDynamic || flat.outputRows < 2 ||
      flat.outputWidth >= perVector)
    return std::nullopt;
  // A body that reads the loops' indices would see the line's.
  for (Operation &inner : op->getRegion(0).front())
    if (llvm::isa<IndexOp>(&inner))
      return std::nullopt;
  std::optional<unsigned> image = onlyInput(op, maps, [&](AffineMapAttr map) {
    return usesLoop(map, flat.rowLoop) || usesLoop(map, lanes);
  });
  if (!image)
    return std::nullopt;
  flat.image = *image;
  auto type =
      phases && phases->image == *image
          ? phases->type
          : llvm::dyn_cast<MemRefType>(op->getOperand(*image).getType());
  AffineMapAttr map = maps[*image];
  unsigned imageRank = map.getNumResults();
  if (!type || type.getLayout() || !type.hasStaticShape() || imageRank < 2)
    return std::nullopt;
  for (unsigned r = 0; r + 2 < imageRank; ++r)
    if (map.getResult(r).isFunctionOfDim(flat.rowLoop) ||
        map.getResult(r).isFunctionOfDim(lanes))
      return std::nullopt;
  std::optional<AffineExpr> rowOffset =
      offsetFrom(map.getResult(imageRank - 2), flat.rowLoop, lanes);
  std::optional<AffineExpr> columnOffset =
      offsetFrom(map.getResult(imageRank - 1), lanes, flat.rowLoop);
  flat.width = type.getShape()[imageRank - 1];
  if (!rowOffset || !columnOffset || flat.width < flat.outputWidth)
    return std::nullopt;
  int64_t line = (flat.outputRows - 1) * flat.width + flat.outputWidth;
  int64_t kept = flat.outputRows * flat.outputWidth;
  if (double(line - kept) > kMaxFlatOverwork * double(kept))
    return std::nullopt;
  // Lane p reads the flattened image at p + rowOffset * width + columnOffset.
  llvm::SmallVector<AffineExpr, 4> results;
  for (unsigned r = 0; r + 2 < imageRank; ++r)
    results.push_back(map.getResult(r));
  Context &ctx = op->getContext();
  results.push_back(AffineExpr::getDim(ctx, lanes) + *rowOffset * flat.width +
                    *columnOffset);
  flat.imageMap =
      AffineMapAttr::get(ctx, map.getNumDims(), map.getNumSymbols(), results);
  return flat;
}

int64_t linalg::lanesPerVector(MemRefType type, unsigned vectorBits) {
  unsigned bits = std::max(8u, type.getElementType().getIntOrFloatBitWidth());
  return std::max<int64_t>(1, vectorBits / bits);
}

std::optional<BlockLoops> linalg::blockLoops(Operation *op,
                                             unsigned vectorBits) {
  if (!llvm::isa<GenericOp>(op) || !hasPureBufferSemantics(op) ||
      getNumInits(op) != 1 || op->getRegion(0).getBlocks().size() != 1)
    return std::nullopt;
  unsigned numInputs = getNumInputs(op);
  Value init = op->getOperand(numInputs);
  auto initType = llvm::dyn_cast<MemRefType>(init.getType());
  if (!initType || initType.getRank() == 0 ||
      !llvm::isa<IntegerType, FloatType>(initType.getElementType()))
    return std::nullopt;
  // An input that is the init itself would see the block's stores late.
  for (unsigned i = 0; i < numInputs; ++i)
    if (op->getOperand(i) == init)
      return std::nullopt;
  llvm::SmallVector<uint64_t, 4> iterators = getIteratorTypes(op);
  if (!llvm::is_contained(iterators, uint64_t(IteratorType::Reduction)))
    return std::nullopt;
  Block &body = op->getRegion(0).front();
  for (Operation &inner : body) {
    if (&inner == body.getTerminator())
      break;
    if (inner.getNumRegions() ||
        (!llvm::isa<IndexOp>(&inner) && !isMemoryEffectFree(&inner)))
      return std::nullopt;
  }
  llvm::SmallVector<AffineMapAttr, 4> maps = getIndexingMaps(op);
  AffineMapAttr output = maps[numInputs];
  llvm::SmallVector<bool, 8> inOutput(iterators.size(), false);
  for (unsigned r = 0; r < output.getNumResults(); ++r) {
    AffineExpr expr = output.getResult(r);
    if (expr.getKind() != AffineExprKind::DimId ||
        inOutput[size_t(expr.getValue())])
      return std::nullopt;
    inOutput[size_t(expr.getValue())] = true;
  }
  BlockLoops loops;
  unsigned last = output.getNumResults() - 1;
  loops.lanes = unsigned(output.getResult(last).getValue());
  loops.laneSize = outputSize(op, last);
  if (iterators[loops.lanes] != uint64_t(IteratorType::Parallel) ||
      loops.laneSize == kDynamic || loops.laneSize == 0 ||
      !readsAlongLastDimension(maps, loops.lanes))
    return std::nullopt;
  std::optional<unsigned> rowLoop;
  if (output.getNumResults() >= 2)
    rowLoop = unsigned(output.getResult(last - 1).getValue());
  loops.phases = phasesOf(op, maps, loops.lanes, rowLoop);
  // The maps as the blocks read: the image's onto its phases.
  llvm::SmallVector<AffineMapAttr, 4> viewMaps(maps);
  if (loops.phases)
    viewMaps[loops.phases->image] = loops.phases->map;
  loops.flat = flatRows(op, viewMaps, iterators, loops.lanes,
                        lanesPerVector(initType, vectorBits), loops.phases);
  if (loops.flat)
    loops.laneSize = (loops.flat->outputRows - 1) * loops.flat->width +
                     loops.flat->outputWidth;
  // Rows: a static parallel loop of the output; first one that an operand
  // read along the lanes does not depend on (its row is then shared by
  // every row of the block), then the largest.
  bool bestShares = false;
  for (unsigned r = 0; r < last; ++r) {
    auto loop = unsigned(output.getResult(r).getValue());
    int64_t size = outputSize(op, r);
    if (iterators[loop] != uint64_t(IteratorType::Parallel) ||
        size == kDynamic || size < 2 ||
        (loops.flat && loop == loops.flat->rowLoop))
      continue;
    bool shares = false;
    for (unsigned i = 0; i < numInputs; ++i)
      shares |= usesLoop(maps[i], loops.lanes) && !usesLoop(maps[i], loop);
    if (!loops.rows || (shares && !bestShares) ||
        (shares == bestShares && size > loops.rowSize)) {
      loops.rows = loop;
      loops.rowSize = size;
      bestShares = shares;
    }
  }
  return loops;
}
