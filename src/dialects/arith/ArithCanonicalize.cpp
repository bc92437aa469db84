//===- ArithCanonicalize.cpp - The arith canonicalization patterns --------===//
//
// MLIR 22's arith patterns (ArithCanonicalization.td), one function each
// with its algebra above it. Overflow flags of merged ops are intersected
// (`MergeOverflow`), the most conservative choice. A new op takes the
// location of the op it replaces.
//
//===----------------------------------------------------------------------===//
#include "dialects/arith/ArithInternal.h"
#include "dialects/arith/ArithOps.h"
#include "dialects/common/ConstantFolding.h"
#include "rewrite/Folding.h"

#include "llvm/ADT/APSInt.h"

using namespace terrace;
using namespace terrace::arith;
using llvm::APInt;

/// The op of type OpT that defines `value`, or a null view.
template <typename OpT> static OpT definedBy(Value value) {
  return llvm::dyn_cast_if_present<OpT>(value.getDefiningOp());
}

static uint64_t overflowOf(Operation *op) {
  auto e =
      llvm::dyn_cast_if_present<EnumAttr>(op->getInherentAttr("overflowFlags"));
  return e ? e.getValue() : 0;
}

/// Creates OpT(lhs, rhs) (addi, subi or muli) with the type of `like`'s
/// result, before `like`.
template <typename OpT>
static Value createBinary(PatternRewriter &rewriter, Operation *like, Value lhs,
                          Value rhs, std::optional<uint64_t> overflow) {
  rewriter.setInsertionPoint(like);
  Attribute flags;
  if (overflow)
    flags = EnumAttr::get(rewriter.getContext(), kOverflowFlags, *overflow);
  return create<OpT>(rewriter, like->getLoc(), with<"lhs">(lhs),
                     with<"rhs">(rhs),
                     with<"result">(like->getResult(0).getType()),
                     with<"overflowFlags">(flags))
      .template result<"result">();
}

/// An arith.constant of `type` holding `value`, before `like`.
static Value createConstant(PatternRewriter &rewriter, Operation *like,
                            Attribute value, Type type) {
  rewriter.setInsertionPoint(like);
  return create<ConstantOp>(rewriter, like->getLoc(), with<"value">(value),
                            with<"result">(type))
      .result<"result">();
}
/// An arith.constant of `like`'s result type holding `value`.
static Value createConstant(PatternRewriter &rewriter, Operation *like,
                            const APInt &value) {
  Type type = like->getResult(0).getType();
  return createConstant(rewriter, like, IntegerAttr::get(type, value), type);
}

/// Creates an op of `like`'s kind (two operands, the same properties
/// `keep` names) with the given result type, before `like`.
static Operation *createSameKind(PatternRewriter &rewriter, Operation *like,
                                 ValueRange operands, Type resultType,
                                 llvm::ArrayRef<NamedAttribute> attrs = {}) {
  rewriter.setInsertionPoint(like);
  OperationState state(like->getLoc(), like->getName());
  state.operands.assign(operands.begin(), operands.end());
  state.types.push_back(resultType);
  state.attributes.append(attrs.begin(), attrs.end());
  return rewriter.create(state);
}

/// A cast of type OpT from `in` to `type`, before `like`.
template <typename OpT>
static Value createCast(PatternRewriter &rewriter, Operation *like, Value in,
                        Type type) {
  rewriter.setInsertionPoint(like);
  return create<OpT>(rewriter, like->getLoc(), with<"in">(in),
                     with<"out">(type))
      .template result<"out">();
}

/// An i1 constant (true or false) of `like`'s result type, replacing it.
static LogicalResult replaceWithBool(PatternRewriter &rewriter, Operation *op,
                                     bool value) {
  Type i1 = IntegerType::get(rewriter.getContext(), 1);
  rewriter.replaceOp(
      op, createConstant(rewriter, op,
                         BoolAttr::get(rewriter.getContext(), value), i1));
  return success();
}

/// cmpi(predicate, lhs, rhs) with `type` results, before `like`.
static Value createCmpI(PatternRewriter &rewriter, Operation *like,
                        CmpIPredicate predicate, Value lhs, Value rhs,
                        Type type) {
  rewriter.setInsertionPoint(like);
  Context &ctx = rewriter.getContext();
  auto pred = IntegerAttr::get(IntegerType::get(ctx, 64), int64_t(predicate));
  return create<CmpIOp>(rewriter, like->getLoc(), with<"predicate">(pred),
                        with<"lhs">(lhs), with<"rhs">(rhs),
                        with<"result">(type))
      .result<"result">();
}

static bool isConstantInt(Value v, int64_t expected) {
  std::optional<APInt> c = getConstantInt(v);
  return c && (expected == -1 ? c->isAllOnes() : *c == uint64_t(expected));
}

/// Whether `v` is a constant -1, or a splat of -1 (MLIR's
/// IsScalarOrSplatNegativeOne).
static bool isScalarOrSplatNegativeOne(Value v) {
  std::optional<ConstantElements> c =
      ConstantElements::get(getConstantValue(v));
  return c && c->isOneValued() && !c->isFloat() && c->intAt(0).isAllOnes();
}

