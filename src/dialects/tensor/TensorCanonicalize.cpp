//===- TensorCanonicalize.cpp - Canonicalization patterns of tensor ops ---===//
//
// MLIR 22's canonicalization patterns of the tensor dialect (its folds stay
// beside each op's table): casts folded into the ops that read them or
// merged with each other, dims read from what defines the tensor, constant
// sizes made static (with a cast back to the old type), slices of
// constants and of inserts folded. Each pattern has MLIR's name, so
// --canonicalize's disable-patterns lists work alike.
//
//===----------------------------------------------------------------------===//
#include "dialects/tensor/TensorCanonicalize.h"
#include "dialects/arith/ArithOps.h"
#include "dialects/common/IndexListSyntax.h"
#include "dialects/common/TypeConstraints.h"
#include "dialects/tensor/TensorOps.h"
#include "interfaces/DestinationStyleInterface.h"
#include "interfaces/SideEffectInterfaces.h"
#include "ir/Block.h"
#include "ir/Builder.h"
#include "ir/Context.h"
#include "ir/Region.h"
#include "rewrite/Folding.h"
#include "rewrite/PatternMatch.h"

using namespace terrace;
using namespace terrace::tensor;
using llvm::failure;
using llvm::LogicalResult;
using llvm::success;

//===-- Casts and static shapes -------------------------------------------===//

bool tensor::preservesStaticInformation(Type source, Type target) {
  auto from = llvm::dyn_cast<RankedTensorType>(source);
  auto to = llvm::dyn_cast<RankedTensorType>(target);
  if (!from || !to || from.getElementType() != to.getElementType() ||
      from.getShape().size() != to.getShape().size() ||
      from.getEncoding() != to.getEncoding())
    return false;
  for (auto [s, t] : llvm::zip_equal(from.getShape(), to.getShape()))
    if (s != kDynamic && t == kDynamic)
      return false;
  return true;
}

/// The source of a cast that only forgets static sizes (MLIR's
/// canFoldIntoConsumerOp), or null.
static Value foldableCastSource(Value value) {
  auto cast = llvm::dyn_cast_if_present<CastOp>(value.getDefiningOp());
  if (!cast || !preservesStaticInformation(cast.result<"dest">().getType(),
                                           cast.operand<"source">().getType()))
    return Value();
  return cast.operand<"source">();
}

Value tensor::createCast(PatternRewriter &rewriter, Location loc, Type type,
                         Value source) {
  return create<CastOp>(rewriter, loc, with<"source">(source),
                        with<"dest">(type))
      .result<"dest">();
}

Operation *tensor::cloneWith(PatternRewriter &rewriter, Operation *op,
                             llvm::ArrayRef<Type> resultTypes,
                             llvm::ArrayRef<Value> operands) {
  Operation *copy = op->clone();
  for (unsigned i = 0; i < operands.size(); ++i)
    copy->setOperand(i, operands[i]);
  for (unsigned i = 0; i < resultTypes.size(); ++i)
    copy->getResult(i).setType(resultTypes[i]);
  return rewriter.insert(copy);
}

void tensor::replaceWithCastsBack(PatternRewriter &rewriter, Operation *op,
                                  Operation *replacement) {
  llvm::SmallVector<Value, 2> values;
  for (unsigned i = 0; i < op->getNumResults(); ++i) {
    Value value = replacement->getResult(i);
    Type oldType = op->getResult(i).getType();
    values.push_back(value.getType() == oldType
                         ? value
                         : createCast(rewriter, op->getLoc(), oldType, value));
  }
  rewriter.replaceOp(op, values);
}

/// MLIR's FoldTensorCastProducerOp: a destination-style op reads the
/// sources of casts that only forget static sizes; results take their
/// inits' new types and are cast back.
static LogicalResult foldTensorCastProducerOp(Operation *op,
                                              PatternRewriter &rewriter) {
  if (llvm::isa<InsertSliceOp>(op))
    return failure();
  bool foldable = false;
  for (Value operand : op->getOperands())
    foldable |= !operand.isBlockArgument() && bool(foldableCastSource(operand));
  if (!foldable)
    return failure();
  llvm::SmallVector<Value, 4> operands;
  llvm::SmallVector<Type, 2> resultTypes(op->getResultTypes().begin(),
                                         op->getResultTypes().end());
  unsigned nextInit = 0;
  for (unsigned i = 0; i < op->getNumOperands(); ++i) {
    Value operand = op->getOperand(i);
    if (Value source = foldableCastSource(operand))
      operand = source;
    operands.push_back(operand);
    if (isDpsInit(op, i) && !llvm::isa<MemRefType>(operand.getType()) &&
        nextInit < resultTypes.size())
      resultTypes[nextInit++] = operand.getType();
  }
  rewriter.setInsertionPoint(op);
  replaceWithCastsBack(rewriter, op,
                       cloneWith(rewriter, op, resultTypes, operands));
  return success();
}

static bool isDestinationStyleName(OperationName name) {
  return name.getInterface<DestinationStyleOpInterface>() != nullptr;
}

void tensor::addDialectPatterns(RewritePatternSet &patterns) {
  patterns.addForOpsWhere(isDestinationStyleName, "FoldTensorCastProducerOp",
                          foldTensorCastProducerOp);
}

//===-- tensor.cast -------------------------------------------------------===//

/// The shape both types allow (MLIR's joinShapes), or null when they
/// disagree.
static Type joinShapes(Type one, Type two) {
  auto a = llvm::dyn_cast<RankedTensorType>(one);
  auto b = llvm::dyn_cast<RankedTensorType>(two);
  if (!a)
    return two;
  if (!b)
    return one;
  if (a.getShape().size() != b.getShape().size())
    return Type();
  llvm::SmallVector<int64_t, 4> join;
  for (auto [x, y] : llvm::zip_equal(a.getShape(), b.getShape())) {
    if (x != kDynamic && y != kDynamic && x != y)
      return Type();
    join.push_back(x == kDynamic ? y : x);
  }
  return RankedTensorType::get(join, a.getElementType(), Attribute());
}

