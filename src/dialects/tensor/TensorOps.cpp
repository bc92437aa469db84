//===- TensorOps.cpp - The tensor ops: table, verifiers, folds ------------===//
#include "dialects/tensor/TensorOps.h"
#include "dialects/common/ConstantFolding.h"
#include "dialects/tensor/TensorCanonicalize.h"
#include "dialects/tensor/TensorDialect.h"
#include "dialects/tensor/TensorInternal.h"
#include "interfaces/DestinationStyleInterface.h"
#include "interfaces/InlinerInterface.h"
#include "interfaces/ShapedDimOpInterface.h"
#include "ir/Attributes.h"
#include "ir/Block.h"
#include "ir/Builder.h"
#include "ir/Context.h"
#include "ir/Diagnostics.h"
#include "ir/Operation.h"
#include "ir/Region.h"
#include "rewrite/Folding.h"
#include "rewrite/PatternMatch.h"

using namespace terrace;
using namespace terrace::tensor;

//===-- Type constraints --------------------------------------------------===//

const TypeConstraint tensor::kAnyTensor = {
    "tensor of any type values",
    [](Type t) { return llvm::isa<RankedTensorType, UnrankedTensorType>(t); }};
const TypeConstraint tensor::kAnyRankedTensor = {
    "ranked tensor of any type values",
    [](Type t) { return llvm::isa<RankedTensorType>(t); }, nullptr,
    "builtin.tensor"};
const TypeConstraint tensor::kNon0RankedOrUnrankedTensor = {
    "non-0-ranked or unranked tensor", [](Type t) {
      if (llvm::isa<UnrankedTensorType>(t))
        return true;
      auto ranked = llvm::dyn_cast<RankedTensorType>(t);
      return ranked && ranked.getRank() != 0;
    }};
const TypeConstraint tensor::kAnyStaticShapeTensor = {
    "statically shaped tensor of any type values",
    [](Type t) {
      auto ranked = llvm::dyn_cast<RankedTensorType>(t);
      return ranked && ranked.hasStaticShape();
    },
    nullptr, "builtin.tensor"};

//===-- Shared checks and type rules
//---------------------------------------===//

static int64_t countDynamic(ShapedType type) {
  return llvm::count(type.getShape(), kDynamic);
}

/// MLIR's verifyDynamicDimensionCount: one size operand per `?`.
static LogicalResult verifyDynamicSizes(Operation *op, Type result,
                                        size_t numSizes) {
  int64_t expected = countDynamic(llvm::cast<ShapedType>(result));
  if (int64_t(numSizes) != expected)
    return op->emitOpError("incorrect number of dynamic sizes, has ")
           << llvm::Twine(numSizes) << ", expected " << llvm::Twine(expected);
  return success();
}

static Type elementTypeOf(Type type) {
  auto shaped = llvm::dyn_cast_if_present<ShapedType>(type);
  return shaped ? shaped.getElementType() : Type();
}

/// The result of insert is its destination's type.
LogicalResult tensor::inferSecondOperand(Context &, const InferTypeInputs &in,
                                         llvm::SmallVectorImpl<Type> &out) {
  if (in.operandTypes.size() < 2)
    return failure();
  out.push_back(in.operandTypes[1]);
  return success();
}

/// dim and rank give an index.
static LogicalResult inferIndex(Context &ctx, const InferTypeInputs &,
                                llvm::SmallVectorImpl<Type> &out) {
  out.push_back(IndexType::get(ctx));
  return success();
}

