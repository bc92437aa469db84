//===- ControlFlowLowering.cpp - If and Loop as scf.if and scf.while ------===//
//
// If becomes scf.if on its condition's element, its branches moved in and
// each onnx.Yield made an scf.yield (through tensor.cast where a branch's
// value is more static than the If's result). Loop becomes scf.while
// carrying the iteration number, the condition and the
// loop-carried values (and a result per scan output, each iteration's
// value inserted at its row): the before region tests `i < M and cond`, the
// after region is the body (its arguments the iteration number and
// condition as 0-d tensors, as ONNX passes them). Scan becomes scf.for
// over its inputs' length carrying the states and scan outputs, each step
// giving the body its slices. The ops inside are lowered after, in
// program order, as every other.
//
//===----------------------------------------------------------------------===//
#include "conversions/ONNXToLinalg/LoweringSupport.h"
#include "dialects/arith/ArithOps.h"
#include "dialects/linalg/transforms/GenericBuilding.h"
#include "dialects/llvm/LLVMTypes.h"
#include "dialects/onnx/ONNXAttributes.h"
#include "dialects/onnx/ONNXOps.h"
#include "dialects/scf/SCFOps.h"
#include "dialects/tensor/TensorOps.h"
#include "ir/Block.h"
#include "ir/Context.h"
#include "ir/Operation.h"
#include "ir/Region.h"

using namespace terrace;
using namespace terrace::onnx_to_linalg;
using llvm::failure;
using llvm::LogicalResult;
using llvm::success;

