//===- ArithOps.cpp - The arith op table, syntax and verifiers ------------===//
//
// Every op of MLIR 22's arith dialect. The table at the bottom has one row
// per op: name, traits, signature, assembly format, verifier, folder and
// canonicalization patterns. Folders live in ArithFolds.cpp, patterns in
// ArithCanonicalize.cpp. Syntax and messages follow mlir-opt 22.
//
//===----------------------------------------------------------------------===//
#include "dialects/arith/ArithOps.h"
#include "dialects/arith/ArithBuilders.h"
#include "dialects/arith/ArithInternal.h"
#include "dialects/common/EnumConstraints.h"
#include "dialects/common/TypeConstraints.h"
#include "dialects/ub/UBDialect.h"
#include "interfaces/InlinerInterface.h"
#include "ir/Builder.h"
#include "ir/Context.h"
#include "ir/Diagnostics.h"
#include "ir/OpSignature.h"
#include "text/OpAsm.h"

#include "llvm/ADT/SmallString.h"
#include "llvm/Support/raw_ostream.h"

using namespace terrace;
using namespace terrace::arith;
using namespace terrace::constraints;

//===-- Enums -------------------------------------------------------------===//

static const EnumCase kOverflowCases[] = {{"none", 0}, {"nsw", 1}, {"nuw", 2}};
const EnumSpec arith::kOverflowFlags = {
    "arith",        "overflow",
    kOverflowCases, /*isBitEnum=*/true,
    ", ",           "::mlir::arith::IntegerOverflowFlags"};

// `fast` (every flag) is spelled before the single flags, as MLIR does.
static const EnumCase kFastMathCases[] = {
    {"none", 0}, {"fast", 127}, {"reassoc", 1},   {"nnan", 2}, {"ninf", 4},
    {"nsz", 8},  {"arcp", 16},  {"contract", 32}, {"afn", 64}};
const EnumSpec arith::kFastMathFlags = {
    "arith",
    "fastmath",
    kFastMathCases,
    /*isBitEnum=*/true,
    ",",
    "::mlir::arith::FastMathFlags",
    "none, reassoc, nnan, ninf, nsz, arcp, contract, afn, fast"};

static const EnumCase kCmpICases[] = {
    {"eq", 0},  {"ne", 1},  {"slt", 2}, {"sle", 3}, {"sgt", 4},
    {"sge", 5}, {"ult", 6}, {"ule", 7}, {"ugt", 8}, {"uge", 9}};
const EnumSpec arith::kCmpIPredicate = {"arith", "cmpipredicate", kCmpICases};

static const EnumCase kCmpFCases[] = {
    {"false", 0}, {"oeq", 1},  {"ogt", 2},  {"oge", 3},
    {"olt", 4},   {"ole", 5},  {"one", 6},  {"ord", 7},
    {"ueq", 8},   {"ugt", 9},  {"uge", 10}, {"ult", 11},
    {"ule", 12},  {"une", 13}, {"uno", 14}, {"true", 15}};
const EnumSpec arith::kCmpFPredicate = {"arith", "cmpfpredicate", kCmpFCases};

static const EnumCase kRoundingCases[] = {{"to_nearest_even", 0},
                                          {"downward", 1},
                                          {"upward", 2},
                                          {"toward_zero", 3},
                                          {"to_nearest_away", 4}};
const EnumSpec arith::kRoundingMode = {"arith", "roundingmode", kRoundingCases};

//===-- Attribute constraints ---------------------------------------------===//

using constraints::isCaseOf;
using constraints::isEnumOf;

const TypedAttrConstraint<EnumAttr> arith::kOverflowAttr = {
    {.summary = "integer overflow flags",
     .accepts = isEnumOf<kOverflowFlags>,
     .enumAttr = &kOverflowFlags,
     .isStorageKind = true}};
const TypedAttrConstraint<EnumAttr> arith::kFastMathAttr = {
    {.summary = "floating point fastmath flags",
     .accepts = isEnumOf<kFastMathFlags>,
     .enumAttr = &kFastMathFlags,
     .isStorageKind = true}};
