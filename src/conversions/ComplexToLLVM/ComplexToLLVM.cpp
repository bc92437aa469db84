//===- ComplexToLLVM.cpp - complex ops as llvm struct ops -----------------===//
//
// convert-complex-to-llvm, as MLIR 22's: a complex number is
// `!llvm.struct<(f, f)>` (real, imaginary); re and im extract a field,
// create fills a poison struct, constant is an llvm.mlir.constant of the
// two parts; abs, add, sub, mul and div compute on the parts with the op's
// fast-math flags. The other complex ops (exp, log, pow, ...) are not
// lowered here: MLIR leaves them to convert-complex-to-standard, and the
// pass fails on them as MLIR's does.
//
//===----------------------------------------------------------------------===//
#include "conversions/ComplexToLLVM/ComplexToLLVM.h"
#include "conversions/ComplexToLLVM/LLVMFloatOps.h"
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

/// A struct of `type` holding `re` and `im`, filled into `poison`.
Value pack(LLVMBuilder &b, Value poison, Value re, Value im) {
  Value value = b.insertValue(poison, re, {0});
  return b.insertValue(value, im, {1});
}

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
    rewriter.replaceOp(op, {pack(b, b.poison(type), operands[0], operands[1])});
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

/// |z| = sqrt(re² + im²); the flags go to the products and the sum, not to
/// the square root (as MLIR's).
class AbsLowering : public ComplexPattern {
public:
  explicit AbsLowering(const LLVMTypeConverter &converter)
      : ComplexPattern(complex::AbsOp::name, "AbsOpConversion", converter) {}
  LogicalResult
  matchAndRewrite(Operation *op, ValueRange operands,
                  ConversionPatternRewriter &rewriter) const override {
    LLVMBuilder b = builderAt(rewriter, op);
    LLVMFloatOps f(b, op);
    Value re = b.extractValue(operands[0], {0});
    Value im = b.extractValue(operands[0], {1});
    Value norm = f.add(f.mul(re, re), f.mul(im, im));
    rewriter.replaceOp(op, {f.sqrt(norm)});
    return success();
  }
};

/// add, sub, mul and div: the parts of both operands, then the result's.
class BinaryLowering : public ComplexPattern {
public:
  using Compute = void (*)(FloatOps &f, const ComplexParts &lhs,
                           const ComplexParts &rhs, ComplexRange range,
                           Value &re, Value &im);
  BinaryLowering(llvm::StringRef root, llvm::StringRef debugName,
                 Compute compute, ComplexRange range,
                 const LLVMTypeConverter &converter)
      : ComplexPattern(root, debugName, converter), compute(compute),
        range(range) {}
  LogicalResult
  matchAndRewrite(Operation *op, ValueRange operands,
                  ConversionPatternRewriter &rewriter) const override {
    Type type = getTypeConverter()->convertType(op->getResult(0).getType());
    if (!type)
      return failure();
    LLVMBuilder b = builderAt(rewriter, op);
    LLVMFloatOps f(b, op);
    ComplexParts lhs{b.extractValue(operands[0], {0}),
                     b.extractValue(operands[0], {1})};
    ComplexParts rhs{b.extractValue(operands[1], {0}),
                     b.extractValue(operands[1], {1})};
    Value poison = b.poison(type);
    Value re, im;
    compute(f, lhs, rhs, range, re, im);
    rewriter.replaceOp(op, {pack(b, poison, re, im)});
    return success();
  }

private:
  Compute compute;
  ComplexRange range;
};

void add(FloatOps &f, const ComplexParts &l, const ComplexParts &r,
         ComplexRange, Value &re, Value &im) {
  re = f.add(l.re, r.re);
  im = f.add(l.im, r.im);
}
void sub(FloatOps &f, const ComplexParts &l, const ComplexParts &r,
         ComplexRange, Value &re, Value &im) {
  re = f.sub(l.re, r.re);
  im = f.sub(l.im, r.im);
}
void mul(FloatOps &f, const ComplexParts &l, const ComplexParts &r,
         ComplexRange, Value &re, Value &im) {
  Value a = f.mul(r.re, l.re);
  Value b = f.mul(r.im, l.im);
  re = f.sub(a, b);
  Value c = f.mul(l.im, r.re);
  Value d = f.mul(l.re, r.im);
  im = f.add(c, d);
}
void div(FloatOps &f, const ComplexParts &l, const ComplexParts &r,
         ComplexRange range, Value &re, Value &im) {
  if (range == ComplexRange::Improved)
    divideByRangeReduction(f, l, r, re, im);
  else
    divideAlgebraically(f, l, r, re, im);
}

class ComplexToLLVMPass : public PassBase<ComplexToLLVMPass> {
public:
  ComplexToLLVMPass()
      : PassBase("convert-complex-to-llvm", "ConvertComplexToLLVMPass") {
    option("complex-range",
           "Control the intermediate calculation of complex number division",
           complexRange, {"improved", "basic", "none"});
  }

  void runOnOperation() override {
    Context &ctx = getOperation()->getContext();
    LLVMTypeConverter converter(ctx);
    RewritePatternSet set(ctx);
    populateComplexToLLVMConversionPatterns(converter, set,
                                            parseComplexRange(complexRange));
    FrozenPatternSet patterns(std::move(set));
    ConversionTarget target(ctx);
    target.addLegalDialect("llvm");
    target.addLegalOp("builtin.unrealized_conversion_cast");
    // As MLIR's: every complex op must be lowered.
    target.addIllegalDialect("complex");
    if (failed(applyPartialConversion(getOperation(), target, patterns)))
      signalPassFailure();
  }

private:
  std::string complexRange = "basic";
};
} // namespace

void terrace::populateComplexToLLVMConversionPatterns(
    const LLVMTypeConverter &converter, RewritePatternSet &patterns,
    ComplexRange range) {
  patterns.add(
      std::make_unique<PartLowering>(complex::ReOp::name, 0, converter));
  patterns.add(
      std::make_unique<PartLowering>(complex::ImOp::name, 1, converter));
  patterns.add(std::make_unique<CreateLowering>(converter));
  patterns.add(std::make_unique<ConstantLowering>(converter));
  patterns.add(std::make_unique<AbsLowering>(converter));
  struct Row {
    llvm::StringRef name, debugName;
    BinaryLowering::Compute compute;
  };
  static const Row kRows[] = {
      {complex::AddOp::name, "AddOpConversion", add},
      {complex::SubOp::name, "SubOpConversion", sub},
      {complex::MulOp::name, "MulOpConversion", mul},
      {complex::DivOp::name, "DivOpConversion", div},
  };
  for (const Row &row : kRows)
    patterns.add(std::make_unique<BinaryLowering>(
        row.name, row.debugName, row.compute, range, converter));
}

std::unique_ptr<Pass> terrace::createComplexToLLVMPass() {
  return std::make_unique<ComplexToLLVMPass>();
}
