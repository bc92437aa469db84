//===- OperationParser.cpp - Ops, regions, blocks, SSA names, top level ---===//
#include "text/OperationParser.h"
#include "ir/Dialect.h"
#include "text/DeclarativeFormat.h"
#include "text/Parser.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/MathExtras.h"
#include "llvm/Support/raw_ostream.h"

#include <thread>

using namespace terrace;

OperationParser::OperationParser(ParserState &state)
    : Parser(state), moduleName(ctx.getOperationName("builtin.module")) {}

OperationParser::~OperationParser() {
  // On an error path, blocks that were referenced but never defined and
  // placeholders of unresolved uses are still ours. The IR that used them
  // is gone by now.
  for (auto &scope : blockScopes)
    for (auto &entry : scope)
      if (!entry.second.defined)
        delete entry.second.block;
  for (auto &entry : forwardRefs)
    delete static_cast<BlockArgumentImpl *>(entry.first);
  for (ValueImpl *placeholder : retiredPlaceholders)
    delete static_cast<BlockArgumentImpl *>(placeholder);
}

Operation *OperationParser::rejectRetiredOperands(Operation *op,
                                                  llvm::SMLoc loc) {
  if (retiredPlaceholders.empty())
    return op;
  for (Value operand : op->getOperands())
    if (retiredPlaceholders.contains(operand.getImpl())) {
      // The use came before a definition the op itself holds, so the
      // replacement could not reach it (mlir-opt's words for this case).
      op->erase();
      emitError(loc, "operation's operand is unlinked");
      return nullptr;
    }
  return op;
}

//===-- Top level ---------------------------------------------------------===//

Operation *OperationParser::parseTopLevel(llvm::SMLoc implicitModuleLoc,
                                          bool implicitModule) {
  consumeToken();
  auto topBlock = std::make_unique<Block>();
  pushScope(/*isolated=*/true);
  while (getToken().isNot(Token::eof)) {
    ParseResult result = success();
    switch (getToken().getKind()) {
    case Token::hash_identifier:
    case Token::exclamation_identifier:
      result = parseAliasDefinition();
      break;
    case Token::file_metadata_begin:
      result = parseFileMetadata();
      break;
    case Token::error:
      result = failure();
      break;
    default:
      result = parseOperation(topBlock.get());
      break;
    }
    if (failed(result))
      return nullptr;
  }
  if (failed(parseDeferredRegions()) || failed(popScope()) ||
      failed(resolveDeferredLocations()))
    return nullptr;

  // A lone builtin.module is the top level; anything else is wrapped,
  // unless the caller takes a lone op of any kind and nothing else.
  bool lone = !topBlock->empty() && &topBlock->front() == &topBlock->back();
  if (lone && (!implicitModule || topBlock->front().getName() == moduleName)) {
    Operation *op = &topBlock->front();
    op->remove();
    return op;
  }
  if (!implicitModule) {
    terrace::emitError(
        FileLineColLoc::getRange(state.bufferName, {0, 0}),
        "source must contain a single top-level operation, found: " +
            llvm::Twine(llvm::range_size(*topBlock)));
    return nullptr;
  }
  Location moduleLoc =
      implicitModuleLoc.isValid()
          ? getEncodedSourceLocation(implicitModuleLoc)
          : Location(FileLineColLoc::getRange(state.bufferName, {0, 0}));
  OperationState moduleState(moduleLoc, moduleName);
  moduleState.addRegion()->push_back(topBlock.release());
  return Operation::create(moduleState);
}

ParseResult OperationParser::parseAliasDefinition() {
  Token tok = getToken();
  bool isType = tok.is(Token::exclamation_identifier);
  llvm::StringRef name = tok.getSuffix();
  // MLIR's checks, in its order.
  if (isType ? state.typeAliases.count(name)
             : state.attributeAliases.count(name))
    return emitError(tok.getLoc(), (isType ? "redefinition of type alias id '"
                                           : "redefinition of attribute "
                                             "alias id '") +
                                       name + "'");
  if (name.contains('.'))
    return emitError(tok.getLoc(), isType ? "type names with a '.' are "
                                            "reserved for dialect-defined "
                                            "names"
                                          : "attribute names with a '.' are "
                                            "reserved for dialect-defined "
                                            "names");
  consumeToken();
  if (parseToken(Token::equal, isType ? "expected '=' in type alias definition"
                                      : "expected '=' in attribute alias "
                                        "definition"))
    return failure();
  // Measure the definition, so that each use can be charged for it.
  unsigned baseDepth = state.nestingDepth;
  state.deepestNesting = baseDepth;
  uint64_t baseNodes = state.expandedNodes;
  // The definition joins its map only once parsed: it cannot refer to itself.
  auto define = [&](auto &aliases, auto value) {
    aliases[name] = {value, state.deepestNesting - baseDepth,
                     state.expandedNodes - baseNodes,
                     tok.getLoc().getPointer()};
    // A definition is not printed expanded; only its uses count.
    state.expandedNodes = baseNodes;
    return success();
  };
  if (isType) {
    Type type = parseType();
    return type ? define(state.typeAliases, type) : failure();
  }
  Attribute attr = parseAttribute();
  return attr ? define(state.attributeAliases, attr) : failure();
}

