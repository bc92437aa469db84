//===- BufferizationToMemRef.cpp - bufferization ops as memref ops --------===//
//
// convert-bufferization-to-memref, as MLIR 22's. A clone is an allocation
// (dynamic sizes read with memref.dim) and a copy, cast to the clone's
// layout where it has one; an unranked one reads its sizes in a loop and
// reshapes a 1-D allocation to them. A dealloc becomes, by its shape: `false`
// for each retained memref when it frees nothing; an scf.if around a
// memref.dealloc for one memref and nothing retained; for one memref and
// retained ones, aligned-pointer compares; and in general a call of a
// private `dealloc_helper` function (made once per module) that decides,
// from the aligned pointers and conditions stored in small buffers, which
// memrefs to free and which retained ones the caller now owns. Aliasing is
// by aligned pointer throughout.
//
//===----------------------------------------------------------------------===//
#include "conversions/BufferizationToMemRef/BufferizationToMemRef.h"
#include "conversions/LLVMCommon/LLVMBuilder.h"
#include "conversions/Passes.h"
#include "dialects/arith/ArithBuilders.h"
#include "dialects/arith/ArithOps.h"
#include "dialects/bufferization/BufferizationOps.h"
#include "dialects/builtin/BuiltinOps.h"
#include "dialects/func/FuncOps.h"
#include "dialects/memref/MemRefOps.h"
#include "dialects/scf/SCFOps.h"
#include "ir/Attributes.h"
#include "ir/Block.h"
#include "ir/Context.h"
#include "ir/Diagnostics.h"
#include "ir/Operation.h"
#include "ir/Region.h"
#include "ir/Types.h"
#include "pass/Pass.h"
#include "rewrite/DialectConversion.h"

#include "llvm/ADT/Twine.h"

using namespace terrace;
using llvm::failure;
using llvm::LogicalResult;
using llvm::success;

