//===- DialectTypesTest.cpp - Types and attributes a dialect defines ------===//
//
// An out-of-tree dialect defines parameterized types and an attribute as
// rows: declarative syntax, a verifier, an alias, a type interface; the
// generic machinery parses, prints, walks and replaces them.
//
//===----------------------------------------------------------------------===//
#include "TestSupport.h"

#include "tools/InitAll/InitAll.h"
#include "ir/AttrTypePrinter.h"
#include "ir/Dialect.h"
#include "ir/DialectTypes.h"
#include "ir/Operation.h"
#include "text/AsmParser.h"
#include "text/Printer.h"

#include "gtest/gtest.h"

using namespace terrace;

namespace {

/// `!geo.grid<4, 8, f32>`: a rows x cols grid of an element type.
class GridType : public DialectType<GridType> {
public:
  using DialectType::DialectType;
  static constexpr llvm::StringLiteral name = "geo.grid";
  static constexpr ParamSpec kParams[] = {{"rows", ParamKind::Int},
                                          {"cols", ParamKind::Int},
                                          {"element", ParamKind::Type}};
  static GridType get(Context &ctx, int64_t rows, int64_t cols, Type element) {
    return getUniqued(ctx,
                      newParams().addInt(rows).addInt(cols).addType(element));
  }
  int64_t getRows() const { return params().getInt(0); }
  int64_t getCols() const { return params().getInt(1); }
  Type getElement() const { return params().getType(2); }
};

/// `!geo.box<i32>` or `!geo.box<i32, "tag">`: a type holding a type.
class BoxType : public DialectType<BoxType> {
public:
  using DialectType::DialectType;
  static constexpr llvm::StringLiteral name = "geo.box";
  static constexpr ParamSpec kParams[] = {{"inner", ParamKind::Type},
                                          {"tag", ParamKind::Attr}};
  static BoxType get(Type inner, Attribute tag = {}) {
    return getUniqued(inner.getContext(),
                      newParams().addType(inner).addAttr(tag));
  }
  Type getInner() const { return params().getType(0); }
};

/// `!geo.range<3 to 7 : f32>`: bounds spelled by a custom directive.
class RangeType : public DialectType<RangeType> {
public:
  using DialectType::DialectType;
  static constexpr llvm::StringLiteral name = "geo.range";
  static constexpr ParamSpec kParams[] = {{"lo", ParamKind::Int},
                                          {"hi", ParamKind::Int},
                                          {"element", ParamKind::Type}};
};

/// `3 to 7`.
void printBounds(DialectAsmPrinter &printer, ParamView params,
                 llvm::ArrayRef<unsigned> args) {
  printer << params.getInt(args[0]) << " to " << params.getInt(args[1]);
}
llvm::ParseResult parseBounds(AsmParser &parser,
                              llvm::ArrayRef<ParamValue *> args) {
  return llvm::failure(parser.parseInteger(args[0]->i) ||
                       parser.parseKeyword("to") ||
                       parser.parseInteger(args[1]->i));
}
const ParamDirective kGeoDirectives[] = {{"Bounds", printBounds, parseBounds}};

/// `#geo.tile<[1, 2], "name">`.
class TileAttr : public DialectAttr<TileAttr> {
public:
  using DialectAttr::DialectAttr;
  static constexpr llvm::StringLiteral name = "geo.tile";
  static constexpr ParamSpec kParams[] = {{"sizes", ParamKind::IntArray},
                                          {"label", ParamKind::String}};
  llvm::ArrayRef<int64_t> getSizes() const { return params().getInts(0); }
};

llvm::LogicalResult verifyGrid(EmitErrorFn emitError, ParamView params) {
  if (params.getInt(0) <= 0 || params.getInt(1) <= 0)
    return emitError() << "grid dimensions must be positive";
  return llvm::success();
}

AliasResult tileAlias(Attribute, llvm::raw_ostream &os) {
  os << "tile";
  return AliasResult::OverridableAlias;
}

const MemRefElementTypeInterface kMemRefElement;
const InterfaceImpl kGridInterfaces[] = {implement(kMemRefElement)};

const TypeDefinition kGeoTypes[] = {
    defineType<GridType>({.format = "`<` $rows `,` $cols `,` $element `>`",
                          .verify = verifyGrid,
                          .interfaces = kGridInterfaces}),
    defineType<BoxType>({.format = "`<` $inner (`,` $tag^)? `>`"}),
    defineType<RangeType>(
        {.format = "`<` custom<Bounds>($lo, $hi) ` ` `:` $element `>`",
         .customDirectives = kGeoDirectives}),
};
const AttrDefinition kGeoAttrs[] = {
    defineAttr<TileAttr>(
        {.format = "`<` `[` $sizes `]` `,` $label `>`", .getAlias = tileAlias}),
};

class GeoDialect : public Dialect {
public:
  explicit GeoDialect(Context &ctx) : Dialect("geo", ctx) {
    addTypes(kGeoTypes);
    addAttributes(kGeoAttrs);
  }
};

struct DialectTypesTest : ::testing::Test {
  void SetUp() override {
    registerAllDialects(ctx);
    ctx.registerDialect(std::make_unique<GeoDialect>(ctx));
    ctx.allowUnregisteredDialects();
    collectDiagnostics(ctx, diagnostics);
  }
  std::string roundTrip(llvm::StringRef text) {
    // One source manager per input: a parse reads its main (first) buffer.
    sourceMgrs.push_back(std::make_unique<llvm::SourceMgr>());
    Operation *module = parseText(*sourceMgrs.back(), ctx, text);
    if (!module)
      return "<error>";
    std::string out;
    llvm::raw_string_ostream os(out);
    printOperation(module, os, PrintFlags());
    module->erase();
    return out;
  }
  Context ctx;
  std::vector<std::unique_ptr<llvm::SourceMgr>> sourceMgrs;
  std::vector<Diagnostic> diagnostics;
};

TEST_F(DialectTypesTest, TypesAreUniquedByTheirParameters) {
  Type f32 = FloatType::get(ctx, TypeKind::F32);
  GridType a = GridType::get(ctx, 4, 8, f32);
  EXPECT_EQ(a, GridType::get(ctx, 4, 8, f32));
  EXPECT_NE(a, GridType::get(ctx, 8, 4, f32));
  EXPECT_TRUE(llvm::isa<GridType>(Type(a)));
  EXPECT_FALSE(llvm::isa<BoxType>(Type(a)));
  EXPECT_EQ(a.getRows(), 4);
  EXPECT_EQ(a.getCols(), 8);
  EXPECT_EQ(a.getElement(), f32);
  EXPECT_EQ(printToString(a), "!geo.grid<4, 8, f32>");
  EXPECT_EQ(printToString(BoxType::get(a)), "!geo.box<!geo.grid<4, 8, f32>>");
}

TEST_F(DialectTypesTest, FormatsParseAndPrintAsMLIRSpacesThem) {
  std::string out = roundTrip(
      "func.func private @f(!geo.grid<4,8,f32>, !geo.box<i32>, "
      "!geo.box<i32, \"t\">, memref<2x!geo.grid<1, 1, i8>>) attributes "
      "{t = #geo.tile<[1,2],\"x\">}\n");
  EXPECT_NE(out.find("@f(!geo.grid<4, 8, f32>, !geo.box<i32>, "
                     "!geo.box<i32, \"t\">, memref<2x!geo.grid<1, 1, i8>>)"),
            std::string::npos)
      << out;
  EXPECT_NE(out.find("#geo.tile<[1, 2], \"x\">"), std::string::npos) << out;
  EXPECT_TRUE(diagnostics.empty());
}

TEST_F(DialectTypesTest, CustomDirectivesSpellParametersInCode) {
  std::string out =
      roundTrip("func.func private @f(!geo.range<3 to -7:f32>)\n");
  EXPECT_NE(out.find("@f(!geo.range<3 to -7 : f32>)"), std::string::npos)
      << out;
  EXPECT_TRUE(diagnostics.empty());
  EXPECT_EQ(roundTrip("func.func private @f(!geo.range<3 7 : f32>)\n"),
            "<error>");
  ASSERT_EQ(diagnostics.size(), 1u);
  EXPECT_EQ(diagnostics[0].message, "expected 'to'");
}

TEST_F(DialectTypesTest, TheVerifierReportsWhereTheTypeIsWritten) {
  EXPECT_EQ(roundTrip("func.func private @f(!geo.grid<0, 8, f32>)\n"),
            "<error>");
  ASSERT_EQ(diagnostics.size(), 1u);
  EXPECT_EQ(diagnostics[0].message, "grid dimensions must be positive");
  auto loc = llvm::dyn_cast<FileLineColLoc>(diagnostics[0].loc);
  ASSERT_TRUE(loc);
  EXPECT_EQ(loc.getColumn(), 31u); // the `<` after the mnemonic
}

TEST_F(DialectTypesTest, UnknownMnemonicsAndBadBodiesAreErrors) {
  EXPECT_EQ(roundTrip("func.func private @f(!geo.cube<1>)\n"), "<error>");
  EXPECT_EQ(roundTrip("func.func private @f(!geo.grid<1, x, f32>)\n"),
            "<error>");
  ASSERT_EQ(diagnostics.size(), 2u);
  EXPECT_EQ(diagnostics[0].message, "unknown  type `cube` in dialect `geo`");
  EXPECT_EQ(diagnostics[1].message, "expected integer value");
}

TEST_F(DialectTypesTest, AnAttributesProposedAliasNamesItInAModule) {
  std::string out =
      roundTrip("func.func private @f() attributes {a = #geo.tile<[1], \"a\">, "
                "b = #geo.tile<[2], \"b\">, c = #geo.tile<[1], \"a\">}\n");
  EXPECT_NE(out.find("#tile = #geo.tile<[1], \"a\">\n#tile1 = "
                     "#geo.tile<[2], \"b\">\n"),
            std::string::npos)
      << out;
  EXPECT_NE(out.find("attributes {a = #tile, b = #tile1, c = #tile}"),
            std::string::npos)
      << out;
}

TEST_F(DialectTypesTest, SubElementsAreDerivedFromTheParameters) {
  Type i32 = IntegerType::get(ctx, 32), i64 = IntegerType::get(ctx, 64);
  Attribute tag = StringAttr::get(ctx, "t");
  BoxType box = BoxType::get(TupleType::get(ctx, {i32, i32}), tag);
  llvm::SmallVector<Type, 2> types;
  llvm::SmallVector<Attribute, 2> attrs;
  walkImmediateSubElements(
      box, [&](Type t) { types.push_back(t); },
      [&](Attribute a) { attrs.push_back(a); });
  ASSERT_EQ(types.size(), 1u);
  EXPECT_EQ(types[0], TupleType::get(ctx, {i32, i32}));
  ASSERT_EQ(attrs.size(), 1u);
  EXPECT_EQ(attrs[0], tag);

  // Replacing the inner type rebuilds (and uniques) the box.
  BoxType plain = BoxType::get(i32);
  Type replaced = replaceImmediateSubElements(
      plain, [&](Type t) { return t == i32 ? i64 : t; },
      [](Attribute a) { return a; });
  EXPECT_EQ(replaced, BoxType::get(i64));
  Type same = replaceImmediateSubElements(
      plain, [](Type t) { return t; }, [](Attribute a) { return a; });
  EXPECT_EQ(same, plain);
}

TEST_F(DialectTypesTest, TypeInterfacesComeFromTheDefinition) {
  Type grid = GridType::get(ctx, 1, 1, IntegerType::get(ctx, 8));
  EXPECT_NE(getInterface<MemRefElementTypeInterface>(grid), nullptr);
  EXPECT_EQ(getInterface<VectorElementTypeInterface>(grid), nullptr);
  EXPECT_EQ(getInterface<MemRefElementTypeInterface>(
                BoxType::get(IntegerType::get(ctx, 8))),
            nullptr);
  // A builtin vector asks its element type.
  EXPECT_EQ(roundTrip("func.func private @f(vector<2x!geo.grid<1, 1, i8>>)\n"),
            "<error>");
  ASSERT_EQ(diagnostics.size(), 1u);
  EXPECT_EQ(diagnostics[0].message,
            "failed to verify 'elementType': VectorElementTypeInterface "
            "instance");
}

} // namespace
