//===- SideEffectInterfaces.cpp - Queries over memory effects -------------===//
#include "interfaces/SideEffectInterfaces.h"
#include "ir/Block.h"
#include "ir/Region.h"

#include "llvm/ADT/DenseSet.h"

using namespace terrace;

const MemoryResource terrace::kDefaultResource = {"<Default>"};
const MemoryResource terrace::kAutomaticAllocationScopeResource = {
    "AutomaticAllocationScope"};

/// Calls `fn` on every op directly inside `op`'s regions until it fails.
template <typename Fn> static bool allNestedOps(Operation *op, Fn &&fn) {
  for (Region &region : op->getRegions())
    for (Block &block : region)
      for (Operation &nested : block)
        if (!fn(&nested))
          return false;
  return true;
}

bool terrace::getEffectsRecursively(
    Operation *op, llvm::SmallVectorImpl<MemoryEffect> &effects) {
  bool stated = op->hasTrait(Pure) || op->hasTrait(NoMemoryEffect);
  if (const auto *iface = getInterface<MemoryEffectOpInterface>(op)) {
    iface->getEffects(op, effects);
    stated = true;
  }
  if (op->hasTrait(RecursiveMemoryEffects))
    return allNestedOps(op, [&](Operation *nested) {
      return getEffectsRecursively(nested, effects);
    });
  return stated;
}

bool terrace::isMemoryEffectFree(Operation *op) {
  bool stated = op->hasTrait(Pure) || op->hasTrait(NoMemoryEffect);
  if (const auto *iface = getInterface<MemoryEffectOpInterface>(op)) {
    llvm::SmallVector<MemoryEffect, 4> effects;
    iface->getEffects(op, effects);
    if (!effects.empty())
      return false;
    stated = true;
  }
  if (!op->hasTrait(RecursiveMemoryEffects))
    return stated;
  return allNestedOps(op, isMemoryEffectFree);
}

bool terrace::mayHaveEffect(Operation *op, MemoryEffectKind kind, Value value) {
  llvm::SmallVector<MemoryEffect, 4> effects;
  if (!getEffectsRecursively(op, effects))
    return true;
  return llvm::any_of(effects, [&](const MemoryEffect &effect) {
    return effect.kind == kind &&
           (!value || !effect.value || effect.value == value);
  });
}

/// Whether `op`'s own effects (not its nested ops') let it go unused, as
/// MLIR's wouldOpBeTriviallyDeadImpl judges each op: reads, and any effect
/// on a value the op itself allocates (a clone writes what it allocates).
static bool ownEffectsAllowErasing(Operation *op) {
  bool recursive = op->hasTrait(RecursiveMemoryEffects);
  const auto *iface = getInterface<MemoryEffectOpInterface>(op);
  if (!iface)
    return recursive || op->hasTrait(Pure) || op->hasTrait(NoMemoryEffect);
  llvm::SmallVector<MemoryEffect, 4> effects;
  iface->getEffects(op, effects);
  llvm::SmallDenseSet<Value, 4> allocated;
  for (const MemoryEffect &effect : effects)
    if (effect.kind == MemoryEffectKind::Allocate && effect.value &&
        effect.value.getDefiningOp() == op)
      allocated.insert(effect.value);
  return llvm::all_of(effects, [&](const MemoryEffect &effect) {
    if (effect.value && allocated.contains(effect.value))
      return true;
    return effect.kind == MemoryEffectKind::Read;
  });
}

/// `op` and, through RecursiveMemoryEffects, the ops nested in it.
static bool effectsAllowErasing(Operation *op) {
  if (!ownEffectsAllowErasing(op))
    return false;
  return !op->hasTrait(RecursiveMemoryEffects) ||
         allNestedOps(op, effectsAllowErasing);
}

bool terrace::wouldOpBeTriviallyDead(Operation *op) {
  if (op->hasTrait(IsTerminator) || op->hasTrait(SymbolTrait))
    return false;
  return effectsAllowErasing(op);
}

bool terrace::isOpTriviallyDead(Operation *op) {
  for (unsigned i = 0; i < op->getNumResults(); ++i)
    if (!op->getResult(i).use_empty())
      return false;
  return wouldOpBeTriviallyDead(op);
}

bool terrace::isSpeculatable(Operation *op) {
  if (op->hasTrait(Pure))
    return true;
  const auto *iface = getInterface<SpeculationInterface>(op);
  if (!iface)
    return false;
  switch (iface->getSpeculatability(op)) {
  case Speculatability::NotSpeculatable:
    return false;
  case Speculatability::Speculatable:
    return true;
  case Speculatability::RecursivelySpeculatable:
    return allNestedOps(op, isSpeculatable);
  }
  return false;
}

void terrace::addEffectOnOperand(Operation *op, unsigned index,
                                 MemoryEffectKind kind,
                                 llvm::SmallVectorImpl<MemoryEffect> &effects) {
  MemoryEffect effect{kind};
  effect.value = op->getOperand(index);
  effect.onFullRegion = kind == MemoryEffectKind::Free;
  effects.push_back(effect);
}

void terrace::addEffectOnResult(Operation *op, unsigned index,
                                MemoryEffectKind kind,
                                llvm::SmallVectorImpl<MemoryEffect> &effects,
                                const MemoryResource &resource, int stage) {
  MemoryEffect effect{kind, &resource};
  effect.value = op->getResult(index);
  effect.stage = stage;
  effect.onFullRegion = true;
  effects.push_back(effect);
}
