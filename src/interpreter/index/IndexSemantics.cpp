//===- IndexSemantics.cpp - What the index ops compute --------------------===//
//
// The index dialect's ops on the interpreter's index, 64 bits wide as the
// compiled code's: the arithmetic, compares and casts are arith's integer
// steps (IntegerSteps.h), so they also run inside structured ops' bodies;
// the constants and sizeof make a scalar.
//
//===----------------------------------------------------------------------===//
#include "dialects/index/IndexOps.h"
#include "interpreter/IntegerSteps.h"
#include "interpreter/Interpreter.h"
#include "ir/Attributes.h"
#include "ir/Context.h"
#include "ir/Diagnostics.h"
#include "ir/Operation.h"
#include "ir/Types.h"

using namespace terrace;
using namespace terrace::interp;
using llvm::failure;
using llvm::LogicalResult;
using llvm::success;

namespace {

static_assert(int(IntPredicate::uge) == 9,
              "index.cmp numbers its predicates eq = 0 ... uge = 9");

LogicalResult decodeCmp(Operation *op, ScalarStep &step) {
  step.fn = compareStep;
  step.inWidth = uint8_t(intWidthOf(op->getOperand(0).getType()));
  step.imm =
      uint64_t(index::CmpOp::wrap(op).property<"pred", EnumAttr>().getValue());
  return success();
}

/// casts and castu: between index and an integer, extending by sign or
/// by zeros, or truncating.
template <bool SignedExtension>
LogicalResult decodeCast(Operation *op, ScalarStep &step) {
  Type from = op->getOperand(0).getType(), to = op->getResult(0).getType();
  if (failed(checkIntWidth(op, from)) || failed(checkIntWidth(op, to)))
    return failure();
  step.fn = castInt;
  step.inWidth = uint8_t(intWidthOf(from));
  step.outWidth = uint8_t(intWidthOf(to));
  step.imm = SignedExtension;
  return success();
}

/// A scalar of `value` for the op's result.
LogicalResult setConstant(Operation *op, Interpreter &interp, Attribute value) {
  Value result = op->getResult(0);
  RuntimeValue scalar = valueOfConstant(value, result.getType());
  if (!scalar)
    return op->emitOpError("cannot be interpreted: its value is not an "
                           "integer of at most 64 bits");
  interp.set(result, std::move(scalar));
  return success();
}

LogicalResult executeConstant(Operation *op, Interpreter &interp) {
  return setConstant(
      op, interp, index::ConstantOp::wrap(op).property<"value", IntegerAttr>());
}

LogicalResult executeBoolConstant(Operation *op, Interpreter &interp) {
  bool value =
      index::BoolConstantOp::wrap(op).property<"value", BoolAttr>().getValue();
  Context &ctx = op->getContext();
  return setConstant(op, interp,
                     IntegerAttr::get(IntegerType::get(ctx, 1), value));
}

/// The interpreter's index is 64 bits wide.
LogicalResult executeSizeOf(Operation *op, Interpreter &interp) {
  Type index = op->getResult(0).getType();
  return setConstant(op, interp,
                     IntegerAttr::get(index, int64_t(intWidthOf(index))));
}

} // namespace

namespace terrace::interp {
void registerIndexSemantics(Context &ctx) {
  using namespace index;
  attach<AddOp>(ctx, intBinarySemantics<addI>);
  attach<SubOp>(ctx, intBinarySemantics<subI>);
  attach<MulOp>(ctx, intBinarySemantics<mulI>);
  attach<DivSOp>(ctx, intBinarySemantics<divSI>);
  attach<DivUOp>(ctx, intBinarySemantics<divUI>);
  attach<CeilDivSOp>(ctx, intBinarySemantics<ceilDivSI>);
  attach<CeilDivUOp>(ctx, intBinarySemantics<ceilDivUI>);
  attach<FloorDivSOp>(ctx, intBinarySemantics<floorDivSI>);
  attach<RemSOp>(ctx, intBinarySemantics<remSI>);
  attach<RemUOp>(ctx, intBinarySemantics<remUI>);
  attach<MaxSOp>(ctx, intBinarySemantics<maxSI>);
  attach<MaxUOp>(ctx, intBinarySemantics<maxUI>);
  attach<MinSOp>(ctx, intBinarySemantics<minSI>);
  attach<MinUOp>(ctx, intBinarySemantics<minUI>);
  attach<ShlOp>(ctx, intBinarySemantics<shlI>);
  attach<ShrSOp>(ctx, intBinarySemantics<shrSI>);
  attach<ShrUOp>(ctx, intBinarySemantics<shrUI>);
  attach<AndOp>(ctx, intBinarySemantics<andI>);
  attach<OrOp>(ctx, intBinarySemantics<orI>);
  attach<XOrOp>(ctx, intBinarySemantics<xorI>);

  static constexpr ScalarSemantics cmp = {decodeCmp},
                                   castS = {decodeCast<true>},
                                   castU = {decodeCast<false>};
  attach<CmpOp>(ctx, cmp);
  attach<CastSOp>(ctx, castS);
  attach<CastUOp>(ctx, castU);

  static constexpr OpSemantics constant = {executeConstant},
                               boolConstant = {executeBoolConstant},
                               sizeOf = {executeSizeOf};
  ctx.attachOpInterface<ConstantOp>(constant);
  ctx.attachOpInterface<BoolConstantOp>(boolConstant);
  ctx.attachOpInterface<SizeOfOp>(sizeOf);
}
} // namespace terrace::interp
