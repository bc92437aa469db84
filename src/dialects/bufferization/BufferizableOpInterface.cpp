//===- BufferizableOpInterface.cpp - Defaults and helpers of bufferizing --===//
//
// What MLIR 22's BufferizableOpInterface.cpp does: the interface's default
// answers (conservative ones for ops without a model), the reverse
// use-def walk the analysis reads definitions from, and the helpers every
// model builds with (getBuffer, allocations, to_tensor replacement).
//
//===----------------------------------------------------------------------===//
#include "dialects/bufferization/BufferizableOpInterface.h"
#include "dialects/affine/AffineComposition.h"
#include "dialects/arith/ArithBuilders.h"
#include "dialects/arith/ArithOps.h"
#include "dialects/bufferization/BufferizationOps.h"
#include "dialects/memref/MemRefOps.h"
#include "dialects/tensor/TensorCanonicalize.h"
#include "dialects/tensor/TensorOps.h"
#include "interfaces/ControlFlowInterfaces.h"
#include "ir/AffineExpr.h"
#include "ir/Attributes.h"
#include "ir/Block.h"
#include "ir/Context.h"
#include "ir/Diagnostics.h"
#include "ir/MemRefLayout.h"
#include "ir/Region.h"

#include "llvm/ADT/SmallPtrSet.h"

using namespace terrace;
using namespace terrace::bufferization;
using llvm::failure;
using llvm::LogicalResult;
using llvm::success;

//===----------------------------------------------------------------------===//
// Options
//===----------------------------------------------------------------------===//

bool BufferizationOptions::isOpAllowed(Operation *op) const {
  llvm::StringRef dialect = op->getName().getDialectNamespace();
  if (dialect == "func" && !bufferizeFunctionBoundaries)
    return false;
  if (!skippedOps.empty())
    for (Operation *holder = op; holder; holder = holder->getParentOp())
      if (llvm::is_contained(skippedOps, holder))
        return false;
  if (dialectFilter.empty())
    return true;
  return llvm::is_contained(dialectFilter, dialect);
}

Type bufferization::fullyDynamicLayoutType(ShapedType tensorType,
                                           Attribute memorySpace) {
  if (!tensorType.hasRank())
    return UnrankedMemRefType::get(tensorType.getElementType(), memorySpace);
  llvm::SmallVector<int64_t, 4> strides(tensorType.getShape().size(), kDynamic);
  return MemRefType::get(
      tensorType.getShape(), tensorType.getElementType(),
      StridedLayoutAttr::get(tensorType.getContext(), kDynamic, strides),
      memorySpace);
}

Type bufferization::identityLayoutType(ShapedType tensorType,
                                       Attribute memorySpace) {
  if (!tensorType.hasRank())
    return UnrankedMemRefType::get(tensorType.getElementType(), memorySpace);
  return MemRefType::get(tensorType.getShape(), tensorType.getElementType(),
                         Attribute(), memorySpace);
}

Attribute bufferization::getMemorySpace(Type bufferType) {
  if (auto ranked = llvm::dyn_cast<MemRefType>(bufferType))
    return ranked.getMemorySpace();
  return llvm::cast<UnrankedMemRefType>(bufferType).getMemorySpace();
}

std::optional<Attribute>
BufferizationOptions::defaultMemorySpaceFor(ShapedType tensorType) const {
  switch (defaultMemorySpace) {
  case DefaultMemorySpace::Default:
    return Attribute();
  case DefaultMemorySpace::MustInfer:
    return std::nullopt;
  case DefaultMemorySpace::FromEncoding:
    if (auto ranked = llvm::dyn_cast<RankedTensorType>(tensorType))
      return ranked.getEncoding();
    return std::nullopt;
  }
  llvm_unreachable("unknown DefaultMemorySpace");
}

Type BufferizationOptions::functionArgBufferType(ShapedType tensorType,
                                                 Attribute memorySpace) const {
  if (functionBoundaryTypeConversion == LayoutMapOption::IdentityLayoutMap)
    return identityLayoutType(tensorType, memorySpace);
  return fullyDynamicLayoutType(tensorType, memorySpace);
}

Type BufferizationOptions::unknownBufferType(ShapedType tensorType,
                                             Attribute memorySpace) const {
  if (unknownTypeConversion == LayoutMapOption::IdentityLayoutMap)
    return identityLayoutType(tensorType, memorySpace);
  return fullyDynamicLayoutType(tensorType, memorySpace);
}

std::optional<Attribute>
bufferization::defaultMemorySpaceAt(Operation *op, ShapedType tensorType,
                                    const BufferizationOptions &options) {
  std::optional<Attribute> space = options.defaultMemorySpaceFor(tensorType);
  if (!space)
    op->emitError("could not infer memory space");
  return space;
}

Type bufferization::defaultSpaceBufferType(
    Operation *op, ShapedType tensorType, const BufferizationOptions &options) {
  std::optional<Attribute> space =
      defaultMemorySpaceAt(op, tensorType, options);
  return space ? options.unknownBufferType(tensorType, *space) : Type();
}

std::string BufferizationState::uniqueSymbolName(Operation *module,
                                                 llvm::StringRef base) {
  auto [it, fresh] = takenNames.try_emplace(module);
  llvm::StringSet<> &taken = it->second;
  if (fresh)
    for (Region &region : module->getRegions())
      for (Block &block : region)
        for (Operation &op : block)
          if (auto name = llvm::dyn_cast_if_present<StringAttr>(
                  op.getInherentAttr("sym_name")))
            taken.insert(name.getValue());
  std::string name = base.str();
  while (taken.contains(name))
    name = (base + "_" + llvm::Twine(counters[module]++)).str();
  taken.insert(name);
  return name;
}

