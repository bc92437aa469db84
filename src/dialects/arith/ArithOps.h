//===- ArithOps.h - The arith ops as C++ types ----------------------------===//
//
// One type per op of MLIR 22's arith dialect, with its signature: the names
// typed code reaches the op's parts by (ir/OpBase.h). The table in
// ArithOps.cpp takes each row's name and signature from here.
//
//===----------------------------------------------------------------------===//
#pragma once

#include "dialects/arith/ArithDialect.h"
#include "dialects/common/TypeConstraints.h"
#include "ir/OpBase.h"

namespace terrace::arith {

/// Property constraints of the arith ops (their storage kinds in MLIR).
extern const TypedAttrConstraint<EnumAttr> kOverflowAttr;
extern const TypedAttrConstraint<IntegerAttr> kCmpIPredicateAttr;
extern const TypedAttrConstraint<IntegerAttr> kCmpFPredicateAttr;
extern const TypedAttrConstraint<IntegerAttr> kRoundingModeAttr;
extern const AttrConstraint kTypedAttr;
/// `#arith.overflow<none>`, the default of `overflowFlags`.
Attribute noOverflow(Context &ctx);

/// Signatures several ops share.
namespace sig {
using namespace constraints;
struct IntBinary {
  static constexpr ValueSpec kOperands[] = {{"lhs", &SignlessIntegerLike},
                                            {"rhs", &SignlessIntegerLike}};
  static constexpr ValueSpec kResults[] = {{"result", &SignlessIntegerLike}};
};
struct IntBinaryOverflow : IntBinary {
  static constexpr AttrSpec kProperties[] = {
      {"overflowFlags", &kOverflowAttr, noOverflow}};
};
struct IntBinaryExact : IntBinary {
  static constexpr AttrSpec kProperties[] = {
      {"isExact", &UnitProperty, nullptr, /*optional=*/true}};
};
struct FloatBinary {
  static constexpr ValueSpec kOperands[] = {{"lhs", &FloatLike},
                                            {"rhs", &FloatLike}};
  static constexpr ValueSpec kResults[] = {{"result", &FloatLike}};
  static constexpr AttrSpec kProperties[] = {
      {"fastmath", &kFastMathAttr, noFastMath}};
};
struct FloatUnary {
  static constexpr ValueSpec kOperands[] = {{"operand", &FloatLike}};
  static constexpr ValueSpec kResults[] = {{"result", &FloatLike}};
  static constexpr AttrSpec kProperties[] = {
      {"fastmath", &kFastMathAttr, noFastMath}};
};
struct Compare {
  static constexpr ValueSpec kResults[] = {{"result", &BoolLike}};
};
/// A cast from `In` to `Out` element kinds.
template <const TypeConstraint &In, const TypeConstraint &Out> struct Cast {
  static constexpr ValueSpec kOperands[] = {{"in", &In}};
  static constexpr ValueSpec kResults[] = {{"out", &Out}};
};
using IntToInt =
    Cast<SignlessFixedWidthIntegerLike, SignlessFixedWidthIntegerLike>;
using IntToFloat = Cast<SignlessFixedWidthIntegerLike, FloatLike>;
using FloatToInt = Cast<FloatLike, SignlessFixedWidthIntegerLike>;
using FloatToFloat = Cast<FloatLike, FloatLike>;
struct OptionalFastMath {
  static constexpr AttrSpec kProperties[] = {
      {"fastmath", &kFastMathAttr, nullptr, /*optional=*/true}};
};
struct TruncFProperties {
  static constexpr AttrSpec kProperties[] = {
      {"fastmath", &kFastMathAttr, nullptr, /*optional=*/true},
      {"roundingmode", &kRoundingModeAttr, nullptr, /*optional=*/true}};
};
struct Scaling {
  static constexpr ValueSpec kOperands[] = {{"in", &FloatLike},
                                            {"scale", &FloatLike}};
  static constexpr ValueSpec kResults[] = {{"out", &FloatLike}};
};
} // namespace sig

#define ARITH_OP(Class, opName, ...)                                           \
  struct Class : Op<Class>, __VA_ARGS__ {                                      \
    static constexpr llvm::StringLiteral name = opName;                        \
  };

// Integer arithmetic.
ARITH_OP(AddIOp, "arith.addi", sig::IntBinaryOverflow)
ARITH_OP(SubIOp, "arith.subi", sig::IntBinaryOverflow)
ARITH_OP(MulIOp, "arith.muli", sig::IntBinaryOverflow)
ARITH_OP(DivUIOp, "arith.divui", sig::IntBinaryExact)
ARITH_OP(DivSIOp, "arith.divsi", sig::IntBinaryExact)
ARITH_OP(CeilDivUIOp, "arith.ceildivui", sig::IntBinary)
ARITH_OP(CeilDivSIOp, "arith.ceildivsi", sig::IntBinary)
ARITH_OP(FloorDivSIOp, "arith.floordivsi", sig::IntBinary)
ARITH_OP(RemUIOp, "arith.remui", sig::IntBinary)
ARITH_OP(RemSIOp, "arith.remsi", sig::IntBinary)
ARITH_OP(AndIOp, "arith.andi", sig::IntBinary)
ARITH_OP(OrIOp, "arith.ori", sig::IntBinary)
ARITH_OP(XOrIOp, "arith.xori", sig::IntBinary)
ARITH_OP(ShLIOp, "arith.shli", sig::IntBinaryOverflow)
ARITH_OP(ShRUIOp, "arith.shrui", sig::IntBinaryExact)
ARITH_OP(ShRSIOp, "arith.shrsi", sig::IntBinaryExact)
ARITH_OP(MaxSIOp, "arith.maxsi", sig::IntBinary)
ARITH_OP(MaxUIOp, "arith.maxui", sig::IntBinary)
ARITH_OP(MinSIOp, "arith.minsi", sig::IntBinary)
ARITH_OP(MinUIOp, "arith.minui", sig::IntBinary)

// Floating point arithmetic.
ARITH_OP(AddFOp, "arith.addf", sig::FloatBinary)
ARITH_OP(SubFOp, "arith.subf", sig::FloatBinary)
ARITH_OP(MulFOp, "arith.mulf", sig::FloatBinary)
ARITH_OP(DivFOp, "arith.divf", sig::FloatBinary)
ARITH_OP(RemFOp, "arith.remf", sig::FloatBinary)
ARITH_OP(MaximumFOp, "arith.maximumf", sig::FloatBinary)
ARITH_OP(MinimumFOp, "arith.minimumf", sig::FloatBinary)
ARITH_OP(MaxNumFOp, "arith.maxnumf", sig::FloatBinary)
ARITH_OP(MinNumFOp, "arith.minnumf", sig::FloatBinary)
ARITH_OP(NegFOp, "arith.negf", sig::FloatUnary)

// Casts.
ARITH_OP(ExtUIOp, "arith.extui", sig::IntToInt)
ARITH_OP(ExtSIOp, "arith.extsi", sig::IntToInt)
ARITH_OP(UIToFPOp, "arith.uitofp", sig::IntToFloat)
ARITH_OP(SIToFPOp, "arith.sitofp", sig::IntToFloat)
ARITH_OP(FPToUIOp, "arith.fptoui", sig::FloatToInt)
ARITH_OP(FPToSIOp, "arith.fptosi", sig::FloatToInt)
ARITH_OP(IndexCastOp, "arith.index_cast",
         sig::Cast<constraints::IndexCastable, constraints::IndexCastable>)
ARITH_OP(IndexCastUIOp, "arith.index_castui",
         sig::Cast<constraints::IndexCastable, constraints::IndexCastable>)
ARITH_OP(
    BitcastOp, "arith.bitcast",
    sig::Cast<constraints::BitcastCompatible, constraints::BitcastCompatible>)
ARITH_OP(ExtFOp, "arith.extf", sig::FloatToFloat, sig::OptionalFastMath)
ARITH_OP(TruncFOp, "arith.truncf", sig::FloatToFloat, sig::TruncFProperties)
ARITH_OP(ScalingExtFOp, "arith.scaling_extf", sig::Scaling,
         sig::OptionalFastMath)
ARITH_OP(ScalingTruncFOp, "arith.scaling_truncf", sig::Scaling,
         sig::TruncFProperties)
#undef ARITH_OP

struct TruncIOp : Op<TruncIOp>, sig::IntToInt {
  static constexpr llvm::StringLiteral name = "arith.trunci";
  static constexpr AttrSpec kProperties[] = {
      {"overflowFlags", &kOverflowAttr, noOverflow}};
};

struct CmpIOp : Op<CmpIOp>, sig::IntBinary {
  static constexpr llvm::StringLiteral name = "arith.cmpi";
  static constexpr ValueSpec kResults[] = {{"result", &constraints::BoolLike}};
  static constexpr AttrSpec kProperties[] = {
      {"predicate", &kCmpIPredicateAttr}};
};
struct CmpFOp : Op<CmpFOp>, sig::FloatBinary {
  static constexpr llvm::StringLiteral name = "arith.cmpf";
  static constexpr ValueSpec kResults[] = {{"result", &constraints::BoolLike}};
  static constexpr AttrSpec kProperties[] = {
      {"fastmath", &kFastMathAttr, noFastMath},
      {"predicate", &kCmpFPredicateAttr}};
};

struct AddUIExtendedOp : Op<AddUIExtendedOp>, sig::IntBinary {
  static constexpr llvm::StringLiteral name = "arith.addui_extended";
  static constexpr ValueSpec kResults[] = {
      {"sum", &constraints::SignlessIntegerLike},
      {"overflow", &constraints::BoolLike}};
};
struct MulSIExtendedOp : Op<MulSIExtendedOp>, sig::IntBinary {
  static constexpr llvm::StringLiteral name = "arith.mulsi_extended";
  static constexpr ValueSpec kResults[] = {
      {"low", &constraints::SignlessIntegerLike},
      {"high", &constraints::SignlessIntegerLike}};
};
struct MulUIExtendedOp : Op<MulUIExtendedOp>, sig::IntBinary {
  static constexpr llvm::StringLiteral name = "arith.mului_extended";
  static constexpr ValueSpec kResults[] = {
      {"low", &constraints::SignlessIntegerLike},
      {"high", &constraints::SignlessIntegerLike}};
};

struct SelectOp : Op<SelectOp> {
  static constexpr llvm::StringLiteral name = "arith.select";
  static constexpr ValueSpec kOperands[] = {
      {"condition", &constraints::BoolLike},
      {"true_value", &constraints::AnyType},
      {"false_value", &constraints::AnyType}};
  static constexpr ValueSpec kResults[] = {{"result", &constraints::AnyType}};
};

struct ConstantOp : Op<ConstantOp> {
  static constexpr llvm::StringLiteral name = "arith.constant";
  static constexpr ValueSpec kResults[] = {{"result", &constraints::AnyType}};
  static constexpr AttrSpec kProperties[] = {{"value", &kTypedAttr}};
  Attribute getValue() const { return property<"value">(); }
};

} // namespace terrace::arith
