//===- TypeConverter.h - Builtin types as the llvm dialect's --------------===//
//
// MLIR's LLVMTypeConverter, for the lowerings to LLVM: `index` becomes an
// integer of the index bitwidth (64 unless a pass says otherwise), integers
// and LLVM's float types stay, 1-D vectors stay and n-D vectors become
// arrays of 1-D vectors, complex numbers become a struct of their two
// parts, the llvm dialect's own types stay. A ranked memref becomes its
// descriptor
//
//   !llvm.struct<(ptr, ptr, i64, array<rank x i64>, array<rank x i64>)>
//
// (the pointer malloc returned, the aligned pointer, the offset, the sizes
// and the strides); an unranked one `!llvm.struct<(i64, ptr)>` (its rank
// and a pointer to a ranked descriptor). At function boundaries a memref
// is passed as the descriptor's fields, one argument each.
//
//===----------------------------------------------------------------------===//
#pragma once

#include "rewrite/DialectConversion.h"

namespace terrace {
class FunctionType;
class MemRefType;

class LLVMTypeConverter : public TypeConverter {
public:
  /// `indexBitwidth` 0 means the machine word (64 bits).
  explicit LLVMTypeConverter(Context &ctx, unsigned indexBitwidth = 0);
  Context &getContext() const { return ctx; }
  /// The integer type `index` becomes.
  Type getIndexType() const;
  unsigned getIndexTypeBitwidth() const { return indexBitwidth; }

  /// The address space of a memref's memory space (none: 0), or none when
  /// the memory space is not an integer.
  std::optional<unsigned> getMemRefAddressSpace(Type memref) const;
  /// The descriptor's fields, in the order a function takes them:
  /// allocated pointer, aligned pointer, offset, sizes, strides (ranked);
  /// rank and descriptor pointer (unranked). Empty when the memref does
  /// not convert.
  llvm::SmallVector<Type, 8> getMemRefDescriptorFields(Type memref) const;
  /// The arguments a function of `type` takes after conversion (memrefs
  /// expanded into their fields); `firstArg[i]` is where input i starts.
  /// Fails when a type does not convert.
  /// With `barePtr` (MLIR's bare pointer calling convention), a memref is
  /// one pointer (convertMemRefToBarePtr).
  llvm::LogicalResult
  convertFunctionArguments(FunctionType type, llvm::SmallVectorImpl<Type> &args,
                           llvm::SmallVectorImpl<unsigned> &firstArg,
                           bool barePtr = false) const;
  /// What a function returning `results` returns after conversion: void,
  /// the one converted type, or a struct of them; null when one does not
  /// convert.
  Type packFunctionResults(llvm::ArrayRef<Type> results,
                           bool barePtr = false) const;
  /// Whether a memref of `type` may be passed as a bare pointer: ranked,
  /// with static sizes, strides and offset (MLIR's canConvertToBarePtr).
  static bool canConvertToBarePtr(Type type);
  /// The pointer such a memref is passed as; null for one that may not
  /// be.
  Type convertMemRefToBarePtr(Type type) const;

private:
  Type convertMemRef(MemRefType type) const;

  Context &ctx;
  unsigned indexBitwidth;
};

} // namespace terrace
