//===- ComplexOps.cpp - complex.constant, create, re, im ------------------===//
#include "dialects/complex/ComplexOps.h"
#include "ir/Builder.h"
#include "ir/Context.h"
#include "ir/Diagnostics.h"
#include "rewrite/PatternMatch.h"

using namespace terrace;
using namespace terrace::complex;

//===-- Constraints -------------------------------------------------------===//

static bool isComplexOfFloat(Type type) {
  auto c = llvm::dyn_cast<ComplexType>(type);
  return c && llvm::isa<FloatType>(c.getElementType());
}
const TypeConstraint complex::ComplexOfFloat = {
    "complex type with floating-point elements", isComplexOfFloat};
const TypeConstraint complex::AnyComplex = {
    "complex-type", [](Type t) { return llvm::isa<ComplexType>(t); }};
const TypeConstraint complex::AnyFloat = {
    "floating-point", [](Type t) { return llvm::isa<FloatType>(t); }};
const TypedAttrConstraint<ArrayAttr> complex::ArrayProperty = {
    {.summary = "array attribute",
     .accepts = [](Attribute a) { return llvm::isa<ArrayAttr>(a); },
     .isStorageKind = true}};

static Type partTypeOf(Type complexType) {
  auto c = llvm::dyn_cast<ComplexType>(complexType);
  return c ? c.getElementType() : Type();
}

/// The type of a float or integer attribute, else null.
static Type scalarAttrType(Attribute attr) {
  if (auto f = llvm::dyn_cast<FloatAttr>(attr))
    return f.getType();
  if (auto i = llvm::dyn_cast<IntegerAttr>(attr))
    return i.getType();
  return Type();
}

bool complex::isBuildableWith(Attribute value, Type type) {
  auto array = llvm::dyn_cast<ArrayAttr>(value);
  auto c = llvm::dyn_cast<ComplexType>(type);
  if (!array || !c || array.size() != 2)
    return false;
  Type part = c.getElementType();
  bool floats =
      llvm::isa<FloatAttr>(array[0]) && llvm::isa<FloatAttr>(array[1]);
  bool ints =
      llvm::isa<IntegerAttr>(array[0]) && llvm::isa<IntegerAttr>(array[1]);
  return (floats || ints) && scalarAttrType(array[0]) == part &&
         scalarAttrType(array[1]) == part;
}

//===-- Verifiers ---------------------------------------------------------===//

static LogicalResult verifyConstant(Operation *op) {
  auto array = llvm::cast<ArrayAttr>(op->getInherentAttr("value"));
  if (array.size() != 2)
    return op->emitOpError("requires 'value' to be a complex constant, "
                           "represented as array of two values");
  Type re = scalarAttrType(array[0]), im = scalarAttrType(array[1]);
  if (!re || !im)
    return op->emitOpError(
        "requires attribute's elements to be float or integer attributes");
  Type part = partTypeOf(op->getResult(0).getType());
  if (re != part || im != part)
    return op->emitOpError("requires attribute's element types (")
           << re << ", " << im
           << ") to match the element type of the op's return type (" << part
           << ")";
  return success();
}

/// MLIR's AllTypesMatch and TypesMatchWith traits, in their order.
static LogicalResult verifyCreate(Operation *op) {
  if (op->getOperand(0).getType() != op->getOperand(1).getType())
    return op->emitOpError(
        "failed to verify that all of {real, imaginary} have same type");
  Type part = partTypeOf(op->getResult(0).getType());
  if (op->getOperand(0).getType() != part)
    return op->emitOpError("failed to verify that complex element type "
                           "matches real operand type");
  if (op->getOperand(1).getType() != part)
    return op->emitOpError("failed to verify that complex element type "
                           "matches imaginary operand type");
  return success();
}

static LogicalResult verifyPart(Operation *op) {
  if (op->getResult(0).getType() != partTypeOf(op->getOperand(0).getType()))
    return op->emitOpError(
        "failed to verify that complex element type matches result type");
  return success();
}

//===-- Types formats leave out -----------------------------------------===//

