//===- SliceLowering.cpp - Cutting, joining, padding and repeating data ---===//
//
// Concat becomes tensor.concat (insert_slices where shapes are dynamic,
// which one-shot bufferization takes); Slice and Split
// tensor.extract_slice (Slice of a dynamic dimension clamped at run time;
// backwards, or with starts, ends, axes or steps read at run time, a
// linalg.generic reading at start + i * step); Pad tensor.pad for
// constants and a linalg.generic that clamps or reflects its reads for
// edge and reflect; Tile a linalg.generic wrapping its reads; Gather a
// linalg.generic extracting at the indices it reads. Split's sizes and
// Pad's pads may be read at run time; Tile's repeats must be constants.
//
//===----------------------------------------------------------------------===//
#include "conversions/ONNXToLinalg/LoweringSupport.h"
#include "dialects/arith/ArithOps.h"
#include "dialects/onnx/ONNXAttributes.h"
#include "dialects/onnx/ONNXOps.h"
#include "dialects/tensor/TensorOps.h"
#include "ir/Operation.h"
#include "rewrite/Folding.h"

using namespace terrace;
using namespace terrace::onnx_to_linalg;
using llvm::failure;
using llvm::LogicalResult;
using llvm::success;

namespace {

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

/// Slice with starts, ends, axes or steps read at run time: each
/// dimension's first element, step and count worked out at run time as
/// ONNX clamps them, the result a generic reading the input at
/// first + i * step.
LogicalResult lowerRuntimeSlice(ONNX::SliceOp op, PatternRewriter &rewriter) {
  Value data = op.operand<"data">();
  RankedTensorType type = rankedType(data);
  Value starts = op.operand<"starts">(), ends = op.operand<"ends">(),
        axes = op.operand<"axes">(), steps = op.operand<"steps">();
  RankedTensorType startsType = rankedType(starts);
  if (!startsType || startsType.getRank() != 1 ||
      startsType.getShape()[0] == kDynamic)
    return cannotLower(op, "its starts are not a 1-D tensor of known length");
  int64_t count = startsType.getShape()[0];
  for (Value v : {ends, axes, steps})
    if (v && rankedType(v) != RankedTensorType() &&
        (rankedType(v).getRank() != 1 || rankedType(v).getShape()[0] != count))
      return cannotLower(op, "its starts, ends, axes and steps differ in "
                             "length");
  for (Value v : {ends, axes, steps})
    if (v && !rankedType(v))
      return cannotLower(op, "its ends, axes or steps have no known rank");
  TensorBuilder tb(rewriter, op);
  ScalarBuilder s = tb.scalars();
  using C = ScalarBuilder::Compare;
  int64_t rank = type.getRank();
  Value zero = tb.indexConstant(0), one = tb.indexConstant(1),
        minusOne = tb.indexConstant(-1);
  auto clamp = [&](Value v, Value lo, Value hi) {
    return s.min(s.max(v, lo), hi);
  };
  auto read = [&](Value tensor, int64_t j) {
    return s.integerToIndex(tb.element(tensor, j));
  };
  llvm::SmallVector<Value, 4> firsts, stepsOf, counts;
  for (int64_t d = 0; d < rank; ++d) {
    Value n = tb.dim(data, d);
    Value first = zero, step = one, size = n;
    for (int64_t j = 0; j < count; ++j) {
      Value axis =
          axes ? normalizedIndex(tb, read(axes, j), rank) : tb.indexConstant(j);
      Value hit = s.compare(C::EQ, axis, tb.indexConstant(d));
      Value t = steps ? read(steps, j) : one;
      Value begin = normalizedIndex(tb, read(starts, j), n);
      Value end = normalizedIndex(tb, read(ends, j), n);
      // Forward: both clamped to [0, n]; backward: the start to
      // [0, n - 1], the end to [-1, n - 1].
      Value forwardBegin = clamp(begin, zero, n);
      Value forwardSpan = s.max(s.sub(clamp(end, zero, n), forwardBegin), zero);
      Value forwardCount = s.div(s.sub(s.add(forwardSpan, t), one), t);
      Value last = s.sub(n, one);
      Value backwardBegin = clamp(begin, zero, last);
      Value backwardSpan =
          s.max(s.sub(backwardBegin, clamp(end, minusOne, last)), zero);
      Value back = s.neg(t);
      Value backwardCount = s.div(s.sub(s.add(backwardSpan, back), one), back);
      Value forward = s.compare(C::GT, t, zero);
      first =
          s.select(hit, s.select(forward, forwardBegin, backwardBegin), first);
      step = s.select(hit, t, step);
      size =
          s.select(hit, s.select(forward, forwardCount, backwardCount), size);
    }
    firsts.push_back(first);
    stepsOf.push_back(step);
    counts.push_back(size);
  }
  auto resultType = dynamicShape(type);
  unsigned r = unsigned(rank);
  Operation *generic = tb.generic(
      {}, {tb.empty(resultType, counts)}, {tb.identityMap(r)}, {},
      [&](ScalarBuilder &s, llvm::ArrayRef<Value>) {
        llvm::SmallVector<Value, 4> at;
        for (unsigned d = 0; d < r; ++d)
          at.push_back(s.add(firsts[d], s.mul(s.loopIndex(d), stepsOf[d])));
        llvm::SmallVector<Value, 2> y = {s.extract(data, at)};
        return y;
      });
  return replaceWithCast(rewriter, op, generic->getResult(0));
}

/// Slice with constant starts, ends, axes and steps: tensor.extract_slice
/// (clamped at run time along dynamic dimensions), or a generic reading
/// backwards; the run-time form otherwise.
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
    return lowerRuntimeSlice(op, rewriter);
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
          llvm::SmallVector<Value, 2> y = {s.extract(data, at)};
          return y;
        });
    result = generic->getResult(0);
  }
  return replaceWithCast(rewriter, op, result);
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
    RankedTensorType givenType = rankedType(given);
    if (!givenType || givenType.getRank() != 1 ||
        givenType.getShape()[0] != parts)
      return cannotLower(op, "its split is not one size per result");
    if (auto values = ONNX::smallIntConstant(given)) {
      int64_t total = 0;
      for (int64_t v : *values) {
        sizes.push_back(tb.indexConstant(v));
        total += v;
      }
      if (size != kDynamic && total != size)
        return cannotLower(op, "its split sizes do not add up to the axis");
    } else {
      // Sizes read at run time (their sum the axis', as ONNX requires).
      for (int64_t i = 0; i < parts; ++i)
        sizes.push_back(s.integerToIndex(tb.element(given, i)));
    }
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
    // Of an empty axis every part is empty (a slice of it would be out
    // of bounds even at offset 0).
    Value part;
    if (size == 0) {
      llvm::SmallVector<Value, 4> dynamicSizes;
      for (int64_t d = 0; d < rank; ++d)
        if (type.getShape()[size_t(d)] == kDynamic)
          dynamicSizes.push_back(tb.dim(input, d));
      part = tb.empty(type, dynamicSizes);
    } else {
      part = tb.extractSliceAt(input, at, extent, strides);
    }
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

