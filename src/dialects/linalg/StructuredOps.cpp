//===- StructuredOps.cpp - Reading and verifying structured ops ----------===//
#include "dialects/linalg/StructuredOps.h"
#include "dialects/linalg/LinalgOps.h"
#include "dialects/linalg/NamedOps.h"
#include "interfaces/DestinationStyleInterface.h"
#include "interfaces/SideEffectInterfaces.h"
#include "ir/Attributes.h"
#include "ir/Block.h"
#include "ir/Diagnostics.h"
#include "ir/OpSignature.h"
#include "ir/Region.h"

using namespace terrace;
using namespace terrace::linalg;

unsigned linalg::getNumInputs(Operation *op) {
  if (auto sizes = llvm::dyn_cast_if_present<DenseArrayAttr>(
          op->getInherentAttr("operandSegmentSizes")))
    return sizes.size() == 2 ? unsigned(sizes.getInt(0)) : 0;
  const OpDefinition *def = op->getName().getDefinition();
  if (def && def->signature && def->signature->operands.size() == 2 &&
      !def->isInherent("operandSegmentSizes"))
    return getValueGroup(op, /*results=*/false, 0).second;
  return 0;
}

const DestinationStyleOpInterface linalg::kStructuredDestinationStyle = {
    [](Operation *op, unsigned &first, unsigned &count) {
      first = getNumInputs(op);
      count = op->getNumOperands() - first;
    }};

static void getStructuredEffects(Operation *op,
                                 llvm::SmallVectorImpl<MemoryEffect> &effects) {
  unsigned numInputs = getNumInputs(op);
  Block *body = op->getNumRegions() && !op->getRegion(0).empty()
                    ? &op->getRegion(0).front()
                    : nullptr;
  for (unsigned i = 0; i < op->getNumOperands(); ++i) {
    Value value = op->getOperand(i);
    if (!llvm::isa<MemRefType>(value.getType()))
      continue;
    auto effect = [&](MemoryEffectKind kind) {
      effects.push_back({kind, &kDefaultResource, value, SymbolRefAttr(),
                         /*stage=*/0, /*onFullRegion=*/true});
    };
    bool bodyReads = i < numInputs || !body || i >= body->getNumArguments() ||
                     !body->getArgument(i).use_empty();
    if (bodyReads)
      effect(MemoryEffectKind::Read);
    if (i >= numInputs)
      effect(MemoryEffectKind::Write);
  }
}
const MemoryEffectOpInterface linalg::kStructuredOpEffects = {
    getStructuredEffects};

static const NamedOpSpec *namedSpec(Operation *op) {
  const auto *structured = getInterface<StructuredOpInterface>(op);
  return structured ? structured->named : nullptr;
}

llvm::SmallVector<AffineMapAttr, 4> linalg::getIndexingMaps(Operation *op) {
  llvm::SmallVector<AffineMapAttr, 4> maps;
  const auto *structured = getInterface<StructuredOpInterface>(op);
  if (structured && structured->indexingMaps) {
    structured->indexingMaps(op, maps);
    return maps;
  }
  if (auto array = llvm::dyn_cast_if_present<ArrayAttr>(
          op->getInherentAttr("indexing_maps"))) {
    for (Attribute map : array.getValue())
      if (auto affine = llvm::dyn_cast<AffineMapAttr>(map))
        maps.push_back(affine);
  } else if (const NamedOpSpec *spec = namedSpec(op)) {
    getDefaultIndexingMaps(
        *spec, op->getContext(), op->getOperandTypes(),
        [&](llvm::StringRef name) { return op->getAttr(name); }, maps);
  }
  return maps;
}

llvm::SmallVector<uint64_t, 4> linalg::getIteratorTypes(Operation *op) {
  llvm::SmallVector<uint64_t, 4> types;
  const auto *structured = getInterface<StructuredOpInterface>(op);
  if (structured && structured->iteratorTypes) {
    structured->iteratorTypes(op, types);
    return types;
  }
  if (const NamedOpSpec *spec = namedSpec(op)) {
    getDefaultIteratorTypes(*spec, op->getOperandTypes(), types);
    return types;
  }
  if (auto array = llvm::dyn_cast_if_present<ArrayAttr>(
          op->getInherentAttr("iterator_types")))
    for (Attribute type : array.getValue())
      if (auto e = llvm::dyn_cast<EnumAttr>(type))
        types.push_back(e.getValue());
  return types;
}

AffineMapAttr linalg::identityMap(Context &ctx, int64_t rank,
                                  llvm::ArrayRef<int64_t> dropped) {
  llvm::SmallVector<AffineExpr, 4> results;
  for (int64_t d = 0; d < rank; ++d)
    if (!llvm::is_contained(dropped, d))
      results.push_back(AffineExpr::getDim(ctx, unsigned(d)));
  return AffineMapAttr::get(ctx, unsigned(rank), 0, results);
}

