//===- Parser.h - Reads the textual IR ------------------------------------===//
#pragma once

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/SMLoc.h"

namespace llvm {
class SourceMgr;
}

namespace terrace {
class Attribute;
class Context;
class Operation;
class Type;

/// Parses the main buffer of `sourceMgr` into a top-level operation: the
/// file's only `builtin.module`, or an implicit module wrapping its ops.
/// Returns null after reporting a located diagnostic. The result is not
/// verified.
/// `implicitModuleLoc`, when given, is where the implicit module is located
/// (mlir-opt places the module of each --split-input-file chunk after the
/// first at the chunk's start); otherwise it is `file:0:0`.
/// `threads`: how many threads may parse function bodies (0: one per
/// core). The result and the diagnostics do not depend on it.
/// Without `implicitModule` (--no-implicit-module) the file must hold one
/// top-level op, of any kind, which is the result.
Operation *parseSourceFile(llvm::SourceMgr &sourceMgr, Context &ctx,
                           llvm::SMLoc implicitModuleLoc = {},
                           unsigned threads = 1, bool implicitModule = true);

/// Parses one attribute or type from a string; null (with a diagnostic) on
/// error.
Attribute parseAttribute(llvm::StringRef text, Context &ctx);
Type parseType(llvm::StringRef text, Context &ctx);

} // namespace terrace
