//===- DeclarativeFormat.cpp - Compiling, printing and parsing formats ----===//
#include "text/DeclarativeFormat.h"
#include "ir/Context.h"
#include "ir/OpSignature.h"
#include "text/OpAsm.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/ErrorHandling.h"

#include <memory>
#include <mutex>

using namespace terrace;

namespace {
/// One element of a compiled format.
struct Element {
  enum Kind {
    Literal,             ///< `text`
    Operand,             ///< $operandGroup
    Attr,                ///< $property
    TypeOf,              ///< type($group): operand group, or result group
    AllOperandTypes,     ///< type(operands)
    AllResultTypes,      ///< type(results)
    FunctionalType,      ///< functional-type(operands, results)
    AttrDict,            ///< attr-dict
    AttrDictWithKeyword, ///< attr-dict-with-keyword
    Optional,            ///< ( ... )?
  } kind;
  llvm::StringRef text;  ///< the literal
  int index = -1;        ///< group or attribute index in the signature
  bool ofResult = false; ///< TypeOf names a result group
  bool spaceBefore = true;
  /// Optional group: its elements, and which of them is the anchor.
  std::vector<Element> children;
  int anchor = -1;
};

struct Format {
  std::vector<Element> elements;
  /// Properties the format spells (left out of attr-dict).
  llvm::SmallVector<llvm::StringRef, 4> spelledAttrs;
  /// Which operand / result groups have their types spelled.
  llvm::SmallVector<bool, 4> operandTyped, resultTyped;
};

/// Compiles a format string; a malformed one is a bug in an op table.
class FormatCompiler {
public:
  FormatCompiler(const OpDefinition &def) : def(def), text(def.format) {}

  std::unique_ptr<Format> compile() {
    auto f = std::make_unique<Format>();
    format = f.get();
    const OpSignature *sig = def.signature;
    format->operandTyped.assign(sig ? sig->operands.size() : 0, false);
    format->resultTyped.assign(sig ? sig->results.size() : 0, false);
    parseSequence(format->elements, /*inGroup=*/false);
    bool shouldEmitSpace = true, lastWasPunctuation = false;
    assignSpaces(format->elements, shouldEmitSpace, lastWasPunctuation);
    return f;
  }

private:
  [[noreturn]] void fail(const llvm::Twine &msg) {
    llvm::report_fatal_error("bad assembly format of '" + def.name +
                             "': " + msg);
  }
  void skipSpaces() {
    while (pos < text.size() && text[pos] == ' ')
      ++pos;
  }
  bool consume(llvm::StringRef s) {
    skipSpaces();
    if (!text.substr(pos).starts_with(s))
      return false;
    pos += s.size();
    return true;
  }
  llvm::StringRef identifier() {
    skipSpaces();
    size_t start = pos;
    while (pos < text.size() &&
           (llvm::isAlnum(text[pos]) || text[pos] == '_' || text[pos] == '-'))
      ++pos;
    return text.slice(start, pos);
  }

  /// `$name` as an operand group or a property.
  Element variable(llvm::StringRef name) {
    Element e{Element::Operand};
    const OpSignature *sig = def.signature;
    if (!sig)
      fail("no signature for $" + name);
    if ((e.index = findValueGroup(*sig, false, name)) >= 0)
      return e;
    for (unsigned i = 0; i < sig->attributes.size(); ++i)
      if (sig->attributes[i].name == name) {
        e.kind = Element::Attr;
        e.index = int(i);
        format->spelledAttrs.push_back(name);
        return e;
      }
    fail("unknown variable $" + name);
  }

