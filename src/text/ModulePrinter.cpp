//===- ModulePrinter.cpp - Ops, regions, blocks, SSA names ----------------===//
#include "text/ModulePrinter.h"
#include "ir/Context.h"
#include "text/DeclarativeFormat.h"
#include "text/OpAsm.h"

#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringSet.h"

#include <condition_variable>
#include <mutex>
#include <system_error>
#include <thread>

using namespace terrace;

ModulePrinter::ModulePrinter(llvm::raw_ostream &os, const PrintFlags &flags)
    : AttrTypePrinter(os), flags(flags) {
  elideElementsLimit = flags.elideElementsAttrsIfLarger;
  hexElementsLimit = flags.hexElementsAttrsIfLarger;
  prettyLocations = flags.prettyDebugInfo;
}

ModulePrinter::ModulePrinter(llvm::raw_ostream &os, const ModulePrinter &parent)
    : AttrTypePrinter(os), parent(&parent), topOp(parent.topOp),
      flags(parent.flags), indent(parent.indent),
      defaultDialects(parent.defaultDialects) {
  elideElementsLimit = flags.elideElementsAttrsIfLarger;
  hexElementsLimit = flags.hexElementsAttrsIfLarger;
  prettyLocations = flags.prettyDebugInfo;
}

//===-- Aliases, distinct ids, resources ----------------------------------===//

bool ModulePrinter::printAlias(Attribute attr) {
  if (collecting) {
    aliases.visit(attr, /*canBeDeferred=*/false);
    return true;
  }
  const AliasState &state = sharedAliases();
  if (const std::string *name = state.lookup(attr.getImpl())) {
    os << *name;
    return true;
  }
  return false;
}

bool ModulePrinter::printAlias(Type type) {
  if (collecting) {
    aliases.visit(type, /*canBeDeferred=*/false);
    return true;
  }
  const AliasState &state = sharedAliases();
  if (const std::string *name = state.lookup(type.getImpl())) {
    os << *name;
    return true;
  }
  return false;
}

int64_t ModulePrinter::getDistinctId(DistinctAttr attr) {
  // Renumbered from 0 in the order they are printed.
  auto [it, inserted] =
      distinctIDs.try_emplace(attr.getImpl(), int64_t(distinctIDs.size()));
  return it->second;
}

void ModulePrinter::noteResourceUse(llvm::StringRef key) {
  if (!collecting)
    usedResources.insert(key);
}

/// Writes `prefix` then `n` in decimal: SSA and block names are printed
/// often enough for raw_ostream's general integer path to show up.
static void writeNumbered(llvm::raw_ostream &os, llvm::StringRef prefix,
                          unsigned n) {
  char buf[16];
  char *end = buf + sizeof(buf), *p = end;
  do {
    *--p = char('0' + n % 10);
    n /= 10;
  } while (n);
  os << prefix;
  os.write(p, end - p);
}

//===-- SSA numbering -----------------------------------------------------===//

namespace terrace {
/// The names in use, scoped by region: a nested region sees its parents'
/// names, and siblings do not see each other's. Mirrors MLIR's scoped
/// table and its conflict counter (`%c0_1`), saved with each region.
class NameScopes {
public:
  /// Opens a scope under the one at `depth` (closing deeper ones).
  void enter(size_t depth) {
    while (marks.size() > depth) {
      for (size_t i = marks.back(); i < log.size(); ++i)
        used.erase(log[i]);
      log.resize(marks.back());
      marks.pop_back();
    }
    marks.push_back(log.size());
  }
  size_t depth() const { return marks.size(); }
  /// `base`, or `base_N` with the next free conflict number.
  std::string unique(llvm::StringRef base, unsigned &nextConflict) {
    std::string name = sanitize(base);
    if (used.contains(name)) {
      std::string probe;
      do
        probe = name + "_" + std::to_string(nextConflict++);
      while (used.contains(probe));
      name = probe;
    }
    used.insert(name);
    log.push_back(name);
    return name;
  }

private:
  /// Characters an SSA name cannot hold become '_'; a leading digit gets
  /// one in front.
  static std::string sanitize(llvm::StringRef base) {
    std::string out;
    if (base.empty() || llvm::isDigit(base.front()))
      out = "_";
    for (char c : base)
      out +=
          (llvm::isAlnum(c) || llvm::StringRef("_$.-").contains(c)) ? c : '_';
    return out;
  }
  llvm::StringSet<> used;
  std::vector<std::string> log;
  std::vector<size_t> marks;
};
} // namespace terrace

