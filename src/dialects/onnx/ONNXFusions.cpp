//===- ONNXFusions.cpp - Graph-level fusions under canonicalize -----------===//
//
// Two patterns exporters leave and every ONNX compiler recognizes:
//
// - Conv then BatchNormalization in inference, the convolution's only user,
//   with constant weights and statistics: the normalization folds into the
//   convolution's weights and bias (W'[c] = W[c] * s[c] / sqrt(v[c] + eps),
//   B'[c] = (B[c] - m[c]) * s[c] / sqrt(v[c] + eps) + b[c]), computed in
//   double and rounded once. Large weights go to a new resource blob.
// - MatMul of two matrices then Add of a bias that broadcasts to the
//   product (and no further), the product's only user: one Gemm.
// - Chains: a Transpose of a Transpose is one Transpose (of the composed
//   permutation; none when that is the identity), a Reshape of a Reshape
//   one Reshape to the outer shape (unless it copies a dimension, 0,
//   from the inner result).
//
//===----------------------------------------------------------------------===//
#include "dialects/onnx/ONNXAttributes.h"
#include "dialects/onnx/ONNXOpHooks.h"
#include "ir/Builder.h"
#include "ir/Context.h"
#include "ir/Operation.h"
#include "ir/ResourceBlob.h"
#include "rewrite/Folding.h"
#include "rewrite/PatternMatch.h"

#include "llvm/ADT/APFloat.h"

#include <cmath>
#include <cstring>

using namespace terrace;
using namespace terrace::ONNX;
using llvm::failure;
using llvm::LogicalResult;
using llvm::success;

