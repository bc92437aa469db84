//===- Diagnostics.h - Located errors, warnings, remarks and notes --------===//
//
// Everything the user is told goes through the DiagnosticEngine: a
// diagnostic has a location, a severity, a message and optional notes. A
// tool installs a handler (SourceMgrDiagnostics.h prints with a caret;
// --verify-diagnostics checks them against expected-* comments).
// Functions that can fail return llvm::LogicalResult; an InFlightDiagnostic
// converts to failure() so `return op->emitOpError("...")` reads naturally.
//
//===----------------------------------------------------------------------===//
#pragma once

#include "ir/Location.h"

#include "llvm/ADT/Twine.h"
#include "llvm/Support/LogicalResult.h"

#include "llvm/ADT/STLFunctionalExtras.h"

#include <functional>
#include <string>
#include <vector>

namespace terrace {
using llvm::failed;
using llvm::failure;
using llvm::LogicalResult;
using llvm::ParseResult;
using llvm::succeeded;
using llvm::success;

enum class Severity { Note, Warning, Error, Remark };

struct Diagnostic {
  Location loc;
  Severity severity;
  std::string message;
  std::vector<Diagnostic> notes;
};

class DiagnosticEngine {
public:
  /// A handler returns true when it consumed the diagnostic.
  using Handler = std::function<bool(Diagnostic &)>;

  /// Handlers form a stack; the newest sees diagnostics first.
  size_t pushHandler(Handler handler);
  void popHandler();
  void emit(Diagnostic &&diag);

  /// While set on a thread, that thread's diagnostics are appended to
  /// `sink` instead of reaching the handlers: parallel passes collect them
  /// this way and replay them in IR order, so output does not depend on
  /// thread timing. Returns the sink it replaces, to restore.
  static std::vector<Diagnostic> *
  captureOnThisThread(std::vector<Diagnostic> *sink);
  /// Errors emitted (or captured) so far on the calling thread: lets a
  /// caller tell whether a failing step reported why.
  static unsigned errorsOnThisThread();
  /// Runs `fn` with the calling thread's diagnostics thrown away (and not
  /// counted): for checks whose failure is an answer, not an error.
  /// Returns how many there were.
  static size_t discardWhile(llvm::function_ref<void()> fn);
  /// Whether the calling thread's diagnostics are being thrown away (so
  /// costly notes, such as the op printed, need not be made).
  static bool isDiscarding();
  /// Emits collected diagnostics to the handlers, in order.
  void replay(std::vector<Diagnostic> &diags);

private:
  std::vector<Handler> handlers;
};

/// A diagnostic being built; reported when it goes out of scope.
class InFlightDiagnostic {
public:
  /// An inactive diagnostic: reports nothing (used after a first error).
  InFlightDiagnostic() : engine(nullptr) {}
  InFlightDiagnostic(DiagnosticEngine &engine, Diagnostic diag)
      : engine(&engine), diag(std::move(diag)) {}
  InFlightDiagnostic(InFlightDiagnostic &&other)
      : engine(other.engine), diag(std::move(other.diag)) {
    other.engine = nullptr;
  }
  ~InFlightDiagnostic() { report(); }

  InFlightDiagnostic &operator<<(const llvm::Twine &text) {
    diag.message += text.str();
    return *this;
  }
  InFlightDiagnostic &operator<<(Type type);
  InFlightDiagnostic &operator<<(Attribute attr);
  /// `4, 8`: the values separated by commas, as MLIR streams an ArrayRef.
  InFlightDiagnostic &operator<<(llvm::ArrayRef<int64_t> values);
  InFlightDiagnostic &attachNote(Location loc, const llvm::Twine &msg);
  void report();

  operator LogicalResult() const { return failure(); }
  operator ParseResult() const { return failure(); }

private:
  DiagnosticEngine *engine;
  Diagnostic diag;
};

/// A type as diagnostics show it, quoted as MLIR does: `'i32'`. Streaming a
/// Type into a diagnostic does this; use it where a message is built as a
/// string (notes, Twines).
std::string quoted(Type type);

/// What MLIR says after an op, attribute or type "created with
/// unregistered dialect".
constexpr llvm::StringLiteral kUnregisteredDialectAdvice =
    "If this is intended, please call allowUnregisteredDialects() on the "
    "MLIRContext, or use -allow-unregistered-dialect with the MLIR opt tool "
    "used";

InFlightDiagnostic emitError(Location loc, const llvm::Twine &msg = "");
InFlightDiagnostic emitWarning(Location loc, const llvm::Twine &msg = "");
InFlightDiagnostic emitRemark(Location loc, const llvm::Twine &msg = "");

} // namespace terrace
