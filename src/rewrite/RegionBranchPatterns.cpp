//===- RegionBranchPatterns.cpp - Canonicalizing any region-branch op -----===//
#include "rewrite/RegionBranchPatterns.h"
#include "interfaces/OpInterfaces.h"

#include "llvm/ADT/EquivalenceClasses.h"
#include "llvm/ADT/MapVector.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/ADT/Twine.h"

using namespace terrace;
using llvm::LogicalResult;

namespace {

/// Successor operand -> the successor inputs it flows to, and back. Built
/// over every branch point of the op: entering it and each terminator of
/// its regions. Map vectors keep the walk order, so rewrites are
/// deterministic.
using OperandToInputs =
    llvm::MapVector<OpOperand *, llvm::SmallVector<Value, 2>>;
using InputToOperands =
    llvm::MapVector<Value, llvm::SmallVector<OpOperand *, 2>>;

/// The value `successor` receives at position `i` of its inputs.
Value successorInput(Operation *op, const RegionBranchOpInterface &branch,
                     int successor, unsigned i) {
  auto [start, size] = branch.successorInputs(op, successor);
  (void)size;
  if (successor == kParentRegion)
    return op->getResult(start + i);
  return op->getRegion(unsigned(successor)).front().getArgument(start + i);
}

void addEdges(Operation *op, const RegionBranchOpInterface &branch,
              Operation *from, IndexRange operands, int successor,
              OperandToInputs &mapping) {
  auto [inputStart, inputCount] = branch.successorInputs(op, successor);
  (void)inputStart;
  if (operands.second != inputCount)
    return; // the verifier reports the mismatch
  for (unsigned i = 0; i < operands.second; ++i)
    mapping[&from->getOpOperands()[operands.first + i]].push_back(
        successorInput(op, branch, successor, i));
}

OperandToInputs computeOperandToInputs(Operation *op) {
  const RegionBranchOpInterface &branch =
      *getInterface<RegionBranchOpInterface>(op);
  OperandToInputs mapping;
  llvm::SmallVector<Attribute, 4> unknown(op->getNumOperands());
  llvm::SmallVector<int, 4> successors;
  branch.entrySuccessors(op, unknown, successors);
  for (int successor : successors)
    addEdges(op, branch, op, branch.entryOperands(op, successor), successor,
             mapping);
  for (unsigned r = 0; r < op->getNumRegions(); ++r) {
    for (Block &block : op->getRegion(r)) {
      if (block.empty())
        continue;
      Operation *terminator = &block.back();
      const RegionBranchTerminatorInterface *iface =
          getInterface<RegionBranchTerminatorInterface>(terminator);
      if (!iface)
        continue;
      successors.clear();
      branch.regionSuccessors(op, r, successors);
      for (int successor : successors)
        addEdges(op, branch, terminator,
                 iface->successorOperands(terminator, successor), successor,
                 mapping);
    }
  }
  return mapping;
}

InputToOperands invert(const OperandToInputs &operandToInputs) {
  InputToOperands inputToOperands;
  for (const auto &[operand, inputs] : operandToInputs)
    for (Value input : inputs)
      inputToOperands[input].push_back(operand);
  return inputToOperands;
}

Region *parentRegion(Value v) { return v.getParentBlock()->getParent(); }

/// Whether `a`, a value some successor operand forwards to the successor
/// input `b`, is in scope wherever `b` is: defined outside the op, or an
/// argument of the same block as `b`.
bool isDefinedBefore(Operation *op, Value a, Value b) {
  if (parentRegion(a)->getParentOp() != op)
    return true;
  if (!b.isBlockArgument())
    return false;
  return a.isBlockArgument() && a.getParentBlock() == b.getParentBlock();
}

/// The values other than successor inputs that `input` may hold: follow the
/// successor operands back through other inputs.
llvm::SmallPtrSet<ValueImpl *, 4>
reachableValues(Value input, const InputToOperands &inputToOperands) {
  llvm::SmallPtrSet<ValueImpl *, 4> reachable;
  llvm::SmallPtrSet<ValueImpl *, 8> visited;
  llvm::SmallVector<Value, 8> worklist{input};
  while (!worklist.empty()) {
    Value next = worklist.pop_back_val();
    auto it = inputToOperands.find(next);
    if (it == inputToOperands.end()) {
      reachable.insert(next.getImpl());
      continue;
    }
    for (OpOperand *operand : it->second)
      if (visited.insert(operand->get().getImpl()).second)
        worklist.push_back(operand->get());
  }
  return reachable;
}

// An input that can only hold one value defined before it is replaced by
// that value:
//   %r = scf.for ... iter_args(%a = %x) { scf.yield %a } -> %x for %r, %a
LogicalResult makeSuccessorInputsDead(Operation *op,
                                      PatternRewriter &rewriter) {
  InputToOperands inputToOperands = invert(computeOperandToInputs(op));
  bool changed = false;
  for (auto &entry : inputToOperands) {
    Value input = entry.first;
    if (input.use_empty())
      continue;
    llvm::SmallPtrSet<ValueImpl *, 4> reachable =
        reachableValues(input, inputToOperands);
    if (reachable.size() != 1)
      continue;
    Value only(*reachable.begin());
    if (!isDefinedBefore(op, only, input))
      continue;
    rewriter.replaceAllUsesWith(input, only);
    changed = true;
  }
  return llvm::success(changed);
}

const void *ownerKey(Value v) {
  if (v.isBlockArgument())
    return v.getParentBlock();
  return v.getDefiningOp();
}
unsigned numberOf(Value v) { return v.getImpl()->index; }

// Two inputs of the same block (or both results) that every branch point
// feeds the same value: the later one's uses go to the earlier one, so the
// later's tied set can die.
LogicalResult removeDuplicateSuccessorInputUses(Operation *op,
                                                PatternRewriter &rewriter) {
  InputToOperands inputToOperands = invert(computeOperandToInputs(op));
  llvm::SmallVector<Value, 8> inputs;
  for (auto &entry : inputToOperands)
    inputs.push_back(entry.first);
  llvm::stable_sort(inputs,
                    [](Value a, Value b) { return numberOf(a) < numberOf(b); });
  auto feeds = [&](Value input) {
    llvm::SmallDenseMap<Operation *, Value, 4> byPredecessor;
    for (OpOperand *operand : inputToOperands[input])
      byPredecessor[operand->getOwner()] = operand->get();
    return byPredecessor;
  };
  bool changed = false;
  for (unsigned i = 0; i < inputs.size(); ++i) {
    for (unsigned j = i + 1; j < inputs.size(); ++j) {
      Value first = inputs[i], second = inputs[j];
      if (second.use_empty() || ownerKey(first) != ownerKey(second))
        continue;
      if (feeds(first) != feeds(second))
        continue;
      rewriter.replaceAllUsesWith(second, first);
      changed = true;
    }
  }
  return llvm::success(changed);
}

// Inputs are tied when one successor operand feeds them all (an iter_arg,
// the body argument and the result of scf.for): a set none of which is
// used goes, with the operands that feed it.
LogicalResult removeDeadSuccessorInputs(Operation *op,
                                        PatternRewriter &rewriter) {
  OperandToInputs operandToInputs = computeOperandToInputs(op);
  llvm::EquivalenceClasses<ValueImpl *> tied;
  for (const auto &[operand, inputs] : operandToInputs) {
    tied.insert(inputs.front().getImpl());
    for (Value next : llvm::drop_begin(inputs))
      tied.unionSets(inputs.front().getImpl(), next.getImpl());
  }
  llvm::SmallVector<Value, 8> dead;
  for (auto it = tied.begin(), e = tied.end(); it != e; ++it) {
    if (!(*it)->isLeader())
      continue;
    bool allDead = true;
    for (auto m = tied.member_begin(**it); m != tied.member_end(); ++m)
      if (!Value(*m).use_empty()) {
        allDead = false;
        break;
      }
    if (!allDead)
      continue;
    for (auto m = tied.member_begin(**it); m != tied.member_end(); ++m)
      dead.push_back(Value(*m));
  }
  if (dead.empty())
    return rewriter.notifyMatchFailure(op, "no values to remove");

  InputToOperands inputToOperands = invert(operandToInputs);
  llvm::MapVector<Operation *, llvm::BitVector> operandsToErase;
  llvm::MapVector<Block *, llvm::BitVector> argsToErase;
  llvm::BitVector resultsToErase(op->getNumResults());
  for (Value value : dead) {
    for (OpOperand *operand : inputToOperands[value]) {
      Operation *owner = operand->getOwner();
      auto [it, inserted] = operandsToErase.try_emplace(owner);
      if (inserted)
        it->second.resize(owner->getNumOperands());
      it->second.set(operand->getOperandNumber());
    }
    if (value.isBlockArgument()) {
      Block *block = value.getParentBlock();
      auto [it, inserted] = argsToErase.try_emplace(block);
      if (inserted)
        it->second.resize(block->getNumArguments());
      it->second.set(numberOf(value));
    } else {
      resultsToErase.set(numberOf(value));
    }
  }
  for (auto &[owner, erased] : operandsToErase) {
    rewriter.modifyOpInPlace(owner, [&, owner = owner, &erased = erased] {
      llvm::SmallVector<Value, 8> kept;
      for (unsigned i = 0; i < owner->getNumOperands(); ++i)
        if (!erased.test(i))
          kept.push_back(owner->getOperand(i));
      owner->setOperands(kept);
    });
  }
  for (auto &[block, erased] : argsToErase) {
    rewriter.modifyOpInPlace(block->getParentOp(),
                             [&, block = block, &erased = erased] {
                               for (int i = int(erased.size()) - 1; i >= 0; --i)
                                 if (erased.test(unsigned(i)))
                                   block->eraseArgument(unsigned(i));
                             });
  }
  if (resultsToErase.any())
    rewriter.eraseOpResults(op, resultsToErase);
  return llvm::success();
}

} // namespace

void terrace::populateRegionBranchCanonicalizationPatterns(
    RewritePatternSet &patterns, llvm::StringRef opName) {
  patterns.add(opName, "MakeRegionBranchOpSuccessorInputsDead",
               makeSuccessorInputsDead);
  patterns.add(opName, "RemoveDuplicateSuccessorInputUses",
               removeDuplicateSuccessorInputUses);
  patterns.add(opName, "RemoveDeadRegionBranchOpSuccessorInputs",
               removeDeadSuccessorInputs);
}
