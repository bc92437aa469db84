//===- OneShotAnalysis.cpp - In-place decisions ---------------------------===//
//
// MLIR 22's One-Shot Analysis (see OneShotAnalysis.h). A read R of a value
// conflicts with an in-place write W to an alias when, following the SSA
// chain back from R, R expects a definition that W would overwrite: W
// happens after that definition and before R. Op order rules writes out
// only where no loop (a repetitive region, or a cycle of blocks) makes
// them run again.
//
//===----------------------------------------------------------------------===//
#include "dialects/bufferization/transforms/OneShotAnalysis.h"
#include "dialects/bufferization/BufferizationOps.h"
#include "interfaces/ControlFlowInterfaces.h"
#include "ir/Attributes.h"
#include "ir/Block.h"
#include "ir/Context.h"
#include "ir/Diagnostics.h"
#include "ir/Dominance.h"
#include "ir/Region.h"
#include "text/Printer.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/ADT/SmallPtrSet.h"

#include <atomic>
#include <random>
#include <string>

using namespace terrace;
using namespace terrace::bufferization;
using llvm::failure;
using llvm::LogicalResult;
using llvm::success;

namespace {
/// Reads and writes in the order they were found (uses in use-list order,
/// aliases in the alias set's), not by address: which conflict
/// print-conflicts names must not change from run to run. (MLIR's
/// DenseSet does, so its annotation may name another of several.)
using OperandSet =
    llvm::SetVector<OpOperand *, llvm::SmallVector<OpOperand *, 8>,
                    llvm::DenseSet<OpOperand *>>;
} // namespace

//===----------------------------------------------------------------------===//
// The state
//===----------------------------------------------------------------------===//

template <typename Fn> static void walkPreOrder(Operation *op, Fn &&fn) {
  fn(op);
  for (Region &region : op->getRegions())
    for (Block &block : region)
      for (Operation &nested : block)
        walkPreOrder(&nested, fn);
}

template <typename Fn> static void walkPostOrder(Operation *op, Fn &&fn) {
  for (Region &region : op->getRegions())
    for (Block &block : region)
      for (Operation &nested : llvm::make_early_inc_range(block))
        walkPostOrder(&nested, fn);
  fn(op);
}

OneShotAnalysisState::OneShotAnalysisState(Operation *root,
                                           const BufferizationOptions &options)
    : AnalysisState(options) {
  walkPreOrder(root, [&](Operation *op) {
    for (Value result : op->getResults())
      if (isTensor(result.getType()))
        createAliasInfoEntry(result);
    for (Region &region : op->getRegions())
      for (Block &block : region)
        for (Value arg : block.getArguments())
          if (isTensor(arg.getType()))
            createAliasInfoEntry(arg);
  });
  // Operands that must be written in place are decided first.
  walkPreOrder(root, [&](Operation *op) {
    const BufferizableOpInterface *model = getModel(op);
    if (!model)
      return;
    for (OpOperand &operand : op->getOpOperands()) {
      if (!isTensor(operand.get().getType()))
        continue;
      bool must = model->mustBufferizeInPlace
                      ? model->mustBufferizeInPlace(operand, *this)
                      : llvm::isa<UnrankedTensorType>(operand.get().getType());
      if (must)
        bufferizeInPlace(operand);
    }
  });
}

void OneShotAnalysisState::createAliasInfoEntry(Value value) {
  aliases.insert(value);
  equivalences.insert(value);
}

bool OneShotAnalysisState::isInPlace(OpOperand &operand) const {
  return inPlace.contains(&operand);
}

bool OneShotAnalysisState::areEquivalentBufferizedValues(Value a,
                                                         Value b) const {
  return equivalences.isEquivalent(a, b);
}

bool OneShotAnalysisState::areAliasingBufferizedValues(Value a, Value b) const {
  return aliases.isEquivalent(a, b);
}

bool OneShotAnalysisState::hasUndefinedContents(OpOperand *operand) const {
  return undefinedTensorUses.contains(operand);
}

void OneShotAnalysisState::bufferizeInPlace(OpOperand &operand) {
  if (!inPlace.insert(&operand).second)
    return;
  for (const AliasingValue &alias : getAliasingValues(operand))
    aliases.unionSets(alias.value, operand.get());
}

