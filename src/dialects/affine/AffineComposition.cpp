//===- AffineComposition.cpp - Symbols, and maps composed with operands ---===//
//
// MLIR 22's rules (mlir/lib/Dialect/Affine/IR/AffineOps.cpp), in its order:
// the order in which operands are renumbered decides how the composed map
// prints. What needs affine loops (induction variables as dimensions, the
// bounds of loop indices, demoting dimensions passed as symbols) is left
// out: without affine.for every valid dimension is a valid symbol.
//
//===----------------------------------------------------------------------===//
#include "dialects/affine/AffineComposition.h"
#include "dialects/affine/AffineOps.h"
#include "interfaces/ShapedDimOpInterface.h"
#include "interfaces/SideEffectInterfaces.h"
#include "ir/AffineExprSimplify.h"
#include "ir/Block.h"
#include "ir/Operation.h"
#include "ir/Region.h"
#include "rewrite/Folding.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/MathExtras.h"

using namespace terrace;
using namespace terrace::affine;
using K = AffineExprKind;

//===-- Symbols -----------------------------------------------------------===//

Region *affine::getAffineScope(Operation *op) {
  for (Operation *current = op; Operation *parent = current->getParentOp();
       current = parent)
    if (parent->hasTrait(AffineScope))
      return current->getParentRegion();
  return nullptr;
}

bool affine::isTopLevelValue(Value value) {
  Block *block = value.getParentBlock();
  Operation *parent = block ? block->getParentOp() : nullptr;
  return parent && parent->hasTrait(AffineScope);
}

/// Whether `value` is an argument of `region` or defined in its blocks.
static bool isDefinedAtTopLevelOf(Value value, Region *region) {
  Block *block = value.getParentBlock();
  return block && block->getParent() == region;
}

static bool isIndex(Value value) {
  return llvm::isa<IndexType>(value.getType());
}

static bool isPure(Operation *op) {
  return isSpeculatable(op) && isMemoryEffectFree(op);
}

/// The size a dim op reads is a symbol when its source is defined at the
/// top level of a scope (MLIR also accepts views and allocations of
/// symbol sizes; Terrace has no buffers yet).
static bool isDimOpValidSymbol(Operation *dimOp,
                               const ShapedDimOpInterface &dim) {
  return affine::isTopLevelValue(dim.getShapedValue(dimOp));
}

/// The region enclosing `region`'s op when that op is not isolated, so
/// values defined there still dominate the uses in `region`.
static Region *enclosingRegion(Region *region) {
  Operation *regionOp = region ? region->getParentOp() : nullptr;
  if (!regionOp || regionOp->hasTrait(IsolatedFromAbove))
    return nullptr;
  return regionOp->getParentRegion();
}

bool affine::isValidSymbol(Value value, Region *region) {
  if (!isIndex(value))
    return false;
  if (region && isDefinedAtTopLevelOf(value, region))
    return true;
  Operation *defOp = value.getDefiningOp();
  if (!defOp) {
    Region *parent = enclosingRegion(region);
    return parent && isValidSymbol(value, parent);
  }
  if (getConstantValue(defOp))
    return true;
  if (isPure(defOp) && llvm::all_of(defOp->getOperands(), [&](Value operand) {
        return isValidSymbol(operand, region);
      }))
    return true;
  if (const auto *dim = getInterface<ShapedDimOpInterface>(defOp))
    return isDimOpValidSymbol(defOp, *dim);
  Region *parent = enclosingRegion(region);
  return parent && isValidSymbol(value, parent);
}

bool affine::isValidSymbol(Value value) {
  if (!value || !isIndex(value))
    return false;
  if (isTopLevelValue(value))
    return true;
  if (Operation *defOp = value.getDefiningOp())
    return isValidSymbol(value, getAffineScope(defOp));
  return false;
}

//===-- Canonical maps and operands ---------------------------------------===//