const TypedAttrConstraint<IntegerAttr> arith::kCmpIPredicateAttr = {
    {"allowed 64-bit signless integer cases: 0, 1, 2, 3, 4, 5, 6, 7, 8, 9",
     isCaseOf<kCmpIPredicate, 64>, &kCmpIPredicate, 64}};
const TypedAttrConstraint<IntegerAttr> arith::kCmpFPredicateAttr = {
    {"allowed 64-bit signless integer cases: 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, "
     "10, 11, 12, 13, 14, 15",
     isCaseOf<kCmpFPredicate, 64>, &kCmpFPredicate, 64}};
// The kinds of memref.atomic_rmw (MLIR keeps them in arith), numbered
// alphabetically as in MLIR 22.
static const EnumCase kAtomicRMWCases[] = {
    {"addf", 0},     {"addi", 1},    {"andi", 2},  {"assign", 3},
    {"maximumf", 4}, {"maxnumf", 5}, {"maxs", 6},  {"maxu", 7},
    {"minimumf", 8}, {"minnumf", 9}, {"mins", 10}, {"minu", 11},
    {"mulf", 12},    {"muli", 13},   {"ori", 14},  {"xori", 15}};
const EnumSpec arith::kAtomicRMWKind = {"arith", "atomicrmwkind",
                                        kAtomicRMWCases};
const TypedAttrConstraint<IntegerAttr> arith::kAtomicRMWKindAttr = {
    {"allowed 64-bit signless integer cases: 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, "
     "10, 11, 12, 13, 14, 15",
     isCaseOf<kAtomicRMWKind, 64>, &kAtomicRMWKind, 64}};
// An attribute class of its own in MLIR (its cases only), unlike the
// compare predicates, which are any integer the verifier then checks.
const TypedAttrConstraint<IntegerAttr> arith::kRoundingModeAttr = {
    {.summary = "Floating point rounding mode",
     .accepts = isCaseOf<kRoundingMode, 32>,
     .keywordEnum = &kRoundingMode,
     .keywordWidth = 32,
     .isStorageKind = true}};
/// The type of a typed attribute. Untyped strings and unknown dialects'
/// attributes are typed in MLIR, of type `none`: arith.constant parses them
/// and its verifier rejects them.
static Type typedAttrType(Context &ctx, Attribute a) {
  if (Type t = getAttributeType(a))
    return t;
  if (llvm::isa<StringAttr>(a) || a.getKind() == AttrKind::Opaque)
    return NoneType::get(ctx);
  return Type();
}
const AttrConstraint arith::kTypedAttr = {
    .summary = "TypedAttr instance",
    .accepts =
        [](Attribute a) {
          return bool(getAttributeType(a)) || llvm::isa<StringAttr>(a) ||
                 a.getKind() == AttrKind::Opaque;
        },
    .isStorageKind = true};

Attribute arith::noOverflow(Context &ctx) {
  return EnumAttr::get(ctx, kOverflowFlags, 0);
}
Attribute arith::noFastMath(Context &ctx) {
  return EnumAttr::get(ctx, kFastMathFlags, 0);
}

//===-- Formats -----------------------------------------------------------===//

static constexpr const char *kFmtBinary =
    "$lhs `,` $rhs attr-dict `:` type($result)";
static constexpr const char *kFmtOverflow =
    "$lhs `,` $rhs (`overflow` `` $overflowFlags^)? attr-dict `:` "
    "type($result)";
static constexpr const char *kFmtExact =
    "$lhs `,` $rhs (`exact` $isExact^)? attr-dict `:` type($result)";
static constexpr const char *kFmtFloat =
    "$lhs `,` $rhs (`fastmath` `` $fastmath^)? attr-dict `:` type($result)";
static constexpr const char *kFmtNegF =
    "$operand (`fastmath` `` $fastmath^)? attr-dict `:` type($result)";
static constexpr const char *kFmtCmpI =
    "$predicate `,` $lhs `,` $rhs attr-dict `:` type($lhs)";
static constexpr const char *kFmtCmpF =
    "$predicate `,` $lhs `,` $rhs (`fastmath` `` $fastmath^)? attr-dict `:` "
    "type($lhs)";
