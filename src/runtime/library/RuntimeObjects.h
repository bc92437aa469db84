//===- RuntimeObjects.h - What compiled code makes through the runtime ----===//
//
// ONNX's sequences, optionals and tensors of strings have no tensor form:
// compiled code holds them as opaque pointers to objects of Terrace's
// runtime library (SequenceRuntime.h, StringRuntime.h) and works on them
// through its C functions. Every such object lives until
// releaseRuntimeObjects(), which the caller of compiled code calls once it
// has read the results (they are values: an op that changes one makes a
// new one, so nothing is freed while the code runs).
//
// An error met by a runtime function (a position out of range, a string
// that is no number) is recorded and the function goes on with something
// harmless; the caller reports takeRuntimeError() after the call.
//
// The library is built twice: into Terrace, for the JIT, and as LLVM
// bitcode that terrace-compile links into the objects it writes
// (CMakeLists.txt). So it uses the C++ standard library only, and its
// state is one inline function's static: objects of several programs
// linked together share one state, as the linker keeps one copy.
//
//===----------------------------------------------------------------------===//
#pragma once

#include <memory>
#include <mutex>
#include <string>
#include <vector>

namespace terrace::runtime {

class RuntimeObject {
public:
  virtual ~RuntimeObject() = default;
};

/// The objects kept and the first error, behind one lock.
struct RuntimeState {
  std::mutex mutex;
  std::vector<std::unique_ptr<RuntimeObject>> objects;
  std::string firstError;
  /// The error terrace_runtime_error() handed out last (C's view of it).
  std::string takenError;
};
inline RuntimeState &runtimeState() {
  static RuntimeState state;
  return state;
}

/// Keeps `object` until releaseRuntimeObjects(); returns it.
RuntimeObject *keepRuntimeObject(std::unique_ptr<RuntimeObject> object);
template <typename T> T *keep(std::unique_ptr<T> object) {
  return static_cast<T *>(keepRuntimeObject(std::move(object)));
}
/// Frees every object kept so far.
void releaseRuntimeObjects();

/// Records `message` unless an error is recorded already.
void recordRuntimeError(std::string message);
/// The first error recorded since the last call, or empty.
std::string takeRuntimeError();

} // namespace terrace::runtime
