//===- OneToOneLowering.h - One op to one llvm op, n-D vectors unrolled ---===//
//
// Most arith and math ops become one llvm op of the same operands (addi to
// llvm.add, sqrt to llvm.intr.sqrt). OneToOneLowering is that pattern,
// table-driven: which properties the source op hands on (overflow flags,
// `exact`, fast-math flags, a predicate, `nneg`) and fixed properties the
// llvm op takes. On n-D vectors, which the llvm dialect holds as arrays of
// 1-D vectors, the op is applied to each 1-D vector in turn (MLIR's
// handleMultidimensionalVectors).
//
//===----------------------------------------------------------------------===//
#pragma once

#include "conversions/LLVMCommon/TypeConverter.h"

#include <functional>

namespace terrace {
class LLVMBuilder;

/// arith's and math's fast-math bits (reassoc = 1 ... afn = 64) as the
/// llvm dialect's (nnan = 1 ... reassoc = 64): a `#llvm.fastmath<...>`.
Attribute convertFastmathFlags(Context &ctx, Attribute arithFlags);

/// Applies `make(operands of 1-D type, 1-D result type)` to each 1-D vector
/// of n-D vector operands, which have been converted to arrays of 1-D
/// vectors, and gathers the results into an array of `resultType`.
Value unrollNDVectors(LLVMBuilder &b, Type resultType, ValueRange operands,
                      const std::function<Value(ValueRange, Type)> &make);

/// Which properties of the source op the llvm op takes, and how.
enum class Carry {
  Nothing,
  /// `overflowFlags`, as arith numbers them (nsw = 1, nuw = 2).
  Overflow,
  /// `isExact` from `isExact`.
  Exact,
  /// `fastmathFlags` from `fastmath`.
  Fastmath,
  /// `predicate`, numbered alike, and `fastmath` when there is one.
  Predicate,
  /// `nonNeg` from `nonNeg`.
  NonNeg,
  /// Nothing, and only without a rounding mode (arith.truncf: MLIR uses a
  /// constrained intrinsic otherwise).
  NoRoundingMode
};

/// The pattern's converter must be an LLVMTypeConverter.
class OneToOneLowering : public ConversionPattern {
public:
  /// `fixed`: properties the llvm op always takes (name, value).
  OneToOneLowering(llvm::StringRef from, llvm::StringRef to, Carry carry,
                   const TypeConverter &converter,
                   std::vector<NamedAttribute> fixed = {})
      : ConversionPattern(from, 1, to, &converter), to(to), carry(carry),
        fixed(std::move(fixed)) {}

  llvm::LogicalResult
  matchAndRewrite(Operation *op, ValueRange operands,
                  ConversionPatternRewriter &rewriter) const override;

private:
  llvm::StringRef to;
  Carry carry;
  std::vector<NamedAttribute> fixed;
};

} // namespace terrace
