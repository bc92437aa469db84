//===- SCFOps.cpp - scf.if, scf.for, scf.execute_region, scf.yield --------===//
//
// Syntax and verifier messages follow MLIR 22. Regions whose terminator is
// an operand-less scf.yield print without it, and the parser adds it back
// (MLIR's implicit terminator), so both forms read the same.
//
//===----------------------------------------------------------------------===//
#include "dialects/scf/SCFOps.h"
#include "dialects/common/TypeConstraints.h"
#include "dialects/scf/SCFDialect.h"
#include "dialects/scf/SCFInternal.h"
#include "interfaces/InlinerInterface.h"
#include "interfaces/OpInterfaces.h"
#include "ir/Block.h"
#include "ir/Context.h"
#include "ir/Diagnostics.h"
#include "ir/Region.h"
#include "rewrite/Folding.h"
#include "rewrite/PatternMatch.h"
#include "text/DeclarativeFormat.h"
#include "text/OpAsm.h"
#include "llvm/ADT/DenseSet.h"

#include "llvm/Support/raw_ostream.h"

using namespace terrace;
using namespace terrace::scf;

//===-- Shared pieces -----------------------------------------------------===//

/// `(-> (types))?`
static ParseResult parseOptionalArrowTypes(OpAsmParser &parser,
                                           llvm::SmallVectorImpl<Type> &types) {
  if (!parser.parseOptionalArrow())
    return success();
  return parser.parseFunctionResultTypes(types);
}

static void printArrowTypes(OpAsmPrinter &p, TypeRange types) {
  if (types.empty())
    return;
  p << " -> (";
  p.printTypes(types);
  p << ')';
}

//===-- scf.yield ---------------------------------------------------------===//

static LogicalResult verifyYield(Operation *op) {
  Operation *parent = op->getParentOp();
  if (!parent ||
      !llvm::isa<IfOp, ForOp, ExecuteRegionOp, WhileOp, IndexSwitchOp>(parent))
    return op->emitOpError("expects parent op to be one of "
                           "'scf.execute_region, scf.for, scf.if, "
                           "scf.index_switch, scf.while'");
  return success();
}

//===-- scf.if ------------------------------------------------------------===//

/// if ::= `scf.if` %cond (`->` `(` types `)`)? region (`else` region)?
///        attr-dict
static ParseResult parseIf(OpAsmParser &parser, OperationState &state) {
  Context &ctx = parser.getContext();
  OpAsmParser::UnresolvedOperand cond;
  llvm::SMLoc loc = parser.getCurrentLocation();
  if (parser.parseOperand(cond) ||
      parser.resolveOperands({cond}, {IntegerType::get(ctx, 1)}, loc,
                             state.operands) ||
      parseOptionalArrowTypes(parser, state.types))
    return failure();
  Region *thenRegion = state.addRegion();
  Region *elseRegion = state.addRegion();
  if (parser.parseRegion(*thenRegion, {}, false))
    return failure();
  scf::ensureTerminator(*thenRegion,
                        parser.getEncodedSourceLoc(parser.getNameLoc()));
  if (parser.parseOptionalKeyword("else")) {
    if (parser.parseRegion(*elseRegion, {}, false))
      return failure();
    scf::ensureTerminator(*elseRegion,
                          parser.getEncodedSourceLoc(parser.getNameLoc()));
  }
  return parser.parseOptionalAttrDict(state.attributes);
}

static void printIf(Operation *op, OpAsmPrinter &p) {
  p << ' ';
  p.printOperand(IfOp::wrap(op).operand<"condition">());
  printArrowTypes(p, op->getResultTypes());
  p << ' ';
  bool printTerminators = op->getNumResults() != 0;
  p.printRegion(op->getRegion(0), false, printTerminators);
  if (!op->getRegion(1).empty()) {
    p << " else ";
    p.printRegion(op->getRegion(1), false, printTerminators);
  }
  p.printOptionalAttrDict(op->getAllAttrs());
}

static LogicalResult verifyIf(Operation *op) {
  if (op->getNumResults() && op->getRegion(1).empty())
    return op->emitOpError("must have an else block if defining values");
  return success();
}

/// scf.if and scf.index_switch once their regions are verified: the
/// region-branch edges, then each region's scf.yield.
static LogicalResult verifyBranchesAndYields(Operation *op) {
  if (failed(verifyRegionBranchEdges(op)))
    return failure();
  return verifyImplicitTerminator<YieldOp>(op);
}

