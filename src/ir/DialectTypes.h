//===- DialectTypes.h - Types and attributes a dialect defines as rows ----===//
//
// A dialect defines a parameterized type (`!llvm.ptr<1>`) or attribute the
// way it defines an op: a small C++ type naming it and listing its
// parameters, plus one row (TypeDefinition, AttrDefinition) with its syntax,
// verifier and interfaces.
//
//   class PointerType : public DialectType<PointerType> {
//   public:
//     static constexpr llvm::StringLiteral name = "llvm.ptr";
//     static constexpr ParamSpec kParams[] = {{"addressSpace",
//     ParamKind::Int}}; static PointerType get(Context &ctx, unsigned space)
//     {...} unsigned getAddressSpace() const { return params().getInt(0); }
//   };
//   defineType<PointerType>({.format = "(`<` $addressSpace^ `>`)?"})
//
// Storage: every dialect type is one uniqued detail::Storage of kind
// TypeKind::Dialect (AttrKind::Dialect for attributes) whose first pointer
// is the C++ type's identity, followed by the parameters in order:
//
//   Int        ints += value
//   String     ptrs += StringAttr
//   Type/Attr  ptrs += the type or attribute (null when absent)
//   TypeArray, AttrArray   ints += count, ptrs += elements
//   IntArray   ints += count, ints += elements
//
// From the parameter kinds the generic machinery derives what every such
// type needs without code of its own: the walk over nested types and
// attributes (aliases, the printer), replacing them, and the declarative
// syntax. A type whose identity is not its parameters (LLVM's named
// structs) keeps its other state in a mutable body, set once
// (Context::setMutableBody).
//
//===----------------------------------------------------------------------===//
#pragma once

#include "ir/Attributes.h"
#include "ir/InterfaceSupport.h"

#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/Support/LogicalResult.h"
#include "llvm/Support/SMLoc.h"

#include <string>

namespace llvm {
class raw_ostream;
}

namespace terrace {
class AsmParser;
class DialectAsmPrinter;
class InFlightDiagnostic;

/// What a parameter holds: where it lives in the storage, and how formats,
/// walks and replacement treat it.
enum class ParamKind : uint8_t {
  Int,
  String,
  Type,
  Attr,
  TypeArray,
  AttrArray,
  IntArray,
};

/// One parameter of a dialect type or attribute.
struct ParamSpec {
  llvm::StringRef name;
  ParamKind kind;
  /// An Int parameter's C++ type, for formats: its width and signedness
  /// (`unsigned` is 32 unsigned bits; MLIR reads `-1` into it as 2^32 - 1).
  unsigned bits = 64;
  bool isUnsigned = false;
};

/// Reads parameters laid out as described above. `ptrs` excludes the
/// leading identity.
class ParamView {
public:
  ParamView(llvm::ArrayRef<ParamSpec> specs, llvm::ArrayRef<int64_t> ints,
            llvm::ArrayRef<const void *> ptrs)
      : specs(specs), ints(ints), ptrs(ptrs) {}

  llvm::ArrayRef<ParamSpec> getSpecs() const { return specs; }
  int64_t getInt(unsigned i) const;
  StringAttr getString(unsigned i) const;
  Type getType(unsigned i) const;
  Attribute getAttr(unsigned i) const;
  llvm::ArrayRef<Type> getTypes(unsigned i) const;
  llvm::ArrayRef<Attribute> getAttrs(unsigned i) const;
  llvm::ArrayRef<int64_t> getInts(unsigned i) const;

private:
  /// Where parameter `i` starts in ints and ptrs.
  std::pair<size_t, size_t> offsets(unsigned i) const;
  llvm::ArrayRef<ParamSpec> specs;
  llvm::ArrayRef<int64_t> ints;
  llvm::ArrayRef<const void *> ptrs;
};

/// Parameter values being gathered, in declaration order, for get() and
/// verify(); laid out as they will be stored.
class ParamList {
public:
  explicit ParamList(llvm::ArrayRef<ParamSpec> specs) : specs(specs) {}
  ParamList &addInt(int64_t value);
  ParamList &addString(StringAttr value);
  ParamList &addType(Type value);
  ParamList &addAttr(Attribute value);
  ParamList &addTypes(llvm::ArrayRef<Type> values);
  ParamList &addAttrs(llvm::ArrayRef<Attribute> values);
  ParamList &addInts(llvm::ArrayRef<int64_t> values);

