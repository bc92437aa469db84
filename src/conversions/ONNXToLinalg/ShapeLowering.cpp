//===- ShapeLowering.cpp - onnx's data movement as tensor and linalg ops --===//
//
// Reshape, Flatten, Squeeze and Unsqueeze become tensor.collapse_shape and
// tensor.expand_shape (DepthToSpace and SpaceToDepth a transpose between
// two); Split tensor.extract_slice per part; Transpose linalg.transpose; Concat
// tensor.concat; Slice tensor.extract_slice (a linalg.generic reading backwards
// for negative steps); Expand and Tile a linalg.generic broadcasting or
// wrapping its reads; ConstantOfShape linalg.fill; Gather a linalg.generic
// that extracts at the indices it reads; Pad tensor.pad for constants and a
// linalg.generic that clamps or reflects its reads for edge and reflect.
// Shapes, axes, pads and repeats must be constants.
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

RankedTensorType staticType(Value v) {
  RankedTensorType type = rankedType(v);
  return type && type.hasStaticShape() ? type : RankedTensorType();
}

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

/// Reshape, Flatten, Squeeze and Unsqueeze: the same elements in the
/// result's shape, dynamic sizes computed at run time.
LogicalResult lowerToResultShape(Operation *op, PatternRewriter &rewriter) {
  Value input = op->getOperand(0);
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
  if (!rankedType(op.operand<"input">()) || !rankedType(op.result<"output">()))
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

LogicalResult lowerConcat(ONNX::ConcatOp op, PatternRewriter &rewriter) {
  RankedTensorType resultType = rankedType(op.result<"concat_result">());
  if (!resultType)
    return cannotLower(op, "its result has no known rank");
  int64_t axis = ONNX::intValue(op.property<"axis", IntegerAttr>());
  if (axis < 0)
    axis += resultType.getRank();
  llvm::SmallVector<Value, 4> inputs;
  for (Value v : op->getOperands())
    if (!rankedType(v))
      return cannotLower(op, "an operand has no known rank");
  for (Value v : op->getOperands())
    inputs.push_back(v);
  if (inputs.size() == 1)
    return replaceWithCast(rewriter, op, inputs[0]);
  bool allStatic =
      resultType.hasStaticShape() && llvm::all_of(inputs, [](Value v) {
        return rankedType(v).hasStaticShape();
      });
  if (!allStatic) {
    // Each input inserted at the running offset along the axis (one-shot
    // bufferization takes tensor.concat of static shapes only).
    TensorBuilder tb(rewriter, op);
    ScalarBuilder s = tb.scalars();
    llvm::SmallVector<Value, 4> sizes;
    for (int64_t d = 0; d < resultType.getRank(); ++d) {
      if (resultType.getShape()[size_t(d)] != kDynamic)
        continue;
      Value size = tb.dim(inputs[0], d);
      if (d == axis)
        for (Value v : llvm::ArrayRef<Value>(inputs).drop_front())
          size = s.add(size, tb.dim(v, d));
      sizes.push_back(size);
    }
    Value result = tb.empty(resultType, sizes);
    Value offset = tb.indexConstant(0);
    for (Value v : inputs) {
      llvm::SmallVector<Value, 4> at(size_t(resultType.getRank()),
                                     tb.indexConstant(0));
      at[size_t(axis)] = offset;
      result = tb.insertSliceAt(v, result, at);
      offset = s.add(offset, tb.dim(v, axis));
    }
    return replaceWithCasts(rewriter, op, {result});
  }
  Value result = create<tensor::ConcatOp>(
                     rewriter, op->getLoc(), with<"inputs">(ValueRange(inputs)),
                     with<"dim">(IntegerAttr::get(
                         IntegerType::get(op->getContext(), 64), axis)),
                     with<"result">(Type(resultType)))
                     .result<"result">();
  return replaceWithCasts(rewriter, op, {result});
}

/// Tile: result index i reads input index i mod size.
LogicalResult lowerTile(ONNX::TileOp op, PatternRewriter &rewriter) {
  Value input = op.operand<"input">();
  RankedTensorType type = rankedType(input);
  RankedTensorType resultType = rankedType(op.result<"output">());
  if (!type || !resultType || type.getRank() != resultType.getRank())
    return cannotLower(op, "its input and result are not of one rank");
  TensorBuilder tb(rewriter, op);
  unsigned rank = unsigned(resultType.getRank());
  if (type.hasStaticShape() && resultType.hasStaticShape()) {
    llvm::SmallVector<AffineExpr, 4> reads;
    for (unsigned d = 0; d < rank; ++d) {
      int64_t size = type.getShape()[d];
      reads.push_back(
          size == resultType.getShape()[d] || size == 0
              ? tb.dimExpr(d)
              : AffineExpr::getBinary(AffineExprKind::Mod, tb.dimExpr(d),
                                      AffineExpr::getConstant(tb.ctx, size)));
    }
    Value result = tb.generic({input}, {tb.empty(resultType)},
                              {tb.map(rank, reads), tb.identityMap(rank)}, {},
                              [](ScalarBuilder &, llvm::ArrayRef<Value> args) {
                                llvm::SmallVector<Value, 2> y = {args[0]};
                                return y;
                              })
                       ->getResult(0);
    return replaceWithCasts(rewriter, op, {result});
  }
  // Dynamic sizes: the repeats must be constants; each element is read at
  // its index modulo the input's size.
  auto repeats = ONNX::smallIntConstant(op.operand<"repeats">());
  if (!repeats || repeats->size() != rank)
    return cannotLower(op, "its repeats are not a constant");
  ScalarBuilder s = tb.scalars();
  llvm::SmallVector<Value, 4> inputSizes, sizes;
  for (unsigned d = 0; d < rank; ++d) {
    inputSizes.push_back(tb.dim(input, d));
    if (resultType.getShape()[d] == kDynamic)
      sizes.push_back(
          s.mul(inputSizes.back(), tb.indexConstant((*repeats)[d])));
  }
  Value result =
      tb.generic({}, {tb.empty(resultType, sizes)}, {tb.identityMap(rank)}, {},
                 [&](ScalarBuilder &s, llvm::ArrayRef<Value>) {
                   llvm::SmallVector<Value, 4> at;
                   for (unsigned d = 0; d < rank; ++d)
                     at.push_back(s.binary<arith::RemUIOp>(s.loopIndex(d),
                                                           inputSizes[d]));
                   llvm::SmallVector<Value, 2> y = {
                       create<tensor::ExtractOp>(
                           s.builder(), s.location(), with<"tensor">(input),
                           with<"indices">(ValueRange(at)),
                           with<"result">(type.getElementType()))
                           .result<"result">()};
                   return y;
                 })
          ->getResult(0);
  return replaceWithCast(rewriter, op, result);
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
    Value size = create<tensor::ExtractOp>(
                     rewriter, op->getLoc(), with<"tensor">(shape),
                     with<"indices">(ValueRange({tb.indexConstant(d)})),
                     with<"result">(rankedType(shape).getElementType()))
                     .result<"result">();
    sizes.push_back(tb.scalars().integerToIndex(size));
  }
  return replaceWithCasts(rewriter, op, {tb.filled(resultType, sizes, value)});
}

