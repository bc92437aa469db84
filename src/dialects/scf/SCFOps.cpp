//===- SCFOps.cpp - scf.if, scf.for, scf.execute_region, scf.yield --------===//
//
// Syntax and verifier messages follow MLIR 22. Regions whose terminator is
// an operand-less scf.yield print without it, and the parser adds it back
// (MLIR's implicit terminator), so both forms read the same.
//
//===----------------------------------------------------------------------===//
#include "dialects/common/TypeConstraints.h"
#include "dialects/scf/SCFDialect.h"
#include "dialects/scf/SCFInternal.h"
#include "interfaces/OpInterfaces.h"
#include "ir/Block.h"
#include "ir/Context.h"
#include "ir/Diagnostics.h"
#include "ir/Region.h"
#include "rewrite/Folding.h"
#include "rewrite/PatternMatch.h"
#include "text/OpAsm.h"

#include "llvm/Support/raw_ostream.h"

using namespace terrace;

//===-- Shared pieces -----------------------------------------------------===//

void scf::ensureTerminator(Region &region, Location loc,
                           llvm::StringRef terminator) {
  if (region.empty())
    region.push_back(new Block());
  for (Block &block : region) {
    if (!block.empty() && block.back().hasTrait(IsTerminator))
      continue;
    OperationState state(loc, loc.getContext().getOperationName(terminator));
    // scf.forall.in_parallel has a region, with one (empty) block.
    if (terminator == "scf.forall.in_parallel")
      state.addRegion()->push_back(new Block());
    block.push_back(Operation::create(state));
  }
}

/// `(-> (types))?`
static ParseResult parseOptionalArrowTypes(OpAsmParser &parser,
                                           llvm::SmallVectorImpl<Type> &types) {
  if (!parser.parseOptionalArrow())
    return success();
  return parser.parseFunctionResultTypes(types);
}

static void printArrowTypes(OpAsmPrinter &p, llvm::ArrayRef<Type> types) {
  if (types.empty())
    return;
  p << " -> (";
  p.printTypes(types);
  p << ')';
}

std::string scf::quoted(Type t) {
  std::string s;
  llvm::raw_string_ostream os(s);
  os << '\'' << t << '\'';
  return s;
}
/// The yield of each block of `region` returns values of `types`.
static LogicalResult verifyYields(Operation *op, Region &region,
                                  llvm::ArrayRef<Type> types) {
  for (Block &block : region) {
    if (block.empty())
      continue;
    Operation &term = block.back();
    if (term.getName().getStringRef() != "scf.yield")
      continue;
    if (term.getNumOperands() != types.size())
      return op->emitOpError("region control flow edge from Region #0 to "
                             "parent results: source has " +
                             llvm::Twine(term.getNumOperands()) +
                             " operands, but target successor needs " +
                             llvm::Twine(types.size()));
    for (unsigned i = 0; i < types.size(); ++i)
      if (term.getOperand(i).getType() != types[i])
        return op->emitOpError("along control flow edge from Region #0 to "
                               "parent results: source type #" +
                               llvm::Twine(i) + " " +
                               scf::quoted(term.getOperand(i).getType()) +
                               " should match input type #" + llvm::Twine(i) +
                               " " + scf::quoted(types[i]));
  }
  return success();
}

//===-- scf.yield ---------------------------------------------------------===//

static const ValueSpec kYieldOperands[] = {
    {"results", &constraints::AnyType, Arity::Variadic}};
static const OpSignature kYield = {kYieldOperands, {}, {}};

