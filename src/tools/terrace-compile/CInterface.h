//===- CInterface.h - The C side of an ahead-of-time compiled program -----===//
//
// terrace-compile gives each public function a C entry point of its own
// name: a memref argument is passed as a pointer to its descriptor (MLIR's
// layout: allocated pointer, aligned pointer, offset, sizes, strides), an
// integer or float of 8 to 64 bits by value, anything else by pointer;
// each result is written where a pointer after the arguments points. An
// entry returns 0, or, before it computes anything, 1 + the index of the
// first argument whose shape the program does not allow: a static size
// that differs, or a dimension named alike with an earlier one (ONNX's
// symbolic dimensions, `onnx.dim_params`) that differs from it. The
// lowered function itself becomes internal (`_terrace_impl_<name>`), so
// LLVM may inline it into its entry. The header declares the entries and
// the descriptor types.
//
// ONNX's sequences, optionals and tensors of strings cross as pointers to
// objects of Terrace's runtime library (runtime/library/terrace_runtime.h),
// which the header then declares: the lowered function takes an
// `!llvm.ptr` where the program as written took such a value.
//
//===----------------------------------------------------------------------===//
#pragma once

#include "ir/Types.h"

#include "llvm/ADT/SmallVector.h"
#include "llvm/Support/Error.h"

#include <string>
#include <vector>

namespace llvm {
class Module;
class raw_ostream;
} // namespace llvm

namespace terrace {

/// A public function of the program, as the C side sees it.
struct CEntry {
  /// The function's name in the program, and its C entry's.
  std::string name, cName;
  /// The lowered function's type: memrefs for tensors, pointers for
  /// sequences, optionals and tensors of strings.
  FunctionType type;
  /// What each argument and result stands for (the program's types).
  FunctionType valueType;
  /// Each argument's named dimensions (position, name): dimensions named
  /// alike must have one size.
  std::vector<llvm::SmallVector<std::pair<unsigned, std::string>, 2>>
      dimensionNames;
};

/// Why `entry` cannot cross the C interface, or empty.
std::string whyNotInCInterface(const CEntry &entry);

/// Adds each entry's C wrapper to `module` (the lowered program in LLVM
/// IR) and makes the lowered functions internal.
llvm::Error addCInterface(llvm::Module &module,
                          const std::vector<CEntry> &entries);

/// Writes the C header of `entries`; `guard` names its include guard.
/// `runtimeHeader`, when not empty, is the runtime library's C side, which
/// the object carries (RuntimeLibrary.h).
void writeCHeader(llvm::raw_ostream &os, const std::vector<CEntry> &entries,
                  llvm::StringRef source, llvm::StringRef guard,
                  llvm::StringRef runtimeHeader);

} // namespace terrace
