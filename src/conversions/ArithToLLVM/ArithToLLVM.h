//===- ArithToLLVM.h - arith ops as llvm ops ------------------------------===//
#pragma once

namespace terrace {
class LLVMTypeConverter;
class RewritePatternSet;

/// The patterns of convert-arith-to-llvm, for a pass that lowers several
/// dialects at once.
void populateArithToLLVMConversionPatterns(const LLVMTypeConverter &converter,
                                           RewritePatternSet &patterns);

} // namespace terrace
