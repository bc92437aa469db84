//===- MemRefOps.cpp - Allocation, access and globals --------------------===//
//
// The memref ops that allocate, free, read and write buffers, the globals,
// and the dialect itself. Verifiers check what MLIR 22's do, in its order
// and words.
//
//===----------------------------------------------------------------------===//
#include "dialects/memref/MemRefOps.h"
#include "dialects/memref/MemRefDialect.h"
#include "dialects/memref/MemRefFolds.h"
#include "dialects/memref/MemRefInternal.h"

#include "interfaces/ControlFlowInterfaces.h"
#include "interfaces/InlinerInterface.h"
#include "interfaces/ShapedDimOpInterface.h"
#include "ir/AffineExpr.h"
#include "ir/Attributes.h"
#include "ir/Block.h"
#include "ir/Context.h"
#include "ir/Diagnostics.h"
#include "ir/MemRefLayout.h"
#include "ir/Region.h"
#include "ir/SymbolTable.h"
#include "text/AsmParser.h"
#include "text/DeclarativeFormat.h"
#include "text/OpAsm.h"

#include "llvm/ADT/STLExtras.h"

using namespace terrace;
using namespace terrace::memref;
using llvm::failure;
using llvm::success;

//===-- Constraints
//---------------------------------------------------------===//

static bool isMemRef(Type t) { return llvm::isa<MemRefType>(t); }
static bool isRankedOrUnrankedMemRef(Type t) {
  return llvm::isa<MemRefType, UnrankedMemRefType>(t);
}
static bool isMemRefOfRank(Type t, int64_t rank) {
  auto m = llvm::dyn_cast<MemRefType>(t);
  return m && m.getRank() == rank;
}
static bool isSignlessIntOrFloat(Type t) {
  return t.isSignlessInteger() || t.isFloat();
}

const TypeConstraint memref::kAnyMemRef = {
    "memref of any type values", isMemRef, nullptr, "builtin.memref", isMemRef};
const TypeConstraint memref::kAnyRankedOrUnrankedMemRef = {
    "ranked or unranked memref of any type values", isRankedOrUnrankedMemRef,
    nullptr, ""};
const TypeConstraint memref::kNon0RankedOrUnrankedMemRef = {
    "unranked.memref of any type values or non-0-ranked.memref of any type "
    "values",
    [](Type t) {
      return llvm::isa<UnrankedMemRefType>(t) ||
             (isMemRef(t) && !isMemRefOfRank(t, 0));
    },
    nullptr, "", isRankedOrUnrankedMemRef};
const TypeConstraint memref::kAnyStridedMemRef = {
    "strided memref of any type values",
    [](Type t) {
      auto m = llvm::dyn_cast<MemRefType>(t);
      return m && isStrided(m);
    },
    nullptr, "builtin.memref", isMemRef};
const TypeConstraint memref::kStridedMemRefOfRank0 = {
    "strided memref of any type values of rank 0",
    [](Type t) {
      auto m = llvm::dyn_cast<MemRefType>(t);
      return m && m.getRank() == 0 && isStrided(m);
    },
    nullptr, "builtin.memref", isMemRef};
const TypeConstraint memref::kAnyStaticShapeMemRef = {
    "statically shaped memref of any type values",
    [](Type t) {
      auto m = llvm::dyn_cast<MemRefType>(t);
      return m && m.hasStaticShape();
    },
    nullptr, "builtin.memref", isMemRef};
const TypeConstraint memref::k1DMemRef = {
    "1D memref of any type values", [](Type t) { return isMemRefOfRank(t, 1); },
    nullptr, "builtin.memref", isMemRef};
const TypeConstraint memref::k1DI8MemRef = {
    "1D memref of 8-bit signless integer values",
    [](Type t) {
      return isMemRefOfRank(t, 1) &&
             llvm::cast<MemRefType>(t).getElementType().isSignlessInteger() &&
             llvm::cast<MemRefType>(t).getElementType().isInteger(8);
    },
    nullptr, "builtin.memref", isMemRef};
