//===- MemRefSemantics.cpp - Allocation, access, globals, atomics ---------===//
//
// What the memref ops that make, free, read and write buffers do. Buffers
// are checked as they are used (see MemRefValue.h): an access out of
// bounds, after a free or after the stack frame returned, a double free,
// a write to a constant global, and a heap buffer never freed are errors
// at the op.
//
//===----------------------------------------------------------------------===//
#include "interpreter/memref/MemRefSemantics.h"
#include "dialects/arith/ArithDialect.h"
#include "dialects/memref/MemRefOps.h"
#include "interpreter/ScalarSupport.h"
#include "ir/Attributes.h"
#include "ir/Context.h"
#include "ir/Diagnostics.h"
#include "ir/MemRefLayout.h"
#include "ir/Operation.h"
#include "ir/Region.h"
#include "ir/SymbolTable.h"

#include <cmath>

using namespace terrace;
using namespace terrace::interp;

MemRefValue *interp::getMemRef(Interpreter &interp, Value value) {
  return interp.get(value).getAs<MemRefValue>();
}

LogicalResult interp::readIndices(Operation *op, Interpreter &interp,
                                  ValueRange indices,
                                  llvm::SmallVectorImpl<int64_t> &out) {
  for (Value index : indices)
    out.push_back(int64_t(interp.getScalar(index)));
  return success();
}

/// The memref operand `value` of `op`, reported when it holds no buffer.
static MemRefValue *memrefOperand(Operation *op, Interpreter &interp,
                                  Value value) {
  MemRefValue *memref = getMemRef(interp, value);
  if (!memref)
    op->emitOpError("reads a memref that holds no buffer");
  return memref;
}

//===-- alloc, alloca, dealloc, realloc
//-------------------------------------===//

/// The sizes of `type` with its dynamic ones from `dynamic`, in order;
/// reports a negative one.
static LogicalResult resolveSizes(Operation *op, Interpreter &interp,
                                  MemRefType type, ValueRange dynamic,
                                  llvm::SmallVectorImpl<int64_t> &sizes) {
  unsigned next = 0;
  for (int64_t size : type.getShape()) {
    if (size == kDynamic)
      size = int64_t(interp.getScalar(dynamic[next++]));
    if (size < 0)
      return op->emitOpError("allocates a buffer of negative size ")
             << llvm::Twine(size);
    sizes.push_back(size);
  }
  return success();
}

static LogicalResult executeAllocLike(Operation *op, Interpreter &interp,
                                      Buffer::Kind kind) {
  auto alloc = memref::AllocOp::wrap(op);
  auto type = llvm::cast<MemRefType>(op->getResult(0).getType());
  if (!getElementLayout(type.getElementType()))
    return op->emitOpError("cannot be interpreted on ")
           << type.getElementType();
  if (!hasIdentityLayout(type))
    return op->emitOpError("cannot be interpreted with the layout of ")
           << Type(type) << ": only row-major allocations are";
  llvm::SmallVector<int64_t, 4> sizes;
  if (failed(resolveSizes(op, interp, type, alloc.operands<"dynamicSizes">(),
                          sizes)))
    return failure();
  std::shared_ptr<MemRefValue> memref =
      MemRefValue::allocate(kind, op, type.getElementType(), sizes);
  if (!memref)
    return op->emitOpError("allocates a buffer larger than the interpreter "
                           "holds (")
           << llvm::Twine(Tensor::kMaxBytes >> 30) << " GiB)";
  std::shared_ptr<Buffer> buffer = memref->getBuffer();
  if (kind == Buffer::Kind::Heap)
    interp.getState<BufferState>().trackHeap(buffer);
  else
    interp.deferToScopeExit([buffer] { buffer->markScopeClosed(); });
  interp.set(op->getResult(0), RuntimeValue::object(std::move(memref)));
  return success();
}

static LogicalResult executeAlloc(Operation *op, Interpreter &interp) {
  return executeAllocLike(op, interp, Buffer::Kind::Heap);
}
static LogicalResult executeAlloca(Operation *op, Interpreter &interp) {
  return executeAllocLike(op, interp, Buffer::Kind::Stack);
}

LogicalResult interp::freeBuffer(Operation *op, Interpreter &interp,
                                 const MemRefValue &memref) {
  Buffer &buffer = *memref.getBuffer();
  if (Operation *first = buffer.getFreedBy()) {
    InFlightDiagnostic diag = op->emitOpError("frees a buffer a second time");
    diag.attachNote(first->getLoc(), "freed here first");
    return diag;
  }
  if (buffer.getKind() != Buffer::Kind::Heap) {
    InFlightDiagnostic diag = op->emitOpError(
        buffer.getKind() == Buffer::Kind::Stack
            ? "frees a buffer of memref.alloca, which its scope frees"
        : buffer.getKind() == Buffer::Kind::Global
            ? "frees the buffer of a global"
            : "frees a buffer the caller passed in");
    if (Operation *origin = buffer.getOrigin())
      diag.attachNote(origin->getLoc(), "allocated here");
    return diag;
  }
  if (failed(memref.checkAlive(op)))
    return failure();
  buffer.markFreed(op);
  interp.getState<BufferState>().releaseHeap(&buffer);
  return success();
}

