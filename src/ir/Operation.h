//===- Operation.h - The operation ----------------------------------------===//
//
// An Operation is one allocation (from the context's operation arena), laid
// out as:
//
//   +-----------+---------------------+----------------+-------------+-----------+
//   | Operation | OpResultImpl x nres | BlockOperand x | Region x    |
//   OpOperand | |           | (the op's results)  | nsucc          | nreg | x
//   nopnd   |
//   +-----------+---------------------+----------------+-------------+-----------+
//
// Operands live in `operands`: at first an array at the end of the same
// allocation, moved to the heap only when setOperands() outgrows it. A
// result finds its op from its index, so results store no owner pointer.
//
// Inherent attributes (properties) are one Attribute, printed `<{...}>`;
// discardable attributes are a DictionaryAttr, printed `{...}`.
//
//===----------------------------------------------------------------------===//
#pragma once

#include "ir/OperationName.h"
#include "ir/ValueRange.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/ilist_node.h"

#include <memory>

namespace terrace {
class Region;

/// Everything needed to create an operation.
struct OperationState {
  OperationState(Location loc, OperationName name);
  OperationState(OperationState &&) = default;
  ~OperationState();
  Location loc;
  OperationName name;
  llvm::SmallVector<Value, 4> operands;
  llvm::SmallVector<Type, 2> types;
  llvm::SmallVector<NamedAttribute, 4> attributes;
  Attribute properties;
  llvm::SmallVector<Block *, 2> successors;
  llvm::SmallVector<std::unique_ptr<Region>, 1> regions;

  /// The state of `op` less its result types and regions: its location,
  /// name, operands, properties, attributes and successors. For rebuilding
  /// an op with other results.
  static OperationState withoutResults(Operation *op);

  /// Adds an empty region and returns it.
  Region *addRegion();
  void addAttribute(StringAttr name, Attribute value) {
    attributes.push_back({name, value});
  }
};

class Operation : public llvm::ilist_node<Operation> {
public:
  /// Creates a detached operation; its regions take over `state.regions`.
  static Operation *create(OperationState &state);
  static Operation *create(Location loc, OperationName name,
                           TypeRange resultTypes, ValueRange operands,
                           DictionaryAttr attrs, Attribute properties,
                           llvm::ArrayRef<Block *> successors,
                           unsigned numRegions);

  /// Unlinks the op from its block (if any), drops its uses of values and
  /// blocks, and frees it with everything nested inside it.
  void erase();
  /// Unlinks from the parent block without freeing.
  void remove();
  /// Deep copy; values defined outside are remapped through `mapper` when
  /// present there.
  Operation *clone(llvm::DenseMap<Value, Value> &mapper,
                   llvm::DenseMap<Block *, Block *> &blockMapper);
  Operation *clone();

  OperationName getName() const { return name; }
  Context &getContext() const { return name.getContext(); }
  Location getLoc() const { return location; }
  void setLoc(Location loc) { location = loc; }
  Block *getBlock() const { return parent; }
  Region *getParentRegion() const;
  Operation *getParentOp() const;
  bool isRegistered() const { return name.isRegistered(); }
  bool hasTrait(OpTrait t) const { return name.hasTrait(t); }
  /// Whether the op has trait `Trait`, declared outside the core (OpenTrait).
  template <typename Trait> bool hasTrait() const {
    return name.hasTrait<Trait>();
  }

  // Results.
  unsigned getNumResults() const { return numResults; }
  Value getResult(unsigned i) { return resultsBegin() + i; }
  ResultRange getResults() { return {resultsBegin(), numResults}; }
  TypeRange getResultTypes() { return getResults().getTypes(); }

  // Operands.
  unsigned getNumOperands() const { return numOperands; }
  Value getOperand(unsigned i) const { return operands[i].get(); }
  void setOperand(unsigned i, Value v) { operands[i].set(v); }
  llvm::MutableArrayRef<OpOperand> getOpOperands() {
    return {operands, numOperands};
  }
  OperandRange getOperands() const { return {operands, numOperands}; }
  TypeRange getOperandTypes() const { return getOperands().getTypes(); }
  /// Replaces every operand; ranges over the old operands are invalid after.
  void setOperands(ValueRange values);
  /// Drops every use this op (and everything nested) makes of values and
  /// blocks.
  void dropAllReferences();
  /// Frees this op and everything nested, once no references remain.
  void destroyTree();

  // Successors.
  unsigned getNumSuccessors() const { return numSuccessors; }
  Block *getSuccessor(unsigned i) { return successorsBegin()[i].get(); }
  void setSuccessor(unsigned i, Block *b) { successorsBegin()[i].set(b); }
  llvm::MutableArrayRef<BlockOperand> getBlockOperands() {
    return {successorsBegin(), numSuccessors};
  }

