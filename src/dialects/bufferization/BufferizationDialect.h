//===- BufferizationDialect.h - Tensors meeting buffers -------------------===//
#pragma once

#include "ir/Dialect.h"

namespace terrace {

/// MLIR 22's bufferization dialect: the ops at the border between tensors
/// and buffers (to_tensor, to_buffer, materialize_in_destination), the
/// allocation of a tensor's future buffer (alloc_tensor), buffer clones
/// and ownership-based deallocation (dealloc). The passes that act on them
/// (one-shot bufferization, deallocation) live elsewhere.
class BufferizationDialect : public Dialect {
public:
  explicit BufferizationDialect(Context &ctx);
};

} // namespace terrace
