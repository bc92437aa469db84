//===- MemRefViewOps.cpp - Casts, views and reshapes of buffers -----------===//
//
// The memref ops that see a buffer another way without copying it: casts,
// subviews, reinterpretations, reshapes, transposes and the metadata of
// strided buffers. Verifiers check what MLIR 22's do, in its order and
// words (those of the view interfaces without the op's name, as MLIR).
//
//===----------------------------------------------------------------------===//
#include "dialects/common/IndexListSyntax.h"
#include "dialects/common/ShapeUtils.h"
#include "dialects/memref/MemRefFolds.h"
#include "dialects/memref/MemRefInternal.h"
#include "dialects/memref/MemRefOps.h"

#include "ir/AffineExpr.h"
#include "ir/AffineExprSimplify.h"
#include "ir/Attributes.h"
#include "ir/Context.h"
#include "ir/Diagnostics.h"
#include "ir/MemRefLayout.h"
#include "text/AsmParser.h"
#include "text/OpAsm.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/ErrorHandling.h"

#include <map>

using namespace terrace;
using namespace terrace::memref;
using llvm::failure;
using llvm::success;

static MemRefType memrefTypeOf(Value v) {
  return llvm::dyn_cast<MemRefType>(v.getType());
}

/// `a * b` and `a + b` where either may be dynamic (MLIR's
/// SaturatedInteger: a product with a static 0 is 0).
static int64_t saturatedMul(int64_t a, int64_t b) {
  if (a == 0 || b == 0)
    return 0;
  return a == kDynamic || b == kDynamic ? kDynamic : a * b;
}
static int64_t saturatedAdd(int64_t a, int64_t b) {
  return a == kDynamic || b == kDynamic ? kDynamic : a + b;
}

/// The strides and offset of a strided memref type (asserted strided by
/// the op's constraints before its verifier runs).
struct Strided {
  llvm::SmallVector<int64_t, 4> strides;
  int64_t offset = 0;
  bool ok = false;
  explicit Strided(MemRefType type) {
    ok = succeeded(getStridesAndOffset(type, strides, offset));
  }
};

//===-- cast, memory_space_cast
//---------------------------------------------===//

bool memref::areCastCompatible(Type a, Type b) {
  auto aRanked = llvm::dyn_cast<MemRefType>(a);
  auto bRanked = llvm::dyn_cast<MemRefType>(b);
  if (aRanked && bRanked) {
    if (aRanked.getElementType() != bRanked.getElementType())
      return false;
    if (aRanked.getLayout() != bRanked.getLayout()) {
      Strided as(aRanked), bs(bRanked);
      if (!as.ok || !bs.ok || as.strides.size() != bs.strides.size())
        return false;
      // Either side dynamic is compatible; a dimension of size 1 may have
      // any stride.
      auto compatible = [](int64_t x, int64_t y) {
        return x == kDynamic || y == kDynamic || x == y;
      };
      if (!compatible(as.offset, bs.offset))
        return false;
      for (size_t i = 0; i < as.strides.size(); ++i) {
        if (aRanked.getShape()[i] == 1 || bRanked.getShape()[i] == 1)
          continue;
        if (!compatible(as.strides[i], bs.strides[i]))
          return false;
      }
    }
    if (aRanked.getMemorySpace() != bRanked.getMemorySpace() ||
        aRanked.getRank() != bRanked.getRank())
      return false;
    for (int64_t i = 0; i < aRanked.getRank(); ++i) {
      int64_t x = aRanked.getShape()[size_t(i)];
      int64_t y = bRanked.getShape()[size_t(i)];
      if (x != kDynamic && y != kDynamic && x != y)
        return false;
    }
    return true;
  }
  auto aUnranked = llvm::dyn_cast<UnrankedMemRefType>(a);
  auto bUnranked = llvm::dyn_cast<UnrankedMemRefType>(b);
  // Unranked to unranked says nothing new.
  if (aUnranked && bUnranked)
    return false;
  auto space = [](Type t) {
    if (auto ranked = llvm::dyn_cast<MemRefType>(t))
      return ranked.getMemorySpace();
    return llvm::cast<UnrankedMemRefType>(t).getMemorySpace();
  };
  return llvm::cast<ShapedType>(a).getElementType() ==
             llvm::cast<ShapedType>(b).getElementType() &&
         space(a) == space(b);
}

/// memref.cast's and memref.memory_space_cast's error, `source` the cast
/// value.
static LogicalResult reportCastIncompatible(Operation *op, Value source) {
  return op->emitOpError("operand type ")
         << source.getType() << " and result type "
         << op->getResult(0).getType() << " are cast incompatible";
}

static LogicalResult verifyCast(Operation *op) {
  Value source = CastOp::wrap(op).operand<"source">();
  if (!areCastCompatible(source.getType(), op->getResult(0).getType()))
    return reportCastIncompatible(op, source);
  return success();
}

