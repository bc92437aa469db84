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
#include "dialects/tensor/TensorInternal.h"
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
Value tensor::foldableCastSource(Value value) {
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
  // Not loops (scf.forall), nor ops with their own cast folding, as in
  // MLIR.
  if (llvm::isa<InsertSliceOp>(op) || op->hasTrait(OpTrait::LoopLike) ||
      getInterface<DestinationStyleOpInterface>(op)->foldsOwnCasts)
    return failure();
  if (llvm::none_of(op->getOperands(),
                    [](Value v) { return bool(foldableCastSource(v)); }))
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
  rewriter.modifyOpInPlace(dim, [&] { dim.operandUse<"source">().set(init); });
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
  Value shape = reshape.operand<"shape">();
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
  Value yielded = YieldOp::wrap(body.getTerminator()).operand<"value">();
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

//===-- Other ops ---------------------------------------------------------===//

/// extract(index_cast(t)) -> index_cast(extract(t)).
static LogicalResult extractElementFromIndexCast(ExtractOp extract,
                                                 PatternRewriter &rewriter) {
  auto indexCast = llvm::dyn_cast_if_present<arith::IndexCastOp>(
      extract.operand<"tensor">().getDefiningOp());
  if (!indexCast)
    return failure();
  Value input = indexCast.operand<"in">();
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
  rewriter.replaceOp(op, createCast(rewriter, op->getLoc(),
                                    op->getResult(0).getType(),
                                    op.operands<"inputs">().front()));
  return success();
}

/// MLIR's ConcatOp::inferResultType: each other dimension as static as
/// any input knows it; the concatenated one the sum, when all are known.
RankedTensorType tensor::concatResultType(int64_t dim, TypeRange inputs) {
  auto first = llvm::cast<RankedTensorType>(inputs[0]);
  llvm::SmallVector<int64_t, 4> shape(first.getShape().size(), kDynamic);
  int64_t sum = 0;
  for (Type input : inputs) {
    auto type = llvm::cast<RankedTensorType>(input);
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

static RankedTensorType inferConcatType(ConcatOp op) {
  int64_t dim = llvm::cast<IntegerAttr>(op->getInherentAttr("dim")).getInt();
  return concatResultType(dim, op->getOperandTypes());
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

/// bitcast(bitcast(x)) -> bitcast(x).
static LogicalResult chainedTensorBitcast(BitcastOp op,
                                          PatternRewriter &rewriter) {
  auto producer = llvm::dyn_cast_if_present<BitcastOp>(
      op.operand<"source">().getDefiningOp());
  if (!producer)
    return failure();
  rewriter.setInsertionPoint(op);
  OperationState state(op->getLoc(), op->getName());
  state.operands.push_back(producer.operand<"source">());
  state.types.push_back(op->getResult(0).getType());
  rewriter.replaceOpWithNew(op, state);
  return success();
}

void tensor::bitcastPatterns(RewritePatternSet &patterns, Context &) {
  patterns.add<BitcastOp>("ChainedTensorBitcast", chainedTensorBitcast);
}
