//===- MemRefFolds.cpp - What memref ops fold to --------------------------===//
//
// The folders of MLIR 22's memref ops that Terrace has so far: dim (to a
// static size, or to the size operand of what made the memref), rank,
// casts folded into the ops that use them (MLIR's foldMemRefCast), copies
// of casts. The greedy driver runs them
// in every pass that uses it (canonicalize, convert-linalg-to-loops).
//
//===----------------------------------------------------------------------===//
#include "dialects/memref/MemRefFolds.h"
#include "dialects/arith/ArithOps.h"
#include "dialects/common/IndexListSyntax.h"
#include "dialects/common/ShapeUtils.h"
#include "dialects/memref/MemRefOps.h"

#include "ir/Attributes.h"
#include "ir/Context.h"
#include "ir/MemRefLayout.h"
#include "rewrite/Folding.h"

using namespace terrace;
using namespace terrace::memref;
using llvm::failure;
using llvm::LogicalResult;
using llvm::success;

/// MLIR's foldMemRefCast: each operand made by a memref.cast of a ranked
/// memref reads the cast's source instead (but `inner`, a value operand).
static bool foldCastOperands(Operation *op, Value inner = {}) {
  bool folded = false;
  for (unsigned i = 0; i < op->getNumOperands(); ++i) {
    Value operand = op->getOperand(i);
    auto cast = llvm::dyn_cast_if_present<CastOp>(operand.getDefiningOp());
    if (!cast || operand == inner ||
        llvm::isa<UnrankedMemRefType>(cast.operand<"source">().getType()))
      continue;
    op->setOperand(i, cast.operand<"source">());
    folded = true;
  }
  return folded;
}

LogicalResult memref::foldCastsIntoOp(Operation *op, llvm::ArrayRef<Attribute>,
                                      llvm::SmallVectorImpl<OpFoldResult> &) {
  return success(foldCastOperands(op));
}

/// The same, for ops with a value operand (store, atomic_rmw) that stays.
LogicalResult
memref::foldCastsIntoOpButFirst(Operation *op, llvm::ArrayRef<Attribute>,
                                llvm::SmallVectorImpl<OpFoldResult> &) {
  Value value = llvm::isa<StoreOp>(op)
                    ? StoreOp::wrap(op).operand<"value">()
                    : AtomicRMWOp::wrap(op).operand<"value">();
  return success(foldCastOperands(op, value));
}

static std::optional<int64_t> constantIndex(Attribute attr) {
  auto integer = llvm::dyn_cast_if_present<IntegerAttr>(attr);
  if (!integer)
    return std::nullopt;
  return integer.getInt();
}

/// The dynamic operand that gives size `index` of a slice-like op's
/// result (its `sizes` group), the dropped dimensions of a subview skipped.
static Value dynamicSizeOperand(Operation *def, OperandRange sizes,
                                Attribute staticSizes, unsigned index) {
  auto statics = denseI64Values(staticSizes);
  unsigned next = 0;
  for (unsigned i = 0; i < statics.size() && i < index; ++i)
    next += statics[i] == kDynamic;
  (void)def;
  return next < sizes.size() ? sizes[next] : Value();
}

LogicalResult memref::foldDim(FoldAdaptor<DimOp> adaptor,
                              llvm::SmallVectorImpl<OpFoldResult> &results) {
  Operation *op = adaptor.getOp();
  std::optional<int64_t> index = constantIndex(adaptor.operand<"index">());
  Value source = adaptor.getOp().operand<"source">();
  auto type = llvm::dyn_cast<MemRefType>(source.getType());
  if (!index || !type || *index < 0 || *index >= type.getRank())
    return failure();
  int64_t size = type.getShape()[size_t(*index)];
  if (size != kDynamic) {
    results.push_back(IntegerAttr::get(IndexType::get(op->getContext()), size));
    return success();
  }
  // The size operand of what made the memref.
  auto dynamicIndex = unsigned(
      llvm::count(type.getShape().take_front(size_t(*index)), kDynamic));
  Operation *def = source.getDefiningOp();
  if (llvm::isa_and_present<AllocOp, AllocaOp>(def)) {
    results.push_back(
        AllocOp::wrap(def).operands<"dynamicSizes">()[dynamicIndex]);
    return success();
  }
  if (auto view = llvm::dyn_cast_if_present<ViewOp>(def)) {
    results.push_back(view.operands<"sizes">()[dynamicIndex]);
    return success();
  }
  if (auto subview = llvm::dyn_cast_if_present<SubViewOp>(def)) {
    // The source dimension this result dimension keeps.
    auto sourceType =
        llvm::cast<MemRefType>(subview.operand<"source">().getType());
    auto statics = denseI64Values(subview.property<"static_sizes">());
    std::optional<llvm::SmallVector<bool, 4>> dropped =
        rankReductionMask(statics, type.getShape(), /*matchDynamic=*/true);
    unsigned sourceIndex = 0, kept = 0;
    for (unsigned i = 0; i < unsigned(sourceType.getRank()); ++i) {
      if (dropped && (*dropped)[i])
        continue;
      if (kept++ == unsigned(*index)) {
        sourceIndex = i;
        break;
      }
    }
    if (Value sizeValue = dynamicSizeOperand(def, subview.operands<"sizes">(),
                                             subview.property<"static_sizes">(),
                                             sourceIndex)) {
      results.push_back(sizeValue);
      return success();
    }
  }
  if (auto cast = llvm::dyn_cast_if_present<ReinterpretCastOp>(def))
    if (Value sizeValue = dynamicSizeOperand(def, cast.operands<"sizes">(),
                                             cast.property<"static_sizes">(),
                                             unsigned(*index))) {
      results.push_back(sizeValue);
      return success();
    }
  // dim(cast(x)) -> dim(x), in place.
  return success(foldCastOperands(op));
}

