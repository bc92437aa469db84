//===- ONNXConstraints.cpp - Attribute kinds and type sets of ONNX --------===//
#include "dialects/onnx/ONNXConstraints.h"
#include "ir/Context.h"
#include "ir/Types.h"

#include "llvm/ADT/SmallVector.h"

using namespace terrace;
using namespace terrace::ONNX;

static bool isSI64(Attribute a) {
  auto integer = llvm::dyn_cast<IntegerAttr>(a);
  if (!integer)
    return false;
  auto type = llvm::dyn_cast<IntegerType>(integer.getType());
  return type && type.getWidth() == 64 && type.isSigned();
}

static bool isF32(Attribute a) {
  auto f = llvm::dyn_cast<FloatAttr>(a);
  return f && f.getType().getKind() == TypeKind::F32;
}

static bool isI64(Attribute a) {
  auto integer = llvm::dyn_cast<IntegerAttr>(a);
  return integer && integer.getType().isSignlessInteger() &&
         integer.getType().getIntOrFloatBitWidth() == 64;
}

template <bool (*Element)(Attribute)> static bool isArrayOf(Attribute a) {
  auto array = llvm::dyn_cast<ArrayAttr>(a);
  return array && llvm::all_of(array.getValue(), Element);
}

static bool isString(Attribute a) { return llvm::isa<StringAttr>(a); }

const TypedAttrConstraint<IntegerAttr> ONNX::SI64Property = {
    {.summary = "64-bit signed integer attribute", .accepts = isSI64}};
const TypedAttrConstraint<FloatAttr> ONNX::F32Property = {
    {.summary = "32-bit float attribute", .accepts = isF32}};
const TypedAttrConstraint<StringAttr> ONNX::StrProperty = {
    {.summary = "string attribute", .accepts = isString}};
const TypedAttrConstraint<ArrayAttr> ONNX::I64ArrayProperty = {
    {.summary = "64-bit integer array attribute", .accepts = isArrayOf<isI64>}};
const TypedAttrConstraint<ArrayAttr> ONNX::F32ArrayProperty = {
    {.summary = "32-bit float array attribute", .accepts = isArrayOf<isF32>}};
const TypedAttrConstraint<ArrayAttr> ONNX::StrArrayProperty = {
    {.summary = "string array attribute", .accepts = isArrayOf<isString>}};
const AttrConstraint ONNX::TensorProperty = {
    .summary = "constant vector/tensor attribute", .accepts = [](Attribute a) {
      return llvm::isa<DenseIntOrFPElementsAttr, DenseStringElementsAttr,
                       DenseResourceElementsAttr>(a);
    }};
const TypedAttrConstraint<SparseElementsAttr> ONNX::SparseTensorProperty = {
    {.summary = "sparse elements attribute",
     .accepts = [](Attribute a) { return llvm::isa<SparseElementsAttr>(a); }}};
const TypedAttrConstraint<TypeAttr> ONNX::TypeProperty = {
    {.summary = "any type attribute",
     .accepts = [](Attribute a) { return llvm::isa<TypeAttr>(a); }}};

Attribute ONNX::si64Attr(Context &ctx, int64_t value) {
  return IntegerAttr::get(IntegerType::get(ctx, 64, IntegerType::Signed),
                          value);
}

Attribute ONNX::f32Attr(Context &ctx, float value) {
  return FloatAttr::get(FloatType::get(ctx, TypeKind::F32),
                        llvm::APFloat(value));
}

Attribute ONNX::strAttr(Context &ctx, llvm::StringRef value) {
  return StringAttr::get(ctx, value);
}

Attribute ONNX::i64ArrayAttr(Context &ctx, llvm::ArrayRef<int64_t> values) {
  Type i64 = IntegerType::get(ctx, 64);
  llvm::SmallVector<Attribute, 4> elements;
  for (int64_t v : values)
    elements.push_back(IntegerAttr::get(i64, v));
  return ArrayAttr::get(ctx, elements);
}

Attribute ONNX::f32ArrayAttr(Context &ctx, llvm::ArrayRef<float> values) {
  llvm::SmallVector<Attribute, 4> elements;
  for (float v : values)
    elements.push_back(f32Attr(ctx, v));
  return ArrayAttr::get(ctx, elements);
}

Attribute ONNX::strArrayAttr(Context &ctx,
                             llvm::ArrayRef<llvm::StringRef> values) {
  llvm::SmallVector<Attribute, 4> elements;
  for (llvm::StringRef v : values)
    elements.push_back(StringAttr::get(ctx, v));
  return ArrayAttr::get(ctx, elements);
}

/// Whether `type` is a tensor whose element type one of `rules` allows.
static bool isTensorOf(Type type, llvm::ArrayRef<ElementTypeRule> rules) {
  if (rules.empty())
    return false;
  TypeConstraint tensorOf{.elementTypes = rules};
  return tensorOf.check(type);
}

bool ONNX::matchesTypeSet(Type type, const ONNXTypeSet &set) {
  if (isTensorOf(type, set.tensor))
    return true;
  if (auto seq = llvm::dyn_cast<SeqType>(type))
    return isTensorOf(seq.getElementType(), set.seq);
  if (auto opt = llvm::dyn_cast<OptType>(type)) {
    Type inner = opt.getElementType();
    if (auto seq = llvm::dyn_cast<SeqType>(inner))
      return isTensorOf(seq.getElementType(), set.optSeq);
    return isTensorOf(inner, set.opt);
  }
  return false;
}
