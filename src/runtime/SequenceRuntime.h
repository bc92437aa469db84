//===- SequenceRuntime.h - ONNX's sequences for compiled code -------------===//
//
// A sequence of tensors (!onnx.Seq) has no tensor form: its elements may
// differ in shape and its length is known at run time. Compiled code holds
// one as an opaque pointer and works on it through the C functions this
// library gives the JIT (forEachSequenceSymbol), which the onnx-to-linalg
// lowering calls in its `runtime-calls` mode
// (conversions/ONNXToLinalg/SequenceLowering.cpp):
//
//   ptr  _terrace_seq_empty()
//   ptr  _terrace_seq_insert_<t>(ptr seq, i64 hasPosition, i64 position,
//                                memref<*x t>)   a new sequence
//   ptr  _terrace_seq_erase(ptr seq, i64 hasPosition, i64 position)
//   i64  _terrace_seq_length(ptr seq)
//   i64  _terrace_seq_dim(ptr seq, i64 position, i64 dim)
//   void _terrace_seq_read_<t>(ptr seq, i64 position, memref<*x t>)
//   i64  _terrace_seq_is_some(ptr seq)     0 for a null (an empty optional)
//
// where <t> names the element type (f32, i64, ...: only its size matters
// here) and a memref<*x t> is MLIR's unranked descriptor, passed as its
// rank and a pointer to the ranked descriptor. Sequences are values: an
// insert or an erase makes a new one, sharing the tensors. An optional of
// a tensor is a sequence of none or one; an optional of a sequence is the
// sequence, or null.
//
// Sequences live until releaseRuntimeObjects() (RuntimeObjects.h); a
// position out of range, or a read into a buffer of another shape, is
// recorded as the runtime's error.
//
//===----------------------------------------------------------------------===//
#pragma once

#include "runtime/RuntimeObjects.h"

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

namespace terrace::runtime {

/// One element: its shape and its bytes in row-major order.
struct SequenceTensor {
  llvm::SmallVector<int64_t, 4> shape;
  unsigned elementBytes = 0;
  std::vector<char> bytes;
};

struct Sequence : RuntimeObject {
  std::vector<std::shared_ptr<const SequenceTensor>> tensors;
};

/// A new sequence of `tensors`, alive until releaseRuntimeObjects().
Sequence *
makeSequence(std::vector<std::shared_ptr<const SequenceTensor>> tensors = {});

/// Calls `fn` with each C function above and its address.
void forEachSequenceSymbol(
    llvm::function_ref<void(llvm::StringRef name, void *address)> fn);

} // namespace terrace::runtime