/// insert's scalar takes the destination's element type.
static void scalarOfDest(unsigned group,
                         llvm::ArrayRef<llvm::SmallVector<Type, 2>> operands,
                         llvm::ArrayRef<llvm::SmallVector<Type, 2>>,
                         llvm::SmallVectorImpl<Type> &out) {
  if (group == 0 && !operands[1].empty())
    if (Type element = elementTypeOf(operands[1].front()))
      out.push_back(element);
}
/// from_elements' and splat's operands take the result's element type
/// (one per element for from_elements).
static void elementsOfResult(unsigned group,
                             llvm::ArrayRef<llvm::SmallVector<Type, 2>>,
                             llvm::ArrayRef<llvm::SmallVector<Type, 2>> results,
                             llvm::SmallVectorImpl<Type> &out) {
  if (group != 0 || results[0].empty())
    return;
  auto type = llvm::dyn_cast<RankedTensorType>(results[0].front());
  if (type && type.hasStaticShape())
    out.append(size_t(type.getNumElements()), type.getElementType());
}
static void inputOfResult(unsigned group,
                          llvm::ArrayRef<llvm::SmallVector<Type, 2>>,
                          llvm::ArrayRef<llvm::SmallVector<Type, 2>> results,
                          llvm::SmallVectorImpl<Type> &out) {
  if (group == 0 && !results[0].empty())
    if (Type element = elementTypeOf(results[0].front()))
      out.push_back(element);
}

//===-- Verifiers
//-----------------------------------------------------------===//

static LogicalResult verifyEmpty(Operation *op) {
  return verifyDynamicSizes(
      op, op->getResult(0).getType(),
      EmptyOp::wrap(op).operands<"dynamicSizes">().size());
}

static LogicalResult verifyExtract(Operation *op) {
  auto extract = ExtractOp::wrap(op);
  auto type =
      llvm::cast<RankedTensorType>(extract.operand<"tensor">().getType());
  if (type.getRank() != int64_t(extract.operands<"indices">().size()))
    return op->emitOpError("incorrect number of indices for extract_element");
  if (extract.result<"result">().getType() != type.getElementType())
    return op->emitOpError("failed to verify that result type matches "
                           "element type of tensor");
  return success();
}

static LogicalResult verifyInsert(Operation *op) {
  auto insert = InsertOp::wrap(op);
  auto type = llvm::cast<RankedTensorType>(insert.operand<"dest">().getType());
  if (type.getRank() != int64_t(insert.operands<"indices">().size()))
    return op->emitOpError("incorrect number of indices");
  if (insert.result<"result">().getType() != type)
    return op->emitOpError("failed to verify that result type matches type "
                           "of dest");
  if (insert.operand<"scalar">().getType() != type.getElementType())
    return op->emitOpError("failed to verify that scalar type matches "
                           "element type of dest");
  return success();
}

static LogicalResult verifyFromElements(Operation *op) {
  auto type = llvm::cast<RankedTensorType>(op->getResult(0).getType());
  if (int64_t(op->getNumOperands()) != type.getNumElements())
    return op->emitOpError("failed to verify that operand types match result "
                           "element type");
  for (Value element : op->getOperands())
    if (element.getType() != type.getElementType())
      return op->emitOpError("failed to verify that operand types match "
                             "result element type");
  return success();
}

static LogicalResult verifySplat(Operation *op) {
  auto splat = SplatOp::wrap(op);
  Type type = splat.result<"aggregate">().getType();
  if (splat.operand<"input">().getType() != elementTypeOf(type))
    return op->emitOpError("failed to verify that operand type matches "
                           "element type of result");
  return verifyDynamicSizes(op, type, splat.operands<"dynamicSizes">().size());
}

static LogicalResult verifyGenerate(Operation *op) {
  auto generate = GenerateOp::wrap(op);
  return verifyDynamicSizes(op, generate.result<"result">().getType(),
                            generate.operands<"dynamicExtents">().size());
}

static LogicalResult verifyGenerateRegions(Operation *op) {
  auto generate = GenerateOp::wrap(op);
  auto type =
      llvm::cast<RankedTensorType>(generate.result<"result">().getType());
  Block &body = generate.region<"body">().front();
  if (int64_t(body.getNumArguments()) != type.getRank())
    return op->emitError("must have one body argument per input dimension");
  for (Value arg : body.getArguments())
    if (!arg.getType().isIndex())
      return op->emitError("all body arguments must be index");
  Operation *terminator = body.getTerminator();
  if (!llvm::isa_and_present<YieldOp>(terminator) ||
      YieldOp::wrap(terminator).operand<"value">().getType() !=
          type.getElementType())
    return op->emitOpError("body must be terminated with a `yield` operation "
                           "of the tensor element type");
  return success();
}

