//===- LLVMAttrs.cpp - The llvm dialect's enums and constraints -----------===//
#include "dialects/llvm/LLVMAttrs.h"
#include "dialects/common/EnumConstraints.h"
#include "dialects/llvm/LLVMTypes.h"

#include "ir/Context.h"
#include "ir/Types.h"

using namespace terrace;
using namespace terrace::LLVM;

//===-- Compatible types --------------------------------------------------===//

bool LLVM::isCompatibleFloatType(Type type) {
  switch (type.getKind()) {
  case TypeKind::BF16:
  case TypeKind::F16:
  case TypeKind::F32:
  case TypeKind::F64:
  case TypeKind::F80:
  case TypeKind::F128:
    return true;
  default:
    return llvm::isa<LLVMPPCFP128Type>(type);
  }
}

static bool isSignlessInt(Type type) { return type.isSignlessInteger(); }

/// A vector whose elements are integers, LLVM floats or pointers.
static bool isCompatibleVector(Type type) {
  auto vector = llvm::dyn_cast<VectorType>(type);
  if (!vector || vector.getShape().size() != 1)
    return false;
  Type element = vector.getElementType();
  return isSignlessInt(element) || isCompatibleFloatType(element) ||
         llvm::isa<LLVMPointerType>(element);
}

bool LLVM::isCompatibleType(Type type) {
  return isSignlessInt(type) || isCompatibleFloatType(type) ||
         isCompatibleVector(type) || isLLVMDialectType(type);
}

/// `type`, or the elements of `type` when it is a compatible vector.
static Type scalarOf(Type type) {
  if (isCompatibleVector(type))
    return llvm::cast<VectorType>(type).getElementType();
  return type;
}
template <bool (*Element)(Type)> static bool scalarOrVectorOf(Type type) {
  return Element(scalarOf(type));
}
static bool isFloat(Type type) { return isCompatibleFloatType(type); }
static bool isI1(Type type) {
  return type.isSignlessInteger() && type.isInteger(1);
}
static bool isPointer(Type type) { return llvm::isa<LLVMPointerType>(type); }
static bool isIntOrPointer(Type type) {
  return isSignlessInt(type) || isPointer(type);
}
static bool isAggregate(Type type) {
  return llvm::isa<LLVMStructType, LLVMArrayType>(type);
}

const TypeConstraint LLVM::kLLVMType = {"LLVM dialect-compatible type",
                                        isCompatibleType};
const TypeConstraint LLVM::kPrimitive = {
    "primitive LLVM type", [](Type t) {
      return isCompatibleType(t) &&
             !llvm::isa<LLVMVoidType, LLVMFunctionType>(t);
    }};
const TypeConstraint LLVM::kSignlessInteger = {"signless integer",
                                               isSignlessInt};
const TypeConstraint LLVM::kI8 = {
    "8-bit signless integer",
    [](Type t) { return t.isSignlessInteger() && t.isInteger(8); },
    [](Context &ctx) -> Type { return IntegerType::get(ctx, 8); }};
const TypeConstraint LLVM::kIntOrIntVector = {
    "signless integer or LLVM dialect-compatible vector of signless integer",
    scalarOrVectorOf<isSignlessInt>};
const TypeConstraint LLVM::kFloatOrFloatVector = {
    "floating point LLVM type or LLVM dialect-compatible vector of floating "
    "point LLVM type",
    scalarOrVectorOf<isFloat>};
const TypeConstraint LLVM::kI1OrI1Vector = {
    "1-bit signless integer or LLVM dialect-compatible vector of 1-bit "
    "signless integer",
    scalarOrVectorOf<isI1>};
const TypeConstraint LLVM::kIntOrPtrOrVector = {
    "signless integer or LLVM dialect-compatible vector of signless integer "
    "or LLVM pointer type or LLVM dialect-compatible vector of LLVM pointer "
    "type",
    scalarOrVectorOf<isIntOrPointer>};
const TypeConstraint LLVM::kAnyPointer = {"LLVM pointer type", isPointer};
const TypeConstraint LLVM::kPtrOrPtrVector = {
    "LLVM pointer type or LLVM dialect-compatible vector of LLVM pointer type",
    scalarOrVectorOf<isPointer>};
const TypeConstraint LLVM::kLoadable = {
    "LLVM type with size", [](Type t) {
      return isCompatibleType(t) &&
             !llvm::isa<LLVMVoidType, LLVMFunctionType, LLVMTokenType,
                        LLVMLabelType, LLVMMetadataType>(t) &&
             !(llvm::isa<LLVMStructType>(t) &&
               llvm::cast<LLVMStructType>(t).isOpaque());
    }};