// The file metadata `{-# dialect_resources: {...}, external_resources:
// {...} #-}` is read as MLIR reads it, with its errors and their places.
ParseResult OperationParser::parseFileMetadata() {
  consumeToken();
  return parseCommaSeparatedListUntil(
      Token::file_metadata_end, [&]() -> ParseResult {
        llvm::StringRef section = getTokenSpelling();
        llvm::SMLoc loc = getToken().getLoc();
        if (getToken().isNot(Token::bare_identifier))
          return emitError("expected identifier key in file metadata "
                           "dictionary");
        consumeToken();
        if (parseToken(Token::colon, "expected ':'"))
          return failure();
        if (section == "dialect_resources")
          return parseResourceSection(/*dialectSection=*/true);
        if (section == "external_resources")
          return parseResourceSection(/*dialectSection=*/false);
        return emitError(loc, "unknown key '" + section +
                                  "' in file metadata dictionary");
      });
}

ParseResult OperationParser::parseResourceSection(bool dialectSection) {
  if (parseToken(Token::l_brace, "expected '{'"))
    return failure();
  return parseCommaSeparatedListUntil(Token::r_brace, [&]() -> ParseResult {
    llvm::SMLoc ownerLoc = getToken().getLoc();
    if (getToken().isNot(Token::bare_identifier))
      return emitError("expected identifier key for 'resource' entry");
    std::string owner = getTokenSpelling().str();
    consumeToken();
    if (parseToken(Token::colon, "expected ':'") ||
        parseToken(Token::l_brace, "expected '{'"))
      return failure();
    if (dialectSection && owner != "builtin" && !ctx.getDialect(owner))
      return emitError(ownerLoc, "dialect '" + owner + "' is unknown");
    // Only builtin holds resources among Terrace's dialects.
    if (dialectSection && owner != "builtin")
      return emitError("unexpected 'resource' section for dialect '" + owner +
                       "'");
    return parseCommaSeparatedListUntil(Token::r_brace, [&]() -> ParseResult {
      std::string key;
      if (getToken().is(Token::bare_identifier))
        key = getTokenSpelling().str();
      else if (getToken().is(Token::string))
        key = getToken().getStringValue();
      else
        return emitError(dialectSection
                             ? "expected identifier key for 'resource' entry"
                             : "expected identifier key for "
                               "'external_resources' entry");
      consumeToken();
      if (parseToken(Token::colon, "expected ':'"))
        return failure();
      llvm::SMLoc valueLoc = getToken().getLoc();
      // A hex blob: 4 bytes of power-of-two alignment, then the data,
      // decoded straight from the file's text into an aligned allocation.
      auto parseBlob = [&](ResourceBlob &blob) -> ParseResult {
        std::string storage;
        llvm::StringRef text = getToken().getStringValue(storage);
        ResourceBlob::Decoded decoded;
        if (text.starts_with("0x"))
          decoded = ResourceBlob::decodeHex(text.drop_front(2));
        if (!decoded.valid)
          return emitError(valueLoc,
                           "expected hex string blob for key '" + key + "'");
        if (decoded.tooShort)
          return emitError(valueLoc, "expected hex string blob for key '" +
                                         key +
                                         "' to encode alignment in first 4 "
                                         "bytes");
        uint32_t alignment = decoded.blob.getAlignment();
        // An empty blob may say alignment 0 (mlir-opt prints it so).
        bool empty = decoded.blob.size() == 0;
        if (!llvm::isPowerOf2_32(alignment) && !(empty && !alignment))
          return emitError(valueLoc,
                           "expected hex string blob for key '" + key +
                               "' to encode alignment in first 4 bytes, but "
                               "got non-power-of-2 value: " +
                               llvm::Twine(alignment));
        blob = std::move(decoded.blob);
        consumeToken();
        return success();
      };
      if (dialectSection) {
        if (getToken().isNot(Token::string))
          return emitError(valueLoc,
                           "expected hex string blob for key '" + key + "'");
        ResourceBlob blob;
        if (parseBlob(blob))
          return failure();
        ctx.getResourceManager().setBlob(declareResource(key), std::move(blob));
        return success();
      }
      // External resources are printed back as MLIR prints them: bools,
      // escaped strings, and blobs in uppercase hex (empty blobs with
      // alignment 0).
      ExternalResource res{owner, key, ""};
      if (getToken().isKeyword("true") || getToken().isKeyword("false")) {
        res.value = getTokenSpelling().str();
        consumeToken();
      } else if (getToken().is(Token::string) &&
                 getTokenSpelling().starts_with("\"0x")) {
        ResourceBlob blob;
        if (parseBlob(blob))
          return failure();
        res.value = blob.toQuotedHex();
      } else if (getToken().is(Token::string)) {
        std::string text;
        llvm::raw_string_ostream os(text);
        os << '"';
        llvm::printEscapedString(getToken().getStringValue(), os);
        os << '"';
        res.value = text;
        consumeToken();
      } else {
        return emitError(valueLoc, "expected 'true', 'false' or a string as a "
                                   "resource value");
      }
      ctx.getExternalResources().push_back(std::move(res));
      return success();
    });
  });
}

//===-- Operations --------------------------------------------------------===//