//===-- scf.for -----------------------------------------------------------===//

/// for ::= `scf.for` `unsigned`? %iv `=` %lb `to` %ub `step` %step
///         (`iter_args` `(` (%arg `=` %init),* `)` `->` `(` types `)`)?
///         (`:` type)? region attr-dict
static ParseResult parseFor(OpAsmParser &parser, OperationState &state) {
  Context &ctx = parser.getContext();
  OpAsmParser::UnresolvedOperand lb, ub, step;
  if (parser.parseOptionalKeyword("unsigned"))
    state.addAttribute(StringAttr::get(ctx, "unsignedCmp"), UnitAttr::get(ctx));
  // The induction variable is the first region argument, the iter_args the
  // rest (MLIR's parser, step by step, so that errors come in its order).
  llvm::SmallVector<OpAsmParser::Argument, 4> args(1);
  if (parser.parseOperand(args[0].ssaName) || parser.parseEqual() ||
      parser.parseOperand(lb) || parser.parseKeyword("to") ||
      parser.parseOperand(ub) || parser.parseKeyword("step") ||
      parser.parseOperand(step))
    return failure();
  llvm::SmallVector<OpAsmParser::UnresolvedOperand, 4> inits;
  bool hasIterArgs = parser.parseOptionalKeyword("iter_args");
  if (hasIterArgs &&
      (parser.parseAssignmentList(args, inits) || parser.parseArrow() ||
       parser.parseFunctionResultTypes(state.types)))
    return failure();
  if (args.size() != state.types.size() + 1)
    return parser.emitError(parser.getNameLoc(),
                            "mismatch in number of loop-carried values and "
                            "defined values");
  Type ivType = IndexType::get(ctx);
  if (parser.parseOptionalColon() && parser.parseType(ivType))
    return failure();
  args[0].type = ivType;
  for (unsigned i = 1; i < args.size(); ++i)
    args[i].type = state.types[i - 1];
  Region *body = state.addRegion();
  if (parser.parseRegion(*body, args, false))
    return failure();
  llvm::SMLoc loc = parser.getNameLoc();
  scf::ensureTerminator(*body, parser.getEncodedSourceLoc(loc));
  // Operands are resolved after the body, as MLIR does: a use of a value
  // the body defines is then reported as such.
  if (parser.resolveOperands({lb, ub, step}, {ivType, ivType, ivType}, loc,
                             state.operands) ||
      parser.resolveOperands(inits, state.types, loc, state.operands))
    return failure();
  return parser.parseOptionalAttrDict(state.attributes);
}

static void printFor(Operation *op, OpAsmPrinter &p) {
  auto loop = ForOp::wrap(op);
  Block &body = op->getRegion(0).front();
  if (loop.property<"unsignedCmp">())
    p << " unsigned";
  p << ' ';
  p.printOperand(body.getArgument(0));
  p << " = ";
  p.printOperand(loop.operand<"lowerBound">());
  p << " to ";
  p.printOperand(loop.operand<"upperBound">());
  p << " step ";
  p.printOperand(loop.operand<"step">());
  if (op->getNumResults()) {
    p << " iter_args(";
    for (unsigned i = 0; i < op->getNumResults(); ++i) {
      if (i)
        p << ", ";
      p.printOperand(body.getArgument(i + 1));
      p << " = ";
      p.printOperand(op->getOperand(i + 3));
    }
    p << ") -> (";
    p.printTypes(op->getResultTypes());
    p << ')';
  }
  if (Type ivType = loop.operand<"lowerBound">().getType(); !ivType.isIndex()) {
    // MLIR 22 prints two spaces here.
    p << "  : ";
    p.printType(ivType);
  }
  p << ' ';
  p.printRegion(op->getRegion(0), false, op->getNumResults() != 0);
  p.printOptionalAttrDict(op->getAllAttrs(), {"unsignedCmp"});
}

static LogicalResult verifyFor(Operation *op) {
  auto loop = ForOp::wrap(op);
  Type ivType = loop.operand<"lowerBound">().getType();
  if (loop.operand<"upperBound">().getType() != ivType ||
      loop.operand<"step">().getType() != ivType)
    return op->emitOpError("failed to verify that all of {lowerBound, "
                           "upperBound, step} have same type");
  if (op->getNumOperands() - 3 != op->getNumResults())
    return op->emitOpError("mismatch in number of loop-carried values and "
                           "defined values");
  return success();
}

