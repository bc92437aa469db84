//===- RuntimeLibrary.h - The runtime library inside ahead-of-time objects ===//
//
// A program on ONNX's sequences, optionals or strings calls Terrace's
// runtime library (runtime/library/). terrace-compile carries that library
// as LLVM bitcode and links it into the program's module, so the object
// it writes needs nothing of Terrace at run time; the C header then
// carries the library's C side (terrace_runtime.h).
//
//===----------------------------------------------------------------------===//
#pragma once

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"

namespace llvm {
class Module;
} // namespace llvm

namespace terrace {

/// Whether `module` calls a function of the runtime library
/// (`_terrace_...`) that it does not define.
bool needsRuntimeLibrary(const llvm::Module &module);

/// Links the runtime library into `module`. Its functions and data become
/// weak (or stay link-once), so objects of several programs link into one
/// executable and share one runtime state.
llvm::Error linkRuntimeLibrary(llvm::Module &module);

/// The C declarations of the runtime library's functions a C program calls.
llvm::StringRef runtimeLibraryCHeader();

} // namespace terrace
