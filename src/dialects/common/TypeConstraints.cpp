//===- TypeConstraints.cpp - Type constraints op tables share -------------===//
#include "dialects/common/TypeConstraints.h"
#include "ir/AffineExpr.h"
#include "ir/Attributes.h"
#include "ir/Types.h"

#include "llvm/ADT/SmallVector.h"

using namespace terrace;

Type constraints::elementTypeOrSelf(Type type) {
  if (llvm::isa<VectorType, RankedTensorType, UnrankedTensorType>(type))
    return llvm::cast<ShapedType>(type).getElementType();
  return type;
}

Type constraints::shapedElementTypeOrSelf(Type type) {
  if (auto shaped = llvm::dyn_cast<ShapedType>(type))
    return shaped.getElementType();
  return type;
}

Type constraints::boolLikeOf(Type type) {
  Context &ctx = type.getContext();
  Type i1 = IntegerType::get(ctx, 1);
  if (auto v = llvm::dyn_cast<VectorType>(type))
    return VectorType::get(v.getShape(), i1, v.getScalableFlags());
  if (auto t = llvm::dyn_cast<RankedTensorType>(type))
    return RankedTensorType::get(t.getShape(), i1, t.getEncoding());
  if (llvm::isa<UnrankedTensorType>(type))
    return UnrankedTensorType::get(i1);
  return i1;
}

/// `scalar` of the type itself, or of a vector's or tensor's elements.
template <bool (*Scalar)(Type)> static bool scalarOrContainer(Type type) {
  return Scalar(constraints::elementTypeOrSelf(type));
}

static bool isSignlessIntOrIndex(Type t) {
  return t.isIndex() || t.isSignlessInteger();
}
static bool isSignlessInt(Type t) { return t.isSignlessInteger(); }
static bool isFloat(Type t) { return t.isFloat(); }
static bool isBool(Type t) { return t.isSignlessInteger() && t.isInteger(1); }

static bool memrefOf(Type type, bool (*element)(Type)) {
  auto memref = llvm::dyn_cast<MemRefType>(type);
  return memref && element(memref.getElementType());
}

const TypeConstraint constraints::SignlessIntegerLike = {
    "signless-integer-like", scalarOrContainer<isSignlessIntOrIndex>};
const TypeConstraint constraints::SignlessFixedWidthIntegerLike = {
    "signless-fixed-width-integer-like", scalarOrContainer<isSignlessInt>};
const TypeConstraint constraints::FloatLike = {"floating-point-like",
                                               scalarOrContainer<isFloat>};
const TypeConstraint constraints::BoolLike = {"bool-like",
                                              scalarOrContainer<isBool>};
const TypeConstraint constraints::IndexCastable = {
    "signless-integer-like or memref of signless-integer", [](Type t) {
      return scalarOrContainer<isSignlessIntOrIndex>(t) ||
             memrefOf(t, isSignlessIntOrIndex);
    }};
const TypeConstraint constraints::BitcastCompatible = {
    "signless-integer-or-float-like or memref of signless-integer or float",
    [](Type t) {
      auto scalar = [](Type e) { return e.isSignlessInteger() || e.isFloat(); };
      return scalar(elementTypeOrSelf(t)) || memrefOf(t, scalar);
    }};
const TypeConstraint constraints::AnyType = {"any type",
                                             [](Type) { return true; }};
const TypeConstraint constraints::Index = {
    "index", [](Type t) { return t.isIndex(); },
    [](Context &ctx) -> Type { return IndexType::get(ctx); }};

const TypeConstraint constraints::I1 = {
    "1-bit signless integer",
    [](Type t) { return t.isSignlessInteger() && t.isInteger(1); },
    [](Context &ctx) -> Type { return IntegerType::get(ctx, 1); }};

const TypeConstraint constraints::AnyInteger = {
    .summary = "integer",
    .accepts = [](Type t) { return llvm::isa<IntegerType>(t); },
    .kindName = "builtin.integer"};

const TypeConstraint constraints::FunctionTypeConstraint = {
    .summary = "function type",
    .accepts = [](Type t) { return llvm::isa<FunctionType>(t); },
    .kindName = "builtin.function"};

const TypedAttrConstraint<StringAttr> constraints::StringProperty = {
    {.summary = "string attribute",
     .accepts = [](Attribute a) { return llvm::isa<StringAttr>(a); },
     .stringLiteral = true,
     .isStorageKind = true}};

