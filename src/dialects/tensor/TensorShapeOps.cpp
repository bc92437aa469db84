//===- TensorShapeOps.cpp - Slices, reshapes and concatenation ------------===//
//
// tensor.extract_slice, insert_slice, collapse_shape, expand_shape and
// concat: their formats (with custom<DynamicIndexList>), result types and
// the checks MLIR 22 makes, with its messages.
//
//===----------------------------------------------------------------------===//
#include "dialects/common/ConstantFolding.h"
#include "dialects/common/IndexListSyntax.h"
#include "dialects/tensor/TensorCanonicalize.h"
#include "dialects/tensor/TensorInternal.h"
#include "dialects/tensor/TensorOps.h"
#include "interfaces/DestinationStyleInterface.h"
#include "interfaces/ParallelCombiningInterface.h"
#include "ir/Attributes.h"
#include "ir/Context.h"
#include "ir/Diagnostics.h"
#include "ir/OpSignature.h"
#include "ir/Operation.h"
#include "rewrite/Folding.h"
#include "rewrite/PatternMatch.h"

#include <optional>

using namespace terrace;
using namespace terrace::tensor;

static RankedTensorType rankedType(Value v) {
  return llvm::cast<RankedTensorType>(v.getType());
}

//===-- Slices
//----------------------------------------------------------------===//

/// The slice's type from its sizes (MLIR's inferResultType).
static RankedTensorType sliceType(RankedTensorType source,
                                  llvm::ArrayRef<int64_t> sizes) {
  return RankedTensorType::get(sizes, source.getElementType(),
                               source.getEncoding());
}

/// MLIR's produceSliceErrorMsg for `actual` against the slice type.
static LogicalResult verifySliceType(Operation *op, RankedTensorType expected,
                                     RankedTensorType actual) {
  if (actual.getRank() > expected.getRank())
    return op->emitError("expected rank to be smaller or equal to the other "
                         "rank. ");
  if (!rankReductionMask(expected.getShape(), actual.getShape(),
                         /*matchDynamic=*/false))
    return op->emitError("expected type to be ")
           << Type(expected) << " or a rank-reduced version. (size mismatch) ";
  if (expected.getElementType() != actual.getElementType())
    return op->emitError("expected element type to be ")
           << expected.getElementType();
  return success();
}

static LogicalResult verifyExtractSlice(Operation *op) {
  auto slice = ExtractSliceOp::wrap(op);
  RankedTensorType source = rankedType(slice.operand<"source">());
  auto offsets = denseI64Values(slice.property<"static_offsets">());
  auto sizes = denseI64Values(slice.property<"static_sizes">());
  auto strides = denseI64Values(slice.property<"static_strides">());
  auto rank = unsigned(source.getRank());
  if (failed(verifyOffsetSizeAndStride(op, {rank, rank, rank})) ||
      failed(verifySliceType(op, sliceType(source, sizes),
                             rankedType(slice.result<"result">()))))
    return failure();
  return verifyInBoundsSlice(op, source.getShape(), offsets, sizes, strides);
}

/// insert_slice and parallel_insert_slice: the source fits the slice of
/// the destination; parallel_insert_slice checks its parent in between.
template <typename SliceOp>
static LogicalResult
verifyInsertSliceLike(Operation *op,
                      LogicalResult (*checkParent)(Operation *) = nullptr) {
  auto slice = SliceOp::wrap(op);
  RankedTensorType dest = rankedType(slice.template operand<"dest">());
  auto offsets = denseI64Values(slice.template property<"static_offsets">());
  auto sizes = denseI64Values(slice.template property<"static_sizes">());
  auto strides = denseI64Values(slice.template property<"static_strides">());
  auto rank = unsigned(dest.getRank());
  if (failed(verifyOffsetSizeAndStride(op, {rank, rank, rank})) ||
      (checkParent && failed(checkParent(op))) ||
      failed(verifySliceType(op, sliceType(dest, sizes),
                             rankedType(slice.template operand<"source">()))))
    return failure();
  return verifyInBoundsSlice(op, dest.getShape(), offsets, sizes, strides);
}

static LogicalResult verifyInsertSlice(Operation *op) {
  return verifyInsertSliceLike<InsertSliceOp>(op);
}

