//===- ModulePrinter.h - Prints ops with SSA names and aliases ------------===//
//
// One ModulePrinter prints one top-level op. It runs in two passes, as
// MLIR's AsmPrinter does: a collecting pass walks exactly what will be
// printed (in MLIR's order) to find the attributes and types that get
// aliases, then the printing pass writes the text.
//
//===----------------------------------------------------------------------===//
#pragma once

#include "ir/AttrTypePrinter.h"
#include "ir/Region.h"
#include "text/Printer.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/MapVector.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/ADT/StringSet.h"

namespace terrace {

/// The aliases of one print: which attributes and types print as `#name` /
/// `!name`, and which definitions go before or after the op.
class AliasState {
public:
  /// Records a visit; returns the alias depth of `ptr`'s entry.
  struct Entry {
    bool isType = false;
    /// "map", "loc", ... or empty when the entry gets no alias.
    llvm::StringRef baseName;
    unsigned depth = 0;
    bool canBeDeferred = true;
    llvm::SmallVector<unsigned, 2> children;
    std::string name;
  };

  /// Records a visit. Returns the entry's index, or kIrrelevant for things
  /// that can neither be nor contain an alias (those are not stored: most
  /// attributes of a large module are such leaves).
  unsigned visit(Attribute attr, bool canBeDeferred);
  unsigned visit(Type type, bool canBeDeferred);
  static constexpr unsigned kIrrelevant = ~0u;
  /// Sorts the entries and gives them their names.
  void assignNames();

  /// The alias of a pointer, or null.
  const std::string *lookup(const void *ptr) const {
    auto it = indexOf.find(ptr);
    if (it == indexOf.end() || entries[it->second].name.empty())
      return nullptr;
    return &entries[it->second].name;
  }
  /// Whether printing order carries state that the printer numbers as it
  /// goes (inline distinct attributes, resource blobs): then the body must
  /// be printed in order, on one thread.
  bool hasOrderedState() const { return orderedState; }
  /// Looks for such state in attributes that the alias walk skips (region
  /// arguments' attributes).
  void noteOrderedStateIn(Attribute attr);

  /// Entries with names, in definition order, with their handles.
  llvm::SmallVector<std::pair<const void *, const Entry *>, 8>
  getDefinitions(bool deferred) const;

private:
  /// Starts an entry; returns its index, or the existing entry's index with
  /// `isNew` false.
  std::pair<unsigned, bool> beginEntry(const void *ptr, bool isType,
                                       llvm::StringRef baseName,
                                       bool canBeDeferred);
  /// Finishes an entry once its children are known; drops it when it is
  /// irrelevant.
  unsigned endEntry(unsigned index, llvm::SmallVectorImpl<unsigned> &children);
  void markNonDeferrable(unsigned index);

  llvm::DenseMap<const void *, unsigned> indexOf;
  std::vector<const void *> pointers;
  std::vector<Entry> entries;
  /// Indices into entries in sorted (definition) order.
  std::vector<unsigned> order;
  /// Nested composites known to hold no alias: shared sub-attributes are
  /// walked once (top-level ones, often unique per op, are not recorded).
  llvm::DenseSet<const void *> irrelevant;
  /// Types and attributes being visited: a dialect type that holds itself
  /// (a named struct of LLVM's) is not entered again.
  llvm::DenseSet<const void *> inProgress;
  /// Alias names dialects proposed, owned here.
  llvm::StringSet<> savedNames;
  llvm::StringRef saveName(llvm::StringRef name) {
    return name.empty() ? name : savedNames.insert(name).first->first();
  }
  unsigned visitDepth = 0;
  bool orderedState = false;
};

class NameScopes;

class ModulePrinter : public AttrTypePrinter {
public:
  ModulePrinter(llvm::raw_ostream &os, const PrintFlags &flags);

  void printTopLevel(Operation *top);
  /// Threads that printed the top-level body (printOperation's result).
  unsigned getThreadsUsed() const { return threadsUsed; }
  /// Prints an op that has a parent on its own (Operation::print).
  /// Prints `op` alone, its values numbered as they are within `root`
  /// (the outermost ancestor when null).
  void printNested(Operation *op, Operation *root = nullptr);

