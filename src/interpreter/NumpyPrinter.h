//===- NumpyPrinter.h - Values printed as NumPy prints them ---------------===//
//
// terrace-run --print writes results as `print(array)` does in NumPy
// (numpy.array2string with its defaults): elements aligned, floats with at
// most `precision` fractional digits and scientific notation when the
// magnitudes call for it, lines wrapped at 75 columns, and arrays of more
// than `threshold` elements summarized with `edgeItems` items at each end
// of each axis and `...` between. Scalars print as NumPy's scalars do.
//
//===----------------------------------------------------------------------===//
#pragma once

#include "interpreter/RuntimeValue.h"

#include <string>

namespace llvm {
class raw_ostream;
}

namespace terrace::interp {

struct NumpyPrintOptions {
  unsigned precision = 8;
  int64_t threshold = 1000;
  unsigned edgeItems = 3;
  unsigned lineWidth = 75;
};

/// `value` of IR type `type` (a tensor type or its element type).
void printNumpy(llvm::raw_ostream &os, const RuntimeValue &value, Type type,
                const NumpyPrintOptions &options = {});

/// NumPy's name for the element type (`float32`, `uint8`, `bool`,
/// `complex64`; `bfloat16` and `float8_e4m3fn` as the ml_dtypes package
/// names them), or the MLIR spelling when it has none.
std::string numpyTypeName(Type element);

} // namespace terrace::interp
