//===- TypeConverter.cpp - Builtin types as the llvm dialect's ------------===//
#include "conversions/LLVMCommon/TypeConverter.h"

#include "dialects/llvm/LLVMAttrs.h"
#include "dialects/llvm/LLVMTypes.h"
#include "ir/Attributes.h"
#include "ir/MemRefLayout.h"
#include "ir/Types.h"

using namespace terrace;
using namespace terrace::LLVM;

LLVMTypeConverter::LLVMTypeConverter(Context &ctx, unsigned indexBitwidth)
    : ctx(ctx), indexBitwidth(indexBitwidth ? indexBitwidth : 64) {
  // Anything else: no conversion (rules are tried last added first).
  addConversion([](Type) -> std::optional<Type> { return Type(); });
  addConversion([](Type type) -> std::optional<Type> {
    if (isLLVMDialectType(type))
      return type;
    return std::nullopt;
  });
  addConversion([](Type type) -> std::optional<Type> {
    if (type.isSignlessInteger() || isCompatibleFloatType(type))
      return type;
    return std::nullopt;
  });
  // Signed and unsigned integers as signless ones of their width, as
  // MLIR's converter does: LLVM's integers carry no sign.
  addConversion([](Type type) -> std::optional<Type> {
    auto integer = llvm::dyn_cast<IntegerType>(type);
    if (!integer || integer.isSignless())
      return std::nullopt;
    return Type(IntegerType::get(type.getContext(), integer.getWidth()));
  });
  addConversion([this](Type type) -> std::optional<Type> {
    if (type.isIndex())
      return getIndexType();
    return std::nullopt;
  });
  // Vectors of convertible elements: 1-D stay vectors, n-D become arrays
  // of their innermost 1-D vectors.
  addConversion([this](Type type) -> std::optional<Type> {
    auto vector = llvm::dyn_cast<VectorType>(type);
    if (!vector)
      return std::nullopt;
    Type element = convertType(vector.getElementType());
    if (!element || vector.getShape().empty())
      return Type();
    llvm::ArrayRef<int64_t> shape = vector.getShape();
    Type result = VectorType::get({shape.back()}, element,
                                  {vector.getScalableFlags().back()});
    for (size_t i = shape.size() - 1; i-- > 0;)
      result = LLVMArrayType::get(result, uint64_t(shape[i]));
    return result;
  });
  addConversion([this](Type type) -> std::optional<Type> {
    auto complex = llvm::dyn_cast<ComplexType>(type);
    if (!complex)
      return std::nullopt;
    Type part = convertType(complex.getElementType());
    if (!part)
      return Type();
    return LLVMStructType::getLiteral(this->ctx, {part, part});
  });
  addConversion([this](Type type) -> std::optional<Type> {
    if (auto memref = llvm::dyn_cast<MemRefType>(type))
      return convertMemRef(memref);
    if (llvm::isa<UnrankedMemRefType>(type)) {
      llvm::SmallVector<Type, 8> fields = getMemRefDescriptorFields(type);
      if (fields.empty())
        return Type();
      return LLVMStructType::getLiteral(this->ctx, fields);
    }
    return std::nullopt;
  });
}

Type LLVMTypeConverter::getIndexType() const {
  return IntegerType::get(ctx, indexBitwidth);
}

std::optional<unsigned>
LLVMTypeConverter::getMemRefAddressSpace(Type memref) const {
  Attribute space;
  if (auto ranked = llvm::dyn_cast<MemRefType>(memref))
    space = ranked.getMemorySpace();
  else if (auto unranked = llvm::dyn_cast<UnrankedMemRefType>(memref))
    space = unranked.getMemorySpace();
  if (!space)
    return 0u;
  if (auto integer = llvm::dyn_cast<IntegerAttr>(space))
    return unsigned(integer.getInt());
  return std::nullopt;
}

