//===- SCFCanonicalize.cpp - scf folds and canonicalization patterns ------===//
//
// MLIR 22's: each pattern keeps its MLIR name (what --canonicalize's
// disable-patterns takes). What scf.for, scf.while, scf.if and
// scf.index_switch pass between regions and results is simplified by the
// generic region-branch patterns (rewrite/RegionBranchPatterns.h), as in
// MLIR 22; the patterns here are the ones that know an op's meaning.
//
//===----------------------------------------------------------------------===//
#include "dialects/arith/ArithDialect.h"
#include "dialects/arith/ArithOps.h"
#include "dialects/cf/ControlFlowOps.h"
#include "dialects/scf/SCFInternal.h"
#include "interfaces/OpInterfaces.h"
#include "ir/Block.h"
#include "ir/Context.h"
#include "rewrite/Folding.h"
#include "rewrite/RegionBranchPatterns.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/ADT/Twine.h"

using namespace terrace;
using namespace terrace::scf;
using llvm::APInt;
using llvm::failure;
using llvm::LogicalResult;
using llvm::success;

//===-- Helpers -----------------------------------------------------------===//

/// `v` is the constant 1 (true for i1): what MLIR's m_One matches.
static bool isConstantOne(Value v) {
  std::optional<APInt> c = getConstantInt(v);
  return c && c->isOne();
}

/// An arith.constant true/false at the insertion point.
static Value createBool(PatternRewriter &rewriter, Location loc, bool value) {
  return create<arith::ConstantOp>(
             rewriter, loc,
             with<"value">(BoolAttr::get(rewriter.getContext(), value)),
             with<"result">(rewriter.getIntegerType(1)))
      .result<"result">();
}

/// An scf.if with `types` results and two empty regions, at the insertion
/// point.
static Operation *createIf(PatternRewriter &rewriter, Location loc,
                           TypeRange types, Value condition) {
  return create<IfOp>(rewriter, loc, with<"condition">(condition),
                      with<"results">(types));
}

/// `arith.select %condition, %t, %f` at the insertion point.
static Value createSelect(PatternRewriter &rewriter, Location loc,
                          Value condition, Value t, Value f) {
  return create<arith::SelectOp>(rewriter, loc, with<"condition">(condition),
                                 with<"true_value">(t), with<"false_value">(f),
                                 with<"result">(t.getType()))
      .result<"result">();
}

/// `scf.yield values` at the insertion point.
static void createYield(PatternRewriter &rewriter, Location loc,
                        ValueRange values) {
  create<YieldOp>(rewriter, loc, with<"results">(values));
}

static llvm::SmallVector<Value, 4>
valuesOf(llvm::ArrayRef<BlockArgumentImpl *> args) {
  return llvm::SmallVector<Value, 4>(args.begin(), args.end());
}

/// Replaces `op` by the ops of the single block of `region`, its arguments
/// taking `blockArgs`; the block's terminator operands replace the results.
static void replaceOpWithRegion(PatternRewriter &rewriter, Operation *op,
                                Region &region, ValueRange blockArgs = {}) {
  Block *block = &region.front();
  Operation *terminator = &block->back();
  rewriter.inlineBlockBefore(block, op->getBlock(), Block::iterator(op),
                             blockArgs);
  // Read after inlining: yielded block arguments became `blockArgs`.
  llvm::SmallVector<Value, 4> results = terminator->getOperands();
  rewriter.replaceOp(op, results);
  rewriter.eraseOp(terminator);
}

/// The block of region `i` of `op`, or null when the region is empty.
static Block *blockOf(Operation *op, unsigned i) {
  Region &r = op->getRegion(i);
  return r.empty() ? nullptr : &r.back();
}

//===-- scf.execute_region ------------------------------------------------===//

// A single-block execute_region is replaced by its ops.
static LogicalResult singleBlockExecuteInliner(Operation *op,
                                               PatternRewriter &rewriter) {
  if (!op->getRegion(0).hasOneBlock() || op->getAttr("no_inline"))
    return failure();
  replaceOpWithRegion(rewriter, op, op->getRegion(0));
  return success();
}

// In a function (or another execute_region), a multi-block execute_region
// becomes blocks of its parent: a branch into its entry, its yields
// branches to the block holding what followed it.
static LogicalResult multiBlockExecuteInliner(Operation *op,
                                              PatternRewriter &rewriter) {
  Operation *parent = op->getParentOp();
  if (op->getAttr("no_inline") || !parent ||
      (!getInterface<CallableOpInterface>(parent) &&
       !llvm::isa<ExecuteRegionOp>(parent)))
    return failure();
  Block *prevBlock = op->getBlock();
  Block *postBlock = rewriter.splitBlock(prevBlock, Block::iterator(op));
  rewriter.setInsertionPointToEnd(prevBlock);
  create<cf::BranchOp>(rewriter, op->getLoc(), &op->getRegion(0).front());
  for (Block &block : op->getRegion(0)) {
    Operation *terminator = &block.back();
    if (!llvm::isa<YieldOp>(terminator))
      continue;
    rewriter.setInsertionPoint(terminator);
    create<cf::BranchOp>(rewriter, terminator->getLoc(), postBlock,
                         terminator->getOperands());
    rewriter.eraseOp(terminator);
  }
  rewriter.inlineRegionBefore(op->getRegion(0), postBlock);
  llvm::SmallVector<Value, 4> blockArgs;
  for (unsigned i = 0; i < op->getNumResults(); ++i)
    blockArgs.push_back(
        postBlock->addArgument(op->getResult(i).getType(), op->getLoc()));
  rewriter.replaceOp(op, blockArgs);
  return success();
}

void scf::executeRegionPatterns(RewritePatternSet &patterns, Context &) {
  patterns.add<ExecuteRegionOp>("SingleBlockExecuteInliner",
                                singleBlockExecuteInliner);
  patterns.add<ExecuteRegionOp>("MultiBlockExecuteInliner",
                                multiBlockExecuteInliner);
}

