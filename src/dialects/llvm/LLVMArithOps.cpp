//===- LLVMArithOps.cpp - Arithmetic, compares, casts, intrinsics ---------===//
//
// The llvm ops that compute on scalars and vectors, with MLIR 22's syntax
// (declarative formats, and the compares' custom one) and checks.
//
//===----------------------------------------------------------------------===//
#include "dialects/llvm/LLVMOps.h"
#include "dialects/llvm/LLVMTypes.h"

#include "ir/Context.h"
#include "ir/Diagnostics.h"
#include "ir/Operation.h"
#include "text/AsmParser.h"
#include "text/OpAsm.h"

using namespace terrace;
using namespace terrace::LLVM;
using llvm::failure;
using llvm::LogicalResult;
using llvm::ParseResult;
using llvm::success;

//===-- Compares ----------------------------------------------------------===//

/// `"slt" %a, %b {attrs} : i32`: the predicate as a string, the operands'
/// type after the colon (MLIR's custom syntax of icmp and fcmp).
template <const EnumSpec &Predicates>
static void printCompare(Operation *op, OpAsmPrinter &p) {
  auto predicate = llvm::cast<IntegerAttr>(op->getInherentAttr("predicate"));
  p << " \"" << Predicates.spell(predicate.getValue().getZExtValue()) << "\" ";
  p.printOperands(op->getOperands());
  llvm::SmallVector<llvm::StringRef, 2> elided = {"predicate"};
  if (op->getInherentAttr("fastmathFlags") == noFastmath(op->getContext()))
    elided.push_back("fastmathFlags");
  p.printOptionalAttrDict(op->getAllAttrs(), elided);
  p << " : ";
  p.printType(op->getOperand(0).getType());
}

template <const EnumSpec &Predicates>
static ParseResult parseCompare(OpAsmParser &parser, OperationState &state) {
  Context &ctx = parser.getContext();
  llvm::SMLoc predicateLoc = parser.getCurrentLocation();
  Attribute predicateAttr;
  if (parser.parseAttribute(predicateAttr))
    return failure();
  auto name = llvm::dyn_cast<StringAttr>(predicateAttr);
  if (!name)
    return parser.emitError(predicateLoc,
                            "invalid kind of attribute specified");
  OpAsmParser::UnresolvedOperand lhs, rhs;
  Type type;
  if (parser.parseOperand(lhs) || parser.parseComma() ||
      parser.parseOperand(rhs) ||
      parser.parseOptionalAttrDict(state.attributes) ||
      parser.parseColonType(type) ||
      parser.resolveOperands({lhs, rhs}, {type, type}, parser.getNameLoc(),
                             state.operands))
    return failure();
  // The predicate's spelling is checked once the rest is read (MLIR's).
  llvm::StringRef spelling = name.getValue();
  std::optional<uint64_t> value = Predicates.parse({spelling});
  if (!value)
    return parser.emitError(predicateLoc, "'" + spelling +
                                              "' is an incorrect value of the "
                                              "'predicate' attribute");
  state.addAttribute(StringAttr::get(ctx, "predicate"),
                     i64Attr(ctx, int64_t(*value)));
  state.types.push_back(constraints::boolLikeOf(type));
  return success();
}

static LogicalResult verifyCompare(Operation *op) {
  if (op->getOperand(0).getType() != op->getOperand(1).getType())
    return op->emitOpError("requires all operands to have the same type");
  if (op->getResult(0).getType() !=
      constraints::boolLikeOf(op->getOperand(0).getType()))
    return op->emitOpError("failed to verify that result type has i1 element "
                           "type and same shape as operands");
  return success();
}

//===-- Casts -------------------------------------------------------------===//

static unsigned scalarWidth(Type type) {
  if (auto vector = llvm::dyn_cast<VectorType>(type))
    type = vector.getElementType();
  return type.getIntOrFloatBitWidth();
}

