//===- LinalgOps.cpp - linalg.generic, yield and index --------------------===//
//
// linalg.generic's syntax is written by hand in MLIR (hasCustomAssemblyFormat)
// and here: the indexing maps and iterator types as one dictionary (iterator
// types spelled as strings), `ins(...)`, `outs(...)`, extra attributes after
// `attrs =`, the body, and the result types.
//
//===----------------------------------------------------------------------===//
#include "dialects/linalg/LinalgOps.h"
#include "dialects/linalg/LinalgCanonicalize.h"
#include "dialects/linalg/LinalgDialect.h"
#include "dialects/linalg/StructuredOps.h"
#include "dialects/linalg/StructuredSyntax.h"
#include "dialects/memref/MemRefFolds.h"
#include "interfaces/DestinationStyleInterface.h"
#include "interfaces/InlinerInterface.h"
#include "ir/Block.h"
#include "ir/Context.h"
#include "ir/Diagnostics.h"
#include "ir/Region.h"
#include "rewrite/PatternMatch.h"
#include "text/AsmParser.h"
#include "text/OpAsm.h"

#include "llvm/ADT/StringSet.h"

using namespace terrace;
using namespace terrace::linalg;

static const EnumCase kIteratorCases[] = {{"parallel", 0}, {"reduction", 1}};
const EnumSpec linalg::kIteratorType = {"linalg",
                                        "iterator_type",
                                        kIteratorCases,
                                        /*isBitEnum=*/false,
                                        ", ",
                                        "::mlir::utils::IteratorType"};

static const EnumCase kTypeFnCases[] = {{"cast_signed", 0},
                                        {"cast_unsigned", 1}};
const EnumSpec linalg::kTypeFn = {"linalg",     "type_fn",
                                  kTypeFnCases, /*isBitEnum=*/false,
                                  ", ",         "::mlir::linalg::TypeFn"};
const TypedAttrConstraint<EnumAttr> linalg::kTypeFnProperty = {
    {.summary = "allowed 32-bit signless integer cases: 0, 1",
     .accepts =
         [](Attribute a) {
           auto e = llvm::dyn_cast<EnumAttr>(a);
           return e && &e.getSpec() == &kTypeFn;
         },
     .enumAttr = &kTypeFn,
     .isStorageKind = true}};

const TypedAttrConstraint<DenseIntOrFPElementsAttr>
    linalg::kI64ElementsProperty = {
        {"64-bit signless int elements attribute", [](Attribute a) {
           auto dense = llvm::dyn_cast<DenseIntOrFPElementsAttr>(a);
           Type element = dense ? dense.getType().getElementType() : Type();
           return element && element.isSignlessInteger() &&
                  element.getIntOrFloatBitWidth() == 64;
         }}};

const TypedAttrConstraint<ArrayAttr> linalg::kIndexingMapsProperty = {
    {"AffineMap array attribute", [](Attribute a) {
       auto array = llvm::dyn_cast<ArrayAttr>(a);
       return array && llvm::all_of(array.getValue(), [](Attribute m) {
                return llvm::isa<AffineMapAttr>(m);
              });
     }}};
const TypedAttrConstraint<ArrayAttr> linalg::kIteratorTypesProperty = {
    {"Iterator type should be an enum.", [](Attribute a) {
       auto array = llvm::dyn_cast<ArrayAttr>(a);
       return array && llvm::all_of(array.getValue(), [](Attribute t) {
                auto e = llvm::dyn_cast<EnumAttr>(t);
                return e && &e.getSpec() == &kIteratorType;
              });
     }}};
const TypedAttrConstraint<IntegerAttr> linalg::kNonNegativeI64Property = {
    {.summary = "64-bit signless integer attribute whose minimum value is 0",
     .accepts =
         [](Attribute a) {
           auto integer = llvm::dyn_cast<IntegerAttr>(a);
           return integer && integer.getType().isSignlessInteger() &&
                  integer.getType().getIntOrFloatBitWidth() == 64 &&
                  integer.getInt() >= 0;
         },
     .valueType = [](Context &ctx) -> Type {
       return IntegerType::get(ctx, 64);
     }}};
const TypeConstraint linalg::kAnyShaped = {
    "shaped of any type values",
    [](Type t) { return llvm::isa<ShapedType>(t); }, nullptr,
    /*kindName: an interface, MLIR's parseType<ShapedType>=*/""};
const TypeConstraint linalg::kTensorOrMemref = {
    "memref of any type values or ranked tensor of any type values",
    [](Type t) { return llvm::isa<MemRefType, RankedTensorType>(t); }};
const TypeConstraint linalg::kAnyRankedTensor = {
    "ranked tensor of any type values",
    [](Type t) { return llvm::isa<RankedTensorType>(t); }, nullptr,
    "builtin.tensor"};