static constexpr const char *kFmtCast =
    "$in attr-dict `:` type($in) `to` type($out)";
static constexpr const char *kFmtTruncI =
    "$in (`overflow` `` $overflowFlags^)? attr-dict `:` type($in) `to` "
    "type($out)";
static constexpr const char *kFmtExtF =
    "$in (`fastmath` `` $fastmath^)? attr-dict `:` type($in) `to` type($out)";
static constexpr const char *kFmtTruncF =
    "$in ($roundingmode^)? (`fastmath` `` $fastmath^)? attr-dict `:` "
    "type($in) `to` type($out)";
static constexpr const char *kFmtScalingExtF =
    "$in `,` $scale (`fastmath` `` $fastmath^)? attr-dict `:` type($in) `,` "
    "type($scale) `to` type($out)";
static constexpr const char *kFmtScalingTruncF =
    "$in `,` $scale ($roundingmode^)? (`fastmath` `` $fastmath^)? attr-dict "
    "`:` type($in) `,` type($scale) `to` type($out)";
static constexpr const char *kFmtAddUIExtended =
    "$lhs `,` $rhs attr-dict `:` type($sum) `,` type($overflow)";
static constexpr const char *kFmtMulExtended =
    "$lhs `,` $rhs attr-dict `:` type($lhs)";

//===-- Helpers -----------------------------------------------------------===//

static void
nameSumOverflow(Operation *op,
                llvm::function_ref<void(Value, llvm::StringRef)> set) {
  set(op->getResult(0), "sum");
  set(op->getResult(1), "overflow");
}

static void nameLowHigh(Operation *op,
                        llvm::function_ref<void(Value, llvm::StringRef)> set) {
  set(op->getResult(0), "low");
  set(op->getResult(1), "high");
}

//===-- arith.constant ----------------------------------------------------===//

/// constant ::= `arith.constant` attr-dict typed-attribute
static ParseResult parseConstant(OpAsmParser &parser, OperationState &state) {
  Attribute value;
  if (parser.parseOptionalAttrDict(state.attributes))
    return failure();
  llvm::SMLoc loc = parser.getCurrentLocation();
  if (parser.parseAttribute(value))
    return failure();
  Type type = typedAttrType(parser.getContext(), value);
  if (!type)
    return parser.emitError(loc, "invalid kind of attribute specified");
  state.addAttribute(StringAttr::get(parser.getContext(), "value"), value);
  state.types.push_back(type);
  return success();
}

static void printConstant(Operation *op, OpAsmPrinter &p) {
  p.printOptionalAttrDict(op->getAllAttrs(), {"value"});
  p << ' ';
  p.printAttribute(op->getInherentAttr("value"));
}

static LogicalResult verifyConstant(Operation *op) {
  Attribute value = op->getInherentAttr("value");
  Type type = op->getResult(0).getType();
  // The type match is a trait check: MLIR runs it before the op's own.
  if (typedAttrType(op->getContext(), value) != type)
    return op->emitOpError(
        "failed to verify that all of {value, result} have same type");
  if (auto it = llvm::dyn_cast<IntegerType>(type); it && !it.isSignless())
    return op->emitOpError("integer return type must be signless");
  if (!llvm::isa<IntegerAttr, FloatAttr, DenseIntOrFPElementsAttr,
                 DenseResourceElementsAttr, SparseElementsAttr>(value))
    return op->emitOpError(
        "value must be an integer, float, or elements attribute");
  return success();
}

/// `%c42_i32`, `%c0` (index), `%true`, `%cst` (anything else).
static void nameConstant(Operation *op,
                         llvm::function_ref<void(Value, llvm::StringRef)> set) {
  Attribute value = op->getInherentAttr("value");
  auto integer = llvm::dyn_cast_if_present<IntegerAttr>(value);
  if (!integer) {
    set(op->getResult(0), "cst");
    return;
  }
  Type type = integer.getType();
  if (type.isInteger(1)) {
    set(op->getResult(0), integer.getValue().isZero() ? "false" : "true");
    return;
  }
  llvm::SmallString<32> name("c");
  integer.getValue().toStringSigned(name);
  if (llvm::isa<IntegerType>(type)) {
    name += '_';
    llvm::raw_svector_ostream os(name);
    os << type;
  }
  set(op->getResult(0), name);
}

