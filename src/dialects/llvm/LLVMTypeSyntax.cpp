//===- LLVMTypeSyntax.cpp - How the LLVM dialect's types are spelled ------===//
//
// MLIR 22's syntax and diagnostics (probed with mlir-opt): the dialect's
// types nest in one another without `!llvm.`; any other type nests in full.
// Identified structs may name themselves (and enclosing structs) inside
// their body: while one is printed or parsed its name is on a per-thread
// stack, and an inner reference to it is just `struct<"name">`.
//
//===----------------------------------------------------------------------===//
#include "dialects/llvm/LLVMDialect.h"
#include "dialects/llvm/LLVMInternal.h"
#include "dialects/llvm/LLVMTypes.h"
#include "ir/AttrTypePrinter.h"
#include "ir/Context.h"
#include "ir/Dialect.h"
#include "text/AsmParser.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/ScopeExit.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/ADT/StringExtras.h"

using namespace terrace;
using namespace terrace::LLVM;

//===-- Printing ----------------------------------------------------------===//

/// A type inside one of the dialect's types: short when it is one of them.
static void printNested(DialectAsmPrinter &printer, Type type) {
  if (isLLVMDialectType(type))
    printer.printTypeWithoutPrefix(type);
  else
    printer.printType(type);
}

/// The names of the identified structs being printed on this thread,
/// innermost last.
static llvm::SetVector<llvm::StringRef> &structsBeingPrinted() {
  thread_local llvm::SetVector<llvm::StringRef> names;
  return names;
}

/// The same while parsing (a diagnostic printed during a parse does not
/// see the structs being parsed, as in MLIR).
static llvm::SetVector<llvm::StringRef> &structsBeingParsed() {
  thread_local llvm::SetVector<llvm::StringRef> names;
  return names;
}

void LLVM::printStruct(Type type, DialectAsmPrinter &printer) {
  auto s = llvm::cast<LLVMStructType>(type);
  llvm::SetVector<llvm::StringRef> &known = structsBeingPrinted();
  printer << '<';
  if (s.isIdentified()) {
    printer.printString(s.getName());
    // A reference to an enclosing struct: its name alone.
    if (known.contains(s.getName())) {
      printer << '>';
      return;
    }
    printer << ", ";
    if (s.isOpaque()) {
      printer << "opaque>";
      return;
    }
  }
  if (s.isPacked())
    printer << "packed ";
  printer << '(';
  if (s.isIdentified())
    known.insert(s.getName());
  llvm::interleave(
      s.getBody(), [&](Type t) { printNested(printer, t); },
      [&] { printer << ", "; });
  if (s.isIdentified())
    known.pop_back();
  printer << ")>";
}

//===-- Parsing -----------------------------------------------------------===//

/// The type the dialect's keyword `key` starts (after it), or null after a
/// diagnostic.
static Type parseByKeyword(AsmParser &parser, llvm::StringRef key,
                           llvm::SMLoc keyLoc) {
  Dialect *dialect = parser.getContext().getDialect("llvm");
  const TypeDefinition *def = dialect ? dialect->lookupType(key) : nullptr;
  if (!def)
    return parser.emitError(keyLoc, "unknown LLVM type: " + key), Type();
  return parseDialectTypeBody(*def, parser);
}

/// A type inside one of the dialect's types: any type in full, or one of
/// the dialect's without its prefix.
static Type parseNested(AsmParser &parser) {
  if (parser.enterNesting())
    return Type();
  auto leave = llvm::make_scope_exit([&] { parser.exitNesting(); });
  Type type;
  if (std::optional<ParseResult> result = parser.parseOptionalType(type))
    return succeeded(*result) ? type : Type();
  llvm::SMLoc keyLoc = parser.getCurrentLocation();
  llvm::StringRef key;
  if (parser.parseAnyKeyword(key))
    return Type();
  return parseByKeyword(parser, key, keyLoc);
}

/// `!llvm.<mnemonic>...`: the dialect's types only (`!llvm.i32` is not).
static Type parseTopLevel(AsmParser &parser, llvm::StringRef mnemonic,
                          llvm::SMLoc mnemonicLoc) {
  if (isBuiltinTypeKeyword(mnemonic))
    return parser.emitError(mnemonicLoc, "unexpected type, expected keyword"),
           Type();
  return parseByKeyword(parser, mnemonic, mnemonicLoc);
}

//===-- Custom directives of the declarative formats ----------------------===//

/// custom<PrettyLLVMType>($type): a nested type, short when the dialect's.
static void printPrettyLLVMType(DialectAsmPrinter &printer, ParamView params,
                                llvm::ArrayRef<unsigned> args) {
  printNested(printer, params.getType(args[0]));
}
static ParseResult parsePrettyLLVMType(AsmParser &parser,
                                       llvm::ArrayRef<ParamValue *> args) {
  Type type = parseNested(parser);
  if (!type)
    return failure();
  args[0]->types.push_back(type);
  return success();
}

/// custom<FunctionTypes>($params, $varArg): `i32, ...)`, the `(` before
/// it being the format's.
static void printFunctionTypes(DialectAsmPrinter &printer, ParamView params,
                               llvm::ArrayRef<unsigned> args) {
  llvm::ArrayRef<Type> types = params.getTypes(args[0]);
  llvm::interleave(
      types, [&](Type t) { printNested(printer, t); },
      [&] { printer << ", "; });
  if (params.getInt(args[1])) {
    if (!types.empty())
      printer << ", ";
    printer << "...";
  }
  printer << ')';
}
static ParseResult parseFunctionTypes(AsmParser &parser,
                                      llvm::ArrayRef<ParamValue *> args) {
  llvm::SmallVectorImpl<Type> &types = args[0]->types;
  int64_t &isVarArg = args[1]->i;
  if (parser.parseOptionalRParen())
    return success();
  do {
    if (parser.parseOptionalEllipsis()) {
      isVarArg = 1;
      break;
    }
    Type type = parseNested(parser);
    if (!type)
      return failure();
    types.push_back(type);
  } while (parser.parseOptionalComma());
  return parser.parseRParen();
}