bool tensor::areShapesCompatible(ShapedType a, ShapedType b) {
  if (!a.hasRank() || !b.hasRank())
    return true;
  if (a.getRank() != b.getRank())
    return false;
  for (auto [x, y] : llvm::zip_equal(a.getShape(), b.getShape()))
    if (x != kDynamic && y != kDynamic && x != y)
      return false;
  return true;
}

bool tensor::areCastCompatible(Type a, Type b) {
  auto from = llvm::dyn_cast<ShapedType>(a), to = llvm::dyn_cast<ShapedType>(b);
  return from && to && from.getElementType() == to.getElementType() &&
         areShapesCompatible(from, to);
}

static LogicalResult verifyCast(Operation *op) {
  Type from = CastOp::wrap(op).operand<"source">().getType(),
       to = op->getResult(0).getType();
  if (!areCastCompatible(from, to))
    return op->emitOpError("operand type ")
           << from << " and result type " << to << " are cast incompatible";
  return success();
}

//===-- Folds
//----------------------------------------------------------------===//

static std::optional<int64_t> constantIndex(Attribute attr) {
  if (auto integer = llvm::dyn_cast_if_present<IntegerAttr>(attr))
    return integer.getInt();
  return std::nullopt;
}

/// A static dimension folds to its size; see below for dynamic ones.
static LogicalResult foldDim(FoldAdaptor<DimOp> adaptor,
                             llvm::SmallVectorImpl<OpFoldResult> &results) {
  DimOp dim = adaptor.getOp();
  Operation *op = dim;
  std::optional<int64_t> index = constantIndex(adaptor.operand<"index">());
  auto type =
      llvm::dyn_cast<RankedTensorType>(dim.operand<"source">().getType());
  if (!index || !type || *index < 0 || *index >= type.getRank())
    return failure();
  int64_t size = type.getShape()[*index];
  if (size != kDynamic) {
    results.push_back(IntegerAttr::get(IndexType::get(op->getContext()), size));
    return success();
  }
  // The size operand of a dynamic dimension of tensor.generate, or of a
  // slice that keeps every dimension (MLIR 22 leaves tensor.empty to a
  // pattern and tensor.splat alone).
  Operation *def = dim.operand<"source">().getDefiningOp();
  int64_t dynamicBefore =
      llvm::count(type.getShape().take_front(size_t(*index)), kDynamic);
  if (llvm::isa_and_present<GenerateOp>(def)) {
    results.push_back(def->getOperand(unsigned(dynamicBefore)));
    return success();
  }
  if (auto slice = llvm::dyn_cast_if_present<ExtractSliceOp>(def)) {
    auto sourceType =
        llvm::cast<RankedTensorType>(slice.operand<"source">().getType());
    if (sourceType.getShape().size() == type.getShape().size()) {
      results.push_back(slice.operands<"sizes">()[unsigned(dynamicBefore)]);
      return success();
    }
  }
  // dim(cast(x)) -> dim(x), in place, when x's type knows at least as much
  // (MLIR's foldTensorCast).
  if (Value source = foldableCastSource(dim.operand<"source">())) {
    dim.operandUse<"source">().set(source);
    return success();
  }
  return failure();
}

static LogicalResult foldRank(Operation *op, llvm::ArrayRef<Attribute>,
                              llvm::SmallVectorImpl<OpFoldResult> &results) {
  auto type = llvm::dyn_cast<RankedTensorType>(
      RankOp::wrap(op).operand<"tensor">().getType());
  if (!type)
    return failure();
  results.push_back(
      IntegerAttr::get(IndexType::get(op->getContext()), type.getRank()));
  return success();
}

