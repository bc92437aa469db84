//===- StringRules.h - How ONNX turns numbers into strings and back -------===//
//
// What Cast to and from strings and StringNormalizer compute, in one place
// for the interpreter (interpreter/onnx/ONNXStringSemantics.cpp) and the
// runtime compiled code calls (runtime/StringRuntime.cpp): numbers are
// written in their shortest round-trip form, as NumPy's str writes them
// (INF, -INF and NaN as ONNX spells them), and read back as C's strtod
// reads them. Nothing here knows the IR, nor needs more than the C++
// standard library: the runtime is also built as bitcode that
// terrace-compile links into its objects (runtime/library/).
//
//===----------------------------------------------------------------------===//
#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <vector>

namespace terrace::onnx_strings {

std::string floatText(float value);
std::string doubleText(double value);
std::string integerText(int64_t value);
std::string boolText(bool value);

/// The number `text` starts with, as strtod reads it; none when it starts
/// with none.
std::optional<double> readNumber(const std::string &text);

/// StringNormalizer's case change.
enum class CaseChange { None, Lower, Upper };

/// StringNormalizer on `strings` (one row): those equal to a stopword
/// (ignoring case unless `caseSensitive`) dropped, the others' case
/// changed; one empty string when none is left, as ONNX specifies.
std::vector<std::string>
normalizeStrings(std::span<const std::string> strings, bool caseSensitive,
                 CaseChange change, std::span<const std::string> stopwords);

} // namespace terrace::onnx_strings
