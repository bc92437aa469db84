//===- ArithInternal.h - What the arith op table takes from its neighbours ===//
//
// The op table (ArithOps.cpp) names each op's folder (ArithFolds.cpp) and
// canonicalization patterns (ArithCanonicalize.cpp) declared here.
//
//===----------------------------------------------------------------------===//
#pragma once

#include "dialects/arith/ArithDialect.h"
#include "ir/Diagnostics.h"
#include "rewrite/PatternMatch.h"

namespace terrace {}

namespace terrace::arith {

/// The speculation interfaces of the divisions (ArithSpeculation.cpp).
extern const InterfaceImpl kUnsignedDivisionInterfaces[1];
extern const InterfaceImpl kSignedDivisionInterfaces[1];

#define ARITH_FOLD(name)                                                       \
  llvm::LogicalResult name(Operation *op, llvm::ArrayRef<Attribute> operands,  \
                           llvm::SmallVectorImpl<OpFoldResult> &results);
ARITH_FOLD(foldConstant)
ARITH_FOLD(foldAddI)
ARITH_FOLD(foldSubI)
ARITH_FOLD(foldMulI)
ARITH_FOLD(foldDivUI)
ARITH_FOLD(foldDivSI)
ARITH_FOLD(foldCeilDivUI)
ARITH_FOLD(foldCeilDivSI)
ARITH_FOLD(foldFloorDivSI)
ARITH_FOLD(foldRemUI)
ARITH_FOLD(foldRemSI)
ARITH_FOLD(foldAndI)
ARITH_FOLD(foldOrI)
ARITH_FOLD(foldXOrI)
ARITH_FOLD(foldShLI)
ARITH_FOLD(foldShRUI)
ARITH_FOLD(foldShRSI)
ARITH_FOLD(foldMaxSI)
ARITH_FOLD(foldMaxUI)
ARITH_FOLD(foldMinSI)
ARITH_FOLD(foldMinUI)
ARITH_FOLD(foldAddUIExtended)
ARITH_FOLD(foldMulSIExtended)
ARITH_FOLD(foldMulUIExtended)
ARITH_FOLD(foldAddF)
ARITH_FOLD(foldSubF)
ARITH_FOLD(foldMulF)
ARITH_FOLD(foldDivF)
ARITH_FOLD(foldRemF)
ARITH_FOLD(foldNegF)
ARITH_FOLD(foldMaximumF)
ARITH_FOLD(foldMinimumF)
ARITH_FOLD(foldMaxNumF)
ARITH_FOLD(foldMinNumF)
ARITH_FOLD(foldCmpI)
ARITH_FOLD(foldCmpF)
ARITH_FOLD(foldSelect)
ARITH_FOLD(foldExtUI)
ARITH_FOLD(foldExtSI)
ARITH_FOLD(foldTruncI)
ARITH_FOLD(foldIndexCast)
ARITH_FOLD(foldIndexCastUI)
ARITH_FOLD(foldSIToFP)
ARITH_FOLD(foldUIToFP)
ARITH_FOLD(foldFPToSI)
ARITH_FOLD(foldFPToUI)
ARITH_FOLD(foldExtF)
ARITH_FOLD(foldTruncF)
ARITH_FOLD(foldBitcast)
#undef ARITH_FOLD

void addIPatterns(RewritePatternSet &patterns, Context &ctx);
void subIPatterns(RewritePatternSet &patterns, Context &ctx);
void mulIPatterns(RewritePatternSet &patterns, Context &ctx);
void xorIPatterns(RewritePatternSet &patterns, Context &ctx);
void addUIExtendedPatterns(RewritePatternSet &patterns, Context &ctx);
void mulSIExtendedPatterns(RewritePatternSet &patterns, Context &ctx);
void mulUIExtendedPatterns(RewritePatternSet &patterns, Context &ctx);
void selectPatterns(RewritePatternSet &patterns, Context &ctx);
void andIPatterns(RewritePatternSet &patterns, Context &ctx);
void orIPatterns(RewritePatternSet &patterns, Context &ctx);
void cmpIPatterns(RewritePatternSet &patterns, Context &ctx);
void cmpFPatterns(RewritePatternSet &patterns, Context &ctx);
void extSIPatterns(RewritePatternSet &patterns, Context &ctx);
void truncIPatterns(RewritePatternSet &patterns, Context &ctx);
void truncFPatterns(RewritePatternSet &patterns, Context &ctx);
void mulFPatterns(RewritePatternSet &patterns, Context &ctx);
void divFPatterns(RewritePatternSet &patterns, Context &ctx);
void indexCastUIPatterns(RewritePatternSet &patterns, Context &ctx);
void bitcastPatterns(RewritePatternSet &patterns, Context &ctx);
void indexCastPatterns(RewritePatternSet &patterns, Context &ctx);

} // namespace terrace::arith