/// The element at constant indices of a constant or of
/// tensor.from_elements. (MLIR 22 leaves an extract of tensor.splat.)
static LogicalResult foldExtract(FoldAdaptor<ExtractOp> adaptor,
                                 llvm::SmallVectorImpl<OpFoldResult> &results) {
  ExtractOp extract = adaptor.getOp();
  Attribute constant = adaptor.operand<"tensor">();
  Value source = extract.operand<"tensor">();
  auto type = llvm::cast<RankedTensorType>(source.getType());
  // Any element of a splat constant, whatever the indices (of complex
  // elements, the `[re, im]` array complex.constant holds).
  if (auto dense =
          llvm::dyn_cast_if_present<DenseIntOrFPElementsAttr>(constant);
      dense && dense.isSplat())
    if (Attribute value = complexElementAt(dense, 0)) {
      results.push_back(value);
      return success();
    }
  std::optional<ConstantElements> splat = ConstantElements::get(constant);
  if (splat && splat->isSplat() && !splat->isScalar()) {
    if (Attribute value =
            makeConstantOfElement(type.getElementType(), *splat, 0)) {
      results.push_back(value);
      return success();
    }
  }
  llvm::SmallVector<int64_t, 4> indices;
  for (Attribute attr : adaptor.operands<"indices">()) {
    std::optional<int64_t> index = constantIndex(attr);
    if (!index)
      return failure();
    indices.push_back(*index);
  }
  // extract(insert(v, t[i]), i) -> v: the same indices, as values or as
  // equal constants (MLIR compares them as OpFoldResults; the extract's
  // are all constants by now).
  if (auto insert =
          llvm::dyn_cast_if_present<InsertOp>(source.getDefiningOp())) {
    OperandRange inserted = insert.operands<"indices">();
    bool same = inserted.size() == indices.size();
    for (size_t i = 0; same && i < indices.size(); ++i) {
      std::optional<llvm::APInt> c = getConstantInt(inserted[i]);
      same = inserted[i] == extract.operands<"indices">()[i] ||
             (c && c->getSExtValue() == indices[i]);
    }
    if (same) {
      results.push_back(insert.operand<"scalar">());
      return success();
    }
  }
  if (!type.hasStaticShape())
    return failure();
  // The row-major position; MLIR checks it against the element count
  // only, not each index against its dimension.
  int64_t linear = 0, count = 1;
  for (auto [index, size] : llvm::zip_equal(indices, type.getShape())) {
    linear = linear * size + index;
    count *= size;
  }
  if (auto fromElements =
          llvm::dyn_cast_if_present<FromElementsOp>(source.getDefiningOp())) {
    if (linear < 0 || linear >= count)
      return failure();
    results.push_back(fromElements->getOperand(unsigned(linear)));
    return success();
  }
  for (auto [index, size] : llvm::zip_equal(indices, type.getShape()))
    if (index < 0 || index >= size)
      return failure();
  if (Attribute value = complexElementAt(constant, linear)) {
    results.push_back(value);
    return success();
  }
  std::optional<ConstantElements> elements = ConstantElements::get(constant);
  if (!elements || elements->isScalar())
    return failure();
  results.push_back(
      makeConstantOfElement(type.getElementType(), *elements, linear));
  return success();
}

/// Inserting a splat constant's own value into it changes nothing.
static LogicalResult foldInsert(FoldAdaptor<InsertOp> adaptor,
                                llvm::SmallVectorImpl<OpFoldResult> &results) {
  Attribute scalar = adaptor.operand<"scalar">();
  Attribute destConstant = adaptor.operand<"dest">();
  if (!scalar)
    return failure();
  // (A complex splat's value is its `[re, im]` array.)
  if (auto dense =
          llvm::dyn_cast_if_present<DenseIntOrFPElementsAttr>(destConstant);
      dense && dense.isSplat())
    if (Attribute value = complexElementAt(dense, 0)) {
      if (value != scalar)
        return failure();
      results.push_back(destConstant);
      return success();
    }
  std::optional<ConstantElements> dest = ConstantElements::get(destConstant);
  if (!dest || !dest->isSplat() || dest->isScalar())
    return failure();
  Attribute splatValue = makeConstantOfElement(
      adaptor.getOp().operand<"scalar">().getType(), *dest, 0);
  if (!splatValue || splatValue != scalar)
    return failure();
  results.push_back(destConstant);
  return success();
}

