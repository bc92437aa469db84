//===- OwnershipBasedBufferDeallocation.cpp - Frees what is allocated -----===//
//
// MLIR 22's ownership-based-buffer-deallocation. Every memref a block
// deals with gets an ownership indicator, an i1 that says whether the
// block must free it: true for its allocations and call results, false
// for function arguments and memrefs from outside, a new block argument
// for a loop's buffers, an extra result for a region op's. Before each
// terminator a bufferization.dealloc frees what the block owns except
// what it passes on (its retained memrefs), whose updated ownership the
// terminator passes on too; a function returns only memrefs it owns,
// cloning the others. Later passes (buffer-deallocation-simplification,
// bufferization-lower-deallocations, canonicalize) make this cheap.
//
// Regions of several blocks (cf) are processed block by block, each
// after the blocks that dominate it: a memref live into a block is owned
// there as it was where it was defined, a block argument gets an i1
// argument for its ownership, and a branch frees, before it jumps, what
// its block owns and the successor does not keep (cf.cond_br through its
// own model, cf/transforms/BufferDeallocationModels.cpp). Loops of blocks
// are refused, as in MLIR. One departure on purpose: MLIR computes
// liveness once, before the pass replaces region ops (scf.if) by copies
// with ownership results, so a result of such an op used in a later block
// is freed before the branch and cloned after it (a use after free);
// Terrace asks liveness of the IR as it is.
//
//===----------------------------------------------------------------------===//
#include "dialects/arith/ArithOps.h"
#include "dialects/bufferization/BufferDeallocationOpInterface.h"
#include "dialects/bufferization/BufferizableOpInterface.h"
#include "dialects/bufferization/BufferizationInternal.h"
#include "dialects/bufferization/BufferizationOps.h"
#include "dialects/bufferization/transforms/Passes.h"
#include "dialects/func/FuncOps.h"
#include "dialects/memref/MemRefOps.h"
#include "dialects/scf/SCFOps.h"
#include "interfaces/CallInterfaces.h"
#include "interfaces/ControlFlowInterfaces.h"
#include "interfaces/SideEffectInterfaces.h"
#include "ir/Attributes.h"
#include "ir/Block.h"
#include "ir/Context.h"
#include "ir/Diagnostics.h"
#include "ir/Region.h"
#include "ir/SymbolTable.h"
#include "pass/Pass.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/ADT/SmallPtrSet.h"

using namespace terrace;
using namespace terrace::bufferization;
using llvm::failure;
using llvm::LogicalResult;
using llvm::success;

namespace {

/// An ownership indicator's lattice: none yet, one i1 value, or unknown
/// (two different ones met).
struct Ownership {
  enum class State {
    Uninitialized,
    Unique,
    Unknown
  } state = State::Uninitialized;
  Value indicator;

  bool isUnique() const { return state == State::Unique; }
  bool isUninitialized() const { return state == State::Uninitialized; }

