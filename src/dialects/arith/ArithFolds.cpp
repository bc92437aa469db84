//===- ArithFolds.cpp - The folders of the arith ops ----------------------===//
//
// MLIR 22's folders: identities first (`addi(x, 0) -> x`, with a scalar or
// splat constant), then constant folding when every operand is constant
// (scalars, splats, and dense tensors and vectors element by element; a fold
// that would divide by zero, overflow a signed division or shift past the
// width in any element is left alone). Integer arithmetic wraps, as MLIR's
// folders do.
//
//===----------------------------------------------------------------------===//
#include "dialects/arith/ArithInternal.h"
#include "dialects/arith/ArithOps.h"
#include "dialects/common/ConstantFolding.h"
#include "dialects/common/TypeConstraints.h"
#include "dialects/ub/UBDialect.h"
#include "rewrite/Folding.h"

#include "llvm/ADT/APSInt.h"

using namespace terrace;
using namespace terrace::arith;
using llvm::APFloat;
using llvm::APInt;

//===-- Reading and making constants --------------------------------------===//

/// The one value of a scalar or splat constant (what identities such as
/// `addi(x, 0)` look for, as MLIR's m_Zero does), or none.
static std::optional<ConstantElements> oneValued(Attribute attr) {
  std::optional<ConstantElements> e = ConstantElements::get(attr);
  if (!e || !e->isOneValued())
    return std::nullopt;
  return e;
}

/// The value of an integer constant: an IntegerAttr or an integer splat.
static std::optional<APInt> getInt(Attribute attr) {
  std::optional<ConstantElements> e = oneValued(attr);
  if (!e || e->isFloat())
    return std::nullopt;
  return e->intAt(0);
}

/// The value of a float constant: a FloatAttr or a float splat.
static std::optional<APFloat> getFloat(Attribute attr) {
  std::optional<ConstantElements> e = oneValued(attr);
  if (!e || !e->isFloat())
    return std::nullopt;
  return e->floatAt(0);
}

static Attribute boolConstant(Type type, bool value) {
  return makeIntConstant(type, APInt(1, value));
}

static Type resultType(Operation *op, unsigned i = 0) {
  return op->getResult(i).getType();
}
static unsigned elementWidth(Type type) {
  return storageWidth(constraints::elementTypeOrSelf(type));
}

/// `value` of `op` (defined by an op of `name`), or null.
/// The op of one of the types `OpTs` that defines `value`, or null.
template <typename... OpTs> static Operation *definedBy(Value value) {
  Operation *def = value.getDefiningOp();
  return def && llvm::isa<OpTs...>(def) ? def : nullptr;
}

static bool isZero(Attribute a) {
  auto v = getInt(a);
  return v && v->isZero();
}
static bool isOne(Attribute a) {
  auto v = getInt(a);
  return v && v->isOne();
}
static bool isAllOnes(Attribute a) {
  auto v = getInt(a);
  return v && v->isAllOnes();
}

static uint64_t overflowFlags(Operation *op) {
  auto e =
      llvm::dyn_cast_if_present<EnumAttr>(op->getInherentAttr("overflowFlags"));
  return e ? e.getValue() : 0;
}
static uint64_t fastMathFlags(Operation *op) {
  auto e = llvm::dyn_cast_if_present<EnumAttr>(op->getInherentAttr("fastmath"));
  return e ? e.getValue() : 0;
}

using Results = llvm::SmallVectorImpl<OpFoldResult>;

static LogicalResult yieldValue(Results &results, Value v) {
  results.push_back(v);
  return success();
}
static LogicalResult yieldAttr(Results &results, Attribute a) {
  if (!a)
    return failure();
  results.push_back(a);
  return success();
}

/// A poison operand makes the result poison (MLIR's common folders),
/// whatever the other operands are.
static bool yieldPoisonIfAny(llvm::ArrayRef<Attribute> c, Results &results,
                             unsigned numResults = 1) {
  for (Attribute a : c)
    if (ub::isPoison(a)) {
      for (unsigned i = 0; i < numResults; ++i)
        results.push_back(a);
      return true;
    }
  return false;
}

/// Folds a binary integer op whose operands are both constant (element by
/// element); `calc` returns none where the op must not fold.
template <typename Calc>
static LogicalResult constFoldInt(Operation *op, llvm::ArrayRef<Attribute> c,
                                  Results &results, Calc calc) {
  if (yieldPoisonIfAny(c, results))
    return success();
  return yieldAttr(results,
                   foldElementwise<APInt, APInt>(c, resultType(op), calc));
}

template <typename Calc>
static LogicalResult constFoldFloat(Operation *op, llvm::ArrayRef<Attribute> c,
                                    Results &results, Calc calc) {
  if (yieldPoisonIfAny(c, results))
    return success();
  return yieldAttr(results,
                   foldElementwise<APFloat, APFloat>(c, resultType(op), calc));
}

//===-- arith.constant ----------------------------------------------------===//

LogicalResult arith::foldConstant(Operation *op, llvm::ArrayRef<Attribute>,
                                  Results &results) {
  return yieldAttr(results, op->getInherentAttr("value"));
}

//===-- Integer arithmetic ------------------------------------------------===//

LogicalResult arith::foldAddI(Operation *op, llvm::ArrayRef<Attribute> c,
                              Results &results) {
  Value lhs = op->getOperand(0), rhs = op->getOperand(1);
  // addi(x, 0) -> x
  if (isZero(c[1]))
    return yieldValue(results, lhs);
  // addi(subi(a, b), b) -> a
  if (Operation *sub = definedBy<SubIOp>(lhs))
    if (sub->getOperand(1) == rhs)
      return yieldValue(results, sub->getOperand(0));
  // addi(b, subi(a, b)) -> a
  if (Operation *sub = definedBy<SubIOp>(rhs))
    if (sub->getOperand(1) == lhs)
      return yieldValue(results, sub->getOperand(0));
  return constFoldInt(op, c, results, [](const APInt &a, const APInt &b) {
    return std::optional<APInt>(a + b);
  });
}

