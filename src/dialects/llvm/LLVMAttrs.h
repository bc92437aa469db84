//===- LLVMAttrs.h - The llvm dialect's enums and constraints -------------===//
//
// The enum attributes of MLIR 22's LLVM dialect (`#llvm.linkage<internal>`,
// `#llvm.cconv<fastcc>`, `#llvm.fastmath<nnan, ninf>`, ...), the integer
// enums its ops keep as properties (compare predicates, overflow and GEP
// flags, atomic orderings), and the type constraints of its ops, with the
// words MLIR's verifier prints.
//
//===----------------------------------------------------------------------===//
#pragma once

#include "ir/Attributes.h"
#include "ir/OperationName.h"

namespace terrace::LLVM {

//===-- Which builtin and dialect types the LLVM dialect takes ------------===//

/// MLIR's isCompatibleType: signless integers, LLVM's float types,
/// vectors of those or of pointers, and the dialect's own types.
bool isCompatibleType(Type type);
/// bf16, f16, f32, f64, f80 and f128.
bool isCompatibleFloatType(Type type);

extern const TypeConstraint kLLVMType;
extern const TypeConstraint kPrimitive;
extern const TypeConstraint kSignlessInteger;
extern const TypeConstraint kI8;
extern const TypeConstraint kIntOrIntVector;
extern const TypeConstraint kFloatOrFloatVector;
extern const TypeConstraint kI1OrI1Vector;
extern const TypeConstraint kIntOrPtrOrVector;
extern const TypeConstraint kAnyPointer;
extern const TypeConstraint kPtrOrPtrVector;
extern const TypeConstraint kLoadable;
extern const TypeConstraint kAggregate;
extern const TypeConstraint kAnyVector;
extern const TypeConstraint kNonAggregate;

//===-- Enums -------------------------------------------------------------===//

/// `#llvm.linkage<...>`: external = 0 ... common = 10.
extern const EnumSpec kLinkage;
/// The values of kLinkage that code names.
namespace linkage {
constexpr uint64_t External = 0, Internal = 7, Private = 8;
} // namespace linkage
/// `#llvm.cconv<...>`: ccc = 0, fastcc = 8, ...
extern const EnumSpec kCConv;
/// `#llvm.tailcallkind<...>`: none, tail, musttail, notail.
extern const EnumSpec kTailCallKind;
/// `#llvm.fastmath<...>`: nnan = 1 ... reassoc = 64, fast = all.
extern const EnumSpec kFastmathFlags;
/// overflowFlags, spelled `overflow<nsw, nuw>`: nsw = 1, nuw = 2.
extern const EnumSpec kOverflowFlags;
/// noWrapFlags of a GEP: `inbounds` (3), `nusw` (2), `nuw` (4).
extern const EnumSpec kGEPNoWrapFlags;
/// icmp's and fcmp's predicates.
extern const EnumSpec kICmpPredicate;
extern const EnumSpec kFCmpPredicate;
/// load's and store's `ordering`: not_atomic = 0 ... seq_cst = 7.
extern const EnumSpec kAtomicOrdering;
/// llvm.atomicrmw's `bin_op`: xchg = 0 ... fminimum = 20.
extern const EnumSpec kAtomicBinOp;
/// `#llvm.framePointerKind<...>`: none, "non-leaf", all, reserved, ...
extern const EnumSpec kFramePointerKind;
/// llvm.func's and llvm.mlir.global's `unnamed_addr` and `visibility_`.
extern const EnumSpec kUnnamedAddr;
extern const EnumSpec kVisibility;

extern const TypedAttrConstraint<EnumAttr> kFastmathProperty;
extern const TypedAttrConstraint<IntegerAttr> kOverflowFlagsProperty;
extern const TypedAttrConstraint<IntegerAttr> kGEPNoWrapProperty;
extern const TypedAttrConstraint<IntegerAttr> kICmpPredicateProperty;
extern const TypedAttrConstraint<IntegerAttr> kFCmpPredicateProperty;
extern const TypedAttrConstraint<IntegerAttr> kAtomicOrderingProperty;
extern const TypedAttrConstraint<IntegerAttr> kAtomicBinOpProperty;
extern const TypedAttrConstraint<EnumAttr> kLinkageProperty;
extern const TypedAttrConstraint<EnumAttr> kCConvProperty;
extern const TypedAttrConstraint<EnumAttr> kTailCallKindProperty;
/// A TypeAttr (MLIR's TypeAttr): formats spell the type.
extern const TypedAttrConstraint<TypeAttr> kTypeProperty;
/// Any array attribute (MLIR's ArrayAttr): llvm.intr.assume's bundle tags.
extern const TypedAttrConstraint<ArrayAttr> kArrayProperty;
/// MLIR's I32Attr.
extern const TypedAttrConstraint<IntegerAttr> kI32Property;
/// MLIR's I1Attr: `true` or `false`.
extern const TypedAttrConstraint<IntegerAttr> kI1Property;
/// Dense integer elements (llvm.switch's case values).
extern const TypedAttrConstraint<DenseIntOrFPElementsAttr> kIntElementsProperty;

/// The defaults of the properties above.
Attribute noFastmath(Context &ctx);
Attribute noOverflow(Context &ctx);
Attribute noGEPFlags(Context &ctx);
Attribute notAtomic(Context &ctx);

/// The i64 integer attribute MLIR stores a value of an I64 enum as.
Attribute i64Attr(Context &ctx, int64_t value);

} // namespace terrace::LLVM
