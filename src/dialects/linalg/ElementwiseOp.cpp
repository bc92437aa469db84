//===- ElementwiseOp.cpp - linalg.elementwise -----------------------------===//
//
// `linalg.elementwise kind=#linalg.elementwise_kind<add>
// [indexing_maps = [...]] ins(...) outs(...) -> types`: one unary, binary
// or ternary function applied at every point of the init's iteration space
// (all loops parallel), each operand read through its map (identity maps by
// default, printed only when different). The body is implicit, built from
// the kind when parsing as MLIR's region builder does.
//
//===----------------------------------------------------------------------===//
#include "dialects/arith/ArithOps.h"
#include "dialects/common/TypeConstraints.h"
#include "dialects/linalg/LinalgOps.h"
#include "dialects/linalg/StructuredOps.h"
#include "dialects/linalg/StructuredSyntax.h"
#include "dialects/math/MathOps.h"
#include "interfaces/DestinationStyleInterface.h"
#include "ir/Block.h"
#include "ir/Builder.h"
#include "ir/Context.h"
#include "ir/Diagnostics.h"
#include "ir/Region.h"
#include "text/AsmParser.h"
#include "text/OpAsm.h"

#include "llvm/ADT/APFloat.h"

using namespace terrace;
using namespace terrace::linalg;