/// sext and zext widen (MLIR's verifyExtOp).
static LogicalResult verifyExtension(Operation *op) {
  Type from = op->getOperand(0).getType(), to = op->getResult(0).getType();
  auto fromVector = llvm::dyn_cast<VectorType>(from);
  auto toVector = llvm::dyn_cast<VectorType>(to);
  if (bool(fromVector) != bool(toVector))
    return op->emitError(fromVector ? "input type is a vector but output type "
                                      "is an integer"
                                    : "input type is an integer but output "
                                      "type is a vector");
  if (fromVector && fromVector.getShape() != toVector.getShape())
    return op->emitError("input and output vectors are of incompatible shape");
  if (scalarWidth(to) <= scalarWidth(from))
    return op->emitError("integer width of the output type is smaller or "
                         "equal to the integer width of the input type");
  return success();
}

/// Pointers cast only to pointers of their address space (MLIR's
/// BitcastOp::verify).
static LogicalResult verifyBitcast(Operation *op) {
  Type from = op->getOperand(0).getType(), to = op->getResult(0).getType();
  auto scalarPointer = [](Type t) {
    if (auto vector = llvm::dyn_cast<VectorType>(t))
      t = vector.getElementType();
    return llvm::dyn_cast<LLVMPointerType>(t);
  };
  LLVMPointerType fromPtr = scalarPointer(from), toPtr = scalarPointer(to);
  if (!fromPtr && !toPtr)
    return success();
  if (bool(fromPtr) != bool(toPtr))
    return op->emitOpError("can only cast pointers from and to pointers");
  if (llvm::isa<VectorType>(from) != llvm::isa<VectorType>(to))
    return op->emitOpError(llvm::isa<VectorType>(from)
                               ? "cannot cast vector of pointers to pointer"
                               : "cannot cast pointer to vector of pointers");
  if (fromPtr.getAddressSpace() != toPtr.getAddressSpace())
    return op->emitOpError("cannot cast pointers of different address "
                           "spaces, use 'llvm.addrspacecast' instead");
  return success();
}

//===-- llvm.select -------------------------------------------------------===//

/// Both values are of the result's type (MLIR's AllTypesMatch).
static void valuesOfResult(unsigned group,
                           llvm::ArrayRef<llvm::SmallVector<Type, 2>>,
                           llvm::ArrayRef<llvm::SmallVector<Type, 2>> results,
                           llvm::SmallVectorImpl<Type> &out) {
  if (group != 0 && !results.empty() && !results[0].empty())
    out.push_back(results[0].front());
}

//===-- llvm.intr.assume --------------------------------------------------===//

/// The operand bundles of llvm.intr.assume (MLIR's custom<OpBundles>):
///   `[` (tag `(` (operands `:` types)? `)`) (`,` ...)* `]`
/// where each bundle is a string tag and the operands it passes; none
/// when there is no `[`, and `[]` is none too.
static ParseResult
parseOpBundles(OpAsmParser &parser,
               llvm::SmallVectorImpl<OpAsmParser::UnresolvedOperand> &operands,
               llvm::SmallVectorImpl<Type> &types,
               llvm::SmallVectorImpl<int32_t> &sizes, ArrayAttr &tags) {
  if (!parser.parseOptionalPunctuation("["))
    return success();
  if (parser.parseOptionalPunctuation("]"))
    return success();
  Context &ctx = parser.getContext();
  llvm::SmallVector<Attribute, 2> tagAttrs;
  auto parseBundle = [&]() -> ParseResult {
    llvm::SMLoc tagLoc = parser.getCurrentLocation();
    std::string tag;
    if (parser.parseString(tag))
      return parser.emitFollowingError(tagLoc, "expect operand bundle tag");
    if (parser.parseLParen())
      return failure();
    size_t before = operands.size();
    if (!parser.parseOptionalRParen()) {
      if (parser.parseOperandList(operands) || parser.parseColon() ||
          parser.parseTypeList(types) || parser.parseRParen())
        return failure();
    }
    sizes.push_back(int32_t(operands.size() - before));
    tagAttrs.push_back(StringAttr::get(ctx, tag));
    return success();
  };
  do {
    if (parseBundle())
      return failure();
  } while (parser.parseOptionalComma());
  if (!parser.parseOptionalPunctuation("]"))
    return *parser.parsePunctuation("]");
  tags = ArrayAttr::get(ctx, tagAttrs);
  return success();
}

