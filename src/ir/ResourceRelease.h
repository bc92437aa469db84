//===- ResourceRelease.h - Dropping weights no op refers to any more ------===//
//
// Resource blobs (`dense_resource<key>`, ir/ResourceBlob.h) live in the
// context by name. When the ops that used a blob are gone (a folded or
// erased constant, a pruned model), nothing else lets it go: this does.
// Large weights belong in resources for this reason; uniqued dense
// elements live as long as their context.
//
//===----------------------------------------------------------------------===//
#pragma once

#include "llvm/ADT/ArrayRef.h"

#include <cstddef>

namespace terrace {
class Context;
class Operation;

/// Drops from `ctx` the resource blobs that no op under `roots` refers to
/// (through `dense_resource<key>` in its attributes, nested in arrays and
/// dictionaries included). A blob's bytes are freed once no other handle
/// holds them. Returns how many blobs were dropped.
size_t releaseUnreferencedResources(Context &ctx,
                                    llvm::ArrayRef<Operation *> roots);

} // namespace terrace