//===-- scf.for -----------------------------------------------------------===//

std::optional<APInt> scf::constantTripCount(std::optional<APInt> lb,
                                            std::optional<APInt> ub,
                                            std::optional<APInt> step,
                                            bool sameBounds, unsigned width,
                                            bool isSigned) {
  if (sameBounds)
    return APInt(width, 0);
  if (step && (step->isZero() || step->isNegative()))
    return APInt(width, 0);
  if (!lb || !ub)
    return std::nullopt;
  APInt diff = *ub - *lb;
  if (isSigned ? (ub->sle(*lb) || diff.isNegative()) : ub->ule(*lb))
    return APInt(width, 0);
  if (!step)
    return std::nullopt;
  APInt quotient = diff.udiv(*step);
  if (!diff.urem(*step).isZero())
    ++quotient;
  return quotient;
}

/// The condition of an scf.if, of an scf.condition.
static Value ifCondition(Operation *ifOp) {
  return IfOp::wrap(ifOp).operand<"condition">();
}
static Value whileCondition(Operation *conditionOp) {
  return ConditionOp::wrap(conditionOp).operand<"condition">();
}

static std::optional<APInt> constantTripCount(Value lb, Value ub, Value step,
                                              bool isSigned) {
  unsigned width = lb.getType().isIndex()
                       ? 64
                       : llvm::cast<IntegerType>(lb.getType()).getWidth();
  return scf::constantTripCount(getConstantInt(lb), getConstantInt(ub),
                                getConstantInt(step), lb == ub, width,
                                isSigned);
}

static std::optional<APInt> constantTripCount(Operation *forOp) {
  auto loop = ForOp::wrap(forOp);
  return constantTripCount(loop.operand<"lowerBound">(),
                           loop.operand<"upperBound">(), loop.operand<"step">(),
                           !loop.property<"unsignedCmp">());
}

// Erases loops known not to iterate, replaces single-iteration loops with
// their bodies, and removes empty loops that iterate at least once and
// yield only values defined outside.
static LogicalResult simplifyTrivialLoops(Operation *op,
                                          PatternRewriter &rewriter) {
  std::optional<APInt> tripCount = constantTripCount(op);
  if (!tripCount)
    return rewriter.notifyMatchFailure(op, "no constant trip count");
  llvm::SmallVector<Value, 4> inits;
  for (unsigned i = 3; i < op->getNumOperands(); ++i)
    inits.push_back(op->getOperand(i));
  if (tripCount->isZero()) {
    rewriter.replaceOp(op, inits);
    return success();
  }
  Block &body = op->getRegion(0).front();
  if (tripCount->isOne()) {
    llvm::SmallVector<Value, 4> blockArgs{
        ForOp::wrap(op).operand<"lowerBound">()};
    blockArgs.append(inits.begin(), inits.end());
    replaceOpWithRegion(rewriter, op, op->getRegion(0), blockArgs);
    return success();
  }
  if (&body.front() != &body.back())
    return failure();
  llvm::SmallVector<Value, 4> yielded = body.back().getOperands();
  if (llvm::any_of(yielded, [&](Value v) { return !v.isDefinedOutside(op); }))
    return failure();
  rewriter.replaceOp(op, yielded);
  return success();
}

void scf::forPatterns(RewritePatternSet &patterns, Context &) {
  patterns.add<ForOp>("SimplifyTrivialLoops", simplifyTrivialLoops);
  populateRegionBranchCanonicalizationPatterns(patterns, ForOp::name);
}

//===-- scf.if ------------------------------------------------------------===//

// scf.if (xori %c, true) {A} else {B} -> scf.if %c {B} else {A}
LogicalResult scf::foldIf(Operation *op, llvm::ArrayRef<Attribute>,
                          llvm::SmallVectorImpl<OpFoldResult> &) {
  if (op->getRegion(1).empty())
    return failure();
  auto xorOp =
      llvm::dyn_cast_if_present<arith::XOrIOp>(ifCondition(op).getDefiningOp());
  if (!xorOp || !isConstantOne(xorOp.operand<"rhs">()))
    return failure();
  IfOp::wrap(op).operandUse<"condition">().set(xorOp.operand<"lhs">());
  Region &thenRegion = op->getRegion(0), &elseRegion = op->getRegion(1);
  Block *thenBlock = &thenRegion.front();
  Block *elseBlock = &elseRegion.front();
  thenRegion.remove(thenBlock);
  elseRegion.remove(elseBlock);
  thenRegion.push_back(elseBlock);
  elseRegion.push_back(thenBlock);
  return success();
}

// scf.if true {A} else {B} -> A; scf.if false {A} else {B} -> B
static LogicalResult removeStaticCondition(Operation *op,
                                           PatternRewriter &rewriter) {
  std::optional<APInt> cond = getConstantInt(ifCondition(op));
  if (!cond)
    return failure();
  if (!cond->isZero())
    replaceOpWithRegion(rewriter, op, op->getRegion(0));
  else if (!op->getRegion(1).empty())
    replaceOpWithRegion(rewriter, op, op->getRegion(1));
  else
    rewriter.eraseOp(op);
  return success();
}

/// Whether `v` is defined in `region` itself (not deeper, not outside).
static bool definedIn(Value v, Region &region) {
  return v.getParentBlock()->getParent() == &region;
}

