//===- MapReduceOps.cpp - linalg.map, reduce, transpose, broadcast --------===//
//
// Structured ops whose iteration space and maps follow from their types
// and one attribute, with MLIR 22's hand-written syntax: `ins(...)
// outs(...)` without `->` (a tensor init gives a result), a required
// `permutation = [...]` or `dimensions = [...]`, the attribute dictionary,
// and for map and reduce either a short form naming the one op of the body
// (`{ arith.addf }`) or the body with its arguments written out.
//
//===----------------------------------------------------------------------===//
#include "dialects/common/IndexListSyntax.h"
#include "dialects/common/TypeConstraints.h"
#include "dialects/linalg/LinalgCanonicalize.h"
#include "dialects/linalg/LinalgOps.h"
#include "dialects/linalg/StructuredOps.h"
#include "dialects/linalg/StructuredSyntax.h"
#include "interfaces/DestinationStyleInterface.h"
#include "ir/Block.h"
#include "ir/Builder.h"
#include "ir/Context.h"
#include "ir/Diagnostics.h"
#include "ir/Region.h"
#include "text/AsmParser.h"
#include "text/OpAsm.h"

#include "llvm/ADT/SmallSet.h"

using namespace terrace;
using namespace terrace::linalg;

namespace {

llvm::ArrayRef<int64_t> shapeOf(Value value) {
  return llvm::cast<ShapedType>(value.getType()).getShape();
}
int64_t rankOf(Value value) { return int64_t(shapeOf(value).size()); }

//===-- Maps and loops
//------------------------------------------------------===//

void mapMaps(Operation *op, llvm::SmallVectorImpl<AffineMapAttr> &maps) {
  maps.assign(op->getNumOperands(),
              identityMap(op->getContext(), initRank(op)));
}

void reduceIterators(Operation *op, llvm::SmallVectorImpl<uint64_t> &types) {
  types.assign(size_t(rankOf(ReduceOp::wrap(op).operands<"inputs">()[0])),
               uint64_t(IteratorType::Parallel));
  for (int64_t dim : denseI64Values(op->getInherentAttr("dimensions")))
    if (dim >= 0 && dim < int64_t(types.size()))
      types[size_t(dim)] = uint64_t(IteratorType::Reduction);
}

void reduceMaps(Operation *op, llvm::SmallVectorImpl<AffineMapAttr> &maps) {
  Context &ctx = op->getContext();
  int64_t rank = rankOf(ReduceOp::wrap(op).operands<"inputs">()[0]);
  unsigned numInputs = getNumInputs(op);
  maps.assign(numInputs, identityMap(ctx, rank));
  maps.append(op->getNumOperands() - numInputs,
              identityMap(ctx, rank,
                          denseI64Values(op->getInherentAttr("dimensions"))));
}

void transposeMaps(Operation *op, llvm::SmallVectorImpl<AffineMapAttr> &maps) {
  // The input's dimension permutation[i] is loop i.
  Context &ctx = op->getContext();
  llvm::SmallVector<int64_t, 4> permutation =
      denseI64Values(op->getInherentAttr("permutation"));
  auto rank = int64_t(permutation.size());
  llvm::SmallVector<AffineExpr, 4> inputResults;
  inputResults.resize(size_t(rank));
  for (int64_t i = 0; i < rank; ++i)
    if (permutation[i] >= 0 && permutation[i] < rank)
      inputResults[size_t(permutation[i])] =
          AffineExpr::getDim(ctx, unsigned(i));
  maps.push_back(AffineMapAttr::get(ctx, unsigned(rank), 0, inputResults));
  maps.push_back(identityMap(ctx, rank));
}

void broadcastMaps(Operation *op, llvm::SmallVectorImpl<AffineMapAttr> &maps) {
  Context &ctx = op->getContext();
  int64_t rank = initRank(op);
  maps.push_back(identityMap(
      ctx, rank, denseI64Values(op->getInherentAttr("dimensions"))));
  maps.push_back(identityMap(ctx, rank));
}

//===-- Syntax
//----------------------------------------------------------------===//

/// `{ arith.addf {attrs} }`: the name and attributes of the body's one op.
struct PayloadSpelling {
  llvm::StringRef name;
  llvm::SmallVector<NamedAttribute, 2> attrs;
};

ParseResult parseOptionalPayload(OpAsmParser &parser,
                                 std::optional<PayloadSpelling> &payload) {
  if (!parser.parseOptionalPunctuation("{"))
    return success();
  payload.emplace();
  if (parser.parseCustomOperationName(payload->name) ||
      parser.parseOptionalAttrDict(payload->attrs) ||
      *parser.parsePunctuation("}"))
    return failure();
  return success();
}

/// `ins(...) outs(...)`, a result per ranked-tensor init, then the
/// required `keyword = [...]` (when given) and the attribute dictionary.
ParseResult parseDestinationStyle(OpAsmParser &parser, OperationState &state,
                                  llvm::SmallVectorImpl<Type> &operandTypes,
                                  llvm::StringRef keyword = {}) {
  unsigned numInputs = 0;
  if (parseInsOuts(parser, state, operandTypes, /*addSegmentSizes=*/false,
                   &numInputs))
    return failure();
  for (Type type : llvm::ArrayRef(operandTypes).drop_front(numInputs))
    if (llvm::isa<RankedTensorType>(type))
      state.types.push_back(type);
  if (!keyword.empty()) {
    // `= [1, 0]`: a dense i64 array without its `array<i64:` prefix, read
    // as MLIR's DenseI64ArrayAttr::parse reads it.
    if (parser.parseKeyword(keyword) || parser.parseEqual() ||
        *parser.parsePunctuation("["))
      return failure();
    llvm::SmallVector<int64_t, 4> values;
    if (!parser.parseOptionalPunctuation("]")) {
      do {
        if (parser.parseInteger(values.emplace_back()))
          return failure();
      } while (parser.parseOptionalComma());
      if (*parser.parsePunctuation("]"))
        return failure();
    }
    state.addAttribute(StringAttr::get(parser.getContext(), keyword),
                       DenseArrayAttr::get(parser.getContext(),
                                           llvm::ArrayRef<int64_t>(values)));
  }
  return parser.parseOptionalAttrDict(state.attributes);
}

/// The body made from a short form: one argument per operand, the payload
/// applied to `payloadArgs` of them, its result yielded.
void buildPayloadBody(OpAsmParser &parser, OperationState &state,
                      const PayloadSpelling &payload,
                      llvm::ArrayRef<Type> operandTypes, bool initFirst,
                      unsigned numPayloadArgs) {
  Context &ctx = parser.getContext();
  if (operandTypes.empty()) {
    state.addRegion();
    return;
  }
  Block *block = addImplicitBody(state, ctx, operandTypes);
  OperationState payloadState(state.loc, ctx.getOperationName(payload.name));
  if (initFirst)
    payloadState.operands.push_back(block->getArguments().back());
  for (unsigned i = 0; i < numPayloadArgs - (initFirst ? 1 : 0); ++i)
    payloadState.operands.push_back(block->getArgument(i));
  payloadState.types.push_back(
      constraints::shapedElementTypeOrSelf(operandTypes.back()));
  payloadState.attributes.append(payload.attrs.begin(), payload.attrs.end());
  OpBuilder builder(ctx);
  builder.setInsertionPointToEnd(block);
  Operation *payloadOp = builder.create(payloadState);
  OperationState yield(state.loc, YieldOp::getOperationName(ctx));
  yield.operands.append(payloadOp->getResults().begin(),
                        payloadOp->getResults().end());
  builder.create(yield);
}

/// `(%in: f32, %init: f32) { ... }`: the body with its arguments.
ParseResult parseBodyWithArguments(OpAsmParser &parser, OperationState &state) {
  llvm::SmallVector<OpAsmParser::Argument, 4> args;
  if (parser.parseArgumentList(args, OpAsmParser::Delimiter::Paren,
                               /*allowType=*/true, /*allowAttrs=*/true))
    return failure();
  return parser.parseRegion(*state.addRegion(), args,
                            /*isolatedFromAbove=*/false);
}

/// The body's one op when the short form can show it: the only op before
/// the yield, whose operands are the arguments in order (map: the inputs';
/// reduce: the init's first, then the inputs').
Operation *findPayload(Operation *op, bool initFirst) {
  Region &region = op->getRegion(0);
  if (region.empty())
    return nullptr;
  Block &block = region.front();
  if (block.getOperations().size() != 2 || !llvm::isa<YieldOp>(&block.back()))
    return nullptr;
  Operation &payload = block.front();
  unsigned numArgs = block.getNumArguments();
  unsigned expected = initFirst ? numArgs : numArgs - 1;
  if (numArgs == 0 || payload.getNumOperands() == 0 ||
      payload.getNumOperands() != expected)
    return nullptr;
  for (unsigned i = 0; i < expected; ++i) {
    // reduce (as MLIR's findPayloadOp checks it): the last operand is
    // argument 0 and operand i is argument i + 1.
    Value arg = initFirst ? (i + 1 == expected ? block.getArgument(0)
                                               : block.getArgument(i + 1))
                          : block.getArgument(i);
    if (payload.getOperand(i) != arg)
      return nullptr;
  }
  return &payload;
}

void printPayload(OpAsmPrinter &p, Operation *payload) {
  p << " { " << payload->getName().getStringRef();
  // The default fast-math flags are left out.
  llvm::SmallVector<llvm::StringRef, 1> elided;
  for (const NamedAttribute &attr : payload->getAllAttrs())
    if (auto e = llvm::dyn_cast<EnumAttr>(attr.value);
        e && e.getSpec().mnemonic == "fastmath" && e.getValue() == 0) {
      elided.push_back(attr.getName());
      break;
    }
  p.printOptionalAttrDict(payload->getAllAttrs(), elided);
  p << " }";
}

void printBodyWithArguments(OpAsmPrinter &p, Operation *op) {
  p.increaseIndent();
  p.printNewline();
  p << '(';
  Block &block = op->getRegion(0).front();
  for (unsigned i = 0; i < block.getNumArguments(); ++i) {
    if (i)
      p << ", ";
    p.printRegionArgument(block.getArgument(i));
  }
  p << ") ";
  p.printRegion(op->getRegion(0), /*printEntryBlockArgs=*/false);
  p.decreaseIndent();
}

void printArrayKeyword(OpAsmPrinter &p, Operation *op, llvm::StringRef name) {
  p << ' ' << name << " = [";
  llvm::SmallVector<int64_t, 4> values =
      denseI64Values(op->getInherentAttr(name));
  for (size_t i = 0; i < values.size(); ++i) {
    if (i)
      p << ", ";
    p.getStream() << values[i];
  }
  p << "] ";
}

void printWithPayload(Operation *op, OpAsmPrinter &p, bool initFirst,
                      llvm::StringRef keyword) {
  Operation *payload = findPayload(op, initFirst);
  if (payload)
    printPayload(p, payload);
  printInsOuts(p, op);
  llvm::SmallVector<llvm::StringRef, 1> elided;
  if (!keyword.empty()) {
    printArrayKeyword(p, op, keyword);
    elided.push_back(keyword);
  }
  p.printOptionalAttrDict(op->getAllAttrs(), elided);
  if (!payload && !op->getRegion(0).empty())
    printBodyWithArguments(p, op);
}

ParseResult parseWithPayload(OpAsmParser &parser, OperationState &state,
                             bool initFirst, llvm::StringRef keyword) {
  std::optional<PayloadSpelling> payload;
  llvm::SmallVector<Type, 4> operandTypes;
  if (parseOptionalPayload(parser, payload) ||
      parseDestinationStyle(parser, state, operandTypes, keyword))
    return failure();
  if (!payload)
    return parseBodyWithArguments(parser, state);
  // map's payload takes the inputs; reduce's the init and the inputs.
  auto numArgs = unsigned(operandTypes.size());
  buildPayloadBody(parser, state, *payload, operandTypes, initFirst,
                   initFirst ? numArgs : numArgs - 1);
  return success();
}

void printMap(Operation *op, OpAsmPrinter &p) {
  printWithPayload(op, p, /*initFirst=*/false, {});
}
ParseResult parseMap(OpAsmParser &parser, OperationState &state) {
  return parseWithPayload(parser, state, /*initFirst=*/false, {});
}
void printReduce(Operation *op, OpAsmPrinter &p) {
  printWithPayload(op, p, /*initFirst=*/true, "dimensions");
}
ParseResult parseReduce(OpAsmParser &parser, OperationState &state) {
  return parseWithPayload(parser, state, /*initFirst=*/true, "dimensions");
}

/// transpose and broadcast: the body yields the input's element.
template <const char *Keyword>
ParseResult parseCopyLike(OpAsmParser &parser, OperationState &state) {
  llvm::SmallVector<Type, 4> operandTypes;
  if (parseDestinationStyle(parser, state, operandTypes, Keyword))
    return failure();
  addPassThroughBody(state, parser.getContext());
  return success();
}
template <const char *Keyword>
void printCopyLike(Operation *op, OpAsmPrinter &p) {
  printInsOuts(p, op);
  printArrayKeyword(p, op, Keyword);
  p.printOptionalAttrDict(op->getAllAttrs(), {Keyword});
}
constexpr char kPermutation[] = "permutation", kDimensions[] = "dimensions";

//===-- Verifiers
//-------------------------------------------------------------===//

LogicalResult verifyMap(Operation *op) {
  Block *block = op->getRegion(0).empty() ? nullptr : &op->getRegion(0).front();
  unsigned numArgs = block ? block->getNumArguments() : 0;
  if (op->getNumOperands() != numArgs)
    return op->emitOpError("expects number of operands to match the arity of "
                           "mapper, but got: ")
           << llvm::Twine(op->getNumOperands()) << " and "
           << llvm::Twine(numArgs);
  unsigned numInputs = getNumInputs(op);
  for (unsigned i = 0; i < numInputs; ++i) {
    Type element =
        llvm::cast<ShapedType>(op->getOperand(i).getType()).getElementType();
    if (block->getArgument(i).getType() != element)
      return op->emitOpError("expected element type of input ")
             << element << " to match bbArg type "
             << block->getArgument(i).getType();
  }
  llvm::ArrayRef<int64_t> initShape = shapeOf(op->getOperand(numInputs));
  for (unsigned i = 0; i < numInputs; ++i)
    if (shapeOf(op->getOperand(i)) != initShape)
      return op->emitOpError("expected shape of input (")
             << shapeOf(op->getOperand(i)) << ") to match shape of output ("
             << initShape << ")";
  return verifyStructuredOp(op);
}

LogicalResult verifyReduce(Operation *op) {
  auto reduce = ReduceOp::wrap(op);
  OperandRange inputs = reduce.operands<"inputs">();
  OperandRange inits = reduce.operands<"inits">();
  unsigned numInputs = unsigned(inputs.size());
  unsigned numInits = unsigned(inits.size());
  if (numInputs == 0 || numInits == 0)
    return verifyStructuredOp(op);
  for (unsigned i = 1; i < numInputs; ++i)
    if (shapeOf(inputs[i]) != shapeOf(inputs[0]))
      return op->emitOpError("expects all inputs to have the same shapes. "
                             "Shape at input-index ")
             << llvm::Twine(i)
             << " is not equal to the shape at input-index 0.";
  for (unsigned i = 1; i < numInits; ++i)
    if (shapeOf(inits[i]) != shapeOf(inits[0]))
      return op->emitOpError("expects all outputs to have the same shapes. "
                             "Shape at output-index ")
             << llvm::Twine(i)
             << " is not equal to the shape at output-index 0.";
  llvm::ArrayRef<int64_t> inputShape = shapeOf(inputs[0]);
  llvm::ArrayRef<int64_t> initShape = shapeOf(inits[0]);
  auto inputRank = int64_t(inputShape.size());
  llvm::SmallSet<int64_t, 4> reduced;
  for (int64_t dim : denseI64Values(op->getInherentAttr("dimensions"))) {
    if (dim < 0 || dim >= inputRank)
      return op->emitOpError(
                 "dimensions for reduction should be in the range [0, ")
             << llvm::Twine(inputRank - 1) << "].";
    reduced.insert(dim);
  }
  llvm::SmallVector<int64_t, 4> kept;
  for (int64_t d = 0; d < inputRank; ++d)
    if (!reduced.contains(d))
      kept.push_back(inputShape[size_t(d)]);
  if (kept.size() != initShape.size())
    return op->emitOpError("number of dimensions after reduction ")
           << llvm::Twine(unsigned(kept.size()))
           << " doesn't match the init rank "
           << llvm::Twine(unsigned(initShape.size()));
  if (llvm::ArrayRef<int64_t>(kept) != initShape)
    return op->emitOpError("init dimensions [")
           << initShape << "] doesn't match input dimensions after reduction ["
           << llvm::ArrayRef<int64_t>(kept) << "]";
  Block *block = op->getRegion(0).empty() ? nullptr : &op->getRegion(0).front();
  if (!block || block->getNumArguments() != op->getNumOperands())
    return op->emitOpError(
        "mismatching number of operands and block arguments");
  for (unsigned i = 0; i < op->getNumOperands(); ++i) {
    Type element =
        llvm::cast<ShapedType>(op->getOperand(i).getType()).getElementType();
    if (element != block->getArgument(i).getType())
      return op->emitOpError(i < numInputs ? "input" : "output")
             << " element type " << element
             << " does not match corresponding block argument type "
             << block->getArgument(i).getType();
  }
  return verifyStructuredOp(op);
}

bool isPermutation(llvm::ArrayRef<int64_t> values) {
  llvm::SmallVector<bool, 4> seen(values.size(), false);
  for (int64_t v : values) {
    if (v < 0 || v >= int64_t(values.size()) || seen[size_t(v)])
      return false;
    seen[size_t(v)] = true;
  }
  return true;
}

LogicalResult verifyTranspose(Operation *op) {
  auto transpose = TransposeOp::wrap(op);
  llvm::SmallVector<int64_t, 4> permutation =
      denseI64Values(op->getInherentAttr("permutation"));
  if (!isPermutation(permutation))
    return op->emitOpError("permutation is not valid");
  llvm::ArrayRef<int64_t> inputShape = shapeOf(transpose.operand<"input">());
  llvm::ArrayRef<int64_t> initShape = shapeOf(transpose.operand<"init">());
  auto rank = int64_t(inputShape.size());
  if (rank != int64_t(initShape.size()))
    return op->emitOpError("input rank ")
           << llvm::Twine(rank) << " does not match init rank "
           << llvm::Twine(unsigned(initShape.size()));
  if (rank != int64_t(permutation.size()))
    return op->emitOpError("size of permutation ")
           << llvm::Twine(unsigned(permutation.size()))
           << " does not match the argument rank " << llvm::Twine(rank);
  for (int64_t i = 0; i < rank; ++i) {
    int64_t inputDim = inputShape[size_t(permutation[i])];
    if (inputDim != initShape[size_t(i)])
      return op->emitOpError("dim(result, ")
             << llvm::Twine(i) << ") = " << llvm::Twine(initShape[size_t(i)])
             << " doesn't match dim(input, permutation[" << llvm::Twine(i)
             << "]) = " << llvm::Twine(inputDim);
  }
  return verifyStructuredOp(op);
}

LogicalResult verifyBroadcast(Operation *op) {
  auto broadcast = BroadcastOp::wrap(op);
  llvm::SmallVector<int64_t, 4> dimensions =
      denseI64Values(op->getInherentAttr("dimensions"));
  llvm::ArrayRef<int64_t> inputShape = shapeOf(broadcast.operand<"input">());
  llvm::ArrayRef<int64_t> initShape = shapeOf(broadcast.operand<"init">());
  auto inputRank = int64_t(inputShape.size());
  auto initRank = int64_t(initShape.size());
  if (inputRank + int64_t(dimensions.size()) != initRank)
    return op->emitOpError("input rank plus added dimensions does not match "
                           "init rank. input rank: ")
           << llvm::Twine(inputRank)
           << ", dimensions size: " << llvm::Twine(unsigned(dimensions.size()))
           << ", init rank: " << llvm::Twine(initRank);
  for (size_t i = 0; i < dimensions.size(); ++i)
    if (dimensions[i] < 0 || dimensions[i] >= initRank)
      return op->emitOpError("dimension ")
             << llvm::Twine(unsigned(i))
             << " is out of range. expected range: [0, "
             << llvm::Twine(initRank - 1)
             << "], got: " << llvm::Twine(dimensions[i]);
  int64_t inputDim = 0;
  for (int64_t initDim = 0; initDim < initRank; ++initDim) {
    if (llvm::is_contained(dimensions, initDim))
      continue;
    // A repeated dimension leaves more init dimensions than the input has
    // (mlir-opt 22 reads past the input's shape there and reports a
    // garbage size).
    if (inputDim >= inputRank)
      return op->emitOpError("dimensions must not repeat");
    if (inputShape[size_t(inputDim)] != initShape[size_t(initDim)])
      return op->emitOpError("input dim ")
             << llvm::Twine(inputDim) << " should match init dim "
             << llvm::Twine(initDim)
             << ". input: " << llvm::Twine(inputShape[size_t(inputDim)])
             << ", init: " << llvm::Twine(initShape[size_t(initDim)]);
    ++inputDim;
  }
  return verifyStructuredOp(op);
}

//===-- Names
//-----------------------------------------------------------------===//

template <const char *Name>
void nameFirstResult(Operation *op,
                     llvm::function_ref<void(Value, llvm::StringRef)> set) {
  if (op->getNumResults())
    set(op->getResult(0), Name);
}
constexpr char kMapped[] = "mapped", kReduced[] = "reduced",
               kTransposed[] = "transposed", kBroadcasted[] = "broadcasted";

const StructuredOpInterface kMapStructured = {nullptr, mapMaps,
                                              parallelOverInit};
const StructuredOpInterface kReduceStructured = {nullptr, reduceMaps,
                                                 reduceIterators};
const StructuredOpInterface kTransposeStructured = {nullptr, transposeMaps,
                                                    parallelOverInit};
const StructuredOpInterface kBroadcastStructured = {nullptr, broadcastMaps,
                                                    parallelOverInit};
const InterfaceImpl kMapInterfaces[] = {implement(kMapStructured),
                                        implement(kStructuredOpEffects),
                                        implement(kStructuredDestinationStyle)};
const InterfaceImpl kReduceInterfaces[] = {
    implement(kReduceStructured), implement(kStructuredOpEffects),
    implement(kStructuredDestinationStyle)};
const InterfaceImpl kTransposeInterfaces[] = {
    implement(kTransposeStructured), implement(kStructuredOpEffects),
    implement(kStructuredDestinationStyle)};
const InterfaceImpl kBroadcastInterfaces[] = {
    implement(kBroadcastStructured), implement(kStructuredOpEffects),
    implement(kStructuredDestinationStyle)};

} // namespace