/// Split: consecutive slices along the axis, of the sizes `split` gives
/// or equal ones.
LogicalResult lowerSplit(ONNX::SplitOp op, PatternRewriter &rewriter) {
  Value input = op.operand<"input">();
  RankedTensorType type = rankedType(input);
  if (!type)
    return cannotLower(op, "its input has no known rank");
  int64_t rank = type.getRank();
  int64_t axis = ONNX::intValue(op.propertyOrDefault<"axis", IntegerAttr>());
  if (axis < 0)
    axis += rank;
  if (axis < 0 || axis >= rank)
    return cannotLower(op, "its axis is out of range");
  int64_t size = type.getShape()[size_t(axis)];
  int64_t parts = int64_t(op->getNumResults());
  TensorBuilder tb(rewriter, op);
  ScalarBuilder s = tb.scalars();
  // Each part's size along the axis: the split's, or equal parts (the
  // last smaller when they do not divide), at run time for a dynamic axis.
  llvm::SmallVector<Value, 4> sizes;
  if (Value given = op.operand<"split">()) {
    auto values = ONNX::smallIntConstant(given);
    if (!values || int64_t(values->size()) != parts)
      return cannotLower(op, "its split is not a constant of one size per "
                             "result");
    int64_t total = 0;
    for (int64_t v : *values) {
      sizes.push_back(tb.indexConstant(v));
      total += v;
    }
    if (size != kDynamic && total != size)
      return cannotLower(op, "its split sizes do not add up to the axis");
  } else {
    Value whole = tb.dim(input, axis);
    Value part = s.div(s.add(whole, tb.indexConstant(parts - 1)),
                       tb.indexConstant(parts));
    for (int64_t i = 0; i < parts; ++i) {
      Value left = s.max(s.sub(whole, s.mul(part, tb.indexConstant(i))),
                         tb.indexConstant(0));
      sizes.push_back(s.min(part, left));
    }
  }
  llvm::SmallVector<Value, 4> results;
  Value offset = tb.indexConstant(0);
  llvm::SmallVector<int64_t, 4> strides(size_t(rank), 1);
  for (int64_t i = 0; i < parts; ++i) {
    llvm::SmallVector<Value, 4> at, extent;
    for (int64_t d = 0; d < rank; ++d) {
      at.push_back(d == axis ? offset : tb.indexConstant(0));
      extent.push_back(d == axis ? sizes[size_t(i)] : tb.dim(input, d));
    }
    offset = s.add(offset, sizes[size_t(i)]);
    Value part = tb.extractSliceAt(input, at, extent, strides);
    Type declared = op->getResult(unsigned(i)).getType();
    if (part.getType() != declared) {
      auto made = llvm::cast<RankedTensorType>(part.getType());
      auto want = llvm::cast<RankedTensorType>(declared);
      for (int64_t d = 0; d < rank; ++d) {
        int64_t a = made.getShape()[size_t(d)], b = want.getShape()[size_t(d)];
        if (a != kDynamic && b != kDynamic && a != b)
          return cannotLower(op, "a result's type disagrees with its split");
      }
      part =
          create<tensor::CastOp>(rewriter, op->getLoc(), with<"source">(part),
                                 with<"dest">(declared))
              .result<"dest">();
    }
    results.push_back(part);
  }
  return replaceWithCasts(rewriter, op, results);
}

