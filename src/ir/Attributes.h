//===- Attributes.h - Attribute handles and the builtin attributes --------===//
//
// An Attribute is a pointer-sized handle to a uniqued detail::Storage, like a
// Type. Each builtin kind says in one comment how it fills the storage.
// Locations are attributes too (Location.h).
//
//===----------------------------------------------------------------------===//
#pragma once

#include "ir/Types.h"

#include "llvm/ADT/APFloat.h"
#include "llvm/ADT/APInt.h"

namespace terrace {
class AffineExpr;
class ResourceBlob;
class ResourceEntry;

enum class AttrKind : unsigned {
  Integer,        ///< ptrs = {type}, ints = APInt words
  Float,          ///< ptrs = {type}, ints = APInt words of the bits
  String,         ///< bytes = value, ptrs = {} or {type}
  Unit,           ///<
  Array,          ///< ptrs = elements
  Dictionary,     ///< ptrs = name0, value0, name1, value1 ... (sorted)
  SymbolRef,      ///< ptrs = root, nested... (all StringAttr)
  TypeAttr,       ///< ptrs = {type}
  DenseIntOrFP,   ///< ptrs = {shaped type}, ints = {splat}, bytes = raw data
  DenseString,    ///< ptrs = {shaped type, StringAttr...}, ints = {splat}
  DenseResource,  ///< ptrs = {shaped type, entry}, bytes = resource key
  SparseElements, ///< ptrs = {shaped type, indices, values} (dense attrs)
  DenseArray,     ///< ptrs = {element type}, ints = {size}, bytes = raw data
  AffineMap,      ///< ints = {dims, symbols}, ptrs = result exprs
  IntegerSet,     ///< ints = {dims, symbols, isEq...}, ptrs = constraints
  StridedLayout,  ///< ints = {offset, strides...}
  Distinct,       ///< ints = {id}, ptrs = {referenced attribute}
  Opaque,         ///< bytes = "dialect" '\0' "body" (an unknown dialect's attr)
  Enum,           ///< ptrs = {EnumSpec}, ints = {value} (a dialect's enum)
  // Locations.
  UnknownLoc,     ///<
  FileLineColLoc, ///< ptrs = {file}, ints = {line << 32 | col} (+ the end)
  NameLoc,        ///< ptrs = {name, child location}
  CallSiteLoc,    ///< ptrs = {callee, caller}
  FusedLoc,       ///< ptrs = {metadata or null, locations...}
  LastBuiltin = FusedLoc,
  /// A registered dialect's attribute (ir/DialectTypes.h): ptrs =
  /// {identity, parameters...}, ints = parameters.
  Dialect,
};

/// A uniqued, immutable attribute. Null when default-constructed.
class Attribute {
public:
  Attribute() = default;
  explicit Attribute(const detail::Storage *impl) : impl(impl) {}

  explicit operator bool() const { return impl != nullptr; }
  bool operator==(Attribute other) const { return impl == other.impl; }
  bool operator!=(Attribute other) const { return impl != other.impl; }

  AttrKind getKind() const { return AttrKind(impl->kind); }
  Context &getContext() const { return *impl->context; }
  const detail::Storage *getImpl() const { return impl; }