static LogicalResult
foldFromElements(Operation *op, llvm::ArrayRef<Attribute> operands,
                 llvm::SmallVectorImpl<OpFoldResult> &results) {
  Type type = op->getResult(0).getType();
  Type element = elementTypeOf(type);
  if (llvm::isa<ComplexType>(element)) {
    // Each a complex.constant's `[re, im]`.
    if (llvm::is_contained(operands, Attribute()))
      return failure();
    Attribute folded = makeDenseComplexConstant(type, operands);
    if (!folded)
      return failure();
    results.push_back(folded);
    return success();
  }
  if (!element.isIntOrIndexOrFloat())
    return failure();
  llvm::SmallVector<llvm::APInt, 16> bits;
  for (Attribute attr : operands) {
    std::optional<ConstantElements> value = ConstantElements::get(attr);
    if (!value || !value->isScalar())
      return failure();
    bits.push_back(value->isFloat() ? value->floatAt(0).bitcastToAPInt()
                                    : value->intAt(0));
  }
  Attribute folded = makeDenseConstant(type, bits);
  if (!folded)
    return failure();
  results.push_back(folded);
  return success();
}

static LogicalResult foldSplat(FoldAdaptor<SplatOp> adaptor,
                               llvm::SmallVectorImpl<OpFoldResult> &results) {
  std::optional<ConstantElements> value =
      ConstantElements::get(adaptor.operand<"input">());
  auto type = llvm::cast<RankedTensorType>(
      adaptor.getOp().result<"aggregate">().getType());
  if (!value || !value->isScalar() || !type.hasStaticShape())
    return failure();
  Attribute folded = makeConstantOfElement(type, *value, 0);
  if (!folded)
    return failure();
  results.push_back(folded);
  return success();
}

/// A cast to its own type is its operand; a cast of a cast folds to the
/// first one's source when the types allow (MLIR's foldCastOp and
/// ChainedTensorCast for the identity case).
static LogicalResult foldCast(Operation *op, llvm::ArrayRef<Attribute>,
                              llvm::SmallVectorImpl<OpFoldResult> &results) {
  Value source = CastOp::wrap(op).operand<"source">();
  if (source.getType() != op->getResult(0).getType())
    return failure();
  results.push_back(source);
  return success();
}

//===-- Result names
//---------------------------------------------------------===//

static constexpr char kExtracted[] = "extracted", kInserted[] = "inserted",
                      kDim[] = "dim", kRank[] = "rank",
                      kFromElements[] = "from_elements", kSplat[] = "splat",
                      kGenerated[] = "generated", kCast[] = "cast";

//===-- The table
//-------------------------------------------------------------===//

/// tensor.insert writes into its dest (operand 1).
static const DestinationStyleOpInterface kInsertDestinationStyle = {
    [](Operation *, unsigned &first, unsigned &count) {
      first = 1;
      count = 1;
    }};
static const InterfaceImpl kInsertInterfaces[] = {
    implement(kInsertDestinationStyle)};

/// tensor.dim reads the size of its source's dimension `index`.
static const ShapedDimOpInterface kDimShapedDim = {
    [](Operation *op) { return DimOp::wrap(op).operand<"source">(); },
    [](Operation *op) { return DimOp::wrap(op).operand<"index">(); }};
static const InterfaceImpl kDimInterfaces[] = {implement(kDimShapedDim)};