/// MLIR's MemorySpaceCastOp::areCastCompatible: everything but the memory
/// space alike.
static LogicalResult verifyMemorySpaceCast(Operation *op) {
  Value source = MemorySpaceCastOp::wrap(op).operand<"source">();
  Type a = source.getType(), b = op->getResult(0).getType();
  auto aRanked = llvm::dyn_cast<MemRefType>(a);
  auto bRanked = llvm::dyn_cast<MemRefType>(b);
  bool compatible = false;
  if (aRanked && bRanked)
    compatible = aRanked.getElementType() == bRanked.getElementType() &&
                 aRanked.getLayout() == bRanked.getLayout() &&
                 aRanked.getShape() == bRanked.getShape();
  else if (!aRanked && !bRanked)
    compatible = llvm::cast<ShapedType>(a).getElementType() ==
                 llvm::cast<ShapedType>(b).getElementType();
  if (!compatible)
    return reportCastIncompatible(op, source);
  return success();
}

//===-- assume_alignment
//----------------------------------------------------===//

static LogicalResult verifyAssumeAlignment(Operation *op) {
  auto alignment = llvm::cast<IntegerAttr>(op->getInherentAttr("alignment"));
  if (!llvm::isPowerOf2_64(uint64_t(alignment.getInt())))
    return op->emitOpError("alignment must be power of 2");
  return success();
}

static LogicalResult inferFirstOperandType(Context &, const InferTypeInputs &in,
                                           llvm::SmallVectorImpl<Type> &out) {
  if (in.operandTypes.empty())
    return failure();
  out.push_back(in.operandTypes[0]);
  return success();
}

//===-- subview
//-------------------------------------------------------------===//

/// MLIR's SubViewOp::inferResultType: the static sizes, the source's
/// strides scaled by the subview's, the offset moved by the offsets.
static MemRefType subViewType(MemRefType source, const Strided &layout,
                              llvm::ArrayRef<int64_t> offsets,
                              llvm::ArrayRef<int64_t> sizes,
                              llvm::ArrayRef<int64_t> strides) {
  int64_t offset = layout.offset;
  llvm::SmallVector<int64_t, 4> resultStrides;
  for (size_t i = 0; i < offsets.size(); ++i)
    offset = saturatedAdd(offset, saturatedMul(offsets[i], layout.strides[i]));
  for (size_t i = 0; i < strides.size(); ++i)
    resultStrides.push_back(saturatedMul(layout.strides[i], strides[i]));
  Context &ctx = source.getContext();
  return MemRefType::get(sizes, source.getElementType(),
                         StridedLayoutAttr::get(ctx, offset, resultStrides),
                         source.getMemorySpace());
}

MemRefType memref::inferSubViewResultType(MemRefType source,
                                          llvm::ArrayRef<int64_t> offsets,
                                          llvm::ArrayRef<int64_t> sizes,
                                          llvm::ArrayRef<int64_t> strides) {
  return subViewType(source, Strided(source), offsets, sizes, strides);
}

MemRefType memref::inferRankReducedSubViewType(
    llvm::ArrayRef<int64_t> resultShape, MemRefType source,
    llvm::ArrayRef<int64_t> offsets, llvm::ArrayRef<int64_t> sizes,
    llvm::ArrayRef<int64_t> strides) {
  MemRefType inferred = inferSubViewResultType(source, offsets, sizes, strides);
  llvm::ArrayRef<int64_t> shape = inferred.getShape();
  if (shape.size() == resultShape.size())
    return inferred;
  // Drop the unit dimensions the result does not have, matching greedily
  // from the front (MLIR's computeRankReductionMask).
  auto layout = llvm::cast<StridedLayoutAttr>(inferred.getLayout());
  llvm::SmallVector<int64_t, 4> keptStrides;
  size_t reduced = 0;
  for (size_t i = 0; i < shape.size(); ++i) {
    if (reduced < resultShape.size() && shape[i] != 1 &&
        (resultShape[reduced] == kDynamic || shape[i] == kDynamic)) {
      keptStrides.push_back(layout.getStrides()[i]);
      ++reduced;
      continue;
    }
    if (reduced < resultShape.size() && shape[i] == resultShape[reduced]) {
      keptStrides.push_back(layout.getStrides()[i]);
      ++reduced;
    }
  }
  return MemRefType::get(resultShape, inferred.getElementType(),
                         StridedLayoutAttr::get(source.getContext(),
                                                layout.getOffset(),
                                                keptStrides),
                         source.getMemorySpace());
}

std::optional<llvm::SmallVector<bool, 4>>
memref::memrefRankReductionMask(MemRefType original, MemRefType reduced,
                                llvm::ArrayRef<int64_t> sizes) {
  llvm::SmallVector<bool, 4> unused(size_t(original.getRank()), false);
  if (original.getRank() == reduced.getRank())
    return unused;
  for (size_t i = 0; i < sizes.size(); ++i)
    if (sizes[i] == 1)
      unused[i] = true;
  auto count = [](llvm::ArrayRef<bool> bits) {
    return int64_t(llvm::count(bits, true));
  };
  if (count(unused) + reduced.getRank() == original.getRank())
    return unused;
  Strided o(original), r(reduced);
  if (!o.ok || !r.ok)
    return std::nullopt;
  std::map<int64_t, unsigned> unaccounted, candidate;
  for (int64_t s : o.strides)
    ++unaccounted[s];
  for (int64_t s : r.strides)
    ++candidate[s];
  for (size_t dim = 0; dim < unused.size(); ++dim) {
    if (!unused[dim])
      continue;
    int64_t stride = o.strides[dim];
    if (unaccounted[stride] > candidate[stride]) {
      --unaccounted[stride];
      continue;
    }
    if (unaccounted[stride] == candidate[stride]) {
      unused[dim] = false;
      continue;
    }
    return std::nullopt;
  }
  if (count(unused) + reduced.getRank() != original.getRank())
    return std::nullopt;
  return unused;
}