bool ModulePrinter::nameResults(Operation &op, NameScopes &scopes) {
  unsigned n = op.getNumResults();
  for (unsigned i = 1; i < n; ++i)
    op.getResult(i).getImpl()->scratch = 0;
  const OpDefinition *def = op.getName().getDefinition();
  if (flags.generic || !def || !def->resultNames)
    return false;
  bool first = false;
  def->resultNames(&op, [&](Value v, llvm::StringRef name) {
    std::string unique = scopes.unique(name, nextConflict);
    v.getImpl()->scratch = unsigned(valueNames.size()) | kNameBit;
    valueNames.push_back(std::move(unique));
    first |= v == op.getResult(0);
  });
  return first;
}

/// MLIR's numbering: a LIFO stack of regions. In generic form the counters
/// run on through the whole file; in custom form each region restarts from
/// the counters its parent had when the region was pushed.
void ModulePrinter::numberValues(Operation *top) {
  unsigned nextValue = 0, nextArg = 0;
  nextConflict = 0;
  valueNames.clear();
  NameScopes scopes;
  scopes.enter(0);
  struct Pending {
    Region *region;
    unsigned value, arg, conflict;
    size_t scope;
  };
  opIDs.clear();
  // Ops without results are numbered only when comments will name them.
  auto numberOp = [&](Operation &op) {
    if (op.getNumResults()) {
      if (!nameResults(op, scopes))
        setValueID(op.getResult(0).getImpl(), nextValue++, false);
    } else if (flags.printValueUsers) {
      opIDs[&op] = nextValue++;
    }
  };
  llvm::SmallVector<Pending, 16> stack;
  // The top op's regions start from the counters as they were before the
  // top op took its own number, as in MLIR.
  for (Region &r : top->getRegions())
    stack.push_back({&r, nextValue, nextArg, nextConflict, scopes.depth()});
  numberOp(*top);
  while (!stack.empty()) {
    Pending p = stack.pop_back_val();
    if (!flags.generic) {
      nextValue = p.value;
      nextArg = p.arg;
      nextConflict = p.conflict;
    }
    scopes.enter(p.scope);
    // Names the region's op suggests for its block arguments come first,
    // as in MLIR (getAsmBlockArgumentNames).
    llvm::SmallPtrSet<ValueImpl *, 8> namedArgs;
    Operation *parent = p.region->getParentOp();
    const OpDefinition *parentDef =
        parent ? parent->getName().getDefinition() : nullptr;
    if (!flags.generic && parentDef && parentDef->blockArgNames)
      parentDef->blockArgNames(
          parent, *p.region, [&](Value v, llvm::StringRef name) {
            std::string unique = scopes.unique(name, nextConflict);
            v.getImpl()->scratch = unsigned(valueNames.size()) | kNameBit;
            valueNames.push_back(std::move(unique));
            namedArgs.insert(v.getImpl());
          });
    unsigned blockID = 0;
    for (Block &block : *p.region) {
      blockIDs[&block] = blockID++;
      bool entry = block.isEntryBlock();
      for (BlockArgumentImpl *arg : block.getArguments()) {
        if (namedArgs.contains(arg))
          continue;
        if (entry)
          setValueID(arg, nextArg++, true);
        else
          setValueID(arg, nextValue++, false);
      }
      for (Operation &op : block)
        numberOp(op);
    }
    for (Block &block : *p.region)
      for (Operation &op : block)
        for (Region &r : op.getRegions())
          stack.push_back(
              {&r, nextValue, nextArg, nextConflict, scopes.depth()});
  }
}

/// How many results the group of named result `start` holds: up to the
/// next named result.
unsigned ModulePrinter::resultGroupSize(Operation *op, unsigned start) {
  unsigned end = start + 1;
  while (end < op->getNumResults() &&
         !(op->getResult(end).getImpl()->scratch & kNameBit))
    ++end;
  return end - start;
}