namespace {

Value indexConstant(OpBuilder &b, Location loc, int64_t value) {
  return arith::createIndexConstant(b, loc, value);
}

Value boolConstant(OpBuilder &b, Location loc, bool value) {
  Type i1 = IntegerType::get(b.getContext(), 1);
  return create<arith::ConstantOp>(
             b, loc, with<"value">(IntegerAttr::get(i1, int64_t(value))),
             with<"result">(i1))
      .result<"result">();
}

Value load(OpBuilder &b, Location loc, Value memref, ValueRange indices) {
  Type element = llvm::cast<MemRefType>(memref.getType()).getElementType();
  return create<memref::LoadOp>(
             b, loc, with<"memref">(memref), with<"indices">(indices),
             with<"nontemporal">(constraints::falseAttr(b.getContext())),
             with<"result">(element))
      .result<"result">();
}

void store(OpBuilder &b, Location loc, Value value, Value memref,
           ValueRange indices) {
  // MLIR's builders set the default `nontemporal = false` (the generic
  // form shows it).
  create<memref::StoreOp>(
      b, loc, with<"value">(value), with<"memref">(memref),
      with<"indices">(indices),
      with<"nontemporal">(constraints::falseAttr(b.getContext())));
}

Value alignedPointer(OpBuilder &b, Location loc, Value memref) {
  return create<memref::ExtractAlignedPointerAsIndexOp>(
             b, loc, with<"source">(memref),
             with<"aligned_pointer">(IndexType::get(b.getContext())))
      .result<"aligned_pointer">();
}

Value binary(OpBuilder &b, Location loc, llvm::StringRef name, Value lhs,
             Value rhs) {
  OperationState state(loc, b.getContext().getOperationName(name));
  state.operands = {lhs, rhs};
  state.types.push_back(lhs.getType());
  return b.create(state)->getResult(0);
}

Value compare(OpBuilder &b, Location loc, arith::CmpIPredicate predicate,
              Value lhs, Value rhs) {
  return create<arith::CmpIOp>(
             b, loc, with<"lhs">(lhs), with<"rhs">(rhs),
             with<"predicate">(IntegerAttr::get(
                 IntegerType::get(b.getContext(), 64), int64_t(predicate))),
             with<"result">(IntegerType::get(b.getContext(), 1)))
      .result<"result">();
}

Value alloc(OpBuilder &b, Location loc, MemRefType type, ValueRange sizes) {
  return create<memref::AllocOp>(b, loc, with<"dynamicSizes">(sizes),
                                 with<"symbolOperands">(ValueRange()),
                                 with<"memref">(type))
      .result<"memref">();
}

Value cast(OpBuilder &b, Location loc, Value value, Type to) {
  return create<memref::CastOp>(b, loc, with<"source">(value), with<"dest">(to))
      .result<"dest">();
}

/// `scf.if %condition { memref.dealloc %memref }`.
void deallocIf(OpBuilder &b, Location loc, Value condition, Value memref) {
  auto ifOp = create<scf::IfOp>(b, loc, with<"condition">(condition),
                                with<"results">(TypeRange()));
  Block *then = new Block();
  ifOp.region<"thenRegion">().push_back(then);
  OpBuilder inside(b.getContext());
  inside.setInsertionPointToEnd(then);
  create<memref::DeallocOp>(inside, loc, with<"memref">(memref));
  create<scf::YieldOp>(inside, loc);
}

/// An scf.for from `lb` to `ub` by `step` carrying `init` (none or one
/// value), its body filled by `body` (the induction variable and the
/// carried value in, the value to yield out).
Value forLoop(OpBuilder &b, Location loc, Value lb, Value ub, Value step,
              Value init,
              llvm::function_ref<Value(OpBuilder &, Value, Value)> body) {
  llvm::SmallVector<Value, 1> inits;
  if (init)
    inits.push_back(init);
  auto loop = create<scf::ForOp>(b, loc, with<"lowerBound">(lb),
                                 with<"upperBound">(ub), with<"step">(step),
                                 with<"initArgs">(ValueRange(inits)),
                                 with<"results">(ValueRange(inits).getTypes()));
  Block *block = new Block();
  loop.region<"region">().push_back(block);
  Value iv = block->addArgument(lb.getType(), loc);
  Value carried = init ? block->addArgument(init.getType(), loc) : Value();
  OpBuilder inside(b.getContext());
  inside.setInsertionPointToEnd(block);
  Value yielded = body(inside, iv, carried);
  create<scf::YieldOp>(
      inside, loc,
      with<"results">(yielded ? ValueRange(yielded) : ValueRange()));
  return init ? loop->getResult(0) : Value();
}

/// MLIR's buildDeallocationLibraryFunction: `dealloc_helper(toDealloc,
/// toRetain, conditions, deallocConditions, retainConditions)` over
/// aligned pointers. retainConditions[j] is the OR of the conditions of
/// the memrefs whose pointer is retained j's; deallocConditions[i] says to
/// free memref i: its condition holds and neither a retained memref nor an
/// earlier memref has its pointer.
Operation *buildDeallocHelper(Operation *module) {
  Context &ctx = module->getContext();
  Location loc = module->getLoc();
  Block &body = module->getRegion(0).front();
  OpBuilder b(ctx);
  b.setInsertionPointToEnd(&body);
  Type index = IndexType::get(ctx), i1 = IntegerType::get(ctx, 1);
  auto indices = MemRefType::get({kDynamic}, index, {}, {});
  auto bools = MemRefType::get({kDynamic}, i1, {}, {});
  llvm::SmallVector<Type, 5> inputs = {indices, indices, bools, bools, bools};
  Operation *helper = func::FuncOp::buildPrivate(
      b, loc, uniqueSymbolName(module, "dealloc_helper"),
      FunctionType::get(ctx, inputs, {}));
  Block *entry = new Block();
  helper->getRegion(0).push_back(entry);
  llvm::SmallVector<Value, 5> args;
  for (Type t : inputs)
    args.push_back(entry->addArgument(t, loc));
  Value toDealloc = args[0], toRetain = args[1], conditions = args[2],
        deallocConds = args[3], retainConds = args[4];

  b.setInsertionPointToEnd(entry);
  Value c0 = indexConstant(b, loc, 0), c1 = indexConstant(b, loc, 1);
  Value trueValue = boolConstant(b, loc, true);
  Value falseValue = boolConstant(b, loc, false);
  auto dim = [&](Value memref) {
    return create<memref::DimOp>(b, loc, with<"source">(memref),
                                 with<"index">(c0), with<"result">(index))
        .result<"result">();
  };
  Value numDealloc = dim(toDealloc), numRetain = dim(toRetain);
  forLoop(b, loc, c0, numRetain, c1, Value(),
          [&](OpBuilder &in, Value j, Value) {
            store(in, loc, falseValue, retainConds, {j});
            return Value();
          });
  forLoop(
      b, loc, c0, numDealloc, c1, Value(), [&](OpBuilder &in, Value i, Value) {
        Value pointer = load(in, loc, toDealloc, {i});
        Value condition = load(in, loc, conditions, {i});
        Value noRetainAlias = forLoop(
            in, loc, c0, numRetain, c1, trueValue,
            [&](OpBuilder &inner, Value j, Value acc) {
              Value retained = load(inner, loc, toRetain, {j});
              Value same = compare(inner, loc, arith::CmpIPredicate::eq,
                                   retained, pointer);
              auto ifOp = create<scf::IfOp>(inner, loc, with<"condition">(same),
                                            with<"results">(TypeRange()));
              Block *then = new Block();
              ifOp.region<"thenRegion">().push_back(then);
              OpBuilder thenBuilder(ctx);
              thenBuilder.setInsertionPointToEnd(then);
              Value owned = load(thenBuilder, loc, retainConds, {j});
              Value updated =
                  binary(thenBuilder, loc, "arith.ori", owned, condition);
              store(thenBuilder, loc, updated, retainConds, {j});
              create<scf::YieldOp>(thenBuilder, loc);
              Value differ = compare(inner, loc, arith::CmpIPredicate::ne,
                                     retained, pointer);
              return binary(inner, loc, "arith.andi", acc, differ);
            });
        Value noAlias =
            forLoop(in, loc, c0, i, c1, noRetainAlias,
                    [&](OpBuilder &inner, Value j, Value acc) {
                      Value earlier = load(inner, loc, toDealloc, {j});
                      Value differ =
                          compare(inner, loc, arith::CmpIPredicate::ne, earlier,
                                  pointer);
                      return binary(inner, loc, "arith.andi", acc, differ);
                    });
        Value free = binary(in, loc, "arith.andi", noAlias, condition);
        store(in, loc, free, deallocConds, {i});
        return Value();
      });
  create<func::ReturnOp>(b, loc, with<"operands">(ValueRange()));
  return helper;
}

class CloneLowering : public ConversionPattern {
public:
  explicit CloneLowering(Context &)
      : ConversionPattern(bufferization::CloneOp::name, 1, "CloneOpConversion",
                          nullptr) {}

