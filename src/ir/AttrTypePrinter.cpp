//===- AttrTypePrinter.cpp ------------------------------------------------===//
#include "ir/AttrTypePrinter.h"
#include "ir/Context.h"
#include "ir/DialectTypes.h"
#include "ir/TypeFormat.h"
#include "ir/ValueRange.h"

#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/Error.h"

#include <cstring>

using namespace terrace;

bool terrace::isBareIdentifier(llvm::StringRef name) {
  if (name.empty() || (!llvm::isAlpha(name[0]) && name[0] != '_'))
    return false;
  return llvm::all_of(name.drop_front(), [](unsigned char c) {
    return llvm::isAlnum(c) || c == '_' || c == '$' || c == '.';
  });
}

bool terrace::printFloatValue(const llvm::APFloat &value,
                              llvm::raw_ostream &os) {
  if (!value.isInfinity() && !value.isNaN()) {
    llvm::SmallString<128> text;
    value.toString(text, /*FormatPrecision=*/6, /*FormatMaxPadding=*/0,
                   /*TruncateZero=*/false);
    llvm::APFloat reparsed(value.getSemantics());
    auto status =
        reparsed.convertFromString(text, llvm::APFloat::rmNearestTiesToEven);
    bool parsed = bool(status);
    if (!parsed)
      llvm::consumeError(status.takeError());
    if (parsed && reparsed.bitwiseIsEqual(value)) {
      os << text;
      return false;
    }
    text.clear();
    value.toString(text);
    if (llvm::StringRef(text).contains('.')) {
      os << text;
      return false;
    }
  }
  llvm::SmallString<32> hex;
  value.bitcastToAPInt().toString(hex, 16, /*Signed=*/false,
                                  /*formatAsCLiteral=*/true);
  os << hex;
  return true;
}

void AttrTypePrinter::printEscapedString(llvm::StringRef text) {
  os << '"';
  // Most strings need no escapes: write them in one go.
  bool plain = llvm::all_of(text, [](unsigned char c) {
    return c >= 0x20 && c < 0x7F && c != '"' && c != '\\';
  });
  if (plain)
    os << text;
  else
    llvm::printEscapedString(text, os);
  os << '"';
}

void AttrTypePrinter::printDialectBody(Type type) {
  const TypeDefinition *def = getDefinition(type);
  DialectAsmPrinter printer(*this);
  if (def->print)
    def->print(type, printer);
  else if (def->format)
    printWithFormat(
        getTypeFormat(def->format, def->params, def->customDirectives),
        getParams(type), def->customDirectives, printer);
}

void AttrTypePrinter::printDialectBody(Attribute attr) {
  const AttrDefinition *def = getDefinition(attr);
  DialectAsmPrinter printer(*this);
  if (def->print)
    def->print(attr, printer);
  else if (def->format)
    printWithFormat(
        getTypeFormat(def->format, def->params, def->customDirectives),
        getParams(attr), def->customDirectives, printer);
}

void DialectAsmPrinter::printString(llvm::StringRef text) {
  printer.printEscapedString(text);
}

void DialectAsmPrinter::printTypeWithoutPrefix(Type type) {
  getStream() << getDefinition(type)->getMnemonic();
  printer.printDialectBody(type);
}

bool AttrTypePrinter::shouldElide(Attribute elements) const {
  if (!elideElementsLimit)
    return false;
  bool splat = false;
  if (auto d = llvm::dyn_cast<DenseIntOrFPElementsAttr>(elements))
    splat = d.isSplat();
  else if (auto d = llvm::dyn_cast<DenseStringElementsAttr>(elements))
    splat = d.isSplat();
  auto type = llvm::dyn_cast_if_present<ShapedType>(getAttributeType(elements));
  return !splat && type && type.hasStaticShape() &&
         uint64_t(type.getNumElements()) > *elideElementsLimit;
}

void AttrTypePrinter::printKeywordOrString(llvm::StringRef name) {
  if (isBareIdentifier(name))
    os << name;
  else
    printEscapedString(name);
}

