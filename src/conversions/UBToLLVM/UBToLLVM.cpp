//===- UBToLLVM.cpp - ub ops as llvm ops ----------------------------------===//
//
// convert-ub-to-llvm, as MLIR 22's: ub.poison becomes llvm.mlir.poison of
// the converted type (a memref's descriptor, a complex's struct, index as
// an integer of the index bitwidth), ub.unreachable becomes
// llvm.unreachable. A poison of a type without an LLVM form (a tensor)
// stays.
//
//===----------------------------------------------------------------------===//
#include "conversions/UBToLLVM/UBToLLVM.h"
#include "conversions/LLVMCommon/LLVMBuilder.h"
#include "conversions/LLVMCommon/TypeConverter.h"
#include "conversions/Passes.h"
#include "dialects/llvm/LLVMOps.h"
#include "dialects/ub/UBOps.h"
#include "ir/Context.h"
#include "ir/Operation.h"
#include "pass/Pass.h"

#include "llvm/ADT/Twine.h"

using namespace terrace;
using llvm::failure;
using llvm::LogicalResult;
using llvm::success;

namespace {

class PoisonLowering : public ConversionPattern {
public:
  explicit PoisonLowering(const LLVMTypeConverter &converter)
      : ConversionPattern(ub::PoisonOp::name, 1, "PoisonOpLowering",
                          &converter) {}

  LogicalResult
  matchAndRewrite(Operation *op, ValueRange,
                  ConversionPatternRewriter &rewriter) const override {
    const auto &converter =
        *static_cast<const LLVMTypeConverter *>(getTypeConverter());
    Type type = converter.convertType(op->getResult(0).getType());
    if (!type)
      return rewriter.notifyMatchFailure(op, "type has no LLVM form");
    LLVMBuilder b(rewriter, op->getLoc(), converter);
    rewriter.replaceOp(op, {b.poison(type)});
    return success();
  }
};

class UnreachableLowering : public ConversionPattern {
public:
  explicit UnreachableLowering(const LLVMTypeConverter &converter)
      : ConversionPattern(ub::UnreachableOp::name, 1, "UnreachableOpLowering",
                          &converter) {}

  LogicalResult
  matchAndRewrite(Operation *op, ValueRange,
                  ConversionPatternRewriter &rewriter) const override {
    rewriter.setInsertionPoint(op);
    create<LLVM::UnreachableOp>(rewriter, op->getLoc());
    rewriter.eraseOp(op);
    return success();
  }
};

class UBToLLVMPass : public PassBase<UBToLLVMPass> {
public:
  UBToLLVMPass() : PassBase("convert-ub-to-llvm", "UBToLLVMConversionPass") {
    option("index-bitwidth",
           "Bitwidth of the index type, 0 to use size of machine word",
           indexBitwidth);
  }

  void runOnOperation() override {
    Context &ctx = getOperation()->getContext();
    LLVMTypeConverter converter(ctx, indexBitwidth);
    RewritePatternSet set(ctx);
    populateUBToLLVMConversionPatterns(converter, set);
    FrozenPatternSet patterns(std::move(set));
    ConversionTarget target(ctx);
    target.addLegalDialect("llvm");
    target.addLegalOp("builtin.unrealized_conversion_cast");
    if (failed(applyPartialConversion(getOperation(), target, patterns)))
      signalPassFailure();
  }

private:
  unsigned indexBitwidth = 0;
};
} // namespace

void terrace::populateUBToLLVMConversionPatterns(
    const LLVMTypeConverter &converter, RewritePatternSet &patterns) {
  patterns.add(std::make_unique<PoisonLowering>(converter));
  patterns.add(std::make_unique<UnreachableLowering>(converter));
}

std::unique_ptr<Pass> terrace::createUBToLLVMPass() {
  return std::make_unique<UBToLLVMPass>();
}
