//===- Storage.cpp - The uniquer shared by types, attributes, exprs -------===//
#include "ir/Storage.h"

#include "llvm/ADT/Hashing.h"
#include "llvm/Support/xxhash.h"

#include <cstring>

using namespace terrace;
using namespace terrace::detail;

/// Keys are mostly a few words: mix them one multiply each, and hash only
/// byte strings with xxh3.
static inline uint64_t mix(uint64_t h, uint64_t word) {
  h ^= word + 0x9E3779B97F4A7C15ull + (h << 6) + (h >> 2);
  return h * 0xFF51AFD7ED558CCDull;
}

unsigned StorageKey::computeHash() const {
  uint64_t h = mix(0xC2B2AE3D27D4EB4Full, kind);
  for (int64_t w : ints)
    h = mix(h, uint64_t(w));
  for (const void *p : ptrs)
    h = mix(h, uint64_t(reinterpret_cast<uintptr_t>(p)));
  if (!bytes.empty())
    h = mix(h, llvm::xxh3_64bits(bytes));
  return unsigned(h ^ (h >> 32));
}

const Storage *Uniquer::get(const StorageKey &inKey) {
  StorageKey key = inKey;
  key.hash = key.computeHash();
  std::unique_lock<std::mutex> lock(mutex, std::defer_lock);
  if (threadSafe)
    lock.lock();
  auto it = set.find_as(key);
  if (it != set.end())
    return *it;

  // One allocation: the header, then the three arrays.
  // Bytes get a '\0' after them; no bytes, no terminator.
  size_t size = sizeof(Storage) + key.ints.size() * sizeof(int64_t) +
                key.ptrs.size() * sizeof(void *) +
                (key.bytes.empty() ? 0 : key.bytes.size() + 1);
  char *mem = static_cast<char *>(arena.Allocate(size, alignof(Storage)));
  auto *storage = new (mem) Storage();
  storage->context = context;
  storage->kind = key.kind;
  storage->hash = key.hash;
  storage->numInts = uint32_t(key.ints.size());
  storage->numPtrs = uint32_t(key.ptrs.size());
  storage->numBytes = uint32_t(key.bytes.size());
  char *cursor = mem + sizeof(Storage);
  if (!key.ints.empty())
    std::memcpy(cursor, key.ints.data(), key.ints.size() * sizeof(int64_t));
  cursor += key.ints.size() * sizeof(int64_t);
  if (!key.ptrs.empty())
    std::memcpy(cursor, key.ptrs.data(), key.ptrs.size() * sizeof(void *));
  cursor += key.ptrs.size() * sizeof(void *);
  if (!key.bytes.empty()) {
    std::memcpy(cursor, key.bytes.data(), key.bytes.size());
    cursor[key.bytes.size()] = '\0';
  }
  set.insert(storage);
  return storage;
}
