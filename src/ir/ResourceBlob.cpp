//===- ResourceBlob.cpp - The bytes of a resource, aligned and shared -----===//
#include "ir/ResourceBlob.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MathExtras.h"
#include "llvm/Support/MemAlloc.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/raw_ostream.h"

#include <algorithm>
#include <array>

using namespace terrace;

struct ResourceBlob::Storage {
  const char *data = nullptr;
  uint64_t size = 0;
  uint32_t alignment = 0;
  Deleter deleter;
  ~Storage() {
    if (deleter)
      deleter(data, size, alignment);
  }
};

ResourceBlob ResourceBlob::adopt(const char *data, uint64_t size,
                                 uint32_t alignment, Deleter deleter) {
  auto storage = std::make_shared<Storage>();
  storage->data = data;
  storage->size = size;
  storage->alignment = alignment;
  storage->deleter = std::move(deleter);
  ResourceBlob blob;
  blob.storage = std::move(storage);
  return blob;
}

ResourceBlob ResourceBlob::allocate(uint64_t size, uint32_t alignment) {
  // The allocation itself needs a power of two; the recorded alignment is
  // kept as given (the parser checks it).
  size_t allocAlignment =
      llvm::isPowerOf2_32(alignment) ? alignment : alignof(std::max_align_t);
  if (size == 0)
    return adopt(nullptr, 0, alignment);
  char *bytes =
      static_cast<char *>(llvm::allocate_buffer(size_t(size), allocAlignment));
  return adopt(bytes, size, alignment,
               [allocAlignment](const char *data, uint64_t n, uint32_t) {
                 llvm::deallocate_buffer(const_cast<char *>(data), size_t(n),
                                         allocAlignment);
               });
}

ResourceBlob ResourceBlob::copy(llvm::StringRef bytes, uint32_t alignment) {
  ResourceBlob blob = allocate(bytes.size(), alignment);
  if (!bytes.empty())
    std::copy(bytes.begin(), bytes.end(), blob.getMutableData());
  return blob;
}

llvm::Expected<ResourceBlob> ResourceBlob::mapFile(llvm::StringRef path,
                                                   uint64_t offset,
                                                   uint64_t size,
                                                   uint32_t alignment) {
  auto fail = [&](const llvm::Twine &why) {
    return llvm::createStringError(llvm::inconvertibleErrorCode(),
                                   "'" + path + "': " + why);
  };
  uint64_t fileSize = 0;
  if (std::error_code ec = llvm::sys::fs::file_size(path, fileSize))
    return fail(ec.message());
  if (offset > fileSize || size > fileSize - offset)
    return fail("holds " + llvm::Twine(fileSize) + " bytes, not " +
                llvm::Twine(size) + " from offset " + llvm::Twine(offset));
  if (size == 0)
    return adopt(nullptr, 0, alignment);
  // getFileSlice maps the file (read-only, not volatile) when the slice is
  // large enough to be worth it and reads it otherwise.
  llvm::ErrorOr<std::unique_ptr<llvm::MemoryBuffer>> buffer =
      llvm::MemoryBuffer::getFileSlice(path, size, offset,
                                       /*IsVolatile=*/false);
  if (!buffer)
    return fail(buffer.getError().message());
  const char *start = (*buffer)->getBufferStart();
  if (llvm::isPowerOf2_32(alignment) &&
      reinterpret_cast<uintptr_t>(start) % alignment != 0) {
    // The slice does not start at the alignment the data needs: a copy.
    return copy((*buffer)->getBuffer(), alignment);
  }
  std::shared_ptr<llvm::MemoryBuffer> owner(std::move(*buffer));
  return adopt(
      start, size, alignment,
      [owner](const char *, uint64_t, uint32_t) mutable { owner.reset(); });
}

const char *ResourceBlob::data() const {
  return storage ? storage->data : nullptr;
}
uint64_t ResourceBlob::size() const { return storage ? storage->size : 0; }
uint32_t ResourceBlob::getAlignment() const {
  return storage ? storage->alignment : 0;
}
char *ResourceBlob::getMutableData() {
  return storage ? const_cast<char *>(storage->data) : nullptr;
}

