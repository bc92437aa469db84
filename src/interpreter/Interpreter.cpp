//===- Interpreter.cpp - Frames, regions, branches and elementwise ops ---===//
#include "interpreter/Interpreter.h"
#include "dialects/common/IndexListSyntax.h"
#include "interfaces/ControlFlowInterfaces.h"
#include "ir/Block.h"
#include "ir/Diagnostics.h"
#include "ir/Operation.h"
#include "ir/Region.h"

#include "llvm/ADT/STLExtras.h"

#include <optional>

using namespace terrace;
using namespace terrace::interp;

/// Calls nest at most this deep: deeper recursion is reported, not a crash
/// of the interpreter's own stack.
static constexpr size_t kMaxCallDepth = 512;

struct Interpreter::Frame {
  llvm::DenseMap<Value, RuntimeValue> values;
};

/// When the values a block defines die: a tensor or buffer defined in the
/// block and used only inside it (by its ops or ops nested in them) is
/// dropped from the frame after the last op that uses it, or at once when
/// nothing uses it. Values used by the terminator or by other blocks live
/// until the frame ends (or the block runs again and redefines them).
/// Scalars are not tracked: they hold no memory worth the bookkeeping.
struct Interpreter::BlockPlan {
  /// Block arguments nothing uses.
  llvm::SmallVector<Value, 2> deadOnEntry;
  /// (index of the op after which it dies, value), by index.
  std::vector<std::pair<unsigned, Value>> deaths;
};

/// The op of `block` that is or holds `user`, or null when `user` lies
/// outside `block`.
static Operation *ancestorInBlock(Operation *user, Block *block) {
  while (user && user->getBlock() != block) {
    Block *parent = user->getBlock();
    user = parent ? parent->getParentOp() : nullptr;
  }
  return user;
}

const Interpreter::BlockPlan &Interpreter::planFor(Block *block) {
  std::unique_ptr<BlockPlan> &slot = blockPlans[block];
  if (slot)
    return *slot;
  slot = std::make_unique<BlockPlan>();
  BlockPlan &plan = *slot;
  llvm::DenseMap<Operation *, unsigned> position;
  unsigned index = 0;
  for (Operation &op : *block)
    position[&op] = index++;
  Operation *terminator = block->getTerminator();
  // Where `value` dies, or nothing when it outlives the block's ops.
  auto lastUse = [&](Value value) -> std::optional<int64_t> {
    int64_t last = -1;
    for (OpOperand *use = value.getFirstUse(); use; use = use->getNextUse()) {
      Operation *user = ancestorInBlock(use->getOwner(), block);
      if (!user || user == terminator)
        return std::nullopt;
      last = std::max<int64_t>(last, position.lookup(user));
    }
    return last;
  };
  auto tracked = [](Value value) {
    return llvm::isa<ShapedType>(value.getType());
  };
  for (BlockArgumentImpl *argImpl : block->getArguments()) {
    Value arg(argImpl);
    if (!tracked(arg))
      continue;
    if (std::optional<int64_t> last = lastUse(arg))
      *last < 0 ? plan.deadOnEntry.push_back(arg)
                : plan.deaths.push_back({unsigned(*last), arg});
  }
  for (Operation &op : *block) {
    if (&op == terminator)
      break;
    for (Value result : op.getResults()) {
      if (!tracked(result))
        continue;
      if (std::optional<int64_t> last = lastUse(result))
        plan.deaths.push_back(
            {*last < 0 ? position.lookup(&op) : unsigned(*last), result});
    }
  }
  llvm::stable_sort(plan.deaths, llvm::less_first());
  // The ops that may write a dying tensor in place: they use it once, as
  // an operand of their own (not from a region they hold).
  llvm::SmallVector<Operation *> opsByPosition;
  for (Operation &op : *block)
    opsByPosition.push_back(&op);
  for (auto [index, value] : plan.deaths) {
    Operation *last = opsByPosition[index];
    unsigned usesThere = 0;
    bool direct = true;
    for (OpOperand *use = value.getFirstUse(); use; use = use->getNextUse())
      if (ancestorInBlock(use->getOwner(), block) == last) {
        ++usesThere;
        direct &= use->getOwner() == last;
      }
    if (usesThere == 1 && direct)
      soleLastUser[value] = last;
  }
  return plan;
}

TensorRef Interpreter::tensorToOverwrite(Value value) {
  RuntimeValue held = take(value);
  if (!held.isTensor())
    return nullptr;
  TensorRef tensor = held.getTensor();
  held = RuntimeValue();
  return tensor.use_count() == 1 ? tensor : tensor->clone();
}

RuntimeValue Interpreter::take(Value value) {
  llvm::DenseMap<Value, RuntimeValue> &values = frames.back()->values;
  auto it = values.find(value);
  if (it == values.end())
    return RuntimeValue();
  RuntimeValue held = std::move(it->second);
  values.erase(it);
  return held;
}