static LogicalResult executeDealloc(Operation *op, Interpreter &interp) {
  MemRefValue *memref = memrefOperand(op, interp, op->getOperand(0));
  return memref ? freeBuffer(op, interp, *memref) : failure();
}

/// A new 1-D heap buffer of the result's size holding the source's first
/// elements (the rest zero); the source is freed.
static LogicalResult executeRealloc(Operation *op, Interpreter &interp) {
  MemRefValue *source = memrefOperand(op, interp, op->getOperand(0));
  if (!source || failed(source->checkAlive(op)))
    return failure();
  auto type = llvm::cast<MemRefType>(op->getResult(0).getType());
  llvm::SmallVector<int64_t, 1> sizes;
  if (failed(resolveSizes(op, interp, type, op->getOperands().drop_front(),
                          sizes)))
    return failure();
  std::shared_ptr<MemRefValue> result = MemRefValue::allocate(
      Buffer::Kind::Heap, op, type.getElementType(), sizes);
  if (!result)
    return op->emitOpError("allocates a buffer larger than the interpreter "
                           "holds");
  for (int64_t i = 0, n = std::min(sizes[0], source->getSizes()[0]); i < n;
       ++i) {
    Slot bits;
    if (failed(source->load(op, {i}, bits)) ||
        failed(result->store(op, {i}, bits)))
      return failure();
  }
  if (failed(freeBuffer(op, interp, *source)))
    return failure();
  interp.getState<BufferState>().trackHeap(result->getBuffer());
  interp.set(op->getResult(0), RuntimeValue::object(std::move(result)));
  return success();
}

//===-- load, store, copy, dim, rank
//----------------------------------------===//

static LogicalResult executeLoad(Operation *op, Interpreter &interp) {
  auto load = memref::LoadOp::wrap(op);
  MemRefValue *memref = memrefOperand(op, interp, load.operand<"memref">());
  llvm::SmallVector<int64_t, 4> indices;
  Slot bits;
  if (!memref ||
      failed(readIndices(op, interp, load.operands<"indices">(), indices)) ||
      failed(memref->load(op, indices, bits)))
    return failure();
  interp.set(op->getResult(0), RuntimeValue::scalar(bits));
  return success();
}

static LogicalResult executeStore(Operation *op, Interpreter &interp) {
  auto store = memref::StoreOp::wrap(op);
  MemRefValue *memref = memrefOperand(op, interp, store.operand<"memref">());
  llvm::SmallVector<int64_t, 4> indices;
  if (!memref ||
      failed(readIndices(op, interp, store.operands<"indices">(), indices)))
    return failure();
  return memref->store(op, indices, interp.getScalar(store.operand<"value">()));
}

/// Every element of the source into the target, read all before any is
/// written (so overlapping views copy as if through a temporary).
static LogicalResult executeCopy(Operation *op, Interpreter &interp) {
  MemRefValue *source = memrefOperand(op, interp, op->getOperand(0));
  MemRefValue *target = memrefOperand(op, interp, op->getOperand(1));
  if (!source || !target)
    return failure();
  if (source->getSizes() != target->getSizes())
    return op->emitOpError("copies between memrefs of different shapes at "
                           "run time");
  TensorRef elements;
  if (failed(source->toTensor(op, elements)))
    return failure();
  return target->fromTensor(op, *elements);
}

static LogicalResult executeDim(Operation *op, Interpreter &interp) {
  MemRefValue *memref = memrefOperand(op, interp, op->getOperand(0));
  if (!memref)
    return failure();
  auto index = int64_t(interp.getScalar(op->getOperand(1)));
  if (index < 0 || index >= memref->getRank())
    return op->emitOpError("reads dimension ")
           << llvm::Twine(index) << " of a memref of rank "
           << llvm::Twine(memref->getRank());
  interp.set(op->getResult(0),
             RuntimeValue::scalar(Slot(uint64_t(memref->getSizes()[index]))));
  return success();
}

static LogicalResult executeRank(Operation *op, Interpreter &interp) {
  MemRefValue *memref = memrefOperand(op, interp, op->getOperand(0));
  if (!memref)
    return failure();
  interp.set(op->getResult(0),
             RuntimeValue::scalar(Slot(uint64_t(memref->getRank()))));
  return success();
}

//===-- global, get_global
//--------------------------------------------------===//

