//===- SCFParallelOps.cpp - scf.parallel, scf.reduce, scf.forall ----------===//
//
// The parallel loops: scf.parallel (index bounds as operands, reductions in
// its scf.reduce terminator) and scf.forall (bounds mixing constants and
// operands, shared_outs, the scf.forall.in_parallel terminator). Syntax and
// verifier messages follow MLIR 22, quirks included: scf.parallel always
// prints its terminator (`scf.reduce ` with a trailing space), scf.forall
// prints its terminator only when it has results, and picks the
// `in (...)` form whenever its lower bounds are 0 and steps 1, even when
// they are constant operands.
//
//===----------------------------------------------------------------------===//
#include "dialects/arith/ArithOps.h"
#include "dialects/common/TypeConstraints.h"
#include "dialects/scf/SCFInternal.h"
#include "dialects/scf/SCFOps.h"
#include "dialects/tensor/TensorCanonicalize.h"
#include "dialects/tensor/TensorOps.h"
#include "interfaces/DestinationStyleInterface.h"
#include "interfaces/ParallelCombiningInterface.h"
#include "ir/Block.h"
#include "ir/Context.h"
#include "ir/Diagnostics.h"
#include "ir/OpSignature.h"
#include "ir/Region.h"
#include "rewrite/Folding.h"
#include "text/OpAsm.h"

#include "llvm/ADT/BitVector.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/Twine.h"

#include <climits>

using namespace terrace;
using namespace terrace::scf;
using llvm::failure;
using llvm::LogicalResult;
using llvm::success;

const TypeConstraint scf::kRankedTensor = {
    "ranked tensor of any type values",
    [](Type t) { return llvm::isa<RankedTensorType>(t); }};

