//===- UnrankedMemRef.h - Reading MLIR's descriptors in the runtime -------===//
//
// The runtime's C functions take buffers as MLIR's unranked memrefs: a rank
// and a pointer to the ranked descriptor (allocated and aligned pointers,
// offset, sizes, strides; in elements). These read it and walk its
// elements in row-major order, whatever the strides.
//
//===----------------------------------------------------------------------===//
#pragma once

#include <cstdint>
#include <cstring>
#include <span>
#include <vector>

namespace terrace::runtime {

struct MemRefView {
  char *aligned = nullptr;
  int64_t offset = 0;
  std::span<const int64_t> sizes, strides;

  int64_t getNumElements() const {
    int64_t n = 1;
    for (int64_t size : sizes)
      n *= size;
    return n;
  }
};

/// The ranked descriptor of `rank` at `fields`.
inline MemRefView readMemRef(int64_t rank, void *fields) {
  auto *words = static_cast<int64_t *>(fields);
  MemRefView view;
  std::memcpy(&view.aligned, words + 1, sizeof(void *));
  view.offset = words[2];
  view.sizes = std::span<const int64_t>(words + 3, size_t(rank));
  view.strides = std::span<const int64_t>(words + 3 + rank, size_t(rank));
  return view;
}

/// Calls `fn(row-major index, element offset in the buffer)` for every
/// element of `view`.
template <typename Fn> void forEachElement(const MemRefView &view, Fn fn) {
  int64_t count = view.getNumElements();
  std::vector<int64_t> index(view.sizes.size(), 0);
  for (int64_t linear = 0; linear < count; ++linear) {
    int64_t at = view.offset;
    for (size_t i = 0; i < index.size(); ++i)
      at += index[i] * view.strides[i];
    fn(linear, at);
    for (size_t i = index.size(); i-- > 0;) {
      if (++index[i] < view.sizes[i])
        break;
      index[i] = 0;
    }
  }
}

} // namespace terrace::runtime