  void print(llvm::raw_ostream &os) const;

protected:
  const detail::Storage *impl = nullptr;
  const detail::Storage *ptr(unsigned i) const {
    return static_cast<const detail::Storage *>(impl->ptrs()[i]);
  }
};

llvm::ArrayRef<Attribute> asAttributes(llvm::ArrayRef<const void *> ptrs);

/// A typed attribute's type: integers, floats, dense elements, ... Null for
/// untyped ones.
Type getAttributeType(Attribute attr);

class IntegerAttr : public Attribute {
public:
  using Attribute::Attribute;
  /// `value` must have the storage width of `type` (64 for index).
  static IntegerAttr get(Type type, const llvm::APInt &value);
  static IntegerAttr get(Type type, int64_t value);
  Type getType() const { return Type(ptr(0)); }
  llvm::APInt getValue() const;
  int64_t getInt() const { return getValue().getSExtValue(); }
  static bool classof(Attribute a) { return a.getKind() == AttrKind::Integer; }
};

/// An i1 IntegerAttr: prints as `true` / `false`.
class BoolAttr : public IntegerAttr {
public:
  using IntegerAttr::IntegerAttr;
  static BoolAttr get(Context &ctx, bool value);
  bool getValue() const { return impl->ints()[0] != 0; }
  static bool classof(Attribute a);
};

class FloatAttr : public Attribute {
public:
  using Attribute::Attribute;
  static FloatAttr get(Type type, const llvm::APFloat &value);
  Type getType() const { return Type(ptr(0)); }
  llvm::APFloat getValue() const;
  static bool classof(Attribute a) { return a.getKind() == AttrKind::Float; }
};

class StringAttr : public Attribute {
public:
  using Attribute::Attribute;
  static StringAttr get(Context &ctx, llvm::StringRef value);
  static StringAttr get(llvm::StringRef value, Type type);
  llvm::StringRef getValue() const { return impl->bytes(); }
  /// Null for untyped strings.
  Type getType() const { return impl->ptrs().empty() ? Type() : Type(ptr(0)); }
  static bool classof(Attribute a) { return a.getKind() == AttrKind::String; }
};

class UnitAttr : public Attribute {
public:
  using Attribute::Attribute;
  static UnitAttr get(Context &ctx);
  static bool classof(Attribute a) { return a.getKind() == AttrKind::Unit; }
};

class ArrayAttr : public Attribute {
public:
  using Attribute::Attribute;
  static ArrayAttr get(Context &ctx, llvm::ArrayRef<Attribute> elements);
  llvm::ArrayRef<Attribute> getValue() const {
    return asAttributes(impl->ptrs());
  }
  size_t size() const { return impl->ptrs().size(); }
  Attribute operator[](size_t i) const { return getValue()[i]; }
  static bool classof(Attribute a) { return a.getKind() == AttrKind::Array; }
};

/// A name and an attribute; names are StringAttrs so comparisons are cheap.
struct NamedAttribute {
  StringAttr name;
  Attribute value;
  llvm::StringRef getName() const { return name.getValue(); }
};

class DictionaryAttr : public Attribute {
public:
  using Attribute::Attribute;
  /// Sorts by name. Duplicate names are the caller's error (the parser
  /// diagnoses them first); the last one wins.
  static DictionaryAttr get(Context &ctx, llvm::ArrayRef<NamedAttribute> attrs);
  size_t size() const { return impl->ptrs().size() / 2; }
  bool empty() const { return impl->ptrs().empty(); }
  NamedAttribute at(size_t i) const {
    return {StringAttr(ptr(2 * i)), Attribute(ptr(2 * i + 1))};
  }
  Attribute get(llvm::StringRef name) const;
  /// All entries, in sorted order.
  llvm::SmallVector<NamedAttribute, 4> getValue() const;
  static bool classof(Attribute a) {
    return a.getKind() == AttrKind::Dictionary;
  }
};

/// `@root::@nested::@leaf`.
class SymbolRefAttr : public Attribute {
public:
  using Attribute::Attribute;
  static SymbolRefAttr get(Context &ctx, llvm::StringRef root,
                           llvm::ArrayRef<llvm::StringRef> nested = {});
  static SymbolRefAttr get(llvm::ArrayRef<StringAttr> path);
  StringAttr getRoot() const { return StringAttr(ptr(0)); }
  llvm::ArrayRef<StringAttr> getPath() const;
  llvm::StringRef getLeaf() const { return getPath().back().getValue(); }
  bool isFlat() const { return impl->ptrs().size() == 1; }
  static bool classof(Attribute a) {
    return a.getKind() == AttrKind::SymbolRef;
  }
};

class TypeAttr : public Attribute {
public:
  using Attribute::Attribute;
  static TypeAttr get(Type type);
  Type getValue() const { return Type(ptr(0)); }
  static bool classof(Attribute a) { return a.getKind() == AttrKind::TypeAttr; }
};

/// Dense integer, index, float or complex elements of a shaped type. Each
/// element is stored in whole bytes (1 for i1, ceil(width/8) otherwise, twice
/// that for complex), little-endian; a splat stores one element.
class DenseIntOrFPElementsAttr : public Attribute {
public:
  using Attribute::Attribute;
  static DenseIntOrFPElementsAttr getRaw(ShapedType type, bool splat,
                                         llvm::StringRef rawData);
  /// `rawData` holds every element; when they are all equal the attribute
  /// is stored (and printed) as a splat, as MLIR does.
  static DenseIntOrFPElementsAttr get(ShapedType type, llvm::StringRef rawData);
  ShapedType getType() const { return ShapedType(ptr(0)); }
  bool isSplat() const { return impl->ints()[0] != 0; }
  llvm::StringRef getRawData() const { return impl->bytes(); }
  static bool classof(Attribute a) {
    return a.getKind() == AttrKind::DenseIntOrFP;
  }
};

/// Bytes one dense element of `elementType` takes in DenseIntOrFP storage.
unsigned denseElementByteWidth(Type elementType);

class DenseStringElementsAttr : public Attribute {
public:
  using Attribute::Attribute;
  static DenseStringElementsAttr get(ShapedType type, bool splat,
                                     llvm::ArrayRef<StringAttr> values);
  ShapedType getType() const { return ShapedType(ptr(0)); }
  bool isSplat() const { return impl->ints()[0] != 0; }
  llvm::ArrayRef<StringAttr> getValues() const;
  static bool classof(Attribute a) {
    return a.getKind() == AttrKind::DenseString;
  }
};

/// `sparse<indices, values> : type`: the values at the given indices, zero
/// elsewhere.
class SparseElementsAttr : public Attribute {
public:
  using Attribute::Attribute;
  static SparseElementsAttr get(ShapedType type, Attribute indices,
                                Attribute values);
  ShapedType getType() const { return ShapedType(ptr(0)); }
  /// An N x rank i64 DenseIntOrFPElementsAttr.
  DenseIntOrFPElementsAttr getIndices() const {
    return DenseIntOrFPElementsAttr(ptr(1));
  }
  /// N elements (numbers or strings).
  Attribute getValues() const { return Attribute(ptr(2)); }
  static bool classof(Attribute a) {
    return a.getKind() == AttrKind::SparseElements;
  }
};

/// `dense_resource<key> : type`: elements whose bytes are a blob of the
/// context's resource manager (ir/ResourceManager.h), packed as a dense
/// tensor keeps them. The attribute holds the manager's entry itself.
class DenseResourceElementsAttr : public Attribute {
public:
  using Attribute::Attribute;
  /// Refers to `entry` (an entry of `type`'s context's manager).
  static DenseResourceElementsAttr get(ShapedType type, ResourceEntry &entry);
  /// Refers to the entry named exactly `key`, declared without a blob when
  /// the context has none of that name.
  static DenseResourceElementsAttr get(ShapedType type, llvm::StringRef key);
  /// Gives `blob` a new entry named `key` (or `key_N` when taken, as MLIR
  /// names it) and refers to it.
  static DenseResourceElementsAttr get(ShapedType type, llvm::StringRef key,
                                       ResourceBlob blob);
  ShapedType getType() const { return ShapedType(ptr(0)); }
  llvm::StringRef getKey() const { return impl->bytes(); }
  ResourceEntry &getEntry() const {
    return *const_cast<ResourceEntry *>(
        static_cast<const ResourceEntry *>(impl->ptrs()[1]));
  }
  /// The bytes (a handle that keeps them alive); empty when the entry has
  /// none (declared and never set, or released).
  ResourceBlob getBlob() const;
  static bool classof(Attribute a) {
    return a.getKind() == AttrKind::DenseResource;
  }
};

/// `array<i64: 1, 2>`: a flat array of integers or floats.
class DenseArrayAttr : public Attribute {
public:
  using Attribute::Attribute;
  static DenseArrayAttr getRaw(Type elementType, int64_t size,
                               llvm::StringRef rawData);
  static DenseArrayAttr get(Context &ctx, llvm::ArrayRef<int32_t> values);
  static DenseArrayAttr get(Context &ctx, llvm::ArrayRef<int64_t> values);
  Type getElementType() const { return Type(ptr(0)); }
  int64_t size() const { return impl->ints()[0]; }
  llvm::StringRef getRawData() const { return impl->bytes(); }
  /// Element `i` of an integer array (i1/i8/i16/i32/i64 elements),
  /// sign-extended; 0 for a float array or an index out of range.
  int64_t getInt(int64_t i) const;
  static bool classof(Attribute a) {
    return a.getKind() == AttrKind::DenseArray;
  }
};

/// `strided<[s0, s1], offset: o>`; kDynamic marks `?`.
class StridedLayoutAttr : public Attribute {
public:
  using Attribute::Attribute;
  static StridedLayoutAttr get(Context &ctx, int64_t offset,
                               llvm::ArrayRef<int64_t> strides);
  int64_t getOffset() const { return impl->ints()[0]; }
  llvm::ArrayRef<int64_t> getStrides() const {
    return impl->ints().drop_front();
  }
  static bool classof(Attribute a) {
    return a.getKind() == AttrKind::StridedLayout;
  }
};

/// `distinct[N]<attr>`: never uniqued with another distinct attribute.
class DistinctAttr : public Attribute {
public:
  using Attribute::Attribute;
  static DistinctAttr create(Attribute referenced);
  Attribute getReferencedAttr() const { return Attribute(ptr(0)); }
  static bool classof(Attribute a) { return a.getKind() == AttrKind::Distinct; }
};

/// An attribute of a dialect that is not registered, kept as its text:
/// `#foo.bar<1>` has dialect "foo" and body "bar<1>"; `#foo<"x">` has body
/// `<"x">`... see OpaqueType for the same convention.
class OpaqueAttr : public Attribute {
public:
  using Attribute::Attribute;
  static OpaqueAttr get(Context &ctx, llvm::StringRef dialect,
                        llvm::StringRef body);
  llvm::StringRef getDialect() const { return impl->bytes().split('\0').first; }
  llvm::StringRef getBody() const { return impl->bytes().split('\0').second; }
  static bool classof(Attribute a) { return a.getKind() == AttrKind::Opaque; }
};

/// One named case of a dialect's enum.
struct EnumCase {
  llvm::StringRef name;
  uint64_t value;
};

/// A dialect's enum or bit-enum attribute kind, declared once as a static
/// table: `#arith.overflow<nsw, nuw>` is {"arith", "overflow", cases,
/// bit enum, ", "}. The core prints and parses every enum from its spec.
struct EnumSpec {
  llvm::StringRef dialect;
  llvm::StringRef mnemonic;
  /// For bit enums, in the order they are printed: a case covering several
  /// bits (`fast`) comes before the single bits; the zero case names the
  /// empty set (`none`).
  llvm::ArrayRef<EnumCase> cases;
  bool isBitEnum = false;
  llvm::StringRef separator = ", ";
  /// The C++ enum MLIR names in its errors (`::mlir::arith::FastMathFlags`),
  /// and the cases in the order it lists them (empty: `cases`' order).
  llvm::StringRef cppName = {};
  llvm::StringRef casesForErrors = {};
  /// For an attribute MLIR declares with the enum as a parameter
  /// (`LLVM_FastmathFlagsAttr`): a bad case is followed by MLIR's "failed
  /// to parse <name> parameter 'value'" error.
  llvm::StringRef attrDefName = {};
  /// The parameter's name in that error.
  llvm::StringRef parameterName = "value";
  /// For an attribute MLIR parses by hand (`#llvm.linkage<...>`): what its
  /// error calls the cases ("LLVM linkage types" in "expected one of [...]
  /// for LLVM linkage types, got: x").
  llvm::StringRef handParsedKind = {};
  /// What MLIR's parser of the attribute names when the case is missing
  /// ("expected keyword for LLVM FramePointerKind"; empty: "expected valid
  /// keyword or string").
  llvm::StringRef keywordKind = {};
  /// Printed `#dialect<mnemonic case>` (MLIR's default dialect attribute
  /// printer for an enum attribute without an assembly format, as
  /// `#index<cmp_predicate slt>`) rather than `#dialect.mnemonic<case>`.
  bool mnemonicInBody = false;

