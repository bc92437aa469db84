//===- NamedOps.h - What each named structured op is ----------------------===//
//
// One description per named op: its loops and the dimensions each operand
// takes from them (the default indexing maps), the iterator types, and the
// body (MLIR's OpDSL region builder). The parser builds the implicit body
// from it, the verifier reads the maps from it, generalization turns the
// op into the linalg.generic it describes.
//
//===----------------------------------------------------------------------===//
#pragma once

#include "ir/AffineExpr.h"
#include "ir/Location.h"
#include "ir/ValueRange.h"

#include "llvm/ADT/SmallVector.h"

namespace terrace {
class Block;
class OpBuilder;
} // namespace terrace

namespace terrace::linalg {

struct NamedOpSpec {
  /// Loop names in order (one letter each) and their kinds (`p`arallel,
  /// `r`eduction); null for ops of any rank (fill, copy), whose loops are
  /// their output's dimensions.
  const char *loops = nullptr;
  const char *iterators = nullptr;
  /// Each operand's dimensions as loop letters ("" for a scalar).
  const char *operandDims[3] = {nullptr, nullptr, nullptr};
  enum class Body {
    /// yield cast(in) (fill, copy).
    Cast,
    /// yield out + cast(in0) * cast(in1) (the contractions).
    MulAdd,
  } body = Body::Cast;
  unsigned numInputs = 1;
  /// The maps are an `indexing_maps` property, printed when not the
  /// default (matmul, batch_matmul, batch_reduce_matmul); otherwise the
  /// verifier memoizes them in `linalg.memoized_indexing_maps`, as MLIR.
  bool mapsProperty = false;
  /// A `cast` property chooses signed or unsigned conversions.
  bool castProperty = false;
};

/// The named op's default maps for these operand types.
void getDefaultIndexingMaps(const NamedOpSpec &spec, Context &ctx,
                            TypeRange operandTypes,
                            llvm::SmallVectorImpl<AffineMapAttr> &maps);
/// Its iterator types (0 parallel, 1 reduction) for these operand types.
void getDefaultIteratorTypes(const NamedOpSpec &spec, TypeRange operandTypes,
                             llvm::SmallVectorImpl<uint64_t> &types);

/// Fills `block` (whose arguments are the operands' element types) with
/// the body; `castUnsigned` from the op's `cast` property.
void buildNamedBody(const NamedOpSpec &spec, OpBuilder &builder, Block &block,
                    Location loc, bool castUnsigned);

} // namespace terrace::linalg