/// Dimensions bound to valid symbols become new symbols after the old ones
/// (MLIR's canonicalizePromotedSymbols).
static void promoteSymbolDims(AffineMapAttr &map,
                              llvm::SmallVectorImpl<Value> &operands) {
  if (operands.empty())
    return;
  Context &ctx = map.getContext();
  unsigned numDims = map.getNumDims(), oldNumSymbols = map.getNumSymbols();
  llvm::SmallVector<Value, 8> kept, promoted;
  llvm::SmallVector<AffineExpr, 8> dimReplacements;
  unsigned nextDim = 0;
  for (unsigned i = 0; i < numDims; ++i) {
    if (isValidSymbol(operands[i])) {
      dimReplacements.push_back(AffineExpr::getSymbol(
          ctx, oldNumSymbols + unsigned(promoted.size())));
      promoted.push_back(operands[i]);
    } else {
      dimReplacements.push_back(AffineExpr::getDim(ctx, nextDim++));
      kept.push_back(operands[i]);
    }
  }
  kept.append(operands.begin() + numDims, operands.end());
  kept.append(promoted.begin(), promoted.end());
  operands.assign(kept.begin(), kept.end());
  map = map.replaceDimsAndSymbols(dimReplacements, {}, nextDim,
                                  oldNumSymbols + unsigned(promoted.size()));
}

static void collectUsed(AffineExpr expr, llvm::SmallVectorImpl<bool> &dims,
                        llvm::SmallVectorImpl<bool> &symbols) {
  switch (expr.getKind()) {
  case K::DimId:
    dims[size_t(expr.getValue())] = true;
    return;
  case K::SymbolId:
    symbols[size_t(expr.getValue())] = true;
    return;
  case K::Constant:
    return;
  default:
    collectUsed(expr.getLHS(), dims, symbols);
    collectUsed(expr.getRHS(), dims, symbols);
  }
}

void affine::canonicalizeMapAndOperands(
    AffineMapAttr &map, llvm::SmallVectorImpl<Value> &operands) {
  if (operands.empty())
    return;
  promoteSymbolDims(map, operands);
  Context &ctx = map.getContext();
  unsigned numDims = map.getNumDims(), numSymbols = map.getNumSymbols();
  llvm::SmallVector<bool, 8> usedDims(numDims, false),
      usedSymbols(numSymbols, false);
  for (unsigned i = 0; i < map.getNumResults(); ++i)
    collectUsed(map.getResult(i), usedDims, usedSymbols);

  llvm::SmallVector<Value, 8> result;
  llvm::SmallDenseMap<ValueImpl *, AffineExpr, 8> seenDims, seenSymbols;
  // Unused positions keep a null replacement: nothing refers to them.
  llvm::SmallVector<AffineExpr, 8> dimReplacements(numDims),
      symbolReplacements(numSymbols);
  unsigned nextDim = 0;
  for (unsigned i = 0; i < numDims; ++i) {
    if (!usedDims[i])
      continue;
    auto [it, inserted] = seenDims.try_emplace(operands[i].getImpl());
    if (inserted) {
      it->second = AffineExpr::getDim(ctx, nextDim++);
      result.push_back(operands[i]);
    }
    dimReplacements[i] = it->second;
  }
  unsigned nextSymbol = 0;
  for (unsigned i = 0; i < numSymbols; ++i) {
    if (!usedSymbols[i])
      continue;
    Value operand = operands[numDims + i];
    if (auto constant =
            llvm::dyn_cast_if_present<IntegerAttr>(getConstantValue(operand))) {
      symbolReplacements[i] = AffineExpr::getConstant(ctx, constant.getInt());
      continue;
    }
    auto [it, inserted] = seenSymbols.try_emplace(operand.getImpl());
    if (inserted) {
      it->second = AffineExpr::getSymbol(ctx, nextSymbol++);
      result.push_back(operand);
    }
    symbolReplacements[i] = it->second;
  }
  map = map.replaceDimsAndSymbols(dimReplacements, symbolReplacements, nextDim,
                                  nextSymbol);
  operands.assign(result.begin(), result.end());
}

//===-- Composition -------------------------------------------------------===//

