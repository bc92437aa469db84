//===- ResourceRelease.cpp - Dropping weights no op refers to any more ----===//
#include "ir/ResourceRelease.h"
#include "ir/Context.h"
#include "ir/Operation.h"
#include "ir/Region.h"

#include "llvm/ADT/StringSet.h"

using namespace terrace;

/// Adds the resource keys `attr` refers to, looking into arrays and
/// dictionaries.
static void collectKeys(Attribute attr, llvm::StringSet<> &keys) {
  if (!attr)
    return;
  if (auto resource = llvm::dyn_cast<DenseResourceElementsAttr>(attr)) {
    keys.insert(resource.getKey());
  } else if (auto array = llvm::dyn_cast<ArrayAttr>(attr)) {
    for (Attribute element : array.getValue())
      collectKeys(element, keys);
  } else if (auto dict = llvm::dyn_cast<DictionaryAttr>(attr)) {
    for (size_t i = 0; i < dict.size(); ++i)
      collectKeys(dict.at(i).value, keys);
  }
}

size_t
terrace::releaseUnreferencedResources(Context &ctx,
                                      llvm::ArrayRef<Operation *> roots) {
  llvm::StringSet<> used;
  for (Operation *root : roots)
    root->walk([&](Operation *op) {
      for (const NamedAttribute &attr : op->getAllAttrs())
        collectKeys(attr.value, used);
    });
  llvm::SmallVector<llvm::StringRef, 4> unused;
  for (auto &entry : ctx.getResources())
    if (!used.contains(entry.getKey()))
      unused.push_back(entry.getKey());
  // Erasing from a StringMap invalidates its keys: copy them first.
  llvm::SmallVector<std::string, 4> names(unused.begin(), unused.end());
  for (const std::string &name : names)
    ctx.getResources().erase(name);
  return names.size();
}
