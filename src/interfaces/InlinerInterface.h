//===- InlinerInterface.h - What a dialect says about inlining its ops ----===//
//
// MLIR's DialectInlinerInterface, as a dialect interface: the inliner asks
// the dialect of each op involved instead of naming ops. A dialect without
// it cannot be inlined through: its calls are not inlined, its regions do
// not receive inlined code, and a callee holding one of its ops (or an
// unregistered op) stays a call. A hook left null means "legal".
//
//===----------------------------------------------------------------------===//
#pragma once

#include "ir/Dialect.h"
#include "ir/Operation.h"

namespace terrace {
class Block;
class Region;

struct DialectInlinerInterface {
  /// Whether `call` (an op of this dialect) may be replaced by the body of
  /// `callable`; `wouldBeCloned` when the body stays where it is.
  bool (*isLegalToInlineCall)(Operation *call, Operation *callable,
                              bool wouldBeCloned) = nullptr;
  /// Whether `src` may be inlined into `dest`, a region of an op of this
  /// dialect.
  bool (*isLegalToInlineRegion)(Region *dest, Region *src,
                                bool wouldBeCloned) = nullptr;
  /// Whether `op`, of this dialect, may move into `dest`.
  bool (*isLegalToInlineOp)(Operation *op, Region *dest,
                            bool wouldBeCloned) = nullptr;
  /// `op`, a terminator of this dialect, ended the callee's only block: it
  /// replaces `valuesToReplace` (the call's results) with what it returns.
  /// The inliner erases it afterwards.
  void (*handleTerminator)(Operation *op, ValueRange valuesToReplace) = nullptr;
  /// `op`, a terminator of this dialect, ends one of several inlined
  /// blocks: it becomes a branch to `newDest`, whose arguments stand for
  /// the call's results, when it returns from the callee.
  void (*handleTerminatorWithBranch)(Operation *op, Block *newDest) = nullptr;
};

/// The inliner interface of `op`'s dialect, or null (unregistered ops).
inline const DialectInlinerInterface *getInlinerInterface(Operation *op) {
  Dialect *dialect = op->getName().getDialect();
  return dialect ? dialect->getInterface<DialectInlinerInterface>() : nullptr;
}

} // namespace terrace
