//===- AffineExpr.cpp - Affine expressions, maps and sets -----------------===//
//
// The simplifications below are the ones MLIR applies when an expression is
// built (mlir/lib/IR/AffineExpr.cpp); they run on parse, so they decide how a
// map prints. Each rule is written as its algebra.
//
//===----------------------------------------------------------------------===//
#include "ir/AffineExpr.h"
#include "ir/Context.h"

#include "llvm/ADT/SmallVector.h"
#include "llvm/Support/MathExtras.h"
#include "llvm/Support/raw_ostream.h"

#include <numeric>
#include <optional>

using namespace terrace;
using K = AffineExprKind;

static AffineExpr getExpr(Context &ctx, K kind, llvm::ArrayRef<int64_t> ints,
                          llvm::ArrayRef<const void *> ptrs) {
  return AffineExpr(
      detail::getStorage(ctx.exprUniquer(), unsigned(kind), ints, ptrs));
}

AffineExpr AffineExpr::getConstant(Context &ctx, int64_t value) {
  int64_t ints[] = {value};
  return getExpr(ctx, K::Constant, ints, {});
}

AffineExpr AffineExpr::getDim(Context &ctx, unsigned position) {
  int64_t ints[] = {position};
  return getExpr(ctx, K::DimId, ints, {});
}

AffineExpr AffineExpr::getSymbol(Context &ctx, unsigned position) {
  int64_t ints[] = {position};
  return getExpr(ctx, K::SymbolId, ints, {});
}

bool AffineExpr::isSymbolicOrConstant() const {
  switch (getKind()) {
  case K::Constant:
  case K::SymbolId:
    return true;
  case K::DimId:
    return false;
  default:
    return getLHS().isSymbolicOrConstant() && getRHS().isSymbolicOrConstant();
  }
}

// Coefficient arithmetic wraps around in two's complement, as MLIR's does in
// practice, but without signed-overflow UB; divisions avoid INT64_MIN / -1.
static int64_t wrappingAdd(int64_t a, int64_t b) {
  return int64_t(uint64_t(a) + uint64_t(b));
}
static int64_t wrappingMul(int64_t a, int64_t b) {
  return int64_t(uint64_t(a) * uint64_t(b));
}
static std::optional<int64_t> checkedMul(int64_t a, int64_t b) {
  int64_t r;
  return llvm::MulOverflow(a, b, r) ? std::nullopt : std::optional(r);
}
/// `a % b == 0`, safe for b == -1 and b == 0 (false).
static bool divides(int64_t b, int64_t a) {
  return b != 0 && (b == -1 || a % b == 0);
}

static bool isAddWithConstRHS(AffineExpr e) {
  return e.getKind() == K::Add && e.getRHS().isConstant();
}
static bool isMulWithConstRHS(AffineExpr e) {
  return e.getKind() == K::Mul && e.getRHS().isConstant();
}

static bool isId(AffineExpr e) {
  return e.getKind() == K::DimId || e.getKind() == K::SymbolId;
}

/// Whether two dim/symbol leaves are out of MLIR's canonical operand order.
static bool isOutOfOrderIdPair(AffineExpr lhs, AffineExpr rhs) {
  if (!isId(lhs) || !isId(rhs))
    return false;
  if (lhs.getKind() != rhs.getKind())
    return lhs.getKind() == K::SymbolId;
  return lhs.getValue() > rhs.getValue();
}

