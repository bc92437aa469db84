//===- BufferizableOpInterface.h - How an op on tensors becomes buffers ---===//
//
// MLIR 22's BufferizableOpInterface and the state One-Shot Bufferize keeps.
// An op says which of its tensor operands it reads and writes, which of
// its results share an operand's buffer (equivalent: the same buffer;
// unknown: a view of it), and how it rewrites itself onto memrefs. The
// models live outside the dialects they describe (src/dialects/<d>/
// transforms/BufferizationModels.cpp) and attach to ops through
// Context::attachOpInterface; the analysis and the rewrite
// (src/dialects/bufferization/transforms/) never name an op.
//
//===----------------------------------------------------------------------===//
#pragma once

#include "ir/Operation.h"
#include "ir/Types.h"
#include "rewrite/PatternMatch.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Support/LogicalResult.h"

#include <optional>
#include <string>

namespace terrace::bufferization {

/// How a result's buffer relates to an operand's.
enum class BufferRelation { Unknown, Equivalent };

/// A value that may share an operand's buffer. Not definite: it may, or
/// may not (arith.select's result and either choice).
struct AliasingValue {
  Value value;
  BufferRelation relation;
  bool isDefinite = true;
};
/// An operand whose buffer a value may share.
struct AliasingOpOperand {
  OpOperand *opOperand;
  BufferRelation relation;
  bool isDefinite = true;
};
using AliasingValueList = llvm::SmallVector<AliasingValue, 2>;
using AliasingOpOperandList = llvm::SmallVector<AliasingOpOperand, 2>;

/// The layouts function boundaries (and values of unknown ops) get.
enum class LayoutMapOption {
  InferLayoutMap,
  IdentityLayoutMap,
  FullyDynamicLayoutMap
};

/// The order in which the analysis decides operands. Fuzzer: a random
/// order (test only; analysisFuzzerSeed seeds it).
enum class AnalysisHeuristic {
  BottomUp,
  TopDown,
  BottomUpFromTerminators,
  Fuzzer
};

/// Where the buffer of a value no op places goes (MLIR's
/// defaultMemorySpaceFn): the default memory space; none (it must be
/// inferred from the ops, else "could not infer memory space"); or the
/// ranked tensor type's encoding.
enum class DefaultMemorySpace { Default, MustInfer, FromEncoding };

struct BufferizationOptions {
  bool bufferizeFunctionBoundaries = false;
  LayoutMapOption functionBoundaryTypeConversion =
      LayoutMapOption::InferLayoutMap;
  LayoutMapOption unknownTypeConversion =
      LayoutMapOption::FullyDynamicLayoutMap;
  bool allowUnknownOps = false;
  bool allowReturnAllocsFromLoops = false;
  bool copyBeforeWrite = false;
  bool checkParallelRegions = true;
  bool testAnalysisOnly = false;
  bool printConflicts = false;
  /// Annotate the ops with their values' alias sets (test only).
  bool dumpAliasSets = false;
  uint64_t bufferAlignment = 64;
  AnalysisHeuristic analysisHeuristic = AnalysisHeuristic::BottomUp;
  unsigned analysisFuzzerSeed = 0;
  DefaultMemorySpace defaultMemorySpace = DefaultMemorySpace::Default;
  /// Dialects whose ops are bufferized (all when empty).
  llvm::SmallVector<std::string, 2> dialectFilter;
  /// Functions (by symbol name) bufferized without analysis, copying
  /// before every write (MLIR's noAnalysisFuncFilter).
  llvm::SmallVector<std::string, 2> noAnalysisFuncFilter;
  /// Ops left out with everything they hold: the analysis's view of the
  /// functions noAnalysisFuncFilter names.
  llvm::SmallVector<Operation *, 2> skippedOps;