void ModulePrinter::printValueID(Value value) {
  if (collecting)
    return;
  if (!value) {
    os << "<<NULL VALUE>>";
    return;
  }
  ValueImpl *impl = value.getImpl();
  // Results share the number of the op's first result.
  Operation *def = value.getDefiningOp();
  bool inNamedGroups = def && (def->getResult(0).getImpl()->scratch & kNameBit);
  if ((impl->scratch & kNameBit) && !inNamedGroups) {
    os << '%' << sharedValueNames()[impl->scratch & ~kNameBit];
    return;
  }
  if (inNamedGroups) {
    // A result in the group of the nearest named result before it (MLIR's
    // result groups: `%name:2` defines `%name#0` and `%name#1`).
    unsigned start = impl->index;
    while (!(def->getResult(start).getImpl()->scratch & kNameBit))
      --start;
    ValueImpl *named = def->getResult(start).getImpl();
    os << '%' << sharedValueNames()[named->scratch & ~kNameBit];
    if (resultGroupSize(def, start) > 1)
      writeNumbered(os, "#", impl->index - start);
    return;
  }
  unsigned id = def ? def->getResult(0).getImpl()->scratch : impl->scratch;
  if (id == 0) {
    os << "<<UNKNOWN SSA VALUE>>";
    return;
  }
  writeNumbered(os, (id & kArgBit) ? "%arg" : "%", (id & ~kArgBit) - 1);
  if (def && def->getNumResults() > 1)
    writeNumbered(os, "#", impl->index);
}

void ModulePrinter::printBlockName(Block *block) {
  const auto &ids = sharedBlockIDs();
  auto it = ids.find(block);
  if (it == ids.end()) {
    os << "<<UNKNOWN BLOCK>>";
    return;
  }
  writeNumbered(os, "^bb", it->second);
}

//===-- Operations --------------------------------------------------------===//

void ModulePrinter::printTopLevel(Operation *top) {
  if (!flags.localScope) {
    ModulePrinter collector(llvm::nulls(), flags);
    collector.collecting = true;
    collector.printFullOp(top);
    aliases = std::move(collector.aliases);
    aliases.assignNames();
  }
  numberValues(top);
  topOp = top;

  auto printDefinitions = [&](bool deferred) {
    for (auto [ptr, entry] : aliases.getDefinitions(deferred)) {
      os << entry->name << " = ";
      if (entry->isType)
        printTypeNoAlias(Type(static_cast<const detail::Storage *>(ptr)));
      else
        printAttributeNoAlias(
            Attribute(static_cast<const detail::Storage *>(ptr)));
      os << '\n';
    }
  };
  printDefinitions(/*deferred=*/false);
  printFullOp(top);
  // mlir-opt's local-scope printing (no alias state) ends without the
  // newline that its alias-aware printing adds after the op.
  if (flags.localScope)
    return;
  os << '\n';
  printDefinitions(/*deferred=*/true);
  printResources(top);
}

void ModulePrinter::printNested(Operation *op, Operation *root) {
  // Number from the outermost ancestor, as MLIR does: values defined outside
  // `op` print their real numbers, and none is left over from an earlier print.
  if (!root) {
    root = op;
    while (Operation *parent = root->getParentOp())
      root = parent;
  }
  numberValues(root);
  // A fragment carries no alias definitions: attributes and types go inline.
  flags.localScope = true;
  topOp = op;
  printFullOp(op);
}

void ModulePrinter::printResources(Operation *top) {
  Context &ctx = top->getContext();
  // Handles: the bytes stay alive while printed even if released meanwhile.
  llvm::SmallVector<std::pair<llvm::StringRef, ResourceBlob>, 4> blobs;
  bool elided = false;
  for (llvm::StringRef key : usedResources) {
    ResourceBlob blob = ctx.getResourceManager().getBlob(key);
    if (!blob)
      continue;
    // Long blobs may be left out (--mlir-elide-resource-strings-if-larger).
    if (flags.elideResourceStringsIfLarger &&
        blob.getQuotedHexSize() > *flags.elideResourceStringsIfLarger) {
      elided = true;
      continue;
    }
    blobs.emplace_back(key, std::move(blob));
  }
  auto &external = ctx.getExternalResources();
  if (blobs.empty() && external.empty()) {
    // mlir-opt keeps an empty section when it left every blob out.
    if (elided)
      os << "\n{-#\n\n#-}\n";
    return;
  }
  os << "\n{-#\n";
  if (!blobs.empty()) {
    os << "  dialect_resources: {\n    builtin: {\n";
    for (size_t i = 0; i < blobs.size(); ++i) {
      os << "      ";
      printKeywordOrString(blobs[i].first);
      os << ": ";
      blobs[i].second.printQuotedHex(os);
      os << (i + 1 < blobs.size() ? ",\n" : "\n");
    }
    os << "    }\n  }" << (external.empty() ? "\n" : ",\n");
  }
  if (!external.empty()) {
    os << "  external_resources: {\n";
    for (size_t i = 0; i < external.size();) {
      llvm::StringRef owner = external[i].owner;
      os << "    " << owner << ": {\n";
      size_t j = i;
      for (; j < external.size() && external[j].owner == owner; ++j) {
        os << "      ";
        printKeywordOrString(external[j].key);
        os << ": " << external[j].value;
        bool last = j + 1 == external.size() || external[j + 1].owner != owner;
        os << (last ? "\n" : ",\n");
      }
      i = j;
      os << "    }" << (i < external.size() ? ",\n" : "\n");
    }
    os << "  }\n";
  }
  os << "#-}\n";
}

