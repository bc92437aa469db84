//===- IndexOps.cpp - The index ops: syntax, verifiers, folds -------------===//
//
// Folds as MLIR 22's: a constant result is kept only where it is right for
// a 32-bit and a 64-bit index alike. Ops that wrap (add, sub, mul, shl,
// and, or, xor) fold unchecked: their low 32 bits never depend on the high
// ones. The others fold checked: computed on the 64-bit values and on
// their low 32 bits, and kept when the low 32 bits agree. A few
// identities (x + 0, x - 0, x * 1, x * 0, with the constant on the right,
// where commutative ops put it), compares that hold whatever the width,
// and casts to index (or to i1) fold too. Canonicalization merges chains
// of an associative op with constants and compares of a difference with
// zero.
//
//===----------------------------------------------------------------------===//
#include "dialects/index/IndexOps.h"
#include "interfaces/InlinerInterface.h"
#include "ir/Builder.h"
#include "ir/Context.h"
#include "ir/Diagnostics.h"
#include "rewrite/Folding.h"
#include "text/OpAsm.h"

#include "llvm/ADT/SmallString.h"

using namespace terrace;
using namespace terrace::index;
using llvm::APInt;

//===-- Attributes and constraints ----------------------------------------===//

static const EnumCase kCmpCases[] = {
    {"eq", 0},  {"ne", 1},  {"slt", 2}, {"sle", 3}, {"sgt", 4},
    {"sge", 5}, {"ult", 6}, {"ule", 7}, {"ugt", 8}, {"uge", 9}};
const EnumSpec index::kCmpPredicate = {.dialect = "index",
                                       .mnemonic = "cmp_predicate",
                                       .cases = kCmpCases,
                                       .cppName =
                                           "::mlir::index::IndexCmpPredicate",
                                       .attrDefName = "IndexCmpPredicateAttr",
                                       .mnemonicInBody = true};
static const EnumSpec *const kIndexEnums[] = {&kCmpPredicate};

const TypedAttrConstraint<EnumAttr> index::kCmpPredicateAttr = {
    {.summary = "index comparison predicate kind",
     .accepts =
         [](Attribute a) {
           auto e = llvm::dyn_cast_if_present<EnumAttr>(a);
           return e && &e.getSpec() == &kCmpPredicate;
         },
     .enumAttr = &kCmpPredicate,
     .isStorageKind = true}};

// Stored as an IntegerAttr (MLIR's IndexAttr): another kind of attribute
// fails while parsing, an integer of another type in the verifier.
const TypedAttrConstraint<IntegerAttr> index::kIndexAttr = {
    {.summary = "index attribute",
     .accepts =
         [](Attribute a) {
           auto i = llvm::dyn_cast_if_present<IntegerAttr>(a);
           return i && i.getType().isIndex();
         },
     .isStorageKind = true,
     .storageAccepts =
         [](Attribute a) { return llvm::isa_and_present<IntegerAttr>(a); }}};

const TypeConstraint index::kIntegerOrIndex = {
    "integer or index",
    [](Type t) { return llvm::isa<IntegerType>(t) || t.isIndex(); }};

//===-- Syntax ------------------------------------------------------------===//

/// `index.cmp slt(%a, %b) attr-dict`; the predicate may be a string or the
/// whole attribute too, as MLIR's parser takes it.
static ParseResult parseCmp(OpAsmParser &parser, OperationState &state) {
  Context &ctx = parser.getContext();
  Attribute pred;
  llvm::SMLoc loc = parser.getCurrentLocation();
  llvm::StringRef keyword;
  std::string name;
  if (parser.peekKeyword(keyword)) {
    (void)parser.parseAnyKeyword(keyword);
    name = keyword.str();
  } else if (parser.parseOptionalString(name)) {
    if (parser.parseAttribute(pred))
      return failure();
  }
  if (!pred) {
    std::optional<uint64_t> value = kCmpPredicate.parse({name});
    if (!value)
      return parser.emitError(loc, "expected " + kCmpPredicate.cppName +
                                       " to be one of: eq, ne, slt, sle, "
                                       "sgt, sge, ult, ule, ugt, uge");
    pred = EnumAttr::get(ctx, kCmpPredicate, *value);
  }
  OpAsmParser::UnresolvedOperand lhs, rhs;
  Type index = IndexType::get(ctx);
  llvm::SMLoc operandsLoc = parser.getCurrentLocation();
  if (parser.parseLParen() || parser.parseOperand(lhs) || parser.parseComma() ||
      parser.parseOperand(rhs) || parser.parseRParen() ||
      parser.parseOptionalAttrDict(state.attributes) ||
      parser.resolveOperands({lhs, rhs}, {index, index}, operandsLoc,
                             state.operands))
    return failure();
  state.addAttribute(StringAttr::get(ctx, "pred"), pred);
  state.types.push_back(IntegerType::get(ctx, 1));
  return success();
}

