//===- ResourceRelease.cpp - Dropping weights no op refers to any more ----===//
#include "ir/ResourceRelease.h"
#include "ir/Context.h"
#include "ir/Operation.h"
#include "ir/Region.h"

#include "llvm/ADT/DenseSet.h"

using namespace terrace;

/// Adds the resource entries `attr` refers to, looking into arrays and
/// dictionaries.
static void collectEntries(Attribute attr,
                           llvm::DenseSet<const ResourceEntry *> &entries) {
  if (!attr)
    return;
  if (auto resource = llvm::dyn_cast<DenseResourceElementsAttr>(attr)) {
    entries.insert(&resource.getEntry());
  } else if (auto array = llvm::dyn_cast<ArrayAttr>(attr)) {
    for (Attribute element : array.getValue())
      collectEntries(element, entries);
  } else if (auto dict = llvm::dyn_cast<DictionaryAttr>(attr)) {
    for (size_t i = 0; i < dict.size(); ++i)
      collectEntries(dict.at(i).value, entries);
  }
}

size_t
terrace::releaseUnreferencedResources(Context &ctx,
                                      llvm::ArrayRef<Operation *> roots) {
  llvm::DenseSet<const ResourceEntry *> used;
  for (Operation *root : roots)
    root->walk([&](Operation *op) {
      for (const NamedAttribute &attr : op->getAllAttrs())
        collectEntries(attr.value, used);
    });
  llvm::SmallVector<ResourceEntry *, 4> unused;
  ResourceManager &manager = ctx.getResourceManager();
  manager.forEachBlob([&](ResourceEntry &entry, const ResourceBlob &) {
    if (!used.contains(&entry))
      unused.push_back(&entry);
  });
  // The entries stay: an attribute may still name one, and its name is not
  // given to other bytes.
  for (ResourceEntry *entry : unused)
    manager.releaseBlob(*entry);
  return unused.size();
}
