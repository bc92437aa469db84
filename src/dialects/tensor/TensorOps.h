//===- TensorOps.h - The tensor ops as C++ types --------------------------===//
//
// One type per op of MLIR 22's tensor dialect (see ir/OpBase.h). The table
// in TensorOps.cpp takes each row's name and signature from here.
//
//===----------------------------------------------------------------------===//
#pragma once

#include "dialects/common/ShapeUtils.h"
#include "dialects/common/TypeConstraints.h"
#include "ir/OpBase.h"

namespace terrace::tensor {

/// MLIR's tensor type constraints.
extern const TypeConstraint kAnyTensor;
extern const TypeConstraint kAnyRankedTensor;
extern const TypeConstraint kNon0RankedOrUnrankedTensor;
extern const TypeConstraint kAnyStaticShapeTensor;

/// Shapes that agree wherever both are known (MLIR's
/// verifyCompatibleShape; an unranked shape agrees with any).
bool areShapesCompatible(ShapedType a, ShapedType b);
/// MLIR's tensor::CastOp::areCastCompatible: one element type, compatible
/// shapes.
bool areCastCompatible(Type a, Type b);

/// `tensor.empty(%d0, ...) : tensor<?x4xf32>`: a tensor whose elements are
/// not defined yet (a destination to fill).
struct EmptyOp : Op<EmptyOp> {
  static constexpr llvm::StringLiteral name = "tensor.empty";
  static constexpr ValueSpec kOperands[] = {
      {"dynamicSizes", &constraints::Index, Arity::Variadic}};
  static constexpr ValueSpec kResults[] = {{"result", &kAnyRankedTensor}};
};

/// `tensor.extract %t[%i, %j] : tensor<4x4xf32>`.
struct ExtractOp : Op<ExtractOp> {
  static constexpr llvm::StringLiteral name = "tensor.extract";
  static constexpr ValueSpec kOperands[] = {
      {"tensor", &kAnyRankedTensor},
      {"indices", &constraints::Index, Arity::Variadic}};
  static constexpr ValueSpec kResults[] = {{"result", &constraints::AnyType}};
};

/// `tensor.insert %v into %t[%i] : tensor<4xf32>`.
struct InsertOp : Op<InsertOp> {
  static constexpr llvm::StringLiteral name = "tensor.insert";
  static constexpr ValueSpec kOperands[] = {
      {"scalar", &constraints::AnyType},
      {"dest", &kAnyRankedTensor},
      {"indices", &constraints::Index, Arity::Variadic}};
  static constexpr ValueSpec kResults[] = {{"result", &kAnyRankedTensor}};
};

/// `tensor.dim %t, %i : tensor<4x?xf32>`.
struct DimOp : Op<DimOp> {
  static constexpr llvm::StringLiteral name = "tensor.dim";
  static constexpr ValueSpec kOperands[] = {
      {"source", &kNon0RankedOrUnrankedTensor}, {"index", &constraints::Index}};
  static constexpr ValueSpec kResults[] = {{"result", &constraints::Index}};
};

/// `tensor.rank %t : tensor<*xf32>`.
struct RankOp : Op<RankOp> {
  static constexpr llvm::StringLiteral name = "tensor.rank";
  static constexpr ValueSpec kOperands[] = {{"tensor", &kAnyTensor}};
  static constexpr ValueSpec kResults[] = {{"result", &constraints::Index}};
};

/// `tensor.from_elements %a, %b : tensor<2xf32>`, in row-major order.
struct FromElementsOp : Op<FromElementsOp> {
  static constexpr llvm::StringLiteral name = "tensor.from_elements";
  static constexpr ValueSpec kOperands[] = {
      {"elements", &constraints::AnyType, Arity::Variadic}};
  static constexpr ValueSpec kResults[] = {{"result", &kAnyStaticShapeTensor}};
};

/// `tensor.splat %v[%d] : tensor<?xf32>`: every element `%v`.
struct SplatOp : Op<SplatOp> {
  static constexpr llvm::StringLiteral name = "tensor.splat";
  static constexpr ValueSpec kOperands[] = {
      {"input", &constraints::AnyType},
      {"dynamicSizes", &constraints::Index, Arity::Variadic}};
  static constexpr ValueSpec kResults[] = {{"aggregate", &kAnyRankedTensor}};
};

/// `tensor.generate %d { ^bb0(%i: index, ...): tensor.yield %x } : type`:
/// each element computed by the body from its indices.
struct GenerateOp : Op<GenerateOp> {
  static constexpr llvm::StringLiteral name = "tensor.generate";
  static constexpr ValueSpec kOperands[] = {
      {"dynamicExtents", &constraints::Index, Arity::Variadic}};
  static constexpr ValueSpec kResults[] = {{"result", &kAnyRankedTensor}};
  static constexpr RegionSpec kRegions[] = {{"body", RegionBlocks::One}};
};

/// The element a tensor.generate (or tensor.pad) body gives.
struct YieldOp : Op<YieldOp> {
  static constexpr llvm::StringLiteral name = "tensor.yield";
  static constexpr ValueSpec kOperands[] = {{"value", &constraints::AnyType}};
};

/// `tensor.cast %t : tensor<4x?xf32> to tensor<4x4xf32>`: the same elements,
/// more or less shape information.
struct CastOp : Op<CastOp> {
  static constexpr llvm::StringLiteral name = "tensor.cast";
  static constexpr ValueSpec kOperands[] = {{"source", &kAnyTensor}};
  static constexpr ValueSpec kResults[] = {{"dest", &kAnyTensor}};
};

/// `tensor.extract_slice %t[offsets] [sizes] [strides] : T to R`.
struct ExtractSliceOp : Op<ExtractSliceOp> {
  static constexpr llvm::StringLiteral name = "tensor.extract_slice";
  static constexpr ValueSpec kOperands[] = {
      {"source", &kAnyRankedTensor},
      {"offsets", &constraints::Index, Arity::Variadic},
      {"sizes", &constraints::Index, Arity::Variadic},
      {"strides", &constraints::Index, Arity::Variadic}};
  static constexpr ValueSpec kResults[] = {{"result", &kAnyRankedTensor}};
  static constexpr AttrSpec kProperties[] = {
      {"static_offsets", &constraints::DenseI64ArrayProperty},
      {"static_sizes", &constraints::DenseI64ArrayProperty},
      {"static_strides", &constraints::DenseI64ArrayProperty}};
};

/// `tensor.insert_slice %s into %d[offsets] [sizes] [strides] : S into D`.
struct InsertSliceOp : Op<InsertSliceOp> {
  static constexpr llvm::StringLiteral name = "tensor.insert_slice";
  static constexpr ValueSpec kOperands[] = {
      {"source", &kAnyRankedTensor},
      {"dest", &kAnyRankedTensor},
      {"offsets", &constraints::Index, Arity::Variadic},
      {"sizes", &constraints::Index, Arity::Variadic},
      {"strides", &constraints::Index, Arity::Variadic}};
  static constexpr ValueSpec kResults[] = {{"result", &kAnyRankedTensor}};
  static constexpr AttrSpec kProperties[] = {
      {"static_offsets", &constraints::DenseI64ArrayProperty},
      {"static_sizes", &constraints::DenseI64ArrayProperty},
      {"static_strides", &constraints::DenseI64ArrayProperty}};
};

/// `tensor.collapse_shape %t [[0, 1], [2]] : T into R`.
struct CollapseShapeOp : Op<CollapseShapeOp> {
  static constexpr llvm::StringLiteral name = "tensor.collapse_shape";
  static constexpr ValueSpec kOperands[] = {{"src", &kAnyTensor}};
  static constexpr ValueSpec kResults[] = {{"result", &kAnyTensor}};
  static constexpr AttrSpec kProperties[] = {
      {"reassociation", &kReassociationProperty}};
};

/// `tensor.expand_shape %t [[0, 1], [2]] output_shape [...] : T into R`.
struct ExpandShapeOp : Op<ExpandShapeOp> {
  static constexpr llvm::StringLiteral name = "tensor.expand_shape";
  static constexpr ValueSpec kOperands[] = {
      {"src", &kAnyTensor},
      {"output_shape", &constraints::Index, Arity::Variadic}};
  static constexpr ValueSpec kResults[] = {{"result", &kAnyTensor}};
  static constexpr AttrSpec kProperties[] = {
      {"reassociation", &kReassociationProperty},
      {"static_output_shape", &constraints::DenseI64ArrayProperty}};
};

/// `tensor.concat dim(0) %a, %b : (A, B) -> R`.
struct ConcatOp : Op<ConcatOp> {
  static constexpr llvm::StringLiteral name = "tensor.concat";
  static constexpr ValueSpec kOperands[] = {
      {"inputs", &kAnyRankedTensor, Arity::Variadic}};
  static constexpr ValueSpec kResults[] = {{"result", &kAnyRankedTensor}};
  static constexpr AttrSpec kProperties[] = {
      {"dim", &constraints::I64Property}};
};

/// `tensor.parallel_insert_slice %src into %out[...] [...] [...] : S into D`
/// in an scf.forall.in_parallel: one iteration's part of a shared output.
struct ParallelInsertSliceOp : Op<ParallelInsertSliceOp> {
  static constexpr llvm::StringLiteral name = "tensor.parallel_insert_slice";
  static constexpr ValueSpec kOperands[] = {
      {"source", &kAnyRankedTensor},
      {"dest", &kAnyRankedTensor},
      {"offsets", &constraints::Index, Arity::Variadic},
      {"sizes", &constraints::Index, Arity::Variadic},
      {"strides", &constraints::Index, Arity::Variadic}};
  static constexpr AttrSpec kProperties[] = {
      {"static_offsets", &constraints::DenseI64ArrayProperty},
      {"static_sizes", &constraints::DenseI64ArrayProperty},
      {"static_strides", &constraints::DenseI64ArrayProperty}};
};

/// MLIR's ConcatOp::inferResultType: sizes along `dim` add up; the others
/// are static where any input knows them.
RankedTensorType concatResultType(int64_t dim, TypeRange inputs);

/// The rows of TensorShapeOps.cpp (slices, reshapes, concat).
llvm::ArrayRef<OpDefinition> shapeOpDefinitions();

//===-- Padding, reshape and bitcast (TensorPadReshapeOps.cpp)
//----------------===//

/// `tensor.pad %t [nofold] low[...] high[...] { ^bb0(%i: index, ...):
/// tensor.yield %v } : S to R`: the source surrounded by the body's values.
struct PadOp : Op<PadOp> {
  static constexpr llvm::StringLiteral name = "tensor.pad";
  static constexpr ValueSpec kOperands[] = {
      {"source", &kAnyRankedTensor},
      {"low", &constraints::Index, Arity::Variadic},
      {"high", &constraints::Index, Arity::Variadic}};
  static constexpr ValueSpec kResults[] = {{"result", &kAnyRankedTensor}};
  static constexpr AttrSpec kProperties[] = {
      {"nofold", &constraints::UnitProperty, nullptr, /*optional=*/true},
      {"static_high", &constraints::DenseI64ArrayProperty},
      {"static_low", &constraints::DenseI64ArrayProperty}};
  static constexpr RegionSpec kRegions[] = {{"region", RegionBlocks::One}};
};

/// A 1-D tensor of signless integers or indices (reshape's shape).
extern const TypeConstraint kShapeTensor;
/// A tensor of integers or floats (bitcast's operand and result).
extern const TypeConstraint kIntOrFloatTensor;

/// `tensor.reshape %t(%shape) : (S, tensor<2xindex>) -> R`: the same
/// elements in row-major order, in the shape the operand's values give.
struct ReshapeOp : Op<ReshapeOp> {
  static constexpr llvm::StringLiteral name = "tensor.reshape";
  static constexpr ValueSpec kOperands[] = {{"source", &kAnyTensor},
                                            {"shape", &kShapeTensor}};
  static constexpr ValueSpec kResults[] = {{"result", &kAnyTensor}};
};

/// `tensor.bitcast %t : tensor<4xi32> to tensor<4xf32>`: each element's
/// bits read as another type of the same width.
struct BitcastOp : Op<BitcastOp> {
  static constexpr llvm::StringLiteral name = "tensor.bitcast";
  static constexpr ValueSpec kOperands[] = {{"source", &kIntOrFloatTensor}};
  static constexpr ValueSpec kResults[] = {{"dest", &kIntOrFloatTensor}};
};

llvm::ArrayRef<OpDefinition> padReshapeOpDefinitions();

//===-- Gather and scatter (TensorGatherScatterOps.cpp)
//-----------------------===//

/// A ranked tensor of signless integers or indices (gather's and scatter's
/// coordinates).
extern const TypeConstraint kIndicesTensor;

/// `tensor.gather %src[%indices] gather_dims([0, 2]) [unique] : (S, I) -> R`:
/// for each coordinate tuple in the last dimension of `indices`, the slice
/// of `src` at those coordinates along `gather_dims` (sizes 1 there, or
/// dropped).
struct GatherOp : Op<GatherOp> {
  static constexpr llvm::StringLiteral name = "tensor.gather";
  static constexpr ValueSpec kOperands[] = {{"source", &kAnyRankedTensor},
                                            {"indices", &kIndicesTensor}};
  static constexpr ValueSpec kResults[] = {{"result", &kAnyRankedTensor}};
  static constexpr AttrSpec kProperties[] = {
      {"gather_dims", &constraints::DenseI64ArrayProperty},
      {"unique", &constraints::UnitProperty, nullptr, /*optional=*/true}};
};

/// `tensor.scatter %src into %dest[%indices] scatter_dims([0]) unique :
/// (S, D, I) -> R`: `dest` with the slices of `src` written at the
/// coordinates `indices` gives (the inverse of gather).
struct ScatterOp : Op<ScatterOp> {
  static constexpr llvm::StringLiteral name = "tensor.scatter";
  static constexpr ValueSpec kOperands[] = {{"source", &kAnyRankedTensor},
                                            {"dest", &kAnyRankedTensor},
                                            {"indices", &kIndicesTensor}};
  static constexpr ValueSpec kResults[] = {{"result", &kAnyRankedTensor}};
  static constexpr AttrSpec kProperties[] = {
      {"scatter_dims", &constraints::DenseI64ArrayProperty},
      {"unique", &constraints::UnitProperty, nullptr, /*optional=*/true}};
};

/// MLIR's GatherOp::inferResultType: the batch dimensions of `indices`,
/// then `source`'s with the gathered ones 1 (or dropped).
RankedTensorType gatherResultType(RankedTensorType source,
                                  RankedTensorType indices,
                                  llvm::ArrayRef<int64_t> dims,
                                  bool rankReduced);

llvm::ArrayRef<OpDefinition> gatherScatterOpDefinitions();

} // namespace terrace::tensor