/// Pad with constant pads: tensor.pad for mode constant; edge and reflect
/// read the input at clamped or mirrored indices.
LogicalResult lowerPad(ONNX::PadOp op, PatternRewriter &rewriter) {
  Value data = op.operand<"data">();
  RankedTensorType type = rankedType(data);
  if (!type)
    return cannotLower(op, "its input has no known rank");
  Value padsOperand = op.operand<"pads">();
  RankedTensorType padsType = rankedType(padsOperand);
  int64_t rank = type.getRank();
  if (!padsType || padsType.getRank() != 1 ||
      padsType.getShape()[0] != 2 * rank)
    return cannotLower(op, "its pads are not twice its rank");
  llvm::StringRef mode = op.propertyOrDefault<"mode", StringAttr>().getValue();
  TensorBuilder tb(rewriter, op);
  Type element = type.getElementType();
  // The pads, constants or read at run time (where they must not be
  // negative, as ONNX allows but a pad does not take).
  llvm::SmallVector<Value, 4> low, high;
  if (auto pads = ONNX::smallIntConstant(padsOperand)) {
    for (int64_t p : *pads)
      if (p < 0)
        return cannotLower(op, "it has negative pads");
    for (int64_t d = 0; d < rank; ++d) {
      low.push_back(tb.indexConstant((*pads)[size_t(d)]));
      high.push_back(tb.indexConstant((*pads)[size_t(rank + d)]));
    }
  } else {
    ScalarBuilder s = tb.scalars();
    for (int64_t d = 0; d < rank; ++d) {
      low.push_back(s.integerToIndex(tb.element(padsOperand, d)));
      high.push_back(s.integerToIndex(tb.element(padsOperand, rank + d)));
    }
  }
  Value result;
  if (mode == "constant") {
    Value padding;
    if (Value given = op.operand<"constant_value">()) {
      if (!isOneElement(given))
        return cannotLower(op, "its constant_value is not one element");
      padding = tb.element(given);
    } else {
      padding = tb.scalars().constant(element, 0);
    }
    result = tb.padAt(data, low, high, padding);
  } else if (mode == "edge" || mode == "reflect") {
    bool reflect = mode == "reflect";
    llvm::SmallVector<int64_t, 4> shape;
    llvm::SmallVector<Value, 4> sizes, lasts;
    ScalarBuilder outside = tb.scalars();
    for (int64_t d = 0; d < rank; ++d) {
      int64_t n = type.getShape()[size_t(d)];
      std::optional<llvm::APInt> lowValue = getConstantInt(low[size_t(d)]);
      std::optional<llvm::APInt> highValue = getConstantInt(high[size_t(d)]);
      if (n == 0)
        return cannotLower(op, "it pads an empty dimension by its edge");
      bool known = n != kDynamic && lowValue && highValue;
      shape.push_back(known ? n + lowValue->getSExtValue() +
                                  highValue->getSExtValue()
                            : kDynamic);
      Value size = tb.dim(data, d);
      if (!known)
        sizes.push_back(
            outside.add(size, outside.add(low[size_t(d)], high[size_t(d)])));
      lasts.push_back(outside.sub(size, tb.indexConstant(1)));
    }
    auto resultType = RankedTensorType::get(shape, element, Attribute());
    unsigned r = unsigned(rank);
    result =
        tb.generic({}, {tb.empty(resultType, sizes)}, {tb.identityMap(r)}, {},
                   [&](ScalarBuilder &s, llvm::ArrayRef<Value>) {
                     llvm::SmallVector<Value, 4> at;
                     for (unsigned d = 0; d < r; ++d) {
                       Value i = s.sub(s.loopIndex(d), low[d]);
                       Type index = i.getType();
                       Value last = lasts[d];
                       if (reflect) {
                         // |i|, then beyond the end mirrored back:
                         // 2 * last - i; a dimension of one element is
                         // read at 0 however far it is padded (numpy's
                         // answer).
                         i = s.max(i, s.neg(i));
                         i = s.min(i, s.sub(s.add(last, last), i));
                         i = s.max(i, s.constant(index, 0));
                       } else {
                         i = s.min(s.max(i, s.constant(index, 0)), last);
                       }
                       at.push_back(i);
                     }
                     llvm::SmallVector<Value, 2> y = {s.extract(data, at)};
                     return y;
                   })
            ->getResult(0);
  } else {
    return cannotLower(op, "its mode is unknown");
  }
  return replaceWithCast(rewriter, op, result);
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
                   llvm::SmallVector<Value, 2> y = {s.extract(input, at)};
                   return y;
                 })
          ->getResult(0);
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
        llvm::SmallVector<Value, 2> y = {s.extract(data, at)};
        return y;
      });
  return replaceWithCasts(rewriter, op, generic->getResults());
}

} // namespace

void onnx_to_linalg::addSliceLowerings(LoweringTable &table) {
  table.add<ONNX::ConcatOp, lowerConcat>();
  table.add<ONNX::SliceOp, lowerSlice>();
  table.add<ONNX::SplitOp, lowerSplit>();
  table.add<ONNX::PadOp, lowerPad>();
  table.add<ONNX::TileOp, lowerTile>();
  table.add<ONNX::GatherOp, lowerGather>();
}