static AffineExpr simplifyAdd(AffineExpr lhs, AffineExpr rhs) {
  Context &ctx = lhs.getContext();
  // c1 + c2 -> (c1 + c2), unless it overflows.
  if (lhs.isConstant() && rhs.isConstant()) {
    int64_t sum;
    if (!llvm::AddOverflow(lhs.getValue(), rhs.getValue(), sum))
      return AffineExpr::getConstant(ctx, sum);
    return AffineExpr();
  }
  // c + x -> x + c; symbolic + dim-dependent -> dim-dependent + symbolic.
  if (lhs.isConstant() ||
      (lhs.isSymbolicOrConstant() && !rhs.isSymbolicOrConstant()))
    return rhs + lhs;
  // x + 0 -> x
  if (rhs.isConstant() && rhs.getValue() == 0)
    return lhs;
  // (x + c1) + c2 -> x + (c1 + c2)
  if (rhs.isConstant() && isAddWithConstRHS(lhs))
    return lhs.getLHS() + wrappingAdd(lhs.getRHS().getValue(), rhs.getValue());
  // c1 * x + c2 * x -> (c1 + c2) * x (a bare x counts as 1 * x).
  AffineExpr first = isMulWithConstRHS(lhs) ? lhs.getLHS() : lhs;
  int64_t firstCoef = isMulWithConstRHS(lhs) ? lhs.getRHS().getValue() : 1;
  AffineExpr second = isMulWithConstRHS(rhs) ? rhs.getLHS() : rhs;
  int64_t secondCoef = isMulWithConstRHS(rhs) ? rhs.getRHS().getValue() : 1;
  if (first == second)
    return AffineExpr::getBinary(
        K::Mul, first,
        AffineExpr::getConstant(ctx, wrappingAdd(firstCoef, secondCoef)));
  // (x + c) + y -> (x + y) + c
  if (isAddWithConstRHS(lhs))
    return lhs.getLHS() + rhs + lhs.getRHS();
  // x + ((x floordiv q) * q) * -1 -> x mod q, with q symbolic.
  if (!rhs.isBinary())
    return AffineExpr();
  AffineExpr factor = rhs.getLHS(), coef = rhs.getRHS();
  if (coef.isConstant() && coef.getValue() == -1 && factor.isBinary() &&
      factor.getKind() == K::Mul) {
    AffineExpr div = factor.getLHS(), q = factor.getRHS();
    if (div.getKind() != K::FloorDiv)
      return AffineExpr();
    if (div.getRHS() == q && div.getLHS() == lhs)
      return AffineExpr::getBinary(K::Mod, lhs, q);
  }
  // The rules below need rhs = (e floordiv c) * k.
  if (rhs.getKind() != K::Mul || !factor.isBinary() ||
      factor.getKind() != K::FloorDiv)
    return AffineExpr();
  // x + (x floordiv c) * -c -> x mod c, for a positive constant c.
  AffineExpr c = factor.getRHS();
  if (c.isConstant() && c.getValue() > 0 && factor.getLHS() == lhs &&
      coef.isConstant() && coef.getValue() == -c.getValue())
    return AffineExpr::getBinary(K::Mod, lhs, c);
  // (a + b) + y -> a + (b + y), when b + y simplifies.
  if (lhs.getKind() == K::Add)
    if (AffineExpr folded = simplifyAdd(lhs.getRHS(), rhs))
      return lhs.getLHS() + folded;
  return AffineExpr();
}

static AffineExpr simplifyMul(AffineExpr lhs, AffineExpr rhs) {
  Context &ctx = lhs.getContext();
  // c1 * c2 -> (c1 * c2), unless it overflows.
  if (lhs.isConstant() && rhs.isConstant()) {
    int64_t product;
    if (!llvm::MulOverflow(lhs.getValue(), rhs.getValue(), product))
      return AffineExpr::getConstant(ctx, product);
    return AffineExpr();
  }
  // Neither side symbolic: a semi-affine product, kept as written.
  if (!lhs.isSymbolicOrConstant() && !rhs.isSymbolicOrConstant())
    return AffineExpr();
  // Put the constant or symbolic factor on the right.
  if (!rhs.isSymbolicOrConstant() || lhs.isConstant())
    return rhs * lhs;
  if (rhs.isConstant()) {
    // x * 1 -> x
    if (rhs.getValue() == 1)
      return lhs;
    // x * 0 -> 0
    if (rhs.getValue() == 0)
      return rhs;
    // (x * c1) * c2 -> x * (c1 * c2)
    if (isMulWithConstRHS(lhs))
      return lhs.getLHS() * wrappingMul(lhs.getRHS().getValue(), rhs.getValue());
  }
  // (x * c) * y -> (x * y) * c
  if (isMulWithConstRHS(lhs))
    return (lhs.getLHS() * rhs) * lhs.getRHS();
  return AffineExpr();
}

