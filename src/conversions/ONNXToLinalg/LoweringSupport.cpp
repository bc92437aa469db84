//===- LoweringSupport.cpp - What the onnx-to-linalg lowerings build with -===//
#include "conversions/ONNXToLinalg/LoweringSupport.h"
#include "dialects/arith/ArithOps.h"
#include "dialects/cf/ControlFlowOps.h"
#include "dialects/common/ReshapeGroups.h"
#include "dialects/linalg/NamedOps.h"
#include "dialects/linalg/StructuredSyntax.h"
#include "dialects/linalg/transforms/GenericBuilding.h"
#include "dialects/math/MathOps.h"
#include "dialects/onnx/ONNXOps.h"
#include "dialects/scf/SCFOps.h"
#include "dialects/tensor/TensorOps.h"
#include "ir/Block.h"
#include "ir/Context.h"
#include "ir/Diagnostics.h"
#include "ir/Region.h"
#include "rewrite/Folding.h"

#include "llvm/ADT/APFloat.h"

#include <cmath>
#include <functional>
#include <limits>

using namespace terrace;
using namespace terrace::onnx_to_linalg;
using llvm::failure;
using llvm::LogicalResult;

//===-- Tensors -----------------------------------------------------------===//

TensorBuilder::TensorBuilder(PatternRewriter &rewriter, Operation *op,
                             bool unsignedIntegers)
    : rewriter(rewriter), ctx(op->getContext()), loc(op->getLoc()),
      unsignedIntegers(unsignedIntegers) {
  rewriter.setInsertionPoint(op);
}

TensorBuilder::TensorBuilder(PatternRewriter &rewriter, Location loc,
                             bool unsignedIntegers)
    : rewriter(rewriter), ctx(rewriter.getContext()), loc(loc),
      unsignedIntegers(unsignedIntegers) {}

Value TensorBuilder::indexConstant(int64_t value) {
  return linalg::createIndexConstant(rewriter, loc, value);
}

Value TensorBuilder::element(Value tensor, std::optional<int64_t> index,
                             Type type) {
  RankedTensorType t = rankedType(tensor);
  llvm::SmallVector<Value, 4> at;
  if (index)
    at.push_back(indexConstant(*index));
  else
    at.assign(size_t(t.getRank()), indexConstant(0));
  Value v = scalars().extract(tensor, at);
  return type ? scalars().cast(v, type) : v;
}

Value TensorBuilder::dim(Value tensor, int64_t d) {
  auto type = llvm::cast<RankedTensorType>(tensor.getType());
  int64_t size = type.getShape()[size_t(d)];
  if (size != kDynamic)
    return indexConstant(size);
  return create<tensor::DimOp>(rewriter, loc, with<"source">(tensor),
                               with<"index">(indexConstant(d)),
                               with<"result">(Type(IndexType::get(ctx))))
      .result<"result">();
}

llvm::SmallVector<Value, 4> TensorBuilder::dynamicSizes(Value tensor) {
  llvm::SmallVector<Value, 4> sizes;
  llvm::ArrayRef<int64_t> shape = rankedType(tensor).getShape();
  for (size_t d = 0; d < shape.size(); ++d)
    if (shape[d] == kDynamic)
      sizes.push_back(dim(tensor, int64_t(d)));
  return sizes;
}

Value TensorBuilder::empty(RankedTensorType type,
                           llvm::ArrayRef<Value> dynamicSizes) {
  return create<tensor::EmptyOp>(rewriter, loc,
                                 with<"dynamicSizes">(ValueRange(dynamicSizes)),
                                 with<"result">(Type(type)))
      .result<"result">();
}

Value TensorBuilder::fill(Value init, Value scalar) {
  return named<linalg::FillOp>({scalar}, {init})->getResult(0);
}

Value TensorBuilder::filled(RankedTensorType type,
                            llvm::ArrayRef<Value> dynamicSizes, double value) {
  Value scalar = scalars().constant(type.getElementType(), value);
  return fill(empty(type, dynamicSizes), scalar);
}

