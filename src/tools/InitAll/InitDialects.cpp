//===- InitDialects.cpp - Registers every dialect, nothing more -----------===//
//
// Kept apart from InitAll.cpp so that what only parses, verifies and prints
// (the parser fuzzer) links the dialects without their passes, lowerings and
// the interface models those attach.
//
//===----------------------------------------------------------------------===//
#include "dialects/affine/AffineDialect.h"
#include "dialects/arith/ArithDialect.h"
#include "dialects/bufferization/BufferizationDialect.h"
#include "dialects/builtin/BuiltinDialect.h"
#include "dialects/cf/ControlFlowDialect.h"
#include "dialects/complex/ComplexDialect.h"
#include "dialects/func/FuncDialect.h"
#include "dialects/index/IndexOps.h"
#include "dialects/linalg/LinalgDialect.h"
#include "dialects/llvm/LLVMDialect.h"
#include "dialects/math/MathDialect.h"
#include "dialects/memref/MemRefDialect.h"
#include "dialects/onnx/ONNXDialect.h"
#include "dialects/scf/SCFDialect.h"
#include "dialects/tensor/TensorDialect.h"
#include "dialects/ub/UBDialect.h"
#include "ir/Context.h"
#include "tools/InitAll/InitAll.h"

void terrace::registerAllDialectsWithoutExternalModels(Context &ctx) {
  ctx.registerDialect(std::make_unique<BuiltinDialect>(ctx));
  ctx.registerDialect(std::make_unique<FuncDialect>(ctx));
  ctx.registerDialect(std::make_unique<ArithDialect>(ctx));
  ctx.registerDialect(std::make_unique<IndexDialect>(ctx));
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
  ctx.registerDialect(std::make_unique<ONNXDialect>(ctx));
}