const TypeConstraint LLVM::kAggregate = {"LLVM aggregate type", isAggregate};
const TypeConstraint LLVM::kAnyVector = {"LLVM dialect-compatible vector type",
                                         isCompatibleVector};
const TypeConstraint LLVM::kNonAggregate = {
    "LLVM-compatible non-aggregate type",
    [](Type t) { return isCompatibleType(t) && !isAggregate(t); }};

//===-- Enums -------------------------------------------------------------===//

static const EnumCase kLinkageCases[] = {
    {"external", 0},  {"available_externally", 1},
    {"linkonce", 2},  {"linkonce_odr", 3},
    {"weak", 4},      {"weak_odr", 5},
    {"appending", 6}, {"internal", 7},
    {"private", 8},   {"extern_weak", 9},
    {"common", 10}};
const EnumSpec LLVM::kLinkage = {.dialect = "llvm",
                                 .mnemonic = "linkage",
                                 .cases = kLinkageCases,
                                 .cppName = "linkage::Linkage",
                                 .attrDefName = "LinkageAttr",
                                 .parameterName = "linkage",
                                 .handParsedKind = "LLVM linkage types",
                                 .keywordKind = "LLVM linkage types"};

static const EnumCase kCConvCases[] = {{"ccc", 0},
                                       {"fastcc", 8},
                                       {"coldcc", 9},
                                       {"cc_10", 10},
                                       {"cc_11", 11},
                                       {"anyregcc", 13},
                                       {"preserve_mostcc", 14},
                                       {"preserve_allcc", 15},
                                       {"swiftcc", 16},
                                       {"cxx_fast_tlscc", 17},
                                       {"tailcc", 18},
                                       {"cfguard_checkcc", 19},
                                       {"swifttailcc", 20},
                                       {"x86_stdcallcc", 64},
                                       {"x86_fastcallcc", 65},
                                       {"arm_apcscc", 66},
                                       {"arm_aapcscc", 67},
                                       {"arm_aapcs_vfpcc", 68},
                                       {"msp430_intrcc", 69},
                                       {"x86_thiscallcc", 70},
                                       {"ptx_kernelcc", 71},
                                       {"ptx_devicecc", 72},
                                       {"spir_funccc", 75},
                                       {"spir_kernelcc", 76},
                                       {"intel_ocl_bicc", 77},
                                       {"x86_64_sysvcc", 78},
                                       {"win64cc", 79},
                                       {"x86_vectorcallcc", 80},
                                       {"hhvmcc", 81},
                                       {"hhvm_ccc", 82},
                                       {"x86_intrcc", 83},
                                       {"avr_intrcc", 84},
                                       {"avr_signalcc", 85},
                                       {"avr_builtincc", 86},
                                       {"amdgpu_vscc", 87},
                                       {"amdgpu_gscc", 88},
                                       {"amdgpu_pscc", 89},
                                       {"amdgpu_cscc", 90},
                                       {"amdgpu_kernelcc", 91},
                                       {"x86_regcallcc", 92},
                                       {"amdgpu_hscc", 93},
                                       {"msp430_builtincc", 94},
                                       {"amdgpu_lscc", 95},
                                       {"amdgpu_escc", 96},
                                       {"aarch64_vectorcallcc", 97},
                                       {"aarch64_sve_vectorcallcc", 98},
                                       {"wasm_emscripten_invokecc", 99},
                                       {"amdgpu_gfxcc", 100},
                                       {"m68k_intrcc", 101}};
const EnumSpec LLVM::kCConv = {.dialect = "llvm",
                               .mnemonic = "cconv",
                               .cases = kCConvCases,
                               .keywordKind = "Calling Conventions"};

static const EnumCase kTailCallKindCases[] = {
    {"none", 0}, {"tail", 1}, {"musttail", 2}, {"notail", 3}};
const EnumSpec LLVM::kTailCallKind = {.dialect = "llvm",
                                      .mnemonic = "tailcallkind",
                                      .cases = kTailCallKindCases,
                                      .keywordKind = "Tail Call Kind"};

// `fast` (every flag) is spelled before the single flags, as MLIR does.
static const EnumCase kFastmathCases[] = {
    {"none", 0}, {"fast", 127},    {"nnan", 1}, {"ninf", 2},    {"nsz", 4},
    {"arcp", 8}, {"contract", 16}, {"afn", 32}, {"reassoc", 64}};
const EnumSpec LLVM::kFastmathFlags = {
    "llvm",
    "fastmath",
    kFastmathCases,
    /*isBitEnum=*/true,
    ", ",
    "::mlir::LLVM::FastmathFlags",
    "none, nnan, ninf, nsz, arcp, contract, afn, reassoc, fast",
    "LLVM_FastmathFlagsAttr"};

