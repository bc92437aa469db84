//===- MemRefViewsToLLVM.cpp - memref casts and views as llvm ops ---------===//
//
// The part of finalize-memref-to-llvm (as MLIR 22's) that makes new
// descriptors of the same buffer: casts (ranked and unranked),
// reinterpret_cast, static reshapes, transpose (sizes and strides
// permuted), view (the aligned pointer moved by the byte shift, row-major
// sizes and strides), memory_space_cast of ranked memrefs (both pointers
// cast), and the metadata ops. Subviews and reassociative reshapes must
// have been expanded first (expand-strided-metadata).
//
//===----------------------------------------------------------------------===//
#include "conversions/MemRefToLLVM/MemRefPatterns.h"
#include "dialects/builtin/BuiltinOps.h"
#include "dialects/llvm/LLVMOps.h"
#include "dialects/llvm/LLVMTypes.h"
#include "dialects/memref/MemRefOps.h"
#include "ir/AffineExpr.h"
#include "ir/Attributes.h"
#include "ir/MemRefLayout.h"
#include "ir/Operation.h"
#include "ir/Types.h"
#include "rewrite/PatternMatch.h"

#include "llvm/ADT/Twine.h"

using namespace terrace;
using namespace terrace::memref_to_llvm;
using llvm::failure;
using llvm::LogicalResult;
using llvm::success;

namespace {

class CastLowering : public MemRefPattern {
public:
  explicit CastLowering(const LLVMTypeConverter &converter)
      : MemRefPattern(memref::CastOp::name, "MemRefCastOpLowering", converter) {
  }

  LogicalResult
  matchAndRewrite(Operation *op, ValueRange operands,
                  ConversionPatternRewriter &rewriter) const override {
    Type from = op->getOperand(0).getType(), to = op->getResult(0).getType();
    Type target = converter().convertType(to);
    if (!target)
      return failure();
    bool fromRanked = llvm::isa<MemRefType>(from);
    bool toRanked = llvm::isa<MemRefType>(to);
    if (fromRanked && toRanked) {
      // The same descriptor: only static information changes.
      if (converter().convertType(from) != target)
        return failure();
      rewriter.replaceOp(op, {operands[0]});
      return success();
    }
    LLVMBuilder b = builderAt(rewriter, op);
    if (fromRanked) {
      // To unranked: the rank and the descriptor stored on the stack.
      Value slot = promoteToStack(b, operands[0]);
      Value rank = b.indexConstant(
          int64_t(llvm::cast<MemRefType>(from).getShape().size()));
      Value desc = b.poison(target);
      desc = b.insertValue(desc, rank, {0});
      desc = b.insertValue(desc, slot, {1});
      rewriter.replaceOp(op, {desc});
      return success();
    }
    if (!toRanked)
      return failure();
    // From unranked: the descriptor it points to.
    Value slot = b.extractValue(operands[0], {1});
    Value loaded = create<LLVM::LoadOp>(rewriter, op->getLoc(),
                                        with<"addr">(slot), with<"res">(target))
                       ->getResult(0);
    rewriter.replaceOp(op, {loaded});
    return success();
  }
};

class ReinterpretCastLowering : public MemRefPattern {
public:
  explicit ReinterpretCastLowering(const LLVMTypeConverter &converter)
      : MemRefPattern(memref::ReinterpretCastOp::name,
                      "MemRefReinterpretCastOpLowering", converter) {}

