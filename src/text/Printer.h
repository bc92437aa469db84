//===- Printer.h - Writes the textual IR ----------------------------------===//
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>

namespace llvm {
class raw_ostream;
class raw_string_ostream;
} // namespace llvm

namespace terrace {
class ModulePrinter;
class Operation;
class Value;

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

/// The names the values under `root` print with in a print of `root`
/// (`%0`, `%arg1`, `%c0`, `%2#1`), as MLIR's AsmState gives them. Numbering
/// marks the values: the names hold until the IR under `root` changes or
/// something else under it is numbered.
class ValueNames {
public:
  explicit ValueNames(Operation *root);
  ~ValueNames();
  ValueNames(const ValueNames &) = delete;
  ValueNames &operator=(const ValueNames &) = delete;

  std::string nameOf(Value value);

private:
  std::string buffer;
  std::unique_ptr<llvm::raw_string_ostream> stream;
  std::unique_ptr<ModulePrinter> printer;
};

} // namespace terrace
