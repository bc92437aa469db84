//===- FormatCompiler.cpp - Declarative op formats, compiled --------------===//
//
// Reads an op's format string (MLIR's assemblyFormat language) into the
// elements of FormatElements.h, with MLIR's spacing decided once.
//
//===----------------------------------------------------------------------===//
#include "ir/OpSignature.h"
#include "text/FormatElements.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/ErrorHandling.h"

#include <memory>
#include <mutex>
#include <tuple>
#include <utility>

using namespace terrace;
using namespace terrace::format;

namespace {
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
    // The count of a variadic region or successor group is what the single
    // ones leave: with two such groups it is unknown.
    auto variadicCount = [](auto specs) {
      return llvm::count_if(specs, [](const auto &s) { return s.variadic; });
    };
    if (sig &&
        (variadicCount(sig->regions) > 1 || variadicCount(sig->successors) > 1))
      fail("more than one variadic region or successor group");
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
  Element variable(llvm::StringRef name, bool inCustom = false) {
    Element e{Element::Operand};
    const OpSignature *sig = def.signature;
    if (!sig)
      fail("no signature for $" + name);
    if ((e.index = findValueGroup(*sig, false, name)) >= 0) {
      // Only code knows how a group of groups is spelled (MLIR's rule too).
      if (!inCustom && !sig->operands[e.index].subgroupSizes.empty())
        fail("$" + name +
             " is a group of groups: spell it in a custom "
             "directive");
      return e;
    }
    for (unsigned i = 0; i < sig->attributes.size(); ++i)
      if (sig->attributes[i].name == name) {
        e.kind = Element::Attr;
        e.index = int(i);
        format->spelledAttrs.push_back(name);
        return e;
      }
    for (unsigned i = 0; i < sig->regions.size(); ++i)
      if (sig->regions[i].name == name) {
        e.kind = Element::Region;
        e.index = int(i);
        return e;
      }
    for (unsigned i = 0; i < sig->successors.size(); ++i)
      if (sig->successors[i].name == name) {
        e.kind = Element::Successor;
        e.index = int(i);
        return e;
      }
    fail("unknown variable $" + name);
  }

  /// Variables the format has read so far (what ref(...) may name).
  static std::tuple<int, int, bool> key(const Element &e) {
    return {int(e.kind), e.index, e.ofResult};
  }
  void markBound(const Element &e) { bound.push_back(key(e)); }
  bool isBound(const Element &e) const {
    return llvm::is_contained(bound, key(e));
  }

  /// An optional group is parsed when its first element is present: that
  /// element must be one whose presence the parser can see (MLIR rejects
  /// the others too).
  void checkGroupStart(const Element &first) {
    bool visible = false;
    switch (first.kind) {
    case Element::Literal:
    case Element::Operand:
    case Element::Region:
    case Element::Successor:
    case Element::AllRegions:
    case Element::AllSuccessors:
      visible = true;
      break;
    case Element::Attr:
      visible = !def.signature->attributes[first.index].constraint ||
                !def.signature->attributes[first.index].constraint->unit;
      break;
    default:
      break;
    }
    if (!visible)
      fail("an optional group must start with a literal, an operand, a "
           "region, a successor or a non-unit attribute");
  }

