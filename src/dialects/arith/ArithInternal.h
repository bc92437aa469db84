//===- ArithInternal.h - What the arith op table takes from its neighbours ===//
//
// The op table (ArithOps.cpp) names each op's folder (ArithFolds.cpp) and
// canonicalization patterns (ArithCanonicalize.cpp) declared here.
//
//===----------------------------------------------------------------------===//
#pragma once

#include "dialects/arith/ArithDialect.h"
#include "dialects/arith/ArithOps.h"
#include "ir/Diagnostics.h"
#include "rewrite/PatternMatch.h"

namespace terrace {}

namespace terrace::arith {

/// The operands of any binary arith op (each names them lhs and rhs), and
/// the source of any cast (each names it in): for folders and patterns
/// several op kinds share. Checked against each op type's signature when
/// compiled, and against the op's kind when run (assertions).
template <FixedString Name> Value binaryOperand(Operation *op) {
  return operandOf<Name, AddIOp, SubIOp, MulIOp, DivUIOp, DivSIOp, CeilDivUIOp,
                   CeilDivSIOp, FloorDivSIOp, RemUIOp, RemSIOp, AndIOp, OrIOp,
                   XOrIOp, ShLIOp, ShRUIOp, ShRSIOp, MaxSIOp, MaxUIOp, MinSIOp,
                   MinUIOp, AddFOp, SubFOp, MulFOp, DivFOp, RemFOp, MaximumFOp,
                   MinimumFOp, MaxNumFOp, MinNumFOp, CmpIOp, CmpFOp,
                   AddUIExtendedOp, MulSIExtendedOp, MulUIExtendedOp>(op);
}
inline Value lhsOf(Operation *op) { return binaryOperand<"lhs">(op); }
inline Value rhsOf(Operation *op) { return binaryOperand<"rhs">(op); }
inline OpOperand &castSourceUseOf(Operation *op) {
  return operandUseOf<"in", ExtUIOp, ExtSIOp, TruncIOp, UIToFPOp, SIToFPOp,
                      FPToUIOp, FPToSIOp, IndexCastOp, IndexCastUIOp, BitcastOp,
                      ExtFOp, TruncFOp>(op);
}
inline Value castSourceOf(Operation *op) { return castSourceUseOf(op).get(); }

/// The speculation interfaces of the divisions (ArithSpeculation.cpp).
extern const InterfaceImpl kUnsignedDivisionInterfaces[1];
extern const InterfaceImpl kSignedDivisionInterfaces[1];

#define ARITH_FOLD(name, OpT)                                                  \
  llvm::LogicalResult name(FoldAdaptor<OpT> adaptor,                           \
                           llvm::SmallVectorImpl<OpFoldResult> &results);
ARITH_FOLD(foldConstant, ConstantOp)
ARITH_FOLD(foldAddI, AddIOp)
ARITH_FOLD(foldSubI, SubIOp)
ARITH_FOLD(foldMulI, MulIOp)
ARITH_FOLD(foldDivUI, DivUIOp)
ARITH_FOLD(foldDivSI, DivSIOp)
ARITH_FOLD(foldCeilDivUI, CeilDivUIOp)
ARITH_FOLD(foldCeilDivSI, CeilDivSIOp)
ARITH_FOLD(foldFloorDivSI, FloorDivSIOp)
ARITH_FOLD(foldRemUI, RemUIOp)
ARITH_FOLD(foldRemSI, RemSIOp)
ARITH_FOLD(foldAndI, AndIOp)
ARITH_FOLD(foldOrI, OrIOp)
ARITH_FOLD(foldXOrI, XOrIOp)
ARITH_FOLD(foldShLI, ShLIOp)
ARITH_FOLD(foldShRUI, ShRUIOp)
ARITH_FOLD(foldShRSI, ShRSIOp)
ARITH_FOLD(foldMaxSI, MaxSIOp)
ARITH_FOLD(foldMaxUI, MaxUIOp)
ARITH_FOLD(foldMinSI, MinSIOp)
ARITH_FOLD(foldMinUI, MinUIOp)
ARITH_FOLD(foldAddUIExtended, AddUIExtendedOp)
ARITH_FOLD(foldMulSIExtended, MulSIExtendedOp)
ARITH_FOLD(foldMulUIExtended, MulUIExtendedOp)
ARITH_FOLD(foldAddF, AddFOp)
ARITH_FOLD(foldSubF, SubFOp)
ARITH_FOLD(foldMulF, MulFOp)
ARITH_FOLD(foldDivF, DivFOp)
ARITH_FOLD(foldRemF, RemFOp)
ARITH_FOLD(foldNegF, NegFOp)
ARITH_FOLD(foldMaximumF, MaximumFOp)
ARITH_FOLD(foldMinimumF, MinimumFOp)
ARITH_FOLD(foldMaxNumF, MaxNumFOp)
ARITH_FOLD(foldMinNumF, MinNumFOp)
ARITH_FOLD(foldCmpI, CmpIOp)
ARITH_FOLD(foldCmpF, CmpFOp)
ARITH_FOLD(foldSelect, SelectOp)
ARITH_FOLD(foldExtUI, ExtUIOp)
ARITH_FOLD(foldExtSI, ExtSIOp)
ARITH_FOLD(foldTruncI, TruncIOp)
ARITH_FOLD(foldIndexCast, IndexCastOp)
ARITH_FOLD(foldIndexCastUI, IndexCastUIOp)
ARITH_FOLD(foldSIToFP, SIToFPOp)
ARITH_FOLD(foldUIToFP, UIToFPOp)
ARITH_FOLD(foldFPToSI, FPToSIOp)
ARITH_FOLD(foldFPToUI, FPToUIOp)
ARITH_FOLD(foldExtF, ExtFOp)
ARITH_FOLD(foldTruncF, TruncFOp)
ARITH_FOLD(foldBitcast, BitcastOp)
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
