//===- MemRefViewSemantics.cpp - Casts, views and reshapes of buffers -----===//
//
// The memref ops that see a buffer another way make a new view of the
// same buffer: nothing is copied. What MLIR calls undefined behaviour is
// an error at the op: a cast to sizes or strides the view does not have,
// a subview that runs out of its source, a reshape or collapse of
// dimensions that are not contiguous, sizes that do not multiply out.
//
//===----------------------------------------------------------------------===//
#include "dialects/common/IndexListSyntax.h"
#include "dialects/common/ShapeUtils.h"
#include "dialects/memref/MemRefOps.h"
#include "interpreter/memref/MemRefSemantics.h"
#include "ir/AffineExpr.h"
#include "ir/Attributes.h"
#include "ir/Context.h"
#include "ir/Diagnostics.h"
#include "ir/MemRefLayout.h"
#include "ir/Operation.h"

using namespace terrace;
using namespace terrace::interp;

static MemRefValue *memrefOperand(Operation *op, Interpreter &interp,
                                  Value value) {
  MemRefValue *memref = getMemRef(interp, value);
  if (!memref)
    op->emitOpError("reads a memref that holds no buffer");
  return memref;
}

static void setView(Interpreter &interp, Value result,
                    std::shared_ptr<MemRefValue> view) {
  interp.set(result, RuntimeValue::object(std::move(view)));
}

/// Whether `view`, at run time, fits `type`: its sizes where the type
/// states them, and its strides and offset where the layout does (the
/// identity layout states row-major ones). Reports what differs.
static LogicalResult checkFitsType(Operation *op, const MemRefValue &view,
                                   Type type) {
  auto ranked = llvm::dyn_cast<MemRefType>(type);
  if (!ranked)
    return success();
  if (ranked.getRank() != view.getRank())
    return op->emitOpError("gives a memref of rank ")
           << llvm::Twine(view.getRank()) << " the type " << type;
  for (auto [dim, size] : llvm::enumerate(ranked.getShape()))
    if (size != kDynamic && size != view.getSizes()[dim])
      return op->emitOpError("gives a memref of size ")
             << llvm::Twine(view.getSizes()[dim]) << " in dimension "
             << llvm::Twine(unsigned(dim)) << " the type " << type;
  llvm::SmallVector<int64_t, 4> strides;
  int64_t offset;
  if (failed(getStridesAndOffset(ranked, strides, offset)))
    return success();
  if (offset != kDynamic && offset != view.getOffset())
    return op->emitOpError("gives a memref of offset ")
           << llvm::Twine(view.getOffset()) << " the type " << type;
  for (auto [dim, stride] : llvm::enumerate(strides)) {
    // A stride the type states over a dynamic size is row-major over the
    // view's actual sizes.
    int64_t expected = stride;
    if (hasIdentityLayout(ranked)) {
      expected = 1;
      for (size_t d = dim + 1; d < strides.size(); ++d)
        expected *= view.getSizes()[d];
    }
    if (expected != kDynamic && view.getSizes()[dim] > 1 &&
        expected != view.getStrides()[dim])
      return op->emitOpError("gives a memref of stride ")
             << llvm::Twine(view.getStrides()[dim]) << " in dimension "
             << llvm::Twine(unsigned(dim)) << " the type " << type;
  }
  return success();
}

/// The same view under another type (cast, memory_space_cast,
/// assume_alignment, distinct_objects): checked against the type.
static LogicalResult executeSameView(Operation *op, Interpreter &interp) {
  for (auto [operand, result] :
       llvm::zip_equal(op->getOperands(), op->getResults())) {
    MemRefValue *memref = memrefOperand(op, interp, operand);
    if (!memref || failed(checkFitsType(op, *memref, result.getType())))
      return failure();
    interp.set(result, interp.get(operand));
  }
  return success();
}

//===-- subview, reinterpret_cast, view
//-------------------------------------===//