AffineExpr TensorBuilder::dimExpr(unsigned position) {
  return AffineExpr::getDim(ctx, position);
}

AffineMapAttr TensorBuilder::map(unsigned numDims,
                                 llvm::ArrayRef<AffineExpr> results) {
  return AffineMapAttr::get(ctx, numDims, 0, results);
}

AffineMapAttr TensorBuilder::identityMap(unsigned rank) {
  llvm::SmallVector<AffineExpr, 4> dims;
  for (unsigned d = 0; d < rank; ++d)
    dims.push_back(dimExpr(d));
  return map(rank, dims);
}

Operation *TensorBuilder::generic(
    llvm::ArrayRef<Value> inputs, llvm::ArrayRef<Value> inits,
    llvm::ArrayRef<AffineMapAttr> maps,
    llvm::ArrayRef<linalg::IteratorType> iterators, BodyFn body) {
  unsigned numLoops = maps.front().getNumDims();
  llvm::SmallVector<Attribute, 4> kinds;
  for (unsigned i = 0; i < numLoops; ++i) {
    linalg::IteratorType kind =
        iterators.empty() ? linalg::IteratorType::Parallel : iterators[i];
    kinds.push_back(EnumAttr::get(ctx, linalg::kIteratorType, uint64_t(kind)));
  }
  Operation *op = linalg::createGeneric(rewriter, loc, inputs, inits, maps,
                                        ArrayAttr::get(ctx, kinds));
  Block &block = op->getRegion(0).front();
  for (Value v : llvm::concat<const Value>(inputs, inits)) {
    Type t = v.getType();
    if (auto shaped = llvm::dyn_cast<ShapedType>(t))
      t = shaped.getElementType();
    block.addArgument(t, loc);
  }
  Block *savedBlock = rewriter.getInsertionBlock();
  Block::iterator savedPoint = rewriter.getInsertionPoint();
  rewriter.setInsertionPointToEnd(&block);
  ScalarBuilder scalar(rewriter, loc, unsignedIntegers);
  llvm::SmallVector<Value, 8> args(block.getArguments().begin(),
                                   block.getArguments().end());
  llvm::SmallVector<Value, 2> yielded = body(scalar, args);
  create<linalg::YieldOp>(rewriter, loc, with<"values">(ValueRange(yielded)));
  rewriter.setInsertionPoint(savedBlock, savedPoint);
  return op;
}

Operation *TensorBuilder::namedOp(llvm::StringRef name,
                                  llvm::ArrayRef<Value> inputs,
                                  llvm::ArrayRef<Value> inits) {
  return linalg::buildNamedOp(rewriter, loc, ctx.getOperationName(name),
                              ValueRange(inputs), ValueRange(inits));
}

void TensorBuilder::setWindowAttributes(Operation *op,
                                        llvm::ArrayRef<int64_t> strides,
                                        llvm::ArrayRef<int64_t> dilations) {
  auto elements = [&](llvm::ArrayRef<int64_t> values) -> Attribute {
    auto type = RankedTensorType::get({int64_t(values.size())},
                                      IntegerType::get(ctx, 64), Attribute());
    return DenseIntOrFPElementsAttr::get(
        type, llvm::StringRef(reinterpret_cast<const char *>(values.data()),
                              values.size() * sizeof(int64_t)));
  };
  op->setAttr("strides", elements(strides));
  op->setAttr("dilations", elements(dilations));
}

Value TensorBuilder::transpose(Value input,
                               llvm::ArrayRef<int64_t> permutation) {
  auto type = llvm::cast<RankedTensorType>(input.getType());
  llvm::SmallVector<int64_t, 4> shape;
  llvm::SmallVector<Value, 4> sizes;
  for (int64_t p : permutation) {
    shape.push_back(type.getShape()[size_t(p)]);
    if (shape.back() == kDynamic)
      sizes.push_back(dim(input, p));
  }
  auto resultType =
      RankedTensorType::get(shape, type.getElementType(), Attribute());
  Value init = empty(resultType, sizes);
  OperationState state(loc, ctx.getOperationName(linalg::TransposeOp::name));
  state.operands.push_back(input);
  state.operands.push_back(init);
  state.types.push_back(resultType);
  state.addAttribute(StringAttr::get(ctx, "permutation"),
                     DenseArrayAttr::get(ctx, permutation));
  linalg::addPassThroughBody(state, ctx);
  return rewriter.create(state)->getResult(0);
}