static void printCmp(Operation *op, OpAsmPrinter &p) {
  auto pred = llvm::cast<EnumAttr>(op->getInherentAttr("pred"));
  p << ' ' << kCmpPredicate.spell(pred.getValue()) << '(';
  p.printOperand(op->getOperand(0));
  p << ", ";
  p.printOperand(op->getOperand(1));
  p << ')';
  p.printOptionalAttrDict(op->getAllAttrs(), {"pred"});
}

/// `index.constant attr-dict 42` and `index.bool.constant attr-dict true`.
template <bool IsBool>
static ParseResult parseConstant(OpAsmParser &parser, OperationState &state) {
  Context &ctx = parser.getContext();
  Attribute value;
  Type type = IsBool ? Type(IntegerType::get(ctx, 1)) : IndexType::get(ctx);
  if (parser.parseOptionalAttrDict(state.attributes))
    return failure();
  llvm::SMLoc valueLoc = parser.getCurrentLocation();
  if (parser.parseAttribute(value, type))
    return failure();
  // MLIR reads it as the class it is stored as (an IntegerAttr, a BoolAttr).
  if (!(IsBool ? llvm::isa<BoolAttr>(value) : llvm::isa<IntegerAttr>(value)))
    return parser.emitError(valueLoc, "invalid kind of attribute specified");
  state.addAttribute(StringAttr::get(ctx, "value"), value);
  state.types.push_back(type);
  return success();
}

static void printConstant(Operation *op, OpAsmPrinter &p) {
  p.printOptionalAttrDict(op->getAllAttrs(), {"value"});
  p << ' ';
  auto value = llvm::cast<IntegerAttr>(op->getInherentAttr("value"));
  if (op->getResult(0).getType().isIndex())
    p << std::to_string(value.getValue().getSExtValue());
  else
    p << (value.getValue().isZero() ? "false" : "true");
}

/// `%idx42`, `%true`.
static void nameConstant(Operation *op,
                         llvm::function_ref<void(Value, llvm::StringRef)> set) {
  auto value =
      llvm::dyn_cast_if_present<IntegerAttr>(op->getInherentAttr("value"));
  if (!value)
    return;
  if (!op->getResult(0).getType().isIndex()) {
    set(op->getResult(0), value.getValue().isZero() ? "false" : "true");
    return;
  }
  llvm::SmallString<24> name("idx");
  value.getValue().toStringSigned(name);
  set(op->getResult(0), name);
}

/// Exactly one side of a cast is index (MLIR's areCastCompatible).
static LogicalResult verifyCast(Operation *op) {
  Type in = op->getOperand(0).getType(), out = op->getResult(0).getType();
  if (in.isIndex() == out.isIndex()) {
    std::string text;
    llvm::raw_string_ostream os(text);
    os << "operand type '" << in << "' and result type '" << out
       << "' are cast incompatible";
    return op->emitOpError(text);
  }
  return success();
}

//===-- Folds -------------------------------------------------------------===//

using Results = llvm::SmallVectorImpl<OpFoldResult>;

static Attribute indexAttr(Context &ctx, const APInt &value) {
  return IntegerAttr::get(IndexType::get(ctx), value);
}

static std::optional<APInt> calculate(const void *opType, const APInt &l,
                                      const APInt &r);

