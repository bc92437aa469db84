//===- Specialize.cpp - linalg.generic back to named ops ------------------===//
//
// `linalg-specialize-generic-ops`, as MLIR 22: a linalg.generic that is a
// copy, fill, broadcast, transpose, exp, add/sub/mul/div or a matmul
// (batched or not) becomes that named op, checked in that order; a generic
// of other elementwise work whose inputs are read transposed or broadcast
// gets those as explicit linalg.transpose and linalg.broadcast ops first
// (MLIR's DecomposeProjectedPermutation), which may let it specialize.
// Both patterns run under the greedy driver, which also folds.
//
// The convolution and pooling matchers are in SpecializeConvolutions.cpp.
//
//===----------------------------------------------------------------------===//
#include "dialects/arith/ArithOps.h"
#include "dialects/linalg/Contraction.h"
#include "dialects/linalg/LinalgCanonicalize.h"
#include "dialects/linalg/LinalgOps.h"
#include "dialects/linalg/NamedOps.h"
#include "dialects/linalg/StructuredOps.h"
#include "dialects/linalg/transforms/Passes.h"
#include "dialects/linalg/transforms/SpecializeInternal.h"
#include "dialects/math/MathOps.h"
#include "dialects/tensor/TensorOps.h"
#include "ir/Block.h"
#include "ir/Context.h"
#include "ir/Operation.h"
#include "ir/Region.h"
#include "rewrite/GreedyPatternPass.h"

#include "llvm/ADT/SetVector.h"

using namespace terrace;
using namespace terrace::linalg;
using llvm::failure;
using llvm::LogicalResult;
using llvm::success;

namespace {

//===-- What a generic is made of -----------------------------------------===//

struct GenericParts {
  Operation *op;
  unsigned numInputs, numInits;
  llvm::SmallVector<AffineMapAttr, 4> maps;
  llvm::SmallVector<uint64_t, 4> iterators;
  Block &body;

  explicit GenericParts(GenericOp generic)
      : op(generic.getOperation()), numInputs(getNumInputs(op)),
        numInits(op->getNumOperands() - numInputs), maps(getIndexingMaps(op)),
        iterators(getIteratorTypes(op)), body(op->getRegion(0).front()) {}

