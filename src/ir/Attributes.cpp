//===- Attributes.cpp - Builtin attribute and location construction -------===//
#include "ir/Attributes.h"

#include "ir/AffineExpr.h"
#include "ir/Context.h"
#include "ir/Location.h"

#include "llvm/ADT/SetVector.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/Twine.h"

#include <cstring>

#include <algorithm>

using namespace terrace;

static const detail::Storage *getAttr(Context &ctx, AttrKind kind,
                                      llvm::ArrayRef<int64_t> ints = {},
                                      llvm::ArrayRef<const void *> ptrs = {},
                                      llvm::StringRef bytes = {}) {
  return detail::getStorage(ctx.attrUniquer(), unsigned(kind), ints, ptrs,
                            bytes);
}

llvm::ArrayRef<Attribute>
terrace::asAttributes(llvm::ArrayRef<const void *> ptrs) {
  static_assert(sizeof(Attribute) == sizeof(void *));
  return {reinterpret_cast<const Attribute *>(ptrs.data()), ptrs.size()};
}

static llvm::ArrayRef<const void *> attrPtrs(llvm::ArrayRef<Attribute> attrs) {
  return {reinterpret_cast<const void *const *>(attrs.data()), attrs.size()};
}

Type terrace::getAttributeType(Attribute attr) {
  switch (attr.getKind()) {
  case AttrKind::Integer:
  case AttrKind::Float:
  case AttrKind::DenseIntOrFP:
  case AttrKind::DenseString:
  case AttrKind::DenseResource:
  case AttrKind::SparseElements:
    return Type(
        static_cast<const detail::Storage *>(attr.getImpl()->ptrs()[0]));
  case AttrKind::String:
    return llvm::cast<StringAttr>(attr).getType();
  default:
    return Type();
  }
}

//===-- Scalars -----------------------------------------------------------===//

static llvm::ArrayRef<int64_t> apintWords(const llvm::APInt &v) {
  return {reinterpret_cast<const int64_t *>(v.getRawData()), v.getNumWords()};
}

IntegerAttr IntegerAttr::get(Type type, const llvm::APInt &value) {
  const void *ptrs[] = {type.getImpl()};
  return IntegerAttr(
      getAttr(type.getContext(), AttrKind::Integer, apintWords(value), ptrs));
}

IntegerAttr IntegerAttr::get(Type type, int64_t value) {
  unsigned width = type.isIndex() ? 64 : type.getIntOrFloatBitWidth();
  return get(type, llvm::APInt(width, uint64_t(value), /*isSigned=*/true,
                               /*implicitTrunc=*/true));
}

llvm::APInt IntegerAttr::getValue() const {
  Type type = getType();
  unsigned width = type.isIndex() ? 64 : type.getIntOrFloatBitWidth();
  return llvm::APInt(width,
                     {reinterpret_cast<const uint64_t *>(impl->ints().data()),
                      impl->ints().size()});
}

BoolAttr BoolAttr::get(Context &ctx, bool value) {
  return BoolAttr(
      IntegerAttr::get(IntegerType::get(ctx, 1), int64_t(value)).getImpl());
}

bool BoolAttr::classof(Attribute a) {
  return a.getKind() == AttrKind::Integer &&
         llvm::cast<IntegerAttr>(a).getType().isInteger(1) &&
         llvm::cast<IntegerType>(llvm::cast<IntegerAttr>(a).getType())
             .isSignless();
}

FloatAttr FloatAttr::get(Type type, const llvm::APFloat &value) {
  llvm::APInt bits = value.bitcastToAPInt();
  const void *ptrs[] = {type.getImpl()};
  return FloatAttr(
      getAttr(type.getContext(), AttrKind::Float, apintWords(bits), ptrs));
}

llvm::APFloat FloatAttr::getValue() const {
  auto type = llvm::cast<FloatType>(getType());
  llvm::APInt bits(type.getWidth(),
                   {reinterpret_cast<const uint64_t *>(impl->ints().data()),
                    impl->ints().size()});
  return llvm::APFloat(type.getSemantics(), bits);
}

