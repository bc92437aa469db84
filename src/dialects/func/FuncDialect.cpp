//===- FuncDialect.cpp - func.func, func.return, func.call ----------------===//
//
// The op table is at the bottom; each op's syntax and checks are above it.
// Syntax and diagnostics follow MLIR 22's func dialect.
//
//===----------------------------------------------------------------------===//
#include "dialects/func/FuncDialect.h"
#include "dialects/cf/ControlFlowOps.h"
#include "dialects/common/FunctionSyntax.h"
#include "dialects/func/FuncOps.h"
#include "interfaces/InlinerInterface.h"
#include "interfaces/OpInterfaces.h"
#include "ir/Region.h"
#include "ir/SymbolTable.h"
#include "rewrite/PatternMatch.h"
#include "text/OpAsm.h"

using namespace terrace;

//===-- func.func ---------------------------------------------------------===//

static constexpr llvm::StringRef kFuncInherent[] = {
    "arg_attrs", "function_type", "no_inline",
    "res_attrs", "sym_name",      "sym_visibility"};

static FunctionType getFunctionType(Operation *op) {
  auto attr = llvm::dyn_cast_if_present<TypeAttr>(op->getAttr("function_type"));
  return attr ? llvm::dyn_cast<FunctionType>(attr.getValue()) : FunctionType();
}

/// func ::= `func.func` visibility? symbol `(` args `)` (`->` results)?
///          (`attributes` dict)? region?
static ParseResult parseFunc(OpAsmParser &parser, OperationState &state) {
  Context &ctx = parser.getContext();
  for (llvm::StringRef vis : {"private", "public", "nested"})
    if (parser.parseOptionalKeyword(vis)) {
      state.addAttribute(StringAttr::get(ctx, "sym_visibility"),
                         StringAttr::get(ctx, vis));
      break;
    }
  StringAttr name;
  if (parser.parseSymbolName(name))
    return failure();
  state.addAttribute(StringAttr::get(ctx, "sym_name"), name);

  FunctionSignature signature;
  if (parseFunctionSignature(parser, signature, /*allowVariadic=*/false))
    return failure();
  auto &[args, argTypes, argAttrs, anyArgAttrs, resultTypes, resAttrs,
         anyResAttrs, isVariadic, hasArrow] = signature;
  state.addAttribute(
      StringAttr::get(ctx, "function_type"),
      TypeAttr::get(FunctionType::get(ctx, argTypes, resultTypes)));
  if (anyArgAttrs)
    state.addAttribute(StringAttr::get(ctx, "arg_attrs"),
                       ArrayAttr::get(ctx, argAttrs));
  if (anyResAttrs)
    state.addAttribute(StringAttr::get(ctx, "res_attrs"),
                       ArrayAttr::get(ctx, resAttrs));
  if (parser.parseOptionalAttrDictWithKeyword(state.attributes))
    return failure();
  Region *body = state.addRegion();
  if (parser.isNextRegion()) {
    llvm::SMLoc bodyLoc = parser.getCurrentLocation();
    // Unnamed arguments give an entry block without arguments, which the
    // verifier then rejects (as MLIR does).
    // As in MLIR, the body's names are not a scope of their own: a nested
    // function sees the names around it (a use is the verifier's error).
    if (parser.parseRegion(*body, args, /*isolatedFromAbove=*/false))
      return failure();
    // MLIR passes unnamed arguments to the region too: `{}` then still gets
    // an (empty) entry block, which the verifier rejects.
    if (body->empty() && !argTypes.empty() && args.empty())
      body->push_back(new Block());
    if (body->empty())
      return parser.emitError(bodyLoc, "expected non-empty function body");
  }
  return success();
}

static void printFunc(Operation *op, OpAsmPrinter &p) {
  FunctionType type = getFunctionType(op);
  p << ' ';
  if (auto vis =
          llvm::dyn_cast_if_present<StringAttr>(op->getAttr("sym_visibility")))
    p << vis.getValue() << ' ';
  if (StringAttr name = symbol_table::getSymbolName(op))
    p.printSymbolName(name.getValue());
  printFunctionSignature(p, op, type.getInputs(), type.getResults(),
                         /*isVariadic=*/false);
  Region &body = op->getRegion(0);
  p.printOptionalAttrDictWithKeyword(op->getAllAttrs(),
                                     {"sym_visibility", "function_type",
                                      "arg_attrs", "res_attrs", "sym_name"});
  if (!body.empty()) {
    p << ' ';
    p.printRegion(body, /*printEntryBlockArgs=*/false,
                  /*printBlockTerminators=*/true);
  }
}

