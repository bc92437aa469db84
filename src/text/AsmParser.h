//===- AsmParser.h - The parser API of custom syntax ----------------------===//
//
// What a dialect's custom parsers read with: punctuation, keywords,
// integers, strings, types and attributes. Custom op syntax gets more
// (SSA values, regions: OpAsmParser in OpAsm.h); dialect types and
// attributes get this. Errors go through emitError, located where the
// parser stands or at a given location; the first one stops the parse.
//
//===----------------------------------------------------------------------===//
#pragma once

#include "ir/Attributes.h"
#include "ir/Diagnostics.h"

#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/Support/SMLoc.h"

#include <optional>
#include <string>

namespace terrace {
class AffineMapAttr;
class Parser;
struct EnumSpec;
struct TypeDefinition;

class AsmParser {
public:
  /// What surrounds a list: nothing, `()`, `[]`, `<>` or `{}`; the
  /// Optional forms accept an absent list.
  enum class Delimiter {
    None,
    Paren,
    Square,
    LessGreater,
    Braces,
    OptionalParen,
    OptionalSquare,
    OptionalLessGreater,
    OptionalBraces
  };

  /// `opName`, when not empty, prefixes the errors the custom parser
  /// reports ("custom op 'scf.for' ..."), as MLIR's do.
  explicit AsmParser(Parser &parser, llvm::StringRef opName = {})
      : parser(parser), opName(opName) {}

  Context &getContext();
  llvm::SMLoc getCurrentLocation();
  InFlightDiagnostic emitError(llvm::SMLoc loc, const llvm::Twine &msg = {});
  /// An error after the first one of this parse (which emitError drops):
  /// for the places where MLIR's parser reports two.
  InFlightDiagnostic emitFollowingError(llvm::SMLoc loc,
                                        const llvm::Twine &msg);
  Location getEncodedSourceLoc(llvm::SMLoc loc);

  // Punctuation and keywords.
  ParseResult parseLParen();
  ParseResult parseRParen();
  ParseResult parseColon();
  ParseResult parseArrow();
  bool parseOptionalLParen();
  bool parseOptionalRParen();
  bool parseOptionalComma();
  bool parseOptionalArrow();
  bool parseOptionalColon();
  bool parseOptionalEqual();
  bool parseOptionalKeyword(llvm::StringRef keyword);
  ParseResult parseComma();
  /// `=` ("expected '='").
  ParseResult parseEqual();
  /// `elt (, elt)*` inside `delimiter`, each error with MLIR's `context`
  /// (" in operand list").
  ParseResult parseCommaSeparatedList(Delimiter delimiter,
                                      llvm::function_ref<ParseResult()> elt,
                                      llvm::StringRef context = {});
  ParseResult parseLess();
  ParseResult parseGreater();
  bool parseOptionalLess();
  bool parseOptionalGreater();
  ParseResult parseEllipsis();
  bool parseOptionalEllipsis();
  /// A one-token punctuation literal of a declarative format (`[`, `]`,
  /// `(`, `)`, `{`, `}`, `<`, `>`, `,`, `:`, `=`, `->`, ...); none when
  /// `text` is not punctuation.
  /// `context` follows the message (" in dynamic index list").
  std::optional<ParseResult> parsePunctuation(llvm::StringRef text,
                                              llvm::StringRef context = {});
  /// The same, only when it is next; false otherwise.
  bool parseOptionalPunctuation(llvm::StringRef text);
  /// Whether that punctuation is next (nothing is read).
  bool isNextPunctuation(llvm::StringRef text);
  /// Exactly `keyword`.
  ParseResult parseKeyword(llvm::StringRef keyword);
  /// Any bare identifier.
  ParseResult parseAnyKeyword(llvm::StringRef &keyword);
  /// An op name as the custom form spells it (`arith.addf`), with MLIR's
  /// "expected bare identifier or keyword".
  ParseResult parseCustomOperationName(llvm::StringRef &name);
  bool isNextKeyword();
  /// Whether the next token can start an attribute (MLIR's
  /// parseOptionalAttribute decides the same way).
  bool isNextAttribute();
  /// Whether a string literal is next.
  bool isNextString();
  /// The next token's spelling when it is a bare identifier (not consumed).
  bool peekKeyword(llvm::StringRef &keyword);
  /// A keyword (or string) naming a case of `spec`, as an integer attribute
  /// of `width` bits (cmpi's predicate).
  ParseResult parseEnumKeyword(const EnumSpec &spec, unsigned width,
                               llvm::StringRef attrName, Attribute &result);
  /// `<case, case>` of an EnumAttr (overflow flags after `overflow`).
  ParseResult parseEnumBody(const EnumSpec &spec, Attribute &result);