// Results both of whose yielded values are defined outside the if become
// arith.select (or the value, when both yield the same):
//   scf.if %c -> (T) { yield %a } else { yield %b } -> arith.select %c, %a, %b
static LogicalResult convertTrivialIfToSelect(Operation *op,
                                              PatternRewriter &rewriter) {
  if (op->getNumResults() == 0)
    return failure();
  Value cond = ifCondition(op);
  Operation *thenYield = &blockOf(op, 0)->back();
  Operation *elseYield = &blockOf(op, 1)->back();
  llvm::SmallVector<Type, 4> nonHoistable;
  for (unsigned i = 0; i < op->getNumResults(); ++i)
    if (definedIn(thenYield->getOperand(i), op->getRegion(0)) ||
        definedIn(elseYield->getOperand(i), op->getRegion(1)))
      nonHoistable.push_back(thenYield->getOperand(i).getType());
  if (nonHoistable.size() == op->getNumResults())
    return failure();

  rewriter.setInsertionPoint(op);
  Operation *replacement = createIf(rewriter, op->getLoc(), nonHoistable, cond);
  replacement->getRegion(0).takeBody(op->getRegion(0));
  replacement->getRegion(1).takeBody(op->getRegion(1));

  llvm::SmallVector<Value, 4> results(op->getNumResults());
  llvm::SmallVector<Value, 4> trueYields, falseYields;
  rewriter.setInsertionPoint(replacement);
  for (unsigned i = 0; i < op->getNumResults(); ++i) {
    Value trueVal = thenYield->getOperand(i);
    Value falseVal = elseYield->getOperand(i);
    if (definedIn(trueVal, replacement->getRegion(0)) ||
        definedIn(falseVal, replacement->getRegion(1))) {
      results[i] = replacement->getResult(unsigned(trueYields.size()));
      trueYields.push_back(trueVal);
      falseYields.push_back(falseVal);
    } else if (trueVal == falseVal) {
      results[i] = trueVal;
    } else {
      results[i] =
          createSelect(rewriter, op->getLoc(), cond, trueVal, falseVal);
    }
  }
  rewriter.setInsertionPointToEnd(blockOf(replacement, 0));
  createYield(rewriter, thenYield->getLoc(), trueYields);
  rewriter.eraseOp(thenYield);
  rewriter.setInsertionPointToEnd(blockOf(replacement, 1));
  createYield(rewriter, elseYield->getLoc(), falseYields);
  rewriter.eraseOp(elseYield);
  rewriter.replaceOp(op, results);
  return success();
}

// Inside the then region the condition is true, inside the else region
// false.
static LogicalResult conditionPropagation(Operation *op,
                                          PatternRewriter &rewriter) {
  Value cond = ifCondition(op);
  if (getConstantValue(cond))
    return failure();
  bool changed = false;
  Value constantTrue, constantFalse;
  llvm::SmallVector<OpOperand *, 8> uses;
  for (OpOperand *use = cond.getFirstUse(); use; use = use->getNextUse())
    uses.push_back(use);
  for (OpOperand *use : uses) {
    Region *userRegion = use->getOwner()->getParentRegion();
    bool inThen = op->getRegion(0).isAncestor(userRegion);
    bool inElse = !inThen && op->getRegion(1).isAncestor(userRegion);
    if (!inThen && !inElse)
      continue;
    changed = true;
    Value &constant = inThen ? constantTrue : constantFalse;
    if (!constant) {
      rewriter.setInsertionPoint(op);
      constant = createBool(rewriter, op->getLoc(), inThen);
    }
    Operation *owner = use->getOwner();
    rewriter.modifyOpInPlace(owner, [&] { use->set(constant); });
  }
  return success(changed);
}

// A result both branches yield the same value for becomes that value; one
// yielding true/false (false/true) becomes the condition (its negation).
static LogicalResult
replaceIfYieldWithConditionOrValue(Operation *op, PatternRewriter &rewriter) {
  if (op->getNumResults() == 0)
    return failure();
  Operation *trueYield = &blockOf(op, 0)->back();
  Operation *falseYield = &blockOf(op, 1)->back();
  rewriter.setInsertionPoint(op);
  bool changed = false;
  for (unsigned i = 0; i < op->getNumResults(); ++i) {
    Value trueResult = trueYield->getOperand(i);
    Value falseResult = falseYield->getOperand(i);
    Value result = op->getResult(i);
    if (trueResult == falseResult) {
      if (!result.use_empty()) {
        rewriter.replaceAllUsesWith(result, trueResult);
        changed = true;
      }
      continue;
    }
    auto trueAttr =
        llvm::dyn_cast_if_present<BoolAttr>(getConstantValue(trueResult));
    auto falseAttr =
        llvm::dyn_cast_if_present<BoolAttr>(getConstantValue(falseResult));
    if (!trueAttr || !falseAttr || result.use_empty())
      continue;
    bool trueVal = trueAttr.getValue(), falseVal = falseAttr.getValue();
    if (!trueVal && falseVal) {
      Dialect *dialect = trueResult.getDefiningOp()->getName().getDialect();
      Operation *one =
          dialect ? dialect->materializeConstant(
                        rewriter, BoolAttr::get(rewriter.getContext(), true),
                        rewriter.getIntegerType(1), op->getLoc())
                  : nullptr;
      if (!one)
        continue;
      Value notCond = create<arith::XOrIOp>(
                          rewriter, op->getLoc(), with<"lhs">(ifCondition(op)),
                          with<"rhs">(one->getResult(0)),
                          with<"result">(rewriter.getIntegerType(1)))
                          .result<"result">();
      rewriter.replaceAllUsesWith(result, notCond);
      changed = true;
    }
    if (trueVal && !falseVal) {
      rewriter.replaceAllUsesWith(result, ifCondition(op));
      changed = true;
    }
  }
  return success(changed);
}

/// `v` is `xori %of, 1`.
static bool isNotOf(Value v, Value of) {
  Operation *def = v.getDefiningOp();
  auto xorOp = llvm::dyn_cast_if_present<arith::XOrIOp>(def);
  return xorOp && xorOp.operand<"lhs">() == of &&
         isConstantOne(xorOp.operand<"rhs">());
}