static LogicalResult verifyFunc(Operation *op) {
  if (!symbol_table::getSymbolName(op))
    return op->emitOpError("requires attribute 'sym_name'");
  FunctionType type = getFunctionType(op);
  if (!type)
    return op->emitOpError("requires attribute 'function_type'");
  // MLIR's FunctionOpInterface: argument and result attributes belong to
  // dialects (their names have a '.').
  for (auto [attrName, what] :
       {std::pair<llvm::StringRef, llvm::StringRef>{"arg_attrs", "arguments"},
        {"res_attrs", "results"}})
    if (auto all =
            llvm::dyn_cast_if_present<ArrayAttr>(op->getInherentAttr(attrName)))
      for (Attribute entry : all.getValue())
        if (auto attrs = llvm::dyn_cast<DictionaryAttr>(entry))
          for (const NamedAttribute &attr : attrs.getValue())
            if (!attr.getName().contains('.'))
              return op->emitOpError(what +
                                     llvm::Twine(" may only have dialect "
                                                 "attributes"));
  if (op->getNumRegions() != 1)
    return op->emitOpError("requires one region");
  Region &body = op->getRegion(0);
  if (body.empty()) {
    // The generic verifier has checked the visibility's spelling.
    auto vis =
        llvm::dyn_cast_if_present<StringAttr>(op->getAttr("sym_visibility"));
    if (!vis || vis.getValue() == "public")
      return op->emitOpError("symbol declaration cannot have public "
                             "visibility");
    return success();
  }
  Block &entry = body.front();
  auto inputs = type.getInputs();
  if (entry.getNumArguments() != inputs.size())
    return op->emitOpError("entry block must have " +
                           llvm::Twine(inputs.size()) +
                           " arguments to match function signature");
  for (unsigned i = 0; i < inputs.size(); ++i)
    if (entry.getArgument(i).getType() != inputs[i])
      return op->emitOpError("type of entry block argument #" + llvm::Twine(i) +
                             "(" + quoted(entry.getArgument(i).getType()) +
                             ") must match the type of the corresponding "
                             "argument in function signature(" +
                             quoted(inputs[i]) + ")");
  return success();
}

//===-- func.return -------------------------------------------------------===//

/// return ::= `return` attr-dict (operands `:` types)?
static LogicalResult verifyReturn(Operation *op) {
  // Inside a func.func (its row's parentOp).
  Operation *parent = op->getParentOp();
  FunctionType type = getFunctionType(parent);
  if (!type)
    return success();
  auto results = type.getResults();
  std::string fnName;
  if (StringAttr name = symbol_table::getSymbolName(parent))
    fnName = name.getValue().str();
  if (op->getNumOperands() != results.size())
    return op->emitOpError("has " + llvm::Twine(op->getNumOperands()) +
                           " operands, but enclosing function (@" + fnName +
                           ") returns " + llvm::Twine(results.size()));
  for (unsigned i = 0; i < results.size(); ++i)
    if (op->getOperand(i).getType() != results[i])
      return op->emitError("type of return operand " + llvm::Twine(i) + " (" +
                           quoted(op->getOperand(i).getType()) +
                           ") doesn't match function result type (" +
                           quoted(results[i]) + ") in function @" + fnName);
  return success();
}

//===-- func.call ---------------------------------------------------------===//

const TypedAttrConstraint<ArrayAttr> func::kDictArrayProperty = {
    {.summary = "Array of dictionary attributes", .accepts = [](Attribute a) {
       auto array = llvm::dyn_cast<ArrayAttr>(a);
       return array && llvm::all_of(array.getValue(), [](Attribute e) {
                return llvm::isa<DictionaryAttr>(e);
              });
     }}};

static LogicalResult verifyCall(Operation *op) {
  if (!llvm::isa_and_present<SymbolRefAttr>(op->getAttr("callee")))
    return op->emitOpError("requires attribute 'callee'");
  return success();
}