/// DepthToSpace and SpaceToDepth: a reshape exposing the block, a
/// transpose moving it, a reshape folding it in.
LogicalResult rearrangeBlocks(Operation *op, PatternRewriter &rewriter,
                              llvm::ArrayRef<int64_t> exposed,
                              llvm::ArrayRef<int64_t> permutation) {
  Value input = op->getOperand(0);
  RankedTensorType type = staticType(input);
  RankedTensorType resultType = staticType(op->getResult(0));
  if (!type || !resultType)
    return cannotLower(op, "its shapes are not static");
  TensorBuilder tb(rewriter, op);
  Value blocks =
      tb.reshape(input, RankedTensorType::get(exposed, type.getElementType(),
                                              Attribute()));
  Value moved = tb.transpose(blocks, permutation);
  return replaceWithCasts(rewriter, op, {tb.reshape(moved, resultType)});
}

LogicalResult lowerDepthToSpace(ONNX::DepthToSpaceOp op,
                                PatternRewriter &rewriter) {
  RankedTensorType type = staticType(op.operand<"input">());
  if (!type || type.getRank() != 4)
    return cannotLower(op, "its input is not a static N x C x H x W");
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
  RankedTensorType type = staticType(op.operand<"input">());
  if (!type || type.getRank() != 4)
    return cannotLower(op, "its input is not a static N x C x H x W");
  int64_t b = ONNX::intValue(op.property<"blocksize", IntegerAttr>());
  llvm::ArrayRef<int64_t> s = type.getShape();
  if (b <= 0 || s[2] % b != 0 || s[3] % b != 0)
    return cannotLower(op, "its blocksize does not divide the image");
  return rearrangeBlocks(op, rewriter, {s[0], s[1], s[2] / b, b, s[3] / b, b},
                         {0, 3, 5, 1, 2, 4});
}

