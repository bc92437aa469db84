//===- StandardOps.h - Building arith, math and complex ops on parts ------===//
//
// What the complex lowering to arith and math builds, one call per op,
// with fast-math flags as MLIR's FastMathFlags bits (nnan = 2, ninf = 4).
//
//===----------------------------------------------------------------------===//
#pragma once

#include "conversions/ComplexCommon/ComplexDivision.h"
#include "ir/Location.h"

#include "llvm/ADT/APFloat.h"

namespace terrace {
class OpBuilder;

namespace complex_lowering {

enum : int64_t { kNoFlags = 0, kNNaN = 2, kNInf = 4 };
/// arith.cmpf's predicates.
enum : int64_t {
  OEQ = 1,
  OGT = 2,
  OGE = 3,
  OLT = 4,
  OLE = 5,
  ONE = 6,
  UNE = 13,
  UNO = 14
};

class StandardOps {
public:
  StandardOps(OpBuilder &b, Location loc) : b(b), loc(loc) {}

  // arith
  Value constant(Type type, double value);
  Value constant(Type type, const llvm::APFloat &value);
  Value boolConstant(bool value);
  Value addf(Value x, Value y, int64_t fmf);
  Value subf(Value x, Value y, int64_t fmf);
  Value mulf(Value x, Value y, int64_t fmf);
  Value divf(Value x, Value y, int64_t fmf);
  Value maximumf(Value x, Value y, int64_t fmf);
  Value minimumf(Value x, Value y, int64_t fmf);
  Value negf(Value x, int64_t fmf);
  Value cmpf(int64_t predicate, Value x, Value y, int64_t fmf);
  Value select(Value condition, Value x, Value y);
  Value andi(Value x, Value y);
  Value ori(Value x, Value y);
  Value xori(Value x, Value y);
  Value sitofp(Value x, Type to);

  // math
  Value absf(Value x, int64_t fmf);
  Value sqrt(Value x, int64_t fmf);
  Value rsqrt(Value x, int64_t fmf);
  Value exp(Value x, int64_t fmf);
  Value expm1(Value x, int64_t fmf);
  Value log(Value x, int64_t fmf);
  Value log1p(Value x, int64_t fmf);
  Value sin(Value x, int64_t fmf);
  Value cos(Value x, int64_t fmf);
  Value powf(Value x, Value y, int64_t fmf);
  Value atan2(Value y, Value x, int64_t fmf);
  Value copysign(Value x, Value y, int64_t fmf);
  Value fma(Value a, Value x, Value c, int64_t fmf);

  // complex
  Value re(Value c);
  Value im(Value c);
  Value create(Type type, Value re, Value im);
  Value abs(Value c, int64_t fmf);
  Value logComplex(Value c, int64_t fmf);
  Value sqrtComplex(Value c, int64_t fmf);
  Value addComplex(Value x, Value y, int64_t fmf);
  Value mulComplex(Value x, Value y, int64_t fmf);
  Value divComplex(Value x, Value y, int64_t fmf);
  /// complex.pow with powi's flags attribute, which is optional: none
  /// when absent.
  Value powComplex(Value x, Value y, Attribute fmf);

private:
  /// `#arith.fastmath<...>` of the bits `fmf`.
  Attribute flags(int64_t fmf);

  OpBuilder &b;
  Location loc;
};

/// FloatOps (for the division algorithms) as arith and math ops.
class ArithFloatOps : public FloatOps {
public:
  ArithFloatOps(StandardOps &ops, int64_t fmf) : ops(ops), fmf(fmf) {}
  Value add(Value a, Value b) override { return ops.addf(a, b, fmf); }
  Value sub(Value a, Value b) override { return ops.subf(a, b, fmf); }
  Value mul(Value a, Value b) override { return ops.mulf(a, b, fmf); }
  Value div(Value a, Value b) override { return ops.divf(a, b, fmf); }
  Value abs(Value a) override { return ops.absf(a, fmf); }
  Value copySign(Value a, Value b) override {
    return ops.copysign(a, b, kNoFlags);
  }
  Value cmp(int64_t predicate, Value a, Value b) override {
    return ops.cmpf(predicate, a, b, kNoFlags);
  }
  Value select(Value condition, Value a, Value b) override {
    return ops.select(condition, a, b);
  }
  Value andI(Value a, Value b) override { return ops.andi(a, b); }
  Value orI(Value a, Value b) override { return ops.ori(a, b); }
  Value constant(Type type, double value) override {
    return ops.constant(type, value);
  }
  Value infinity(Type type) override;

private:
  StandardOps &ops;
  int64_t fmf;
};

} // namespace complex_lowering
} // namespace terrace
