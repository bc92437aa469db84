//===- IndexListSyntax.h - MLIR's custom<DynamicIndexList> ----------------===//
//
// Slices and reshapes spell mixed static/dynamic index lists as `[%a, 4,
// %b]`: an operand group for the dynamic entries and a dense i64 array
// property with every entry, kDynamic where an operand stands. The format
// directive `custom<DynamicIndexList>($values, $static_values)` prints and
// parses them; the helpers below read them back.
//
//===----------------------------------------------------------------------===//
#pragma once

#include "ir/OperationName.h"
#include "ir/ValueRange.h"
#include "rewrite/PatternMatch.h"

#include "llvm/ADT/SmallVector.h"

namespace terrace {
class Operation;

/// The directive, for an op's `customDirectives`.
extern const CustomDirective kDynamicIndexListDirective;

/// The entries of a dense i64 array property (empty when absent).
llvm::SmallVector<int64_t, 4> denseI64Values(Attribute attr);

/// A mixed list as MLIR's getMixedValues gives it: an index attribute per
/// static entry of `statics`, the next of `dynamic` per kDynamic one.
llvm::SmallVector<OpFoldResult, 4> getMixedValues(Attribute statics,
                                                  OperandRange dynamic);

} // namespace terrace
