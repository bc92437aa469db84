//===- FuncToLLVM.h - func ops as llvm ops --------------------------------===//
#pragma once

namespace terrace {
class LLVMTypeConverter;
class RewritePatternSet;

/// The patterns of convert-func-to-llvm (func.func, func.return,
/// func.call), for a pass that lowers several dialects at once;
/// `useBarePtrCallConv` passes memrefs of static shape as bare pointers.
void populateFuncToLLVMConversionPatterns(const LLVMTypeConverter &converter,
                                          RewritePatternSet &patterns,
                                          bool useBarePtrCallConv = false);

} // namespace terrace
