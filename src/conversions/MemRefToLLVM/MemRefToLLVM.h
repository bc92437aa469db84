//===- MemRefToLLVM.h - memref ops as llvm ops ----------------------------===//
#pragma once

namespace terrace {
class LLVMTypeConverter;
class RewritePatternSet;

/// How allocations are made: with malloc (or aligned_alloc) and free, or
/// with the generic `_mlir_memref_to_llvm_alloc` (`_aligned_alloc`) and
/// `_mlir_memref_to_llvm_free`.
struct MemRefToLLVMOptions {
  bool useGenericFunctions = false;
  /// aligned_alloc(alignment, size) rather than malloc with room to align
  /// the pointer up (MLIR's use-aligned-alloc).
  bool useAlignedAlloc = false;
};

/// The patterns of finalize-memref-to-llvm, for a pass that lowers several
/// dialects at once.
void populateFinalizeMemRefToLLVMConversionPatterns(
    const LLVMTypeConverter &converter, RewritePatternSet &patterns,
    MemRefToLLVMOptions options = {});

} // namespace terrace
