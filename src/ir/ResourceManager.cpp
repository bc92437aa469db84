//===- ResourceManager.cpp - The context's named resource blobs -----------===//
#include "ir/ResourceManager.h"

#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/Twine.h"

using namespace terrace;

ResourceEntry &ResourceManager::insert(llvm::StringRef key, ResourceBlob blob) {
  std::lock_guard<std::mutex> lock(mutex);
  auto tryInsert = [&](llvm::StringRef name) -> ResourceEntry * {
    auto [it, inserted] = entries.try_emplace(name);
    if (!inserted)
      return nullptr;
    it->second.key = it->getKey();
    it->second.blob = std::move(blob);
    return &it->second;
  };
  if (ResourceEntry *entry = tryInsert(key))
    return *entry;
  // Taken: `key_1`, `key_2`, ... as MLIR's blob manager names it.
  llvm::SmallString<32> name(key);
  name.push_back('_');
  size_t prefix = name.size();
  for (size_t counter = 1;; ++counter) {
    name.resize(prefix);
    llvm::Twine(counter).toVector(name);
    if (ResourceEntry *entry = tryInsert(name))
      return *entry;
  }
}

ResourceEntry *ResourceManager::lookup(llvm::StringRef key) const {
  std::lock_guard<std::mutex> lock(mutex);
  auto it = entries.find(key);
  return it == entries.end() ? nullptr
                             : const_cast<ResourceEntry *>(&it->second);
}

ResourceEntry &ResourceManager::getOrInsert(llvm::StringRef key) {
  std::lock_guard<std::mutex> lock(mutex);
  auto [it, inserted] = entries.try_emplace(key);
  if (inserted)
    it->second.key = it->getKey();
  return it->second;
}

ResourceBlob ResourceManager::getBlob(const ResourceEntry &entry) const {
  std::lock_guard<std::mutex> lock(mutex);
  return entry.blob;
}

ResourceBlob ResourceManager::getBlob(llvm::StringRef key) const {
  std::lock_guard<std::mutex> lock(mutex);
  auto it = entries.find(key);
  return it == entries.end() ? ResourceBlob() : it->second.blob;
}

void ResourceManager::setBlob(ResourceEntry &entry, ResourceBlob blob) {
  // The old bytes are released outside the lock: a deleter may be slow
  // (unmapping a file).
  ResourceBlob old;
  {
    std::lock_guard<std::mutex> lock(mutex);
    old = std::move(entry.blob);
    entry.blob = std::move(blob);
  }
}

void ResourceManager::forEachBlob(
    llvm::function_ref<void(ResourceEntry &, const ResourceBlob &)> fn) {
  std::lock_guard<std::mutex> lock(mutex);
  for (auto &it : entries)
    if (it.second.blob)
      fn(it.second, it.second.blob);
}

size_t ResourceManager::getNumBlobs() const {
  std::lock_guard<std::mutex> lock(mutex);
  size_t n = 0;
  for (const auto &it : entries)
    n += bool(it.second.blob);
  return n;
}