static LogicalResult executeSubView(Operation *op, Interpreter &interp) {
  auto subview = memref::SubViewOp::wrap(op);
  MemRefValue *source = memrefOperand(op, interp, subview.operand<"source">());
  if (!source || failed(source->checkAlive(op)))
    return failure();
  auto offsets = readMixedList(interp, op->getInherentAttr("static_offsets"),
                               subview.operands<"offsets">());
  auto sizes = readMixedList(interp, op->getInherentAttr("static_sizes"),
                             subview.operands<"sizes">());
  auto strides = readMixedList(interp, op->getInherentAttr("static_strides"),
                               subview.operands<"strides">());
  int64_t offset = source->getOffset();
  llvm::SmallVector<int64_t, 4> newStrides;
  for (size_t i = 0; i < sizes.size(); ++i) {
    int64_t size = source->getSizes()[i];
    if (sizes[i] < 0 || offsets[i] < 0)
      return op->emitOpError("takes a subview with a negative offset or "
                             "size in dimension ")
             << llvm::Twine(unsigned(i));
    if (sizes[i] > 0 && (offsets[i] + (sizes[i] - 1) * strides[i] >= size ||
                         offsets[i] + (sizes[i] - 1) * strides[i] < 0))
      return op->emitOpError("takes a subview that runs out of its source in "
                             "dimension ")
             << llvm::Twine(unsigned(i)) << ": offset "
             << llvm::Twine(offsets[i]) << ", size " << llvm::Twine(sizes[i])
             << ", stride " << llvm::Twine(strides[i]) << " in a size of "
             << llvm::Twine(size);
    offset += offsets[i] * source->getStrides()[i];
    newStrides.push_back(source->getStrides()[i] * strides[i]);
  }
  // Rank reduction drops unit dimensions, those the result type leaves out.
  auto resultType = llvm::cast<MemRefType>(op->getResult(0).getType());
  llvm::SmallVector<int64_t, 4> keptSizes, keptStrides;
  if (resultType.getRank() == int64_t(sizes.size())) {
    keptSizes = sizes;
    keptStrides = newStrides;
  } else {
    // As MLIR tells them (by strides, when several unit dimensions could
    // be the dropped ones).
    llvm::SmallVector<bool, 4> dropped = memref::droppedDims(subview);
    for (size_t i = 0; i < sizes.size(); ++i)
      if (!dropped[i]) {
        keptSizes.push_back(sizes[i]);
        keptStrides.push_back(newStrides[i]);
      }
  }
  setView(interp, op->getResult(0),
          source->view(source->getElementType(), source->getBaseByte(), offset,
                       keptSizes, keptStrides));
  return success();
}

static LogicalResult executeReinterpretCast(Operation *op,
                                            Interpreter &interp) {
  auto cast = memref::ReinterpretCastOp::wrap(op);
  MemRefValue *source = memrefOperand(op, interp, cast.operand<"source">());
  if (!source || failed(source->checkAlive(op)))
    return failure();
  auto offsets = readMixedList(interp, op->getInherentAttr("static_offsets"),
                               cast.operands<"offsets">());
  auto sizes = readMixedList(interp, op->getInherentAttr("static_sizes"),
                             cast.operands<"sizes">());
  auto strides = readMixedList(interp, op->getInherentAttr("static_strides"),
                               cast.operands<"strides">());
  for (int64_t size : sizes)
    if (size < 0)
      return op->emitOpError("gives a memref a negative size");
  // Accesses through the new view are checked against the buffer.
  setView(interp, op->getResult(0),
          source->view(source->getElementType(), source->getBaseByte(),
                       offsets[0], sizes, strides));
  return success();
}

/// A view of another element type into a 1-D buffer of bytes.
static LogicalResult executeView(Operation *op, Interpreter &interp) {
  auto view = memref::ViewOp::wrap(op);
  MemRefValue *source = memrefOperand(op, interp, view.operand<"source">());
  if (!source || failed(source->checkAlive(op)))
    return failure();
  if (source->getStrides()[0] != 1 && source->getSizes()[0] > 1)
    return op->emitOpError("views a buffer of bytes that is not contiguous");
  auto shift = int64_t(interp.getScalar(view.operand<"byte_shift">()));
  if (shift < 0)
    return op->emitOpError("has a negative byte shift: ") << llvm::Twine(shift);
  auto type = llvm::cast<MemRefType>(op->getResult(0).getType());
  if (!getElementLayout(type.getElementType()))
    return op->emitOpError("cannot be interpreted on ")
           << type.getElementType();
  llvm::SmallVector<int64_t, 4> sizes;
  auto dynamic = view.operands<"sizes">();
  unsigned next = 0;
  for (int64_t size : type.getShape()) {
    if (size == kDynamic)
      size = int64_t(interp.getScalar(dynamic[next++]));
    if (size < 0)
      return op->emitOpError("views a negative size");
    sizes.push_back(size);
  }
  llvm::SmallVector<int64_t, 4> strides(sizes.size(), 1);
  for (size_t i = sizes.size(); i-- > 1;)
    strides[i - 1] = strides[i] * sizes[i];
  int64_t base = source->getBaseByte() + source->getOffset() + shift;
  setView(interp, op->getResult(0),
          source->view(type.getElementType(), base, 0, sizes, strides));
  return success();
}