//===----------------------------------------------------------------------===//
// Queries
//===----------------------------------------------------------------------===//

bool bufferization::isTensor(Type type) {
  return llvm::isa<RankedTensorType, UnrankedTensorType>(type);
}

static Operation *ownerOf(Value value) {
  if (Operation *def = value.getDefiningOp())
    return def;
  return value.getParentBlock()->getParentOp();
}

bool bufferization::hasTensorSemantics(Operation *op) {
  auto anyTensor = [](auto values) {
    for (Value v : values)
      if (isTensor(v.getType()))
        return true;
    return false;
  };
  if (anyTensor(op->getOperands()) || anyTensor(op->getResults()))
    return true;
  for (Region &region : op->getRegions())
    for (Block &block : region)
      if (anyTensor(block.getArguments()))
        return true;
  return false;
}

bool bufferization::hasTensorSemantics(Operation *op,
                                       const BufferizableOpInterface *model) {
  if (model && model->hasTensorSemantics)
    return model->hasTensorSemantics(op);
  return hasTensorSemantics(op);
}

const BufferizableOpInterface *AnalysisState::getModel(Operation *op) const {
  if (!op || !options.isOpAllowed(op))
    return nullptr;
  return getInterface<BufferizableOpInterface>(op);
}

const BufferizableOpInterface *AnalysisState::getModel(Value value) const {
  return getModel(ownerOf(value));
}

bool AnalysisState::bufferizesToMemoryRead(OpOperand &operand) const {
  if (const auto *model = getModel(operand.getOwner()))
    return model->bufferizesToMemoryRead(operand, *this);
  return true;
}

bool AnalysisState::bufferizesToMemoryWrite(OpOperand &operand) const {
  if (const auto *model = getModel(operand.getOwner()))
    return model->bufferizesToMemoryWrite(operand, *this);
  return true;
}

/// MLIR's default resultBufferizesToMemoryWrite.
static bool defaultResultBufferizesToMemoryWrite(Value result,
                                                 const AnalysisState &state) {
  AliasingOpOperandList aliases = state.getAliasingOpOperands(result);
  if (aliases.empty())
    return true;
  for (const AliasingOpOperand &alias : aliases)
    if (state.bufferizesToMemoryWrite(*alias.opOperand))
      return true;
  // A write nested in the op that reaches the result through an alias.
  Operation *op = result.getDefiningOp();
  auto isWriteInsideOp = [&](Value v) {
    for (Operation *owner = ownerOf(v); owner; owner = owner->getParentOp())
      if (owner == op)
        return state.bufferizesToMemoryWrite(v);
    return false;
  };
  TraversalConfig config;
  config.alwaysIncludeLeaves = false;
  for (const AliasingOpOperand &alias : aliases)
    if (!state
             .findValueInReverseUseDefChain(alias.opOperand, isWriteInsideOp,
                                            config)
             .empty())
      return true;
  return false;
}

bool AnalysisState::bufferizesToMemoryWrite(Value value) const {
  if (value.isBlockArgument())
    return true;
  const BufferizableOpInterface *model = getModel(value.getDefiningOp());
  if (!model)
    return true;
  if (model->resultBufferizesToMemoryWrite)
    return model->resultBufferizesToMemoryWrite(value, *this);
  return defaultResultBufferizesToMemoryWrite(value, *this);
}

bool AnalysisState::bufferizesToAliasOnly(OpOperand &operand) const {
  if (!getModel(operand.getOwner()))
    return false;
  return !bufferizesToMemoryRead(operand) &&
         !bufferizesToMemoryWrite(operand) &&
         !getAliasingValues(operand).empty();
}

AliasingValueList AnalysisState::getAliasingValues(OpOperand &operand) const {
  if (const auto *model = getModel(operand.getOwner()))
    return model->getAliasingValues(operand, *this);
  // An unknown op: any tensor result, and any tensor argument of an entry
  // block, may alias the operand.
  AliasingValueList result;
  Operation *op = operand.getOwner();
  for (Value r : op->getResults())
    if (isTensor(r.getType()))
      result.push_back({r, BufferRelation::Unknown, false});
  for (Region &region : op->getRegions())
    if (!region.empty())
      for (Value arg : region.front().getArguments())
        if (isTensor(arg.getType()))
          result.push_back({arg, BufferRelation::Unknown, false});
  return result;
}

AliasingOpOperandList AnalysisState::getAliasingOpOperands(Value value) const {
  Operation *owner = ownerOf(value);
  if (const auto *model = getModel(owner)) {
    if (model->getAliasingOpOperands)
      return model->getAliasingOpOperands(value, *this);
    AliasingOpOperandList result;
    for (OpOperand &operand : owner->getOpOperands()) {
      if (!isTensor(operand.get().getType()))
        continue;
      for (const AliasingValue &alias :
           model->getAliasingValues(operand, *this))
        if (alias.value == value)
          result.push_back({&operand, alias.relation, alias.isDefinite});
    }
    return result;
  }
  if (value.isBlockArgument()) {
    Block *block = value.getParentBlock();
    if (block != &block->getParent()->front())
      return {};
  }
  AliasingOpOperandList result;
  for (OpOperand &operand : owner->getOpOperands())
    if (isTensor(operand.get().getType()))
      result.push_back({&operand, BufferRelation::Unknown, false});
  return result;
}

