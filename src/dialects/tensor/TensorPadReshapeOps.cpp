//===- TensorPadReshapeOps.cpp - tensor.pad, reshape and bitcast ----------===//
//
// Their formats, result names and the checks MLIR 22 makes, with its
// messages (tensor.pad's type mismatches are reported without the op's
// name, as MLIR's emitError does).
//
//===----------------------------------------------------------------------===//
#include "dialects/common/ConstantFolding.h"
#include "dialects/common/IndexListSyntax.h"
#include "dialects/tensor/TensorCanonicalize.h"
#include "dialects/tensor/TensorInternal.h"
#include "dialects/tensor/TensorOps.h"
#include "ir/Attributes.h"
#include "ir/Block.h"
#include "ir/Context.h"
#include "ir/Diagnostics.h"
#include "ir/Operation.h"
#include "ir/Region.h"
#include "rewrite/Folding.h"
#include "rewrite/PatternMatch.h"

using namespace terrace;
using namespace terrace::tensor;

const TypeConstraint tensor::kShapeTensor = {
    "1D tensor of signless integer or index values", [](Type t) {
      auto ranked = llvm::dyn_cast<RankedTensorType>(t);
      if (!ranked || ranked.getShape().size() != 1)
        return false;
      Type element = ranked.getElementType();
      return element.isIndex() || element.isSignlessInteger();
    }};

const TypeConstraint tensor::kIntOrFloatTensor = {
    "tensor of signless integer or unsigned integer or signed integer or "
    "floating-point values",
    [](Type t) {
      if (!llvm::isa<RankedTensorType, UnrankedTensorType>(t))
        return false;
      Type element = llvm::cast<ShapedType>(t).getElementType();
      return llvm::isa<IntegerType, FloatType>(element);
    }};

//===-- tensor.pad
//------------------------------------------------------------===//

/// The padded type (MLIR's PadOp::inferResultType): each dimension grows by
/// its low and high padding; dynamic where any of the three is. Null when
/// the paddings do not cover every dimension.
static RankedTensorType paddedType(RankedTensorType source,
                                   llvm::ArrayRef<int64_t> low,
                                   llvm::ArrayRef<int64_t> high) {
  llvm::ArrayRef<int64_t> shape = source.getShape();
  if (low.size() != shape.size() || high.size() != shape.size())
    return RankedTensorType();
  llvm::SmallVector<int64_t, 4> padded;
  for (size_t i = 0; i < shape.size(); ++i)
    padded.push_back(shape[i] == kDynamic || low[i] == kDynamic ||
                             high[i] == kDynamic
                         ? kDynamic
                         : shape[i] + low[i] + high[i]);
  return RankedTensorType::get(padded, source.getElementType(),
                               source.getEncoding());
}

static LogicalResult verifyPad(Operation *op) {
  auto pad = PadOp::wrap(op);
  auto source = llvm::cast<RankedTensorType>(pad.operand<"source">().getType());
  auto result = llvm::cast<RankedTensorType>(pad.result<"result">().getType());
  RankedTensorType expected =
      paddedType(source, denseI64Values(pad.property<"static_low">()),
                 denseI64Values(pad.property<"static_high">()));
  if (!expected)
    return op->emitError("failed to infer expectedType from sourceType ")
           << Type(source) << ", specified resultType is " << Type(result);
  if (result.getShape().size() != expected.getShape().size())
    return op->emitError("specified type ")
           << Type(result) << " does not match the inferred type "
           << Type(expected);
  for (auto [dim, inferred] :
       llvm::zip_equal(result.getShape(), expected.getShape()))
    if (dim != inferred && inferred != kDynamic)
      return op->emitError("specified type ")
             << Type(result) << " does not match the inferred type "
             << Type(expected);
  return success();
}

static LogicalResult verifyPadRegions(Operation *op) {
  auto pad = PadOp::wrap(op);
  auto result = llvm::cast<RankedTensorType>(pad.result<"result">().getType());
  Block &block = pad.region<"region">().front();
  auto rank = unsigned(result.getShape().size());
  if (block.getNumArguments() != rank)
    return op->emitError("expected the block to have ")
           << llvm::Twine(rank) << " arguments";
  for (unsigned i = 0; i < block.getNumArguments(); ++i)
    if (!block.getArgument(i).getType().isIndex())
      return op->emitOpError("expected block argument ")
             << llvm::Twine(i + 1) << " to be an index";
  Operation *terminator = block.getTerminator();
  if (!terminator || !llvm::isa<YieldOp>(terminator) ||
      YieldOp::wrap(terminator).operand<"value">().getType() !=
          result.getElementType())
    return op->emitOpError("expected yield type to match shape element type");
  return success();
}

/// A pad to the source's own static type (nofold aside) is the source.
static LogicalResult foldPad(Operation *op, llvm::ArrayRef<Attribute>,
                             llvm::SmallVectorImpl<OpFoldResult> &out) {
  auto pad = PadOp::wrap(op);
  auto result = llvm::cast<RankedTensorType>(pad.result<"result">().getType());
  Value source = pad.operand<"source">();
  if (!result.hasStaticShape() || Type(result) != source.getType() ||
      op->getInherentAttr("nofold"))
    return failure();
  out.push_back(source);
  return success();
}

//===-- tensor.reshape and tensor.bitcast
//-------------------------------------===//