LogicalResult arith::foldSubI(Operation *op, llvm::ArrayRef<Attribute> c,
                              Results &results) {
  Value lhs = op->getOperand(0), rhs = op->getOperand(1);
  // subi(x, x) -> 0 (not for dynamic shapes: no constant has them)
  if (lhs == rhs)
    if (Attribute zero = makeIntConstant(
            resultType(op), APInt(elementWidth(resultType(op)), 0)))
      return yieldAttr(results, zero);
  // subi(x, 0) -> x
  if (isZero(c[1]))
    return yieldValue(results, lhs);
  if (Operation *add = definedBy<AddIOp>(lhs)) {
    // subi(addi(a, b), b) -> a
    if (add->getOperand(1) == rhs)
      return yieldValue(results, add->getOperand(0));
    // subi(addi(a, b), a) -> b
    if (add->getOperand(0) == rhs)
      return yieldValue(results, add->getOperand(1));
  }
  return constFoldInt(op, c, results, [](const APInt &a, const APInt &b) {
    return std::optional<APInt>(a - b);
  });
}

LogicalResult arith::foldMulI(Operation *op, llvm::ArrayRef<Attribute> c,
                              Results &results) {
  // muli(x, 0) -> 0
  if (isZero(c[1]))
    return yieldValue(results, op->getOperand(1));
  // muli(x, 1) -> x
  if (isOne(c[1]))
    return yieldValue(results, op->getOperand(0));
  return constFoldInt(op, c, results, [](const APInt &a, const APInt &b) {
    return std::optional<APInt>(a * b);
  });
}

/// (a * b) / b -> a when the muli carries `flag` (nuw for unsigned, nsw for
/// signed division).
static Value foldDivOfMul(Operation *op, uint64_t flag) {
  Operation *mul = definedBy<MulIOp>(op->getOperand(0));
  if (!mul || !(overflowFlags(mul) & flag))
    return {};
  Value divisor = op->getOperand(1);
  if (mul->getOperand(1) == divisor)
    return mul->getOperand(0);
  if (mul->getOperand(0) == divisor)
    return mul->getOperand(1);
  return {};
}

LogicalResult arith::foldDivUI(Operation *op, llvm::ArrayRef<Attribute> c,
                               Results &results) {
  if (isOne(c[1]))
    return yieldValue(results, op->getOperand(0));
  if (Value v = foldDivOfMul(op, NUW))
    return yieldValue(results, v);
  return constFoldInt(
      op, c, results,
      [](const APInt &a, const APInt &b) -> std::optional<APInt> {
        if (b.isZero())
          return std::nullopt;
        return a.udiv(b);
      });
}

LogicalResult arith::foldDivSI(Operation *op, llvm::ArrayRef<Attribute> c,
                               Results &results) {
  if (isOne(c[1]))
    return yieldValue(results, op->getOperand(0));
  if (Value v = foldDivOfMul(op, NSW))
    return yieldValue(results, v);
  return constFoldInt(
      op, c, results,
      [](const APInt &a, const APInt &b) -> std::optional<APInt> {
        bool overflow = false;
        if (b.isZero())
          return std::nullopt;
        APInt q = a.sdiv_ov(b, overflow);
        if (overflow)
          return std::nullopt;
        return q;
      });
}

LogicalResult arith::foldCeilDivUI(Operation *op, llvm::ArrayRef<Attribute> c,
                                   Results &results) {
  if (isOne(c[1]))
    return yieldValue(results, op->getOperand(0));
  return constFoldInt(
      op, c, results,
      [](const APInt &a, const APInt &b) -> std::optional<APInt> {
        if (b.isZero())
          return std::nullopt;
        APInt q = a.udiv(b);
        if (a.urem(b).isZero())
          return q;
        bool overflow = false;
        APInt one(a.getBitWidth(), 1);
        APInt r = q.uadd_ov(one, overflow);
        if (overflow)
          return std::nullopt;
        return r;
      });
}

/// ceil(a / b) for a, b > 0: (a - 1) / b + 1.
static APInt ceilNonNegative(const APInt &a, const APInt &b, bool &overflow) {
  APInt one(a.getBitWidth(), 1, /*isSigned=*/true);
  APInt q = a.ssub_ov(one, overflow).sdiv_ov(b, overflow);
  return q.sadd_ov(one, overflow);
}

LogicalResult arith::foldCeilDivSI(Operation *op, llvm::ArrayRef<Attribute> c,
                                   Results &results) {
  if (isOne(c[1]))
    return yieldValue(results, op->getOperand(0));
  // Signs are handled through negation; any intermediate overflow (INT_MIN)
  // leaves the op unfolded, as MLIR does.
  return constFoldInt(
      op, c, results,
      [](const APInt &a, const APInt &b) -> std::optional<APInt> {
        if (b.isZero())
          return std::nullopt;
        if (a.isZero())
          return a;
        APInt zero = APInt::getZero(a.getBitWidth());
        bool aPos = a.sgt(zero), bPos = b.sgt(zero);
        bool overflow = false;
        APInt result;
        if (aPos && bPos) {
          result = ceilNonNegative(a, b, overflow);
        } else if (!aPos && !bPos) {
          bool o1 = false, o2 = false;
          APInt posA = zero.ssub_ov(a, o1), posB = zero.ssub_ov(b, o2);
          result = ceilNonNegative(posA, posB, overflow);
          overflow |= o1 || o2;
        } else if (!aPos) {
          bool o1 = false, o2 = false;
          APInt posA = zero.ssub_ov(a, o1);
          APInt q = posA.sdiv_ov(b, overflow);
          result = zero.ssub_ov(q, o2);
          overflow |= o1 || o2;
        } else {
          bool o1 = false, o2 = false;
          APInt posB = zero.ssub_ov(b, o1);
          APInt q = a.sdiv_ov(posB, overflow);
          result = zero.ssub_ov(q, o2);
          overflow |= o1 || o2;
        }
        if (overflow)
          return std::nullopt;
        return result;
      });
}

