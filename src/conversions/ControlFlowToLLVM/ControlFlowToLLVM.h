//===- ControlFlowToLLVM.h - cf ops as llvm ops ---------------------------===//
#pragma once

namespace terrace {
class LLVMTypeConverter;
class RewritePatternSet;

/// The patterns of convert-cf-to-llvm (cf.br, cf.cond_br, cf.switch,
/// cf.assert), for a pass that lowers several dialects at once.
void populateControlFlowToLLVMConversionPatterns(
    const LLVMTypeConverter &converter, RewritePatternSet &patterns);

} // namespace terrace
