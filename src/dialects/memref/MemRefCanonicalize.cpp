//===- MemRefCanonicalize.cpp - memref's canonicalization patterns --------===//
//
// MLIR 22's canonicalization patterns of memref.alloc/alloca (constant
// sizes made static behind a cast; an allocation only stored into and
// freed, dropped with its users) and memref.copy (a copy to itself, or of
// no elements, dropped).
//
//===----------------------------------------------------------------------===//
#include "dialects/common/IndexListSyntax.h"
#include "dialects/memref/MemRefFolds.h"
#include "dialects/memref/MemRefOps.h"
#include "ir/Attributes.h"
#include "ir/Context.h"
#include "rewrite/PatternMatch.h"

using namespace terrace;
using namespace terrace::memref;
using llvm::failure;
using llvm::LogicalResult;
using llvm::success;

namespace {

/// The value of an integer constant (MLIR's m_ConstantInt).
std::optional<llvm::APInt> constantInt(Value v) {
  Operation *def = v.getDefiningOp();
  if (!def || !def->hasTrait(OpTrait::ConstantLike))
    return std::nullopt;
  if (auto attr =
          llvm::dyn_cast_if_present<IntegerAttr>(def->getInherentAttr("value")))
    return attr.getValue();
  return std::nullopt;
}

/// MLIR's SimplifyAllocConst: non-negative constant sizes become static,
/// the new allocation cast back to the old type.
template <typename AllocLikeOp>
LogicalResult simplifyAllocConst(AllocLikeOp alloc, PatternRewriter &rewriter) {
  OperandRange sizes = alloc.template operands<"dynamicSizes">();
  auto isFoldable = [](Value v) {
    std::optional<llvm::APInt> value = constantInt(v);
    return value && value->isNonNegative();
  };
  if (llvm::none_of(sizes, isFoldable))
    return failure();
  auto type = llvm::cast<MemRefType>(alloc.template result<"memref">().getType());
  llvm::SmallVector<int64_t, 4> shape;
  llvm::SmallVector<Value, 4> dynamic;
  size_t next = 0;
  for (int64_t size : type.getShape()) {
    if (size != kDynamic) {
      shape.push_back(size);
      continue;
    }
    Value operand = sizes[next++];
    if (isFoldable(operand)) {
      shape.push_back(int64_t(constantInt(operand)->getZExtValue()));
    } else {
      shape.push_back(kDynamic);
      dynamic.push_back(operand);
    }
  }
  auto newType = MemRefType::get(shape, type.getElementType(),
                                 type.getLayout(), type.getMemorySpace());
  OperationState state = OperationState::withoutResults(alloc);
  state.operands.assign(dynamic.begin(), dynamic.end());
  OperandRange symbols = alloc.template operands<"symbolOperands">();
  state.operands.append(symbols.begin(), symbols.end());
  state.types.push_back(newType);
  // The segment sizes follow the new operands.
  Context &ctx = rewriter.getContext();
  int32_t segments[] = {int32_t(dynamic.size()), int32_t(symbols.size())};
  for (NamedAttribute &attr : state.attributes)
    if (attr.getName() == "operandSegmentSizes")
      attr.value = DenseArrayAttr::get(ctx, llvm::ArrayRef<int32_t>(segments));
  rewriter.setInsertionPoint(alloc);
  Operation *newAlloc = rewriter.create(state);
  if (newAlloc->getAttr("operandSegmentSizes"))
    newAlloc->setAttr(
        "operandSegmentSizes",
        DenseArrayAttr::get(ctx, llvm::ArrayRef<int32_t>(segments)));
  Value cast = create<CastOp>(rewriter, alloc->getLoc(),
                              with<"source">(newAlloc->getResult(0)),
                              with<"dest">(Type(type)))
                   .template result<"dest">();
  rewriter.replaceOp(alloc, {cast});
  return success();
}

/// MLIR's SimplifyDeadAlloc: an allocation only stored into and freed.
template <typename AllocLikeOp>
LogicalResult simplifyDeadAlloc(AllocLikeOp alloc, PatternRewriter &rewriter) {
  Value memref = alloc.template result<"memref">();
  for (OpOperand *use = memref.getFirstUse(); use; use = use->getNextUse()) {
    Operation *user = use->getOwner();
    if (auto store = llvm::dyn_cast<StoreOp>(user)) {
      if (store.operand<"value">() == memref)
        return failure();
      continue;
    }
    if (!llvm::isa<DeallocOp>(user))
      return failure();
  }
  llvm::SmallVector<Operation *, 4> users;
  for (OpOperand *use = memref.getFirstUse(); use; use = use->getNextUse())
    if (!llvm::is_contained(users, use->getOwner()))
      users.push_back(use->getOwner());
  for (Operation *user : users)
    rewriter.eraseOp(user);
  rewriter.eraseOp(alloc);
  return success();
}

bool isEmptyMemRef(Type type) {
  auto memref = llvm::dyn_cast<MemRefType>(type);
  return memref && llvm::is_contained(memref.getShape(), 0);
}

LogicalResult foldEmptyCopy(CopyOp copy, PatternRewriter &rewriter) {
  if (!isEmptyMemRef(copy.operand<"source">().getType()) &&
      !isEmptyMemRef(copy.operand<"target">().getType()))
    return failure();
  rewriter.eraseOp(copy);
  return success();
}

LogicalResult foldSelfCopy(CopyOp copy, PatternRewriter &rewriter) {
  if (copy.operand<"source">() != copy.operand<"target">())
    return failure();
  rewriter.eraseOp(copy);
  return success();
}

} // namespace

