//===- TypeConverter.cpp - Builtin types as the llvm dialect's ------------===//
#include "conversions/LLVMCommon/TypeConverter.h"

#include "dialects/llvm/LLVMAttrs.h"
#include "dialects/llvm/LLVMTypes.h"
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
}

Type LLVMTypeConverter::getIndexType() const {
  return IntegerType::get(ctx, indexBitwidth);
}
