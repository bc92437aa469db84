//===- LLVMTypes.cpp - Building and verifying the LLVM dialect's types ----===//
//
// What each type allows inside it is MLIR 22's (probed with mlir-opt):
// arrays and structs hold anything but void, label, metadata, tokens and
// functions; functions return anything but functions, labels and metadata
// and take anything but void and functions.
//
//===----------------------------------------------------------------------===//
#include "dialects/llvm/LLVMTypes.h"
#include "dialects/llvm/LLVMInternal.h"
#include "ir/Context.h"
#include "ir/Diagnostics.h"

using namespace terrace;
using namespace terrace::LLVM;

bool LLVM::isLLVMDialectType(Type type) {
  return type.getKind() == TypeKind::Dialect &&
         getDefinition(type)->getDialectNamespace() == "llvm";
}

//===-- ptr ---------------------------------------------------------------===//

LLVMPointerType LLVMPointerType::get(Context &ctx, unsigned addressSpace) {
  return getUniqued(ctx, newParams().addInt(addressSpace));
}

//===-- array -------------------------------------------------------------===//

bool LLVMArrayType::isValidElementType(Type type) {
  return !llvm::isa<LLVMVoidType, LLVMLabelType, LLVMMetadataType,
                    LLVMFunctionType, LLVMTokenType>(type);
}

static llvm::LogicalResult verifyArray(EmitErrorFn emitError,
                                       ParamView params) {
  Type element = params.getType(0);
  if (!LLVMArrayType::isValidElementType(element))
    return emitError() << "invalid array element type: " << quoted(element);
  return llvm::success();
}

LLVMArrayType LLVMArrayType::get(Type elementType, uint64_t numElements) {
  assert(isValidElementType(elementType) && "invalid array element type");
  return getUniqued(
      elementType.getContext(),
      newParams().addType(elementType).addInt(int64_t(numElements)));
}

LLVMArrayType LLVMArrayType::getChecked(EmitErrorFn emitError, Type elementType,
                                        uint64_t numElements) {
  ParamList params = newParams();
  params.addType(elementType).addInt(int64_t(numElements));
  if (failed(verifyArray(emitError, params.view())))
    return LLVMArrayType();
  return getUniqued(elementType.getContext(), params);
}

//===-- func --------------------------------------------------------------===//

bool LLVMFunctionType::isValidResultType(Type type) {
  return !llvm::isa<LLVMFunctionType, LLVMMetadataType, LLVMLabelType>(type);
}

bool LLVMFunctionType::isValidArgumentType(Type type) {
  return !llvm::isa<LLVMVoidType, LLVMFunctionType>(type);
}

static llvm::LogicalResult verifyFunction(EmitErrorFn emitError,
                                          ParamView params) {
  Type result = params.getType(0);
  if (!LLVMFunctionType::isValidResultType(result))
    return emitError() << "invalid function result type: " << quoted(result);
  for (Type argument : params.getTypes(1))
    if (!LLVMFunctionType::isValidArgumentType(argument))
      return emitError() << "invalid function argument type: "
                         << quoted(argument);
  return llvm::success();
}

LLVMFunctionType LLVMFunctionType::get(Type result,
                                       llvm::ArrayRef<Type> arguments,
                                       bool isVarArg) {
  return getUniqued(
      result.getContext(),
      newParams().addType(result).addTypes(arguments).addInt(isVarArg));
}

LLVMFunctionType LLVMFunctionType::getChecked(EmitErrorFn emitError,
                                              Type result,
                                              llvm::ArrayRef<Type> arguments,
                                              bool isVarArg) {
  ParamList params = newParams();
  params.addType(result).addTypes(arguments).addInt(isVarArg);
  if (failed(verifyFunction(emitError, params.view())))
    return LLVMFunctionType();
  return getUniqued(result.getContext(), params);
}

//===-- struct ------------------------------------------------------------===//
//
// An identified struct's mutable body: ptrs = its member types, ints =
// {packed, opaque}.

bool LLVMStructType::isValidElementType(Type type) {
  return !llvm::isa<LLVMVoidType, LLVMLabelType, LLVMMetadataType,
                    LLVMFunctionType, LLVMTokenType>(type);
}

static llvm::LogicalResult verifyStruct(EmitErrorFn emitError,
                                        ParamView params) {
  for (Type t : params.getTypes(3))
    if (!LLVMStructType::isValidElementType(t))
      return emitError() << "invalid LLVM structure element type: "
                         << quoted(t);
  return llvm::success();
}

LLVMStructType LLVMStructType::getLiteral(Context &ctx,
                                          llvm::ArrayRef<Type> body,
                                          bool isPacked) {
  return getUniqued(ctx, newParams()
                             .addInt(0)
                             .addString(StringAttr::get(ctx, ""))
                             .addInt(isPacked)
                             .addTypes(body));
}

