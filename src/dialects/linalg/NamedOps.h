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
#include "ir/OperationName.h"
#include "ir/ValueRange.h"

#include "llvm/ADT/STLFunctionalExtras.h"
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
  /// Each operand's dimensions, comma-separated ("" for a scalar): a sum
  /// of loop letters, each maybe scaled by a stride or dilation
  /// (`hS0+yD0`: loop h times strides[0] plus loop y times dilations[0]).
  const char *operandDims[5] = {nullptr, nullptr, nullptr, nullptr, nullptr};
  enum class Body {
    /// yield cast(in) (fill, copy).
    Cast,
    /// yield out + cast(in0) * cast(in1) (contractions, convolutions).
    MulAdd,
    /// yield out + (cast(in0) - cast(in2)) * (cast(in1) - cast(in3)): the
    /// quantized convolutions, in2 and in3 their zero points.
    QuantizedMulAdd,
    /// yield out + cast(in0), max, min (pooling; in1 is the window).
    Add,
    MaxSigned,
    MaxUnsigned,
    MinSigned,
    MinUnsigned,
    /// Elementwise functions, no casts (MLIR's UnaryFn.exp, BinaryFn.add,
    /// sub, mul, div on the inputs).
    Exp,
    ElementwiseAdd,
    ElementwiseSub,
    ElementwiseMul,
    ElementwiseDiv,
    /// The other elementwise named ops of MLIR 22, each its OpDSL
    /// function: math's (log, absf, ceil, floor, round, sqrt, rsqrt, tanh,
    /// erf, powf), arith.negf, 1 / x, x * x, max and min (maximumf or
    /// maxsi, ...), divui, and select(cond, a, b).
    Log,
    Abs,
    Ceil,
    Floor,
    NegF,
    Reciprocal,
    Round,
    Sqrt,
    Rsqrt,
    Square,
    Tanh,
    Erf,
    ElementwiseMax,
    ElementwiseMin,
    PowF,
    DivUnsigned,
    Select,
  } body = Body::Cast;
  unsigned numInputs = 1;
  /// The maps are an `indexing_maps` property, printed when not the
  /// default (matmul, batch_matmul, batch_reduce_matmul); otherwise the
  /// verifier memoizes them in `linalg.memoized_indexing_maps`, as MLIR.
  bool mapsProperty = false;
  /// A `cast` property chooses signed or unsigned conversions.
  bool castProperty = false;
  /// MLIR's LinalgContractionOpInterface: the verifier checks the body is
  /// a multiply-add of the two inputs into the init.
  bool isContraction = false;
  /// `strides` and `dilations` properties (convolutions and pooling), of
  /// this many spatial dimensions; absent means 1.
  unsigned numSpatialDims = 0;
};

/// The named op's default maps for these operand types; `attr` looks up
/// the op's `strides` and `dilations`.
void getDefaultIndexingMaps(const NamedOpSpec &spec, Context &ctx,
                            TypeRange operandTypes,
                            llvm::function_ref<Attribute(llvm::StringRef)> attr,
                            llvm::SmallVectorImpl<AffineMapAttr> &maps);
/// Its iterator types (0 parallel, 1 reduction) for these operand types.
void getDefaultIteratorTypes(const NamedOpSpec &spec, TypeRange operandTypes,
                             llvm::SmallVectorImpl<uint64_t> &types);

/// Fills `block` (whose arguments are the operands' element types) with
/// the body; `castUnsigned` from the op's `cast` property.
void buildNamedBody(const NamedOpSpec &spec, OpBuilder &builder, Block &block,
                    Location loc, bool castUnsigned);
/// A named op `name` (fill, copy, ...) on these operands, with its body,
/// at the builder's insertion point: what MLIR's builders make.
Operation *buildNamedOp(OpBuilder &builder, Location loc, OperationName name,
                        ValueRange inputs, ValueRange outputs);

} // namespace terrace::linalg