void OneShotAnalysisState::applyOnAliases(
    Value value, llvm::function_ref<void(Value)> fn) const {
  if (!aliases.contains(value)) {
    fn(value);
    return;
  }
  for (Value alias : aliases.members(value))
    fn(alias);
}

static bool isInPlaceMemoryWrite(OpOperand &operand,
                                 const OneShotAnalysisState &state) {
  return state.bufferizesToMemoryWrite(operand) && state.isInPlace(operand);
}

bool OneShotAnalysisState::isValueWritten(Value value) const {
  bool written = false;
  applyOnAliases(value, [&](Value alias) {
    for (OpOperand *use = alias.getFirstUse(); use; use = use->getNextUse())
      if (isInPlaceMemoryWrite(*use, *this))
        written = true;
  });
  return written;
}

bool OneShotAnalysisState::isWritable(Value value) const {
  Operation *owner = value.isBlockArgument()
                         ? value.getParentBlock()->getParentOp()
                         : value.getDefiningOp();
  const BufferizableOpInterface *model = getModel(owner);
  if (!model)
    return false;
  if (model->isWritable)
    return model->isWritable(value, *this);
  return !value.isBlockArgument();
}

const llvm::SetVector<Value> &
OneShotAnalysisState::findDefinitionsCached(OpOperand *operand) {
  Value value = operand->get();
  auto it = cachedDefinitions.find(value);
  if (it != cachedDefinitions.end())
    return it->second;
  llvm::SetVector<Value> definitions = findDefinitions(operand);
  return cachedDefinitions[value] = std::move(definitions);
}

void OneShotAnalysisState::gatherUndefinedTensorUses(Operation *root) {
  walkPreOrder(root, [&](Operation *op) {
    if (!getModel(op))
      return;
    for (Value result : op->getResults()) {
      if (!isTensor(result.getType()) || result.use_empty())
        continue;
      if (findDefinitionsCached(result.getFirstUse()).empty())
        for (OpOperand *use = result.getFirstUse(); use;
             use = use->getNextUse())
          undefinedTensorUses.insert(use);
    }
  });
}

//===----------------------------------------------------------------------===//
// Conflicts
//===----------------------------------------------------------------------===//

static bool isAncestorOrSelf(Operation *ancestor, Operation *op) {
  for (; op; op = op->getParentOp())
    if (op == ancestor)
      return true;
  return false;
}

/// Whether `a` (or an ancestor of it) runs before `b`, `b` not in `a`.
static bool happensBefore(Operation *a, Operation *b, DominanceInfo &domInfo) {
  do {
    if (a != b && isAncestorOrSelf(a, b))
      return false;
    if (domInfo.properlyDominates(a, b))
      return true;
  } while ((a = a->getParentOp()));
  return false;
}

/// Whether no loop region makes the read, the write or a definition run
/// again, so op order decides (MLIR's canUseOpDominanceDueToRegions).
static bool canUseOpDominanceDueToRegions(OpOperand *read, OpOperand *write,
                                          const llvm::SetVector<Value> &defs,
                                          const AnalysisState &state) {
  for (Value def : defs) {
    Region *readRegion = state.getEnclosingRepetitiveRegion(read->getOwner());
    Region *defRegion = state.getEnclosingRepetitiveRegion(def);
    if (readRegion == defRegion)
      continue;
    while (true) {
      Region *next = state.getNextEnclosingRepetitiveRegion(readRegion);
      if (next == defRegion || !next)
        break;
      readRegion = next;
    }
    if (isAncestorOrSelf(readRegion->getParentOp(), write->getOwner()))
      return false;
  }
  return true;
}

/// Whether `to` is reachable from `from` without passing `except`.
static bool isReachable(Block *from, Block *to, Block *except) {
  llvm::SmallVector<Block *, 8> worklist;
  llvm::SmallPtrSet<Block *, 8> visited;
  auto push = [&](Block *block) {
    if (block->empty())
      return;
    Operation *terminator = &block->back();
    for (unsigned i = 0; i < terminator->getNumSuccessors(); ++i) {
      Block *succ = terminator->getSuccessor(i);
      if (succ != except && visited.insert(succ).second)
        worklist.push_back(succ);
    }
  };
  push(from);
  while (!worklist.empty()) {
    Block *block = worklist.pop_back_val();
    if (block == to)
      return true;
    push(block);
  }
  return false;
}

