//===- ONNXConstraints.h - What the onnx op table is written in -----------===//
//
// The attribute constraints of ONNX's attribute kinds (as onnx-mlir's
// dialect declares them: INT is `si64`, INTS an array of i64, FLOAT an f32,
// TENSOR a constant elements attribute...), the builders of their default
// values, and type sets that reach into sequences and optionals, which the
// generated table (ONNXOps.gen.h) names.
//
//===----------------------------------------------------------------------===//
#pragma once

#include "dialects/common/TypeConstraints.h"
#include "dialects/onnx/ONNXTypes.h"
#include "ir/Attributes.h"
#include "ir/OpBase.h"

namespace terrace::ONNX {

/// INT: a 64-bit signed integer (`1 : si64`).
extern const TypedAttrConstraint<IntegerAttr> SI64Property;
/// FLOAT: a 32-bit float.
extern const TypedAttrConstraint<FloatAttr> F32Property;
/// STRING.
extern const TypedAttrConstraint<StringAttr> StrProperty;
/// INTS: an array of 64-bit integers (`[1, 1]`).
extern const TypedAttrConstraint<ArrayAttr> I64ArrayProperty;
/// FLOATS: an array of 32-bit floats.
extern const TypedAttrConstraint<ArrayAttr> F32ArrayProperty;
/// STRINGS: an array of strings.
extern const TypedAttrConstraint<ArrayAttr> StrArrayProperty;
/// TENSOR: a constant tensor (`dense<...>`, `dense_resource<...>`).
extern const AttrConstraint TensorProperty;
/// SPARSE_TENSOR.
extern const TypedAttrConstraint<SparseElementsAttr> SparseTensorProperty;
/// TYPE_PROTO: a type.
extern const TypedAttrConstraint<TypeAttr> TypeProperty;

Attribute si64Attr(Context &ctx, int64_t value);
Attribute f32Attr(Context &ctx, float value);
Attribute strAttr(Context &ctx, llvm::StringRef value);
Attribute i64ArrayAttr(Context &ctx, llvm::ArrayRef<int64_t> values);
Attribute f32ArrayAttr(Context &ctx, llvm::ArrayRef<float> values);
Attribute strArrayAttr(Context &ctx, llvm::ArrayRef<llvm::StringRef> values);

/// The types an ONNX type constraint allows: element types of tensors, of
/// sequences of tensors, of optional tensors and of optional sequences.
struct ONNXTypeSet {
  llvm::ArrayRef<ElementTypeRule> tensor, seq, opt, optSeq;
};
bool matchesTypeSet(Type type, const ONNXTypeSet &set);
template <const ONNXTypeSet &Set> bool acceptsTypeSet(Type type) {
  return matchesTypeSet(type, Set);
}

} // namespace terrace::ONNX