// Two consecutive scf.if on the same condition (or its negation) merge.
static LogicalResult combineIfs(Operation *nextIf, PatternRewriter &rewriter) {
  Block *parent = nextIf->getBlock();
  if (nextIf == &parent->front())
    return failure();
  Operation *prevIf = &*std::prev(Block::iterator(nextIf));
  if (!prevIf || prevIf->getName() != nextIf->getName())
    return failure();

  Block *nextThen = nullptr, *nextElse = nullptr;
  Value nextCond = ifCondition(nextIf), prevCond = ifCondition(prevIf);
  if (nextCond == prevCond) {
    nextThen = blockOf(nextIf, 0);
    nextElse = blockOf(nextIf, 1);
  }
  if (isNotOf(nextCond, prevCond) || isNotOf(prevCond, nextCond)) {
    nextElse = blockOf(nextIf, 0);
    nextThen = blockOf(nextIf, 1);
  }
  if (!nextThen && !nextElse)
    return failure();

  Operation *prevThenYield = &blockOf(prevIf, 0)->back();
  Block *prevElseBlock = blockOf(prevIf, 1);
  // Uses of prevIf's results inside nextIf take the yielded values.
  if (prevElseBlock) {
    Operation *prevElseYield = &prevElseBlock->back();
    for (unsigned i = 0; i < prevIf->getNumResults(); ++i) {
      llvm::SmallVector<OpOperand *, 4> uses;
      for (OpOperand *u = prevIf->getResult(i).getFirstUse(); u;
           u = u->getNextUse())
        uses.push_back(u);
      for (OpOperand *use : uses) {
        Region *userRegion = use->getOwner()->getParentRegion();
        if (nextThen && nextThen->getParent()->isAncestor(userRegion)) {
          rewriter.modifyOpInPlace(
              use->getOwner(), [&] { use->set(prevThenYield->getOperand(i)); });
        } else if (nextElse && nextElse->getParent()->isAncestor(userRegion)) {
          rewriter.modifyOpInPlace(
              use->getOwner(), [&] { use->set(prevElseYield->getOperand(i)); });
        }
      }
    }
  }

  llvm::SmallVector<Type, 4> mergedTypes = prevIf->getResultTypes();
  llvm::append_range(mergedTypes, nextIf->getResultTypes());
  rewriter.setInsertionPoint(nextIf);
  Operation *combined =
      createIf(rewriter, nextIf->getLoc(), mergedTypes, prevCond);
  Region &combinedThen = combined->getRegion(0);
  Region &combinedElse = combined->getRegion(1);
  rewriter.inlineRegionBefore(prevIf->getRegion(0), combinedThen,
                              combinedThen.begin());
  if (nextThen) {
    Operation *thenYield = &combinedThen.back().back();
    Operation *thenYield2 = &nextThen->back();
    rewriter.mergeBlocks(nextThen, &combinedThen.back());
    rewriter.setInsertionPointToEnd(&combinedThen.back());
    llvm::SmallVector<Value, 4> merged = thenYield->getOperands();
    llvm::append_range(merged, thenYield2->getOperands());
    createYield(rewriter, thenYield2->getLoc(), merged);
    rewriter.eraseOp(thenYield);
    rewriter.eraseOp(thenYield2);
  }
  rewriter.inlineRegionBefore(prevIf->getRegion(1), combinedElse,
                              combinedElse.begin());
  if (nextElse) {
    if (combinedElse.empty()) {
      rewriter.inlineRegionBefore(*nextElse->getParent(), combinedElse,
                                  combinedElse.begin());
    } else {
      Operation *elseYield = &combinedElse.back().back();
      Operation *elseYield2 = &nextElse->back();
      rewriter.mergeBlocks(nextElse, &combinedElse.back());
      rewriter.setInsertionPointToEnd(&combinedElse.back());
      llvm::SmallVector<Value, 4> merged = elseYield->getOperands();
      llvm::append_range(merged, elseYield2->getOperands());
      createYield(rewriter, elseYield2->getLoc(), merged);
      rewriter.eraseOp(elseYield);
      rewriter.eraseOp(elseYield2);
    }
  }
  llvm::SmallVector<Value, 4> prevValues, nextValues;
  for (unsigned i = 0; i < combined->getNumResults(); ++i)
    (i < prevIf->getNumResults() ? prevValues : nextValues)
        .push_back(combined->getResult(i));
  rewriter.replaceOp(prevIf, prevValues);
  rewriter.replaceOp(nextIf, nextValues);
  return success();
}

// scf.if without results whose else block only yields loses it.
static LogicalResult removeEmptyElseBranch(Operation *op,
                                           PatternRewriter &rewriter) {
  if (op->getNumResults())
    return failure();
  Block *elseBlock = blockOf(op, 1);
  if (!elseBlock || &elseBlock->front() != &elseBlock->back())
    return failure();
  rewriter.setInsertionPoint(op);
  Operation *newIf = createIf(rewriter, op->getLoc(), {}, ifCondition(op));
  newIf->setAttrs(op->getAttrDictionary());
  rewriter.inlineRegionBefore(op->getRegion(0), newIf->getRegion(0),
                              newIf->getRegion(0).begin());
  rewriter.eraseOp(op);
  return success();
}