  // Regions.
  unsigned getNumRegions() const { return numRegions; }
  Region &getRegion(unsigned i);
  llvm::MutableArrayRef<Region> getRegions();

  // Attributes.
  Attribute getProperties() const { return properties; }
  void setProperties(Attribute p) { properties = p; }
  DictionaryAttr getAttrDictionary() const { return attrs; }
  void setAttrs(DictionaryAttr d) { attrs = d; }
  /// Looks a name up among the properties (when they are a dictionary),
  /// then the discardable attributes.
  Attribute getAttr(llvm::StringRef name) const;
  Attribute getInherentAttr(llvm::StringRef name) const;
  /// Properties (when a dictionary) and discardable attributes, merged and
  /// sorted by name: what custom syntax and MLIR's alias walk see.
  llvm::SmallVector<NamedAttribute, 8> getAllAttrs() const;
  /// Sets (or removes) an attribute: among the properties when the op
  /// declares it inherent, else among the discardable attributes.
  void setAttr(llvm::StringRef name, Attribute value);
  void removeAttr(llvm::StringRef name);

  /// Walks this op and every op nested in it, pre-order.
  template <typename Fn> void walk(Fn &&fn);

  /// Position in the parent block; valid after Block::recomputeOpOrder.
  bool isBeforeInBlock(Operation *other);

  /// A number for whoever keeps ops in a list and must find them fast
  /// without a side table (the greedy driver's worklist position, which it
  /// checks against its list before trusting). Free in the layout.
  unsigned getScratch() const { return scratch; }
  void setScratch(unsigned value) { scratch = value; }

  // Diagnostics located at this op, prefixed with `'name' op `.
  class InFlightDiagnostic emitError(const llvm::Twine &msg);
  class InFlightDiagnostic emitOpError(const llvm::Twine &msg);
  class InFlightDiagnostic emitWarning(const llvm::Twine &msg);
  class InFlightDiagnostic emitRemark(const llvm::Twine &msg);

  void print(llvm::raw_ostream &os);
  /// The op in generic form with large elements elided, as diagnostics
  /// show it ("see current operation: ...").
  void printForDiagnostic(llvm::raw_ostream &os);
  /// The same as text to put in a message (MLIR's `diag << op`): on a line
  /// of its own when it spans several.
  std::string textForDiagnostic();
  void dump();

private:
  Operation(Location loc, OperationName name, unsigned numResults,
            unsigned numSuccessors, unsigned numRegions, DictionaryAttr attrs,
            Attribute properties);
  ~Operation();

  OpResultImpl *resultsBegin() {
    return reinterpret_cast<OpResultImpl *>(this + 1);
  }
  BlockOperand *successorsBegin() {
    return reinterpret_cast<BlockOperand *>(resultsBegin() + numResults);
  }
  Region *regionsBegin() {
    return reinterpret_cast<Region *>(successorsBegin() + numSuccessors);
  }
  void initOperands(OpOperand *storage, ValueRange values);
  /// Clones without looking again at operands that were not yet mapped
  /// when their op was cloned; those are appended to `unmapped`.
  Operation *cloneWithoutRemap(
      llvm::DenseMap<Value, Value> &mapper,
      llvm::DenseMap<Block *, Block *> &blockMapper,
      llvm::SmallVectorImpl<std::pair<OpOperand *, Value>> &unmapped);
  /// Bytes of the allocation holding this op (see the layout above).
  static size_t allocationSize(unsigned numResults, unsigned numSuccessors,
                               unsigned numRegions, unsigned inlineOperands);
  void destroyOperands();

  Block *parent = nullptr;
  OperationName name;
  Location location;
  Attribute properties;
  DictionaryAttr attrs;
  OpOperand *operands = nullptr;
  unsigned numOperands = 0;
  /// Slots available in `operands`; inline storage when `operandsOnHeap` is
  /// false.
  unsigned operandCapacity = 0;
  /// Operand slots allocated with the op, kept to compute its size.
  unsigned inlineOperands : 31 = 0;
  unsigned operandsOnHeap : 1 = false;
  unsigned numResults;
  unsigned numSuccessors;
  unsigned numRegions;
  /// Position in the parent block, for O(1) ordering queries.
  unsigned orderIndex = 0;
  unsigned scratch = 0;

  friend class Block;
  friend class OpResultImpl;
};

/// The implementation of `Interface` by `op`'s kind, or null (also for a
/// null op).
template <typename Interface>
const Interface *getInterface(const Operation *op) {
  return op ? op->getName().getInterface<Interface>() : nullptr;
}

inline Operation *OpResultImpl::getOwner() const {
  return reinterpret_cast<Operation *>(
             const_cast<OpResultImpl *>(this - index)) -
         1;
}

} // namespace terrace
