//===- ResourceManager.h - The context's named resource blobs -------------===//
//
// Weights live in resource blobs (ir/ResourceBlob.h) that the context holds
// by name for `dense_resource<key>` to refer to. The manager is MLIR's
// DialectResourceBlobManager: a name is never given twice (a second blob
// asked for under a taken name gets `name_1`, `name_2`, ..., as MLIR
// renames it), so two files parsed or two models imported into one context
// never swap each other's weights; an attribute holds its entry, not a name
// to look up; and a lock makes declaring, setting and reading safe from the
// threads of the parallel parser and of passes.
//
// Entries live as long as the context (an attribute may name one until
// then); releasing weights drops an entry's blob, never the entry, so a
// name is not reused for other bytes while something can still refer to it.
//
//===----------------------------------------------------------------------===//
#pragma once

#include "ir/ResourceBlob.h"

#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/StringRef.h"

#include <cstddef>
#include <mutex>

namespace terrace {

class ResourceManager;

/// One named resource: its key and, once set, its blob. Its address is
/// stable for the life of the context (what DenseResourceElementsAttr keeps).
class ResourceEntry {
public:
  llvm::StringRef getKey() const { return key; }

private:
  friend class ResourceManager;
  llvm::StringRef key;
  ResourceBlob blob;
};

class ResourceManager {
public:
  /// A new entry named `key`, or `key_N` with the first free N when `key` is
  /// taken, holding `blob` (which may be empty: declared, set later).
  ResourceEntry &insert(llvm::StringRef key, ResourceBlob blob = {});
  /// The entry named exactly `key`, or null.
  ResourceEntry *lookup(llvm::StringRef key) const;
  /// The entry named exactly `key`, declared without a blob when missing.
  ResourceEntry &getOrInsert(llvm::StringRef key);

  /// The blob of `entry` (a handle: its bytes stay alive while it is held,
  /// even if the entry's blob is dropped meanwhile); empty when not set or
  /// released.
  ResourceBlob getBlob(const ResourceEntry &entry) const;
  /// The blob named `key`; empty when there is none.
  ResourceBlob getBlob(llvm::StringRef key) const;
  /// Gives `entry` its bytes (replacing any before: readers holding the old
  /// handle keep the old bytes, which never change under them).
  void setBlob(ResourceEntry &entry, ResourceBlob blob);
  /// Drops the blob of `entry`; its bytes go when the last handle does.
  void releaseBlob(ResourceEntry &entry) { setBlob(entry, {}); }

  /// Calls `fn` on each entry that holds a blob, in no particular order,
  /// with the lock held (`fn` must not call back into the manager).
  void forEachBlob(
      llvm::function_ref<void(ResourceEntry &, const ResourceBlob &)> fn);
  /// How many entries hold a blob.
  size_t getNumBlobs() const;

private:
  mutable std::mutex mutex;
  /// A StringMap's values do not move when it grows: entries are stable.
  llvm::StringMap<ResourceEntry> entries;
};

} // namespace terrace