  void parseSequence(std::vector<Element> &out, bool inGroup) {
    while (true) {
      skipSpaces();
      if (pos >= text.size() || (inGroup && text[pos] == ')'))
        return;
      char c = text[pos];
      if (c == '`') {
        size_t end = text.find('`', pos + 1);
        if (end == llvm::StringRef::npos)
          fail("unterminated literal");
        Element e{Element::Literal};
        e.text = text.slice(pos + 1, end);
        pos = end + 1;
        out.push_back(e);
      } else if (c == '$') {
        ++pos;
        out.push_back(variable(identifier()));
      } else if (c == '^') {
        ++pos;
        if (!inGroup || out.empty())
          fail("'^' outside an optional group");
        anchorIndex = int(out.size()) - 1;
      } else if (c == '(') {
        ++pos;
        Element group{Element::Optional};
        int outerAnchor = anchorIndex;
        anchorIndex = -1;
        parseSequence(group.children, /*inGroup=*/true);
        if (!consume(")") || !consume("?"))
          fail("optional group must end with ')?'");
        if (anchorIndex < 0)
          fail("optional group without an anchor");
        group.anchor = anchorIndex;
        anchorIndex = outerAnchor;
        out.push_back(std::move(group));
      } else {
        llvm::StringRef word = identifier();
        if (word == "attr-dict") {
          out.push_back(Element{Element::AttrDict});
        } else if (word == "attr-dict-with-keyword") {
          out.push_back(Element{Element::AttrDictWithKeyword});
        } else if (word == "type") {
          if (!consume("("))
            fail("expected '(' after type");
          Element e{Element::TypeOf};
          if (consume("$")) {
            llvm::StringRef name = identifier();
            if ((e.index = findValueGroup(*def.signature, false, name)) >= 0) {
              format->operandTyped[e.index] = true;
            } else if ((e.index = findValueGroup(*def.signature, true, name)) >=
                       0) {
              e.ofResult = true;
              format->resultTyped[e.index] = true;
            } else {
              fail("unknown type($" + name + ")");
            }
          } else {
            llvm::StringRef what = identifier();
            e.kind = what == "operands" ? Element::AllOperandTypes
                                        : Element::AllResultTypes;
            auto &typed =
                what == "operands" ? format->operandTyped : format->resultTyped;
            typed.assign(typed.size(), true);
          }
          if (!consume(")"))
            fail("expected ')' after type(");
          out.push_back(e);
        } else if (word == "functional-type") {
          if (!consume("(") || identifier() != "operands" || !consume(",") ||
              identifier() != "results" || !consume(")"))
            fail("expected functional-type(operands, results)");
          format->operandTyped.assign(format->operandTyped.size(), true);
          format->resultTyped.assign(format->resultTyped.size(), true);
          out.push_back(Element{Element::FunctionalType});
        } else {
          fail("unexpected '" + text.substr(pos, 10) + "'");
        }
      }
    }
  }

  /// MLIR's spacing rules, decided once from the element sequence.
  static bool spaceBeforeLiteral(llvm::StringRef value, bool lastWasPunctuation,
                                 bool lastWasKeyword) {
    if (value.size() != 1 && value != "->")
      return true;
    // `to [` (math.clampf): a bracket after a keyword keeps its space.
    if (lastWasKeyword && (value == "[" || value == "("))
      return true;
    if (lastWasPunctuation)
      return !llvm::StringRef(">)}],").contains(value.front());
    return !llvm::StringRef("<>(){}[],").contains(value.front());
  }
  void assignSpaces(std::vector<Element> &elements, bool &shouldEmitSpace,
                    bool &lastWasPunctuation) {
    for (Element &e : elements) {
      bool lastWasKeyword = lastKeyword;
      lastKeyword = e.kind == Element::Literal && !e.text.empty() &&
                    llvm::isAlpha(e.text.front());
      switch (e.kind) {
      case Element::Literal:
        if (e.text.empty()) { // `` glues the next element on
          e.spaceBefore = false;
          shouldEmitSpace = false;
          lastWasPunctuation = true;
          break;
        }
        e.spaceBefore =
            shouldEmitSpace &&
            spaceBeforeLiteral(e.text, lastWasPunctuation, lastWasKeyword);
        shouldEmitSpace = e.text.size() != 1 ||
                          !llvm::StringRef("<({[").contains(e.text.front());
        lastWasPunctuation =
            e.text.front() != '_' && !llvm::isAlpha(e.text.front());
        break;
      case Element::Optional:
        e.spaceBefore = false;
        assignSpaces(e.children, shouldEmitSpace, lastWasPunctuation);
        break;
      case Element::AttrDict:
      case Element::AttrDictWithKeyword:
        e.spaceBefore = false; // the dictionary brings its own space
        shouldEmitSpace = true;
        lastWasPunctuation = false;
        break;
      default:
        e.spaceBefore = shouldEmitSpace || !lastWasPunctuation;
        shouldEmitSpace = true;
        lastWasPunctuation = false;
        break;
      }
    }
  }

  const OpDefinition &def;
  llvm::StringRef text;
  size_t pos = 0;
  Format *format = nullptr;
  int anchorIndex = -1;
  bool lastKeyword = false;
};
} // namespace

/// The compiled format of `def`, compiled on first use. Formats live as
/// long as the process (op tables are static).
static const Format &getFormat(const OpDefinition &def) {
  static thread_local llvm::DenseMap<const OpDefinition *, const Format *>
      localCache;
  if (const Format *f = localCache.lookup(&def))
    return *f;
  static std::mutex mutex;
  static llvm::DenseMap<const OpDefinition *, std::unique_ptr<Format>> cache;
  std::lock_guard<std::mutex> lock(mutex);
  std::unique_ptr<Format> &slot = cache[&def];
  if (!slot)
    slot = FormatCompiler(def).compile();
  localCache[&def] = slot.get();
  return *slot;
}

