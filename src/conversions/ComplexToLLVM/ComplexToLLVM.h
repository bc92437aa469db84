//===- ComplexToLLVM.h - complex ops as llvm struct ops -------------------===//
#pragma once

namespace terrace {
class LLVMTypeConverter;
class RewritePatternSet;

/// How complex.div computes (convert-complex-to-llvm's complex-range):
/// the textbook formula (basic, MLIR's default, and none), or Smith's
/// algorithm with the special cases of C's Annex G (improved).
enum class ComplexRange { Improved, Basic, None };

/// The patterns of convert-complex-to-llvm, for a pass that lowers several
/// dialects at once.
void populateComplexToLLVMConversionPatterns(
    const LLVMTypeConverter &converter, RewritePatternSet &patterns,
    ComplexRange range = ComplexRange::Basic);

} // namespace terrace
