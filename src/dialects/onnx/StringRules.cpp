//===- StringRules.cpp - How ONNX turns numbers into strings and back -----===//
#include "dialects/onnx/StringRules.h"

#include "llvm/ADT/STLExtras.h"

#include <charconv>
#include <cstdlib>

using namespace terrace;

/// ONNX's spellings of the values that are no finite number.
static std::string special(std::string text) {
  if (text == "inf")
    return "INF";
  if (text == "-inf")
    return "-INF";
  if (text == "nan" || text == "-nan")
    return "NaN";
  return text;
}

std::string onnx_strings::floatText(float value) {
  char buffer[64];
  std::to_chars_result r =
      std::to_chars(buffer, buffer + sizeof(buffer), value);
  return special(std::string(buffer, r.ptr));
}

std::string onnx_strings::doubleText(double value) {
  char buffer[64];
  std::to_chars_result r =
      std::to_chars(buffer, buffer + sizeof(buffer), value);
  return special(std::string(buffer, r.ptr));
}

std::string onnx_strings::integerText(int64_t value) {
  return std::to_string(value);
}

std::string onnx_strings::boolText(bool value) {
  return value ? "True" : "False";
}

std::optional<double> onnx_strings::readNumber(const std::string &text) {
  char *end = nullptr;
  double value = std::strtod(text.c_str(), &end);
  if (end == text.c_str())
    return std::nullopt;
  return value;
}

std::vector<std::string>
onnx_strings::normalizeStrings(llvm::ArrayRef<std::string> strings,
                               bool caseSensitive, CaseChange change,
                               llvm::ArrayRef<std::string> stopwords) {
  std::vector<std::string> keys;
  for (const std::string &word : stopwords)
    keys.push_back(caseSensitive ? word : llvm::StringRef(word).lower());
  std::vector<std::string> out;
  for (const std::string &s : strings) {
    if (llvm::is_contained(keys,
                           caseSensitive ? s : llvm::StringRef(s).lower()))
      continue;
    if (change == CaseChange::Lower)
      out.push_back(llvm::StringRef(s).lower());
    else if (change == CaseChange::Upper)
      out.push_back(llvm::StringRef(s).upper());
    else
      out.push_back(s);
  }
  if (out.empty())
    out.push_back("");
  return out;
}
