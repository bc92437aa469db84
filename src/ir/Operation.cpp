//===- Operation.cpp ------------------------------------------------------===//
#include "ir/Operation.h"
#include "ir/Context.h"
#include "ir/Diagnostics.h"
#include "ir/Region.h"

#include "llvm/Support/raw_ostream.h"

#include <cstdlib>

using namespace terrace;

OperationState::OperationState(Location loc, OperationName name)
    : loc(loc), name(name) {}
OperationState::~OperationState() = default;

OperationState OperationState::withoutResults(Operation *op) {
  OperationState state(op->getLoc(), op->getName());
  state.operands = op->getOperands();
  state.properties = op->getProperties();
  if (DictionaryAttr attrs = op->getAttrDictionary())
    for (size_t i = 0; i < attrs.size(); ++i)
      state.attributes.push_back(attrs.at(i));
  for (unsigned i = 0; i < op->getNumSuccessors(); ++i)
    state.successors.push_back(op->getSuccessor(i));
  return state;
}

Region *OperationState::addRegion() {
  regions.push_back(std::make_unique<Region>());
  return regions.back().get();
}

Operation::Operation(Location loc, OperationName name, unsigned numResults,
                     unsigned numSuccessors, unsigned numRegions,
                     DictionaryAttr attrs, Attribute properties)
    : name(name), location(loc), properties(properties), attrs(attrs),
      numResults(numResults), numSuccessors(numSuccessors),
      numRegions(numRegions) {}

/// A registered op keeps its inherent attributes as properties (a sorted
/// dictionary), holds only the properties it declares (as MLIR does), and
/// gets the declared default of each property left out.
static void normalizeProperties(OperationState &state) {
  const OpDefinition *def = state.name.getDefinition();
  if (!def || (def->inherentAttrs.empty() && !def->signature))
    return;
  Context &ctx = state.loc.getContext();
  llvm::SmallVector<NamedAttribute, 4> props;
  auto dict = llvm::dyn_cast_if_present<DictionaryAttr>(state.properties);
  if (dict)
    for (const NamedAttribute &attr : dict.getValue())
      if (def->isInherent(attr.getName()))
        props.push_back(attr);
  bool changed = false;
  llvm::erase_if(state.attributes, [&](const NamedAttribute &attr) {
    if (!def->isInherent(attr.getName()))
      return false;
    props.push_back(attr);
    changed = true;
    return true;
  });
  if (def->signature)
    for (const AttrSpec &spec : def->signature->attributes) {
      if (!spec.defaultValue || spec.optional ||
          llvm::any_of(props, [&](const NamedAttribute &a) {
            return a.getName() == spec.name;
          }))
        continue;
      props.push_back(
          {StringAttr::get(ctx, spec.name), spec.defaultValue(ctx)});
      changed = true;
    }
  if (changed || dict)
    state.properties =
        props.empty() ? Attribute() : DictionaryAttr::get(ctx, props);
}

// ilist links, five handles, the operand pointer and eight counters.
static_assert(sizeof(Operation) == 96, "keep Operation at 96 bytes");

Operation *Operation::create(OperationState &state) {
  normalizeProperties(state);
  DictionaryAttr attrs =
      DictionaryAttr::get(state.loc.getContext(), state.attributes);
  Operation *op = create(state.loc, state.name, state.types, state.operands,
                         attrs, state.properties, state.successors,
                         unsigned(state.regions.size()));
  for (unsigned i = 0; i < state.regions.size(); ++i)
    if (state.regions[i])
      op->getRegion(i).takeBody(*state.regions[i]);
  return op;
}