LogicalResult memref::foldRank(Operation *op, llvm::ArrayRef<Attribute>,
                               llvm::SmallVectorImpl<OpFoldResult> &results) {
  auto type = llvm::dyn_cast<MemRefType>(
      RankOp::wrap(op).operand<"memref">().getType());
  if (!type)
    return failure();
  results.push_back(
      IntegerAttr::get(IndexType::get(op->getContext()), type.getRank()));
  return success();
}

/// MLIR's CastOp::canFoldIntoConsumerOp: a cast to a less static type of
/// the same element type and rank, between strided layouts.
static bool castLosesInformation(CastOp cast);

bool memref::canFoldCastIntoConsumer(CastOp cast) {
  return castLosesInformation(cast);
}

static bool castLosesInformation(CastOp cast) {
  auto source = llvm::dyn_cast<MemRefType>(cast.operand<"source">().getType());
  auto result = llvm::dyn_cast<MemRefType>(cast.result<"dest">().getType());
  if (!source || !result ||
      source.getElementType() != result.getElementType() ||
      source.getRank() != result.getRank())
    return false;
  llvm::SmallVector<int64_t, 4> sourceStrides, resultStrides;
  int64_t sourceOffset, resultOffset;
  if (failed(getStridesAndOffset(source, sourceStrides, sourceOffset)) ||
      failed(getStridesAndOffset(result, resultStrides, resultOffset)))
    return false;
  auto moreStatic = [](int64_t from, int64_t to) {
    return from != to && from == kDynamic && to != kDynamic;
  };
  for (auto [from, to] : llvm::zip(source.getShape(), result.getShape()))
    if (moreStatic(from, to))
      return false;
  if (moreStatic(sourceOffset, resultOffset))
    return false;
  for (auto [from, to] : llvm::zip(sourceStrides, resultStrides))
    if (moreStatic(from, to))
      return false;
  return true;
}

LogicalResult memref::foldCopy(Operation *op, llvm::ArrayRef<Attribute>,
                               llvm::SmallVectorImpl<OpFoldResult> &) {
  bool folded = false;
  auto copy = CopyOp::wrap(op);
  for (OpOperand *use :
       {&copy.operandUse<"source">(), &copy.operandUse<"target">()}) {
    auto cast = llvm::dyn_cast_if_present<CastOp>(use->get().getDefiningOp());
    if (cast && castLosesInformation(cast)) {
      use->set(cast.operand<"source">());
      folded = true;
    }
  }
  return success(folded);
}

/// load(cast(x)) -> load(x), in place. (Newer MLIR also folds a load of
/// a splat constant global; mlir-opt 22 does not.)
LogicalResult memref::foldLoad(Operation *op, llvm::ArrayRef<Attribute>,
                               llvm::SmallVectorImpl<OpFoldResult> &) {
  return success(foldCastOperands(op));
}

/// cast(cast(x)) -> cast(x), in place.
LogicalResult memref::foldCast(Operation *op, llvm::ArrayRef<Attribute>,
                               llvm::SmallVectorImpl<OpFoldResult> &results) {
  if (foldCastOperands(op))
    return success();
  // CastOpInterface's own fold, tried after the op's: a cast to its
  // operand's type is the operand.
  auto cast = CastOp::wrap(op);
  if (cast.operand<"source">().getType() == cast.result<"dest">().getType()) {
    results.push_back(cast.operand<"source">());
    return success();
  }
  return failure();
}