bool AnalysisState::isValueRead(Value value) const {
  llvm::SmallVector<OpOperand *, 8> worklist;
  llvm::SmallPtrSet<OpOperand *, 8> visited;
  for (OpOperand *use = value.getFirstUse(); use; use = use->getNextUse())
    worklist.push_back(use);
  while (!worklist.empty()) {
    OpOperand *use = worklist.pop_back_val();
    if (!visited.insert(use).second)
      continue;
    if (bufferizesToAliasOnly(*use)) {
      for (const AliasingValue &alias : getAliasingValues(*use))
        for (OpOperand *u = alias.value.getFirstUse(); u; u = u->getNextUse())
          worklist.push_back(u);
      continue;
    }
    if (bufferizesToMemoryRead(*use))
      return true;
  }
  return false;
}

llvm::SetVector<Value> AnalysisState::findValueInReverseUseDefChain(
    OpOperand *operand, llvm::function_ref<bool(Value)> condition,
    TraversalConfig config) const {
  llvm::DenseSet<Value> visited;
  llvm::SetVector<Value> result, worklist;
  worklist.insert(operand->get());
  while (!worklist.empty()) {
    Value value = worklist.pop_back_val();
    if (!config.revisitAlreadyVisitedValues && visited.contains(value)) {
      if (config.alwaysIncludeLeaves)
        result.insert(value);
      continue;
    }
    visited.insert(value);
    if (condition(value)) {
      result.insert(value);
      continue;
    }
    if (!config.followUnknownOps && !getModel(value)) {
      if (config.alwaysIncludeLeaves)
        result.insert(value);
      continue;
    }
    AliasingOpOperandList aliases = getAliasingOpOperands(value);
    if (aliases.empty()) {
      if (config.alwaysIncludeLeaves)
        result.insert(value);
      continue;
    }
    for (const AliasingOpOperand &alias : aliases) {
      bool leaf = (config.followEquivalentOnly &&
                   alias.relation != BufferRelation::Equivalent) ||
                  (config.followInPlaceOnly && !isInPlace(*alias.opOperand)) ||
                  (config.followSameTypeOrCastsOnly &&
                   alias.opOperand->get().getType() != value.getType() &&
                   !llvm::isa_and_present<tensor::CastOp, memref::CastOp>(
                       value.getDefiningOp()));
      if (leaf) {
        if (config.alwaysIncludeLeaves)
          result.insert(value);
        continue;
      }
      worklist.insert(alias.opOperand->get());
    }
  }
  return result;
}

llvm::SetVector<Value>
AnalysisState::findDefinitions(OpOperand *operand) const {
  TraversalConfig config;
  config.alwaysIncludeLeaves = false;
  return findValueInReverseUseDefChain(
      operand, [&](Value v) { return bufferizesToMemoryWrite(v); }, config);
}

bool AnalysisState::canOmitTensorCopy(OpOperand &operand) const {
  if (hasUndefinedContents(&operand))
    return true;
  if (bufferizesToMemoryWrite(operand) && !bufferizesToMemoryRead(operand))
    return true;
  if (bufferizesToMemoryRead(operand))
    return false;
  for (const AliasingValue &alias : getAliasingValues(operand))
    if (isValueRead(alias.value))
      return false;
  return true;
}

bool AnalysisState::isInPlace(OpOperand &operand) const {
  if (llvm::isa<ToBufferOp>(operand.getOwner()))
    return true;
  return !bufferizesToMemoryWrite(operand);
}

/// The region successors reachable from region `from` of `op`.
static bool regionReaches(Operation *op, unsigned from, unsigned to) {
  const auto *branch = getInterface<RegionBranchOpInterface>(op);
  if (!branch)
    return false;
  llvm::SmallVector<unsigned, 4> worklist = {from};
  llvm::SmallPtrSet<uintptr_t, 4> seen;
  while (!worklist.empty()) {
    unsigned region = worklist.pop_back_val();
    llvm::SmallVector<int, 4> successors;
    branch->regionSuccessors(op, region, successors);
    for (int s : successors) {
      if (s == kParentRegion)
        continue;
      if (unsigned(s) == to)
        return true;
      if (seen.insert(uintptr_t(s)).second)
        worklist.push_back(unsigned(s));
    }
  }
  return false;
}

static unsigned regionIndex(Region *region) {
  Operation *op = region->getParentOp();
  for (unsigned i = 0, e = op->getNumRegions(); i < e; ++i)
    if (&op->getRegion(i) == region)
      return i;
  return 0;
}

static bool isRepetitive(const AnalysisState &state, Region *region) {
  Operation *op = region->getParentOp();
  unsigned index = regionIndex(region);
  const BufferizableOpInterface *model = state.getModel(op);
  if (model && model->isRepetitiveRegion)
    return model->isRepetitiveRegion(op, index);
  return regionReaches(op, index, index);
}

Region *AnalysisState::getNextEnclosingRepetitiveRegion(Region *region) const {
  for (Operation *op = region->getParentOp(); op; op = op->getParentOp()) {
    Region *parent = op->getParentRegion();
    if (!parent)
      return nullptr;
    if (isRepetitive(*this, parent))
      return parent;
  }
  return nullptr;
}