Operation *Operation::create(Location loc, OperationName name,
                             TypeRange resultTypes, ValueRange operands,
                             DictionaryAttr attrs, Attribute properties,
                             llvm::ArrayRef<Block *> successors,
                             unsigned numRegions) {
  size_t size =
      allocationSize(unsigned(resultTypes.size()), unsigned(successors.size()),
                     numRegions, unsigned(operands.size()));
  void *mem = loc.getContext().allocateOperation(size);
  auto *op = new (mem)
      Operation(loc, name, unsigned(resultTypes.size()),
                unsigned(successors.size()), numRegions, attrs, properties);
  for (unsigned i = 0; i < resultTypes.size(); ++i)
    new (op->resultsBegin() + i) OpResultImpl(resultTypes[i], i);
  for (unsigned i = 0; i < successors.size(); ++i)
    new (op->successorsBegin() + i) BlockOperand();
  for (unsigned i = 0; i < successors.size(); ++i)
    op->successorsBegin()[i].init(op, successors[i]);
  for (unsigned i = 0; i < numRegions; ++i)
    new (op->regionsBegin() + i) Region(op);
  op->operandCapacity = op->inlineOperands = unsigned(operands.size());
  op->initOperands(
      reinterpret_cast<OpOperand *>(op->regionsBegin() + numRegions), operands);
  return op;
}

size_t Operation::allocationSize(unsigned numResults, unsigned numSuccessors,
                                 unsigned numRegions, unsigned inlineOperands) {
  return sizeof(Operation) + numResults * sizeof(OpResultImpl) +
         numSuccessors * sizeof(BlockOperand) + numRegions * sizeof(Region) +
         inlineOperands * sizeof(OpOperand);
}

void Operation::initOperands(OpOperand *storage, ValueRange values) {
  operands = storage;
  numOperands = unsigned(values.size());
  for (unsigned i = 0; i < values.size(); ++i) {
    new (&operands[i]) OpOperand();
    operands[i].init(this, values[i]);
  }
}

void Operation::destroyOperands() {
  for (unsigned i = 0; i < numOperands; ++i)
    operands[i].~OpOperand();
  numOperands = 0;
}

void Operation::setOperands(ValueRange newValues) {
  // The new values may be a view of the old operands: read them first.
  auto values = llvm::to_vector<8>(newValues);
  if (values.size() == numOperands) {
    for (unsigned i = 0; i < numOperands; ++i)
      operands[i].set(values[i]);
    return;
  }
  destroyOperands();
  if (values.size() <= operandCapacity) {
    initOperands(operands, values);
    return;
  }
  if (operandsOnHeap)
    std::free(operands);
  operandsOnHeap = true;
  operandCapacity = unsigned(values.size());
  initOperands(
      static_cast<OpOperand *>(std::malloc(values.size() * sizeof(OpOperand))),
      values);
}

Operation::~Operation() {
  destroyOperands();
  if (operandsOnHeap)
    std::free(operands);
  for (Region &r : getRegions())
    r.~Region();
  for (BlockOperand &b : getBlockOperands())
    b.~BlockOperand();
}

void Operation::dropAllReferences() {
  for (OpOperand &o : getOpOperands())
    o.drop();
  for (Region &r : getRegions())
    r.dropAllReferences();
  for (BlockOperand &b : getBlockOperands())
    b.drop();
}

void Operation::remove() {
  if (parent)
    parent->remove(this);
}

/// Whether every use made inside `op` is of a value defined inside it, so
/// that tearing it down needs no use-list surgery: a detached op that is
/// isolated from above and whose results are unused.
static bool ownsAllItsReferences(Operation *op) {
  if (op->getBlock() || !op->hasTrait(IsolatedFromAbove) ||
      op->getNumOperands() || op->getNumSuccessors())
    return false;
  for (unsigned i = 0; i < op->getNumResults(); ++i)
    if (!op->getResult(i).use_empty())
      return false;
  return true;
}

void Operation::erase() {
  remove();
  if (ownsAllItsReferences(this)) {
    // Everything dies together: forget the uses instead of unlinking each
    // one from its value (a random write per operand at a million ops).
    walk([](Operation *op) {
      for (OpOperand &operand : op->getOpOperands())
        operand.forget();
      for (BlockOperand &succ : op->getBlockOperands())
        succ.forget();
      for (unsigned i = 0; i < op->getNumResults(); ++i)
        op->getResult(i).getImpl()->firstUse = nullptr;
      for (Region &region : op->getRegions())
        for (Block &block : region)
          block.forgetUses();
    });
  } else {
    dropAllReferences();
  }
  destroyTree();
}