void AttrTypePrinter::printSymbolName(llvm::StringRef name) {
  os << '@';
  printKeywordOrString(name);
}

int64_t AttrTypePrinter::getDistinctId(DistinctAttr attr) {
  return attr.getImpl()->ints()[0];
}

//===-- Types -------------------------------------------------------------===//

void AttrTypePrinter::printType(Type type) {
  if (!type) {
    os << "<<NULL TYPE>>";
    return;
  }
  if (!printAlias(type))
    printTypeNoAlias(type);
}

void AttrTypePrinter::printDimensionList(llvm::ArrayRef<int64_t> shape,
                                         llvm::ArrayRef<int64_t> scalable) {
  for (size_t i = 0; i < shape.size(); ++i) {
    bool isScalable = i < scalable.size() && scalable[i];
    if (isScalable)
      os << '[';
    if (shape[i] == kDynamic)
      os << '?';
    else
      os << shape[i];
    if (isScalable)
      os << ']';
    os << 'x';
  }
}

/// `!d.body` when the body is simple enough, else `!d<body>`.
static void printDialectSymbol(llvm::raw_ostream &os, char sigil,
                               llvm::StringRef dialect, llvm::StringRef body) {
  os << sigil << dialect;
  llvm::StringRef rest = body;
  bool pretty = !rest.empty() && llvm::isAlpha(rest.front());
  if (pretty) {
    rest = rest.drop_while(
        [](char c) { return llvm::isAlnum(c) || c == '.' || c == '_'; });
    pretty = rest.empty() || (rest.front() == '<' && rest.back() == '>');
  }
  if (pretty)
    os << '.' << body;
  else
    os << '<' << body << '>';
}

void AttrTypePrinter::printTypeNoAlias(Type type) {
  switch (type.getKind()) {
  case TypeKind::Integer: {
    auto t = llvm::cast<IntegerType>(type);
    if (t.isSigned())
      os << 's';
    else if (t.isUnsigned())
      os << 'u';
    os << 'i' << t.getWidth();
    return;
  }
  case TypeKind::Index:
    os << "index";
    return;
  case TypeKind::None:
    os << "none";
    return;
  case TypeKind::Complex:
    os << "complex<";
    printType(llvm::cast<ComplexType>(type).getElementType());
    os << '>';
    return;
  case TypeKind::Tuple: {
    os << "tuple<";
    llvm::interleaveComma(llvm::cast<TupleType>(type).getTypes(), os,
                          [&](Type t) { printType(t); });
    os << '>';
    return;
  }
  case TypeKind::Function: {
    auto fn = llvm::cast<FunctionType>(type);
    printFunctionalType(fn.getInputs(), fn.getResults());
    return;
  }
  case TypeKind::RankedTensor: {
    auto t = llvm::cast<RankedTensorType>(type);
    os << "tensor<";
    printDimensionList(t.getShape());
    printType(t.getElementType());
    if (Attribute enc = t.getEncoding()) {
      os << ", ";
      printAttribute(enc);
    }
    os << '>';
    return;
  }
  case TypeKind::UnrankedTensor:
    os << "tensor<*x";
    printType(llvm::cast<ShapedType>(type).getElementType());
    os << '>';
    return;
  case TypeKind::Vector: {
    auto t = llvm::cast<VectorType>(type);
    os << "vector<";
    printDimensionList(t.getShape(), t.getScalableDims());
    printType(t.getElementType());
    os << '>';
    return;
  }
  case TypeKind::MemRef: {
    auto t = llvm::cast<MemRefType>(type);
    os << "memref<";
    printDimensionList(t.getShape());
    printType(t.getElementType());
    if (Attribute layout = t.getLayout()) {
      os << ", ";
      printAttribute(layout, TypeElision::May);
    }
    if (Attribute space = t.getMemorySpace()) {
      os << ", ";
      printAttribute(space, TypeElision::May);
    }
    os << '>';
    return;
  }
  case TypeKind::UnrankedMemRef: {
    auto t = llvm::cast<UnrankedMemRefType>(type);
    os << "memref<*x";
    printType(t.getElementType());
    if (Attribute space = t.getMemorySpace()) {
      os << ", ";
      printAttribute(space, TypeElision::May);
    }
    os << '>';
    return;
  }
  case TypeKind::Opaque: {
    auto t = llvm::cast<OpaqueType>(type);
    printDialectSymbol(os, '!', t.getDialect(), t.getBody());
    return;
  }
  case TypeKind::Dialect:
    os << '!' << getDefinition(type)->name;
    printDialectBody(type);
    return;
  default:
    if (type.isFloat()) {
      os << floatKeyword(type.getKind());
      return;
    }
    os << "<<unknown type>>";
    return;
  }
}