/// Both operands constant (MLIR's foldBinaryOpUnchecked): the 64-bit
/// result, whose low 32 bits are the 32-bit one.
static Attribute foldUnchecked(Operation *op, llvm::ArrayRef<Attribute> c,
                               const void *opType) {
  auto lhs = llvm::dyn_cast_if_present<IntegerAttr>(c[0]);
  auto rhs = llvm::dyn_cast_if_present<IntegerAttr>(c[1]);
  if (!lhs || !rhs)
    return {};
  std::optional<APInt> result =
      calculate(opType, lhs.getValue(), rhs.getValue());
  return result ? indexAttr(op->getContext(), *result) : Attribute();
}

/// Both operands constant (MLIR's foldBinaryOpChecked): kept when the
/// 64-bit result's low 32 bits are the 32-bit result.
static Attribute foldChecked(Operation *op, llvm::ArrayRef<Attribute> c,
                             const void *opType) {
  auto lhs = llvm::dyn_cast_if_present<IntegerAttr>(c[0]);
  auto rhs = llvm::dyn_cast_if_present<IntegerAttr>(c[1]);
  if (!lhs || !rhs)
    return {};
  std::optional<APInt> wide = calculate(opType, lhs.getValue(), rhs.getValue());
  if (!wide)
    return {};
  std::optional<APInt> narrow =
      calculate(opType, lhs.getValue().trunc(32), rhs.getValue().trunc(32));
  if (!narrow || wide->trunc(32) != *narrow)
    return {};
  return indexAttr(op->getContext(), *wide);
}

static std::optional<APInt> ceilDivS(const APInt &n, const APInt &m) {
  if (m.isZero())
    return std::nullopt;
  if (n.isZero())
    return n;
  bool mPositive = m.isStrictlyPositive();
  if (n.isStrictlyPositive() != mPositive)
    return -((-n).sdiv(m));
  APInt x(n.getBitWidth(), mPositive ? uint64_t(-1) : 1, mPositive);
  return (n + x).sdiv(m) + 1;
}

static std::optional<APInt> ceilDivU(const APInt &n, const APInt &m) {
  if (m.isZero())
    return std::nullopt;
  if (n.isZero())
    return n;
  return (n - 1).udiv(m) + 1;
}

static std::optional<APInt> floorDivS(const APInt &n, const APInt &m) {
  if (m.isZero())
    return std::nullopt;
  if (n.isZero())
    return n;
  bool mNegative = m.isNegative();
  if (n.isNegative() == mNegative)
    return n.sdiv(m);
  APInt x(n.getBitWidth(), mNegative ? 1 : uint64_t(-1), !mNegative);
  return APInt(n.getBitWidth(), uint64_t(-1), true) - (x - n).sdiv(m);
}

/// The computation of each binary op, on operands of any one width; none
/// where it is undefined (division by zero) or not folded (a shift by 32
/// or more, which is poison on a 32-bit target).
static std::optional<APInt> calculate(const void *opType, const APInt &l,
                                      const APInt &r) {
  auto nonZero = [&](auto f) -> std::optional<APInt> {
    if (r.isZero())
      return std::nullopt;
    return f();
  };
  if (opType == opTypeID<AddOp>)
    return l + r;
  if (opType == opTypeID<SubOp>)
    return l - r;
  if (opType == opTypeID<MulOp>)
    return l * r;
  if (opType == opTypeID<DivSOp>)
    return nonZero([&] { return l.sdiv(r); });
  if (opType == opTypeID<DivUOp>)
    return nonZero([&] { return l.udiv(r); });
  if (opType == opTypeID<CeilDivSOp>)
    return ceilDivS(l, r);
  if (opType == opTypeID<CeilDivUOp>)
    return ceilDivU(l, r);
  if (opType == opTypeID<FloorDivSOp>)
    return floorDivS(l, r);
  if (opType == opTypeID<RemSOp>)
    return nonZero([&] { return l.srem(r); });
  if (opType == opTypeID<RemUOp>)
    return nonZero([&] { return l.urem(r); });
  if (opType == opTypeID<MaxSOp>)
    return l.sgt(r) ? l : r;
  if (opType == opTypeID<MaxUOp>)
    return l.ugt(r) ? l : r;
  if (opType == opTypeID<MinSOp>)
    return l.slt(r) ? l : r;
  if (opType == opTypeID<MinUOp>)
    return l.ult(r) ? l : r;
  if (opType == opTypeID<ShlOp>)
    return r.uge(32) ? std::nullopt : std::optional<APInt>(l << r);
  if (opType == opTypeID<ShrSOp>)
    return r.uge(32) ? std::nullopt : std::optional<APInt>(l.ashr(r));
  if (opType == opTypeID<ShrUOp>)
    return r.uge(32) ? std::nullopt : std::optional<APInt>(l.lshr(r));
  if (opType == opTypeID<AndOp>)
    return l & r;
  if (opType == opTypeID<OrOp>)
    return l | r;
  if (opType == opTypeID<XOrOp>)
    return l ^ r;
  return std::nullopt;
}