/// MLIR checks the parent by hand (no HasParent): an op that implements
/// InParallelOpInterface, which is scf.forall.in_parallel.
static LogicalResult verifyParallelInsertSlice(Operation *op) {
  return verifyInsertSliceLike<ParallelInsertSliceOp>(
      op, [](Operation *op) -> LogicalResult {
        Operation *parent = op->getParentOp();
        if (parent && getInterface<InParallelOpInterface>(parent))
          return success();
        InFlightDiagnostic diag =
            op->emitError("expected InParallelOpInterface parent, got:");
        if (parent)
          diag << parent->textForDiagnostic();
        return diag;
      });
}

//===-- Reshapes
//--------------------------------------------------------------===//

llvm::SmallVector<int64_t, 4>
tensor::collapsedShape(llvm::ArrayRef<int64_t> expanded, const Groups &groups) {
  llvm::SmallVector<int64_t, 4> shape;
  for (const auto &group : groups) {
    int64_t product = 1;
    for (int64_t index : group) {
      int64_t size = expanded[size_t(index)];
      product =
          (product == kDynamic || size == kDynamic) ? kDynamic : product * size;
    }
    shape.push_back(product);
  }
  return shape;
}

Groups tensor::getReassociation(Operation *op) {
  Groups groups;
  if (auto array = llvm::dyn_cast_if_present<ArrayAttr>(
          op->getInherentAttr("reassociation")))
    for (Attribute g : array.getValue()) {
      groups.emplace_back();
      for (Attribute i : llvm::cast<ArrayAttr>(g).getValue())
        groups.back().push_back(llvm::cast<IntegerAttr>(i).getInt());
    }
  return groups;
}

/// MLIR's verifyReshapeLikeTypes, verifyReshapeLikeShapes and the
/// inferred collapsed type.
static LogicalResult verifyReshape(Operation *op, RankedTensorType expanded,
                                   RankedTensorType collapsed) {
  // MLIR reads the reassociation into maps first, which fails on an
  // empty group (mlir-opt 22 crashes on one in expand_shape).
  for (const auto &group : getReassociation(op))
    if (group.empty())
      return op->emitOpError("reassociation indices must not be empty");
  int64_t expandedRank = expanded.getRank();
  int64_t collapsedRank = collapsed.getRank();
  if (expandedRank < collapsedRank)
    return op->emitOpError("expected the expanded type, ")
           << Type(expanded) << " to have a higher (or same) rank than the "
           << "collapsed type, " << Type(collapsed) << ".";
  Groups groups = getReassociation(op);
  if (collapsedRank != int64_t(groups.size()))
    return op->emitOpError("expected collapsed rank (")
           << llvm::Twine(collapsedRank)
           << ") to equal the number of reassociation maps ("
           << llvm::Twine(unsigned(groups.size())) << ").";
  // Each group is an affine map over as many dims as the largest index.
  int64_t numDims = 0;
  for (const auto &group : groups)
    for (int64_t index : group)
      numDims = std::max(numDims, index + 1);
  for (size_t i = 0; i < groups.size(); ++i)
    if (numDims != expandedRank)
      return op->emitOpError("expected reassociation map #")
             << llvm::Twine(unsigned(i))
             << " to have size equal to the expanded rank ("
             << llvm::Twine(expandedRank) << "), but it is  "
             << llvm::Twine(numDims) << ".";
  int64_t next = 0;
  for (size_t i = 0; i < groups.size(); ++i)
    for (int64_t index : groups[i])
      if (index != next++)
        return op->emitOpError("expected reassociation map #")
               << llvm::Twine(unsigned(i)) << " to be valid and contiguous.";
  if (next != numDims)
    return op->emitOpError("expected reassociation map #")
           << llvm::Twine(unsigned(groups.size() - 1))
           << " to be valid and contiguous.";
  llvm::SmallVector<int64_t, 4> inferred =
      collapsedShape(expanded.getShape(), groups);
  for (size_t i = 0; i < groups.size(); ++i) {
    int64_t size = collapsed.getShape()[i];
    if (inferred[i] == kDynamic && size != kDynamic)
      return op->emitOpError("expected dimension ")
             << llvm::Twine(unsigned(i))
             << " of collapsed type to be dynamic since one or more of the "
                "corresponding dimensions in the expanded type is dynamic";
    if (inferred[i] != kDynamic && size != inferred[i])
      return op->emitOpError("expected dimension ")
             << llvm::Twine(unsigned(i))
             << " of collapsed type to be static value of "
             << llvm::Twine(inferred[i]);
  }
  auto expected =
      RankedTensorType::get(inferred, expanded.getElementType(), {});
  auto actual = RankedTensorType::get(collapsed.getShape(),
                                      collapsed.getElementType(), {});
  if (expected != actual)
    return op->emitOpError("expected collapsed type to be ")
           << Type(expected) << ", but got " << Type(collapsed);
  return success();
}

