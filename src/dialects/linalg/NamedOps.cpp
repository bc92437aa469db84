//===- NamedOps.cpp - The named structured ops: table, syntax, bodies -----===//
//
// MLIR 22 writes the named ops' syntax by hand (printNamedStructuredOp):
// an optional `indexing_maps = [...]` (matmul's family, when not the
// default), the attribute dictionary, `ins(...)`, `outs(...)` and the
// result types; the body is implicit in the custom form and built from the
// op's description when parsing, and printed in the generic form.
//
//===----------------------------------------------------------------------===//
#include "dialects/linalg/NamedOps.h"
#include "dialects/arith/ArithOps.h"
#include "dialects/common/ConstantFolding.h"
#include "dialects/common/TypeConstraints.h"
#include "dialects/linalg/Contraction.h"
#include "dialects/linalg/LinalgCanonicalize.h"
#include "dialects/linalg/LinalgOps.h"
#include "dialects/linalg/StructuredOps.h"
#include "dialects/linalg/StructuredSyntax.h"
#include "dialects/math/MathOps.h"
#include "dialects/memref/MemRefFolds.h"
#include "interfaces/DestinationStyleInterface.h"
#include "ir/Block.h"
#include "ir/Builder.h"
#include "ir/Context.h"
#include "ir/Diagnostics.h"
#include "ir/Location.h"
#include "ir/Region.h"
#include "text/AsmParser.h"
#include "text/OpAsm.h"

using namespace terrace;
using namespace terrace::linalg;

//===-- The descriptions
//----------------------------------------------------===//

using Body = NamedOpSpec::Body;

static const NamedOpSpec kFill = {.body = Body::Cast, .numInputs = 1};
static const NamedOpSpec kCopy = {
    .body = Body::Cast, .numInputs = 1, .castProperty = true};
// The elementwise named ops: any rank, identity maps, the function alone.
static const NamedOpSpec kExp = {.body = Body::Exp, .numInputs = 1};
static const NamedOpSpec kAdd = {.body = Body::ElementwiseAdd, .numInputs = 2};
static const NamedOpSpec kSub = {.body = Body::ElementwiseSub, .numInputs = 2};
static const NamedOpSpec kMul = {.body = Body::ElementwiseMul, .numInputs = 2};
static const NamedOpSpec kDiv = {.body = Body::ElementwiseDiv, .numInputs = 2};
static const NamedOpSpec kLog = {.body = Body::Log, .numInputs = 1};
static const NamedOpSpec kAbs = {.body = Body::Abs, .numInputs = 1};
static const NamedOpSpec kCeil = {.body = Body::Ceil, .numInputs = 1};
static const NamedOpSpec kFloor = {.body = Body::Floor, .numInputs = 1};
static const NamedOpSpec kNegF = {.body = Body::NegF, .numInputs = 1};
static const NamedOpSpec kReciprocal = {.body = Body::Reciprocal,
                                        .numInputs = 1};
static const NamedOpSpec kRound = {.body = Body::Round, .numInputs = 1};
static const NamedOpSpec kSqrt = {.body = Body::Sqrt, .numInputs = 1};
static const NamedOpSpec kRsqrt = {.body = Body::Rsqrt, .numInputs = 1};
static const NamedOpSpec kSquare = {.body = Body::Square, .numInputs = 1};
static const NamedOpSpec kTanh = {.body = Body::Tanh, .numInputs = 1};
static const NamedOpSpec kErf = {.body = Body::Erf, .numInputs = 1};
static const NamedOpSpec kMax = {.body = Body::ElementwiseMax, .numInputs = 2};
static const NamedOpSpec kMin = {.body = Body::ElementwiseMin, .numInputs = 2};
static const NamedOpSpec kPowF = {.body = Body::PowF, .numInputs = 2};
static const NamedOpSpec kDivUnsigned = {.body = Body::DivUnsigned,
                                         .numInputs = 2};
static const NamedOpSpec kSelect = {.body = Body::Select, .numInputs = 3};
static const NamedOpSpec kMatmul = {.loops = "mnk",
                                    .iterators = "ppr",
                                    .operandDims = {"m,k", "k,n", "m,n"},
                                    .body = Body::MulAdd,
                                    .numInputs = 2,
                                    .mapsProperty = true,
                                    .castProperty = true,
                                    .isContraction = true};
static const NamedOpSpec kBatchMatmul = {
    .loops = "bmnk",
    .iterators = "pppr",
    .operandDims = {"b,m,k", "b,k,n", "b,m,n"},
    .body = Body::MulAdd,
    .numInputs = 2,
    .mapsProperty = true,
    .castProperty = true,
    .isContraction = true};
static const NamedOpSpec kBatchReduceMatmul = {
    .loops = "bmnk",
    .iterators = "rppr",
    .operandDims = {"b,m,k", "b,k,n", "m,n"},
    .body = Body::MulAdd,
    .numInputs = 2,
    .mapsProperty = true,
    .castProperty = true,
    .isContraction = true};
static const NamedOpSpec kMatvec = {.loops = "mk",
                                    .iterators = "pr",
                                    .operandDims = {"m,k", "k", "m"},
                                    .body = Body::MulAdd,
                                    .numInputs = 2,
                                    .isContraction = true};
static const NamedOpSpec kVecmat = {.loops = "nk",
                                    .iterators = "pr",
                                    .operandDims = {"k", "k,n", "n"},
                                    .body = Body::MulAdd,
                                    .numInputs = 2,
                                    .isContraction = true};
static const NamedOpSpec kBatchMatvec = {.loops = "bmk",
                                         .iterators = "ppr",
                                         .operandDims = {"b,m,k", "b,k", "b,m"},
                                         .body = Body::MulAdd,
                                         .numInputs = 2,
                                         .isContraction = true};
static const NamedOpSpec kBatchVecmat = {.loops = "bnk",
                                         .iterators = "ppr",
                                         .operandDims = {"b,k", "b,k,n", "b,n"},
                                         .body = Body::MulAdd,
                                         .numInputs = 2,
                                         .isContraction = true};
static const NamedOpSpec kDot = {.loops = "k",
                                 .iterators = "r",
                                 .operandDims = {"k", "k", ""},
                                 .body = Body::MulAdd,
                                 .numInputs = 2,
                                 .isContraction = true};

