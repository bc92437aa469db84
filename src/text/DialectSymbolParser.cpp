//===- DialectSymbolParser.cpp - Registered dialects' types and attrs -----===//
//
// `!dialect.mnemonic<...>` and `#dialect.mnemonic<...>` of a registered
// dialect: the dialect's definition for the mnemonic reads what follows
// (its parse function or its declarative format), its verifier checks the
// parameters, and the result is uniqued. The text read is only the body
// the generic parser found balanced, so a dialect's parser cannot run past
// it. Errors are mlir-opt's: "dialect 'scf' provides no type parsing
// hook", "unknown  type `foo` in dialect `llvm`".
//
//===----------------------------------------------------------------------===//
#include "ir/Dialect.h"
#include "ir/DialectTypes.h"
#include "ir/TypeFormat.h"
#include "text/AsmParser.h"
#include "text/ParserImpl.h"

#include <vector>

using namespace terrace;

ParseResult Parser::parseInRange(const char *begin, const char *end,
                                 const char *resumeAt,
                                 llvm::function_ref<ParseResult()> parse,
                                 llvm::StringRef what) {
  const char *outerLimit = state.lex.getLimit();
  state.lex.setLimit(end);
  resetToken(begin);
  ParseResult result = parse();
  if (succeeded(result) && getToken().isNot(Token::eof))
    result = emitError("unexpected text after the " + what);
  state.lex.setLimit(outerLimit);
  resetToken(resumeAt);
  return result;
}

namespace {
/// Reads parameters with a compiled format.
class FormatParser {
public:
  FormatParser(AsmParser &parser, ParamList &params,
               llvm::ArrayRef<ParamDirective> directives)
      : parser(parser), params(params), directives(directives),
        values(params.view().getSpecs().size()) {}

  /// `skipFirst`: the first element (an optional group's leading literal)
  /// was read already.
  ParseResult parse(const std::vector<TypeFormatElement> &elements,
                    bool skipFirst = false) {
    for (size_t i = skipFirst ? 1 : 0; i < elements.size(); ++i) {
      const TypeFormatElement &e = elements[i];
      switch (e.kind) {
      case TypeFormatElement::Literal:
        if (parseLiteral(e.literal))
          return failure();
        break;
      case TypeFormatElement::Param:
        if (parseParam(e.param))
          return failure();
        break;
      case TypeFormatElement::Optional:
        // The group is there when its first literal is next; otherwise its
        // parameters keep their defaults.
        if (isNextLiteral(e.children.front()) &&
            parse(e.children, /*skipFirst=*/true))
          return failure();
        break;
      case TypeFormatElement::Custom: {
        llvm::SmallVector<ParamValue *, 2> args;
        for (unsigned param : e.args)
          args.push_back(&values[param]);
        if (directives[e.param].parse(parser, args))
          return failure();
        break;
      }
      case TypeFormatElement::Space:
        break;
      }
    }
    return success();
  }

  /// Fills in the values read, in parameter order.
  void fill(ParamList &out, llvm::ArrayRef<ParamSpec> specs) {
    for (unsigned i = 0; i < specs.size(); ++i) {
      ParamValue &v = values[i];
      switch (specs[i].kind) {
      case ParamKind::Int:
        out.addInt(v.i);
        break;
      case ParamKind::String:
        out.addString(StringAttr::get(parser.getContext(), v.s));
        break;
      case ParamKind::Type:
        out.addType(v.types.empty() ? Type() : v.types.front());
        break;
      case ParamKind::Attr:
        out.addAttr(v.attrs.empty() ? Attribute() : v.attrs.front());
        break;
      case ParamKind::TypeArray:
        out.addTypes(v.types);
        break;
      case ParamKind::AttrArray:
        out.addAttrs(v.attrs);
        break;
      case ParamKind::IntArray:
        out.addInts(v.ints);
        break;
      }
    }
  }

private:
  bool isNextLiteral(const TypeFormatElement &e) {
    if (e.kind != TypeFormatElement::Literal)
      return false;
    if (parser.parseOptionalPunctuation(e.literal))
      return true;
    return parser.parseOptionalKeyword(e.literal);
  }
  ParseResult parseLiteral(llvm::StringRef literal) {
    if (std::optional<ParseResult> r = parser.parsePunctuation(literal))
      return *r;
    return parser.parseKeyword(literal);
  }

  ParseResult parseInt(const ParamSpec &spec, int64_t &out) {
    if (spec.isUnsigned) {
      uint64_t value;
      if (parser.parseUnsigned(value, spec.bits))
        return failure();
      out = int64_t(value);
      return success();
    }
    return parser.parseInteger(out, spec.bits);
  }