/// cast(cast(x)) -> cast(x) when the middle type adds nothing the ends do
/// not know (MLIR's ChainedTensorCast).
static LogicalResult chainedTensorCast(CastOp op, PatternRewriter &rewriter) {
  auto producer =
      llvm::dyn_cast_if_present<CastOp>(op.operand<"source">().getDefiningOp());
  if (!producer)
    return failure();
  Type source = producer.operand<"source">().getType();
  Type middle = producer.result<"dest">().getType();
  Type result = op.result<"dest">().getType();
  Type first = joinShapes(source, middle);
  if (!first || !(first = joinShapes(first, result)))
    return failure();
  if (first != joinShapes(source, result))
    return failure();
  rewriter.setInsertionPoint(op);
  rewriter.replaceOp(op, createCast(rewriter, op->getLoc(), result,
                                    producer.operand<"source">()));
  return success();
}

static std::optional<llvm::SmallVector<bool, 4>>
rankReductionMask(llvm::ArrayRef<int64_t> original,
                  llvm::ArrayRef<int64_t> reduced, bool matchDynamic);

/// A cast that makes a slice more static is a slice of those sizes (MLIR's
/// TensorCastExtractSlice).
static LogicalResult tensorCastExtractSlice(CastOp op,
                                            PatternRewriter &rewriter) {
  auto resultType =
      llvm::dyn_cast<RankedTensorType>(op->getResult(0).getType());
  Value source = op.operand<"source">();
  auto slice =
      llvm::dyn_cast_if_present<ExtractSliceOp>(source.getDefiningOp());
  if (!resultType || !slice ||
      !preservesStaticInformation(source.getType(), resultType) ||
      llvm::cast<RankedTensorType>(source.getType()).getShape() ==
          resultType.getShape())
    return failure();
  llvm::SmallVector<int64_t, 4> staticSizes =
      denseI64Values(slice.property<"static_sizes">());
  std::optional<llvm::SmallVector<bool, 4>> dropped = rankReductionMask(
      staticSizes, llvm::cast<RankedTensorType>(source.getType()).getShape(),
      false);
  if (!dropped)
    return failure();
  llvm::SmallVector<int64_t, 4> constants(staticSizes);
  llvm::SmallVector<Value, 4> dynamic;
  OperandRange sizeValues = slice.operands<"sizes">();
  unsigned nextValue = 0;
  size_t dim = 0;
  for (size_t i = 0; i < constants.size(); ++i) {
    Value value = constants[i] == kDynamic ? sizeValues[nextValue++] : Value();
    if (!(*dropped)[i]) {
      int64_t size = resultType.getShape()[dim++];
      if (size != kDynamic) {
        constants[i] = size;
        value = Value();
      }
    }
    if (value)
      dynamic.push_back(value);
  }
  Context &ctx = rewriter.getContext();
  rewriter.setInsertionPoint(op);
  Operation *replacement = create<ExtractSliceOp>(
      rewriter, op->getLoc(), with<"source">(slice.operand<"source">()),
      with<"offsets">(slice.operands<"offsets">()), with<"sizes">(dynamic),
      with<"strides">(slice.operands<"strides">()),
      with<"static_offsets">(slice.property<"static_offsets">()),
      with<"static_sizes">(
          DenseArrayAttr::get(ctx, llvm::ArrayRef<int64_t>(constants))),
      with<"static_strides">(slice.property<"static_strides">()),
      with<"result">(Type(resultType)));
  rewriter.replaceOp(op, replacement->getResults());
  return success();
}

void tensor::castPatterns(RewritePatternSet &patterns, Context &) {
  patterns.add<CastOp>("ChainedTensorCast", chainedTensorCast);
  patterns.add<CastOp>("TensorCastExtractSlice", tensorCastExtractSlice);
}

//===-- tensor.empty ------------------------------------------------------===//

/// A static cast of tensor.empty is an empty tensor of the cast's type
/// (MLIR 22 drops the encoding).
static LogicalResult foldEmptyTensorWithCastOp(CastOp cast,
                                               PatternRewriter &rewriter) {
  Value source = cast.operand<"source">();
  auto empty = llvm::dyn_cast_if_present<EmptyOp>(source.getDefiningOp());
  auto resultType =
      llvm::dyn_cast<RankedTensorType>(cast->getResult(0).getType());
  if (!empty || !resultType ||
      !preservesStaticInformation(source.getType(), resultType))
    return failure();
  auto emptyType = llvm::cast<RankedTensorType>(source.getType());
  llvm::SmallVector<int64_t, 4> shape;
  llvm::SmallVector<Value, 4> dynamic;
  unsigned nextDynamic = 0;
  for (auto [castDim, emptyDim] :
       llvm::zip_equal(resultType.getShape(), emptyType.getShape())) {
    if (emptyDim != kDynamic) {
      if (castDim != emptyDim)
        return failure();
      shape.push_back(emptyDim);
      continue;
    }
    Value size = empty->getOperand(nextDynamic++);
    shape.push_back(castDim);
    if (castDim == kDynamic)
      dynamic.push_back(size);
  }
  rewriter.setInsertionPoint(cast);
  Operation *replacement =
      create<EmptyOp>(rewriter, cast->getLoc(), with<"dynamicSizes">(dynamic),
                      with<"result">(RankedTensorType::get(
                          shape, resultType.getElementType(), Attribute())));
  rewriter.replaceOp(cast, replacement->getResults());
  return success();
}

/// dim(empty(%a, ...), i) of a dynamic dimension is its size operand.
static LogicalResult foldEmptyTensorWithDimOp(DimOp dim,
                                              PatternRewriter &rewriter) {
  auto empty = llvm::dyn_cast_if_present<EmptyOp>(
      dim.operand<"source">().getDefiningOp());
  std::optional<llvm::APInt> index = getConstantInt(dim.operand<"index">());
  if (!empty || !index)
    return failure();
  auto type = llvm::cast<RankedTensorType>(empty->getResult(0).getType());
  int64_t i = index->getSExtValue();
  if (i < 0 || i >= int64_t(type.getShape().size()) ||
      type.getShape()[size_t(i)] != kDynamic)
    return failure();
  int64_t before = llvm::count(type.getShape().take_front(size_t(i)), kDynamic);
  rewriter.replaceOp(dim, {empty->getOperand(unsigned(before))});
  return success();
}