// scf.if %a { scf.if %b { ... } } -> scf.if (arith.andi %a, %b) { ... }
static LogicalResult combineNestedIfs(Operation *op,
                                      PatternRewriter &rewriter) {
  Block *thenBlock = blockOf(op, 0);
  // The nested if must be the only op but the terminator.
  if (thenBlock->empty() || &thenBlock->front() == &thenBlock->back() ||
      &*std::next(thenBlock->begin()) != &thenBlock->back())
    return failure();
  Block *elseBlock = blockOf(op, 1);
  if (elseBlock && &elseBlock->front() != &elseBlock->back())
    return failure();
  Operation *nestedIf = &thenBlock->front();
  if (nestedIf->getName() != op->getName())
    return failure();
  Block *nestedElse = blockOf(nestedIf, 1);
  if (nestedElse && &nestedElse->front() != &nestedElse->back())
    return failure();

  llvm::SmallVector<Value, 4> thenYield = thenBlock->back().getOperands();
  llvm::SmallVector<Value, 4> elseYield;
  if (elseBlock)
    elseYield = elseBlock->back().getOperands();
  llvm::SmallVector<unsigned, 4> elseYieldsToUpgradeToSelect;
  for (unsigned i = 0; i < thenYield.size(); ++i) {
    Value v = thenYield[i];
    if (v.getDefiningOp() == nestedIf) {
      unsigned nestedIdx = v.getImpl()->index;
      if (nestedIf->getRegion(1).empty() ||
          blockOf(nestedIf, 1)->back().getOperand(nestedIdx) != elseYield[i])
        return failure();
      thenYield[i] = blockOf(nestedIf, 0)->back().getOperand(nestedIdx);
      continue;
    }
    if (definedIn(v, op->getRegion(0)))
      return failure();
    elseYieldsToUpgradeToSelect.push_back(i);
  }

  Location loc = op->getLoc();
  rewriter.setInsertionPoint(op);
  Value newCondition =
      create<arith::AndIOp>(rewriter, loc, with<"lhs">(ifCondition(op)),
                            with<"rhs">(ifCondition(nestedIf)),
                            with<"result">(rewriter.getIntegerType(1)))
          .result<"result">();
  Operation *newIf =
      createIf(rewriter, loc, op->getResultTypes(), newCondition);
  Block *newIfBlock = rewriter.createBlock(&newIf->getRegion(0));
  llvm::SmallVector<Value, 4> results = newIf->getResults();
  rewriter.setInsertionPoint(newIf);
  for (unsigned idx : elseYieldsToUpgradeToSelect)
    results[idx] = createSelect(rewriter, op->getLoc(), ifCondition(op),
                                thenYield[idx], elseYield[idx]);
  rewriter.mergeBlocks(blockOf(nestedIf, 0), newIfBlock);
  Operation *oldYield = &newIfBlock->back();
  rewriter.setInsertionPoint(oldYield);
  createYield(rewriter, oldYield->getLoc(), thenYield);
  rewriter.eraseOp(oldYield);
  if (!elseYield.empty()) {
    rewriter.createBlock(&newIf->getRegion(1));
    createYield(rewriter, loc, elseYield);
  }
  rewriter.replaceOp(op, results);
  return success();
}

void scf::ifPatterns(RewritePatternSet &patterns, Context &) {
  patterns.add<IfOp>("CombineIfs", combineIfs);
  patterns.add<IfOp>("CombineNestedIfs", combineNestedIfs);
  patterns.add<IfOp>("ConditionPropagation", conditionPropagation);
  patterns.add<IfOp>("ConvertTrivialIfToSelect", convertTrivialIfToSelect);
  patterns.add<IfOp>("RemoveEmptyElseBranch", removeEmptyElseBranch);
  patterns.add<IfOp>("RemoveStaticCondition", removeStaticCondition);
  patterns.add<IfOp>("ReplaceIfYieldWithConditionOrValue",
                     replaceIfYieldWithConditionOrValue);
  populateRegionBranchCanonicalizationPatterns(patterns, IfOp::name);
}

//===-- scf.while ---------------------------------------------------------===//

// An after-region argument that receives the condition itself is true
// there (the after region only runs when it holds).
static LogicalResult whileConditionTruth(Operation *op,
                                         PatternRewriter &rewriter) {
  Operation *term = &op->getRegion(0).front().back();
  Block &after = op->getRegion(1).front();
  Value cond = whileCondition(term);
  Value constantTrue;
  bool replaced = false;
  for (unsigned i = 1; i < term->getNumOperands(); ++i) {
    if (term->getOperand(i) != cond)
      continue;
    Value arg = after.getArgument(i - 1);
    if (arg.use_empty())
      continue;
    if (!constantTrue) {
      rewriter.setInsertionPoint(op);
      constantTrue = createBool(rewriter, op->getLoc(), true);
    }
    rewriter.replaceAllUsesWith(arg, constantTrue);
    replaced = true;
  }
  return success(replaced);
}

/// arith.cmpi's predicate (its `predicate` property: eq 0, ne 1, slt 2,
/// sle 3, sgt 4, sge 5, ult 6, ule 7, ugt 8, uge 9).
static std::optional<int64_t> cmpPredicate(arith::CmpIOp cmp) {
  if (auto p = cmp.property<"predicate", IntegerAttr>())
    return p.getInt();
  return std::nullopt;
}

/// The predicate true exactly when `p` is false.
// In the after region, a cmpi of a forwarded operand of the condition's
// cmpi against the same other operand is known: true with the same
// predicate, false with the inverse one.
static LogicalResult whileCmpCond(Operation *op, PatternRewriter &rewriter) {
  Operation *cond = &op->getRegion(0).front().back();
  auto cmp = llvm::dyn_cast_if_present<arith::CmpIOp>(
      whileCondition(cond).getDefiningOp());
  if (!cmp)
    return failure();
  // The compared values, either of which may be forwarded.
  Value sides[] = {cmp.operand<"lhs">(), cmp.operand<"rhs">()};
  std::optional<int64_t> predicate = cmpPredicate(cmp);
  if (!predicate)
    return failure();
  Block &after = op->getRegion(1).front();
  bool changed = false;
  for (unsigned i = 1; i < cond->getNumOperands(); ++i) {
    Value forwarded = cond->getOperand(i);
    Value arg = after.getArgument(i - 1);
    for (unsigned opIdx = 0; opIdx < 2; ++opIdx) {
      if (forwarded != sides[opIdx])
        continue;
      llvm::SmallVector<Operation *, 4> users;
      for (OpOperand *u = arg.getFirstUse(); u; u = u->getNextUse())
        users.push_back(u->getOwner());
      for (Operation *cmp2 : users) {
        if (!llvm::isa<arith::CmpIOp>(cmp2) || !cmp2->getBlock())
          continue;
        Value sides2[] = {arith::CmpIOp::wrap(cmp2).operand<"lhs">(),
                          arith::CmpIOp::wrap(cmp2).operand<"rhs">()};
        if (sides2[1 - opIdx] != sides[1 - opIdx])
          continue;
        std::optional<int64_t> predicate2 =
            cmpPredicate(arith::CmpIOp::wrap(cmp2));
        if (!predicate2)
          continue;
        bool samePredicate;
        if (*predicate2 == *predicate)
          samePredicate = true;
        else if (uint64_t(*predicate2) ==
                 arith::invertCmpIPredicate(uint64_t(*predicate)))
          samePredicate = false;
        else
          continue;
        rewriter.setInsertionPoint(cmp2);
        rewriter.replaceOp(
            cmp2, {createBool(rewriter, cmp2->getLoc(), samePredicate)});
        changed = true;
      }
    }
  }
  return success(changed);
}

