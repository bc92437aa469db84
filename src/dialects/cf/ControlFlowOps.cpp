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
#include "dialects/common/TypeConstraints.h"
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

#include "llvm/ADT/StringExtras.h"

#include <cstring>

using namespace terrace;

//===-- Shared pieces -----------------------------------------------------===//

/// The `operandSegmentSizes` property: one size per operand group.
static DenseArrayAttr segments(Context &ctx, llvm::ArrayRef<int32_t> sizes) {
  return DenseArrayAttr::get(ctx, sizes);
}

DenseArrayAttr cf::segmentsAttr(Context &ctx, llvm::ArrayRef<int32_t> sizes) {
  return segments(ctx, sizes);
}

/// [start, start + size) of segment `i` of the op's operands.
static std::pair<unsigned, unsigned>
segment(Operation *op, unsigned i,
        llvm::StringRef property = "operandSegmentSizes") {
  auto sizes = llvm::dyn_cast_if_present<DenseArrayAttr>(op->getAttr(property));
  if (!sizes)
    return {0, 0};
  unsigned start = 0;
  for (unsigned j = 0; j < i; ++j)
    start += unsigned(sizes.getInt(j));
  return {start, unsigned(sizes.getInt(i))};
}

static llvm::SmallVector<Value, 4> operandSlice(Operation *op, unsigned start,
                                                unsigned count) {
  llvm::SmallVector<Value, 4> values;
  for (unsigned i = start; i < start + count; ++i)
    values.push_back(op->getOperand(i));
  return values;
}

/// `^bb1(%a, %b : i32, i32)` or `^bb1`.
static void printSuccessorAndOperands(OpAsmPrinter &p, Block *dest,
                                      ValueRange operands) {
  p.printSuccessor(dest);
  if (operands.empty())
    return;
  p << '(';
  p.printOperands(operands);
  p << " : ";
  llvm::SmallVector<Type, 4> types;
  for (Value v : operands)
    types.push_back(v.getType());
  p.printTypes(types);
  p << ')';
}

/// The operands passed to successor `index` match its block arguments.
static LogicalResult verifySuccessorOperands(Operation *op, unsigned index,
                                             ValueRange operands) {
  Block *dest = op->getSuccessor(index);
  if (operands.size() != dest->getNumArguments())
    // MLIR's branch interface reports these without the `'op' op` prefix.
    return op->emitError("branch has " + llvm::Twine(operands.size()) +
                         " operands for successor #" + llvm::Twine(index) +
                         ", but target block has " +
                         llvm::Twine(dest->getNumArguments()));
  for (unsigned i = 0; i < operands.size(); ++i)
    if (operands[i].getType() != dest->getArgument(i).getType())
      return op->emitError("type mismatch for bb argument #" + llvm::Twine(i) +
                           " of successor #" + llvm::Twine(index));
  return success();
}

//===-- cf.br -------------------------------------------------------------===//

/// br ::= `cf.br` successor-with-operands attr-dict
static LogicalResult verifyBr(Operation *op) {
  return verifySuccessorOperands(op, 0, op->getOperands());
}

//===-- cf.cond_br --------------------------------------------------------===//

// The signature checks the condition, the segment sizes and the
// successor count.
static LogicalResult verifyCondBr(Operation *op) {
  if (auto weights = llvm::dyn_cast_if_present<DenseArrayAttr>(
          op->getAttr("branch_weights"));
      weights && weights.size() != 2)
    // MLIR's WeightedBranchOpInterface, without the 'op' prefix.
    return op->emitError("expects number of branch weights to match number "
                         "of successors: " +
                         llvm::Twine(weights.size()) + " vs 2");
  for (unsigned s = 0; s < 2; ++s) {
    auto [start, count] = segment(op, s + 1);
    if (failed(verifySuccessorOperands(op, s, operandSlice(op, start, count))))
      return failure();
  }
  return success();
}

//===-- cf.switch ---------------------------------------------------------===//