/// The type with each dynamic size that is a non-negative constant made
/// static; `kept` gets the other size operands.
static RankedTensorType
foldDynamicToStaticSizes(RankedTensorType type, OperandRange sizes,
                         llvm::SmallVectorImpl<Value> &kept) {
  llvm::SmallVector<int64_t, 4> shape;
  unsigned next = 0;
  for (int64_t dim : type.getShape()) {
    if (dim != kDynamic) {
      shape.push_back(dim);
      continue;
    }
    Value size = sizes[next++];
    std::optional<llvm::APInt> constant = getConstantInt(size);
    if (constant && constant->getSExtValue() >= 0) {
      shape.push_back(constant->getSExtValue());
    } else {
      shape.push_back(kDynamic);
      kept.push_back(size);
    }
  }
  return RankedTensorType::get(shape, type.getElementType(),
                               type.getEncoding());
}

/// tensor.empty(%c4) : tensor<?xf32> -> a cast of tensor.empty() :
/// tensor<4xf32> (MLIR's ReplaceEmptyTensorStaticShapeDims).
static LogicalResult
replaceEmptyTensorStaticShapeDims(EmptyOp op, PatternRewriter &rewriter) {
  auto type = llvm::cast<RankedTensorType>(op->getResult(0).getType());
  llvm::SmallVector<Value, 4> kept;
  RankedTensorType folded =
      foldDynamicToStaticSizes(type, op.operands<"dynamicSizes">(), kept);
  if (folded == type)
    return failure();
  rewriter.setInsertionPoint(op);
  Operation *empty =
      create<EmptyOp>(rewriter, op->getLoc(), with<"dynamicSizes">(kept),
                      with<"result">(Type(folded)));
  replaceWithCastsBack(rewriter, op, empty);
  return success();
}

void tensor::emptyPatterns(RewritePatternSet &patterns, Context &) {
  patterns.add<CastOp>("FoldEmptyTensorWithCastOp", foldEmptyTensorWithCastOp);
  patterns.add<DimOp>("FoldEmptyTensorWithDimOp", foldEmptyTensorWithDimOp);
  patterns.add<EmptyOp>("ReplaceEmptyTensorStaticShapeDims",
                        replaceEmptyTensorStaticShapeDims);
}

//===-- tensor.dim --------------------------------------------------------===//

/// dim(cast(x)) -> dim(x), for any cast.
static LogicalResult dimOfCastOp(DimOp dim, PatternRewriter &rewriter) {
  auto cast = llvm::dyn_cast_if_present<CastOp>(
      dim.operand<"source">().getDefiningOp());
  if (!cast)
    return failure();
  rewriter.setInsertionPoint(dim);
  Operation *replacement = create<DimOp>(
      rewriter, dim->getLoc(), with<"source">(cast.operand<"source">()),
      with<"index">(dim.operand<"index">()));
  rewriter.replaceOp(dim, replacement->getResults());
  return success();
}

/// The dim of a destination-style op's result is its init's, in place.
static LogicalResult dimOfDestStyleOp(DimOp dim, PatternRewriter &rewriter) {
  Value source = dim.operand<"source">();
  Operation *def = source.getDefiningOp();
  if (!def || !isDestinationStyleOp(def))
    return failure();
  Value init = getTiedDpsInit(def, source.getIndex());
  rewriter.modifyOpInPlace(dim, [&] { dim->setOperand(0, init); });
  return success();
}

/// dim(reshape(x, shape), i) is shape[i], after the dim (as MLIR builds
/// it), cast to index where the shape holds integers.
static LogicalResult dimOfReshapeOp(DimOp dim, PatternRewriter &rewriter) {
  auto reshape = llvm::dyn_cast_if_present<ReshapeOp>(
      dim.operand<"source">().getDefiningOp());
  if (!reshape)
    return failure();
  rewriter.setInsertionPointAfter(dim);
  Location loc = dim->getLoc();
  Value shape = reshape->getOperand(1);
  Value element =
      create<ExtractOp>(
          rewriter, loc, with<"tensor">(shape),
          with<"indices">(ValueRange(dim.operand<"index">())),
          with<"result">(constraints::shapedElementTypeOrSelf(shape.getType())))
          ->getResult(0);
  if (!llvm::isa<IndexType>(element.getType()))
    element = create<arith::IndexCastOp>(
                  rewriter, loc, with<"in">(element),
                  with<"out">(Type(IndexType::get(rewriter.getContext()))))
                  ->getResult(0);
  rewriter.replaceOp(dim, {element});
  return success();
}

void tensor::dimPatterns(RewritePatternSet &patterns, Context &) {
  patterns.add<DimOp>("DimOfCastOp", dimOfCastOp);
  patterns.add<DimOp>("DimOfDestStyleOp", dimOfDestStyleOp);
  patterns.add<DimOp>("DimOfReshapeOp", dimOfReshapeOp);
}

//===-- tensor.extract ----------------------------------------------------===//

/// extract(cast(x)) -> extract(x) when x is ranked.
static LogicalResult extractFromTensorCast(ExtractOp extract,
                                           PatternRewriter &rewriter) {
  auto cast = llvm::dyn_cast_if_present<CastOp>(
      extract.operand<"tensor">().getDefiningOp());
  if (!cast || !llvm::isa<RankedTensorType>(cast.operand<"source">().getType()))
    return failure();
  rewriter.setInsertionPoint(extract);
  Operation *replacement = create<ExtractOp>(
      rewriter, extract->getLoc(), with<"tensor">(cast.operand<"source">()),
      with<"indices">(extract.operands<"indices">()),
      with<"result">(extract->getResult(0).getType()));
  rewriter.replaceOp(extract, replacement->getResults());
  return success();
}

void tensor::extractPatterns(RewritePatternSet &patterns, Context &) {
  patterns.add<ExtractOp>("ExtractFromTensorCast", extractFromTensorCast);
}

//===-- tensor.generate ---------------------------------------------------===//

