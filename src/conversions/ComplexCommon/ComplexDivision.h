//===- ComplexDivision.h - Complex division over any float ops ------------===//
//
// Complex division by the textbook formula or by Smith's range reduction
// with C's Annex G special cases (MLIR's ComplexCommon/DivisionConverter,
// op for op, so the output matches mlir-opt's), written once over
// FloatOps: convert-complex-to-llvm builds llvm ops with it,
// convert-complex-to-standard arith and math ops.
//
//===----------------------------------------------------------------------===//
#pragma once

#include "ir/Value.h"

#include "llvm/ADT/StringRef.h"

#include <cstdint>

namespace terrace {
class Type;

/// How complex.div computes (the lowerings' complex-range option): the
/// textbook formula (basic and none), or Smith's algorithm with the
/// special cases of C's Annex G (improved).
enum class ComplexRange { Improved, Basic, None };
/// The complex-range option's value (`improved`, `basic` or `none`; the
/// option accepts no other).
ComplexRange parseComplexRange(llvm::StringRef value);

/// The two parts of a complex number.
struct ComplexParts {
  Value re, im;
};

/// The float ops the algorithms build. Arithmetic and abs carry the
/// complex op's fast-math flags; compares, selects, copysign and sqrt
/// none, as MLIR's do.
class FloatOps {
public:
  virtual ~FloatOps() = default;
  virtual Value add(Value a, Value b) = 0;
  virtual Value sub(Value a, Value b) = 0;
  virtual Value mul(Value a, Value b) = 0;
  virtual Value div(Value a, Value b) = 0;
  virtual Value abs(Value a) = 0;
  virtual Value copySign(Value a, Value b) = 0;
  /// `predicate` as llvm.fcmp and arith.cmpf number it (oeq = 1, ...).
  virtual Value cmp(int64_t predicate, Value a, Value b) = 0;
  virtual Value select(Value condition, Value a, Value b) = 0;
  virtual Value andI(Value a, Value b) = 0;
  virtual Value orI(Value a, Value b) = 0;
  /// A constant of the float type `type`.
  virtual Value constant(Type type, double value) = 0;
  virtual Value infinity(Type type) = 0;
};

/// lhs / rhs = ((a·c + b·d) + (b·c - a·d)i) / (c² + d²).
void divideAlgebraically(FloatOps &f, const ComplexParts &lhs,
                         const ComplexParts &rhs, Value &re, Value &im);
/// Smith's algorithm, the larger part of rhs divided by the other, and the
/// results C's Annex G gives for zero and infinite operands.
void divideByRangeReduction(FloatOps &f, const ComplexParts &lhs,
                            const ComplexParts &rhs, Value &re, Value &im);

} // namespace terrace
