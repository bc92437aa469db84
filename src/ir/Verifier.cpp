//===- Verifier.cpp - The generic verifier --------------------------------===//
//
// Mirrors MLIR's OperationVerifier: per op (operands, registered checks,
// region and block structure, symbol tables), then SSA dominance for the
// regions that require it. The first problem found is reported.
//
//===----------------------------------------------------------------------===//
#include "ir/Verifier.h"
#include "ir/Context.h"
#include "ir/Diagnostics.h"
#include "ir/Dominance.h"
#include "ir/OpSignature.h"
#include "ir/Region.h"
#include "ir/SymbolTable.h"
#include "ir/TypeTraitVerifier.h"

#include "llvm/ADT/StringMap.h"

using namespace terrace;

namespace {
class OperationVerifier {
public:
  LogicalResult verifyOperation(Operation *op);
  LogicalResult verifyDominance(Operation *op);

private:
  /// A block is checked as MLIR checks it: its shape before its ops are
  /// verified, its terminator after.
  LogicalResult verifyBlockOnEntrance(Block &block);
  LogicalResult verifyBlockOnExit(Block &block);
  LogicalResult verifySymbolTable(Operation *op);
  LogicalResult verifyUnregistered(Operation *op);
  void diagnoseDominance(Operation *op, unsigned operandNo);

  DominanceInfo dominance;
};
} // namespace

/// A block may lack a terminator only as the single block of a region of an
/// op that is unregistered or declared NoTerminator.
static bool mayBeValidWithoutTerminator(Block &block) {
  Region *region = block.getParent();
  if (!region)
    return true;
  if (!region->hasOneBlock())
    return false;
  Operation *op = block.getParentOp();
  return !op || !op->isRegistered() || op->hasTrait(NoTerminator);
}

/// Unregistered ops might be terminators.
static bool mightBeTerminator(Operation &op) {
  return !op.isRegistered() || op.hasTrait(IsTerminator);
}

LogicalResult OperationVerifier::verifyBlockOnEntrance(Block &block) {
  if (block.empty()) {
    if (mayBeValidWithoutTerminator(block))
      return success();
    return emitError(block.getParentOp()->getLoc(),
                     "empty block: expect at least a terminator");
  }
  for (Operation &op : block)
    if (op.getNumSuccessors() != 0 && &op != &block.back())
      return op.emitError("operation with block successors must terminate its "
                          "parent block");
  return success();
}

LogicalResult OperationVerifier::verifyBlockOnExit(Block &block) {
  if (block.empty())
    return success();
  Operation &last = block.back();
  for (unsigned i = 0; i < last.getNumSuccessors(); ++i)
    if (last.getSuccessor(i)->getParent() != block.getParent())
      return last.emitOpError("branching to block of a different region");
  if (mayBeValidWithoutTerminator(block))
    return success();
  if (!mightBeTerminator(last))
    return last.emitError("block with no terminator, has " +
                          last.textForDiagnostic());
  return success();
}

/// Checks the symbol uses of the ops nested in `op` in program order, down
/// to (and including) the symbol tables nested in it, which check their own
/// contents (MLIR's walkSymbolTable).
static LogicalResult verifySymbolUsesIn(Operation *op) {
  for (Region &region : op->getRegions())
    for (Block &block : region)
      for (Operation &child : block) {
        const OpDefinition *def = child.getName().getDefinition();
        if (def && def->verifySymbolUses &&
            failed(def->verifySymbolUses(&child)))
          return failure();
        if (!child.hasTrait(SymbolTableTrait) &&
            failed(verifySymbolUsesIn(&child)))
          return failure();
      }
  return success();
}

LogicalResult OperationVerifier::verifySymbolTable(Operation *op) {
  // Symbol names must be unique among the direct children.
  llvm::StringMap<Operation *> seen;
  for (Region &region : op->getRegions())
    for (Block &block : region)
      for (Operation &child : block) {
        StringAttr name = symbol_table::getSymbolName(&child);
        if (!name)
          continue;
        auto [it, inserted] = seen.try_emplace(name.getValue(), &child);
        if (!inserted)
          return child
              .emitError("redefinition of symbol named '" + name.getValue() +
                         "'")
              .attachNote(it->second->getLoc(),
                          "see existing symbol definition here");
      }
  // Then the symbol uses of the ops it holds.
  return verifySymbolUsesIn(op);
}

/// What MLIR's Symbol interface checks on every registered symbol op.
static LogicalResult verifySymbol(Operation *op) {
  Attribute vis = op->getAttr("sym_visibility");
  auto str = llvm::dyn_cast_if_present<StringAttr>(vis);
  if (vis && (!str || !llvm::is_contained({llvm::StringRef("public"),
                                           llvm::StringRef("private"),
                                           llvm::StringRef("nested")},
                                          str.getValue())))
    return op->emitOpError("visibility expected to be one of [\"public\", "
                           "\"private\", \"nested\"], but got ")
           << vis;
  return success();
}