/// extract(generate) -> the body computed at the extract's indices, when
/// the body has no effects.
static LogicalResult extractFromTensorGenerate(ExtractOp extract,
                                               PatternRewriter &rewriter) {
  auto generate = llvm::dyn_cast_if_present<GenerateOp>(
      extract.operand<"tensor">().getDefiningOp());
  if (!generate || !wouldOpBeTriviallyDead(generate))
    return failure();
  Block &body = generate.region<"body">().front();
  llvm::DenseMap<Value, Value> mapper;
  llvm::DenseMap<Block *, Block *> blockMapper;
  for (auto [arg, index] :
       llvm::zip(body.getArguments(), extract.operands<"indices">()))
    mapper[Value(arg)] = index;
  rewriter.setInsertionPoint(extract);
  for (Operation &op : body)
    if (&op != body.getTerminator())
      rewriter.insert(op.clone(mapper, blockMapper));
  Value yielded = body.getTerminator()->getOperand(0);
  auto it = mapper.find(yielded);
  rewriter.replaceOp(extract, {it == mapper.end() ? yielded : it->second});
  return success();
}

/// A generate whose dynamic extents are constants gets a static type, cast
/// back.
static LogicalResult staticTensorGenerate(GenerateOp op,
                                          PatternRewriter &rewriter) {
  auto type = llvm::cast<RankedTensorType>(op->getResult(0).getType());
  llvm::SmallVector<Value, 4> kept;
  RankedTensorType folded =
      foldDynamicToStaticSizes(type, op.operands<"dynamicExtents">(), kept);
  if (folded == type)
    return failure();
  rewriter.setInsertionPoint(op);
  Operation *generate =
      create<GenerateOp>(rewriter, op->getLoc(), with<"dynamicExtents">(kept),
                         with<"result">(Type(folded)));
  rewriter.inlineRegionBefore(op->getRegion(0), generate->getRegion(0),
                              generate->getRegion(0).end());
  replaceWithCastsBack(rewriter, op, generate);
  return success();
}

void tensor::generatePatterns(RewritePatternSet &patterns, Context &) {
  patterns.add<ExtractOp>("ExtractFromTensorGenerate",
                          extractFromTensorGenerate);
  patterns.add<GenerateOp>("StaticTensorGenerate", staticTensorGenerate);
}

//===-- Slices ------------------------------------------------------------===//

namespace {
/// One of a slice's offset, size or stride lists: a constant or a value
/// per entry.
struct MixedList {
  llvm::SmallVector<int64_t, 4> constants; // kDynamic where `values` has one
  llvm::SmallVector<Value, 4> values;      // null where constant

  MixedList(Attribute statics, OperandRange dynamic) {
    unsigned next = 0;
    for (int64_t c : denseI64Values(statics)) {
      constants.push_back(c);
      values.push_back(c == kDynamic ? dynamic[next++] : Value());
    }
  }
  /// MLIR's foldDynamicIndexList: constant values become constants.
  bool foldConstants(bool onlyNonNegative, bool onlyNonZero) {
    bool changed = false;
    for (size_t i = 0; i < values.size(); ++i) {
      if (!values[i])
        continue;
      std::optional<llvm::APInt> c = getConstantInt(values[i]);
      if (!c || (onlyNonNegative && c->getSExtValue() < 0) ||
          (onlyNonZero && c->isZero()))
        continue;
      constants[i] = c->getSExtValue();
      values[i] = Value();
      changed = true;
    }
    return changed;
  }
  llvm::SmallVector<Value, 4> dynamic() const {
    llvm::SmallVector<Value, 4> out;
    for (Value v : values)
      if (v)
        out.push_back(v);
    return out;
  }
  Attribute attr(Context &ctx) const {
    return DenseArrayAttr::get(ctx, llvm::ArrayRef<int64_t>(constants));
  }
};
} // namespace

/// MLIR's verifyInBoundsSlice on what is known.
static bool isInBoundsSlice(llvm::ArrayRef<int64_t> shape,
                            const MixedList &offsets, const MixedList &sizes,
                            const MixedList &strides) {
  for (size_t i = 0; i < shape.size() && i < offsets.constants.size(); ++i) {
    int64_t offset = offsets.constants[i];
    if (shape[i] == kDynamic || offset == kDynamic)
      continue;
    if (offset >= shape[i])
      return false;
    int64_t size = sizes.constants[i], stride = strides.constants[i];
    if (size == kDynamic || stride == kDynamic)
      continue;
    if (offset + (size - 1) * stride >= shape[i])
      return false;
  }
  return true;
}

/// MLIR 22's inferCanonicalRankReducedResultType: the slice type of
/// `sizes`, less its first unit dimensions down to `rank`.
static RankedTensorType rankReducedSliceType(unsigned rank,
                                             RankedTensorType source,
                                             llvm::ArrayRef<int64_t> sizes) {
  auto full = RankedTensorType::get(sizes, source.getElementType(),
                                    source.getEncoding());
  if (sizes.size() <= rank)
    return full;
  size_t drop = sizes.size() - rank;
  llvm::SmallVector<int64_t, 4> shape;
  for (int64_t size : sizes) {
    if (drop && size == 1) {
      --drop;
      continue;
    }
    shape.push_back(size);
  }
  return RankedTensorType::get(shape, source.getElementType(), Attribute());
}

/// Constant offsets, sizes and strides of extract_slice become static
/// (MLIR's OpWithOffsetSizesAndStridesConstantArgumentFolder).
static LogicalResult extractSliceConstantArguments(ExtractSliceOp op,
                                                   PatternRewriter &rewriter) {
  MixedList offsets(op.property<"static_offsets">(), op.operands<"offsets">());
  MixedList sizes(op.property<"static_sizes">(), op.operands<"sizes">());
  MixedList strides(op.property<"static_strides">(), op.operands<"strides">());
  bool changed = offsets.foldConstants(true, false);
  changed |= sizes.foldConstants(true, false);
  changed |= strides.foldConstants(false, false);
  if (!changed)
    return failure();
  auto sourceType =
      llvm::cast<RankedTensorType>(op.operand<"source">().getType());
  if (!isInBoundsSlice(sourceType.getShape(), offsets, sizes, strides))
    return failure();
  auto oldType = llvm::cast<RankedTensorType>(op->getResult(0).getType());
  RankedTensorType type = rankReducedSliceType(
      unsigned(oldType.getShape().size()), sourceType, sizes.constants);
  Context &ctx = rewriter.getContext();
  rewriter.setInsertionPoint(op);
  Operation *slice = create<ExtractSliceOp>(
      rewriter, op->getLoc(), with<"source">(op.operand<"source">()),
      with<"offsets">(offsets.dynamic()), with<"sizes">(sizes.dynamic()),
      with<"strides">(strides.dynamic()),
      with<"static_offsets">(offsets.attr(ctx)),
      with<"static_sizes">(sizes.attr(ctx)),
      with<"static_strides">(strides.attr(ctx)), with<"result">(Type(type)));
  replaceWithCastsBack(rewriter, op, slice);
  return success();
}