//===-- arith.select ------------------------------------------------------===//

/// select ::= `arith.select` %c `,` %t `,` %f attr-dict `:`
///            (condition-type `,`)? result-type
static ParseResult parseSelect(OpAsmParser &parser, OperationState &state) {
  llvm::SmallVector<OpAsmParser::UnresolvedOperand, 3> operands;
  // Three operands required, as MLIR's: "expected operand" after the name
  // when none is there, "expected 3 operands" where the list starts.
  if (parser.parseOperandList(operands, OpAsmParser::Delimiter::None,
                              /*allowResultNumber=*/true,
                              /*requiredOperandCount=*/3))
    return failure();
  if (parser.parseOptionalAttrDict(state.attributes) || parser.parseColon())
    return failure();
  llvm::SMLoc typeLoc = parser.getCurrentLocation();
  Type conditionType = IntegerType::get(parser.getContext(), 1), resultType;
  if (parser.parseType(resultType))
    return failure();
  if (parser.parseOptionalComma()) {
    conditionType = resultType;
    if (parser.parseType(resultType))
      return failure();
  }
  state.types.push_back(resultType);
  return parser.resolveOperands(operands,
                                {conditionType, resultType, resultType},
                                typeLoc, state.operands);
}

static void printSelect(Operation *op, OpAsmPrinter &p) {
  p << ' ';
  p.printOperands(op->getOperands());
  p.printOptionalAttrDict(op->getAllAttrs());
  p << " : ";
  Type condition = SelectOp::wrap(op).operand<"condition">().getType();
  if (llvm::isa<ShapedType>(condition)) {
    p.printType(condition);
    p << ", ";
  }
  p.printType(op->getResult(0).getType());
}

static LogicalResult verifySelect(Operation *op) {
  auto select = SelectOp::wrap(op);
  Type condition = select.operand<"condition">().getType();
  Type result = select.result<"result">().getType();
  if (select.operand<"true_value">().getType() != result ||
      select.operand<"false_value">().getType() != result)
    return op->emitOpError("failed to verify that all of {true_value, "
                           "false_value, result} have same type");
  // MLIR compares shapes only: a tensor<4xi1> condition "matches" a
  // vector<4xi32> (Elementwise rejects the pair later).
  auto shapedCondition = llvm::dyn_cast<ShapedType>(condition);
  auto shapedResult = llvm::dyn_cast<ShapedType>(result);
  bool sameShape = shapedCondition && shapedResult &&
                   shapedCondition.hasRank() && shapedResult.hasRank() &&
                   shapedCondition.getShape() == shapedResult.getShape();
  if (!(condition.isSignlessInteger() && condition.isInteger(1)) && !sameShape)
    return op->emitOpError(
        "failed to verify that condition is signless i1 or has matching shape");
  return success();
}

//===-- Verifiers ---------------------------------------------------------===//

static LogicalResult verifyAddUIExtended(Operation *op) {
  auto add = AddUIExtendedOp::wrap(op);
  Type t = add.operand<"lhs">().getType();
  if (add.operand<"rhs">().getType() != t || add.result<"sum">().getType() != t)
    return op->emitOpError(
        "failed to verify that all of {lhs, rhs, sum} have same type");
  if (add.result<"overflow">().getType() != boolLikeOf(t))
    return op->emitOpError("failed to verify that overflow is i1 of the "
                           "shape of the operands");
  return success();
}

template <typename MulOp>
static LogicalResult verifyMulExtended(Operation *op) {
  auto mul = MulOp::wrap(op);
  Type t = mul.template operand<"lhs">().getType();
  if (mul.template operand<"rhs">().getType() != t ||
      mul.template result<"low">().getType() != t ||
      mul.template result<"high">().getType() != t)
    return op->emitOpError(
        "failed to verify that all of {lhs, rhs, low, high} have same type");
  return success();
}

