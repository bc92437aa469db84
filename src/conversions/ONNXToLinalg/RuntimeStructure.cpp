//===- RuntimeStructure.cpp - Loops, branches and switches on run-time values
//===//
//
// What the lowerings build where an op's structure is known only at run
// time: indices that may count from the end, scf.for nests carrying
// values, scf.if, and scf.index_switch with one lowering per value a
// selector may take.
//
//===----------------------------------------------------------------------===//
#include "conversions/ONNXToLinalg/LoweringSupport.h"
#include "dialects/cf/ControlFlowOps.h"
#include "dialects/scf/SCFOps.h"
#include "dialects/tensor/TensorOps.h"
#include "ir/Block.h"
#include "ir/Context.h"
#include "ir/Region.h"

#include <functional>

using namespace terrace;
using namespace terrace::onnx_to_linalg;

Value onnx_to_linalg::normalizedIndex(TensorBuilder &tb, Value value,
                                      Value size) {
  ScalarBuilder s = tb.scalars();
  Value index =
      llvm::isa<IndexType>(value.getType()) ? value : s.integerToIndex(value);
  return s.fromEnd(index, size);
}

Value onnx_to_linalg::normalizedIndex(TensorBuilder &tb, Value value,
                                      int64_t size) {
  return normalizedIndex(tb, value, tb.indexConstant(size));
}

llvm::SmallVector<Value, 4>
onnx_to_linalg::staticBounds(TensorBuilder &tb, llvm::ArrayRef<int64_t> shape) {
  llvm::SmallVector<Value, 4> bounds;
  for (int64_t size : shape)
    bounds.push_back(tb.indexConstant(size));
  return bounds;
}

llvm::SmallVector<Value, 2>
onnx_to_linalg::loopNest(TensorBuilder &tb, llvm::ArrayRef<Value> bounds,
                         ValueRange inits, YieldFn body) {
  PatternRewriter &rewriter = tb.rewriter;
  llvm::SmallVector<Value, 4> ivs;
  std::function<llvm::SmallVector<Value, 2>(size_t, llvm::ArrayRef<Value>)>
      level = [&](size_t d, llvm::ArrayRef<Value> carried) {
        if (d == bounds.size())
          return body(ivs, carried);
        llvm::SmallVector<Type, 2> types;
        for (Value v : carried)
          types.push_back(v.getType());
        auto loop = create<scf::ForOp>(
            rewriter, tb.loc, with<"lowerBound">(tb.indexConstant(0)),
            with<"upperBound">(bounds[d]), with<"step">(tb.indexConstant(1)),
            with<"initArgs">(ValueRange(carried)),
            with<"results">(TypeRange(types)));
        Block *block = new Block();
        loop.template region<"region">().push_back(block);
        ivs.push_back(block->addArgument(IndexType::get(tb.ctx), tb.loc));
        llvm::SmallVector<Value, 2> inner;
        for (Type type : types)
          inner.push_back(block->addArgument(type, tb.loc));
        Block *savedBlock = rewriter.getInsertionBlock();
        Block::iterator savedPoint = rewriter.getInsertionPoint();
        rewriter.setInsertionPointToEnd(block);
        llvm::SmallVector<Value, 2> next = level(d + 1, inner);
        create<scf::YieldOp>(rewriter, tb.loc,
                             with<"results">(ValueRange(next)));
        rewriter.setInsertionPoint(savedBlock, savedPoint);
        ivs.pop_back();
        return llvm::SmallVector<Value, 2>(loop->getResults().begin(),
                                           loop->getResults().end());
      };
  llvm::SmallVector<Value, 2> start(inits.begin(), inits.end());
  return level(0, start);
}

Value onnx_to_linalg::loopNest(
    TensorBuilder &tb, llvm::ArrayRef<Value> bounds, Value init,
    llvm::function_ref<Value(llvm::ArrayRef<Value> ivs, Value carried)> body) {
  return loopNest(
             tb, bounds, ValueRange({init}),
             [&](llvm::ArrayRef<Value> ivs, llvm::ArrayRef<Value> carried) {
               llvm::SmallVector<Value, 2> next = {body(ivs, carried[0])};
               return next;
             })
      .front();
}

