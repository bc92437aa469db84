//===- BufferizationModels.cpp - tensor ops onto buffers ------------------===//
//
// MLIR 22's tensor models of BufferizableOpInterface. Views (cast,
// extract_slice, expand_shape, collapse_shape) share their source's buffer
// and become memref views; insert and insert_slice write their
// destination's buffer; ops that make a new tensor (empty, from_elements,
// generate, splat, pad, concat) allocate through bufferization.alloc_tensor
// and fill it, generate-like bodies as a linalg.map on tensors that is
// bufferized in turn. bitcast, which MLIR 22 does not bufferize, reads its
// source's buffer as its own element type.
//
//===----------------------------------------------------------------------===//
#include "dialects/tensor/transforms/BufferizationModels.h"
#include "dialects/affine/AffineComposition.h"
#include "dialects/affine/AffineOps.h"
#include "dialects/arith/ArithOps.h"
#include "dialects/bufferization/BufferizableOpInterface.h"
#include "dialects/bufferization/BufferizationOps.h"
#include "dialects/builtin/BuiltinOps.h"
#include "dialects/common/IndexListSyntax.h"
#include "dialects/linalg/LinalgOps.h"
#include "dialects/memref/MemRefOps.h"
#include "dialects/tensor/TensorOps.h"
#include "ir/AffineExpr.h"
#include "ir/Attributes.h"
#include "ir/Block.h"
#include "ir/Context.h"
#include "ir/Diagnostics.h"
#include "ir/MemRefLayout.h"
#include "ir/Region.h"
#include "rewrite/Folding.h"

using namespace terrace;
using namespace terrace::bufferization;
using llvm::failure;
using llvm::LogicalResult;
using llvm::success;

