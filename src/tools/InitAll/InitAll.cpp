//===- InitAll.cpp --------------------------------------------------------===//
#include "tools/InitAll/InitAll.h"
#include "conversions/Passes.h"
#include "dialects/arith/transforms/BufferizationModels.h"
#include "dialects/bufferization/transforms/OneShotAnalysis.h"
#include "dialects/bufferization/transforms/Passes.h"
#include "dialects/cf/transforms/BufferizationModels.h"
#include "dialects/linalg/transforms/Passes.h"
#include "dialects/memref/transforms/Passes.h"
#include "dialects/onnx/transforms/Passes.h"
#include "dialects/scf/transforms/BufferizationModels.h"
#include "dialects/tensor/transforms/BufferizationModels.h"
#include "ir/Context.h"
#include "transforms/Passes.h"

void terrace::registerAllDialects(Context &ctx) {
  registerAllDialectsWithoutExternalModels(ctx);
  // What bufferization needs of each dialect's ops, attached from outside.
  bufferization::registerBufferizationOpModels(ctx);
  bufferization::registerFuncBufferizationModels(ctx);
  registerArithBufferizationModels(ctx);
  registerTensorBufferizationModels(ctx);
  registerLinalgBufferizationModels(ctx);
  registerSCFBufferizationModels(ctx);
  registerCFBufferizationModels(ctx);
  registerCFBufferDeallocationModels(ctx);
}

void terrace::registerAllPasses() {
  registerTransformsPasses();
  registerConversionPasses();
  registerLinalgPasses();
  registerMemRefPasses();
  registerONNXPasses();
  registerBufferizationPasses();
}
