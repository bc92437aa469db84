//===- TypeTraitVerifier.cpp - The checks behind an op's type traits ------===//
//
// SameOperandsAndResultType, SameTypeOperands, SameOperandsAndResultShape
// and Elementwise, with MLIR 22's semantics and words: shapes are compared
// for compatibility (a dynamic dimension or an unranked type matches any),
// so `tensor<?xf32>` and `tensor<4xf32>` have "the same type" for
// SameOperandsAndResultType, as they do in MLIR.
//
//===----------------------------------------------------------------------===//
#include "ir/TypeTraitVerifier.h"
#include "ir/Diagnostics.h"
#include "ir/OpSignature.h"
#include "ir/Operation.h"
#include "ir/Region.h"

#include "llvm/Support/raw_ostream.h"

using namespace terrace;

/// MLIR's getElementTypeOrSelf: every shaped type, memrefs included (the
/// "-like" constraints' elementTypeOrSelf stops at vectors and tensors).
static Type elementTypeOrSelf(Type t) {
  if (auto shaped = llvm::dyn_cast<ShapedType>(t))
    return shaped.getElementType();
  return t;
}

static bool compatibleDims(llvm::ArrayRef<int64_t> a,
                           llvm::ArrayRef<int64_t> b) {
  if (a.size() != b.size())
    return false;
  for (auto [x, y] : llvm::zip(a, b))
    if (x != kDynamic && y != kDynamic && x != y)
      return false;
  return true;
}

/// Both shaped with compatible shapes, or neither shaped.
static bool compatibleShape(Type a, Type b) {
  auto sa = llvm::dyn_cast<ShapedType>(a);
  auto sb = llvm::dyn_cast<ShapedType>(b);
  if (!sa || !sb)
    return !sa && !sb;
  if (!sa.hasRank() || !sb.hasRank())
    return true;
  return compatibleDims(sa.getShape(), sb.getShape());
}

static bool isScalableVector(Type t) {
  auto v = llvm::dyn_cast<VectorType>(t);
  return v && llvm::any_of(v.getScalableDims(), [](int64_t s) { return s; });
}

/// All shaped (or none), not mixing scalable vectors with other types, and
/// with one compatible shape among the ranked ones.
static bool compatibleShapes(TypeRange types) {
  unsigned shaped = llvm::count_if(types, llvm::IsaPred<ShapedType>);
  if (shaped == 0)
    return true;
  if (shaped != types.size())
    return false;
  unsigned scalable = llvm::count_if(types, isScalableVector);
  if (scalable && scalable != types.size())
    return false;
  llvm::ArrayRef<int64_t> first;
  bool haveFirst = false;
  for (Type t : types) {
    auto s = llvm::cast<ShapedType>(t);
    if (!s.hasRank())
      continue;
    if (!haveFirst) {
      first = s.getShape();
      haveFirst = true;
    } else if (!compatibleDims(first, s.getShape())) {
      return false;
    }
  }
  return true;
}

static Attribute encodingOf(Type t) {
  auto ranked = llvm::dyn_cast<RankedTensorType>(t);
  return ranked ? ranked.getEncoding() : Attribute();
}

static LogicalResult verifySameOperandsAndResultType(Operation *op) {
  if (op->getNumOperands() == 0)
    return op->emitOpError("expected 1 or more operands, but found 0");
  if (op->getNumResults() == 0)
    return op->emitOpError("expected 1 or more results");
  Type type = op->getResult(0).getType();
  Type element = elementTypeOrSelf(type);
  Attribute encoding = encodingOf(type);
  auto check = [&](Type t) -> LogicalResult {
    if (t == type)
      return success();
    if (elementTypeOrSelf(t) != element || !compatibleShape(t, type))
      return op->emitOpError(
          "requires the same type for all operands and results");
    if (encoding && encodingOf(t) != encoding)
      return op->emitOpError(
          "requires the same encoding for all operands and results");
    return success();
  };
  // The other results, then the operands.
  for (unsigned i = 1; i < op->getNumResults(); ++i)
    if (failed(check(op->getResult(i).getType())))
      return failure();
  for (unsigned i = 0; i < op->getNumOperands(); ++i)
    if (failed(check(op->getOperand(i).getType())))
      return failure();
  return success();
}

static LogicalResult verifySameOperandsAndResultShape(Operation *op) {
  if (op->getNumOperands() == 0)
    return op->emitOpError("expected 1 or more operands, but found 0");
  Type type = op->getOperand(0).getType();
  llvm::SmallVector<Type, 4> others(op->getResultTypes());
  llvm::append_range(others, llvm::drop_begin(op->getOperandTypes()));
  for (Type t : others)
    if (!compatibleShape(t, type))
      return op->emitOpError(
          "requires the same shape for all operands and results");
  return success();
}

