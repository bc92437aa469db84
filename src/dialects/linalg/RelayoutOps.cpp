//===- RelayoutOps.cpp - linalg.pack and linalg.unpack --------------------===//
//
// pack tiles a tensor: `inner_dims_pos` names the dimensions the tiles
// split, `inner_tiles` their sizes (constants or index operands), and
// `outer_dims_perm` permutes the outer (tile-count) dimensions; past the
// source's end a pack reads its padding value. unpack is the inverse and
// drops what lies past its dest's end. Both are destination-style and
// pure, MLIR 22's syntax and verifier with its messages (the checks they
// share are reported without the op name, as in MLIR).
//
//===----------------------------------------------------------------------===//
#include "dialects/common/ConstantFolding.h"
#include "dialects/common/IndexListSyntax.h"
#include "dialects/common/TypeConstraints.h"
#include "dialects/linalg/LinalgOps.h"
#include "dialects/linalg/Relayout.h"
#include "dialects/linalg/RelayoutCanonicalize.h"
#include "interfaces/DestinationStyleInterface.h"
#include "interfaces/SideEffectInterfaces.h"
#include "ir/Context.h"
#include "ir/Diagnostics.h"
#include "rewrite/Folding.h"

#include "llvm/ADT/SmallBitVector.h"

using namespace terrace;
using namespace terrace::linalg;
using llvm::failure;
using llvm::LogicalResult;
using llvm::success;

Attribute linalg::emptyDenseI64Array(Context &ctx) {
  return DenseArrayAttr::get(ctx, llvm::ArrayRef<int64_t>());
}

std::optional<RelayoutView> RelayoutView::get(Operation *op) {
  RelayoutView v;
  v.op = op;
  Attribute statics;
  OperandRange tiles = op->getOperands();
  if (auto pack = llvm::dyn_cast<PackOp>(op)) {
    v.isPack = true;
    v.source = pack.operand<"source">();
    v.dest = pack.operand<"dest">();
    OperandRange padding = pack.operands<"padding_value">();
    v.padding = padding.empty() ? Value() : padding[0];
    v.innerDimsPos = denseI64Values(pack.property<"inner_dims_pos">());
    v.outerDimsPerm = denseI64Values(pack.property<"outer_dims_perm">());
    statics = pack.property<"static_inner_tiles">();
    tiles = pack.operands<"inner_tiles">();
  } else if (auto unpack = llvm::dyn_cast<UnPackOp>(op)) {
    v.source = unpack.operand<"source">();
    v.dest = unpack.operand<"dest">();
    v.innerDimsPos = denseI64Values(unpack.property<"inner_dims_pos">());
    v.outerDimsPerm = denseI64Values(unpack.property<"outer_dims_perm">());
    statics = unpack.property<"static_inner_tiles">();
    tiles = unpack.operands<"inner_tiles">();
  } else {
    return std::nullopt;
  }
  // Dynamic entries take the operands in order; missing ones stay null
  // (MLIR crashes on them; the verifier reports them here).
  size_t next = 0;
  for (int64_t c : denseI64Values(statics)) {
    v.staticTiles.push_back(c);
    v.tileValues.push_back(c == kDynamic && next < tiles.size() ? tiles[next++]
                                                                : Value());
  }
  return v;
}

std::optional<int64_t> RelayoutView::tileConstant(size_t i) const {
  if (staticTiles[i] != kDynamic)
    return staticTiles[i];
  if (Value v = tileValues[i])
    if (std::optional<llvm::APInt> c = getConstantInt(v))
      return c->getSExtValue();
  return std::nullopt;
}

static int64_t ceilDiv(int64_t a, int64_t b) {
  return a / b + ((a % b != 0) && ((a < 0) == (b < 0)) ? 1 : 0);
}

