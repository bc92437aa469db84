//===- ONNXOpsetAdapters.cpp - What ONNX's version converter cannot adapt -===//
//
// Softmax, LogSoftmax and Hardmax changed meaning at opset 13: before, they
// flattened their input to 2-D at their axis (default 1); since, they work
// along one axis (default -1). ONNX's version converter adapts them only
// when it knows the input's shape, which the reshapes exporters write
// around attention hide. After the conversion each becomes, in the default
// domain, the opset-13 op along the last axis of its input flattened at
// the old axis, reshaped back to the input's shape: the old meaning for
// every rank.
//
// Scan changed at opset 9: before, every state and scan input had a batch
// axis first, and the body ran per batch element. ONNX's adapter drops
// that axis from the values' declared shapes and leaves the data as it is,
// so the model's inputs no longer match their own data. After the
// conversion each becomes a Loop over the batch whose body takes each
// input's slice (Gather) and runs the opset-9 Scan on it; the Loop stacks
// what each iteration's Scan returns into the batch axis again.
//
// Until then they wait in a private domain as Identity, which the
// converter adapts without shapes.
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
constexpr llvm::StringLiteral kLegacyDomain = "ai.terrace.legacy";
constexpr llvm::StringLiteral kLegacyOpAttribute = "terrace_legacy_op";

bool inDefaultDomain(const onnx::NodeProto &node) {
  return node.domain().empty() || node.domain() == "ai.onnx";
}

bool isFlatteningOp(const onnx::NodeProto &node) {
  llvm::StringRef type = node.op_type();
  return inDefaultDomain(node) &&
         (type == "Softmax" || type == "LogSoftmax" || type == "Hardmax");
}

/// A Scan of opset 8 without sequence_lens (its first input), which says
/// how much of each batch element's sequence counts: with it, the node is
/// left to the converter, which refuses it.
bool isBatchedScan(const onnx::NodeProto &node) {
  return inDefaultDomain(node) && node.op_type() == "Scan" &&
         node.input_size() > 0 && node.input(0).empty();
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

static void setAside(onnx::GraphProto &graph, int64_t opset) {
  for (onnx::NodeProto &node : *graph.mutable_node()) {
    bool flattening = opset < 13 && isFlatteningOp(node);
    bool batchedScan = opset < 9 && isBatchedScan(node);
    if (flattening || batchedScan) {
      onnx::AttributeProto *original = node.add_attribute();
      original->set_name(kLegacyOpAttribute.str());
      original->set_type(onnx::AttributeProto::STRING);
      original->set_s(node.op_type());
      node.set_domain(kLegacyDomain.str());
      node.set_op_type("Identity");
      // The empty sequence_lens goes: the Loop has no use for it.
      if (batchedScan)
        node.mutable_input()->erase(node.mutable_input()->begin());
    }
    forEachSubgraph(node, [&](onnx::GraphProto &g) { setAside(g, opset); });
  }
}

namespace {
onnx::ValueInfoProto scalarInfo(const std::string &name,
                                onnx::TensorProto::DataType type) {
  onnx::ValueInfoProto info;
  info.set_name(name);
  onnx::TypeProto::Tensor *tensor = info.mutable_type()->mutable_tensor_type();
  tensor->set_elem_type(type);
  tensor->mutable_shape();
  return info;
}

/// The Loop over the batch that means what Scan-8 `node` meant (see the
/// file comment), appended to `nodes`.
void restoreBatchedScan(
    const onnx::NodeProto &node,
    google::protobuf::RepeatedPtrField<onnx::NodeProto> &nodes) {
  // Names no other value has: the node's first output with a suffix.
  std::string base = node.output(0) + "__scan8";
  std::string shape = base + "/shape", zero = base + "/zero",
              batch = base + "/batch", index = base + "/index",
              cond = base + "/cond", condOut = base + "/cond_out";
  *nodes.Add() = makeNode("Shape", base + "/shape", {node.input(0)}, shape);
  onnx::NodeProto constant = makeNode("Constant", base + "/zero", {}, zero);
  onnx::AttributeProto *value = constant.add_attribute();
  value->set_name("value");
  value->set_type(onnx::AttributeProto::TENSOR);
  value->mutable_t()->set_data_type(onnx::TensorProto::INT64);
  value->mutable_t()->add_int64_data(0);
  *nodes.Add() = constant;
  onnx::NodeProto batchSize =
      makeNode("Gather", base + "/batch", {shape, zero}, batch);
  setIntAttribute(batchSize, "axis", 0);
  *nodes.Add() = batchSize;

  // The body: each input's slice, the opset-9 Scan on them.
  onnx::GraphProto body;
  body.set_name(base + "/body");
  *body.add_input() = scalarInfo(index, onnx::TensorProto::INT64);
  *body.add_input() = scalarInfo(cond, onnx::TensorProto::BOOL);
  *body.add_node() = makeNode("Identity", base + "/cond", {cond}, condOut);
  onnx::NodeProto scan;
  scan.set_op_type("Scan");
  scan.set_name(node.name());
  for (int i = 0; i < node.input_size(); ++i) {
    std::string slice = base + "/slice" + std::to_string(i);
    onnx::NodeProto gather =
        makeNode("Gather", slice, {node.input(i), index}, slice);
    setIntAttribute(gather, "axis", 0);
    *body.add_node() = gather;
    scan.add_input(slice);
  }
  for (const onnx::AttributeProto &attr : node.attribute()) {
    if (attr.name() == kLegacyOpAttribute.str())
      continue;
    onnx::AttributeProto *copy = scan.add_attribute();
    *copy = attr;
    if (attr.name() == "directions")
      copy->set_name("scan_input_directions");
  }
  body.add_output()->set_name(condOut);
  for (int j = 0; j < node.output_size(); ++j) {
    std::string result = base + "/result" + std::to_string(j);
    scan.add_output(result);
    body.add_output()->set_name(result);
  }
  *body.add_node() = scan;

  onnx::NodeProto loop;
  loop.set_op_type("Loop");
  loop.set_name(node.name() + "/batch");
  loop.add_input(batch);
  loop.add_input("");
  for (const std::string &output : node.output())
    loop.add_output(output);
  onnx::AttributeProto *bodyAttr = loop.add_attribute();
  bodyAttr->set_name("body");
  bodyAttr->set_type(onnx::AttributeProto::GRAPH);
  *bodyAttr->mutable_g() = std::move(body);
  *nodes.Add() = loop;
}
} // namespace

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
    if (type == "Scan") {
      restoreBatchedScan(node, nodes);
      continue;
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

void onnx_import::setAsideLegacyOps(onnx::ModelProto &model, int64_t opset) {
  if (opset >= 13)
    return;
  setAside(*model.mutable_graph(), opset);
  // The converter looks every node's domain up among the imports.
  onnx::OperatorSetIdProto *import = model.add_opset_import();
  import->set_domain(kLegacyDomain.str());
  import->set_version(1);
}

void onnx_import::restoreLegacyOps(onnx::ModelProto &model) {
  restore(*model.mutable_graph());
  auto *imports = model.mutable_opset_import();
  for (int i = imports->size(); i-- > 0;)
    if (imports->Get(i).domain() == kLegacyDomain.str())
      imports->DeleteSubrange(i, 1);
}