/// MLIR's matchConstantIndex on any operand: constants are left to the
/// constant-argument folders first.
static bool hasConstantIndexOperand(Operation *op) {
  for (Value operand : op->getOperands())
    if (llvm::isa<IndexType>(operand.getType()) && getConstantInt(operand))
      return true;
  return false;
}

/// A slice of a cast that forgets sizes slices the cast's source (MLIR's
/// ExtractSliceOpCastFolder; the result type stays).
static LogicalResult extractSliceOpCastFolder(ExtractSliceOp op,
                                              PatternRewriter &rewriter) {
  if (hasConstantIndexOperand(op))
    return failure();
  Value source = foldableCastSource(op.operand<"source">());
  if (!source)
    return failure();
  MixedList offsets(op.property<"static_offsets">(), op.operands<"offsets">());
  MixedList sizes(op.property<"static_sizes">(), op.operands<"sizes">());
  MixedList strides(op.property<"static_strides">(), op.operands<"strides">());
  if (!isInBoundsSlice(
          llvm::cast<RankedTensorType>(source.getType()).getShape(), offsets,
          sizes, strides))
    return failure();
  rewriter.setInsertionPoint(op);
  Operation *slice = create<ExtractSliceOp>(
      rewriter, op->getLoc(), with<"source">(source),
      with<"offsets">(op.operands<"offsets">()),
      with<"sizes">(op.operands<"sizes">()),
      with<"strides">(op.operands<"strides">()),
      with<"static_offsets">(op.property<"static_offsets">()),
      with<"static_sizes">(op.property<"static_sizes">()),
      with<"static_strides">(op.property<"static_strides">()),
      with<"result">(op->getResult(0).getType()));
  rewriter.replaceOp(op, slice->getResults());
  return success();
}

void tensor::extractSlicePatterns(RewritePatternSet &patterns, Context &) {
  patterns.add<ExtractSliceOp>(
      "OpWithOffsetSizesAndStridesConstantArgumentFolder",
      extractSliceConstantArguments);
  patterns.add<ExtractSliceOp>("ExtractSliceOpCastFolder",
                               extractSliceOpCastFolder);
}

/// MLIR's computeRankReductionMask: the dimensions of `original` that
/// dropping unit dimensions removes to give `reduced`, or none.
static std::optional<llvm::SmallVector<bool, 4>>
rankReductionMask(llvm::ArrayRef<int64_t> original,
                  llvm::ArrayRef<int64_t> reduced, bool matchDynamic) {
  llvm::SmallVector<bool, 4> dropped(original.size(), false);
  size_t r = 0;
  for (size_t i = 0; i < original.size(); ++i) {
    int64_t o = original[i];
    if (matchDynamic && r < reduced.size() && o != 1 &&
        (reduced[r] == kDynamic || o == kDynamic)) {
      ++r;
      continue;
    }
    if (r < reduced.size() && o == reduced[r]) {
      ++r;
      continue;
    }
    dropped[i] = true;
    if (o != 1)
      return std::nullopt;
  }
  if (r != reduced.size())
    return std::nullopt;
  return dropped;
}

/// Constant offsets, sizes and strides of insert_slice become static; the
/// source is cast to the slice's new type where it changes (MLIR's
/// InsertSliceOpConstantArgumentFolder).
static LogicalResult insertSliceConstantArguments(InsertSliceOp op,
                                                  PatternRewriter &rewriter) {
  MixedList offsets(op.property<"static_offsets">(), op.operands<"offsets">());
  MixedList sizes(op.property<"static_sizes">(), op.operands<"sizes">());
  MixedList strides(op.property<"static_strides">(), op.operands<"strides">());
  bool changed = offsets.foldConstants(true, false);
  changed |= sizes.foldConstants(true, false);
  changed |= strides.foldConstants(false, true);
  if (!changed)
    return failure();
  auto destType = llvm::cast<RankedTensorType>(op.operand<"dest">().getType());
  if (!isInBoundsSlice(destType.getShape(), offsets, sizes, strides))
    return failure();
  Value source = op.operand<"source">();
  auto sourceType = llvm::cast<RankedTensorType>(source.getType());
  RankedTensorType type = rankReducedSliceType(
      unsigned(sourceType.getShape().size()), destType, sizes.constants);
  rewriter.setInsertionPoint(op);
  if (type != sourceType)
    source = createCast(rewriter, op->getLoc(), type, source);
  Context &ctx = rewriter.getContext();
  Operation *insert = create<InsertSliceOp>(
      rewriter, op->getLoc(), with<"source">(source),
      with<"dest">(op.operand<"dest">()), with<"offsets">(offsets.dynamic()),
      with<"sizes">(sizes.dynamic()), with<"strides">(strides.dynamic()),
      with<"static_offsets">(offsets.attr(ctx)),
      with<"static_sizes">(sizes.attr(ctx)),
      with<"static_strides">(strides.attr(ctx)));
  rewriter.replaceOp(op, insert->getResults());
  return success();
}

/// Creates an insert_slice of `source` into `dest` with these lists.
static Operation *createInsertSlice(PatternRewriter &rewriter, Location loc,
                                    Value source, Value dest,
                                    const MixedList &offsets,
                                    const MixedList &sizes,
                                    const MixedList &strides) {
  Context &ctx = rewriter.getContext();
  return create<InsertSliceOp>(
      rewriter, loc, with<"source">(source), with<"dest">(dest),
      with<"offsets">(offsets.dynamic()), with<"sizes">(sizes.dynamic()),
      with<"strides">(strides.dynamic()),
      with<"static_offsets">(offsets.attr(ctx)),
      with<"static_sizes">(sizes.attr(ctx)),
      with<"static_strides">(strides.attr(ctx)));
}

