//===- CopyToGeneric.cpp - Strided memref.copy as a linalg.generic --------===//
//
// memref-copy-to-linalg (Terrace's own): a memref.copy between buffers of
// which one is not contiguous (a subview: the interior of a padded image,
// which bufferizing tensor.pad copies into) becomes a linalg.generic that
// copies element by element. MLIR lowers such a copy to a call of the
// runtime's memrefCopy, which walks any layout one element at a time, and
// which code compiled ahead of time would have to link; as a generic it
// becomes loops that LLVM vectorizes, with nothing to link. Copies between
// contiguous buffers stay memref.copy (one memcpy).
//
//===----------------------------------------------------------------------===//
#include "dialects/linalg/LinalgOps.h"
#include "dialects/linalg/StructuredOps.h"
#include "dialects/linalg/transforms/GenericBuilding.h"
#include "dialects/linalg/transforms/Passes.h"
#include "dialects/memref/MemRefOps.h"
#include "ir/Block.h"
#include "ir/Context.h"
#include "ir/Operation.h"
#include "ir/Region.h"

using namespace terrace;
using namespace terrace::linalg;

namespace {

/// Whether `copy` is one this pass rewrites: ranked buffers of the same
/// rank (one or more) and element type, not both of the identity layout.
bool isStridedCopy(Operation *copy) {
  auto view = memref::CopyOp::wrap(copy);
  auto source = llvm::dyn_cast<MemRefType>(view.operand<"source">().getType());
  auto target = llvm::dyn_cast<MemRefType>(view.operand<"target">().getType());
  return source && target && source.getRank() > 0 &&
         source.getRank() == target.getRank() &&
         source.getElementType() == target.getElementType() &&
         (source.getLayout() || target.getLayout());
}

class MemRefCopyToLinalg : public PassBase<MemRefCopyToLinalg> {
public:
  MemRefCopyToLinalg()
      : PassBase("memref-copy-to-linalg", "MemRefCopyToLinalgPass") {
    statistic("num-copies", "Number of memref.copy ops rewritten", numCopies);
  }

  void runOnOperation() override {
    llvm::SmallVector<Operation *, 8> copies;
    getOperation()->walk([&](Operation *op) {
      if (llvm::isa<memref::CopyOp>(op) && isStridedCopy(op))
        copies.push_back(op);
    });
    if (copies.empty()) {
      markAllAnalysesPreserved();
      return;
    }
    Context &ctx = getOperation()->getContext();
    PatternRewriter rewriter(ctx);
    for (Operation *copy : copies) {
      Value source = memref::CopyOp::wrap(copy).operand<"source">(),
            target = memref::CopyOp::wrap(copy).operand<"target">();
      auto type = llvm::cast<MemRefType>(source.getType());
      int64_t rank = type.getRank();
      AffineMapAttr identity = identityMap(ctx, rank);
      llvm::SmallVector<Attribute, 4> parallel(
          size_t(rank),
          EnumAttr::get(ctx, kIteratorType, uint64_t(IteratorType::Parallel)));
      rewriter.setInsertionPoint(copy);
      AffineMapAttr maps[] = {identity, identity};
      Operation *generic = createGeneric(
          rewriter, copy->getLoc(), {source}, {target},
          llvm::ArrayRef<AffineMapAttr>(maps), ArrayAttr::get(ctx, parallel));
      Block &body = generic->getRegion(0).front();
      Value in = body.addArgument(type.getElementType(), copy->getLoc());
      body.addArgument(type.getElementType(), copy->getLoc());
      rewriter.setInsertionPointToEnd(&body);
      create<YieldOp>(rewriter, copy->getLoc(),
                      with<"values">(ValueRange({in})));
      rewriter.eraseOp(copy);
      ++numCopies;
    }
  }

private:
  uint64_t numCopies = 0;
};

} // namespace

std::unique_ptr<Pass> terrace::createMemRefCopyToLinalgPass() {
  return std::make_unique<MemRefCopyToLinalg>();
}
