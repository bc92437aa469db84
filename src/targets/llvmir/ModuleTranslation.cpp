//===- ModuleTranslation.cpp - From the llvm dialect to LLVM IR -----------===//
#include "targets/llvmir/ModuleTranslation.h"
#include "ir/ResourceBlob.h"

#include "dialects/builtin/BuiltinOps.h"
#include "dialects/llvm/LLVMAttrs.h"
#include "dialects/llvm/LLVMOps.h"
#include "dialects/llvm/LLVMTypes.h"
#include "interfaces/ControlFlowInterfaces.h"
#include "ir/Block.h"
#include "ir/Builder.h"
#include "ir/Context.h"
#include "ir/Diagnostics.h"
#include "ir/Operation.h"
#include "ir/Region.h"
#include "ir/SymbolTable.h"

#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/Analysis/TargetFolder.h"
#include "llvm/IR/Attributes.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/DebugInfoMetadata.h"
#include "llvm/IR/DerivedTypes.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/Module.h"

using namespace terrace;
using namespace terrace::LLVM;
using llvm::failure;
using llvm::LogicalResult;
using llvm::success;

/// As mlir-translate: constants fold with what the data layout knows
/// (`ptrtoint (getelementptr (i32, ptr null, i32 12))` is 48).
using Builder = llvm::IRBuilder<llvm::TargetFolder>;

ModuleTranslation::ModuleTranslation(Operation *module,
                                     llvm::Module &llvmModule,
                                     const TranslationOptions &options)
    : mlirModule(module), module(llvmModule), options(options) {}

llvm::LLVMContext &ModuleTranslation::getLLVMContext() {
  return module.getContext();
}

//===-- Types -------------------------------------------------------------===//

llvm::Type *ModuleTranslation::convertType(Type type) {
  llvm::LLVMContext &ctx = getLLVMContext();
  switch (type.getKind()) {
  case TypeKind::Integer:
    return llvm::IntegerType::get(ctx, type.getIntOrFloatBitWidth());
  case TypeKind::BF16:
    return llvm::Type::getBFloatTy(ctx);
  case TypeKind::F16:
    return llvm::Type::getHalfTy(ctx);
  case TypeKind::F32:
    return llvm::Type::getFloatTy(ctx);
  case TypeKind::F64:
    return llvm::Type::getDoubleTy(ctx);
  case TypeKind::F80:
    return llvm::Type::getX86_FP80Ty(ctx);
  case TypeKind::F128:
    return llvm::Type::getFP128Ty(ctx);
  default:
    break;
  }
  if (auto vector = llvm::dyn_cast<VectorType>(type)) {
    llvm::Type *element = convertType(vector.getElementType());
    if (!element || vector.getShape().size() != 1)
      return nullptr;
    bool scalable =
        !vector.getScalableDims().empty() && vector.getScalableDims()[0] != 0;
    return llvm::VectorType::get(element, unsigned(vector.getShape()[0]),
                                 scalable);
  }
  if (auto ptr = llvm::dyn_cast<LLVMPointerType>(type))
    return llvm::PointerType::get(ctx, ptr.getAddressSpace());
  if (llvm::isa<LLVMVoidType>(type))
    return llvm::Type::getVoidTy(ctx);
  if (llvm::isa<LLVMPPCFP128Type>(type))
    return llvm::Type::getPPC_FP128Ty(ctx);
  if (llvm::isa<LLVMTokenType>(type))
    return llvm::Type::getTokenTy(ctx);
  if (llvm::isa<LLVMLabelType>(type))
    return llvm::Type::getLabelTy(ctx);
  if (llvm::isa<LLVMMetadataType>(type))
    return llvm::Type::getMetadataTy(ctx);
  if (auto array = llvm::dyn_cast<LLVMArrayType>(type)) {
    llvm::Type *element = convertType(array.getElementType());
    return element ? llvm::ArrayType::get(element, array.getNumElements())
                   : nullptr;
  }
  if (auto function = llvm::dyn_cast<LLVMFunctionType>(type)) {
    llvm::Type *result = convertType(function.getReturnType());
    llvm::SmallVector<llvm::Type *, 4> params;
    for (Type t : function.getParams())
      if (llvm::Type *p = convertType(t))
        params.push_back(p);
      else
        return nullptr;
    return result ? llvm::FunctionType::get(result, params, function.isVarArg())
                  : nullptr;
  }
  if (auto structType = llvm::dyn_cast<LLVMStructType>(type)) {
    if (structType.isIdentified()) {
      if (llvm::StructType *known =
              llvm::StructType::getTypeByName(ctx, structType.getName()))
        return known;
      auto *identified = llvm::StructType::create(ctx, structType.getName());
      if (!structType.isOpaque()) {
        llvm::SmallVector<llvm::Type *, 4> body;
        for (Type t : structType.getBody())
          if (llvm::Type *b = convertType(t))
            body.push_back(b);
          else
            return nullptr;
        identified->setBody(body, structType.isPacked());
      }
      return identified;
    }
    llvm::SmallVector<llvm::Type *, 4> body;
    for (Type t : structType.getBody())
      if (llvm::Type *b = convertType(t))
        body.push_back(b);
      else
        return nullptr;
    return llvm::StructType::get(ctx, body, structType.isPacked());
  }
  return nullptr;
}

