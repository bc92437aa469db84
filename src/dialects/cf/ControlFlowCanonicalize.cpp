//===- ControlFlowCanonicalize.cpp - cf canonicalization patterns ---------===//
//
// MLIR 22's, each under its MLIR name (what --canonicalize's
// disable-patterns takes). Branches through blocks that only branch on
// collapse, a condition is known in the successors it picks, switches on
// a constant or on a flag already switched on become branches.
//
//===----------------------------------------------------------------------===//
#include "dialects/arith/ArithOps.h"
#include "dialects/cf/ControlFlowDialect.h"
#include "dialects/cf/ControlFlowInternal.h"
#include "dialects/cf/ControlFlowOps.h"
#include "dialects/common/BranchSupport.h"
#include "dialects/ub/UBOps.h"
#include "interfaces/OpInterfaces.h"
#include "ir/Block.h"
#include "ir/Context.h"
#include "ir/Region.h"
#include "rewrite/Folding.h"

#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/Twine.h"

using namespace terrace;
using llvm::APInt;
using llvm::failure;
using llvm::LogicalResult;
using llvm::success;

namespace {

/// The condition of a cf.cond_br, the flag of a cf.switch, the argument of
/// a cf.assert.
Value conditionOf(Operation *condBr) {
  return cf::CondBranchOp::wrap(condBr).operand<"condition">();
}
Value flagOf(Operation *switchOp) {
  return cf::SwitchOp::wrap(switchOp).operand<"flag">();
}

/// A successor with the values it receives.
struct Successor {
  Block *dest;
  llvm::SmallVector<Value, 4> operands;
};

Successor successorOf(Operation *op, unsigned index) {
  auto [start, size] =
      getInterface<BranchOpInterface>(op)->successorOperands(op, index);
  Successor s{op->getSuccessor(index), {}};
  for (unsigned i = start; i < start + size; ++i)
    s.operands.push_back(op->getOperand(i));
  return s;
}

/// The predecessor when exactly one branch edge enters `block`.
Block *singlePredecessor(Block *block) {
  BlockOperand *use = block->getFirstUse();
  if (!use || use->getNextUse())
    return nullptr;
  return use->getOwner()->getBlock();
}

/// The predecessor when every edge entering `block` comes from one block.
Block *uniquePredecessor(Block *block) {
  Block *pred = nullptr;
  for (BlockOperand *use = block->getFirstUse(); use; use = use->getNextUse()) {
    Block *b = use->getOwner()->getBlock();
    if (pred && b != pred)
      return nullptr;
    pred = b;
  }
  return pred;
}

Operation *createBr(PatternRewriter &rewriter, Location loc,
                    const Successor &to) {
  return create<cf::BranchOp>(rewriter, loc, to.dest, to.operands);
}

/// Replaces `op` by a branch to `to`.
void replaceWithBr(PatternRewriter &rewriter, Operation *op,
                   const Successor &to) {
  rewriter.setInsertionPoint(op);
  createBr(rewriter, op->getLoc(), to);
  rewriter.eraseOp(op);
}

/// Replaces `condbr` by a cond_br on the same condition (and weights) to
/// these successors.
void replaceWithCondBr(PatternRewriter &rewriter, Operation *condbr,
                       const Successor &t, const Successor &f) {
  Context &ctx = rewriter.getContext();
  OperationState state(condbr->getLoc(), condbr->getName());
  state.operands.push_back(conditionOf(condbr));
  llvm::append_range(state.operands, t.operands);
  llvm::append_range(state.operands, f.operands);
  state.successors = {t.dest, f.dest};
  if (Attribute weights = condbr->getAttr("branch_weights"))
    state.addAttribute(StringAttr::get(ctx, "branch_weights"), weights);
  state.addAttribute(StringAttr::get(ctx, "operandSegmentSizes"),
                     branch::segmentsAttr(ctx, {1, int32_t(t.operands.size()),
                                                int32_t(f.operands.size())}));
  rewriter.setInsertionPoint(condbr);
  rewriter.create(state);
  rewriter.eraseOp(condbr);
}

/// Replaces `op` (a switch) by a switch on its flag with these cases.
void replaceWithSwitch(PatternRewriter &rewriter, Operation *op,
                       const Successor &defaultDest,
                       llvm::ArrayRef<APInt> values,
                       llvm::ArrayRef<Successor> cases) {
  Context &ctx = rewriter.getContext();
  Value flag = flagOf(op);
  OperationState state(op->getLoc(), op->getName());
  state.operands.push_back(flag);
  llvm::append_range(state.operands, defaultDest.operands);
  state.successors.push_back(defaultDest.dest);
  llvm::SmallVector<int32_t, 4> caseSegments;
  int32_t caseOperands = 0;
  for (const Successor &c : cases) {
    llvm::append_range(state.operands, c.operands);
    state.successors.push_back(c.dest);
    caseSegments.push_back(int32_t(c.operands.size()));
    caseOperands += int32_t(c.operands.size());
  }
  if (!values.empty())
    state.addAttribute(StringAttr::get(ctx, "case_values"),
                       branch::caseValuesAttr(flag.getType(), values));
  state.addAttribute(StringAttr::get(ctx, "case_operand_segments"),
                     branch::segmentsAttr(ctx, caseSegments));
  state.addAttribute(
      StringAttr::get(ctx, "operandSegmentSizes"),
      branch::segmentsAttr(
          ctx, {1, int32_t(defaultDest.operands.size()), caseOperands}));
  rewriter.setInsertionPoint(op);
  rewriter.create(state);
  rewriter.eraseOp(op);
}

/// When `to` is a block holding only an unconditional branch elsewhere
/// whose arguments are used by that branch alone, retargets `to` past it.
LogicalResult collapseBranch(Successor &to) {
  Block *successor = to.dest;
  if (successor->empty() || &successor->front() != &successor->back())
    return failure();
  Operation *branch = &successor->back();
  if (!llvm::isa<cf::BranchOp>(branch))
    return failure();
  for (unsigned i = 0; i < successor->getNumArguments(); ++i)
    for (OpOperand *use = successor->getArgument(i).getFirstUse(); use;
         use = use->getNextUse())
      if (use->getOwner() != branch)
        return failure();
  // Not into an infinite loop.
  Block *successorDest = branch->getSuccessor(0);
  if (successorDest == successor)
    return failure();
  llvm::SmallVector<Value, 4> operands;
  for (Value operand : branch->getOperands()) {
    if (operand.isBlockArgument() && operand.getParentBlock() == successor)
      operands.push_back(to.operands[operand.getImpl()->index]);
    else
      operands.push_back(operand);
  }
  to.dest = successorDest;
  to.operands = std::move(operands);
  return success();
}

//===-- cf.assert ---------------------------------------------------------===//

// assert(true) -> nothing
LogicalResult eraseAssertTrue(Operation *op, PatternRewriter &rewriter) {
  std::optional<APInt> value =
      getConstantInt(cf::AssertOp::wrap(op).operand<"arg">());
  if (!value || !value->isOne())
    return failure();
  rewriter.eraseOp(op);
  return success();
}

//===-- cf.br -------------------------------------------------------------===//

// br ^dest(args) where ^dest has no other predecessor: the blocks merge.
LogicalResult simplifyBrToBlockWithSinglePred(Operation *op,
                                              PatternRewriter &rewriter) {
  Block *succ = op->getSuccessor(0);
  Block *opParent = op->getBlock();
  if (succ == opParent || !singlePredecessor(succ))
    return failure();
  rewriter.mergeBlocks(succ, opParent, op->getOperands());
  rewriter.eraseOp(op);
  return success();
}

// br ^bb1; ^bb1: br ^bbN(...) -> br ^bbN(...)
LogicalResult simplifyPassThroughBr(Operation *op, PatternRewriter &rewriter) {
  Successor to = successorOf(op, 0);
  if (to.dest == op->getBlock() || failed(collapseBranch(to)))
    return failure();
  replaceWithBr(rewriter, op, to);
  return success();
}

//===-- cf.cond_br --------------------------------------------------------===//

// cond_br true, ^a, ^b -> br ^a; cond_br false, ^a, ^b -> br ^b
LogicalResult simplifyConstCondBranchPred(Operation *op,
                                          PatternRewriter &rewriter) {
  std::optional<APInt> cond = getConstantInt(conditionOf(op));
  if (!cond)
    return failure();
  replaceWithBr(rewriter, op, successorOf(op, cond->isZero() ? 1 : 0));
  return success();
}

// cond_br %c, ^a, ^b where ^a or ^b only branch on: their targets instead.
LogicalResult simplifyPassThroughCondBranch(Operation *op,
                                            PatternRewriter &rewriter) {
  Successor t = successorOf(op, 0), f = successorOf(op, 1);
  bool collapsedTrue = succeeded(collapseBranch(t));
  bool collapsedFalse = succeeded(collapseBranch(f));
  if (!collapsedTrue && !collapsedFalse)
    return failure();
  replaceWithCondBr(rewriter, op, t, f);
  return success();
}

// cond_br %c, ^a(x), ^a(x) -> br ^a(x); with different operands and this
// block the only predecessor of ^a, the operands that differ become
// arith.select on the condition.
LogicalResult simplifyCondBranchIdenticalSuccessors(Operation *op,
                                                    PatternRewriter &rewriter) {
  Successor t = successorOf(op, 0), f = successorOf(op, 1);
  if (t.dest != f.dest)
    return failure();
  if (t.operands == f.operands) {
    replaceWithBr(rewriter, op, t);
    return success();
  }
  if (uniquePredecessor(t.dest) != op->getBlock())
    return failure();
  rewriter.setInsertionPoint(op);
  Successor merged{t.dest, {}};
  for (unsigned i = 0; i < t.operands.size(); ++i) {
    if (t.operands[i] == f.operands[i]) {
      merged.operands.push_back(t.operands[i]);
      continue;
    }
    merged.operands.push_back(
        create<arith::SelectOp>(rewriter, op->getLoc(),
                                with<"condition">(conditionOf(op)),
                                with<"true_value">(t.operands[i]),
                                with<"false_value">(f.operands[i]),
                                with<"result">(t.operands[i].getType()))
            .result<"result">());
  }
  replaceWithBr(rewriter, op, merged);
  return success();
}

// A cond_br whose block is entered only from a cond_br on the same
// condition knows which way it goes.
LogicalResult
simplifyCondBranchFromCondBranchOnSameCondition(Operation *op,
                                                PatternRewriter &rewriter) {
  Block *current = op->getBlock();
  Block *predecessor = singlePredecessor(current);
  if (!predecessor)
    return failure();
  Operation *predBranch = &predecessor->back();
  if (!llvm::isa<cf::CondBranchOp>(predBranch) ||
      conditionOf(predBranch) != conditionOf(op))
    return failure();
  replaceWithBr(
      rewriter, op,
      successorOf(op, current == predBranch->getSuccessor(0) ? 0 : 1));
  return success();
}

// In a successor entered only from this cond_br, the condition is known:
// true in the true destination, false in the false one.
LogicalResult condBranchTruthPropagation(Operation *op,
                                         PatternRewriter &rewriter) {
  Value cond = conditionOf(op);
  Type i1 = IntegerType::get(rewriter.getContext(), 1);
  bool replaced = false;
  for (unsigned s = 0; s < 2; ++s) {
    Block *dest = op->getSuccessor(s);
    if (!singlePredecessor(dest))
      continue;
    Value constant;
    llvm::SmallVector<OpOperand *, 4> uses;
    for (OpOperand *use = cond.getFirstUse(); use; use = use->getNextUse())
      if (use->getOwner()->getBlock() == dest)
        uses.push_back(use);
    for (OpOperand *use : uses) {
      replaced = true;
      if (!constant) {
        rewriter.setInsertionPoint(op);
        constant =
            create<arith::ConstantOp>(
                rewriter, op->getLoc(),
                with<"value">(BoolAttr::get(rewriter.getContext(), s == 0)),
                with<"result">(i1))
                .result<"result">();
      }
      rewriter.modifyOpInPlace(use->getOwner(), [&] { use->set(constant); });
    }
  }
  return success(replaced);
}

/// Whether `block` holds only ub.unreachable.
bool onlyUnreachable(Block *block) {
  return !block->empty() && &block->front() == &block->back() &&
         llvm::isa<ub::UnreachableOp>(&block->front());
}

// A successor that is only ub.unreachable is never taken: cond_br to it
// becomes a branch to the other one (ub.unreachable when both are).
LogicalResult dropUnreachableCondBranch(Operation *op,
                                        PatternRewriter &rewriter) {
  bool trueUnreachable = onlyUnreachable(op->getSuccessor(0));
  bool falseUnreachable = onlyUnreachable(op->getSuccessor(1));
  if (!trueUnreachable && !falseUnreachable)
    return failure();
  if (trueUnreachable && falseUnreachable) {
    rewriter.setInsertionPoint(op);
    create<ub::UnreachableOp>(rewriter, op->getLoc());
    rewriter.eraseOp(op);
    return success();
  }
  replaceWithBr(rewriter, op, successorOf(op, trueUnreachable ? 1 : 0));
  return success();
}

//===-- cf.switch ---------------------------------------------------------===//

llvm::SmallVector<Successor, 4> caseSuccessors(Operation *op) {
  llvm::SmallVector<Successor, 4> cases;
  for (unsigned i = 1; i < op->getNumSuccessors(); ++i)
    cases.push_back(successorOf(op, i));
  return cases;
}

// switch with only a default -> br
LogicalResult simplifySwitchWithOnlyDefault(Operation *op,
                                            PatternRewriter &rewriter) {
  if (op->getNumSuccessors() != 1)
    return failure();
  replaceWithBr(rewriter, op, successorOf(op, 0));
  return success();
}

// Cases that go where the default goes, with the same operands, go.
/// Rebuilds the switch without the cases `drop` picks (by value and
/// successor); fails when it picks none.
LogicalResult eraseSwitchCasesIf(
    Operation *op, PatternRewriter &rewriter,
    llvm::function_ref<bool(const APInt &, const Successor &)> drop) {
  llvm::SmallVector<APInt, 4> values = branch::caseValues(op);
  llvm::SmallVector<Successor, 4> cases = caseSuccessors(op);
  llvm::SmallVector<APInt, 4> newValues;
  llvm::SmallVector<Successor, 4> newCases;
  for (unsigned i = 0; i < values.size() && i < cases.size(); ++i) {
    if (drop(values[i], cases[i]))
      continue;
    newValues.push_back(values[i]);
    newCases.push_back(cases[i]);
  }
  if (newValues.size() == std::min(values.size(), cases.size()))
    return failure();
  replaceWithSwitch(rewriter, op, successorOf(op, 0), newValues, newCases);
  return success();
}

LogicalResult dropSwitchCasesThatMatchDefault(Operation *op,
                                              PatternRewriter &rewriter) {
  Successor defaultDest = successorOf(op, 0);
  return eraseSwitchCasesIf(
      op, rewriter, [&](const APInt &, const Successor &c) {
        return c.dest == defaultDest.dest && c.operands == defaultDest.operands;
      });
}

/// Replaces the switch by a branch to the case of `value` (or the
/// default).
void foldSwitch(Operation *op, PatternRewriter &rewriter, const APInt &value) {
  replaceWithBr(rewriter, op,
                successorOf(op, branch::caseSuccessorIndex(op, value)));
}

// switch on a constant -> br to its case
LogicalResult simplifyConstSwitchValue(Operation *op,
                                       PatternRewriter &rewriter) {
  std::optional<APInt> value = getConstantInt(flagOf(op));
  if (!value)
    return failure();
  foldSwitch(op, rewriter, *value);
  return success();
}

// Cases (and the default) that go to a block only branching on go to its
// target.
LogicalResult simplifyPassThroughSwitch(Operation *op,
                                        PatternRewriter &rewriter) {
  llvm::SmallVector<Successor, 4> cases = caseSuccessors(op);
  bool requiresChange = false;
  for (Successor &c : cases)
    if (succeeded(collapseBranch(c)))
      requiresChange = true;
  Successor defaultDest = successorOf(op, 0);
  if (succeeded(collapseBranch(defaultDest)))
    requiresChange = true;
  if (!requiresChange)
    return failure();
  replaceWithSwitch(rewriter, op, defaultDest, branch::caseValues(op), cases);
  return success();
}

// A switch in a block entered only from a case of a switch on the same
// flag knows the flag's value.
/// The cf.switch on `op`'s flag that ends the single predecessor of `op`'s
/// block, or null.
Operation *predecessorSwitchOnSameFlag(Operation *op) {
  Block *predecessor = singlePredecessor(op->getBlock());
  if (!predecessor)
    return nullptr;
  Operation *predSwitch = &predecessor->back();
  if (!llvm::isa<cf::SwitchOp>(predSwitch) || flagOf(predSwitch) != flagOf(op))
    return nullptr;
  return predSwitch;
}

LogicalResult
simplifySwitchFromSwitchOnSameCondition(Operation *op,
                                        PatternRewriter &rewriter) {
  Block *current = op->getBlock();
  Operation *predSwitch = predecessorSwitchOnSameFlag(op);
  if (!predSwitch || predSwitch->getSuccessor(0) == current)
    return failure();
  for (unsigned i = 1; i < predSwitch->getNumSuccessors(); ++i)
    if (predSwitch->getSuccessor(i) == current) {
      foldSwitch(op, rewriter, branch::caseValues(predSwitch)[i - 1]);
      return success();
    }
  replaceWithBr(rewriter, op, successorOf(op, 0));
  return success();
}

// A switch in a block entered only as the default of a switch on the same
// flag drops the cases the flag cannot have there.
LogicalResult
simplifySwitchFromDefaultSwitchOnSameCondition(Operation *op,
                                               PatternRewriter &rewriter) {
  Block *current = op->getBlock();
  Operation *predSwitch = predecessorSwitchOnSameFlag(op);
  if (!predSwitch || predSwitch->getSuccessor(0) != current)
    return failure();
  llvm::SmallVector<APInt, 4> predValues = branch::caseValues(predSwitch);
  llvm::SmallVector<APInt, 4> toRemove;
  for (unsigned i = 0; i < predValues.size(); ++i)
    if (predSwitch->getSuccessor(i + 1) != current)
      toRemove.push_back(predValues[i]);
  return eraseSwitchCasesIf(op, rewriter,
                            [&](const APInt &value, const Successor &) {
                              return llvm::is_contained(toRemove, value);
                            });
}

} // namespace

