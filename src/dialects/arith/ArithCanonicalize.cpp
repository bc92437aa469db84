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

using namespace terrace;
using namespace terrace::arith;
using llvm::APInt;

/// The integer constant (scalar or splat) behind `v`, or none.
static std::optional<APInt> constantInt(Value v) {
  Attribute a = getConstantValue(v);
  if (auto i = llvm::dyn_cast_if_present<IntegerAttr>(a))
    return i.getValue();
  return std::nullopt;
}

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
  std::optional<APInt> c1 = constantInt(op->getOperand(1));
  Operation *inner = definedBy(op->getOperand(0), innerName);
  if (!c1 || !inner)
    return std::nullopt;
  unsigned constIndex = constantOnLeft ? 0 : 1;
  std::optional<APInt> c0 = constantInt(inner->getOperand(constIndex));
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
  rewriter.replaceOp(
      op, {createBinary(rewriter, op, "arith.addi", m->x, c, OverflowFlag::None)});
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
static LogicalResult mulIMulIConstant(Operation *op, PatternRewriter &rewriter) {
  auto m = matchChain(op, "arith.muli");
  if (!m || !scalarResult(op))
    return failure();
  Value c = createConstant(rewriter, op, m->c0 * m->c1);
  rewriter.replaceOp(op, {createBinary(rewriter, op, "arith.muli", m->x, c,
                                       overflowOf(op) & overflowOf(m->inner))});
  return success();
}

void arith::addIPatterns(RewritePatternSet &patterns, Context &) {
  patterns.add("arith.addi", "AddIAddConstant", addIAddConstant);
  patterns.add("arith.addi", "AddISubConstantRHS", addISubConstantRHS);
  patterns.add("arith.addi", "AddISubConstantLHS", addISubConstantLHS);
}

void arith::subIPatterns(RewritePatternSet &patterns, Context &) {
  patterns.add("arith.subi", "SubIRHSAddConstant", subIRHSAddConstant);
  patterns.add("arith.subi", "SubILHSSubConstantRHS", subILHSSubConstantRHS);
  patterns.add("arith.subi", "SubILHSSubConstantLHS", subILHSSubConstantLHS);
}

void arith::mulIPatterns(RewritePatternSet &patterns, Context &) {
  patterns.add("arith.muli", "MulIMulIConstant", mulIMulIConstant);
}

/// The inverse predicate: eq <-> ne, slt <-> sge, ...
static uint64_t invertCmpI(uint64_t p) {
  static const uint64_t inverse[] = {1, 0, 5, 4, 3, 2, 9, 8, 7, 6};
  return inverse[p];
}

// xori(cmpi(p, a, b), true) -> cmpi(!p, a, b)
static LogicalResult xorINotCmpI(Operation *op, PatternRewriter &rewriter) {
  Operation *cmp = definedBy(op->getOperand(0), "arith.cmpi");
  std::optional<APInt> one = constantInt(op->getOperand(1));
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
                       int64_t(invertCmpI(pred.getValue().getZExtValue()))));
  rewriter.replaceOp(op, rewriter.create(state)->getResults());
  return success();
}

void arith::xorIPatterns(RewritePatternSet &patterns, Context &) {
  patterns.add("arith.xori", "XOrINotCmpI", xorINotCmpI);
}

// select(p, select(p, a, b), c) -> select(p, a, c)
// select(p, a, select(p, b, c)) -> select(p, a, c)
static LogicalResult redundantSelect(Operation *op, PatternRewriter &rewriter) {
  Value cond = op->getOperand(0);
  for (unsigned side : {1u, 2u}) {
    Operation *inner = definedBy(op->getOperand(side), "arith.select");
    if (!inner || inner->getOperand(0) != cond)
      continue;
    rewriter.modifyOpInPlace(op, [&] {
      op->setOperand(side, inner->getOperand(side));
    });
    return success();
  }
  return failure();
}

void arith::selectPatterns(RewritePatternSet &patterns, Context &) {
  patterns.add("arith.select", "RedundantSelect", redundantSelect);
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

void arith::indexCastPatterns(RewritePatternSet &patterns, Context &) {
  patterns.add("arith.index_cast", "IndexCastOfIndexCast",
               indexCastOfIndexCast);
}