  ParamView view() const { return ParamView(specs, ints, ptrs); }
  llvm::ArrayRef<int64_t> getInts() const { return ints; }
  llvm::ArrayRef<const void *> getPtrs() const { return ptrs; }
  /// How many parameters were added (for checking against the specs).
  unsigned size() const { return added; }

private:
  llvm::ArrayRef<ParamSpec> specs;
  llvm::SmallVector<int64_t, 4> ints;
  llvm::SmallVector<const void *, 4> ptrs;
  unsigned added = 0;
};

/// Reports a verifier's error where the type or attribute was written.
using EmitErrorFn = llvm::function_ref<InFlightDiagnostic()>;

/// What an alias proposal says (MLIR's OpAsmDialectInterface::AliasResult):
/// no alias, or `name` unless a more specific rule names it.
enum class AliasResult { NoAlias, OverridableAlias, FinalAlias };

/// The row of a dialect type.
/// What a type or attribute format reads for one parameter, before the
/// parameters are gathered in order.
struct ParamValue {
  int64_t i = 0;
  std::string s;
  llvm::SmallVector<Type, 2> types;
  llvm::SmallVector<Attribute, 2> attrs;
  llvm::SmallVector<int64_t, 2> ints;
};

/// A `custom<Name>($a, $b)` directive of a type or attribute format (MLIR's
/// printName/parseName functions): code that prints and reads the
/// parameters named in the parentheses, given by index (printing) or as
/// the values to fill (parsing).
struct ParamDirective {
  llvm::StringRef name;
  void (*print)(DialectAsmPrinter &printer, ParamView params,
                llvm::ArrayRef<unsigned> args) = nullptr;
  llvm::ParseResult (*parse)(AsmParser &parser,
                             llvm::ArrayRef<ParamValue *> args) = nullptr;
};

struct TypeDefinition {
  /// `dialect.mnemonic`, from the C++ type.
  llvm::StringRef name;
  /// The C++ type's identity, which the storage holds.
  const void *typeID = nullptr;
  llvm::ArrayRef<ParamSpec> params = {};
  /// A declarative format of what follows the mnemonic, in MLIR's
  /// attribute/type format language (text/TypeFormat.h); or print/parse
  /// functions when the syntax needs code.
  const char *format = nullptr;
  llvm::ArrayRef<ParamDirective> customDirectives = {};
  void (*print)(Type type, DialectAsmPrinter &printer) = nullptr;
  /// Parses what follows the mnemonic; null after a diagnostic.
  Type (*parse)(AsmParser &parser) = nullptr;
  /// Checks parameters before the type is uniqued.
  llvm::LogicalResult (*verify)(EmitErrorFn emitError,
                                ParamView params) = nullptr;
  llvm::ArrayRef<InterfaceImpl> interfaces = {};
  /// Proposes an alias name for the type (written to `os`).
  AliasResult (*getAlias)(Type type, llvm::raw_ostream &os) = nullptr;

  llvm::StringRef getDialectNamespace() const { return name.split('.').first; }
  llvm::StringRef getMnemonic() const { return name.split('.').second; }
};

/// The row of a dialect attribute.
struct AttrDefinition {
  llvm::StringRef name;
  const void *typeID = nullptr;
  llvm::ArrayRef<ParamSpec> params = {};
  const char *format = nullptr;
  llvm::ArrayRef<ParamDirective> customDirectives = {};
  void (*print)(Attribute attr, DialectAsmPrinter &printer) = nullptr;
  Attribute (*parse)(AsmParser &parser) = nullptr;
  llvm::LogicalResult (*verify)(EmitErrorFn emitError,
                                ParamView params) = nullptr;
  llvm::ArrayRef<InterfaceImpl> interfaces = {};
  AliasResult (*getAlias)(Attribute attr, llvm::raw_ostream &os) = nullptr;

