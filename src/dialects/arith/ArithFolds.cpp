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

/// The op of type `OpT` that defines `value` (its typed view), or null.
template <typename OpT> static OpT definedBy(Value value) {
  return llvm::dyn_cast_if_present<OpT>(value.getDefiningOp());
}
/// The op of one of the types `OpTs` that defines `value`, or null.
template <typename... OpTs>
requires(sizeof...(OpTs) > 1) static Operation *definedBy(Value value) {
  Operation *def = value.getDefiningOp();
  return def && llvm::isa<OpTs...>(def) ? def : nullptr;
}

/// What an arith.extsi or arith.extui extends.
static Value extendedValue(Operation *ext) {
  if (auto extsi = llvm::dyn_cast<ExtSIOp>(ext))
    return extsi.operand<"in">();
  return ExtUIOp::wrap(ext).operand<"in">();
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

LogicalResult arith::foldConstant(FoldAdaptor<ConstantOp> adaptor,
                                  Results &results) {
  Operation *op = adaptor.getOp();
  return yieldAttr(results, op->getInherentAttr("value"));
}

//===-- Integer arithmetic ------------------------------------------------===//

LogicalResult arith::foldAddI(FoldAdaptor<AddIOp> adaptor, Results &results) {
  AddIOp view = adaptor.getOp();
  Operation *op = view;
  llvm::ArrayRef<Attribute> c = adaptor.getOperands();
  Value lhs = view.operand<"lhs">(), rhs = view.operand<"rhs">();
  // addi(x, 0) -> x
  if (isZero(adaptor.operand<"rhs">()))
    return yieldValue(results, lhs);
  // addi(subi(a, b), b) -> a
  if (auto sub = definedBy<SubIOp>(lhs))
    if (sub.operand<"rhs">() == rhs)
      return yieldValue(results, sub.operand<"lhs">());
  // addi(b, subi(a, b)) -> a
  if (auto sub = definedBy<SubIOp>(rhs))
    if (sub.operand<"rhs">() == lhs)
      return yieldValue(results, sub.operand<"lhs">());
  return constFoldInt(op, c, results, [](const APInt &a, const APInt &b) {
    return std::optional<APInt>(a + b);
  });
}

LogicalResult arith::foldSubI(FoldAdaptor<SubIOp> adaptor, Results &results) {
  SubIOp view = adaptor.getOp();
  Operation *op = view;
  llvm::ArrayRef<Attribute> c = adaptor.getOperands();
  Value lhs = view.operand<"lhs">(), rhs = view.operand<"rhs">();
  // subi(x, x) -> 0 (not for dynamic shapes: no constant has them)
  if (lhs == rhs)
    if (Attribute zero = makeIntConstant(
            resultType(op), APInt(elementWidth(resultType(op)), 0)))
      return yieldAttr(results, zero);
  // subi(x, 0) -> x
  if (isZero(adaptor.operand<"rhs">()))
    return yieldValue(results, lhs);
  if (auto add = definedBy<AddIOp>(lhs)) {
    // subi(addi(a, b), b) -> a
    if (add.operand<"rhs">() == rhs)
      return yieldValue(results, add.operand<"lhs">());
    // subi(addi(a, b), a) -> b
    if (add.operand<"lhs">() == rhs)
      return yieldValue(results, add.operand<"rhs">());
  }
  return constFoldInt(op, c, results, [](const APInt &a, const APInt &b) {
    return std::optional<APInt>(a - b);
  });
}

LogicalResult arith::foldMulI(FoldAdaptor<MulIOp> adaptor, Results &results) {
  MulIOp view = adaptor.getOp();
  Operation *op = view;
  llvm::ArrayRef<Attribute> c = adaptor.getOperands();
  // muli(x, 0) -> 0
  if (isZero(adaptor.operand<"rhs">()))
    return yieldValue(results, view.operand<"rhs">());
  // muli(x, 1) -> x
  if (isOne(adaptor.operand<"rhs">()))
    return yieldValue(results, view.operand<"lhs">());
  return constFoldInt(op, c, results, [](const APInt &a, const APInt &b) {
    return std::optional<APInt>(a * b);
  });
}

/// (a * b) / b -> a when the muli carries `flag` (nuw for unsigned, nsw for
/// signed division).
template <typename DivOp> static Value foldDivOfMul(DivOp div, uint64_t flag) {
  MulIOp mul = definedBy<MulIOp>(div.template operand<"lhs">());
  if (!mul || !(overflowFlags(mul) & flag))
    return {};
  Value divisor = div.template operand<"rhs">();
  if (mul.operand<"rhs">() == divisor)
    return mul.operand<"lhs">();
  if (mul.operand<"lhs">() == divisor)
    return mul.operand<"rhs">();
  return {};
}

LogicalResult arith::foldDivUI(FoldAdaptor<DivUIOp> adaptor, Results &results) {
  DivUIOp view = adaptor.getOp();
  Operation *op = view;
  llvm::ArrayRef<Attribute> c = adaptor.getOperands();
  if (isOne(adaptor.operand<"rhs">()))
    return yieldValue(results, view.operand<"lhs">());
  if (Value v = foldDivOfMul(view, NUW))
    return yieldValue(results, v);
  return constFoldInt(
      op, c, results,
      [](const APInt &a, const APInt &b) -> std::optional<APInt> {
        if (b.isZero())
          return std::nullopt;
        return a.udiv(b);
      });
}

LogicalResult arith::foldDivSI(FoldAdaptor<DivSIOp> adaptor, Results &results) {
  DivSIOp view = adaptor.getOp();
  Operation *op = view;
  llvm::ArrayRef<Attribute> c = adaptor.getOperands();
  if (isOne(adaptor.operand<"rhs">()))
    return yieldValue(results, view.operand<"lhs">());
  if (Value v = foldDivOfMul(view, NSW))
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

LogicalResult arith::foldCeilDivUI(FoldAdaptor<CeilDivUIOp> adaptor,
                                   Results &results) {
  CeilDivUIOp view = adaptor.getOp();
  Operation *op = view;
  llvm::ArrayRef<Attribute> c = adaptor.getOperands();
  if (isOne(adaptor.operand<"rhs">()))
    return yieldValue(results, view.operand<"lhs">());
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

LogicalResult arith::foldCeilDivSI(FoldAdaptor<CeilDivSIOp> adaptor,
                                   Results &results) {
  CeilDivSIOp view = adaptor.getOp();
  Operation *op = view;
  llvm::ArrayRef<Attribute> c = adaptor.getOperands();
  if (isOne(adaptor.operand<"rhs">()))
    return yieldValue(results, view.operand<"lhs">());
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

LogicalResult arith::foldFloorDivSI(FoldAdaptor<FloorDivSIOp> adaptor,
                                    Results &results) {
  FloorDivSIOp view = adaptor.getOp();
  Operation *op = view;
  llvm::ArrayRef<Attribute> c = adaptor.getOperands();
  if (isOne(adaptor.operand<"rhs">()))
    return yieldValue(results, view.operand<"lhs">());
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

LogicalResult arith::foldRemUI(FoldAdaptor<RemUIOp> adaptor, Results &results) {
  Operation *op = adaptor.getOp();
  llvm::ArrayRef<Attribute> c = adaptor.getOperands();
  // remui(x, 1) -> 0
  if (isOne(adaptor.operand<"rhs">()))
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

LogicalResult arith::foldRemSI(FoldAdaptor<RemSIOp> adaptor, Results &results) {
  Operation *op = adaptor.getOp();
  llvm::ArrayRef<Attribute> c = adaptor.getOperands();
  if (isOne(adaptor.operand<"rhs">()))
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
  auto xorOp = definedBy<XOrIOp>(v);
  return xorOp && xorOp.operand<"lhs">() == x &&
         isAllOnes(getConstantValue(xorOp.operand<"rhs">()));
}

LogicalResult arith::foldAndI(FoldAdaptor<AndIOp> adaptor, Results &results) {
  AndIOp view = adaptor.getOp();
  Operation *op = view;
  llvm::ArrayRef<Attribute> c = adaptor.getOperands();
  Value lhs = view.operand<"lhs">(), rhs = view.operand<"rhs">();
  // andi(x, 0) -> 0
  if (isZero(adaptor.operand<"rhs">()))
    return yieldValue(results, rhs);
  // andi(x, all ones) -> x
  if (isAllOnes(adaptor.operand<"rhs">()))
    return yieldValue(results, lhs);
  // andi(x, not(x)) -> 0, andi(not(x), x) -> 0
  if (isNotOf(rhs, lhs) || isNotOf(lhs, rhs))
    return yieldAttr(results,
                     makeIntConstant(resultType(op),
                                     APInt(elementWidth(resultType(op)), 0)));
  // andi(a, andi(a, b)) -> andi(a, b), in any operand order
  for (auto [self, other] : {std::pair{lhs, rhs}, std::pair{rhs, lhs}})
    if (auto inner = definedBy<AndIOp>(other))
      if (inner.operand<"lhs">() == self || inner.operand<"rhs">() == self)
        return yieldValue(results, other);
  return constFoldInt(op, c, results, [](const APInt &a, const APInt &b) {
    return std::optional<APInt>(a & b);
  });
}

LogicalResult arith::foldOrI(FoldAdaptor<OrIOp> adaptor, Results &results) {
  OrIOp view = adaptor.getOp();
  Operation *op = view;
  llvm::ArrayRef<Attribute> c = adaptor.getOperands();
  Value lhs = view.operand<"lhs">(), rhs = view.operand<"rhs">();
  // ori(x, 0) -> x
  if (isZero(adaptor.operand<"rhs">()))
    return yieldValue(results, lhs);
  // ori(x, all ones) -> all ones (a new constant, as MLIR returns the
  // attribute)
  if (isAllOnes(adaptor.operand<"rhs">()))
    return yieldAttr(results, adaptor.operand<"rhs">());
  // ori(x, not(x)) -> all ones (the xori's constant)
  if (isNotOf(rhs, lhs))
    return yieldValue(results, definedBy<XOrIOp>(rhs).operand<"rhs">());
  if (isNotOf(lhs, rhs))
    return yieldValue(results, definedBy<XOrIOp>(lhs).operand<"rhs">());
  return constFoldInt(op, c, results, [](const APInt &a, const APInt &b) {
    return std::optional<APInt>(a | b);
  });
}

LogicalResult arith::foldXOrI(FoldAdaptor<XOrIOp> adaptor, Results &results) {
  XOrIOp view = adaptor.getOp();
  Operation *op = view;
  llvm::ArrayRef<Attribute> c = adaptor.getOperands();
  Value lhs = view.operand<"lhs">(), rhs = view.operand<"rhs">();
  // xori(x, 0) -> x
  if (isZero(adaptor.operand<"rhs">()))
    return yieldValue(results, lhs);
  // xori(x, x) -> 0
  if (lhs == rhs)
    if (Attribute zero = makeIntConstant(
            resultType(op), APInt(elementWidth(resultType(op)), 0)))
      return yieldAttr(results, zero);
  // xori(xori(x, a), a) -> x, xori(xori(a, x), a) -> x
  if (auto inner = definedBy<XOrIOp>(lhs)) {
    if (inner.operand<"rhs">() == rhs)
      return yieldValue(results, inner.operand<"lhs">());
    if (inner.operand<"lhs">() == rhs)
      return yieldValue(results, inner.operand<"rhs">());
  }
  // xori(a, xori(x, a)) -> x, xori(a, xori(a, x)) -> x
  if (auto inner = definedBy<XOrIOp>(rhs)) {
    if (inner.operand<"rhs">() == lhs)
      return yieldValue(results, inner.operand<"lhs">());
    if (inner.operand<"lhs">() == lhs)
      return yieldValue(results, inner.operand<"rhs">());
  }
  return constFoldInt(op, c, results, [](const APInt &a, const APInt &b) {
    return std::optional<APInt>(a ^ b);
  });
}

/// A shift by at least the bit width is left unfolded (poison in MLIR); so
/// are shifts of poison (MLIR's shift folders see no amount to check). As in
/// MLIR, only the last element's amount is checked: earlier elements shifted
/// too far get APInt's result (0, or the sign for shrsi).
template <typename ShiftOp, typename Shift>
static LogicalResult foldShift(FoldAdaptor<ShiftOp> adaptor, Results &results,
                               Shift shift) {
  Operation *op = adaptor.getOp();
  llvm::ArrayRef<Attribute> c = adaptor.getOperands();
  Attribute value = adaptor.template operand<"lhs">();
  Attribute amount = adaptor.template operand<"rhs">();
  if (isZero(amount))
    return yieldValue(results, adaptor.getOp().template operand<"lhs">());
  if (ub::isPoison(value) || ub::isPoison(amount))
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

LogicalResult arith::foldShLI(FoldAdaptor<ShLIOp> adaptor, Results &results) {
  return foldShift(adaptor, results,
                   [](const APInt &a, const APInt &n) { return a.shl(n); });
}
LogicalResult arith::foldShRUI(FoldAdaptor<ShRUIOp> adaptor, Results &results) {
  return foldShift(adaptor, results,
                   [](const APInt &a, const APInt &n) { return a.lshr(n); });
}
LogicalResult arith::foldShRSI(FoldAdaptor<ShRSIOp> adaptor, Results &results) {
  return foldShift(adaptor, results,
                   [](const APInt &a, const APInt &n) { return a.ashr(n); });
}

/// max/min: op(x, x) -> x; op(x, absorbing) -> absorbing; op(x, identity)
/// -> x; then constants.
template <typename MinMaxOp, typename Pick>
static LogicalResult foldMinMax(FoldAdaptor<MinMaxOp> adaptor, Results &results,
                                APInt absorbing, APInt identity, Pick pick) {
  Operation *op = adaptor.getOp();
  llvm::ArrayRef<Attribute> c = adaptor.getOperands();
  Value lhs = adaptor.getOp().template operand<"lhs">();
  Value rhs = adaptor.getOp().template operand<"rhs">();
  if (lhs == rhs)
    return yieldValue(results, lhs);
  if (std::optional<APInt> rhsValue =
          getInt(adaptor.template operand<"rhs">())) {
    if (*rhsValue == absorbing)
      return yieldValue(results, rhs);
    if (*rhsValue == identity)
      return yieldValue(results, lhs);
  }
  return constFoldInt(op, c, results, [&](const APInt &a, const APInt &b) {
    return std::optional<APInt>(pick(a, b));
  });
}

LogicalResult arith::foldMaxSI(FoldAdaptor<MaxSIOp> adaptor, Results &results) {
  unsigned w = elementWidth(resultType(adaptor.getOp()));
  return foldMinMax(adaptor, results, APInt::getSignedMaxValue(w),
                    APInt::getSignedMinValue(w),
                    [](const APInt &a, const APInt &b) {
                      return llvm::APIntOps::smax(a, b);
                    });
}
LogicalResult arith::foldMaxUI(FoldAdaptor<MaxUIOp> adaptor, Results &results) {
  unsigned w = elementWidth(resultType(adaptor.getOp()));
  return foldMinMax(adaptor, results, APInt::getMaxValue(w), APInt::getZero(w),
                    [](const APInt &a, const APInt &b) {
                      return llvm::APIntOps::umax(a, b);
                    });
}
LogicalResult arith::foldMinSI(FoldAdaptor<MinSIOp> adaptor, Results &results) {
  unsigned w = elementWidth(resultType(adaptor.getOp()));
  return foldMinMax(adaptor, results, APInt::getSignedMinValue(w),
                    APInt::getSignedMaxValue(w),
                    [](const APInt &a, const APInt &b) {
                      return llvm::APIntOps::smin(a, b);
                    });
}
LogicalResult arith::foldMinUI(FoldAdaptor<MinUIOp> adaptor, Results &results) {
  unsigned w = elementWidth(resultType(adaptor.getOp()));
  return foldMinMax(adaptor, results, APInt::getZero(w), APInt::getMaxValue(w),
                    [](const APInt &a, const APInt &b) {
                      return llvm::APIntOps::umin(a, b);
                    });
}

//===-- Extended arithmetic (two results) ---------------------------------===//

LogicalResult arith::foldAddUIExtended(FoldAdaptor<AddUIExtendedOp> adaptor,
                                       Results &results) {
  AddUIExtendedOp view = adaptor.getOp();
  Operation *op = view;
  llvm::ArrayRef<Attribute> c = adaptor.getOperands();
  Type sumType = resultType(op, 0), overflowType = resultType(op, 1);
  // addui_extended(x, 0) -> [x, false]. MLIR matches a zero defined in
  // the IR here, not the operand's known value (sccp sees the difference).
  if (isZero(getConstantValue(view.operand<"rhs">()))) {
    Attribute noOverflow = boolConstant(overflowType, false);
    if (!noOverflow)
      return failure();
    results.push_back(view.operand<"lhs">());
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
      {sumAttr, adaptor.operand<"lhs">()}, overflowType,
      [](const APInt &sum, const APInt &a) {
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
template <bool Signed, typename MulOp>
static LogicalResult foldMulExtended(FoldAdaptor<MulOp> adaptor,
                                     Results &results) {
  Operation *op = adaptor.getOp();
  llvm::ArrayRef<Attribute> c = adaptor.getOperands();
  Type type = resultType(op);
  Attribute rhs = adaptor.template operand<"rhs">();
  if (isZero(rhs)) {
    results.push_back(rhs);
    results.push_back(rhs);
    return success();
  }
  if (!Signed && isOne(rhs)) {
    Attribute zero = makeIntConstant(type, APInt(elementWidth(type), 0));
    if (!zero)
      return failure();
    results.push_back(adaptor.getOp().template operand<"lhs">());
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

LogicalResult arith::foldMulSIExtended(FoldAdaptor<MulSIExtendedOp> adaptor,
                                       Results &results) {
  return foldMulExtended<true>(adaptor, results);
}
LogicalResult arith::foldMulUIExtended(FoldAdaptor<MulUIExtendedOp> adaptor,
                                       Results &results) {
  return foldMulExtended<false>(adaptor, results);
}

//===-- Floating point ----------------------------------------------------===//

static const llvm::RoundingMode kNearestEven =
    llvm::RoundingMode::NearestTiesToEven;

LogicalResult arith::foldAddF(FoldAdaptor<AddFOp> adaptor, Results &results) {
  AddFOp view = adaptor.getOp();
  Operation *op = view;
  llvm::ArrayRef<Attribute> c = adaptor.getOperands();
  // addf(x, -0.0) -> x (x + +0.0 is not x when x is -0.0)
  if (std::optional<APFloat> rhs = getFloat(adaptor.operand<"rhs">()))
    if (rhs->isNegZero())
      return yieldValue(results, view.operand<"lhs">());
  return constFoldFloat(op, c, results, [](APFloat a, const APFloat &b) {
    a.add(b, kNearestEven);
    return std::optional<APFloat>(a);
  });
}

LogicalResult arith::foldSubF(FoldAdaptor<SubFOp> adaptor, Results &results) {
  SubFOp view = adaptor.getOp();
  Operation *op = view;
  llvm::ArrayRef<Attribute> c = adaptor.getOperands();
  // subf(x, +0.0) -> x
  if (std::optional<APFloat> rhs = getFloat(adaptor.operand<"rhs">()))
    if (rhs->isPosZero())
      return yieldValue(results, view.operand<"lhs">());
  return constFoldFloat(op, c, results, [](APFloat a, const APFloat &b) {
    a.subtract(b, kNearestEven);
    return std::optional<APFloat>(a);
  });
}

LogicalResult arith::foldMulF(FoldAdaptor<MulFOp> adaptor, Results &results) {
  MulFOp view = adaptor.getOp();
  Operation *op = view;
  llvm::ArrayRef<Attribute> c = adaptor.getOperands();
  if (std::optional<APFloat> rhs = getFloat(adaptor.operand<"rhs">())) {
    // mulf(x, 1.0) -> x
    if (rhs->isExactlyValue(1.0))
      return yieldValue(results, view.operand<"lhs">());
    // mulf(x, 0.0) -> 0.0 when NaNs and signed zeros may be ignored
    const uint64_t nnanNsz = 2 | 8;
    if (rhs->isZero() && (fastMathFlags(op) & nnanNsz) == nnanNsz)
      return yieldValue(results, view.operand<"rhs">());
  }
  return constFoldFloat(op, c, results, [](APFloat a, const APFloat &b) {
    a.multiply(b, kNearestEven);
    return std::optional<APFloat>(a);
  });
}

LogicalResult arith::foldDivF(FoldAdaptor<DivFOp> adaptor, Results &results) {
  DivFOp view = adaptor.getOp();
  Operation *op = view;
  llvm::ArrayRef<Attribute> c = adaptor.getOperands();
  // divf(x, 1.0) -> x
  if (std::optional<APFloat> rhs = getFloat(adaptor.operand<"rhs">()))
    if (rhs->isExactlyValue(1.0))
      return yieldValue(results, view.operand<"lhs">());
  return constFoldFloat(op, c, results, [](APFloat a, const APFloat &b) {
    a.divide(b, kNearestEven);
    return std::optional<APFloat>(a);
  });
}

LogicalResult arith::foldRemF(FoldAdaptor<RemFOp> adaptor, Results &results) {
  Operation *op = adaptor.getOp();
  llvm::ArrayRef<Attribute> c = adaptor.getOperands();
  return constFoldFloat(op, c, results, [](APFloat a, const APFloat &b) {
    a.mod(b);
    return std::optional<APFloat>(a);
  });
}

LogicalResult arith::foldNegF(FoldAdaptor<NegFOp> adaptor, Results &results) {
  NegFOp view = adaptor.getOp();
  Operation *op = view;
  llvm::ArrayRef<Attribute> c = adaptor.getOperands();
  // negf(negf(x)) -> x
  if (auto inner = definedBy<NegFOp>(view.operand<"operand">()))
    return yieldValue(results, inner.operand<"operand">());
  if (yieldPoisonIfAny(c, results))
    return success();
  return yieldAttr(results, foldElementwise<APFloat>(
                                c, resultType(op), [](const APFloat &a) {
                                  return std::optional<APFloat>(llvm::neg(a));
                                }));
}

/// max/min float: op(x, x) -> x; op(x, identity) -> x; then constants.
template <typename MinMaxOp, typename Pick>
static LogicalResult
foldFloatMinMax(FoldAdaptor<MinMaxOp> adaptor, Results &results,
                bool (*isIdentity)(const APFloat &), Pick pick) {
  Operation *op = adaptor.getOp();
  llvm::ArrayRef<Attribute> c = adaptor.getOperands();
  Value lhs = adaptor.getOp().template operand<"lhs">();
  if (lhs == adaptor.getOp().template operand<"rhs">())
    return yieldValue(results, lhs);
  if (std::optional<APFloat> rhs = getFloat(adaptor.template operand<"rhs">()))
    if (isIdentity(*rhs))
      return yieldValue(results, lhs);
  return constFoldFloat(op, c, results,
                        [&](const APFloat &a, const APFloat &b) {
                          return std::optional<APFloat>(pick(a, b));
                        });
}

LogicalResult arith::foldMaximumF(FoldAdaptor<MaximumFOp> adaptor,
                                  Results &results) {
  return foldFloatMinMax(
      adaptor, results,
      [](const APFloat &v) { return v.isInfinity() && v.isNegative(); },
      [](const APFloat &a, const APFloat &b) { return llvm::maximum(a, b); });
}
LogicalResult arith::foldMinimumF(FoldAdaptor<MinimumFOp> adaptor,
                                  Results &results) {
  return foldFloatMinMax(
      adaptor, results,
      [](const APFloat &v) { return v.isInfinity() && !v.isNegative(); },
      [](const APFloat &a, const APFloat &b) { return llvm::minimum(a, b); });
}
LogicalResult arith::foldMaxNumF(FoldAdaptor<MaxNumFOp> adaptor,
                                 Results &results) {
  return foldFloatMinMax(
      adaptor, results, [](const APFloat &v) { return v.isNaN(); },
      [](const APFloat &a, const APFloat &b) { return llvm::maxnum(a, b); });
}
LogicalResult arith::foldMinNumF(FoldAdaptor<MinNumFOp> adaptor,
                                 Results &results) {
  return foldFloatMinMax(
      adaptor, results, [](const APFloat &v) { return v.isNaN(); },
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

static CmpIPredicate cmpIPredicate(CmpIOp op) {
  auto attr = op.property<"predicate", IntegerAttr>();
  return CmpIPredicate(attr.getValue().getZExtValue());
}

LogicalResult arith::foldCmpI(FoldAdaptor<CmpIOp> adaptor, Results &results) {
  CmpIOp view = adaptor.getOp();
  Operation *op = view;
  llvm::ArrayRef<Attribute> c = adaptor.getOperands();
  CmpIPredicate pred = cmpIPredicate(view);
  Value lhs = view.operand<"lhs">(), rhs = view.operand<"rhs">();
  Type type = resultType(op);
  // cmpi(p, x, x): true for eq, sle, sge, ule, uge.
  if (lhs == rhs) {
    bool value = pred == CmpIPredicate::eq || pred == CmpIPredicate::sle ||
                 pred == CmpIPredicate::sge || pred == CmpIPredicate::ule ||
                 pred == CmpIPredicate::uge;
    if (Attribute a = boolConstant(type, value))
      return yieldAttr(results, a);
  }
  if (isZero(adaptor.operand<"rhs">()) && pred == CmpIPredicate::ne) {
    // cmpi ne, ext(x : i1), 0 -> x
    if (Operation *e = definedBy<ExtSIOp, ExtUIOp>(lhs))
      if (constraints::elementTypeOrSelf(extendedValue(e).getType())
              .isInteger(1))
        return yieldValue(results, extendedValue(e));
    // cmpi ne, x : i1, 0 -> x
    if (constraints::elementTypeOrSelf(lhs.getType()).isInteger(1))
      return yieldValue(results, lhs);
  }
  // cmpi eq, x : i1, 1 -> x
  if (isOne(adaptor.operand<"rhs">()) && pred == CmpIPredicate::eq &&
      constraints::elementTypeOrSelf(lhs.getType()).isInteger(1))
    return yieldValue(results, lhs);
  // A constant lhs moves right, mirroring the predicate (in place).
  if (adaptor.operand<"lhs">() && !adaptor.operand<"rhs">()) {
    view.operandUse<"lhs">().set(rhs);
    view.operandUse<"rhs">().set(lhs);
    view.setProperty<"predicate">(IntegerAttr::get(
        IntegerType::get(op->getContext(), 64), int64_t(swapped(pred))));
    return success();
  }
  return yieldAttr(results, foldElementwise<APInt, APInt>(
                                c, type, [&](const APInt &a, const APInt &b) {
                                  return std::optional<APInt>(
                                      APInt(1, applyCmpI(pred, a, b)));
                                }));
}

LogicalResult arith::foldCmpF(FoldAdaptor<CmpFOp> adaptor, Results &results) {
  Operation *op = adaptor.getOp();
  auto lhs = llvm::dyn_cast_if_present<FloatAttr>(adaptor.operand<"lhs">());
  auto rhs = llvm::dyn_cast_if_present<FloatAttr>(adaptor.operand<"rhs">());
  // A NaN on one side decides the comparison whatever the other side is.
  if (lhs && lhs.getValue().isNaN())
    rhs = lhs;
  if (rhs && rhs.getValue().isNaN())
    lhs = rhs;
  if (!lhs || !rhs)
    return failure();
  APFloat a = lhs.getValue(), b = rhs.getValue();
  auto pred = CmpFPredicate(adaptor.getOp()
                                .property<"predicate", IntegerAttr>()
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

LogicalResult arith::foldSelect(FoldAdaptor<SelectOp> adaptor,
                                Results &results) {
  SelectOp view = adaptor.getOp();
  Operation *op = view;
  Value cond = view.operand<"condition">(), t = view.operand<"true_value">(),
        f = view.operand<"false_value">();
  // select(c, x, x) -> x
  if (t == f)
    return yieldValue(results, t);
  // select(true, a, b) -> a, select(false, a, b) -> b
  if (std::optional<APInt> v = getInt(adaptor.operand<"condition">()))
    return yieldValue(results, v->getBoolValue() ? t : f);
  // select(c, poison, b) -> b, select(c, a, poison) -> a
  if (ub::isPoison(adaptor.operand<"true_value">()))
    return yieldValue(results, f);
  if (ub::isPoison(adaptor.operand<"false_value">()))
    return yieldValue(results, t);
  // select(c, true, false) -> c (i1 results)
  if (resultType(op).isInteger(1) && isOne(adaptor.operand<"true_value">()) &&
      isZero(adaptor.operand<"false_value">()))
    return yieldValue(results, cond);
  // select(cmpi eq a b, a, b) -> b; select(cmpi ne a b, a, b) -> a
  if (auto cmp = definedBy<CmpIOp>(cond)) {
    CmpIPredicate pred = cmpIPredicate(cmp);
    Value x = cmp.operand<"lhs">(), y = cmp.operand<"rhs">();
    bool sameOperands = (x == t && y == f) || (x == f && y == t);
    if (sameOperands && pred == CmpIPredicate::eq)
      return yieldValue(results, f);
    if (sameOperands && pred == CmpIPredicate::ne)
      return yieldValue(results, t);
  }
  // A dense condition picks from dense values element by element.
  std::optional<ConstantElements> conds =
      ConstantElements::get(adaptor.operand<"condition">());
  std::optional<ConstantElements> lhs =
      ConstantElements::get(adaptor.operand<"true_value">());
  std::optional<ConstantElements> rhs =
      ConstantElements::get(adaptor.operand<"false_value">());
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

/// Rewires cast `op` to take `input` directly (in place).
static LogicalResult rewire(Operation *op, Value input) {
  castSourceUseOf(op).set(input);
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

LogicalResult arith::foldExtUI(FoldAdaptor<ExtUIOp> adaptor, Results &results) {
  ExtUIOp view = adaptor.getOp();
  Operation *op = view;
  llvm::ArrayRef<Attribute> c = adaptor.getOperands();
  // extui(extui(x)) -> extui(x)
  if (auto inner = definedBy<ExtUIOp>(view.operand<"in">()))
    return rewire(op, inner.operand<"in">());
  return constFoldIntCast(op, c, results,
                          [](const APInt &a, unsigned w) { return a.zext(w); });
}

LogicalResult arith::foldExtSI(FoldAdaptor<ExtSIOp> adaptor, Results &results) {
  ExtSIOp view = adaptor.getOp();
  Operation *op = view;
  llvm::ArrayRef<Attribute> c = adaptor.getOperands();
  // extsi(extsi(x)) -> extsi(x)
  if (auto inner = definedBy<ExtSIOp>(view.operand<"in">()))
    return rewire(op, inner.operand<"in">());
  return constFoldIntCast(op, c, results,
                          [](const APInt &a, unsigned w) { return a.sext(w); });
}

LogicalResult arith::foldTruncI(FoldAdaptor<TruncIOp> adaptor,
                                Results &results) {
  TruncIOp view = adaptor.getOp();
  Operation *op = view;
  llvm::ArrayRef<Attribute> c = adaptor.getOperands();
  Value in = view.operand<"in">();
  Type out = resultType(op);
  if (Operation *e = definedBy<ExtUIOp, ExtSIOp>(in)) {
    Value src = extendedValue(e);
    // trunci(ext(a)) -> a when the types match
    if (src.getType() == out)
      return yieldValue(results, src);
    // trunci(ext(a)) -> trunci(a) when a is wider than the result
    if (elementWidth(src.getType()) > elementWidth(out))
      return rewire(op, src);
  }
  // trunci(trunci(a)) -> trunci(a)
  if (auto inner = definedBy<TruncIOp>(in))
    return rewire(op, inner.operand<"in">());
  return constFoldIntCast(
      op, c, results, [](const APInt &a, unsigned w) { return a.trunc(w); });
}

LogicalResult arith::foldIndexCast(FoldAdaptor<IndexCastOp> adaptor,
                                   Results &results) {
  Operation *op = adaptor.getOp();
  llvm::ArrayRef<Attribute> c = adaptor.getOperands();
  return constFoldIntCast(op, c, results, [](const APInt &a, unsigned w) {
    return a.sextOrTrunc(w);
  });
}

LogicalResult arith::foldIndexCastUI(FoldAdaptor<IndexCastUIOp> adaptor,
                                     Results &results) {
  Operation *op = adaptor.getOp();
  llvm::ArrayRef<Attribute> c = adaptor.getOperands();
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

LogicalResult arith::foldSIToFP(FoldAdaptor<SIToFPOp> adaptor,
                                Results &results) {
  Operation *op = adaptor.getOp();
  llvm::ArrayRef<Attribute> c = adaptor.getOperands();
  return foldIntToFP<true>(op, c, results);
}
LogicalResult arith::foldUIToFP(FoldAdaptor<UIToFPOp> adaptor,
                                Results &results) {
  Operation *op = adaptor.getOp();
  llvm::ArrayRef<Attribute> c = adaptor.getOperands();
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

LogicalResult arith::foldFPToSI(FoldAdaptor<FPToSIOp> adaptor,
                                Results &results) {
  Operation *op = adaptor.getOp();
  llvm::ArrayRef<Attribute> c = adaptor.getOperands();
  return foldFPToInt<true>(op, c, results);
}
LogicalResult arith::foldFPToUI(FoldAdaptor<FPToUIOp> adaptor,
                                Results &results) {
  Operation *op = adaptor.getOp();
  llvm::ArrayRef<Attribute> c = adaptor.getOperands();
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

LogicalResult arith::foldExtF(FoldAdaptor<ExtFOp> adaptor, Results &results) {
  ExtFOp view = adaptor.getOp();
  Operation *op = view;
  llvm::ArrayRef<Attribute> c = adaptor.getOperands();
  // extf(truncf(x)) -> x when both allow contraction
  const uint64_t contract = 32;
  if (auto trunc = definedBy<TruncFOp>(view.operand<"in">()))
    if (trunc.operand<"in">().getType() == resultType(op) &&
        (fastMathFlags(op) & contract) && (fastMathFlags(trunc) & contract))
      return yieldValue(results, trunc.operand<"in">());
  if (yieldPoisonIfAny(c, results))
    return success();
  const llvm::fltSemantics &semantics = semanticsOf(resultType(op));
  return yieldAttr(results, foldElementwise<APFloat>(
                                c, resultType(op), [&](const APFloat &a) {
                                  return convertExactly(a, semantics);
                                }));
}

LogicalResult arith::foldTruncF(FoldAdaptor<TruncFOp> adaptor,
                                Results &results) {
  TruncFOp view = adaptor.getOp();
  Operation *op = view;
  llvm::ArrayRef<Attribute> c = adaptor.getOperands();
  // truncf(extf(a)) -> a, or truncf(a), when a's type fits the extension
  if (auto ext = definedBy<ExtFOp>(view.operand<"in">())) {
    Value src = ext.operand<"in">();
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

LogicalResult arith::foldBitcast(FoldAdaptor<BitcastOp> adaptor,
                                 Results &results) {
  BitcastOp view = adaptor.getOp();
  Operation *op = view;
  if (Attribute folded =
          bitcastConstant(adaptor.operand<"in">(), resultType(op)))
    return yieldAttr(results, folded);
  // Then the cast interface's fold, as MLIR tries it after the op's own: an
  // identity cast folds to its input (a constant input made a new constant
  // above, which matters for where constants end up).
  if (view.operand<"in">().getType() == resultType(op))
    return yieldValue(results, view.operand<"in">());
  return failure();
}
