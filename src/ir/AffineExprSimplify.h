//===- AffineExprSimplify.h - Affine expressions in their canonical form --===//
//
// MLIR's simplifyAffineExpr: an expression is flattened into a sum of
// coefficients times its dimensions, symbols and local quotients (each
// floordiv, ceildiv or mod by a constant becomes a quotient, shared where
// two are the same), and rebuilt from that sum in one order: dimensions,
// then symbols, then quotients, then the constant. So `s1 + s0 + d0 * 2 +
// d0` becomes `d0 * 3 + s0 + s1`, and `(d0 * 4) mod 8` becomes
// `d0 * 4 - (d0 floordiv 2) * 8`. Expressions with products or divisions
// of non-constants (semi-affine) get MLIR's separate, weaker treatment.
//
//===----------------------------------------------------------------------===//
#pragma once

#include "ir/AffineExpr.h"

#include <optional>

namespace terrace {

/// `expr` (of `numDims` dimensions and `numSymbols` symbols) in its
/// canonical form; unchanged where it divides by a non-positive constant.
AffineExpr simplifyAffineExpr(AffineExpr expr, unsigned numDims,
                              unsigned numSymbols);

/// Every result of `map` simplified (MLIR's simplifyAffineMap).
AffineMapAttr simplifyAffineMap(AffineMapAttr map);

/// A constant bound (inclusive; upper when `isUpper`) on `expr` given
/// constant bounds on its dimensions and symbols (dimensions first, none
/// where unknown), or none (MLIR's getBoundForAffineExpr).
std::optional<int64_t>
getBoundForAffineExpr(AffineExpr expr, unsigned numDims, unsigned numSymbols,
                      llvm::ArrayRef<std::optional<int64_t>> lowerBounds,
                      llvm::ArrayRef<std::optional<int64_t>> upperBounds,
                      bool isUpper);

} // namespace terrace
