//===- BlockMerging.cpp - The aggressive half of region simplification ----===//
#include "rewrite/BlockMerging.h"
#include "interfaces/OpInterfaces.h"
#include "ir/Region.h"

#include "llvm/ADT/MapVector.h"
#include "llvm/ADT/SetVector.h"

#include <set>

using namespace terrace;

namespace {

/// The edges into `block`: the terminator and which of its successors.
llvm::SmallVector<std::pair<Operation *, unsigned>, 4>
predecessorEdges(Block *block) {
  llvm::SmallVector<std::pair<Operation *, unsigned>, 4> edges;
  for (BlockOperand *use = block->getFirstUse(); use; use = use->getNextUse()) {
    Operation *term = use->getOwner();
    for (unsigned s = 0; s < term->getNumSuccessors(); ++s)
      if (&term->getBlockOperands()[s] == use)
        edges.push_back({term, s});
  }
  return edges;
}

llvm::SmallVector<Value, 4> successorOperands(Operation *term, unsigned index) {
  auto [start, size] =
      getInterface<BranchOpInterface>(term)->successorOperands(term, index);
  llvm::SmallVector<Value, 4> values;
  for (unsigned i = start; i < start + size; ++i)
    values.push_back(term->getOperand(i));
  return values;
}

bool isBranch(Operation *term) {
  const BranchOpInterface *branch = getInterface<BranchOpInterface>(term);
  return branch && branch->setSuccessorOperands;
}

/// Whether a result of `op` is used by an op outside `block` (its nested
/// regions count as outside, as in MLIR).
bool isUsedOutsideOfBlock(Operation *op, Block *block) {
  for (unsigned i = 0; i < op->getNumResults(); ++i)
    for (OpOperand *use = op->getResult(i).getFirstUse(); use;
         use = use->getNextUse())
      if (use->getOwner()->getBlock() != block)
        return true;
  return false;
}

/// The position of a value defined in `block` among the block's values
/// (arguments first, then results in op order).
unsigned orderOf(Value value) {
  if (value.isBlockArgument())
    return value.getImpl()->index;
  Operation *def = value.getDefiningOp();
  Block *block = def->getBlock();
  unsigned order = block->getNumArguments();
  for (Operation &op : *block) {
    if (&op == def)
      return order + value.getImpl()->index;
    order += op.getNumResults();
  }
  return order;
}

/// MLIR's OperationEquivalence with values ignored and locations too.
bool equivalentShape(Operation *a, Operation *b) {
  if (a->getName() != b->getName() ||
      a->getAttrDictionary() != b->getAttrDictionary() ||
      a->getProperties() != b->getProperties() ||
      a->getNumRegions() != b->getNumRegions() ||
      a->getNumSuccessors() != b->getNumSuccessors() ||
      a->getNumOperands() != b->getNumOperands() ||
      a->getNumResults() != b->getNumResults())
    return false;
  for (unsigned i = 0; i < a->getNumOperands(); ++i)
    if (a->getOperand(i).getType() != b->getOperand(i).getType())
      return false;
  for (unsigned i = 0; i < a->getNumResults(); ++i)
    if (a->getResult(i).getType() != b->getResult(i).getType())
      return false;
  return true;
}

/// Blocks to merge into a leader, and the (op, operand) positions where
/// they differ (those become arguments).
struct Cluster {
  Block *leader;
  llvm::SmallSetVector<Block *, 1> blocks;
  std::set<std::pair<unsigned, unsigned>> operands;

