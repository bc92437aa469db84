//===- AffineOps.cpp - affine.apply ---------------------------------------===//
//
// affine.apply as MLIR 22 has it: its syntax (`affine.apply #map(%d)[%s]`),
// its verifier messages and its fold (to an operand when the map's result
// is one of its dimensions or symbols, else to the constant the map gives
// when every operand it reads is constant, or to poison where that divides
// by zero).
//
// Its canonicalization is MLIR's SimplifyAffineOp: operands defined by
// affine.apply are composed into the map, symbols passed as dimensions
// become symbols, constants fold in, and the map is simplified
// (AffineComposition.cpp).
//
// Not yet: the verifier's rule against dimension operands in symbol
// positions, which needs affine loops (without them every valid dimension
// is a valid symbol).
//
//===----------------------------------------------------------------------===//
#include "dialects/affine/AffineOps.h"
#include "dialects/affine/AffineComposition.h"
#include "dialects/arith/ArithDialect.h"
#include "dialects/arith/ArithOps.h"
#include "dialects/ub/UBDialect.h"
#include "dialects/ub/UBOps.h"
#include "ir/AffineExpr.h"
#include "ir/Builder.h"
#include "ir/Context.h"
#include "ir/Diagnostics.h"
#include "rewrite/PatternMatch.h"
#include "text/OpAsm.h"

#include <functional>

using namespace terrace;
using namespace terrace::affine;
using llvm::failure;
using llvm::LogicalResult;
using llvm::success;

const TypedAttrConstraint<AffineMapAttr> affine::kAffineMapAttr = {
    {"AffineMap attribute",
     [](Attribute attr) { return llvm::isa<AffineMapAttr>(attr); }}};

static AffineMapAttr mapOf(Operation *op) {
  return llvm::cast<AffineMapAttr>(op->getInherentAttr("map"));
}

/// apply ::= `affine.apply` affine-map `(` dims `)` (`[` symbols `]`)?
///           attr-dict
static ParseResult parseApply(OpAsmParser &parser, OperationState &state) {
  Context &ctx = parser.getContext();
  llvm::SMLoc mapLoc = parser.getCurrentLocation();
  Attribute map;
  if (parser.parseAttribute(map))
    return failure();
  auto affineMap = llvm::dyn_cast<AffineMapAttr>(map);
  if (!affineMap)
    return parser.emitError(mapLoc, "invalid kind of attribute specified");
  // MLIR's parseDimAndSymbolList.
  llvm::SmallVector<OpAsmParser::UnresolvedOperand, 4> operands;
  if (parser.parseOperandList(operands, AsmParser::Delimiter::Paren))
    return failure();
  size_t numDims = operands.size();
  if (parser.parseOperandList(operands, AsmParser::Delimiter::OptionalSquare))
    return failure();
  llvm::SmallVector<Type, 4> types(operands.size(), IndexType::get(ctx));
  if (parser.resolveOperands(operands, types, parser.getNameLoc(),
                             state.operands) ||
      parser.parseOptionalAttrDict(state.attributes))
    return failure();
  if (affineMap.getNumDims() != numDims ||
      numDims + affineMap.getNumSymbols() != operands.size())
    return parser.emitError(parser.getNameLoc(),
                            "dimension or symbol index mismatch");
  state.addAttribute(StringAttr::get(ctx, "map"), affineMap);
  state.types.push_back(IndexType::get(ctx));
  return success();
}

static void printApply(Operation *op, OpAsmPrinter &p) {
  AffineMapAttr map = mapOf(op);
  p << ' ' << Attribute(map) << '(';
  p.printOperands(op->getOperands().take_front(map.getNumDims()));
  p << ')';
  if (map.getNumSymbols()) {
    p << '[';
    p.printOperands(op->getOperands().drop_front(map.getNumDims()));
    p << ']';
  }
  p.printOptionalAttrDict(op->getAllAttrs(), {"map"});
}

static LogicalResult verifyApply(Operation *op) {
  AffineMapAttr map = mapOf(op);
  if (op->getNumOperands() != map.getNumDims() + map.getNumSymbols())
    return op->emitOpError("operand count and affine map dimension and "
                           "symbol count must match");
  if (map.getNumResults() != 1)
    return op->emitOpError("mapping must produce one value");
  return success();
}