static LogicalResult verifyYield(Operation *op) {
  Operation *parent = op->getParentOp();
  llvm::StringRef name = parent ? parent->getName().getStringRef() : "";
  if (name != "scf.if" && name != "scf.for" && name != "scf.execute_region" &&
      name != "scf.while" && name != "scf.index_switch")
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
  p.printOperand(op->getOperand(0));
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

/// The op has `count` regions, each empty or one block with no arguments.
static LogicalResult verifyArgumentlessRegions(Operation *op, unsigned count) {
  if (op->getNumRegions() != count)
    return op->emitOpError("requires " + llvm::Twine(count) + " regions");
  for (Region &region : op->getRegions())
    if (!region.empty() && region.front().getNumArguments())
      return op->emitOpError("region cannot have any arguments");
  return success();
}

static LogicalResult verifyIf(Operation *op) {
  if (failed(verifyArgumentlessRegions(op, 2)))
    return failure();
  if (op->getRegion(0).empty())
    return op->emitOpError("requires a 'then' block");
  if (op->getNumResults() && op->getRegion(1).empty())
    return op->emitOpError("must have an else block if defining values");
  llvm::SmallVector<Type, 4> types = op->getResultTypes();
  for (unsigned r = 0; r < 2; ++r)
    if (failed(verifyYields(op, op->getRegion(r), types)))
      return failure();
  return success();
}

static const ValueSpec kIfOperands[] = {{"condition", &constraints::I1}};
static const ValueSpec kAnyResults[] = {
    {"results", &constraints::AnyType, Arity::Variadic}};
static const OpSignature kIf = {kIfOperands, kAnyResults, {}};

//===-- scf.for -----------------------------------------------------------===//

/// for ::= `scf.for` `unsigned`? %iv `=` %lb `to` %ub `step` %step
///         (`iter_args` `(` (%arg `=` %init),* `)` `->` `(` types `)`)?
///         (`:` type)? region attr-dict
static ParseResult parseFor(OpAsmParser &parser, OperationState &state) {
  Context &ctx = parser.getContext();
  OpAsmParser::Argument iv;
  OpAsmParser::UnresolvedOperand lb, ub, step;
  if (parser.parseOptionalKeyword("unsigned"))
    state.addAttribute(StringAttr::get(ctx, "unsignedCmp"), UnitAttr::get(ctx));
  if (parser.parseOperand(iv.ssaName) ||
      !parser.parseOptionalPunctuation("=") || parser.parseOperand(lb) ||
      parser.parseKeyword("to") || parser.parseOperand(ub) ||
      parser.parseKeyword("step") || parser.parseOperand(step))
    return failure();
  llvm::SmallVector<OpAsmParser::Argument, 4> iterArgs;
  llvm::SmallVector<OpAsmParser::UnresolvedOperand, 4> inits;
  llvm::SmallVector<Type, 4> resultTypes;
  if (parser.parseOptionalKeyword("iter_args")) {
    if (parser.parseLParen())
      return failure();
    do {
      OpAsmParser::Argument arg;
      OpAsmParser::UnresolvedOperand init;
      if (parser.parseOperand(arg.ssaName) ||
          !parser.parseOptionalPunctuation("=") || parser.parseOperand(init))
        return failure();
      iterArgs.push_back(arg);
      inits.push_back(init);
    } while (parser.parseOptionalComma());
    if (parser.parseRParen() || parser.parseArrow() ||
        parser.parseFunctionResultTypes(resultTypes))
      return failure();
    if (resultTypes.size() != iterArgs.size())
      return parser.emitError(parser.getNameLoc(),
                              "mismatch in number of loop-carried values and "
                              "defined values");
  }
  Type ivType = IndexType::get(ctx);
  if (parser.parseOptionalColon() && parser.parseType(ivType))
    return failure();
  llvm::SMLoc loc = parser.getNameLoc();
  if (parser.resolveOperands({lb, ub, step}, {ivType, ivType, ivType}, loc,
                             state.operands) ||
      parser.resolveOperands(inits, resultTypes, loc, state.operands))
    return failure();
  iv.type = ivType;
  llvm::SmallVector<OpAsmParser::Argument, 4> args{iv};
  for (unsigned i = 0; i < iterArgs.size(); ++i) {
    iterArgs[i].type = resultTypes[i];
    args.push_back(iterArgs[i]);
  }
  Region *body = state.addRegion();
  if (parser.parseRegion(*body, args, false))
    return failure();
  scf::ensureTerminator(*body, parser.getEncodedSourceLoc(loc));
  state.types.append(resultTypes.begin(), resultTypes.end());
  return parser.parseOptionalAttrDict(state.attributes);
}

static void printFor(Operation *op, OpAsmPrinter &p) {
  Block &body = op->getRegion(0).front();
  if (op->getInherentAttr("unsignedCmp"))
    p << " unsigned";
  p << ' ';
  p.printOperand(body.getArgument(0));
  p << " = ";
  p.printOperand(op->getOperand(0));
  p << " to ";
  p.printOperand(op->getOperand(1));
  p << " step ";
  p.printOperand(op->getOperand(2));
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
  if (!op->getOperand(0).getType().isIndex()) {
    // MLIR 22 prints two spaces here.
    p << "  : ";
    p.printType(op->getOperand(0).getType());
  }
  p << ' ';
  p.printRegion(op->getRegion(0), false, op->getNumResults() != 0);
  p.printOptionalAttrDict(op->getAllAttrs(), {"unsignedCmp"});
}

static LogicalResult verifyFor(Operation *op) {
  if (op->getNumRegions() != 1 || op->getRegion(0).empty())
    return op->emitOpError("requires one region with a body block");
  Type ivType = op->getOperand(0).getType();
  if (op->getOperand(1).getType() != ivType ||
      op->getOperand(2).getType() != ivType)
    return op->emitOpError("failed to verify that all of {lowerBound, "
                           "upperBound, step} have same type");
  if (op->getNumOperands() - 3 != op->getNumResults())
    return op->emitOpError("mismatch in number of loop-carried values and "
                           "defined values");
  Region &region = op->getRegion(0);
  if (region.empty() ||
      region.front().getNumArguments() != op->getNumResults() + 1)
    return op->emitOpError("mismatch in number of basic block args and "
                           "defined values");
  Block &body = region.front();
  if (body.getArgument(0).getType() != ivType)
    return op->emitOpError("expected induction variable to be same type as "
                           "bounds and step");
  for (unsigned i = 0; i < op->getNumResults(); ++i) {
    if (op->getOperand(i + 3).getType() != op->getResult(i).getType())
      return op->emitOpError("types mismatch between " + llvm::Twine(i) +
                             "th iter operand and defined value");
    if (body.getArgument(i + 1).getType() != op->getResult(i).getType())
      return op->emitOpError("types mismatch between " + llvm::Twine(i) +
                             "th iter region arg and defined value");
  }
  return verifyYields(op, region, op->getResultTypes());
}

static const ValueSpec kForOperands[] = {
    {"lowerBound", &constraints::SignlessIntegerLike},
    {"upperBound", &constraints::SignlessIntegerLike},
    {"step", &constraints::SignlessIntegerLike},
    {"initArgs", &constraints::AnyType, Arity::Variadic}};
static const AttrSpec kForProperties[] = {
    {"unsignedCmp", &constraints::UnitProperty, nullptr, /*optional=*/true}};
static const OpSignature kFor = {kForOperands, kAnyResults, kForProperties};

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
  if (op->getInherentAttr("no_inline"))
    p << " no_inline";
  p << ' ';
  p.printRegion(op->getRegion(0), false, true);
  p.printOptionalAttrDict(op->getAllAttrs(), {"no_inline"});
}

