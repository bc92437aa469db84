//===- HeapTracker.cpp - What compiled code allocates and frees -----------===//
#include "runtime/HeapTracker.h"

#include "llvm/ADT/DenseMap.h"

#include <cstdlib>
#include <mutex>

#ifdef __GLIBC__
#include <malloc.h>
#endif

using namespace terrace::runtime;

namespace {
struct Registry {
  std::mutex lock;
  llvm::DenseMap<void *, size_t> live;
  size_t badFrees = 0;
};

Registry &registry() {
  static Registry instance;
  return instance;
}

void *track(void *pointer, size_t size) {
  if (!pointer)
    return nullptr;
  Registry &r = registry();
  std::lock_guard<std::mutex> guard(r.lock);
  r.live[pointer] = size;
  return pointer;
}

/// Forgets `pointer`; false if it was not a live block.
bool untrack(void *pointer) {
  Registry &r = registry();
  std::lock_guard<std::mutex> guard(r.lock);
  return r.live.erase(pointer);
}
} // namespace

extern "C" void *terrace_malloc(size_t size) {
  return track(std::malloc(size), size);
}

extern "C" void *terrace_calloc(size_t count, size_t size) {
  return track(std::calloc(count, size), count * size);
}

extern "C" void *terrace_aligned_alloc(size_t alignment, size_t size) {
  return track(std::aligned_alloc(alignment, size), size);
}

extern "C" void *terrace_realloc(void *pointer, size_t size) {
  if (pointer && !untrack(pointer)) {
    std::lock_guard<std::mutex> guard(registry().lock);
    ++registry().badFrees;
    return nullptr;
  }
  return track(std::realloc(pointer, size), size);
}

extern "C" void terrace_free(void *pointer) {
  if (!pointer)
    return;
  if (untrack(pointer)) {
    std::free(pointer);
    return;
  }
  std::lock_guard<std::mutex> guard(registry().lock);
  ++registry().badFrees;
}

void terrace::runtime::keepFreedMemory() {
#ifdef __GLIBC__
  // The largest mmap threshold glibc takes (DEFAULT_MMAP_THRESHOLD_MAX on
  // 64-bit targets); blocks above it are mapped and unmapped as before.
  mallopt(M_MMAP_THRESHOLD, 32 * 1024 * 1024);
  mallopt(M_TRIM_THRESHOLD, 1024 * 1024 * 1024);
#endif
}

void terrace::runtime::resetHeapTracking() {
  Registry &r = registry();
  std::lock_guard<std::mutex> guard(r.lock);
  r.live.clear();
  r.badFrees = 0;
}

bool terrace::runtime::releaseTrackedBlock(void *pointer) {
  if (!pointer || !untrack(pointer))
    return false;
  std::free(pointer);
  return true;
}

HeapReport terrace::runtime::finishHeapTracking() {
  Registry &r = registry();
  std::lock_guard<std::mutex> guard(r.lock);
  HeapReport report;
  report.leakedBlocks = r.live.size();
  for (auto &[pointer, size] : r.live) {
    report.leakedBytes += size;
    std::free(pointer);
  }
  report.badFrees = r.badFrees;
  r.live.clear();
  r.badFrees = 0;
  return report;
}
