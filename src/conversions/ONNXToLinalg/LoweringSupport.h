//===- LoweringSupport.h - What the onnx-to-linalg lowerings build with ---===//
//
// Each onnx op is lowered by one function that replaces it, at its place,
// by tensor, linalg, arith and math ops on the same tensor types. They
// share: a builder of scalar code for linalg bodies that picks float or
// integer ops by the element type, a builder of tensors (empty, filled,
// reshaped, padded, sliced, transposed) and of linalg ops, ONNX's
// broadcasting as indexing maps, and the table that maps op types to their
// lowering.
//
//===----------------------------------------------------------------------===//
#pragma once

#include "dialects/common/ShapeUtils.h"
#include "dialects/linalg/LinalgOps.h"
#include "ir/AffineExpr.h"
#include "ir/Attributes.h"
#include "ir/Types.h"
#include "rewrite/PatternMatch.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/Twine.h"

namespace terrace::onnx_to_linalg {

/// Scalar code in a linalg body (or anywhere): each operation chosen by
/// the element type, float or integer (i1 as a boolean). arith's integers
/// are signless: ONNX's unsigned ones are computed on as signless ones of
/// their width, with `unsignedIntegers` saying which reading the
/// operations (division, remainder, extremes, comparisons, conversions)
/// take; `index` values (positions, sizes) are always signed.
class ScalarBuilder {
public:
  ScalarBuilder(OpBuilder &builder, Location loc, bool unsignedIntegers = false)
      : b(builder), loc(loc), unsignedIntegers(unsignedIntegers) {}
  OpBuilder &builder() { return b; }
  Location location() const { return loc; }
  /// Whether the builder reads integers unsigned (per value: readUnsigned).
  bool integersUnsigned() const { return unsignedIntegers; }
  /// Whether `x` is read as unsigned: an integer (not an index) when the
  /// builder reads integers unsigned.
  bool readUnsigned(Value x) const {
    return unsignedIntegers && llvm::isa<IntegerType>(x.getType());
  }

  /// `value` in `type`: a float, an integer (truncated toward zero), or
  /// i1 (non-zero is true).
  Value constant(Type type, double value);
  /// The lowest and highest values of `type` (-inf and +inf for floats):
  /// what max and min reductions start from.
  Value lowest(Type type);
  Value highest(Type type);

  Value add(Value x, Value y);
  Value sub(Value x, Value y);
  Value mul(Value x, Value y);
  /// divf, or divsi/divui (ONNX's integer Div truncates).
  Value div(Value x, Value y);
  /// remf, or remsi/remui (the sign of the dividend).
  Value rem(Value x, Value y);
  /// maximumf/minimumf (NaN wins, as ONNX's Max and Min), or
  /// maxsi/minsi (maxui/minui).
  Value max(Value x, Value y);
  Value min(Value x, Value y);
  Value neg(Value x);
  /// A comparison by kind: float predicates ordered but for NE (une, so
  /// x != x finds NaN), integer ones signed (unsigned for booleans and
  /// unsigned integers).
  enum class Compare { EQ, NE, LT, LE, GT, GE };
  Value compare(Compare kind, Value x, Value y);
  Value select(Value condition, Value ifTrue, Value ifFalse);
  /// `x` converted to `to` as ONNX's Cast converts (integers as the
  /// builder reads them, floats truncated toward zero, booleans as 0 and
  /// 1, non-zero as true).
  Value cast(Value x, Type to) {
    return cast(x, to, unsignedIntegers, unsignedIntegers);
  }
  /// The same, saying how the integers on each side are read.
  Value cast(Value x, Type to, bool fromUnsigned, bool toUnsigned);
  /// `index` (an index or integer that may count from the end), `size`
  /// added when it is negative.
  Value fromEnd(Value index, Value size);
  /// tensor.extract of `tensor` at `indices`.
  Value extract(Value tensor, llvm::ArrayRef<Value> indices);
  /// linalg.index of loop `dim`.
  Value loopIndex(unsigned dim);
  /// An index as an integer of `type`, and back.
  Value indexToInteger(Value index, Type type);
  Value integerToIndex(Value integer);

