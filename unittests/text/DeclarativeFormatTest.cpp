//===- DeclarativeFormatTest.cpp - The format language, from outside ------===//
//
// A dialect defined here, outside the tree, whose ops use the parts of the
// declarative format language that the in-tree dialects use little or not
// at all: regions (single and variadic), successors, anchors on regions,
// successors and unit properties, symbol names, prop-dict, qualified(...),
// and custom<Name>(...) directives with ref(...) arguments. Each op is
// parsed from its custom form, printed back, and checked in generic form.
//
//===----------------------------------------------------------------------===//
#include "text/DeclarativeFormat.h"
#include "dialects/arith/ArithDialect.h"
#include "dialects/common/TypeConstraints.h"
#include "ir/Context.h"
#include "ir/Dialect.h"
#include "ir/OpSignature.h"
#include "ir/Operation.h"
#include "ir/Region.h"
#include "ir/TypeFormat.h"
#include "ir/Verifier.h"
#include "text/FormatElements.h"
#include "text/Printer.h"
#include "tools/InitAll/InitAll.h"

#include "TestSupport.h"

#include "gtest/gtest.h"

using namespace terrace;
using namespace terrace::constraints;

namespace {

// fmt.regions: a symbol name, a unit flag, a region and a variadic group of
// regions, each optional group anchored on one of them.
const AttrSpec kRegionProps[] = {
    {"sym_name", &SymbolNameProperty, nullptr, /*optional=*/true},
    {"flag", &UnitProperty, nullptr, /*optional=*/true}};
const RegionSpec kRegionSpecs[] = {{"body"},
                                   {"others", RegionBlocks::Any,
                                    /*variadic=*/true}};
const OpSignature kRegionsSig = {{}, {}, kRegionProps, kRegionSpecs};

// fmt.br: a successor and a variadic group of them, with operands.
const ValueSpec kBranchOperands[] = {{"args", &AnyType, Arity::Variadic}};
const SuccessorSpec kBranchSuccessors[] = {{"first"}, {"rest", true}};
const OpSignature kBranchSig = {kBranchOperands, {}, {}, {}, kBranchSuccessors};

// fmt.props: properties through prop-dict, an enum property qualified.
const AttrSpec kPropsProps[] = {
    {"a", &StringProperty},
    {"b", &StringProperty, nullptr, /*optional=*/true},
    {"fm", &arith::kFastMathAttr, nullptr, /*optional=*/true}};
const OpSignature kPropsSig = {{}, {}, kPropsProps};

// fmt.custom: an operand and its type through a custom directive, read
// again by a second one through ref(...).
const ValueSpec kCustomOperands[] = {{"x", &AnyType, Arity::Variadic}};
const ValueSpec kCustomResults[] = {{"r", &AnyType}};
const OpSignature kCustomSig = {kCustomOperands, kCustomResults, {}};

/// `%a, %b as i32, i64`
void printPair(OpAsmPrinter &p, Operation *,
               llvm::ArrayRef<CustomDirectiveArg> args) {
  p.printOperands(args[0].values);
  p << " as ";
  p.printTypes(args[1].types);
}
ParseResult parsePair(OpAsmParser &parser,
                      llvm::ArrayRef<CustomDirectiveArg> args) {
  if (parser.parseOperandList(*args[0].parsedOperands) ||
      parser.parseKeyword("as"))
    return failure();
  llvm::SmallVector<Type, 2> types;
  if (parser.parseTypeList(types))
    return failure();
  args[1].parsedTypes->append(types.begin(), types.end());
  return success();
}
/// `[N]`: how many operands the first directive read.
void printCount(OpAsmPrinter &p, Operation *,
                llvm::ArrayRef<CustomDirectiveArg> args) {
  p << "[" << std::to_string(args[0].values.size()) << "]";
}
ParseResult parseCount(OpAsmParser &parser,
                       llvm::ArrayRef<CustomDirectiveArg> args) {
  int64_t n = 0;
  if (*parser.parsePunctuation("[") || parser.parseInteger(n) ||
      *parser.parsePunctuation("]"))
    return failure();
  if (!args[0].isRef || size_t(n) != args[0].parsedOperands->size() ||
      args[1].parsedTypes->size() != args[0].parsedOperands->size())
    return parser.emitError(parser.getCurrentLocation(),
                            "count does not match the operands");
  return success();
}
const CustomDirective kCustomDirectives[] = {{"Pair", printPair, parsePair},
                                             {"Count", printCount, parseCount}};

// fmt.widen: the result type comes from a property (an integer as wide as
// `width` says); fmt.yield_types: from the region (its entry block's
// argument types).
const ValueSpec kWidenOperands[] = {{"x", &AnyType}};
const ValueSpec kOneResult[] = {{"r", &AnyType}};
bool isInteger(Attribute a) { return llvm::isa<IntegerAttr>(a); }
const AttrConstraint kIntegerAttr = {"integer attribute", isInteger};
const AttrSpec kWidenProps[] = {{"width", &kIntegerAttr}};
const OpSignature kWidenSig = {kWidenOperands, kOneResult, kWidenProps};
llvm::LogicalResult inferWiden(Context &ctx, const InferTypeInputs &inputs,
                               llvm::SmallVectorImpl<Type> &out) {
  auto width = llvm::dyn_cast_if_present<IntegerAttr>(inputs.getAttr("width"));
  if (!width)
    return llvm::failure();
  out.push_back(
      IntegerType::get(ctx, unsigned(width.getValue().getZExtValue())));
  return llvm::success();
}
const ValueSpec kVariadicResults[] = {{"rs", &AnyType, Arity::Variadic}};
const RegionSpec kBodyRegion[] = {{"body"}};
const OpSignature kYieldTypesSig = {{}, kVariadicResults, {}, kBodyRegion};
llvm::LogicalResult inferFromRegion(Context &, const InferTypeInputs &inputs,
                                    llvm::SmallVectorImpl<Type> &out) {
  if (inputs.regions.empty() || inputs.regions[0]->empty())
    return llvm::failure();
  for (Value arg : inputs.regions[0]->front().getArguments())
    out.push_back(arg.getType());
  return llvm::success();
}

// fmt.clauses: optional clauses in any order (oilist).
const ValueSpec kStepOperands[] = {{"steps", &AnyType, Arity::Variadic}};
const AttrSpec kClauseProps[] = {
    {"lb", &kIntegerAttr, nullptr, /*optional=*/true},
    {"flag", &UnitProperty, nullptr, /*optional=*/true}};
const OpSignature kClausesSig = {kStepOperands, {}, kClauseProps};

// fmt.two_groups: two variadic operand groups, sized by
// operandSegmentSizes.
const ValueSpec kTwoGroups[] = {{"a", &AnyType, Arity::Variadic},
                                {"b", &AnyType, Arity::Variadic}};
const OpSignature kTwoGroupsSig = {kTwoGroups, {}, {}};

// fmt.lists: a group of groups spelled by a custom directive (its inner
// sizes in `sizes`), a dense-array property spelled `[1, 2]`, and a line
// break.
const ValueSpec kListOperands[] = {
    {"lists", &AnyType, Arity::Variadic, "sizes"}};
const AttrSpec kListProps[] = {
    {"sizes", &DenseI32ArrayProperty},
    {"weights", &DenseI64ArrayProperty, nullptr, /*optional=*/true}};
const OpSignature kListsSig = {kListOperands, {}, kListProps};

/// `(%a, %b : i32, i32) ()`: one parenthesized list per inner group.
void printLists(OpAsmPrinter &p, Operation *,
                llvm::ArrayRef<CustomDirectiveArg> args) {
  size_t at = 0;
  for (size_t g = 0; g < args[0].groupSizes.size(); ++g) {
    size_t n = size_t(args[0].groupSizes[g]);
    llvm::ArrayRef<Value> values =
        llvm::ArrayRef<Value>(args[0].values).slice(at, n);
    p << (g ? " (" : "(");
    p.printOperands(values);
    if (n) {
      p << " : ";
      p.printTypes(llvm::ArrayRef<Type>(args[1].types).slice(at, n));
    }
    p << ')';
    at += n;
  }
}
llvm::ParseResult parseLists(OpAsmParser &parser,
                             llvm::ArrayRef<CustomDirectiveArg> args) {
  while (parser.parseOptionalLParen()) {
    size_t before = args[0].parsedOperands->size();
    if (!parser.parseOptionalRParen()) {
      if (parser.parseOperandList(*args[0].parsedOperands) ||
          parser.parseColon() || parser.parseTypeList(*args[1].parsedTypes) ||
          parser.parseRParen())
        return llvm::failure();
    }
    args[0].parsedGroupSizes->push_back(
        int32_t(args[0].parsedOperands->size() - before));
  }
  return llvm::success();
}
const CustomDirective kListDirectives[] = {{"Lists", printLists, parseLists}};

const OpDefinition kFmtOps[] = {
    {.name = "fmt.lists",
     .signature = &kListsSig,
     .format = "(`weights` $weights^)? `\\n` `` custom<Lists>($lists, "
               "type($lists)) attr-dict",
     .customDirectives = kListDirectives},
    {.name = "fmt.two_groups",
     .signature = &kTwoGroupsSig,
     .format = "`(` $a `:` type($a) `)` `(` $b `:` type($b) `)` attr-dict"},
    {.name = "fmt.clauses",
     .signature = &kClausesSig,
     .format = "oilist(`lower` `=` $lb | `fast` $flag | `steps` `(` $steps "
               "`:` type($steps) `)`) attr-dict"},
    {.name = "fmt.widen",
     .signature = &kWidenSig,
     .format = "$x `:` type($x) `to` $width attr-dict",
     .inferResultTypes = inferWiden},
    {.name = "fmt.yield_types",
     .signature = &kYieldTypesSig,
     .format = "$body attr-dict",
     .inferResultTypes = inferFromRegion},
    {.name = "fmt.regions",
     .signature = &kRegionsSig,
     .format = "($sym_name^)? (`flag` $flag^)? $body (`others` $others^)? "
               "attr-dict"},
    {.name = "fmt.br",
     .traits = IsTerminator,
     .signature = &kBranchSig,
     .format = "$first (`,` $rest^)? (`(` $args^ `:` type($args) `)`)? "
               "attr-dict"},
    {.name = "fmt.props",
     .signature = &kPropsSig,
     .format = "(qualified($fm)^)? prop-dict attr-dict"},
    {.name = "fmt.custom",
     .signature = &kCustomSig,
     .format = "custom<Pair>($x, type($x)) custom<Count>(ref($x), "
               "ref(type($x))) attr-dict `->` type($r)",
     .customDirectives = kCustomDirectives},
};

class FmtDialect : public Dialect {
public:
  explicit FmtDialect(Context &ctx) : Dialect("fmt", ctx) { addOps(kFmtOps); }
};

struct DeclarativeFormatTest : ::testing::Test {
  void SetUp() override {
    registerAllDialects(ctx);
    ctx.registerDialect(std::make_unique<FmtDialect>(ctx));
    ctx.allowUnregisteredDialects();
    collectDiagnostics(ctx, diags);
  }
  /// Parses `text`, prints it in custom form (or generic), and checks that
  /// the custom form reads back to the same text.
  std::string roundTrip(llvm::StringRef text, bool generic = false) {
    llvm::SourceMgr sm;
    Operation *top = parseText(sm, ctx, text);
    if (!top)
      return "<error: " + (diags.empty() ? "" : diags[0].message) + ">";
    std::string custom = print(top, false), out = print(top, generic);
    top->erase();
    llvm::SourceMgr sm2;
    Operation *again = parseText(sm2, ctx, custom);
    EXPECT_TRUE(again);
    if (again) {
      EXPECT_EQ(custom, print(again, false));
      again->erase();
    }
    return out;
  }
  static std::string print(Operation *op, bool generic) {
    std::string s;
    llvm::raw_string_ostream os(s);
    PrintFlags flags;
    flags.generic = generic;
    printOperation(op, os, flags);
    return s;
  }
  Context ctx;
  std::vector<Diagnostic> diags;
};

TEST_F(DeclarativeFormatTest, RegionsSymbolNamesAndUnitAnchors) {
  std::string out = roundTrip("fmt.regions @s flag {\n  \"x.y\"() : () -> ()\n}"
                              " others {\n}, {\n  \"x.z\"() : () -> ()\n}\n"
                              "fmt.regions {\n}\n");
  EXPECT_EQ(out, "module {\n"
                 "  fmt.regions @s flag {\n"
                 "    \"x.y\"() : () -> ()\n"
                 "  } others {\n"
                 "  }, {\n"
                 "    \"x.z\"() : () -> ()\n"
                 "  }\n"
                 "  fmt.regions {\n"
                 "  }\n"
                 "}\n");
  std::string generic = roundTrip("fmt.regions @s flag {\n} others {\n}, {\n}",
                                  /*generic=*/true);
  EXPECT_NE(generic.find("\"fmt.regions\"() <{flag, sym_name = \"s\"}> ({\n"
                         "  }, {\n  }, {\n  }) : () -> ()"),
            std::string::npos)
      << generic;
}

TEST_F(DeclarativeFormatTest, Successors) {
  std::string out = roundTrip("func.func @f(%a: i32) {\n"
                              "  fmt.br ^bb1, ^bb2, ^bb1 (%a : i32)\n"
                              "^bb1:\n  fmt.br ^bb2\n^bb2:\n  return\n}\n");
  EXPECT_NE(out.find("fmt.br ^bb1, ^bb2, ^bb1(%arg0 : i32)"), std::string::npos)
      << out;
  EXPECT_NE(out.find("fmt.br ^bb2\n"), std::string::npos) << out;
  std::string generic =
      roundTrip("func.func @f(%a: i32) {\n  fmt.br ^bb1, ^bb1 (%a : i32)\n"
                "^bb1:\n  return\n}\n",
                /*generic=*/true);
  EXPECT_NE(generic.find("\"fmt.br\"(%arg0)[^bb1, ^bb1] : (i32) -> ()"),
            std::string::npos)
      << generic;
}

TEST_F(DeclarativeFormatTest, PropDictAndQualified) {
  std::string out = roundTrip(
      "fmt.props #arith.fastmath<fast> <{a = \"x\", b = \"y\"}> {d = 1}\n"
      "fmt.props <{a = \"x\"}>\n");
  EXPECT_EQ(out, "module {\n"
                 "  fmt.props #arith.fastmath<fast> <{a = \"x\", b = \"y\"}> "
                 "{d = 1 : i64}\n"
                 "  fmt.props <{a = \"x\"}>\n"
                 "}\n");
}

TEST_F(DeclarativeFormatTest, CustomDirectivesWithRef) {
  std::string out = roundTrip("func.func @f(%a: i32, %b: f32) {\n"
                              "  %0 = fmt.custom %a, %b as i32, f32 [2] -> i8\n"
                              "  return\n}\n");
  EXPECT_NE(out.find("%0 = fmt.custom %arg0, %arg1 as i32, f32 [2] -> i8"),
            std::string::npos)
      << out;
  // The second directive reads what the first one parsed.
  EXPECT_EQ(roundTrip("func.func @f(%a: i32) {\n"
                      "  %0 = fmt.custom %a as i32 [3] -> i8\n  return\n}\n"),
            "<error: custom op 'fmt.custom' count does not match the "
            "operands>");
}

TEST_F(DeclarativeFormatTest, ResultTypesFromPropertiesAndRegions) {
  std::string generic = roundTrip("func.func @f(%a: i8) {\n"
                                  "  %0 = fmt.widen %a : i8 to 32\n"
                                  "  %1:2 = fmt.yield_types {\n"
                                  "  ^bb0(%x: f32, %y: index):\n"
                                  "  }\n  return\n}\n",
                                  /*generic=*/true);
  EXPECT_NE(generic.find("<{width = 32 : i64}> : (i8) -> i32"),
            std::string::npos)
      << generic;
  EXPECT_NE(generic.find("}) : () -> (f32, index)"), std::string::npos)
      << generic;
}

TEST_F(DeclarativeFormatTest, ClausesInAnyOrder) {
  std::string out = roundTrip("func.func @f(%a: i32) {\n"
                              "  fmt.clauses fast steps(%a : i32) lower = 3\n"
                              "  fmt.clauses\n"
                              "  fmt.clauses fast\n  return\n}\n");
  EXPECT_NE(out.find("fmt.clauses lower = 3 : i64 fast steps(%arg0 : i32)\n"
                     "    fmt.clauses\n"
                     "    fmt.clauses fast\n"),
            std::string::npos)
      << out;
  EXPECT_EQ(roundTrip("fmt.clauses fast lower = 1 fast\n"),
            "<error: custom op 'fmt.clauses' `fast` clause can appear at most "
            "once in the expansion of the oilist directive>");
}

TEST_F(DeclarativeFormatTest, SegmentSizesOfSeveralVariadicGroups) {
  llvm::StringRef text = "func.func @f(%x: i32, %y: f32) {\n"
                         "  fmt.two_groups(%x, %x : i32, i32) (%y : f32)\n"
                         "  return\n}\n";
  std::string custom = roundTrip(text);
  EXPECT_NE(custom.find("fmt.two_groups(%arg0, %arg0 : i32, i32) (%arg1 : "
                        "f32)\n"),
            std::string::npos)
      << custom;
  std::string generic = roundTrip(text, /*generic=*/true);
  EXPECT_NE(generic.find("\"fmt.two_groups\"(%arg0, %arg0, %arg1) "
                         "<{operandSegmentSizes = array<i32: 2, 1>}> : (i32, "
                         "i32, f32) -> ()"),
            std::string::npos)
      << generic;
}

TEST_F(DeclarativeFormatTest, GroupsOfGroupsAndDenseArrays) {
  llvm::StringRef text = "func.func @f(%x: i32, %y: f32) {\n"
                         "  fmt.lists weights [3, -1] (%x, %y : i32, f32) () "
                         "(%x : i32)\n"
                         "  fmt.lists\n"
                         "  return\n}\n";
  std::string custom = roundTrip(text);
  EXPECT_NE(custom.find("    fmt.lists weights [3, -1]\n"
                        "    (%arg0, %arg1 : i32, f32) () (%arg0 : i32)\n"
                        "    fmt.lists\n    \n"),
            std::string::npos)
      << custom;
  std::string generic = roundTrip(text, /*generic=*/true);
  EXPECT_NE(generic.find("\"fmt.lists\"(%arg0, %arg1, %arg0) <{sizes = "
                         "array<i32: 2, 0, 1>, weights = array<i64: 3, -1>}> "
                         ": (i32, f32, i32) -> ()"),
            std::string::npos)
      << generic;
  // The inner sizes must add up to the group's operands.
  llvm::SourceMgr sm;
  Operation *top = parseText(sm, ctx,
                             "func.func @f(%x: i32) {\n"
                             "  \"fmt.lists\"(%x) <{sizes = array<i32: 2>}> : "
                             "(i32) -> ()\n  return\n}\n");
  ASSERT_TRUE(top);
  EXPECT_TRUE(failed(verify(top)));
  top->erase();
  ASSERT_FALSE(diags.empty());
  EXPECT_EQ(diags.back().message,
            "'fmt.lists' op lists count (1) does not match with the total "
            "size (2) specified in attribute 'sizes'");
}

} // namespace