llvm::SmallVector<int64_t, 6>
linalg::packedShape(llvm::ArrayRef<int64_t> unpackedShape,
                    llvm::ArrayRef<int64_t> staticTiles,
                    llvm::ArrayRef<int64_t> innerDimsPos,
                    llvm::ArrayRef<int64_t> outerDimsPerm) {
  llvm::SmallVector<int64_t, 6> outer(unpackedShape);
  for (auto [i, d] : llvm::enumerate(innerDimsPos)) {
    if (outer[size_t(d)] == kDynamic)
      continue;
    outer[size_t(d)] = staticTiles[i] == kDynamic || staticTiles[i] == 0
                           ? kDynamic
                           : ceilDiv(outer[size_t(d)], staticTiles[i]);
  }
  llvm::SmallVector<int64_t, 6> shape;
  if (outerDimsPerm.empty())
    shape = outer;
  else
    for (int64_t p : outerDimsPerm)
      shape.push_back(outer[size_t(p)]);
  shape.append(staticTiles.begin(), staticTiles.end());
  return shape;
}

bool linalg::packNeedsPadding(const RelayoutView &pack) {
  llvm::ArrayRef<int64_t> src =
      llvm::cast<ShapedType>(pack.source.getType()).getShape();
  llvm::ArrayRef<int64_t> dst =
      llvm::cast<ShapedType>(pack.dest.getType()).getShape();
  size_t n = src.size();
  // The dest's outer sizes in source order.
  llvm::SmallVector<int64_t, 4> outer(dst.begin(), dst.begin() + n);
  if (!pack.outerDimsPerm.empty())
    for (size_t j = 0; j < n; ++j)
      outer[size_t(pack.outerDimsPerm[j])] = dst[j];
  for (auto [i, d] : llvm::enumerate(pack.innerDimsPos)) {
    int64_t size = src[size_t(d)];
    if (size == kDynamic)
      continue;
    std::optional<int64_t> tile = pack.tileConstant(i);
    if (!tile) {
      int64_t count = outer[size_t(d)];
      if (count != kDynamic && count != 0 && size % count != 0)
        return true;
    } else if (*tile != 0 && size % *tile != 0) {
      return true;
    }
  }
  return false;
}

//===-- Verification
//-------------------------------------------------------===//

/// Whether `v` is not a list of distinct dimensions of a rank-`rank`
/// tensor.
static bool isInvalidDimList(llvm::ArrayRef<int64_t> v, int64_t rank) {
  if (int64_t(v.size()) > rank)
    return true;
  llvm::SmallBitVector seen(size_t(std::max<int64_t>(rank, 0)));
  for (int64_t d : v) {
    if (d < 0 || d >= rank || seen.test(size_t(d)))
      return true;
    seen.set(size_t(d));
  }
  return false;
}

static bool compatible(llvm::ArrayRef<int64_t> a, llvm::ArrayRef<int64_t> b) {
  if (a.size() != b.size())
    return false;
  for (auto [x, y] : llvm::zip_equal(a, b))
    if (x != kDynamic && y != kDynamic && x != y)
      return false;
  return true;
}