/// An insert_slice of or into a cast that forgets sizes uses the cast's
/// source, sizes made static from the source (MLIR's
/// InsertSliceOpCastFolder, with its quirk: a dynamic source dimension
/// stops the sizes after it from being matched).
static LogicalResult insertSliceOpCastFolder(InsertSliceOp op,
                                             PatternRewriter &rewriter) {
  if (hasConstantIndexOperand(op))
    return failure();
  Value source = foldableCastSource(op.operand<"source">());
  Value dest = foldableCastSource(op.operand<"dest">());
  if (!source && !dest)
    return failure();
  if (!source)
    source = op.operand<"source">();
  if (!dest)
    dest = op.operand<"dest">();
  auto sourceType = llvm::cast<RankedTensorType>(source.getType());
  auto destType = llvm::cast<RankedTensorType>(dest.getType());
  MixedList offsets(op.property<"static_offsets">(), op.operands<"offsets">());
  MixedList sizes(op.property<"static_sizes">(), op.operands<"sizes">());
  MixedList strides(op.property<"static_strides">(), op.operands<"strides">());
  std::optional<llvm::SmallVector<bool, 4>> dropped =
      rankReductionMask(sizes.constants, sourceType.getShape(), true);
  if (!dropped)
    return failure();
  size_t next = 0;
  for (size_t i = 0; i < sizes.constants.size(); ++i)
    if (!(*dropped)[i] && next < sourceType.getShape().size() &&
        sourceType.getShape()[next] != kDynamic) {
      sizes.constants[i] = sourceType.getShape()[next++];
      sizes.values[i] = Value();
    }
  // The slice type must rank-reduce to the source's.
  if (!rankReductionMask(sizes.constants, sourceType.getShape(), false) ||
      !isInBoundsSlice(destType.getShape(), offsets, sizes, strides))
    return failure();
  rewriter.setInsertionPoint(op);
  Operation *insert = createInsertSlice(rewriter, op->getLoc(), source, dest,
                                        offsets, sizes, strides);
  replaceWithCastsBack(rewriter, op, insert);
  return success();
}

/// Constant sizes the source's type does not know yet: the source is cast
/// to them first (MLIR's InsertSliceOpSourceCastInserter).
static LogicalResult
insertSliceOpSourceCastInserter(InsertSliceOp op, PatternRewriter &rewriter) {
  Value source = op.operand<"source">();
  auto sourceType = llvm::cast<RankedTensorType>(source.getType());
  auto destType = llvm::cast<RankedTensorType>(op.operand<"dest">().getType());
  if (sourceType.getShape().size() != destType.getShape().size())
    return failure();
  MixedList sizes(op.property<"static_sizes">(), op.operands<"sizes">());
  llvm::SmallVector<int64_t, 4> shape(sourceType.getShape());
  for (size_t i = 0; i < shape.size() && i < sizes.values.size(); ++i) {
    int64_t size = sizes.constants[i];
    if (sizes.values[i]) {
      std::optional<llvm::APInt> constant = getConstantInt(sizes.values[i]);
      if (!constant)
        continue;
      size = constant->getSExtValue();
    }
    if (size < 0)
      return failure();
    shape[i] = size;
  }
  auto newType = RankedTensorType::get(shape, sourceType.getElementType(),
                                       sourceType.getEncoding());
  if (newType == sourceType ||
      !preservesStaticInformation(sourceType, newType) ||
      !areCastCompatible(sourceType, newType))
    return failure();
  rewriter.setInsertionPoint(op);
  Value cast = createCast(rewriter, op->getLoc(), newType, source);
  MixedList offsets(op.property<"static_offsets">(), op.operands<"offsets">());
  MixedList strides(op.property<"static_strides">(), op.operands<"strides">());
  Operation *insert =
      createInsertSlice(rewriter, op->getLoc(), cast, op.operand<"dest">(),
                        offsets, sizes, strides);
  rewriter.replaceOp(op, insert->getResults());
  return success();
}

void tensor::insertSlicePatterns(RewritePatternSet &patterns, Context &) {
  patterns.add<InsertSliceOp>("InsertSliceOpConstantArgumentFolder",
                              insertSliceConstantArguments);
  patterns.add<InsertSliceOp>("InsertSliceOpCastFolder",
                              insertSliceOpCastFolder);
  patterns.add<InsertSliceOp>("InsertSliceOpSourceCastInserter",
                              insertSliceOpSourceCastInserter);
}

//===-- Reshapes ----------------------------------------------------------===//

namespace {
using Groups = llvm::SmallVector<llvm::SmallVector<int64_t, 4>, 4>;

Groups groupsOf(Operation *op) {
  Groups groups;
  if (auto array = llvm::dyn_cast_if_present<ArrayAttr>(
          op->getInherentAttr("reassociation")))
    for (Attribute g : array.getValue()) {
      groups.emplace_back();
      for (Attribute i : llvm::cast<ArrayAttr>(g).getValue())
        groups.back().push_back(llvm::cast<IntegerAttr>(i).getInt());
    }
  return groups;
}

Attribute groupsAttr(Context &ctx, const Groups &groups) {
  Type i64 = IntegerType::get(ctx, 64);
  llvm::SmallVector<Attribute, 4> outer;
  for (const auto &group : groups) {
    llvm::SmallVector<Attribute, 4> inner;
    for (int64_t i : group)
      inner.push_back(IntegerAttr::get(i64, i));
    outer.push_back(ArrayAttr::get(ctx, inner));
  }
  return ArrayAttr::get(ctx, outer);
}

/// MLIR's composeReassociationIndices: the groups of two reshapes in the
/// same direction, as one.
std::optional<Groups> composeGroups(const Groups &first, const Groups &second) {
  if (first.size() == second.size())
    return std::nullopt;
  const Groups &producer = first.size() > second.size() ? first : second;
  const Groups &consumer = first.size() > second.size() ? second : first;
  size_t total = 0;
  for (const auto &group : consumer)
    total += group.size();
  if (consumer.empty())
    return Groups();
  if (producer.size() != total)
    return std::nullopt;
  Groups composed;
  for (const auto &group : consumer) {
    composed.emplace_back();
    for (int64_t k : group)
      llvm::append_range(composed.back(), producer[size_t(k)]);
  }
  return composed;
}
} // namespace

