//===- LLVMBuilder.cpp - Making llvm ops in the lowerings -----------------===//
#include "conversions/LLVMCommon/LLVMBuilder.h"

#include "dialects/builtin/BuiltinOps.h"
#include "dialects/llvm/LLVMOps.h"
#include "dialects/llvm/LLVMTypes.h"
#include "ir/Attributes.h"
#include "ir/Block.h"
#include "ir/Context.h"
#include "ir/MemRefLayout.h"
#include "ir/Operation.h"
#include "ir/Region.h"
#include "ir/SymbolTable.h"
#include "ir/Types.h"

#include "llvm/Support/MathExtras.h"

using namespace terrace;

Type LLVMBuilder::ptrType(unsigned addressSpace) const {
  return LLVM::LLVMPointerType::get(builder.getContext(), addressSpace);
}

Value LLVMBuilder::indexConstant(int64_t value) {
  return constant(
      indexType(),
      IntegerAttr::get(IndexType::get(builder.getContext()), value));
}

Value LLVMBuilder::constant(Type type, Attribute value) {
  return create<LLVM::ConstantOp>(builder, loc, with<"res">(type),
                                  with<"value">(value))
      ->getResult(0);
}

Value LLVMBuilder::poison(Type type) {
  return create<LLVM::PoisonOp>(builder, loc, with<"res">(type))->getResult(0);
}

Value LLVMBuilder::undef(Type type) {
  return create<LLVM::UndefOp>(builder, loc, with<"res">(type))->getResult(0);
}

Value LLVMBuilder::zero(Type type) {
  return create<LLVM::ZeroOp>(builder, loc, with<"res">(type))->getResult(0);
}

/// The type of the field of `type` at `position`.
static Type fieldType(Type type, llvm::ArrayRef<int64_t> position) {
  for (int64_t i : position) {
    if (auto structType = llvm::dyn_cast<LLVM::LLVMStructType>(type))
      type = structType.getBody()[size_t(i)];
    else
      type = llvm::cast<LLVM::LLVMArrayType>(type).getElementType();
  }
  return type;
}

Value LLVMBuilder::extractValue(Value aggregate,
                                llvm::ArrayRef<int64_t> position) {
  Context &ctx = builder.getContext();
  return create<LLVM::ExtractValueOp>(
             builder, loc, with<"container">(aggregate),
             with<"position">(DenseArrayAttr::get(ctx, position)),
             with<"res">(fieldType(aggregate.getType(), position)))
      ->getResult(0);
}

Value LLVMBuilder::insertValue(Value aggregate, Value value,
                               llvm::ArrayRef<int64_t> position) {
  Context &ctx = builder.getContext();
  return create<LLVM::InsertValueOp>(
             builder, loc, with<"container">(aggregate), with<"value">(value),
             with<"position">(DenseArrayAttr::get(ctx, position)),
             with<"res">(aggregate.getType()))
      ->getResult(0);
}

Attribute LLVMBuilder::overflow(unsigned flags) {
  Context &ctx = builder.getContext();
  return IntegerAttr::get(IntegerType::get(ctx, 32), int64_t(flags));
}

Value LLVMBuilder::add(Value a, Value b, unsigned overflowFlags) {
  return create<LLVM::AddOp>(builder, loc, with<"lhs">(a), with<"rhs">(b),
                             with<"res">(a.getType()),
                             with<"overflowFlags">(overflow(overflowFlags)))
      ->getResult(0);
}

Value LLVMBuilder::sub(Value a, Value b, unsigned overflowFlags) {
  return create<LLVM::SubOp>(builder, loc, with<"lhs">(a), with<"rhs">(b),
                             with<"res">(a.getType()),
                             with<"overflowFlags">(overflow(overflowFlags)))
      ->getResult(0);
}

Value LLVMBuilder::mul(Value a, Value b, unsigned overflowFlags) {
  return create<LLVM::MulOp>(builder, loc, with<"lhs">(a), with<"rhs">(b),
                             with<"res">(a.getType()),
                             with<"overflowFlags">(overflow(overflowFlags)))
      ->getResult(0);
}

Value LLVMBuilder::urem(Value a, Value b) {
  return create<LLVM::URemOp>(builder, loc, with<"lhs">(a), with<"rhs">(b),
                              with<"res">(a.getType()))
      ->getResult(0);
}

Value LLVMBuilder::ptrToInt(Value ptr, Type type) {
  return create<LLVM::PtrToIntOp>(builder, loc, with<"arg">(ptr),
                                  with<"res">(type))
      ->getResult(0);
}

Value LLVMBuilder::intToPtr(Value value, Type type) {
  return create<LLVM::IntToPtrOp>(builder, loc, with<"arg">(value),
                                  with<"res">(type))
      ->getResult(0);
}

