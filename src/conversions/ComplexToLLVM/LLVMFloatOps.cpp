//===- LLVMFloatOps.cpp - The float ops of the complex lowering to llvm ---===//
#include "conversions/ComplexToLLVM/LLVMFloatOps.h"
#include "conversions/LLVMCommon/OneToOneLowering.h"
#include "dialects/llvm/LLVMOps.h"
#include "ir/Builder.h"
#include "ir/Context.h"
#include "ir/Operation.h"

using namespace terrace;

LLVMFloatOps::LLVMFloatOps(LLVMBuilder &b, Operation *op)
    : b(b), flags(convertFastmathFlags(op->getContext(),
                                       op->getInherentAttr("fastmath"))) {}

template <typename OpT>
static Value floatBinary(LLVMBuilder &b, Attribute flags, Value x, Value y) {
  return create<OpT>(b.getBuilder(), b.getLoc(), with<"lhs">(x), with<"rhs">(y),
                     with<"res">(x.getType()), with<"fastmathFlags">(flags))
      ->getResult(0);
}

Value LLVMFloatOps::add(Value x, Value y) {
  return floatBinary<LLVM::FAddOp>(b, flags, x, y);
}
Value LLVMFloatOps::sub(Value x, Value y) {
  return floatBinary<LLVM::FSubOp>(b, flags, x, y);
}
Value LLVMFloatOps::mul(Value x, Value y) {
  return floatBinary<LLVM::FMulOp>(b, flags, x, y);
}
Value LLVMFloatOps::div(Value x, Value y) {
  return floatBinary<LLVM::FDivOp>(b, flags, x, y);
}
Value LLVMFloatOps::abs(Value x) {
  return create<LLVM::FAbsOp>(b.getBuilder(), b.getLoc(), with<"in">(x),
                              with<"res">(x.getType()),
                              with<"fastmathFlags">(flags))
      ->getResult(0);
}
Value LLVMFloatOps::sqrt(Value x) {
  return create<LLVM::SqrtOp>(b.getBuilder(), b.getLoc(), with<"in">(x),
                              with<"res">(x.getType()))
      ->getResult(0);
}
Value LLVMFloatOps::copySign(Value x, Value y) {
  return create<LLVM::CopySignOp>(b.getBuilder(), b.getLoc(), with<"a">(x),
                                  with<"b">(y), with<"res">(x.getType()))
      ->getResult(0);
}
Value LLVMFloatOps::cmp(int64_t predicate, Value x, Value y) {
  Context &ctx = x.getType().getContext();
  return create<LLVM::FCmpOp>(b.getBuilder(), b.getLoc(), with<"lhs">(x),
                              with<"rhs">(y),
                              with<"res">(IntegerType::get(ctx, 1)),
                              with<"predicate">(IntegerAttr::get(
                                  IntegerType::get(ctx, 64), predicate)))
      ->getResult(0);
}
Value LLVMFloatOps::select(Value condition, Value x, Value y) {
  return create<LLVM::SelectOp>(b.getBuilder(), b.getLoc(),
                                with<"condition">(condition),
                                with<"trueValue">(x), with<"falseValue">(y),
                                with<"res">(x.getType()))
      ->getResult(0);
}
Value LLVMFloatOps::andI(Value x, Value y) {
  return create<LLVM::AndOp>(b.getBuilder(), b.getLoc(), with<"lhs">(x),
                             with<"rhs">(y), with<"res">(x.getType()))
      ->getResult(0);
}
Value LLVMFloatOps::orI(Value x, Value y) {
  return create<LLVM::OrOp>(b.getBuilder(), b.getLoc(), with<"lhs">(x),
                            with<"rhs">(y), with<"res">(x.getType()))
      ->getResult(0);
}

static const llvm::fltSemantics &semanticsOf(Type type) {
  return llvm::cast<FloatType>(type).getSemantics();
}
Value LLVMFloatOps::constant(Type type, double value) {
  llvm::APFloat v(value);
  bool lost = false;
  v.convert(semanticsOf(type), llvm::APFloat::rmNearestTiesToEven, &lost);
  return b.constant(type, FloatAttr::get(type, v));
}
Value LLVMFloatOps::infinity(Type type) {
  return b.constant(
      type, FloatAttr::get(type, llvm::APFloat::getInf(semanticsOf(type))));
}