/// Matches `op(inner(x, c0), c1)` with scalar constants c0 and c1: the
/// inner op, x, c0 and c1.
struct ConstantChain {
  Operation *inner;
  Value x;
  APInt c0, c1;
};
template <typename InnerOp>
static std::optional<ConstantChain> matchChain(Operation *op,
                                               bool constantOnLeft = false) {
  std::optional<APInt> c1 = getConstantInt(rhsOf(op));
  Operation *inner = definedBy<InnerOp>(lhsOf(op));
  if (!c1 || !inner)
    return std::nullopt;
  Value constant = constantOnLeft ? lhsOf(inner) : rhsOf(inner);
  Value x = constantOnLeft ? rhsOf(inner) : lhsOf(inner);
  std::optional<APInt> c0 = getConstantInt(constant);
  if (!c0)
    return std::nullopt;
  return ConstantChain{inner, x, *c0, *c1};
}

/// Only scalar integer results: splat constants are left to later work.
static bool scalarResult(Operation *op) {
  return op->getResult(0).getType().isIntOrIndex();
}

// addi(addi(x, c0), c1) -> addi(x, c0 + c1)
static LogicalResult addIAddConstant(Operation *op, PatternRewriter &rewriter) {
  auto m = matchChain<AddIOp>(op);
  if (!m || !scalarResult(op))
    return failure();
  Value c = createConstant(rewriter, op, m->c0 + m->c1);
  rewriter.replaceOp(
      op, {createBinary<AddIOp>(rewriter, op, m->x, c,
                                overflowOf(op) & overflowOf(m->inner))});
  return success();
}

// addi(subi(x, c0), c1) -> addi(x, c1 - c0)
static LogicalResult addISubConstantRHS(Operation *op,
                                        PatternRewriter &rewriter) {
  auto m = matchChain<SubIOp>(op);
  if (!m || !scalarResult(op))
    return failure();
  Value c = createConstant(rewriter, op, m->c1 - m->c0);
  rewriter.replaceOp(
      op, {createBinary<AddIOp>(rewriter, op, m->x, c,
                                overflowOf(op) & overflowOf(m->inner))});
  return success();
}

// addi(subi(c0, x), c1) -> subi(c0 + c1, x)
static LogicalResult addISubConstantLHS(Operation *op,
                                        PatternRewriter &rewriter) {
  auto m = matchChain<SubIOp>(op, /*constantOnLeft=*/true);
  if (!m || !scalarResult(op))
    return failure();
  Value c = createConstant(rewriter, op, m->c0 + m->c1);
  rewriter.replaceOp(
      op, {createBinary<SubIOp>(rewriter, op, c, m->x,
                                overflowOf(op) & overflowOf(m->inner))});
  return success();
}

// subi(addi(x, c0), c1) -> addi(x, c0 - c1) (flags dropped, as MLIR does)
static LogicalResult subIRHSAddConstant(Operation *op,
                                        PatternRewriter &rewriter) {
  auto m = matchChain<AddIOp>(op);
  if (!m || !scalarResult(op))
    return failure();
  Value c = createConstant(rewriter, op, m->c0 - m->c1);
  rewriter.replaceOp(
      op, {createBinary<AddIOp>(rewriter, op, m->x, c, OverflowFlag::None)});
  return success();
}

// subi(subi(x, c0), c1) -> subi(x, c0 + c1)
static LogicalResult subILHSSubConstantRHS(Operation *op,
                                           PatternRewriter &rewriter) {
  auto m = matchChain<SubIOp>(op);
  if (!m || !scalarResult(op))
    return failure();
  Value c = createConstant(rewriter, op, m->c0 + m->c1);
  rewriter.replaceOp(
      op, {createBinary<SubIOp>(rewriter, op, m->x, c,
                                overflowOf(op) & overflowOf(m->inner))});
  return success();
}

// subi(subi(c0, x), c1) -> subi(c0 - c1, x)
static LogicalResult subILHSSubConstantLHS(Operation *op,
                                           PatternRewriter &rewriter) {
  auto m = matchChain<SubIOp>(op, /*constantOnLeft=*/true);
  if (!m || !scalarResult(op))
    return failure();
  Value c = createConstant(rewriter, op, m->c0 - m->c1);
  rewriter.replaceOp(
      op, {createBinary<SubIOp>(rewriter, op, c, m->x,
                                overflowOf(op) & overflowOf(m->inner))});
  return success();
}

// muli(muli(x, c0), c1) -> muli(x, c0 * c1)
static LogicalResult mulIMulIConstant(Operation *op,
                                      PatternRewriter &rewriter) {
  auto m = matchChain<MulIOp>(op);
  if (!m || !scalarResult(op))
    return failure();
  Value c = createConstant(rewriter, op, m->c0 * m->c1);
  rewriter.replaceOp(
      op, {createBinary<MulIOp>(rewriter, op, m->x, c,
                                overflowOf(op) & overflowOf(m->inner))});
  return success();
}

