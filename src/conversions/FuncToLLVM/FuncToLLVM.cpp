//===- FuncToLLVM.cpp - func ops as llvm ops ------------------------------===//
//
// convert-func-to-llvm, as MLIR 22's with its default calling convention:
//
// - func.func becomes llvm.func. A memref argument is passed as its
//   descriptor's fields, one argument each, and the body rebuilds the
//   descriptor from them on entry (llvm.mlir.poison and insertvalue); the
//   results are returned as one value, a struct when there are several.
// - func.return returns that value, packed into the struct where needed.
// - func.call passes a memref operand's fields and unpacks a struct result
//   with extractvalue.
// - With `llvm.emit_c_interface`, a function gets `_mlir_ciface_<name>`,
//   which takes memrefs by pointer to their descriptor and returns struct
//   results through a pointer: a wrapper calling the function when it has
//   a body, or a declaration the function (made private) calls when it is
//   external.
//
// Values meet ops not converted yet through builtin.unrealized_conversion_
// cast, as with every conversion. Other blocks' arguments keep their types
// (the branches' lowering converts them).
//
//===----------------------------------------------------------------------===//
#include "conversions/FuncToLLVM/FuncToLLVM.h"

#include "conversions/LLVMCommon/LLVMBuilder.h"
#include "conversions/LLVMCommon/TypeConverter.h"
#include "conversions/Passes.h"
#include "dialects/func/FuncOps.h"
#include "dialects/llvm/LLVMAttrs.h"
#include "dialects/llvm/LLVMOps.h"
#include "dialects/llvm/LLVMTypes.h"
#include "ir/Attributes.h"
#include "ir/Block.h"
#include "ir/Context.h"
#include "ir/Diagnostics.h"
#include "ir/Operation.h"
#include "ir/Region.h"
#include "ir/SymbolTable.h"
#include "ir/Types.h"
#include "pass/Pass.h"
#include "llvm/ADT/Twine.h"

using namespace terrace;
using llvm::failure;
using llvm::LogicalResult;
using llvm::success;

namespace {

const LLVMTypeConverter &llvmConverter(const ConversionPattern &pattern) {
  return *static_cast<const LLVMTypeConverter *>(pattern.getTypeConverter());
}

/// The attributes of func.func that llvm.func states in its own way.
bool isSignatureAttr(llvm::StringRef name) {
  return name == "sym_name" || name == "function_type" || name == "arg_attrs" ||
         name == "res_attrs" || name == "sym_visibility" ||
         name == "llvm.linkage";
}

class FuncOpLowering : public ConversionPattern {
public:
  FuncOpLowering(const LLVMTypeConverter &converter, bool barePtr)
      : ConversionPattern(func::FuncOp::name, 1, "FuncOpConversion",
                          &converter),
        barePtr(barePtr) {}

  LogicalResult
  matchAndRewrite(Operation *op, ValueRange,
                  ConversionPatternRewriter &rewriter) const override {
    const LLVMTypeConverter &converter = llvmConverter(*this);
    auto typeAttr =
        llvm::dyn_cast_if_present<TypeAttr>(op->getAttr("function_type"));
    auto type = typeAttr ? llvm::dyn_cast<FunctionType>(typeAttr.getValue())
                         : FunctionType();
    if (!type)
      return failure();
    // The bare pointer calling convention: by the pass's option, or for a
    // function that asks for it (`llvm.bareptr`, as MLIR's).
    bool bare = barePtr || op->getAttr("llvm.bareptr");
    llvm::SmallVector<Type, 8> args;
    llvm::SmallVector<unsigned, 8> firstArg;
    if (failed(converter.convertFunctionArguments(type, args, firstArg, bare)))
      return rewriter.notifyMatchFailure(op, "an argument does not convert");
    Type result = converter.packFunctionResults(type.getResults(), bare);
    if (!result)
      return rewriter.notifyMatchFailure(op, "a result does not convert");
    auto name = llvm::cast<StringAttr>(op->getAttr("sym_name"));

    auto func = create<LLVM::FuncOp>(
        rewriter, op->getLoc(), name.getValue(),
        LLVM::LLVMFunctionType::get(result, args, /*isVarArg=*/false));
    Operation *newOp = func;
    if (Attribute visibility = op->getAttr("sym_visibility"))
      newOp->setAttr("sym_visibility", visibility);
    if (auto linkage =
            llvm::dyn_cast_if_present<EnumAttr>(op->getAttr("llvm.linkage")))
      newOp->setAttr("linkage", linkage);
    copyArgumentAttrs(op, type, firstArg, args.size(), newOp);
    for (const NamedAttribute &attr : op->getAttrDictionary().getValue())
      if (!isSignatureAttr(attr.getName()))
        newOp->setAttr(attr.getName(), attr.value);

    Region &body = op->getRegion(0);
    bool external = body.empty();
    if (!external) {
      rewriter.inlineRegionBefore(body, newOp->getRegion(0),
                                  newOp->getRegion(0).end());
      convertEntryArguments(newOp->getRegion(0).front(), type, firstArg, args,
                            bare, rewriter);
    }
    // Under the bare pointer convention there is no C wrapper: the
    // function is C-callable as it is (MLIR makes none either).
    if (op->getAttr("llvm.emit_c_interface") && !bare) {
      if (external)
        wrapExternalFunction(rewriter, op, type, newOp);
      else
        wrapForExternalCallers(rewriter, op, type, newOp);
    }
    rewriter.eraseOp(op);
    return success();
  }