/// expand(expand(x)) and collapse(collapse(x)) as one reshape (MLIR's
/// ComposeReassociativeReshapeOps).
template <typename ReshapeOp>
static LogicalResult composeReassociativeReshapeOps(ReshapeOp op,
                                                    PatternRewriter &rewriter) {
  auto producer =
      llvm::dyn_cast_if_present<ReshapeOp>(op->getOperand(0).getDefiningOp());
  if (!producer)
    return failure();
  std::optional<Groups> composed =
      composeGroups(groupsOf(producer), groupsOf(op));
  if (!composed)
    return failure();
  rewriter.setInsertionPoint(op);
  OperationState state(op->getLoc(), op->getName());
  state.operands.push_back(producer->getOperand(0));
  // The outer expand's output shape.
  for (Value size : op->getOperands().drop_front())
    state.operands.push_back(size);
  state.types.push_back(op->getResult(0).getType());
  state.addAttribute(StringAttr::get(rewriter.getContext(), "reassociation"),
                     groupsAttr(rewriter.getContext(), *composed));
  if (Attribute shape = op->getInherentAttr("static_output_shape"))
    state.addAttribute(
        StringAttr::get(rewriter.getContext(), "static_output_shape"), shape);
  rewriter.replaceOpWithNew(op, state);
  return success();
}

/// A reshape of a static splat is a splat (MLIR's FoldReshapeWithSplat).
template <typename ReshapeOp>
static LogicalResult foldReshapeWithSplat(ReshapeOp op,
                                          PatternRewriter &rewriter) {
  auto splat =
      llvm::dyn_cast_if_present<SplatOp>(op->getOperand(0).getDefiningOp());
  if (!splat ||
      !llvm::cast<ShapedType>(splat->getResult(0).getType()).hasStaticShape())
    return failure();
  rewriter.setInsertionPoint(op);
  Operation *replacement = create<SplatOp>(
      rewriter, op->getLoc(), with<"input">(splat->getOperand(0)),
      with<"aggregate">(op->getResult(0).getType()));
  rewriter.replaceOp(op, replacement->getResults());
  return success();
}

/// A static reshape of from_elements is from_elements (MLIR's
/// FoldReshapeWithFromElements).
template <typename ReshapeOp>
static LogicalResult foldReshapeWithFromElements(ReshapeOp op,
                                                 PatternRewriter &rewriter) {
  auto elements = llvm::dyn_cast_if_present<FromElementsOp>(
      op->getOperand(0).getDefiningOp());
  if (!elements ||
      !llvm::cast<ShapedType>(op->getResult(0).getType()).hasStaticShape())
    return failure();
  rewriter.setInsertionPoint(op);
  Operation *replacement = create<FromElementsOp>(
      rewriter, op->getLoc(), with<"elements">(elements->getOperands()),
      with<"result">(op->getResult(0).getType()));
  rewriter.replaceOp(op, replacement->getResults());
  return success();
}

/// collapse(cast(x)) collapses x, cast back where the type changes
/// (MLIR's FoldCollapseOfCastOp).
static LogicalResult foldCollapseOfCastOp(CollapseShapeOp op,
                                          PatternRewriter &rewriter) {
  Value source = foldableCastSource(op->getOperand(0));
  if (!source)
    return failure();
  auto sourceType = llvm::cast<RankedTensorType>(source.getType());
  llvm::SmallVector<int64_t, 4> shape;
  for (const auto &group : groupsOf(op)) {
    int64_t size = 1;
    for (int64_t d : group) {
      int64_t dim = sourceType.getShape()[size_t(d)];
      size = (size == kDynamic || dim == kDynamic) ? kDynamic : size * dim;
    }
    shape.push_back(size);
  }
  auto type =
      RankedTensorType::get(shape, sourceType.getElementType(), Attribute());
  if (type == op->getResult(0).getType()) {
    rewriter.modifyOpInPlace(op, [&] { op->setOperand(0, source); });
    return success();
  }
  rewriter.setInsertionPoint(op);
  OperationState state(op->getLoc(), op->getName());
  state.operands.push_back(source);
  state.types.push_back(type);
  state.addAttribute(StringAttr::get(rewriter.getContext(), "reassociation"),
                     op->getInherentAttr("reassociation"));
  replaceWithCastsBack(rewriter, op, rewriter.create(state));
  return success();
}

void tensor::expandShapePatterns(RewritePatternSet &patterns, Context &) {
  patterns.add<ExpandShapeOp>("ComposeReassociativeReshapeOps",
                              composeReassociativeReshapeOps<ExpandShapeOp>);
  patterns.add<ExpandShapeOp>("FoldReshapeWithSplat",
                              foldReshapeWithSplat<ExpandShapeOp>);
  patterns.add<ExpandShapeOp>("FoldReshapeWithFromElements",
                              foldReshapeWithFromElements<ExpandShapeOp>);
}

void tensor::collapseShapePatterns(RewritePatternSet &patterns, Context &) {
  patterns.add<CollapseShapeOp>(
      "ComposeReassociativeReshapeOps",
      composeReassociativeReshapeOps<CollapseShapeOp>);
  patterns.add<CollapseShapeOp>("FoldReshapeWithSplat",
                                foldReshapeWithSplat<CollapseShapeOp>);
  patterns.add<CollapseShapeOp>("FoldReshapeWithFromElements",
                                foldReshapeWithFromElements<CollapseShapeOp>);
  patterns.add<CollapseShapeOp>("FoldCollapseOfCastOp", foldCollapseOfCastOp);
}

//===-- Other ops ---------------------------------------------------------===//

