//===- OpAsm.h - The API custom op syntax is written against --------------===//
//
// A dialect's custom print/parse functions see only these two classes. The
// parser side resolves SSA names, regions and locations for them; the
// printer side numbers values and prints aliases.
//
//===----------------------------------------------------------------------===//
#pragma once

#include "ir/Diagnostics.h"
#include "ir/Operation.h"

#include "llvm/Support/SMLoc.h"
#include "llvm/Support/raw_ostream.h"

namespace terrace {
class OperationParser;
class ModulePrinter;

class OpAsmParser {
public:
  /// An SSA use whose type is not known yet.
  struct UnresolvedOperand {
    llvm::SMLoc loc;
    llvm::StringRef name;
    unsigned number = 0;
  };
  /// A region argument being defined: `%name: type {attrs} loc(...)`.
  struct Argument {
    UnresolvedOperand ssaName;
    Type type;
    DictionaryAttr attrs;
    std::optional<Location> sourceLoc;
    /// `loc(#alias)` naming an alias defined later in the file: the
    /// `#alias` token, resolved once the whole file is read.
    llvm::StringRef deferredLocAlias;
  };

  /// `opName`: the op's name as written, which MLIR puts in front of the
  /// errors a custom parser reports ("custom op 'scf.for' ...").
  OpAsmParser(OperationParser &impl, llvm::SMLoc nameLoc,
              llvm::StringRef opName)
      : impl(impl), nameLoc(nameLoc), opName(opName) {}

  Context &getContext();
  llvm::SMLoc getNameLoc() const { return nameLoc; }
  llvm::SMLoc getCurrentLocation();
  InFlightDiagnostic emitError(llvm::SMLoc loc, const llvm::Twine &msg = {});
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
  bool parseOptionalKeyword(llvm::StringRef keyword);
  ParseResult parseComma();
  ParseResult parseLess();
  ParseResult parseGreater();
  bool parseOptionalLess();
  /// A one-token punctuation literal of a declarative format (`[`, `]`,
  /// `(`, `)`, `{`, `}`, `<`, `>`, `,`, `:`, `=`, `->`, ...); none when
  /// `text` is not punctuation.
  std::optional<ParseResult> parsePunctuation(llvm::StringRef text);
  /// The same, only when it is next; false otherwise.
  bool parseOptionalPunctuation(llvm::StringRef text);
  /// Exactly `keyword`.
  ParseResult parseKeyword(llvm::StringRef keyword);
  /// Any bare identifier.
  ParseResult parseAnyKeyword(llvm::StringRef &keyword);
  bool isNextKeyword();
  /// The next token's spelling when it is a bare identifier (not consumed).
  bool peekKeyword(llvm::StringRef &keyword);
  /// A keyword (or string) naming a case of `spec`, as an integer attribute
  /// of `width` bits (cmpi's predicate).
  ParseResult parseEnumKeyword(const EnumSpec &spec, unsigned width,
                               llvm::StringRef attrName, Attribute &result);
  /// `<case, case>` of an EnumAttr (overflow flags after `overflow`).
  ParseResult parseEnumBody(const EnumSpec &spec, Attribute &result);

  // Attributes and types.
  ParseResult parseAttribute(Attribute &attr, Type type = {});
  /// An integer literal (`-3`, `0x1f`, `true`, `false`) that fits `bits`
  /// signed bits; none when the next token does not start one.
  std::optional<ParseResult> parseOptionalInteger(int64_t &value,
                                                  unsigned bits = 64);
  /// The same, with "expected integer value" when none is there.
  ParseResult parseInteger(int64_t &value, unsigned bits = 64);
  ParseResult parseOptionalAttrDict(llvm::SmallVectorImpl<NamedAttribute> &a);
  ParseResult
  parseOptionalAttrDictWithKeyword(llvm::SmallVectorImpl<NamedAttribute> &a);
  ParseResult parseSymbolName(StringAttr &name);
  bool parseOptionalSymbolName(StringAttr &name);
  ParseResult parseSymbolRef(SymbolRefAttr &ref);
  ParseResult parseType(Type &type);
  ParseResult parseColonType(Type &type);
  ParseResult parseColonTypeList(llvm::SmallVectorImpl<Type> &types);
  ParseResult parseTypeList(llvm::SmallVectorImpl<Type> &types);
  ParseResult parseFunctionResultTypes(llvm::SmallVectorImpl<Type> &types);
  ParseResult parseFunctionType(FunctionType &type);

  // SSA values and regions.
  bool isNextOperand();
  ParseResult parseOperand(UnresolvedOperand &operand);
  /// `%a, %b` (possibly empty when the next token is not an operand).
  ParseResult parseOperandList(llvm::SmallVectorImpl<UnresolvedOperand> &ops);
  ParseResult resolveOperands(llvm::ArrayRef<UnresolvedOperand> operands,
                              TypeRange types, llvm::SMLoc loc,
                              llvm::SmallVectorImpl<Value> &result);
  /// `(%a, %b : t1, t2)?`: operands and their types, when the next token is
  /// an operand (the declarative `($operands^ `:` type($operands))?`).
  ParseResult parseOptionalOperandsWithTypes(llvm::SmallVectorImpl<Value> &out);
  /// `%name: type` with optional attribute dictionary and location.
  ParseResult parseArgument(Argument &arg, bool allowAttrs, bool allowLoc);
  bool isNextArgument();
  /// Parses `{ ... }`; the entry block gets `arguments` when non-empty.
  ParseResult parseRegion(Region &region, llvm::ArrayRef<Argument> arguments,
                          bool isolatedFromAbove);
  bool isNextRegion();
  /// `^bb3`: a block of the enclosing region (forward references allowed).
  ParseResult parseSuccessor(Block *&dest);
  bool isNextSuccessor();

private:
  OperationParser &impl;
  llvm::SMLoc nameLoc;
  llvm::StringRef opName;
};

class OpAsmPrinter {
public:
  explicit OpAsmPrinter(ModulePrinter &impl);
  llvm::raw_ostream &getStream();
  OpAsmPrinter &operator<<(llvm::StringRef text);
  OpAsmPrinter &operator<<(char c);
  OpAsmPrinter &operator<<(Type type);
  OpAsmPrinter &operator<<(Attribute attr);
  OpAsmPrinter &operator<<(Value value);

  void printOperand(Value value);
  void printOperands(ValueRange values);
  void printType(Type type);
  void printTypes(TypeRange types);
  /// ` %a, %b : t1, t2`, or nothing without operands.
  void printOptionalOperandsWithTypes(Operation *op);
  void printAttribute(Attribute attr);
  void printSymbolName(llvm::StringRef name);
  /// `{a = 1, ...}` without the `elided` names; nothing when empty.
  void printOptionalAttrDict(llvm::ArrayRef<NamedAttribute> attrs,
                             llvm::ArrayRef<llvm::StringRef> elided = {});
  /// ` attributes {...}` form.
  void
  printOptionalAttrDictWithKeyword(llvm::ArrayRef<NamedAttribute> attrs,
                                   llvm::ArrayRef<llvm::StringRef> elided = {});
  /// `%name: type` of a block argument, with its location in debuginfo mode.
  void printRegionArgument(Value arg, DictionaryAttr attrs = {});
  void printRegion(Region &region, bool printEntryBlockArgs = true,
                   bool printBlockTerminators = true);
  void printFunctionalType(TypeRange inputs, TypeRange results);
  /// `^bb3`
  void printSuccessor(Block *block);
  /// A line break followed by the current op's indentation.
  void printNewline();

private:
  ModulePrinter &impl;
};

} // namespace terrace
