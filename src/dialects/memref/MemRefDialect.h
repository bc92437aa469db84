//===- MemRefDialect.h - The memref dialect: buffers ----------------------===//
#pragma once

#include "ir/Dialect.h"

namespace terrace {

/// MLIR 22's memref dialect: buffers in memory, their allocation, reads
/// and writes, views with offsets and strides, and globals.
class MemRefDialect : public Dialect {
public:
  explicit MemRefDialect(Context &ctx);
  /// Constants fold to arith.constant, as in MLIR.
  Operation *materializeConstant(OpBuilder &builder, Attribute value, Type type,
                                 Location loc) override;
};

} // namespace terrace
