//===- ComplexOps.cpp - The complex ops: verifiers, folds, the table ------===//
#include "dialects/complex/ComplexOps.h"
#include "dialects/arith/ArithOps.h"
#include "ir/Builder.h"
#include "ir/Context.h"
#include "ir/Diagnostics.h"
#include "rewrite/PatternMatch.h"

using namespace terrace;
using namespace terrace::complex;

//===-- Constraints -------------------------------------------------------===//

static bool isComplex(Type type) { return llvm::isa<ComplexType>(type); }
static bool isComplexOfFloat(Type type) {
  auto c = llvm::dyn_cast<ComplexType>(type);
  return c && llvm::isa<FloatType>(c.getElementType());
}
// Formats read these as MLIR's ComplexType and IntegerType: another kind of
// type is a parse error, a complex of integers one of the verifier.
const TypeConstraint complex::ComplexOfFloat = {
    .summary = "complex type with floating-point elements",
    .accepts = isComplexOfFloat,
    .kindName = "builtin.complex",
    .isOfKind = isComplex};
const TypeConstraint complex::AnyComplex = {.summary = "complex-type",
                                            .accepts = isComplex,
                                            .kindName = "builtin.complex"};
const TypeConstraint complex::AnyFloat = {
    "floating-point", [](Type t) { return llvm::isa<FloatType>(t); }};
const TypeConstraint complex::SignlessInteger = {
    .summary = "signless integer",
    .accepts = [](Type t) { return t.isSignlessInteger(); },
    .kindName = "builtin.integer",
    .isOfKind = [](Type t) { return llvm::isa<IntegerType>(t); }};
const TypedAttrConstraint<ArrayAttr> complex::ArrayProperty = {
    {.summary = "array attribute",
     .accepts = [](Attribute a) { return llvm::isa<ArrayAttr>(a); },
     .isStorageKind = true}};

static Type partTypeOf(Type complexType) {
  auto c = llvm::dyn_cast<ComplexType>(complexType);
  return c ? c.getElementType() : Type();
}

/// The type of a float or integer attribute, else null.
static Type scalarAttrType(Attribute attr) {
  if (auto f = llvm::dyn_cast<FloatAttr>(attr))
    return f.getType();
  if (auto i = llvm::dyn_cast<IntegerAttr>(attr))
    return i.getType();
  return Type();
}

bool complex::isBuildableWith(Attribute value, Type type) {
  auto array = llvm::dyn_cast<ArrayAttr>(value);
  auto c = llvm::dyn_cast<ComplexType>(type);
  if (!array || !c || array.size() != 2)
    return false;
  Type part = c.getElementType();
  bool floats =
      llvm::isa<FloatAttr>(array[0]) && llvm::isa<FloatAttr>(array[1]);
  bool ints =
      llvm::isa<IntegerAttr>(array[0]) && llvm::isa<IntegerAttr>(array[1]);
  return (floats || ints) && scalarAttrType(array[0]) == part &&
         scalarAttrType(array[1]) == part;
}

//===-- Verifiers ---------------------------------------------------------===//

static LogicalResult verifyConstant(Operation *op) {
  auto array = llvm::cast<ArrayAttr>(op->getInherentAttr("value"));
  if (array.size() != 2)
    return op->emitOpError("requires 'value' to be a complex constant, "
                           "represented as array of two values");
  Type re = scalarAttrType(array[0]), im = scalarAttrType(array[1]);
  if (!re || !im)
    return op->emitOpError(
        "requires attribute's elements to be float or integer attributes");
  Type part = partTypeOf(op->getResult(0).getType());
  if (re != part || im != part)
    return op->emitOpError("requires attribute's element types (")
           << re << ", " << im
           << ") to match the element type of the op's return type (" << part
           << ")";
  return success();
}

/// MLIR's AllTypesMatch and TypesMatchWith traits, in their order.
static LogicalResult verifyCreate(Operation *op) {
  if (op->getOperand(0).getType() != op->getOperand(1).getType())
    return op->emitOpError(
        "failed to verify that all of {real, imaginary} have same type");
  Type part = partTypeOf(op->getResult(0).getType());
  if (op->getOperand(0).getType() != part)
    return op->emitOpError("failed to verify that complex element type "
                           "matches real operand type");
  if (op->getOperand(1).getType() != part)
    return op->emitOpError("failed to verify that complex element type "
                           "matches imaginary operand type");
  return success();
}