/// A new scf.while with `types` results, `inits` operands and empty
/// regions, at the insertion point.
static Operation *createWhile(PatternRewriter &rewriter, Operation *like,
                              TypeRange types, ValueRange inits) {
  OperationState state(like->getLoc(), like->getName());
  state.operands.assign(inits.begin(), inits.end());
  state.types.assign(types.begin(), types.end());
  state.addRegion();
  state.addRegion();
  return rewriter.create(state);
}

// When the before block forwards its arguments, all of them, each once but
// in another order, to scf.condition, the condition's operands (with the
// after block and results) are reordered to match.
static LogicalResult whileOpAlignBeforeArgs(Operation *loop,
                                            PatternRewriter &rewriter) {
  Block *oldBefore = &loop->getRegion(0).front();
  Operation *oldTerm = &oldBefore->back();
  llvm::SmallVector<Value, 4> beforeArgs = valuesOf(oldBefore->getArguments());
  llvm::SmallVector<Value, 4> termArgs;
  for (unsigned i = 1; i < oldTerm->getNumOperands(); ++i)
    termArgs.push_back(oldTerm->getOperand(i));
  if (beforeArgs == termArgs)
    return failure();
  llvm::SmallPtrSet<ValueImpl *, 8> seen;
  for (Value v : termArgs)
    if (!seen.insert(v.getImpl()).second)
      return failure();
  if (beforeArgs.size() != termArgs.size())
    return failure();
  // mapping[j] = i: the condition's j-th operand is the i-th argument.
  llvm::SmallVector<unsigned, 4> mapping(beforeArgs.size());
  for (unsigned i = 0; i < beforeArgs.size(); ++i) {
    auto it = llvm::find(termArgs, beforeArgs[i]);
    if (it == termArgs.end())
      return failure();
    mapping[unsigned(it - termArgs.begin())] = i;
  }

  rewriter.setInsertionPoint(oldTerm);
  create<ConditionOp>(rewriter, oldTerm->getLoc(),
                      with<"condition">(whileCondition(oldTerm)),
                      with<"args">(beforeArgs));
  rewriter.eraseOp(oldTerm);

  Block *oldAfter = &loop->getRegion(1).front();
  llvm::SmallVector<Type, 4> newResultTypes(beforeArgs.size());
  for (unsigned i = 0; i < mapping.size(); ++i)
    newResultTypes[mapping[i]] = loop->getResult(i).getType();
  rewriter.setInsertionPoint(loop);
  Operation *newLoop =
      createWhile(rewriter, loop, newResultTypes, loop->getOperands());
  newLoop->setAttrs(loop->getAttrDictionary());
  llvm::SmallVector<Type, 4> beforeTypes;
  llvm::SmallVector<Location, 4> beforeLocs;
  for (Value v : beforeArgs) {
    beforeTypes.push_back(v.getType());
    beforeLocs.push_back(v.getLoc());
  }
  Block *newBefore =
      rewriter.createBlock(&newLoop->getRegion(0), beforeTypes, beforeLocs);
  llvm::SmallVector<Location, 4> afterLocs(newResultTypes.size(),
                                           loop->getLoc());
  Block *newAfter =
      rewriter.createBlock(&newLoop->getRegion(1), newResultTypes, afterLocs);
  llvm::SmallVector<Value, 4> newResults(beforeArgs.size());
  llvm::SmallVector<Value, 4> newAfterArgs(beforeArgs.size());
  for (unsigned i = 0; i < mapping.size(); ++i) {
    newResults[i] = newLoop->getResult(mapping[i]);
    newAfterArgs[i] = newAfter->getArgument(mapping[i]);
  }
  rewriter.inlineBlockBefore(oldBefore, newBefore, newBefore->begin(),
                             valuesOf(newBefore->getArguments()));
  rewriter.inlineBlockBefore(oldAfter, newAfter, newAfter->begin(),
                             newAfterArgs);
  rewriter.replaceOp(loop, newResults);
  return success();
}

/// Calls `fn` on every operand in `region` (nested ops first, as MLIR's
/// post-order walk) whose value is defined in `definedIn`.
static void forEachUseOfValuesIn(Region &region, Region &definedIn,
                                 llvm::function_ref<void(OpOperand &)> fn) {
  for (Block &block : region)
    for (Operation &op : block) {
      for (Region &nested : op.getRegions())
        forEachUseOfValuesIn(nested, definedIn, fn);
      for (OpOperand &operand : op.getOpOperands())
        if (operand.get().getParentBlock()->getParent() == &definedIn)
          fn(operand);
    }
}

