//===- SideEffectInterfaces.h - Memory effects and speculation ------------===//
//
// What passes must know of an op's effects to move, merge or erase it
// without knowing the op. Two levels, as in MLIR:
//
// - traits for the common answers: `Pure` (no effects, always safe to
//   speculate), `NoMemoryEffect` (no effects, not always safe: divsi),
//   `RecursiveMemoryEffects` (the effects of the ops in its regions);
// - MemoryEffectOpInterface for ops that touch memory: each effect names its
//   kind (allocate, free, read, write), the resource, and, when it acts on
//   one value (a memref operand, an allocated result) or symbol, that value.
//
//===----------------------------------------------------------------------===//
#pragma once

#include "ir/Attributes.h"
#include "ir/Value.h"

#include "llvm/ADT/SmallVector.h"

namespace terrace {
class Operation;

//===-- Memory effects ----------------------------------------------------===//

/// What an effect does (MLIR's MemoryEffects::Allocate, Free, Read, Write).
enum class MemoryEffectKind : uint8_t { Allocate, Free, Read, Write };

/// Memory that effects act on (MLIR's SideEffects::Resource). Resources are
/// static objects that compare by address; a dialect may declare its own.
struct MemoryResource {
  const char *name;
};
/// Memory in general: what an effect acts on unless it says otherwise.
extern const MemoryResource kDefaultResource;
/// The stack frame of the nearest automatic allocation scope (alloca).
extern const MemoryResource kAutomaticAllocationScopeResource;

/// One effect of an op (MLIR's EffectInstance).
struct MemoryEffect {
  MemoryEffectKind kind;
  const MemoryResource *resource = &kDefaultResource;
  /// The operand or result value the effect acts on, or null.
  Value value;
  /// The symbol it acts on (a global), or null.
  SymbolRefAttr symbol;
  /// Effects of one op happen in increasing stage order (MLIR's stage).
  int stage = 0;
  /// The effect covers all of `value`'s memory, not part of it.
  bool onFullRegion = false;
};

/// Ops that state their memory effects (MLIR's MemoryEffectOpInterface).
/// An op with `Pure` or `NoMemoryEffect` needs none: it has no effects.
struct MemoryEffectOpInterface {
  void (*getEffects)(Operation *op,
                     llvm::SmallVectorImpl<MemoryEffect> &effects);
};

/// The effects of `op`, and for RecursiveMemoryEffects ops of every op
/// nested in it (MLIR's getEffectsRecursively); false when they are not
/// known (an op that states none).
bool getEffectsRecursively(Operation *op,
                           llvm::SmallVectorImpl<MemoryEffect> &effects);
/// Whether `op` (and, for RecursiveMemoryEffects ops, everything nested)
/// has no memory effects.
bool isMemoryEffectFree(Operation *op);
/// Whether `op` is known to have an effect of `kind`, on `value` when one
/// is given (on any value or none otherwise). Unknown effects count.
bool mayHaveEffect(Operation *op, MemoryEffectKind kind, Value value = {});
/// Removable when nothing uses its results: no result is used, it is
/// neither a terminator nor a symbol, and its only effects are reads and
/// allocations of its own results (MLIR's wouldOpBeTriviallyDead).
bool wouldOpBeTriviallyDead(Operation *op);
/// The same, and no result is used (MLIR's isOpTriviallyDead).
bool isOpTriviallyDead(Operation *op);

//===-- Speculation -------------------------------------------------------===//

/// Whether an op may run where it would not have (hoisted out of a loop
/// that might not run): MLIR's ConditionallySpeculatable. Pure ops are
/// always speculatable and need no interface.
enum class Speculatability {
  NotSpeculatable,
  Speculatable,
  /// Speculatable when every op in its regions is (scf.if).
  RecursivelySpeculatable,
};
struct SpeculationInterface {
  Speculatability (*getSpeculatability)(Operation *op);
};

/// Whether `op` may be executed where it would not have been (MLIR's
/// isSpeculatable): pure ops, ops whose speculation interface says so, and
/// recursively speculatable ops whose nested ops all are.
bool isSpeculatable(Operation *op);

/// One effect of `kind` on operand (or result) `index` of `op`, in stage
/// 0 and on the whole buffer, as MLIR's `MemRead`, `MemWrite`,
/// `MemFreeAt<0, FullEffect>` and `MemAlloc<..., 0, FullEffect>` state.
void addEffectOnOperand(Operation *op, unsigned index, MemoryEffectKind kind,
                        llvm::SmallVectorImpl<MemoryEffect> &effects);
void addEffectOnResult(Operation *op, unsigned index, MemoryEffectKind kind,
                       llvm::SmallVectorImpl<MemoryEffect> &effects,
                       const MemoryResource &resource = kDefaultResource,
                       int stage = 0);

/// One effect on one operand, for operandEffects below.
struct OperandEffect {
  unsigned operand;
  MemoryEffectKind kind;
};
/// The effects of an op that acts on its operands only, in order: what an
/// ODS op says with `MemRead`/`MemWrite` on its operands.
///
///   static const MemoryEffectOpInterface kCopyEffects = {
///       operandEffects<{0, MemoryEffectKind::Read},
///                      {1, MemoryEffectKind::Write}>};
template <OperandEffect... Effects>
void operandEffects(Operation *op,
                    llvm::SmallVectorImpl<MemoryEffect> &effects) {
  (addEffectOnOperand(op, Effects.operand, Effects.kind, effects), ...);
}

} // namespace terrace