static const EnumCase kOverflowCases[] = {{"none", 0}, {"nsw", 1}, {"nuw", 2}};
const EnumSpec LLVM::kOverflowFlags = {"llvm", "overflow", kOverflowCases,
                                       /*isBitEnum=*/true, ", "};

// `inbounds` (inbounds_flag and nusw) before its parts, as MLIR's
// printBitEnumPrimaryGroups.
static const EnumCase kGEPCases[] = {{"none", 0},
                                     {"inbounds", 3},
                                     {"inbounds_flag", 1},
                                     {"nusw", 2},
                                     {"nuw", 4}};
const EnumSpec LLVM::kGEPNoWrapFlags = {"llvm", "gep_no_wrap", kGEPCases,
                                        /*isBitEnum=*/true, "|"};

static const EnumCase kICmpCases[] = {
    {"eq", 0},  {"ne", 1},  {"slt", 2}, {"sle", 3}, {"sgt", 4},
    {"sge", 5}, {"ult", 6}, {"ule", 7}, {"ugt", 8}, {"uge", 9}};
const EnumSpec LLVM::kICmpPredicate = {"llvm", "icmp", kICmpCases};

static const EnumCase kFCmpCases[] = {
    {"_false", 0}, {"oeq", 1},  {"ogt", 2},  {"oge", 3},
    {"olt", 4},    {"ole", 5},  {"one", 6},  {"ord", 7},
    {"ueq", 8},    {"ugt", 9},  {"uge", 10}, {"ult", 11},
    {"ule", 12},   {"une", 13}, {"uno", 14}, {"_true", 15}};
const EnumSpec LLVM::kFCmpPredicate = {"llvm", "fcmp", kFCmpCases};

static const EnumCase kOrderingCases[] = {
    {"not_atomic", 0}, {"unordered", 1}, {"monotonic", 2}, {"acquire", 4},
    {"release", 5},    {"acq_rel", 6},   {"seq_cst", 7}};
const EnumSpec LLVM::kAtomicOrdering = {"llvm", "ordering", kOrderingCases};

static const EnumCase kAtomicBinOpCases[] = {
    {"xchg", 0},       {"add", 1},        {"sub", 2},       {"_and", 3},
    {"nand", 4},       {"_or", 5},        {"_xor", 6},      {"max", 7},
    {"min", 8},        {"umax", 9},       {"umin", 10},     {"fadd", 11},
    {"fsub", 12},      {"fmax", 13},      {"fmin", 14},     {"uinc_wrap", 15},
    {"udec_wrap", 16}, {"usub_cond", 17}, {"usub_sat", 18}, {"fmaximum", 19},
    {"fminimum", 20}};
const EnumSpec LLVM::kAtomicBinOp = {"llvm", "atomic_bin_op",
                                     kAtomicBinOpCases};

static const EnumCase kFramePointerKindCases[] = {{"none", 0},
                                                  {"non-leaf", 1},
                                                  {"all", 2},
                                                  {"reserved", 3},
                                                  {"non-leaf-no-reserve", 4}};
const EnumSpec LLVM::kFramePointerKind = {.dialect = "llvm",
                                          .mnemonic = "framePointerKind",
                                          .cases = kFramePointerKindCases,
                                          .keywordKind =
                                              "LLVM FramePointerKind"};

static const EnumCase kUnnamedAddrCases[] = {
    {"", 0}, {"local_unnamed_addr", 1}, {"unnamed_addr", 2}};
const EnumSpec LLVM::kUnnamedAddr = {"llvm", "unnamed_addr", kUnnamedAddrCases};
static const EnumCase kVisibilityCases[] = {
    {"", 0}, {"hidden", 1}, {"protected", 2}};
const EnumSpec LLVM::kVisibility = {"llvm", "visibility", kVisibilityCases};

//===-- Property constraints ----------------------------------------------===//

using constraints::isCaseOf;
using constraints::isEnumOf;

const TypedAttrConstraint<EnumAttr> LLVM::kFastmathProperty = {
    {.summary = "LLVM fastmath flags",
     .accepts = isEnumOf<kFastmathFlags>,
     .enumAttr = &kFastmathFlags,
     .isStorageKind = true}};
const TypedAttrConstraint<EnumAttr> LLVM::kLinkageProperty = {
    {.summary = "LLVM Linkage specification",
     .accepts = isEnumOf<kLinkage>,
     .enumAttr = &kLinkage,
     .isStorageKind = true}};
const TypedAttrConstraint<EnumAttr> LLVM::kCConvProperty = {
    {.summary = "LLVM Calling Convention specification",
     .accepts = isEnumOf<kCConv>,
     .enumAttr = &kCConv,
     .isStorageKind = true}};
