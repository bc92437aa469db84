//===- NumpyPrinter.cpp - Values printed as NumPy prints them -------------===//
//
// Follows numpy/_core/arrayprint.py: the formats are chosen from the
// elements shown (FloatingFormat, IntegerFormat, BoolFormat,
// ComplexFloatingFormat with floatmode 'maxprec' and sign '-'), then laid
// out by _formatArray. Floats are written with their shortest decimal
// digits that read back as the same value of their own type (Dragon4's
// unique mode), at most `precision` of them after the point.
//
//===----------------------------------------------------------------------===//
#include "interpreter/NumpyPrinter.h"

#include "llvm/ADT/APFloat.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/raw_ostream.h"

#include <cmath>
#include <cstdio>
#include <cstdlib>

using namespace terrace;
using namespace terrace::interp;

namespace {

/// A float's magnitude as decimal digits `d0 d1 d2 ...` meaning
/// d0.d1d2... x 10^exponent, without trailing zeros.
struct Digits {
  std::string digits;
  int exponent = 0;
};

/// Parses what `%.*e` wrote.
Digits parseScientific(const char *text) {
  Digits d;
  const char *p = text;
  for (; *p && *p != 'e'; ++p)
    if (*p >= '0' && *p <= '9')
      d.digits += *p;
  if (*p == 'e')
    d.exponent = std::atoi(p + 1);
  while (d.digits.size() > 1 && d.digits.back() == '0')
    d.digits.pop_back();
  return d;
}

/// The fewest significant digits of `magnitude` (finite, not negative)
/// that read back as the same value of `semantics`.
Digits shortestDigits(double magnitude, const llvm::fltSemantics &semantics) {
  char text[64];
  bool lost = false;
  llvm::APFloat target(magnitude);
  target.convert(semantics, llvm::APFloat::rmNearestTiesToEven, &lost);
  for (int digits = 1; digits <= 17; ++digits) {
    std::snprintf(text, sizeof text, "%.*e", digits - 1, magnitude);
    llvm::APFloat back(std::strtod(text, nullptr));
    back.convert(semantics, llvm::APFloat::rmNearestTiesToEven, &lost);
    if (back.bitwiseIsEqual(target))
      break;
  }
  return parseScientific(text);
}

/// `magnitude` positionally: its shortest digits, or rounded to
/// `precision` fractional digits when they need more; trailing zeros
/// trimmed, the point kept (`2.`, `0.25`).
std::string positional(double magnitude, const llvm::fltSemantics &semantics,
                       unsigned precision) {
  Digits d = shortestDigits(magnitude, semantics);
  int fraction = std::max(0, int(d.digits.size()) - 1 - d.exponent);
  std::string text;
  if (fraction > int(precision)) {
    char buffer[400];
    std::snprintf(buffer, sizeof buffer, "%.*f", int(precision), magnitude);
    text = buffer;
    while (text.back() == '0')
      text.pop_back();
    if (text.find('.') == std::string::npos)
      text += '.';
    return text;
  }
  if (d.exponent >= 0) {
    std::string digits = d.digits;
    if (int(digits.size()) < d.exponent + 1)
      digits.append(size_t(d.exponent + 1) - digits.size(), '0');
    return digits.substr(0, size_t(d.exponent) + 1) + "." +
           digits.substr(size_t(d.exponent) + 1);
  }
  return "0." + std::string(size_t(-d.exponent - 1), '0') + d.digits;
}

/// `magnitude` in scientific notation: the mantissa's shortest digits,
/// rounded to `precision` fractional digits or continued to `minFraction`,
/// and an exponent of at least `exponentDigits` digits.
/// The parts are returned separately: `1`, `5`, `+08`.
struct Scientific {
  std::string integer, fraction, exponent;
};
Scientific scientific(double magnitude, const llvm::fltSemantics &semantics,
                      unsigned precision, unsigned minFraction,
                      unsigned exponentDigits) {
  Digits d = shortestDigits(magnitude, semantics);
  // More digits than the shortest are the value's own (Dragon4's
  // min_digits: 1e-05 as a float32 with seven is 9.9999997e-06), fewer are
  // rounded.
  if (d.digits.size() - 1 > precision || d.digits.size() - 1 < minFraction) {
    char text[64];
    std::snprintf(
        text, sizeof text, "%.*e",
        int(std::min(precision,
                     std::max<unsigned>(minFraction, d.digits.size() - 1))),
        magnitude);
    d = parseScientific(text);
  }
  Scientific s;
  s.integer = d.digits.substr(0, 1);
  s.fraction = d.digits.substr(1);
  if (s.fraction.size() < minFraction)
    s.fraction.append(minFraction - s.fraction.size(), '0');
  std::string exponent = std::to_string(std::abs(d.exponent));
  if (exponent.size() < exponentDigits)
    exponent.insert(0, exponentDigits - exponent.size(), '0');
  s.exponent = (d.exponent < 0 ? "-" : "+") + exponent;
  return s;
}

/// NumPy's FloatingFormat (floatmode 'maxprec'): one format for all the
/// elements shown, so that their points and exponents line up.
class FloatFormat {
public:
  FloatFormat(llvm::ArrayRef<double> values,
              const llvm::fltSemantics &semantics, unsigned precision,
              bool forceSign)
      : semantics(semantics), precision(precision), forceSign(forceSign) {
    double maxValue = 0, minValue = INFINITY;
    bool anyFinite = false, anyNonFinite = false, negativeInf = false;
    for (double v : values) {
      if (!std::isfinite(v)) {
        anyNonFinite = true;
        negativeInf |= std::isinf(v) && v < 0;
        continue;
      }
      anyFinite = true;
      if (v != 0) {
        maxValue = std::max(maxValue, std::fabs(v));
        minValue = std::min(minValue, std::fabs(v));
      }
    }
    if (maxValue > 0)
      exponential =
          maxValue >= 1e8 || minValue < 1e-4 || maxValue / minValue > 1000;
    if (anyFinite && exponential) {
      size_t exponentSize = 0, fractionSize = 0;
      for (double v : values) {
        if (!std::isfinite(v))
          continue;
        Scientific s = scientific(std::fabs(v), semantics, precision, 0, 2);
        exponentSize = std::max(exponentSize, s.exponent.size());
        fractionSize = std::max(fractionSize, s.fraction.size());
        padLeft = std::max(padLeft, int(sign(v).size() + s.integer.size()));
      }
      exponentDigits = unsigned(exponentSize) - 1;
      this->precision = unsigned(fractionSize);
      padRight = int(exponentDigits) + 2 + int(fractionSize);
    } else if (anyFinite) {
      for (double v : values) {
        if (!std::isfinite(v))
          continue;
        std::string text = positional(std::fabs(v), semantics, precision);
        size_t point = text.find('.');
        padLeft = std::max(padLeft, int(sign(v).size() + point));
        padRight = std::max(padRight, int(text.size() - point - 1));
      }
    }
    if (anyNonFinite) {
      // Room for `nan` and `inf` (and `-inf`, or `+inf` with a sign).
      int offset = padRight + 1;
      int infWidth = 3 + int(forceSign || negativeInf);
      padLeft = std::max({padLeft, 3 - offset, infWidth - offset});
    }
  }

