//===- ONNXEinsumSemantics.cpp - onnx.Einsum and onnx.Unique --------------===//
//
// Einsum in full generality (explicit or implicit output, repeated labels
// as diagonals, `...` for the dimensions no label names): every combination
// of label values is visited once and the product of the operands' elements
// added to the output position its labels give. Unique, sorted or in order
// of first occurrence, over elements or over slices along an axis.
//
//===----------------------------------------------------------------------===//
#include "dialects/onnx/ONNXOps.h"
#include "interpreter/onnx/ONNXElements.h"
#include "ir/Context.h"
#include "ir/Diagnostics.h"

#include "llvm/ADT/StringExtras.h"

#include <algorithm>
#include <map>
#include <numeric>

using namespace terrace;
using namespace terrace::interp;
using namespace terrace::interp::onnx_semantics;

namespace {

LogicalResult executeEinsum(Operation *op, Interpreter &interp) {
  auto einsum = llvm::cast<ONNX::EinsumOp>(op);
  OperandRange inputs = einsum.operands<"Inputs">();
  std::optional<NumberKind> kind =
      numberKindOf(interp.getTensor(inputs[0])->getElementType());
  if (!kind)
    return op->emitOpError("cannot be interpreted on these elements");
  llvm::SmallVector<llvm::ArrayRef<int64_t>, 4> shapes;
  for (Value v : inputs)
    shapes.push_back(interp.getTensor(v)->getShape());
  ONNX::EinsumLabels labels;
  std::string why;
  if (failed(
          ONNX::readEinsum(einsum.property<"equation", StringAttr>().getValue(),
                           shapes, labels, why)))
    return op->emitOpError(why);
  const std::string &outLabels = labels.output;
  llvm::ArrayRef<std::string> inputLabels = labels.inputs;
  std::string all = labels.all();
  auto sizes = [&](char c) { return labels.sizes[size_t(c)]; };
  llvm::SmallVector<int64_t, 4> outShape;
  for (char c : outLabels)
    outShape.push_back(sizes(c));
  llvm::SmallVector<int64_t, 8> allSizes;
  for (char c : all)
    allSizes.push_back(sizes(c));
  std::vector<double> acc(static_cast<size_t>(numElementsOf(outShape)), 0.0);
  llvm::SmallVector<TensorRef, 4> tensors;
  for (Value v : inputs)
    tensors.push_back(interp.getTensor(v));
  auto position = [&](llvm::StringRef labels, llvm::ArrayRef<int64_t> dims,
                      llvm::ArrayRef<int64_t> values) {
    int64_t at = 0;
    for (size_t d = 0; d < labels.size(); ++d) {
      size_t which = all.find(labels[d]);
      int64_t v = dims[d] == 1 ? 0 : values[which];
      at = at * dims[d] + v;
    }
    return at;
  };
  forEachIndex(allSizes, [&](llvm::ArrayRef<int64_t> values, int64_t) {
    double product = 1;
    for (size_t i = 0; i < tensors.size(); ++i)
      product *= toDouble(tensors[i]->load(position(
                              inputLabels[i], tensors[i]->getShape(), values)),
                          *kind);
    acc[size_t(position(outLabels, outShape, values))] += product;
  });
  TensorRef y = newTensor(op, tensors[0]->getElementType(), outShape);
  if (!y)
    return failure();
  for (size_t i = 0; i < acc.size(); ++i)
    y->store(int64_t(i), fromDouble(acc[i], *kind));
  setResult(interp, op, 0, std::move(y));
  return success();
}

LogicalResult executeUnique(Operation *op, Interpreter &interp) {
  auto unique = llvm::cast<ONNX::UniqueOp>(op);
  const Tensor &x = *interp.getTensor(unique.operand<"X">());
  std::optional<NumberKind> kind = numberKindOf(x.getElementType());
  if (!kind)
    return op->emitOpError("cannot be interpreted on these elements");
  bool sorted =
      intValue(unique.propertyOrDefault<"sorted", IntegerAttr>()) != 0;
  IntegerAttr axisAttr = unique.property<"axis", IntegerAttr>();
  // Slices along the axis (single elements without one).
  llvm::SmallVector<int64_t, 4> shape =
      axisAttr ? llvm::SmallVector<int64_t, 4>(x.getShape())
               : llvm::SmallVector<int64_t, 4>{x.getNumElements()};
  int64_t axis = axisAttr ? intValue(axisAttr) : 0;
  if (failed(normalizeAxis(op, axis, int64_t(shape.size()))))
    return failure();
  int64_t dim = shape[axis];
  int64_t outer = numElementsOf(llvm::ArrayRef(shape).take_front(axis));
  int64_t inner = numElementsOf(llvm::ArrayRef(shape).drop_front(axis + 1));
  auto slice = [&](int64_t k) {
    llvm::SmallVector<double, 8> values;
    for (int64_t o = 0; o < outer; ++o)
      for (int64_t i = 0; i < inner; ++i)
        values.push_back(toDouble(x.load((o * dim + k) * inner + i), *kind));
    return values;
  };
  llvm::SmallVector<llvm::SmallVector<double, 8>, 8> slices;
  for (int64_t k = 0; k < dim; ++k)
    slices.push_back(slice(k));
  // First occurrence of each distinct slice, in order.
  llvm::SmallVector<int64_t, 8> firsts, inverse(dim);
  for (int64_t k = 0; k < dim; ++k) {
    auto it = llvm::find_if(firsts, [&](int64_t f) {
      return slices[size_t(f)] == slices[size_t(k)];
    });
    if (it == firsts.end())
      firsts.push_back(k);
  }
  if (sorted)
    std::stable_sort(firsts.begin(), firsts.end(), [&](int64_t a, int64_t b) {
      return slices[size_t(a)] < slices[size_t(b)];
    });
  llvm::SmallVector<int64_t, 8> counts(firsts.size(), 0);
  for (int64_t k = 0; k < dim; ++k)
    for (size_t u = 0; u < firsts.size(); ++u)
      if (slices[size_t(firsts[u])] == slices[size_t(k)]) {
        inverse[size_t(k)] = int64_t(u);
        ++counts[u];
      }
  int64_t n = int64_t(firsts.size());
  llvm::SmallVector<int64_t, 4> yShape(shape);
  yShape[axis] = n;
  TensorRef y = newTensor(op, x.getElementType(), yShape);
  if (!y)
    return failure();
  for (int64_t o = 0; o < outer; ++o)
    for (int64_t u = 0; u < n; ++u)
      for (int64_t i = 0; i < inner; ++i)
        y->store((o * n + u) * inner + i,
                 x.load((o * dim + firsts[size_t(u)]) * inner + i));
  setResult(interp, op, 0, std::move(y));
  Type i64 = IntegerType::get(op->getContext(), 64);
  auto emit = [&](Value result, llvm::ArrayRef<int64_t> values) {
    if (!result)
      return;
    TensorRef t = Tensor::create(i64, {int64_t(values.size())});
    for (size_t i = 0; i < values.size(); ++i)
      t->store(int64_t(i), Slot(uint64_t(values[i])));
    interp.set(result, RuntimeValue::tensor(std::move(t)));
  };
  emit(unique.result<"indices">(), firsts);
  emit(unique.result<"inverse_indices">(), inverse);
  emit(unique.result<"counts">(), counts);
  return success();
}

} // namespace

void onnx_semantics::registerEinsum(Context &ctx) {
  attach<ONNX::EinsumOp, executeEinsum>(ctx);
  attach<ONNX::UniqueOp, executeUnique>(ctx);
}