/// The largest constant known to divide `e` (MLIR's getLargestKnownDivisor).
static int64_t largestKnownDivisor(AffineExpr e) {
  switch (e.getKind()) {
  case K::DimId:
  case K::SymbolId:
    return 1;
  case K::Constant:
    // |INT64_MIN| does not fit: 1 is always a safe answer.
    return e.getValue() == INT64_MIN ? 1 : std::abs(e.getValue());
  case K::Mul:
    return checkedMul(largestKnownDivisor(e.getLHS()),
                      largestKnownDivisor(e.getRHS()))
        .value_or(1);
  case K::Add:
  case K::Mod:
    return int64_t(std::gcd(uint64_t(largestKnownDivisor(e.getLHS())),
                            uint64_t(largestKnownDivisor(e.getRHS()))));
  case K::FloorDiv:
  case K::CeilDiv: {
    // A quotient by a constant that divides the dividend's divisor (also a
    // negative one, as in MLIR; a division by zero stays alone).
    AffineExpr rhs = e.getRHS();
    if (rhs.isConstant() && rhs.getValue() != 0) {
      int64_t lhsDiv = largestKnownDivisor(e.getLHS());
      if (divides(rhs.getValue(), lhsDiv))
        return std::abs(lhsDiv / rhs.getValue());
    }
    return 1;
  }
  }
  return 1;
}

/// floordiv and ceildiv by a non-zero constant, mod by a positive one.
static AffineExpr simplifyDivMod(K kind, AffineExpr lhs, AffineExpr rhs) {
  Context &ctx = lhs.getContext();
  if (!rhs.isConstant() || rhs.getValue() == 0 ||
      (kind == K::Mod && rhs.getValue() < 1))
    return AffineExpr();
  int64_t d = rhs.getValue();
  auto c = [&](int64_t v) { return AffineExpr::getConstant(ctx, v); };
  if (lhs.isConstant()) {
    int64_t n = lhs.getValue();
    if (kind != K::Mod && n == INT64_MIN && d == -1)
      return AffineExpr(); // would overflow
    int64_t r;
    if (kind == K::Mod) {
      r = n % d; // d >= 1 here
      if (r < 0)
        r += d;
    } else {
      r = kind == K::FloorDiv ? llvm::divideFloorSigned(n, d)
                              : llvm::divideCeilSigned(n, d);
    }
    return c(r);
  }
  if (kind == K::Mod) {
    // x mod c -> 0 when c divides every value of x.
    if (divides(d, largestKnownDivisor(lhs)))
      return c(0);
    if (lhs.getKind() == K::Add) {
      // (a + b) mod c -> b mod c when c divides a (and symmetrically).
      if (divides(d, largestKnownDivisor(lhs.getLHS())))
        return AffineExpr::getBinary(K::Mod, lhs.getRHS(), rhs);
      if (divides(d, largestKnownDivisor(lhs.getRHS())))
        return AffineExpr::getBinary(K::Mod, lhs.getLHS(), rhs);
    }
    // (e mod a) mod b -> e mod b when b divides a.
    if (lhs.getKind() == K::Mod && lhs.getRHS().isConstant() &&
        lhs.getRHS().getValue() >= 1 && divides(d, lhs.getRHS().getValue()))
      return AffineExpr::getBinary(K::Mod, lhs.getLHS(), rhs);
    return AffineExpr();
  }
  // x floordiv 1 -> x, x ceildiv 1 -> x
  if (d == 1)
    return lhs;
  // (x * k) floordiv d -> x * (k / d) when d divides k (ceildiv too).
  if (isMulWithConstRHS(lhs) && divides(d, lhs.getRHS().getValue()) &&
      !(d == -1 && lhs.getRHS().getValue() == INT64_MIN))
    return lhs.getLHS() * (lhs.getRHS().getValue() / d);
  // (a + b) floordiv d -> a floordiv d + b floordiv d when d divides a or b.
  if (kind == K::FloorDiv && lhs.getKind() == K::Add &&
      (divides(d, largestKnownDivisor(lhs.getLHS())) ||
       divides(d, largestKnownDivisor(lhs.getRHS()))))
    return AffineExpr::getBinary(K::FloorDiv, lhs.getLHS(), rhs) +
           AffineExpr::getBinary(K::FloorDiv, lhs.getRHS(), rhs);
  return AffineExpr();
}

