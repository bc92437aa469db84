//===- UBToLLVM.h - ub ops as llvm ops ------------------------------------===//
#pragma once

namespace terrace {
class LLVMTypeConverter;
class RewritePatternSet;

/// The patterns of convert-ub-to-llvm, for a pass that lowers several
/// dialects at once.
void populateUBToLLVMConversionPatterns(const LLVMTypeConverter &converter,
                                        RewritePatternSet &patterns);

} // namespace terrace
