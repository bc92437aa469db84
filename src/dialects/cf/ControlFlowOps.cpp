//===- ControlFlowOps.cpp - cf.br, cf.cond_br, cf.switch, cf.assert -------===//
//
// The op table is at the bottom. Syntax, operand segments and verifier
// messages follow MLIR 22's cf dialect; the canonicalization patterns are
// in ControlFlowCanonicalize.cpp.
//
//===----------------------------------------------------------------------===//
#include "dialects/cf/ControlFlowOps.h"
#include "dialects/cf/ControlFlowDialect.h"
#include "dialects/cf/ControlFlowInternal.h"
#include "dialects/common/BranchSupport.h"
#include "dialects/common/TypeConstraints.h"
#include "interfaces/InlinerInterface.h"
#include "interfaces/OpInterfaces.h"
#include "interfaces/SideEffectInterfaces.h"
#include "ir/Block.h"
#include "ir/Context.h"
#include "ir/Diagnostics.h"
#include "ir/Region.h"
#include "rewrite/Folding.h"
#include "rewrite/PatternMatch.h"
#include "text/DeclarativeFormat.h"
#include "text/OpAsm.h"

#include "llvm/ADT/StringExtras.h"

#include <cstring>

using namespace terrace;
using namespace terrace::branch;

//===-- Shared pieces -----------------------------------------------------===//

//===-- cf.br -------------------------------------------------------------===//

//===-- cf.cond_br --------------------------------------------------------===//

//===-- cf.switch ---------------------------------------------------------===//

const TypedAttrConstraint<DenseIntOrFPElementsAttr> cf::kIntElementsProperty = {
    {.summary = "integer elements attribute", .accepts = [](Attribute a) {
       auto dense = llvm::dyn_cast<DenseIntOrFPElementsAttr>(a);
       return dense && dense.getType().getElementType().isInteger();
     }}};

/// custom<SwitchOpCases>: the default and each case on its own line,
/// `default: ^bb1(%a : i32),` then `42: ^bb2`, as MLIR's
/// printSwitchOpCases. Arguments: ref(type($flag)), $defaultDestination,
/// $defaultOperands, type($defaultOperands), $case_values,
/// $caseDestinations, $caseOperands, type($caseOperands).
static void printSwitchOpCases(OpAsmPrinter &p, Operation *op,
                               llvm::ArrayRef<CustomDirectiveArg> args) {
  p << "  default: ";
  printSuccessorAndOperands(p, args[1].successors.front(), args[2].values);
  if (!args[4].attr)
    return;
  llvm::SmallVector<llvm::APInt, 4> values = caseValues(op);
  const CustomDirectiveArg &caseOperands = args[6];
  unsigned offset = 0;
  for (unsigned i = 0; i < values.size(); ++i) {
    // Verified ops only reach here; stay in bounds all the same.
    unsigned count = i < caseOperands.groupSizes.size()
                         ? unsigned(caseOperands.groupSizes[i])
                         : 0;
    count = std::min<unsigned>(
        count,
        unsigned(caseOperands.values.size()) -
            std::min<unsigned>(offset, unsigned(caseOperands.values.size())));
    p << ",";
    p.printNewline();
    // Unsigned, as MLIR prints getLimitedValue() (-1 : i32 is 4294967295).
    p << "  " << std::to_string(values[i].getLimitedValue()) << ": ";
    printSuccessorAndOperands(
        p, i < args[5].successors.size() ? args[5].successors[i] : nullptr,
        llvm::ArrayRef<Value>(caseOperands.values).slice(offset, count));
    offset += count;
  }
  p.printNewline();
}