llvm::SmallVector<Value, 2> onnx_to_linalg::ifElse(
    TensorBuilder &tb, Value condition, TypeRange types,
    llvm::function_ref<llvm::SmallVector<Value, 2>()> thenFn,
    llvm::function_ref<llvm::SmallVector<Value, 2>()> elseFn) {
  PatternRewriter &rewriter = tb.rewriter;
  OperationState state(tb.loc, tb.ctx.getOperationName(scf::IfOp::name));
  state.operands.push_back(condition);
  state.types.assign(types.begin(), types.end());
  state.addRegion()->push_back(new Block());
  state.addRegion()->push_back(new Block());
  Operation *ifOp = rewriter.create(state);
  Block *savedBlock = rewriter.getInsertionBlock();
  Block::iterator savedPoint = rewriter.getInsertionPoint();
  for (unsigned r = 0; r < 2; ++r) {
    rewriter.setInsertionPointToEnd(&ifOp->getRegion(r).front());
    llvm::SmallVector<Value, 2> values = r == 0 ? thenFn() : elseFn();
    create<scf::YieldOp>(rewriter, tb.loc, with<"results">(ValueRange(values)));
  }
  rewriter.setInsertionPoint(savedBlock, savedPoint);
  return llvm::SmallVector<Value, 2>(ifOp->getResults().begin(),
                                     ifOp->getResults().end());
}

RankedTensorType onnx_to_linalg::dynamicShape(RankedTensorType type) {
  llvm::SmallVector<int64_t, 4> shape(size_t(type.getRank()), kDynamic);
  return RankedTensorType::get(shape, type.getElementType(), Attribute());
}

llvm::SmallVector<Value, 2> onnx_to_linalg::switchOn(
    TensorBuilder &tb, Value selector, llvm::ArrayRef<int64_t> cases,
    TypeRange resultTypes, llvm::StringRef otherwise,
    llvm::function_ref<llvm::SmallVector<Value, 2>(int64_t)> build) {
  PatternRewriter &rewriter = tb.rewriter;
  OperationState state(tb.loc,
                       tb.ctx.getOperationName(scf::IndexSwitchOp::name));
  state.operands.push_back(selector);
  state.types.assign(resultTypes.begin(), resultTypes.end());
  state.addAttribute(StringAttr::get(tb.ctx, "cases"),
                     DenseArrayAttr::get(tb.ctx, cases));
  for (size_t i = 0; i <= cases.size(); ++i)
    state.addRegion()->push_back(new Block());
  Operation *switchOp = rewriter.create(state);
  Block *savedBlock = rewriter.getInsertionBlock();
  Block::iterator savedPoint = rewriter.getInsertionPoint();
  auto yield = [&](llvm::ArrayRef<Value> values) {
    llvm::SmallVector<Value, 2> cast;
    for (auto [value, type] : llvm::zip(values, resultTypes))
      cast.push_back(value.getType() == type
                         ? value
                         : create<tensor::CastOp>(rewriter, tb.loc,
                                                  with<"source">(value),
                                                  with<"dest">(type))
                               .result<"dest">());
    create<scf::YieldOp>(rewriter, tb.loc, with<"results">(ValueRange(cast)));
  };
  // The default: an assertion that fails, then empty tensors.
  rewriter.setInsertionPointToEnd(&switchOp->getRegion(0).front());
  Value never = tb.scalars().constant(IntegerType::get(tb.ctx, 1), 0);
  create<cf::AssertOp>(rewriter, tb.loc, with<"arg">(never),
                       with<"msg">(StringAttr::get(tb.ctx, otherwise)));
  llvm::SmallVector<Value, 2> empties;
  for (Type type : resultTypes) {
    auto ranked = llvm::cast<RankedTensorType>(type);
    llvm::SmallVector<Value, 4> zeros;
    for (int64_t size : ranked.getShape())
      if (size == kDynamic)
        zeros.push_back(tb.indexConstant(0));
    empties.push_back(tb.empty(ranked, zeros));
  }
  yield(empties);
  for (size_t i = 0; i < cases.size(); ++i) {
    rewriter.setInsertionPointToEnd(
        &switchOp->getRegion(unsigned(1 + i)).front());
    yield(build(cases[i]));
  }
  rewriter.setInsertionPoint(savedBlock, savedPoint);
  return llvm::SmallVector<Value, 2>(switchOp->getResults().begin(),
                                     switchOp->getResults().end());
}