ParseResult OperationParser::parseOperation(Block *block) {
  llvm::SMLoc loc = getToken().getLoc();
  // `%a, %b:2 =`: names and how many results each binds.
  llvm::SmallVector<std::pair<UnresolvedOperand, uint64_t>, 2> resultIDs;
  uint64_t numExpected = 0;
  if (getToken().is(Token::percent_identifier)) {
    if (parseCommaSeparatedList(
            Delimiter::None,
            [&]() -> ParseResult {
              UnresolvedOperand name{getToken().getLoc(), getTokenSpelling(),
                                     0};
              if (parseToken(Token::percent_identifier,
                             "expected valid ssa identifier"))
                return failure();
              uint64_t count = 1;
              if (consumeIf(Token::colon)) {
                if (getToken().isNot(Token::integer))
                  return emitWrongTokenError(
                      "expected integer number of results");
                auto v = getToken().getUInt64IntegerValue();
                if (!v || *v < 1)
                  return emitError(
                      "expected named operation to have at least 1 result");
                // A count no op can have fails the check against the op's
                // results below, before any name is bound.
                count = *v;
                consumeToken();
              }
              resultIDs.push_back({name, count});
              numExpected = llvm::SaturatingAdd(numExpected, count);
              return success();
            }) ||
        parseToken(Token::equal, "expected '=' after SSA name"))
      return failure();
  }

  Operation *op = nullptr;
  if (getToken().is(Token::string)) {
    op = parseGenericOperation();
  } else if (getToken().is(Token::bare_identifier) &&
             !getToken().isIntegerTypeKeyword()) {
    llvm::SmallVector<llvm::StringRef, 2> names;
    for (auto &r : resultIDs)
      names.push_back(r.first.name);
    op = parseCustomOperation(names);
  } else {
    return emitWrongTokenError("expected operation name in quotes");
  }
  if (!op)
    return failure();
  block->push_back(op);
  // An op at the top of the file is done with its text, released a few MiB
  // at a time (each release is a system call). With deferred bodies the
  // workers release the text instead, once parsed.
  if (regionStack.size() <= 1 && state.releasesText && !deferThreads) {
    const char *end = getToken().getLoc().getPointer();
    if (end - state.releasedUpTo >= kReleaseTextBytes) {
      releaseText(state.releasedUpTo, end);
      state.releasedUpTo = end;
    }
  }
  if (!resultIDs.empty()) {
    if (op->getNumResults() == 0)
      return emitError(loc, "cannot name an operation with no results");
    if (op->getNumResults() != numExpected)
      return emitError(loc, "operation defines " +
                                llvm::Twine(op->getNumResults()) +
                                " results but was provided " +
                                llvm::Twine(numExpected) + " to bind");
    unsigned index = 0;
    for (auto &[name, count] : resultIDs)
      for (unsigned i = 0; i < count; ++i) {
        UnresolvedOperand def = name;
        def.number = i;
        if (defineValue(def, op->getResult(index++)))
          return failure();
      }
  }
  return success();
}

namespace {
/// The property holding the sizes of an op's operand (or result) groups,
/// with their count; no name when at most one group is optional or
/// variadic (then no sizes are recorded).
struct SegmentProperty {
  llvm::StringRef name;
  size_t numGroups = 0;
};
} // namespace
static SegmentProperty segmentProperty(const OpDefinition &def, bool results) {
  if (!hasSegmentSizes(def, results))
    return {};
  const OpSignature &sig = *def.signature;
  llvm::ArrayRef<ValueSpec> groups = results ? sig.results : sig.operands;
  return {results ? "resultSegmentSizes" : "operandSegmentSizes",
          groups.size()};
}

// MLIR converts `<{...}>` into the op's property storage while parsing: a
// property given an attribute of another kind (an integer for an enum
// attribute) fails there, before any verifier runs.
LogicalResult OperationParser::checkPropertyKinds(const OperationState &state,
                                                  llvm::SMLoc nameLoc) {
  auto props = llvm::dyn_cast_if_present<DictionaryAttr>(state.properties);
  const OpDefinition *def = state.name.getDefinition();
  if (!props || !def || !def->signature)
    return success();
  for (const AttrSpec &spec : def->signature->attributes) {
    Attribute value = props.get(spec.name);
    if (!value || !spec.constraint || !spec.constraint->isStorageKind)
      continue;
    auto storage = spec.constraint->storageAccepts
                       ? spec.constraint->storageAccepts
                       : spec.constraint->accepts;
    if (storage(value))
      continue;
    emitError(nameLoc, "invalid properties ")
        << props << " for op " << state.name.getStringRef()
        << ": Invalid attribute `" << spec.name
        << "` in property conversion: " << value;
    return failure();
  }
  // Segment sizes are stored as a fixed-size array of the group count.
  for (bool results : {false, true}) {
    SegmentProperty segments = segmentProperty(*def, results);
    auto sizes = llvm::dyn_cast_if_present<DenseArrayAttr>(
        segments.name.empty() ? Attribute() : props.get(segments.name));
    if (!sizes || size_t(sizes.size()) == segments.numGroups)
      continue;
    emitError(nameLoc, "invalid properties ")
        << props << " for op " << state.name.getStringRef()
        << ": size mismatch in attribute conversion: "
        << llvm::Twine(sizes.size()) << " vs "
        << llvm::Twine(segments.numGroups);
    return failure();
  }
  return success();
}

// As MLIR's generic parser: the inherent attributes an attribute
// dictionary gives are checked against their constraints at once.
LogicalResult OperationParser::checkInherentAttrs(const OperationState &state,
                                                  llvm::SMLoc nameLoc) {
  const OpDefinition *def = state.name.getDefinition();
  if (!def || !def->signature)
    return success();
  for (const AttrSpec &spec : def->signature->attributes) {
    if (!spec.constraint)
      continue;
    for (const NamedAttribute &attr : state.attributes)
      if (attr.getName() == spec.name && !spec.constraint->accepts(attr.value))
        return emitError(
            nameLoc,
            "'" + state.name.getStringRef() + "' op attribute '" + spec.name +
                "' failed to satisfy constraint: " + spec.constraint->summary);
  }
  return success();
}

