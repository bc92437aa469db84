//===- StructuredSyntax.cpp - ins/outs, result types, argument names ------===//
#include "dialects/linalg/StructuredSyntax.h"
#include "dialects/common/TypeConstraints.h"
#include "dialects/linalg/LinalgOps.h"
#include "dialects/linalg/StructuredOps.h"
#include "ir/Attributes.h"
#include "ir/Block.h"
#include "ir/Builder.h"
#include "ir/Context.h"
#include "ir/Operation.h"
#include "ir/Region.h"
#include "text/AsmParser.h"

using namespace terrace;
using namespace terrace::linalg;

ParseResult linalg::parseInsOuts(OpAsmParser &parser, OperationState &state,
                                 llvm::SmallVectorImpl<Type> &operandTypes,
                                 bool addSegmentSizes, unsigned *numInputs) {
  Context &ctx = parser.getContext();
  llvm::SmallVector<OpAsmParser::UnresolvedOperand, 4> ins, outs;
  llvm::SmallVector<Type, 4> inTypes, outTypes;
  llvm::SMLoc insLoc = parser.getCurrentLocation(), outsLoc = insLoc;
  if (parser.parseOptionalKeyword("ins")) {
    if (parser.parseLParen())
      return failure();
    insLoc = parser.getCurrentLocation();
    if (parser.parseOperandList(ins) || parser.parseColonTypeList(inTypes) ||
        parser.parseRParen())
      return failure();
  }
  if (parser.parseOptionalKeyword("outs")) {
    outsLoc = parser.getCurrentLocation();
    if (parser.parseLParen() || parser.parseOperandList(outs) ||
        parser.parseColonTypeList(outTypes) || parser.parseRParen())
      return failure();
  }
  if (parser.resolveOperands(ins, inTypes, insLoc, state.operands) ||
      parser.resolveOperands(outs, outTypes, outsLoc, state.operands))
    return failure();
  int32_t sizes[] = {int32_t(ins.size()), int32_t(outs.size())};
  if (addSegmentSizes)
    state.addAttribute(StringAttr::get(ctx, "operandSegmentSizes"),
                       DenseArrayAttr::get(ctx, llvm::ArrayRef(sizes)));
  if (numInputs)
    *numInputs = unsigned(ins.size());
  operandTypes.append(inTypes.begin(), inTypes.end());
  operandTypes.append(outTypes.begin(), outTypes.end());
  return success();
}

void linalg::printInsOuts(OpAsmPrinter &p, Operation *op) {
  unsigned numInputs = getNumInputs(op);
  OperandRange operands = op->getOperands();
  auto print = [&](llvm::StringRef keyword, OperandRange values) {
    if (values.empty())
      return;
    p << ' ' << keyword << '(';
    p.printOperands(values);
    p << " : ";
    p.printTypes(values.getTypes());
    p << ')';
  };
  print("ins", operands.take_front(numInputs));
  print("outs", operands.drop_front(numInputs));
}

void linalg::printResultTypes(OpAsmPrinter &p, Operation *op) {
  if (!op->getNumResults())
    return;
  p << " -> ";
  if (op->getNumResults() == 1) {
    p.printType(op->getResult(0).getType());
    return;
  }
  p << '(';
  p.printTypes(op->getResultTypes());
  p << ')';
}

static void nameArgs(Operation *op, Region &region,
                     llvm::function_ref<void(Value, llvm::StringRef)> set,
                     llvm::StringRef initName) {
  if (region.empty())
    return;
  Block &block = region.front();
  unsigned numInputs = getNumInputs(op);
  for (unsigned i = 0; i < block.getNumArguments(); ++i)
    set(block.getArgument(i), i < numInputs ? "in" : initName);
}

void linalg::nameInsOutsArgs(
    Operation *op, Region &region,
    llvm::function_ref<void(Value, llvm::StringRef)> set) {
  nameArgs(op, region, set, "out");
}

void linalg::nameInsInitsArgs(
    Operation *op, Region &region,
    llvm::function_ref<void(Value, llvm::StringRef)> set) {
  nameArgs(op, region, set, "init");
}

ParseResult linalg::checkImplicitBodyArgs(OpAsmParser &parser,
                                          unsigned expected, unsigned got) {
  if (got == expected)
    return success();
  return parser.emitError(parser.getCurrentLocation(),
                          "[parseNamedStructuredOpRegion] ods-gen generated "
                          "region expects " +
                              llvm::Twine(expected) + " args, got " +
                              llvm::Twine(got));
}

bool linalg::parsedCastIsUnsigned(llvm::ArrayRef<NamedAttribute> attributes) {
  // The last one given counts.
  bool isUnsigned = false;
  for (const NamedAttribute &attr : attributes)
    if (attr.getName() == "cast")
      if (auto e = llvm::dyn_cast<EnumAttr>(attr.value))
        isUnsigned = e.getValue() == uint64_t(TypeFn::CastUnsigned);
  return isUnsigned;
}

ParseResult linalg::parseOptionalIndexingMaps(OpAsmParser &parser,
                                              ArrayAttr &maps) {
  maps = ArrayAttr();
  if (!parser.parseOptionalKeyword("indexing_maps"))
    return success();
  if (failed(*parser.parsePunctuation("=")))
    return failure();
  llvm::SMLoc loc = parser.getCurrentLocation();
  Attribute attr;
  if (parser.parseAttribute(attr))
    return failure();
  auto array = llvm::dyn_cast<ArrayAttr>(attr);
  if (!array)
    return parser.emitError(loc, "invalid kind of attribute specified");
  // Checked once the whole array is read, as MLIR does.
  for (Attribute element : array.getValue())
    if (!llvm::isa<AffineMapAttr>(element))
      return parser.emitError(
          parser.getCurrentLocation(),
          "element of indexing_maps array is not an affine_map");
  maps = array;
  return success();
}

void linalg::printIndexingMaps(OpAsmPrinter &p, ArrayAttr maps) {
  p << " indexing_maps = [";
  for (size_t i = 0; i < maps.size(); ++i) {
    if (i)
      p << ", ";
    p.printAttribute(maps[i]);
  }
  p << ']';
}

Block *linalg::addImplicitBody(OperationState &state, Context &ctx,
                               llvm::ArrayRef<Type> operandTypes,
                               bool atOperandLocations) {
  Region *region = state.addRegion();
  Block *block = new Block();
  region->push_back(block);
  Location unknown = UnknownLoc::get(ctx);
  for (auto [i, type] : llvm::enumerate(operandTypes))
    block->addArgument(constraints::shapedElementTypeOrSelf(type),
                       atOperandLocations && i < state.operands.size()
                           ? state.operands[i].getLoc()
                           : unknown);
  return block;
}

void linalg::addPassThroughBody(OperationState &state, Context &ctx) {
  llvm::SmallVector<Type, 2> types;
  for (Value operand : state.operands)
    types.push_back(operand.getType());
  Block *block =
      addImplicitBody(state, ctx, types, /*atOperandLocations=*/true);
  if (!block->getNumArguments())
    return;
  OpBuilder builder(ctx);
  builder.setInsertionPointToEnd(block);
  create<YieldOp>(builder, state.loc,
                  with<"values">(ValueRange(block->getArgument(0))));
}
