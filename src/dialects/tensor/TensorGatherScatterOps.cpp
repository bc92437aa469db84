//===- TensorGatherScatterOps.cpp - tensor.gather and tensor.scatter ------===//
//
// The two ops that read or write a tensor at coordinates another tensor
// holds: their formats, the result (gather) or source (scatter) type the
// coordinates imply, full or rank-reduced, and MLIR 22's checks with its
// messages. Gather folds a splat constant; neither has patterns.
//
//===----------------------------------------------------------------------===//
#include "dialects/common/ConstantFolding.h"
#include "dialects/common/IndexListSyntax.h"
#include "dialects/tensor/TensorInternal.h"
#include "dialects/tensor/TensorOps.h"
#include "ir/Attributes.h"
#include "ir/Context.h"
#include "ir/Diagnostics.h"
#include "ir/Operation.h"
#include "rewrite/PatternMatch.h"

using namespace terrace;
using namespace terrace::tensor;

const TypeConstraint tensor::kIndicesTensor = {
    "ranked tensor of signless integer or index values", [](Type t) {
      auto ranked = llvm::dyn_cast<RankedTensorType>(t);
      if (!ranked)
        return false;
      Type element = ranked.getElementType();
      return element.isIndex() || element.isSignlessInteger();
    }};

RankedTensorType tensor::gatherResultType(RankedTensorType source,
                                          RankedTensorType indices,
                                          llvm::ArrayRef<int64_t> dims,
                                          bool rankReduced) {
  llvm::SmallVector<int64_t, 6> shape(indices.getShape().drop_back());
  for (int64_t d = 0; d < source.getRank(); ++d) {
    if (llvm::is_contained(dims, d)) {
      if (!rankReduced)
        shape.push_back(1);
      continue;
    }
    shape.push_back(source.getShape()[size_t(d)]);
  }
  return RankedTensorType::get(shape, source.getElementType(),
                               source.getEncoding());
}

/// MLIR's verifyGatherOrScatterDims: `dims` name distinct dimensions of
/// the `rank`-dimensional tensor, in order, one per coordinate.
static LogicalResult verifyDims(Operation *op, llvm::ArrayRef<int64_t> dims,
                                llvm::ArrayRef<int64_t> indicesShape,
                                int64_t rank, llvm::StringRef kind,
                                llvm::StringRef tensorName) {
  if (dims.empty())
    return op->emitOpError(kind) << "_dims must be non-empty";
  if (int64_t(dims.size()) > rank)
    return op->emitOpError(kind) << "_dims overflow " << tensorName << " rank";
  if (indicesShape.empty() || indicesShape.back() != int64_t(dims.size()))
    return op->emitOpError(kind) << "_dims length must match the size of "
                                    "last dimension of indices";
  for (int64_t dim : dims) {
    if (dim < 0)
      return op->emitOpError(kind) << "_dims value must be non-negative";
    if (dim >= rank)
      return op->emitOpError(kind)
             << "_dims value must be smaller than " << tensorName << " rank";
  }
  for (size_t i = 1; i < dims.size(); ++i)
    if (dims[i - 1] >= dims[i])
      return op->emitOpError(kind)
             << "_dims values must be strictly increasing";
  return success();
}

static RankedTensorType rankedType(Value value) {
  return llvm::cast<RankedTensorType>(value.getType());
}

/// The gathered (or scattered) type must be the one `indices` implies for
/// `big`, whole or rank-reduced; `what` names it in the message.
static LogicalResult verifySlicesType(Operation *op, RankedTensorType big,
                                      RankedTensorType indices,
                                      llvm::ArrayRef<int64_t> dims, Type actual,
                                      llvm::StringRef what) {
  RankedTensorType expected = gatherResultType(big, indices, dims, false);
  RankedTensorType reduced = gatherResultType(big, indices, dims, true);
  if (actual == Type(expected) || actual == Type(reduced))
    return success();
  return op->emitOpError(what) << " type mismatch: expected " << Type(expected)
                               << " or its rank-reduced variant "
                               << Type(reduced) << " (got: " << actual << ")";
}

static LogicalResult verifyGather(Operation *op) {
  auto gather = GatherOp::wrap(op);
  RankedTensorType source = rankedType(gather.operand<"source">());
  RankedTensorType indices = rankedType(gather.operand<"indices">());
  auto dims = denseI64Values(gather.property<"gather_dims">());
  if (failed(verifyDims(op, dims, indices.getShape(), source.getRank(),
                        "gather", "source")))
    return failure();
  return verifySlicesType(op, source, indices, dims,
                          gather.result<"result">().getType(), "result");
}

static LogicalResult verifyScatter(Operation *op) {
  auto scatter = ScatterOp::wrap(op);
  RankedTensorType dest = rankedType(scatter.operand<"dest">());
  RankedTensorType indices = rankedType(scatter.operand<"indices">());
  auto dims = denseI64Values(scatter.property<"scatter_dims">());
  if (failed(verifyDims(op, dims, indices.getShape(), dest.getRank(), "scatter",
                        "dest")))
    return failure();
  if (!op->getInherentAttr("unique"))
    return op->emitOpError("requires 'unique' attribute to be set");
  // As MLIR 22, the result type is not checked against dest.
  return verifySlicesType(op, dest, indices, dims,
                          scatter.operand<"source">().getType(), "source");
}

/// A gather from a splat constant is a splat of the result's static type,
/// whatever the coordinates.
static LogicalResult foldGather(FoldAdaptor<GatherOp> adaptor,
                                llvm::SmallVectorImpl<OpFoldResult> &out) {
  Attribute folded =
      resizeSplatConstant(adaptor.operand<"source">(),
                          adaptor.getOp().result<"result">().getType());
  if (!folded)
    return failure();
  out.push_back(folded);
  return success();
}

static constexpr char kGather[] = "gather", kScatter[] = "scatter";

llvm::ArrayRef<OpDefinition> tensor::gatherScatterOpDefinitions() {
  static const OpDefinition definitions[] = {
      defineOp<GatherOp>(
          {.traits = Pure,
           .verify = verifyGather,
           .format = "$source `[` $indices `]` `gather_dims` `(` "
                     "$gather_dims `)` (`unique` $unique^)? attr-dict `:` "
                     "functional-type(operands, results)",
           .fold = foldWith<GatherOp, foldGather>,
           .resultNames = nameResult<kGather>}),
      defineOp<ScatterOp>(
          {.traits = Pure,
           .verify = verifyScatter,
           .format = "$source `into` $dest `[` $indices `]` `scatter_dims` "
                     "`(` $scatter_dims `)` (`unique` $unique^)? attr-dict "
                     "`:` functional-type(operands, results)",
           .resultNames = nameResult<kScatter>}),
  };
  return definitions;
}