  static std::optional<llvm::APInt> constantOf(Value v) {
    if (auto c =
            llvm::dyn_cast_if_present<arith::ConstantOp>(v.getDefiningOp()))
      if (auto attr = llvm::dyn_cast<IntegerAttr>(c.property<"value">()))
        return attr.getValue();
    return std::nullopt;
  }
  void combine(const Ownership &other) {
    if (other.isUninitialized())
      return;
    if (isUninitialized()) {
      *this = other;
      return;
    }
    if (!isUnique() || !other.isUnique()) {
      state = State::Unknown;
      return;
    }
    if (indicator == other.indicator)
      return;
    auto a = constantOf(indicator), b = constantOf(other.indicator);
    if (a && b && *a == *b)
      return;
    state = State::Unknown;
  }
};

/// Whether `v` is the constant true (MLIR's m_One on an i1).
bool isConstantTrue(Value v) {
  auto value = Ownership::constantOf(v);
  return value && value->getBitWidth() == 1 && value->isOne();
}

/// MLIR's ValueComparator: block arguments first (by number), results by
/// position; values of different regions by their regions' places.
bool valueLess(Value lhs, Value rhs) {
  if (lhs == rhs)
    return false;
  if (lhs.isBlockArgument() != rhs.isBlockArgument())
    return lhs.isBlockArgument();
  if (lhs.isBlockArgument() && rhs.isBlockArgument() &&
      lhs.getIndex() != rhs.getIndex())
    return lhs.getIndex() < rhs.getIndex();
  // Arguments of one number of two blocks of a region: MLIR's comparator
  // calls them equal (its order is then its hash set's); Terrace orders
  // them by their blocks, so that the order is one.
  if (lhs.isBlockArgument() && rhs.isBlockArgument() &&
      lhs.getParentBlock()->getParent() == rhs.getParentBlock()->getParent()) {
    for (Block &block : *lhs.getParentBlock()->getParent()) {
      if (&block == lhs.getParentBlock())
        return true;
      if (&block == rhs.getParentBlock())
        return false;
    }
  }
  if (!lhs.isBlockArgument()) {
    Operation *a = lhs.getDefiningOp(), *b = rhs.getDefiningOp();
    if (a == b)
      return lhs.getIndex() < rhs.getIndex();
    if (a->getParentRegion() == b->getParentRegion() &&
        a->getBlock() == b->getBlock())
      return a->isBeforeInBlock(b);
  }
  // Walk up both region chains together.
  Region *ra = lhs.getParentBlock()->getParent();
  Region *rb = rhs.getParentBlock()->getParent();
  while (ra && rb) {
    if (ra == rb)
      return false;
    Operation *pa = ra->getParentOp(), *pb = rb->getParentOp();
    if (pa == pb) {
      for (Region &r : pa->getRegions()) {
        if (&r == ra)
          return true;
        if (&r == rb)
          return false;
      }
    }
    if (pa && pb && pa->getParentRegion() == pb->getParentRegion() &&
        pa->getBlock() == pb->getBlock())
      return pa->isBeforeInBlock(pb);
    ra = pa ? pa->getParentRegion() : nullptr;
    rb = pb ? pb->getParentRegion() : nullptr;
  }
  return !ra;
}

/// Whether `region` is a proper ancestor of `other`.
bool isProperAncestor(Region *region, Region *other) {
  for (Operation *op = other->getParentOp(); op; op = op->getParentOp()) {
    Region *parent = op->getParentRegion();
    if (parent == region)
      return true;
    if (!parent)
      return false;
  }
  return false;
}

/// Whether `op` states its memory effects (MLIR's MemoryEffectOpInterface,
/// which Pure and NoMemoryEffect ops implement with none).
bool statesEffects(Operation *op) {
  return getInterface<MemoryEffectOpInterface>(op) ||
         op->hasTrait(OpTrait::Pure) || op->hasTrait(OpTrait::NoMemoryEffect);
}

/// Whether `op` is nested (at any depth) in `block`.
bool isInBlock(Operation *op, Block *block) {
  for (; op; op = op->getParentOp())
    if (op->getBlock() == block)
      return true;
  return false;
}

/// The memrefs live into each block of `region` (MLIR's Liveness, for
/// memrefs, of the IR as it is now): those a block's ops (nested ones
/// included) use and that are defined outside the block, and those live
/// into a successor that the block does not define.
llvm::DenseMap<Block *, llvm::SetVector<Value>> liveMemrefsIn(Region &region) {
  llvm::DenseMap<Block *, llvm::SetVector<Value>> liveIn;
  for (Block &block : region) {
    llvm::SetVector<Value> &uses = liveIn[&block];
    auto visit = [&](auto &self, Block &b) -> void {
      for (Operation &op : b) {
        for (Value operand : op.getOperands()) {
          if (!isMemRefLike(operand.getType()))
            continue;
          Operation *def = operand.getDefiningOp();
          bool inside =
              def ? isInBlock(def, &block)
                  : operand.getParentBlock() == &block ||
                        isInBlock(operand.getParentBlock()->getParentOp(),
                                  &block);
          if (!inside)
            uses.insert(operand);
        }
        for (Region &nested : op.getRegions())
          for (Block &inner : nested)
            self(self, inner);
      }
    };
    visit(visit, block);
  }
  if (region.getBlocks().size() < 2)
    return liveIn;
  // Backwards to a fixed point: what a successor needs and the block does
  // not define is live into the block too.
  for (bool changed = true; changed;) {
    changed = false;
    for (Block &block : llvm::reverse(region)) {
      Operation *terminator = block.empty() ? nullptr : &block.back();
      if (!terminator)
        continue;
      for (unsigned i = 0; i < terminator->getNumSuccessors(); ++i)
        for (Value value : liveIn[terminator->getSuccessor(i)]) {
          if (value.getParentBlock() == &block)
            continue;
          changed |= liveIn[&block].insert(value);
        }
    }
  }
  return liveIn;
}

/// `values` in MLIR's ValueComparator order.
llvm::SmallVector<Value, 4> sorted(const llvm::SetVector<Value> &values) {
  llvm::SmallVector<Value, 4> result(values.begin(), values.end());
  llvm::sort(result, valueLess);
  return result;
}

/// The blocks of `region` reachable from its entry, in depth-first
/// preorder along successors (MLIR's ForwardDominanceIterator): a block
/// comes after the blocks that dominate it.
llvm::SmallVector<Block *, 8> forwardDominanceOrder(Region &region) {
  llvm::SmallVector<Block *, 8> order;
  if (region.empty())
    return order;
  // Iterative: a chain of many blocks must not exhaust the stack.
  llvm::SmallPtrSet<Block *, 8> visited;
  llvm::SmallVector<std::pair<Block *, unsigned>, 8> stack;
  visited.insert(&region.front());
  order.push_back(&region.front());
  stack.push_back({&region.front(), 0});
  while (!stack.empty()) {
    auto &[block, next] = stack.back();
    Operation *terminator = block->empty() ? nullptr : &block->back();
    if (!terminator || next >= terminator->getNumSuccessors()) {
      stack.pop_back();
      continue;
    }
    Block *successor = terminator->getSuccessor(next++);
    if (!visited.insert(successor).second)
      continue;
    order.push_back(successor);
    stack.push_back({successor, 0});
  }
  return order;
}

/// Whether a branch anywhere in `op` jumps back to a block on the way to it
/// (MLIR's Backedges: loops of blocks). An edge goes from a block to each
/// successor of its ops and to the entry of each of their regions.
bool hasBackedge(Operation *op) {
  auto edgesOf = [](Block *block) {
    llvm::SmallVector<Block *, 4> edges;
    for (Operation &inner : *block) {
      for (unsigned i = 0; i < inner.getNumSuccessors(); ++i)
        edges.push_back(inner.getSuccessor(i));
      for (Region &region : inner.getRegions())
        if (!region.empty())
          edges.push_back(&region.front());
    }
    return edges;
  };
  enum class Mark { OnPath, Done };
  llvm::DenseMap<Block *, Mark> marks;
  // Iterative depth-first search: a chain of many blocks must not exhaust
  // the stack.
  struct Frame {
    Block *block;
    llvm::SmallVector<Block *, 4> edges;
    size_t next = 0;
  };
  llvm::SmallVector<Frame, 8> stack;
  for (Region &region : op->getRegions()) {
    if (region.empty() || marks.count(&region.front()))
      continue;
    marks[&region.front()] = Mark::OnPath;
    stack.push_back({&region.front(), edgesOf(&region.front())});
    while (!stack.empty()) {
      Frame &frame = stack.back();
      if (frame.next == frame.edges.size()) {
        marks[frame.block] = Mark::Done;
        stack.pop_back();
        continue;
      }
      Block *target = frame.edges[frame.next++];
      auto [it, inserted] = marks.try_emplace(target, Mark::OnPath);
      if (!inserted) {
        if (it->second == Mark::OnPath)
          return true;
        continue;
      }
      stack.push_back({target, edgesOf(target)});
    }
  }
  return false;
}

class Deallocation : public DeallocationState {
public:
  /// `dynamicOwnership`: MLIR's private-function-dynamic-ownership.
  Deallocation(Operation *func, bool dynamicOwnership)
      : func(func), dynamicOwnership(dynamicOwnership) {}

