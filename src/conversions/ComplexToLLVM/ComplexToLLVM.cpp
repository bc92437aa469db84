//===- ComplexToLLVM.cpp - complex ops as llvm struct ops -----------------===//
//
// convert-complex-to-llvm, as MLIR 22's, for the complex ops Terrace has: a
// complex number is `!llvm.struct<(f, f)>` (real, imaginary); re and im
// extract a field, create fills a poison struct, constant is an
// llvm.mlir.constant of the two parts.
//
//===----------------------------------------------------------------------===//
#include "conversions/ComplexToLLVM/ComplexToLLVM.h"
#include "conversions/LLVMCommon/LLVMBuilder.h"
#include "conversions/LLVMCommon/TypeConverter.h"
#include "conversions/Passes.h"
#include "dialects/complex/ComplexOps.h"
#include "ir/Context.h"
#include "ir/Operation.h"
#include "pass/Pass.h"

using namespace terrace;
using llvm::failure;
using llvm::LogicalResult;
using llvm::success;

namespace {

class ComplexPattern : public ConversionPattern {
protected:
  ComplexPattern(llvm::StringRef root, llvm::StringRef debugName,
                 const LLVMTypeConverter &converter)
      : ConversionPattern(root, 1, debugName, &converter) {}
  LLVMBuilder builderAt(ConversionPatternRewriter &rewriter,
                        Operation *op) const {
    return LLVMBuilder(
        rewriter, op->getLoc(),
        *static_cast<const LLVMTypeConverter *>(getTypeConverter()));
  }
};

/// complex.re and complex.im: a field of the struct.
class PartLowering : public ComplexPattern {
public:
  PartLowering(llvm::StringRef root, int64_t field,
               const LLVMTypeConverter &converter)
      : ComplexPattern(root, root, converter), field(field) {}
  LogicalResult
  matchAndRewrite(Operation *op, ValueRange operands,
                  ConversionPatternRewriter &rewriter) const override {
    LLVMBuilder b = builderAt(rewriter, op);
    rewriter.replaceOp(op, {b.extractValue(operands[0], {field})});
    return success();
  }

private:
  int64_t field;
};

class CreateLowering : public ComplexPattern {
public:
  explicit CreateLowering(const LLVMTypeConverter &converter)
      : ComplexPattern(complex::CreateOp::name, "CreateOpConversion",
                       converter) {}
  LogicalResult
  matchAndRewrite(Operation *op, ValueRange operands,
                  ConversionPatternRewriter &rewriter) const override {
    Type type = getTypeConverter()->convertType(op->getResult(0).getType());
    if (!type)
      return failure();
    LLVMBuilder b = builderAt(rewriter, op);
    Value value = b.poison(type);
    value = b.insertValue(value, operands[0], {0});
    value = b.insertValue(value, operands[1], {1});
    rewriter.replaceOp(op, {value});
    return success();
  }
};

class ConstantLowering : public ComplexPattern {
public:
  explicit ConstantLowering(const LLVMTypeConverter &converter)
      : ComplexPattern(complex::ConstantOp::name, "ConstantOpLowering",
                       converter) {}
  LogicalResult
  matchAndRewrite(Operation *op, ValueRange,
                  ConversionPatternRewriter &rewriter) const override {
    Type type = getTypeConverter()->convertType(op->getResult(0).getType());
    if (!type)
      return failure();
    LLVMBuilder b = builderAt(rewriter, op);
    rewriter.replaceOp(
        op, {b.constant(type, complex::ConstantOp::wrap(op).getValue())});
    return success();
  }
};

class ComplexToLLVMPass : public PassBase<ComplexToLLVMPass> {
public:
  ComplexToLLVMPass()
      : PassBase("convert-complex-to-llvm", "ConvertComplexToLLVMPass") {}

  void runOnOperation() override {
    Context &ctx = getOperation()->getContext();
    LLVMTypeConverter converter(ctx);
    RewritePatternSet set(ctx);
    populateComplexToLLVMConversionPatterns(converter, set);
    FrozenPatternSet patterns(std::move(set));
    ConversionTarget target(ctx);
    target.addLegalDialect("llvm");
    target.addLegalOp("builtin.unrealized_conversion_cast");
    // As MLIR's: every complex op must be lowered.
    target.addIllegalDialect("complex");
    if (failed(applyPartialConversion(getOperation(), target, patterns)))
      signalPassFailure();
  }
};
} // namespace

void terrace::populateComplexToLLVMConversionPatterns(
    const LLVMTypeConverter &converter, RewritePatternSet &patterns) {
  patterns.add(
      std::make_unique<PartLowering>(complex::ReOp::name, 0, converter));
  patterns.add(
      std::make_unique<PartLowering>(complex::ImOp::name, 1, converter));
  patterns.add(std::make_unique<CreateLowering>(converter));
  patterns.add(std::make_unique<ConstantLowering>(converter));
}

std::unique_ptr<Pass> terrace::createComplexToLLVMPass() {
  return std::make_unique<ComplexToLLVMPass>();
}
