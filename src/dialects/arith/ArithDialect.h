//===- ArithDialect.h - The arith dialect ---------------------------------===//
#pragma once

#include "ir/Attributes.h"
#include "ir/Dialect.h"

namespace terrace {

class ArithDialect : public Dialect {
public:
  explicit ArithDialect(Context &ctx);
  /// arith.constant for integer, float and dense elements values.
  Operation *materializeConstant(OpBuilder &builder, Attribute value, Type type,
                                 Location loc) override;

private:
  /// `value`, uniqued once: folding materializes constants by the million.
  StringAttr valueName;
};

namespace arith {
/// #arith.overflow<nsw, nuw>
extern const EnumSpec kOverflowFlags;
/// #arith.fastmath<nnan,ninf>
extern const EnumSpec kFastMathFlags;
/// cmpi's predicate names (eq = 0 ... uge = 9).
extern const EnumSpec kCmpIPredicate;
/// cmpf's predicate names (false = 0 ... true = 15).
extern const EnumSpec kCmpFPredicate;
/// truncf's rounding modes.
extern const EnumSpec kRoundingMode;
/// What memref.atomic_rmw does (addf = 0 ... xori = 15, alphabetical), and
/// the constraint of its `kind` property.
extern const EnumSpec kAtomicRMWKind;
extern const TypedAttrConstraint<IntegerAttr> kAtomicRMWKindAttr;
/// The `fastmath` property's constraint (math ops share it).
extern const TypedAttrConstraint<EnumAttr> kFastMathAttr;
/// `#arith.fastmath<none>`, the default of `fastmath` properties.
Attribute noFastMath(Context &ctx);

enum OverflowFlag : uint64_t { None = 0, NSW = 1, NUW = 2 };
enum class CmpIPredicate : uint64_t {
  eq,
  ne,
  slt,
  sle,
  sgt,
  sge,
  ult,
  ule,
  ugt,
  uge
};
/// The predicate that holds exactly when `p` does not (slt -> sge).
inline uint64_t invertCmpIPredicate(uint64_t p) {
  static const uint64_t inverse[] = {1, 0, 5, 4, 3, 2, 9, 8, 7, 6};
  return inverse[p];
}
enum class CmpFPredicate : uint64_t {
  AlwaysFalse,
  OEQ,
  OGT,
  OGE,
  OLT,
  OLE,
  ONE,
  ORD,
  UEQ,
  UGT,
  UGE,
  ULT,
  ULE,
  UNE,
  UNO,
  AlwaysTrue
};
} // namespace arith

} // namespace terrace
