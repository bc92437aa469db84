//===- SymbolTable.h - Symbols and nested symbol references ---------------===//
#pragma once

#include "ir/Attributes.h"

#include "llvm/ADT/DenseMap.h"

namespace terrace {
class Operation;

/// While one is alive, symbol lookups in its context use a name map per
/// symbol table, built on first use. The verifier keeps one for its run:
/// checking N calls against N functions would otherwise be quadratic. The
/// IR must not change meanwhile.
class SymbolLookupCache {
public:
  /// Lookups on this thread use the cache while it lives; each thread has
  /// its own, so verifiers running in parallel do not share one.
  SymbolLookupCache();
  ~SymbolLookupCache();
  SymbolLookupCache(const SymbolLookupCache &) = delete;
  Operation *lookup(Operation *table, StringAttr name);
  /// Builds `table`'s map now, so that other threads may read it through a
  /// SharedSymbolLookup while nothing adds or removes its symbols.
  void prefill(Operation *table);

private:
  friend class SharedSymbolLookup;
  SymbolLookupCache *previous;
  llvm::DenseMap<Operation *, llvm::DenseMap<const void *, Operation *>> maps;
};

/// While one is alive, lookups on this thread in a table that `cache`
/// prefilled read its map (shared, read-only). The pass manager sets one
/// up for the op whose children it runs pipelines on: each child's
/// verification would otherwise map the whole module again, which is
/// quadratic in the number of functions.
class SharedSymbolLookup {
public:
  explicit SharedSymbolLookup(const SymbolLookupCache *cache);
  ~SharedSymbolLookup();
  SharedSymbolLookup(const SharedSymbolLookup &) = delete;
  /// The prefilled answer: true when `table` was prefilled.
  static bool lookup(Operation *table, StringAttr name, Operation *&result);

private:
  const SymbolLookupCache *previous;
};

/// Symbols are ops with a `sym_name` string attribute, defined in the
/// region of an op with the SymbolTable trait (builtin.module).
namespace symbol_table {

/// The symbol name of `op`, or null.
StringAttr getSymbolName(Operation *op);
/// The op named `name` directly inside symbol table op `table`.
Operation *lookupSymbolIn(Operation *table, StringAttr name);
/// Resolves `@a::@b::@c` from `table` through nested symbol tables.
Operation *lookupSymbolIn(Operation *table, SymbolRefAttr ref);
/// The nearest symbol table enclosing `from` (not `from` itself).
Operation *getNearestSymbolTable(Operation *from);
/// Resolves `ref` from the nearest symbol table around `from`.
Operation *lookupNearestSymbolFrom(Operation *from, SymbolRefAttr ref);
/// `sym_visibility`: "public" (the default), "private" or "nested".
llvm::StringRef getVisibility(Operation *op);

/// Calls `fn` on every symbol reference held (at any depth) by `attr`.
template <typename Fn> void forEachSymbolRef(Attribute attr, Fn &&fn) {
  if (!attr)
    return;
  if (auto ref = llvm::dyn_cast<SymbolRefAttr>(attr)) {
    fn(ref);
    return;
  }
  if (auto array = llvm::dyn_cast<ArrayAttr>(attr)) {
    for (Attribute element : array.getValue())
      forEachSymbolRef(element, fn);
    return;
  }
  if (auto dict = llvm::dyn_cast<DictionaryAttr>(attr))
    for (const NamedAttribute &entry : dict.getValue())
      forEachSymbolRef(entry.value, fn);
}

} // namespace symbol_table
} // namespace terrace
