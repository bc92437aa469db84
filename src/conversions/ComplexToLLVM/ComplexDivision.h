//===- ComplexDivision.h - Float ops on complex parts; division -----------===//
//
// The llvm ops the complex lowerings compute the parts with, carrying the
// complex op's fast-math flags where MLIR's do, and complex division by
// the textbook formula or by Smith's range reduction with C's Annex G
// special cases (MLIR's ComplexCommon/DivisionConverter, op for op, so the
// output matches mlir-opt's).
//
//===----------------------------------------------------------------------===//
#pragma once

#include "conversions/LLVMCommon/LLVMBuilder.h"

namespace terrace {

/// The two parts of a complex number, as llvm floats.
struct ComplexParts {
  Value re, im;
};

/// llvm float ops in one place; arithmetic and fabs take the flags of the
/// complex op `op`, compares, selects, copysign and sqrt none.
class FloatOps {
public:
  FloatOps(LLVMBuilder &b, Operation *op);

  Value add(Value a, Value b);
  Value sub(Value a, Value b);
  Value mul(Value a, Value b);
  Value div(Value a, Value b);
  Value abs(Value a);
  Value sqrt(Value a);
  Value copySign(Value a, Value b);
  /// `predicate` as llvm.fcmp numbers it (oeq = 1, ...).
  Value cmp(int64_t predicate, Value a, Value b);
  Value select(Value condition, Value a, Value b);
  Value andI(Value a, Value b);
  Value orI(Value a, Value b);
  /// A constant of the float type `type`.
  Value constant(Type type, double value);
  Value infinity(Type type);

private:
  LLVMBuilder &b;
  Attribute flags;
};

/// lhs / rhs = ((a·c + b·d) + (b·c - a·d)i) / (c² + d²).
void divideAlgebraically(FloatOps &f, const ComplexParts &lhs,
                         const ComplexParts &rhs, Value &re, Value &im);
/// Smith's algorithm, the larger part of rhs divided by the other, and the
/// results C's Annex G gives for zero and infinite operands.
void divideByRangeReduction(FloatOps &f, const ComplexParts &lhs,
                            const ComplexParts &rhs, Value &re, Value &im);

} // namespace terrace
