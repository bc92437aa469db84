//===- MemRefValue.cpp - Buffers and the views of them, at run time -------===//
#include "interpreter/memref/MemRefValue.h"

#include "ir/Diagnostics.h"
#include "ir/Operation.h"

#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/STLExtras.h"

#include <cstring>

using namespace terrace;
using namespace terrace::interp;

const char MemRefValue::kKind = 0;
const char BufferState::kKind = 0;

MemRefValue::MemRefValue(std::shared_ptr<Buffer> buffer, Type elementType,
                         int64_t baseByte, int64_t offset,
                         llvm::ArrayRef<int64_t> sizes,
                         llvm::ArrayRef<int64_t> strides)
    : RuntimeObject(&kKind), buffer(std::move(buffer)),
      elementType(elementType), layout(*getElementLayout(elementType)),
      mask(lowSlotBits(layout.bitWidth)), baseByte(baseByte), offset(offset),
      sizes(sizes.begin(), sizes.end()),
      strides(strides.begin(), strides.end()) {}

std::shared_ptr<MemRefValue>
MemRefValue::allocate(Buffer::Kind kind, Operation *origin, Type elementType,
                      llvm::ArrayRef<int64_t> sizes) {
  if (!Tensor::fitsInMemory(elementType, sizes))
    return nullptr;
  int64_t count = 1;
  for (int64_t size : sizes)
    count *= size;
  std::optional<ElementLayout> layout = getElementLayout(elementType);
  auto buffer =
      std::make_shared<Buffer>(kind, size_t(count) * layout->byteSize, origin);
  return withRowMajorLayout(std::move(buffer), elementType, sizes);
}

std::shared_ptr<MemRefValue>
MemRefValue::withRowMajorLayout(std::shared_ptr<Buffer> buffer,
                                Type elementType,
                                llvm::ArrayRef<int64_t> sizes) {
  llvm::SmallVector<int64_t, 4> strides(sizes.size(), 1);
  for (size_t i = sizes.size(); i-- > 1;)
    strides[i - 1] = strides[i] * sizes[i];
  return std::make_shared<MemRefValue>(std::move(buffer), elementType, 0, 0,
                                       sizes, strides);
}

int64_t MemRefValue::getNumElements() const {
  int64_t count = 1;
  for (int64_t size : sizes)
    count *= size;
  return count;
}

LogicalResult MemRefValue::checkAlive(Operation *op) const {
  if (buffer->isAlive())
    return success();
  if (Operation *freedBy = buffer->getFreedBy()) {
    InFlightDiagnostic diag =
        op->emitOpError("uses a buffer after it was freed");
    diag.attachNote(freedBy->getLoc(), "freed here");
    if (Operation *origin = buffer->getOrigin())
      diag.attachNote(origin->getLoc(), "allocated here");
    return diag;
  }
  InFlightDiagnostic diag = op->emitOpError(
      "uses a stack buffer after its allocation scope returned");
  if (Operation *origin = buffer->getOrigin())
    diag.attachNote(origin->getLoc(), "allocated here");
  return diag;
}

LogicalResult MemRefValue::address(Operation *op,
                                   llvm::ArrayRef<int64_t> indices,
                                   bool forWrite, size_t &byte) const {
  if (failed(checkAlive(op)))
    return failure();
  if (indices.size() != sizes.size())
    return op->emitOpError("accesses a memref of rank ")
           << llvm::Twine(getRank()) << " with "
           << llvm::Twine(unsigned(indices.size())) << " indices";
  int64_t linear = offset;
  for (size_t i = 0; i < indices.size(); ++i) {
    if (indices[i] < 0 || indices[i] >= sizes[i])
      return op->emitOpError("out-of-bounds access: index ")
             << llvm::Twine(indices[i]) << " of dimension "
             << llvm::Twine(unsigned(i)) << ", whose size is "
             << llvm::Twine(sizes[i]);
    linear += indices[i] * strides[i];
  }
  int64_t at = baseByte + linear * int64_t(layout.byteSize);
  if (at < 0 || at + int64_t(layout.byteSize) > int64_t(buffer->size()))
    return op->emitOpError("accesses byte ")
           << llvm::Twine(at) << " of a buffer of "
           << llvm::Twine(int64_t(buffer->size()))
           << " bytes: the view's offset or strides reach outside it";
  if (forWrite && buffer->readOnly) {
    bool global = buffer->getKind() == Buffer::Kind::Global;
    InFlightDiagnostic diag =
        op->emitOpError(global ? "writes to a constant global"
                               : "writes to a read-only buffer");
    if (Operation *origin = buffer->getOrigin())
      diag.attachNote(origin->getLoc(), global ? "declared here" : "made here");
    return diag;
  }
  byte = size_t(at);
  return success();
}