Region *AnalysisState::getEnclosingRepetitiveRegion(Operation *op) const {
  Region *region = op->getParentRegion();
  if (!region)
    return nullptr;
  if (isRepetitive(*this, region))
    return region;
  return getNextEnclosingRepetitiveRegion(region);
}

Region *AnalysisState::getEnclosingRepetitiveRegion(Value value) const {
  Region *region = value.getParentBlock()->getParent();
  if (isRepetitive(*this, region))
    return region;
  return getNextEnclosingRepetitiveRegion(region);
}

bool AnalysisState::insideMutuallyExclusiveRegions(Operation *a,
                                                   Operation *b) const {
  // The closest op holding both in different regions.
  for (Operation *x = a; x; x = x->getParentOp()) {
    Region *regionA = x->getParentRegion();
    if (!regionA)
      return false;
    Operation *common = regionA->getParentOp();
    for (Operation *y = b; y; y = y->getParentOp()) {
      Region *regionB = y->getParentRegion();
      if (!regionB || regionB->getParentOp() != common)
        continue;
      if (regionA == regionB)
        return false;
      unsigned ia = regionIndex(regionA), ib = regionIndex(regionB);
      return !regionReaches(common, ia, ib) && !regionReaches(common, ib, ia);
    }
  }
  return false;
}

//===----------------------------------------------------------------------===//
// Subset insertions
//===----------------------------------------------------------------------===//

bool bufferization::isEquivalentToDestination(const AnalysisState &state,
                                              Operation *insert,
                                              Value candidate) {
  return state.areEquivalentBufferizedValues(candidate, insert->getOperand(1));
}

/// The op the bufferization driver is rewriting, and whether getBuffer met
/// a value whose buffer type could not be known since (per thread: passes
/// run on threads).
static thread_local Operation *bufferizing = nullptr;
static thread_local bool bufferTypeFailed = false;

//===----------------------------------------------------------------------===//
// Buffer types
//===----------------------------------------------------------------------===//

Type bufferization::getBufferType(Value value,
                                  const BufferizationOptions &options) {
  llvm::SmallVector<Value, 4> stack;
  return getBufferType(value, options, stack);
}

Type bufferization::getBufferType(Value value,
                                  const BufferizationOptions &options,
                                  llvm::SmallVectorImpl<Value> &stack) {
  // The op being bufferized has failed and its model goes on to the end
  // (see getBuffer): no second report, any type will do.
  if (bufferizing && bufferTypeFailed)
    return fullyDynamicLayoutType(llvm::cast<ShapedType>(value.getType()));
  stack.push_back(value);
  Type result;
  Operation *owner = ownerOf(value);
  const BufferizableOpInterface *model =
      options.isOpAllowed(owner) ? getInterface<BufferizableOpInterface>(owner)
                                 : nullptr;
  if (model && model->getBufferType)
    result = model->getBufferType(value, options, stack);
  else if (model)
    result = defaultGetBufferType(value, options, stack);
  else
    result = defaultSpaceBufferType(
        owner, llvm::cast<ShapedType>(value.getType()), options);
  stack.pop_back();
  return result;
}

LogicalResult
bufferization::getBufferTypes(ValueRange values,
                              const BufferizationOptions &options,
                              llvm::SmallVectorImpl<Type> &types) {
  for (Value value : values) {
    if (!isTensor(value.getType())) {
      types.push_back(value.getType());
      continue;
    }
    Type type = getBufferType(value, options);
    if (!type)
      return failure();
    types.push_back(type);
  }
  return success();
}

Type bufferization::defaultGetBufferType(Value value,
                                         const BufferizationOptions &options,
                                         llvm::SmallVectorImpl<Value> &stack) {
  auto tensorType = llvm::cast<ShapedType>(value.getType());
  // Nothing more is known of a block argument: the default memory space,
  // whatever the options say (as MLIR's).
  if (value.isBlockArgument())
    return options.unknownBufferType(tensorType, Attribute());
  AnalysisState state(options);
  AliasingOpOperandList aliases = state.getAliasingOpOperands(value);
  if (!aliases.empty() &&
      aliases.front().relation == BufferRelation::Equivalent)
    return getBufferType(aliases.front().opOperand->get(), options, stack);
  return defaultSpaceBufferType(value.getDefiningOp(), tensorType, options);
}

//===----------------------------------------------------------------------===//
// Unstructured control flow
//===----------------------------------------------------------------------===//

/// Which successor of its branch `use` is. MLIR 22 takes the first
/// successor that is the block, so a branch reaching one block twice
/// (cf.cond_br %c, ^bb1(%a), ^bb1(%b)) has its second operands neither
/// analyzed nor rewritten, and mlir-opt's output does not verify; Terrace
/// takes each edge.
static unsigned successorIndex(BlockOperand *use) {
  return unsigned(use - use->getOwner()->getBlockOperands().data());
}

llvm::SmallVector<OpOperand *, 2>
bufferization::getCallerOpOperands(Value bbArg) {
  llvm::SmallVector<OpOperand *, 2> result;
  Block *block = bbArg.getParentBlock();
  for (BlockOperand *use = block->getFirstUse(); use; use = use->getNextUse()) {
    Operation *caller = use->getOwner();
    const auto *branch = getInterface<BranchOpInterface>(caller);
    if (!branch)
      continue;
    IndexRange operands =
        branch->successorOperands(caller, successorIndex(use));
    result.push_back(
        &caller->getOpOperands()[operands.first + bbArg.getIndex()]);
  }
  return result;
}

