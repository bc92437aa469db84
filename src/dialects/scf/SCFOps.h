//===- SCFOps.h - The scf ops as C++ types --------------------------------===//
//
// One type per op of MLIR 22's scf dialect, with its signature (see
// ir/OpBase.h). The tables in SCFOps.cpp and SCFParallelOps.cpp take each
// row's name and signature from here.
//
//===----------------------------------------------------------------------===//
#pragma once

#include "dialects/common/TypeConstraints.h"
#include "ir/OpBase.h"

namespace terrace::scf {

/// A ranked tensor of any element type (scf.forall's shared outputs).
extern const TypeConstraint kRankedTensor;

namespace sig {
using namespace constraints;
struct AnyResults {
  static constexpr ValueSpec kResults[] = {
      {"results", &AnyType, Arity::Variadic}};
};
struct Body {
  static constexpr RegionSpec kRegions[] = {{"region", RegionBlocks::One}};
};
} // namespace sig

struct YieldOp : Op<YieldOp> {
  static constexpr llvm::StringLiteral name = "scf.yield";
  static constexpr ValueSpec kOperands[] = {
      {"results", &constraints::AnyType, Arity::Variadic}};
};

struct IfOp : Op<IfOp>, sig::AnyResults {
  static constexpr llvm::StringLiteral name = "scf.if";
  static constexpr ValueSpec kOperands[] = {{"condition", &constraints::I1}};
  static constexpr RegionSpec kRegions[] = {
      {"thenRegion", RegionBlocks::One},
      {"elseRegion", RegionBlocks::AtMostOne}};
};

struct ForOp : Op<ForOp>, sig::AnyResults, sig::Body {
  static constexpr llvm::StringLiteral name = "scf.for";
  static constexpr ValueSpec kOperands[] = {
      {"lowerBound", &constraints::SignlessIntegerLike},
      {"upperBound", &constraints::SignlessIntegerLike},
      {"step", &constraints::SignlessIntegerLike},
      {"initArgs", &constraints::AnyType, Arity::Variadic}};
  static constexpr AttrSpec kProperties[] = {
      {"unsignedCmp", &constraints::UnitProperty, nullptr, /*optional=*/true}};
};

struct ExecuteRegionOp : Op<ExecuteRegionOp>, sig::AnyResults {
  static constexpr llvm::StringLiteral name = "scf.execute_region";
  static constexpr AttrSpec kProperties[] = {
      {"no_inline", &constraints::UnitProperty, nullptr, /*optional=*/true}};
  static constexpr RegionSpec kRegions[] = {{"region"}};
};

struct WhileOp : Op<WhileOp>, sig::AnyResults {
  static constexpr llvm::StringLiteral name = "scf.while";
  static constexpr ValueSpec kOperands[] = {
      {"inits", &constraints::AnyType, Arity::Variadic}};
  static constexpr RegionSpec kRegions[] = {{"before", RegionBlocks::One},
                                            {"after", RegionBlocks::One}};
};

struct ConditionOp : Op<ConditionOp> {
  static constexpr llvm::StringLiteral name = "scf.condition";
  static constexpr ValueSpec kOperands[] = {
      {"condition", &constraints::I1},
      {"args", &constraints::AnyType, Arity::Variadic}};
};

struct IndexSwitchOp : Op<IndexSwitchOp>, sig::AnyResults {
  static constexpr llvm::StringLiteral name = "scf.index_switch";
  static constexpr ValueSpec kOperands[] = {{"arg", &constraints::Index}};
  static constexpr AttrSpec kProperties[] = {
      {"cases", &constraints::DenseI64ArrayProperty}};
  static constexpr RegionSpec kRegions[] = {
      {"defaultRegion", RegionBlocks::One},
      {"caseRegions", RegionBlocks::One, /*variadic=*/true}};
};

struct ParallelOp : Op<ParallelOp>, sig::AnyResults, sig::Body {
  static constexpr llvm::StringLiteral name = "scf.parallel";
  static constexpr ValueSpec kOperands[] = {
      {"lowerBound", &constraints::Index, Arity::Variadic},
      {"upperBound", &constraints::Index, Arity::Variadic},
      {"step", &constraints::Index, Arity::Variadic},
      {"initVals", &constraints::AnyType, Arity::Variadic}};
};

struct ReduceOp : Op<ReduceOp> {
  static constexpr llvm::StringLiteral name = "scf.reduce";
  static constexpr ValueSpec kOperands[] = {
      {"operands", &constraints::AnyType, Arity::Variadic}};
  static constexpr RegionSpec kRegions[] = {
      {"reductions", RegionBlocks::One, /*variadic=*/true}};
};

struct ReduceReturnOp : Op<ReduceReturnOp> {
  static constexpr llvm::StringLiteral name = "scf.reduce.return";
  static constexpr ValueSpec kOperands[] = {{"result", &constraints::AnyType}};
};

struct ForallOp : Op<ForallOp>, sig::AnyResults, sig::Body {
  static constexpr llvm::StringLiteral name = "scf.forall";
  static constexpr ValueSpec kOperands[] = {
      {"dynamicLowerBound", &constraints::Index, Arity::Variadic},
      {"dynamicUpperBound", &constraints::Index, Arity::Variadic},
      {"dynamicStep", &constraints::Index, Arity::Variadic},
      {"outputs", &kRankedTensor, Arity::Variadic}};
  static constexpr AttrSpec kProperties[] = {
      {"staticLowerBound", &constraints::DenseI64ArrayProperty},
      {"staticUpperBound", &constraints::DenseI64ArrayProperty},
      {"staticStep", &constraints::DenseI64ArrayProperty}};
};

struct InParallelOp : Op<InParallelOp>, sig::Body {
  static constexpr llvm::StringLiteral name = "scf.forall.in_parallel";
};

} // namespace terrace::scf
