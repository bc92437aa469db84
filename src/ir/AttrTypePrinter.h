//===- AttrTypePrinter.h - Spelling of types, attributes and locations ----===//
//
// Prints the builtin types and attributes exactly as MLIR 22 does. The
// module printer (text/) subclasses it to substitute aliases (`#map`) and to
// number distinct attributes; used alone, it prints everything inline.
//
//===----------------------------------------------------------------------===//
#pragma once

#include "ir/AffineExpr.h"
#include "ir/Location.h"

#include "llvm/Support/raw_ostream.h"

#include <optional>

namespace terrace {
class TypeRange;

/// Whether a typed attribute's `: type` may be dropped (MLIR drops `i64` and
/// `f64` in array elements and memref layouts/memory spaces), or must be
/// (MLIR's printAttributeWithoutType: memref.global's initial value).
enum class TypeElision { Never, May, Must };

class AttrTypePrinter {
public:
  explicit AttrTypePrinter(llvm::raw_ostream &os) : os(os) {}
  virtual ~AttrTypePrinter() = default;

  llvm::raw_ostream &getStream() { return os; }
  void printType(Type type);
  void printAttribute(Attribute attr, TypeElision elision = TypeElision::Never);
  /// The attribute itself, never its alias (for alias definitions).
  void printAttributeNoAlias(Attribute attr,
                             TypeElision elision = TypeElision::Never);
  void printTypeNoAlias(Type type);
  /// ` : type` after a typed attribute, unless `elision` is Must.
  void printTypeSuffix(Type type, TypeElision elision);
  /// The body of `loc(...)`; `allowAlias` lets the location itself print
  /// as its alias.
  void printLocation(Location loc, bool allowAlias);

  /// `name` bare when it is an identifier, else as an escaped string.
  void printKeywordOrString(llvm::StringRef name);
  void printSymbolName(llvm::StringRef name);
  void printEscapedString(llvm::StringRef text);
  /// `(inputs) -> results`; results are parenthesized unless there is
  /// exactly one that is not itself a function type.
  void printFunctionalType(TypeRange inputs, TypeRange results);
  /// `{a = 1 : i64, b}`; elided names are skipped.
  void printAttrDict(llvm::ArrayRef<NamedAttribute> attrs,
                     llvm::ArrayRef<llvm::StringRef> elided = {});

protected:
  /// Prints the alias of an attribute/type, if it has one.
  virtual bool printAlias(Attribute) { return false; }
  virtual bool printAlias(Type) { return false; }
  /// The number a distinct attribute prints with.
  virtual int64_t getDistinctId(DistinctAttr attr);
  /// Called for each dense_resource printed (the module printer records
  /// which blobs to print).
  virtual void noteResourceUse(llvm::StringRef) {}

  llvm::raw_ostream &os;
  /// Elements attributes with more elements than this print elided.
  std::optional<uint64_t> elideElementsLimit;
  /// Non-splat dense elements with more elements than this print as a hex
  /// string of their storage; negative: never
  /// (--mlir-print-elementsattrs-with-hex-if-larger, 100 by default).
  int64_t hexElementsLimit = 100;
  /// Locations in mlir-opt's readable, unparsable form
  /// (--mlir-pretty-debuginfo): no `loc(...)`, bare file names, `[unknown]`,
  /// `callee at caller`, `[a, b]` for fused.
  bool prettyLocations = false;

private:
  friend class DialectAsmPrinter;
  bool shouldElide(Attribute elements) const;
  /// What follows the mnemonic of a dialect type (attribute).
  void printDialectBody(Type type);
  void printDialectBody(Attribute attr);
  /// What goes between `dense<` and `>`: a splat value, hex data (when
  /// allowed and the data is large) or nested lists.
  void printDenseBody(Attribute attr, bool allowHex);
  void printDenseArray(DenseArrayAttr attr);
  void printDimensionList(llvm::ArrayRef<int64_t> shape,
                          llvm::ArrayRef<int64_t> scalable = {});

protected:
  /// A location without `loc(...)` around it; what is inside may use
  /// aliases.
  void printLocationBody(Location loc);
};

/// What a dialect type's or attribute's printer writes with: the stream,
/// and nested types and attributes, which print in full (with their
/// aliases in a module).
class DialectAsmPrinter {
public:
  explicit DialectAsmPrinter(AttrTypePrinter &printer) : printer(printer) {}
  llvm::raw_ostream &getStream() { return printer.getStream(); }
  DialectAsmPrinter &operator<<(llvm::StringRef text) {
    getStream() << text;
    return *this;
  }
  DialectAsmPrinter &operator<<(char c) {
    getStream() << c;
    return *this;
  }
  DialectAsmPrinter &operator<<(int64_t value) {
    getStream() << value;
    return *this;
  }
  DialectAsmPrinter &operator<<(uint64_t value) {
    getStream() << value;
    return *this;
  }
  DialectAsmPrinter &operator<<(unsigned value) {
    getStream() << value;
    return *this;
  }
  DialectAsmPrinter &operator<<(Type type) {
    printType(type);
    return *this;
  }
  DialectAsmPrinter &operator<<(Attribute attr) {
    printAttribute(attr);
    return *this;
  }
  void printType(Type type) { printer.printType(type); }
  void printAttribute(Attribute attr) { printer.printAttribute(attr); }
  /// `"text"`, escaped.
  void printString(llvm::StringRef text);
  /// A dialect type without its `!dialect.` prefix: its mnemonic and what
  /// follows (a dialect's own types nested in one another, as LLVM's).
  void printTypeWithoutPrefix(Type type);

private:
  AttrTypePrinter &printer;
};

/// MLIR's float spelling: `%e` with 6 digits when that round-trips, else the
/// shortest form when it has a '.', else the bits in hex. Returns true when
/// it printed hex.
bool printFloatValue(const llvm::APFloat &value, llvm::raw_ostream &os);

/// `[A-Za-z_][A-Za-z0-9_$.]*`.
bool isBareIdentifier(llvm::StringRef name);

} // namespace terrace