AliasingOpOperandList bufferization::getAliasingBranchOpOperands(Value bbArg) {
  AliasingOpOperandList result;
  for (OpOperand *operand : getCallerOpOperands(bbArg))
    result.push_back({operand, BufferRelation::Equivalent, false});
  return result;
}

Type bufferization::getBranchBlockArgBufferType(
    Value bbArg, const BufferizationOptions &options,
    llvm::SmallVectorImpl<Value> &stack) {
  Type bufferType;
  for (OpOperand *operand : getCallerOpOperands(bbArg)) {
    // On the stack: a loop, which this operand cannot decide.
    if (llvm::is_contained(stack, operand->get()))
      continue;
    Type callerType = isTensor(operand->get().getType())
                          ? getBufferType(operand->get(), options, stack)
                          : operand->get().getType();
    if (!callerType)
      return Type();
    if (!bufferType) {
      bufferType = callerType;
      continue;
    }
    if (bufferType == callerType)
      continue;
    Attribute space = getMemorySpace(bufferType);
    if (space != getMemorySpace(callerType)) {
      bbArg.getParentBlock()->getParentOp()->emitOpError(
          "incoming operands of block argument have inconsistent memory "
          "spaces");
      return Type();
    }
    bufferType =
        fullyDynamicLayoutType(llvm::cast<ShapedType>(bbArg.getType()), space);
  }
  if (!bufferType) {
    // Once the op being bufferized has failed, its model goes on to the
    // end (getBuffer) but MLIR's would have stopped: no second report.
    if (!(bufferizing && bufferTypeFailed))
      bbArg.getParentBlock()->getParentOp()->emitOpError(
          "could not infer buffer type of block argument");
    return Type();
  }
  return bufferType;
}

AliasingValueList
bufferization::getBranchOpAliasingValues(OpOperand &operand,
                                         const AnalysisState &) {
  AliasingValueList result;
  Operation *op = operand.getOwner();
  const auto *branch = getInterface<BranchOpInterface>(op);
  if (!branch)
    return result;
  unsigned number = operand.getOperandNumber();
  for (unsigned i = 0; i < op->getNumSuccessors(); ++i) {
    IndexRange operands = branch->successorOperands(op, i);
    if (number < operands.first || number >= operands.first + operands.second)
      continue;
    result.push_back({op->getSuccessor(i)->getArgument(number - operands.first),
                      BufferRelation::Equivalent, false});
  }
  return result;
}

void bufferization::retypeBlockArgument(PatternRewriter &rewriter, Value arg,
                                        Type bufferType) {
  InsertionGuard guard(rewriter);
  llvm::SmallVector<OpOperand *, 4> uses;
  for (OpOperand *use = arg.getFirstUse(); use; use = use->getNextUse())
    uses.push_back(use);
  Type tensorType = arg.getType();
  arg.setType(bufferType);
  if (uses.empty())
    return;
  rewriter.setInsertionPointToStart(arg.getParentBlock());
  Value tensor = create<ToTensorOp>(rewriter, arg.getLoc(), with<"buffer">(arg),
                                    with<"result">(tensorType))
                     .result<"result">();
  for (OpOperand *use : uses)
    use->set(tensor);
}

LogicalResult
bufferization::bufferizeBlockSignature(Block *block, PatternRewriter &rewriter,
                                       const BufferizationOptions &options) {
  InsertionGuard guard(rewriter);
  // The new signature.
  llvm::SmallVector<Type, 4> newTypes;
  if (failed(getBufferTypes(block->getArguments(), options, newTypes)))
    return failure();
  for (unsigned i = 0; i < newTypes.size(); ++i)
    if (block->getArgument(i).getType() != newTypes[i])
      retypeBlockArgument(rewriter, block->getArgument(i), newTypes[i]);
  // The predecessors pass buffers.
  for (BlockOperand *use = block->getFirstUse(); use; use = use->getNextUse()) {
    Operation *caller = use->getOwner();
    const auto *branch = getInterface<BranchOpInterface>(caller);
    if (!branch || !branch->setSuccessorOperands)
      return caller->emitOpError("cannot bufferize ops with block references "
                                 "that do not implement BranchOpInterface"),
             failure();
    unsigned index = successorIndex(use);
    IndexRange range = branch->successorOperands(caller, index);
    llvm::SmallVector<Value, 4> newOperands;
    for (unsigned i = 0; i < range.second; ++i) {
      Value operand = caller->getOperand(range.first + i);
      Type type = newTypes[i];
      if (operand.getType() == type) {
        newOperands.push_back(operand);
        continue;
      }
      Type operandType = getBufferType(operand, options);
      if (!operandType)
        return failure();
      if (operand.isBlockArgument())
        rewriter.setInsertionPointToStart(operand.getParentBlock());
      else
        rewriter.setInsertionPointAfter(operand.getDefiningOp());
      Value buffer = create<ToBufferOp>(rewriter, operand.getLoc(),
                                        with<"tensor">(operand),
                                        with<"buffer">(operandType))
                         .result<"buffer">();
      if (type != operandType)
        buffer =
            create<memref::CastOp>(rewriter, operand.getLoc(),
                                   with<"source">(buffer), with<"dest">(type))
                .result<"dest">();
      newOperands.push_back(buffer);
    }
    branch->setSuccessorOperands(caller, index, newOperands);
  }
  return success();
}

