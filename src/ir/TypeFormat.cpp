//===- TypeFormat.cpp - Compiling and printing type/attribute formats -----===//
#include "ir/TypeFormat.h"
#include "ir/AttrTypePrinter.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/Twine.h"
#include "llvm/Support/ErrorHandling.h"

#include <mutex>

using namespace terrace;

namespace {
/// Reads a format string into elements.
class FormatCompiler {
public:
  FormatCompiler(llvm::StringRef text, llvm::ArrayRef<ParamSpec> params,
                 llvm::ArrayRef<ParamDirective> directives)
      : format(text), text(text), params(params), directives(directives) {}

  std::vector<TypeFormatElement> compile() {
    std::vector<TypeFormatElement> elements;
    llvm::SmallVector<unsigned, 2> anchor;
    parseElements(elements, /*inOptional=*/false, anchor);
    check(text.trim().empty(), "unexpected text");
    return elements;
  }

private:
  /// A malformed format is a bug in a dialect's table: it stops the
  /// process in every build mode, naming the format (the test that
  /// compiles every registered format finds it before a user does).
  void check(bool ok, const char *what) {
    if (!ok)
      llvm::report_fatal_error("bad type or attribute format '" + format +
                               "': " + what);
  }
  void skipSpace() { text = text.ltrim(); }

  /// Elements until the end, or until `)` inside an optional group, whose
  /// anchor (`$p^`, or `custom<...>(...)^` for any of its parameters) goes
  /// to `anchor`.
  void parseElements(std::vector<TypeFormatElement> &out, bool inOptional,
                     llvm::SmallVector<unsigned, 2> &anchor) {
    while (true) {
      skipSpace();
      if (text.empty() || (inOptional && text.starts_with(")")))
        return;
      if (text.consume_front("`")) {
        size_t end = text.find('`');
        check(end != llvm::StringRef::npos, "unterminated literal");
        llvm::StringRef literal = text.take_front(end);
        TypeFormatElement::Kind kind = literal == " "
                                           ? TypeFormatElement::Space
                                           : TypeFormatElement::Literal;
        out.push_back({kind, literal.str()});
        text = text.drop_front(end + 1);
        continue;
      }
      if (text.consume_front("custom<")) {
        llvm::StringRef name = text.take_until([](char c) { return c == '>'; });
        text = text.drop_front(name.size());
        check(text.consume_front(">("), "expected custom<Name>($params)");
        TypeFormatElement custom{TypeFormatElement::Custom};
        custom.param = unsigned(directives.size());
        for (unsigned i = 0; i < directives.size(); ++i)
          if (directives[i].name == name)
            custom.param = i;
        check(custom.param < directives.size(),
              "a custom directive the definition does not register");
        do {
          skipSpace();
          check(text.consume_front("$"),
                "custom directive arguments are parameters");
          llvm::StringRef arg = text.take_while(
              [](char c) { return llvm::isAlnum(c) || c == '_'; });
          text = text.drop_front(arg.size());
          custom.args.push_back(paramIndex(arg));
          skipSpace();
        } while (text.consume_front(","));
        check(text.consume_front(")"), "expected custom<Name>($params)");
        if (text.consume_front("^")) {
          check(inOptional && anchor.empty(), "one anchor per optional group");
          anchor = custom.args;
        }
        out.push_back(std::move(custom));
        continue;
      }
      if (text.consume_front("$")) {
        llvm::StringRef name = text.take_while(
            [](char c) { return llvm::isAlnum(c) || c == '_'; });
        text = text.drop_front(name.size());
        unsigned index = paramIndex(name);
        if (text.consume_front("^")) {
          check(inOptional && anchor.empty(), "one anchor per optional group");
          anchor = {index};
        }
        out.push_back({TypeFormatElement::Param, "", index});
        continue;
      }
      if (text.consume_front("(")) {
        TypeFormatElement group{TypeFormatElement::Optional};
        parseElements(group.children, /*inOptional=*/true, group.args);
        skipSpace();
        bool closed = text.consume_front(")");
        skipSpace();
        bool optional = text.consume_front("?");
        check(closed && optional && !group.args.empty(),
              "an optional group is `( ... $anchor^ ... )?`");
        out.push_back(std::move(group));
        continue;
      }
      check(false, "unexpected character");
      return;
    }
  }

  unsigned paramIndex(llvm::StringRef name) {
    for (unsigned i = 0; i < params.size(); ++i)
      if (params[i].name == name)
        return i;
    check(false, "a parameter the definition does not declare");
    return 0;
  }

