//===- BufferizationModels.cpp - scf ops onto buffers ---------------------===//
//
// MLIR 22's scf models of BufferizableOpInterface. Loops carry buffers in
// place of tensors: an iteration argument takes its init's buffer type
// when every iteration yields a buffer of that type, else the fully
// dynamic layout, and a yielded value that may share a buffer from
// outside the loop is copied before the yield. scf.if yields the buffers
// of its branches, scf.index_switch those of its cases; scf.forall writes its
// shared outputs' buffers through the subviews tensor.parallel_insert_slice
// becomes, and privatizes what its iterations would otherwise share (a parallel
// region).
//
//===----------------------------------------------------------------------===//
#include "dialects/scf/transforms/BufferizationModels.h"
#include "dialects/arith/ArithOps.h"
#include "dialects/bufferization/BufferizableOpInterface.h"
#include "dialects/bufferization/BufferizationOps.h"
#include "dialects/common/IndexListSyntax.h"
#include "dialects/memref/MemRefOps.h"
#include "dialects/scf/SCFOps.h"
#include "ir/Attributes.h"
#include "ir/Block.h"
#include "ir/Context.h"
#include "ir/Diagnostics.h"
#include "ir/Region.h"

using namespace terrace;
using namespace terrace::bufferization;
using llvm::failure;
using llvm::LogicalResult;
using llvm::success;