Value TensorBuilder::expandShape(Value input, RankedTensorType type,
                                 const ReassociationGroups &reassociation) {
  llvm::SmallVector<Value, 2> sizes;
  for (size_t g = 0; g < reassociation.size(); ++g)
    for (int64_t d : reassociation[g])
      if (type.getShape()[size_t(d)] == kDynamic)
        sizes.push_back(dim(input, int64_t(g)));
  return create<tensor::ExpandShapeOp>(
             rewriter, loc, with<"src">(input),
             with<"output_shape">(ValueRange(sizes)),
             with<"reassociation">(reassociationAttr(ctx, reassociation)),
             with<"static_output_shape">(
                 DenseArrayAttr::get(ctx, type.getShape())),
             with<"result">(Type(type)))
      .result<"result">();
}

Value TensorBuilder::collapseShape(Value input, RankedTensorType type,
                                   const ReassociationGroups &reassociation) {
  return create<tensor::CollapseShapeOp>(
             rewriter, loc, with<"src">(input),
             with<"reassociation">(reassociationAttr(ctx, reassociation)),
             with<"result">(Type(type)))
      .result<"result">();
}

Value TensorBuilder::reshape(Value input, RankedTensorType type,
                             llvm::ArrayRef<Value> dynamicSizes) {
  auto from = llvm::cast<RankedTensorType>(input.getType());
  if (from == type)
    return input;
  auto groupOfAll = [](int64_t rank) {
    ReassociationGroups groups;
    if (rank == 0)
      return groups;
    groups.emplace_back();
    for (int64_t d = 0; d < rank; ++d)
      groups.back().push_back(d);
    return groups;
  };
  // A 0-d tensor and one of 1s are a reshape without groups.
  if (from.getRank() == 0 || type.getRank() == 0) {
    if (!from.hasStaticShape() || !type.hasStaticShape() ||
        from.getNumElements() != 1 || type.getNumElements() != 1)
      return Value();
    return from.getRank() == 0 ? expandShape(input, type, {})
                               : collapseShape(input, type, {});
  }
  // One collapse or one expand when the shapes allow (what the reshape
  // canonicalizations would make of the two).
  if (from.getRank() > type.getRank()) {
    if (auto groups =
            reassociationForCollapse(from.getShape(), type.getShape()))
      return collapseShape(input, type, *groups);
  } else if (from.getRank() < type.getRank()) {
    // expandShape reads a dynamic size from the input: its group must
    // hold only 1s besides.
    auto sizesKnown = [&](const ReassociationGroups &groups) {
      for (const auto &group : groups)
        for (int64_t d : group)
          if (type.getShape()[size_t(d)] == kDynamic)
            for (int64_t other : group)
              if (other != d && type.getShape()[size_t(other)] != 1)
                return false;
      return true;
    };
    if (auto groups =
            reassociationForCollapse(type.getShape(), from.getShape());
        groups && sizesKnown(*groups))
      return expandShape(input, type, *groups);
  }
  int64_t dynamicCount = llvm::count(type.getShape(), kDynamic);
  if (int64_t(dynamicSizes.size()) != dynamicCount)
    return Value();
  // Through one dimension: collapse everything, expand to the result.
  Value flat = input;
  if (from.getRank() != 1) {
    int64_t count = from.hasStaticShape() ? from.getNumElements() : kDynamic;
    auto flatType =
        RankedTensorType::get({count}, type.getElementType(), Attribute());
    flat = collapseShape(input, flatType, groupOfAll(from.getRank()));
  }
  // An expansion into static sizes starts from a static size, into
  // dynamic ones from a dynamic one.
  auto flatType = RankedTensorType::get(
      {type.hasStaticShape() ? type.getNumElements() : kDynamic},
      type.getElementType(), Attribute());
  if (flat.getType() != Type(flatType))
    flat = create<tensor::CastOp>(rewriter, loc, with<"source">(flat),
                                  with<"dest">(Type(flatType)))
               .result<"dest">();
  if (type.getRank() == 1)
    return flat.getType() == Type(type)
               ? flat
               : create<tensor::CastOp>(rewriter, loc, with<"source">(flat),
                                        with<"dest">(Type(type)))
                     .result<"dest">();
  return create<tensor::ExpandShapeOp>(
             rewriter, loc, with<"src">(flat),
             with<"output_shape">(ValueRange(dynamicSizes)),
             with<"reassociation">(
                 reassociationAttr(ctx, groupOfAll(type.getRank()))),
             with<"static_output_shape">(
                 DenseArrayAttr::get(ctx, type.getShape())),
             with<"result">(Type(type)))
      .result<"result">();
}