//===-- Hex ---------------------------------------------------------------===//

namespace {
/// Digit values, 0xFF for what is not a hex digit.
struct HexDigits {
  std::array<uint8_t, 256> value;
  constexpr HexDigits() : value() {
    for (unsigned c = 0; c < 256; ++c)
      value[c] = 0xFF;
    for (unsigned c = 0; c < 10; ++c)
      value['0' + c] = uint8_t(c);
    for (unsigned c = 0; c < 6; ++c) {
      value['a' + c] = uint8_t(10 + c);
      value['A' + c] = uint8_t(10 + c);
    }
  }
};
constexpr HexDigits kHexDigits;

/// Each byte's two uppercase hex digits.
struct HexPairs {
  std::array<char, 512> text;
  constexpr HexPairs() : text() {
    const char *digits = "0123456789ABCDEF";
    for (unsigned b = 0; b < 256; ++b) {
      text[2 * b] = digits[b >> 4];
      text[2 * b + 1] = digits[b & 15];
    }
  }
};
constexpr HexPairs kHexPairs;
} // namespace

/// Decodes `n` bytes from `2n` hex digits; false on a non-digit.
static bool decodePairs(const char *hex, size_t n, char *out) {
  uint8_t bad = 0;
  for (size_t i = 0; i < n; ++i) {
    uint8_t hi = kHexDigits.value[uint8_t(hex[2 * i])];
    uint8_t lo = kHexDigits.value[uint8_t(hex[2 * i + 1])];
    bad |= (hi | lo) & 0xF0;
    out[i] = char((hi << 4) | (lo & 15));
  }
  return bad == 0;
}

ResourceBlob::Decoded ResourceBlob::decodeHex(llvm::StringRef hex) {
  Decoded result;
  // An odd count: the first digit is a byte of its own.
  char header[4];
  size_t headerBytes = 0;
  if (hex.size() % 2) {
    uint8_t v = kHexDigits.value[uint8_t(hex[0])];
    if (v > 15)
      return result;
    header[headerBytes++] = char(v);
    hex = hex.drop_front();
  }
  size_t total = headerBytes + hex.size() / 2;
  if (total < 4) {
    if (!decodePairs(hex.data(), hex.size() / 2, header + headerBytes))
      return result;
    result.valid = true;
    result.tooShort = true;
    return result;
  }
  size_t fromHex = 4 - headerBytes;
  if (!decodePairs(hex.data(), fromHex, header + headerBytes))
    return result;
  hex = hex.drop_front(2 * fromHex);
  uint32_t alignment = uint8_t(header[0]) | uint32_t(uint8_t(header[1])) << 8 |
                       uint32_t(uint8_t(header[2])) << 16 |
                       uint32_t(uint8_t(header[3])) << 24;
  ResourceBlob blob = allocate(hex.size() / 2, alignment);
  if (!decodePairs(hex.data(), hex.size() / 2, blob.getMutableData()))
    return result;
  result.valid = true;
  result.blob = std::move(blob);
  return result;
}

void ResourceBlob::printQuotedHex(llvm::raw_ostream &os) const {
  uint32_t printedAlignment = size() ? getAlignment() : 0;
  os << "\"0x";
  char chunk[1 << 15];
  size_t used = 0;
  auto put = [&](uint8_t byte) {
    chunk[used] = kHexPairs.text[2 * byte];
    chunk[used + 1] = kHexPairs.text[2 * byte + 1];
    used += 2;
    if (used == sizeof(chunk)) {
      os.write(chunk, used);
      used = 0;
    }
  };
  for (int b = 0; b < 4; ++b)
    put(uint8_t(printedAlignment >> (8 * b)));
  const char *bytes = data();
  for (uint64_t i = 0, n = size(); i < n; ++i)
    put(uint8_t(bytes[i]));
  os.write(chunk, used);
  os << '"';
}

std::string ResourceBlob::toQuotedHex() const {
  std::string text;
  text.reserve(size_t(getQuotedHexSize()));
  llvm::raw_string_ostream os(text);
  printQuotedHex(os);
  return text;
}
