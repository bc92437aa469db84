//===- ArithToLLVM.cpp - arith ops as llvm ops ----------------------------===//
//
// convert-arith-to-llvm, as MLIR 22's: each arith op on scalars or 1-D
// vectors becomes its llvm op (or intrinsic), `index` becomes i64 with
// builtin.unrealized_conversion_cast where a value meets an op not yet
// converted, overflow and fast-math flags carried over.
//
//===----------------------------------------------------------------------===//
#include "conversions/ArithToLLVM/ArithToLLVM.h"
#include "conversions/LLVMCommon/OneToOneLowering.h"
#include "conversions/LLVMCommon/TypeConverter.h"
#include "conversions/Passes.h"
#include "dialects/arith/ArithOps.h"
#include "dialects/llvm/LLVMOps.h"
#include "dialects/llvm/LLVMTypes.h"
#include "ir/Attributes.h"
#include "ir/Context.h"
#include "ir/Types.h"
#include "pass/Pass.h"

using namespace terrace;
using llvm::failure;
using llvm::LogicalResult;
using llvm::success;

namespace {

/// arith.constant: llvm.mlir.constant of the converted type, the value as
/// written (`4 : index` stays).
class ConstantLowering : public ConversionPattern {
public:
  explicit ConstantLowering(const TypeConverter &converter)
      : ConversionPattern(arith::ConstantOp::name, 1, "ConstantOpLowering",
                          &converter) {}
  LogicalResult
  matchAndRewrite(Operation *op, ValueRange,
                  ConversionPatternRewriter &rewriter) const override {
    // n-D vector constants too: an array of vectors, the value as written.
    Type type = getTypeConverter()->convertType(op->getResult(0).getType());
    if (!type)
      return failure();
    Context &ctx = op->getContext();
    OperationState state(op->getLoc(),
                         ctx.getOperationName(LLVM::ConstantOp::name));
    state.addAttribute(StringAttr::get(ctx, "value"),
                       op->getInherentAttr("value"));
    state.types.push_back(type);
    rewriter.replaceOp(op, rewriter.create(state)->getResults());
    return success();
  }
};

/// index_cast and index_castui: an extension, a truncation or nothing,
/// by the integer widths after conversion.
class IndexCastLowering : public ConversionPattern {
public:
  IndexCastLowering(llvm::StringRef from, bool isUnsigned,
                    const TypeConverter &converter)
      : ConversionPattern(from, 1, "IndexCastOpLowering", &converter),
        isUnsigned(isUnsigned) {}
  LogicalResult
  matchAndRewrite(Operation *op, ValueRange operands,
                  ConversionPatternRewriter &rewriter) const override {
    Type to = getTypeConverter()->convertType(op->getResult(0).getType());
    if (!to || llvm::isa<LLVM::LLVMArrayType>(to))
      return failure();
    Type from = operands[0].getType();
    auto width = [](Type t) {
      if (auto vector = llvm::dyn_cast<VectorType>(t))
        t = vector.getElementType();
      return t.getIntOrFloatBitWidth();
    };
    unsigned fromWidth = width(from), toWidth = width(to);
    if (fromWidth == toWidth) {
      rewriter.replaceOp(op, {operands[0]});
      return success();
    }
    Context &ctx = op->getContext();
    llvm::StringRef name = toWidth < fromWidth ? LLVM::TruncOp::name
                           : isUnsigned        ? LLVM::ZExtOp::name
                                               : LLVM::SExtOp::name;
    OperationState state(op->getLoc(), ctx.getOperationName(name));
    state.operands.push_back(operands[0]);
    state.types.push_back(to);
    if (toWidth < fromWidth)
      state.addAttribute(StringAttr::get(ctx, "overflowFlags"),
                         IntegerAttr::get(IntegerType::get(ctx, 32), 0));
    rewriter.replaceOp(op, rewriter.create(state)->getResults());
    return success();
  }

private:
  bool isUnsigned;
};

//===-- Expansions --------------------------------------------------------===//
// MLIR lowers these through arith ops first (its ceil/floor division
// expansion), which the conversion then lowers in the order they are
// made; the extended ops go to llvm ops directly.

/// Makes scalar arith and llvm ops at the rewriter's insertion point.
struct OpMaker {
  PatternRewriter &rewriter;
  Location loc;