AffineExpr AffineExpr::getBinary(K kind, AffineExpr lhs, AffineExpr rhs) {
  AffineExpr simplified;
  switch (kind) {
  case K::Add:
    simplified = simplifyAdd(lhs, rhs);
    break;
  case K::Mul:
    simplified = simplifyMul(lhs, rhs);
    break;
  default:
    simplified = simplifyDivMod(kind, lhs, rhs);
    break;
  }
  if (simplified)
    return simplified;
  // A new + or * of two bare ids: dims before symbols, then by position
  // (d1 + d0 -> d0 + d1); only such leaf pairs are ordered, as in MLIR.
  if ((kind == K::Add || kind == K::Mul) && isOutOfOrderIdPair(lhs, rhs))
    std::swap(lhs, rhs);
  const void *ptrs[] = {lhs.getImpl(), rhs.getImpl()};
  return getExpr(lhs.getContext(), kind, {}, ptrs);
}

//===-- Printing ----------------------------------------------------------===//

namespace {
enum class Binding { Weak, Strong };
}

static void printExpr(llvm::raw_ostream &os, AffineExpr e, Binding outer) {
  switch (e.getKind()) {
  case K::SymbolId:
    os << 's' << e.getValue();
    return;
  case K::DimId:
    os << 'd' << e.getValue();
    return;
  case K::Constant:
    os << e.getValue();
    return;
  default:
    break;
  }
  AffineExpr lhs = e.getLHS(), rhs = e.getRHS();
  bool parens = outer == Binding::Strong;
  if (parens)
    os << '(';
  if (e.getKind() != K::Add) {
    if (e.getKind() == K::Mul && rhs.isConstant() && rhs.getValue() == -1) {
      // x * -1 prints as -x.
      os << '-';
      printExpr(os, lhs, Binding::Strong);
    } else {
      const char *op = e.getKind() == K::Mul        ? " * "
                       : e.getKind() == K::FloorDiv ? " floordiv "
                       : e.getKind() == K::CeilDiv  ? " ceildiv "
                                                    : " mod ";
      printExpr(os, lhs, Binding::Strong);
      os << op;
      printExpr(os, rhs, Binding::Strong);
    }
  } else if (isMulWithConstRHS(rhs) && rhs.getRHS().getValue() <= -1) {
    // x + y * -1 prints as x - y; x + y * -c as x - y * c.
    int64_t coef = rhs.getRHS().getValue();
    printExpr(os, lhs, Binding::Weak);
    os << " - ";
    if (coef == -1) {
      printExpr(os, rhs.getLHS(),
                rhs.getLHS().getKind() == K::Add ? Binding::Strong
                                                 : Binding::Weak);
    } else {
      printExpr(os, rhs.getLHS(), Binding::Strong);
      os << " * " << wrappingMul(coef, -1);
    }
  } else if (rhs.isConstant() && rhs.getValue() < 0) {
    // x + -c prints as x - c.
    printExpr(os, lhs, Binding::Weak);
    os << " - " << wrappingMul(rhs.getValue(), -1);
  } else {
    printExpr(os, lhs, Binding::Weak);
    os << " + ";
    printExpr(os, rhs, Binding::Weak);
  }
  if (parens)
    os << ')';
}

void AffineExpr::print(llvm::raw_ostream &os) const {
  printExpr(os, *this, Binding::Weak);
}

static void printDimsAndSymbols(llvm::raw_ostream &os, unsigned dims,
                                unsigned symbols) {
  os << '(';
  for (unsigned i = 0; i < dims; ++i)
    os << (i ? ", d" : "d") << i;
  os << ')';
  if (symbols) {
    os << '[';
    for (unsigned i = 0; i < symbols; ++i)
      os << (i ? ", s" : "s") << i;
    os << ']';
  }
}

AffineMapAttr AffineMapAttr::get(Context &ctx, unsigned numDims,
                                 unsigned numSymbols,
                                 llvm::ArrayRef<AffineExpr> results) {
  int64_t ints[] = {numDims, numSymbols};
  llvm::SmallVector<const void *, 4> ptrs;
  for (AffineExpr e : results)
    ptrs.push_back(e.getImpl());
  return AffineMapAttr(detail::getStorage(
      ctx.attrUniquer(), unsigned(AttrKind::AffineMap), ints, ptrs));
}

