//===- BufferizationOpModels.cpp - bufferization's own ops onto buffers ---===//
//
// alloc_tensor becomes memref.alloc (and a copy), to_tensor stays until
// its to_buffer partner folds it away, materialize_in_destination is a
// memref.copy into the destination's buffer, dealloc_tensor a
// memref.dealloc, as in MLIR 22.
//
//===----------------------------------------------------------------------===//
#include "dialects/bufferization/BufferizationOps.h"
#include "dialects/bufferization/transforms/OneShotAnalysis.h"
#include "dialects/memref/MemRefOps.h"
#include "ir/Context.h"
#include "ir/Diagnostics.h"

using namespace terrace;
using namespace terrace::bufferization;
using llvm::LogicalResult;
using llvm::success;

namespace {

bool always(OpOperand &, const AnalysisState &) { return true; }
bool never(OpOperand &, const AnalysisState &) { return false; }
AliasingValueList noAliases(OpOperand &, const AnalysisState &) { return {}; }

//===-- alloc_tensor

bool allocTensorAllocates(Value) { return true; }

bool allocTensorResultWrites(Value result, const AnalysisState &) {
  return bool(AllocTensorOp::wrap(result.getDefiningOp()).operand<"copy">());
}

/// A new buffer of the identity layout, in the memory space the op names,
/// else the copied value's buffer's, else the default one.
Type allocTensorBufferType(Value value, const BufferizationOptions &options,
                           llvm::SmallVectorImpl<Value> &stack) {
  auto allocTensor = AllocTensorOp::wrap(value.getDefiningOp());
  auto tensorType = llvm::cast<ShapedType>(value.getType());
  Attribute space;
  if (Attribute named = allocTensor.property<"memory_space">()) {
    space = named;
  } else if (Value copy = allocTensor.operand<"copy">()) {
    Type copyType = getBufferType(copy, options, stack);
    if (!copyType)
      return Type();
    space = getMemorySpace(copyType);
  } else if (std::optional<Attribute> fallback =
                 defaultMemorySpaceAt(allocTensor, tensorType, options)) {
    space = *fallback;
  } else {
    return Type();
  }
  return identityLayoutType(tensorType, space);
}

LogicalResult allocTensorBufferize(Operation *op, PatternRewriter &rewriter,
                                   const BufferizationOptions &options,
                                   BufferizationState &) {
  auto allocTensor = AllocTensorOp::wrap(op);
  Value result = allocTensor.result<"result">();
  if (result.use_empty()) {
    rewriter.eraseOp(op);
    return success();
  }
  Location loc = op->getLoc();
  Value copyBuffer;
  if (Value copy = allocTensor.operand<"copy">())
    copyBuffer = getBuffer(rewriter, copy, options);
  Type type = getBufferType(result, options);
  if (!type)
    return llvm::failure();
  llvm::SmallVector<Value, 4> sizes(allocTensor.operands<"dynamic_sizes">());
  if (copyBuffer) {
    Type index = IndexType::get(rewriter.getContext());
    auto shape = llvm::cast<ShapedType>(copyBuffer.getType()).getShape();
    for (auto [i, size] : llvm::enumerate(shape))
      if (size == kDynamic)
        sizes.push_back(
            create<memref::DimOp>(
                rewriter, loc, with<"source">(copyBuffer),
                with<"index">(indexConstant(rewriter, loc, int64_t(i))),
                with<"result">(index))
                .result<"result">());
  }
  Value alloc = createAlloc(rewriter, loc, type, sizes, options);
  if (copyBuffer)
    create<memref::CopyOp>(rewriter, loc, with<"source">(copyBuffer),
                           with<"target">(alloc));
  replaceOpWithBufferizedValues(rewriter, op, {alloc});
  return success();
}

//===-- to_tensor and to_buffer

bool toTensorIsWritable(Value value, const AnalysisState &) {
  return bool(ToTensorOp::wrap(value.getDefiningOp()).property<"writable">());
}

Type toTensorBufferType(Value value, const BufferizationOptions &,
                        llvm::SmallVectorImpl<Value> &) {
  return value.getDefiningOp()->getOperand(0).getType();
}

LogicalResult noRewrite(Operation *, PatternRewriter &,
                        const BufferizationOptions &, BufferizationState &) {
  return success();
}

bool toBufferWrites(OpOperand &operand, const AnalysisState &) {
  return !ToBufferOp::wrap(operand.getOwner()).property<"read_only">();
}

LogicalResult toBufferBufferize(Operation *op, PatternRewriter &rewriter,
                                const BufferizationOptions &options,
                                BufferizationState &) {
  (void)foldToBufferToTensorPair(rewriter, op, options);
  return success();
}

//===-- materialize_in_destination

bool isDest(OpOperand &operand) { return operand.getOperandNumber() == 1; }

bool materializeReads(OpOperand &operand, const AnalysisState &) {
  return !isDest(operand);
}

bool materializeWrites(OpOperand &operand, const AnalysisState &) {
  return isDest(operand) && isTensor(operand.get().getType());
}

AliasingValueList materializeAliases(OpOperand &operand,
                                     const AnalysisState &) {
  Operation *op = operand.getOwner();
  if (isDest(operand) && op->getNumResults() == 1)
    return {{op->getResult(0), BufferRelation::Equivalent}};
  return {};
}

bool materializeElementwise(Operation *, const AnalysisState &,
                            llvm::ArrayRef<OpOperand *>) {
  return true;
}

bool materializeIsWritable(Value value, const AnalysisState &) { return true; }

LogicalResult materializeBufferize(Operation *op, PatternRewriter &rewriter,
                                   const BufferizationOptions &options,
                                   BufferizationState &) {
  auto materialize = MaterializeInDestinationOp::wrap(op);
  Value dest = materialize.operand<"dest">();
  bool tensorDest = isTensor(dest.getType());
  Value destBuffer = tensorDest ? getBuffer(rewriter, dest, options) : dest;
  Value source = getBuffer(rewriter, materialize.operand<"source">(), options);
  create<memref::CopyOp>(rewriter, op->getLoc(), with<"source">(source),
                         with<"target">(destBuffer));
  if (tensorDest)
    replaceOpWithBufferizedValues(rewriter, op, {destBuffer});
  else
    rewriter.eraseOp(op);
  return success();
}

//===-- dealloc_tensor

LogicalResult deallocTensorBufferize(Operation *op, PatternRewriter &rewriter,
                                     const BufferizationOptions &options,
                                     BufferizationState &) {
  Value buffer = getBuffer(rewriter, op->getOperand(0), options);
  create<memref::DeallocOp>(rewriter, op->getLoc(), with<"memref">(buffer));
  rewriter.eraseOp(op);
  return success();
}

const BufferizableOpInterface kAllocTensorModel = {
    .bufferizesToMemoryRead = always,
    .bufferizesToMemoryWrite = never,
    .getAliasingValues = noAliases,
    .bufferize = allocTensorBufferize,
    .resultBufferizesToMemoryWrite = allocTensorResultWrites,
    .bufferizesToAllocation = allocTensorAllocates,
    .getBufferType = allocTensorBufferType,
};

const BufferizableOpInterface kToTensorModel = {
    .bufferizesToMemoryRead = never,
    .bufferizesToMemoryWrite = never,
    .getAliasingValues = noAliases,
    .bufferize = noRewrite,
    .isWritable = toTensorIsWritable,
    .getBufferType = toTensorBufferType,
};

const BufferizableOpInterface kToBufferModel = {
    .bufferizesToMemoryRead = always,
    .bufferizesToMemoryWrite = toBufferWrites,
    .getAliasingValues = noAliases,
    .bufferize = toBufferBufferize,
    .mustBufferizeInPlace = always,
};

const BufferizableOpInterface kMaterializeModel = {
    .bufferizesToMemoryRead = materializeReads,
    .bufferizesToMemoryWrite = materializeWrites,
    .getAliasingValues = materializeAliases,
    .bufferize = materializeBufferize,
    .isWritable = materializeIsWritable,
    .mustBufferizeInPlace = always,
    .bufferizesToElementwiseAccess = materializeElementwise,
    .isEquivalentSubset = isEquivalentToDestination,
};

const BufferizableOpInterface kDeallocTensorModel = {
    .bufferizesToMemoryRead = never,
    .bufferizesToMemoryWrite = never,
    .getAliasingValues = noAliases,
    .bufferize = deallocTensorBufferize,
};

} // namespace

void bufferization::registerBufferizationOpModels(Context &ctx) {
  ctx.attachOpInterface<AllocTensorOp>(kAllocTensorModel);
  ctx.attachOpInterface<ToTensorOp>(kToTensorModel);
  ctx.attachOpInterface<ToBufferOp>(kToBufferModel);
  ctx.attachOpInterface<MaterializeInDestinationOp>(kMaterializeModel);
  ctx.attachOpInterface<DeallocTensorOp>(kDeallocTensorModel);
}