const TypeConstraint memref::kShapeMemRef = {
    "1D memref of signless integer or index values",
    [](Type t) {
      if (!isMemRefOfRank(t, 1))
        return false;
      Type element = llvm::cast<MemRefType>(t).getElementType();
      return element.isSignlessInteger() || element.isIndex();
    },
    nullptr, "builtin.memref", isMemRef};
const TypeConstraint memref::kIntOrFloatMemRef = {
    "memref of signless integer or floating-point values",
    [](Type t) {
      auto m = llvm::dyn_cast<MemRefType>(t);
      return m && isSignlessIntOrFloat(m.getElementType());
    },
    nullptr, "builtin.memref", isMemRef};
const TypeConstraint memref::kSignlessIntOrFloat = {
    "signless integer or floating-point", isSignlessIntOrFloat};

static bool isIntegerOf(Attribute a, unsigned width) {
  auto i = llvm::dyn_cast<IntegerAttr>(a);
  return i && i.getType().isSignlessInteger() && i.getType().isInteger(width);
}

const TypedAttrConstraint<IntegerAttr> memref::kAlignmentProperty = {
    {.summary = "64-bit signless integer attribute whose value is positive and "
                "whose value is a power of two > 0",
     .accepts = [](Attribute a) {
       if (!isIntegerOf(a, 64))
         return false;
       int64_t v = llvm::cast<IntegerAttr>(a).getInt();
       return v > 0 && llvm::isPowerOf2_64(uint64_t(v));
     }}};
const TypedAttrConstraint<IntegerAttr> memref::kPositiveI32Property = {
    {.summary = "32-bit signless integer attribute whose value is positive",
     .accepts =
         [](Attribute a) {
           return isIntegerOf(a, 32) && llvm::cast<IntegerAttr>(a).getInt() > 0;
         },
     .valueType = [](Context &ctx) -> Type {
       return IntegerType::get(ctx, 32);
     }}};
const TypedAttrConstraint<IntegerAttr> memref::kLocalityHintProperty = {
    {.summary = "32-bit signless integer attribute whose minimum value is 0 "
                "whose maximum value is 3",
     .accepts = [](Attribute a) {
       if (!isIntegerOf(a, 32))
         return false;
       int64_t v = llvm::cast<IntegerAttr>(a).getInt();
       return v >= 0 && v <= 3;
     }}};
const TypedAttrConstraint<TypeAttr> memref::kMemRefTypeProperty = {
    {.summary = "memref type attribute",
     .accepts =
         [](Attribute a) {
           auto type = llvm::dyn_cast<TypeAttr>(a);
           return type && llvm::isa<MemRefType>(type.getValue());
         },
     .isStorageKind = true,
     .storageAccepts = [](Attribute a) { return llvm::isa<TypeAttr>(a); }}};

//===-- Shared helpers
//------------------------------------------------------===//

LogicalResult memref::inferIndex(Context &ctx, const InferTypeInputs &,
                                 llvm::SmallVectorImpl<Type> &out) {
  out.push_back(IndexType::get(ctx));
  return success();
}

/// The memref type of value `v`, or null.
static MemRefType memrefTypeOf(Value v) {
  return llvm::dyn_cast<MemRefType>(v.getType());
}

//===-- alloc, alloca
//-------------------------------------------------------===//

/// MLIR's verifyAllocLikeOp: one size operand per dynamic dimension, one
/// symbol operand per symbol of the layout map.
static LogicalResult verifyAllocLike(Operation *op) {
  MemRefType type = memrefTypeOf(op->getResult(0));
  if (!type)
    return op->emitOpError("result must be a memref");
  OperandRange sizes = AllocOp::wrap(op).operands<"dynamicSizes">();
  OperandRange symbols = AllocOp::wrap(op).operands<"symbolOperands">();
  auto dynamic = unsigned(llvm::count(type.getShape(), kDynamic));
  if (sizes.size() != dynamic)
    return op->emitOpError("incorrect number of dynamic sizes, has ")
           << llvm::Twine(unsigned(sizes.size())) << ", expected "
           << llvm::Twine(dynamic);
  // The symbols of the layout's affine map: a strided layout's map has one
  // per dynamic offset or stride.
  unsigned numSymbols = 0;
  if (auto map = llvm::dyn_cast_if_present<AffineMapAttr>(type.getLayout()))
    numSymbols = map.getNumSymbols();
  else if (auto strided =
               llvm::dyn_cast_if_present<StridedLayoutAttr>(type.getLayout()))
    numSymbols = unsigned(llvm::count(strided.getStrides(), kDynamic) +
                          (strided.getOffset() == kDynamic ? 1 : 0));
  if (symbols.size() != numSymbols)
    return op->emitOpError("symbol operand count does not equal memref symbol "
                           "count: expected ")
           << llvm::Twine(numSymbols) << ", got "
           << llvm::Twine(unsigned(symbols.size()));
  return success();
}