/// MLIR's SymbolOpInterface: a symbol lives in a symbol table.
static LogicalResult verifySymbolParent(Operation *op) {
  // As MLIR: a symbol in an unregistered op's region is left alone (the op
  // may be a symbol table), and so is an unnamed module.
  if (Operation *parent = op->getParentOp();
      parent && parent->isRegistered() && !parent->hasTrait(SymbolTableTrait) &&
      op->getAttr("sym_name"))
    return op->emitOpError("symbol's parent must have the SymbolTable trait");
  return success();
}

/// MLIR's IsolatedFromAbove check: no op inside `isolated` (other isolated
/// ops check their own) uses a value defined outside it. The custom form
/// cannot name such a value; the generic form can, as in MLIR.
static LogicalResult verifyIsolatedFromAbove(Operation *isolated) {
  for (Region &region : isolated->getRegions()) {
    llvm::SmallVector<Region *, 8> pending = {&region};
    while (!pending.empty()) {
      for (Block &block : *pending.pop_back_val())
        for (Operation &op : block) {
          for (Value operand : op.getOperands()) {
            Block *defBlock = operand.getParentBlock();
            Region *defRegion = defBlock ? defBlock->getParent() : nullptr;
            if (!defRegion)
              return op.emitError("operation's operand is unlinked");
            if (region.isAncestor(defRegion))
              continue;
            InFlightDiagnostic diag =
                op.emitOpError("using value defined outside the region");
            diag.attachNote(isolated->getLoc(),
                            "required by region isolation constraints");
            return diag;
          }
          if (op.getNumRegions() && !op.hasTrait(IsolatedFromAbove))
            for (Region &inner : op.getRegions())
              pending.push_back(&inner);
        }
    }
  }
  return success();
}

/// MLIR's NoRegionArguments trait.
static LogicalResult verifyNoRegionArguments(Operation *op) {
  for (unsigned i = 0; i < op->getNumRegions(); ++i) {
    Region &region = op->getRegion(i);
    if (region.empty() || !region.front().getNumArguments())
      continue;
    if (op->getNumRegions() > 1)
      return op->emitOpError("region #" + llvm::Twine(i) +
                             " should have no arguments");
    return op->emitOpError("region should have no arguments");
  }
  return success();
}

LogicalResult OperationVerifier::verifyOperation(Operation *op) {
  for (unsigned i = 0; i < op->getNumOperands(); ++i)
    if (!op->getOperand(i))
      return op->emitError("null operand found");

  const OpDefinition *def = op->getName().getDefinition();

  if (def && def->signature &&
      failed(verifySignatureCounts(op, *def->signature)))
    return failure();
  // MLIR checks SingleBlock before the rest of the signature (its ODS
  // invariants).
  if (def && def->hasTrait(SingleBlock))
    for (unsigned i = 0; i < op->getNumRegions(); ++i) {
      Region &region = op->getRegion(i);
      if (region.empty())
        continue;
      if (!region.hasOneBlock())
        return op->emitOpError("expects region #" + llvm::Twine(i) +
                               " to have 0 or 1 blocks");
      if (!def->hasTrait(NoTerminator) && region.front().empty())
        return op->emitOpError("expects a non-empty block");
    }
  if (def && def->signature && failed(verifySignature(op, *def->signature)))
    return failure();
  // MLIR's trait order: the op's invariants, then HasParent (when listed
  // first), then IsTerminator.
  if (def && def->parentOp) {
    Operation *parent = op->getParentOp();
    const OpDefinition *parentDef =
        parent ? parent->getName().getDefinition() : nullptr;
    if (!parentDef || parentDef->typeID != def->parentOp)
      return op->emitOpError("expects parent op '")
             << static_cast<const OpTypeIdentity *>(def->parentOp)->name << "'";
  }
  if (def && def->hasTrait(IsTerminator) && op->getBlock() &&
      &op->getBlock()->back() != op)
    return op->emitOpError("must be the last operation in the parent block");
  // The Symbol interface's checks come after the op's own invariants (its
  // required attributes), as in MLIR.
  if (def && def->hasTrait(SymbolTrait) &&
      (failed(verifySymbol(op)) || failed(verifySymbolParent(op))))
    return failure();
  if (def && failed(verifyTypeTraits(op, *def)))
    return failure();
  if (def && def->hasTrait(NoRegionArguments) &&
      failed(verifyNoRegionArguments(op)))
    return failure();
  if (def && def->verify && failed(def->verify(op)))
    return failure();
  if (def)
    for (const OpenTrait &trait : def->openTraits)
      if (trait.verify && failed(trait.verify(op)))
        return failure();
  if (def && failed(verifyLateTypeTraits(op, *def)))
    return failure();

  // Ops isolated from above are checked after the rest, each on its own
  // (with its own dominance), and all of them even when one fails: every
  // function reports its first error, as with MLIR.
  llvm::SmallVector<Operation *, 8> isolatedChildren;
  for (Region &region : op->getRegions()) {
    if (region.empty())
      continue;
    if (!region.front().hasNoPredecessors())
      return emitError(op->getLoc(),
                       "entry block of region may not have predecessors");
    for (Block &block : region) {
      if (failed(verifyBlockOnEntrance(block)))
        return failure();
      for (Operation &child : block) {
        if (child.getNumRegions() && child.hasTrait(IsolatedFromAbove))
          isolatedChildren.push_back(&child);
        else if (failed(verifyOperation(&child)))
          return failure();
      }
      if (failed(verifyBlockOnExit(block)))
        return failure();
    }
  }
  bool childFailed = false;
  for (Operation *child : isolatedChildren)
    childFailed |=
        failed(verifyOperation(child)) || failed(verifyDominance(child));
  if (childFailed)
    return failure();
  if (def && def->hasTrait(IsolatedFromAbove) &&
      failed(verifyIsolatedFromAbove(op)))
    return failure();
  if (def && def->verifyRegions && failed(def->verifyRegions(op)))
    return failure();
  if (def && def->hasTrait(SymbolTableTrait) && failed(verifySymbolTable(op)))
    return failure();
  if (!def)
    return verifyUnregistered(op);
  return success();
}

