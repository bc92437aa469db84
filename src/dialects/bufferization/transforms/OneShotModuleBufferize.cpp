//===- OneShotModuleBufferize.cpp - Whole modules, across calls -----------===//
//
// MLIR 22's One-Shot Module Bufferize: functions are analyzed callees
// first, and each leaves a summary (which arguments it reads and writes,
// which results alias or are its arguments) that func.call's model
// answers from. Bufferizing then rewrites each function with its
// signature; with infer-layout-map, a result's type becomes that of the
// buffer returned (the cast to the fully dynamic layout is left behind,
// unused, as in MLIR).
//
//===----------------------------------------------------------------------===//
#include "dialects/bufferization/BufferizationOps.h"
#include "dialects/bufferization/transforms/OneShotAnalysis.h"
#include "dialects/func/FuncOps.h"
#include "dialects/memref/MemRefOps.h"
#include "ir/Attributes.h"
#include "ir/Block.h"
#include "ir/Context.h"
#include "ir/Diagnostics.h"
#include "ir/Region.h"
#include "ir/SymbolTable.h"

#include "llvm/ADT/SetVector.h"

using namespace terrace;
using namespace terrace::bufferization;
using llvm::failure;
using llvm::LogicalResult;
using llvm::success;

namespace {

FunctionType functionTypeOf(Operation *func) {
  auto attr = llvm::cast<TypeAttr>(func->getInherentAttr("function_type"));
  return llvm::cast<FunctionType>(attr.getValue());
}

void setFunctionType(Operation *func, llvm::ArrayRef<Type> inputs,
                     llvm::ArrayRef<Type> results) {
  func->setAttr("function_type", TypeAttr::get(FunctionType::get(
                                     func->getContext(), inputs, results)));
}

bool isExternal(Operation *func) { return func->getRegion(0).empty(); }

llvm::SmallVector<Operation *, 2> returnOps(Operation *func) {
  llvm::SmallVector<Operation *, 2> result;
  for (Block &block : func->getRegion(0))
    if (!block.empty() && llvm::isa<func::ReturnOp>(&block.back()))
      result.push_back(&block.back());
  return result;
}

Operation *calleeOf(Operation *call) {
  auto callee = call->getInherentAttr("callee");
  return symbol_table::lookupNearestSymbolFrom(
      call, llvm::cast<SymbolRefAttr>(callee));
}

template <typename Fn> void walkCalls(Operation *op, Fn &&fn) {
  for (Region &region : op->getRegions())
    for (Block &block : region)
      for (Operation &nested : block) {
        if (llvm::isa<func::CallOp>(&nested))
          fn(&nested);
        walkCalls(&nested, fn);
      }
}

bool hasTensorInSignature(Operation *func) {
  FunctionType type = functionTypeOf(func);
  return llvm::any_of(type.getInputs(), isTensor) ||
         llvm::any_of(type.getResults(), isTensor);
}

/// The module's functions, callees before callers where calls pass
/// tensors; `remaining` gets those on a call cycle.
void funcOpsOrderedByCalls(Operation *module,
                           llvm::SmallVectorImpl<Operation *> &ordered,
                           llvm::SmallVectorImpl<Operation *> &remaining) {
  llvm::SmallVector<Operation *, 8> funcs;
  llvm::DenseMap<Operation *, unsigned> pendingCallees;
  llvm::DenseMap<Operation *, llvm::SetVector<Operation *>> callers;
  for (Region &region : module->getRegions())
    for (Block &block : region)
      for (Operation &op : block)
        if (llvm::isa<func::FuncOp>(&op))
          funcs.push_back(&op);
  for (Operation *func : funcs) {
    pendingCallees[func] = 0;
    walkCalls(func, [&](Operation *call) {
      Operation *callee = calleeOf(call);
      if (!callee || !llvm::isa<func::FuncOp>(callee) ||
          !hasTensorInSignature(callee))
        return;
      if (callers[callee].insert(func))
        ++pendingCallees[func];
    });
  }
  llvm::SmallVector<Operation *, 8> worklist;
  for (Operation *func : llvm::reverse(funcs))
    if (pendingCallees[func] == 0)
      worklist.push_back(func);
  llvm::DenseSet<Operation *> done;
  while (!worklist.empty()) {
    Operation *func = worklist.pop_back_val();
    ordered.push_back(func);
    done.insert(func);
    for (Operation *caller : callers[func])
      if (--pendingCallees[caller] == 0)
        worklist.push_back(caller);
  }
  for (Operation *func : funcs)
    if (!done.contains(func))
      remaining.push_back(func);
}

/// Sets argument attribute `name` of `func` (an entry of its arg_attrs).
void setArgAttr(Operation *func, unsigned index, llvm::StringRef name,
                Attribute value) {
  Context &ctx = func->getContext();
  unsigned numArgs = unsigned(functionTypeOf(func).getInputs().size());
  llvm::SmallVector<Attribute, 4> dicts;
  auto existing =
      llvm::dyn_cast_if_present<ArrayAttr>(func->getInherentAttr("arg_attrs"));
  for (unsigned i = 0; i < numArgs; ++i)
    dicts.push_back(existing && i < existing.size()
                        ? existing[i]
                        : DictionaryAttr::get(ctx, {}));
  llvm::SmallVector<NamedAttribute, 4> entries;
  for (const NamedAttribute &entry :
       llvm::cast<DictionaryAttr>(dicts[index]).getValue())
    if (entry.getName() != name)
      entries.push_back(entry);
  entries.push_back({StringAttr::get(ctx, name), value});
  llvm::sort(entries, [](const NamedAttribute &a, const NamedAttribute &b) {
    return a.getName() < b.getName();
  });
  dicts[index] = DictionaryAttr::get(ctx, entries);
  func->setAttr("arg_attrs", ArrayAttr::get(ctx, dicts));
}

/// Drops the bufferization.* argument attributes that only steer
/// bufferization (MLIR's removeBufferizationAttributesInModule).
void removeBufferizationArgAttrs(Operation *func) {
  auto args =
      llvm::dyn_cast_if_present<ArrayAttr>(func->getInherentAttr("arg_attrs"));
  if (!args)
    return;
  Context &ctx = func->getContext();
  llvm::SmallVector<Attribute, 4> dicts;
  bool changed = false;
  for (Attribute a : args.getValue()) {
    llvm::SmallVector<NamedAttribute, 4> kept;
    for (const NamedAttribute &entry : llvm::cast<DictionaryAttr>(a).getValue())
      if (entry.getName() == "bufferization.buffer_layout" ||
          entry.getName() == "bufferization.writable")
        changed = true;
      else
        kept.push_back(entry);
    dicts.push_back(DictionaryAttr::get(ctx, kept));
  }
  if (!changed)
    return;
  bool allEmpty = llvm::all_of(
      dicts, [](Attribute d) { return llvm::cast<DictionaryAttr>(d).empty(); });
  func->setAttr("arg_attrs",
                allEmpty ? Attribute() : ArrayAttr::get(ctx, dicts));
}

/// Which results alias or are each argument.
void aliasingFuncArgsAnalysis(Operation *func, OneShotAnalysisState &state,
                              FuncAnalysisState &fs) {
  FunctionType type = functionTypeOf(func);
  auto &aliasing = fs.aliasingReturnVals[func];
  auto &equivalent = fs.equivalentFuncArgs[func];
  if (isExternal(func)) {
    for (auto [i, input] : llvm::enumerate(type.getInputs()))
      if (isTensor(input))
        for (auto [r, result] : llvm::enumerate(type.getResults()))
          if (isTensor(result))
            aliasing[int64_t(i)].push_back(int64_t(r));
    return;
  }
  llvm::SmallVector<Operation *, 2> rets = returnOps(func);
  if (rets.empty())
    return;
  Block &entry = func->getRegion(0).front();
  for (Value arg : entry.getArguments()) {
    if (!isTensor(arg.getType()))
      continue;
    llvm::SetVector<int64_t> results;
    for (Operation *ret : rets)
      for (auto [r, operand] : llvm::enumerate(ret->getOperands()))
        if (isTensor(operand.getType()) &&
            state.areAliasingBufferizedValues(operand, arg))
          results.insert(int64_t(r));
    aliasing[int64_t(arg.getIndex())].assign(results.begin(), results.end());
  }
  for (unsigned r = 0, e = rets.front()->getNumOperands(); r < e; ++r) {
    std::optional<int64_t> found;
    bool consistent = true;
    for (Operation *ret : rets) {
      Value operand = ret->getOperand(r);
      if (!isTensor(operand.getType())) {
        consistent = false;
        break;
      }
      std::optional<int64_t> here;
      for (Value arg : entry.getArguments())
        if (isTensor(arg.getType()) &&
            state.areEquivalentBufferizedValues(operand, arg)) {
          here = int64_t(arg.getIndex());
          break;
        }
      if (!here || (found && *found != *here)) {
        consistent = false;
        break;
      }
      found = here;
    }
    if (consistent && found)
      equivalent[int64_t(r)] = *found;
  }
  // Test output: which argument each result is (-1: none), where any is.
  if (state.getOptions().testAnalysisOnly && !equivalent.empty()) {
    Context &ctx = func->getContext();
    llvm::SmallVector<Attribute, 4> indices;
    for (unsigned r = 0, e = rets.front()->getNumOperands(); r < e; ++r) {
      auto it = equivalent.find(int64_t(r));
      indices.push_back(IntegerAttr::get(
          IntegerType::get(ctx, 64), it == equivalent.end() ? -1 : it->second));
    }
    for (Operation *ret : rets)
      ret->setAttr("__equivalent_func_args__", ArrayAttr::get(ctx, indices));
  }
}

void funcArgReadWriteAnalysis(Operation *func, OneShotAnalysisState &state,
                              FuncAnalysisState &fs) {
  auto &reads = fs.readBbArgs[func];
  auto &writes = fs.writtenBbArgs[func];
  FunctionType type = functionTypeOf(func);
  for (auto [i, input] : llvm::enumerate(type.getInputs())) {
    if (!isTensor(input))
      continue;
    if (isExternal(func)) {
      reads.insert(int64_t(i));
      writes.insert(int64_t(i));
      if (state.getOptions().testAnalysisOnly)
        setArgAttr(func, unsigned(i), "bufferization.access",
                   StringAttr::get(func->getContext(), "read-write"));
      continue;
    }
    Value arg = func->getRegion(0).front().getArgument(unsigned(i));
    bool read = state.isValueRead(arg), written = state.isValueWritten(arg);
    if (read)
      reads.insert(int64_t(i));
    if (written)
      writes.insert(int64_t(i));
    if (state.getOptions().testAnalysisOnly)
      setArgAttr(func, unsigned(i), "bufferization.access",
                 StringAttr::get(func->getContext(), read && written
                                                         ? "read-write"
                                                     : read    ? "read"
                                                     : written ? "write"
                                                               : "none"));
  }
}

/// With infer-layout-map: each result takes the type of what every return
/// gives before its cast to the fully dynamic layout.
void foldMemRefCasts(Operation *func) {
  if (isExternal(func))
    return;
  llvm::SmallVector<Operation *, 2> rets = returnOps(func);
  if (rets.empty())
    return;
  auto unpackCast = [](Value v) {
    if (auto cast =
            llvm::dyn_cast_if_present<memref::CastOp>(v.getDefiningOp()))
      return cast.operand<"source">();
    return v;
  };
  FunctionType type = functionTypeOf(func);
  llvm::SmallVector<Type, 4> resultTypes;
  for (unsigned i = 0, e = rets.front()->getNumOperands(); i < e; ++i) {
    Type common = unpackCast(rets.front()->getOperand(i)).getType();
    for (Operation *ret : rets)
      if (unpackCast(ret->getOperand(i)).getType() != common)
        common = Type();
    if (common)
      for (Operation *ret : rets)
        ret->setOperand(i, unpackCast(ret->getOperand(i)));
    resultTypes.push_back(common ? common : type.getResults()[i]);
  }
  setFunctionType(func, type.getInputs(), resultTypes);
}

} // namespace