  LogicalResult
  matchAndRewrite(Operation *op, ValueRange operands,
                  ConversionPatternRewriter &rewriter) const override {
    auto cast = memref::ReinterpretCastOp::wrap(op);
    auto type = llvm::cast<MemRefType>(op->getResult(0).getType());
    Type target = converter().convertType(type);
    if (!target || !llvm::isa<MemRefType>(op->getOperand(0).getType()))
      return failure();
    size_t numOffsets = cast.operands<"offsets">().size();
    size_t numSizes = cast.operands<"sizes">().size();
    ValueRange offsets = operands.slice(1, numOffsets);
    ValueRange sizes = operands.slice(1 + numOffsets, numSizes);
    ValueRange strides = operands.drop_front(1 + numOffsets + numSizes);
    auto staticOf = [&](llvm::StringRef name) {
      return llvm::cast<DenseArrayAttr>(op->getInherentAttr(name));
    };
    DenseArrayAttr staticOffsets = staticOf("static_offsets");
    DenseArrayAttr staticSizes = staticOf("static_sizes");
    DenseArrayAttr staticStrides = staticOf("static_strides");

    LLVMBuilder b = builderAt(rewriter, op);
    auto desc = MemRefDescriptor::poison(b, target);
    MemRefDescriptor source(operands[0]);
    Value allocated = source.allocatedPtr(b);
    Value aligned = source.alignedPtr(b);
    desc.setAllocatedPtr(b, allocated);
    desc.setAlignedPtr(b, aligned);
    auto pick = [&](DenseArrayAttr statics, ValueRange dynamics, int64_t i,
                    size_t &next) {
      int64_t value = statics.getInt(i);
      return value == kDynamic ? dynamics[next++] : b.indexConstant(value);
    };
    size_t nextOffset = 0, nextSize = 0, nextStride = 0;
    desc.setOffset(b, pick(staticOffsets, offsets, 0, nextOffset));
    for (int64_t i = 0; i < int64_t(type.getShape().size()); ++i) {
      desc.setSize(b, i, pick(staticSizes, sizes, i, nextSize));
      desc.setStride(b, i, pick(staticStrides, strides, i, nextStride));
    }
    rewriter.replaceOp(op, {desc.getValue()});
    return success();
  }
};

/// memref.reshape: the source's pointers with the target's row-major sizes
/// (those not known statically loaded from the shape operand, as MLIR's
/// lowering does) and strides.
class ReshapeLowering : public MemRefPattern {
public:
  explicit ReshapeLowering(const LLVMTypeConverter &converter)
      : MemRefPattern(memref::ReshapeOp::name, "MemRefReshapeOpLowering",
                      converter) {}