namespace {

bool always(OpOperand &, const AnalysisState &) { return true; }
bool never(OpOperand &, const AnalysisState &) { return false; }
bool writable(Value, const AnalysisState &) { return true; }
AliasingValueList noAliases(OpOperand &, const AnalysisState &) { return {}; }

/// `buffer` cast to `type` where it differs.
Value castBuffer(PatternRewriter &rewriter, Value buffer, Type type) {
  if (buffer.getType() == type)
    return buffer;
  return create<memref::CastOp>(rewriter, buffer.getLoc(),
                                with<"source">(buffer), with<"dest">(type))
      .result<"dest">();
}

/// The buffer type of `value` as it is now: its own type once bufferized.
Type currentBufferType(Value value, const BufferizationOptions &options,
                       llvm::SmallVectorImpl<Value> &stack) {
  if (!isTensor(value.getType()))
    return value.getType();
  return getBufferType(value, options, stack);
}

/// MLIR's computeLoopRegionIterArgBufferType: the init's buffer type when
/// the yielded value's is the same, else the fully dynamic layout.
Type loopIterArgBufferType(Operation *loop, Value iterArg, Value init,
                           Value yielded, const BufferizationOptions &options,
                           llvm::SmallVectorImpl<Value> &stack) {
  Type initType = getBufferType(init, options, stack);
  if (!initType)
    return Type();
  if (llvm::count(stack, iterArg) >= 2)
    return initType;
  Type yieldedType = currentBufferType(yielded, options, stack);
  if (!yieldedType)
    return Type();
  if (initType == yieldedType)
    return yieldedType;
  Attribute space = getMemorySpace(yieldedType);
  if (getMemorySpace(initType) != space) {
    loop->emitOpError("init_arg and yielded value bufferize to inconsistent "
                      "memory spaces");
    return Type();
  }
  return fullyDynamicLayoutType(llvm::cast<ShapedType>(iterArg.getType()),
                                space);
}

/// To_tensor of each new block argument that replaces a tensor one.
llvm::SmallVector<Value, 4> bbArgReplacements(PatternRewriter &rewriter,
                                              ValueRange newArgs,
                                              ValueRange oldArgs) {
  llvm::SmallVector<Value, 4> result;
  for (auto [newArg, oldArg] : llvm::zip(newArgs, oldArgs)) {
    if (!isTensor(oldArg.getType())) {
      result.push_back(newArg);
      continue;
    }
    result.push_back(create<ToTensorOp>(rewriter, newArg.getLoc(),
                                        with<"buffer">(newArg),
                                        with<"result">(oldArg.getType()))
                         .result<"result">());
  }
  return result;
}

Operation *yieldOf(Region &region) { return &region.front().back(); }

//===-- scf.for

constexpr unsigned kForInitsBegin = 3;

Block &forBody(Operation *op) { return op->getRegion(0).front(); }
Value forIterArg(Operation *op, unsigned i) {
  return forBody(op).getArgument(i + 1);
}

bool forMayHaveZeroIterations(Operation *op) {
  auto constant = [](Value v) -> std::optional<llvm::APInt> {
    if (auto c =
            llvm::dyn_cast_if_present<arith::ConstantOp>(v.getDefiningOp()))
      if (auto attr = llvm::dyn_cast<IntegerAttr>(c.property<"value">()))
        return attr.getValue();
    return std::nullopt;
  };
  auto loop = scf::ForOp::wrap(op);
  auto lb = constant(loop.operand<"lowerBound">()),
       ub = constant(loop.operand<"upperBound">());
  if (!lb || !ub)
    return true;
  if (loop.property<"unsignedCmp">())
    return ub->ule(*lb);
  return ub->sle(*lb);
}

BufferRelation forRelation(Operation *op, unsigned i,
                           const AnalysisState &state) {
  Value yielded = yieldOf(op->getRegion(0))->getOperand(i);
  return state.areEquivalentBufferizedValues(forIterArg(op, i), yielded)
             ? BufferRelation::Equivalent
             : BufferRelation::Unknown;
}

bool forReads(OpOperand &operand, const AnalysisState &state) {
  Operation *op = operand.getOwner();
  if (forMayHaveZeroIterations(op))
    return true;
  return state.isValueRead(
      forIterArg(op, operand.getOperandNumber() - kForInitsBegin));
}

AliasingValueList forAliases(OpOperand &operand, const AnalysisState &state) {
  Operation *op = operand.getOwner();
  if (operand.getOperandNumber() < kForInitsBegin)
    return {};
  unsigned i = operand.getOperandNumber() - kForInitsBegin;
  BufferRelation relation = forRelation(op, i, state);
  return {{op->getResult(i), relation, relation == BufferRelation::Equivalent}};
}

/// Whether `value` may share no buffer from outside `region` (its own
/// iteration argument `except` aside).
bool doesNotAliasExternalValue(Value value, Region *region, Value except,
                               const AnalysisState &state) {
  bool result = true;
  state.applyOnAliases(value, [&](Value alias) {
    if (alias == except)
      return;
    Region *aliasRegion = alias.getParentBlock()->getParent();
    if (alias.isBlockArgument()) {
      // Its own block's arguments are outside the region's body too.
      if (aliasRegion == region || !region->isAncestor(aliasRegion))
        result = false;
      return;
    }
    if (!region->isAncestor(aliasRegion))
      result = false;
  });
  return result;
}

LogicalResult forResolveConflicts(Operation *op, PatternRewriter &rewriter,
                                  const AnalysisState &state,
                                  BufferizationState &bstate) {
  if (failed(resolveTensorOpOperandConflicts(op, rewriter, state, bstate)))
    return failure();
  if (state.getOptions().copyBeforeWrite)
    return success();
  Operation *yield = yieldOf(op->getRegion(0));
  rewriter.setInsertionPoint(yield);
  for (OpOperand &operand : yield->getOpOperands()) {
    unsigned i = operand.getOperandNumber();
    Value value = operand.get();
    if (!isTensor(op->getOperand(kForInitsBegin + i).getType()) ||
        doesNotAliasExternalValue(value, &op->getRegion(0), forIterArg(op, i),
                                  state))
      continue;
    Value copy = allocateTensorForShapedValue(rewriter, yield->getLoc(), value,
                                              state.getOptions());
    rewriter.modifyOpInPlace(yield, [&] { operand.set(copy); });
  }
  return success();
}

Type forBufferType(Value value, const BufferizationOptions &options,
                   llvm::SmallVectorImpl<Value> &stack) {
  Operation *op = value.isBlockArgument()
                      ? value.getParentBlock()->getParentOp()
                      : value.getDefiningOp();
  unsigned i =
      value.isBlockArgument() ? value.getIndex() - 1 : value.getIndex();
  if (!value.isBlockArgument())
    return getBufferType(forIterArg(op, i), options, stack);
  return loopIterArgBufferType(op, value, op->getOperand(kForInitsBegin + i),
                               yieldOf(op->getRegion(0))->getOperand(i),
                               options, stack);
}

LogicalResult forVerifyAnalysis(Operation *op, const AnalysisState &state) {
  if (state.getOptions().allowReturnAllocsFromLoops)
    return success();
  Operation *yield = yieldOf(op->getRegion(0));
  for (Value result : op->getResults()) {
    if (!isTensor(result.getType()) ||
        forRelation(op, result.getIndex(), state) == BufferRelation::Equivalent)
      continue;
    return yield->emitError("Yield operand #")
               << llvm::Twine(result.getIndex())
               << " is not equivalent to the corresponding iter bbArg",
           failure();
  }
  return success();
}

LogicalResult forBufferize(Operation *op, PatternRewriter &rewriter,
                           const BufferizationOptions &options,
                           BufferizationState &) {
  InsertionGuard guard(rewriter);
  unsigned numInits = op->getNumOperands() - kForInitsBegin;
  llvm::SmallVector<Value, 4> inits;
  for (unsigned i = 0; i < numInits; ++i) {
    Value init = op->getOperand(kForInitsBegin + i);
    inits.push_back(
        isTensor(init.getType()) ? getBuffer(rewriter, init, options) : init);
  }
  rewriter.setInsertionPoint(op);
  llvm::SmallVector<Type, 4> types;
  for (unsigned i = 0; i < numInits; ++i) {
    if (!isTensor(op->getResult(i).getType())) {
      types.push_back(inits[i].getType());
      continue;
    }
    Type type = getBufferType(op->getResult(i), options);
    if (!type)
      return failure();
    inits[i] = castBuffer(rewriter, inits[i], type);
    types.push_back(type);
  }
  OperationState state = OperationState::withoutResults(op);
  state.operands.resize(kForInitsBegin);
  state.operands.append(inits.begin(), inits.end());
  state.types.assign(types.begin(), types.end());
  state.addRegion();
  Operation *newFor = rewriter.create(state);
  Block &oldBody = forBody(op);
  llvm::SmallVector<Type, 4> argTypes = {oldBody.getArgument(0).getType()};
  argTypes.append(types.begin(), types.end());
  llvm::SmallVector<Location, 4> argLocs;
  for (Value arg : oldBody.getArguments())
    argLocs.push_back(arg.getLoc());
  Block *newBody =
      rewriter.createBlock(&newFor->getRegion(0), argTypes, argLocs);
  rewriter.setInsertionPointToStart(newBody);
  llvm::SmallVector<Value, 4> replacements = {newBody->getArgument(0)};
  llvm::SmallVector<Value, 4> newArgs(newBody->getArguments().drop_front());
  llvm::SmallVector<Value, 4> oldArgs(oldBody.getArguments().drop_front());
  for (Value v : bbArgReplacements(rewriter, newArgs, oldArgs))
    replacements.push_back(v);
  rewriter.mergeBlocks(&oldBody, newBody, replacements);
  llvm::SmallVector<Value, 4> results(newFor->getResults().begin(),
                                      newFor->getResults().end());
  replaceOpWithBufferizedValues(rewriter, op, results);
  return success();
}

//===-- scf.if

AliasingOpOperandList ifAliasingOperands(Value value, const AnalysisState &) {
  Operation *op = value.getDefiningOp();
  unsigned i = value.getIndex();
  AliasingOpOperandList result;
  for (Region &region : op->getRegions())
    if (!region.empty())
      result.push_back({&yieldOf(region)->getOpOperands()[i],
                        BufferRelation::Equivalent, false});
  return result;
}

/// scf.if's and scf.index_switch's: the regions' yielded buffer type
/// where they agree, else a fully dynamic layout; regions that yield
/// buffers of different memory spaces are an error.
Type ifBufferType(Value value, const BufferizationOptions &options,
                  llvm::SmallVectorImpl<Value> &stack) {
  Operation *op = value.getDefiningOp();
  unsigned i = value.getIndex();
  Type agreed;
  for (Region &region : op->getRegions()) {
    Type type =
        currentBufferType(yieldOf(region)->getOperand(i), options, stack);
    if (!type)
      return Type();
    if (!agreed || type == agreed) {
      agreed = type;
      continue;
    }
    Attribute space = getMemorySpace(agreed);
    if (getMemorySpace(type) != space) {
      op->emitError(llvm::isa<scf::IfOp>(op)
                        ? "inconsistent memory space on then/else branches"
                        : "inconsistent memory space on switch cases");
      return Type();
    }
    agreed =
        fullyDynamicLayoutType(llvm::cast<ShapedType>(value.getType()), space);
  }
  return agreed;
}

LogicalResult ifBufferize(Operation *op, PatternRewriter &rewriter,
                          const BufferizationOptions &options,
                          BufferizationState &) {
  InsertionGuard guard(rewriter);
  llvm::SmallVector<Type, 4> types;
  if (failed(getBufferTypes(op->getResults(), options, types)))
    return failure();
  rewriter.setInsertionPoint(op);
  Operation *newIf = create<scf::IfOp>(
      rewriter, op->getLoc(),
      with<"condition">(scf::IfOp::wrap(op).operand<"condition">()),
      with<"results">(TypeRange(types)));
  for (unsigned r = 0; r < 2; ++r) {
    Block *block = rewriter.createBlock(&newIf->getRegion(r));
    rewriter.mergeBlocks(&op->getRegion(r).front(), block);
  }
  llvm::SmallVector<Value, 4> results(newIf->getResults().begin(),
                                      newIf->getResults().end());
  replaceOpWithBufferizedValues(rewriter, op, results);
  return success();
}

//===-- scf.index_switch (as scf.if, with a region per case)

LogicalResult indexSwitchBufferize(Operation *op, PatternRewriter &rewriter,
                                   const BufferizationOptions &options,
                                   BufferizationState &) {
  InsertionGuard guard(rewriter);
  OperationState state = OperationState::withoutResults(op);
  if (failed(getBufferTypes(op->getResults(), options, state.types)))
    return failure();
  for (unsigned r = 0; r < op->getNumRegions(); ++r)
    state.addRegion();
  rewriter.setInsertionPoint(op);
  Operation *newSwitch = rewriter.create(state);
  for (unsigned r = 0; r < op->getNumRegions(); ++r) {
    Block *block = rewriter.createBlock(&newSwitch->getRegion(r));
    rewriter.mergeBlocks(&op->getRegion(r).front(), block);
  }
  llvm::SmallVector<Value, 4> results(newSwitch->getResults().begin(),
                                      newSwitch->getResults().end());
  replaceOpWithBufferizedValues(rewriter, op, results);
  return success();
}

//===-- scf.execute_region (with unstructured control flow: its blocks'
// arguments take what branches pass them)

/// The region's one scf.yield, or null when it has none or several.
Operation *executeRegionYield(Operation *op) {
  Operation *result = nullptr;
  for (Block &block : op->getRegion(0)) {
    if (block.empty() || !llvm::isa<scf::YieldOp>(&block.back()))
      continue;
    if (result)
      return nullptr;
    result = &block.back();
  }
  return result;
}

AliasingOpOperandList executeRegionAliasingOperands(Value value,
                                                    const AnalysisState &) {
  if (value.isBlockArgument())
    return getAliasingBranchOpOperands(value);
  Operation *yield = executeRegionYield(value.getDefiningOp());
  if (!yield)
    return {};
  return {
      {&yield->getOpOperands()[value.getIndex()], BufferRelation::Equivalent}};
}

LogicalResult executeRegionVerifyAnalysis(Operation *op,
                                          const AnalysisState &) {
  if (!executeRegionYield(op))
    return op->emitOpError("op without unique scf.yield is not supported"),
           failure();
  return success();
}

/// A block argument's from the branches; a result's, the yielded value's
/// (MLIR takes the bufferized yield's).
Type executeRegionBufferType(Value value, const BufferizationOptions &options,
                             llvm::SmallVectorImpl<Value> &stack) {
  if (value.isBlockArgument())
    return getBranchBlockArgBufferType(value, options, stack);
  // With no unique yield (none any more, once its blocks moved to the
  // bufferized op) MLIR's default: the unknown layout.
  Operation *yield = executeRegionYield(value.getDefiningOp());
  if (!yield)
    return defaultGetBufferType(value, options, stack);
  return currentBufferType(yield->getOperand(value.getIndex()), options, stack);
}

LogicalResult executeRegionBufferize(Operation *op, PatternRewriter &rewriter,
                                     const BufferizationOptions &options,
                                     BufferizationState &) {
  // The yield is bufferized (post-order): the new results take its types.
  Operation *yield = executeRegionYield(op);
  if (!yield)
    return op->emitOpError("op without unique scf.yield is not supported"),
           failure();
  OperationState state = OperationState::withoutResults(op);
  for (Value yielded : yield->getOperands())
    state.types.push_back(yielded.getType());
  state.addRegion();
  rewriter.setInsertionPoint(op);
  Operation *newOp = rewriter.create(state);
  newOp->getRegion(0).takeBody(op->getRegion(0));
  for (Block &block : newOp->getRegion(0))
    if (failed(bufferizeBlockSignature(&block, rewriter, options)))
      return failure();
  llvm::SmallVector<Value, 4> results(newOp->getResults().begin(),
                                      newOp->getResults().end());
  replaceOpWithBufferizedValues(rewriter, op, results);
  return success();
}

//===-- scf.yield

AliasingValueList yieldAliases(OpOperand &operand, const AnalysisState &) {
  Operation *parent = operand.getOwner()->getParentOp();
  // Not scf.index_switch's: MLIR 22 lists only scf.if and
  // scf.execute_region here (its analysis of a function's arguments
  // differs with it).
  if (llvm::isa<scf::IfOp>(parent))
    return {{parent->getResult(operand.getOperandNumber()),
             BufferRelation::Equivalent, false}};
  if (llvm::isa<scf::ExecuteRegionOp>(parent))
    return {{parent->getResult(operand.getOperandNumber()),
             BufferRelation::Equivalent}};
  return {};
}

LogicalResult yieldBufferize(Operation *op, PatternRewriter &rewriter,
                             const BufferizationOptions &options,
                             BufferizationState &) {
  Operation *parent = op->getParentOp();
  if (!llvm::isa<scf::ExecuteRegionOp, scf::IfOp, scf::IndexSwitchOp,
                 scf::ForOp, scf::WhileOp>(parent))
    return op->emitError("unsupported scf::YieldOp parent"), failure();
  llvm::SmallVector<Value, 4> values;
  for (OpOperand &operand : op->getOpOperands()) {
    Value value = operand.get();
    if (!isTensor(value.getType())) {
      values.push_back(value);
      continue;
    }
    Value buffer = getBuffer(rewriter, value, options);
    // scf.execute_region takes the yielded types as they are.
    if (llvm::isa<scf::ExecuteRegionOp>(parent)) {
      values.push_back(buffer);
      continue;
    }
    unsigned i = operand.getOperandNumber();
    Value target = llvm::isa<scf::WhileOp>(parent)
                       ? parent->getRegion(0).front().getArgument(i)
                       : parent->getResult(i);
    Type type = getBufferType(target, options);
    if (!type)
      return failure();
    values.push_back(castBuffer(rewriter, buffer, type));
  }
  create<scf::YieldOp>(rewriter, op->getLoc(),
                       with<"results">(ValueRange(values)));
  rewriter.eraseOp(op);
  return success();
}

//===-- scf.while and scf.condition

BufferRelation whileRelation(Operation *op, unsigned i,
                             const AnalysisState &state) {
  Block &before = op->getRegion(0).front(), &after = op->getRegion(1).front();
  if (i >= before.getNumArguments() ||
      before.getArgument(i).getType() != op->getResult(i).getType())
    return BufferRelation::Unknown;
  Operation *condition = &before.back();
  Operation *yield = &after.back();
  bool equivalent =
      state.areEquivalentBufferizedValues(before.getArgument(i),
                                          condition->getOperand(i + 1)) &&
      i < after.getNumArguments() && i < yield->getNumOperands() &&
      state.areEquivalentBufferizedValues(after.getArgument(i),
                                          yield->getOperand(i));
  return equivalent ? BufferRelation::Equivalent : BufferRelation::Unknown;
}

AliasingValueList whileAliases(OpOperand &operand, const AnalysisState &state) {
  Operation *op = operand.getOwner();
  unsigned i = operand.getOperandNumber();
  if (i >= op->getNumResults() ||
      operand.get().getType() != op->getResult(i).getType())
    return {};
  BufferRelation relation = whileRelation(op, i, state);
  return {{op->getResult(i), relation, relation == BufferRelation::Equivalent}};
}

LogicalResult whileResolveConflicts(Operation *op, PatternRewriter &rewriter,
                                    const AnalysisState &state,
                                    BufferizationState &bstate) {
  if (failed(resolveTensorOpOperandConflicts(op, rewriter, state, bstate)))
    return failure();
  if (state.getOptions().copyBeforeWrite)
    return success();
  Block &before = op->getRegion(0).front(), &after = op->getRegion(1).front();
  Operation *condition = &before.back();
  Operation *yield = &after.back();
  auto equivalent = [&](Block &block, Operation *terminator, unsigned i,
                        unsigned offset) {
    return i < block.getNumArguments() &&
           i + offset < terminator->getNumOperands() &&
           state.areEquivalentBufferizedValues(
               block.getArgument(i), terminator->getOperand(i + offset));
  };
  rewriter.setInsertionPoint(condition);
  for (OpOperand &operand : condition->getOpOperands()) {
    if (operand.getOperandNumber() == 0 || !isTensor(operand.get().getType()))
      continue;
    unsigned i = operand.getOperandNumber() - 1;
    if (equivalent(after, yield, i, 0) && equivalent(before, condition, i, 1))
      continue;
    Value copy = allocateTensorForShapedValue(
        rewriter, condition->getLoc(), operand.get(), state.getOptions());
    rewriter.modifyOpInPlace(condition, [&] { operand.set(copy); });
  }
  return success();
}

Type whileBufferType(Value value, const BufferizationOptions &options,
                     llvm::SmallVectorImpl<Value> &stack) {
  Operation *op = value.isBlockArgument()
                      ? value.getParentBlock()->getParentOp()
                      : value.getDefiningOp();
  Block &before = op->getRegion(0).front(), &after = op->getRegion(1).front();
  unsigned i = value.getIndex();
  if (value.isBlockArgument() && value.getParentBlock() == &before)
    return loopIterArgBufferType(op, value, op->getOperand(i),
                                 after.back().getOperand(i), options, stack);
  return currentBufferType(before.back().getOperand(i + 1), options, stack);
}

LogicalResult whileVerifyAnalysis(Operation *op, const AnalysisState &state) {
  if (state.getOptions().allowReturnAllocsFromLoops)
    return success();
  Block &before = op->getRegion(0).front(), &after = op->getRegion(1).front();
  Operation *condition = &before.back();
  for (OpOperand &operand : condition->getOpOperands()) {
    if (operand.getOperandNumber() == 0 || !isTensor(operand.get().getType()))
      continue;
    unsigned i = operand.getOperandNumber() - 1;
    if (i >= before.getNumArguments() ||
        !state.areEquivalentBufferizedValues(operand.get(),
                                             before.getArgument(i)))
      return condition->emitError("Condition arg #")
                 << llvm::Twine(i)
                 << " is not equivalent to the corresponding iter bbArg",
             failure();
  }
  Operation *yield = &after.back();
  for (OpOperand &operand : yield->getOpOperands()) {
    if (!isTensor(operand.get().getType()))
      continue;
    unsigned i = operand.getOperandNumber();
    if (i >= after.getNumArguments() ||
        !state.areEquivalentBufferizedValues(operand.get(),
                                             after.getArgument(i)))
      return yield->emitError("Yield operand #")
                 << llvm::Twine(i)
                 << " is not equivalent to the corresponding iter bbArg",
             failure();
  }
  return success();
}

LogicalResult whileBufferize(Operation *op, PatternRewriter &rewriter,
                             const BufferizationOptions &options,
                             BufferizationState &) {
  InsertionGuard guard(rewriter);
  Block &before = op->getRegion(0).front(), &after = op->getRegion(1).front();
  llvm::SmallVector<Value, 4> inits;
  for (Value init : op->getOperands())
    inits.push_back(
        isTensor(init.getType()) ? getBuffer(rewriter, init, options) : init);
  rewriter.setInsertionPoint(op);
  for (unsigned i = 0; i < inits.size(); ++i) {
    if (!isTensor(before.getArgument(i).getType()))
      continue;
    Type type = getBufferType(before.getArgument(i), options);
    if (!type)
      return failure();
    inits[i] = castBuffer(rewriter, inits[i], type);
  }
  llvm::SmallVector<Type, 4> afterTypes;
  for (Value arg : after.getArguments()) {
    Type type =
        isTensor(arg.getType()) ? getBufferType(arg, options) : arg.getType();
    if (!type)
      return failure();
    afterTypes.push_back(type);
  }
  Operation *newWhile = create<scf::WhileOp>(
      rewriter, op->getLoc(), with<"inits">(ValueRange(inits)),
      with<"results">(TypeRange(afterTypes)));
  llvm::SmallVector<Type, 4> beforeTypes;
  for (Value init : inits)
    beforeTypes.push_back(init.getType());
  llvm::SmallVector<Location, 4> beforeLocs(beforeTypes.size(), op->getLoc());
  llvm::SmallVector<Location, 4> afterLocs(afterTypes.size(), op->getLoc());
  Block *newBefore =
      rewriter.createBlock(&newWhile->getRegion(0), beforeTypes, beforeLocs);
  Block *newAfter =
      rewriter.createBlock(&newWhile->getRegion(1), afterTypes, afterLocs);
  rewriter.setInsertionPointToStart(newBefore);
  llvm::SmallVector<Value, 4> beforeArgs(newBefore->getArguments());
  llvm::SmallVector<Value, 4> oldBeforeArgs(before.getArguments());
  rewriter.mergeBlocks(&before, newBefore,
                       bbArgReplacements(rewriter, beforeArgs, oldBeforeArgs));
  rewriter.setInsertionPointToStart(newAfter);
  llvm::SmallVector<Value, 4> afterArgs(newAfter->getArguments());
  llvm::SmallVector<Value, 4> oldAfterArgs(after.getArguments());
  rewriter.mergeBlocks(&after, newAfter,
                       bbArgReplacements(rewriter, afterArgs, oldAfterArgs));
  llvm::SmallVector<Value, 4> results(newWhile->getResults().begin(),
                                      newWhile->getResults().end());
  replaceOpWithBufferizedValues(rewriter, op, results);
  return success();
}

LogicalResult conditionBufferize(Operation *op, PatternRewriter &rewriter,
                                 const BufferizationOptions &options,
                                 BufferizationState &) {
  Operation *loop = op->getParentOp();
  Block &after = loop->getRegion(1).front();
  llvm::SmallVector<Value, 4> args;
  for (OpOperand &operand : op->getOpOperands().drop_front()) {
    Value value = operand.get();
    if (!isTensor(value.getType())) {
      args.push_back(value);
      continue;
    }
    Value buffer = getBuffer(rewriter, value, options);
    Type type = getBufferType(after.getArgument(operand.getOperandNumber() - 1),
                              options);
    if (!type)
      return failure();
    args.push_back(castBuffer(rewriter, buffer, type));
  }
  create<scf::ConditionOp>(
      rewriter, op->getLoc(),
      with<"condition">(scf::ConditionOp::wrap(op).operand<"condition">()),
      with<"args">(ValueRange(args)));
  rewriter.eraseOp(op);
  return success();
}

//===-- scf.forall

/// The shared outputs: the operands after the dynamic bounds.
unsigned forallFirstOutput(Operation *op) {
  auto forall = scf::ForallOp::wrap(op);
  return unsigned(forall.operands<"dynamicLowerBound">().size() +
                  forall.operands<"dynamicUpperBound">().size() +
                  forall.operands<"dynamicStep">().size());
}

unsigned forallNumLoops(Operation *op) {
  return unsigned(
      denseI64Values(scf::ForallOp::wrap(op).property<"staticStep">()).size());
}

AliasingValueList forallAliases(OpOperand &operand, const AnalysisState &) {
  Operation *op = operand.getOwner();
  unsigned first = forallFirstOutput(op);
  if (operand.getOperandNumber() < first)
    return {};
  return {{op->getResult(operand.getOperandNumber() - first),
           BufferRelation::Equivalent}};
}

bool forallIsRepetitive(Operation *op, unsigned) {
  auto forall = scf::ForallOp::wrap(op);
  auto lbs = denseI64Values(forall.property<"staticLowerBound">());
  auto ubs = denseI64Values(forall.property<"staticUpperBound">());
  auto steps = denseI64Values(forall.property<"staticStep">());
  for (size_t i = 0; i < steps.size(); ++i) {
    if (lbs[i] == kDynamic || ubs[i] == kDynamic || steps[i] == kDynamic)
      return true;
    if (lbs[i] + steps[i] < ubs[i])
      return true;
  }
  return false;
}

Type forallBufferType(Value value, const BufferizationOptions &options,
                      llvm::SmallVectorImpl<Value> &stack) {
  Operation *op = value.isBlockArgument()
                      ? value.getParentBlock()->getParentOp()
                      : value.getDefiningOp();
  unsigned output = value.isBlockArgument()
                        ? value.getIndex() - forallNumLoops(op)
                        : value.getIndex();
  return getBufferType(op->getOperand(forallFirstOutput(op) + output), options,
                       stack);
}

LogicalResult forallBufferize(Operation *op, PatternRewriter &rewriter,
                              const BufferizationOptions &options,
                              BufferizationState &) {
  InsertionGuard guard(rewriter);
  auto forall = scf::ForallOp::wrap(op);
  unsigned first = forallFirstOutput(op), numLoops = forallNumLoops(op);
  llvm::SmallVector<Value, 4> buffers;
  for (Value output : op->getOperands().drop_front(first))
    buffers.push_back(getBuffer(rewriter, output, options));
  Block &body = op->getRegion(0).front();
  rewriter.setInsertionPointToStart(&body);
  for (auto [i, buffer] : llvm::enumerate(buffers)) {
    Value arg = body.getArgument(numLoops + unsigned(i));
    Value tensor =
        create<ToTensorOp>(rewriter, op->getLoc(), with<"buffer">(buffer),
                           with<"result">(arg.getType()))
            .result<"result">();
    rewriter.replaceAllUsesWith(arg, tensor);
  }
  rewriter.setInsertionPoint(op);
  Operation *newForall = create<scf::ForallOp>(
      rewriter, op->getLoc(),
      with<"dynamicLowerBound">(forall.operands<"dynamicLowerBound">()),
      with<"dynamicUpperBound">(forall.operands<"dynamicUpperBound">()),
      with<"dynamicStep">(forall.operands<"dynamicStep">()),
      with<"outputs">(ValueRange()),
      with<"staticLowerBound">(forall.property<"staticLowerBound">()),
      with<"staticUpperBound">(forall.property<"staticUpperBound">()),
      with<"staticStep">(forall.property<"staticStep">()),
      with<"results">(TypeRange()));
  newForall->setAttrs(op->getAttrDictionary());
  llvm::SmallVector<Type, 4> ivTypes(numLoops,
                                     IndexType::get(rewriter.getContext()));
  llvm::SmallVector<Location, 4> ivLocs;
  for (unsigned i = 0; i < numLoops; ++i)
    ivLocs.push_back(body.getArgument(i).getLoc());
  Block *newBody =
      rewriter.createBlock(&newForall->getRegion(0), ivTypes, ivLocs);
  llvm::SmallVector<Value, 4> replacements(newBody->getArguments());
  for (Value arg : body.getArguments().drop_front(numLoops))
    replacements.push_back(arg);
  // The outputs' arguments have no uses left: they map to themselves.
  rewriter.mergeBlocks(&body, newBody, replacements);
  replaceOpWithBufferizedValues(rewriter, op, buffers);
  return success();
}

const BufferizableOpInterface kForModel = {
    .bufferizesToMemoryRead = forReads,
    .bufferizesToMemoryWrite = always,
    .getAliasingValues = forAliases,
    .bufferize = forBufferize,
    .isWritable = writable,
    .getBufferType = forBufferType,
    .resolveConflicts = forResolveConflicts,
    .verifyAnalysis = forVerifyAnalysis,
};

const BufferizableOpInterface kIfModel = {
    .bufferizesToMemoryRead = never,
    .bufferizesToMemoryWrite = never,
    .getAliasingValues = noAliases,
    .bufferize = ifBufferize,
    .getAliasingOpOperands = ifAliasingOperands,
    .getBufferType = ifBufferType,
};

const BufferizableOpInterface kIndexSwitchModel = {
    .bufferizesToMemoryRead = never,
    .bufferizesToMemoryWrite = never,
    .getAliasingValues = noAliases,
    .bufferize = indexSwitchBufferize,
    .getAliasingOpOperands = ifAliasingOperands,
    .getBufferType = ifBufferType,
};

const BufferizableOpInterface kExecuteRegionModel = {
    .bufferizesToMemoryRead = never,
    .bufferizesToMemoryWrite = never,
    .getAliasingValues = noAliases,
    .bufferize = executeRegionBufferize,
    .getAliasingOpOperands = executeRegionAliasingOperands,
    .isWritable = writable,
    .getBufferType = executeRegionBufferType,
    .verifyAnalysis = executeRegionVerifyAnalysis,
    .supportsUnstructuredControlFlow = true,
};

const BufferizableOpInterface kYieldModel = {
    .bufferizesToMemoryRead = always,
    .bufferizesToMemoryWrite = never,
    .getAliasingValues = yieldAliases,
    .bufferize = yieldBufferize,
    .mustBufferizeInPlace = always,
};

const BufferizableOpInterface kWhileModel = {
    .bufferizesToMemoryRead = always,
    .bufferizesToMemoryWrite = always,
    .getAliasingValues = whileAliases,
    .bufferize = whileBufferize,
    .isWritable = writable,
    .getBufferType = whileBufferType,
    .resolveConflicts = whileResolveConflicts,
    .verifyAnalysis = whileVerifyAnalysis,
};

const BufferizableOpInterface kConditionModel = {
    .bufferizesToMemoryRead = always,
    .bufferizesToMemoryWrite = never,
    .getAliasingValues = noAliases,
    .bufferize = conditionBufferize,
    .mustBufferizeInPlace = always,
};

const BufferizableOpInterface kForallModel = {
    .bufferizesToMemoryRead = always,
    .bufferizesToMemoryWrite = always,
    .getAliasingValues = forallAliases,
    .bufferize = forallBufferize,
    .isWritable = writable,
    .getBufferType = forallBufferType,
    .isRepetitiveRegion = forallIsRepetitive,
    .isParallelRegion = forallIsRepetitive,
};

} // namespace

void terrace::registerSCFBufferizationModels(Context &ctx) {
  ctx.attachOpInterface<scf::ForOp>(kForModel);
  ctx.attachOpInterface<scf::IfOp>(kIfModel);
  ctx.attachOpInterface<scf::IndexSwitchOp>(kIndexSwitchModel);
  ctx.attachOpInterface<scf::ExecuteRegionOp>(kExecuteRegionModel);
  ctx.attachOpInterface<scf::YieldOp>(kYieldModel);
  ctx.attachOpInterface<scf::WhileOp>(kWhileModel);
  ctx.attachOpInterface<scf::ConditionOp>(kConditionModel);
  ctx.attachOpInterface<scf::ForallOp>(kForallModel);
}