static const AttrSpec kExecuteRegionProperties[] = {
    {"no_inline", &constraints::UnitProperty, nullptr, /*optional=*/true}};
static const OpSignature kExecuteRegion = {
    {}, kAnyResults, kExecuteRegionProperties};

static LogicalResult verifyExecuteRegion(Operation *op) {
  if (op->getNumRegions() != 1 || op->getRegion(0).empty())
    return op->emitOpError("region needs to have at least one block");
  if (op->getRegion(0).front().getNumArguments())
    return op->emitOpError("region cannot have any arguments");
  return verifyYields(op, op->getRegion(0), op->getResultTypes());
}

//===-- scf.while / scf.condition -----------------------------------------===//

/// while ::= `scf.while` `(` (%arg `=` %init),* `)` `:` function-type
///           region `do` region attr-dict-with-keyword
static ParseResult parseWhile(OpAsmParser &parser, OperationState &state) {
  llvm::SmallVector<OpAsmParser::Argument, 4> args;
  llvm::SmallVector<OpAsmParser::UnresolvedOperand, 4> inits;
  // The assignment list is left out when there is nothing to assign.
  if (parser.parseOptionalLParen() && !parser.parseOptionalRParen()) {
    do {
      OpAsmParser::Argument arg;
      OpAsmParser::UnresolvedOperand init;
      if (parser.parseOperand(arg.ssaName) ||
          !parser.parseOptionalPunctuation("=") || parser.parseOperand(init))
        return failure();
      args.push_back(arg);
      inits.push_back(init);
    } while (parser.parseOptionalComma());
    if (parser.parseRParen())
      return failure();
  }
  llvm::SMLoc typeLoc = parser.getCurrentLocation();
  FunctionType type;
  if (parser.parseColon() || parser.parseFunctionType(type))
    return failure();
  if (type.getInputs().size() != args.size())
    return parser.emitError(typeLoc, "expected as many input types as operands "
                                     "(expected " +
                                         llvm::Twine(args.size()) + " got " +
                                         llvm::Twine(type.getInputs().size()) +
                                         ")");
  for (unsigned i = 0; i < args.size(); ++i)
    args[i].type = type.getInputs()[i];
  if (parser.resolveOperands(inits, type.getInputs(), typeLoc, state.operands))
    return failure();
  state.types.assign(type.getResults().begin(), type.getResults().end());
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

static LogicalResult verifyWhile(Operation *op) {
  if (op->getNumRegions() != 2 || op->getRegion(0).empty() ||
      op->getRegion(1).empty())
    return op->emitOpError("expects non-empty regions");
  Block &before = op->getRegion(0).front();
  Block &after = op->getRegion(1).front();
  if (before.getNumArguments() != op->getNumOperands())
    return op->emitOpError("expects the 'before' region to take the " +
                           llvm::Twine(op->getNumOperands()) + " operands");
  for (unsigned i = 0; i < op->getNumOperands(); ++i)
    if (before.getArgument(i).getType() != op->getOperand(i).getType())
      return op->emitOpError("expects the 'before' region's argument #" +
                             llvm::Twine(i) + " to match operand #" +
                             llvm::Twine(i));
  if (before.empty() ||
      before.back().getName().getStringRef() != "scf.condition")
    return op->emitOpError("expects the 'before' region to terminate with "
                           "'scf.condition'");
  Operation &cond = before.back();
  if (cond.getNumOperands() == 0 ||
      cond.getNumOperands() - 1 != op->getNumResults())
    return op->emitOpError("expects the same number of trailing operands of "
                           "the 'scf.condition' as results");
  if (after.getNumArguments() != op->getNumResults())
    return op->emitOpError("expects the 'after' region to take the " +
                           llvm::Twine(op->getNumResults()) + " results");
  for (unsigned i = 0; i < op->getNumResults(); ++i)
    if (cond.getOperand(i + 1).getType() != op->getResult(i).getType() ||
        after.getArgument(i).getType() != op->getResult(i).getType())
      return op->emitOpError("expects the 'scf.condition' operand #" +
                             llvm::Twine(i + 1) +
                             ", the 'after' argument and the result to have "
                             "one type");
  llvm::SmallVector<Type, 4> inputs = op->getOperandTypes();
  return verifyYields(op, op->getRegion(1), inputs);
}

static const ValueSpec kConditionOperands[] = {
    {"condition", &constraints::I1},
    {"args", &constraints::AnyType, Arity::Variadic}};
static const OpSignature kCondition = {kConditionOperands, {}, {}};

static LogicalResult verifyCondition(Operation *op) {
  Operation *parent = op->getParentOp();
  if (!parent || parent->getName().getStringRef() != "scf.while")
    return op->emitOpError("expects parent op 'scf.while'");
  return success();
}

//===-- scf.index_switch --------------------------------------------------===//

/// index_switch ::= `scf.index_switch` %arg (`->` types)? attr-dict
///                  (`case` integer region)* `default` region
static ParseResult parseIndexSwitch(OpAsmParser &parser,
                                    OperationState &state) {
  Context &ctx = parser.getContext();
  OpAsmParser::UnresolvedOperand arg;
  llvm::SMLoc loc = parser.getCurrentLocation();
  if (parser.parseOperand(arg) ||
      parser.resolveOperands({arg}, {IndexType::get(ctx)}, loc, state.operands))
    return failure();
  if (parser.parseOptionalArrow() && parser.parseTypeList(state.types))
    return failure();
  if (parser.parseOptionalAttrDict(state.attributes))
    return failure();
  Location opLoc = parser.getEncodedSourceLoc(parser.getNameLoc());
  llvm::SmallVector<int64_t, 4> cases;
  Region *defaultRegion = state.addRegion();
  while (parser.parseOptionalKeyword("case")) {
    Attribute value;
    llvm::SMLoc valueLoc = parser.getCurrentLocation();
    if (parser.parseAttribute(value, IntegerType::get(ctx, 64)))
      return failure();
    auto integer = llvm::dyn_cast<IntegerAttr>(value);
    if (!integer)
      return parser.emitError(valueLoc, "expected an integer case value");
    cases.push_back(integer.getInt());
    Region *region = state.addRegion();
    if (parser.parseRegion(*region, {}, false))
      return failure();
    scf::ensureTerminator(*region, opLoc);
  }
  if (parser.parseKeyword("default") ||
      parser.parseRegion(*defaultRegion, {}, false))
    return failure();
  scf::ensureTerminator(*defaultRegion, opLoc);
  state.addAttribute(StringAttr::get(ctx, "cases"),
                     DenseArrayAttr::get(ctx, cases));
  return success();
}

static void printIndexSwitch(Operation *op, OpAsmPrinter &p) {
  p << ' ';
  p.printOperand(op->getOperand(0));
  if (op->getNumResults()) {
    p << " -> ";
    p.printTypes(op->getResultTypes());
  }
  p.printOptionalAttrDict(op->getAllAttrs(), {"cases"});
  p << ' ';
  auto cases = llvm::dyn_cast_if_present<DenseArrayAttr>(op->getAttr("cases"));
  for (unsigned i = 1; i < op->getNumRegions(); ++i) {
    p.printNewline();
    p << "case " << std::to_string(cases ? cases.getInt(i - 1) : 0) << ' ';
    p.printRegion(op->getRegion(i), false, true);
  }
  p.printNewline();
  p << "default ";
  p.printRegion(op->getRegion(0), false, op->getNumResults() != 0);
}

static LogicalResult verifyIndexSwitch(Operation *op) {
  auto cases = llvm::dyn_cast_if_present<DenseArrayAttr>(op->getAttr("cases"));
  if (!cases || !cases.getElementType().isInteger(64))
    return op->emitOpError("requires attribute 'cases'");
  if (int64_t(op->getNumRegions()) != cases.size() + 1)
    return op->emitOpError("has " + llvm::Twine(op->getNumRegions() - 1) +
                           " case regions but " + llvm::Twine(cases.size()) +
                           " case values");
  for (Region &region : op->getRegions())
    if (region.empty() || region.front().getNumArguments())
      return op->emitOpError("expects each region to be one block without "
                             "arguments");
  llvm::SmallVector<Type, 4> types = op->getResultTypes();
  for (Region &region : op->getRegions())
    if (failed(verifyYields(op, region, types)))
      return failure();
  return success();
}

static constexpr llvm::StringRef kIndexSwitchInherent[] = {"cases"};

//===-- Region-branch interfaces ------------------------------------------===//

static ValueRange noValues(Operation *, int) { return {0, 0}; }
static ValueRange allOperands(Operation *op, int) {
  return {0, op->getNumOperands()};
}
/// Regions other than the parent receive their entry block's arguments
/// from `first` on; the parent receives its results.
template <unsigned First>
static ValueRange inputsFrom(Operation *op, int successor) {
  if (successor == kParentRegion)
    return {0, op->getNumResults()};
  Region &region = op->getRegion(unsigned(successor));
  unsigned args = region.empty() ? 0 : region.front().getNumArguments();
  return {First, args > First ? args - First : 0};
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
                                                  inputsFrom<0>};

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
static ValueRange forInits(Operation *op, int) {
  return {3, op->getNumOperands() - 3};
}
static const RegionBranchOpInterface kForBranch = {forEntry, forFromBody,
                                                   forInits, inputsFrom<1>};

// scf.while: before -> after or results (scf.condition), after -> before.
static void whileEntry(Operation *, llvm::ArrayRef<Attribute>,
                       llvm::SmallVectorImpl<int> &to) {
  to.push_back(0);
}
static void whileFrom(Operation *, unsigned from,
                      llvm::SmallVectorImpl<int> &to) {
  if (from == 0) {
    to.push_back(1);
    to.push_back(kParentRegion);
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
    executeRegionEntry, toParent, noValues, inputsFrom<0>};

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
    indexSwitchEntry, toParent, noValues, inputsFrom<0>};

static ValueRange yieldOperands(Operation *op, int) {
  return {0, op->getNumOperands()};
}
static const RegionBranchTerminatorInterface kYieldTerminator = {yieldOperands};

// scf.condition: its arguments go to the after region when the condition
// holds, to the while's results when it does not.
static ValueRange conditionOperands(Operation *op, int) {
  return {1, op->getNumOperands() - 1};
}
static void conditionSuccessors(Operation *, llvm::ArrayRef<Attribute> operands,
                                llvm::SmallVectorImpl<int> &to) {
  std::optional<bool> cond = constantBool(operands[0]);
  if (!cond || *cond)
    to.push_back(1);
  if (!cond || !*cond)
    to.push_back(kParentRegion);
}
static const RegionBranchTerminatorInterface kConditionTerminator = {
    conditionOperands, conditionSuccessors};

static const OpInterfaces kYieldInterfaces = {.regionTerminator =
                                                  &kYieldTerminator};
static const OpInterfaces kConditionInterfaces = {.regionTerminator =
                                                      &kConditionTerminator};
// scf.if runs one region once: as speculatable as what it holds.
static Speculatability ifSpeculatability(Operation *) {
  return Speculatability::RecursivelySpeculatable;
}
// scf.for by a step of 1 terminates whatever its bounds; other steps may
// not (a step of 0).
static Speculatability forSpeculatability(Operation *op) {
  auto step = llvm::dyn_cast_if_present<IntegerAttr>(
      getConstantValue(op->getOperand(2)));
  return step && step.getValue().isOne()
             ? Speculatability::RecursivelySpeculatable
             : Speculatability::NotSpeculatable;
}
static const SpeculationInterface kIfSpeculation = {ifSpeculatability};
static const SpeculationInterface kForSpeculation = {forSpeculatability};
static const OpInterfaces kIfInterfaces = {.regionBranch = &kIfBranch,
                                           .speculation = &kIfSpeculation};
static const OpInterfaces kForInterfaces = {.regionBranch = &kForBranch,
                                            .speculation = &kForSpeculation};
static const OpInterfaces kWhileInterfaces = {.regionBranch = &kWhileBranch};
static const OpInterfaces kExecuteRegionInterfaces = {
    .regionBranch = &kExecuteRegionBranch};
static const OpInterfaces kIndexSwitchInterfaces = {.regionBranch =
                                                        &kIndexSwitchBranch};

//===-- The op table ------------------------------------------------------===//

static const OpDefinition kSCFOps[] = {
    {.name = "scf.yield",
     .traits = IsTerminator | ReturnLike | Pure,
     .verify = verifyYield,
     .signature = &kYield,
     .format = "attr-dict ($results^ `:` type($results))?",
     .interfaces = &kYieldInterfaces},
    {.name = "scf.if",
     .traits = RecursiveMemoryEffects | SingleBlock,
     .verify = verifyIf,
     .print = printIf,
     .parse = parseIf,
     .signature = &kIf,
     .fold = scf::foldIf,
     .canonicalize = scf::ifPatterns,
     .interfaces = &kIfInterfaces},
    {.name = "scf.for",
     .traits = RecursiveMemoryEffects | SingleBlock | LoopLike,
     .verify = verifyFor,
     .print = printFor,
     .parse = parseFor,
     .signature = &kFor,
     .canonicalize = scf::forPatterns,
     .interfaces = &kForInterfaces},
    {.name = "scf.while",
     .traits = RecursiveMemoryEffects | LoopLike | SingleBlock,
     .verify = verifyWhile,
     .print = printWhile,
     .parse = parseWhile,
     .canonicalize = scf::whilePatterns,
     .interfaces = &kWhileInterfaces},
    {.name = "scf.condition",
     .traits = IsTerminator | Pure,
     .verify = verifyCondition,
     .signature = &kCondition,
     .format = "`(` $condition `)` attr-dict ($args^ `:` type($args))?",
     .interfaces = &kConditionInterfaces},
    {.name = "scf.index_switch",
     .traits = RecursiveMemoryEffects | SingleBlock,
     .inherentAttrs = kIndexSwitchInherent,
     .verify = verifyIndexSwitch,
     .print = printIndexSwitch,
     .parse = parseIndexSwitch,
     .canonicalize = scf::indexSwitchPatterns,
     .interfaces = &kIndexSwitchInterfaces},
    {.name = "scf.execute_region",
     .traits = RecursiveMemoryEffects,
     .verify = verifyExecuteRegion,
     .print = printExecuteRegion,
     .parse = parseExecuteRegion,
     .signature = &kExecuteRegion,
     .canonicalize = scf::executeRegionPatterns,
     .interfaces = &kExecuteRegionInterfaces},
};

SCFDialect::SCFDialect(Context &ctx) : Dialect("scf", ctx) {
  addOps(kSCFOps);
  addOps(scf::getParallelOps());
}
