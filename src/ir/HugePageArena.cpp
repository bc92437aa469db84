//===- HugePageArena.cpp - Slabs mapped for transparent huge pages --------===//
#include "ir/HugePageArena.h"

#include "llvm/Support/ErrorHandling.h"

#include <cstdint>
#include <cstdlib>

#if defined(__linux__)
#include <sys/mman.h>
#endif

using namespace terrace;

static constexpr size_t kHugePage = size_t(2) << 20;

/// Whole pages, so that both ends of a mapping can be unmapped.
static size_t roundToPages(size_t size) {
  return (size + 4095) & ~size_t(4095);
}

void *HugePageSlabAllocator::Allocate(size_t size, size_t alignment) {
#if defined(__linux__)
  if (size >= kHugePage && alignment <= kHugePage) {
    size = roundToPages(size);
    // Map a huge page more than asked and keep the aligned middle.
    size_t mapped = size + kHugePage;
    void *raw = mmap(nullptr, mapped, PROT_READ | PROT_WRITE,
                     MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (raw == MAP_FAILED)
      llvm::report_bad_alloc_error("out of memory mapping an arena slab");
    uintptr_t start = reinterpret_cast<uintptr_t>(raw);
    uintptr_t aligned = (start + kHugePage - 1) & ~(kHugePage - 1);
    if (aligned > start)
      munmap(raw, aligned - start);
    uintptr_t end = start + mapped;
    if (end > aligned + size)
      munmap(reinterpret_cast<void *>(aligned + size), end - aligned - size);
    // Advice only: where huge pages are off, this is ordinary memory.
    (void)madvise(reinterpret_cast<void *>(aligned), size, MADV_HUGEPAGE);
    return reinterpret_cast<void *>(aligned);
  }
#endif
  return llvm::allocate_buffer(size, alignment);
}

void HugePageSlabAllocator::Deallocate(const void *ptr, size_t size,
                                       size_t alignment) {
#if defined(__linux__)
  if (size >= kHugePage && alignment <= kHugePage) {
    munmap(const_cast<void *>(ptr), roundToPages(size));
    return;
  }
#endif
  llvm::deallocate_buffer(const_cast<void *>(ptr), size, alignment);
}
