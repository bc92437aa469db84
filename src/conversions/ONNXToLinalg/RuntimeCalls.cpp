//===- RuntimeCalls.cpp - Values with no tensor form as runtime objects ---===//
#include "conversions/ONNXToLinalg/RuntimeCalls.h"
#include "dialects/bufferization/BufferizationOps.h"
#include "dialects/func/FuncOps.h"
#include "dialects/llvm/LLVMOps.h"
#include "dialects/llvm/LLVMTypes.h"
#include "dialects/memref/MemRefOps.h"
#include "dialects/onnx/ONNXOps.h"
#include "dialects/onnx/ONNXTypes.h"
#include "dialects/tensor/TensorOps.h"
#include "ir/Block.h"
#include "ir/Context.h"
#include "ir/Dialect.h"
#include "ir/Operation.h"
#include "ir/Region.h"
#include "ir/SymbolTable.h"

using namespace terrace;
using namespace terrace::onnx_to_linalg;
using llvm::failed;
using llvm::failure;
using llvm::FailureOr;
using llvm::LogicalResult;
using llvm::success;

static bool isStringTensor(Type type) {
  auto shaped = llvm::dyn_cast<ShapedType>(type);
  return shaped && llvm::isa<ONNX::StringType>(shaped.getElementType());
}

bool onnx_to_linalg::hasRuntimeForm(Type type) {
  return llvm::isa<ONNX::SeqType, ONNX::OptType>(type) || isStringTensor(type);
}

bool onnx_to_linalg::hasRuntimeObjects(Operation *module) {
  bool found = false;
  auto isObject = [](Value v) { return hasRuntimeForm(v.getType()); };
  module->walk([&](Operation *op) {
    found |= llvm::any_of(op->getResults(), isObject);
    for (Region &region : op->getRegions())
      for (Block &block : region)
        found |= llvm::any_of(block.getArguments(), isObject);
  });
  return found;
}

Operation *onnx_to_linalg::firstONNXOp(Operation *module) {
  Dialect *onnx = module->getContext()
                      .getOperationNameOfType(opTypeID<ONNX::ConstantOp>)
                      .getDialect();
  Operation *left = nullptr;
  module->walk([&](Operation *op) {
    if (!left && op->getName().getDialect() == onnx)
      left = op;
  });
  return left;
}

std::optional<std::string> onnx_to_linalg::elementSuffix(Type element,
                                                         bool unsignedApart) {
  if (auto integer = llvm::dyn_cast<IntegerType>(element)) {
    unsigned w = integer.getWidth();
    if (w != 1 && w != 8 && w != 16 && w != 32 && w != 64)
      return std::nullopt;
    bool isUnsigned = unsignedApart && integer.isUnsigned() && w != 1;
    return (isUnsigned ? "u" : "i") + std::to_string(w);
  }
  switch (element.getKind()) {
  case TypeKind::F16:
    return std::string("f16");
  case TypeKind::BF16:
    return std::string("bf16");
  case TypeKind::F32:
    return std::string("f32");
  case TypeKind::F64:
    return std::string("f64");
  default:
    return std::nullopt;
  }
}

Type RuntimeCalls::ptr() { return LLVM::LLVMPointerType::get(ctx); }
Type RuntimeCalls::i64() { return IntegerType::get(ctx, 64); }

Value RuntimeCalls::call(Location loc, llvm::StringRef name,
                         ValueRange operands, Type result) {
  llvm::SmallVector<Type, 4> inputs;
  for (Value v : operands)
    inputs.push_back(v.getType());
  llvm::SmallVector<Type, 1> results;
  if (result)
    results.push_back(result);
  declare(name, inputs, results);
  Operation *call =
      create<func::CallOp>(
          rewriter, loc, with<"callee">(SymbolRefAttr::get(ctx, name)),
          with<"operands">(operands), with<"results">(TypeRange(results)))
          .getOperation();
  return result ? call->getResult(0) : Value();
}

Value RuntimeCalls::scalarI64(Location loc, Value value) {
  Value scalar = TensorBuilder(rewriter, loc).element(value);
  return ScalarBuilder(rewriter, loc).cast(scalar, i64());
}

Value RuntimeCalls::constantI64(Location loc, int64_t value) {
  return ScalarBuilder(rewriter, loc).constant(i64(), double(value));
}

Value RuntimeCalls::asTensor(Location loc, Value scalar, Type type) {
  auto tensor = llvm::cast<RankedTensorType>(type);
  Value v = ScalarBuilder(rewriter, loc).cast(scalar, tensor.getElementType());
  return create<tensor::FromElementsOp>(rewriter, loc,
                                        with<"elements">(ValueRange({v})),
                                        with<"result">(type))
      .result<"result">();
}

Value RuntimeCalls::null(Location loc) {
  return create<LLVM::ZeroOp>(rewriter, loc, with<"res">(ptr()))->getResult(0);
}