/// custom<ExtTypeParams>($typeParams, $intParams): a target extension
/// type's type parameters, then its integers (the `,` before them being the
/// format's).
static void printExtTypeParams(DialectAsmPrinter &printer, ParamView params,
                               llvm::ArrayRef<unsigned> args) {
  llvm::ArrayRef<Type> types = params.getTypes(args[0]);
  llvm::ArrayRef<int64_t> ints = params.getInts(args[1]);
  llvm::interleave(
      types, [&](Type t) { printer.printType(t); }, [&] { printer << ", "; });
  if (!types.empty() && !ints.empty())
    printer << ", ";
  llvm::interleave(
      ints, [&](int64_t v) { printer << uint64_t(v); },
      [&] { printer << ", "; });
}
static ParseResult parseExtTypeParams(AsmParser &parser,
                                      llvm::ArrayRef<ParamValue *> args) {
  llvm::SmallVectorImpl<Type> &types = args[0]->types;
  llvm::SmallVectorImpl<int64_t> &ints = args[1]->ints;
  do {
    llvm::SMLoc loc = parser.getCurrentLocation();
    if (!ints.empty() || parser.isNextInteger()) {
      // Types come first: one after an integer is an error.
      if (!parser.isNextInteger())
        return parser.emitError(loc, "failed to parse parameter list for "
                                     "target extension type");
      uint64_t value;
      if (parser.parseUnsigned(value, 32))
        return failure();
      ints.push_back(int64_t(value));
      continue;
    }
    Type type = parseNested(parser);
    if (!type)
      return failure();
    types.push_back(type);
  } while (parser.parseOptionalComma());
  return success();
}

const ParamDirective LLVM::kTypeDirectives[3] = {
    {"PrettyLLVMType", printPrettyLLVMType, parsePrettyLLVMType},
    {"FunctionTypes", printFunctionTypes, parseFunctionTypes},
    {"ExtTypeParams", printExtTypeParams, parseExtTypeParams}};

/// Sets a parsed identified struct's body, or says why it cannot.
static Type setStructBody(AsmParser &parser, LLVMStructType type,
                          llvm::ArrayRef<Type> body, bool isPacked,
                          llvm::SMLoc bodyLoc) {
  for (Type t : body)
    if (!LLVMStructType::isValidElementType(t))
      return parser.emitError(bodyLoc, "invalid LLVM structure element type: ")
                 << quoted(t),
             Type();
  if (succeeded(type.setBody(body, isPacked)))
    return type;
  return parser.emitError(bodyLoc,
                          "identified type already used with a different body"),
         Type();
}

/// `<` (string `,`)? `packed`? `(` types `)` `>`, `<` string `, opaque>`, or
/// `<` string `>` inside a struct of that name.
Type LLVM::parseStruct(AsmParser &parser) {
  llvm::SetVector<llvm::StringRef> &known = structsBeingParsed();
  Context &ctx = parser.getContext();
  llvm::SMLoc loc = parser.getCurrentLocation();
  if (parser.parseLess())
    return Type();
  std::string name;
  bool identified = parser.parseOptionalString(name);
  if (identified) {
    bool enclosing = known.contains(name);
    llvm::SMLoc greaterLoc = parser.getCurrentLocation();
    if (parser.parseOptionalGreater()) {
      if (enclosing)
        return LLVMStructType::getIdentified(ctx, name);
      return parser.emitError(greaterLoc, "struct without a body only "
                                          "allowed in a recursive struct"),
             Type();
    }
    if (parser.parseComma())
      return Type();
    if (enclosing)
      return parser.emitError(parser.getCurrentLocation(),
                              "identifier already used for an enclosing "
                              "struct"),
             Type();
  }

  llvm::SMLoc keywordLoc = parser.getCurrentLocation();
  if (parser.parseOptionalKeyword("opaque")) {
    if (!identified)
      return parser.emitError(keywordLoc,
                              "only identified structs can be opaque"),
             Type();
    if (parser.parseGreater())
      return Type();
    LLVMStructType type = LLVMStructType::getOpaque(ctx, name);
    if (!type.isOpaque())
      return parser.emitError(keywordLoc,
                              "redeclaring defined struct as opaque"),
             Type();
    return type;
  }

  bool isPacked = parser.parseOptionalKeyword("packed");
  if (parser.parseLParen())
    return Type();
  llvm::SmallVector<Type, 4> body;
  llvm::SMLoc bodyLoc = parser.getCurrentLocation();
  if (parser.parseOptionalRParen()) {
    bodyLoc = keywordLoc;
  } else {
    // Inside the body the struct's own name refers to it.
    StringAttr savedName = StringAttr::get(ctx, name);
    do {
      if (identified)
        known.insert(savedName.getValue());
      Type t = parseNested(parser);
      if (identified)
        known.pop_back();
      if (!t)
        return Type();
      body.push_back(t);
    } while (parser.parseOptionalComma());
    if (parser.parseRParen())
      return Type();
  }
  if (parser.parseGreater())
    return Type();
  if (!identified)
    return LLVMStructType::getLiteralChecked(
        [&] { return parser.emitError(loc); }, ctx, body, isPacked);
  return setStructBody(parser, LLVMStructType::getIdentified(ctx, name), body,
                       isPacked, bodyLoc);
}

/// `<` string (`,` type)* (`,` integer)* `>`

const DialectTypeParser LLVM::kTypeParser = {parseTopLevel};
