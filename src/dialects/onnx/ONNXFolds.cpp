//===- ONNXFolds.cpp - Folds of onnx ops ----------------------------------===//
//
// What canonicalize can take away at graph level: Identity, a Cast to the type
// it already has, Dropout in inference with no mask asked for; what shapes
// already say: Shape and Size of a tensor with a static shape become constants
// (materialized as onnx.Constant); and the rest of the shape subgraphs
// PyTorch's exporter writes (Shape → Gather → Unsqueeze → Concat → Reshape)
// over small constants: Gather and Concat of integer constants, Unsqueeze,
// Squeeze and Reshape of any constant to a static result type. Weights fold
// too: Transpose of a constant, Cast between float types, Reshape, Squeeze and
// Unsqueeze of a blob (shared under the new type); folded weights past 1 KiB
// are resource blobs, which the tools release once no op refers to them.
//
//===----------------------------------------------------------------------===//
#include "dialects/onnx/ONNXAttributes.h"
#include "dialects/onnx/ONNXOpHooks.h"
#include "ir/Diagnostics.h"
#include "ir/Operation.h"
#include "ir/ResourceBlob.h"
#include "rewrite/PatternMatch.h"

using namespace terrace;
using namespace terrace::ONNX;

using Results = llvm::SmallVectorImpl<OpFoldResult>;

