//===- Contraction.cpp - What makes a structured op a contraction --------===//
#include "dialects/linalg/Contraction.h"
#include "dialects/arith/ArithOps.h"
#include "dialects/linalg/LinalgOps.h"
#include "dialects/linalg/StructuredOps.h"
#include "interfaces/SideEffectInterfaces.h"
#include "ir/Block.h"
#include "ir/Diagnostics.h"
#include "ir/Region.h"

using namespace terrace;
using namespace terrace::linalg;

/// Through ops of one operand without memory effects (casts).
static Value skipUnary(Value value) {
  Operation *op = value.getDefiningOp();
  while (op && op->getNumOperands() == 1 && isMemoryEffectFree(op)) {
    value = op->getOperand(0);
    op = value.getDefiningOp();
  }
  return value;
}

bool linalg::isContractionBody(Block &block, ContractionPairFn isaPair) {
  if (block.getNumArguments() != 3 || block.empty())
    return false;
  Operation *terminator = &block.back();
  if (!llvm::isa<YieldOp>(terminator) || terminator->getNumOperands() != 1)
    return false;
  Operation *reduction = skipUnary(terminator->getOperand(0)).getDefiningOp();
  if (!reduction || reduction->getNumResults() != 1 ||
      reduction->getNumOperands() != 2)
    return false;
  Value lhs = skipUnary(reduction->getOperand(0));
  Value rhs = skipUnary(reduction->getOperand(1));
  auto isArg = [&](Value v, unsigned n) {
    return v.isBlockArgument() && v.getParentBlock() == &block &&
           v.getIndex() == n;
  };
  Value contributed = rhs;
  if (!isArg(lhs, 2)) {
    if (!isArg(rhs, 2))
      return false;
    contributed = lhs;
  }
  Operation *elementwise = contributed.getDefiningOp();
  if (!elementwise || elementwise->getNumResults() != 1 ||
      elementwise->getNumOperands() != 2 || !isaPair(elementwise, reduction))
    return false;
  Value a = skipUnary(elementwise->getOperand(0));
  Value b = skipUnary(elementwise->getOperand(1));
  return (isArg(a, 0) && isArg(b, 1)) || (isArg(a, 1) && isArg(b, 0));
}

bool linalg::isMulAddPair(Operation *mul, Operation *add) {
  return (llvm::isa<arith::MulFOp>(mul) && llvm::isa<arith::AddFOp>(add)) ||
         (llvm::isa<arith::MulIOp>(mul) && llvm::isa<arith::AddIOp>(add));
}

bool linalg::isContractionPair(Operation *mul, Operation *add) {
  return isMulAddPair(mul, add) ||
         (llvm::isa<arith::AndIOp>(mul) && llvm::isa<arith::OrIOp>(add));
}

llvm::LogicalResult linalg::verifyContraction(Operation *op) {
  if (getNumInputs(op) != 2 || getNumInits(op) != 1)
    return op->emitError("expected op with 2 inputs and 1 output");
  if (!llvm::is_contained(getIteratorTypes(op),
                          uint64_t(IteratorType::Reduction)))
    return op->emitError("expected at least 1 reduction");
  for (AffineMapAttr map : getIndexingMaps(op))
    if (!map.isProjectedPermutation())
      return op->emitError(
          "expected indexing maps to be projected permutations");
  if (op->getNumRegions() != 1 || op->getRegion(0).empty() ||
      !isContractionBody(op->getRegion(0).front(), isContractionPair))
    return op->emitError("expected add/mul op in the body");
  return llvm::success();
}