// MLIR keeps segment sizes in a fixed array of the op's properties, zeros
// until set: a generic op that omits them has them all zero.
void OperationParser::addDefaultSegmentSizes(OperationState &state) {
  const OpDefinition *def = state.name.getDefinition();
  if (!def || !def->signature)
    return;
  auto props = llvm::dyn_cast_if_present<DictionaryAttr>(state.properties);
  if (state.properties && !props)
    return;
  llvm::SmallVector<NamedAttribute, 4> added;
  for (bool results : {false, true}) {
    SegmentProperty segments = segmentProperty(*def, results);
    if (segments.name.empty() || (props && props.get(segments.name)) ||
        llvm::any_of(state.attributes, [&](const NamedAttribute &a) {
          return a.getName() == segments.name;
        }))
      continue;
    llvm::SmallVector<int32_t, 4> zeros(segments.numGroups, 0);
    added.push_back({StringAttr::get(ctx, segments.name),
                     DenseArrayAttr::get(ctx, llvm::ArrayRef(zeros))});
  }
  // Most ops have no segments to add: leave their properties untouched.
  if (added.empty())
    return;
  if (props)
    added.append(props.getValue());
  state.properties = DictionaryAttr::get(ctx, added);
}

Operation *OperationParser::parseGenericOperation() {
  llvm::SMLoc nameLoc = getToken().getLoc();
  std::string storage;
  llvm::StringRef name = getToken().getStringValue(storage);
  consumeToken();
  if (name.empty())
    return emitError(nameLoc, "empty operation name is invalid"), nullptr;
  OperationName opName = ctx.getOperationName(name);
  // An op of a dialect no one registered needs the flag, as in MLIR (said
  // at the token after the name). An unknown op of a registered dialect is
  // read, and the verifier rejects it.
  if (!opName.isRegistered() && !opName.getDialect() &&
      !ctx.allowsUnregisteredDialects())
    return emitError("operation being parsed with an unregistered dialect. "
                     "If this is intended, please use "
                     "-allow-unregistered-dialect with the MLIR tool used"),
           nullptr;
  OperationState opState(getEncodedSourceLocation(nameLoc), opName);
  size_t firstDeferred = deferred.size();

  llvm::SmallVector<UnresolvedOperand, 4> operands;
  if (parseToken(Token::l_paren, "expected '(' to start operand list"))
    return nullptr;
  // Like MLIR, the list is optional: anything but `%` ends it, and the
  // error is then the missing `)`.
  if (getToken().is(Token::percent_identifier)) {
    if (parseCommaSeparatedList(Delimiter::None, [&]() -> ParseResult {
          UnresolvedOperand use;
          if (parseSSAUse(use))
            return failure();
          operands.push_back(use);
          return success();
        }))
      return nullptr;
  }
  if (parseToken(Token::r_paren, "expected ')' to end operand list"))
    return nullptr;

  if (getToken().is(Token::l_square)) {
    // Only a terminator has successors (MLIR says so at the '[').
    if (opName.isRegistered() && !opName.hasTrait(IsTerminator))
      return emitError("successors in non-terminator"), nullptr;
    // A successor list, when present, names at least one block.
    consumeToken();
    if (getToken().is(Token::r_square))
      return emitWrongTokenError("expected list element"), nullptr;
    if (parseCommaSeparatedList(Delimiter::None,
                                [&]() -> ParseResult {
                                  Block *dest;
                                  if (parseSuccessor(dest))
                                    return failure();
                                  opState.successors.push_back(dest);
                                  return success();
                                }) ||
        parseToken(Token::r_square, "expected ',' or ']'"))
      return nullptr;
  }

  if (consumeIf(Token::less)) {
    llvm::SMLoc propLoc = getToken().getLoc();
    if (!(opState.properties = parseAttribute()))
      return nullptr;
    if (parseToken(Token::greater, "expected '>' to close properties"))
      return nullptr;
    if (opName.isRegistered() && !llvm::isa<DictionaryAttr>(opState.properties))
      return emitError(propLoc, "expected a dictionary of properties for "
                                "registered op '" +
                                    name.str() + "'"),
             nullptr;
  }

  if (consumeIf(Token::l_paren)) {
    // As in MLIR, the generic form's regions see the names around them
    // even when the op is isolated from above: the verifier reports a use
    // from outside ("using value defined outside the region").
    bool isolated = false;
    // The generic form changes no default dialect (MLIR's): its regions
    // keep the one around the op.
    bool outerIsolatedOp = std::exchange(
        parsingIsolatedOp, opName.hasTrait(OpTrait::IsolatedFromAbove));
    do {
      exemptNextRegionFromNesting = regionStack.empty() && opName == moduleName;
      if (parseRegion(*opState.addRegion(), {}, isolated))
        return nullptr;
    } while (consumeIf(Token::comma));
    parsingIsolatedOp = outerIsolatedOp;
    if (parseToken(Token::r_paren, "expected ')' to end region list"))
      return nullptr;
  }

  if (getToken().is(Token::l_brace) && parseAttributeDict(opState.attributes))
    return nullptr;

  if (parseToken(Token::colon, "expected ':' followed by operation type"))
    return nullptr;
  llvm::SMLoc typeLoc = getToken().getLoc();
  Type type = parseType();
  if (!type)
    return nullptr;
  auto fnType = llvm::dyn_cast<FunctionType>(type);
  if (!fnType)
    return emitError(typeLoc, "expected function type"), nullptr;
  if (fnType.getInputs().size() != operands.size())
    return emitError(typeLoc,
                     "expected " + llvm::Twine(operands.size()) +
                         " operand type" + (operands.size() == 1 ? "" : "s") +
                         " but had " + llvm::Twine(fnType.getInputs().size())),
           nullptr;
  for (size_t i = 0; i < operands.size(); ++i) {
    Value v = resolveSSAUse(operands[i], fnType.getInputs()[i]);
    if (!v)
      return nullptr;
    opState.operands.push_back(v);
  }
  opState.types.assign(fnType.getResults().begin(), fnType.getResults().end());
  if (failed(checkPropertyKinds(opState, nameLoc)) ||
      failed(checkInherentAttrs(opState, nameLoc)))
    return nullptr;
  addDefaultSegmentSizes(opState);
  Operation *op = Operation::create(opState);
  adoptDeferredRegions(opState, op, firstDeferred);
  if (!(op = rejectRetiredOperands(op, nameLoc)))
    return nullptr;
  if (parseTrailingLocation(op, nullptr)) {
    op->erase();
    return nullptr;
  }
  return op;
}