Value RuntimeCalls::unrankedBuffer(Location loc, Value tensor) {
  auto shaped = llvm::cast<ShapedType>(tensor.getType());
  Type element = shaped.getElementType();
  Type unranked = UnrankedMemRefType::get(element, Attribute());
  auto ranked = llvm::dyn_cast<RankedTensorType>(shaped);
  Type bufferType = ranked ? Type(MemRefType::get(ranked.getShape(), element,
                                                  Attribute(), Attribute()))
                           : unranked;
  Value buffer =
      create<bufferization::ToBufferOp>(rewriter, loc, with<"tensor">(tensor),
                                        with<"buffer">(bufferType),
                                        with<"read_only">(UnitAttr::get(ctx)))
          .result<"buffer">();
  if (!ranked)
    return buffer;
  return create<memref::CastOp>(rewriter, loc, with<"source">(buffer),
                                with<"dest">(unranked))
      .result<"dest">();
}

FailureOr<Value>
RuntimeCalls::filledTensor(Operation *op, Type type,
                           llvm::function_ref<Value(int64_t)> dynamicSize,
                           llvm::function_ref<void(Value)> fill) {
  Location loc = op->getLoc();
  auto ranked = llvm::dyn_cast<RankedTensorType>(type);
  if (!ranked)
    return cannotLower(op, "its result's rank is unknown");
  ScalarBuilder s(rewriter, loc);
  llvm::SmallVector<Value, 4> sizes;
  for (int64_t d = 0; d < ranked.getRank(); ++d)
    if (ranked.getShape()[size_t(d)] == kDynamic)
      sizes.push_back(s.integerToIndex(dynamicSize(d)));
  auto memref = MemRefType::get(ranked.getShape(), ranked.getElementType(),
                                Attribute(), Attribute());
  Value buffer =
      create<memref::AllocOp>(
          rewriter, loc, with<"dynamicSizes">(ValueRange(sizes)),
          with<"symbolOperands">(ValueRange()), with<"memref">(memref))
          .result<"memref">();
  fill(create<memref::CastOp>(rewriter, loc, with<"source">(buffer),
                              with<"dest">(UnrankedMemRefType::get(
                                  ranked.getElementType(), Attribute())))
           .result<"dest">());
  return create<bufferization::ToTensorOp>(
             rewriter, loc, with<"buffer">(buffer), with<"result">(type),
             with<"restrict">(UnitAttr::get(ctx)),
             with<"writable">(UnitAttr::get(ctx)))
      .result<"result">();
}

void RuntimeCalls::declare(llvm::StringRef name, llvm::ArrayRef<Type> inputs,
                           llvm::ArrayRef<Type> results) {
  if (declared.contains(name))
    return;
  declared.insert(name);
  Block &top = module->getRegion(0).front();
  for (Operation &other : top)
    if (StringAttr symbol = symbol_table::getSymbolName(&other);
        symbol && symbol.getValue() == name)
      return;
  InsertionGuard guard(rewriter);
  rewriter.setInsertionPointToStart(&top);
  func::FuncOp::buildPrivate(rewriter, UnknownLoc::get(ctx), name,
                             FunctionType::get(ctx, inputs, results));
}

/// `type` as native code holds it: runtime objects as pointers.
static Type retyped(Type type, Type ptr) {
  return hasRuntimeForm(type) ? ptr : type;
}

LogicalResult onnx_to_linalg::lowerToRuntimeCalls(Operation *module,
                                                  PatternRewriter &rewriter) {
  RuntimeCalls rt(rewriter, module);
  llvm::SmallVector<Operation *, 16> ops;
  module->walk([&](Operation *op) {
    if (!op->getName().getDialect() ||
        op->getName().getDialect()->getNamespace() != "onnx" ||
        llvm::isa<ONNX::YieldOp, ONNX::IfOp, ONNX::LoopOp>(op))
      return;
    if (llvm::any_of(llvm::concat<Value>(op->getOperands(), op->getResults()),
                     [](Value v) { return hasRuntimeForm(v.getType()); }))
      ops.push_back(op);
  });
  llvm::DenseMap<Operation *, OperandTypes> operandTypes;
  for (Operation *op : ops)
    operandTypes[op].assign(op->getOperandTypes().begin(),
                            op->getOperandTypes().end());
  // In the walk's post-order: the ops a SequenceMap's body holds before
  // the SequenceMap, which merges the lowered body into its loop.
  for (Operation *op : ops) {
    const OperandTypes &types = operandTypes[op];
    bool onSequences = llvm::any_of(
        llvm::concat<const Type>(types, op->getResultTypes()),
        [](Type t) { return llvm::isa<ONNX::SeqType, ONNX::OptType>(t); });
    if (failed(onSequences ? lowerSequenceOp(op, types, rt)
                           : lowerStringOp(op, types, rt)))
      return failure();
  }
  // Every value of such a type is now a pointer.
  Type ptr = rt.ptr();
  module->walk([&](Operation *op) {
    for (Value result : op->getResults())
      result.setType(retyped(result.getType(), ptr));
    for (Region &region : op->getRegions())
      for (Block &block : region)
        for (Value arg : block.getArguments())
          arg.setType(retyped(arg.getType(), ptr));
    if (llvm::isa<func::FuncOp>(op)) {
      auto type = llvm::cast<FunctionType>(
          llvm::cast<TypeAttr>(op->getInherentAttr("function_type"))
              .getValue());
      llvm::SmallVector<Type, 4> inputs, results;
      for (Type t : type.getInputs())
        inputs.push_back(retyped(t, ptr));
      for (Type t : type.getResults())
        results.push_back(retyped(t, ptr));
      op->setAttr("function_type",
                  TypeAttr::get(FunctionType::get(rt.ctx, inputs, results)));
    }
  });
  return success();
}