void ModulePrinter::printTrailingLocation(Location loc, bool allowAlias) {
  if (!flags.debugInfo)
    return;
  if (collecting) {
    aliases.visit(loc, /*canBeDeferred=*/allowAlias);
    return;
  }
  if (flags.prettyDebugInfo) {
    // The location itself, never its alias (the parts inside may be).
    os << ' ';
    printLocationBody(loc);
    return;
  }
  os << " loc(";
  printLocation(loc, allowAlias);
  os << ')';
}

void ModulePrinter::printFullOp(Operation *op) {
  if (collecting && flags.debugInfo)
    aliases.visit(op->getLoc(), /*canBeDeferred=*/true);
  os.indent(indent);
  if (unsigned n = op->getNumResults()) {
    if (op->getResult(0).getImpl()->scratch & kNameBit) {
      // Named results: each named one starts a group that runs to the
      // next (`%a, %b:2`).
      if (!collecting)
        for (unsigned i = 0; i < n; ++i) {
          ValueImpl *r = op->getResult(i).getImpl();
          if (!(r->scratch & kNameBit))
            continue;
          if (i)
            os << ", ";
          os << '%' << sharedValueNames()[r->scratch & ~kNameBit];
          if (unsigned size = resultGroupSize(op, i); size > 1)
            os << ':' << size;
        }
    } else {
      if (!collecting)
        writeNumbered(os, "%", op->getResult(0).getImpl()->scratch - 1);
      if (n > 1)
        os << ':' << n;
    }
    os << " = ";
  }
  printOperationBody(op);
  if (!collecting) {
    printTrailingLocation(op->getLoc(), /*allowAlias=*/true);
    if (flags.printValueUsers)
      printUsersComment(op);
  }
}

//===-- Value users (--mlir-print-value-users) ----------------------------===//

void ModulePrinter::printUserIDs(Operation *user) {
  if (!user->getNumResults()) {
    auto it = sharedOpIDs().find(user);
    if (it == sharedOpIDs().end())
      os << "<<UNKNOWN OPERATION>>";
    else
      writeNumbered(os, "%", it->second);
    return;
  }
  for (unsigned i = 0, e = user->getNumResults(); i != e; ++i) {
    if (i)
      os << ", ";
    printValueID(user->getResult(i));
  }
}

/// The distinct ops using `value`, most recent use first (use-list order).
void ModulePrinter::printValueUsers(Value value) {
  if (value.use_empty())
    os << "unused";
  llvm::SmallPtrSet<Operation *, 4> seen;
  bool first = true;
  for (OpOperand *use = value.getFirstUse(); use; use = use->getNextUse()) {
    // MLIR puts the comma by the use's position, not the user's.
    bool firstUse = first;
    first = false;
    if (!seen.insert(use->getOwner()).second)
      continue;
    if (!firstUse)
      os << ", ";
    printUserIDs(use->getOwner());
  }
}

void ModulePrinter::printUsersComment(Operation *op) {
  unsigned numResults = op->getNumResults();
  if (!numResults) {
    if (op->getNumOperands()) {
      os << " // id: ";
      printUserIDs(op);
    }
    return;
  }
  llvm::SmallPtrSet<Operation *, 4> users;
  unsigned usedInResults = 0;
  for (Value result : op->getResults())
    for (OpOperand *use = result.getFirstUse(); use; use = use->getNextUse())
      if (users.insert(use->getOwner()).second)
        usedInResults += use->getOwner()->getNumResults();
  if (users.empty()) {
    os << " // unused";
    return;
  }
  bool one = numResults == 1 && usedInResults <= 1 && users.size() <= 1;
  os << " // " << (one ? "user" : "users") << ": ";
  for (unsigned i = 0; i < numResults; ++i) {
    if (i)
      os << ", ";
    if (numResults > 1)
      os << '(';
    printValueUsers(op->getResult(i));
    if (numResults > 1)
      os << ')';
  }
}

