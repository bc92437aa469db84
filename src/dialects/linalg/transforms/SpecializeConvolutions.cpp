//===- SpecializeConvolutions.cpp - generic back to convolution/pooling ---===//
//
// The convolution and pooling half of linalg-specialize-generic-ops
// (MLIR 22's specializeLinalgConvolutions): for each candidate named op, in
// MLIR's order, the strides and dilations are read off the input's map,
// the op's own maps rebuilt with them must equal the generic's exactly
// (same loop order), the iterators must agree, and the body must compute
// what the op's does, up to one cast per operand.
//
// Where MLIR 22 is wrong Terrace declines: conv_1d/2d/3d have no strides or
// dilations, and MLIR drops those a generic has; here such a generic stays.
//
//===----------------------------------------------------------------------===//
#include "dialects/arith/ArithOps.h"
#include "dialects/linalg/LinalgOps.h"
#include "dialects/linalg/NamedOps.h"
#include "dialects/linalg/StructuredOps.h"
#include "dialects/linalg/transforms/SpecializeInternal.h"
#include "ir/Attributes.h"
#include "ir/Block.h"
#include "ir/Context.h"
#include "ir/Operation.h"
#include "ir/Region.h"

#include <cstring>

using namespace terrace;
using namespace terrace::linalg;