  LogicalResult run() {
    if (hasBackedge(func))
      return func->emitError(
                 "Only structured control-flow loops are supported."),
             failure();
    if (failed(deallocateRegion(func->getRegion(0))))
      return failure();
    return updateFunctionSignature();
  }

  //===-- What ops' own models ask (DeallocationState)

  LogicalResult getMemrefsAndConditionsToDeallocate(
      OpBuilder &b, Location loc, Block *block,
      llvm::SmallVectorImpl<Value> &memrefs,
      llvm::SmallVectorImpl<Value> &conditions) override {
    return conditionsToDeallocate(b, loc, block, memrefs, conditions);
  }

  void getMemrefsToRetain(Block *from, Block *to, ValueRange destOperands,
                          llvm::SmallVectorImpl<Value> &toRetain) override {
    for (Value operand : destOperands)
      if (isMemRefLike(operand.getType()))
        toRetain.push_back(operand);
    if (!to)
      return; // Nothing lives past a block without successors.
    // Live out of `from` and into `to`: what `to` needs, as it is one of
    // `from`'s successors.
    llvm::SmallVector<Value, 4> live = sorted(liveIn[to]);
    toRetain.append(live.begin(), live.end());
  }

  void resetOwnerships(ValueRange values, Block *block) override {
    for (Value value : values)
      resetOwnership(value, block);
  }

  void updateOwnership(Value memref, Value indicator, Block *block) override {
    joinOwnership(memref, indicator, block);
  }

private:
  //===-- State

  Ownership &ownership(Value value, Block *block) {
    return ownerships[{value, block}];
  }
  void joinOwnership(Value value, Ownership own, Block *block = nullptr) {
    ownership(value, block ? block : value.getParentBlock()).combine(own);
  }
  void joinOwnership(Value value, Value indicator, Block *block = nullptr) {
    Ownership own;
    own.state = Ownership::State::Unique;
    own.indicator = indicator;
    joinOwnership(value, own, block);
  }
  void resetOwnership(Value value, Block *block) {
    ownership(value, block) = Ownership();
  }
  /// The ownerships a dealloc answers for what it retains. A memref
  /// retained twice (passed and live, or passed twice) gets two equal
  /// answers: the first is its ownership (MLIR joins both into an unknown
  /// ownership and then refuses the function).
  void joinRetainedOwnerships(llvm::ArrayRef<Value> retained,
                              ResultRange updated, Block *block) {
    for (size_t i = 0; i < retained.size(); ++i)
      if (!llvm::is_contained(retained.take_front(i), retained[i]))
        joinOwnership(retained[i], updated[i], block);
  }
  void addMemrefToDeallocate(Value value, Block *block) {
    toDeallocate[block].push_back(value);
  }

  Value boolConstant(OpBuilder &b, Location loc, bool value) {
    Type i1 = IntegerType::get(b.getContext(), 1);
    return create<arith::ConstantOp>(
               b, loc, with<"value">(IntegerAttr::get(i1, int64_t(value))),
               with<"result">(i1))
        .result<"result">();
  }

  //===-- Liveness

