//===- OneToOneLowering.cpp - One op to one llvm op, n-D unrolled ---------===//
#include "conversions/LLVMCommon/OneToOneLowering.h"
#include "conversions/LLVMCommon/LLVMBuilder.h"

#include "dialects/llvm/LLVMAttrs.h"
#include "dialects/llvm/LLVMTypes.h"
#include "ir/Attributes.h"
#include "ir/Context.h"
#include "ir/Operation.h"
#include "ir/Types.h"

using namespace terrace;

Attribute terrace::convertFastmathFlags(Context &ctx, Attribute arithFlags) {
  auto flags = llvm::dyn_cast_if_present<EnumAttr>(arithFlags);
  uint64_t in = flags ? flags.getValue() : 0, out = 0;
  static const std::pair<uint64_t, uint64_t> kBits[] = {
      {1, 64}, {2, 1}, {4, 2}, {8, 4}, {16, 8}, {32, 16}, {64, 32}};
  for (auto [from, to] : kBits)
    if (in & from)
      out |= to;
  return EnumAttr::get(ctx, LLVM::kFastmathFlags, out);
}

Value terrace::unrollNDVectors(
    LLVMBuilder &b, Type resultType, ValueRange operands,
    const std::function<Value(ValueRange, Type)> &make) {
  // The leading (array) dimensions and the innermost 1-D types.
  llvm::SmallVector<int64_t, 4> shape;
  Type inner = resultType;
  while (auto array = llvm::dyn_cast<LLVM::LLVMArrayType>(inner)) {
    shape.push_back(int64_t(array.getNumElements()));
    inner = array.getElementType();
  }
  Value result = b.poison(resultType);
  llvm::SmallVector<int64_t, 4> position(shape.size(), 0);
  while (true) {
    llvm::SmallVector<Value, 3> parts;
    for (Value operand : operands)
      parts.push_back(llvm::isa<LLVM::LLVMArrayType>(operand.getType())
                          ? b.extractValue(operand, position)
                          : operand);
    result = b.insertValue(result, make(parts, inner), position);
    // The next position, last dimension fastest.
    size_t d = shape.size();
    while (d > 0 && ++position[d - 1] == shape[d - 1])
      position[--d] = 0;
    if (d == 0)
      break;
  }
  return result;
}

llvm::LogicalResult
OneToOneLowering::matchAndRewrite(Operation *op, ValueRange operands,
                                  ConversionPatternRewriter &rewriter) const {
  if (op->getNumResults() != 1)
    return llvm::failure();
  Type resultType = getTypeConverter()->convertType(op->getResult(0).getType());
  if (!resultType)
    return llvm::failure();
  Context &ctx = op->getContext();
  llvm::SmallVector<NamedAttribute, 4> attrs(fixed.begin(), fixed.end());
  auto attr = [&](llvm::StringRef name, Attribute value) {
    attrs.push_back({StringAttr::get(ctx, name), value});
  };
  switch (carry) {
  case Carry::Nothing:
    break;
  case Carry::Overflow: {
    auto flags = llvm::dyn_cast_if_present<EnumAttr>(
        op->getInherentAttr("overflowFlags"));
    attr("overflowFlags",
         IntegerAttr::get(IntegerType::get(ctx, 32),
                          int64_t(flags ? flags.getValue() : 0)));
    break;
  }
  case Carry::Exact:
    if (op->getInherentAttr("isExact"))
      attr("isExact", UnitAttr::get(ctx));
    break;
  case Carry::Fastmath:
    attr("fastmathFlags",
         convertFastmathFlags(ctx, op->getInherentAttr("fastmath")));
    break;
  case Carry::Predicate:
    // arith's and the llvm dialect's predicates are numbered alike.
    attr("predicate", op->getInherentAttr("predicate"));
    if (Attribute fastmath = op->getInherentAttr("fastmath"))
      attr("fastmathFlags", convertFastmathFlags(ctx, fastmath));
    break;
  case Carry::NoRoundingMode:
    if (op->getInherentAttr("roundingmode"))
      return llvm::failure();
    break;
  case Carry::NonNeg:
    if (op->getInherentAttr("nonNeg"))
      attr("nonNeg", UnitAttr::get(ctx));
    break;
  }
  auto make = [&](ValueRange parts, Type type) {
    OperationState state(op->getLoc(), ctx.getOperationName(to));
    state.operands.assign(parts.begin(), parts.end());
    state.types.push_back(type);
    state.attributes.assign(attrs.begin(), attrs.end());
    return rewriter.create(state)->getResult(0);
  };
  Value result;
  if (llvm::isa<LLVM::LLVMArrayType>(resultType)) {
    LLVMBuilder b(rewriter, op->getLoc(),
                  *static_cast<const LLVMTypeConverter *>(getTypeConverter()));
    result = unrollNDVectors(b, resultType, operands, make);
  } else
    result = make(operands, resultType);
  rewriter.replaceOp(op, {result});
  return llvm::success();
}