llvm::SmallVector<bool, 4> memref::droppedDims(SubViewOp subview) {
  auto source = llvm::cast<MemRefType>(subview.operand<"source">().getType());
  auto result = llvm::cast<MemRefType>(subview.result<"result">().getType());
  llvm::SmallVector<int64_t, 4> sizes =
      denseI64Values(subview.property<"static_sizes">());
  std::optional<llvm::SmallVector<bool, 4>> dropped =
      memrefRankReductionMask(source, result, sizes);
  // The verifier compares strides with the inferred type, not the source's:
  // where the source's cannot tell, the shapes do.
  if (!dropped)
    dropped =
        rankReductionMask(sizes, result.getShape(), /*matchDynamic=*/true);
  if (!dropped)
    llvm::report_fatal_error(
        "a verified subview's dropped dimensions are unknown");
  return *dropped;
}

/// MLIR's produceSubViewErrorMsg.
enum class SliceMismatch { Rank, Size, Element, MemorySpace, Layout };
static LogicalResult reportSubViewMismatch(Operation *op, SliceMismatch kind,
                                           MemRefType expected) {
  Type actual = op->getResult(0).getType();
  switch (kind) {
  case SliceMismatch::Rank:
    return op->emitError("expected result rank to be smaller or equal to the "
                         "source rank, but got ")
           << actual;
  case SliceMismatch::Size:
    return op->emitError("expected result type to be ")
           << Type(expected)
           << " or a rank-reduced version. (mismatch of result sizes), but "
              "got "
           << actual;
  case SliceMismatch::Element:
    return op->emitError("expected result element type to be ")
           << expected.getElementType() << ", but got " << actual;
  case SliceMismatch::MemorySpace:
    return op->emitError("expected result and source memory spaces to match, "
                         "but got ")
           << actual;
  case SliceMismatch::Layout:
    return op->emitError("expected result type to be ")
           << Type(expected)
           << " or a rank-reduced version. (mismatch of result layout), but "
              "got "
           << actual;
  }
  return failure();
}

static LogicalResult verifySubView(Operation *op) {
  MemRefType source = memrefTypeOf(SubViewOp::wrap(op).operand<"source">());
  MemRefType result = memrefTypeOf(op->getResult(0));
  auto rank = unsigned(source.getRank());
  if (failed(verifyOffsetSizeAndStride(op, {rank, rank, rank})))
    return failure();
  if (source.getMemorySpace() != result.getMemorySpace())
    return op->emitError("different memory spaces specified for base memref "
                         "type ")
           << Type(source) << " and subview memref type " << Type(result);
  Strided sourceLayout(source);
  if (!sourceLayout.ok)
    return op->emitError("base type ") << Type(source) << " is not strided";
  auto offsets = denseI64Values(op->getInherentAttr("static_offsets"));
  auto sizes = denseI64Values(op->getInherentAttr("static_sizes"));
  auto strides = denseI64Values(op->getInherentAttr("static_strides"));
  MemRefType expected =
      subViewType(source, sourceLayout, offsets, sizes, strides);
  // MLIR's isRankReducedType: rank, sizes, element type.
  if (Type(expected) != Type(result)) {
    if (result.getRank() > expected.getRank())
      return reportSubViewMismatch(op, SliceMismatch::Rank, expected);
    if (!rankReductionMask(expected.getShape(), result.getShape(),
                           /*matchDynamic=*/false))
      return reportSubViewMismatch(op, SliceMismatch::Size, expected);
    if (expected.getElementType() != result.getElementType())
      return reportSubViewMismatch(op, SliceMismatch::Element, expected);
  }
  if (expected.getMemorySpace() != result.getMemorySpace())
    return reportSubViewMismatch(op, SliceMismatch::MemorySpace, expected);
  Strided expectedLayout(expected), resultLayout(result);
  if (!resultLayout.ok || expectedLayout.offset != resultLayout.offset)
    return reportSubViewMismatch(op, SliceMismatch::Layout, expected);
  std::optional<llvm::SmallVector<bool, 4>> unused =
      memrefRankReductionMask(expected, result, sizes);
  if (!unused)
    return reportSubViewMismatch(op, SliceMismatch::Layout, expected);
  for (size_t i = 0, j = 0; i < unused->size(); ++i) {
    if ((*unused)[i])
      continue;
    if (expectedLayout.strides[i] != resultLayout.strides[j++])
      return reportSubViewMismatch(op, SliceMismatch::Layout, expected);
  }
  return verifyInBoundsSlice(op, source.getShape(), offsets, sizes, strides);
}

//===-- reinterpret_cast
//----------------------------------------------------===//

static std::string sizeOrDynamic(int64_t value) {
  return value == kDynamic ? "dynamic" : std::to_string(value);
}