/// MLIR's LoopLikeOpInterface verifier for scf.for: inits, iter_args,
/// yielded values and results agree in number and type.
static LogicalResult verifyForLoopLike(Operation *op) {
  Block &body = op->getRegion(0).front();
  OperandRange initArgs = ForOp::wrap(op).operands<"initArgs">();
  size_t inits = initArgs.size();
  // MLIR counts the iter_args as the block arguments less one (the
  // induction variable), in unsigned arithmetic: 0 - 1 wraps.
  uint64_t iterArgs = uint64_t(body.getNumArguments()) - 1;
  if (inits != iterArgs)
    return op->emitOpError("different number of inits and region iter_args: " +
                           llvm::Twine(inits) + " != " + llvm::Twine(iterArgs));
  Operation *yield = body.empty() ? nullptr : &body.back();
  if (yield && !llvm::isa<YieldOp>(yield))
    yield = nullptr;
  size_t yielded = yield ? yield->getNumOperands() : 0;
  if (yielded && yielded != iterArgs)
    return op->emitOpError(
        "different number of region iter_args and yielded values: " +
        llvm::Twine(iterArgs) + " != " + llvm::Twine(yielded));
  if (op->getNumResults() != iterArgs)
    return op->emitOpError(
        "different number of loop results and region iter_args: " +
        llvm::Twine(op->getNumResults()) + " != " + llvm::Twine(iterArgs));
  for (unsigned i = 0; i < inits; ++i) {
    Type init = initArgs[i].getType();
    Type arg = body.getArgument(1 + i).getType();
    std::string index = std::to_string(i);
    if (init != arg)
      return op->emitOpError(index + "-th init and " + index +
                             "-th region iter_arg have different type: " +
                             quoted(init) + " != " + quoted(arg));
    if (yielded && arg != yield->getOperand(i).getType())
      return op->emitOpError(
          index + "-th region iter_arg and " + index +
          "-th yielded value have different type: " + quoted(arg) +
          " != " + quoted(yield->getOperand(i).getType()));
  }
  // MLIR 22 names every result mismatch "0-th": its counter is not advanced
  // inside this loop.
  for (unsigned i = 0; i < inits; ++i) {
    Type arg = body.getArgument(1 + i).getType();
    Type result = op->getResult(i).getType();
    if (arg != result)
      return op->emitOpError(
          "0-th region iter_arg and 0-th loop result have different type: " +
          quoted(arg) + " != " + quoted(result));
  }
  return success();
}

static LogicalResult verifyForRegions(Operation *op) {
  if (failed(verifyForLoopLike(op)) || failed(verifyRegionBranchEdges(op)) ||
      failed(verifyImplicitTerminator<YieldOp>(op)))
    return failure();
  if (op->getRegion(0).front().getArgument(0).getType() !=
      ForOp::wrap(op).operand<"lowerBound">().getType())
    return op->emitOpError("expected induction variable to be same type as "
                           "bounds and step");
  return success();
}

//===-- scf.execute_region ------------------------------------------------===//

/// execute_region ::= `scf.execute_region` (`->` types)? `no_inline`? region
///                    attr-dict
static ParseResult parseExecuteRegion(OpAsmParser &parser,
                                      OperationState &state) {
  if (parser.parseOptionalArrow() &&
      parser.parseFunctionResultTypes(state.types))
    return failure();
  if (parser.parseOptionalKeyword("no_inline"))
    state.addAttribute(StringAttr::get(parser.getContext(), "no_inline"),
                       UnitAttr::get(parser.getContext()));
  Region *body = state.addRegion();
  if (parser.parseRegion(*body, {}, false))
    return failure();
  return parser.parseOptionalAttrDict(state.attributes);
}

static void printExecuteRegion(Operation *op, OpAsmPrinter &p) {
  if (op->getNumResults()) {
    p << " -> ";
    llvm::SmallVector<Type, 4> types = op->getResultTypes();
    if (types.size() > 1)
      p << '(';
    p.printTypes(types);
    if (types.size() > 1)
      p << ')';
  }
  if (ExecuteRegionOp::wrap(op).property<"no_inline">())
    p << " no_inline";
  p << ' ';
  p.printRegion(op->getRegion(0), false, true);
  p.printOptionalAttrDict(op->getAllAttrs(), {"no_inline"});
}

