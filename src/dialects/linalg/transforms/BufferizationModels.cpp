//===- BufferizationModels.cpp - linalg ops onto buffers ------------------===//
//
// MLIR 22's linalg models of BufferizableOpInterface: a structured op
// reads an operand when its body uses the operand's element (an init of
// linalg.map never), writes its inits, and each init's buffer is its
// result's. It becomes the same op on the buffers, without results, with
// its body moved over.
//
//===----------------------------------------------------------------------===//
#include "dialects/bufferization/BufferizableOpInterface.h"
#include "dialects/linalg/LinalgOps.h"
#include "dialects/linalg/StructuredOps.h"
#include "dialects/linalg/transforms/Passes.h"
#include "interfaces/DestinationStyleInterface.h"
#include "ir/AffineExpr.h"
#include "ir/Block.h"
#include "ir/Context.h"
#include "ir/Dialect.h"
#include "ir/Region.h"

using namespace terrace;
using namespace terrace::bufferization;
using llvm::LogicalResult;
using llvm::success;

namespace {

/// The body's argument for `operand`, or null (no body, or a scalar the
/// body does not take).
Value matchingBlockArgument(OpOperand &operand) {
  Operation *op = operand.getOwner();
  if (op->getNumRegions() == 0 || op->getRegion(0).empty())
    return Value();
  Block &body = op->getRegion(0).front();
  unsigned index = operand.getOperandNumber();
  if (index >= body.getNumArguments())
    return Value();
  return body.getArgument(index);
}

bool structuredReads(OpOperand &operand, const AnalysisState &) {
  Operation *op = operand.getOwner();
  if (llvm::isa<linalg::MapOp>(op) && isDpsInit(op, operand.getOperandNumber()))
    return false;
  Value arg = matchingBlockArgument(operand);
  return !arg || !arg.use_empty();
}

bool dpsWrites(OpOperand &operand, const AnalysisState &) {
  return isDpsInit(operand.getOwner(), operand.getOperandNumber());
}

/// The first init's operand number and the number of inits.
std::pair<unsigned, unsigned> initsOf(Operation *op) {
  unsigned first = 0, count = 0;
  getInterface<DestinationStyleOpInterface>(op)->getInits(op, first, count);
  return {first, count};
}

AliasingValueList dpsAliases(OpOperand &operand, const AnalysisState &) {
  Operation *op = operand.getOwner();
  if (!isDpsInit(op, operand.getOperandNumber()))
    return {};
  unsigned index = operand.getOperandNumber() - initsOf(op).first;
  if (index >= op->getNumResults())
    return {};
  return {{op->getResult(index), BufferRelation::Equivalent}};
}

bool structuredElementwise(Operation *op, const AnalysisState &,
                           llvm::ArrayRef<OpOperand *> operands) {
  if (!linalg::isStructuredOp(op))
    return false;
  for (uint64_t type : linalg::getIteratorTypes(op))
    if (type != 0)
      return false;
  llvm::SmallVector<AffineMapAttr, 4> maps = linalg::getIndexingMaps(op);
  for (OpOperand *operand : operands) {
    if (!llvm::isa<ShapedType>(operand->get().getType()))
      continue;
    unsigned index = operand->getOperandNumber();
    if (index >= maps.size() || !maps[index].isIdentity())
      return false;
  }
  return true;
}

/// MLIR's bufferizeDestinationStyleOpInterface.
LogicalResult dpsBufferize(Operation *op, PatternRewriter &rewriter,
                           const BufferizationOptions &options,
                           BufferizationState &) {
  InsertionGuard guard(rewriter);
  rewriter.setInsertionPoint(op);
  OperandRange inits = getDpsInits(op);
  unsigned firstInit = initsOf(op).first;
  llvm::SmallVector<Value, 8> operands;
  for (unsigned i = 0; i < firstInit; ++i) {
    Value input = op->getOperand(i);
    operands.push_back(llvm::isa<ShapedType>(input.getType())
                           ? getBuffer(rewriter, input, options)
                           : input);
  }
  llvm::SmallVector<Value, 4> outputs;
  for (Value init : inits)
    outputs.push_back(getBuffer(rewriter, init, options));
  operands.append(outputs.begin(), outputs.end());
  for (unsigned i = firstInit + unsigned(inits.size());
       i < op->getNumOperands(); ++i)
    operands.push_back(op->getOperand(i));

  OperationState state = OperationState::withoutResults(op);
  state.operands.assign(operands.begin(), operands.end());
  for (unsigned i = 0; i < op->getNumRegions(); ++i)
    state.addRegion();
  Operation *newOp = rewriter.create(state);
  for (unsigned i = 0; i < op->getNumRegions(); ++i)
    rewriter.inlineRegionBefore(op->getRegion(i), newOp->getRegion(i),
                                newOp->getRegion(i).end());
  replaceOpWithBufferizedValues(rewriter, op, outputs);
  return success();
}

bool softmaxReads(OpOperand &operand, const AnalysisState &) {
  return operand.getOperandNumber() == 0;
}

const BufferizableOpInterface kStructuredModel = {
    .bufferizesToMemoryRead = structuredReads,
    .bufferizesToMemoryWrite = dpsWrites,
    .getAliasingValues = dpsAliases,
    .bufferize = dpsBufferize,
    .bufferizesToElementwiseAccess = structuredElementwise,
};

/// linalg.copy inserts its input as the whole of its init.
const BufferizableOpInterface kCopyModel = {
    .bufferizesToMemoryRead = structuredReads,
    .bufferizesToMemoryWrite = dpsWrites,
    .getAliasingValues = dpsAliases,
    .bufferize = dpsBufferize,
    .bufferizesToElementwiseAccess = structuredElementwise,
    .isEquivalentSubset = isEquivalentToDestination,
};

const BufferizableOpInterface kSoftmaxModel = {
    .bufferizesToMemoryRead = softmaxReads,
    .bufferizesToMemoryWrite = dpsWrites,
    .getAliasingValues = dpsAliases,
    .bufferize = dpsBufferize,
};

} // namespace

void terrace::registerLinalgBufferizationModels(Context &ctx) {
  Dialect *linalg = ctx.getDialect("linalg");
  if (!linalg)
    return;
  llvm::SmallVector<llvm::StringRef, 64> structured;
  linalg->forEachOp([&](const OpDefinition &def) {
    if (findInterface(def.interfaces,
                      interfaceID<linalg::StructuredOpInterface>) &&
        findInterface(def.interfaces, interfaceID<DestinationStyleOpInterface>))
      structured.push_back(def.name);
  });
  for (llvm::StringRef name : structured)
    ctx.attachOpInterface(
        name, name == linalg::CopyOp::name ? kCopyModel : kStructuredModel);
  ctx.attachOpInterface<linalg::SoftmaxOp>(kSoftmaxModel);
}
