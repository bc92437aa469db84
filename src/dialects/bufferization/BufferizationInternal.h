//===- BufferizationInternal.h - Shared within the bufferization dialect --===//
#pragma once

#include "dialects/bufferization/BufferDeallocationOpInterface.h"
#include "dialects/bufferization/BufferizationOps.h"

#include "llvm/Support/LogicalResult.h"

namespace terrace {
class OpBuilder;
class PatternRewriter;
class RewritePatternSet;
} // namespace terrace

namespace terrace::bufferization {

/// Sets a dealloc's three operand groups (and their segment sizes).
void setDeallocOperands(DeallocOp dealloc, llvm::ArrayRef<Value> memrefs,
                        llvm::ArrayRef<Value> conditions,
                        llvm::ArrayRef<Value> retained);

/// Sets the dealloc's memrefs and conditions, unless they are what it has
/// (MLIR's updateDeallocIfChanged).
llvm::LogicalResult updateDeallocIfChanged(DeallocOp dealloc,
                                           PatternRewriter &rewriter,
                                           llvm::ArrayRef<Value> memrefs,
                                           llvm::ArrayRef<Value> conditions);

/// Whether `type` is a memref, ranked or not.
bool isMemRefLike(Type type);

/// Whether `value` is allocated by its defining op (an Allocate effect on
/// it); with `onlyEffect`, also that the op has no other effect.
bool isAllocation(Value value, bool onlyEffect = false);

/// bufferization.dealloc's canonicalization patterns
/// (BufferizationCanonicalize.cpp).
void deallocPatterns(RewritePatternSet &patterns, Context &ctx);

} // namespace terrace::bufferization