  /// The memrefs live into each block of `region`, as MLIR's Liveness
  /// gives them (liveMemrefsIn), computed once before the region changes
  /// (recomputing it per block would be quadratic in the blocks) and kept
  /// true of the IR as it changes: the pass replaces region ops by copies
  /// with more results (replaceLive); the other values it makes are used in
  /// their own block only.
  void trackLiveness(Region &region) {
    for (auto &[block, values] : liveMemrefsIn(region)) {
      for (Value value : values)
        blocksLiveInto[value].push_back(block);
      liveIn[block] = std::move(values);
    }
  }
  /// `from` replaced by `to` wherever it is live.
  void replaceLive(Value from, Value to) {
    auto it = blocksLiveInto.find(from);
    if (it == blocksLiveInto.end())
      return;
    llvm::SmallVector<Block *, 2> blocks = std::move(it->second);
    blocksLiveInto.erase(it);
    for (Block *block : blocks) {
      llvm::SetVector<Value> &values = liveIn[block];
      if (values.remove(from))
        values.insert(to);
    }
    blocksLiveInto[to].append(blocks.begin(), blocks.end());
  }

  //===-- Walking

  /// The reachable blocks of `region`, each after those that dominate it;
  /// in each, the blocks of its ops' regions first, then the block itself
  /// (MLIR's post-order walk with ForwardDominanceIterator).
  LogicalResult deallocateRegion(Region &region) {
    trackLiveness(region);
    for (Block *block : forwardDominanceOrder(region)) {
      for (Operation &op : llvm::make_early_inc_range(*block))
        for (Region &nested : op.getRegions())
          if (failed(deallocateRegion(nested)))
            return failure();
      if (failed(deallocate(block)))
        return failure();
    }
    return success();
  }

  LogicalResult deallocate(Block *block) {
    PatternRewriter atStart(func->getContext());
    atStart.setInsertionPointToStart(block);
    Location loc = block->getParentOp()->getLoc();
    for (Value live : sorted(liveIn[block])) {
      Region *liveRegion = live.getParentBlock()->getParent();
      // A memref of another block of this region: owned here as it is
      // where it was defined, and this block frees it.
      if (liveRegion == block->getParent()) {
        Ownership own = ownership(live, live.getParentBlock());
        joinOwnership(live, own, block);
        addMemrefToDeallocate(live, block);
        continue;
      }
      if (isProperAncestor(liveRegion, block->getParent()))
        joinOwnership(live, boolConstant(atStart, loc, false), block);
    }
    // A function owns none of its arguments (under dynamic ownership too:
    // MLIR 22 passes ownership back from private functions, not into
    // them).
    bool isFunctionEntry =
        block->getParentOp() == func && block->isEntryBlock();
    unsigned numArgs = block->getNumArguments();
    for (unsigned i = 0; i < numArgs; ++i) {
      Value arg = block->getArgument(i);
      if (!isMemRefLike(arg.getType()))
        continue;
      if (isFunctionEntry) {
        joinOwnership(arg, boolConstant(atStart, loc, false));
      } else {
        Value flag = block->addArgument(IntegerType::get(func->getContext(), 1),
                                        arg.getLoc());
        joinOwnership(arg, flag);
      }
      addMemrefToDeallocate(arg, block);
    }
    for (Operation &op : llvm::make_early_inc_range(*block)) {
      Operation *handled = nullptr;
      if (failed(handleAllInterfaces(&op, handled)))
        return failure();
      if (handled)
        populateRemainingOwnerships(handled);
    }
    return success();
  }

  //===-- Handlers

  LogicalResult verifyPreconditions(Operation *op) {
    bool bufferSemantics =
        llvm::any_of(op->getOperands(),
                     [](Value v) { return isMemRefLike(v.getType()); }) ||
        llvm::any_of(op->getResults(),
                     [](Value v) { return isMemRefLike(v.getType()); });
    for (Region &region : op->getRegions())
      if (!region.empty())
        for (Value arg : region.front().getArguments())
          bufferSemantics |= isMemRefLike(arg.getType());
    bool knownEffects =
        statesEffects(op) || op->hasTrait(OpTrait::RecursiveMemoryEffects);
    if (!bufferSemantics && knownEffects &&
        !mayHaveEffect(op, MemoryEffectKind::Allocate) &&
        !mayHaveEffect(op, MemoryEffectKind::Free))
      return success();
    if (llvm::isa<DeallocOp>(op))
      return op->emitError("No deallocation operations must be present when "
                           "running this pass!"),
             failure();
    if (!knownEffects && !getInterface<CallOpInterface>(op))
      return op->emitError(
                 "ops with unknown memory side effects are not supported"),
             failure();
    if (((op->getNumRegions() == 1 && op->getNumResults() > 0) ||
         op->getNumRegions() > 1) &&
        !isRegionBranch(op) && !llvm::isa<scf::ReduceOp>(op))
      return op->emitError("All operations with attached regions need to "
                           "implement the RegionBranchOpInterface."),
             failure();
    if (op->hasTrait(OpTrait::NoTerminator))
      return op->emitError("NoTerminator trait is not supported"), failure();
    return success();
  }

  bool isReturnLike(Operation *op) {
    return op->hasTrait(OpTrait::ReturnLike) ||
           getInterface<RegionBranchTerminatorInterface>(op) ||
           llvm::isa<scf::ReduceOp>(op);
  }

  /// MLIR's RegionBranchOpInterface ops; scf.forall and scf.parallel are
  /// among them in MLIR, not (yet) in Terrace.
  static bool isRegionBranch(Operation *op) {
    return getInterface<RegionBranchOpInterface>(op) ||
           llvm::isa<scf::ForallOp, scf::ParallelOp>(op);
  }