bool AffineMapAttr::isIdentity() const {
  if (getNumDims() != getNumResults())
    return false;
  for (unsigned i = 0; i < getNumResults(); ++i) {
    AffineExpr e = getResult(i);
    if (e.getKind() != K::DimId || e.getValue() != int64_t(i))
      return false;
  }
  return true;
}

bool AffineMapAttr::isProjectedPermutation() const {
  if (getNumSymbols())
    return false;
  llvm::SmallVector<bool, 8> seen(getNumDims(), false);
  for (unsigned i = 0; i < getNumResults(); ++i) {
    AffineExpr e = getResult(i);
    if (e.getKind() != K::DimId || seen[size_t(e.getValue())])
      return false;
    seen[size_t(e.getValue())] = true;
  }
  return true;
}

bool AffineMapAttr::isPermutation() const {
  return getNumDims() == getNumResults() && isProjectedPermutation();
}

void AffineMapAttr::printBody(llvm::raw_ostream &os) const {
  printDimsAndSymbols(os, getNumDims(), getNumSymbols());
  os << " -> (";
  for (unsigned i = 0; i < getNumResults(); ++i) {
    if (i)
      os << ", ";
    getResult(i).print(os);
  }
  os << ')';
}

IntegerSetAttr IntegerSetAttr::get(Context &ctx, unsigned numDims,
                                   unsigned numSymbols,
                                   llvm::ArrayRef<AffineExpr> constraints,
                                   llvm::ArrayRef<bool> eqFlags) {
  llvm::SmallVector<int64_t, 8> ints{numDims, numSymbols};
  for (bool eq : eqFlags)
    ints.push_back(eq);
  llvm::SmallVector<const void *, 4> ptrs;
  for (AffineExpr e : constraints)
    ptrs.push_back(e.getImpl());
  return IntegerSetAttr(detail::getStorage(
      ctx.attrUniquer(), unsigned(AttrKind::IntegerSet), ints, ptrs));
}

void IntegerSetAttr::printBody(llvm::raw_ostream &os) const {
  printDimsAndSymbols(os, getNumDims(), getNumSymbols());
  os << " : (";
  if (getNumConstraints() == 0) {
    // The empty set prints as one trivially true constraint.
    os << "0 == 0)";
    return;
  }
  for (unsigned i = 0; i < getNumConstraints(); ++i) {
    if (i)
      os << ", ";
    getConstraint(i).print(os);
    os << (isEq(i) ? " == 0" : " >= 0");
  }
  os << ')';
}

AffineExpr AffineExpr::replaceDims(llvm::ArrayRef<AffineExpr> dims) const {
  return replaceDimsAndSymbols(dims, {});
}

AffineExpr
AffineExpr::replaceDimsAndSymbols(llvm::ArrayRef<AffineExpr> dims,
                                  llvm::ArrayRef<AffineExpr> symbols) const {
  switch (getKind()) {
  case AffineExprKind::DimId:
    return size_t(getValue()) < dims.size() ? dims[size_t(getValue())] : *this;
  case AffineExprKind::SymbolId:
    return size_t(getValue()) < symbols.size() ? symbols[size_t(getValue())]
                                               : *this;
  case AffineExprKind::Constant:
    return *this;
  default: {
    AffineExpr lhs = getLHS().replaceDimsAndSymbols(dims, symbols);
    AffineExpr rhs = getRHS().replaceDimsAndSymbols(dims, symbols);
    if (lhs == getLHS() && rhs == getRHS())
      return *this;
    return getBinary(getKind(), lhs, rhs);
  }
  }
}

AffineExpr AffineExpr::replace(AffineExpr from, AffineExpr to) const {
  if (*this == from)
    return to;
  if (!isBinary())
    return *this;
  AffineExpr lhs = getLHS().replace(from, to);
  AffineExpr rhs = getRHS().replace(from, to);
  if (lhs == getLHS() && rhs == getRHS())
    return *this;
  return getBinary(getKind(), lhs, rhs);
}

