//===- SequenceRuntime.h - ONNX's sequences for compiled code -------------===//
//
// A sequence of tensors (!onnx.Seq) has no tensor form: its elements may
// differ in shape and its length is known at run time. Compiled code holds
// one as an opaque pointer and works on it through these C functions, which
// the onnx-to-linalg lowering calls in its `runtime-calls` mode
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
//   void _terrace_opt_expect_element(ptr seq)   an error for an empty
//                                     optional of a tensor (its element read)
//
// where <t> names the element type (f32, i64, ...: only its size matters
// here) and a memref<*x t> is MLIR's unranked descriptor, passed as its
// rank and a pointer to the ranked descriptor. Sequences are values: an
// insert or an erase makes a new one, sharing the tensors. An optional of
// a tensor is a sequence of none or one; an optional of a sequence is the
// sequence, or null. A C program makes and reads them through
// terrace_runtime.h's terrace_sequence_* functions.
//
// Sequences live until releaseRuntimeObjects() (RuntimeObjects.h); a
// position out of range, or a read into a buffer of another shape, is
// recorded as the runtime's error.
//
//===----------------------------------------------------------------------===//
#pragma once

#include "runtime/library/RuntimeObjects.h"

#include <cstdint>
#include <memory>
#include <vector>

namespace terrace::runtime {

/// One element: its shape and its bytes in row-major order.
struct SequenceTensor {
  std::vector<int64_t> shape;
  unsigned elementBytes = 0;
  std::vector<char> bytes;
};

struct Sequence : RuntimeObject {
  std::vector<std::shared_ptr<const SequenceTensor>> tensors;
};

/// A new sequence of `tensors`, alive until releaseRuntimeObjects().
Sequence *
makeSequence(std::vector<std::shared_ptr<const SequenceTensor>> tensors = {});

} // namespace terrace::runtime

/// X(suffix, bytes) for each element type the sized functions take.
#define TERRACE_SEQUENCE_ELEMENT_TYPES(X)                                      \
  X(i1, 1)                                                                     \
  X(i8, 1) X(i16, 2) X(i32, 4) X(i64, 8) X(f16, 2) X(bf16, 2) X(f32, 4)        \
      X(f64, 8)

extern "C" {
void *_terrace_seq_empty();
void *_terrace_seq_erase(void *seq, int64_t hasPosition, int64_t position);
int64_t _terrace_seq_length(void *seq);
int64_t _terrace_seq_dim(void *seq, int64_t position, int64_t dim);
int64_t _terrace_seq_is_some(void *seq);
void _terrace_opt_expect_element(void *seq);
#define TERRACE_DECLARE_SIZED(suffix, bytes)                                   \
  void *_terrace_seq_insert_##suffix(void *seq, int64_t hasPosition,           \
                                     int64_t position, int64_t rank,           \
                                     void *fields);                            \
  void _terrace_seq_read_##suffix(void *seq, int64_t position, int64_t rank,   \
                                  void *fields);
TERRACE_SEQUENCE_ELEMENT_TYPES(TERRACE_DECLARE_SIZED)
#undef TERRACE_DECLARE_SIZED
}
