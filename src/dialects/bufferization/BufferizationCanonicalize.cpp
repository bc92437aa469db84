//===- BufferizationCanonicalize.cpp - bufferization.dealloc's patterns ---===//
//
// MLIR 22's canonicalization patterns of bufferization.dealloc, in its
// order: duplicate memrefs merged (their conditions or'ed), duplicate
// retained memrefs merged, a dealloc of nothing replaced by `false`,
// memrefs never freed (condition false) dropped, the base buffer of an
// allocation freed as the allocation itself, and an allocation nothing
// else uses dropped with its dealloc entry.
//
//===----------------------------------------------------------------------===//
#include "dialects/arith/ArithOps.h"
#include "dialects/bufferization/BufferizationInternal.h"
#include "dialects/bufferization/BufferizationOps.h"
#include "dialects/memref/MemRefOps.h"
#include "interfaces/SideEffectInterfaces.h"
#include "ir/Attributes.h"
#include "ir/Context.h"
#include "rewrite/PatternMatch.h"

using namespace terrace;
using namespace terrace::bufferization;
using llvm::failure;
using llvm::LogicalResult;
using llvm::success;

namespace {

Value boolConstant(PatternRewriter &rewriter, Location loc, bool value) {
  Type i1 = IntegerType::get(rewriter.getContext(), 1);
  return create<arith::ConstantOp>(
             rewriter, loc, with<"value">(IntegerAttr::get(i1, int64_t(value))),
             with<"result">(i1))
      .result<"result">();
}

std::optional<int64_t> constantInt(Value v) {
  if (auto c = llvm::dyn_cast_if_present<arith::ConstantOp>(v.getDefiningOp()))
    if (auto attr = llvm::dyn_cast<IntegerAttr>(c.property<"value">()))
      return attr.getValue().getSExtValue();
  return std::nullopt;
}

LogicalResult updateIfChanged(DeallocOp dealloc, PatternRewriter &rewriter,
                              llvm::ArrayRef<Value> memrefs,
                              llvm::ArrayRef<Value> conditions) {
  return updateDeallocIfChanged(dealloc, rewriter, memrefs, conditions);
}

LogicalResult removeDuplicateMemrefs(DeallocOp dealloc,
                                     PatternRewriter &rewriter) {
  llvm::DenseMap<Value, unsigned> slot;
  llvm::SmallVector<Value, 4> memrefs, conditions;
  for (auto [memref, cond] : llvm::zip(dealloc.operands<"memrefs">(),
                                       dealloc.operands<"conditions">())) {
    auto [it, fresh] = slot.try_emplace(memref, unsigned(memrefs.size()));
    if (fresh) {
      memrefs.push_back(memref);
      conditions.push_back(cond);
      continue;
    }
    Value &merged = conditions[it->second];
    if (merged != cond)
      merged = create<arith::OrIOp>(rewriter, dealloc->getLoc(),
                                    with<"lhs">(merged), with<"rhs">(cond))
                   ->getResult(0);
  }
  return updateIfChanged(dealloc, rewriter, memrefs, conditions);
}

LogicalResult removeDuplicateRetained(DeallocOp dealloc,
                                      PatternRewriter &rewriter) {
  llvm::DenseMap<Value, unsigned> slot;
  llvm::SmallVector<Value, 4> retained;
  llvm::SmallVector<unsigned, 4> indices;
  for (Value r : dealloc.operands<"retained">()) {
    auto [it, fresh] = slot.try_emplace(r, unsigned(retained.size()));
    if (fresh)
      retained.push_back(r);
    indices.push_back(it->second);
  }
  if (retained.size() == dealloc.operands<"retained">().size())
    return failure();
  DeallocOp merged = createDealloc(
      rewriter, dealloc->getLoc(),
      llvm::to_vector(dealloc.operands<"memrefs">()),
      llvm::to_vector(dealloc.operands<"conditions">()), retained);
  llvm::SmallVector<Value, 4> replacements;
  for (unsigned i : indices)
    replacements.push_back(merged->getResult(i));
  rewriter.replaceOp(dealloc, replacements);
  return success();
}

LogicalResult eraseEmptyDealloc(DeallocOp dealloc, PatternRewriter &rewriter) {
  if (!dealloc.operands<"memrefs">().empty())
    return failure();
  Value falseValue = boolConstant(rewriter, dealloc->getLoc(), false);
  llvm::SmallVector<Value, 4> replacements(dealloc->getNumResults(),
                                           falseValue);
  rewriter.replaceOp(dealloc, replacements);
  return success();
}

LogicalResult eraseAlwaysFalse(DeallocOp dealloc, PatternRewriter &rewriter) {
  llvm::SmallVector<Value, 4> memrefs, conditions;
  for (auto [memref, cond] : llvm::zip(dealloc.operands<"memrefs">(),
                                       dealloc.operands<"conditions">())) {
    if (constantInt(cond) == 0)
      continue;
    memrefs.push_back(memref);
    conditions.push_back(cond);
  }
  return updateIfChanged(dealloc, rewriter, memrefs, conditions);
}

LogicalResult skipExtractMetadataOfAlloc(DeallocOp dealloc,
                                         PatternRewriter &rewriter) {
  llvm::SmallVector<Value, 4> memrefs;
  for (Value memref : dealloc.operands<"memrefs">()) {
    auto metadata = llvm::dyn_cast_if_present<memref::ExtractStridedMetadataOp>(
        memref.getDefiningOp());
    Value source = metadata ? metadata.operand<"source">() : Value();
    memrefs.push_back(source && isAllocation(source) ? source : memref);
  }
  return updateIfChanged(dealloc, rewriter, memrefs,
                         llvm::to_vector(dealloc.operands<"conditions">()));
}

LogicalResult removeAllocDeallocPair(DeallocOp dealloc,
                                     PatternRewriter &rewriter) {
  llvm::SmallVector<Value, 4> memrefs, conditions;
  llvm::SmallVector<Operation *, 4> allocs;
  for (auto [memref, cond] : llvm::zip(dealloc.operands<"memrefs">(),
                                       dealloc.operands<"conditions">())) {
    if (isAllocation(memref, /*onlyEffect=*/true) && memref.hasOneUse()) {
      allocs.push_back(memref.getDefiningOp());
      continue;
    }
    memrefs.push_back(memref);
    conditions.push_back(cond);
  }
  if (failed(updateIfChanged(dealloc, rewriter, memrefs, conditions)))
    return failure();
  for (Operation *alloc : allocs)
    rewriter.eraseOp(alloc);
  return success();
}

} // namespace