static LogicalResult verifyAlloca(Operation *op) {
  // An alloca lives until the nearest automatic allocation scope returns.
  Operation *scope = op->getParentOp();
  while (scope && !scope->hasTrait(AutomaticAllocationScope))
    scope = scope->getParentOp();
  if (!scope)
    return op->emitOpError("requires an ancestor op with "
                           "AutomaticAllocationScope trait");
  return verifyAllocLike(op);
}

static void allocEffects(Operation *op,
                         llvm::SmallVectorImpl<MemoryEffect> &effects) {
  addEffectOnResult(op, 0, MemoryEffectKind::Allocate, effects);
}
static void allocaEffects(Operation *op,
                          llvm::SmallVectorImpl<MemoryEffect> &effects) {
  addEffectOnResult(op, 0, MemoryEffectKind::Allocate, effects,
                    kAutomaticAllocationScopeResource);
}
static const MemoryEffectOpInterface kAllocEffects = {allocEffects};
static const MemoryEffectOpInterface kAllocaEffects = {allocaEffects};
static const InterfaceImpl kAllocInterfaces[] = {implement(kAllocEffects)};
static const InterfaceImpl kAllocaInterfaces[] = {implement(kAllocaEffects)};

//===-- alloca_scope
//--------------------------------------------------------===//

/// alloca-scope ::= `memref.alloca_scope` (`->` type-list)? region
///                  attr-dict
static ParseResult parseAllocaScope(OpAsmParser &parser,
                                    OperationState &state) {
  if (parser.parseOptionalArrow() &&
      parser.parseFunctionResultTypes(state.types))
    return failure();
  Region *body = state.addRegion();
  if (parser.parseRegion(*body, {}, /*isolatedFromAbove=*/false))
    return failure();
  // An empty body, or one whose last op is not a terminator, gets the
  // return (MLIR's ensureTerminator).
  ensureImplicitTerminator(*body, state.loc, opTypeID<AllocaScopeReturnOp>);
  return parser.parseOptionalAttrDict(state.attributes);
}

/// MLIR's printer writes a space, the result types, another space, then
/// the region: `memref.alloca_scope  {` (two spaces) without results.
static void printAllocaScope(Operation *op, OpAsmPrinter &p) {
  p << ' ';
  if (op->getNumResults()) {
    p << " -> (";
    p.printTypes(op->getResultTypes());
    p << ')';
  }
  p << ' ';
  p.printRegion(op->getRegion(0), /*printEntryBlockArgs=*/false,
                /*printBlockTerminators=*/op->getNumResults() != 0);
  p.printOptionalAttrDict(op->getAllAttrs());
}

static void scopeEntry(Operation *, llvm::ArrayRef<Attribute>,
                       llvm::SmallVectorImpl<int> &to) {
  to.push_back(0);
}
static void scopeToParent(Operation *, unsigned,
                          llvm::SmallVectorImpl<int> &to) {
  to.push_back(kParentRegion);
}
static IndexRange scopeNoValues(Operation *, int) { return {0, 0}; }
static IndexRange scopeResults(Operation *op, int successor) {
  if (successor == kParentRegion)
    return {0, op->getNumResults()};
  return {0, 0};
}
static const RegionBranchOpInterface kAllocaScopeBranch = {
    scopeEntry, scopeToParent, scopeNoValues, scopeResults};
static const InterfaceImpl kAllocaScopeInterfaces[] = {
    implement(kAllocaScopeBranch)};

static IndexRange returnOperands(Operation *op, int) {
  return {0, op->getNumOperands()};
}
static const RegionBranchTerminatorInterface kAllocaScopeReturnTerminator = {
    returnOperands};
