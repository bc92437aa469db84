//===- ONNXFolds.cpp - Folds of onnx ops ----------------------------------===//
//
// What canonicalize can take away at graph level without computing:
// Identity, a Cast to the type it already has, Dropout in inference with
// no mask asked for; and what shapes already say: Shape and Size of a
// tensor with a static shape become constants (materialized as
// onnx.Constant), which is where PyTorch's Shape → Gather → Concat →
// Reshape chains start.
//
//===----------------------------------------------------------------------===//
#include "dialects/onnx/ONNXOpHooks.h"
#include "ir/Diagnostics.h"
#include "ir/Operation.h"
#include "rewrite/PatternMatch.h"

using namespace terrace;
using namespace terrace::ONNX;

using Results = llvm::SmallVectorImpl<OpFoldResult>;

/// The operand itself, when the result has its type.
static LogicalResult foldToOperand(Operation *op, Results &results) {
  if (op->getOperand(0).getType() != op->getResult(0).getType())
    return failure();
  results.push_back(op->getOperand(0));
  return success();
}

LogicalResult ONNX::foldIdentity(Operation *op, llvm::ArrayRef<Attribute>,
                                 Results &results) {
  return foldToOperand(op, results);
}

LogicalResult ONNX::foldCast(Operation *op, llvm::ArrayRef<Attribute>,
                             Results &results) {
  return foldToOperand(op, results);
}

LogicalResult ONNX::foldDropout(Operation *op, llvm::ArrayRef<Attribute>,
                                Results &results) {
  // Without training_mode a Dropout passes its data through; the mask
  // would need a constant of its own.
  auto dropout = llvm::cast<DropoutOp>(op);
  if (dropout.operand<"training_mode">() || dropout.result<"mask">())
    return failure();
  return foldToOperand(op, results);
}

/// The static shape of `value`'s tensor type; none when it has a dynamic
/// dimension or no rank.
static std::optional<llvm::ArrayRef<int64_t>> staticShape(Value value) {
  auto type = llvm::dyn_cast<RankedTensorType>(value.getType());
  if (!type || llvm::is_contained(type.getShape(), kDynamic))
    return std::nullopt;
  return type.getShape();
}

/// A constant of `values` as i64 elements of `type`.
static Attribute i64Elements(Type type, llvm::ArrayRef<int64_t> values) {
  auto shaped = llvm::dyn_cast<RankedTensorType>(type);
  if (!shaped || !shaped.getElementType().isInteger(64) ||
      shaped.getNumElements() != int64_t(values.size()))
    return Attribute();
  std::string bytes(values.size() * sizeof(int64_t), '\0');
  std::memcpy(bytes.data(), values.data(), bytes.size());
  return DenseIntOrFPElementsAttr::get(shaped, bytes);
}

LogicalResult ONNX::foldShape(Operation *op, llvm::ArrayRef<Attribute>,
                              Results &results) {
  auto shapeOp = llvm::cast<ShapeOp>(op);
  std::optional<llvm::ArrayRef<int64_t>> shape =
      staticShape(shapeOp.operand<"data">());
  if (!shape)
    return failure();
  int64_t rank = int64_t(shape->size());
  auto clamp = [&](int64_t v) {
    if (v < 0)
      v += rank;
    return std::clamp<int64_t>(v, 0, rank);
  };
  int64_t start =
      clamp(shapeOp.propertyOrDefault<"start", IntegerAttr>().getInt());
  IntegerAttr endAttr = shapeOp.property<"end", IntegerAttr>();
  int64_t end = endAttr ? clamp(endAttr.getInt()) : rank;
  llvm::ArrayRef<int64_t> dims = start < end ? shape->slice(start, end - start)
                                             : llvm::ArrayRef<int64_t>();
  Attribute value = i64Elements(op->getResult(0).getType(), dims);
  if (!value)
    return failure();
  results.push_back(value);
  return success();
}

LogicalResult ONNX::foldSize(Operation *op, llvm::ArrayRef<Attribute>,
                             Results &results) {
  std::optional<llvm::ArrayRef<int64_t>> shape = staticShape(op->getOperand(0));
  if (!shape)
    return failure();
  int64_t count = 1;
  for (int64_t d : *shape)
    count *= d;
  Attribute value = i64Elements(op->getResult(0).getType(), {count});
  if (!value)
    return failure();
  results.push_back(value);
  return success();
}