Value LLVMBuilder::gep(Type elementType, Value base, Value index,
                       unsigned noWrapFlags) {
  Context &ctx = builder.getContext();
  return create<LLVM::GEPOp>(
             builder, loc, with<"base">(base), with<"dynamicIndices">(index),
             with<"res">(base.getType()),
             with<"rawConstantIndices">(
                 DenseArrayAttr::get(ctx, llvm::ArrayRef<int32_t>{INT32_MIN})),
             with<"elem_type">(TypeAttr::get(elementType)),
             with<"noWrapFlags">(IntegerAttr::get(IntegerType::get(ctx, 32),
                                                  int64_t(noWrapFlags))))
      ->getResult(0);
}

Value LLVMBuilder::gep(Type elementType, Value base, int32_t index) {
  return gep(elementType, base, llvm::ArrayRef<int32_t>{index});
}

Value LLVMBuilder::gep(Type elementType, Value base,
                       llvm::ArrayRef<int32_t> indices) {
  Context &ctx = builder.getContext();
  return create<LLVM::GEPOp>(
             builder, loc, with<"base">(base), with<"res">(base.getType()),
             with<"rawConstantIndices">(DenseArrayAttr::get(ctx, indices)),
             with<"elem_type">(TypeAttr::get(elementType)))
      ->getResult(0);
}

Value LLVMBuilder::sizeInBytes(Type type) {
  Value null = zero(ptrType());
  Value address = gep(type, null, 1);
  return ptrToInt(address, indexType());
}

Operation *LLVMBuilder::call(llvm::StringRef callee, Type result,
                             ValueRange args) {
  return create<LLVM::CallOp>(builder, loc, callee, result, args);
}

Value LLVMBuilder::alignUp(Value input, Value alignment) {
  Value one = indexConstant(1);
  Value bump = sub(alignment, one);
  Value bumped = add(input, bump);
  Value remainder = urem(bumped, alignment);
  return sub(bumped, remainder);
}

//===-- Module-level symbols ----------------------------------------------===//

Value LLVMBuilder::load(Type type, Value addr) {
  return create<LLVM::LoadOp>(builder, loc, with<"addr">(addr),
                              with<"res">(type))
      ->getResult(0);
}

void LLVMBuilder::store(Value value, Value addr) {
  create<LLVM::StoreOp>(builder, loc, with<"value">(value), with<"addr">(addr));
}

Value LLVMBuilder::allocaBytes(Value count) {
  return create<LLVM::AllocaOp>(builder, loc, with<"arraySize">(count),
                                with<"res">(ptrType()),
                                with<"elem_type">(TypeAttr::get(
                                    IntegerType::get(builder.getContext(), 8))))
      ->getResult(0);
}

void LLVMBuilder::memcpy(Value dst, Value src, Value bytes) {
  create<LLVM::MemcpyOp>(
      builder, loc, with<"dst">(dst), with<"src">(src), with<"len">(bytes),
      with<"isVolatile">(BoolAttr::get(builder.getContext(), false)));
}

Value terrace::unrankedDescriptorSize(LLVMBuilder &b, Value descriptor) {
  Value one = b.indexConstant(1);
  Value two = b.indexConstant(2);
  unsigned indexBits = llvm::cast<IntegerType>(b.indexType()).getWidth();
  Value indexSize = b.indexConstant(int64_t(llvm::divideCeil(indexBits, 8)));
  Value pointerSize = b.indexConstant(8);
  Value pointers = b.mul(two, pointerSize);
  Value rank = b.extractValue(descriptor, {0});
  Value indices = b.mul(b.add(b.mul(two, rank), one), indexSize);
  return b.add(pointers, indices);
}

Operation *terrace::getEnclosingModule(Operation *from) {
  for (Operation *op = from; op; op = op->getParentOp())
    if (llvm::isa<builtin::ModuleOp>(op))
      return op;
  return nullptr;
}

Operation *terrace::lookupOrCreateFunction(OpBuilder &builder, Operation *from,
                                           llvm::StringRef name, Type type) {
  Operation *module = getEnclosingModule(from);
  if (!module)
    return nullptr;
  Context &ctx = builder.getContext();
  if (Operation *existing =
          symbol_table::lookupSymbolIn(module, StringAttr::get(ctx, name)))
    return existing;
  InsertionGuard guard(builder);
  builder.setInsertionPointToStart(&module->getRegion(0).front());
  return create<LLVM::FuncOp>(builder, module->getLoc(), name, type);
}