/// `op` or its ancestor in `region`, or null.
static Operation *ancestorIn(Region *region, Operation *op) {
  while (op && op->getParentRegion() != region)
    op = op->getParentOp();
  return op;
}

/// Whether, in a region of several blocks, a write in another block than
/// that of block argument `definition` may run after the argument is
/// defined and before `readingOp` reads the same definition: the write's
/// block is reached from the argument's, and the read's from the write's
/// (or follows it in one block) without passing the argument's block
/// again (which would bind the argument anew: a loop carrying the value
/// it writes, whose later reads see the new value, as they should).
static bool writeMayFollowArgument(Value definition, Operation *writingOp,
                                   Operation *readingOp) {
  Block *block = definition.getParentBlock();
  Region *region = block->getParent();
  Operation *write = ancestorIn(region, writingOp);
  Operation *read = ancestorIn(region, readingOp);
  if (!write || !read || write->getBlock() == block)
    return false;
  Block *writeBlock = write->getBlock(), *readBlock = read->getBlock();
  if (!isReachable(block, writeBlock, nullptr))
    return false;
  if (writeBlock == readBlock && write->isBeforeInBlock(read))
    return true;
  return isReachable(writeBlock, readBlock, /*except=*/block);
}

static bool canUseOpDominanceDueToBlocks(OpOperand *read, OpOperand *write,
                                         const llvm::SetVector<Value> &defs) {
  if (read->getOwner()->getParentRegion() !=
      write->getOwner()->getParentRegion())
    return true;
  Block *readBlock = read->getOwner()->getBlock();
  Block *writeBlock = write->getOwner()->getBlock();
  for (Value def : defs) {
    Block *defBlock = def.getParentBlock();
    if (isReachable(readBlock, writeBlock, defBlock) &&
        isReachable(writeBlock, readBlock, defBlock))
      return false;
  }
  return true;
}

/// Whether an equivalent of `other` lies on `start`'s SSA chain through
/// equivalent values of one type (casts aside).
static bool hasEquivalentValueInReverseUseDefChain(const AnalysisState &state,
                                                   OpOperand *start,
                                                   Value other) {
  TraversalConfig config;
  config.followEquivalentOnly = true;
  config.alwaysIncludeLeaves = false;
  config.followSameTypeOrCastsOnly = true;
  return !state
              .findValueInReverseUseDefChain(
                  start, [&](Value v) { return v == other; }, config)
              .empty();
}

/// The closest region around `region` (itself included) whose iterations
/// run in parallel.
static Region *getParallelRegion(Region *region, const AnalysisState &state) {
  while (region) {
    Operation *op = region->getParentOp();
    if (!op)
      return nullptr;
    const BufferizableOpInterface *model = state.getModel(op);
    if (model && model->isParallelRegion) {
      unsigned index = 0;
      for (unsigned i = 0; i < op->getNumRegions(); ++i)
        if (&op->getRegion(i) == region)
          index = i;
      if (model->isParallelRegion(op, index))
        return region;
    }
    region = op->getParentRegion();
  }
  return nullptr;
}

/// Whether every value the reverse SSA walk from `operand` ends at is the
/// subset `insert` writes (MLIR's matchesInsertDestination).
static bool matchesInsertDestination(const AnalysisState &state,
                                     OpOperand *operand, Operation *insert) {
  const auto *model = state.getModel(insert);
  auto matching = [&](Value v) {
    return !v.isBlockArgument() && model->isEquivalentSubset(state, insert, v);
  };
  llvm::SetVector<Value> leaves =
      state.findValueInReverseUseDefChain(operand, matching);
  return llvm::all_of(leaves, matching);
}

