//===- SymbolDCE.cpp - Remove symbols nothing can reach -------------------===//
//
// MLIR's symbol-dce: in every symbol table under the op, a private or
// nested-visibility symbol is dead unless a live op refers to it. Liveness
// flows from the symbols that are visible outside and from every op that is not
// a symbol, through the symbol references in attributes, until nothing changes;
// dead symbols are erased.
//
//===----------------------------------------------------------------------===//
#include "ir/Block.h"
#include "ir/Diagnostics.h"
#include "ir/Operation.h"
#include "ir/Region.h"
#include "ir/SymbolTable.h"
#include "transforms/Passes.h"

#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/SetVector.h"

using namespace terrace;

namespace {
using symbol_table::forEachSymbolRef;
using symbol_table::getVisibility;

bool isSymbol(Operation *op) {
  return op->hasTrait(SymbolTrait) && symbol_table::getSymbolName(op);
}

class SymbolDCE : public PassBase<SymbolDCE> {
public:
  SymbolDCE() : PassBase("symbol-dce", "SymbolDCE") {
    statistic("num-dce'd", "Number of symbols DCE'd", numDCE);
  }

  void runOnOperation() override {
    Operation *root = getOperation();
    if (!root->hasTrait(SymbolTableTrait)) {
      root->emitOpError("symbol-dce expects an op with a symbol table");
      signalPassFailure();
      return;
    }
    // Seed: every op that is not a discardable symbol is live.
    llvm::DenseSet<Operation *> live;
    llvm::SetVector<Operation *> worklist;
    collectRoots(root, live, worklist);
    // Propagate through the references of live ops (and what they contain).
    while (!worklist.empty()) {
      Operation *op = worklist.pop_back_val();
      op->walk([&](Operation *inner) {
        auto visit = [&](SymbolRefAttr ref) {
          Operation *target = symbol_table::lookupNearestSymbolFrom(inner, ref);
          if (target && live.insert(target).second)
            worklist.insert(target);
        };
        forEachSymbolRef(inner->getProperties(), visit);
        forEachSymbolRef(inner->getAttrDictionary(), visit);
      });
    }
    eraseDead(root, live);
  }

private:
  /// Marks the ops of `table`'s body that are live by themselves: ops that
  /// are not symbols, and symbols visible outside.
  void collectRoots(Operation *table, llvm::DenseSet<Operation *> &live,
                    llvm::SetVector<Operation *> &worklist) {
    for (Region &region : table->getRegions())
      for (Block &block : region)
        for (Operation &op : block) {
          bool discardable = isSymbol(&op) && getVisibility(&op) != "public";
          if (!discardable && live.insert(&op).second)
            worklist.insert(&op);
          if (op.hasTrait(SymbolTableTrait))
            collectRoots(&op, live, worklist);
        }
  }

  void eraseDead(Operation *table, const llvm::DenseSet<Operation *> &live) {
    for (Region &region : table->getRegions())
      for (Block &block : region)
        for (Operation &op : llvm::make_early_inc_range(block)) {
          if (isSymbol(&op) && !live.count(&op)) {
            op.erase();
            ++numDCE;
            continue;
          }
          if (op.hasTrait(SymbolTableTrait))
            eraseDead(&op, live);
        }
  }

  uint64_t numDCE = 0;
};
} // namespace

std::unique_ptr<Pass> terrace::createSymbolDCEPass() {
  return std::make_unique<SymbolDCE>();
}