StringAttr StringAttr::get(Context &ctx, llvm::StringRef value) {
  return StringAttr(getAttr(ctx, AttrKind::String, {}, {}, value));
}

StringAttr StringAttr::get(llvm::StringRef value, Type type) {
  const void *ptrs[] = {type.getImpl()};
  return StringAttr(
      getAttr(type.getContext(), AttrKind::String, {}, ptrs, value));
}

UnitAttr UnitAttr::get(Context &ctx) {
  return UnitAttr(getAttr(ctx, AttrKind::Unit));
}

TypeAttr TypeAttr::get(Type type) {
  const void *ptrs[] = {type.getImpl()};
  return TypeAttr(getAttr(type.getContext(), AttrKind::TypeAttr, {}, ptrs));
}

//===-- Aggregates --------------------------------------------------------===//

ArrayAttr ArrayAttr::get(Context &ctx, llvm::ArrayRef<Attribute> elements) {
  return ArrayAttr(getAttr(ctx, AttrKind::Array, {}, attrPtrs(elements)));
}

DictionaryAttr DictionaryAttr::get(Context &ctx,
                                   llvm::ArrayRef<NamedAttribute> attrs) {
  if (attrs.empty()) {
    // Every op without discardable attributes asks for this one.
    std::atomic<const detail::Storage *> &cached = ctx.cachedEmptyDictionary();
    const detail::Storage *empty = cached.load(std::memory_order_acquire);
    if (!empty) {
      empty = getAttr(ctx, AttrKind::Dictionary);
      cached.store(empty, std::memory_order_release);
    }
    return DictionaryAttr(empty);
  }
  auto byName = [](const NamedAttribute &a, const NamedAttribute &b) {
    return a.getName() < b.getName();
  };
  llvm::SmallVector<NamedAttribute, 8> sorted(attrs.begin(), attrs.end());
  // Printed IR is sorted already; check before sorting.
  if (!std::is_sorted(sorted.begin(), sorted.end(), byName))
    std::stable_sort(sorted.begin(), sorted.end(), byName);
  llvm::SmallVector<const void *, 16> ptrs;
  for (size_t i = 0; i < sorted.size(); ++i) {
    if (i + 1 < sorted.size() && sorted[i].name == sorted[i + 1].name)
      continue; // keep the last of equal names
    ptrs.push_back(sorted[i].name.getImpl());
    ptrs.push_back(sorted[i].value.getImpl());
  }
  return DictionaryAttr(getAttr(ctx, AttrKind::Dictionary, {}, ptrs));
}

Attribute DictionaryAttr::get(llvm::StringRef name) const {
  // Names are sorted: binary search.
  size_t lo = 0, hi = size();
  while (lo < hi) {
    size_t mid = (lo + hi) / 2;
    int cmp = at(mid).getName().compare(name);
    if (cmp == 0)
      return at(mid).value;
    if (cmp < 0)
      lo = mid + 1;
    else
      hi = mid;
  }
  return Attribute();
}

llvm::SmallVector<NamedAttribute, 4> DictionaryAttr::getValue() const {
  llvm::SmallVector<NamedAttribute, 4> result;
  for (size_t i = 0, e = size(); i < e; ++i)
    result.push_back(at(i));
  return result;
}

SymbolRefAttr SymbolRefAttr::get(Context &ctx, llvm::StringRef root,
                                 llvm::ArrayRef<llvm::StringRef> nested) {
  llvm::SmallVector<StringAttr, 4> path{StringAttr::get(ctx, root)};
  for (llvm::StringRef n : nested)
    path.push_back(StringAttr::get(ctx, n));
  return get(path);
}

SymbolRefAttr SymbolRefAttr::get(llvm::ArrayRef<StringAttr> path) {
  llvm::SmallVector<const void *, 4> ptrs;
  for (StringAttr s : path)
    ptrs.push_back(s.getImpl());
  return SymbolRefAttr(
      getAttr(path.front().getContext(), AttrKind::SymbolRef, {}, ptrs));
}

