//===- Signedness.cpp - ONNX's unsigned integers as signless ones ---------===//
//
// arith computes on signless integers only: an op on ONNX's unsigned
// integers is made signless before its lowering runs (tensor.bitcast of
// its unsigned operands, its unsigned results retyped with a bitcast
// back), and the lowering reads from those bitcasts which integers are
// unsigned.
//
//===----------------------------------------------------------------------===//
#include "conversions/ONNXToLinalg/LoweringSupport.h"
#include "dialects/tensor/TensorOps.h"
#include "ir/Operation.h"

using namespace terrace;
using namespace terrace::onnx_to_linalg;

/// The element type of a tensor of ONNX's unsigned integers, or null.
static IntegerType unsignedElementType(Type type) {
  auto tensor = llvm::dyn_cast<ShapedType>(type);
  if (!tensor || !llvm::isa<RankedTensorType, UnrankedTensorType>(tensor))
    return IntegerType();
  auto integer = llvm::dyn_cast<IntegerType>(tensor.getElementType());
  return integer && integer.isUnsigned() ? integer : IntegerType();
}

/// `type` (a tensor of unsigned integers) with signless ones of the
/// same width.
static Type signlessTensorType(Type type, IntegerType element) {
  Type signless = IntegerType::get(type.getContext(), element.getWidth());
  if (auto ranked = llvm::dyn_cast<RankedTensorType>(type))
    return RankedTensorType::get(ranked.getShape(), signless,
                                 ranked.getEncoding());
  return UnrankedTensorType::get(signless);
}

static Value bitcastTo(PatternRewriter &rewriter, Location loc, Value source,
                       Type type) {
  return create<tensor::BitcastOp>(rewriter, loc, with<"source">(source),
                                   with<"dest">(type))
      .result<"dest">();
}

void onnx_to_linalg::makeSignless(Operation *op, PatternRewriter &rewriter) {
  // Ops with regions carry their values through without computing on
  // them; the ops inside are made signless one by one.
  if (op->getNumRegions() != 0)
    return;
  rewriter.setInsertionPoint(op);
  for (unsigned i = 0; i < op->getNumOperands(); ++i) {
    Value operand = op->getOperand(i);
    if (IntegerType element = unsignedElementType(operand.getType())) {
      op->setOperand(i,
                     bitcastTo(rewriter, op->getLoc(), operand,
                               signlessTensorType(operand.getType(), element)));
    }
  }
  rewriter.setInsertionPointAfter(op);
  for (Value result : op->getResults()) {
    Type type = result.getType();
    IntegerType element = unsignedElementType(type);
    if (!element)
      continue;
    result.setType(signlessTensorType(type, element));
    Value back = bitcastTo(rewriter, op->getLoc(), result, type);
    result.replaceAllUsesWith(back);
    back.getDefiningOp()->setOperand(0, result);
  }
}

bool onnx_to_linalg::readsUnsigned(Value operand) {
  auto bitcast =
      llvm::dyn_cast_if_present<tensor::BitcastOp>(operand.getDefiningOp());
  return bitcast && unsignedElementType(bitcast->getOperand(0).getType());
}

bool onnx_to_linalg::writesUnsigned(Value result) {
  for (OpOperand *use = result.getFirstUse(); use; use = use->getNextUse()) {
    Operation *user = use->getOwner();
    if (llvm::isa<tensor::BitcastOp>(user) &&
        unsignedElementType(user->getResult(0).getType()))
      return true;
  }
  return false;
}

bool onnx_to_linalg::computesUnsigned(Operation *op) {
  return llvm::any_of(op->getOperands(), readsUnsigned) ||
         llvm::any_of(op->getResults(), writesUnsigned);
}