  LogicalResult
  matchAndRewrite(Operation *op, ValueRange operands,
                  ConversionPatternRewriter &rewriter) const override {
    auto type = llvm::dyn_cast<MemRefType>(op->getResult(0).getType());
    auto shapeType = llvm::cast<MemRefType>(op->getOperand(1).getType());
    // A shape of unknown length makes an unranked memref.
    if (!shapeType.hasStaticShape())
      return lowerToUnranked(op, operands, rewriter);
    if (!type || !llvm::isa<MemRefType>(op->getOperand(0).getType()))
      return rewriter.notifyMatchFailure(op, "only ranked reshapes");
    // Sizes read from the shape operand, laid out contiguously from its
    // aligned pointer.
    Type sizeType = converter().convertType(shapeType.getElementType());
    if (!type.hasStaticShape() && (!sizeType || shapeType.getLayout()))
      return rewriter.notifyMatchFailure(op, "sizes of another layout");
    Type target = converter().convertType(type);
    llvm::SmallVector<int64_t, 4> strides;
    int64_t offset = 0;
    if (!target || failed(getStridesAndOffset(type, strides, offset)) ||
        offset == kDynamic)
      return failure();
    LLVMBuilder b = builderAt(rewriter, op);
    auto desc = MemRefDescriptor::poison(b, target);
    MemRefDescriptor source(operands[0]);
    Value allocated = source.allocatedPtr(b);
    Value aligned = source.alignedPtr(b);
    desc.setAllocatedPtr(b, allocated);
    desc.setAlignedPtr(b, aligned);
    desc.setOffset(b, b.indexConstant(offset));
    // Innermost first; each stride is also made as the product of the
    // ones inside, as MLIR does (the last product goes unused).
    Value stride;
    llvm::ArrayRef<int64_t> shape = type.getShape();
    for (size_t i = shape.size(); i-- > 0;) {
      if (strides[i] != kDynamic)
        stride = b.indexConstant(strides[i]);
      else if (!stride)
        stride = b.indexConstant(1);
      Value size;
      if (shape[i] != kDynamic) {
        size = b.indexConstant(shape[i]);
      } else {
        Value at = b.indexConstant(int64_t(i));
        Value sizes = MemRefDescriptor(operands[1]).alignedPtr(b);
        Value address = b.gep(sizeType, sizes, at, kInBoundsNuw);
        size =
            create<LLVM::LoadOp>(rewriter, op->getLoc(), with<"addr">(address),
                                 with<"res">(sizeType))
                ->getResult(0);
        // MLIR loads through a memref.load of the shape's element type,
        // then converts that to the index width: its casts, as it leaves
        // them (one from another integer width does not reconcile).
        auto cast = [&](Value value, Type to) {
          return builtin::UnrealizedConversionCastOp::build(
                     rewriter, op->getLoc(), TypeRange({to}),
                     ValueRange({value}))
              ->getResult(0);
        };
        if (shapeType.getElementType().isIndex())
          size = cast(size, shapeType.getElementType());
        if (size.getType() != converter().getIndexType())
          size = cast(size, converter().getIndexType());
      }
      desc.setSize(b, int64_t(i), size);
      desc.setStride(b, int64_t(i), stride);
      stride = b.mul(stride, size);
    }
    rewriter.replaceOp(op, {desc.getValue()});
    return success();
  }

private:
  /// To an unranked memref (MLIR's lowering): a ranked descriptor of the
  /// shape's length on the stack, with the source's pointers and offset,
  /// then a loop of blocks from the last dimension to the first copies each
  /// size from the shape and writes the row-major strides.
  LogicalResult lowerToUnranked(Operation *op, ValueRange operands,
                                ConversionPatternRewriter &rewriter) const {
    Type sourceType = op->getOperand(0).getType();
    Type resultType = op->getResult(0).getType();
    auto shapeType = llvm::cast<MemRefType>(op->getOperand(1).getType());
    Type target = converter().convertType(resultType);
    Type sizeType = converter().convertType(shapeType.getElementType());
    std::optional<unsigned> sourceSpace =
        converter().getMemRefAddressSpace(sourceType);
    std::optional<unsigned> space =
        converter().getMemRefAddressSpace(resultType);
    if (!target || !sizeType || !sourceSpace || !space ||
        !llvm::isa<UnrankedMemRefType>(resultType))
      return failure();
    Location loc = op->getLoc();
    LLVMBuilder b = builderAt(rewriter, op);
    Type index = b.indexType();
    MemRefDescriptor shape(operands[1]);
    Value rank = shape.size(b, 0);
    Value result = b.insertValue(b.poison(target), rank, {0});
    Value fields = b.allocaBytes(unrankedDescriptorSize(b, result));
    result = b.insertValue(result, fields, {1});

    Value allocated, aligned, offset;
    if (llvm::isa<MemRefType>(sourceType)) {
      MemRefDescriptor source(operands[0]);
      allocated = source.allocatedPtr(b);
      aligned = source.alignedPtr(b);
      offset = source.offset(b);
    } else {
      // The fields the source's own ranked descriptor holds.
      Type sourcePointer = b.ptrType(*sourceSpace);
      Value sourceFields = b.extractValue(operands[0], {1});
      allocated = b.load(sourcePointer, sourceFields);
      aligned = b.load(sourcePointer, b.gep(sourcePointer, sourceFields, 1));
      offset = b.load(index, b.gep(sourcePointer, sourceFields, 2));
    }
    // The ranked descriptor: two pointers, the offset, then the sizes and
    // the strides, `rank` of each.
    Type pointer = b.ptrType(*space);
    b.store(allocated, fields);
    b.store(aligned, b.gep(pointer, fields, 1));
    b.store(offset, b.gep(pointer, fields, 2));
    Type header = LLVM::LLVMStructType::getLiteral(
        op->getContext(), {pointer, pointer, index, index});
    Value sizesBase = b.gep(header, fields, llvm::ArrayRef<int32_t>{0, 3});
    Value stridesBase = b.gep(index, sizesBase, rank);
    Value shapeData = shape.alignedPtr(b);
    Value one = b.indexConstant(1);
    Value last = b.sub(rank, one);

    // ^init: ...; llvm.br ^cond(%rank - 1, 1)
    // ^cond(%i, %stride): llvm.cond_br %i >= 0, ^body, ^rest
    // ^body: sizes[%i] = shape[%i]; strides[%i] = %stride;
    //        llvm.br ^cond(%i - 1, %stride * shape[%i])
    // ^rest: the ops after the reshape.
    Block *init = rewriter.getInsertionBlock();
    Block::iterator rest = std::next(rewriter.getInsertionPoint());
    Location locs[] = {loc, loc};
    Type argTypes[] = {index, index};
    Block *cond = rewriter.createBlock(
        init->getParent(), init->getParent()->end(), argTypes, locs);
    Block *moved = rewriter.splitBlock(init, rest);
    rewriter.mergeBlocks(moved, cond);
    rewriter.setInsertionPointToEnd(init);
    Value initial[] = {last, one};
    create<LLVM::BrOp>(rewriter, loc, with<"destOperands">(ValueRange(initial)),
                       Successors{{cond}});
    rewriter.setInsertionPointToStart(cond);
    Value i = cond->getArgument(0), stride = cond->getArgument(1);
    Value zero = b.indexConstant(0);
    Value inRange =
        create<LLVM::ICmpOp>(rewriter, loc, with<"lhs">(i), with<"rhs">(zero),
                             with<"res">(IntegerType::get(op->getContext(), 1)),
                             with<"predicate">(IntegerAttr::get(
                                 IntegerType::get(op->getContext(), 64),
                                 int64_t(5)))) // sge
            ->getResult(0);
    Block *body = rewriter.splitBlock(cond, rewriter.getInsertionPoint());
    rewriter.setInsertionPointToStart(body);
    // MLIR 22 reads each size as an index from an array of the shape's
    // element type, which for i32 sizes reads two as one: Terrace reads
    // the element and sign-extends it.
    Value size = b.load(sizeType, b.gep(sizeType, shapeData, i));
    if (sizeType != index)
      size = create<LLVM::SExtOp>(rewriter, loc, with<"arg">(size),
                                  with<"res">(index))
                 ->getResult(0);
    b.store(size, b.gep(index, sizesBase, i));
    b.store(stride, b.gep(index, stridesBase, i));
    Value nextStride = b.mul(stride, size);
    Value next[] = {b.sub(i, one), nextStride};
    create<LLVM::BrOp>(rewriter, loc, with<"destOperands">(ValueRange(next)),
                       Successors{{cond}});
    Block *after = rewriter.splitBlock(body, rewriter.getInsertionPoint());
    rewriter.setInsertionPointToEnd(cond);
    create<LLVM::CondBrOp>(rewriter, loc, with<"condition">(inRange),
                           with<"trueDestOperands">(ValueRange()),
                           with<"falseDestOperands">(ValueRange()),
                           Successors{{body, after}});
    rewriter.setInsertionPointToStart(after);
    rewriter.replaceOp(op, {result});
    return success();
  }
};

class ExtractStridedMetadataLowering : public MemRefPattern {
public:
  explicit ExtractStridedMetadataLowering(const LLVMTypeConverter &converter)
      : MemRefPattern(memref::ExtractStridedMetadataOp::name,
                      "ExtractStridedMetadataOpLowering", converter) {}