void arith::mulIPatterns(RewritePatternSet &patterns, Context &) {
  patterns.add<MulIOp>("MulIMulIConstant", mulIMulIConstant);
}

// addui_extended(x, y) -> [addi(x, y), _] when the overflow is unused;
// mul*_extended(x, y) -> [muli(x, y), _] when the high half is unused.
static LogicalResult extendedToPlain(Operation *op, PatternRewriter &rewriter) {
  if (!op->getResult(1).use_empty())
    return failure();
  Value lhs = lhsOf(op), rhs = rhsOf(op);
  Value v =
      llvm::isa<AddUIExtendedOp>(op)
          ? createBinary<AddIOp>(rewriter, op, lhs, rhs, OverflowFlag::None)
          : createBinary<MulIOp>(rewriter, op, lhs, rhs, OverflowFlag::None);
  rewriter.replaceOp(op, {v, Value()});
  return success();
}

void arith::addUIExtendedPatterns(RewritePatternSet &patterns, Context &) {
  patterns.add<AddUIExtendedOp>("AddUIExtendedToAddI", extendedToPlain);
}
void arith::mulUIExtendedPatterns(RewritePatternSet &patterns, Context &) {
  patterns.add<MulUIExtendedOp>("MulUIExtendedToMulI", extendedToPlain);
}

/// The inverse predicate: eq <-> ne, slt <-> sge, ...
// xori(cmpi(p, a, b), true) -> cmpi(!p, a, b)
static LogicalResult xorINotCmpI(Operation *op, PatternRewriter &rewriter) {
  auto cmp = definedBy<CmpIOp>(lhsOf(op));
  std::optional<APInt> one = getConstantInt(rhsOf(op));
  if (!cmp || !one || one->getBitWidth() != 1 || !one->isOne())
    return failure();
  auto pred = llvm::cast<CmpIOp>(cmp).property<"predicate", IntegerAttr>();
  rewriter.replaceOp(op, createCmpI(rewriter, op,
                                    CmpIPredicate(invertCmpIPredicate(
                                        pred.getValue().getZExtValue())),
                                    cmp.operand<"lhs">(), cmp.operand<"rhs">(),
                                    op->getResult(0).getType()));
  return success();
}

// select(p, select(p, a, b), c) -> select(p, a, c)
// select(p, a, select(p, b, c)) -> select(p, a, c)
static LogicalResult redundantSelect(Operation *op, PatternRewriter &rewriter) {
  auto select = SelectOp::wrap(op);
  Value cond = select.operand<"condition">();
  // The same choice of the inner select, on either side.
  auto trueInner = definedBy<SelectOp>(select.operand<"true_value">());
  if (trueInner && trueInner.operand<"condition">() == cond) {
    rewriter.modifyOpInPlace(op, [&] {
      select.operandUse<"true_value">().set(trueInner.operand<"true_value">());
    });
    return success();
  }
  auto falseInner = definedBy<SelectOp>(select.operand<"false_value">());
  if (falseInner && falseInner.operand<"condition">() == cond) {
    rewriter.modifyOpInPlace(op, [&] {
      select.operandUse<"false_value">().set(
          falseInner.operand<"false_value">());
    });
    return success();
  }
  return failure();
}

// index_cast(index_cast(x)) -> x when the types round-trip
static LogicalResult indexCastOfIndexCast(Operation *op,
                                          PatternRewriter &rewriter) {
  auto inner = definedBy<IndexCastOp>(castSourceOf(op));
  if (!inner || inner.operand<"in">().getType() != op->getResult(0).getType())
    return failure();
  rewriter.replaceOp(op, {inner.operand<"in">()});
  return success();
}

//===-- More patterns of MLIR 22 ------------------------------------------===//

// addi(x, muli(y, -1)) -> subi(x, y); addi(muli(x, -1), y) -> subi(y, x)
static LogicalResult addIMulNegativeOne(Operation *op,
                                        PatternRewriter &rewriter) {
  // The muli on the right, then on the left; the other operand.
  for (auto [product, other] :
       {std::pair{rhsOf(op), lhsOf(op)}, std::pair{lhsOf(op), rhsOf(op)}}) {
    auto mul = definedBy<MulIOp>(product);
    if (!mul || !isScalarOrSplatNegativeOne(mul.operand<"rhs">()))
      continue;
    rewriter.replaceOp(
        op, {createBinary<SubIOp>(rewriter, op, other, mul.operand<"lhs">(),
                                  OverflowFlag::None)});
    return success();
  }
  return failure();
}