OpFoldResult affine::foldApply(AffineMapAttr map, ValueRange operands,
                               llvm::ArrayRef<Attribute> constants) {
  AffineExpr expr = map.getResult(0);
  if (expr.getKind() == AffineExprKind::DimId)
    return operands[unsigned(expr.getValue())];
  if (expr.getKind() == AffineExprKind::SymbolId)
    return operands[map.getNumDims() + unsigned(expr.getValue())];
  // MLIR's AffineMap::constantFold: left operands first, a right operand
  // only where the left one folded; a division or remainder it reaches
  // with a bad divisor makes the whole result poison, even where another
  // operand is not constant.
  unsigned numDims = map.getNumDims();
  bool poison = false;
  std::function<std::optional<int64_t>(AffineExpr)> fold =
      [&](AffineExpr e) -> std::optional<int64_t> {
    switch (e.getKind()) {
    case AffineExprKind::Constant:
      return e.getValue();
    case AffineExprKind::DimId:
    case AffineExprKind::SymbolId: {
      size_t pos = size_t(e.getValue()) +
                   (e.getKind() == AffineExprKind::SymbolId ? numDims : 0);
      if (auto constant =
              llvm::dyn_cast_if_present<IntegerAttr>(constants[pos]))
        return constant.getInt();
      return std::nullopt;
    }
    default:
      break;
    }
    std::optional<int64_t> lhs = fold(e.getLHS());
    if (!lhs)
      return std::nullopt;
    std::optional<int64_t> rhs = fold(e.getRHS());
    if (!rhs)
      return std::nullopt;
    std::optional<int64_t> value =
        evaluateAffineBinary(e.getKind(), *lhs, *rhs);
    poison |= !value;
    return value;
  };
  std::optional<int64_t> value = fold(expr);
  Context &ctx = map.getContext();
  if (poison)
    return ub::getPoison(ctx);
  if (value)
    return IntegerAttr::get(IndexType::get(ctx), *value);
  return {};
}

static LogicalResult foldApplyOp(Operation *op,
                                 llvm::ArrayRef<Attribute> operands,
                                 llvm::SmallVectorImpl<OpFoldResult> &results) {
  OpFoldResult folded = foldApply(mapOf(op), op->getOperands(), operands);
  if (!folded)
    return failure();
  results.push_back(folded);
  return success();
}

/// MLIR's SimplifyAffineOp<AffineApplyOp>: the map composed with the
/// applies that define its operands, canonicalized and simplified.
static LogicalResult simplifyAffineApply(ApplyOp apply,
                                         PatternRewriter &rewriter) {
  AffineMapAttr oldMap = mapOf(apply);
  AffineMapAttr map = oldMap;
  llvm::SmallVector<Value, 8> operands(apply->getOperands().begin(),
                                       apply->getOperands().end());
  composeAffineMapAndOperands(map, operands);
  canonicalizeMapAndOperands(map, operands);
  simplifyMapWithOperands(map, operands);
  if (map == oldMap && llvm::equal(operands, apply->getOperands()))
    return failure();
  rewriter.setInsertionPoint(apply);
  Operation *replacement = create<ApplyOp>(
      rewriter, apply->getLoc(), with<"mapOperands">(ValueRange(operands)),
      with<"map">(Attribute(map)),
      with<"result">(Type(IndexType::get(apply->getContext()))));
  rewriter.replaceOp(apply, replacement->getResults());
  return success();
}

void affine::applyPatterns(RewritePatternSet &patterns, Context &) {
  patterns.add<ApplyOp>("SimplifyAffineOp<AffineApplyOp>", simplifyAffineApply);
}

static const OpDefinition kAffineOps[] = {
    defineOp<ApplyOp>({.traits = Pure,
                       .verify = verifyApply,
                       .print = printApply,
                       .parse = parseApply,
                       .fold = foldApplyOp,
                       .canonicalize = applyPatterns}),
};

AffineDialect::AffineDialect(Context &ctx) : Dialect("affine", ctx) {
  addOps(kAffineOps);
}

Operation *AffineDialect::materializeConstant(OpBuilder &builder,
                                              Attribute value, Type type,
                                              Location loc) {
  if (ub::isPoison(value))
    return create<ub::PoisonOp>(builder, loc, with<"result">(type));
  Dialect *arith = builder.getContext().getDialect("arith");
  return arith ? arith->materializeConstant(builder, value, type, loc)
               : nullptr;
}