template <typename CmpOp> static LogicalResult verifyCompare(Operation *op) {
  auto cmp = CmpOp::wrap(op);
  if (cmp.template result<"result">().getType() !=
      boolLikeOf(cmp.template operand<"lhs">().getType()))
    return op->emitOpError("failed to verify that result type has i1 element "
                           "type and same shape as operands");
  return success();
}

/// The bit width of a cast's element type (index counts as 64).
static unsigned elementWidth(Type type) {
  Type e = elementTypeOrSelf(type);
  if (auto memref = llvm::dyn_cast<MemRefType>(type))
    e = memref.getElementType();
  return e.isIndex() ? 64 : e.getIntOrFloatBitWidth();
}

/// `op` (a cast) cannot cast `in` to its result.
static LogicalResult castIncompatible(Operation *op, Value in) {
  return op->emitOpError(
      "operand type " + quoted(in.getType()) + " and result type " +
      quoted(op->getResult(0).getType()) + " are cast incompatible");
}

template <typename CastOp, bool Wider>
static LogicalResult verifyWidthCast(Operation *op) {
  auto cast = CastOp::wrap(op);
  Value in = cast.template operand<"in">();
  unsigned inWidth = elementWidth(in.getType());
  unsigned outWidth = elementWidth(cast.template result<"out">().getType());
  if (Wider ? outWidth <= inWidth : outWidth >= inWidth)
    return castIncompatible(op, in);
  return success();
}

template <typename CastOp> static LogicalResult verifyIndexCast(Operation *op) {
  auto isIndex = [](Type t) {
    if (auto memref = llvm::dyn_cast<MemRefType>(t))
      return memref.getElementType().isIndex();
    return elementTypeOrSelf(t).isIndex();
  };
  auto cast = CastOp::wrap(op);
  Value in = cast.template operand<"in">();
  if (isIndex(in.getType()) == isIndex(cast.template result<"out">().getType()))
    return castIncompatible(op, in);
  return success();
}

static LogicalResult verifyBitcast(Operation *op) {
  auto cast = BitcastOp::wrap(op);
  Value in = cast.operand<"in">();
  if (elementWidth(in.getType()) !=
      elementWidth(cast.result<"out">().getType()))
    return castIncompatible(op, in);
  return success();
}

//===-- The op table ------------------------------------------------------===//

static constexpr uint32_t kElementwise = Pure | Elementwise;
static constexpr uint32_t kSameType = SameOperandsAndResultType;
static constexpr uint32_t kCast =
    Pure | Elementwise | SameOperandsAndResultShape;