Value TensorBuilder::numElements(Value tensor) {
  auto type = llvm::cast<RankedTensorType>(tensor.getType());
  ScalarBuilder s = scalars();
  Value count = indexConstant(1);
  for (int64_t d = 0; d < type.getRank(); ++d)
    count = s.mul(count, dim(tensor, d));
  return count;
}

Value TensorBuilder::reduce(
    Value input, llvm::ArrayRef<bool> reduced, Value initial,
    llvm::function_ref<Value(ScalarBuilder &, Value x, Value acc)> combine) {
  auto type = llvm::cast<RankedTensorType>(input.getType());
  unsigned rank = unsigned(type.getRank());
  llvm::SmallVector<int64_t, 4> shape;
  llvm::SmallVector<Value, 4> sizes;
  llvm::SmallVector<AffineExpr, 4> kept;
  llvm::SmallVector<linalg::IteratorType, 4> iterators;
  for (unsigned d = 0; d < rank; ++d) {
    iterators.push_back(reduced[d] ? linalg::IteratorType::Reduction
                                   : linalg::IteratorType::Parallel);
    if (reduced[d])
      continue;
    kept.push_back(dimExpr(d));
    shape.push_back(type.getShape()[d]);
    if (shape.back() == kDynamic)
      sizes.push_back(dim(input, d));
  }
  auto resultType =
      RankedTensorType::get(shape, initial.getType(), Attribute());
  Value init = fill(empty(resultType, sizes), initial);
  return generic(
             {input}, {init}, {identityMap(rank), map(rank, kept)}, iterators,
             [&](ScalarBuilder &s, llvm::ArrayRef<Value> args) {
               llvm::SmallVector<Value, 2> y = {combine(s, args[0], args[1])};
               return y;
             })
      ->getResult(0);
}

Value TensorBuilder::keepDims(Value reducedValue, RankedTensorType inputType,
                              llvm::ArrayRef<bool> reduced) {
  llvm::SmallVector<int64_t, 4> shape;
  ReassociationGroups groups;
  // Each reduced dimension joins the group of the kept one before it (the
  // first kept one, for those before any).
  int64_t leading = 0;
  for (size_t d = 0; d < reduced.size(); ++d) {
    shape.push_back(reduced[d] ? 1 : inputType.getShape()[d]);
    if (!reduced[d]) {
      groups.emplace_back();
      if (groups.size() == 1)
        for (int64_t l = 0; l < leading; ++l)
          groups.back().push_back(l);
      groups.back().push_back(int64_t(d));
    } else if (groups.empty()) {
      ++leading;
    } else {
      groups.back().push_back(int64_t(d));
    }
  }
  auto type = RankedTensorType::get(
      shape,
      llvm::cast<RankedTensorType>(reducedValue.getType()).getElementType(),
      Attribute());
  return expandShape(reducedValue, type, groups);
}