  bool barePtr;

private:
  /// MLIR's convertFunctionTypeCWrapper: memrefs by pointer to their
  /// descriptor, and results that pack into a struct (a memref, several)
  /// through a pointer passed first. Sets `resultStruct` to that struct.
  Type cWrapperType(FunctionType type, Type &resultStruct) const {
    const LLVMTypeConverter &converter = llvmConverter(*this);
    Context &ctx = type.getContext();
    Type result = type.getResults().empty()
                      ? LLVM::LLVMVoidType::get(ctx)
                      : converter.packFunctionResults(type.getResults());
    llvm::SmallVector<Type, 8> inputs;
    resultStruct = llvm::isa<LLVM::LLVMStructType>(result) ? result : Type();
    if (resultStruct) {
      inputs.push_back(LLVM::LLVMPointerType::get(ctx, 0));
      result = LLVM::LLVMVoidType::get(ctx);
    }
    for (Type input : type.getInputs())
      inputs.push_back(llvm::isa<MemRefType, UnrankedMemRefType>(input)
                           ? LLVM::LLVMPointerType::get(ctx, 0)
                           : converter.convertType(input));
    return LLVM::LLVMFunctionType::get(result, inputs, /*isVarArg=*/false);
  }

  /// `_mlir_ciface_<name>` of `wrapperType`, with the attributes the
  /// converted function got (MLIR's filterFuncAttributes), and the
  /// function's argument and result attributes as MLIR's
  /// propagateArgResAttrs gives them: each argument's on its wrapper
  /// argument (a memref's on its pointer); with the results returned
  /// through a pointer (`resultStruct`), an empty dictionary for it first
  /// and no result attributes.
  static Operation *createWrapper(ConversionPatternRewriter &rewriter,
                                  Operation *op, Type wrapperType,
                                  bool resultStruct) {
    auto name = llvm::cast<StringAttr>(op->getAttr("sym_name"));
    Operation *wrapper = create<LLVM::FuncOp>(
        rewriter, op->getLoc(), ("_mlir_ciface_" + name.getValue()).str(),
        wrapperType);
    if (Attribute visibility = op->getAttr("sym_visibility"))
      wrapper->setAttr("sym_visibility", visibility);
    for (const NamedAttribute &attr : op->getAttrDictionary().getValue())
      if (!isSignatureAttr(attr.getName()))
        wrapper->setAttr(attr.getName(), attr.value);
    auto argAttrs =
        llvm::dyn_cast_if_present<ArrayAttr>(op->getAttr("arg_attrs"));
    if (!resultStruct) {
      if (Attribute resAttrs = op->getAttr("res_attrs"))
        wrapper->setAttr("res_attrs", resAttrs);
      if (argAttrs)
        wrapper->setAttr("arg_attrs", argAttrs);
    } else if (argAttrs) {
      Context &ctx = op->getContext();
      llvm::SmallVector<Attribute, 8> shifted = {DictionaryAttr::get(ctx, {})};
      shifted.append(argAttrs.getValue().begin(), argAttrs.getValue().end());
      wrapper->setAttr("arg_attrs", ArrayAttr::get(ctx, shifted));
    }
    return wrapper;
  }

  static Block *addEntryBlock(Operation *func, Type functionType,
                              Location loc) {
    Block *entry = new Block();
    func->getRegion(0).push_back(entry);
    for (Type param :
         llvm::cast<LLVM::LLVMFunctionType>(functionType).getParams())
      entry->addArgument(param, loc);
    return entry;
  }