static LogicalResult verifyCollapseShape(Operation *op) {
  auto source = llvm::dyn_cast<RankedTensorType>(
      CollapseShapeOp::wrap(op).operand<"src">().getType());
  auto result = llvm::dyn_cast<RankedTensorType>(op->getResult(0).getType());
  if (!source || !result)
    return success();
  return verifyReshape(op, source, result);
}

static LogicalResult verifyExpandShape(Operation *op) {
  auto expand = ExpandShapeOp::wrap(op);
  auto source =
      llvm::dyn_cast<RankedTensorType>(expand.operand<"src">().getType());
  auto result = llvm::dyn_cast<RankedTensorType>(op->getResult(0).getType());
  if (!source || !result)
    return success();
  auto shape = denseI64Values(expand.property<"static_output_shape">());
  if (int64_t(shape.size()) != result.getRank())
    return op->emitOpError("expected number of static shape dims to be equal "
                           "to the output rank (")
           << llvm::Twine(result.getRank()) << ") but found "
           << llvm::Twine(unsigned(shape.size())) << " inputs instead";
  auto dynamic = unsigned(llvm::count(shape, kDynamic));
  if (expand.operands<"output_shape">().size() != dynamic)
    return op->emitOpError("mismatch in dynamic dims in output_shape and "
                           "static_output_shape: static_output_shape has ")
           << llvm::Twine(dynamic) << " dynamic dims while output_shape has "
           << llvm::Twine(unsigned(expand.operands<"output_shape">().size()))
           << " values";
  return verifyReshape(op, result, source);
}

//===-- Concatenation
//---------------------------------------------------------===//

static LogicalResult verifyConcat(Operation *op) {
  if (op->getNumOperands() < 1)
    return op->emitOpError("requires at least one input");
  RankedTensorType result = rankedType(op->getResult(0));
  int64_t rank = result.getRank();
  for (Value input : op->getOperands())
    if (rankedType(input).getRank() != rank)
      return op->emitOpError("rank of concatenated inputs must match result "
                             "rank");
  for (Value input : op->getOperands())
    if (rankedType(input).getElementType() != result.getElementType())
      return op->emitOpError("inputs and result element type must match");
  int64_t dim = ConcatOp::wrap(op).property<"dim", IntegerAttr>().getInt();
  if (dim >= rank)
    return op->emitOpError("concatenation dim must be less than the tensor "
                           "rank");
  llvm::SmallVector<int64_t, 4> sizes(size_t(rank), kDynamic);
  for (int64_t i = 0; i < rank; ++i) {
    if (i == dim)
      continue;
    for (Value input : op->getOperands()) {
      int64_t size = rankedType(input).getShape()[i];
      if (size == kDynamic)
        continue;
      if (sizes[i] != kDynamic && sizes[i] != size)
        return op->emitOpError("static concatenation size mismatch along "
                               "non-concatenated dimension ")
               << llvm::Twine(i);
      sizes[i] = size;
    }
  }
  int64_t total = 0;
  for (Value input : op->getOperands()) {
    int64_t size = rankedType(input).getShape()[dim];
    total = (total == kDynamic || size == kDynamic) ? kDynamic : total + size;
  }
  sizes[dim] = total;
  auto inferred = RankedTensorType::get(
      sizes,
      rankedType(ConcatOp::wrap(op).operands<"inputs">().front())
          .getElementType(),
      {});
  for (auto [a, b] : llvm::zip_equal(inferred.getShape(), result.getShape()))
    if (a != kDynamic && b != kDynamic && a != b)
      return op->emitOpError("result type ")
             << Type(result) << "does not match inferred shape "
             << Type(inferred) << " static sizes";
  return success();
}

//===-- Folds
//----------------------------------------------------------------===//

