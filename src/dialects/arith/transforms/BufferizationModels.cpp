//===- BufferizationModels.cpp - arith ops onto buffers -------------------===//
//
// MLIR 22's arith models of BufferizableOpInterface: a tensor
// arith.constant becomes memref.get_global of a private constant
// memref.global (one per value and alignment, named __constant_<shape>x
// <element>, placed first in the module), a buffer that may not be
// written; arith.index_cast and arith.select on tensors become the same
// ops on the buffers (select's result may be either operand's buffer).
//
//===----------------------------------------------------------------------===//
#include "dialects/arith/transforms/BufferizationModels.h"
#include "dialects/arith/ArithOps.h"
#include "dialects/bufferization/BufferizableOpInterface.h"
#include "dialects/builtin/BuiltinOps.h"
#include "dialects/memref/MemRefOps.h"
#include "ir/Attributes.h"
#include "ir/Block.h"
#include "ir/Context.h"
#include "ir/Diagnostics.h"
#include "ir/Region.h"

#include "llvm/Support/raw_ostream.h"

using namespace terrace;
using namespace terrace::bufferization;
using llvm::failure;
using llvm::LogicalResult;
using llvm::success;

namespace {

AliasingValueList noAliases(OpOperand &, const AnalysisState &) { return {}; }
bool never(OpOperand &, const AnalysisState &) { return false; }
bool notWritable(Value, const AnalysisState &) { return false; }

bool constantHasTensorSemantics(Operation *op) {
  return llvm::isa<RankedTensorType>(op->getResult(0).getType());
}

Operation *enclosingModule(Operation *op) {
  for (Operation *parent = op->getParentOp(); parent;
       parent = parent->getParentOp())
    if (llvm::isa<builtin::ModuleOp>(parent))
      return parent;
  return nullptr;
}

/// The module's constant global of `value` and `alignment`, made (first
/// in the module, in `memorySpace`) when there is none. As MLIR 22's, an
/// existing global is taken whatever its memory space.
Operation *globalFor(Operation *module, Attribute value, uint64_t alignment,
                     Attribute memorySpace, BufferizationState &bstate,
                     PatternRewriter &rewriter) {
  Block &body = module->getRegion(0).front();
  for (Operation &op : body) {
    auto global = llvm::dyn_cast<memref::GlobalOp>(&op);
    if (!global || !global.property<"constant">())
      continue;
    auto align = global.property<"alignment", IntegerAttr>();
    uint64_t existing = align ? uint64_t(align.getInt()) : 0;
    if (existing == alignment && global.property<"initial_value">() == value)
      return &op;
  }
  auto type = llvm::cast<RankedTensorType>(getAttributeType(value));
  std::string base;
  llvm::raw_string_ostream os(base);
  os << "__constant_";
  llvm::interleave(type.getShape(), os, "x");
  os << "x" << type.getElementType();
  std::string name = bstate.uniqueSymbolName(module, base);
  Context &ctx = rewriter.getContext();
  InsertionGuard guard(rewriter);
  rewriter.setInsertionPointToStart(&body);
  auto memrefType = MemRefType::get(type.getShape(), type.getElementType(),
                                    Attribute(), memorySpace);
  Operation *global = create<memref::GlobalOp>(
      rewriter, module->getLoc(), with<"sym_name">(StringAttr::get(ctx, name)),
      with<"sym_visibility">(StringAttr::get(ctx, "private")),
      with<"type">(TypeAttr::get(memrefType)), with<"initial_value">(value),
      with<"constant">(UnitAttr::get(ctx)));
  if (alignment)
    memref::GlobalOp::wrap(global).setProperty<"alignment">(
        IntegerAttr::get(IntegerType::get(ctx, 64), int64_t(alignment)));
  return global;
}

LogicalResult constantBufferize(Operation *op, PatternRewriter &rewriter,
                                const BufferizationOptions &options,
                                BufferizationState &bstate) {
  auto type = llvm::dyn_cast<RankedTensorType>(op->getResult(0).getType());
  if (!type)
    return failure();
  std::optional<Attribute> memorySpace =
      defaultMemorySpaceAt(op, type, options);
  if (!memorySpace)
    return failure();
  Operation *module = enclosingModule(op);
  if (!module)
    return op->emitError("cannot bufferize constants not within builtin.module "
                         "op"),
           failure();
  Attribute value = op->getInherentAttr("value");
  Operation *global = globalFor(module, value, options.bufferAlignment,
                                *memorySpace, bstate, rewriter);
  auto global_ = memref::GlobalOp::wrap(global);
  Type bufferType = llvm::cast<TypeAttr>(global_.property<"type">()).getValue();
  Context &ctx = rewriter.getContext();
  Value buffer =
      create<memref::GetGlobalOp>(
          rewriter, op->getLoc(),
          with<"name">(SymbolRefAttr::get(
              ctx, llvm::cast<StringAttr>(global_.property<"sym_name">())
                       .getValue())),
          with<"result">(bufferType))
          .result<"result">();
  replaceOpWithBufferizedValues(rewriter, op, {buffer});
  return success();
}

//===-- index_cast

AliasingValueList equivalentResult(OpOperand &operand, const AnalysisState &) {
  return {{operand.getOwner()->getResult(0), BufferRelation::Equivalent}};
}

/// The source's buffer read with the result's element type: same layout,
/// same memory space.
LogicalResult indexCastBufferize(Operation *op, PatternRewriter &rewriter,
                                 const BufferizationOptions &options,
                                 BufferizationState &) {
  auto cast = arith::IndexCastOp::wrap(op);
  Value source = getBuffer(rewriter, cast.operand<"in">(), options);
  Type element =
      llvm::cast<ShapedType>(cast.result<"out">().getType()).getElementType();
  Type type;
  if (auto ranked = llvm::dyn_cast<MemRefType>(source.getType()))
    type = MemRefType::get(ranked.getShape(), element, ranked.getLayout(),
                           ranked.getMemorySpace());
  else
    type = UnrankedMemRefType::get(element, getMemorySpace(source.getType()));
  Value result =
      create<arith::IndexCastOp>(rewriter, op->getLoc(), with<"in">(source),
                                 with<"out">(type))
          .result<"out">();
  replaceOpWithBufferizedValues(rewriter, op, {result});
  return success();
}

//===-- select

/// Every tensor operand (the condition too, when it is one) may be the
/// result's buffer.
AliasingValueList maybeResult(OpOperand &operand, const AnalysisState &) {
  return {{operand.getOwner()->getResult(0), BufferRelation::Equivalent,
           /*isDefinite=*/false}};
}

/// Both choices' buffer type where they agree, else the fully dynamic
/// layout; choices in different memory spaces cannot be selected.
Type selectBufferType(Value value, const BufferizationOptions &options,
                      llvm::SmallVectorImpl<Value> &stack) {
  auto select = arith::SelectOp::wrap(value.getDefiningOp());
  Type trueType = getBufferType(select.operand<"true_value">(), options, stack);
  if (!trueType)
    return Type();
  Type falseType =
      getBufferType(select.operand<"false_value">(), options, stack);
  if (!falseType)
    return Type();
  if (trueType == falseType)
    return trueType;
  Attribute space = getMemorySpace(trueType);
  if (space != getMemorySpace(falseType)) {
    select->emitError("inconsistent memory space on true/false operands");
    return Type();
  }
  auto ranked = llvm::cast<MemRefType>(trueType);
  return fullyDynamicLayoutType(RankedTensorType::get(ranked.getShape(),
                                                      ranked.getElementType(),
                                                      Attribute()),
                                space);
}

LogicalResult selectBufferize(Operation *op, PatternRewriter &rewriter,
                              const BufferizationOptions &options,
                              BufferizationState &) {
  auto select = arith::SelectOp::wrap(op);
  Value condition = select.operand<"condition">();
  if (!condition.getType().isInteger(1))
    return op->emitOpError("only i1 condition values are supported"), failure();
  Value trueValue = select.operand<"true_value">();
  Value falseValue = select.operand<"false_value">();
  if (isTensor(trueValue.getType())) {
    trueValue = getBuffer(rewriter, trueValue, options);
    falseValue = getBuffer(rewriter, falseValue, options);
  }
  // Buffers of different layouts: both cast to the result's.
  if (trueValue.getType() != falseValue.getType()) {
    Type type = getBufferType(select.result<"result">(), options);
    if (!type)
      return failure();
    auto castTo = [&](Value buffer) {
      if (buffer.getType() == type)
        return buffer;
      return create<memref::CastOp>(rewriter, op->getLoc(),
                                    with<"source">(buffer), with<"dest">(type))
          .result<"dest">();
    };
    trueValue = castTo(trueValue);
    falseValue = castTo(falseValue);
  }
  Value result = create<arith::SelectOp>(rewriter, op->getLoc(),
                                         with<"condition">(condition),
                                         with<"true_value">(trueValue),
                                         with<"false_value">(falseValue),
                                         with<"result">(trueValue.getType()))
                     .result<"result">();
  replaceOpWithBufferizedValues(rewriter, op, {result});
  return success();
}

const BufferizableOpInterface kConstantModel = {
    .bufferizesToMemoryRead = never,
    .bufferizesToMemoryWrite = never,
    .getAliasingValues = noAliases,
    .bufferize = constantBufferize,
    .isWritable = notWritable,
    .hasTensorSemantics = constantHasTensorSemantics,
};

const BufferizableOpInterface kIndexCastModel = {
    .bufferizesToMemoryRead = never,
    .bufferizesToMemoryWrite = never,
    .getAliasingValues = equivalentResult,
    .bufferize = indexCastBufferize,
};

const BufferizableOpInterface kSelectModel = {
    .bufferizesToMemoryRead = never,
    .bufferizesToMemoryWrite = never,
    .getAliasingValues = maybeResult,
    .bufferize = selectBufferize,
    .getBufferType = selectBufferType,
};

} // namespace

void terrace::registerArithBufferizationModels(Context &ctx) {
  ctx.attachOpInterface<arith::ConstantOp>(kConstantModel);
  ctx.attachOpInterface<arith::IndexCastOp>(kIndexCastModel);
  ctx.attachOpInterface<arith::SelectOp>(kSelectModel);
}