  /// MLIR's wrapForExternalCallers: a C-callable wrapper that loads each
  /// memref descriptor it is given a pointer to, calls the function with
  /// their fields, and returns its result or stores it where the first
  /// argument points.
  void wrapForExternalCallers(ConversionPatternRewriter &rewriter,
                              Operation *op, FunctionType type,
                              Operation *newOp) const {
    const LLVMTypeConverter &converter = llvmConverter(*this);
    Location loc = op->getLoc();
    Type resultStruct;
    Type wrapperType = cWrapperType(type, resultStruct);
    Operation *wrapper =
        createWrapper(rewriter, op, wrapperType, bool(resultStruct));
    Block *entry = addEntryBlock(wrapper, wrapperType, loc);
    Block *outerBlock = rewriter.getInsertionBlock();
    Block::iterator outerPoint = rewriter.getInsertionPoint();
    rewriter.setInsertionPointToStart(entry);
    LLVMBuilder b(rewriter, loc, converter);
    llvm::SmallVector<Value, 8> args;
    unsigned offset = resultStruct ? 1 : 0;
    for (auto [i, input] : llvm::enumerate(type.getInputs())) {
      Value arg = entry->getArgument(unsigned(i) + offset);
      if (!llvm::isa<MemRefType, UnrankedMemRefType>(input)) {
        args.push_back(arg);
        continue;
      }
      Value loaded =
          create<LLVM::LoadOp>(rewriter, loc, with<"addr">(arg),
                               with<"res">(converter.convertType(input)))
              ->getResult(0);
      MemRefDescriptor::unpack(b, loaded, input, args);
    }
    Type result =
        llvm::cast<LLVM::LLVMFunctionType>(
            llvm::cast<TypeAttr>(newOp->getAttr("function_type")).getValue())
            .getReturnType();
    bool isVoid = llvm::isa<LLVM::LLVMVoidType>(result);
    auto callee = llvm::cast<StringAttr>(op->getAttr("sym_name"));
    Operation *call = b.call(callee.getValue(), isVoid ? Type() : result, args);
    if (resultStruct) {
      create<LLVM::StoreOp>(rewriter, loc, with<"value">(call->getResult(0)),
                            with<"addr">(entry->getArgument(0)));
      create<LLVM::ReturnOp>(rewriter, loc);
    } else if (isVoid) {
      create<LLVM::ReturnOp>(rewriter, loc);
    } else {
      create<LLVM::ReturnOp>(rewriter, loc, with<"arg">(call->getResult(0)));
    }
    rewriter.setInsertionPoint(outerBlock, outerPoint);
  }

  /// MLIR's wrapExternalFunction: the declared function gets a private body
  /// that stores each memref descriptor on the stack and calls the C
  /// interface `_mlir_ciface_<name>` (declared), loading a struct result
  /// from the stack slot it passed first.
  void wrapExternalFunction(ConversionPatternRewriter &rewriter, Operation *op,
                            FunctionType type, Operation *newOp) const {
    const LLVMTypeConverter &converter = llvmConverter(*this);
    Context &ctx = op->getContext();
    Location loc = op->getLoc();
    Type resultStruct;
    Type wrapperType = cWrapperType(type, resultStruct);
    Operation *wrapper =
        createWrapper(rewriter, op, wrapperType, bool(resultStruct));
    newOp->setAttr("linkage",
                   EnumAttr::get(ctx, LLVM::kLinkage, LLVM::linkage::Private));
    Type newType =
        llvm::cast<TypeAttr>(newOp->getAttr("function_type")).getValue();
    Block *entry = addEntryBlock(newOp, newType, loc);
    Block *outerBlock = rewriter.getInsertionBlock();
    Block::iterator outerPoint = rewriter.getInsertionPoint();
    rewriter.setInsertionPointToStart(entry);
    LLVMBuilder b(rewriter, loc, converter);
    auto stackSlot = [&](Type elementType) {
      Value one = b.indexConstant(1);
      return create<LLVM::AllocaOp>(
                 rewriter, loc, with<"arraySize">(one),
                 with<"res">(b.ptrType()),
                 with<"elem_type">(TypeAttr::get(elementType)))
          ->getResult(0);
    };
    llvm::SmallVector<Value, 8> args;
    if (resultStruct)
      args.push_back(stackSlot(resultStruct));
    ValueRange remaining = entry->getArguments();
    for (Type input : type.getInputs()) {
      if (!llvm::isa<MemRefType, UnrankedMemRefType>(input)) {
        args.push_back(remaining.front());
        remaining = remaining.drop_front();
        continue;
      }
      size_t count = converter.getMemRefDescriptorFields(input).size();
      Value packed = MemRefDescriptor::pack(b, converter.convertType(input),
                                            remaining.take_front(count));
      Value slot = stackSlot(packed.getType());
      create<LLVM::StoreOp>(rewriter, loc, with<"value">(packed),
                            with<"addr">(slot));
      args.push_back(slot);
      remaining = remaining.drop_front(count);
    }
    Type wrapperResult =
        llvm::cast<LLVM::LLVMFunctionType>(wrapperType).getReturnType();
    bool isVoid = llvm::isa<LLVM::LLVMVoidType>(wrapperResult);
    auto name = llvm::cast<StringAttr>(wrapper->getAttr("sym_name"));
    Operation *call =
        b.call(name.getValue(), isVoid ? Type() : wrapperResult, args);
    if (resultStruct) {
      Value result =
          create<LLVM::LoadOp>(rewriter, loc, with<"addr">(args.front()),
                               with<"res">(resultStruct))
              ->getResult(0);
      create<LLVM::ReturnOp>(rewriter, loc, with<"arg">(result));
    } else if (isVoid) {
      create<LLVM::ReturnOp>(rewriter, loc);
    } else {
      create<LLVM::ReturnOp>(rewriter, loc, with<"arg">(call->getResult(0)));
    }
    rewriter.setInsertionPoint(outerBlock, outerPoint);
  }

