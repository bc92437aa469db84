//===- MemRefToLLVM.cpp - memref ops as llvm ops --------------------------===//
//
// finalize-memref-to-llvm, as MLIR 22's: a memref is its descriptor (see
// LLVMCommon/TypeConverter.h). Allocations call malloc (over-allocating
// and rounding the pointer up where an alignment is asked for) or make an
// llvm.alloca, and fill a new descriptor; loads and stores address the
// element from the aligned pointer, offset and strides (`inbounds|nuw`, as
// the memref ops promise in-bounds indices); globals become llvm globals
// of nested arrays; copies of contiguous memrefs are a memcpy, others a
// call of the runtime's memrefCopy. Casts, views and metadata are in
// MemRefViewsToLLVM.cpp.
//
//===----------------------------------------------------------------------===//
#include "conversions/MemRefToLLVM/MemRefToLLVM.h"
#include "conversions/LLVMCommon/LLVMBuilder.h"
#include "conversions/LLVMCommon/TypeConverter.h"
#include "conversions/MemRefToLLVM/MemRefPatterns.h"
#include "conversions/Passes.h"
#include "dialects/common/ConstantFolding.h"
#include "dialects/llvm/LLVMAttrs.h"
#include "dialects/llvm/LLVMOps.h"
#include "dialects/llvm/LLVMTypes.h"
#include "dialects/memref/MemRefOps.h"
#include "ir/Attributes.h"
#include "ir/Block.h"
#include "ir/Context.h"
#include "ir/MemRefLayout.h"
#include "ir/Operation.h"
#include "ir/Region.h"
#include "ir/Types.h"
#include "pass/Pass.h"
#include "rewrite/Folding.h"

#include "llvm/ADT/Twine.h"

using namespace terrace;
using namespace terrace::memref_to_llvm;
using llvm::failure;
using llvm::LogicalResult;
using llvm::success;

/// A ranked descriptor stored on the stack (MLIR's
/// promoteOneMemRefDescriptor).
Value terrace::memref_to_llvm::promoteToStack(LLVMBuilder &b,
                                              Value descriptor) {
  Value one = b.indexConstant(1);
  Value slot = create<LLVM::AllocaOp>(
                   b.getBuilder(), b.getLoc(), with<"arraySize">(one),
                   with<"res">(b.ptrType()),
                   with<"elem_type">(TypeAttr::get(descriptor.getType())))
                   ->getResult(0);
  create<LLVM::StoreOp>(b.getBuilder(), b.getLoc(), with<"value">(descriptor),
                        with<"addr">(slot));
  return slot;
}

namespace {

bool hasIdentityLayoutAndConverts(const LLVMTypeConverter &converter,
                                  MemRefType type) {
  return hasIdentityLayout(type) &&
         converter.convertType(type.getElementType());
}

/// MLIR's getMemRefDescriptorSizes: the sizes (constants or the dynamic
/// sizes given) and row-major strides of `type`, and the number of
/// elements, or bytes when `inBytes`.
Value descriptorSizes(LLVMBuilder &b, MemRefType type, ValueRange dynamicSizes,
                      llvm::SmallVectorImpl<Value> &sizes,
                      llvm::SmallVectorImpl<Value> &strides, bool inBytes) {
  llvm::ArrayRef<int64_t> shape = type.getShape();
  size_t nextDynamic = 0;
  for (int64_t size : shape)
    sizes.push_back(size == kDynamic ? dynamicSizes[nextDynamic++]
                                     : b.indexConstant(size));
  int64_t stride = 1;
  Value runningStride = b.indexConstant(1);
  strides.resize(shape.size());
  for (size_t i = shape.size(); i-- > 0;) {
    strides[i] = runningStride;
    bool useSizeAsStride = stride == 1;
    if (shape[i] == kDynamic)
      stride = kDynamic;
    if (stride != kDynamic)
      stride *= shape[i];
    if (useSizeAsStride)
      runningStride = sizes[i];
    else if (stride == kDynamic)
      runningStride = b.mul(runningStride, sizes[i]);
    else
      runningStride = b.indexConstant(stride);
  }
  if (!inBytes)
    return runningStride;
  Type element = b.getConverter().convertType(type.getElementType());
  Value null = b.zero(b.ptrType());
  Value end = b.gep(element, null, runningStride);
  return b.ptrToInt(end, b.indexType());
}

/// MLIR's createMemRefDescriptor: a new descriptor of `type` with offset 0.
Value makeDescriptor(LLVMBuilder &b, MemRefType type, Value allocated,
                     Value aligned, llvm::ArrayRef<Value> sizes,
                     llvm::ArrayRef<Value> strides) {
  auto desc = MemRefDescriptor::poison(b, b.getConverter().convertType(type));
  desc.setAllocatedPtr(b, allocated);
  desc.setAlignedPtr(b, aligned);
  desc.setOffset(b, b.indexConstant(0));
  for (size_t i = 0; i < sizes.size(); ++i)
    desc.setSize(b, int64_t(i), sizes[i]);
  for (size_t i = 0; i < strides.size(); ++i)
    desc.setStride(b, int64_t(i), strides[i]);
  return desc.getValue();
}

/// The optional `alignment` property of an alloc-like op.
std::optional<int64_t> alignmentOf(Operation *op) {
  if (auto attr = llvm::dyn_cast_if_present<IntegerAttr>(
          op->getInherentAttr("alignment")))
    return attr.getInt();
  return std::nullopt;
}

//===-- Allocation --------------------------------------------------------===//

class AllocLowering : public MemRefPattern {
public:
  AllocLowering(const LLVMTypeConverter &converter, MemRefToLLVMOptions options)
      : MemRefPattern(memref::AllocOp::name, "AllocOpLowering", converter),
        options(options) {}