namespace terrace::ONNX {

/// The operand itself, when the result has its type.
static LogicalResult foldToOperand(Operation *op, Results &results) {
  if (op->getOperand(0).getType() != op->getResult(0).getType())
    return failure();
  results.push_back(op->getOperand(0));
  return success();
}

LogicalResult OpHooks<ConstantOp>::fold(FoldAdaptor<ConstantOp> adaptor,
                                        Results &results) {
  // A constant given as `value`, or as the numbers of value_float(s) and
  // value_int(s) (f32 and i64 elements of the result's shape); strings
  // and sparse values are left as they are.
  ConstantOp constant = adaptor.getOp();
  Operation *op = constant;
  if (Attribute value = constant.property<"value">()) {
    results.push_back(value);
    return success();
  }
  auto type = llvm::dyn_cast<RankedTensorType>(op->getResult(0).getType());
  if (!type || !type.hasStaticShape() ||
      !llvm::isa<IntegerType, FloatType>(type.getElementType()))
    return failure();
  std::string bytes;
  auto addFloat = [&](Attribute a) {
    float f = llvm::cast<FloatAttr>(a).getValue().convertToFloat();
    bytes.append(reinterpret_cast<const char *>(&f), 4);
  };
  auto addInt = [&](Attribute a) {
    int64_t i = llvm::cast<IntegerAttr>(a).getValue().getSExtValue();
    bytes.append(reinterpret_cast<const char *>(&i), 8);
  };
  if (Attribute f = constant.property<"value_float">())
    addFloat(f);
  else if (Attribute i = constant.property<"value_int">())
    addInt(i);
  else if (auto fs = constant.property<"value_floats", ArrayAttr>())
    llvm::for_each(fs.getValue(), addFloat);
  else if (auto is = constant.property<"value_ints", ArrayAttr>())
    llvm::for_each(is.getValue(), addInt);
  else
    return failure();
  unsigned width = type.getElementType().getIntOrFloatBitWidth();
  if (int64_t(bytes.size()) != type.getNumElements() * (width / 8))
    return failure();
  results.push_back(DenseIntOrFPElementsAttr::get(type, bytes));
  return success();
}

LogicalResult OpHooks<IdentityOp>::fold(FoldAdaptor<IdentityOp> adaptor,
                                        Results &results) {
  return foldToOperand(adaptor.getOp(), results);
}

/// The float elements of `input` converted to `type`'s float element type
/// (f16, f32, f64: rounded to nearest, even on ties, as the lowering's
/// arith.truncf and the interpreter round; a Cast to bfloat16 truncates in
/// ONNX's reference and is left alone).
static Attribute castFloatConstant(Attribute input, RankedTensorType type) {
  std::optional<ConstantBytes> from = constantBytes(input);
  auto to = llvm::dyn_cast<FloatType>(type.getElementType());
  if (!from || !to || !type.hasStaticShape() ||
      type.getShape() != from->type.getShape() ||
      to.getKind() == TypeKind::BF16)
    return {};
  auto source = llvm::dyn_cast<FloatType>(from->type.getElementType());
  if (!source || source.getWidth() > 64 || to.getWidth() > 64)
    return {};
  unsigned inBytes = from->elementBytes, outBytes = (to.getWidth() + 7) / 8;
  int64_t count = from->splat ? 1 : type.getNumElements();
  ResourceBlob blob = ResourceBlob::allocate(uint64_t(count) * outBytes, 64);
  char *out = blob.getMutableData();
  for (int64_t i = 0; i < count; ++i) {
    uint64_t bits = 0;
    std::memcpy(&bits, from->raw.data() + i * inBytes, inBytes);
    llvm::APFloat v(source.getSemantics(),
                    llvm::APInt(source.getWidth(), bits));
    bool lost = false;
    v.convert(to.getSemantics(), llvm::APFloat::rmNearestTiesToEven, &lost);
    bits = v.bitcastToAPInt().getZExtValue();
    std::memcpy(out + i * outBytes, &bits, outBytes);
  }
  if (from->splat)
    return DenseIntOrFPElementsAttr::getRaw(type, true, blob.getBytes());
  return makeFoldedConstant(type, std::move(blob), "onnx_cast");
}

LogicalResult OpHooks<CastOp>::fold(FoldAdaptor<CastOp> adaptor,
                                    Results &results) {
  CastOp cast = adaptor.getOp();
  if (succeeded(foldToOperand(cast, results)))
    return success();
  // Weights stored in half precision and cast up (mixed-precision
  // exports) are cast once here.
  auto type =
      llvm::dyn_cast<RankedTensorType>(cast.result<"output">().getType());
  if (Attribute folded =
          type ? castFloatConstant(adaptor.operand<"input">(), type)
               : Attribute()) {
    results.push_back(folded);
    return success();
  }
  return failure();
}

LogicalResult OpHooks<DropoutOp>::fold(FoldAdaptor<DropoutOp> adaptor,
                                       Results &results) {
  // Without training_mode a Dropout passes its data through; the mask
  // would need a constant of its own.
  DropoutOp dropout = adaptor.getOp();
  if (dropout.operand<"training_mode">() || dropout.result<"mask">())
    return failure();
  return foldToOperand(dropout, results);
}

/// The static shape of `value`'s tensor type; none when it has a dynamic
/// dimension or no rank.
static std::optional<llvm::ArrayRef<int64_t>> staticShape(Value value) {
  auto type = llvm::dyn_cast<RankedTensorType>(value.getType());
  if (!type || llvm::is_contained(type.getShape(), kDynamic))
    return std::nullopt;
  return type.getShape();
}

/// `values` as a constant of `type`'s integer element type (i32 or i64).
static Attribute intElements(Type type, llvm::ArrayRef<int64_t> values) {
  auto shaped = llvm::dyn_cast<RankedTensorType>(type);
  if (!shaped || !shaped.hasStaticShape() ||
      shaped.getNumElements() != int64_t(values.size()))
    return Attribute();
  auto element = llvm::dyn_cast<IntegerType>(shaped.getElementType());
  if (!element || (element.getWidth() != 32 && element.getWidth() != 64))
    return Attribute();
  std::string bytes;
  for (int64_t v : values) {
    if (element.getWidth() == 64) {
      bytes.append(reinterpret_cast<const char *>(&v), 8);
    } else {
      int32_t narrow = int32_t(v);
      bytes.append(reinterpret_cast<const char *>(&narrow), 4);
    }
  }
  return DenseIntOrFPElementsAttr::get(shaped, bytes);
}

LogicalResult OpHooks<ShapeOp>::fold(FoldAdaptor<ShapeOp> adaptor,
                                     Results &results) {
  ShapeOp shapeOp = adaptor.getOp();
  std::optional<llvm::ArrayRef<int64_t>> shape =
      staticShape(shapeOp.operand<"data">());
  if (!shape)
    return failure();
  auto [start, end] = shapeRange(shapeOp.property<"start", IntegerAttr>(),
                                 shapeOp.property<"end", IntegerAttr>(),
                                 int64_t(shape->size()));
  llvm::ArrayRef<int64_t> dims = shape->slice(start, end - start);
  Attribute value = intElements(shapeOp.result<"shape">().getType(), dims);
  if (!value)
    return failure();
  results.push_back(value);
  return success();
}

LogicalResult OpHooks<SizeOp>::fold(FoldAdaptor<SizeOp> adaptor,
                                    Results &results) {
  SizeOp size = adaptor.getOp();
  std::optional<llvm::ArrayRef<int64_t>> shape =
      staticShape(size.operand<"data">());
  if (!shape)
    return failure();
  int64_t count = 1;
  for (int64_t d : *shape)
    count *= d;
  Attribute value = intElements(size.result<"size">().getType(), {count});
  if (!value)
    return failure();
  results.push_back(value);
  return success();
}

LogicalResult OpHooks<ConcatOp>::fold(FoldAdaptor<ConcatOp> adaptor,
                                      Results &results) {
  // 1-D integer constants (shapes) joined end to end.
  llvm::SmallVector<int64_t, 8> joined;
  for (Attribute operand : adaptor.operands<"inputs">()) {
    std::optional<llvm::SmallVector<int64_t, 8>> values = smallInts(operand);
    if (!values ||
        llvm::cast<DenseIntOrFPElementsAttr>(operand).getType().getRank() != 1)
      return failure();
    joined.append(values->begin(), values->end());
  }
  Attribute value =
      intElements(adaptor.getOp().result<"concat_result">().getType(), joined);
  if (!value)
    return failure();
  results.push_back(value);
  return success();
}

LogicalResult OpHooks<GatherOp>::fold(FoldAdaptor<GatherOp> adaptor,
                                      Results &results) {
  // A 1-D integer constant indexed by constant indices (a shape's entry).
  GatherOp gather = adaptor.getOp();
  if (gather.propertyOrDefault<"axis", IntegerAttr>().getInt() != 0)
    return failure();
  Attribute dataConstant = adaptor.operand<"data">();
  std::optional<llvm::SmallVector<int64_t, 8>> data = smallInts(dataConstant);
  std::optional<llvm::SmallVector<int64_t, 8>> indices =
      smallInts(adaptor.operand<"indices">());
  if (!data || !indices ||
      llvm::cast<DenseIntOrFPElementsAttr>(dataConstant).getType().getRank() !=
          1)
    return failure();
  llvm::SmallVector<int64_t, 8> picked;
  int64_t size = int64_t(data->size());
  for (int64_t index : *indices) {
    if (index < -size || index >= size)
      return failure(); // the interpreter reports it where it runs
    picked.push_back((*data)[size_t(index < 0 ? index + size : index)]);
  }
  Attribute value = intElements(gather.result<"output">().getType(), picked);
  if (!value)
    return failure();
  results.push_back(value);
  return success();
}

/// The same constant elements under the op's static result type
/// (Unsqueeze, Squeeze, Reshape of a constant): a blob is shared under the
/// new type, not copied; a splat of any size stays a splat; other dense
/// elements are copied (makeFoldedConstant).
static LogicalResult foldToReshapedConstant(Operation *op, Attribute data,
                                            Results &results) {
  std::optional<ConstantBytes> from = constantBytes(data);
  auto type = llvm::dyn_cast<RankedTensorType>(op->getResult(0).getType());
  if (!from || !type || !type.hasStaticShape() ||
      type.getElementType() != from->type.getElementType() ||
      type.getNumElements() != from->type.getNumElements())
    return failure();
  if (auto resource = llvm::dyn_cast<DenseResourceElementsAttr>(data))
    results.push_back(
        DenseResourceElementsAttr::get(type, resource.getEntry()));
  else if (from->splat)
    results.push_back(
        DenseIntOrFPElementsAttr::getRaw(type, /*splat=*/true, from->raw));
  else
    results.push_back(makeFoldedConstant(
        type, ResourceBlob::copy(from->raw, /*alignment=*/64), "onnx_reshape"));
  return success();
}

LogicalResult OpHooks<UnsqueezeOp>::fold(FoldAdaptor<UnsqueezeOp> adaptor,
                                         Results &results) {
  return foldToReshapedConstant(adaptor.getOp(), adaptor.operand<"data">(),
                                results);
}

LogicalResult OpHooks<SqueezeOp>::fold(FoldAdaptor<SqueezeOp> adaptor,
                                       Results &results) {
  return foldToReshapedConstant(adaptor.getOp(), adaptor.operand<"data">(),
                                results);
}

LogicalResult OpHooks<ReshapeOp>::fold(FoldAdaptor<ReshapeOp> adaptor,
                                       Results &results) {
  return foldToReshapedConstant(adaptor.getOp(), adaptor.operand<"data">(),
                                results);
}

/// The elements of `data` in the order Transpose's `perm` reads them.
static Attribute transposeConstant(Attribute data, RankedTensorType type,
                                   llvm::ArrayRef<int64_t> perm) {
  std::optional<ConstantBytes> from = constantBytes(data);
  if (!from || !type.hasStaticShape() ||
      type.getElementType() != from->type.getElementType())
    return {};
  llvm::ArrayRef<int64_t> inShape = from->type.getShape();
  size_t rank = inShape.size();
  if (perm.size() != rank)
    return {};
  if (from->splat)
    return DenseIntOrFPElementsAttr::getRaw(type, /*splat=*/true, from->raw);
  // Output position by position: the input offset advances by the
  // input's stride along the dimension each output dimension reads.
  llvm::SmallVector<int64_t, 6> inStrides(rank, 1), step(rank);
  for (size_t d = rank; d-- > 1;)
    inStrides[d - 1] = inStrides[d] * inShape[d];
  for (size_t d = 0; d < rank; ++d)
    step[d] = inStrides[size_t(perm[d])];
  llvm::ArrayRef<int64_t> outShape = type.getShape();
  unsigned width = from->elementBytes;
  int64_t count = type.getNumElements();
  ResourceBlob blob = ResourceBlob::allocate(uint64_t(count) * width, 64);
  char *out = blob.getMutableData();
  llvm::SmallVector<int64_t, 6> index(rank, 0);
  int64_t offset = 0;
  for (int64_t i = 0; i < count; ++i) {
    std::memcpy(out + i * width, from->raw.data() + offset * width, width);
    for (size_t d = rank; d-- > 0;) {
      offset += step[d];
      if (++index[d] < outShape[d])
        break;
      offset -= step[d] * outShape[d];
      index[d] = 0;
    }
  }
  return makeFoldedConstant(type, std::move(blob), "onnx_transpose");
}

LogicalResult OpHooks<TransposeOp>::fold(FoldAdaptor<TransposeOp> adaptor,
                                         Results &results) {
  TransposeOp transpose = adaptor.getOp();
  auto type = llvm::dyn_cast<RankedTensorType>(
      transpose.result<"transposed">().getType());
  auto inType =
      llvm::dyn_cast<RankedTensorType>(transpose.operand<"data">().getType());
  if (!type || !inType)
    return failure();
  llvm::SmallVector<int64_t, 4> perm =
      intValues(transpose.property<"perm", ArrayAttr>());
  if (!transpose.property<"perm">())
    for (int64_t d = inType.getRank(); d-- > 0;)
      perm.push_back(d);
  // A permutation of the dimensions, or the verifier's to report.
  llvm::SmallVector<bool, 6> seen(perm.size(), false);
  for (int64_t p : perm) {
    if (p < 0 || p >= int64_t(perm.size()) || seen[size_t(p)])
      return failure();
    seen[size_t(p)] = true;
  }
  Attribute folded = transposeConstant(adaptor.operand<"data">(), type, perm);
  if (!folded)
    return failure();
  results.push_back(folded);
  return success();
}

} // namespace terrace::ONNX
