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

extern const AttrConstraint kIndexingMapsProperty;
extern const AttrConstraint kIteratorTypesProperty;
extern const AttrConstraint kNonNegativeI64Property;
extern const TypeConstraint kAnyShaped;
extern const TypeConstraint kAnyRankedTensor;

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

} // namespace terrace::linalg
