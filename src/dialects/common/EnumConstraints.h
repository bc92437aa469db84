//===- EnumConstraints.h - Properties that hold a case of an enum ---------===//
//
// The `accepts` functions of the AttrConstraints of enum properties, for the
// dialects that declare enums (arith, llvm).
//
//===----------------------------------------------------------------------===//
#pragma once

#include "ir/Attributes.h"
#include "ir/Types.h"

namespace terrace::constraints {

/// An EnumAttr of `Spec` with a value it spells (an enum attribute
/// property's constraint).
template <const EnumSpec &Spec> bool isEnumOf(Attribute a) {
  auto e = llvm::dyn_cast<EnumAttr>(a);
  return e && &e.getSpec() == &Spec && !Spec.spell(e.getValue()).empty();
}
/// A signless integer of `Width` bits whose value `Spec` spells (MLIR's
/// integer enum properties: compare predicates, orderings).
template <const EnumSpec &Spec, unsigned Width> bool isCaseOf(Attribute a) {
  auto i = llvm::dyn_cast<IntegerAttr>(a);
  return i && i.getType().isSignlessInteger() && i.getType().isInteger(Width) &&
         !Spec.spell(i.getValue().getZExtValue()).empty();
}

} // namespace terrace::constraints