/// A format is compiled on first use; this compiles every format of every
/// registered op, type and attribute, so a malformed one fails here (with
/// its op named) rather than in a user's run.
TEST(RegisteredFormatsTest, EveryRegisteredFormatCompiles) {
  Context ctx;
  registerAllDialects(ctx);
  unsigned opFormats = 0, typeFormats = 0;
  for (const auto &dialect : ctx.getDialects()) {
    dialect->forEachOp([&](const OpDefinition &def) {
      if (!def.format)
        return;
      const format::Format &compiled = format::getFormat(def);
      EXPECT_FALSE(compiled.elements.empty()) << def.name.str();
      ++opFormats;
    });
    for (const TypeDefinition *def : dialect->getTypes())
      if (def->format) {
        getTypeFormat(def->format, def->params, def->customDirectives);
        ++typeFormats;
      }
    for (const AttrDefinition *def : dialect->getAttributes())
      if (def->format) {
        getTypeFormat(def->format, def->params, def->customDirectives);
        ++typeFormats;
      }
  }
  // The tree's dialects define hundreds of op formats and a few type ones.
  EXPECT_GT(opFormats, 250u);
  EXPECT_GT(typeFormats, 3u);
}

TEST(DeclarativeFormatDeathTest, AMalformedFormatNamesItsOpInEveryBuildMode) {
  GTEST_FLAG_SET(death_test_style, "threadsafe");
  static constexpr ValueSpec kOperands[] = {{"x", &AnyType}};
  static const OpSignature kSig = {kOperands, {}, {}};
  static const OpDefinition kBad = {
      .name = "toy.bad", .signature = &kSig, .format = "$x `:` type($y)"};
  EXPECT_DEATH(format::getFormat(kBad),
               "bad assembly format of 'toy.bad': unknown type\\(\\$y\\)");
  static const ParamSpec kParams[] = {{"width", ParamKind::Int, 32}};
  EXPECT_DEATH(getTypeFormat("`<` $height `>`", kParams, {}),
               "bad type or attribute format '`<` \\$height `>`'");
}