//===----------------------------------------------------------------------===//
// Rewriting helpers
//===----------------------------------------------------------------------===//

Value bufferization::indexConstant(OpBuilder &builder, Location loc,
                                   int64_t value) {
  return arith::createIndexConstant(builder, loc, value);
}

BufferizingOp::BufferizingOp(Operation *op) : previous(bufferizing) {
  bufferizing = op;
  bufferTypeFailed = false;
}

BufferizingOp::~BufferizingOp() {
  bufferizing = previous;
  bufferTypeFailed = false;
}

bool BufferizingOp::failedBufferType() const { return bufferTypeFailed; }

Value bufferization::getBuffer(PatternRewriter &rewriter, Value value,
                               const BufferizationOptions &options) {
  if (auto toTensor =
          llvm::dyn_cast_if_present<ToTensorOp>(value.getDefiningOp()))
    return toTensor.operand<"buffer">();
  InsertionGuard guard(rewriter);
  if (value.isBlockArgument())
    rewriter.setInsertionPointToStart(value.getParentBlock());
  else
    rewriter.setInsertionPointAfter(value.getDefiningOp());
  Type type = getBufferType(value, options);
  if (!type) {
    // Reported where the type could not be known. MLIR's getBuffer fails
    // here, and with it the op's bufferization: the op fails now, as it
    // stands, and the driver stops once its model returns, so that models
    // need not check every buffer they ask for (this one goes on with a
    // buffer of the fully dynamic layout).
    if (bufferizing && !bufferTypeFailed)
      bufferizing->emitError("failed to bufferize op");
    bufferTypeFailed = true;
    type = fullyDynamicLayoutType(llvm::cast<ShapedType>(value.getType()));
  }
  return create<ToBufferOp>(rewriter, value.getLoc(), with<"tensor">(value),
                            with<"buffer">(type))
      .result<"buffer">();
}

void bufferization::replaceOpWithBufferizedValues(PatternRewriter &rewriter,
                                                  Operation *op,
                                                  ValueRange buffers) {
  llvm::SmallVector<Value, 4> replacements;
  for (auto [result, buffer] : llvm::zip(op->getResults(), buffers)) {
    if (!isTensor(result.getType())) {
      replacements.push_back(buffer);
      continue;
    }
    rewriter.setInsertionPointAfter(op);
    replacements.push_back(create<ToTensorOp>(rewriter, buffer.getLoc(),
                                              with<"buffer">(buffer),
                                              with<"result">(result.getType()))
                               .result<"result">());
  }
  rewriter.replaceOp(op, replacements);
}

Value bufferization::createAlloc(OpBuilder &builder, Location loc, Type type,
                                 ValueRange dynamicSizes,
                                 const BufferizationOptions &options) {
  Context &ctx = builder.getContext();
  if (options.bufferAlignment == 0)
    return create<memref::AllocOp>(
               builder, loc, with<"dynamicSizes">(dynamicSizes),
               with<"symbolOperands">(ValueRange()), with<"memref">(type))
        .result<"memref">();
  auto alignment = IntegerAttr::get(IntegerType::get(ctx, 64),
                                    int64_t(options.bufferAlignment));
  return create<memref::AllocOp>(
             builder, loc, with<"dynamicSizes">(dynamicSizes),
             with<"symbolOperands">(ValueRange()), with<"alignment">(alignment),
             with<"memref">(type))
      .result<"memref">();
}

