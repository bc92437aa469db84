//===- MemRefToLLVM.h - memref ops as llvm ops ----------------------------===//
#pragma once

namespace terrace {
class LLVMTypeConverter;
class RewritePatternSet;

/// How allocations are made: with malloc and free, or with the generic
/// `_mlir_memref_to_llvm_alloc` and `_mlir_memref_to_llvm_free`.
struct MemRefToLLVMOptions {
  bool useGenericFunctions = false;
};

/// The patterns of finalize-memref-to-llvm, for a pass that lowers several
/// dialects at once.
void populateFinalizeMemRefToLLVMConversionPatterns(
    const LLVMTypeConverter &converter, RewritePatternSet &patterns,
    MemRefToLLVMOptions options = {});

} // namespace terrace