LogicalResult arith::foldFloorDivSI(Operation *op, llvm::ArrayRef<Attribute> c,
                                    Results &results) {
  if (isOne(c[1]))
    return yieldValue(results, op->getOperand(0));
  if (yieldPoisonIfAny(c, results))
    return success();
  // As in MLIR, each element overwrites the flag: the last one decides, and
  // an earlier division by zero keeps the dividend.
  bool overflowOrDiv0 = false;
  Attribute folded = foldElementwise<APInt, APInt>(
      c, resultType(op), [&](const APInt &a, const APInt &b) {
        if (b.isZero()) {
          overflowOrDiv0 = true;
          return std::optional<APInt>(a);
        }
        return std::optional<APInt>(a.sfloordiv_ov(b, overflowOrDiv0));
      });
  if (overflowOrDiv0)
    return failure();
  return yieldAttr(results, folded);
}

LogicalResult arith::foldRemUI(Operation *op, llvm::ArrayRef<Attribute> c,
                               Results &results) {
  // remui(x, 1) -> 0
  if (isOne(c[1]))
    return yieldAttr(results,
                     makeIntConstant(resultType(op),
                                     APInt(elementWidth(resultType(op)), 0)));
  return constFoldInt(
      op, c, results,
      [](const APInt &a, const APInt &b) -> std::optional<APInt> {
        if (b.isZero())
          return std::nullopt;
        return a.urem(b);
      });
}

LogicalResult arith::foldRemSI(Operation *op, llvm::ArrayRef<Attribute> c,
                               Results &results) {
  if (isOne(c[1]))
    return yieldAttr(results,
                     makeIntConstant(resultType(op),
                                     APInt(elementWidth(resultType(op)), 0)));
  return constFoldInt(
      op, c, results,
      [](const APInt &a, const APInt &b) -> std::optional<APInt> {
        if (b.isZero())
          return std::nullopt;
        return a.srem(b);
      });
}

/// Whether `v` is xori(x, all ones) (a bitwise not of `x`).
static bool isNotOf(Value v, Value x) {
  Operation *xorOp = definedBy<XOrIOp>(v);
  return xorOp && xorOp->getOperand(0) == x &&
         isAllOnes(getConstantValue(xorOp->getOperand(1)));
}

LogicalResult arith::foldAndI(Operation *op, llvm::ArrayRef<Attribute> c,
                              Results &results) {
  Value lhs = op->getOperand(0), rhs = op->getOperand(1);
  // andi(x, 0) -> 0
  if (isZero(c[1]))
    return yieldValue(results, rhs);
  // andi(x, all ones) -> x
  if (isAllOnes(c[1]))
    return yieldValue(results, lhs);
  // andi(x, not(x)) -> 0, andi(not(x), x) -> 0
  if (isNotOf(rhs, lhs) || isNotOf(lhs, rhs))
    return yieldAttr(results,
                     makeIntConstant(resultType(op),
                                     APInt(elementWidth(resultType(op)), 0)));
  // andi(a, andi(a, b)) -> andi(a, b), in any operand order
  for (auto [self, other] : {std::pair{lhs, rhs}, std::pair{rhs, lhs}})
    if (Operation *inner = definedBy<AndIOp>(other))
      if (inner->getOperand(0) == self || inner->getOperand(1) == self)
        return yieldValue(results, other);
  return constFoldInt(op, c, results, [](const APInt &a, const APInt &b) {
    return std::optional<APInt>(a & b);
  });
}

LogicalResult arith::foldOrI(Operation *op, llvm::ArrayRef<Attribute> c,
                             Results &results) {
  Value lhs = op->getOperand(0), rhs = op->getOperand(1);
  // ori(x, 0) -> x
  if (isZero(c[1]))
    return yieldValue(results, lhs);
  // ori(x, all ones) -> all ones (a new constant, as MLIR returns the
  // attribute)
  if (isAllOnes(c[1]))
    return yieldAttr(results, c[1]);
  // ori(x, not(x)) -> all ones (the xori's constant)
  if (isNotOf(rhs, lhs))
    return yieldValue(results, rhs.getDefiningOp()->getOperand(1));
  if (isNotOf(lhs, rhs))
    return yieldValue(results, lhs.getDefiningOp()->getOperand(1));
  return constFoldInt(op, c, results, [](const APInt &a, const APInt &b) {
    return std::optional<APInt>(a | b);
  });
}

LogicalResult arith::foldXOrI(Operation *op, llvm::ArrayRef<Attribute> c,
                              Results &results) {
  Value lhs = op->getOperand(0), rhs = op->getOperand(1);
  // xori(x, 0) -> x
  if (isZero(c[1]))
    return yieldValue(results, lhs);
  // xori(x, x) -> 0
  if (lhs == rhs)
    if (Attribute zero = makeIntConstant(
            resultType(op), APInt(elementWidth(resultType(op)), 0)))
      return yieldAttr(results, zero);
  // xori(xori(x, a), a) -> x, xori(xori(a, x), a) -> x
  if (Operation *inner = definedBy<XOrIOp>(lhs)) {
    if (inner->getOperand(1) == rhs)
      return yieldValue(results, inner->getOperand(0));
    if (inner->getOperand(0) == rhs)
      return yieldValue(results, inner->getOperand(1));
  }
  // xori(a, xori(x, a)) -> x, xori(a, xori(a, x)) -> x
  if (Operation *inner = definedBy<XOrIOp>(rhs)) {
    if (inner->getOperand(1) == lhs)
      return yieldValue(results, inner->getOperand(0));
    if (inner->getOperand(0) == lhs)
      return yieldValue(results, inner->getOperand(1));
  }
  return constFoldInt(op, c, results, [](const APInt &a, const APInt &b) {
    return std::optional<APInt>(a ^ b);
  });
}