void ModulePrinter::printUsersComment(Value arg) {
  os << "// ";
  printValueID(arg);
  if (arg.use_empty()) {
    os << " is unused\n";
    return;
  }
  os << " is used by ";
  printValueUsers(arg);
  os << '\n';
}

void ModulePrinter::printOperationBody(Operation *op) {
  const OpDefinition *def = op->getName().getDefinition();
  if (flags.generic || !def || (!def->print && !def->format)) {
    // Inside a generic op no dialect is the default.
    defaultDialects.push_back("");
    printGenericOp(op);
    defaultDialects.pop_back();
    return;
  }
  // Custom form: the name without the default dialect's prefix.
  llvm::StringRef name = op->getName().getStringRef();
  llvm::StringRef dialect = defaultDialects.back();
  if (name.starts_with((dialect + ".").str()) && name.count('.') == 1)
    name = name.drop_front(dialect.size() + 1);
  os << name;
  defaultDialects.push_back(def->defaultDialect);
  OpAsmPrinter printer(*this);
  if (def->print)
    def->print(op, printer);
  else
    printWithFormat(*def, op, printer);
  defaultDialects.pop_back();
}

void ModulePrinter::printGenericOp(Operation *op) {
  if (collecting) {
    // MLIR's alias walk order: regions, operand types, result types, then
    // all attributes (properties merged with the rest) by name.
    for (Region &region : op->getRegions())
      printRegion(region, true, true, true);
    for (unsigned i = 0; i < op->getNumOperands(); ++i)
      if (Value operand = op->getOperand(i))
        printType(operand.getType());
    for (unsigned i = 0; i < op->getNumResults(); ++i)
      printType(op->getResult(i).getType());
    // An unregistered op's properties are opaque to MLIR's alias walk: only
    // registered ops expose them as (inherent) attributes.
    if (op->isRegistered()) {
      for (const NamedAttribute &attr : op->getAllAttrs())
        printAttribute(attr.value);
    } else if (DictionaryAttr attrs = op->getAttrDictionary()) {
      for (size_t i = 0; i < attrs.size(); ++i)
        printAttribute(attrs.at(i).value);
    }
    return;
  }
  printEscapedString(op->getName().getStringRef());
  os << '(';
  for (unsigned i = 0; i < op->getNumOperands(); ++i) {
    if (i)
      os << ", ";
    printValueID(op->getOperand(i));
  }
  os << ')';
  if (unsigned n = op->getNumSuccessors()) {
    os << '[';
    for (unsigned i = 0; i < n; ++i) {
      if (i)
        os << ", ";
      printBlockName(op->getSuccessor(i));
    }
    os << ']';
  }
  if (Attribute props = op->getProperties()) {
    os << " <";
    printAttribute(props);
    os << '>';
  }
  if (op->getNumRegions()) {
    os << " (";
    for (unsigned i = 0; i < op->getNumRegions(); ++i) {
      if (i)
        os << ", ";
      printRegion(op->getRegion(i), true, true, true);
    }
    os << ')';
  }
  if (DictionaryAttr attrs = op->getAttrDictionary(); attrs && !attrs.empty()) {
    os << ' ';
    printAttrDict(attrs.getValue());
  }
  os << " : ";
  // A null operand (left by a broken pass, printed in the verifier's note)
  // prints MLIR's <<NULL TYPE>>.
  if (llvm::is_contained(op->getOperands(), Value())) {
    llvm::SmallVector<Type, 4> types;
    for (Value operand : op->getOperands())
      types.push_back(operand ? operand.getType() : Type());
    printFunctionalType(types, op->getResultTypes());
    return;
  }
  printFunctionalType(op->getOperandTypes(), op->getResultTypes());
}

void ModulePrinter::printRegion(Region &region, bool printEntryBlockArgs,
                                bool printBlockTerminators,
                                bool printEmptyBlock) {
  os << "{\n";
  if (!region.empty()) {
    Block *entry = &region.front();
    bool header = (printEmptyBlock && entry->empty()) ||
                  (printEntryBlockArgs && !entry->args_empty());
    printBlock(entry, header, printBlockTerminators);
    for (Block &block : llvm::drop_begin(region.getBlocks()))
      printBlock(&block, true, true);
  }
  os.indent(indent) << '}';
}

