//===- MemRefPatterns.h - What the memref lowerings share -----------------===//
//
// Internal to finalize-memref-to-llvm: the base of its patterns and the
// helpers that both its files (allocation and access in MemRefToLLVM.cpp,
// views and metadata in MemRefViewsToLLVM.cpp) use.
//
//===----------------------------------------------------------------------===//
#pragma once

#include "conversions/LLVMCommon/LLVMBuilder.h"
#include "conversions/LLVMCommon/TypeConverter.h"
#include "rewrite/DialectConversion.h"

namespace terrace {

/// `inbounds|nuw` on a getelementptr: the memref ops promise indices
/// within bounds.
constexpr unsigned kInBoundsNuw = 3 | 4;
class RewritePatternSet;

namespace memref_to_llvm {

/// What every memref pattern shares: the LLVM type converter and a
/// builder of llvm ops at the op.
class MemRefPattern : public ConversionPattern {
protected:
  MemRefPattern(llvm::StringRef root, llvm::StringRef debugName,
                const LLVMTypeConverter &converter)
      : ConversionPattern(root, 1, debugName, &converter) {}
  const LLVMTypeConverter &converter() const {
    return *static_cast<const LLVMTypeConverter *>(getTypeConverter());
  }
  LLVMBuilder builderAt(ConversionPatternRewriter &rewriter,
                        Operation *op) const {
    return LLVMBuilder(rewriter, op->getLoc(), converter());
  }
  /// A memref type the lowering handles: strided layout, convertible
  /// element type, integer memory space.
  bool isConvertible(Type type) const {
    return bool(converter().convertType(type));
  }
};

/// A ranked descriptor stored on the stack (MLIR's
/// promoteOneMemRefDescriptor).
Value promoteToStack(LLVMBuilder &b, Value descriptor);

/// The lowerings of casts, views and metadata (MemRefViewsToLLVM.cpp).
void populateViewLowerings(const LLVMTypeConverter &converter,
                           RewritePatternSet &patterns);

} // namespace memref_to_llvm
} // namespace terrace
