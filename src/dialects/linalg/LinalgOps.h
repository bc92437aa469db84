//===- LinalgOps.h - The linalg ops as C++ types --------------------------===//
//
// One type per op of MLIR 22's linalg dialect (see ir/OpBase.h). What every
// structured op shares (indexing maps, iterator types, inputs and inits in
// destination-passing style) is read through StructuredOps.h.
//
//===----------------------------------------------------------------------===//
#pragma once

#include "dialects/common/TypeConstraints.h"
#include "ir/Attributes.h"
#include "ir/OpBase.h"

namespace terrace::linalg {

/// `#linalg.iterator_type<parallel>`: how a loop of the iteration space
/// runs (parallel = 0, reduction = 1).
extern const EnumSpec kIteratorType;
enum class IteratorType : uint64_t { Parallel, Reduction };

/// `#linalg.type_fn<cast_signed>`: how named ops convert their operands to
/// the result's element type (cast_signed = 0, cast_unsigned = 1).
extern const EnumSpec kTypeFn;
enum class TypeFn : uint64_t { CastSigned, CastUnsigned };

/// `#linalg.elementwise_kind<add>`: the function linalg.elementwise
/// applies (MLIR's UnaryFn, BinaryFn and TernaryFn cases in one list).
extern const EnumSpec kElementwiseKind;
extern const TypedAttrConstraint<EnumAttr> kElementwiseKindProperty;

extern const TypedAttrConstraint<ArrayAttr> kIndexingMapsProperty;
extern const TypedAttrConstraint<EnumAttr> kTypeFnProperty;
/// Strides and dilations of convolutions and pooling: i64 elements.
extern const TypedAttrConstraint<DenseIntOrFPElementsAttr> kI64ElementsProperty;
extern const TypedAttrConstraint<ArrayAttr> kIteratorTypesProperty;
extern const TypedAttrConstraint<IntegerAttr> kNonNegativeI64Property;
extern const TypeConstraint kAnyShaped;
extern const TypeConstraint kAnyRankedTensor;
/// A memref or a ranked tensor (MLIR's TensorOrMemref).
extern const TypeConstraint kTensorOrMemref;

/// `linalg.generic {indexing_maps = [...], iterator_types = [...]}
/// ins(...) outs(...) { body } -> types`.
struct GenericOp : Op<GenericOp> {
  static constexpr llvm::StringLiteral name = "linalg.generic";
  static constexpr ValueSpec kOperands[] = {
      {"inputs", &constraints::AnyType, Arity::Variadic},
      {"outputs", &kAnyShaped, Arity::Variadic}};
  static constexpr ValueSpec kResults[] = {
      {"result_tensors", &kAnyRankedTensor, Arity::Variadic}};
  static constexpr AttrSpec kProperties[] = {
      {"doc", &constraints::StringProperty, nullptr, /*optional=*/true},
      {"indexing_maps", &kIndexingMapsProperty},
      {"iterator_types", &kIteratorTypesProperty},
      {"library_call", &constraints::StringProperty, nullptr,
       /*optional=*/true}};
  static constexpr RegionSpec kRegions[] = {{"region"}};
};

/// The values a structured op's body gives for its inits.
struct YieldOp : Op<YieldOp> {
  static constexpr llvm::StringLiteral name = "linalg.yield";
  static constexpr ValueSpec kOperands[] = {
      {"values", &constraints::AnyType, Arity::Variadic}};
};

/// `linalg.index 0 : index`: the current iteration's index along a loop.
struct IndexOp : Op<IndexOp> {
  static constexpr llvm::StringLiteral name = "linalg.index";
  static constexpr ValueSpec kResults[] = {{"result", &constraints::Index}};
  static constexpr AttrSpec kProperties[] = {{"dim", &kNonNegativeI64Property}};
};

//===-- Structured ops with their own syntax (MapReduceOps.cpp)
//-------------===//
//
// map, reduce, transpose and broadcast: one init each (reduce: as many
// inits as inputs), all loops parallel but reduce's `dimensions`; the
// iteration space and maps follow from the types and the attribute.

/// `linalg.map { arith.addf } ins(...) outs(%init : T)`, or with its body
/// written out; the body takes the inputs' elements and the init's.
struct MapOp : Op<MapOp> {
  static constexpr llvm::StringLiteral name = "linalg.map";
  static constexpr ValueSpec kOperands[] = {
      {"inputs", &kTensorOrMemref, Arity::Variadic},
      {"init", &kTensorOrMemref}};
  static constexpr ValueSpec kResults[] = {
      {"result", &kAnyRankedTensor, Arity::Variadic}};
  static constexpr RegionSpec kRegions[] = {{"mapper"}};
};

/// `linalg.reduce { arith.addf } ins(...) outs(...) dimensions = [1]`:
/// the inputs reduced along `dimensions` into the inits.
struct ReduceOp : Op<ReduceOp> {
  static constexpr llvm::StringLiteral name = "linalg.reduce";
  static constexpr ValueSpec kOperands[] = {
      {"inputs", &kTensorOrMemref, Arity::Variadic},
      {"inits", &kTensorOrMemref, Arity::Variadic}};
  static constexpr ValueSpec kResults[] = {
      {"result", &kAnyRankedTensor, Arity::Variadic}};
  static constexpr AttrSpec kProperties[] = {
      {"dimensions", &constraints::DenseI64ArrayProperty}};
  static constexpr RegionSpec kRegions[] = {{"combiner"}};
};

/// `linalg.transpose ins(...) outs(...) permutation = [1, 0]`: result
/// dimension i is input dimension permutation[i].
struct TransposeOp : Op<TransposeOp> {
  static constexpr llvm::StringLiteral name = "linalg.transpose";
  static constexpr ValueSpec kOperands[] = {{"input", &kTensorOrMemref},
                                            {"init", &kTensorOrMemref}};
  static constexpr ValueSpec kResults[] = {
      {"result", &kAnyRankedTensor, Arity::Variadic}};
  static constexpr AttrSpec kProperties[] = {
      {"permutation", &constraints::DenseI64ArrayProperty}};
  static constexpr RegionSpec kRegions[] = {{"region"}};
};

/// `linalg.broadcast ins(...) outs(...) dimensions = [2]`: the input
/// repeated along the init's `dimensions`.
struct BroadcastOp : Op<BroadcastOp> {
  static constexpr llvm::StringLiteral name = "linalg.broadcast";
  static constexpr ValueSpec kOperands[] = {{"input", &kTensorOrMemref},
                                            {"init", &kTensorOrMemref}};
  static constexpr ValueSpec kResults[] = {
      {"result", &kAnyRankedTensor, Arity::Variadic}};
  static constexpr AttrSpec kProperties[] = {
      {"dimensions", &constraints::DenseI64ArrayProperty}};
  static constexpr RegionSpec kRegions[] = {{"region"}};
};

llvm::ArrayRef<OpDefinition> mapReduceOpDefinitions();

/// `linalg.elementwise kind=#linalg.elementwise_kind<add> ins(...)
/// outs(...) -> T` (ElementwiseOp.cpp): the kind's function at every point,
/// operands through their maps (identity by default).
struct ElementwiseOp : Op<ElementwiseOp> {
  static constexpr llvm::StringLiteral name = "linalg.elementwise";
  static constexpr ValueSpec kOperands[] = {
      {"inputs", &constraints::AnyType, Arity::Variadic},
      {"outputs", &kAnyShaped, Arity::Variadic}};
  static constexpr ValueSpec kResults[] = {
      {"result_tensors", &kAnyRankedTensor, Arity::Variadic}};
  static constexpr AttrSpec kProperties[] = {
      {"indexing_maps", &kIndexingMapsProperty, nullptr, /*optional=*/true},
      {"kind", &kElementwiseKindProperty}};
  static constexpr RegionSpec kRegions[] = {{"region"}};
};

llvm::ArrayRef<OpDefinition> elementwiseOpDefinitions();

/// `linalg.contract indexing_maps = [A, B, C] ins(%a, %b : ...) outs(%c :
/// ...) -> T` (ContractOp.cpp): C += cast(A) * cast(B) over the maps'
/// iteration space, whose loops are parallel where the init's map reads
/// them and reductions elsewhere (einsum without broadcasts in the init).
struct ContractOp : Op<ContractOp> {
  static constexpr llvm::StringLiteral name = "linalg.contract";
  static constexpr ValueSpec kOperands[] = {
      {"inputs", &constraints::AnyType, Arity::Variadic},
      {"outputs", &kAnyShaped, Arity::Variadic}};
  static constexpr ValueSpec kResults[] = {
      {"result_tensors", &kAnyRankedTensor, Arity::Variadic}};
  static constexpr AttrSpec kProperties[] = {
      {"cast", &kTypeFnProperty, nullptr, /*optional=*/true},
      {"indexing_maps", &kIndexingMapsProperty}};
  static constexpr RegionSpec kRegions[] = {{"combiner"}};
};

llvm::ArrayRef<OpDefinition> contractOpDefinitions();

//===-- Relayout ops (RelayoutOps.cpp)
//-----------------------------------------===//
//
// Not structured (no maps, no body): they move elements between a tensor
// and its tiled form, whose trailing dimensions are the tiles.

/// `array<i64>`: outer_dims_perm's default (no permutation).
Attribute emptyDenseI64Array(Context &ctx);

/// `linalg.pack %src [padding_value(%p : T)] [outer_dims_perm = [...]]
/// inner_dims_pos = [...] inner_tiles = [...] into %dest : S -> D`.
struct PackOp : Op<PackOp> {
  static constexpr llvm::StringLiteral name = "linalg.pack";
  static constexpr ValueSpec kOperands[] = {
      {"source", &kAnyRankedTensor},
      {"dest", &kAnyRankedTensor},
      {"padding_value", &constraints::AnyType, Arity::Optional},
      {"inner_tiles", &constraints::Index, Arity::Variadic}};
  static constexpr ValueSpec kResults[] = {{"result", &kAnyRankedTensor}};
  static constexpr AttrSpec kProperties[] = {
      {"inner_dims_pos", &constraints::DenseI64ArrayProperty},
      {"outer_dims_perm", &constraints::DenseI64ArrayProperty,
       emptyDenseI64Array, /*optional=*/true},
      {"static_inner_tiles", &constraints::DenseI64ArrayProperty}};
};

/// `linalg.unpack %src [outer_dims_perm = [...]] inner_dims_pos = [...]
/// inner_tiles = [...] into %dest : S -> D`.
struct UnPackOp : Op<UnPackOp> {
  static constexpr llvm::StringLiteral name = "linalg.unpack";
  static constexpr ValueSpec kOperands[] = {
      {"source", &kAnyRankedTensor},
      {"dest", &kAnyRankedTensor},
      {"inner_tiles", &constraints::Index, Arity::Variadic}};
  static constexpr ValueSpec kResults[] = {{"result", &kAnyRankedTensor}};
  static constexpr AttrSpec kProperties[] = {
      {"inner_dims_pos", &constraints::DenseI64ArrayProperty},
      {"outer_dims_perm", &constraints::DenseI64ArrayProperty,
       emptyDenseI64Array, /*optional=*/true},
      {"static_inner_tiles", &constraints::DenseI64ArrayProperty}};
};

llvm::ArrayRef<OpDefinition> relayoutOpDefinitions();

/// `linalg.softmax dimension(1) ins(%x : T) outs(%init : T) -> T`
/// (SoftmaxOp.cpp): exp(x - max) / sum along `dimension`. Not a structured
/// op (no maps, no body), but destination-passing style.
struct SoftmaxOp : Op<SoftmaxOp> {
  static constexpr llvm::StringLiteral name = "linalg.softmax";
  static constexpr ValueSpec kOperands[] = {{"input", &kAnyShaped},
                                            {"output", &kAnyShaped}};
  static constexpr ValueSpec kResults[] = {
      {"result", &kAnyRankedTensor, Arity::Variadic}};
  static constexpr AttrSpec kProperties[] = {
      {"dimension", &constraints::I64Property}};
};

llvm::ArrayRef<OpDefinition> softmaxOpDefinitions();

//===-- Named structured ops
//------------------------------------------------===//
//
// Each is a linalg.generic with a fixed iteration space, maps and body
// (NamedOps.cpp describes them once, for the parser, builders, verifier and
// generalization). They share one signature.

namespace sig {
struct Structured {
  static constexpr ValueSpec kOperands[] = {
      {"inputs", &constraints::AnyType, Arity::Variadic},
      {"outputs", &kAnyShaped, Arity::Variadic}};
  static constexpr ValueSpec kResults[] = {
      {"result_tensors", &kAnyRankedTensor, Arity::Variadic}};
  static constexpr RegionSpec kRegions[] = {{"region"}};
};
/// The contractions whose maps may be given (matmul, batch_matmul,
/// batch_reduce_matmul) and whose operands cast by `cast`.
struct WithMapsAndCast : Structured {
  static constexpr AttrSpec kProperties[] = {
      {"cast", &kTypeFnProperty, nullptr, /*optional=*/true},
      {"indexing_maps", &kIndexingMapsProperty, nullptr, /*optional=*/true}};
};
struct WithCast : Structured {
  static constexpr AttrSpec kProperties[] = {
      {"cast", &kTypeFnProperty, nullptr, /*optional=*/true}};
};
/// Convolutions and pooling: strides and dilations per spatial dimension.
struct WithStridesDilations : Structured {
  static constexpr AttrSpec kProperties[] = {
      {"dilations", &kI64ElementsProperty, nullptr, /*optional=*/true},
      {"strides", &kI64ElementsProperty, nullptr, /*optional=*/true}};
};
} // namespace sig

#define LINALG_NAMED_OP(Class, opName, Sig)                                    \
  struct Class : Op<Class>, Sig {                                              \
    static constexpr llvm::StringLiteral name = opName;                        \
  };
LINALG_NAMED_OP(FillOp, "linalg.fill", sig::Structured)
/// What a linalg.fill fills in (its one input), and its init (its one
/// output).
inline Value filledValue(FillOp fill) {
  return fill.operands<"inputs">().front();
}
inline Value fillInit(FillOp fill) {
  return fill.operands<"outputs">().front();
}
LINALG_NAMED_OP(CopyOp, "linalg.copy", sig::WithCast)
LINALG_NAMED_OP(ExpOp, "linalg.exp", sig::Structured)
LINALG_NAMED_OP(AddOp, "linalg.add", sig::Structured)
LINALG_NAMED_OP(SubOp, "linalg.sub", sig::Structured)
LINALG_NAMED_OP(MulOp, "linalg.mul", sig::Structured)
LINALG_NAMED_OP(DivOp, "linalg.div", sig::Structured)
LINALG_NAMED_OP(LogOp, "linalg.log", sig::Structured)
LINALG_NAMED_OP(AbsOp, "linalg.abs", sig::Structured)
LINALG_NAMED_OP(CeilOp, "linalg.ceil", sig::Structured)
LINALG_NAMED_OP(FloorOp, "linalg.floor", sig::Structured)
LINALG_NAMED_OP(NegFOp, "linalg.negf", sig::Structured)
LINALG_NAMED_OP(ReciprocalOp, "linalg.reciprocal", sig::Structured)
LINALG_NAMED_OP(RoundOp, "linalg.round", sig::Structured)
LINALG_NAMED_OP(SqrtOp, "linalg.sqrt", sig::Structured)
LINALG_NAMED_OP(RsqrtOp, "linalg.rsqrt", sig::Structured)
LINALG_NAMED_OP(SquareOp, "linalg.square", sig::Structured)
LINALG_NAMED_OP(TanhOp, "linalg.tanh", sig::Structured)
LINALG_NAMED_OP(ErfOp, "linalg.erf", sig::Structured)
LINALG_NAMED_OP(MaxOp, "linalg.max", sig::Structured)
LINALG_NAMED_OP(MinOp, "linalg.min", sig::Structured)
LINALG_NAMED_OP(PowFOp, "linalg.powf", sig::Structured)
LINALG_NAMED_OP(DivUnsignedOp, "linalg.div_unsigned", sig::Structured)
LINALG_NAMED_OP(SelectOp, "linalg.select", sig::Structured)
LINALG_NAMED_OP(MatmulOp, "linalg.matmul", sig::WithMapsAndCast)
LINALG_NAMED_OP(BatchMatmulOp, "linalg.batch_matmul", sig::WithMapsAndCast)
LINALG_NAMED_OP(BatchReduceMatmulOp, "linalg.batch_reduce_matmul",
                sig::WithMapsAndCast)
LINALG_NAMED_OP(MatvecOp, "linalg.matvec", sig::Structured)
LINALG_NAMED_OP(VecmatOp, "linalg.vecmat", sig::Structured)
LINALG_NAMED_OP(BatchMatvecOp, "linalg.batch_matvec", sig::Structured)
LINALG_NAMED_OP(BatchVecmatOp, "linalg.batch_vecmat", sig::Structured)
LINALG_NAMED_OP(DotOp, "linalg.dot", sig::Structured)
LINALG_NAMED_OP(Mmt4DOp, "linalg.mmt4d", sig::Structured)
LINALG_NAMED_OP(BatchMmt4DOp, "linalg.batch_mmt4d", sig::Structured)
LINALG_NAMED_OP(QuantizedMatmulOp, "linalg.quantized_matmul", sig::Structured)
LINALG_NAMED_OP(QuantizedBatchMatmulOp, "linalg.quantized_batch_matmul",
                sig::Structured)
LINALG_NAMED_OP(Conv1DOp, "linalg.conv_1d", sig::Structured)
LINALG_NAMED_OP(Conv2DOp, "linalg.conv_2d", sig::Structured)
LINALG_NAMED_OP(Conv3DOp, "linalg.conv_3d", sig::Structured)
LINALG_NAMED_OP(Conv1DNwcWcfOp, "linalg.conv_1d_nwc_wcf",
                sig::WithStridesDilations)
LINALG_NAMED_OP(Conv1DNcwFcwOp, "linalg.conv_1d_ncw_fcw",
                sig::WithStridesDilations)
LINALG_NAMED_OP(Conv2DNhwcHwcfOp, "linalg.conv_2d_nhwc_hwcf",
                sig::WithStridesDilations)
LINALG_NAMED_OP(Conv2DNhwcFhwcOp, "linalg.conv_2d_nhwc_fhwc",
                sig::WithStridesDilations)
LINALG_NAMED_OP(Conv2DNchwFchwOp, "linalg.conv_2d_nchw_fchw",
                sig::WithStridesDilations)
LINALG_NAMED_OP(Conv3DNdhwcDhwcfOp, "linalg.conv_3d_ndhwc_dhwcf",
                sig::WithStridesDilations)
LINALG_NAMED_OP(DepthwiseConv1DNwcWcOp, "linalg.depthwise_conv_1d_nwc_wc",
                sig::WithStridesDilations)
LINALG_NAMED_OP(DepthwiseConv2DNhwcHwcOp, "linalg.depthwise_conv_2d_nhwc_hwc",
                sig::WithStridesDilations)
LINALG_NAMED_OP(Conv2DNgchwFgchwOp, "linalg.conv_2d_ngchw_fgchw",
                sig::WithStridesDilations)
LINALG_NAMED_OP(Conv2DNgchwGfchwOp, "linalg.conv_2d_ngchw_gfchw",
                sig::WithStridesDilations)
LINALG_NAMED_OP(Conv2DNhwgcGfhwcOp, "linalg.conv_2d_nhwgc_gfhwc",
                sig::WithStridesDilations)
LINALG_NAMED_OP(Conv3DNcdhwFcdhwOp, "linalg.conv_3d_ncdhw_fcdhw",
                sig::WithStridesDilations)
LINALG_NAMED_OP(DepthwiseConv1DNcwCwOp, "linalg.depthwise_conv_1d_ncw_cw",
                sig::WithStridesDilations)
LINALG_NAMED_OP(DepthwiseConv1DNwcWcmOp, "linalg.depthwise_conv_1d_nwc_wcm",
                sig::WithStridesDilations)
LINALG_NAMED_OP(DepthwiseConv2DNchwChwOp, "linalg.depthwise_conv_2d_nchw_chw",
                sig::WithStridesDilations)
LINALG_NAMED_OP(DepthwiseConv2DNhwcHwcmOp, "linalg.depthwise_conv_2d_nhwc_hwcm",
                sig::WithStridesDilations)
LINALG_NAMED_OP(DepthwiseConv3DNdhwcDhwcOp,
                "linalg.depthwise_conv_3d_ndhwc_dhwc",
                sig::WithStridesDilations)
LINALG_NAMED_OP(DepthwiseConv3DNcdhwCdhwOp,
                "linalg.depthwise_conv_3d_ncdhw_cdhw",
                sig::WithStridesDilations)
LINALG_NAMED_OP(DepthwiseConv3DNdhwcDhwcmOp,
                "linalg.depthwise_conv_3d_ndhwc_dhwcm",
                sig::WithStridesDilations)
LINALG_NAMED_OP(Conv2DNhwcHwcfQOp, "linalg.conv_2d_nhwc_hwcf_q",
                sig::WithStridesDilations)
LINALG_NAMED_OP(Conv2DNhwcFhwcQOp, "linalg.conv_2d_nhwc_fhwc_q",
                sig::WithStridesDilations)
LINALG_NAMED_OP(Conv2DNchwFchwQOp, "linalg.conv_2d_nchw_fchw_q",
                sig::WithStridesDilations)
LINALG_NAMED_OP(Conv2DNgchwGfchwQOp, "linalg.conv_2d_ngchw_gfchw_q",
                sig::WithStridesDilations)
LINALG_NAMED_OP(Conv2DNhwgcGfhwcQOp, "linalg.conv_2d_nhwgc_gfhwc_q",
                sig::WithStridesDilations)
LINALG_NAMED_OP(Conv3DNdhwcDhwcfQOp, "linalg.conv_3d_ndhwc_dhwcf_q",
                sig::WithStridesDilations)
LINALG_NAMED_OP(DepthwiseConv2DNhwcHwcQOp,
                "linalg.depthwise_conv_2d_nhwc_hwc_q",
                sig::WithStridesDilations)
LINALG_NAMED_OP(DepthwiseConv2DNhwcHwcmQOp,
                "linalg.depthwise_conv_2d_nhwc_hwcm_q",
                sig::WithStridesDilations)
LINALG_NAMED_OP(PoolingNhwcMaxOp, "linalg.pooling_nhwc_max",
                sig::WithStridesDilations)
LINALG_NAMED_OP(PoolingNhwcMaxUnsignedOp, "linalg.pooling_nhwc_max_unsigned",
                sig::WithStridesDilations)
LINALG_NAMED_OP(PoolingNhwcMinOp, "linalg.pooling_nhwc_min",
                sig::WithStridesDilations)
LINALG_NAMED_OP(PoolingNhwcSumOp, "linalg.pooling_nhwc_sum",
                sig::WithStridesDilations)
LINALG_NAMED_OP(PoolingNchwMaxOp, "linalg.pooling_nchw_max",
                sig::WithStridesDilations)
LINALG_NAMED_OP(PoolingNchwSumOp, "linalg.pooling_nchw_sum",
                sig::WithStridesDilations)
LINALG_NAMED_OP(PoolingNhwcMinUnsignedOp, "linalg.pooling_nhwc_min_unsigned",
                sig::WithStridesDilations)
LINALG_NAMED_OP(PoolingNwcSumOp, "linalg.pooling_nwc_sum",
                sig::WithStridesDilations)
LINALG_NAMED_OP(PoolingNcwSumOp, "linalg.pooling_ncw_sum",
                sig::WithStridesDilations)
LINALG_NAMED_OP(PoolingNwcMaxOp, "linalg.pooling_nwc_max",
                sig::WithStridesDilations)
LINALG_NAMED_OP(PoolingNwcMaxUnsignedOp, "linalg.pooling_nwc_max_unsigned",
                sig::WithStridesDilations)
LINALG_NAMED_OP(PoolingNcwMaxOp, "linalg.pooling_ncw_max",
                sig::WithStridesDilations)
LINALG_NAMED_OP(PoolingNwcMinOp, "linalg.pooling_nwc_min",
                sig::WithStridesDilations)
LINALG_NAMED_OP(PoolingNwcMinUnsignedOp, "linalg.pooling_nwc_min_unsigned",
                sig::WithStridesDilations)
LINALG_NAMED_OP(PoolingNdhwcSumOp, "linalg.pooling_ndhwc_sum",
                sig::WithStridesDilations)
LINALG_NAMED_OP(PoolingNdhwcMaxOp, "linalg.pooling_ndhwc_max",
                sig::WithStridesDilations)
LINALG_NAMED_OP(PoolingNdhwcMinOp, "linalg.pooling_ndhwc_min",
                sig::WithStridesDilations)
#undef LINALG_NAMED_OP

/// The table rows of the named ops (NamedOps.cpp), for the dialect and for
/// subsystems that attach to every named op.
llvm::ArrayRef<OpDefinition> namedOpDefinitions();

} // namespace terrace::linalg