  /// A math (or arith) op of one operand named `operand`.
  template <typename OpT> Value unary(Value x) {
    return create<OpT>(b, loc, with<"operand">(x))->getResult(0);
  }
  /// An arith (or math) op of operands `lhs` and `rhs`, the result their
  /// type.
  template <typename OpT> Value binary(Value x, Value y) {
    return create<OpT>(b, loc, with<"lhs">(x), with<"rhs">(y))->getResult(0);
  }

private:
  OpBuilder &b;
  Location loc;
  bool unsignedIntegers;
};

/// The scalar code of a body: the block's arguments (inputs' elements,
/// then inits') in, the yielded values out.
using BodyFn = llvm::function_ref<llvm::SmallVector<Value, 2>(
    ScalarBuilder &scalars, llvm::ArrayRef<Value> args)>;

/// Tensors and linalg ops built at an op being lowered (the rewriter's
/// insertion point before it), with its location.
class TensorBuilder {
public:
  /// At `op`. Integers are read signed unless `unsignedIntegers`: the
  /// lowerings that compute on an op's data (elementwise ops, reductions,
  /// pooling) pass computesUnsigned(op); those that also compute on
  /// indices, which may be negative, read the signedness of each operand
  /// where it matters (readsUnsigned).
  TensorBuilder(PatternRewriter &rewriter, Operation *op,
                bool unsignedIntegers = false);
  /// At the rewriter's insertion point as it is.
  TensorBuilder(PatternRewriter &rewriter, Location loc,
                bool unsignedIntegers = false);
  PatternRewriter &rewriter;
  Context &ctx;
  Location loc;
  /// How the scalar code it builds (scalars(), generic bodies) reads
  /// integers.
  bool unsignedIntegers;

  ScalarBuilder scalars() {
    return ScalarBuilder(rewriter, loc, unsignedIntegers);
  }
  Value indexConstant(int64_t value);
  /// The element `index` of a one-dimensional tensor, or (no index) the
  /// one element of a one-element tensor of any rank; as `type` when given
  /// (ONNX's Cast).
  Value element(Value tensor, std::optional<int64_t> index = std::nullopt,
                Type type = Type());
  /// The size of dimension `d` of `tensor`: a constant when static, else
  /// tensor.dim.
  Value dim(Value tensor, int64_t d);
  /// The sizes of `tensor`'s dynamic dimensions (what tensor.empty of its
  /// type takes).
  llvm::SmallVector<Value, 4> dynamicSizes(Value tensor);
  /// tensor.empty of `type`, given a size for each of its dynamic
  /// dimensions.
  Value empty(RankedTensorType type, llvm::ArrayRef<Value> dynamicSizes = {});
  /// linalg.fill of `init` with `scalar`.
  Value fill(Value init, Value scalar);
  /// A tensor of `type` full of `value`.
  Value filled(RankedTensorType type, llvm::ArrayRef<Value> dynamicSizes,
               double value);

  AffineExpr dimExpr(unsigned position);
  AffineMapAttr map(unsigned numDims, llvm::ArrayRef<AffineExpr> results);
  AffineMapAttr identityMap(unsigned rank);

  /// linalg.generic of these operands, maps and iterators (all parallel
  /// when `iterators` is empty), its body written by `body`.
  Operation *generic(llvm::ArrayRef<Value> inputs, llvm::ArrayRef<Value> inits,
                     llvm::ArrayRef<AffineMapAttr> maps,
                     llvm::ArrayRef<linalg::IteratorType> iterators,
                     BodyFn body);
  /// A named structured op (`OpT::name`) with its default maps and body.
  template <typename OpT>
  Operation *named(llvm::ArrayRef<Value> inputs, llvm::ArrayRef<Value> inits) {
    return namedOp(OpT::name, inputs, inits);
  }
  /// The same, with `strides` and `dilations` (convolutions, pooling).
  template <typename OpT>
  Operation *windowed(llvm::ArrayRef<Value> inputs, llvm::ArrayRef<Value> inits,
                      llvm::ArrayRef<int64_t> strides,
                      llvm::ArrayRef<int64_t> dilations) {
    Operation *op = namedOp(OpT::name, inputs, inits);
    setWindowAttributes(op, strides, dilations);
    return op;
  }