//===-- Printing ----------------------------------------------------------===//

namespace {
class FormatPrinter {
public:
  FormatPrinter(const OpDefinition &def, const Format &format, Operation *op,
                OpAsmPrinter &p)
      : def(def), format(format), op(op), p(p), os(p.getStream()) {}

  void print(const std::vector<Element> &elements) {
    for (const Element &e : elements)
      printElement(e);
  }

private:
  llvm::SmallVector<Value, 4> group(bool results, unsigned index) {
    auto [start, count] = getValueGroup(op, results, index);
    llvm::SmallVector<Value, 4> values;
    for (unsigned i = start; i < start + count; ++i)
      values.push_back(results ? op->getResult(i) : op->getOperand(i));
    return values;
  }
  Attribute attr(unsigned index) {
    return op->getInherentAttr(def.signature->attributes[index].name);
  }
  /// Whether an optional group's anchor is present.
  bool anchorPresent(const Element &anchor) {
    switch (anchor.kind) {
    case Element::Operand:
      return !group(false, anchor.index).empty();
    case Element::Attr: {
      Attribute a = attr(anchor.index);
      const AttrSpec &spec = def.signature->attributes[anchor.index];
      return a &&
             !(spec.defaultValue && a == spec.defaultValue(op->getContext()));
    }
    case Element::TypeOf:
      return !group(anchor.ofResult, anchor.index).empty();
    default:
      return true;
    }
  }

  void printElement(const Element &e) {
    if (e.kind == Element::Attr) {
      const AttrSpec &spec = def.signature->attributes[e.index];
      if (spec.constraint && spec.constraint->unit)
        return; // spelled by the keyword before it
    }
    if (e.spaceBefore)
      os << ' ';
    switch (e.kind) {
    case Element::Literal:
      os << e.text;
      break;
    case Element::Operand:
      p.printOperands(group(false, e.index));
      break;
    case Element::Attr: {
      Attribute a = attr(e.index);
      const AttrSpec &spec = def.signature->attributes[e.index];
      auto integer = llvm::dyn_cast_if_present<IntegerAttr>(a);
      if (spec.constraint && spec.constraint->keywordEnum && integer)
        os << spec.constraint->keywordEnum->spell(
            integer.getValue().getZExtValue());
      else if (auto en = llvm::dyn_cast_if_present<EnumAttr>(a))
        en.printBody(os);
      else
        p.printAttribute(a);
      break;
    }
    case Element::TypeOf: {
      llvm::SmallVector<Type, 4> types;
      for (Value v : group(e.ofResult, e.index))
        types.push_back(v.getType());
      p.printTypes(types);
      break;
    }
    case Element::AllOperandTypes:
      p.printTypes(op->getOperandTypes());
      break;
    case Element::AllResultTypes:
      p.printTypes(op->getResultTypes());
      break;
    case Element::FunctionalType:
      p.printFunctionalType(op->getOperandTypes(), op->getResultTypes());
      break;
    case Element::AttrDict:
    case Element::AttrDictWithKeyword: {
      llvm::SmallVector<llvm::StringRef, 8> elided(format.spelledAttrs.begin(),
                                                   format.spelledAttrs.end());
      // Properties equal to their default are not spelled.
      if (def.signature)
        for (const AttrSpec &spec : def.signature->attributes)
          if (spec.defaultValue && op->getInherentAttr(spec.name) ==
                                       spec.defaultValue(op->getContext()))
            elided.push_back(spec.name);
      if (e.kind == Element::AttrDict)
        p.printOptionalAttrDict(op->getAllAttrs(), elided);
      else
        p.printOptionalAttrDictWithKeyword(op->getAllAttrs(), elided);
      break;
    }
    case Element::Optional:
      if (anchorPresent(e.children[e.anchor]))
        print(e.children);
      break;
    }
  }

  const OpDefinition &def;
  const Format &format;
  Operation *op;
  OpAsmPrinter &p;
  llvm::raw_ostream &os;
};
} // namespace

void terrace::printWithFormat(const OpDefinition &def, Operation *op,
                              OpAsmPrinter &p) {
  const Format &format = getFormat(def);
  FormatPrinter(def, format, op, p).print(format.elements);
}

//===-- Parsing -----------------------------------------------------------===//

