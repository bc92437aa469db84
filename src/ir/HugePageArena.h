//===- HugePageArena.h - Arenas whose large slabs use huge pages ----------===//
//
// A million ops and their uniqued locations are some 200 MiB, written once
// in order. Backed by 4 KiB pages that is 50,000 page faults, each a trap
// to the kernel (dearer in a virtual machine), serialised between the
// threads of a parallel parse. Slabs of 2 MiB and more are mapped aligned
// and offered to the kernel for transparent huge pages (MADV_HUGEPAGE):
// one fault per 2 MiB where the system allows it, plain pages where not.
// Slabs grow quickly to that size, so small contexts stay small.
//
//===----------------------------------------------------------------------===//
#pragma once

#include "llvm/Support/Allocator.h"

#include <cstddef>

namespace terrace {

/// The slab source of HugePageArena (LLVM's AllocatorBase interface).
class HugePageSlabAllocator
    : public llvm::AllocatorBase<HugePageSlabAllocator> {
public:
  void *Allocate(size_t size, size_t alignment);
  void Deallocate(const void *ptr, size_t size, size_t alignment);
  using AllocatorBase<HugePageSlabAllocator>::Allocate;
  using AllocatorBase<HugePageSlabAllocator>::Deallocate;
};

/// A bump allocator starting with 64 KiB slabs and doubling every second
/// slab, so that past 4 MiB of use its slabs are huge-page sized.
using HugePageArena =
    llvm::BumpPtrAllocatorImpl<HugePageSlabAllocator, 64 * 1024, 64 * 1024,
                               /*GrowthDelay=*/2>;

} // namespace terrace
