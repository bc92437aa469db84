//===- ShapeLowering.cpp - onnx's data movement as tensor and linalg ops --===//
//
// Reshape, Flatten, Squeeze and Unsqueeze become tensor.collapse_shape and
// tensor.expand_shape (DepthToSpace and SpaceToDepth a transpose between
// two), dynamic sizes computed at run time; Transpose linalg.transpose;
// ConstantOfShape linalg.fill; Identity that changes the static type a
// tensor.cast; Dropout in inference its data and a mask of trues. Shapes
// and axes must be constants.
//
//===----------------------------------------------------------------------===//
#include "conversions/ONNXToLinalg/LoweringSupport.h"
#include "dialects/arith/ArithOps.h"
#include "dialects/onnx/ONNXAttributes.h"
#include "dialects/onnx/ONNXOps.h"
#include "dialects/tensor/TensorOps.h"
#include "ir/Operation.h"
#include "rewrite/Folding.h"

#include "llvm/ADT/APFloat.h"

#include <cstring>

using namespace terrace;
using namespace terrace::onnx_to_linalg;
using llvm::failure;
using llvm::LogicalResult;
using llvm::success;

namespace {

/// The sizes of the dynamic dimensions of `to`, the result of Reshape,
/// Flatten, Squeeze or Unsqueeze of `input`, computed at run time.
LogicalResult reshapedSizes(Operation *op, TensorBuilder &tb, Value input,
                            RankedTensorType to,
                            llvm::SmallVectorImpl<Value> &sizes) {
  RankedTensorType from = rankedType(input);
  ScalarBuilder s = tb.scalars();
  if (auto reshape = llvm::dyn_cast<ONNX::ReshapeOp>(op)) {
    auto shape = ONNX::smallIntConstant(reshape.operand<"shape">());
    if (!shape || int64_t(shape->size()) != to.getRank())
      return cannotLower(op, "its dynamic shape is not a constant");
    bool allowZero =
        ONNX::intValue(reshape.propertyOrDefault<"allowzero", IntegerAttr>());
    // Each entry: a size, 0 for the input's (unless allowzero), -1 for
    // what the others leave.
    llvm::SmallVector<Value, 4> all;
    int64_t inferred = -1;
    for (int64_t d = 0; d < to.getRank(); ++d) {
      int64_t v = (*shape)[size_t(d)];
      if (v == -1) {
        inferred = d;
        all.push_back(Value());
      } else if (v == 0 && !allowZero) {
        if (d >= from.getRank())
          return cannotLower(op, "its shape copies a dimension its input "
                                 "lacks");
        all.push_back(tb.dim(input, d));
      } else {
        all.push_back(tb.indexConstant(v));
      }
    }
    if (inferred >= 0) {
      Value others = tb.indexConstant(1);
      for (Value v : all)
        if (v)
          others = s.mul(others, v);
      all[size_t(inferred)] =
          s.binary<arith::DivUIOp>(tb.numElements(input), others);
    }
    for (int64_t d = 0; d < to.getRank(); ++d)
      if (to.getShape()[size_t(d)] == kDynamic)
        sizes.push_back(all[size_t(d)]);
    return success();
  }
  if (auto flatten = llvm::dyn_cast<ONNX::FlattenOp>(op)) {
    int64_t axis =
        ONNX::intValue(flatten.propertyOrDefault<"axis", IntegerAttr>());
    if (axis < 0)
      axis += from.getRank();
    Value outer = tb.indexConstant(1), inner = tb.indexConstant(1);
    for (int64_t d = 0; d < from.getRank(); ++d) {
      Value size = tb.dim(input, d);
      if (d < axis)
        outer = s.mul(outer, size);
      else
        inner = s.mul(inner, size);
    }
    if (to.getShape()[0] == kDynamic)
      sizes.push_back(outer);
    if (to.getShape()[1] == kDynamic)
      sizes.push_back(inner);
    return success();
  }
  // Squeeze and Unsqueeze drop or add 1s: the dynamic dimensions are the
  // input's, in order.
  for (int64_t d = 0; d < from.getRank(); ++d)
    if (from.getShape()[size_t(d)] == kDynamic)
      sizes.push_back(tb.dim(input, d));
  if (int64_t(sizes.size()) != llvm::count(to.getShape(), kDynamic))
    return cannotLower(op, "its dynamic dimensions are not its input's");
  return success();
}

/// The result type of Squeeze or Unsqueeze of `from` with constant axes
/// (Squeeze without axes drops the static 1s); none otherwise.
std::optional<RankedTensorType> squeezedType(Operation *op,
                                             RankedTensorType from) {
  bool unsqueeze = llvm::isa<ONNX::UnsqueezeOp>(op);
  if (!unsqueeze && !llvm::isa<ONNX::SqueezeOp>(op))
    return std::nullopt;
  std::optional<llvm::SmallVector<int64_t, 8>> axes;
  if (op->getNumOperands() > 1)
    axes = ONNX::smallIntConstant(op->getOperand(1));
  else if (!unsqueeze)
    axes.emplace();
  if (!axes)
    return std::nullopt;
  int64_t rank = from.getRank() + (unsqueeze ? int64_t(axes->size()) : 0);
  llvm::SmallVector<bool, 4> marked(size_t(unsqueeze ? rank : from.getRank()),
                                    false);
  for (int64_t axis : *axes) {
    int64_t r = unsqueeze ? rank : from.getRank();
    if (axis < 0)
      axis += r;
    if (axis < 0 || axis >= r)
      return std::nullopt;
    marked[size_t(axis)] = true;
  }
  llvm::SmallVector<int64_t, 4> shape;
  if (unsqueeze) {
    size_t next = 0;
    for (int64_t d = 0; d < rank; ++d)
      shape.push_back(marked[size_t(d)] ? 1 : from.getShape()[next++]);
  } else {
    for (int64_t d = 0; d < from.getRank(); ++d) {
      int64_t size = from.getShape()[size_t(d)];
      bool drop = axes->empty() ? size == 1 : marked[size_t(d)];
      if (!drop)
        shape.push_back(size);
    }
  }
  return RankedTensorType::get(shape, from.getElementType(), Attribute());
}

/// Reshape to a shape read at run time (exporters compute it from the
/// input's Shape where a batch is dynamic): each size worked out as ONNX
/// says (0 copies the input's, unless allowzero; -1 takes what the others
/// leave), then tensor.reshape by them. The result's rank is the shape's
/// length.
LogicalResult lowerRuntimeReshape(ONNX::ReshapeOp op,
                                  PatternRewriter &rewriter) {
  Value input = op.operand<"data">(), shape = op.operand<"shape">();
  RankedTensorType from = rankedType(input);
  RankedTensorType shapeType = rankedType(shape);
  if (!from || !shapeType || shapeType.getRank() != 1 ||
      shapeType.getShape()[0] == kDynamic)
    return cannotLower(op, "its input has no known rank or its shape no "
                           "known length");
  int64_t rank = shapeType.getShape()[0];
  Type element = from.getElementType();
  RankedTensorType to = rankedType(op.result<"reshaped">());
  if (to && to.getRank() != rank)
    return cannotLower(op, "its result's rank is not its shape's length");
  if (!to)
    to = RankedTensorType::get(
        llvm::SmallVector<int64_t, 4>(size_t(rank), kDynamic), element,
        Attribute());
  bool allowZero =
      ONNX::intValue(op.propertyOrDefault<"allowzero", IntegerAttr>());
  TensorBuilder tb(rewriter, op);
  ScalarBuilder s = tb.scalars();
  using C = ScalarBuilder::Compare;
  Value minusOne = tb.indexConstant(-1), zero = tb.indexConstant(0),
        one = tb.indexConstant(1);
  llvm::SmallVector<Value, 4> entries, sizes;
  Value known = one;
  for (int64_t d = 0; d < rank; ++d) {
    Value v = s.integerToIndex(tb.element(shape, d));
    if (!allowZero && d < from.getRank())
      v = s.select(s.compare(C::EQ, v, zero), tb.dim(input, d), v);
    entries.push_back(v);
    known = s.mul(known, s.select(s.compare(C::EQ, v, minusOne), one, v));
  }
  Value inferred = s.div(tb.numElements(input), known);
  for (Value v : entries)
    sizes.push_back(s.select(s.compare(C::EQ, v, minusOne), inferred, v));
  auto sizesType =
      RankedTensorType::get({rank}, IndexType::get(tb.ctx), Attribute());
  Value sizesTensor = create<tensor::FromElementsOp>(
                          rewriter, tb.loc, with<"elements">(ValueRange(sizes)),
                          with<"result">(Type(sizesType)))
                          .result<"result">();
  Value result = create<tensor::ReshapeOp>(
                     rewriter, tb.loc, with<"source">(input),
                     with<"shape">(sizesTensor), with<"result">(Type(to)))
                     .result<"result">();
  return replaceWithCast(rewriter, op, result);
}

/// Reshape, Flatten, Squeeze and Unsqueeze: the same elements in the
/// result's shape, dynamic sizes computed at run time.
LogicalResult lowerToResultShape(Operation *op, PatternRewriter &rewriter) {
  Value input = op->getOperand(0);
  if (auto reshape = llvm::dyn_cast<ONNX::ReshapeOp>(op)) {
    RankedTensorType to = rankedType(op->getResult(0));
    if (!ONNX::smallIntConstant(reshape.operand<"shape">()) &&
        (!to || !to.hasStaticShape()))
      return lowerRuntimeReshape(reshape, rewriter);
  }
  RankedTensorType from = rankedType(input);
  RankedTensorType to = rankedType(op->getResult(0));
  if (!from || !to)
    return cannotLower(op, "its operand or result has no known rank");
  // Squeeze and Unsqueeze know their result's shape from the input's and
  // the axes, which may say more than the op's type.
  if (std::optional<RankedTensorType> exact = squeezedType(op, from))
    to = *exact;
  TensorBuilder tb(rewriter, op);
  llvm::SmallVector<Value, 4> sizes;
  if (!to.hasStaticShape() && failed(reshapedSizes(op, tb, input, to, sizes)))
    return failure();
  Value result = tb.reshape(input, to, sizes);
  if (!result)
    return cannotLower(op, "its shapes are not a reshape of each other");
  return replaceWithCast(rewriter, op, result);
}

/// Identity that changes the static type (folded away otherwise): a cast.
LogicalResult lowerIdentity(ONNX::IdentityOp op, PatternRewriter &rewriter) {
  // A ranked tensor, to a result of that rank or of unknown rank.
  if (!rankedType(op.operand<"input">()) ||
      !llvm::isa<RankedTensorType, UnrankedTensorType>(
          op.result<"output">().getType()))
    return cannotLower(op, "it passes a value other than a ranked tensor");
  return replaceWithCast(rewriter, op, op.operand<"input">());
}

/// Dropout in inference (what does not fold: a mask asked for, or a
/// training_mode operand that is false): the data, and a mask all true.
LogicalResult lowerDropout(ONNX::DropoutOp op, PatternRewriter &rewriter) {
  Value data = op.operand<"data">();
  if (Value training = op.operand<"training_mode">()) {
    auto flag = llvm::dyn_cast_if_present<DenseIntOrFPElementsAttr>(
        getConstantValue(training));
    if (!flag || flag.getRawData().empty() || (flag.getRawData()[0] & 1))
      return cannotLower(op, "it may run in training mode, which is random");
  }
  llvm::SmallVector<Value, 2> results = {data};
  if (Value mask = op.result<"mask">()) {
    RankedTensorType maskType = rankedType(mask);
    if (!maskType)
      return cannotLower(op, "its mask has no known rank");
    TensorBuilder tb(rewriter, op);
    llvm::SmallVector<Value, 4> sizes;
    for (int64_t d = 0; d < maskType.getRank(); ++d)
      if (maskType.getShape()[size_t(d)] == kDynamic)
        sizes.push_back(tb.dim(data, d));
    results.push_back(tb.filled(maskType, sizes, 1));
  }
  return replaceWithCasts(rewriter, op, results);
}

LogicalResult lowerTranspose(ONNX::TransposeOp op, PatternRewriter &rewriter) {
  Value input = op.operand<"data">();
  RankedTensorType type = rankedType(input);
  if (!type)
    return cannotLower(op, "its operand has no known rank");
  llvm::SmallVector<int64_t, 4> perm =
      ONNX::intValues(op.property<"perm", ArrayAttr>());
  if (perm.empty())
    for (int64_t d = type.getRank() - 1; d >= 0; --d)
      perm.push_back(d);
  TensorBuilder tb(rewriter, op);
  return replaceWithCast(rewriter, op, tb.transpose(input, perm));
}

/// The one element of a small dense constant, as a double.
std::optional<double> scalarOf(Attribute attr) {
  auto dense = llvm::dyn_cast_if_present<DenseIntOrFPElementsAttr>(attr);
  if (!dense || dense.getType().getNumElements() != 1)
    return std::nullopt;
  Type element = dense.getType().getElementType();
  llvm::StringRef raw = dense.getRawData();
  if (auto floatType = llvm::dyn_cast<FloatType>(element)) {
    unsigned width = floatType.getWidth();
    uint64_t bits = 0;
    std::memcpy(&bits, raw.data(), std::min<size_t>(raw.size(), 8));
    llvm::APFloat v(floatType.getSemantics(), llvm::APInt(width, bits));
    bool lost = false;
    v.convert(llvm::APFloat::IEEEdouble(), llvm::APFloat::rmNearestTiesToEven,
              &lost);
    return v.convertToDouble();
  }
  auto integer = llvm::dyn_cast<IntegerType>(element);
  if (!integer)
    return std::nullopt;
  if (integer.getWidth() == 1)
    return raw.empty() ? 0.0 : double(raw[0] & 1);
  unsigned bytes = integer.getWidth() / 8;
  int64_t v = 0;
  std::memcpy(&v, raw.data(), std::min<size_t>(bytes, 8));
  if (bytes < 8) {
    unsigned shift = 64 - 8 * bytes;
    v = integer.isUnsigned() ? int64_t(uint64_t(v) << shift >> shift)
                             : (v << shift) >> shift;
  }
  return double(v);
}

LogicalResult lowerConstantOfShape(ONNX::ConstantOfShapeOp op,
                                   PatternRewriter &rewriter) {
  RankedTensorType resultType = rankedType(op.result<"output">());
  if (!resultType)
    return cannotLower(op, "its result has no known rank");
  if (!isLowerableElementType(resultType.getElementType()))
    return cannotLower(op, "its element type is unsigned");
  double value = 0;
  if (Attribute given = op.property<"value", Attribute>()) {
    std::optional<double> v = scalarOf(given);
    if (!v)
      return cannotLower(op, "its value is not one number");
    value = *v;
  }
  TensorBuilder tb(rewriter, op);
  // Dynamic sizes are read from the shape operand at run time.
  llvm::SmallVector<Value, 4> sizes;
  Value shape = op.operand<"input">();
  for (int64_t d = 0; d < resultType.getRank(); ++d) {
    if (resultType.getShape()[size_t(d)] != kDynamic)
      continue;
    sizes.push_back(tb.scalars().integerToIndex(tb.element(shape, d)));
  }
  return replaceWithCasts(rewriter, op, {tb.filled(resultType, sizes, value)});
}

/// DepthToSpace and SpaceToDepth: a reshape exposing the block, a
/// transpose moving it, a reshape folding it in. The batch may be dynamic
/// (it stays a dimension of its own in every reshape).
LogicalResult rearrangeBlocks(Operation *op, PatternRewriter &rewriter,
                              llvm::ArrayRef<int64_t> exposed,
                              llvm::ArrayRef<int64_t> permutation) {
  Value input = op->getOperand(0);
  auto type = llvm::cast<RankedTensorType>(input.getType());
  RankedTensorType resultType = rankedType(op->getResult(0));
  if (!resultType || resultType.getRank() != 4 ||
      llvm::is_contained(resultType.getShape().drop_front(), kDynamic))
    return cannotLower(op, "its result is not N x C x H x W with C, H and W "
                           "static");
  TensorBuilder tb(rewriter, op);
  Value blocks =
      tb.reshape(input, RankedTensorType::get(exposed, type.getElementType(),
                                              Attribute()));
  Value moved = tb.transpose(blocks, permutation);
  Value result = tb.reshape(moved, resultType);
  if (!blocks || !result)
    return cannotLower(op, "its blocks do not reshape");
  return replaceWithCasts(rewriter, op, {result});
}

/// The input of DepthToSpace or SpaceToDepth: N x C x H x W with C, H and
/// W static; null otherwise.
RankedTensorType blockInputType(Value input) {
  RankedTensorType type = rankedType(input);
  if (!type || type.getRank() != 4 ||
      llvm::is_contained(type.getShape().drop_front(), kDynamic))
    return RankedTensorType();
  return type;
}

LogicalResult lowerDepthToSpace(ONNX::DepthToSpaceOp op,
                                PatternRewriter &rewriter) {
  RankedTensorType type = blockInputType(op.operand<"input">());
  if (!type)
    return cannotLower(op, "its input is not N x C x H x W with C, H and W "
                           "static");
  int64_t b = ONNX::intValue(op.property<"blocksize", IntegerAttr>());
  llvm::ArrayRef<int64_t> s = type.getShape();
  if (b <= 0 || s[1] % (b * b) != 0)
    return cannotLower(op, "its blocksize does not divide the channels");
  int64_t c = s[1] / (b * b);
  if (op.propertyOrDefault<"mode", StringAttr>().getValue() == "CRD")
    return rearrangeBlocks(op, rewriter, {s[0], c, b, b, s[2], s[3]},
                           {0, 1, 4, 2, 5, 3});
  return rearrangeBlocks(op, rewriter, {s[0], b, b, c, s[2], s[3]},
                         {0, 3, 4, 1, 5, 2});
}

LogicalResult lowerSpaceToDepth(ONNX::SpaceToDepthOp op,
                                PatternRewriter &rewriter) {
  RankedTensorType type = blockInputType(op.operand<"input">());
  if (!type)
    return cannotLower(op, "its input is not N x C x H x W with C, H and W "
                           "static");
  int64_t b = ONNX::intValue(op.property<"blocksize", IntegerAttr>());
  llvm::ArrayRef<int64_t> s = type.getShape();
  if (b <= 0 || s[2] % b != 0 || s[3] % b != 0)
    return cannotLower(op, "its blocksize does not divide the image");
  return rearrangeBlocks(op, rewriter, {s[0], s[1], s[2] / b, b, s[3] / b, b},
                         {0, 3, 5, 1, 2, 4});
}

} // namespace