LogicalResult MemRefValue::load(Operation *op, llvm::ArrayRef<int64_t> indices,
                                Slot &bits) const {
  size_t byte;
  if (failed(address(op, indices, /*forWrite=*/false, byte)))
    return failure();
  bits = 0;
  std::memcpy(&bits, buffer->data() + byte, layout.byteSize);
  bits &= mask;
  return success();
}

LogicalResult MemRefValue::store(Operation *op, llvm::ArrayRef<int64_t> indices,
                                 Slot bits) const {
  size_t byte;
  if (failed(address(op, indices, /*forWrite=*/true, byte)))
    return failure();
  std::memcpy(buffer->data() + byte, &bits, layout.byteSize);
  return success();
}

/// Calls `fn` with each index tuple of `sizes` in row-major order and its
/// position in that order; stops at the first failure.
static LogicalResult forEachIndex(
    llvm::ArrayRef<int64_t> sizes,
    llvm::function_ref<LogicalResult(llvm::ArrayRef<int64_t>, int64_t)> fn) {
  for (int64_t size : sizes)
    if (size == 0)
      return success();
  llvm::SmallVector<int64_t, 4> index(sizes.size(), 0);
  for (int64_t linear = 0;; ++linear) {
    if (failed(fn(index, linear)))
      return failure();
    size_t d = sizes.size();
    while (d > 0) {
      if (++index[d - 1] < sizes[d - 1])
        break;
      index[d - 1] = 0;
      --d;
    }
    if (d == 0)
      return success();
  }
}

LogicalResult MemRefValue::toTensor(Operation *op, TensorRef &out) const {
  if (failed(checkAlive(op)))
    return failure();
  TensorRef tensor = Tensor::create(elementType, sizes);
  if (failed(forEachIndex(
          sizes,
          [&](llvm::ArrayRef<int64_t> index, int64_t linear) -> LogicalResult {
            Slot bits;
            if (failed(load(op, index, bits)))
              return failure();
            tensor->store(linear, bits);
            return success();
          })))
    return failure();
  out = std::move(tensor);
  return success();
}

LogicalResult MemRefValue::fromTensor(Operation *op,
                                      const Tensor &tensor) const {
  return forEachIndex(sizes,
                      [&](llvm::ArrayRef<int64_t> index, int64_t linear) {
                        return store(op, index, tensor.load(linear));
                      });
}

LogicalResult BufferState::finish(llvm::ArrayRef<RuntimeValue> results) {
  // Buffers the entry function hands back are the caller's to free.
  llvm::DenseSet<Buffer *> returned;
  for (const RuntimeValue &value : results)
    if (auto *memref = value.getAs<MemRefValue>())
      returned.insert(memref->getBuffer().get());
  // Reported in the order they were allocated.
  std::vector<std::pair<uint64_t, Buffer *>> leaks;
  for (auto &[raw, entry] : liveHeap)
    if (entry.second->isAlive() && !returned.contains(raw))
      leaks.push_back({entry.first, raw});
  llvm::sort(leaks);
  for (auto [sequence, buffer] : leaks)
    if (Operation *origin = buffer->getOrigin())
      emitError(origin->getLoc(), "a buffer allocated here is never freed");
  return success(leaks.empty());
}
