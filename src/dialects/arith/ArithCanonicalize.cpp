//===- ArithCanonicalize.cpp - The arith canonicalization patterns --------===//
//
// MLIR 22's arith patterns (ArithCanonicalization.td), one function each
// with its algebra above it. Overflow flags of merged ops are intersected
// (`MergeOverflow`), the most conservative choice. A new op takes the
// location of the op it replaces.
//
//===----------------------------------------------------------------------===//
#include "dialects/arith/ArithInternal.h"
#include "rewrite/Folding.h"

#include "llvm/ADT/APSInt.h"

using namespace terrace;
using namespace terrace::arith;
using llvm::APInt;

static Operation *definedBy(Value value, llvm::StringRef name) {
  Operation *def = value.getDefiningOp();
  return def && def->getName().getStringRef() == name ? def : nullptr;
}

static uint64_t overflowOf(Operation *op) {
  auto e =
      llvm::dyn_cast_if_present<EnumAttr>(op->getInherentAttr("overflowFlags"));
  return e ? e.getValue() : 0;
}

/// Creates `name`(operands) with the type of `like`'s result, before `like`.
static Value createBinary(PatternRewriter &rewriter, Operation *like,
                          llvm::StringRef name, Value lhs, Value rhs,
                          std::optional<uint64_t> overflow) {
  rewriter.setInsertionPoint(like);
  OperationState state(like->getLoc(), rewriter.getName(name));
  state.operands = {lhs, rhs};
  state.types.push_back(like->getResult(0).getType());
  if (overflow)
    state.addAttribute(
        rewriter.getStringAttr("overflowFlags"),
        EnumAttr::get(rewriter.getContext(), kOverflowFlags, *overflow));
  return rewriter.create(state)->getResult(0);
}

/// An arith.constant of `like`'s result type holding `value`.
static Value createConstant(PatternRewriter &rewriter, Operation *like,
                            const APInt &value) {
  rewriter.setInsertionPoint(like);
  Type type = like->getResult(0).getType();
  OperationState state(like->getLoc(), rewriter.getName("arith.constant"));
  state.addAttribute(rewriter.getStringAttr("value"),
                     IntegerAttr::get(type, value));
  state.types.push_back(type);
  return rewriter.create(state)->getResult(0);
}

/// Creates `name`(operands) : resultType before `like`, with `attrs`.
static Operation *createOp(PatternRewriter &rewriter, Operation *like,
                           llvm::StringRef name, ValueRange operands,
                           Type resultType,
                           llvm::ArrayRef<NamedAttribute> attrs = {}) {
  rewriter.setInsertionPoint(like);
  OperationState state(like->getLoc(), rewriter.getName(name));
  state.operands.assign(operands.begin(), operands.end());
  state.types.push_back(resultType);
  for (const NamedAttribute &a : attrs)
    state.attributes.push_back(a);
  return rewriter.create(state);
}

/// An i1 constant (true or false) of `like`'s result type, replacing it.
static LogicalResult replaceWithBool(PatternRewriter &rewriter, Operation *op,
                                     bool value) {
  Type i1 = IntegerType::get(rewriter.getContext(), 1);
  Operation *c = createOp(rewriter, op, "arith.constant", {}, i1,
                          {{rewriter.getStringAttr("value"),
                            BoolAttr::get(rewriter.getContext(), value)}});
  rewriter.replaceOp(op, c->getResults());
  return success();
}

static bool isConstantInt(Value v, int64_t expected) {
  std::optional<APInt> c = getConstantInt(v);
  return c && (expected == -1 ? c->isAllOnes() : *c == uint64_t(expected));
}