void ModulePrinter::printBlock(Block *block, bool printHeader,
                               bool printTerminator) {
  if (printHeader) {
    os.indent(indent);
    printBlockName(block);
    if (!block->args_empty()) {
      os << '(';
      for (unsigned i = 0; i < block->getNumArguments(); ++i) {
        if (i)
          os << ", ";
        Value arg = block->getArgument(i);
        printValueID(arg);
        os << ": ";
        printType(arg.getType());
        printTrailingLocation(arg.getLoc(), /*allowAlias=*/false);
      }
      os << ')';
    }
    os << ':';
    if (!collecting) {
      if (block->hasNoPredecessors()) {
        if (!block->isEntryBlock())
          os << "  // no predecessors";
      } else {
        llvm::SmallVector<Block *, 4> preds = block->getPredecessors();
        if (preds.size() == 1) {
          os << "  // pred: ";
          printBlockName(preds[0]);
        } else {
          const auto &ids = sharedBlockIDs();
          llvm::sort(preds, [&](Block *a, Block *b) {
            return ids.lookup(a) < ids.lookup(b);
          });
          os << "  // " << preds.size() << " preds: ";
          for (size_t i = 0; i < preds.size(); ++i) {
            if (i)
              os << ", ";
            printBlockName(preds[i]);
          }
        }
      }
    }
    os << '\n';
  }
  indent += 2;
  if (!collecting && flags.printValueUsers)
    for (unsigned i = 0, e = block->getNumArguments(); i != e; ++i) {
      os.indent(indent);
      printUsersComment(block->getArgument(i));
    }
  if (!collecting && block->getParentOp() == topOp && topOp &&
      printBodyInParallel(block)) {
    indent -= 2;
    return;
  }
  Operation *terminator = block->getTerminator();
  for (Operation &op : *block) {
    if (&op == terminator && !printTerminator)
      continue;
    printFullOp(&op);
    os << '\n';
  }
  indent -= 2;
}

/// Printing only reads the IR and the context (it creates no type or
/// attribute), and the numbering and aliases are fixed before the threads
/// start: that is what makes the slices independent.
bool ModulePrinter::printBodyInParallel(Block *block) {
  unsigned threads =
      flags.threads ? flags.threads : std::thread::hardware_concurrency();
  // Without the alias walk (local scope) nothing has looked for state that
  // print order numbers: stay on one thread.
  if (threads < 2 || flags.localScope || aliases.hasOrderedState() ||
      flags.printValueUsers || block->getTerminator())
    return false;
  // Weigh each top-level op by the ops it holds, and cut the body into
  // contiguous slices of about equal weight.
  llvm::SmallVector<Operation *, 0> ops;
  llvm::SmallVector<size_t, 0> weights;
  size_t total = 0;
  for (Operation &op : *block) {
    size_t weight = 0;
    op.walk([&](Operation *) { ++weight; });
    ops.push_back(&op);
    weights.push_back(weight);
    total += weight;
  }
  constexpr size_t kMinOpsPerThread = 20000;
  threads = unsigned(std::min<size_t>(threads, total / kMinOpsPerThread));
  if (threads < 2)
    return false;
  // Many small slices dealt round-robin: slice i goes to thread i % threads.
  // The calling thread prints its slices straight to the output and writes
  // the others' buffers in order, so memory stays bounded by the look-ahead.
  size_t numSlices = std::min<size_t>(ops.size(), size_t(threads) * 16);
  std::vector<std::pair<size_t, size_t>> slices;
  size_t begin = 0, acc = 0;
  for (size_t i = 0; i < ops.size(); ++i) {
    acc += weights[i];
    if (acc * numSlices >= total * (slices.size() + 1) || i + 1 == ops.size()) {
      slices.push_back({begin, i + 1});
      begin = i + 1;
    }
  }
  auto printSlice = [&](size_t s, llvm::raw_ostream &out) {
    ModulePrinter slicePrinter(out, *this);
    for (size_t i = slices[s].first; i < slices[s].second; ++i) {
      slicePrinter.printFullOp(ops[i]);
      out << '\n';
    }
  };
  std::vector<std::string> buffers(slices.size());
  std::vector<char> ready(slices.size(), 0);
  size_t written = 0;
  std::mutex mutex;
  std::condition_variable changed;
  const size_t lookahead = 2 * size_t(threads);
  auto worker = [&](unsigned t) {
    for (size_t s = t; s < slices.size(); s += threads) {
      {
        std::unique_lock<std::mutex> lock(mutex);
        changed.wait(lock, [&] { return s < written + lookahead; });
      }
      llvm::raw_string_ostream out(buffers[s]);
      out.SetBuffered();
      printSlice(s, out);
      out.flush();
      std::lock_guard<std::mutex> lock(mutex);
      ready[s] = 1;
      changed.notify_all();
    }
  };
  // A thread that cannot be started leaves its slices to this one.
  std::vector<std::thread> workers;
  std::vector<char> started(threads, 0);
  for (unsigned t = 1; t < threads; ++t) {
    try {
      workers.emplace_back(worker, t);
      started[t] = 1;
    } catch (const std::system_error &) {
    }
  }
  threadsUsed = 1 + unsigned(workers.size());
  for (size_t s = 0; s < slices.size(); ++s) {
    if (s % threads == 0 || !started[s % threads]) {
      printSlice(s, os);
    } else {
      std::unique_lock<std::mutex> lock(mutex);
      changed.wait(lock, [&] { return ready[s] != 0; });
      lock.unlock();
      os << buffers[s];
      std::string().swap(buffers[s]);
    }
    std::lock_guard<std::mutex> lock(mutex);
    written = s + 1;
    changed.notify_all();
  }
  for (std::thread &t : workers)
    t.join();
  return true;
}

