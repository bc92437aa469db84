//===- ONNXControlFlowSemantics.cpp - onnx.If and onnx.Loop ---------------===//
//
// If runs one of its branches; Loop runs its body while the trip count and
// the condition allow, carrying values from one iteration to the next and
// stacking each iteration's scan outputs along a new first axis. The
// bodies are regions ending in onnx.Yield; they may read values of the
// graphs around them, which the interpreter's frame holds.
//
//===----------------------------------------------------------------------===//
#include "dialects/onnx/ONNXOps.h"
#include "interpreter/onnx/ONNXElements.h"
#include "ir/Context.h"
#include "ir/Diagnostics.h"
#include "ir/Region.h"

#include <cstring>

using namespace terrace;
using namespace terrace::interp;
using namespace terrace::interp::onnx_semantics;

namespace {

LogicalResult executeIf(Operation *op, Interpreter &interp) {
  auto ifOp = llvm::cast<ONNX::IfOp>(op);
  bool cond = interp.getTensor(ifOp.operand<"cond">())->load(0) != 0;
  Region &branch =
      cond ? ifOp.region<"then_branch">() : ifOp.region<"else_branch">();
  llvm::SmallVector<RuntimeValue, 4> results;
  if (!interp.runRegion(branch, llvm::ArrayRef<RuntimeValue>(), results))
    return failure();
  if (results.size() != op->getNumResults())
    return op->emitOpError("branch gives ")
           << int64_t(results.size()) << " values for "
           << int64_t(op->getNumResults()) << " results";
  for (unsigned i = 0; i < results.size(); ++i)
    interp.set(op->getResult(i), std::move(results[i]));
  return success();
}

/// A scalar tensor of `element` holding `bits`.
RuntimeValue scalarTensor(Type element, Slot bits) {
  TensorRef t = Tensor::create(element, {});
  t->store(0, bits);
  return RuntimeValue::tensor(std::move(t));
}

/// Stacks same-shaped tensors along a new first axis.
TensorRef stack(Operation *op, llvm::ArrayRef<TensorRef> parts, Type type) {
  auto shaped = llvm::cast<ShapedType>(type);
  if (parts.empty()) {
    // No iteration ran: an empty stack of the declared shape's rest.
    llvm::SmallVector<int64_t, 4> shape = {0};
    if (shaped.hasRank())
      for (int64_t d : shaped.getShape().drop_front())
        shape.push_back(d == kDynamic ? 0 : d);
    return newTensor(op, shaped.getElementType(), shape);
  }
  llvm::SmallVector<int64_t, 4> shape = {int64_t(parts.size())};
  shape.append(parts[0]->getShape().begin(), parts[0]->getShape().end());
  for (const TensorRef &p : parts)
    if (p->getShape() != parts[0]->getShape()) {
      op->emitOpError("scan outputs of different shapes cannot be stacked");
      return nullptr;
    }
  TensorRef result = newTensor(op, parts[0]->getElementType(), shape);
  if (!result)
    return nullptr;
  size_t bytes = parts[0]->sizeInBytes();
  for (size_t i = 0; i < parts.size(); ++i)
    std::memcpy(result->data() + i * bytes, parts[i]->data(), bytes);
  return result;
}

LogicalResult executeLoop(Operation *op, Interpreter &interp) {
  auto loop = llvm::cast<ONNX::LoopOp>(op);
  Region &body = loop.region<"body">();
  Block &entry = body.front();
  Value tripValue = loop.operand<"M">(), condValue = loop.operand<"cond">();
  std::optional<int64_t> trips;
  if (tripValue)
    trips = readInts(interp, tripValue)[0];
  bool cond = condValue ? interp.getTensor(condValue)->load(0) != 0 : true;
  llvm::SmallVector<RuntimeValue, 4> carried;
  for (Value v : loop.operands<"v_initial">())
    carried.push_back(interp.get(v));
  unsigned numCarried = unsigned(carried.size());
  unsigned numScans = op->getNumResults() - numCarried;
  if (entry.getNumArguments() != numCarried + 2)
    return op->emitOpError("body takes ")
           << int64_t(entry.getNumArguments()) << " arguments for "
           << int64_t(numCarried) << " carried values";
  Type iterType =
      llvm::cast<ShapedType>(entry.getArgument(0).getType()).getElementType();
  Type condType =
      llvm::cast<ShapedType>(entry.getArgument(1).getType()).getElementType();
  std::vector<llvm::SmallVector<TensorRef, 8>> scans(numScans);
  for (int64_t i = 0; cond && (!trips || i < *trips); ++i) {
    llvm::SmallVector<RuntimeValue, 4> args;
    args.push_back(scalarTensor(iterType, Slot(uint64_t(i))));
    args.push_back(scalarTensor(condType, 1));
    args.append(carried.begin(), carried.end());
    llvm::SmallVector<RuntimeValue, 4> results;
    if (!interp.runRegion(body, std::move(args), results))
      return failure();
    if (results.size() != 1 + numCarried + numScans)
      return op->emitOpError("body yields ")
             << int64_t(results.size()) << " values for "
             << int64_t(1 + numCarried + numScans);
    cond = results[0].getTensor()->load(0) != 0;
    for (unsigned k = 0; k < numCarried; ++k)
      carried[k] = std::move(results[1 + k]);
    for (unsigned s = 0; s < numScans; ++s)
      scans[s].push_back(results[1 + numCarried + s].getTensor());
  }
  for (unsigned k = 0; k < numCarried; ++k)
    interp.set(op->getResult(k), std::move(carried[k]));
  for (unsigned s = 0; s < numScans; ++s) {
    TensorRef stacked =
        stack(op, scans[s], op->getResult(numCarried + s).getType());
    if (!stacked)
      return failure();
    setResult(interp, op, numCarried + s, std::move(stacked));
  }
  return success();
}

} // namespace

void onnx_semantics::registerControlFlow(Context &ctx) {
  static constexpr OpSemantics ifSemantics = {executeIf},
                               loopSemantics = {executeLoop};
  ctx.attachOpInterface<ONNX::IfOp>(ifSemantics);
  ctx.attachOpInterface<ONNX::LoopOp>(loopSemantics);
}