  std::string format(double v) const {
    if (!std::isfinite(v)) {
      std::string text = std::isnan(v)
                             ? std::string(forceSign ? "+" : "") + "nan"
                             : sign(v) + "inf";
      int width = padLeft + padRight + 1;
      return std::string(size_t(std::max(0, width - int(text.size()))), ' ') +
             text;
    }
    std::string integer, fraction, suffix;
    if (exponential) {
      Scientific s = scientific(std::fabs(v), semantics, precision, precision,
                                exponentDigits);
      integer = sign(v) + s.integer;
      fraction = s.fraction;
      suffix = "e" + s.exponent;
    } else {
      std::string text = positional(std::fabs(v), semantics, precision);
      size_t point = text.find('.');
      integer = sign(v) + text.substr(0, point);
      fraction = text.substr(point + 1);
      fraction.append(size_t(std::max(0, padRight - int(fraction.size()))),
                      ' ');
    }
    std::string padding(size_t(std::max(0, padLeft - int(integer.size()))),
                        ' ');
    return padding + integer + "." + fraction + suffix;
  }

private:
  std::string sign(double v) const {
    if (std::signbit(v))
      return "-";
    return forceSign ? "+" : "";
  }

  const llvm::fltSemantics &semantics;
  unsigned precision;
  bool forceSign;
  bool exponential = false;
  unsigned exponentDigits = 2;
  int padLeft = 0, padRight = 0;
};

/// The double value of a float slot (exact for every type the interpreter
/// holds, f64 and narrower).
double toDouble(Slot bits, FloatType type) {
  llvm::APFloat value(type.getSemantics(),
                      llvm::APInt(type.getWidth(), uint64_t(bits)));
  bool lost = false;
  value.convert(llvm::APFloat::IEEEdouble(), llvm::APFloat::rmNearestTiesToEven,
                &lost);
  return value.convertToDouble();
}

/// Formats the elements of one tensor, chosen from those shown.
class ElementFormat {
public:
  ElementFormat(const Tensor &tensor, llvm::ArrayRef<int64_t> shown,
                unsigned precision)
      : element(tensor.getElementType()) {
    if (auto complex = llvm::dyn_cast<ComplexType>(element)) {
      auto part = llvm::cast<FloatType>(complex.getElementType());
      unsigned width = part.getWidth();
      std::vector<double> reals, imags;
      for (int64_t i : shown) {
        Slot bits = tensor.load(i);
        reals.push_back(toDouble(bits & lowSlotBits(width), part));
        imags.push_back(toDouble(bits >> width, part));
      }
      real.emplace(reals, part.getSemantics(), precision, false);
      imag.emplace(imags, part.getSemantics(), precision, true);
      return;
    }
    if (auto flt = llvm::dyn_cast<FloatType>(element)) {
      std::vector<double> values;
      for (int64_t i : shown)
        values.push_back(toDouble(tensor.load(i), flt));
      real.emplace(values, flt.getSemantics(), precision, false);
      return;
    }
    if (isBool())
      return;
    for (int64_t i : shown)
      width = std::max(width, integerText(tensor.load(i)).size());
  }