/// MLIR's areNonConflictingSubsets: a read and a write of the same subset
/// of a subset insertion's destination do not conflict.
static bool areNonConflictingSubsets(OpOperand *read, OpOperand *write,
                                     const AnalysisState &state) {
  auto isSubsetInsertion = [&](Operation *op) {
    const BufferizableOpInterface *model = state.getModel(op);
    return model && model->isEquivalentSubset;
  };
  Operation *readingOp = read->getOwner();
  if (isSubsetInsertion(readingOp)) {
    OpOperand &source = readingOp->getOpOperands()[0];
    OpOperand &dest = readingOp->getOpOperands()[1];
    // The insertion reads its destination only outside the subset the
    // write fills.
    if (read == &dest && matchesInsertDestination(state, write, readingOp))
      return true;
    // It reads its source from the subset it writes.
    if (read == &source && write == &dest &&
        matchesInsertDestination(state, read, readingOp))
      return true;
  }
  Operation *writingOp = write->getOwner();
  if (isSubsetInsertion(writingOp)) {
    OpOperand &source = writingOp->getOpOperands()[0];
    OpOperand &dest = writingOp->getOpOperands()[1];
    // It writes back the very data the read sees there.
    if (write == &dest &&
        state.areEquivalentBufferizedValues(read->get(), source.get()) &&
        matchesInsertDestination(state, &source, writingOp))
      return true;
  }
  return false;
}

//===-- print-conflicts: the decisions, annotated as MLIR's are -----------===//

/// Marks `value`'s definer `<id>[<what>: result N]` or, for a block
/// argument, the op holding the block `<id>[<what>: bbArg N]`.
static void annotateDefinition(Value value, const std::string &id,
                               llvm::StringRef what) {
  Context &ctx = value.getType().getContext();
  std::string index = std::to_string(value.getIndex());
  Operation *owner = value.isBlockArgument()
                         ? value.getParentBlock()->getParentOp()
                         : value.getDefiningOp();
  std::string name = id + "[" + what.str() + ": " +
                     (value.isBlockArgument() ? "bbArg " : "result ") + index +
                     "]";
  owner->setAttr(name, UnitAttr::get(ctx));
}

/// A read that a write in place would change: `C_<n>[CONFL-WRITE: i]` on
/// the writing op, `C_<n>[READ: i]` on the reading op and `C_<n>[DEF: ...]`
/// on the definition they share. Numbered over the process, as MLIR's.
static void annotateConflict(OpOperand *read, OpOperand *write,
                             Value definition) {
  static std::atomic<uint64_t> counter{0};
  std::string id = "C_" + std::to_string(counter++);
  Context &ctx = definition.getType().getContext();
  write->getOwner()->setAttr(
      id + "[CONFL-WRITE: " + std::to_string(write->getOperandNumber()) + "]",
      UnitAttr::get(ctx));
  read->getOwner()->setAttr(
      id + "[READ: " + std::to_string(read->getOperandNumber()) + "]",
      UnitAttr::get(ctx));
  annotateDefinition(definition, id, "DEF");
}

/// A value that may not be written: `W_<n>[NOT-WRITABLE: ...]`.
static void annotateNonWritableTensor(Value value) {
  static std::atomic<uint64_t> counter{0};
  annotateDefinition(value, "W_" + std::to_string(counter++), "NOT-WRITABLE");
}

