//===- LLVMDialectTranslation.cpp - Each llvm op as LLVM IR ---------------===//
//
// The translation of every op of the llvm dialect, attached to the ops
// from here (the dialect knows nothing of LLVM's C++ API). Most ops are one
// IRBuilder call; the table at the bottom pairs each op type with its.
//
//===----------------------------------------------------------------------===//
#include "targets/llvmir/ModuleTranslation.h"

#include "dialects/common/BranchSupport.h"
#include "dialects/llvm/LLVMOps.h"
#include "dialects/llvm/LLVMTypes.h"
#include "ir/Block.h"
#include "ir/Context.h"
#include "ir/Diagnostics.h"
#include "ir/Operation.h"

#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/Intrinsics.h"
#include "llvm/IR/MDBuilder.h"
#include "llvm/IR/Module.h"

using namespace terrace;
using namespace terrace::LLVM;
using llvm::failure;
using llvm::LogicalResult;
using llvm::success;

using Builder = llvm::IRBuilderBase;

namespace {

llvm::Value *operand(ModuleTranslation &t, Operation *op, unsigned i) {
  return t.lookup(op->getOperand(i));
}
llvm::Type *resultType(ModuleTranslation &t, Operation *op) {
  return t.convertType(op->getResult(0).getType());
}
uint64_t integerProperty(Operation *op, llvm::StringRef name) {
  auto a = llvm::dyn_cast_if_present<IntegerAttr>(op->getInherentAttr(name));
  return a ? a.getValue().getZExtValue() : 0;
}
/// The `alignment` property as LLVM takes it: a power of two, else none.
llvm::MaybeAlign alignmentOf(Operation *op) {
  uint64_t align = integerProperty(op, "alignment");
  if (!align || !llvm::isPowerOf2_64(align))
    return std::nullopt;
  return llvm::Align(align);
}

llvm::FastMathFlags fastmathOf(Operation *op) {
  llvm::FastMathFlags flags;
  auto attr =
      llvm::dyn_cast_if_present<EnumAttr>(op->getInherentAttr("fastmathFlags"));
  uint64_t bits = attr ? attr.getValue() : 0;
  flags.setNoNaNs(bits & 1);
  flags.setNoInfs(bits & 2);
  flags.setNoSignedZeros(bits & 4);
  flags.setAllowReciprocal(bits & 8);
  flags.setAllowContract(bits & 16);
  flags.setApproxFunc(bits & 32);
  flags.setAllowReassoc(bits & 64);
  return flags;
}
void setFastmath(Operation *op, llvm::Value *value) {
  if (auto *inst = llvm::dyn_cast<llvm::Instruction>(value))
    if (llvm::isa<llvm::FPMathOperator>(inst))
      inst->setFastMathFlags(fastmathOf(op));
}

//===-- One IRBuilder call ------------------------------------------------===//

template <llvm::Value *(*Make)(Operation *, Builder &, ModuleTranslation &)>
LogicalResult produce(Operation *op, Builder &b, ModuleTranslation &t) {
  llvm::Value *value = Make(op, b, t);
  if (!value)
    return op->emitError("cannot be converted to LLVM IR: LLVM has no such "
                         "instruction for these operand and result types");
  if (op->getNumResults() == 1)
    t.map(op->getResult(0), value);
  return success();
}

/// Integer binary ops and their flags.
template <llvm::Instruction::BinaryOps Opcode>
llvm::Value *intBinary(Operation *op, Builder &b, ModuleTranslation &t) {
  llvm::Value *v = b.CreateBinOp(Opcode, operand(t, op, 0), operand(t, op, 1));
  if (auto *inst = llvm::dyn_cast<llvm::BinaryOperator>(v)) {
    if (op->getInherentAttr("overflowFlags")) {
      uint64_t flags = integerProperty(op, "overflowFlags");
      inst->setHasNoSignedWrap(flags & 1);
      inst->setHasNoUnsignedWrap(flags & 2);
    }
    if (op->getInherentAttr("isExact"))
      inst->setIsExact(true);
    if (op->getInherentAttr("isDisjoint"))
      llvm::cast<llvm::PossiblyDisjointInst>(inst)->setIsDisjoint(true);
  }
  return v;
}
template <llvm::Instruction::BinaryOps Opcode>
llvm::Value *floatBinary(Operation *op, Builder &b, ModuleTranslation &t) {
  llvm::Value *v = b.CreateBinOp(Opcode, operand(t, op, 0), operand(t, op, 1));
  setFastmath(op, v);
  return v;
}
llvm::Value *fneg(Operation *op, Builder &b, ModuleTranslation &t) {
  llvm::Value *v = b.CreateFNeg(operand(t, op, 0));
  setFastmath(op, v);
  return v;
}

llvm::Value *icmp(Operation *op, Builder &b, ModuleTranslation &t) {
  static const llvm::CmpInst::Predicate kPredicates[] = {
      llvm::CmpInst::ICMP_EQ,  llvm::CmpInst::ICMP_NE,  llvm::CmpInst::ICMP_SLT,
      llvm::CmpInst::ICMP_SLE, llvm::CmpInst::ICMP_SGT, llvm::CmpInst::ICMP_SGE,
      llvm::CmpInst::ICMP_ULT, llvm::CmpInst::ICMP_ULE, llvm::CmpInst::ICMP_UGT,
      llvm::CmpInst::ICMP_UGE};
  uint64_t p = integerProperty(op, "predicate");
  if (p >= std::size(kPredicates))
    return nullptr;
  return b.CreateICmp(kPredicates[p], operand(t, op, 0), operand(t, op, 1));
}
llvm::Value *fcmp(Operation *op, Builder &b, ModuleTranslation &t) {
  // MLIR orders the unordered predicates as LLVM does not (ueq is 8).
  using P = llvm::CmpInst::Predicate;
  static const P kPredicates[] = {
      P::FCMP_FALSE, P::FCMP_OEQ, P::FCMP_OGT, P::FCMP_OGE,
      P::FCMP_OLT,   P::FCMP_OLE, P::FCMP_ONE, P::FCMP_ORD,
      P::FCMP_UEQ,   P::FCMP_UGT, P::FCMP_UGE, P::FCMP_ULT,
      P::FCMP_ULE,   P::FCMP_UNE, P::FCMP_UNO, P::FCMP_TRUE};
  uint64_t p = integerProperty(op, "predicate");
  if (p >= std::size(kPredicates))
    return nullptr;
  llvm::Value *v =
      b.CreateFCmp(kPredicates[p], operand(t, op, 0), operand(t, op, 1));
  setFastmath(op, v);
  return v;
}

template <llvm::Instruction::CastOps Opcode>
llvm::Value *cast(Operation *op, Builder &b, ModuleTranslation &t) {
  // MLIR 22's verifier lets `trunc i32 to i64` through; LLVM has no such
  // cast (and its folder would misbehave on it).
  llvm::Value *in = operand(t, op, 0);
  llvm::Type *to = resultType(t, op);
  if (!llvm::CastInst::castIsValid(Opcode, in, to))
    return nullptr;
  llvm::Value *v = b.CreateCast(Opcode, in, to);
  // A cast to the same type is its operand: its flags are not this op's.
  if (auto *inst = llvm::dyn_cast<llvm::Instruction>(v); inst && v != in) {
    if (op->getInherentAttr("nonNeg"))
      inst->setNonNeg(true);
    if (Opcode == llvm::Instruction::Trunc &&
        op->getInherentAttr("overflowFlags")) {
      uint64_t flags = integerProperty(op, "overflowFlags");
      inst->setHasNoSignedWrap(flags & 1);
      inst->setHasNoUnsignedWrap(flags & 2);
    }
  }
  return v;
}

llvm::Value *select(Operation *op, Builder &b, ModuleTranslation &t) {
  llvm::Value *v =
      b.CreateSelect(operand(t, op, 0), operand(t, op, 1), operand(t, op, 2));
  setFastmath(op, v);
  return v;
}
llvm::Value *freeze(Operation *op, Builder &b, ModuleTranslation &t) {
  return b.CreateFreeze(operand(t, op, 0));
}

/// Which types an intrinsic is overloaded on: its first operand's (fabs,
/// smax), its result's and first operand's (lround), or its result's and
/// second operand's (powi).
enum class Overload { First, ResultAndFirst, ResultAndSecond };

template <llvm::Intrinsic::ID Id, Overload On = Overload::First>
llvm::Value *intrinsic(Operation *op, Builder &b, ModuleTranslation &t) {
  llvm::SmallVector<llvm::Type *, 2> overloads;
  if (On != Overload::First)
    overloads.push_back(resultType(t, op));
  overloads.push_back(t.convertType(
      op->getOperand(On == Overload::ResultAndSecond ? 1 : 0).getType()));
  llvm::Function *fn =
      llvm::Intrinsic::getOrInsertDeclaration(&t.getModule(), Id, overloads);
  llvm::SmallVector<llvm::Value *, 4> args = t.lookupOperands(op);
  // ctlz, cttz and abs take their flag as an i1 operand.
  for (llvm::StringRef flag : {"is_zero_poison", "is_int_min_poison"})
    if (auto a =
            llvm::dyn_cast_if_present<IntegerAttr>(op->getInherentAttr(flag)))
      args.push_back(b.getInt1(!a.getValue().isZero()));
  llvm::Value *v = b.CreateCall(fn, args);
  setFastmath(op, v);
  return v;
}

llvm::Value *constant(Operation *op, Builder &, ModuleTranslation &t) {
  return t.convertConstant(op->getInherentAttr("value"), resultType(t, op));
}
llvm::Value *undef(Operation *op, Builder &, ModuleTranslation &t) {
  return llvm::UndefValue::get(resultType(t, op));
}
llvm::Value *poison(Operation *op, Builder &, ModuleTranslation &t) {
  return llvm::PoisonValue::get(resultType(t, op));
}
llvm::Value *zero(Operation *op, Builder &, ModuleTranslation &t) {
  return llvm::Constant::getNullValue(resultType(t, op));
}
llvm::Value *addressOf(Operation *op, Builder &, ModuleTranslation &t) {
  auto ref = llvm::cast<SymbolRefAttr>(op->getInherentAttr("global_name"));
  return t.lookupGlobal(ref.getLeaf());
}

llvm::Type *elementType(Operation *op, ModuleTranslation &t) {
  return t.convertType(
      llvm::cast<TypeAttr>(op->getInherentAttr("elem_type")).getValue());
}

llvm::Value *allocaOp(Operation *op, Builder &b, ModuleTranslation &t) {
  auto *ptr = llvm::cast<llvm::PointerType>(resultType(t, op));
  if (!elementType(op, t))
    return nullptr;
  llvm::AllocaInst *a = b.CreateAlloca(
      elementType(op, t), ptr->getAddressSpace(), operand(t, op, 0));
  if (llvm::MaybeAlign align = alignmentOf(op))
    a->setAlignment(*align);
  if (op->getInherentAttr("inalloca"))
    a->setUsedWithInAlloca(true);
  return a;
}

llvm::AtomicOrdering orderingOf(uint64_t value) {
  // The enum's values are LLVM's AtomicOrdering values.
  return llvm::AtomicOrdering(value);
}

/// The `syncscope("agent")` of an atomic access (the system's when none).
llvm::SyncScope::ID syncScopeOf(Operation *op, Builder &b) {
  auto scope =
      llvm::dyn_cast_if_present<StringAttr>(op->getInherentAttr("syncscope"));
  if (!scope)
    return llvm::SyncScope::System;
  return b.getContext().getOrInsertSyncScopeID(scope.getValue());
}

/// `!nontemporal`, `!invariant.load` and `!invariant.group`, as
/// mlir-translate attaches them.
void setAccessMetadata(Operation *op, llvm::Instruction *inst) {
  llvm::LLVMContext &ctx = inst->getContext();
  if (op->getInherentAttr("nontemporal"))
    inst->setMetadata(
        llvm::LLVMContext::MD_nontemporal,
        llvm::MDNode::get(
            ctx, llvm::ConstantAsMetadata::get(
                     llvm::ConstantInt::get(llvm::Type::getInt32Ty(ctx), 1))));
  if (op->getInherentAttr("invariant"))
    inst->setMetadata(llvm::LLVMContext::MD_invariant_load,
                      llvm::MDNode::get(ctx, {}));
  if (op->getInherentAttr("invariantGroup"))
    inst->setMetadata(llvm::LLVMContext::MD_invariant_group,
                      llvm::MDNode::get(ctx, {}));
}

llvm::Value *load(Operation *op, Builder &b, ModuleTranslation &t) {
  llvm::Type *type = resultType(t, op);
  llvm::LoadInst *l = b.CreateLoad(type, operand(t, op, 0),
                                   bool(op->getInherentAttr("volatile_")));
  if (llvm::MaybeAlign align = alignmentOf(op))
    l->setAlignment(*align);
  if (uint64_t ordering = integerProperty(op, "ordering"))
    l->setAtomic(orderingOf(ordering), syncScopeOf(op, b));
  setAccessMetadata(op, l);
  return l;
}
LogicalResult store(Operation *op, Builder &b, ModuleTranslation &t) {
  llvm::StoreInst *s = b.CreateStore(operand(t, op, 0), operand(t, op, 1),
                                     bool(op->getInherentAttr("volatile_")));
  if (llvm::MaybeAlign align = alignmentOf(op))
    s->setAlignment(*align);
  if (uint64_t ordering = integerProperty(op, "ordering"))
    s->setAtomic(orderingOf(ordering), syncScopeOf(op, b));
  setAccessMetadata(op, s);
  return success();
}

llvm::Value *gep(Operation *op, Builder &b, ModuleTranslation &t) {
  auto raw =
      llvm::cast<DenseArrayAttr>(op->getInherentAttr("rawConstantIndices"));
  llvm::SmallVector<llvm::Value *, 4> indices;
  unsigned dynamic = 1;
  for (int64_t i = 0; i < raw.size(); ++i) {
    int64_t index = raw.getInt(i);
    if (index == INT32_MIN)
      indices.push_back(operand(t, op, dynamic++));
    else
      indices.push_back(b.getInt32(uint32_t(int32_t(index))));
  }
  if (!elementType(op, t))
    return nullptr;
  uint64_t flags = integerProperty(op, "noWrapFlags");
  llvm::GEPNoWrapFlags noWrap = llvm::GEPNoWrapFlags::none();
  if ((flags & 3) == 3)
    noWrap |= llvm::GEPNoWrapFlags::inBounds();
  else if (flags & 2)
    noWrap |= llvm::GEPNoWrapFlags::noUnsignedSignedWrap();
  if (flags & 4)
    noWrap |= llvm::GEPNoWrapFlags::noUnsignedWrap();
  return b.CreateGEP(elementType(op, t), operand(t, op, 0), indices, "",
                     noWrap);
}

llvm::SmallVector<unsigned, 4> positionOf(Operation *op) {
  llvm::SmallVector<unsigned, 4> position;
  auto array = llvm::cast<DenseArrayAttr>(op->getInherentAttr("position"));
  for (int64_t i = 0; i < array.size(); ++i)
    position.push_back(unsigned(array.getInt(i)));
  return position;
}
llvm::Value *extractValue(Operation *op, Builder &b, ModuleTranslation &t) {
  return b.CreateExtractValue(operand(t, op, 0), positionOf(op));
}
llvm::Value *insertValue(Operation *op, Builder &b, ModuleTranslation &t) {
  return b.CreateInsertValue(operand(t, op, 0), operand(t, op, 1),
                             positionOf(op));
}
llvm::Value *extractElement(Operation *op, Builder &b, ModuleTranslation &t) {
  return b.CreateExtractElement(operand(t, op, 0), operand(t, op, 1));
}
llvm::Value *insertElement(Operation *op, Builder &b, ModuleTranslation &t) {
  return b.CreateInsertElement(operand(t, op, 0), operand(t, op, 1),
                               operand(t, op, 2));
}
llvm::Value *shuffle(Operation *op, Builder &b, ModuleTranslation &t) {
  auto mask = llvm::cast<DenseArrayAttr>(op->getInherentAttr("mask"));
  llvm::SmallVector<int, 8> lanes;
  for (int64_t i = 0; i < mask.size(); ++i)
    lanes.push_back(int(mask.getInt(i)));
  return b.CreateShuffleVector(operand(t, op, 0), operand(t, op, 1), lanes);
}

llvm::Value *atomicRMW(Operation *op, Builder &b, ModuleTranslation &t) {
  // MLIR numbers the last six operations as LLVM does not.
  using B = llvm::AtomicRMWInst::BinOp;
  static const B kOps[] = {B::Xchg,     B::Add,      B::Sub,     B::And,
                           B::Nand,     B::Or,       B::Xor,     B::Max,
                           B::Min,      B::UMax,     B::UMin,    B::FAdd,
                           B::FSub,     B::FMax,     B::FMin,    B::UIncWrap,
                           B::UDecWrap, B::USubCond, B::USubSat, B::FMaximum,
                           B::FMinimum};
  uint64_t binOp = integerProperty(op, "bin_op");
  if (binOp >= std::size(kOps))
    return nullptr;
  auto *rmw = b.CreateAtomicRMW(
      kOps[binOp], operand(t, op, 0), operand(t, op, 1), llvm::MaybeAlign(),
      orderingOf(integerProperty(op, "ordering")), syncScopeOf(op, b));
  if (llvm::MaybeAlign align = alignmentOf(op))
    rmw->setAlignment(*align);
  rmw->setVolatile(bool(op->getInherentAttr("volatile_")));
  return rmw;
}
llvm::Value *cmpXchg(Operation *op, Builder &b, ModuleTranslation &t) {
  auto *c = b.CreateAtomicCmpXchg(
      operand(t, op, 0), operand(t, op, 1), operand(t, op, 2),
      llvm::MaybeAlign(), orderingOf(integerProperty(op, "success_ordering")),
      orderingOf(integerProperty(op, "failure_ordering")), syncScopeOf(op, b));
  if (llvm::MaybeAlign align = alignmentOf(op))
    c->setAlignment(*align);
  c->setVolatile(bool(op->getInherentAttr("volatile_")));
  c->setWeak(bool(op->getInherentAttr("weak")));
  return c;
}

template <bool Move>
LogicalResult memTransfer(Operation *op, Builder &b, ModuleTranslation &t) {
  bool isVolatile = integerProperty(op, "isVolatile") != 0;
  if (Move)
    b.CreateMemMove(operand(t, op, 0), llvm::MaybeAlign(), operand(t, op, 1),
                    llvm::MaybeAlign(), operand(t, op, 2), isVolatile);
  else
    b.CreateMemCpy(operand(t, op, 0), llvm::MaybeAlign(), operand(t, op, 1),
                   llvm::MaybeAlign(), operand(t, op, 2), isVolatile);
  return success();
}
LogicalResult memsetOp(Operation *op, Builder &b, ModuleTranslation &t) {
  b.CreateMemSet(operand(t, op, 0), operand(t, op, 1), operand(t, op, 2),
                 llvm::MaybeAlign(), integerProperty(op, "isVolatile") != 0);
  return success();
}
llvm::Value *stackSave(Operation *op, Builder &b, ModuleTranslation &t) {
  return b.CreateStackSave();
}
llvm::Value *isFPClass(Operation *op, Builder &b, ModuleTranslation &t) {
  return b.createIsFPClass(operand(t, op, 0),
                           unsigned(integerProperty(op, "bit")));
}
LogicalResult prefetchOp(Operation *op, Builder &b, ModuleTranslation &t) {
  llvm::Value *addr = operand(t, op, 0);
  llvm::Function *fn = llvm::Intrinsic::getOrInsertDeclaration(
      &t.getModule(), llvm::Intrinsic::prefetch, {addr->getType()});
  b.CreateCall(fn, {addr, b.getInt32(uint32_t(integerProperty(op, "rw"))),
                    b.getInt32(uint32_t(integerProperty(op, "hint"))),
                    b.getInt32(uint32_t(integerProperty(op, "cache")))});
  return success();
}
/// `call void @llvm.assume(i1 %c) [ "align"(ptr %p, i64 16) ]`: each
/// operand bundle with its tag and operands.
LogicalResult assume(Operation *op, Builder &b, ModuleTranslation &t) {
  auto sizes =
      llvm::cast<DenseArrayAttr>(op->getInherentAttr("op_bundle_sizes"));
  auto tags = llvm::dyn_cast_if_present<ArrayAttr>(
      op->getInherentAttr("op_bundle_tags"));
  llvm::SmallVector<llvm::OperandBundleDef, 2> bundles;
  unsigned next = 1;
  for (int64_t i = 0; i < sizes.size(); ++i) {
    std::vector<llvm::Value *> inputs;
    for (int64_t j = 0; j < sizes.getInt(i); ++j)
      inputs.push_back(operand(t, op, next++));
    bundles.emplace_back(
        llvm::cast<StringAttr>(tags[size_t(i)]).getValue().str(),
        std::move(inputs));
  }
  llvm::Function *fn = llvm::Intrinsic::getOrInsertDeclaration(
      &t.getModule(), llvm::Intrinsic::assume);
  b.CreateCall(fn, {operand(t, op, 0)}, bundles);
  return success();
}
LogicalResult stackRestore(Operation *op, Builder &b, ModuleTranslation &t) {
  b.CreateStackRestore(operand(t, op, 0));
  return success();
}

//===-- Control flow ------------------------------------------------------===//

LogicalResult ret(Operation *op, Builder &b, ModuleTranslation &t) {
  if (op->getNumOperands())
    b.CreateRet(operand(t, op, 0));
  else
    b.CreateRetVoid();
  return success();
}
LogicalResult br(Operation *op, Builder &b, ModuleTranslation &t) {
  b.CreateBr(t.lookup(op->getSuccessor(0)));
  return success();
}
/// `!prof !{!"branch_weights", ...}` from `branch_weights`.
void setBranchWeights(Operation *op, llvm::Instruction *inst) {
  auto weights = llvm::dyn_cast_if_present<DenseArrayAttr>(
      op->getInherentAttr("branch_weights"));
  if (!weights)
    return;
  llvm::SmallVector<uint32_t, 4> values;
  for (int64_t i = 0; i < weights.size(); ++i)
    values.push_back(uint32_t(weights.getInt(i)));
  inst->setMetadata(
      llvm::LLVMContext::MD_prof,
      llvm::MDBuilder(inst->getContext()).createBranchWeights(values));
}

LogicalResult condBr(Operation *op, Builder &b, ModuleTranslation &t) {
  llvm::BranchInst *br =
      b.CreateCondBr(operand(t, op, 0), t.lookup(op->getSuccessor(0)),
                     t.lookup(op->getSuccessor(1)));
  setBranchWeights(op, br);
  return success();
}
LogicalResult switchOp(Operation *op, Builder &b, ModuleTranslation &t) {
  llvm::SmallVector<llvm::APInt, 4> values = branch::caseValues(op);
  llvm::SwitchInst *s =
      b.CreateSwitch(operand(t, op, 0), t.lookup(op->getSuccessor(0)),
                     unsigned(values.size()));
  for (size_t i = 0; i < values.size(); ++i)
    s->addCase(b.getInt(values[i]),
               t.lookup(op->getSuccessor(unsigned(i + 1))));
  setBranchWeights(op, s);
  return success();
}
LogicalResult unreachable(Operation *, Builder &b, ModuleTranslation &) {
  b.CreateUnreachable();
  return success();
}

LogicalResult call(Operation *op, Builder &b, ModuleTranslation &t) {
  llvm::SmallVector<llvm::Value *, 4> args = t.lookupOperands(op);
  llvm::CallInst *c;
  if (auto callee = llvm::dyn_cast_if_present<SymbolRefAttr>(
          op->getInherentAttr("callee"))) {
    auto *fn = llvm::dyn_cast_if_present<llvm::Function>(
        t.lookupGlobal(callee.getLeaf()));
    if (!fn)
      return op->emitError("calls '")
             << callee.getLeaf() << "', which is not a function";
    c = b.CreateCall(fn, args);
  } else {
    llvm::FunctionType *type;
    if (auto var = llvm::dyn_cast_if_present<TypeAttr>(
            op->getInherentAttr("var_callee_type"))) {
      type = llvm::dyn_cast_if_present<llvm::FunctionType>(
          t.convertType(var.getValue()));
      if (!type)
        return op->emitError("cannot translate the callee type ")
               << var.getValue();
    } else {
      llvm::SmallVector<llvm::Type *, 4> params;
      for (llvm::Value *a : llvm::ArrayRef(args).drop_front())
        params.push_back(a->getType());
      type = llvm::FunctionType::get(
          op->getNumResults() ? resultType(t, op)
                              : llvm::Type::getVoidTy(t.getLLVMContext()),
          params, false);
    }
    c = b.CreateCall(type, args.front(), llvm::ArrayRef(args).drop_front());
  }
  if (auto cconv =
          llvm::dyn_cast_if_present<EnumAttr>(op->getInherentAttr("CConv")))
    c->setCallingConv(llvm::CallingConv::ID(cconv.getValue()));
  if (auto tail = llvm::dyn_cast_if_present<EnumAttr>(
          op->getInherentAttr("TailCallKind")))
    c->setTailCallKind(llvm::CallInst::TailCallKind(tail.getValue()));
  if (llvm::isa<llvm::FPMathOperator>(c))
    c->setFastMathFlags(fastmathOf(op));
  for (auto [name, kind] :
       {std::pair{"no_unwind", llvm::Attribute::NoUnwind},
        std::pair{"will_return", llvm::Attribute::WillReturn},
        std::pair{"convergent", llvm::Attribute::Convergent},
        std::pair{"no_inline", llvm::Attribute::NoInline},
        std::pair{"always_inline", llvm::Attribute::AlwaysInline},
        std::pair{"inline_hint", llvm::Attribute::InlineHint}})
    if (op->getInherentAttr(name))
      c->addFnAttr(kind);
  t.setArgAndResultAttrs(op, c);
  if (op->getNumResults())
    t.map(op->getResult(0), c);
  return success();
}

//===-- Registration ------------------------------------------------------===//

template <typename OpT,
          LogicalResult (*Fn)(Operation *, Builder &, ModuleTranslation &)>
void attach(Context &ctx) {
  static const LLVMTranslationInterface impl = {Fn};
  ctx.attachOpInterface<OpT>(impl);
}
template <typename OpT,
          llvm::Value *(*Make)(Operation *, Builder &, ModuleTranslation &)>
void attachValue(Context &ctx) {
  attach<OpT, produce<Make>>(ctx);
}

} // namespace