/// Matches `op(inner(x, c0), c1)` with scalar constants c0 and c1: the
/// inner op, x, c0 and c1.
struct ConstantChain {
  Operation *inner;
  Value x;
  APInt c0, c1;
};
static std::optional<ConstantChain> matchChain(Operation *op,
                                               llvm::StringRef innerName,
                                               bool constantOnLeft = false) {
  std::optional<APInt> c1 = getConstantInt(op->getOperand(1));
  Operation *inner = definedBy(op->getOperand(0), innerName);
  if (!c1 || !inner)
    return std::nullopt;
  unsigned constIndex = constantOnLeft ? 0 : 1;
  std::optional<APInt> c0 = getConstantInt(inner->getOperand(constIndex));
  if (!c0)
    return std::nullopt;
  return ConstantChain{inner, inner->getOperand(1 - constIndex), *c0, *c1};
}

/// Only scalar integer results: splat constants are left to later work.
static bool scalarResult(Operation *op) {
  return op->getResult(0).getType().isIntOrIndex();
}

// addi(addi(x, c0), c1) -> addi(x, c0 + c1)
static LogicalResult addIAddConstant(Operation *op, PatternRewriter &rewriter) {
  auto m = matchChain(op, "arith.addi");
  if (!m || !scalarResult(op))
    return failure();
  Value c = createConstant(rewriter, op, m->c0 + m->c1);
  rewriter.replaceOp(op, {createBinary(rewriter, op, "arith.addi", m->x, c,
                                       overflowOf(op) & overflowOf(m->inner))});
  return success();
}

// addi(subi(x, c0), c1) -> addi(x, c1 - c0)
static LogicalResult addISubConstantRHS(Operation *op,
                                        PatternRewriter &rewriter) {
  auto m = matchChain(op, "arith.subi");
  if (!m || !scalarResult(op))
    return failure();
  Value c = createConstant(rewriter, op, m->c1 - m->c0);
  rewriter.replaceOp(op, {createBinary(rewriter, op, "arith.addi", m->x, c,
                                       overflowOf(op) & overflowOf(m->inner))});
  return success();
}

// addi(subi(c0, x), c1) -> subi(c0 + c1, x)
static LogicalResult addISubConstantLHS(Operation *op,
                                        PatternRewriter &rewriter) {
  auto m = matchChain(op, "arith.subi", /*constantOnLeft=*/true);
  if (!m || !scalarResult(op))
    return failure();
  Value c = createConstant(rewriter, op, m->c0 + m->c1);
  rewriter.replaceOp(op, {createBinary(rewriter, op, "arith.subi", c, m->x,
                                       overflowOf(op) & overflowOf(m->inner))});
  return success();
}

// subi(addi(x, c0), c1) -> addi(x, c0 - c1) (flags dropped, as MLIR does)
static LogicalResult subIRHSAddConstant(Operation *op,
                                        PatternRewriter &rewriter) {
  auto m = matchChain(op, "arith.addi");
  if (!m || !scalarResult(op))
    return failure();
  Value c = createConstant(rewriter, op, m->c0 - m->c1);
  rewriter.replaceOp(op, {createBinary(rewriter, op, "arith.addi", m->x, c,
                                       OverflowFlag::None)});
  return success();
}

// subi(subi(x, c0), c1) -> subi(x, c0 + c1)
static LogicalResult subILHSSubConstantRHS(Operation *op,
                                           PatternRewriter &rewriter) {
  auto m = matchChain(op, "arith.subi");
  if (!m || !scalarResult(op))
    return failure();
  Value c = createConstant(rewriter, op, m->c0 + m->c1);
  rewriter.replaceOp(op, {createBinary(rewriter, op, "arith.subi", m->x, c,
                                       overflowOf(op) & overflowOf(m->inner))});
  return success();
}

// subi(subi(c0, x), c1) -> subi(c0 - c1, x)
static LogicalResult subILHSSubConstantLHS(Operation *op,
                                           PatternRewriter &rewriter) {
  auto m = matchChain(op, "arith.subi", /*constantOnLeft=*/true);
  if (!m || !scalarResult(op))
    return failure();
  Value c = createConstant(rewriter, op, m->c0 - m->c1);
  rewriter.replaceOp(op, {createBinary(rewriter, op, "arith.subi", c, m->x,
                                       overflowOf(op) & overflowOf(m->inner))});
  return success();
}

