//===- StringRuntime.h - ONNX's tensors of strings for compiled code ------===//
//
// A tensor of strings (tensor<...x!onnx.String>) has no buffer form:
// compiled code holds one as an opaque pointer and works on it through the
// C functions this library gives the JIT (forEachStringSymbol), which the
// onnx-to-linalg lowering calls in its `runtime-calls` mode
// (conversions/ONNXToLinalg/StringLowering.cpp):
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
// other sizes, is recorded as the runtime's error (RuntimeObjects.h).
//
//===----------------------------------------------------------------------===//
#pragma once

#include "runtime/RuntimeObjects.h"

#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"

#include <string>
#include <vector>

namespace terrace::runtime {

struct StringTensorObject : RuntimeObject {
  llvm::SmallVector<int64_t, 4> shape;
  std::vector<std::string> elements;
};

/// A new tensor of strings, alive until releaseRuntimeObjects().
StringTensorObject *makeStringTensor(llvm::ArrayRef<int64_t> shape,
                                     std::vector<std::string> elements);

/// Calls `fn` with each C function above and its address.
void forEachStringSymbol(
    llvm::function_ref<void(llvm::StringRef name, void *address)> fn);

} // namespace terrace::runtime