//===-- Constants ---------------------------------------------------------===//

/// Element `i` of a dense integer or float attribute, as a constant of
/// `scalar`.
static llvm::Constant *denseElement(DenseIntOrFPElementsAttr dense, int64_t i,
                                    llvm::Type *scalar) {
  Type element = dense.getType().getElementType();
  // A complex number is its two parts, one after the other; LLVM holds
  // it as a struct of two floats.
  if (auto complex = llvm::dyn_cast<ComplexType>(element)) {
    auto *pair = llvm::dyn_cast<llvm::StructType>(scalar);
    auto part = llvm::dyn_cast<FloatType>(complex.getElementType());
    if (!pair || pair->getNumElements() != 2 || !part)
      return nullptr;
    unsigned bytes = part.getWidth() / 8;
    size_t at = dense.isSplat() ? 0 : size_t(i) * 2 * bytes;
    llvm::StringRef raw = dense.getRawData();
    if (raw.size() < at + 2 * bytes)
      return nullptr;
    llvm::Constant *parts[2];
    for (unsigned k = 0; k < 2; ++k) {
      llvm::SmallVector<uint64_t, 2> words((part.getWidth() + 63) / 64, 0);
      std::memcpy(words.data(), raw.data() + at + k * bytes, bytes);
      parts[k] = llvm::ConstantFP::get(
          pair->getElementType(k),
          llvm::APFloat(part.getSemantics(),
                        llvm::APInt(part.getWidth(), words)));
    }
    return llvm::ConstantStruct::get(pair, parts);
  }
  unsigned width = element.isIndex() ? 64 : element.getIntOrFloatBitWidth();
  unsigned bytes = (width + 7) / 8;
  size_t at = dense.isSplat() ? 0 : size_t(i) * bytes;
  llvm::StringRef raw = dense.getRawData();
  if (raw.size() < at + bytes)
    return nullptr;
  llvm::SmallVector<uint64_t, 2> words((width + 63) / 64, 0);
  std::memcpy(words.data(), raw.data() + at, bytes);
  llvm::APInt bits(width, words);
  if (element.isIntOrIndex()) {
    if (!scalar->isIntegerTy())
      return nullptr;
    return llvm::ConstantInt::get(
        scalar, bits.sextOrTrunc(scalar->getIntegerBitWidth()));
  }
  if (!scalar->isFloatingPointTy())
    return nullptr;
  return llvm::ConstantFP::get(
      scalar,
      llvm::APFloat(llvm::cast<FloatType>(element).getSemantics(), bits));
}

/// The elements of `dense` from `first`, shaped as `type` (nested arrays
/// and vectors), or null.
static llvm::Constant *denseAggregate(DenseIntOrFPElementsAttr dense,
                                      llvm::Type *type, int64_t &next) {
  if (auto *vector = llvm::dyn_cast<llvm::FixedVectorType>(type)) {
    llvm::SmallVector<llvm::Constant *, 8> elements;
    for (unsigned i = 0; i < vector->getNumElements(); ++i)
      if (llvm::Constant *c =
              denseElement(dense, next++, vector->getElementType()))
        elements.push_back(c);
      else
        return nullptr;
    return llvm::ConstantVector::get(elements);
  }
  if (auto *array = llvm::dyn_cast<llvm::ArrayType>(type)) {
    llvm::SmallVector<llvm::Constant *, 8> elements;
    for (uint64_t i = 0; i < array->getNumElements(); ++i)
      if (llvm::Constant *c =
              denseAggregate(dense, array->getElementType(), next))
        elements.push_back(c);
      else
        return nullptr;
    return llvm::ConstantArray::get(array, elements);
  }
  return denseElement(dense, next++, type);
}

