//===- ControlFlowToLLVM.cpp - cf ops as llvm ops -------------------------===//
//
// convert-cf-to-llvm, as MLIR 22's: cf.br, cf.cond_br and cf.switch become
// their llvm ops, and the blocks they branch to take the converted types
// of their operands (`index` arguments become i64, with a cast back at the
// start of the block for users not converted yet). cf.assert splits its
// block: the condition branches on to the rest, or to a block that prints
// the message with `puts` and calls `abort`.
//
//===----------------------------------------------------------------------===//
#include "conversions/ControlFlowToLLVM/ControlFlowToLLVM.h"

#include "conversions/LLVMCommon/LLVMBuilder.h"
#include "conversions/LLVMCommon/TypeConverter.h"
#include "conversions/Passes.h"
#include "dialects/cf/ControlFlowOps.h"
#include "dialects/llvm/LLVMAttrs.h"
#include "dialects/llvm/LLVMOps.h"
#include "dialects/llvm/LLVMTypes.h"
#include "ir/Attributes.h"
#include "ir/Block.h"
#include "ir/Context.h"
#include "ir/Operation.h"
#include "ir/Region.h"
#include "ir/Types.h"
#include "pass/Pass.h"
#include "llvm/ADT/Twine.h"

using namespace terrace;
using llvm::failure;
using llvm::LogicalResult;
using llvm::success;