static const InterfaceImpl kAllocaScopeReturnInterfaces[] = {
    implement(kAllocaScopeReturnTerminator)};

/// MLIR's region traits of alloca_scope, after the ops inside verify: the
/// implicit terminator, the values along the edges, no arguments.
static LogicalResult verifyAllocaScopeRegions(Operation *op) {
  if (failed(verifyImplicitTerminator<AllocaScopeReturnOp>(op)) ||
      failed(verifyRegionBranchEdges(op)))
    return failure();
  Region &body = op->getRegion(0);
  if (!body.empty() && body.front().getNumArguments())
    return op->emitOpError("region should have no arguments");
  return success();
}

//===-- dealloc, realloc
//----------------------------------------------------===//

static const MemoryEffectOpInterface kDeallocEffects = {
    operandEffects<{0, MemoryEffectKind::Free}>};
static const InterfaceImpl kDeallocInterfaces[] = {implement(kDeallocEffects)};

/// MLIR's ReallocOp::verify: identity layouts, one memory space and
/// element type, a size operand exactly when the result is dynamic.
static LogicalResult verifyRealloc(Operation *op) {
  MemRefType source = memrefTypeOf(ReallocOp::wrap(op).operand<"source">());
  MemRefType result = memrefTypeOf(op->getResult(0));
  if (!hasIdentityLayout(source))
    return op->emitError("unsupported layout for source memref type ")
           << Type(source);
  if (!hasIdentityLayout(result))
    return op->emitError("unsupported layout for result memref type ")
           << Type(result);
  if (source.getMemorySpace() != result.getMemorySpace())
    return op->emitError("different memory spaces specified for source "
                         "memref type ")
           << Type(source) << " and result memref type " << Type(result);
  if (source.getElementType() != result.getElementType())
    return op->emitError("different element types specified for source "
                         "memref type ")
           << Type(source) << " and result memref type " << Type(result);
  bool hasSize = !ReallocOp::wrap(op).operands<"dynamicResultSize">().empty();
  if (result.getShape()[0] == kDynamic && !hasSize)
    return op->emitError("missing dimension operand for result type ")
           << Type(result);
  if (result.getShape()[0] != kDynamic && hasSize)
    return op->emitError("unnecessary dimension operand for result type ")
           << Type(result);
  return success();
}

static void reallocEffects(Operation *op,
                           llvm::SmallVectorImpl<MemoryEffect> &effects) {
  addEffectOnOperand(op, 0, MemoryEffectKind::Free, effects);
  addEffectOnResult(op, 0, MemoryEffectKind::Allocate, effects,
                    kDefaultResource, /*stage=*/1);
}
static const MemoryEffectOpInterface kReallocEffects = {reallocEffects};
static const InterfaceImpl kReallocInterfaces[] = {implement(kReallocEffects)};

//===-- load, store
//---------------------------------------------------------===//

static LogicalResult verifyLoad(Operation *op) {
  MemRefType type = memrefTypeOf(LoadOp::wrap(op).operand<"memref">());
  if (op->getResult(0).getType() != type.getElementType())
    return op->emitOpError("failed to verify that result type matches "
                           "element type of 'memref'");
  unsigned indices = op->getNumOperands() - 1;
  if (int64_t(indices) != type.getRank())
    return op->emitOpError("incorrect number of indices for load, expected ")
           << llvm::Twine(type.getRank()) << " but got "
           << llvm::Twine(indices);
  return success();
}

static LogicalResult verifyStore(Operation *op) {
  auto store = StoreOp::wrap(op);
  MemRefType type = memrefTypeOf(store.operand<"memref">());
  if (store.operand<"value">().getType() != type.getElementType())
    return op->emitOpError("failed to verify that type of 'value' matches "
                           "element type of 'memref'");
  if (int64_t(op->getNumOperands() - 2) != type.getRank())
    return op->emitOpError("store index operand count not equal to memref "
                           "rank");
  return success();
}

