//===- BufferizationOps.h - The bufferization ops as C++ types ------------===//
#pragma once

#include "dialects/bufferization/BufferizationDialect.h"
#include "dialects/common/TypeConstraints.h"
#include "ir/OpBase.h"

namespace terrace::bufferization {

//===-- Constraints (with the words MLIR's verifier prints) ---------------===//

/// MLIR's TensorLikeType and BufferLikeType, which builtin tensors and
/// memrefs implement.
extern const TypeConstraint kTensorLike;
extern const TypeConstraint kBufferLike;
extern const TypeConstraint kAnyTensor;
extern const TypeConstraint kAnyShaped;
extern const TypeConstraint kAnyRankedOrUnrankedMemRef;

//===-- Ops ---------------------------------------------------------------===//

/// `bufferization.alloc_tensor(%d) copy(%t) size_hint=%h : tensor<?xf32>`:
/// a tensor whose buffer is a new allocation.
struct AllocTensorOp : Op<AllocTensorOp> {
  static constexpr llvm::StringLiteral name = "bufferization.alloc_tensor";
  static constexpr ValueSpec kOperands[] = {
      {"dynamic_sizes", &constraints::Index, Arity::Variadic},
      {"copy", &kAnyTensor, Arity::Optional},
      {"size_hint", &constraints::Index, Arity::Optional}};
  static constexpr ValueSpec kResults[] = {{"result", &kAnyTensor}};
  static constexpr AttrSpec kProperties[] = {
      {"memory_space", &constraints::AnyAttrProperty, nullptr,
       /*optional=*/true}};
};

/// `bufferization.clone %m : memref<?xf32> to memref<?xf32>`: a new buffer
/// with the same contents.
struct CloneOp : Op<CloneOp> {
  static constexpr llvm::StringLiteral name = "bufferization.clone";
  static constexpr ValueSpec kOperands[] = {
      {"input", &kAnyRankedOrUnrankedMemRef}};
  static constexpr ValueSpec kResults[] = {
      {"output", &kAnyRankedOrUnrankedMemRef}};
};

/// `bufferization.materialize_in_destination %t in %d : (T, D) -> R`: the
/// contents of %t in %d's (future) buffer.
struct MaterializeInDestinationOp : Op<MaterializeInDestinationOp> {
  static constexpr llvm::StringLiteral name =
      "bufferization.materialize_in_destination";
  static constexpr ValueSpec kOperands[] = {{"source", &kAnyTensor},
                                            {"dest", &kAnyShaped}};
  static constexpr ValueSpec kResults[] = {
      {"result", &kAnyTensor, Arity::Optional}};
  static constexpr AttrSpec kProperties[] = {
      {"restrict", &constraints::UnitProperty, nullptr, /*optional=*/true},
      {"writable", &constraints::UnitProperty, nullptr, /*optional=*/true}};
};

/// `bufferization.dealloc_tensor %t : tensor<4xf32>`.
struct DeallocTensorOp : Op<DeallocTensorOp> {
  static constexpr llvm::StringLiteral name = "bufferization.dealloc_tensor";
  static constexpr ValueSpec kOperands[] = {{"tensor", &kAnyTensor}};
};

/// `bufferization.to_tensor %m restrict writable : memref<4xf32> to
/// tensor<4xf32>`: the tensor a buffer holds.
struct ToTensorOp : Op<ToTensorOp> {
  static constexpr llvm::StringLiteral name = "bufferization.to_tensor";
  static constexpr ValueSpec kOperands[] = {{"buffer", &kBufferLike}};
  static constexpr ValueSpec kResults[] = {{"result", &kTensorLike}};
  static constexpr AttrSpec kProperties[] = {
      {"restrict", &constraints::UnitProperty, nullptr, /*optional=*/true},
      {"writable", &constraints::UnitProperty, nullptr, /*optional=*/true}};
};

/// `bufferization.to_buffer %t read_only : tensor<4xf32> to memref<4xf32>`:
/// a tensor's (future) buffer.
struct ToBufferOp : Op<ToBufferOp> {
  static constexpr llvm::StringLiteral name = "bufferization.to_buffer";
  static constexpr ValueSpec kOperands[] = {{"tensor", &kTensorLike}};
  static constexpr ValueSpec kResults[] = {{"buffer", &kBufferLike}};
  static constexpr AttrSpec kProperties[] = {
      {"read_only", &constraints::UnitProperty, nullptr, /*optional=*/true}};
};

/// `bufferization.dealloc (%a : memref<2xf32>) if (%c) retain (%r :
/// memref<?xf32>)`: frees each memref whose condition holds and that no
/// retained memref (nor an earlier one) aliases; one i1 per retained memref
/// says whether the caller now owns it.
struct DeallocOp : Op<DeallocOp> {
  static constexpr llvm::StringLiteral name = "bufferization.dealloc";
  static constexpr ValueSpec kOperands[] = {
      {"memrefs", &kAnyRankedOrUnrankedMemRef, Arity::Variadic},
      {"conditions", &constraints::I1, Arity::Variadic},
      {"retained", &kAnyRankedOrUnrankedMemRef, Arity::Variadic}};
  static constexpr ValueSpec kResults[] = {
      {"updatedConditions", &constraints::I1, Arity::Variadic}};
};

} // namespace terrace::bufferization