void ModulePrinter::printRegionArgument(Value arg, DictionaryAttr attrs) {
  printValueID(arg);
  os << ": ";
  printType(arg.getType());
  // MLIR's alias walk does not look into region arguments' attributes:
  // they use an alias only when something else gave them one.
  if (attrs && collecting)
    aliases.noteOrderedStateIn(attrs);
  if (attrs && !attrs.empty() && !collecting) {
    os << ' ';
    printAttrDict(attrs.getValue());
  }
  printTrailingLocation(arg.getLoc(), /*allowAlias=*/false);
}

void ModulePrinter::printOptionalAttrDict(
    llvm::ArrayRef<NamedAttribute> attrs,
    llvm::ArrayRef<llvm::StringRef> elided) {
  bool any = llvm::any_of(attrs, [&](const NamedAttribute &a) {
    return !llvm::is_contained(elided, a.getName());
  });
  if (!any)
    return;
  if (collecting) {
    for (const NamedAttribute &a : attrs)
      if (!llvm::is_contained(elided, a.getName()))
        printAttribute(a.value);
    return;
  }
  os << ' ';
  printAttrDict(attrs, elided);
}

unsigned terrace::printOperation(Operation *top, llvm::raw_ostream &os,
                                 const PrintFlags &flags) {
  ModulePrinter printer(os, flags);
  printer.printTopLevel(top);
  return printer.getThreadsUsed();
}

ValueNames::ValueNames(Operation *root)
    : stream(std::make_unique<llvm::raw_string_ostream>(buffer)),
      printer(std::make_unique<ModulePrinter>(*stream, PrintFlags())) {
  printer->numberValuesOf(root);
}

ValueNames::~ValueNames() = default;

std::string ValueNames::nameOf(Value value) {
  buffer.clear();
  printer->printValueID(value);
  return buffer;
}

void Operation::printForDiagnostic(llvm::raw_ostream &os) {
  const Context::OpOnDiagnostic &how = getContext().getOpOnDiagnostic();
  PrintFlags flags;
  flags.generic = true;
  flags.debugInfo = how.debugInfo;
  flags.printValueUsers = how.valueUsers;
  flags.elideElementsAttrsIfLarger = how.elideElementsAttrsIfLarger;
  ModulePrinter printer(os, flags);
  if (!getParentOp()) {
    printer.printTopLevel(this);
    return;
  }
  // Numbered from the closest op isolated from above (MLIR's local scope):
  // nothing outside it can be named inside.
  Operation *root = this;
  while (!root->hasTrait(OpTrait::IsolatedFromAbove))
    if (Operation *parent = root->getParentOp())
      root = parent;
    else
      break;
  printer.printNested(this, root);
}

void Operation::print(llvm::raw_ostream &os) {
  PrintFlags flags;
  flags.generic = true;
  ModulePrinter printer(os, flags);
  if (getParentOp())
    printer.printNested(this);
  else
    printer.printTopLevel(this);
}