  LogicalResult handleAllInterfaces(Operation *op, Operation *&result) {
    result = op;
    // Ops with a model of their own (cf.cond_br's, attached from cf), and
    // the scf ops whose MLIR models are written here.
    if (const auto *model = getInterface<BufferDeallocationOpInterface>(op))
      return model->process(op, *this);
    if (llvm::isa<scf::InParallelOp>(op)) {
      if (!op->getRegion(0).front().empty())
        return op->emitError("only supported when nested region is empty"),
               failure();
      llvm::SmallVector<Value, 2> updated;
      return insertDeallocForReturnLike(op, {}, updated);
    }
    if (llvm::isa<scf::ReduceReturnOp>(op)) {
      if (isMemRefLike(op->getOperand(0).getType()))
        return op->emitError("only supported when operand is not a MemRef"),
               failure();
      llvm::SmallVector<Value, 2> updated;
      return insertDeallocForReturnLike(op, {}, updated);
    }
    if (llvm::isa<arith::SelectOp>(op))
      return success();
    if (failed(verifyPreconditions(op)))
      return failure();
    if (statesEffects(op) && failed(handleMemoryEffects(op)))
      return failure();
    if (isRegionBranch(op))
      result = op = handleRegionBranch(op);
    if (getInterface<CallOpInterface>(op))
      result = op = handleCall(op);
    if (const auto *branch = getInterface<BranchOpInterface>(op))
      if (failed(handleBranch(op, *branch)))
        return failure();
    if (op->hasTrait(OpTrait::IsTerminator) && isReturnLike(op) &&
        failed(handleReturnLike(op)))
      return failure();
    return success();
  }

  LogicalResult handleMemoryEffects(Operation *op) {
    llvm::SmallVector<MemoryEffect, 4> effects;
    if (const auto *iface = getInterface<MemoryEffectOpInterface>(op))
      iface->getEffects(op, effects);
    bool manual = bool(op->getAttr("bufferization.manual_deallocation"));
    for (const MemoryEffect &effect : effects)
      if (effect.kind == MemoryEffectKind::Free && effect.value &&
          isMemRefLike(effect.value.getType()) && !manual)
        return op->emitError(
                   "memory free side-effect on MemRef value not supported!"),
               failure();
    Block *block = op->getBlock();
    for (Value result : op->getResults()) {
      if (!isMemRefLike(result.getType()))
        continue;
      const MemoryEffect *alloc = nullptr;
      for (const MemoryEffect &effect : effects)
        if (effect.kind == MemoryEffectKind::Allocate && effect.value == result)
          alloc = &effect;
      if (!alloc)
        continue;
      PatternRewriter atStart(func->getContext());
      atStart.setInsertionPointToStart(block);
      if (alloc->resource == &kAutomaticAllocationScopeResource || manual) {
        resetOwnership(result, block);
        joinOwnership(result, boolConstant(atStart, op->getLoc(), false));
        continue;
      }
      joinOwnership(result, boolConstant(atStart, op->getLoc(), true));
      addMemrefToDeallocate(result, block);
    }
    return success();
  }

  /// A copy of `op` with results of `types` added (MLIR's appendOpResults).
  Operation *appendOpResults(Operation *op, llvm::ArrayRef<Type> types) {
    OperationState state = OperationState::withoutResults(op);
    for (Value r : op->getResults())
      state.types.push_back(r.getType());
    state.types.append(types.begin(), types.end());
    for (unsigned i = 0; i < op->getNumRegions(); ++i)
      state.addRegion();
    PatternRewriter rewriter(func->getContext());
    rewriter.setInsertionPoint(op);
    Operation *newOp = rewriter.create(state);
    for (unsigned i = 0; i < op->getNumRegions(); ++i)
      rewriter.inlineRegionBefore(op->getRegion(i), newOp->getRegion(i),
                                  newOp->getRegion(i).end());
    for (unsigned i = 0; i < op->getNumResults(); ++i)
      op->getResult(i).replaceAllUsesWith(newOp->getResult(i));
    op->erase();
    return newOp;
  }