/// MLIR's commonVerifierPackAndUnPackOp.
static LogicalResult verifyRelayoutCommon(const RelayoutView &v) {
  Operation *op = v.op;
  if (op->getResult(0).getType() != v.dest.getType())
    return op->emitOpError(
        "failed to verify that result type matches type of dest");
  for (size_t i = 0; i < v.staticTiles.size(); ++i) {
    if (v.staticTiles[i] != kDynamic ? v.staticTiles[i] == 0
                                     : v.tileConstant(i) == 0)
      return op->emitError("invalid zero tile factor");
    if (v.staticTiles[i] == kDynamic && !v.tileValues[i])
      return op->emitOpError("expects as many inner_tiles operands as "
                             "dynamic entries in static_inner_tiles");
  }
  auto unpackedType = llvm::cast<ShapedType>(v.unpacked().getType());
  auto packedType = llvm::cast<ShapedType>(v.packed().getType());
  int64_t n = unpackedType.getRank();
  if (isInvalidDimList(v.innerDimsPos, n))
    return op->emitError("invalid inner_dims_pos vector");
  if (isInvalidDimList(v.outerDimsPerm, n))
    return op->emitError("invalid outer_dims_perm vector");
  if (!v.outerDimsPerm.empty() && int64_t(v.outerDimsPerm.size()) != n)
    return op->emitError("outer_dims_perm must be a permutation or empty");
  auto k = int64_t(v.staticTiles.size());
  if (k > n)
    return op->emitError("tiling factors must be less than or equal to the "
                         "input rank for pack or output rank for unpack");
  if (k != int64_t(v.innerDimsPos.size()))
    return op->emitError(
        "tiling factors must equal the number of dimensions to tile");
  if (packedType.getRank() != n + k)
    return op->emitError("packed rank != (unpacked rank + num tiling "
                         "factors), got ")
           << llvm::Twine(packedType.getRank()) << " != " << llvm::Twine(n + k);
  llvm::ArrayRef<int64_t> tileDims = packedType.getShape().take_back(k);
  for (auto [dim, tile] : llvm::zip_equal(tileDims, v.staticTiles))
    if (tile == kDynamic ? dim != kDynamic : dim != tile)
      return op->emitError("mismatch in inner tile sizes specified and "
                           "shaped of tiled dimension in the packed type");
  llvm::SmallVector<int64_t, 6> expected = packedShape(
      unpackedType.getShape(), v.staticTiles, v.innerDimsPos, v.outerDimsPerm);
  if (!compatible(expected, packedType.getShape()))
    return op->emitError("expected ")
           << RankedTensorType::get(expected, unpackedType.getElementType(),
                                    Attribute())
           << " for the packed domain value, got " << Type(packedType);
  return success();
}

static LogicalResult verifyPack(Operation *op) {
  RelayoutView v = *RelayoutView::get(op);
  if (failed(verifyRelayoutCommon(v)))
    return failure();
  Type element = llvm::cast<ShapedType>(v.source.getType()).getElementType();
  if (v.padding && v.padding.getType() != element)
    return op->emitOpError("expected padding_value has ")
           << element << " but got: " << v.padding.getType();
  if (!v.padding && packNeedsPadding(v))
    return op->emitOpError(
        "invalid tile factor or output size provided. Only full tiles are "
        "supported when padding_value is not set");
  return success();
}

static LogicalResult verifyUnPack(Operation *op) {
  return verifyRelayoutCommon(*RelayoutView::get(op));
}

//===-- Folds
//-----------------------------------------------------------------===//

/// Whether the constants `a` and `b` are one value of one type (MLIR
/// compares the attributes).
static bool sameScalar(const ConstantElements &a, const ConstantElements &b) {
  if (a.getElementType() != b.getElementType())
    return false;
  return a.isFloat() ? a.floatAt(0).bitwiseIsEqual(b.floatAt(0))
                     : a.intAt(0) == b.intAt(0);
}

/// A pack or unpack of a splat constant into a static shape is that
/// splat; a pack's constant padding value must be the splat's value (one
/// that is not a constant is not looked at, as in MLIR).
template <typename RelayoutOp>
static LogicalResult foldRelayout(FoldAdaptor<RelayoutOp> adaptor,
                                  llvm::SmallVectorImpl<OpFoldResult> &out) {
  Attribute source = adaptor.template operand<"source">();
  Type resultType = adaptor.getOp().template result<"result">().getType();
  Attribute folded = resizeSplatConstant(source, resultType);
  if (!folded)
    return failure();
  Attribute padding;
  if constexpr (std::is_same_v<RelayoutOp, PackOp>)
    padding = adaptor.template operand<"padding_value">();
  if (padding) {
    if (Attribute complexValue = complexElementAt(source, 0)) {
      if (complexValue != padding)
        return failure();
    } else {
      // (A poison padding is no splat's value either.)
      std::optional<ConstantElements> pad = ConstantElements::get(padding);
      std::optional<ConstantElements> elements = ConstantElements::get(source);
      if (!pad || !elements || !sameScalar(*elements, *pad))
        return failure();
    }
  }
  out.push_back(folded);
  return success();
}