static LogicalResult verifyReinterpretCast(Operation *op) {
  auto source = llvm::cast<ShapedType>(
      ReinterpretCastOp::wrap(op).operand<"source">().getType());
  MemRefType result = memrefTypeOf(op->getResult(0));
  auto rank = unsigned(result.getRank());
  if (failed(verifyOffsetSizeAndStride(op, {1, rank, rank})))
    return failure();
  Attribute sourceSpace =
      llvm::isa<MemRefType>(source)
          ? llvm::cast<MemRefType>(source).getMemorySpace()
          : llvm::cast<UnrankedMemRefType>(source).getMemorySpace();
  if (sourceSpace != result.getMemorySpace())
    return op->emitError("different memory spaces specified for source type ")
           << Type(source) << " and result memref type " << Type(result);
  if (source.getElementType() != result.getElementType())
    return op->emitError("different element types specified for source "
                         "type ")
           << Type(source) << " and result memref type " << Type(result);
  auto sizes = denseI64Values(op->getInherentAttr("static_sizes"));
  for (auto [i, size] : llvm::enumerate(result.getShape()))
    if (size != kDynamic && size != sizes[i])
      return op->emitError("expected result type with size = ")
             << sizeOrDynamic(sizes[i]) << " instead of " << llvm::Twine(size)
             << " in dim = " << llvm::Twine(unsigned(i));
  Strided layout(result);
  if (!layout.ok)
    return op->emitError("expected result type to have strided layout but "
                         "found ")
           << Type(result);
  int64_t offset = denseI64Values(op->getInherentAttr("static_offsets"))[0];
  if (layout.offset != kDynamic && layout.offset != offset)
    return op->emitError("expected result type with offset = ")
           << sizeOrDynamic(offset) << " instead of "
           << llvm::Twine(layout.offset);
  auto strides = denseI64Values(op->getInherentAttr("static_strides"));
  for (auto [i, stride] : llvm::enumerate(layout.strides))
    if (stride != kDynamic && stride != strides[i])
      return op->emitError("expected result type with stride = ")
             << sizeOrDynamic(strides[i]) << " instead of "
             << llvm::Twine(stride) << " in dim = " << llvm::Twine(unsigned(i));
  return success();
}

//===-- view
//----------------------------------------------------------------===//

static LogicalResult verifyView(Operation *op) {
  MemRefType base = memrefTypeOf(ViewOp::wrap(op).operand<"source">());
  MemRefType view = memrefTypeOf(op->getResult(0));
  if (!hasIdentityLayout(base))
    return op->emitError("unsupported map for base memref type ") << Type(base);
  if (!hasIdentityLayout(view))
    return op->emitError("unsupported map for result memref type ")
           << Type(view);
  if (base.getMemorySpace() != view.getMemorySpace())
    return op->emitError("different memory spaces specified for base memref "
                         "type ")
           << Type(base) << " and view memref type " << Type(view);
  auto dynamic = unsigned(llvm::count(view.getShape(), kDynamic));
  auto given = unsigned(op->getNumOperands() - 2);
  if (given != dynamic)
    return op->emitOpError("incorrect number of dynamic sizes, has ")
           << llvm::Twine(given) << ", expected " << llvm::Twine(dynamic);
  return success();
}

//===-- collapse_shape, expand_shape
//----------------------------------------===//

/// MLIR's verifyCollapsedShape (reshape utils), several dynamic sizes in
/// a group allowed as memrefs allow them.
static LogicalResult verifyCollapsedShape(Operation *op,
                                          llvm::ArrayRef<int64_t> collapsed,
                                          llvm::ArrayRef<int64_t> expanded,
                                          const ReassociationGroups &groups) {
  if (collapsed.size() != groups.size())
    return op->emitOpError("invalid number of reassociation groups: found ")
           << llvm::Twine(unsigned(groups.size())) << ", expected "
           << llvm::Twine(unsigned(collapsed.size()));
  int64_t next = 0;
  for (auto [dim, group] : llvm::enumerate(groups)) {
    bool dynamic = false;
    for (int64_t index : group) {
      if (index != next++)
        return op->emitOpError("reassociation indices must be contiguous");
      if (index >= int64_t(expanded.size()))
        return op->emitOpError("reassociation index ")
               << llvm::Twine(index) << " is out of bounds";
      dynamic |= expanded[size_t(index)] == kDynamic;
    }
    if ((collapsed[dim] == kDynamic) != dynamic)
      return op->emitOpError("collapsed dim (")
             << llvm::Twine(unsigned(dim))
             << ") must be dynamic if and only if reassociation group is "
                "dynamic";
    if (!dynamic) {
      int64_t size = 1;
      for (int64_t index : group)
        size *= expanded[size_t(index)];
      if (size != collapsed[dim])
        return op->emitOpError("collapsed dim size (")
               << llvm::Twine(collapsed[dim])
               << ") must equal reassociation group size (" << llvm::Twine(size)
               << ")";
    }
  }
  if (collapsed.empty()) {
    if (llvm::any_of(expanded, [](int64_t d) { return d != 1; }))
      return op->emitOpError("rank 0 memrefs can only be extended/collapsed "
                             "with/from ones");
  } else if (next != int64_t(expanded.size())) {
    return op->emitOpError("expanded rank (")
           << llvm::Twine(unsigned(expanded.size()))
           << ") inconsistent with number of reassociation indices ("
           << llvm::Twine(next) << ")";
  }
  return success();
}

