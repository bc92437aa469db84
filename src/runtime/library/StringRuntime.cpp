//===- StringRuntime.cpp - ONNX's tensors of strings for compiled code ----===//
#include "runtime/library/StringRuntime.h"
#include "dialects/onnx/StringRules.h"
#include "runtime/library/UnrankedMemRef.h"
#include "runtime/library/terrace_runtime.h"

#include <algorithm>
#include <cstring>
#include <string_view>
#include <type_traits>

using namespace terrace;
using namespace terrace::runtime;

namespace {

template <typename T> std::string write(T value) {
  if constexpr (std::is_same_v<T, bool>)
    return onnx_strings::boolText(value);
  else if constexpr (std::is_same_v<T, float>)
    return onnx_strings::floatText(value);
  else if constexpr (std::is_same_v<T, double>)
    return onnx_strings::doubleText(value);
  else if constexpr (std::is_same_v<T, uint64_t>)
    return std::to_string(value);
  else
    return onnx_strings::integerText(int64_t(value));
}

template <typename T> void *fromNumbers(int64_t rank, void *fields) {
  MemRefView d = readMemRef(rank, fields);
  std::vector<std::string> elements(size_t(d.getNumElements()));
  forEachElement(d, [&](int64_t linear, int64_t at) {
    T value;
    if constexpr (std::is_same_v<T, bool>)
      value = *(d.aligned + at) != 0;
    else
      std::memcpy(&value, d.aligned + at * int64_t(sizeof(T)), sizeof(T));
    elements[size_t(linear)] = write(value);
  });
  return makeStringTensor(d.sizes, std::move(elements));
}

StringTensorObject *checked(void *strings, std::span<const int64_t> sizes) {
  auto *in = static_cast<StringTensorObject *>(strings);
  if (!std::equal(in->shape.begin(), in->shape.end(), sizes.begin(),
                  sizes.end())) {
    recordRuntimeError("Cast: the strings are not of the shape the program "
                       "expects");
    return nullptr;
  }
  return in;
}

template <typename T>
void toNumbers(void *strings, int64_t rank, void *fields) {
  MemRefView d = readMemRef(rank, fields);
  StringTensorObject *in = checked(strings, d.sizes);
  if (!in)
    return;
  forEachElement(d, [&](int64_t linear, int64_t at) {
    const std::string &text = in->elements[size_t(linear)];
    std::optional<double> number = onnx_strings::readNumber(text);
    if (!number) {
      recordRuntimeError("Cast: cannot read '" + text + "' as a number");
      number = 0;
    }
    T value;
    if constexpr (std::is_floating_point_v<T>)
      value = T(*number);
    else if constexpr (std::is_unsigned_v<T>)
      value = T(uint64_t(*number));
    else
      value = T(int64_t(*number));
    std::memcpy(d.aligned + at * int64_t(sizeof(T)), &value, sizeof(T));
  });
}

} // namespace

StringTensorObject *
terrace::runtime::makeStringTensor(std::span<const int64_t> shape,
                                   std::vector<std::string> elements) {
  auto tensor = std::make_unique<StringTensorObject>();
  tensor->shape.assign(shape.begin(), shape.end());
  tensor->elements = std::move(elements);
  return keep(std::move(tensor));
}

//===-- What compiled code calls (StringRuntime.h) ------------------------===//

int64_t _terrace_str_dim(void *strings, int64_t dim) {
  auto *in = static_cast<StringTensorObject *>(strings);
  if (dim < 0 || dim >= int64_t(in->shape.size()))
    return 0;
  return in->shape[size_t(dim)];
}

void *_terrace_str_normalize(void *strings, int64_t caseSensitive,
                             int64_t change, int64_t rank, void *fields) {
  auto *in = static_cast<StringTensorObject *>(strings);
  MemRefView d = readMemRef(rank, fields);
  // The stopwords' bytes (a constant of the program: contiguous).
  std::string_view bytes(d.aligned + d.offset, size_t(d.getNumElements()));
  std::vector<std::string> stopwords;
  while (bytes.size() >= 4) {
    uint32_t size = 0;
    for (int b = 0; b < 4; ++b)
      size |= uint32_t(uint8_t(bytes[size_t(b)])) << (8 * b);
    bytes.remove_prefix(4);
    size_t taken = std::min<size_t>(size, bytes.size());
    stopwords.emplace_back(bytes.substr(0, taken));
    bytes.remove_prefix(taken);
  }
  const std::vector<int64_t> &shape = in->shape;
  if (!(shape.size() == 1 || (shape.size() == 2 && shape[0] == 1))) {
    recordRuntimeError("StringNormalizer: takes [C] or [1, C] strings");
    return makeStringTensor(shape, in->elements);
  }
  std::vector<std::string> out = onnx_strings::normalizeStrings(
      in->elements, caseSensitive != 0,
      change == 1   ? onnx_strings::CaseChange::Lower
      : change == 2 ? onnx_strings::CaseChange::Upper
                    : onnx_strings::CaseChange::None,
      stopwords);
  int64_t count = int64_t(out.size());
  std::vector<int64_t> outShape;
  if (shape.size() == 2)
    outShape = {1, count};
  else
    outShape = {count};
  return makeStringTensor(outShape, std::move(out));
}

void *_terrace_str_from_i1(int64_t rank, void *fields) {
  return fromNumbers<bool>(rank, fields);
}

#define TERRACE_DEFINE_NUMBER(suffix, type)                                    \
  void *_terrace_str_from_##suffix(int64_t rank, void *fields) {               \
    return fromNumbers<type>(rank, fields);                                    \
  }                                                                            \
  void _terrace_str_to_##suffix(void *strings, int64_t rank, void *fields) {   \
    toNumbers<type>(strings, rank, fields);                                    \
  }
TERRACE_STRING_NUMBER_TYPES(TERRACE_DEFINE_NUMBER)
#undef TERRACE_DEFINE_NUMBER

//===-- What a C program calls (terrace_runtime.h) ------------------------===//

terrace_strings *terrace_strings_new(int64_t rank, const int64_t *sizes,
                                     const char *const *elements) {
  if (rank < 0 || (rank > 0 && !sizes))
    return nullptr;
  std::span<const int64_t> shape(sizes, size_t(rank));
  int64_t count = 1;
  for (int64_t size : shape) {
    if (size < 0)
      return nullptr;
    count *= size;
  }
  if (count > 0 && !elements)
    return nullptr;
  std::vector<std::string> copies;
  for (int64_t i = 0; i < count; ++i)
    copies.emplace_back(elements[i] ? elements[i] : "");
  return reinterpret_cast<terrace_strings *>(
      makeStringTensor(shape, std::move(copies)));
}

int64_t terrace_strings_rank(const terrace_strings *strings) {
  auto *in = reinterpret_cast<const StringTensorObject *>(strings);
  return in ? int64_t(in->shape.size()) : -1;
}

const int64_t *terrace_strings_sizes(const terrace_strings *strings) {
  auto *in = reinterpret_cast<const StringTensorObject *>(strings);
  return in ? in->shape.data() : nullptr;
}

const char *terrace_strings_at(const terrace_strings *strings, int64_t index) {
  auto *in = reinterpret_cast<const StringTensorObject *>(strings);
  if (!in || index < 0 || index >= int64_t(in->elements.size()))
    return nullptr;
  return in->elements[size_t(index)].c_str();
}