  /// linalg.transpose of `input`: result dimension i is input dimension
  /// permutation[i].
  Value transpose(Value input, llvm::ArrayRef<int64_t> permutation);
  /// The elements of `input` in row-major order as a tensor of `type`:
  /// one collapse or expansion where the shapes allow, else a collapse to
  /// one dimension and an expansion, given a size for each dynamic
  /// dimension of `type`; null when neither is possible.
  Value reshape(Value input, RankedTensorType type,
                llvm::ArrayRef<Value> dynamicSizes = {});
  /// The number of elements of `tensor`, an index.
  Value numElements(Value tensor);
  /// `input` reduced along the dimensions `reduced` marks into a tensor
  /// without them: each element (through `element`, or as it is) combined
  /// with the accumulator, which starts at `initial`.
  Value reduce(
      Value input, llvm::ArrayRef<bool> reduced, Value initial,
      llvm::function_ref<Value(ScalarBuilder &, Value x, Value acc)> combine);
  /// `reducedValue` (what reduce made of an input of `inputType`) with the
  /// reduced dimensions given back as 1s.
  Value keepDims(Value reducedValue, RankedTensorType inputType,
                 llvm::ArrayRef<bool> reduced);
  /// fn(element, reduced element) at every element of `like`, where
  /// `reducedValue` is `like` reduced along the dimensions `reduced` marks.
  Value
  mapWithReduced(Value like, Value reducedValue, llvm::ArrayRef<bool> reduced,
                 llvm::function_ref<Value(ScalarBuilder &, Value, Value)> fn);
  /// An elementwise linalg.generic over `shapeOf`'s shape (its type with
  /// `element`): each input read through broadcastMap.
  Value mapElements(
      llvm::ArrayRef<Value> inputs, Value shapeOf, Type element,
      llvm::function_ref<Value(ScalarBuilder &, llvm::ArrayRef<Value>)> fn);