llvm::ArrayRef<OpDefinition> linalg::mapReduceOpDefinitions() {
  static const OpDefinition definitions[] = {
      defineOp<MapOp>({.traits = SingleBlock,
                       .verify = verifyMap,
                       .print = printMap,
                       .parse = parseMap,
                       .resultNames = nameFirstResult<kMapped>,
                       .blockArgNames = nameInsInitsArgs,
                       .interfaces = kMapInterfaces}),
      defineOp<ReduceOp>({.traits = SingleBlock | SameVariadicOperandSize,
                          .verify = verifyReduce,
                          .print = printReduce,
                          .parse = parseReduce,
                          .resultNames = nameFirstResult<kReduced>,
                          .blockArgNames = nameInsInitsArgs,
                          .interfaces = kReduceInterfaces}),
      defineOp<TransposeOp>({.traits = SingleBlock,
                             .verify = verifyTranspose,
                             .print = printCopyLike<kPermutation>,
                             .parse = parseCopyLike<kPermutation>,
                             .fold = foldTranspose,
                             .canonicalize = transposePatterns,
                             .resultNames = nameFirstResult<kTransposed>,
                             .interfaces = kTransposeInterfaces}),
      defineOp<BroadcastOp>({.traits = SingleBlock,
                             .verify = verifyBroadcast,
                             .print = printCopyLike<kDimensions>,
                             .parse = parseCopyLike<kDimensions>,
                             .canonicalize = broadcastPatterns,
                             .resultNames = nameFirstResult<kBroadcasted>,
                             .interfaces = kBroadcastInterfaces}),
  };
  return definitions;
}