namespace {

/// The named ops tried, in MLIR 22's order (those Terrace has).
template <typename... Ops> struct OpList {
  static llvm::SmallVector<OperationName, 24> names(Context &ctx) {
    return {Ops::getOperationName(ctx)...};
  }
};
using Candidates = OpList<
    Conv1DOp, Conv1DNwcWcfOp, Conv1DNcwFcwOp, Conv2DOp, Conv2DNhwcHwcfOp,
    Conv2DNhwcHwcfQOp, Conv2DNhwcFhwcOp, Conv2DNhwcFhwcQOp, Conv2DNchwFchwOp,
    Conv2DNchwFchwQOp, Conv2DNgchwFgchwOp, Conv2DNgchwGfchwOp,
    Conv2DNgchwGfchwQOp, Conv2DNhwgcGfhwcOp, Conv2DNhwgcGfhwcQOp, Conv3DOp,
    Conv3DNdhwcDhwcfOp, Conv3DNdhwcDhwcfQOp, Conv3DNcdhwFcdhwOp,
    DepthwiseConv1DNcwCwOp, DepthwiseConv1DNwcWcOp, DepthwiseConv1DNwcWcmOp,
    DepthwiseConv2DNchwChwOp, DepthwiseConv2DNhwcHwcOp,
    DepthwiseConv2DNhwcHwcQOp, DepthwiseConv2DNhwcHwcmOp,
    DepthwiseConv2DNhwcHwcmQOp, DepthwiseConv3DNdhwcDhwcOp,
    DepthwiseConv3DNcdhwCdhwOp, DepthwiseConv3DNdhwcDhwcmOp, PoolingNhwcMaxOp,
    PoolingNhwcMinOp, PoolingNhwcSumOp, PoolingNhwcMaxUnsignedOp,
    PoolingNhwcMinUnsignedOp, PoolingNchwSumOp, PoolingNchwMaxOp,
    PoolingNwcSumOp, PoolingNcwSumOp, PoolingNwcMaxOp, PoolingNwcMaxUnsignedOp,
    PoolingNcwMaxOp, PoolingNwcMinOp, PoolingNwcMinUnsignedOp,
    PoolingNdhwcSumOp, PoolingNdhwcMaxOp, PoolingNdhwcMinOp>;
/// The coefficient of dim `position` in `expr`, a sum of two terms each
/// `d` or `d * c`; none when it is not there.
std::optional<int64_t> coefficientOf(AffineExpr expr, unsigned position) {
  if (expr.getKind() != AffineExprKind::Add)
    return std::nullopt;
  for (AffineExpr term : {expr.getLHS(), expr.getRHS()}) {
    if (term.getKind() == AffineExprKind::DimId &&
        term.getValue() == int64_t(position))
      return 1;
    if (term.getKind() == AffineExprKind::Mul &&
        term.getLHS().getKind() == AffineExprKind::DimId &&
        term.getLHS().getValue() == int64_t(position) &&
        term.getRHS().isConstant() && term.getRHS().getValue() > 0)
      return term.getRHS().getValue();
  }
  return std::nullopt;
}

/// The strides and dilations the generic's input map implies for `spec`:
/// in each spatial term `hS0+yD0` of the input, the coefficients of the
/// output loop (h) and of the window loop (y).
bool readStridesDilations(const NamedOpSpec &spec, AffineMapAttr inputMap,
                          llvm::SmallVectorImpl<int64_t> &strides,
                          llvm::SmallVectorImpl<int64_t> &dilations) {
  strides.assign(spec.numSpatialDims, 1);
  dilations.assign(spec.numSpatialDims, 1);
  llvm::StringRef loops = spec.loops;
  llvm::SmallVector<llvm::StringRef, 5> terms;
  llvm::StringRef(spec.operandDims[0]).split(terms, ',');
  if (terms.size() != inputMap.getNumResults())
    return false;
  for (auto [i, term] : llvm::enumerate(terms)) {
    auto [outer, window] = term.split('+');
    if (window.empty() || outer.size() < 3 || window.size() < 3)
      continue; // a plain loop, or conv_1d/2d/3d's `w+x` (no attributes)
    unsigned spatial = unsigned(outer[2] - '0');
    AffineExpr result = inputMap.getResult(unsigned(i));
    std::optional<int64_t> stride =
        coefficientOf(result, unsigned(loops.find(outer[0])));
    std::optional<int64_t> dilation =
        coefficientOf(result, unsigned(loops.find(window[0])));
    if (!stride || !dilation || spatial >= spec.numSpatialDims)
      return false;
    strides[spatial] = *stride;
    dilations[spatial] = *dilation;
  }
  return true;
}

/// `value` is block argument `n`, maybe through one cast.
bool isArgThroughCast(Value value, Block &body, unsigned n) {
  if (Operation *def = value.getDefiningOp())
    if (llvm::isa<arith::ExtFOp, arith::ExtSIOp, arith::ExtUIOp,
                  arith::SIToFPOp>(def))
      value = def->getOperand(0);
  return value.isBlockArgument() && value.getParentBlock() == &body &&
         value.getIndex() == n;
}

/// The body computes what `spec`'s does: out + in * filter for
/// convolutions, op(out, in) for pooling.
bool bodyMatches(const NamedOpSpec &spec, Block &body) {
  if (body.empty() || !llvm::isa<YieldOp>(&body.back()) ||
      body.back().getNumOperands() != 1)
    return false;
  Operation *op = body.back().getOperand(0).getDefiningOp();
  if (!op || op->getNumOperands() != 2)
    return false;
  using Body = NamedOpSpec::Body;
  switch (spec.body) {
  case Body::QuantizedMulAdd: {
    if (!llvm::isa<arith::AddIOp, arith::AddFOp>(op))
      return false;
    Operation *mul = op->getOperand(1).getDefiningOp();
    if (!mul || !llvm::isa<arith::MulIOp, arith::MulFOp>(mul))
      return false;
    // Each factor is a value less its zero point.
    auto isShifted = [&](Value factor, unsigned value, unsigned zeroPoint) {
      Operation *sub = factor.getDefiningOp();
      return sub && llvm::isa<arith::SubIOp, arith::SubFOp>(sub) &&
             isArgThroughCast(sub->getOperand(0), body, value) &&
             isArgThroughCast(sub->getOperand(1), body, zeroPoint);
    };
    return isShifted(mul->getOperand(0), 0, 2) &&
           isShifted(mul->getOperand(1), 1, 3) &&
           isArgThroughCast(op->getOperand(0), body, 4);
  }
  case Body::MulAdd: {
    if (!llvm::isa<arith::AddIOp, arith::AddFOp>(op))
      return false;
    Operation *mul = op->getOperand(1).getDefiningOp();
    return mul && llvm::isa<arith::MulIOp, arith::MulFOp>(mul) &&
           isArgThroughCast(mul->getOperand(0), body, 0) &&
           isArgThroughCast(mul->getOperand(1), body, 1) &&
           isArgThroughCast(op->getOperand(0), body, 2);
  }
  case Body::Add:
    if (!llvm::isa<arith::AddIOp, arith::AddFOp>(op))
      return false;
    break;
  case Body::MaxSigned:
    if (!llvm::isa<arith::MaximumFOp, arith::MaxSIOp>(op))
      return false;
    break;
  case Body::MaxUnsigned:
    if (!llvm::isa<arith::MaxUIOp>(op))
      return false;
    break;
  case Body::MinSigned:
    if (!llvm::isa<arith::MinimumFOp, arith::MinSIOp>(op))
      return false;
    break;
  case Body::MinUnsigned:
    if (!llvm::isa<arith::MinUIOp>(op))
      return false;
    break;
  default:
    return false;
  }
  return isArgThroughCast(op->getOperand(0), body, 2) &&
         isArgThroughCast(op->getOperand(1), body, 0);
}

} // namespace