  LogicalResult
  matchAndRewrite(Operation *op, ValueRange operands,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op->getLoc();
    rewriter.setInsertionPoint(op);
    auto type = llvm::dyn_cast<MemRefType>(op->getResult(0).getType());
    if (!type)
      return cloneUnranked(op, operands[0], rewriter);
    auto allocType = MemRefType::get(type.getShape(), type.getElementType(),
                                     Attribute(), type.getMemorySpace());
    if (!memref::areCastCompatible(allocType, type))
      return rewriter.notifyMatchFailure(op,
                                         "layout an allocation cannot have");
    llvm::SmallVector<Value, 4> sizes;
    for (size_t i = 0; i < type.getShape().size(); ++i) {
      if (type.getShape()[i] != kDynamic)
        continue;
      Value position = indexConstant(rewriter, loc, int64_t(i));
      sizes.push_back(create<memref::DimOp>(
                          rewriter, loc, with<"source">(operands[0]),
                          with<"index">(position),
                          with<"result">(IndexType::get(rewriter.getContext())))
                          .result<"result">());
    }
    Value result = alloc(rewriter, loc, allocType, sizes);
    if (Type(allocType) != Type(type))
      result = cast(rewriter, loc, result, type);
    create<memref::CopyOp>(rewriter, loc, with<"source">(operands[0]),
                           with<"target">(result));
    rewriter.replaceOp(op, {result});
    return success();
  }

private:
  /// The sizes read in a loop into a stack buffer (their product is the
  /// element count), a 1-D allocation reshaped to them, a copy.
  LogicalResult cloneUnranked(Operation *op, Value input,
                              ConversionPatternRewriter &rewriter) const {
    Context &ctx = rewriter.getContext();
    Location loc = op->getLoc();
    auto type = llvm::cast<UnrankedMemRefType>(op->getResult(0).getType());
    Type index = IndexType::get(ctx);
    Value zero = indexConstant(rewriter, loc, 0);
    Value one = indexConstant(rewriter, loc, 1);
    Value rank = create<memref::RankOp>(rewriter, loc, with<"memref">(input),
                                        with<"result">(index))
                     .result<"result">();
    Value shape =
        create<memref::AllocaOp>(
            rewriter, loc, with<"dynamicSizes">(ValueRange(rank)),
            with<"symbolOperands">(ValueRange()),
            with<"memref">(MemRefType::get({kDynamic}, index, {}, {})))
            .result<"memref">();
    Value size = forLoop(rewriter, loc, zero, rank, one, one,
                         [&](OpBuilder &in, Value i, Value acc) {
                           Value dim =
                               create<memref::DimOp>(
                                   in, loc, with<"source">(input),
                                   with<"index">(i), with<"result">(index))
                                   .result<"result">();
                           store(in, loc, dim, shape, {i});
                           return binary(in, loc, "arith.muli", acc, dim);
                         });
    Value flat = alloc(
        rewriter, loc,
        MemRefType::get({kDynamic}, type.getElementType(), {}, {}), {size});
    Value result =
        create<memref::ReshapeOp>(rewriter, loc, with<"source">(flat),
                                  with<"shape">(shape), with<"result">(type))
            .result<"result">();
    create<memref::CopyOp>(rewriter, loc, with<"source">(input),
                           with<"target">(result));
    rewriter.replaceOp(op, {result});
    return success();
  }
};

class DeallocLowering : public ConversionPattern {
public:
  DeallocLowering(Context &, Operation *helper)
      : ConversionPattern(bufferization::DeallocOp::name, 1,
                          "DeallocOpConversion", nullptr),
        helper(helper) {}