/// Slice with constant starts, ends, axes and steps on a static input.
LogicalResult lowerSlice(ONNX::SliceOp op, PatternRewriter &rewriter) {
  Value data = op.operand<"data">();
  RankedTensorType type = rankedType(data);
  if (!type)
    return cannotLower(op, "its input has no known rank");
  auto starts = ONNX::smallIntConstant(op.operand<"starts">());
  auto ends = ONNX::smallIntConstant(op.operand<"ends">());
  std::optional<llvm::SmallVector<int64_t, 8>> axes, steps;
  if (Value v = op.operand<"axes">())
    axes = ONNX::smallIntConstant(v);
  else
    axes.emplace();
  if (Value v = op.operand<"steps">())
    steps = ONNX::smallIntConstant(v);
  else
    steps.emplace();
  if (!starts || !ends || !axes || !steps)
    return cannotLower(op, "its starts, ends, axes or steps are not "
                           "constants");
  int64_t rank = type.getRank();
  if (axes->empty())
    for (size_t i = 0; i < starts->size(); ++i)
      axes->push_back(int64_t(i));
  if (steps->empty())
    steps->assign(starts->size(), 1);
  if (ends->size() != starts->size() || axes->size() != starts->size() ||
      steps->size() != starts->size())
    return cannotLower(op, "its starts, ends, axes and steps differ in "
                           "length");
  llvm::SmallVector<int64_t, 4> offsets(size_t(rank), 0),
      sizes(type.getShape()), strides(size_t(rank), 1);
  bool backwards = false;
  // Slices of dynamic dimensions, clamped at run time (forward only).
  llvm::SmallVector<std::tuple<int64_t, int64_t, int64_t, int64_t>, 2>
      dynamicSlices;
  for (size_t i = 0; i < starts->size(); ++i) {
    int64_t axis = (*axes)[i] < 0 ? (*axes)[i] + rank : (*axes)[i];
    if (axis < 0 || axis >= rank)
      return cannotLower(op, "an axis is out of range");
    int64_t dim = type.getShape()[size_t(axis)];
    int64_t step = (*steps)[i];
    if (step == 0)
      return cannotLower(op, "a step is 0");
    if (dim == kDynamic) {
      if (step < 0)
        return cannotLower(op, "it slices a dynamic dimension backwards");
      dynamicSlices.push_back({axis, (*starts)[i], (*ends)[i], step});
      strides[size_t(axis)] = step;
      continue;
    }
    int64_t start = (*starts)[i], end = (*ends)[i];
    if (start < 0)
      start += dim;
    if (end < 0)
      end += dim;
    int64_t size;
    if (step > 0) {
      start = std::clamp<int64_t>(start, 0, dim);
      end = std::clamp<int64_t>(end, 0, dim);
      size = end > start ? (end - start + step - 1) / step : 0;
    } else {
      start = std::clamp<int64_t>(start, 0, dim - 1);
      end = std::clamp<int64_t>(end, -1, dim - 1);
      size = start > end ? (start - end - step - 1) / -step : 0;
      backwards = true;
    }
    offsets[size_t(axis)] = start;
    sizes[size_t(axis)] = size;
    strides[size_t(axis)] = step;
  }
  TensorBuilder tb(rewriter, op);
  Value result;
  if (!backwards) {
    // Dimensions not sliced keep their (maybe dynamic) size; dynamic ones
    // sliced are clamped as the static ones above, at run time.
    llvm::SmallVector<Value, 4> at, extent;
    for (int64_t d = 0; d < rank; ++d) {
      at.push_back(tb.indexConstant(offsets[size_t(d)]));
      extent.push_back(sizes[size_t(d)] == kDynamic
                           ? tb.dim(data, d)
                           : tb.indexConstant(sizes[size_t(d)]));
    }
    ScalarBuilder s = tb.scalars();
    for (auto [axis, start, end, step] : dynamicSlices) {
      Value dim = tb.dim(data, axis), zero = tb.indexConstant(0);
      auto clamped = [&](int64_t v) {
        Value x = v < 0 ? s.add(dim, tb.indexConstant(v)) : tb.indexConstant(v);
        return s.min(s.max(x, zero), dim);
      };
      Value first = clamped(start), last = clamped(end);
      Value span = s.max(s.sub(last, first), zero);
      Value count = s.div(s.add(span, tb.indexConstant(step - 1)),
                          tb.indexConstant(step));
      at[size_t(axis)] = first;
      extent[size_t(axis)] = count;
    }
    result = tb.extractSliceAt(data, at, extent, strides);
  } else if (!type.hasStaticShape()) {
    return cannotLower(op, "it slices backwards through a dynamic shape");
  } else {
    // Element i of each dimension is read at offset + i * stride.
    unsigned r = unsigned(rank);
    llvm::SmallVector<AffineExpr, 4> reads;
    for (unsigned d = 0; d < r; ++d)
      reads.push_back(tb.dimExpr(d) * strides[d] + offsets[d]);
    auto resultType =
        RankedTensorType::get(sizes, type.getElementType(), Attribute());
    // The reads go through tensor.extract: a generic's maps must give
    // in-bounds reads for the loops' whole range, which a reversed map
    // over an empty slice would not.
    Operation *generic = tb.generic(
        {}, {tb.empty(resultType)}, {tb.identityMap(r)}, {},
        [&](ScalarBuilder &s, llvm::ArrayRef<Value>) {
          llvm::SmallVector<Value, 4> at;
          for (unsigned d = 0; d < r; ++d) {
            Value i = s.loopIndex(d);
            Value scaled =
                s.mul(i, s.constant(i.getType(), double(strides[d])));
            at.push_back(
                s.add(scaled, s.constant(i.getType(), double(offsets[d]))));
          }
          llvm::SmallVector<Value, 2> y = {
              create<tensor::ExtractOp>(s.builder(), s.location(),
                                        with<"tensor">(data),
                                        with<"indices">(ValueRange(at)),
                                        with<"result">(type.getElementType()))
                  .result<"result">()};
          return y;
        });
    result = generic->getResult(0);
  }
  return replaceWithCast(rewriter, op, result);
}

