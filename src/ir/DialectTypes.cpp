//===- DialectTypes.cpp - Parameters, uniquing and sub-elements -----------===//
#include "ir/DialectTypes.h"
#include "ir/Context.h"

using namespace terrace;

//===-- Parameter layout --------------------------------------------------===//

std::pair<size_t, size_t> ParamView::offsets(unsigned index) const {
  size_t i = 0, p = 0;
  for (unsigned k = 0; k < index; ++k) {
    switch (specs[k].kind) {
    case ParamKind::Int:
      ++i;
      break;
    case ParamKind::String:
    case ParamKind::Type:
    case ParamKind::Attr:
      ++p;
      break;
    case ParamKind::TypeArray:
    case ParamKind::AttrArray:
      p += size_t(ints[i]);
      ++i;
      break;
    case ParamKind::IntArray:
      i += 1 + size_t(ints[i]);
      break;
    }
  }
  return {i, p};
}

int64_t ParamView::getInt(unsigned i) const {
  assert(specs[i].kind == ParamKind::Int);
  return ints[offsets(i).first];
}
StringAttr ParamView::getString(unsigned i) const {
  assert(specs[i].kind == ParamKind::String);
  return StringAttr(
      static_cast<const detail::Storage *>(ptrs[offsets(i).second]));
}
Type ParamView::getType(unsigned i) const {
  assert(specs[i].kind == ParamKind::Type);
  return Type(static_cast<const detail::Storage *>(ptrs[offsets(i).second]));
}
Attribute ParamView::getAttr(unsigned i) const {
  assert(specs[i].kind == ParamKind::Attr);
  return Attribute(
      static_cast<const detail::Storage *>(ptrs[offsets(i).second]));
}
llvm::ArrayRef<Type> ParamView::getTypes(unsigned i) const {
  assert(specs[i].kind == ParamKind::TypeArray);
  auto [io, po] = offsets(i);
  return asTypes(ptrs.slice(po, size_t(ints[io])));
}
llvm::ArrayRef<Attribute> ParamView::getAttrs(unsigned i) const {
  assert(specs[i].kind == ParamKind::AttrArray);
  auto [io, po] = offsets(i);
  return asAttributes(ptrs.slice(po, size_t(ints[io])));
}
llvm::ArrayRef<int64_t> ParamView::getInts(unsigned i) const {
  assert(specs[i].kind == ParamKind::IntArray);
  size_t io = offsets(i).first;
  return ints.slice(io + 1, size_t(ints[io]));
}

ParamList &ParamList::addInt(int64_t value) {
  assert(specs[added].kind == ParamKind::Int);
  ints.push_back(value);
  ++added;
  return *this;
}
ParamList &ParamList::addString(StringAttr value) {
  assert(specs[added].kind == ParamKind::String);
  ptrs.push_back(value.getImpl());
  ++added;
  return *this;
}
ParamList &ParamList::addType(Type value) {
  assert(specs[added].kind == ParamKind::Type);
  ptrs.push_back(value ? value.getImpl() : nullptr);
  ++added;
  return *this;
}
ParamList &ParamList::addAttr(Attribute value) {
  assert(specs[added].kind == ParamKind::Attr);
  ptrs.push_back(value ? value.getImpl() : nullptr);
  ++added;
  return *this;
}
ParamList &ParamList::addTypes(llvm::ArrayRef<Type> values) {
  assert(specs[added].kind == ParamKind::TypeArray);
  ints.push_back(int64_t(values.size()));
  for (Type t : values)
    ptrs.push_back(t.getImpl());
  ++added;
  return *this;
}
ParamList &ParamList::addAttrs(llvm::ArrayRef<Attribute> values) {
  assert(specs[added].kind == ParamKind::AttrArray);
  ints.push_back(int64_t(values.size()));
  for (Attribute a : values)
    ptrs.push_back(a.getImpl());
  ++added;
  return *this;
}
ParamList &ParamList::addInts(llvm::ArrayRef<int64_t> values) {
  assert(specs[added].kind == ParamKind::IntArray);
  ints.push_back(int64_t(values.size()));
  ints.append(values.begin(), values.end());
  ++added;
  return *this;
}

