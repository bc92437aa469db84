//===- ReconcileUnrealizedCasts.cpp - Removing conversion casts -----------===//
//
// `reconcile-unrealized-casts`: a chain of `builtin.unrealized_conversion_cast`
// ops that ends with the types it started from is replaced by its start,
// and casts nobody uses are erased. Casts that cannot be reconciled stay.
//
//===----------------------------------------------------------------------===//
#include "conversions/Passes.h"
#include "dialects/builtin/BuiltinOps.h"
#include "ir/Block.h"
#include "ir/Region.h"

#include "llvm/ADT/STLExtras.h"

using namespace terrace;

namespace {
bool isCast(Operation *op) {
  return op && llvm::isa<builtin::UnrealizedConversionCastOp>(op);
}

/// The cast whose results are exactly `values`, in order, or null.
Operation *castProducing(ValueRange values) {
  if (values.empty())
    return nullptr;
  Operation *producer = values.front().getDefiningOp();
  if (!isCast(producer) || producer->getNumResults() != values.size())
    return nullptr;
  for (unsigned i = 0; i < values.size(); ++i)
    if (producer->getResult(i) != values[i])
      return nullptr;
  return producer;
}

bool sameTypes(ValueRange values, TypeRange types) {
  if (values.size() != types.size())
    return false;
  for (unsigned i = 0; i < values.size(); ++i)
    if (values[i].getType() != types[i])
      return false;
  return true;
}

class ReconcileUnrealizedCasts : public PassBase<ReconcileUnrealizedCasts> {
public:
  ReconcileUnrealizedCasts()
      : PassBase("reconcile-unrealized-casts", "ReconcileUnrealizedCastsPass") {
  }

  void runOnOperation() override {
    llvm::SmallVector<Operation *, 16> casts;
    getOperation()->walk([&](Operation *op) {
      if (isCast(op))
        casts.push_back(op);
    });
    // Users of a chain that comes back to its starting types use the start.
    for (Operation *cast : casts) {
      llvm::SmallVector<Type, 2> resultTypes = cast->getResultTypes();
      llvm::SmallVector<Value, 2> inputs = cast->getOperands();
      while (Operation *producer = castProducing(inputs)) {
        inputs = producer->getOperands();
        if (sameTypes(inputs, resultTypes)) {
          for (unsigned i = 0; i < inputs.size(); ++i)
            cast->getResult(i).replaceAllUsesWith(inputs[i]);
          break;
        }
      }
    }
    // Dead casts go, users first, so a chain dies whole.
    for (Operation *cast : llvm::reverse(casts)) {
      bool dead = true;
      for (unsigned i = 0; i < cast->getNumResults(); ++i)
        dead &= cast->getResult(i).use_empty();
      if (dead)
        cast->erase();
    }
  }
};
} // namespace

std::unique_ptr<Pass> terrace::createReconcileUnrealizedCastsPass() {
  return std::make_unique<ReconcileUnrealizedCasts>();
}