/// Gather: output[pre..., idx..., post...] = data[pre..., indices[idx...],
/// post...], a negative index counting from the end.
LogicalResult lowerGather(ONNX::GatherOp op, PatternRewriter &rewriter) {
  Value data = op.operand<"data">(), indices = op.operand<"indices">();
  RankedTensorType dataType = rankedType(data);
  RankedTensorType indicesType = rankedType(indices);
  RankedTensorType resultType = rankedType(op.result<"output">());
  if (!dataType || !indicesType || !resultType)
    return cannotLower(op, "its operands or result have no known rank");
  int64_t rank = dataType.getRank();
  int64_t axis = ONNX::intValue(op.propertyOrDefault<"axis", IntegerAttr>());
  if (axis < 0)
    axis += rank;
  int64_t q = indicesType.getRank();
  if (axis < 0 || axis >= rank || resultType.getRank() != rank - 1 + q)
    return cannotLower(op, "its result's rank does not fit its operands'");
  TensorBuilder tb(rewriter, op);
  // The result's dimensions: data's before the axis, the indices', data's
  // after it.
  llvm::SmallVector<Value, 4> sizes;
  for (int64_t d = 0; d < resultType.getRank(); ++d) {
    if (resultType.getShape()[size_t(d)] != kDynamic)
      continue;
    if (d < axis)
      sizes.push_back(tb.dim(data, d));
    else if (d < axis + q)
      sizes.push_back(tb.dim(indices, d - axis));
    else
      sizes.push_back(tb.dim(data, d - q + 1));
  }
  unsigned numLoops = unsigned(resultType.getRank());
  llvm::SmallVector<AffineExpr, 4> indexReads;
  for (int64_t j = 0; j < q; ++j)
    indexReads.push_back(tb.dimExpr(unsigned(axis + j)));
  Value axisSize = tb.dim(data, axis);
  Operation *generic = tb.generic(
      {indices}, {tb.empty(resultType, sizes)},
      {tb.map(numLoops, indexReads), tb.identityMap(numLoops)}, {},
      [&](ScalarBuilder &s, llvm::ArrayRef<Value> args) {
        Value index = s.integerToIndex(args[0]);
        Value zero = s.constant(index.getType(), 0);
        index = s.select(s.compare(ScalarBuilder::Compare::LT, index, zero),
                         s.add(index, axisSize), index);
        llvm::SmallVector<Value, 4> at;
        for (int64_t d = 0; d < axis; ++d)
          at.push_back(s.loopIndex(unsigned(d)));
        at.push_back(index);
        for (int64_t d = axis + 1; d < rank; ++d)
          at.push_back(s.loopIndex(unsigned(d - 1 + q)));
        llvm::SmallVector<Value, 2> y = {
            create<tensor::ExtractOp>(s.builder(), s.location(),
                                      with<"tensor">(data),
                                      with<"indices">(ValueRange(at)),
                                      with<"result">(dataType.getElementType()))
                .result<"result">()};
        return y;
      });
  return replaceWithCasts(rewriter, op, generic->getResults());
}

