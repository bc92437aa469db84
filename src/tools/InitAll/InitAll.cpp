//===- InitAll.cpp --------------------------------------------------------===//
#include "tools/InitAll/InitAll.h"
#include "conversions/Passes.h"
#include "dialects/affine/AffineDialect.h"
#include "dialects/arith/ArithDialect.h"
#include "dialects/arith/transforms/BufferizationModels.h"
#include "dialects/bufferization/BufferizationDialect.h"
#include "dialects/bufferization/transforms/OneShotAnalysis.h"
#include "dialects/bufferization/transforms/Passes.h"
#include "dialects/builtin/BuiltinDialect.h"
#include "dialects/cf/ControlFlowDialect.h"
#include "dialects/complex/ComplexDialect.h"
#include "dialects/func/FuncDialect.h"
#include "dialects/linalg/LinalgDialect.h"
#include "dialects/linalg/transforms/Passes.h"
#include "dialects/llvm/LLVMDialect.h"
#include "dialects/math/MathDialect.h"
#include "dialects/memref/MemRefDialect.h"
#include "dialects/memref/transforms/Passes.h"
#include "dialects/scf/SCFDialect.h"
#include "dialects/scf/transforms/BufferizationModels.h"
#include "dialects/tensor/TensorDialect.h"
#include "dialects/tensor/transforms/BufferizationModels.h"
#include "dialects/ub/UBDialect.h"
#include "ir/Context.h"
#include "transforms/Passes.h"

void terrace::registerAllDialects(Context &ctx) {
  ctx.registerDialect(std::make_unique<BuiltinDialect>(ctx));
  ctx.registerDialect(std::make_unique<FuncDialect>(ctx));
  ctx.registerDialect(std::make_unique<ArithDialect>(ctx));
  ctx.registerDialect(std::make_unique<AffineDialect>(ctx));
  ctx.registerDialect(std::make_unique<MathDialect>(ctx));
  ctx.registerDialect(std::make_unique<ComplexDialect>(ctx));
  ctx.registerDialect(std::make_unique<ControlFlowDialect>(ctx));
  ctx.registerDialect(std::make_unique<UBDialect>(ctx));
  ctx.registerDialect(std::make_unique<SCFDialect>(ctx));
  ctx.registerDialect(std::make_unique<TensorDialect>(ctx));
  ctx.registerDialect(std::make_unique<MemRefDialect>(ctx));
  ctx.registerDialect(std::make_unique<BufferizationDialect>(ctx));
  ctx.registerDialect(std::make_unique<LinalgDialect>(ctx));
  ctx.registerDialect(std::make_unique<LLVMDialect>(ctx));
  // What bufferization needs of each dialect's ops, attached from outside.
  bufferization::registerBufferizationOpModels(ctx);
  bufferization::registerFuncBufferizationModels(ctx);
  registerArithBufferizationModels(ctx);
  registerTensorBufferizationModels(ctx);
  registerLinalgBufferizationModels(ctx);
  registerSCFBufferizationModels(ctx);
}

void terrace::registerAllPasses() {
  registerTransformsPasses();
  registerConversionPasses();
  registerLinalgPasses();
  registerMemRefPasses();
  registerBufferizationPasses();
}