namespace {

/// The elements of a constant of f16, f32 or f64 (dense<> or a resource
/// blob) behind `value`, as doubles, with its type; none otherwise.
struct FloatConstant {
  RankedTensorType type;
  std::vector<double> values;
};

std::optional<FloatConstant> floatConstant(Value value) {
  if (!value)
    return std::nullopt;
  std::optional<ConstantBytes> constant =
      constantBytes(getConstantValue(value));
  if (!constant)
    return std::nullopt;
  RankedTensorType type = constant->type;
  llvm::StringRef raw = constant->raw;
  bool splat = constant->splat;
  auto element = llvm::dyn_cast<FloatType>(type.getElementType());
  if (!element)
    return std::nullopt;
  unsigned width = element.getWidth();
  if (width != 16 && width != 32 && width != 64)
    return std::nullopt;
  unsigned bytes = width / 8;
  int64_t n = type.getNumElements();
  FloatConstant result{type, {}};
  result.values.reserve(size_t(n));
  for (int64_t i = 0; i < n; ++i) {
    uint64_t bits = 0;
    std::memcpy(&bits, raw.data() + (splat ? 0 : i * bytes), bytes);
    llvm::APFloat v(element.getSemantics(), llvm::APInt(width, bits));
    bool lost = false;
    v.convert(llvm::APFloat::IEEEdouble(), llvm::APFloat::rmNearestTiesToEven,
              &lost);
    result.values.push_back(v.convertToDouble());
  }
  return result;
}

/// An onnx.Constant of `values` rounded to `type`'s element type
/// (makeFoldedConstant: past 1 KiB a resource blob named after `key`).
Value makeConstant(PatternRewriter &rewriter, Location loc,
                   RankedTensorType type, llvm::ArrayRef<double> values,
                   llvm::StringRef key) {
  auto element = llvm::cast<FloatType>(type.getElementType());
  unsigned bytes = element.getWidth() / 8;
  ResourceBlob blob = ResourceBlob::allocate(values.size() * bytes, 64);
  char *raw = blob.getMutableData();
  for (size_t i = 0; i < values.size(); ++i) {
    llvm::APFloat v(values[i]);
    bool lost = false;
    v.convert(element.getSemantics(), llvm::APFloat::rmNearestTiesToEven,
              &lost);
    uint64_t bits = v.bitcastToAPInt().getZExtValue();
    std::memcpy(raw + i * bytes, &bits, bytes);
  }
  Attribute attr = makeFoldedConstant(type, std::move(blob), key);
  return create<ConstantOp>(rewriter, loc, with<"value">(attr),
                            with<"output">(type))
      ->getResult(0);
}

/// Whether `value`'s only user is `user`.
bool onlyUser(Value value, Operation *user) {
  return value.hasOneUse() && value.getFirstUse()->getOwner() == user;
}

LogicalResult foldBatchNormIntoConv(BatchNormalizationOp bn,
                                    PatternRewriter &rewriter) {
  Operation *op = bn.getOperation();
  if (op->getNumResults() != 1 ||
      ONNX::intValue(bn.propertyOrDefault<"training_mode", IntegerAttr>()))
    return failure();
  auto conv =
      llvm::dyn_cast_if_present<ConvOp>(bn.operand<"X">().getDefiningOp());
  if (!conv || !onlyUser(conv->getResult(0), op) ||
      conv->getResult(0).getType() != op->getResult(0).getType())
    return failure();
  std::optional<FloatConstant> w = floatConstant(conv.operand<"W">());
  std::optional<FloatConstant> scale = floatConstant(bn.operand<"scale">());
  std::optional<FloatConstant> bias = floatConstant(bn.operand<"B">());
  std::optional<FloatConstant> mean = floatConstant(bn.operand<"input_mean">());
  std::optional<FloatConstant> var = floatConstant(bn.operand<"input_var">());
  if (!w || !scale || !bias || !mean || !var || w->type.getRank() < 1)
    return failure();
  int64_t channels = w->type.getShape()[0];
  for (const FloatConstant *c : {&*scale, &*bias, &*mean, &*var})
    if (c->type.getRank() != 1 || int64_t(c->values.size()) != channels)
      return failure();
  std::vector<double> convBias(size_t(channels), 0.0);
  Value b = conv.operand<"B">();
  if (b) {
    std::optional<FloatConstant> given = floatConstant(b);
    if (!given || int64_t(given->values.size()) != channels)
      return failure();
    convBias = given->values;
  }
  double epsilon =
      ONNX::floatValue(bn.propertyOrDefault<"epsilon", FloatAttr>());
  int64_t perChannel = int64_t(w->values.size()) / channels;
  std::vector<double> weights = w->values;
  std::vector<double> biases(static_cast<size_t>(channels), 0.0);
  for (int64_t c = 0; c < channels; ++c) {
    double factor =
        scale->values[size_t(c)] / std::sqrt(var->values[size_t(c)] + epsilon);
    for (int64_t i = 0; i < perChannel; ++i)
      weights[size_t(c * perChannel + i)] *= factor;
    biases[size_t(c)] =
        (convBias[size_t(c)] - mean->values[size_t(c)]) * factor +
        bias->values[size_t(c)];
  }
  rewriter.setInsertionPoint(conv.getOperation());
  Location loc = conv->getLoc();
  Value newW = makeConstant(rewriter, loc, w->type, weights, "conv_bn_weights");
  auto biasType =
      RankedTensorType::get({channels}, w->type.getElementType(), Attribute());
  Value newB = makeConstant(rewriter, loc, biasType, biases, "conv_bn_bias");
  OperationState state = OperationState::withoutResults(conv.getOperation());
  state.operands = {conv.operand<"X">(), newW, newB};
  state.types = {op->getResult(0).getType()};
  Operation *fused = rewriter.create(state);
  rewriter.replaceOp(op, fused->getResults());
  rewriter.eraseOp(conv.getOperation());
  return success();
}

LogicalResult fuseMatMulAdd(AddOp add, PatternRewriter &rewriter) {
  Operation *op = add.getOperation();
  auto resultType =
      llvm::dyn_cast<RankedTensorType>(op->getResult(0).getType());
  if (!resultType || resultType.getRank() != 2 ||
      !llvm::isa<FloatType>(resultType.getElementType()))
    return failure();
  for (unsigned i = 0; i < 2; ++i) {
    auto matmul =
        llvm::dyn_cast_if_present<MatMulOp>(op->getOperand(i).getDefiningOp());
    Value c = op->getOperand(1 - i);
    if (!matmul || !onlyUser(matmul->getResult(0), op) ||
        matmul->getResult(0).getType() != resultType)
      continue;
    auto a = llvm::dyn_cast<RankedTensorType>(matmul.operand<"A">().getType());
    auto b = llvm::dyn_cast<RankedTensorType>(matmul.operand<"B">().getType());
    auto cType = llvm::dyn_cast<RankedTensorType>(c.getType());
    if (!a || !b || !cType || a.getRank() != 2 || b.getRank() != 2 ||
        cType.getRank() > 2)
      continue;
    // The bias broadcasts to the product, dimension by dimension from the
    // right, each 1 or the product's (both known).
    bool broadcasts = true;
    for (int64_t d = 0; d < cType.getRank(); ++d) {
      int64_t size = cType.getShape()[size_t(cType.getRank() - 1 - d)];
      int64_t want = resultType.getShape()[size_t(1 - d)];
      broadcasts &= size == 1 || (size != kDynamic && size == want);
    }
    if (!broadcasts)
      continue;
    Value gemm =
        create<GemmOp>(rewriter, op->getLoc(), with<"A">(matmul.operand<"A">()),
                       with<"B">(matmul.operand<"B">()), with<"C">(c),
                       with<"Y">(resultType))
            ->getResult(0);
    rewriter.replaceOp(op, {gemm});
    rewriter.eraseOp(matmul.getOperation());
    return success();
  }
  return failure();
}

LogicalResult composeTransposes(TransposeOp outer, PatternRewriter &rewriter) {
  Operation *op = outer.getOperation();
  auto inner = llvm::dyn_cast_if_present<TransposeOp>(
      outer.operand<"data">().getDefiningOp());
  if (!inner)
    return failure();
  Value x = inner.operand<"data">();
  auto xType = llvm::dyn_cast<RankedTensorType>(x.getType());
  if (!xType)
    return failure();
  int64_t rank = xType.getRank();
  // perm, or the reversed dimensions when absent.
  auto permOf = [&](TransposeOp t) {
    llvm::SmallVector<int64_t, 4> perm;
    if (ArrayAttr given = t.property<"perm", ArrayAttr>())
      perm = ONNX::intValues(given);
    else
      for (int64_t d = rank - 1; d >= 0; --d)
        perm.push_back(d);
    return perm;
  };
  llvm::SmallVector<int64_t, 4> p1 = permOf(inner), p2 = permOf(outer);
  if (int64_t(p1.size()) != rank || int64_t(p2.size()) != rank)
    return failure();
  llvm::SmallVector<int64_t, 4> composed;
  bool identity = true;
  for (int64_t j = 0; j < rank; ++j) {
    if (p2[size_t(j)] < 0 || p2[size_t(j)] >= rank)
      return failure();
    composed.push_back(p1[size_t(p2[size_t(j)])]);
    identity &= composed.back() == j;
  }
  Type resultType = op->getResult(0).getType();
  if (identity && x.getType() == resultType) {
    rewriter.replaceOp(op, {x});
    return success();
  }
  llvm::SmallVector<Attribute, 4> perm;
  for (int64_t p : composed)
    perm.push_back(
        IntegerAttr::get(IntegerType::get(rewriter.getContext(), 64), p));
  Value fused = create<TransposeOp>(
                    rewriter, op->getLoc(), with<"data">(x),
                    with<"perm">(ArrayAttr::get(rewriter.getContext(), perm)),
                    with<"transposed">(resultType))
                    ->getResult(0);
  rewriter.replaceOp(op, {fused});
  return success();
}

LogicalResult composeReshapes(ReshapeOp outer, PatternRewriter &rewriter) {
  Operation *op = outer.getOperation();
  auto inner = llvm::dyn_cast_if_present<ReshapeOp>(
      outer.operand<"data">().getDefiningOp());
  if (!inner)
    return failure();
  // A 0 in the outer shape copies a dimension of the inner result, which
  // the input may not have (unless allowzero makes it a size).
  bool allowZero =
      ONNX::intValue(outer.propertyOrDefault<"allowzero", IntegerAttr>()) != 0;
  std::optional<llvm::SmallVector<int64_t, 8>> shape =
      ONNX::smallIntConstant(outer.operand<"shape">());
  if (!shape || (!allowZero && llvm::is_contained(*shape, 0)))
    return failure();
  rewriter.modifyOpInPlace(op,
                           [&] { op->setOperand(0, inner.operand<"data">()); });
  return success();
}

} // namespace

void OpHooks<TransposeOp>::canonicalize(RewritePatternSet &patterns,
                                        Context &) {
  patterns.add<TransposeOp>("ComposeTransposes", composeTransposes);
}

void OpHooks<ReshapeOp>::canonicalize(RewritePatternSet &patterns, Context &) {
  patterns.add<ReshapeOp>("ComposeReshapes", composeReshapes);
}

void OpHooks<BatchNormalizationOp>::canonicalize(RewritePatternSet &patterns,
                                                 Context &) {
  patterns.add<BatchNormalizationOp>("FoldBatchNormIntoConv",
                                     foldBatchNormIntoConv);
}

void OpHooks<AddOp>::canonicalize(RewritePatternSet &patterns, Context &) {
  patterns.add<AddOp>("FuseMatMulAddIntoGemm", fuseMatMulAdd);
}