/// MLIR's computeCollapsedLayoutMap (not strict): each group's stride is
/// that of its last non-unit dimension, and the dimensions it gathers must
/// be contiguous where that is known.
static std::optional<StridedLayoutAttr>
collapsedLayout(MemRefType source, const ReassociationGroups &groups,
                bool strict = false) {
  Strided layout(source);
  if (!layout.ok)
    return std::nullopt;
  llvm::ArrayRef<int64_t> shape = source.getShape();
  llvm::SmallVector<int64_t, 4> strides;
  for (const auto &group : groups) {
    llvm::ArrayRef<int64_t> dims(group);
    if (dims.empty())
      return std::nullopt;
    while (dims.size() > 1 && shape[size_t(dims.back())] == 1)
      dims = dims.drop_back();
    if (shape[size_t(dims.back())] != kDynamic || dims.size() == 1)
      strides.push_back(layout.strides[size_t(dims.back())]);
    else
      strides.push_back(kDynamic);
  }
  size_t resultIndex = strides.size();
  for (const auto &group : llvm::reverse(groups)) {
    int64_t stride = strides[--resultIndex];
    for (int64_t index : llvm::reverse(llvm::ArrayRef(group).drop_front())) {
      stride = saturatedMul(stride, shape[size_t(index)]);
      int64_t sourceStride = layout.strides[size_t(index - 1)];
      if (shape[size_t(index - 1)] == 1)
        continue;
      // Strict: contiguity must be known, not just not disproved.
      if (strict && (stride == kDynamic || sourceStride == kDynamic))
        return std::nullopt;
      if (stride != kDynamic && sourceStride != kDynamic &&
          stride != sourceStride)
        return std::nullopt;
    }
  }
  return StridedLayoutAttr::get(source.getContext(), layout.offset, strides);
}

bool memref::isGuaranteedCollapsible(MemRefType source,
                                     const ReassociationGroups &groups) {
  return hasIdentityLayout(source) ||
         collapsedLayout(source, groups, /*strict=*/true).has_value();
}

std::optional<MemRefType>
memref::computeCollapsedType(MemRefType source,
                             llvm::ArrayRef<int64_t> resultShape,
                             const ReassociationGroups &groups) {
  Attribute layout;
  if (!hasIdentityLayout(source)) {
    std::optional<StridedLayoutAttr> computed = collapsedLayout(source, groups);
    if (!computed)
      return std::nullopt;
    layout = *computed;
  }
  return MemRefType::get(resultShape, source.getElementType(), layout,
                         source.getMemorySpace());
}

static LogicalResult verifyCollapseShape(Operation *op) {
  MemRefType source = memrefTypeOf(CollapseShapeOp::wrap(op).operand<"src">());
  MemRefType result = memrefTypeOf(op->getResult(0));
  if (source.getRank() < result.getRank())
    return op->emitOpError("has source rank ")
           << llvm::Twine(source.getRank()) << " and result rank "
           << llvm::Twine(result.getRank()) << ". This is not a collapse ("
           << llvm::Twine(source.getRank()) << " < "
           << llvm::Twine(result.getRank()) << ").";
  ReassociationGroups groups =
      reassociationGroups(op->getInherentAttr("reassociation"));
  if (failed(verifyCollapsedShape(op, result.getShape(), source.getShape(),
                                  groups)))
    return failure();
  Attribute layout;
  if (!hasIdentityLayout(source)) {
    std::optional<StridedLayoutAttr> computed = collapsedLayout(source, groups);
    if (!computed)
      return op->emitOpError("invalid source layout map or collapsing "
                             "non-contiguous dims");
    layout = *computed;
  }
  auto expected = MemRefType::get(result.getShape(), source.getElementType(),
                                  layout, source.getMemorySpace());
  if (Type(expected) != Type(result))
    return op->emitOpError("expected collapsed type to be ")
           << Type(expected) << " but found " << Type(result);
  return success();
}

/// MLIR's computeExpandedLayoutMap: each source stride is that of its
/// group's innermost dimension, the others its products with the sizes.
static std::optional<StridedLayoutAttr>
expandedLayout(MemRefType source, llvm::ArrayRef<int64_t> resultShape,
               const ReassociationGroups &groups) {
  Strided layout(source);
  if (!layout.ok)
    return std::nullopt;
  llvm::SmallVector<int64_t, 4> reversed;
  size_t shapeIndex = resultShape.size();
  for (size_t g = groups.size(); g-- > 0;) {
    int64_t stride = layout.strides[g];
    for (size_t i = 0; i < groups[g].size(); ++i) {
      reversed.push_back(stride);
      stride = saturatedMul(stride, resultShape[--shapeIndex]);
    }
  }
  llvm::SmallVector<int64_t, 4> strides(llvm::reverse(reversed));
  strides.resize(resultShape.size(), 1);
  return StridedLayoutAttr::get(source.getContext(), layout.offset, strides);
}

std::optional<MemRefType>
memref::computeExpandedType(MemRefType source,
                            llvm::ArrayRef<int64_t> resultShape,
                            const ReassociationGroups &groups) {
  Attribute layout;
  if (!hasIdentityLayout(source)) {
    std::optional<StridedLayoutAttr> computed =
        expandedLayout(source, resultShape, groups);
    if (!computed)
      return std::nullopt;
    layout = *computed;
  }
  return MemRefType::get(resultShape, source.getElementType(), layout,
                         source.getMemorySpace());
}