//===-- collapse_shape, expand_shape, reshape, transpose
//--------------------===//

static LogicalResult executeCollapseShape(Operation *op, Interpreter &interp) {
  MemRefValue *source = memrefOperand(op, interp, op->getOperand(0));
  if (!source || failed(source->checkAlive(op)))
    return failure();
  ReassociationGroups groups =
      reassociationGroups(op->getInherentAttr("reassociation"));
  llvm::ArrayRef<int64_t> sizes = source->getSizes();
  llvm::ArrayRef<int64_t> strides = source->getStrides();
  llvm::SmallVector<int64_t, 4> newSizes, newStrides;
  for (const auto &group : groups) {
    int64_t size = 1;
    for (int64_t d : group)
      size *= sizes[size_t(d)];
    // Unit dimensions are never stepped along; the others must be
    // contiguous: each stride the next one's times its size.
    int64_t stride = 1;
    bool first = true;
    for (size_t k = group.size(); k-- > 0;) {
      auto d = size_t(group[k]);
      if (sizes[d] == 1)
        continue;
      if (!first && size != 0 && strides[d] != stride)
        return op->emitOpError("collapses dimensions that are not contiguous "
                               "at run time");
      if (first)
        newStrides.push_back(strides[d]);
      first = false;
      stride = strides[d] * sizes[d];
    }
    if (first)
      newStrides.push_back(group.empty() ? 1 : strides[size_t(group.back())]);
    newSizes.push_back(size);
  }
  setView(interp, op->getResult(0),
          source->view(source->getElementType(), source->getBaseByte(),
                       source->getOffset(), newSizes, newStrides));
  return success();
}

static LogicalResult executeExpandShape(Operation *op, Interpreter &interp) {
  auto expand = memref::ExpandShapeOp::wrap(op);
  MemRefValue *source = memrefOperand(op, interp, expand.operand<"src">());
  if (!source || failed(source->checkAlive(op)))
    return failure();
  ReassociationGroups groups =
      reassociationGroups(op->getInherentAttr("reassociation"));
  auto sizes = readMixedList(interp, op->getInherentAttr("static_output_shape"),
                             expand.operands<"output_shape">());
  llvm::SmallVector<int64_t, 4> strides(sizes.size(), 1);
  for (auto [g, group] : llvm::enumerate(groups)) {
    int64_t product = 1, stride = source->getStrides()[g];
    for (size_t k = group.size(); k-- > 0;) {
      auto d = size_t(group[k]);
      if (sizes[d] < 0)
        return op->emitOpError("expands to a negative size");
      strides[d] = stride;
      stride *= sizes[d];
      product *= sizes[d];
    }
    if (product != source->getSizes()[g])
      return op->emitOpError("expands dimension ")
             << llvm::Twine(unsigned(g)) << " of size "
             << llvm::Twine(source->getSizes()[g]) << " into sizes of product "
             << llvm::Twine(product);
  }
  setView(interp, op->getResult(0),
          source->view(source->getElementType(), source->getBaseByte(),
                       source->getOffset(), sizes, strides));
  return success();
}

static LogicalResult executeReshape(Operation *op, Interpreter &interp) {
  MemRefValue *source = memrefOperand(op, interp, op->getOperand(0));
  MemRefValue *shape = memrefOperand(op, interp, op->getOperand(1));
  if (!source || !shape)
    return failure();
  int64_t expected = 1;
  for (int64_t d = source->getRank(); d-- > 0;) {
    if (source->getSizes()[d] > 1 && source->getStrides()[d] != expected)
      return op->emitOpError("reshapes a memref that is not contiguous");
    expected *= source->getSizes()[d];
  }
  llvm::SmallVector<int64_t, 4> sizes;
  int64_t product = 1;
  for (int64_t i = 0; i < shape->getSizes()[0]; ++i) {
    Slot bits;
    if (failed(shape->load(op, {i}, bits)))
      return failure();
    Type element = shape->getElementType();
    int64_t size = element.isIndex()
                       ? int64_t(bits)
                       : signExtend(bits, element.getIntOrFloatBitWidth());
    if (size < 0)
      return op->emitOpError("reshapes to a negative size");
    sizes.push_back(size);
    product *= size;
  }
  if (product != source->getNumElements())
    return op->emitOpError("reshapes ")
           << llvm::Twine(source->getNumElements()) << " elements into "
           << llvm::Twine(product);
  llvm::SmallVector<int64_t, 4> strides(sizes.size(), 1);
  for (size_t i = sizes.size(); i-- > 1;)
    strides[i - 1] = strides[i] * sizes[i];
  setView(interp, op->getResult(0),
          source->view(source->getElementType(), source->getBaseByte(),
                       source->getOffset(), sizes, strides));
  return success();
}

