//===- BufferDeallocationOpInterface.h - Ops that place their deallocs ----===//
//
// What ownership-based-buffer-deallocation offers an op that places the
// deallocations around it itself (MLIR's BufferDeallocationOpInterface
// and DeallocationState): cf.cond_br frees, before it branches, what its
// block owns and neither successor keeps, with one dealloc per successor.
// The pass knows the ownership of every memref in every block; the op's
// model asks it what to free and what to retain, and tells it the new
// ownerships.
//
//===----------------------------------------------------------------------===//
#pragma once

#include "dialects/bufferization/BufferizationOps.h"

#include "llvm/ADT/SmallVector.h"
#include "llvm/Support/LogicalResult.h"

namespace terrace {
class Block;
class OpBuilder;
} // namespace terrace

namespace terrace::bufferization {

/// The pass's knowledge while it processes a block.
class DeallocationState {
public:
  virtual ~DeallocationState() = default;
  /// The base buffers (through memref.extract_strided_metadata, made at
  /// `builder`'s insertion point) of the memrefs `block` must free, and
  /// their ownership indicators.
  virtual llvm::LogicalResult getMemrefsAndConditionsToDeallocate(
      OpBuilder &builder, Location loc, Block *block,
      llvm::SmallVectorImpl<Value> &memrefs,
      llvm::SmallVectorImpl<Value> &conditions) = 0;
  /// What a branch from `from` to `to` must not free: the memrefs it
  /// passes (`destOperands`), then those live into `to` (sorted).
  virtual void getMemrefsToRetain(Block *from, Block *to,
                                  ValueRange destOperands,
                                  llvm::SmallVectorImpl<Value> &toRetain) = 0;
  /// Forgets the ownership of `values` in `block`.
  virtual void resetOwnerships(ValueRange values, Block *block) = 0;
  /// Joins `indicator` into the ownership of `memref` in `block`.
  virtual void updateOwnership(Value memref, Value indicator, Block *block) = 0;
};

/// An op that places its own deallocations.
struct BufferDeallocationOpInterface {
  llvm::LogicalResult (*process)(Operation *op, DeallocationState &state);
};

/// A new bufferization.dealloc (one i1 result per retained memref).
DeallocOp createDealloc(OpBuilder &builder, Location loc,
                        llvm::ArrayRef<Value> memrefs,
                        llvm::ArrayRef<Value> conditions,
                        llvm::ArrayRef<Value> retained);

} // namespace terrace::bufferization