Value TensorBuilder::mapWithReduced(
    Value like, Value reducedValue, llvm::ArrayRef<bool> reduced,
    llvm::function_ref<Value(ScalarBuilder &, Value, Value)> fn) {
  auto type = llvm::cast<RankedTensorType>(like.getType());
  unsigned rank = unsigned(type.getRank());
  llvm::SmallVector<AffineExpr, 4> kept;
  llvm::SmallVector<Value, 4> sizes;
  for (unsigned d = 0; d < rank; ++d) {
    if (!reduced[d])
      kept.push_back(dimExpr(d));
    if (type.getShape()[d] == kDynamic)
      sizes.push_back(dim(like, d));
  }
  return generic({like, reducedValue}, {empty(type, sizes)},
                 {identityMap(rank), map(rank, kept), identityMap(rank)}, {},
                 [&](ScalarBuilder &s, llvm::ArrayRef<Value> args) {
                   llvm::SmallVector<Value, 2> y = {fn(s, args[0], args[1])};
                   return y;
                 })
      ->getResult(0);
}

Value TensorBuilder::mapElements(
    llvm::ArrayRef<Value> inputs, Value shapeOf, Type element,
    llvm::function_ref<Value(ScalarBuilder &, llvm::ArrayRef<Value>)> fn) {
  auto shaped = llvm::cast<RankedTensorType>(shapeOf.getType());
  auto type = RankedTensorType::get(shaped.getShape(), element, Attribute());
  llvm::SmallVector<Value, 4> sizes;
  for (int64_t d = 0; d < shaped.getRank(); ++d)
    if (shaped.getShape()[size_t(d)] == kDynamic)
      sizes.push_back(dim(shapeOf, d));
  llvm::SmallVector<AffineMapAttr, 4> maps;
  for (Value input : inputs)
    maps.push_back(broadcastMap(
        ctx, llvm::cast<RankedTensorType>(input.getType()).getShape(),
        shaped.getShape()));
  maps.push_back(identityMap(unsigned(shaped.getRank())));
  return generic(inputs, {empty(type, sizes)}, maps, {},
                 [&](ScalarBuilder &s, llvm::ArrayRef<Value> args) {
                   llvm::SmallVector<Value, 2> y = {fn(s, args.drop_back())};
                   return y;
                 })
      ->getResult(0);
}

/// Index values as a slice's static list (kDynamic where not constant)
/// and its operands (MLIR's dispatchIndexOpFoldResults).
static void splitStatic(llvm::ArrayRef<Value> values,
                        llvm::SmallVectorImpl<int64_t> &statics,
                        llvm::SmallVectorImpl<Value> &dynamics) {
  for (Value v : values) {
    if (std::optional<llvm::APInt> c = getConstantInt(v)) {
      statics.push_back(c->getSExtValue());
    } else {
      statics.push_back(kDynamic);
      dynamics.push_back(v);
    }
  }
}

Value TensorBuilder::pad(Value input, llvm::ArrayRef<int64_t> low,
                         llvm::ArrayRef<int64_t> high, Value padding) {
  llvm::SmallVector<Value, 4> lowValues, highValues;
  for (size_t d = 0; d < low.size(); ++d) {
    lowValues.push_back(indexConstant(low[d]));
    highValues.push_back(indexConstant(high[d]));
  }
  return padAt(input, lowValues, highValues, padding);
}