Operation *
OperationParser::parseCustomOperation(llvm::ArrayRef<llvm::StringRef>) {
  llvm::SMLoc nameLoc = getToken().getLoc();
  llvm::StringRef spelling = getTokenSpelling();
  const OpDefinition *def = nullptr;
  OperationName opName = ctx.getOperationName(spelling);
  // A name without a dialect is looked up in the default dialect of the
  // region around it (`return` in func.func is func.return; at the top,
  // `module` is builtin.module), as in MLIR.
  std::string tried;
  if (!opName.isRegistered() && spelling.split('.').second.empty()) {
    // (`func.` too: MLIR takes a name with nothing after its dot as one
    // without a dialect.)
    tried = (getDefaultDialect() + "." + spelling).str();
    opName = ctx.getOperationName(tried);
  }
  def = opName.getDefinition();
  if (!def && !opName.getDialect()) {
    // MLIR's words, its trailing space and all.
    std::string msg = ("Dialect `" + opName.getDialectNamespace() +
                       "' not found for custom op '" + spelling + "' ")
                          .str();
    if (!tried.empty())
      msg += " (tried '" + tried + "' as well)";
    llvm::SmallVector<llvm::StringRef, 16> dialects;
    for (const auto &dialect : ctx.getDialects())
      dialects.push_back(dialect->getNamespace());
    llvm::sort(dialects);
    Location loc = getEncodedSourceLocation(nameLoc);
    emitError(nameLoc, msg)
        .attachNote(loc, "Available dialects: " + llvm::join(dialects, ", ") +
                             " ; for more info on dialect registration see "
                             "https://mlir.llvm.org/getting_started/Faq/"
                             "#registered-loaded-dependent-whats-up-with-"
                             "dialects-management");
    return nullptr;
  }
  if (!def || (!def->parse && !def->format)) {
    std::string msg = ("custom op '" + spelling + "' is unknown").str();
    if (!tried.empty())
      msg += " (tried '" + tried + "' as well)";
    return emitError(nameLoc, msg), nullptr;
  }
  consumeToken();
  OperationState opState(getEncodedSourceLocation(nameLoc), opName);
  size_t firstDeferred = deferred.size();
  // Errors name the op in full, default dialect included, as in MLIR.
  OpAsmParser asmParser(*this, nameLoc, opName.getStringRef());
  defaultDialects.push_back(def->defaultDialect);
  exemptNextRegionFromNesting = regionStack.empty() && opName == moduleName;
  bool outerIsolatedOp = std::exchange(
      parsingIsolatedOp, opName.hasTrait(OpTrait::IsolatedFromAbove));
  ParseResult result = def->parse ? def->parse(asmParser, opState)
                                  : parseWithFormat(*def, asmParser, opState);
  parsingIsolatedOp = outerIsolatedOp;
  exemptNextRegionFromNesting = false;
  defaultDialects.pop_back();
  if (failed(result)) {
    if (!state.hadError)
      emitError(nameLoc, "failed to parse custom op '" + spelling + "'");
    return nullptr;
  }
  Operation *op = Operation::create(opState);
  adoptDeferredRegions(opState, op, firstDeferred);
  if (!(op = rejectRetiredOperands(op, nameLoc)))
    return nullptr;
  if (parseTrailingLocation(op, nullptr)) {
    op->erase();
    return nullptr;
  }
  return op;
}

ParseResult OperationParser::parseTrailingLocation(Operation *op,
                                                   BlockArgumentImpl *arg) {
  if (!consumeIfKeyword("loc"))
    return success();
  if (parseToken(Token::l_paren, "expected '(' in location"))
    return failure();
  const Token &tok = getToken();
  // `loc(#alias)` may name an alias defined later in the file.
  if (tok.is(Token::hash_identifier) && !tok.getSuffix().contains('.') &&
      !lookupAlias(state.attributeAliases, tok.getSuffix(),
                   tok.getLoc().getPointer())) {
    deferredLocs.push_back({op, arg, tok.getSpelling()});
    consumeToken();
  } else {
    Location loc;
    if (parseLocationInstance(loc))
      return failure();
    if (op)
      op->setLoc(loc);
    else
      arg->loc = loc;
  }
  return parseToken(Token::r_paren, "expected ')' in location");
}