/// Whether op type `opType` wraps (its low 32 bits do not depend on the
/// high ones), so that it folds unchecked.
static bool foldsUnchecked(const void *opType) {
  return opType == opTypeID<AddOp> || opType == opTypeID<SubOp> ||
         opType == opTypeID<MulOp> || opType == opTypeID<ShlOp> ||
         opType == opTypeID<AndOp> || opType == opTypeID<OrOp> ||
         opType == opTypeID<XOrOp>;
}

/// The constant op type `opType` makes of constants `c`, or null.
static Attribute foldBinary(Operation *op, const void *opType,
                            llvm::ArrayRef<Attribute> c) {
  return foldsUnchecked(opType) ? foldUnchecked(op, c, opType)
                                : foldChecked(op, c, opType);
}

static bool isConstantInt(Attribute a, int64_t value) {
  auto i = llvm::dyn_cast_if_present<IntegerAttr>(a);
  return i && i.getValue() == APInt(i.getValue().getBitWidth(), uint64_t(value),
                                    /*isSigned=*/true);
}

template <typename OpT>
static LogicalResult foldBinaryOp(Operation *op, llvm::ArrayRef<Attribute> c,
                                  Results &results) {
  if (Attribute folded = foldBinary(op, opTypeID<OpT>, c)) {
    results.push_back(folded);
    return success();
  }
  // The identities, with the constant on the right.
  if constexpr (std::is_same_v<OpT, AddOp> || std::is_same_v<OpT, SubOp>) {
    if (isConstantInt(c[1], 0)) {
      results.push_back(op->getOperand(0));
      return success();
    }
  } else if constexpr (std::is_same_v<OpT, MulOp>) {
    if (isConstantInt(c[1], 1)) {
      results.push_back(op->getOperand(0));
      return success();
    }
    if (isConstantInt(c[1], 0)) {
      results.push_back(c[1]);
      return success();
    }
  }
  return failure();
}

/// A cast of a constant (MLIR's foldCastOp): to index, extended or
/// truncated to 64 bits; from index, where the 32-bit and the 64-bit value
/// give the same result.
template <bool Signed>
static LogicalResult foldCast(Operation *op, llvm::ArrayRef<Attribute> c,
                              Results &results) {
  auto attr = llvm::dyn_cast_if_present<IntegerAttr>(c[0]);
  if (!attr)
    return failure();
  const APInt &v = attr.getValue();
  Type type = op->getResult(0).getType();
  auto ext = [](const APInt &x, unsigned w) {
    return Signed ? x.sext(w) : x.zext(w);
  };
  if (type.isIndex()) {
    results.push_back(indexAttr(op->getContext(), Signed ? v.sextOrTrunc(64)
                                                         : v.zextOrTrunc(64)));
    return success();
  }
  unsigned w = llvm::cast<IntegerType>(type).getWidth();
  APInt result;
  if (w <= 32) {
    result = v.trunc(w);
  } else if (w >= 64) {
    if (ext(v.trunc(32), 64) != v)
      return failure();
    result = ext(v, w);
  } else {
    result = v.trunc(w);
    if (result != ext(v.trunc(32), w))
      return failure();
  }
  results.push_back(IntegerAttr::get(type, result));
  return success();
}

static bool compare(uint64_t pred, const APInt &l, const APInt &r) {
  switch (pred) {
  case 0:
    return l == r;
  case 1:
    return l != r;
  case 2:
    return l.slt(r);
  case 3:
    return l.sle(r);
  case 4:
    return l.sgt(r);
  case 5:
    return l.sge(r);
  case 6:
    return l.ult(r);
  case 7:
    return l.ule(r);
  case 8:
    return l.ugt(r);
  default:
    return l.uge(r);
  }
}