LogicalResult bufferization::analyzeModuleOp(Operation *module,
                                             OneShotAnalysisState &state) {
  FuncAnalysisState &fs = state.getOrCreateFuncState();
  llvm::SmallVector<Operation *, 8> ordered, remaining;
  funcOpsOrderedByCalls(module, ordered, remaining);
  for (Operation *func : ordered) {
    if (!state.getOptions().isOpAllowed(func))
      continue;
    fs.status[func] = FuncAnalysisState::Status::InProgress;
    fs.aliasingReturnVals[func];
    fs.equivalentFuncArgs[func];
    fs.readBbArgs[func];
    fs.writtenBbArgs[func];
    if (failed(analyzeOp(func, state)))
      return failure();
    aliasingFuncArgsAnalysis(func, state, fs);
    funcArgReadWriteAnalysis(func, state, fs);
    fs.status[func] = FuncAnalysisState::Status::Analyzed;
  }
  for (Operation *func : remaining)
    if (state.getOptions().isOpAllowed(func) && failed(analyzeOp(func, state)))
      return failure();
  return success();
}

LogicalResult
bufferization::bufferizeModuleOp(Operation *module,
                                 const BufferizationOptions &options,
                                 BufferizationState &bstate) {
  llvm::SmallVector<Operation *, 8> ordered, remaining;
  funcOpsOrderedByCalls(module, ordered, remaining);
  ordered.append(remaining.begin(), remaining.end());
  // A function the analysis left out copies before every write.
  BufferizationOptions copying = options;
  copying.copyBeforeWrite = true;
  for (Operation *func : ordered) {
    StringAttr name = symbol_table::getSymbolName(func);
    bool analyzed = !name || !llvm::is_contained(options.noAnalysisFuncFilter,
                                                 name.getValue());
    if (failed(bufferizeOp(func, analyzed ? options : copying, bstate)))
      return failure();
    if (options.inferFunctionResultLayout())
      foldMemRefCasts(func);
  }
  for (Region &region : module->getRegions())
    for (Block &block : region)
      for (Operation &op : llvm::make_early_inc_range(block))
        if (!llvm::isa<func::FuncOp>(&op) && op.getNumRegions() == 0 &&
            failed(bufferizeOp(&op, options, bstate)))
          return failure();
  for (Region &region : module->getRegions())
    for (Block &block : region)
      for (Operation &op : block)
        if (llvm::isa<func::FuncOp>(&op))
          removeBufferizationArgAttrs(&op);
  return success();
}

