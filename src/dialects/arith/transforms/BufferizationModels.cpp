//===- BufferizationModels.cpp - arith ops onto buffers -------------------===//
//
// MLIR 22's arith model of BufferizableOpInterface: a tensor
// arith.constant becomes memref.get_global of a private constant
// memref.global (one per value and alignment, named __constant_<shape>x
// <element>, placed first in the module), a buffer that may not be
// written.
//
//===----------------------------------------------------------------------===//
#include "dialects/arith/transforms/BufferizationModels.h"
#include "dialects/arith/ArithOps.h"
#include "dialects/bufferization/BufferizableOpInterface.h"
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
    if (parent->getName().getStringRef() == "builtin.module")
      return parent;
  return nullptr;
}

/// The module's constant global of `value` and `alignment`, made (first
/// in the module) when there is none.
Operation *globalFor(Operation *module, Attribute value, uint64_t alignment,
                     BufferizationState &bstate, PatternRewriter &rewriter) {
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
                                    Attribute(), Attribute());
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
  if (!llvm::isa<RankedTensorType>(op->getResult(0).getType()))
    return failure();
  Operation *module = enclosingModule(op);
  if (!module)
    return op->emitError("cannot bufferize constants not within builtin.module "
                         "op"),
           failure();
  Attribute value = op->getInherentAttr("value");
  Operation *global =
      globalFor(module, value, options.bufferAlignment, bstate, rewriter);
  auto global_ = memref::GlobalOp::wrap(global);
  Type type = llvm::cast<TypeAttr>(global_.property<"type">()).getValue();
  Context &ctx = rewriter.getContext();
  Value buffer =
      create<memref::GetGlobalOp>(
          rewriter, op->getLoc(),
          with<"name">(SymbolRefAttr::get(
              ctx, llvm::cast<StringAttr>(global_.property<"sym_name">())
                       .getValue())),
          with<"result">(type))
          .result<"result">();
  replaceOpWithBufferizedValues(rewriter, op, {buffer});
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

} // namespace

void terrace::registerArithBufferizationModels(Context &ctx) {
  ctx.attachOpInterface<arith::ConstantOp>(kConstantModel);
}
