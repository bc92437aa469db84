//===- IndexToLLVM.cpp - index ops as llvm ops ----------------------------===//
//
// convert-index-to-llvm, as MLIR 22's (option `index-bitwidth`, 0 for the
// machine word): index is an integer of that width. Arithmetic, shifts,
// min and max become one llvm op each, keeping the op's attributes; the
// rounding divisions are expanded (compares and selects around sdiv or
// udiv, in MLIR's order); index.cmp is llvm.icmp of the same predicate;
// casts truncate, extend or vanish by the widths; sizeof and constants are
// llvm.mlir.constant of the width (a constant truncated to it).
//
//===----------------------------------------------------------------------===//
#include "conversions/IndexToLLVM/IndexToLLVM.h"
#include "conversions/LLVMCommon/TypeConverter.h"
#include "conversions/Passes.h"
#include "dialects/index/IndexOps.h"
#include "dialects/llvm/LLVMOps.h"
#include "ir/Context.h"
#include "ir/Operation.h"
#include "pass/Pass.h"

using namespace terrace;
using llvm::LogicalResult;

namespace {

const LLVMTypeConverter &llvmConverter(const ConversionPattern &pattern) {
  return *static_cast<const LLVMTypeConverter *>(pattern.getTypeConverter());
}

/// Makes llvm ops at the rewriter's insertion point.
struct Maker {
  ConversionPatternRewriter &rewriter;
  Location loc;
  Value make(llvm::StringRef name, ValueRange operands, Type type,
             llvm::ArrayRef<NamedAttribute> attrs = {}) {
    OperationState state(loc, rewriter.getContext().getOperationName(name));
    state.operands.assign(operands.begin(), operands.end());
    state.types.push_back(type);
    state.attributes.assign(attrs.begin(), attrs.end());
    return rewriter.create(state)->getResult(0);
  }
  Value constant(Type type, int64_t value) {
    return make(LLVM::ConstantOp::name, {}, type,
                {{StringAttr::get(rewriter.getContext(), "value"),
                  IntegerAttr::get(type, value)}});
  }
  Value icmp(uint64_t predicate, Value a, Value b) {
    Context &ctx = rewriter.getContext();
    return make(
        LLVM::ICmpOp::name, {a, b}, IntegerType::get(ctx, 1),
        {{StringAttr::get(ctx, "predicate"),
          IntegerAttr::get(IntegerType::get(ctx, 64), int64_t(predicate))}});
  }
  Value binary(llvm::StringRef name, Value a, Value b) {
    return make(name, {a, b}, a.getType());
  }
  Value select(Value c, Value t, Value f) {
    return make(LLVM::SelectOp::name, {c, t, f}, t.getType());
  }
};

enum : uint64_t { kEq = 0, kNe = 1, kSlt = 2, kSgt = 4 };

/// One index op to one llvm op of the same operands and attributes
/// (MLIR's OneToOneConvertToLLVMPattern).
class OneToOne : public ConversionPattern {
public:
  OneToOne(llvm::StringRef from, llvm::StringRef to,
           const LLVMTypeConverter &converter)
      : ConversionPattern(from, 1, "OneToOneConvertToLLVMPattern", &converter),
        to(to) {}

  LogicalResult
  matchAndRewrite(Operation *op, ValueRange operands,
                  ConversionPatternRewriter &rewriter) const override {
    Type type = llvmConverter(*this).convertType(op->getResult(0).getType());
    if (!type)
      return llvm::failure();
    Maker m{rewriter, op->getLoc()};
    // The op's attributes, inherent (bool.constant's value) and
    // discardable alike, go over as they are.
    auto all = op->getAllAttrs();
    llvm::SmallVector<NamedAttribute, 4> attrs(all.begin(), all.end());
    rewriter.replaceOp(op, {m.make(to, operands, type, attrs)});
    return llvm::success();
  }

private:
  llvm::StringRef to;
};

/// The patterns written by hand: `lower(m, operands, resultType, op)`.
class Expansion : public ConversionPattern {
public:
  using Fn = Value (*)(Maker &m, ValueRange operands, Type type, Operation *op,
                       const LLVMTypeConverter &converter);
  Expansion(llvm::StringRef from, llvm::StringRef debugName, Fn fn,
            const LLVMTypeConverter &converter)
      : ConversionPattern(from, 1, debugName, &converter), fn(fn) {}