namespace {
/// What an integer range is known to be (signed and unsigned bounds), as
/// MLIR's ConstantIntRanges for the compare folds.
struct Range {
  APInt umin, umax, smin, smax;
  static Range fromSigned(const APInt &lo, const APInt &hi) {
    unsigned w = lo.getBitWidth();
    Range r{APInt::getMinValue(w), APInt::getMaxValue(w), lo, hi};
    if (lo.isNegative() == hi.isNegative()) {
      r.umin = lo.ult(hi) ? lo : hi;
      r.umax = lo.ugt(hi) ? lo : hi;
    }
    return r;
  }
  static Range fromUnsigned(const APInt &lo, const APInt &hi) {
    unsigned w = lo.getBitWidth();
    Range r{lo, hi, APInt::getSignedMinValue(w), APInt::getSignedMaxValue(w)};
    if (lo.isNegative() == hi.isNegative()) {
      r.smin = lo.slt(hi) ? lo : hi;
      r.smax = lo.sgt(hi) ? lo : hi;
    }
    return r;
  }
  static Range constant(const APInt &v) { return {v, v, v, v}; }
};

/// MLIR's intrange::evaluatePred's isStaticallyTrue.
bool staticallyTrue(uint64_t pred, const Range &l, const Range &r) {
  switch (pred) {
  case 0:
    return l.umin == l.umax && r.umin == r.umax && l.umin == r.umin;
  case 1:
    return (staticallyTrue(2, l, r) || staticallyTrue(4, l, r)) &&
           (staticallyTrue(6, l, r) || staticallyTrue(8, l, r));
  case 2:
    return l.smax.slt(r.smin);
  case 3:
    return l.smax.sle(r.smin);
  case 4:
    return l.smin.sgt(r.smax);
  case 5:
    return l.smin.sge(r.smax);
  case 6:
    return l.umax.ult(r.umin);
  case 7:
    return l.umax.ule(r.umin);
  case 8:
    return l.umin.ugt(r.umax);
  default:
    return l.umin.uge(r.umax);
  }
}

std::optional<bool> evaluate(uint64_t pred, const Range &l, const Range &r) {
  static const uint64_t inverse[] = {1, 0, 5, 4, 3, 2, 9, 8, 7, 6};
  if (staticallyTrue(pred, l, r))
    return true;
  if (staticallyTrue(inverse[pred], l, r))
    return false;
  return std::nullopt;
}
} // namespace

static LogicalResult foldCmp(Operation *op, llvm::ArrayRef<Attribute> c,
                             Results &results) {
  Context &ctx = op->getContext();
  uint64_t pred = llvm::cast<EnumAttr>(op->getInherentAttr("pred")).getValue();
  auto lhs = llvm::dyn_cast_if_present<IntegerAttr>(c[0]);
  auto rhs = llvm::dyn_cast_if_present<IntegerAttr>(c[1]);
  if (lhs && rhs) {
    bool wide = compare(pred, lhs.getValue(), rhs.getValue());
    bool narrow =
        compare(pred, lhs.getValue().trunc(32), rhs.getValue().trunc(32));
    if (wide == narrow) {
      results.push_back(BoolAttr::get(ctx, wide));
      return success();
    }
  }
  // cmp(max/min(x, a), b): what the min or max may be decides.
  Operation *bound = op->getOperand(0).getDefiningOp();
  if (rhs && bound && llvm::isa<MinSOp, MinUOp, MaxSOp, MaxUOp>(bound)) {
    auto a = llvm::dyn_cast_if_present<IntegerAttr>(
        getConstantValue(bound->getOperand(1)));
    if (a) {
      auto at = [&](unsigned w) -> std::optional<bool> {
        APInt ca = a.getValue().trunc(w), cb = rhs.getValue().trunc(w);
        Range range = llvm::isa<MinSOp>(bound)
                          ? Range::fromSigned(APInt::getSignedMinValue(w), ca)
                      : llvm::isa<MinUOp>(bound)
                          ? Range::fromUnsigned(APInt::getMinValue(w), ca)
                      : llvm::isa<MaxSOp>(bound)
                          ? Range::fromSigned(ca, APInt::getSignedMaxValue(w))
                          : Range::fromUnsigned(ca, APInt::getMaxValue(w));
        return evaluate(pred, range, Range::constant(cb));
      };
      std::optional<bool> wide = at(64), narrow = at(32);
      if (wide && narrow && *wide == *narrow) {
        results.push_back(BoolAttr::get(ctx, *wide));
        return success();
      }
    }
  }
  // cmp(x, x).
  if (op->getOperand(0) == op->getOperand(1)) {
    bool reflexive =
        pred == 0 || pred == 3 || pred == 5 || pred == 7 || pred == 9;
    results.push_back(BoolAttr::get(ctx, reflexive));
    return success();
  }
  return failure();
}

