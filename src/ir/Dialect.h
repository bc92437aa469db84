//===- Dialect.h - Dialects: namespaces of ops, types and attributes ------===//
#pragma once

#include "ir/Location.h"
#include "ir/OperationName.h"

#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringMap.h"

namespace terrace {
class Attribute;
class Context;
class Location;
class OpBuilder;
class Operation;
class RewritePatternSet;
class Type;
struct EnumSpec;
struct TypeDefinition;
struct AttrDefinition;

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

  /// Calls `fn` on every op the dialect defines.
  template <typename Fn> void forEachOp(Fn &&fn) const {
    for (const auto &entry : ops)
      fn(*entry.second);
  }

  /// The types and attributes the dialect defines (ir/DialectTypes.h).
  llvm::ArrayRef<const TypeDefinition *> getTypes() const { return types; }
  llvm::ArrayRef<const AttrDefinition *> getAttributes() const {
    return attributes;
  }
  /// The type (attribute) definition whose mnemonic is `mnemonic`, or null.
  const TypeDefinition *lookupType(llvm::StringRef mnemonic) const;
  const AttrDefinition *lookupAttribute(llvm::StringRef mnemonic) const;

  /// The enum attribute `#ns.mnemonic<...>`, or null.
  const EnumSpec *lookupEnum(llvm::StringRef mnemonic) const {
    for (const EnumSpec *spec : enums)
      if (spec->mnemonic == mnemonic)
        return spec;
    return nullptr;
  }

  /// The dialect's implementation of a dialect interface (the inliner's,
  /// ...), or null.
  template <typename Interface> const Interface *getInterface() const {
    return static_cast<const Interface *>(
        findInterface(interfaces, interfaceID<Interface>));
  }
  /// Adds a dialect interface: the dialect's own, or one attached from
  /// outside before the context is used from several threads.
  template <typename Interface> void addInterface(const Interface &impl) {
    assert(!getInterface<Interface>() && "dialect interface added twice");
    interfaces.push_back(implement(impl));
  }

  /// Whether the dialect defines enum attributes.
  bool hasEnums() const { return !enums.empty(); }

  /// Builds a constant op of `type` holding `value` at the builder's
  /// insertion point (folding uses it); null when the dialect cannot.
  virtual Operation *materializeConstant(OpBuilder &builder, Attribute value,
                                         Type type, Location loc) {
    return nullptr;
  }

  /// Canonicalization patterns of the dialect as a whole (MLIR's
  /// Dialect::getCanonicalizationPatterns): the canonicalizer takes them
  /// before any op's own (dialects by namespace, last to first, as
  /// mlir-opt 22 lists them).
  virtual void getCanonicalizationPatterns(RewritePatternSet &patterns) const {}

protected:
  /// Adds op definitions; they must outlive the dialect (static tables).
  void addOps(llvm::ArrayRef<OpDefinition> defs) {
    for (const OpDefinition &def : defs)
      ops[def.name] = &def;
  }
  /// Adds type and attribute definitions (static tables), before the
  /// dialect is registered.
  void addTypes(llvm::ArrayRef<TypeDefinition> defs);
  void addAttributes(llvm::ArrayRef<AttrDefinition> defs);
  /// Adds enum attribute kinds (static tables).
  void addEnums(llvm::ArrayRef<const EnumSpec *> specs) {
    enums.append(specs.begin(), specs.end());
  }

private:
  llvm::StringRef ns;
  Context &context;
  llvm::StringMap<const OpDefinition *> ops;
  llvm::SmallVector<const EnumSpec *, 4> enums;
  llvm::SmallVector<InterfaceImpl, 2> interfaces;
  llvm::SmallVector<const TypeDefinition *, 0> types;
  llvm::SmallVector<const AttrDefinition *, 0> attributes;
};

} // namespace terrace