static LogicalResult verifyReshape(Operation *op) {
  auto reshape = ReshapeOp::wrap(op);
  auto source = llvm::cast<ShapedType>(reshape.operand<"source">().getType());
  auto result = llvm::cast<ShapedType>(op->getResult(0).getType());
  if (source.getElementType() != result.getElementType())
    return op->emitOpError("element types of source and destination tensor "
                           "types should be the same");
  int64_t shapeLength =
      llvm::cast<RankedTensorType>(reshape.operand<"shape">().getType())
          .getShape()[0];
  auto ranked = llvm::dyn_cast<RankedTensorType>(result);
  if (!ranked)
    return success();
  auto rankedSource = llvm::dyn_cast<RankedTensorType>(source);
  if (rankedSource && rankedSource.hasStaticShape() &&
      ranked.hasStaticShape() &&
      rankedSource.getNumElements() != ranked.getNumElements())
    return op->emitOpError("source and destination tensor should have the "
                           "same number of elements");
  if (shapeLength == kDynamic)
    return op->emitOpError("cannot use shape operand with dynamic length to "
                           "reshape to statically-ranked tensor type");
  if (shapeLength != int64_t(ranked.getShape().size()))
    return op->emitOpError(
        "length of shape operand differs from the result's tensor rank");
  return success();
}

/// MLIR's BitcastOp::areCastCompatible: elements of one width, shapes
/// that agree wherever both are known.
static LogicalResult verifyBitcast(Operation *op) {
  auto from =
      llvm::cast<ShapedType>(BitcastOp::wrap(op).operand<"source">().getType());
  auto to = llvm::cast<ShapedType>(op->getResult(0).getType());
  if (from.getElementType().getIntOrFloatBitWidth() !=
          to.getElementType().getIntOrFloatBitWidth() ||
      !areShapesCompatible(from, to))
    return op->emitOpError("operand type ")
           << Type(from) << " and result type " << Type(to)
           << " are cast incompatible";
  return success();
}

/// MLIR's ReshapeOp::fold: a reshape of a splat constant is a splat of
/// the result type; reshape(reshape(x)) reads x (in place); a reshape to
/// the source's own type is the source when the source is 1-D, or when
/// the shape is a from_elements of the source's sizes (constants, or
/// tensor.dim of the source at its own index).
static LogicalResult foldReshape(FoldAdaptor<ReshapeOp> adaptor,
                                 llvm::SmallVectorImpl<OpFoldResult> &out) {
  ReshapeOp reshape = adaptor.getOp();
  Operation *op = reshape;
  if (Attribute folded = resizeSplatConstant(adaptor.operand<"source">(),
                                             op->getResult(0).getType())) {
    out.push_back(folded);
    return success();
  }
  if (auto producer = llvm::dyn_cast_if_present<ReshapeOp>(
          reshape.operand<"source">().getDefiningOp())) {
    reshape.operandUse<"source">().set(producer.operand<"source">());
    return success();
  }
  Value source = reshape.operand<"source">();
  auto type = llvm::dyn_cast<RankedTensorType>(source.getType());
  if (!type || source.getType() != op->getResult(0).getType())
    return failure();
  bool noop = type.getShape().size() == 1;
  if (auto fromElements = llvm::dyn_cast_if_present<FromElementsOp>(
          reshape.operand<"shape">().getDefiningOp());
      !noop && fromElements) {
    OperandRange sizes = fromElements->getOperands();
    noop = sizes.size() == type.getShape().size();
    for (size_t d = 0; noop && d < sizes.size(); ++d) {
      if (std::optional<llvm::APInt> c = getConstantInt(sizes[d])) {
        noop = c->getSExtValue() == type.getShape()[d];
        continue;
      }
      auto dim = llvm::dyn_cast_if_present<DimOp>(sizes[d].getDefiningOp());
      std::optional<llvm::APInt> index =
          dim ? getConstantInt(dim.operand<"index">()) : std::nullopt;
      noop = dim && dim.operand<"source">() == source && index &&
             index->getSExtValue() == int64_t(d);
    }
  }
  if (!noop)
    return failure();
  out.push_back(source);
  return success();
}

//===-- The table
//-------------------------------------------------------------===//

static constexpr char kPadded[] = "padded", kReshape[] = "reshape";

static const CustomDirective kIndexListDirectives[] = {
    kDynamicIndexListDirective};

/// A bitcast to its own type is its source (MLIR's CastOpInterface fold).
static LogicalResult
foldIdentityBitcast(Operation *op, llvm::ArrayRef<Attribute>,
                    llvm::SmallVectorImpl<OpFoldResult> &out) {
  Value source = BitcastOp::wrap(op).operand<"source">();
  if (source.getType() != op->getResult(0).getType())
    return failure();
  out.push_back(source);
  return success();
}

llvm::ArrayRef<OpDefinition> tensor::padReshapeOpDefinitions() {
  static const OpDefinition definitions[] = {
      defineOp<PadOp>(
          {.traits = Pure,
           .verify = verifyPad,
           .format = "$source (`nofold` $nofold^)? `low` `` "
                     "custom<DynamicIndexList>($low, $static_low) `high` `` "
                     "custom<DynamicIndexList>($high, $static_high) $region "
                     "attr-dict `:` type($source) `to` type($result)",
           .customDirectives = kIndexListDirectives,
           .fold = foldPad,
           .canonicalize = padPatterns,
           .resultNames = nameResult<kPadded>,
           .implicitTerminator = opTypeID<YieldOp>,
           .verifyRegions = verifyPadRegions}),
      defineOp<ReshapeOp>({.traits = Pure,
                           .verify = verifyReshape,
                           .format = "$source `(` $shape `)` attr-dict `:` "
                                     "functional-type(operands, results)",
                           .fold = foldWith<ReshapeOp, foldReshape>,
                           .resultNames = nameResult<kReshape>}),
      defineOp<BitcastOp>({.traits = Pure,
                           .verify = verifyBitcast,
                           .format = "$source attr-dict `:` type($source) "
                                     "`to` type($dest)",
                           .fold = foldIdentityBitcast,
                           .canonicalize = bitcastPatterns}),
  };
  return definitions;
}
