//===- StringRuntime.cpp - ONNX's tensors of strings for compiled code ----===//
#include "runtime/StringRuntime.h"
#include "dialects/onnx/StringRules.h"
#include "runtime/UnrankedMemRef.h"

#include "llvm/ADT/Twine.h"

#include <cstring>
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

StringTensorObject *checked(void *strings, llvm::ArrayRef<int64_t> sizes) {
  auto *in = static_cast<StringTensorObject *>(strings);
  if (llvm::ArrayRef<int64_t>(in->shape) != sizes) {
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
      recordRuntimeError("Cast: cannot read '" + llvm::Twine(text) +
                         "' as a number");
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

int64_t stringDim(void *strings, int64_t dim) {
  auto *in = static_cast<StringTensorObject *>(strings);
  if (dim < 0 || dim >= int64_t(in->shape.size()))
    return 0;
  return in->shape[size_t(dim)];
}

void *normalize(void *strings, int64_t caseSensitive, int64_t change,
                int64_t rank, void *fields) {
  auto *in = static_cast<StringTensorObject *>(strings);
  MemRefView d = readMemRef(rank, fields);
  // The stopwords' bytes (a constant of the program: contiguous).
  llvm::StringRef bytes(d.aligned + d.offset, size_t(d.getNumElements()));
  std::vector<std::string> stopwords;
  while (bytes.size() >= 4) {
    uint32_t size = 0;
    for (int b = 0; b < 4; ++b)
      size |= uint32_t(uint8_t(bytes[size_t(b)])) << (8 * b);
    bytes = bytes.drop_front(4);
    stopwords.push_back(bytes.take_front(size).str());
    bytes = bytes.drop_front(std::min<size_t>(size, bytes.size()));
  }
  const llvm::ArrayRef<int64_t> shape(in->shape);
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
  llvm::SmallVector<int64_t, 2> outShape;
  if (shape.size() == 2)
    outShape = {1, count};
  else
    outShape = {count};
  return makeStringTensor(outShape, std::move(out));
}

} // namespace

StringTensorObject *
terrace::runtime::makeStringTensor(llvm::ArrayRef<int64_t> shape,
                                   std::vector<std::string> elements) {
  auto tensor = std::make_unique<StringTensorObject>();
  tensor->shape.assign(shape.begin(), shape.end());
  tensor->elements = std::move(elements);
  return keep(std::move(tensor));
}

void terrace::runtime::forEachStringSymbol(
    llvm::function_ref<void(llvm::StringRef, void *)> fn) {
  fn("_terrace_str_dim", reinterpret_cast<void *>(&stringDim));
  fn("_terrace_str_normalize", reinterpret_cast<void *>(&normalize));
  fn("_terrace_str_from_i1", reinterpret_cast<void *>(&fromNumbers<bool>));
#define NUMBER(suffix, type)                                                   \
  fn("_terrace_str_from_" suffix,                                              \
     reinterpret_cast<void *>(&fromNumbers<type>));                            \
  fn("_terrace_str_to_" suffix, reinterpret_cast<void *>(&toNumbers<type>));
  NUMBER("i8", int8_t)
  NUMBER("i16", int16_t)
  NUMBER("i32", int32_t)
  NUMBER("i64", int64_t)
  NUMBER("u8", uint8_t)
  NUMBER("u16", uint16_t)
  NUMBER("u32", uint32_t)
  NUMBER("u64", uint64_t)
  NUMBER("f32", float)
  NUMBER("f64", double)
#undef NUMBER
}