  /// arg_attrs and res_attrs: an expanded memref's arguments get none.
  static void copyArgumentAttrs(Operation *op, FunctionType type,
                                llvm::ArrayRef<unsigned> firstArg,
                                size_t numArgs, Operation *newOp) {
    Context &ctx = op->getContext();
    if (auto argAttrs =
            llvm::dyn_cast_if_present<ArrayAttr>(op->getAttr("arg_attrs"))) {
      llvm::SmallVector<Attribute, 8> attrs(numArgs,
                                            DictionaryAttr::get(ctx, {}));
      for (size_t i = 0; i < type.getInputs().size(); ++i)
        if (!llvm::isa<MemRefType, UnrankedMemRefType>(type.getInputs()[i]))
          attrs[firstArg[i]] = argAttrs.getValue()[i];
      newOp->setAttr("arg_attrs", ArrayAttr::get(ctx, attrs));
    }
    if (type.getResults().size() == 1)
      if (Attribute resAttrs = op->getAttr("res_attrs"))
        newOp->setAttr("res_attrs", resAttrs);
  }

  /// Gives the entry block the converted arguments; each original one is
  /// replaced (lazily, see ConversionPatternRewriter::replaceBlockArgument)
  /// by its new argument, or a memref by the descriptor packed from its
  /// fields.
  void convertEntryArguments(Block &entry, FunctionType type,
                             llvm::ArrayRef<unsigned> firstArg,
                             llvm::ArrayRef<Type> args, bool bare,
                             ConversionPatternRewriter &rewriter) const {
    const LLVMTypeConverter &converter = llvmConverter(*this);
    size_t numOld = entry.getNumArguments();
    llvm::SmallVector<Value, 8> newArgs;
    for (size_t i = 0; i < numOld; ++i) {
      Value old = entry.getArgument(unsigned(i));
      size_t end = i + 1 < numOld ? firstArg[i + 1] : args.size();
      for (size_t j = firstArg[i]; j < end; ++j)
        newArgs.push_back(entry.addArgument(args[j], old.getLoc()));
    }
    for (size_t i = 0; i < numOld; ++i) {
      Value old = entry.getArgument(unsigned(i));
      Type input = type.getInputs()[i];
      if (!llvm::isa<MemRefType, UnrankedMemRefType>(input)) {
        rewriter.replaceBlockArgument(old, newArgs[firstArg[i]]);
        continue;
      }
      if (bare) {
        // A pointer: the descriptor rebuilt from what the type says.
        auto memref = llvm::cast<MemRefType>(input);
        rewriter.replaceBlockArgument(
            old, ValueRange(newArgs).slice(firstArg[i], 1),
            [&converter, memref](OpBuilder &builder, Location loc,
                                 ValueRange fields) {
              LLVMBuilder b(builder, loc, converter);
              return MemRefDescriptor::fromStaticShape(b, memref, fields[0]);
            });
        continue;
      }
      size_t count = converter.getMemRefDescriptorFields(input).size();
      Type descriptor = converter.convertType(input);
      rewriter.replaceBlockArgument(
          old, ValueRange(newArgs).slice(firstArg[i], count),
          [&converter, descriptor](OpBuilder &builder, Location loc,
                                   ValueRange fields) {
            LLVMBuilder b(builder, loc, converter);
            return MemRefDescriptor::pack(b, descriptor, fields);
          });
    }
  }
};

/// Unranked memrefs among `values` (of `types`) get ranked descriptors of
/// their own, copied to the heap (`toHeap`: what a function returns, as
/// its frame goes) or to the stack, freeing the heap copy (what a call
/// returns). Each gets a new unranked descriptor: the same one may be
/// returned twice (MLIR's copyUnrankedDescriptors).
void copyUnrankedDescriptors(LLVMBuilder &b, Operation *from, TypeRange types,
                             llvm::SmallVectorImpl<Value> &values,
                             bool toHeap) {
  if (llvm::none_of(
          types, [](Type type) { return llvm::isa<UnrankedMemRefType>(type); }))
    return;
  Context &ctx = from->getContext();
  if (toHeap)
    lookupOrCreateFunction(
        b.getBuilder(), from, "malloc",
        LLVM::LLVMFunctionType::get(b.ptrType(), {b.indexType()}, false));
  else
    lookupOrCreateFunction(
        b.getBuilder(), from, "free",
        LLVM::LLVMFunctionType::get(LLVM::LLVMVoidType::get(ctx), {b.ptrType()},
                                    false));
  for (size_t i = 0; i < values.size(); ++i) {
    if (!llvm::isa<UnrankedMemRefType>(types[i]))
      continue;
    Value size = unrankedDescriptorSize(b, values[i]);
    Value memory = toHeap ? b.call("malloc", b.ptrType(), {size})->getResult(0)
                          : b.allocaBytes(size);
    Value source = b.extractValue(values[i], {1});
    b.memcpy(memory, source, size);
    if (!toHeap)
      b.call("free", Type(), {source});
    Value copy = b.poison(values[i].getType());
    copy = b.insertValue(copy, b.extractValue(values[i], {0}), {0});
    values[i] = b.insertValue(copy, memory, {1});
  }
}

class ReturnOpLowering : public ConversionPattern {
public:
  ReturnOpLowering(const LLVMTypeConverter &converter, bool barePtr)
      : ConversionPattern(func::ReturnOp::name, 1, "ReturnOpLowering",
                          &converter),
        barePtr(barePtr) {}

