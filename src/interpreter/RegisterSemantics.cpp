//===- RegisterSemantics.cpp - Every dialect's semantics, attached --------===//
#include "interpreter/Interpreter.h"

namespace terrace::interp {
// Each defined in src/interpreter/<dialect>/.
void registerAffineSemantics(Context &ctx);
void registerArithSemantics(Context &ctx);
void registerComplexSemantics(Context &ctx);
void registerControlFlowSemantics(Context &ctx);
void registerFuncSemantics(Context &ctx);
void registerIndexSemantics(Context &ctx);
void registerLinalgSemantics(Context &ctx);
void registerLinalgRelayoutSemantics(Context &ctx);
void registerLinalgSoftmaxSemantics(Context &ctx);
void registerMathSemantics(Context &ctx);
void registerMemRefSemantics(Context &ctx);
void registerSCFSemantics(Context &ctx);
void registerTensorSemantics(Context &ctx);
void registerTensorGatherScatterSemantics(Context &ctx);
void registerUBSemantics(Context &ctx);
void registerBufferizationSemantics(Context &ctx);
void registerONNXSemantics(Context &ctx);

void registerAllSemantics(Context &ctx) {
  registerAffineSemantics(ctx);
  registerArithSemantics(ctx);
  registerComplexSemantics(ctx);
  registerControlFlowSemantics(ctx);
  registerFuncSemantics(ctx);
  registerIndexSemantics(ctx);
  registerLinalgSemantics(ctx);
  registerLinalgRelayoutSemantics(ctx);
  registerLinalgSoftmaxSemantics(ctx);
  registerMathSemantics(ctx);
  registerMemRefSemantics(ctx);
  registerSCFSemantics(ctx);
  registerTensorSemantics(ctx);
  registerTensorGatherScatterSemantics(ctx);
  registerUBSemantics(ctx);
  registerBufferizationSemantics(ctx);
  registerONNXSemantics(ctx);
}
} // namespace terrace::interp