ParseResult OperationParser::resolveDeferredLocations() {
  for (DeferredLocation &d : deferredLocs) {
    auto it = state.attributeAliases.find(d.aliasToken.drop_front());
    llvm::SMLoc loc = llvm::SMLoc::getFromPointer(d.aliasToken.data());
    if (it == state.attributeAliases.end())
      return emitError(loc, "operation location alias was never defined");
    Attribute value = it->second.value;
    if (!llvm::isa<Location>(value))
      return emitError(loc, "expected location, but found '") << value << "'";
    if (d.op)
      d.op->setLoc(Location(value));
    else
      d.arg->loc = Location(value);
  }
  return success();
}

//===-- SSA names ---------------------------------------------------------===//

ParseResult OperationParser::parseSSAUse(UnresolvedOperand &result,
                                         bool allowResultNumber) {
  result.loc = getToken().getLoc();
  result.name = getTokenSpelling();
  result.number = 0;
  if (parseToken(Token::percent_identifier, "expected SSA operand"))
    return failure();
  if (getToken().is(Token::hash_identifier)) {
    if (!allowResultNumber)
      return emitError("result number not allowed in argument list");
    unsigned number;
    // Names are tables indexed by result number: keep them sane.
    if (getToken().getSuffix().getAsInteger(10, number) || number >= (1u << 20))
      return emitError("invalid SSA value result number");
    result.number = number;
    consumeToken();
  }
  return success();
}

Value OperationParser::resolveSSAUse(const UnresolvedOperand &use, Type type) {
  IsolatedScope &scope = scopes.back();
  auto &entries = scope.values[use.name];
  if (use.number < entries.size() && entries[use.number].value) {
    Value v = entries[use.number].value;
    if (v.getType() == type)
      return v;
    std::string msg;
    llvm::raw_string_ostream os(msg);
    os << "use of value '" << use.name
       << "' expects different type than prior uses: '" << type << "' vs '"
       << v.getType() << "'";
    emitError(use.loc, msg)
        .attachNote(getEncodedSourceLocation(entries[use.number].loc),
                    "prior use here");
    return Value();
  }
  // `%x#N` past the results of an op that is already defined.
  if (!entries.empty() && entries[0].value &&
      !forwardRefs.count(entries[0].value.getImpl()))
    return emitError(use.loc, "reference to invalid result number"), Value();
  if (entries.size() <= use.number)
    entries.resize(use.number + 1);
  auto *placeholder =
      new BlockArgumentImpl(type, use.number, nullptr, UnknownLoc::get(ctx));
  entries[use.number] = {placeholder, use.loc};
  forwardRefs[placeholder] = use.loc;
  return placeholder;
}

ParseResult OperationParser::defineValue(const UnresolvedOperand &def,
                                         Value value) {
  IsolatedScope &scope = scopes.back();
  auto &entries = scope.values[def.name];
  if (entries.size() <= def.number)
    entries.resize(def.number + 1);
  ValueEntry &entry = entries[def.number];
  if (entry.value) {
    auto it = forwardRefs.find(entry.value.getImpl());
    if (it == forwardRefs.end())
      return emitError(def.loc, "redefinition of SSA value '" + def.name + "'")
          .attachNote(getEncodedSourceLocation(entry.loc),
                      "previously defined here");
    if (entry.value.getType() != value.getType()) {
      std::string msg;
      llvm::raw_string_ostream os(msg);
      os << "definition of SSA value '" << def.name << "#" << def.number
         << "' has type '" << value.getType() << "'";
      std::string note;
      llvm::raw_string_ostream nos(note);
      nos << "previously used here with type '" << entry.value.getType() << "'";
      return emitError(def.loc, msg)
          .attachNote(getEncodedSourceLocation(entry.loc), note);
    }
    Value placeholder = entry.value;
    placeholder.replaceAllUsesWith(value);
    forwardRefs.erase(it);
    retiredPlaceholders.insert(placeholder.getImpl());
  }
  entry = {value, def.loc};
  scope.regionDefs.back().push_back(def.name);
  return success();
}

void OperationParser::pushScope(bool isolated) {
  if (isolated)
    scopes.emplace_back();
  scopes.back().regionDefs.emplace_back();
}

ParseResult OperationParser::popScope() {
  IsolatedScope &scope = scopes.back();
  for (llvm::StringRef name : scope.regionDefs.back()) {
    auto it = scope.values.find(name);
    if (it == scope.values.end())
      continue;
    // Keep forward references: they may be defined further out.
    bool keep = llvm::any_of(it->second, [&](const ValueEntry &e) {
      return e.value && forwardRefs.count(e.value.getImpl());
    });
    if (!keep)
      scope.values.erase(it);
  }
  scope.regionDefs.pop_back();
  if (!scope.regionDefs.empty())
    return success();
  // The isolated scope ends: every use must have met its definition.
  const char *first = nullptr;
  llvm::StringRef firstName;
  for (auto &entry : scope.values)
    for (const ValueEntry &v : entry.second)
      if (v.value && forwardRefs.count(v.value.getImpl()) &&
          (!first || v.loc.getPointer() < first)) {
        first = v.loc.getPointer();
        firstName = entry.first();
      }
  if (first)
    return emitError(llvm::SMLoc::getFromPointer(first),
                     "use of undeclared SSA value name");
  scopes.pop_back();
  return success();
}