/// `type` (nested arrays or vectors of one integer or float type) filled
/// from the packed `bytes`, each element `elementBytes` wide, from `next`:
/// each innermost row is one ConstantDataArray made from the bytes as they
/// are (weights are not converted one element at a time).
static llvm::Constant *rawAggregate(llvm::StringRef bytes,
                                    unsigned elementBytes, llvm::Type *type,
                                    size_t &next) {
  auto isLeaf = [&](llvm::Type *t) {
    return (t->isIntegerTy() && t->getIntegerBitWidth() == 8 * elementBytes) ||
           (t->isFloatingPointTy() &&
            t->getPrimitiveSizeInBits() == 8 * elementBytes);
  };
  auto take = [&](uint64_t n) -> std::optional<llvm::StringRef> {
    if (next + n * elementBytes > bytes.size())
      return std::nullopt;
    llvm::StringRef row = bytes.substr(next, n * elementBytes);
    next += n * elementBytes;
    return row;
  };
  if (auto *vector = llvm::dyn_cast<llvm::FixedVectorType>(type)) {
    if (!isLeaf(vector->getElementType()))
      return nullptr;
    std::optional<llvm::StringRef> row = take(vector->getNumElements());
    return row ? llvm::ConstantDataVector::getRaw(
                     *row, vector->getNumElements(), vector->getElementType())
               : nullptr;
  }
  auto *array = llvm::dyn_cast<llvm::ArrayType>(type);
  if (!array)
    return nullptr;
  if (isLeaf(array->getElementType())) {
    std::optional<llvm::StringRef> row = take(array->getNumElements());
    return row ? llvm::ConstantDataArray::getRaw(*row, array->getNumElements(),
                                                 array->getElementType())
               : nullptr;
  }
  llvm::SmallVector<llvm::Constant *, 8> rows;
  for (uint64_t i = 0; i < array->getNumElements(); ++i)
    if (llvm::Constant *c =
            rawAggregate(bytes, elementBytes, array->getElementType(), next))
      rows.push_back(c);
    else
      return nullptr;
  return llvm::ConstantArray::get(array, rows);
}

llvm::Constant *ModuleTranslation::convertConstant(Attribute attr,
                                                   llvm::Type *type) {
  if (auto integer = llvm::dyn_cast<IntegerAttr>(attr)) {
    if (type->isIntegerTy())
      return llvm::ConstantInt::get(
          type, integer.getValue().sextOrTrunc(type->getIntegerBitWidth()));
    return nullptr;
  }
  if (auto f = llvm::dyn_cast<FloatAttr>(attr)) {
    if (type->isFloatingPointTy())
      return llvm::ConstantFP::get(type, f.getValue());
    if (type->isIntegerTy())
      return llvm::ConstantInt::get(type, f.getValue().bitcastToAPInt());
    return nullptr;
  }
  if (auto string = llvm::dyn_cast<StringAttr>(attr))
    return llvm::ConstantDataArray::getString(getLLVMContext(),
                                              string.getValue(),
                                              /*AddNull=*/false);
  if (auto dense = llvm::dyn_cast<DenseIntOrFPElementsAttr>(attr)) {
    if (auto *scalable = llvm::dyn_cast<llvm::ScalableVectorType>(type)) {
      llvm::Constant *splat =
          denseElement(dense, 0, scalable->getElementType());
      return splat ? llvm::ConstantVector::getSplat(scalable->getElementCount(),
                                                    splat)
                   : nullptr;
    }
    int64_t next = 0;
    return denseAggregate(dense, type, next);
  }
  // Weights: the blob's bytes are the elements, packed as LLVM lays them
  // out (integers and floats of 8 to 64 bits).
  if (auto resource = llvm::dyn_cast<DenseResourceElementsAttr>(attr)) {
    ResourceBlob blob = resource.getBlob();
    Type element = resource.getType().getElementType();
    if (!blob || !(element.isIntOrIndex() || llvm::isa<FloatType>(element)))
      return nullptr;
    unsigned width = element.isIndex() ? 64 : element.getIntOrFloatBitWidth();
    if (width % 8 || width > 64 || !resource.getType().hasStaticShape() ||
        blob.size() !=
            uint64_t(resource.getType().getNumElements()) * width / 8)
      return nullptr;
    size_t next = 0;
    return rawAggregate(blob.getBytes(), width / 8, type, next);
  }
  if (auto array = llvm::dyn_cast<ArrayAttr>(attr)) {
    if (auto *structType = llvm::dyn_cast<llvm::StructType>(type)) {
      llvm::SmallVector<llvm::Constant *, 4> fields;
      for (unsigned i = 0; i < structType->getNumElements() && i < array.size();
           ++i)
        if (llvm::Constant *c =
                convertConstant(array[i], structType->getElementType(i)))
          fields.push_back(c);
        else
          return nullptr;
      return llvm::ConstantStruct::get(structType, fields);
    }
    if (auto *arrayType = llvm::dyn_cast<llvm::ArrayType>(type)) {
      llvm::SmallVector<llvm::Constant *, 4> elements;
      for (Attribute a : array.getValue())
        if (llvm::Constant *c = convertConstant(a, arrayType->getElementType()))
          elements.push_back(c);
        else
          return nullptr;
      return llvm::ConstantArray::get(arrayType, elements);
    }
  }
  return nullptr;
}

//===-- Globals and functions ---------------------------------------------===//

