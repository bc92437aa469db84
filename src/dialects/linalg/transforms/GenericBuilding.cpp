//===- GenericBuilding.cpp - Making linalg.generic ops in rewrites --------===//
#include "dialects/linalg/transforms/GenericBuilding.h"
#include "dialects/arith/ArithBuilders.h"
#include "dialects/arith/ArithOps.h"
#include "dialects/linalg/LinalgOps.h"
#include "dialects/tensor/TensorCanonicalize.h"
#include "dialects/tensor/TensorOps.h"
#include "ir/Block.h"
#include "ir/Context.h"
#include "ir/Region.h"

using namespace terrace;
using namespace terrace::linalg;

Operation *linalg::createGeneric(PatternRewriter &rewriter, Location loc,
                                 llvm::ArrayRef<Value> inputs,
                                 llvm::ArrayRef<Value> inits,
                                 llvm::ArrayRef<Attribute> maps,
                                 Attribute iteratorTypes) {
  Context &ctx = rewriter.getContext();
  OperationState state(loc, GenericOp::getOperationName(ctx));
  state.operands.append(inputs.begin(), inputs.end());
  state.operands.append(inits.begin(), inits.end());
  for (Value init : inits)
    if (llvm::isa<RankedTensorType>(init.getType()))
      state.types.push_back(init.getType());
  state.addAttribute(StringAttr::get(ctx, "indexing_maps"),
                     ArrayAttr::get(ctx, maps));
  state.addAttribute(StringAttr::get(ctx, "iterator_types"), iteratorTypes);
  int32_t segments[] = {int32_t(inputs.size()), int32_t(inits.size())};
  state.addAttribute(StringAttr::get(ctx, "operandSegmentSizes"),
                     DenseArrayAttr::get(ctx, llvm::ArrayRef(segments)));
  state.addRegion()->push_back(new Block());
  return rewriter.create(state);
}

Operation *linalg::createGeneric(PatternRewriter &rewriter, Location loc,
                                 llvm::ArrayRef<Value> inputs,
                                 llvm::ArrayRef<Value> inits,
                                 llvm::ArrayRef<AffineMapAttr> maps,
                                 Attribute iteratorTypes) {
  llvm::SmallVector<Attribute, 6> attrs(maps.begin(), maps.end());
  return createGeneric(rewriter, loc, inputs, inits,
                       llvm::ArrayRef<Attribute>(attrs), iteratorTypes);
}

void linalg::cloneOpsInto(PatternRewriter &rewriter, Block &from, Block &to,
                          llvm::DenseMap<Value, Value> &mapper,
                          llvm::function_ref<bool(Operation *)> skip) {
  llvm::DenseMap<Block *, Block *> blockMapper;
  rewriter.setInsertionPointToEnd(&to);
  for (Operation &op : from)
    if (!skip || !skip(&op))
      rewriter.insert(op.clone(mapper, blockMapper));
}

bool linalg::hasSingleUse(Operation *op) {
  unsigned uses = 0;
  for (Value result : op->getResults())
    for (OpOperand *use = result.getFirstUse(); use; use = use->getNextUse())
      ++uses;
  return uses == 1;
}

Value linalg::createIndexConstant(PatternRewriter &rewriter, Location loc,
                                  int64_t value) {
  return arith::createIndexConstant(rewriter, loc, value);
}

void linalg::mixedSizes(PatternRewriter &rewriter, Location loc, Value value,
                        llvm::SmallVectorImpl<int64_t> &shape,
                        llvm::SmallVectorImpl<Value> &values) {
  for (const OpFoldResult &size : tensor::getMixedSizes(rewriter, loc, value)) {
    if (size.value) {
      shape.push_back(kDynamic);
      values.push_back(size.value);
    } else {
      shape.push_back(llvm::cast<IntegerAttr>(size.attr).getInt());
    }
  }
}
