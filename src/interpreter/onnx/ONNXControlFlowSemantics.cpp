//===- ONNXControlFlowSemantics.cpp - onnx.If, onnx.Loop, onnx.Scan -------===//
//
// If runs one of its branches; Loop runs its body while the trip count and
// the condition allow, carrying values from one iteration to the next and
// stacking each iteration's scan outputs along a new first axis; Scan runs
// its body once per slice of its scan inputs (along their axes, in their
// directions), carrying states and stacking its scan outputs. The
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
  for (size_t i = 0; bytes && i < parts.size(); ++i)
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

/// The slice `index` of `t` along `axis` (that dimension dropped).
TensorRef sliceAlong(Operation *op, const Tensor &t, int64_t axis,
                     int64_t index) {
  llvm::SmallVector<int64_t, 4> shape(t.getShape());
  int64_t dim = shape[axis];
  shape.erase(shape.begin() + axis);
  TensorRef out = newTensor(op, t.getElementType(), shape);
  if (!out)
    return nullptr;
  int64_t inner = numElementsOf(t.getShape().drop_front(axis + 1));
  int64_t outer = numElementsOf(t.getShape().take_front(axis));
  for (int64_t o = 0; o < outer; ++o)
    for (int64_t i = 0; i < inner; ++i)
      out->store(o * inner + i, t.load((o * dim + index) * inner + i));
  return out;
}

/// Stacks `parts` along a new `axis`, in reverse order when `reverse`.
TensorRef stackAlong(Operation *op, llvm::ArrayRef<TensorRef> parts,
                     int64_t axis, bool reverse) {
  llvm::SmallVector<int64_t, 4> shape(parts[0]->getShape());
  int64_t count = int64_t(parts.size());
  shape.insert(shape.begin() + axis, count);
  TensorRef out = newTensor(op, parts[0]->getElementType(), shape);
  if (!out)
    return nullptr;
  int64_t inner = numElementsOf(parts[0]->getShape().drop_front(axis));
  int64_t outer = numElementsOf(parts[0]->getShape().take_front(axis));
  for (int64_t k = 0; k < count; ++k) {
    const Tensor &part = *parts[size_t(reverse ? count - 1 - k : k)];
    if (part.getShape() != parts[0]->getShape()) {
      op->emitOpError("scan outputs of different shapes cannot be stacked");
      return nullptr;
    }
    for (int64_t o = 0; o < outer; ++o)
      for (int64_t i = 0; i < inner; ++i)
        out->store((o * count + k) * inner + i, part.load(o * inner + i));
  }
  return out;
}

LogicalResult executeScan(Operation *op, Interpreter &interp) {
  auto scan = llvm::cast<ONNX::ScanOp>(op);
  OperandRange inputs = scan.operands<"initial_state_and_scan_inputs">();
  int64_t numScanInputs =
      intValue(scan.property<"num_scan_inputs", IntegerAttr>());
  int64_t numStates = int64_t(inputs.size()) - numScanInputs;
  int64_t numScanOutputs = int64_t(op->getNumResults()) - numStates;
  if (numStates < 0 || numScanOutputs < 0)
    return op->emitOpError("has more scan inputs than inputs");
  auto listOr = [&](ArrayAttr attr, int64_t n) {
    llvm::SmallVector<int64_t, 4> v = intValues(attr);
    if (v.empty())
      v.assign(n, 0);
    return v;
  };
  llvm::SmallVector<int64_t, 4> inAxes =
      listOr(scan.property<"scan_input_axes", ArrayAttr>(), numScanInputs);
  llvm::SmallVector<int64_t, 4> inDirs = listOr(
      scan.property<"scan_input_directions", ArrayAttr>(), numScanInputs);
  llvm::SmallVector<int64_t, 4> outAxes =
      listOr(scan.property<"scan_output_axes", ArrayAttr>(), numScanOutputs);
  llvm::SmallVector<int64_t, 4> outDirs = listOr(
      scan.property<"scan_output_directions", ArrayAttr>(), numScanOutputs);
  llvm::SmallVector<RuntimeValue, 4> states;
  for (int64_t i = 0; i < numStates; ++i)
    states.push_back(interp.get(inputs[i]));
  llvm::SmallVector<TensorRef, 4> scanInputs;
  int64_t length = -1;
  for (int64_t i = 0; i < numScanInputs; ++i) {
    TensorRef t = interp.getTensor(inputs[numStates + i]);
    int64_t &axis = inAxes[size_t(i)];
    if (failed(normalizeAxis(op, axis, t->getRank())))
      return failure();
    if (length >= 0 && t->getShape()[axis] != length)
      return op->emitOpError("scans inputs of different lengths");
    length = t->getShape()[axis];
    scanInputs.push_back(std::move(t));
  }
  std::vector<llvm::SmallVector<TensorRef, 8>> outputs(
      static_cast<size_t>(numScanOutputs));
  for (int64_t step = 0; step < std::max<int64_t>(length, 0); ++step) {
    llvm::SmallVector<RuntimeValue, 4> args(states.begin(), states.end());
    for (int64_t i = 0; i < numScanInputs; ++i) {
      int64_t at = inDirs[size_t(i)] ? length - 1 - step : step;
      TensorRef slice =
          sliceAlong(op, *scanInputs[size_t(i)], inAxes[size_t(i)], at);
      if (!slice)
        return failure();
      args.push_back(RuntimeValue::tensor(std::move(slice)));
    }
    llvm::SmallVector<RuntimeValue, 4> results;
    if (!interp.runRegion(scan.region<"body">(), std::move(args), results))
      return failure();
    if (int64_t(results.size()) != numStates + numScanOutputs)
      return op->emitOpError("body yields the wrong number of values");
    for (int64_t k = 0; k < numStates; ++k)
      states[size_t(k)] = std::move(results[size_t(k)]);
    for (int64_t k = 0; k < numScanOutputs; ++k)
      outputs[size_t(k)].push_back(results[size_t(numStates + k)].getTensor());
  }
  for (int64_t k = 0; k < numStates; ++k)
    interp.set(op->getResult(unsigned(k)), std::move(states[size_t(k)]));
  for (int64_t k = 0; k < numScanOutputs; ++k) {
    if (outputs[size_t(k)].empty())
      return op->emitOpError("scans nothing: its outputs have no shape");
    int64_t axis = outAxes[size_t(k)];
    if (failed(normalizeAxis(op, axis, outputs[size_t(k)][0]->getRank() + 1)))
      return failure();
    TensorRef stacked =
        stackAlong(op, outputs[size_t(k)], axis, outDirs[size_t(k)] != 0);
    if (!stacked)
      return failure();
    setResult(interp, op, unsigned(numStates + k), std::move(stacked));
  }
  return success();
}

} // namespace

void onnx_semantics::registerControlFlow(Context &ctx) {
  attach<ONNX::IfOp, executeIf>(ctx);
  attach<ONNX::LoopOp, executeLoop>(ctx);
  attach<ONNX::ScanOp, executeScan>(ctx);
}