/// Replaces dimension or symbol `position` (symbols counted after the
/// dimensions) by the map of the affine.apply that defines its operand,
/// that map's operands appended to `dims` and `symbols`; the replaced
/// entry becomes null (MLIR's replaceDimOrSym).
static bool replaceDimOrSymbol(AffineMapAttr &map, unsigned position,
                               llvm::SmallVectorImpl<Value> &dims,
                               llvm::SmallVectorImpl<Value> &symbols) {
  Context &ctx = map.getContext();
  bool isDim = position < dims.size();
  unsigned pos = isDim ? position : position - unsigned(dims.size());
  Value &operand = isDim ? dims[pos] : symbols[pos];
  if (!operand)
    return false;
  auto apply = llvm::dyn_cast_if_present<ApplyOp>(operand.getDefiningOp());
  if (!apply)
    return false;
  operand = Value();
  auto composeMap = llvm::cast<AffineMapAttr>(apply->getInherentAttr("map"));
  llvm::SmallVector<Value, 8> composeOperands(apply->getOperands().begin(),
                                              apply->getOperands().end());
  // Promote its dimensions that are symbols first, so that no symbol of the
  // result stands for a dimension.
  canonicalizeMapAndOperands(composeMap, composeOperands);
  AffineExpr replacement = composeMap.shiftDims(unsigned(dims.size()))
                               .shiftSymbols(unsigned(symbols.size()))
                               .getResult(0);
  llvm::ArrayRef<Value> composed(composeOperands);
  dims.append(composed.begin(), composed.begin() + composeMap.getNumDims());
  symbols.append(composed.end() - composeMap.getNumSymbols(), composed.end());
  AffineExpr replaced =
      isDim ? AffineExpr::getDim(ctx, pos) : AffineExpr::getSymbol(ctx, pos);
  llvm::SmallVector<AffineExpr, 4> results;
  for (unsigned i = 0; i < map.getNumResults(); ++i)
    results.push_back(map.getResult(i).replace(replaced, replacement));
  map = AffineMapAttr::get(ctx, unsigned(dims.size()), unsigned(symbols.size()),
                           results);
  return true;
}

void affine::composeAffineMapAndOperands(
    AffineMapAttr &map, llvm::SmallVectorImpl<Value> &operands) {
  Context &ctx = map.getContext();
  if (map.getNumResults() == 0) {
    canonicalizeMapAndOperands(map, operands);
    map = simplifyAffineMap(map);
    return;
  }
  llvm::SmallVector<Value, 4> dims(operands.begin(),
                                   operands.begin() + map.getNumDims());
  llvm::SmallVector<Value, 4> symbols(operands.begin() + map.getNumDims(),
                                      operands.end());
  // Replace one operand at a time, from the first, until none comes from
  // an affine.apply; the lists only grow.
  for (bool changed = true; changed;) {
    changed = false;
    for (unsigned pos = 0; pos != dims.size() + symbols.size(); ++pos)
      if (replaceDimOrSymbol(map, pos, dims, symbols)) {
        changed = true;
        break;
      }
  }
  // Drop the replaced (null) entries, renumbering the others.
  operands.clear();
  auto renumber = [&](llvm::ArrayRef<Value> entries, bool isDim,
                      llvm::SmallVectorImpl<AffineExpr> &replacements) {
    unsigned next = 0;
    for (Value entry : entries) {
      if (!entry) {
        replacements.push_back(AffineExpr::getConstant(ctx, 0));
        continue;
      }
      replacements.push_back(isDim ? AffineExpr::getDim(ctx, next++)
                                   : AffineExpr::getSymbol(ctx, next++));
      operands.push_back(entry);
    }
    return next;
  };
  llvm::SmallVector<AffineExpr, 8> dimReplacements, symbolReplacements;
  unsigned numDims = renumber(dims, true, dimReplacements);
  unsigned numSymbols = renumber(symbols, false, symbolReplacements);
  map = map.replaceDimsAndSymbols(dimReplacements, symbolReplacements, numDims,
                                  numSymbols);
  canonicalizeMapAndOperands(map, operands);
  map = simplifyAffineMap(map);
}

void affine::fullyComposeAffineMapAndOperands(
    AffineMapAttr &map, llvm::SmallVectorImpl<Value> &operands) {
  while (llvm::any_of(operands, [](Value v) {
    return llvm::isa_and_present<ApplyOp>(v.getDefiningOp());
  }))
    composeAffineMapAndOperands(map, operands);
}