  Value make(llvm::StringRef name, ValueRange operands, Type type,
             llvm::ArrayRef<NamedAttribute> attrs = {}) {
    Context &ctx = rewriter.getContext();
    OperationState state(loc, ctx.getOperationName(name));
    state.operands.assign(operands.begin(), operands.end());
    state.types.push_back(type);
    for (const NamedAttribute &a : attrs)
      state.attributes.push_back(a);
    return rewriter.create(state)->getResult(0);
  }
  Value constant(Type type, int64_t value) {
    Context &ctx = rewriter.getContext();
    return make(
        arith::ConstantOp::name, {}, type,
        {{StringAttr::get(ctx, "value"), IntegerAttr::get(type, value)}});
  }
  Value binary(llvm::StringRef name, Value a, Value b) {
    return make(name, {a, b}, a.getType());
  }
  /// arith.cmpi with predicate `p` (eq = 0, ne = 1, slt = 2).
  Value cmpi(int64_t p, Value a, Value b) {
    Context &ctx = rewriter.getContext();
    return make(arith::CmpIOp::name, {a, b}, IntegerType::get(ctx, 1),
                {{StringAttr::get(ctx, "predicate"),
                  IntegerAttr::get(IntegerType::get(ctx, 64), p)}});
  }
  Value select(Value c, Value a, Value b) {
    return make(arith::SelectOp::name, {c, a, b}, a.getType());
  }
};

constexpr int64_t kEq = 0, kNe = 1, kSlt = 2;

/// ceildivsi(a, b) = a / b + 1 where the division is inexact and a and b
/// have one sign.
LogicalResult expandCeilDivSI(Operation *op, PatternRewriter &rewriter) {
  Value a = op->getOperand(0), b = op->getOperand(1);
  if (!a.getType().isSignlessInteger())
    return failure();
  OpMaker m{rewriter, op->getLoc()};
  Value zero = m.constant(a.getType(), 0);
  Value one = m.constant(a.getType(), 1);
  Value quotient = m.binary(arith::DivSIOp::name, a, b);
  Value product = m.binary(arith::MulIOp::name, quotient, b);
  Value inexact = m.cmpi(kNe, a, product);
  Value aNegative = m.cmpi(kSlt, a, zero);
  Value bNegative = m.cmpi(kSlt, b, zero);
  Value sameSign = m.cmpi(kEq, aNegative, bNegative);
  Value up = m.binary(arith::AndIOp::name, inexact, sameSign);
  Value plusOne = m.binary(arith::AddIOp::name, quotient, one);
  rewriter.replaceOp(op, {m.select(up, plusOne, quotient)});
  return success();
}

/// floordivsi(a, b) = a / b - 1 where the division is inexact and a and b
/// have different signs.
LogicalResult expandFloorDivSI(Operation *op, PatternRewriter &rewriter) {
  Value a = op->getOperand(0), b = op->getOperand(1);
  if (!a.getType().isSignlessInteger())
    return failure();
  OpMaker m{rewriter, op->getLoc()};
  Value quotient = m.binary(arith::DivSIOp::name, a, b);
  Value product = m.binary(arith::MulIOp::name, quotient, b);
  Value inexact = m.cmpi(kNe, a, product);
  Value zero = m.constant(a.getType(), 0);
  Value aNegative = m.cmpi(kSlt, a, zero);
  Value bNegative = m.cmpi(kSlt, b, zero);
  Value signsDiffer = m.cmpi(kNe, aNegative, bNegative);
  Value down = m.binary(arith::AndIOp::name, inexact, signsDiffer);
  Value minusOne = m.constant(a.getType(), -1);
  Value less = m.binary(arith::AddIOp::name, quotient, minusOne);
  rewriter.replaceOp(op, {m.select(down, less, quotient)});
  return success();
}

/// ceildivui(a, b) = a == 0 ? 0 : (a - 1) / b + 1.
LogicalResult expandCeilDivUI(Operation *op, PatternRewriter &rewriter) {
  Value a = op->getOperand(0), b = op->getOperand(1);
  if (!a.getType().isSignlessInteger())
    return failure();
  OpMaker m{rewriter, op->getLoc()};
  Value zero = m.constant(a.getType(), 0);
  Value isZero = m.cmpi(kEq, a, zero);
  Value one = m.constant(a.getType(), 1);
  Value less = m.binary(arith::SubIOp::name, a, one);
  Value quotient = m.binary(arith::DivUIOp::name, less, b);
  Value plusOne = m.binary(arith::AddIOp::name, quotient, one);
  rewriter.replaceOp(op, {m.select(isZero, zero, plusOne)});
  return success();
}

/// addui_extended: llvm.intr.uadd.with.overflow and its two fields.
LogicalResult lowerAddUIExtended(Operation *op, PatternRewriter &rewriter) {
  Value a = op->getOperand(0), b = op->getOperand(1);
  if (!a.getType().isSignlessInteger())
    return failure();
  Context &ctx = op->getContext();
  OpMaker m{rewriter, op->getLoc()};
  Type fields[] = {a.getType(), IntegerType::get(ctx, 1)};
  Type pair = LLVM::LLVMStructType::getLiteral(ctx, fields);
  Value both = m.make(LLVM::UAddWithOverflowOp::name, {a, b}, pair);
  auto field = [&](int64_t i, Type type) {
    return m.make(LLVM::ExtractValueOp::name, {both}, type,
                  {{StringAttr::get(ctx, "position"),
                    DenseArrayAttr::get(ctx, llvm::ArrayRef<int64_t>{i})}});
  };
  Value sum = field(0, fields[0]);
  Value overflow = field(1, fields[1]);
  rewriter.replaceOp(op, {sum, overflow});
  return success();
}

/// mulsi_extended and mului_extended: the product at twice the width, its
/// low half and its high half.
template <bool Signed>
LogicalResult lowerMulExtended(Operation *op, PatternRewriter &rewriter) {
  Value a = op->getOperand(0), b = op->getOperand(1);
  if (!a.getType().isSignlessInteger())
    return failure();
  Context &ctx = op->getContext();
  OpMaker m{rewriter, op->getLoc()};
  unsigned width = a.getType().getIntOrFloatBitWidth();
  Type wide = IntegerType::get(ctx, 2 * width);
  llvm::StringRef extend = Signed ? LLVM::SExtOp::name : LLVM::ZExtOp::name;
  Value wideA = m.make(extend, {a}, wide);
  Value wideB = m.make(extend, {b}, wide);
  Attribute noFlags = IntegerAttr::get(IntegerType::get(ctx, 32), 0);
  NamedAttribute overflow = {StringAttr::get(ctx, "overflowFlags"), noFlags};
  Value product = m.make(LLVM::MulOp::name, {wideA, wideB}, wide, {overflow});
  Value low = m.make(LLVM::TruncOp::name, {product}, a.getType(), {overflow});
  Value shift = m.make(LLVM::ConstantOp::name, {}, wide,
                       {{StringAttr::get(ctx, "value"),
                         IntegerAttr::get(wide, int64_t(width))}});
  Value shifted = m.make(LLVM::LShrOp::name, {product, shift}, wide);
  Value high = m.make(LLVM::TruncOp::name, {shifted}, a.getType(), {overflow});
  rewriter.replaceOp(op, {low, high});
  return success();
}

class ArithToLLVMPass : public PassBase<ArithToLLVMPass> {
public:
  ArithToLLVMPass()
      : PassBase("convert-arith-to-llvm", "ArithToLLVMConversionPass") {
    option("index-bitwidth",
           "Bitwidth of the index type, 0 to use size of machine word",
           indexBitwidth);
  }

