//===- RelayoutCanonicalize.cpp - Patterns of linalg.pack and unpack ------===//
//
// In MLIR 22's order: a pack of an unpack (and an unpack of a pack) with
// the same tiles is the original tensor; a pack drops a padding value its
// shapes do not need; sizes known on one side of an untiled dimension are
// cast onto the other; an unpack writes into the init of the
// destination-style op that made its dest, and absorbs an extract_slice
// that only cuts padding off. Casts that forget sizes fold into either op,
// and a pack of a fill is a fill.
//
//===----------------------------------------------------------------------===//
#include "dialects/linalg/RelayoutCanonicalize.h"
#include "dialects/common/IndexListSyntax.h"
#include "dialects/linalg/LinalgOps.h"
#include "dialects/linalg/NamedOps.h"
#include "dialects/linalg/Relayout.h"
#include "dialects/tensor/TensorCanonicalize.h"
#include "dialects/tensor/TensorOps.h"
#include "interfaces/DestinationStyleInterface.h"
#include "ir/Builder.h"
#include "ir/Context.h"
#include "rewrite/Folding.h"
#include "rewrite/PatternMatch.h"

using namespace terrace;
using namespace terrace::linalg;
using llvm::failure;
using llvm::LogicalResult;
using llvm::success;

namespace {

/// A pack (with `padding` maybe) or unpack as MLIR's builders make it:
/// the result takes the dest's type, an empty permutation is left unset,
/// and no other attribute is copied.
Operation *buildRelayout(PatternRewriter &rewriter, Location loc, bool isPack,
                         Value source, Value dest, Value padding,
                         llvm::ArrayRef<int64_t> innerDimsPos,
                         llvm::ArrayRef<int64_t> staticTiles,
                         llvm::ArrayRef<Value> dynamicTiles,
                         llvm::ArrayRef<int64_t> outerDimsPerm) {
  Context &ctx = rewriter.getContext();
  OperationState state(loc, isPack ? PackOp::getOperationName(ctx)
                                   : UnPackOp::getOperationName(ctx));
  state.operands.push_back(source);
  state.operands.push_back(dest);
  if (padding)
    state.operands.push_back(padding);
  state.operands.append(dynamicTiles.begin(), dynamicTiles.end());
  state.types.push_back(dest.getType());
  state.addAttribute(StringAttr::get(ctx, "inner_dims_pos"),
                     DenseArrayAttr::get(ctx, innerDimsPos));
  if (!outerDimsPerm.empty())
    state.addAttribute(StringAttr::get(ctx, "outer_dims_perm"),
                       DenseArrayAttr::get(ctx, outerDimsPerm));
  state.addAttribute(StringAttr::get(ctx, "static_inner_tiles"),
                     DenseArrayAttr::get(ctx, staticTiles));
  if (isPack) {
    int32_t sizes[] = {1, 1, padding ? 1 : 0, int32_t(dynamicTiles.size())};
    state.addAttribute(StringAttr::get(ctx, "operandSegmentSizes"),
                       DenseArrayAttr::get(ctx, llvm::ArrayRef(sizes)));
  }
  return rewriter.create(state);
}

llvm::SmallVector<Value, 4> dynamicTiles(const RelayoutView &v) {
  llvm::SmallVector<Value, 4> values;
  for (Value t : v.tileValues)
    if (t)
      values.push_back(t);
  return values;
}

/// MLIR's hasSameInnerOuterAttribute: the same tiled dimensions, and the
/// same outer permutation (none counting as the identity).
bool sameInnerOuter(const RelayoutView &a, const RelayoutView &b) {
  if (a.innerDimsPos != b.innerDimsPos)
    return false;
  if (a.outerDimsPerm == b.outerDimsPerm)
    return true;
  auto isIdentity = [](llvm::ArrayRef<int64_t> perm) {
    for (size_t i = 0; i < perm.size(); ++i)
      if (perm[i] != int64_t(i))
        return false;
    return true;
  };
  return isIdentity(a.outerDimsPerm) && isIdentity(b.outerDimsPerm);
}

/// MLIR's haveSameTiles: pairwise the same constant or the same value.
bool sameTiles(const RelayoutView &a, const RelayoutView &b) {
  if (a.staticTiles.size() != b.staticTiles.size())
    return false;
  for (size_t i = 0; i < a.staticTiles.size(); ++i) {
    std::optional<int64_t> x = a.tileConstant(i), y = b.tileConstant(i);
    if (x && y ? *x != *y : a.tileValues[i] != b.tileValues[i])
      return false;
  }
  return true;
}

/// MLIR's inferStaticShape for pack and unpack: an untiled dimension
/// static on one side and dynamic on the other takes the static size on
/// both. Returns whether anything changed.
bool inferStaticShapes(const RelayoutView &v,
                       llvm::SmallVectorImpl<int64_t> &unpackedShape,
                       llvm::SmallVectorImpl<int64_t> &packedShape) {
  auto unpacked = llvm::cast<ShapedType>(v.unpacked().getType());
  auto packed = llvm::cast<ShapedType>(v.packed().getType());
  unpackedShape.assign(unpacked.getShape().begin(), unpacked.getShape().end());
  packedShape.assign(packed.getShape().begin(), packed.getShape().end());
  size_t n = unpackedShape.size();
  llvm::SmallVector<int64_t, 4> inverse(n);
  for (size_t j = 0; j < v.outerDimsPerm.size() && j < n; ++j)
    inverse[size_t(v.outerDimsPerm[j])] = int64_t(j);
  bool changed = false;
  for (size_t i = 0; i < n; ++i) {
    if (llvm::is_contained(v.innerDimsPos, int64_t(i)))
      continue;
    size_t p = v.outerDimsPerm.empty() ? i : size_t(inverse[i]);
    if ((unpackedShape[i] == kDynamic) == (packedShape[p] == kDynamic))
      continue;
    int64_t size =
        unpackedShape[i] == kDynamic ? packedShape[p] : unpackedShape[i];
    unpackedShape[i] = packedShape[p] = size;
    changed = true;
  }
  return changed;
}

Type withShape(Type type, llvm::ArrayRef<int64_t> shape) {
  auto ranked = llvm::cast<RankedTensorType>(type);
  return RankedTensorType::get(shape, ranked.getElementType(),
                               ranked.getEncoding());
}

/// Points every use of `from` but `except`'s at `to`.
void replaceUsesExcept(PatternRewriter &rewriter, Value from, Value to,
                       Operation *except) {
  llvm::SmallVector<OpOperand *, 4> uses;
  for (OpOperand *use = from.getFirstUse(); use; use = use->getNextUse())
    if (use->getOwner() != except)
      uses.push_back(use);
  for (OpOperand *use : uses) {
    Operation *user = use->getOwner();
    rewriter.modifyOpInPlace(user, [&] { use->set(to); });
  }
}

LogicalResult canonicalizePack(Operation *op, PatternRewriter &rewriter) {
  RelayoutView pack = *RelayoutView::get(op);
  // pack(unpack(x)) is x.
  if (auto unpackOp =
          llvm::dyn_cast_if_present<UnPackOp>(pack.source.getDefiningOp())) {
    RelayoutView unpack = *RelayoutView::get(unpackOp);
    if (unpack.source.getType() == pack.dest.getType() && !pack.padding &&
        sameInnerOuter(pack, unpack) && sameTiles(pack, unpack)) {
      rewriter.replaceOp(op, {unpack.source});
      return success();
    }
  }
  // A padding value nothing reads.
  auto sourceShape = llvm::cast<ShapedType>(pack.source.getType()).getShape();
  if (pack.padding &&
      llvm::none_of(
          pack.innerDimsPos,
          [&](int64_t d) { return sourceShape[size_t(d)] == kDynamic; }) &&
      !llvm::is_contained(pack.staticTiles, kDynamic) &&
      !packNeedsPadding(pack)) {
    rewriter.modifyOpInPlace(op, [&] {
      llvm::SmallVector<Value, 6> operands(op->getOperands());
      operands.erase(operands.begin() + 2);
      op->setOperands(operands);
      int32_t sizes[] = {1, 1, 0, int32_t(operands.size() - 2)};
      op->setAttr("operandSegmentSizes",
                  DenseArrayAttr::get(op->getContext(), llvm::ArrayRef(sizes)));
    });
    return success();
  }
  // Sizes known on one side of an untiled dimension.
  llvm::SmallVector<int64_t, 4> srcShape, destShape;
  if (!inferStaticShapes(pack, srcShape, destShape))
    return failure();
  Location loc = op->getLoc();
  rewriter.setInsertionPoint(op);
  Value source = pack.source, dest = pack.dest;
  if (llvm::ArrayRef<int64_t>(srcShape) != sourceShape)
    source = tensor::createCast(rewriter, loc,
                                withShape(source.getType(), srcShape), source);
  Type oldType = pack.dest.getType();
  bool destChanged = llvm::ArrayRef<int64_t>(destShape) !=
                     llvm::cast<ShapedType>(oldType).getShape();
  if (destChanged)
    dest =
        tensor::createCast(rewriter, loc, withShape(oldType, destShape), dest);
  rewriter.modifyOpInPlace(op, [&] {
    op->setOperand(0, source);
    op->setOperand(1, dest);
    op->getResult(0).setType(dest.getType());
  });
  if (destChanged) {
    rewriter.setInsertionPointAfter(op);
    Value back = tensor::createCast(rewriter, loc, oldType, op->getResult(0));
    replaceUsesExcept(rewriter, op->getResult(0), back, back.getDefiningOp());
  }
  return success();
}

/// MLIR's UnPackOp::canFoldSliceOp: a slice from the origin with unit
/// strides, of the unpack's rank, that cuts less than a tile off each
/// tiled dimension and nothing off the others.
bool canFoldSlice(const RelayoutView &unpack, tensor::ExtractSliceOp slice) {
  auto sliceType = llvm::cast<ShapedType>(slice.result<"result">().getType());
  auto destType = llvm::cast<ShapedType>(unpack.dest.getType());
  if (sliceType.getRank() != destType.getRank())
    return false;
  auto allConstant = [](Attribute statics, int64_t value) {
    return llvm::all_of(denseI64Values(statics),
                        [&](int64_t v) { return v == value; });
  };
  // Dynamic entries are kDynamic in the static lists, so operands fail.
  if (!allConstant(slice.property<"static_offsets">(), 0) ||
      !allConstant(slice.property<"static_strides">(), 1))
    return false;
  auto packed = llvm::cast<ShapedType>(unpack.source.getType()).getShape();
  size_t n = size_t(destType.getRank());
  llvm::SmallVector<int64_t, 4> outer(packed.begin(), packed.begin() + n);
  if (!unpack.outerDimsPerm.empty())
    for (size_t j = 0; j < n; ++j)
      outer[size_t(unpack.outerDimsPerm[j])] = packed[j];
  // MLIR 22 leaves the untiled dimensions unchecked, and a slice that cuts
  // one makes an unpack that fails to verify; Terrace keeps them whole.
  for (size_t d = 0; d < n; ++d)
    if (!llvm::is_contained(unpack.innerDimsPos, int64_t(d)) &&
        sliceType.getShape()[d] != destType.getShape()[d])
      return false;
  for (auto [pos, tile] :
       llvm::zip_equal(unpack.innerDimsPos, unpack.staticTiles)) {
    int64_t size = sliceType.getShape()[size_t(pos)];
    int64_t count = outer[size_t(pos)];
    if (size == kDynamic || count == kDynamic || tile == kDynamic)
      return false;
    if (count * tile - size >= tile)
      return false;
  }
  return true;
}

LogicalResult canonicalizeUnPack(Operation *op, PatternRewriter &rewriter) {
  RelayoutView unpack = *RelayoutView::get(op);
  // unpack(pack(x)) is x; any other pack stops here, as in MLIR.
  if (auto packOp =
          llvm::dyn_cast_if_present<PackOp>(unpack.source.getDefiningOp())) {
    RelayoutView pack = *RelayoutView::get(packOp);
    if (pack.source.getType() != unpack.dest.getType() || pack.padding ||
        !sameInnerOuter(pack, unpack) || !sameTiles(pack, unpack))
      return failure();
    rewriter.replaceOp(op, {pack.source});
    return success();
  }
  // Into the init of the destination-style op that made the dest.
  if (Operation *producer = unpack.dest.getDefiningOp();
      producer && isDestinationStyleOp(producer)) {
    Value init = getDpsInits(producer)[unpack.dest.getIndex()];
    rewriter.modifyOpInPlace(op, [&] { op->setOperand(1, init); });
    return success();
  }
  // An extract_slice that only cuts padding off: into a slice of the dest.
  if (op->getResult(0).hasOneUse()) {
    Operation *user = op->getResult(0).getFirstUse()->getOwner();
    auto slice = llvm::dyn_cast<tensor::ExtractSliceOp>(user);
    if (slice && canFoldSlice(unpack, slice)) {
      rewriter.setInsertionPoint(op);
      Operation *sliceOfDest = slice->clone();
      sliceOfDest->setOperand(0, unpack.dest);
      sliceOfDest->setLoc(op->getLoc());
      rewriter.insert(sliceOfDest);
      Value newDest = sliceOfDest->getResult(0);
      rewriter.modifyOpInPlace(op, [&] {
        op->setOperand(1, newDest);
        op->getResult(0).setType(newDest.getType());
      });
      rewriter.replaceOp(slice, {op->getResult(0)});
      return success();
    }
  }
  // Sizes known on one side of an untiled dimension: a new unpack (its
  // other attributes dropped, as MLIR's builder does).
  llvm::SmallVector<int64_t, 4> destShape, srcShape;
  if (!inferStaticShapes(unpack, destShape, srcShape))
    return failure();
  Location loc = op->getLoc();
  rewriter.setInsertionPoint(op);
  Value source = unpack.source, dest = unpack.dest;
  if (llvm::ArrayRef<int64_t>(srcShape) !=
      llvm::cast<ShapedType>(source.getType()).getShape())
    source = tensor::createCast(rewriter, loc,
                                withShape(source.getType(), srcShape), source);
  if (llvm::ArrayRef<int64_t>(destShape) !=
      llvm::cast<ShapedType>(dest.getType()).getShape())
    dest = tensor::createCast(rewriter, loc,
                              withShape(dest.getType(), destShape), dest);
  Operation *rebuilt =
      buildRelayout(rewriter, loc, /*isPack=*/false, source, dest, Value(),
                    unpack.innerDimsPos, unpack.staticTiles,
                    dynamicTiles(unpack), unpack.outerDimsPerm);
  Value result = rebuilt->getResult(0);
  if (result.getType() != op->getResult(0).getType())
    result =
        tensor::createCast(rewriter, loc, op->getResult(0).getType(), result);
  rewriter.replaceOp(op, {result});
  return success();
}

/// MLIR's FoldTensorCastPackOp and FoldTensorCastUnPackOp: casts that
/// forget sizes fold into the op; a tile the new packed type knows becomes
/// a constant; the old result type comes back through a cast.
LogicalResult foldCastsIntoRelayout(Operation *op, PatternRewriter &rewriter) {
  std::optional<RelayoutView> v = RelayoutView::get(op);
  if (!v)
    return failure();
  Value source = tensor::foldableCastSource(v->source);
  Value dest = tensor::foldableCastSource(v->dest);
  if (!source && !dest)
    return failure();
  source = source ? source : v->source;
  dest = dest ? dest : v->dest;
  Value packed = v->isPack ? dest : source;
  size_t k = v->staticTiles.size();
  llvm::ArrayRef<int64_t> tileDims =
      llvm::cast<ShapedType>(packed.getType()).getShape().take_back(k);
  llvm::SmallVector<int64_t, 4> statics(v->staticTiles);
  llvm::SmallVector<Value, 4> dynamics;
  for (size_t i = 0; i < k; ++i) {
    if (statics[i] == kDynamic && tileDims[i] != kDynamic)
      statics[i] = tileDims[i];
    else if (statics[i] == kDynamic)
      dynamics.push_back(v->tileValues[i]);
  }
  // A pack whose sizes become known to need a padding value it lacks
  // would fail to verify (MLIR 22 makes it anyway); it stays as it is.
  if (v->isPack && !v->padding) {
    RelayoutView folded = *v;
    folded.source = source;
    folded.dest = dest;
    folded.staticTiles = statics;
    if (packNeedsPadding(folded))
      return failure();
  }
  rewriter.setInsertionPoint(op);
  Operation *rebuilt =
      buildRelayout(rewriter, op->getLoc(), v->isPack, source, dest, v->padding,
                    v->innerDimsPos, statics, dynamics, v->outerDimsPerm);
  // The discardable attributes come along.
  for (const NamedAttribute &attr : op->getAttrDictionary().getValue())
    rebuilt->setAttr(attr.getName(), attr.value);
  Value result = rebuilt->getResult(0);
  if (result.getType() != op->getResult(0).getType())
    result = tensor::createCast(rewriter, op->getLoc(),
                                op->getResult(0).getType(), result);
  rewriter.replaceOp(op, {result});
  return success();
}

/// MLIR's FoldFillWithPack: a pack of a fill (its padding, if any, the
/// fill's value) into a dest nothing else uses is a fill of that dest.
LogicalResult foldFillWithPack(Operation *op, PatternRewriter &rewriter) {
  RelayoutView pack = *RelayoutView::get(op);
  auto fill = llvm::dyn_cast_if_present<FillOp>(pack.source.getDefiningOp());
  if (!fill)
    return failure();
  Value value = filledValue(fill);
  if (pack.padding && pack.padding != value) {
    std::optional<llvm::APInt> a = getConstantInt(pack.padding),
                               b = getConstantInt(value);
    if (!a || !b || a->getBitWidth() != b->getBitWidth() || *a != *b)
      return failure();
  }
  if (!pack.dest.hasOneUse())
    return failure();
  rewriter.setInsertionPoint(op);
  Operation *newFill = buildNamedOp(rewriter, op->getLoc(), fill->getName(),
                                    ValueRange(value), ValueRange(pack.dest));
  rewriter.replaceOp(op, newFill->getResults());
  return success();
}

} // namespace