// The 4-d tiled matmuls (MLIR's mmt4d): loops m, n, k over tiles and u, v,
// w (m0, n0, k0) within them; the right-hand side is transposed.
static const NamedOpSpec kMmt4d = {
    .loops = "mnkuvw",
    .iterators = "pprppr",
    .operandDims = {"m,k,u,w", "n,k,v,w", "m,n,u,v"},
    .body = Body::MulAdd,
    .numInputs = 2,
    .isContraction = true};
static const NamedOpSpec kBatchMmt4d = {
    .loops = "bmnkuvw",
    .iterators = "ppprppr",
    .operandDims = {"b,m,k,u,w", "b,n,k,v,w", "b,m,n,u,v"},
    .body = Body::MulAdd,
    .numInputs = 2,
    .isContraction = true};
// The quantized matmuls: the zero points of A and B as two scalar inputs,
// subtracted before the product.
static const NamedOpSpec kQuantizedMatmul = {
    .loops = "mnk",
    .iterators = "ppr",
    .operandDims = {"m,k", "k,n", "", "", "m,n"},
    .body = Body::QuantizedMulAdd,
    .numInputs = 4};
static const NamedOpSpec kQuantizedBatchMatmul = {
    .loops = "bmnk",
    .iterators = "pppr",
    .operandDims = {"b,m,k", "b,k,n", "", "", "b,m,n"},
    .body = Body::QuantizedMulAdd,
    .numInputs = 4};

// Convolutions: loops n (batch), f (output channel), c (input channel),
// a/h/w (output depth, height, width), z/y/x (kernel depth, height, width).
static const NamedOpSpec kConv1D = {.loops = "wx",
                                    .iterators = "pr",
                                    .operandDims = {"w+x", "x", "w"},
                                    .body = Body::MulAdd,
                                    .numInputs = 2};
static const NamedOpSpec kConv2D = {.loops = "hwyx",
                                    .iterators = "pprr",
                                    .operandDims = {"h+y,w+x", "y,x", "h,w"},
                                    .body = Body::MulAdd,
                                    .numInputs = 2};
static const NamedOpSpec kConv3D = {
    .loops = "ahwzyx",
    .iterators = "ppprrr",
    .operandDims = {"a+z,h+y,w+x", "z,y,x", "a,h,w"},
    .body = Body::MulAdd,
    .numInputs = 2};
static const NamedOpSpec kConv1DNwcWcf = {
    .loops = "nwfxc",
    .iterators = "ppprr",
    .operandDims = {"n,wS0+xD0,c", "x,c,f", "n,w,f"},
    .body = Body::MulAdd,
    .numInputs = 2,
    .numSpatialDims = 1};
static const NamedOpSpec kConv1DNcwFcw = {
    .loops = "nfwcx",
    .iterators = "ppprr",
    .operandDims = {"n,c,wS0+xD0", "f,c,x", "n,f,w"},
    .body = Body::MulAdd,
    .numInputs = 2,
    .numSpatialDims = 1};
static const NamedOpSpec kConv2DNhwcHwcf = {
    .loops = "nhwfyxc",
    .iterators = "pppprrr",
    .operandDims = {"n,hS0+yD0,wS1+xD1,c", "y,x,c,f", "n,h,w,f"},
    .body = Body::MulAdd,
    .numInputs = 2,
    .numSpatialDims = 2};
static const NamedOpSpec kConv2DNhwcFhwc = {
    .loops = "nhwfyxc",
    .iterators = "pppprrr",
    .operandDims = {"n,hS0+yD0,wS1+xD1,c", "f,y,x,c", "n,h,w,f"},
    .body = Body::MulAdd,
    .numInputs = 2,
    .numSpatialDims = 2};
static const NamedOpSpec kConv2DNchwFchw = {
    .loops = "nfhwcyx",
    .iterators = "pppprrr",
    .operandDims = {"n,c,hS0+yD0,wS1+xD1", "f,c,y,x", "n,f,h,w"},
    .body = Body::MulAdd,
    .numInputs = 2,
    .numSpatialDims = 2};
static const NamedOpSpec kConv3DNdhwcDhwcf = {
    .loops = "nahwfzyxc",
    .iterators = "ppppprrrr",
    .operandDims = {"n,aS0+zD0,hS1+yD1,wS2+xD2,c", "z,y,x,c,f", "n,a,h,w,f"},
    .body = Body::MulAdd,
    .numInputs = 2,
    .numSpatialDims = 3};
static const NamedOpSpec kDepthwiseConv1DNwcWc = {
    .loops = "nwcx",
    .iterators = "pppr",
    .operandDims = {"n,wS0+xD0,c", "x,c", "n,w,c"},
    .body = Body::MulAdd,
    .numInputs = 2,
    .numSpatialDims = 1};
static const NamedOpSpec kDepthwiseConv2DNhwcHwc = {
    .loops = "nhwcyx",
    .iterators = "pppprr",
    .operandDims = {"n,hS0+yD0,wS1+xD1,c", "y,x,c", "n,h,w,c"},
    .body = Body::MulAdd,
    .numInputs = 2,
    .numSpatialDims = 2};

// The grouped convolutions (g) and the other depthwise layouts (m: channel
// multiplier).
static const NamedOpSpec kConv2DNgchwFgchw = {
    .loops = "ngfhwcyx",
    .iterators = "ppppprrr",
    .operandDims = {"n,g,c,hS0+yD0,wS1+xD1", "f,g,c,y,x", "n,g,f,h,w"},
    .body = Body::MulAdd,
    .numInputs = 2,
    .numSpatialDims = 2};
static const NamedOpSpec kConv2DNgchwGfchw = {
    .loops = "ngfhwcyx",
    .iterators = "ppppprrr",
    .operandDims = {"n,g,c,hS0+yD0,wS1+xD1", "g,f,c,y,x", "n,g,f,h,w"},
    .body = Body::MulAdd,
    .numInputs = 2,
    .numSpatialDims = 2};
static const NamedOpSpec kConv2DNhwgcGfhwc = {
    .loops = "nhwgfyxc",
    .iterators = "ppppprrr",
    .operandDims = {"n,hS0+yD0,wS1+xD1,g,c", "g,f,y,x,c", "n,h,w,g,f"},
    .body = Body::MulAdd,
    .numInputs = 2,
    .numSpatialDims = 2};
static const NamedOpSpec kConv3DNcdhwFcdhw = {
    .loops = "nfahwczyx",
    .iterators = "ppppprrrr",
    .operandDims = {"n,c,aS0+zD0,hS1+yD1,wS2+xD2", "f,c,z,y,x", "n,f,a,h,w"},
    .body = Body::MulAdd,
    .numInputs = 2,
    .numSpatialDims = 3};
