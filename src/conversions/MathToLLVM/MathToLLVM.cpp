//===- MathToLLVM.cpp - math ops as llvm intrinsics -----------------------===//
//
// convert-math-to-llvm, as MLIR 22's: each math op that LLVM has an
// intrinsic for becomes it (fast-math flags carried over, n-D vectors
// unrolled), rsqrt, expm1 and log1p are written with one more operation,
// isnan and isfinite become llvm.intr.is.fpclass. The rest (erf, cbrt,
// isinf, ...) stay for convert-math-to-libm or a later pass.
//
//===----------------------------------------------------------------------===//
#include "conversions/MathToLLVM/MathToLLVM.h"
#include "conversions/LLVMCommon/LLVMBuilder.h"
#include "conversions/LLVMCommon/OneToOneLowering.h"
#include "conversions/LLVMCommon/TypeConverter.h"
#include "conversions/Passes.h"
#include "dialects/llvm/LLVMOps.h"
#include "dialects/llvm/LLVMTypes.h"
#include "dialects/math/MathOps.h"
#include "ir/Attributes.h"
#include "ir/Context.h"
#include "ir/Operation.h"
#include "ir/Types.h"
#include "pass/Pass.h"

#include "llvm/ADT/APFloat.h"

using namespace terrace;
using llvm::failure;
using llvm::LogicalResult;
using llvm::success;

namespace {

/// rsqrt, expm1 and log1p: an intrinsic and an operation with 1.0.
class WithOneLowering : public ConversionPattern {
public:
  enum class Kind { Rsqrt, ExpM1, Log1p };
  WithOneLowering(llvm::StringRef from, Kind kind,
                  const LLVMTypeConverter &converter)
      : ConversionPattern(from, 1, from, &converter), kind(kind) {}

  LogicalResult
  matchAndRewrite(Operation *op, ValueRange operands,
                  ConversionPatternRewriter &rewriter) const override {
    Type type = getTypeConverter()->convertType(op->getResult(0).getType());
    if (!type || llvm::isa<LLVM::LLVMArrayType>(type))
      return failure();
    Context &ctx = op->getContext();
    Type element = type;
    if (auto vector = llvm::dyn_cast<VectorType>(type))
      element = vector.getElementType();
    const llvm::fltSemantics &semantics =
        llvm::cast<FloatType>(element).getSemantics();
    Attribute oneValue =
        FloatAttr::get(element, llvm::APFloat::getOne(semantics));
    if (auto vector = llvm::dyn_cast<VectorType>(type)) {
      llvm::APInt bits = llvm::APFloat::getOne(semantics).bitcastToAPInt();
      std::string raw((bits.getBitWidth() + 7) / 8, '\0');
      for (size_t i = 0; i < raw.size(); ++i)
        raw[i] = char(bits.extractBitsAsZExtValue(8, unsigned(8 * i)));
      std::string all;
      for (int64_t i = 0; i < vector.getNumElements(); ++i)
        all += raw;
      oneValue = DenseIntOrFPElementsAttr::get(vector, all);
    }
    Attribute fastmath =
        convertFastmathFlags(ctx, op->getInherentAttr("fastmath"));
    auto make = [&](llvm::StringRef name, ValueRange args) {
      OperationState state(op->getLoc(), ctx.getOperationName(name));
      state.operands.assign(args.begin(), args.end());
      state.types.push_back(type);
      state.addAttribute(StringAttr::get(ctx, "fastmathFlags"), fastmath);
      return rewriter.create(state)->getResult(0);
    };
    LLVMBuilder b(rewriter, op->getLoc(),
                  *static_cast<const LLVMTypeConverter *>(getTypeConverter()));
    Value one = b.constant(type, oneValue);
    Value x = operands[0], result;
    switch (kind) {
    case Kind::Rsqrt:
      result = make(LLVM::FDivOp::name, {one, make(LLVM::SqrtOp::name, {x})});
      break;
    case Kind::ExpM1:
      result = make(LLVM::FSubOp::name, {make(LLVM::ExpOp::name, {x}), one});
      break;
    case Kind::Log1p:
      result = make(LLVM::LogOp::name, {make(LLVM::FAddOp::name, {one, x})});
      break;
    }
    rewriter.replaceOp(op, {result});
    return success();
  }

private:
  Kind kind;
};

class MathToLLVMPass : public PassBase<MathToLLVMPass> {
public:
  MathToLLVMPass() : PassBase("convert-math-to-llvm", "ConvertMathToLLVMPass") {
    option("approximate-log1p", "Enable approximation of Log1p.",
           approximateLog1p);
  }

  void runOnOperation() override {
    Context &ctx = getOperation()->getContext();
    LLVMTypeConverter converter(ctx);
    RewritePatternSet set(ctx);
    populateMathToLLVMConversionPatterns(converter, set, approximateLog1p);
    FrozenPatternSet patterns(std::move(set));
    ConversionTarget target(ctx);
    target.addLegalDialect("llvm");
    target.addLegalOp("builtin.unrealized_conversion_cast");
    if (failed(applyPartialConversion(getOperation(), target, patterns)))
      signalPassFailure();
  }

private:
  bool approximateLog1p = true;
};
} // namespace

