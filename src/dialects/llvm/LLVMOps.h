//===- LLVMOps.h - The llvm ops as C++ types ------------------------------===//
//
// One type per op of MLIR 22's LLVM dialect that Terrace knows (see
// ir/OpBase.h): the ops the lowerings to LLVM make. The tables are in
// LLVMFuncOps.cpp (functions, calls, branches, globals), LLVMArithOps.cpp
// (integer and float arithmetic, compares, casts, intrinsics) and
// LLVMMemoryOps.cpp (constants, memory, aggregates and vectors); the
// enums and constraints they share in LLVMAttrs.h.
//
//===----------------------------------------------------------------------===//
#pragma once

#include "dialects/common/TypeConstraints.h"
#include "dialects/llvm/LLVMAttrs.h"
#include "ir/OpBase.h"

namespace terrace::LLVM {

//===-- Functions, calls, control flow (LLVMFuncOps.cpp) ------------------===//

/// `llvm.func internal @f(%arg0: i32) -> i32 { ... }`: a function, or its
/// declaration when the body is empty. Its syntax and properties are
/// MLIR's custom ones, so it checks its own structure.
struct FuncOp : Op<FuncOp> {
  static constexpr bool kChecksItsOwnStructure = true;
  static constexpr llvm::StringLiteral name = "llvm.func";
  /// An external function `name` of `type` (an LLVMFunctionType) with an
  /// empty body, as MLIR's builder makes it for the lowerings.
  static FuncOp build(OpBuilder &builder, Location loc, llvm::StringRef name,
                      Type type);
};

/// `llvm.return %0 : i32`.
struct ReturnOp : Op<ReturnOp> {
  static constexpr llvm::StringLiteral name = "llvm.return";
  static constexpr ValueSpec kOperands[] = {
      {"arg", &kLLVMType, Arity::Optional}};
};

/// `llvm.call @f(%a) : (i32) -> i32`, or through a pointer,
/// `llvm.call %fp(%a) : !llvm.ptr, (i32) -> i32`.
struct CallOp : Op<CallOp> {
  static constexpr bool kChecksItsOwnStructure = true;
  static constexpr llvm::StringLiteral name = "llvm.call";
  /// A direct call of `callee` with `args`; `result` null for a void
  /// function.
  static CallOp build(OpBuilder &builder, Location loc, llvm::StringRef callee,
                      Type result, ValueRange args);
};

/// `llvm.br ^bb1(%0 : i32)`.
struct BrOp : Op<BrOp> {
  static constexpr llvm::StringLiteral name = "llvm.br";
  static constexpr ValueSpec kOperands[] = {
      {"destOperands", &kLLVMType, Arity::Variadic}};
  static constexpr AttrSpec kProperties[] = {
      {"loop_annotation", &constraints::AnyAttrProperty, nullptr,
       /*optional=*/true}};
  static constexpr SuccessorSpec kSuccessors[] = {{"dest"}};
};

/// `llvm.cond_br %c weights([90, 10]), ^bb1, ^bb2(%x : f32)`.
struct CondBrOp : Op<CondBrOp> {
  static constexpr llvm::StringLiteral name = "llvm.cond_br";
  static constexpr ValueSpec kOperands[] = {
      {"condition", &constraints::I1},
      {"trueDestOperands", &kLLVMType, Arity::Variadic},
      {"falseDestOperands", &kLLVMType, Arity::Variadic}};
  static constexpr AttrSpec kProperties[] = {
      {"branch_weights", &constraints::DenseI32ArrayProperty, nullptr,
       /*optional=*/true},
      {"loop_annotation", &constraints::AnyAttrProperty, nullptr,
       /*optional=*/true}};
  static constexpr SuccessorSpec kSuccessors[] = {{"trueDest"}, {"falseDest"}};
};

/// `llvm.switch %v : i32, ^default [ 1: ^bb1, 2: ^bb2(%x : i32) ]`.
struct SwitchOp : Op<SwitchOp> {
  static constexpr llvm::StringLiteral name = "llvm.switch";
  static constexpr ValueSpec kOperands[] = {
      {"value", &kSignlessInteger},
      {"defaultOperands", &constraints::AnyType, Arity::Variadic},
      {"caseOperands", &constraints::AnyType, Arity::Variadic,
       "case_operand_segments"}};
  static constexpr AttrSpec kProperties[] = {
      {"case_values", &kIntElementsProperty, nullptr, /*optional=*/true},
      {"case_operand_segments", &constraints::DenseI32ArrayProperty},
      {"branch_weights", &constraints::DenseI32ArrayProperty, nullptr,
       /*optional=*/true}};
  static constexpr SuccessorSpec kSuccessors[] = {
      {"defaultDestination"}, {"caseDestinations", /*variadic=*/true}};
};

/// `llvm.unreachable`.
struct UnreachableOp : Op<UnreachableOp> {
  static constexpr llvm::StringLiteral name = "llvm.unreachable";
};

/// `llvm.mlir.addressof @g : !llvm.ptr`.
struct AddressOfOp : Op<AddressOfOp> {
  static constexpr llvm::StringLiteral name = "llvm.mlir.addressof";
  static constexpr ValueSpec kResults[] = {{"res", &kAnyPointer}};
  static constexpr AttrSpec kProperties[] = {
      {"global_name", &constraints::FlatSymbolRefProperty}};
};

/// `llvm.mlir.global internal constant @c(42 : i32) : i32`, or with an
/// initializer region.
struct GlobalOp : Op<GlobalOp> {
  static constexpr bool kChecksItsOwnStructure = true;
  static constexpr llvm::StringLiteral name = "llvm.mlir.global";
  /// A global `name` of `type` with `linkage` (a value of kLinkage),
  /// initialized with `value` when given (else by a region the caller
  /// fills, or not at all), with an empty region either way; `alignment`
  /// 0 for none.
  static GlobalOp build(OpBuilder &builder, Location loc, Type type,
                        bool isConstant, uint64_t linkage, llvm::StringRef name,
                        Attribute value, uint64_t alignment = 0,
                        unsigned addressSpace = 0);
};

//===-- Arithmetic, compares, casts (LLVMArithOps.cpp) --------------------===//

/// Integer binary ops: both operands and the result of one type.
struct IntBinary {
  static constexpr ValueSpec kOperands[] = {{"lhs", &kIntOrIntVector},
                                            {"rhs", &kIntOrIntVector}};
  static constexpr ValueSpec kResults[] = {{"res", &kIntOrIntVector}};
};
/// ... with `overflow<nsw, nuw>`.
struct IntBinaryWithOverflow : IntBinary {
  static constexpr AttrSpec kProperties[] = {
      {"overflowFlags", &kOverflowFlagsProperty, noOverflow}};
};
/// ... with `exact`.
struct IntBinaryWithExact : IntBinary {
  static constexpr AttrSpec kProperties[] = {
      {"isExact", &constraints::UnitProperty, nullptr, /*optional=*/true}};
};

#define TERRACE_LLVM_OP(Class, opName, Base)                                   \
  struct Class : Op<Class>, Base {                                             \
    static constexpr llvm::StringLiteral name = opName;                        \
  };

TERRACE_LLVM_OP(AddOp, "llvm.add", IntBinaryWithOverflow)
TERRACE_LLVM_OP(SubOp, "llvm.sub", IntBinaryWithOverflow)
TERRACE_LLVM_OP(MulOp, "llvm.mul", IntBinaryWithOverflow)
TERRACE_LLVM_OP(ShlOp, "llvm.shl", IntBinaryWithOverflow)
TERRACE_LLVM_OP(UDivOp, "llvm.udiv", IntBinaryWithExact)
TERRACE_LLVM_OP(SDivOp, "llvm.sdiv", IntBinaryWithExact)
TERRACE_LLVM_OP(LShrOp, "llvm.lshr", IntBinaryWithExact)
TERRACE_LLVM_OP(AShrOp, "llvm.ashr", IntBinaryWithExact)
TERRACE_LLVM_OP(URemOp, "llvm.urem", IntBinary)
TERRACE_LLVM_OP(SRemOp, "llvm.srem", IntBinary)
TERRACE_LLVM_OP(AndOp, "llvm.and", IntBinary)
TERRACE_LLVM_OP(XOrOp, "llvm.xor", IntBinary)

/// `llvm.or disjoint %a, %b : i32`.
struct OrOp : Op<OrOp>, IntBinary {
  static constexpr llvm::StringLiteral name = "llvm.or";
  static constexpr AttrSpec kProperties[] = {
      {"isDisjoint", &constraints::UnitProperty, nullptr, /*optional=*/true}};
};

/// Float binary ops, with fast-math flags.
struct FloatBinary {
  static constexpr ValueSpec kOperands[] = {{"lhs", &kFloatOrFloatVector},
                                            {"rhs", &kFloatOrFloatVector}};
  static constexpr ValueSpec kResults[] = {{"res", &kFloatOrFloatVector}};
  static constexpr AttrSpec kProperties[] = {
      {"fastmathFlags", &kFastmathProperty, noFastmath}};
};
TERRACE_LLVM_OP(FAddOp, "llvm.fadd", FloatBinary)
TERRACE_LLVM_OP(FSubOp, "llvm.fsub", FloatBinary)
TERRACE_LLVM_OP(FMulOp, "llvm.fmul", FloatBinary)
TERRACE_LLVM_OP(FDivOp, "llvm.fdiv", FloatBinary)
TERRACE_LLVM_OP(FRemOp, "llvm.frem", FloatBinary)

/// `llvm.fneg %x : f32`.
struct FNegOp : Op<FNegOp> {
  static constexpr llvm::StringLiteral name = "llvm.fneg";
  static constexpr ValueSpec kOperands[] = {{"operand", &kFloatOrFloatVector}};
  static constexpr ValueSpec kResults[] = {{"res", &kFloatOrFloatVector}};
  static constexpr AttrSpec kProperties[] = {
      {"fastmathFlags", &kFastmathProperty, noFastmath}};
};

/// `llvm.icmp "slt" %a, %b : i32`.
struct ICmpOp : Op<ICmpOp> {
  static constexpr llvm::StringLiteral name = "llvm.icmp";
  static constexpr ValueSpec kOperands[] = {{"lhs", &kIntOrPtrOrVector},
                                            {"rhs", &kIntOrPtrOrVector}};
  static constexpr ValueSpec kResults[] = {{"res", &kI1OrI1Vector}};
  static constexpr AttrSpec kProperties[] = {
      {"predicate", &kICmpPredicateProperty}};
};

/// `llvm.fcmp "olt" %x, %y : f32`.
struct FCmpOp : Op<FCmpOp> {
  static constexpr llvm::StringLiteral name = "llvm.fcmp";
  static constexpr ValueSpec kOperands[] = {{"lhs", &kFloatOrFloatVector},
                                            {"rhs", &kFloatOrFloatVector}};
  static constexpr ValueSpec kResults[] = {{"res", &kI1OrI1Vector}};
  static constexpr AttrSpec kProperties[] = {
      {"predicate", &kFCmpPredicateProperty},
      {"fastmathFlags", &kFastmathProperty, noFastmath}};
};

/// Casts: `llvm.sext %a : i32 to i64`.
template <const TypeConstraint &From, const TypeConstraint &To> struct Cast {
  static constexpr ValueSpec kOperands[] = {{"arg", &From}};
  static constexpr ValueSpec kResults[] = {{"res", &To}};
};
using IntToInt = Cast<kIntOrIntVector, kIntOrIntVector>;
using FloatToFloat = Cast<kFloatOrFloatVector, kFloatOrFloatVector>;
using FloatToInt = Cast<kFloatOrFloatVector, kIntOrIntVector>;
using IntToFloat = Cast<kIntOrIntVector, kFloatOrFloatVector>;
using PtrToInt = Cast<kPtrOrPtrVector, kIntOrIntVector>;
using IntToPtr = Cast<kIntOrIntVector, kPtrOrPtrVector>;
using PtrToPtr = Cast<kPtrOrPtrVector, kPtrOrPtrVector>;
using NonAggregateCast = Cast<kNonAggregate, kNonAggregate>;

/// ... with `nneg`.
template <typename Base> struct WithNonNeg : Base {
  static constexpr AttrSpec kProperties[] = {
      {"nonNeg", &constraints::UnitProperty, nullptr, /*optional=*/true}};
};

/// `llvm.trunc %x overflow<nsw> : i64 to i32`.
struct TruncOp : Op<TruncOp>, IntToInt {
  static constexpr llvm::StringLiteral name = "llvm.trunc";
  static constexpr AttrSpec kProperties[] = {
      {"overflowFlags", &kOverflowFlagsProperty, noOverflow}};
};
TERRACE_LLVM_OP(ZExtOp, "llvm.zext", WithNonNeg<IntToInt>)
TERRACE_LLVM_OP(SExtOp, "llvm.sext", IntToInt)
TERRACE_LLVM_OP(FPTruncOp, "llvm.fptrunc", FloatToFloat)
TERRACE_LLVM_OP(FPExtOp, "llvm.fpext", FloatToFloat)
TERRACE_LLVM_OP(FPToSIOp, "llvm.fptosi", FloatToInt)
TERRACE_LLVM_OP(FPToUIOp, "llvm.fptoui", FloatToInt)
TERRACE_LLVM_OP(SIToFPOp, "llvm.sitofp", IntToFloat)
TERRACE_LLVM_OP(UIToFPOp, "llvm.uitofp", WithNonNeg<IntToFloat>)
TERRACE_LLVM_OP(BitcastOp, "llvm.bitcast", NonAggregateCast)
TERRACE_LLVM_OP(PtrToIntOp, "llvm.ptrtoint", PtrToInt)
TERRACE_LLVM_OP(IntToPtrOp, "llvm.inttoptr", IntToPtr)
TERRACE_LLVM_OP(AddrSpaceCastOp, "llvm.addrspacecast", PtrToPtr)

/// `llvm.select %c, %a, %b : i1, i32`.
struct SelectOp : Op<SelectOp> {
  static constexpr llvm::StringLiteral name = "llvm.select";
  static constexpr ValueSpec kOperands[] = {{"condition", &kI1OrI1Vector},
                                            {"trueValue", &kLLVMType},
                                            {"falseValue", &kLLVMType}};
  static constexpr ValueSpec kResults[] = {{"res", &kLLVMType}};
  static constexpr AttrSpec kProperties[] = {
      {"fastmathFlags", &kFastmathProperty, noFastmath}};
};

/// `llvm.freeze %a : i32`.
struct FreezeOp : Op<FreezeOp> {
  static constexpr llvm::StringLiteral name = "llvm.freeze";
  static constexpr ValueSpec kOperands[] = {{"val", &kLLVMType}};
  static constexpr ValueSpec kResults[] = {{"res", &kLLVMType}};
};

/// Intrinsics with MLIR's `(operands) : (types) -> type` syntax, of float
/// operands with fast-math flags or of integer operands.
template <unsigned N, const TypeConstraint &T, bool Fastmath>
struct IntrinsicShape;
template <const TypeConstraint &T> struct IntrinsicShape<1, T, true> {
  static constexpr ValueSpec kOperands[] = {{"in", &T}};
  static constexpr ValueSpec kResults[] = {{"res", &T}};
  static constexpr AttrSpec kProperties[] = {
      {"fastmathFlags", &kFastmathProperty, noFastmath}};
};
template <const TypeConstraint &T> struct IntrinsicShape<2, T, true> {
  static constexpr ValueSpec kOperands[] = {{"a", &T}, {"b", &T}};
  static constexpr ValueSpec kResults[] = {{"res", &T}};
  static constexpr AttrSpec kProperties[] = {
      {"fastmathFlags", &kFastmathProperty, noFastmath}};
};
template <const TypeConstraint &T> struct IntrinsicShape<3, T, true> {
  static constexpr ValueSpec kOperands[] = {{"a", &T}, {"b", &T}, {"c", &T}};
  static constexpr ValueSpec kResults[] = {{"res", &T}};
  static constexpr AttrSpec kProperties[] = {
      {"fastmathFlags", &kFastmathProperty, noFastmath}};
};
template <const TypeConstraint &T> struct IntrinsicShape<1, T, false> {
  static constexpr ValueSpec kOperands[] = {{"in", &T}};
  static constexpr ValueSpec kResults[] = {{"res", &T}};
};
template <const TypeConstraint &T> struct IntrinsicShape<2, T, false> {
  static constexpr ValueSpec kOperands[] = {{"a", &T}, {"b", &T}};
  static constexpr ValueSpec kResults[] = {{"res", &T}};
};
using UnaryFloatIntrinsic = IntrinsicShape<1, kFloatOrFloatVector, true>;
using BinaryFloatIntrinsic = IntrinsicShape<2, kFloatOrFloatVector, true>;
using TernaryFloatIntrinsic = IntrinsicShape<3, kFloatOrFloatVector, true>;
using UnaryIntIntrinsic = IntrinsicShape<1, kIntOrIntVector, false>;
using BinaryIntIntrinsic = IntrinsicShape<2, kIntOrIntVector, false>;

TERRACE_LLVM_OP(FAbsOp, "llvm.intr.fabs", UnaryFloatIntrinsic)
TERRACE_LLVM_OP(SqrtOp, "llvm.intr.sqrt", UnaryFloatIntrinsic)
TERRACE_LLVM_OP(ExpOp, "llvm.intr.exp", UnaryFloatIntrinsic)
TERRACE_LLVM_OP(Exp2Op, "llvm.intr.exp2", UnaryFloatIntrinsic)
TERRACE_LLVM_OP(LogOp, "llvm.intr.log", UnaryFloatIntrinsic)
TERRACE_LLVM_OP(Log2Op, "llvm.intr.log2", UnaryFloatIntrinsic)
TERRACE_LLVM_OP(Log10Op, "llvm.intr.log10", UnaryFloatIntrinsic)
TERRACE_LLVM_OP(SinOp, "llvm.intr.sin", UnaryFloatIntrinsic)
TERRACE_LLVM_OP(CosOp, "llvm.intr.cos", UnaryFloatIntrinsic)
TERRACE_LLVM_OP(TanOp, "llvm.intr.tan", UnaryFloatIntrinsic)
TERRACE_LLVM_OP(TanhOp, "llvm.intr.tanh", UnaryFloatIntrinsic)
TERRACE_LLVM_OP(FloorOp, "llvm.intr.floor", UnaryFloatIntrinsic)
TERRACE_LLVM_OP(CeilOp, "llvm.intr.ceil", UnaryFloatIntrinsic)
TERRACE_LLVM_OP(RoundOp, "llvm.intr.round", UnaryFloatIntrinsic)
TERRACE_LLVM_OP(RoundEvenOp, "llvm.intr.roundeven", UnaryFloatIntrinsic)
TERRACE_LLVM_OP(FTruncOp, "llvm.intr.trunc", UnaryFloatIntrinsic)
TERRACE_LLVM_OP(PowOp, "llvm.intr.pow", BinaryFloatIntrinsic)
TERRACE_LLVM_OP(CopySignOp, "llvm.intr.copysign", BinaryFloatIntrinsic)
TERRACE_LLVM_OP(MinNumOp, "llvm.intr.minnum", BinaryFloatIntrinsic)
TERRACE_LLVM_OP(MaxNumOp, "llvm.intr.maxnum", BinaryFloatIntrinsic)
TERRACE_LLVM_OP(MinimumOp, "llvm.intr.minimum", BinaryFloatIntrinsic)
TERRACE_LLVM_OP(MaximumOp, "llvm.intr.maximum", BinaryFloatIntrinsic)
TERRACE_LLVM_OP(FMAOp, "llvm.intr.fma", TernaryFloatIntrinsic)
TERRACE_LLVM_OP(FMulAddOp, "llvm.intr.fmuladd", TernaryFloatIntrinsic)
TERRACE_LLVM_OP(RintOp, "llvm.intr.rint", UnaryFloatIntrinsic)
TERRACE_LLVM_OP(NearbyintOp, "llvm.intr.nearbyint", UnaryFloatIntrinsic)
TERRACE_LLVM_OP(Exp10Op, "llvm.intr.exp10", UnaryFloatIntrinsic)
TERRACE_LLVM_OP(ASinOp, "llvm.intr.asin", UnaryFloatIntrinsic)
TERRACE_LLVM_OP(ACosOp, "llvm.intr.acos", UnaryFloatIntrinsic)
TERRACE_LLVM_OP(ATanOp, "llvm.intr.atan", UnaryFloatIntrinsic)
TERRACE_LLVM_OP(SinhOp, "llvm.intr.sinh", UnaryFloatIntrinsic)
TERRACE_LLVM_OP(CoshOp, "llvm.intr.cosh", UnaryFloatIntrinsic)
TERRACE_LLVM_OP(ATan2Op, "llvm.intr.atan2", BinaryFloatIntrinsic)
TERRACE_LLVM_OP(CtPopOp, "llvm.intr.ctpop", UnaryIntIntrinsic)
TERRACE_LLVM_OP(BitReverseOp, "llvm.intr.bitreverse", UnaryIntIntrinsic)
TERRACE_LLVM_OP(ByteSwapOp, "llvm.intr.bswap", UnaryIntIntrinsic)
TERRACE_LLVM_OP(SAddSatOp, "llvm.intr.sadd.sat", BinaryIntIntrinsic)
TERRACE_LLVM_OP(UAddSatOp, "llvm.intr.uadd.sat", BinaryIntIntrinsic)
TERRACE_LLVM_OP(SSubSatOp, "llvm.intr.ssub.sat", BinaryIntIntrinsic)
TERRACE_LLVM_OP(USubSatOp, "llvm.intr.usub.sat", BinaryIntIntrinsic)
TERRACE_LLVM_OP(SShlSatOp, "llvm.intr.sshl.sat", BinaryIntIntrinsic)
TERRACE_LLVM_OP(UShlSatOp, "llvm.intr.ushl.sat", BinaryIntIntrinsic)

/// Funnel shifts: three integers of one type.
struct TernaryIntIntrinsic {
  static constexpr ValueSpec kOperands[] = {{"a", &kIntOrIntVector},
                                            {"b", &kIntOrIntVector},
                                            {"c", &kIntOrIntVector}};
  static constexpr ValueSpec kResults[] = {{"res", &kIntOrIntVector}};
};
TERRACE_LLVM_OP(FshlOp, "llvm.intr.fshl", TernaryIntIntrinsic)
TERRACE_LLVM_OP(FshrOp, "llvm.intr.fshr", TernaryIntIntrinsic)

/// lround and friends: a float in, an integer out.
struct IntRoundIntrinsic {
  static constexpr ValueSpec kOperands[] = {{"val", &kFloatOrFloatVector}};
  static constexpr ValueSpec kResults[] = {{"res", &kIntOrIntVector}};
};
TERRACE_LLVM_OP(LroundOp, "llvm.intr.lround", IntRoundIntrinsic)
TERRACE_LLVM_OP(LlroundOp, "llvm.intr.llround", IntRoundIntrinsic)
TERRACE_LLVM_OP(LrintOp, "llvm.intr.lrint", IntRoundIntrinsic)
TERRACE_LLVM_OP(LlrintOp, "llvm.intr.llrint", IntRoundIntrinsic)

/// `{s,u}{add,sub,mul}.with.overflow`: the result and an overflow bit, as
/// a struct; no custom syntax in MLIR 22.
struct ArithWithOverflow {
  static constexpr ValueSpec kOperands[] = {{"a", &kIntOrIntVector},
                                            {"b", &kIntOrIntVector}};
  static constexpr ValueSpec kResults[] = {{"res", &kLLVMType}};
};
TERRACE_LLVM_OP(SAddWithOverflowOp, "llvm.intr.sadd.with.overflow",
                ArithWithOverflow)
TERRACE_LLVM_OP(UAddWithOverflowOp, "llvm.intr.uadd.with.overflow",
                ArithWithOverflow)
TERRACE_LLVM_OP(SSubWithOverflowOp, "llvm.intr.ssub.with.overflow",
                ArithWithOverflow)
TERRACE_LLVM_OP(USubWithOverflowOp, "llvm.intr.usub.with.overflow",
                ArithWithOverflow)
TERRACE_LLVM_OP(SMulWithOverflowOp, "llvm.intr.smul.with.overflow",
                ArithWithOverflow)
TERRACE_LLVM_OP(UMulWithOverflowOp, "llvm.intr.umul.with.overflow",
                ArithWithOverflow)

/// `"llvm.intr.is.fpclass"(%x) <{bit = 3 : i32}>`.
struct IsFPClassOp : Op<IsFPClassOp> {
  static constexpr llvm::StringLiteral name = "llvm.intr.is.fpclass";
  static constexpr ValueSpec kOperands[] = {{"in", &kFloatOrFloatVector}};
  static constexpr ValueSpec kResults[] = {{"res", &kI1OrI1Vector}};
  static constexpr AttrSpec kProperties[] = {{"bit", &kI32Property}};
};
TERRACE_LLVM_OP(SMaxOp, "llvm.intr.smax", BinaryIntIntrinsic)
TERRACE_LLVM_OP(SMinOp, "llvm.intr.smin", BinaryIntIntrinsic)
TERRACE_LLVM_OP(UMaxOp, "llvm.intr.umax", BinaryIntIntrinsic)
TERRACE_LLVM_OP(UMinOp, "llvm.intr.umin", BinaryIntIntrinsic)

/// Count leading / trailing zeros: no custom syntax in MLIR 22.
struct CountZeros {
  static constexpr ValueSpec kOperands[] = {{"in", &kIntOrIntVector}};
  static constexpr ValueSpec kResults[] = {{"res", &kIntOrIntVector}};
  static constexpr AttrSpec kProperties[] = {{"is_zero_poison", &kI1Property}};
};
TERRACE_LLVM_OP(CountLeadingZerosOp, "llvm.intr.ctlz", CountZeros)
TERRACE_LLVM_OP(CountTrailingZerosOp, "llvm.intr.cttz", CountZeros)

/// `"llvm.intr.abs"(%x) <{is_int_min_poison = false}>`.
struct AbsOp : Op<AbsOp> {
  static constexpr llvm::StringLiteral name = "llvm.intr.abs";
  static constexpr ValueSpec kOperands[] = {{"in", &kIntOrIntVector}};
  static constexpr ValueSpec kResults[] = {{"res", &kIntOrIntVector}};
  static constexpr AttrSpec kProperties[] = {
      {"is_int_min_poison", &kI1Property}};
};

/// `llvm.intr.powi(%x, %n) : (f32, i32) -> f32`.
struct PowIOp : Op<PowIOp> {
  static constexpr llvm::StringLiteral name = "llvm.intr.powi";
  static constexpr ValueSpec kOperands[] = {{"val", &kFloatOrFloatVector},
                                            {"power", &kSignlessInteger}};
  static constexpr ValueSpec kResults[] = {{"res", &kFloatOrFloatVector}};
  static constexpr AttrSpec kProperties[] = {
      {"fastmathFlags", &kFastmathProperty, noFastmath}};
};

/// `llvm.intr.assume %c ["align"(%p, %n : !llvm.ptr, i64)] : i1`: the
/// condition, then operand bundles (a tag and its operands each).
struct AssumeOp : Op<AssumeOp> {
  static constexpr llvm::StringLiteral name = "llvm.intr.assume";
  static constexpr ValueSpec kOperands[] = {
      {"cond", &constraints::I1},
      {"op_bundle_operands", &kLLVMType, Arity::Variadic, "op_bundle_sizes"}};
  static constexpr AttrSpec kProperties[] = {
      {"op_bundle_sizes", &constraints::DenseI32ArrayProperty},
      {"op_bundle_tags", &kArrayProperty, nullptr, /*optional=*/true}};
};

/// memcpy and memmove: `(dst, src, len) <{isVolatile = false}>`.
struct MemTransfer {
  static constexpr ValueSpec kOperands[] = {
      {"dst", &kAnyPointer}, {"src", &kAnyPointer}, {"len", &kSignlessInteger}};
  static constexpr AttrSpec kProperties[] = {{"isVolatile", &kI1Property}};
};
TERRACE_LLVM_OP(MemcpyOp, "llvm.intr.memcpy", MemTransfer)
TERRACE_LLVM_OP(MemmoveOp, "llvm.intr.memmove", MemTransfer)

/// `(dst, val, len) <{isVolatile = false}>`.
struct MemsetOp : Op<MemsetOp> {
  static constexpr llvm::StringLiteral name = "llvm.intr.memset";
  static constexpr ValueSpec kOperands[] = {
      {"dst", &kAnyPointer}, {"val", &kI8}, {"len", &kSignlessInteger}};
  static constexpr AttrSpec kProperties[] = {{"isVolatile", &kI1Property}};
};

/// `"llvm.intr.prefetch"(%p) <{cache = 1 : i32, hint = 3 : i32, rw = 0}>`.
struct PrefetchOp : Op<PrefetchOp> {
  static constexpr llvm::StringLiteral name = "llvm.intr.prefetch";
  static constexpr ValueSpec kOperands[] = {{"addr", &kAnyPointer}};
  static constexpr AttrSpec kProperties[] = {
      {"cache", &kI32Property}, {"hint", &kI32Property}, {"rw", &kI32Property}};
};

/// `llvm.intr.stacksave : !llvm.ptr`.
struct StackSaveOp : Op<StackSaveOp> {
  static constexpr llvm::StringLiteral name = "llvm.intr.stacksave";
  static constexpr ValueSpec kResults[] = {{"res", &kAnyPointer}};
};
/// `llvm.intr.stackrestore %p : !llvm.ptr`.
struct StackRestoreOp : Op<StackRestoreOp> {
  static constexpr llvm::StringLiteral name = "llvm.intr.stackrestore";
  static constexpr ValueSpec kOperands[] = {{"ptr", &kAnyPointer}};
};

//===-- Constants, memory, aggregates (LLVMMemoryOps.cpp) -----------------===//

/// `llvm.mlir.constant(42 : i32) : i32`.
struct ConstantOp : Op<ConstantOp> {
  static constexpr llvm::StringLiteral name = "llvm.mlir.constant";
  static constexpr ValueSpec kResults[] = {{"res", &kLLVMType}};
  static constexpr AttrSpec kProperties[] = {
      {"value", &constraints::AnyAttrProperty}};
};

/// A value of `!llvm.*` or builtin type with no operands.
struct NullaryValue {
  static constexpr ValueSpec kResults[] = {{"res", &kLLVMType}};
};
TERRACE_LLVM_OP(UndefOp, "llvm.mlir.undef", NullaryValue)
TERRACE_LLVM_OP(PoisonOp, "llvm.mlir.poison", NullaryValue)
TERRACE_LLVM_OP(ZeroOp, "llvm.mlir.zero", NullaryValue)

/// `llvm.alloca %n x f32 : (i64) -> !llvm.ptr`.
struct AllocaOp : Op<AllocaOp> {
  static constexpr llvm::StringLiteral name = "llvm.alloca";
  static constexpr ValueSpec kOperands[] = {{"arraySize", &kSignlessInteger}};
  static constexpr ValueSpec kResults[] = {{"res", &kAnyPointer}};
  static constexpr AttrSpec kProperties[] = {
      {"alignment", &constraints::I64Property, nullptr, /*optional=*/true},
      {"elem_type", &kTypeProperty},
      {"inalloca", &constraints::UnitProperty, nullptr, /*optional=*/true}};
};

/// `llvm.load %p {alignment = 4 : i64} : !llvm.ptr -> f32`.
struct LoadOp : Op<LoadOp> {
  static constexpr llvm::StringLiteral name = "llvm.load";
  static constexpr ValueSpec kOperands[] = {{"addr", &kAnyPointer}};
  static constexpr ValueSpec kResults[] = {{"res", &kLoadable}};
  static constexpr AttrSpec kProperties[] = {
      {"alignment", &constraints::I64Property, nullptr, /*optional=*/true},
      {"volatile_", &constraints::UnitProperty, nullptr, /*optional=*/true},
      {"nontemporal", &constraints::UnitProperty, nullptr,
       /*optional=*/true},
      {"invariant", &constraints::UnitProperty, nullptr, /*optional=*/true},
      {"invariantGroup", &constraints::UnitProperty, nullptr,
       /*optional=*/true},
      {"ordering", &kAtomicOrderingProperty, notAtomic},
      {"syncscope", &constraints::StringProperty, nullptr,
       /*optional=*/true}};
};

/// `llvm.store %v, %p : f32, !llvm.ptr`.
struct StoreOp : Op<StoreOp> {
  static constexpr llvm::StringLiteral name = "llvm.store";
  static constexpr ValueSpec kOperands[] = {{"value", &kLoadable},
                                            {"addr", &kAnyPointer}};
  static constexpr AttrSpec kProperties[] = {
      {"alignment", &constraints::I64Property, nullptr, /*optional=*/true},
      {"volatile_", &constraints::UnitProperty, nullptr, /*optional=*/true},
      {"nontemporal", &constraints::UnitProperty, nullptr,
       /*optional=*/true},
      {"invariantGroup", &constraints::UnitProperty, nullptr,
       /*optional=*/true},
      {"ordering", &kAtomicOrderingProperty, notAtomic},
      {"syncscope", &constraints::StringProperty, nullptr,
       /*optional=*/true}};
};

/// `llvm.getelementptr inbounds|nuw %p[%i, 1] : (!llvm.ptr, i64) ->
/// !llvm.ptr, !llvm.struct<(i32, f32)>`.
struct GEPOp : Op<GEPOp> {
  static constexpr llvm::StringLiteral name = "llvm.getelementptr";
  static constexpr ValueSpec kOperands[] = {
      {"base", &kPtrOrPtrVector},
      {"dynamicIndices", &kIntOrIntVector, Arity::Variadic}};
  static constexpr ValueSpec kResults[] = {{"res", &kPtrOrPtrVector}};
  static constexpr AttrSpec kProperties[] = {
      {"rawConstantIndices", &constraints::DenseI32ArrayProperty},
      {"elem_type", &kTypeProperty},
      {"noWrapFlags", &kGEPNoWrapProperty, noGEPFlags}};
};

/// `llvm.extractvalue %s[0, 1] : !llvm.struct<(i32, f32)>`.
struct ExtractValueOp : Op<ExtractValueOp> {
  static constexpr llvm::StringLiteral name = "llvm.extractvalue";
  static constexpr ValueSpec kOperands[] = {{"container", &kAggregate}};
  static constexpr ValueSpec kResults[] = {{"res", &kLLVMType}};
  static constexpr AttrSpec kProperties[] = {
      {"position", &constraints::DenseI64ArrayProperty}};
};

/// `llvm.insertvalue %v, %s[1] : !llvm.struct<(i32, f32)>`.
struct InsertValueOp : Op<InsertValueOp> {
  static constexpr llvm::StringLiteral name = "llvm.insertvalue";
  static constexpr ValueSpec kOperands[] = {{"container", &kAggregate},
                                            {"value", &kPrimitive}};
  static constexpr ValueSpec kResults[] = {{"res", &kAggregate}};
  static constexpr AttrSpec kProperties[] = {
      {"position", &constraints::DenseI64ArrayProperty}};
};

/// `llvm.extractelement %v[%i : i32] : vector<4xf32>`.
struct ExtractElementOp : Op<ExtractElementOp> {
  static constexpr llvm::StringLiteral name = "llvm.extractelement";
  static constexpr ValueSpec kOperands[] = {{"vector", &kAnyVector},
                                            {"position", &kSignlessInteger}};
  static constexpr ValueSpec kResults[] = {{"res", &kLLVMType}};
};

/// `llvm.insertelement %x, %v[%i : i64] : vector<4xf32>`.
struct InsertElementOp : Op<InsertElementOp> {
  static constexpr llvm::StringLiteral name = "llvm.insertelement";
  static constexpr ValueSpec kOperands[] = {{"vector", &kAnyVector},
                                            {"value", &kPrimitive},
                                            {"position", &kSignlessInteger}};
  static constexpr ValueSpec kResults[] = {{"res", &kAnyVector}};
};

/// `llvm.shufflevector %a, %b [0, 1, -1] : vector<4xf32>`.
struct ShuffleVectorOp : Op<ShuffleVectorOp> {
  static constexpr llvm::StringLiteral name = "llvm.shufflevector";
  static constexpr ValueSpec kOperands[] = {{"v1", &kAnyVector},
                                            {"v2", &kAnyVector}};
  static constexpr ValueSpec kResults[] = {{"res", &kAnyVector}};
  static constexpr AttrSpec kProperties[] = {
      {"mask", &constraints::DenseI32ArrayProperty}};
};

/// `llvm.atomicrmw fadd %p, %x acq_rel : !llvm.ptr, f32`.
struct AtomicRMWOp : Op<AtomicRMWOp> {
  static constexpr llvm::StringLiteral name = "llvm.atomicrmw";
  static constexpr ValueSpec kOperands[] = {{"ptr", &kAnyPointer},
                                            {"val", &kLLVMType}};
  static constexpr ValueSpec kResults[] = {{"res", &kLLVMType}};
  static constexpr AttrSpec kProperties[] = {
      {"bin_op", &kAtomicBinOpProperty},
      {"ordering", &kAtomicOrderingProperty},
      {"syncscope", &constraints::StringProperty, nullptr, /*optional=*/true},
      {"alignment", &constraints::I64Property, nullptr, /*optional=*/true},
      {"volatile_", &constraints::UnitProperty, nullptr, /*optional=*/true}};
};

/// `llvm.cmpxchg %p, %cmp, %new acq_rel monotonic : !llvm.ptr, i32`.
struct AtomicCmpXchgOp : Op<AtomicCmpXchgOp> {
  static constexpr llvm::StringLiteral name = "llvm.cmpxchg";
  static constexpr ValueSpec kOperands[] = {
      {"ptr", &kAnyPointer}, {"cmp", &kLLVMType}, {"val", &kLLVMType}};
  static constexpr ValueSpec kResults[] = {{"res", &kLLVMType}};
  static constexpr AttrSpec kProperties[] = {
      {"success_ordering", &kAtomicOrderingProperty},
      {"failure_ordering", &kAtomicOrderingProperty},
      {"syncscope", &constraints::StringProperty, nullptr, /*optional=*/true},
      {"alignment", &constraints::I64Property, nullptr, /*optional=*/true},
      {"weak", &constraints::UnitProperty, nullptr, /*optional=*/true},
      {"volatile_", &constraints::UnitProperty, nullptr, /*optional=*/true}};
};

#undef TERRACE_LLVM_OP

/// The op tables of the three files.
llvm::ArrayRef<OpDefinition> funcOpDefinitions();
llvm::ArrayRef<OpDefinition> arithOpDefinitions();
llvm::ArrayRef<OpDefinition> memoryOpDefinitions();

} // namespace terrace::LLVM
