//===- OperationEquivalence.cpp - Whether two ops compute the same --------===//
#include "ir/OperationEquivalence.h"

#include "ir/Block.h"
#include "ir/Operation.h"
#include "ir/Region.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/STLExtras.h"

#include <algorithm>

using namespace terrace;

namespace {
/// Values inside the left op's regions and the right ones they stand for,
/// and the blocks likewise.
class Matcher {
public:
  explicit Matcher(bool ignoreLocations) : ignoreLocations(ignoreLocations) {}

  /// Commutative ops' operands are compared as sets at the top only:
  /// mlir-opt 22 compares the ops inside regions operand by operand.
  bool ops(Operation *lhs, Operation *rhs, bool sortCommutative) {
    if (lhs == rhs)
      return true;
    if (lhs->getName() != rhs->getName() ||
        lhs->getAttrDictionary() != rhs->getAttrDictionary() ||
        lhs->getProperties() != rhs->getProperties() ||
        lhs->getNumRegions() != rhs->getNumRegions() ||
        lhs->getNumSuccessors() != rhs->getNumSuccessors() ||
        lhs->getNumOperands() != rhs->getNumOperands() ||
        lhs->getNumResults() != rhs->getNumResults())
      return false;
    if (!ignoreLocations && lhs->getLoc() != rhs->getLoc())
      return false;
    llvm::SmallVector<Value, 4> left =
        operands(lhs, /*mapped=*/true, sortCommutative);
    llvm::SmallVector<Value, 4> right =
        operands(rhs, /*mapped=*/false, sortCommutative);
    for (auto [l, r] : llvm::zip_equal(left, right))
      if (l != r)
        return false;
    for (unsigned i = 0; i < lhs->getNumResults(); ++i) {
      if (lhs->getResult(i).getType() != rhs->getResult(i).getType())
        return false;
      values[lhs->getResult(i).getImpl()] = rhs->getResult(i);
    }
    for (auto [l, r] : llvm::zip_equal(lhs->getRegions(), rhs->getRegions()))
      if (!regions(l, r))
        return false;
    return true;
  }

private:
  /// The operands, those of the left op read through the mapping (a value
  /// of its regions stands for the right one's), sorted for commutative
  /// ops when asked so that both lists follow one order.
  llvm::SmallVector<Value, 4> operands(Operation *op, bool mapped,
                                       bool sortCommutative) {
    llvm::SmallVector<Value, 4> list;
    for (Value v : op->getOperands())
      list.push_back(mapped ? map(v) : v);
    if (sortCommutative && op->hasTrait(Commutative))
      std::sort(list.begin(), list.end(),
                [](Value a, Value b) { return a.getImpl() < b.getImpl(); });
    return list;
  }

  Value map(Value v) const {
    auto it = values.find(v.getImpl());
    return it == values.end() ? v : it->second;
  }

  bool regions(Region &lhs, Region &rhs) {
    if (llvm::range_size(lhs) != llvm::range_size(rhs))
      return false;
    for (auto [l, r] : llvm::zip_equal(lhs, rhs)) {
      if (!mapBlock(&l, &r) || l.getNumArguments() != r.getNumArguments())
        return false;
      for (unsigned i = 0; i < l.getNumArguments(); ++i) {
        Value la = l.getArgument(i), ra = r.getArgument(i);
        if (la.getType() != ra.getType() ||
            (!ignoreLocations && la.getLoc() != ra.getLoc()))
          return false;
        values[la.getImpl()] = ra;
      }
      if (llvm::range_size(l) != llvm::range_size(r))
        return false;
      for (auto [lo, ro] : llvm::zip_equal(l, r)) {
        if (!ops(&lo, &ro, /*sortCommutative=*/false))
          return false;
        for (unsigned i = 0; i < lo.getNumSuccessors(); ++i)
          if (!mapBlock(lo.getSuccessor(i), ro.getSuccessor(i)))
            return false;
      }
    }
    return true;
  }

  /// Pairs `l` with `r`, or checks that it was paired with it.
  bool mapBlock(Block *l, Block *r) {
    auto [it, inserted] = blocks.try_emplace(l, r);
    return it->second == r;
  }

  bool ignoreLocations;
  llvm::DenseMap<void *, Value> values;
  llvm::DenseMap<Block *, Block *> blocks;
};
} // namespace

bool terrace::isEquivalentTo(Operation *lhs, Operation *rhs,
                             bool ignoreLocations) {
  return Matcher(ignoreLocations).ops(lhs, rhs, /*sortCommutative=*/true);
}