  /// `custom<Name>(args)`, after the `custom` keyword.
  Element customDirective() {
    Element e{Element::Custom};
    if (!consume("<"))
      fail("expected '<' after custom");
    e.text = identifier();
    if (!consume(">") || !consume("("))
      fail("expected custom<Name>(...)");
    for (unsigned i = 0; i < def.customDirectives.size(); ++i)
      if (def.customDirectives[i].name == e.text)
        e.index = int(i);
    if (e.index < 0)
      fail("no custom directive '" + e.text + "' in the op's row");
    if (consume(")"))
      return e;
    do {
      bool isRef = false;
      if (identifierAhead("ref")) {
        identifier();
        if (!consume("("))
          fail("expected '(' after ref");
        isRef = true;
      }
      Element arg;
      if (consume("$")) {
        // A ref does not spell the variable: keep attr-dict's view.
        size_t spelled = format->spelledAttrs.size();
        arg = variable(identifier(), /*inCustom=*/true);
        if (isRef)
          format->spelledAttrs.resize(spelled);
        // The directive gives a group of groups its inner sizes.
        else if (arg.kind == Element::Operand)
          if (llvm::StringRef sizes =
                  def.signature->operands[arg.index].subgroupSizes;
              !sizes.empty())
            format->spelledAttrs.push_back(sizes);
      } else if (identifier() == "type") {
        arg = isRef ? refTypeDirective() : typeDirective();
      } else {
        fail("custom directive arguments are $name or type($name)");
      }
      arg.isRef = isRef;
      if (isRef && !consume(")"))
        fail("expected ')' after ref(");
      if (isRef && !isBound(arg))
        fail("'ref' of a variable not bound by a prior directive");
      if (!isRef)
        markBound(arg);
      e.children.push_back(std::move(arg));
    } while (consume(","));
    if (!consume(")"))
      fail("expected ')' after custom directive arguments");
    return e;
  }
  bool identifierAhead(llvm::StringRef word) {
    skipSpaces();
    return text.substr(pos).starts_with(word) &&
           (pos + word.size() >= text.size() ||
            !llvm::isAlnum(text[pos + word.size()]));
  }
  /// type($x) inside ref(): read, so it does not count as spelled.
  Element refTypeDirective() {
    auto operandTyped = format->operandTyped;
    auto resultTyped = format->resultTyped;
    Element e = typeDirective();
    format->operandTyped = operandTyped;
    format->resultTyped = resultTyped;
    return e;
  }

  /// `type(...)`, after the `type` keyword.
  Element typeDirective() {
    if (!def.signature)
      fail("no signature for type(...)");
    if (!consume("("))
      fail("expected '(' after type");
    Element e{Element::TypeOf};
    if (consume("$")) {
      llvm::StringRef name = identifier();
      if ((e.index = findValueGroup(*def.signature, false, name)) >= 0) {
        format->operandTyped[e.index] = true;
      } else if ((e.index = findValueGroup(*def.signature, true, name)) >= 0) {
        e.ofResult = true;
        format->resultTyped[e.index] = true;
      } else {
        fail("unknown type($" + name + ")");
      }
    } else {
      llvm::StringRef what = identifier();
      if (what != "operands" && what != "results")
        fail("type() takes $name, operands or results, not '" + what + "'");
      e.kind = what == "operands" ? Element::AllOperandTypes
                                  : Element::AllResultTypes;
      auto &typed =
          what == "operands" ? format->operandTyped : format->resultTyped;
      typed.assign(typed.size(), true);
    }
    if (!consume(")"))
      fail("expected ')' after type(");
    return e;
  }