//===-- Regions and blocks ------------------------------------------------===//

ParseResult OperationParser::parseRegion(Region &region,
                                         llvm::ArrayRef<Argument> arguments,
                                         bool isolatedFromAbove) {
  llvm::SMLoc lbraceLoc = getToken().getLoc();
  bool counts = !exemptNextRegionFromNesting;
  exemptNextRegionFromNesting = false;
  if ((counts && enterNesting()) ||
      parseToken(Token::l_brace, "expected '{' to begin a region"))
    return failure();
  // A function body at the top of a file may be parsed later, in parallel.
  if (counts && getToken().isNot(Token::r_brace) && canDeferRegion() &&
      deferRegion(region, arguments, isolatedFromAbove,
                  lbraceLoc.getPointer())) {
    exitNesting();
    return success();
  }
  pushScope(isolatedFromAbove);
  if (arguments.empty() && consumeIf(Token::r_brace)) {
    if (counts)
      exitNesting();
    return popScope();
  }
  if (parseRegionBody(region, arguments))
    return failure();
  if (counts)
    exitNesting();
  return popScope();
}

ParseResult
OperationParser::parseRegionBody(Region &region,
                                 llvm::ArrayRef<Argument> arguments) {
  Block *entry = new Block();
  region.push_back(entry);
  llvm::SmallVector<UnresolvedOperand, 4> argNames;
  for (const Argument &arg : arguments) {
    addBlockArgument(entry, arg);
    argNames.push_back(arg.ssaName);
  }
  return parseRegionBlocks(region, argNames);
}

ParseResult
OperationParser::parseRegionBlocks(Region &region,
                                   llvm::ArrayRef<UnresolvedOperand> argNames) {
  blockScopes.emplace_back();
  regionStack.push_back(&region);
  Block *entry = &region.front();
  if (!argNames.empty()) {
    if (getToken().is(Token::caret_identifier))
      return emitError("invalid block name in region with named arguments");
    for (unsigned i = 0; i < argNames.size(); ++i) {
      // A name the scope already knows, defined or only used so far (the
      // op's own operands may hold such a use: `scf.forall (%i) in (%i)`),
      // cannot name an entry argument (MLIR's check, in its words).
      const UnresolvedOperand &name = argNames[i];
      auto known = scopes.back().values.find(name.name);
      if (known != scopes.back().values.end() &&
          name.number < known->second.size() &&
          known->second[name.number].value)
        return emitError(name.loc, "region entry argument '" + name.name +
                                       "' is already in use")
            .attachNote(
                getEncodedSourceLocation(known->second[name.number].loc),
                "previously referenced here");
      if (defineValue(name, entry->getArgument(i)))
        return failure();
    }
  } else if (getToken().is(Token::caret_identifier)) {
    // The entry block's own label.
    BlockDefinition &def = blockScopes.back()[getTokenSpelling()];
    def.block = entry;
    def.loc = getToken().getLoc();
    def.defined = true;
    consumeToken();
    if (parseOptionalBlockArgList(entry) ||
        parseToken(Token::colon, "expected ':' after block name"))
      return failure();
  }
  if (parseBlockBody(entry))
    return failure();
  while (getToken().isNot(Token::r_brace)) {
    Block *block = nullptr;
    if (parseBlock(block))
      return failure();
  }
  lastRegionEnd = getToken().getLoc().getPointer();
  consumeToken();
  for (auto &entryDef : blockScopes.back())
    if (!entryDef.second.defined)
      return emitError(entryDef.second.loc, "reference to an undefined block");
  blockScopes.pop_back();
  regionStack.pop_back();
  return success();
}

ParseResult OperationParser::parseBlock(Block *&block) {
  if (getToken().isNot(Token::caret_identifier))
    return emitWrongTokenError("expected block name");
  llvm::StringRef name = getTokenSpelling();
  llvm::SMLoc loc = getToken().getLoc();
  consumeToken();
  if (defineBlock(name, loc, block) || parseOptionalBlockArgList(block) ||
      parseToken(Token::colon, "expected ':' after block name"))
    return failure();
  // An empty block parses (as in MLIR); the verifier decides whether its
  // region may hold one.
  return parseBlockBody(block);
}

ParseResult OperationParser::parseBlockBody(Block *block) {
  while (getToken().isNot(Token::caret_identifier) &&
         getToken().isNot(Token::r_brace)) {
    // At the end of the file this is MLIR's "expected operation name in
    // quotes" (the region's `}` is what is missing).
    if (parseOperation(block))
      return failure();
  }
  return success();
}

ParseResult OperationParser::parseOptionalBlockArgList(Block *block) {
  if (getToken().isNot(Token::l_paren))
    return success();
  return parseCommaSeparatedList(Delimiter::Paren, [&]() -> ParseResult {
    Argument arg;
    if (parseArgument(arg, /*allowType=*/true, /*allowAttrs=*/false,
                      /*blockArgument=*/true))
      return failure();
    return defineValue(arg.ssaName, addBlockArgument(block, arg));
  });
}

Value OperationParser::addBlockArgument(Block *block, const Argument &arg) {
  Location loc = arg.sourceLoc ? *arg.sourceLoc
                               : getEncodedSourceLocation(arg.ssaName.loc);
  Value value = block->addArgument(arg.type, loc);
  if (!arg.deferredLocAlias.empty())
    deferredLocs.push_back({nullptr,
                            static_cast<BlockArgumentImpl *>(value.getImpl()),
                            arg.deferredLocAlias});
  return value;
}

