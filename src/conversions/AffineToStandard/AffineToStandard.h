//===- AffineToStandard.h - affine ops as arith ops -----------------------===//
#pragma once

#include "ir/ValueRange.h"

#include "llvm/Support/LogicalResult.h"

#include "llvm/ADT/SmallVector.h"

namespace terrace {
class AffineMapAttr;
class OpBuilder;
class RewritePatternSet;

/// The results of `map` applied to `operands` (dims, then symbols) as arith
/// ops on index values, made at the builder's insertion point (MLIR's
/// expandAffineMap). Fails on a modulo or division by a non-positive
/// constant.
llvm::LogicalResult expandAffineMap(OpBuilder &builder, Location loc,
                                    AffineMapAttr map, ValueRange operands,
                                    llvm::SmallVectorImpl<Value> &results);

/// The patterns of lower-affine.
void populateAffineToStdConversionPatterns(RewritePatternSet &patterns);

} // namespace terrace
