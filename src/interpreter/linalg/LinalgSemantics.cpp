//===- LinalgSemantics.cpp - What linalg structured ops compute -----------===//
//
// A structured op runs its body once per point of its iteration space, in
// row-major order of the loops; each operand's element is the one its
// indexing map picks; the body's block arguments are those elements (an
// init's is its current value, so reductions accumulate); what the body
// yields is written back to the inits' copies, which become the results.
//
// The body is decoded once into scalar steps over a register file (its
// block arguments, then each op's results) when every op in it has scalar
// semantics, is linalg.index or a constant; each operand's position then
// moves by a precomputed stride per loop (affine maps without mod and
// division are linear). Other bodies run op by op, per point.
//
//===----------------------------------------------------------------------===//
#include "dialects/linalg/LinalgOps.h"
#include "dialects/linalg/StructuredOps.h"
#include "interpreter/Interpreter.h"
#include "interpreter/memref/MemRefValue.h"
#include "ir/Block.h"
#include "ir/Context.h"
#include "ir/Diagnostics.h"
#include "ir/Dialect.h"
#include "ir/Operation.h"
#include "ir/Region.h"
#include "rewrite/Folding.h"

using namespace terrace;
using namespace terrace::interp;

namespace {

/// One operand of the op at run time: a tensor (its elements) or a scalar.
struct OperandData {
  const Tensor *tensor = nullptr;
  Slot scalar = 0;
  AffineMapAttr map;
  /// Position of the element of the current point, and how it moves when
  /// each loop advances by one (for linear maps).
  int64_t offset = 0;
  llvm::SmallVector<int64_t, 4> loopStride;
};

/// A decoded body: steps over registers; block argument i is register i.
struct DecodedBody {
  llvm::SmallVector<ScalarStep, 8> steps;
  /// (register, loop) pairs to fill with the current index.
  llvm::SmallVector<std::pair<uint32_t, unsigned>, 2> indexRegisters;
  /// Registers loaded once: constants and values from outside the body.
  llvm::SmallVector<std::pair<uint32_t, Slot>, 4> fixedRegisters;
  /// The registers linalg.yield writes back, one per init.
  llvm::SmallVector<uint32_t, 2> yielded;
  unsigned numRegisters = 0;
};

bool isNonLinear(AffineExpr expr) {
  switch (expr.getKind()) {
  case AffineExprKind::Mod:
  case AffineExprKind::FloorDiv:
  case AffineExprKind::CeilDiv:
    return true;
  case AffineExprKind::Add:
  case AffineExprKind::Mul:
    return isNonLinear(expr.getLHS()) || isNonLinear(expr.getRHS());
  default:
    return false;
  }
}

/// Decodes the body; fails (quietly) when some op must run op by op.
LogicalResult decodeBody(Operation *op, Interpreter &interp,
                         DecodedBody &body) {
  Block &block = op->getRegion(0).front();
  llvm::DenseMap<Value, uint32_t> registers;
  uint32_t next = 0;
  for (Value arg : block.getArguments())
    registers[arg] = next++;
  auto registerOf = [&](Value v) -> std::optional<uint32_t> {
    auto it = registers.find(v);
    if (it != registers.end())
      return it->second;
    // A scalar from outside the body: loaded once.
    const RuntimeValue &outside = interp.get(v);
    if (!outside.isScalar())
      return std::nullopt;
    uint32_t reg = next++;
    registers[v] = reg;
    body.fixedRegisters.push_back({reg, outside.getScalar()});
    return reg;
  };
  for (Operation &inner : block) {
    if (auto yield = llvm::dyn_cast<linalg::YieldOp>(&inner)) {
      for (Value value : inner.getOperands()) {
        std::optional<uint32_t> reg = registerOf(value);
        if (!reg)
          return failure();
        body.yielded.push_back(*reg);
      }
      continue;
    }
    if (auto index = llvm::dyn_cast<linalg::IndexOp>(&inner)) {
      uint32_t reg = next++;
      registers[inner.getResult(0)] = reg;
      body.indexRegisters.push_back(
          {reg, unsigned(index.property<"dim", IntegerAttr>().getInt())});
      continue;
    }
    if (inner.hasTrait(ConstantLike)) {
      // arith.constant, complex.constant: loaded once.
      RuntimeValue value = valueOfConstant(getConstantValue(&inner),
                                           inner.getResult(0).getType());
      if (!value.isScalar())
        return failure();
      uint32_t reg = next++;
      registers[inner.getResult(0)] = reg;
      body.fixedRegisters.push_back({reg, value.getScalar()});
      continue;
    }
    if (inner.getNumOperands() > 3 || inner.getNumResults() > 2 ||
        inner.getNumRegions())
      return failure();
    ScalarStep step;
    for (unsigned i = 0; i < inner.getNumOperands(); ++i) {
      std::optional<uint32_t> reg = registerOf(inner.getOperand(i));
      if (!reg)
        return failure();
      step.in[i] = *reg;
    }
    for (unsigned i = 0; i < inner.getNumResults(); ++i) {
      step.out[i] = next;
      registers[inner.getResult(i)] = next++;
    }
    bool hasScalarSemantics = false;
    if (failed(decodeScalarStep(&inner, step, hasScalarSemantics)))
      return failure();
    body.steps.push_back(step);
  }
  body.numRegisters = next;
  return success();
}

LogicalResult executeStructured(Operation *op, Interpreter &interp) {
  unsigned numOperands = op->getNumOperands();
  unsigned numInputs = linalg::getNumInputs(op);
  llvm::SmallVector<AffineMapAttr, 4> maps = linalg::getIndexingMaps(op);
  unsigned numLoops = unsigned(linalg::getIteratorTypes(op).size());

  // Operands, and the inits' copies that become the results. Buffers are
  // read into tensors first and the inits written back at the end, so an
  // op reads its operands as they were before it (where a buffer is both
  // read and written at other positions, compiled loops may differ).
  llvm::SmallVector<OperandData, 4> operands(numOperands);
  llvm::SmallVector<TensorRef, 2> outputs;
  llvm::SmallVector<MemRefValue *, 2> outputBuffers;
  // The tensors read from buffers, alive until the op is done.
  llvm::SmallVector<TensorRef, 4> staged;
  for (unsigned i = 0; i < numOperands; ++i) {
    RuntimeValue value = interp.get(op->getOperand(i));
    MemRefValue *buffer = value.getAs<MemRefValue>();
    if (buffer) {
      staged.emplace_back();
      if (failed(buffer->toTensor(op, staged.back())))
        return failure();
      value = RuntimeValue::tensor(staged.back());
    }
    operands[i].map = maps[i];
    if (i >= numInputs) {
      if (!value.isTensor())
        return op->emitOpError("cannot be interpreted on this init");
      outputBuffers.push_back(buffer);
      if (buffer) {
        outputs.push_back(value.getTensor());
      } else {
        // An init that dies here and that nothing else holds is written
        // in place, as bufferization would.
        value = RuntimeValue();
        outputs.push_back(interp.tensorToUpdate(op, op->getOperand(i)));
      }
      operands[i].tensor = outputs.back().get();
    } else if (value.isTensor()) {
      operands[i].tensor = value.getTensor().get();
    } else {
      operands[i].scalar = value.getScalar();
    }
  }

  // Loop sizes from the first operand dimension each loop indexes alone;
  // every other dimension must agree.
  llvm::SmallVector<int64_t, 4> sizes(numLoops, -1);
  for (const OperandData &data : operands) {
    if (!data.tensor)
      continue;
    for (unsigned r = 0; r < data.map.getNumResults(); ++r) {
      AffineExpr expr = data.map.getResult(r);
      if (expr.getKind() != AffineExprKind::DimId)
        continue;
      int64_t &size = sizes[size_t(expr.getValue())];
      if (size < 0)
        size = data.tensor->getShape()[r];
    }
  }
  if (llvm::is_contained(sizes, -1))
    return op->emitOpError("cannot be interpreted: a loop's size is not "
                           "an operand dimension");
  bool linear = true;
  llvm::SmallVector<int64_t, 4> zero(numLoops, 0), last(sizes);
  bool empty = false;
  for (int64_t &size : last) {
    empty |= size == 0;
    size -= 1;
  }
  for (unsigned i = 0; i < numOperands; ++i) {
    OperandData &data = operands[i];
    if (!data.tensor)
      continue;
    llvm::ArrayRef<int64_t> shape = data.tensor->getShape();
    for (unsigned r = 0; r < data.map.getNumResults(); ++r) {
      AffineExpr expr = data.map.getResult(r);
      linear &= !isNonLinear(expr);
      if (empty)
        continue;
      if (expr.getKind() == AffineExprKind::DimId) {
        if (sizes[size_t(expr.getValue())] != shape[r])
          return op->emitOpError("operand #")
                 << llvm::Twine(i) << " has size " << llvm::Twine(shape[r])
                 << " in dimension " << llvm::Twine(r)
                 << " where the loop it indexes has size "
                 << llvm::Twine(sizes[size_t(expr.getValue())]);
        continue;
      }
      // A linear expression's extremes over the iteration space: each
      // loop at 0 or at its last index, whichever its coefficient favours.
      // Others are checked at each point.
      if (isNonLinear(expr))
        continue;
      int64_t low = linalg::evaluate(expr, zero), high = low;
      llvm::SmallVector<int64_t, 4> unit(numLoops, 0);
      for (unsigned l = 0; l < numLoops; ++l) {
        unit[l] = 1;
        int64_t step =
            linalg::evaluate(expr, unit) - linalg::evaluate(expr, zero);
        unit[l] = 0;
        (step < 0 ? low : high) += step * last[l];
      }
      if (low < 0 || high >= shape[r])
        return op->emitOpError("operand #")
               << llvm::Twine(i) << " is indexed out of bounds in dimension "
               << llvm::Twine(r);
    }
  }

  DecodedBody body;
  bool decoded = linear && succeeded(decodeBody(op, interp, body));
  if (!empty && decoded) {
    // Strides of each operand per loop.
    for (OperandData &data : operands) {
      if (!data.tensor)
        continue;
      llvm::ArrayRef<int64_t> shape = data.tensor->getShape();
      llvm::SmallVector<int64_t, 4> strides(shape.size(), 1);
      for (size_t r = shape.size(); r-- > 1;)
        strides[r - 1] = strides[r] * shape[r];
      auto positionAt = [&](llvm::ArrayRef<int64_t> point) {
        int64_t position = 0;
        for (unsigned r = 0; r < shape.size(); ++r)
          position +=
              linalg::evaluate(data.map.getResult(r), point) * strides[r];
        return position;
      };
      data.offset = positionAt(zero);
      llvm::SmallVector<int64_t, 4> unit(numLoops, 0);
      for (unsigned l = 0; l < numLoops; ++l) {
        unit[l] = 1;
        data.loopStride.push_back(positionAt(unit) - data.offset);
        unit[l] = 0;
      }
    }
    llvm::SmallVector<Slot, 32> regs(body.numRegisters, 0);
    for (auto [reg, value] : body.fixedRegisters)
      regs[reg] = value;
    for (unsigned i = 0; i < numOperands; ++i)
      if (!operands[i].tensor)
        regs[i] = operands[i].scalar;
    llvm::SmallVector<int64_t, 4> point(numLoops, 0);
    unsigned numInits = numOperands - numInputs;
    while (true) {
      for (unsigned i = 0; i < numOperands; ++i)
        if (operands[i].tensor)
          regs[i] = operands[i].tensor->load(operands[i].offset);
      for (auto [reg, loop] : body.indexRegisters)
        regs[reg] = uint64_t(point[loop]);
      for (const ScalarStep &step : body.steps)
        if (const char *ub = step.fn(step, regs.data()))
          return step.op->emitOpError(ub);
      for (unsigned k = 0; k < numInits; ++k)
        outputs[k]->store(operands[numInputs + k].offset,
                          regs[body.yielded[k]]);
      // The next point: the last loop moves fastest.
      unsigned l = numLoops;
      while (l-- > 0) {
        for (OperandData &data : operands)
          if (data.tensor)
            data.offset += data.loopStride[l];
        if (++point[l] < sizes[l])
          break;
        for (OperandData &data : operands)
          if (data.tensor)
            data.offset -= data.loopStride[l] * sizes[l];
        point[l] = 0;
      }
      if (l == unsigned(-1))
        break;
    }
  } else if (!empty) {
    // Op by op, per point.
    llvm::SmallVector<int64_t, 4> point(numLoops, 0);
    llvm::SmallVector<RuntimeValue, 4> args(numOperands), yielded;
    llvm::SmallVector<int64_t, 4> indices;
    // The element `data`'s map picks at this point; -1 when out of bounds
    // (maps with mod or division are checked here, point by point).
    auto positionOf = [&](const OperandData &data) -> int64_t {
      indices.clear();
      for (unsigned r = 0; r < data.map.getNumResults(); ++r) {
        int64_t index = linalg::evaluate(data.map.getResult(r), point);
        if (index < 0 || index >= data.tensor->getShape()[r])
          return -1;
        indices.push_back(index);
      }
      return data.tensor->linearize(indices);
    };
    auto outOfBounds = [&](unsigned i) -> LogicalResult {
      return op->emitOpError("operand #")
             << llvm::Twine(i) << " is indexed out of bounds";
    };
    while (true) {
      for (unsigned i = 0; i < numOperands; ++i) {
        if (!operands[i].tensor) {
          args[i] = RuntimeValue::scalar(operands[i].scalar);
          continue;
        }
        int64_t at = positionOf(operands[i]);
        if (at < 0)
          return outOfBounds(i);
        args[i] = RuntimeValue::scalar(operands[i].tensor->load(at));
      }
      yielded.clear();
      interp.enterIteration(point);
      Operation *terminator = interp.runRegion(op->getRegion(0), args, yielded);
      interp.exitIteration();
      if (!terminator)
        return failure();
      for (unsigned k = 0; k < outputs.size(); ++k) {
        int64_t at = positionOf(operands[numInputs + k]);
        if (at < 0)
          return outOfBounds(numInputs + k);
        outputs[k]->store(at, yielded[k].getScalar());
      }
      unsigned l = numLoops;
      while (l-- > 0) {
        if (++point[l] < sizes[l])
          break;
        point[l] = 0;
      }
      if (l == unsigned(-1))
        break;
    }
  }
  // Inits that are buffers take the new elements; tensor inits give the
  // results.
  unsigned nextResult = 0;
  for (auto [buffer, output] : llvm::zip_equal(outputBuffers, outputs)) {
    if (buffer) {
      if (failed(buffer->fromTensor(op, *output)))
        return failure();
      continue;
    }
    interp.set(op->getResult(nextResult++), RuntimeValue::tensor(output));
  }
  return success();
}

LogicalResult executeIndex(Operation *op, Interpreter &interp) {
  int64_t dim =
      linalg::IndexOp::wrap(op).property<"dim", IntegerAttr>().getInt();
  llvm::ArrayRef<int64_t> point = interp.currentIteration();
  if (dim >= int64_t(point.size()))
    return op->emitOpError("runs outside a structured op's iteration");
  interp.set(op->getResult(0), RuntimeValue::scalar(uint64_t(point[dim])));
  return success();
}

} // namespace

namespace terrace::interp {
void registerLinalgSemantics(Context &ctx) {
  static constexpr OpSemantics structured = {executeStructured},
                               index = {executeIndex};
  // Every structured op of the dialect.
  if (Dialect *linalg = ctx.getDialect("linalg"))
    linalg->forEachOp([&](const OpDefinition &def) {
      if (findInterface(def.interfaces,
                        interfaceID<linalg::StructuredOpInterface>))
        ctx.attachOpInterface(def.name, structured);
    });
  ctx.attachOpInterface<linalg::IndexOp>(index);
}
} // namespace terrace::interp