namespace {

/// `(%a, %b)`: names of block arguments, typed `index`.
ParseResult
parseIndexArguments(OpAsmParser &parser,
                    llvm::SmallVectorImpl<OpAsmParser::Argument> &ivs) {
  if (parser.parseArgumentList(ivs, OpAsmParser::Delimiter::Paren))
    return failure();
  for (OpAsmParser::Argument &iv : ivs)
    iv.type = IndexType::get(parser.getContext());
  return success();
}

/// `(%a, %b)` with exactly `count` operands, resolved as index.
ParseResult parseIndexOperands(OpAsmParser &parser, size_t count,
                               llvm::SmallVectorImpl<Value> &out,
                               int32_t &size) {
  llvm::SMLoc loc = parser.getCurrentLocation();
  llvm::SmallVector<OpAsmParser::UnresolvedOperand, 4> operands;
  if (parser.parseOperandList(operands, OpAsmParser::Delimiter::Paren,
                              /*allowResultNumber=*/true, int(count)))
    return failure();
  size = int32_t(operands.size());
  llvm::SmallVector<Type, 4> types(count, IndexType::get(parser.getContext()));
  return parser.resolveOperands(operands, types, loc, out);
}

/// ` -> T` or ` -> (T1, T2)`, as MLIR's printOptionalArrowTypeList.
void printOptionalArrowTypes(OpAsmPrinter &p, TypeRange types) {
  if (types.empty())
    return;
  p << " -> ";
  bool parens = types.size() > 1 || llvm::isa<FunctionType>(types[0]);
  if (parens)
    p << '(';
  p.printTypes(types);
  if (parens)
    p << ')';
}

DenseArrayAttr segmentSizes(Context &ctx, llvm::ArrayRef<int32_t> sizes) {
  return DenseArrayAttr::get(ctx, sizes);
}

/// The values of one operand group of the op's signature.
llvm::SmallVector<Value, 4> group(Operation *op, unsigned index) {
  auto [start, size] = getValueGroup(op, /*results=*/false, index);
  llvm::SmallVector<Value, 4> values;
  for (unsigned i = 0; i < size; ++i)
    values.push_back(op->getOperand(start + i));
  return values;
}

//===-- scf.parallel ------------------------------------------------------===//

/// parallel ::= `scf.parallel` `(` ivs `)` `=` `(` lbs `)` `to` `(` ubs `)`
///              `step` `(` steps `)` (`init` `(` values `)`)? (`->` types)?
///              region attr-dict
ParseResult parseParallel(OpAsmParser &parser, OperationState &state) {
  Context &ctx = parser.getContext();
  llvm::SmallVector<OpAsmParser::Argument, 4> ivs;
  int32_t lbs = 0, ubs = 0, steps = 0;
  if (parseIndexArguments(parser, ivs) || parser.parseEqual() ||
      parseIndexOperands(parser, ivs.size(), state.operands, lbs) ||
      parser.parseKeyword("to") ||
      parseIndexOperands(parser, ivs.size(), state.operands, ubs) ||
      parser.parseKeyword("step") ||
      parseIndexOperands(parser, ivs.size(), state.operands, steps))
    return failure();
  llvm::SmallVector<OpAsmParser::UnresolvedOperand, 4> inits;
  if (parser.parseOptionalKeyword("init") &&
      parser.parseOperandList(inits, OpAsmParser::Delimiter::Paren))
    return failure();
  if (parser.parseOptionalArrow() &&
      parser.parseFunctionResultTypes(state.types))
    return failure();
  Region *body = state.addRegion();
  if (parser.parseRegion(*body, ivs, false) ||
      parser.parseOptionalAttrDict(state.attributes))
    return failure();
  state.addAttribute(
      StringAttr::get(ctx, "operandSegmentSizes"),
      segmentSizes(ctx, {lbs, ubs, steps, int32_t(inits.size())}));
  if (inits.size() != state.types.size())
    return parser.emitError(parser.getNameLoc(),
                            "number of operands and types do not match: got " +
                                llvm::Twine(inits.size()) + " operands and " +
                                llvm::Twine(state.types.size()) + " types");
  if (parser.resolveOperands(inits, state.types, parser.getNameLoc(),
                             state.operands))
    return failure();
  scf::ensureTerminator<ReduceOp>(
      *body, parser.getEncodedSourceLoc(parser.getNameLoc()));
  return success();
}

void printParallel(Operation *op, OpAsmPrinter &p) {
  Block &body = op->getRegion(0).front();
  p << " (";
  for (unsigned i = 0; i < body.getNumArguments(); ++i) {
    if (i)
      p << ", ";
    p.printOperand(body.getArgument(i));
  }
  p << ") = (";
  p.printOperands(group(op, 0));
  p << ") to (";
  p.printOperands(group(op, 1));
  p << ") step (";
  p.printOperands(group(op, 2));
  p << ')';
  llvm::SmallVector<Value, 4> inits = group(op, 3);
  if (!inits.empty()) {
    p << " init (";
    p.printOperands(inits);
    p << ')';
  }
  printOptionalArrowTypes(p, op->getResultTypes());
  p << ' ';
  p.printRegion(op->getRegion(0), /*printEntryBlockArgs=*/false);
  p.printOptionalAttrDict(op->getAllAttrs(), {"operandSegmentSizes"});
}

LogicalResult verifyParallel(Operation *op) {
  llvm::SmallVector<Value, 4> steps = group(op, 2);
  if (steps.empty())
    return op->emitOpError("needs at least one tuple element for "
                           "lowerBound, upperBound and step");
  for (Value step : steps)
    if (auto c = llvm::dyn_cast_if_present<IntegerAttr>(getConstantValue(step)))
      if (!c.getValue().isStrictlyPositive())
        return op->emitOpError("constant step operand must be positive");
  Block &body = op->getRegion(0).front();
  if (body.getNumArguments() != steps.size())
    return op->emitOpError(
        "expects the same number of induction variables: " +
        llvm::Twine(body.getNumArguments()) +
        " as bound and step values: " + llvm::Twine(steps.size()));
  for (BlockArgumentImpl *arg : body.getArguments())
    if (!Value(arg).getType().isIndex())
      return op->emitOpError(
          "expects arguments for the induction variable to be of index type");
  Operation *reduce = scf::verifyTerminator<ReduceOp>(
      op, op->getRegion(0), "expects body to terminate with 'scf.reduce'");
  if (!reduce)
    return failure();
  unsigned results = op->getNumResults(), reductions = reduce->getNumRegions();
  size_t inits = group(op, 3).size();
  if (results != reductions)
    return op->emitOpError(
        "expects number of results: " + llvm::Twine(results) +
        " to be the same as number of reductions: " + llvm::Twine(reductions));
  if (results != inits)
    return op->emitOpError(
        "expects number of results: " + llvm::Twine(results) +
        " to be the same as number of initial values: " + llvm::Twine(inits));
  if (reduce->getNumOperands() != inits)
    return success(); // scf.reduce reports it
  for (unsigned i = 0; i < reductions; ++i) {
    Type resultType = op->getResult(i).getType();
    Type operandType = reduce->getOperand(i).getType();
    if (resultType != operandType)
      return reduce->emitOpError(
          "expects type of " + llvm::Twine(i) + "-th reduction operand: " +
          quoted(operandType) + " to be the same as the " + llvm::Twine(i) +
          "-th result type: " + quoted(resultType));
  }
  return success();
}

constexpr llvm::StringRef kParallelInherent[] = {"operandSegmentSizes"};

//===-- scf.reduce --------------------------------------------------------===//

/// reduce ::= `scf.reduce` (`(` operands `:` types `)`)? regions attr-dict
LogicalResult verifyReduce(Operation *op) {
  if (op->getNumRegions() != op->getNumOperands())
    return op->emitOpError("expects number of reduction regions: " +
                           llvm::Twine(op->getNumRegions()) +
                           " to be the same as number of reduction operands: " +
                           llvm::Twine(op->getNumOperands()));
  return success();
}

/// The reduction bodies, once the ops in them are verified (MLIR's
/// ReduceOp::verifyRegions).
LogicalResult verifyReduceRegions(Operation *op) {
  for (unsigned i = 0; i < op->getNumRegions(); ++i) {
    Region &region = op->getRegion(i);
    Type type = op->getOperand(i).getType();
    Block &block = region.front();
    if (block.empty())
      return op->emitOpError(llvm::Twine(i) +
                             "-th reduction has an empty body");
    bool argsMatch = block.getNumArguments() == 2 &&
                     llvm::all_of(block.getArguments(), [&](auto *arg) {
                       return Value(arg).getType() == type;
                     });
    if (!argsMatch)
      return op->emitOpError("expected two block arguments with type " +
                             quoted(type) + " in the " + llvm::Twine(i) +
                             "-th reduction region");
    if (!llvm::isa<ReduceReturnOp>(&block.back()))
      return op->emitOpError("reduction bodies must be terminated with an "
                             "'scf.reduce.return' op");
  }
  return success();
}

//===-- scf.reduce.return -------------------------------------------------===//

LogicalResult verifyReduceReturn(Operation *op) {
  // A block without arguments is scf.reduce's to report (mlir-opt 22
  // crashes on it).
  Block *block = op->getBlock();
  if (block->getNumArguments() == 0)
    return success();
  Type expected = block->getArgument(0).getType();
  if (expected != ReduceReturnOp::wrap(op).operand<"result">().getType())
    return op->emitOpError("must have type " + quoted(expected) +
                           " (the type of the reduction inputs)");
  return success();
}

//===-- scf.forall --------------------------------------------------------===//

constexpr int64_t kDynamic = INT64_MIN;

/// `(` (ssa-value | integer | `[` integer `]`),* `)`: integers become static
/// entries, values dynamic ones (kDynamic in the static list). As MLIR's
/// parseDynamicIndexList: a failure gets a second error at the op's name.
ParseResult parseDynamicIndexList(OpAsmParser &parser,
                                  llvm::SmallVectorImpl<Value> &operands,
                                  llvm::SmallVectorImpl<int64_t> &statics,
                                  int32_t &numDynamic) {
  llvm::SmallVector<OpAsmParser::UnresolvedOperand, 4> values;
  llvm::SMLoc loc = parser.getCurrentLocation();
  auto parseEntry = [&]() -> ParseResult {
    bool isValue = parser.isNextOperand();
    if (isValue && parser.parseOperand(values.emplace_back()))
      return failure();
    bool scalable = parser.parseOptionalPunctuation("[");
    if (isValue) {
      statics.push_back(kDynamic);
    } else {
      int64_t value;
      if (parser.parseInteger(value))
        return failure();
      statics.push_back(value);
    }
    if (scalable && !parser.parseOptionalPunctuation("]"))
      return failure();
    return success();
  };
  if (parser.parseCommaSeparatedList(OpAsmParser::Delimiter::Paren, parseEntry,
                                     " in dynamic index list"))
    return parser.emitError(parser.getNameLoc(),
                            "expected SSA value or integer");
  numDynamic = int32_t(values.size());
  llvm::SmallVector<Type, 4> types(values.size(),
                                   IndexType::get(parser.getContext()));
  return parser.resolveOperands(values, types, loc, operands);
}

DenseArrayAttr i64Array(Context &ctx, llvm::ArrayRef<int64_t> values) {
  return DenseArrayAttr::get(ctx, values);
}

/// forall ::= `scf.forall` `(` ivs `)` (`in` list | `=` list `to` list
///            `step` list) (`shared_outs` `(` (%arg `=` %out),* `)`
///            `->` types)? region attr-dict
ParseResult parseForall(OpAsmParser &parser, OperationState &state) {
  Context &ctx = parser.getContext();
  llvm::SmallVector<OpAsmParser::Argument, 4> ivs;
  if (parseIndexArguments(parser, ivs))
    return failure();
  llvm::SmallVector<int64_t, 4> lbs, ubs, steps;
  int32_t numLbs = 0, numUbs = 0, numSteps = 0;
  if (parser.parseOptionalKeyword("in")) {
    if (parseDynamicIndexList(parser, state.operands, ubs, numUbs))
      return failure();
    lbs.assign(ivs.size(), 0);
    steps.assign(ivs.size(), 1);
  } else if (parser.parseEqual() ||
             parseDynamicIndexList(parser, state.operands, lbs, numLbs) ||
             parser.parseKeyword("to") ||
             parseDynamicIndexList(parser, state.operands, ubs, numUbs) ||
             parser.parseKeyword("step") ||
             parseDynamicIndexList(parser, state.operands, steps, numSteps)) {
    return failure();
  }
  llvm::SmallVector<OpAsmParser::Argument, 4> outArgs;
  llvm::SmallVector<OpAsmParser::UnresolvedOperand, 4> outs;
  llvm::SMLoc outsLoc = parser.getCurrentLocation();
  if (parser.parseOptionalKeyword("shared_outs")) {
    if (parser.parseAssignmentList(outArgs, outs) ||
        (parser.parseOptionalArrow() &&
         parser.parseFunctionResultTypes(state.types)) ||
        parser.resolveOperands(outs, state.types, outsLoc, state.operands))
      return failure();
  }
  llvm::SmallVector<OpAsmParser::Argument, 8> regionArgs(ivs.begin(),
                                                         ivs.end());
  for (unsigned i = 0; i < outArgs.size(); ++i) {
    outArgs[i].type = state.types[i];
    regionArgs.push_back(outArgs[i]);
  }
  Region *body = state.addRegion();
  if (parser.parseRegion(*body, regionArgs, false))
    return failure();
  Location loc = parser.getEncodedSourceLoc(parser.getNameLoc());
  scf::ensureTerminator<InParallelOp>(*body, loc);
  if (parser.parseOptionalAttrDict(state.attributes))
    return failure();
  state.addAttribute(StringAttr::get(ctx, "staticLowerBound"),
                     i64Array(ctx, lbs));
  state.addAttribute(StringAttr::get(ctx, "staticUpperBound"),
                     i64Array(ctx, ubs));
  state.addAttribute(StringAttr::get(ctx, "staticStep"), i64Array(ctx, steps));
  state.addAttribute(
      StringAttr::get(ctx, "operandSegmentSizes"),
      segmentSizes(ctx, {numLbs, numUbs, numSteps, int32_t(outs.size())}));
  return success();
}

llvm::SmallVector<int64_t, 4> staticList(Operation *op, llvm::StringRef name) {
  llvm::SmallVector<int64_t, 4> values;
  if (auto array =
          llvm::dyn_cast_if_present<DenseArrayAttr>(op->getInherentAttr(name)))
    for (int64_t i = 0; i < array.size(); ++i)
      values.push_back(array.getInt(i));
  return values;
}

/// Whether every entry of a mixed list is the constant `expected` (a
/// dynamic entry counts when a constant op defines it).
bool allEqual(llvm::ArrayRef<int64_t> statics, ValueRange dynamics,
              int64_t expected) {
  unsigned next = 0;
  for (int64_t value : statics) {
    if (value != kDynamic) {
      if (value != expected)
        return false;
      continue;
    }
    if (next >= dynamics.size())
      return false;
    auto c = llvm::dyn_cast_if_present<IntegerAttr>(
        getConstantValue(dynamics[next++]));
    if (!c || c.getValue().getSExtValue() != expected)
      return false;
  }
  return true;
}

void printDynamicIndexList(OpAsmPrinter &p, llvm::ArrayRef<int64_t> statics,
                           ValueRange dynamics) {
  p << '(';
  unsigned next = 0;
  for (unsigned i = 0; i < statics.size(); ++i) {
    if (i)
      p << ", ";
    if (statics[i] != kDynamic)
      p.getStream() << statics[i];
    else if (next < dynamics.size())
      p.printOperand(dynamics[next++]);
  }
  p << ')';
}

void printForall(Operation *op, OpAsmPrinter &p) {
  Block &body = op->getRegion(0).front();
  llvm::SmallVector<int64_t, 4> lbs = staticList(op, "staticLowerBound");
  llvm::SmallVector<int64_t, 4> ubs = staticList(op, "staticUpperBound");
  llvm::SmallVector<int64_t, 4> steps = staticList(op, "staticStep");
  llvm::SmallVector<Value, 4> dynLbs = group(op, 0), dynUbs = group(op, 1),
                              dynSteps = group(op, 2), outs = group(op, 3);
  size_t rank = lbs.size();
  p << " (";
  for (size_t i = 0; i < rank && i < body.getNumArguments(); ++i) {
    if (i)
      p << ", ";
    p.printOperand(body.getArgument(i));
  }
  if (allEqual(lbs, dynLbs, 0) && allEqual(steps, dynSteps, 1)) {
    p << ") in ";
    printDynamicIndexList(p, ubs, dynUbs);
  } else {
    p << ") = ";
    printDynamicIndexList(p, lbs, dynLbs);
    p << " to ";
    printDynamicIndexList(p, ubs, dynUbs);
    p << " step ";
    printDynamicIndexList(p, steps, dynSteps);
  }
  if (!outs.empty()) {
    p << " shared_outs(";
    for (size_t i = 0; i < outs.size(); ++i) {
      if (i)
        p << ", ";
      p.printOperand(body.getArgument(rank + i));
      p << " = ";
      p.printOperand(outs[i]);
    }
    p << ')';
  }
  p << ' ';
  if (!outs.empty()) {
    p << "-> (";
    p.printTypes(op->getResultTypes());
    p << ") ";
  }
  p.printRegion(op->getRegion(0), /*printEntryBlockArgs=*/false,
                /*printBlockTerminators=*/op->getNumResults() > 0);
  p.printOptionalAttrDict(op->getAllAttrs(),
                          {"operandSegmentSizes", "staticLowerBound",
                           "staticUpperBound", "staticStep"});
}

/// MLIR's verifyListOfOperandsOrIntegers (its messages have no op prefix).
LogicalResult verifyMixedList(Operation *op, llvm::StringRef name, size_t rank,
                              llvm::ArrayRef<int64_t> statics,
                              size_t numDynamic) {
  if (statics.size() != rank)
    return op->emitError("expected " + llvm::Twine(rank) + " " + name +
                         " values, got " + llvm::Twine(statics.size()));
  size_t expected = llvm::count(statics, kDynamic);
  if (numDynamic != expected)
    return op->emitError("expected " + llvm::Twine(expected) + " dynamic " +
                         name + " values");
  return success();
}

LogicalResult verifyForall(Operation *op) {
  for (llvm::StringRef name :
       {"staticLowerBound", "staticUpperBound", "staticStep"}) {
    auto array =
        llvm::dyn_cast_if_present<DenseArrayAttr>(op->getInherentAttr(name));
    if (!array || !array.getElementType().isInteger(64))
      return op->emitOpError("requires attribute '" + name + "'");
  }
  llvm::SmallVector<int64_t, 4> lbs = staticList(op, "staticLowerBound");
  size_t rank = lbs.size();
  llvm::SmallVector<Value, 4> outs = group(op, 3);
  if (op->getNumResults() != outs.size())
    return op->emitOpError("produces " + llvm::Twine(op->getNumResults()) +
                           " results, but has only " +
                           llvm::Twine(outs.size()) + " outputs");
  Block &body = op->getRegion(0).front();
  if (body.getNumArguments() != rank + outs.size())
    return op->emitOpError("region expects " + llvm::Twine(rank) +
                           " arguments");
  for (size_t i = 0; i < rank; ++i)
    if (!body.getArgument(i).getType().isIndex())
      return op->emitOpError("expects " + llvm::Twine(i) +
                             "-th block argument to be an index");
  for (size_t i = 0; i < outs.size(); ++i)
    if (body.getArgument(rank + i).getType() != outs[i].getType())
      return op->emitOpError("type mismatch between " + llvm::Twine(i) +
                             "-th output and corresponding block argument");
  // Mapping entries are device mapping attributes (the gpu dialect's),
  // which no dialect of Terrace defines yet: only an empty list is valid.
  if (Attribute mapping = op->getInherentAttr("mapping")) {
    auto array = llvm::dyn_cast<ArrayAttr>(mapping);
    if (!array || array.size() != 0)
      return op->emitOpError("attribute 'mapping' failed to satisfy "
                             "constraint: Device Mapping array attribute");
  }
  if (failed(
          verifyMixedList(op, "lower bound", rank, lbs, group(op, 0).size())) ||
      failed(verifyMixedList(op, "upper bound", rank,
                             staticList(op, "staticUpperBound"),
                             group(op, 1).size())) ||
      failed(verifyMixedList(op, "step", rank, staticList(op, "staticStep"),
                             group(op, 2).size())))
    return failure();
  return success();
}

LogicalResult verifyForallRegions(Operation *op) {
  return verifyImplicitTerminator<InParallelOp>(op);
}
/// The shared outputs are the inits (MLIR's DestinationStyleOpInterface on
/// scf.forall): an op that writes into a forall's result may write into
/// its init instead, and a size of the result is the init's.
const DestinationStyleOpInterface kForallDestinationStyle = {
    [](Operation *op, unsigned &first, unsigned &count) {
      count = unsigned(ForallOp::wrap(op).operands<"outputs">().size());
      first = op->getNumOperands() - count;
    }};
const InterfaceImpl kForallInterfaces[] = {implement(kForallDestinationStyle)};

constexpr llvm::StringRef kForallInherent[] = {
    "mapping", "operandSegmentSizes", "staticLowerBound", "staticUpperBound",
    "staticStep"};

//===-- scf.forall canonicalization ---------------------------------------===//

/// A bound of one dimension: static, or a value.
struct MixedBound {
  int64_t value = kDynamic;
  Value dynamic;
  std::optional<llvm::APInt> constant() const {
    if (!dynamic)
      return llvm::APInt(64, uint64_t(value), /*isSigned=*/true);
    if (auto c =
            llvm::dyn_cast_if_present<IntegerAttr>(getConstantValue(dynamic)))
      return c.getValue();
    return std::nullopt;
  }
};

/// The bounds of list `name` (operand group `groupIndex`) per dimension.
llvm::SmallVector<MixedBound, 4>
mixedBounds(Operation *op, llvm::StringRef name, unsigned groupIndex) {
  llvm::SmallVector<Value, 4> dynamics = group(op, groupIndex);
  llvm::SmallVector<MixedBound, 4> bounds;
  unsigned next = 0;
  for (int64_t value : staticList(op, name)) {
    MixedBound b;
    if (value == kDynamic && next < dynamics.size())
      b.dynamic = dynamics[next++];
    else
      b.value = value;
    bounds.push_back(b);
  }
  return bounds;
}

/// The static list and the dynamic values of `bounds`.
void splitBounds(llvm::ArrayRef<MixedBound> bounds,
                 llvm::SmallVectorImpl<int64_t> &statics,
                 llvm::SmallVectorImpl<Value> &dynamics) {
  for (const MixedBound &b : bounds) {
    statics.push_back(b.dynamic ? kDynamic : b.value);
    if (b.dynamic)
      dynamics.push_back(b.dynamic);
  }
}

/// Sets the op's bounds (and their operands, before `outputs`).
void setBounds(Operation *op, llvm::ArrayRef<MixedBound> lbs,
               llvm::ArrayRef<MixedBound> ubs, llvm::ArrayRef<MixedBound> steps,
               ValueRange outputs) {
  Context &ctx = op->getContext();
  llvm::SmallVector<int64_t, 4> sLbs, sUbs, sSteps;
  llvm::SmallVector<Value, 4> dLbs, dUbs, dSteps;
  splitBounds(lbs, sLbs, dLbs);
  splitBounds(ubs, sUbs, dUbs);
  splitBounds(steps, sSteps, dSteps);
  llvm::SmallVector<Value, 8> operands(dLbs.begin(), dLbs.end());
  llvm::append_range(operands, dUbs);
  llvm::append_range(operands, dSteps);
  llvm::append_range(operands, outputs);
  op->setOperands(operands);
  op->setAttr("staticLowerBound", i64Array(ctx, sLbs));
  op->setAttr("staticUpperBound", i64Array(ctx, sUbs));
  op->setAttr("staticStep", i64Array(ctx, sSteps));
  op->setAttr(
      "operandSegmentSizes",
      segmentSizes(ctx, {int32_t(dLbs.size()), int32_t(dUbs.size()),
                         int32_t(dSteps.size()), int32_t(outputs.size())}));
}

/// A new scf.forall at the insertion point with these bounds and outputs,
/// `mapping` when given, and an empty body region.
Operation *createForall(PatternRewriter &rewriter, Operation *like,
                        llvm::ArrayRef<MixedBound> lbs,
                        llvm::ArrayRef<MixedBound> ubs,
                        llvm::ArrayRef<MixedBound> steps, ValueRange outputs,
                        Attribute mapping) {
  OperationState state(like->getLoc(), like->getName());
  for (Value v : outputs)
    state.types.push_back(v.getType());
  state.addRegion();
  Operation *op = rewriter.create(state);
  setBounds(op, lbs, ubs, steps, outputs);
  if (mapping)
    op->setAttr("mapping", mapping);
  return op;
}

// Dynamic bounds defined by constants become static.
LogicalResult forallOpControlOperandsFolder(Operation *op,
                                            PatternRewriter &rewriter) {
  llvm::SmallVector<MixedBound, 4> lists[3] = {
      mixedBounds(op, "staticLowerBound", 0),
      mixedBounds(op, "staticUpperBound", 1), mixedBounds(op, "staticStep", 2)};
  bool changed = false;
  for (auto &list : lists)
    for (MixedBound &b : list)
      if (b.dynamic)
        if (auto c = llvm::dyn_cast_if_present<IntegerAttr>(
                getConstantValue(b.dynamic))) {
          b.value = c.getValue().getSExtValue();
          b.dynamic = Value();
          changed = true;
        }
  if (!changed)
    return failure();
  llvm::SmallVector<Value, 4> outputs = group(op, 3);
  rewriter.modifyOpInPlace(
      op, [&] { setBounds(op, lists[0], lists[1], lists[2], outputs); });
  return success();
}

/// The ops of the loop's terminator that write `outArg` (MLIR's
/// ForallOp::getCombiningOps).
llvm::SmallVector<Operation *, 2> combiningOps(Block &body, Value outArg) {
  llvm::SmallVector<Operation *, 2> ops;
  Operation *terminator = body.empty() ? nullptr : &body.back();
  if (!terminator || !llvm::isa<InParallelOp>(terminator))
    return ops;
  for (Operation &write : terminator->getRegion(0).front())
    if (llvm::is_contained(getUpdatedDestinations(&write), outArg))
      ops.push_back(&write);
  return ops;
}

// A shared output whose result is unused, or that no terminator op
// writes, leaves the loop: the ops writing it go, and its uses (in the
// body and after) take the init.
LogicalResult forallOpIterArgsFolder(Operation *op, PatternRewriter &rewriter) {
  llvm::SmallVector<Value, 4> outputs = group(op, 3);
  Block &body = op->getRegion(0).front();
  unsigned rank = body.getNumArguments() - unsigned(outputs.size());
  llvm::BitVector dropped(outputs.size());
  for (unsigned i = 0; i < outputs.size(); ++i)
    dropped[i] = op->getResult(i).use_empty() ||
                 combiningOps(body, body.getArgument(rank + i)).empty();
  if (dropped.none())
    return failure();
  for (unsigned i : dropped.set_bits())
    for (Operation *write : combiningOps(body, body.getArgument(rank + i)))
      rewriter.eraseOp(write);
  llvm::SmallVector<Value, 4> kept;
  for (unsigned i = 0; i < outputs.size(); ++i)
    if (!dropped[i])
      kept.push_back(outputs[i]);
  rewriter.setInsertionPoint(op);
  Operation *newOp = createForall(
      rewriter, op, mixedBounds(op, "staticLowerBound", 0),
      mixedBounds(op, "staticUpperBound", 1), mixedBounds(op, "staticStep", 2),
      kept, op->getInherentAttr("mapping"));
  Block *newBody = new Block();
  newOp->getRegion(0).push_back(newBody);
  llvm::SmallVector<Value, 4> args;
  for (unsigned i = 0; i < rank; ++i)
    args.push_back(
        newBody->addArgument(IndexType::get(op->getContext()), op->getLoc()));
  for (unsigned i = 0; i < outputs.size(); ++i)
    args.push_back(
        dropped[i] ? outputs[i]
                   : newBody->addArgument(outputs[i].getType(),
                                          body.getArgument(rank + i).getLoc()));
  rewriter.mergeBlocks(&body, newBody, args);
  llvm::SmallVector<Value, 4> replacements;
  unsigned next = 0;
  for (unsigned i = 0; i < outputs.size(); ++i)
    replacements.push_back(dropped[i] ? outputs[i] : newOp->getResult(next++));
  rewriter.replaceOp(op, replacements);
  return success();
}

// Dimensions of zero or one iteration leave an unmapped loop: zero replaces
// it by its outputs, one substitutes the lower bound for the induction
// variable; with no dimension left the body is inlined.
LogicalResult
forallOpSingleOrZeroIterationDimsFolder(Operation *op,
                                        PatternRewriter &rewriter) {
  // Dimensions mapped to processing units stay.
  if (auto mapping =
          llvm::dyn_cast_if_present<ArrayAttr>(op->getInherentAttr("mapping"));
      mapping && !mapping.getValue().empty())
    return failure();
  Location loc = op->getLoc();
  llvm::SmallVector<MixedBound, 4> lbs = mixedBounds(op, "staticLowerBound", 0);
  llvm::SmallVector<MixedBound, 4> ubs = mixedBounds(op, "staticUpperBound", 1);
  llvm::SmallVector<MixedBound, 4> steps = mixedBounds(op, "staticStep", 2);
  llvm::SmallVector<Value, 4> outputs = group(op, 3);
  Block &body = op->getRegion(0).front();
  rewriter.setInsertionPoint(op);
  auto lowerBoundValue = [&](const MixedBound &lb) -> Value {
    if (lb.dynamic)
      return lb.dynamic;
    Type index = IndexType::get(op->getContext());
    return create<arith::ConstantOp>(
               rewriter, loc, with<"value">(IntegerAttr::get(index, lb.value)),
               with<"result">(index))
        .result<"result">();
  };
  llvm::SmallVector<MixedBound, 4> newLbs, newUbs, newSteps;
  llvm::SmallVector<unsigned, 4> singleDims;
  for (unsigned d = 0; d < lbs.size(); ++d) {
    std::optional<llvm::APInt> trips = scf::constantTripCount(
        lbs[d].constant(), ubs[d].constant(), steps[d].constant(),
        lbs[d].dynamic && lbs[d].dynamic == ubs[d].dynamic, 64,
        /*isSigned=*/true);
    if (trips && trips->isZero()) {
      rewriter.replaceOp(op, outputs);
      return success();
    }
    if (trips && trips->isOne()) {
      singleDims.push_back(d);
      continue;
    }
    newLbs.push_back(lbs[d]);
    newUbs.push_back(ubs[d]);
    newSteps.push_back(steps[d]);
  }
  if (newLbs.size() == lbs.size())
    return rewriter.notifyMatchFailure(op, "no dimensions have 0 or 1 "
                                           "iterations");
  // Nothing is created before the pattern knows it applies; then, as MLIR,
  // each single-iteration dimension's lower bound first.
  auto mapSingleDims = [&](llvm::DenseMap<Value, Value> &mapper) {
    for (unsigned d : singleDims)
      mapper[body.getArgument(d)] = lowerBoundValue(lbs[d]);
  };
  llvm::DenseMap<Value, Value> mapper;
  if (newLbs.empty()) {
    // MLIR's promote: the body inlined, each write of the terminator done
    // once after it. Each output must be written exactly once. MLIR 22
    // takes result i from the i-th write, which swaps results when the
    // writes come in another order; here result i is the write of output
    // i.
    Operation *terminator = &body.back();
    Block &writes = terminator->getRegion(0).front();
    unsigned rank = body.getNumArguments() - unsigned(outputs.size());
    llvm::SmallVector<Operation *, 4> writerOf(outputs.size(), nullptr);
    for (Operation &write : writes) {
      OperandRange dests = getUpdatedDestinations(&write);
      const auto *combining =
          getInterface<ParallelCombiningOpInterface>(&write);
      if (!combining || !combining->createSequentialWrite ||
          dests.size() != 1 || !dests[0].isBlockArgument() ||
          dests[0].getParentBlock() != &body || dests[0].getIndex() < rank)
        return failure();
      Operation *&writer = writerOf[dests[0].getIndex() - rank];
      if (writer)
        return failure();
      writer = &write;
    }
    if (llvm::is_contained(writerOf, nullptr))
      return failure();
    mapSingleDims(mapper); // unused, as in MLIR; dead constants go
    llvm::SmallVector<Value, 4> args;
    for (const MixedBound &lb : lbs)
      args.push_back(lowerBoundValue(lb));
    llvm::append_range(args, outputs);
    rewriter.inlineBlockBefore(&body, op->getBlock(), Block::iterator(op),
                               args);
    rewriter.setInsertionPointAfter(op);
    llvm::DenseMap<Operation *, Value> written;
    for (Operation &write : writes)
      written[&write] =
          getInterface<ParallelCombiningOpInterface>(&write)
              ->createSequentialWrite(&write, rewriter, loc,
                                      getUpdatedDestinations(&write)[0]);
    for (auto [result, writer] : llvm::zip(op->getResults(), writerOf))
      rewriter.replaceAllUsesWith(result, written[writer]);
    rewriter.eraseOp(terminator);
    rewriter.eraseOp(op);
    return success();
  }
  mapSingleDims(mapper);
  Operation *newOp =
      createForall(rewriter, op, newLbs, newUbs, newSteps, outputs, {});
  for (const NamedAttribute &attr : op->getAllAttrs()) {
    llvm::StringRef name = attr.getName();
    if (name != "operandSegmentSizes" && name != "staticLowerBound" &&
        name != "staticUpperBound" && name != "staticStep" &&
        !newOp->getAttr(name))
      newOp->setAttr(name, attr.value);
  }
  scf::cloneBodyInto(rewriter, body, newOp, mapper);
  rewriter.replaceOp(op, newOp->getResults());
  return success();
}

// A shared output made by a tensor.cast that only forgets sizes: the loop
// runs on the cast's source, its block argument cast back to the old type
// for the body, and its result cast after the loop
// (FoldTensorCastOfOutputIntoForallOp). The writes into the cast block
// argument write into the argument itself.
LogicalResult foldTensorCastOfOutputIntoForall(Operation *op,
                                               PatternRewriter &rewriter) {
  llvm::SmallVector<Value, 4> outputs = group(op, 3);
  llvm::SmallVector<Value, 4> newOutputs(outputs);
  llvm::SmallVector<unsigned, 2> castIndices;
  for (auto [i, output] : llvm::enumerate(outputs)) {
    auto cast =
        llvm::dyn_cast_if_present<tensor::CastOp>(output.getDefiningOp());
    if (!cast ||
        !tensor::preservesStaticInformation(cast.result<"dest">().getType(),
                                            cast.operand<"source">().getType()))
      continue;
    castIndices.push_back(unsigned(i));
    newOutputs[i] = cast.operand<"source">();
  }
  if (castIndices.empty())
    return failure();
  Location loc = op->getLoc();
  rewriter.setInsertionPoint(op);
  Operation *newOp = createForall(
      rewriter, op, mixedBounds(op, "staticLowerBound", 0),
      mixedBounds(op, "staticUpperBound", 1), mixedBounds(op, "staticStep", 2),
      newOutputs, op->getInherentAttr("mapping"));
  Block &body = op->getRegion(0).front();
  unsigned rank = body.getNumArguments() - unsigned(outputs.size());
  Block *newBody = new Block();
  newOp->getRegion(0).push_back(newBody);
  llvm::SmallVector<Value, 6> args;
  for (unsigned d = 0; d < rank; ++d)
    args.push_back(newBody->addArgument(IndexType::get(op->getContext()), loc));
  for (Value output : newOutputs)
    args.push_back(newBody->addArgument(output.getType(), loc));
  rewriter.setInsertionPointToStart(newBody);
  llvm::DenseMap<Value, Value> castOfArg;
  for (unsigned i : castIndices) {
    Value arg = args[rank + i];
    Value cast = tensor::createCast(rewriter, loc, outputs[i].getType(), arg);
    castOfArg[cast] = arg;
    args[rank + i] = cast;
  }
  rewriter.mergeBlocks(&body, newBody, args);
  Operation *terminator = &newBody->back();
  if (llvm::isa<InParallelOp>(terminator))
    for (Operation &write : terminator->getRegion(0).front()) {
      const auto *combining =
          getInterface<ParallelCombiningOpInterface>(&write);
      if (!combining)
        continue;
      unsigned first = 0, count = 0;
      combining->getUpdatedDestinations(&write, first, count);
      for (unsigned k = first; k < first + count; ++k)
        if (Value arg = castOfArg.lookup(write.getOperand(k)))
          rewriter.modifyOpInPlace(&write, [&] { write.setOperand(k, arg); });
    }
  rewriter.setInsertionPointAfter(newOp);
  llvm::SmallVector<Value, 4> results(newOp->getResults());
  for (unsigned i : castIndices)
    results[i] =
        tensor::createCast(rewriter, loc, outputs[i].getType(), results[i]);
  rewriter.replaceOp(op, results);
  return success();
}

//===-- scf.forall.in_parallel --------------------------------------------===//

ParseResult parseInParallel(OpAsmParser &parser, OperationState &state) {
  Region *body = state.addRegion();
  if (parser.parseRegion(*body, {}, false))
    return failure();
  if (body->empty())
    body->push_back(new Block());
  return parser.parseOptionalAttrDict(state.attributes);
}

void printInParallel(Operation *op, OpAsmPrinter &p) {
  p << ' ';
  p.printRegion(op->getRegion(0), /*printEntryBlockArgs=*/false,
                /*printBlockTerminators=*/false);
  p.printOptionalAttrDict(op->getAllAttrs());
}

LogicalResult verifyInParallel(Operation *op) {
  Operation *parent = op->getParentOp();
  if (!parent || !llvm::isa<ForallOp>(parent))
    return op->emitOpError("expects parent op 'scf.forall'");
  // Only ops that write into the loop's shared outputs belong here
  // (tensor.parallel_insert_slice).
  Block &body = parent->getRegion(0).front();
  unsigned rank = body.getNumArguments() - unsigned(group(parent, 3).size());
  auto isOutArg = [&](Value v) {
    return v.isBlockArgument() && v.getParentBlock() == &body &&
           v.getIndex() >= rank;
  };
  for (Operation &write : op->getRegion(0).front()) {
    if (!getInterface<ParallelCombiningOpInterface>(&write))
      return op->emitOpError("expected only ParallelCombiningOpInterface ops");
    for (Value dest : getUpdatedDestinations(&write))
      if (!isOutArg(dest))
        return write.emitOpError(
            "may only insert into an output block argument");
  }
  return success();
}

const InParallelOpInterface kInParallel;
const InterfaceImpl kInParallelInterfaces[] = {implement(kInParallel)};

const OpDefinition kParallelOps[] = {
    defineOp<ParallelOp>(
        {.traits = RecursiveMemoryEffects | SingleBlock | LoopLike,
         .inherentAttrs = kParallelInherent,
         .verify = verifyParallel,
         .print = printParallel,
         .parse = parseParallel,
         .canonicalize = scf::parallelPatterns}),
    defineOp<ReduceOp>({.traits = IsTerminator | RecursiveMemoryEffects,
                        .verify = verifyReduce,
                        .format = "(`(` $operands^ `:` type($operands) `)`)? "
                                  "$reductions attr-dict",
                        .parentOp = opTypeID<ParallelOp>,
                        .verifyRegions = verifyReduceRegions}),
    defineOp<ReduceReturnOp>({.traits = IsTerminator | Pure,
                              .verify = verifyReduceReturn,
                              .format = "$result attr-dict `:` type($result)",
                              .parentOp = opTypeID<ReduceOp>}),
    defineOp<ForallOp>(
        {.traits = RecursiveMemoryEffects | SingleBlock | LoopLike,
         .inherentAttrs = kForallInherent,
         .verify = verifyForall,
         .print = printForall,
         .parse = parseForall,
         .canonicalize = scf::forallPatterns,
         .interfaces = kForallInterfaces,
         .verifyRegions = verifyForallRegions}),
    defineOp<InParallelOp>(
        {.traits = IsTerminator | Pure | NoTerminator | SingleBlock,
         .verify = verifyInParallel,
         .print = printInParallel,
         .parse = parseInParallel,
         .interfaces = kInParallelInterfaces}),
};
} // namespace