//===-- The table
//-------------------------------------------------------------===//

static LogicalResult inferFromDest(Context &, const InferTypeInputs &in,
                                   llvm::SmallVectorImpl<Type> &out) {
  if (in.operandTypes.size() < 2)
    return failure();
  out.push_back(in.operandTypes[1]);
  return success();
}

static constexpr char kPackFormat[] =
    "$source (`padding_value` `(` $padding_value^ `:` type($padding_value) "
    "`)`)? (`outer_dims_perm` `=` $outer_dims_perm^)? `inner_dims_pos` `=` "
    "$inner_dims_pos `inner_tiles` `=` custom<DynamicIndexList>($inner_tiles, "
    "$static_inner_tiles) `into` $dest attr-dict `:` type($source) `->` "
    "type($dest)";
static constexpr char kUnPackFormat[] =
    "$source (`outer_dims_perm` `=` $outer_dims_perm^)? `inner_dims_pos` `=` "
    "$inner_dims_pos `inner_tiles` `=` custom<DynamicIndexList>($inner_tiles, "
    "$static_inner_tiles) `into` $dest attr-dict `:` type($source) `->` "
    "type($dest)";

static const CustomDirective kIndexListDirectives[] = {
    kDynamicIndexListDirective};

/// The dest is the init; casts fold in through RelayoutCanonicalize.cpp.
static const DestinationStyleOpInterface kRelayoutDestinationStyle = {
    [](Operation *, unsigned &first, unsigned &count) {
      first = 1;
      count = 1;
    },
    /*foldsOwnCasts=*/true};
/// MLIR's getSpeculatability: a pack with a padding value may run
/// anywhere; otherwise every tile and tile dimension must be known (the
/// verifier has then checked that the tiles divide what they split).
static Speculatability relayoutSpeculatability(Operation *op) {
  RelayoutView v = *RelayoutView::get(op);
  if (v.padding)
    return Speculatability::Speculatable;
  size_t k = v.staticTiles.size();
  llvm::ArrayRef<int64_t> tileDims =
      llvm::cast<ShapedType>(v.packed().getType()).getShape().take_back(k);
  for (size_t i = 0; i < k && i < tileDims.size(); ++i)
    if (!v.tileConstant(i) || tileDims[i] == kDynamic)
      return Speculatability::NotSpeculatable;
  return Speculatability::Speculatable;
}
static const SpeculationInterface kRelayoutSpeculation = {
    relayoutSpeculatability};

static const InterfaceImpl kRelayoutInterfaces[] = {
    implement(kRelayoutDestinationStyle), implement(kRelayoutSpeculation)};

template <const char *Name>
static void
nameRelayoutResult(Operation *op,
                   llvm::function_ref<void(Value, llvm::StringRef)> set) {
  set(op->getResult(0), Name);
}
static constexpr char kPack[] = "pack", kUnpack[] = "unpack";

llvm::ArrayRef<OpDefinition> linalg::relayoutOpDefinitions() {
  static const OpDefinition definitions[] = {
      defineOp<PackOp>({.traits = NoMemoryEffect,
                        .verify = verifyPack,
                        .format = kPackFormat,
                        .customDirectives = kIndexListDirectives,
                        .fold = foldWith<PackOp, foldRelayout<PackOp>>,
                        .canonicalize = packPatterns,
                        .resultNames = nameRelayoutResult<kPack>,
                        .inferResultTypes = inferFromDest,
                        .interfaces = kRelayoutInterfaces}),
      defineOp<UnPackOp>({.traits = NoMemoryEffect,
                          .verify = verifyUnPack,
                          .format = kUnPackFormat,
                          .customDirectives = kIndexListDirectives,
                          .fold = foldWith<UnPackOp, foldRelayout<UnPackOp>>,
                          .canonicalize = unpackPatterns,
                          .resultNames = nameRelayoutResult<kUnpack>,
                          .inferResultTypes = inferFromDest,
                          .interfaces = kRelayoutInterfaces})};
  return definitions;
}