llvm::ArrayRef<StringAttr> SymbolRefAttr::getPath() const {
  return {reinterpret_cast<const StringAttr *>(impl->ptrs().data()),
          impl->ptrs().size()};
}

//===-- Elements ----------------------------------------------------------===//

unsigned terrace::denseElementByteWidth(Type elementType) {
  if (auto complex = llvm::dyn_cast<ComplexType>(elementType))
    return 2 * denseElementByteWidth(complex.getElementType());
  if (elementType.isIndex())
    return 8;
  unsigned bits = elementType.getIntOrFloatBitWidth();
  return (bits + 7) / 8;
}

DenseIntOrFPElementsAttr
DenseIntOrFPElementsAttr::getRaw(ShapedType type, bool splat,
                                 llvm::StringRef rawData) {
  int64_t ints[] = {splat};
  const void *ptrs[] = {type.getImpl()};
  return DenseIntOrFPElementsAttr(
      getAttr(type.getContext(), AttrKind::DenseIntOrFP, ints, ptrs, rawData));
}

DenseIntOrFPElementsAttr DenseIntOrFPElementsAttr::get(ShapedType type,
                                                       llvm::StringRef raw) {
  size_t width = denseElementByteWidth(type.getElementType());
  bool splat = !raw.empty() && width != 0;
  for (size_t i = width; splat && i + width <= raw.size(); i += width)
    splat = raw.substr(i, width) == raw.substr(0, width);
  return getRaw(type, splat, splat ? raw.substr(0, width) : raw);
}

DenseStringElementsAttr
DenseStringElementsAttr::get(ShapedType type, bool splat,
                             llvm::ArrayRef<StringAttr> values) {
  int64_t ints[] = {splat};
  llvm::SmallVector<const void *, 8> ptrs{type.getImpl()};
  for (StringAttr s : values)
    ptrs.push_back(s.getImpl());
  return DenseStringElementsAttr(
      getAttr(type.getContext(), AttrKind::DenseString, ints, ptrs));
}

llvm::ArrayRef<StringAttr> DenseStringElementsAttr::getValues() const {
  return {reinterpret_cast<const StringAttr *>(impl->ptrs().data() + 1),
          impl->ptrs().size() - 1};
}

SparseElementsAttr SparseElementsAttr::get(ShapedType type, Attribute indices,
                                           Attribute values) {
  const void *ptrs[] = {type.getImpl(), indices.getImpl(), values.getImpl()};
  return SparseElementsAttr(
      getAttr(type.getContext(), AttrKind::SparseElements, {}, ptrs));
}

DenseResourceElementsAttr DenseResourceElementsAttr::get(ShapedType type,
                                                         ResourceEntry &entry) {
  const void *ptrs[] = {type.getImpl(), &entry};
  return DenseResourceElementsAttr(getAttr(
      type.getContext(), AttrKind::DenseResource, {}, ptrs, entry.getKey()));
}

DenseResourceElementsAttr DenseResourceElementsAttr::get(ShapedType type,
                                                         llvm::StringRef key) {
  return get(type, type.getContext().getResourceManager().getOrInsert(key));
}

DenseResourceElementsAttr DenseResourceElementsAttr::get(ShapedType type,
                                                         llvm::StringRef key,
                                                         ResourceBlob blob) {
  return get(type, type.getContext().getResourceManager().insert(
                       key, std::move(blob)));
}

ResourceBlob DenseResourceElementsAttr::getBlob() const {
  return getContext().getResourceManager().getBlob(getEntry());
}

DenseArrayAttr DenseArrayAttr::getRaw(Type elementType, int64_t size,
                                      llvm::StringRef rawData) {
  int64_t ints[] = {size};
  const void *ptrs[] = {elementType.getImpl()};
  return DenseArrayAttr(getAttr(elementType.getContext(), AttrKind::DenseArray,
                                ints, ptrs, rawData));
}