//===----------------------------------------------------------------------===//
// func's models
//===----------------------------------------------------------------------===//

namespace {

/// The buffer type of a tensor `type` crossing `func`'s boundary, in the
/// default memory space for it. Where that must be inferred, MLIR 22 reads
/// an empty optional (undefined behaviour); Terrace reports it.
Type boundaryBufferType(Operation *func, Type type,
                        const BufferizationOptions &options) {
  if (!isTensor(type))
    return type;
  auto tensorType = llvm::cast<ShapedType>(type);
  std::optional<Attribute> space =
      defaultMemorySpaceAt(func, tensorType, options);
  return space ? options.functionArgBufferType(tensorType, *space) : Type();
}

Type funcArgBufferType(Operation *func, unsigned index,
                       const BufferizationOptions &options) {
  return boundaryBufferType(func, functionTypeOf(func).getInputs()[index],
                            options);
}

bool funcHasTensorSemantics(Operation *func) {
  if (hasTensorInSignature(func))
    return true;
  for (Block &block : func->getRegion(0))
    for (Value arg : block.getArguments())
      if (isTensor(arg.getType()))
        return true;
  return false;
}

/// Of a block argument (a function has no results).
Type funcGetBufferType(Value value, const BufferizationOptions &options,
                       llvm::SmallVectorImpl<Value> &stack) {
  Operation *func = value.getParentBlock()->getParentOp();
  if (value.getParentBlock() == &func->getRegion(0).front())
    return funcArgBufferType(func, value.getIndex(), options);
  // A block the function's branches reach.
  return getBranchBlockArgBufferType(value, options, stack);
}

/// A function's arguments alias nothing it has; its other blocks'
/// arguments, the operands branches pass them.
AliasingOpOperandList funcAliasingOpOperands(Value value,
                                             const AnalysisState &) {
  Operation *func = value.getParentBlock()->getParentOp();
  if (value.getParentBlock() == &func->getRegion(0).front())
    return {};
  return getAliasingBranchOpOperands(value);
}

bool funcIsWritable(Value value, const AnalysisState &) {
  Operation *func = value.getParentBlock()->getParentOp();
  if (value.getParentBlock() != &func->getRegion(0).front())
    return true;
  if (auto args = llvm::dyn_cast_if_present<ArrayAttr>(
          func->getInherentAttr("arg_attrs")))
    if (value.getIndex() < args.size())
      if (auto dict = llvm::dyn_cast<DictionaryAttr>(args[value.getIndex()]))
        if (auto writable = llvm::dyn_cast_if_present<BoolAttr>(
                dict.get("bufferization.writable")))
          return writable.getValue();
  return true;
}

LogicalResult funcBufferize(Operation *func, PatternRewriter &rewriter,
                            const BufferizationOptions &options,
                            BufferizationState &) {
  FunctionType type = functionTypeOf(func);
  llvm::SmallVector<Type, 4> inputs, results;
  for (unsigned i = 0; i < type.getInputs().size(); ++i)
    inputs.push_back(funcArgBufferType(func, i, options));
  for (Type result : type.getResults())
    results.push_back(boundaryBufferType(func, result, options));
  if (llvm::is_contained(inputs, Type()) || llvm::is_contained(results, Type()))
    return failure();
  if (isExternal(func)) {
    setFunctionType(func, inputs, results);
    return success();
  }
  for (Block &block : func->getRegion(0)) {
    // Blocks branches reach: their arguments and the operands passed.
    if (&block != &func->getRegion(0).front()) {
      if (failed(bufferizeBlockSignature(&block, rewriter, options)))
        return failure();
      continue;
    }
    for (Value arg : block.getArguments())
      if (isTensor(arg.getType()))
        retypeBlockArgument(rewriter, arg, inputs[arg.getIndex()]);
  }
  for (Operation *ret : returnOps(func)) {
    rewriter.setInsertionPoint(ret);
    for (OpOperand &operand : ret->getOpOperands()) {
      if (!isTensor(operand.get().getType()))
        continue;
      Value buffer = create<ToBufferOp>(
                         rewriter, ret->getLoc(), with<"tensor">(operand.get()),
                         with<"buffer">(results[operand.getOperandNumber()]))
                         .result<"buffer">();
      operand.set(buffer);
    }
  }
  setFunctionType(func, inputs, results);
  return success();
}

bool returnReads(OpOperand &, const AnalysisState &) { return true; }
bool returnWrites(OpOperand &, const AnalysisState &) { return false; }
AliasingValueList noAliases(OpOperand &, const AnalysisState &) { return {}; }
LogicalResult returnBufferize(Operation *, PatternRewriter &,
                              const BufferizationOptions &,
                              BufferizationState &) {
  return success();
}

bool funcReads(OpOperand &, const AnalysisState &) { return false; }
bool funcWrites(OpOperand &, const AnalysisState &) { return false; }

bool callReads(OpOperand &operand, const AnalysisState &state) {
  Operation *callee = calleeOf(operand.getOwner());
  if (!state.funcState || !state.funcState->isAnalyzed(callee))
    return true;
  return state.funcState->readBbArgs.lookup(callee).contains(
      int64_t(operand.getOperandNumber()));
}

bool callWrites(OpOperand &operand, const AnalysisState &state) {
  Operation *callee = calleeOf(operand.getOwner());
  if (!state.funcState || !state.funcState->isAnalyzed(callee))
    return true;
  return state.funcState->writtenBbArgs.lookup(callee).contains(
      int64_t(operand.getOperandNumber()));
}

AliasingValueList callAliases(OpOperand &operand, const AnalysisState &state) {
  Operation *call = operand.getOwner();
  Operation *callee = calleeOf(call);
  AliasingValueList result;
  if (!state.funcState || !state.funcState->isAnalyzed(callee)) {
    for (Value r : call->getResults())
      if (isTensor(r.getType()))
        result.push_back({r, BufferRelation::Unknown, false});
    return result;
  }
  int64_t index = int64_t(operand.getOperandNumber());
  auto &aliasing = state.funcState->aliasingReturnVals[callee];
  auto found = aliasing.find(index);
  if (found == aliasing.end())
    return result;
  const llvm::SmallVector<int64_t, 2> &results = found->second;
  bool equivalent = false;
  if (results.size() == 1) {
    auto &eq = state.funcState->equivalentFuncArgs[callee];
    auto it = eq.find(results.front());
    equivalent = it != eq.end() && it->second == index;
  }
  for (int64_t r : results)
    result.push_back(
        {call->getResult(unsigned(r)),
         equivalent ? BufferRelation::Equivalent : BufferRelation::Unknown,
         equivalent});
  return result;
}

Type callResultBufferType(Operation *call, unsigned index,
                          const BufferizationOptions &options) {
  Operation *callee = calleeOf(call);
  Type declared = functionTypeOf(callee).getResults()[index];
  if (llvm::isa<MemRefType, UnrankedMemRefType>(declared))
    return declared;
  return boundaryBufferType(callee, call->getResult(index).getType(), options);
}

Type callGetBufferType(Value value, const BufferizationOptions &options,
                       llvm::SmallVectorImpl<Value> &) {
  return callResultBufferType(value.getDefiningOp(), value.getIndex(), options);
}

LogicalResult callBufferize(Operation *call, PatternRewriter &rewriter,
                            const BufferizationOptions &options,
                            BufferizationState &) {
  Operation *callee = calleeOf(call);
  llvm::SmallVector<Type, 4> resultTypes;
  for (Value result : call->getResults())
    resultTypes.push_back(
        isTensor(result.getType())
            ? callResultBufferType(call, result.getIndex(), options)
            : result.getType());
  if (llvm::is_contained(resultTypes, Type()))
    return failure();
  FunctionType calleeType = functionTypeOf(callee);
  llvm::SmallVector<Value, 4> operands;
  for (OpOperand &operand : call->getOpOperands()) {
    Value value = operand.get();
    if (!isTensor(value.getType())) {
      operands.push_back(value);
      continue;
    }
    Value buffer = getBuffer(rewriter, value, options);
    unsigned i = operand.getOperandNumber();
    Type wanted = calleeType.getInputs()[i];
    if (!llvm::isa<MemRefType, UnrankedMemRefType>(wanted))
      wanted = funcArgBufferType(callee, i, options);
    if (!wanted)
      return failure();
    if (buffer.getType() != wanted)
      buffer = castOrRealloc(rewriter, buffer, wanted, options);
    operands.push_back(buffer);
  }
  OperationState state = OperationState::withoutResults(call);
  state.operands.assign(operands.begin(), operands.end());
  state.types.assign(resultTypes.begin(), resultTypes.end());
  Operation *newCall = rewriter.create(state);
  llvm::SmallVector<Value, 4> buffers(newCall->getResults().begin(),
                                      newCall->getResults().end());
  replaceOpWithBufferizedValues(rewriter, call, buffers);
  return success();
}

const BufferizableOpInterface kFuncModel = {
    .bufferizesToMemoryRead = funcReads,
    .bufferizesToMemoryWrite = funcWrites,
    .getAliasingValues = noAliases,
    .bufferize = funcBufferize,
    .getAliasingOpOperands = funcAliasingOpOperands,
    .isWritable = funcIsWritable,
    .getBufferType = funcGetBufferType,
    .hasTensorSemantics = funcHasTensorSemantics,
    .supportsUnstructuredControlFlow = true,
};

const BufferizableOpInterface kReturnModel = {
    .bufferizesToMemoryRead = returnReads,
    .bufferizesToMemoryWrite = returnWrites,
    .getAliasingValues = noAliases,
    .bufferize = returnBufferize,
};

const BufferizableOpInterface kCallModel = {
    .bufferizesToMemoryRead = callReads,
    .bufferizesToMemoryWrite = callWrites,
    .getAliasingValues = callAliases,
    .bufferize = callBufferize,
    .getBufferType = callGetBufferType,
};

} // namespace

void bufferization::registerFuncBufferizationModels(Context &ctx) {
  ctx.attachOpInterface<func::FuncOp>(kFuncModel);
  ctx.attachOpInterface<func::ReturnOp>(kReturnModel);
  ctx.attachOpInterface<func::CallOp>(kCallModel);
}