Value TensorBuilder::padAt(Value input, llvm::ArrayRef<Value> low,
                           llvm::ArrayRef<Value> high, Value padding) {
  auto type = llvm::cast<RankedTensorType>(input.getType());
  llvm::SmallVector<int64_t, 4> staticLow, staticHigh;
  llvm::SmallVector<Value, 4> dynamicLow, dynamicHigh;
  splitStatic(low, staticLow, dynamicLow);
  splitStatic(high, staticHigh, dynamicHigh);
  llvm::SmallVector<int64_t, 4> shape;
  for (size_t d = 0; d < low.size(); ++d) {
    int64_t size = type.getShape()[d];
    bool known = size != kDynamic && staticLow[d] != kDynamic &&
                 staticHigh[d] != kDynamic;
    shape.push_back(known ? size + staticLow[d] + staticHigh[d] : kDynamic);
  }
  auto resultType =
      RankedTensorType::get(shape, type.getElementType(), Attribute());
  OperationState state(loc, ctx.getOperationName(tensor::PadOp::name));
  state.operands.push_back(input);
  state.operands.append(dynamicLow.begin(), dynamicLow.end());
  state.operands.append(dynamicHigh.begin(), dynamicHigh.end());
  state.types.push_back(resultType);
  state.addAttribute(StringAttr::get(ctx, "static_low"),
                     DenseArrayAttr::get(ctx, staticLow));
  state.addAttribute(StringAttr::get(ctx, "static_high"),
                     DenseArrayAttr::get(ctx, staticHigh));
  int32_t segments[] = {1, int32_t(dynamicLow.size()),
                        int32_t(dynamicHigh.size())};
  state.addAttribute(
      StringAttr::get(ctx, "operandSegmentSizes"),
      DenseArrayAttr::get(ctx, llvm::ArrayRef<int32_t>(segments)));
  Region *region = state.addRegion();
  auto *block = new Block();
  region->push_back(block);
  for (size_t d = 0; d < low.size(); ++d)
    block->addArgument(IndexType::get(ctx), loc);
  Operation *padOp = rewriter.create(state);
  Block *savedBlock = rewriter.getInsertionBlock();
  Block::iterator savedPoint = rewriter.getInsertionPoint();
  rewriter.setInsertionPointToEnd(&padOp->getRegion(0).front());
  create<tensor::YieldOp>(rewriter, loc, with<"value">(padding));
  rewriter.setInsertionPoint(savedBlock, savedPoint);
  return padOp->getResult(0);
}

Value TensorBuilder::extractSlice(Value input, llvm::ArrayRef<int64_t> offsets,
                                  llvm::ArrayRef<int64_t> sizes,
                                  llvm::ArrayRef<int64_t> strides) {
  auto type = llvm::cast<RankedTensorType>(input.getType());
  auto resultType =
      RankedTensorType::get(sizes, type.getElementType(), Attribute());
  return create<tensor::ExtractSliceOp>(
             rewriter, loc, with<"source">(input),
             with<"offsets">(ValueRange()), with<"sizes">(ValueRange()),
             with<"strides">(ValueRange()),
             with<"static_offsets">(DenseArrayAttr::get(ctx, offsets)),
             with<"static_sizes">(DenseArrayAttr::get(ctx, sizes)),
             with<"static_strides">(DenseArrayAttr::get(ctx, strides)),
             with<"result">(Type(resultType)))
      .result<"result">();
}

Value TensorBuilder::extractSliceAt(Value input, llvm::ArrayRef<Value> offsets,
                                    llvm::ArrayRef<Value> sizes,
                                    llvm::ArrayRef<int64_t> strides) {
  auto type = llvm::cast<RankedTensorType>(input.getType());
  llvm::SmallVector<int64_t, 4> staticOffsets, staticSizes;
  llvm::SmallVector<Value, 4> dynamicOffsets, dynamicSizes;
  splitStatic(offsets, staticOffsets, dynamicOffsets);
  splitStatic(sizes, staticSizes, dynamicSizes);
  auto resultType =
      RankedTensorType::get(staticSizes, type.getElementType(), Attribute());
  return create<tensor::ExtractSliceOp>(
             rewriter, loc, with<"source">(input),
             with<"offsets">(ValueRange(dynamicOffsets)),
             with<"sizes">(ValueRange(dynamicSizes)),
             with<"strides">(ValueRange()),
             with<"static_offsets">(DenseArrayAttr::get(ctx, staticOffsets)),
             with<"static_sizes">(DenseArrayAttr::get(ctx, staticSizes)),
             with<"static_strides">(DenseArrayAttr::get(ctx, strides)),
             with<"result">(Type(resultType)))
      .result<"result">();
}

Value TensorBuilder::insert(Value scalar, Value dest,
                            llvm::ArrayRef<Value> indices) {
  return create<tensor::InsertOp>(rewriter, loc, with<"scalar">(scalar),
                                  with<"dest">(dest),
                                  with<"indices">(ValueRange(indices)))
      .result<"result">();
}