// muli(muli(x, c0), c1) -> muli(x, c0 * c1)
static LogicalResult mulIMulIConstant(Operation *op,
                                      PatternRewriter &rewriter) {
  auto m = matchChain(op, "arith.muli");
  if (!m || !scalarResult(op))
    return failure();
  Value c = createConstant(rewriter, op, m->c0 * m->c1);
  rewriter.replaceOp(op, {createBinary(rewriter, op, "arith.muli", m->x, c,
                                       overflowOf(op) & overflowOf(m->inner))});
  return success();
}

void arith::mulIPatterns(RewritePatternSet &patterns, Context &) {
  patterns.add("arith.muli", "MulIMulIConstant", mulIMulIConstant);
}

// addui_extended(x, y) -> [addi(x, y), _] when the overflow is unused;
// mul*_extended(x, y) -> [muli(x, y), _] when the high half is unused.
static LogicalResult extendedToPlain(Operation *op, PatternRewriter &rewriter) {
  if (!op->getResult(1).use_empty())
    return failure();
  llvm::StringRef plain = op->getName().getStringRef() == "arith.addui_extended"
                              ? "arith.addi"
                              : "arith.muli";
  Value v = createBinary(rewriter, op, plain, op->getOperand(0),
                         op->getOperand(1), OverflowFlag::None);
  rewriter.replaceOp(op, {v, Value()});
  return success();
}

void arith::addUIExtendedPatterns(RewritePatternSet &patterns, Context &) {
  patterns.add("arith.addui_extended", "AddUIExtendedToAddI", extendedToPlain);
}
void arith::mulUIExtendedPatterns(RewritePatternSet &patterns, Context &) {
  patterns.add("arith.mului_extended", "MulUIExtendedToMulI", extendedToPlain);
}

/// The inverse predicate: eq <-> ne, slt <-> sge, ...
// xori(cmpi(p, a, b), true) -> cmpi(!p, a, b)
static LogicalResult xorINotCmpI(Operation *op, PatternRewriter &rewriter) {
  Operation *cmp = definedBy(op->getOperand(0), "arith.cmpi");
  std::optional<APInt> one = getConstantInt(op->getOperand(1));
  if (!cmp || !one || one->getBitWidth() != 1 || !one->isOne())
    return failure();
  auto pred = llvm::cast<IntegerAttr>(cmp->getInherentAttr("predicate"));
  rewriter.setInsertionPoint(op);
  OperationState state(op->getLoc(), rewriter.getName("arith.cmpi"));
  state.operands = {cmp->getOperand(0), cmp->getOperand(1)};
  state.types.push_back(op->getResult(0).getType());
  state.addAttribute(
      rewriter.getStringAttr("predicate"),
      IntegerAttr::get(pred.getType(),
                       int64_t(invertCmpIPredicate(pred.getValue().getZExtValue()))));
  rewriter.replaceOp(op, rewriter.create(state)->getResults());
  return success();
}

// select(p, select(p, a, b), c) -> select(p, a, c)
// select(p, a, select(p, b, c)) -> select(p, a, c)
static LogicalResult redundantSelect(Operation *op, PatternRewriter &rewriter) {
  Value cond = op->getOperand(0);
  for (unsigned side : {1u, 2u}) {
    Operation *inner = definedBy(op->getOperand(side), "arith.select");
    if (!inner || inner->getOperand(0) != cond)
      continue;
    rewriter.modifyOpInPlace(
        op, [&] { op->setOperand(side, inner->getOperand(side)); });
    return success();
  }
  return failure();
}

// index_cast(index_cast(x)) -> x when the types round-trip
static LogicalResult indexCastOfIndexCast(Operation *op,
                                          PatternRewriter &rewriter) {
  Operation *inner = definedBy(op->getOperand(0), "arith.index_cast");
  if (!inner || inner->getOperand(0).getType() != op->getResult(0).getType())
    return failure();
  rewriter.replaceOp(op, {inner->getOperand(0)});
  return success();
}