static LogicalResult verifyExecuteRegion(Operation *op) {
  if (op->getNumRegions() != 1 || op->getRegion(0).empty())
    return op->emitOpError("region needs to have at least one block");
  if (op->getRegion(0).front().getNumArguments())
    return op->emitOpError("region cannot have any arguments");
  return success();
}

//===-- scf.while / scf.condition -----------------------------------------===//

/// while ::= `scf.while` `(` (%arg `=` %init),* `)` `:` function-type
///           region `do` region attr-dict-with-keyword
static ParseResult parseWhile(OpAsmParser &parser, OperationState &state) {
  llvm::SmallVector<OpAsmParser::Argument, 4> args;
  llvm::SmallVector<OpAsmParser::UnresolvedOperand, 4> inits;
  // The assignment list is left out when there is nothing to assign.
  if (parser.isNextPunctuation("(") && parser.parseAssignmentList(args, inits))
    return failure();
  llvm::SMLoc typeLoc = parser.getCurrentLocation();
  FunctionType type;
  if (parser.parseColonFunctionType(type))
    return failure();
  state.types.assign(type.getResults().begin(), type.getResults().end());
  if (type.getInputs().size() != inits.size())
    return parser.emitError(typeLoc, "expected as many input types as operands "
                                     "(expected " +
                                         llvm::Twine(inits.size()) + " got " +
                                         llvm::Twine(type.getInputs().size()) +
                                         ")");
  if (parser.resolveOperands(inits, type.getInputs(),
                             parser.getCurrentLocation(), state.operands))
    return failure();
  for (unsigned i = 0; i < args.size(); ++i)
    args[i].type = type.getInputs()[i];
  Region *before = state.addRegion();
  Region *after = state.addRegion();
  if (parser.parseRegion(*before, args, false) || parser.parseKeyword("do") ||
      parser.parseRegion(*after, {}, false))
    return failure();
  return parser.parseOptionalAttrDictWithKeyword(state.attributes);
}

static void printWhile(Operation *op, OpAsmPrinter &p) {
  Block &before = op->getRegion(0).front();
  if (op->getNumOperands()) {
    p << " (";
    for (unsigned i = 0; i < op->getNumOperands(); ++i) {
      if (i)
        p << ", ";
      p.printOperand(before.getArgument(i));
      p << " = ";
      p.printOperand(op->getOperand(i));
    }
    p << ')';
  }
  p << " : ";
  p.printFunctionalType(op->getOperandTypes(), op->getResultTypes());
  p << ' ';
  p.printRegion(op->getRegion(0), false, true);
  p << " do ";
  p.printRegion(op->getRegion(1), true, true);
  p.printOptionalAttrDictWithKeyword(op->getAllAttrs());
}

/// scf.while's own checks come after the region-branch edges: the 'before'
/// region ends in scf.condition, the 'after' region in scf.yield.
static LogicalResult verifyWhileRegions(Operation *op) {
  if (failed(verifyRegionBranchEdges(op)))
    return failure();
  return success(scf::verifyTerminator<ConditionOp>(
                     op, op->getRegion(0),
                     "expects the 'before' region to terminate with "
                     "'scf.condition'") &&
                 scf::verifyTerminator<YieldOp>(
                     op, op->getRegion(1),
                     "expects the 'after' region to terminate with "
                     "'scf.yield'"));
}

//===-- scf.index_switch --------------------------------------------------===//

/// custom<SwitchCases>($cases, $caseRegions): `case 2 {...}` per case on a
/// line of its own, as MLIR's printSwitchCases (terminators always shown).
static void printSwitchCases(OpAsmPrinter &p, Operation *,
                             llvm::ArrayRef<CustomDirectiveArg> args) {
  auto cases = llvm::dyn_cast_if_present<DenseArrayAttr>(args[0].attr);
  const auto &regions = args[1].regions;
  for (size_t i = 0; cases && i < regions.size() && int64_t(i) < cases.size();
       ++i) {
    p.printNewline();
    p << "case " << std::to_string(cases.getInt(int64_t(i))) << ' ';
    p.printRegion(*regions[i], /*printEntryBlockArgs=*/false);
  }
}

