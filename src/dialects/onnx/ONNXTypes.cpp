//===- ONNXTypes.cpp - The types of the onnx dialect ----------------------===//
#include "dialects/onnx/ONNXTypes.h"
#include "ir/Diagnostics.h"
#include "ir/Types.h"

using namespace terrace;
using namespace terrace::ONNX;

SeqType SeqType::get(Type element) {
  return getUniqued(element.getContext(), newParams().addType(element));
}

OptType OptType::get(Type element) {
  return getUniqued(element.getContext(), newParams().addType(element));
}

/// A sequence holds tensors (ONNX has no sequence of sequences).
static llvm::LogicalResult verifySeq(EmitErrorFn emitError, ParamView params) {
  if (!llvm::isa<RankedTensorType, UnrankedTensorType>(params.getType(0)))
    return emitError() << "an onnx sequence holds tensors";
  return llvm::success();
}

/// An optional holds a tensor or a sequence.
static llvm::LogicalResult verifyOpt(EmitErrorFn emitError, ParamView params) {
  Type element = params.getType(0);
  if (!llvm::isa<RankedTensorType, UnrankedTensorType, SeqType>(element))
    return emitError() << "an onnx optional holds a tensor or a sequence";
  return llvm::success();
}

static const TypeDefinition kONNXTypes[] = {
    defineType<StringType>({}),
    defineType<SeqType>(
        {.format = "`<` $elementType `>`", .verify = verifySeq}),
    defineType<OptType>(
        {.format = "`<` $elementType `>`", .verify = verifyOpt}),
};

llvm::ArrayRef<TypeDefinition> ONNX::getTypeDefinitions() { return kONNXTypes; }