//===-- Building composed applies -----------------------------------------===//

/// `map` applied to `operands` with the constant ones folded into it and
/// the applies that define the others composed in (MLIR's
/// foldAttributesIntoMap, then composeAffineMapAndOperands).
static void composeWithOperands(AffineMapAttr &map,
                                llvm::ArrayRef<OpFoldResult> operands,
                                llvm::SmallVectorImpl<Value> &values) {
  Context &ctx = map.getContext();
  // Constant operands become constants of the map (MLIR's
  // foldAttributesIntoMap).
  llvm::SmallVector<AffineExpr, 4> dims, symbols;
  for (auto [i, operand] : llvm::enumerate(operands)) {
    bool isDim = i < map.getNumDims();
    auto &replacements = isDim ? dims : symbols;
    if (operand.attr) {
      replacements.push_back(AffineExpr::getConstant(
          ctx, llvm::cast<IntegerAttr>(operand.attr).getInt()));
      continue;
    }
    auto position = unsigned(replacements.size() -
                             llvm::count_if(replacements, [](AffineExpr e) {
                               return e.isConstant();
                             }));
    replacements.push_back(isDim ? AffineExpr::getDim(ctx, position)
                                 : AffineExpr::getSymbol(ctx, position));
    values.push_back(operand.value);
  }
  auto countIds = [](llvm::ArrayRef<AffineExpr> exprs) {
    return unsigned(
        llvm::count_if(exprs, [](AffineExpr e) { return !e.isConstant(); }));
  };
  map = map.replaceDimsAndSymbols(dims, symbols, countIds(dims),
                                  countIds(symbols));
  composeAffineMapAndOperands(map, values);
}

Value affine::makeComposedAffineApply(PatternRewriter &rewriter, Location loc,
                                      AffineMapAttr map,
                                      llvm::ArrayRef<OpFoldResult> operands) {
  llvm::SmallVector<Value, 4> values;
  composeWithOperands(map, operands, values);
  return create<ApplyOp>(rewriter, loc, with<"mapOperands">(ValueRange(values)),
                         with<"map">(Attribute(map)),
                         with<"result">(Type(IndexType::get(map.getContext()))))
      ->getResult(0);
}

OpFoldResult
affine::makeComposedFoldedAffineApply(PatternRewriter &rewriter, Location loc,
                                      AffineMapAttr map,
                                      llvm::ArrayRef<OpFoldResult> operands) {
  llvm::SmallVector<Value, 4> values;
  composeWithOperands(map, operands, values);
  llvm::SmallVector<Attribute, 4> constants;
  for (Value value : values)
    constants.push_back(getConstantValue(value));
  if (OpFoldResult folded = foldApply(map, values, constants))
    return folded;
  return create<ApplyOp>(rewriter, loc, with<"mapOperands">(ValueRange(values)),
                         with<"map">(Attribute(map)),
                         with<"result">(Type(IndexType::get(map.getContext()))))
      ->getResult(0);
}

//===-- Simplification with operand bounds --------------------------------===//

namespace {
/// Constant bounds on a map's operands: none known, since they would come
/// from affine loops (MLIR reads affine.for bounds and steps here).
struct OperandBounds {
  unsigned numDims, numSymbols;
  llvm::SmallVector<std::optional<int64_t>, 8> unknown;

  std::optional<int64_t> bound(AffineExpr e, bool isUpper) const {
    if (e.isConstant())
      return e.getValue();
    return getBoundForAffineExpr(e, numDims, numSymbols, unknown, unknown,
                                 isUpper);
  }
  /// Whether 0 <= e < k (MLIR's isNonNegativeBoundedBy; only constants
  /// without loop bounds).
  static bool isNonNegativeBoundedBy(AffineExpr e, int64_t k) {
    return e.isConstant() && e.getValue() >= 0 && e.getValue() < k;
  }
};
} // namespace