/// Pad with constant pads: tensor.pad for mode constant; edge and reflect
/// read the input at clamped or mirrored indices.
LogicalResult lowerPad(ONNX::PadOp op, PatternRewriter &rewriter) {
  Value data = op.operand<"data">();
  RankedTensorType type = rankedType(data);
  if (!type)
    return cannotLower(op, "its input has no known rank");
  if (!isLowerableElementType(type.getElementType()))
    return cannotLower(op, "its element type is unsigned");
  auto pads = ONNX::smallIntConstant(op.operand<"pads">());
  int64_t rank = type.getRank();
  if (!pads || int64_t(pads->size()) != 2 * rank)
    return cannotLower(op, "its pads are not a constant of twice its rank");
  llvm::SmallVector<int64_t, 4> low(pads->begin(), pads->begin() + rank),
      high(pads->begin() + rank, pads->end());
  for (int64_t p : *pads)
    if (p < 0)
      return cannotLower(op, "it has negative pads");
  llvm::StringRef mode = op.propertyOrDefault<"mode", StringAttr>().getValue();
  TensorBuilder tb(rewriter, op);
  Type element = type.getElementType();
  Value result;
  if (mode == "constant") {
    Value padding;
    if (Value given = op.operand<"constant_value">()) {
      RankedTensorType givenType = rankedType(given);
      if (!givenType || givenType.getNumElements() != 1)
        return cannotLower(op, "its constant_value is not one element");
      llvm::SmallVector<Value, 1> at(size_t(givenType.getRank()),
                                     tb.indexConstant(0));
      padding = create<tensor::ExtractOp>(
                    rewriter, op->getLoc(), with<"tensor">(given),
                    with<"indices">(ValueRange(at)), with<"result">(element))
                    .result<"result">();
    } else {
      padding = tb.scalars().constant(element, 0);
    }
    result = tb.pad(data, low, high, padding);
  } else if (mode == "edge" || mode == "reflect") {
    bool reflect = mode == "reflect";
    llvm::SmallVector<int64_t, 4> shape;
    llvm::SmallVector<Value, 4> sizes, lasts;
    ScalarBuilder outside = tb.scalars();
    for (int64_t d = 0; d < rank; ++d) {
      int64_t n = type.getShape()[size_t(d)];
      if (n == 0 || (reflect && n == 1 && (low[d] || high[d])))
        return cannotLower(op, "it pads an empty dimension by its edge");
      shape.push_back(n == kDynamic ? kDynamic : n + low[d] + high[d]);
      Value size = tb.dim(data, d);
      if (n == kDynamic)
        sizes.push_back(outside.add(
            size, tb.indexConstant(low[size_t(d)] + high[size_t(d)])));
      lasts.push_back(outside.sub(size, tb.indexConstant(1)));
    }
    auto resultType = RankedTensorType::get(shape, element, Attribute());
    unsigned r = unsigned(rank);
    result =
        tb.generic({}, {tb.empty(resultType, sizes)}, {tb.identityMap(r)}, {},
                   [&](ScalarBuilder &s, llvm::ArrayRef<Value>) {
                     llvm::SmallVector<Value, 4> at;
                     for (unsigned d = 0; d < r; ++d) {
                       Value i = s.sub(
                           s.loopIndex(d),
                           s.constant(IndexType::get(tb.ctx), double(low[d])));
                       Type index = i.getType();
                       Value last = lasts[d];
                       if (reflect) {
                         // |i|, then beyond the end mirrored back:
                         // 2 * last - i.
                         i = s.max(i, s.neg(i));
                         i = s.min(i, s.sub(s.add(last, last), i));
                       } else {
                         i = s.min(s.max(i, s.constant(index, 0)), last);
                       }
                       at.push_back(i);
                     }
                     llvm::SmallVector<Value, 2> y = {
                         create<tensor::ExtractOp>(
                             s.builder(), s.location(), with<"tensor">(data),
                             with<"indices">(ValueRange(at)),
                             with<"result">(element))
                             .result<"result">()};
                     return y;
                   })
            ->getResult(0);
  } else {
    return cannotLower(op, "its mode is unknown");
  }
  return replaceWithCast(rewriter, op, result);
}

} // namespace

void onnx_to_linalg::addShapeLowerings(LoweringTable &table) {
  table.add<ONNX::ReshapeOp>(lowerToResultShape);
  table.add<ONNX::FlattenOp>(lowerToResultShape);
  table.add<ONNX::SqueezeOp>(lowerToResultShape);
  table.add<ONNX::UnsqueezeOp>(lowerToResultShape);
  table.add<ONNX::IdentityOp, lowerIdentity>();
  table.add<ONNX::DropoutOp, lowerDropout>();
  table.add<ONNX::TransposeOp, lowerTranspose>();
  table.add<ONNX::ConcatOp, lowerConcat>();
  table.add<ONNX::TileOp, lowerTile>();
  table.add<ONNX::ConstantOfShapeOp, lowerConstantOfShape>();
  table.add<ONNX::SliceOp, lowerSlice>();
  table.add<ONNX::GatherOp, lowerGather>();
  table.add<ONNX::PadOp, lowerPad>();
  table.add<ONNX::SplitOp, lowerSplit>();
  table.add<ONNX::DepthToSpaceOp, lowerDepthToSpace>();
  table.add<ONNX::SpaceToDepthOp, lowerSpaceToDepth>();
}