  /// tensor.pad of `input` by static amounts with `padding`.
  Value pad(Value input, llvm::ArrayRef<int64_t> low,
            llvm::ArrayRef<int64_t> high, Value padding);
  /// The same by index values, static where they are constants.
  Value padAt(Value input, llvm::ArrayRef<Value> low,
              llvm::ArrayRef<Value> high, Value padding);
  /// tensor.extract_slice with static offsets, sizes and strides.
  Value extractSlice(Value input, llvm::ArrayRef<int64_t> offsets,
                     llvm::ArrayRef<int64_t> sizes,
                     llvm::ArrayRef<int64_t> strides);
  /// The same with offsets and sizes as index values, static where they
  /// are constants.
  Value extractSliceAt(Value input, llvm::ArrayRef<Value> offsets,
                       llvm::ArrayRef<Value> sizes,
                       llvm::ArrayRef<int64_t> strides);
  /// tensor.insert of `scalar` into `dest` at `indices`.
  Value insert(Value scalar, Value dest, llvm::ArrayRef<Value> indices);
  /// tensor.insert_slice of all of `source` into `dest` at `offsets`
  /// (index values, static where constants), unit strides.
  Value insertSliceAt(Value source, Value dest, llvm::ArrayRef<Value> offsets);
  /// tensor.insert_slice of `source` (its whole static shape) into `dest`
  /// at `offsets`, every `strides` element (1s when empty).
  Value insertSlice(Value source, Value dest, llvm::ArrayRef<int64_t> offsets,
                    llvm::ArrayRef<int64_t> strides = {});
  /// tensor.expand_shape and tensor.collapse_shape by `groups` to `type`;
  /// a dynamic dimension of an expansion must be alone in its group but
  /// for static 1s (its size is the input's).
  Value expandShape(Value input, RankedTensorType type,
                    const ReassociationGroups &groups);
  Value collapseShape(Value input, RankedTensorType type,
                      const ReassociationGroups &groups);

private:
  Operation *namedOp(llvm::StringRef name, llvm::ArrayRef<Value> inputs,
                     llvm::ArrayRef<Value> inits);
  void setWindowAttributes(Operation *op, llvm::ArrayRef<int64_t> strides,
                           llvm::ArrayRef<int64_t> dilations);
};

/// A lowering for each value `selector` (an index known only at run time:
/// an axis, a set of axes) may take: an scf.index_switch with one case per
/// value in `cases`, whose region `build(value)` fills (at the rewriter's
/// insertion point), its values cast to `resultTypes`. Any other value
/// stops the program at a cf.assert saying `otherwise`.
llvm::SmallVector<Value, 2>
switchOn(TensorBuilder &tb, Value selector, llvm::ArrayRef<int64_t> cases,
         TypeRange resultTypes, llvm::StringRef otherwise,
         llvm::function_ref<llvm::SmallVector<Value, 2>(int64_t)> build);
/// `value` (an integer read at run time: an axis, a position, which may
/// count from the end) as an index, `size` added when negative.
Value normalizedIndex(TensorBuilder &tb, Value value, Value size);
Value normalizedIndex(TensorBuilder &tb, Value value, int64_t size);
/// Index constants of `shape`: the bounds of loops over it.
llvm::SmallVector<Value, 4> staticBounds(TensorBuilder &tb,
                                         llvm::ArrayRef<int64_t> shape);
/// What a loop body or a branch gives: the values it yields.
using YieldFn = llvm::function_ref<llvm::SmallVector<Value, 2>(
    llvm::ArrayRef<Value> ivs, llvm::ArrayRef<Value> carried)>;
/// A nest of scf.for loops, loop d over [0, bounds[d]), carrying `inits`:
/// `body` gets the induction variables and the carried values (the
/// insertion point inside the innermost loop) and gives the next ones.
/// Returns the nest's results.
llvm::SmallVector<Value, 2> loopNest(TensorBuilder &tb,
                                     llvm::ArrayRef<Value> bounds,
                                     ValueRange inits, YieldFn body);
/// The same carrying one value.
Value loopNest(
    TensorBuilder &tb, llvm::ArrayRef<Value> bounds, Value init,
    llvm::function_ref<Value(llvm::ArrayRef<Value> ivs, Value carried)> body);
/// scf.if on `condition` yielding values of `types`: `thenFn`'s or
/// `elseFn`'s (each built in its region).
llvm::SmallVector<Value, 2>
ifElse(TensorBuilder &tb, Value condition, TypeRange types,
       llvm::function_ref<llvm::SmallVector<Value, 2>()> thenFn,
       llvm::function_ref<llvm::SmallVector<Value, 2>()> elseFn);
/// `type` with every dimension dynamic (its rank kept): the type cases of
/// different static shapes share.
RankedTensorType dynamicShape(RankedTensorType type);

/// Replaces `op`'s results by `values`, each through tensor.cast where the
/// lowering knew more of the shape than the op's type says (or less);
/// fails (reported) where two shapes disagree.
llvm::LogicalResult replaceWithCasts(PatternRewriter &rewriter, Operation *op,
                                     ValueRange values);
inline llvm::LogicalResult replaceWithCast(PatternRewriter &rewriter,
                                           Operation *op, Value value) {
  return replaceWithCasts(rewriter, op, ValueRange({value}));
}

/// The map reading an operand of `operandShape` broadcast (ONNX's
/// multidirectional rule: aligned at the last dimension, size 1 repeated)
/// into loops over `resultShape`.
AffineMapAttr broadcastMap(Context &ctx, llvm::ArrayRef<int64_t> operandShape,
                           llvm::ArrayRef<int64_t> resultShape);
/// Softmax (or LogSoftmax) of `x` along `axis`: the maximum subtracted,
/// exponentials summed, each element divided (or the sum's log
/// subtracted).
Value softmaxAlong(TensorBuilder &tb, Value x, int64_t axis, bool log);
/// The index (i64) of the first (or, `last`, the last) maximum (or
/// minimum) of `data` along `axis`: a tensor without that dimension.
Value argExtremeAlong(TensorBuilder &tb, Value data, int64_t axis, bool max,
                      bool last);

/// Whether `value` is a ranked tensor of exactly one element (a scalar
/// operand: a condition, a trip count, a size).
bool isOneElement(Value value);

/// A ranked tensor type of `value`, or null.
RankedTensorType rankedType(Value value);
/// Whether ONNX's element type `type` is one the lowering computes on:
/// floats, signless integers and booleans. Ops on unsigned integers are
/// made signless first (makeSignless).
bool isLowerableElementType(Type type);

/// arith computes on signless integers only: an op on ONNX's unsigned
/// integers is lowered as an op on signless ones of the same widths. Its
/// unsigned operands are bitcast (tensor.bitcast) to signless tensors, its
/// unsigned results retyped with a bitcast back taking over their uses;
/// the lowering sees signless types only and reads how to treat them
/// from those bitcasts. Canonicalization folds the bitcasts between
/// lowered ops away; those at the function's boundary stay.
void makeSignless(Operation *op, PatternRewriter &rewriter);
/// Whether operand `value` (of an op made signless) holds ONNX unsigned
/// integers, and whether `result` does.
bool readsUnsigned(Value operand);
bool writesUnsigned(Value result);
/// Whether any operand or result of `op` does.
bool computesUnsigned(Operation *op);

/// Every operand and result of `op` is a ranked tensor of floats (of
/// numbers arith holds, for the second); else one error on `op`.
llvm::LogicalResult checkFloatTensors(Operation *op);
llvm::LogicalResult checkNumberTensors(Operation *op);

//===-- Quantized integers (QuantizationLowering.cpp)

/// The map reading a quantization parameter (a scale or zero point) in
/// `numLoops` loops: its one element everywhere, or (1-D) its element at
/// loop `axis`.
AffineMapAttr parameterMap(TensorBuilder &tb, Value parameter,
                           unsigned numLoops, unsigned axis);
/// `x` (integers) as i32 less `zeroPoint` (none, one element, or one per
/// index of dimension `axis`), each read as its signedness says.
Value lessZeroPoint(TensorBuilder &tb, Value x, Value zeroPoint, unsigned axis);
/// The float `value` (a whole number: rounded where ONNX says) saturated
/// to the integer `type` (its range unsigned for `toUnsigned`).
Value saturate(ScalarBuilder &s, Value value, Type type, bool toUnsigned);

/// For native code (the pass's runtime-calls option): every op on
/// sequences, optionals and tensors of strings under `module` becomes
/// calls of Terrace's runtime, and every such value an !llvm.ptr
/// (RuntimeCalls.h). Fails after one error at an op it cannot lower.
llvm::LogicalResult lowerToRuntimeCalls(Operation *module,
                                        PatternRewriter &rewriter);

/// One error on `op` saying why it has no lowering; returns failure.
llvm::LogicalResult cannotLower(Operation *op, const llvm::Twine &why);

/// How an op is lowered: it replaces `op` through `rewriter` (at the op),
/// or reports one error on `op` and fails.
using LoweringFn = llvm::LogicalResult (*)(Operation *op,
                                           PatternRewriter &rewriter);

/// The lowering of each onnx op type that has one.
class LoweringTable {
public:
  template <typename OpT> void add(LoweringFn fn) {
    lowerings[opTypeID<OpT>] = fn;
  }
  /// The lowering `Fn` of the typed op.
  template <typename OpT, llvm::LogicalResult (*Fn)(OpT, PatternRewriter &)>
  void add() {
    lowerings[opTypeID<OpT>] = [](Operation *op, PatternRewriter &rewriter) {
      return Fn(llvm::cast<OpT>(op), rewriter);
    };
  }
  /// The lowering of `op`'s type, or null.
  LoweringFn lookup(Operation *op) const;

private:
  llvm::DenseMap<const void *, LoweringFn> lowerings;
};

void addElementwiseLowerings(LoweringTable &table);
void addContractionLowerings(LoweringTable &table);
void addConvolutionLowerings(LoweringTable &table);
void addNormalizationLowerings(LoweringTable &table);
void addReductionLowerings(LoweringTable &table);
void addShapeLowerings(LoweringTable &table);
void addSliceLowerings(LoweringTable &table);
void addIndexingLowerings(LoweringTable &table);
void addLossLowerings(LoweringTable &table);
void addResizeLowerings(LoweringTable &table);
void addControlFlowLowerings(LoweringTable &table);
void addRecurrentLowerings(LoweringTable &table);
void addQuantizationLowerings(LoweringTable &table);
void addSelectionLowerings(LoweringTable &table);
void addGridSampleLowerings(LoweringTable &table);
void addTextLowerings(LoweringTable &table);
void addDeterminantLowerings(LoweringTable &table);
void addSignalLowerings(LoweringTable &table);
void addDetectionLowerings(LoweringTable &table);

} // namespace terrace::onnx_to_linalg