static const NamedOpSpec kDepthwiseConv1DNcwCw = {
    .loops = "nwcx",
    .iterators = "pppr",
    .operandDims = {"n,c,wS0+xD0", "c,x", "n,c,w"},
    .body = Body::MulAdd,
    .numInputs = 2,
    .numSpatialDims = 1};
static const NamedOpSpec kDepthwiseConv1DNwcWcm = {
    .loops = "nwcmx",
    .iterators = "ppppr",
    .operandDims = {"n,wS0+xD0,c", "x,c,m", "n,w,c,m"},
    .body = Body::MulAdd,
    .numInputs = 2,
    .numSpatialDims = 1};
static const NamedOpSpec kDepthwiseConv2DNchwChw = {
    .loops = "nhwcyx",
    .iterators = "pppprr",
    .operandDims = {"n,c,hS0+yD0,wS1+xD1", "c,y,x", "n,c,h,w"},
    .body = Body::MulAdd,
    .numInputs = 2,
    .numSpatialDims = 2};
static const NamedOpSpec kDepthwiseConv2DNhwcHwcm = {
    .loops = "nhwcmyx",
    .iterators = "ppppprr",
    .operandDims = {"n,hS0+yD0,wS1+xD1,c", "y,x,c,m", "n,h,w,c,m"},
    .body = Body::MulAdd,
    .numInputs = 2,
    .numSpatialDims = 2};
static const NamedOpSpec kDepthwiseConv3DNdhwcDhwc = {
    .loops = "nahwzyxc",
    .iterators = "pppprrrp",
    .operandDims = {"n,aS0+zD0,hS1+yD1,wS2+xD2,c", "z,y,x,c", "n,a,h,w,c"},
    .body = Body::MulAdd,
    .numInputs = 2,
    .numSpatialDims = 3};
static const NamedOpSpec kDepthwiseConv3DNcdhwCdhw = {
    .loops = "nahwzyxc",
    .iterators = "pppprrrp",
    .operandDims = {"n,c,aS0+zD0,hS1+yD1,wS2+xD2", "c,z,y,x", "n,c,a,h,w"},
    .body = Body::MulAdd,
    .numInputs = 2,
    .numSpatialDims = 3};
static const NamedOpSpec kDepthwiseConv3DNdhwcDhwcm = {
    .loops = "nahwmzyxc",
    .iterators = "ppppprrrp",
    .operandDims = {"n,aS0+zD0,hS1+yD1,wS2+xD2,c", "z,y,x,c,m", "n,a,h,w,c,m"},
    .body = Body::MulAdd,
    .numInputs = 2,
    .numSpatialDims = 3};

// The quantized convolutions: zero points of the input and the filter as
// two more (scalar) inputs.
static const NamedOpSpec kConv2DNhwcHwcfQ = {
    .loops = "nhwfyxc",
    .iterators = "pppprrr",
    .operandDims = {"n,hS0+yD0,wS1+xD1,c", "y,x,c,f", "", "", "n,h,w,f"},
    .body = Body::QuantizedMulAdd,
    .numInputs = 4,
    .numSpatialDims = 2};
static const NamedOpSpec kConv2DNhwcFhwcQ = {
    .loops = "nhwfyxc",
    .iterators = "pppprrr",
    .operandDims = {"n,hS0+yD0,wS1+xD1,c", "f,y,x,c", "", "", "n,h,w,f"},
    .body = Body::QuantizedMulAdd,
    .numInputs = 4,
    .numSpatialDims = 2};
static const NamedOpSpec kConv2DNchwFchwQ = {
    .loops = "nfhwcyx",
    .iterators = "pppprrr",
    .operandDims = {"n,c,hS0+yD0,wS1+xD1", "f,c,y,x", "", "", "n,f,h,w"},
    .body = Body::QuantizedMulAdd,
    .numInputs = 4,
    .numSpatialDims = 2};
static const NamedOpSpec kConv2DNgchwGfchwQ = {
    .loops = "ngfhwcyx",
    .iterators = "ppppprrr",
    .operandDims = {"n,g,c,hS0+yD0,wS1+xD1", "g,f,c,y,x", "", "", "n,g,f,h,w"},
    .body = Body::QuantizedMulAdd,
    .numInputs = 4,
    .numSpatialDims = 2};
static const NamedOpSpec kConv2DNhwgcGfhwcQ = {
    .loops = "nhwgfyxc",
    .iterators = "ppppprrr",
    .operandDims = {"n,hS0+yD0,wS1+xD1,g,c", "g,f,y,x,c", "", "", "n,h,w,g,f"},
    .body = Body::QuantizedMulAdd,
    .numInputs = 4,
    .numSpatialDims = 2};
static const NamedOpSpec kConv3DNdhwcDhwcfQ = {
    .loops = "nahwfzyxc",
    .iterators = "ppppprrrr",
    .operandDims = {"n,aS0+zD0,hS1+yD1,wS2+xD2,c", "z,y,x,c,f", "", "",
                    "n,a,h,w,f"},
    .body = Body::QuantizedMulAdd,
    .numInputs = 4,
    .numSpatialDims = 3};
static const NamedOpSpec kDepthwiseConv2DNhwcHwcQ = {
    .loops = "nhwcyx",
    .iterators = "pppprr",
    .operandDims = {"n,hS0+yD0,wS1+xD1,c", "y,x,c", "", "", "n,h,w,c"},
    .body = Body::QuantizedMulAdd,
    .numInputs = 4,
    .numSpatialDims = 2};
static const NamedOpSpec kDepthwiseConv2DNhwcHwcmQ = {
    .loops = "nhwcmyx",
    .iterators = "ppppprr",
    .operandDims = {"n,hS0+yD0,wS1+xD1,c", "y,x,c,m", "", "", "n,h,w,c,m"},
    .body = Body::QuantizedMulAdd,
    .numInputs = 4,
    .numSpatialDims = 2};