/// MLIR's hasReadAfterWriteInterference: whether a read sees a different
/// definition once the writes happen in place.
static bool hasReadAfterWriteInterference(const OperandSet &reads,
                                          const OperandSet &writes,
                                          DominanceInfo &domInfo,
                                          OneShotAnalysisState &state) {
  const BufferizationOptions &options = state.getOptions();
  // A write in a parallel region to a buffer defined outside it would be
  // shared by the iterations: it must be privatized.
  if (options.checkParallelRegions && !reads.empty()) {
    for (OpOperand *write : writes) {
      llvm::SetVector<Value> definitions = state.findValueInReverseUseDefChain(
          write, [&](Value v) { return state.bufferizesToMemoryWrite(v); });
      Region *writeRegion =
          getParallelRegion(write->getOwner()->getParentRegion(), state);
      for (Value def : definitions)
        if (getParallelRegion(def.getParentBlock()->getParent(), state) !=
            writeRegion)
          return true;
    }
  }
  for (OpOperand *read : reads) {
    Operation *readingOp = read->getOwner();
    const llvm::SetVector<Value> definitions =
        state.findDefinitionsCached(read);
    if (definitions.empty())
      continue;
    for (OpOperand *write : writes) {
      Operation *writingOp = write->getOwner();
      bool useDominance =
          canUseOpDominanceDueToRegions(read, write, definitions, state) &&
          canUseOpDominanceDueToBlocks(read, write, definitions);
      if (useDominance) {
        if (happensBefore(readingOp, writingOp, domInfo))
          continue;
        if (read == write)
          continue;
        if (state.insideMutuallyExclusiveRegions(readingOp, writingOp))
          continue;
        if (writingOp == readingOp) {
          const BufferizableOpInterface *model = state.getModel(readingOp);
          OpOperand *pair[] = {read, write};
          if (model && model->bufferizesToElementwiseAccess &&
              model->bufferizesToElementwiseAccess(readingOp, state, pair) &&
              (hasEquivalentValueInReverseUseDefChain(state, read,
                                                      write->get()) ||
               hasEquivalentValueInReverseUseDefChain(state, write,
                                                      read->get())))
            continue;
        }
      }
      if (areNonConflictingSubsets(read, write, state))
        continue;
      if (const auto *model = state.getModel(readingOp))
        if (model->isNotConflicting &&
            model->isNotConflicting(read, write, state))
          continue;
      if (writingOp != readingOp)
        if (const auto *model = state.getModel(writingOp))
          if (model->isNotConflicting &&
              model->isNotConflicting(read, write, state))
            continue;
      for (Value definition : definitions) {
        if (Operation *defOp = definition.getDefiningOp()) {
          if (happensBefore(writingOp, defOp, domInfo))
            continue;
          if (defOp != writingOp && isAncestorOrSelf(defOp, writingOp))
            continue;
        } else {
          Block *block = definition.getParentBlock();
          Operation *ancestor = writingOp;
          while (ancestor && ancestor->getBlock() != block)
            ancestor = ancestor->getParentOp();
          // MLIR 22 takes a write outside the argument's block for a write
          // outside its region, which holds where regions have one block.
          // With branches the write may come later, in a block the
          // argument's block reaches: a function argument written in a
          // later block and read there after is a conflict MLIR misses
          // (its code then reads the new value). Terrace keeps it.
          if (!ancestor &&
              !writeMayFollowArgument(definition, writingOp, readingOp))
            continue;
        }
        AliasingValueList written = state.getAliasingValues(*write);
        if (written.size() == 1 && written.front().value == definition)
          continue;
        if (options.printConflicts)
          annotateConflict(read, write, definition);
        return true;
      }
    }
  }
  return false;
}

static void getAliasingInPlaceWrites(OperandSet &result, Value root,
                                     const OneShotAnalysisState &state) {
  state.applyOnAliases(root, [&](Value alias) {
    for (OpOperand *use = alias.getFirstUse(); use; use = use->getNextUse())
      if (isInPlaceMemoryWrite(*use, state))
        result.insert(use);
  });
}

static void getAliasingReads(OperandSet &result, Value root,
                             const OneShotAnalysisState &state) {
  state.applyOnAliases(root, [&](Value alias) {
    for (OpOperand *use = alias.getFirstUse(); use; use = use->getNextUse()) {
      if (state.bufferizesToMemoryRead(*use)) {
        result.insert(use);
        continue;
      }
      // A view that is read later reads the value too.
      if (!state.bufferizesToMemoryWrite(*use))
        for (const AliasingValue &a : state.getAliasingValues(*use))
          if (state.isValueRead(a.value)) {
            result.insert(use);
            break;
          }
    }
  });
}

static bool wouldCreateReadAfterWriteInterference(
    OpOperand &operand, DominanceInfo &domInfo, OneShotAnalysisState &state,
    bool checkConsistencyOnly = false) {
  OperandSet reads, writes;
  getAliasingReads(reads, operand.get(), state);
  getAliasingInPlaceWrites(writes, operand.get(), state);
  for (const AliasingValue &alias : state.getAliasingValues(operand)) {
    getAliasingReads(reads, alias.value, state);
    getAliasingInPlaceWrites(writes, alias.value, state);
  }
  if (!checkConsistencyOnly && state.bufferizesToMemoryWrite(operand))
    writes.insert(&operand);
  return hasReadAfterWriteInterference(reads, writes, domInfo, state);
}

