//===- AffineComposition.h - Symbols, and maps composed with operands -----===//
//
// What MLIR's affine dialect knows about the values an affine map is
// applied to: which are valid symbols (constants, values defined at the top
// level of an affine scope such as a function, pure ops of symbols, sizes
// of such values), and how a map and its operands are put in canonical
// form: affine.apply operands composed into the map, symbols that were
// passed as dimensions moved to symbols, constants folded in, unused and
// repeated operands dropped. The affine.apply canonicalization and the
// builders of composed applies are made of these.
//
//===----------------------------------------------------------------------===//
#pragma once

#include "ir/AffineExpr.h"
#include "ir/Location.h"
#include "ir/Value.h"
#include "rewrite/PatternMatch.h"

#include "llvm/ADT/SmallVector.h"

namespace terrace {
class Operation;
class Region;
} // namespace terrace

namespace terrace::affine {

/// The region of the closest enclosing op with the AffineScope trait that
/// holds `op`, or null.
Region *getAffineScope(Operation *op);

/// Whether `value` is defined at the top level of an affine scope (or is an
/// argument of one).
bool isTopLevelValue(Value value);

/// Whether `value` may be a symbol of affine maps at every use (MLIR's
/// isValidSymbol).
bool isValidSymbol(Value value);
/// Whether `value` may be a symbol of the affine maps in `region`.
bool isValidSymbol(Value value, Region *region);

/// Dimensions that are valid symbols become symbols; unused operands go;
/// repeated ones are shared; constant symbols fold into the map (MLIR's
/// canonicalizeMapAndOperands).
void canonicalizeMapAndOperands(AffineMapAttr &map,
                                llvm::SmallVectorImpl<Value> &operands);

/// Operands defined by affine.apply are replaced by their own maps and
/// operands, then the result canonicalized and simplified (MLIR's
/// composeAffineMapAndOperands; one level of applies, repeatedly).
void composeAffineMapAndOperands(AffineMapAttr &map,
                                 llvm::SmallVectorImpl<Value> &operands);

/// The same until no operand comes from an affine.apply.
void fullyComposeAffineMapAndOperands(AffineMapAttr &map,
                                      llvm::SmallVectorImpl<Value> &operands);

/// `map` (of one result) applied to `operands` (constants as attributes),
/// composed with the applies that define them: the value or constant that
/// folds to, or else a new affine.apply at the rewriter's insertion point
/// (MLIR's makeComposedFoldedAffineApply).
OpFoldResult
makeComposedFoldedAffineApply(PatternRewriter &rewriter, Location loc,
                              AffineMapAttr map,
                              llvm::ArrayRef<OpFoldResult> operands);
/// The same, always a new affine.apply (MLIR's makeComposedAffineApply).
Value makeComposedAffineApply(PatternRewriter &rewriter, Location loc,
                              AffineMapAttr map,
                              llvm::ArrayRef<OpFoldResult> operands);

/// Floordiv and mod simplifications that need bounds on the operands
/// (MLIR's simplifyMapWithOperands). Terrace has no affine loops, whose
/// bounds MLIR reads, so only the expressions' own bounds count.
void simplifyMapWithOperands(AffineMapAttr &map,
                             llvm::ArrayRef<Value> operands);

} // namespace terrace::affine