  /// Whether the op takes part: its dialect passes the filter, and func
  /// ops only when function boundaries are bufferized.
  bool isOpAllowed(Operation *op) const;
  /// Results of functions get the layout of the values they return.
  bool inferFunctionResultLayout() const {
    return functionBoundaryTypeConversion == LayoutMapOption::InferLayoutMap;
  }
  /// The memory space a new buffer for `tensorType` goes to when no op
  /// says (null: the default one); nullopt when it must be inferred.
  std::optional<Attribute> defaultMemorySpaceFor(ShapedType tensorType) const;
  /// The buffer type of a function argument or result of `tensorType`.
  Type functionArgBufferType(ShapedType tensorType,
                             Attribute memorySpace) const;
  /// The buffer type of a value no op says more about.
  Type unknownBufferType(ShapedType tensorType, Attribute memorySpace) const;
};

struct BufferizableOpInterface;
class AnalysisState;
struct FuncAnalysisState;

/// What bufferizing keeps between ops: the module's symbol names taken
/// (for the globals of constants).
class BufferizationState {
public:
  /// A name not yet taken in `module`, from `base` (base, base_0, ...).
  std::string uniqueSymbolName(Operation *module, llvm::StringRef base);

private:
  llvm::DenseMap<Operation *, llvm::StringSet<>> takenNames;
  llvm::DenseMap<Operation *, unsigned> counters;
};

/// How the reverse use-def walk (findValueInReverseUseDefChain) goes.
struct TraversalConfig {
  bool alwaysIncludeLeaves = true;
  bool followInPlaceOnly = false;
  bool followEquivalentOnly = false;
  bool followUnknownOps = false;
  bool followSameTypeOrCastsOnly = false;
  bool revisitAlreadyVisitedValues = false;
};

/// Questions about ops' buffers, answered by their models (or
/// conservatively for ops without one). The base class makes no in-place
/// decisions (every write copies); OneShotAnalysisState decides.
class AnalysisState {
public:
  explicit AnalysisState(const BufferizationOptions &options)
      : options(options) {}
  virtual ~AnalysisState() = default;
  AnalysisState(const AnalysisState &) = delete;

  const BufferizationOptions &getOptions() const { return options; }

  /// The model of an allowed op, or null.
  const BufferizableOpInterface *getModel(Operation *op) const;
  /// The model of the op that owns `value` (defines it, or holds its block).
  const BufferizableOpInterface *getModel(Value value) const;

  bool bufferizesToMemoryRead(OpOperand &operand) const;
  bool bufferizesToMemoryWrite(OpOperand &operand) const;
  /// Whether `value`'s definition writes its buffer (block arguments do).
  bool bufferizesToMemoryWrite(Value value) const;
  /// Neither read nor written, but aliased by a result (a view).
  bool bufferizesToAliasOnly(OpOperand &operand) const;
  AliasingValueList getAliasingValues(OpOperand &operand) const;
  AliasingOpOperandList getAliasingOpOperands(Value value) const;
  /// Whether some use reads `value`, through views.
  bool isValueRead(Value value) const;

  /// The values found walking back from `operand` through aliasing
  /// operands until `condition` holds (MLIR's
  /// findValueInReverseUseDefChain).
  llvm::SetVector<Value>
  findValueInReverseUseDefChain(OpOperand *operand,
                                llvm::function_ref<bool(Value)> condition,
                                TraversalConfig config = {}) const;
  /// The last writes of the value `operand` reads.
  llvm::SetVector<Value> findDefinitions(OpOperand *operand) const;

  /// Whether a copy made for out-of-place `operand` need not copy the
  /// contents.
  bool canOmitTensorCopy(OpOperand &operand) const;

  virtual bool isInPlace(OpOperand &operand) const;
  virtual bool areEquivalentBufferizedValues(Value, Value) const {
    return false;
  }
  virtual bool areAliasingBufferizedValues(Value, Value) const { return true; }
  virtual bool hasUndefinedContents(OpOperand *) const { return false; }
  /// Calls `fn` on every value that may share `value`'s buffer (without an
  /// analysis: `value` alone).
  virtual void applyOnAliases(Value value,
                              llvm::function_ref<void(Value)> fn) const {
    fn(value);
  }

  /// The closest region around `op` (`value`) that may run repeatedly.
  Region *getEnclosingRepetitiveRegion(Operation *op) const;
  Region *getEnclosingRepetitiveRegion(Value value) const;
  /// The next repetitive region around `region`.
  Region *getNextEnclosingRepetitiveRegion(Region *region) const;
  /// Whether `a` and `b` sit in different regions of an op that runs
  /// at most one of them (scf.if's branches).
  bool insideMutuallyExclusiveRegions(Operation *a, Operation *b) const;

  /// What the module-level analysis knows of functions (null when
  /// function boundaries are not bufferized).
  FuncAnalysisState *funcState = nullptr;

private:
  const BufferizationOptions &options;
};

/// The interface. The first four are required; the others have MLIR's
/// defaults when null.
struct BufferizableOpInterface {
  bool (*bufferizesToMemoryRead)(OpOperand &operand,
                                 const AnalysisState &state) = nullptr;
  bool (*bufferizesToMemoryWrite)(OpOperand &operand,
                                  const AnalysisState &state) = nullptr;
  AliasingValueList (*getAliasingValues)(OpOperand &operand,
                                         const AnalysisState &state) = nullptr;
  /// Rewrites the op onto buffers at the rewriter's insertion point (just
  /// before the op).
  llvm::LogicalResult (*bufferize)(Operation *op, PatternRewriter &rewriter,
                                   const BufferizationOptions &options,
                                   BufferizationState &state) = nullptr;