/// assume ::= `llvm.intr.assume` $cond op-bundles? `:` type($cond) attr-dict
static ParseResult parseAssume(OpAsmParser &parser, OperationState &state) {
  Context &ctx = parser.getContext();
  OpAsmParser::UnresolvedOperand cond;
  llvm::SmallVector<OpAsmParser::UnresolvedOperand, 4> bundleOperands;
  llvm::SmallVector<Type, 4> bundleTypes;
  llvm::SmallVector<int32_t, 2> sizes;
  ArrayAttr tags;
  Type condType;
  if (parser.parseOperand(cond))
    return failure();
  llvm::SMLoc bundlesLoc = parser.getCurrentLocation();
  if (parseOpBundles(parser, bundleOperands, bundleTypes, sizes, tags) ||
      parser.parseColonType(condType) ||
      parser.parseOptionalAttrDict(state.attributes))
    return failure();
  auto set = [&](llvm::StringRef name, Attribute value) {
    // The attribute dictionary may spell a property itself; it wins, as
    // in MLIR's generated parser.
    if (llvm::none_of(state.attributes, [&](const NamedAttribute &a) {
          return a.getName() == name;
        }))
      state.addAttribute(StringAttr::get(ctx, name), value);
  };
  set("op_bundle_sizes", DenseArrayAttr::get(ctx, llvm::ArrayRef(sizes)));
  if (tags)
    set("op_bundle_tags", tags);
  if (parser.resolveOperands({cond}, {condType}, parser.getNameLoc(),
                             state.operands))
    return failure();
  return parser.resolveOperands(bundleOperands, bundleTypes, bundlesLoc,
                                state.operands);
}

static void printAssume(Operation *op, OpAsmPrinter &p) {
  p << ' ';
  p.printOperand(op->getOperand(0));
  auto sizes =
      llvm::cast<DenseArrayAttr>(op->getInherentAttr("op_bundle_sizes"));
  auto tags = llvm::dyn_cast_if_present<ArrayAttr>(
      op->getInherentAttr("op_bundle_tags"));
  if (sizes.size() && tags && tags.size() == size_t(sizes.size())) {
    p << " [";
    unsigned next = 1;
    for (int64_t i = 0; i < sizes.size(); ++i) {
      if (i)
        p << ", ";
      p.printAttribute(tags[size_t(i)]);
      p << '(';
      OperandRange bundle =
          op->getOperands().slice(next, size_t(sizes.getInt(i)));
      next += unsigned(sizes.getInt(i));
      if (!bundle.empty()) {
        p.printOperands(bundle);
        p << " : ";
        p.printTypes(bundle.getTypes());
      }
      p << ')';
    }
    p << ']';
  }
  p << " : ";
  p.printType(op->getOperand(0).getType());
  p.printOptionalAttrDict(op->getAllAttrs(),
                          {"op_bundle_sizes", "op_bundle_tags"});
}

/// Each bundle has a string tag (MLIR's verifyOperandBundles).
static LogicalResult verifyAssume(Operation *op) {
  auto sizes =
      llvm::cast<DenseArrayAttr>(op->getInherentAttr("op_bundle_sizes"));
  auto tags = llvm::dyn_cast_if_present<ArrayAttr>(
      op->getInherentAttr("op_bundle_tags"));
  if (tags && !llvm::all_of(tags.getValue(), [](Attribute tag) {
        return llvm::isa<StringAttr>(tag);
      }))
    return op->emitError("operand bundle tag must be a StringAttr");
  size_t numTags = tags ? tags.size() : 0;
  if (size_t(sizes.size()) != numTags)
    return op->emitError("expected ")
           << int64_t(sizes.size()) << " operand bundle tags, but actually got "
           << int64_t(numTags);
  return success();
}

