//===- ConvolutionLowering.cpp - Conv and pooling as linalg's named ops ---===//
//
// Conv becomes linalg.conv_{1d_ncw_fcw,2d_nchw_fchw,3d_ncdhw_fcdhw}, a
// grouped 2-D one linalg.conv_2d_ngchw_gfchw (input, weights and result
// reshaped around the group) and a depthwise one
// linalg.depthwise_conv_2d_nchw_chw; the input is padded by tensor.pad and
// the result starts from the bias. MaxPool and AveragePool become
// linalg.pooling_{ncw,nchw}_{max,sum} (a generic of the same loops over
// three dimensions, for unsigned maxima, and for MaxPool's Indices, which
// it keeps beside the maxima): the input padded with the lowest
// value or zero, averages divided by the window's count (a constant, or,
// where padding is not counted or ceil_mode's windows run past it, the
// counts pooled from a tensor of ones). The global pools reduce the
// spatial dimensions with one linalg.generic.
//
//===----------------------------------------------------------------------===//
#include "conversions/ONNXToLinalg/LoweringSupport.h"
#include "dialects/arith/ArithOps.h"
#include "dialects/math/MathOps.h"
#include "dialects/onnx/ONNXAttributes.h"
#include "dialects/onnx/ONNXOps.h"
#include "ir/Operation.h"

using namespace terrace;
using namespace terrace::onnx_to_linalg;
using llvm::failure;
using llvm::LogicalResult;
using llvm::success;