  void runOnOperation() override {
    Context &ctx = getOperation()->getContext();
    LLVMTypeConverter converter(ctx, indexBitwidth);
    RewritePatternSet set(ctx);
    populateArithToLLVMConversionPatterns(converter, set);
    FrozenPatternSet patterns(std::move(set));
    ConversionTarget target(ctx);
    // As MLIR's: the llvm dialect is legal; every other op is tried, and
    // one no pattern lowers stays.
    target.addLegalDialect("llvm");
    target.addLegalOp("builtin.unrealized_conversion_cast");
    if (failed(applyPartialConversion(getOperation(), target, patterns)))
      signalPassFailure();
  }

private:
  unsigned indexBitwidth = 0;
};
} // namespace

void terrace::populateArithToLLVMConversionPatterns(
    const LLVMTypeConverter &converter, RewritePatternSet &patterns) {
  struct Row {
    llvm::StringRef from, to;
    Carry carry;
  };
  static const Row kRows[] = {
      {arith::AddIOp::name, LLVM::AddOp::name, Carry::Overflow},
      {arith::SubIOp::name, LLVM::SubOp::name, Carry::Overflow},
      {arith::MulIOp::name, LLVM::MulOp::name, Carry::Overflow},
      {arith::ShLIOp::name, LLVM::ShlOp::name, Carry::Overflow},
      {arith::DivSIOp::name, LLVM::SDivOp::name, Carry::Exact},
      {arith::DivUIOp::name, LLVM::UDivOp::name, Carry::Exact},
      {arith::ShRSIOp::name, LLVM::AShrOp::name, Carry::Exact},
      {arith::ShRUIOp::name, LLVM::LShrOp::name, Carry::Exact},
      {arith::RemSIOp::name, LLVM::SRemOp::name, Carry::Nothing},
      {arith::RemUIOp::name, LLVM::URemOp::name, Carry::Nothing},
      {arith::AndIOp::name, LLVM::AndOp::name, Carry::Nothing},
      {arith::OrIOp::name, LLVM::OrOp::name, Carry::Nothing},
      {arith::XOrIOp::name, LLVM::XOrOp::name, Carry::Nothing},
      {arith::MaxSIOp::name, LLVM::SMaxOp::name, Carry::Nothing},
      {arith::MinSIOp::name, LLVM::SMinOp::name, Carry::Nothing},
      {arith::MaxUIOp::name, LLVM::UMaxOp::name, Carry::Nothing},
      {arith::MinUIOp::name, LLVM::UMinOp::name, Carry::Nothing},
      {arith::AddFOp::name, LLVM::FAddOp::name, Carry::Fastmath},
      {arith::SubFOp::name, LLVM::FSubOp::name, Carry::Fastmath},
      {arith::MulFOp::name, LLVM::FMulOp::name, Carry::Fastmath},
      {arith::DivFOp::name, LLVM::FDivOp::name, Carry::Fastmath},
      {arith::RemFOp::name, LLVM::FRemOp::name, Carry::Fastmath},
      {arith::NegFOp::name, LLVM::FNegOp::name, Carry::Fastmath},
      {arith::MaximumFOp::name, LLVM::MaximumOp::name, Carry::Fastmath},
      {arith::MinimumFOp::name, LLVM::MinimumOp::name, Carry::Fastmath},
      {arith::MaxNumFOp::name, LLVM::MaxNumOp::name, Carry::Fastmath},
      {arith::MinNumFOp::name, LLVM::MinNumOp::name, Carry::Fastmath},
      {arith::CmpIOp::name, LLVM::ICmpOp::name, Carry::Predicate},
      {arith::CmpFOp::name, LLVM::FCmpOp::name, Carry::Predicate},
      {arith::SelectOp::name, LLVM::SelectOp::name, Carry::Nothing},
      {arith::ExtSIOp::name, LLVM::SExtOp::name, Carry::Nothing},
      {arith::ExtUIOp::name, LLVM::ZExtOp::name, Carry::NonNeg},
      {arith::TruncIOp::name, LLVM::TruncOp::name, Carry::Overflow},
      {arith::SIToFPOp::name, LLVM::SIToFPOp::name, Carry::Nothing},
      {arith::UIToFPOp::name, LLVM::UIToFPOp::name, Carry::NonNeg},
      {arith::FPToSIOp::name, LLVM::FPToSIOp::name, Carry::Nothing},
      {arith::FPToUIOp::name, LLVM::FPToUIOp::name, Carry::Nothing},
      {arith::ExtFOp::name, LLVM::FPExtOp::name, Carry::Nothing},
      {arith::TruncFOp::name, LLVM::FPTruncOp::name, Carry::NoRoundingMode},
      {arith::BitcastOp::name, LLVM::BitcastOp::name, Carry::Nothing},
  };
  for (const Row &row : kRows)
    patterns.add(std::make_unique<OneToOneLowering>(row.from, row.to, row.carry,
                                                    converter));
  patterns.add(std::make_unique<ConstantLowering>(converter));
  patterns.add<arith::CeilDivSIOp>("CeilDivSIOpConverter", expandCeilDivSI);
  patterns.add<arith::FloorDivSIOp>("FloorDivSIOpConverter", expandFloorDivSI);
  patterns.add<arith::CeilDivUIOp>("CeilDivUIOpConverter", expandCeilDivUI);
  patterns.add<arith::AddUIExtendedOp>("AddUIExtendedOpLowering",
                                       lowerAddUIExtended);
  patterns.add<arith::MulSIExtendedOp>("MulSIExtendedOpLowering",
                                       lowerMulExtended<true>);
  patterns.add<arith::MulUIExtendedOp>("MulUIExtendedOpLowering",
                                       lowerMulExtended<false>);
  patterns.add(std::make_unique<IndexCastLowering>(arith::IndexCastOp::name,
                                                   false, converter));
  patterns.add(std::make_unique<IndexCastLowering>(arith::IndexCastUIOp::name,
                                                   true, converter));
}

std::unique_ptr<Pass> terrace::createArithToLLVMPass() {
  return std::make_unique<ArithToLLVMPass>();
}