/// What MLIR's CallOp::verifySymbolUses checks.
static LogicalResult verifyCallSymbolUses(Operation *op) {
  auto callee = llvm::cast<SymbolRefAttr>(op->getAttr("callee"));
  Operation *fn = symbol_table::lookupNearestSymbolFrom(op, callee);
  if (!fn || !llvm::isa<func::FuncOp>(fn))
    return op->emitOpError("'" + callee.getLeaf() +
                           "' does not reference a valid function");
  FunctionType type = getFunctionType(fn);
  if (!type)
    return success();
  if (type.getInputs().size() != op->getNumOperands())
    return op->emitOpError("incorrect number of operands for callee");
  for (unsigned i = 0; i < op->getNumOperands(); ++i)
    if (op->getOperand(i).getType() != type.getInputs()[i])
      return op->emitOpError("operand type mismatch: expected operand type " +
                             quoted(type.getInputs()[i]) + ", but provided " +
                             quoted(op->getOperand(i).getType()) +
                             " for operand number " + llvm::Twine(i));
  if (type.getResults().size() != op->getNumResults())
    return op->emitOpError("incorrect number of results for callee");
  for (unsigned i = 0; i < op->getNumResults(); ++i)
    if (op->getResult(i).getType() != type.getResults()[i])
      return op->emitOpError("result type mismatch at index " + llvm::Twine(i))
          .attachNote(op->getLoc(), "      op result types: " +
                                        quoted(op->getResult(i).getType()))
          .attachNote(op->getLoc(),
                      "function result types: " + quoted(type.getResults()[i]));
  return success();
}

//===-- func.constant -----------------------------------------------------===//

/// constant ::= `func.constant` attr-dict symbol `:` function-type
static LogicalResult verifyConstant(Operation *op) {
  if (op->getNumResults() != 1)
    return op->emitOpError("requires one result");
  auto ref =
      llvm::dyn_cast_if_present<SymbolRefAttr>(op->getInherentAttr("value"));
  if (!ref)
    return op->emitOpError("requires attribute 'value'");
  return success();
}

/// What MLIR's ConstantOp::verifySymbolUses checks.
static LogicalResult verifyConstantSymbolUses(Operation *op) {
  auto ref = llvm::cast<SymbolRefAttr>(op->getInherentAttr("value"));
  Operation *fn = symbol_table::lookupNearestSymbolFrom(op, ref);
  if (!fn || !llvm::isa<func::FuncOp>(fn))
    return op->emitOpError("reference to undefined function '" + ref.getLeaf() +
                           "'");
  if (getFunctionType(fn) != op->getResult(0).getType())
    return op->emitOpError("reference to function with mismatched type");
  return success();
}

static LogicalResult
foldConstant(Operation *op, llvm::ArrayRef<Attribute>,
             llvm::SmallVectorImpl<OpFoldResult> &results) {
  results.push_back(op->getInherentAttr("value"));
  return success();
}

static void nameConstant(Operation *op,
                         llvm::function_ref<void(Value, llvm::StringRef)> set) {
  set(op->getResult(0), "f");
}

//===-- func.call_indirect ------------------------------------------------===//

// The arguments' and results' types are the callee's (MLIR's
// TypesMatchWith), so the format spells only the callee's type.
static void calleeInputTypes(unsigned group,
                             llvm::ArrayRef<llvm::SmallVector<Type, 2>> spelled,
                             llvm::ArrayRef<llvm::SmallVector<Type, 2>>,
                             llvm::SmallVectorImpl<Type> &out) {
  if (group != 1 || spelled[0].empty())
    return;
  if (auto type = llvm::dyn_cast<FunctionType>(spelled[0].front()))
    out.append(type.getInputs().begin(), type.getInputs().end());
}
static LogicalResult calleeResultTypes(Context &, const InferTypeInputs &inputs,
                                       llvm::SmallVectorImpl<Type> &out) {
  auto type = inputs.operandTypes.empty()
                  ? FunctionType()
                  : llvm::dyn_cast<FunctionType>(inputs.operandTypes.front());
  if (!type)
    return failure();
  out.append(type.getResults().begin(), type.getResults().end());
  return success();
}

// MLIR checks the callee's signature with two ODS predicates, whose words
// name no position.
static LogicalResult verifyCallIndirect(Operation *op) {
  auto type = llvm::cast<FunctionType>(op->getOperand(0).getType());
  if (op->getOperandTypes().drop_front() != type.getInputs())
    return op->emitOpError(
        "failed to verify that callee input types match argument types");
  if (op->getResultTypes() != type.getResults())
    return op->emitOpError(
        "failed to verify that callee result types match result types");
  return success();
}