/// store's value takes the memref's element type.
static void valueOfMemRef(unsigned group,
                          llvm::ArrayRef<llvm::SmallVector<Type, 2>> operands,
                          llvm::ArrayRef<llvm::SmallVector<Type, 2>>,
                          llvm::SmallVectorImpl<Type> &out) {
  if (group == 0 && !operands[1].empty())
    if (auto shaped = llvm::dyn_cast<ShapedType>(operands[1].front()))
      out.push_back(shaped.getElementType());
}

static const MemoryEffectOpInterface kLoadEffects = {
    operandEffects<{0, MemoryEffectKind::Read}>};
static const MemoryEffectOpInterface kStoreEffects = {
    operandEffects<{1, MemoryEffectKind::Write}>};
static const InterfaceImpl kLoadInterfaces[] = {implement(kLoadEffects)};
static const InterfaceImpl kStoreInterfaces[] = {implement(kStoreEffects)};

//===-- copy
//----------------------------------------------------------------===//

/// MLIR's SameOperandsElementType and SameOperandsShape traits: shapes
/// agree where both are known, an unranked one with any.
static LogicalResult verifyCopy(Operation *op) {
  auto copy = CopyOp::wrap(op);
  auto source = llvm::cast<ShapedType>(copy.operand<"source">().getType());
  auto target = llvm::cast<ShapedType>(copy.operand<"target">().getType());
  if (source.getElementType() != target.getElementType())
    return op->emitOpError("requires the same element type for all operands");
  if (source.hasRank() && target.hasRank()) {
    bool compatible = source.getRank() == target.getRank();
    for (int64_t i = 0; compatible && i < source.getRank(); ++i) {
      int64_t a = source.getShape()[size_t(i)],
              b = target.getShape()[size_t(i)];
      compatible = a == kDynamic || b == kDynamic || a == b;
    }
    if (!compatible)
      return op->emitOpError("requires the same shape for all operands");
  }
  return success();
}

static void copyEffects(Operation *op,
                        llvm::SmallVectorImpl<MemoryEffect> &effects) {
  MemoryEffect read{MemoryEffectKind::Read};
  read.value = CopyOp::wrap(op).operand<"source">();
  read.onFullRegion = true;
  MemoryEffect write{MemoryEffectKind::Write};
  write.value = CopyOp::wrap(op).operand<"target">();
  write.onFullRegion = true;
  effects.push_back(read);
  effects.push_back(write);
}
static const MemoryEffectOpInterface kCopyEffects = {copyEffects};
static const InterfaceImpl kCopyInterfaces[] = {implement(kCopyEffects)};

//===-- dim
//-----------------------------------------------------------------===//

static const ShapedDimOpInterface kDimShapedDim = {
    [](Operation *op) { return DimOp::wrap(op).operand<"source">(); },
    [](Operation *op) { return DimOp::wrap(op).operand<"index">(); }};
static const InterfaceImpl kDimInterfaces[] = {implement(kDimShapedDim)};

//===-- global, get_global
//--------------------------------------------------===//

/// The shaped type of an elements attribute (dense, dense_resource,
/// sparse), or null.
static ShapedType elementsType(Attribute attr) {
  if (auto dense = llvm::dyn_cast<DenseIntOrFPElementsAttr>(attr))
    return dense.getType();
  if (auto strings = llvm::dyn_cast<DenseStringElementsAttr>(attr))
    return strings.getType();
  if (auto sparse = llvm::dyn_cast<SparseElementsAttr>(attr))
    return sparse.getType();
  if (auto resource = llvm::dyn_cast<DenseResourceElementsAttr>(attr))
    return resource.getType();
  return ShapedType();
}

/// custom<GlobalMemrefOpTypeAndInitialValue>($type, $initial_value):
/// `memref<2xf32>` (`=` (`uninitialized` | elements))?, the elements read
/// with the tensor type of the memref's shape implied.
static void
printGlobalTypeAndInitialValue(OpAsmPrinter &p, Operation *,
                               llvm::ArrayRef<CustomDirectiveArg> args) {
  p.printType(llvm::cast<TypeAttr>(args[0].attr).getValue());
  Attribute init = args[1].attr;
  if (!init)
    return;
  p << " = ";
  if (llvm::isa<UnitAttr>(init))
    p << "uninitialized";
  else
    p.printAttributeWithoutType(init);
}