void memref::allocPatterns(RewritePatternSet &patterns, Context &) {
  patterns.add<AllocOp>("SimplifyAllocConst<AllocOp>",
                        simplifyAllocConst<AllocOp>);
  patterns.add<AllocOp>("SimplifyDeadAlloc<AllocOp>", simplifyDeadAlloc<AllocOp>);
}

void memref::allocaPatterns(RewritePatternSet &patterns, Context &) {
  patterns.add<AllocaOp>("SimplifyAllocConst<AllocaOp>",
                         simplifyAllocConst<AllocaOp>);
  patterns.add<AllocaOp>("SimplifyDeadAlloc<AllocaOp>",
                         simplifyDeadAlloc<AllocaOp>);
}

void memref::copyPatterns(RewritePatternSet &patterns, Context &) {
  patterns.add<CopyOp>("FoldEmptyCopy", foldEmptyCopy);
  patterns.add<CopyOp>("FoldSelfCopy", foldSelfCopy);
}

//===-- subview

namespace {

/// The offsets, sizes and strides of a subview: a static value, or the
/// operand (kDynamic).
struct MixedList {
  llvm::SmallVector<int64_t, 4> statics;
  llvm::SmallVector<Value, 4> values;
};

MixedList mixedOf(Operation *op, llvm::StringRef name, OperandRange dynamic) {
  MixedList list;
  size_t next = 0;
  for (int64_t v : denseI64Values(op->getInherentAttr(name))) {
    list.statics.push_back(v);
    list.values.push_back(v == kDynamic ? dynamic[next++] : Value());
  }
  return list;
}

/// The entry as a constant, if it is one (MLIR's getConstantIntValue).
std::optional<int64_t> constantOf(const MixedList &list, size_t i) {
  if (list.statics[i] != kDynamic)
    return list.statics[i];
  if (std::optional<llvm::APInt> v = constantInt(list.values[i]))
    return v->getSExtValue();
  return std::nullopt;
}

/// MLIR's foldDynamicIndexList: constant operands become static entries.
bool foldConstants(MixedList &list, bool onlyNonNegative) {
  bool changed = false;
  for (size_t i = 0; i < list.statics.size(); ++i) {
    if (list.statics[i] != kDynamic)
      continue;
    std::optional<llvm::APInt> v = constantInt(list.values[i]);
    if (!v || (onlyNonNegative && v->isNegative()))
      continue;
    list.statics[i] = v->getSExtValue();
    list.values[i] = Value();
    changed = true;
  }
  return changed;
}

llvm::SmallVector<Value, 4> dynamicOf(const MixedList &list) {
  llvm::SmallVector<Value, 4> result;
  for (Value v : list.values)
    if (v)
      result.push_back(v);
  return result;
}

bool isTrivialSubView(SubViewOp op) {
  auto source = llvm::cast<MemRefType>(op.operand<"source">().getType());
  auto result = llvm::cast<MemRefType>(op.result<"result">().getType());
  if (source.getRank() != result.getRank())
    return false;
  MixedList offsets = mixedOf(op, "static_offsets", op.operands<"offsets">());
  MixedList sizes = mixedOf(op, "static_sizes", op.operands<"sizes">());
  MixedList strides = mixedOf(op, "static_strides", op.operands<"strides">());
  for (size_t i = 0; i < offsets.statics.size(); ++i)
    if (constantOf(offsets, i) != 0)
      return false;
  for (size_t i = 0; i < strides.statics.size(); ++i)
    if (constantOf(strides, i) != 1)
      return false;
  for (size_t i = 0; i < sizes.statics.size(); ++i) {
    std::optional<int64_t> size = constantOf(sizes, i);
    if (!size || *size != source.getShape()[i])
      return false;
  }
  return true;
}

/// MLIR's getCanonicalSubViewResultType: the inferred type of a subview of
/// `source`, less the dimensions `current` drops of `currentSource`.
MemRefType canonicalSubViewType(MemRefType current, MemRefType currentSource,
                                MemRefType source, const MixedList &offsets,
                                const MixedList &sizes,
                                const MixedList &strides) {
  MemRefType inferred = inferSubViewResultType(source, offsets.statics,
                                               sizes.statics, strides.statics);
  std::optional<llvm::SmallVector<bool, 4>> dropped =
      memrefRankReductionMask(currentSource, current, sizes.statics);
  if (!dropped)
    return MemRefType();
  auto layout = llvm::cast<StridedLayoutAttr>(inferred.getLayout());
  llvm::SmallVector<int64_t, 4> shape, layoutStrides;
  for (size_t i = 0; i < inferred.getShape().size(); ++i) {
    if (i < dropped->size() && (*dropped)[i])
      continue;
    shape.push_back(inferred.getShape()[i]);
    layoutStrides.push_back(layout.getStrides()[i]);
  }
  return MemRefType::get(
      shape, inferred.getElementType(),
      StridedLayoutAttr::get(source.getContext(), layout.getOffset(),
                             layoutStrides),
      inferred.getMemorySpace());
}

Value createSubView(PatternRewriter &rewriter, Location loc, Type type,
                    Value source, const MixedList &offsets,
                    const MixedList &sizes, const MixedList &strides) {
  Context &ctx = rewriter.getContext();
  return create<SubViewOp>(
             rewriter, loc, with<"source">(source),
             with<"offsets">(ValueRange(dynamicOf(offsets))),
             with<"sizes">(ValueRange(dynamicOf(sizes))),
             with<"strides">(ValueRange(dynamicOf(strides))),
             with<"static_offsets">(DenseArrayAttr::get(
                 ctx, llvm::ArrayRef<int64_t>(offsets.statics))),
             with<"static_sizes">(DenseArrayAttr::get(
                 ctx, llvm::ArrayRef<int64_t>(sizes.statics))),
             with<"static_strides">(DenseArrayAttr::get(
                 ctx, llvm::ArrayRef<int64_t>(strides.statics))),
             with<"result">(type))
      .result<"result">();
}

void replaceWithCast(PatternRewriter &rewriter, Operation *op, Value value) {
  rewriter.setInsertionPoint(op);
  Value cast = create<CastOp>(rewriter, op->getLoc(), with<"source">(value),
                              with<"dest">(op->getResult(0).getType()))
                   .result<"dest">();
  rewriter.replaceOp(op, {cast});
}

/// MLIR's OpWithOffsetSizesAndStridesConstantArgumentFolder for subview.
LogicalResult subViewConstantArguments(SubViewOp op,
                                       PatternRewriter &rewriter) {
  MixedList offsets = mixedOf(op, "static_offsets", op.operands<"offsets">());
  MixedList sizes = mixedOf(op, "static_sizes", op.operands<"sizes">());
  MixedList strides = mixedOf(op, "static_strides", op.operands<"strides">());
  bool changed = foldConstants(offsets, true);
  changed |= foldConstants(sizes, true);
  changed |= foldConstants(strides, false);
  if (!changed)
    return failure();
  auto source = llvm::cast<MemRefType>(op.operand<"source">().getType());
  // Not when the new op would not verify: a static slice out of bounds.
  for (size_t i = 0; i < offsets.statics.size(); ++i) {
    int64_t dim = source.getShape()[i];
    if (dim == kDynamic || offsets.statics[i] == kDynamic ||
        sizes.statics[i] == kDynamic || strides.statics[i] == kDynamic)
      continue;
    if (sizes.statics[i] > 0 &&
        offsets.statics[i] + (sizes.statics[i] - 1) * strides.statics[i] >=
            dim)
      return failure();
  }
  MemRefType type = canonicalSubViewType(
      llvm::cast<MemRefType>(op.result<"result">().getType()), source, source,
      offsets, sizes, strides);
  if (!type)
    return failure();
  rewriter.setInsertionPoint(op);
  Value view = createSubView(rewriter, op->getLoc(), type,
                             op.operand<"source">(), offsets, sizes, strides);
  replaceWithCast(rewriter, op, view);
  return success();
}

/// MLIR's SubViewOpMemRefCastFolder: a subview of a cast views the cast's
/// source.
LogicalResult subViewOfCast(SubViewOp op, PatternRewriter &rewriter) {
  for (Value operand : op->getOperands())
    if (constantInt(operand))
      return failure();
  auto cast =
      llvm::dyn_cast_if_present<CastOp>(op.operand<"source">().getDefiningOp());
  if (!cast || !canFoldCastIntoConsumer(cast))
    return failure();
  MixedList offsets = mixedOf(op, "static_offsets", op.operands<"offsets">());
  MixedList sizes = mixedOf(op, "static_sizes", op.operands<"sizes">());
  MixedList strides = mixedOf(op, "static_strides", op.operands<"strides">());
  Value castSource = cast.operand<"source">();
  MemRefType type = canonicalSubViewType(
      llvm::cast<MemRefType>(op.result<"result">().getType()),
      llvm::cast<MemRefType>(op.operand<"source">().getType()),
      llvm::cast<MemRefType>(castSource.getType()), offsets, sizes, strides);
  if (!type)
    return failure();
  rewriter.setInsertionPoint(op);
  Value view = createSubView(rewriter, op->getLoc(), type, castSource, offsets,
                             sizes, strides);
  replaceWithCast(rewriter, op, view);
  return success();
}

/// MLIR's TrivialSubViewOpFolder: a subview of all of its source.
LogicalResult trivialSubView(SubViewOp op, PatternRewriter &rewriter) {
  if (!isTrivialSubView(op))
    return failure();
  Value source = op.operand<"source">();
  if (source.getType() == op.result<"result">().getType()) {
    rewriter.replaceOp(op, {source});
    return success();
  }
  replaceWithCast(rewriter, op, source);
  return success();
}

} // namespace

