//===- Semantics.h - How an op's meaning attaches to it ------------------===//
//
// Two interfaces give ops their meaning; each dialect's semantics attach
// them from src/interpreter/<dialect>/ (Context::attachOpInterface), so a
// dialect builds without the interpreter and a new dialect brings its own.
//
// - ScalarSemantics: ops that compute each element of their results from
//   the elements of their operands at the same position (arith, math).
//   The op decodes once into a ScalarStep, a function over registers of
//   Slots, which runs on scalars, on every element of tensors (an operand
//   that is a scalar stands for every element), and inside the bodies of
//   structured ops without walking the IR again.
// - OpSemantics: everything else (control flow, tensors, calls). The op
//   reads its operands from the interpreter and sets its results.
//
//===----------------------------------------------------------------------===//
#pragma once

#include "interpreter/RuntimeValue.h"

#include "llvm/Support/LogicalResult.h"

namespace terrace {
class Operation;
} // namespace terrace

namespace terrace::interp {

class Interpreter;
struct ScalarStep;

/// Computes one step over `regs`; returns null, or what undefined
/// behaviour it met ("division by zero").
using ScalarFn = const char *(*)(const ScalarStep &step, Slot *regs);

/// One decoded scalar op: what to compute and where its operands and
/// results sit in a register file.
struct ScalarStep {
  ScalarFn fn = nullptr;
  /// Registers of the operands and results.
  uint32_t in[3] = {0, 0, 0};
  uint32_t out[2] = {0, 0};
  /// Bit widths of the operands and results (integers).
  uint8_t inWidth = 0, outWidth = 0;
  /// A predicate, a constant's bits, or whatever else the op needs.
  uint64_t imm = 0;
  /// What else the op needs (a float type's llvm::fltSemantics).
  const void *data = nullptr;
  /// The op, for diagnostics.
  Operation *op = nullptr;
};

struct ScalarSemantics {
  /// Fills `step.fn`, the widths and `imm` for `op`'s element types;
  /// reports an error on `op` and fails when it cannot.
  llvm::LogicalResult (*decode)(Operation *op, ScalarStep &step);
};

struct OpSemantics {
  /// Runs `op`: reads its operands and sets its results through `interp`.
  /// A terminator with successors picks one (Interpreter::branchTo). On
  /// failure the op has reported the error.
  llvm::LogicalResult (*execute)(Operation *op, Interpreter &interp);
};

} // namespace terrace::interp