const detail::Storage *detail::getDialectStorage(Context &ctx, bool isType,
                                                 const void *typeID,
                                                 const ParamList &params) {
  assert(params.size() == params.view().getSpecs().size() &&
         "every parameter must be given");
  llvm::SmallVector<const void *, 8> ptrs{typeID};
  ptrs.append(params.getPtrs().begin(), params.getPtrs().end());
  return isType ? getStorage(ctx.typeUniquer(), unsigned(TypeKind::Dialect),
                             params.getInts(), ptrs)
                : getStorage(ctx.attrUniquer(), unsigned(AttrKind::Dialect),
                             params.getInts(), ptrs);
}

//===-- Definitions -------------------------------------------------------===//

const TypeDefinition *terrace::getDefinition(Type type) {
  return type.getContext().getTypeDefinition(getDialectTypeID(type.getImpl()));
}

const AttrDefinition *terrace::getDefinition(Attribute attr) {
  return attr.getContext().getAttrDefinition(getDialectTypeID(attr.getImpl()));
}

ParamView terrace::getParams(Type type) {
  return ParamView(getDefinition(type)->params, type.getImpl()->ints(),
                   type.getImpl()->ptrs().drop_front());
}

ParamView terrace::getParams(Attribute attr) {
  return ParamView(getDefinition(attr)->params, attr.getImpl()->ints(),
                   attr.getImpl()->ptrs().drop_front());
}

//===-- Sub-elements ------------------------------------------------------===//

/// The types and attributes among a dialect kind's parameters.
static void walkParams(ParamView params, llvm::function_ref<void(Type)> onType,
                       llvm::function_ref<void(Attribute)> onAttr) {
  for (unsigned i = 0; i < params.getSpecs().size(); ++i) {
    switch (params.getSpecs()[i].kind) {
    case ParamKind::Type:
      if (Type t = params.getType(i))
        onType(t);
      break;
    case ParamKind::Attr:
      if (Attribute a = params.getAttr(i))
        onAttr(a);
      break;
    case ParamKind::TypeArray:
      for (Type t : params.getTypes(i))
        onType(t);
      break;
    case ParamKind::AttrArray:
      for (Attribute a : params.getAttrs(i))
        onAttr(a);
      break;
    default:
      break;
    }
  }
}

void terrace::walkImmediateSubElements(
    Type type, llvm::function_ref<void(Type)> onType,
    llvm::function_ref<void(Attribute)> onAttr) {
  auto typeIf = [&](Type t) {
    if (t)
      onType(t);
  };
  auto attrIf = [&](Attribute a) {
    if (a)
      onAttr(a);
  };
  switch (type.getKind()) {
  case TypeKind::Complex:
    return onType(llvm::cast<ComplexType>(type).getElementType());
  case TypeKind::Tuple:
    for (Type t : llvm::cast<TupleType>(type).getTypes())
      onType(t);
    return;
  case TypeKind::Function: {
    auto fn = llvm::cast<FunctionType>(type);
    for (Type t : fn.getInputs())
      onType(t);
    for (Type t : fn.getResults())
      onType(t);
    return;
  }
  case TypeKind::RankedTensor:
    onType(llvm::cast<ShapedType>(type).getElementType());
    return attrIf(llvm::cast<RankedTensorType>(type).getEncoding());
  case TypeKind::UnrankedTensor:
  case TypeKind::Vector:
    return onType(llvm::cast<ShapedType>(type).getElementType());
  case TypeKind::MemRef:
    onType(llvm::cast<ShapedType>(type).getElementType());
    attrIf(llvm::cast<MemRefType>(type).getLayout());
    return attrIf(llvm::cast<MemRefType>(type).getMemorySpace());
  case TypeKind::UnrankedMemRef:
    onType(llvm::cast<ShapedType>(type).getElementType());
    return attrIf(llvm::cast<UnrankedMemRefType>(type).getMemorySpace());
  case TypeKind::Dialect: {
    walkParams(getParams(type), onType, onAttr);
    // A mutable body holds types too (a named struct's members).
    if (const MutableBody *body =
            type.getContext().getMutableBody(type.getImpl()))
      for (const void *p : body->ptrs)
        typeIf(Type(static_cast<const detail::Storage *>(p)));
    return;
  }
  default:
    return;
  }
}