namespace {

/// Whether `value` is carried through scf as it is: a ranked tensor, or
/// a pointer (a sequence, optional or tensor of strings the runtime-calls
/// mode made one).
bool carriable(Value value) {
  return rankedType(value) || llvm::isa<LLVM::LLVMPointerType>(value.getType());
}

/// Whether a tensor.cast takes `fromType` to `toType`: tensors of one
/// element type whose shapes agree where both are known (an unranked one
/// agrees with any).
bool castable(Type fromType, Type toType) {
  if (fromType == toType)
    return true;
  auto fromTensor = llvm::dyn_cast<ShapedType>(fromType);
  auto toTensor = llvm::dyn_cast<ShapedType>(toType);
  if (!fromTensor || !toTensor ||
      !llvm::isa<RankedTensorType, UnrankedTensorType>(fromTensor) ||
      !llvm::isa<RankedTensorType, UnrankedTensorType>(toTensor) ||
      fromTensor.getElementType() != toTensor.getElementType())
    return false;
  auto from = llvm::dyn_cast<RankedTensorType>(fromType);
  auto to = llvm::dyn_cast<RankedTensorType>(toType);
  if (!from || !to)
    return true;
  if (from.getRank() != to.getRank())
    return false;
  for (int64_t d = 0; d < from.getRank(); ++d) {
    int64_t a = from.getShape()[size_t(d)], b = to.getShape()[size_t(d)];
    if (a != kDynamic && b != kDynamic && a != b)
      return false;
  }
  return true;
}

/// `value` as `type`: itself, or a tensor.cast (castable); null when it
/// cannot be.
Value castTo(PatternRewriter &rewriter, Location loc, Value value, Type type) {
  if (value.getType() == type)
    return value;
  if (!castable(value.getType(), type))
    return Value();
  return create<tensor::CastOp>(rewriter, loc, with<"source">(value),
                                with<"dest">(type))
      .result<"dest">();
}

/// Replaces the onnx.Yield ending `block` by an scf.yield of its operands
/// as `types` (the first `skip` operands left out); fails (reported on
/// `op`) when one cannot become its type.
LogicalResult yieldAs(Operation *op, PatternRewriter &rewriter, Block &block,
                      llvm::ArrayRef<Type> types, unsigned skip = 0) {
  Operation *yield = &block.back();
  if (!llvm::isa<ONNX::YieldOp>(yield) ||
      yield->getNumOperands() != types.size() + skip)
    return cannotLower(op, "a graph does not end in a yield of its results");
  rewriter.setInsertionPoint(yield);
  llvm::SmallVector<Value, 4> values;
  for (unsigned i = 0; i < types.size(); ++i) {
    Value v = castTo(rewriter, yield->getLoc(), yield->getOperand(skip + i),
                     types[i]);
    if (!v)
      return cannotLower(op, "a graph yields a value of another type than "
                             "its result");
    values.push_back(v);
  }
  create<scf::YieldOp>(rewriter, yield->getLoc(),
                       with<"results">(ValueRange(values)));
  rewriter.eraseOp(yield);
  return success();
}

LogicalResult lowerIf(ONNX::IfOp op, PatternRewriter &rewriter) {
  Value cond = op.operand<"cond">();
  if (!isOneElement(cond))
    return cannotLower(op, "its condition is not one boolean");
  for (Value result : op->getResults())
    if (!carriable(result))
      return cannotLower(op, "it returns a value other than a ranked tensor");
  Location loc = op->getLoc();
  rewriter.setInsertionPoint(op);
  Value flag = TensorBuilder(rewriter, loc).element(cond);
  llvm::SmallVector<Type, 4> types(op->getResultTypes());
  OperationState state(loc, op->getContext().getOperationName(scf::IfOp::name));
  state.operands.push_back(flag);
  state.types.assign(types.begin(), types.end());
  Region *thenRegion = state.addRegion();
  Region *elseRegion = state.addRegion();
  thenRegion->takeBody(op->getRegion(0));
  elseRegion->takeBody(op->getRegion(1));
  Operation *scfIf = rewriter.create(state);
  for (unsigned i = 0; i < 2; ++i)
    if (failed(yieldAs(op, rewriter, scfIf->getRegion(i).front(), types)))
      return failure();
  return replaceWithCasts(rewriter, op, scfIf->getResults());
}

LogicalResult lowerLoop(ONNX::LoopOp op, PatternRewriter &rewriter) {
  Value tripCount = op.operand<"M">(), cond = op.operand<"cond">();
  Block &body = op->getRegion(0).front();
  unsigned numCarried =
      op->getNumOperands() - (tripCount ? 1 : 0) - (cond ? 1 : 0);
  if (op->getNumResults() < numCarried)
    return cannotLower(op, "it has fewer results than carried values");
  // Scan outputs: each iteration's value stored at its row of a result of
  // static shape but maybe its rows; their count then is the trip count at
  // most (the rows are cut to the iterations run after the loop).
  unsigned numScan = op->getNumResults() - numCarried;
  for (unsigned i = 0; i < numScan; ++i) {
    RankedTensorType type = rankedType(op->getResult(numCarried + i));
    if (!type || type.getRank() < 1 ||
        llvm::is_contained(type.getShape().drop_front(), kDynamic) ||
        ((type.getShape()[0] == kDynamic) && !tripCount))
      return cannotLower(op, "a scan output's shape is not static");
  }
  if (body.getNumArguments() != numCarried + 2)
    return cannotLower(op, "its body does not take the iteration number, "
                           "the condition and the carried values");
  if ((tripCount && !isOneElement(tripCount)) || (cond && !isOneElement(cond)))
    return cannotLower(op, "its trip count or condition is not one element");
  Type iterType = body.getArgument(0).getType();
  Type condType = body.getArgument(1).getType();
  if (!isOneElement(body.getArgument(0)) || !isOneElement(body.getArgument(1)))
    return cannotLower(op, "its body's iteration number or condition is not "
                           "one element");
  llvm::SmallVector<Value, 4> carried;
  for (Value v :
       op->getOperands().drop_front(op->getNumOperands() - numCarried))
    carried.push_back(v);
  // The carried values keep their types through the loop; the body's
  // arguments and the results may say more or less of them (an importer's
  // unknown rank), never something else.
  for (unsigned i = 0; i < numCarried; ++i)
    if (!carriable(carried[i]) ||
        !castable(carried[i].getType(), body.getArgument(2 + i).getType()) ||
        !castable(carried[i].getType(), op->getResult(i).getType()))
      return cannotLower(op, "its carried values change type");

  Context &ctx = op->getContext();
  Location loc = op->getLoc();
  rewriter.setInsertionPoint(op);
  Type i64 = IntegerType::get(ctx, 64), i1 = IntegerType::get(ctx, 1);
  ScalarBuilder s(rewriter, loc);
  Value limit = tripCount ? TensorBuilder(rewriter, loc).element(tripCount)
                          : s.highest(i64);
  Value going =
      cond ? TensorBuilder(rewriter, loc).element(cond) : s.constant(i1, 1);
  // scf.while over (i, cond, carried..., scan outputs...).
  llvm::SmallVector<Value, 6> inits = {s.constant(i64, 0), going};
  inits.append(carried.begin(), carried.end());
  TensorBuilder tb(rewriter, op);
  Value maxRows;
  for (unsigned i = 0; i < numScan; ++i) {
    RankedTensorType type = rankedType(op->getResult(numCarried + i));
    if (!(type.getShape()[0] == kDynamic)) {
      inits.push_back(tb.empty(type, {}));
      continue;
    }
    if (!maxRows)
      maxRows = s.integerToIndex(s.max(limit, s.constant(i64, 0)));
    inits.push_back(tb.empty(type, {maxRows}));
  }
  llvm::SmallVector<Type, 6> types;
  for (Value v : inits)
    types.push_back(v.getType());
  OperationState state(loc, ctx.getOperationName(scf::WhileOp::name));
  state.operands.assign(inits.begin(), inits.end());
  state.types.assign(types.begin(), types.end());
  state.addRegion();
  state.addRegion();
  Operation *loop = rewriter.create(state);
  // Before: continue while i < M and cond.
  Block *test = new Block();
  loop->getRegion(0).push_back(test);
  llvm::SmallVector<Value, 6> args;
  for (Type t : types)
    args.push_back(test->addArgument(t, loc));
  rewriter.setInsertionPointToEnd(test);
  ScalarBuilder t(rewriter, loc);
  Value more = t.binary<arith::AndIOp>(
      t.compare(ScalarBuilder::Compare::LT, args[0], limit), args[1]);
  create<scf::ConditionOp>(rewriter, loc, with<"condition">(more),
                           with<"args">(ValueRange(args)));
  // After: (i, cond, carried...) with the body merged in, its iteration
  // number and condition given as the one-element tensors ONNX passes.
  Block *step = new Block();
  loop->getRegion(1).push_back(step);
  llvm::SmallVector<Value, 6> stepArgs;
  for (Type type : types)
    stepArgs.push_back(step->addArgument(type, loc));
  rewriter.setInsertionPointToEnd(step);
  auto asTensor = [&](Value scalar, Type type) {
    auto tensorType = llvm::cast<RankedTensorType>(type);
    Value v =
        ScalarBuilder(rewriter, loc).cast(scalar, tensorType.getElementType());
    return create<tensor::FromElementsOp>(rewriter, loc,
                                          with<"elements">(ValueRange({v})),
                                          with<"result">(type))
        .result<"result">();
  };
  rewriter.setInsertionPointToEnd(step);
  llvm::SmallVector<Value, 6> bodyArgs = {asTensor(stepArgs[0], iterType),
                                          asTensor(stepArgs[1], condType)};
  bodyArgs.append(stepArgs.begin() + 2, stepArgs.begin() + 2 + numCarried);
  rewriter.mergeBlocks(&body, step, bodyArgs);
  Value iScalar = stepArgs[0];
  Operation *yield = &step->back();
  if (!llvm::isa<ONNX::YieldOp>(yield) ||
      yield->getNumOperands() != numCarried + numScan + 1)
    return cannotLower(op, "its body does not yield the condition, the "
                           "carried values and the scan outputs");
  rewriter.setInsertionPoint(yield);
  ScalarBuilder y(rewriter, loc);
  llvm::SmallVector<Value, 6> next = {
      y.add(iScalar, y.constant(i64, 1)),
      TensorBuilder(rewriter, loc).element(yield->getOperand(0))};
  for (unsigned i = 0; i < numCarried; ++i) {
    Value v = castTo(rewriter, loc, yield->getOperand(1 + i), types[2 + i]);
    if (!v)
      return cannotLower(op, "its body yields a carried value of another "
                             "type");
    next.push_back(v);
  }
  Value row = y.integerToIndex(iScalar);
  for (unsigned i = 0; i < numScan; ++i) {
    Value value = yield->getOperand(1 + numCarried + i);
    Value rows = stepArgs[2 + numCarried + i];
    auto rowsType = llvm::cast<RankedTensorType>(rows.getType());
    auto rowType =
        RankedTensorType::get(rowsType.getShape().drop_front(),
                              rowsType.getElementType(), Attribute());
    Value v = castTo(rewriter, loc, value, rowType);
    if (!v)
      return cannotLower(op, "its body yields a scan value of another shape");
    llvm::SmallVector<int64_t, 4> oneRow(rowsType.getShape());
    oneRow[0] = 1;
    Value expanded =
        tb.reshape(v, RankedTensorType::get(oneRow, rowsType.getElementType(),
                                            Attribute()));
    llvm::SmallVector<Value, 4> at(size_t(rowsType.getRank()),
                                   tb.indexConstant(0));
    at[0] = row;
    next.push_back(tb.insertSliceAt(expanded, rows, at));
  }
  create<scf::YieldOp>(rewriter, loc, with<"results">(ValueRange(next)));
  rewriter.eraseOp(yield);
  llvm::SmallVector<Value, 4> results;
  for (unsigned i = 0; i < numCarried + numScan; ++i)
    results.push_back(loop->getResult(2 + i));
  // Rows made for iterations that did not run go.
  rewriter.setInsertionPointAfter(loop);
  Value ran;
  for (unsigned i = 0; i < numScan; ++i) {
    Value &rows = results[numCarried + i];
    auto type = llvm::cast<RankedTensorType>(rows.getType());
    if (!(type.getShape()[0] == kDynamic))
      continue;
    TensorBuilder after(rewriter, loc);
    if (!ran)
      ran = ScalarBuilder(rewriter, loc).integerToIndex(loop->getResult(0));
    llvm::SmallVector<Value, 4> offsets(size_t(type.getRank()),
                                        after.indexConstant(0));
    llvm::SmallVector<Value, 4> sizes = {ran};
    for (int64_t size : type.getShape().drop_front())
      sizes.push_back(after.indexConstant(size));
    rows = after.extractSliceAt(
        rows, offsets, sizes,
        llvm::SmallVector<int64_t, 4>(size_t(type.getRank()), 1));
  }
  return replaceWithCasts(rewriter, op, results);
}

/// One attribute value per scan input or output (`count` of them), 0
/// where the attribute is absent; axes normalized by `ranks`.
std::optional<llvm::SmallVector<int64_t, 4>>
perScanValue(ArrayAttr attr, size_t count, llvm::ArrayRef<int64_t> ranks) {
  llvm::SmallVector<int64_t, 4> values(count, 0);
  if (attr) {
    values = ONNX::intValues(attr);
    if (values.size() != count)
      return std::nullopt;
  }
  for (size_t i = 0; i < ranks.size(); ++i) {
    if (values[i] < 0)
      values[i] += ranks[i];
    if (values[i] < 0 || values[i] >= ranks[i])
      return std::nullopt;
  }
  return values;
}

/// Scan: an scf.for over the scan inputs' length carrying the states and
/// the scan outputs; step t gives the body each scan input's slice t
/// (counted from the end for a reverse direction) along its axis and
/// writes each scan output's value at its slice t along its axis.
LogicalResult lowerScan(ONNX::ScanOp op, PatternRewriter &rewriter) {
  int64_t numScanInputs =
      ONNX::intValue(op.property<"num_scan_inputs", IntegerAttr>());
  unsigned numStates = op->getNumOperands() - unsigned(numScanInputs);
  unsigned numScanOutputs = op->getNumResults() - numStates;
  Block &body = op->getRegion(0).front();
  if (numScanInputs < 1 || op->getNumResults() < numStates ||
      body.getNumArguments() != op->getNumOperands())
    return cannotLower(op, "its body does not take the states and scan "
                           "inputs");
  llvm::SmallVector<Value, 4> states, inputs;
  for (unsigned i = 0; i < op->getNumOperands(); ++i)
    (i < numStates ? states : inputs).push_back(op->getOperand(i));
  llvm::SmallVector<int64_t, 4> inputRanks, outputRanks;
  for (Value v : inputs) {
    if (!rankedType(v) || rankedType(v).getRank() < 1)
      return cannotLower(op, "a scan input has no dimension to scan");
    inputRanks.push_back(rankedType(v).getRank());
  }
  for (unsigned i = 0; i < numScanOutputs; ++i) {
    RankedTensorType type = rankedType(op->getResult(numStates + i));
    if (!type || !type.hasStaticShape() || type.getRank() < 1)
      return cannotLower(op, "a scan output's shape is not static");
    outputRanks.push_back(type.getRank());
  }
  auto inputAxes = perScanValue(op.property<"scan_input_axes", ArrayAttr>(),
                                inputs.size(), inputRanks);
  auto inputDirections = perScanValue(
      op.property<"scan_input_directions", ArrayAttr>(), inputs.size(), {});
  auto outputAxes = perScanValue(op.property<"scan_output_axes", ArrayAttr>(),
                                 numScanOutputs, outputRanks);
  auto outputDirections = perScanValue(
      op.property<"scan_output_directions", ArrayAttr>(), numScanOutputs, {});
  if (!inputAxes || !inputDirections || !outputAxes || !outputDirections)
    return cannotLower(op, "its scan axes or directions are out of range");
  // The states keep their (ranked) types through the loop, as Loop's
  // carried values; the body's arguments may say less. Its scan
  // arguments must be ranked: each is a slice reshaped to it.
  for (unsigned i = 0; i < numStates; ++i)
    if (!rankedType(states[i]) ||
        !castable(states[i].getType(), body.getArgument(i).getType()))
      return cannotLower(op, "its states change type");
  for (unsigned j = numStates; j < body.getNumArguments(); ++j)
    if (!rankedType(body.getArgument(j)))
      return cannotLower(op, "its body's scan arguments have no known rank");

  TensorBuilder tb(rewriter, op);
  Location loc = op->getLoc();
  Value length = tb.dim(inputs[0], (*inputAxes)[0]);
  llvm::SmallVector<Value, 6> inits;
  for (unsigned i = 0; i < numStates; ++i)
    inits.push_back(states[i]);
  for (unsigned i = 0; i < numScanOutputs; ++i)
    inits.push_back(tb.empty(rankedType(op->getResult(numStates + i))));
  // Position t along an axis, or counted from the end.
  auto position = [&](Value t, int64_t reverse) {
    ScalarBuilder s = tb.scalars();
    return reverse ? s.sub(s.sub(length, tb.indexConstant(1)), t) : t;
  };
  bool failedInside = false;
  llvm::SmallVector<Value, 2> results = loopNest(
      tb, {length}, ValueRange(inits),
      [&](llvm::ArrayRef<Value> ivs, llvm::ArrayRef<Value> carried) {
        Block *step = rewriter.getInsertionBlock();
        llvm::SmallVector<Value, 6> args(carried.begin(),
                                         carried.begin() + numStates);
        for (size_t j = 0; j < inputs.size(); ++j) {
          // Slice t of input j along its axis, without that dimension.
          RankedTensorType type = rankedType(inputs[j]);
          int64_t axis = (*inputAxes)[j];
          llvm::SmallVector<Value, 4> at, extent;
          for (int64_t d = 0; d < type.getRank(); ++d) {
            at.push_back(d == axis ? position(ivs[0], (*inputDirections)[j])
                                   : tb.indexConstant(0));
            extent.push_back(d == axis ? tb.indexConstant(1)
                                       : tb.dim(inputs[j], d));
          }
          llvm::SmallVector<int64_t, 4> ones(size_t(type.getRank()), 1);
          Value slice = tb.extractSliceAt(inputs[j], at, extent, ones);
          Type argType = body.getArgument(unsigned(numStates + j)).getType();
          Value arg = tb.reshape(slice, llvm::cast<RankedTensorType>(argType));
          if (!arg) {
            failedInside = true;
            arg = slice;
          }
          args.push_back(arg);
        }
        rewriter.mergeBlocks(&body, step, args);
        Operation *yield = &step->back();
        llvm::SmallVector<Value, 6> next;
        if (!llvm::isa<ONNX::YieldOp>(yield) ||
            yield->getNumOperands() != numStates + numScanOutputs) {
          failedInside = true;
          return llvm::SmallVector<Value, 2>(carried.begin(), carried.end());
        }
        rewriter.setInsertionPoint(yield);
        for (unsigned i = 0; i < numStates; ++i) {
          Value v =
              castTo(rewriter, loc, yield->getOperand(i), carried[i].getType());
          failedInside |= !v;
          next.push_back(v ? v : carried[i]);
        }
        for (unsigned i = 0; i < numScanOutputs; ++i) {
          // The value at slice t of output i along its axis.
          Value all = carried[numStates + i];
          auto allType = llvm::cast<RankedTensorType>(all.getType());
          int64_t axis = (*outputAxes)[i];
          llvm::SmallVector<int64_t, 4> oneSlice(allType.getShape());
          oneSlice[size_t(axis)] = 1;
          Value scanned = yield->getOperand(numStates + i);
          Value v =
              rankedType(scanned)
                  ? tb.reshape(scanned, RankedTensorType::get(
                                            oneSlice, allType.getElementType(),
                                            Attribute()))
                  : Value();
          if (!v) {
            failedInside = true;
            next.push_back(all);
            continue;
          }
          llvm::SmallVector<Value, 4> at(size_t(allType.getRank()),
                                         tb.indexConstant(0));
          at[size_t(axis)] = position(ivs[0], (*outputDirections)[i]);
          next.push_back(tb.insertSliceAt(v, all, at));
        }
        rewriter.eraseOp(yield);
        rewriter.setInsertionPointToEnd(step);
        return llvm::SmallVector<Value, 2>(next.begin(), next.end());
      });
  if (failedInside)
    return cannotLower(op, "its body's values do not fit its states and "
                           "scan slices");
  return replaceWithCasts(rewriter, op, results);
}

} // namespace

void onnx_to_linalg::addControlFlowLowerings(LoweringTable &table) {
  table.add<ONNX::IfOp, lowerIf>();
  table.add<ONNX::LoopOp, lowerLoop>();
  table.add<ONNX::ScanOp, lowerScan>();
}