namespace {

bool always(OpOperand &, const AnalysisState &) { return true; }
bool never(OpOperand &, const AnalysisState &) { return false; }
bool allocates(Value) { return true; }
bool noWrite(Value, const AnalysisState &) { return false; }
AliasingValueList noAliases(OpOperand &, const AnalysisState &) { return {}; }

/// The operand's single result, as `relation`.
template <BufferRelation relation>
AliasingValueList resultAlias(OpOperand &operand, const AnalysisState &) {
  return {{operand.getOwner()->getResult(0), relation}};
}

/// Only the first operand (the source) aliases the result.
template <BufferRelation relation>
AliasingValueList firstOperandAlias(OpOperand &operand,
                                    const AnalysisState &state) {
  if (operand.getOperandNumber() != 0)
    return {};
  return resultAlias<relation>(operand, state);
}

MemRefType bufferTypeOf(Value tensor, const BufferizationOptions &options,
                        llvm::SmallVectorImpl<Value> &stack) {
  return llvm::dyn_cast_if_present<MemRefType>(
      getBufferType(tensor, options, stack));
}

/// The identity layout in the memory space of the source's buffer:
/// tensor.reshape's and tensor.pad's (`OpT`'s) new buffers.
template <typename OpT>
Type identityInSourceSpace(Value value, const BufferizationOptions &options,
                           llvm::SmallVectorImpl<Value> &stack) {
  Type source = getBufferType(
      OpT::wrap(value.getDefiningOp()).template operand<"source">(), options,
      stack);
  if (!source)
    return Type();
  return identityLayoutType(llvm::cast<ShapedType>(value.getType()),
                            getMemorySpace(source));
}

/// MLIR 22 bufferizes tensor.generate, splat and concat only into the
/// default memory space.
LogicalResult checkDefaultMemorySpace(Operation *op,
                                      const BufferizationOptions &options) {
  if (options.defaultMemorySpaceFor(
          llvm::cast<ShapedType>(op->getResult(0).getType())) != Attribute())
    return op->emitError("memory space not implemented yet"), failure();
  return success();
}

Value toBuffer(PatternRewriter &rewriter, Location loc, Value tensor,
               Type type) {
  return create<ToBufferOp>(rewriter, loc, with<"tensor">(tensor),
                            with<"buffer">(type))
      .result<"buffer">();
}

/// A linalg.map on tensors with no inputs, into `init`, whose body takes
/// the element of `init` and whose ops are left to the caller
/// (MLIR's lowerGenerateLikeOpBody and the splat lowering).
std::pair<Value, Block *> mapInto(PatternRewriter &rewriter, Location loc,
                                  Value init) {
  auto type = llvm::cast<RankedTensorType>(init.getType());
  auto map = create<linalg::MapOp>(rewriter, loc, with<"inputs">(ValueRange()),
                                   with<"init">(init),
                                   with<"result">(TypeRange{Type(type)}));
  Block *body = rewriter.createBlock(&map.region<"mapper">(),
                                     TypeRange{type.getElementType()}, {loc});
  return {map->getResult(0), body};
}

/// Moves the body of a generate-like op (one block taking the indices,
/// ending in tensor.yield) into a linalg.map into `init`.
Value lowerGenerateLikeBody(PatternRewriter &rewriter, Location loc, Value init,
                            Region &bodyRegion) {
  InsertionGuard guard(rewriter);
  auto [result, body] = mapInto(rewriter, loc, init);
  auto type = llvm::cast<RankedTensorType>(init.getType());
  rewriter.setInsertionPointToStart(body);
  llvm::SmallVector<Value, 4> indices;
  Context &ctx = rewriter.getContext();
  for (int64_t dim = 0; dim < type.getRank(); ++dim)
    indices.push_back(
        create<linalg::IndexOp>(
            rewriter, loc,
            with<"dim">(IntegerAttr::get(IntegerType::get(ctx, 64), dim)),
            with<"result">(IndexType::get(ctx)))
            .result<"result">());
  rewriter.mergeBlocks(&bodyRegion.front(), body, indices);
  Operation *yield = &body->back();
  rewriter.setInsertionPoint(yield);
  create<linalg::YieldOp>(
      rewriter, loc,
      with<"values">(
          ValueRange{tensor::YieldOp::wrap(yield).operand<"value">()}));
  rewriter.eraseOp(yield);
  return result;
}

//===-- tensor.cast

Type castBufferType(Value value, const BufferizationOptions &options,
                    llvm::SmallVectorImpl<Value> &stack) {
  auto op = tensor::CastOp::wrap(value.getDefiningOp());
  Type source = getBufferType(op.operand<"source">(), options, stack);
  if (!source)
    return Type();
  auto resultType = llvm::cast<ShapedType>(value.getType());
  auto sourceRanked = llvm::dyn_cast<MemRefType>(source);
  if (!sourceRanked || !resultType.hasRank())
    return fullyDynamicLayoutType(resultType, getMemorySpace(source));
  return MemRefType::get(resultType.getShape(), resultType.getElementType(),
                         sourceRanked.getLayout(),
                         sourceRanked.getMemorySpace());
}

LogicalResult castBufferize(Operation *op, PatternRewriter &rewriter,
                            const BufferizationOptions &options,
                            BufferizationState &) {
  Value buffer = getBuffer(
      rewriter, tensor::CastOp::wrap(op).operand<"source">(), options);
  Type type = getBufferType(op->getResult(0), options);
  if (!type)
    return failure();
  if (buffer.getType() != type)
    buffer = create<memref::CastOp>(rewriter, op->getLoc(),
                                    with<"source">(buffer), with<"dest">(type))
                 .result<"dest">();
  replaceOpWithBufferizedValues(rewriter, op, {buffer});
  return success();
}

//===-- bitcast
//
// Not bufferized by MLIR 22 (mlir-opt says "op was not bufferized"):
// Terrace's own. The result is the source's buffer read as the other
// element type of the same width: an unrealized_conversion_cast between
// the two memref types, which the llvm dialect's lowering reconciles (both
// become the same descriptor).

Type bitcastBufferType(Value value, const BufferizationOptions &options,
                       llvm::SmallVectorImpl<Value> &stack) {
  auto op = tensor::BitcastOp::wrap(value.getDefiningOp());
  Type element = llvm::cast<ShapedType>(value.getType()).getElementType();
  Type source = getBufferType(op.operand<"source">(), options, stack);
  if (!source)
    return Type();
  if (auto ranked = llvm::dyn_cast<MemRefType>(source))
    return MemRefType::get(ranked.getShape(), element, ranked.getLayout(),
                           ranked.getMemorySpace());
  return fullyDynamicLayoutType(llvm::cast<ShapedType>(value.getType()),
                                getMemorySpace(source));
}

LogicalResult bitcastBufferize(Operation *op, PatternRewriter &rewriter,
                               const BufferizationOptions &options,
                               BufferizationState &) {
  Value buffer = getBuffer(
      rewriter, tensor::BitcastOp::wrap(op).operand<"source">(), options);
  Type type = getBufferType(op->getResult(0), options);
  if (!type)
    return failure();
  Value cast =
      builtin::UnrealizedConversionCastOp::build(
          rewriter, op->getLoc(), TypeRange({type}), ValueRange({buffer}))
          ->getResult(0);
  replaceOpWithBufferizedValues(rewriter, op, {cast});
  return success();
}

//===-- collapse_shape and expand_shape

Type collapseBufferType(Value value, const BufferizationOptions &options,
                        llvm::SmallVectorImpl<Value> &stack) {
  auto op = tensor::CollapseShapeOp::wrap(value.getDefiningOp());
  auto resultType = llvm::cast<RankedTensorType>(value.getType());
  MemRefType source = bufferTypeOf(op.operand<"src">(), options, stack);
  ReassociationGroups groups =
      reassociationGroups(op.property<"reassociation">());
  if (!source)
    return Type();
  // Dimensions that cannot be collapsed in place: a new buffer.
  if (!memref::isGuaranteedCollapsible(source, groups))
    return identityLayoutType(resultType, source.getMemorySpace());
  std::optional<MemRefType> type =
      memref::computeCollapsedType(source, resultType.getShape(), groups);
  return type ? Type(*type)
              : identityLayoutType(resultType, source.getMemorySpace());
}

LogicalResult collapseBufferize(Operation *op, PatternRewriter &rewriter,
                                const BufferizationOptions &options,
                                BufferizationState &) {
  auto collapse = tensor::CollapseShapeOp::wrap(op);
  Location loc = op->getLoc();
  Value source = collapse.operand<"src">();
  Value buffer = getBuffer(rewriter, source, options);
  auto bufferType = llvm::cast<MemRefType>(buffer.getType());
  ReassociationGroups groups =
      reassociationGroups(collapse.property<"reassociation">());
  auto resultType = llvm::cast<RankedTensorType>(op->getResult(0).getType());
  if (resultType.getRank() != 0 &&
      !memref::isGuaranteedCollapsible(bufferType, groups)) {
    Value copy = allocateTensorForShapedValue(rewriter, loc, source, options);
    buffer = toBuffer(rewriter, loc, copy,
                      MemRefType::get(bufferType.getShape(),
                                      bufferType.getElementType(), Attribute(),
                                      bufferType.getMemorySpace()));
    bufferType = llvm::cast<MemRefType>(buffer.getType());
  }
  std::optional<MemRefType> type =
      memref::computeCollapsedType(bufferType, resultType.getShape(), groups);
  if (!type)
    return op->emitOpError("cannot collapse a buffer of type ")
               << Type(bufferType),
           failure();
  Value result =
      create<memref::CollapseShapeOp>(
          rewriter, loc, with<"src">(buffer),
          with<"reassociation">(collapse.property<"reassociation">()),
          with<"result">(Type(*type)))
          .result<"result">();
  replaceOpWithBufferizedValues(rewriter, op, {result});
  return success();
}

Type expandBufferType(Value value, const BufferizationOptions &options,
                      llvm::SmallVectorImpl<Value> &stack) {
  auto op = tensor::ExpandShapeOp::wrap(value.getDefiningOp());
  auto resultType = llvm::cast<RankedTensorType>(value.getType());
  MemRefType source = bufferTypeOf(op.operand<"src">(), options, stack);
  if (!source)
    return Type();
  std::optional<MemRefType> type = memref::computeExpandedType(
      source, resultType.getShape(),
      reassociationGroups(op.property<"reassociation">()));
  return type ? Type(*type)
              : identityLayoutType(resultType, source.getMemorySpace());
}

LogicalResult expandBufferize(Operation *op, PatternRewriter &rewriter,
                              const BufferizationOptions &options,
                              BufferizationState &) {
  auto expand = tensor::ExpandShapeOp::wrap(op);
  Value buffer = getBuffer(rewriter, expand.operand<"src">(), options);
  auto resultType = llvm::cast<RankedTensorType>(op->getResult(0).getType());
  std::optional<MemRefType> type = memref::computeExpandedType(
      llvm::cast<MemRefType>(buffer.getType()), resultType.getShape(),
      reassociationGroups(expand.property<"reassociation">()));
  if (!type)
    return op->emitOpError("cannot expand a buffer of type ")
               << buffer.getType(),
           failure();
  Value result =
      create<memref::ExpandShapeOp>(
          rewriter, op->getLoc(), with<"src">(buffer),
          with<"output_shape">(expand.operands<"output_shape">()),
          with<"reassociation">(expand.property<"reassociation">()),
          with<"static_output_shape">(expand.property<"static_output_shape">()),
          with<"result">(Type(*type)))
          .result<"result">();
  replaceOpWithBufferizedValues(rewriter, op, {result});
  return success();
}

//===-- dim, rank, extract, insert

LogicalResult dimBufferize(Operation *op, PatternRewriter &rewriter,
                           const BufferizationOptions &options,
                           BufferizationState &) {
  auto dim = tensor::DimOp::wrap(op);
  Value buffer = getBuffer(rewriter, dim.operand<"source">(), options);
  Value result =
      create<memref::DimOp>(rewriter, op->getLoc(), with<"source">(buffer),
                            with<"index">(dim.operand<"index">()),
                            with<"result">(op->getResult(0).getType()))
          .result<"result">();
  rewriter.replaceOp(op, {result});
  return success();
}

LogicalResult rankBufferize(Operation *op, PatternRewriter &rewriter,
                            const BufferizationOptions &options,
                            BufferizationState &) {
  Value buffer = getBuffer(
      rewriter, tensor::RankOp::wrap(op).operand<"tensor">(), options);
  Value result =
      create<memref::RankOp>(rewriter, op->getLoc(), with<"memref">(buffer),
                             with<"result">(op->getResult(0).getType()))
          .result<"result">();
  rewriter.replaceOp(op, {result});
  return success();
}

LogicalResult extractBufferize(Operation *op, PatternRewriter &rewriter,
                               const BufferizationOptions &options,
                               BufferizationState &) {
  auto extract = tensor::ExtractOp::wrap(op);
  Value buffer = getBuffer(rewriter, extract.operand<"tensor">(), options);
  Value result =
      create<memref::LoadOp>(
          rewriter, op->getLoc(), with<"memref">(buffer),
          with<"indices">(extract.operands<"indices">()),
          with<"nontemporal">(constraints::falseAttr(rewriter.getContext())),
          with<"result">(op->getResult(0).getType()))
          .result<"result">();
  rewriter.replaceOp(op, {result});
  return success();
}

/// The destination (operand 1) of insert and insert_slice.
bool isDest(OpOperand &operand) { return operand.getOperandNumber() == 1; }

bool insertReads(OpOperand &operand, const AnalysisState &) {
  return isDest(operand);
}
bool destWrites(OpOperand &operand, const AnalysisState &) {
  return isDest(operand);
}
AliasingValueList destAlias(OpOperand &operand, const AnalysisState &state) {
  if (!isDest(operand))
    return {};
  return resultAlias<BufferRelation::Equivalent>(operand, state);
}

LogicalResult insertBufferize(Operation *op, PatternRewriter &rewriter,
                              const BufferizationOptions &options,
                              BufferizationState &) {
  auto insert = tensor::InsertOp::wrap(op);
  Value buffer = getBuffer(rewriter, insert.operand<"dest">(), options);
  create<memref::StoreOp>(
      rewriter, op->getLoc(), with<"value">(insert.operand<"scalar">()),
      with<"memref">(buffer), with<"indices">(insert.operands<"indices">()),
      with<"nontemporal">(constraints::falseAttr(rewriter.getContext())));
  replaceOpWithBufferizedValues(rewriter, op, {buffer});
  return success();
}

//===-- extract_slice and insert_slice

llvm::SmallVector<int64_t, 4> staticValues(Operation *op,
                                           llvm::StringRef name) {
  return denseI64Values(op->getInherentAttr(name));
}

Type extractSliceBufferType(Value value, const BufferizationOptions &options,
                            llvm::SmallVectorImpl<Value> &stack) {
  auto op = tensor::ExtractSliceOp::wrap(value.getDefiningOp());
  auto resultType = llvm::cast<RankedTensorType>(value.getType());
  MemRefType source = bufferTypeOf(op.operand<"source">(), options, stack);
  if (!source)
    return Type();
  return memref::inferRankReducedSubViewType(
      resultType.getShape(), source, staticValues(op, "static_offsets"),
      staticValues(op, "static_sizes"), staticValues(op, "static_strides"));
}

/// A memref.subview of `buffer` with the offsets, sizes and strides of
/// slice op `slice` (extract_slice, insert_slice), of type `type`.
Value subview(PatternRewriter &rewriter, Operation *slice, Value buffer,
              OperandRange offsets, OperandRange sizes, OperandRange strides,
              Type type) {
  return create<memref::SubViewOp>(
             rewriter, slice->getLoc(), with<"source">(buffer),
             with<"offsets">(offsets), with<"sizes">(sizes),
             with<"strides">(strides),
             with<"static_offsets">(slice->getInherentAttr("static_offsets")),
             with<"static_sizes">(slice->getInherentAttr("static_sizes")),
             with<"static_strides">(slice->getInherentAttr("static_strides")),
             with<"result">(type))
      .result<"result">();
}

LogicalResult extractSliceBufferize(Operation *op, PatternRewriter &rewriter,
                                    const BufferizationOptions &options,
                                    BufferizationState &) {
  auto slice = tensor::ExtractSliceOp::wrap(op);
  Value buffer = getBuffer(rewriter, slice.operand<"source">(), options);
  auto resultType = llvm::cast<RankedTensorType>(op->getResult(0).getType());
  Type type = memref::inferRankReducedSubViewType(
      resultType.getShape(), llvm::cast<MemRefType>(buffer.getType()),
      staticValues(op, "static_offsets"), staticValues(op, "static_sizes"),
      staticValues(op, "static_strides"));
  Value result =
      subview(rewriter, op, buffer, slice.operands<"offsets">(),
              slice.operands<"sizes">(), slice.operands<"strides">(), type);
  replaceOpWithBufferizedValues(rewriter, op, {result});
  return success();
}

/// Whether insert_slice `op` overwrites all of its destination.
bool overwritesDest(Operation *op) {
  auto destType = llvm::cast<RankedTensorType>(
      tensor::InsertSliceOp::wrap(op).operand<"dest">().getType());
  if (op->getNumOperands() != 2)
    return false;
  llvm::SmallVector<int64_t, 4> offsets = staticValues(op, "static_offsets"),
                                sizes = staticValues(op, "static_sizes"),
                                strides = staticValues(op, "static_strides");
  for (size_t i = 0; i < sizes.size(); ++i)
    if (offsets[i] != 0 || strides[i] != 1 || i >= size_t(destType.getRank()) ||
        sizes[i] != destType.getShape()[i])
      return false;
  return true;
}

bool insertSliceReads(OpOperand &operand, const AnalysisState &) {
  if (!isDest(operand))
    return true;
  return !overwritesDest(operand.getOwner());
}

/// The destination of `insert`, an insert_slice or a parallel_insert_slice.
Value insertDest(Operation *insert) {
  if (auto parallel = llvm::dyn_cast<tensor::ParallelInsertSliceOp>(insert))
    return parallel.operand<"dest">();
  return tensor::InsertSliceOp::wrap(insert).operand<"dest">();
}

/// Whether `candidate` is an extract_slice of an equivalent of the
/// insert_slice's destination at the same offsets, sizes and strides.
bool isEquivalentSlice(const AnalysisState &state, Operation *insert,
                       Value candidate) {
  auto extract = llvm::dyn_cast_if_present<tensor::ExtractSliceOp>(
      candidate.getDefiningOp());
  if (!extract)
    return false;
  if (!state.areEquivalentBufferizedValues(extract.operand<"source">(),
                                           insertDest(insert)))
    return false;
  // The same offsets, sizes and strides, a constant operand counting as
  // its value (MLIR's isEqualConstantIntOrValue).
  // Operands after the first `skip` are the dynamic offsets, sizes and
  // strides, in that order.
  auto mixed = [](Operation *op, unsigned skip) {
    llvm::SmallVector<std::pair<int64_t, Value>, 12> result;
    OperandRange values = op->getOperands().drop_front(skip);
    size_t next = 0;
    for (llvm::StringRef name :
         {"static_offsets", "static_sizes", "static_strides"})
      for (int64_t v : denseI64Values(op->getInherentAttr(name))) {
        if (v != kDynamic) {
          result.push_back({v, Value()});
          continue;
        }
        Value value = values[next++];
        auto constant =
            llvm::dyn_cast_if_present<arith::ConstantOp>(value.getDefiningOp());
        auto attr =
            constant ? llvm::dyn_cast<IntegerAttr>(constant.property<"value">())
                     : IntegerAttr();
        result.push_back(attr ? std::pair(attr.getInt(), Value())
                              : std::pair(kDynamic, value));
      }
    return result;
  };
  return mixed(extract, 1) == mixed(insert, 2);
}

LogicalResult insertSliceBufferize(Operation *op, PatternRewriter &rewriter,
                                   const BufferizationOptions &options,
                                   BufferizationState &) {
  auto insert = tensor::InsertSliceOp::wrap(op);
  Value dest = getBuffer(rewriter, insert.operand<"dest">(), options);
  auto sourceType =
      llvm::cast<RankedTensorType>(insert.operand<"source">().getType());
  Type type = memref::inferRankReducedSubViewType(
      sourceType.getShape(), llvm::cast<MemRefType>(dest.getType()),
      staticValues(op, "static_offsets"), staticValues(op, "static_sizes"),
      staticValues(op, "static_strides"));
  Value view =
      subview(rewriter, op, dest, insert.operands<"offsets">(),
              insert.operands<"sizes">(), insert.operands<"strides">(), type);
  Value source = getBuffer(rewriter, insert.operand<"source">(), options);
  create<memref::CopyOp>(rewriter, op->getLoc(), with<"source">(source),
                         with<"target">(view));
  replaceOpWithBufferizedValues(rewriter, op, {dest});
  return success();
}

//===-- parallel_insert_slice

bool parallelInsertReads(OpOperand &operand, const AnalysisState &) {
  return operand.getOperandNumber() == 0;
}

LogicalResult noConflicts(Operation *, PatternRewriter &, const AnalysisState &,
                          BufferizationState &) {
  return success();
}

/// A subview of the destination's buffer and a copy into it, just before
/// the in_parallel terminator; the op itself goes.
LogicalResult parallelInsertBufferize(Operation *op, PatternRewriter &rewriter,
                                      const BufferizationOptions &options,
                                      BufferizationState &) {
  InsertionGuard guard(rewriter);
  auto insert = tensor::ParallelInsertSliceOp::wrap(op);
  rewriter.setInsertionPoint(op->getParentOp());
  Value dest = getBuffer(rewriter, insert.operand<"dest">(), options);
  Value source = getBuffer(rewriter, insert.operand<"source">(), options);
  auto sourceType =
      llvm::cast<RankedTensorType>(insert.operand<"source">().getType());
  Type type = memref::inferRankReducedSubViewType(
      sourceType.getShape(), llvm::cast<MemRefType>(dest.getType()),
      staticValues(op, "static_offsets"), staticValues(op, "static_sizes"),
      staticValues(op, "static_strides"));
  Value view =
      subview(rewriter, op, dest, insert.operands<"offsets">(),
              insert.operands<"sizes">(), insert.operands<"strides">(), type);
  create<memref::CopyOp>(rewriter, op->getLoc(), with<"source">(source),
                         with<"target">(view));
  rewriter.eraseOp(op);
  return success();
}

//===-- Ops that make a new tensor

LogicalResult emptyBufferize(Operation *op, PatternRewriter &rewriter,
                             const BufferizationOptions &options,
                             BufferizationState &) {
  Value result = op->getResult(0);
  if (result.use_empty()) {
    rewriter.eraseOp(op);
    return success();
  }
  Value alloc = allocateTensorForShapedValue(rewriter, op->getLoc(), result,
                                             options, /*copy=*/false);
  if (!alloc)
    return failure();
  rewriter.replaceOp(op, {alloc});
  return success();
}

/// Stores the elements row-major, the indices from `constants`.
void storeElements(PatternRewriter &rewriter, Location loc, size_t dim,
                   Value buffer, llvm::ArrayRef<int64_t> shape,
                   llvm::ArrayRef<Value> constants, OperandRange elements,
                   size_t &next, llvm::SmallVectorImpl<Value> &indices) {
  if (dim == shape.size() - 1) {
    for (int64_t i = 0; i < shape.back(); ++i) {
      indices.back() = constants[size_t(i)];
      create<memref::StoreOp>(
          rewriter, loc, with<"value">(elements[next++]),
          with<"memref">(buffer), with<"indices">(ValueRange(indices)),
          with<"nontemporal">(constraints::falseAttr(rewriter.getContext())));
    }
    return;
  }
  for (int64_t i = 0; i < shape[dim]; ++i) {
    indices[dim] = constants[size_t(i)];
    storeElements(rewriter, loc, dim + 1, buffer, shape, constants, elements,
                  next, indices);
  }
}

LogicalResult fromElementsBufferize(Operation *op, PatternRewriter &rewriter,
                                    const BufferizationOptions &options,
                                    BufferizationState &) {
  Location loc = op->getLoc();
  auto type = llvm::cast<RankedTensorType>(op->getResult(0).getType());
  Value alloc = allocateTensorForShapedValue(rewriter, loc, op->getResult(0),
                                             options, /*copy=*/false);
  if (!alloc)
    return failure();
  Type bufferType = getBufferType(alloc, options);
  if (!bufferType)
    return failure();
  Value buffer = toBuffer(rewriter, loc, alloc, bufferType);
  OperandRange elements = op->getOperands();
  llvm::ArrayRef<int64_t> shape = type.getShape();
  if (elements.empty()) {
    replaceOpWithBufferizedValues(rewriter, op, {buffer});
    return success();
  }
  if (shape.empty()) {
    create<memref::StoreOp>(
        rewriter, loc, with<"value">(elements.front()), with<"memref">(buffer),
        with<"indices">(ValueRange()),
        with<"nontemporal">(constraints::falseAttr(rewriter.getContext())));
    replaceOpWithBufferizedValues(rewriter, op, {buffer});
    return success();
  }
  int64_t maxDim = *llvm::max_element(shape);
  llvm::SmallVector<Value, 8> constants;
  for (int64_t i = 0; i < maxDim; ++i)
    constants.push_back(indexConstant(rewriter, loc, i));
  llvm::SmallVector<Value, 4> indices(shape.size(), constants.front());
  size_t next = 0;
  storeElements(rewriter, loc, 0, buffer, shape, constants, elements, next,
                indices);
  replaceOpWithBufferizedValues(rewriter, op, {buffer});
  return success();
}

LogicalResult generateBufferize(Operation *op, PatternRewriter &rewriter,
                                const BufferizationOptions &options,
                                BufferizationState &) {
  Location loc = op->getLoc();
  if (failed(checkDefaultMemorySpace(op, options)))
    return failure();
  Value alloc = allocateTensorForShapedValue(rewriter, loc, op->getResult(0),
                                             options, /*copy=*/false);
  if (!alloc)
    return failure();
  Value result = lowerGenerateLikeBody(rewriter, loc, alloc, op->getRegion(0));
  rewriter.replaceOp(op, {result});
  return success();
}

LogicalResult splatBufferize(Operation *op, PatternRewriter &rewriter,
                             const BufferizationOptions &options,
                             BufferizationState &) {
  Location loc = op->getLoc();
  auto splat = tensor::SplatOp::wrap(op);
  Value alloc = allocateTensorForShapedValue(rewriter, loc, op->getResult(0),
                                             options, /*copy=*/false);
  if (!alloc || failed(checkDefaultMemorySpace(op, options)))
    return failure();
  Value result;
  {
    InsertionGuard guard(rewriter);
    auto [mapResult, body] = mapInto(rewriter, loc, alloc);
    rewriter.setInsertionPointToStart(body);
    create<linalg::YieldOp>(
        rewriter, loc, with<"values">(ValueRange{splat.operand<"input">()}));
    result = mapResult;
  }
  rewriter.replaceOp(op, {result});
  return success();
}

/// The low (high) padding of `pad` as MLIR's getMixedLowPad gives it:
/// constants folded in.
llvm::SmallVector<OpFoldResult, 4> mixedPad(tensor::PadOp pad, bool low) {
  Context &ctx = pad->getContext();
  Type index = IndexType::get(ctx);
  llvm::SmallVector<int64_t, 4> statics = denseI64Values(
      low ? pad.property<"static_low">() : pad.property<"static_high">());
  OperandRange values = low ? pad.operands<"low">() : pad.operands<"high">();
  llvm::SmallVector<OpFoldResult, 4> result;
  size_t next = 0;
  for (int64_t v : statics) {
    if (v != kDynamic) {
      result.push_back(IntegerAttr::get(index, v));
      continue;
    }
    Value value = values[next++];
    auto constant =
        llvm::dyn_cast_if_present<arith::ConstantOp>(value.getDefiningOp());
    auto attr = constant
                    ? llvm::dyn_cast<IntegerAttr>(constant.property<"value">())
                    : IntegerAttr();
    result.push_back(attr ? OpFoldResult(IntegerAttr::get(index, attr.getInt()))
                          : OpFoldResult(value));
  }
  return result;
}

/// MLIR's getValueOrCreateConstantIndexOp.
Value valueOf(PatternRewriter &rewriter, Location loc, OpFoldResult ofr) {
  if (ofr.value)
    return ofr.value;
  return indexConstant(rewriter, loc,
                       llvm::cast<IntegerAttr>(ofr.attr).getInt());
}

/// `tensor.dim %tensor, i` (with its index constant).
Value tensorDim(PatternRewriter &rewriter, Location loc, Value tensor,
                int64_t i) {
  return create<tensor::DimOp>(
             rewriter, loc, with<"source">(tensor),
             with<"index">(indexConstant(rewriter, loc, i)),
             with<"result">(IndexType::get(rewriter.getContext())))
      .result<"result">();
}

/// MLIR's createOrFold<tensor::DimOp>: the dim, or what it folds to (the
/// index constant stays, as in MLIR).
Value tensorDimOrFold(PatternRewriter &rewriter, Location loc, Value tensor,
                      int64_t i) {
  Value dim = tensorDim(rewriter, loc, tensor, i);
  Operation *dimOp = dim.getDefiningOp();
  llvm::SmallVector<OpFoldResult, 1> folded;
  if (failed(foldOperation(dimOp, folded)) || folded.size() != 1)
    return dim;
  if (Value v = folded[0].value) {
    rewriter.eraseOp(dimOp);
    return v;
  }
  if (auto attr = llvm::dyn_cast_if_present<IntegerAttr>(folded[0].attr)) {
    rewriter.eraseOp(dimOp);
    return indexConstant(rewriter, loc, attr.getInt());
  }
  return dim;
}

LogicalResult padBufferize(Operation *op, PatternRewriter &rewriter,
                           const BufferizationOptions &options,
                           BufferizationState &) {
  auto pad = tensor::PadOp::wrap(op);
  Location loc = op->getLoc();
  Context &ctx = rewriter.getContext();
  auto resultType = llvm::cast<RankedTensorType>(op->getResult(0).getType());
  Value source = pad.operand<"source">();
  auto sourceType = llvm::cast<RankedTensorType>(source.getType());
  llvm::SmallVector<OpFoldResult, 4> low = mixedPad(pad, true),
                                     high = mixedPad(pad, false);
  AffineExpr s0 = AffineExpr::getSymbol(ctx, 0),
             s1 = AffineExpr::getSymbol(ctx, 1),
             s2 = AffineExpr::getSymbol(ctx, 2);
  // MLIR computes the sizes here and leaves them unused; the allocation
  // takes them from the pad's reified shape below.
  for (int64_t i = 0; i < resultType.getRank(); ++i) {
    if (resultType.getShape()[size_t(i)] != kDynamic)
      continue;
    Value dim = tensorDim(rewriter, loc, source, i);
    Value lowValue = valueOf(rewriter, loc, low[size_t(i)]);
    Value highValue = valueOf(rewriter, loc, high[size_t(i)]);
    create<affine::ApplyOp>(
        rewriter, loc,
        with<"map">(AffineMapAttr::get(ctx, 0, 3, {s0 + s1 + s2})),
        with<"mapOperands">(ValueRange{dim, lowValue, highValue}));
  }
  // The pad's reified shape (PadOp::reifyResultShapes), made values once
  // all are computed.
  llvm::SmallVector<OpFoldResult, 4> reified;
  AffineExpr d0 = AffineExpr::getDim(ctx, 0), d1 = AffineExpr::getDim(ctx, 1),
             d2 = AffineExpr::getDim(ctx, 2);
  for (int64_t i = 0; i < resultType.getRank(); ++i) {
    if (resultType.getShape()[size_t(i)] != kDynamic)
      continue;
    Value dim = tensorDimOrFold(rewriter, loc, source, i);
    reified.push_back(affine::makeComposedFoldedAffineApply(
        rewriter, loc, AffineMapAttr::get(ctx, 3, 0, {d0 + d1 + d2}),
        {dim, low[size_t(i)], high[size_t(i)]}));
  }
  llvm::SmallVector<Value, 4> sizes;
  for (const OpFoldResult &size : reified)
    sizes.push_back(valueOf(rewriter, loc, size));
  Value alloc = create<AllocTensorOp>(
                    rewriter, loc, with<"dynamic_sizes">(ValueRange(sizes)),
                    with<"copy">(ValueRange()), with<"size_hint">(ValueRange()),
                    with<"result">(Type(resultType)))
                    .result<"result">();
  // In the source's memory space (allocateTensorForShapedValue's).
  Type bufferType = getBufferType(op->getResult(0), options);
  if (!bufferType)
    return failure();
  if (Attribute space = getMemorySpace(bufferType))
    AllocTensorOp::wrap(alloc.getDefiningOp())
        .setProperty<"memory_space">(space);
  Value filled =
      lowerGenerateLikeBody(rewriter, loc, alloc, pad.region<"region">());
  // The source goes in at the low padding, as an insert_slice bufferized
  // in turn.
  llvm::SmallVector<int64_t, 4> offsets, sliceSizes;
  llvm::SmallVector<Value, 4> dynamicOffsets, dynamicSizes;
  for (OpFoldResult ofr : low) {
    offsets.push_back(ofr.value ? kDynamic
                                : llvm::cast<IntegerAttr>(ofr.attr).getInt());
    if (ofr.value)
      dynamicOffsets.push_back(ofr.value);
  }
  for (int64_t i = 0; i < sourceType.getRank(); ++i) {
    int64_t size = sourceType.getShape()[size_t(i)];
    sliceSizes.push_back(size);
    if (size == kDynamic)
      dynamicSizes.push_back(tensorDimOrFold(rewriter, loc, source, i));
  }
  llvm::SmallVector<int64_t, 4> ones(size_t(sourceType.getRank()), 1);
  Value inserted =
      create<tensor::InsertSliceOp>(
          rewriter, loc, with<"source">(source), with<"dest">(filled),
          with<"offsets">(ValueRange(dynamicOffsets)),
          with<"sizes">(ValueRange(dynamicSizes)),
          with<"strides">(ValueRange()),
          with<"static_offsets">(
              DenseArrayAttr::get(ctx, llvm::ArrayRef(offsets))),
          with<"static_sizes">(
              DenseArrayAttr::get(ctx, llvm::ArrayRef(sliceSizes))),
          with<"static_strides">(
              DenseArrayAttr::get(ctx, llvm::ArrayRef(ones))),
          with<"result">(Type(resultType)))
          .result<"result">();
  rewriter.replaceOp(op, {inserted});
  return success();
}

LogicalResult concatBufferize(Operation *op, PatternRewriter &rewriter,
                              const BufferizationOptions &options,
                              BufferizationState &) {
  auto concat = tensor::ConcatOp::wrap(op);
  Location loc = op->getLoc();
  auto type = llvm::cast<RankedTensorType>(op->getResult(0).getType());
  for (Value input : op->getOperands())
    if (!llvm::cast<RankedTensorType>(input.getType()).hasStaticShape())
      return op->emitOpError("bufferizing a tensor.concat of dynamic shape "
                             "is not supported yet"),
             failure();
  Value alloc = allocateTensorForShapedValue(rewriter, loc, op->getResult(0),
                                             options, /*copy=*/false);
  if (!alloc || failed(checkDefaultMemorySpace(op, options)))
    return failure();
  Value dest = toBuffer(rewriter, loc, alloc, identityLayoutType(type));
  auto destType = llvm::cast<MemRefType>(dest.getType());
  int64_t dim = llvm::cast<IntegerAttr>(concat.property<"dim">()).getInt();
  size_t rank = size_t(type.getRank());
  llvm::SmallVector<int64_t, 4> offsets(rank, 0), strides(rank, 1);
  Context &ctx = rewriter.getContext();
  int64_t offset = 0;
  for (Value input : op->getOperands()) {
    Value buffer = getBuffer(rewriter, input, options);
    auto inputType = llvm::cast<RankedTensorType>(input.getType());
    llvm::SmallVector<int64_t, 4> sizes(inputType.getShape());
    offsets[size_t(dim)] = offset;
    Type viewType = memref::inferRankReducedSubViewType(
        inputType.getShape(), destType, offsets, sizes, strides);
    Value view =
        create<memref::SubViewOp>(
            rewriter, loc, with<"source">(dest), with<"offsets">(ValueRange()),
            with<"sizes">(ValueRange()), with<"strides">(ValueRange()),
            with<"static_offsets">(
                DenseArrayAttr::get(ctx, llvm::ArrayRef(offsets))),
            with<"static_sizes">(
                DenseArrayAttr::get(ctx, llvm::ArrayRef(sizes))),
            with<"static_strides">(
                DenseArrayAttr::get(ctx, llvm::ArrayRef(strides))),
            with<"result">(viewType))
            .result<"result">();
    create<memref::CopyOp>(rewriter, loc, with<"source">(buffer),
                           with<"target">(view));
    offset += inputType.getShape()[size_t(dim)];
  }
  replaceOpWithBufferizedValues(rewriter, op, {dest});
  return success();
}

//===-- reshape

bool reshapeReads(OpOperand &operand, const AnalysisState &) {
  return operand.getOperandNumber() == 1;
}

LogicalResult reshapeBufferize(Operation *op, PatternRewriter &rewriter,
                               const BufferizationOptions &options,
                               BufferizationState &) {
  auto reshape = tensor::ReshapeOp::wrap(op);
  Location loc = op->getLoc();
  Value source = getBuffer(rewriter, reshape.operand<"source">(), options);
  Value shape = getBuffer(rewriter, reshape.operand<"shape">(), options);
  Type resultType = getBufferType(op->getResult(0), options);
  if (!resultType)
    return failure();
  auto sourceType = llvm::dyn_cast<MemRefType>(source.getType());
  if (sourceType && !hasIdentityLayout(sourceType)) {
    Value copy = allocateTensorForShapedValue(
        rewriter, loc, reshape.operand<"source">(), options);
    source = toBuffer(rewriter, loc, copy,
                      MemRefType::get(sourceType.getShape(),
                                      sourceType.getElementType(), Attribute(),
                                      sourceType.getMemorySpace()));
  }
  Value result = create<memref::ReshapeOp>(
                     rewriter, loc, with<"source">(source),
                     with<"shape">(shape), with<"result">(resultType))
                     .result<"result">();
  replaceOpWithBufferizedValues(rewriter, op, {result});
  return success();
}

const BufferizableOpInterface kCastModel = {
    .bufferizesToMemoryRead = never,
    .bufferizesToMemoryWrite = never,
    .getAliasingValues = resultAlias<BufferRelation::Equivalent>,
    .bufferize = castBufferize,
    .getBufferType = castBufferType,
};

const BufferizableOpInterface kBitcastModel = {
    .bufferizesToMemoryRead = never,
    .bufferizesToMemoryWrite = never,
    .getAliasingValues = resultAlias<BufferRelation::Equivalent>,
    .bufferize = bitcastBufferize,
    .getBufferType = bitcastBufferType,
};

const BufferizableOpInterface kCollapseShapeModel = {
    .bufferizesToMemoryRead = always,
    .bufferizesToMemoryWrite = never,
    .getAliasingValues = resultAlias<BufferRelation::Equivalent>,
    .bufferize = collapseBufferize,
    .getBufferType = collapseBufferType,
};

const BufferizableOpInterface kExpandShapeModel = {
    .bufferizesToMemoryRead = never,
    .bufferizesToMemoryWrite = never,
    .getAliasingValues = firstOperandAlias<BufferRelation::Equivalent>,
    .bufferize = expandBufferize,
    .getBufferType = expandBufferType,
};

const BufferizableOpInterface kDimModel = {
    .bufferizesToMemoryRead = never,
    .bufferizesToMemoryWrite = never,
    .getAliasingValues = noAliases,
    .bufferize = dimBufferize,
};

const BufferizableOpInterface kRankModel = {
    .bufferizesToMemoryRead = never,
    .bufferizesToMemoryWrite = never,
    .getAliasingValues = noAliases,
    .bufferize = rankBufferize,
};

const BufferizableOpInterface kEmptyModel = {
    .bufferizesToMemoryRead = never,
    .bufferizesToMemoryWrite = never,
    .getAliasingValues = noAliases,
    .bufferize = emptyBufferize,
    .resultBufferizesToMemoryWrite = noWrite,
    .bufferizesToAllocation = allocates,
};

const BufferizableOpInterface kExtractModel = {
    .bufferizesToMemoryRead = always,
    .bufferizesToMemoryWrite = never,
    .getAliasingValues = noAliases,
    .bufferize = extractBufferize,
};

const BufferizableOpInterface kInsertModel = {
    .bufferizesToMemoryRead = insertReads,
    .bufferizesToMemoryWrite = destWrites,
    .getAliasingValues = destAlias,
    .bufferize = insertBufferize,
};

const BufferizableOpInterface kExtractSliceModel = {
    .bufferizesToMemoryRead = never,
    .bufferizesToMemoryWrite = never,
    .getAliasingValues = firstOperandAlias<BufferRelation::Unknown>,
    .bufferize = extractSliceBufferize,
    .getBufferType = extractSliceBufferType,
};

const BufferizableOpInterface kInsertSliceModel = {
    .bufferizesToMemoryRead = insertSliceReads,
    .bufferizesToMemoryWrite = destWrites,
    .getAliasingValues = destAlias,
    .bufferize = insertSliceBufferize,
    .isEquivalentSubset = isEquivalentSlice,
};

const BufferizableOpInterface kParallelInsertSliceModel = {
    .bufferizesToMemoryRead = parallelInsertReads,
    .bufferizesToMemoryWrite = destWrites,
    .getAliasingValues = noAliases,
    .bufferize = parallelInsertBufferize,
    .resolveConflicts = noConflicts,
    .isEquivalentSubset = isEquivalentSlice,
};

const BufferizableOpInterface kFromElementsModel = {
    .bufferizesToMemoryRead = always,
    .bufferizesToMemoryWrite = never,
    .getAliasingValues = noAliases,
    .bufferize = fromElementsBufferize,
    .bufferizesToAllocation = allocates,
};

const BufferizableOpInterface kGenerateModel = {
    .bufferizesToMemoryRead = always,
    .bufferizesToMemoryWrite = never,
    .getAliasingValues = noAliases,
    .bufferize = generateBufferize,
    .bufferizesToAllocation = allocates,
};

const BufferizableOpInterface kSplatModel = {
    .bufferizesToMemoryRead = always,
    .bufferizesToMemoryWrite = never,
    .getAliasingValues = noAliases,
    .bufferize = splatBufferize,
    .bufferizesToAllocation = allocates,
};

const BufferizableOpInterface kPadModel = {
    .bufferizesToMemoryRead = always,
    .bufferizesToMemoryWrite = never,
    .getAliasingValues = noAliases,
    .bufferize = padBufferize,
    .bufferizesToAllocation = allocates,
    .getBufferType = identityInSourceSpace<tensor::PadOp>,
};

const BufferizableOpInterface kConcatModel = {
    .bufferizesToMemoryRead = always,
    .bufferizesToMemoryWrite = never,
    .getAliasingValues = noAliases,
    .bufferize = concatBufferize,
    .bufferizesToAllocation = allocates,
};

const BufferizableOpInterface kReshapeModel = {
    .bufferizesToMemoryRead = reshapeReads,
    .bufferizesToMemoryWrite = never,
    .getAliasingValues = firstOperandAlias<BufferRelation::Equivalent>,
    .bufferize = reshapeBufferize,
    .getBufferType = identityInSourceSpace<tensor::ReshapeOp>,
};

} // namespace