// subi(c1, addi(x, c0)) -> subi(c1 - c0, x)
// subi(c1, subi(x, c0)) -> subi(c0 + c1, x)
// subi(c1, subi(c0, x)) -> addi(x, c1 - c0)
static LogicalResult subIConstantLHS(Operation *op, PatternRewriter &rewriter) {
  std::optional<APInt> c1 = getConstantInt(lhsOf(op));
  Operation *inner = rhsOf(op).getDefiningOp();
  if (!c1 || !inner || !scalarResult(op))
    return failure();
  bool innerAdd = llvm::isa<AddIOp>(inner), innerSub = llvm::isa<SubIOp>(inner);
  uint64_t flags = overflowOf(op) & overflowOf(inner);
  if (innerAdd || innerSub) {
    if (std::optional<APInt> c0 = getConstantInt(rhsOf(inner))) {
      Value x = lhsOf(inner);
      APInt value = innerAdd ? *c1 - *c0 : *c0 + *c1;
      Value c = createConstant(rewriter, op, value);
      rewriter.replaceOp(op, {createBinary<SubIOp>(rewriter, op, c, x, flags)});
      return success();
    }
    if (std::optional<APInt> c0 = getConstantInt(lhsOf(inner));
        c0 && innerSub) {
      Value c = createConstant(rewriter, op, *c1 - *c0);
      rewriter.replaceOp(
          op, {createBinary<AddIOp>(rewriter, op, rhsOf(inner), c, flags)});
      return success();
    }
  }
  return failure();
}

// subi(subi(a, b), a) -> subi(0, b)
static LogicalResult subISubILHSRHSLHS(Operation *op,
                                       PatternRewriter &rewriter) {
  auto inner = definedBy<SubIOp>(lhsOf(op));
  if (!inner || inner.operand<"lhs">() != rhsOf(op))
    return failure();
  // A zero of the result type: a splat for a static tensor or vector.
  Type type = op->getResult(0).getType();
  Type element = constraints::elementTypeOrSelf(type);
  Attribute zeroAttr = makeIntConstant(
      type, APInt(element.isIndex() ? 64 : element.getIntOrFloatBitWidth(), 0));
  if (!zeroAttr)
    return failure();
  Value zero = createConstant(rewriter, op, zeroAttr, type);
  rewriter.replaceOp(
      op, {createBinary<SubIOp>(rewriter, op, zero, inner.operand<"rhs">(),
                                overflowOf(op) & overflowOf(inner))});
  return success();
}

/// `op`'s operands when both are extensions of type ExtOp from the same
/// type: what the extensions extended.
template <typename ExtOp>
static std::optional<std::pair<Value, Value>> bothExtended(Operation *op) {
  auto l = definedBy<ExtOp>(lhsOf(op));
  auto r = definedBy<ExtOp>(rhsOf(op));
  if (!l || !r ||
      l.template operand<"in">().getType() !=
          r.template operand<"in">().getType())
    return std::nullopt;
  return std::pair(l.template operand<"in">(), r.template operand<"in">());
}

// op(ext(x), ext(y)) -> ext(op(x, y)) for andi, ori, xori when both
// extensions are the same kind from the same type.
template <typename ExtOp>
static LogicalResult bitwiseOfExtOf(Operation *op, PatternRewriter &rewriter) {
  auto inputs = bothExtended<ExtOp>(op);
  if (!inputs)
    return failure();
  Operation *inner = createSameKind(
      rewriter, op, {inputs->first, inputs->second}, inputs->first.getType());
  rewriter.replaceOp(op, createCast<ExtOp>(rewriter, op, inner->getResult(0),
                                           op->getResult(0).getType()));
  return success();
}
static LogicalResult bitwiseOfExt(Operation *op, PatternRewriter &rewriter) {
  return success(succeeded(bitwiseOfExtOf<ExtUIOp>(op, rewriter)) ||
                 succeeded(bitwiseOfExtOf<ExtSIOp>(op, rewriter)));
}

// cmpi(eq|ne, ext(a), ext(b)) -> cmpi(eq|ne, a, b) for the same extension
static LogicalResult cmpIOfExt(Operation *op, PatternRewriter &rewriter) {
  auto pred = CmpIOp::wrap(op).property<"predicate", IntegerAttr>();
  uint64_t p = pred.getValue().getZExtValue();
  if (p != uint64_t(CmpIPredicate::eq) && p != uint64_t(CmpIPredicate::ne))
    return failure();
  auto inputs = bothExtended<ExtSIOp>(op);
  if (!inputs)
    inputs = bothExtended<ExtUIOp>(op);
  if (!inputs)
    return failure();
  rewriter.replaceOp(op,
                     createCmpI(rewriter, op, CmpIPredicate(p), inputs->first,
                                inputs->second, op->getResult(0).getType()));
  return success();
}

// extsi(extui(x)) -> extui(x)
static LogicalResult extSIOfExtUI(Operation *op, PatternRewriter &rewriter) {
  auto inner = definedBy<ExtUIOp>(castSourceOf(op));
  if (!inner)
    return failure();
  rewriter.replaceOp(op,
                     createCast<ExtUIOp>(rewriter, op, inner.operand<"in">(),
                                         op->getResult(0).getType()));
  return success();
}

static unsigned widthOf(Type t) {
  Type e = t;
  if (auto s = llvm::dyn_cast<ShapedType>(t))
    e = s.getElementType();
  return e.isIndex() ? 64 : e.getIntOrFloatBitWidth();
}