/// An op no dialect defines is valid only where unknown dialects are allowed
/// and no registered dialect owns its namespace. The parser checks this for
/// ops it reads by name; the verifier also catches what custom parsers,
/// passes or the C++ API create by name (MLIR checks it here too, with these
/// messages).
LogicalResult OperationVerifier::verifyUnregistered(Operation *op) {
  OperationName name = op->getName();
  if (name.getDialect())
    return op->emitError("unregistered operation '" + name.getStringRef() +
                         "' found in dialect ('" + name.getDialectNamespace() +
                         "') that does not allow unknown operations");
  if (!op->getContext().allowsUnregisteredDialects())
    return op->emitOpError(llvm::Twine("created with unregistered dialect. ") +
                           kUnregisteredDialectAdvice);
  return success();
}

void OperationVerifier::diagnoseDominance(Operation *op, unsigned operandNo) {
  InFlightDiagnostic diag = op->emitError("operand #" + llvm::Twine(operandNo) +
                                          " does not dominate this use");
  Value operand = op->getOperand(operandNo);
  Region *useRegion = op->getParentRegion();
  if (Operation *defOp = operand.getDefiningOp()) {
    Region *defRegion = defOp->getParentRegion();
    const char *where;
    if (op->getBlock() == defOp->getBlock())
      where = " (op in the same block)";
    else if (useRegion == defRegion)
      where = " (op in the same region)";
    else if (defRegion->isAncestor(useRegion))
      where = " (op in a parent region)";
    else if (useRegion->isAncestor(defRegion))
      where = " (op in a child region)";
    else
      where = " (op is neither in a parent nor in a child region)";
    diag.attachNote(defOp->getLoc(),
                    llvm::Twine("operand defined here") + where);
    return;
  }
  Block *defBlock = operand.getParentBlock();
  unsigned blockNo = 0;
  for (Block &b : *defBlock->getParent()) {
    if (&b == defBlock)
      break;
    ++blockNo;
  }
  Region *defRegion = defBlock->getParent();
  const char *where;
  if (useRegion == defRegion)
    where = " in the same region)";
  else if (defRegion->isAncestor(useRegion))
    where = " in a parent region)";
  else if (useRegion->isAncestor(defRegion))
    where = " in a child region)";
  else
    where = " neither in a parent nor in a child region)";
  diag.attachNote(defBlock->getParentOp()->getLoc(),
                  "operand defined as a block argument (block #" +
                      llvm::Twine(blockNo) + where);
}

LogicalResult OperationVerifier::verifyDominance(Operation *top) {
  llvm::SmallVector<Operation *, 16> worklist{top};
  while (!worklist.empty()) {
    Operation *op = worklist.pop_back_val();
    for (Region &region : op->getRegions())
      for (Block &block : region) {
        bool reachable = dominance.isReachableFromEntry(&block);
        for (Operation &child : block) {
          if (reachable)
            for (unsigned i = 0; i < child.getNumOperands(); ++i)
              if (!dominance.properlyDominates(child.getOperand(i), &child)) {
                diagnoseDominance(&child, i);
                return failure();
              }
          // Ops isolated from above were checked on their own.
          if (child.getNumRegions() && !child.hasTrait(IsolatedFromAbove))
            worklist.push_back(&child);
        }
      }
  }
  return success();
}

LogicalResult terrace::verify(Operation *op) {
  SymbolLookupCache symbols;
  OperationVerifier verifier;
  if (failed(verifier.verifyOperation(op)))
    return failure();
  return verifier.verifyDominance(op);
}

bool terrace::isValid(Operation *op) {
  bool valid = false;
  DiagnosticEngine::discardWhile([&] { valid = succeeded(verify(op)); });
  return valid;
}