void Operation::destroyTree() {
  for (Region &region : getRegions())
    region.destroyBlocks();
  // Uses left on the results (only when a parse stopped half-way) are
  // detached, so that freeing the op leaves no dangling use.
  for (unsigned i = 0; i < numResults; ++i)
    while (OpOperand *use = resultsBegin()[i].firstUse)
      use->drop();
  Context &ctx = getContext();
  size_t size =
      allocationSize(numResults, numSuccessors, numRegions, inlineOperands);
  this->~Operation();
  ctx.deallocateOperation(this, size);
}

Region &Operation::getRegion(unsigned i) { return regionsBegin()[i]; }

llvm::MutableArrayRef<Region> Operation::getRegions() {
  return {regionsBegin(), numRegions};
}

Region *Operation::getParentRegion() const {
  return parent ? parent->getParent() : nullptr;
}

Operation *Operation::getParentOp() const {
  return parent ? parent->getParentOp() : nullptr;
}

Attribute Operation::getInherentAttr(llvm::StringRef attrName) const {
  if (auto dict = llvm::dyn_cast_if_present<DictionaryAttr>(properties))
    return dict.get(attrName);
  return Attribute();
}

llvm::SmallVector<NamedAttribute, 8> Operation::getAllAttrs() const {
  // Both dictionaries are sorted by name: merge them (properties first on a
  // tie) instead of sorting the concatenation.
  auto props = llvm::dyn_cast_if_present<DictionaryAttr>(properties);
  size_t numProps = props ? props.size() : 0,
         numAttrs = attrs ? attrs.size() : 0;
  llvm::SmallVector<NamedAttribute, 8> all;
  all.reserve(numProps + numAttrs);
  size_t p = 0, a = 0;
  while (p < numProps || a < numAttrs) {
    bool takeProp =
        a == numAttrs ||
        (p < numProps && !(attrs.at(a).getName() < props.at(p).getName()));
    all.push_back(takeProp ? props.at(p++) : attrs.at(a++));
  }
  return all;
}

Attribute Operation::getAttr(llvm::StringRef attrName) const {
  if (Attribute a = getInherentAttr(attrName))
    return a;
  return attrs ? attrs.get(attrName) : Attribute();
}

/// `dict` with `name` set to `value` (removed when `value` is null).
static DictionaryAttr withEntry(Context &ctx, DictionaryAttr dict,
                                llvm::StringRef name, Attribute value) {
  llvm::SmallVector<NamedAttribute, 8> list;
  if (dict)
    list = dict.getValue();
  llvm::erase_if(list,
                 [&](const NamedAttribute &n) { return n.getName() == name; });
  if (value)
    list.push_back({StringAttr::get(ctx, name), value});
  return DictionaryAttr::get(ctx, list);
}

/// Whether `attrName` is kept among the op's properties.
static bool isProperty(Operation *op, llvm::StringRef attrName) {
  const OpDefinition *def = op->getName().getDefinition();
  return def && def->isInherent(attrName) &&
         (!op->getProperties() ||
          llvm::isa<DictionaryAttr>(op->getProperties()));
}

void Operation::setAttr(llvm::StringRef attrName, Attribute value) {
  Context &ctx = getContext();
  if (isProperty(this, attrName)) {
    properties =
        withEntry(ctx, llvm::dyn_cast_if_present<DictionaryAttr>(properties),
                  attrName, value);
    return;
  }
  attrs = withEntry(ctx, attrs, attrName, value);
}

void Operation::removeAttr(llvm::StringRef attrName) {
  if (isProperty(this, attrName)) {
    auto dict = llvm::dyn_cast_if_present<DictionaryAttr>(properties);
    if (dict && dict.get(attrName)) {
      DictionaryAttr rest = withEntry(getContext(), dict, attrName, {});
      properties = rest.empty() ? Attribute() : rest;
    }
    return;
  }
  if (!attrs || !attrs.get(attrName))
    return;
  attrs = withEntry(getContext(), attrs, attrName, {});
}

bool Operation::isBeforeInBlock(Operation *other) {
  if (!parent->isOpOrderValid())
    parent->recomputeOpOrder();
  return orderIndex < other->orderIndex;
}

Operation *Operation::clone() {
  llvm::DenseMap<Value, Value> mapper;
  llvm::DenseMap<Block *, Block *> blockMapper;
  return clone(mapper, blockMapper);
}