static ParseResult parseSwitchCases(OpAsmParser &parser,
                                    llvm::ArrayRef<CustomDirectiveArg> args) {
  llvm::SmallVector<int64_t, 4> values;
  Location loc = parser.getEncodedSourceLoc(parser.getNameLoc());
  while (parser.parseOptionalKeyword("case")) {
    int64_t value;
    auto region = std::make_unique<Region>();
    if (parser.parseInteger(value) || parser.parseRegion(*region, {}, false))
      return failure();
    scf::ensureTerminator(*region, loc);
    values.push_back(value);
    args[1].parsedRegions->push_back(std::move(region));
  }
  *args[0].parsedAttr =
      DenseArrayAttr::get(parser.getContext(), llvm::ArrayRef<int64_t>(values));
  return success();
}

static const CustomDirective kIndexSwitchDirectives[] = {
    {"SwitchCases", printSwitchCases, parseSwitchCases}};

/// One region of scf.index_switch yields the op's result types; `name`
/// says which ("default region", "case region #0").
static LogicalResult verifySwitchRegion(Operation *op, Region &region,
                                        const llvm::Twine &name) {
  Operation &yield = region.front().back();
  if (!llvm::isa<YieldOp>(&yield))
    return op->emitOpError("expected region to end with scf.yield, but got " +
                           yield.getName().getStringRef());
  if (yield.getNumOperands() != op->getNumResults()) {
    InFlightDiagnostic diag = op->emitOpError(
        "expected each region to return " + llvm::Twine(op->getNumResults()) +
        " values, but " + name + " returns " +
        llvm::Twine(yield.getNumOperands()));
    diag.attachNote(yield.getLoc(), "see yield operation here");
    return diag;
  }
  for (unsigned i = 0; i < op->getNumResults(); ++i) {
    Type result = op->getResult(i).getType();
    Type operand = yield.getOperand(i).getType();
    if (result == operand)
      continue;
    InFlightDiagnostic diag =
        op->emitOpError("expected result #" + llvm::Twine(i) +
                        " of each region to be " + quoted(result));
    diag.attachNote(yield.getLoc(),
                    name + " returns " + quoted(operand) + " here");
    return diag;
  }
  return success();
}

static LogicalResult verifyIndexSwitch(Operation *op) {
  auto cases = llvm::dyn_cast_if_present<DenseArrayAttr>(op->getAttr("cases"));
  if (!cases || !cases.getElementType().isInteger(64))
    return op->emitOpError("requires attribute 'cases'");
  if (int64_t(op->getNumRegions()) != cases.size() + 1)
    return op->emitOpError("has " + llvm::Twine(op->getNumRegions() - 1) +
                           " case regions but " + llvm::Twine(cases.size()) +
                           " case values");
  llvm::SmallDenseSet<int64_t, 8> seen;
  for (int64_t i = 0; i < cases.size(); ++i)
    if (!seen.insert(cases.getInt(i)).second)
      return op->emitOpError("has duplicate case value: " +
                             llvm::Twine(cases.getInt(i)));
  if (failed(verifySwitchRegion(op, op->getRegion(0), "default region")))
    return failure();
  for (unsigned i = 1; i < op->getNumRegions(); ++i)
    if (failed(verifySwitchRegion(op, op->getRegion(i),
                                  "case region #" + llvm::Twine(i - 1))))
      return failure();
  return success();
}

//===-- Region-branch interfaces ------------------------------------------===//

static IndexRange noValues(Operation *, int) { return {0, 0}; }
static IndexRange allOperands(Operation *op, int) {
  return {0, op->getNumOperands()};
}
/// Regions other than the parent receive their entry block's arguments
/// from `first` on; the parent receives its results.
template <unsigned First>
static IndexRange inputsFrom(Operation *op, int successor) {
  if (successor == kParentRegion)
    return {0, op->getNumResults()};
  Region &region = op->getRegion(unsigned(successor));
  unsigned args = region.empty() ? 0 : region.front().getNumArguments();
  return {First, args > First ? args - First : 0};
}
/// Regions that take no values (scf.if, scf.index_switch): only the parent
/// receives, its results.
static IndexRange resultsOnly(Operation *op, int successor) {
  if (successor == kParentRegion)
    return {0, op->getNumResults()};
  return {0, 0};
}
static void toParent(Operation *, unsigned, llvm::SmallVectorImpl<int> &to) {
  to.push_back(kParentRegion);
}
static std::optional<bool> constantBool(Attribute a) {
  auto value = llvm::dyn_cast_if_present<IntegerAttr>(a);
  if (!value || !value.getType().isInteger(1))
    return std::nullopt;
  return !value.getValue().isZero();
}

