//===- SCFToControlFlow.cpp - scf's structured ops to cf's blocks ---------===//
//
// `convert-scf-to-cf`: every scf op with regions becomes blocks joined by
// cf branches, as MLIR 22's pass does (same block order, block arguments,
// locations and ops), so both tools print the same CFG. Ops are lowered
// outermost first (the conversion driver's pre-order): the while patterns
// read the terminators of regions whose nested ops are still structured.
//
//===----------------------------------------------------------------------===//
#include "conversions/SCFToControlFlow/SCFToControlFlow.h"
#include "conversions/Passes.h"
#include "dialects/arith/ArithOps.h"
#include "dialects/cf/ControlFlowDialect.h"
#include "dialects/cf/ControlFlowOps.h"
#include "dialects/common/BranchSupport.h"
#include "dialects/scf/SCFOps.h"
#include "ir/Attributes.h"
#include "ir/Context.h"
#include "ir/Types.h"
#include "pass/Pass.h"
#include "rewrite/DialectConversion.h"

#include "llvm/ADT/Twine.h"

using namespace terrace;
using llvm::failure;
using llvm::LogicalResult;
using llvm::success;

namespace {
/// Shorthands for the few ops the lowerings create.
struct CFBuilder {
  PatternRewriter &rewriter;
  Location loc;