ParseResult OperationParser::parseArgument(Argument &arg, bool allowType,
                                           bool allowAttrs,
                                           bool blockArgument) {
  // As in MLIR, a block argument is an SSA use with a type (it may be named
  // `%x#1`), a region argument of custom syntax is not.
  if (parseSSAUse(arg.ssaName, /*allowResultNumber=*/blockArgument))
    return failure();
  if (allowType) {
    if (parseToken(Token::colon, blockArgument
                                     ? "expected ':' and type for SSA operand"
                                     : "expected ':'"))
      return failure();
    if (!(arg.type = parseType()))
      return failure();
  }
  if (allowAttrs && getToken().is(Token::l_brace)) {
    llvm::SmallVector<NamedAttribute, 4> attrs;
    if (parseAttributeDict(attrs))
      return failure();
    arg.attrs = DictionaryAttr::get(ctx, attrs);
  }
  if (consumeIfKeyword("loc")) {
    if (parseToken(Token::l_paren, "expected '(' in location"))
      return failure();
    const Token &tok = getToken();
    if (tok.is(Token::hash_identifier) && !tok.getSuffix().contains('.') &&
        !lookupAlias(state.attributeAliases, tok.getSuffix(),
                     tok.getLoc().getPointer())) {
      arg.deferredLocAlias = tok.getSpelling();
      consumeToken();
    } else {
      Location loc;
      if (parseLocationInstance(loc))
        return failure();
      arg.sourceLoc = loc;
    }
    if (parseToken(Token::r_paren, "expected ')' in location"))
      return failure();
  }
  return success();
}

Block *OperationParser::getBlockNamed(llvm::StringRef name, llvm::SMLoc loc) {
  BlockDefinition &def = blockScopes.back()[name];
  if (!def.block) {
    def.block = new Block();
    def.loc = loc;
  }
  return def.block;
}

ParseResult OperationParser::defineBlock(llvm::StringRef name, llvm::SMLoc loc,
                                         Block *&block) {
  BlockDefinition &def = blockScopes.back()[name];
  if (def.defined)
    return emitError(loc, "redefinition of block '" + name + "'");
  if (!def.block)
    def.block = new Block();
  def.defined = true;
  def.loc = loc;
  block = def.block;
  regionStack.back()->push_back(block);
  return success();
}

ParseResult OperationParser::parseSuccessor(Block *&dest) {
  if (getToken().isNot(Token::caret_identifier))
    return emitWrongTokenError("expected block name");
  if (blockScopes.empty())
    return emitError("successors are only valid inside a region");
  dest = getBlockNamed(getTokenSpelling(), getToken().getLoc());
  consumeToken();
  return success();
}

//===-- Entry points ------------------------------------------------------===//

Operation *terrace::parseSourceFile(llvm::SourceMgr &sourceMgr, Context &ctx,
                                    llvm::SMLoc implicitModuleLoc,
                                    unsigned threads, bool implicitModule) {
  if (threads == 0)
    threads = std::max(1u, std::thread::hardware_concurrency());
  if (threads > 1) {
    // Function bodies last, in parallel. Any diagnostic, or a file whose
    // bodies cannot be read that way, means reading it again front to
    // back: the diagnostics are then those of that one pass.
    // What the failed attempt added to the context goes, so that the one
    // pass meets the context as it was: resources, and the bodies of
    // identified types (set in another order when bodies come last).
    size_t externalResources = ctx.getExternalResources().size();
    size_t mutableBodies = ctx.markMutableBodies();
    Operation *top = nullptr;
    size_t diagnostics = DiagnosticEngine::discardWhile([&] {
      ParserState state(sourceMgr, ctx);
      OperationParser parser(state);
      parser.deferIsolatedBodies(threads);
      top = parser.parseTopLevel(implicitModuleLoc, implicitModule);
    });
    if (top && !diagnostics)
      return top;
    if (top)
      top->erase();
    ctx.getExternalResources().resize(externalResources);
    ctx.rollbackMutableBodies(mutableBodies);
  }
  ParserState state(sourceMgr, ctx);
  OperationParser parser(state);
  return parser.parseTopLevel(implicitModuleLoc, implicitModule);
}

/// Parses one `T` (attribute or type) that must span all of `text`.
template <typename T>
static T parseStandalone(llvm::StringRef text, Context &ctx,
                         llvm::function_ref<T(Parser &)> parse,
                         const char *what) {
  llvm::SourceMgr sourceMgr;
  sourceMgr.AddNewSourceBuffer(llvm::MemoryBuffer::getMemBufferCopy(text),
                               llvm::SMLoc());
  ParserState state(sourceMgr, ctx);
  Parser parser(state);
  parser.consumeToken();
  T result = parse(parser);
  if (result && parser.getToken().isNot(Token::eof)) {
    parser.emitError(llvm::Twine("unexpected text after the ") + what);
    return T();
  }
  return result;
}

Attribute terrace::parseAttribute(llvm::StringRef text, Context &ctx) {
  return parseStandalone<Attribute>(
      text, ctx, [](Parser &p) { return p.parseAttribute(); }, "attribute");
}

Type terrace::parseType(llvm::StringRef text, Context &ctx) {
  return parseStandalone<Type>(
      text, ctx, [](Parser &p) { return p.parseType(); }, "type");
}
