//===- RuntimeObjects.cpp - What compiled code makes through the runtime --===//
#include "runtime/RuntimeObjects.h"

#include <mutex>
#include <vector>

using namespace terrace::runtime;

namespace {
std::mutex mutex;
std::vector<std::unique_ptr<RuntimeObject>> objects;
std::string firstError;
} // namespace

RuntimeObject::~RuntimeObject() = default;

RuntimeObject *
terrace::runtime::keepRuntimeObject(std::unique_ptr<RuntimeObject> object) {
  std::lock_guard<std::mutex> lock(mutex);
  objects.push_back(std::move(object));
  return objects.back().get();
}

void terrace::runtime::releaseRuntimeObjects() {
  std::lock_guard<std::mutex> lock(mutex);
  objects.clear();
}

void terrace::runtime::recordRuntimeError(const llvm::Twine &message) {
  std::lock_guard<std::mutex> lock(mutex);
  if (firstError.empty())
    firstError = message.str();
}

std::string terrace::runtime::takeRuntimeError() {
  std::lock_guard<std::mutex> lock(mutex);
  return std::exchange(firstError, std::string());
}