  // Literals.
  /// An integer literal (`-3`, `0x1f`, `true`, `false`) that fits `bits`
  /// signed bits; none when the next token does not start one.
  std::optional<ParseResult> parseOptionalInteger(int64_t &value,
                                                  unsigned bits = 64);
  /// The same, with "expected integer value" when none is there.
  ParseResult parseInteger(int64_t &value, unsigned bits = 64);
  /// Whether an integer literal (or a `-` before one) is next.
  bool isNextInteger();
  /// An integer read into `bits` unsigned bits, as MLIR reads an unsigned
  /// C++ parameter (`-1` wraps to all ones).
  ParseResult parseUnsigned(uint64_t &value, unsigned bits);
  /// The literal itself, as MLIR's parser reads it, or none.
  std::optional<ParseResult> parseOptionalIntegerLiteral(llvm::APInt &value);
  /// A string literal, unescaped.
  bool parseOptionalString(std::string &value);
  ParseResult parseString(std::string &value);

  // Attributes and types.
  ParseResult parseAttribute(Attribute &attr, Type type = {});
  ParseResult parseOptionalAttrDict(llvm::SmallVectorImpl<NamedAttribute> &a);
  ParseResult
  parseOptionalAttrDictWithKeyword(llvm::SmallVectorImpl<NamedAttribute> &a);
  ParseResult parseSymbolName(StringAttr &name);
  bool parseOptionalSymbolName(StringAttr &name);
  ParseResult parseSymbolRef(SymbolRefAttr &ref);
  ParseResult parseType(Type &type);
  /// An affine map written bare or as an alias (memref.transpose's).
  ParseResult parseAffineMap(AffineMapAttr &map);
  /// A type, when the next token starts one (`!`, `(`, a builtin type
  /// keyword); none otherwise.
  std::optional<ParseResult> parseOptionalType(Type &type);
  ParseResult parseColonType(Type &type);
  ParseResult parseColonTypeList(llvm::SmallVectorImpl<Type> &types);
  ParseResult parseTypeList(llvm::SmallVectorImpl<Type> &types);
  ParseResult parseFunctionResultTypes(llvm::SmallVectorImpl<Type> &types);
  ParseResult parseFunctionType(FunctionType &type);
  /// `: (...) -> ...`, a wrong kind of type reported at the colon (MLIR's
  /// parseColonType).
  ParseResult parseColonFunctionType(FunctionType &type);
  /// `4x?x` ... of a shape (each dimension followed by `x`).
  ParseResult parseDimensionList(llvm::SmallVectorImpl<int64_t> &dims,
                                 bool allowDynamic);

  /// Guards a production that may nest (a dialect's types within its
  /// types): deep nesting fails with a diagnostic instead of overflowing
  /// the stack. Pair each successful enterNesting with exitNesting.
  ParseResult enterNesting();
  void exitNesting();

protected:
  Parser &parser;
  llvm::StringRef opName;
};

/// Whether `keyword` starts a builtin type (`i32`, `f16`, `index`,
/// `tensor`, ...).
bool isBuiltinTypeKeyword(llvm::StringRef keyword);

/// Reads what follows the mnemonic of a dialect type with its definition
/// (its parse function, or its format then its verifier); null after a
/// diagnostic. For dialects that read their types themselves.
Type parseDialectTypeBody(const TypeDefinition &def, AsmParser &parser);

} // namespace terrace
