//===- StringRuntime.h - ONNX's tensors of strings for compiled code ------===//
//
// A tensor of strings (tensor<...x!onnx.String>) has no buffer form:
// compiled code holds one as an opaque pointer and works on it through
// these C functions, which the onnx-to-linalg lowering calls in its
// `runtime-calls` mode (conversions/ONNXToLinalg/StringLowering.cpp):
//
//   ptr  _terrace_str_from_<t>(memref<*x t>)     numbers written
//   void _terrace_str_to_<t>(ptr, memref<*x t>)  numbers read into the
//                                                buffer (of the same sizes)
//   i64  _terrace_str_dim(ptr, i64 dim)
//   ptr  _terrace_str_normalize(ptr, i64 caseSensitive, i64 change,
//                               memref<*xi8> stopwords)
//
// <t> is i1 (written only), i8 to i64, u8 to u64, f32 or f64; numbers are
// written and read by ONNX's rules (dialects/onnx/StringRules.h). change
// is 0 (none), 1 (lower) or 2 (upper); the stopwords are each a
// little-endian u32 length and the word. Objects live until
// releaseRuntimeObjects(); a string that is no number, or a buffer of
// other sizes, is recorded as the runtime's error (RuntimeObjects.h). A C
// program makes and reads them through terrace_runtime.h's
// terrace_strings_* functions.
//
//===----------------------------------------------------------------------===//
#pragma once

#include "runtime/library/RuntimeObjects.h"

#include <cstdint>
#include <span>
#include <string>
#include <vector>

namespace terrace::runtime {

struct StringTensorObject : RuntimeObject {
  std::vector<int64_t> shape;
  std::vector<std::string> elements;
};

/// A new tensor of strings, alive until releaseRuntimeObjects().
StringTensorObject *makeStringTensor(std::span<const int64_t> shape,
                                     std::vector<std::string> elements);

} // namespace terrace::runtime

/// X(suffix, C++ type) for each number type strings are read as.
#define TERRACE_STRING_NUMBER_TYPES(X)                                         \
  X(i8, int8_t)                                                                \
  X(i16, int16_t) X(i32, int32_t) X(i64, int64_t) X(u8, uint8_t)               \
      X(u16, uint16_t) X(u32, uint32_t) X(u64, uint64_t) X(f32, float)         \
          X(f64, double)

extern "C" {
int64_t _terrace_str_dim(void *strings, int64_t dim);
void *_terrace_str_normalize(void *strings, int64_t caseSensitive,
                             int64_t change, int64_t rank, void *fields);
void *_terrace_str_from_i1(int64_t rank, void *fields);
#define TERRACE_DECLARE_NUMBER(suffix, type)                                   \
  void *_terrace_str_from_##suffix(int64_t rank, void *fields);                \
  void _terrace_str_to_##suffix(void *strings, int64_t rank, void *fields);
TERRACE_STRING_NUMBER_TYPES(TERRACE_DECLARE_NUMBER)
#undef TERRACE_DECLARE_NUMBER
}