Value TensorBuilder::insertSliceAt(Value source, Value dest,
                                   llvm::ArrayRef<Value> offsets) {
  auto type = llvm::cast<RankedTensorType>(source.getType());
  llvm::SmallVector<Value, 4> sizes;
  for (int64_t d = 0; d < type.getRank(); ++d)
    sizes.push_back(dim(source, d));
  llvm::SmallVector<int64_t, 4> staticOffsets, staticSizes;
  llvm::SmallVector<Value, 4> dynamicOffsets, dynamicSizes;
  splitStatic(offsets, staticOffsets, dynamicOffsets);
  splitStatic(sizes, staticSizes, dynamicSizes);
  llvm::SmallVector<int64_t, 4> ones(offsets.size(), 1);
  return create<tensor::InsertSliceOp>(
             rewriter, loc, with<"source">(source), with<"dest">(dest),
             with<"offsets">(ValueRange(dynamicOffsets)),
             with<"sizes">(ValueRange(dynamicSizes)),
             with<"strides">(ValueRange()),
             with<"static_offsets">(DenseArrayAttr::get(ctx, staticOffsets)),
             with<"static_sizes">(DenseArrayAttr::get(ctx, staticSizes)),
             with<"static_strides">(DenseArrayAttr::get(ctx, ones)),
             with<"result">(dest.getType()))
      .result<"result">();
}

Value TensorBuilder::insertSlice(Value source, Value dest,
                                 llvm::ArrayRef<int64_t> offsets,
                                 llvm::ArrayRef<int64_t> strides) {
  auto type = llvm::cast<RankedTensorType>(source.getType());
  llvm::SmallVector<int64_t, 4> ones(offsets.size(), 1);
  if (!strides.empty())
    ones.assign(strides.begin(), strides.end());
  return create<tensor::InsertSliceOp>(
             rewriter, loc, with<"source">(source), with<"dest">(dest),
             with<"offsets">(ValueRange()), with<"sizes">(ValueRange()),
             with<"strides">(ValueRange()),
             with<"static_offsets">(DenseArrayAttr::get(ctx, offsets)),
             with<"static_sizes">(DenseArrayAttr::get(ctx, type.getShape())),
             with<"static_strides">(DenseArrayAttr::get(ctx, ones)),
             with<"result">(dest.getType()))
      .result<"result">();
}

/// Whether `made` says everything `declared` does (its rank, each static
/// size), so it can stand for it.
static bool atLeastAsPrecise(RankedTensorType made, Type declared) {
  auto ranked = llvm::dyn_cast<RankedTensorType>(declared);
  if (!ranked)
    return true;
  if (ranked.getRank() != made.getRank())
    return false;
  for (int64_t d = 0; d < made.getRank(); ++d) {
    int64_t want = ranked.getShape()[size_t(d)];
    if (want != kDynamic && want != made.getShape()[size_t(d)])
      return false;
  }
  return true;
}

