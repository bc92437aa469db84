//===- SequenceRuntime.cpp - ONNX's sequences for compiled code -----------===//
#include "runtime/SequenceRuntime.h"
#include "runtime/UnrankedMemRef.h"

#include "llvm/ADT/Twine.h"

#include <cstring>
#include <optional>

using namespace terrace::runtime;

namespace {

void recordError(const llvm::Twine &message) { recordRuntimeError(message); }

/// `position` of a sequence of `size`, counted from the back when
/// negative, if it lies in [0, size + extra); none otherwise.
std::optional<size_t> normalize(int64_t position, size_t size, int extra,
                                const char *what) {
  int64_t n = int64_t(size);
  int64_t p = position < 0 ? position + n : position;
  if (p < 0 || p >= n + extra) {
    recordError(llvm::Twine(what) + ": position " + llvm::Twine(position) +
                " is out of range for a sequence of " + llvm::Twine(n));
    return std::nullopt;
  }
  return size_t(p);
}

Sequence *checked(void *seq, const char *what) {
  if (!seq)
    recordError(llvm::Twine(what) + ": the optional holds no sequence");
  return static_cast<Sequence *>(seq);
}

void *seqEmpty() { return makeSequence(); }

template <unsigned Bytes>
void *seqInsert(void *seq, int64_t hasPosition, int64_t position, int64_t rank,
                void *fields) {
  Sequence *in = checked(seq, "SequenceInsert");
  if (!in)
    return makeSequence();
  MemRefView d = readMemRef(rank, fields);
  auto tensor = std::make_shared<SequenceTensor>();
  tensor->shape.assign(d.sizes.begin(), d.sizes.end());
  tensor->elementBytes = Bytes;
  int64_t count = 1;
  for (int64_t size : d.sizes)
    count *= size;
  tensor->bytes.resize(size_t(count) * Bytes);
  forEachElement(d, [&](int64_t linear, int64_t at) {
    std::memcpy(tensor->bytes.data() + linear * Bytes, d.aligned + at * Bytes,
                Bytes);
  });
  auto tensors = in->tensors;
  size_t at = tensors.size();
  if (hasPosition) {
    std::optional<size_t> p =
        normalize(position, tensors.size(), 1, "SequenceInsert");
    if (!p)
      return makeSequence(std::move(tensors));
    at = *p;
  }
  tensors.insert(tensors.begin() + at, std::move(tensor));
  return makeSequence(std::move(tensors));
}

void *seqErase(void *seq, int64_t hasPosition, int64_t position) {
  Sequence *in = checked(seq, "SequenceErase");
  if (!in)
    return makeSequence();
  auto tensors = in->tensors;
  std::optional<size_t> p = normalize(hasPosition ? position : -1,
                                      tensors.size(), 0, "SequenceErase");
  if (p)
    tensors.erase(tensors.begin() + *p);
  return makeSequence(std::move(tensors));
}

int64_t seqLength(void *seq) {
  Sequence *in = checked(seq, "SequenceLength");
  return in ? int64_t(in->tensors.size()) : 0;
}

int64_t seqDim(void *seq, int64_t position, int64_t dim) {
  Sequence *in = checked(seq, "SequenceAt");
  if (!in)
    return 0;
  std::optional<size_t> p =
      normalize(position, in->tensors.size(), 0, "SequenceAt");
  if (!p)
    return 0;
  const SequenceTensor &tensor = *in->tensors[*p];
  if (dim < 0 || dim >= int64_t(tensor.shape.size()))
    return 0;
  return tensor.shape[size_t(dim)];
}

template <unsigned Bytes>
void seqRead(void *seq, int64_t position, int64_t rank, void *fields) {
  Sequence *in = checked(seq, "SequenceAt");
  if (!in)
    return;
  std::optional<size_t> p =
      normalize(position, in->tensors.size(), 0, "SequenceAt");
  if (!p)
    return;
  const SequenceTensor &tensor = *in->tensors[*p];
  MemRefView d = readMemRef(rank, fields);
  if (tensor.elementBytes != Bytes ||
      llvm::ArrayRef<int64_t>(tensor.shape) != d.sizes) {
    recordError("SequenceAt: element " + llvm::Twine(position) +
                " does not have the rank and element type the program "
                "expects");
    return;
  }
  forEachElement(d, [&](int64_t linear, int64_t at) {
    std::memcpy(d.aligned + at * Bytes, tensor.bytes.data() + linear * Bytes,
                Bytes);
  });
}

int64_t seqIsSome(void *seq) { return seq != nullptr; }

} // namespace

Sequence *terrace::runtime::makeSequence(
    std::vector<std::shared_ptr<const SequenceTensor>> tensors) {
  auto sequence = std::make_unique<Sequence>();
  sequence->tensors = std::move(tensors);
  return keep(std::move(sequence));
}

void terrace::runtime::forEachSequenceSymbol(
    llvm::function_ref<void(llvm::StringRef, void *)> fn) {
  fn("_terrace_seq_empty", reinterpret_cast<void *>(&seqEmpty));
  fn("_terrace_seq_erase", reinterpret_cast<void *>(&seqErase));
  fn("_terrace_seq_length", reinterpret_cast<void *>(&seqLength));
  fn("_terrace_seq_dim", reinterpret_cast<void *>(&seqDim));
  fn("_terrace_seq_is_some", reinterpret_cast<void *>(&seqIsSome));
  // One insert and read per element type, by its size.
  struct Sized {
    const char *suffix;
    void *insert, *read;
  };
  const Sized sized[] = {
      {"i1", (void *)&seqInsert<1>, (void *)&seqRead<1>},
      {"i8", (void *)&seqInsert<1>, (void *)&seqRead<1>},
      {"i16", (void *)&seqInsert<2>, (void *)&seqRead<2>},
      {"i32", (void *)&seqInsert<4>, (void *)&seqRead<4>},
      {"i64", (void *)&seqInsert<8>, (void *)&seqRead<8>},
      {"f16", (void *)&seqInsert<2>, (void *)&seqRead<2>},
      {"bf16", (void *)&seqInsert<2>, (void *)&seqRead<2>},
      {"f32", (void *)&seqInsert<4>, (void *)&seqRead<4>},
      {"f64", (void *)&seqInsert<8>, (void *)&seqRead<8>},
  };
  for (const Sized &s : sized) {
    fn((llvm::Twine("_terrace_seq_insert_") + s.suffix).str(), s.insert);
    fn((llvm::Twine("_terrace_seq_read_") + s.suffix).str(), s.read);
  }
}
