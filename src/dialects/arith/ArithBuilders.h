//===- ArithBuilders.h - Making the arith ops other code makes most -------===//
//
// The index arithmetic that patterns and lowerings computing sizes and
// offsets write in every dialect, made one way.
//
//===----------------------------------------------------------------------===//
#pragma once

#include "ir/Location.h"
#include "ir/Value.h"

#include <cstdint>

namespace terrace {
class OpBuilder;
} // namespace terrace

namespace terrace::arith {

/// `arith.constant value : index` at `builder`'s insertion point.
Value createIndexConstant(OpBuilder &builder, Location loc, int64_t value);
/// `arith.muli lhs, rhs` at `builder`'s insertion point.
Value createMulI(OpBuilder &builder, Location loc, Value lhs, Value rhs);

} // namespace terrace::arith