TensorRef Interpreter::tensorToUpdate(Operation *op, Value value) {
  llvm::DenseMap<Value, RuntimeValue> &values = frames.back()->values;
  auto it = values.find(value);
  if (it == values.end() || !it->second.isTensor())
    return nullptr;
  TensorRef tensor = it->second.getTensor();
  if (soleLastUser.lookup(value) != op)
    return tensor->clone();
  // Its last use: the frame lets go of it, and if nothing else holds the
  // tensor (another value, a caller), its elements become the result's.
  values.erase(it);
  return tensor.use_count() == 1 ? tensor : tensor->clone();
}

InterpreterState::~InterpreterState() = default;

Interpreter::Interpreter() = default;
Interpreter::~Interpreter() = default;

LogicalResult Interpreter::finish(llvm::ArrayRef<RuntimeValue> results) {
  bool ok = true;
  for (auto &entry : states)
    ok &= succeeded(entry.second->finish(results));
  return success(ok);
}

void Interpreter::closeScope() {
  for (std::function<void()> &action : scopes.back())
    action();
  scopes.pop_back();
}

const RuntimeValue &Interpreter::get(Value value) const {
  static const RuntimeValue none;
  auto it = frames.back()->values.find(value);
  return it == frames.back()->values.end() ? none : it->second;
}

void Interpreter::set(Value value, RuntimeValue v) {
  frames.back()->values[value] = std::move(v);
}

LogicalResult Interpreter::call(Operation *function,
                                llvm::ArrayRef<RuntimeValue> args,
                                llvm::SmallVectorImpl<RuntimeValue> &results) {
  if (function->getNumRegions() == 0 || function->getRegion(0).empty())
    return function->emitError("cannot interpret a call of a function "
                               "without a body");
  if (frames.size() >= kMaxCallDepth)
    return function->emitError("calls nest deeper than ")
           << llvm::Twine(int64_t(kMaxCallDepth)) << " frames";
  frames.push_back(std::make_unique<Frame>());
  openScope();
  Operation *terminator = runRegion(function->getRegion(0), args, results);
  closeScope();
  frames.pop_back();
  return success(terminator != nullptr);
}

Operation *
Interpreter::runRegion(Region &region, llvm::ArrayRef<RuntimeValue> args,
                       llvm::SmallVectorImpl<RuntimeValue> &results) {
  llvm::SmallVector<RuntimeValue, 4> blockArgs(args.begin(), args.end());
  return runRegion(region, std::move(blockArgs), results);
}

Operation *
Interpreter::runRegion(Region &region,
                       llvm::SmallVectorImpl<RuntimeValue> &&args,
                       llvm::SmallVectorImpl<RuntimeValue> &results) {
  Block *block = &region.front();
  llvm::SmallVector<RuntimeValue, 4> blockArgs(std::move(args));
  while (true) {
    for (auto [arg, value] : llvm::zip_equal(block->getArguments(), blockArgs))
      set(Value(arg), std::move(value));
    const BlockPlan &plan = planFor(block);
    llvm::DenseMap<Value, RuntimeValue> &values = frames.back()->values;
    for (Value dead : plan.deadOnEntry)
      values.erase(dead);
    auto nextDeath = plan.deaths.begin(), endDeaths = plan.deaths.end();
    Operation *terminator = block->getTerminator();
    unsigned index = 0;
    for (Operation &op : *block) {
      if (&op == terminator)
        break;
      if (failed(runOp(&op)))
        return nullptr;
      for (; nextDeath != endDeaths && nextDeath->first == index; ++nextDeath)
        values.erase(nextDeath->second);
      ++index;
      if (opObserver) [[unlikely]]
        opObserver(&op);
    }
    if (!terminator)
      return nullptr;
    if (terminator->getNumSuccessors() == 0) {
      // A terminator that returns to the parent (func.return, scf.yield):
      // its operands are the region's results.
      if (getInterface<OpSemantics>(terminator) && failed(runOp(terminator)))
        return nullptr;
      // What the block defines dies with the region: the last mention of
      // each of its values moves out of the frame, so the parent holds the
      // only reference (a loop's carried tensor can then be updated in
      // place).
      llvm::ArrayRef<OpOperand> operands = terminator->getOpOperands();
      for (auto [i, operand] : llvm::enumerate(operands)) {
        Value value = operand.get();
        bool movable =
            value.getParentBlock() == block &&
            llvm::none_of(operands.drop_front(i + 1),
                          [&](const OpOperand &o) { return o.get() == value; });
        auto it = values.find(value);
        if (!movable || it == values.end()) {
          results.push_back(get(value));
          continue;
        }
        results.push_back(std::move(it->second));
        values.erase(it);
      }
      return terminator;
    }
    chosenSuccessor = -1;
    if (failed(runOp(terminator)))
      return nullptr;
    const auto *branch = getInterface<BranchOpInterface>(terminator);
    if (chosenSuccessor < 0 || !branch) {
      terminator->emitOpError("does not say where control goes");
      return nullptr;
    }
    auto [start, size] =
        branch->successorOperands(terminator, unsigned(chosenSuccessor));
    blockArgs.clear();
    for (unsigned i = start; i < start + size; ++i)
      blockArgs.push_back(get(terminator->getOperand(i)));
    block = terminator->getSuccessor(unsigned(chosenSuccessor));
  }
}