Operation *Operation::clone(llvm::DenseMap<Value, Value> &mapper,
                            llvm::DenseMap<Block *, Block *> &blockMapper) {
  // A use may precede its definition in block order (a later block can
  // dominate an earlier one): operands not mapped when their op was cloned
  // are looked up once more when everything has been cloned. Only those:
  // mapping an operand twice would be wrong for a mapper like {a->b, b->a}.
  llvm::SmallVector<std::pair<OpOperand *, Value>, 8> unmapped;
  Operation *op = cloneWithoutRemap(mapper, blockMapper, unmapped);
  for (auto [operand, source] : unmapped) {
    auto it = mapper.find(source);
    if (it != mapper.end())
      operand->set(it->second);
  }
  return op;
}

Operation *Operation::cloneWithoutRemap(
    llvm::DenseMap<Value, Value> &mapper,
    llvm::DenseMap<Block *, Block *> &blockMapper,
    llvm::SmallVectorImpl<std::pair<OpOperand *, Value>> &unmapped) {
  llvm::SmallVector<Value, 4> newOperands;
  llvm::SmallVector<unsigned, 2> unmappedIndices;
  for (Value v : getOperands()) {
    auto it = mapper.find(v);
    if (it == mapper.end())
      unmappedIndices.push_back(newOperands.size());
    newOperands.push_back(it == mapper.end() ? v : it->second);
  }
  llvm::SmallVector<Block *, 2> newSuccessors;
  for (unsigned i = 0; i < numSuccessors; ++i) {
    Block *b = getSuccessor(i);
    auto it = blockMapper.find(b);
    newSuccessors.push_back(it == blockMapper.end() ? b : it->second);
  }
  Operation *op = create(location, name, getResultTypes(), newOperands, attrs,
                         properties, newSuccessors, numRegions);
  for (unsigned i : unmappedIndices)
    unmapped.push_back({&op->getOpOperands()[i], newOperands[i]});
  for (unsigned i = 0; i < numResults; ++i)
    mapper[getResult(i)] = op->getResult(i);

  // Regions: create all blocks first (successors may point forward), then
  // clone the ops.
  for (unsigned r = 0; r < numRegions; ++r) {
    Region &src = getRegion(r), &dst = op->getRegion(r);
    for (Block &b : src) {
      Block *nb = new Block();
      dst.push_back(nb);
      blockMapper[&b] = nb;
      for (BlockArgumentImpl *arg : b.getArguments())
        mapper[Value(arg)] = nb->addArgument(arg->type, arg->loc);
    }
    for (Block &b : src) {
      Block *nb = blockMapper[&b];
      for (Operation &inner : b)
        nb->push_back(inner.cloneWithoutRemap(mapper, blockMapper, unmapped));
    }
  }
  return op;
}

/// MLIR's "see current operation" note: the op in generic form, attached
/// to an error reported at it (unless the context says not to).
static InFlightDiagnostic withCurrentOp(InFlightDiagnostic diag,
                                        Operation *op) {
  if (!op->getContext().shouldPrintOpOnDiagnostic() ||
      DiagnosticEngine::isDiscarding())
    return diag;
  diag.attachNote(op->getLoc(),
                  "see current operation: " + op->textForDiagnostic());
  return diag;
}

std::string Operation::textForDiagnostic() {
  std::string text;
  llvm::raw_string_ostream os(text);
  printForDiagnostic(os);
  // An op printed on several lines starts on a line of its own, as in MLIR.
  if (llvm::StringRef(text).contains('\n'))
    text.insert(0, "\n");
  return text;
}

InFlightDiagnostic Operation::emitError(const llvm::Twine &msg) {
  return withCurrentOp(terrace::emitError(location, msg), this);
}

InFlightDiagnostic Operation::emitOpError(const llvm::Twine &msg) {
  return emitError("'" + name.getStringRef() + "' op " + msg);
}

InFlightDiagnostic Operation::emitWarning(const llvm::Twine &msg) {
  return terrace::emitWarning(location, msg);
}

InFlightDiagnostic Operation::emitRemark(const llvm::Twine &msg) {
  return terrace::emitRemark(location, msg);
}

void Operation::dump() {
  print(llvm::errs());
  llvm::errs() << "\n";
}
