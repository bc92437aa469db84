//===- LLVMBuilder.h - Making llvm ops in the lowerings -------------------===//
//
// The lowerings to the llvm dialect make the same few ops over and over:
// index constants, aggregate fields, address arithmetic, calls of runtime
// functions. LLVMBuilder makes them at a builder's insertion point with
// the properties MLIR's builders give them, so the output prints as
// mlir-opt's. MemRefDescriptor reads and writes the fields of a memref's
// descriptor (see TypeConverter.h).
//
//===----------------------------------------------------------------------===//
#pragma once

#include "conversions/LLVMCommon/TypeConverter.h"
#include "ir/Builder.h"

namespace terrace {

class LLVMBuilder {
public:
  LLVMBuilder(OpBuilder &builder, Location loc,
              const LLVMTypeConverter &converter)
      : builder(builder), loc(loc), converter(converter) {}
  OpBuilder &getBuilder() const { return builder; }
  Location getLoc() const { return loc; }
  const LLVMTypeConverter &getConverter() const { return converter; }
  Type indexType() const { return converter.getIndexType(); }
  Type ptrType(unsigned addressSpace = 0) const;

  /// `llvm.mlir.constant(v : index) : i64`.
  Value indexConstant(int64_t value);
  /// `llvm.mlir.constant(value) : type`.
  Value constant(Type type, Attribute value);
  Value poison(Type type);
  Value undef(Type type);
  Value zero(Type type);

  /// The field of `aggregate` at `position` (struct fields and array
  /// elements).
  Value extractValue(Value aggregate, llvm::ArrayRef<int64_t> position);
  Value insertValue(Value aggregate, Value value,
                    llvm::ArrayRef<int64_t> position);

  /// `overflowFlags` as the llvm dialect numbers them: nsw = 1, nuw = 2.
  Value add(Value a, Value b, unsigned overflowFlags = 0);
  Value sub(Value a, Value b, unsigned overflowFlags = 0);
  Value mul(Value a, Value b, unsigned overflowFlags = 0);
  Value urem(Value a, Value b);
  Value ptrToInt(Value ptr, Type type);
  Value intToPtr(Value value, Type type);
  /// `llvm.getelementptr base[index] : elementType`; `noWrapFlags` as
  /// the dialect numbers them (inbounds = 3, nuw = 4).
  Value gep(Type elementType, Value base, Value index,
            unsigned noWrapFlags = 0);
  /// The same with constant indices.
  Value gep(Type elementType, Value base, int32_t index);
  Value gep(Type elementType, Value base, llvm::ArrayRef<int32_t> indices);
  /// The size of `type` in bytes as LLVM lays it out: `ptrtoint` of the
  /// address of element 1 from null (MLIR's getSizeInBytes).
  Value sizeInBytes(Type type);
  /// Calls `callee` (void when `result` is null); the op, for a
  /// result-less call.
  Operation *call(llvm::StringRef callee, Type result, ValueRange args);
  /// `(input + alignment - 1) - (input + alignment - 1) % alignment`.
  Value alignUp(Value input, Value alignment);
  /// `llvm.load addr : !llvm.ptr -> type`, `llvm.store`.
  Value load(Type type, Value addr);
  void store(Value value, Value addr);
  /// `llvm.alloca count x i8` (no alignment given).
  Value allocaBytes(Value count);
  /// `"llvm.intr.memcpy"(dst, src, bytes) <{isVolatile = false}>`.
  void memcpy(Value dst, Value src, Value bytes);

private:
  /// overflowFlags' value.
  Attribute overflow(unsigned flags);

  OpBuilder &builder;
  Location loc;
  const LLVMTypeConverter &converter;
};

/// The builtin.module that holds `from` (itself when it is one), or null.
Operation *getEnclosingModule(Operation *from);
/// The `llvm.func` declaration `name` of `type` in the module that holds
/// `from`, made at the start of the module's body when there is none (as
/// MLIR's lookupOrCreateFn). Null when `from` is in no module.
Operation *lookupOrCreateFunction(OpBuilder &builder, Operation *from,
                                  llvm::StringRef name, Type type);
/// `base` if no symbol of the module that holds `from` takes it, else the
/// first free `base_0`, `base_1`, ... (MLIR's unique global names).
std::string uniqueSymbolName(Operation *from, llvm::StringRef base);

/// The byte size of the ranked descriptor the unranked descriptor
/// `descriptor` points to: two pointers and 1 + 2 * rank indices (MLIR's
/// UnrankedMemRefDescriptor::computeSize; pointers are 8 bytes in every
/// address space, as in LLVM's default data layout).
Value unrankedDescriptorSize(LLVMBuilder &b, Value descriptor);

/// The fields of a ranked memref's descriptor value.
class MemRefDescriptor {
public:
  explicit MemRefDescriptor(Value value) : value(value) {}
  /// A poison descriptor of `structType`, to fill with the setters.
  static MemRefDescriptor poison(LLVMBuilder &b, Type structType);
  /// The descriptor of `ptr` as a buffer of `type`, whose shape, strides
  /// and offset are static (MLIR's fromStaticShape): what the bare pointer
  /// calling convention passes instead of a descriptor.
  static Value fromStaticShape(LLVMBuilder &b, MemRefType type, Value ptr);
  Value getValue() const { return value; }

  Value allocatedPtr(LLVMBuilder &b) { return b.extractValue(value, {0}); }
  Value alignedPtr(LLVMBuilder &b) { return b.extractValue(value, {1}); }
  Value offset(LLVMBuilder &b) { return b.extractValue(value, {2}); }
  Value size(LLVMBuilder &b, int64_t i) {
    return b.extractValue(value, {3, i});
  }
  Value stride(LLVMBuilder &b, int64_t i) {
    return b.extractValue(value, {4, i});
  }
  void setAllocatedPtr(LLVMBuilder &b, Value v) { set(b, v, {0}); }
  void setAlignedPtr(LLVMBuilder &b, Value v) { set(b, v, {1}); }
  void setOffset(LLVMBuilder &b, Value v) { set(b, v, {2}); }
  void setSize(LLVMBuilder &b, int64_t i, Value v) { set(b, v, {3, i}); }
  void setStride(LLVMBuilder &b, int64_t i, Value v) { set(b, v, {4, i}); }

  /// The descriptor of `structType` made from its fields in the order a
  /// function takes them (TypeConverter::getMemRefDescriptorFields).
  static Value pack(LLVMBuilder &b, Type structType, ValueRange fields);
  /// The fields of the descriptor of `memref` (ranked or unranked type),
  /// in the order a function takes them.
  static void unpack(LLVMBuilder &b, Value descriptor, Type memref,
                     llvm::SmallVectorImpl<Value> &fields);

  /// The address of the element at `indices` of a memref of `type` that
  /// this describes: MLIR's getStridedElementPtr (strides of 1 are not
  /// multiplied; `noWrapFlags` of the GEP give the products and sums their
  /// nsw/nuw).
  Value stridedElementPtr(LLVMBuilder &b, MemRefType type, ValueRange indices,
                          unsigned noWrapFlags);
  /// The aligned pointer moved by the offset (MLIR's bufferPtr).
  Value bufferPtr(LLVMBuilder &b, MemRefType type);

private:
  void set(LLVMBuilder &b, Value v, llvm::ArrayRef<int64_t> position) {
    value = b.insertValue(value, v, position);
  }
  Value value;
};

} // namespace terrace