  LogicalResult
  matchAndRewrite(Operation *op, ValueRange operands,
                  ConversionPatternRewriter &rewriter) const override {
    auto dealloc = bufferization::DeallocOp::wrap(op);
    size_t numMemrefs = dealloc.operands<"memrefs">().size();
    size_t numRetained = dealloc.operands<"retained">().size();
    ValueRange memrefs = operands.take_front(numMemrefs);
    ValueRange conditions = operands.slice(numMemrefs, numMemrefs);
    ValueRange retained = operands.take_back(numRetained);
    Location loc = op->getLoc();
    rewriter.setInsertionPoint(op);
    if (numMemrefs == 0) {
      Value falseValue = boolConstant(rewriter, loc, false);
      llvm::SmallVector<Value, 4> results(numRetained, falseValue);
      rewriter.replaceOp(op, results);
      return success();
    }
    if (numMemrefs == 1 && numRetained == 0) {
      deallocIf(rewriter, loc, conditions[0], memrefs[0]);
      rewriter.eraseOp(op);
      return success();
    }
    if (numMemrefs == 1)
      return oneMemref(op, memrefs[0], conditions[0], retained, rewriter);
    if (!helper)
      return op->emitError("No dealloc helper function available for library "
                           "function lowering");
    return general(op, memrefs, conditions, retained, rewriter);
  }

private:
  /// Compares of the memref's pointer with each retained one's.
  LogicalResult oneMemref(Operation *op, Value memref, Value condition,
                          ValueRange retained,
                          ConversionPatternRewriter &rewriter) const {
    Location loc = op->getLoc();
    llvm::SmallVector<Value, 4> noAlias;
    Value pointer = alignedPointer(rewriter, loc, memref);
    for (Value kept : retained)
      noAlias.push_back(compare(rewriter, loc, arith::CmpIPredicate::ne,
                                pointer, alignedPointer(rewriter, loc, kept)));
    Value all = noAlias.front();
    for (Value next : llvm::ArrayRef<Value>(noAlias).drop_front())
      all = binary(rewriter, loc, "arith.andi", all, next);
    deallocIf(rewriter, loc,
              binary(rewriter, loc, "arith.andi", all, condition), memref);
    Value trueValue = boolConstant(rewriter, loc, true);
    llvm::SmallVector<Value, 4> results;
    for (Value differ : noAlias) {
      Value aliases = binary(rewriter, loc, "arith.xori", differ, trueValue);
      results.push_back(
          binary(rewriter, loc, "arith.andi", aliases, condition));
    }
    rewriter.replaceOp(op, results);
    return success();
  }