namespace {

// MLIR numbers the kinds as UnaryFn's cases, then BinaryFn's, then
// TernaryFn's.
const EnumCase kElementwiseCases[] = {
    {"exp", 0},           {"log", 1},         {"abs", 2},
    {"ceil", 3},          {"floor", 4},       {"negf", 5},
    {"reciprocal", 6},    {"round", 7},       {"sqrt", 8},
    {"rsqrt", 9},         {"square", 10},     {"tanh", 11},
    {"erf", 12},          {"add", 13},        {"sub", 14},
    {"mul", 15},          {"div", 16},        {"div_unsigned", 17},
    {"max_signed", 18},   {"min_signed", 19}, {"max_unsigned", 20},
    {"min_unsigned", 21}, {"powf", 22},       {"select", 23}};
enum Kind : uint64_t {
  Exp,
  Log,
  Abs,
  Ceil,
  Floor,
  NegF,
  Reciprocal,
  Round,
  Sqrt,
  Rsqrt,
  Square,
  Tanh,
  Erf,
  FirstBinary,
  Add = FirstBinary,
  Sub,
  Mul,
  Div,
  DivUnsigned,
  MaxSigned,
  MinSigned,
  MaxUnsigned,
  MinUnsigned,
  PowF,
  FirstTernary,
  Select = FirstTernary
};

unsigned arityOf(uint64_t kind) {
  return kind < FirstBinary ? 1 : kind < FirstTernary ? 2 : 3;
}

uint64_t kindOf(Operation *op) {
  auto kind = llvm::dyn_cast_if_present<EnumAttr>(op->getInherentAttr("kind"));
  return kind ? kind.getValue() : 0;
}

//===-- The body
//--------------------------------------------------------------===//

bool isBool(Type type) {
  auto integer = llvm::dyn_cast<IntegerType>(type);
  return integer && integer.getWidth() == 1;
}

template <typename OpT> Value unary(OpBuilder &b, Location loc, Value x) {
  return create<OpT>(b, loc, with<"operand">(x))->getResult(0);
}
template <typename OpT>
Value binary(OpBuilder &b, Location loc, Value x, Value y) {
  return create<OpT>(b, loc, with<"lhs">(x), with<"rhs">(y))->getResult(0);
}

/// The value `kind` computes from `args` (MLIR's buildUnaryFn,
/// buildBinaryFn, buildTernaryFn), or null where MLIR has no op for the
/// element types (an integer exp, a float max_unsigned, a bool sub).
Value buildKind(OpBuilder &b, Location loc, uint64_t kind,
                llvm::ArrayRef<Value> args) {
  Type type = args[0].getType();
  bool isFloat = llvm::isa<FloatType>(type);
  if (kind < FirstBinary) {
    if (!isFloat)
      return Value();
    Value x = args[0];
    switch (Kind(kind)) {
    case Exp:
      return unary<math::ExpOp>(b, loc, x);
    case Log:
      return unary<math::LogOp>(b, loc, x);
    case Abs:
      return unary<math::AbsFOp>(b, loc, x);
    case Ceil:
      return unary<math::CeilOp>(b, loc, x);
    case Floor:
      return unary<math::FloorOp>(b, loc, x);
    case NegF:
      return unary<arith::NegFOp>(b, loc, x);
    case Reciprocal: {
      llvm::APFloat oneValue(1.0);
      bool lostInfo = false;
      oneValue.convert(llvm::cast<FloatType>(type).getSemantics(),
                       llvm::APFloat::rmNearestTiesToEven, &lostInfo);
      Operation *one = create<arith::ConstantOp>(
          b, loc, with<"value">(FloatAttr::get(type, oneValue)),
          with<"result">(type));
      return binary<arith::DivFOp>(b, loc, one->getResult(0), x);
    }
    case Round:
      return unary<math::RoundOp>(b, loc, x);
    case Sqrt:
      return unary<math::SqrtOp>(b, loc, x);
    case Rsqrt:
      return unary<math::RsqrtOp>(b, loc, x);
    case Square:
      return binary<arith::MulFOp>(b, loc, x, x);
    case Tanh:
      return unary<math::TanhOp>(b, loc, x);
    case Erf:
      return unary<math::ErfOp>(b, loc, x);
    default:
      return Value();
    }
  }
  if (kind == Select) {
    if (!isBool(args[0].getType()) || args[1].getType() != args[2].getType())
      return Value();
    return create<arith::SelectOp>(
               b, loc, with<"condition">(args[0]), with<"true_value">(args[1]),
               with<"false_value">(args[2]), with<"result">(args[1].getType()))
        ->getResult(0);
  }
  Value x = args[0], y = args[1];
  if (x.getType() != y.getType() ||
      !(isFloat || llvm::isa<IntegerType, IndexType>(type)))
    return Value();
  bool bothBool = isBool(type);
  switch (Kind(kind)) {
  case Add:
    return isFloat    ? binary<arith::AddFOp>(b, loc, x, y)
           : bothBool ? binary<arith::OrIOp>(b, loc, x, y)
                      : binary<arith::AddIOp>(b, loc, x, y);
  case Sub:
    return isFloat    ? binary<arith::SubFOp>(b, loc, x, y)
           : bothBool ? Value()
                      : binary<arith::SubIOp>(b, loc, x, y);
  case Mul:
    return isFloat    ? binary<arith::MulFOp>(b, loc, x, y)
           : bothBool ? binary<arith::AndIOp>(b, loc, x, y)
                      : binary<arith::MulIOp>(b, loc, x, y);
  case Div:
    return isFloat    ? binary<arith::DivFOp>(b, loc, x, y)
           : bothBool ? Value()
                      : binary<arith::DivSIOp>(b, loc, x, y);
  case DivUnsigned:
    return isFloat || bothBool ? Value() : binary<arith::DivUIOp>(b, loc, x, y);
  case MaxSigned:
    return isFloat ? binary<arith::MaximumFOp>(b, loc, x, y)
                   : binary<arith::MaxSIOp>(b, loc, x, y);
  case MinSigned:
    return isFloat ? binary<arith::MinimumFOp>(b, loc, x, y)
                   : binary<arith::MinSIOp>(b, loc, x, y);
  case MaxUnsigned:
    return isFloat ? Value() : binary<arith::MaxUIOp>(b, loc, x, y);
  case MinUnsigned:
    return isFloat ? Value() : binary<arith::MinUIOp>(b, loc, x, y);
  case PowF:
    return isFloat ? binary<math::PowFOp>(b, loc, x, y) : Value();
  default:
    return Value();
  }
}

//===-- Syntax
//----------------------------------------------------------------===//

/// Identity maps over the init's rank, one per operand.
void defaultMaps(Context &ctx, unsigned numOperands, int64_t rank,
                 llvm::SmallVectorImpl<Attribute> &maps) {
  maps.assign(numOperands, identityMap(ctx, rank));
}

/// An optional `indexing_maps = [map, ...]`, read map by map (unlike the
/// other named ops, which read an array attribute; the messages differ).
ParseResult parseMapList(OpAsmParser &parser,
                         llvm::SmallVectorImpl<Attribute> &maps) {
  if (!parser.parseOptionalKeyword("indexing_maps"))
    return success();
  if (failed(*parser.parsePunctuation("=")) ||
      failed(*parser.parsePunctuation("[")))
    return failure();
  do {
    Attribute map;
    if (parser.parseAttribute(map))
      return failure();
    if (!llvm::isa<AffineMapAttr>(map))
      return parser.emitError(parser.getCurrentLocation(),
                              "expected affine map attribute");
    maps.push_back(map);
  } while (parser.parseOptionalComma());
  return *parser.parsePunctuation("]");
}

void printElementwise(Operation *op, OpAsmPrinter &p) {
  p << " kind=";
  p.printAttribute(op->getInherentAttr("kind"));
  if (auto maps = llvm::dyn_cast_if_present<ArrayAttr>(
          op->getInherentAttr("indexing_maps"))) {
    llvm::SmallVector<Attribute, 3> defaults;
    defaultMaps(op->getContext(), arityOf(kindOf(op)) + 1, initRank(op),
                defaults);
    if (!llvm::equal(maps.getValue(), defaults))
      printIndexingMaps(p, maps);
  }
  llvm::SmallVector<NamedAttribute, 4> shown;
  for (const NamedAttribute &attr : op->getAllAttrs())
    if (attr.getName() != "operandSegmentSizes" && attr.getName() != "kind" &&
        attr.getName() != "indexing_maps")
      shown.push_back(attr);
  p.printOptionalAttrDict(shown);
  printInsOuts(p, op);
  printResultTypes(p, op);
}

ParseResult parseElementwise(OpAsmParser &parser, OperationState &state) {
  Context &ctx = parser.getContext();
  if (parser.parseKeyword("kind") || parser.parseEqual())
    return failure();
  Attribute kindAttr;
  if (parser.parseAttribute(kindAttr))
    return failure();
  auto kind = llvm::dyn_cast<EnumAttr>(kindAttr);
  if (!kind || &kind.getSpec() != &kElementwiseKind)
    return parser.emitError(parser.getCurrentLocation(),
                            "expected ElementwiseKind attribute");
  state.addAttribute(StringAttr::get(ctx, "kind"), kind);
  llvm::SmallVector<Attribute, 3> maps;
  if (parseMapList(parser, maps))
    return failure();
  llvm::SmallVector<Type, 4> operandTypes;
  if (parser.parseOptionalAttrDict(state.attributes) ||
      parseInsOuts(parser, state, operandTypes) ||
      parser.parseOptionalAttrDict(state.attributes))
    return failure();
  if (parser.parseOptionalArrow() &&
      parser.parseFunctionResultTypes(state.types))
    return failure();
  unsigned arity = arityOf(kind.getValue());
  if (checkImplicitBodyArgs(parser, arity + 1, unsigned(operandTypes.size())))
    return failure();
  if (maps.empty()) {
    auto init = llvm::dyn_cast<ShapedType>(operandTypes.back());
    if (!init || !init.hasRank())
      return parser.emitError(parser.getCurrentLocation(),
                              "return type needs to be shaped type");
    defaultMaps(ctx, arity + 1, int64_t(init.getShape().size()), maps);
  }
  state.addAttribute(StringAttr::get(ctx, "indexing_maps"),
                     ArrayAttr::get(ctx, maps));

  // The implicit body, at an unknown location as MLIR builds it.
  Block *block = addImplicitBody(state, ctx, operandTypes);
  Location unknown = UnknownLoc::get(ctx);
  OpBuilder builder(ctx);
  builder.setInsertionPointToEnd(block);
  llvm::SmallVector<Value, 3> args(block->getArguments().begin(),
                                   block->getArguments().begin() + arity);
  Value result = buildKind(builder, unknown, kind.getValue(), args);
  if (!result)
    return parser.emitError(parser.getNameLoc(),
                            "elementwise kind '" +
                                kElementwiseKind.spell(kind.getValue()) +
                                "' has no operation for these element types");
  create<YieldOp>(builder, unknown, with<"values">(ValueRange(result)));
  return success();
}

LogicalResult verifyElementwise(Operation *op) {
  return verifyStructuredOp(op);
}

const StructuredOpInterface kElementwiseStructured = {nullptr, nullptr,
                                                      parallelOverInit};
const InterfaceImpl kElementwiseInterfaces[] = {
    implement(kElementwiseStructured), implement(kStructuredOpEffects),
    implement(kStructuredDestinationStyle)};

} // namespace

const EnumSpec linalg::kElementwiseKind = {"linalg",
                                           "elementwise_kind",
                                           kElementwiseCases,
                                           /*isBitEnum=*/false,
                                           ", ",
                                           "::mlir::linalg::ElementwiseKind"};
const TypedAttrConstraint<EnumAttr> linalg::kElementwiseKindProperty = {
    {.summary = "allowed 32-bit signless integer cases: 0, 1, 2, 3, 4, 5, 6, "
                "7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, "
                "23",
     .accepts =
         [](Attribute a) {
           auto e = llvm::dyn_cast<EnumAttr>(a);
           return e && &e.getSpec() == &kElementwiseKind;
         },
     .enumAttr = &kElementwiseKind,
     .isStorageKind = true}};

llvm::ArrayRef<OpDefinition> linalg::elementwiseOpDefinitions() {
  static const OpDefinition definitions[] = {
      defineOp<ElementwiseOp>({.verify = verifyElementwise,
                               .print = printElementwise,
                               .parse = parseElementwise,
                               .blockArgNames = nameInsOutsArgs,
                               .interfaces = kElementwiseInterfaces})};
  return definitions;
}