// trunci(ext(x)) -> ext(x) when only extension bits are cut:
// width(ext) > width(trunc) > width(x)
template <typename ExtOp>
static LogicalResult truncIOfExtOf(Operation *op, PatternRewriter &rewriter) {
  auto e = definedBy<ExtOp>(TruncIOp::wrap(op).operand<"in">());
  if (!e)
    return failure();
  Value extended = e.template operand<"in">();
  unsigned src = widthOf(extended.getType());
  unsigned dst = widthOf(op->getResult(0).getType());
  unsigned mid = widthOf(e->getResult(0).getType());
  if (!(mid > dst && dst > src && src > 0))
    return failure();
  rewriter.replaceOp(op, createCast<ExtOp>(rewriter, op, extended,
                                           op->getResult(0).getType()));
  return success();
}
static LogicalResult truncIOfExt(Operation *op, PatternRewriter &rewriter) {
  return success(succeeded(truncIOfExtOf<ExtSIOp>(op, rewriter)) ||
                 succeeded(truncIOfExtOf<ExtUIOp>(op, rewriter)));
}

// trunci(shrsi(x, c)) -> trunci(shrui(x, c)) when c = width(x) - width(trunc)
static LogicalResult truncIShrSI(Operation *op, PatternRewriter &rewriter) {
  auto shr = definedBy<ShRSIOp>(castSourceOf(op));
  if (!shr)
    return failure();
  std::optional<APInt> c = getConstantInt(shr.operand<"rhs">());
  unsigned in = widthOf(shr->getResult(0).getType());
  unsigned out = widthOf(op->getResult(0).getType());
  if (!c || *c != uint64_t(in - out))
    return failure();
  rewriter.setInsertionPoint(op);
  Value shrui =
      create<ShRUIOp>(rewriter, op->getLoc(), with<"lhs">(shr.operand<"lhs">()),
                      with<"rhs">(shr.operand<"rhs">()),
                      with<"result">(shr->getResult(0).getType()))
          .result<"result">();
  rewriter.modifyOpInPlace(
      op, [&] { TruncIOp::wrap(op).operandUse<"in">().set(shrui); });
  return success();
}

// truncf(sitofp(x)) -> sitofp(x), truncf(uitofp(x)) -> uitofp(x), when the
// truncf rounds by default
template <typename ConvOp>
static LogicalResult truncFOf(TruncFOp op, PatternRewriter &rewriter) {
  auto c = definedBy<ConvOp>(op.operand<"in">());
  if (!c)
    return failure();
  rewriter.replaceOp(op, createCast<ConvOp>(rewriter, op,
                                            c.template operand<"in">(),
                                            op.result<"out">().getType()));
  return success();
}
static LogicalResult truncFOfIntToFP(TruncFOp op, PatternRewriter &rewriter) {
  if (op.property<"roundingmode">())
    return failure();
  return success(succeeded(truncFOf<SIToFPOp>(op, rewriter)) ||
                 succeeded(truncFOf<UIToFPOp>(op, rewriter)));
}

// mulf(negf(x), negf(y)) -> mulf(x, y); divf likewise
static LogicalResult floatOfNegF(Operation *op, PatternRewriter &rewriter) {
  auto l = definedBy<NegFOp>(lhsOf(op));
  auto r = definedBy<NegFOp>(rhsOf(op));
  if (!l || !r)
    return failure();
  llvm::SmallVector<NamedAttribute, 1> attrs;
  if (Attribute fm = op->getInherentAttr("fastmath"))
    attrs.push_back({rewriter.getStringAttr("fastmath"), fm});
  Operation *plain = createSameKind(
      rewriter, op, {l.operand<"operand">(), r.operand<"operand">()},
      op->getResult(0).getType(), attrs);
  rewriter.replaceOp(op, plain->getResults());
  return success();
}

// index_cast(extsi(x)) -> index_cast(x); index_castui(extui(x)) ->
// index_castui(x)
static LogicalResult indexCastOfExt(Operation *op, PatternRewriter &rewriter) {
  Operation *e = llvm::isa<IndexCastOp>(op)
                     ? definedBy<ExtSIOp>(castSourceOf(op)).getOperation()
                     : definedBy<ExtUIOp>(castSourceOf(op)).getOperation();
  if (!e)
    return failure();
  rewriter.modifyOpInPlace(op,
                           [&] { castSourceUseOf(op).set(castSourceOf(e)); });
  return success();
}

// index_castui(index_castui(x)) -> x when the types round-trip
static LogicalResult indexCastUIOfIndexCastUI(Operation *op,
                                              PatternRewriter &rewriter) {
  auto inner = definedBy<IndexCastUIOp>(castSourceOf(op));
  if (!inner || inner.operand<"in">().getType() != op->getResult(0).getType())
    return failure();
  rewriter.replaceOp(op, {inner.operand<"in">()});
  return success();
}

// bitcast(bitcast(x)) -> bitcast(x)
static LogicalResult bitcastOfBitcast(Operation *op,
                                      PatternRewriter &rewriter) {
  auto inner = definedBy<BitcastOp>(castSourceOf(op));
  if (!inner)
    return failure();
  rewriter.modifyOpInPlace(op, [&] {
    BitcastOp::wrap(op).operandUse<"in">().set(inner.operand<"in">());
  });
  return success();
}