  /// MLIR's handling of RegionBranchOpInterface ops (for scf.forall and
  /// scf.parallel, the entry operands are the shared outputs and the
  /// initial values).
  Operation *handleRegionBranch(Operation *op) {
    PatternRewriter atStart(func->getContext());
    atStart.setInsertionPointToStart(op->getBlock());
    unsigned numMemrefs = 0;
    if (const auto *branch = getInterface<RegionBranchOpInterface>(op)) {
      llvm::SmallVector<Attribute, 4> noConstants(op->getNumOperands());
      llvm::SmallVector<int, 2> entries;
      branch->entrySuccessors(op, noConstants, entries);
      if (!entries.empty()) {
        IndexRange range = branch->entryOperands(op, entries.front());
        for (unsigned i = range.first; i < range.first + range.second; ++i)
          numMemrefs += isMemRefLike(op->getOperand(i).getType());
      }
    } else {
      OperandRange entry =
          llvm::isa<scf::ForallOp>(op)
              ? scf::ForallOp::wrap(op).operands<"outputs">()
              : scf::ParallelOp::wrap(op).operands<"initVals">();
      for (Value value : entry)
        numMemrefs += isMemRefLike(value.getType());
    }
    Value falseValue = boolConstant(atStart, op->getLoc(), false);
    if (numMemrefs) {
      llvm::SmallVector<Value, 8> operands(op->getOperands());
      operands.append(numMemrefs, falseValue);
      op->setOperands(operands);
    }
    unsigned counter = op->getNumResults();
    unsigned numMemrefResults = unsigned(llvm::count_if(
        op->getResults(), [](Value v) { return isMemRefLike(v.getType()); }));
    llvm::SmallVector<Type, 4> flags(numMemrefResults,
                                     IntegerType::get(func->getContext(), 1));
    llvm::SmallVector<Value, 4> oldResults(op->getResults());
    Operation *newOp = appendOpResults(op, flags);
    for (size_t i = 0; i < oldResults.size(); ++i)
      replaceLive(oldResults[i], newOp->getResult(unsigned(i)));
    for (unsigned i = 0; i < counter; ++i) {
      Value result = newOp->getResult(i);
      if (!isMemRefLike(result.getType()))
        continue;
      joinOwnership(result, newOp->getResult(counter++));
      addMemrefToDeallocate(result, newOp->getBlock());
    }
    return newOp;
  }

  /// Whether `op` is a function that keeps the function boundary ABI: a
  /// public one, a declaration, or any without dynamic ownership (MLIR's
  /// isFunctionWithoutDynamicOwnership).
  bool isFunctionWithoutDynamicOwnership(Operation *op) {
    if (!llvm::isa<func::FuncOp>(op))
      return false;
    return !dynamicOwnership || symbol_table::getVisibility(op) != "private" ||
           op->getRegion(0).empty();
  }

  /// A call of a private function with a body under dynamic ownership
  /// gets an i1 after the results for each memref result, its ownership
  /// (MLIR 22's private-function-dynamic-ownership passes ownership back,
  /// not in: the arguments stay as they are); any other call keeps the
  /// ABI: it owns what it gets back.
  Operation *handleCall(Operation *op) {
    PatternRewriter before(func->getContext());
    before.setInsertionPoint(op);
    const auto *call = getInterface<CallOpInterface>(op);
    SymbolRefAttr calleeName = call ? call->callee(op) : SymbolRefAttr();
    Operation *callee =
        calleeName ? symbol_table::lookupNearestSymbolFrom(op, calleeName)
                   : nullptr;
    if (dynamicOwnership && callee &&
        symbol_table::getVisibility(callee) == "private" &&
        callee->getNumRegions() && !callee->getRegion(0).empty()) {
      unsigned counter = op->getNumResults();
      size_t numMemrefs = size_t(llvm::count_if(
          op->getResults(), [](Value v) { return isMemRefLike(v.getType()); }));
      op = appendOpResults(
          op, llvm::SmallVector<Type, 2>(
                  numMemrefs, IntegerType::get(func->getContext(), 1)));
      for (Value result : op->getResults().take_front(counter)) {
        if (!isMemRefLike(result.getType()))
          continue;
        joinOwnership(result, op->getResult(counter++));
        addMemrefToDeallocate(result, result.getParentBlock());
      }
      return op;
    }
    Value trueValue = boolConstant(before, op->getLoc(), true);
    for (Value result : op->getResults()) {
      if (!isMemRefLike(result.getType()))
        continue;
      joinOwnership(result, trueValue);
      addMemrefToDeallocate(result, result.getParentBlock());
    }
    return op;
  }

  /// A branch to one block frees what its block owns and the successor
  /// does not keep, and passes the ownership of each memref it forwards
  /// (MLIR's handling of BranchOpInterface; cf.cond_br has its own model).
  LogicalResult handleBranch(Operation *op, const BranchOpInterface &branch) {
    if (op->getNumSuccessors() > 1)
      return op->emitError("BranchOpInterface operations with multiple "
                           "successors are not supported yet"),
             failure();
    if (op->getNumSuccessors() != 1)
      return op->emitError("only BranchOpInterface operations with exactly "
                           "one successor are supported yet"),
             failure();
    Block *block = op->getBlock();
    PatternRewriter before(func->getContext());
    before.setInsertionPoint(op);
    llvm::SmallVector<Value, 4> memrefs, conditions, retained;
    if (failed(conditionsToDeallocate(before, op->getLoc(), block, memrefs,
                                      conditions)))
      return failure();
    auto [start, count] = branch.successorOperands(op, 0);
    llvm::SmallVector<Value, 8> forwarded(
        op->getOperands().slice(start, count));
    getMemrefsToRetain(block, op->getSuccessor(0), forwarded, retained);
    DeallocOp dealloc =
        createDealloc(before, op->getLoc(), memrefs, conditions, retained);
    ResultRange updated = dealloc.results<"updatedConditions">();
    resetOwnerships(retained, block);
    joinRetainedOwnerships(retained, updated, block);
    size_t numMemrefs = size_t(llvm::count_if(
        forwarded, [](Value v) { return isMemRefLike(v.getType()); }));
    for (Value indicator : updated.take_front(numMemrefs))
      forwarded.push_back(indicator);
    branch.setSuccessorOperands(op, 0, forwarded);
    return success();
  }