  LogicalResult
  matchAndRewrite(Operation *op, ValueRange operands,
                  ConversionPatternRewriter &rewriter) const override {
    auto sourceType = llvm::cast<MemRefType>(op->getOperand(0).getType());
    auto baseType = llvm::cast<MemRefType>(op->getResult(0).getType());
    Type baseTarget = converter().convertType(baseType);
    if (!baseTarget || !converter().convertType(sourceType))
      return failure();
    LLVMBuilder b = builderAt(rewriter, op);
    MemRefDescriptor source(operands[0]);
    Value allocated = source.allocatedPtr(b);
    Value aligned = source.alignedPtr(b);
    // The base buffer: a rank-0 descriptor of the same pointers.
    auto base = MemRefDescriptor::poison(b, baseTarget);
    base.setAllocatedPtr(b, allocated);
    base.setAlignedPtr(b, aligned);
    base.setOffset(b, b.indexConstant(0));
    llvm::SmallVector<Value, 8> results = {base.getValue(), source.offset(b)};
    int64_t rank = int64_t(sourceType.getShape().size());
    for (int64_t i = 0; i < rank; ++i)
      results.push_back(source.size(b, i));
    for (int64_t i = 0; i < rank; ++i)
      results.push_back(source.stride(b, i));
    rewriter.replaceOp(op, results);
    return success();
  }
};

/// The aligned pointer as an integer.
class ExtractAlignedPointerLowering : public MemRefPattern {
public:
  explicit ExtractAlignedPointerLowering(const LLVMTypeConverter &converter)
      : MemRefPattern(memref::ExtractAlignedPointerAsIndexOp::name,
                      "ExtractAlignedPointerAsIndexOpLowering", converter) {}