static bool
wouldCreateWriteToNonWritableBuffer(OpOperand &operand,
                                    OneShotAnalysisState &state,
                                    bool checkConsistencyOnly = false) {
  bool foundWrite =
      !checkConsistencyOnly && state.bufferizesToMemoryWrite(operand);
  if (!foundWrite) {
    OperandSet writes;
    getAliasingInPlaceWrites(writes, operand.get(), state);
    for (const AliasingValue &alias : state.getAliasingValues(operand))
      getAliasingInPlaceWrites(writes, alias.value, state);
    foundWrite = !writes.empty();
  }
  if (!foundWrite)
    return false;
  bool readOnly = false;
  auto check = [&](Value v) {
    if (state.isWritable(v))
      return;
    readOnly = true;
    if (state.getOptions().printConflicts)
      annotateNonWritableTensor(v);
  };
  state.applyOnAliases(operand.get(), check);
  for (const AliasingValue &alias : state.getAliasingValues(operand))
    state.applyOnAliases(alias.value, check);
  return readOnly;
}

//===----------------------------------------------------------------------===//
// The analysis
//===----------------------------------------------------------------------===//

void OneShotAnalysisState::analyzeSingleOp(Operation *op,
                                           DominanceInfo &domInfo) {
  for (OpOperand &operand : op->getOpOperands()) {
    if (!isTensor(operand.get().getType()))
      continue;
    bool interference =
        wouldCreateWriteToNonWritableBuffer(operand, *this) ||
        wouldCreateReadAfterWriteInterference(operand, domInfo, *this);
    if (!interference)
      bufferizeInPlace(operand);
  }
}

/// Merges the equivalence classes of results with the operand they
/// certainly are, once decided in place.
static void equivalenceAnalysis(Operation *root, OneShotAnalysisState &state) {
  llvm::SmallVector<Operation *, 16> ops;
  walkPostOrder(root, [&](Operation *op) {
    for (Value result : op->getResults())
      if (isTensor(result.getType())) {
        ops.push_back(op);
        return;
      }
  });
  for (Operation *op : ops) {
    const BufferizableOpInterface *model = state.getModel(op);
    if (!model)
      continue;
    for (Value result : op->getResults()) {
      if (!isTensor(result.getType()))
        continue;
      AliasingOpOperandList aliases = state.getAliasingOpOperands(result);
      if (aliases.empty())
        continue;
      Value first = aliases.front().opOperand->get();
      bool allEquivalent = true;
      for (const AliasingOpOperand &alias : aliases) {
        bool equivalent = alias.relation == BufferRelation::Equivalent;
        bool inPlace = state.isInPlace(*alias.opOperand);
        Value operand = alias.opOperand->get();
        if (equivalent && inPlace && alias.isDefinite) {
          state.unionEquivalenceClasses(result, operand);
          allEquivalent = false;
          break;
        }
        if (!equivalent || !inPlace)
          allEquivalent = false;
        if (!state.areEquivalentBufferizedValues(operand, first))
          allEquivalent = false;
      }
      bool allocates = model->bufferizesToAllocation &&
                       model->bufferizesToAllocation(result);
      if (allEquivalent && !allocates)
        state.unionEquivalenceClasses(result, first);
    }
  }
}

/// Nested ops before their op, regions, blocks and ops last to first
/// (MLIR's post-order walk with its reverse iterator).
template <typename Fn>
static void walkPostOrderReversed(Operation *op, Fn &&fn) {
  for (Region &region : llvm::reverse(op->getRegions()))
    for (Block &block : llvm::reverse(region))
      for (Operation &nested : llvm::reverse(block))
        walkPostOrderReversed(&nested, fn);
  fn(op);
}

/// Whether `op` ends a region and hands its operands on (MLIR's
/// RegionBranchTerminatorOpInterface, which return-like ops have too).
static bool isRegionTerminator(Operation *op) {
  return getInterface<RegionBranchTerminatorInterface>(op) ||
         op->hasTrait(OpTrait::ReturnLike);
}