/// A shift by at least the bit width is left unfolded (poison in MLIR); so
/// are shifts of poison (MLIR's shift folders see no amount to check). As in
/// MLIR, only the last element's amount is checked: earlier elements shifted
/// too far get APInt's result (0, or the sign for shrsi).
template <typename Shift>
static LogicalResult foldShift(Operation *op, llvm::ArrayRef<Attribute> c,
                               Results &results, Shift shift) {
  if (isZero(c[1]))
    return yieldValue(results, op->getOperand(0));
  if (ub::isPoison(c[0]) || ub::isPoison(c[1]))
    return failure();
  bool bounded = false;
  Attribute folded = foldElementwise<APInt, APInt>(
      c, resultType(op), [&](const APInt &a, const APInt &b) {
        bounded = b.ult(b.getBitWidth());
        return std::optional<APInt>(shift(a, b));
      });
  if (!bounded)
    return failure();
  return yieldAttr(results, folded);
}

LogicalResult arith::foldShLI(Operation *op, llvm::ArrayRef<Attribute> c,
                              Results &results) {
  return foldShift(op, c, results,
                   [](const APInt &a, const APInt &n) { return a.shl(n); });
}
LogicalResult arith::foldShRUI(Operation *op, llvm::ArrayRef<Attribute> c,
                               Results &results) {
  return foldShift(op, c, results,
                   [](const APInt &a, const APInt &n) { return a.lshr(n); });
}
LogicalResult arith::foldShRSI(Operation *op, llvm::ArrayRef<Attribute> c,
                               Results &results) {
  return foldShift(op, c, results,
                   [](const APInt &a, const APInt &n) { return a.ashr(n); });
}

/// max/min: op(x, x) -> x; op(x, absorbing) -> absorbing; op(x, identity)
/// -> x; then constants.
template <typename Pick>
static LogicalResult foldMinMax(Operation *op, llvm::ArrayRef<Attribute> c,
                                Results &results, APInt absorbing,
                                APInt identity, Pick pick) {
  if (op->getOperand(0) == op->getOperand(1))
    return yieldValue(results, op->getOperand(0));
  if (std::optional<APInt> rhs = getInt(c[1])) {
    if (*rhs == absorbing)
      return yieldValue(results, op->getOperand(1));
    if (*rhs == identity)
      return yieldValue(results, op->getOperand(0));
  }
  return constFoldInt(op, c, results, [&](const APInt &a, const APInt &b) {
    return std::optional<APInt>(pick(a, b));
  });
}

LogicalResult arith::foldMaxSI(Operation *op, llvm::ArrayRef<Attribute> c,
                               Results &results) {
  unsigned w = elementWidth(resultType(op));
  return foldMinMax(op, c, results, APInt::getSignedMaxValue(w),
                    APInt::getSignedMinValue(w),
                    [](const APInt &a, const APInt &b) {
                      return llvm::APIntOps::smax(a, b);
                    });
}
LogicalResult arith::foldMaxUI(Operation *op, llvm::ArrayRef<Attribute> c,
                               Results &results) {
  unsigned w = elementWidth(resultType(op));
  return foldMinMax(op, c, results, APInt::getMaxValue(w), APInt::getZero(w),
                    [](const APInt &a, const APInt &b) {
                      return llvm::APIntOps::umax(a, b);
                    });
}
LogicalResult arith::foldMinSI(Operation *op, llvm::ArrayRef<Attribute> c,
                               Results &results) {
  unsigned w = elementWidth(resultType(op));
  return foldMinMax(op, c, results, APInt::getSignedMinValue(w),
                    APInt::getSignedMaxValue(w),
                    [](const APInt &a, const APInt &b) {
                      return llvm::APIntOps::smin(a, b);
                    });
}
LogicalResult arith::foldMinUI(Operation *op, llvm::ArrayRef<Attribute> c,
                               Results &results) {
  unsigned w = elementWidth(resultType(op));
  return foldMinMax(op, c, results, APInt::getZero(w), APInt::getMaxValue(w),
                    [](const APInt &a, const APInt &b) {
                      return llvm::APIntOps::umin(a, b);
                    });
}

//===-- Extended arithmetic (two results) ---------------------------------===//

LogicalResult arith::foldAddUIExtended(Operation *op,
                                       llvm::ArrayRef<Attribute> c,
                                       Results &results) {
  Type sumType = resultType(op, 0), overflowType = resultType(op, 1);
  // addui_extended(x, 0) -> [x, false]. MLIR matches a zero defined in
  // the IR here, not the operand's known value (sccp sees the difference).
  if (isZero(getConstantValue(op->getOperand(1)))) {
    Attribute noOverflow = boolConstant(overflowType, false);
    if (!noOverflow)
      return failure();
    results.push_back(op->getOperand(0));
    results.push_back(noOverflow);
    return success();
  }
  if (yieldPoisonIfAny(c, results, 2))
    return success();
  // The sum, then the carry from the sum and the first operand.
  Attribute sumAttr = foldElementwise<APInt, APInt>(
      c, sumType, [](const APInt &a, const APInt &b) {
        return std::optional<APInt>(a + b);
      });
  if (!sumAttr)
    return failure();
  Attribute overflowAttr = foldElementwise<APInt, APInt>(
      {sumAttr, c[0]}, overflowType, [](const APInt &sum, const APInt &a) {
        return std::optional<APInt>(APInt(1, sum.ult(a)));
      });
  if (!overflowAttr)
    return failure();
  results.push_back(sumAttr);
  results.push_back(overflowAttr);
  return success();
}

/// mul*_extended(x, 0) -> [0, 0]; mului_extended(x, 1) -> [x, 0]; then
/// constants: the low and high halves of the double-width product.
template <bool Signed>
static LogicalResult foldMulExtended(Operation *op, llvm::ArrayRef<Attribute> c,
                                     Results &results) {
  Type type = resultType(op);
  if (isZero(c[1])) {
    results.push_back(c[1]);
    results.push_back(c[1]);
    return success();
  }
  if (!Signed && isOne(c[1])) {
    Attribute zero = makeIntConstant(type, APInt(elementWidth(type), 0));
    if (!zero)
      return failure();
    results.push_back(op->getOperand(0));
    results.push_back(zero);
    return success();
  }
  if (yieldPoisonIfAny(c, results, 2))
    return success();
  Attribute low = foldElementwise<APInt, APInt>(
      c, type, [](const APInt &a, const APInt &b) {
        return std::optional<APInt>(a * b);
      });
  Attribute high = foldElementwise<APInt, APInt>(
      c, type, [](const APInt &a, const APInt &b) {
        return std::optional<APInt>(Signed ? llvm::APIntOps::mulhs(a, b)
                                           : llvm::APIntOps::mulhu(a, b));
      });
  if (!low || !high)
    return failure();
  results.push_back(low);
  results.push_back(high);
  return success();
}

