//===- CompileCache.cpp - Compiled objects kept on disk -------------------===//
#include "runtime/CompileCache.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Process.h"
#include "llvm/Support/SHA256.h"
#include "llvm/Support/raw_ostream.h"
#include "llvm/TargetParser/Host.h"

#include <algorithm>
#include <vector>

#ifndef TERRACE_VERSION
#define TERRACE_VERSION "0.1"
#endif

using namespace terrace::runtime;

std::optional<CompileCache> CompileCache::openDefault() {
  if (std::optional<std::string> dir =
          llvm::sys::Process::GetEnv("TERRACE_CACHE_DIR"))
    return CompileCache(*dir);
  llvm::SmallString<128> path;
  if (std::optional<std::string> xdg =
          llvm::sys::Process::GetEnv("XDG_CACHE_HOME")) {
    path = *xdg;
  } else if (llvm::sys::path::home_directory(path)) {
    llvm::sys::path::append(path, ".cache");
  } else {
    return std::nullopt;
  }
  llvm::sys::path::append(path, "terrace");
  return CompileCache(std::string(path));
}

std::string CompileCache::key(llvm::ArrayRef<std::string> parts) {
  llvm::SHA256 hash;
  auto add = [&](llvm::StringRef text) {
    uint64_t size = text.size();
    hash.update(llvm::ArrayRef<uint8_t>(
        reinterpret_cast<const uint8_t *>(&size), sizeof(size)));
    hash.update(text);
  };
  add("terrace-object-cache-1");
  add(TERRACE_VERSION);
  add(llvm::sys::getHostCPUName());
  std::vector<std::string> features;
  for (const auto &feature : llvm::sys::getHostCPUFeatures())
    features.push_back((feature.second ? "+" : "-") + feature.first().str());
  std::sort(features.begin(), features.end());
  add(llvm::join(features, ","));
  for (const std::string &part : parts)
    add(part);
  std::array<uint8_t, 32> digest = hash.final();
  return llvm::toHex(digest, /*LowerCase=*/true);
}

std::string CompileCache::pathOf(llvm::StringRef key) const {
  llvm::SmallString<256> path(directory);
  llvm::sys::path::append(path, key + ".o");
  return std::string(path);
}

std::unique_ptr<llvm::MemoryBuffer>
CompileCache::lookup(llvm::StringRef key) const {
  auto buffer = llvm::MemoryBuffer::getFile(pathOf(key), /*IsText=*/false,
                                            /*RequiresNullTerminator=*/false);
  if (!buffer)
    return nullptr;
  return std::move(*buffer);
}

void CompileCache::store(llvm::StringRef key, llvm::StringRef object) const {
  if (llvm::sys::fs::create_directories(directory))
    return;
  std::string path = pathOf(key);
  llvm::SmallString<256> temporary;
  int fd = -1;
  if (llvm::sys::fs::createUniqueFile(path + ".%%%%%%.tmp", fd, temporary))
    return;
  {
    llvm::raw_fd_ostream os(fd, /*shouldClose=*/true);
    os << object;
    os.close();
    if (os.has_error()) {
      os.clear_error();
      llvm::sys::fs::remove(temporary);
      return;
    }
  }
  if (llvm::sys::fs::rename(temporary, path))
    llvm::sys::fs::remove(temporary);
}