// Pooling: the second input is the window, which gives y and x their sizes.
static constexpr NamedOpSpec nhwcPooling(Body body) {
  return {.loops = "nhwcyx",
          .iterators = "pppprr",
          .operandDims = {"n,hS0+yD0,wS1+xD1,c", "y,x", "n,h,w,c"},
          .body = body,
          .numInputs = 2,
          .numSpatialDims = 2};
}
static constexpr NamedOpSpec nchwPooling(Body body) {
  return {.loops = "nchwyx",
          .iterators = "pppprr",
          .operandDims = {"n,c,hS0+yD0,wS1+xD1", "y,x", "n,c,h,w"},
          .body = body,
          .numInputs = 2,
          .numSpatialDims = 2};
}
static const NamedOpSpec kPoolingNhwcMax = nhwcPooling(Body::MaxSigned);
static const NamedOpSpec kPoolingNhwcMaxUnsigned =
    nhwcPooling(Body::MaxUnsigned);
static const NamedOpSpec kPoolingNhwcMin = nhwcPooling(Body::MinSigned);
static const NamedOpSpec kPoolingNhwcSum = nhwcPooling(Body::Add);
static const NamedOpSpec kPoolingNchwMax = nchwPooling(Body::MaxSigned);
static const NamedOpSpec kPoolingNchwSum = nchwPooling(Body::Add);
static const NamedOpSpec kPoolingNhwcMinUnsigned =
    nhwcPooling(Body::MinUnsigned);
static constexpr NamedOpSpec nwcPooling(Body body) {
  return {.loops = "nwcx",
          .iterators = "pppr",
          .operandDims = {"n,wS0+xD0,c", "x", "n,w,c"},
          .body = body,
          .numInputs = 2,
          .numSpatialDims = 1};
}
static constexpr NamedOpSpec ncwPooling(Body body) {
  return {.loops = "ncwx",
          .iterators = "pppr",
          .operandDims = {"n,c,wS0+xD0", "x", "n,c,w"},
          .body = body,
          .numInputs = 2,
          .numSpatialDims = 1};
}
static constexpr NamedOpSpec ndhwcPooling(Body body) {
  return {.loops = "nahwczyx",
          .iterators = "ppppprrr",
          .operandDims = {"n,aS0+zD0,hS1+yD1,wS2+xD2,c", "z,y,x", "n,a,h,w,c"},
          .body = body,
          .numInputs = 2,
          .numSpatialDims = 3};
}
static const NamedOpSpec kPoolingNwcSum = nwcPooling(Body::Add);
static const NamedOpSpec kPoolingNcwSum = ncwPooling(Body::Add);
static const NamedOpSpec kPoolingNwcMax = nwcPooling(Body::MaxSigned);
static const NamedOpSpec kPoolingNwcMaxUnsigned = nwcPooling(Body::MaxUnsigned);
static const NamedOpSpec kPoolingNcwMax = ncwPooling(Body::MaxSigned);
static const NamedOpSpec kPoolingNwcMin = nwcPooling(Body::MinSigned);
static const NamedOpSpec kPoolingNwcMinUnsigned = nwcPooling(Body::MinUnsigned);
static const NamedOpSpec kPoolingNdhwcSum = ndhwcPooling(Body::Add);
static const NamedOpSpec kPoolingNdhwcMax = ndhwcPooling(Body::MaxSigned);
static const NamedOpSpec kPoolingNdhwcMin = ndhwcPooling(Body::MinSigned);

static unsigned rankOf(Type type) {
  auto shaped = llvm::dyn_cast<ShapedType>(type);
  return shaped && shaped.hasRank() ? unsigned(shaped.getRank()) : 0;
}

/// The values of a `strides` or `dilations` attribute (all 1 when absent).
static llvm::SmallVector<int64_t, 3> spatialValues(Attribute attr,
                                                   unsigned count) {
  llvm::SmallVector<int64_t, 3> values(count, 1);
  auto dense = llvm::dyn_cast_if_present<DenseIntOrFPElementsAttr>(attr);
  if (std::optional<ConstantElements> elements =
          dense ? ConstantElements::get(dense) : std::nullopt)
    for (unsigned i = 0; i < count && i < elements->size(); ++i)
      values[i] = elements->intAt(i).getSExtValue();
  return values;
}

void linalg::getDefaultIndexingMaps(
    const NamedOpSpec &spec, Context &ctx, TypeRange operandTypes,
    llvm::function_ref<Attribute(llvm::StringRef)> attr,
    llvm::SmallVectorImpl<AffineMapAttr> &maps) {
  if (!spec.loops) {
    // Loops are the output's dimensions; a scalar input takes none of them.
    unsigned rank = operandTypes.empty() ? 0 : rankOf(operandTypes.back());
    llvm::SmallVector<AffineExpr, 4> identity;
    for (unsigned d = 0; d < rank; ++d)
      identity.push_back(AffineExpr::getDim(ctx, d));
    for (Type type : operandTypes)
      maps.push_back(AffineMapAttr::get(ctx, rank, 0,
                                        llvm::isa<ShapedType>(type)
                                            ? llvm::ArrayRef(identity)
                                            : llvm::ArrayRef<AffineExpr>()));
    return;
  }
  llvm::SmallVector<int64_t, 3> strides, dilations;
  if (spec.numSpatialDims) {
    strides = spatialValues(attr("strides"), spec.numSpatialDims);
    dilations = spatialValues(attr("dilations"), spec.numSpatialDims);
  }
  llvm::StringRef loops = spec.loops;
  for (const char *dims : spec.operandDims) {
    if (!dims)
      break;
    llvm::SmallVector<AffineExpr, 4> results;
    llvm::SmallVector<llvm::StringRef, 4> terms;
    llvm::StringRef(dims).split(terms, ',', -1, /*KeepEmpty=*/false);
    for (llvm::StringRef term : terms) {
      AffineExpr sum;
      llvm::SmallVector<llvm::StringRef, 2> factors;
      term.split(factors, '+');
      for (llvm::StringRef factor : factors) {
        AffineExpr e = AffineExpr::getDim(ctx, unsigned(loops.find(factor[0])));
        // `S<i>`: times strides[i]; `D<i>`: times dilations[i].
        if (factor.size() == 3)
          e = e * (factor[1] == 'S' ? strides : dilations)[factor[2] - '0'];
        sum = sum ? sum + e : e;
      }
      results.push_back(sum);
    }
    maps.push_back(AffineMapAttr::get(ctx, unsigned(loops.size()), 0, results));
  }
}

