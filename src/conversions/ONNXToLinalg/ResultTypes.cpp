//===- ResultTypes.cpp - Results whose rank the importer did not know -----===//
//
// ONNX's shape inference leaves a value's rank unknown where it cannot
// follow a shape computed at run time (exporters' Reshape of a dynamic
// batch, and what comes after). Once the operands are lowered their types
// say more; for the ops below the result's type follows from them, and
// the op is retyped before its lowering runs (a cast back to the declared
// type serves its users outside the onnx dialect).
//
//===----------------------------------------------------------------------===//
#include "conversions/ONNXToLinalg/LoweringSupport.h"
#include "dialects/onnx/ONNXAttributes.h"
#include "dialects/onnx/ONNXOps.h"
#include "dialects/tensor/TensorOps.h"
#include "ir/Operation.h"

using namespace terrace;
using namespace terrace::onnx_to_linalg;

namespace {

/// NumPy's matmul of the two shapes (batch dimensions broadcast, a vector
/// promoted and its dimension dropped again); null where they do not
/// multiply.
RankedTensorType matmulType(RankedTensorType a, RankedTensorType b,
                            Type element) {
  llvm::SmallVector<int64_t, 4> x(a.getShape()), y(b.getShape());
  bool vectorA = x.size() == 1, vectorB = y.size() == 1;
  if (x.empty() || y.empty())
    return RankedTensorType();
  if (vectorA)
    x.insert(x.begin(), 1);
  if (vectorB)
    y.push_back(1);
  size_t batch = std::max(x.size(), y.size()) - 2;
  llvm::SmallVector<int64_t, 4> shape;
  for (size_t d = 0; d < batch; ++d) {
    auto at = [&](llvm::ArrayRef<int64_t> s) -> int64_t {
      size_t offset = batch - (s.size() - 2);
      return d < offset ? 1 : s[d - offset];
    };
    int64_t p = at(x), q = at(y);
    shape.push_back(p == 1 ? q : q == 1 ? p : p == kDynamic ? q : p);
  }
  if (!vectorA)
    shape.push_back(x[x.size() - 2]);
  if (!vectorB)
    shape.push_back(y.back());
  return RankedTensorType::get(shape, element, Attribute());
}

/// The type of `op`'s one result as its operands' types say, where it has
/// a rule; null otherwise.
RankedTensorType inferResultType(Operation *op, Type element) {
  if (op->getNumOperands() == 0)
    return RankedTensorType();
  RankedTensorType first = rankedType(op->getOperand(0));
  if (!first)
    return RankedTensorType();
  auto sameShape = [&] {
    return RankedTensorType::get(first.getShape(), element, Attribute());
  };
  if (llvm::isa<ONNX::SoftmaxOp, ONNX::LogSoftmaxOp, ONNX::HardmaxOp,
                ONNX::IdentityOp, ONNX::CastOp, ONNX::ReluOp, ONNX::SigmoidOp,
                ONNX::TanhOp, ONNX::ErfOp, ONNX::SqrtOp, ONNX::NegOp,
                ONNX::AbsOp, ONNX::ExpOp, ONNX::LogOp, ONNX::LeakyReluOp,
                ONNX::EluOp, ONNX::ClipOp, ONNX::DropoutOp>(op))
    return sameShape();
  if (auto transpose = llvm::dyn_cast<ONNX::TransposeOp>(op)) {
    llvm::SmallVector<int64_t, 4> perm =
        ONNX::intValues(transpose.property<"perm", ArrayAttr>());
    if (perm.empty())
      for (int64_t d = first.getRank() - 1; d >= 0; --d)
        perm.push_back(d);
    if (int64_t(perm.size()) != first.getRank())
      return RankedTensorType();
    llvm::SmallVector<int64_t, 4> shape;
    for (int64_t p : perm) {
      if (p < 0 || p >= first.getRank())
        return RankedTensorType();
      shape.push_back(first.getShape()[size_t(p)]);
    }
    return RankedTensorType::get(shape, element, Attribute());
  }
  if (auto flatten = llvm::dyn_cast<ONNX::FlattenOp>(op)) {
    int64_t axis =
        ONNX::intValue(flatten.propertyOrDefault<"axis", IntegerAttr>());
    if (axis < 0)
      axis += first.getRank();
    if (axis < 0 || axis > first.getRank())
      return RankedTensorType();
    // Each side's product, static where every size in it is.
    auto product = [&](llvm::ArrayRef<int64_t> sizes) {
      int64_t total = 1;
      for (int64_t size : sizes) {
        if (size == kDynamic)
          return kDynamic;
        total *= size;
      }
      return total;
    };
    llvm::ArrayRef<int64_t> shape = first.getShape();
    return RankedTensorType::get({product(shape.take_front(size_t(axis))),
                                  product(shape.drop_front(size_t(axis)))},
                                 element, Attribute());
  }
  if (llvm::isa<ONNX::MatMulOp>(op))
    if (RankedTensorType second = rankedType(op->getOperand(1)))
      return matmulType(first, second, element);
  return RankedTensorType();
}

} // namespace

void onnx_to_linalg::refineUnknownResults(Operation *op,
                                          PatternRewriter &rewriter) {
  if (op->getNumResults() == 0)
    return;
  // Only the first result is inferred (Dropout's mask keeps its type).
  Value result = op->getResult(0);
  auto unranked = llvm::dyn_cast<UnrankedTensorType>(result.getType());
  if (!unranked)
    return;
  RankedTensorType inferred = inferResultType(op, unranked.getElementType());
  if (!inferred)
    return;
  Type declared = result.getType();
  result.setType(inferred);
  rewriter.setInsertionPointAfter(op);
  Value back =
      create<tensor::CastOp>(rewriter, op->getLoc(), with<"source">(result),
                             with<"dest">(declared))
          .result<"dest">();
  // onnx users take the precise value; the others the declared type.
  Dialect *onnx = op->getName().getDialect();
  llvm::SmallVector<OpOperand *, 4> others;
  for (OpOperand *use = result.getFirstUse(); use; use = use->getNextUse())
    if (use->getOwner() != back.getDefiningOp() &&
        (use->getOwner()->getName().getDialect() != onnx ||
         llvm::isa<ONNX::YieldOp>(use->getOwner())))
      others.push_back(use);
  for (OpOperand *use : others)
    use->set(back);
}
