//===- ReshapeGroups.cpp - Composing and finding reassociations -----------===//
#include "dialects/common/ReshapeGroups.h"

#include "ir/Attributes.h"
#include "ir/Types.h"

#include "llvm/ADT/STLExtras.h"

using namespace terrace;

Attribute terrace::reassociationAttr(Context &ctx,
                                     const ReassociationGroups &groups) {
  Type i64 = IntegerType::get(ctx, 64);
  llvm::SmallVector<Attribute, 4> outer;
  for (const auto &group : groups) {
    llvm::SmallVector<Attribute, 4> inner;
    for (int64_t i : group)
      inner.push_back(IntegerAttr::get(i64, i));
    outer.push_back(ArrayAttr::get(ctx, inner));
  }
  return ArrayAttr::get(ctx, outer);
}

/// MLIR's composeReassociationIndices: the groups of two reshapes in the
/// same direction, as one.
std::optional<ReassociationGroups>
terrace::composeReshapeGroups(const ReassociationGroups &first,
                              const ReassociationGroups &second) {
  if (first.size() == second.size())
    return std::nullopt;
  const ReassociationGroups &producer =
      first.size() > second.size() ? first : second;
  const ReassociationGroups &consumer =
      first.size() > second.size() ? second : first;
  size_t total = 0;
  for (const auto &group : consumer)
    total += group.size();
  if (consumer.empty())
    return ReassociationGroups();
  if (producer.size() != total)
    return std::nullopt;
  ReassociationGroups composed;
  for (const auto &group : consumer) {
    composed.emplace_back();
    for (int64_t k : group)
      llvm::append_range(composed.back(), producer[size_t(k)]);
  }
  return composed;
}

namespace {
/// A run of source dimensions [left, right], as MLIR's
/// ReassociationIndexRange.
struct DimRange {
  int64_t left = 0, right = 0;
  bool valid() const { return left >= 0 && left <= right; }
  bool within(const DimRange &outer) const {
    return left >= outer.left && right <= outer.right;
  }
  int64_t size() const { return right - left + 1; }
};
} // namespace

/// The first run from `start` that holds a dynamic size; greedily, every
/// dimension after it too.
static std::optional<DimRange> rangeForDynamic(llvm::ArrayRef<int64_t> shape,
                                               int64_t start, bool greedy) {
  DimRange all{0, int64_t(shape.size()) - 1};
  DimRange it{start, start};
  if (!it.within(all))
    return std::nullopt;
  DimRange result = it;
  bool found = false;
  for (; it.within(all); ++it.right) {
    if (found && !greedy)
      break;
    if (shape[size_t(it.right)] == kDynamic)
      found = true;
    result = it;
  }
  if (!found)
    return std::nullopt;
  return result;
}

/// The first run of static sizes from `start` whose product is `target`;
/// greedily, with the unit dimensions after it.
static std::optional<DimRange> rangeForSize(llvm::ArrayRef<int64_t> shape,
                                            int64_t start, int64_t target,
                                            bool greedy) {
  DimRange all{0, int64_t(shape.size()) - 1};
  DimRange it{start, start};
  if (!it.within(all))
    return std::nullopt;
  DimRange result = it;
  int64_t product = 1;
  bool reached = false;
  while (it.within(all)) {
    int64_t size = shape[size_t(it.right)];
    if (reached && !greedy)
      break;
    if (size == kDynamic) {
      if (reached)
        break;
      // A static target size cannot take a dynamic one: start again after.
      product = 1;
      result = it = DimRange{it.right + 1, it.right + 1};
      continue;
    }
    product *= size;
    if (product > target && reached)
      break;
    // Past the target without meeting it: drop dimensions from the front.
    while (product > target && it.size() != 1) {
      product /= shape[size_t(it.left)];
      ++it.left;
    }
    result = it;
    if (product == target)
      reached = true;
    ++it.right;
  }
  if (!reached)
    return std::nullopt;
  return result;
}

/// MLIR's findReassociationRangesForCollapse, left to right: one run of
/// source dimensions per target dimension, the last one greedy; skipped
/// dimensions go to a dynamic target dimension just before.
static std::optional<llvm::SmallVector<DimRange, 4>>
rangesForCollapse(llvm::ArrayRef<int64_t> source,
                  llvm::ArrayRef<int64_t> target) {
  DimRange all{0, int64_t(source.size()) - 1};
  llvm::SmallVector<DimRange, 4> ranges;
  std::optional<int64_t> previousTarget;
  int64_t next = 0;
  for (size_t t = 0; t < target.size(); ++t) {
    bool greedy = t + 1 == target.size();
    std::optional<DimRange> range =
        target[t] == kDynamic ? rangeForDynamic(source, next, greedy)
                              : rangeForSize(source, next, target[t], greedy);
    if (!range || !range->valid() || !range->within(all))
      return std::nullopt;
    if (range->left > next) {
      if (!previousTarget || *previousTarget != kDynamic)
        return std::nullopt;
      ranges.back().right = range->left - 1;
    }
    previousTarget = target[t];
    next = range->right + 1;
    ranges.push_back(*range);
  }
  if (ranges.back().right < all.right)
    return std::nullopt;
  return ranges;
}

