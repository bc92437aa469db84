//===- IndexOps.h - The index dialect: arithmetic on index values ---------===//
//
// MLIR 22's `index` dialect: integer arithmetic, compares, casts and
// constants on `index` values whose width is the target's, 32 or 64 bits;
// its folds hold for both (a fold whose 32-bit and 64-bit answers
// disagree is not made).
//
//   %s = index.add %a, %b          %c = index.cmp slt(%a, %b)
//   %i = index.casts %x : i32 to index
//   %idx42 = index.constant 42     %n = index.sizeof
//
//===----------------------------------------------------------------------===//
#pragma once

#include "dialects/common/TypeConstraints.h"
#include "ir/Attributes.h"
#include "ir/Dialect.h"
#include "ir/OpBase.h"

namespace terrace {

class IndexDialect : public Dialect {
public:
  explicit IndexDialect(Context &ctx);
  /// index.constant for an index IntegerAttr, index.bool.constant for a
  /// BoolAttr of i1 (MLIR's materializer: an integer of another type has
  /// none, so a cast folded to one stays).
  Operation *materializeConstant(OpBuilder &builder, Attribute value, Type type,
                                 Location loc) override;
};

namespace index {

/// `#index<cmp_predicate slt>`: eq = 0 ... uge = 9, as LLVM's icmp.
extern const EnumSpec kCmpPredicate;
extern const TypedAttrConstraint<EnumAttr> kCmpPredicateAttr;
/// An IntegerAttr of type index (index.constant's value).
extern const TypedAttrConstraint<IntegerAttr> kIndexAttr;
/// An integer type or index (the casts' operand and result).
extern const TypeConstraint kIntegerOrIndex;

namespace sig {
struct Binary {
  static constexpr ValueSpec kOperands[] = {{"lhs", &constraints::Index},
                                            {"rhs", &constraints::Index}};
  static constexpr ValueSpec kResults[] = {{"result", &constraints::Index}};
};
struct Cast {
  static constexpr ValueSpec kOperands[] = {{"input", &kIntegerOrIndex}};
  static constexpr ValueSpec kResults[] = {{"output", &kIntegerOrIndex}};
};
} // namespace sig

#define INDEX_BINARY(Class, opName)                                            \
  struct Class : Op<Class>, sig::Binary {                                      \
    static constexpr llvm::StringLiteral name = opName;                        \
  };
INDEX_BINARY(AddOp, "index.add")
INDEX_BINARY(SubOp, "index.sub")
INDEX_BINARY(MulOp, "index.mul")
INDEX_BINARY(DivSOp, "index.divs")
INDEX_BINARY(DivUOp, "index.divu")
INDEX_BINARY(CeilDivSOp, "index.ceildivs")
INDEX_BINARY(CeilDivUOp, "index.ceildivu")
INDEX_BINARY(FloorDivSOp, "index.floordivs")
INDEX_BINARY(RemSOp, "index.rems")
INDEX_BINARY(RemUOp, "index.remu")
INDEX_BINARY(MaxSOp, "index.maxs")
INDEX_BINARY(MaxUOp, "index.maxu")
INDEX_BINARY(MinSOp, "index.mins")
INDEX_BINARY(MinUOp, "index.minu")
INDEX_BINARY(ShlOp, "index.shl")
INDEX_BINARY(ShrSOp, "index.shrs")
INDEX_BINARY(ShrUOp, "index.shru")
INDEX_BINARY(AndOp, "index.and")
INDEX_BINARY(OrOp, "index.or")
INDEX_BINARY(XOrOp, "index.xor")
#undef INDEX_BINARY

/// Sign-extends or truncates between an integer and index.
struct CastSOp : Op<CastSOp>, sig::Cast {
  static constexpr llvm::StringLiteral name = "index.casts";
};
/// Zero-extends or truncates between an integer and index.
struct CastUOp : Op<CastUOp>, sig::Cast {
  static constexpr llvm::StringLiteral name = "index.castu";
};

struct CmpOp : Op<CmpOp> {
  static constexpr llvm::StringLiteral name = "index.cmp";
  static constexpr ValueSpec kOperands[] = {{"lhs", &constraints::Index},
                                            {"rhs", &constraints::Index}};
  static constexpr ValueSpec kResults[] = {{"result", &constraints::I1}};
  static constexpr AttrSpec kProperties[] = {{"pred", &kCmpPredicateAttr}};
};

/// The width of index on the target, in bits.
struct SizeOfOp : Op<SizeOfOp> {
  static constexpr llvm::StringLiteral name = "index.sizeof";
  static constexpr ValueSpec kResults[] = {{"result", &constraints::Index}};
};

struct ConstantOp : Op<ConstantOp> {
  static constexpr llvm::StringLiteral name = "index.constant";
  static constexpr ValueSpec kResults[] = {{"result", &constraints::Index}};
  static constexpr AttrSpec kProperties[] = {{"value", &kIndexAttr}};
};

struct BoolConstantOp : Op<BoolConstantOp> {
  static constexpr llvm::StringLiteral name = "index.bool.constant";
  static constexpr ValueSpec kResults[] = {{"result", &constraints::I1}};
  static constexpr AttrSpec kProperties[] = {
      {"value", &constraints::BoolProperty}};
};

} // namespace index
} // namespace terrace
