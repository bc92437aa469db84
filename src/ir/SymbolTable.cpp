//===- SymbolTable.cpp ----------------------------------------------------===//
#include "ir/SymbolTable.h"
#include "ir/Context.h"
#include "ir/Region.h"

using namespace terrace;

StringAttr symbol_table::getSymbolName(Operation *op) {
  return llvm::dyn_cast_if_present<StringAttr>(op->getAttr("sym_name"));
}

/// The innermost live cache of this thread.
static thread_local SymbolLookupCache *activeCache = nullptr;

SymbolLookupCache::SymbolLookupCache() : previous(activeCache) {
  activeCache = this;
}

SymbolLookupCache::~SymbolLookupCache() { activeCache = previous; }

Operation *SymbolLookupCache::lookup(Operation *table, StringAttr name) {
  auto [it, inserted] = maps.try_emplace(table);
  if (inserted && table->getNumRegions() && !table->getRegion(0).empty())
    for (Operation &child : table->getRegion(0).front())
      if (StringAttr childName = symbol_table::getSymbolName(&child))
        it->second.try_emplace(childName.getImpl(), &child);
  return it->second.lookup(name.getImpl());
}

void SymbolLookupCache::prefill(Operation *table) {
  (void)lookup(table, StringAttr());
}

/// The shared, read-only cache this thread reads first.
static thread_local const SymbolLookupCache *sharedCache = nullptr;

SharedSymbolLookup::SharedSymbolLookup(const SymbolLookupCache *cache)
    : previous(sharedCache) {
  sharedCache = cache;
}

SharedSymbolLookup::~SharedSymbolLookup() { sharedCache = previous; }

bool SharedSymbolLookup::lookup(Operation *table, StringAttr name,
                                Operation *&result) {
  if (!sharedCache)
    return false;
  auto it = sharedCache->maps.find(table);
  if (it == sharedCache->maps.end())
    return false;
  result = it->second.lookup(name.getImpl());
  return true;
}

Operation *symbol_table::lookupSymbolIn(Operation *table, StringAttr name) {
  if (!table || table->getNumRegions() == 0 || table->getRegion(0).empty())
    return nullptr;
  if (Operation * shared; SharedSymbolLookup::lookup(table, name, shared))
    return shared;
  if (activeCache)
    return activeCache->lookup(table, name);
  for (Operation &child : table->getRegion(0).front())
    if (getSymbolName(&child) == name)
      return &child;
  return nullptr;
}

Operation *symbol_table::lookupSymbolIn(Operation *table, SymbolRefAttr ref) {
  for (StringAttr part : ref.getPath()) {
    table = lookupSymbolIn(table, part);
    if (!table)
      return nullptr;
  }
  return table;
}

Operation *symbol_table::getNearestSymbolTable(Operation *from) {
  Operation *op = from->getParentOp();
  while (op && !op->hasTrait(SymbolTableTrait))
    op = op->getParentOp();
  return op;
}

Operation *symbol_table::lookupNearestSymbolFrom(Operation *from,
                                                 SymbolRefAttr ref) {
  return lookupSymbolIn(getNearestSymbolTable(from), ref);
}

llvm::StringRef symbol_table::getVisibility(Operation *op) {
  auto visibility =
      llvm::dyn_cast_if_present<StringAttr>(op->getAttr("sym_visibility"));
  return visibility ? visibility.getValue() : "public";
}
