//===- ControlFlowLowering.cpp - If and Loop as scf.if and scf.while ------===//
//
// If becomes scf.if on its condition's element, its branches moved in and
// each onnx.Yield made an scf.yield (through tensor.cast where a branch's
// value is more static than the If's result). Loop becomes scf.while
// carrying the iteration number, the condition and the
// loop-carried values (and a result per scan output, each iteration's
// value inserted at its row): the before region tests `i < M and cond`, the
// after region is the body (its arguments the iteration number and
// condition as 0-d tensors, as ONNX passes them). The ops inside are
// lowered after, in program order, as every other.
//
//===----------------------------------------------------------------------===//
#include "conversions/ONNXToLinalg/LoweringSupport.h"
#include "dialects/arith/ArithOps.h"
#include "dialects/linalg/transforms/GenericBuilding.h"
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

/// `value` as `type`: itself, or a tensor.cast between compatible shapes;
/// null when they are not.
Value castTo(PatternRewriter &rewriter, Location loc, Value value, Type type) {
  if (value.getType() == type)
    return value;
  auto from = llvm::dyn_cast<RankedTensorType>(value.getType());
  auto to = llvm::dyn_cast<RankedTensorType>(type);
  if (!from || !to || from.getRank() != to.getRank() ||
      from.getElementType() != to.getElementType())
    return Value();
  for (int64_t d = 0; d < from.getRank(); ++d) {
    int64_t a = from.getShape()[size_t(d)], b = to.getShape()[size_t(d)];
    if (a != kDynamic && b != kDynamic && a != b)
      return Value();
  }
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
    if (!rankedType(result))
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
  // static shape.
  unsigned numScan = op->getNumResults() - numCarried;
  for (unsigned i = 0; i < numScan; ++i) {
    RankedTensorType type = rankedType(op->getResult(numCarried + i));
    if (!type || !type.hasStaticShape() || type.getRank() < 1)
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
  for (unsigned i = 0; i < numCarried; ++i)
    if (!rankedType(carried[i]) ||
        carried[i].getType() != body.getArgument(2 + i).getType() ||
        carried[i].getType() != op->getResult(i).getType())
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
  for (unsigned i = 0; i < numScan; ++i)
    inits.push_back(tb.empty(rankedType(op->getResult(numCarried + i)), {}));
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
  return replaceWithCasts(rewriter, op, results);
}

} // namespace

void onnx_to_linalg::addControlFlowLowerings(LoweringTable &table) {
  table.add<ONNX::IfOp, lowerIf>();
  table.add<ONNX::LoopOp, lowerLoop>();
}