namespace {
class FormatParser {
public:
  FormatParser(const OpDefinition &def, const Format &format,
               OpAsmParser &parser, OperationState &state)
      : def(def), format(format), parser(parser), state(state),
        ctx(parser.getContext()) {
    unsigned nOperands = def.signature ? def.signature->operands.size() : 0;
    unsigned nResults = def.signature ? def.signature->results.size() : 0;
    operands.resize(nOperands);
    operandTypes.resize(nOperands);
    resultTypes.resize(nResults);
  }

  ParseResult parse() {
    if (parseSequence(format.elements))
      return failure();
    return resolve();
  }

private:
  ParseResult parseLiteral(llvm::StringRef text) {
    if (text.empty())
      return success();
    if (std::optional<ParseResult> result = parser.parsePunctuation(text))
      return *result;
    return parser.parseKeyword(text);
  }
  /// Whether the group starting with `first` is present (consumes a
  /// leading literal when it is).
  bool groupPresent(const Element &first) {
    switch (first.kind) {
    case Element::Literal:
      if (parser.parseOptionalPunctuation(first.text))
        return true;
      return parser.parseOptionalKeyword(first.text);
    case Element::Operand:
      return parser.isNextOperand();
    case Element::Attr: {
      // Present when the next keyword is one of the enum's cases.
      const AttrConstraint *c =
          def.signature->attributes[first.index].constraint;
      if (!c || !c->keywordEnum)
        return false;
      llvm::StringRef word;
      if (!parser.peekKeyword(word))
        return false;
      for (const EnumCase &ec : c->keywordEnum->cases)
        if (ec.name == word)
          return true;
      return false;
    }
    default:
      return false;
    }
  }

  ParseResult parseSequence(const std::vector<Element> &elements) {
    for (const Element &e : elements) {
      if (e.kind == Element::Optional) {
        if (!groupPresent(e.children.front()))
          continue;
        std::vector<Element> rest(
            e.children.begin() + (e.children.front().kind == Element::Literal),
            e.children.end());
        if (parseSequence(rest))
          return failure();
        continue;
      }
      if (parseElement(e))
        return failure();
    }
    return success();
  }

  ParseResult parseTypes(llvm::SmallVectorImpl<Type> &types, bool single) {
    if (single) {
      Type t;
      if (parser.parseType(t))
        return failure();
      types.push_back(t);
      return success();
    }
    return parser.parseTypeList(types);
  }

  ParseResult parseElement(const Element &e) {
    switch (e.kind) {
    case Element::Literal:
      return parseLiteral(e.text);
    case Element::Operand: {
      const ValueSpec &spec = def.signature->operands[e.index];
      operandLocs.push_back(parser.getCurrentLocation());
      if (spec.arity == Arity::Single) {
        OpAsmParser::UnresolvedOperand operand;
        if (parser.parseOperand(operand))
          return failure();
        operands[e.index].push_back(operand);
        return success();
      }
      return parser.parseOperandList(operands[e.index]);
    }
    case Element::Attr: {
      const AttrSpec &spec = def.signature->attributes[e.index];
      Attribute a;
      const AttrConstraint *c = spec.constraint;
      if (c && c->unit) {
        a = UnitAttr::get(ctx);
      } else if (c && c->keywordEnum) {
        if (parser.parseEnumKeyword(*c->keywordEnum, c->keywordWidth, spec.name,
                                    a))
          return failure();
      } else if (c && c->enumAttr) {
        if (parser.parseEnumBody(*c->enumAttr, a))
          return failure();
      } else if (parser.parseAttribute(a)) {
        return failure();
      }
      state.addAttribute(StringAttr::get(ctx, spec.name), a);
      return success();
    }
    case Element::TypeOf: {
      const ValueSpec &spec = e.ofResult ? def.signature->results[e.index]
                                         : def.signature->operands[e.index];
      auto &types = e.ofResult ? resultTypes[e.index] : operandTypes[e.index];
      if (!e.ofResult)
        typeLoc = parser.getCurrentLocation();
      return parseTypes(types, spec.arity == Arity::Single);
    }
    case Element::AllOperandTypes:
    case Element::AllResultTypes: {
      llvm::SmallVector<Type, 4> types;
      if (e.kind == Element::AllOperandTypes)
        typeLoc = parser.getCurrentLocation();
      if (parser.parseTypeList(types))
        return failure();
      (e.kind == Element::AllOperandTypes ? allOperandTypes : allResultTypes) =
          std::move(types);
      return success();
    }
    case Element::FunctionalType: {
      FunctionType type;
      typeLoc = parser.getCurrentLocation();
      if (parser.parseFunctionType(type))
        return failure();
      allOperandTypes.assign(type.getInputs().begin(), type.getInputs().end());
      allResultTypes.assign(type.getResults().begin(), type.getResults().end());
      return success();
    }
    case Element::AttrDict:
      return parser.parseOptionalAttrDict(state.attributes);
    case Element::AttrDictWithKeyword:
      return parser.parseOptionalAttrDictWithKeyword(state.attributes);
    case Element::Optional:
      return failure(); // handled by parseSequence
    }
    return failure();
  }