/// extract(index_cast(t)) -> index_cast(extract(t)).
static LogicalResult extractElementFromIndexCast(ExtractOp extract,
                                                 PatternRewriter &rewriter) {
  auto indexCast = llvm::dyn_cast_if_present<arith::IndexCastOp>(
      extract.operand<"tensor">().getDefiningOp());
  if (!indexCast)
    return failure();
  Value input = indexCast->getOperand(0);
  rewriter.setInsertionPoint(extract);
  Operation *element = create<ExtractOp>(
      rewriter, extract->getLoc(), with<"tensor">(input),
      with<"indices">(extract.operands<"indices">()),
      with<"result">(constraints::shapedElementTypeOrSelf(input.getType())));
  Operation *cast = create<arith::IndexCastOp>(
      rewriter, extract->getLoc(), with<"in">(element->getResult(0)),
      with<"out">(extract->getResult(0).getType()));
  rewriter.replaceOp(extract, cast->getResults());
  return success();
}

void tensor::fromElementsPatterns(RewritePatternSet &patterns, Context &) {
  patterns.add<ExtractOp>("ExtractElementFromIndexCast",
                          extractElementFromIndexCast);
}

/// A concat of one input is a cast of it.
static LogicalResult singleInputConcatOp(ConcatOp op,
                                         PatternRewriter &rewriter) {
  if (op->getNumOperands() != 1)
    return failure();
  rewriter.setInsertionPoint(op);
  rewriter.replaceOp(op,
                     createCast(rewriter, op->getLoc(),
                                op->getResult(0).getType(), op->getOperand(0)));
  return success();
}

/// MLIR's ConcatOp::inferResultType: each other dimension as static as
/// any input knows it; the concatenated one the sum, when all are known.
static RankedTensorType inferConcatType(ConcatOp op) {
  int64_t dim = llvm::cast<IntegerAttr>(op->getInherentAttr("dim")).getInt();
  auto first = llvm::cast<RankedTensorType>(op->getOperand(0).getType());
  llvm::SmallVector<int64_t, 4> shape(first.getShape().size(), kDynamic);
  int64_t sum = 0;
  for (Value input : op->getOperands()) {
    auto type = llvm::cast<RankedTensorType>(input.getType());
    for (size_t i = 0; i < shape.size(); ++i) {
      int64_t size = type.getShape()[i];
      if (int64_t(i) == dim)
        sum = (sum == kDynamic || size == kDynamic) ? kDynamic : sum + size;
      else if (size != kDynamic)
        shape[i] = size;
    }
  }
  shape[size_t(dim)] = sum;
  return RankedTensorType::get(shape, first.getElementType(), Attribute());
}

/// Inputs less static than the concat allows are cast to it first (MLIR's
/// InferConcatOperandTypes).
static LogicalResult inferConcatOperandTypes(ConcatOp op,
                                             PatternRewriter &rewriter) {
  RankedTensorType inferred = inferConcatType(op);
  int64_t dim = llvm::cast<IntegerAttr>(op->getInherentAttr("dim")).getInt();
  bool changed = false;
  for (unsigned i = 0; i < op->getNumOperands(); ++i) {
    Value input = op->getOperand(i);
    auto type = llvm::cast<RankedTensorType>(input.getType());
    llvm::SmallVector<int64_t, 4> shape(inferred.getShape());
    shape[size_t(dim)] = type.getShape()[size_t(dim)];
    auto wanted =
        RankedTensorType::get(shape, type.getElementType(), Attribute());
    if (preservesStaticInformation(wanted, type))
      continue;
    rewriter.setInsertionPoint(op);
    Value cast = createCast(rewriter, op->getLoc(), wanted, input);
    rewriter.modifyOpInPlace(op, [&] { op->setOperand(i, cast); });
    changed = true;
  }
  return success(changed);
}

/// A result less static than the inputs allow becomes that static type,
/// cast back (MLIR's InferConcatResultType).
static LogicalResult inferConcatResultType(ConcatOp op,
                                           PatternRewriter &rewriter) {
  RankedTensorType inferred = inferConcatType(op);
  if (preservesStaticInformation(inferred, op->getResult(0).getType()))
    return failure();
  rewriter.setInsertionPoint(op);
  Operation *concat = create<ConcatOp>(
      rewriter, op->getLoc(), with<"inputs">(op->getOperands()),
      with<"dim">(op->getInherentAttr("dim")), with<"result">(Type(inferred)));
  replaceWithCastsBack(rewriter, op, concat);
  return success();
}

void tensor::concatPatterns(RewritePatternSet &patterns, Context &) {
  patterns.add<ConcatOp>("SingleInputConcatOp", singleInputConcatOp);
  patterns.add<ConcatOp>("InferConcatOperandTypes", inferConcatOperandTypes);
  patterns.add<ConcatOp>("InferConcatResultType", inferConcatResultType);
}

/// A pad by constant zeros everywhere (not nofold) is a cast.
static LogicalResult foldStaticZeroPadding(PadOp op,
                                           PatternRewriter &rewriter) {
  if (op->getInherentAttr("nofold"))
    return failure();
  MixedList low(op.property<"static_low">(), op.operands<"low">());
  MixedList high(op.property<"static_high">(), op.operands<"high">());
  low.foldConstants(false, false);
  high.foldConstants(false, false);
  for (const MixedList *list : {&low, &high})
    for (int64_t c : list->constants)
      if (c != 0)
        return failure();
  rewriter.setInsertionPoint(op);
  rewriter.replaceOp(op, createCast(rewriter, op->getLoc(),
                                    op->getResult(0).getType(),
                                    op.operand<"source">()));
  return success();
}

void tensor::padPatterns(RewritePatternSet &patterns, Context &) {
  patterns.add<PadOp>("FoldStaticZeroPadding", foldStaticZeroPadding);
}

/// bitcast(bitcast(x)) -> bitcast(x).
static LogicalResult chainedTensorBitcast(BitcastOp op,
                                          PatternRewriter &rewriter) {
  auto producer =
      llvm::dyn_cast_if_present<BitcastOp>(op->getOperand(0).getDefiningOp());
  if (!producer)
    return failure();
  rewriter.setInsertionPoint(op);
  OperationState state(op->getLoc(), op->getName());
  state.operands.push_back(producer->getOperand(0));
  state.types.push_back(op->getResult(0).getType());
  rewriter.replaceOpWithNew(op, state);
  return success();
}

void tensor::bitcastPatterns(RewritePatternSet &patterns, Context &) {
  patterns.add<BitcastOp>("ChainedTensorBitcast", chainedTensorBitcast);
}