  /// Pointers and conditions into buffers, a call of the helper, then the
  /// frees and the ownership it decided.
  LogicalResult general(Operation *op, ValueRange memrefs,
                        ValueRange conditions, ValueRange retained,
                        ConversionPatternRewriter &rewriter) const {
    Context &ctx = rewriter.getContext();
    Location loc = op->getLoc();
    Type index = IndexType::get(ctx), i1 = IntegerType::get(ctx, 1);
    auto sized = [](int64_t n, Type element) {
      return MemRefType::get({n}, element, {}, {});
    };
    int64_t numMemrefs = int64_t(memrefs.size());
    int64_t numRetained = int64_t(retained.size());
    Value toDealloc = alloc(rewriter, loc, sized(numMemrefs, index), {});
    Value conds = alloc(rewriter, loc, sized(numMemrefs, i1), {});
    Value toRetain = alloc(rewriter, loc, sized(numRetained, index), {});
    for (auto [i, memref] : llvm::enumerate(memrefs)) {
      Value pointer = alignedPointer(rewriter, loc, memref);
      store(rewriter, loc, pointer, toDealloc,
            {indexConstant(rewriter, loc, int64_t(i))});
    }
    for (auto [i, condition] : llvm::enumerate(conditions))
      store(rewriter, loc, condition, conds,
            {indexConstant(rewriter, loc, int64_t(i))});
    for (auto [i, kept] : llvm::enumerate(retained)) {
      Value pointer = alignedPointer(rewriter, loc, kept);
      store(rewriter, loc, pointer, toRetain,
            {indexConstant(rewriter, loc, int64_t(i))});
    }
    Type dynIndex = MemRefType::get({kDynamic}, index, {}, {});
    Type dynBool = MemRefType::get({kDynamic}, i1, {}, {});
    Value toDeallocArg = cast(rewriter, loc, toDealloc, dynIndex);
    Value condsArg = cast(rewriter, loc, conds, dynBool);
    Value toRetainArg = cast(rewriter, loc, toRetain, dynIndex);
    Value deallocConds = alloc(rewriter, loc, sized(numMemrefs, i1), {});
    Value retainConds = alloc(rewriter, loc, sized(numRetained, i1), {});
    Value deallocCondsArg = cast(rewriter, loc, deallocConds, dynBool);
    Value retainCondsArg = cast(rewriter, loc, retainConds, dynBool);
    llvm::StringRef callee =
        llvm::cast<StringAttr>(helper->getInherentAttr("sym_name")).getValue();
    create<func::CallOp>(
        rewriter, loc, with<"callee">(SymbolRefAttr::get(ctx, callee)),
        with<"operands">(ValueRange({toDeallocArg, toRetainArg, condsArg,
                                     deallocCondsArg, retainCondsArg})),
        with<"results">(TypeRange()));
    for (auto [i, memref] : llvm::enumerate(memrefs)) {
      Value free = load(rewriter, loc, deallocConds,
                        {indexConstant(rewriter, loc, int64_t(i))});
      deallocIf(rewriter, loc, free, memref);
    }
    llvm::SmallVector<Value, 4> results;
    for (int64_t j = 0; j < numRetained; ++j)
      results.push_back(
          load(rewriter, loc, retainConds, {indexConstant(rewriter, loc, j)}));
    for (Value buffer : {toDealloc, toRetain, conds, deallocConds, retainConds})
      create<memref::DeallocOp>(rewriter, loc, with<"memref">(buffer));
    rewriter.replaceOp(op, results);
    return success();
  }