  LogicalResult
  matchAndRewrite(Operation *op, ValueRange operands,
                  ConversionPatternRewriter &rewriter) const override {
    if (!llvm::isa<MemRefType>(op->getOperand(0).getType()))
      return failure();
    LLVMBuilder b = builderAt(rewriter, op);
    Value aligned = MemRefDescriptor(operands[0]).alignedPtr(b);
    rewriter.replaceOp(op, {b.ptrToInt(aligned, b.indexType())});
    return success();
  }
};

/// The source's descriptor with sizes and strides permuted: result
/// dimension i is the source's dimension the permutation names there.
class TransposeLowering : public MemRefPattern {
public:
  explicit TransposeLowering(const LLVMTypeConverter &converter)
      : MemRefPattern(memref::TransposeOp::name, "TransposeOpLowering",
                      converter) {}

  LogicalResult
  matchAndRewrite(Operation *op, ValueRange operands,
                  ConversionPatternRewriter &rewriter) const override {
    auto permutation =
        llvm::cast<AffineMapAttr>(op->getInherentAttr("permutation"));
    Type target = converter().convertType(op->getOperand(0).getType());
    if (!target)
      return failure();
    if (permutation.isIdentity()) {
      rewriter.replaceOp(op, {operands[0]});
      return success();
    }
    LLVMBuilder b = builderAt(rewriter, op);
    MemRefDescriptor source(operands[0]);
    auto desc = MemRefDescriptor::poison(b, target);
    desc.setAllocatedPtr(b, source.allocatedPtr(b));
    desc.setAlignedPtr(b, source.alignedPtr(b));
    desc.setOffset(b, source.offset(b));
    for (unsigned i = 0; i < permutation.getNumResults(); ++i) {
      // A permutation's results are dimensions: getValue is the position.
      int64_t from = permutation.getResult(i).getValue();
      desc.setSize(b, int64_t(i), source.size(b, from));
      desc.setStride(b, int64_t(i), source.stride(b, from));
    }
    rewriter.replaceOp(op, {desc.getValue()});
    return success();
  }
};

/// A contiguous view of a 1-D i8 buffer: its pointers, the aligned one
/// moved by the byte shift, offset 0, the result's sizes and row-major
/// strides (products of the sizes where a stride is dynamic).
class ViewLowering : public MemRefPattern {
public:
  explicit ViewLowering(const LLVMTypeConverter &converter)
      : MemRefPattern(memref::ViewOp::name, "ViewOpLowering", converter) {}

  LogicalResult
  matchAndRewrite(Operation *op, ValueRange operands,
                  ConversionPatternRewriter &rewriter) const override {
    auto type = llvm::cast<MemRefType>(op->getResult(0).getType());
    auto sourceType = llvm::cast<MemRefType>(op->getOperand(0).getType());
    Type target = converter().convertType(type);
    Type sourceElement = converter().convertType(sourceType.getElementType());
    llvm::SmallVector<int64_t, 4> strides;
    int64_t offset = 0;
    if (!target || !sourceElement ||
        failed(getStridesAndOffset(type, strides, offset)) || offset != 0 ||
        (!strides.empty() && strides.back() != 1 && strides.back() != 0))
      return rewriter.notifyMatchFailure(op, "not a contiguous view");
    LLVMBuilder b = builderAt(rewriter, op);
    MemRefDescriptor source(operands[0]);
    auto desc = MemRefDescriptor::poison(b, target);
    desc.setAllocatedPtr(b, source.allocatedPtr(b));
    Value aligned = source.alignedPtr(b);
    desc.setAlignedPtr(b, b.gep(sourceElement, aligned, operands[1]));
    desc.setOffset(b, b.indexConstant(offset));
    ValueRange dynamicSizes = operands.drop_front(2);
    llvm::ArrayRef<int64_t> shape = type.getShape();
    Value stride, nextSize;
    for (int64_t i = int64_t(shape.size()) - 1; i >= 0; --i) {
      Value size;
      if (shape[size_t(i)] == kDynamic)
        size = dynamicSizes[size_t(
            llvm::count(shape.take_front(size_t(i)), kDynamic))];
      else
        size = b.indexConstant(shape[size_t(i)]);
      desc.setSize(b, i, size);
      // MLIR's getStride: static, else the running product.
      if (strides[size_t(i)] != kDynamic)
        stride = b.indexConstant(strides[size_t(i)]);
      else if (nextSize)
        stride = stride ? b.mul(stride, nextSize) : nextSize;
      else
        stride = b.indexConstant(1);
      desc.setStride(b, i, stride);
      nextSize = size;
    }
    rewriter.replaceOp(op, {desc.getValue()});
    return success();
  }
};

/// The descriptor's fields with both pointers cast to the new address
/// space. An unranked memref's ranked descriptor is copied to the stack,
/// its pointers cast and its indices copied as they are (MLIR's
/// MemorySpaceCastOpLowering).
class MemorySpaceCastLowering : public MemRefPattern {
public:
  explicit MemorySpaceCastLowering(const LLVMTypeConverter &converter)
      : MemRefPattern(memref::MemorySpaceCastOp::name,
                      "MemorySpaceCastOpLowering", converter) {}

