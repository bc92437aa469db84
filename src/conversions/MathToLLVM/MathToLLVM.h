//===- MathToLLVM.h - math ops as llvm intrinsics -------------------------===//
#pragma once

namespace terrace {
class LLVMTypeConverter;
class RewritePatternSet;

/// The patterns of convert-math-to-llvm, for a pass that lowers several
/// dialects at once.
/// Without `approximateLog1p`, log1p stays as it is.
void populateMathToLLVMConversionPatterns(const LLVMTypeConverter &converter,
                                          RewritePatternSet &patterns,
                                          bool approximateLog1p = true);

} // namespace terrace
