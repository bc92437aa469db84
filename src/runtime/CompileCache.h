//===- CompileCache.h - Compiled objects kept on disk ---------------------===//
//
// A second run of the same program starts without compiling: the object
// the JIT made is kept in a folder, named by a SHA-256 of everything that
// decides it (the program as the front end has it, the pipeline, the
// entries, the optimization level, this CPU and its features, Terrace's
// version). The constants the object leaves out (weights: JIT.h) are kept
// in the same file, after the object, each at its alignment, and read from
// there in place: the file is memory-mapped, so a cached model's weights
// are neither copied nor linked. Writes go to a temporary file renamed
// into place, so a reader never sees half an entry; an entry that does not
// read back whole or does not load is compiled again and replaced.
//
// The folder: $TERRACE_CACHE_DIR, else $XDG_CACHE_HOME/terrace, else
// ~/.cache/terrace.
//
//===----------------------------------------------------------------------===//
#pragma once

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"

#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace llvm {
class MemoryBuffer;
}

namespace terrace {
struct OutOfLineConstant;
}

namespace terrace::runtime {

class CompileCache {
public:
  /// The cache in the default folder, or none when no folder can be named.
  static std::optional<CompileCache> openDefault();
  explicit CompileCache(std::string directory)
      : directory(std::move(directory)) {}
  llvm::StringRef getDirectory() const { return directory; }

  /// The key of an object compiled from `parts` (each fed to the hash with
  /// its length, so no two lists collide) on this CPU.
  static std::string key(llvm::ArrayRef<std::string> parts);

  /// What is kept under a key.
  struct Entry {
    std::unique_ptr<llvm::MemoryBuffer> object;
    /// Their bytes are in the mapped file (which they keep mapped).
    std::vector<OutOfLineConstant> constants;
  };
  /// The entry kept under `key`; none when there is none or it does not
  /// read back whole.
  std::optional<Entry> lookup(llvm::StringRef key) const;
  /// Keeps `object` and `constants` under `key`; a failure to write only
  /// loses the cache.
  void store(llvm::StringRef key, llvm::StringRef object,
             llvm::ArrayRef<OutOfLineConstant> constants) const;

private:
  std::string pathOf(llvm::StringRef key) const;
  std::string directory;
};

} // namespace terrace::runtime
