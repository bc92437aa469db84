//===- AliasState.cpp - Which attributes and types print as aliases -------===//
//
// MLIR's rules (see docs/text-format.md, section 5): affine maps (`#map`),
// integer sets (`#set`), locations (`#loc`), distinct attributes with a
// value (`#distinct`) and tuples of more than 16 types (`!tuple`) get an
// alias. Definitions are ordered by depth (an alias nested in another comes
// first), then types before attributes, then name; a definition is deferred
// to the end of the file only when every path to it starts at an op's
// location.
//
//===----------------------------------------------------------------------===//
#include "ir/DialectTypes.h"
#include "text/ModulePrinter.h"

#include "llvm/ADT/ScopeExit.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/Twine.h"

using namespace terrace;

static llvm::StringRef aliasBaseName(Attribute attr) {
  switch (attr.getKind()) {
  case AttrKind::AffineMap:
    return "map";
  case AttrKind::IntegerSet:
    return "set";
  case AttrKind::Distinct:
    return llvm::isa<UnitAttr>(
               llvm::cast<DistinctAttr>(attr).getReferencedAttr())
               ? ""
               : "distinct";
  default:
    return llvm::isa<Location>(attr) ? "loc" : "";
  }
}

std::pair<unsigned, bool> AliasState::beginEntry(const void *ptr, bool isType,
                                                 llvm::StringRef baseName,
                                                 bool canBeDeferred) {
  auto it = indexOf.find(ptr);
  if (it != indexOf.end()) {
    if (!canBeDeferred)
      markNonDeferrable(it->second);
    return {it->second, false};
  }
  Entry entry;
  entry.isType = isType;
  entry.baseName = baseName;
  entry.depth = baseName.empty() ? 0 : 1;
  entry.canBeDeferred = canBeDeferred;
  entries.push_back(std::move(entry));
  pointers.push_back(ptr);
  return {unsigned(entries.size() - 1), true};
}

unsigned AliasState::endEntry(unsigned index,
                              llvm::SmallVectorImpl<unsigned> &children) {
  unsigned maxDepth = 0;
  for (unsigned c : children)
    maxDepth = std::max(maxDepth, entries[c].depth);
  if (maxDepth == 0 && entries[index].baseName.empty()) {
    // Neither an alias nor holding one: forget it. Irrelevant children were
    // never stored, so this entry is the last one.
    if (visitDepth > 1)
      irrelevant.insert(pointers.back());
    entries.pop_back();
    pointers.pop_back();
    return kIrrelevant;
  }
  entries[index].children.assign(children.begin(), children.end());
  if (maxDepth)
    entries[index].depth = maxDepth + 1;
  indexOf[pointers[index]] = index;
  return index;
}

/// Attributes and types that can neither be aliased nor hold an alias.
static bool isLeaf(Type type) {
  return type.isIntOrIndexOrFloat() || llvm::isa<NoneType, OpaqueType>(type);
}

static bool isLeaf(Attribute attr) {
  switch (attr.getKind()) {
  case AttrKind::Integer:
  case AttrKind::Float:
  case AttrKind::Unit:
  case AttrKind::SymbolRef:
  case AttrKind::DenseArray:
  case AttrKind::StridedLayout:
  case AttrKind::Opaque:
  case AttrKind::Enum:
    return true;
  case AttrKind::String: {
    Type t = llvm::cast<StringAttr>(attr).getType();
    return !t || isLeaf(t);
  }
  default:
    return false;
  }
}

void AliasState::markNonDeferrable(unsigned index) {
  if (!entries[index].canBeDeferred)
    return;
  entries[index].canBeDeferred = false;
  for (unsigned child : llvm::SmallVector<unsigned, 2>(entries[index].children))
    markNonDeferrable(child);
}