  LogicalResult
  matchAndRewrite(Operation *op, ValueRange operands,
                  ConversionPatternRewriter &rewriter) const override {
    LLVMBuilder b(rewriter, op->getLoc(), llvmConverter(*this));
    llvm::SmallVector<Value, 4> values(operands.begin(), operands.end());
    // The option, or a function that asks for the convention.
    Operation *parent = op->getParentOp();
    bool bare = barePtr || (parent && parent->getAttr("llvm.bareptr"));
    if (bare) {
      // A memref that may be a bare pointer returns its allocated pointer
      // (MLIR's choice); others their descriptor.
      for (auto [value, type] : llvm::zip(values, op->getOperandTypes())) {
        if (llvm::isa<UnrankedMemRefType>(type))
          return rewriter.notifyMatchFailure(
              op, "unranked memrefs have no bare pointer");
        if (LLVMTypeConverter::canConvertToBarePtr(type))
          value = MemRefDescriptor(value).allocatedPtr(b);
      }
    } else {
      copyUnrankedDescriptors(b, op, op->getOperandTypes(), values,
                              /*toHeap=*/true);
    }
    Value value;
    if (values.size() == 1) {
      value = values[0];
    } else if (values.size() > 1) {
      llvm::SmallVector<Type, 4> types;
      for (Value v : values)
        types.push_back(v.getType());
      Type packed = LLVM::LLVMStructType::getLiteral(op->getContext(), types);
      value = b.poison(packed);
      for (size_t i = 0; i < values.size(); ++i)
        value = b.insertValue(value, values[i], {int64_t(i)});
    }
    if (value)
      create<LLVM::ReturnOp>(rewriter, op->getLoc(), with<"arg">(value));
    else
      create<LLVM::ReturnOp>(rewriter, op->getLoc());
    rewriter.eraseOp(op);
    return success();
  }

private:
  bool barePtr;
};

class CallOpLowering : public ConversionPattern {
public:
  CallOpLowering(const LLVMTypeConverter &converter, bool barePtr)
      : ConversionPattern(func::CallOp::name, 1, "CallOpLowering", &converter),
        barePtr(barePtr) {}