LogicalResult onnx_to_linalg::replaceWithCasts(PatternRewriter &rewriter,
                                               Operation *op,
                                               ValueRange values) {
  llvm::SmallVector<Value, 4> replacements;
  for (unsigned i = 0; i < values.size(); ++i) {
    Value value = values[i];
    Type declared = op->getResult(i).getType();
    auto made = llvm::dyn_cast<RankedTensorType>(value.getType());
    auto ranked = llvm::dyn_cast<RankedTensorType>(declared);
    if (made && ranked) {
      bool agree = ranked.getRank() == made.getRank() &&
                   ranked.getElementType() == made.getElementType();
      for (int64_t d = 0; agree && d < made.getRank(); ++d) {
        int64_t a = ranked.getShape()[size_t(d)],
                b = made.getShape()[size_t(d)];
        agree = a == kDynamic || b == kDynamic || a == b;
      }
      if (!agree)
        return cannotLower(op, "its result type disagrees with what its "
                               "operands and attributes make");
    }
    if (value.getType() != declared) {
      if (!made || !llvm::isa<RankedTensorType, UnrankedTensorType>(declared))
        return cannotLower(op, "its result type disagrees with what its "
                               "operands and attributes make");
      rewriter.setInsertionPoint(op);
      Value cast =
          create<tensor::CastOp>(rewriter, op->getLoc(), with<"source">(value),
                                 with<"dest">(declared))
              .result<"dest">();
      // onnx ops still to be lowered take the value as the lowering made
      // it where it says more than the declared type (an importer's
      // unknown rank or size): their lowerings see what is known.
      if (atLeastAsPrecise(made, declared)) {
        llvm::SmallVector<OpOperand *, 4> refined;
        for (OpOperand *use = op->getResult(i).getFirstUse(); use;
             use = use->getNextUse())
          if (use->getOwner()->getName().getDialect() ==
                  op->getName().getDialect() &&
              !llvm::isa<ONNX::YieldOp>(use->getOwner()))
            refined.push_back(use);
        for (OpOperand *use : refined)
          rewriter.modifyOpInPlace(use->getOwner(), [&] { use->set(value); });
      }
      value = cast;
    }
    replacements.push_back(value);
  }
  rewriter.replaceOp(op, replacements);
  return llvm::success();
}

//===-- Broadcasting ------------------------------------------------------===//

AffineMapAttr
onnx_to_linalg::broadcastMap(Context &ctx, llvm::ArrayRef<int64_t> operandShape,
                             llvm::ArrayRef<int64_t> resultShape) {
  size_t offset = resultShape.size() - operandShape.size();
  llvm::SmallVector<AffineExpr, 4> results;
  for (size_t j = 0; j < operandShape.size(); ++j) {
    size_t k = offset + j;
    if (operandShape[j] == 1 && resultShape[k] != 1)
      results.push_back(AffineExpr::getConstant(ctx, 0));
    else
      results.push_back(AffineExpr::getDim(ctx, unsigned(k)));
  }
  return AffineMapAttr::get(ctx, unsigned(resultShape.size()), 0, results);
}

//===-- Types, errors, the table ------------------------------------------===//

bool onnx_to_linalg::isOneElement(Value value) {
  RankedTensorType t = rankedType(value);
  return t && t.hasStaticShape() && t.getNumElements() == 1;
}

RankedTensorType onnx_to_linalg::rankedType(Value value) {
  return value ? llvm::dyn_cast<RankedTensorType>(value.getType())
               : RankedTensorType();
}

bool onnx_to_linalg::isLowerableElementType(Type type) {
  if (llvm::isa<FloatType>(type))
    return true;
  auto integer = llvm::dyn_cast<IntegerType>(type);
  return integer && integer.isSignless();
}

LogicalResult onnx_to_linalg::checkFloatTensors(Operation *op) {
  for (Value v : llvm::concat<Value>(op->getOperands(), op->getResults())) {
    RankedTensorType type = rankedType(v);
    if (!type)
      return cannotLower(op, "an operand or result has no known rank");
    if (!llvm::isa<FloatType>(type.getElementType()))
      return cannotLower(op, "it computes on floats only");
  }
  return llvm::success();
}

LogicalResult onnx_to_linalg::checkNumberTensors(Operation *op) {
  for (Value v : llvm::concat<Value>(op->getOperands(), op->getResults())) {
    RankedTensorType type = rankedType(v);
    if (!type)
      return cannotLower(op, "an operand or result has no known rank");
    if (!isLowerableElementType(type.getElementType()))
      return cannotLower(op, "its element types are unsigned");
  }
  return llvm::success();
}

LogicalResult onnx_to_linalg::cannotLower(Operation *op,
                                          const llvm::Twine &why) {
  op->emitError("cannot lower '" + op->getName().getStringRef() +
                "' to linalg: " + why);
  return failure();
}

LoweringFn LoweringTable::lookup(Operation *op) const {
  const OpDefinition *def = op->getName().getDefinition();
  if (!def)
    return nullptr;
  return lowerings.lookup(def->typeID);
}