// select(not(p), a, b) -> select(p, b, a)
static LogicalResult selectNotCond(Operation *op, PatternRewriter &rewriter) {
  auto x = definedBy<XOrIOp>(SelectOp::wrap(op).operand<"condition">());
  if (!x || !isConstantInt(x.operand<"rhs">(), -1))
    return failure();
  auto select = SelectOp::wrap(op);
  Value t = select.operand<"true_value">(), f = select.operand<"false_value">();
  rewriter.modifyOpInPlace(op, [&] {
    select.operandUse<"condition">().set(x.operand<"lhs">());
    select.operandUse<"true_value">().set(f);
    select.operandUse<"false_value">().set(t);
  });
  return success();
}

/// xori(p, true), with a new `true` as MLIR's patterns build one.
static Value createNot(PatternRewriter &rewriter, Operation *like, Value p) {
  Type i1 = p.getType();
  Value one = createConstant(rewriter, like,
                             BoolAttr::get(rewriter.getContext(), true), i1);
  return create<XOrIOp>(rewriter, like->getLoc(), with<"lhs">(p),
                        with<"rhs">(one), with<"result">(i1))
      .result<"result">();
}

// select(p, false, true) -> xori(p, true)
static LogicalResult selectI1ToNot(Operation *op, PatternRewriter &rewriter) {
  if (!op->getResult(0).getType().isInteger(1) ||
      !isConstantInt(SelectOp::wrap(op).operand<"true_value">(), 0) ||
      !isConstantInt(SelectOp::wrap(op).operand<"false_value">(), 1))
    return failure();
  rewriter.replaceOp(
      op, createNot(rewriter, op, SelectOp::wrap(op).operand<"condition">()));
  return success();
}

// select(p, 1, 0) -> extui(p); select(p, 0, 1) -> extui(xori(p, true))
static LogicalResult selectToExtUI(Operation *op, PatternRewriter &rewriter) {
  Type type = op->getResult(0).getType();
  if (!llvm::isa<IntegerType>(type) || type.isInteger(1))
    return failure();
  Value cond = SelectOp::wrap(op).operand<"condition">();
  if (isConstantInt(SelectOp::wrap(op).operand<"true_value">(), 1) &&
      isConstantInt(SelectOp::wrap(op).operand<"false_value">(), 0)) {
    rewriter.replaceOp(op, createCast<ExtUIOp>(rewriter, op, cond, type));
    return success();
  }
  if (isConstantInt(SelectOp::wrap(op).operand<"true_value">(), 0) &&
      isConstantInt(SelectOp::wrap(op).operand<"false_value">(), 1)) {
    Value notCond = createNot(rewriter, op, cond);
    rewriter.replaceOp(op, createCast<ExtUIOp>(rewriter, op, notCond, type));
    return success();
  }
  return failure();
}

// mulsi_extended(x, 1) -> [x, extsi(cmpi slt, x, 0)]
static LogicalResult mulSIExtendedRHSOne(Operation *op,
                                         PatternRewriter &rewriter) {
  Type type = op->getResult(0).getType();
  if (!isConstantInt(rhsOf(op), 1) || !type.isIntOrIndex())
    return failure();
  Value x = lhsOf(op);
  Value zero = createConstant(rewriter, op, APInt(widthOf(type), 0));
  Type i1 = IntegerType::get(rewriter.getContext(), 1);
  Value negative = createCmpI(rewriter, op, CmpIPredicate::slt, x, zero, i1);
  rewriter.replaceOp(op,
                     {x, createCast<ExtSIOp>(rewriter, op, negative, type)});
  return success();
}

/// The cmpi predicate a cmpf predicate becomes on converted integers.
static CmpIPredicate toIntPredicate(CmpFPredicate p, bool isUnsigned) {
  switch (p) {
  case CmpFPredicate::UEQ:
  case CmpFPredicate::OEQ:
    return CmpIPredicate::eq;
  case CmpFPredicate::UGT:
  case CmpFPredicate::OGT:
    return isUnsigned ? CmpIPredicate::ugt : CmpIPredicate::sgt;
  case CmpFPredicate::UGE:
  case CmpFPredicate::OGE:
    return isUnsigned ? CmpIPredicate::uge : CmpIPredicate::sge;
  case CmpFPredicate::ULT:
  case CmpFPredicate::OLT:
    return isUnsigned ? CmpIPredicate::ult : CmpIPredicate::slt;
  case CmpFPredicate::ULE:
  case CmpFPredicate::OLE:
    return isUnsigned ? CmpIPredicate::ule : CmpIPredicate::sle;
  default:
    return CmpIPredicate::ne;
  }
}

