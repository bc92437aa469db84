//===- ShapeUtils.cpp - Slices and reshapes, for tensors and buffers ------===//
#include "dialects/common/ShapeUtils.h"
#include "dialects/common/IndexListSyntax.h"

#include "ir/Attributes.h"
#include "ir/Diagnostics.h"
#include "ir/OpSignature.h"
#include "ir/Operation.h"

#include "llvm/ADT/STLExtras.h"

using namespace terrace;
using llvm::failure;
using llvm::success;

const TypedAttrConstraint<ArrayAttr> terrace::kReassociationProperty = {
    {"Array of 64-bit integer array attributes", [](Attribute a) {
       auto groups = llvm::dyn_cast<ArrayAttr>(a);
       return groups && llvm::all_of(groups.getValue(), [](Attribute g) {
                auto group = llvm::dyn_cast<ArrayAttr>(g);
                return group && llvm::all_of(group.getValue(), [](Attribute i) {
                         auto index = llvm::dyn_cast<IntegerAttr>(i);
                         return index && index.getType().isSignlessInteger() &&
                                index.getType().getIntOrFloatBitWidth() == 64;
                       });
              });
     }}};

ReassociationGroups terrace::reassociationGroups(Attribute attr) {
  ReassociationGroups groups;
  if (auto array = llvm::dyn_cast_if_present<ArrayAttr>(attr))
    for (Attribute g : array.getValue()) {
      groups.emplace_back();
      if (auto group = llvm::dyn_cast<ArrayAttr>(g))
        for (Attribute i : group.getValue())
          if (auto index = llvm::dyn_cast<IntegerAttr>(i))
            groups.back().push_back(index.getInt());
    }
  return groups;
}

std::optional<llvm::SmallVector<bool, 4>>
terrace::rankReductionMask(llvm::ArrayRef<int64_t> original,
                           llvm::ArrayRef<int64_t> reduced, bool matchDynamic) {
  llvm::SmallVector<bool, 4> dropped(original.size(), false);
  size_t r = 0;
  for (size_t i = 0; i < original.size(); ++i) {
    int64_t o = original[i];
    if (matchDynamic && r < reduced.size() && o != 1 &&
        (reduced[r] == kDynamic || o == kDynamic)) {
      ++r;
      continue;
    }
    if (r < reduced.size() && o == reduced[r]) {
      ++r;
      continue;
    }
    dropped[i] = true;
    if (o != 1)
      return std::nullopt;
  }
  if (r != reduced.size())
    return std::nullopt;
  return dropped;
}

std::optional<SliceOutOfBounds> terrace::findSliceOutOfBounds(
    llvm::ArrayRef<int64_t> shape, llvm::ArrayRef<int64_t> offsets,
    llvm::ArrayRef<int64_t> sizes, llvm::ArrayRef<int64_t> strides) {
  for (size_t i = 0; i < shape.size() && i < offsets.size(); ++i) {
    if (shape[i] == kDynamic || offsets[i] == kDynamic)
      continue;
    if (offsets[i] >= shape[i])
      return SliceOutOfBounds{unsigned(i), true, offsets[i]};
    if (sizes[i] == kDynamic || strides[i] == kDynamic)
      continue;
    int64_t last = offsets[i] + (sizes[i] - 1) * strides[i];
    if (last >= shape[i])
      return SliceOutOfBounds{unsigned(i), false, last};
  }
  return std::nullopt;
}

LogicalResult terrace::verifyInBoundsSlice(Operation *op,
                                           llvm::ArrayRef<int64_t> shape,
                                           llvm::ArrayRef<int64_t> offsets,
                                           llvm::ArrayRef<int64_t> sizes,
                                           llvm::ArrayRef<int64_t> strides) {
  std::optional<SliceOutOfBounds> out =
      findSliceOutOfBounds(shape, offsets, sizes, strides);
  if (!out)
    return success();
  int64_t size = shape[out->dim];
  if (out->offsetOut)
    return op->emitError("offset ")
           << llvm::Twine(out->dim)
           << " is out-of-bounds: " << llvm::Twine(out->position)
           << " >= " << llvm::Twine(size);
  return op->emitError("slice along dimension ")
         << llvm::Twine(out->dim)
         << " runs out-of-bounds: " << llvm::Twine(out->position)
         << " >= " << llvm::Twine(size);
}

/// How many operands the group `name` of `op` holds.
static size_t groupSize(Operation *op, llvm::StringRef name) {
  const OpSignature &sig = *op->getName().getDefinition()->signature;
  int group = findValueGroup(sig, /*results=*/false, name);
  return group < 0 ? 0 : getValueGroup(op, false, unsigned(group)).second;
}

LogicalResult
terrace::verifyOffsetSizeAndStride(Operation *op,
                                   std::array<unsigned, 3> maxRanks) {
  auto offsets = denseI64Values(op->getInherentAttr("static_offsets"));
  auto sizes = denseI64Values(op->getInherentAttr("static_sizes"));
  auto strides = denseI64Values(op->getInherentAttr("static_strides"));
  // MLIR checks the operands against the dynamic entries first, sizes,
  // strides, then offsets.
  auto dynamicCount = [&](llvm::ArrayRef<int64_t> statics, const char *name) {
    size_t values = groupSize(op, std::string(name) + "s");
    auto expected = size_t(llvm::count(statics, kDynamic));
    if (values == expected)
      return success();
    return LogicalResult(op->emitError("expected the number of '")
                         << name << "s' to match the number of dynamic "
                         << "entries in 'static_" << name << "s' ("
                         << llvm::Twine(unsigned(values)) << " vs "
                         << llvm::Twine(unsigned(expected)) << ")");
  };
  if (failed(dynamicCount(sizes, "size")) ||
      failed(dynamicCount(strides, "stride")) ||
      failed(dynamicCount(offsets, "offset")))
    return failure();
  // A single offset is allowed where one is the most there can be
  // (reinterpret_cast); otherwise the lists have one rank.
  if (!(offsets.size() == 1 && maxRanks[0] == 1) &&
      offsets.size() != sizes.size())
    return op->emitError("expected mixed offsets rank to match mixed sizes "
                         "rank (")
           << llvm::Twine(unsigned(offsets.size())) << " vs "
           << llvm::Twine(unsigned(sizes.size()))
           << ") so the rank of the result type is well-formed.";
  if (sizes.size() != strides.size())
    return op->emitError("expected mixed sizes rank to match mixed strides "
                         "rank (")
           << llvm::Twine(unsigned(sizes.size())) << " vs "
           << llvm::Twine(unsigned(strides.size()))
           << ") so the rank of the result type is well-formed.";
  auto count = [&](llvm::ArrayRef<int64_t> values, unsigned rank,
                   const char *what) {
    if (values.size() == rank)
      return success();
    return LogicalResult(op->emitError("expected ")
                         << llvm::Twine(rank) << " " << what << " values, got "
                         << llvm::Twine(unsigned(values.size())));
  };
  if (failed(count(offsets, maxRanks[0], "offset")) ||
      failed(count(sizes, maxRanks[1], "size")) ||
      failed(count(strides, maxRanks[2], "stride")))
    return failure();
  for (auto [list, name] :
       {std::pair(&offsets, "offsets"), std::pair(&sizes, "sizes")})
    for (int64_t value : *list)
      if (value < 0 && value != kDynamic)
        return op->emitError("expected ")
               << name << " to be non-negative, but got " << llvm::Twine(value);
  return success();
}