/// re, im, abs and angle give a float of the operand's part type.
static LogicalResult verifyPart(Operation *op) {
  if (op->getResult(0).getType() != partTypeOf(op->getOperand(0).getType()))
    return op->emitOpError(
        "failed to verify that complex element type matches result type");
  return success();
}

static LogicalResult verifyCompare(Operation *op) {
  if (op->getOperand(0).getType() != op->getOperand(1).getType())
    return op->emitOpError(
        "failed to verify that all of {lhs, rhs} have same type");
  return success();
}

static LogicalResult verifyPowi(Operation *op) {
  if (op->getOperand(0).getType() != op->getResult(0).getType())
    return op->emitOpError(
        "failed to verify that all of {lhs, result} have same type");
  return success();
}

/// An integer or float of twice the part width on one side, a complex on
/// the other (a cast to the same type is allowed: it folds away).
static LogicalResult verifyBitcast(Operation *op) {
  Type from = op->getOperand(0).getType(), to = op->getResult(0).getType();
  if (from == to)
    return success();
  if (!from.isIntOrFloat() && !isComplex(from))
    return op->emitOpError("operand must be int/float/complex");
  if (!to.isIntOrFloat() && !isComplex(to))
    return op->emitOpError("result must be int/float/complex");
  if (isComplex(from) == isComplex(to))
    return op->emitOpError(
        "requires that either input or output has a complex type");
  if (isComplex(to))
    std::swap(from, to);
  Type part = partTypeOf(from);
  if (!part.isIntOrFloat() ||
      2 * part.getIntOrFloatBitWidth() != to.getIntOrFloatBitWidth())
    return op->emitOpError("casting bitwidths do not match");
  return success();
}

//===-- Types formats leave out -----------------------------------------===//

/// re, im, abs and angle give the complex operand's part type.
static LogicalResult inferPart(Context &, const InferTypeInputs &in,
                               llvm::SmallVectorImpl<Type> &out) {
  if (in.operandTypes.empty() || !partTypeOf(in.operandTypes[0]))
    return failure();
  out.push_back(partTypeOf(in.operandTypes[0]));
  return success();
}

/// create's two operands are the result's part type.
static void partsOfResult(unsigned, llvm::ArrayRef<llvm::SmallVector<Type, 2>>,
                          llvm::ArrayRef<llvm::SmallVector<Type, 2>> results,
                          llvm::SmallVectorImpl<Type> &out) {
  if (!results[0].empty())
    if (Type part = partTypeOf(results[0].front()))
      out.push_back(part);
}

/// eq's and neq's rhs has the lhs's type.
static void rhsOfLhs(unsigned group,
                     llvm::ArrayRef<llvm::SmallVector<Type, 2>> operands,
                     llvm::ArrayRef<llvm::SmallVector<Type, 2>>,
                     llvm::SmallVectorImpl<Type> &out) {
  if (group == 1 && !operands[0].empty())
    out.push_back(operands[0].front());
}

//===-- Folds -------------------------------------------------------------===//

using Results = llvm::SmallVectorImpl<OpFoldResult>;

static LogicalResult foldConstant(Operation *op, llvm::ArrayRef<Attribute>,
                                  Results &results) {
  results.push_back(op->getInherentAttr("value"));
  return success();
}

/// create(re(x), im(x)) -> x.
static LogicalResult foldCreate(Operation *op, llvm::ArrayRef<Attribute>,
                                Results &results) {
  auto re = llvm::dyn_cast_if_present<ReOp>(op->getOperand(0).getDefiningOp());
  auto im = llvm::dyn_cast_if_present<ImOp>(op->getOperand(1).getDefiningOp());
  if (!re || !im || re.operand<"complex">() != im.operand<"complex">())
    return failure();
  results.push_back(re.operand<"complex">());
  return success();
}

/// A part of a constant, or of a create.
template <typename PartOp, unsigned Part>
static LogicalResult foldPart(FoldAdaptor<PartOp> adaptor, Results &results) {
  if (auto array = llvm::dyn_cast_if_present<ArrayAttr>(
          adaptor.template operand<"complex">());
      array && array.size() == 2) {
    results.push_back(array[Part]);
    return success();
  }
  Value complex = adaptor.getOp().template operand<"complex">();
  if (auto create =
          llvm::dyn_cast_if_present<CreateOp>(complex.getDefiningOp())) {
    results.push_back(Part == 0 ? create.operand<"real">()
                                : create.operand<"imaginary">());
    return success();
  }
  return failure();
}