//===-- The table ---------------------------------------------------------===//

static constexpr uint64_t kPureSame = Pure | SameOperandsAndResultType;
static constexpr const char *kBinaryFormat =
    "$lhs `,` $rhs attr-dict `:` type($res)";
static constexpr const char *kOverflowFormat =
    "$lhs `,` $rhs (`overflow` `` $overflowFlags^)? attr-dict `:` type($res)";
static constexpr const char *kExactFormat =
    "(`exact` $isExact^)? $lhs `,` $rhs attr-dict `:` type($res)";
static constexpr const char *kCastFormat =
    "$arg attr-dict `:` type($arg) `to` type($res)";
static constexpr const char *kNonNegCastFormat =
    "(`nneg` $nonNeg^)? $arg attr-dict `:` type($arg) `to` type($res)";
static constexpr const char *kIntrinsicFormat =
    "`(` operands `)` attr-dict `:` functional-type(operands, results)";

static const OpDefinition kArithOps[] = {
    defineOp<AddOp>(
        {.traits = kPureSame | Commutative, .format = kOverflowFormat}),
    defineOp<SubOp>({.traits = kPureSame, .format = kOverflowFormat}),
    defineOp<MulOp>(
        {.traits = kPureSame | Commutative, .format = kOverflowFormat}),
    defineOp<ShlOp>({.traits = kPureSame, .format = kOverflowFormat}),
    // Division by zero is undefined behaviour: not speculatable, so not
    // Pure, but free of memory effects.
    defineOp<UDivOp>({.traits = NoMemoryEffect | SameOperandsAndResultType,
                      .format = kExactFormat}),
    defineOp<SDivOp>({.traits = NoMemoryEffect | SameOperandsAndResultType,
                      .format = kExactFormat}),
    defineOp<LShrOp>({.traits = kPureSame, .format = kExactFormat}),
    defineOp<AShrOp>({.traits = kPureSame, .format = kExactFormat}),
    defineOp<URemOp>({.traits = kPureSame, .format = kBinaryFormat}),
    defineOp<SRemOp>({.traits = kPureSame, .format = kBinaryFormat}),
    defineOp<AndOp>({.traits = kPureSame, .format = kBinaryFormat}),
    defineOp<XOrOp>({.traits = kPureSame, .format = kBinaryFormat}),
    defineOp<OrOp>({.traits = kPureSame,
                    .format = "(`disjoint` $isDisjoint^)? $lhs `,` $rhs "
                              "attr-dict `:` type($res)"}),
    defineOp<FAddOp>({.traits = kPureSame, .format = kBinaryFormat}),
    defineOp<FSubOp>({.traits = kPureSame, .format = kBinaryFormat}),
    defineOp<FMulOp>({.traits = kPureSame, .format = kBinaryFormat}),
    defineOp<FDivOp>({.traits = kPureSame, .format = kBinaryFormat}),
    defineOp<FRemOp>({.traits = kPureSame, .format = kBinaryFormat}),
    defineOp<FNegOp>(
        {.traits = kPureSame, .format = "$operand attr-dict `:` type($res)"}),
    defineOp<ICmpOp>({.traits = Pure,
                      .verify = verifyCompare,
                      .print = printCompare<kICmpPredicate>,
                      .parse = parseCompare<kICmpPredicate>}),
    defineOp<FCmpOp>({.traits = Pure,
                      .verify = verifyCompare,
                      .print = printCompare<kFCmpPredicate>,
                      .parse = parseCompare<kFCmpPredicate>}),
    defineOp<TruncOp>({.traits = Pure,
                       .format = "$arg (`overflow` `` $overflowFlags^)? "
                                 "attr-dict `:` type($arg) `to` type($res)"}),
    defineOp<ZExtOp>({.traits = Pure,
                      .verify = verifyExtension,
                      .format = kNonNegCastFormat}),
    defineOp<SExtOp>(
        {.traits = Pure, .verify = verifyExtension, .format = kCastFormat}),
    defineOp<FPTruncOp>({.traits = Pure, .format = kCastFormat}),
    defineOp<FPExtOp>({.traits = Pure, .format = kCastFormat}),
    defineOp<FPToSIOp>({.traits = Pure, .format = kCastFormat}),
    defineOp<FPToUIOp>({.traits = Pure, .format = kCastFormat}),
    defineOp<SIToFPOp>({.traits = Pure, .format = kCastFormat}),
    defineOp<UIToFPOp>({.traits = Pure, .format = kNonNegCastFormat}),
    defineOp<BitcastOp>(
        {.traits = Pure, .verify = verifyBitcast, .format = kCastFormat}),
    defineOp<PtrToIntOp>({.traits = Pure, .format = kCastFormat}),
    defineOp<IntToPtrOp>({.traits = Pure, .format = kCastFormat}),
    defineOp<AddrSpaceCastOp>({.traits = Pure, .format = kCastFormat}),
    defineOp<SelectOp>({.traits = Pure,
                        .format = "operands attr-dict `:` type($condition) "
                                  "`,` type($res)",
                        .matchOperandTypes = valuesOfResult}),
    defineOp<FreezeOp>(
        {.traits = kPureSame, .format = "$val attr-dict `:` type($val)"}),
    defineOp<FAbsOp>({.traits = kPureSame, .format = kIntrinsicFormat}),
    defineOp<SqrtOp>({.traits = kPureSame, .format = kIntrinsicFormat}),
    defineOp<ExpOp>({.traits = kPureSame, .format = kIntrinsicFormat}),
    defineOp<Exp2Op>({.traits = kPureSame, .format = kIntrinsicFormat}),
    defineOp<LogOp>({.traits = kPureSame, .format = kIntrinsicFormat}),
    defineOp<Log2Op>({.traits = kPureSame, .format = kIntrinsicFormat}),
    defineOp<Log10Op>({.traits = kPureSame, .format = kIntrinsicFormat}),
    defineOp<SinOp>({.traits = kPureSame, .format = kIntrinsicFormat}),
    defineOp<CosOp>({.traits = kPureSame, .format = kIntrinsicFormat}),
    defineOp<TanOp>({.traits = kPureSame, .format = kIntrinsicFormat}),
    defineOp<TanhOp>({.traits = kPureSame, .format = kIntrinsicFormat}),
    defineOp<FloorOp>({.traits = kPureSame, .format = kIntrinsicFormat}),
    defineOp<CeilOp>({.traits = kPureSame, .format = kIntrinsicFormat}),
    defineOp<RoundOp>({.traits = kPureSame, .format = kIntrinsicFormat}),
    defineOp<RoundEvenOp>({.traits = kPureSame, .format = kIntrinsicFormat}),
    defineOp<FTruncOp>({.traits = kPureSame, .format = kIntrinsicFormat}),
    defineOp<PowOp>({.traits = kPureSame, .format = kIntrinsicFormat}),
    defineOp<CopySignOp>({.traits = kPureSame, .format = kIntrinsicFormat}),
    defineOp<MinNumOp>({.traits = kPureSame, .format = kIntrinsicFormat}),
    defineOp<MaxNumOp>({.traits = kPureSame, .format = kIntrinsicFormat}),
    defineOp<MinimumOp>({.traits = kPureSame, .format = kIntrinsicFormat}),
    defineOp<MaximumOp>({.traits = kPureSame, .format = kIntrinsicFormat}),
    defineOp<FMAOp>({.traits = kPureSame,
                     .format = "`(` operands `)` attr-dict `:` "
                               "functional-type(operands, results)"}),
    defineOp<FMulAddOp>({.traits = kPureSame, .format = kIntrinsicFormat}),
    defineOp<RintOp>({.traits = kPureSame, .format = kIntrinsicFormat}),
    defineOp<NearbyintOp>({.traits = kPureSame, .format = kIntrinsicFormat}),
    defineOp<Exp10Op>({.traits = kPureSame, .format = kIntrinsicFormat}),
    defineOp<ASinOp>({.traits = kPureSame, .format = kIntrinsicFormat}),
    defineOp<ACosOp>({.traits = kPureSame, .format = kIntrinsicFormat}),
    defineOp<ATanOp>({.traits = kPureSame, .format = kIntrinsicFormat}),
    defineOp<SinhOp>({.traits = kPureSame, .format = kIntrinsicFormat}),
    defineOp<CoshOp>({.traits = kPureSame, .format = kIntrinsicFormat}),
    defineOp<ATan2Op>({.traits = kPureSame, .format = kIntrinsicFormat}),
    defineOp<CtPopOp>({.traits = kPureSame, .format = kIntrinsicFormat}),
    defineOp<BitReverseOp>({.traits = kPureSame, .format = kIntrinsicFormat}),
    defineOp<ByteSwapOp>({.traits = kPureSame, .format = kIntrinsicFormat}),
    defineOp<SAddSatOp>({.traits = kPureSame, .format = kIntrinsicFormat}),
    defineOp<UAddSatOp>({.traits = kPureSame, .format = kIntrinsicFormat}),
    defineOp<SSubSatOp>({.traits = kPureSame, .format = kIntrinsicFormat}),
    defineOp<USubSatOp>({.traits = kPureSame, .format = kIntrinsicFormat}),
    defineOp<SShlSatOp>({.traits = kPureSame, .format = kIntrinsicFormat}),
    defineOp<UShlSatOp>({.traits = kPureSame, .format = kIntrinsicFormat}),
    defineOp<FshlOp>({.traits = kPureSame, .format = kIntrinsicFormat}),
    defineOp<FshrOp>({.traits = kPureSame, .format = kIntrinsicFormat}),
    defineOp<LroundOp>({.traits = Pure, .format = kIntrinsicFormat}),
    defineOp<LlroundOp>({.traits = Pure, .format = kIntrinsicFormat}),
    defineOp<LrintOp>({.traits = Pure, .format = kIntrinsicFormat}),
    defineOp<LlrintOp>({.traits = Pure, .format = kIntrinsicFormat}),
    defineOp<SAddWithOverflowOp>({.traits = Pure}),
    defineOp<UAddWithOverflowOp>({.traits = Pure}),
    defineOp<SSubWithOverflowOp>({.traits = Pure}),
    defineOp<USubWithOverflowOp>({.traits = Pure}),
    defineOp<SMulWithOverflowOp>({.traits = Pure}),
    defineOp<UMulWithOverflowOp>({.traits = Pure}),
    defineOp<IsFPClassOp>({.traits = Pure}),
    defineOp<SMaxOp>({.traits = kPureSame, .format = kIntrinsicFormat}),
    defineOp<SMinOp>({.traits = kPureSame, .format = kIntrinsicFormat}),
    defineOp<UMaxOp>({.traits = kPureSame, .format = kIntrinsicFormat}),
    defineOp<UMinOp>({.traits = kPureSame, .format = kIntrinsicFormat}),
    defineOp<PowIOp>({.traits = Pure, .format = kIntrinsicFormat}),
    // No custom syntax in MLIR 22: always the generic form.
    defineOp<CountLeadingZerosOp>({.traits = kPureSame}),
    defineOp<CountTrailingZerosOp>({.traits = kPureSame}),
    defineOp<AbsOp>({.traits = Pure}),
    // No memory effects declared: nothing may move or drop an assumption.
    defineOp<AssumeOp>(
        {.verify = verifyAssume, .print = printAssume, .parse = parseAssume}),
};

llvm::ArrayRef<OpDefinition> LLVM::arithOpDefinitions() { return kArithOps; }
