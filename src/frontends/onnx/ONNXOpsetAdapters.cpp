//===- ONNXOpsetAdapters.cpp - What ONNX's version converter cannot adapt -===//
//
// Softmax, LogSoftmax and Hardmax changed meaning at opset 13: before, they
// flattened their input to 2-D at their axis (default 1); since, they work
// along one axis (default -1). ONNX's version converter adapts them only
// when it knows the input's shape, which the reshapes exporters write
// around attention hide. So before the conversion they wait in a private
// domain as Identity (which the converter adapts without shapes), and
// after it each
// becomes, in the default domain, the opset-13 op along the last axis of
// its input flattened at the old axis, reshaped back to the input's shape:
// the old meaning for every rank.
//
//===----------------------------------------------------------------------===//
#include "frontends/onnx/ONNXImportInternal.h"

#include "llvm/ADT/StringRef.h"

#include <string>

using namespace terrace;

namespace {

/// The domain the old ops wait in during the conversion. The converter
/// looks every node's name up among ONNX's schemas and adapts it by name
/// alone, so they wait as Identity (whose adapters change nothing), their
/// own name kept in an attribute.
constexpr llvm::StringLiteral kLegacyDomain = "ai.terrace.opset12";
constexpr llvm::StringLiteral kLegacyOpAttribute = "terrace_legacy_op";

bool isFlatteningOp(const onnx::NodeProto &node) {
  llvm::StringRef type = node.op_type();
  bool defaultDomain = node.domain().empty() || node.domain() == "ai.onnx";
  return defaultDomain &&
         (type == "Softmax" || type == "LogSoftmax" || type == "Hardmax");
}

/// Applies `fn` to every graph of the node's attributes.
template <typename Fn> void forEachSubgraph(onnx::NodeProto &node, Fn fn) {
  for (onnx::AttributeProto &attr : *node.mutable_attribute()) {
    if (attr.has_g())
      fn(*attr.mutable_g());
    for (onnx::GraphProto &g : *attr.mutable_graphs())
      fn(g);
  }
}

onnx::NodeProto makeNode(llvm::StringRef type, llvm::StringRef name,
                         std::initializer_list<std::string> inputs,
                         const std::string &output) {
  onnx::NodeProto node;
  node.set_op_type(type.str());
  node.set_name(name.str());
  for (const std::string &input : inputs)
    node.add_input(input);
  node.add_output(output);
  return node;
}

void setIntAttribute(onnx::NodeProto &node, llvm::StringRef name,
                     int64_t value) {
  onnx::AttributeProto *attr = node.add_attribute();
  attr->set_name(name.str());
  attr->set_type(onnx::AttributeProto::INT);
  attr->set_i(value);
}

} // namespace

static void setAside(onnx::GraphProto &graph) {
  for (onnx::NodeProto &node : *graph.mutable_node()) {
    if (isFlatteningOp(node)) {
      onnx::AttributeProto *original = node.add_attribute();
      original->set_name(kLegacyOpAttribute.str());
      original->set_type(onnx::AttributeProto::STRING);
      original->set_s(node.op_type());
      node.set_domain(kLegacyDomain.str());
      node.set_op_type("Identity");
    }
    forEachSubgraph(node, setAside);
  }
}

static void restore(onnx::GraphProto &graph) {
  google::protobuf::RepeatedPtrField<onnx::NodeProto> nodes;
  for (onnx::NodeProto &node : *graph.mutable_node()) {
    forEachSubgraph(node, restore);
    if (node.domain() != kLegacyDomain.str()) {
      *nodes.Add() = node;
      continue;
    }
    int64_t axis = 1;
    std::string type;
    for (const onnx::AttributeProto &attr : node.attribute()) {
      if (attr.name() == "axis")
        axis = attr.i();
      if (attr.name() == kLegacyOpAttribute.str())
        type = attr.s();
    }
    // Names no other value has: the node's output with a suffix.
    const std::string &x = node.input(0), &y = node.output(0);
    std::string shape = y + "__shape", flat = y + "__flat", along = y + "__2d";
    *nodes.Add() = makeNode("Shape", node.name() + "/shape", {x}, shape);
    onnx::NodeProto flatten =
        makeNode("Flatten", node.name() + "/flatten", {x}, flat);
    setIntAttribute(flatten, "axis", axis);
    *nodes.Add() = flatten;
    onnx::NodeProto op = makeNode(type, node.name(), {flat}, along);
    setIntAttribute(op, "axis", 1);
    *nodes.Add() = op;
    *nodes.Add() =
        makeNode("Reshape", node.name() + "/reshape", {along, shape}, y);
  }
  graph.mutable_node()->Swap(&nodes);
}

void onnx_import::setAsideFlatteningOps(onnx::ModelProto &model) {
  setAside(*model.mutable_graph());
  // The converter looks every node's domain up among the imports.
  onnx::OperatorSetIdProto *import = model.add_opset_import();
  import->set_domain(kLegacyDomain.str());
  import->set_version(1);
}

void onnx_import::restoreFlatteningOps(onnx::ModelProto &model) {
  restore(*model.mutable_graph());
  auto *imports = model.mutable_opset_import();
  for (int i = imports->size(); i-- > 0;)
    if (imports->Get(i).domain() == kLegacyDomain.str())
      imports->DeleteSubrange(i, 1);
}
