//===- DeclarativeFormat.cpp - Printing and parsing with a format ---------===//
#include "text/DeclarativeFormat.h"
#include "ir/Context.h"
#include "ir/OpBase.h"
#include "ir/OpSignature.h"
#include "ir/Region.h"
#include "text/FormatElements.h"
#include "text/OpAsm.h"

#include <memory>

using namespace terrace;
using namespace terrace::format;

/// The first index and the count of group `index` among `numActual`
/// regions or successors, given which groups are variadic (at most one
/// variadic group takes what the single ones leave).
template <typename Spec>
static std::pair<unsigned, unsigned>
spanOf(llvm::ArrayRef<Spec> specs, unsigned index, unsigned numActual) {
  unsigned singles = 0;
  for (const Spec &spec : specs)
    singles += !spec.variadic;
  unsigned variadicCount = numActual > singles ? numActual - singles : 0;
  unsigned start = 0;
  for (unsigned i = 0; i < index; ++i)
    start += specs[i].variadic ? variadicCount : 1;
  return {start, specs[index].variadic ? variadicCount : 1};
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
  llvm::SmallVector<Region *, 2> regionGroup(unsigned index) {
    auto [start, count] =
        spanOf(def.signature->regions, index, op->getNumRegions());
    llvm::SmallVector<Region *, 2> regions;
    for (unsigned i = start; i < start + count && i < op->getNumRegions(); ++i)
      regions.push_back(&op->getRegion(i));
    return regions;
  }
  llvm::SmallVector<Block *, 2> successorsIn(unsigned start, unsigned count) {
    llvm::SmallVector<Block *, 2> blocks;
    for (unsigned i = start; i < start + count && i < op->getNumSuccessors();
         ++i)
      blocks.push_back(op->getSuccessor(i));
    return blocks;
  }
  llvm::SmallVector<Block *, 2> successorGroup(unsigned index) {
    auto [start, count] =
        spanOf(def.signature->successors, index, op->getNumSuccessors());
    return successorsIn(start, count);
  }
  /// Properties left for attr-dict or prop-dict: neither spelled nor
  /// equal to their default.
  void elidedProperties(llvm::SmallVectorImpl<llvm::StringRef> &elided) {
    elided.append(format.spelledAttrs.begin(), format.spelledAttrs.end());
    if (def.signature)
      for (const AttrSpec &spec : def.signature->attributes)
        if (spec.defaultValue && op->getInherentAttr(spec.name) ==
                                     spec.defaultValue(op->getContext()))
          elided.push_back(spec.name);
  }
  /// What a custom directive's argument names, to print.
  CustomDirectiveArg customArg(const Element &a) {
    CustomDirectiveArg arg{CustomDirectiveArg::Operands};
    arg.isRef = a.isRef;
    switch (a.kind) {
    case Element::Operand:
      arg.values = group(false, a.index);
      arg.groupSizes = subgroupSizes(a);
      break;
    case Element::TypeOf:
      arg.kind = CustomDirectiveArg::Types;
      for (Value v : group(a.ofResult, a.index))
        arg.types.push_back(v.getType());
      if (!a.ofResult)
        arg.groupSizes = subgroupSizes(a);
      break;
    case Element::Attr:
      arg.kind = CustomDirectiveArg::Attr;
      arg.attr = attr(a.index);
      break;
    case Element::Region:
      arg.kind = CustomDirectiveArg::Regions;
      arg.regions = regionGroup(a.index);
      break;
    case Element::Successor:
      arg.kind = CustomDirectiveArg::Successors;
      arg.successors = successorGroup(a.index);
      break;
    default:
      break;
    }
    return arg;
  }
  /// The inner sizes of operand group `a` when it is a group of groups.
  llvm::SmallVector<int32_t, 4> subgroupSizes(const Element &a) {
    llvm::SmallVector<int32_t, 4> sizes;
    llvm::StringRef name = def.signature->operands[a.index].subgroupSizes;
    if (name.empty())
      return sizes;
    if (auto attr = llvm::dyn_cast_if_present<DenseArrayAttr>(
            op->getInherentAttr(name)))
      for (int64_t i = 0; i < attr.size(); ++i)
        sizes.push_back(int32_t(attr.getInt(i)));
    return sizes;
  }
  void printOneRegion(Region &region) {
    if (!def.implicitTerminator)
      return p.printRegion(region);
    // MLIR leaves out an implicit terminator that takes nothing.
    bool printTerminator = true;
    if (!region.empty() && !region.front().empty()) {
      Operation &term = region.front().back();
      if (term.hasTrait(IsTerminator))
        printTerminator = !term.getAllAttrs().empty() ||
                          term.getNumOperands() != 0 ||
                          term.getNumResults() != 0;
    }
    p.printRegion(region, /*printEntryBlockArgs=*/true, printTerminator);
  }
  template <typename Range> void printRegions(Range &&regions) {
    llvm::interleaveComma(regions, os, [&](auto &&r) {
      if constexpr (std::is_pointer_v<std::decay_t<decltype(r)>>)
        printOneRegion(*r);
      else
        printOneRegion(r);
    });
  }
  template <typename Range> void printSuccessors(Range &&blocks) {
    llvm::interleaveComma(blocks, os, [&](Block *b) { p.printSuccessor(b); });
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
    case Element::Region:
      return llvm::any_of(regionGroup(anchor.index),
                          [](Region *r) { return !r->empty(); });
    case Element::Successor:
      return !successorGroup(anchor.index).empty();
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
    case Element::Newline:
      p.printNewline();
      break;
    case Element::Operand:
      p.printOperands(group(false, e.index));
      break;
    case Element::Attr: {
      Attribute a = attr(e.index);
      const AttrSpec &spec = def.signature->attributes[e.index];
      auto integer = llvm::dyn_cast_if_present<IntegerAttr>(a);
      auto string = llvm::dyn_cast_if_present<StringAttr>(a);
      if (spec.constraint && spec.constraint->enumAsInteger && integer)
        os << '<'
           << spec.constraint->enumAttr->spell(
                  integer.getValue().getZExtValue())
           << '>';
      else if (spec.constraint && spec.constraint->keywordEnum && integer)
        os << spec.constraint->keywordEnum->spell(
            integer.getValue().getZExtValue());
      else if (spec.constraint && spec.constraint->symbolName && string)
        p.printSymbolName(string.getValue());
      else if (spec.constraint && spec.constraint->valueType && integer)
        os << integer.getValue().getSExtValue();
      else if (auto array = llvm::dyn_cast_if_present<DenseArrayAttr>(a);
               array && spec.constraint && spec.constraint->denseArrayWidth) {
        os << '[';
        for (int64_t i = 0; i < array.size(); ++i)
          os << (i ? ", " : "") << array.getInt(i);
        os << ']';
      } else if (auto en = llvm::dyn_cast_if_present<EnumAttr>(a);
                 en && !e.qualified)
        en.printBody(os);
      else
        p.printAttribute(a);
      break;
    }
    case Element::Region:
      printRegions(regionGroup(e.index));
      break;
    case Element::AllRegions:
      printRegions(op->getRegions());
      break;
    case Element::Successor:
      printSuccessors(successorGroup(e.index));
      break;
    case Element::AllSuccessors:
      printSuccessors(successorsIn(0, op->getNumSuccessors()));
      break;
    case Element::Custom: {
      llvm::SmallVector<CustomDirectiveArg, 4> args;
      for (const Element &a : e.children)
        args.push_back(customArg(a));
      def.customDirectives[e.index].print(p, op, args);
      break;
    }
    case Element::PropDict: {
      llvm::SmallVector<llvm::StringRef, 8> elided;
      elidedProperties(elided);
      llvm::SmallVector<NamedAttribute, 4> props;
      if (def.signature)
        for (const AttrSpec &spec : def.signature->attributes)
          if (Attribute value = op->getInherentAttr(spec.name))
            if (!llvm::is_contained(elided, spec.name))
              props.push_back(
                  {StringAttr::get(op->getContext(), spec.name), value});
      if (props.empty())
        break;
      os << " <";
      p.printAttribute(DictionaryAttr::get(op->getContext(), props));
      os << '>';
      break;
    }
    case Element::TypeOf: {
      llvm::SmallVector<Type, 4> types;
      for (Value v : group(e.ofResult, e.index))
        types.push_back(v.getType());
      p.printTypes(types);
      break;
    }
    case Element::AllOperands:
      p.printOperands(op->getOperands());
      break;
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
      llvm::SmallVector<llvm::StringRef, 8> elided;
      elidedProperties(elided);
      // With prop-dict, attr-dict holds the discardable attributes alone.
      if (format.hasPropDict && def.signature)
        for (const AttrSpec &spec : def.signature->attributes)
          elided.push_back(spec.name);
      // Segment sizes follow from the groups the format spells.
      if (hasSegmentSizes(def, /*results=*/false))
        elided.push_back("operandSegmentSizes");
      if (hasSegmentSizes(def, /*results=*/true))
        elided.push_back("resultSegmentSizes");
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
    case Element::OIList:
      // A clause is printed when one of its variables is present.
      for (const Element &clause : e.children)
        if (llvm::any_of(clause.children, [&](const Element &c) {
              bool variable =
                  c.kind == Element::Operand || c.kind == Element::Attr ||
                  c.kind == Element::Region || c.kind == Element::Successor;
              return variable && anchorPresent(c);
            }))
          print(clause.children);
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
    operandLocs.resize(nOperands);
    operandTypes.resize(nOperands);
    resultTypes.resize(nResults);
    regions.resize(def.signature ? def.signature->regions.size() : 0);
    successors.resize(def.signature ? def.signature->successors.size() : 0);
  }

  ParseResult parse() {
    if (parseSequence(format.elements))
      return failure();
    preferAttrDictEntries();
    return resolve();
  }

private:
  /// As in MLIR, an inherent attribute the attr-dict spells wins over the
  /// same property spelled by the format (`{value = 2 : i32} 1`): other
  /// entries of its name go.
  void preferAttrDictEntries() {
    auto [first, last] = attrDictEntries;
    if (first == last)
      return;
    llvm::SmallVector<NamedAttribute, 4> kept;
    for (size_t i = 0; i < state.attributes.size(); ++i) {
      bool fromDict = i >= first && i < last;
      llvm::StringRef name = state.attributes[i].getName();
      bool shadowed =
          !fromDict &&
          llvm::any_of(
              llvm::ArrayRef(state.attributes).slice(first, last - first),
              [&](const NamedAttribute &a) { return a.getName() == name; });
      if (!shadowed)
        kept.push_back(state.attributes[i]);
    }
    state.attributes = std::move(kept);
  }

  /// As the parsers MLIR generates from a format: once the attr-dict is
  /// read, each inherent attribute it gave is checked against its
  /// constraint, reported at the dictionary.
  ParseResult verifyInherentAttrs(llvm::SMLoc loc) {
    if (!def.signature)
      return success();
    auto [first, last] = attrDictEntries;
    for (const AttrSpec &spec : def.signature->attributes) {
      if (!spec.constraint)
        continue;
      for (const NamedAttribute &attr :
           llvm::ArrayRef(state.attributes).slice(first, last - first))
        if (attr.getName() == spec.name &&
            !spec.constraint->accepts(attr.value))
          return parser.emitError(loc, "'" + def.name + "' op attribute '" +
                                           spec.name +
                                           "' failed to satisfy constraint: " +
                                           spec.constraint->summary);
    }
    return success();
  }

  ParseResult parseLiteral(llvm::StringRef text) {
    if (text.empty() || text == " ")
      return success();
    if (std::optional<ParseResult> result = parser.parsePunctuation(text))
      return *result;
    return parser.parseKeyword(text);
  }
  /// Whether the group starting with `first` is present; `consumed` says
  /// whether that element was read to find out (a leading literal, a
  /// symbol name).
  bool groupPresent(const Element &first, bool &consumed) {
    consumed = false;
    switch (first.kind) {
    case Element::Literal:
      consumed = parser.parseOptionalPunctuation(first.text) ||
                 parser.parseOptionalKeyword(first.text);
      return consumed;
    case Element::Operand:
      return parser.isNextOperand();
    case Element::Region:
    case Element::AllRegions:
      return parser.isNextRegion();
    case Element::Successor:
    case Element::AllSuccessors:
      return parser.isNextSuccessor();
    case Element::Attr: {
      const AttrSpec &spec = def.signature->attributes[first.index];
      if (spec.constraint && spec.constraint->symbolName) {
        StringAttr name;
        if (!parser.parseOptionalSymbolName(name))
          return false;
        state.addAttribute(StringAttr::get(ctx, spec.name), name);
        consumed = true;
        return true;
      }
      const AttrConstraint *c =
          def.signature->attributes[first.index].constraint;
      if (c && c->unit)
        return false;
      if (c && c->denseArrayWidth)
        return parser.isNextPunctuation("[");
      if (c && c->stringLiteral)
        return parser.isNextString();
      // An enum attribute's body, `<...>`, unless qualified.
      if (c && c->enumAttr && !first.qualified)
        return parser.isNextPunctuation("<");
      if (!c || !c->keywordEnum)
        return parser.isNextAttribute();
      // Present when the next keyword is one of the enum's cases.
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

  /// `<nsw, nuw>` of an enum kept as an integer (MLIR's EnumProp), with
  /// its parser's words for a bad case.
  ParseResult parseIntegerEnumBody(const AttrConstraint &c, Attribute &out) {
    const EnumSpec &spec = *c.enumAttr;
    uint64_t value = 0;
    if (parser.parseLess())
      return failure();
    do {
      llvm::SMLoc loc = parser.getCurrentLocation();
      llvm::StringRef word;
      std::optional<uint64_t> flag;
      if (!parser.peekKeyword(word))
        return parser.emitError(loc, llvm::Twine("expected keyword for ") +
                                         c.summary);
      flag = spec.parse({word});
      if (!flag) {
        std::string cases;
        for (const EnumCase &ec : spec.cases)
          cases += (cases.empty() ? "" : ", ") + ec.name.str();
        return parser.emitError(loc, "expected one of [" + cases + "] for " +
                                         c.summary + ", got: " + word);
      }
      (void)parser.parseKeyword(word); // peeked: cannot fail
      value |= *flag;
    } while (parser.parseOptionalComma());
    if (parser.parseGreater())
      return failure();
    out = IntegerAttr::get(
        IntegerType::get(parser.getContext(), c.keywordWidth), int64_t(value));
    return success();
  }

  ParseResult parseSequence(const std::vector<Element> &elements) {
    for (const Element &e : elements) {
      if (e.kind == Element::OIList) {
        if (parseOIList(e))
          return failure();
        continue;
      }
      if (e.kind == Element::Optional) {
        // Spacing literals (`` ` ``) are not what shows the group is there.
        size_t firstReal = 0;
        while (firstReal + 1 < e.children.size() &&
               e.children[firstReal].kind == Element::Literal &&
               (e.children[firstReal].text.empty() ||
                e.children[firstReal].text == " "))
          ++firstReal;
        bool consumed = false;
        if (!groupPresent(e.children[firstReal], consumed))
          continue;
        std::vector<Element> rest(e.children.begin() + firstReal + consumed,
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

  ParseResult parseTypes(llvm::SmallVectorImpl<Type> &types,
                         const ValueSpec &spec) {
    // An optional group's type is optional too, as in MLIR's generated
    // parsers: a missing one shows when the operands are resolved.
    if (spec.arity == Arity::Optional) {
      Type t;
      std::optional<ParseResult> parsed = parser.parseOptionalType(t);
      if (parsed.has_value() && failed(*parsed))
        return failure();
      if (parsed.has_value())
        types.push_back(t);
      return success();
    }
    if (spec.arity != Arity::Single)
      return parser.parseTypeList(types);
    Type t;
    llvm::SMLoc loc = parser.getCurrentLocation();
    if (parser.parseType(t))
      return failure();
    // A constraint with a type class reads that class (MLIR's
    // parseType<IntegerType>).
    if (spec.type && spec.type->kindName &&
        !(spec.type->isOfKind ? spec.type->isOfKind(t) : spec.type->check(t))) {
      // A type interface (ShapedType) has no class name to give.
      if (!*spec.type->kindName)
        return parser.emitError(loc, "invalid kind of type specified");
      return parser.emitError(loc, llvm::Twine("invalid kind of type "
                                               "specified: expected ") +
                                       spec.type->kindName + ", but found ")
             << t;
    }
    types.push_back(t);
    return success();
  }

  /// `[1, 2]`: a dense integer array without its `array<i32: ...>`.
  ParseResult parseDenseArray(unsigned width, Attribute &result) {
    if (*parser.parsePunctuation("["))
      return failure();
    llvm::SmallVector<int64_t, 4> values;
    if (!parser.parseOptionalPunctuation("]")) {
      // As MLIR reads one: a bad element is reported, and so is the
      // missing `]` after it.
      bool elementsRead = true;
      do {
        int64_t value;
        if (parser.parseInteger(value, width)) {
          elementsRead = false;
          break;
        }
        values.push_back(value);
      } while (parser.parseOptionalComma());
      if (*parser.parsePunctuation("]") || !elementsRead)
        return failure();
    }
    if (width == 64) {
      result = DenseArrayAttr::get(ctx, llvm::ArrayRef<int64_t>(values));
      return success();
    }
    assert(width == 32 && "dense arrays of i32 or i64");
    llvm::SmallVector<int32_t, 4> narrow(values.begin(), values.end());
    result = DenseArrayAttr::get(ctx, llvm::ArrayRef<int32_t>(narrow));
    return success();
  }

  ParseResult parseElement(const Element &e) {
    switch (e.kind) {
    case Element::Literal:
      return parseLiteral(e.text);
    case Element::Newline:
      return success();
    case Element::Operand: {
      const ValueSpec &spec = def.signature->operands[e.index];
      operandLocs[e.index] = parser.getCurrentLocation();
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
      llvm::SMLoc attrLoc = parser.getCurrentLocation();
      if (c && c->unit) {
        a = UnitAttr::get(ctx);
      } else if (c && c->symbolName) {
        StringAttr name;
        if (parser.parseSymbolName(name))
          return failure();
        a = name;
      } else if (c && c->keywordEnum) {
        if (parser.parseEnumKeyword(*c->keywordEnum, c->keywordWidth, spec.name,
                                    a))
          return failure();
      } else if (c && c->enumAttr && c->enumAsInteger) {
        if (parseIntegerEnumBody(*c, a))
          return failure();
      } else if (c && c->enumAttr && !e.qualified) {
        if (parser.parseEnumBody(*c->enumAttr, a))
          return failure();
      } else if (c && c->denseArrayWidth) {
        if (parseDenseArray(c->denseArrayWidth, a))
          return failure();
      } else if (c && c->valueType) {
        if (parser.parseAttribute(a, c->valueType(ctx)))
          return failure();
      } else if (c && c->stringLiteral) {
        // A string is read without a `: type` after it, as MLIR's
        // generated parsers read a StrAttr (with the none type given):
        // `memref.global "private" : ...` is no typed string.
        if (parser.parseAttribute(a, NoneType::get(ctx)))
          return failure();
      } else if (parser.parseAttribute(a)) {
        return failure();
      }
      // A property stored as one attribute class takes no other (MLIR's
      // generated parsers read it as that class).
      if (c && c->isStorageKind && c->storageAccepts && !c->storageAccepts(a))
        return parser.emitError(attrLoc, "invalid kind of attribute specified");
      state.addAttribute(StringAttr::get(ctx, spec.name), a);
      return success();
    }
    case Element::TypeOf: {
      const ValueSpec &spec = e.ofResult ? def.signature->results[e.index]
                                         : def.signature->operands[e.index];
      auto &types = e.ofResult ? resultTypes[e.index] : operandTypes[e.index];
      if (!e.ofResult)
        typeLoc = parser.getCurrentLocation();
      return parseTypes(types, spec);
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
    case Element::AllOperands:
      // Read whole, as MLIR's `operands` directive does: the verifier
      // counts them against the op's groups.
      spelledAllOperands = true;
      return parser.parseOperandList(allOperands);
    case Element::FunctionalType: {
      FunctionType type;
      typeLoc = parser.getCurrentLocation();
      if (parser.parseFunctionType(type))
        return failure();
      if (e.index >= 0)
        operandTypes[e.index].assign(type.getInputs().begin(),
                                     type.getInputs().end());
      else
        allOperandTypes.assign(type.getInputs().begin(),
                               type.getInputs().end());
      allResultTypes.assign(type.getResults().begin(), type.getResults().end());
      return success();
    }
    case Element::Region: {
      const RegionSpec &spec = def.signature->regions[e.index];
      if (!spec.variadic)
        return parseOneRegion(regions[e.index]);
      if (!parser.isNextRegion())
        return success();
      do {
        if (parseOneRegion(regions[e.index]))
          return failure();
      } while (parser.parseOptionalComma());
      return success();
    }
    case Element::AllRegions:
      if (!parser.isNextRegion())
        return success();
      do {
        if (parseOneRegion(allRegions))
          return failure();
      } while (parser.parseOptionalComma());
      return success();
    case Element::Successor:
    case Element::AllSuccessors: {
      bool variadic = e.kind == Element::AllSuccessors ||
                      def.signature->successors[e.index].variadic;
      auto &blocks = e.kind == Element::AllSuccessors ? allSuccessors
                                                      : successors[e.index];
      if (variadic && !parser.isNextSuccessor())
        return success();
      do {
        Block *dest = nullptr;
        if (parser.parseSuccessor(dest))
          return failure();
        blocks.push_back(dest);
      } while (variadic && parser.parseOptionalComma());
      return success();
    }
    case Element::Custom:
      return parseCustom(e);
    case Element::PropDict:
      if (!parser.parseOptionalLess())
        return success();
      if (parser.parseOptionalAttrDict(state.attributes))
        return failure();
      return parser.parseGreater();
    case Element::AttrDict:
    case Element::AttrDictWithKeyword: {
      size_t first = state.attributes.size();
      llvm::SMLoc loc = parser.getCurrentLocation();
      ParseResult result =
          e.kind == Element::AttrDict
              ? parser.parseOptionalAttrDict(state.attributes)
              : parser.parseOptionalAttrDictWithKeyword(state.attributes);
      attrDictEntries = {first, state.attributes.size()};
      if (failed(result))
        return failure();
      return verifyInherentAttrs(loc);
    }
    case Element::Optional:
    case Element::OIList:
      return failure(); // handled by parseSequence
    }
    return failure();
  }

  /// oilist: clauses in any order, each at most once, found by their
  /// leading keyword.
  ParseResult parseOIList(const Element &list) {
    std::vector<bool> seen(list.children.size(), false);
    while (true) {
      bool found = false;
      for (size_t i = 0; i < list.children.size() && !found; ++i) {
        const Element &clause = list.children[i];
        llvm::StringRef keyword = clause.children.front().text;
        llvm::SMLoc loc = parser.getCurrentLocation();
        if (!parser.parseOptionalPunctuation(keyword) &&
            !parser.parseOptionalKeyword(keyword))
          continue;
        if (seen[i])
          return parser.emitError(loc, "`" + keyword +
                                           "` clause can appear at most once "
                                           "in the expansion of the oilist "
                                           "directive");
        seen[i] = found = true;
        std::vector<Element> rest(clause.children.begin() + 1,
                                  clause.children.end());
        if (parseSequence(rest))
          return failure();
      }
      if (!found)
        return success();
    }
  }

  /// custom<Name>(args): the directive fills the parser's storage for its
  /// arguments (and reads that of ref(...) ones).
  ParseResult parseCustom(const Element &e) {
    llvm::SmallVector<CustomDirectiveArg, 4> args;
    std::vector<Attribute> attrs(e.children.size());
    // Stable addresses for the directive to fill.
    subgroupSizes.reserve(e.children.size());
    for (size_t i = 0; i < e.children.size(); ++i) {
      const Element &a = e.children[i];
      CustomDirectiveArg arg{CustomDirectiveArg::Operands};
      arg.isRef = a.isRef;
      switch (a.kind) {
      case Element::Operand:
        arg.parsedOperands = &operands[a.index];
        if (!a.isRef) {
          operandLocs[a.index] = parser.getCurrentLocation();
          if (!def.signature->operands[a.index].subgroupSizes.empty())
            arg.parsedGroupSizes = &subgroupSizes.emplace_back(a.index).sizes;
        }
        break;
      case Element::TypeOf:
        arg.kind = CustomDirectiveArg::Types;
        arg.parsedTypes =
            a.ofResult ? &resultTypes[a.index] : &operandTypes[a.index];
        if (!a.ofResult && !a.isRef)
          typeLoc = parser.getCurrentLocation();
        break;
      case Element::Attr: {
        arg.kind = CustomDirectiveArg::Attr;
        llvm::StringRef name = def.signature->attributes[a.index].name;
        if (a.isRef)
          for (const NamedAttribute &na : state.attributes)
            if (na.getName() == name)
              attrs[i] = na.value;
        arg.parsedAttr = &attrs[i];
        break;
      }
      case Element::Region:
        arg.kind = CustomDirectiveArg::Regions;
        arg.parsedRegions = &regions[a.index];
        break;
      case Element::Successor:
        arg.kind = CustomDirectiveArg::Successors;
        arg.parsedSuccessors = &successors[a.index];
        break;
      default:
        break;
      }
      args.push_back(std::move(arg));
    }
    if (def.customDirectives[e.index].parse(parser, args))
      return failure();
    for (InnerSizes &inner : subgroupSizes)
      state.addAttribute(
          StringAttr::get(ctx,
                          def.signature->operands[inner.group].subgroupSizes),
          DenseArrayAttr::get(ctx, llvm::ArrayRef<int32_t>(inner.sizes)));
    subgroupSizes.clear();
    for (size_t i = 0; i < e.children.size(); ++i)
      if (e.children[i].kind == Element::Attr && !e.children[i].isRef &&
          attrs[i])
        state.addAttribute(
            StringAttr::get(
                ctx, def.signature->attributes[e.children[i].index].name),
            attrs[i]);
    return success();
  }

  /// `{...}`: a region of the op (isolated from above when the op is),
  /// given a block when the op's regions hold one and it has none.
  ParseResult parseOneRegion(std::vector<std::unique_ptr<Region>> &out) {
    auto region = std::make_unique<Region>();
    if (parser.parseRegion(*region, {},
                           def.hasTrait(OpTrait::IsolatedFromAbove)))
      return failure();
    if (def.implicitTerminator)
      ensureImplicitTerminator(*region,
                               parser.getEncodedSourceLoc(parser.getNameLoc()),
                               def.implicitTerminator);
    else if (def.hasTrait(OpTrait::SingleBlock) && region->empty())
      region->push_back(new Block());
    out.push_back(std::move(region));
    return success();
  }

  /// The regions and successors in signature order; an unspelled single
  /// region is empty.
  void addRegionsAndSuccessors() {
    if (!allRegions.empty()) {
      for (auto &r : allRegions)
        state.regions.push_back(std::move(r));
    } else if (def.signature) {
      for (unsigned g = 0; g < regions.size(); ++g) {
        if (regions[g].empty() && !def.signature->regions[g].variadic)
          state.addRegion();
        for (auto &r : regions[g])
          state.regions.push_back(std::move(r));
      }
    }
    state.successors.append(allSuccessors.begin(), allSuccessors.end());
    for (auto &group : successors)
      state.successors.append(group.begin(), group.end());
  }

  /// Fills in the types the format did not spell and resolves operands.
  ParseResult resolve() {
    addRegionsAndSuccessors();
    // `operands` read every operand at once: when each group takes one,
    // they are the groups' in order (so their spelled types apply).
    if (spelledAllOperands &&
        allOperands.size() == def.signature->operands.size() &&
        llvm::all_of(def.signature->operands, [](const ValueSpec &spec) {
          return spec.arity == Arity::Single;
        })) {
      for (unsigned g = 0; g < operands.size(); ++g)
        operands[g].assign(1, allOperands[g]);
      spelledAllOperands = false;
    }
    // Groups whose types follow from others' (MLIR's TypesMatchWith).
    llvm::SmallVector<bool, 4> matched(operands.size(), false);
    if (def.matchOperandTypes)
      for (unsigned g = 0; g < operands.size(); ++g)
        if (!format.operandTyped[g] && operandTypes[g].empty()) {
          llvm::SmallVector<Type, 4> types;
          def.matchOperandTypes(g, operandTypes, resultTypes, types);
          operandTypes[g].assign(types.begin(), types.end());
          matched[g] = !types.empty() || operands[g].empty();
        }
    // A group whose types are spelled beside it, or follow from another's,
    // must have one per operand (MLIR resolves each such group on its
    // own).
    if (allOperandTypes.empty())
      for (unsigned g = 0; g < operands.size(); ++g)
        if ((format.operandTyped[g] || matched[g]) &&
            operands[g].size() != operandTypes[g].size()) {
          llvm::SmallVector<Value, 4> unused;
          llvm::SMLoc loc =
              operandLocs[g].isValid() ? operandLocs[g] : parser.getNameLoc();
          return parser.resolveOperands(operands[g], operandTypes[g], loc,
                                        unused);
        }
    llvm::SMLoc loc = typeLoc.isValid() ? typeLoc : parser.getNameLoc();
    // Flatten spelled types.
    llvm::SmallVector<Type, 4> inTypes, outTypes;
    llvm::SmallVector<OpAsmParser::UnresolvedOperand, 4> flat;
    for (auto &list : operands)
      flat.append(list.begin(), list.end());
    if (spelledAllOperands)
      flat.assign(allOperands.begin(), allOperands.end());
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
    // Several flexible groups: record their sizes, as create<> does (before
    // inference, which may count a group: dealloc's results).
    if (hasSegmentSizes(def, /*results=*/false)) {
      llvm::SmallVector<int32_t, 4> sizes;
      for (auto &group : operands)
        sizes.push_back(int32_t(group.size()));
      state.addAttribute(StringAttr::get(ctx, "operandSegmentSizes"),
                         DenseArrayAttr::get(ctx, llvm::ArrayRef(sizes)));
    }
    // Inferred when the format does not spell every result group's types.
    if (!llvm::all_of(format.resultTyped, [](bool b) { return b; }) &&
        allResultTypes.empty()) {
      outTypes.clear();
      llvm::SmallVector<Region *, 2> parsedRegions;
      for (auto &region : state.regions)
        parsedRegions.push_back(region.get());
      if (failed(inferResultTypes(def, ctx,
                                  {inTypes, state.attributes, parsedRegions},
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
    if (hasSegmentSizes(def, /*results=*/true) &&
        llvm::all_of(format.resultTyped, [](bool b) { return b; }) &&
        allResultTypes.empty()) {
      llvm::SmallVector<int32_t, 4> sizes;
      for (auto &group : resultTypes)
        sizes.push_back(int32_t(group.size()));
      state.addAttribute(StringAttr::get(ctx, "resultSegmentSizes"),
                         DenseArrayAttr::get(ctx, llvm::ArrayRef(sizes)));
    }
    return success();
  }

  const OpDefinition &def;
  const Format &format;
  OpAsmParser &parser;
  /// Where the attr-dict's entries sit in state.attributes.
  std::pair<size_t, size_t> attrDictEntries{0, 0};
  OperationState &state;
  Context &ctx;
  std::vector<llvm::SmallVector<OpAsmParser::UnresolvedOperand, 2>> operands;
  /// What the `operands` directive read.
  llvm::SmallVector<OpAsmParser::UnresolvedOperand, 4> allOperands;
  bool spelledAllOperands = false;
  std::vector<llvm::SmallVector<Type, 2>> operandTypes, resultTypes;
  llvm::SmallVector<Type, 4> allOperandTypes, allResultTypes;
  /// Where each operand group was spelled.
  llvm::SmallVector<llvm::SMLoc, 4> operandLocs;
  llvm::SMLoc typeLoc;
  std::vector<std::vector<std::unique_ptr<Region>>> regions;
  std::vector<std::unique_ptr<Region>> allRegions;
  std::vector<llvm::SmallVector<Block *, 1>> successors;
  llvm::SmallVector<Block *, 1> allSuccessors;
  /// Inner sizes a custom directive gives a group of groups, by group.
  struct InnerSizes {
    InnerSizes(unsigned group) : group(group) {}
    unsigned group;
    llvm::SmallVector<int32_t, 4> sizes;
  };
  llvm::SmallVector<InnerSizes, 1> subgroupSizes;
};
} // namespace

ParseResult terrace::parseWithFormat(const OpDefinition &def,
                                     OpAsmParser &parser,
                                     OperationState &state) {
  return FormatParser(def, format::getFormat(def), parser, state).parse();
}