void terrace::walkImmediateSubElements(
    Attribute attr, llvm::function_ref<void(Type)> onType,
    llvm::function_ref<void(Attribute)> onAttr) {
  switch (attr.getKind()) {
  case AttrKind::Array:
    for (Attribute a : llvm::cast<ArrayAttr>(attr).getValue())
      onAttr(a);
    return;
  case AttrKind::Dictionary: {
    auto dict = llvm::cast<DictionaryAttr>(attr);
    for (size_t i = 0; i < dict.size(); ++i) {
      onAttr(dict.at(i).name);
      onAttr(dict.at(i).value);
    }
    return;
  }
  case AttrKind::TypeAttr:
    return onType(llvm::cast<TypeAttr>(attr).getValue());
  case AttrKind::Dialect:
    return walkParams(getParams(attr), onType, onAttr);
  default:
    if (Type t = getAttributeType(attr))
      onType(t);
    return;
  }
}

/// The parameters of a dialect kind with its types and attributes
/// replaced; `changed` says whether any was.
static ParamList
replaceParams(ParamView params, llvm::function_ref<Type(Type)> replaceType,
              llvm::function_ref<Attribute(Attribute)> replaceAttr,
              bool &changed) {
  ParamList out(params.getSpecs());
  auto newType = [&](Type t) {
    Type r = t ? replaceType(t) : t;
    changed |= r != t;
    return r;
  };
  auto newAttr = [&](Attribute a) {
    Attribute r = a ? replaceAttr(a) : a;
    changed |= r != a;
    return r;
  };
  for (unsigned i = 0; i < params.getSpecs().size(); ++i) {
    switch (params.getSpecs()[i].kind) {
    case ParamKind::Int:
      out.addInt(params.getInt(i));
      break;
    case ParamKind::String:
      out.addString(params.getString(i));
      break;
    case ParamKind::Type:
      out.addType(newType(params.getType(i)));
      break;
    case ParamKind::Attr:
      out.addAttr(newAttr(params.getAttr(i)));
      break;
    case ParamKind::TypeArray: {
      llvm::SmallVector<Type, 4> types;
      for (Type t : params.getTypes(i))
        types.push_back(newType(t));
      out.addTypes(types);
      break;
    }
    case ParamKind::AttrArray: {
      llvm::SmallVector<Attribute, 4> attrs;
      for (Attribute a : params.getAttrs(i))
        attrs.push_back(newAttr(a));
      out.addAttrs(attrs);
      break;
    }
    case ParamKind::IntArray:
      out.addInts(params.getInts(i));
      break;
    }
  }
  return out;
}

Type terrace::replaceImmediateSubElements(
    Type type, llvm::function_ref<Type(Type)> replaceType,
    llvm::function_ref<Attribute(Attribute)> replaceAttr) {
  if (type.getKind() != TypeKind::Dialect ||
      type.getContext().getMutableBody(type.getImpl()))
    return type;
  bool changed = false;
  ParamList params =
      replaceParams(getParams(type), replaceType, replaceAttr, changed);
  if (!changed)
    return type;
  return Type(detail::getDialectStorage(type.getContext(), /*isType=*/true,
                                        getDialectTypeID(type.getImpl()),
                                        params));
}

Attribute terrace::replaceImmediateSubElements(
    Attribute attr, llvm::function_ref<Type(Type)> replaceType,
    llvm::function_ref<Attribute(Attribute)> replaceAttr) {
  if (attr.getKind() != AttrKind::Dialect)
    return attr;
  bool changed = false;
  ParamList params =
      replaceParams(getParams(attr), replaceType, replaceAttr, changed);
  if (!changed)
    return attr;
  return Attribute(
      detail::getDialectStorage(attr.getContext(), /*isType=*/false,
                                getDialectTypeID(attr.getImpl()), params));
}