int64_t linalg::initRank(Operation *op) {
  if (!op->getNumOperands())
    return 0;
  auto shaped = llvm::dyn_cast<ShapedType>(
      op->getOperand(op->getNumOperands() - 1).getType());
  return shaped && shaped.hasRank() ? int64_t(shaped.getShape().size()) : 0;
}

void linalg::parallelOverInit(Operation *op,
                              llvm::SmallVectorImpl<uint64_t> &types) {
  types.assign(size_t(initRank(op)), uint64_t(IteratorType::Parallel));
}

int64_t linalg::evaluate(AffineExpr expr, llvm::ArrayRef<int64_t> dims) {
  // The verifier rules out symbols in indexing maps; an undefined
  // division reads 0.
  return evaluateAffineExpr(expr, dims, {}).value_or(0);
}

static llvm::ArrayRef<int64_t> shapeOf(Type type) {
  if (auto shaped = llvm::dyn_cast<ShapedType>(type);
      shaped && shaped.hasRank())
    return shaped.getShape();
  return {};
}

LogicalResult linalg::verifyDestinationStyle(Operation *op) {
  unsigned numInputs = getNumInputs(op);
  llvm::SmallVector<unsigned, 2> tensorInits;
  for (unsigned i = numInputs; i < op->getNumOperands(); ++i) {
    Type type = op->getOperand(i).getType();
    if (llvm::isa<RankedTensorType, UnrankedTensorType>(type))
      tensorInits.push_back(i);
    else if (!llvm::isa<MemRefType, UnrankedMemRefType>(type))
      return op->emitOpError("expected that operand #")
             << llvm::Twine(i) << " is a tensor or a memref";
  }
  if (op->getNumResults() != tensorInits.size())
    return op->emitOpError("expected the number of tensor results (")
           << llvm::Twine(op->getNumResults())
           << ") to be equal to the number of output tensors ("
           << llvm::Twine(unsigned(tensorInits.size())) << ")";
  for (auto [result, init] : llvm::zip_equal(op->getResults(), tensorInits))
    if (result.getType() != op->getOperand(init).getType())
      return op->emitOpError("expected type of operand #")
             << llvm::Twine(init) << " (" << op->getOperand(init).getType()
             << ") to match type of corresponding result (" << result.getType()
             << ")";
  return success();
}