std::optional<ConvolutionMatch> linalg::matchConvolution(Operation *generic) {
  Context &ctx = generic->getContext();
  unsigned numInputs = getNumInputs(generic);
  if (generic->getNumOperands() != numInputs + 1)
    return std::nullopt;
  llvm::SmallVector<AffineMapAttr, 4> maps = getIndexingMaps(generic);
  llvm::SmallVector<uint64_t, 4> iterators = getIteratorTypes(generic);
  Block &body = generic->getRegion(0).front();
  for (OperationName name : Candidates::names(ctx)) {
    const NamedOpSpec &spec =
        *name.getInterface<StructuredOpInterface>()->named;
    if (spec.numInputs != numInputs ||
        std::strlen(spec.loops) != iterators.size())
      continue;
    ConvolutionMatch match{name, {}, {}};
    if (!readStridesDilations(spec, maps[0], match.strides, match.dilations))
      continue;
    llvm::SmallVector<Type, 3> types(generic->getOperandTypes());
    Attribute strides = convolutionAttr(ctx, match.strides);
    Attribute dilations = convolutionAttr(ctx, match.dilations);
    llvm::SmallVector<AffineMapAttr, 3> canonical;
    getDefaultIndexingMaps(
        spec, ctx, types,
        [&](llvm::StringRef attr) {
          return attr == "strides" ? strides : dilations;
        },
        canonical);
    if (canonical.size() != maps.size() ||
        !std::equal(canonical.begin(), canonical.end(), maps.begin()))
      continue;
    llvm::SmallVector<uint64_t, 8> canonicalIterators;
    getDefaultIteratorTypes(spec, types, canonicalIterators);
    if (llvm::ArrayRef<uint64_t>(canonicalIterators) !=
            llvm::ArrayRef<uint64_t>(iterators) ||
        !bodyMatches(spec, body))
      continue;
    if (!spec.numSpatialDims) {
      match.strides.clear();
      match.dilations.clear();
    }
    return match;
  }
  return std::nullopt;
}

/// A tensor<N x i64> of `values` (the form of strides and dilations).
Attribute linalg::convolutionAttr(Context &ctx,
                                  llvm::ArrayRef<int64_t> values) {
  auto type = RankedTensorType::get({int64_t(values.size())},
                                    IntegerType::get(ctx, 64), Attribute());
  std::string raw(values.size() * sizeof(int64_t), '\0');
  std::memcpy(raw.data(), values.data(), raw.size());
  return DenseIntOrFPElementsAttr::get(llvm::cast<ShapedType>(type), raw);
}