static const OpDefinition kArithOps[] = {
    defineOp<ConstantOp>({.traits = Pure | ConstantLike,
                          .verify = verifyConstant,
                          .print = printConstant,
                          .parse = parseConstant,
                          .fold = foldWith<ConstantOp, foldConstant>,
                          .resultNames = nameConstant}),
    // Integer arithmetic.
    defineOp<AddIOp>({.traits = kElementwise | Commutative | kSameType,
                      .format = kFmtOverflow,
                      .fold = foldWith<AddIOp, foldAddI>,
                      .canonicalize = addIPatterns}),
    defineOp<SubIOp>({.traits = kElementwise | kSameType,
                      .format = kFmtOverflow,
                      .fold = foldWith<SubIOp, foldSubI>,
                      .canonicalize = subIPatterns}),
    defineOp<MulIOp>({.traits = kElementwise | Commutative | kSameType,
                      .format = kFmtOverflow,
                      .fold = foldWith<MulIOp, foldMulI>,
                      .canonicalize = mulIPatterns}),
    defineOp<DivUIOp>({.traits = NoMemoryEffect | Elementwise | kSameType,
                       .format = kFmtExact,
                       .fold = foldWith<DivUIOp, foldDivUI>,
                       .interfaces = arith::kUnsignedDivisionInterfaces}),
    defineOp<DivSIOp>({.traits = NoMemoryEffect | Elementwise | kSameType,
                       .format = kFmtExact,
                       .fold = foldWith<DivSIOp, foldDivSI>,
                       .interfaces = arith::kSignedDivisionInterfaces}),
    defineOp<CeilDivUIOp>({.traits = NoMemoryEffect | Elementwise | kSameType,
                           .format = kFmtBinary,
                           .fold = foldWith<CeilDivUIOp, foldCeilDivUI>,
                           .interfaces = arith::kUnsignedDivisionInterfaces}),
    defineOp<CeilDivSIOp>({.traits = NoMemoryEffect | Elementwise | kSameType,
                           .format = kFmtBinary,
                           .fold = foldWith<CeilDivSIOp, foldCeilDivSI>,
                           .interfaces = arith::kSignedDivisionInterfaces}),
    defineOp<FloorDivSIOp>({.traits = kElementwise | kSameType,
                            .format = kFmtBinary,
                            .fold = foldWith<FloorDivSIOp, foldFloorDivSI>}),
    defineOp<RemUIOp>({.traits = kElementwise | kSameType,
                       .format = kFmtBinary,
                       .fold = foldWith<RemUIOp, foldRemUI>}),
    defineOp<RemSIOp>({.traits = kElementwise | kSameType,
                       .format = kFmtBinary,
                       .fold = foldWith<RemSIOp, foldRemSI>}),
    defineOp<AndIOp>(
        {.traits = kElementwise | Commutative | Idempotent | kSameType,
         .format = kFmtBinary,
         .fold = foldWith<AndIOp, foldAndI>,
         .canonicalize = andIPatterns}),
    defineOp<OrIOp>(
        {.traits = kElementwise | Commutative | Idempotent | kSameType,
         .format = kFmtBinary,
         .fold = foldWith<OrIOp, foldOrI>,
         .canonicalize = orIPatterns}),
    defineOp<XOrIOp>({.traits = kElementwise | Commutative | kSameType,
                      .format = kFmtBinary,
                      .fold = foldWith<XOrIOp, foldXOrI>,
                      .canonicalize = xorIPatterns}),
    defineOp<ShLIOp>({.traits = kElementwise | kSameType,
                      .format = kFmtOverflow,
                      .fold = foldWith<ShLIOp, foldShLI>}),
    defineOp<ShRUIOp>({.traits = kElementwise | kSameType,
                       .format = kFmtExact,
                       .fold = foldWith<ShRUIOp, foldShRUI>}),
    defineOp<ShRSIOp>({.traits = kElementwise | kSameType,
                       .format = kFmtExact,
                       .fold = foldWith<ShRSIOp, foldShRSI>}),
    defineOp<MaxSIOp>({.traits = kElementwise | Commutative | kSameType,
                       .format = kFmtBinary,
                       .fold = foldWith<MaxSIOp, foldMaxSI>}),
    defineOp<MaxUIOp>({.traits = kElementwise | Commutative | kSameType,
                       .format = kFmtBinary,
                       .fold = foldWith<MaxUIOp, foldMaxUI>}),
    defineOp<MinSIOp>({.traits = kElementwise | Commutative | kSameType,
                       .format = kFmtBinary,
                       .fold = foldWith<MinSIOp, foldMinSI>}),
    defineOp<MinUIOp>({.traits = kElementwise | Commutative | kSameType,
                       .format = kFmtBinary,
                       .fold = foldWith<MinUIOp, foldMinUI>}),
    defineOp<AddUIExtendedOp>(
        {.traits = kElementwise | Commutative,
         .verify = verifyAddUIExtended,
         .format = kFmtAddUIExtended,
         .fold = foldWith<AddUIExtendedOp, foldAddUIExtended>,
         .canonicalize = addUIExtendedPatterns,
         .resultNames = nameSumOverflow}),
    defineOp<MulSIExtendedOp>(
        {.traits = kElementwise | Commutative,
         .verify = verifyMulExtended<MulSIExtendedOp>,
         .format = kFmtMulExtended,
         .fold = foldWith<MulSIExtendedOp, foldMulSIExtended>,
         .canonicalize = mulSIExtendedPatterns,
         .resultNames = nameLowHigh,
         .inferResultTypes = constraints::inferTwoOfFirstOperand}),
    defineOp<MulUIExtendedOp>(
        {.traits = kElementwise | Commutative,
         .verify = verifyMulExtended<MulUIExtendedOp>,
         .format = kFmtMulExtended,
         .fold = foldWith<MulUIExtendedOp, foldMulUIExtended>,
         .canonicalize = mulUIExtendedPatterns,
         .resultNames = nameLowHigh,
         .inferResultTypes = constraints::inferTwoOfFirstOperand}),
    // Floating point arithmetic.
    defineOp<AddFOp>({.traits = kElementwise | Commutative | kSameType,
                      .format = kFmtFloat,
                      .fold = foldWith<AddFOp, foldAddF>}),
    defineOp<SubFOp>({.traits = kElementwise | kSameType,
                      .format = kFmtFloat,
                      .fold = foldWith<SubFOp, foldSubF>}),
    defineOp<MulFOp>({.traits = kElementwise | Commutative | kSameType,
                      .format = kFmtFloat,
                      .fold = foldWith<MulFOp, foldMulF>,
                      .canonicalize = mulFPatterns}),
    defineOp<DivFOp>({.traits = kElementwise | kSameType,
                      .format = kFmtFloat,
                      .fold = foldWith<DivFOp, foldDivF>,
                      .canonicalize = divFPatterns}),
    defineOp<RemFOp>({.traits = kElementwise | kSameType,
                      .format = kFmtFloat,
                      .fold = foldWith<RemFOp, foldRemF>}),
    defineOp<MaximumFOp>({.traits = kElementwise | Commutative | kSameType,
                          .format = kFmtFloat,
                          .fold = foldWith<MaximumFOp, foldMaximumF>}),
    defineOp<MinimumFOp>({.traits = kElementwise | Commutative | kSameType,
                          .format = kFmtFloat,
                          .fold = foldWith<MinimumFOp, foldMinimumF>}),
    defineOp<MaxNumFOp>({.traits = kElementwise | Commutative | kSameType,
                         .format = kFmtFloat,
                         .fold = foldWith<MaxNumFOp, foldMaxNumF>}),
    defineOp<MinNumFOp>({.traits = kElementwise | Commutative | kSameType,
                         .format = kFmtFloat,
                         .fold = foldWith<MinNumFOp, foldMinNumF>}),
    defineOp<NegFOp>({.traits = kElementwise | kSameType,
                      .format = kFmtNegF,
                      .fold = foldWith<NegFOp, foldNegF>}),
    // Comparisons and select.
    defineOp<CmpIOp>({.traits = kElementwise | SameTypeOperands,
                      .verify = verifyCompare<CmpIOp>,
                      .format = kFmtCmpI,
                      .fold = foldWith<CmpIOp, foldCmpI>,
                      .canonicalize = cmpIPatterns,
                      .inferResultTypes = constraints::inferBoolLike}),
    defineOp<CmpFOp>({.traits = kElementwise | SameTypeOperands,
                      .verify = verifyCompare<CmpFOp>,
                      .format = kFmtCmpF,
                      .fold = foldWith<CmpFOp, foldCmpF>,
                      .canonicalize = cmpFPatterns,
                      .inferResultTypes = constraints::inferBoolLike}),
    defineOp<SelectOp>({.traits = kElementwise,
                        .verify = verifySelect,
                        .print = printSelect,
                        .parse = parseSelect,
                        .fold = foldWith<SelectOp, foldSelect>,
                        .canonicalize = selectPatterns}),
    // Casts.
    defineOp<ExtUIOp>({.traits = kCast,
                       .verify = verifyWidthCast<ExtUIOp, true>,
                       .format = kFmtCast,
                       .fold = foldWith<ExtUIOp, foldExtUI>}),
    defineOp<ExtSIOp>({.traits = kCast,
                       .verify = verifyWidthCast<ExtSIOp, true>,
                       .format = kFmtCast,
                       .fold = foldWith<ExtSIOp, foldExtSI>,
                       .canonicalize = extSIPatterns}),
    defineOp<TruncIOp>({.traits = kCast,
                        .verify = verifyWidthCast<TruncIOp, false>,
                        .format = kFmtTruncI,
                        .fold = foldWith<TruncIOp, foldTruncI>,
                        .canonicalize = truncIPatterns}),
    defineOp<ExtFOp>({.traits = kCast,
                      .verify = verifyWidthCast<ExtFOp, true>,
                      .format = kFmtExtF,
                      .fold = foldWith<ExtFOp, foldExtF>}),
    defineOp<TruncFOp>({.traits = kCast,
                        .verify = verifyWidthCast<TruncFOp, false>,
                        .format = kFmtTruncF,
                        .fold = foldWith<TruncFOp, foldTruncF>,
                        .canonicalize = truncFPatterns}),
    defineOp<UIToFPOp>({.traits = kCast,
                        .format = kFmtCast,
                        .fold = foldWith<UIToFPOp, foldUIToFP>}),
    defineOp<SIToFPOp>({.traits = kCast,
                        .format = kFmtCast,
                        .fold = foldWith<SIToFPOp, foldSIToFP>}),
    defineOp<FPToUIOp>({.traits = kCast,
                        .format = kFmtCast,
                        .fold = foldWith<FPToUIOp, foldFPToUI>}),
    defineOp<FPToSIOp>({.traits = kCast,
                        .format = kFmtCast,
                        .fold = foldWith<FPToSIOp, foldFPToSI>}),
    defineOp<IndexCastOp>({.traits = kCast,
                           .verify = verifyIndexCast<IndexCastOp>,
                           .format = kFmtCast,
                           .fold = foldWith<IndexCastOp, foldIndexCast>,
                           .canonicalize = indexCastPatterns}),
    defineOp<IndexCastUIOp>({.traits = kCast,
                             .verify = verifyIndexCast<IndexCastUIOp>,
                             .format = kFmtCast,
                             .fold = foldWith<IndexCastUIOp, foldIndexCastUI>,
                             .canonicalize = indexCastUIPatterns}),
    defineOp<BitcastOp>({.traits = kCast,
                         .verify = verifyBitcast,
                         .format = kFmtCast,
                         .fold = foldWith<BitcastOp, foldBitcast>,
                         .canonicalize = bitcastPatterns}),
    defineOp<ScalingExtFOp>(
        {.traits = kElementwise, .format = kFmtScalingExtF}),
    defineOp<ScalingTruncFOp>(
        {.traits = kElementwise, .format = kFmtScalingTruncF}),
};