void linalg::getDefaultIteratorTypes(const NamedOpSpec &spec,
                                     TypeRange operandTypes,
                                     llvm::SmallVectorImpl<uint64_t> &types) {
  if (!spec.iterators) {
    types.assign(operandTypes.empty() ? 0 : rankOf(operandTypes.back()), 0);
    return;
  }
  for (char kind : llvm::StringRef(spec.iterators))
    types.push_back(kind == 'r' ? 1 : 0);
}

//===-- Bodies
//----------------------------------------------------------------===//

/// MLIR's convertScalarToDtype: the conversion of `value` to `to`.
static Value castTo(OpBuilder &b, Location loc, Value value, Type to,
                    bool isUnsigned) {
  using namespace arith;
  Type from = value.getType();
  if (from == to)
    return value;
  auto result = [&](Operation *op) { return op->getResult(0); };
  if (auto toInt = llvm::dyn_cast<IntegerType>(to)) {
    if (llvm::isa<FloatType>(from))
      return isUnsigned ? result(create<FPToUIOp>(b, loc, with<"in">(value),
                                                  with<"out">(to)))
                        : result(create<FPToSIOp>(b, loc, with<"in">(value),
                                                  with<"out">(to)));
    if (from.isIndex())
      return result(
          create<IndexCastOp>(b, loc, with<"in">(value), with<"out">(to)));
    if (auto fromInt = llvm::dyn_cast<IntegerType>(from)) {
      if (toInt.getWidth() > fromInt.getWidth())
        return isUnsigned ? result(create<ExtUIOp>(b, loc, with<"in">(value),
                                                   with<"out">(to)))
                          : result(create<ExtSIOp>(b, loc, with<"in">(value),
                                                   with<"out">(to)));
      if (toInt.getWidth() < fromInt.getWidth())
        return result(
            create<TruncIOp>(b, loc, with<"in">(value), with<"out">(to)));
    }
    return value;
  }
  if (auto toFloat = llvm::dyn_cast<FloatType>(to)) {
    if (llvm::isa<IntegerType>(from))
      return isUnsigned ? result(create<UIToFPOp>(b, loc, with<"in">(value),
                                                  with<"out">(to)))
                        : result(create<SIToFPOp>(b, loc, with<"in">(value),
                                                  with<"out">(to)));
    if (auto fromFloat = llvm::dyn_cast<FloatType>(from)) {
      if (toFloat.getWidth() > fromFloat.getWidth())
        return result(
            create<ExtFOp>(b, loc, with<"in">(value), with<"out">(to)));
      if (toFloat.getWidth() < fromFloat.getWidth())
        return result(
            create<TruncFOp>(b, loc, with<"in">(value), with<"out">(to)));
    }
    return value;
  }
  if (to.isIndex() && llvm::isa<IntegerType>(from))
    return isUnsigned ? result(create<IndexCastUIOp>(b, loc, with<"in">(value),
                                                     with<"out">(to)))
                      : result(create<IndexCastOp>(b, loc, with<"in">(value),
                                                   with<"out">(to)));
  return value;
}

static bool isBool(Value v) {
  auto integer = llvm::dyn_cast<IntegerType>(v.getType());
  return integer && integer.getWidth() == 1;
}

/// add: addf, ori for i1, addi; mul: mulf, andi for i1, muli.
template <typename FloatOp, typename BoolOp, typename IntOp>
static Value binary(OpBuilder &b, Location loc, Value lhs, Value rhs) {
  Operation *op;
  if (llvm::isa<FloatType>(lhs.getType()))
    op = create<FloatOp>(b, loc, with<"lhs">(lhs), with<"rhs">(rhs));
  else if (isBool(lhs) && isBool(rhs))
    op = create<BoolOp>(b, loc, with<"lhs">(lhs), with<"rhs">(rhs));
  else
    op = create<IntOp>(b, loc, with<"lhs">(lhs), with<"rhs">(rhs));
  return op->getResult(0);
}

/// A one-operand op of math or arith on `in`.
template <typename UnaryOp>
static Value unaryOf(OpBuilder &b, Location loc, Value in) {
  return create<UnaryOp>(b, loc, with<"operand">(in))->getResult(0);
}

/// max/min: maximumf/minimumf for floats, the integer op otherwise.
template <typename FloatOp, typename IntOp>
static Value minMax(OpBuilder &b, Location loc, Value lhs, Value rhs) {
  Operation *op =
      llvm::isa<FloatType>(lhs.getType())
          ? create<FloatOp>(b, loc, with<"lhs">(lhs), with<"rhs">(rhs))
          : create<IntOp>(b, loc, with<"lhs">(lhs), with<"rhs">(rhs));
  return op->getResult(0);
}