static llvm::GlobalValue::LinkageTypes linkageOf(Operation *op) {
  auto attr =
      llvm::dyn_cast_if_present<EnumAttr>(op->getInherentAttr("linkage"));
  using L = llvm::GlobalValue::LinkageTypes;
  static const L kLinkages[] = {
      L::ExternalLinkage,    L::AvailableExternallyLinkage,
      L::LinkOnceAnyLinkage, L::LinkOnceODRLinkage,
      L::WeakAnyLinkage,     L::WeakODRLinkage,
      L::AppendingLinkage,   L::InternalLinkage,
      L::PrivateLinkage,     L::ExternalWeakLinkage,
      L::CommonLinkage};
  uint64_t value = attr ? attr.getValue() : 0;
  return value < std::size(kLinkages) ? kLinkages[value] : L::ExternalLinkage;
}

static void setVisibilityAndUnnamedAddr(Operation *op, llvm::GlobalValue *gv) {
  auto integer = [&](llvm::StringRef name) -> uint64_t {
    auto a = llvm::dyn_cast_if_present<IntegerAttr>(op->getInherentAttr(name));
    return a ? a.getValue().getZExtValue() : 0;
  };
  if (!gv->hasLocalLinkage())
    gv->setVisibility(
        llvm::GlobalValue::VisibilityTypes(integer("visibility_")));
  gv->setUnnamedAddr(llvm::GlobalValue::UnnamedAddr(integer("unnamed_addr")));
  if (op->getInherentAttr("dso_local"))
    gv->setDSOLocal(true);
}

/// The LLVM attributes a dictionary of `llvm.*` entries names
/// (`llvm.noundef`, `llvm.align = 16 : i64`, `llvm.byval = i32`).
static llvm::AttrBuilder attributesOf(ModuleTranslation &t,
                                      DictionaryAttr dict) {
  llvm::AttrBuilder builder(t.getLLVMContext());
  if (!dict)
    return builder;
  for (const NamedAttribute &entry : dict.getValue()) {
    llvm::StringRef name = entry.getName();
    if (!name.consume_front("llvm."))
      continue;
    llvm::Attribute::AttrKind kind = llvm::Attribute::getAttrKindFromName(name);
    if (kind == llvm::Attribute::None)
      continue;
    // Each kind takes its own shape of value; a value of another shape (or
    // an alignment that is no power of two) is left out.
    if (llvm::isa<UnitAttr>(entry.value)) {
      if (llvm::Attribute::isEnumAttrKind(kind))
        builder.addAttribute(kind);
    } else if (auto integer = llvm::dyn_cast<IntegerAttr>(entry.value)) {
      uint64_t value = integer.getValue().getZExtValue();
      bool alignment = kind == llvm::Attribute::Alignment ||
                       kind == llvm::Attribute::StackAlignment;
      if (llvm::Attribute::isIntAttrKind(kind) &&
          (!alignment || (value && llvm::isPowerOf2_64(value))))
        builder.addRawIntAttr(kind, value);
    } else if (auto type = llvm::dyn_cast<TypeAttr>(entry.value)) {
      if (llvm::Type *llvmType = t.convertType(type.getValue());
          llvmType && llvm::Attribute::isTypeAttrKind(kind))
        builder.addTypeAttr(kind, llvmType);
    }
  }
  return builder;
}

static DictionaryAttr dictAt(Operation *op, llvm::StringRef name, size_t i) {
  auto array = llvm::dyn_cast_if_present<ArrayAttr>(op->getInherentAttr(name));
  return array && i < array.size() ? llvm::dyn_cast<DictionaryAttr>(array[i])
                                   : DictionaryAttr();
}

void ModuleTranslation::setArgAndResultAttrs(Operation *op,
                                             llvm::Function *fn) {
  for (unsigned i = 0; i < fn->arg_size(); ++i)
    fn->addParamAttrs(i, attributesOf(*this, dictAt(op, "arg_attrs", i)));
  fn->addRetAttrs(attributesOf(*this, dictAt(op, "res_attrs", 0)));
}

void ModuleTranslation::setArgAndResultAttrs(Operation *op,
                                             llvm::CallBase *call) {
  for (unsigned i = 0; i < call->arg_size(); ++i)
    call->addParamAttrs(i, attributesOf(*this, dictAt(op, "arg_attrs", i)));
  call->addRetAttrs(attributesOf(*this, dictAt(op, "res_attrs", 0)));
}

/// `passthrough = ["noinline", ["key", "value"]]`: attributes by name.
static void addPassthrough(Operation *op, llvm::Function *fn) {
  auto list =
      llvm::dyn_cast_if_present<ArrayAttr>(op->getInherentAttr("passthrough"));
  if (!list)
    return;
  for (Attribute entry : list.getValue()) {
    if (auto name = llvm::dyn_cast<StringAttr>(entry)) {
      llvm::Attribute::AttrKind kind =
          llvm::Attribute::getAttrKindFromName(name.getValue());
      if (kind != llvm::Attribute::None)
        fn->addFnAttr(kind);
      else
        fn->addFnAttr(name.getValue());
    } else if (auto pair = llvm::dyn_cast<ArrayAttr>(entry);
               pair && pair.size() == 2) {
      auto key = llvm::dyn_cast<StringAttr>(pair[0]);
      auto value = llvm::dyn_cast<StringAttr>(pair[1]);
      if (key && value)
        fn->addFnAttr(key.getValue(), value.getValue());
    }
  }
}

