//===- Storage.h - Uniqued storage for types, attributes, affine exprs ----===//
//
// Every type, attribute and affine expression is one immutable, uniqued
// `Storage` object owned by the Context's arena. A storage is plain data:
//
//   +---------+------+------+-------------+---------------+-----------+
//   | context | kind | hash | ints[]      | ptrs[]        | bytes     |
//   +---------+------+------+-------------+---------------+-----------+
//                            int64 words   other uniqued   raw bytes
//                            (widths,      storages (an    (a string's
//                            shapes, APInt element type,   text, dense
//                            words)        array members)  data)
//
// Each kind documents how it uses the three arrays (see Types.h and
// Attributes.h). Because every storage has the same shape, one uniquer serves
// every kind and every dialect: two storages are equal iff kind, ints, ptrs
// and bytes are equal, and handles (Type, Attribute) compare by pointer.
//
//===----------------------------------------------------------------------===//
#pragma once

#include "ir/HugePageArena.h"
#include "ir/SpinLock.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"

#include "llvm/Support/Allocator.h"

#include <cstdint>
#include <vector>

namespace terrace {
class Context;

namespace detail {

/// The lookup key of a storage: what makes two storages the same.
struct StorageKey {
  unsigned kind = 0;
  llvm::ArrayRef<int64_t> ints;
  llvm::ArrayRef<const void *> ptrs;
  llvm::StringRef bytes;
  /// Filled in by the uniquer before the lookup.
  unsigned hash = 0;

  unsigned computeHash() const;
};

/// One uniqued object: a 32-byte header followed by its three arrays.
/// Allocated in the context's arena, never freed before the context, never
/// mutated after creation.
struct Storage {
  Context *context;
  unsigned kind;
  unsigned hash;
  uint32_t numInts, numPtrs;
  /// 64-bit: dense data may pass 4 GiB.
  uint64_t numBytes;

  llvm::ArrayRef<int64_t> ints() const {
    return {reinterpret_cast<const int64_t *>(this + 1), numInts};
  }
  llvm::ArrayRef<const void *> ptrs() const {
    return {reinterpret_cast<const void *const *>(ints().end()), numPtrs};
  }
  /// Followed by a '\0' (when not empty) so that it can be used as a C
  /// string.
  llvm::StringRef bytes() const {
    return {reinterpret_cast<const char *>(ptrs().end()), size_t(numBytes)};
  }

  bool matches(const StorageKey &key) const {
    return kind == key.kind && ints() == key.ints && ptrs() == key.ptrs &&
           bytes() == key.bytes;
  }
};
static_assert(sizeof(Storage) == 32, "keep the storage header small");

/// Interns storages. The table is split into shards by hash, each with its
/// own lock, and storages come from per-thread arenas: once the context is
/// used from several threads (setThreadSafe), lookups take only their
/// shard's lock (and a new storage its thread's arena lock), so threads
/// that unique different things rarely wait for each other.
/// Single-threaded use, as in the parser, takes no lock.
class Uniquer {
public:
  explicit Uniquer(Context *ctx);
  const Storage *get(const StorageKey &key);
  void setThreadSafe(bool enable) { threadSafe = enable; }

private:
  /// Open addressing with linear probing. A slot holds a storage's address
  /// in its low 48 bits and 16 bits derived from its hash above them (0:
  /// empty), so a probe reads a storage only when those bits agree: with a
  /// million storages (a location per op) each lookup costs one cache miss
  /// in the table, not one per probed storage. Each shard's lock and table
  /// header have a cache line of their own.
  struct alignas(64) Shard {
    std::vector<uint64_t> slots;
    size_t count = 0;
    SpinLock mutex;
  };
  static void grow(Shard &shard);
  static constexpr unsigned kShardBits = 8;
  /// Storage memory: each thread allocates from one arena for its life,
  /// so parsing threads neither share a lock nor interleave their data.
  struct alignas(64) Arena {
    HugePageArena arena;
    SpinLock mutex;
  };
  static constexpr unsigned kArenas = 8;
  Arena arenas[kArenas];

  /// A process-unique number: the per-thread lookup cache keys on it.
  uint64_t id;
  Context *context;
  Shard shards[1u << kShardBits];
  bool threadSafe = false;
};

/// Looks up or creates the storage with these contents.
inline const Storage *getStorage(Uniquer &uniquer, unsigned kind,
                                 llvm::ArrayRef<int64_t> ints = {},
                                 llvm::ArrayRef<const void *> ptrs = {},
                                 llvm::StringRef bytes = {}) {
  StorageKey key;
  key.kind = kind;
  key.ints = ints;
  key.ptrs = ptrs;
  key.bytes = bytes;
  return uniquer.get(key);
}

} // namespace detail
} // namespace terrace