llvm::SmallVector<Type, 8>
LLVMTypeConverter::getMemRefDescriptorFields(Type memref) const {
  Type index = getIndexType();
  // An unranked memref's pointer is to its ranked descriptor, which lives
  // in address space 0 whatever space the elements are in (MLIR's
  // getUnrankedMemRefDescriptorFields).
  if (llvm::isa<UnrankedMemRefType>(memref)) {
    if (!convertType(llvm::cast<ShapedType>(memref).getElementType()))
      return {};
    return {index, LLVMPointerType::get(ctx)};
  }
  std::optional<unsigned> space = getMemRefAddressSpace(memref);
  if (!space)
    return {};
  Type ptr = LLVMPointerType::get(ctx, *space);
  auto ranked = llvm::dyn_cast<MemRefType>(memref);
  if (!ranked || !isStrided(ranked) || !convertType(ranked.getElementType()))
    return {};
  llvm::SmallVector<Type, 8> fields = {ptr, ptr, index};
  fields.append(2 * ranked.getShape().size(), index);
  return fields;
}

Type LLVMTypeConverter::convertMemRef(MemRefType type) const {
  llvm::SmallVector<Type, 8> fields = getMemRefDescriptorFields(type);
  if (fields.empty())
    return Type();
  size_t rank = type.getShape().size();
  llvm::SmallVector<Type, 5> body(fields.begin(), fields.begin() + 3);
  if (rank) {
    Type array = LLVMArrayType::get(getIndexType(), rank);
    body.append({array, array});
  }
  return LLVMStructType::getLiteral(ctx, body);
}

llvm::LogicalResult LLVMTypeConverter::convertFunctionArguments(
    FunctionType type, llvm::SmallVectorImpl<Type> &args,
    llvm::SmallVectorImpl<unsigned> &firstArg, bool barePtr) const {
  for (Type input : type.getInputs()) {
    firstArg.push_back(args.size());
    if (barePtr && llvm::isa<MemRefType, UnrankedMemRefType>(input)) {
      Type pointer = convertMemRefToBarePtr(input);
      if (!pointer)
        return llvm::failure();
      args.push_back(pointer);
      continue;
    }
    if (llvm::isa<MemRefType, UnrankedMemRefType>(input)) {
      llvm::SmallVector<Type, 8> fields = getMemRefDescriptorFields(input);
      if (fields.empty())
        return llvm::failure();
      args.append(fields.begin(), fields.end());
      continue;
    }
    Type converted = convertType(input);
    if (!converted)
      return llvm::failure();
    args.push_back(converted);
  }
  return llvm::success();
}

Type LLVMTypeConverter::packFunctionResults(llvm::ArrayRef<Type> results,
                                            bool barePtr) const {
  if (results.empty())
    return LLVMVoidType::get(ctx);
  llvm::SmallVector<Type, 4> converted;
  for (Type result : results) {
    Type type = barePtr && llvm::isa<MemRefType, UnrankedMemRefType>(result)
                    ? convertMemRefToBarePtr(result)
                    : convertType(result);
    if (!type)
      return Type();
    converted.push_back(type);
  }
  if (converted.size() == 1)
    return converted[0];
  return LLVMStructType::getLiteral(ctx, converted);
}

bool LLVMTypeConverter::canConvertToBarePtr(Type type) {
  auto memref = llvm::dyn_cast<MemRefType>(type);
  if (!memref || !memref.hasStaticShape())
    return false;
  llvm::SmallVector<int64_t, 4> strides;
  int64_t offset = 0;
  if (failed(getStridesAndOffset(memref, strides, offset)))
    return false;
  return !llvm::is_contained(strides, kDynamic) && offset != kDynamic;
}

Type LLVMTypeConverter::convertMemRefToBarePtr(Type type) const {
  if (!canConvertToBarePtr(type) ||
      !convertType(llvm::cast<MemRefType>(type).getElementType()))
    return Type();
  std::optional<unsigned> space = getMemRefAddressSpace(type);
  if (!space)
    return Type();
  return LLVMPointerType::get(ctx, *space);
}