  LogicalResult
  matchAndRewrite(Operation *op, ValueRange operands,
                  ConversionPatternRewriter &rewriter) const override {
    auto type = llvm::cast<MemRefType>(op->getResult(0).getType());
    if (!hasIdentityLayoutAndConverts(converter(), type) ||
        converter().getMemRefAddressSpace(type) != 0u)
      return failure();
    auto alloc = memref::AllocOp::wrap(op);
    size_t numDynamic = alloc.operands<"dynamicSizes">().size();
    LLVMBuilder b = builderAt(rewriter, op);
    llvm::SmallVector<Value, 4> sizes, strides;
    Value bytes = descriptorSizes(b, type, operands.take_front(numDynamic),
                                  sizes, strides, /*inBytes=*/true);
    if (options.useAlignedAlloc)
      return lowerWithAlignedAlloc(op, type, b, bytes, sizes, strides,
                                   rewriter);
    // malloc aligns for the largest scalar; other elements get their own
    // size as alignment.
    Value alignment;
    if (std::optional<int64_t> value = alignmentOf(op))
      alignment = b.indexConstant(*value);
    else if (Type element = type.getElementType();
             !element.isSignlessInteger() && !element.isIndex() &&
             !llvm::isa<FloatType>(element))
      alignment = b.sizeInBytes(converter().convertType(type.getElementType()));
    if (alignment)
      bytes = b.add(bytes, alignment);
    llvm::StringRef mallocName =
        options.useGenericFunctions ? "_mlir_memref_to_llvm_alloc" : "malloc";
    lookupOrCreateFunction(
        rewriter, op, mallocName,
        LLVM::LLVMFunctionType::get(b.ptrType(), {b.indexType()}, false));
    Value allocated = b.call(mallocName, b.ptrType(), {bytes})->getResult(0);
    Value aligned = allocated;
    if (alignment) {
      Value address = b.ptrToInt(allocated, b.indexType());
      aligned = b.intToPtr(b.alignUp(address, alignment), b.ptrType());
    }
    rewriter.replaceOp(
        op, {makeDescriptor(b, type, allocated, aligned, sizes, strides)});
    return success();
  }

private:
  /// MLIR's AlignedAllocOpLowering: aligned_alloc(alignment, size), the
  /// alignment the op's or the element size's next power of two (at least
  /// 16), the size padded to a multiple of it unless its static part
  /// already is one.
  LogicalResult
  lowerWithAlignedAlloc(Operation *op, MemRefType type, LLVMBuilder &b,
                        Value bytes, llvm::ArrayRef<Value> sizes,
                        llvm::ArrayRef<Value> strides,
                        ConversionPatternRewriter &rewriter) const {
    uint64_t elementBytes = staticElementBytes(type.getElementType());
    uint64_t alignment = uint64_t(alignmentOf(op).value_or(
        int64_t(std::max<uint64_t>(16, llvm::PowerOf2Ceil(elementBytes)))));
    Value alignmentValue = b.indexConstant(int64_t(alignment));
    uint64_t staticBytes = elementBytes;
    for (int64_t size : type.getShape())
      if (size != kDynamic)
        staticBytes *= uint64_t(size);
    if (alignment == 0 || staticBytes % alignment != 0)
      bytes = b.alignUp(bytes, alignmentValue);
    llvm::StringRef name = options.useGenericFunctions
                               ? "_mlir_memref_to_llvm_aligned_alloc"
                               : "aligned_alloc";
    lookupOrCreateFunction(
        rewriter, op, name,
        LLVM::LLVMFunctionType::get(b.ptrType(), {b.indexType(), b.indexType()},
                                    false));
    Value allocated =
        b.call(name, b.ptrType(), {alignmentValue, bytes})->getResult(0);
    rewriter.replaceOp(
        op, {makeDescriptor(b, type, allocated, allocated, sizes, strides)});
    return success();
  }