static ParseResult parseSwitchOpCases(OpAsmParser &parser,
                                      llvm::ArrayRef<CustomDirectiveArg> args) {
  Type flagType = args[0].parsedTypes->front();
  Block *defaultDest;
  if (parser.parseKeyword("default") || parser.parseColon() ||
      parseSuccessorAndUses(parser, defaultDest, *args[2].parsedOperands,
                            *args[3].parsedTypes))
    return failure();
  args[1].parsedSuccessors->push_back(defaultDest);
  llvm::SmallVector<llvm::APInt, 4> values;
  unsigned width = flagType.getIntOrFloatBitWidth();
  while (parser.parseOptionalComma()) {
    int64_t value = 0;
    if (parser.parseInteger(value))
      return failure();
    values.push_back(llvm::APInt(width, uint64_t(value), /*isSigned=*/true,
                                 /*implicitTrunc=*/true));
    Block *dest;
    size_t before = args[6].parsedOperands->size();
    if (parser.parseColon() ||
        parseSuccessorAndUses(parser, dest, *args[6].parsedOperands,
                              *args[7].parsedTypes))
      return failure();
    args[5].parsedSuccessors->push_back(dest);
    args[6].parsedGroupSizes->push_back(
        int32_t(args[6].parsedOperands->size() - before));
  }
  if (!values.empty())
    *args[4].parsedAttr = caseValuesAttr(flagType, values);
  return success();
}

static const CustomDirective kSwitchDirectives[] = {
    {"SwitchOpCases", printSwitchOpCases, parseSwitchOpCases}};

// The signature checks the flag's type and the segment sizes.
static LogicalResult verifySwitch(Operation *op) {
  Type flagType = cf::SwitchOp::wrap(op).operand<"flag">().getType();
  auto dense = llvm::dyn_cast_if_present<DenseIntOrFPElementsAttr>(
      op->getAttr("case_values"));
  if (dense && dense.getType().getElementType() != flagType)
    return op->emitOpError("'flag' type (" + quoted(flagType) +
                           ") should match case value type (" +
                           quoted(dense.getType().getElementType()) + ")");
  unsigned cases = unsigned(caseValues(op).size());
  unsigned destinations =
      op->getNumSuccessors() ? op->getNumSuccessors() - 1 : 0;
  if (destinations != cases)
    return op->emitOpError("number of case values (" + llvm::Twine(cases) +
                           ") should match number of case destinations (" +
                           llvm::Twine(destinations) + ")");
  // The signature checked that the sizes add up; MLIR reads a case's
  // operands by its index, so each case needs one (extra ones are unused).
  if (llvm::cast<DenseArrayAttr>(op->getAttr("case_operand_segments")).size() <
      int64_t(cases))
    return op->emitOpError("requires an operand segment for each of the " +
                           llvm::Twine(cases) + " cases");
  return branch::verifySwitchSuccessors(op, cases);
}

//===-- cf.assert ---------------------------------------------------------===//

//===-- The op table ------------------------------------------------------===//

cf::BranchOp cf::BranchOp::build(OpBuilder &builder, Location loc, Block *dest,
                                 ValueRange destOperands) {
  OperationState state(loc, getOperationName(builder.getContext()));
  state.operands.assign(destOperands.begin(), destOperands.end());
  state.successors.push_back(dest);
  return wrap(builder.create(state));
}

cf::SwitchOp cf::SwitchOp::build(OpBuilder &builder, Location loc, Value flag,
                                 Block *defaultDest, ValueRange defaultOperands,
                                 Attribute caseValues,
                                 llvm::ArrayRef<Block *> caseDests) {
  Context &ctx = builder.getContext();
  OperationState state(loc, getOperationName(ctx));
  state.operands.push_back(flag);
  state.operands.append(defaultOperands.begin(), defaultOperands.end());
  state.addAttribute(StringAttr::get(ctx, "case_operand_segments"),
                     DenseArrayAttr::get(ctx, llvm::SmallVector<int32_t, 4>(
                                                  caseDests.size(), 0)));
  state.addAttribute(
      StringAttr::get(ctx, "operandSegmentSizes"),
      DenseArrayAttr::get(
          ctx, llvm::ArrayRef<int32_t>{1, int32_t(defaultOperands.size()), 0}));
  if (caseValues)
    state.addAttribute(StringAttr::get(ctx, "case_values"), caseValues);
  state.successors.push_back(defaultDest);
  state.successors.append(caseDests.begin(), caseDests.end());
  return wrap(builder.create(state));
}

