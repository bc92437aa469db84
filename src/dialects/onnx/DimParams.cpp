//===- DimParams.cpp - Names of symbolic dimensions on a graph's values ---===//
#include "dialects/onnx/DimParams.h"

#include "ir/Attributes.h"
#include "ir/Operation.h"

using namespace terrace;

llvm::SmallVector<ONNX::NamedDimension, 4>
ONNX::getArgumentDimensionNames(Operation *function, unsigned argument) {
  llvm::SmallVector<NamedDimension, 4> names;
  auto argAttrs =
      llvm::dyn_cast_if_present<ArrayAttr>(function->getAttr("arg_attrs"));
  if (!argAttrs || argument >= argAttrs.size())
    return names;
  auto attrs = llvm::dyn_cast<DictionaryAttr>(argAttrs[argument]);
  auto params =
      attrs
          ? llvm::dyn_cast_if_present<StringAttr>(attrs.get(kDimParamsAttrName))
          : StringAttr();
  if (!params)
    return names;
  llvm::SmallVector<llvm::StringRef, 4> entries;
  params.getValue().split(entries, ',');
  for (llvm::StringRef entry : entries) {
    auto [position, name] = entry.split(':');
    unsigned dim = 0;
    if (position.getAsInteger(10, dim) || name.empty())
      continue;
    names.push_back({dim, name});
  }
  return names;
}

std::string ONNX::printDimensionNames(llvm::ArrayRef<NamedDimension> names) {
  std::string text;
  for (const NamedDimension &named : names) {
    if (!text.empty())
      text += ',';
    text += std::to_string(named.position) + ":" + named.name.str();
  }
  return text;
}