  /// The operands a return-like op passes on (scf.condition: not its
  /// condition).
  std::pair<unsigned, unsigned> passedOperands(Operation *op) {
    if (llvm::isa<scf::ConditionOp>(op))
      return {1, op->getNumOperands() - 1};
    return {0, op->getNumOperands()};
  }

  LogicalResult handleReturnLike(Operation *op) {
    PatternRewriter before(func->getContext());
    before.setInsertionPoint(op);
    bool functionReturn = op->getParentOp() == func;
    // A function keeping the boundary ABI returns memrefs it owns; others
    // (nested regions, private functions under dynamic ownership) pass
    // each one's ownership after the operands.
    bool keepsABI = functionReturn && isFunctionWithoutDynamicOwnership(func);
    if (keepsABI) {
      for (OpOperand &operand : op->getOpOperands()) {
        if (!isMemRefLike(operand.get().getType()))
          continue;
        Value owned = materializeWithGuaranteedOwnership(before, operand.get(),
                                                         op->getBlock());
        if (!owned)
          return failure();
        operand.set(owned);
      }
    }
    auto [first, count] = passedOperands(op);
    llvm::SmallVector<Value, 4> passed(op->getOperands().slice(first, count));
    llvm::SmallVector<Value, 2> updated;
    if (failed(insertDeallocForReturnLike(op, passed, updated)))
      return failure();
    if (!keepsABI && !updated.empty()) {
      llvm::SmallVector<Value, 8> operands(op->getOperands());
      operands.append(updated.begin(), updated.end());
      op->setOperands(operands);
    }
    return success();
  }

  LogicalResult conditionsToDeallocate(OpBuilder &b, Location loc, Block *block,
                                       llvm::SmallVectorImpl<Value> &memrefs,
                                       llvm::SmallVectorImpl<Value> &conds) {
    Context &ctx = b.getContext();
    Type index = IndexType::get(ctx);
    for (Value memref : toDeallocate[block]) {
      Ownership own = ownership(memref, block);
      if (!own.isUnique())
        return emitError(memref.getLoc(),
                         "MemRef value does not have valid ownership"),
               failure();
      auto type = llvm::dyn_cast<MemRefType>(memref.getType());
      if (!type)
        return emitError(memref.getLoc(),
                         "ownership-based-buffer-deallocation does not "
                         "support unranked memrefs yet"),
               failure();
      Type base = MemRefType::get({}, type.getElementType(), Attribute(),
                                  type.getMemorySpace());
      llvm::SmallVector<Type, 4> dims(type.getShape().size(), index);
      auto metadata = create<memref::ExtractStridedMetadataOp>(
          b, loc, with<"source">(memref), with<"base_buffer">(base),
          with<"offset">(index), with<"sizes">(TypeRange(dims)),
          with<"strides">(TypeRange(dims)));
      memrefs.push_back(metadata.result<"base_buffer">());
      conds.push_back(own.indicator);
    }
    return success();
  }

  LogicalResult
  insertDeallocForReturnLike(Operation *op, llvm::ArrayRef<Value> operands,
                             llvm::SmallVectorImpl<Value> &updated) {
    PatternRewriter before(func->getContext());
    before.setInsertionPoint(op);
    Block *block = op->getBlock();
    llvm::SmallVector<Value, 4> memrefs, conds;
    if (failed(conditionsToDeallocate(before, op->getLoc(), block, memrefs,
                                      conds)))
      return failure();
    llvm::SmallVector<Value, 4> retained;
    for (Value v : operands)
      if (isMemRefLike(v.getType()))
        retained.push_back(v);
    if (memrefs.empty() && retained.empty())
      return success();
    Operation *dealloc =
        createDealloc(before, op->getLoc(), memrefs, conds, retained);
    for (Value r : retained)
      resetOwnership(r, block);
    joinRetainedOwnerships(retained, dealloc->getResults(), block);
    for (Value o : dealloc->getResults())
      updated.push_back(o);
    return success();
  }

  /// `memref` with an indicator the block owns: itself, or a clone.
  std::pair<Value, Value> memrefWithUniqueOwnership(OpBuilder &b, Value memref,
                                                    Block *block) {
    Ownership own = ownership(memref, block);
    if (own.isUnique())
      return {memref, own.indicator};
    Value clone = create<CloneOp>(b, memref.getLoc(), with<"input">(memref),
                                  with<"output">(memref.getType()))
                      .result<"output">();
    Value trueValue = boolConstant(b, memref.getLoc(), true);
    joinOwnership(clone, trueValue);
    addMemrefToDeallocate(clone, clone.getParentBlock());
    return {clone, trueValue};
  }

  std::pair<Value, Value> materializeUniqueOwnership(OpBuilder &b, Value memref,
                                                     Block *block) {
    if (memref.getParentBlock() != block)
      return memrefWithUniqueOwnership(b, memref, block);
    if (auto select = llvm::dyn_cast_if_present<arith::SelectOp>(
            memref.getDefiningOp())) {
      Ownership t = ownership(select->getOperand(1), block);
      Ownership f = ownership(select->getOperand(2), block);
      if (t.isUnique() && f.isUnique()) {
        Value indicator =
            create<arith::SelectOp>(b, memref.getLoc(),
                                    with<"condition">(select->getOperand(0)),
                                    with<"true_value">(t.indicator),
                                    with<"false_value">(f.indicator),
                                    with<"result">(t.indicator.getType()))
                ->getResult(0);
        return {memref, indicator};
      }
      return memrefWithUniqueOwnership(b, memref, memref.getParentBlock());
    }
    return memrefWithUniqueOwnership(b, memref, block);
  }