  std::string format(Slot bits) const {
    if (auto complex = llvm::dyn_cast<ComplexType>(element)) {
      auto part = llvm::cast<FloatType>(complex.getElementType());
      unsigned w = part.getWidth();
      std::string im = imag->format(toDouble(bits >> w, part));
      // The `j` goes before the padding that follows the number.
      size_t end = im.find_last_not_of(' ') + 1;
      return real->format(toDouble(bits & lowSlotBits(w), part)) +
             im.substr(0, end) + "j" + im.substr(end);
    }
    if (auto flt = llvm::dyn_cast<FloatType>(element))
      return real->format(toDouble(bits, flt));
    if (isBool())
      return bits ? " True" : "False";
    std::string text = integerText(bits);
    return std::string(width - text.size(), ' ') + text;
  }

private:
  bool isBool() const {
    auto integer = llvm::dyn_cast<IntegerType>(element);
    return integer && integer.getWidth() == 1;
  }
  std::string integerText(Slot bits) const {
    unsigned w = element.isIndex() ? 64 : element.getIntOrFloatBitWidth();
    auto integer = llvm::dyn_cast<IntegerType>(element);
    if (integer && integer.isUnsigned())
      return std::to_string(uint64_t(bits));
    return std::to_string(signExtend(bits, w));
  }

  Type element;
  std::optional<FloatFormat> real, imag;
  size_t width = 0;
};

/// NumPy's _formatArray: nested brackets, rows wrapped at the line width
/// with a hanging indent, blank lines between blocks of higher dimensions,
/// `...` where a summarized axis leaves items out.
class ArrayLayout {
public:
  ArrayLayout(const Tensor &tensor, const ElementFormat &format,
              const NumpyPrintOptions &options, bool summarize)
      : tensor(tensor), format(format), options(options), summarize(summarize) {
    strides.assign(tensor.getShape().size(), 1);
    for (int64_t d = int64_t(strides.size()) - 2; d >= 0; --d)
      strides[d] = strides[d + 1] * tensor.getShape()[d + 1];
  }

  std::string print() { return recurse(0, 0, " ", int(options.lineWidth)); }

private:
  /// The items of axis `dim` to show: all, or the edge items on each side
  /// (-1 stands for the `...` between).
  llvm::SmallVector<int64_t, 8> items(unsigned dim) const {
    int64_t size = tensor.getShape()[dim];
    int64_t edge = options.edgeItems;
    llvm::SmallVector<int64_t, 8> list;
    if (summarize && 2 * edge < size) {
      for (int64_t i = 0; i < edge; ++i)
        list.push_back(i);
      list.push_back(-1);
      for (int64_t i = size - edge; i < size; ++i)
        list.push_back(i);
    } else {
      for (int64_t i = 0; i < size; ++i)
        list.push_back(i);
    }
    return list;
  }

  std::string recurse(unsigned dim, int64_t base, const std::string &hanging,
                      int width) {
    unsigned rank = unsigned(tensor.getShape().size());
    if (dim == rank)
      return format.format(tensor.load(base));
    std::string nextHanging = hanging + " ";
    int nextWidth = width - 1;
    llvm::SmallVector<int64_t, 8> list = items(dim);
    std::string s;
    if (rank - dim == 1) {
      int elementWidth = width - 1;
      std::string line = hanging;
      for (size_t k = 0; k < list.size(); ++k) {
        std::string word = list[k] < 0
                               ? "..."
                               : recurse(dim + 1, base + list[k] * strides[dim],
                                         nextHanging, nextWidth);
        bool wrap = int(line.size() + word.size()) > elementWidth &&
                    line.size() > hanging.size();
        if (wrap) {
          s += llvm::StringRef(line).rtrim().str() + "\n";
          line = hanging;
        }
        line += word;
        if (k + 1 < list.size())
          line += " ";
      }
      s += line;
    } else {
      std::string separator(rank - dim - 1, '\n');
      for (size_t k = 0; k < list.size(); ++k) {
        s += hanging;
        s += list[k] < 0 ? "..."
                         : recurse(dim + 1, base + list[k] * strides[dim],
                                   nextHanging, nextWidth);
        if (k + 1 < list.size())
          s += separator;
      }
    }
    return "[" + s.substr(hanging.size()) + "]";
  }