LogicalResult ModuleTranslation::declareGlobals() {
  for (Operation &op : mlirModule->getRegion(0).front()) {
    if (auto func = llvm::dyn_cast<FuncOp>(&op)) {
      Type type =
          llvm::cast<TypeAttr>(op.getInherentAttr("function_type")).getValue();
      auto *functionType =
          llvm::dyn_cast_if_present<llvm::FunctionType>(convertType(type));
      if (!functionType)
        return op.emitError("cannot translate the function type ") << type;
      llvm::StringRef name = symbol_table::getSymbolName(&op).getValue();
      llvm::Function *fn =
          llvm::Function::Create(functionType, linkageOf(&op), name, module);
      if (auto cconv =
              llvm::dyn_cast_if_present<EnumAttr>(op.getInherentAttr("CConv")))
        fn->setCallingConv(llvm::CallingConv::ID(cconv.getValue()));
      setVisibilityAndUnnamedAddr(&op, fn);
      if (op.getInherentAttr("no_inline"))
        fn->addFnAttr(llvm::Attribute::NoInline);
      if (op.getInherentAttr("always_inline"))
        fn->addFnAttr(llvm::Attribute::AlwaysInline);
      if (op.getInherentAttr("no_unwind"))
        fn->addFnAttr(llvm::Attribute::NoUnwind);
      if (auto align = llvm::dyn_cast_if_present<IntegerAttr>(
              op.getInherentAttr("alignment"));
          align && llvm::isPowerOf2_64(align.getValue().getZExtValue()))
        fn->setAlignment(llvm::Align(align.getValue().getZExtValue()));
      if (auto framePointer = llvm::dyn_cast_if_present<EnumAttr>(
              op.getInherentAttr("frame_pointer")))
        fn->addFnAttr("frame-pointer",
                      kFramePointerKind.spell(framePointer.getValue()));
      // Target attributes go on definitions only, as mlir-translate puts
      // them.
      if (auto cpu = llvm::dyn_cast_if_present<StringAttr>(
              op.getInherentAttr("target_cpu"));
          cpu && !op.getRegion(0).empty())
        fn->addFnAttr("target-cpu", cpu.getValue());
      addPassthrough(&op, fn);
      setArgAndResultAttrs(&op, fn);
      globals[name] = fn;
      continue;
    }
    if (llvm::isa<GlobalOp>(&op) && failed(declareGlobal(op)))
      return failure();
  }
  return success();
}

/// The packed bytes of `value` when it is a `dense<...>` (not a splat) or
/// `dense_resource<...>` of integers, indices or floats whose widths are
/// whole bytes, laid out as `type` (nested LLVM arrays of that element)
/// holds them, and at least `minBytes` long; none otherwise. A dense
/// attribute's bytes are borrowed from the context.
static std::optional<ResourceBlob>
packedElements(Attribute value, llvm::Type *type, uint64_t minBytes) {
  ShapedType elements;
  if (auto dense = llvm::dyn_cast<DenseIntOrFPElementsAttr>(value))
    elements = dense.getType();
  else if (auto resource = llvm::dyn_cast<DenseResourceElementsAttr>(value))
    elements = resource.getType();
  if (!elements || !elements.hasStaticShape())
    return std::nullopt;
  Type element = elements.getElementType();
  if (!element.isIntOrIndex() && !llvm::isa<FloatType>(element))
    return std::nullopt;
  unsigned width = element.isIndex() ? 64 : element.getIntOrFloatBitWidth();
  if (width % 8 || width > 64)
    return std::nullopt;
  // The LLVM type must be arrays of arrays of that element: no vectors
  // (padding), no structs.
  uint64_t count = 1;
  while (auto *array = llvm::dyn_cast<llvm::ArrayType>(type)) {
    count *= array->getNumElements();
    type = array->getElementType();
  }
  bool leafMatches =
      (type->isIntegerTy() && type->getIntegerBitWidth() == width) ||
      (type->isFloatingPointTy() && type->getPrimitiveSizeInBits() == width);
  uint64_t bytes = uint64_t(elements.getNumElements()) * width / 8;
  if (!leafMatches || count != uint64_t(elements.getNumElements()) ||
      bytes < minBytes)
    return std::nullopt;
  if (auto resource = llvm::dyn_cast<DenseResourceElementsAttr>(value)) {
    ResourceBlob blob = resource.getBlob();
    if (!blob || blob.size() != bytes)
      return std::nullopt;
    return blob;
  }
  auto dense = llvm::cast<DenseIntOrFPElementsAttr>(value);
  llvm::StringRef raw = dense.getRawData();
  if (dense.isSplat() || raw.size() != bytes)
    return std::nullopt;
  return ResourceBlob::adopt(raw.data(), raw.size(), /*alignment=*/1);
}