/// The dynamic sizes of `value` as the op that made it computes them
/// (MLIR's reifyResultShapes: the sizes it was given, or for a
/// collapse_shape and a pad, composed and folded affine.apply ops of its
/// source's sizes at the insertion point, with the op's location; sizes
/// that fold to constants become constants at `loc`); false where it
/// cannot say.
static bool reifyDynamicSizes(PatternRewriter &rewriter, Location loc,
                              Value value,
                              llvm::SmallVectorImpl<Value> &sizes) {
  Operation *def = value.getDefiningOp();
  if (!def)
    return false;
  auto type = llvm::cast<RankedTensorType>(value.getType());
  auto asValue = [&](OpFoldResult size) {
    if (size.value)
      return size.value;
    return indexConstant(rewriter, loc,
                         llvm::cast<IntegerAttr>(size.attr).getInt());
  };
  auto append = [&](OperandRange values) {
    sizes.append(values.begin(), values.end());
    return true;
  };
  if (auto collapse = llvm::dyn_cast<tensor::CollapseShapeOp>(def)) {
    // Each size the product of its group's source sizes, an affine.apply
    // not folded (MLIR's getCollapsedOutputDimFromInputShape), all
    // computed first.
    Context &ctx = rewriter.getContext();
    Value source = collapse.operand<"src">();
    tensor::Groups groups = tensor::getReassociation(collapse);
    llvm::SmallVector<OpFoldResult, 4> reified;
    for (auto [dim, group] : llvm::enumerate(groups)) {
      if (type.getShape()[dim] != kDynamic)
        continue;
      llvm::SmallVector<OpFoldResult, 4> groupSizes;
      AffineExpr product;
      for (auto [k, d] : llvm::enumerate(group)) {
        groupSizes.push_back(
            tensor::createDimOrFold(rewriter, def->getLoc(), source, d));
        AffineExpr symbol = AffineExpr::getSymbol(ctx, unsigned(k));
        product = product ? product * symbol : symbol;
      }
      reified.push_back(affine::makeComposedAffineApply(
          rewriter, def->getLoc(),
          AffineMapAttr::get(ctx, 0, unsigned(groupSizes.size()), {product}),
          groupSizes));
    }
    for (const OpFoldResult &size : reified)
      sizes.push_back(asValue(size));
    return true;
  }
  if (auto alloc = llvm::dyn_cast<AllocTensorOp>(def)) {
    // A copy's sizes are read from what it copies (a tensor.dim, not
    // folded), a new tensor's are its operands (MLIR's getDynamicSize).
    Value copy = alloc.operand<"copy">();
    if (!copy)
      return append(alloc.operands<"dynamic_sizes">());
    Type index = IndexType::get(rewriter.getContext());
    for (auto [i, size] : llvm::enumerate(type.getShape()))
      if (size == kDynamic)
        sizes.push_back(
            create<tensor::DimOp>(rewriter, def->getLoc(), with<"source">(copy),
                                  with<"index">(indexConstant(
                                      rewriter, def->getLoc(), int64_t(i))),
                                  with<"result">(index))
                .result<"result">());
    return true;
  }
  if (llvm::isa<tensor::PadOp>(def)) {
    llvm::SmallVector<OpFoldResult, 4> reified;
    for (int64_t dim = 0; dim < type.getRank(); ++dim)
      if (type.getShape()[size_t(dim)] == kDynamic)
        reified.push_back(
            tensor::reifyPadSize(rewriter, def->getLoc(), def, dim));
    for (const OpFoldResult &size : reified)
      sizes.push_back(asValue(size));
    return true;
  }
  if (auto empty = llvm::dyn_cast<tensor::EmptyOp>(def))
    return append(empty.operands<"dynamicSizes">());
  if (auto generate = llvm::dyn_cast<tensor::GenerateOp>(def))
    return append(generate.operands<"dynamicExtents">());
  if (auto splat = llvm::dyn_cast<tensor::SplatOp>(def))
    return append(splat.operands<"dynamicSizes">());
  // Its output_shape operands are the result's dynamic sizes.
  if (auto expand = llvm::dyn_cast<tensor::ExpandShapeOp>(def))
    return append(expand.operands<"output_shape">());
  if (auto slice = llvm::dyn_cast<tensor::ExtractSliceOp>(def)) {
    // Without rank reduction, the dynamic sizes are the result's.
    auto staticSizes =
        llvm::cast<DenseArrayAttr>(slice.property<"static_sizes">());
    if (int64_t(staticSizes.size()) != type.getRank())
      return false;
    return append(slice.operands<"sizes">());
  }
  return false;
}

Value bufferization::allocateTensorForShapedValue(
    PatternRewriter &rewriter, Location loc, Value value,
    const BufferizationOptions &options, bool copy) {
  Type type = value.getType();
  Value tensor = value;
  if (auto memrefType = llvm::dyn_cast<MemRefType>(type)) {
    type = RankedTensorType::get(memrefType.getShape(),
                                 memrefType.getElementType(), Attribute());
    tensor = create<ToTensorOp>(rewriter, loc, with<"buffer">(value),
                                with<"result">(type))
                 .result<"result">();
  }
  auto tensorType = llvm::cast<RankedTensorType>(type);
  llvm::SmallVector<Value, 4> dynamicSizes;
  if (!copy) {
    // The sizes the op that made the value was given, where it says; else
    // read from the tensor.
    bool reified = reifyDynamicSizes(rewriter, loc, tensor, dynamicSizes);
    if (!reified) {
      Type index = IndexType::get(rewriter.getContext());
      for (auto [i, size] : llvm::enumerate(tensorType.getShape()))
        if (size == kDynamic)
          dynamicSizes.push_back(
              create<tensor::DimOp>(
                  rewriter, loc, with<"source">(tensor),
                  with<"index">(indexConstant(rewriter, loc, int64_t(i))),
                  with<"result">(index))
                  .result<"result">());
    }
  }
  llvm::SmallVector<Value, 1> copied;
  if (copy)
    copied.push_back(tensor);
  Value alloc =
      create<AllocTensorOp>(
          rewriter, loc, with<"dynamic_sizes">(ValueRange(dynamicSizes)),
          with<"copy">(ValueRange(copied)), with<"size_hint">(ValueRange()),
          with<"result">(Type(tensorType)))
          .result<"result">();
  // A copy's buffer goes where the copied one is; a new buffer goes where
  // the value's would (MLIR fails here, leaving the new op).
  if (copy)
    return alloc;
  Type bufferType = getBufferType(tensor, options);
  if (!bufferType)
    return Value();
  if (Attribute space = getMemorySpace(bufferType))
    AllocTensorOp::wrap(alloc.getDefiningOp())
        .setProperty<"memory_space">(space);
  return alloc;
}