void AttrTypePrinter::printFunctionalType(TypeRange inputs, TypeRange results) {
  os << '(';
  llvm::interleaveComma(inputs, os, [&](Type t) { printType(t); });
  os << ") -> ";
  bool wrap = results.size() != 1 || llvm::isa<FunctionType>(results[0]);
  if (wrap)
    os << '(';
  llvm::interleaveComma(results, os, [&](Type t) { printType(t); });
  if (wrap)
    os << ')';
}

//===-- Attributes --------------------------------------------------------===//

void AttrTypePrinter::printAttribute(Attribute attr, TypeElision elision) {
  if (!printAlias(attr))
    printAttributeNoAlias(attr, elision);
}

void AttrTypePrinter::printAttrDict(llvm::ArrayRef<NamedAttribute> attrs,
                                    llvm::ArrayRef<llvm::StringRef> elided) {
  os << '{';
  bool first = true;
  for (const NamedAttribute &attr : attrs) {
    if (llvm::is_contained(elided, attr.getName()))
      continue;
    if (!first)
      os << ", ";
    first = false;
    printKeywordOrString(attr.getName());
    if (llvm::isa<UnitAttr>(attr.value))
      continue;
    os << " = ";
    printAttribute(attr.value);
  }
  os << '}';
}

/// An element of integer type read from dense storage.
static llvm::APInt readInt(const char *data, unsigned width) {
  unsigned bytes = (width + 7) / 8;
  llvm::SmallVector<uint64_t, 2> words((bytes + 7) / 8, 0);
  std::memcpy(words.data(), data, bytes);
  return llvm::APInt(std::max(width, 1u), words);
}

/// `boolForAnyI1`: dense elements print every 1-bit integer as a bool;
/// integer attributes only signless ones.
static void printIntElement(llvm::raw_ostream &os, const llvm::APInt &value,
                            Type type, bool boolForAnyI1) {
  if (type.isInteger(1) && (boolForAnyI1 || type.isSignlessInteger())) {
    os << (value.getBoolValue() ? "true" : "false");
    return;
  }
  bool isUnsigned =
      type.isInteger() && llvm::cast<IntegerType>(type).isUnsigned();
  value.print(os, !isUnsigned);
}

/// Prints element `index` of scalar type `type` from `data`.
static void printScalarElement(llvm::raw_ostream &os, const char *data,
                               Type type) {
  if (auto f = llvm::dyn_cast<FloatType>(type)) {
    printFloatValue(
        llvm::APFloat(f.getSemantics(), readInt(data, f.getWidth())), os);
    return;
  }
  unsigned width = type.isIndex() ? 64 : type.getIntOrFloatBitWidth();
  printIntElement(os, readInt(data, width), type, /*boolForAnyI1=*/true);
}

