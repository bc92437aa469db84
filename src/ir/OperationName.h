//===- OperationName.h - Interned operation names and op definitions ------===//
#pragma once

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/LogicalResult.h"

#include <cstdint>

namespace terrace {
class Dialect;
class Operation;
class OpAsmPrinter;
class OpAsmParser;
struct OperationState;

/// Structural properties of an op that the generic machinery checks or uses.
enum OpTrait : uint32_t {
  IsTerminator = 1u << 0,
  IsolatedFromAbove = 1u << 1,
  NoTerminator = 1u << 2,
  SingleBlock = 1u << 3,
  /// The op's region holds a symbol table (builtin.module).
  SymbolTableTrait = 1u << 4,
  /// The op defines a symbol through its `sym_name` attribute.
  SymbolTrait = 1u << 5,
  /// The op only returns control to its parent (func.return).
  ReturnLike = 1u << 6,
  /// No side effects.
  Pure = 1u << 7,
};

/// What a registered op declares once: its name, structure, inherent
/// attributes (kept as properties), verifier and custom assembly format.
struct OpDefinition {
  llvm::StringRef name;
  uint32_t traits = 0;
  /// Names of the attributes that belong to the op (its properties).
  llvm::ArrayRef<llvm::StringRef> inherentAttrs;
  /// Op-specific checks, after the generic ones. Null when there are none.
  llvm::LogicalResult (*verify)(Operation *op) = nullptr;
  /// Custom syntax; null means the op always uses the generic form.
  void (*print)(Operation *op, OpAsmPrinter &p) = nullptr;
  llvm::ParseResult (*parse)(OpAsmParser &parser,
                             OperationState &state) = nullptr;
  /// Dialect whose ops may drop their prefix inside this op's regions
  /// (`return` for `func.return` inside `func.func`).
  llvm::StringRef defaultDialect;

  bool hasTrait(OpTrait t) const { return (traits & t) != 0; }
};

/// One entry per distinct op name seen by a context.
struct OperationNameInfo {
  llvm::StringRef name;
  /// The part before the first '.', or empty.
  llvm::StringRef dialectNamespace;
  /// Null when the dialect is not registered.
  Dialect *dialect = nullptr;
  /// Null when the op is not registered.
  const OpDefinition *definition = nullptr;
};

/// A handle to an interned op name; compares by pointer.
class OperationName {
public:
  explicit OperationName(const OperationNameInfo *info) : info(info) {}
  llvm::StringRef getStringRef() const { return info->name; }
  llvm::StringRef getDialectNamespace() const { return info->dialectNamespace; }
  Dialect *getDialect() const { return info->dialect; }
  const OpDefinition *getDefinition() const { return info->definition; }
  bool isRegistered() const { return info->definition != nullptr; }
  bool hasTrait(OpTrait t) const {
    return info->definition && info->definition->hasTrait(t);
  }
  bool operator==(OperationName o) const { return info == o.info; }
  bool operator!=(OperationName o) const { return info != o.info; }
  const OperationNameInfo *getInfo() const { return info; }

private:
  const OperationNameInfo *info;
};

} // namespace terrace