/// The alias a dialect proposes for its type or attribute, kept in
/// `storage`; empty for none.
template <typename T>
static llvm::StringRef proposedAlias(T typeOrAttr, std::string &storage) {
  const auto *def = getDefinition(typeOrAttr);
  if (!def->getAlias)
    return {};
  llvm::raw_string_ostream os(storage);
  if (def->getAlias(typeOrAttr, os) == AliasResult::NoAlias)
    return {};
  return storage;
}

unsigned AliasState::visit(Type type, bool canBeDeferred) {
  llvm::StringRef base;
  std::string proposed;
  if (auto tuple = llvm::dyn_cast<TupleType>(type);
      tuple && tuple.getTypes().size() > 16)
    base = "tuple";
  if (type.getKind() == TypeKind::Dialect)
    base = saveName(proposedAlias(type, proposed));
  if (isLeaf(type) || irrelevant.count(type.getImpl()) ||
      inProgress.count(type.getImpl()))
    return kIrrelevant;
  auto [index, isNew] = beginEntry(type.getImpl(), true, base, canBeDeferred);
  if (!isNew)
    return index;
  ++visitDepth;
  inProgress.insert(type.getImpl());
  auto leave = llvm::make_scope_exit([&] {
    --visitDepth;
    inProgress.erase(type.getImpl());
  });
  llvm::SmallVector<unsigned, 4> children;
  // A child type or attribute: visited, and kept if it can be aliased.
  auto child = [&](auto typeOrAttr) {
    if (!typeOrAttr)
      return;
    unsigned c = visit(typeOrAttr, canBeDeferred);
    if (c != kIrrelevant)
      children.push_back(c);
  };
  switch (type.getKind()) {
  case TypeKind::Complex:
    child(llvm::cast<ComplexType>(type).getElementType());
    break;
  case TypeKind::Tuple:
    for (Type t : llvm::cast<TupleType>(type).getTypes())
      child(t);
    break;
  case TypeKind::Function: {
    auto fn = llvm::cast<FunctionType>(type);
    for (Type t : fn.getInputs())
      child(t);
    for (Type t : fn.getResults())
      child(t);
    break;
  }
  case TypeKind::RankedTensor:
    child(llvm::cast<ShapedType>(type).getElementType());
    child(llvm::cast<RankedTensorType>(type).getEncoding());
    break;
  case TypeKind::UnrankedTensor:
  case TypeKind::Vector:
    child(llvm::cast<ShapedType>(type).getElementType());
    break;
  case TypeKind::MemRef:
    child(llvm::cast<ShapedType>(type).getElementType());
    child(llvm::cast<MemRefType>(type).getLayout());
    child(llvm::cast<MemRefType>(type).getMemorySpace());
    break;
  case TypeKind::UnrankedMemRef:
    child(llvm::cast<ShapedType>(type).getElementType());
    child(llvm::cast<UnrankedMemRefType>(type).getMemorySpace());
    break;
  case TypeKind::Dialect:
    walkImmediateSubElements(
        type, [&](Type t) { child(t); }, [&](Attribute a) { child(a); });
    break;
  default:
    break;
  }
  return endEntry(index, children);
}