// The attribute kinds `#arith.overflow<...>` and `#arith.fastmath<...>`;
// the predicates and rounding modes are integer properties in MLIR, with no
// attribute syntax of their own.
static const EnumSpec *const kArithEnums[] = {&kOverflowFlags, &kFastMathFlags};

ArithDialect::ArithDialect(Context &ctx)
    : Dialect("arith", ctx), valueName(StringAttr::get(ctx, "value")) {
  addOps(kArithOps);
  addEnums(kArithEnums);
  // Every op of the dialect may be inlined (MLIR's inliner interface).
  static const DialectInlinerInterface inliner;
  addInterface(inliner);
}

Operation *ArithDialect::materializeConstant(OpBuilder &builder,
                                             Attribute value, Type type,
                                             Location loc) {
  // Poison folds to ub.poison, as MLIR's arith dialect materializes it.
  if (ub::isPoison(value))
    if (Dialect *ub = getContext().getDialect("ub"))
      return ub->materializeConstant(builder, value, type, loc);
  if (!llvm::isa<IntegerAttr, FloatAttr, DenseIntOrFPElementsAttr>(value) ||
      getAttributeType(value) != type)
    return nullptr;
  OperationState state(
      loc, getContext().getOperationNameOfType(opTypeID<ConstantOp>));
  state.addAttribute(valueName, value);
  state.types.push_back(type);
  return builder.create(state);
}

Value arith::createIndexConstant(OpBuilder &builder, Location loc,
                                 int64_t value) {
  Type index = IndexType::get(builder.getContext());
  return create<ConstantOp>(builder, loc,
                            with<"value">(IntegerAttr::get(index, value)),
                            with<"result">(index))
      .result<"result">();
}

Value arith::createMulI(OpBuilder &builder, Location loc, Value lhs,
                        Value rhs) {
  return create<MulIOp>(builder, loc, with<"lhs">(lhs), with<"rhs">(rhs),
                        with<"result">(lhs.getType()))
      .result<"result">();
}
