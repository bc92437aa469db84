//===- StringRules.cpp - How ONNX turns numbers into strings and back -----===//
#include "dialects/onnx/StringRules.h"

#include <algorithm>
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

/// `text` with ASCII letters in one case (as LLVM's StringRef::lower and
/// upper, whatever the C locale).
static std::string withCase(std::string text, bool upper) {
  for (char &c : text) {
    if (upper && c >= 'a' && c <= 'z')
      c = char(c - 'a' + 'A');
    else if (!upper && c >= 'A' && c <= 'Z')
      c = char(c - 'A' + 'a');
  }
  return text;
}

std::vector<std::string>
onnx_strings::normalizeStrings(std::span<const std::string> strings,
                               bool caseSensitive, CaseChange change,
                               std::span<const std::string> stopwords) {
  std::vector<std::string> keys;
  for (const std::string &word : stopwords)
    keys.push_back(caseSensitive ? word : withCase(word, false));
  std::vector<std::string> out;
  for (const std::string &s : strings) {
    if (std::find(keys.begin(), keys.end(),
                  caseSensitive ? s : withCase(s, false)) != keys.end())
      continue;
    if (change == CaseChange::Lower)
      out.push_back(withCase(s, false));
    else if (change == CaseChange::Upper)
      out.push_back(withCase(s, true));
    else
      out.push_back(s);
  }
  if (out.empty())
    out.push_back("");
  return out;
}
