//===- JIT.h - Compiling llvm dialect modules to native code --------------===//
//
// A JITProgram is a module of llvm dialect ops translated to LLVM IR,
// optimized by LLVM's default O2/O3 pipeline for the host CPU, compiled to
// an object file in memory (runtime/Codegen.h) and loaded by ORC's LLJIT.
// The object can be kept (CompileCache.h) and loaded again without
// compiling. Its entry functions are called through a "packed" wrapper,
// `_terrace_packed_<name>(void **args)`, that Terrace adds: args[i] points
// at the value of argument i (as the lowered function takes it: a memref
// is its descriptor's fields, one argument each), and the results are
// stored where the pointers after the arguments point, one per result of
// the original function. The calling code needs no knowledge of the
// target's calling convention.
//
// Constant arrays of at least kLargeConstantBytes (weights) stay out of the
// object: the code reads them where they already are (a resource blob of
// the module, a file mapped from the compile cache), so that neither LLVM
// nor the cache copies them.
//
// The compiled code calls the C library, found in the process, memrefCopy
// (MemRefRuntime.cpp), and malloc and free through the heap tracker
// (HeapTracker.h), which says what a run leaks.
//
//===----------------------------------------------------------------------===//
#pragma once

#include <functional>

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"

#include <memory>
#include <string>
#include <vector>

namespace llvm {
class MemoryBuffer;
namespace orc {
class LLJIT;
}
} // namespace llvm

namespace terrace {
class Operation;
struct OutOfLineConstant;
} // namespace terrace

namespace terrace::runtime {

/// A function to call from outside: its name and how many results the
/// original (func-level) function had; several are returned as a struct.
struct EntryPoint {
  std::string name;
  unsigned numResults = 0;
};

struct JITOptions {
  /// LLVM's optimization level: 0 to 3.
  unsigned optLevel = 3;
  /// Fuse multiplications and additions into FMAs wherever LLVM finds
  /// them (createHostTargetMachine).
  bool contractFloats = false;
  /// Told each step of compile() and how long it took, in seconds:
  /// "LLVM IR translation", "LLVM optimization", "Code generation",
  /// "Linking" (what --mlir-timing reports after the passes).
  std::function<void(llvm::StringRef step, double seconds)> onStep;
  /// Told each step of compile() as it starts (a progress display).
  std::function<void(llvm::StringRef step)> onStepStart;
};

class JITProgram {
public:
  ~JITProgram();
  /// Compiles `module` (a builtin.module of llvm dialect ops). Errors in
  /// the translation are reported at the op; the returned error says what
  /// step failed.
  static llvm::Expected<std::unique_ptr<JITProgram>>
  compile(Operation *module, llvm::ArrayRef<EntryPoint> entries,
          const JITOptions &options = {});
  /// Loads an object that compile() made before (getObject()), with the
  /// constants it left out (getConstants()), each defined at its bytes.
  static llvm::Expected<std::unique_ptr<JITProgram>>
  load(std::unique_ptr<llvm::MemoryBuffer> object,
       llvm::ArrayRef<EntryPoint> entries,
       std::vector<OutOfLineConstant> constants);

  /// Calls the packed wrapper of `name` (see the file comment).
  llvm::Error call(llvm::StringRef name, void **args);

  /// The compiled object file.
  llvm::StringRef getObject() const;
  /// The constants the object refers to and does not hold (model weights:
  /// TranslationOptions), which the code reads where they are.
  llvm::ArrayRef<OutOfLineConstant> getConstants() const;

private:
  JITProgram();
  std::unique_ptr<llvm::orc::LLJIT> jit;
  std::unique_ptr<llvm::MemoryBuffer> object;
  std::vector<OutOfLineConstant> constants;
};

} // namespace terrace::runtime
