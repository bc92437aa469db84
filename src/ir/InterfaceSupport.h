//===- InterfaceSupport.h - Open interfaces: identities and implementations
//===//
//
// An interface is a plain struct of function pointers (BranchOpInterface,
// MemoryEffectOpInterface, ...). Its identity is the address of a tag that
// exists once per struct type, so no registry or enum lists interfaces: any
// library may declare one. An op, a type, an attribute or a dialect
// implements an interface by pairing that identity with a static instance
// of the struct:
//
//   static const BranchOpInterface kBrBranch = {...};
//   static const InterfaceImpl kBrInterfaces[] = {implement(kBrBranch)};
//   {.name = "cf.br", ..., .interfaces = kBrInterfaces}
//
// Implementations listed in a definition come with it; others attach from
// outside the dialect, per context (Context::attachOpInterface, MLIR's
// external models), so that bufferization, tiling and execution semantics
// live in their own folders and a dialect builds and tests without them.
//
//===----------------------------------------------------------------------===//
#pragma once

#include "llvm/ADT/ArrayRef.h"

namespace terrace {

/// The identity of an interface type.
using InterfaceID = const void *;

namespace detail {
template <typename Interface> struct InterfaceTag {
  static constexpr char tag = 0;
};
} // namespace detail

/// The identity of `Interface`: one address per struct type, program-wide.
template <typename Interface>
constexpr InterfaceID interfaceID = &detail::InterfaceTag<Interface>::tag;

/// One implemented interface: its identity and the implementation.
struct InterfaceImpl {
  InterfaceID id;
  const void *impl;
};

/// Pairs an implementation with its interface's identity.
template <typename Interface>
constexpr InterfaceImpl implement(const Interface &impl) {
  return {interfaceID<Interface>, &impl};
}

/// The implementation of interface `id` in `impls`, or null.
inline const void *findInterface(llvm::ArrayRef<InterfaceImpl> impls,
                                 InterfaceID id) {
  for (const InterfaceImpl &i : impls)
    if (i.id == id)
      return i.impl;
  return nullptr;
}

} // namespace terrace