  Operation *helper;
};

class BufferizationToMemRefPass : public PassBase<BufferizationToMemRefPass> {
public:
  BufferizationToMemRefPass()
      : PassBase("convert-bufferization-to-memref",
                 "ConvertBufferizationToMemRefPass") {}

  void runOnOperation() override {
    Operation *module = getOperation();
    Context &ctx = module->getContext();
    // The helper, when a dealloc frees several memrefs.
    Operation *helper = nullptr;
    if (isOpOfType<builtin::ModuleOp>(module)) {
      bool needed = false;
      module->walk([&](Operation *op) {
        if (isOpOfType<bufferization::DeallocOp>(op))
          needed |=
              bufferization::DeallocOp::wrap(op).operands<"memrefs">().size() >
              1;
      });
      if (needed)
        helper = buildDeallocHelper(module);
    }
    RewritePatternSet set(ctx);
    set.add(std::make_unique<CloneLowering>(ctx));
    set.add(std::make_unique<DeallocLowering>(ctx, helper));
    FrozenPatternSet patterns(std::move(set));
    ConversionTarget target(ctx);
    for (llvm::StringRef dialect : {"memref", "arith", "scf", "func"})
      target.addLegalDialect(dialect);
    target.addLegalOp("builtin.unrealized_conversion_cast");
    target.addIllegalDialect("bufferization");
    if (failed(applyPartialConversion(module, target, patterns)))
      signalPassFailure();
  }
};
/// bufferization-lower-deallocations, as MLIR 22's: the dealloc lowering
/// above alone (clones and the other bufferization ops stay), on a module
/// (which gets the helper when needed) or a function.
class LowerDeallocationsPass : public PassBase<LowerDeallocationsPass> {
public:
  LowerDeallocationsPass()
      : PassBase("bufferization-lower-deallocations",
                 "LowerDeallocationsPass") {}

  void runOnOperation() override {
    Operation *root = getOperation();
    Context &ctx = root->getContext();
    bool isModule = isOpOfType<builtin::ModuleOp>(root);
    if (!isModule && !isOpOfType<func::FuncOp>(root)) {
      root->emitError("root operation must be a builtin.module or a function");
      return signalPassFailure();
    }
    Operation *helper = nullptr;
    if (isModule) {
      bool needed = false;
      root->walk([&](Operation *op) {
        if (isOpOfType<bufferization::DeallocOp>(op))
          needed |=
              bufferization::DeallocOp::wrap(op).operands<"memrefs">().size() >
              1;
      });
      if (needed)
        helper = buildDeallocHelper(root);
    }
    RewritePatternSet set(ctx);
    set.add(std::make_unique<DeallocLowering>(ctx, helper));
    FrozenPatternSet patterns(std::move(set));
    ConversionTarget target(ctx);
    for (llvm::StringRef dialect : {"memref", "arith", "scf", "func"})
      target.addLegalDialect(dialect);
    target.addIllegalOp(bufferization::DeallocOp::name);
    if (failed(applyPartialConversion(root, target, patterns)))
      signalPassFailure();
  }
};
} // namespace

std::unique_ptr<Pass> terrace::createLowerDeallocationsPass() {
  return std::make_unique<LowerDeallocationsPass>();
}

std::unique_ptr<Pass> terrace::createBufferizationToMemRefPass() {
  return std::make_unique<BufferizationToMemRefPass>();
}
