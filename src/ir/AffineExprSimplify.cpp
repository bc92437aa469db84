//===- AffineExprSimplify.cpp - Flattening affine expressions -------------===//
//
// The flat form of an expression over D dimensions, S symbols and L local
// quotients is a row of D + S + L + 1 coefficients, the constant last. Each
// floordiv, ceildiv or mod by a positive constant becomes a quotient q
// (`e mod c` is `e - c * q` with q = e floordiv c), after cancelling the
// gcd of the dividend's coefficients and the divisor; a division left with
// divisor 1 needs no quotient at all. A product, division or remainder by
// a non-constant becomes a local standing for itself. The rebuilt
// expression reads the row in order, so equal expressions print alike.
//
// This follows MLIR's SimpleAffineExprFlattener, getAffineExprFromFlatForm
// and their semi-affine counterparts (mlir/lib/IR/AffineExpr.cpp), rule for
// rule, since the order in which they rebuild decides what mlir-opt prints.
//
//===----------------------------------------------------------------------===//
#include "ir/AffineExprSimplify.h"
#include "ir/Context.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/Support/MathExtras.h"

#include <algorithm>
#include <numeric>

using namespace terrace;
using K = AffineExprKind;

namespace {
/// Coefficients of [dims, symbols, locals, constant].
using FlatExpr = llvm::SmallVector<int64_t, 8>;
} // namespace

// Coefficients wrap in two's complement rather than overflow (MLIR's would
// be undefined there).
static int64_t wrappingAdd(int64_t a, int64_t b) {
  return int64_t(uint64_t(a) + uint64_t(b));
}
static int64_t wrappingMul(int64_t a, int64_t b) {
  return int64_t(uint64_t(a) * uint64_t(b));
}
static uint64_t magnitude(int64_t v) {
  return v < 0 ? uint64_t(0) - uint64_t(v) : uint64_t(v);
}

/// The expression a flat row stands for: dimensions and symbols in order,
/// then the locals, then the constant (MLIR's getAffineExprFromFlatForm).
static AffineExpr exprFromFlatForm(llvm::ArrayRef<int64_t> flat,
                                   unsigned numDims, unsigned numSymbols,
                                   llvm::ArrayRef<AffineExpr> locals,
                                   Context &ctx) {
  AffineExpr expr = AffineExpr::getConstant(ctx, 0);
  for (unsigned j = 0; j < numDims + numSymbols; ++j) {
    if (flat[j] == 0)
      continue;
    AffineExpr id = j < numDims ? AffineExpr::getDim(ctx, j)
                                : AffineExpr::getSymbol(ctx, j - numDims);
    expr = expr + id * flat[j];
  }
  unsigned localStart = numDims + numSymbols;
  for (unsigned j = localStart; j + 1 < flat.size(); ++j)
    if (flat[j] != 0)
      expr = expr + locals[j - localStart] * flat[j];
  if (flat.back() != 0)
    expr = expr + flat.back();
  return expr;
}

/// The same for a semi-affine expression: terms ordered by the position of
/// the dimension or symbol they start with, so that `d0 + d0 * s0 + s0`
/// reads in that order (MLIR's getSemiAffineExprFromFlatForm).
static AffineExpr semiAffineExprFromFlatForm(llvm::ArrayRef<int64_t> flat,
                                             unsigned numDims,
                                             unsigned numSymbols,
                                             llvm::ArrayRef<AffineExpr> locals,
                                             Context &ctx) {
  struct Term {
    std::pair<unsigned, int> key;
    int64_t coefficient;
    AffineExpr expr;
  };
  llvm::SmallVector<Term, 8> terms;
  int symbolKeyBase = int(std::max(numDims, numSymbols));
  unsigned symbolOffset = 0;
  int dimOffset = -1;
  for (unsigned j = numDims; j < numDims + numSymbols; ++j)
    if (flat[j] != 0)
      terms.push_back({{j - numDims, symbolKeyBase + int(symbolOffset++)},
                       flat[j],
                       AffineExpr::getSymbol(ctx, j - numDims)});
  unsigned localStart = numDims + numSymbols;
  llvm::SmallVector<bool, 4> placed(locals.size(), false);
  for (auto [i, local] : llvm::enumerate(locals)) {
    int64_t coefficient = flat[localStart + i];
    if (coefficient == 0)
      continue;
    AffineExpr lhs = local.getLHS(), rhs = local.getRHS();
    bool lhsIsId = lhs.getKind() == K::DimId || lhs.getKind() == K::SymbolId;
    bool rhsIsLeaf = rhs.getKind() == K::DimId ||
                     rhs.getKind() == K::SymbolId || rhs.isConstant();
    if (!lhsIsId || !rhsIsLeaf)
      continue;
    unsigned lhsPos = unsigned(lhs.getValue());
    std::pair<unsigned, int> key;
    if (rhs.isConstant())
      key = lhs.getKind() == K::DimId
                ? std::pair<unsigned, int>(lhsPos, dimOffset--)
                : std::pair<unsigned, int>(lhsPos,
                                           symbolKeyBase + int(symbolOffset++));
    else if (lhs.getKind() == K::DimId)
      key = {lhsPos, int(rhs.getValue())};
    else
      key = {lhsPos, symbolKeyBase + int(symbolOffset++)};
    terms.push_back({key, coefficient, local});
    placed[i] = true;
  }
  for (unsigned j = 0; j < numDims; ++j)
    if (flat[j] != 0)
      terms.push_back({{j, dimOffset--}, flat[j], AffineExpr::getDim(ctx, j)});
  llvm::sort(terms, [](const Term &a, const Term &b) { return a.key < b.key; });
  AffineExpr expr = AffineExpr::getConstant(ctx, 0);
  for (const Term &term : terms)
    expr = expr + term.expr * term.coefficient;
  for (unsigned j = localStart; j + 1 < flat.size(); ++j)
    if (flat[j] != 0 && !placed[j - localStart])
      expr = expr + locals[j - localStart] * flat[j];
  if (flat.back() != 0)
    expr = expr + flat.back();
  return expr;
}