LogicalResult arith::foldMulSIExtended(Operation *op,
                                       llvm::ArrayRef<Attribute> c,
                                       Results &results) {
  return foldMulExtended<true>(op, c, results);
}
LogicalResult arith::foldMulUIExtended(Operation *op,
                                       llvm::ArrayRef<Attribute> c,
                                       Results &results) {
  return foldMulExtended<false>(op, c, results);
}

//===-- Floating point ----------------------------------------------------===//

static const llvm::RoundingMode kNearestEven =
    llvm::RoundingMode::NearestTiesToEven;

LogicalResult arith::foldAddF(Operation *op, llvm::ArrayRef<Attribute> c,
                              Results &results) {
  // addf(x, -0.0) -> x (x + +0.0 is not x when x is -0.0)
  if (std::optional<APFloat> rhs = getFloat(c[1]))
    if (rhs->isNegZero())
      return yieldValue(results, op->getOperand(0));
  return constFoldFloat(op, c, results, [](APFloat a, const APFloat &b) {
    a.add(b, kNearestEven);
    return std::optional<APFloat>(a);
  });
}

LogicalResult arith::foldSubF(Operation *op, llvm::ArrayRef<Attribute> c,
                              Results &results) {
  // subf(x, +0.0) -> x
  if (std::optional<APFloat> rhs = getFloat(c[1]))
    if (rhs->isPosZero())
      return yieldValue(results, op->getOperand(0));
  return constFoldFloat(op, c, results, [](APFloat a, const APFloat &b) {
    a.subtract(b, kNearestEven);
    return std::optional<APFloat>(a);
  });
}

LogicalResult arith::foldMulF(Operation *op, llvm::ArrayRef<Attribute> c,
                              Results &results) {
  if (std::optional<APFloat> rhs = getFloat(c[1])) {
    // mulf(x, 1.0) -> x
    if (rhs->isExactlyValue(1.0))
      return yieldValue(results, op->getOperand(0));
    // mulf(x, 0.0) -> 0.0 when NaNs and signed zeros may be ignored
    const uint64_t nnanNsz = 2 | 8;
    if (rhs->isZero() && (fastMathFlags(op) & nnanNsz) == nnanNsz)
      return yieldValue(results, op->getOperand(1));
  }
  return constFoldFloat(op, c, results, [](APFloat a, const APFloat &b) {
    a.multiply(b, kNearestEven);
    return std::optional<APFloat>(a);
  });
}

LogicalResult arith::foldDivF(Operation *op, llvm::ArrayRef<Attribute> c,
                              Results &results) {
  // divf(x, 1.0) -> x
  if (std::optional<APFloat> rhs = getFloat(c[1]))
    if (rhs->isExactlyValue(1.0))
      return yieldValue(results, op->getOperand(0));
  return constFoldFloat(op, c, results, [](APFloat a, const APFloat &b) {
    a.divide(b, kNearestEven);
    return std::optional<APFloat>(a);
  });
}

LogicalResult arith::foldRemF(Operation *op, llvm::ArrayRef<Attribute> c,
                              Results &results) {
  return constFoldFloat(op, c, results, [](APFloat a, const APFloat &b) {
    a.mod(b);
    return std::optional<APFloat>(a);
  });
}

LogicalResult arith::foldNegF(Operation *op, llvm::ArrayRef<Attribute> c,
                              Results &results) {
  // negf(negf(x)) -> x
  if (Operation *inner = definedBy<NegFOp>(op->getOperand(0)))
    return yieldValue(results, inner->getOperand(0));
  if (yieldPoisonIfAny(c, results))
    return success();
  return yieldAttr(results, foldElementwise<APFloat>(
                                c, resultType(op), [](const APFloat &a) {
                                  return std::optional<APFloat>(llvm::neg(a));
                                }));
}

/// max/min float: op(x, x) -> x; op(x, identity) -> x; then constants.
template <typename Pick>
static LogicalResult
foldFloatMinMax(Operation *op, llvm::ArrayRef<Attribute> c, Results &results,
                bool (*isIdentity)(const APFloat &), Pick pick) {
  if (op->getOperand(0) == op->getOperand(1))
    return yieldValue(results, op->getOperand(0));
  if (std::optional<APFloat> rhs = getFloat(c[1]))
    if (isIdentity(*rhs))
      return yieldValue(results, op->getOperand(0));
  return constFoldFloat(op, c, results,
                        [&](const APFloat &a, const APFloat &b) {
                          return std::optional<APFloat>(pick(a, b));
                        });
}

LogicalResult arith::foldMaximumF(Operation *op, llvm::ArrayRef<Attribute> c,
                                  Results &results) {
  return foldFloatMinMax(
      op, c, results,
      [](const APFloat &v) { return v.isInfinity() && v.isNegative(); },
      [](const APFloat &a, const APFloat &b) { return llvm::maximum(a, b); });
}
LogicalResult arith::foldMinimumF(Operation *op, llvm::ArrayRef<Attribute> c,
                                  Results &results) {
  return foldFloatMinMax(
      op, c, results,
      [](const APFloat &v) { return v.isInfinity() && !v.isNegative(); },
      [](const APFloat &a, const APFloat &b) { return llvm::minimum(a, b); });
}
LogicalResult arith::foldMaxNumF(Operation *op, llvm::ArrayRef<Attribute> c,
                                 Results &results) {
  return foldFloatMinMax(
      op, c, results, [](const APFloat &v) { return v.isNaN(); },
      [](const APFloat &a, const APFloat &b) { return llvm::maxnum(a, b); });
}
LogicalResult arith::foldMinNumF(Operation *op, llvm::ArrayRef<Attribute> c,
                                 Results &results) {
  return foldFloatMinMax(
      op, c, results, [](const APFloat &v) { return v.isNaN(); },
      [](const APFloat &a, const APFloat &b) { return llvm::minnum(a, b); });
}

