//===- RuntimeObjects.h - What compiled code makes through the runtime ----===//
//
// ONNX's sequences, optionals and tensors of strings have no tensor form:
// compiled code holds them as opaque pointers to objects of Terrace's
// runtime (SequenceRuntime.h, StringRuntime.h) and works on them through
// its C functions. Every such object lives until releaseRuntimeObjects(),
// which the caller of compiled code calls once it has read the results
// (they are values: an op that changes one makes a new one, so nothing is
// freed while the code runs).
//
// An error met by a runtime function (a position out of range, a string
// that is no number) is recorded and the function goes on with something
// harmless; the caller reports takeRuntimeError() after the call.
//
//===----------------------------------------------------------------------===//
#pragma once

#include "llvm/ADT/Twine.h"

#include <memory>
#include <string>

namespace terrace::runtime {

class RuntimeObject {
public:
  virtual ~RuntimeObject();
};

/// Keeps `object` until releaseRuntimeObjects(); returns it.
RuntimeObject *keepRuntimeObject(std::unique_ptr<RuntimeObject> object);
template <typename T> T *keep(std::unique_ptr<T> object) {
  return static_cast<T *>(keepRuntimeObject(std::move(object)));
}
/// Frees every object kept so far.
void releaseRuntimeObjects();

/// Records `message` unless an error is recorded already.
void recordRuntimeError(const llvm::Twine &message);
/// The first error recorded since the last call, or empty.
std::string takeRuntimeError();

} // namespace terrace::runtime