static ParseResult
parseGlobalTypeAndInitialValue(OpAsmParser &parser,
                               llvm::ArrayRef<CustomDirectiveArg> args) {
  Type type;
  if (parser.parseType(type))
    return failure();
  auto memref = llvm::dyn_cast<MemRefType>(type);
  if (!memref || !memref.hasStaticShape())
    return parser.emitError(parser.getNameLoc(),
                            "type should be static shaped memref, but got ")
           << type;
  *args[0].parsedAttr = TypeAttr::get(type);
  if (!parser.parseOptionalEqual())
    return success();
  Context &ctx = parser.getContext();
  if (parser.parseOptionalKeyword("uninitialized")) {
    *args[1].parsedAttr = UnitAttr::get(ctx);
    return success();
  }
  Type tensorType =
      RankedTensorType::get(memref.getShape(), memref.getElementType(), {});
  Attribute init;
  if (parser.parseAttribute(init, tensorType))
    return failure();
  if (!elementsType(init))
    return parser.emitError(parser.getNameLoc(),
                            "initial value should be a unit or elements "
                            "attribute");
  *args[1].parsedAttr = init;
  return success();
}

static const CustomDirective kGlobalDirectives[] = {
    {"GlobalMemrefOpTypeAndInitialValue", printGlobalTypeAndInitialValue,
     parseGlobalTypeAndInitialValue}};

/// MLIR's GlobalOp::verify.
static LogicalResult verifyGlobal(Operation *op) {
  auto global = GlobalOp::wrap(op);
  auto type = llvm::cast<MemRefType>(
      llvm::cast<TypeAttr>(global.property<"type">()).getValue());
  if (!type.hasStaticShape())
    return op->emitOpError("type should be static shaped memref, but got ")
           << Type(type);
  if (Attribute init = global.property<"initial_value">()) {
    if (!llvm::isa<UnitAttr>(init)) {
      ShapedType initType = elementsType(init);
      if (!initType)
        return op->emitOpError("initial value should be a unit or elements "
                               "attribute, but got ")
               << init;
      if (initType.getElementType() != type.getElementType())
        return op->emitOpError("initial value element expected to be of "
                               "type ")
               << type.getElementType() << ", but was of type "
               << initType.getElementType();
      if (initType.getShape() != type.getShape())
        return op->emitOpError("initial value shape expected to be ")
               << type.getShape() << " but was " << initType.getShape();
    }
  }
  return success();
}

/// What MLIR's GetGlobalOp::verifySymbolUses checks.
static LogicalResult verifyGetGlobalSymbolUses(Operation *op) {
  auto ref = llvm::cast<SymbolRefAttr>(op->getInherentAttr("name"));
  Operation *global = symbol_table::lookupNearestSymbolFrom(op, ref);
  if (!global || !llvm::isa<GlobalOp>(global))
    return op->emitOpError("'")
           << ref.getLeaf() << "' does not reference a valid global memref";
  Type expected =
      llvm::cast<TypeAttr>(global->getInherentAttr("type")).getValue();
  if (op->getResult(0).getType() != expected)
    return op->emitOpError("result type ")
           << op->getResult(0).getType() << " does not match type " << expected
           << " of the global memref @" << ref.getLeaf();
  return success();
}

//===-- The table
//-----------------------------------------------------------===//

static constexpr char kAllocName[] = "alloc", kAllocaName[] = "alloca",
                      kDimName[] = "dim";

