//===- Storage.cpp - The uniquer shared by types, attributes, exprs -------===//
#include "ir/Storage.h"

#include "llvm/ADT/Hashing.h"
#include "llvm/Support/ErrorHandling.h"
#include "llvm/Support/xxhash.h"

#include <atomic>
#include <cstring>
#include <mutex>

using namespace terrace;
using namespace terrace::detail;

/// Keys are mostly a few words: mix them one multiply each, and hash only
/// byte strings with xxh3.
static inline uint64_t mix(uint64_t h, uint64_t word) {
  h ^= word + 0x9E3779B97F4A7C15ull + (h << 6) + (h >> 2);
  return h * 0xFF51AFD7ED558CCDull;
}

/// Bytes up to this size are hashed in full; beyond it, sampled.
static constexpr size_t kFullyHashedBytes = 4096;
static constexpr size_t kSampledWords = 64;

unsigned StorageKey::computeHash() const {
  uint64_t h = mix(0xC2B2AE3D27D4EB4Full, kind);
  for (int64_t w : ints)
    h = mix(h, uint64_t(w));
  for (const void *p : ptrs)
    h = mix(h, uint64_t(reinterpret_cast<uintptr_t>(p)));
  if (bytes.size() <= kFullyHashedBytes) {
    if (!bytes.empty())
      h = mix(h, llvm::xxh3_64bits(bytes));
  } else {
    // Large data (weights) is not hashed in full: the size, both ends and
    // words sampled across the middle tell storages apart well enough, and
    // equal hashes still compare every byte.
    h = mix(h, bytes.size());
    h = mix(h, llvm::xxh3_64bits(bytes.take_front(kFullyHashedBytes / 2)));
    h = mix(h, llvm::xxh3_64bits(bytes.take_back(kFullyHashedBytes / 2)));
    size_t stride = bytes.size() / kSampledWords;
    for (size_t i = 0; i < kSampledWords; ++i) {
      uint64_t word;
      std::memcpy(&word, bytes.data() + i * stride, sizeof(word));
      h = mix(h, word);
    }
  }
  return unsigned(h ^ (h >> 32));
}

static std::atomic<uint64_t> nextUniquerId{1};

Uniquer::Uniquer(Context *ctx) : id(nextUniquerId++), context(ctx) {}

namespace {
/// A direct-mapped cache of recent lookups, per thread: most lookups find
/// an existing storage (a constant's value, its properties), and finding it
/// here takes no lock and touches no big table. Storages are immutable and
/// live as long as their uniquer, whose id the entry records; the entry
/// keeps the hash too, so a miss does not read the cached storage.
struct LookupCache {
  static constexpr unsigned kSize = 1024;
  struct Entry {
    uint64_t uniquer = 0;
    unsigned hash = 0;
    const Storage *storage = nullptr;
  } entries[kSize];
};
thread_local LookupCache lookupCache;
} // namespace

static constexpr unsigned kAddressBits = 48;
static constexpr uint64_t kAddressMask = (uint64_t(1) << kAddressBits) - 1;
static constexpr size_t kInitialSlots = 64;

/// The 16 bits of a slot that come from the hash: a remix, so that they do
/// not repeat the bits that chose the shard and the slot.
static inline uint64_t slotTag(unsigned hash) {
  return uint64_t((hash * 0x9E3779B1u) >> 16) << kAddressBits;
}

static inline const Storage *slotStorage(uint64_t slot) {
  return reinterpret_cast<const Storage *>(uintptr_t(slot & kAddressMask));
}

void Uniquer::grow(Shard &shard) {
  std::vector<uint64_t> old = std::move(shard.slots);
  shard.slots.assign(old.empty() ? kInitialSlots : old.size() * 2, 0);
  size_t mask = shard.slots.size() - 1;
  for (uint64_t slot : old) {
    if (!slot)
      continue;
    size_t i = slotStorage(slot)->hash & mask;
    while (shard.slots[i])
      i = (i + 1) & mask;
    shard.slots[i] = slot;
  }
}

const Storage *Uniquer::get(const StorageKey &inKey) {
  StorageKey key = inKey;
  key.hash = key.computeHash();
  LookupCache::Entry *cached =
      &lookupCache.entries[key.hash % LookupCache::kSize];
  if (cached->uniquer == id && cached->hash == key.hash &&
      cached->storage->matches(key))
    return cached->storage;
  // The top bits pick the shard; the table inside uses the low ones.
  Shard &shard = shards[key.hash >> (32 - kShardBits)];
  std::unique_lock<SpinLock> lock(shard.mutex, std::defer_lock);
  if (threadSafe)
    lock.lock();
  if (shard.slots.empty())
    grow(shard);
  size_t mask = shard.slots.size() - 1;
  uint64_t tag = slotTag(key.hash);
  size_t i = key.hash & mask;
  while (uint64_t slot = shard.slots[i]) {
    if ((slot & ~kAddressMask) == tag) {
      const Storage *existing = slotStorage(slot);
      if (existing->hash == key.hash && existing->matches(key)) {
        *cached = {id, key.hash, existing};
        return existing;
      }
    }
    i = (i + 1) & mask;
  }

  // One allocation: the header, then the three arrays.
  // Bytes get a '\0' after them; no bytes, no terminator.
  size_t size = sizeof(Storage) + key.ints.size() * sizeof(int64_t) +
                key.ptrs.size() * sizeof(void *) +
                (key.bytes.empty() ? 0 : key.bytes.size() + 1);
  // Each thread keeps one arena for its life.
  static std::atomic<unsigned> nextArena{0};
  thread_local unsigned arenaIndex = nextArena++ % kArenas;
  Arena &arena = arenas[arenaIndex];
  std::unique_lock<SpinLock> arenaLock(arena.mutex, std::defer_lock);
  if (threadSafe)
    arenaLock.lock();
  char *mem = static_cast<char *>(arena.arena.Allocate(size, alignof(Storage)));
  if (threadSafe)
    arenaLock.unlock();
  if (reinterpret_cast<uintptr_t>(mem) >> kAddressBits)
    llvm::report_fatal_error("uniqued storage allocated above 2^48: the "
                             "table cannot tag its address");
  auto *storage = new (mem) Storage();
  storage->context = context;
  storage->kind = key.kind;
  storage->hash = key.hash;
  storage->numInts = uint32_t(key.ints.size());
  storage->numPtrs = uint32_t(key.ptrs.size());
  storage->numBytes = uint64_t(key.bytes.size());
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
  shard.slots[i] = tag | reinterpret_cast<uintptr_t>(mem);
  // At most three quarters full keeps linear probing short.
  if (++shard.count * 4 > shard.slots.size() * 3)
    grow(shard);
  *cached = {id, key.hash, storage};
  return storage;
}
