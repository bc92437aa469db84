//===- TypeConverter.h - Builtin types as the llvm dialect's --------------===//
//
// MLIR's LLVMTypeConverter, for the lowerings to LLVM: `index` becomes an
// integer of the index bitwidth (64 unless a pass says otherwise), integers
// and LLVM's float types stay, 1-D vectors stay and n-D vectors become
// arrays of 1-D vectors, the llvm dialect's own types stay. Memref
// descriptors come with the memref lowering.
//
//===----------------------------------------------------------------------===//
#pragma once

#include "rewrite/DialectConversion.h"

namespace terrace {

class LLVMTypeConverter : public TypeConverter {
public:
  /// `indexBitwidth` 0 means the machine word (64 bits).
  explicit LLVMTypeConverter(Context &ctx, unsigned indexBitwidth = 0);
  Context &getContext() const { return ctx; }
  /// The integer type `index` becomes.
  Type getIndexType() const;
  unsigned getIndexTypeBitwidth() const { return indexBitwidth; }

private:
  Context &ctx;
  unsigned indexBitwidth;
};

} // namespace terrace