void terrace::registerTensorBufferizationModels(Context &ctx) {
  ctx.attachOpInterface<tensor::CastOp>(kCastModel);
  ctx.attachOpInterface<tensor::BitcastOp>(kBitcastModel);
  ctx.attachOpInterface<tensor::CollapseShapeOp>(kCollapseShapeModel);
  ctx.attachOpInterface<tensor::ExpandShapeOp>(kExpandShapeModel);
  ctx.attachOpInterface<tensor::DimOp>(kDimModel);
  ctx.attachOpInterface<tensor::RankOp>(kRankModel);
  ctx.attachOpInterface<tensor::EmptyOp>(kEmptyModel);
  ctx.attachOpInterface<tensor::ExtractOp>(kExtractModel);
  ctx.attachOpInterface<tensor::InsertOp>(kInsertModel);
  ctx.attachOpInterface<tensor::ExtractSliceOp>(kExtractSliceModel);
  ctx.attachOpInterface<tensor::InsertSliceOp>(kInsertSliceModel);
  ctx.attachOpInterface<tensor::ParallelInsertSliceOp>(
      kParallelInsertSliceModel);
  ctx.attachOpInterface<tensor::FromElementsOp>(kFromElementsModel);
  ctx.attachOpInterface<tensor::GenerateOp>(kGenerateModel);
  ctx.attachOpInterface<tensor::SplatOp>(kSplatModel);
  ctx.attachOpInterface<tensor::PadOp>(kPadModel);
  ctx.attachOpInterface<tensor::ConcatOp>(kConcatModel);
  ctx.attachOpInterface<tensor::ReshapeOp>(kReshapeModel);
}