  LogicalResult
  matchAndRewrite(Operation *op, ValueRange operands,
                  ConversionPatternRewriter &rewriter) const override {
    const LLVMTypeConverter &converter = llvmConverter(*this);
    Type type = converter.convertType(op->getResult(0).getType());
    if (!type)
      return llvm::failure();
    Maker m{rewriter, op->getLoc()};
    rewriter.replaceOp(op, {fn(m, operands, type, op, converter)});
    return llvm::success();
  }

private:
  Fn fn;
};

/// n / m rounded up: n*m > 0 ? (n + x) / m + 1 : -(-n / m), x = m > 0 ? -1
/// : 1.
Value ceilDivS(Maker &m, ValueRange o, Type type, Operation *,
               const LLVMTypeConverter &) {
  Value n = o[0], d = o[1];
  Value zero = m.constant(type, 0), posOne = m.constant(type, 1),
        negOne = m.constant(type, -1);
  Value dPositive = m.icmp(kSgt, d, zero);
  Value x = m.select(dPositive, negOne, posOne);
  Value nPlusX = m.binary(LLVM::AddOp::name, n, x);
  Value quotient = m.binary(LLVM::SDivOp::name, nPlusX, d);
  Value positive = m.binary(LLVM::AddOp::name, quotient, posOne);
  Value negN = m.binary(LLVM::SubOp::name, zero, n);
  Value negQuotient = m.binary(LLVM::SDivOp::name, negN, d);
  Value negative = m.binary(LLVM::SubOp::name, zero, negQuotient);
  Value nPositive = m.icmp(kSgt, n, zero);
  Value sameSign = m.icmp(kEq, nPositive, dPositive);
  Value nNonZero = m.icmp(kNe, n, zero);
  Value both = m.binary(LLVM::AndOp::name, sameSign, nNonZero);
  return m.select(both, positive, negative);
}

/// n == 0 ? 0 : (n - 1) / m + 1.
Value ceilDivU(Maker &m, ValueRange o, Type type, Operation *,
               const LLVMTypeConverter &) {
  Value n = o[0], d = o[1];
  Value zero = m.constant(type, 0), one = m.constant(type, 1);
  Value less = m.binary(LLVM::SubOp::name, n, one);
  Value quotient = m.binary(LLVM::UDivOp::name, less, d);
  Value plusOne = m.binary(LLVM::AddOp::name, quotient, one);
  Value isZero = m.icmp(kEq, n, zero);
  return m.select(isZero, zero, plusOne);
}

/// n / m rounded down: n*m < 0 ? -1 - (x - n) / m : n / m, x = m < 0 ? 1 :
/// -1.
Value floorDivS(Maker &m, ValueRange o, Type type, Operation *,
                const LLVMTypeConverter &) {
  Value n = o[0], d = o[1];
  Value zero = m.constant(type, 0), posOne = m.constant(type, 1),
        negOne = m.constant(type, -1);
  Value dNegative = m.icmp(kSlt, d, zero);
  Value x = m.select(dNegative, posOne, negOne);
  Value xMinusN = m.binary(LLVM::SubOp::name, x, n);
  Value quotient = m.binary(LLVM::SDivOp::name, xMinusN, d);
  Value negative = m.binary(LLVM::SubOp::name, negOne, quotient);
  Value positive = m.binary(LLVM::SDivOp::name, n, d);
  Value nNegative = m.icmp(kSlt, n, zero);
  Value signsDiffer = m.icmp(kNe, nNegative, dNegative);
  Value nNonZero = m.icmp(kNe, n, zero);
  Value both = m.binary(LLVM::AndOp::name, signsDiffer, nNonZero);
  return m.select(both, negative, positive);
}

Value cmp(Maker &m, ValueRange o, Type, Operation *op,
          const LLVMTypeConverter &) {
  // index's predicates are numbered as llvm.icmp's.
  auto pred = llvm::cast<EnumAttr>(op->getInherentAttr("pred"));
  return m.icmp(pred.getValue(), o[0], o[1]);
}

template <bool Signed>
Value cast(Maker &m, ValueRange o, Type type, Operation *,
           const LLVMTypeConverter &) {
  Value input = o[0];
  unsigned from = input.getType().getIntOrFloatBitWidth();
  unsigned to = type.getIntOrFloatBitWidth();
  if (from == to)
    return input;
  if (from > to)
    return m.make(LLVM::TruncOp::name, {input}, type);
  return m.make(Signed ? LLVM::SExtOp::name : LLVM::ZExtOp::name, {input},
                type);
}

Value sizeOf(Maker &m, ValueRange, Type type, Operation *,
             const LLVMTypeConverter &converter) {
  return m.constant(type, int64_t(converter.getIndexTypeBitwidth()));
}

Value constant(Maker &m, ValueRange, Type type, Operation *op,
               const LLVMTypeConverter &) {
  auto value = llvm::cast<IntegerAttr>(op->getInherentAttr("value"));
  unsigned width = type.getIntOrFloatBitWidth();
  return m.constant(type, value.getValue().trunc(width).getSExtValue());
}

class IndexToLLVMPass : public PassBase<IndexToLLVMPass> {
public:
  IndexToLLVMPass()
      : PassBase("convert-index-to-llvm", "ConvertIndexToLLVMPass") {
    option("index-bitwidth",
           "Bitwidth of the index type, 0 to use size of machine word",
           indexBitwidth);
  }