namespace {
/// Flattens expressions post-order onto a stack of rows (MLIR's
/// SimpleAffineExprFlattener).
class Flattener {
public:
  Flattener(Context &ctx, unsigned numDims, unsigned numSymbols)
      : ctx(ctx), numDims(numDims), numSymbols(numSymbols) {}

  /// Pushes the flat form of `expr`; false where it divides or takes a
  /// remainder by a constant below 1 (poison in MLIR).
  bool walk(AffineExpr expr) {
    switch (expr.getKind()) {
    case K::DimId:
      if (expr.getValue() >= int64_t(numDims))
        return false;
      pushLeaf(size_t(expr.getValue()), 1);
      return true;
    case K::SymbolId:
      if (expr.getValue() >= int64_t(numSymbols))
        return false;
      pushLeaf(numDims + size_t(expr.getValue()), 1);
      return true;
    case K::Constant:
      pushLeaf(numCols() - 1, expr.getValue());
      return true;
    default:
      break;
    }
    if (!walk(expr.getLHS()) || !walk(expr.getRHS()))
      return false;
    switch (expr.getKind()) {
    case K::Add:
      return visitAdd();
    case K::Mul:
      return visitMul(expr);
    case K::Mod:
      return visitMod(expr);
    case K::FloorDiv:
      return visitDiv(expr, /*isCeil=*/false);
    default:
      return visitDiv(expr, /*isCeil=*/true);
    }
  }

  AffineExpr toExpr(llvm::ArrayRef<int64_t> flat) const {
    return exprFromFlatForm(flat, numDims, numSymbols, locals, ctx);
  }

  llvm::SmallVector<FlatExpr, 8> stack;
  llvm::SmallVector<AffineExpr, 4> locals;

private:
  unsigned localStart() const { return numDims + numSymbols; }
  unsigned numCols() const {
    return numDims + numSymbols + unsigned(locals.size()) + 1;
  }

  void pushLeaf(size_t column, int64_t value) {
    stack.emplace_back(numCols(), 0);
    stack.back()[column] = value;
  }

  bool visitAdd() {
    FlatExpr rhs = stack.pop_back_val();
    FlatExpr &lhs = stack.back();
    for (size_t i = 0; i < lhs.size(); ++i)
      lhs[i] = wrappingAdd(lhs[i], rhs[i]);
    return true;
  }

  bool visitMul(AffineExpr expr) {
    FlatExpr rhs = stack.pop_back_val();
    FlatExpr &lhs = stack.back();
    if (!expr.getRHS().isConstant()) {
      setToLocal(lhs, toExpr(lhs) * toExpr(rhs));
      return true;
    }
    for (int64_t &coefficient : lhs)
      coefficient = wrappingMul(coefficient, rhs.back());
    return true;
  }

