//===- Interpreter.h - The reference interpreter --------------------------===//
//
// Runs a function of a module op by op: the definition of what every op
// means, that lowerings and generated code are checked against. Values
// live in one frame per call; regions run in the frame of their op. A
// tensor or buffer value leaves its frame after its last use in its block,
// so a chain of large intermediate tensors holds one or two at a time, not
// all of them until the function returns.
// Errors (undefined behaviour met, an op without semantics) are reported
// at the op, through the context's diagnostics, and stop the run.
//
//===----------------------------------------------------------------------===//
#pragma once

#include "interpreter/RuntimeValue.h"
#include "interpreter/Semantics.h"
#include "ir/Value.h"
#include "ir/ValueRange.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/Support/LogicalResult.h"

#include <functional>
#include <memory>

namespace terrace {
class Block;
class Context;
class Region;
} // namespace terrace

namespace terrace::interp {

/// Attaches the semantics of every dialect the interpreter knows to `ctx`.
/// Call once, after the dialects are loaded and before threads use `ctx`.
void registerAllSemantics(Context &ctx);

/// How math ops on f32, f16 and bf16 compute transcendental functions.
/// `CorrectlyRounded` (the default): in double, rounded once to the
/// element type, the reference. `System`: with the C library's float
/// functions (expf, tanhf, ...), as compiled code does; they may be an ulp
/// off, and a subtraction after them can make that much more (x - tanh(x)
/// near 0), so comparing compiled code with the interpreter in this mode
/// tells such a difference from a miscompile. Process-wide.
enum class FloatLibm { CorrectlyRounded, System };
void setFloatLibm(FloatLibm libm);

/// What a dialect's semantics keep for the length of a run (the buffers
/// alive), made on first use: the interpreter core knows no dialect.
/// A kind of state is a class deriving from this one with a tag of its own
/// (`static const char kKind`).
class InterpreterState {
public:
  virtual ~InterpreterState();
  /// Called once the entry function returned `results`: reports what the
  /// run left wrong (buffers never freed) and fails, or succeeds.
  virtual llvm::LogicalResult finish(llvm::ArrayRef<RuntimeValue> results) {
    return llvm::success();
  }
};

class Interpreter {
public:
  Interpreter();
  ~Interpreter();

  /// Whether every op nested in `op` has semantics attached (what
  /// terrace-run --bisect asks before it interprets a lowered program).
  static bool canInterpretBody(Operation *op);

  /// Calls `function` (a func.func with a body) with `args`; the values it
  /// returns are appended to `results`.
  llvm::LogicalResult call(Operation *function,
                           llvm::ArrayRef<RuntimeValue> args,
                           llvm::SmallVectorImpl<RuntimeValue> &results);

  /// Runs `region` from its entry block with `args` as the entry block's
  /// arguments, until a terminator without successors; appends that
  /// terminator's operand values to `results` and returns it (null on
  /// failure).
  Operation *runRegion(Region &region, llvm::ArrayRef<RuntimeValue> args,
                       llvm::SmallVectorImpl<RuntimeValue> &results);
  /// The same, taking the arguments: a loop that hands over what it carries
  /// lets the region update the only reference to a tensor in place.
  Operation *runRegion(Region &region,
                       llvm::SmallVectorImpl<RuntimeValue> &&args,
                       llvm::SmallVectorImpl<RuntimeValue> &results);

  /// What the current frame holds for `value`.
  const RuntimeValue &get(Value value) const;
  Slot getScalar(Value value) const { return get(value).getScalar(); }
  TensorRef getTensor(Value value) const { return get(value).getTensor(); }
  void set(Value value, RuntimeValue v);
  /// A tensor `op` may write and make its result, for an operand it
  /// updates (an insert's dest): `value`'s own elements when `op` is the
  /// value's last use, uses it once, and nothing else holds the tensor; a
  /// copy otherwise. Null when `value` holds no tensor.
  TensorRef tensorToUpdate(Operation *op, Value value);
  /// For an op that replaces `value` itself with what it writes (a
  /// parallel insert into its loop's shared output): the tensor, moved out
  /// of the frame, when nothing else holds it; a copy otherwise.
  TensorRef tensorToOverwrite(Value value);
  /// Moves `value` out of the frame (a loop taking back what its body
  /// left in a block argument).
  RuntimeValue take(Value value);