LogicalResult ModuleTranslation::declareGlobal(Operation &op) {
  Type type =
      llvm::cast<TypeAttr>(op.getInherentAttr("global_type")).getValue();
  llvm::Type *llvmType = convertType(type);
  if (!llvmType)
    return op.emitError("cannot translate the global type ") << type;
  auto space =
      llvm::dyn_cast_if_present<IntegerAttr>(op.getInherentAttr("addr_space"));
  llvm::StringRef name = symbol_table::getSymbolName(&op).getValue();
  Attribute value = op.getInherentAttr("value");
  bool isConstant = bool(op.getInherentAttr("constant"));
  auto align =
      llvm::dyn_cast_if_present<IntegerAttr>(op.getInherentAttr("alignment"));
  uint64_t alignment =
      align && llvm::isPowerOf2_64(align.getValue().getZExtValue())
          ? align.getValue().getZExtValue()
          : 0;

  // Weights: bytes, in the module or out of it (TranslationOptions).
  std::optional<ResourceBlob> packed;
  if (value && isConstant && (!space || space.getValue().isZero()) &&
      !op.getInherentAttr("thread_local_"))
    packed = packedElements(value, llvmType, options.largeConstantBytes);
  if (packed) {
    auto *bytesType = llvm::ArrayType::get(
        llvm::Type::getInt8Ty(getLLVMContext()), packed->size());
    llvm::GlobalVariable *global;
    if (options.outOfLine) {
      // Declared with the alignment it is promised: an explicit one, else
      // the 16 LLVM gives an array this large.
      alignment = std::max<uint64_t>(alignment, 16);
      std::string symbol = ("_terrace_const." + name).str();
      global = new llvm::GlobalVariable(module, bytesType, /*isConstant=*/true,
                                        llvm::GlobalValue::ExternalLinkage,
                                        nullptr, symbol);
      // A resource's bytes are shared as they are (the JIT keeps the
      // handle); a dense attribute's, owned by the context, are copied, as
      // are bytes not placed at the alignment promised.
      if (llvm::isa<DenseIntOrFPElementsAttr>(value) ||
          reinterpret_cast<uintptr_t>(packed->data()) % alignment)
        packed = ResourceBlob::copy(packed->getBytes(), alignment);
      options.outOfLine->push_back({symbol, std::move(*packed), alignment});
    } else {
      global = new llvm::GlobalVariable(
          module, bytesType, /*isConstant=*/true, linkageOf(&op),
          llvm::ConstantDataArray::getRaw(
              packed->getBytes(), packed->size(),
              llvm::Type::getInt8Ty(getLLVMContext())),
          name);
      setVisibilityAndUnnamedAddr(&op, global);
    }
    if (alignment)
      global->setAlignment(llvm::Align(alignment));
    globals[name] = global;
    return success();
  }

  auto *global = new llvm::GlobalVariable(
      module, llvmType, isConstant, linkageOf(&op), /*Initializer=*/nullptr,
      name, nullptr,
      op.getInherentAttr("thread_local_")
          ? llvm::GlobalValue::GeneralDynamicTLSModel
          : llvm::GlobalValue::NotThreadLocal,
      space ? unsigned(space.getValue().getZExtValue()) : 0);
  setVisibilityAndUnnamedAddr(&op, global);
  if (alignment)
    global->setAlignment(llvm::Align(alignment));
  if (value) {
    llvm::Constant *init = convertConstant(value, llvmType);
    if (!init)
      return op.emitError("cannot translate the initial value ") << value;
    global->setInitializer(init);
  } else if (op.getRegion(0).empty() &&
             global->getLinkage() != llvm::GlobalValue::ExternalLinkage &&
             global->getLinkage() != llvm::GlobalValue::ExternalWeakLinkage) {
    global->setInitializer(llvm::UndefValue::get(llvmType));
  }
  globals[name] = global;
  return success();
}

LogicalResult ModuleTranslation::translateGlobalInitializers() {
  for (Operation &op : mlirModule->getRegion(0).front()) {
    if (!llvm::isa<GlobalOp>(&op) || op.getRegion(0).empty())
      continue;
    // The initializer's ops are translated into a scratch function (a
    // builder needs a block), and what it returns must have folded to a
    // constant.
    auto *scratch = llvm::Function::Create(
        llvm::FunctionType::get(llvm::Type::getVoidTy(getLLVMContext()), false),
        llvm::GlobalValue::PrivateLinkage, "", module);
    Builder builder(llvm::BasicBlock::Create(getLLVMContext(), "", scratch),
                    llvm::TargetFolder(module.getDataLayout()));
    Block &body = op.getRegion(0).front();
    for (Operation &inner : body) {
      if (llvm::isa<ReturnOp>(&inner))
        break;
      if (failed(translateOp(&inner, builder))) {
        scratch->eraseFromParent();
        return failure();
      }
    }
    Operation &ret = body.back();
    auto *init = llvm::dyn_cast_if_present<llvm::Constant>(
        ret.getNumOperands() ? lookup(ret.getOperand(0)) : nullptr);
    scratch->eraseFromParent();
    if (!init)
      return op.emitError("the initializer region does not fold to a "
                          "constant");
    llvm::cast<llvm::GlobalVariable>(
        globals.lookup(symbol_table::getSymbolName(&op).getValue()))
        ->setInitializer(init);
  }
  return success();
}

