//===- Printer.h - Writes the textual IR ----------------------------------===//
#pragma once

#include <cstdint>
#include <optional>

namespace llvm {
class raw_ostream;
}

namespace terrace {
class Operation;

struct PrintFlags {
  /// `"dialect.op"(...) ...` for every op (--mlir-print-op-generic).
  bool generic = false;
  /// Print locations (--mlir-print-debuginfo).
  bool debugInfo = false;
  /// No aliases: everything inline (--mlir-print-local-scope).
  bool localScope = false;
  /// Threads that may print the top-level op's body in parallel (the output
  /// is the same whatever the count); 0 means one per hardware thread.
  unsigned threads = 1;
  /// Elements attributes with more elements than this (splats excepted)
  /// print as `dense_resource<__elided__>`
  /// (--mlir-elide-elementsattrs-if-larger).
  std::optional<uint64_t> elideElementsAttrsIfLarger;
  /// Non-splat dense elements with more elements than this print as a hex
  /// string; negative: never (--mlir-print-elementsattrs-with-hex-if-larger).
  int64_t hexElementsAttrsIfLarger = 100;
  /// Resource blobs whose quoted text is longer than this are left out of
  /// the resource section (--mlir-elide-resource-strings-if-larger).
  std::optional<uint64_t> elideResourceStringsIfLarger;
  /// A comment after each definition naming its users
  /// (--mlir-print-value-users).
  bool printValueUsers = false;
  /// With debugInfo: locations in mlir-opt's pretty, unparsable form.
  bool prettyDebugInfo = false;
};

/// Prints `top` as mlir-opt prints a file: alias definitions, the op, the
/// deferred (location) aliases and the resource section. Ends with one
/// newline; mlir-opt's driver adds a second one, as terrace-opt does.
/// Returns how many threads printed (1 unless the body was split).
unsigned printOperation(Operation *top, llvm::raw_ostream &os,
                        const PrintFlags &flags);

} // namespace terrace