/// re and im give the complex operand's part type.
static LogicalResult inferPart(Context &, const InferTypeInputs &in,
                               llvm::SmallVectorImpl<Type> &out) {
  if (in.operandTypes.empty() || !partTypeOf(in.operandTypes[0]))
    return failure();
  out.push_back(partTypeOf(in.operandTypes[0]));
  return success();
}

/// create's two operands are the result's part type.
static void partsOfResult(unsigned, llvm::ArrayRef<llvm::SmallVector<Type, 2>>,
                          llvm::ArrayRef<llvm::SmallVector<Type, 2>> results,
                          llvm::SmallVectorImpl<Type> &out) {
  if (!results[0].empty())
    if (Type part = partTypeOf(results[0].front()))
      out.push_back(part);
}

//===-- Folds -------------------------------------------------------------===//

static LogicalResult
foldConstant(Operation *op, llvm::ArrayRef<Attribute>,
             llvm::SmallVectorImpl<OpFoldResult> &results) {
  results.push_back(op->getInherentAttr("value"));
  return success();
}

/// create(re(x), im(x)) -> x.
static LogicalResult foldCreate(Operation *op, llvm::ArrayRef<Attribute>,
                                llvm::SmallVectorImpl<OpFoldResult> &results) {
  auto re = llvm::dyn_cast_if_present<ReOp>(op->getOperand(0).getDefiningOp());
  auto im = llvm::dyn_cast_if_present<ImOp>(op->getOperand(1).getDefiningOp());
  if (!re || !im || re.operand<"complex">() != im.operand<"complex">())
    return failure();
  results.push_back(re.operand<"complex">());
  return success();
}

/// A part of a constant, or of a create.
template <typename PartOp, unsigned Part>
static LogicalResult foldPart(FoldAdaptor<PartOp> adaptor,
                              llvm::SmallVectorImpl<OpFoldResult> &results) {
  if (auto array = llvm::dyn_cast_if_present<ArrayAttr>(
          adaptor.template operand<"complex">());
      array && array.size() == 2) {
    results.push_back(array[Part]);
    return success();
  }
  Value complex = adaptor.getOp().template operand<"complex">();
  if (auto create =
          llvm::dyn_cast_if_present<CreateOp>(complex.getDefiningOp())) {
    results.push_back(Part == 0 ? create.operand<"real">()
                                : create.operand<"imaginary">());
    return success();
  }
  return failure();
}

static void nameConstant(Operation *op,
                         llvm::function_ref<void(Value, llvm::StringRef)> set) {
  set(op->getResult(0), "cst");
}

//===-- The op table ------------------------------------------------------===//

/// re and im differ only in the part they take.
template <typename PartOp, unsigned Part> static OpDefinition definePart() {
  return defineOp<PartOp>({.traits = Pure,
                           .verify = verifyPart,
                           .format = "$complex (`fastmath` `` $fastmath^)? "
                                     "attr-dict `:` type($complex)",
                           .fold = foldWith<PartOp, foldPart<PartOp, Part>>,
                           .inferResultTypes = inferPart});
}

static const OpDefinition kComplexOps[] = {
    defineOp<ConstantOp>({.traits = Pure | ConstantLike,
                          .verify = verifyConstant,
                          .format = "$value attr-dict `:` type($complex)",
                          .fold = foldConstant,
                          .resultNames = nameConstant}),
    defineOp<CreateOp>({.traits = Pure,
                        .verify = verifyCreate,
                        .format = "$real `,` $imaginary attr-dict `:` "
                                  "type($complex)",
                        .fold = foldCreate,
                        .matchOperandTypes = partsOfResult}),
    definePart<ReOp, 0>(),
    definePart<ImOp, 1>(),
};

ComplexDialect::ComplexDialect(Context &ctx) : Dialect("complex", ctx) {
  addOps(kComplexOps);
}

Operation *ComplexDialect::materializeConstant(OpBuilder &builder,
                                               Attribute value, Type type,
                                               Location loc) {
  if (isBuildableWith(value, type))
    return create<ConstantOp>(builder, loc, with<"value">(value),
                              with<"complex">(type));
  if (Dialect *arith = getContext().getDialect("arith"))
    return arith->materializeConstant(builder, value, type, loc);
  return nullptr;
}