void terrace::registerLLVMDialectTranslation(Context &ctx) {
  using I = llvm::Instruction;
  namespace ID = llvm::Intrinsic;
  attach<ReturnOp, ret>(ctx);
  attach<CallOp, call>(ctx);
  attach<BrOp, br>(ctx);
  attach<CondBrOp, condBr>(ctx);
  attach<SwitchOp, switchOp>(ctx);
  attach<UnreachableOp, unreachable>(ctx);
  attachValue<AddressOfOp, addressOf>(ctx);
  attachValue<AddOp, intBinary<I::Add>>(ctx);
  attachValue<SubOp, intBinary<I::Sub>>(ctx);
  attachValue<MulOp, intBinary<I::Mul>>(ctx);
  attachValue<ShlOp, intBinary<I::Shl>>(ctx);
  attachValue<UDivOp, intBinary<I::UDiv>>(ctx);
  attachValue<SDivOp, intBinary<I::SDiv>>(ctx);
  attachValue<LShrOp, intBinary<I::LShr>>(ctx);
  attachValue<AShrOp, intBinary<I::AShr>>(ctx);
  attachValue<URemOp, intBinary<I::URem>>(ctx);
  attachValue<SRemOp, intBinary<I::SRem>>(ctx);
  attachValue<AndOp, intBinary<I::And>>(ctx);
  attachValue<OrOp, intBinary<I::Or>>(ctx);
  attachValue<XOrOp, intBinary<I::Xor>>(ctx);
  attachValue<FAddOp, floatBinary<I::FAdd>>(ctx);
  attachValue<FSubOp, floatBinary<I::FSub>>(ctx);
  attachValue<FMulOp, floatBinary<I::FMul>>(ctx);
  attachValue<FDivOp, floatBinary<I::FDiv>>(ctx);
  attachValue<FRemOp, floatBinary<I::FRem>>(ctx);
  attachValue<FNegOp, fneg>(ctx);
  attachValue<ICmpOp, icmp>(ctx);
  attachValue<FCmpOp, fcmp>(ctx);
  attachValue<TruncOp, cast<I::Trunc>>(ctx);
  attachValue<ZExtOp, cast<I::ZExt>>(ctx);
  attachValue<SExtOp, cast<I::SExt>>(ctx);
  attachValue<FPTruncOp, cast<I::FPTrunc>>(ctx);
  attachValue<FPExtOp, cast<I::FPExt>>(ctx);
  attachValue<FPToSIOp, cast<I::FPToSI>>(ctx);
  attachValue<FPToUIOp, cast<I::FPToUI>>(ctx);
  attachValue<SIToFPOp, cast<I::SIToFP>>(ctx);
  attachValue<UIToFPOp, cast<I::UIToFP>>(ctx);
  attachValue<BitcastOp, cast<I::BitCast>>(ctx);
  attachValue<PtrToIntOp, cast<I::PtrToInt>>(ctx);
  attachValue<IntToPtrOp, cast<I::IntToPtr>>(ctx);
  attachValue<AddrSpaceCastOp, cast<I::AddrSpaceCast>>(ctx);
  attachValue<SelectOp, select>(ctx);
  attachValue<FreezeOp, freeze>(ctx);
  attachValue<FAbsOp, intrinsic<ID::fabs>>(ctx);
  attachValue<SqrtOp, intrinsic<ID::sqrt>>(ctx);
  attachValue<ExpOp, intrinsic<ID::exp>>(ctx);
  attachValue<Exp2Op, intrinsic<ID::exp2>>(ctx);
  attachValue<Exp10Op, intrinsic<ID::exp10>>(ctx);
  attachValue<LogOp, intrinsic<ID::log>>(ctx);
  attachValue<Log2Op, intrinsic<ID::log2>>(ctx);
  attachValue<Log10Op, intrinsic<ID::log10>>(ctx);
  attachValue<SinOp, intrinsic<ID::sin>>(ctx);
  attachValue<CosOp, intrinsic<ID::cos>>(ctx);
  attachValue<TanOp, intrinsic<ID::tan>>(ctx);
  attachValue<TanhOp, intrinsic<ID::tanh>>(ctx);
  attachValue<ASinOp, intrinsic<ID::asin>>(ctx);
  attachValue<ACosOp, intrinsic<ID::acos>>(ctx);
  attachValue<ATanOp, intrinsic<ID::atan>>(ctx);
  attachValue<SinhOp, intrinsic<ID::sinh>>(ctx);
  attachValue<CoshOp, intrinsic<ID::cosh>>(ctx);
  attachValue<ATan2Op, intrinsic<ID::atan2>>(ctx);
  attachValue<FloorOp, intrinsic<ID::floor>>(ctx);
  attachValue<CeilOp, intrinsic<ID::ceil>>(ctx);
  attachValue<RoundOp, intrinsic<ID::round>>(ctx);
  attachValue<RoundEvenOp, intrinsic<ID::roundeven>>(ctx);
  attachValue<FTruncOp, intrinsic<ID::trunc>>(ctx);
  attachValue<RintOp, intrinsic<ID::rint>>(ctx);
  attachValue<NearbyintOp, intrinsic<ID::nearbyint>>(ctx);
  attachValue<PowOp, intrinsic<ID::pow>>(ctx);
  attachValue<CopySignOp, intrinsic<ID::copysign>>(ctx);
  attachValue<MinNumOp, intrinsic<ID::minnum>>(ctx);
  attachValue<MaxNumOp, intrinsic<ID::maxnum>>(ctx);
  attachValue<MinimumOp, intrinsic<ID::minimum>>(ctx);
  attachValue<MaximumOp, intrinsic<ID::maximum>>(ctx);
  attachValue<FMAOp, intrinsic<ID::fma>>(ctx);
  attachValue<FMulAddOp, intrinsic<ID::fmuladd>>(ctx);
  attachValue<PowIOp, intrinsic<ID::powi, Overload::ResultAndSecond>>(ctx);
  attachValue<CtPopOp, intrinsic<ID::ctpop>>(ctx);
  attachValue<CountLeadingZerosOp, intrinsic<ID::ctlz>>(ctx);
  attachValue<CountTrailingZerosOp, intrinsic<ID::cttz>>(ctx);
  attachValue<AbsOp, intrinsic<ID::abs>>(ctx);
  attachValue<BitReverseOp, intrinsic<ID::bitreverse>>(ctx);
  attachValue<ByteSwapOp, intrinsic<ID::bswap>>(ctx);
  attachValue<SMaxOp, intrinsic<ID::smax>>(ctx);
  attachValue<SMinOp, intrinsic<ID::smin>>(ctx);
  attachValue<UMaxOp, intrinsic<ID::umax>>(ctx);
  attachValue<UMinOp, intrinsic<ID::umin>>(ctx);
  attachValue<SAddSatOp, intrinsic<ID::sadd_sat>>(ctx);
  attachValue<UAddSatOp, intrinsic<ID::uadd_sat>>(ctx);
  attachValue<SSubSatOp, intrinsic<ID::ssub_sat>>(ctx);
  attachValue<USubSatOp, intrinsic<ID::usub_sat>>(ctx);
  attachValue<SShlSatOp, intrinsic<ID::sshl_sat>>(ctx);
  attachValue<UShlSatOp, intrinsic<ID::ushl_sat>>(ctx);
  attachValue<FshlOp, intrinsic<ID::fshl>>(ctx);
  attachValue<FshrOp, intrinsic<ID::fshr>>(ctx);
  attachValue<LroundOp, intrinsic<ID::lround, Overload::ResultAndFirst>>(ctx);
  attachValue<LlroundOp, intrinsic<ID::llround, Overload::ResultAndFirst>>(ctx);
  attachValue<LrintOp, intrinsic<ID::lrint, Overload::ResultAndFirst>>(ctx);
  attachValue<LlrintOp, intrinsic<ID::llrint, Overload::ResultAndFirst>>(ctx);
  attachValue<SAddWithOverflowOp, intrinsic<ID::sadd_with_overflow>>(ctx);
  attachValue<UAddWithOverflowOp, intrinsic<ID::uadd_with_overflow>>(ctx);
  attachValue<SSubWithOverflowOp, intrinsic<ID::ssub_with_overflow>>(ctx);
  attachValue<USubWithOverflowOp, intrinsic<ID::usub_with_overflow>>(ctx);
  attachValue<SMulWithOverflowOp, intrinsic<ID::smul_with_overflow>>(ctx);
  attachValue<UMulWithOverflowOp, intrinsic<ID::umul_with_overflow>>(ctx);
  attachValue<ConstantOp, constant>(ctx);
  attachValue<UndefOp, undef>(ctx);
  attachValue<PoisonOp, poison>(ctx);
  attachValue<ZeroOp, zero>(ctx);
  attachValue<AllocaOp, allocaOp>(ctx);
  attachValue<LoadOp, load>(ctx);
  attach<StoreOp, store>(ctx);
  attachValue<GEPOp, gep>(ctx);
  attachValue<ExtractValueOp, extractValue>(ctx);
  attachValue<InsertValueOp, insertValue>(ctx);
  attachValue<ExtractElementOp, extractElement>(ctx);
  attachValue<InsertElementOp, insertElement>(ctx);
  attachValue<ShuffleVectorOp, shuffle>(ctx);
  attachValue<AtomicRMWOp, atomicRMW>(ctx);
  attachValue<AtomicCmpXchgOp, cmpXchg>(ctx);
  attach<MemcpyOp, memTransfer<false>>(ctx);
  attach<MemmoveOp, memTransfer<true>>(ctx);
  attach<MemsetOp, memsetOp>(ctx);
  attachValue<IsFPClassOp, isFPClass>(ctx);
  attach<PrefetchOp, prefetchOp>(ctx);
  attachValue<StackSaveOp, stackSave>(ctx);
  attach<StackRestoreOp, stackRestore>(ctx);
  attach<AssumeOp, assume>(ctx);
}