/// Prints `numElements` elements in brackets nested as `shape` says:
/// `[[1, 2], [3, 4]]` (a mixed-radix counter over the shape).
static void printNestedList(llvm::raw_ostream &os,
                            llvm::ArrayRef<int64_t> shape, int64_t numElements,
                            llvm::function_ref<void(int64_t)> printElement) {
  int64_t rank = int64_t(shape.size());
  llvm::SmallVector<int64_t, 4> counter(rank, 0);
  int64_t open = 0;
  for (int64_t idx = 0; idx < numElements; ++idx) {
    if (idx)
      os << ", ";
    while (open++ < rank)
      os << '[';
    open = rank;
    printElement(idx);
    ++counter[rank - 1];
    for (int64_t i = rank - 1; i > 0; --i)
      if (counter[i] >= shape[i]) {
        counter[i] = 0;
        ++counter[i - 1];
        --open;
        os << ']';
      }
  }
  while (open-- > 0)
    os << ']';
}

void AttrTypePrinter::printDenseBody(Attribute attr, bool allowHex) {
  if (auto strings = llvm::dyn_cast<DenseStringElementsAttr>(attr)) {
    auto values = strings.getValues();
    if (strings.isSplat())
      printEscapedString(values[0].getValue());
    else
      printNestedList(
          os, strings.getType().getShape(), int64_t(values.size()),
          [&](int64_t i) { printEscapedString(values[i].getValue()); });
    return;
  }
  auto dense = llvm::cast<DenseIntOrFPElementsAttr>(attr);
  ShapedType type = dense.getType();
  Type eltType = type.getElementType();
  auto complex = llvm::dyn_cast<ComplexType>(eltType);
  Type scalar = complex ? complex.getElementType() : eltType;
  unsigned width = denseElementByteWidth(eltType);
  llvm::StringRef raw = dense.getRawData();
  int64_t numElements = type.getNumElements();

  auto printElement = [&](int64_t i) {
    const char *p = raw.data() + i * width;
    if (complex) {
      os << '(';
      printScalarElement(os, p, scalar);
      os << ',';
      printScalarElement(os, p + width / 2, scalar);
      os << ')';
    } else {
      printScalarElement(os, p, scalar);
    }
  };

  if (dense.isSplat()) {
    printElement(0);
  } else if (allowHex && hexElementsLimit >= 0 &&
             numElements > hexElementsLimit) {
    // Large data prints as its raw little-endian storage; i1 is packed
    // into bits, LSB first.
    std::string bytes;
    if (eltType.isInteger(1)) {
      bytes.assign((numElements + 7) / 8, '\0');
      for (int64_t i = 0; i < numElements; ++i)
        if (raw[i])
          bytes[i / 8] |= char(1 << (i % 8));
    } else {
      bytes = raw.str();
    }
    os << "\"0x" << llvm::toHex(bytes) << '"';
  } else {
    printNestedList(os, type.getShape(), numElements, printElement);
  }
}

void AttrTypePrinter::printDenseArray(DenseArrayAttr attr) {
  Type eltType = attr.getElementType();
  os << "array<";
  printType(eltType);
  if (attr.size() > 0) {
    os << ": ";
    unsigned bytes = denseElementByteWidth(eltType);
    for (int64_t i = 0; i < attr.size(); ++i) {
      if (i)
        os << ", ";
      printScalarElement(os, attr.getRawData().data() + i * bytes, eltType);
    }
  }
  os << '>';
}

void AttrTypePrinter::printTypeSuffix(Type type, TypeElision elision) {
  if (elision == TypeElision::Must)
    return;
  os << " : ";
  printType(type);
}