  void runOnOperation() override {
    Context &ctx = getOperation()->getContext();
    LLVMTypeConverter converter(ctx, indexBitwidth);
    RewritePatternSet set(ctx);
    populateIndexToLLVMConversionPatterns(converter, set);
    FrozenPatternSet patterns(std::move(set));
    ConversionTarget target(ctx);
    target.addLegalDialect("llvm");
    target.addIllegalDialect("index");
    target.addLegalOp("builtin.unrealized_conversion_cast");
    if (failed(applyPartialConversion(getOperation(), target, patterns)))
      signalPassFailure();
  }

private:
  unsigned indexBitwidth = 0;
};
} // namespace

void terrace::populateIndexToLLVMConversionPatterns(
    const LLVMTypeConverter &converter, RewritePatternSet &patterns) {
  struct Row {
    llvm::StringRef from, to;
  };
  static const Row kRows[] = {
      {index::AddOp::name, LLVM::AddOp::name},
      {index::SubOp::name, LLVM::SubOp::name},
      {index::MulOp::name, LLVM::MulOp::name},
      {index::DivSOp::name, LLVM::SDivOp::name},
      {index::DivUOp::name, LLVM::UDivOp::name},
      {index::RemSOp::name, LLVM::SRemOp::name},
      {index::RemUOp::name, LLVM::URemOp::name},
      {index::MaxSOp::name, LLVM::SMaxOp::name},
      {index::MaxUOp::name, LLVM::UMaxOp::name},
      {index::MinSOp::name, LLVM::SMinOp::name},
      {index::MinUOp::name, LLVM::UMinOp::name},
      {index::ShlOp::name, LLVM::ShlOp::name},
      {index::ShrSOp::name, LLVM::AShrOp::name},
      {index::ShrUOp::name, LLVM::LShrOp::name},
      {index::AndOp::name, LLVM::AndOp::name},
      {index::OrOp::name, LLVM::OrOp::name},
      {index::XOrOp::name, LLVM::XOrOp::name},
      {index::BoolConstantOp::name, LLVM::ConstantOp::name},
  };
  for (const Row &row : kRows)
    patterns.add(std::make_unique<OneToOne>(row.from, row.to, converter));
  auto add = [&](llvm::StringRef from, llvm::StringRef name, Expansion::Fn fn) {
    patterns.add(std::make_unique<Expansion>(from, name, fn, converter));
  };
  add(index::CeilDivSOp::name, "ConvertIndexCeilDivS", ceilDivS);
  add(index::CeilDivUOp::name, "ConvertIndexCeilDivU", ceilDivU);
  add(index::FloorDivSOp::name, "ConvertIndexFloorDivS", floorDivS);
  add(index::CastSOp::name, "ConvertIndexCastS", cast<true>);
  add(index::CastUOp::name, "ConvertIndexCastU", cast<false>);
  add(index::CmpOp::name, "ConvertIndexCmp", cmp);
  add(index::SizeOfOp::name, "ConvertIndexSizeOf", sizeOf);
  add(index::ConstantOp::name, "ConvertIndexConstant", constant);
}

std::unique_ptr<Pass> terrace::createIndexToLLVMPass() {
  return std::make_unique<IndexToLLVMPass>();
}