/// The same, scanning from the right.
static std::optional<llvm::SmallVector<DimRange, 4>>
rangesForCollapseFromRight(llvm::ArrayRef<int64_t> source,
                           llvm::ArrayRef<int64_t> target) {
  llvm::SmallVector<int64_t, 4> reversedSource(llvm::reverse(source));
  llvm::SmallVector<int64_t, 4> reversedTarget(llvm::reverse(target));
  auto ranges = rangesForCollapse(reversedSource, reversedTarget);
  if (!ranges)
    return std::nullopt;
  int64_t last = int64_t(source.size()) - 1;
  for (DimRange &range : *ranges) {
    if (!range.valid())
      return std::nullopt;
    range = DimRange{last - range.right, last - range.left};
  }
  std::reverse(ranges->begin(), ranges->end());
  return ranges;
}

/// MLIR's getReassociationIndicesForCollapse: how `source` collapses into
/// `target`, when the scans from both ends agree up to unit dimensions.
std::optional<ReassociationGroups>
terrace::reassociationForCollapse(llvm::ArrayRef<int64_t> source,
                                  llvm::ArrayRef<int64_t> target) {
  if (source.size() <= target.size())
    return std::nullopt;
  if (target.empty()) {
    // MLIR answers one group of every dimension here.
    ReassociationGroups groups(1);
    for (size_t i = 0; i < source.size(); ++i) {
      if (source[i] != 1 && source[i] != kDynamic)
        return std::nullopt;
      groups[0].push_back(int64_t(i));
    }
    return groups;
  }
  auto forward = rangesForCollapse(source, target);
  if (!forward)
    return std::nullopt;
  auto backward = rangesForCollapseFromRight(source, target);
  if (!backward || forward->size() != target.size() ||
      backward->size() != target.size())
    return std::nullopt;
  ReassociationGroups groups;
  for (size_t t = 0; t < target.size(); ++t) {
    DimRange a = (*forward)[t], b = (*backward)[t];
    // The two runs must overlap, and may differ only in unit dimensions.
    int64_t overlap = std::max<int64_t>(0, std::min(a.right, b.right) -
                                               std::max(a.left, b.left) + 1);
    if (overlap == 0)
      return std::nullopt;
    for (int64_t i = std::min(a.left, b.left); i <= std::max(a.right, b.right);
         ++i) {
      bool inA = i >= a.left && i <= a.right, inB = i >= b.left && i <= b.right;
      if (inA != inB && source[size_t(i)] != 1)
        return std::nullopt;
    }
    groups.emplace_back();
    for (int64_t i = a.left; i <= a.right; ++i)
      groups.back().push_back(i);
  }
  return groups;
}

/// ReassociationGroups that collapse `source` into `result` through the groups
/// of two reshapes, group by group (ComposeExpandOfCollapseOp's
/// findCollapsingReassociation).
std::optional<ReassociationGroups>
terrace::collapsingReassociation(const ReassociationGroups &sourceGroups,
                                 const ReassociationGroups &resultGroups,
                                 llvm::ArrayRef<int64_t> source,
                                 llvm::ArrayRef<int64_t> result) {
  if (sourceGroups.empty())
    return reassociationForCollapse(source, result);
  ReassociationGroups composed;
  for (auto [sourceGroup, resultGroup] :
       llvm::zip(sourceGroups, resultGroups)) {
    auto sourceSub =
        source.slice(size_t(sourceGroup.front()), sourceGroup.size());
    auto resultSub =
        result.slice(size_t(resultGroup.front()), resultGroup.size());
    if (llvm::count(sourceSub, kDynamic) >= 2 &&
        llvm::count(resultSub, kDynamic) >= 2)
      return std::nullopt;
    if (sourceSub.size() == resultSub.size()) {
      if (sourceSub != resultSub)
        return std::nullopt;
      for (size_t i = 0; i < sourceSub.size(); ++i)
        composed.push_back({sourceGroup.front() + int64_t(i)});
      continue;
    }
    std::optional<ReassociationGroups> sub =
        reassociationForCollapse(sourceSub, resultSub);
    if (!sub)
      return std::nullopt;
    for (const auto &group : *sub) {
      composed.emplace_back();
      for (int64_t i : group)
        composed.back().push_back(sourceGroup.front() + i);
    }
  }
  return composed;
}

std::optional<ReassociationGroups>
terrace::composeCollapseOfExpandGroups(const ReassociationGroups &higher,
                                       const ReassociationGroups &lower) {
  size_t next = 0;
  ReassociationGroups composed;
  for (const auto &lowerGroup : lower) {
    composed.emplace_back();
    while (next < higher.size()) {
      int64_t rightmost = higher[next].back();
      if (rightmost > lowerGroup.back())
        return std::nullopt;
      composed.back().push_back(int64_t(next++));
      if (rightmost == lowerGroup.back())
        break;
    }
  }
  return composed;
}