void AttrTypePrinter::printAttributeNoAlias(Attribute attr,
                                            TypeElision elision) {
  switch (attr.getKind()) {
  case AttrKind::Integer: {
    auto i = llvm::cast<IntegerAttr>(attr);
    Type type = i.getType();
    printIntElement(os, i.getValue(), type, /*boolForAnyI1=*/false);
    if (type.isInteger(1) && type.isSignlessInteger())
      return;
    if (elision == TypeElision::May && type.isInteger(64) &&
        type.isSignlessInteger())
      return;
    printTypeSuffix(type, elision);
    return;
  }
  case AttrKind::Float: {
    auto f = llvm::cast<FloatAttr>(attr);
    bool hex = printFloatValue(f.getValue(), os);
    if (elision == TypeElision::May && f.getType().getKind() == TypeKind::F64 &&
        !hex)
      return;
    printTypeSuffix(f.getType(), elision);
    return;
  }
  case AttrKind::String: {
    auto s = llvm::cast<StringAttr>(attr);
    printEscapedString(s.getValue());
    if (Type t = s.getType(); t && !llvm::isa<NoneType>(t)) {
      os << " : ";
      printType(t);
    }
    return;
  }
  case AttrKind::Unit:
    os << "unit";
    return;
  case AttrKind::Array:
    os << '[';
    llvm::interleaveComma(
        llvm::cast<ArrayAttr>(attr).getValue(), os,
        [&](Attribute a) { printAttribute(a, TypeElision::May); });
    os << ']';
    return;
  case AttrKind::Dictionary:
    printAttrDict(llvm::cast<DictionaryAttr>(attr).getValue());
    return;
  case AttrKind::SymbolRef: {
    auto path = llvm::cast<SymbolRefAttr>(attr).getPath();
    for (size_t i = 0; i < path.size(); ++i) {
      if (i)
        os << "::";
      printSymbolName(path[i].getValue());
    }
    return;
  }
  case AttrKind::TypeAttr:
    printType(llvm::cast<TypeAttr>(attr).getValue());
    return;
  case AttrKind::DenseIntOrFP:
  case AttrKind::DenseString:
    if (shouldElide(attr)) {
      os << "dense_resource<__elided__>";
      printTypeSuffix(getAttributeType(attr), elision);
      return;
    }
    os << "dense<";
    printDenseBody(attr, /*allowHex=*/true);
    os << '>';
    printTypeSuffix(getAttributeType(attr), elision);
    return;
  case AttrKind::SparseElements: {
    auto sparse = llvm::cast<SparseElementsAttr>(attr);
    if (shouldElide(sparse.getIndices()) || shouldElide(sparse.getValues())) {
      os << "dense_resource<__elided__>";
      printTypeSuffix(sparse.getType(), elision);
      return;
    }
    os << "sparse<";
    if (sparse.getIndices().getType().getNumElements() != 0) {
      printDenseBody(sparse.getIndices(), /*allowHex=*/false);
      os << ", ";
      printDenseBody(sparse.getValues(), /*allowHex=*/true);
    }
    os << '>';
    printTypeSuffix(sparse.getType(), elision);
    return;
  }
  case AttrKind::DenseResource: {
    auto d = llvm::cast<DenseResourceElementsAttr>(attr);
    noteResourceUse(d.getKey());
    os << "dense_resource<";
    printKeywordOrString(d.getKey());
    os << '>';
    printTypeSuffix(d.getType(), elision);
    return;
  }
  case AttrKind::DenseArray:
    printDenseArray(llvm::cast<DenseArrayAttr>(attr));
    return;
  case AttrKind::AffineMap:
    os << "affine_map<";
    llvm::cast<AffineMapAttr>(attr).printBody(os);
    os << '>';
    return;
  case AttrKind::IntegerSet:
    os << "affine_set<";
    llvm::cast<IntegerSetAttr>(attr).printBody(os);
    os << '>';
    return;
  case AttrKind::StridedLayout: {
    auto s = llvm::cast<StridedLayoutAttr>(attr);
    auto printValue = [&](int64_t v) {
      if (v == kDynamic)
        os << '?';
      else
        os << v;
    };
    os << "strided<[";
    llvm::interleaveComma(s.getStrides(), os, printValue);
    os << ']';
    if (s.getOffset() != 0) {
      os << ", offset: ";
      printValue(s.getOffset());
    }
    os << '>';
    return;
  }
  case AttrKind::Distinct: {
    auto d = llvm::cast<DistinctAttr>(attr);
    os << "distinct[" << getDistinctId(d) << "]<";
    if (!llvm::isa<UnitAttr>(d.getReferencedAttr()))
      printAttribute(d.getReferencedAttr());
    os << '>';
    return;
  }
  case AttrKind::Opaque: {
    auto o = llvm::cast<OpaqueAttr>(attr);
    printDialectSymbol(os, '#', o.getDialect(), o.getBody());
    return;
  }
  case AttrKind::Dialect:
    os << '#' << getDefinition(attr)->name;
    printDialectBody(attr);
    return;
  case AttrKind::Enum: {
    auto e = llvm::cast<EnumAttr>(attr);
    if (e.getSpec().mnemonicInBody) {
      os << '#' << e.getSpec().dialect << '<' << e.getSpec().mnemonic << ' '
         << e.getSpec().spell(e.getValue()) << '>';
      return;
    }
    os << '#' << e.getSpec().dialect << '.' << e.getSpec().mnemonic;
    e.printBody(os);
    return;
  }
  case AttrKind::UnknownLoc:
  case AttrKind::FileLineColLoc:
  case AttrKind::NameLoc:
  case AttrKind::CallSiteLoc:
  case AttrKind::FusedLoc:
    if (prettyLocations) {
      printLocationBody(Location(attr));
      return;
    }
    os << "loc(";
    printLocationBody(Location(attr));
    os << ')';
    return;
  }
}