/// The buffer of global `global`, made on first use: its initial value, or
/// zeros when it has none (or is uninitialized).
static std::shared_ptr<MemRefValue>
globalView(Operation *op, Interpreter &interp, Operation *global) {
  auto type = llvm::cast<MemRefType>(
      llvm::cast<TypeAttr>(global->getInherentAttr("type")).getValue());
  std::shared_ptr<Buffer> &buffer =
      interp.getState<BufferState>().globalBuffer(global);
  if (!buffer) {
    if (!getElementLayout(type.getElementType())) {
      op->emitOpError("cannot be interpreted on ") << type.getElementType();
      return nullptr;
    }
    std::shared_ptr<MemRefValue> fresh = MemRefValue::allocate(
        Buffer::Kind::Global, global, type.getElementType(), type.getShape());
    if (!fresh) {
      op->emitOpError("reads a global larger than the interpreter holds");
      return nullptr;
    }
    Attribute init = global->getInherentAttr("initial_value");
    if (init && !llvm::isa<UnitAttr>(init)) {
      RuntimeValue value = valueOfConstant(
          init,
          RankedTensorType::get(type.getShape(), type.getElementType(), {}));
      if (!value.isTensor()) {
        op->emitOpError("cannot read the initial value of its global");
        return nullptr;
      }
      if (failed(fresh->fromTensor(op, *value.getTensor())))
        return nullptr;
    }
    fresh->getBuffer()->readOnly = bool(global->getInherentAttr("constant"));
    buffer = fresh->getBuffer();
    return fresh;
  }
  return MemRefValue::withRowMajorLayout(buffer, type.getElementType(),
                                         type.getShape());
}

static LogicalResult executeGetGlobal(Operation *op, Interpreter &interp) {
  auto ref = llvm::cast<SymbolRefAttr>(op->getInherentAttr("name"));
  Operation *global = symbol_table::lookupNearestSymbolFrom(op, ref);
  if (!global)
    return op->emitOpError("names a global that does not exist");
  std::shared_ptr<MemRefValue> view = globalView(op, interp, global);
  if (!view)
    return failure();
  interp.set(op->getResult(0), RuntimeValue::object(std::move(view)));
  return success();
}

//===-- alloca_scope
//--------------------------------------------------------===//

static LogicalResult executeAllocaScope(Operation *op, Interpreter &interp) {
  llvm::SmallVector<RuntimeValue, 2> results;
  interp.openScope();
  Operation *terminator = interp.runRegion(op->getRegion(0), {}, results);
  interp.closeScope();
  if (!terminator)
    return failure();
  for (auto [result, value] : llvm::zip_equal(op->getResults(), results))
    interp.set(result, value);
  return success();
}

//===-- atomic_rmw, generic_atomic_rmw, prefetch
//----------------------------===//

/// `kind` of `old` and `value`, of type `type`.
static std::optional<Slot> combine(llvm::StringRef kind, Type type, Slot old,
                                   Slot value) {
  if (kind == "assign")
    return value;
  if (auto integer = llvm::dyn_cast<IntegerType>(type)) {
    unsigned width = integer.getWidth();
    uint64_t mask = lowBits(width);
    uint64_t a = uint64_t(old) & mask, b = uint64_t(value) & mask;
    int64_t sa = signExtend(a, width), sb = signExtend(b, width);
    if (kind == "addi")
      return Slot((a + b) & mask);
    if (kind == "muli")
      return Slot((a * b) & mask);
    if (kind == "andi")
      return Slot(a & b);
    if (kind == "ori")
      return Slot(a | b);
    if (kind == "xori")
      return Slot(a ^ b);
    if (kind == "maxs")
      return sa >= sb ? Slot(a) : Slot(b);
    if (kind == "mins")
      return sa <= sb ? Slot(a) : Slot(b);
    if (kind == "maxu")
      return a >= b ? Slot(a) : Slot(b);
    if (kind == "minu")
      return a <= b ? Slot(a) : Slot(b);
    return std::nullopt;
  }
  auto compute = [&](auto kindTag) -> std::optional<Slot> {
    using K = decltype(kindTag);
    double x = K::load(old), y = K::load(value);
    if (kind == "addf")
      return K::store(x + y);
    if (kind == "mulf")
      return K::store(x * y);
    if (kind == "maximumf")
      return std::isnan(x) || std::isnan(y)
                 ? K::store(NAN)
                 : (x == y ? (std::signbit(x) ? value : old)
                           : (x > y ? old : value));
    if (kind == "minimumf")
      return std::isnan(x) || std::isnan(y)
                 ? K::store(NAN)
                 : (x == y ? (std::signbit(x) ? old : value)
                           : (x < y ? old : value));
    if (kind == "maxnumf")
      return std::isnan(x) ? value : std::isnan(y) ? old : x >= y ? old : value;
    if (kind == "minnumf")
      return std::isnan(x) ? value : std::isnan(y) ? old : x <= y ? old : value;
    return std::nullopt;
  };
  switch (type.getKind()) {
  case TypeKind::F16:
    return compute(F16Kind{});
  case TypeKind::BF16:
    return compute(BF16Kind{});
  case TypeKind::F32:
    return compute(F32Kind{});
  case TypeKind::F64:
    return compute(F64Kind{});
  default:
    return std::nullopt;
  }
}