static LogicalResult foldConstant(Operation *op, llvm::ArrayRef<Attribute>,
                                  Results &results) {
  results.push_back(op->getInherentAttr("value"));
  return success();
}

//===-- Canonicalization --------------------------------------------------===//

/// op(op(x, c1), c2) -> op(x, op(c2, c1)) where op(c2, c1) folds (MLIR's
/// canonicalizeAssociativeCommutativeBinaryOp).
template <typename OpT>
static LogicalResult mergeConstants(OpT op, PatternRewriter &rewriter) {
  Attribute c2 = getConstantValue(op.template operand<"rhs">());
  auto inner = llvm::dyn_cast_if_present<OpT>(
      op.template operand<"lhs">().getDefiningOp());
  if (!c2 || !inner)
    return failure();
  Value c1Value = inner.template operand<"rhs">();
  Attribute c1 = getConstantValue(c1Value);
  if (!c1)
    return failure();
  Attribute merged = foldBinary(op, opTypeID<OpT>, {c2, c1});
  if (!merged)
    return failure();
  rewriter.setInsertionPoint(op);
  Value constant =
      create<ConstantOp>(rewriter, op->getLoc(), with<"value">(merged),
                         with<"result">(IndexType::get(rewriter.getContext())))
          .template result<"result">();
  Value x = inner.template operand<"lhs">();
  Value replacement =
      create<OpT>(rewriter, op->getLoc(), with<"lhs">(x), with<"rhs">(constant))
          .template result<"result">();
  rewriter.replaceOp(op, {replacement});
  return success();
}

template <typename OpT>
static void associativePatterns(RewritePatternSet &patterns, Context &) {
  patterns.add<OpT>("CanonicalizeAssociativeCommutativeBinaryOp",
                    mergeConstants<OpT>);
}

/// cmp(sub(a, b), 0) -> cmp(a, b); cmp(0, sub(a, b)) -> cmp(b, a), the
/// predicate kept (as MLIR's).
static LogicalResult cmpOfDifference(CmpOp op, PatternRewriter &rewriter) {
  auto isZero = [](Value v) {
    auto i = llvm::dyn_cast_if_present<IntegerAttr>(getConstantValue(v));
    return i && i.getValue().isZero();
  };
  Value lhs = op.operand<"lhs">(), rhs = op.operand<"rhs">();
  bool rhsIsZero = isZero(rhs);
  if (!rhsIsZero && !isZero(lhs))
    return failure();
  auto sub =
      llvm::dyn_cast_if_present<SubOp>((rhsIsZero ? lhs : rhs).getDefiningOp());
  if (!sub)
    return failure();
  Value a = sub.operand<"lhs">(), b = sub.operand<"rhs">();
  rewriter.setInsertionPoint(op);
  Value cmp =
      create<CmpOp>(rewriter, op->getLoc(), with<"pred">(op.property<"pred">()),
                    with<"lhs">(rhsIsZero ? a : b),
                    with<"rhs">(rhsIsZero ? b : a))
          .result<"result">();
  rewriter.replaceOp(op, {cmp});
  return success();
}

static void cmpPatterns(RewritePatternSet &patterns, Context &) {
  patterns.add<CmpOp>("CmpOfDifference", cmpOfDifference);
}

//===-- The op table ------------------------------------------------------===//

/// The result of the binary ops and sizeof: index, which their syntax does
/// not spell.
static LogicalResult inferIndex(Context &ctx, const InferTypeInputs &,
                                llvm::SmallVectorImpl<Type> &out) {
  out.push_back(IndexType::get(ctx));
  return success();
}