static const OpDefinition kTensorOps[] = {
    defineOp<EmptyOp>({.traits = Pure,
                       .verify = verifyEmpty,
                       .format = "`(`$dynamicSizes`)` attr-dict `:` "
                                 "type($result)",
                       .canonicalize = emptyPatterns}),
    defineOp<ExtractOp>({.traits = Pure,
                         .verify = verifyExtract,
                         .format = "$tensor `[` $indices `]` attr-dict `:` "
                                   "type($tensor)",
                         .fold = foldWith<ExtractOp, foldExtract>,
                         .canonicalize = extractPatterns,
                         .resultNames = nameResult<kExtracted>,
                         .inferResultTypes = constraints::inferElementOfFirst}),
    defineOp<InsertOp>({.traits = Pure,
                        .verify = verifyInsert,
                        .format = "$scalar `into` $dest `[` $indices `]` "
                                  "attr-dict `:` type($dest)",
                        .fold = foldWith<InsertOp, foldInsert>,
                        .resultNames = nameResult<kInserted>,
                        .inferResultTypes = inferSecondOperand,
                        .matchOperandTypes = scalarOfDest,
                        .interfaces = kInsertInterfaces}),
    defineOp<DimOp>({.traits = NoMemoryEffect,
                     .format = "attr-dict $source `,` $index `:` "
                               "type($source)",
                     .fold = foldWith<DimOp, foldDim>,
                     .canonicalize = dimPatterns,
                     .resultNames = nameResult<kDim>,
                     .inferResultTypes = inferIndex,
                     .interfaces = kDimInterfaces}),
    defineOp<RankOp>({.traits = Pure,
                      .format = "$tensor attr-dict `:` type($tensor)",
                      .fold = foldRank,
                      .resultNames = nameResult<kRank>,
                      .inferResultTypes = inferIndex}),
    defineOp<FromElementsOp>({.traits = Pure,
                              .verify = verifyFromElements,
                              .format = "$elements attr-dict `:` "
                                        "type($result)",
                              .fold = foldFromElements,
                              .canonicalize = fromElementsPatterns,
                              .resultNames = nameResult<kFromElements>,
                              .matchOperandTypes = elementsOfResult}),
    defineOp<SplatOp>({.traits = Pure,
                       .verify = verifySplat,
                       .format = "$input (`[` $dynamicSizes^ `]`)? attr-dict "
                                 "`:` type($aggregate)",
                       .fold = foldWith<SplatOp, foldSplat>,
                       .resultNames = nameResult<kSplat>,
                       .matchOperandTypes = inputOfResult}),
    defineOp<GenerateOp>({.traits = RecursiveMemoryEffects,
                          .verify = verifyGenerate,
                          .format = "$dynamicExtents $body attr-dict `:` "
                                    "type($result)",
                          .canonicalize = generatePatterns,
                          .resultNames = nameResult<kGenerated>,
                          .verifyRegions = verifyGenerateRegions}),
    defineOp<YieldOp>({.traits = Pure | IsTerminator | ReturnLike,
                       .format = "$value attr-dict `:` type($value)"}),
    defineOp<CastOp>({.traits = Pure,
                      .verify = verifyCast,
                      .format = "$source attr-dict `:` type($source) `to` "
                                "type($dest)",
                      .fold = foldCast,
                      .canonicalize = castPatterns,
                      .resultNames = nameResult<kCast>}),
};

TensorDialect::TensorDialect(Context &ctx) : Dialect("tensor", ctx) {
  addOps(kTensorOps);
  addOps(tensor::shapeOpDefinitions());
  addOps(tensor::padReshapeOpDefinitions());
  addOps(tensor::gatherScatterOpDefinitions());
  static const DialectInlinerInterface inliner;
  addInterface(inliner);
}

void TensorDialect::getCanonicalizationPatterns(
    RewritePatternSet &patterns) const {
  tensor::addDialectPatterns(patterns);
}

Operation *TensorDialect::materializeConstant(OpBuilder &builder,
                                              Attribute value, Type type,
                                              Location loc) {
  // arith.constant, or complex.constant for an element of a complex
  // tensor (MLIR's order).
  if (Dialect *arith = getContext().getDialect("arith"))
    if (Operation *op = arith->materializeConstant(builder, value, type, loc))
      return op;
  if (Dialect *complex = getContext().getDialect("complex"))
    return complex->materializeConstant(builder, value, type, loc);
  return nullptr;
}