/// reinterpret_cast(reinterpret_cast(x) | cast(x) | subview(x) at offset
/// 0) -> reinterpret_cast(x), in place: only the base of the source
/// matters. A cast to its source's own static type at a static offset 0
/// is the source (as MLIR 22 folds it; a dynamic stride is not compared).
LogicalResult
memref::foldReinterpretCast(Operation *op, llvm::ArrayRef<Attribute>,
                            llvm::SmallVectorImpl<OpFoldResult> &results) {
  auto cast = llvm::cast<ReinterpretCastOp>(op);
  Value source = cast.operand<"source">();
  Value viewed;
  Operation *def = source.getDefiningOp();
  if (auto inner = llvm::dyn_cast_if_present<ReinterpretCastOp>(def)) {
    viewed = inner.operand<"source">();
  } else if (auto inner = llvm::dyn_cast_if_present<CastOp>(def)) {
    viewed = inner.operand<"source">();
  } else if (auto subview = llvm::dyn_cast_if_present<SubViewOp>(def)) {
    // A dynamic offset counts when a constant makes it 0.
    auto isZero = [](const OpFoldResult &offset) {
      if (offset.value) {
        std::optional<llvm::APInt> c = getConstantInt(offset.value);
        return c && c->isZero();
      }
      return llvm::cast<IntegerAttr>(offset.attr).getInt() == 0;
    };
    if (llvm::all_of(getMixedValues(subview.property<"static_offsets">(),
                                    subview.operands<"offsets">()),
                     isZero))
      viewed = subview.operand<"source">();
  }
  if (viewed) {
    op->setOperand(0, viewed);
    return success();
  }
  Type type = op->getResult(0).getType();
  if (source.getType() == type &&
      llvm::cast<MemRefType>(type).hasStaticShape() &&
      cast.operands<"offsets">().empty() &&
      denseI64Values(cast.property<"static_offsets">())[0] == 0) {
    results.push_back(source);
    return success();
  }
  return failure();
}

/// extract_strided_metadata: each used offset, size or stride that the
/// source's type knows is replaced, in its users, by a new index constant
/// before the op (MLIR 22 makes them with a plain builder, so the driver
/// sees them only on its next sweep); a cast source is looked through.
LogicalResult
memref::foldExtractStridedMetadata(Operation *op, llvm::ArrayRef<Attribute>,
                                   llvm::SmallVectorImpl<OpFoldResult> &) {
  auto metadata = llvm::cast<ExtractStridedMetadataOp>(op);
  auto type = llvm::cast<MemRefType>(metadata.operand<"source">().getType());
  llvm::SmallVector<int64_t, 4> strides;
  int64_t offset = 0;
  if (failed(getStridesAndOffset(type, strides, offset)))
    return failure();
  Context &ctx = op->getContext();
  OpBuilder builder(ctx);
  builder.setInsertionPoint(op);
  bool replaced = false;
  auto replace = [&](Value result, int64_t known) {
    if (known == kDynamic || result.use_empty())
      return;
    Value constant =
        create<arith::ConstantOp>(
            builder, op->getLoc(),
            with<"value">(IntegerAttr::get(IndexType::get(ctx), known)),
            with<"result">(IndexType::get(ctx)))
            ->getResult(0);
    result.replaceAllUsesWith(constant);
    replaced = true;
  };
  replace(metadata.result<"offset">(), offset);
  for (auto [result, size] :
       llvm::zip(metadata.results<"sizes">(), type.getShape()))
    replace(result, size);
  for (auto [result, stride] :
       llvm::zip(metadata.results<"strides">(), strides))
    replace(result, stride);
  // Then the metadata of a cast is its source's.
  replaced |= foldCastOperands(op);
  return success(replaced);
}

/// MLIR's foldReshapeOp for memref.expand_shape and collapse_shape: a
/// reshape to its own type is its source, and one undoing the reshape
/// that made its source (the inverse op) is that reshape's source.
template <typename ReshapeOpT, typename InverseOp>
static LogicalResult foldReshape(Operation *op,
                                 llvm::SmallVectorImpl<OpFoldResult> &results) {
  Value source = ReshapeOpT::wrap(op).template operand<"src">();
  Type type = op->getResult(0).getType();
  if (source.getType() == type) {
    results.push_back(source);
    return success();
  }
  Operation *def = source.getDefiningOp();
  if (def && isOpOfType<InverseOp>(def)) {
    Value inverseSource = InverseOp::wrap(def).template operand<"src">();
    if (inverseSource.getType() == type) {
      results.push_back(inverseSource);
      return success();
    }
  }
  return failure();
}

LogicalResult
memref::foldExpandShape(Operation *op, llvm::ArrayRef<Attribute>,
                        llvm::SmallVectorImpl<OpFoldResult> &results) {
  return foldReshape<ExpandShapeOp, CollapseShapeOp>(op, results);
}

LogicalResult
memref::foldCollapseShape(Operation *op, llvm::ArrayRef<Attribute>,
                          llvm::SmallVectorImpl<OpFoldResult> &results) {
  return foldReshape<CollapseShapeOp, ExpandShapeOp>(op, results);
}
