//===- RuntimeForm.h - Which ONNX values native code holds as objects -----===//
//
// ONNX's sequences, optionals and tensors of strings have no tensor form:
// native code holds them as pointers to objects of Terrace's runtime
// library (runtime/library/), which convert-onnx-to-linalg's
// `runtime-calls` mode makes (RuntimeCalls.h). The tools that compile a
// model ask here whether it needs that mode.
//
//===----------------------------------------------------------------------===//
#pragma once

#include "ir/Types.h"

#include "llvm/ADT/StringRef.h"

namespace terrace {
class Operation;
} // namespace terrace

namespace terrace::onnx_to_linalg {

/// Whether values of `type` are runtime objects in native code: sequences,
/// optionals and tensors of strings.
bool hasRuntimeForm(Type type);

/// Whether a value in `module` (an op's result or a block's argument) has
/// a runtime form.
bool hasRuntimeObjects(Operation *module);

/// The first onnx op left in `module` (after a lowering that should leave
/// none), or null.
Operation *firstONNXOp(Operation *module);

/// Lowers a model with runtime objects to linalg for native code (the
/// onnx-to-linalg pipeline's steps, the lowering in its runtime-calls
/// mode).
inline constexpr llvm::StringLiteral kRuntimeCallsPipeline =
    "canonicalize,shape-inference,canonicalize,"
    "convert-onnx-to-linalg{runtime-calls=true},canonicalize";

} // namespace terrace::onnx_to_linalg
