//===- Dialect.cpp - A dialect's types and attributes ---------------------===//
#include "ir/Dialect.h"
#include "ir/DialectTypes.h"

using namespace terrace;

void Dialect::addTypes(llvm::ArrayRef<TypeDefinition> defs) {
  for (const TypeDefinition &def : defs) {
    assert(def.getDialectNamespace() == ns && "a type of another dialect");
    types.push_back(&def);
  }
}

void Dialect::addAttributes(llvm::ArrayRef<AttrDefinition> defs) {
  for (const AttrDefinition &def : defs) {
    assert(def.getDialectNamespace() == ns &&
           "an attribute of another dialect");
    attributes.push_back(&def);
  }
}

const TypeDefinition *Dialect::lookupType(llvm::StringRef mnemonic) const {
  for (const TypeDefinition *def : types)
    if (def->getMnemonic() == mnemonic)
      return def;
  return nullptr;
}

const AttrDefinition *Dialect::lookupAttribute(llvm::StringRef mnemonic) const {
  for (const AttrDefinition *def : attributes)
    if (def->getMnemonic() == mnemonic)
      return def;
  return nullptr;
}
