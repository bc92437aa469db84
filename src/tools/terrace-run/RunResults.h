//===- RunResults.h - What a run gives back -------------------------------===//
//
// Results are printed as NumPy prints arrays (--print), summarized in a
// few lines (the default), or written as .npy files: all of them or none,
// so that a failed run leaves nothing behind that could pass for its
// results.
//
//===----------------------------------------------------------------------===//
#pragma once

#include "interpreter/NumpyPrinter.h"

#include "llvm/Support/Error.h"

namespace llvm {
class raw_ostream;
}

namespace terrace::interp {

/// `output_<i>: <type> = <values>`, the values on the next lines when they
/// take several.
void printResult(llvm::raw_ostream &os, unsigned index,
                 const RuntimeValue &value, Type type,
                 const NumpyPrintOptions &options);

/// `output_<i>: <NumPy dtype> <shape>` and the first and last few values.
void summarizeResult(llvm::raw_ostream &os, unsigned index,
                     const RuntimeValue &value, Type type);

/// For a sequence or an optional (ONNX's !onnx.Seq, !onnx.Opt): prints
/// what it holds, each tensor in full (`full`) or summarized, and returns
/// true; false for other values, which it leaves alone.
bool printONNXValue(llvm::raw_ostream &os, unsigned index,
                    const RuntimeValue &value, Type type,
                    const NumpyPrintOptions &options, bool full);

/// Writes result i to `dir`/output_<i>.<format> (`npy`, or `pb` for ONNX's
/// TensorProto), every one or none: each goes to a temporary file first,
/// renamed once all are written.
llvm::Error writeResults(llvm::ArrayRef<RuntimeValue> values,
                         llvm::ArrayRef<Type> types, llvm::StringRef dir,
                         llvm::StringRef format);

/// Removes `dir`/output_<i>.<format> for i < count (what an earlier run
/// left), so that a failed run leaves no results that could pass for its
/// own.
void removeResults(unsigned count, llvm::StringRef dir, llvm::StringRef format);

} // namespace terrace::interp
