//===- MemRefRuntime.h - What compiled code calls for memrefs -------------===//
//
// MLIR's memref lowering calls memrefCopy for copies it cannot write as a
// memcpy (strided views); Terrace's compiled code finds this one. The
// descriptors are MLIR's: an unranked one is (rank, pointer to a ranked
// one), a ranked one (allocated, aligned, offset, sizes[rank],
// strides[rank]).
//
//===----------------------------------------------------------------------===//
#pragma once

#include <cstdint>

namespace terrace::runtime {

struct UnrankedMemRef {
  int64_t rank;
  void *descriptor;
};

} // namespace terrace::runtime

extern "C" void terrace_memrefCopy(int64_t elementSize,
                                   terrace::runtime::UnrankedMemRef *source,
                                   terrace::runtime::UnrankedMemRef *target);
