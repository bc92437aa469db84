//===- InputSplitter.h - The chunks of --split-input-file -----------------===//
#pragma once

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/MemoryBuffer.h"

#include <memory>
#include <optional>
#include <string>

namespace terrace {

/// One chunk of the input. Its buffer is padded with the newlines and
/// spaces that precede it in the file, so that its line:col positions are
/// those of the whole file.
struct InputChunk {
  std::unique_ptr<llvm::MemoryBuffer> buffer;
  /// Where the chunk's text starts in `buffer` (its implicit module is
  /// located there), or none for the first chunk.
  std::optional<size_t> start;
};

/// Cuts the input at every occurrence of the marker (`// -----` unless
/// given), as mlir-opt does, even mid-line: the rest of that line starts the
/// next chunk. Chunks are made one at a time, so only one padded copy is
/// alive, and the line count runs on instead of being recounted from the
/// top for each chunk.
class InputSplitter {
public:
  InputSplitter(const llvm::MemoryBuffer &whole, llvm::StringRef marker)
      : id(whole.getBufferIdentifier()), text(whole.getBuffer()),
        marker(marker) {}

  /// The next chunk, or none after the last.
  std::optional<InputChunk> next();

private:
  llvm::StringRef id, text, marker;
  size_t chunkStart = 0, lineStart = 0, linesBefore = 0;
  bool done = false;
};

} // namespace terrace
