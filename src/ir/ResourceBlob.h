//===- ResourceBlob.h - The bytes of a resource, aligned and shared -------===//
//
// Model weights live in resource blobs (`{-# dialect_resources: ... #-}`,
// referenced by `dense_resource<key>`). A blob is a handle: the bytes are
// aligned, shared by reference count and released by a deleter when the last
// handle goes, so they can be an allocation of their own, a mapped file or a
// buffer an importer lends (ONNX external data) without a copy. Sizes are
// 64-bit.
//
//===----------------------------------------------------------------------===//
#pragma once

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"

#include <cstdint>
#include <functional>
#include <memory>
#include <string>

namespace llvm {
class raw_ostream;
} // namespace llvm

namespace terrace {

class ResourceBlob {
public:
  /// Releases bytes handed to adopt(); gets what adopt() was given.
  using Deleter =
      std::function<void(const char *data, uint64_t size, uint32_t alignment)>;

  /// No blob.
  ResourceBlob() = default;
  /// Shares `size` bytes at `data`, aligned to `alignment` (a power of two)
  /// and valid until `deleter` runs when the last handle goes (without a
  /// deleter the bytes must outlive every handle).
  static ResourceBlob adopt(const char *data, uint64_t size, uint32_t alignment,
                            Deleter deleter = {});
  /// A fresh allocation of `size` bytes aligned to `alignment`, for the
  /// caller to fill through getMutableData() before sharing the handle.
  static ResourceBlob allocate(uint64_t size, uint32_t alignment);
  /// A copy of `bytes` in a fresh aligned allocation.
  static ResourceBlob copy(llvm::StringRef bytes, uint32_t alignment);
  /// `size` bytes of the file at `path` from `offset` (ONNX external data),
  /// memory-mapped read-only where the system maps them at `alignment`, read
  /// into an aligned allocation otherwise; unmapped when the last handle
  /// goes. An error names the file when it cannot be opened or is shorter.
  static llvm::Expected<ResourceBlob> mapFile(llvm::StringRef path,
                                              uint64_t offset, uint64_t size,
                                              uint32_t alignment);

  explicit operator bool() const { return bool(storage); }
  const char *data() const;
  uint64_t size() const;
  llvm::StringRef getBytes() const { return {data(), size_t(size())}; }
  /// The alignment the text format records (a power of two; an empty blob
  /// may record 0).
  uint32_t getAlignment() const;
  /// The bytes of a blob made by allocate(), to fill in.
  char *getMutableData();
  /// How many handles share the bytes.
  long useCount() const { return storage.use_count(); }

  /// Writes the blob as the text format spells it: `"0x`, the alignment as
  /// 4 little-endian bytes (0 for an empty blob, as MLIR prints it), the
  /// data, in uppercase hex, and `"`. Streams in chunks: nothing the size
  /// of the blob is built.
  void printQuotedHex(llvm::raw_ostream &os) const;
  /// How many characters printQuotedHex writes.
  uint64_t getQuotedHexSize() const { return 12 + 2 * size(); }
  std::string toQuotedHex() const;

  /// Decodes the hex digits of a resource value (what follows `0x`; an odd
  /// count reads the first digit alone, as llvm::tryGetFromHex does) into a
  /// blob: 4 bytes of alignment, then the data, placed at that alignment.
  /// Returns none when a character is not a hex digit. Fewer than 4 bytes
  /// give an empty blob with alignment 0 and `tooShort` set; the alignment
  /// is not checked here.
  struct Decoded;
  static Decoded decodeHex(llvm::StringRef hexDigits);

private:
  struct Storage;
  std::shared_ptr<const Storage> storage;
};

struct ResourceBlob::Decoded {
  bool valid = false;
  bool tooShort = false;
  ResourceBlob blob;
};

} // namespace terrace
