//===- MemRefOps.h - The memref ops as C++ types --------------------------===//
//
// One type per op of MLIR 22's memref dialect (see ir/OpBase.h): buffers,
// their allocation, access and views. The tables in MemRefOps.cpp (memory
// and access), MemRefViewOps.cpp (views and reshapes) and
// MemRefAtomicOps.cpp (atomics, DMA, prefetch) take each row's name and
// signature from here.
//
//===----------------------------------------------------------------------===//
#pragma once

#include "dialects/arith/ArithDialect.h"
#include "dialects/common/ShapeUtils.h"
#include "dialects/common/TypeConstraints.h"
#include "ir/OpBase.h"

namespace terrace::memref {

//===-- Constraints (with the words MLIR's verifier prints) ---------------===//

extern const TypeConstraint kAnyMemRef;
extern const TypeConstraint kAnyRankedOrUnrankedMemRef;
extern const TypeConstraint kNon0RankedOrUnrankedMemRef;
extern const TypeConstraint kAnyStridedMemRef;
extern const TypeConstraint kStridedMemRefOfRank0;
extern const TypeConstraint kAnyStaticShapeMemRef;
extern const TypeConstraint k1DMemRef;
extern const TypeConstraint k1DI8MemRef;
extern const TypeConstraint kShapeMemRef;
extern const TypeConstraint kIntOrFloatMemRef;
extern const TypeConstraint kSignlessIntOrFloat;
/// `alignment`: a positive power of two, i64.
extern const TypedAttrConstraint<IntegerAttr> kAlignmentProperty;
/// assume_alignment's `alignment`: a positive i32 (spelled bare).
extern const TypedAttrConstraint<IntegerAttr> kPositiveI32Property;
/// prefetch's `localityHint`: an i32 from 0 to 3.
extern const TypedAttrConstraint<IntegerAttr> kLocalityHintProperty;
/// global's `type`: a memref type.
extern const TypedAttrConstraint<TypeAttr> kMemRefTypeProperty;

//===-- Allocation and access (MemRefOps.cpp) -----------------------------===//

/// The signature alloc and alloca share.
struct AllocLike {
  static constexpr ValueSpec kOperands[] = {
      {"dynamicSizes", &constraints::Index, Arity::Variadic},
      {"symbolOperands", &constraints::Index, Arity::Variadic}};
  static constexpr ValueSpec kResults[] = {{"memref", &kAnyMemRef}};
  static constexpr AttrSpec kProperties[] = {
      {"alignment", &kAlignmentProperty, nullptr, /*optional=*/true}};
};

/// `memref.alloc(%d)[%s] : memref<?x4xf32>`: a new buffer on the heap.
struct AllocOp : Op<AllocOp>, AllocLike {
  static constexpr llvm::StringLiteral name = "memref.alloc";
};

/// `memref.alloca() : memref<4xf32>`: a buffer freed when the nearest
/// automatic allocation scope (a function, memref.alloca_scope) returns.
struct AllocaOp : Op<AllocaOp>, AllocLike {
  static constexpr llvm::StringLiteral name = "memref.alloca";
};

/// `memref.alloca_scope { ... }`: the allocas of its body live until it
/// ends.
struct AllocaScopeOp : Op<AllocaScopeOp> {
  static constexpr llvm::StringLiteral name = "memref.alloca_scope";
  static constexpr ValueSpec kResults[] = {
      {"results", &constraints::AnyType, Arity::Variadic}};
  static constexpr RegionSpec kRegions[] = {{"bodyRegion", RegionBlocks::One}};
};

/// The values an alloca_scope gives.
struct AllocaScopeReturnOp : Op<AllocaScopeReturnOp> {
  static constexpr llvm::StringLiteral name = "memref.alloca_scope.return";
  static constexpr ValueSpec kOperands[] = {
      {"results", &constraints::AnyType, Arity::Variadic}};
};

/// `memref.dealloc %m : memref<4xf32>`: frees a buffer of memref.alloc.
struct DeallocOp : Op<DeallocOp> {
  static constexpr llvm::StringLiteral name = "memref.dealloc";
  static constexpr ValueSpec kOperands[] = {
      {"memref", &kAnyRankedOrUnrankedMemRef}};
};

/// `memref.realloc %m(%n) : memref<?xf32> to memref<?xf32>`: a 1-D buffer
/// grown or shrunk, its elements kept; the old one freed.
struct ReallocOp : Op<ReallocOp> {
  static constexpr llvm::StringLiteral name = "memref.realloc";
  static constexpr ValueSpec kOperands[] = {
      {"source", &k1DMemRef},
      {"dynamicResultSize", &constraints::Index, Arity::Optional}};
  static constexpr ValueSpec kResults[] = {{"result", &k1DMemRef}};
  static constexpr AttrSpec kProperties[] = {
      {"alignment", &kAlignmentProperty, nullptr, /*optional=*/true}};
};

/// `memref.load %m[%i, %j] : memref<4x4xf32>`.
struct LoadOp : Op<LoadOp> {
  static constexpr llvm::StringLiteral name = "memref.load";
  static constexpr ValueSpec kOperands[] = {
      {"memref", &kAnyMemRef},
      {"indices", &constraints::Index, Arity::Variadic}};
  static constexpr ValueSpec kResults[] = {{"result", &constraints::AnyType}};
  static constexpr AttrSpec kProperties[] = {
      {"nontemporal", &constraints::BoolProperty, constraints::falseAttr,
       /*optional=*/true},
      {"alignment", &kAlignmentProperty, nullptr, /*optional=*/true}};
};

/// `memref.store %v, %m[%i, %j] : memref<4x4xf32>`.
struct StoreOp : Op<StoreOp> {
  static constexpr llvm::StringLiteral name = "memref.store";
  static constexpr ValueSpec kOperands[] = {
      {"value", &constraints::AnyType},
      {"memref", &kAnyMemRef},
      {"indices", &constraints::Index, Arity::Variadic}};
  static constexpr AttrSpec kProperties[] = {
      {"nontemporal", &constraints::BoolProperty, constraints::falseAttr,
       /*optional=*/true},
      {"alignment", &kAlignmentProperty, nullptr, /*optional=*/true}};
};

/// `memref.copy %a, %b : memref<4xf32> to memref<4xf32>`: every element.
struct CopyOp : Op<CopyOp> {
  static constexpr llvm::StringLiteral name = "memref.copy";
  static constexpr ValueSpec kOperands[] = {
      {"source", &kAnyRankedOrUnrankedMemRef},
      {"target", &kAnyRankedOrUnrankedMemRef}};
};

/// `memref.dim %m, %i : memref<?xf32>`.
struct DimOp : Op<DimOp> {
  static constexpr llvm::StringLiteral name = "memref.dim";
  static constexpr ValueSpec kOperands[] = {
      {"source", &kNon0RankedOrUnrankedMemRef}, {"index", &constraints::Index}};
  static constexpr ValueSpec kResults[] = {{"result", &constraints::Index}};
};

/// `memref.rank %m : memref<*xf32>`.
struct RankOp : Op<RankOp> {
  static constexpr llvm::StringLiteral name = "memref.rank";
  static constexpr ValueSpec kOperands[] = {
      {"memref", &kAnyRankedOrUnrankedMemRef}};
  static constexpr ValueSpec kResults[] = {{"result", &constraints::Index}};
};

/// `memref.global "private" constant @c : memref<2xf32> = dense<...>`: a
/// buffer that lives as long as the program.
struct GlobalOp : Op<GlobalOp> {
  static constexpr llvm::StringLiteral name = "memref.global";
  static constexpr AttrSpec kProperties[] = {
      {"sym_name", &constraints::SymbolNameProperty},
      {"sym_visibility", &constraints::StringProperty, nullptr,
       /*optional=*/true},
      {"type", &kMemRefTypeProperty},
      {"initial_value", &constraints::AnyAttrProperty, nullptr,
       /*optional=*/true},
      {"constant", &constraints::UnitProperty, nullptr, /*optional=*/true},
      {"alignment", &kAlignmentProperty, nullptr, /*optional=*/true}};
};

/// `memref.get_global @c : memref<2xf32>`: the global's buffer.
struct GetGlobalOp : Op<GetGlobalOp> {
  static constexpr llvm::StringLiteral name = "memref.get_global";
  static constexpr ValueSpec kResults[] = {{"result", &kAnyStaticShapeMemRef}};
  static constexpr AttrSpec kProperties[] = {
      {"name", &constraints::FlatSymbolRefProperty}};
};

/// The rows of MemRefOps.cpp.
llvm::ArrayRef<OpDefinition> accessOpDefinitions();

//===-- Views and reshapes (MemRefViewOps.cpp) ----------------------------===//

/// `memref.cast %m : memref<?xf32> to memref<4xf32>`: the same buffer with
/// more or less static information.
struct CastOp : Op<CastOp> {
  static constexpr llvm::StringLiteral name = "memref.cast";
  static constexpr ValueSpec kOperands[] = {
      {"source", &kAnyRankedOrUnrankedMemRef}};
  static constexpr ValueSpec kResults[] = {
      {"dest", &kAnyRankedOrUnrankedMemRef}};
};

/// `memref.memory_space_cast %m : memref<4xf32, 1> to memref<4xf32>`.
struct MemorySpaceCastOp : Op<MemorySpaceCastOp> {
  static constexpr llvm::StringLiteral name = "memref.memory_space_cast";
  static constexpr ValueSpec kOperands[] = {
      {"source", &kAnyRankedOrUnrankedMemRef}};
  static constexpr ValueSpec kResults[] = {
      {"dest", &kAnyRankedOrUnrankedMemRef}};
};

/// `memref.assume_alignment %m, 16 : memref<4xf32>`.
struct AssumeAlignmentOp : Op<AssumeAlignmentOp> {
  static constexpr llvm::StringLiteral name = "memref.assume_alignment";
  static constexpr ValueSpec kOperands[] = {{"memref", &kAnyMemRef}};
  static constexpr ValueSpec kResults[] = {{"result", &kAnyMemRef}};
  static constexpr AttrSpec kProperties[] = {
      {"alignment", &kPositiveI32Property}};
};

/// The signature subview and reinterpret_cast share: offsets, sizes and
/// strides, each a mix of constants and values.
struct OffsetsSizesStrides {
  static constexpr AttrSpec kProperties[] = {
      {"static_offsets", &constraints::DenseI64ArrayProperty},
      {"static_sizes", &constraints::DenseI64ArrayProperty},
      {"static_strides", &constraints::DenseI64ArrayProperty}};
};

/// `memref.subview %m[%o, 0] [4, %s] [1, 2] : T to R`: a strided window.
struct SubViewOp : Op<SubViewOp>, OffsetsSizesStrides {
  static constexpr llvm::StringLiteral name = "memref.subview";
  static constexpr ValueSpec kOperands[] = {
      {"source", &kAnyMemRef},
      {"offsets", &constraints::Index, Arity::Variadic},
      {"sizes", &constraints::Index, Arity::Variadic},
      {"strides", &constraints::Index, Arity::Variadic}};
  static constexpr ValueSpec kResults[] = {{"result", &kAnyMemRef}};
};

/// Whether a consumer of `cast` may take its source instead (MLIR's
/// CastOp::canFoldIntoConsumerOp: the cast only loses static information).
bool canFoldCastIntoConsumer(CastOp cast);

/// Whether a memref.cast may go from `a` to `b` (MLIR's
/// CastOp::areCastCompatible): the same element type and memory space,
/// shapes, offsets and strides that agree where both are static.
bool areCastCompatible(Type a, Type b);

/// MLIR's computeMemRefRankReductionMask: which dimensions of `original`
/// (those of static size 1 in `sizes`) `reduced` drops, told apart by their
/// strides when several could be; none when it cannot tell.
std::optional<llvm::SmallVector<bool, 4>>
memrefRankReductionMask(MemRefType original, MemRefType reduced,
                        llvm::ArrayRef<int64_t> sizes);
/// The type of a subview of `source` (MLIR's SubViewOp::inferResultType):
/// static entries, kDynamic for the others.
MemRefType inferSubViewResultType(MemRefType source,
                                  llvm::ArrayRef<int64_t> offsets,
                                  llvm::ArrayRef<int64_t> sizes,
                                  llvm::ArrayRef<int64_t> strides);
/// The same, with the unit dimensions dropped that `resultShape` does not
/// have (MLIR's inferRankReducedResultType).
MemRefType inferRankReducedSubViewType(llvm::ArrayRef<int64_t> resultShape,
                                       MemRefType source,
                                       llvm::ArrayRef<int64_t> offsets,
                                       llvm::ArrayRef<int64_t> sizes,
                                       llvm::ArrayRef<int64_t> strides);
/// The type collapse_shape (expand_shape) of `source` gives, or none when
/// the layout does not allow it (MLIR's computeCollapsedType,
/// computeExpandedType).
std::optional<MemRefType>
computeCollapsedType(MemRefType source, llvm::ArrayRef<int64_t> shape,
                     const ReassociationGroups &groups);
/// Whether the groups of `source` are sure to be contiguous, so that a
/// collapse_shape may view it (MLIR's isGuaranteedCollapsible: strict, no
/// dynamic strides within a group).
bool isGuaranteedCollapsible(MemRefType source,
                             const ReassociationGroups &groups);
std::optional<MemRefType>
computeExpandedType(MemRefType source, llvm::ArrayRef<int64_t> shape,
                    const ReassociationGroups &groups);

/// The source dimensions a (verified) subview drops (MLIR's
/// SubViewOp::getDroppedDims).
llvm::SmallVector<bool, 4> droppedDims(SubViewOp subview);

/// `memref.reinterpret_cast %m to offset: [0], sizes: [4], strides: [1] :
/// T to R`: the buffer seen with another layout.
struct ReinterpretCastOp : Op<ReinterpretCastOp>, OffsetsSizesStrides {
  static constexpr llvm::StringLiteral name = "memref.reinterpret_cast";
  static constexpr ValueSpec kOperands[] = {
      {"source", &kAnyRankedOrUnrankedMemRef},
      {"offsets", &constraints::Index, Arity::Variadic},
      {"sizes", &constraints::Index, Arity::Variadic},
      {"strides", &constraints::Index, Arity::Variadic}};
  static constexpr ValueSpec kResults[] = {{"result", &kAnyStridedMemRef}};
};

/// `memref.view %bytes[%shift][%d] : memref<2048xi8> to memref<?x4xf32>`.
struct ViewOp : Op<ViewOp> {
  static constexpr llvm::StringLiteral name = "memref.view";
  static constexpr ValueSpec kOperands[] = {
      {"source", &k1DI8MemRef},
      {"byte_shift", &constraints::Index},
      {"sizes", &constraints::Index, Arity::Variadic}};
  static constexpr ValueSpec kResults[] = {{"result", &kAnyMemRef}};
};

/// `memref.collapse_shape %m [[0, 1], [2]] : T into R`.
struct CollapseShapeOp : Op<CollapseShapeOp> {
  static constexpr llvm::StringLiteral name = "memref.collapse_shape";
  static constexpr ValueSpec kOperands[] = {{"src", &kAnyStridedMemRef}};
  static constexpr ValueSpec kResults[] = {{"result", &kAnyStridedMemRef}};
  static constexpr AttrSpec kProperties[] = {
      {"reassociation", &kReassociationProperty}};
};

/// `memref.expand_shape %m [[0, 1]] output_shape [%d, 4] : T into R`.
struct ExpandShapeOp : Op<ExpandShapeOp> {
  static constexpr llvm::StringLiteral name = "memref.expand_shape";
  static constexpr ValueSpec kOperands[] = {
      {"src", &kAnyStridedMemRef},
      {"output_shape", &constraints::Index, Arity::Variadic}};
  static constexpr ValueSpec kResults[] = {{"result", &kAnyStridedMemRef}};
  static constexpr AttrSpec kProperties[] = {
      {"reassociation", &kReassociationProperty},
      {"static_output_shape", &constraints::DenseI64ArrayProperty}};
};

/// `memref.reshape %m(%shape) : (S, memref<2xindex>) -> R`: the same
/// elements in row-major order in the shape the operand's values give.
struct ReshapeOp : Op<ReshapeOp> {
  static constexpr llvm::StringLiteral name = "memref.reshape";
  static constexpr ValueSpec kOperands[] = {
      {"source", &kAnyRankedOrUnrankedMemRef}, {"shape", &kShapeMemRef}};
  static constexpr ValueSpec kResults[] = {
      {"result", &kAnyRankedOrUnrankedMemRef}};
};

/// `memref.transpose %m (d0, d1) -> (d1, d0) : T to R`.
struct TransposeOp : Op<TransposeOp> {
  static constexpr llvm::StringLiteral name = "memref.transpose";
  static constexpr ValueSpec kOperands[] = {{"in", &kAnyStridedMemRef}};
  static constexpr ValueSpec kResults[] = {{"result", &kAnyStridedMemRef}};
  static constexpr AttrSpec kProperties[] = {
      {"permutation", &constraints::AffineMapProperty}};
};

/// `memref.extract_strided_metadata %m : T -> memref<f32>, index, ...`:
/// the base buffer, offset, sizes and strides.
struct ExtractStridedMetadataOp : Op<ExtractStridedMetadataOp> {
  static constexpr llvm::StringLiteral name = "memref.extract_strided_metadata";
  static constexpr ValueSpec kOperands[] = {{"source", &kAnyStridedMemRef}};
  static constexpr ValueSpec kResults[] = {
      {"base_buffer", &kStridedMemRefOfRank0},
      {"offset", &constraints::Index},
      {"sizes", &constraints::Index, Arity::Variadic},
      {"strides", &constraints::Index, Arity::Variadic}};
};

/// `memref.extract_aligned_pointer_as_index %m : T -> index`.
struct ExtractAlignedPointerAsIndexOp : Op<ExtractAlignedPointerAsIndexOp> {
  static constexpr llvm::StringLiteral name =
      "memref.extract_aligned_pointer_as_index";
  static constexpr ValueSpec kOperands[] = {
      {"source", &kAnyRankedOrUnrankedMemRef}};
  static constexpr ValueSpec kResults[] = {
      {"aligned_pointer", &constraints::Index}};
};

/// `memref.distinct_objects %a, %b : T, U`: the operands, promised not to
/// alias one another.
struct DistinctObjectsOp : Op<DistinctObjectsOp> {
  static constexpr llvm::StringLiteral name = "memref.distinct_objects";
  static constexpr ValueSpec kOperands[] = {
      {"operands", &kAnyMemRef, Arity::Variadic}};
  static constexpr ValueSpec kResults[] = {
      {"results", &kAnyMemRef, Arity::Variadic}};
};

/// The rows of MemRefViewOps.cpp.
llvm::ArrayRef<OpDefinition> viewOpDefinitions();

//===-- Atomics, DMA and prefetch (MemRefAtomicOps.cpp) -------------------===//

/// `memref.atomic_rmw addf %v, %m[%i] : (f32, memref<4xf32>) -> f32`.
struct AtomicRMWOp : Op<AtomicRMWOp> {
  static constexpr llvm::StringLiteral name = "memref.atomic_rmw";
  static constexpr ValueSpec kOperands[] = {
      {"value", &kSignlessIntOrFloat},
      {"memref", &kIntOrFloatMemRef},
      {"indices", &constraints::Index, Arity::Variadic}};
  static constexpr ValueSpec kResults[] = {{"result", &kSignlessIntOrFloat}};
  static constexpr AttrSpec kProperties[] = {
      {"kind", &arith::kAtomicRMWKindAttr}};
};

/// `memref.generic_atomic_rmw %m[%i] : memref<4xf32> { ^bb0(%old: f32):
/// ... memref.atomic_yield %new : f32 }`.
struct GenericAtomicRMWOp : Op<GenericAtomicRMWOp> {
  static constexpr llvm::StringLiteral name = "memref.generic_atomic_rmw";
  static constexpr ValueSpec kOperands[] = {
      {"memref", &kIntOrFloatMemRef},
      {"indices", &constraints::Index, Arity::Variadic}};
  static constexpr ValueSpec kResults[] = {{"result", &kSignlessIntOrFloat}};
  static constexpr RegionSpec kRegions[] = {{"atomic_body"}};
};

/// The new value of a generic_atomic_rmw.
struct AtomicYieldOp : Op<AtomicYieldOp> {
  static constexpr llvm::StringLiteral name = "memref.atomic_yield";
  static constexpr ValueSpec kOperands[] = {{"result", &constraints::AnyType}};
};

/// `memref.prefetch %m[%i], read, locality<3>, data : memref<4xf32>`.
struct PrefetchOp : Op<PrefetchOp> {
  static constexpr llvm::StringLiteral name = "memref.prefetch";
  static constexpr ValueSpec kOperands[] = {
      {"memref", &kAnyMemRef},
      {"indices", &constraints::Index, Arity::Variadic}};
  static constexpr AttrSpec kProperties[] = {
      {"isWrite", &constraints::BoolProperty},
      {"localityHint", &kLocalityHintProperty},
      {"isDataCache", &constraints::BoolProperty}};
};

/// `memref.dma_start %src[...], %dst[...], %n, %tag[...] : S, D, T`.
struct DmaStartOp : Op<DmaStartOp> {
  static constexpr llvm::StringLiteral name = "memref.dma_start";
  static constexpr ValueSpec kOperands[] = {
      {"operands", &constraints::AnyType, Arity::Variadic}};
};

/// `memref.dma_wait %tag[%i], %n : memref<1xi32>`.
struct DmaWaitOp : Op<DmaWaitOp> {
  static constexpr llvm::StringLiteral name = "memref.dma_wait";
  static constexpr ValueSpec kOperands[] = {
      {"tagMemRef", &kAnyMemRef},
      {"tagIndices", &constraints::Index, Arity::Variadic},
      {"numElements", &constraints::Index}};
};

/// The rows of MemRefAtomicOps.cpp.
llvm::ArrayRef<OpDefinition> atomicOpDefinitions();

} // namespace terrace::memref
