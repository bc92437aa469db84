//===- ONNXFolds.cpp - Folds of onnx ops ----------------------------------===//
//
// What canonicalize can take away at graph level without computing:
// Identity, a Cast to the type it already has, Dropout in inference with
// no mask asked for; what shapes already say: Shape and Size of a tensor
// with a static shape become constants (materialized as onnx.Constant);
// and the rest of the shape subgraphs PyTorch's exporter writes (Shape →
// Gather → Unsqueeze → Concat → Reshape) over small constants: Gather and
// Concat of integer constants, Unsqueeze, Squeeze and Reshape of any
// constant to a static result type.
//
//===----------------------------------------------------------------------===//
#include "dialects/onnx/ONNXAttributes.h"
#include "dialects/onnx/ONNXOpHooks.h"
#include "ir/Diagnostics.h"
#include "ir/Operation.h"
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

LogicalResult OpHooks<CastOp>::fold(FoldAdaptor<CastOp> adaptor,
                                    Results &results) {
  return foldToOperand(adaptor.getOp(), results);
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

/// The same constant elements under the op's static result type (Unsqueeze,
/// Squeeze, Reshape of a small constant).
static LogicalResult foldToReshapedConstant(Operation *op, Attribute data,
                                            Results &results) {
  auto dense = llvm::dyn_cast_if_present<DenseIntOrFPElementsAttr>(data);
  auto type = llvm::dyn_cast<RankedTensorType>(op->getResult(0).getType());
  if (!dense || !type || !type.hasStaticShape() ||
      type.getElementType() != dense.getType().getElementType() ||
      type.getNumElements() != dense.getType().getNumElements() ||
      type.getNumElements() > kMaxSmallConstantElements)
    return failure();
  results.push_back(DenseIntOrFPElementsAttr::getRaw(type, dense.isSplat(),
                                                     dense.getRawData()));
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

} // namespace terrace::ONNX