Attribute cf::caseValuesAttr(Type flagType,
                             llvm::ArrayRef<llvm::APInt> values) {
  auto vectorType = VectorType::get({int64_t(values.size())}, flagType);
  unsigned width = flagType.getIntOrFloatBitWidth();
  // Little-endian bytes of each value (one byte for i1).
  std::string raw;
  for (const llvm::APInt &v : values)
    for (unsigned b = 0; 8 * b < width; ++b)
      raw.push_back(
          char(v.extractBitsAsZExtValue(std::min(8u, width - 8 * b), 8 * b)));
  return DenseIntOrFPElementsAttr::get(llvm::cast<ShapedType>(vectorType), raw);
}

llvm::SmallVector<llvm::APInt, 4> cf::caseValues(Operation *op) {
  llvm::SmallVector<llvm::APInt, 4> values;
  auto dense = llvm::dyn_cast_if_present<DenseIntOrFPElementsAttr>(
      op->getAttr("case_values"));
  if (!dense || !dense.getType().getElementType().isInteger())
    return values;
  unsigned width = dense.getType().getElementType().getIntOrFloatBitWidth();
  unsigned bytes = (width + 7) / 8;
  llvm::StringRef raw = dense.getRawData();
  int64_t count = dense.getType().getNumElements();
  for (int64_t i = 0; i < count; ++i) {
    size_t at = dense.isSplat() ? 0 : size_t(i) * bytes;
    if (raw.size() < at + bytes)
      break;
    llvm::SmallVector<uint64_t, 2> words((width + 63) / 64, 0);
    std::memcpy(words.data(), raw.data() + at, bytes);
    values.push_back(llvm::APInt(width, words));
  }
  return values;
}

const AttrConstraint cf::kIntElementsProperty = {
    .summary = "integer elements attribute", .accepts = [](Attribute a) {
      auto dense = llvm::dyn_cast<DenseIntOrFPElementsAttr>(a);
      return dense && dense.getType().getElementType().isInteger();
    }};

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
  llvm::SmallVector<llvm::APInt, 4> values = cf::caseValues(op);
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

/// `^bb1` then, optionally, `(%a, %b : i32, i32)`.
static ParseResult parseSuccessorAndUses(
    OpAsmParser &parser, Block *&dest,
    llvm::SmallVectorImpl<OpAsmParser::UnresolvedOperand> &names,
    llvm::SmallVectorImpl<Type> &types) {
  if (parser.parseSuccessor(dest))
    return failure();
  if (!parser.parseOptionalLParen())
    return success();
  return failure(parser.parseOperandList(names) || parser.parseColon() ||
                 parser.parseTypeList(types) || parser.parseRParen());
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
    *args[4].parsedAttr = cf::caseValuesAttr(flagType, values);
  return success();
}

static const CustomDirective kSwitchDirectives[] = {
    {"SwitchOpCases", printSwitchOpCases, parseSwitchOpCases}};