/// Shape of a ranked tensor whose shape is not all static (a static one
/// folds): its sizes from start to end as tensor.dim, in a
/// tensor.from_elements.
LogicalResult lowerShape(ONNX::ShapeOp op, PatternRewriter &rewriter) {
  Value data = op.operand<"data">();
  RankedTensorType type = rankedType(data);
  if (!type)
    return cannotLower(op, "its input has no known rank");
  auto [start, end] =
      ONNX::shapeRange(op.property<"start", IntegerAttr>(),
                       op.property<"end", IntegerAttr>(), type.getRank());
  TensorBuilder tb(rewriter, op);
  ScalarBuilder s = tb.scalars();
  Type i64 = IntegerType::get(tb.ctx, 64);
  llvm::SmallVector<Value, 4> sizes;
  for (int64_t d = start; d < end; ++d)
    sizes.push_back(s.indexToInteger(tb.dim(data, d), i64));
  auto resultType =
      RankedTensorType::get({int64_t(sizes.size())}, i64, Attribute());
  Value shape = create<tensor::FromElementsOp>(
                    rewriter, tb.loc, with<"elements">(ValueRange(sizes)),
                    with<"result">(Type(resultType)))
                    .result<"result">();
  return replaceWithCast(rewriter, op, shape);
}

/// Size of a ranked tensor: the product of its sizes.
LogicalResult lowerSize(ONNX::SizeOp op, PatternRewriter &rewriter) {
  Value data = op.operand<"data">();
  if (!rankedType(data))
    return cannotLower(op, "its input has no known rank");
  TensorBuilder tb(rewriter, op);
  ScalarBuilder s = tb.scalars();
  Type i64 = IntegerType::get(tb.ctx, 64);
  Value count = s.indexToInteger(tb.numElements(data), i64);
  auto resultType = RankedTensorType::get({}, i64, Attribute());
  Value size = create<tensor::FromElementsOp>(
                   rewriter, tb.loc, with<"elements">(ValueRange({count})),
                   with<"result">(Type(resultType)))
                   .result<"result">();
  return replaceWithCast(rewriter, op, size);
}

void onnx_to_linalg::addShapeLowerings(LoweringTable &table) {
  table.add<ONNX::ShapeOp, lowerShape>();
  table.add<ONNX::SizeOp, lowerSize>();
  table.add<ONNX::ReshapeOp>(lowerToResultShape);
  table.add<ONNX::FlattenOp>(lowerToResultShape);
  table.add<ONNX::SqueezeOp>(lowerToResultShape);
  table.add<ONNX::UnsqueezeOp>(lowerToResultShape);
  table.add<ONNX::IdentityOp, lowerIdentity>();
  table.add<ONNX::DropoutOp, lowerDropout>();
  table.add<ONNX::TransposeOp, lowerTranspose>();
  table.add<ONNX::ConstantOfShapeOp, lowerConstantOfShape>();
  table.add<ONNX::DepthToSpaceOp, lowerDepthToSpace>();
  table.add<ONNX::SpaceToDepthOp, lowerSpaceToDepth>();
}