static LogicalResult verifyExpandShape(Operation *op) {
  MemRefType source = memrefTypeOf(ExpandShapeOp::wrap(op).operand<"src">());
  MemRefType result = memrefTypeOf(op->getResult(0));
  if (source.getRank() > result.getRank())
    return op->emitOpError("has source rank ")
           << llvm::Twine(source.getRank()) << " and result rank "
           << llvm::Twine(result.getRank()) << ". This is not an expansion ("
           << llvm::Twine(source.getRank()) << " > "
           << llvm::Twine(result.getRank()) << ").";
  ReassociationGroups groups =
      reassociationGroups(op->getInherentAttr("reassociation"));
  if (failed(verifyCollapsedShape(op, source.getShape(), result.getShape(),
                                  groups)))
    return failure();
  Attribute layout;
  if (!hasIdentityLayout(source)) {
    std::optional<StridedLayoutAttr> computed =
        expandedLayout(source, result.getShape(), groups);
    if (!computed)
      return op->emitOpError("invalid source layout map");
    layout = *computed;
  }
  auto expected = MemRefType::get(result.getShape(), source.getElementType(),
                                  layout, source.getMemorySpace());
  if (Type(expected) != Type(result))
    return op->emitOpError("expected expanded type to be ")
           << Type(expected) << " but found " << Type(result);
  auto shape = denseI64Values(op->getInherentAttr("static_output_shape"));
  if (int64_t(shape.size()) != result.getRank())
    return op->emitOpError("expected number of static shape bounds to be "
                           "equal to the output rank (")
           << llvm::Twine(result.getRank()) << ") but found "
           << llvm::Twine(unsigned(shape.size())) << " inputs instead";
  auto dynamic = unsigned(llvm::count(shape, kDynamic));
  auto values = unsigned(op->getNumOperands() - 1);
  if (values != dynamic)
    return op->emitOpError("mismatch in dynamic dims in output_shape and "
                           "static_output_shape: static_output_shape has ")
           << llvm::Twine(dynamic) << " dynamic dims while output_shape has "
           << llvm::Twine(values) << " values";
  for (auto [pos, size] : llvm::enumerate(result.getShape()))
    if (size != kDynamic && size != shape[pos])
      return op->emitOpError("invalid output shape provided at pos ")
             << llvm::Twine(unsigned(pos));
  return success();
}

//===-- reshape
//-------------------------------------------------------------===//

static LogicalResult verifyReshape(Operation *op) {
  auto reshape = ReshapeOp::wrap(op);
  auto source = llvm::cast<ShapedType>(reshape.operand<"source">().getType());
  auto result = llvm::cast<ShapedType>(op->getResult(0).getType());
  if (source.getElementType() != result.getElementType())
    return op->emitOpError("element types of source and destination memref "
                           "types should be the same");
  if (auto ranked = llvm::dyn_cast<MemRefType>(source))
    if (!hasIdentityLayout(ranked))
      return op->emitOpError("source memref type should have identity affine "
                             "map");
  auto shape = llvm::cast<MemRefType>(reshape.operand<"shape">().getType());
  if (auto ranked = llvm::dyn_cast<MemRefType>(result)) {
    if (!hasIdentityLayout(ranked))
      return op->emitOpError("result memref type should have identity affine "
                             "map");
    int64_t length = shape.getShape()[0];
    if (length == kDynamic)
      return op->emitOpError("cannot use shape operand with dynamic length "
                             "to reshape to statically-ranked memref type");
    if (length != ranked.getRank())
      return op->emitOpError("length of shape operand differs from the "
                             "result's memref rank");
  }
  return success();
}

//===-- transpose
//-----------------------------------------------------------===//

/// `memref.transpose %in (d0, d1) -> (d1, d0) attr-dict : T to R`.
static ParseResult parseTranspose(OpAsmParser &parser, OperationState &state) {
  OpAsmParser::UnresolvedOperand in;
  AffineMapAttr permutation;
  Type inType, resultType;
  if (parser.parseOperand(in) || parser.parseAffineMap(permutation) ||
      parser.parseOptionalAttrDict(state.attributes) ||
      parser.parseColonType(inType) || parser.parseKeyword("to") ||
      parser.parseType(resultType) ||
      parser.resolveOperands({in}, {inType}, parser.getNameLoc(),
                             state.operands))
    return failure();
  state.addAttribute(StringAttr::get(parser.getContext(), "permutation"),
                     permutation);
  state.types.push_back(resultType);
  return success();
}

static void printTranspose(Operation *op, OpAsmPrinter &p) {
  auto transpose = TransposeOp::wrap(op);
  p << ' ';
  p.printOperand(transpose.operand<"in">());
  p << ' ';
  transpose.property<"permutation", AffineMapAttr>().printBody(p.getStream());
  p.printOptionalAttrDict(op->getAllAttrs(), {"permutation"});
  p << " : " << transpose.operand<"in">().getType() << " to "
    << op->getResult(0).getType();
}