bool Interpreter::canInterpretBody(Operation *op) {
  bool all = true;
  for (Region &region : op->getRegions())
    for (Block &block : region)
      for (Operation &inner : block)
        inner.walk([&](Operation *nested) {
          // A terminator that returns to its parent needs none (its
          // operands are what it returns).
          bool returns =
              nested->hasTrait(IsTerminator) && nested->getNumSuccessors() == 0;
          all &= returns || getInterface<OpSemantics>(nested) != nullptr ||
                 getInterface<ScalarSemantics>(nested) != nullptr;
        });
  return all;
}

LogicalResult Interpreter::runOp(Operation *op) {
  if (const auto *semantics = getInterface<OpSemantics>(op))
    return semantics->execute(op, *this);
  if (getInterface<ScalarSemantics>(op)) {
    const ScalarStep *step = decodeScalarOp(op);
    return step ? runScalarOp(op, *step) : failure();
  }
  return op->emitOpError("cannot be interpreted: no semantics are attached "
                         "to it");
}

const ScalarStep *Interpreter::decodeScalarOp(Operation *op) {
  auto it = decodedSteps.find(op);
  if (it != decodedSteps.end())
    return &it->second;
  // Operands in registers 0..n-1, results after them.
  unsigned numOperands = op->getNumOperands();
  if (numOperands > 3 || op->getNumResults() > 2) {
    op->emitOpError("has too many operands or results for a scalar step");
    return nullptr;
  }
  ScalarStep step;
  for (unsigned i = 0; i < numOperands; ++i)
    step.in[i] = i;
  for (unsigned i = 0; i < op->getNumResults(); ++i)
    step.out[i] = numOperands + i;
  bool hasScalarSemantics = false;
  if (failed(decodeScalarStep(op, step, hasScalarSemantics)))
    return nullptr;
  return &decodedSteps.try_emplace(op, step).first->second;
}

LogicalResult Interpreter::runScalarOp(Operation *op, const ScalarStep &step) {
  unsigned numOperands = op->getNumOperands();
  unsigned numResults = op->getNumResults();
  Slot regs[5] = {};
  const Tensor *shapeSource = nullptr;
  for (unsigned i = 0; i < numOperands; ++i) {
    const RuntimeValue &value = get(op->getOperand(i));
    if (!value.isTensor()) {
      regs[i] = value.getScalar();
      continue;
    }
    const Tensor &tensor = *value.getTensor();
    if (shapeSource && shapeSource->getShape() != tensor.getShape())
      return op->emitOpError("operands have different shapes at run time");
    shapeSource = &tensor;
  }
  if (!shapeSource) {
    if (const char *ub = step.fn(step, regs))
      return op->emitOpError(ub);
    for (unsigned i = 0; i < numResults; ++i)
      set(op->getResult(i), RuntimeValue::scalar(regs[numOperands + i]));
    return success();
  }
  // Element by element; scalar operands stand for every element.
  llvm::SmallVector<TensorRef, 2> resultTensors;
  for (unsigned i = 0; i < numResults; ++i)
    resultTensors.push_back(Tensor::create(
        llvm::cast<ShapedType>(op->getResult(i).getType()).getElementType(),
        shapeSource->getShape()));
  const Tensor *operandTensors[3] = {};
  for (unsigned i = 0; i < numOperands; ++i)
    if (const RuntimeValue &value = get(op->getOperand(i)); value.isTensor())
      operandTensors[i] = value.getTensor().get();
  for (int64_t e = 0, n = shapeSource->getNumElements(); e < n; ++e) {
    for (unsigned i = 0; i < numOperands; ++i)
      if (operandTensors[i])
        regs[i] = operandTensors[i]->load(e);
    if (const char *ub = step.fn(step, regs))
      return op->emitOpError(ub);
    for (unsigned i = 0; i < numResults; ++i)
      resultTensors[i]->store(e, regs[numOperands + i]);
  }
  for (unsigned i = 0; i < numResults; ++i)
    set(op->getResult(i), RuntimeValue::tensor(std::move(resultTensors[i])));
  return success();
}

LogicalResult interp::decodeScalarStep(Operation *op, ScalarStep &step,
                                       bool &hasScalarSemantics) {
  const auto *semantics = getInterface<ScalarSemantics>(op);
  hasScalarSemantics = semantics != nullptr;
  if (!semantics)
    return failure();
  step.op = op;
  return semantics->decode(op, step);
}

llvm::SmallVector<int64_t, 4> interp::readMixedList(Interpreter &interp,
                                                    Attribute staticValues,
                                                    ValueRange dynamicValues) {
  llvm::SmallVector<int64_t, 4> values = denseI64Values(staticValues);
  size_t next = 0;
  for (int64_t &value : values)
    if (value == kDynamic)
      value = int64_t(interp.getScalar(dynamicValues[next++]));
  return values;
}
