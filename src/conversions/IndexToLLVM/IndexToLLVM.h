//===- IndexToLLVM.h - index ops as llvm ops ------------------------------===//
#pragma once

namespace terrace {
class LLVMTypeConverter;
class RewritePatternSet;

/// The patterns of convert-index-to-llvm, for a pass that lowers several
/// dialects at once.
void populateIndexToLLVMConversionPatterns(const LLVMTypeConverter &converter,
                                           RewritePatternSet &patterns);

} // namespace terrace
