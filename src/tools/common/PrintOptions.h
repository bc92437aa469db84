//===- PrintOptions.h - mlir-opt's printing flags, for every tool ---------===//
//
// The command-line flags that say how IR is printed (--mlir-print-op-generic,
// --mlir-print-debuginfo, --mlir-elide-resource-strings-if-larger, ...),
// declared once so that each tool that prints IR (terrace-opt,
// terrace-import-onnx) takes the same flags with the same words.
//
//===----------------------------------------------------------------------===//
#pragma once

#include "text/Printer.h"

namespace terrace {

/// The printing flags as given on the command line (threads: one).
PrintFlags getCommandLinePrintFlags();

} // namespace terrace