  Operation *br(Block *dest, ValueRange operands = {}) {
    return create<cf::BranchOp>(rewriter, loc, dest, operands);
  }
  Operation *condBr(Value cond, Block *trueDest, ValueRange trueOperands,
                    Block *falseDest) {
    return create<cf::CondBranchOp>(rewriter, loc, cond, trueDest, trueOperands,
                                    falseDest);
  }
};

/// Moves the discardable attributes whose values belong to the llvm
/// dialect (loop annotations) from a loop to its latch branch.
void propagateLoopAttrs(Operation *loop, Operation *latch) {
  DictionaryAttr attrs = loop->getAttrDictionary();
  if (!attrs)
    return;
  llvm::SmallVector<NamedAttribute, 2> kept;
  for (size_t i = 0; i < attrs.size(); ++i) {
    auto opaque = llvm::dyn_cast<OpaqueAttr>(attrs.at(i).value);
    if (opaque && opaque.getDialect() == "llvm")
      kept.push_back(attrs.at(i));
  }
  if (!kept.empty())
    latch->setAttrs(DictionaryAttr::get(loop->getContext(), kept));
}

llvm::SmallVector<Value, 4> argumentsOf(Block *block, unsigned from = 0) {
  llvm::SmallVector<Value, 4> args;
  for (unsigned i = from; i < block->getNumArguments(); ++i)
    args.push_back(block->getArgument(i));
  return args;
}

// ^init: ...; cf.br ^cond(%lb, %inits)
// ^cond(%iv, %iters): %c = cmpi slt|ult, %iv, %ub; cf.cond_br %c, ^body, ^end
// ^body: ...; %next = addi %iv, %step; cf.br ^cond(%next, %yielded)
// ^end: (the for's results are ^cond's %iters)
LogicalResult lowerFor(Operation *forOp, PatternRewriter &rewriter) {
  CFBuilder cf{rewriter, forOp->getLoc()};
  Block *initBlock = forOp->getBlock();
  Block *endBlock = rewriter.splitBlock(initBlock, Block::iterator(forOp));
  Region &body = forOp->getRegion(0);
  Block *conditionBlock = &body.front();
  Block *firstBodyBlock =
      rewriter.splitBlock(conditionBlock, conditionBlock->begin());
  Block *lastBodyBlock = &body.back();
  rewriter.inlineRegionBefore(body, endBlock);
  Value iv = conditionBlock->getArgument(0);

  Operation *yield = lastBodyBlock->getTerminator();
  rewriter.setInsertionPointToEnd(lastBodyBlock);
  llvm::SmallVector<Value, 4> carried{
      create<arith::AddIOp>(rewriter, cf.loc, with<"lhs">(iv),
                            with<"rhs">(forOp->getOperand(2)),
                            with<"result">(iv.getType()))
          .result<"result">()};
  for (Value v : yield->getOperands())
    carried.push_back(v);
  propagateLoopAttrs(forOp, cf.br(conditionBlock, carried));
  rewriter.eraseOp(yield);

  rewriter.setInsertionPointToEnd(initBlock);
  llvm::SmallVector<Value, 4> entry = forOp->getOperands();
  entry.erase(entry.begin() + 1, entry.begin() + 3); // lb, inits...
  cf.br(conditionBlock, entry);

  rewriter.setInsertionPointToEnd(conditionBlock);
  Context &ctx = rewriter.getContext();
  int64_t predicate = forOp->getInherentAttr("unsignedCmp") ? 6 /*ult*/
                                                            : 2 /*slt*/;
  Value cmp =
      create<arith::CmpIOp>(rewriter, cf.loc,
                            with<"predicate">(IntegerAttr::get(
                                IntegerType::get(ctx, 64), predicate)),
                            with<"lhs">(iv), with<"rhs">(forOp->getOperand(1)),
                            with<"result">(IntegerType::get(ctx, 1)))
          .result<"result">();
  cf.condBr(cmp, firstBodyBlock, {}, endBlock);
  rewriter.replaceOp(forOp, argumentsOf(conditionBlock, 1));
  return success();
}

/// Ends the last block of `region` with a branch to `dest` carrying what
/// its scf.yield yielded, and moves the region's blocks before `dest`.
/// Returns the region's entry block.
Block *branchRegionTo(Region &region, Block *dest, CFBuilder &cf) {
  Block *entry = &region.front();
  Operation *yield = region.back().getTerminator();
  cf.rewriter.setInsertionPointToEnd(&region.back());
  cf.br(dest, yield->getOperands());
  cf.rewriter.eraseOp(yield);
  cf.rewriter.inlineRegionBefore(region, dest);
  return entry;
}

// ^cond: ...; cf.cond_br %c, ^then, ^else (or ^continue without else)
// ^then: ...; cf.br ^continue(%t)   ^else: ...; cf.br ^continue(%e)
// ^continue(%r): cf.br ^rest        (only when the if has results)
// ^rest: ...
LogicalResult lowerIf(Operation *ifOp, PatternRewriter &rewriter) {
  CFBuilder cf{rewriter, ifOp->getLoc()};
  Block *condBlock = ifOp->getBlock();
  Block *rest = rewriter.splitBlock(condBlock, Block::iterator(ifOp));
  Block *continueBlock = rest;
  if (ifOp->getNumResults() != 0) {
    llvm::SmallVector<Type, 4> types = ifOp->getResultTypes();
    llvm::SmallVector<Location, 4> locs(types.size(), ifOp->getLoc());
    continueBlock = rewriter.createBlock(rest->getParent(),
                                         Region::iterator(rest), types, locs);
    cf.br(rest);
  }
  Block *thenBlock = branchRegionTo(ifOp->getRegion(0), continueBlock, cf);
  Block *elseBlock = continueBlock;
  if (!ifOp->getRegion(1).empty())
    elseBlock = branchRegionTo(ifOp->getRegion(1), continueBlock, cf);
  rewriter.setInsertionPointToEnd(condBlock);
  cf.condBr(ifOp->getOperand(0), thenBlock, {}, elseBlock);
  rewriter.replaceOp(ifOp, argumentsOf(continueBlock));
  return success();
}

// ^cond: ...; cf.br ^entry   ^entry...: (yields become cf.br ^rest(%v))
// ^rest(%results): ...
LogicalResult lowerExecuteRegion(Operation *op, PatternRewriter &rewriter) {
  CFBuilder cf{rewriter, op->getLoc()};
  Block *condBlock = op->getBlock();
  Block *rest = rewriter.splitBlock(condBlock, Block::iterator(op));
  Region &region = op->getRegion(0);
  rewriter.setInsertionPointToEnd(condBlock);
  cf.br(&region.front());
  for (Block &block : region) {
    Operation *terminator = block.getTerminator();
    if (!terminator || !llvm::isa<scf::YieldOp>(terminator))
      continue;
    rewriter.setInsertionPointToEnd(&block);
    cf.br(rest, terminator->getOperands());
    rewriter.eraseOp(terminator);
  }
  rewriter.inlineRegionBefore(region, rest);
  llvm::SmallVector<Value, 4> results;
  for (Type type : op->getResultTypes())
    results.push_back(rest->addArgument(type, op->getLoc()));
  rewriter.replaceOp(op, results);
  return success();
}

// ^current: ...; cf.br ^before(%inits)
// ^before(..): ...; cf.cond_br %c, ^after(%args), ^continue
// ^after(..): ...; cf.br ^before(%yielded)
// ^continue: (the while's results are scf.condition's %args)
LogicalResult lowerWhile(Operation *whileOp, PatternRewriter &rewriter) {
  Block *current = whileOp->getBlock();
  Block *continuation = rewriter.splitBlock(current, Block::iterator(whileOp));
  Block *before = &whileOp->getRegion(0).front();
  Block *after = &whileOp->getRegion(1).front();
  rewriter.inlineRegionBefore(whileOp->getRegion(1), continuation);
  rewriter.inlineRegionBefore(whileOp->getRegion(0), after);
  rewriter.setInsertionPointToEnd(current);
  CFBuilder{rewriter, whileOp->getLoc()}.br(before, whileOp->getOperands());

  Operation *condition = before->getTerminator();
  llvm::SmallVector<Value, 4> args = condition->getOperands();
  Value cond = args.front();
  args.erase(args.begin());
  rewriter.setInsertionPoint(condition);
  CFBuilder{rewriter, condition->getLoc()}.condBr(cond, after, args,
                                                  continuation);
  rewriter.eraseOp(condition);

  Operation *yield = after->getTerminator();
  rewriter.setInsertionPoint(yield);
  propagateLoopAttrs(whileOp, CFBuilder{rewriter, yield->getLoc()}.br(
                                  before, yield->getOperands()));
  rewriter.eraseOp(yield);
  rewriter.replaceOp(whileOp, args);
  return success();
}

// A while whose `do` region only yields its arguments back, in order:
// ^current: ...; cf.br ^before(%inits)
// ^before(..): ...; cf.cond_br %c, ^before(%args), ^continue
LogicalResult lowerDoWhile(Operation *whileOp, PatternRewriter &rewriter) {
  Block &afterBlock = whileOp->getRegion(1).front();
  Operation *yield = &afterBlock.front();
  if (yield != &afterBlock.back() || !llvm::isa<scf::YieldOp>(yield) ||
      yield->getOperands() != argumentsOf(&afterBlock))
    return rewriter.notifyMatchFailure(whileOp, "not a do-while loop");
  Block *current = whileOp->getBlock();
  Block *continuation = rewriter.splitBlock(current, Block::iterator(whileOp));
  Block *before = &whileOp->getRegion(0).front();
  rewriter.inlineRegionBefore(whileOp->getRegion(0), continuation);
  rewriter.setInsertionPointToEnd(current);
  CFBuilder{rewriter, whileOp->getLoc()}.br(before, whileOp->getOperands());

  Operation *condition = before->getTerminator();
  llvm::SmallVector<Value, 4> args = condition->getOperands();
  Value cond = args.front();
  args.erase(args.begin());
  rewriter.setInsertionPointToEnd(before);
  propagateLoopAttrs(whileOp, CFBuilder{rewriter, condition->getLoc()}.condBr(
                                  cond, before, args, continuation));
  rewriter.replaceOp(whileOp, args);
  rewriter.eraseOp(condition);
  return success();
}

// ^cond: ...; %k = index_cast %arg : index to i32
//        cf.switch %k : i32, [default: ^default, v0: ^case0, ...]
// ^case0: ...; cf.br ^continue(%v)  ...  ^default: ...; cf.br ^continue(%d)
// ^continue(%results): ...
// MLIR 22 switches on i32: case values are truncated to 32 bits.
LogicalResult lowerIndexSwitch(Operation *op, PatternRewriter &rewriter) {
  Context &ctx = rewriter.getContext();
  Block *condBlock = op->getBlock();
  Block *continueBlock = rewriter.splitBlock(condBlock, Block::iterator(op));
  llvm::SmallVector<Value, 4> results;
  for (Type type : op->getResultTypes())
    results.push_back(continueBlock->addArgument(type, op->getLoc()));
  auto convertRegion = [&](Region &region) {
    Block *block = &region.front();
    Operation *yield = block->getTerminator();
    rewriter.setInsertionPoint(yield);
    CFBuilder{rewriter, yield->getLoc()}.br(continueBlock,
                                            yield->getOperands());
    rewriter.eraseOp(yield);
    rewriter.inlineRegionBefore(region, continueBlock);
    return block;
  };
  auto cases = llvm::cast<DenseArrayAttr>(op->getInherentAttr("cases"));
  unsigned numCases = op->getNumRegions() - 1;
  llvm::SmallVector<Block *, 4> successors;
  llvm::SmallVector<llvm::APInt, 4> caseValues; // as i32, as MLIR does
  for (unsigned i = 0; i < numCases; ++i) {
    successors.push_back(convertRegion(op->getRegion(i + 1)));
    caseValues.push_back(
        llvm::APInt(32, uint64_t(cases.getInt(i)), /*isSigned=*/true));
  }
  successors.insert(successors.begin(), convertRegion(op->getRegion(0)));

  rewriter.setInsertionPointToEnd(condBlock);
  Type i32 = IntegerType::get(ctx, 32);
  Value flag = create<arith::IndexCastOp>(rewriter, op->getLoc(),
                                          with<"in">(op->getOperand(0)),
                                          with<"out">(i32))
                   .result<"out">();
  Attribute caseValuesAttr;
  if (numCases != 0)
    caseValuesAttr = branch::caseValuesAttr(i32, caseValues);
  create<cf::SwitchOp>(rewriter, op->getLoc(), flag, successors.front(),
                       ValueRange(), caseValuesAttr,
                       llvm::ArrayRef<Block *>(successors).drop_front());
  rewriter.replaceOp(op, results);
  return success();
}

/// An scf.for from `lb` to `ub` by `step` carrying `iterArgs`; its body
/// has the induction variable and the iter_args, and a yield only when it
/// carries nothing (as MLIR's builder).
Operation *createFor(PatternRewriter &rewriter, Location loc, Value lb,
                     Value ub, Value step, ValueRange iterArgs) {
  auto forOp = create<scf::ForOp>(rewriter, loc, with<"lowerBound">(lb),
                                  with<"upperBound">(ub), with<"step">(step),
                                  with<"initArgs">(iterArgs),
                                  with<"results">(iterArgs.getTypes()));
  Block *body = new Block();
  forOp.region<"region">().push_back(body);
  body->addArgument(lb.getType(), loc);
  for (Value v : iterArgs)
    body->addArgument(v.getType(), loc);
  if (iterArgs.empty()) {
    OpBuilder bodyBuilder(rewriter.getContext());
    bodyBuilder.setInsertionPointToEnd(body);
    create<scf::YieldOp>(bodyBuilder, loc);
  }
  return forOp;
}

// scf.parallel (%i, %j) = ... init (%x) { body; scf.reduce(%v) {r} }
//   -> %r = scf.for %i ... iter_args(%a = %x) {
//        %s = scf.for %j ... iter_args(%b = %a) { body; r(%b, %v); yield }
//        yield %s }
LogicalResult lowerParallel(Operation *parallel, PatternRewriter &rewriter) {
  Location loc = parallel->getLoc();
  Block *parallelBody = &parallel->getRegion(0).front();
  Operation *reduce = parallelBody->getTerminator();
  if (!reduce || !llvm::isa<scf::ReduceOp>(reduce))
    return rewriter.notifyMatchFailure(parallel, "no scf.reduce terminator");
  unsigned rank = parallelBody->getNumArguments();
  llvm::SmallVector<Value, 4> operands = parallel->getOperands();
  llvm::SmallVector<Value, 4> iterArgs(operands.begin() + 3 * rank,
                                       operands.end());
  llvm::SmallVector<Value, 4> ivs, loopResults(iterArgs);
  for (unsigned d = 0; d < rank; ++d) {
    Operation *forOp = createFor(rewriter, loc, operands[d], operands[rank + d],
                                 operands[2 * rank + d], iterArgs);
    Block *forBody = &forOp->getRegion(0).front();
    ivs.push_back(forBody->getArgument(0));
    iterArgs = argumentsOf(forBody, 1);
    if (d == 0) {
      loopResults = forOp->getResults();
    } else if (forOp->getNumResults() != 0) {
      // The enclosing loop yields what this one computes.
      rewriter.setInsertionPointToEnd(rewriter.getInsertionBlock());
      create<scf::YieldOp>(rewriter, loc, with<"results">(forOp->getResults()));
    }
    rewriter.setInsertionPointToStart(forBody);
  }
  // Each reduction combines the carried value with the reduced one.
  llvm::SmallVector<Value, 4> yielded;
  for (unsigned i = 0; i < reduce->getNumRegions(); ++i) {
    Block *reduction = &reduce->getRegion(i).front();
    Operation *ret = reduction->getTerminator();
    yielded.push_back(ret->getOperand(0));
    rewriter.eraseOp(ret);
    rewriter.inlineBlockBefore(reduction, reduce->getBlock(),
                               Block::iterator(reduce),
                               {iterArgs[i], reduce->getOperand(i)});
  }
  rewriter.eraseOp(reduce);
  Block *innermost = rewriter.getInsertionBlock();
  if (innermost->empty())
    rewriter.mergeBlocks(parallelBody, innermost, ivs);
  else
    rewriter.inlineBlockBefore(parallelBody, innermost,
                               Block::iterator(innermost->getTerminator()),
                               ivs);
  if (!yielded.empty()) {
    rewriter.setInsertionPointToEnd(innermost);
    create<scf::YieldOp>(rewriter, loc, with<"results">(yielded));
  }
  rewriter.replaceOp(parallel, loopResults);
  return success();
}

// scf.forall (%i) = (lb) to (ub) step (s) { ... } (without shared_outs)
//   -> scf.parallel (%i) = (lb) to (ub) step (s) { ... scf.reduce }
// Static bounds become one arith.constant each (lower bounds, then upper
// bounds, then steps).
LogicalResult lowerForall(Operation *forall, PatternRewriter &rewriter) {
  Context &ctx = rewriter.getContext();
  Location loc = forall->getLoc();
  auto segments = llvm::cast<DenseArrayAttr>(
      forall->getInherentAttr("operandSegmentSizes"));
  if (segments.getInt(3) != 0)
    return rewriter.notifyMatchFailure(
        forall, "only fully bufferized scf.forall ops can be lowered to "
                "scf.parallel");
  rewriter.setInsertionPoint(forall);
  llvm::SmallVector<Value, 8> bounds;
  unsigned nextOperand = 0;
  for (llvm::StringRef name :
       {"staticLowerBound", "staticUpperBound", "staticStep"}) {
    auto statics = llvm::cast<DenseArrayAttr>(forall->getInherentAttr(name));
    for (int64_t i = 0; i < statics.size(); ++i) {
      if (statics.getInt(i) == INT64_MIN) {
        bounds.push_back(forall->getOperand(nextOperand++));
        continue;
      }
      Type index = IndexType::get(ctx);
      bounds.push_back(create<arith::ConstantOp>(rewriter, loc,
                                                 with<"value">(IntegerAttr::get(
                                                     index, statics.getInt(i))),
                                                 with<"result">(index))
                           .result<"result">());
    }
  }
  ValueRange all(bounds);
  size_t rank = bounds.size() / 3;
  Operation *parallel = create<scf::ParallelOp>(
      rewriter, loc, with<"lowerBound">(all.take_front(rank)),
      with<"upperBound">(all.slice(rank, rank)),
      with<"step">(all.take_back(rank)));
  Region &body = parallel->getRegion(0);
  rewriter.inlineRegionBefore(forall->getRegion(0), body, body.begin());
  Operation *inParallel = body.front().getTerminator();
  rewriter.setInsertionPoint(inParallel);
  create<scf::ReduceOp>(rewriter, inParallel->getLoc(), with<"reductions">(0u));
  rewriter.eraseOp(inParallel);
  if (Attribute mapping = forall->getInherentAttr("mapping"))
    parallel->setAttr("mapping", mapping);
  rewriter.replaceOp(forall, {});
  return success();
}

class SCFToControlFlowPass : public PassBase<SCFToControlFlowPass> {
public:
  SCFToControlFlowPass()
      : PassBase("convert-scf-to-cf", "SCFToControlFlowPass") {
    option("allow-pattern-rollback",
           "Experimental performance flag to disallow pattern rollback",
           allowPatternRollback);
  }

