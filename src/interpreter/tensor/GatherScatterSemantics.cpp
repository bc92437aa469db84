//===- GatherScatterSemantics.cpp - What tensor.gather/scatter do ---------===//
//
// Each coordinate tuple (the last dimension of `indices`) picks a slice:
// the whole tensor along the dimensions not named, one position along
// those named. Gather copies each slice out, scatter writes each slice
// in. A coordinate out of bounds, or a repeated tuple where the op says
// `unique`, is undefined in MLIR and an error here.
//
//===----------------------------------------------------------------------===//
#include "dialects/common/IndexListSyntax.h"
#include "dialects/tensor/TensorOps.h"
#include "interpreter/Interpreter.h"
#include "interpreter/ScalarSupport.h"
#include "ir/Context.h"
#include "ir/Diagnostics.h"
#include "ir/Operation.h"

#include "llvm/ADT/DenseSet.h"

using namespace terrace;
using namespace terrace::interp;

namespace {

/// The slices of a gather or scatter: the batch of coordinate tuples and,
/// for one tuple, each element's position in the big tensor.
struct SliceWalk {
  const Tensor &big;     // gather's source, scatter's dest
  const Tensor &indices; // [batch..., dims.size()]
  llvm::SmallVector<int64_t, 4> dims;
  unsigned indexWidth;

  int64_t numTuples() const {
    return dims.empty() ? 0 : indices.getNumElements() / int64_t(dims.size());
  }
  /// Elements in one slice: the big tensor's, less the named dimensions.
  int64_t sliceSize() const {
    int64_t size = 1;
    for (int64_t d = 0; d < big.getRank(); ++d)
      if (!llvm::is_contained(dims, d))
        size *= big.getShape()[size_t(d)];
    return size;
  }
  /// The big tensor's index of the first element of slice `tuple`, with
  /// the coordinates checked against its dimensions.
  LogicalResult origin(Operation *op, int64_t tuple,
                       llvm::SmallVectorImpl<int64_t> &at) const {
    at.assign(size_t(big.getRank()), 0);
    for (size_t k = 0; k < dims.size(); ++k) {
      int64_t c = signExtend(
          indices.load(tuple * int64_t(dims.size()) + int64_t(k)), indexWidth);
      int64_t size = big.getShape()[size_t(dims[k])];
      if (c < 0 || c >= size)
        return op->emitOpError("coordinate ")
               << llvm::Twine(c) << " is out of bounds for dimension "
               << llvm::Twine(dims[k]) << " of size " << llvm::Twine(size);
      at[size_t(dims[k])] = c;
    }
    return success();
  }
  /// Calls `fn(bigPosition, slicePosition)` for each element of the slice
  /// at `at`, in row-major order.
  template <typename Fn>
  void forEachElement(llvm::SmallVectorImpl<int64_t> &at, Fn fn) const {
    llvm::SmallVector<int64_t, 4> free;
    for (int64_t d = 0; d < big.getRank(); ++d)
      if (!llvm::is_contained(dims, d))
        free.push_back(d);
    int64_t count = sliceSize();
    for (int64_t i = 0; i < count; ++i) {
      fn(big.linearize(at), i);
      // The next position: the last free dimension moves fastest.
      for (size_t k = free.size(); k-- > 0;) {
        int64_t &coordinate = at[size_t(free[k])];
        if (++coordinate < big.getShape()[size_t(free[k])])
          break;
        coordinate = 0;
      }
    }
  }
};

/// A repeated coordinate tuple where the op promises unique ones.
LogicalResult checkUnique(Operation *op, llvm::DenseSet<int64_t> &seen,
                          const Tensor &big, llvm::ArrayRef<int64_t> at) {
  if (seen.insert(big.linearize(at)).second)
    return success();
  return op->emitOpError("is marked unique but two coordinate tuples are "
                         "equal");
}

SliceWalk walkOf(Interpreter &interp, const Tensor &big, Value indices,
                 Attribute dims) {
  return SliceWalk{big, *interp.getTensor(indices), denseI64Values(dims),
                   intWidthOf(indices.getType())};
}

LogicalResult executeGather(Operation *op, Interpreter &interp) {
  auto gather = tensor::GatherOp::wrap(op);
  const Tensor &source = *interp.getTensor(gather.operand<"source">());
  SliceWalk walk = walkOf(interp, source, gather.operand<"indices">(),
                          gather.property<"gather_dims">());
  auto type = llvm::cast<RankedTensorType>(gather.result<"result">().getType());
  // The batch dimensions, then the slice's: of size 1 where named, or
  // left out when the result type drops them.
  llvm::SmallVector<int64_t, 6> shape(walk.indices.getShape().drop_back());
  bool reduced = type.getRank() < int64_t(shape.size()) + source.getRank();
  for (int64_t d = 0; d < source.getRank(); ++d) {
    if (!llvm::is_contained(walk.dims, d))
      shape.push_back(source.getShape()[size_t(d)]);
    else if (!reduced)
      shape.push_back(1);
  }
  if (!Tensor::fitsInMemory(type.getElementType(), shape))
    return op->emitOpError("makes a tensor larger than the interpreter holds");
  TensorRef result = Tensor::create(type.getElementType(), shape);
  bool unique = bool(op->getInherentAttr("unique"));
  llvm::DenseSet<int64_t> seen;
  int64_t sliceSize = walk.sliceSize();
  llvm::SmallVector<int64_t, 4> at;
  for (int64_t tuple = 0; tuple < walk.numTuples(); ++tuple) {
    if (failed(walk.origin(op, tuple, at)) ||
        (unique && failed(checkUnique(op, seen, source, at))))
      return failure();
    walk.forEachElement(at, [&](int64_t from, int64_t i) {
      result->store(tuple * sliceSize + i, source.load(from));
    });
  }
  interp.set(op->getResult(0), RuntimeValue::tensor(std::move(result)));
  return success();
}

LogicalResult executeScatter(Operation *op, Interpreter &interp) {
  auto scatter = tensor::ScatterOp::wrap(op);
  const Tensor &dest = *interp.getTensor(scatter.operand<"dest">());
  const Tensor &source = *interp.getTensor(scatter.operand<"source">());
  SliceWalk walk = walkOf(interp, dest, scatter.operand<"indices">(),
                          scatter.property<"scatter_dims">());
  int64_t sliceSize = walk.sliceSize();
  if (source.getNumElements() != walk.numTuples() * sliceSize)
    return op->emitOpError("scatters ")
           << llvm::Twine(source.getNumElements())
           << " source elements into slices of "
           << llvm::Twine(walk.numTuples() * sliceSize) << " at run time";
  TensorRef result = dest.clone();
  llvm::DenseSet<int64_t> seen;
  llvm::SmallVector<int64_t, 4> at;
  for (int64_t tuple = 0; tuple < walk.numTuples(); ++tuple) {
    if (failed(walk.origin(op, tuple, at)) ||
        failed(checkUnique(op, seen, dest, at)))
      return failure();
    walk.forEachElement(at, [&](int64_t to, int64_t i) {
      result->store(to, source.load(tuple * sliceSize + i));
    });
  }
  interp.set(op->getResult(0), RuntimeValue::tensor(std::move(result)));
  return success();
}

} // namespace

namespace terrace::interp {
void registerTensorGatherScatterSemantics(Context &ctx) {
  static constexpr OpSemantics gather = {executeGather},
                               scatter = {executeScatter};
  ctx.attachOpInterface<tensor::GatherOp>(gather);
  ctx.attachOpInterface<tensor::ScatterOp>(scatter);
}
} // namespace terrace::interp