/// MLIR's bottomUpFromTerminatorsHeuristic: first the ops that make what
/// each region's terminator yields, walking back from it through aliasing
/// operands within its region; then every other op, last to first.
static llvm::SmallVector<Operation *, 32>
bottomUpFromTerminators(Operation *root, const OneShotAnalysisState &state) {
  llvm::SetVector<Operation *> traversed;
  walkPostOrder(root, [&](Operation *terminator) {
    if (!isRegionTerminator(terminator) || !traversed.insert(terminator))
      return;
    llvm::SmallVector<Value, 8> worklist;
    auto pushResults = [&](auto &&values) {
      for (Value value : values)
        if (isTensor(value.getType()) && !value.isBlockArgument())
          worklist.push_back(value);
    };
    pushResults(terminator->getOperands());
    Region *region = terminator->getParentRegion();
    while (!worklist.empty()) {
      Value result = worklist.pop_back_val();
      Operation *def = result.getDefiningOp();
      // Within the terminator's region, at any depth.
      if (!traversed.insert(def) || !region->isAncestor(def->getParentRegion()))
        continue;
      for (const AliasingOpOperand &alias : state.getAliasingOpOperands(result))
        pushResults(ValueRange{alias.opOperand->get()});
    }
  });
  llvm::SmallVector<Operation *, 32> ordered(traversed.begin(),
                                             traversed.end());
  walkPostOrderReversed(root, [&](Operation *op) {
    if (!traversed.contains(op) && hasTensorSemantics(op, state.getModel(op)))
      ordered.push_back(op);
  });
  return ordered;
}

LogicalResult OneShotAnalysisState::analyzeOp(Operation *root,
                                              DominanceInfo &domInfo) {
  AnalysisHeuristic heuristic = getOptions().analysisHeuristic;
  llvm::SmallVector<Operation *, 32> ordered;
  if (heuristic == AnalysisHeuristic::BottomUpFromTerminators) {
    ordered = bottomUpFromTerminators(root, *this);
  } else {
    walkPostOrder(root, [&](Operation *op) {
      if (hasTensorSemantics(op, getModel(op)))
        ordered.push_back(op);
    });
    if (heuristic == AnalysisHeuristic::BottomUp)
      std::reverse(ordered.begin(), ordered.end());
    // A random order, to find what the analysis gets wrong (MLIR's, so
    // that a seed gives the order it gives mlir-opt).
    if (heuristic == AnalysisHeuristic::Fuzzer) {
      std::mt19937 generator(getOptions().analysisFuzzerSeed);
      llvm::shuffle(ordered.begin(), ordered.end(), generator);
    }
  }
  for (Operation *op : ordered)
    analyzeSingleOp(op, domInfo);
  equivalenceAnalysis(root, *this);
  return success();
}

/// The input may not hold ops the analysis cannot follow (MLIR's
/// checkPreBufferizationAssumptions).
static LogicalResult
checkPreBufferizationAssumptions(Operation *root, DominanceInfo &domInfo,
                                 OneShotAnalysisState &state) {
  bool failed = false;
  walkPreOrder(root, [&](Operation *op) {
    if (failed || !state.getModel(op))
      return;
    if (auto toTensor = llvm::dyn_cast<ToTensorOp>(op)) {
      if (!toTensor.property<"restrict">() &&
          !toTensor.result<"result">().use_empty()) {
        op->emitOpError("to_tensor ops without `restrict` are not supported "
                        "by One-Shot Analysis");
        failed = true;
        return;
      }
    }
    for (OpOperand &operand : op->getOpOperands()) {
      if (!isTensor(operand.get().getType()))
        continue;
      if (wouldCreateReadAfterWriteInterference(
              operand, domInfo, state,
              /*checkConsistencyOnly=*/true)) {
        op->emitOpError("not bufferizable under the given constraints: "
                        "cannot avoid RaW conflict");
        failed = true;
        return;
      }
      if (state.isInPlace(operand) &&
          wouldCreateWriteToNonWritableBuffer(operand, state,
                                              /*checkConsistencyOnly=*/true)) {
        op->emitOpError("not bufferizable under the given constraints: would "
                        "write to read-only buffer");
        failed = true;
        return;
      }
    }
  });
  return failure(failed);
}

static void annotateInPlaceOperands(Operation *root,
                                    const OneShotAnalysisState &state) {
  walkPreOrder(root, [&](Operation *op) {
    bool any = false;
    llvm::SmallVector<Attribute, 4> flags;
    Context &ctx = op->getContext();
    for (OpOperand &operand : op->getOpOperands()) {
      llvm::StringRef flag = "none";
      if (isTensor(operand.get().getType())) {
        flag = state.isInPlace(operand) ? "true" : "false";
        any = true;
      }
      flags.push_back(StringAttr::get(ctx, flag));
    }
    if (any)
      op->setAttr("__inplace_operands_attr__", ArrayAttr::get(ctx, flags));
  });
}