void memref::subViewPatterns(RewritePatternSet &patterns, Context &) {
  patterns.add<SubViewOp>(
      "OpWithOffsetSizesAndStridesConstantArgumentFolder<SubViewOp>",
      subViewConstantArguments);
  patterns.add<SubViewOp>("SubViewOpMemRefCastFolder", subViewOfCast);
  patterns.add<SubViewOp>("TrivialSubViewOpFolder", trivialSubView);
}

LogicalResult memref::foldSubView(Operation *op, llvm::ArrayRef<Attribute>,
                                  llvm::SmallVectorImpl<OpFoldResult> &results) {
  auto subview = SubViewOp::wrap(op);
  auto source = llvm::cast<MemRefType>(subview.operand<"source">().getType());
  auto result = llvm::cast<MemRefType>(subview.result<"result">().getType());
  auto layout = llvm::dyn_cast_if_present<StridedLayoutAttr>(result.getLayout());
  bool staticLayout =
      !layout || (layout.getOffset() != kDynamic &&
                  !llvm::is_contained(layout.getStrides(), kDynamic));
  if (result == source && result.hasStaticShape() && staticLayout) {
    results.push_back(subview.operand<"source">());
    return success();
  }
  // subview(subview(x)) of the same sizes at offset 0, stride 1.
  if (auto inner = llvm::dyn_cast_if_present<SubViewOp>(
          subview.operand<"source">().getDefiningOp())) {
    MixedList offsets =
        mixedOf(op, "static_offsets", subview.operands<"offsets">());
    MixedList strides =
        mixedOf(op, "static_strides", subview.operands<"strides">());
    MixedList sizes = mixedOf(op, "static_sizes", subview.operands<"sizes">());
    MixedList innerSizes =
        mixedOf(inner, "static_sizes", inner.operands<"sizes">());
    bool zeros = true, ones = true;
    for (size_t i = 0; i < offsets.statics.size(); ++i)
      zeros &= constantOf(offsets, i) == 0;
    for (size_t i = 0; i < strides.statics.size(); ++i)
      ones &= constantOf(strides, i) == 1;
    bool sameSizes = sizes.statics == innerSizes.statics &&
                     sizes.values == innerSizes.values;
    if (zeros && ones && sameSizes && result == source) {
      results.push_back(subview.operand<"source">());
      return success();
    }
  }
  return failure();
}
