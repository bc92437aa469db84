//===- MemRefCanonicalize.cpp - memref's canonicalization patterns --------===//
//
// MLIR 22's canonicalization patterns of memref.alloc/alloca (constant
// sizes made static behind a cast; an allocation only stored into and
// freed, dropped with its users) and memref.copy (a copy to itself, or of
// no elements, dropped).
//
//===----------------------------------------------------------------------===//
#include "dialects/memref/MemRefFolds.h"
#include "dialects/memref/MemRefOps.h"
#include "ir/Attributes.h"
#include "ir/Context.h"
#include "rewrite/PatternMatch.h"

using namespace terrace;
using namespace terrace::memref;
using llvm::failure;
using llvm::LogicalResult;
using llvm::success;

namespace {

/// The value of an integer constant (MLIR's m_ConstantInt).
std::optional<llvm::APInt> constantInt(Value v) {
  Operation *def = v.getDefiningOp();
  if (!def || !def->hasTrait(OpTrait::ConstantLike))
    return std::nullopt;
  if (auto attr =
          llvm::dyn_cast_if_present<IntegerAttr>(def->getInherentAttr("value")))
    return attr.getValue();
  return std::nullopt;
}

/// MLIR's SimplifyAllocConst: non-negative constant sizes become static,
/// the new allocation cast back to the old type.
template <typename AllocLikeOp>
LogicalResult simplifyAllocConst(AllocLikeOp alloc, PatternRewriter &rewriter) {
  OperandRange sizes = alloc.template operands<"dynamicSizes">();
  auto isFoldable = [](Value v) {
    std::optional<llvm::APInt> value = constantInt(v);
    return value && value->isNonNegative();
  };
  if (llvm::none_of(sizes, isFoldable))
    return failure();
  auto type = llvm::cast<MemRefType>(alloc.template result<"memref">().getType());
  llvm::SmallVector<int64_t, 4> shape;
  llvm::SmallVector<Value, 4> dynamic;
  size_t next = 0;
  for (int64_t size : type.getShape()) {
    if (size != kDynamic) {
      shape.push_back(size);
      continue;
    }
    Value operand = sizes[next++];
    if (isFoldable(operand)) {
      shape.push_back(int64_t(constantInt(operand)->getZExtValue()));
    } else {
      shape.push_back(kDynamic);
      dynamic.push_back(operand);
    }
  }
  auto newType = MemRefType::get(shape, type.getElementType(),
                                 type.getLayout(), type.getMemorySpace());
  OperationState state = OperationState::withoutResults(alloc);
  state.operands.assign(dynamic.begin(), dynamic.end());
  OperandRange symbols = alloc.template operands<"symbolOperands">();
  state.operands.append(symbols.begin(), symbols.end());
  state.types.push_back(newType);
  // The segment sizes follow the new operands.
  Context &ctx = rewriter.getContext();
  int32_t segments[] = {int32_t(dynamic.size()), int32_t(symbols.size())};
  for (NamedAttribute &attr : state.attributes)
    if (attr.getName() == "operandSegmentSizes")
      attr.value = DenseArrayAttr::get(ctx, llvm::ArrayRef<int32_t>(segments));
  rewriter.setInsertionPoint(alloc);
  Operation *newAlloc = rewriter.create(state);
  if (newAlloc->getAttr("operandSegmentSizes"))
    newAlloc->setAttr(
        "operandSegmentSizes",
        DenseArrayAttr::get(ctx, llvm::ArrayRef<int32_t>(segments)));
  Value cast = create<CastOp>(rewriter, alloc->getLoc(),
                              with<"source">(newAlloc->getResult(0)),
                              with<"dest">(Type(type)))
                   .template result<"dest">();
  rewriter.replaceOp(alloc, {cast});
  return success();
}

/// MLIR's SimplifyDeadAlloc: an allocation only stored into and freed.
template <typename AllocLikeOp>
LogicalResult simplifyDeadAlloc(AllocLikeOp alloc, PatternRewriter &rewriter) {
  Value memref = alloc.template result<"memref">();
  for (OpOperand *use = memref.getFirstUse(); use; use = use->getNextUse()) {
    Operation *user = use->getOwner();
    if (auto store = llvm::dyn_cast<StoreOp>(user)) {
      if (store.operand<"value">() == memref)
        return failure();
      continue;
    }
    if (!llvm::isa<DeallocOp>(user))
      return failure();
  }
  llvm::SmallVector<Operation *, 4> users;
  for (OpOperand *use = memref.getFirstUse(); use; use = use->getNextUse())
    if (!llvm::is_contained(users, use->getOwner()))
      users.push_back(use->getOwner());
  for (Operation *user : users)
    rewriter.eraseOp(user);
  rewriter.eraseOp(alloc);
  return success();
}

bool isEmptyMemRef(Type type) {
  auto memref = llvm::dyn_cast<MemRefType>(type);
  return memref && llvm::is_contained(memref.getShape(), 0);
}

LogicalResult foldEmptyCopy(CopyOp copy, PatternRewriter &rewriter) {
  if (!isEmptyMemRef(copy.operand<"source">().getType()) &&
      !isEmptyMemRef(copy.operand<"target">().getType()))
    return failure();
  rewriter.eraseOp(copy);
  return success();
}

LogicalResult foldSelfCopy(CopyOp copy, PatternRewriter &rewriter) {
  if (copy.operand<"source">() != copy.operand<"target">())
    return failure();
  rewriter.eraseOp(copy);
  return success();
}

} // namespace

void memref::allocPatterns(RewritePatternSet &patterns, Context &) {
  patterns.add<AllocOp>("SimplifyAllocConst<AllocOp>",
                        simplifyAllocConst<AllocOp>);
  patterns.add<AllocOp>("SimplifyDeadAlloc<AllocOp>", simplifyDeadAlloc<AllocOp>);
}

void memref::allocaPatterns(RewritePatternSet &patterns, Context &) {
  patterns.add<AllocaOp>("SimplifyAllocConst<AllocaOp>",
                         simplifyAllocConst<AllocaOp>);
  patterns.add<AllocaOp>("SimplifyDeadAlloc<AllocaOp>",
                         simplifyDeadAlloc<AllocaOp>);
}

void memref::copyPatterns(RewritePatternSet &patterns, Context &) {
  patterns.add<CopyOp>("FoldEmptyCopy", foldEmptyCopy);
  patterns.add<CopyOp>("FoldSelfCopy", foldSelfCopy);
}