void terrace::populateMathToLLVMConversionPatterns(
    const LLVMTypeConverter &converter, RewritePatternSet &patterns,
    bool approximateLog1p) {
  struct Row {
    llvm::StringRef from, to;
  };
  // Float ops and their intrinsics, fast-math flags carried over.
  static const Row kFloatRows[] = {
      {math::AbsFOp::name, LLVM::FAbsOp::name},
      {math::SqrtOp::name, LLVM::SqrtOp::name},
      {math::ExpOp::name, LLVM::ExpOp::name},
      {math::Exp2Op::name, LLVM::Exp2Op::name},
      {math::LogOp::name, LLVM::LogOp::name},
      {math::Log2Op::name, LLVM::Log2Op::name},
      {math::Log10Op::name, LLVM::Log10Op::name},
      {math::SinOp::name, LLVM::SinOp::name},
      {math::CosOp::name, LLVM::CosOp::name},
      {math::TanOp::name, LLVM::TanOp::name},
      {math::TanhOp::name, LLVM::TanhOp::name},
      {math::AsinOp::name, LLVM::ASinOp::name},
      {math::AcosOp::name, LLVM::ACosOp::name},
      {math::AtanOp::name, LLVM::ATanOp::name},
      {math::SinhOp::name, LLVM::SinhOp::name},
      {math::CoshOp::name, LLVM::CoshOp::name},
      {math::FloorOp::name, LLVM::FloorOp::name},
      {math::CeilOp::name, LLVM::CeilOp::name},
      {math::RoundOp::name, LLVM::RoundOp::name},
      {math::RoundEvenOp::name, LLVM::RoundEvenOp::name},
      {math::TruncOp::name, LLVM::FTruncOp::name},
      {math::PowFOp::name, LLVM::PowOp::name},
      {math::Atan2Op::name, LLVM::ATan2Op::name},
      {math::CopySignOp::name, LLVM::CopySignOp::name},
      {math::FmaOp::name, LLVM::FMAOp::name},
      {math::FPowIOp::name, LLVM::PowIOp::name},
  };
  for (const Row &row : kFloatRows)
    patterns.add(std::make_unique<OneToOneLowering>(
        row.from, row.to, Carry::Fastmath, converter));
  Context &ctx = converter.getContext();
  auto i1False = [&](llvm::StringRef name) {
    return std::vector<NamedAttribute>{
        {StringAttr::get(ctx, name),
         IntegerAttr::get(IntegerType::get(ctx, 1), int64_t(0))}};
  };
  auto fpClass = [&](int64_t bit) {
    return std::vector<NamedAttribute>{
        {StringAttr::get(ctx, "bit"),
         IntegerAttr::get(IntegerType::get(ctx, 32), bit)}};
  };
  patterns.add(std::make_unique<OneToOneLowering>(
      math::CountLeadingZerosOp::name, LLVM::CountLeadingZerosOp::name,
      Carry::Nothing, converter, i1False("is_zero_poison")));
  patterns.add(std::make_unique<OneToOneLowering>(
      math::CountTrailingZerosOp::name, LLVM::CountTrailingZerosOp::name,
      Carry::Nothing, converter, i1False("is_zero_poison")));
  patterns.add(std::make_unique<OneToOneLowering>(
      math::CtPopOp::name, LLVM::CtPopOp::name, Carry::Nothing, converter));
  patterns.add(std::make_unique<OneToOneLowering>(
      math::AbsIOp::name, LLVM::AbsOp::name, Carry::Nothing, converter,
      i1False("is_int_min_poison")));
  // is.fpclass bits: NaN = 3 (signaling and quiet), finite = 504.
  patterns.add(std::make_unique<OneToOneLowering>(
      math::IsNaNOp::name, LLVM::IsFPClassOp::name, Carry::Nothing, converter,
      fpClass(3)));
  patterns.add(std::make_unique<OneToOneLowering>(
      math::IsFiniteOp::name, LLVM::IsFPClassOp::name, Carry::Nothing,
      converter, fpClass(504)));
  using Kind = WithOneLowering::Kind;
  patterns.add(std::make_unique<WithOneLowering>(math::RsqrtOp::name,
                                                 Kind::Rsqrt, converter));
  patterns.add(std::make_unique<WithOneLowering>(math::ExpM1Op::name,
                                                 Kind::ExpM1, converter));
  if (approximateLog1p)
    patterns.add(std::make_unique<WithOneLowering>(math::Log1pOp::name,
                                                   Kind::Log1p, converter));
}

std::unique_ptr<Pass> terrace::createMathToLLVMPass() {
  return std::make_unique<MathToLLVMPass>();
}