const TypedAttrConstraint<StringAttr> constraints::SymbolNameProperty = {
    {.summary = "string attribute",
     .accepts = [](Attribute a) { return llvm::isa<StringAttr>(a); },
     .symbolName = true,
     .isStorageKind = true}};

const TypedAttrConstraint<SymbolRefAttr> constraints::FlatSymbolRefProperty = {
    {.summary = "flat symbol reference attribute",
     .accepts =
         [](Attribute a) {
           auto ref = llvm::dyn_cast<SymbolRefAttr>(a);
           return ref && ref.isFlat();
         },
     .isStorageKind = true}};

/// A DenseArrayAttr of `Width`-bit integers.
template <unsigned Width> static bool isIntArray(Attribute a) {
  auto array = llvm::dyn_cast<DenseArrayAttr>(a);
  return array && array.getElementType().isInteger(Width);
}

const TypedAttrConstraint<DenseArrayAttr> constraints::DenseI32ArrayProperty = {
    {.summary = "i32 dense array attribute",
     .accepts = isIntArray<32>,
     .denseArrayWidth = 32,
     .isStorageKind = true}};

const TypedAttrConstraint<DenseArrayAttr> constraints::DenseI64ArrayProperty = {
    {.summary = "i64 dense array attribute",
     .accepts = isIntArray<64>,
     .denseArrayWidth = 64,
     .isStorageKind = true}};

const TypedAttrConstraint<IntegerAttr> constraints::I64Property = {
    {.summary = "64-bit signless integer attribute",
     .accepts =
         [](Attribute a) {
           auto integer = llvm::dyn_cast<IntegerAttr>(a);
           return integer && integer.getType().isSignlessInteger() &&
                  integer.getType().getIntOrFloatBitWidth() == 64;
         },
     .valueType = [](Context &ctx) -> Type {
       return IntegerType::get(ctx, 64);
     }}};

const TypedAttrConstraint<UnitAttr> constraints::UnitProperty = {
    {.summary = "unit attribute",
     .accepts = [](Attribute a) { return llvm::isa<UnitAttr>(a); },
     .unit = true,
     .isStorageKind = true}};

const TypedAttrConstraint<BoolAttr> constraints::BoolProperty = {
    {.summary = "bool attribute",
     .accepts = [](Attribute a) { return llvm::isa<BoolAttr>(a); },
     .isStorageKind = true}};

Attribute constraints::falseAttr(Context &ctx) {
  return BoolAttr::get(ctx, false);
}

const AttrConstraint constraints::AnyAttrProperty = {
    .summary = "any attribute", .accepts = [](Attribute a) { return bool(a); }};

const TypedAttrConstraint<AffineMapAttr> constraints::AffineMapProperty = {
    {.summary = "AffineMap attribute",
     .accepts = [](Attribute a) { return llvm::isa<AffineMapAttr>(a); },
     .isStorageKind = true}};

llvm::LogicalResult
constraints::inferBoolLike(Context &, const InferTypeInputs &inputs,
                           llvm::SmallVectorImpl<Type> &out) {
  if (inputs.operandTypes.empty())
    return llvm::failure();
  out.push_back(boolLikeOf(inputs.operandTypes.front()));
  return llvm::success();
}

llvm::LogicalResult
constraints::inferFirstOperand(Context &, const InferTypeInputs &inputs,
                               llvm::SmallVectorImpl<Type> &out) {
  if (inputs.operandTypes.empty())
    return llvm::failure();
  out.push_back(inputs.operandTypes.front());
  return llvm::success();
}

llvm::LogicalResult
constraints::inferElementOfFirst(Context &, const InferTypeInputs &inputs,
                                 llvm::SmallVectorImpl<Type> &out) {
  auto shaped = llvm::dyn_cast_if_present<ShapedType>(
      inputs.operandTypes.empty() ? Type() : inputs.operandTypes.front());
  if (!shaped)
    return llvm::failure();
  out.push_back(shaped.getElementType());
  return llvm::success();
}

llvm::LogicalResult
constraints::inferTwoOfFirstOperand(Context &, const InferTypeInputs &inputs,
                                    llvm::SmallVectorImpl<Type> &out) {
  if (inputs.operandTypes.empty())
    return llvm::failure();
  out.assign(2, inputs.operandTypes.front());
  return llvm::success();
}