void linalg::buildNamedBody(const NamedOpSpec &spec, OpBuilder &b, Block &block,
                            Location loc, bool castUnsigned) {
  b.setInsertionPointToEnd(&block);
  unsigned numArgs = block.getNumArguments();
  Value out = block.getArgument(numArgs - 1);
  Type outType = out.getType();
  Value yielded;
  Value in = block.getArgument(0);
  switch (spec.body) {
  case Body::Cast:
    yielded = castTo(b, loc, in, outType, castUnsigned);
    break;
  case Body::Add:
    yielded = binary<arith::AddFOp, arith::OrIOp, arith::AddIOp>(
        b, loc, out, castTo(b, loc, in, outType, castUnsigned));
    break;
  case Body::MaxSigned:
    yielded = minMax<arith::MaximumFOp, arith::MaxSIOp>(
        b, loc, out, castTo(b, loc, in, outType, false));
    break;
  case Body::MaxUnsigned:
    yielded = minMax<arith::MaximumFOp, arith::MaxUIOp>(
        b, loc, out, castTo(b, loc, in, outType, true));
    break;
  case Body::MinSigned:
    yielded = minMax<arith::MinimumFOp, arith::MinSIOp>(
        b, loc, out, castTo(b, loc, in, outType, false));
    break;
  case Body::MinUnsigned:
    yielded = minMax<arith::MinimumFOp, arith::MinUIOp>(
        b, loc, out, castTo(b, loc, in, outType, true));
    break;
  case Body::Exp:
    yielded = create<math::ExpOp>(b, loc, with<"operand">(in))->getResult(0);
    break;
  case Body::Log:
    yielded = unaryOf<math::LogOp>(b, loc, in);
    break;
  case Body::Abs:
    yielded = unaryOf<math::AbsFOp>(b, loc, in);
    break;
  case Body::Ceil:
    yielded = unaryOf<math::CeilOp>(b, loc, in);
    break;
  case Body::Floor:
    yielded = unaryOf<math::FloorOp>(b, loc, in);
    break;
  case Body::NegF:
    yielded = unaryOf<arith::NegFOp>(b, loc, in);
    break;
  case Body::Reciprocal: {
    Value one =
        create<arith::ConstantOp>(
            b, loc,
            with<"value">(FloatAttr::get(
                in.getType(),
                llvm::APFloat(
                    llvm::cast<FloatType>(in.getType()).getSemantics(), 1))),
            with<"result">(in.getType()))
            ->getResult(0);
    yielded = create<arith::DivFOp>(b, loc, with<"lhs">(one), with<"rhs">(in))
                  ->getResult(0);
    break;
  }
  case Body::Round:
    yielded = unaryOf<math::RoundOp>(b, loc, in);
    break;
  case Body::Sqrt:
    yielded = unaryOf<math::SqrtOp>(b, loc, in);
    break;
  case Body::Rsqrt:
    yielded = unaryOf<math::RsqrtOp>(b, loc, in);
    break;
  case Body::Square:
    yielded =
        binary<arith::MulFOp, arith::AndIOp, arith::MulIOp>(b, loc, in, in);
    break;
  case Body::Tanh:
    yielded = unaryOf<math::TanhOp>(b, loc, in);
    break;
  case Body::Erf:
    yielded = unaryOf<math::ErfOp>(b, loc, in);
    break;
  case Body::ElementwiseMax:
    yielded = minMax<arith::MaximumFOp, arith::MaxSIOp>(b, loc, in,
                                                        block.getArgument(1));
    break;
  case Body::ElementwiseMin:
    yielded = minMax<arith::MinimumFOp, arith::MinSIOp>(b, loc, in,
                                                        block.getArgument(1));
    break;
  case Body::PowF:
    yielded = create<math::PowFOp>(b, loc, with<"lhs">(in),
                                   with<"rhs">(block.getArgument(1)))
                  ->getResult(0);
    break;
  case Body::DivUnsigned:
    yielded = create<arith::DivUIOp>(b, loc, with<"lhs">(in),
                                     with<"rhs">(block.getArgument(1)))
                  ->getResult(0);
    break;
  case Body::Select:
    yielded =
        create<arith::SelectOp>(b, loc, with<"condition">(in),
                                with<"true_value">(block.getArgument(1)),
                                with<"false_value">(block.getArgument(2)),
                                with<"result">(block.getArgument(1).getType()))
            ->getResult(0);
    break;
  case Body::ElementwiseAdd:
    yielded = binary<arith::AddFOp, arith::OrIOp, arith::AddIOp>(
        b, loc, in, block.getArgument(1));
    break;
  case Body::ElementwiseSub:
    yielded = binary<arith::SubFOp, arith::SubIOp, arith::SubIOp>(
        b, loc, in, block.getArgument(1));
    break;
  case Body::ElementwiseMul:
    yielded = binary<arith::MulFOp, arith::AndIOp, arith::MulIOp>(
        b, loc, in, block.getArgument(1));
    break;
  case Body::ElementwiseDiv:
    yielded = binary<arith::DivFOp, arith::DivSIOp, arith::DivSIOp>(
        b, loc, in, block.getArgument(1));
    break;
  case Body::QuantizedMulAdd: {
    auto shifted = [&](unsigned value, unsigned zeroPoint) {
      Value v = castTo(b, loc, block.getArgument(value), outType, false);
      Value zp = castTo(b, loc, block.getArgument(zeroPoint), outType, false);
      return binary<arith::SubFOp, arith::SubIOp, arith::SubIOp>(b, loc, v, zp);
    };
    Value lhs = shifted(0, 2);
    Value rhs = shifted(1, 3);
    Value product =
        binary<arith::MulFOp, arith::AndIOp, arith::MulIOp>(b, loc, lhs, rhs);
    yielded = binary<arith::AddFOp, arith::OrIOp, arith::AddIOp>(b, loc, out,
                                                                 product);
    break;
  }
  case Body::MulAdd: {
    Value lhs = castTo(b, loc, block.getArgument(0), outType, castUnsigned);
    Value rhs = castTo(b, loc, block.getArgument(1), outType, castUnsigned);
    Value product =
        binary<arith::MulFOp, arith::AndIOp, arith::MulIOp>(b, loc, lhs, rhs);
    yielded = binary<arith::AddFOp, arith::OrIOp, arith::AddIOp>(b, loc, out,
                                                                 product);
    break;
  }
  }
  create<YieldOp>(b, loc, with<"values">(ValueRange(yielded)));
}

//===-- Syntax
//----------------------------------------------------------------===//

static const NamedOpSpec &specOf(Operation *op) {
  return *getInterface<StructuredOpInterface>(op)->named;
}

static void printNamed(Operation *op, OpAsmPrinter &p) {
  const NamedOpSpec &spec = specOf(op);
  Context &ctx = op->getContext();
  if (spec.mapsProperty) {
    llvm::SmallVector<AffineMapAttr, 3> defaults;
    getDefaultIndexingMaps(
        spec, ctx, op->getOperandTypes(),
        [&](llvm::StringRef name) { return op->getAttr(name); }, defaults);
    auto maps = llvm::dyn_cast_if_present<ArrayAttr>(
        op->getInherentAttr("indexing_maps"));
    bool isDefault = maps && maps.size() == defaults.size();
    for (size_t i = 0; isDefault && i < defaults.size(); ++i)
      isDefault = maps[i] == Attribute(defaults[i]);
    if (maps && !isDefault)
      printIndexingMaps(p, maps);
  }
  llvm::SmallVector<NamedAttribute, 4> shown;
  for (const NamedAttribute &attr : op->getAllAttrs())
    if (attr.getName() != "operandSegmentSizes" &&
        attr.getName() != "linalg.memoized_indexing_maps" &&
        attr.getName() != "indexing_maps")
      shown.push_back(attr);
  p.printOptionalAttrDict(shown);
  printInsOuts(p, op);
  printResultTypes(p, op);
}