  /// `nsw, nuw` for a value; empty when the value has no spelling.
  std::string spell(uint64_t value) const;
  /// The value of a spelling made of case names, or none.
  std::optional<uint64_t> parse(llvm::ArrayRef<llvm::StringRef> names) const;
};

/// A value of a dialect's enum, printed `#dialect.mnemonic<cases>`.
class EnumAttr : public Attribute {
public:
  using Attribute::Attribute;
  static EnumAttr get(Context &ctx, const EnumSpec &spec, uint64_t value);
  const EnumSpec &getSpec() const {
    return *static_cast<const EnumSpec *>(impl->ptrs()[0]);
  }
  uint64_t getValue() const { return uint64_t(impl->ints()[0]); }
  /// `<cases>`: how declarative formats print it after its keyword.
  void printBody(llvm::raw_ostream &os) const;
  static bool classof(Attribute a) { return a.getKind() == AttrKind::Enum; }
};

inline llvm::raw_ostream &operator<<(llvm::raw_ostream &os, Attribute a) {
  a.print(os);
  return os;
}

} // namespace terrace

namespace llvm {
template <typename To, typename From>
struct CastInfo<To, From,
                // conjunction: `To` is not looked at (it may be an incomplete
                // LLVM class) unless `From` is one of ours.
                std::enable_if_t<std::conjunction_v<
                    std::is_base_of<terrace::Attribute, From>,
                    std::is_base_of<terrace::Attribute, To>>>>
    : NullableValueCastFailed<To>,
      DefaultDoCastIfPossible<To, From, CastInfo<To, From>> {
  static bool isPossible(From a) {
    if constexpr (std::is_base_of_v<To, From>)
      return true;
    else
      return To::classof(a);
  }
  static To doCast(From a) { return To(a.getImpl()); }
};

template <> struct DenseMapInfo<terrace::Attribute> {
  static terrace::Attribute getEmptyKey() {
    return terrace::Attribute(
        reinterpret_cast<const terrace::detail::Storage *>(uintptr_t(-1) << 4));
  }
  static terrace::Attribute getTombstoneKey() {
    return terrace::Attribute(
        reinterpret_cast<const terrace::detail::Storage *>(uintptr_t(-2) << 4));
  }
  static unsigned getHashValue(terrace::Attribute a) {
    return DenseMapInfo<const void *>::getHashValue(a.getImpl());
  }
  static bool isEqual(terrace::Attribute a, terrace::Attribute b) {
    return a == b;
  }
};
} // namespace llvm
