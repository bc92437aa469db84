//===- MemRefLayout.cpp - Where a memref's elements sit -------------------===//
#include "ir/MemRefLayout.h"

#include "ir/AffineExpr.h"
#include "ir/Attributes.h"
#include "ir/Context.h"

#include "llvm/ADT/STLExtras.h"

using namespace terrace;

llvm::SmallVector<int64_t, 4>
terrace::rowMajorStrides(llvm::ArrayRef<int64_t> shape) {
  llvm::SmallVector<int64_t, 4> strides(shape.size(), 1);
  int64_t running = 1;
  for (size_t i = shape.size(); i-- > 0;) {
    strides[i] = running;
    if (running == kDynamic || shape[i] == kDynamic)
      running = kDynamic;
    else
      running *= shape[i];
  }
  return strides;
}

namespace {
/// MLIR's extractStrides: walks a sum of products, each dimension's
/// coefficient (a constant, or symbolic and so dynamic) adding to its
/// stride, and everything without a dimension to the offset. Coefficients
/// are affine expressions until the end, so that sums of constants fold.
class StrideExtractor {
public:
  StrideExtractor(Context &ctx, unsigned rank)
      : offset(AffineExpr::getConstant(ctx, 0)),
        strides(rank, AffineExpr::getConstant(ctx, 0)) {}

  bool extract(AffineExpr e, AffineExpr factor) {
    switch (e.getKind()) {
    case AffineExprKind::DimId: {
      auto pos = size_t(e.getValue());
      if (pos >= strides.size())
        return false;
      strides[pos] = strides[pos] + factor;
      return true;
    }
    case AffineExprKind::Add:
      return extract(e.getLHS(), factor) && extract(e.getRHS(), factor);
    case AffineExprKind::Mul: {
      AffineExpr lhs = e.getLHS(), rhs = e.getRHS();
      if (lhs.getKind() == AffineExprKind::DimId) {
        auto pos = size_t(lhs.getValue());
        if (pos >= strides.size())
          return false;
        strides[pos] = strides[pos] + rhs * factor;
        return true;
      }
      if (lhs.isSymbolicOrConstant())
        return extract(rhs, factor * lhs);
      return extract(lhs, factor * rhs);
    }
    case AffineExprKind::Mod:
    case AffineExprKind::FloorDiv:
    case AffineExprKind::CeilDiv:
      // A division or remainder of a dimension is not strided.
      if (!e.isSymbolicOrConstant())
        return false;
      offset = offset + e * factor;
      return true;
    case AffineExprKind::Constant:
    case AffineExprKind::SymbolId:
      offset = offset + e * factor;
      return true;
    }
    return false;
  }

  static int64_t value(AffineExpr e) {
    return e.isConstant() ? e.getValue() : kDynamic;
  }

  AffineExpr offset;
  llvm::SmallVector<AffineExpr, 4> strides;
};
} // namespace

llvm::LogicalResult terrace::getStridesAndOffset(
    MemRefType type, llvm::SmallVectorImpl<int64_t> &strides, int64_t &offset) {
  Attribute layout = type.getLayout();
  strides.clear();
  if (auto strided = llvm::dyn_cast_if_present<StridedLayoutAttr>(layout)) {
    strides.append(strided.getStrides().begin(), strided.getStrides().end());
    offset = strided.getOffset();
    return llvm::success();
  }
  auto map = llvm::dyn_cast_if_present<AffineMapAttr>(layout);
  if (!map || map.isIdentity()) {
    llvm::SmallVector<int64_t, 4> rowMajor = rowMajorStrides(type.getShape());
    strides.append(rowMajor.begin(), rowMajor.end());
    offset = 0;
    return llvm::success();
  }
  if (map.getNumResults() != 1)
    return llvm::failure();
  Context &ctx = type.getContext();
  StrideExtractor extractor(ctx, unsigned(type.getRank()));
  if (!extractor.extract(map.getResult(0), AffineExpr::getConstant(ctx, 1)))
    return llvm::failure();
  for (AffineExpr stride : extractor.strides)
    strides.push_back(StrideExtractor::value(stride));
  offset = StrideExtractor::value(extractor.offset);
  return llvm::success();
}

bool terrace::isStrided(MemRefType type) {
  llvm::SmallVector<int64_t, 4> strides;
  int64_t offset;
  return succeeded(getStridesAndOffset(type, strides, offset));
}

bool terrace::hasIdentityLayout(MemRefType type) {
  Attribute layout = type.getLayout();
  if (!layout)
    return true;
  // A strided layout is the identity when its map is: (d0) -> (d0).
  if (auto strided = llvm::dyn_cast<StridedLayoutAttr>(layout))
    return strided.getOffset() == 0 && strided.getStrides().size() == 1 &&
           strided.getStrides()[0] == 1;
  auto map = llvm::dyn_cast<AffineMapAttr>(layout);
  return map && map.isIdentity();
}

bool terrace::isRowMajor(llvm::ArrayRef<int64_t> shape,
                         llvm::ArrayRef<int64_t> strides, int64_t offset) {
  if (offset != 0 || strides.size() != shape.size())
    return false;
  llvm::SmallVector<int64_t, 4> rowMajor = rowMajorStrides(shape);
  for (size_t i = 0; i < shape.size(); ++i) {
    // A dimension of size 1 is never stepped along: any stride will do.
    if (shape[i] == 1)
      continue;
    if (strides[i] != rowMajor[i] || strides[i] == kDynamic)
      return false;
  }
  return true;
}

MemRefType terrace::stridedMemRefType(llvm::ArrayRef<int64_t> shape,
                                      Type element,
                                      llvm::ArrayRef<int64_t> strides,
                                      int64_t offset, Attribute memorySpace) {
  Attribute layout;
  if (offset != 0 || strides != llvm::ArrayRef(rowMajorStrides(shape)))
    layout = StridedLayoutAttr::get(element.getContext(), offset, strides);
  return MemRefType::get(shape, element, layout, memorySpace);
}