// call_indirect(constant @f, args) -> call @f(args)
static LogicalResult indirectToDirect(Operation *op,
                                      PatternRewriter &rewriter) {
  Operation *def = op->getOperand(0).getDefiningOp();
  if (!def || !llvm::isa<func::ConstantOp>(def))
    return failure();
  rewriter.setInsertionPoint(op);
  auto call = create<func::CallOp>(
      rewriter, op->getLoc(),
      llvm::cast<SymbolRefAttr>(def->getInherentAttr("value")),
      op->getResultTypes(), op->getOperands().drop_front());
  rewriter.replaceOp(op, call->getResults());
  return success();
}

static void callIndirectPatterns(RewritePatternSet &patterns, Context &) {
  patterns.add<func::CallIndirectOp>("IndirectCallToDirect", indirectToDirect);
}

//===-- Call interfaces ---------------------------------------------------===//

static SymbolRefAttr callCallee(Operation *call) {
  return llvm::dyn_cast_if_present<SymbolRefAttr>(
      call->getInherentAttr("callee"));
}
static std::pair<unsigned, unsigned> callArguments(Operation *call) {
  return {0, call->getNumOperands()};
}
static const CallOpInterface kCall = {callCallee, callArguments};
static Region *funcBody(Operation *func) {
  Region &body = func->getRegion(0);
  return body.empty() ? nullptr : &body;
}
static FunctionType funcType(Operation *func) {
  auto type =
      llvm::dyn_cast_if_present<TypeAttr>(func->getAttr("function_type"));
  return type ? llvm::dyn_cast<FunctionType>(type.getValue()) : FunctionType();
}
static unsigned funcNumResults(Operation *func) {
  FunctionType type = funcType(func);
  return type ? unsigned(type.getResults().size()) : 0;
}

/// `list` without the entries whose bit is set in `erased`.
template <typename T>
static llvm::SmallVector<T, 4> without(llvm::ArrayRef<T> list,
                                       const llvm::BitVector &erased) {
  llvm::SmallVector<T, 4> kept;
  for (size_t i = 0; i < list.size(); ++i)
    if (i >= erased.size() || !erased[i])
      kept.push_back(list[i]);
  return kept;
}

/// arg_attrs / res_attrs without the erased entries; dropped when every
/// remaining dictionary is empty, as MLIR does.
static void eraseAttrEntries(Operation *func, llvm::StringRef name,
                             const llvm::BitVector &erased) {
  auto attrs = llvm::dyn_cast_if_present<ArrayAttr>(func->getAttr(name));
  if (!attrs)
    return;
  llvm::SmallVector<Attribute, 4> kept = without(attrs.getValue(), erased);
  bool allEmpty = llvm::all_of(kept, [](Attribute a) {
    auto dict = llvm::dyn_cast<DictionaryAttr>(a);
    return dict && dict.empty();
  });
  if (allEmpty)
    func->removeAttr(name);
  else
    func->setAttr(name, ArrayAttr::get(func->getContext(), kept));
}

static void funcEraseArgumentsAndResults(Operation *func,
                                         const llvm::BitVector &args,
                                         const llvm::BitVector &results) {
  FunctionType type = funcType(func);
  func->setAttr("function_type",
                TypeAttr::get(FunctionType::get(
                    func->getContext(), without(type.getInputs(), args),
                    without(type.getResults(), results))));
  eraseAttrEntries(func, "arg_attrs", args);
  eraseAttrEntries(func, "res_attrs", results);
  Region &body = func->getRegion(0);
  if (body.empty())
    return;
  for (int i = int(args.size()) - 1; i >= 0; --i)
    if (args[i])
      body.front().eraseArgument(unsigned(i));
}
static const CallableOpInterface kCallable = {funcBody, funcNumResults,
                                              funcEraseArgumentsAndResults};
static const InterfaceImpl kCallInterfaces[] = {implement(kCall)};
static const InterfaceImpl kFuncInterfaces[] = {implement(kCallable)};

//===-- The op table ------------------------------------------------------===//