template <const NamedOpSpec &Spec>
static ParseResult parseNamed(OpAsmParser &parser, OperationState &state) {
  Context &ctx = parser.getContext();
  llvm::SMLoc start = parser.getCurrentLocation();
  ArrayAttr maps;
  if (Spec.mapsProperty && parseOptionalIndexingMaps(parser, maps))
    return failure();
  if (parser.parseOptionalAttrDict(state.attributes))
    return failure();
  llvm::SmallVector<Type, 4> operandTypes;
  if (parseInsOuts(parser, state, operandTypes))
    return failure();
  if (parser.parseOptionalAttrDict(state.attributes))
    return failure();
  if (parser.parseOptionalArrow() &&
      parser.parseFunctionResultTypes(state.types))
    return failure();

  if (Spec.mapsProperty) {
    if (!maps) {
      llvm::SmallVector<AffineMapAttr, 3> defaults;
      getDefaultIndexingMaps(
          Spec, ctx, operandTypes, [&](llvm::StringRef) { return Attribute(); },
          defaults);
      llvm::SmallVector<Attribute, 3> attrs(defaults.begin(), defaults.end());
      maps = ArrayAttr::get(ctx, attrs);
    }
    state.addAttribute(StringAttr::get(ctx, "indexing_maps"), maps);
  }
  unsigned expectedArgs = Spec.numInputs + 1;
  if (checkImplicitBodyArgs(parser, expectedArgs,
                            unsigned(operandTypes.size())))
    return failure();
  // The implicit body, built from the description.
  bool castUnsigned = parsedCastIsUnsigned(state.attributes);
  // MLIR builds the parsed body at an unknown location (its block
  // arguments and ops print `loc(unknown)` with debug info).
  Block *block = addImplicitBody(state, ctx, operandTypes);
  // MLIR's region builder refuses unsigned max and min on anything but
  // integers wider than i1.
  if (Spec.body == Body::MaxUnsigned || Spec.body == Body::MinUnsigned) {
    Type element = block->getArgument(block->getNumArguments() - 1).getType();
    auto integer = llvm::dyn_cast<IntegerType>(element);
    if (!integer || integer.getWidth() == 1)
      return parser.emitError(start, Spec.body == Body::MaxUnsigned
                                         ? "unsupported operation: unsigned "
                                           "max not on uint"
                                         : "unsupported operation: unsigned "
                                           "min not on uint");
  }
  OpBuilder builder(ctx);
  buildNamedBody(Spec, builder, *block, UnknownLoc::get(ctx), castUnsigned);
  return success();
}

/// The maps memoized as a discardable attribute when they are fixed and
/// not a property (MLIR's verifier leaves `linalg.memoized_indexing_maps`
/// behind, and the generic form shows it; fill and copy, whose maps follow
/// their rank, compute them each time).
static void memoizeMaps(Operation *op) {
  if (specOf(op).mapsProperty || !specOf(op).loops ||
      op->getAttrDictionary().get("linalg.memoized_indexing_maps"))
    return;
  llvm::SmallVector<Attribute, 3> maps;
  for (AffineMapAttr map : getIndexingMaps(op))
    maps.push_back(map);
  op->setAttr("linalg.memoized_indexing_maps",
              ArrayAttr::get(op->getContext(), maps));
}

/// The structured-op checks, then the contraction's.
static LogicalResult verifyNamed(Operation *op) {
  if (failed(verifyStructuredOp(op, memoizeMaps)))
    return failure();
  return specOf(op).isContraction ? verifyContraction(op) : success();
}

Operation *linalg::buildNamedOp(OpBuilder &builder, Location loc,
                                OperationName name, ValueRange inputs,
                                ValueRange outputs) {
  Context &ctx = builder.getContext();
  const NamedOpSpec &spec = *name.getInterface<StructuredOpInterface>()->named;
  OperationState state(loc, name);
  llvm::SmallVector<Type, 4> operandTypes;
  for (Value v : inputs) {
    state.operands.push_back(v);
    operandTypes.push_back(v.getType());
  }
  for (Value v : outputs) {
    state.operands.push_back(v);
    operandTypes.push_back(v.getType());
    if (llvm::isa<RankedTensorType>(v.getType()))
      state.types.push_back(v.getType());
  }
  int32_t sizes[] = {int32_t(inputs.size()), int32_t(outputs.size())};
  state.addAttribute(StringAttr::get(ctx, "operandSegmentSizes"),
                     DenseArrayAttr::get(ctx, llvm::ArrayRef<int32_t>(sizes)));
  // MLIR's builders of the ops whose maps may be given set the defaults.
  if (spec.mapsProperty) {
    llvm::SmallVector<AffineMapAttr, 3> maps;
    getDefaultIndexingMaps(
        spec, ctx, operandTypes, [](llvm::StringRef) { return Attribute(); },
        maps);
    llvm::SmallVector<Attribute, 3> attrs(maps.begin(), maps.end());
    state.addAttribute(StringAttr::get(ctx, "indexing_maps"),
                       ArrayAttr::get(ctx, attrs));
  }
  Block *block = addImplicitBody(state, ctx, operandTypes);
  OpBuilder bodyBuilder(ctx);
  buildNamedBody(spec, bodyBuilder, *block, UnknownLoc::get(ctx),
                 /*castUnsigned=*/false);
  return builder.create(state);
}

template <typename OpT, const NamedOpSpec &Spec,
          CanonicalizeFn Canonicalize = nullptr>
static OpDefinition defineNamed() {
  static const StructuredOpInterface structured = {&Spec};
  static const InterfaceImpl interfaces[] = {
      implement(structured), implement(kStructuredOpEffects),
      implement(kStructuredDestinationStyle)};
  // MLIR's named ops fold memref.cast operands (memref::foldMemRefCast).
  return defineOp<OpT>({.verify = verifyNamed,
                        .print = printNamed,
                        .parse = parseNamed<Spec>,
                        .fold = memref::foldCastsIntoOp,
                        .canonicalize = Canonicalize,
                        .blockArgNames = nameInsOutsArgs,
                        .interfaces = interfaces});
}