  void parseSequence(std::vector<Element> &out, bool inGroup) {
    while (true) {
      skipSpaces();
      if (pos >= text.size() ||
          (inGroup && (text[pos] == ')' || text[pos] == '|')))
        return;
      char c = text[pos];
      if (c == '`') {
        size_t end = text.find('`', pos + 1);
        if (end == llvm::StringRef::npos)
          fail("unterminated literal");
        Element e{Element::Literal};
        e.text = text.slice(pos + 1, end);
        if (e.text == "\\n")
          e.kind = Element::Newline;
        pos = end + 1;
        out.push_back(e);
      } else if (c == '$') {
        ++pos;
        out.push_back(variable(identifier()));
        markBound(out.back());
      } else if (c == '^') {
        ++pos;
        if (!inGroup || out.empty() || inClause)
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
        checkGroupStart(group.children.front());
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
          out.push_back(typeDirective());
          markBound(out.back());
        } else if (word == "operands") {
          out.push_back(Element{Element::AllOperands});
        } else if (word == "regions") {
          out.push_back(Element{Element::AllRegions});
        } else if (word == "successors") {
          out.push_back(Element{Element::AllSuccessors});
        } else if (word == "prop-dict") {
          format->hasPropDict = true;
          out.push_back(Element{Element::PropDict});
        } else if (word == "oilist") {
          // oilist(`kw` elements | `kw2` elements ...): clauses in any
          // order, each at most once.
          if (!consume("("))
            fail("expected '(' after oilist");
          Element list{Element::OIList};
          do {
            Element clause{Element::Optional};
            bool outerClause = std::exchange(inClause, true);
            parseSequence(clause.children, /*inGroup=*/true);
            inClause = outerClause;
            if (clause.children.empty() ||
                clause.children.front().kind != Element::Literal)
              fail("each oilist clause starts with a literal");
            list.children.push_back(std::move(clause));
          } while (consume("|"));
          if (!consume(")"))
            fail("expected ')' to end oilist");
          out.push_back(std::move(list));
        } else if (word == "custom") {
          out.push_back(customDirective());
        } else if (word == "qualified") {
          // qualified($attr) or qualified(type($x)): types print in full
          // anyway; an attribute keeps its dialect prefix.
          if (!consume("("))
            fail("expected '(' after qualified");
          Element e;
          if (consume("$"))
            e = variable(identifier());
          else if (identifier() == "type")
            e = typeDirective();
          else
            fail("qualified takes $name or type($name)");
          if (!consume(")"))
            fail("expected ')' after qualified(");
          if (e.kind != Element::Attr && e.kind != Element::TypeOf)
            fail("qualified takes an attribute or type($name)");
          e.qualified = true;
          markBound(e);
          out.push_back(e);
        } else if (word == "functional-type") {
          // functional-type(operands, results), or with the op's only
          // operand and result groups named: ($operands, results).
          Element e{Element::FunctionalType};
          auto allOf = [&](bool results) {
            if (!consume("$"))
              return identifier() == (results ? "results" : "operands");
            int group = findValueGroup(*def.signature, results, identifier());
            // A named operand group is resolved on its own (MLIR's words
            // differ: "number of operands and types do not match").
            if (!results)
              e.index = group;
            return group >= 0 &&
                   (results ? def.signature->results : def.signature->operands)
                           .size() == 1;
          };
          if (!consume("(") || !allOf(false) || !consume(",") || !allOf(true) ||
              !consume(")"))
            fail("expected functional-type(operands, results)");
          format->operandTyped.assign(format->operandTyped.size(), true);
          format->resultTyped.assign(format->resultTyped.size(), true);
          out.push_back(e);
        } else {
          fail("unexpected '" + text.substr(pos, 10) + "'");
        }
      }
    }
  }

  /// MLIR's spacing rules, decided once from the element sequence.
  static bool spaceBeforeLiteral(llvm::StringRef value,
                                 bool lastWasPunctuation) {
    if (value.size() != 1 && value != "->")
      return true;
    if (lastWasPunctuation)
      return !llvm::StringRef(">)}],").contains(value.front());
    return !llvm::StringRef("<>(){}[],").contains(value.front());
  }
  void assignSpaces(std::vector<Element> &elements, bool &shouldEmitSpace,
                    bool &lastWasPunctuation) {
    for (Element &e : elements) {
      switch (e.kind) {
      case Element::Literal:
        if (e.text.empty()) { // `` glues the next element on
          e.spaceBefore = false;
          shouldEmitSpace = false;
          lastWasPunctuation = true;
          break;
        }
        if (e.text == " ") { // ` ` is one space, whatever comes next
          e.spaceBefore = false;
          shouldEmitSpace = false;
          lastWasPunctuation = false;
          break;
        }
        e.spaceBefore =
            shouldEmitSpace && spaceBeforeLiteral(e.text, lastWasPunctuation);
        shouldEmitSpace = e.text.size() != 1 ||
                          !llvm::StringRef("<({[").contains(e.text.front());
        lastWasPunctuation =
            e.text.front() != '_' && !llvm::isAlpha(e.text.front());
        break;
      case Element::Newline:
        // MLIR prints the line break and keeps its spacing state.
        e.spaceBefore = false;
        break;
      case Element::Optional:
        e.spaceBefore = false;
        assignSpaces(e.children, shouldEmitSpace, lastWasPunctuation);
        break;
      case Element::OIList:
        e.spaceBefore = false;
        for (Element &clause : e.children) {
          clause.spaceBefore = false;
          assignSpaces(clause.children, shouldEmitSpace, lastWasPunctuation);
        }
        break;
      case Element::AttrDict:
      case Element::AttrDictWithKeyword:
      case Element::PropDict:
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
  /// Inside an oilist clause, where `^` has no meaning.
  bool inClause = false;
  llvm::SmallVector<std::tuple<int, int, bool>, 8> bound;
};
} // namespace

const Format &format::getFormat(const OpDefinition &def) {
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