void AttrTypePrinter::printLocation(Location loc, bool allowAlias) {
  if (allowAlias && printAlias(loc))
    return;
  printLocationBody(loc);
}

void AttrTypePrinter::printLocationBody(Location loc) {
  switch (loc.getKind()) {
  case AttrKind::UnknownLoc:
    os << (prettyLocations ? "[unknown]" : "unknown");
    return;
  case AttrKind::FileLineColLoc: {
    auto f = llvm::cast<FileLineColLoc>(loc);
    if (prettyLocations)
      os << f.getFilename().getValue();
    else
      printEscapedString(f.getFilename().getValue());
    auto ints = f.getRangeInts();
    os << ':' << ints[0] << ':' << ints[1];
    if (ints.size() == 4) {
      os << " to ";
      if (ints[2] != ints[0])
        os << ints[2];
      os << ':' << ints[3];
    }
    return;
  }
  case AttrKind::NameLoc: {
    auto n = llvm::cast<NameLoc>(loc);
    printEscapedString(n.getName().getValue());
    if (!llvm::isa<UnknownLoc>(n.getChildLoc())) {
      os << '(';
      printLocation(n.getChildLoc(), /*allowAlias=*/true);
      os << ')';
    }
    return;
  }
  case AttrKind::CallSiteLoc: {
    auto c = llvm::cast<CallSiteLoc>(loc);
    if (prettyLocations) {
      // A named callee called from a file position stays on one line.
      printLocation(c.getCallee(), true);
      bool oneLine = llvm::isa<NameLoc>(c.getCallee()) &&
                     llvm::isa<FileLineColLoc>(c.getCaller());
      os << (oneLine ? " at " : "\n at ");
      printLocation(c.getCaller(), true);
      return;
    }
    os << "callsite(";
    printLocation(c.getCallee(), true);
    os << " at ";
    printLocation(c.getCaller(), true);
    os << ')';
    return;
  }
  case AttrKind::FusedLoc: {
    auto f = llvm::cast<FusedLoc>(loc);
    if (!prettyLocations)
      os << "fused";
    if (Attribute meta = f.getMetadata()) {
      os << '<';
      printAttribute(meta);
      os << '>';
    }
    os << '[';
    llvm::interleaveComma(f.getLocations(), os, [&](Attribute l) {
      printLocation(Location(l), true);
    });
    os << ']';
    return;
  }
  default:
    return;
  }
}

//===-- Standalone printing -----------------------------------------------===//

void Type::print(llvm::raw_ostream &os) const {
  AttrTypePrinter(os).printType(*this);
}

void Attribute::print(llvm::raw_ostream &os) const {
  AttrTypePrinter(os).printAttribute(*this);
}