DenseArrayAttr DenseArrayAttr::get(Context &ctx,
                                   llvm::ArrayRef<int32_t> values) {
  return getRaw(IntegerType::get(ctx, 32), int64_t(values.size()),
                {reinterpret_cast<const char *>(values.data()),
                 values.size() * sizeof(int32_t)});
}

DenseArrayAttr DenseArrayAttr::get(Context &ctx,
                                   llvm::ArrayRef<int64_t> values) {
  return getRaw(IntegerType::get(ctx, 64), int64_t(values.size()),
                {reinterpret_cast<const char *>(values.data()),
                 values.size() * sizeof(int64_t)});
}

//===-- Layouts and others ------------------------------------------------===//

StridedLayoutAttr StridedLayoutAttr::get(Context &ctx, int64_t offset,
                                         llvm::ArrayRef<int64_t> strides) {
  llvm::SmallVector<int64_t, 6> ints{offset};
  ints.append(strides.begin(), strides.end());
  return StridedLayoutAttr(getAttr(ctx, AttrKind::StridedLayout, ints));
}

DistinctAttr DistinctAttr::create(Attribute referenced) {
  Context &ctx = referenced.getContext();
  int64_t ints[] = {ctx.nextDistinctId()};
  const void *ptrs[] = {referenced.getImpl()};
  return DistinctAttr(getAttr(ctx, AttrKind::Distinct, ints, ptrs));
}

OpaqueAttr OpaqueAttr::get(Context &ctx, llvm::StringRef dialect,
                           llvm::StringRef body) {
  std::string bytes = (dialect + llvm::Twine('\0') + body).str();
  return OpaqueAttr(getAttr(ctx, AttrKind::Opaque, {}, {}, bytes));
}

int64_t DenseArrayAttr::getInt(int64_t i) const {
  llvm::StringRef raw = getRawData();
  Type element = getElementType();
  if (!element.isInteger() || i < 0 || i >= size())
    return 0;
  unsigned width = element.getIntOrFloatBitWidth();
  unsigned bytes = width == 1 ? 1 : width / 8;
  if (bytes == 0 || bytes > 8 || raw.size() < size_t(i + 1) * bytes)
    return 0;
  uint64_t v = 0;
  std::memcpy(&v, raw.data() + i * bytes, bytes);
  // Sign-extend from the element width.
  if (bytes < 8 && (v >> (8 * bytes - 1)) & 1)
    v |= ~uint64_t(0) << (8 * bytes);
  return int64_t(v);
}

//===-- Dialect enums -----------------------------------------------------===//

EnumAttr EnumAttr::get(Context &ctx, const EnumSpec &spec, uint64_t value) {
  const void *ptrs[] = {&spec};
  int64_t ints[] = {int64_t(value)};
  return EnumAttr(getAttr(ctx, AttrKind::Enum, ints, ptrs));
}

std::string EnumSpec::spell(uint64_t value) const {
  if (!isBitEnum) {
    for (const EnumCase &c : cases)
      if (c.value == value)
        return c.name.str();
    return {};
  }
  std::string out;
  uint64_t rest = value;
  for (const EnumCase &c : cases) {
    if (c.value == 0 ? value != 0 : (rest & c.value) != c.value)
      continue;
    if (c.value == 0) {
      out = c.name.str();
      break;
    }
    if (!out.empty())
      out += separator;
    out += c.name;
    rest &= ~c.value;
  }
  return rest ? std::string() : out;
}

std::optional<uint64_t>
EnumSpec::parse(llvm::ArrayRef<llvm::StringRef> names) const {
  uint64_t value = 0;
  for (llvm::StringRef name : names) {
    const EnumCase *found = nullptr;
    for (const EnumCase &c : cases)
      if (c.name == name)
        found = &c;
    if (!found || (!isBitEnum && names.size() != 1))
      return std::nullopt;
    value |= found->value;
  }
  return value;
}

