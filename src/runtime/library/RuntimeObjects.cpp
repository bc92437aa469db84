//===- RuntimeObjects.cpp - What compiled code makes through the runtime --===//
#include "runtime/library/RuntimeObjects.h"
#include "runtime/library/terrace_runtime.h"

#include <utility>

using namespace terrace::runtime;

RuntimeObject *
terrace::runtime::keepRuntimeObject(std::unique_ptr<RuntimeObject> object) {
  RuntimeState &state = runtimeState();
  std::lock_guard<std::mutex> lock(state.mutex);
  state.objects.push_back(std::move(object));
  return state.objects.back().get();
}

void terrace::runtime::releaseRuntimeObjects() {
  RuntimeState &state = runtimeState();
  std::lock_guard<std::mutex> lock(state.mutex);
  state.objects.clear();
  state.takenError.clear();
}

void terrace::runtime::recordRuntimeError(std::string message) {
  RuntimeState &state = runtimeState();
  std::lock_guard<std::mutex> lock(state.mutex);
  if (state.firstError.empty())
    state.firstError = std::move(message);
}

std::string terrace::runtime::takeRuntimeError() {
  RuntimeState &state = runtimeState();
  std::lock_guard<std::mutex> lock(state.mutex);
  return std::exchange(state.firstError, std::string());
}

//===-- The C interface (terrace_runtime.h) -------------------------------===//

const char *terrace_runtime_error(void) {
  RuntimeState &state = runtimeState();
  std::lock_guard<std::mutex> lock(state.mutex);
  state.takenError = std::exchange(state.firstError, std::string());
  return state.takenError.empty() ? nullptr : state.takenError.c_str();
}

void terrace_runtime_release(void) { releaseRuntimeObjects(); }