  ParseResult parseParam(unsigned i) {
    const ParamSpec &spec = params.view().getSpecs()[i];
    ParamValue &v = values[i];
    auto list = [&](auto each) -> ParseResult {
      do {
        if (failed(each()))
          return failure();
      } while (parser.parseOptionalComma());
      return success();
    };
    switch (spec.kind) {
    case ParamKind::Int:
      return parseInt(spec, v.i);
    case ParamKind::String:
      return parser.parseString(v.s);
    case ParamKind::Type: {
      Type t;
      if (parser.parseType(t))
        return failure();
      v.types.push_back(t);
      return success();
    }
    case ParamKind::Attr: {
      Attribute a;
      if (parser.parseAttribute(a))
        return failure();
      v.attrs.push_back(a);
      return success();
    }
    case ParamKind::TypeArray:
      return list([&]() -> ParseResult {
        Type t;
        if (parser.parseType(t))
          return failure();
        v.types.push_back(t);
        return success();
      });
    case ParamKind::AttrArray:
      return list([&]() -> ParseResult {
        Attribute a;
        if (parser.parseAttribute(a))
          return failure();
        v.attrs.push_back(a);
        return success();
      });
    case ParamKind::IntArray:
      return list([&]() -> ParseResult {
        int64_t x;
        if (parseInt(spec, x))
          return failure();
        v.ints.push_back(x);
        return success();
      });
    }
    return failure();
  }

  AsmParser &parser;
  ParamList &params;
  llvm::ArrayRef<ParamDirective> directives;
  /// One per parameter, by index.
  std::vector<ParamValue> values;
};

template <typename Definition>
ParseResult parseParamsWithFormat(const Definition &def, AsmParser &parser,
                                  ParamList &params) {
  FormatParser reader(parser, params, def.customDirectives);
  if (reader.parse(
          getTypeFormat(def.format, def.params, def.customDirectives).elements))
    return failure();
  reader.fill(params, def.params);
  return success();
}
} // namespace

/// Reads what follows a type's mnemonic with its definition, verifies the
/// parameters and uniques the type.
Type terrace::parseDialectTypeBody(const TypeDefinition &def,
                                   AsmParser &parser) {
  if (def.parse)
    return def.parse(parser);
  llvm::SMLoc loc = parser.getCurrentLocation();
  ParamList params(def.params);
  if (def.format && parseParamsWithFormat(def, parser, params))
    return Type();
  if (def.verify &&
      failed(def.verify([&] { return parser.emitError(loc); }, params.view())))
    return Type();
  return Type(detail::getDialectStorage(parser.getContext(), /*isType=*/true,
                                        def.typeID, params));
}

static Attribute parseAttrBody(const AttrDefinition &def, AsmParser &parser) {
  if (def.parse)
    return def.parse(parser);
  llvm::SMLoc loc = parser.getCurrentLocation();
  ParamList params(def.params);
  if (def.format && parseParamsWithFormat(def, parser, params))
    return Attribute();
  if (def.verify &&
      failed(def.verify([&] { return parser.emitError(loc); }, params.view())))
    return Attribute();
  return Attribute(detail::getDialectStorage(
      parser.getContext(), /*isType=*/false, def.typeID, params));
}

/// The mnemonic of `#dialect<mnemonic...>`, read from the body.
static ParseResult readMnemonic(AsmParser &parser, llvm::StringRef &mnemonic,
                                llvm::SMLoc &loc) {
  loc = parser.getCurrentLocation();
  return parser.parseAnyKeyword(mnemonic);
}

Type Parser::parseDialectType(Dialect &dialect, const DialectSymbol &symbol) {
  const auto *custom = dialect.getInterface<DialectTypeParser>();
  if (!custom && dialect.getTypes().empty())
    return emitError(symbol.mnemonicLoc, "dialect '" + dialect.getNamespace() +
                                             "' provides no type parsing hook"),
           Type();
  Type result;
  if (parseInRange(
          symbol.bodyBegin, symbol.bodyEnd, symbol.resumeAt,
          [&]() -> ParseResult {
            AsmParser parser(*this);
            llvm::StringRef mnemonic = symbol.mnemonic;
            llvm::SMLoc mnemonicLoc = symbol.mnemonicLoc;
            if (mnemonic.empty() && readMnemonic(parser, mnemonic, mnemonicLoc))
              return failure();
            if (custom) {
              result = custom->parseType(parser, mnemonic, mnemonicLoc);
              return success(bool(result));
            }
            const TypeDefinition *def = dialect.lookupType(mnemonic);
            if (!def)
              return emitError(mnemonicLoc, "unknown  type `" + mnemonic +
                                                "` in dialect `" +
                                                dialect.getNamespace() + "`");
            result = parseDialectTypeBody(*def, parser);
            return success(bool(result));
          },
          "type"))
    return Type();
  return result;
}

Attribute Parser::parseDialectAttr(Dialect &dialect,
                                   const DialectSymbol &symbol) {
  if (dialect.getAttributes().empty() && !dialect.hasEnums())
    return emitError(symbol.mnemonicLoc,
                     "dialect '" + dialect.getNamespace() +
                         "' provides no attribute parsing hook"),
           Attribute();
  Attribute result;
  if (parseInRange(
          symbol.bodyBegin, symbol.bodyEnd, symbol.resumeAt,
          [&]() -> ParseResult {
            AsmParser parser(*this);
            llvm::StringRef mnemonic = symbol.mnemonic;
            llvm::SMLoc mnemonicLoc = symbol.mnemonicLoc;
            if (mnemonic.empty() && readMnemonic(parser, mnemonic, mnemonicLoc))
              return failure();
            const AttrDefinition *def = dialect.lookupAttribute(mnemonic);
            if (!def)
              return emitError(mnemonicLoc, "unknown attribute `" + mnemonic +
                                                "` in dialect `" +
                                                dialect.getNamespace() + "`");
            result = parseAttrBody(*def, parser);
            return success(bool(result));
          },
          "attribute"))
    return Attribute();
  return result;
}