//===-- linalg.generic's syntax
//---------------------------------------------===//

/// The attributes linalg.generic shows in its leading dictionary.
static constexpr llvm::StringLiteral kTraitAttrNames[] = {
    "doc", "indexing_maps", "iterator_types", "library_call"};

static bool isTraitAttr(llvm::StringRef name) {
  return llvm::is_contained(kTraitAttrNames, name);
}

static void printGeneric(Operation *op, OpAsmPrinter &p) {
  Context &ctx = op->getContext();
  llvm::SmallVector<NamedAttribute, 4> traits;
  for (const NamedAttribute &attr : op->getAllAttrs()) {
    if (attr.getName() == "iterator_types") {
      // Iterator types are shown as their names.
      llvm::SmallVector<Attribute, 4> names;
      for (uint64_t type : getIteratorTypes(op))
        names.push_back(StringAttr::get(ctx, kIteratorType.spell(type)));
      traits.push_back({attr.name, ArrayAttr::get(ctx, names)});
    } else if (isTraitAttr(attr.getName())) {
      traits.push_back(attr);
    }
  }
  p << ' ';
  if (!traits.empty())
    p.printAttribute(DictionaryAttr::get(ctx, traits));
  printInsOuts(p, op);
  llvm::SmallVector<NamedAttribute, 4> extra;
  for (const NamedAttribute &attr : op->getAllAttrs())
    if (!isTraitAttr(attr.getName()) && attr.getName() != "operandSegmentSizes")
      extra.push_back(attr);
  if (!extra.empty()) {
    p << " attrs = ";
    p.printOptionalAttrDict(extra);
  }
  if (!op->getRegion(0).empty()) {
    p << ' ';
    p.printRegion(op->getRegion(0));
  }
  printResultTypes(p, op);
}

static ParseResult parseGeneric(OpAsmParser &parser, OperationState &state) {
  Context &ctx = parser.getContext();
  llvm::SMLoc dictLoc = parser.getCurrentLocation();
  Attribute dict;
  if (parser.parseAttribute(dict))
    return failure();
  auto traits = llvm::dyn_cast<DictionaryAttr>(dict);
  if (!traits)
    return parser.emitError(dictLoc, "expected attribute dictionary");
  for (const NamedAttribute &attr : traits.getValue())
    state.attributes.push_back(attr);
  // Iterator types are written as strings and kept as enum attributes.
  auto iteratorTypes =
      llvm::dyn_cast_if_present<ArrayAttr>(traits.get("iterator_types"));
  if (!iteratorTypes)
    return parser.emitError(dictLoc,
                            "expected \"iterator_types\" array attribute");
  llvm::SmallVector<Attribute, 4> enums;
  for (Attribute type : iteratorTypes.getValue()) {
    auto name = llvm::dyn_cast<StringAttr>(type);
    std::optional<uint64_t> value =
        name ? kIteratorType.parse({name.getValue()}) : std::nullopt;
    if (!value)
      return parser.emitError(parser.getCurrentLocation(),
                              "unexpected iterator_type (" +
                                  (name ? name.getValue() : "") + ")");
    enums.push_back(EnumAttr::get(ctx, kIteratorType, *value));
  }
  for (NamedAttribute &attr : state.attributes)
    if (attr.getName() == "iterator_types")
      attr.value = ArrayAttr::get(ctx, enums);

  llvm::SmallVector<Type, 4> operandTypes;
  if (parseInsOuts(parser, state, operandTypes))
    return failure();
  if (parser.parseOptionalKeyword("attrs") &&
      (parser.parseEqual() || parser.parseOptionalAttrDict(state.attributes)))
    return failure();
  Region *body = state.addRegion();
  if (parser.parseRegion(*body, {}, /*isolatedFromAbove=*/false))
    return failure();
  if (parser.parseOptionalArrow() &&
      parser.parseFunctionResultTypes(state.types))
    return failure();
  return success();
}

static LogicalResult verifyGeneric(Operation *op) {
  return verifyStructuredOp(op);
}

//===-- linalg.yield and linalg.index
//-----------------------------------------===//