  // e mod c = e - c * (e floordiv c), the quotient's dividend and divisor
  // divided by their gcd.
  bool visitMod(AffineExpr expr) {
    FlatExpr rhs = stack.pop_back_val();
    FlatExpr &lhs = stack.back();
    if (!expr.getRHS().isConstant()) {
      setToLocal(lhs, AffineExpr::getBinary(K::Mod, toExpr(lhs), toExpr(rhs)));
      return true;
    }
    int64_t divisor = rhs.back();
    if (divisor <= 0)
      return false;
    if (llvm::all_of(lhs, [&](int64_t c) { return c % divisor == 0; })) {
      std::fill(lhs.begin(), lhs.end(), 0);
      return true;
    }
    FlatExpr dividend(lhs);
    uint64_t gcd = uint64_t(divisor);
    for (int64_t c : lhs)
      gcd = std::gcd(gcd, magnitude(c));
    if (gcd != 1)
      for (int64_t &c : dividend)
        c /= int64_t(gcd);
    AffineExpr quotient = AffineExpr::getBinary(
        K::FloorDiv, toExpr(dividend),
        AffineExpr::getConstant(ctx, divisor / int64_t(gcd)));
    int loc = findLocal(quotient);
    if (loc < 0) {
      addLocal(quotient);
      loc = int(locals.size()) - 1;
    }
    // The dividend may already hold the quotient (`(x + 4 - x mod 5) mod 5`
    // is `5q + 4` less `5q`): subtract, as mlir-opt 22 does (the older
    // source overwrote the coefficient, a miscompile).
    int64_t &coefficient = lhs[localStart() + unsigned(loc)];
    coefficient = wrappingAdd(coefficient, wrappingMul(divisor, -1));
    return true;
  }

  bool visitDiv(AffineExpr expr, bool isCeil) {
    K kind = isCeil ? K::CeilDiv : K::FloorDiv;
    FlatExpr rhs = stack.pop_back_val();
    FlatExpr &lhs = stack.back();
    if (!expr.getRHS().isConstant()) {
      setToLocal(lhs, AffineExpr::getBinary(kind, toExpr(lhs), toExpr(rhs)));
      return true;
    }
    int64_t divisor = rhs.back();
    if (divisor <= 0)
      return false;
    uint64_t gcd = uint64_t(divisor);
    for (int64_t c : lhs)
      gcd = std::gcd(gcd, magnitude(c));
    if (gcd != 1)
      for (int64_t &c : lhs)
        c /= int64_t(gcd);
    divisor /= int64_t(gcd);
    if (divisor == 1)
      return true;
    setToLocal(lhs,
               AffineExpr::getBinary(kind, toExpr(lhs),
                                     AffineExpr::getConstant(ctx, divisor)));
    return true;
  }

  /// Makes `row` the local `local` (added if new).
  void setToLocal(FlatExpr &row, AffineExpr local) {
    int loc = findLocal(local);
    if (loc < 0) {
      addLocal(local);
      loc = int(locals.size()) - 1;
    }
    std::fill(row.begin(), row.end(), 0);
    row[localStart() + unsigned(loc)] = 1;
  }

  int findLocal(AffineExpr local) const {
    const AffineExpr *it = llvm::find(locals, local);
    return it == locals.end() ? -1 : int(it - locals.begin());
  }

  /// A new local column in every row on the stack.
  void addLocal(AffineExpr local) {
    for (FlatExpr &row : stack)
      row.insert(row.begin() + localStart() + locals.size(), 0);
    locals.push_back(local);
  }

  Context &ctx;
  unsigned numDims, numSymbols;
};
} // namespace

//===-- Semi-affine expressions -------------------------------------------===//

/// Whether `expr` is a multiple of symbol `pos` as far as a division or
/// remainder of `kind` can tell (MLIR's isDivisibleBySymbol): a division
/// at the top of the dividend (or of one of its summands) commutes with an
/// outer division of its own kind; under a product or a remainder it does
/// not, which mlir-opt 22 shows (`((s0 floordiv 2) * 2) floordiv s0` stays).
static bool isDivisibleBySymbol(AffineExpr expr, unsigned pos, K kind) {
  switch (expr.getKind()) {
  case K::Constant:
    return expr.getValue() == 0;
  case K::DimId:
    return false;
  case K::SymbolId:
    return expr.getValue() == int64_t(pos);
  case K::Add:
    return isDivisibleBySymbol(expr.getLHS(), pos, kind) &&
           isDivisibleBySymbol(expr.getRHS(), pos, kind);
  case K::Mod:
    return isDivisibleBySymbol(expr.getLHS(), pos, K::Mod) &&
           isDivisibleBySymbol(expr.getRHS(), pos, K::Mod);
  case K::Mul:
    return isDivisibleBySymbol(expr.getLHS(), pos, K::Mod) ||
           isDivisibleBySymbol(expr.getRHS(), pos, K::Mod);
  default:
    return kind == expr.getKind() &&
           isDivisibleBySymbol(expr.getLHS(), pos, expr.getKind());
  }
}