  /// The size in bytes MLIR's default data layout gives an element of
  /// `type` (0 where it has none here: then the size is always padded).
  uint64_t staticElementBytes(Type type) const {
    if (type.isIndex())
      return converter().getIndexTypeBitwidth() / 8;
    if (auto integer = llvm::dyn_cast<IntegerType>(type))
      return (integer.getWidth() + 7) / 8;
    if (auto real = llvm::dyn_cast<FloatType>(type))
      return (real.getWidth() + 7) / 8;
    if (auto complex = llvm::dyn_cast<ComplexType>(type))
      return 2 * staticElementBytes(complex.getElementType());
    if (auto vector = llvm::dyn_cast<VectorType>(type)) {
      Type element = vector.getElementType();
      uint64_t bits = element.isIndex() ? converter().getIndexTypeBitwidth()
                      : llvm::isa<IntegerType>(element)
                          ? llvm::cast<IntegerType>(element).getWidth()
                      : llvm::isa<FloatType>(element)
                          ? llvm::cast<FloatType>(element).getWidth()
                          : 0;
      llvm::ArrayRef<int64_t> shape = vector.getShape();
      if (!bits || shape.empty())
        return 0;
      uint64_t rows = 1;
      for (int64_t size : shape.drop_back())
        rows *= uint64_t(size);
      return rows * llvm::PowerOf2Ceil(uint64_t(shape.back()) * bits) / 8;
    }
    if (auto memref = llvm::dyn_cast<MemRefType>(type))
      return 2 * 8 + (1 + 2 * memref.getShape().size()) *
                         (converter().getIndexTypeBitwidth() / 8);
    return 0;
  }

  MemRefToLLVMOptions options;
};

class AllocaLowering : public MemRefPattern {
public:
  explicit AllocaLowering(const LLVMTypeConverter &converter)
      : MemRefPattern(memref::AllocaOp::name, "AllocaOpLowering", converter) {}

  LogicalResult
  matchAndRewrite(Operation *op, ValueRange operands,
                  ConversionPatternRewriter &rewriter) const override {
    auto type = llvm::cast<MemRefType>(op->getResult(0).getType());
    std::optional<unsigned> space = converter().getMemRefAddressSpace(type);
    if (!hasIdentityLayoutAndConverts(converter(), type) || !space)
      return failure();
    size_t numDynamic =
        memref::AllocaOp::wrap(op).operands<"dynamicSizes">().size();
    LLVMBuilder b = builderAt(rewriter, op);
    llvm::SmallVector<Value, 4> sizes, strides;
    Value count = descriptorSizes(b, type, operands.take_front(numDynamic),
                                  sizes, strides, /*inBytes=*/false);
    Context &ctx = op->getContext();
    Attribute alignment;
    if (std::optional<int64_t> value = alignmentOf(op); value && *value)
      alignment = IntegerAttr::get(IntegerType::get(ctx, 64), *value);
    Value ptr = create<LLVM::AllocaOp>(
                    rewriter, op->getLoc(), with<"arraySize">(count),
                    with<"res">(b.ptrType(*space)),
                    with<"elem_type">(TypeAttr::get(
                        converter().convertType(type.getElementType()))),
                    with<"alignment">(alignment))
                    ->getResult(0);
    rewriter.replaceOp(op, {makeDescriptor(b, type, ptr, ptr, sizes, strides)});
    return success();
  }
};

class DeallocLowering : public MemRefPattern {
public:
  DeallocLowering(const LLVMTypeConverter &converter,
                  MemRefToLLVMOptions options)
      : MemRefPattern(memref::DeallocOp::name, "DeallocOpLowering", converter),
        options(options) {}

