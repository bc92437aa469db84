//===- AffineToStandard.cpp - affine ops as arith ops ---------------------===//
//
// lower-affine, as MLIR 22's, for affine.apply: each result of the map is
// written out with arith ops in the order MLIR's expression visitor makes
// them (left operand, right operand, then the operation); products carry
// `nsw`, and mod, floordiv and ceildiv take the sign corrections that make
// them round toward negative infinity.
//
//===----------------------------------------------------------------------===//
#include "conversions/AffineToStandard/AffineToStandard.h"
#include "conversions/Passes.h"
#include "dialects/affine/AffineOps.h"
#include "dialects/arith/ArithOps.h"
#include "ir/AffineExpr.h"
#include "ir/Attributes.h"
#include "ir/Context.h"
#include "ir/Diagnostics.h"
#include "ir/Operation.h"
#include "ir/Types.h"
#include "pass/Pass.h"
#include "rewrite/DialectConversion.h"

using namespace terrace;
using llvm::failure;
using llvm::LogicalResult;
using llvm::success;

namespace {

/// Writes one affine expression out as arith ops.
class AffineExpander {
public:
  AffineExpander(OpBuilder &builder, Location loc, ValueRange dims,
                 ValueRange symbols)
      : builder(builder), loc(loc), dims(dims), symbols(symbols) {}

  Value expand(AffineExpr expr) {
    switch (expr.getKind()) {
    case AffineExprKind::Constant:
      return constant(expr.getValue());
    case AffineExprKind::DimId:
      return dims[size_t(expr.getValue())];
    case AffineExprKind::SymbolId:
      return symbols[size_t(expr.getValue())];
    case AffineExprKind::Add: {
      Value lhs = expand(expr.getLHS()), rhs = expand(expr.getRHS());
      return lhs && rhs ? binary<arith::AddIOp>(lhs, rhs) : Value();
    }
    case AffineExprKind::Mul: {
      Value lhs = expand(expr.getLHS()), rhs = expand(expr.getRHS());
      if (!lhs || !rhs)
        return Value();
      Context &ctx = builder.getContext();
      return create<arith::MulIOp>(builder, loc, with<"lhs">(lhs),
                                   with<"rhs">(rhs),
                                   with<"overflowFlags">(EnumAttr::get(
                                       ctx, arith::kOverflowFlags, 1 /*nsw*/)))
          ->getResult(0);
    }
    case AffineExprKind::Mod:
      return mod(expr);
    case AffineExprKind::FloorDiv:
      return floorDiv(expr);
    case AffineExprKind::CeilDiv:
      return ceilDiv(expr);
    }
    return Value();
  }

private:
  Value constant(int64_t value) {
    Type index = IndexType::get(builder.getContext());
    return create<arith::ConstantOp>(
               builder, loc, with<"value">(IntegerAttr::get(index, value)),
               with<"result">(index))
        ->getResult(0);
  }
  template <typename OpT> Value binary(Value lhs, Value rhs) {
    return create<OpT>(builder, loc, with<"lhs">(lhs), with<"rhs">(rhs))
        ->getResult(0);
  }
  Value cmp(int64_t predicate, Value lhs, Value rhs) {
    Context &ctx = builder.getContext();
    return create<arith::CmpIOp>(builder, loc, with<"lhs">(lhs),
                                 with<"rhs">(rhs),
                                 with<"predicate">(IntegerAttr::get(
                                     IntegerType::get(ctx, 64), predicate)))
        ->getResult(0);
  }
  Value select(Value condition, Value a, Value b) {
    return create<arith::SelectOp>(builder, loc, with<"condition">(condition),
                                   with<"true_value">(a),
                                   with<"false_value">(b),
                                   with<"result">(a.getType()))
        ->getResult(0);
  }
  /// The operands of a division or remainder, refusing a divisor that is
  /// a non-positive constant.
  bool operands(AffineExpr expr, Value &lhs, Value &rhs) {
    AffineExpr divisor = expr.getRHS();
    if (divisor.isConstant() && divisor.getValue() <= 0)
      return false;
    lhs = expand(expr.getLHS());
    rhs = expand(divisor);
    return lhs && rhs;
  }
  static constexpr int64_t kSlt = 2, kSle = 3;