  /// Default: the operands whose aliasing values hold `value`.
  AliasingOpOperandList (*getAliasingOpOperands)(
      Value value, const AnalysisState &state) = nullptr;
  /// Default: true unless some aliasing operand is neither written nor
  /// reaches a write inside the op.
  bool (*resultBufferizesToMemoryWrite)(Value result,
                                        const AnalysisState &state) = nullptr;
  /// Default: results are writable, block arguments not.
  bool (*isWritable)(Value value, const AnalysisState &state) = nullptr;
  /// Default: false.
  bool (*bufferizesToAllocation)(Value value) = nullptr;
  /// Default: only unranked tensor operands.
  bool (*mustBufferizeInPlace)(OpOperand &operand,
                               const AnalysisState &state) = nullptr;
  /// Default: false.
  bool (*isNotConflicting)(OpOperand *read, OpOperand *write,
                           const AnalysisState &state) = nullptr;
  /// Default: false.
  bool (*bufferizesToElementwiseAccess)(
      Operation *op, const AnalysisState &state,
      llvm::ArrayRef<OpOperand *> operands) = nullptr;
  /// Default: defaultGetBufferType.
  Type (*getBufferType)(Value value, const BufferizationOptions &options,
                        llvm::SmallVectorImpl<Value> &stack) = nullptr;
  /// Default: resolveTensorOpOperandConflicts.
  llvm::LogicalResult (*resolveConflicts)(Operation *op,
                                          PatternRewriter &rewriter,
                                          const AnalysisState &state,
                                          BufferizationState &bstate) = nullptr;
  /// Default: success.
  llvm::LogicalResult (*verifyAnalysis)(Operation *op,
                                        const AnalysisState &state) = nullptr;
  /// Default: whether the region can reach itself (RegionBranchOpInterface).
  bool (*isRepetitiveRegion)(Operation *op, unsigned index) = nullptr;
  /// Default: false. Region `index` runs its iterations in parallel, so a
  /// buffer defined outside it may not be written inside in place.
  bool (*isParallelRegion)(Operation *op, unsigned index) = nullptr;
  /// Default: a tensor operand, result or block argument.
  bool (*hasTensorSemantics)(Operation *op) = nullptr;
  /// Set for subset insertion ops (MLIR's SubsetInsertionOpInterface),
  /// whose operand 0 is the source and operand 1 the destination
  /// (insert_slice, linalg.copy, materialize_in_destination): whether op
  /// result `candidate` is the subset of the destination the op writes.
  bool (*isEquivalentSubset)(const AnalysisState &state, Operation *op,
                             Value candidate) = nullptr;
  /// Whether the op's regions may hold several blocks (cf branches); its
  /// bufferize then bufferizes every block's signature
  /// (bufferizeBlockSignature). Default: false, and the driver refuses
  /// such regions.
  bool supportsUnstructuredControlFlow = false;
};

//===-- Unstructured control flow (MLIR's UnstructuredControlFlow.h): ops
// with regions of several blocks and the branches between them.

/// The branch operands that pass block argument `bbArg` its value, one per
/// use of its block (MLIR's getCallerOpOperands).
llvm::SmallVector<OpOperand *, 2> getCallerOpOperands(Value bbArg);
/// What a block argument of such a region aliases: every operand passed to
/// it, equivalent but not definitely.
AliasingOpOperandList getAliasingBranchOpOperands(Value bbArg);
/// A block argument's buffer type: that of the buffers passed to it when
/// they agree, else the fully dynamic layout.
Type getBranchBlockArgBufferType(Value bbArg,
                                 const BufferizationOptions &options,
                                 llvm::SmallVectorImpl<Value> &stack);
/// A branch operand's aliases: the block arguments it is passed to
/// (MLIR's BranchOpBufferizableOpInterfaceExternalModel).
AliasingValueList getBranchOpAliasingValues(OpOperand &operand,
                                            const AnalysisState &state);
/// Makes tensor block argument `arg` a `bufferType` one, its uses reading
/// a to_tensor of it at the start of its block.
void retypeBlockArgument(PatternRewriter &rewriter, Value arg, Type bufferType);
/// Gives `block`'s tensor arguments their buffer types (to_tensor for
/// their uses) and its predecessors' operands for them to_buffer (cast
/// where the types differ), as MLIR's bufferizeBlockSignature.
llvm::LogicalResult
bufferizeBlockSignature(Block *block, PatternRewriter &rewriter,
                        const BufferizationOptions &options);

/// Whether `type` is a tensor (ranked or not).
bool isTensor(Type type);
bool hasTensorSemantics(Operation *op);
bool hasTensorSemantics(Operation *op, const BufferizableOpInterface *model);

/// The buffer type `value` will get (null after an error was reported).
Type getBufferType(Value value, const BufferizationOptions &options);
Type getBufferType(Value value, const BufferizationOptions &options,
                   llvm::SmallVectorImpl<Value> &stack);
/// The buffer type of each tensor among `values`, the others' own types,
/// appended to `types`; fails (reported) where one cannot be known.
llvm::LogicalResult getBufferTypes(ValueRange values,
                                   const BufferizationOptions &options,
                                   llvm::SmallVectorImpl<Type> &types);
/// MLIR's defaultGetBufferType: an equivalent operand's, else the unknown
/// layout.
Type defaultGetBufferType(Value value, const BufferizationOptions &options,
                          llvm::SmallVectorImpl<Value> &stack);
/// memref<shape x elt, strided<[?, ...], offset: ?>, memorySpace>.
Type fullyDynamicLayoutType(ShapedType tensorType,
                            Attribute memorySpace = Attribute());
/// memref<shape x elt, memorySpace>.
Type identityLayoutType(ShapedType tensorType,
                        Attribute memorySpace = Attribute());
/// The memory space of a memref type, ranked or not (null: the default).
Attribute getMemorySpace(Type bufferType);
/// The memory space a new buffer for `tensorType` goes to when no op
/// says; nullopt after "could not infer memory space" at `op`.
std::optional<Attribute>
defaultMemorySpaceAt(Operation *op, ShapedType tensorType,
                     const BufferizationOptions &options);
/// unknownBufferType in that memory space, or null (reported).
Type defaultSpaceBufferType(Operation *op, ShapedType tensorType,
                            const BufferizationOptions &options);

/// The buffer of `value`: a to_tensor's operand, else a new to_buffer
/// right after the definition.
Value getBuffer(PatternRewriter &rewriter, Value value,
                const BufferizationOptions &options);
/// While alive: `op` is being bufferized by its model. A getBuffer that
/// meets a value whose buffer type cannot be known then reports "failed to
/// bufferize op" at `op`, and failedBufferType() says the driver must stop.
class BufferizingOp {
public:
  explicit BufferizingOp(Operation *op);
  ~BufferizingOp();
  BufferizingOp(const BufferizingOp &) = delete;
  BufferizingOp &operator=(const BufferizingOp &) = delete;
  bool failedBufferType() const;

private:
  Operation *previous;
};
/// Replaces `op`'s tensor results by to_tensor of `buffers` (one per
/// result; non-tensor results by the value itself).
void replaceOpWithBufferizedValues(PatternRewriter &rewriter, Operation *op,
                                   ValueRange buffers);
/// A bufferization.alloc_tensor for a tensor shaped as `value` (copying
/// it when `copy`), at the rewriter's insertion point; null (reported)
/// when not copying and `value`'s buffer type cannot be known.
Value allocateTensorForShapedValue(PatternRewriter &rewriter, Location loc,
                                   Value value,
                                   const BufferizationOptions &options,
                                   bool copy = true);
/// memref.alloc (aligned as the options say) of `type`.
Value createAlloc(OpBuilder &builder, Location loc, Type type,
                  ValueRange dynamicSizes, const BufferizationOptions &options);
/// `value` cast to `type`, or copied into a new buffer of `type` where no
/// cast is sure to hold (MLIR's castOrReallocMemRefValue).
Value castOrRealloc(OpBuilder &builder, Value value, Type type,
                    const BufferizationOptions &options);
/// MLIR's resolveTensorOpOperandConflicts: an alloc_tensor for each
/// out-of-place operand (or, for views, result).
llvm::LogicalResult resolveTensorOpOperandConflicts(Operation *op,
                                                    PatternRewriter &rewriter,
                                                    const AnalysisState &state,
                                                    BufferizationState &bstate);
/// to_buffer(to_tensor(%m)) becomes %m, cast or copied to the to_buffer's
/// type; fails (and keeps the op) for any other to_buffer.
llvm::LogicalResult
foldToBufferToTensorPair(PatternRewriter &rewriter, Operation *toBuffer,
                         const BufferizationOptions &options);
/// The subset of a whole-destination insertion (linalg.copy,
/// materialize_in_destination): a value equivalent to the destination.
bool isEquivalentToDestination(const AnalysisState &state, Operation *insert,
                               Value candidate);
/// An `index` constant.
Value indexConstant(OpBuilder &builder, Location loc, int64_t value);

} // namespace terrace::bufferization