cf::CondBranchOp cf::CondBranchOp::build(OpBuilder &builder, Location loc,
                                         Value condition, Block *trueDest,
                                         ValueRange trueOperands,
                                         Block *falseDest,
                                         ValueRange falseOperands) {
  Context &ctx = builder.getContext();
  OperationState state(loc, getOperationName(ctx));
  state.operands.push_back(condition);
  state.operands.append(trueOperands.begin(), trueOperands.end());
  state.operands.append(falseOperands.begin(), falseOperands.end());
  state.addAttribute(
      StringAttr::get(ctx, "operandSegmentSizes"),
      DenseArrayAttr::get(
          ctx, llvm::ArrayRef<int32_t>{1, int32_t(trueOperands.size()),
                                       int32_t(falseOperands.size())}));
  state.successors.push_back(trueDest);
  state.successors.push_back(falseDest);
  return wrap(builder.create(state));
}

static constexpr const char *kCondBrFormat =
    "$condition (`weights` `(` $branch_weights^ `)`)? `,` "
    "$trueDest (`(` $trueDestOperands^ `:` type($trueDestOperands) `)`)? `,` "
    "$falseDest (`(` $falseDestOperands^ `:` type($falseDestOperands) `)`)? "
    "attr-dict";

//===-- Branch interfaces -------------------------------------------------===//

/// cf.assert writes (to no particular resource), as MLIR's declares: it
/// stays in place and passes that ask for stated effects (buffer
/// deallocation) accept it.
static void assertEffects(Operation *,
                          llvm::SmallVectorImpl<MemoryEffect> &effects) {
  effects.push_back({MemoryEffectKind::Write});
}
static const MemoryEffectOpInterface kAssertEffects = {assertEffects};
static const InterfaceImpl kAssertInterfaces[] = {implement(kAssertEffects)};

static const InterfaceImpl kBrInterfaces[] = {implement(kBranchModel)};
static const InterfaceImpl kCondBrInterfaces[] = {implement(kCondBranchModel)};
static const InterfaceImpl kSwitchInterfaces[] = {implement(kSwitchModel)};

static const OpDefinition kControlFlowOps[] = {
    defineOp<cf::AssertOp>({.verify = nullptr,
                            .format = "$arg `,` $msg attr-dict",
                            .canonicalize = cf::assertPatterns,
                            .interfaces = kAssertInterfaces}),
    defineOp<cf::BranchOp>({.traits = IsTerminator | Pure,
                            .verify = verifyBranch,
                            .format = "$dest (`(` $destOperands^ `:` "
                                      "type($destOperands) `)`)? attr-dict",
                            .canonicalize = cf::brPatterns,
                            .interfaces = kBrInterfaces}),
    defineOp<cf::CondBranchOp>({.traits = IsTerminator | Pure,
                                .verify = verifyCondBranch,
                                .format = kCondBrFormat,
                                .canonicalize = cf::condBrPatterns,
                                .interfaces = kCondBrInterfaces}),
    defineOp<cf::SwitchOp>({.traits = IsTerminator | Pure,
                            .verify = verifySwitch,
                            .format = "$flag `:` type($flag) `,` `[` `\\n` "
                                      "custom<SwitchOpCases>(ref(type($flag)), "
                                      "$defaultDestination, $defaultOperands, "
                                      "type($defaultOperands), $case_values, "
                                      "$caseDestinations, $caseOperands, "
                                      "type($caseOperands)) `]` attr-dict",
                            .customDirectives = kSwitchDirectives,
                            .canonicalize = cf::switchPatterns,
                            .interfaces = kSwitchInterfaces}),
};

ControlFlowDialect::ControlFlowDialect(Context &ctx) : Dialect("cf", ctx) {
  addOps(kControlFlowOps);
  // Every op of the dialect may be inlined (MLIR's inliner interface).
  static const DialectInlinerInterface inliner;
  addInterface(inliner);
}