  LogicalResult
  matchAndRewrite(Operation *op, ValueRange operands,
                  ConversionPatternRewriter &rewriter) const override {
    if (!llvm::isa<MemRefType>(op->getOperand(0).getType()))
      return failure();
    LLVMBuilder b = builderAt(rewriter, op);
    llvm::StringRef freeName =
        options.useGenericFunctions ? "_mlir_memref_to_llvm_free" : "free";
    Context &ctx = op->getContext();
    lookupOrCreateFunction(
        rewriter, op, freeName,
        LLVM::LLVMFunctionType::get(LLVM::LLVMVoidType::get(ctx), {b.ptrType()},
                                    false));
    Value allocated = MemRefDescriptor(operands[0]).allocatedPtr(b);
    b.call(freeName, Type(), {allocated});
    rewriter.eraseOp(op);
    return success();
  }

private:
  MemRefToLLVMOptions options;
};

//===-- Loads and stores --------------------------------------------------===//

/// Gives the llvm.load or llvm.store the nontemporal flag and alignment
/// of the memref.load or memref.store it lowers.
void setAccessProperties(Operation *op, Operation *access) {
  Context &ctx = op->getContext();
  auto nontemporal =
      llvm::dyn_cast_if_present<BoolAttr>(op->getInherentAttr("nontemporal"));
  if (nontemporal && nontemporal.getValue())
    access->setAttr("nontemporal", UnitAttr::get(ctx));
  if (std::optional<int64_t> alignment = alignmentOf(op))
    access->setAttr("alignment",
                    IntegerAttr::get(IntegerType::get(ctx, 64), *alignment));
}

class LoadLowering : public MemRefPattern {
public:
  explicit LoadLowering(const LLVMTypeConverter &converter)
      : MemRefPattern(memref::LoadOp::name, "LoadOpLowering", converter) {}

  LogicalResult
  matchAndRewrite(Operation *op, ValueRange operands,
                  ConversionPatternRewriter &rewriter) const override {
    auto type = llvm::dyn_cast<MemRefType>(op->getOperand(0).getType());
    if (!type || !isConvertible(type))
      return failure();
    LLVMBuilder b = builderAt(rewriter, op);
    Value address =
        MemRefDescriptor(operands[0])
            .stridedElementPtr(b, type, operands.drop_front(), kInBoundsNuw);
    Operation *load = create<LLVM::LoadOp>(
        rewriter, op->getLoc(), with<"addr">(address),
        with<"res">(converter().convertType(type.getElementType())));
    setAccessProperties(op, load);
    rewriter.replaceOp(op, load->getResults());
    return success();
  }
};

class StoreLowering : public MemRefPattern {
public:
  explicit StoreLowering(const LLVMTypeConverter &converter)
      : MemRefPattern(memref::StoreOp::name, "StoreOpLowering", converter) {}

  LogicalResult
  matchAndRewrite(Operation *op, ValueRange operands,
                  ConversionPatternRewriter &rewriter) const override {
    auto type = llvm::dyn_cast<MemRefType>(op->getOperand(1).getType());
    if (!type || !isConvertible(type))
      return failure();
    LLVMBuilder b = builderAt(rewriter, op);
    Value address =
        MemRefDescriptor(operands[1])
            .stridedElementPtr(b, type, operands.drop_front(2), kInBoundsNuw);
    Operation *store = create<LLVM::StoreOp>(rewriter, op->getLoc(),
                                             with<"value">(operands[0]),
                                             with<"addr">(address));
    setAccessProperties(op, store);
    rewriter.eraseOp(op);
    return success();
  }
};

/// `llvm.intr.assume true ["align"(%ptr, %alignment)]` on the address of
/// the first element; the memref itself is the result (MLIR's
/// AssumeAlignmentOpLowering).
class AssumeAlignmentLowering : public MemRefPattern {
public:
  explicit AssumeAlignmentLowering(const LLVMTypeConverter &converter)
      : MemRefPattern(memref::AssumeAlignmentOp::name,
                      "AssumeAlignmentOpLowering", converter) {}