/// The parts of a complex.constant `value` (float parts: the ops that
/// read them take complex numbers of floats), if it is one.
static std::optional<std::pair<llvm::APFloat, llvm::APFloat>>
floatParts(Attribute value) {
  auto array = llvm::dyn_cast_if_present<ArrayAttr>(value);
  if (!array || array.size() != 2)
    return std::nullopt;
  auto re = llvm::dyn_cast<FloatAttr>(array[0]);
  auto im = llvm::dyn_cast<FloatAttr>(array[1]);
  if (!re || !im)
    return std::nullopt;
  return std::make_pair(re.getValue(), im.getValue());
}

/// The value of a complex.constant defining `v` (MLIR's folds of add, sub
/// and mul look for the op, not for any constant).
static Attribute complexConstantOf(Value v) {
  auto constant = llvm::dyn_cast_if_present<ConstantOp>(v.getDefiningOp());
  return constant ? constant.getValue() : Attribute();
}

static bool isZero(Attribute value) {
  auto parts = floatParts(value);
  return parts && parts->first.isZero() && parts->second.isZero();
}

/// [1, 0] exactly (-0 for the imaginary part too).
static bool isOne(Attribute value) {
  auto parts = floatParts(value);
  return parts && parts->second.isZero() &&
         parts->first == llvm::APFloat(parts->first.getSemantics(), 1);
}

/// The operand of `v`'s defining op when that op is an `OpT`.
template <typename OpT, FixedString Name> static Value operandOfDef(Value v) {
  auto def = llvm::dyn_cast_if_present<OpT>(v.getDefiningOp());
  return def ? def.template operand<Name>() : Value();
}

/// add(sub(a, b), b) -> a; add(b, sub(a, b)) -> a; add(a, 0) -> a.
static LogicalResult foldAdd(FoldAdaptor<AddOp> adaptor, Results &results) {
  AddOp op = adaptor.getOp();
  Value lhs = op.operand<"lhs">(), rhs = op.operand<"rhs">();
  if (auto sub = llvm::dyn_cast_if_present<SubOp>(lhs.getDefiningOp());
      sub && sub.operand<"rhs">() == rhs) {
    results.push_back(sub.operand<"lhs">());
    return success();
  }
  if (auto sub = llvm::dyn_cast_if_present<SubOp>(rhs.getDefiningOp());
      sub && sub.operand<"rhs">() == lhs) {
    results.push_back(sub.operand<"lhs">());
    return success();
  }
  if (isZero(complexConstantOf(rhs))) {
    results.push_back(lhs);
    return success();
  }
  return failure();
}

/// sub(add(a, b), b) -> a; sub(a, 0) -> a.
static LogicalResult foldSub(FoldAdaptor<SubOp> adaptor, Results &results) {
  SubOp op = adaptor.getOp();
  Value lhs = op.operand<"lhs">(), rhs = op.operand<"rhs">();
  if (auto add = llvm::dyn_cast_if_present<AddOp>(lhs.getDefiningOp());
      add && add.operand<"rhs">() == rhs) {
    results.push_back(add.operand<"lhs">());
    return success();
  }
  if (isZero(complexConstantOf(rhs))) {
    results.push_back(lhs);
    return success();
  }
  return failure();
}

/// mul(a, 1) -> a (a complex.constant on the right).
static LogicalResult foldMul(FoldAdaptor<MulOp> adaptor, Results &results) {
  MulOp op = adaptor.getOp();
  if (!isOne(complexConstantOf(op.operand<"rhs">())))
    return failure();
  results.push_back(op.operand<"lhs">());
  return success();
}

/// div(a, 1) -> a (any constant on the right).
static LogicalResult foldDiv(FoldAdaptor<DivOp> adaptor, Results &results) {
  if (!isOne(adaptor.operand<"rhs">()))
    return failure();
  results.push_back(adaptor.getOp().operand<"lhs">());
  return success();
}

/// op(inner(a)) -> a: neg of neg, conj of conj, log of exp, exp of log.
template <typename OpT, typename InnerT>
static LogicalResult foldInverse(FoldAdaptor<OpT> adaptor, Results &results) {
  Value a = operandOfDef<InnerT, "complex">(
      adaptor.getOp().template operand<"complex">());
  if (!a)
    return failure();
  results.push_back(a);
  return success();
}