void EnumAttr::printBody(llvm::raw_ostream &os) const {
  std::string spelling = getSpec().spell(getValue());
  // A case that is not a bare identifier (`non-leaf`) is a string, as
  // MLIR's generated enum printers write it.
  bool bare = !spelling.empty() && !llvm::isDigit(spelling[0]) &&
              llvm::all_of(spelling, [](char c) {
                return llvm::isAlnum(c) || c == '_' || c == '$' || c == '.';
              });
  if (getSpec().isBitEnum || bare)
    os << '<' << spelling << '>';
  else
    os << "<\"" << spelling << "\">";
}

//===-- Locations ---------------------------------------------------------===//

UnknownLoc UnknownLoc::get(Context &ctx) {
  return UnknownLoc(getAttr(ctx, AttrKind::UnknownLoc));
}

FileLineColLoc FileLineColLoc::get(Context &ctx, llvm::StringRef file,
                                   unsigned line, unsigned col) {
  int64_t ints[] = {line, col};
  return getRange(StringAttr::get(ctx, file), ints);
}

FileLineColLoc FileLineColLoc::getRange(StringAttr file,
                                        llvm::ArrayRef<int64_t> ints) {
  // line, line:col, or line:col to line:col; a 3-value range has no spelling.
  assert((ints.size() == 1 || ints.size() == 2 || ints.size() == 4) &&
         "expected 1, 2 or 4 location values");
  int64_t packed[2];
  size_t n = 0;
  for (size_t i = 0; i + 1 < ints.size() && n < 2; i += 2)
    packed[n++] =
        int64_t(uint64_t(uint32_t(ints[i])) << 32 | uint32_t(ints[i + 1]));
  if (ints.size() == 1)
    packed[n++] = int64_t(uint64_t(uint32_t(ints[0])) << 32);
  // MLIR keeps `"f":3` (a line only) apart from `"f":3:0`, although both
  // print as `"f":3:0`: a second, null pointer marks the line-only form.
  const void *ptrs[] = {file.getImpl(), nullptr};
  return FileLineColLoc(getAttr(file.getContext(), AttrKind::FileLineColLoc,
                                {packed, n},
                                {ptrs, ints.size() == 1 ? 2u : 1u}));
}

NameLoc NameLoc::get(StringAttr name, Location child) {
  const void *ptrs[] = {name.getImpl(), child.getImpl()};
  return NameLoc(getAttr(name.getContext(), AttrKind::NameLoc, {}, ptrs));
}

CallSiteLoc CallSiteLoc::get(Location callee, Location caller) {
  const void *ptrs[] = {callee.getImpl(), caller.getImpl()};
  return CallSiteLoc(
      getAttr(callee.getContext(), AttrKind::CallSiteLoc, {}, ptrs));
}

/// Like MLIR: nested fused locations with the same metadata are flattened,
/// unknown locations dropped, duplicates removed; one location without
/// metadata is returned as is, none as unknown.
Location FusedLoc::get(Context &ctx, llvm::ArrayRef<Location> locs,
                       Attribute metadata) {
  llvm::SetVector<const void *> flat;
  for (Location loc : locs) {
    if (auto fused = llvm::dyn_cast<FusedLoc>(loc);
        fused && fused.getMetadata() == metadata) {
      for (Attribute inner : fused.getLocations())
        flat.insert(inner.getImpl());
      continue;
    }
    if (!llvm::isa<UnknownLoc>(loc))
      flat.insert(loc.getImpl());
  }
  if (flat.empty()) {
    if (!metadata)
      return UnknownLoc::get(ctx);
    flat.insert(UnknownLoc::get(ctx).getImpl());
  } else if (flat.size() == 1 && !metadata) {
    return Location(
        Attribute(static_cast<const detail::Storage *>(flat.front())));
  }
  llvm::SmallVector<const void *, 8> ptrs{metadata.getImpl()};
  ptrs.append(flat.begin(), flat.end());
  return FusedLoc(getAttr(ctx, AttrKind::FusedLoc, {}, ptrs));
}
