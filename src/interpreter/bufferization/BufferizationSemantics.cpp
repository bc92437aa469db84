//===- BufferizationSemantics.cpp - Tensors meeting buffers ---------------===//
//
// What the bufferization ops do when interpreted. to_tensor copies a
// buffer's elements into a tensor value; to_buffer gives a tensor's
// elements a buffer of their own, which nothing frees (as a caller's);
// alloc_tensor is a zero-filled tensor or its copy operand; clone is a new
// heap buffer, to be freed as an alloc's; materialize_in_destination
// writes a memref destination; dealloc frees what its conditions own and
// no retained memref aliases (the same aligned pointer), and says per
// retained memref whether ownership passed to it.
//
//===----------------------------------------------------------------------===//
#include "dialects/bufferization/BufferizationOps.h"
#include "interpreter/Interpreter.h"
#include "interpreter/memref/MemRefSemantics.h"
#include "interpreter/tensor/TensorSupport.h"
#include "ir/Context.h"
#include "ir/Diagnostics.h"
#include "ir/MemRefLayout.h"
#include "ir/Operation.h"

using namespace terrace;
using namespace terrace::interp;
using namespace terrace::bufferization;

namespace {

MemRefValue *memrefOperand(Operation *op, Interpreter &interp, Value value) {
  MemRefValue *memref = getMemRef(interp, value);
  if (!memref)
    op->emitOpError("reads a memref that holds no buffer");
  return memref;
}

/// A new row-major buffer of `kind` holding `elements`, for a result of
/// `type`; a layout that row-major storage does not have is reported.
std::shared_ptr<MemRefValue> bufferOf(Operation *op, Buffer::Kind kind,
                                      Type type, const Tensor &elements) {
  if (auto memref = llvm::dyn_cast<MemRefType>(type)) {
    llvm::SmallVector<int64_t, 4> strides;
    int64_t offset = 0;
    llvm::SmallVector<int64_t, 4> rowMajor =
        rowMajorStrides(elements.getShape());
    bool fits = succeeded(getStridesAndOffset(memref, strides, offset)) &&
                (offset == kDynamic || offset == 0);
    for (size_t i = 0; fits && i < strides.size(); ++i)
      fits = strides[i] == kDynamic || strides[i] == rowMajor[i] ||
             elements.getShape()[i] == 1;
    if (!fits) {
      op->emitOpError("cannot be interpreted with the layout of ")
          << type << ": only row-major buffers are";
      return nullptr;
    }
  }
  std::shared_ptr<MemRefValue> buffer = MemRefValue::allocate(
      kind, op, elements.getElementType(), elements.getShape());
  if (!buffer) {
    op->emitOpError("allocates a buffer larger than the interpreter holds");
    return nullptr;
  }
  if (failed(buffer->fromTensor(op, elements)))
    return nullptr;
  return buffer;
}

LogicalResult executeToTensor(Operation *op, Interpreter &interp) {
  MemRefValue *memref = memrefOperand(op, interp, op->getOperand(0));
  TensorRef elements;
  if (!memref || failed(memref->toTensor(op, elements)))
    return failure();
  interp.set(op->getResult(0), RuntimeValue::tensor(std::move(elements)));
  return success();
}

/// The tensor's elements in a buffer nothing frees (MLIR leaves the
/// buffer of a to_buffer to whatever made the tensor).
LogicalResult executeToBuffer(Operation *op, Interpreter &interp) {
  TensorRef tensor = interp.getTensor(op->getOperand(0));
  std::shared_ptr<MemRefValue> buffer =
      bufferOf(op, Buffer::Kind::Argument, op->getResult(0).getType(), *tensor);
  if (!buffer)
    return failure();
  if (op->getInherentAttr("read_only"))
    buffer->getBuffer()->readOnly = true;
  interp.set(op->getResult(0), RuntimeValue::object(std::move(buffer)));
  return success();
}

LogicalResult executeAllocTensor(Operation *op, Interpreter &interp) {
  auto alloc = AllocTensorOp::wrap(op);
  if (Value copy = alloc.operand<"copy">()) {
    interp.set(op->getResult(0), interp.get(copy));
    return success();
  }
  auto type = llvm::dyn_cast<RankedTensorType>(op->getResult(0).getType());
  if (!type)
    return op->emitOpError("cannot be interpreted as ")
           << op->getResult(0).getType();
  llvm::SmallVector<int64_t, 4> shape;
  if (failed(resolveShape(op, interp, type, alloc.operands<"dynamic_sizes">(),
                          shape)))
    return failure();
  TensorRef tensor = makeTensor(op, type, shape);
  if (!tensor)
    return failure();
  interp.set(op->getResult(0), RuntimeValue::tensor(std::move(tensor)));
  return success();
}

/// A new heap buffer with the input's elements: freed by a dealloc, or a
/// leak.
LogicalResult executeClone(Operation *op, Interpreter &interp) {
  MemRefValue *input = memrefOperand(op, interp, op->getOperand(0));
  TensorRef elements;
  if (!input || failed(input->toTensor(op, elements)))
    return failure();
  std::shared_ptr<MemRefValue> clone =
      bufferOf(op, Buffer::Kind::Heap, op->getResult(0).getType(), *elements);
  if (!clone)
    return failure();
  interp.getState<BufferState>().trackHeap(clone->getBuffer());
  interp.set(op->getResult(0), RuntimeValue::object(std::move(clone)));
  return success();
}

LogicalResult executeDeallocTensor(Operation *, Interpreter &) {
  return success();
}

LogicalResult executeMaterialize(Operation *op, Interpreter &interp) {
  auto materialize = MaterializeInDestinationOp::wrap(op);
  TensorRef source = interp.getTensor(materialize.operand<"source">());
  Value dest = materialize.operand<"dest">();
  llvm::ArrayRef<int64_t> destShape;
  MemRefValue *buffer = nullptr;
  if (llvm::isa<MemRefType, UnrankedMemRefType>(dest.getType())) {
    buffer = memrefOperand(op, interp, dest);
    if (!buffer)
      return failure();
    destShape = buffer->getSizes();
  } else {
    destShape = interp.getTensor(dest)->getShape();
  }
  if (source->getShape() != destShape)
    return op->emitOpError("materializes a tensor in a destination of "
                           "another shape at run time");
  if (buffer)
    return buffer->fromTensor(op, *source);
  interp.set(op->getResult(0), RuntimeValue::tensor(std::move(source)));
  return success();
}

/// MLIR's semantics of dealloc (those of its lowering): memref i is freed
/// when its condition holds and neither a retained memref nor an earlier
/// memref of the list has its aligned pointer; retained memref j's updated
/// condition is whether a memref whose condition holds has its pointer.
LogicalResult executeDealloc(Operation *op, Interpreter &interp) {
  auto dealloc = DeallocOp::wrap(op);
  llvm::SmallVector<MemRefValue *, 4> memrefs, retained;
  for (Value value : dealloc.operands<"memrefs">())
    if (!memrefs.emplace_back(memrefOperand(op, interp, value)))
      return failure();
  for (Value value : dealloc.operands<"retained">())
    if (!retained.emplace_back(memrefOperand(op, interp, value)))
      return failure();
  llvm::SmallVector<bool, 4> conditions;
  for (Value value : dealloc.operands<"conditions">())
    conditions.push_back(interp.getScalar(value) & 1);
  // Aliasing as MLIR's lowering decides it: the same aligned pointer (a
  // subview keeps it, a memref.view moves it).
  auto sameBuffer = [](const MemRefValue *a, const MemRefValue *b) {
    return a->getBuffer() == b->getBuffer() &&
           a->getBaseByte() == b->getBaseByte();
  };
  llvm::SmallVector<MemRefValue *, 4> toFree;
  for (size_t i = 0; i < memrefs.size(); ++i) {
    if (!conditions[i])
      continue;
    bool aliased = false;
    for (MemRefValue *kept : retained)
      aliased |= sameBuffer(memrefs[i], kept);
    for (size_t j = 0; j < i; ++j)
      aliased |= sameBuffer(memrefs[i], memrefs[j]);
    if (!aliased)
      toFree.push_back(memrefs[i]);
  }
  for (size_t j = 0; j < retained.size(); ++j) {
    bool owned = false;
    for (size_t i = 0; i < memrefs.size(); ++i)
      owned |= conditions[i] && sameBuffer(memrefs[i], retained[j]);
    interp.set(op->getResult(unsigned(j)), RuntimeValue::scalar(owned));
  }
  for (MemRefValue *memref : toFree)
    if (failed(freeBuffer(op, interp, *memref)))
      return failure();
  return success();
}

} // namespace

namespace terrace::interp {
void registerBufferizationSemantics(Context &ctx) {
  static constexpr OpSemantics toTensor = {executeToTensor},
                               toBuffer = {executeToBuffer},
                               allocTensor = {executeAllocTensor},
                               clone = {executeClone},
                               deallocTensor = {executeDeallocTensor},
                               materialize = {executeMaterialize},
                               dealloc = {executeDealloc};
  ctx.attachOpInterface<ToTensorOp>(toTensor);
  ctx.attachOpInterface<ToBufferOp>(toBuffer);
  ctx.attachOpInterface<AllocTensorOp>(allocTensor);
  ctx.attachOpInterface<CloneOp>(clone);
  ctx.attachOpInterface<DeallocTensorOp>(deallocTensor);
  ctx.attachOpInterface<MaterializeInDestinationOp>(materialize);
  ctx.attachOpInterface<DeallocOp>(dealloc);
}
} // namespace terrace::interp