  /// Fills in the types the format did not spell and resolves operands.
  ParseResult resolve() {
    llvm::SMLoc loc = typeLoc.isValid() ? typeLoc : parser.getNameLoc();
    // Flatten spelled types.
    llvm::SmallVector<Type, 4> inTypes, outTypes;
    llvm::SmallVector<OpAsmParser::UnresolvedOperand, 4> flat;
    for (auto &list : operands)
      flat.append(list.begin(), list.end());
    if (!allOperandTypes.empty() || format.operandTyped.empty() ||
        llvm::all_of(format.operandTyped, [](bool b) { return b; })) {
      if (!allOperandTypes.empty())
        inTypes = allOperandTypes;
      else
        for (auto &t : operandTypes)
          inTypes.append(t.begin(), t.end());
    }
    if (!allResultTypes.empty()) {
      outTypes = allResultTypes;
    } else {
      bool allTyped =
          llvm::all_of(format.resultTyped, [](bool b) { return b; });
      if (allTyped)
        for (auto &t : resultTypes)
          outTypes.append(t.begin(), t.end());
    }
    bool operandsKnown =
        inTypes.size() == flat.size() && (flat.empty() || !inTypes.empty());
    if (!operandsKnown) {
      // Operand groups the format did not type take a spelled type.
      Type known;
      for (auto &t : operandTypes)
        if (!t.empty() && !known)
          known = t.front();
      // Else the first spelled result type (MLIR's AllTypesMatch with a
      // result: addui_extended's sum).
      if (!known)
        for (auto &t : resultTypes)
          if (!t.empty() && !known)
            known = t.front();
      bool allBuildable = true;
      for (unsigned g = 0; g < operands.size(); ++g) {
        const TypeConstraint *c = def.signature->operands[g].type;
        allBuildable &= operands[g].empty() || !operandTypes[g].empty() ||
                        (c && c->buildable);
      }
      if (!known && !allBuildable)
        return parser.emitError(loc, "cannot infer the operand types");
      inTypes.clear();
      for (unsigned g = 0; g < operands.size(); ++g) {
        const TypeConstraint *c = def.signature->operands[g].type;
        if (!operandTypes[g].empty())
          inTypes.append(operandTypes[g].begin(), operandTypes[g].end());
        else if (c && c->buildable)
          inTypes.append(operands[g].size(), c->buildable(ctx));
        else
          inTypes.append(operands[g].size(), known);
      }
    }
    if (outTypes.size() !=
            (def.signature ? def.signature->results.size() : 0) &&
        allResultTypes.empty()) {
      outTypes.clear();
      if (failed(inferResultTypes(def, ctx, inTypes,
                                  def.signature->results.size(), outTypes))) {
        if (def.inferResultTypes)
          return parser.emitError(loc, "cannot infer the result types");
        // No rule: the types the format spelled.
        outTypes.clear();
        for (auto &t : resultTypes)
          outTypes.append(t.begin(), t.end());
      }
    }
    if (flat.size() != inTypes.size())
      return parser.emitError(loc, llvm::Twine(flat.size()) +
                                       " operands present, but expected " +
                                       llvm::Twine(inTypes.size()));
    if (parser.resolveOperands(flat, inTypes, loc, state.operands))
      return failure();
    state.types.append(outTypes.begin(), outTypes.end());
    return success();
  }

  const OpDefinition &def;
  const Format &format;
  OpAsmParser &parser;
  OperationState &state;
  Context &ctx;
  std::vector<llvm::SmallVector<OpAsmParser::UnresolvedOperand, 2>> operands;
  std::vector<llvm::SmallVector<Type, 2>> operandTypes, resultTypes;
  llvm::SmallVector<Type, 4> allOperandTypes, allResultTypes;
  llvm::SmallVector<llvm::SMLoc, 4> operandLocs;
  llvm::SMLoc typeLoc;
};
} // namespace

ParseResult terrace::parseWithFormat(const OpDefinition &def,
                                     OpAsmParser &parser,
                                     OperationState &state) {
  return FormatParser(def, getFormat(def), parser, state).parse();
}