  bool allParallel() const {
    return llvm::all_of(iterators, [](uint64_t t) {
      return t == uint64_t(IteratorType::Parallel);
    });
  }
  bool singleInputOutput() const { return numInputs == 1 && numInits == 1; }
  /// The body is one linalg.yield.
  bool onlyYield() const {
    return !body.empty() && &body.front() == &body.back() &&
           llvm::isa<YieldOp>(&body.front());
  }
  /// One input, one init, and the body yields the input's element (MLIR's
  /// isSingleYieldOp): what copies, transposes and broadcasts are; a body
  /// yielding the init's element is none of them.
  bool yieldsItsInput() const {
    return singleInputOutput() && onlyYield() &&
           body.front().getNumOperands() == 1 &&
           body.front().getOperand(0) == body.getArgument(0);
  }
  Value input(unsigned i) const { return op->getOperand(i); }
  Value init(unsigned i) const { return op->getOperand(numInputs + i); }
  bool argUsed(unsigned i) const { return !body.getArgument(i).use_empty(); }
};

bool isDim(AffineExpr e) { return e.getKind() == AffineExprKind::DimId; }

//===-- The matchers (MLIR's isa*OpInterface) -----------------------------===//

bool isaCopy(const GenericParts &g) {
  if (!g.allParallel() || !g.singleInputOutput() || g.maps.size() != 2 ||
      !g.maps[0].isIdentity() || !g.maps[1].isIdentity())
    return false;
  return g.yieldsItsInput();
}

/// The value a fill writes: a constant yielded by a generic without
/// inputs, or a scalar input yielded.
Value isaFill(const GenericParts &g) {
  if (g.allParallel() && g.numInits == 1 && g.numInputs == 0 && !g.argUsed(0) &&
      g.onlyYield() && g.body.front().getNumOperands() == 1) {
    Value yielded = g.body.front().getOperand(0);
    Operation *def = yielded.getDefiningOp();
    if (def && llvm::isa<arith::ConstantOp>(def))
      return yielded;
  }
  if (!g.allParallel() || !g.yieldsItsInput() ||
      llvm::isa<ShapedType>(g.input(0).getType()))
    return Value();
  return g.input(0);
}

bool isMemRefOrRankedTensor(Type type) {
  return llvm::isa<MemRefType, RankedTensorType>(type);
}

/// The init dimensions a broadcast adds.
std::optional<llvm::SmallVector<int64_t, 4>>
isaBroadcast(const GenericParts &g) {
  if (!g.allParallel() || !g.yieldsItsInput() ||
      !isMemRefOrRankedTensor(g.input(0).getType()) ||
      !isMemRefOrRankedTensor(g.init(0).getType()) || !g.maps[1].isIdentity() ||
      g.maps[0].getNumResults() >= g.maps[1].getNumResults())
    return std::nullopt;
  llvm::SmallVector<bool, 4> kept(g.maps[1].getNumResults(), false);
  int64_t last = -1;
  for (unsigned i = 0; i < g.maps[0].getNumResults(); ++i) {
    AffineExpr e = g.maps[0].getResult(i);
    if (!isDim(e) || e.getValue() <= last)
      return std::nullopt;
    last = e.getValue();
    kept[size_t(last)] = true;
  }
  llvm::SmallVector<int64_t, 4> dims;
  for (size_t d = 0; d < kept.size(); ++d)
    if (!kept[d])
      dims.push_back(int64_t(d));
  return dims;
}

std::optional<llvm::SmallVector<int64_t, 4>>
isaTranspose(const GenericParts &g) {
  if (!g.allParallel() || !g.yieldsItsInput() || g.maps.size() != 2 ||
      !g.maps[1].isIdentity() || !g.maps[0].isPermutation())
    return std::nullopt;
  llvm::SmallVector<int64_t, 4> permutation(g.maps[0].getNumResults());
  for (unsigned i = 0; i < g.maps[0].getNumResults(); ++i)
    permutation[size_t(g.maps[0].getResult(i).getValue())] = int64_t(i);
  return permutation;
}

/// One op of `arity` operands on identity maps, yielded (MLIR's
/// isaElemwiseSingleUnaryOrBinaryOpInterface): that op, or null.
Operation *isaElementwise(const GenericParts &g, unsigned arity) {
  if (!g.allParallel() || g.iterators.empty() || g.numInputs != arity ||
      g.numInits != 1)
    return nullptr;
  for (AffineMapAttr map : g.maps)
    if (!map.isIdentity())
      return nullptr;
  if (g.argUsed(arity))
    return nullptr;
  if (std::distance(g.body.begin(), g.body.end()) != 2)
    return nullptr;
  Operation &op = g.body.front();
  Operation &yield = g.body.back();
  if (op.getNumOperands() != arity || op.getNumResults() != 1 ||
      !llvm::isa<YieldOp>(&yield) || yield.getNumOperands() != 1 ||
      yield.getOperand(0) != op.getResult(0))
    return nullptr;
  for (unsigned i = 0; i < arity; ++i)
    if (!g.argUsed(i))
      return nullptr;
  return &op;
}

//===-- Contractions ------------------------------------------------------===//

/// MLIR's isaContractionOpInterface on a generic.
bool isaContraction(const GenericParts &g) {
  if (g.numInputs != 2 || g.numInits != 1)
    return false;
  for (AffineMapAttr map : g.maps)
    if (!map.isProjectedPermutation())
      return false;
  if (llvm::none_of(g.iterators, [](uint64_t t) {
        return t == uint64_t(IteratorType::Reduction);
      }))
    return false;
  return isContractionBody(g.body, isContractionPair);
}

/// The dims of `map` whose iterator is `kind`.
llvm::SmallVector<int64_t, 4> dimsOfKind(const GenericParts &g,
                                         AffineMapAttr map, uint64_t kind) {
  llvm::SmallVector<int64_t, 4> dims;
  for (unsigned i = 0; i < map.getNumResults(); ++i) {
    AffineExpr e = map.getResult(i);
    if (isDim(e) && g.iterators[size_t(e.getValue())] == kind)
      dims.push_back(e.getValue());
  }
  llvm::sort(dims);
  return dims;
}

llvm::SmallVector<int64_t, 4> intersect(llvm::ArrayRef<int64_t> a,
                                        llvm::ArrayRef<int64_t> b) {
  llvm::SmallVector<int64_t, 4> out;
  for (int64_t x : a)
    if (llvm::is_contained(b, x))
      out.push_back(x);
  return out;
}
llvm::SmallVector<int64_t, 4> subtract(llvm::ArrayRef<int64_t> a,
                                       llvm::ArrayRef<int64_t> b) {
  llvm::SmallVector<int64_t, 4> out;
  for (int64_t x : a)
    if (!llvm::is_contained(b, x))
      out.push_back(x);
  return out;
}

enum class OperandMatch { Match, Transposed, Mismatch };
OperandMatch matchOperandMap(AffineMapAttr map, unsigned row, int64_t rowDim,
                             int64_t colDim) {
  AffineExpr r = map.getResult(row), c = map.getResult(row + 1);
  if (!isDim(r) || !isDim(c))
    return OperandMatch::Mismatch;
  if (r.getValue() == rowDim && c.getValue() == colDim)
    return OperandMatch::Match;
  if (r.getValue() == colDim && c.getValue() == rowDim)
    return OperandMatch::Transposed;
  return OperandMatch::Mismatch;
}

/// MLIR 22's specializeLinalgContractions: a matmul-like generic (one m,
/// n and k, leading batch dims) becomes linalg.matmul or
/// linalg.batch_matmul. As in MLIR 22, a transposed A or B still gives the
/// op with its default maps.
std::optional<OperationName> contractionName(const GenericParts &g) {
  Context &ctx = g.op->getContext();
  for (AffineMapAttr map : g.maps)
    if (!map.isProjectedPermutation())
      return std::nullopt;
  constexpr uint64_t parallel = uint64_t(IteratorType::Parallel);
  constexpr uint64_t reduction = uint64_t(IteratorType::Reduction);
  auto a = dimsOfKind(g, g.maps[0], parallel);
  auto b = dimsOfKind(g, g.maps[1], parallel);
  auto c = dimsOfKind(g, g.maps[2], parallel);
  auto m = subtract(intersect(a, c), b);
  auto n = subtract(intersect(b, c), a);
  auto batch = intersect(intersect(a, b), c);
  auto k = intersect(dimsOfKind(g, g.maps[0], reduction),
                     dimsOfKind(g, g.maps[1], reduction));
  if (m.size() != 1 || n.size() != 1 || k.size() != 1)
    return std::nullopt;
  if (!isContractionBody(g.body, isMulAddPair))
    return std::nullopt;
  unsigned numBatch = unsigned(batch.size());
  for (AffineMapAttr map : g.maps)
    if (map.getNumResults() != numBatch + 2)
      return std::nullopt;
  if (g.maps[0].getNumDims() != numBatch + 3)
    return std::nullopt;
  for (AffineMapAttr map : g.maps)
    for (unsigned i = 0; i < numBatch; ++i)
      if (!isDim(map.getResult(i)) || map.getResult(i).getValue() != i)
        return std::nullopt;
  OperandMatch lhs = matchOperandMap(g.maps[0], numBatch, m[0], k[0]);
  OperandMatch rhs = matchOperandMap(g.maps[1], numBatch, k[0], n[0]);
  OperandMatch out = matchOperandMap(g.maps[2], numBatch, m[0], n[0]);
  if (lhs == OperandMatch::Mismatch || rhs == OperandMatch::Mismatch ||
      out != OperandMatch::Match ||
      (lhs == OperandMatch::Transposed && rhs == OperandMatch::Transposed))
    return std::nullopt;
  return numBatch ? BatchMatmulOp::getOperationName(ctx)
                  : MatmulOp::getOperationName(ctx);
}

//===-- The rewrite -------------------------------------------------------===//

LogicalResult replaceWithNamed(PatternRewriter &rewriter, Operation *op,
                               OperationName name, ValueRange inputs,
                               ValueRange inits) {
  rewriter.setInsertionPoint(op);
  Operation *named = buildNamedOp(rewriter, op->getLoc(), name, inputs, inits);
  rewriter.replaceOp(op, named->getResults());
  return success();
}

LogicalResult replaceWithCopyLike(PatternRewriter &rewriter, Operation *op,
                                  OperationName name, llvm::StringRef attr,
                                  Value input, Value init,
                                  llvm::ArrayRef<int64_t> values) {
  rewriter.setInsertionPoint(op);
  Operation *named =
      createCopyLike(rewriter, op->getLoc(), name, attr, input, init, values);
  rewriter.replaceOp(op, named->getResults());
  return success();
}

/// MLIR's specializeGenericOp.
LogicalResult specializeGeneric(GenericOp generic, PatternRewriter &rewriter) {
  GenericParts g(generic);
  Operation *op = generic.getOperation();
  Context &ctx = op->getContext();
  if (isaCopy(g))
    return replaceWithNamed(rewriter, op, CopyOp::getOperationName(ctx),
                            g.input(0), g.init(0));
  if (Value value = isaFill(g))
    return replaceWithNamed(rewriter, op, FillOp::getOperationName(ctx), value,
                            g.init(0));
  if (auto dims = isaBroadcast(g))
    return replaceWithCopyLike(rewriter, op, BroadcastOp::getOperationName(ctx),
                               "dimensions", g.input(0), g.init(0), *dims);
  if (auto permutation = isaTranspose(g))
    return replaceWithCopyLike(rewriter, op, TransposeOp::getOperationName(ctx),
                               "permutation", g.input(0), g.init(0),
                               *permutation);
  if (Operation *unary = isaElementwise(g, 1))
    if (llvm::isa<math::ExpOp>(unary))
      return replaceWithNamed(rewriter, op, ExpOp::getOperationName(ctx),
                              g.input(0), g.init(0));
  if (Operation *binary = isaElementwise(g, 2)) {
    std::optional<OperationName> name;
    if (llvm::isa<arith::AddFOp>(binary))
      name = AddOp::getOperationName(ctx);
    else if (llvm::isa<arith::SubFOp>(binary))
      name = SubOp::getOperationName(ctx);
    else if (llvm::isa<arith::MulFOp>(binary))
      name = MulOp::getOperationName(ctx);
    else if (llvm::isa<arith::DivFOp>(binary))
      name = DivOp::getOperationName(ctx);
    if (name) {
      // As MLIR, the inputs swap whenever the body reads them swapped,
      // commutative or not.
      bool swapped = binary->getOperand(0) != g.body.getArgument(0);
      Value inputs[] = {g.input(swapped ? 1 : 0), g.input(swapped ? 0 : 1)};
      return replaceWithNamed(rewriter, op, *name, inputs, g.init(0));
    }
  }
  if (isaContraction(g)) {
    std::optional<OperationName> name = contractionName(g);
    if (!name)
      return failure();
    Value inputs[] = {g.input(0), g.input(1)};
    return replaceWithNamed(rewriter, op, *name, inputs, g.init(0));
  }
  if (std::optional<ConvolutionMatch> conv = matchConvolution(op)) {
    rewriter.setInsertionPoint(op);
    Operation *named =
        buildNamedOp(rewriter, op->getLoc(), conv->name,
                     op->getOperands().take_front(g.numInputs), g.init(0));
    if (!conv->strides.empty()) {
      named->setAttr("strides", convolutionAttr(ctx, conv->strides));
      named->setAttr("dilations", convolutionAttr(ctx, conv->dilations));
    }
    rewriter.replaceOp(op, named->getResults());
    return success();
  }
  return failure();
}

//===-- DecomposeProjectedPermutation -------------------------------------===//

/// A transpose or broadcast (`name`) of `input` into a new tensor.empty of
/// `shape`.
Value copyIntoEmpty(PatternRewriter &rewriter, Location loc, OperationName name,
                    llvm::StringRef attr, Value input,
                    llvm::ArrayRef<int64_t> shape,
                    llvm::ArrayRef<int64_t> values) {
  Type element = llvm::cast<RankedTensorType>(input.getType()).getElementType();
  auto type = RankedTensorType::get(shape, element, Attribute());
  Value empty = create<tensor::EmptyOp>(rewriter, loc, with<"result">(type))
                    .result<"result">();
  return createCopyLike(rewriter, loc, name, attr, input, empty, values)
      ->getResult(0);
}

/// Inputs read through a transposing or broadcasting map become explicit
/// linalg.transpose and linalg.broadcast ops, and the maps identities.
LogicalResult decomposeProjectedPermutation(GenericOp generic,
                                            PatternRewriter &rewriter) {
  GenericParts g(generic);
  Operation *op = generic.getOperation();
  bool pureTensors = llvm::all_of(op->getOperands(), [](Value v) {
    return !llvm::isa<MemRefType, UnrankedMemRefType>(v.getType());
  });
  // (MLIR also declines a body that only yields its input, which a
  // generic with other than one input and one init never has.)
  if (!pureTensors || g.singleInputOutput() || !g.allParallel())
    return failure();
  for (AffineMapAttr map : g.maps)
    if (!map.isProjectedPermutation())
      return failure();
  // Static shapes only (MLIR 22 crashes on a scalar operand before any
  // dynamic one; Terrace declines).
  for (Value operand : op->getOperands()) {
    auto type = llvm::dyn_cast<RankedTensorType>(operand.getType());
    if (!type || !type.hasStaticShape())
      return failure();
  }
  // The loop sizes, from the operands' shapes.
  unsigned numLoops = unsigned(g.iterators.size());
  llvm::SmallVector<int64_t, 4> loopSizes(numLoops, 1);
  for (auto [operand, map] : llvm::zip(op->getOperands(), g.maps)) {
    auto shape = llvm::cast<RankedTensorType>(operand.getType()).getShape();
    for (unsigned i = 0; i < map.getNumResults(); ++i)
      loopSizes[size_t(map.getResult(i).getValue())] = shape[i];
  }
  Context &ctx = op->getContext();
  Location loc = op->getLoc();
  llvm::SmallVector<Value, 4> inputs;
  llvm::SmallVector<Attribute, 4> maps;
  llvm::SmallVector<AffineExpr, 4> identity;
  for (unsigned d = 0; d < numLoops; ++d)
    identity.push_back(AffineExpr::getDim(ctx, d));
  AffineMapAttr identityMap = AffineMapAttr::get(ctx, numLoops, 0, identity);
  bool changed = false;
  rewriter.setInsertionPoint(op);
  for (unsigned i = 0; i < g.numInputs; ++i) {
    Value input = g.input(i);
    AffineMapAttr map = g.maps[i];
    if (map.isIdentity()) {
      inputs.push_back(input);
      maps.push_back(map);
      continue;
    }
    auto type = llvm::cast<RankedTensorType>(input.getType());
    llvm::SmallVector<int64_t, 4> minor, sorted;
    for (unsigned r = 0; r < map.getNumResults(); ++r)
      minor.push_back(map.getResult(r).getValue());
    sorted = minor;
    llvm::sort(sorted);
    if (minor != sorted) {
      llvm::SmallVector<int64_t, 4> permutation(minor.size());
      for (size_t j = 0; j < minor.size(); ++j) {
        auto remapped = size_t(llvm::find(sorted, minor[j]) - sorted.begin());
        permutation[remapped] = int64_t(j);
      }
      llvm::SmallVector<int64_t, 4> shape;
      for (int64_t p : permutation)
        shape.push_back(type.getShape()[size_t(p)]);
      input = copyIntoEmpty(rewriter, loc, TransposeOp::getOperationName(ctx),
                            "permutation", input, shape, permutation);
      changed = true;
    }
    llvm::SmallVector<int64_t, 4> broadcast;
    for (unsigned d = 0; d < numLoops; ++d)
      if (!llvm::is_contained(sorted, int64_t(d)))
        broadcast.push_back(int64_t(d));
    if (!broadcast.empty()) {
      input = copyIntoEmpty(rewriter, loc, BroadcastOp::getOperationName(ctx),
                            "dimensions", input, loopSizes, broadcast);
      changed = true;
    }
    inputs.push_back(input);
    maps.push_back(identityMap);
  }
  if (!changed)
    return failure();
  for (unsigned i = 0; i < g.numInits; ++i)
    maps.push_back(g.maps[g.numInputs + i]);
  OperationState state(loc, op->getName());
  state.operands.append(inputs.begin(), inputs.end());
  for (unsigned i = 0; i < g.numInits; ++i)
    state.operands.push_back(g.init(i));
  state.types.append(op->getResultTypes().begin(), op->getResultTypes().end());
  state.addAttribute(StringAttr::get(ctx, "indexing_maps"),
                     ArrayAttr::get(ctx, maps));
  state.addAttribute(StringAttr::get(ctx, "iterator_types"),
                     op->getInherentAttr("iterator_types"));
  int32_t sizes[] = {int32_t(inputs.size()), int32_t(g.numInits)};
  state.addAttribute(StringAttr::get(ctx, "operandSegmentSizes"),
                     DenseArrayAttr::get(ctx, llvm::ArrayRef(sizes)));
  state.addRegion();
  Operation *newGeneric = rewriter.create(state);
  rewriter.inlineRegionBefore(op->getRegion(0), newGeneric->getRegion(0),
                              newGeneric->getRegion(0).end());
  rewriter.replaceOp(op, newGeneric->getResults());
  return success();
}

class LinalgSpecializeGenericOps
    : public GreedyPatternPass<LinalgSpecializeGenericOps> {
public:
  LinalgSpecializeGenericOps()
      : GreedyPatternPass("linalg-specialize-generic-ops",
                          "LinalgSpecializeGenericOpsPass") {}

private:
  void populatePatterns(RewritePatternSet &patterns) const override {
    patterns.add<GenericOp>("LinalgSpecializationPattern", specializeGeneric);
    patterns.add<GenericOp>("DecomposeProjectedPermutation",
                            decomposeProjectedPermutation);
  }
};

} // namespace

std::unique_ptr<Pass> terrace::createLinalgSpecializeGenericOpsPass() {
  return std::make_unique<LinalgSpecializeGenericOps>();
}