  LogicalResult
  matchAndRewrite(Operation *op, ValueRange operands,
                  ConversionPatternRewriter &rewriter) const override {
    auto assume = memref::AssumeAlignmentOp::wrap(op);
    auto type =
        llvm::dyn_cast<MemRefType>(assume.operand<"memref">().getType());
    if (!type || !isConvertible(type))
      return failure();
    LLVMBuilder b = builderAt(rewriter, op);
    Value address =
        MemRefDescriptor(operands[0]).stridedElementPtr(b, type, {}, 0);
    Context &ctx = op->getContext();
    Value isTrue =
        b.constant(IntegerType::get(ctx, 1), BoolAttr::get(ctx, true));
    Value alignment = b.indexConstant(
        assume.property<"alignment", IntegerAttr>().getValue().getSExtValue());
    Value bundle[] = {address, alignment};
    create<LLVM::AssumeOp>(rewriter, op->getLoc(), with<"cond">(isTrue),
                           with<"op_bundle_operands">(ValueRange(bundle)),
                           with<"op_bundle_sizes">(DenseArrayAttr::get(
                               ctx, llvm::ArrayRef<int32_t>{2})),
                           with<"op_bundle_tags">(ArrayAttr::get(
                               ctx, {StringAttr::get(ctx, "align")})));
    rewriter.replaceOp(op, {operands[0]});
    return success();
  }
};

//===-- Globals -----------------------------------------------------------===//

/// A global memref's llvm type: the element for rank 0, else nested arrays.
Type globalType(const LLVMTypeConverter &converter, MemRefType type) {
  Type result = converter.convertType(type.getElementType());
  llvm::ArrayRef<int64_t> shape = type.getShape();
  for (size_t i = shape.size(); i-- > 0;)
    result = LLVM::LLVMArrayType::get(result, uint64_t(shape[i]));
  return result;
}

class GlobalLowering : public MemRefPattern {
public:
  explicit GlobalLowering(const LLVMTypeConverter &converter)
      : MemRefPattern(memref::GlobalOp::name, "GlobalMemrefOpLowering",
                      converter) {}

  LogicalResult
  matchAndRewrite(Operation *op, ValueRange,
                  ConversionPatternRewriter &rewriter) const override {
    auto global = memref::GlobalOp::wrap(op);
    auto type = llvm::cast<MemRefType>(
        llvm::cast<TypeAttr>(global.property<"type">()).getValue());
    std::optional<unsigned> space = converter().getMemRefAddressSpace(type);
    if (!hasIdentityLayoutAndConverts(converter(), type) || !space)
      return failure();
    Type llvmType = globalType(converter(), type);
    auto visibility = llvm::dyn_cast_if_present<StringAttr>(
        global.property<"sym_visibility">());
    bool isPublic = !visibility || visibility.getValue() == "public";
    Attribute init = global.property<"initial_value">();
    bool uninitialized = init && llvm::isa<UnitAttr>(init);
    Attribute value;
    if (init && !uninitialized) {
      value = init;
      if (type.getShape().empty()) {
        // A scalar global holds the element itself.
        std::optional<ConstantElements> elements = ConstantElements::get(init);
        if (!elements)
          return rewriter.notifyMatchFailure(op, "unsupported initial value");
        Type element = type.getElementType();
        value = elements->isFloat()
                    ? Attribute(FloatAttr::get(element, elements->floatAt(0)))
                    : Attribute(IntegerAttr::get(element, elements->intAt(0)));
      }
    }
    uint64_t alignment = uint64_t(alignmentOf(op).value_or(0));
    auto name = llvm::cast<StringAttr>(global.property<"sym_name">());
    Operation *newGlobal = create<LLVM::GlobalOp>(
        rewriter, op->getLoc(), llvmType, bool(global.property<"constant">()),
        isPublic ? LLVM::linkage::External : LLVM::linkage::Private,
        name.getValue(), value, alignment, *space);
    if (uninitialized) {
      Block *body = rewriter.createBlock(&newGlobal->getRegion(0),
                                         newGlobal->getRegion(0).end());
      rewriter.setInsertionPointToEnd(body);
      LLVMBuilder b = builderAt(rewriter, op);
      Value undef = b.undef(llvmType);
      create<LLVM::ReturnOp>(rewriter, op->getLoc(), with<"arg">(undef));
    }
    rewriter.eraseOp(op);
    return success();
  }
};

class GetGlobalLowering : public MemRefPattern {
public:
  explicit GetGlobalLowering(const LLVMTypeConverter &converter)
      : MemRefPattern(memref::GetGlobalOp::name, "GetGlobalMemrefOpLowering",
                      converter) {}