static LogicalResult executeTranspose(Operation *op, Interpreter &interp) {
  MemRefValue *source = memrefOperand(op, interp, op->getOperand(0));
  if (!source || failed(source->checkAlive(op)))
    return failure();
  auto map = llvm::cast<AffineMapAttr>(op->getInherentAttr("permutation"));
  llvm::SmallVector<int64_t, 4> sizes, strides;
  for (unsigned i = 0; i < map.getNumResults(); ++i) {
    auto d = size_t(map.getResult(i).getValue());
    sizes.push_back(source->getSizes()[d]);
    strides.push_back(source->getStrides()[d]);
  }
  setView(interp, op->getResult(0),
          source->view(source->getElementType(), source->getBaseByte(),
                       source->getOffset(), sizes, strides));
  return success();
}

//===-- extract_strided_metadata, extract_aligned_pointer_as_index
//----------===//

static LogicalResult executeExtractStridedMetadata(Operation *op,
                                                   Interpreter &interp) {
  MemRefValue *source = memrefOperand(op, interp, op->getOperand(0));
  if (!source)
    return failure();
  setView(
      interp, op->getResult(0),
      source->view(source->getElementType(), source->getBaseByte(), 0, {}, {}));
  auto index = [](int64_t v) {
    return RuntimeValue::scalar(Slot(uint64_t(v)));
  };
  interp.set(op->getResult(1), index(source->getOffset()));
  int64_t rank = source->getRank();
  for (int64_t i = 0; i < rank; ++i) {
    interp.set(op->getResult(unsigned(2 + i)), index(source->getSizes()[i]));
    interp.set(op->getResult(unsigned(2 + rank + i)),
               index(source->getStrides()[i]));
  }
  return success();
}

/// An address stands for the buffer and the aligned pointer's place in it:
/// each buffer gets 2^40 bytes of a made-up address space, in the order
/// the run first asks.
static LogicalResult executeExtractAlignedPointer(Operation *op,
                                                  Interpreter &interp) {
  MemRefValue *source = memrefOperand(op, interp, op->getOperand(0));
  if (!source)
    return failure();
  uint64_t id =
      interp.getState<BufferState>().addressOf(source->getBuffer().get());
  interp.set(op->getResult(0),
             RuntimeValue::scalar(Slot(id + uint64_t(source->getBaseByte()))));
  return success();
}

namespace terrace::interp {
void registerMemRefViewSemantics(Context &ctx) {
  using namespace memref;
  static constexpr OpSemantics sameView = {executeSameView},
                               subview = {executeSubView},
                               reinterpretCast = {executeReinterpretCast},
                               view = {executeView},
                               collapse = {executeCollapseShape},
                               expand = {executeExpandShape},
                               reshape = {executeReshape},
                               transpose = {executeTranspose},
                               metadata = {executeExtractStridedMetadata},
                               pointer = {executeExtractAlignedPointer};
  ctx.attachOpInterface<CastOp>(sameView);
  ctx.attachOpInterface<MemorySpaceCastOp>(sameView);
  ctx.attachOpInterface<AssumeAlignmentOp>(sameView);
  ctx.attachOpInterface<DistinctObjectsOp>(sameView);
  ctx.attachOpInterface<SubViewOp>(subview);
  ctx.attachOpInterface<ReinterpretCastOp>(reinterpretCast);
  ctx.attachOpInterface<ViewOp>(view);
  ctx.attachOpInterface<CollapseShapeOp>(collapse);
  ctx.attachOpInterface<ExpandShapeOp>(expand);
  ctx.attachOpInterface<ReshapeOp>(reshape);
  ctx.attachOpInterface<TransposeOp>(transpose);
  ctx.attachOpInterface<ExtractStridedMetadataOp>(metadata);
  ctx.attachOpInterface<ExtractAlignedPointerAsIndexOp>(pointer);
}
} // namespace terrace::interp