void linalg::packPatterns(RewritePatternSet &patterns, Context &) {
  patterns.add<PackOp>("PackOp::canonicalize",
                       [](PackOp op, PatternRewriter &rewriter) {
                         return canonicalizePack(op, rewriter);
                       });
}

void linalg::unpackPatterns(RewritePatternSet &patterns, Context &) {
  patterns.add<UnPackOp>("UnPackOp::canonicalize",
                         [](UnPackOp op, PatternRewriter &rewriter) {
                           return canonicalizeUnPack(op, rewriter);
                         });
}

void linalg::addRelayoutCastPatterns(RewritePatternSet &patterns) {
  patterns.add<PackOp>("FoldTensorCastPackOp",
                       [](PackOp op, PatternRewriter &rewriter) {
                         return foldCastsIntoRelayout(op, rewriter);
                       });
  patterns.add<UnPackOp>("FoldTensorCastUnPackOp",
                         [](UnPackOp op, PatternRewriter &rewriter) {
                           return foldCastsIntoRelayout(op, rewriter);
                         });
}

void linalg::addFillWithPackPattern(RewritePatternSet &patterns) {
  patterns.add<PackOp>("FoldFillWithPack",
                       [](PackOp op, PatternRewriter &rewriter) {
                         return foldFillWithPack(op, rewriter);
                       });
}