/// A bitcast to the operand's own type.
static LogicalResult foldBitcast(Operation *op, llvm::ArrayRef<Attribute>,
                                 Results &results) {
  if (op->getOperand(0).getType() != op->getResult(0).getType())
    return failure();
  results.push_back(op->getOperand(0));
  return success();
}

//===-- Canonicalization --------------------------------------------------===//

/// re(neg(create(a, b))) -> negf(a), im(...) -> negf(b) (MLIR's
/// FoldComponentNeg).
template <typename PartOp, unsigned Part>
static LogicalResult partOfNegatedCreate(PartOp op, PatternRewriter &rewriter) {
  Value negated =
      operandOfDef<NegOp, "complex">(op.template operand<"complex">());
  if (!negated)
    return failure();
  auto make = llvm::dyn_cast_if_present<CreateOp>(negated.getDefiningOp());
  if (!make)
    return failure();
  Value part = Part == 0 ? make.operand<"real">() : make.operand<"imaginary">();
  rewriter.setInsertionPoint(op);
  Value neg =
      create<arith::NegFOp>(rewriter, op->getLoc(), with<"operand">(part),
                            with<"result">(part.getType()))
          .template result<"result">();
  rewriter.replaceOp(op, {neg});
  return success();
}

template <typename PartOp, unsigned Part>
static void partPatterns(RewritePatternSet &patterns, Context &) {
  patterns.add<PartOp>("FoldComponentNeg", partOfNegatedCreate<PartOp, Part>);
}

/// A complex.bitcast of a bitcast casts the first one's operand: with
/// complex.bitcast where either end is complex, else arith.bitcast.
static LogicalResult mergeComplexBitcast(BitcastOp op,
                                         PatternRewriter &rewriter) {
  Type to = op.result<"result">().getType();
  Value inner = operandOfDef<BitcastOp, "operand">(op.operand<"operand">());
  bool arithInner = false;
  if (!inner) {
    inner = operandOfDef<arith::BitcastOp, "in">(op.operand<"operand">());
    arithInner = true;
  }
  if (!inner)
    return failure();
  rewriter.setInsertionPoint(op);
  Value merged;
  if (arithInner || isComplex(to) || isComplex(inner.getType()))
    merged = create<BitcastOp>(rewriter, op->getLoc(), with<"operand">(inner),
                               with<"result">(to))
                 .result<"result">();
  else
    merged = create<arith::BitcastOp>(rewriter, op->getLoc(), with<"in">(inner),
                                      with<"out">(to))
                 .result<"out">();
  rewriter.replaceOp(op, {merged});
  return success();
}

/// An arith.bitcast of a complex.bitcast casts the complex number directly.
static LogicalResult mergeArithBitcast(arith::BitcastOp op,
                                       PatternRewriter &rewriter) {
  Value inner = operandOfDef<BitcastOp, "operand">(op.operand<"in">());
  if (!inner)
    return failure();
  rewriter.setInsertionPoint(op);
  Value merged =
      create<BitcastOp>(rewriter, op->getLoc(), with<"operand">(inner),
                        with<"result">(op.result<"out">().getType()))
          .result<"result">();
  rewriter.replaceOp(op, {merged});
  return success();
}

static void bitcastPatterns(RewritePatternSet &patterns, Context &) {
  patterns.add<BitcastOp>("MergeComplexBitcast", mergeComplexBitcast);
  patterns.add<arith::BitcastOp>("MergeArithBitcast", mergeArithBitcast);
}

static void nameConstant(Operation *op,
                         llvm::function_ref<void(Value, llvm::StringRef)> set) {
  set(op->getResult(0), "cst");
}

//===-- The op table ------------------------------------------------------===//

static constexpr const char *kFmtUnary =
    "$complex (`fastmath` `` $fastmath^)? attr-dict `:` type($complex)";
static constexpr const char *kFmtBinary =
    "$lhs `,` $rhs (`fastmath` `` $fastmath^)? attr-dict `:` type($result)";
static constexpr const char *kFmtCompare =
    "$lhs `,` $rhs attr-dict `:` type($lhs)";

static constexpr uint64_t kSameType =
    Pure | Elementwise | SameOperandsAndResultType;

