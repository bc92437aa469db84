//===- MemRefValue.h - Buffers and the views of them, at run time ---------===//
//
// A memref at run time is a view (MemRefValue) of an allocation (Buffer):
// the buffer's bytes, where the view's aligned pointer sits in them, an
// offset in elements, and sizes and strides, as MLIR's memref descriptor
// has them. Views share their buffer; subviews, casts and reshapes make
// new views of it. Every access is checked: in bounds of the view, inside
// its buffer, the buffer not freed (nor its stack frame returned), a
// constant global not written. Each problem is reported at the op that
// meets it, with where the buffer was made or freed.
//
// The memref dialect's semantics (MemRefSemantics.cpp) make and use
// these; other dialects' semantics that read and write buffers (linalg on
// memrefs, bufferization) use them too.
//
//===----------------------------------------------------------------------===//
#pragma once

#include "interpreter/Interpreter.h"
#include "interpreter/RuntimeValue.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SmallVector.h"

#include <memory>
#include <vector>

namespace terrace::interp {

/// One allocation: its bytes and its life.
class Buffer {
public:
  enum class Kind : uint8_t { Heap, Stack, Global, Argument };

  Buffer(Kind kind, size_t numBytes, Operation *origin)
      : kind(kind), origin(origin), bytes(numBytes, 0) {}

  Kind getKind() const { return kind; }
  /// The op that made it (an alloc, alloca, global), or null.
  Operation *getOrigin() const { return origin; }
  char *data() { return bytes.data(); }
  const char *data() const { return bytes.data(); }
  size_t size() const { return bytes.size(); }

  bool isAlive() const { return !freedBy && !scopeClosed; }
  /// The dealloc that freed it, or null.
  Operation *getFreedBy() const { return freedBy; }
  /// Freed by `by`: its bytes go at once (the views that remain see a
  /// freed buffer).
  void markFreed(Operation *by) {
    freedBy = by;
    std::vector<char>().swap(bytes);
  }
  /// A stack buffer dies when its scope closes.
  void markScopeClosed() { scopeClosed = true; }
  bool isScopeClosed() const { return scopeClosed; }
  /// Writes are refused (a constant global).
  bool readOnly = false;

private:
  Kind kind;
  Operation *origin;
  Operation *freedBy = nullptr;
  bool scopeClosed = false;
  std::vector<char> bytes;
};

/// A memref value: a strided view of a buffer.
class MemRefValue : public RuntimeObject {
public:
  static const char kKind;
  static bool classof(const RuntimeObject *o) { return o->getKind() == &kKind; }

  MemRefValue(std::shared_ptr<Buffer> buffer, Type elementType,
              int64_t baseByte, int64_t offset, llvm::ArrayRef<int64_t> sizes,
              llvm::ArrayRef<int64_t> strides);

  /// A new buffer of `kind` for a memref of `elementType` and `sizes`,
  /// laid out row-major; none when the sizes are negative or the buffer
  /// would be larger than Tensor::kMaxBytes.
  static std::shared_ptr<MemRefValue> allocate(Buffer::Kind kind,
                                               Operation *origin,
                                               Type elementType,
                                               llvm::ArrayRef<int64_t> sizes);
  /// A row-major view of all of `buffer`.
  static std::shared_ptr<MemRefValue>
  withRowMajorLayout(std::shared_ptr<Buffer> buffer, Type elementType,
                     llvm::ArrayRef<int64_t> sizes);
  /// Another view of the same buffer.
  std::shared_ptr<MemRefValue> view(Type elementType, int64_t baseByte,
                                    int64_t offset,
                                    llvm::ArrayRef<int64_t> sizes,
                                    llvm::ArrayRef<int64_t> strides) const {
    return std::make_shared<MemRefValue>(buffer, elementType, baseByte, offset,
                                         sizes, strides);
  }

  const std::shared_ptr<Buffer> &getBuffer() const { return buffer; }
  Type getElementType() const { return elementType; }
  const ElementLayout &getLayout() const { return layout; }
  /// Where the aligned pointer sits in the buffer, in bytes.
  int64_t getBaseByte() const { return baseByte; }
  /// The offset of element (0, ..., 0) from the aligned pointer, in
  /// elements.
  int64_t getOffset() const { return offset; }
  llvm::ArrayRef<int64_t> getSizes() const { return sizes; }
  llvm::ArrayRef<int64_t> getStrides() const { return strides; }
  int64_t getRank() const { return int64_t(sizes.size()); }
  int64_t getNumElements() const;

  /// Reads or writes the element at `indices`, checked (see the file
  /// comment); on failure the error is reported at `op`.
  llvm::LogicalResult load(Operation *op, llvm::ArrayRef<int64_t> indices,
                           Slot &bits) const;
  llvm::LogicalResult store(Operation *op, llvm::ArrayRef<int64_t> indices,
                            Slot bits) const;
  /// Whether the buffer can be used by `op` at all (not freed, its scope
  /// not closed); reports why not.
  llvm::LogicalResult checkAlive(Operation *op) const;

  /// The elements, row-major, as a tensor (results printed or saved).
  llvm::LogicalResult toTensor(Operation *op, TensorRef &out) const;
  /// Overwrites the elements with `tensor`'s (the same shape).
  llvm::LogicalResult fromTensor(Operation *op, const Tensor &tensor) const;

private:
  /// The byte position of `indices` in the buffer, checked.
  llvm::LogicalResult address(Operation *op, llvm::ArrayRef<int64_t> indices,
                              bool forWrite, size_t &byte) const;

  std::shared_ptr<Buffer> buffer;
  Type elementType;
  ElementLayout layout;
  Slot mask = 0;
  int64_t baseByte = 0;
  int64_t offset = 0;
  llvm::SmallVector<int64_t, 4> sizes, strides;
};

/// The buffers of a run: the heap ones alive at the end are leaks,
/// reported at their alloc unless the entry function returns them.
class BufferState : public InterpreterState {
public:
  static const char kKind;
  void trackHeap(const std::shared_ptr<Buffer> &buffer) {
    liveHeap[buffer.get()] = {nextSequence++, buffer};
  }
  void releaseHeap(Buffer *buffer) { liveHeap.erase(buffer); }
  /// The buffer of global `global` (made and initialized on first use).
  std::shared_ptr<Buffer> &globalBuffer(Operation *global) {
    return globals[global];
  }
  /// The made-up address of `buffer`'s first byte: 2^40 bytes of address
  /// space per buffer, in the order the run first asks.
  uint64_t addressOf(const Buffer *buffer) {
    auto [it, inserted] = addresses.try_emplace(buffer, 0);
    if (inserted)
      it->second = uint64_t(addresses.size()) << 40;
    return it->second;
  }
  llvm::LogicalResult finish(llvm::ArrayRef<RuntimeValue> results) override;

private:
  /// The heap buffers not freed yet, with the order they were made in.
  llvm::DenseMap<Buffer *, std::pair<uint64_t, std::shared_ptr<Buffer>>>
      liveHeap;
  uint64_t nextSequence = 0;
  llvm::DenseMap<const Buffer *, uint64_t> addresses;
  llvm::DenseMap<Operation *, std::shared_ptr<Buffer>> globals;
};

} // namespace terrace::interp