  /// Called by a terminator's semantics: control goes to its successor
  /// `index`, which receives the operands its BranchOpInterface forwards.
  void branchTo(unsigned index) { chosenSuccessor = int(index); }

  /// Runs the decoded step of a scalar op over its operands: element by
  /// element when any is a tensor.
  llvm::LogicalResult runScalarOp(Operation *op, const ScalarStep &step);

  /// The indices of the iteration a structured op's body runs for, when it
  /// runs op by op (linalg.index reads them).
  void enterIteration(llvm::ArrayRef<int64_t> indices) {
    iterations.push_back(indices);
  }
  void exitIteration() { iterations.pop_back(); }
  llvm::ArrayRef<int64_t> currentIteration() const {
    return iterations.empty() ? llvm::ArrayRef<int64_t>() : iterations.back();
  }

  /// Runs one op in the current frame (what a region op's semantics does
  /// for ops it holds but does not run as a region, like the writes of
  /// scf.forall.in_parallel).
  llvm::LogicalResult runOp(Operation *op);

  /// Called after each op a region runs (not terminators), once the
  /// values that died at it are gone: tracing and tests watch a run.
  void setOpObserver(std::function<void(Operation *)> observer) {
    opObserver = std::move(observer);
  }

  /// The state of kind `T` for this run, made on first use.
  template <typename T> T &getState() {
    std::unique_ptr<InterpreterState> &slot = states[&T::kKind];
    if (!slot)
      slot = std::make_unique<T>();
    return static_cast<T &>(*slot);
  }
  /// Lets every state check the end of the run (see InterpreterState).
  llvm::LogicalResult finish(llvm::ArrayRef<RuntimeValue> results);

  /// Automatic allocation scopes: a call opens one, and so may an op
  /// (memref.alloca_scope); what is deferred to a scope runs when it
  /// closes (stack buffers die).
  void openScope() { scopes.emplace_back(); }
  void closeScope();
  void deferToScopeExit(std::function<void()> action) {
    scopes.back().push_back(std::move(action));
  }

private:
  struct Frame;
  struct BlockPlan;
  const ScalarStep *decodeScalarOp(Operation *op);
  const BlockPlan &planFor(Block *block);

  std::vector<std::unique_ptr<Frame>> frames;
  llvm::DenseMap<const void *, std::unique_ptr<InterpreterState>> states;
  std::vector<std::vector<std::function<void()>>> scopes;
  llvm::DenseMap<Operation *, ScalarStep> decodedSteps;
  llvm::DenseMap<Block *, std::unique_ptr<BlockPlan>> blockPlans;
  /// The op each dying value's last use is, where that op uses it once
  /// and directly (see tensorToUpdate).
  llvm::DenseMap<Value, Operation *> soleLastUser;
  std::function<void(Operation *)> opObserver;
  int chosenSuccessor = -1;
  llvm::SmallVector<llvm::ArrayRef<int64_t>, 2> iterations;
};

/// The entries of a mixed static/dynamic list (slice offsets, loop
/// bounds): the static values, with the dynamic operands' values where
/// the list says kDynamic.
llvm::SmallVector<int64_t, 4> readMixedList(Interpreter &interp,
                                            Attribute staticValues,
                                            ValueRange dynamicValues);

/// Decodes `op` into `step` through its ScalarSemantics, with the
/// registers the caller set in `step.in` and `step.out`; fails quietly
/// when the op has no scalar semantics, with a diagnostic when it has but
/// cannot run on its types.
llvm::LogicalResult decodeScalarStep(Operation *op, ScalarStep &step,
                                     bool &hasScalarSemantics);

} // namespace terrace::interp