/// `expr` divided by symbol `pos`, where isDivisibleBySymbol holds; null
/// where it does not (MLIR's symbolicDivide).
static AffineExpr symbolicDivide(AffineExpr expr, unsigned pos, K kind) {
  Context &ctx = expr.getContext();
  switch (expr.getKind()) {
  case K::Constant:
    return expr.getValue() == 0 ? expr : AffineExpr();
  case K::DimId:
    return AffineExpr();
  case K::SymbolId:
    return AffineExpr::getConstant(ctx, 1);
  case K::Add:
  case K::Mod: {
    K inner = expr.getKind() == K::Add ? kind : expr.getKind();
    AffineExpr lhs = symbolicDivide(expr.getLHS(), pos, inner);
    AffineExpr rhs = symbolicDivide(expr.getRHS(), pos, inner);
    if (!lhs || !rhs)
      return AffineExpr();
    return AffineExpr::getBinary(expr.getKind(), lhs, rhs);
  }
  case K::Mul: {
    if (!isDivisibleBySymbol(expr.getLHS(), pos, K::Mod)) {
      AffineExpr rhs = symbolicDivide(expr.getRHS(), pos, K::Mod);
      return rhs ? expr.getLHS() * rhs : AffineExpr();
    }
    AffineExpr lhs = symbolicDivide(expr.getLHS(), pos, K::Mod);
    return lhs ? lhs * expr.getRHS() : AffineExpr();
  }
  default: {
    AffineExpr lhs = symbolicDivide(expr.getLHS(), pos, expr.getKind());
    return lhs ? AffineExpr::getBinary(expr.getKind(), lhs, expr.getRHS())
               : AffineExpr();
  }
  }
}

static void collectSummands(AffineExpr expr,
                            llvm::SmallVectorImpl<AffineExpr> &summands) {
  if (expr.getKind() != K::Add) {
    summands.push_back(expr);
    return;
  }
  collectSummands(expr.getLHS(), summands);
  collectSummands(expr.getRHS(), summands);
}

/// `e` where `candidate` is `e * -1` (or `-1 * e`).
static AffineExpr negatedOperand(AffineExpr candidate) {
  if (candidate.getKind() != K::Mul)
    return AffineExpr();
  AffineExpr lhs = candidate.getLHS(), rhs = candidate.getRHS();
  if (lhs.isConstant() && lhs.getValue() == -1)
    return rhs;
  if (rhs.isConstant() && rhs.getValue() == -1)
    return lhs;
  return AffineExpr();
}

/// Whether `lhs mod rhs` is 0 because `lhs` is `x - x mod rhs` (loop
/// peeling's `ub - ub mod step`; MLIR's isModOfModSubtraction).
static bool isModOfModSubtraction(AffineExpr lhs, AffineExpr rhs,
                                  unsigned numDims, unsigned numSymbols) {
  llvm::SmallVector<AffineExpr, 8> summands;
  collectSummands(lhs, summands);
  for (auto [i, summand] : llvm::enumerate(summands)) {
    AffineExpr innerMod = negatedOperand(summand);
    if (!innerMod || innerMod.getKind() != K::Mod || innerMod.getRHS() != rhs)
      continue;
    AffineExpr diff = AffineExpr::getConstant(lhs.getContext(), 0);
    for (auto [j, other] : llvm::enumerate(summands))
      if (i != j)
        diff = diff + other;
    diff = diff - innerMod.getLHS();
    diff = simplifyAffineExpr(diff, numDims, numSymbols);
    if (diff.isConstant() && diff.getValue() == 0)
      return true;
  }
  return false;
}