static LogicalResult verifyElementwise(Operation *op) {
  auto mappable =
      llvm::IsaPred<VectorType, RankedTensorType, UnrankedTensorType>;
  llvm::SmallVector<Type, 4> operands, results;
  for (unsigned i = 0; i < op->getNumOperands(); ++i)
    if (mappable(op->getOperand(i).getType()))
      operands.push_back(op->getOperand(i).getType());
  for (unsigned i = 0; i < op->getNumResults(); ++i)
    if (mappable(op->getResult(i).getType()))
      results.push_back(op->getResult(i).getType());
  if (operands.empty() && results.empty())
    return success();
  if (operands.empty())
    return op->emitOpError("if a result is non-scalar, then at least one "
                           "operand must be non-scalar");
  if (results.empty())
    return op->emitOpError("if an operand is non-scalar, then there must be "
                           "at least one non-scalar result");
  if (results.size() != op->getNumResults())
    return op->emitOpError(
        "if an operand is non-scalar, then all results must be non-scalar");
  llvm::SmallVector<Type, 8> all(operands.begin(), operands.end());
  llvm::append_range(all, results);
  TypeKind base = all.front().getKind();
  if (llvm::any_of(all, [&](Type t) { return t.getKind() != base; }) ||
      !compatibleShapes(all))
    return op->emitOpError("all non-scalar operands/results must have the "
                           "same shape and base type");
  return success();
}

static std::string quotedList(TypeRange types) {
  std::string s;
  llvm::raw_string_ostream os(s);
  llvm::interleave(
      types, os, [&](Type t) { os << quoted(t); }, ", ");
  return s;
}

/// MLIR gives InferTypeOpInterface to every op whose result types follow
/// from its operands (SameOperandsAndResultType, or an op's own rule), and
/// its verifier insists on exactly the inferred types: `tensor<?xi32>`
/// operands do not make a `tensor<4xi32>` result.
static LogicalResult verifyInferredResultTypes(Operation *op,
                                               const OpDefinition &def) {
  if (!def.inferResultTypes && !def.hasTrait(SameOperandsAndResultType))
    return success();
  // Every op verified runs this: with the first operand's type as the rule,
  // compare without building lists first.
  if (!def.inferResultTypes && op->getNumOperands()) {
    Type type = op->getOperand(0).getType();
    bool same = true;
    for (unsigned i = 0; i < op->getNumResults(); ++i)
      same &= op->getResult(i).getType() == type;
    if (same)
      return success();
  }
  llvm::SmallVector<Type, 2> inferred;
  llvm::SmallVector<Type, 4> operandTypes(op->getOperandTypes());
  llvm::SmallVector<NamedAttribute, 8> attrs = op->getAllAttrs();
  llvm::SmallVector<Region *, 2> regions;
  for (Region &region : op->getRegions())
    regions.push_back(&region);
  if (failed(inferResultTypes(def, op->getContext(),
                              {operandTypes, attrs, regions},
                              op->getNumResults(), inferred)))
    return success();
  llvm::SmallVector<Type, 2> actual(op->getResultTypes());
  if (inferred == actual)
    return success();
  // MLIR reports this at the location alone (no "see current operation"),
  // then fails the op.
  emitError(op->getLoc(), "'" + op->getName().getStringRef() +
                              "' op inferred type(s) " + quotedList(inferred) +
                              " are incompatible with return type(s) of "
                              "operation " +
                              quotedList(actual));
  return op->emitOpError("failed to infer returned types");
}

LogicalResult terrace::verifyTypeTraits(Operation *op,
                                        const OpDefinition &def) {
  if (def.hasTrait(SameOperandsAndResultType) &&
      failed(verifySameOperandsAndResultType(op)))
    return failure();
  if (def.hasTrait(SameTypeOperands))
    for (Type t : llvm::drop_begin(op->getOperandTypes()))
      if (t != op->getOperand(0).getType())
        return op->emitOpError("requires all operands to have the same type");
  if (def.hasTrait(SameOperandsAndResultShape) &&
      failed(verifySameOperandsAndResultShape(op)))
    return failure();
  return success();
}

LogicalResult terrace::verifyLateTypeTraits(Operation *op,
                                            const OpDefinition &def) {
  if (def.hasTrait(Elementwise) && failed(verifyElementwise(op)))
    return failure();
  return verifyInferredResultTypes(op, def);
}