/// Whether `e` is q * d + r with 0 <= r < d, d the largest known divisor of
/// q * d (MLIR's isQTimesDPlusR).
static bool isQTimesDPlusR(AffineExpr e, int64_t &divisor,
                           AffineExpr &quotientTimesDivisor,
                           AffineExpr &remainder) {
  if (e.getKind() != K::Add)
    return false;
  AffineExpr lhs = e.getLHS(), rhs = e.getRHS();
  divisor = lhs.getLargestKnownDivisor();
  if (OperandBounds::isNonNegativeBoundedBy(rhs, divisor)) {
    quotientTimesDivisor = lhs;
    remainder = rhs;
    return true;
  }
  divisor = rhs.getLargestKnownDivisor();
  if (OperandBounds::isNonNegativeBoundedBy(lhs, divisor)) {
    quotientTimesDivisor = rhs;
    remainder = lhs;
    return true;
  }
  return false;
}

/// MLIR's simplifyExprAndOperands: floordiv, ceildiv and mod by a positive
/// constant, children first.
static void simplifyExprWithBounds(AffineExpr &expr,
                                   const OperandBounds &bounds) {
  if (!expr.isBinary())
    return;
  AffineExpr lhs = expr.getLHS(), rhs = expr.getRHS();
  simplifyExprWithBounds(lhs, bounds);
  simplifyExprWithBounds(rhs, bounds);
  expr = AffineExpr::getBinary(expr.getKind(), lhs, rhs);
  K kind = expr.getKind();
  if (!expr.isBinary() ||
      (kind != K::FloorDiv && kind != K::CeilDiv && kind != K::Mod))
    return;
  lhs = expr.getLHS();
  rhs = expr.getRHS();
  if (!rhs.isConstant() || rhs.getValue() <= 0)
    return;
  int64_t c = rhs.getValue();
  Context &ctx = expr.getContext();
  std::optional<int64_t> lb = bounds.bound(lhs, false);
  std::optional<int64_t> ub = bounds.bound(lhs, true);
  if (lb && ub) {
    if (kind == K::FloorDiv &&
        llvm::divideFloorSigned(*lb, c) == llvm::divideFloorSigned(*ub, c)) {
      expr = AffineExpr::getConstant(ctx, llvm::divideFloorSigned(*lb, c));
      return;
    }
    if (kind == K::CeilDiv &&
        llvm::divideCeilSigned(*lb, c) == llvm::divideCeilSigned(*ub, c)) {
      expr = AffineExpr::getConstant(ctx, llvm::divideCeilSigned(*lb, c));
      return;
    }
    if (kind == K::Mod && *lb >= 0 && *lb < c && *ub < c) {
      expr = lhs;
      return;
    }
  }
  // (q * d + r) floordiv c -> (q * d) floordiv c when d divides c;
  // (q * d + r) mod c -> r mod c when c divides d.
  int64_t divisor;
  AffineExpr quotientTimesDivisor, remainder;
  if (isQTimesDPlusR(lhs, divisor, quotientTimesDivisor, remainder)) {
    if (divisor != 0 && c % divisor == 0 && kind == K::FloorDiv)
      expr = AffineExpr::getBinary(K::FloorDiv, quotientTimesDivisor, rhs);
    else if (divisor % c == 0 && kind == K::Mod)
      expr = AffineExpr::getBinary(K::Mod, remainder, rhs);
    return;
  }
  if ((kind == K::FloorDiv && OperandBounds::isNonNegativeBoundedBy(lhs, c)) ||
      (kind == K::Mod && lhs.getLargestKnownDivisor() % c == 0))
    expr = AffineExpr::getConstant(ctx, 0);
}

void affine::simplifyMapWithOperands(AffineMapAttr &map,
                                     llvm::ArrayRef<Value> operands) {
  OperandBounds bounds{map.getNumDims(), map.getNumSymbols(), {}};
  bounds.unknown.resize(operands.size());
  llvm::SmallVector<AffineExpr, 4> results;
  for (unsigned i = 0; i < map.getNumResults(); ++i) {
    AffineExpr expr = map.getResult(i);
    simplifyExprWithBounds(expr, bounds);
    results.push_back(expr);
  }
  map = AffineMapAttr::get(map.getContext(), map.getNumDims(),
                           map.getNumSymbols(), results);
}
