//===- Storage.cpp - The uniquer shared by types, attributes, exprs -------===//
#include "ir/Storage.h"

#include "llvm/ADT/Hashing.h"

#include <cstring>

using namespace terrace;
using namespace terrace::detail;

unsigned StorageKey::computeHash() const {
  return unsigned(llvm::hash_combine(
      kind, llvm::hash_combine_range(ints.begin(), ints.end()),
      llvm::hash_combine_range(ptrs.begin(), ptrs.end()), bytes));
}

const Storage *Uniquer::get(const StorageKey &inKey) {
  StorageKey key = inKey;
  key.hash = key.computeHash();
  std::lock_guard<std::mutex> lock(mutex);
  auto it = set.find_as(key);
  if (it != set.end())
    return *it;

  // One allocation: the header, then the three arrays.
  size_t size = sizeof(Storage) + key.ints.size() * sizeof(int64_t) +
                key.ptrs.size() * sizeof(void *) + key.bytes.size() + 1;
  char *mem = static_cast<char *>(arena.Allocate(size, alignof(Storage)));
  auto *storage = new (mem) Storage();
  char *cursor = mem + sizeof(Storage);
  auto *ints = reinterpret_cast<int64_t *>(cursor);
  std::copy(key.ints.begin(), key.ints.end(), ints);
  cursor += key.ints.size() * sizeof(int64_t);
  auto *ptrs = reinterpret_cast<const void **>(cursor);
  std::copy(key.ptrs.begin(), key.ptrs.end(), ptrs);
  cursor += key.ptrs.size() * sizeof(void *);
  if (!key.bytes.empty())
    std::memcpy(cursor, key.bytes.data(), key.bytes.size());
  cursor[key.bytes.size()] = '\0';

  storage->context = context;
  storage->kind = key.kind;
  storage->hash = key.hash;
  storage->ints = {ints, key.ints.size()};
  storage->ptrs = {ptrs, key.ptrs.size()};
  storage->bytes = {cursor, key.bytes.size()};
  set.insert(storage);
  return storage;
}