// The signature checks the flag's type and the segment sizes.
static LogicalResult verifySwitch(Operation *op) {
  Type flagType = op->getOperand(0).getType();
  auto dense = llvm::dyn_cast_if_present<DenseIntOrFPElementsAttr>(
      op->getAttr("case_values"));
  if (dense && dense.getType().getElementType() != flagType)
    return op->emitOpError("'flag' type (" + quoted(flagType) +
                           ") should match case value type (" +
                           quoted(dense.getType().getElementType()) + ")");
  unsigned cases = unsigned(cf::caseValues(op).size());
  unsigned destinations = op->getNumSuccessors() ? op->getNumSuccessors() - 1
                                                 : 0;
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
  auto [ds, dn] = segment(op, 1);
  if (failed(verifySuccessorOperands(op, 0, operandSlice(op, ds, dn))))
    return failure();
  unsigned offset = segment(op, 2).first;
  for (unsigned i = 0; i < cases; ++i) {
    unsigned count = segment(op, i, "case_operand_segments").second;
    if (failed(verifySuccessorOperands(op, i + 1,
                                       operandSlice(op, offset, count))))
      return failure();
    offset += count;
  }
  return success();
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

static IndexRange brOperands(Operation *op, unsigned) {
  return {0, op->getNumOperands()};
}
static Block *brTarget(Operation *op, llvm::ArrayRef<Attribute>) {
  return op->getSuccessor(0);
}
static void brSetOperands(Operation *op, unsigned, ValueRange operands) {
  op->setOperands(operands);
}
static const BranchOpInterface kBrBranch = {brOperands, brTarget,
                                            brSetOperands};

/// Replaces the operands [start, start + size) by `values`.
static void replaceOperandRange(Operation *op, std::pair<unsigned, unsigned> at,
                                ValueRange values) {
  llvm::SmallVector<Value, 8> operands = op->getOperands();
  operands.erase(operands.begin() + at.first,
                 operands.begin() + at.first + at.second);
  operands.insert(operands.begin() + at.first, values.begin(), values.end());
  op->setOperands(operands);
}

/// Sets entry `index` of the i32 segment property `name` to `size`.
static void setSegment(Operation *op, llvm::StringRef name, unsigned index,
                       unsigned size) {
  auto sizes = llvm::cast<DenseArrayAttr>(op->getAttr(name));
  llvm::SmallVector<int32_t, 4> values;
  for (int64_t i = 0; i < sizes.size(); ++i)
    values.push_back(int32_t(sizes.getInt(i)));
  values[index] = int32_t(size);
  op->setAttr(name, segments(op->getContext(), values));
}

static IndexRange condBrOperands(Operation *op, unsigned index) {
  return segment(op, index + 1);
}
static Block *condBrTarget(Operation *op, llvm::ArrayRef<Attribute> operands) {
  auto cond = llvm::dyn_cast_if_present<IntegerAttr>(operands[0]);
  if (!cond)
    return nullptr;
  return op->getSuccessor(cond.getValue().isZero() ? 1 : 0);
}
static void condBrSetOperands(Operation *op, unsigned index,
                              ValueRange operands) {
  replaceOperandRange(op, condBrOperands(op, index), operands);
  setSegment(op, "operandSegmentSizes", index + 1, operands.size());
}
static const BranchOpInterface kCondBrBranch = {condBrOperands, condBrTarget,
                                                condBrSetOperands};

static IndexRange switchOperands(Operation *op, unsigned index) {
  if (index == 0)
    return segment(op, 1);
  unsigned start = segment(op, 2).first;
  for (unsigned i = 0; i + 1 < index; ++i)
    start += segment(op, i, "case_operand_segments").second;
  return {start, segment(op, index - 1, "case_operand_segments").second};
}
unsigned cf::caseSuccessorIndex(Operation *op, const llvm::APInt &value) {
  llvm::SmallVector<llvm::APInt, 4> values = cf::caseValues(op);
  for (unsigned i = 0; i < values.size(); ++i)
    if (values[i] == value)
      return i + 1;
  return 0;
}

static Block *switchTarget(Operation *op, llvm::ArrayRef<Attribute> operands) {
  auto flag = llvm::dyn_cast_if_present<IntegerAttr>(operands[0]);
  if (!flag)
    return nullptr;
  return op->getSuccessor(cf::caseSuccessorIndex(op, flag.getValue()));
}
static void switchSetOperands(Operation *op, unsigned index,
                              ValueRange operands) {
  IndexRange old = switchOperands(op, index);
  replaceOperandRange(op, old, operands);
  if (index == 0) {
    setSegment(op, "operandSegmentSizes", 1, operands.size());
    return;
  }
  setSegment(op, "case_operand_segments", index - 1, operands.size());
  setSegment(op, "operandSegmentSizes", 2,
             segment(op, 2).second - old.second + operands.size());
}
static const BranchOpInterface kSwitchBranch = {switchOperands, switchTarget,
                                                switchSetOperands};
static const InterfaceImpl kBrInterfaces[] = {implement(kBrBranch)};
static const InterfaceImpl kCondBrInterfaces[] = {implement(kCondBrBranch)};
static const InterfaceImpl kSwitchInterfaces[] = {implement(kSwitchBranch)};

static const OpDefinition kControlFlowOps[] = {
    defineOp<cf::AssertOp>({.verify = nullptr,
                            .format = "$arg `,` $msg attr-dict",
                            .canonicalize = cf::assertPatterns}),
    defineOp<cf::BranchOp>({.traits = IsTerminator | Pure,
                            .verify = verifyBr,
                            .format = "$dest (`(` $destOperands^ `:` "
                                      "type($destOperands) `)`)? attr-dict",
                            .canonicalize = cf::brPatterns,
                            .interfaces = kBrInterfaces}),
    defineOp<cf::CondBranchOp>({.traits = IsTerminator | Pure,
                                .verify = verifyCondBr,
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