//===-- More patterns of MLIR 22 ------------------------------------------===//

// addi(x, muli(y, -1)) -> subi(x, y); addi(muli(x, -1), y) -> subi(y, x)
static LogicalResult addIMulNegativeOne(Operation *op,
                                        PatternRewriter &rewriter) {
  for (unsigned side : {1u, 0u}) {
    Operation *mul = definedBy(op->getOperand(side), "arith.muli");
    if (!mul || !isConstantInt(mul->getOperand(1), -1) || !scalarResult(op))
      continue;
    Value other = op->getOperand(1 - side);
    rewriter.replaceOp(op,
                       {createBinary(rewriter, op, "arith.subi", other,
                                     mul->getOperand(0), OverflowFlag::None)});
    return success();
  }
  return failure();
}

// subi(c1, addi(x, c0)) -> subi(c1 - c0, x)
// subi(c1, subi(x, c0)) -> subi(c0 + c1, x)
// subi(c1, subi(c0, x)) -> addi(x, c1 - c0)
static LogicalResult subIConstantLHS(Operation *op, PatternRewriter &rewriter) {
  std::optional<APInt> c1 = getConstantInt(op->getOperand(0));
  Operation *inner = op->getOperand(1).getDefiningOp();
  if (!c1 || !inner || !scalarResult(op))
    return failure();
  llvm::StringRef name = inner->getName().getStringRef();
  uint64_t flags = overflowOf(op) & overflowOf(inner);
  if (name == "arith.addi" || name == "arith.subi") {
    if (std::optional<APInt> c0 = getConstantInt(inner->getOperand(1))) {
      Value x = inner->getOperand(0);
      APInt value = name == "arith.addi" ? *c1 - *c0 : *c0 + *c1;
      Value c = createConstant(rewriter, op, value);
      rewriter.replaceOp(
          op, {createBinary(rewriter, op, "arith.subi", c, x, flags)});
      return success();
    }
    if (std::optional<APInt> c0 = getConstantInt(inner->getOperand(0));
        c0 && name == "arith.subi") {
      Value c = createConstant(rewriter, op, *c1 - *c0);
      rewriter.replaceOp(op, {createBinary(rewriter, op, "arith.addi",
                                           inner->getOperand(1), c, flags)});
      return success();
    }
  }
  return failure();
}

// subi(subi(a, b), a) -> subi(0, b)
static LogicalResult subISubILHSRHSLHS(Operation *op,
                                       PatternRewriter &rewriter) {
  Operation *inner = definedBy(op->getOperand(0), "arith.subi");
  if (!inner || inner->getOperand(0) != op->getOperand(1) || !scalarResult(op))
    return failure();
  Value zero = createConstant(
      rewriter, op,
      APInt(op->getResult(0).getType().isIndex()
                ? 64
                : op->getResult(0).getType().getIntOrFloatBitWidth(),
            0));
  rewriter.replaceOp(
      op, {createBinary(rewriter, op, "arith.subi", zero, inner->getOperand(1),
                        overflowOf(op) & overflowOf(inner))});
  return success();
}

// op(ext(x), ext(y)) -> ext(op(x, y)) for andi, ori, xori when both
// extensions are the same kind from the same type.
static LogicalResult bitwiseOfExt(Operation *op, PatternRewriter &rewriter) {
  for (llvm::StringRef ext : {"arith.extui", "arith.extsi"}) {
    Operation *l = definedBy(op->getOperand(0), ext);
    Operation *r = definedBy(op->getOperand(1), ext);
    if (!l || !r || l->getOperand(0).getType() != r->getOperand(0).getType())
      continue;
    Operation *inner = createOp(rewriter, op, op->getName().getStringRef(),
                                {l->getOperand(0), r->getOperand(0)},
                                l->getOperand(0).getType());
    Operation *outer = createOp(rewriter, op, ext, {inner->getResult(0)},
                                op->getResult(0).getType());
    rewriter.replaceOp(op, outer->getResults());
    return success();
  }
  return failure();
}

