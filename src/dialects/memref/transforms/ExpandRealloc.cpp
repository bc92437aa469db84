//===- ExpandRealloc.cpp - memref.realloc as the ops it stands for --------===//
//
// expand-realloc (MLIR 22's pass of that name): a `memref.realloc` becomes
// a comparison of the old size with the new and an scf.if that, growing,
// allocates the new buffer, copies the old one into its front and frees it
// (unless `emit-deallocs=false`: buffer-deallocation-pipeline leaves the
// freeing to ownership-based deallocation), and, not growing, reinterprets
// the old buffer at the new size.
//
//   %r = memref.realloc %m(%n) : memref<?xf32> to memref<?xf32>
// becomes
//   %c0 = arith.constant 0 : index
//   %dim = memref.dim %m, %c0 : memref<?xf32>
//   %0 = arith.cmpi ult, %dim, %n : index
//   %r = scf.if %0 -> (memref<?xf32>) {
//     %alloc = memref.alloc(%n) : memref<?xf32>
//     %subview = memref.subview %alloc[0] [%dim] [1] : ...
//     memref.copy %m, %subview : ...
//     memref.dealloc %m : memref<?xf32>
//     scf.yield %alloc : memref<?xf32>
//   } else {
//     %cast = memref.reinterpret_cast %m to offset: [0], sizes: [%n],
//         strides: [1] : memref<?xf32> to memref<?xf32>
//     scf.yield %cast : memref<?xf32>
//   }
//
// A static size is a constant (created where MLIR creates it, so that the
// output is mlir-opt's).
//
//===----------------------------------------------------------------------===//
#include "dialects/arith/ArithBuilders.h"
#include "dialects/arith/ArithDialect.h"
#include "dialects/arith/ArithOps.h"
#include "dialects/memref/MemRefOps.h"
#include "dialects/memref/transforms/Passes.h"
#include "dialects/scf/SCFOps.h"
#include "ir/Builder.h"
#include "ir/Operation.h"
#include "ir/Region.h"
#include "pass/Pass.h"

using namespace terrace;
using namespace terrace::memref;

namespace {

/// A size known statically (`value` null) or at run time.
struct Size {
  int64_t fixed = kDynamic;
  Value value;
  Value materialize(OpBuilder &b, Location loc) const {
    return value ? value : arith::createIndexConstant(b, loc, fixed);
  }
  /// The size as an op's static list holds it.
  int64_t staticEntry() const { return value ? kDynamic : fixed; }
};

void expandRealloc(ReallocOp realloc, bool emitDeallocs) {
  Operation *op = realloc;
  Location loc = op->getLoc();
  Context &ctx = op->getContext();
  OpBuilder b(ctx);
  b.setInsertionPoint(op);
  Value source = realloc.operand<"source">();
  auto sourceType = llvm::cast<MemRefType>(source.getType());
  auto resultType =
      llvm::cast<MemRefType>(realloc.result<"result">().getType());

  // The old size, and the size asked for.
  Size current{sourceType.getShape()[0], Value()};
  if (current.fixed == kDynamic) {
    Value zero = arith::createIndexConstant(b, loc, 0);
    current.value =
        create<DimOp>(b, loc, with<"source">(source), with<"index">(zero),
                      with<"result">(IndexType::get(ctx)))
            .result<"result">();
  }
  Size target{resultType.getShape()[0], Value()};
  if (target.fixed == kDynamic)
    target.value = realloc.operand<"dynamicResultSize">();

  Value lhs = current.materialize(b, loc);
  Value rhs = target.materialize(b, loc);
  Value smaller =
      create<arith::CmpIOp>(
          b, loc,
          with<"predicate">(IntegerAttr::get(
              IntegerType::get(ctx, 64), uint64_t(arith::CmpIPredicate::ult))),
          with<"lhs">(lhs), with<"rhs">(rhs),
          with<"result">(IntegerType::get(ctx, 1)))
          .result<"result">();
  auto ifOp = create<scf::IfOp>(b, loc, with<"condition">(smaller),
                                with<"results">(TypeRange{resultType}));
  auto indexList = [&](llvm::ArrayRef<int64_t> values) {
    return DenseArrayAttr::get(ctx, values);
  };
  int64_t zero = 0, one = 1;
  int64_t currentEntry = current.staticEntry(),
          targetEntry = target.staticEntry();
  {
    // Growing: a new buffer, the old elements copied to its front.
    InsertionGuard guard(b);
    b.setInsertionPointToEnd(b.createBlock(&ifOp->getRegion(0)));
    llvm::SmallVector<Value, 1> sizes;
    if (target.value)
      sizes.push_back(target.value);
    auto alloc = create<AllocOp>(
        b, loc, with<"dynamicSizes">(ValueRange(sizes)),
        with<"symbolOperands">(ValueRange()), with<"memref">(resultType));
    if (Attribute alignment = realloc.property<"alignment">())
      alloc.setProperty<"alignment">(alignment);
    Value grown = alloc.result<"memref">();
    llvm::SmallVector<Value, 1> viewSizes;
    if (current.value)
      viewSizes.push_back(current.value);
    MemRefType viewType =
        inferSubViewResultType(resultType, {zero}, currentEntry, {one});
    Value front =
        create<SubViewOp>(
            b, loc, with<"source">(grown), with<"offsets">(ValueRange()),
            with<"sizes">(ValueRange(viewSizes)), with<"strides">(ValueRange()),
            with<"static_offsets">(indexList(zero)),
            with<"static_sizes">(indexList(currentEntry)),
            with<"static_strides">(indexList(one)), with<"result">(viewType))
            .result<"result">();
    create<CopyOp>(b, loc, with<"source">(source), with<"target">(front));
    if (emitDeallocs)
      create<DeallocOp>(b, loc, with<"memref">(source));
    create<scf::YieldOp>(b, loc, with<"results">(ValueRange{grown}));
  }
  {
    // Not growing: the old buffer at the new size.
    InsertionGuard guard(b);
    b.setInsertionPointToEnd(b.createBlock(&ifOp->getRegion(1)));
    llvm::SmallVector<Value, 1> castSizes;
    if (target.value)
      castSizes.push_back(target.value);
    Value same =
        create<ReinterpretCastOp>(
            b, loc, with<"source">(source), with<"offsets">(ValueRange()),
            with<"sizes">(ValueRange(castSizes)), with<"strides">(ValueRange()),
            with<"static_offsets">(indexList(zero)),
            with<"static_sizes">(indexList(targetEntry)),
            with<"static_strides">(indexList(one)), with<"result">(resultType))
            .result<"result">();
    create<scf::YieldOp>(b, loc, with<"results">(ValueRange{same}));
  }
  op->getResult(0).replaceAllUsesWith(ifOp->getResult(0));
  op->erase();
}

class ExpandReallocPass : public PassBase<ExpandReallocPass> {
public:
  ExpandReallocPass() : PassBase("expand-realloc", "ExpandReallocPass") {
    option("emit-deallocs",
           "Emit deallocation operations for the original MemRef",
           emitDeallocs);
  }

  void runOnOperation() override {
    llvm::SmallVector<ReallocOp, 4> reallocs;
    getOperation()->walk([&](Operation *op) {
      if (auto realloc = llvm::dyn_cast<ReallocOp>(op))
        reallocs.push_back(realloc);
    });
    for (ReallocOp realloc : reallocs)
      expandRealloc(realloc, emitDeallocs);
  }

private:
  bool emitDeallocs = true;
};

} // namespace

std::unique_ptr<Pass> terrace::createExpandReallocPass() {
  return std::make_unique<ExpandReallocPass>();
}