  LogicalResult
  matchAndRewrite(Operation *op, ValueRange,
                  ConversionPatternRewriter &rewriter) const override {
    auto type = llvm::cast<MemRefType>(op->getResult(0).getType());
    std::optional<unsigned> space = converter().getMemRefAddressSpace(type);
    if (!hasIdentityLayoutAndConverts(converter(), type) || !space)
      return failure();
    LLVMBuilder b = builderAt(rewriter, op);
    llvm::SmallVector<Value, 4> sizes, strides;
    (void)descriptorSizes(b, type, {}, sizes, strides, /*inBytes=*/true);
    Type ptr = b.ptrType(*space);
    auto name = llvm::cast<SymbolRefAttr>(op->getInherentAttr("name"));
    Value address =
        create<LLVM::AddressOfOp>(rewriter, op->getLoc(), with<"res">(ptr),
                                  with<"global_name">(name))
            ->getResult(0);
    llvm::SmallVector<int32_t, 4> zeros(type.getShape().size() + 1, 0);
    Value first = b.gep(globalType(converter(), type), address, zeros);
    // Never freed: the allocated pointer is a recognizable bad value.
    Value deadBeef = b.intToPtr(b.indexConstant(0xdeadbeef), ptr);
    rewriter.replaceOp(
        op, {makeDescriptor(b, type, deadBeef, first, sizes, strides)});
    return success();
  }
};

//===-- Dimensions and copies --------------------------------------------===//

/// A constant dimension is read from the descriptor (or is the static
/// size); any other is looked up in a stack copy of the sizes, as MLIR's
/// DimOpLowering does.
class DimLowering : public MemRefPattern {
public:
  explicit DimLowering(const LLVMTypeConverter &converter)
      : MemRefPattern(memref::DimOp::name, "DimOpLowering", converter) {}

  LogicalResult
  matchAndRewrite(Operation *op, ValueRange operands,
                  ConversionPatternRewriter &rewriter) const override {
    auto type = llvm::dyn_cast<MemRefType>(op->getOperand(0).getType());
    if (!type)
      return rewriter.notifyMatchFailure(op, "not a ranked memref");
    LLVMBuilder b = builderAt(rewriter, op);
    int64_t rank = int64_t(type.getShape().size());
    if (std::optional<int64_t> i =
            constantIndex(op->getOperand(1), operands[1]);
        i && *i >= 0 && *i < rank) {
      Value size = type.getShape()[size_t(*i)] == kDynamic
                       ? MemRefDescriptor(operands[0]).size(b, *i)
                       : b.indexConstant(type.getShape()[size_t(*i)]);
      rewriter.replaceOp(op, {size});
      return success();
    }
    Value one = b.indexConstant(1);
    Value sizes = b.extractValue(operands[0], {3});
    Type array = LLVM::LLVMArrayType::get(b.indexType(), uint64_t(rank));
    Value slot =
        create<LLVM::AllocaOp>(rewriter, b.getLoc(), with<"arraySize">(one),
                               with<"res">(b.ptrType()),
                               with<"elem_type">(TypeAttr::get(array)))
            ->getResult(0);
    b.store(sizes, slot);
    Context &ctx = rewriter.getContext();
    Value address =
        create<LLVM::GEPOp>(rewriter, b.getLoc(), with<"base">(slot),
                            with<"dynamicIndices">(operands[1]),
                            with<"res">(b.ptrType()),
                            with<"rawConstantIndices">(DenseArrayAttr::get(
                                ctx, llvm::ArrayRef<int32_t>{0, INT32_MIN})),
                            with<"elem_type">(TypeAttr::get(array)),
                            with<"noWrapFlags">(IntegerAttr::get(
                                IntegerType::get(ctx, 32), int64_t(0))))
            ->getResult(0);
    rewriter.replaceOp(op, {b.load(b.indexType(), address)});
    return success();
  }

private:
  /// The index as a constant: of the original op, or (when it was lowered
  /// in the same conversion) of the llvm.mlir.constant it became.
  static std::optional<int64_t> constantIndex(Value original, Value converted) {
    for (Value v : {original, converted})
      if (auto attr =
              llvm::dyn_cast_if_present<IntegerAttr>(getConstantValue(v)))
        return attr.getInt();
    return std::nullopt;
  }
};

/// An unranked memref's rank is its descriptor's first field; a ranked
/// one's a constant (MLIR's RankOpLowering).
class RankLowering : public MemRefPattern {
public:
  explicit RankLowering(const LLVMTypeConverter &converter)
      : MemRefPattern(memref::RankOp::name, "RankOpLowering", converter) {}

