//===- Dialect.h - Dialects: namespaces of ops, types and attributes ------===//
#pragma once

#include "ir/OperationName.h"

#include "llvm/ADT/StringMap.h"

namespace terrace {
class Context;

/// A dialect groups the ops (and later types and attributes) of one
/// namespace. Dialects register their op definitions here; the core never
/// names a dialect other than builtin.
class Dialect {
public:
  Dialect(llvm::StringRef ns, Context &ctx) : ns(ns), context(ctx) {}
  virtual ~Dialect() = default;

  llvm::StringRef getNamespace() const { return ns; }
  Context &getContext() const { return context; }

  /// The definition of `dialect.op`, or null.
  const OpDefinition *lookupOp(llvm::StringRef fullName) const {
    auto it = ops.find(fullName);
    return it == ops.end() ? nullptr : it->second;
  }

protected:
  /// Adds op definitions; they must outlive the dialect (static tables).
  void addOps(llvm::ArrayRef<OpDefinition> defs) {
    for (const OpDefinition &def : defs)
      ops[def.name] = &def;
  }

private:
  llvm::StringRef ns;
  Context &context;
  llvm::StringMap<const OpDefinition *> ops;
};

} // namespace terrace