/// The blocks of `region` in reverse post-order from the entry, then
/// likewise from each block not yet reached (MLIR's
/// getBlocksSortedByDominance): every block after the blocks that dominate
/// it.
static llvm::SmallVector<Block *, 16> blocksInDominanceOrder(Region &region) {
  llvm::SmallVector<Block *, 16> order;
  llvm::SmallPtrSet<Block *, 16> seen;
  for (Block &root : region) {
    if (seen.contains(&root))
      continue;
    // An iterative depth-first walk over successors, in their order.
    llvm::SmallVector<Block *, 16> postOrder;
    llvm::SmallVector<std::pair<Block *, unsigned>, 16> stack;
    seen.insert(&root);
    stack.push_back({&root, 0});
    while (!stack.empty()) {
      auto &[block, next] = stack.back();
      unsigned count = block->empty() ? 0 : block->back().getNumSuccessors();
      if (next < count) {
        Block *succ = block->back().getSuccessor(next++);
        if (seen.insert(succ).second)
          stack.push_back({succ, 0});
        continue;
      }
      postOrder.push_back(block);
      stack.pop_back();
    }
    order.append(postOrder.rbegin(), postOrder.rend());
  }
  return order;
}

/// As MLIR's ensureDistinctSuccessors (LegalizeForExport): a terminator
/// that reaches one block with arguments along several edges goes along
/// all but the first through a new block of its own, so that each LLVM
/// predecessor gives each phi one value.
static void ensureDistinctSuccessors(Block &block) {
  if (block.empty())
    return;
  Operation *terminator = &block.back();
  if (terminator->getNumSuccessors() < 2)
    return;
  llvm::SmallVector<std::pair<Block *, llvm::SmallVector<unsigned, 4>>, 4>
      positions;
  for (unsigned i = 0; i < terminator->getNumSuccessors(); ++i) {
    Block *successor = terminator->getSuccessor(i);
    if (successor->getNumArguments() == 0)
      continue;
    auto it =
        llvm::find_if(positions, [&](auto &p) { return p.first == successor; });
    if (it == positions.end())
      positions.push_back({successor, {i}});
    else
      it->second.push_back(i);
  }
  Context &ctx = terminator->getContext();
  for (auto &[successor, at] : positions)
    for (unsigned position : llvm::drop_begin(at)) {
      auto *dummy = new Block();
      block.getParent()->push_back(dummy);
      terminator->setSuccessor(position, dummy);
      llvm::SmallVector<Value, 4> args;
      for (unsigned i = 0; i < successor->getNumArguments(); ++i)
        args.push_back(dummy->addArgument(successor->getArgument(i).getType(),
                                          terminator->getLoc()));
      OperationState state(terminator->getLoc(),
                           ctx.getOperationName(BrOp::name));
      state.operands.assign(args.begin(), args.end());
      state.successors.push_back(successor);
      OpBuilder builder(ctx);
      builder.setInsertionPointToEnd(dummy);
      builder.create(state);
    }
}

LogicalResult ModuleTranslation::translateFunction(Operation *func) {
  Region &body = func->getRegion(0);
  if (body.empty())
    return success();
  auto *fn = llvm::cast<llvm::Function>(
      globals.lookup(symbol_table::getSymbolName(func).getValue()));
  llvm::LLVMContext &ctx = getLLVMContext();
  for (Block &block : body)
    ensureDistinctSuccessors(block);
  // One LLVM block per block, in the region's order (as mlir-translate);
  // arguments of the entry block are the function's, of the others phi
  // nodes. The blocks are filled in dominance order: every value is made
  // before its uses.
  for (Block &block : body)
    blocks[&block] = llvm::BasicBlock::Create(ctx, "", fn);
  llvm::SmallVector<Block *, 16> order = blocksInDominanceOrder(body);
  Block &entry = body.front();
  for (unsigned i = 0; i < entry.getNumArguments(); ++i)
    map(entry.getArgument(i), fn->getArg(i));
  for (Block &block : body) {
    if (&block == &entry)
      continue;
    Builder builder(blocks.lookup(&block),
                    llvm::TargetFolder(module.getDataLayout()));
    for (unsigned i = 0; i < block.getNumArguments(); ++i) {
      Value arg = block.getArgument(i);
      llvm::Type *type = convertType(arg.getType());
      if (!type)
        return func->emitError("cannot translate the type of a block "
                               "argument: ")
               << arg.getType();
      map(arg, builder.CreatePHI(type, 2));
    }
  }
  for (Block *block : order) {
    Builder builder(blocks.lookup(block),
                    llvm::TargetFolder(module.getDataLayout()));
    for (Operation &op : *block)
      if (failed(translateOp(&op, builder)))
        return failure();
  }
  return connectPhis(func);
}

