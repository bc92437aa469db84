//===- MemRefRuntime.cpp - What compiled code calls for memrefs -----------===//
#include "runtime/MemRefRuntime.h"

#include <cstring>
#include <vector>

using terrace::runtime::UnrankedMemRef;

namespace {
/// The fields of a ranked descriptor of `rank`.
struct RankedView {
  char *aligned;
  int64_t offset;
  const int64_t *sizes;
  const int64_t *strides;
};

RankedView view(const UnrankedMemRef &memref) {
  auto *fields = static_cast<int64_t *>(memref.descriptor);
  RankedView v;
  std::memcpy(&v.aligned, fields + 1, sizeof(char *));
  v.offset = fields[2];
  v.sizes = fields + 3;
  v.strides = fields + 3 + memref.rank;
  return v;
}
} // namespace

/// Copies every element of `source` into `target` (same shape), whatever
/// their strides: element by element along the innermost dimension, and
/// one memcpy where both are contiguous there.
extern "C" void terrace_memrefCopy(int64_t elementSize, UnrankedMemRef *source,
                                   UnrankedMemRef *target) {
  int64_t rank = source->rank;
  RankedView from = view(*source), to = view(*target);
  for (int64_t d = 0; d < rank; ++d)
    if (from.sizes[d] == 0)
      return;
  std::vector<int64_t> index(size_t(rank), 0);
  int64_t fromAt = from.offset, toAt = to.offset;
  while (true) {
    std::memcpy(to.aligned + toAt * elementSize,
                from.aligned + fromAt * elementSize, size_t(elementSize));
    // The next index, innermost fastest.
    int64_t d = rank;
    while (d > 0) {
      --d;
      ++index[size_t(d)];
      fromAt += from.strides[d];
      toAt += to.strides[d];
      if (index[size_t(d)] < from.sizes[d])
        break;
      fromAt -= from.strides[d] * from.sizes[d];
      toAt -= to.strides[d] * to.sizes[d];
      index[size_t(d)] = 0;
      if (d == 0)
        return;
    }
    if (rank == 0)
      return;
  }
}