  /// a mod b = a rem b, plus b when that is negative.
  Value mod(AffineExpr expr) {
    Value lhs, rhs;
    if (!operands(expr, lhs, rhs))
      return Value();
    Value remainder = binary<arith::RemSIOp>(lhs, rhs);
    Value zero = constant(0);
    Value negative = cmp(kSlt, remainder, zero);
    Value corrected = binary<arith::AddIOp>(remainder, rhs);
    return select(negative, corrected, remainder);
  }
  /// a floordiv b = a < 0 ? -1 - (-1 - a) / b : a / b.
  Value floorDiv(AffineExpr expr) {
    Value lhs, rhs;
    if (!operands(expr, lhs, rhs))
      return Value();
    Value zero = constant(0);
    Value minusOne = constant(-1);
    Value negative = cmp(kSlt, lhs, zero);
    Value flipped = binary<arith::SubIOp>(minusOne, lhs);
    Value dividend = select(negative, flipped, lhs);
    Value quotient = binary<arith::DivSIOp>(dividend, rhs);
    Value corrected = binary<arith::SubIOp>(minusOne, quotient);
    return select(negative, corrected, quotient);
  }
  /// a ceildiv b = a <= 0 ? -((-a) / b) : (a - 1) / b + 1.
  Value ceilDiv(AffineExpr expr) {
    Value lhs, rhs;
    if (!operands(expr, lhs, rhs))
      return Value();
    Value zero = constant(0);
    Value one = constant(1);
    Value nonPositive = cmp(kSle, lhs, zero);
    Value negated = binary<arith::SubIOp>(zero, lhs);
    Value decremented = binary<arith::SubIOp>(lhs, one);
    Value dividend = select(nonPositive, negated, decremented);
    Value quotient = binary<arith::DivSIOp>(dividend, rhs);
    Value negatedQuotient = binary<arith::SubIOp>(zero, quotient);
    Value incremented = binary<arith::AddIOp>(quotient, one);
    return select(nonPositive, negatedQuotient, incremented);
  }

  OpBuilder &builder;
  Location loc;
  ValueRange dims, symbols;
};

class ApplyLowering : public ConversionPattern {
public:
  ApplyLowering()
      : ConversionPattern(affine::ApplyOp::name, 1, "AffineApplyLowering") {}
  LogicalResult
  matchAndRewrite(Operation *op, ValueRange operands,
                  ConversionPatternRewriter &rewriter) const override {
    auto map = llvm::cast<AffineMapAttr>(op->getInherentAttr("map"));
    llvm::SmallVector<Value, 1> results;
    if (failed(expandAffineMap(rewriter, op->getLoc(), map, operands, results)))
      return rewriter.notifyMatchFailure(op, "a division by a non-positive "
                                             "constant");
    rewriter.replaceOp(op, results);
    return success();
  }
};

class LowerAffinePass : public PassBase<LowerAffinePass> {
public:
  LowerAffinePass() : PassBase("lower-affine", "LowerAffinePass") {}

  void runOnOperation() override {
    Context &ctx = getOperation()->getContext();
    RewritePatternSet set(ctx);
    populateAffineToStdConversionPatterns(set);
    FrozenPatternSet patterns(std::move(set));
    ConversionTarget target(ctx);
    for (llvm::StringRef dialect : {"arith", "memref", "scf", "vector"})
      target.addLegalDialect(dialect);
    if (failed(applyPartialConversion(getOperation(), target, patterns)))
      signalPassFailure();
  }
};
} // namespace

LogicalResult terrace::expandAffineMap(OpBuilder &builder, Location loc,
                                       AffineMapAttr map, ValueRange operands,
                                       llvm::SmallVectorImpl<Value> &results) {
  AffineExpander expander(builder, loc, operands.take_front(map.getNumDims()),
                          operands.drop_front(map.getNumDims()));
  for (unsigned i = 0; i < map.getNumResults(); ++i) {
    Value value = expander.expand(map.getResult(i));
    if (!value)
      return failure();
    results.push_back(value);
  }
  return success();
}

void terrace::populateAffineToStdConversionPatterns(
    RewritePatternSet &patterns) {
  patterns.add(std::make_unique<ApplyLowering>());
}

std::unique_ptr<Pass> terrace::createLowerAffinePass() {
  return std::make_unique<LowerAffinePass>();
}