static constexpr const char *kFmtBinary = "$lhs `,` $rhs attr-dict";
static constexpr const char *kFmtCast =
    "$input attr-dict `:` type($input) `to` type($output)";

#define PURE_BINARY(OpT)                                                       \
  defineOp<OpT>({.traits = Pure,                                               \
                 .format = kFmtBinary,                                         \
                 .fold = foldBinaryOp<OpT>,                                    \
                 .inferResultTypes = inferIndex})
#define COMMUTATIVE_BINARY(OpT)                                                \
  defineOp<OpT>({.traits = Pure | Commutative,                                 \
                 .format = kFmtBinary,                                         \
                 .fold = foldBinaryOp<OpT>,                                    \
                 .canonicalize = associativePatterns<OpT>,                     \
                 .inferResultTypes = inferIndex})
// Division may trap: no Speculatable (MLIR's NoMemoryEffect only).
#define DIVISION(OpT)                                                          \
  defineOp<OpT>({.traits = NoMemoryEffect,                                     \
                 .format = kFmtBinary,                                         \
                 .fold = foldBinaryOp<OpT>,                                    \
                 .inferResultTypes = inferIndex})

static const OpDefinition kIndexOps[] = {
    COMMUTATIVE_BINARY(AddOp),
    PURE_BINARY(SubOp),
    COMMUTATIVE_BINARY(MulOp),
    DIVISION(DivSOp),
    DIVISION(DivUOp),
    DIVISION(CeilDivSOp),
    DIVISION(CeilDivUOp),
    DIVISION(FloorDivSOp),
    DIVISION(RemSOp),
    DIVISION(RemUOp),
    COMMUTATIVE_BINARY(MaxSOp),
    COMMUTATIVE_BINARY(MaxUOp),
    COMMUTATIVE_BINARY(MinSOp),
    COMMUTATIVE_BINARY(MinUOp),
    PURE_BINARY(ShlOp),
    PURE_BINARY(ShrSOp),
    PURE_BINARY(ShrUOp),
    COMMUTATIVE_BINARY(AndOp),
    COMMUTATIVE_BINARY(OrOp),
    COMMUTATIVE_BINARY(XOrOp),
    defineOp<CastSOp>({.traits = Pure,
                       .verify = verifyCast,
                       .format = kFmtCast,
                       .fold = foldCast<true>}),
    defineOp<CastUOp>({.traits = Pure,
                       .verify = verifyCast,
                       .format = kFmtCast,
                       .fold = foldCast<false>}),
    defineOp<CmpOp>({.traits = Pure,
                     .print = printCmp,
                     .parse = parseCmp,
                     .fold = foldCmp,
                     .canonicalize = cmpPatterns}),
    defineOp<SizeOfOp>({.traits = Pure,
                        .format = "attr-dict",
                        .inferResultTypes = inferIndex}),
    defineOp<ConstantOp>({.traits = Pure | ConstantLike,
                          .print = printConstant,
                          .parse = parseConstant<false>,
                          .fold = foldConstant,
                          .resultNames = nameConstant}),
    defineOp<BoolConstantOp>({.traits = Pure | ConstantLike,
                              .print = printConstant,
                              .parse = parseConstant<true>,
                              .fold = foldConstant,
                              .resultNames = nameConstant}),
};
#undef PURE_BINARY
#undef COMMUTATIVE_BINARY
#undef DIVISION

IndexDialect::IndexDialect(Context &ctx) : Dialect("index", ctx) {
  addOps(kIndexOps);
  addEnums(kIndexEnums);
  static const DialectInlinerInterface inliner;
  addInterface(inliner);
}

Operation *IndexDialect::materializeConstant(OpBuilder &builder,
                                             Attribute value, Type type,
                                             Location loc) {
  auto integer = llvm::dyn_cast_if_present<IntegerAttr>(value);
  if (!integer)
    return nullptr;
  if (integer.getType().isInteger(1)) {
    if (!type.isInteger(1) || !type.isSignlessInteger())
      return nullptr;
    return create<BoolConstantOp>(builder, loc, with<"value">(value),
                                  with<"result">(type));
  }
  if (!integer.getType().isIndex() || !type.isIndex())
    return nullptr;
  return create<ConstantOp>(builder, loc, with<"value">(value),
                            with<"result">(type));
}
