//===- Parser.h - Reads the textual IR ------------------------------------===//
#pragma once

#include "llvm/ADT/StringRef.h"

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
Operation *parseSourceFile(llvm::SourceMgr &sourceMgr, Context &ctx);

/// Parses one attribute or type from a string; null (with a diagnostic) on
/// error.
Attribute parseAttribute(llvm::StringRef text, Context &ctx);
Type parseType(llvm::StringRef text, Context &ctx);

} // namespace terrace