LogicalResult ModuleTranslation::connectPhis(Operation *func) {
  // As MLIR: each block's phis take one entry per predecessor edge, in the
  // order of the block's use-list, the value of the first edge from that
  // predecessor.
  for (Block &block : llvm::drop_begin(func->getRegion(0))) {
    if (block.getNumArguments() == 0)
      continue;
    llvm::BasicBlock *llvmBlock = blocks.lookup(&block);
    for (Block *pred : block.getPredecessors()) {
      Operation &terminator = pred->back();
      const auto *branch = getInterface<BranchOpInterface>(&terminator);
      if (!branch)
        return terminator.emitError("cannot translate a branch without the "
                                    "branch interface");
      unsigned s = 0;
      while (terminator.getSuccessor(s) != &block)
        ++s;
      auto [start, count] = branch->successorOperands(&terminator, s);
      auto phi = llvmBlock->begin();
      for (unsigned i = 0; i < count; ++i, ++phi)
        llvm::cast<llvm::PHINode>(&*phi)->addIncoming(
            lookup(terminator.getOperand(start + i)), blocks.lookup(pred));
    }
  }
  return success();
}

/// In mlir-translate's words, which name the op.
static LogicalResult noTranslation(Operation *op) {
  return op->emitError("cannot be converted to LLVM IR: no translation for "
                       "op: ")
         << op->getName().getStringRef();
}

LogicalResult ModuleTranslation::translateOp(Operation *op,
                                             llvm::IRBuilderBase &builder) {
  const auto *impl = getInterface<LLVMTranslationInterface>(op);
  if (!impl)
    return noTranslation(op);
  // What every translation may take for granted: its operands are made
  // (a value of an unreachable block may be used before it is), and its
  // result types have LLVM types.
  for (Value operand : op->getOperands())
    if (!lookup(operand))
      return op->emitError("cannot be converted to LLVM IR: an operand is "
                           "defined in a block translated after this one");
  for (Type type : op->getResultTypes())
    if (!convertType(type))
      return op->emitError("cannot be converted to LLVM IR: no LLVM type "
                           "for ")
             << type;
  return impl->translate(op, builder, *this);
}

llvm::SmallVector<llvm::Value *, 4>
ModuleTranslation::lookupOperands(Operation *op) const {
  llvm::SmallVector<llvm::Value *, 4> operands;
  for (Value v : op->getOperands())
    operands.push_back(lookup(v));
  return operands;
}

LogicalResult ModuleTranslation::translate() {
  // A nested builtin.module means nothing to LLVM (mlir-translate skips it,
  // as it skips a leftover transform schedule's); other ops at the top
  // level have no translation there.
  for (Operation &op : mlirModule->getRegion(0).front())
    if (!llvm::isa<FuncOp, GlobalOp, builtin::ModuleOp>(&op))
      return noTranslation(&op);
  if (failed(declareGlobals()) || failed(translateGlobalInitializers()))
    return failure();
  for (Operation &op : mlirModule->getRegion(0).front())
    if (llvm::isa<FuncOp>(&op) && failed(translateFunction(&op)))
      return failure();
  return success();
}

std::unique_ptr<llvm::Module> terrace::translateModuleToLLVMIR(
    Operation *module, llvm::LLVMContext &llvmContext, llvm::StringRef name,
    const TranslationOptions &options) {
  auto llvmModule = std::make_unique<llvm::Module>(name, llvmContext);
  if (auto triple = llvm::dyn_cast_if_present<StringAttr>(
          module->getAttr("llvm.target_triple")))
    llvmModule->setTargetTriple(llvm::Triple(triple.getValue()));
  if (auto layout = llvm::dyn_cast_if_present<StringAttr>(
          module->getAttr("llvm.data_layout"))) {
    llvm::Expected<llvm::DataLayout> parsed =
        llvm::DataLayout::parse(layout.getValue());
    if (!parsed) {
      module->emitError("invalid llvm.data_layout: ")
          << llvm::toString(parsed.takeError());
      return nullptr;
    }
    llvmModule->setDataLayout(*parsed);
  }
  // As mlir-translate: the debug-info version every module states.
  llvmModule->addModuleFlag(llvm::Module::Warning, "Debug Info Version",
                            llvm::DEBUG_METADATA_VERSION);
  ModuleTranslation translation(module, *llvmModule, options);
  if (failed(translation.translate()))
    return nullptr;
  return llvmModule;
}