// cmpi(eq|ne, ext(a), ext(b)) -> cmpi(eq|ne, a, b) for the same extension
static LogicalResult cmpIOfExt(Operation *op, PatternRewriter &rewriter) {
  auto pred = llvm::cast<IntegerAttr>(op->getInherentAttr("predicate"));
  uint64_t p = pred.getValue().getZExtValue();
  if (p != uint64_t(CmpIPredicate::eq) && p != uint64_t(CmpIPredicate::ne))
    return failure();
  for (llvm::StringRef ext : {"arith.extsi", "arith.extui"}) {
    Operation *l = definedBy(op->getOperand(0), ext);
    Operation *r = definedBy(op->getOperand(1), ext);
    if (!l || !r || l->getOperand(0).getType() != r->getOperand(0).getType())
      continue;
    Operation *cmp = createOp(rewriter, op, "arith.cmpi",
                              {l->getOperand(0), r->getOperand(0)},
                              op->getResult(0).getType(),
                              {{rewriter.getStringAttr("predicate"), pred}});
    rewriter.replaceOp(op, cmp->getResults());
    return success();
  }
  return failure();
}

// extsi(extui(x)) -> extui(x)
static LogicalResult extSIOfExtUI(Operation *op, PatternRewriter &rewriter) {
  Operation *inner = definedBy(op->getOperand(0), "arith.extui");
  if (!inner)
    return failure();
  Operation *ext = createOp(rewriter, op, "arith.extui", {inner->getOperand(0)},
                            op->getResult(0).getType());
  rewriter.replaceOp(op, ext->getResults());
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
static LogicalResult truncIOfExt(Operation *op, PatternRewriter &rewriter) {
  for (llvm::StringRef ext : {"arith.extsi", "arith.extui"}) {
    Operation *e = definedBy(op->getOperand(0), ext);
    if (!e)
      continue;
    unsigned src = widthOf(e->getOperand(0).getType());
    unsigned dst = widthOf(op->getResult(0).getType());
    unsigned mid = widthOf(e->getResult(0).getType());
    if (!(mid > dst && dst > src && src > 0))
      continue;
    Operation *narrower = createOp(rewriter, op, ext, {e->getOperand(0)},
                                   op->getResult(0).getType());
    rewriter.replaceOp(op, narrower->getResults());
    return success();
  }
  return failure();
}

// trunci(shrsi(x, c)) -> trunci(shrui(x, c)) when c = width(x) - width(trunc)
static LogicalResult truncIShrSI(Operation *op, PatternRewriter &rewriter) {
  Operation *shr = definedBy(op->getOperand(0), "arith.shrsi");
  if (!shr)
    return failure();
  std::optional<APInt> c = getConstantInt(shr->getOperand(1));
  unsigned in = widthOf(shr->getResult(0).getType());
  unsigned out = widthOf(op->getResult(0).getType());
  if (!c || *c != uint64_t(in - out))
    return failure();
  Operation *shrui = createOp(rewriter, op, "arith.shrui",
                              {shr->getOperand(0), shr->getOperand(1)},
                              shr->getResult(0).getType());
  rewriter.modifyOpInPlace(op, [&] { op->setOperand(0, shrui->getResult(0)); });
  return success();
}

// truncf(sitofp(x)) -> sitofp(x), truncf(uitofp(x)) -> uitofp(x), when the
// truncf rounds by default
static LogicalResult truncFOfIntToFP(Operation *op, PatternRewriter &rewriter) {
  if (op->getInherentAttr("roundingmode"))
    return failure();
  for (llvm::StringRef conv : {"arith.sitofp", "arith.uitofp"}) {
    Operation *c = definedBy(op->getOperand(0), conv);
    if (!c)
      continue;
    Operation *direct = createOp(rewriter, op, conv, {c->getOperand(0)},
                                 op->getResult(0).getType());
    rewriter.replaceOp(op, direct->getResults());
    return success();
  }
  return failure();
}

// mulf(negf(x), negf(y)) -> mulf(x, y); divf likewise
static LogicalResult floatOfNegF(Operation *op, PatternRewriter &rewriter) {
  Operation *l = definedBy(op->getOperand(0), "arith.negf");
  Operation *r = definedBy(op->getOperand(1), "arith.negf");
  if (!l || !r)
    return failure();
  llvm::SmallVector<NamedAttribute, 1> attrs;
  if (Attribute fm = op->getInherentAttr("fastmath"))
    attrs.push_back({rewriter.getStringAttr("fastmath"), fm});
  Operation *plain = createOp(rewriter, op, op->getName().getStringRef(),
                              {l->getOperand(0), r->getOperand(0)},
                              op->getResult(0).getType(), attrs);
  rewriter.replaceOp(op, plain->getResults());
  return success();
}

// index_cast(extsi(x)) -> index_cast(x); index_castui(extui(x)) ->
// index_castui(x)
static LogicalResult indexCastOfExt(Operation *op, PatternRewriter &rewriter) {
  llvm::StringRef ext = op->getName().getStringRef() == "arith.index_cast"
                            ? "arith.extsi"
                            : "arith.extui";
  Operation *e = definedBy(op->getOperand(0), ext);
  if (!e)
    return failure();
  rewriter.modifyOpInPlace(op, [&] { op->setOperand(0, e->getOperand(0)); });
  return success();
}

// index_castui(index_castui(x)) -> x when the types round-trip
static LogicalResult indexCastUIOfIndexCastUI(Operation *op,
                                              PatternRewriter &rewriter) {
  Operation *inner = definedBy(op->getOperand(0), "arith.index_castui");
  if (!inner || inner->getOperand(0).getType() != op->getResult(0).getType())
    return failure();
  rewriter.replaceOp(op, {inner->getOperand(0)});
  return success();
}

// bitcast(bitcast(x)) -> bitcast(x)
static LogicalResult bitcastOfBitcast(Operation *op,
                                      PatternRewriter &rewriter) {
  Operation *inner = definedBy(op->getOperand(0), "arith.bitcast");
  if (!inner)
    return failure();
  rewriter.modifyOpInPlace(op,
                           [&] { op->setOperand(0, inner->getOperand(0)); });
  return success();
}

// select(not(p), a, b) -> select(p, b, a)
static LogicalResult selectNotCond(Operation *op, PatternRewriter &rewriter) {
  Operation *x = definedBy(op->getOperand(0), "arith.xori");
  if (!x || !isConstantInt(x->getOperand(1), -1))
    return failure();
  Value t = op->getOperand(1), f = op->getOperand(2);
  rewriter.modifyOpInPlace(op, [&] {
    op->setOperand(0, x->getOperand(0));
    op->setOperand(1, f);
    op->setOperand(2, t);
  });
  return success();
}

// select(p, false, true) -> xori(p, true)
static LogicalResult selectI1ToNot(Operation *op, PatternRewriter &rewriter) {
  if (!op->getResult(0).getType().isInteger(1) ||
      !isConstantInt(op->getOperand(1), 0) ||
      !isConstantInt(op->getOperand(2), 1))
    return failure();
  // A new `true`, as MLIR's pattern builds one.
  Type i1 = op->getResult(0).getType();
  Operation *one = createOp(rewriter, op, "arith.constant", {}, i1,
                            {{rewriter.getStringAttr("value"),
                              BoolAttr::get(rewriter.getContext(), true)}});
  Operation *x = createOp(rewriter, op, "arith.xori",
                          {op->getOperand(0), one->getResult(0)}, i1);
  rewriter.replaceOp(op, x->getResults());
  return success();
}

// select(p, 1, 0) -> extui(p); select(p, 0, 1) -> extui(xori(p, true))
static LogicalResult selectToExtUI(Operation *op, PatternRewriter &rewriter) {
  Type type = op->getResult(0).getType();
  if (!llvm::isa<IntegerType>(type) || type.isInteger(1))
    return failure();
  Value cond = op->getOperand(0);
  if (isConstantInt(op->getOperand(1), 1) &&
      isConstantInt(op->getOperand(2), 0)) {
    rewriter.replaceOp(
        op, createOp(rewriter, op, "arith.extui", {cond}, type)->getResults());
    return success();
  }
  if (isConstantInt(op->getOperand(1), 0) &&
      isConstantInt(op->getOperand(2), 1)) {
    Type i1 = cond.getType();
    Operation *one = createOp(rewriter, op, "arith.constant", {}, i1,
                              {{rewriter.getStringAttr("value"),
                                BoolAttr::get(rewriter.getContext(), true)}});
    Operation *x =
        createOp(rewriter, op, "arith.xori", {cond, one->getResult(0)}, i1);
    rewriter.replaceOp(
        op, createOp(rewriter, op, "arith.extui", {x->getResult(0)}, type)
                ->getResults());
    return success();
  }
  return failure();
}

// mulsi_extended(x, 1) -> [x, extsi(cmpi slt, x, 0)]
static LogicalResult mulSIExtendedRHSOne(Operation *op,
                                         PatternRewriter &rewriter) {
  Type type = op->getResult(0).getType();
  if (!isConstantInt(op->getOperand(1), 1) || !type.isIntOrIndex())
    return failure();
  Value x = op->getOperand(0);
  Value zero = createConstant(rewriter, op, APInt(widthOf(type), 0));
  Type i1 = IntegerType::get(rewriter.getContext(), 1);
  Operation *cmp =
      createOp(rewriter, op, "arith.cmpi", {x, zero}, i1,
               {{rewriter.getStringAttr("predicate"),
                 IntegerAttr::get(IntegerType::get(rewriter.getContext(), 64),
                                  int64_t(CmpIPredicate::slt))}});
  Operation *ext =
      createOp(rewriter, op, "arith.extsi", {cmp->getResult(0)}, type);
  rewriter.replaceOp(op, {x, ext->getResult(0)});
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
  auto flt =
      llvm::dyn_cast_if_present<FloatAttr>(getConstantValue(op->getOperand(1)));
  if (!flt)
    return failure();
  llvm::APFloat rhs = flt.getValue();
  if (rhs.isNaN())
    return failure();
  auto floatTy = llvm::cast<FloatType>(op->getOperand(1).getType());
  int mantissaWidth = llvm::APFloat::semanticsPrecision(floatTy.getSemantics());
  if (mantissaWidth <= 0)
    return failure();
  bool isUnsigned;
  Value intVal;
  if (Operation *si = definedBy(op->getOperand(0), "arith.sitofp")) {
    isUnsigned = false;
    intVal = si->getOperand(0);
  } else if (Operation *ui = definedBy(op->getOperand(0), "arith.uitofp")) {
    isUnsigned = true;
    intVal = ui->getOperand(0);
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
  rewriter.setInsertionPoint(op);
  OperationState c(op->getLoc(), rewriter.getName("arith.constant"));
  c.addAttribute(rewriter.getStringAttr("value"),
                 IntegerAttr::get(intVal.getType(), rhsInt));
  c.types.push_back(intVal.getType());
  Value constant = rewriter.create(c)->getResult(0);
  Operation *cmp =
      createOp(rewriter, op, "arith.cmpi", {intVal, constant},
               op->getResult(0).getType(),
               {{rewriter.getStringAttr("predicate"),
                 IntegerAttr::get(IntegerType::get(rewriter.getContext(), 64),
                                  int64_t(pred))}});
  rewriter.replaceOp(op, cmp->getResults());
  return success();
}

//===-- Registration, per op ----------------------------------------------===//

void arith::addIPatterns(RewritePatternSet &patterns, Context &) {
  patterns.add("arith.addi", "AddIAddConstant", addIAddConstant);
  patterns.add("arith.addi", "AddISubConstantRHS", addISubConstantRHS);
  patterns.add("arith.addi", "AddISubConstantLHS", addISubConstantLHS);
  patterns.add("arith.addi", "AddIMulNegativeOne", addIMulNegativeOne);
}
void arith::subIPatterns(RewritePatternSet &patterns, Context &) {
  patterns.add("arith.subi", "SubIRHSAddConstant", subIRHSAddConstant);
  patterns.add("arith.subi", "SubILHSSubConstantRHS", subILHSSubConstantRHS);
  patterns.add("arith.subi", "SubILHSSubConstantLHS", subILHSSubConstantLHS);
  patterns.add("arith.subi", "SubIConstantLHS", subIConstantLHS);
  patterns.add("arith.subi", "SubISubILHSRHSLHS", subISubILHSRHSLHS);
}
void arith::xorIPatterns(RewritePatternSet &patterns, Context &) {
  patterns.add("arith.xori", "XOrINotCmpI", xorINotCmpI);
  patterns.add("arith.xori", "XOrIOfExt", bitwiseOfExt);
}
void arith::selectPatterns(RewritePatternSet &patterns, Context &) {
  patterns.add("arith.select", "RedundantSelect", redundantSelect);
  patterns.add("arith.select", "SelectNotCond", selectNotCond);
  patterns.add("arith.select", "SelectI1ToNot", selectI1ToNot);
  patterns.add("arith.select", "SelectToExtUI", selectToExtUI);
}
void arith::indexCastPatterns(RewritePatternSet &patterns, Context &) {
  patterns.add("arith.index_cast", "IndexCastOfIndexCast",
               indexCastOfIndexCast);
  patterns.add("arith.index_cast", "IndexCastOfExtSI", indexCastOfExt);
}

void arith::mulSIExtendedPatterns(RewritePatternSet &patterns, Context &) {
  patterns.add("arith.mulsi_extended", "MulSIExtendedToMulI", extendedToPlain);
  patterns.add("arith.mulsi_extended", "MulSIExtendedRHSOne",
               mulSIExtendedRHSOne);
}
void arith::andIPatterns(RewritePatternSet &patterns, Context &) {
  patterns.add("arith.andi", "AndOfExt", bitwiseOfExt);
}
void arith::orIPatterns(RewritePatternSet &patterns, Context &) {
  patterns.add("arith.ori", "OrOfExt", bitwiseOfExt);
}
void arith::cmpIPatterns(RewritePatternSet &patterns, Context &) {
  patterns.add("arith.cmpi", "CmpIExt", cmpIOfExt);
}
void arith::cmpFPatterns(RewritePatternSet &patterns, Context &) {
  patterns.add("arith.cmpf", "CmpFIntToFPConst", cmpFIntToFPConst);
}
void arith::extSIPatterns(RewritePatternSet &patterns, Context &) {
  patterns.add("arith.extsi", "ExtSIOfExtUI", extSIOfExtUI);
}
void arith::truncIPatterns(RewritePatternSet &patterns, Context &) {
  patterns.add("arith.trunci", "TruncIExtToExt", truncIOfExt);
  patterns.add("arith.trunci", "TruncIShrSIToTrunciShrUI", truncIShrSI);
}
void arith::truncFPatterns(RewritePatternSet &patterns, Context &) {
  patterns.add("arith.truncf", "TruncFIntToFPToIntToFP", truncFOfIntToFP);
}
void arith::mulFPatterns(RewritePatternSet &patterns, Context &) {
  patterns.add("arith.mulf", "MulFOfNegF", floatOfNegF);
}
void arith::divFPatterns(RewritePatternSet &patterns, Context &) {
  patterns.add("arith.divf", "DivFOfNegF", floatOfNegF);
}
void arith::indexCastUIPatterns(RewritePatternSet &patterns, Context &) {
  patterns.add("arith.index_castui", "IndexCastUIOfIndexCastUI",
               indexCastUIOfIndexCastUI);
  patterns.add("arith.index_castui", "IndexCastUIOfExtUI", indexCastOfExt);
}
void arith::bitcastPatterns(RewritePatternSet &patterns, Context &) {
  patterns.add("arith.bitcast", "BitcastOfBitcast", bitcastOfBitcast);
}