namespace {

using linalg::IteratorType;

/// The input's spatial sizes, which must be static.
LogicalResult spatialShape(Operation *op, RankedTensorType type,
                           llvm::SmallVectorImpl<int64_t> &spatial) {
  if (type.getRank() < 3)
    return cannotLower(op, "its input has no spatial dimensions");
  for (int64_t size : type.getShape().drop_front(2)) {
    if (size == kDynamic)
      return cannotLower(op, "its input has dynamic spatial dimensions");
    spatial.push_back(size);
  }
  return success();
}

/// `input` padded at its spatial dimensions by the windows' amounts.
Value padSpatial(TensorBuilder &tb, Value input, const ONNX::Windows &w,
                 Value padding) {
  bool any = false;
  for (size_t d = 0; d < w.padBegin.size(); ++d)
    any |= w.padBegin[d] != 0 || w.padEnd[d] != 0;
  if (!any)
    return input;
  llvm::SmallVector<int64_t, 5> low = {0, 0}, high = {0, 0};
  low.append(w.padBegin.begin(), w.padBegin.end());
  high.append(w.padEnd.begin(), w.padEnd.end());
  return tb.pad(input, low, high, padding);
}

/// The result type from the input's batch and channels and the windows'
/// output sizes; fails when the op's own result type says otherwise.
LogicalResult windowedResultType(Operation *op, Value input, int64_t channels,
                                 const ONNX::Windows &w,
                                 RankedTensorType &type) {
  RankedTensorType inputType = rankedType(input);
  llvm::SmallVector<int64_t, 5> shape = {inputType.getShape()[0], channels};
  shape.append(w.output.begin(), w.output.end());
  RankedTensorType declared = rankedType(op->getResult(0));
  for (size_t d = 0; d < shape.size(); ++d)
    if (declared.getShape()[d] != kDynamic && shape[d] != kDynamic &&
        declared.getShape()[d] != shape[d])
      return cannotLower(op, "its result type disagrees with its windows");
  type = RankedTensorType::get(shape, inputType.getElementType(), Attribute());
  return success();
}

/// The dynamic sizes of a windowed result: the batch, when dynamic.
llvm::SmallVector<Value, 1> batchSize(TensorBuilder &tb, Value input,
                                      RankedTensorType type) {
  llvm::SmallVector<Value, 1> sizes;
  if (type.getShape()[0] == kDynamic)
    sizes.push_back(tb.dim(input, 0));
  return sizes;
}

/// A tensor of `type` starting from `bias` broadcast along the filters
/// (dimension 1), or zeros without one.
Value biasOrZero(TensorBuilder &tb, Value bias, RankedTensorType type,
                 llvm::ArrayRef<Value> sizes) {
  if (!bias)
    return tb.filled(type, sizes, 0);
  unsigned rank = unsigned(type.getRank());
  return tb
      .generic({bias}, {tb.empty(type, sizes)},
               {tb.map(rank, {tb.dimExpr(1)}), tb.identityMap(rank)}, {},
               [](ScalarBuilder &, llvm::ArrayRef<Value> args) {
                 llvm::SmallVector<Value, 2> y = {args[0]};
                 return y;
               })
      ->getResult(0);
}

/// The convolution of `padded` (N x C x spatial) with `weights` (F x C /
/// group x kernel) accumulated into `init` (of `resultType`): linalg's
/// named convolution for the group and rank; null after an error on `op`.
Value convolve(TensorBuilder &tb, Operation *op, Value padded, Value weights,
               Value init, int64_t group, llvm::ArrayRef<int64_t> kernel,
               llvm::ArrayRef<int64_t> strides,
               llvm::ArrayRef<int64_t> dilations, RankedTensorType resultType) {
  size_t rank = kernel.size();
  RankedTensorType paddedType = rankedType(padded);
  int64_t channels = paddedType.getShape()[1];
  int64_t filters = rankedType(weights).getShape()[0];
  Type element = resultType.getElementType();
  if (group == 1) {
    if (rank == 1)
      return tb
          .windowed<linalg::Conv1DNcwFcwOp>({padded, weights}, {init}, strides,
                                            dilations)
          ->getResult(0);
    if (rank == 2)
      return tb
          .windowed<linalg::Conv2DNchwFchwOp>({padded, weights}, {init},
                                              strides, dilations)
          ->getResult(0);
    if (rank == 3)
      return tb
          .windowed<linalg::Conv3DNcdhwFcdhwOp>({padded, weights}, {init},
                                                strides, dilations)
          ->getResult(0);
    (void)cannotLower(op, "it convolves over more than 3 dimensions");
    return Value();
  }
  if (rank != 2) {
    (void)cannotLower(op, "grouped convolutions lower in 2-D only");
    return Value();
  }
  if (group == channels && filters == channels) {
    // Depthwise: the weights' unit dimension dropped.
    auto depthwiseType = RankedTensorType::get({filters, kernel[0], kernel[1]},
                                               element, Attribute());
    Value depthwise =
        tb.collapseShape(weights, depthwiseType, {{0, 1}, {2}, {3}});
    return tb
        .windowed<linalg::DepthwiseConv2DNchwChwOp>({padded, depthwise}, {init},
                                                    strides, dilations)
        ->getResult(0);
  }
  // Grouped: the group as a dimension of its own in every operand.
  auto groupedInput = RankedTensorType::get(
      {paddedType.getShape()[0], group, channels / group,
       paddedType.getShape()[2], paddedType.getShape()[3]},
      element, Attribute());
  auto groupedWeights = RankedTensorType::get(
      {group, filters / group, channels / group, kernel[0], kernel[1]}, element,
      Attribute());
  auto groupedResult = RankedTensorType::get(
      {resultType.getShape()[0], group, filters / group,
       resultType.getShape()[2], resultType.getShape()[3]},
      element, Attribute());
  Value in = tb.expandShape(padded, groupedInput, {{0}, {1, 2}, {3}, {4}});
  Value ws = tb.expandShape(weights, groupedWeights, {{0, 1}, {2}, {3}, {4}});
  Value out = tb.expandShape(init, groupedResult, {{0}, {1, 2}, {3}, {4}});
  Value grouped = tb.windowed<linalg::Conv2DNgchwGfchwOp>({in, ws}, {out},
                                                          strides, dilations)
                      ->getResult(0);
  return tb.collapseShape(grouped, resultType, {{0}, {1, 2}, {3}, {4}});
}

/// ConvTranspose as a convolution: the input spread out by the strides
/// (zeros between its elements) and padded by what the kernel's reach
/// minus the pads leaves (or cropped where the pads are larger), the
/// kernel flipped in space with its channels and filters exchanged per
/// group, then stride 1 and the same dilations.
LogicalResult lowerConvTranspose(ONNX::ConvTransposeOp op,
                                 PatternRewriter &rewriter) {
  if (failed(checkFloatTensors(op)))
    return failure();
  Value x = op.operand<"X">(), weights = op.operand<"W">(),
        bias = op.operand<"B">();
  RankedTensorType xType = rankedType(x), wType = rankedType(weights);
  if (!xType.hasStaticShape() || !wType.hasStaticShape())
    return cannotLower(op, "its input or weights have a dynamic shape");
  llvm::SmallVector<int64_t, 3> spatial;
  if (failed(spatialShape(op, xType, spatial)))
    return failure();
  size_t rank = spatial.size();
  if (wType.getRank() != int64_t(rank) + 2)
    return cannotLower(op, "its weights' rank does not match its input's");
  llvm::SmallVector<int64_t, 3> kernel(wType.getShape().drop_front(2));
  ONNX::TransposedWindows w;
  if (failed(ONNX::computeTransposedWindows(
          op, spatial, kernel,
          op.propertyOrDefault<"auto_pad", StringAttr>().getValue(),
          op.property<"pads", ArrayAttr>(), op.property<"strides", ArrayAttr>(),
          op.property<"dilations", ArrayAttr>(),
          op.property<"output_padding", ArrayAttr>(),
          op.property<"output_shape", ArrayAttr>(), w)))
    return failure();
  int64_t group = ONNX::intValue(op.propertyOrDefault<"group", IntegerAttr>());
  int64_t channels = xType.getShape()[1];
  int64_t perGroupFilters = wType.getShape()[1];
  if (group <= 0 || channels % group != 0 || wType.getShape()[0] != channels)
    return cannotLower(op, "its weights do not match its channels");
  int64_t filters = perGroupFilters * group,
          perGroupChannels = channels / group;
  Type element = xType.getElementType();
  TensorBuilder tb(rewriter, op);

  // The spread input Z: x[i] lands at low + i * stride, for the positions
  // inside Z's extent, (output - 1) + (kernel - 1) * dilation + 1.
  llvm::SmallVector<int64_t, 5> zShape = {xType.getShape()[0], channels};
  llvm::SmallVector<int64_t, 5> first = {0, 0}, count(xType.getShape()),
                                step = {1, 1}, at = {0, 0};
  for (size_t d = 0; d < rank; ++d) {
    int64_t reach = (kernel[d] - 1) * w.dilations[d];
    int64_t extent = w.output[d] - 1 + reach + 1;
    int64_t low = reach - w.padBegin[d];
    int64_t s = w.strides[d];
    // The input positions i with 0 <= low + i * s < extent.
    int64_t begin = low >= 0 ? 0 : (-low + s - 1) / s;
    int64_t end = std::min<int64_t>(
        spatial[d], low >= extent ? 0 : (extent - 1 - low) / s + 1);
    zShape.push_back(extent);
    first.push_back(begin);
    count[d + 2] = std::max<int64_t>(end - begin, 0);
    step.push_back(1);
    at.push_back(low + begin * s);
  }
  auto zType = RankedTensorType::get(zShape, element, Attribute());
  Value z = tb.filled(zType, {}, 0);
  bool anyInside = llvm::all_of(count, [](int64_t c) { return c > 0; });
  if (anyInside) {
    Value inside = tb.extractSlice(x, first, count, step);
    llvm::SmallVector<int64_t, 5> spread = {1, 1};
    spread.append(w.strides.begin(), w.strides.end());
    z = tb.insertSlice(inside, z, at, spread);
  }
  // The convolution's weights, F x C/group x kernel: filter o of group g
  // reads W[g * C/group + c, o mod F/group] flipped in space.
  llvm::SmallVector<int64_t, 5> cShape = {filters, perGroupChannels};
  cShape.append(kernel.begin(), kernel.end());
  auto cType = RankedTensorType::get(cShape, element, Attribute());
  unsigned wRank = unsigned(rank + 2);
  AffineExpr o = tb.dimExpr(0), c = tb.dimExpr(1);
  AffineExpr perGroup = AffineExpr::getConstant(tb.ctx, perGroupFilters);
  llvm::SmallVector<AffineExpr, 5> reads = {
      AffineExpr::getBinary(AffineExprKind::FloorDiv, o, perGroup) *
              perGroupChannels +
          c,
      AffineExpr::getBinary(AffineExprKind::Mod, o, perGroup)};
  for (size_t d = 0; d < rank; ++d)
    reads.push_back(tb.dimExpr(unsigned(d + 2)) * -1 + (kernel[d] - 1));
  Value flipped = tb.generic({weights}, {tb.empty(cType)},
                             {tb.map(wRank, reads), tb.identityMap(wRank)}, {},
                             [](ScalarBuilder &, llvm::ArrayRef<Value> args) {
                               llvm::SmallVector<Value, 2> y = {args[0]};
                               return y;
                             })
                      ->getResult(0);
  llvm::SmallVector<int64_t, 5> resultShape = {xType.getShape()[0], filters};
  resultShape.append(w.output.begin(), w.output.end());
  auto resultType = RankedTensorType::get(resultShape, element, Attribute());
  Value init = biasOrZero(tb, bias, resultType, {});
  llvm::SmallVector<int64_t, 3> ones(rank, 1);
  Value result = convolve(tb, op, z, flipped, init, group, kernel, ones,
                          w.dilations, resultType);
  if (!result)
    return failure();
  return replaceWithCast(rewriter, op, result);
}

/// The convolution of `x` with `weights` (and `bias`), as the window
/// attributes of `op` (Conv, ConvInteger and QLinearConv share their
/// names) say, in `x`'s element type; null after an error on `op`.
template <typename OpT>
Value convolution(TensorBuilder &tb, OpT op, Value x, Value weights,
                  Value bias) {
  RankedTensorType xType = rankedType(x), wType = rankedType(weights);
  llvm::SmallVector<int64_t, 3> spatial;
  if (failed(spatialShape(op, xType, spatial)))
    return Value();
  size_t rank = spatial.size();
  auto refuse = [&](const char *why) {
    (void)cannotLower(op, why);
    return Value();
  };
  if (wType.getRank() != int64_t(rank) + 2)
    return refuse("its weights' rank does not match its input's");
  for (int64_t size : wType.getShape())
    if (size == kDynamic)
      return refuse("its weights have a dynamic shape");
  llvm::SmallVector<int64_t, 3> kernel(wType.getShape().drop_front(2));
  if (ArrayAttr ks = op.template property<"kernel_shape", ArrayAttr>())
    if (ONNX::intValues(ks) != llvm::ArrayRef<int64_t>(kernel))
      return refuse("its kernel_shape is unlike its weights'");
  ONNX::Windows w;
  if (failed(ONNX::computeWindows(
          op, spatial, kernel,
          op.template propertyOrDefault<"auto_pad", StringAttr>().getValue(),
          op.template property<"pads", ArrayAttr>(),
          op.template property<"strides", ArrayAttr>(),
          op.template property<"dilations", ArrayAttr>(), /*ceilMode=*/false,
          w)))
    return Value();
  int64_t group =
      ONNX::intValue(op.template propertyOrDefault<"group", IntegerAttr>());
  int64_t channels = xType.getShape()[1];
  int64_t filters = wType.getShape()[0];
  if (channels == kDynamic)
    return refuse("its input has a dynamic channel count");
  if (group <= 0 || channels % group != 0 || filters % group != 0 ||
      wType.getShape()[1] != channels / group)
    return refuse("its group does not divide its channels");
  RankedTensorType resultType;
  if (failed(windowedResultType(op, x, filters, w, resultType)))
    return Value();
  Type element = resultType.getElementType();
  Value padded = padSpatial(tb, x, w, tb.scalars().constant(element, 0));
  Value init = biasOrZero(tb, bias, resultType, batchSize(tb, x, resultType));
  return convolve(tb, op, padded, weights, init, group, kernel, w.strides,
                  w.dilations, resultType);
}

LogicalResult lowerConv(ONNX::ConvOp op, PatternRewriter &rewriter) {
  if (failed(checkFloatTensors(op)))
    return failure();
  TensorBuilder tb(rewriter, op);
  Value result = convolution(tb, op, op.operand<"X">(), op.operand<"W">(),
                             op.operand<"B">());
  if (!result)
    return failure();
  return replaceWithCast(rewriter, op, result);
}

/// ConvInteger: the convolution of x and w less their zero points (w's
/// one per filter, or one), in i32.
LogicalResult lowerConvInteger(ONNX::ConvIntegerOp op,
                               PatternRewriter &rewriter) {
  if (failed(checkNumberTensors(op)))
    return failure();
  TensorBuilder tb(rewriter, op);
  Value x =
      lessZeroPoint(tb, op.operand<"x">(), op.operand<"x_zero_point">(), 0);
  Value weights =
      lessZeroPoint(tb, op.operand<"w">(), op.operand<"w_zero_point">(), 0);
  Value result = convolution(tb, op, x, weights, Value());
  if (!result)
    return failure();
  return replaceWithCast(rewriter, op, result);
}

/// QLinearConv: ConvInteger's i32 sums with the bias (i32) added, scaled
/// by x_scale * w_scale / y_scale (w_scale one per filter, or one) in
/// f64, rounded half to even, y_zero_point added, saturated.
LogicalResult lowerQLinearConv(ONNX::QLinearConvOp op,
                               PatternRewriter &rewriter) {
  if (failed(checkNumberTensors(op)))
    return failure();
  for (Value parameter :
       {op.operand<"x_scale">(), op.operand<"y_scale">(),
        op.operand<"y_zero_point">(), op.operand<"x_zero_point">()})
    if (!isOneElement(parameter))
      return cannotLower(op, "its input's and output's scales and zero "
                             "points are not one element each");
  TensorBuilder tb(rewriter, op);
  Value x =
      lessZeroPoint(tb, op.operand<"x">(), op.operand<"x_zero_point">(), 0);
  Value weights =
      lessZeroPoint(tb, op.operand<"w">(), op.operand<"w_zero_point">(), 0);
  Value sums = convolution(tb, op, x, weights, op.operand<"B">());
  if (!sums)
    return failure();
  Type f64 = FloatType::get(tb.ctx, TypeKind::F64);
  ScalarBuilder top = tb.scalars();
  Value xScale = tb.element(op.operand<"x_scale">(), {}, f64);
  Value yScale = tb.element(op.operand<"y_scale">(), {}, f64);
  Value yZero = op.operand<"y_zero_point">();
  Value zeroPoint =
      top.cast(tb.element(yZero), f64, readsUnsigned(yZero), false);
  Value y = op.result<"y">();
  Type element = rankedType(y).getElementType();
  bool toUnsigned = writesUnsigned(y);
  RankedTensorType sumsType = rankedType(sums);
  unsigned rank = unsigned(sumsType.getRank());
  Value wScale = op.operand<"w_scale">();
  auto resultType =
      RankedTensorType::get(sumsType.getShape(), element, Attribute());
  llvm::SmallVector<Value, 1> sizes = batchSize(tb, sums, sumsType);
  Value result =
      tb.generic({sums, wScale}, {tb.empty(resultType, sizes)},
                 {tb.identityMap(rank), parameterMap(tb, wScale, rank, 1),
                  tb.identityMap(rank)},
                 {},
                 [&](ScalarBuilder &s, llvm::ArrayRef<Value> args) {
                   // (x_scale * w_scale) / y_scale, as the reference.
                   Value scale =
                       s.div(s.mul(xScale, s.cast(args[1], f64)), yScale);
                   Value v = s.unary<math::RoundEvenOp>(
                       s.mul(s.cast(args[0], f64, false, false), scale));
                   llvm::SmallVector<Value, 2> out = {
                       saturate(s, s.add(v, zeroPoint), element, toUnsigned)};
                   return out;
                 })
          ->getResult(0);
  return replaceWithCast(rewriter, op, result);
}

/// What MaxPool and AveragePool share: the windows and the padded input.
struct Pooling {
  ONNX::Windows w;
  RankedTensorType resultType;
  llvm::SmallVector<int64_t, 3> spatial;
};

template <typename OpT>
LogicalResult poolingWindows(OpT op, Pooling &p, ArrayAttr dilations) {
  Value x = op.template operand<"X">();
  RankedTensorType xType = rankedType(x);
  if (failed(spatialShape(op, xType, p.spatial)))
    return failure();
  llvm::SmallVector<int64_t, 3> kernel =
      ONNX::intValues(op.template property<"kernel_shape", ArrayAttr>());
  bool ceilMode =
      ONNX::intValue(op.template propertyOrDefault<"ceil_mode", IntegerAttr>());
  if (failed(ONNX::computeWindows(
          op, p.spatial, kernel,
          op.template propertyOrDefault<"auto_pad", StringAttr>().getValue(),
          op.template property<"pads", ArrayAttr>(),
          op.template property<"strides", ArrayAttr>(), dilations, ceilMode,
          p.w)))
    return failure();
  return windowedResultType(op, x, xType.getShape()[1], p.w, p.resultType);
}

/// The maps of a pooling generic over loops (n, c, output..., kernel...):
/// the input read at output * stride + kernel * dilation, a window tensor
/// (whose sizes give the kernel loops theirs, as in linalg's pooling
/// ops), the result at (n, c, output...); and its iterators.
struct PoolingLoops {
  llvm::SmallVector<AffineMapAttr, 3> maps;
  llvm::SmallVector<IteratorType, 8> iterators;
  PoolingLoops(TensorBuilder &tb, const ONNX::Windows &w, size_t results) {
    size_t rank = w.kernel.size();
    unsigned loops = unsigned(2 + 2 * rank);
    llvm::SmallVector<AffineExpr, 5> in = {tb.dimExpr(0), tb.dimExpr(1)},
                                     window, out = in;
    for (size_t d = 0; d < rank; ++d) {
      AffineExpr o = tb.dimExpr(unsigned(2 + d));
      AffineExpr k = tb.dimExpr(unsigned(2 + rank + d));
      in.push_back(o * w.strides[d] + k * w.dilations[d]);
      window.push_back(k);
      out.push_back(o);
    }
    maps = {tb.map(loops, in), tb.map(loops, window)};
    maps.append(results, tb.map(loops, out));
    iterators.assign(2 + rank, IteratorType::Parallel);
    iterators.append(rank, IteratorType::Reduction);
  }
};

/// The pooling op of `rank` spatial dimensions: max or sum. linalg's
/// named pooling ops for 1 and 2 dimensions (their maxima signed), a
/// generic for the others and unsigned maxima.
Operation *pool(TensorBuilder &tb, bool max, size_t rank, Value input,
                Value init, const ONNX::Windows &w) {
  auto windowType = RankedTensorType::get(
      w.kernel, rankedType(input).getElementType(), Attribute());
  Value window = tb.empty(windowType);
  if (rank > 2 || (max && tb.unsignedIntegers)) {
    PoolingLoops loops(tb, w, 1);
    return tb.generic({input, window}, {init}, loops.maps, loops.iterators,
                      [&](ScalarBuilder &s, llvm::ArrayRef<Value> args) {
                        llvm::SmallVector<Value, 2> y = {
                            max ? s.max(args[2], args[0])
                                : s.add(args[2], args[0])};
                        return y;
                      });
  }
  if (rank == 1)
    return max ? tb.windowed<linalg::PoolingNcwMaxOp>({input, window}, {init},
                                                      w.strides, w.dilations)
               : tb.windowed<linalg::PoolingNcwSumOp>({input, window}, {init},
                                                      w.strides, w.dilations);
  return max ? tb.windowed<linalg::PoolingNchwMaxOp>({input, window}, {init},
                                                     w.strides, w.dilations)
             : tb.windowed<linalg::PoolingNchwSumOp>({input, window}, {init},
                                                     w.strides, w.dilations);
}

/// MaxPool with its Indices: one generic keeping each window's first
/// maximum and its place in the (unpadded) input, counted over N and C
/// and the spatial dimensions row-major (column-major with
/// storage_order 1), as ONNX's reference does.
Value maxPoolWithIndices(TensorBuilder &tb, ONNX::MaxPoolOp op, Value padded,
                         Value init, const Pooling &p, Value &indices) {
  const ONNX::Windows &w = p.w;
  size_t rank = w.kernel.size();
  Type i64 = IntegerType::get(tb.ctx, 64);
  auto indexType =
      RankedTensorType::get(p.resultType.getShape(), i64, Attribute());
  Value x = op.operand<"X">();
  llvm::SmallVector<Value, 1> sizes = batchSize(tb, x, p.resultType);
  Value noIndex =
      tb.fill(tb.empty(indexType, sizes), tb.scalars().constant(i64, -1));
  Value window = tb.empty(RankedTensorType::get(
      w.kernel, rankedType(padded).getElementType(), Attribute()));
  bool columnMajor =
      ONNX::intValue(op.propertyOrDefault<"storage_order", IntegerAttr>());
  Value channels = tb.dim(x, 1);
  PoolingLoops loops(tb, w, 2);
  Operation *pooled = tb.generic(
      {padded, window}, {init, noIndex}, loops.maps, loops.iterators,
      [&](ScalarBuilder &s, llvm::ArrayRef<Value> args) {
        Type index = IndexType::get(tb.ctx);
        // The element's place in the unpadded input, and whether it is
        // in it.
        Value inside = s.constant(IntegerType::get(tb.ctx, 1), 1);
        Value place = s.add(s.mul(s.loopIndex(0), channels), s.loopIndex(1));
        llvm::SmallVector<Value, 3> at(rank);
        for (size_t d = 0; d < rank; ++d) {
          Value position =
              s.add(s.mul(s.loopIndex(unsigned(2 + d)),
                          s.constant(index, double(w.strides[d]))),
                    s.mul(s.loopIndex(unsigned(2 + rank + d)),
                          s.constant(index, double(w.dilations[d]))));
          Value begin = s.constant(index, double(w.padBegin[d]));
          inside = s.binary<arith::AndIOp>(
              inside,
              s.binary<arith::AndIOp>(
                  s.compare(ScalarBuilder::Compare::GE, position, begin),
                  s.compare(ScalarBuilder::Compare::LT, position,
                            s.constant(index,
                                       double(w.padBegin[d] + p.spatial[d])))));
          at[d] = s.sub(position, begin);
        }
        for (size_t k = 0; k < rank; ++k) {
          size_t d = columnMajor ? rank - 1 - k : k;
          place = s.add(s.mul(place, s.constant(index, double(p.spatial[d]))),
                        at[d]);
        }
        Value none =
            s.compare(ScalarBuilder::Compare::EQ, args[3], s.constant(i64, -1));
        Value larger = s.compare(ScalarBuilder::Compare::GT, args[0], args[2]);
        Value take = s.binary<arith::AndIOp>(
            inside, s.binary<arith::OrIOp>(none, larger));
        llvm::SmallVector<Value, 2> y = {
            s.select(take, args[0], args[2]),
            s.select(take, s.indexToInteger(place, i64), args[3])};
        return y;
      });
  indices = pooled->getResult(1);
  return pooled->getResult(0);
}

LogicalResult lowerMaxPool(ONNX::MaxPoolOp op, PatternRewriter &rewriter) {
  if (failed(checkNumberTensors(op)))
    return failure();
  Pooling p;
  if (failed(poolingWindows(op, p, op.property<"dilations", ArrayAttr>())))
    return failure();
  Value x = op.operand<"X">();
  TensorBuilder tb(rewriter, op, computesUnsigned(op));
  Type element = p.resultType.getElementType();
  Value padded = padSpatial(tb, x, p.w, tb.scalars().lowest(element));
  Value init = tb.fill(tb.empty(p.resultType, batchSize(tb, x, p.resultType)),
                       tb.scalars().lowest(element));
  if (op.result<"Indices">()) {
    Value indices;
    Value pooled = maxPoolWithIndices(tb, op, padded, init, p, indices);
    return replaceWithCasts(rewriter, op, ValueRange({pooled, indices}));
  }
  Operation *pooled = pool(tb, true, p.spatial.size(), padded, init, p.w);
  return replaceWithCast(rewriter, op, pooled->getResult(0));
}

LogicalResult lowerAveragePool(ONNX::AveragePoolOp op,
                               PatternRewriter &rewriter) {
  if (failed(checkFloatTensors(op)))
    return failure();
  Pooling p;
  if (failed(poolingWindows(op, p, ArrayAttr())))
    return failure();
  Value x = op.operand<"X">();
  const ONNX::Windows &w = p.w;
  bool countPad =
      ONNX::intValue(op.propertyOrDefault<"count_include_pad", IntegerAttr>());
  TensorBuilder tb(rewriter, op);
  Type element = p.resultType.getElementType();
  size_t rank = p.spatial.size();
  Value zero = tb.scalars().constant(element, 0);
  Value padded = padSpatial(tb, x, w, zero);
  llvm::SmallVector<Value, 1> sizes = batchSize(tb, x, p.resultType);
  Value sums =
      pool(tb, false, rank, padded, tb.filled(p.resultType, sizes, 0), w)
          ->getResult(0);

  // The divisor: the kernel's size where every window sees only counted
  // elements, else each window's count of them.
  bool uniform = true;
  for (size_t d = 0; d < rank; ++d) {
    if (countPad ? w.padEnd[d] > w.declaredPadEnd[d]
                 : (w.padBegin[d] != 0 || w.padEnd[d] != 0))
      uniform = false;
  }
  unsigned resultRank = unsigned(p.resultType.getRank());
  Value averaged;
  if (uniform) {
    int64_t count = 1;
    for (int64_t k : w.kernel)
      count *= k;
    averaged =
        tb.generic({sums}, {tb.empty(p.resultType, sizes)},
                   {tb.identityMap(resultRank), tb.identityMap(resultRank)}, {},
                   [&](ScalarBuilder &s, llvm::ArrayRef<Value> args) {
                     llvm::SmallVector<Value, 2> y = {
                         s.div(args[0], s.constant(element, double(count)))};
                     return y;
                   })
            ->getResult(0);
  } else {
    // Ones over the input (1 x 1 x spatial), padded with what counts.
    llvm::SmallVector<int64_t, 5> onesShape = {1, 1};
    onesShape.append(p.spatial.begin(), p.spatial.end());
    Value ones = tb.filled(
        RankedTensorType::get(onesShape, element, Attribute()), {}, 1);
    ONNX::Windows counted = w;
    if (countPad) {
      for (size_t d = 0; d < rank; ++d)
        counted.padEnd[d] = std::min(w.padEnd[d], w.declaredPadEnd[d]);
      ones = padSpatial(tb, ones, counted, tb.scalars().constant(element, 1));
    } else {
      counted.padBegin.assign(rank, 0);
      counted.padEnd.assign(rank, 0);
    }
    ONNX::Windows rest = w;
    for (size_t d = 0; d < rank; ++d) {
      rest.padBegin[d] = w.padBegin[d] - counted.padBegin[d];
      rest.padEnd[d] = w.padEnd[d] - counted.padEnd[d];
    }
    ones = padSpatial(tb, ones, rest, zero);
    llvm::SmallVector<int64_t, 5> countShape = {1, 1};
    countShape.append(w.output.begin(), w.output.end());
    auto countType = RankedTensorType::get(countShape, element, Attribute());
    Value counts = pool(tb, false, rank, ones, tb.filled(countType, {}, 0), w)
                       ->getResult(0);
    averaged =
        tb.generic({sums, counts}, {tb.empty(p.resultType, sizes)},
                   {tb.identityMap(resultRank),
                    broadcastMap(tb.ctx, countShape, p.resultType.getShape()),
                    tb.identityMap(resultRank)},
                   {},
                   [&](ScalarBuilder &s, llvm::ArrayRef<Value> args) {
                     llvm::SmallVector<Value, 2> y = {s.div(args[0], args[1])};
                     return y;
                   })
            ->getResult(0);
  }
  return replaceWithCast(rewriter, op, averaged);
}

/// GlobalAveragePool and GlobalMaxPool: the spatial dimensions reduced
/// into (N, C), then given back as ones.
template <typename OpT, bool Max>
LogicalResult lowerGlobalPool(OpT op, PatternRewriter &rewriter) {
  if (failed(checkFloatTensors(op)))
    return failure();
  Value x = op.template operand<"X">();
  RankedTensorType xType = rankedType(x);
  if (xType.getRank() < 3)
    return cannotLower(op, "its input has no spatial dimensions");
  unsigned rank = unsigned(xType.getRank());
  Type element = xType.getElementType();
  TensorBuilder tb(rewriter, op, computesUnsigned(op));
  auto reducedType = RankedTensorType::get(
      {xType.getShape()[0], xType.getShape()[1]}, element, Attribute());
  llvm::SmallVector<Value, 2> sizes;
  for (int64_t d = 0; d < 2; ++d)
    if (xType.getShape()[size_t(d)] == kDynamic)
      sizes.push_back(tb.dim(x, d));
  ScalarBuilder s = tb.scalars();
  Value init = tb.fill(tb.empty(reducedType, sizes),
                       Max ? s.lowest(element) : s.constant(element, 0));
  llvm::SmallVector<IteratorType, 5> iterators(rank, IteratorType::Reduction);
  iterators[0] = iterators[1] = IteratorType::Parallel;
  Value reduced =
      tb.generic({x}, {init},
                 {tb.identityMap(rank),
                  tb.map(rank, {tb.dimExpr(0), tb.dimExpr(1)})},
                 iterators,
                 [](ScalarBuilder &s, llvm::ArrayRef<Value> args) {
                   llvm::SmallVector<Value, 2> y = {
                       Max ? s.max(args[1], args[0]) : s.add(args[1], args[0])};
                   return y;
                 })
          ->getResult(0);
  if (!Max) {
    Value spatialCount = tb.indexConstant(1);
    bool dynamic = false;
    int64_t count = 1;
    for (unsigned d = 2; d < rank; ++d) {
      if (xType.getShape()[d] == kDynamic)
        dynamic = true;
      else
        count *= xType.getShape()[d];
    }
    if (dynamic)
      return cannotLower(op, "its input has dynamic spatial dimensions");
    (void)spatialCount;
    reduced = tb.generic({reduced}, {tb.empty(reducedType, sizes)},
                         {tb.identityMap(2), tb.identityMap(2)}, {},
                         [&](ScalarBuilder &s, llvm::ArrayRef<Value> args) {
                           llvm::SmallVector<Value, 2> y = {s.div(
                               args[0], s.constant(element, double(count)))};
                           return y;
                         })
                  ->getResult(0);
  }
  llvm::SmallVector<int64_t, 5> shape = {xType.getShape()[0],
                                         xType.getShape()[1]};
  shape.append(rank - 2, 1);
  ReassociationGroups groups = {{0}, {1}};
  for (unsigned d = 2; d < rank; ++d)
    groups.back().push_back(d);
  Value result = tb.expandShape(
      reduced, RankedTensorType::get(shape, element, Attribute()), groups);
  return replaceWithCast(rewriter, op, result);
}

} // namespace

void onnx_to_linalg::addConvolutionLowerings(LoweringTable &table) {
  table.add<ONNX::ConvOp, lowerConv>();
  table.add<ONNX::ConvIntegerOp, lowerConvInteger>();
  table.add<ONNX::QLinearConvOp, lowerQLinearConv>();
  table.add<ONNX::ConvTransposeOp, lowerConvTranspose>();
  table.add<ONNX::MaxPoolOp, lowerMaxPool>();
  table.add<ONNX::AveragePoolOp, lowerAveragePool>();
  table.add<ONNX::GlobalAveragePoolOp,
            lowerGlobalPool<ONNX::GlobalAveragePoolOp, false>>();
  table.add<ONNX::GlobalMaxPoolOp,
            lowerGlobalPool<ONNX::GlobalMaxPoolOp, true>>();
}