const TypedAttrConstraint<EnumAttr> LLVM::kTailCallKindProperty = {
    {.summary = "LLVM Calling Convention specification",
     .accepts = isEnumOf<kTailCallKind>,
     .enumAttr = &kTailCallKind,
     .isStorageKind = true}};
// EnumProps of MLIR: integers in the generic form, `overflow<nsw>` and
// `inbounds|nuw` in the custom one.
const TypedAttrConstraint<IntegerAttr> LLVM::kOverflowFlagsProperty = {
    {.summary = "LLVM integer overflow flags",
     .accepts = isCaseOf<kOverflowFlags, 32>,
     .keywordWidth = 32,
     .enumAttr = &kOverflowFlags,
     .enumAsInteger = true}};
const TypedAttrConstraint<IntegerAttr> LLVM::kGEPNoWrapProperty = {
    {.summary = "LLVM GEP no-wrap flags",
     .accepts = isCaseOf<kGEPNoWrapFlags, 32>}};
const TypedAttrConstraint<IntegerAttr> LLVM::kICmpPredicateProperty = {
    {"allowed 64-bit signless integer cases: 0, 1, 2, 3, 4, 5, 6, 7, 8, 9",
     isCaseOf<kICmpPredicate, 64>}};
const TypedAttrConstraint<IntegerAttr> LLVM::kFCmpPredicateProperty = {
    {"allowed 64-bit signless integer cases: 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, "
     "10, 11, 12, 13, 14, 15",
     isCaseOf<kFCmpPredicate, 64>}};
const TypedAttrConstraint<IntegerAttr> LLVM::kAtomicOrderingProperty = {
    {.summary = "allowed 64-bit signless integer cases: 0, 1, 2, 4, 5, 6, 7",
     .accepts = isCaseOf<kAtomicOrdering, 64>,
     .keywordEnum = &kAtomicOrdering}};
const TypedAttrConstraint<IntegerAttr> LLVM::kAtomicBinOpProperty = {
    {.summary =
         "allowed 64-bit signless integer cases: 0, 1, 2, 3, 4, 5, 6, 7, "
         "8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20",
     .accepts = isCaseOf<kAtomicBinOp, 64>,
     .keywordEnum = &kAtomicBinOp}};
const TypedAttrConstraint<IntegerAttr> LLVM::kI32Property = {
    {.summary = "32-bit signless integer attribute",
     .accepts =
         [](Attribute a) {
           auto i = llvm::dyn_cast<IntegerAttr>(a);
           return i && i.getType().isSignlessInteger() &&
                  i.getType().isInteger(32);
         },
     .valueType = [](Context &ctx) -> Type {
       return IntegerType::get(ctx, 32);
     }}};
const TypedAttrConstraint<TypeAttr> LLVM::kTypeProperty = {
    {.summary = "any type attribute",
     .accepts = [](Attribute a) { return llvm::isa<TypeAttr>(a); },
     .isStorageKind = true}};
const TypedAttrConstraint<ArrayAttr> LLVM::kArrayProperty = {
    {.summary = "array attribute",
     .accepts = [](Attribute a) { return llvm::isa<ArrayAttr>(a); },
     .isStorageKind = true}};
const TypedAttrConstraint<IntegerAttr> LLVM::kI1Property = {
    {.summary = "1-bit signless integer attribute",
     .accepts =
         [](Attribute a) {
           auto i = llvm::dyn_cast<IntegerAttr>(a);
           return i && i.getType().isSignlessInteger() &&
                  i.getType().isInteger(1);
         },
     .valueType = [](Context &ctx) -> Type {
       return IntegerType::get(ctx, 1);
     }}};
const TypedAttrConstraint<DenseIntOrFPElementsAttr> LLVM::kIntElementsProperty =
    {{.summary = "integer elements attribute", .accepts = [](Attribute a) {
        auto dense = llvm::dyn_cast<DenseIntOrFPElementsAttr>(a);
        return dense && dense.getType().getElementType().isInteger();
      }}};

Attribute LLVM::noFastmath(Context &ctx) {
  return EnumAttr::get(ctx, kFastmathFlags, 0);
}
Attribute LLVM::noOverflow(Context &ctx) {
  return IntegerAttr::get(IntegerType::get(ctx, 32), 0);
}
Attribute LLVM::noGEPFlags(Context &ctx) {
  return IntegerAttr::get(IntegerType::get(ctx, 32), 0);
}
Attribute LLVM::notAtomic(Context &ctx) { return i64Attr(ctx, 0); }
Attribute LLVM::i64Attr(Context &ctx, int64_t value) {
  return IntegerAttr::get(IntegerType::get(ctx, 64), value);
}