  bool tryAdd(Block *block) {
    if (leader->getNumArguments() != block->getNumArguments())
      return false;
    for (unsigned i = 0; i < leader->getNumArguments(); ++i)
      if (leader->getArgument(i).getType() != block->getArgument(i).getType())
        return false;
    llvm::SmallVector<std::pair<unsigned, unsigned>, 8> mismatched;
    auto l = leader->begin(), r = block->begin();
    unsigned opIndex = 0;
    for (; l != leader->end() && r != block->end(); ++l, ++r, ++opIndex) {
      if (!equivalentShape(&*l, &*r))
        return false;
      for (unsigned i = 0; i < l->getNumOperands(); ++i) {
        Value lv = l->getOperand(i), rv = r->getOperand(i);
        if (lv == rv)
          continue;
        bool lIn = lv.getParentBlock() == leader;
        bool rIn = rv.getParentBlock() == block;
        if (lIn != rIn)
          return false;
        if (!lIn) {
          // A value made by a predecessor's terminator cannot be passed
          // along that terminator's own edge.
          auto valid = [](Block *b, Value v) {
            Operation *def = v.getDefiningOp();
            if (!def || def != &def->getBlock()->back())
              return true;
            return !llvm::is_contained(b->getPredecessors(), def->getBlock());
          };
          if (!valid(leader, lv) || !valid(block, rv))
            return false;
          mismatched.push_back({opIndex, i});
          continue;
        }
        if (orderOf(lv) != orderOf(rv))
          return false;
      }
      if (isUsedOutsideOfBlock(&*r, block) || isUsedOutsideOfBlock(&*l, leader))
        return false;
    }
    if (l != leader->end() || r != block->end())
      return false;
    operands.insert(mismatched.begin(), mismatched.end());
    blocks.insert(block);
    return true;
  }

  bool canUpdatePredecessors(Block *block) const {
    for (auto [term, index] : predecessorEdges(block))
      if (!isBranch(term))
        return false;
    return true;
  }

  bool merge(PatternRewriter &rewriter) {
    if (blocks.empty())
      return false;
    if (!operands.empty()) {
      if (!canUpdatePredecessors(leader) ||
          !llvm::all_of(blocks,
                        [&](Block *b) { return canUpdatePredecessors(b); }))
        return false;
      llvm::SmallVector<Block *, 4> all{leader};
      all.append(blocks.begin(), blocks.end());
      llvm::SmallVector<llvm::SmallVector<Value, 8>, 2> newArguments(
          all.size(), llvm::SmallVector<Value, 8>(operands.size()));
      unsigned numOldArguments = leader->getNumArguments();
      unsigned k = 0;
      for (auto [opIndex, operandIndex] : operands) {
        for (unsigned i = 0; i < all.size(); ++i) {
          Operation &op = *std::next(all[i]->begin(), opIndex);
          Value old = op.getOperand(operandIndex);
          newArguments[i][k] = old;
          if (i == 0)
            op.setOperand(operandIndex,
                          leader->addArgument(old.getType(), old.getLoc()));
        }
        ++k;
      }
      newArguments = pruneRedundant(newArguments, rewriter, numOldArguments);
      for (unsigned i = 0; i < all.size(); ++i)
        for (auto [term, index] : predecessorEdges(all[i])) {
          llvm::SmallVector<Value, 8> values = successorOperands(term, index);
          values.append(newArguments[i].begin(), newArguments[i].end());
          getInterface<BranchOpInterface>(term)->setSuccessorOperands(
              term, index, values);
          rewriter.notifyModified(term);
        }
    }
    for (Block *block : blocks) {
      while (BlockOperand *use = block->getFirstUse()) {
        Operation *term = use->getOwner();
        use->set(leader);
        rewriter.notifyModified(term);
      }
      rewriter.eraseBlock(block);
    }
    return true;
  }