// An scf.if right before scf.condition, on the same condition and with an
// else block that only yields, moves into the after region: the after
// region only runs when the condition holds.
static LogicalResult whileMoveIfDown(Operation *op, PatternRewriter &rewriter) {
  Region &before = op->getRegion(0);
  Operation *conditionOp = &before.front().back();
  if (&before.front().front() == conditionOp)
    return failure();
  Operation *ifOp = &*std::prev(Block::iterator(conditionOp));
  if (!llvm::isa<IfOp>(ifOp) ||
      ifCondition(ifOp) != whileCondition(conditionOp))
    return failure();
  Block *elseBlock = blockOf(ifOp, 1);
  if (elseBlock && &elseBlock->front() != &elseBlock->back())
    return failure();
  Block *thenBlock = blockOf(ifOp, 0);
  Block &after = op->getRegion(1).front();
  Location loc = op->getLoc();

  // The condition forwards the else values; the after region uses the
  // then values.
  for (unsigned idx = 1; idx < conditionOp->getNumOperands(); ++idx) {
    Value arg = conditionOp->getOperand(idx);
    if (arg.getDefiningOp() != ifOp)
      continue;
    unsigned ifIdx = arg.getImpl()->index;
    Value thenValue = thenBlock->back().getOperand(ifIdx);
    Value elseValue = elseBlock->back().getOperand(ifIdx);
    rewriter.replaceAllUsesWith(ifOp->getResult(ifIdx), elseValue);
    rewriter.replaceAllUsesWith(after.getArgument(idx - 1), thenValue);
  }

  // Values of the before region the then region uses become extra
  // arguments of the after region.
  llvm::SmallVector<Value, 4> additional;
  llvm::SmallPtrSet<ValueImpl *, 8> seen;
  forEachUseOfValuesIn(ifOp->getRegion(0), before, [&](OpOperand &operand) {
    if (seen.insert(operand.get().getImpl()).second)
      additional.push_back(operand.get());
  });
  llvm::SmallVector<Type, 4> newResultTypes = op->getResultTypes();
  for (Value v : additional)
    newResultTypes.push_back(v.getType());

  rewriter.setInsertionPoint(op);
  Operation *newWhile =
      createWhile(rewriter, op, newResultTypes, op->getOperands());
  newWhile->getRegion(0).takeBody(op->getRegion(0));
  newWhile->getRegion(1).takeBody(op->getRegion(1));
  llvm::SmallVector<Value, 4> newArgs;
  for (Value v : additional)
    newArgs.push_back(after.addArgument(v.getType(), loc));
  rewriter.notifyModified(newWhile);

  rewriter.modifyOpInPlace(conditionOp, [&] {
    llvm::SmallVector<Value, 8> operands = conditionOp->getOperands();
    operands.append(additional.begin(), additional.end());
    conditionOp->setOperands(operands);
  });
  for (unsigned i = 0; i < additional.size(); ++i) {
    llvm::SmallVector<OpOperand *, 4> uses;
    for (OpOperand *u = additional[i].getFirstUse(); u; u = u->getNextUse())
      if (ifOp->getRegion(0).isAncestor(u->getOwner()->getParentRegion()))
        uses.push_back(u);
    for (OpOperand *use : uses)
      rewriter.modifyOpInPlace(use->getOwner(), [&] { use->set(newArgs[i]); });
  }

  rewriter.eraseOp(&thenBlock->back());
  rewriter.inlineBlockBefore(thenBlock, &after, after.begin());
  rewriter.eraseOp(ifOp);
  llvm::SmallVector<Value, 4> results = newWhile->getResults();
  results.resize(op->getNumResults());
  rewriter.replaceOp(op, results);
  return success();
}

void scf::whilePatterns(RewritePatternSet &patterns, Context &) {
  patterns.add<WhileOp>("WhileConditionTruth", whileConditionTruth);
  patterns.add<WhileOp>("WhileCmpCond", whileCmpCond);
  patterns.add<WhileOp>("WhileOpAlignBeforeArgs", whileOpAlignBeforeArgs);
  patterns.add<WhileOp>("WhileMoveIfDown", whileMoveIfDown);
  populateRegionBranchCanonicalizationPatterns(patterns, WhileOp::name);
}

//===-- scf.index_switch --------------------------------------------------===//

// A switch on a constant is replaced by the region it selects.
static LogicalResult foldConstantCase(Operation *op,
                                      PatternRewriter &rewriter) {
  Attribute value = getConstantValue(IndexSwitchOp::wrap(op).operand<"arg">());
  if (!llvm::isa_and_present<IntegerAttr>(value))
    return failure();
  // The region-branch interface knows which case a constant picks.
  llvm::SmallVector<int, 1> regions;
  getInterface<RegionBranchOpInterface>(op)->entrySuccessors(op, {value},
                                                             regions);
  replaceOpWithRegion(rewriter, op, op->getRegion(unsigned(regions.front())));
  return success();
}

void scf::indexSwitchPatterns(RewritePatternSet &patterns, Context &) {
  patterns.add<IndexSwitchOp>("FoldConstantCase", foldConstantCase);
  populateRegionBranchCanonicalizationPatterns(patterns, IndexSwitchOp::name);
}

//===-- scf.parallel ------------------------------------------------------===//

/// The operands of segment `i` (lower bounds, upper bounds, steps, inits).
static llvm::SmallVector<Value, 4> parallelSegment(Operation *op, unsigned i) {
  auto parallel = llvm::cast<ParallelOp>(op);
  switch (i) {
  case 0:
    return parallel.operands<"lowerBound">();
  case 1:
    return parallel.operands<"upperBound">();
  case 2:
    return parallel.operands<"step">();
  default:
    return parallel.operands<"initVals">();
  }
}

/// A new scf.parallel with these bounds and inits and an empty body region,
/// at the insertion point.
static Operation *createParallel(PatternRewriter &rewriter, Location loc,
                                 ValueRange lbs, ValueRange ubs,
                                 ValueRange steps, ValueRange inits) {
  llvm::SmallVector<Type, 4> types;
  for (Value v : inits)
    types.push_back(v.getType());
  return create<ParallelOp>(rewriter, loc, with<"lowerBound">(lbs),
                            with<"upperBound">(ubs), with<"step">(steps),
                            with<"initVals">(inits), with<"results">(types));
}

/// Clones `op` at the insertion point through `mapper`.
static Operation *cloneInto(PatternRewriter &rewriter, Operation &op,
                            llvm::DenseMap<Value, Value> &mapper) {
  llvm::DenseMap<Block *, Block *> blockMapper;
  return rewriter.insert(op.clone(mapper, blockMapper));
}