  LogicalResult
  matchAndRewrite(Operation *op, ValueRange operands,
                  ConversionPatternRewriter &rewriter) const override {
    const LLVMTypeConverter &converter = llvmConverter(*this);
    llvm::SmallVector<Type, 4> resultTypes(op->getResultTypes().begin(),
                                           op->getResultTypes().end());
    // The option, or a callee that asks for the convention.
    auto callee = llvm::cast<SymbolRefAttr>(op->getAttr("callee"));
    Operation *calleeOp = symbol_table::lookupNearestSymbolFrom(op, callee);
    bool bare = barePtr || (calleeOp && calleeOp->getAttr("llvm.bareptr"));
    Type packed = converter.packFunctionResults(resultTypes, bare);
    if (!packed)
      return rewriter.notifyMatchFailure(op, "a result does not convert");
    LLVMBuilder b(rewriter, op->getLoc(), converter);
    llvm::SmallVector<Value, 8> args;
    for (size_t i = 0; i < operands.size(); ++i) {
      Type original = op->getOperand(unsigned(i)).getType();
      if (bare && llvm::isa<UnrankedMemRefType>(original))
        return rewriter.notifyMatchFailure(
            op, "unranked memrefs have no bare pointer");
      if (bare && llvm::isa<MemRefType>(original))
        // The aligned pointer (MLIR's promoteOperands).
        args.push_back(MemRefDescriptor(operands[i]).alignedPtr(b));
      else if (llvm::isa<MemRefType, UnrankedMemRefType>(original))
        MemRefDescriptor::unpack(b, operands[i], original, args);
      else
        args.push_back(operands[i]);
    }
    bool isVoid = llvm::isa<LLVM::LLVMVoidType>(packed);
    Operation *call = b.call(callee.getLeaf(), isVoid ? Type() : packed, args);
    llvm::SmallVector<Value, 4> results;
    if (resultTypes.size() == 1)
      results.push_back(call->getResult(0));
    else
      for (size_t i = 0; i < resultTypes.size(); ++i)
        results.push_back(b.extractValue(call->getResult(0), {int64_t(i)}));
    if (bare) {
      for (auto [result, type] : llvm::zip(results, op->getResultTypes()))
        if (auto memref = llvm::dyn_cast<MemRefType>(type))
          result = MemRefDescriptor::fromStaticShape(b, memref, result);
    } else {
      copyUnrankedDescriptors(b, op, op->getResultTypes(), results,
                              /*toHeap=*/false);
    }
    rewriter.replaceOp(op, results);
    return success();
  }

private:
  bool barePtr;
};

class FuncToLLVMPass : public PassBase<FuncToLLVMPass> {
public:
  FuncToLLVMPass() : PassBase("convert-func-to-llvm", "ConvertFuncToLLVMPass") {
    option("index-bitwidth",
           "Bitwidth of the index type, 0 to use size of machine word",
           indexBitwidth);
    option("use-bare-ptr-memref-call-conv",
           "Replace FuncOp's MemRef arguments with bare pointers to the "
           "MemRef element types",
           useBarePtrCallConv);
  }

  void runOnOperation() override {
    Context &ctx = getOperation()->getContext();
    LLVMTypeConverter converter(ctx, indexBitwidth);
    RewritePatternSet set(ctx);
    populateFuncToLLVMConversionPatterns(converter, set, useBarePtrCallConv);
    FrozenPatternSet patterns(std::move(set));
    ConversionTarget target(ctx);
    target.addLegalDialect("llvm");
    target.addLegalOp("builtin.unrealized_conversion_cast");
    if (failed(applyPartialConversion(getOperation(), target, patterns)))
      signalPassFailure();
  }

private:
  unsigned indexBitwidth = 0;
  bool useBarePtrCallConv = false;
};
} // namespace

void terrace::populateFuncToLLVMConversionPatterns(
    const LLVMTypeConverter &converter, RewritePatternSet &patterns,
    bool useBarePtrCallConv) {
  patterns.add(std::make_unique<FuncOpLowering>(converter, useBarePtrCallConv));
  patterns.add(
      std::make_unique<ReturnOpLowering>(converter, useBarePtrCallConv));
  patterns.add(std::make_unique<CallOpLowering>(converter, useBarePtrCallConv));
}

std::unique_ptr<Pass> terrace::createFuncToLLVMPass() {
  return std::make_unique<FuncToLLVMPass>();
}
