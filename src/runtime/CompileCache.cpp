//===- CompileCache.cpp - Compiled objects kept on disk -------------------===//
#include "runtime/CompileCache.h"
#include "targets/llvmir/ModuleTranslation.h"

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
#include <cstring>
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
  add("terrace-object-cache-2");
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
  llvm::sys::path::append(path, key + ".jit");
  return std::string(path);
}

// An entry's file, little-endian (the host's: a key names the CPU):
//   "terrace-jit-1\0\0\0", object offset, object size, constant count (u64),
//   each constant: symbol size, symbol, offset, size, alignment (u64s but
//   the symbol); then the object and each constant's bytes at their
//   offsets.
static constexpr char kMagic[16] = "terrace-jit-1";

namespace {
/// Reads the header fields in order, every read checked against the end.
struct HeaderReader {
  llvm::StringRef bytes;
  size_t at = 0;
  bool failed = false;
  uint64_t u64() {
    uint64_t value = 0;
    if (at + sizeof(value) > bytes.size()) {
      failed = true;
      return 0;
    }
    std::memcpy(&value, bytes.data() + at, sizeof(value));
    at += sizeof(value);
    return value;
  }
  llvm::StringRef take(uint64_t size) {
    if (size > bytes.size() - std::min(at, bytes.size())) {
      failed = true;
      return {};
    }
    llvm::StringRef taken = bytes.substr(at, size);
    at += size;
    return taken;
  }
};
} // namespace

std::optional<CompileCache::Entry>
CompileCache::lookup(llvm::StringRef key) const {
  std::string path = pathOf(key);
  uint64_t fileSize = 0;
  if (llvm::sys::fs::file_size(path, fileSize) || fileSize < sizeof(kMagic))
    return std::nullopt;
  llvm::Expected<ResourceBlob> file =
      ResourceBlob::mapFile(path, 0, fileSize, /*alignment=*/4096);
  if (!file) {
    llvm::consumeError(file.takeError());
    return std::nullopt;
  }
  HeaderReader reader{file->getBytes()};
  if (reader.take(sizeof(kMagic)) != llvm::StringRef(kMagic, sizeof(kMagic)))
    return std::nullopt;
  uint64_t objectOffset = reader.u64(), objectSize = reader.u64();
  uint64_t count = reader.u64();
  auto inFile = [&](uint64_t offset, uint64_t size) {
    return offset <= fileSize && size <= fileSize - offset;
  };
  if (reader.failed || !inFile(objectOffset, objectSize) ||
      count > fileSize / 32)
    return std::nullopt;
  Entry entry;
  entry.object = llvm::MemoryBuffer::getMemBufferCopy(
      file->getBytes().substr(objectOffset, objectSize), path);
  ResourceBlob mapping = *file;
  for (uint64_t i = 0; i < count; ++i) {
    llvm::StringRef symbol = reader.take(reader.u64());
    uint64_t offset = reader.u64(), size = reader.u64();
    uint64_t alignment = reader.u64();
    if (reader.failed || !inFile(offset, size) || !alignment ||
        !llvm::isPowerOf2_64(alignment) || alignment > UINT32_MAX)
      return std::nullopt;
    // Each constant keeps the mapping alive.
    entry.constants.push_back(
        {symbol.str(),
         ResourceBlob::adopt(mapping.data() + offset, size, uint32_t(alignment),
                             [mapping](const char *, uint64_t, uint32_t) {}),
         alignment});
  }
  return entry;
}

void CompileCache::store(llvm::StringRef key, llvm::StringRef object,
                         llvm::ArrayRef<OutOfLineConstant> constants) const {
  if (llvm::sys::fs::create_directories(directory))
    return;
  // The layout first: the header, then the object and each constant at
  // its alignment (64 at least, 4096 at most: the mapping's).
  auto alignTo = [](uint64_t offset, uint64_t alignment) {
    return (offset + alignment - 1) / alignment * alignment;
  };
  uint64_t headerSize = sizeof(kMagic) + 3 * 8;
  for (const OutOfLineConstant &constant : constants)
    headerSize += 4 * 8 + constant.symbol.size();
  uint64_t objectOffset = alignTo(headerSize, 64);
  uint64_t end = objectOffset + object.size();
  std::vector<uint64_t> offsets;
  for (const OutOfLineConstant &constant : constants) {
    uint64_t alignment = std::clamp<uint64_t>(constant.alignment, 64, 4096);
    offsets.push_back(alignTo(end, alignment));
    end = offsets.back() + constant.bytes.size();
  }

  std::string path = pathOf(key);
  llvm::SmallString<256> temporary;
  int fd = -1;
  if (llvm::sys::fs::createUniqueFile(path + ".%%%%%%.tmp", fd, temporary))
    return;
  {
    llvm::raw_fd_ostream os(fd, /*shouldClose=*/true);
    uint64_t written = 0;
    auto write = [&](llvm::StringRef bytes) {
      os << bytes;
      written += bytes.size();
    };
    auto u64 = [&](uint64_t value) {
      write(llvm::StringRef(reinterpret_cast<const char *>(&value),
                            sizeof(value)));
    };
    auto padTo = [&](uint64_t offset) {
      os.indent(offset - written);
      written = offset;
    };
    write(llvm::StringRef(kMagic, sizeof(kMagic)));
    u64(objectOffset);
    u64(object.size());
    u64(constants.size());
    for (size_t i = 0; i < constants.size(); ++i) {
      u64(constants[i].symbol.size());
      write(constants[i].symbol);
      u64(offsets[i]);
      u64(constants[i].bytes.size());
      u64(constants[i].alignment);
    }
    padTo(objectOffset);
    write(object);
    for (size_t i = 0; i < constants.size(); ++i) {
      padTo(offsets[i]);
      write(constants[i].bytes.getBytes());
    }
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