llvm::ArrayRef<OpDefinition> scf::getParallelOps() { return kParallelOps; }

void scf::forallPatterns(RewritePatternSet &patterns, Context &) {
  patterns.add<ForallOp>("FoldTensorCastOfOutputIntoForallOp",
                         foldTensorCastOfOutputIntoForall);
  patterns.add<ForallOp>("ForallOpControlOperandsFolder",
                         forallOpControlOperandsFolder);
  patterns.add<ForallOp>("ForallOpIterArgsFolder", forallOpIterArgsFolder);
  patterns.add<ForallOp>("ForallOpSingleOrZeroIterationDimsFolder",
                         forallOpSingleOrZeroIterationDimsFolder);
  // MLIR's ForallOpReplaceConstantInductionVar acts on mapped loops only
  // (the folder above handles the others), and no Terrace dialect has a
  // device mapping attribute yet.
}

/// The terminator of `region`'s block when it is a `name` op; otherwise
/// reports `message` (with a note at the last op) and returns null.
Operation *scf::verifyTerminator(Operation *op, Region &region,
                                 const void *typeID,
                                 const llvm::Twine &message) {
  Operation *last = nullptr;
  if (!region.empty() && !region.front().empty()) {
    last = &region.front().back();
    const OpDefinition *def = last->getName().getDefinition();
    if (def && def->typeID == typeID)
      return last;
  }
  InFlightDiagnostic diag = op->emitOpError(message);
  if (last)
    diag.attachNote(last->getLoc(), "terminator here");
  return nullptr;
}