LogicalResult
linalg::verifyStructuredOp(Operation *op,
                           llvm::function_ref<void(Operation *)> beforeMaps) {
  if (failed(verifyDestinationStyle(op)))
    return failure();
  if (beforeMaps)
    beforeMaps(op);
  llvm::SmallVector<AffineMapAttr, 4> maps = getIndexingMaps(op);
  unsigned numOperands = op->getNumOperands();
  if (maps.size() != numOperands)
    return op->emitOpError("expected the number of indexing_map (")
           << llvm::Twine(unsigned(maps.size()))
           << ") to be equal to the number of input/output operands ("
           << llvm::Twine(numOperands) << ")";
  // The maps side by side must be invertible: each of their dimensions is
  // some operand dimension alone (MLIR's getShapesToLoopsMap, checked before
  // the maps one by one).
  unsigned numDims = 0, numSymbols = 0;
  llvm::SmallVector<AffineExpr, 8> allResults;
  for (AffineMapAttr map : maps) {
    numDims = std::max(numDims, map.getNumDims());
    numSymbols = std::max(numSymbols, map.getNumSymbols());
    for (unsigned r = 0; r < map.getNumResults(); ++r)
      allResults.push_back(map.getResult(r));
  }
  llvm::SmallVector<bool, 4> isResult(numDims, false);
  for (AffineExpr expr : allResults)
    if (expr.getKind() == AffineExprKind::DimId)
      isResult[size_t(expr.getValue())] = true;
  if (llvm::is_contained(isResult, false)) {
    std::string text;
    llvm::raw_string_ostream os(text);
    AffineMapAttr::get(op->getContext(), numDims, numSymbols, allResults)
        .printBody(os);
    return op->emitOpError("invalid indexing maps are non-invertible: (")
           << text << ")";
  }
  unsigned numLoops = unsigned(getIteratorTypes(op).size());
  for (unsigned i = 0; i < numOperands; ++i) {
    AffineMapAttr map = maps[i];
    if (map.getNumSymbols() != 0)
      return op->emitOpError("unexpected symbols in indexing_map #")
             << llvm::Twine(i);
    if (map.getNumDims() != numLoops)
      return op->emitOpError("expected indexing_map #")
             << llvm::Twine(i) << " to have " << llvm::Twine(numLoops)
             << " dim(s) to match the number of loops";
    int64_t rank = int64_t(shapeOf(op->getOperand(i).getType()).size());
    if (int64_t(map.getNumResults()) != rank)
      return op->emitOpError("expected operand #")
             << llvm::Twine(i) << " rank (" << llvm::Twine(rank)
             << ") to match the result rank of indexing_map ("
             << llvm::Twine(map.getNumResults()) << ")";
  }

  // Each loop's size is the first operand dimension its map gives as that
  // loop alone (MLIR inverts the concatenated maps).
  llvm::SmallVector<int64_t, 4> loopSizes(numLoops, kDynamic);
  llvm::SmallVector<bool, 4> found(numLoops, false);
  for (unsigned i = 0; i < numOperands; ++i) {
    llvm::ArrayRef<int64_t> shape = shapeOf(op->getOperand(i).getType());
    for (unsigned r = 0; r < maps[i].getNumResults(); ++r) {
      AffineExpr expr = maps[i].getResult(r);
      if (expr.getKind() != AffineExprKind::DimId)
        continue;
      auto loop = size_t(expr.getValue());
      if (!found[loop]) {
        found[loop] = true;
        loopSizes[loop] = shape[r];
      }
    }
  }
  if (llvm::is_contained(found, false))
    return op->emitOpError("invalid indexing maps are non-invertible");

  if (!llvm::is_contained(loopSizes, kDynamic)) {
    llvm::SmallVector<int64_t, 4> first(numLoops, 0), last(loopSizes);
    for (int64_t &size : last)
      size -= 1;
    for (unsigned i = 0; i < numOperands; ++i) {
      llvm::ArrayRef<int64_t> shape = shapeOf(op->getOperand(i).getType());
      for (unsigned d = 0; d < shape.size(); ++d) {
        if (shape[d] == kDynamic || shape[d] == 0)
          continue;
        AffineExpr expr = maps[i].getResult(d);
        int64_t a = evaluate(expr, first), b = evaluate(expr, last);
        int64_t inferred = std::max(a, b) + 1;
        if (std::min(a, b) < 0)
          return op->emitOpError("unexpected result less than 0 at "
                                 "expression #")
                 << llvm::Twine(d) << " in " << Attribute(maps[i]);
        if (expr.getKind() == AffineExprKind::DimId) {
          if (inferred != shape[d])
            return op->emitOpError("inferred input/output operand #")
                   << llvm::Twine(i) << " has shape's dimension #"
                   << llvm::Twine(d) << " to be " << llvm::Twine(inferred)
                   << ", but found " << llvm::Twine(shape[d]);
        } else if (inferred > shape[d]) {
          return op->emitOpError("inferred input/output operand #")
                 << llvm::Twine(i) << " has shape's dimension #"
                 << llvm::Twine(d) << " to be greater than or equal to "
                 << llvm::Twine(inferred) << ", but found "
                 << llvm::Twine(shape[d]);
        }
      }
    }
  }

  if (op->getNumRegions() != 1 || op->getRegion(0).empty() ||
      &op->getRegion(0).front() != &op->getRegion(0).back())
    return op->emitOpError("expects to have 1 region with 1 block");
  Block &block = op->getRegion(0).front();
  if (block.getNumArguments() != numOperands)
    return op->emitOpError("expected as many non-induction variable region "
                           "arguments as the number of input/output "
                           "operands");
  for (unsigned i = 0; i < numOperands; ++i) {
    Type type = op->getOperand(i).getType();
    if (llvm::isa<MemRefType, RankedTensorType>(type))
      type = llvm::cast<ShapedType>(type).getElementType();
    Type argType = block.getArgument(i).getType();
    if (argType != type)
      return op->emitOpError("expected type of bb argument #")
             << llvm::Twine(i) << " (" << argType
             << ") to match element or self type of the corresponding "
                "operand ("
             << type << ")";
  }
  return success();
}

bool linalg::areInvertible(llvm::ArrayRef<AffineMapAttr> maps,
                           unsigned numLoops) {
  if (maps.empty())
    return numLoops == 0;
  unsigned numDims = 0;
  for (AffineMapAttr m : maps)
    numDims = std::max(numDims, m.getNumDims());
  llvm::SmallVector<bool, 8> seen(numDims, false);
  for (AffineMapAttr m : maps)
    for (unsigned r = 0; r < m.getNumResults(); ++r)
      if (AffineExpr e = m.getResult(r); e.getKind() == AffineExprKind::DimId)
        seen[size_t(e.getValue())] = true;
  return !llvm::is_contained(seen, false);
}