namespace {

/// Gives `block` the types of the operands a branch passes it, converting
/// its signature when they differ (MLIR's getConvertedBlock).
LogicalResult convertSuccessor(ConversionPatternRewriter &rewriter,
                               const TypeConverter &converter, Block *block,
                               ValueRange operands) {
  bool same = block->getNumArguments() == operands.size();
  for (unsigned i = 0; same && i < operands.size(); ++i)
    same = block->getArgument(i).getType() == operands[i].getType();
  if (same)
    return success();
  for (unsigned i = 0; i < block->getNumArguments(); ++i)
    if (converter.convertType(block->getArgument(i).getType()) !=
        operands[i].getType())
      return failure();
  return rewriter.convertBlockTypes(*block, converter);
}

class BranchLowering : public ConversionPattern {
public:
  explicit BranchLowering(const TypeConverter &converter)
      : ConversionPattern(cf::BranchOp::name, 1, "BranchOpLowering",
                          &converter) {}
  LogicalResult
  matchAndRewrite(Operation *op, ValueRange operands,
                  ConversionPatternRewriter &rewriter) const override {
    Block *dest = cf::BranchOp::wrap(op).successor<"dest">();
    if (failed(convertSuccessor(rewriter, *getTypeConverter(), dest, operands)))
      return failure();
    create<LLVM::BrOp>(rewriter, op->getLoc(), with<"destOperands">(operands),
                       Successors{{dest}});
    rewriter.eraseOp(op);
    return success();
  }
};

class CondBranchLowering : public ConversionPattern {
public:
  explicit CondBranchLowering(const TypeConverter &converter)
      : ConversionPattern(cf::CondBranchOp::name, 1, "CondBranchOpLowering",
                          &converter) {}
  LogicalResult
  matchAndRewrite(Operation *op, ValueRange operands,
                  ConversionPatternRewriter &rewriter) const override {
    auto condBr = cf::CondBranchOp::wrap(op);
    size_t numTrue = condBr.operands<"trueDestOperands">().size();
    ValueRange trueOperands = operands.slice(1, numTrue);
    ValueRange falseOperands = operands.drop_front(1 + numTrue);
    Block *trueDest = condBr.successor<"trueDest">();
    Block *falseDest = condBr.successor<"falseDest">();
    if (failed(convertSuccessor(rewriter, *getTypeConverter(), trueDest,
                                trueOperands)) ||
        failed(convertSuccessor(rewriter, *getTypeConverter(), falseDest,
                                falseOperands)))
      return failure();
    create<LLVM::CondBrOp>(
        rewriter, op->getLoc(), with<"condition">(operands[0]),
        with<"trueDestOperands">(trueOperands),
        with<"falseDestOperands">(falseOperands),
        with<"branch_weights">(op->getInherentAttr("branch_weights")),
        Successors{{trueDest, falseDest}});
    rewriter.eraseOp(op);
    return success();
  }
};

class SwitchLowering : public ConversionPattern {
public:
  explicit SwitchLowering(const TypeConverter &converter)
      : ConversionPattern(cf::SwitchOp::name, 1, "SwitchOpLowering",
                          &converter) {}
  LogicalResult
  matchAndRewrite(Operation *op, ValueRange operands,
                  ConversionPatternRewriter &rewriter) const override {
    auto switchOp = cf::SwitchOp::wrap(op);
    size_t numDefault = switchOp.operands<"defaultOperands">().size();
    ValueRange defaultOperands = operands.slice(1, numDefault);
    auto segments = llvm::cast<DenseArrayAttr>(
        op->getInherentAttr("case_operand_segments"));
    llvm::SmallVector<Block *, 4> successors;
    for (unsigned i = 0; i < op->getNumSuccessors(); ++i)
      successors.push_back(op->getSuccessor(i));
    // Each destination takes its own slice of the operands.
    size_t next = 1 + numDefault;
    if (failed(convertSuccessor(rewriter, *getTypeConverter(), successors[0],
                                defaultOperands)))
      return failure();
    for (size_t i = 1; i < successors.size(); ++i) {
      size_t count = size_t(segments.getInt(int64_t(i) - 1));
      if (failed(convertSuccessor(rewriter, *getTypeConverter(), successors[i],
                                  operands.slice(next, count))))
        return failure();
      next += count;
    }
    create<LLVM::SwitchOp>(
        rewriter, op->getLoc(), with<"value">(operands[0]),
        with<"defaultOperands">(defaultOperands),
        with<"caseOperands">(operands.drop_front(1 + numDefault)),
        with<"case_values">(op->getInherentAttr("case_values")),
        with<"case_operand_segments">(segments), Successors{successors});
    rewriter.eraseOp(op);
    return success();
  }
};

class AssertLowering : public ConversionPattern {
public:
  explicit AssertLowering(const LLVMTypeConverter &converter)
      : ConversionPattern(cf::AssertOp::name, 1, "AssertOpLowering",
                          &converter) {}
  LogicalResult
  matchAndRewrite(Operation *op, ValueRange operands,
                  ConversionPatternRewriter &rewriter) const override {
    const auto &converter =
        *static_cast<const LLVMTypeConverter *>(getTypeConverter());
    Context &ctx = op->getContext();
    Location loc = op->getLoc();
    Operation *module = getEnclosingModule(op);
    if (!module)
      return rewriter.notifyMatchFailure(op, "not in a module");
    llvm::StringRef message =
        llvm::cast<StringAttr>(op->getInherentAttr("msg")).getValue();

    Block *block = op->getBlock();
    Block *continuation = rewriter.splitBlock(block, Block::iterator(op));
    Block *failure =
        rewriter.createBlock(block->getParent(), block->getParent()->end());
    // The message: a private constant global of its bytes and a NUL.
    std::string bytes = message.str();
    bytes.push_back('\0');
    Type i8 = IntegerType::get(ctx, 8);
    Type arrayType = LLVM::LLVMArrayType::get(i8, bytes.size());
    auto dataType =
        RankedTensorType::get({int64_t(bytes.size())}, i8, Attribute());
    std::string name = uniqueSymbolName(op, "assert_msg");
    {
      InsertionGuard guard(rewriter);
      rewriter.setInsertionPointToStart(&module->getRegion(0).front());
      create<LLVM::GlobalOp>(rewriter, loc, arrayType, /*isConstant=*/true,
                             LLVM::linkage::Private, name,
                             DenseIntOrFPElementsAttr::get(dataType, bytes));
    }
    LLVMBuilder b(rewriter, loc, converter);
    Value address = create<LLVM::AddressOfOp>(
                        rewriter, loc, with<"res">(b.ptrType()),
                        with<"global_name">(SymbolRefAttr::get(ctx, name)))
                        ->getResult(0);
    Value start = b.gep(arrayType, address, 0);
    Type voidType = LLVM::LLVMVoidType::get(ctx);
    lookupOrCreateFunction(
        rewriter, op, "puts",
        LLVM::LLVMFunctionType::get(voidType, {b.ptrType()}, false));
    b.call("puts", Type(), {start});
    lookupOrCreateFunction(rewriter, op, "abort",
                           LLVM::LLVMFunctionType::get(voidType, {}, false));
    b.call("abort", Type(), {});
    create<LLVM::UnreachableOp>(rewriter, loc);

    rewriter.setInsertionPointToEnd(block);
    create<LLVM::CondBrOp>(rewriter, loc, with<"condition">(operands[0]),
                           Successors{{continuation, failure}});
    rewriter.eraseOp(op);
    return success();
  }
};

class ControlFlowToLLVMPass : public PassBase<ControlFlowToLLVMPass> {
public:
  ControlFlowToLLVMPass()
      : PassBase("convert-cf-to-llvm", "ConvertControlFlowToLLVMPass") {
    option("index-bitwidth",
           "Bitwidth of the index type, 0 to use size of machine word",
           indexBitwidth);
  }

  void runOnOperation() override {
    Context &ctx = getOperation()->getContext();
    LLVMTypeConverter converter(ctx, indexBitwidth);
    RewritePatternSet set(ctx);
    populateControlFlowToLLVMConversionPatterns(converter, set);
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

void terrace::populateControlFlowToLLVMConversionPatterns(
    const LLVMTypeConverter &converter, RewritePatternSet &patterns) {
  patterns.add(std::make_unique<BranchLowering>(converter));
  patterns.add(std::make_unique<CondBranchLowering>(converter));
  patterns.add(std::make_unique<SwitchLowering>(converter));
  patterns.add(std::make_unique<AssertLowering>(converter));
}

std::unique_ptr<Pass> terrace::createControlFlowToLLVMPass() {
  return std::make_unique<ControlFlowToLLVMPass>();
}