// cmpf(p, itofp(x), C) -> cmpi(p', x, int(C)), or a constant, when the
// conversion of x is exact enough not to change the comparison (LLVM's
// InstCombine rule).
static LogicalResult cmpFIntToFPConst(Operation *op,
                                      PatternRewriter &rewriter) {
  auto flt = llvm::dyn_cast_if_present<FloatAttr>(getConstantValue(rhsOf(op)));
  if (!flt)
    return failure();
  llvm::APFloat rhs = flt.getValue();
  if (rhs.isNaN())
    return failure();
  auto floatTy = llvm::cast<FloatType>(rhsOf(op).getType());
  int mantissaWidth = llvm::APFloat::semanticsPrecision(floatTy.getSemantics());
  if (mantissaWidth <= 0)
    return failure();
  bool isUnsigned;
  Value intVal;
  if (auto si = definedBy<SIToFPOp>(lhsOf(op))) {
    isUnsigned = false;
    intVal = si.operand<"in">();
  } else if (auto ui = definedBy<UIToFPOp>(lhsOf(op))) {
    isUnsigned = true;
    intVal = ui.operand<"in">();
  } else {
    return failure();
  }
  auto intTy = llvm::dyn_cast<IntegerType>(intVal.getType());
  if (!intTy)
    return failure();
  unsigned intWidth = intTy.getWidth();
  unsigned valueBits = isUnsigned ? intWidth : intWidth - 1;
  if (int(intWidth) > mantissaWidth) {
    // The conversion rounds: give up where rounding could change the answer.
    int exponent = ilogb(rhs);
    if (exponent == llvm::APFloat::IEK_Inf) {
      int maxExponent = ilogb(llvm::APFloat::getLargest(rhs.getSemantics()));
      if (maxExponent < int(valueBits))
        return failure();
    } else if (mantissaWidth <= exponent && exponent <= int(valueBits)) {
      return failure();
    }
  }
  auto fpred =
      CmpFPredicate(llvm::cast<IntegerAttr>(op->getInherentAttr("predicate"))
                        .getValue()
                        .getZExtValue());
  // Converted integers are never NaN.
  if (fpred == CmpFPredicate::ORD)
    return replaceWithBool(rewriter, op, true);
  if (fpred == CmpFPredicate::UNO)
    return replaceWithBool(rewriter, op, false);
  if (fpred == CmpFPredicate::AlwaysFalse || fpred == CmpFPredicate::AlwaysTrue)
    return failure();
  CmpIPredicate pred = toIntPredicate(fpred, isUnsigned);

  // Constants beyond the integer range decide the comparison.
  const auto rm = llvm::APFloat::rmNearestTiesToEven;
  llvm::APFloat maxF(rhs.getSemantics()), minF(rhs.getSemantics());
  maxF.convertFromAPInt(isUnsigned ? APInt::getMaxValue(intWidth)
                                   : APInt::getSignedMaxValue(intWidth),
                        !isUnsigned, rm);
  minF.convertFromAPInt(isUnsigned ? APInt::getMinValue(intWidth)
                                   : APInt::getSignedMinValue(intWidth),
                        !isUnsigned, rm);
  if (maxF < rhs)
    return replaceWithBool(
        rewriter, op,
        pred == CmpIPredicate::ne || pred == CmpIPredicate::slt ||
            pred == CmpIPredicate::sle || pred == CmpIPredicate::ult ||
            pred == CmpIPredicate::ule);
  if (minF > rhs)
    return replaceWithBool(
        rewriter, op,
        pred == CmpIPredicate::ne || pred == CmpIPredicate::sgt ||
            pred == CmpIPredicate::sge || pred == CmpIPredicate::ugt ||
            pred == CmpIPredicate::uge);

  bool ignored;
  llvm::APSInt rhsInt(intWidth, isUnsigned);
  if (rhs.convertToInteger(rhsInt, llvm::APFloat::rmTowardZero, &ignored) ==
      llvm::APFloat::opInvalidOp)
    return failure();
  if (!rhs.isZero()) {
    llvm::APFloat back(floatTy.getSemantics());
    back.convertFromAPInt(rhsInt, !isUnsigned, rm);
    if (!(back == rhs)) {
      // A fractional constant: adjust the predicate (rhsInt is rounded
      // toward zero).
      bool negative = rhs.isNegative();
      switch (pred) {
      case CmpIPredicate::ne:
        return replaceWithBool(rewriter, op, true);
      case CmpIPredicate::eq:
        return replaceWithBool(rewriter, op, false);
      case CmpIPredicate::ule:
        if (negative)
          return replaceWithBool(rewriter, op, false);
        break;
      case CmpIPredicate::sle:
        if (negative)
          pred = CmpIPredicate::slt;
        break;
      case CmpIPredicate::ult:
        if (negative)
          return replaceWithBool(rewriter, op, false);
        pred = CmpIPredicate::ule;
        break;
      case CmpIPredicate::slt:
        if (!negative)
          pred = CmpIPredicate::sle;
        break;
      case CmpIPredicate::ugt:
        if (negative)
          return replaceWithBool(rewriter, op, true);
        break;
      case CmpIPredicate::sgt:
        if (negative)
          pred = CmpIPredicate::sge;
        break;
      case CmpIPredicate::uge:
        if (negative)
          return replaceWithBool(rewriter, op, true);
        pred = CmpIPredicate::ugt;
        break;
      case CmpIPredicate::sge:
        if (!negative)
          pred = CmpIPredicate::sgt;
        break;
      }
    }
  }
  Value constant =
      createConstant(rewriter, op, IntegerAttr::get(intVal.getType(), rhsInt),
                     intVal.getType());
  rewriter.replaceOp(op, createCmpI(rewriter, op, pred, intVal, constant,
                                    op->getResult(0).getType()));
  return success();
}