//===-- Comparisons and select --------------------------------------------===//

static bool applyCmpI(CmpIPredicate p, const APInt &a, const APInt &b) {
  switch (p) {
  case CmpIPredicate::eq:
    return a.eq(b);
  case CmpIPredicate::ne:
    return a.ne(b);
  case CmpIPredicate::slt:
    return a.slt(b);
  case CmpIPredicate::sle:
    return a.sle(b);
  case CmpIPredicate::sgt:
    return a.sgt(b);
  case CmpIPredicate::sge:
    return a.sge(b);
  case CmpIPredicate::ult:
    return a.ult(b);
  case CmpIPredicate::ule:
    return a.ule(b);
  case CmpIPredicate::ugt:
    return a.ugt(b);
  case CmpIPredicate::uge:
    return a.uge(b);
  }
  return false;
}

/// The predicate with its operands swapped: slt <-> sgt, ...
static CmpIPredicate swapped(CmpIPredicate p) {
  switch (p) {
  case CmpIPredicate::slt:
    return CmpIPredicate::sgt;
  case CmpIPredicate::sgt:
    return CmpIPredicate::slt;
  case CmpIPredicate::sle:
    return CmpIPredicate::sge;
  case CmpIPredicate::sge:
    return CmpIPredicate::sle;
  case CmpIPredicate::ult:
    return CmpIPredicate::ugt;
  case CmpIPredicate::ugt:
    return CmpIPredicate::ult;
  case CmpIPredicate::ule:
    return CmpIPredicate::uge;
  case CmpIPredicate::uge:
    return CmpIPredicate::ule;
  default:
    return p;
  }
}

static CmpIPredicate cmpIPredicate(Operation *op) {
  auto attr = llvm::cast<IntegerAttr>(op->getInherentAttr("predicate"));
  return CmpIPredicate(attr.getValue().getZExtValue());
}

LogicalResult arith::foldCmpI(Operation *op, llvm::ArrayRef<Attribute> c,
                              Results &results) {
  CmpIPredicate pred = cmpIPredicate(op);
  Value lhs = op->getOperand(0), rhs = op->getOperand(1);
  Type type = resultType(op);
  // cmpi(p, x, x): true for eq, sle, sge, ule, uge.
  if (lhs == rhs) {
    bool value = pred == CmpIPredicate::eq || pred == CmpIPredicate::sle ||
                 pred == CmpIPredicate::sge || pred == CmpIPredicate::ule ||
                 pred == CmpIPredicate::uge;
    if (Attribute a = boolConstant(type, value))
      return yieldAttr(results, a);
  }
  if (isZero(c[1]) && pred == CmpIPredicate::ne) {
    // cmpi ne, ext(x : i1), 0 -> x
    if (Operation *e = definedBy<ExtSIOp, ExtUIOp>(lhs))
      if (constraints::elementTypeOrSelf(e->getOperand(0).getType())
              .isInteger(1))
        return yieldValue(results, e->getOperand(0));
    // cmpi ne, x : i1, 0 -> x
    if (constraints::elementTypeOrSelf(lhs.getType()).isInteger(1))
      return yieldValue(results, lhs);
  }
  // cmpi eq, x : i1, 1 -> x
  if (isOne(c[1]) && pred == CmpIPredicate::eq &&
      constraints::elementTypeOrSelf(lhs.getType()).isInteger(1))
    return yieldValue(results, lhs);
  // A constant lhs moves right, mirroring the predicate (in place).
  if (c[0] && !c[1]) {
    op->setOperand(0, rhs);
    op->setOperand(1, lhs);
    op->setAttr("predicate",
                IntegerAttr::get(IntegerType::get(op->getContext(), 64),
                                 int64_t(swapped(pred))));
    return success();
  }
  return yieldAttr(results, foldElementwise<APInt, APInt>(
                                c, type, [&](const APInt &a, const APInt &b) {
                                  return std::optional<APInt>(
                                      APInt(1, applyCmpI(pred, a, b)));
                                }));
}

LogicalResult arith::foldCmpF(Operation *op, llvm::ArrayRef<Attribute> c,
                              Results &results) {
  auto lhs = llvm::dyn_cast_if_present<FloatAttr>(c[0]);
  auto rhs = llvm::dyn_cast_if_present<FloatAttr>(c[1]);
  // A NaN on one side decides the comparison whatever the other side is.
  if (lhs && lhs.getValue().isNaN())
    rhs = lhs;
  if (rhs && rhs.getValue().isNaN())
    lhs = rhs;
  if (!lhs || !rhs)
    return failure();
  APFloat a = lhs.getValue(), b = rhs.getValue();
  auto pred =
      CmpFPredicate(llvm::cast<IntegerAttr>(op->getInherentAttr("predicate"))
                        .getValue()
                        .getZExtValue());
  APFloat::cmpResult r = a.compare(b);
  bool lt = r == APFloat::cmpLessThan, gt = r == APFloat::cmpGreaterThan;
  bool eq = r == APFloat::cmpEqual, un = r == APFloat::cmpUnordered;
  bool value = false;
  switch (pred) {
  case CmpFPredicate::AlwaysFalse:
    value = false;
    break;
  case CmpFPredicate::OEQ:
    value = eq;
    break;
  case CmpFPredicate::OGT:
    value = gt;
    break;
  case CmpFPredicate::OGE:
    value = gt || eq;
    break;
  case CmpFPredicate::OLT:
    value = lt;
    break;
  case CmpFPredicate::OLE:
    value = lt || eq;
    break;
  case CmpFPredicate::ONE:
    value = lt || gt;
    break;
  case CmpFPredicate::ORD:
    value = !un;
    break;
  case CmpFPredicate::UEQ:
    value = un || eq;
    break;
  case CmpFPredicate::UGT:
    value = un || gt;
    break;
  case CmpFPredicate::UGE:
    value = un || gt || eq;
    break;
  case CmpFPredicate::ULT:
    value = un || lt;
    break;
  case CmpFPredicate::ULE:
    value = un || lt || eq;
    break;
  case CmpFPredicate::UNE:
    value = un || lt || gt;
    break;
  case CmpFPredicate::UNO:
    value = un;
    break;
  case CmpFPredicate::AlwaysTrue:
    value = true;
    break;
  }
  return yieldAttr(results, BoolAttr::get(op->getContext(), value));
}