bool AffineExpr::isPureAffine() const {
  switch (getKind()) {
  case K::DimId:
  case K::SymbolId:
  case K::Constant:
    return true;
  case K::Add:
    return getLHS().isPureAffine() && getRHS().isPureAffine();
  case K::Mul:
    return getLHS().isPureAffine() && getRHS().isPureAffine() &&
           (getLHS().isConstant() || getRHS().isConstant());
  default:
    return getLHS().isPureAffine() && getRHS().isConstant();
  }
}

int64_t AffineExpr::getLargestKnownDivisor() const {
  return largestKnownDivisor(*this);
}

bool AffineExpr::isFunctionOfDim(unsigned position) const {
  if (getKind() == K::DimId)
    return getValue() == int64_t(position);
  return isBinary() && (getLHS().isFunctionOfDim(position) ||
                        getRHS().isFunctionOfDim(position));
}

bool AffineExpr::isFunctionOfSymbol(unsigned position) const {
  if (getKind() == K::SymbolId)
    return getValue() == int64_t(position);
  return isBinary() && (getLHS().isFunctionOfSymbol(position) ||
                        getRHS().isFunctionOfSymbol(position));
}

AffineMapAttr AffineMapAttr::replaceDimsAndSymbols(
    llvm::ArrayRef<AffineExpr> dims, llvm::ArrayRef<AffineExpr> symbols,
    unsigned numDims, unsigned numSymbols) const {
  llvm::SmallVector<AffineExpr, 4> results;
  for (unsigned i = 0; i < getNumResults(); ++i)
    results.push_back(getResult(i).replaceDimsAndSymbols(dims, symbols));
  return get(getContext(), numDims, numSymbols, results);
}

AffineMapAttr AffineMapAttr::shiftDims(unsigned shift) const {
  llvm::SmallVector<AffineExpr, 4> dims;
  for (unsigned i = 0; i < getNumDims(); ++i)
    dims.push_back(AffineExpr::getDim(getContext(), i + shift));
  return replaceDimsAndSymbols(dims, {}, getNumDims() + shift, getNumSymbols());
}

AffineMapAttr AffineMapAttr::shiftSymbols(unsigned shift) const {
  llvm::SmallVector<AffineExpr, 4> symbols;
  for (unsigned i = 0; i < getNumSymbols(); ++i)
    symbols.push_back(AffineExpr::getSymbol(getContext(), i + shift));
  return replaceDimsAndSymbols({}, symbols, getNumDims(),
                               getNumSymbols() + shift);
}

std::optional<int64_t>
terrace::evaluateAffineExpr(AffineExpr expr, llvm::ArrayRef<int64_t> dims,
                            llvm::ArrayRef<int64_t> symbols) {
  switch (expr.getKind()) {
  case AffineExprKind::Constant:
    return expr.getValue();
  case AffineExprKind::DimId:
    return dims[size_t(expr.getValue())];
  case AffineExprKind::SymbolId:
    return symbols[size_t(expr.getValue())];
  default:
    break;
  }
  std::optional<int64_t> lhs = evaluateAffineExpr(expr.getLHS(), dims, symbols);
  std::optional<int64_t> rhs = evaluateAffineExpr(expr.getRHS(), dims, symbols);
  if (!lhs || !rhs)
    return std::nullopt;
  return evaluateAffineBinary(expr.getKind(), *lhs, *rhs);
}

std::optional<int64_t> terrace::evaluateAffineBinary(AffineExprKind kind,
                                                     int64_t lhs, int64_t rhs) {
  switch (kind) {
  case AffineExprKind::Add:
    return int64_t(uint64_t(lhs) + uint64_t(rhs));
  case AffineExprKind::Mul:
    return int64_t(uint64_t(lhs) * uint64_t(rhs));
  case AffineExprKind::Mod:
    if (rhs < 1)
      return std::nullopt;
    return llvm::mod(lhs, rhs);
  case AffineExprKind::FloorDiv:
  case AffineExprKind::CeilDiv:
    if (rhs == 0)
      return std::nullopt;
    if (rhs == -1) // wraps where the quotient does not fit
      return int64_t(uint64_t(0) - uint64_t(lhs));
    return kind == AffineExprKind::FloorDiv ? llvm::divideFloorSigned(lhs, rhs)
                                            : llvm::divideCeilSigned(lhs, rhs);
  default:
    return std::nullopt;
  }
}