  LogicalResult
  matchAndRewrite(Operation *op, ValueRange operands,
                  ConversionPatternRewriter &rewriter) const override {
    Type type = memref::RankOp::wrap(op).operand<"memref">().getType();
    LLVMBuilder b = builderAt(rewriter, op);
    if (llvm::isa<UnrankedMemRefType>(type)) {
      rewriter.replaceOp(op, {b.extractValue(operands[0], {0})});
      return success();
    }
    auto ranked = llvm::dyn_cast<MemRefType>(type);
    if (!ranked)
      return failure();
    rewriter.replaceOp(op,
                       {b.indexConstant(int64_t(ranked.getShape().size()))});
    return success();
  }
};

//===-- Copies ------------------------------------------------------------===//

/// Whether a memref's elements are one contiguous row-major run (MLIR's
/// isStaticShapeAndContiguousRowMajor, or an identity layout).
bool isContiguous(Type type) {
  auto memref = llvm::dyn_cast<MemRefType>(type);
  if (!memref)
    return false;
  if (hasIdentityLayout(memref))
    return true;
  if (!memref.hasStaticShape() || memref.getNumElements() <= 0)
    return false;
  llvm::SmallVector<int64_t, 4> strides;
  int64_t offset = 0;
  if (failed(getStridesAndOffset(memref, strides, offset)))
    return false;
  llvm::ArrayRef<int64_t> shape = memref.getShape();
  int64_t running = 1;
  int64_t dim = int64_t(strides.size()) - 1;
  while (dim >= 0 && strides[size_t(dim)] == running) {
    running *= shape[size_t(dim)];
    --dim;
  }
  while (dim >= 0 && shape[size_t(dim)] == 1)
    --dim;
  return dim < 0;
}

class CopyLowering : public MemRefPattern {
public:
  explicit CopyLowering(const LLVMTypeConverter &converter)
      : MemRefPattern(memref::CopyOp::name, "MemRefCopyOpLowering", converter) {
  }

  LogicalResult
  matchAndRewrite(Operation *op, ValueRange operands,
                  ConversionPatternRewriter &rewriter) const override {
    Type sourceType = op->getOperand(0).getType();
    Type targetType = op->getOperand(1).getType();
    LLVMBuilder b = builderAt(rewriter, op);
    if (isContiguous(sourceType) && isContiguous(targetType))
      memcpy(b, llvm::cast<MemRefType>(sourceType), operands);
    else if (failed(callMemrefCopy(b, op, sourceType, targetType, operands)))
      return failure();
    rewriter.eraseOp(op);
    return success();
  }

private:
  void memcpy(LLVMBuilder &b, MemRefType type, ValueRange operands) const {
    MemRefDescriptor source(operands[0]), target(operands[1]);
    Value count = b.indexConstant(1);
    for (int64_t i = 0; i < int64_t(type.getShape().size()); ++i)
      count = b.mul(count, source.size(b, i));
    Type element = converter().convertType(type.getElementType());
    Value bytes = b.mul(count, b.sizeInBytes(element));
    Value from = b.gep(element, source.alignedPtr(b), source.offset(b));
    Value to = b.gep(element, target.alignedPtr(b), target.offset(b));
    b.memcpy(to, from, bytes);
  }