static LogicalResult verifyYield(Operation *op) {
  Operation *parent = op->getParentOp();
  if (!parent || parent->getNumRegions() != 1 || parent->getRegion(0).empty())
    return op->emitOpError("expected single non-empty parent region");
  if (!isStructuredOp(parent))
    return op->emitOpError("expected parent op with LinalgOp interface");
  unsigned numInits = getNumInits(parent);
  if (op->getNumOperands() != numInits)
    return op->emitOpError("expected number of yield values (")
           << llvm::Twine(op->getNumOperands())
           << ") to match the number of inits / outs operands of the "
              "enclosing LinalgOp ("
           << llvm::Twine(numInits) << ")";
  unsigned numInputs = getNumInputs(parent);
  for (unsigned i = 0; i < numInits; ++i) {
    Type type = parent->getOperand(numInputs + i).getType();
    if (llvm::isa<MemRefType, RankedTensorType>(type))
      type = llvm::cast<ShapedType>(type).getElementType();
    if (op->getOperand(i).getType() != type)
      return op->emitOpError("type of yield operand ")
             << llvm::Twine(i + 1) << " (" << op->getOperand(i).getType()
             << ") doesn't match the element type of the enclosing "
                "linalg.generic op ("
             << type << ")";
  }
  return success();
}

static LogicalResult verifyIndex(Operation *op) {
  Operation *parent = op->getParentOp();
  if (!isStructuredOp(parent))
    return op->emitOpError("expected parent op with LinalgOp interface");
  int64_t dim = IndexOp::wrap(op).property<"dim", IntegerAttr>().getInt();
  auto numLoops = int64_t(getIteratorTypes(parent).size());
  if (dim >= numLoops)
    return op->emitOpError("expected dim (")
           << llvm::Twine(dim) << ") to be lower than the number of loops ("
           << llvm::Twine(numLoops) << ") of the enclosing LinalgOp";
  return success();
}

/// The index along a loop of size 1 is 0 (MLIR's IndexOp::fold); a loop's
/// size is that of the first operand dimension its maps give it alone.
static LogicalResult foldIndex(Operation *op, llvm::ArrayRef<Attribute>,
                               llvm::SmallVectorImpl<OpFoldResult> &results) {
  Operation *parent = op->getParentOp();
  if (!parent || !isStructuredOp(parent))
    return failure();
  int64_t dim = IndexOp::wrap(op).property<"dim", IntegerAttr>().getInt();
  llvm::SmallVector<AffineMapAttr, 4> maps = getIndexingMaps(parent);
  for (unsigned i = 0; i < maps.size() && i < parent->getNumOperands(); ++i) {
    auto shaped = llvm::dyn_cast<ShapedType>(parent->getOperand(i).getType());
    if (!shaped || !shaped.hasRank())
      continue;
    for (unsigned r = 0; r < maps[i].getNumResults(); ++r) {
      AffineExpr expr = maps[i].getResult(r);
      if (expr.getKind() != AffineExprKind::DimId || expr.getValue() != dim)
        continue;
      if (r >= shaped.getShape().size() || shaped.getShape()[r] != 1)
        return failure();
      results.push_back(IntegerAttr::get(IndexType::get(op->getContext()), 0));
      return success();
    }
  }
  return failure();
}

static const StructuredOpInterface kGenericStructured = {};
static const InterfaceImpl kGenericInterfaces[] = {
    implement(kGenericStructured), implement(kStructuredOpEffects),
    implement(kStructuredDestinationStyle)};

static const OpDefinition kLinalgOps[] = {
    defineOp<GenericOp>({.verify = verifyGeneric,
                         .print = printGeneric,
                         .parse = parseGeneric,
                         .fold = memref::foldCastsIntoOp,
                         .canonicalize = genericPatterns,
                         .blockArgNames = nameInsOutsArgs,
                         .interfaces = kGenericInterfaces}),
    defineOp<YieldOp>({.traits = Pure | IsTerminator | ReturnLike,
                       .verify = verifyYield,
                       .format = "attr-dict ($values^ `:` type($values))?"}),
    defineOp<IndexOp>({.traits = Pure,
                       .verify = verifyIndex,
                       .format = "$dim attr-dict `:` type($result)",
                       .fold = foldIndex}),
};

static const EnumSpec *const kLinalgEnums[] = {&kIteratorType, &kTypeFn,
                                               &kElementwiseKind};

LinalgDialect::LinalgDialect(Context &ctx) : Dialect("linalg", ctx) {
  addOps(kLinalgOps);
  addOps(mapReduceOpDefinitions());
  addOps(elementwiseOpDefinitions());
  addOps(softmaxOpDefinitions());
  addOps(contractOpDefinitions());
  addOps(relayoutOpDefinitions());
  addOps(namedOpDefinitions());
  addEnums(kLinalgEnums);
  static const DialectInlinerInterface inliner;
  addInterface(inliner);
}

Operation *LinalgDialect::materializeConstant(OpBuilder &builder,
                                              Attribute value, Type type,
                                              Location loc) {
  Dialect *arith = getContext().getDialect("arith");
  return arith ? arith->materializeConstant(builder, value, type, loc)
               : nullptr;
}

void LinalgDialect::getCanonicalizationPatterns(
    RewritePatternSet &patterns) const {
  linalg::addDialectPatterns(patterns);
}