/// The layout of a strided memref as an affine map, the way MLIR's
/// canonicalizeStridedLayout leaves it: none when it is the canonical
/// row-major one, else `offset + sum(d_i * stride_i)` with a symbol per
/// dynamic value.
static MemRefType canonicalStridedType(MemRefType type) {
  Strided layout(type);
  if (!layout.ok || hasIdentityLayout(type))
    return type;
  Context &ctx = type.getContext();
  llvm::ArrayRef<int64_t> shape = type.getShape();
  unsigned symbols = 0;
  AffineExpr expr = layout.offset == kDynamic
                        ? AffineExpr::getSymbol(ctx, symbols++)
                        : AffineExpr::getConstant(ctx, layout.offset);
  for (auto [i, stride] : llvm::enumerate(layout.strides)) {
    AffineExpr factor = stride == kDynamic
                            ? AffineExpr::getSymbol(ctx, symbols++)
                            : AffineExpr::getConstant(ctx, stride);
    expr = expr + AffineExpr::getDim(ctx, unsigned(i)) * factor;
  }
  // MLIR's makeCanonicalStridedLayoutExpr: row-major strides, a symbol for
  // each from the innermost dynamic size outwards.
  unsigned canonicalSymbols = 0;
  AffineExpr canonical;
  bool dynamic = false;
  int64_t running = 1;
  for (size_t i = shape.size(); i-- > 0;) {
    AffineExpr stride = dynamic ? AffineExpr::getSymbol(ctx, canonicalSymbols++)
                                : AffineExpr::getConstant(ctx, running);
    AffineExpr term = AffineExpr::getDim(ctx, unsigned(i)) * stride;
    canonical = canonical ? canonical + term : term;
    if (shape[i] > 0)
      running *= shape[i];
    else
      dynamic = true;
  }
  if (shape.empty())
    canonical = AffineExpr::getConstant(ctx, 0);
  // Both simplified, as MLIR compares them (the sums' order differs).
  canonical =
      simplifyAffineExpr(canonical, unsigned(shape.size()), canonicalSymbols);
  expr = simplifyAffineExpr(expr, unsigned(shape.size()), symbols);
  if (canonical == expr)
    return MemRefType::get(shape, type.getElementType(), {},
                           type.getMemorySpace());
  return MemRefType::get(
      shape, type.getElementType(),
      AffineMapAttr::get(ctx, unsigned(shape.size()), symbols, {expr}),
      type.getMemorySpace());
}

static LogicalResult verifyTranspose(Operation *op) {
  auto transpose = TransposeOp::wrap(op);
  auto permutation = transpose.property<"permutation", AffineMapAttr>();
  if (!permutation.isPermutation())
    return op->emitOpError("expected a permutation map");
  MemRefType source = memrefTypeOf(transpose.operand<"in">());
  MemRefType result = memrefTypeOf(op->getResult(0));
  if (int64_t(permutation.getNumDims()) != source.getRank())
    return op->emitOpError("expected a permutation map of same rank as the "
                           "input");
  Strided layout(source);
  llvm::SmallVector<int64_t, 4> sizes, strides;
  for (unsigned i = 0; i < permutation.getNumResults(); ++i) {
    auto dim = size_t(permutation.getResult(i).getValue());
    sizes.push_back(source.getShape()[dim]);
    strides.push_back(layout.strides[dim]);
  }
  Context &ctx = source.getContext();
  MemRefType inferred = canonicalStridedType(
      MemRefType::get(sizes, source.getElementType(),
                      StridedLayoutAttr::get(ctx, layout.offset, strides),
                      source.getMemorySpace()));
  if (Type(canonicalStridedType(result)) != Type(inferred))
    return op->emitOpError("result type ")
           << Type(result)
           << " is not equivalent to the canonical transposed input type "
           << Type(inferred);
  return success();
}

//===-- extract_strided_metadata
//--------------------------------------------===//

static LogicalResult inferMetadata(Context &ctx, const InferTypeInputs &in,
                                   llvm::SmallVectorImpl<Type> &out) {
  if (in.operandTypes.empty())
    return failure();
  auto source = llvm::dyn_cast<MemRefType>(in.operandTypes[0]);
  if (!source)
    return failure();
  out.push_back(MemRefType::get({}, source.getElementType(), {},
                                source.getMemorySpace()));
  Type index = IndexType::get(ctx);
  out.append(size_t(1 + 2 * source.getRank()), index);
  return success();
}

/// `%base_buffer, %offset, %sizes:2, %strides:2`: MLIR names the first of
/// the sizes and of the strides, and the printer groups the rest.
static void nameMetadata(Operation *op,
                         llvm::function_ref<void(Value, llvm::StringRef)> set) {
  set(op->getResult(0), "base_buffer");
  set(op->getResult(1), "offset");
  unsigned rank = (op->getNumResults() - 2) / 2;
  if (rank == 0)
    return;
  set(op->getResult(2), "sizes");
  set(op->getResult(2 + rank), "strides");
}

//===-- distinct_objects
//----------------------------------------------------===//

static LogicalResult inferSameAsOperands(Context &, const InferTypeInputs &in,
                                         llvm::SmallVectorImpl<Type> &out) {
  out.append(in.operandTypes.begin(), in.operandTypes.end());
  return success();
}

static LogicalResult verifyDistinctObjects(Operation *op) {
  if (op->getOperandTypes() != op->getResultTypes())
    return op->emitOpError("operand types and result types must match");
  if (op->getNumOperands() == 0)
    return op->emitOpError("expected at least one operand");
  return success();
}

//===-- The table
//-----------------------------------------------------------===//