  /// The runtime's memrefCopy(element size, source, target), both passed
  /// as unranked descriptors on the stack.
  LogicalResult callMemrefCopy(LLVMBuilder &b, Operation *op, Type sourceType,
                               Type targetType, ValueRange operands) const {
    Context &ctx = op->getContext();
    OpBuilder &builder = b.getBuilder();
    Value stack =
        create<LLVM::StackSaveOp>(builder, b.getLoc(), with<"res">(b.ptrType()))
            ->getResult(0);
    auto unranked = [&](Value desc, Type type) -> Value {
      auto ranked = llvm::dyn_cast<MemRefType>(type);
      if (!ranked)
        return desc;
      Value rank = b.constant(
          b.indexType(),
          IntegerAttr::get(b.indexType(), int64_t(ranked.getShape().size())));
      Value slot = promoteToStack(b, desc);
      Type unrankedType = converter().convertType(UnrankedMemRefType::get(
          ranked.getElementType(), ranked.getMemorySpace()));
      Value result = b.poison(unrankedType);
      result = b.insertValue(result, rank, {0});
      return b.insertValue(result, slot, {1});
    };
    Value source = unranked(operands[0], sourceType);
    Value target = unranked(operands[1], targetType);
    Value one = b.indexConstant(1);
    auto promote = [&](Value desc) {
      Value slot = create<LLVM::AllocaOp>(
                       builder, b.getLoc(), with<"arraySize">(one),
                       with<"res">(b.ptrType()),
                       with<"elem_type">(TypeAttr::get(desc.getType())))
                       ->getResult(0);
      create<LLVM::StoreOp>(builder, b.getLoc(), with<"value">(desc),
                            with<"addr">(slot));
      return slot;
    };
    Value sourceSlot = promote(source);
    Value targetSlot = promote(target);
    Type element = converter().convertType(
        llvm::cast<ShapedType>(sourceType).getElementType());
    Value elementSize = b.sizeInBytes(element);
    lookupOrCreateFunction(
        builder, op, "memrefCopy",
        LLVM::LLVMFunctionType::get(LLVM::LLVMVoidType::get(ctx),
                                    {b.indexType(), b.ptrType(), b.ptrType()},
                                    false));
    b.call("memrefCopy", Type(), {elementSize, sourceSlot, targetSlot});
    create<LLVM::StackRestoreOp>(builder, b.getLoc(), with<"ptr">(stack));
    return success();
  }
};

class FinalizeMemRefToLLVMPass : public PassBase<FinalizeMemRefToLLVMPass> {
public:
  FinalizeMemRefToLLVMPass()
      : PassBase("finalize-memref-to-llvm",
                 "FinalizeMemRefToLLVMConversionPass") {
    option("index-bitwidth",
           "Bitwidth of the index type, 0 to use size of machine word",
           indexBitwidth);
    option("use-aligned-alloc",
           "Use aligned_alloc in place of malloc for heap allocations",
           useAlignedAlloc);
    option("use-generic-functions",
           "Use generic allocation and deallocation functions instead of the "
           "classic 'malloc', 'aligned_alloc' and 'free' functions",
           useGenericFunctions);
  }

  void runOnOperation() override {
    Context &ctx = getOperation()->getContext();
    LLVMTypeConverter converter(ctx, indexBitwidth);
    RewritePatternSet set(ctx);
    MemRefToLLVMOptions options;
    options.useGenericFunctions = useGenericFunctions;
    options.useAlignedAlloc = useAlignedAlloc;
    populateFinalizeMemRefToLLVMConversionPatterns(converter, set, options);
    FrozenPatternSet patterns(std::move(set));
    ConversionTarget target(ctx);
    target.addLegalDialect("llvm");
    target.addLegalOp("builtin.unrealized_conversion_cast");
    // As MLIR's: what no pattern lowers (a subview not expanded first)
    // stays, and the translation to LLVM IR refuses it.
    if (failed(applyPartialConversion(getOperation(), target, patterns)))
      signalPassFailure();
  }

private:
  unsigned indexBitwidth = 0;
  bool useGenericFunctions = false;
  bool useAlignedAlloc = false;
};
} // namespace

void terrace::populateFinalizeMemRefToLLVMConversionPatterns(
    const LLVMTypeConverter &converter, RewritePatternSet &patterns,
    MemRefToLLVMOptions options) {
  patterns.add(std::make_unique<AllocLowering>(converter, options));
  patterns.add(std::make_unique<AllocaLowering>(converter));
  patterns.add(std::make_unique<DeallocLowering>(converter, options));
  patterns.add(std::make_unique<LoadLowering>(converter));
  patterns.add(std::make_unique<StoreLowering>(converter));
  patterns.add(std::make_unique<AssumeAlignmentLowering>(converter));
  patterns.add(std::make_unique<GlobalLowering>(converter));
  patterns.add(std::make_unique<GetGlobalLowering>(converter));
  patterns.add(std::make_unique<DimLowering>(converter));
  patterns.add(std::make_unique<RankLowering>(converter));
  patterns.add(std::make_unique<CopyLowering>(converter));
  memref_to_llvm::populateViewLowerings(converter, patterns);
}

std::unique_ptr<Pass> terrace::createFinalizeMemRefToLLVMPass() {
  return std::make_unique<FinalizeMemRefToLLVMPass>();
}