unsigned AliasState::visit(Attribute attr, bool canBeDeferred) {
  if (attr.getKind() == AttrKind::DenseResource ||
      (attr.getKind() == AttrKind::Distinct && aliasBaseName(attr).empty()))
    orderedState = true;
  if (isLeaf(attr) || irrelevant.count(attr.getImpl()) ||
      inProgress.count(attr.getImpl()))
    return kIrrelevant;
  llvm::StringRef base = aliasBaseName(attr);
  std::string proposed;
  if (attr.getKind() == AttrKind::Dialect)
    base = saveName(proposedAlias(attr, proposed));
  auto [index, isNew] = beginEntry(attr.getImpl(), false, base, canBeDeferred);
  if (!isNew)
    return index;
  ++visitDepth;
  inProgress.insert(attr.getImpl());
  auto leave = llvm::make_scope_exit([&] {
    --visitDepth;
    inProgress.erase(attr.getImpl());
  });
  llvm::SmallVector<unsigned, 4> children;
  // A child type or attribute: visited, and kept if it can be aliased.
  auto child = [&](auto typeOrAttr) {
    if (!typeOrAttr)
      return;
    unsigned c = visit(typeOrAttr, canBeDeferred);
    if (c != kIrrelevant)
      children.push_back(c);
  };
  switch (attr.getKind()) {
  case AttrKind::Array:
    for (Attribute a : llvm::cast<ArrayAttr>(attr).getValue())
      child(a);
    break;
  case AttrKind::Dictionary: {
    auto dict = llvm::cast<DictionaryAttr>(attr);
    for (size_t i = 0; i < dict.size(); ++i)
      child(dict.at(i).value);
    break;
  }
  case AttrKind::TypeAttr:
    child(llvm::cast<TypeAttr>(attr).getValue());
    break;
  case AttrKind::String: // integers and floats are leaves (isLeaf)
  case AttrKind::DenseIntOrFP:
  case AttrKind::DenseString:
  case AttrKind::DenseResource:
  case AttrKind::SparseElements:
    child(getAttributeType(attr));
    break;
  case AttrKind::Distinct: {
    Attribute ref = llvm::cast<DistinctAttr>(attr).getReferencedAttr();
    if (!llvm::isa<UnitAttr>(ref))
      child(ref);
    break;
  }
  case AttrKind::NameLoc: {
    Location c = llvm::cast<NameLoc>(attr).getChildLoc();
    if (!llvm::isa<UnknownLoc>(c))
      child(c);
    break;
  }
  case AttrKind::CallSiteLoc:
    child(llvm::cast<CallSiteLoc>(attr).getCallee());
    child(llvm::cast<CallSiteLoc>(attr).getCaller());
    break;
  case AttrKind::FusedLoc: {
    auto fused = llvm::cast<FusedLoc>(attr);
    child(fused.getMetadata());
    for (Attribute l : fused.getLocations())
      child(l);
    break;
  }
  case AttrKind::Dialect:
    walkImmediateSubElements(
        attr, [&](Type t) { child(t); }, [&](Attribute a) { child(a); });
    break;
  default:
    break;
  }
  return endEntry(index, children);
}

void AliasState::noteOrderedStateIn(Attribute attr) {
  switch (attr.getKind()) {
  case AttrKind::Distinct:
  case AttrKind::DenseResource:
    orderedState = true;
    return;
  case AttrKind::Array:
    for (Attribute a : llvm::cast<ArrayAttr>(attr).getValue())
      noteOrderedStateIn(a);
    return;
  case AttrKind::Dictionary: {
    auto dict = llvm::cast<DictionaryAttr>(attr);
    for (size_t i = 0; i < dict.size(); ++i)
      noteOrderedStateIn(dict.at(i).value);
    return;
  }
  default:
    return;
  }
}

void AliasState::assignNames() {
  for (unsigned i = 0; i < entries.size(); ++i)
    if (!entries[i].baseName.empty())
      order.push_back(i);
  std::stable_sort(order.begin(), order.end(), [&](unsigned a, unsigned b) {
    const Entry &l = entries[a], &r = entries[b];
    if (l.depth != r.depth)
      return l.depth < r.depth;
    if (l.isType != r.isType)
      return l.isType;
    return l.baseName < r.baseName;
  });
  llvm::StringMap<unsigned> counts;
  for (unsigned i : order) {
    Entry &e = entries[i];
    unsigned n = counts[e.baseName]++;
    e.name = (llvm::Twine(e.isType ? "!" : "#") + e.baseName).str();
    if (n)
      e.name += std::to_string(n);
  }
}

llvm::SmallVector<std::pair<const void *, const AliasState::Entry *>, 8>
AliasState::getDefinitions(bool deferred) const {
  llvm::SmallVector<std::pair<const void *, const Entry *>, 8> result;
  for (unsigned i : order)
    if (entries[i].canBeDeferred == deferred)
      result.push_back({pointers[i], &entries[i]});
  return result;
}