/// re, im, abs and angle: a float of the operand's part type.
template <typename OpT>
static OpDefinition definePartOp(FoldFn fold = nullptr,
                                 CanonicalizeFn canonicalize = nullptr) {
  return defineOp<OpT>({.traits = Pure | Elementwise,
                        .verify = verifyPart,
                        .format = kFmtUnary,
                        .fold = fold,
                        .canonicalize = canonicalize,
                        .inferResultTypes = inferPart});
}

template <typename OpT, typename InnerT> static OpDefinition defineInverse() {
  return defineOp<OpT>({.traits = kSameType,
                        .format = kFmtUnary,
                        .fold = foldWith<OpT, foldInverse<OpT, InnerT>>});
}

template <typename OpT> static OpDefinition defineUnary() {
  return defineOp<OpT>({.traits = kSameType, .format = kFmtUnary});
}

template <typename OpT> static OpDefinition defineBinary(FoldFn fold) {
  return defineOp<OpT>(
      {.traits = kSameType, .format = kFmtBinary, .fold = fold});
}

template <typename OpT> static OpDefinition defineCompare() {
  return defineOp<OpT>({.traits = Pure | Elementwise,
                        .verify = verifyCompare,
                        .format = kFmtCompare,
                        .matchOperandTypes = rhsOfLhs});
}

static const OpDefinition kComplexOps[] = {
    defineOp<ConstantOp>({.traits = Pure | ConstantLike,
                          .verify = verifyConstant,
                          .format = "$value attr-dict `:` type($complex)",
                          .fold = foldConstant,
                          .resultNames = nameConstant}),
    defineOp<CreateOp>({.traits = Pure,
                        .verify = verifyCreate,
                        .format = "$real `,` $imaginary attr-dict `:` "
                                  "type($complex)",
                        .fold = foldCreate,
                        .matchOperandTypes = partsOfResult}),
    definePartOp<ReOp>(foldWith<ReOp, foldPart<ReOp, 0>>,
                       partPatterns<ReOp, 0>),
    definePartOp<ImOp>(foldWith<ImOp, foldPart<ImOp, 1>>,
                       partPatterns<ImOp, 1>),
    definePartOp<AbsOp>(),
    definePartOp<AngleOp>(),
    defineInverse<ConjOp, ConjOp>(),
    defineInverse<NegOp, NegOp>(),
    defineInverse<ExpOp, LogOp>(),
    defineInverse<LogOp, ExpOp>(),
    defineUnary<CosOp>(),
    defineUnary<Expm1Op>(),
    defineUnary<Log1pOp>(),
    defineUnary<RsqrtOp>(),
    defineUnary<SignOp>(),
    defineUnary<SinOp>(),
    defineUnary<SqrtOp>(),
    defineUnary<TanOp>(),
    defineUnary<TanhOp>(),
    defineBinary<AddOp>(foldWith<AddOp, foldAdd>),
    defineBinary<SubOp>(foldWith<SubOp, foldSub>),
    defineBinary<MulOp>(foldWith<MulOp, foldMul>),
    defineBinary<DivOp>(foldWith<DivOp, foldDiv>),
    defineBinary<Atan2Op>(nullptr),
    defineBinary<PowOp>(nullptr),
    defineCompare<EqualOp>(),
    defineCompare<NotEqualOp>(),
    defineOp<PowiOp>({.traits = Pure | Elementwise,
                      .verify = verifyPowi,
                      .format = "$lhs `,` $rhs (`fastmath` `` $fastmath^)? "
                                "attr-dict `:` type($lhs) `,` type($rhs)",
                      .inferResultTypes = constraints::inferFirstOperand}),
    defineOp<BitcastOp>(
        {.traits = Pure,
         .verify = verifyBitcast,
         .format = "$operand attr-dict `:` type($operand) `to` type($result)",
         .fold = foldBitcast,
         .canonicalize = bitcastPatterns}),
};

ComplexDialect::ComplexDialect(Context &ctx) : Dialect("complex", ctx) {
  addOps(kComplexOps);
}

Operation *ComplexDialect::materializeConstant(OpBuilder &builder,
                                               Attribute value, Type type,
                                               Location loc) {
  if (isBuildableWith(value, type))
    return create<ConstantOp>(builder, loc, with<"value">(value),
                              with<"complex">(type));
  if (Dialect *arith = getContext().getDialect("arith"))
    return arith->materializeConstant(builder, value, type, loc);
  return nullptr;
}