/// Divisions and remainders by a symbol that divides their dividend
/// (MLIR's simplifySemiAffine).
static AffineExpr simplifySemiAffine(AffineExpr expr, unsigned numDims,
                                     unsigned numSymbols) {
  switch (expr.getKind()) {
  case K::Constant:
  case K::DimId:
  case K::SymbolId:
    return expr;
  case K::Add:
  case K::Mul:
    return AffineExpr::getBinary(
        expr.getKind(), simplifySemiAffine(expr.getLHS(), numDims, numSymbols),
        simplifySemiAffine(expr.getRHS(), numDims, numSymbols));
  default:
    break;
  }
  AffineExpr lhs = simplifySemiAffine(expr.getLHS(), numDims, numSymbols);
  AffineExpr rhs = simplifySemiAffine(expr.getRHS(), numDims, numSymbols);
  if (isModOfModSubtraction(lhs, rhs, numDims, numSymbols))
    return AffineExpr::getConstant(expr.getContext(), 0);
  AffineExpr unchanged = AffineExpr::getBinary(expr.getKind(), lhs, rhs);
  if (rhs.getKind() != K::SymbolId)
    return unchanged;
  unsigned pos = unsigned(rhs.getValue());
  if (!isDivisibleBySymbol(expr.getLHS(), pos, expr.getKind()))
    return unchanged;
  if (expr.getKind() == K::Mod)
    return AffineExpr::getConstant(expr.getContext(), 0);
  AffineExpr quotient = symbolicDivide(lhs, pos, expr.getKind());
  return quotient ? quotient : unchanged;
}

//===-- Entry points ------------------------------------------------------===//

AffineExpr terrace::simplifyAffineExpr(AffineExpr expr, unsigned numDims,
                                       unsigned numSymbols) {
  if (!expr.isPureAffine())
    expr = simplifySemiAffine(expr, numDims, numSymbols);
  Flattener flattener(expr.getContext(), numDims, numSymbols);
  if (!flattener.walk(expr))
    return expr;
  llvm::ArrayRef<int64_t> flat = flattener.stack.back();
  if (expr.isPureAffine())
    return flattener.toExpr(flat);
  if (expr == flattener.toExpr(flat))
    return expr;
  return semiAffineExprFromFlatForm(flat, numDims, numSymbols, flattener.locals,
                                    expr.getContext());
}

AffineMapAttr terrace::simplifyAffineMap(AffineMapAttr map) {
  llvm::SmallVector<AffineExpr, 4> results;
  for (unsigned i = 0; i < map.getNumResults(); ++i)
    results.push_back(simplifyAffineExpr(map.getResult(i), map.getNumDims(),
                                         map.getNumSymbols()));
  return AffineMapAttr::get(map.getContext(), map.getNumDims(),
                            map.getNumSymbols(), results);
}

std::optional<int64_t> terrace::getBoundForAffineExpr(
    AffineExpr expr, unsigned numDims, unsigned numSymbols,
    llvm::ArrayRef<std::optional<int64_t>> lowerBounds,
    llvm::ArrayRef<std::optional<int64_t>> upperBounds, bool isUpper) {
  auto bound = [&](AffineExpr e, bool upper) {
    return getBoundForAffineExpr(e, numDims, numSymbols, lowerBounds,
                                 upperBounds, upper);
  };
  if (expr.isBinary()) {
    AffineExpr rhs = expr.getRHS();
    bool positiveDivisor = rhs.isConstant() && rhs.getValue() >= 1;
    switch (expr.getKind()) {
    case K::FloorDiv:
    case K::CeilDiv: {
      // Rounding keeps the order: a bound of the dividend, divided.
      std::optional<int64_t> lhs;
      if (positiveDivisor)
        lhs = bound(expr.getLHS(), isUpper);
      if (!lhs)
        return std::nullopt;
      return evaluateAffineBinary(expr.getKind(), *lhs, rhs.getValue());
    }
    case K::Mod:
      if (positiveDivisor) {
        // Within one period, the remainders keep the dividend's order. (As
        // in MLIR, a lower bound compares the dividend's lower bound with
        // itself.)
        int64_t c = rhs.getValue();
        std::optional<int64_t> lb = bound(expr.getLHS(), false);
        std::optional<int64_t> ub = bound(expr.getLHS(), isUpper);
        if (lb && ub &&
            llvm::divideFloorSigned(*lb, c) == llvm::divideFloorSigned(*ub, c))
          return isUpper ? llvm::mod(*ub, c) : llvm::mod(*lb, c);
        return isUpper ? c - 1 : 0;
      }
      break;
    default:
      break;
    }
  }
  Flattener flattener(expr.getContext(), numDims, numSymbols);
  if (!flattener.walk(expr) || !flattener.locals.empty())
    return std::nullopt;
  llvm::ArrayRef<int64_t> flat = flattener.stack.back();
  int64_t result = 0;
  for (unsigned i = 0; i < numDims + numSymbols; ++i) {
    if (flat[i] == 0)
      continue;
    const std::optional<int64_t> &known =
        (flat[i] > 0) == isUpper ? upperBounds[i] : lowerBounds[i];
    if (!known)
      return std::nullopt;
    result = wrappingAdd(result, wrappingMul(*known, flat[i]));
  }
  return wrappingAdd(result, flat.back());
}
