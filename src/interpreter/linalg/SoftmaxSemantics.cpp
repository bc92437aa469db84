//===- SoftmaxSemantics.cpp - What linalg.softmax computes ----------------===//
//
// softmax(x) = exp(x - max) / sum(exp(x - max)) along `dimension`, with
// the numerics of MLIR 22's decomposition of the op (what upstream runs):
// the max is arith.maxnumf from a negative quiet NaN, so NaN elements are
// skipped; the sum is arith.addf from +0.0; each step is rounded to the
// element type, and both reductions go in increasing index order.
//
//===----------------------------------------------------------------------===//
#include "dialects/linalg/LinalgOps.h"
#include "interpreter/Interpreter.h"
#include "interpreter/ScalarSupport.h"
#include "ir/Context.h"
#include "ir/Diagnostics.h"
#include "ir/Operation.h"

#include <cmath>

using namespace terrace;
using namespace terrace::interp;

namespace {

template <typename K>
void softmax(const Tensor &input, Tensor &output, int64_t dimension) {
  llvm::ArrayRef<int64_t> shape = input.getShape();
  int64_t outer = 1, inner = 1, length = shape[size_t(dimension)];
  for (int64_t d = 0; d < dimension; ++d)
    outer *= shape[size_t(d)];
  for (int64_t d = dimension + 1; d < input.getRank(); ++d)
    inner *= shape[size_t(d)];
  auto round = [](double value) { return K::load(K::store(value)); };
  for (int64_t o = 0; o < outer; ++o)
    for (int64_t i = 0; i < inner; ++i) {
      int64_t base = o * length * inner + i;
      double max = -std::nan("");
      for (int64_t k = 0; k < length; ++k)
        max = std::fmax(K::load(input.load(base + k * inner)), max);
      double sum = 0.0;
      for (int64_t k = 0; k < length; ++k) {
        int64_t at = base + k * inner;
        double e = round(std::exp(round(K::load(input.load(at)) - max)));
        output.store(at, K::store(e));
        sum = round(e + sum);
      }
      for (int64_t k = 0; k < length; ++k) {
        int64_t at = base + k * inner;
        output.store(at, K::store(K::load(output.load(at)) / sum));
      }
    }
}

LogicalResult executeSoftmax(Operation *op, Interpreter &interp) {
  auto softmax = linalg::SoftmaxOp::wrap(op);
  const RuntimeValue &input = interp.get(softmax.operand<"input">());
  const RuntimeValue &output = interp.get(softmax.operand<"output">());
  if (!input.isTensor() || !output.isTensor())
    return op->emitOpError("cannot be interpreted on buffers");
  const Tensor &in = *input.getTensor();
  if (in.getShape() != output.getTensor()->getShape())
    return op->emitOpError("has an input and an init of different shapes "
                           "at run time");
  TensorRef result = output.getTensor()->clone();
  int64_t dimension =
      softmax.property<"dimension", IntegerAttr>().getValue().getSExtValue();
  switch (in.getElementType().getKind()) {
  case TypeKind::F16:
    ::softmax<F16Kind>(in, *result, dimension);
    break;
  case TypeKind::BF16:
    ::softmax<BF16Kind>(in, *result, dimension);
    break;
  case TypeKind::F32:
    ::softmax<F32Kind>(in, *result, dimension);
    break;
  case TypeKind::F64:
    ::softmax<F64Kind>(in, *result, dimension);
    break;
  default:
    return op->emitOpError("cannot be interpreted on ")
           << in.getElementType() << " (softmax needs floats)";
  }
  interp.set(op->getResult(0), RuntimeValue::tensor(std::move(result)));
  return success();
}

} // namespace

namespace terrace::interp {
void registerLinalgSoftmaxSemantics(Context &ctx) {
  static constexpr OpSemantics semantics = {executeSoftmax};
  ctx.attachOpInterface<linalg::SoftmaxOp>(semantics);
}
} // namespace terrace::interp
