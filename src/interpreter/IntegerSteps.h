//===- IntegerSteps.h - Integer arithmetic as scalar steps ---------------===//
//
// The integer ops of arith and index compute alike: exact, wrapped to
// their width, with what MLIR leaves undefined and the interpreter can see
// (division by zero, the signed minimum divided by -1, a shift by the
// width or more) an error at the op. Both dialects build their steps from
// these.
//
//===----------------------------------------------------------------------===//
#pragma once

#include "interpreter/ScalarSupport.h"
#include "ir/Operation.h"

namespace terrace::interp {

using IntFn = const char *(*)(uint64_t a, uint64_t b, unsigned width,
                              uint64_t &out);

/// A binary integer op over `width`-bit values, wrapped to the width.
template <IntFn Fn> const char *intBinary(const ScalarStep &s, Slot *r) {
  uint64_t out = 0;
  if (const char *ub = Fn(r[s.in[0]], r[s.in[1]], s.inWidth, out))
    return ub;
  r[s.out[0]] = out & lowBits(s.inWidth);
  return nullptr;
}

inline int64_t sx(uint64_t v, unsigned w) { return signExtend(v, w); }
inline uint64_t minSigned(unsigned w) { return uint64_t(1) << (w - 1); }

inline const char *addI(uint64_t a, uint64_t b, unsigned, uint64_t &o) {
  o = a + b;
  return nullptr;
}
inline const char *subI(uint64_t a, uint64_t b, unsigned, uint64_t &o) {
  o = a - b;
  return nullptr;
}
inline const char *mulI(uint64_t a, uint64_t b, unsigned, uint64_t &o) {
  o = a * b;
  return nullptr;
}
inline const char *checkSignedDivision(uint64_t a, uint64_t b, unsigned w) {
  if (b == 0)
    return "divides by zero";
  if (a == minSigned(w) && b == lowBits(w))
    return "overflows: the signed minimum divided by -1";
  return nullptr;
}
inline const char *divUI(uint64_t a, uint64_t b, unsigned, uint64_t &o) {
  if (b == 0)
    return "divides by zero";
  o = a / b;
  return nullptr;
}
inline const char *divSI(uint64_t a, uint64_t b, unsigned w, uint64_t &o) {
  if (const char *ub = checkSignedDivision(a, b, w))
    return ub;
  // The 64-bit case of min / -1 is excluded above.
  o = uint64_t(sx(a, w) / sx(b, w));
  return nullptr;
}
inline const char *ceilDivUI(uint64_t a, uint64_t b, unsigned, uint64_t &o) {
  if (b == 0)
    return "divides by zero";
  o = a / b + (a % b != 0);
  return nullptr;
}
inline const char *ceilDivSI(uint64_t a, uint64_t b, unsigned w, uint64_t &o) {
  if (const char *ub = checkSignedDivision(a, b, w))
    return ub;
  int64_t x = sx(a, w), y = sx(b, w);
  int64_t q = x / y;
  if (x % y != 0 && ((x < 0) == (y < 0)))
    ++q;
  o = uint64_t(q);
  return nullptr;
}
inline const char *floorDivSI(uint64_t a, uint64_t b, unsigned w, uint64_t &o) {
  if (const char *ub = checkSignedDivision(a, b, w))
    return ub;
  int64_t x = sx(a, w), y = sx(b, w);
  int64_t q = x / y;
  if (x % y != 0 && ((x < 0) != (y < 0)))
    --q;
  o = uint64_t(q);
  return nullptr;
}
inline const char *remUI(uint64_t a, uint64_t b, unsigned, uint64_t &o) {
  if (b == 0)
    return "divides by zero";
  o = a % b;
  return nullptr;
}
inline const char *remSI(uint64_t a, uint64_t b, unsigned w, uint64_t &o) {
  if (const char *ub = checkSignedDivision(a, b, w))
    return ub;
  o = uint64_t(sx(a, w) % sx(b, w));
  return nullptr;
}
inline const char *andI(uint64_t a, uint64_t b, unsigned, uint64_t &o) {
  o = a & b;
  return nullptr;
}
inline const char *orI(uint64_t a, uint64_t b, unsigned, uint64_t &o) {
  o = a | b;
  return nullptr;
}
inline const char *xorI(uint64_t a, uint64_t b, unsigned, uint64_t &o) {
  o = a ^ b;
  return nullptr;
}
inline constexpr const char *shiftTooFar = "shifts by the bit width or more";
inline const char *shlI(uint64_t a, uint64_t b, unsigned w, uint64_t &o) {
  if (b >= w)
    return shiftTooFar;
  o = a << b;
  return nullptr;
}
inline const char *shrUI(uint64_t a, uint64_t b, unsigned w, uint64_t &o) {
  if (b >= w)
    return shiftTooFar;
  o = a >> b;
  return nullptr;
}
inline const char *shrSI(uint64_t a, uint64_t b, unsigned w, uint64_t &o) {
  if (b >= w)
    return shiftTooFar;
  o = uint64_t(sx(a, w) >> b);
  return nullptr;
}
inline const char *maxSI(uint64_t a, uint64_t b, unsigned w, uint64_t &o) {
  o = sx(a, w) >= sx(b, w) ? a : b;
  return nullptr;
}
inline const char *minSI(uint64_t a, uint64_t b, unsigned w, uint64_t &o) {
  o = sx(a, w) <= sx(b, w) ? a : b;
  return nullptr;
}
inline const char *maxUI(uint64_t a, uint64_t b, unsigned, uint64_t &o) {
  o = a >= b ? a : b;
  return nullptr;
}
inline const char *minUI(uint64_t a, uint64_t b, unsigned, uint64_t &o) {
  o = a <= b ? a : b;
  return nullptr;
}

/// The predicates of arith.cmpi and index.cmp, numbered alike (LLVM's
/// icmp order); each user checks its enum against this one.
enum class IntPredicate { eq, ne, slt, sle, sgt, sge, ult, ule, ugt, uge };

inline bool compareIntegers(uint64_t a, uint64_t b, unsigned width,
                            IntPredicate predicate) {
  int64_t x = sx(a, width), y = sx(b, width);
  switch (predicate) {
  case IntPredicate::eq:
    return a == b;
  case IntPredicate::ne:
    return a != b;
  case IntPredicate::slt:
    return x < y;
  case IntPredicate::sle:
    return x <= y;
  case IntPredicate::sgt:
    return x > y;
  case IntPredicate::sge:
    return x >= y;
  case IntPredicate::ult:
    return a < b;
  case IntPredicate::ule:
    return a <= b;
  case IntPredicate::ugt:
    return a > b;
  case IntPredicate::uge:
    return a >= b;
  }
  return false;
}

/// A compare of two integers of `inWidth`; `imm` holds the predicate.
inline const char *compareStep(const ScalarStep &s, Slot *r) {
  r[s.out[0]] =
      compareIntegers(r[s.in[0]], r[s.in[1]], s.inWidth, IntPredicate(s.imm));
  return nullptr;
}

/// extui, extsi, trunci, index_cast, index_castui: from inWidth to
/// outWidth, extending by sign when `imm` is set.
inline const char *castInt(const ScalarStep &s, Slot *r) {
  uint64_t v = r[s.in[0]];
  if (s.imm && s.outWidth > s.inWidth)
    v = uint64_t(sx(v, s.inWidth));
  r[s.out[0]] = v & lowBits(s.outWidth);
  return nullptr;
}

/// The step of a binary integer op on the operand's width.
template <IntFn Fn>
llvm::LogicalResult decodeIntBinary(Operation *op, ScalarStep &step) {
  Type element = constraints::elementTypeOrSelf(op->getOperand(0).getType());
  if (failed(checkIntWidth(op, element)))
    return llvm::failure();
  step.fn = &intBinary<Fn>;
  step.inWidth = step.outWidth =
      uint8_t(intWidthOf(op->getOperand(0).getType()));
  return llvm::success();
}
template <IntFn Fn>
constexpr ScalarSemantics intBinarySemantics = {decodeIntBinary<Fn>};

} // namespace terrace::interp