LogicalResult bufferization::updateDeallocIfChanged(
    DeallocOp dealloc, PatternRewriter &rewriter, llvm::ArrayRef<Value> memrefs,
    llvm::ArrayRef<Value> conditions) {
  if (llvm::equal(dealloc.operands<"memrefs">(), memrefs) &&
      llvm::equal(dealloc.operands<"conditions">(), conditions))
    return failure();
  rewriter.modifyOpInPlace(dealloc, [&] {
    setDeallocOperands(dealloc, memrefs, conditions,
                       llvm::to_vector(dealloc.operands<"retained">()));
  });
  return success();
}

DeallocOp bufferization::createDealloc(OpBuilder &builder, Location loc,
                                       llvm::ArrayRef<Value> memrefs,
                                       llvm::ArrayRef<Value> conditions,
                                       llvm::ArrayRef<Value> retained) {
  Type i1 = IntegerType::get(builder.getContext(), 1);
  llvm::SmallVector<Type, 4> types(retained.size(), i1);
  return create<DeallocOp>(builder, loc, with<"memrefs">(ValueRange(memrefs)),
                           with<"conditions">(ValueRange(conditions)),
                           with<"retained">(ValueRange(retained)),
                           with<"updatedConditions">(TypeRange(types)));
}

void bufferization::setDeallocOperands(DeallocOp dealloc,
                                       llvm::ArrayRef<Value> memrefs,
                                       llvm::ArrayRef<Value> conditions,
                                       llvm::ArrayRef<Value> retained) {
  llvm::SmallVector<Value, 8> operands(memrefs.begin(), memrefs.end());
  operands.append(conditions.begin(), conditions.end());
  operands.append(retained.begin(), retained.end());
  dealloc->setOperands(operands);
  int32_t segments[] = {int32_t(memrefs.size()), int32_t(conditions.size()),
                        int32_t(retained.size())};
  dealloc->setAttr("operandSegmentSizes",
                   DenseArrayAttr::get(dealloc->getContext(),
                                       llvm::ArrayRef<int32_t>(segments)));
}

void bufferization::deallocPatterns(RewritePatternSet &patterns, Context &) {
  patterns.add<DeallocOp>("DeallocRemoveDuplicateDeallocMemrefs",
                          removeDuplicateMemrefs);
  patterns.add<DeallocOp>("DeallocRemoveDuplicateRetainedMemrefs",
                          removeDuplicateRetained);
  patterns.add<DeallocOp>("EraseEmptyDealloc", eraseEmptyDealloc);
  patterns.add<DeallocOp>("EraseAlwaysFalseDealloc", eraseAlwaysFalse);
  patterns.add<DeallocOp>("SkipExtractMetadataOfAlloc",
                          skipExtractMetadataOfAlloc);
  patterns.add<DeallocOp>("RemoveAllocDeallocPairWhenNoOtherUsers",
                          removeAllocDeallocPair);
}

bool bufferization::isMemRefLike(Type type) {
  return llvm::isa<MemRefType, UnrankedMemRefType>(type);
}

bool bufferization::isAllocation(Value value, bool onlyEffect) {
  Operation *def = value.getDefiningOp();
  if (!def)
    return false;
  const auto *iface = getInterface<MemoryEffectOpInterface>(def);
  if (!iface)
    return false;
  llvm::SmallVector<MemoryEffect, 4> effects;
  iface->getEffects(def, effects);
  bool allocates = false;
  for (const MemoryEffect &effect : effects) {
    if (effect.kind == MemoryEffectKind::Allocate && effect.value == value)
      allocates = true;
    else if (onlyEffect)
      return false;
  }
  return allocates;
}