  LogicalResult
  matchAndRewrite(Operation *op, ValueRange operands,
                  ConversionPatternRewriter &rewriter) const override {
    Type sourceType = op->getOperand(0).getType();
    Type resultType = op->getResult(0).getType();
    Type target = converter().convertType(resultType);
    std::optional<unsigned> sourceSpace =
        converter().getMemRefAddressSpace(sourceType);
    std::optional<unsigned> resultSpace =
        converter().getMemRefAddressSpace(resultType);
    if (!target || !sourceSpace || !resultSpace)
      return failure();
    LLVMBuilder b = builderAt(rewriter, op);
    if (llvm::isa<UnrankedMemRefType>(resultType)) {
      rewriter.replaceOp(op, {castUnranked(b, operands[0], target, *sourceSpace,
                                           *resultSpace)});
      return success();
    }
    llvm::SmallVector<Value, 8> fields;
    MemRefDescriptor::unpack(b, operands[0], sourceType, fields);
    for (unsigned i = 0; i < 2; ++i)
      fields[i] = addrSpaceCast(b, fields[i], *resultSpace);
    rewriter.replaceOp(op, {MemRefDescriptor::pack(b, target, fields)});
    return success();
  }

private:
  static Value addrSpaceCast(LLVMBuilder &b, Value pointer, unsigned space) {
    return create<LLVM::AddrSpaceCastOp>(b.getBuilder(), b.getLoc(),
                                         with<"arg">(pointer),
                                         with<"res">(b.ptrType(space)))
        ->getResult(0);
  }

  /// A new unranked descriptor of `target` whose ranked descriptor, on the
  /// stack, is the source's with its two pointers cast.
  static Value castUnranked(LLVMBuilder &b, Value source, Type target,
                            unsigned sourceSpace, unsigned resultSpace) {
    Value rank = b.extractValue(source, {0});
    Value sourceFields = b.extractValue(source, {1});
    Value result = b.insertValue(b.poison(target), rank, {0});
    Value size = unrankedDescriptorSize(b, result);
    Value resultFields = b.allocaBytes(size);
    result = b.insertValue(result, resultFields, {1});
    // The ranked descriptor starts with the allocated and aligned
    // pointers, then the offset, sizes and strides.
    Type sourcePointer = b.ptrType(sourceSpace);
    Type resultPointer = b.ptrType(resultSpace);
    Value allocated = b.load(sourcePointer, sourceFields);
    Value aligned =
        b.load(sourcePointer, b.gep(sourcePointer, sourceFields, 1));
    allocated = addrSpaceCast(b, allocated, resultSpace);
    aligned = addrSpaceCast(b, aligned, resultSpace);
    b.store(allocated, resultFields);
    b.store(aligned, b.gep(resultPointer, resultFields, 1));
    Value sourceIndices = b.gep(sourcePointer, sourceFields, 2);
    Value resultIndices = b.gep(resultPointer, resultFields, 2);
    Value indexBytes = b.sub(size, b.indexConstant(16));
    b.memcpy(resultIndices, sourceIndices, indexBytes);
    return result;
  }
};

} // namespace

void terrace::memref_to_llvm::populateViewLowerings(
    const LLVMTypeConverter &converter, RewritePatternSet &patterns) {
  patterns.add(std::make_unique<CastLowering>(converter));
  patterns.add(std::make_unique<ReinterpretCastLowering>(converter));
  patterns.add(std::make_unique<ExtractStridedMetadataLowering>(converter));
  patterns.add(std::make_unique<ExtractAlignedPointerLowering>(converter));
  patterns.add(std::make_unique<ReshapeLowering>(converter));
  patterns.add(std::make_unique<TransposeLowering>(converter));
  patterns.add(std::make_unique<ViewLowering>(converter));
  patterns.add(std::make_unique<MemorySpaceCastLowering>(converter));
}