static const OpDefinition kFuncOps[] = {
    defineOp<func::FuncOp>({.traits = IsolatedFromAbove | SymbolTrait |
                                      AffineScope | AutomaticAllocationScope,
                            .inherentAttrs = kFuncInherent,
                            .verify = verifyFunc,
                            .print = printFunc,
                            .parse = parseFunc,
                            .defaultDialect = "func",
                            .interfaces = kFuncInterfaces}),
    defineOp<func::ReturnOp>(
        {.traits = IsTerminator | ReturnLike | Pure,
         .verify = verifyReturn,
         .format = "attr-dict ($operands^ `:` type($operands))?",
         .parentOp = opTypeID<func::FuncOp>}),
    defineOp<func::CallOp>({.verify = verifyCall,
                            .format = "$callee `(` $operands `)` attr-dict "
                                      "`:` functional-type($operands, results)",
                            .interfaces = kCallInterfaces,
                            .verifySymbolUses = verifyCallSymbolUses}),
    defineOp<func::ConstantOp>({.traits = Pure | ConstantLike,
                                .verify = verifyConstant,
                                .format = "attr-dict $value `:` type(results)",
                                .fold = foldConstant,
                                .resultNames = nameConstant,
                                .verifySymbolUses = verifyConstantSymbolUses}),
    defineOp<func::CallIndirectOp>({.verify = verifyCallIndirect,
                                    .format = "$callee `(` $callee_operands "
                                              "`)` attr-dict `:` "
                                              "type($callee)",
                                    .canonicalize = callIndirectPatterns,
                                    .inferResultTypes = calleeResultTypes,
                                    .matchOperandTypes = calleeInputTypes}),
};

func::FuncOp func::FuncOp::buildPrivate(OpBuilder &builder, Location loc,
                                        llvm::StringRef name,
                                        FunctionType type) {
  Context &ctx = builder.getContext();
  OperationState state(loc, getOperationName(ctx));
  state.addAttribute(StringAttr::get(ctx, "function_type"),
                     TypeAttr::get(type));
  state.addAttribute(StringAttr::get(ctx, "sym_name"),
                     StringAttr::get(ctx, name));
  state.addAttribute(StringAttr::get(ctx, "sym_visibility"),
                     StringAttr::get(ctx, "private"));
  state.addRegion();
  return wrap(builder.create(state));
}

func::ReturnOp func::ReturnOp::build(OpBuilder &builder, Location loc,
                                     ValueRange operands) {
  OperationState state(loc, getOperationName(builder.getContext()));
  state.operands.assign(operands.begin(), operands.end());
  return wrap(builder.create(state));
}

func::CallOp func::CallOp::build(OpBuilder &builder, Location loc,
                                 SymbolRefAttr callee, TypeRange resultTypes,
                                 ValueRange operands) {
  Context &ctx = builder.getContext();
  OperationState state(loc, getOperationName(ctx));
  state.addAttribute(StringAttr::get(ctx, "callee"), callee);
  state.operands.assign(operands.begin(), operands.end());
  state.types.assign(resultTypes.begin(), resultTypes.end());
  return wrap(builder.create(state));
}

func::ConstantOp func::ConstantOp::build(OpBuilder &builder, Location loc,
                                         SymbolRefAttr value, Type type) {
  Context &ctx = builder.getContext();
  OperationState state(loc, getOperationName(ctx));
  state.addAttribute(StringAttr::get(ctx, "value"), value);
  state.types.push_back(type);
  return wrap(builder.create(state));
}

//===-- Inlining ----------------------------------------------------------===//

/// The call's results become what func.return returns.
static void replaceWithReturned(Operation *op, ValueRange valuesToReplace) {
  if (!op->hasTrait(ReturnLike))
    return;
  for (auto [value, returned] :
       llvm::zip_equal(valuesToReplace, op->getOperands()))
    value.replaceAllUsesWith(returned);
}

/// In a callee of several blocks, func.return becomes a branch to the block
/// after the call, whose arguments stand for the results.
static void branchInsteadOfReturn(Operation *op, Block *newDest) {
  if (!op->hasTrait(ReturnLike))
    return;
  OpBuilder builder(op->getContext());
  builder.setInsertionPoint(op);
  create<cf::BranchOp>(builder, op->getLoc(), newDest, op->getOperands());
  op->erase();
}

/// Everything of func may be inlined, as in MLIR's FuncInlinerInterface.
static const DialectInlinerInterface kFuncInliner = {
    .handleTerminator = replaceWithReturned,
    .handleTerminatorWithBranch = branchInsteadOfReturn};

FuncDialect::FuncDialect(Context &ctx) : Dialect("func", ctx) {
  addOps(kFuncOps);
  addInterface(kFuncInliner);
}

Operation *FuncDialect::materializeConstant(OpBuilder &builder, Attribute value,
                                            Type type, Location loc) {
  auto symbol = llvm::dyn_cast<SymbolRefAttr>(value);
  if (!symbol || !symbol.isFlat() || !llvm::isa<FunctionType>(type))
    return nullptr;
  return create<func::ConstantOp>(builder, loc, symbol, type);
}