LogicalResult arith::foldSelect(Operation *op, llvm::ArrayRef<Attribute> c,
                                Results &results) {
  Value cond = op->getOperand(0), t = op->getOperand(1), f = op->getOperand(2);
  // select(c, x, x) -> x
  if (t == f)
    return yieldValue(results, t);
  // select(true, a, b) -> a, select(false, a, b) -> b
  if (std::optional<APInt> v = getInt(c[0]))
    return yieldValue(results, v->getBoolValue() ? t : f);
  // select(c, poison, b) -> b, select(c, a, poison) -> a
  if (ub::isPoison(c[1]))
    return yieldValue(results, f);
  if (ub::isPoison(c[2]))
    return yieldValue(results, t);
  // select(c, true, false) -> c (i1 results)
  if (resultType(op).isInteger(1) && isOne(c[1]) && isZero(c[2]))
    return yieldValue(results, cond);
  // select(cmpi eq a b, a, b) -> b; select(cmpi ne a b, a, b) -> a
  if (Operation *cmp = definedBy<CmpIOp>(cond)) {
    CmpIPredicate pred = cmpIPredicate(cmp);
    Value x = cmp->getOperand(0), y = cmp->getOperand(1);
    bool sameOperands = (x == t && y == f) || (x == f && y == t);
    if (sameOperands && pred == CmpIPredicate::eq)
      return yieldValue(results, f);
    if (sameOperands && pred == CmpIPredicate::ne)
      return yieldValue(results, t);
  }
  // A dense condition picks from dense values element by element.
  std::optional<ConstantElements> conds = ConstantElements::get(c[0]);
  std::optional<ConstantElements> lhs = ConstantElements::get(c[1]);
  std::optional<ConstantElements> rhs = ConstantElements::get(c[2]);
  if (!conds || !lhs || !rhs || conds->isScalar() || lhs->isScalar() ||
      rhs->isScalar() || lhs->getType() != rhs->getType() ||
      conds->size() != lhs->size())
    return failure();
  llvm::SmallVector<APInt, 16> picked;
  for (int64_t i = 0, e = conds->size(); i != e; ++i)
    picked.push_back(conds->intAt(i).getBoolValue() ? lhs->intAt(i)
                                                    : rhs->intAt(i));
  return yieldAttr(results, makeDenseConstant(lhs->getType(), picked));
}

//===-- Casts -------------------------------------------------------------===//

/// Rewires `op` to take `input` directly (in place).
static LogicalResult rewire(Operation *op, Value input) {
  op->setOperand(0, input);
  return success();
}

template <typename Convert>
static LogicalResult constFoldIntCast(Operation *op,
                                      llvm::ArrayRef<Attribute> c,
                                      Results &results, Convert convert) {
  if (yieldPoisonIfAny(c, results))
    return success();
  unsigned width = elementWidth(resultType(op));
  return yieldAttr(
      results, foldElementwise<APInt>(c, resultType(op), [&](const APInt &a) {
        return std::optional<APInt>(convert(a, width));
      }));
}

LogicalResult arith::foldExtUI(Operation *op, llvm::ArrayRef<Attribute> c,
                               Results &results) {
  // extui(extui(x)) -> extui(x)
  if (Operation *inner = definedBy<ExtUIOp>(op->getOperand(0)))
    return rewire(op, inner->getOperand(0));
  return constFoldIntCast(op, c, results,
                          [](const APInt &a, unsigned w) { return a.zext(w); });
}

LogicalResult arith::foldExtSI(Operation *op, llvm::ArrayRef<Attribute> c,
                               Results &results) {
  // extsi(extsi(x)) -> extsi(x)
  if (Operation *inner = definedBy<ExtSIOp>(op->getOperand(0)))
    return rewire(op, inner->getOperand(0));
  return constFoldIntCast(op, c, results,
                          [](const APInt &a, unsigned w) { return a.sext(w); });
}

LogicalResult arith::foldTruncI(Operation *op, llvm::ArrayRef<Attribute> c,
                                Results &results) {
  Value in = op->getOperand(0);
  Type out = resultType(op);
  if (Operation *e = definedBy<ExtUIOp, ExtSIOp>(in)) {
    Value src = e->getOperand(0);
    // trunci(ext(a)) -> a when the types match
    if (src.getType() == out)
      return yieldValue(results, src);
    // trunci(ext(a)) -> trunci(a) when a is wider than the result
    if (elementWidth(src.getType()) > elementWidth(out))
      return rewire(op, src);
  }
  // trunci(trunci(a)) -> trunci(a)
  if (Operation *inner = definedBy<TruncIOp>(in))
    return rewire(op, inner->getOperand(0));
  return constFoldIntCast(
      op, c, results, [](const APInt &a, unsigned w) { return a.trunc(w); });
}

LogicalResult arith::foldIndexCast(Operation *op, llvm::ArrayRef<Attribute> c,
                                   Results &results) {
  return constFoldIntCast(op, c, results, [](const APInt &a, unsigned w) {
    return a.sextOrTrunc(w);
  });
}

LogicalResult arith::foldIndexCastUI(Operation *op, llvm::ArrayRef<Attribute> c,
                                     Results &results) {
  return constFoldIntCast(op, c, results, [](const APInt &a, unsigned w) {
    return a.zextOrTrunc(w);
  });
}

