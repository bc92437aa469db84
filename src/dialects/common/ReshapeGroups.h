//===- ReshapeGroups.h - Composing and finding reassociations -------------===//
//
// What tensor's and memref's expand_shape and collapse_shape patterns share
// (MLIR's ReshapeOpsUtils): the groups of two reshapes composed into one,
// and the groups that collapse one shape into another.
//
//===----------------------------------------------------------------------===//
#pragma once

#include "dialects/common/ShapeUtils.h"

#include "llvm/ADT/ArrayRef.h"

#include <optional>

namespace terrace {
class Context;

/// The reassociation attribute of `groups`: `[[0, 1], [2]]` (i64 indices).
Attribute reassociationAttr(Context &ctx, const ReassociationGroups &groups);

/// MLIR's composeReassociationIndices: the groups of two reshapes in the
/// same direction (expand of expand, collapse of collapse) as one; none
/// when they do not compose.
std::optional<ReassociationGroups>
composeReshapeGroups(const ReassociationGroups &first,
                     const ReassociationGroups &second);

/// MLIR's getReassociationIndicesForCollapse: groups that collapse `source`
/// into `target` (sizes may be dynamic), or none.
std::optional<ReassociationGroups>
reassociationForCollapse(llvm::ArrayRef<int64_t> source,
                         llvm::ArrayRef<int64_t> target);

/// Groups that collapse `source` into `result` through the groups of two
/// reshapes, group by group (ComposeExpandOfCollapseOp's
/// findCollapsingReassociation), or none.
std::optional<ReassociationGroups>
collapsingReassociation(const ReassociationGroups &sourceGroups,
                        const ReassociationGroups &resultGroups,
                        llvm::ArrayRef<int64_t> source,
                        llvm::ArrayRef<int64_t> result);

/// ComposeCollapseOfExpandOp's groups: each group of the lower-rank
/// reassociation as a union of whole groups of the higher-rank one (their
/// indices), or none.
std::optional<ReassociationGroups>
composeCollapseOfExpandGroups(const ReassociationGroups &higher,
                              const ReassociationGroups &lower);

} // namespace terrace