//===-- Registration, per op ----------------------------------------------===//

void arith::addIPatterns(RewritePatternSet &patterns, Context &) {
  patterns.add<AddIOp>("AddIAddConstant", addIAddConstant);
  patterns.add<AddIOp>("AddISubConstantRHS", addISubConstantRHS);
  patterns.add<AddIOp>("AddISubConstantLHS", addISubConstantLHS);
  patterns.add<AddIOp>("AddIMulNegativeOne", addIMulNegativeOne);
}
void arith::subIPatterns(RewritePatternSet &patterns, Context &) {
  patterns.add<SubIOp>("SubIRHSAddConstant", subIRHSAddConstant);
  patterns.add<SubIOp>("SubILHSSubConstantRHS", subILHSSubConstantRHS);
  patterns.add<SubIOp>("SubILHSSubConstantLHS", subILHSSubConstantLHS);
  patterns.add<SubIOp>("SubIConstantLHS", subIConstantLHS);
  patterns.add<SubIOp>("SubISubILHSRHSLHS", subISubILHSRHSLHS);
}
void arith::xorIPatterns(RewritePatternSet &patterns, Context &) {
  patterns.add<XOrIOp>("XOrINotCmpI", xorINotCmpI);
  patterns.add<XOrIOp>("XOrIOfExt", bitwiseOfExt);
}
void arith::selectPatterns(RewritePatternSet &patterns, Context &) {
  patterns.add<SelectOp>("RedundantSelect", redundantSelect);
  patterns.add<SelectOp>("SelectNotCond", selectNotCond);
  patterns.add<SelectOp>("SelectI1ToNot", selectI1ToNot);
  patterns.add<SelectOp>("SelectToExtUI", selectToExtUI);
}
void arith::indexCastPatterns(RewritePatternSet &patterns, Context &) {
  patterns.add<IndexCastOp>("IndexCastOfIndexCast", indexCastOfIndexCast);
  patterns.add<IndexCastOp>("IndexCastOfExtSI", indexCastOfExt);
}

void arith::mulSIExtendedPatterns(RewritePatternSet &patterns, Context &) {
  patterns.add<MulSIExtendedOp>("MulSIExtendedToMulI", extendedToPlain);
  patterns.add<MulSIExtendedOp>("MulSIExtendedRHSOne", mulSIExtendedRHSOne);
}
void arith::andIPatterns(RewritePatternSet &patterns, Context &) {
  patterns.add<AndIOp>("AndOfExt", bitwiseOfExt);
}
void arith::orIPatterns(RewritePatternSet &patterns, Context &) {
  patterns.add<OrIOp>("OrOfExt", bitwiseOfExt);
}
void arith::cmpIPatterns(RewritePatternSet &patterns, Context &) {
  patterns.add<CmpIOp>("CmpIExt", cmpIOfExt);
}
void arith::cmpFPatterns(RewritePatternSet &patterns, Context &) {
  patterns.add<CmpFOp>("CmpFIntToFPConst", cmpFIntToFPConst);
}
void arith::extSIPatterns(RewritePatternSet &patterns, Context &) {
  patterns.add<ExtSIOp>("ExtSIOfExtUI", extSIOfExtUI);
}
void arith::truncIPatterns(RewritePatternSet &patterns, Context &) {
  patterns.add<TruncIOp>("TruncIExtToExt", truncIOfExt);
  patterns.add<TruncIOp>("TruncIShrSIToTrunciShrUI", truncIShrSI);
}
void arith::truncFPatterns(RewritePatternSet &patterns, Context &) {
  patterns.add<TruncFOp>("TruncFIntToFPToIntToFP", truncFOfIntToFP);
}
void arith::mulFPatterns(RewritePatternSet &patterns, Context &) {
  patterns.add<MulFOp>("MulFOfNegF", floatOfNegF);
}
void arith::divFPatterns(RewritePatternSet &patterns, Context &) {
  patterns.add<DivFOp>("DivFOfNegF", floatOfNegF);
}
void arith::indexCastUIPatterns(RewritePatternSet &patterns, Context &) {
  patterns.add<IndexCastUIOp>("IndexCastUIOfIndexCastUI",
                              indexCastUIOfIndexCastUI);
  patterns.add<IndexCastUIOp>("IndexCastUIOfExtUI", indexCastOfExt);
}
void arith::bitcastPatterns(RewritePatternSet &patterns, Context &) {
  patterns.add<BitcastOp>("BitcastOfBitcast", bitcastOfBitcast);
}
