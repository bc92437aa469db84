//===- OneShotAnalysis.h - Which tensor operands bufferize in place -------===//
//
// MLIR 22's One-Shot Analysis: decides, operand by operand (last op
// first), whether an op may write a tensor operand's buffer in place or
// must work on a copy, by looking for a read that the write would then
// disturb (a read-after-write conflict) or a write to a buffer that may
// not be written (a constant's). Values are kept in alias sets (may share
// a buffer) and equivalence sets (are the same buffer).
//
//===----------------------------------------------------------------------===//
#pragma once

#include "dialects/bufferization/BufferizableOpInterface.h"

#include "llvm/ADT/EquivalenceClasses.h"

namespace terrace {
class DominanceInfo;
}

namespace terrace::bufferization {

/// What the module-level analysis learns of each function (by func.func
/// op), for the models of func.call.
struct FuncAnalysisState {
  enum class Status { NotAnalyzed, InProgress, Analyzed };
  llvm::DenseMap<Operation *, Status> status;
  /// Result index -> the argument index it is equivalent to.
  llvm::DenseMap<Operation *, llvm::DenseMap<int64_t, int64_t>>
      equivalentFuncArgs;
  /// Argument index -> the result indices that may alias it.
  llvm::DenseMap<Operation *,
                 llvm::DenseMap<int64_t, llvm::SmallVector<int64_t, 2>>>
      aliasingReturnVals;
  llvm::DenseMap<Operation *, llvm::DenseSet<int64_t>> readBbArgs,
      writtenBbArgs;

  bool isAnalyzed(Operation *func) const {
    auto it = status.find(func);
    return it != status.end() && it->second == Status::Analyzed;
  }
};

class OneShotAnalysisState : public AnalysisState {
public:
  OneShotAnalysisState(Operation *root, const BufferizationOptions &options);

  bool isInPlace(OpOperand &operand) const override;
  bool areEquivalentBufferizedValues(Value a, Value b) const override;
  bool areAliasingBufferizedValues(Value a, Value b) const override;
  bool hasUndefinedContents(OpOperand *operand) const override;

  void bufferizeInPlace(OpOperand &operand);
  void unionAliasSets(Value a, Value b) { aliases.unionSets(a, b); }
  void unionEquivalenceClasses(Value a, Value b) {
    equivalences.unionSets(a, b);
  }
  /// Calls `fn` on every value that may share `value`'s buffer.
  void applyOnAliases(Value value,
                      llvm::function_ref<void(Value)> fn) const override;
  /// Whether an in-place write reaches `value`'s buffer.
  bool isValueWritten(Value value) const;
  /// Whether `value`'s buffer may be written (MLIR's isWritable).
  bool isWritable(Value value) const;

  /// The definitions of `operand`'s value, cached.
  const llvm::SetVector<Value> &findDefinitionsCached(OpOperand *operand);

  /// Decides every tensor operand of the ops in `root`.
  llvm::LogicalResult analyzeOp(Operation *root, DominanceInfo &domInfo);
  /// Decides the tensor operands of one op.
  void analyzeSingleOp(Operation *op, DominanceInfo &domInfo);
  /// Notes the uses of values with undefined contents (tensor.empty's).
  void gatherUndefinedTensorUses(Operation *root);

  /// The function summaries, made by analyzeModuleOp.
  FuncAnalysisState &getOrCreateFuncState() {
    if (!ownedFuncState) {
      ownedFuncState = std::make_unique<FuncAnalysisState>();
      funcState = ownedFuncState.get();
    }
    return *ownedFuncState;
  }

private:
  void createAliasInfoEntry(Value value);

  std::unique_ptr<FuncAnalysisState> ownedFuncState;
  llvm::EquivalenceClasses<Value> aliases, equivalences;
  llvm::DenseSet<OpOperand *> inPlace;
  llvm::DenseSet<OpOperand *> undefinedTensorUses;
  llvm::DenseMap<Value, llvm::SetVector<Value>> cachedDefinitions;
};

/// Runs the analysis on `root` (checks, decisions, verification); with
/// test-analysis-only, annotates the ops with `__inplace_operands_attr__`.
llvm::LogicalResult analyzeOp(Operation *root, OneShotAnalysisState &state);

/// The analysis, then an alloc_tensor for each operand that may not be
/// written in place (MLIR's insertTensorCopies), for `root` and what it
/// holds; module-level when function boundaries are bufferized.
llvm::LogicalResult insertTensorCopies(Operation *root,
                                       const BufferizationOptions &options,
                                       BufferizationState &bstate);
/// Only the copies, from a state the analysis filled.
llvm::LogicalResult insertTensorCopies(Operation *root,
                                       const AnalysisState &state,
                                       BufferizationState &bstate);

/// Rewrites the ops of `root` (allowed by `options`) onto buffers, in
/// post-order, then folds to_buffer(to_tensor) pairs and drops unused
/// to_tensor ops (MLIR's bufferizeOp).
llvm::LogicalResult bufferizeOp(Operation *root,
                                const BufferizationOptions &options,
                                BufferizationState &bstate);

/// Module-level analysis: functions in call order, their arguments' reads,
/// writes and equivalences with results (OneShotModuleBufferize.cpp).
llvm::LogicalResult analyzeModuleOp(Operation *module,
                                    OneShotAnalysisState &state);
/// Bufferizes every function, callees first, then the rest of the module.
llvm::LogicalResult bufferizeModuleOp(Operation *module,
                                      const BufferizationOptions &options,
                                      BufferizationState &bstate);

/// Attaches the models of bufferization's own ops.
void registerBufferizationOpModels(Context &ctx);
/// Attaches the models of func.func, func.call and func.return.
void registerFuncBufferizationModels(Context &ctx);

} // namespace terrace::bufferization