/// Whether a slice covers all of `shaped` (MLIR's
/// foldIdentityOffsetSizeAndStrideOpInterface): offsets 0, strides 1 and
/// sizes the whole shape, static or given by constant operands.
/// `firstGroup` is the operand group of the offsets.
template <typename SliceOp>
static bool isWholeSlice(FoldAdaptor<SliceOp> adaptor,
                         RankedTensorType shaped) {
  SliceOp op = adaptor.getOp();
  llvm::SmallVector<int64_t, 4> statics[] = {
      denseI64Values(op.template property<"static_offsets">()),
      denseI64Values(op.template property<"static_sizes">()),
      denseI64Values(op.template property<"static_strides">())};
  llvm::ArrayRef<Attribute> dynamics[] = {
      adaptor.template operands<"offsets">(),
      adaptor.template operands<"sizes">(),
      adaptor.template operands<"strides">()};
  for (unsigned g = 0; g < 3; ++g) {
    unsigned next = 0;
    for (size_t i = 0; i < statics[g].size(); ++i) {
      int64_t value = statics[g][i];
      if (value == kDynamic) {
        auto constant = llvm::dyn_cast_if_present<IntegerAttr>(
            next < dynamics[g].size() ? dynamics[g][next] : Attribute());
        ++next;
        if (!constant)
          return false;
        value = constant.getInt();
      }
      int64_t expected = g == 0 ? 0 : g == 2 ? 1 : shaped.getShape()[i];
      if (value != expected)
        return false;
    }
  }
  return true;
}

/// The offsets, sizes and strides of one slice op (from operand group
/// `firstGroup`), to compare with another's.
static auto sliceParts(Operation *op, unsigned firstGroup) {
  auto [start, count] = getValueGroup(op, /*results=*/false, firstGroup);
  unsigned end = start + count;
  for (unsigned g = 1; g < 3; ++g) {
    auto [groupStart, groupCount] =
        getValueGroup(op, /*results=*/false, firstGroup + g);
    end = groupStart + groupCount;
  }
  return std::make_tuple(op->getInherentAttr("static_offsets"),
                         op->getInherentAttr("static_sizes"),
                         op->getInherentAttr("static_strides"),
                         op->getOperands().slice(start, end - start));
}

/// Whether two slice ops (extract_slice, insert_slice) take the same
/// offsets, sizes and strides: the same constants, the same values (MLIR's
/// isSameAs on OpFoldResults).
static bool sameSlice(Operation *a, Operation *b) {
  auto groupOf = [](Operation *op) {
    return llvm::isa<InsertSliceOp>(op) ? 2u : 1u;
  };
  auto [offsetsA, sizesA, stridesA, valuesA] = sliceParts(a, groupOf(a));
  auto [offsetsB, sizesB, stridesB, valuesB] = sliceParts(b, groupOf(b));
  return offsetsA == offsetsB && sizesA == sizesB && stridesA == stridesB &&
         llvm::equal(valuesA, valuesB);
}

/// A slice of the whole source is the source; so is an insertion over the
/// whole destination.
static LogicalResult
foldExtractSlice(FoldAdaptor<ExtractSliceOp> adaptor,
                 llvm::SmallVectorImpl<OpFoldResult> &out) {
  ExtractSliceOp slice = adaptor.getOp();
  Operation *op = slice;
  Value source = slice.operand<"source">();
  // A slice of a splat constant is a smaller splat.
  auto resultType = rankedType(slice.result<"result">());
  if (Attribute folded =
          resizeSplatConstant(adaptor.operand<"source">(), resultType)) {
    out.push_back(folded);
    return success();
  }
  if (source.getType() == slice.result<"result">().getType() &&
      isWholeSlice(adaptor, rankedType(source))) {
    out.push_back(source);
    return success();
  }
  // A slice of what an insert_slice put at the same place is what it put.
  auto insert =
      llvm::dyn_cast_if_present<InsertSliceOp>(source.getDefiningOp());
  if (insert &&
      insert.operand<"source">().getType() == op->getResult(0).getType() &&
      sameSlice(insert, op)) {
    out.push_back(insert.operand<"source">());
    return success();
  }
  return failure();
}

