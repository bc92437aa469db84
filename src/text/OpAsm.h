//===- OpAsm.h - The API custom op syntax is written against --------------===//
//
// A dialect's custom op print/parse functions see only these two classes.
// The parser side (AsmParser's tokens, types and attributes, plus SSA
// names, regions and locations) resolves names for them; the printer side
// numbers values and prints aliases.
//
//===----------------------------------------------------------------------===//
#pragma once

#include "ir/Operation.h"
#include "text/AsmParser.h"

#include "llvm/Support/SMLoc.h"
#include "llvm/Support/raw_ostream.h"

namespace terrace {
class OperationParser;
class ModulePrinter;

class OpAsmParser : public AsmParser {
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
              llvm::StringRef opName);

  llvm::SMLoc getNameLoc() const { return nameLoc; }

  // SSA values and regions.
  bool isNextOperand();
  ParseResult parseOperand(UnresolvedOperand &operand,
                           bool allowResultNumber = true);
  /// `%a, %b` (possibly empty when the next token is not an operand).
  ParseResult parseOperandList(llvm::SmallVectorImpl<UnresolvedOperand> &ops);
  /// `%a, %b` in `delimiter`, as MLIR's: errors " in operand list", and
  /// "expected N operands" when `requiredOperandCount` is not -1.
  ParseResult parseOperandList(llvm::SmallVectorImpl<UnresolvedOperand> &ops,
                               Delimiter delimiter,
                               bool allowResultNumber = true,
                               int requiredOperandCount = -1);
  /// `(%a = %x, %b = %y)`: region arguments and the operands they start
  /// from ("expected '('" when absent).
  ParseResult
  parseAssignmentList(llvm::SmallVectorImpl<Argument> &lhs,
                      llvm::SmallVectorImpl<UnresolvedOperand> &rhs);
  ParseResult resolveOperands(llvm::ArrayRef<UnresolvedOperand> operands,
                              TypeRange types, llvm::SMLoc loc,
                              llvm::SmallVectorImpl<Value> &result);
  /// `(%a, %b : t1, t2)?`: operands and their types, when the next token is
  /// an operand (the declarative `($operands^ `:` type($operands))?`).
  ParseResult parseOptionalOperandsWithTypes(llvm::SmallVectorImpl<Value> &out);
  /// `%name`, with `: type` and an attribute dictionary where allowed, and
  /// an optional location (MLIR's parseArgument).
  ParseResult parseArgument(Argument &arg, bool allowType = false,
                            bool allowAttrs = false);
  /// Arguments in `delimiter` (errors " in argument list").
  ParseResult parseArgumentList(llvm::SmallVectorImpl<Argument> &args,
                                Delimiter delimiter, bool allowType = false,
                                bool allowAttrs = false);
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
  /// The attribute without its `: type` (MLIR's printAttributeWithoutType).
  void printAttributeWithoutType(Attribute attr);
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
  /// Indents what follows (lines and regions) two more spaces, or back.
  void increaseIndent();
  void decreaseIndent();

private:
  ModulePrinter &impl;
};

} // namespace terrace
