//===- Folding.cpp - Folding ops and the constants they see ---------------===//
#include "rewrite/Folding.h"
#include "interfaces/OpInterfaces.h"
#include "ir/Block.h"
#include "ir/Dialect.h"
#include "ir/Region.h"

#include <algorithm>

using namespace terrace;

Attribute terrace::getConstantValue(Operation *op) {
  if (!op || !op->hasTrait(ConstantLike))
    return {};
  const OpDefinition *def = op->getName().getDefinition();
  llvm::SmallVector<OpFoldResult, 1> results;
  if (!def->fold || failed(def->fold(op, {}, results)) || results.size() != 1)
    return {};
  return results.front().attr;
}

Attribute terrace::getConstantValue(Value value) {
  // A null operand is not valid IR, but remove-dead-values may leave one
  // for the canonicalization that follows it to remove.
  return value ? getConstantValue(value.getDefiningOp()) : Attribute();
}

std::optional<llvm::APInt> terrace::getConstantInt(Value value) {
  if (auto attr =
          llvm::dyn_cast_if_present<IntegerAttr>(getConstantValue(value)))
    return attr.getValue();
  return std::nullopt;
}

/// commutative op(c, x) -> op(x, c): constants go last, order otherwise
/// kept. Succeeds when it moved something.
static bool foldCommutative(Operation *op, llvm::ArrayRef<Attribute> consts) {
  unsigned n = op->getNumOperands();
  if (n < 2)
    return false;
  llvm::SmallVector<Value, 4> reordered;
  for (unsigned i = 0; i < n; ++i)
    if (!consts[i])
      reordered.push_back(op->getOperand(i));
  for (unsigned i = 0; i < n; ++i)
    if (consts[i])
      reordered.push_back(op->getOperand(i));
  bool changed = false;
  for (unsigned i = 0; i < n; ++i)
    changed |= reordered[i] != op->getOperand(i);
  if (!changed)
    return false;
  for (unsigned i = 0; i < n; ++i)
    op->setOperand(i, reordered[i]);
  return true;
}

llvm::LogicalResult
terrace::foldOperation(Operation *op,
                       llvm::SmallVectorImpl<OpFoldResult> &results) {
  llvm::SmallVector<Attribute, 4> consts;
  for (unsigned i = 0; i < op->getNumOperands(); ++i)
    consts.push_back(getConstantValue(op->getOperand(i)));
  return foldOperation(op, consts, results);
}

llvm::LogicalResult
terrace::foldOperation(Operation *op, llvm::ArrayRef<Attribute> consts,
                       llvm::SmallVectorImpl<OpFoldResult> &results) {
  const OpDefinition *def = op->getName().getDefinition();
  if (!def)
    return llvm::failure();
  if (def->fold && succeeded(def->fold(op, consts, results)))
    return llvm::success();
  results.clear();
  if (def->hasTrait(Commutative) && foldCommutative(op, consts))
    return llvm::success();
  if (def->hasTrait(Idempotent) && op->getNumOperands() == 2 &&
      op->getNumResults() == 1 && op->getOperand(0) == op->getOperand(1)) {
    results.push_back(op->getOperand(0));
    return llvm::success();
  }
  if (def->hasTrait(Involution) && op->getNumOperands() == 1) {
    Operation *inner = op->getOperand(0).getDefiningOp();
    if (inner && inner->getName() == op->getName()) {
      results.push_back(inner->getOperand(0));
      return llvm::success();
    }
  }
  return llvm::failure();
}

llvm::LogicalResult terrace::materializeFoldResults(
    Operation *op, llvm::ArrayRef<OpFoldResult> results,
    PatternRewriter &rewriter, llvm::SmallVectorImpl<Value> &replacements,
    llvm::SmallVectorImpl<Operation *> &made) {
  Dialect *dialect = op->getName().getDialect();
  for (unsigned i = 0; i < results.size(); ++i) {
    if (results[i].value) {
      replacements.push_back(results[i].value);
      continue;
    }
    Operation *constant =
        dialect ? dialect->materializeConstant(rewriter, results[i].attr,
                                               op->getResult(i).getType(),
                                               op->getLoc())
                : nullptr;
    if (!constant) {
      for (Operation *c : made)
        rewriter.eraseOp(c);
      made.clear();
      return llvm::failure();
    }
    made.push_back(constant);
    replacements.push_back(constant->getResult(0));
  }
  return llvm::success();
}
