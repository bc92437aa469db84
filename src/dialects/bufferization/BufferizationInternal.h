//===- BufferizationInternal.h - Shared within the bufferization dialect --===//
#pragma once

#include "dialects/bufferization/BufferizationOps.h"

namespace terrace {
class RewritePatternSet;
}

namespace terrace::bufferization {

/// Sets a dealloc's three operand groups (and their segment sizes).
void setDeallocOperands(DeallocOp dealloc, llvm::ArrayRef<Value> memrefs,
                        llvm::ArrayRef<Value> conditions,
                        llvm::ArrayRef<Value> retained);

/// bufferization.dealloc's canonicalization patterns
/// (BufferizationCanonicalize.cpp).
void deallocPatterns(RewritePatternSet &patterns, Context &ctx);

} // namespace terrace::bufferization