/// dump-alias-sets: each op's tensor results' alias sets
/// (`__opresult_alias_set_attr__`, one array of names per result) and its
/// regions' tensor block arguments' (`__bbarg_alias_set_attr__`: region,
/// block, argument), the values named as a print of `root` names them.
static void annotateAliasSets(Operation *root,
                              const OneShotAnalysisState &state) {
  Context &ctx = root->getContext();
  ValueNames names(root);
  auto aliasSet = [&](Value value) {
    llvm::SmallVector<Attribute, 4> members;
    state.applyOnAliases(value, [&](Value alias) {
      members.push_back(StringAttr::get(ctx, names.nameOf(alias)));
    });
    return ArrayAttr::get(ctx, members);
  };
  // Names first, attributes after: setting attributes does not change the
  // numbering, but keep the two apart all the same.
  llvm::SmallVector<std::tuple<Operation *, llvm::StringRef, Attribute>, 16>
      annotations;
  walkPostOrder(root, [&](Operation *op) {
    llvm::SmallVector<Attribute, 2> resultSets;
    for (Value result : op->getResults())
      if (isTensor(result.getType()))
        resultSets.push_back(aliasSet(result));
    if (!resultSets.empty())
      annotations.push_back(
          {op, "__opresult_alias_set_attr__", ArrayAttr::get(ctx, resultSets)});
    llvm::SmallVector<Attribute, 2> regionSets;
    bool anyTensorArgument = false;
    for (Region &region : op->getRegions()) {
      llvm::SmallVector<Attribute, 2> blockSets;
      for (Block &block : region) {
        llvm::SmallVector<Attribute, 2> argumentSets;
        for (Value argument : block.getArguments())
          if (isTensor(argument.getType())) {
            argumentSets.push_back(aliasSet(argument));
            anyTensorArgument = true;
          }
        blockSets.push_back(ArrayAttr::get(ctx, argumentSets));
      }
      regionSets.push_back(ArrayAttr::get(ctx, blockSets));
    }
    if (anyTensorArgument)
      annotations.push_back(
          {op, "__bbarg_alias_set_attr__", ArrayAttr::get(ctx, regionSets)});
  });
  for (auto &[op, name, sets] : annotations)
    op->setAttr(name, sets);
}

LogicalResult bufferization::analyzeOp(Operation *root,
                                       OneShotAnalysisState &state) {
  DominanceInfo domInfo;
  if (failed(checkPreBufferizationAssumptions(root, domInfo, state)))
    return failure();
  if (failed(state.analyzeOp(root, domInfo)))
    return failure();
  state.gatherUndefinedTensorUses(root);
  bool failedAnalysis = false;
  walkPreOrder(root, [&](Operation *op) {
    if (const auto *model = state.getModel(op))
      if (model->verifyAnalysis && failed(model->verifyAnalysis(op, state)))
        failedAnalysis = true;
  });
  if (state.getOptions().testAnalysisOnly)
    annotateInPlaceOperands(root, state);
  if (state.getOptions().dumpAliasSets)
    annotateAliasSets(root, state);
  return failure(failedAnalysis);
}

//===----------------------------------------------------------------------===//
// Copies
//===----------------------------------------------------------------------===//

LogicalResult bufferization::insertTensorCopies(Operation *root,
                                                const AnalysisState &state,
                                                BufferizationState &bstate) {
  PatternRewriter rewriter(root->getContext());
  bool failed = false;
  walkPostOrder(root, [&](Operation *op) {
    if (failed)
      return;
    const BufferizableOpInterface *model = state.getModel(op);
    if (!model)
      return;
    rewriter.setInsertionPoint(op);
    LogicalResult resolved =
        model->resolveConflicts
            ? model->resolveConflicts(op, rewriter, state, bstate)
            : resolveTensorOpOperandConflicts(op, rewriter, state, bstate);
    if (llvm::failed(resolved))
      failed = true;
  });
  return failure(failed);
}

LogicalResult
bufferization::insertTensorCopies(Operation *root,
                                  const BufferizationOptions &options,
                                  BufferizationState &bstate) {
  OneShotAnalysisState state(root, options);
  LogicalResult analyzed = options.bufferizeFunctionBoundaries
                               ? analyzeModuleOp(root, state)
                               : analyzeOp(root, state);
  if (failed(analyzed))
    return failure();
  if (options.testAnalysisOnly)
    return success();
  return insertTensorCopies(root, state, bstate);
}
