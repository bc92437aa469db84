//===- InputSplitter.cpp - The chunks of --split-input-file ---------------===//
#include "tools/terrace-opt/InputSplitter.h"

using namespace terrace;

std::optional<InputChunk> InputSplitter::next() {
  if (done)
    return std::nullopt;
  size_t found = text.find(marker, chunkStart);
  size_t end = found == llvm::StringRef::npos ? text.size() : found;
  std::string padded;
  if (chunkStart) {
    padded.assign(linesBefore, '\n');
    padded.append(chunkStart - lineStart, ' ');
  }
  InputChunk chunk;
  if (chunkStart)
    chunk.start = padded.size();
  padded += text.slice(chunkStart, end);
  chunk.buffer = llvm::MemoryBuffer::getMemBufferCopy(padded, id);
  if (found == llvm::StringRef::npos) {
    done = true;
  } else {
    size_t nextStart = found + marker.size();
    linesBefore += text.slice(chunkStart, nextStart).count('\n');
    size_t newline = text.take_front(nextStart).rfind('\n');
    lineStart = newline == llvm::StringRef::npos ? 0 : newline + 1;
    chunkStart = nextStart;
  }
  return chunk;
}