// scf.if: the region the condition picks (the parent for a missing else).
static void ifEntry(Operation *op, llvm::ArrayRef<Attribute> operands,
                    llvm::SmallVectorImpl<int> &to) {
  std::optional<bool> cond = constantBool(operands[0]);
  if (!cond || *cond)
    to.push_back(0);
  if (!cond || !*cond)
    to.push_back(op->getRegion(1).empty() ? kParentRegion : 1);
}
static const RegionBranchOpInterface kIfBranch = {ifEntry, toParent, noValues,
                                                  resultsOnly};

// scf.for: the body (iter_args from the inits) or straight to the results.
static void forSuccessors(Operation *, llvm::SmallVectorImpl<int> &to) {
  to.push_back(0);
  to.push_back(kParentRegion);
}
static void forEntry(Operation *op, llvm::ArrayRef<Attribute>,
                     llvm::SmallVectorImpl<int> &to) {
  forSuccessors(op, to);
}
static void forFromBody(Operation *op, unsigned,
                        llvm::SmallVectorImpl<int> &to) {
  forSuccessors(op, to);
}
static IndexRange forInits(Operation *op, int) {
  return {3, op->getNumOperands() - 3};
}
static const RegionBranchOpInterface kForBranch = {forEntry, forFromBody,
                                                   forInits, inputsFrom<1>};

// scf.while: before -> results or after (scf.condition; MLIR's order),
// after -> before.
static void whileEntry(Operation *, llvm::ArrayRef<Attribute>,
                       llvm::SmallVectorImpl<int> &to) {
  to.push_back(0);
}
static void whileFrom(Operation *, unsigned from,
                      llvm::SmallVectorImpl<int> &to) {
  if (from == 0) {
    to.push_back(kParentRegion);
    to.push_back(1);
  } else {
    to.push_back(0);
  }
}
static const RegionBranchOpInterface kWhileBranch = {
    whileEntry, whileFrom, allOperands, inputsFrom<0>};

static void executeRegionEntry(Operation *, llvm::ArrayRef<Attribute>,
                               llvm::SmallVectorImpl<int> &to) {
  to.push_back(0);
}
static const RegionBranchOpInterface kExecuteRegionBranch = {
    executeRegionEntry, toParent, noValues, resultsOnly};

// scf.index_switch: the case matching a constant index, else every region.
static void indexSwitchEntry(Operation *op, llvm::ArrayRef<Attribute> operands,
                             llvm::SmallVectorImpl<int> &to) {
  auto arg = llvm::dyn_cast_if_present<IntegerAttr>(operands[0]);
  if (!arg) {
    for (unsigned i = 0; i < op->getNumRegions(); ++i)
      to.push_back(int(i));
    return;
  }
  auto cases = llvm::dyn_cast_if_present<DenseArrayAttr>(op->getAttr("cases"));
  for (int64_t i = 0; cases && i < cases.size(); ++i)
    if (cases.getInt(i) == arg.getValue().getSExtValue()) {
      to.push_back(int(i + 1));
      return;
    }
  to.push_back(0);
}
static const RegionBranchOpInterface kIndexSwitchBranch = {
    indexSwitchEntry, toParent, noValues, resultsOnly};

static IndexRange yieldOperands(Operation *op, int) {
  return {0, op->getNumOperands()};
}
static const RegionBranchTerminatorInterface kYieldTerminator = {yieldOperands};

// scf.condition: its arguments go to the after region when the condition
// holds, to the while's results when it does not.
static IndexRange conditionOperands(Operation *op, int) {
  return {1, op->getNumOperands() - 1};
}
static void conditionSuccessors(Operation *, llvm::ArrayRef<Attribute> operands,
                                llvm::SmallVectorImpl<int> &to) {
  std::optional<bool> cond = constantBool(operands[0]);
  if (!cond || !*cond)
    to.push_back(kParentRegion);
  if (!cond || *cond)
    to.push_back(1);
}
static const RegionBranchTerminatorInterface kConditionTerminator = {
    conditionOperands, conditionSuccessors};

static const InterfaceImpl kYieldInterfaces[] = {implement(kYieldTerminator)};
static const InterfaceImpl kConditionInterfaces[] = {
    implement(kConditionTerminator)};
