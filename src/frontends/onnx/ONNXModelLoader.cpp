//===- ONNXModelLoader.cpp - Parse, upgrade and type an ONNX model --------===//
//
// libonnx reports its errors by throwing (a malformed graph in the version
// converter, an inconsistent shape in inference): this file is compiled
// with exceptions and turns each into an llvm::Error, so no exception
// crosses into the rest of Terrace.
//
//===----------------------------------------------------------------------===//
#include "frontends/onnx/ONNXImportInternal.h"

#include <google/protobuf/io/coded_stream.h>
#include <onnx/defs/schema.h>
#include <onnx/shape_inference/implementation.h>
#include <onnx/version_converter/convert.h>

#include <climits>
#include <exception>
#include <unordered_map>

using namespace terrace;
using namespace terrace::onnx_import;

static llvm::Error fail(const llvm::Twine &message) {
  return llvm::createStringError(llvm::inconvertibleErrorCode(), message);
}

/// The opset of ONNX's default domain the model imports; -1 when none.
static int64_t defaultDomainOpset(const onnx::ModelProto &model) {
  for (const onnx::OperatorSetIdProto &opset : model.opset_import())
    if (opset.domain().empty() || opset.domain() == "ai.onnx")
      return opset.version();
  return -1;
}

/// Whether some node (subgraphs included) of the default domain has a
/// newer schema at kTargetOpset than at `opset`: only then is the version
/// converter needed (it loses what it does not model, such as the types of
/// sequences).
static bool needsUpgrade(const onnx::GraphProto &graph, int64_t opset) {
  const onnx::OpSchemaRegistry *registry = onnx::OpSchemaRegistry::Instance();
  for (const onnx::NodeProto &node : graph.node()) {
    if (!node.domain().empty() && node.domain() != "ai.onnx")
      continue;
    const onnx::OpSchema *old =
        registry->GetSchema(node.op_type(), int(opset), "");
    const onnx::OpSchema *target =
        registry->GetSchema(node.op_type(), int(kTargetOpset), "");
    if (old != target)
      return true;
    for (const onnx::AttributeProto &attr : node.attribute()) {
      if (attr.has_g() && needsUpgrade(attr.g(), opset))
        return true;
      for (const onnx::GraphProto &g : attr.graphs())
        if (needsUpgrade(g, opset))
          return true;
    }
  }
  return false;
}

/// The types the model declares for names (inputs, outputs, value_info),
/// subgraphs included.
static void
collectDeclaredTypes(const onnx::GraphProto &graph,
                     std::unordered_map<std::string, onnx::TypeProto> &types) {
  for (const auto *list :
       {&graph.input(), &graph.output(), &graph.value_info()})
    for (const onnx::ValueInfoProto &info : *list)
      if (info.has_type())
        types.emplace(info.name(), info.type());
  for (const onnx::NodeProto &node : graph.node())
    for (const onnx::AttributeProto &attr : node.attribute()) {
      if (attr.has_g())
        collectDeclaredTypes(attr.g(), types);
      for (const onnx::GraphProto &g : attr.graphs())
        collectDeclaredTypes(g, types);
    }
}

/// Gives back the declared types the version converter dropped.
static void restoreDeclaredTypes(
    onnx::GraphProto &graph,
    const std::unordered_map<std::string, onnx::TypeProto> &types) {
  for (auto *list : {graph.mutable_input(), graph.mutable_output(),
                     graph.mutable_value_info()})
    for (onnx::ValueInfoProto &info : *list) {
      auto it = types.find(info.name());
      if (it != types.end() &&
          info.type().value_case() == onnx::TypeProto::VALUE_NOT_SET)
        *info.mutable_type() = it->second;
    }
  for (onnx::NodeProto &node : *graph.mutable_node())
    for (onnx::AttributeProto &attr : *node.mutable_attribute()) {
      if (attr.has_g())
        restoreDeclaredTypes(*attr.mutable_g(), types);
      for (onnx::GraphProto &g : *attr.mutable_graphs())
        restoreDeclaredTypes(g, types);
    }
}

llvm::Error onnx_import::loadModel(llvm::StringRef bytes,
                                   onnx::ModelProto &model) {
  if (bytes.size() > size_t(INT_MAX))
    return fail("the model is larger than 2 GiB: keep its weights in "
                "external data files");
  google::protobuf::io::CodedInputStream stream(
      reinterpret_cast<const uint8_t *>(bytes.data()), int(bytes.size()));
  stream.SetTotalBytesLimit(INT_MAX);
  if (!model.ParseFromCodedStream(&stream) || !stream.ConsumedEntireMessage())
    return fail("not an ONNX model: the file does not parse as a "
                "ModelProto (truncated or corrupt?)");
  if (!model.has_graph())
    return fail("the model has no graph");
  int64_t opset = defaultDomainOpset(model);
  if (opset < 0) {
    // Say which operators are out of reach (the training domain's Adam...).
    for (const onnx::NodeProto &node : model.graph().node())
      if (!node.domain().empty() && node.domain() != "ai.onnx")
        return fail("node " +
                    (node.name().empty() ? "" : "'" + node.name() + "' ") +
                    "(" + node.op_type() + ") is of domain '" + node.domain() +
                    "'; Terrace imports ONNX's default domain only");
    return fail("the model imports no opset of ONNX's default domain");
  }
  if (opset > kTargetOpset)
    return fail("the model uses opset " + llvm::Twine(opset) +
                "; Terrace's onnx dialect declares opsets up to " +
                llvm::Twine(kTargetOpset));
  if (opset < kOldestOpset)
    return fail("the model uses opset " + llvm::Twine(opset) +
                "; Terrace imports opsets " + llvm::Twine(kOldestOpset) +
                " to " + llvm::Twine(kTargetOpset));
  try {
    if (opset < kTargetOpset && needsUpgrade(model.graph(), opset)) {
      std::unordered_map<std::string, onnx::TypeProto> declared;
      collectDeclaredTypes(model.graph(), declared);
      model = onnx::version_conversion::ConvertVersion(model, kTargetOpset);
      restoreDeclaredTypes(*model.mutable_graph(), declared);
    }
  } catch (const std::exception &e) {
    return fail("cannot upgrade the model from opset " + llvm::Twine(opset) +
                " to " + llvm::Twine(kTargetOpset) + ": " + e.what());
  }
  try {
    // Types and shapes of every value, symbolic dimensions propagated
    // (Shape → Gather → Concat chains included); node-level errors are left
    // to the importer, which names the node.
    onnx::ShapeInferenceOptions options(/*check_type_val=*/false,
                                        /*strict_mode_val=*/0,
                                        /*data_prop_val=*/true);
    onnx::shape_inference::InferShapes(
        model, onnx::OpSchemaRegistry::Instance(), options);
  } catch (const std::exception &e) {
    return fail(llvm::Twine("ONNX's shape inference rejects the model: ") +
                e.what());
  }
  return llvm::Error::success();
}