namespace terrace::linalg {
llvm::ArrayRef<OpDefinition> namedOpDefinitions() {
  static const OpDefinition definitions[] = {
      defineNamed<FillOp, kFill, fillPatterns>(),
      defineNamed<CopyOp, kCopy, copyPatterns>(),
      defineNamed<ExpOp, kExp>(),
      defineNamed<AddOp, kAdd>(),
      defineNamed<SubOp, kSub>(),
      defineNamed<MulOp, kMul>(),
      defineNamed<DivOp, kDiv>(),
      defineNamed<LogOp, kLog>(),
      defineNamed<AbsOp, kAbs>(),
      defineNamed<CeilOp, kCeil>(),
      defineNamed<FloorOp, kFloor>(),
      defineNamed<NegFOp, kNegF>(),
      defineNamed<ReciprocalOp, kReciprocal>(),
      defineNamed<RoundOp, kRound>(),
      defineNamed<SqrtOp, kSqrt>(),
      defineNamed<RsqrtOp, kRsqrt>(),
      defineNamed<SquareOp, kSquare>(),
      defineNamed<TanhOp, kTanh>(),
      defineNamed<ErfOp, kErf>(),
      defineNamed<MaxOp, kMax>(),
      defineNamed<MinOp, kMin>(),
      defineNamed<PowFOp, kPowF>(),
      defineNamed<DivUnsignedOp, kDivUnsigned>(),
      defineNamed<SelectOp, kSelect>(),
      defineNamed<MatmulOp, kMatmul>(),
      defineNamed<BatchMatmulOp, kBatchMatmul>(),
      defineNamed<BatchReduceMatmulOp, kBatchReduceMatmul>(),
      defineNamed<MatvecOp, kMatvec>(),
      defineNamed<VecmatOp, kVecmat>(),
      defineNamed<BatchMatvecOp, kBatchMatvec>(),
      defineNamed<BatchVecmatOp, kBatchVecmat>(),
      defineNamed<DotOp, kDot>(),
      defineNamed<Mmt4DOp, kMmt4d>(),
      defineNamed<BatchMmt4DOp, kBatchMmt4d>(),
      defineNamed<QuantizedMatmulOp, kQuantizedMatmul>(),
      defineNamed<QuantizedBatchMatmulOp, kQuantizedBatchMatmul>(),
      defineNamed<Conv1DOp, kConv1D>(),
      defineNamed<Conv2DOp, kConv2D>(),
      defineNamed<Conv3DOp, kConv3D>(),
      defineNamed<Conv1DNwcWcfOp, kConv1DNwcWcf>(),
      defineNamed<Conv1DNcwFcwOp, kConv1DNcwFcw>(),
      defineNamed<Conv2DNhwcHwcfOp, kConv2DNhwcHwcf>(),
      defineNamed<Conv2DNhwcFhwcOp, kConv2DNhwcFhwc>(),
      defineNamed<Conv2DNchwFchwOp, kConv2DNchwFchw>(),
      defineNamed<Conv3DNdhwcDhwcfOp, kConv3DNdhwcDhwcf>(),
      defineNamed<DepthwiseConv1DNwcWcOp, kDepthwiseConv1DNwcWc>(),
      defineNamed<DepthwiseConv2DNhwcHwcOp, kDepthwiseConv2DNhwcHwc>(),
      defineNamed<Conv2DNgchwFgchwOp, kConv2DNgchwFgchw>(),
      defineNamed<Conv2DNgchwGfchwOp, kConv2DNgchwGfchw>(),
      defineNamed<Conv2DNhwgcGfhwcOp, kConv2DNhwgcGfhwc>(),
      defineNamed<Conv3DNcdhwFcdhwOp, kConv3DNcdhwFcdhw>(),
      defineNamed<DepthwiseConv1DNcwCwOp, kDepthwiseConv1DNcwCw>(),
      defineNamed<DepthwiseConv1DNwcWcmOp, kDepthwiseConv1DNwcWcm>(),
      defineNamed<DepthwiseConv2DNchwChwOp, kDepthwiseConv2DNchwChw>(),
      defineNamed<DepthwiseConv2DNhwcHwcmOp, kDepthwiseConv2DNhwcHwcm>(),
      defineNamed<DepthwiseConv3DNdhwcDhwcOp, kDepthwiseConv3DNdhwcDhwc>(),
      defineNamed<DepthwiseConv3DNcdhwCdhwOp, kDepthwiseConv3DNcdhwCdhw>(),
      defineNamed<DepthwiseConv3DNdhwcDhwcmOp, kDepthwiseConv3DNdhwcDhwcm>(),
      defineNamed<Conv2DNhwcHwcfQOp, kConv2DNhwcHwcfQ>(),
      defineNamed<Conv2DNhwcFhwcQOp, kConv2DNhwcFhwcQ>(),
      defineNamed<Conv2DNchwFchwQOp, kConv2DNchwFchwQ>(),
      defineNamed<Conv2DNgchwGfchwQOp, kConv2DNgchwGfchwQ>(),
      defineNamed<Conv2DNhwgcGfhwcQOp, kConv2DNhwgcGfhwcQ>(),
      defineNamed<Conv3DNdhwcDhwcfQOp, kConv3DNdhwcDhwcfQ>(),
      defineNamed<DepthwiseConv2DNhwcHwcQOp, kDepthwiseConv2DNhwcHwcQ>(),
      defineNamed<DepthwiseConv2DNhwcHwcmQOp, kDepthwiseConv2DNhwcHwcmQ>(),
      defineNamed<PoolingNhwcMaxOp, kPoolingNhwcMax>(),
      defineNamed<PoolingNhwcMaxUnsignedOp, kPoolingNhwcMaxUnsigned>(),
      defineNamed<PoolingNhwcMinOp, kPoolingNhwcMin>(),
      defineNamed<PoolingNhwcSumOp, kPoolingNhwcSum>(),
      defineNamed<PoolingNchwMaxOp, kPoolingNchwMax>(),
      defineNamed<PoolingNchwSumOp, kPoolingNchwSum>(),
      defineNamed<PoolingNhwcMinUnsignedOp, kPoolingNhwcMinUnsigned>(),
      defineNamed<PoolingNwcSumOp, kPoolingNwcSum>(),
      defineNamed<PoolingNcwSumOp, kPoolingNcwSum>(),
      defineNamed<PoolingNwcMaxOp, kPoolingNwcMax>(),
      defineNamed<PoolingNwcMaxUnsignedOp, kPoolingNwcMaxUnsigned>(),
      defineNamed<PoolingNcwMaxOp, kPoolingNcwMax>(),
      defineNamed<PoolingNwcMinOp, kPoolingNwcMin>(),
      defineNamed<PoolingNwcMinUnsignedOp, kPoolingNwcMinUnsigned>(),
      defineNamed<PoolingNdhwcSumOp, kPoolingNdhwcSum>(),
      defineNamed<PoolingNdhwcMaxOp, kPoolingNdhwcMax>(),
      defineNamed<PoolingNdhwcMinOp, kPoolingNdhwcMin>(),
  };
  return definitions;
}
} // namespace terrace::linalg