  /// `memref` owned for certain: itself when its indicator is true, else
  /// `scf.if %owned {memref} else {clone}`.
  Value materializeWithGuaranteedOwnership(OpBuilder &b, Value memref,
                                           Block *block) {
    auto [value, cond] = materializeUniqueOwnership(b, memref, block);
    if (isConstantTrue(cond))
      return value;
    Location loc = memref.getLoc();
    Type type = value.getType();
    auto ifOp = create<scf::IfOp>(b, loc, with<"condition">(cond),
                                  with<"results">(TypeRange{type}));
    {
      InsertionGuard guard(b);
      Block *thenBlock = b.createBlock(&ifOp->getRegion(0));
      b.setInsertionPointToEnd(thenBlock);
      create<scf::YieldOp>(b, loc, with<"results">(ValueRange{value}));
      Block *elseBlock = b.createBlock(&ifOp->getRegion(1));
      b.setInsertionPointToEnd(elseBlock);
      Value clone =
          create<CloneOp>(b, loc, with<"input">(value), with<"output">(type))
              .result<"output">();
      create<scf::YieldOp>(b, loc, with<"results">(ValueRange{clone}));
    }
    Value result = ifOp->getResult(0);
    Value trueValue = boolConstant(b, loc, true);
    joinOwnership(result, trueValue);
    addMemrefToDeallocate(result, result.getParentBlock());
    return result;
  }

  void populateRemainingOwnerships(Operation *op) {
    Block *block = op->getBlock();
    for (Value result : op->getResults()) {
      if (!isMemRefLike(result.getType()) ||
          !ownership(result, block).isUninitialized())
        continue;
      for (Value operand : op->getOperands())
        if (isMemRefLike(operand.getType()))
          joinOwnership(result, ownership(operand, operand.getParentBlock()),
                        block);
      if (ownership(result, block).isUninitialized()) {
        PatternRewriter before(func->getContext());
        before.setInsertionPoint(op);
        joinOwnership(result, boolConstant(before, op->getLoc(), false), block);
      }
    }
  }

  /// The function's results take the types its returns pass.
  LogicalResult updateFunctionSignature() {
    Region &body = func->getRegion(0);
    std::optional<llvm::SmallVector<Type, 4>> results;
    for (Block &block : body) {
      if (block.empty() || !isReturnLike(&block.back()))
        continue;
      llvm::SmallVector<Type, 4> types;
      for (Value operand : block.back().getOperands())
        types.push_back(operand.getType());
      if (results && *results != types)
        return func->emitError("there are multiple return operations with "
                               "different operand types"),
               failure();
      results = types;
    }
    // A function whose blocks only branch (an endless loop) keeps its type.
    if (!results)
      return success();
    llvm::SmallVector<Type, 4> inputs;
    for (Value arg : body.front().getArguments())
      inputs.push_back(arg.getType());
    func->setAttr("function_type", TypeAttr::get(FunctionType::get(
                                       func->getContext(), inputs, *results)));
    return success();
  }

  Operation *func;
  bool dynamicOwnership;
  llvm::DenseMap<std::pair<Value, Block *>, Ownership> ownerships;
  llvm::DenseMap<Block *, llvm::SmallVector<Value, 4>> toDeallocate;
  llvm::DenseMap<Block *, llvm::SetVector<Value>> liveIn;
  llvm::DenseMap<Value, llvm::SmallVector<Block *, 2>> blocksLiveInto;
};

class OwnershipBasedBufferDeallocationPass
    : public PassBase<OwnershipBasedBufferDeallocationPass> {
public:
  OwnershipBasedBufferDeallocationPass()
      : PassBase("ownership-based-buffer-deallocation",
                 "OwnershipBasedBufferDeallocationPass") {
    // MLIR 22's description; what the option does (there and here) is
    // what the pipeline's option says: ownership comes back from private
    // functions as extra results, no argument is added.
    option("private-function-dynamic-ownership",
           "Allows to add additional arguments to private functions to "
           "dynamically pass ownership of memrefs to callees. This can "
           "enable earlier deallocations.",
           privateFunctionDynamicOwnership);
  }

  void runOnOperation() override {
    llvm::SmallVector<Operation *, 8> funcs;
    getOperation()->walk([&](Operation *op) {
      if (llvm::isa<func::FuncOp>(op) && !op->getRegion(0).empty())
        funcs.push_back(op);
    });
    for (Operation *func : funcs)
      if (failed(Deallocation(func, privateFunctionDynamicOwnership).run()))
        return signalPassFailure();
  }

private:
  bool privateFunctionDynamicOwnership = false;
};

} // namespace

std::unique_ptr<Pass> terrace::createOwnershipBasedBufferDeallocationPass() {
  return std::make_unique<OwnershipBasedBufferDeallocationPass>();
}