static const llvm::fltSemantics &semanticsOf(Type type) {
  return llvm::cast<FloatType>(constraints::elementTypeOrSelf(type))
      .getSemantics();
}

template <bool Signed>
static LogicalResult foldIntToFP(Operation *op, llvm::ArrayRef<Attribute> c,
                                 Results &results) {
  if (yieldPoisonIfAny(c, results))
    return success();
  const llvm::fltSemantics &semantics = semanticsOf(resultType(op));
  return yieldAttr(
      results, foldElementwise<APInt>(c, resultType(op), [&](const APInt &a) {
        APFloat f(semantics);
        f.convertFromAPInt(a, Signed, kNearestEven);
        return std::optional<APFloat>(f);
      }));
}

LogicalResult arith::foldSIToFP(Operation *op, llvm::ArrayRef<Attribute> c,
                                Results &results) {
  return foldIntToFP<true>(op, c, results);
}
LogicalResult arith::foldUIToFP(Operation *op, llvm::ArrayRef<Attribute> c,
                                Results &results) {
  return foldIntToFP<false>(op, c, results);
}

template <bool Signed>
static LogicalResult foldFPToInt(Operation *op, llvm::ArrayRef<Attribute> c,
                                 Results &results) {
  if (yieldPoisonIfAny(c, results))
    return success();
  unsigned width = elementWidth(resultType(op));
  return yieldAttr(
      results,
      foldElementwise<APFloat>(
          c, resultType(op), [&](const APFloat &a) -> std::optional<APInt> {
            llvm::APSInt result(width, !Signed);
            bool exact = false;
            if (a.convertToInteger(result, llvm::RoundingMode::TowardZero,
                                   &exact) == APFloat::opInvalidOp)
              return std::nullopt;
            return APInt(result);
          }));
}

LogicalResult arith::foldFPToSI(Operation *op, llvm::ArrayRef<Attribute> c,
                                Results &results) {
  return foldFPToInt<true>(op, c, results);
}
LogicalResult arith::foldFPToUI(Operation *op, llvm::ArrayRef<Attribute> c,
                                Results &results) {
  return foldFPToInt<false>(op, c, results);
}

/// Converts only when the value survives exactly.
static std::optional<APFloat> convertExactly(APFloat value,
                                             const llvm::fltSemantics &to) {
  bool losesInfo = false;
  APFloat::opStatus status = value.convert(to, kNearestEven, &losesInfo);
  if (losesInfo || status != APFloat::opOK)
    return std::nullopt;
  return value;
}

LogicalResult arith::foldExtF(Operation *op, llvm::ArrayRef<Attribute> c,
                              Results &results) {
  // extf(truncf(x)) -> x when both allow contraction
  const uint64_t contract = 32;
  if (Operation *trunc = definedBy<TruncFOp>(op->getOperand(0)))
    if (trunc->getOperand(0).getType() == resultType(op) &&
        (fastMathFlags(op) & contract) && (fastMathFlags(trunc) & contract))
      return yieldValue(results, trunc->getOperand(0));
  if (yieldPoisonIfAny(c, results))
    return success();
  const llvm::fltSemantics &semantics = semanticsOf(resultType(op));
  return yieldAttr(results, foldElementwise<APFloat>(
                                c, resultType(op), [&](const APFloat &a) {
                                  return convertExactly(a, semantics);
                                }));
}

LogicalResult arith::foldTruncF(Operation *op, llvm::ArrayRef<Attribute> c,
                                Results &results) {
  // truncf(extf(a)) -> a, or truncf(a), when a's type fits the extension
  if (Operation *ext = definedBy<ExtFOp>(op->getOperand(0))) {
    Value src = ext->getOperand(0);
    const llvm::fltSemantics &srcSem = semanticsOf(src.getType());
    const llvm::fltSemantics &midSem = semanticsOf(ext->getResult(0).getType());
    if (APFloat::isRepresentableBy(srcSem, midSem)) {
      if (src.getType() == resultType(op))
        return yieldValue(results, src);
      if (elementWidth(src.getType()) > elementWidth(resultType(op)))
        return rewire(op, src);
    }
  }
  if (yieldPoisonIfAny(c, results))
    return success();
  const llvm::fltSemantics &semantics = semanticsOf(resultType(op));
  return yieldAttr(results, foldElementwise<APFloat>(
                                c, resultType(op), [&](const APFloat &a) {
                                  return convertExactly(a, semantics);
                                }));
}

/// arith.bitcast's own fold: the constant's bits under the new type.
static Attribute bitcastConstant(Attribute c, Type out) {
  // Dense elements keep their bytes under the new element type; other
  // shaped operands (poison too) stay, as in MLIR.
  if (auto dense = llvm::dyn_cast_if_present<DenseIntOrFPElementsAttr>(c))
    if (auto shaped = llvm::dyn_cast<ShapedType>(out))
      return DenseIntOrFPElementsAttr::getRaw(shaped, dense.isSplat(),
                                              dense.getRawData());
  if (llvm::isa<ShapedType>(out))
    return {};
  if (ub::isPoison(c))
    return c;
  APInt bits;
  if (std::optional<APInt> i = getInt(c))
    bits = *i;
  else if (std::optional<APFloat> f = getFloat(c))
    bits = f->bitcastToAPInt();
  else
    return {};
  if (out.isFloat())
    return makeFloatConstant(out, APFloat(semanticsOf(out), bits));
  return makeIntConstant(out, bits);
}

LogicalResult arith::foldBitcast(Operation *op, llvm::ArrayRef<Attribute> c,
                                 Results &results) {
  if (Attribute folded = bitcastConstant(c[0], resultType(op)))
    return yieldAttr(results, folded);
  // Then the cast interface's fold, as MLIR tries it after the op's own: an
  // identity cast folds to its input (a constant input made a new constant
  // above, which matters for where constants end up).
  if (op->getOperand(0).getType() == resultType(op))
    return yieldValue(results, op->getOperand(0));
  return failure();
}