  llvm::StringRef getDialectNamespace() const { return name.split('.').first; }
  llvm::StringRef getMnemonic() const { return name.split('.').second; }
};

namespace detail {
template <typename T> struct TypeOrAttrTag {
  static constexpr char tag = 0;
};
template <typename T> constexpr llvm::ArrayRef<ParamSpec> paramsOf() {
  if constexpr (requires { T::kParams; })
    return T::kParams;
  else
    return {};
}
/// Uniques a dialect type or attribute of identity `typeID`.
const Storage *getDialectStorage(Context &ctx, bool isType, const void *typeID,
                                 const ParamList &params);
} // namespace detail

/// The identity of dialect type or attribute class `T`.
template <typename T>
constexpr const void *typeOrAttrID = &detail::TypeOrAttrTag<T>::tag;

template <typename T> constexpr TypeDefinition defineType(TypeDefinition row) {
  row.name = T::name;
  row.typeID = typeOrAttrID<T>;
  row.params = detail::paramsOf<T>();
  return row;
}
template <typename T> constexpr AttrDefinition defineAttr(AttrDefinition row) {
  row.name = T::name;
  row.typeID = typeOrAttrID<T>;
  row.params = detail::paramsOf<T>();
  return row;
}

/// The identity of a dialect type or attribute's storage (null for a
/// builtin one).
inline const void *getDialectTypeID(const detail::Storage *storage) {
  return storage->ptrs()[0];
}

/// The base of a dialect type's C++ class.
template <typename Self> class DialectType : public Type {
public:
  using Type::Type;
  static bool classof(Type t) {
    return t.getKind() == TypeKind::Dialect &&
           getDialectTypeID(t.getImpl()) == typeOrAttrID<Self>;
  }

protected:
  ParamView params() const {
    return ParamView(detail::paramsOf<Self>(), impl->ints(),
                     impl->ptrs().drop_front());
  }
  /// The uniqued type with these parameters (which must verify).
  static Self getUniqued(Context &ctx, const ParamList &params) {
    return Self(detail::getDialectStorage(ctx, /*isType=*/true,
                                          typeOrAttrID<Self>, params));
  }
  static ParamList newParams() { return ParamList(detail::paramsOf<Self>()); }
};

/// The base of a dialect attribute's C++ class.
template <typename Self> class DialectAttr : public Attribute {
public:
  using Attribute::Attribute;
  static bool classof(Attribute a) {
    return a.getKind() == AttrKind::Dialect &&
           getDialectTypeID(a.getImpl()) == typeOrAttrID<Self>;
  }

protected:
  ParamView params() const {
    return ParamView(detail::paramsOf<Self>(), impl->ints(),
                     impl->ptrs().drop_front());
  }
  static Self getUniqued(Context &ctx, const ParamList &params) {
    return Self(detail::getDialectStorage(ctx, /*isType=*/false,
                                          typeOrAttrID<Self>, params));
  }
  static ParamList newParams() { return ParamList(detail::paramsOf<Self>()); }
};

/// The parameters of any dialect type or attribute (its definition must be
/// registered).
ParamView getParams(Type type);
ParamView getParams(Attribute attr);
const TypeDefinition *getDefinition(Type type);
const AttrDefinition *getDefinition(Attribute attr);

/// Calls `onType` / `onAttr` on each type and attribute a type or attribute
/// holds directly (its parameters for a dialect one; element types,
/// encodings, layouts... for a builtin one). Null parameters are skipped.
void walkImmediateSubElements(Type type, llvm::function_ref<void(Type)> onType,
                              llvm::function_ref<void(Attribute)> onAttr);
void walkImmediateSubElements(Attribute attr,
                              llvm::function_ref<void(Type)> onType,
                              llvm::function_ref<void(Attribute)> onAttr);

/// A dialect type or attribute with the types and attributes it holds
/// replaced by `replaceType` / `replaceAttr` (the same when nothing
/// changes). A type with a mutable body is its own identity: returned as
/// is.
Type replaceImmediateSubElements(
    Type type, llvm::function_ref<Type(Type)> replaceType,
    llvm::function_ref<Attribute(Attribute)> replaceAttr);
Attribute replaceImmediateSubElements(
    Attribute attr, llvm::function_ref<Type(Type)> replaceType,
    llvm::function_ref<Attribute(Attribute)> replaceAttr);

/// Types that may be elements of a builtin vector (MLIR's
/// VectorElementTypeInterface); integers, indices and floats need not say.
struct VectorElementTypeInterface {};
/// Types that may be elements of a memref (MLIR's
/// MemRefElementTypeInterface).
struct MemRefElementTypeInterface {};

/// A dialect's own reading of its types (a dialect interface), for a
/// dialect whose types nest in one another without their prefix (LLVM's):
/// called with the mnemonic after `!dialect.`, the parser standing after
/// it. Dialects without it have their types read by mnemonic.
struct DialectTypeParser {
  Type (*parseType)(AsmParser &parser, llvm::StringRef mnemonic,
                    llvm::SMLoc mnemonicLoc);
};

/// The implementation of interface `I` by a type's or attribute's kind (a
/// dialect one's definition), or null.
template <typename I> const I *getInterface(Type type) {
  if (!type || type.getKind() != TypeKind::Dialect)
    return nullptr;
  return static_cast<const I *>(
      findInterface(getDefinition(type)->interfaces, interfaceID<I>));
}
template <typename I> const I *getInterface(Attribute attr) {
  if (!attr || attr.getKind() != AttrKind::Dialect)
    return nullptr;
  return static_cast<const I *>(
      findInterface(getDefinition(attr)->interfaces, interfaceID<I>));
}

} // namespace terrace