static constexpr char kCastName[] = "cast",
                      kMemorySpaceCastName[] = "memspacecast",
                      kAssumeAlignName[] = "assume_align",
                      kSubViewName[] = "subview",
                      kReinterpretCastName[] = "reinterpret_cast",
                      kViewName[] = "view",
                      kCollapseShapeName[] = "collapse_shape",
                      kExpandShapeName[] = "expand_shape",
                      kReshapeName[] = "reshape",
                      kTransposeName[] = "transpose", kIntPtrName[] = "intptr";

static const CustomDirective kIndexListDirectives[] = {
    kDynamicIndexListDirective};

static const OpDefinition kViewOps[] = {
    // MLIR's SameOperandsAndResultShape is never reached: the cast check
    // before it covers shapes.
    defineOp<CastOp>({.traits = Pure,
                      .verify = verifyCast,
                      .format = "$source attr-dict `:` type($source) `to` "
                                "type($dest)",
                      .fold = foldCast,
                      .resultNames = nameResult<kCastName>}),
    defineOp<MemorySpaceCastOp>(
        {.traits = Pure,
         .verify = verifyMemorySpaceCast,
         .format = "$source attr-dict `:` type($source) `to` type($dest)",
         .resultNames = nameResult<kMemorySpaceCastName>}),
    defineOp<AssumeAlignmentOp>(
        {.traits = Pure | SameOperandsAndResultType,
         .verify = verifyAssumeAlignment,
         .format = "$memref `,` $alignment attr-dict `:` type($memref)",
         .resultNames = nameResult<kAssumeAlignName>,
         .inferResultTypes = inferFirstOperandType}),
    defineOp<SubViewOp>(
        {.traits = Pure,
         .verify = verifySubView,
         .format = "$source `` custom<DynamicIndexList>($offsets, "
                   "$static_offsets) custom<DynamicIndexList>($sizes, "
                   "$static_sizes) custom<DynamicIndexList>($strides, "
                   "$static_strides) attr-dict `:` type($source) `to` "
                   "type($result)",
         .customDirectives = kIndexListDirectives,
         .fold = foldSubView,
         .canonicalize = subViewPatterns,
         .resultNames = nameResult<kSubViewName>}),
    defineOp<ReinterpretCastOp>(
        {.traits = Pure,
         .verify = verifyReinterpretCast,
         .format = "$source `to` `offset` `` `:` "
                   "custom<DynamicIndexList>($offsets, $static_offsets) `` "
                   "`,` `sizes` `` `:` custom<DynamicIndexList>($sizes, "
                   "$static_sizes) `` `,` `strides` `` `:` "
                   "custom<DynamicIndexList>($strides, $static_strides) "
                   "attr-dict `:` type($source) `to` type($result)",
         .customDirectives = kIndexListDirectives,
         .fold = foldReinterpretCast,
         .resultNames = nameResult<kReinterpretCastName>}),
    defineOp<ViewOp>({.traits = Pure,
                      .verify = verifyView,
                      .format = "$source `[` $byte_shift `]` `` `[` $sizes "
                                "`]` attr-dict `:` type($source) `to` "
                                "type(results)",
                      .resultNames = nameResult<kViewName>}),
    defineOp<CollapseShapeOp>(
        {.traits = Pure,
         .verify = verifyCollapseShape,
         .format = "$src $reassociation attr-dict `:` type($src) `into` "
                   "type($result)",
         .fold = foldCollapseShape,
         .canonicalize = collapseShapePatterns,
         .resultNames = nameResult<kCollapseShapeName>}),
    defineOp<ExpandShapeOp>(
        {.traits = Pure,
         .verify = verifyExpandShape,
         .format = "$src $reassociation `output_shape` "
                   "custom<DynamicIndexList>($output_shape, "
                   "$static_output_shape) attr-dict `:` type($src) `into` "
                   "type($result)",
         .customDirectives = kIndexListDirectives,
         .fold = foldExpandShape,
         .canonicalize = expandShapePatterns,
         .resultNames = nameResult<kExpandShapeName>}),
    defineOp<ReshapeOp>({.traits = Pure,
                         .verify = verifyReshape,
                         .format = "$source `(` $shape `)` attr-dict `:` "
                                   "functional-type(operands, results)",
                         .resultNames = nameResult<kReshapeName>}),
    defineOp<TransposeOp>({.traits = Pure,
                           .verify = verifyTranspose,
                           .print = printTranspose,
                           .parse = parseTranspose,
                           .resultNames = nameResult<kTransposeName>}),
    defineOp<ExtractStridedMetadataOp>(
        {.traits = Pure | SameVariadicResultSize,
         .format = "$source `:` type($source) `->` type(results) attr-dict",
         .fold = foldExtractStridedMetadata,
         .resultNames = nameMetadata,
         .inferResultTypes = inferMetadata}),
    defineOp<ExtractAlignedPointerAsIndexOp>(
        {.traits = Pure,
         .format = "$source `:` type($source) `->` type(results) attr-dict",
         .resultNames = nameResult<kIntPtrName>,
         .inferResultTypes = inferIndex}),
    defineOp<DistinctObjectsOp>({.traits = Pure,
                                 .verify = verifyDistinctObjects,
                                 .format = "$operands attr-dict `:` "
                                           "type($operands)",
                                 .inferResultTypes = inferSameAsOperands}),
};

llvm::ArrayRef<OpDefinition> memref::viewOpDefinitions() { return kViewOps; }