  // Pieces used by OpAsmPrinter.
  void printOperationBody(Operation *op);
  void printRegion(Region &region, bool printEntryBlockArgs,
                   bool printBlockTerminators, bool printEmptyBlock);
  void printValueID(Value value);
  void printBlockName(Block *block);
  /// Numbers the values under `top` as a print of `top` would, for
  /// printValueID without printing `top` (ValueNames).
  void numberValuesOf(Operation *top) { numberValues(top); }
  /// '\n' and the indentation of the op being printed.
  void printNewline() {
    os << '\n';
    os.indent(indent);
  }
  void increaseIndent() { indent += 2; }
  void decreaseIndent() { indent -= 2; }
  void printRegionArgument(Value arg, DictionaryAttr attrs);
  void printOptionalAttrDict(llvm::ArrayRef<NamedAttribute> attrs,
                             llvm::ArrayRef<llvm::StringRef> elided);

protected:
  bool printAlias(Attribute attr) override;
  bool printAlias(Type type) override;
  int64_t getDistinctId(DistinctAttr attr) override;
  void noteResourceUse(llvm::StringRef key) override;

private:
  void numberValues(Operation *top);
  void numberRegion(Region &region);
  void printFullOp(Operation *op);
  void printGenericOp(Operation *op);
  void printBlock(Block *block, bool printHeader, bool printTerminator);
  /// Prints the ops of the top-level body on several threads, each into its
  /// own buffer, then writes the buffers in order. False when it cannot.
  bool printBodyInParallel(Block *block);
  unsigned threadsUsed = 1;
  /// A printer for a slice of the body: same aliases and numbering.
  ModulePrinter(llvm::raw_ostream &os, const ModulePrinter &parent);
  const ModulePrinter *parent = nullptr;
  /// State the top printer computed once; slice printers read their parent's.
  const AliasState &sharedAliases() const {
    return parent ? parent->aliases : aliases;
  }
  const llvm::DenseMap<Block *, unsigned> &sharedBlockIDs() const {
    return parent ? parent->blockIDs : blockIDs;
  }
  Operation *topOp = nullptr;
  void printTrailingLocation(Location loc, bool allowAlias);
  void printResources(Operation *top);

  PrintFlags flags;
  AliasState aliases;
  bool collecting = false;
  unsigned indent = 0;
  llvm::SmallVector<llvm::StringRef, 4> defaultDialects{"builtin"};

  /// Value numbers live in ValueImpl::scratch: bit 31 marks entry-block
  /// arguments (%argN), the rest is N; 0 means not numbered.
  /// Bit 30 marks a named value (`%c0`): the rest indexes valueNames.
  static constexpr unsigned kArgBit = 1u << 31;
  static constexpr unsigned kNameBit = 1u << 30;
  /// How many results the group of named result `start` holds.
  static unsigned resultGroupSize(Operation *op, unsigned start);
  void setValueID(ValueImpl *v, unsigned id, bool isArg) {
    v->scratch = (id + 1) | (isArg ? kArgBit : 0);
  }
  /// Gives the results of `op` the names its op definition suggests, made
  /// unique in the scope; returns whether its first result got one.
  bool nameResults(Operation &op, NameScopes &scopes);
  const std::vector<std::string> &sharedValueNames() const {
    return parent ? parent->valueNames : valueNames;
  }
  std::vector<std::string> valueNames;
  unsigned nextConflict = 0;
  llvm::DenseMap<Block *, unsigned> blockIDs;
  /// With --mlir-print-value-users, ops without results get a number too,
  /// from the values' counter, so comments can name them.
  llvm::DenseMap<Operation *, unsigned> opIDs;
  const llvm::DenseMap<Operation *, unsigned> &sharedOpIDs() const {
    return parent ? parent->opIDs : opIDs;
  }
  /// The `// users: ...` comments of --mlir-print-value-users.
  void printUsersComment(Operation *op);
  void printUsersComment(Value arg);
  void printValueUsers(Value value);
  void printUserIDs(Operation *user);
  llvm::DenseMap<const void *, int64_t> distinctIDs;
  llvm::SetVector<llvm::StringRef> usedResources;
};

} // namespace terrace