  const Tensor &tensor;
  const ElementFormat &format;
  const NumpyPrintOptions &options;
  bool summarize;
  llvm::SmallVector<int64_t, 4> strides;
};

/// The linear indices of the elements a summarized print shows (or all).
void shownElements(const Tensor &tensor, unsigned edge, bool summarize,
                   unsigned dim, int64_t base, llvm::ArrayRef<int64_t> strides,
                   std::vector<int64_t> &out) {
  if (dim == tensor.getShape().size()) {
    out.push_back(base);
    return;
  }
  int64_t size = tensor.getShape()[dim];
  for (int64_t i = 0; i < size; ++i) {
    if (summarize && 2 * int64_t(edge) < size && i == int64_t(edge))
      i = size - edge;
    shownElements(tensor, edge, summarize, dim + 1, base + i * strides[dim],
                  strides, out);
  }
}

/// A scalar as NumPy's scalars print (str of np.float32(2.0) is `2.0`,
/// of 1e20 `1e+20`); integers and bools as Python does.
void printScalarNumpy(llvm::raw_ostream &os, Slot bits, Type type) {
  if (auto flt = llvm::dyn_cast<FloatType>(type)) {
    double v = toDouble(bits, flt);
    if (std::isnan(v)) {
      os << "nan";
      return;
    }
    if (std::isinf(v)) {
      os << (v < 0 ? "-inf" : "inf");
      return;
    }
    double magnitude = std::fabs(v);
    if (std::signbit(v))
      os << '-';
    if (magnitude == 0 || (magnitude >= 1e-4 && magnitude < 1e16)) {
      std::string text = positional(magnitude, flt.getSemantics(), 17);
      os << text << (text.back() == '.' ? "0" : "");
      return;
    }
    Scientific s = scientific(magnitude, flt.getSemantics(), 17, 0, 2);
    os << s.integer << (s.fraction.empty() ? "" : "." + s.fraction) << "e"
       << s.exponent;
    return;
  }
  auto integer = llvm::dyn_cast<IntegerType>(type);
  if (integer && integer.getWidth() == 1) {
    os << (bits ? "True" : "False");
    return;
  }
  printScalar(os, bits, type);
}

} // namespace

void interp::printNumpy(llvm::raw_ostream &os, const RuntimeValue &value,
                        Type type, const NumpyPrintOptions &options) {
  if (!value.isTensor()) {
    if (value.isFunction())
      os << "<function>";
    else
      printScalarNumpy(os, value.getScalar(), type);
    return;
  }
  const Tensor &tensor = *value.getTensor();
  if (tensor.getRank() == 0) {
    printScalarNumpy(os, tensor.load(0), tensor.getElementType());
    return;
  }
  if (tensor.getNumElements() == 0) {
    os << "[]";
    return;
  }
  bool summarize = tensor.getNumElements() > options.threshold;
  llvm::SmallVector<int64_t, 4> strides(tensor.getShape().size(), 1);
  for (int64_t d = int64_t(strides.size()) - 2; d >= 0; --d)
    strides[d] = strides[d + 1] * tensor.getShape()[d + 1];
  std::vector<int64_t> shown;
  shownElements(tensor, options.edgeItems, summarize, 0, 0, strides, shown);
  ElementFormat format(tensor, shown, options.precision);
  os << ArrayLayout(tensor, format, options, summarize).print();
}

std::string interp::numpyTypeName(Type element) {
  if (element.isIndex())
    return "int64";
  if (auto complex = llvm::dyn_cast<ComplexType>(element))
    return "complex" +
           std::to_string(2 * complex.getElementType().getIntOrFloatBitWidth());
  if (auto flt = llvm::dyn_cast<FloatType>(element)) {
    switch (flt.getKind()) {
    case TypeKind::F16:
    case TypeKind::F32:
    case TypeKind::F64:
      return "float" + std::to_string(flt.getWidth());
    case TypeKind::BF16:
      return "bfloat16";
    default:
      break;
    }
  }
  if (auto integer = llvm::dyn_cast<IntegerType>(element)) {
    unsigned width = integer.getWidth();
    if (width == 1)
      return "bool";
    if (width == 8 || width == 16 || width == 32 || width == 64)
      return (integer.isUnsigned() ? "uint" : "int") + std::to_string(width);
  }
  // ml_dtypes' names for the f8 types are MLIR's less the `f8`: float8_e4m3fn.
  std::string text;
  llvm::raw_string_ostream os(text);
  os << element;
  if (llvm::StringRef(text).starts_with("f8"))
    return "float8_" + llvm::StringRef(text).drop_front(2).lower();
  return text;
}