std::string terrace::uniqueSymbolName(Operation *from, llvm::StringRef base) {
  Operation *module = getEnclosingModule(from);
  if (!module)
    return base.str();
  Context &ctx = from->getContext();
  std::string name = base.str();
  for (unsigned i = 0;
       symbol_table::lookupSymbolIn(module, StringAttr::get(ctx, name)); ++i)
    name = base.str() + "_" + std::to_string(i);
  return name;
}

//===-- MemRefDescriptor --------------------------------------------------===//

MemRefDescriptor MemRefDescriptor::poison(LLVMBuilder &b, Type structType) {
  return MemRefDescriptor(b.poison(structType));
}

Value MemRefDescriptor::fromStaticShape(LLVMBuilder &b, MemRefType type,
                                        Value ptr) {
  llvm::SmallVector<int64_t, 4> strides;
  int64_t offset = 0;
  [[maybe_unused]] bool strided =
      succeeded(getStridesAndOffset(type, strides, offset));
  assert(strided && "a bare pointer stands for a strided buffer");
  MemRefDescriptor desc = poison(b, b.getConverter().convertType(type));
  desc.setAllocatedPtr(b, ptr);
  desc.setAlignedPtr(b, ptr);
  desc.setOffset(b, b.indexConstant(offset));
  for (size_t i = 0; i < strides.size(); ++i) {
    desc.setSize(b, int64_t(i), b.indexConstant(type.getShape()[i]));
    desc.setStride(b, int64_t(i), b.indexConstant(strides[i]));
  }
  return desc.getValue();
}

Value MemRefDescriptor::pack(LLVMBuilder &b, Type structType,
                             ValueRange fields) {
  Value value = b.poison(structType);
  auto body = llvm::cast<LLVM::LLVMStructType>(structType).getBody();
  if (body.size() == 2) { // unranked: rank, descriptor pointer
    value = b.insertValue(value, fields[0], {0});
    return b.insertValue(value, fields[1], {1});
  }
  for (int64_t i = 0; i < 3; ++i)
    value = b.insertValue(value, fields[size_t(i)], {i});
  int64_t rank = int64_t(fields.size() - 3) / 2;
  for (int64_t d = 0; d < rank; ++d) {
    value = b.insertValue(value, fields[size_t(3 + d)], {3, d});
    value = b.insertValue(value, fields[size_t(3 + rank + d)], {4, d});
  }
  return value;
}

void MemRefDescriptor::unpack(LLVMBuilder &b, Value descriptor, Type memref,
                              llvm::SmallVectorImpl<Value> &fields) {
  if (llvm::isa<UnrankedMemRefType>(memref)) {
    fields.push_back(b.extractValue(descriptor, {0}));
    fields.push_back(b.extractValue(descriptor, {1}));
    return;
  }
  int64_t rank = int64_t(llvm::cast<MemRefType>(memref).getShape().size());
  for (int64_t i = 0; i < 3; ++i)
    fields.push_back(b.extractValue(descriptor, {i}));
  for (int64_t field = 3; field < 5; ++field)
    for (int64_t d = 0; d < rank; ++d)
      fields.push_back(b.extractValue(descriptor, {field, d}));
}

Value MemRefDescriptor::bufferPtr(LLVMBuilder &b, MemRefType type) {
  llvm::SmallVector<int64_t, 4> strides;
  int64_t offset = 0;
  (void)getStridesAndOffset(type, strides, offset);
  Value ptr = alignedPtr(b);
  if (offset == 0)
    return ptr;
  Value offsetValue =
      offset == kDynamic ? this->offset(b) : b.indexConstant(offset);
  Type element = b.getConverter().convertType(type.getElementType());
  return b.gep(element, ptr, offsetValue);
}

Value MemRefDescriptor::stridedElementPtr(LLVMBuilder &b, MemRefType type,
                                          ValueRange indices,
                                          unsigned noWrapFlags) {
  llvm::SmallVector<int64_t, 4> strides;
  int64_t offset = 0;
  (void)getStridesAndOffset(type, strides, offset);
  Value base = bufferPtr(b, type);
  // nusw (2) gives the index arithmetic nsw (1), nuw (4) gives nuw (2).
  unsigned overflowFlags =
      ((noWrapFlags & 2) ? 1u : 0u) | ((noWrapFlags & 4) ? 2u : 0u);
  Value index;
  for (size_t i = 0; i < indices.size(); ++i) {
    Value increment = indices[i];
    if (strides[i] != 1) {
      Value stride = strides[i] == kDynamic ? this->stride(b, int64_t(i))
                                            : b.indexConstant(strides[i]);
      increment = b.mul(increment, stride, overflowFlags);
    }
    index = index ? b.add(index, increment, overflowFlags) : increment;
  }
  if (!index)
    return base;
  Type element = b.getConverter().convertType(type.getElementType());
  return b.gep(element, base, index, noWrapFlags);
}