/// The element becomes `old kind value`; the result is the old element, as
/// LLVM's atomicrmw (to which MLIR lowers it) gives.
static LogicalResult executeAtomicRMW(Operation *op, Interpreter &interp) {
  auto rmw = memref::AtomicRMWOp::wrap(op);
  MemRefValue *memref = memrefOperand(op, interp, rmw.operand<"memref">());
  llvm::SmallVector<int64_t, 4> indices;
  Slot old;
  if (!memref ||
      failed(readIndices(op, interp, rmw.operands<"indices">(), indices)) ||
      failed(memref->load(op, indices, old)))
    return failure();
  auto kind = llvm::cast<IntegerAttr>(op->getInherentAttr("kind"));
  std::string name =
      arith::kAtomicRMWKind.spell(kind.getValue().getZExtValue());
  Type type = op->getResult(0).getType();
  std::optional<Slot> updated =
      combine(name, type, old, interp.getScalar(rmw.operand<"value">()));
  if (!updated)
    return op->emitOpError("cannot be interpreted with kind '")
           << name << "' on " << type;
  if (failed(memref->store(op, indices, *updated)))
    return failure();
  interp.set(op->getResult(0), RuntimeValue::scalar(old));
  return success();
}

/// The body computes the new element from the old; the result is the old
/// element, as MLIR's lowering (a compare-and-swap loop) gives.
static LogicalResult executeGenericAtomicRMW(Operation *op,
                                             Interpreter &interp) {
  auto rmw = memref::GenericAtomicRMWOp::wrap(op);
  MemRefValue *memref = memrefOperand(op, interp, rmw.operand<"memref">());
  llvm::SmallVector<int64_t, 4> indices;
  Slot old;
  if (!memref ||
      failed(readIndices(op, interp, rmw.operands<"indices">(), indices)) ||
      failed(memref->load(op, indices, old)))
    return failure();
  llvm::SmallVector<RuntimeValue, 1> yielded;
  if (!interp.runRegion(op->getRegion(0), {RuntimeValue::scalar(old)}, yielded))
    return failure();
  if (failed(memref->store(op, indices, yielded[0].getScalar())))
    return failure();
  interp.set(op->getResult(0), RuntimeValue::scalar(old));
  return success();
}

/// A hint: nothing happens, but the buffer must be there.
static LogicalResult executePrefetch(Operation *op, Interpreter &interp) {
  MemRefValue *memref = memrefOperand(op, interp, op->getOperand(0));
  return memref ? memref->checkAlive(op) : failure();
}

//===-- Registration
//--------------------------------------------------------===//

namespace terrace::interp {
void registerMemRefViewSemantics(Context &ctx);

void registerMemRefSemantics(Context &ctx) {
  using namespace memref;
  static constexpr OpSemantics alloc = {executeAlloc}, alloca = {executeAlloca},
                               dealloc = {executeDealloc},
                               realloc = {executeRealloc}, load = {executeLoad},
                               store = {executeStore}, copy = {executeCopy},
                               dim = {executeDim}, rank = {executeRank},
                               getGlobal = {executeGetGlobal},
                               allocaScope = {executeAllocaScope},
                               atomicRMW = {executeAtomicRMW},
                               genericAtomicRMW = {executeGenericAtomicRMW},
                               prefetch = {executePrefetch};
  ctx.attachOpInterface<AllocOp>(alloc);
  ctx.attachOpInterface<AllocaOp>(alloca);
  ctx.attachOpInterface<DeallocOp>(dealloc);
  ctx.attachOpInterface<ReallocOp>(realloc);
  ctx.attachOpInterface<LoadOp>(load);
  ctx.attachOpInterface<StoreOp>(store);
  ctx.attachOpInterface<CopyOp>(copy);
  ctx.attachOpInterface<DimOp>(dim);
  ctx.attachOpInterface<RankOp>(rank);
  ctx.attachOpInterface<GetGlobalOp>(getGlobal);
  ctx.attachOpInterface<AllocaScopeOp>(allocaScope);
  ctx.attachOpInterface<AtomicRMWOp>(atomicRMW);
  ctx.attachOpInterface<GenericAtomicRMWOp>(genericAtomicRMW);
  ctx.attachOpInterface<PrefetchOp>(prefetch);
  registerMemRefViewSemantics(ctx);
}
} // namespace terrace::interp
