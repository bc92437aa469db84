//===- SequenceRuntime.cpp - ONNX's sequences for compiled code -----------===//
#include "runtime/library/SequenceRuntime.h"
#include "runtime/library/UnrankedMemRef.h"
#include "runtime/library/terrace_runtime.h"

#include <cstring>
#include <optional>
#include <string>

using namespace terrace::runtime;

namespace {

/// `position` of a sequence of `size`, counted from the back when
/// negative, if it lies in [0, size + extra); none otherwise.
std::optional<size_t> normalize(int64_t position, size_t size, int extra,
                                const char *what) {
  int64_t n = int64_t(size);
  int64_t p = position < 0 ? position + n : position;
  if (p < 0 || p >= n + extra) {
    recordRuntimeError(
        std::string(what) + ": position " + std::to_string(position) +
        " is out of range for a sequence of " + std::to_string(n));
    return std::nullopt;
  }
  return size_t(p);
}

Sequence *checked(void *seq, const char *what) {
  if (!seq)
    recordRuntimeError(std::string(what) + ": the optional holds no sequence");
  return static_cast<Sequence *>(seq);
}

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
  tensor->bytes.resize(size_t(d.getNumElements()) * Bytes);
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
      !std::equal(tensor.shape.begin(), tensor.shape.end(), d.sizes.begin(),
                  d.sizes.end())) {
    recordRuntimeError("SequenceAt: element " + std::to_string(position) +
                       " does not have the rank and element type the "
                       "program expects");
    return;
  }
  forEachElement(d, [&](int64_t linear, int64_t at) {
    std::memcpy(d.aligned + at * Bytes, tensor.bytes.data() + linear * Bytes,
                Bytes);
  });
}

/// The tensor of a C caller's `sequence` at `position`, or null.
const SequenceTensor *tensorAt(const terrace_sequence *sequence,
                               int64_t position) {
  auto *in = reinterpret_cast<const Sequence *>(sequence);
  if (!in || position < 0 || position >= int64_t(in->tensors.size()))
    return nullptr;
  return in->tensors[size_t(position)].get();
}

} // namespace

Sequence *terrace::runtime::makeSequence(
    std::vector<std::shared_ptr<const SequenceTensor>> tensors) {
  auto sequence = std::make_unique<Sequence>();
  sequence->tensors = std::move(tensors);
  return keep(std::move(sequence));
}

//===-- What compiled code calls (SequenceRuntime.h) ----------------------===//

void *_terrace_seq_empty() { return makeSequence(); }

void *_terrace_seq_erase(void *seq, int64_t hasPosition, int64_t position) {
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

int64_t _terrace_seq_length(void *seq) {
  Sequence *in = checked(seq, "SequenceLength");
  return in ? int64_t(in->tensors.size()) : 0;
}

int64_t _terrace_seq_dim(void *seq, int64_t position, int64_t dim) {
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

int64_t _terrace_seq_is_some(void *seq) { return seq != nullptr; }

void _terrace_opt_expect_element(void *seq) {
  // An optional of a tensor is a sequence of none or one: its element is
  // read as the sequence's first, after this names the op that read it.
  Sequence *in = checked(seq, "OptionalGetElement");
  if (in && in->tensors.empty())
    recordRuntimeError("OptionalGetElement: the optional is empty");
}

// One insert and read per element type, by its size.
#define TERRACE_DEFINE_SIZED(suffix, bytes)                                    \
  void *_terrace_seq_insert_##suffix(void *seq, int64_t hasPosition,           \
                                     int64_t position, int64_t rank,           \
                                     void *fields) {                           \
    return seqInsert<bytes>(seq, hasPosition, position, rank, fields);         \
  }                                                                            \
  void _terrace_seq_read_##suffix(void *seq, int64_t position, int64_t rank,   \
                                  void *fields) {                              \
    seqRead<bytes>(seq, position, rank, fields);                               \
  }
TERRACE_SEQUENCE_ELEMENT_TYPES(TERRACE_DEFINE_SIZED)
#undef TERRACE_DEFINE_SIZED

//===-- What a C program calls (terrace_runtime.h) ------------------------===//

terrace_sequence *terrace_sequence_new(void) {
  return reinterpret_cast<terrace_sequence *>(makeSequence());
}

int terrace_sequence_append(terrace_sequence *sequence, const void *data,
                            int64_t element_bytes, int64_t rank,
                            const int64_t *sizes) {
  auto *out = reinterpret_cast<Sequence *>(sequence);
  if (!out || element_bytes <= 0 || element_bytes > 16 || rank < 0 ||
      (rank > 0 && !sizes))
    return -1;
  auto tensor = std::make_shared<SequenceTensor>();
  int64_t count = 1;
  for (int64_t d = 0; d < rank; ++d) {
    if (sizes[d] < 0)
      return -1;
    tensor->shape.push_back(sizes[d]);
    count *= sizes[d];
  }
  if (count > 0 && !data)
    return -1;
  tensor->elementBytes = unsigned(element_bytes);
  tensor->bytes.resize(size_t(count * element_bytes));
  if (count > 0)
    std::memcpy(tensor->bytes.data(), data, tensor->bytes.size());
  out->tensors.push_back(std::move(tensor));
  return 0;
}

int64_t terrace_sequence_length(const terrace_sequence *sequence) {
  auto *in = reinterpret_cast<const Sequence *>(sequence);
  return in ? int64_t(in->tensors.size()) : 0;
}

int64_t terrace_sequence_rank(const terrace_sequence *sequence,
                              int64_t position) {
  const SequenceTensor *tensor = tensorAt(sequence, position);
  return tensor ? int64_t(tensor->shape.size()) : -1;
}

const int64_t *terrace_sequence_sizes(const terrace_sequence *sequence,
                                      int64_t position) {
  const SequenceTensor *tensor = tensorAt(sequence, position);
  return tensor ? tensor->shape.data() : nullptr;
}

const void *terrace_sequence_data(const terrace_sequence *sequence,
                                  int64_t position) {
  const SequenceTensor *tensor = tensorAt(sequence, position);
  return tensor ? tensor->bytes.data() : nullptr;
}