static const OpDefinition kAccessOps[] = {
    defineOp<AllocOp>({.verify = verifyAllocLike,
                       .format = "`(`$dynamicSizes`)` (`` `[` "
                                 "$symbolOperands^ `]`)? attr-dict `:` "
                                 "type($memref)",
                       .canonicalize = allocPatterns,
                       .resultNames = nameResult<kAllocName>,
                       .interfaces = kAllocInterfaces}),
    defineOp<AllocaOp>({.verify = verifyAlloca,
                        .format = "`(`$dynamicSizes`)` (`` `[` "
                                  "$symbolOperands^ `]`)? attr-dict `:` "
                                  "type($memref)",
                        .canonicalize = allocaPatterns,
                        .resultNames = nameResult<kAllocaName>,
                        .interfaces = kAllocaInterfaces}),
    defineOp<AllocaScopeOp>(
        {.traits = AutomaticAllocationScope | RecursiveMemoryEffects |
                   NoRegionArguments | SingleBlock,
         .print = printAllocaScope,
         .parse = parseAllocaScope,
         .implicitTerminator = opTypeID<AllocaScopeReturnOp>,
         .interfaces = kAllocaScopeInterfaces,
         .verifyRegions = verifyAllocaScopeRegions}),
    defineOp<AllocaScopeReturnOp>(
        {.traits = Pure | ReturnLike | IsTerminator,
         .format = "attr-dict ($results^ `:` type($results))?",
         .parentOp = opTypeID<AllocaScopeOp>,
         .interfaces = kAllocaScopeReturnInterfaces}),
    defineOp<DeallocOp>({.format = "$memref attr-dict `:` type($memref)",
                         .fold = foldCastsIntoOp,
                         .interfaces = kDeallocInterfaces}),
    defineOp<ReallocOp>({.verify = verifyRealloc,
                         .format = "$source (`(` $dynamicResultSize^ `)`)? "
                                   "attr-dict `:` type($source) `to` "
                                   "type(results)",
                         .interfaces = kReallocInterfaces}),
    defineOp<LoadOp>({.verify = verifyLoad,
                      .format = "$memref `[` $indices `]` attr-dict `:` "
                                "type($memref)",
                      .fold = foldLoad,
                      .inferResultTypes = constraints::inferElementOfFirst,
                      .interfaces = kLoadInterfaces}),
    defineOp<StoreOp>({.verify = verifyStore,
                       .format = "$value `,` $memref `[` $indices `]` "
                                 "attr-dict `:` type($memref)",
                       .fold = foldCastsIntoOpButFirst,
                       .matchOperandTypes = valueOfMemRef,
                       .interfaces = kStoreInterfaces}),
    defineOp<CopyOp>({.verify = verifyCopy,
                      .format = "$source `,` $target attr-dict `:` "
                                "type($source) `to` type($target)",
                      .fold = foldCopy,
                      .canonicalize = copyPatterns,
                      .interfaces = kCopyInterfaces}),
    defineOp<DimOp>({.traits = NoMemoryEffect,
                     .format = "attr-dict $source `,` $index `:` "
                               "type($source)",
                     .fold = foldWith<DimOp, foldDim>,
                     .resultNames = nameResult<kDimName>,
                     .inferResultTypes = inferIndex,
                     .interfaces = kDimInterfaces}),
    defineOp<RankOp>({.traits = Pure,
                      .format = "$memref attr-dict `:` type($memref)",
                      .fold = foldRank,
                      .inferResultTypes = inferIndex}),
    defineOp<GlobalOp>(
        {.traits = SymbolTrait,
         .verify = verifyGlobal,
         .format = "($sym_visibility^)? (`constant` $constant^)? $sym_name "
                   "`:` custom<GlobalMemrefOpTypeAndInitialValue>($type, "
                   "$initial_value) attr-dict",
         .customDirectives = kGlobalDirectives}),
    defineOp<GetGlobalOp>({.traits = Pure,
                           .format = "$name `:` type($result) attr-dict",
                           .verifySymbolUses = verifyGetGlobalSymbolUses}),
};

llvm::ArrayRef<OpDefinition> memref::accessOpDefinitions() {
  return kAccessOps;
}

//===-- The dialect
//---------------------------------------------------------===//

MemRefDialect::MemRefDialect(Context &ctx) : Dialect("memref", ctx) {
  addOps(accessOpDefinitions());
  addOps(viewOpDefinitions());
  addOps(atomicOpDefinitions());
  // Every op of the dialect may be inlined (MLIR's inliner interface).
  static const DialectInlinerInterface inliner;
  addInterface(inliner);
}

Operation *MemRefDialect::materializeConstant(OpBuilder &builder,
                                              Attribute value, Type type,
                                              Location loc) {
  // As MLIR: constants are arith.constant.
  if (Dialect *arith = getContext().getDialect("arith"))
    return arith->materializeConstant(builder, value, type, loc);
  return nullptr;
}