static LogicalResult foldInsertSlice(FoldAdaptor<InsertSliceOp> adaptor,
                                     llvm::SmallVectorImpl<OpFoldResult> &out) {
  InsertSliceOp slice = adaptor.getOp();
  Operation *op = slice;
  Value source = slice.operand<"source">();
  Value dest = slice.operand<"dest">();
  if (source.getType() == slice.result<"result">().getType() &&
      isWholeSlice(adaptor, rankedType(source))) {
    out.push_back(source);
    return success();
  }
  // Inserting where an earlier insert_slice of the same type wrote
  // overwrites it: insert into that one's dest instead (in place).
  auto previous =
      llvm::dyn_cast_if_present<InsertSliceOp>(dest.getDefiningOp());
  if (previous && previous.operand<"source">().getType() == source.getType() &&
      sameSlice(previous, op)) {
    slice.operandUse<"dest">().set(previous.operand<"dest">());
    return success();
  }
  // Putting back what was extracted from the same place changes nothing.
  auto extracted =
      llvm::dyn_cast_if_present<ExtractSliceOp>(source.getDefiningOp());
  if (extracted && extracted.operand<"source">() == dest &&
      sameSlice(extracted, op)) {
    out.push_back(dest);
    return success();
  }
  // An empty insertion.
  bool empty = llvm::is_contained(
      denseI64Values(slice.property<"static_sizes">()), int64_t(0));
  for (Value size : slice.operands<"sizes">()) {
    std::optional<llvm::APInt> constant = getConstantInt(size);
    empty |= constant && constant->isZero();
  }
  if (empty) {
    out.push_back(dest);
    return success();
  }
  return failure();
}

/// A concat of one input of the result's type is that input.
static LogicalResult foldConcat(Operation *op, llvm::ArrayRef<Attribute>,
                                llvm::SmallVectorImpl<OpFoldResult> &out) {
  OperandRange inputs = ConcatOp::wrap(op).operands<"inputs">();
  if (inputs.size() != 1 ||
      inputs.front().getType() != op->getResult(0).getType())
    return failure();
  out.push_back(inputs.front());
  return success();
}

/// MLIR's foldReshapeOp: a reshape to its own type is its source; of a
/// dense constant, the constant reshaped; collapse(expand(x)) and
/// expand(collapse(x)) back to x's type are x, where the groups cannot
/// have split dynamic sizes differently (x has fewer than two dynamic
/// dimensions; or the same groups, expanded then collapsed or with fewer
/// than two dynamic sizes in each). `op` is a `ReshapeOpT`.
template <typename ReshapeOpT, typename InverseOp>
static LogicalResult
foldInverseReshape(Operation *op, llvm::ArrayRef<Attribute> operands,
                   llvm::SmallVectorImpl<OpFoldResult> &out) {
  Value source = ReshapeOpT::wrap(op).template operand<"src">();
  Type resultType = op->getResult(0).getType();
  if (source.getType() == resultType) {
    out.push_back(source);
    return success();
  }
  if (Attribute folded = reshapeDenseConstant(operands[0], resultType)) {
    out.push_back(folded);
    return success();
  }
  auto inverse = llvm::dyn_cast_if_present<InverseOp>(source.getDefiningOp());
  if (!inverse || inverse.template operand<"src">().getType() != resultType)
    return failure();
  Value original = inverse.template operand<"src">();
  auto originalType = llvm::dyn_cast<RankedTensorType>(original.getType());
  if (!originalType)
    return failure();
  auto dynamicIn = [](llvm::ArrayRef<int64_t> shape) {
    return llvm::count(shape, kDynamic);
  };
  bool fold = dynamicIn(originalType.getShape()) < 2;
  Groups groups = getReassociation(op);
  if (!fold && groups == getReassociation(inverse)) {
    auto inverseType = llvm::cast<ShapedType>(inverse->getResult(0).getType());
    fold =
        originalType.getRank() < int64_t(inverseType.getShape().size()) ||
        llvm::all_of(groups, [&](llvm::ArrayRef<int64_t> group) {
          return group.empty() || dynamicIn(originalType.getShape().slice(
                                      size_t(group.front()), group.size())) < 2;
        });
  }
  if (!fold)
    return failure();
  out.push_back(original);
  return success();
}

//===-- The table
//-------------------------------------------------------------===//

static constexpr char kExtractedSlice[] = "extracted_slice",
                      kInsertedSlice[] = "inserted_slice",
                      kCollapsed[] = "collapsed", kExpanded[] = "expanded",
                      kConcat[] = "concat";

/// insert_slice writes into its dest (operand 1).
static const DestinationStyleOpInterface kInsertSliceDestinationStyle = {
    [](Operation *, unsigned &first, unsigned &count) {
      first = 1;
      count = 1;
    }};
static const InterfaceImpl kInsertSliceInterfaces[] = {
    implement(kInsertSliceDestinationStyle)};