  llvm::StringRef format;
  llvm::StringRef text;
  llvm::ArrayRef<ParamSpec> params;
  llvm::ArrayRef<ParamDirective> directives;
};

/// MLIR's generated printers: whether a literal gets a space before it.
bool shouldEmitSpaceBefore(llvm::StringRef value, bool lastWasPunctuation) {
  if (value.size() != 1 && value != "->")
    return true;
  if (lastWasPunctuation)
    return !llvm::StringRef(">)}],").contains(value.front());
  return !llvm::StringRef("<>(){}[],").contains(value.front());
}

class FormatPrinter {
public:
  FormatPrinter(ParamView params, llvm::ArrayRef<ParamDirective> directives,
                DialectAsmPrinter &printer)
      : params(params), directives(directives), printer(printer) {}

  void print(const std::vector<TypeFormatElement> &elements) {
    for (const TypeFormatElement &e : elements) {
      switch (e.kind) {
      case TypeFormatElement::Literal:
        printLiteral(e.literal);
        break;
      case TypeFormatElement::Param:
        if (shouldEmitSpace || !lastWasPunctuation)
          printer << ' ';
        printParam(e.param);
        shouldEmitSpace = true;
        lastWasPunctuation = false;
        break;
      case TypeFormatElement::Optional:
        if (llvm::any_of(e.args, [&](unsigned param) {
              return isParamPresent(params, param);
            }))
          print(e.children);
        break;
      case TypeFormatElement::Custom:
        if (shouldEmitSpace || !lastWasPunctuation)
          printer << ' ';
        directives[e.param].print(printer, params, e.args);
        shouldEmitSpace = true;
        lastWasPunctuation = false;
        break;
      case TypeFormatElement::Space:
        // MLIR's whitespace printer: the space, and nothing added after.
        printer << ' ';
        shouldEmitSpace = false;
        lastWasPunctuation = true;
        break;
      }
    }
  }

private:
  void printLiteral(llvm::StringRef value) {
    if (shouldEmitSpace && shouldEmitSpaceBefore(value, lastWasPunctuation))
      printer << ' ';
    printer << value;
    lastWasPunctuation = value.front() != '_' && !llvm::isAlpha(value.front());
    shouldEmitSpace =
        value.size() != 1 || !llvm::StringRef("<({[").contains(value.front());
  }

  void printInt(const ParamSpec &spec, int64_t value) {
    if (spec.isUnsigned)
      printer << uint64_t(value);
    else
      printer << value;
  }

  void printParam(unsigned i) {
    const ParamSpec &spec = params.getSpecs()[i];
    auto comma = [&](auto range, auto each) {
      llvm::interleave(range, each, [&] { printer << ", "; });
    };
    switch (spec.kind) {
    case ParamKind::Int:
      return printInt(spec, params.getInt(i));
    case ParamKind::String:
      return printer.printString(params.getString(i).getValue());
    case ParamKind::Type:
      return printer.printType(params.getType(i));
    case ParamKind::Attr:
      return printer.printAttribute(params.getAttr(i));
    case ParamKind::TypeArray:
      return comma(params.getTypes(i), [&](Type t) { printer.printType(t); });
    case ParamKind::AttrArray:
      return comma(params.getAttrs(i),
                   [&](Attribute a) { printer.printAttribute(a); });
    case ParamKind::IntArray:
      return comma(params.getInts(i), [&](int64_t v) { printInt(spec, v); });
    }
  }

  ParamView params;
  llvm::ArrayRef<ParamDirective> directives;
  DialectAsmPrinter &printer;
  // The state of MLIR's generated printers, which starts as if after `<`.
  bool shouldEmitSpace = false;
  bool lastWasPunctuation = true;
};
} // namespace

const TypeFormat &
terrace::getTypeFormat(const char *format, llvm::ArrayRef<ParamSpec> params,
                       llvm::ArrayRef<ParamDirective> directives) {
  static std::mutex mutex;
  static llvm::DenseMap<const char *, std::unique_ptr<TypeFormat>> cache;
  std::lock_guard<std::mutex> lock(mutex);
  std::unique_ptr<TypeFormat> &slot = cache[format];
  if (!slot) {
    slot = std::make_unique<TypeFormat>();
    slot->elements = FormatCompiler(format, params, directives).compile();
  }
  return *slot;
}

bool terrace::isParamPresent(ParamView params, unsigned i) {
  switch (params.getSpecs()[i].kind) {
  case ParamKind::Int:
    return params.getInt(i) != 0;
  case ParamKind::String:
    return !params.getString(i).getValue().empty();
  case ParamKind::Type:
    return bool(params.getType(i));
  case ParamKind::Attr:
    return bool(params.getAttr(i));
  case ParamKind::TypeArray:
    return !params.getTypes(i).empty();
  case ParamKind::AttrArray:
    return !params.getAttrs(i).empty();
  case ParamKind::IntArray:
    return !params.getInts(i).empty();
  }
  return false;
}

void terrace::printWithFormat(const TypeFormat &format, ParamView params,
                              llvm::ArrayRef<ParamDirective> directives,
                              DialectAsmPrinter &printer) {
  FormatPrinter(params, directives, printer).print(format.elements);
}