void cf::assertPatterns(RewritePatternSet &patterns, Context &) {
  patterns.add<cf::AssertOp>("EraseAssertTrue", eraseAssertTrue);
}

void cf::brPatterns(RewritePatternSet &patterns, Context &) {
  patterns.add<cf::BranchOp>("SimplifyBrToBlockWithSinglePred",
                             simplifyBrToBlockWithSinglePred);
  patterns.add<cf::BranchOp>("SimplifyPassThroughBr", simplifyPassThroughBr);
}

void cf::condBrPatterns(RewritePatternSet &patterns, Context &) {
  patterns.add<cf::CondBranchOp>("SimplifyConstCondBranchPred",
                                 simplifyConstCondBranchPred);
  patterns.add<cf::CondBranchOp>("SimplifyPassThroughCondBranch",
                                 simplifyPassThroughCondBranch);
  patterns.add<cf::CondBranchOp>("SimplifyCondBranchIdenticalSuccessors",
                                 simplifyCondBranchIdenticalSuccessors);
  patterns.add<cf::CondBranchOp>(
      "SimplifyCondBranchFromCondBranchOnSameCondition",
      simplifyCondBranchFromCondBranchOnSameCondition);
  patterns.add<cf::CondBranchOp>("CondBranchTruthPropagation",
                                 condBranchTruthPropagation);
  patterns.add<cf::CondBranchOp>("DropUnreachableCondBranch",
                                 dropUnreachableCondBranch);
}

void cf::switchPatterns(RewritePatternSet &patterns, Context &) {
  patterns.add<cf::SwitchOp>("SimplifySwitchWithOnlyDefault",
                             simplifySwitchWithOnlyDefault);
  patterns.add<cf::SwitchOp>("DropSwitchCasesThatMatchDefault",
                             dropSwitchCasesThatMatchDefault);
  patterns.add<cf::SwitchOp>("SimplifyConstSwitchValue",
                             simplifyConstSwitchValue);
  patterns.add<cf::SwitchOp>("SimplifyPassThroughSwitch",
                             simplifyPassThroughSwitch);
  patterns.add<cf::SwitchOp>("SimplifySwitchFromSwitchOnSameCondition",
                             simplifySwitchFromSwitchOnSameCondition);
  patterns.add<cf::SwitchOp>("SimplifySwitchFromDefaultSwitchOnSameCondition",
                             simplifySwitchFromDefaultSwitchOnSameCondition);
}