/// parallel_insert_slice writes its dest (operand 1); run once, it is an
/// insert_slice.
static Value sequentialInsertSlice(Operation *op, PatternRewriter &rewriter,
                                   Location loc, Value dest) {
  auto slice = ParallelInsertSliceOp::wrap(op);
  return create<InsertSliceOp>(
             rewriter, loc, with<"source">(slice.operand<"source">()),
             with<"dest">(dest), with<"offsets">(slice.operands<"offsets">()),
             with<"sizes">(slice.operands<"sizes">()),
             with<"strides">(slice.operands<"strides">()),
             with<"static_offsets">(slice.property<"static_offsets">()),
             with<"static_sizes">(slice.property<"static_sizes">()),
             with<"static_strides">(slice.property<"static_strides">()),
             with<"result">(dest.getType()))
      .result<"result">();
}
static const ParallelCombiningOpInterface kParallelInsertSliceCombining = {
    [](Operation *, unsigned &first, unsigned &count) {
      first = 1;
      count = 1;
    },
    sequentialInsertSlice};
static const InterfaceImpl kParallelInsertSliceInterfaces[] = {
    implement(kParallelInsertSliceCombining)};

/// insert_slice's and parallel_insert_slice's syntax.
static constexpr char kInsertSliceFormat[] =
    "$source `into` $dest `` custom<DynamicIndexList>($offsets, "
    "$static_offsets) custom<DynamicIndexList>($sizes, $static_sizes) "
    "custom<DynamicIndexList>($strides, $static_strides) attr-dict `:` "
    "type($source) `into` type($dest)";

static const CustomDirective kIndexListDirectives[] = {
    kDynamicIndexListDirective};

llvm::ArrayRef<OpDefinition> tensor::shapeOpDefinitions() {
  static const OpDefinition definitions[] = {
      defineOp<ExtractSliceOp>(
          {.traits = Pure,
           .verify = verifyExtractSlice,
           .format = "$source `` custom<DynamicIndexList>($offsets, "
                     "$static_offsets) custom<DynamicIndexList>($sizes, "
                     "$static_sizes) custom<DynamicIndexList>($strides, "
                     "$static_strides) attr-dict `:` type($source) `to` "
                     "type($result)",
           .customDirectives = kIndexListDirectives,
           .fold = foldWith<ExtractSliceOp, foldExtractSlice>,
           .canonicalize = extractSlicePatterns,
           .resultNames = nameResult<kExtractedSlice>}),
      defineOp<InsertSliceOp>({.traits = Pure,
                               .verify = verifyInsertSlice,
                               .format = kInsertSliceFormat,
                               .customDirectives = kIndexListDirectives,
                               .fold = foldWith<InsertSliceOp, foldInsertSlice>,
                               .canonicalize = insertSlicePatterns,
                               .resultNames = nameResult<kInsertedSlice>,
                               .inferResultTypes = inferSecondOperand,
                               .interfaces = kInsertSliceInterfaces}),
      defineOp<ParallelInsertSliceOp>(
          {.verify = verifyParallelInsertSlice,
           .format = kInsertSliceFormat,
           .customDirectives = kIndexListDirectives,
           .canonicalize = parallelInsertSlicePatterns,
           .interfaces = kParallelInsertSliceInterfaces}),
      defineOp<CollapseShapeOp>(
          {.traits = Pure,
           .verify = verifyCollapseShape,
           .format = "$src $reassociation attr-dict `:` type($src) `into` "
                     "type($result)",
           .fold = foldInverseReshape<CollapseShapeOp, ExpandShapeOp>,
           .canonicalize = collapseShapePatterns,
           .resultNames = nameResult<kCollapsed>}),
      defineOp<ExpandShapeOp>(
          {.traits = Pure,
           .verify = verifyExpandShape,
           .format = "$src $reassociation `output_shape` "
                     "custom<DynamicIndexList>($output_shape, "
                     "$static_output_shape) attr-dict `:` type($src) `into` "
                     "type($result)",
           .customDirectives = kIndexListDirectives,
           .fold = foldInverseReshape<ExpandShapeOp, CollapseShapeOp>,
           .canonicalize = expandShapePatterns,
           .resultNames = nameResult<kExpanded>}),
      defineOp<ConcatOp>({.traits = Pure,
                          .verify = verifyConcat,
                          .format = "`dim` `(` $dim `)` $inputs attr-dict `:` "
                                    "functional-type(operands, results)",
                          .fold = foldConcat,
                          .canonicalize = concatPatterns,
                          .resultNames = nameResult<kConcat>}),
  };
  return definitions;
}
