//===- LLVMTypes.h - The types of MLIR 22's LLVM dialect ------------------===//
//
// One class per type, each a row of the dialect's table (ir/DialectTypes.h):
//
//   !llvm.void  !llvm.token  !llvm.label  !llvm.metadata  !llvm.x86_amx
//   !llvm.ppc_fp128
//   !llvm.ptr, !llvm.ptr<3>                   address space (unsigned)
//   !llvm.array<4 x i32>                      element count, element type
//   !llvm.func<i32 (ptr, ...)>                result, parameters, varargs
//   !llvm.struct<(i32, f32)>, <packed (i8)>   literal structs
//   !llvm.struct<"name", (i32, ptr)>          identified: named, the body set
//   !llvm.struct<"name", opaque>                once, possibly naming itself
//   !llvm.target<"name", i32, 1, 2>           target extension types
//
// Inside one another the dialect's types drop their `!llvm.` prefix
// (`!llvm.array<2 x ptr>`); builtin types nest as usual. MLIR 22 has no
// `!llvm.vec` (vectors of pointers are builtin `vector<4x!llvm.ptr>`).
//
//===----------------------------------------------------------------------===//
#pragma once

#include "ir/DialectTypes.h"

namespace terrace::LLVM {

#define LLVM_SIMPLE_TYPE(Class, typeName)                                      \
  class Class : public DialectType<Class> {                                    \
  public:                                                                      \
    using DialectType::DialectType;                                            \
    static constexpr llvm::StringLiteral name = typeName;                      \
    static Class get(Context &ctx) { return getUniqued(ctx, newParams()); }    \
  };
LLVM_SIMPLE_TYPE(LLVMVoidType, "llvm.void")
LLVM_SIMPLE_TYPE(LLVMTokenType, "llvm.token")
LLVM_SIMPLE_TYPE(LLVMLabelType, "llvm.label")
LLVM_SIMPLE_TYPE(LLVMMetadataType, "llvm.metadata")
LLVM_SIMPLE_TYPE(LLVMX86AMXType, "llvm.x86_amx")
LLVM_SIMPLE_TYPE(LLVMPPCFP128Type, "llvm.ppc_fp128")
#undef LLVM_SIMPLE_TYPE

class LLVMPointerType : public DialectType<LLVMPointerType> {
public:
  using DialectType::DialectType;
  static constexpr llvm::StringLiteral name = "llvm.ptr";
  static constexpr ParamSpec kParams[] = {
      {"addressSpace", ParamKind::Int, 32, /*isUnsigned=*/true}};
  static LLVMPointerType get(Context &ctx, unsigned addressSpace = 0);
  unsigned getAddressSpace() const { return unsigned(params().getInt(0)); }
};

class LLVMArrayType : public DialectType<LLVMArrayType> {
public:
  using DialectType::DialectType;
  static constexpr llvm::StringLiteral name = "llvm.array";
  static constexpr ParamSpec kParams[] = {
      {"elementType", ParamKind::Type},
      {"numElements", ParamKind::Int, 64, /*isUnsigned=*/true}};
  static LLVMArrayType get(Type elementType, uint64_t numElements);
  /// Null after a diagnostic when the element type is not allowed.
  static LLVMArrayType getChecked(EmitErrorFn emitError, Type elementType,
                                  uint64_t numElements);
  Type getElementType() const { return params().getType(0); }
  uint64_t getNumElements() const { return uint64_t(params().getInt(1)); }
  static bool isValidElementType(Type type);
};

class LLVMFunctionType : public DialectType<LLVMFunctionType> {
public:
  using DialectType::DialectType;
  static constexpr llvm::StringLiteral name = "llvm.func";
  static constexpr ParamSpec kParams[] = {{"returnType", ParamKind::Type},
                                          {"params", ParamKind::TypeArray},
                                          {"varArg", ParamKind::Int}};
  static LLVMFunctionType get(Type result, llvm::ArrayRef<Type> arguments,
                              bool isVarArg = false);
  static LLVMFunctionType getChecked(EmitErrorFn emitError, Type result,
                                     llvm::ArrayRef<Type> arguments,
                                     bool isVarArg);
  Type getReturnType() const { return params().getType(0); }
  llvm::ArrayRef<Type> getParams() const { return params().getTypes(1); }
  bool isVarArg() const { return params().getInt(2) != 0; }
  static bool isValidResultType(Type type);
  static bool isValidArgumentType(Type type);
};

/// Literal structs are uniqued by their body; identified ones by their
/// name alone, their body (or `opaque`) set once in the mutable body.
class LLVMStructType : public DialectType<LLVMStructType> {
public:
  using DialectType::DialectType;
  static constexpr llvm::StringLiteral name = "llvm.struct";
  static constexpr ParamSpec kParams[] = {{"identified", ParamKind::Int},
                                          {"name", ParamKind::String},
                                          {"packed", ParamKind::Int},
                                          {"body", ParamKind::TypeArray}};
  static LLVMStructType getLiteral(Context &ctx, llvm::ArrayRef<Type> body,
                                   bool isPacked = false);
  static LLVMStructType getLiteralChecked(EmitErrorFn emitError, Context &ctx,
                                          llvm::ArrayRef<Type> body,
                                          bool isPacked);
  /// The identified struct `name`, its body not set when new.
  static LLVMStructType getIdentified(Context &ctx, llvm::StringRef name);
  /// The identified struct `name`, made opaque unless its body is set.
  static LLVMStructType getOpaque(Context &ctx, llvm::StringRef name);

  bool isIdentified() const { return params().getInt(0) != 0; }
  llvm::StringRef getName() const { return params().getString(1).getValue(); }
  /// Whether the body of an identified struct was set (or it was made
  /// opaque).
  bool isInitialized() const;
  /// An identified struct that is opaque or has no body yet.
  bool isOpaque() const;
  bool isPacked() const;
  llvm::ArrayRef<Type> getBody() const;
  /// Sets an identified struct's body; fails when it was set (or made
  /// opaque) before to something else.
  llvm::LogicalResult setBody(llvm::ArrayRef<Type> body, bool isPacked);
  static bool isValidElementType(Type type);
};

class LLVMTargetExtType : public DialectType<LLVMTargetExtType> {
public:
  using DialectType::DialectType;
  static constexpr llvm::StringLiteral name = "llvm.target";
  static constexpr ParamSpec kParams[] = {
      {"extTypeName", ParamKind::String},
      {"typeParams", ParamKind::TypeArray},
      {"intParams", ParamKind::IntArray, 32, /*isUnsigned=*/true}};
  static LLVMTargetExtType get(Context &ctx, llvm::StringRef extTypeName,
                               llvm::ArrayRef<Type> typeParams,
                               llvm::ArrayRef<int64_t> intParams);
  llvm::StringRef getExtTypeName() const {
    return params().getString(0).getValue();
  }
  llvm::ArrayRef<Type> getTypeParams() const { return params().getTypes(1); }
  llvm::ArrayRef<int64_t> getIntParams() const { return params().getInts(2); }
};

/// Whether `type` is one of the LLVM dialect's own types (printed without
/// its prefix inside another of them).
bool isLLVMDialectType(Type type);

/// The rows of the dialect's types (LLVMTypes.cpp).
llvm::ArrayRef<TypeDefinition> getTypeDefinitions();

} // namespace terrace::LLVM