LLVMStructType LLVMStructType::getLiteralChecked(EmitErrorFn emitError,
                                                 Context &ctx,
                                                 llvm::ArrayRef<Type> body,
                                                 bool isPacked) {
  ParamList params = newParams();
  params.addInt(0)
      .addString(StringAttr::get(ctx, ""))
      .addInt(isPacked)
      .addTypes(body);
  if (failed(verifyStruct(emitError, params.view())))
    return LLVMStructType();
  return getUniqued(ctx, params);
}

LLVMStructType LLVMStructType::getIdentified(Context &ctx,
                                             llvm::StringRef name) {
  return getUniqued(ctx, newParams()
                             .addInt(1)
                             .addString(StringAttr::get(ctx, name))
                             .addInt(0)
                             .addTypes({}));
}

LLVMStructType LLVMStructType::getOpaque(Context &ctx, llvm::StringRef name) {
  LLVMStructType type = getIdentified(ctx, name);
  if (!type.isInitialized())
    (void)ctx.setMutableBody(type.getImpl(), {}, {0, 1});
  return type;
}

bool LLVMStructType::isInitialized() const {
  return getContext().getMutableBody(impl) != nullptr;
}

bool LLVMStructType::isOpaque() const {
  if (!isIdentified())
    return false;
  const MutableBody *body = getContext().getMutableBody(impl);
  return !body || body->ints[1] != 0;
}

bool LLVMStructType::isPacked() const {
  if (!isIdentified())
    return params().getInt(2) != 0;
  const MutableBody *body = getContext().getMutableBody(impl);
  return body && body->ints[0] != 0;
}

llvm::ArrayRef<Type> LLVMStructType::getBody() const {
  if (!isIdentified())
    return params().getTypes(3);
  const MutableBody *body = getContext().getMutableBody(impl);
  return body ? asTypes(body->ptrs) : llvm::ArrayRef<Type>();
}

llvm::LogicalResult LLVMStructType::setBody(llvm::ArrayRef<Type> body,
                                            bool isPacked) {
  assert(isIdentified() && "only identified structs have a mutable body");
  llvm::SmallVector<const void *, 4> ptrs;
  for (Type t : body)
    ptrs.push_back(t.getImpl());
  return getContext().setMutableBody(impl, ptrs, {isPacked, 0});
}

//===-- target ------------------------------------------------------------===//

LLVMTargetExtType LLVMTargetExtType::get(Context &ctx,
                                         llvm::StringRef extTypeName,
                                         llvm::ArrayRef<Type> typeParams,
                                         llvm::ArrayRef<int64_t> intParams) {
  return getUniqued(ctx, newParams()
                             .addString(StringAttr::get(ctx, extTypeName))
                             .addTypes(typeParams)
                             .addInts(intParams));
}

//===-- The table ---------------------------------------------------------===//

// Pointers may be vector elements; ppc_fp128, a float, may be a vector's or
// a memref's.
static const VectorElementTypeInterface kVectorElement;
static const MemRefElementTypeInterface kMemRefElement;
static const InterfaceImpl kPointerInterfaces[] = {implement(kVectorElement)};
static const InterfaceImpl kFloatInterfaces[] = {implement(kVectorElement),
                                                 implement(kMemRefElement)};

static const TypeDefinition kLLVMTypes[] = {
    defineType<LLVMVoidType>({}),
    defineType<LLVMTokenType>({}),
    defineType<LLVMLabelType>({}),
    defineType<LLVMMetadataType>({}),
    defineType<LLVMX86AMXType>({}),
    defineType<LLVMPPCFP128Type>({.interfaces = kFloatInterfaces}),
    defineType<LLVMPointerType>({.format = "(`<` $addressSpace^ `>`)?",
                                 .interfaces = kPointerInterfaces}),
    // MLIR 22's formats.
    defineType<LLVMArrayType>(
        {.format = "`<` $numElements `x` custom<PrettyLLVMType>($elementType) "
                   "`>`",
         .customDirectives = kTypeDirectives,
         .verify = verifyArray}),
    defineType<LLVMFunctionType>(
        {.format = "`<` custom<PrettyLLVMType>($returnType) ` ` `(` "
                   "custom<FunctionTypes>($params, $varArg) `>`",
         .customDirectives = kTypeDirectives,
         .verify = verifyFunction}),
    defineType<LLVMStructType>(
        {.print = printStruct, .parse = parseStruct, .verify = verifyStruct}),
    defineType<LLVMTargetExtType>(
        {.format = "`<` $extTypeName (`,` custom<ExtTypeParams>($typeParams, "
                   "$intParams)^)? `>`",
         .customDirectives = kTypeDirectives}),
};

llvm::ArrayRef<TypeDefinition> LLVM::getTypeDefinitions() { return kLLVMTypes; }