  /// Drops new arguments that repeat an earlier one in every list.
  llvm::SmallVector<llvm::SmallVector<Value, 8>, 2>
  pruneRedundant(const llvm::SmallVector<llvm::SmallVector<Value, 8>, 2> &lists,
                 PatternRewriter &rewriter, unsigned numOldArguments) {
    unsigned numArgs = lists[0].size();
    llvm::DenseMap<unsigned, unsigned> replacement;
    llvm::DenseMap<Value, unsigned> first;
    for (unsigned j = 0; j < numArgs; ++j)
      first.try_emplace(lists[0][j], j);
    for (unsigned j = 0; j < numArgs; ++j) {
      unsigned k = first[lists[0][j]];
      if (k == j)
        continue;
      bool same = true;
      for (unsigned i = 1; i < lists.size(); ++i)
        same = same && lists[i][k] == lists[i][j];
      if (same)
        replacement[j] = k;
    }
    llvm::SmallVector<llvm::SmallVector<Value, 8>, 2> pruned(lists.size());
    for (unsigned i = 0; i < lists.size(); ++i)
      for (unsigned j = 0; j < numArgs; ++j)
        if (!replacement.count(j))
          pruned[i].push_back(lists[i][j]);
    llvm::SmallVector<unsigned, 4> toErase;
    for (unsigned j = 0; j < numArgs; ++j)
      if (auto it = replacement.find(j); it != replacement.end()) {
        rewriter.replaceAllUsesWith(
            leader->getArgument(numOldArguments + j),
            leader->getArgument(numOldArguments + it->second));
        toErase.push_back(numOldArguments + j);
      }
    for (unsigned index : llvm::reverse(toErase))
      leader->eraseArgument(index);
    return pruned;
  }
};

bool mergeInRegion(PatternRewriter &rewriter, Region &region) {
  if (region.empty() || region.hasOneBlock())
    return false;
  // Blocks but the entry, grouped by the successors they branch to.
  llvm::MapVector<llvm::SmallVector<Block *, 2>, llvm::SmallVector<Block *, 1>>
      bySuccessors;
  for (Block &block : llvm::drop_begin(region)) {
    llvm::SmallVector<Block *, 2> succs;
    if (!block.empty())
      for (unsigned i = 0; i < block.back().getNumSuccessors(); ++i)
        succs.push_back(block.back().getSuccessor(i));
    bySuccessors[succs].push_back(&block);
  }
  bool merged = false;
  for (auto &entry : bySuccessors) {
    llvm::SmallVector<Block *, 1> &group = entry.second;
    if (group.size() == 1)
      continue;
    llvm::SmallVector<Cluster, 1> clusters;
    for (Block *block : group) {
      bool hasRegions = llvm::any_of(*block, [](Operation &op) {
        return llvm::any_of(op.getRegions(),
                            [](Region &r) { return !r.empty(); });
      });
      if (hasRegions)
        continue;
      bool argUsedOutside = false;
      for (unsigned i = 0; i < block->getNumArguments(); ++i)
        for (OpOperand *use = block->getArgument(i).getFirstUse(); use;
             use = use->getNextUse())
          argUsedOutside |= use->getOwner()->getBlock() != block;
      if (argUsedOutside)
        continue;
      bool added = false;
      for (Cluster &cluster : clusters)
        if ((added = cluster.tryAdd(block)))
          break;
      if (!added)
        clusters.push_back(Cluster{block, {}, {}});
    }
    for (Cluster &cluster : clusters)
      merged |= cluster.merge(rewriter);
  }
  return merged;
}

bool dropInBlock(PatternRewriter &rewriter, Block &block) {
  llvm::SmallVector<unsigned, 4> toErase;
  auto edges = predecessorEdges(&block);
  for (unsigned a = 0; a < block.getNumArguments(); ++a) {
    Value arg = block.getArgument(a);
    Value common;
    bool same = true;
    for (auto [term, index] : edges) {
      if (!isBranch(term)) {
        same = false;
        break;
      }
      Value passed = successorOperands(term, index)[a];
      if (!common) {
        common = passed;
        continue;
      }
      if (passed != common) {
        same = false;
        break;
      }
    }
    if (common && same && common != arg) {
      toErase.push_back(a);
      rewriter.replaceAllUsesWith(arg, common);
    }
  }
  for (unsigned a : llvm::reverse(toErase)) {
    block.eraseArgument(a);
    for (auto [term, index] : edges) {
      llvm::SmallVector<Value, 8> values = successorOperands(term, index);
      values.erase(values.begin() + a);
      getInterface<BranchOpInterface>(term)->setSuccessorOperands(term, index,
                                                                  values);
    }
  }
  return !toErase.empty();
}

} // namespace

bool terrace::mergeIdenticalBlocks(PatternRewriter &rewriter, Region &region) {
  llvm::SmallSetVector<Region *, 4> worklist;
  worklist.insert(&region);
  bool changed = false;
  while (!worklist.empty()) {
    Region *next = worklist.pop_back_val();
    if (mergeInRegion(rewriter, *next)) {
      worklist.insert(next);
      changed = true;
    }
    for (Block &block : *next)
      for (Operation &op : block)
        for (Region &nested : op.getRegions())
          worklist.insert(&nested);
  }
  return changed;
}

bool terrace::dropRedundantArguments(PatternRewriter &rewriter,
                                     Region &region) {
  llvm::SmallSetVector<Region *, 4> worklist;
  worklist.insert(&region);
  bool changed = false;
  while (!worklist.empty()) {
    Region *next = worklist.pop_back_val();
    for (Block &block : *next) {
      changed |= dropInBlock(rewriter, block);
      for (Operation &op : block)
        for (Region &nested : op.getRegions())
          worklist.insert(&nested);
    }
  }
  return changed;
}
