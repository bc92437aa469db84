//===- HeapTracker.h - What compiled code allocates and frees -------------===//
//
// The JIT resolves compiled code's malloc, calloc, realloc, aligned_alloc
// and free to these, which keep the live heap blocks in a registry: after
// a call, the runner frees the buffers a function returns through it and
// asks what is left. A block left is a leak; a free of a pointer the
// registry does not hold (a caller's buffer, or one freed already) is
// counted, not passed on to the C library, so the run reports it instead
// of corrupting the heap. Objects compiled ahead of time call the C
// library directly.
//
//===----------------------------------------------------------------------===//
#pragma once

#include <cstddef>
#include <cstdint>

namespace terrace::runtime {

/// What the compiled code left behind since the last reset.
struct HeapReport {
  size_t leakedBlocks = 0;
  size_t leakedBytes = 0;
  /// Frees of pointers that were not live blocks.
  size_t badFrees = 0;
};

/// Forgets the blocks and bad frees seen so far (freeing nothing).
void resetHeapTracking();
/// Lets the C library keep what compiled code frees for its next
/// allocations, rather than returning large blocks to the system and
/// taking them back page by page on the next run (glibc's mmap and trim
/// thresholds raised, as a runtime's arena would): a warm run then finds
/// its buffers' pages mapped. Process-wide; a no-op elsewhere.
void keepFreedMemory();
/// Frees `pointer` if it is a live block (a function's result buffer)
/// and says whether it was one; anything else (an argument's storage, a
/// global's 0xdeadbeef, a block freed already) is left alone.
bool releaseTrackedBlock(void *pointer);
/// The blocks still live and the bad frees since the last reset; the
/// live blocks are then freed, so that a leaking run does not grow the
/// process.
HeapReport finishHeapTracking();

} // namespace terrace::runtime

extern "C" {
void *terrace_malloc(size_t size);
void *terrace_calloc(size_t count, size_t size);
void *terrace_realloc(void *pointer, size_t size);
void *terrace_aligned_alloc(size_t alignment, size_t size);
void terrace_free(void *pointer);
}