void scf::cloneBodyInto(PatternRewriter &rewriter, Block &body,
                        Operation *newOp,
                        llvm::DenseMap<Value, Value> &mapper) {
  Block *newBody = new Block();
  newOp->getRegion(0).push_back(newBody);
  for (unsigned i = 0; i < body.getNumArguments(); ++i) {
    Value arg = body.getArgument(i);
    if (!mapper.count(arg))
      mapper[arg] = newBody->addArgument(arg.getType(), arg.getLoc());
  }
  rewriter.setInsertionPointToEnd(newBody);
  for (Operation &inner : body)
    cloneInto(rewriter, inner, mapper);
}

static Value lookupOrDefault(llvm::DenseMap<Value, Value> &mapper, Value v) {
  auto it = mapper.find(v);
  return it == mapper.end() ? v : it->second;
}

// Dimensions of zero or one iteration leave the loop: zero iterations
// replace it by its inits, one substitutes the lower bound for the
// induction variable; with no dimension left the body (and the reductions,
// applied to the inits) is inlined.
static LogicalResult
parallelOpSingleOrZeroIterationDimsFolder(Operation *op,
                                          PatternRewriter &rewriter) {
  Location loc = op->getLoc();
  llvm::SmallVector<Value, 4> lbs = parallelSegment(op, 0);
  llvm::SmallVector<Value, 4> ubs = parallelSegment(op, 1);
  llvm::SmallVector<Value, 4> steps = parallelSegment(op, 2);
  llvm::SmallVector<Value, 4> inits = parallelSegment(op, 3);
  Block &body = op->getRegion(0).front();
  llvm::SmallVector<Value, 4> newLbs, newUbs, newSteps;
  llvm::DenseMap<Value, Value> mapper;
  for (unsigned d = 0; d < lbs.size(); ++d) {
    std::optional<APInt> trips =
        constantTripCount(lbs[d], ubs[d], steps[d], /*isSigned=*/true);
    if (trips && trips->isZero()) {
      rewriter.replaceOp(op, inits);
      return success();
    }
    if (trips && trips->isOne()) {
      mapper[body.getArgument(d)] = lbs[d];
      continue;
    }
    newLbs.push_back(lbs[d]);
    newUbs.push_back(ubs[d]);
    newSteps.push_back(steps[d]);
  }
  if (newLbs.size() == lbs.size())
    return failure();

  rewriter.setInsertionPoint(op);
  if (newLbs.empty()) {
    for (Operation &inner : body)
      if (&inner != &body.back())
        cloneInto(rewriter, inner, mapper);
    Operation *reduce = &body.back();
    llvm::SmallVector<Value, 4> results;
    for (unsigned i = 0; i < reduce->getNumRegions(); ++i) {
      Block &reduceBlock = reduce->getRegion(i).front();
      mapper[reduceBlock.getArgument(0)] = inits[results.size()];
      mapper[reduceBlock.getArgument(1)] =
          lookupOrDefault(mapper, reduce->getOperand(i));
      for (Operation &inner : reduceBlock)
        if (&inner != &reduceBlock.back())
          cloneInto(rewriter, inner, mapper);
      results.push_back(lookupOrDefault(
          mapper,
          ReduceReturnOp::wrap(&reduceBlock.back()).operand<"result">()));
    }
    rewriter.replaceOp(op, results);
    return success();
  }

  Operation *newOp =
      createParallel(rewriter, loc, newLbs, newUbs, newSteps, inits);
  scf::cloneBodyInto(rewriter, body, newOp, mapper);
  rewriter.replaceOp(op, newOp->getResults());
  return success();
}

// scf.parallel whose body is only another scf.parallel (bounds independent
// of the outer induction variables, no reductions) merges into one.
static LogicalResult mergeNestedParallelLoops(Operation *op,
                                              PatternRewriter &rewriter) {
  Block &outerBody = op->getRegion(0).front();
  if (&outerBody.front() == &outerBody.back() ||
      &*std::next(outerBody.begin()) != &outerBody.back())
    return failure();
  Operation *innerOp = &outerBody.front();
  if (innerOp->getName() != op->getName())
    return failure();
  for (unsigned i = 0; i < outerBody.getNumArguments(); ++i)
    for (unsigned s = 0; s < 3; ++s)
      if (llvm::is_contained(parallelSegment(innerOp, s),
                             outerBody.getArgument(i)))
        return failure();
  if (!parallelSegment(op, 3).empty() || !parallelSegment(innerOp, 3).empty())
    return failure();

  auto concat = [&](unsigned s) {
    llvm::SmallVector<Value, 4> values = parallelSegment(op, s);
    llvm::append_range(values, parallelSegment(innerOp, s));
    return values;
  };
  Location loc = op->getLoc();
  rewriter.setInsertionPoint(op);
  Operation *newOp =
      createParallel(rewriter, loc, concat(0), concat(1), concat(2), {});
  Block &innerBody = innerOp->getRegion(0).front();
  Block *newBody = new Block();
  newOp->getRegion(0).push_back(newBody);
  llvm::DenseMap<Value, Value> mapper;
  for (Block *b : {&outerBody, &innerBody})
    for (unsigned i = 0; i < b->getNumArguments(); ++i)
      mapper[b->getArgument(i)] =
          newBody->addArgument(IndexType::get(rewriter.getContext()), loc);
  rewriter.setInsertionPointToEnd(newBody);
  for (Operation &inner : innerBody)
    if (&inner != &innerBody.back())
      cloneInto(rewriter, inner, mapper);
  create<ReduceOp>(rewriter, loc, with<"reductions">(0u));
  rewriter.replaceOp(op, newOp->getResults());
  return success();
}

void scf::parallelPatterns(RewritePatternSet &patterns, Context &) {
  patterns.add<ParallelOp>("ParallelOpSingleOrZeroIterationDimsFolder",
                           parallelOpSingleOrZeroIterationDimsFolder);
  patterns.add<ParallelOp>("MergeNestedParallelLoops",
                           mergeNestedParallelLoops);
}
