//===- BufferizationModels.cpp - cf branches onto buffers -----------------===//
//
// MLIR 22's models for cf.br and cf.cond_br: a branch neither reads nor
// writes the tensors it passes; each operand may share the buffer of the
// block argument it becomes. The operands become buffers when the
// successor's signature is bufferized (bufferizeBlockSignature, called by
// the op that holds the blocks), so bufferize itself does nothing.
//
//===----------------------------------------------------------------------===//
#include "dialects/cf/transforms/BufferizationModels.h"
#include "dialects/bufferization/BufferizableOpInterface.h"
#include "dialects/cf/ControlFlowOps.h"
#include "ir/Context.h"

using namespace terrace;
using namespace terrace::bufferization;

namespace {

bool never(OpOperand &, const AnalysisState &) { return false; }

llvm::LogicalResult bufferizeWithBlockSignature(Operation *, PatternRewriter &,
                                                const BufferizationOptions &,
                                                BufferizationState &) {
  return llvm::success();
}

const BufferizableOpInterface kBranchModel = {
    .bufferizesToMemoryRead = never,
    .bufferizesToMemoryWrite = never,
    .getAliasingValues = getBranchOpAliasingValues,
    .bufferize = bufferizeWithBlockSignature,
};

} // namespace

void terrace::registerCFBufferizationModels(Context &ctx) {
  ctx.attachOpInterface<cf::BranchOp>(kBranchModel);
  ctx.attachOpInterface<cf::CondBranchOp>(kBranchModel);
}