  llvm::LogicalResult initialize(Context &ctx) override {
    RewritePatternSet set(ctx);
    populateSCFToControlFlowConversionPatterns(set);
    patterns = std::make_shared<FrozenPatternSet>(std::move(set));
    return success();
  }

  void runOnOperation() override {
    Context &ctx = getOperation()->getContext();
    ConversionTarget target(ctx);
    target
        .addIllegalOp<scf::ForallOp, scf::ForOp, scf::IfOp, scf::IndexSwitchOp,
                      scf::ParallelOp, scf::WhileOp, scf::ExecuteRegionOp>();
    target.markUnknownOpDynamicallyLegal([](Operation *) { return true; });
    if (failed(applyPartialConversion(getOperation(), target, *patterns)))
      signalPassFailure();
  }

private:
  /// Accepted for mlir-opt compatibility: without rollback the output is
  /// the same, and Terrace's conversions never roll back.
  bool allowPatternRollback = true;
  std::shared_ptr<FrozenPatternSet> patterns;
};
} // namespace

void terrace::populateSCFToControlFlowConversionPatterns(
    RewritePatternSet &patterns) {
  patterns.add<scf::ForallOp>("ForallLowering", lowerForall);
  patterns.add<scf::ParallelOp>("ParallelLowering", lowerParallel);
  patterns.add<scf::ForOp>("ForLowering", lowerFor);
  patterns.add<scf::IfOp>("IfLowering", lowerIf);
  patterns.add<scf::ExecuteRegionOp>("ExecuteRegionLowering",
                                     lowerExecuteRegion);
  patterns.add<scf::WhileOp>("WhileLowering", lowerWhile);
  patterns.add<scf::WhileOp>("DoWhileLowering", lowerDoWhile, /*benefit=*/2);
  patterns.add<scf::IndexSwitchOp>("IndexSwitchLowering", lowerIndexSwitch);
}

std::unique_ptr<Pass> terrace::createSCFToControlFlowPass() {
  return std::make_unique<SCFToControlFlowPass>();
}