Value bufferization::castOrRealloc(OpBuilder &builder, Value value, Type type,
                                   const BufferizationOptions &options) {
  auto from = llvm::cast<MemRefType>(value.getType());
  auto to = llvm::cast<MemRefType>(type);
  Location loc = value.getLoc();
  // A cast is sure to hold unless it makes a dynamic offset or stride
  // static.
  bool guaranteed = memref::areCastCompatible(from, to);
  if (guaranteed) {
    llvm::SmallVector<int64_t, 4> fromStrides, toStrides;
    int64_t fromOffset = 0, toOffset = 0;
    if (succeeded(getStridesAndOffset(from, fromStrides, fromOffset)) &&
        succeeded(getStridesAndOffset(to, toStrides, toOffset))) {
      if (fromOffset == kDynamic && toOffset != kDynamic)
        guaranteed = false;
      for (auto [f, t] : llvm::zip(fromStrides, toStrides))
        if (f == kDynamic && t != kDynamic)
          guaranteed = false;
    }
  }
  if (guaranteed)
    return create<memref::CastOp>(builder, loc, with<"source">(value),
                                  with<"dest">(type))
        .result<"dest">();
  llvm::SmallVector<Value, 4> sizes;
  Type index = IndexType::get(builder.getContext());
  for (auto [i, size] : llvm::enumerate(to.getShape()))
    if (size == kDynamic)
      sizes.push_back(create<memref::DimOp>(builder, loc, with<"source">(value),
                                            with<"index">(indexConstant(
                                                builder, loc, int64_t(i))),
                                            with<"result">(index))
                          .result<"result">());
  Value alloc = createAlloc(builder, loc, type, sizes, options);
  create<memref::CopyOp>(builder, loc, with<"source">(value),
                         with<"target">(alloc));
  return alloc;
}

LogicalResult bufferization::resolveTensorOpOperandConflicts(
    Operation *op, PatternRewriter &rewriter, const AnalysisState &state,
    BufferizationState &) {
  llvm::SmallVector<OpOperand *, 4> outOfPlaceOperands;
  llvm::SmallPtrSet<OpOperand *, 4> copiedOperands;
  llvm::SmallVector<Value, 4> outOfPlaceValues;
  llvm::DenseSet<Value> copiedValues;
  for (OpOperand &operand : op->getOpOperands()) {
    if (!isTensor(operand.get().getType()) || state.isInPlace(operand))
      continue;
    if (llvm::isa<UnrankedTensorType>(operand.get().getType()))
      return op->emitError("copying of unranked tensors is not implemented");
    AliasingValueList aliases = state.getAliasingValues(operand);
    // A view (extract_slice, cast): copy its result, not its source.
    if (aliases.size() == 1 && !aliases.front().value.isBlockArgument() &&
        !state.bufferizesToMemoryWrite(operand) &&
        state.getAliasingOpOperands(aliases.front().value).size() == 1 &&
        !llvm::isa<UnrankedTensorType>(aliases.front().value.getType())) {
      outOfPlaceValues.push_back(aliases.front().value);
      if (!state.canOmitTensorCopy(operand))
        copiedValues.insert(aliases.front().value);
    } else {
      outOfPlaceOperands.push_back(&operand);
      if (!state.canOmitTensorCopy(operand))
        copiedOperands.insert(&operand);
    }
  }
  const BufferizationOptions &options = state.getOptions();
  rewriter.setInsertionPoint(op);
  for (OpOperand *operand : outOfPlaceOperands) {
    Value copy =
        allocateTensorForShapedValue(rewriter, op->getLoc(), operand->get(),
                                     options, copiedOperands.contains(operand));
    if (!copy)
      return failure();
    rewriter.modifyOpInPlace(op, [&] { operand->set(copy); });
  }
  rewriter.setInsertionPointAfter(op);
  for (Value value : outOfPlaceValues) {
    Value copy = allocateTensorForShapedValue(
        rewriter, op->getLoc(), value, options, copiedValues.contains(value));
    if (!copy)
      return failure();
    Operation *copyOp = copy.getDefiningOp();
    llvm::SmallVector<OpOperand *, 4> uses;
    for (OpOperand *use = value.getFirstUse(); use; use = use->getNextUse())
      uses.push_back(use);
    for (OpOperand *use : uses) {
      Operation *user = use->getOwner();
      if (user == copyOp || llvm::isa<tensor::DimOp>(user))
        continue;
      rewriter.modifyOpInPlace(user, [&] { use->set(copy); });
    }
  }
  return success();
}

/// to_buffer(to_tensor(%m)): %m, cast or copied to the to_buffer's type.
LogicalResult
bufferization::foldToBufferToTensorPair(PatternRewriter &rewriter,
                                        Operation *op,
                                        const BufferizationOptions &options) {
  auto toBuffer = ToBufferOp::wrap(op);
  auto toTensor = llvm::dyn_cast_if_present<ToTensorOp>(
      toBuffer.operand<"tensor">().getDefiningOp());
  if (!toTensor)
    return failure();
  Value buffer = toTensor.operand<"buffer">();
  Type from = buffer.getType();
  Type to = toBuffer.result<"buffer">().getType();
  if (from == to) {
    rewriter.replaceOp(toBuffer, {buffer});
    return success();
  }
  rewriter.setInsertionPoint(toBuffer);
  if (llvm::isa<MemRefType>(from) && llvm::isa<MemRefType>(to)) {
    auto fromType = llvm::cast<MemRefType>(from);
    auto toType = llvm::cast<MemRefType>(to);
    if (fromType.getElementType() != toType.getElementType() ||
        fromType.getRank() != toType.getRank())
      return failure();
    rewriter.replaceOp(toBuffer,
                       {castOrRealloc(rewriter, buffer, to, options)});
    return success();
  }
  if (llvm::isa<UnrankedMemRefType>(from) && llvm::isa<MemRefType>(to))
    return failure();
  rewriter.replaceOp(toBuffer, {create<memref::CastOp>(
                                    rewriter, toBuffer->getLoc(),
                                    with<"source">(buffer), with<"dest">(to))
                                    .result<"dest">()});
  return success();
}
