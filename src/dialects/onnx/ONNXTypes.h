//===- ONNXTypes.h - The types of the onnx dialect ------------------------===//
//
// What ONNX has beyond tensors of builtin element types, spelled as
// onnx-mlir spells them:
//
//   !onnx.String                  the element type of tensor(string)
//   !onnx.Seq<tensor<*xf32>>      seq(tensor(float)): tensors of one
//                                 element type, any number, shapes may differ
//   !onnx.Opt<tensor<2xi64>>      optional(...): a value or none
//
//===----------------------------------------------------------------------===//
#pragma once

#include "ir/DialectTypes.h"

namespace terrace::ONNX {

class StringType : public DialectType<StringType> {
public:
  using DialectType::DialectType;
  static constexpr llvm::StringLiteral name = "onnx.String";
  static StringType get(Context &ctx) { return getUniqued(ctx, newParams()); }
};

class SeqType : public DialectType<SeqType> {
public:
  using DialectType::DialectType;
  static constexpr llvm::StringLiteral name = "onnx.Seq";
  static constexpr ParamSpec kParams[] = {{"elementType", ParamKind::Type}};
  /// A sequence of `element` values (a tensor type).
  static SeqType get(Type element);
  Type getElementType() const { return params().getType(0); }
};

class OptType : public DialectType<OptType> {
public:
  using DialectType::DialectType;
  static constexpr llvm::StringLiteral name = "onnx.Opt";
  static constexpr ParamSpec kParams[] = {{"elementType", ParamKind::Type}};
  /// An optional `element` (a tensor or sequence type).
  static OptType get(Type element);
  Type getElementType() const { return params().getType(0); }
};

llvm::ArrayRef<TypeDefinition> getTypeDefinitions();

} // namespace terrace::ONNX