// scf.if runs one region once: as speculatable as what it holds.
static Speculatability ifSpeculatability(Operation *) {
  return Speculatability::RecursivelySpeculatable;
}
// scf.for by a step of 1 terminates whatever its bounds; other steps may
// not (a step of 0).
static Speculatability forSpeculatability(Operation *op) {
  auto step = llvm::dyn_cast_if_present<IntegerAttr>(
      getConstantValue(ForOp::wrap(op).operand<"step">()));
  return step && step.getValue().isOne()
             ? Speculatability::RecursivelySpeculatable
             : Speculatability::NotSpeculatable;
}
static const SpeculationInterface kIfSpeculation = {ifSpeculatability};
static const SpeculationInterface kForSpeculation = {forSpeculatability};
static const InterfaceImpl kIfInterfaces[] = {implement(kIfBranch),
                                              implement(kIfSpeculation)};
static const InterfaceImpl kForInterfaces[] = {implement(kForBranch),
                                               implement(kForSpeculation)};
static const InterfaceImpl kWhileInterfaces[] = {implement(kWhileBranch)};
static const InterfaceImpl kExecuteRegionInterfaces[] = {
    implement(kExecuteRegionBranch)};
static const InterfaceImpl kIndexSwitchInterfaces[] = {
    implement(kIndexSwitchBranch)};

//===-- The op table ------------------------------------------------------===//

static const OpDefinition kSCFOps[] = {
    defineOp<YieldOp>({.traits = IsTerminator | ReturnLike | Pure,
                       .verify = verifyYield,
                       .format = "attr-dict ($results^ `:` type($results))?",
                       .interfaces = kYieldInterfaces}),
    defineOp<IfOp>(
        {.traits = RecursiveMemoryEffects | SingleBlock | NoRegionArguments,
         .verify = verifyIf,
         .print = printIf,
         .parse = parseIf,
         .fold = scf::foldIf,
         .canonicalize = scf::ifPatterns,
         .interfaces = kIfInterfaces,
         .verifyRegions = verifyBranchesAndYields}),
    defineOp<ForOp>({.traits = RecursiveMemoryEffects | SingleBlock | LoopLike,
                     .verify = verifyFor,
                     .print = printFor,
                     .parse = parseFor,
                     .canonicalize = scf::forPatterns,
                     .interfaces = kForInterfaces,
                     .verifyRegions = verifyForRegions}),
    defineOp<WhileOp>(
        {.traits = RecursiveMemoryEffects | LoopLike | SingleBlock,
         .print = printWhile,
         .parse = parseWhile,
         .canonicalize = scf::whilePatterns,
         .interfaces = kWhileInterfaces,
         .verifyRegions = verifyWhileRegions}),
    defineOp<ConditionOp>(
        {.traits = IsTerminator | Pure,
         .format = "`(` $condition `)` attr-dict ($args^ `:` type($args))?",
         .parentOp = opTypeID<WhileOp>,
         .interfaces = kConditionInterfaces}),
    defineOp<IndexSwitchOp>({.traits = RecursiveMemoryEffects | SingleBlock,
                             .verify = verifyIndexSwitch,
                             .format = "$arg attr-dict (`->` type($results)^)? "
                                       "custom<SwitchCases>($cases, "
                                       "$caseRegions) `\\n` `` `default` "
                                       "$defaultRegion",
                             .customDirectives = kIndexSwitchDirectives,
                             .canonicalize = scf::indexSwitchPatterns,
                             .implicitTerminator = opTypeID<YieldOp>,
                             .interfaces = kIndexSwitchInterfaces,
                             .verifyRegions = verifyBranchesAndYields}),
    defineOp<ExecuteRegionOp>({.traits = RecursiveMemoryEffects,
                               .verify = verifyExecuteRegion,
                               .print = printExecuteRegion,
                               .parse = parseExecuteRegion,
                               .canonicalize = scf::executeRegionPatterns,
                               .interfaces = kExecuteRegionInterfaces,
                               .verifyRegions = verifyRegionBranchEdges}),
};

SCFDialect::SCFDialect(Context &ctx) : Dialect("scf", ctx) {
  addOps(kSCFOps);
  addOps(scf::getParallelOps());
  // Every op of the dialect may be inlined (MLIR's inliner interface).
  static const DialectInlinerInterface inliner;
  addInterface(inliner);
}
