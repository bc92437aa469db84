//===- IndexListSyntax.cpp - Printing and parsing `[%a, 4, %b]` -----------===//
#include "dialects/common/IndexListSyntax.h"
#include "ir/Attributes.h"
#include "text/AsmParser.h"
#include "text/DeclarativeFormat.h"
#include "text/OpAsm.h"

using namespace terrace;

llvm::SmallVector<int64_t, 4> terrace::denseI64Values(Attribute attr) {
  llvm::SmallVector<int64_t, 4> values;
  if (auto array = llvm::dyn_cast_if_present<DenseArrayAttr>(attr))
    for (int64_t i = 0; i < array.size(); ++i)
      values.push_back(array.getInt(i));
  return values;
}

llvm::SmallVector<OpFoldResult, 4>
terrace::getMixedValues(Attribute statics, OperandRange dynamic) {
  llvm::SmallVector<OpFoldResult, 4> list;
  unsigned next = 0;
  for (int64_t value : denseI64Values(statics))
    list.push_back(value == kDynamic
                       ? OpFoldResult(dynamic[next++])
                       : OpFoldResult(IntegerAttr::get(
                             IndexType::get(statics.getContext()), value)));
  return list;
}

/// `[` entries `]`: the next dynamic operand where the static entry is
/// kDynamic, else the integer.
static void printDynamicIndexList(OpAsmPrinter &p, Operation *,
                                  llvm::ArrayRef<CustomDirectiveArg> args) {
  llvm::ArrayRef<Value> values = args[0].values;
  size_t next = 0;
  p << '[';
  for (auto [i, entry] : llvm::enumerate(denseI64Values(args[1].attr))) {
    if (i)
      p << ", ";
    if (entry == kDynamic && next < values.size())
      p.printOperand(values[next++]);
    else
      p << std::to_string(entry);
  }
  p << ']';
}

/// MLIR's parseDynamicIndexList: `[` (ssa-value | integer | `[` integer
/// `]`),* `]`, the scalable mark dropped. A bad list gets MLIR's two
/// errors: what went wrong, then "expected SSA value or integer" at the
/// op's name.
static ParseResult
parseDynamicIndexList(OpAsmParser &parser,
                      llvm::ArrayRef<CustomDirectiveArg> args) {
  llvm::SmallVector<int64_t, 4> entries;
  auto parseEntry = [&]() -> ParseResult {
    if (parser.isNextOperand()) {
      OpAsmParser::UnresolvedOperand operand;
      if (parser.parseOperand(operand))
        return failure();
      args[0].parsedOperands->push_back(operand);
      entries.push_back(kDynamic);
      // MLIR looks for the scalable mark after an operand, too.
      if (parser.parseOptionalPunctuation("[") &&
          !parser.parseOptionalPunctuation("]"))
        return failure();
      return success();
    }
    bool scalable = parser.parseOptionalPunctuation("[");
    int64_t value = 0;
    if (parser.parseInteger(value))
      return failure();
    entries.push_back(value);
    if (scalable && !parser.parseOptionalPunctuation("]"))
      return failure();
    return success();
  };
  auto parseList = [&]() -> ParseResult {
    if (failed(*parser.parsePunctuation("[", " in dynamic index list")))
      return failure();
    if (parser.parseOptionalPunctuation("]"))
      return success();
    do {
      if (parseEntry())
        return failure();
    } while (parser.parseOptionalComma());
    return *parser.parsePunctuation("]", " in dynamic index list");
  };
  if (parseList())
    return parser.emitError(parser.getNameLoc(),
                            "expected SSA value or integer");
  *args[1].parsedAttr = DenseArrayAttr::get(parser.getContext(),
                                            llvm::ArrayRef<int64_t>(entries));
  return success();
}

const CustomDirective terrace::kDynamicIndexListDirective = {
    "DynamicIndexList", printDynamicIndexList, parseDynamicIndexList};
