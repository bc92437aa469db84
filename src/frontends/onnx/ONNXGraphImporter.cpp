//===- ONNXGraphImporter.cpp - ONNX graphs as onnx dialect ops ------------===//
//
// One func.func per model: graph inputs (those without an initializer) are
// its arguments, initializers onnx.Constant ops, each node the onnx op of
// its operator, with ONNX's input positions mapped onto the op's operand
// groups (an empty name is an absent optional input) and its attributes
// onto the op's properties; the subgraphs of If, Loop and Scan become
// regions ending in onnx.Yield, which may use values of the graphs around
// them by name, as ONNX allows. Every op is located by its node's name.
//
//===----------------------------------------------------------------------===//
#include "dialects/func/FuncOps.h"
#include "dialects/onnx/DimParams.h"
#include "dialects/onnx/ONNXOps.h"
#include "frontends/onnx/ONNXImportInternal.h"
#include "ir/Block.h"
#include "ir/Builder.h"
#include "ir/Context.h"
#include "ir/Diagnostics.h"
#include "ir/Operation.h"
#include "ir/Region.h"
#include "ir/Verifier.h"

#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Support/Path.h"

using namespace terrace;
using namespace terrace::onnx_import;

/// The type of what importTensor made.
static ShapedType typeOfElements(Attribute elements) {
  if (auto dense = llvm::dyn_cast<DenseIntOrFPElementsAttr>(elements))
    return dense.getType();
  if (auto strings = llvm::dyn_cast<DenseStringElementsAttr>(elements))
    return strings.getType();
  return llvm::cast<DenseResourceElementsAttr>(elements).getType();
}

namespace {

class GraphImporter {
public:
  GraphImporter(Context &ctx, llvm::StringRef fileName,
                TensorImportContext tensors)
      : ctx(ctx), builder(ctx), tensors(std::move(tensors)),
        fileLoc(FileLineColLoc::get(ctx, fileName, 0, 0)) {}

  /// The module holding the model's main graph as `functionName`; null
  /// after a diagnostic.
  Operation *importModel(onnx::ModelProto &model, llvm::StringRef functionName);

private:
  /// Reports `message` at the model file; returns failure.
  llvm::LogicalResult error(const llvm::Twine &message) {
    emitError(fileLoc) << message;
    return llvm::failure();
  }
  llvm::LogicalResult nodeError(const onnx::NodeProto &node,
                                const llvm::Twine &message) {
    return error(describe(node) + ": " + message);
  }
  static std::string describe(const onnx::NodeProto &node) {
    std::string what = "node";
    if (!node.name().empty())
      what += " '" + node.name() + "'";
    return what + " (" + node.op_type() + ")";
  }
  /// The location of what ONNX calls `name`: the name, in the model file.
  Location locate(llvm::StringRef name) {
    if (name.empty())
      return fileLoc;
    return NameLoc::get(StringAttr::get(ctx, name), fileLoc);
  }

  /// Types given for names anywhere in the model (inputs, outputs,
  /// value_info of every graph: ONNX names are unique model-wide).
  void collectTypes(const onnx::GraphProto &graph);
  Type typeOf(llvm::StringRef name) const;

  Value lookup(llvm::StringRef name) const;
  void define(llvm::StringRef name, Value value) {
    scopes.back()[name] = value;
  }

  llvm::LogicalResult importInitializers(onnx::GraphProto &graph);
  llvm::LogicalResult importNodes(onnx::GraphProto &graph);
  llvm::LogicalResult importNode(onnx::NodeProto &node);
  /// A subgraph as the body of `region`: block arguments for its inputs,
  /// its nodes, onnx.Yield of its outputs.
  llvm::LogicalResult importSubgraph(const onnx::NodeProto &node,
                                     onnx::GraphProto &graph, Region &region);
  llvm::Expected<Attribute> importAttribute(const onnx::NodeProto &node,
                                            onnx::AttributeProto &attr,
                                            const AttrSpec &spec);
  /// The type of a result no shape inference gave: a tensor of unknown
  /// shape whose element type is that of an operand sharing its type
  /// variable (ONNX's `T`). Null when there is none.
  Type fallbackResultType(const OpSignature &sig, unsigned group,
                          llvm::ArrayRef<llvm::SmallVector<Value, 2>> operands);

  Context &ctx;
  OpBuilder builder;
  TensorImportContext tensors;
  Location fileLoc;
  llvm::StringMap<const onnx::TypeProto *> types;
  /// Values by ONNX name, the innermost graph last.
  llvm::SmallVector<llvm::StringMap<Value>, 2> scopes;
};

} // namespace

void GraphImporter::collectTypes(const onnx::GraphProto &graph) {
  // Later lists win: an input's own declaration over what shape inference
  // says of it, and both over a graph output's declaration, which may be
  // vaguer (a graph input returned as it is keeps its static type).
  for (const auto *list :
       {&graph.output(), &graph.value_info(), &graph.input()})
    for (const onnx::ValueInfoProto &info : *list)
      if (info.has_type())
        types[info.name()] = &info.type();
  for (const onnx::NodeProto &node : graph.node())
    for (const onnx::AttributeProto &attr : node.attribute()) {
      if (attr.has_g())
        collectTypes(attr.g());
      for (const onnx::GraphProto &g : attr.graphs())
        collectTypes(g);
    }
}

Type GraphImporter::typeOf(llvm::StringRef name) const {
  auto it = types.find(name);
  return it == types.end() ? Type() : importType(ctx, *it->second);
}

Value GraphImporter::lookup(llvm::StringRef name) const {
  for (const llvm::StringMap<Value> &scope : llvm::reverse(scopes)) {
    auto it = scope.find(name);
    if (it != scope.end())
      return it->second;
  }
  return Value();
}

llvm::LogicalResult GraphImporter::importInitializers(onnx::GraphProto &graph) {
  for (onnx::TensorProto &tensor : *graph.mutable_initializer()) {
    llvm::Expected<Attribute> value = importTensor(tensors, tensor);
    if (!value)
      return error("initializer '" + tensor.name() + "' " +
                   llvm::toString(value.takeError()));
    auto constant = create<ONNX::ConstantOp>(
        builder, locate(tensor.name()), with<"value">(*value),
        with<"output">(Type(typeOfElements(*value))));
    define(tensor.name(), constant.result<"output">());
  }
  return llvm::success();
}

llvm::LogicalResult GraphImporter::importNodes(onnx::GraphProto &graph) {
  for (onnx::NodeProto &node : *graph.mutable_node())
    if (failed(importNode(node)))
      return llvm::failure();
  return llvm::success();
}

Type GraphImporter::fallbackResultType(
    const OpSignature &sig, unsigned group,
    llvm::ArrayRef<llvm::SmallVector<Value, 2>> operands) {
  llvm::StringRef variable = sig.results[group].typeVariable;
  if (variable.empty())
    return Type();
  for (unsigned g = 0; g < sig.operands.size(); ++g)
    if (sig.operands[g].typeVariable == variable && !operands[g].empty())
      if (auto shaped = llvm::dyn_cast<ShapedType>(operands[g][0].getType()))
        return UnrankedTensorType::get(shaped.getElementType());
  return Type();
}

llvm::Expected<Attribute>
GraphImporter::importAttribute(const onnx::NodeProto &node,
                               onnx::AttributeProto &attr,
                               const AttrSpec &spec) {
  auto fail = [&](const llvm::Twine &message) {
    return llvm::createStringError(llvm::inconvertibleErrorCode(),
                                   "attribute '" + attr.name() + "' " +
                                       message);
  };
  using A = onnx::AttributeProto;
  if (!attr.ref_attr_name().empty())
    return fail("refers to a function's attribute, which only functions "
                "may do");
  // What the op declares decides the kind expected; ONNX's type field says
  // what the model holds.
  const AttrConstraint *c = spec.constraint;
  auto expect = [&](A::AttributeType kind) { return attr.type() == kind; };
  if (c == &ONNX::SI64Property && expect(A::INT))
    return ONNX::si64Attr(ctx, attr.i());
  if (c == &ONNX::F32Property && expect(A::FLOAT))
    return ONNX::f32Attr(ctx, attr.f());
  if (c == &ONNX::StrProperty && expect(A::STRING))
    return ONNX::strAttr(ctx, attr.s());
  if (c == &ONNX::I64ArrayProperty && expect(A::INTS))
    return ONNX::i64ArrayAttr(
        ctx, llvm::ArrayRef<int64_t>(attr.ints().data(), attr.ints_size()));
  if (c == &ONNX::F32ArrayProperty && expect(A::FLOATS))
    return ONNX::f32ArrayAttr(
        ctx, llvm::ArrayRef<float>(attr.floats().data(), attr.floats_size()));
  if (c == &ONNX::StrArrayProperty && expect(A::STRINGS)) {
    llvm::SmallVector<llvm::StringRef, 4> strings(attr.strings().begin(),
                                                  attr.strings().end());
    return ONNX::strArrayAttr(ctx, strings);
  }
  if (c == &ONNX::TensorProperty && expect(A::TENSOR)) {
    llvm::Expected<Attribute> value = importTensor(tensors, *attr.mutable_t());
    if (!value)
      return fail("holds a tensor that " + llvm::toString(value.takeError()));
    return *value;
  }
  if (c == &ONNX::TypeProperty && expect(A::TYPE_PROTO)) {
    Type type = importType(ctx, attr.tp());
    if (!type)
      return fail("holds a type Terrace does not know");
    return Attribute(TypeAttr::get(type));
  }
  if (c == &ONNX::SparseTensorProperty && expect(A::SPARSE_TENSOR))
    return fail("holds a sparse tensor, which the importer does not read "
                "yet");
  return fail("has ONNX attribute type " + A::AttributeType_Name(attr.type()) +
              ", not what " + node.op_type() + " declares (" + c->summary +
              ")");
}

llvm::LogicalResult GraphImporter::importSubgraph(const onnx::NodeProto &node,
                                                  onnx::GraphProto &graph,
                                                  Region &region) {
  Block *block = new Block();
  region.push_back(block);
  InsertionGuard guard(builder);
  builder.setInsertionPointToEnd(block);
  scopes.emplace_back();
  for (const onnx::ValueInfoProto &input : graph.input()) {
    Type type = typeOf(input.name());
    if (!type)
      return nodeError(node, "subgraph '" + graph.name() + "' input '" +
                                 input.name() + "' has no known type");
    define(input.name(), block->addArgument(type, locate(input.name())));
  }
  if (failed(importInitializers(graph)) || failed(importNodes(graph)))
    return llvm::failure();
  llvm::SmallVector<Value, 4> results;
  for (const onnx::ValueInfoProto &output : graph.output()) {
    Value value = lookup(output.name());
    if (!value)
      return nodeError(node, "subgraph '" + graph.name() + "' output '" +
                                 output.name() + "' is not defined");
    results.push_back(value);
  }
  create<ONNX::YieldOp>(builder, fileLoc, with<"operands">(results));
  scopes.pop_back();
  return llvm::success();
}

llvm::LogicalResult GraphImporter::importNode(onnx::NodeProto &node) {
  if (!node.domain().empty() && node.domain() != "ai.onnx")
    return nodeError(node, "operators of domain '" + node.domain() +
                               "' are not supported (only ONNX's default "
                               "domain is)");
  OperationName name = ctx.getOperationName("onnx." + node.op_type());
  const OpDefinition *def = name.getDefinition();
  if (!def || !def->signature)
    return nodeError(node, "operator '" + node.op_type() +
                               "' is not an operator of ONNX's default "
                               "domain up to opset 17");
  const OpSignature &sig = *def->signature;

  // Inputs by position onto the operand groups: one each, a variadic group
  // (always the last) takes the rest; "" leaves an optional input out.
  llvm::SmallVector<llvm::SmallVector<Value, 2>, 4> operands(
      sig.operands.size());
  unsigned position = 0;
  for (unsigned g = 0; g < sig.operands.size(); ++g) {
    const ValueSpec &spec = sig.operands[g];
    unsigned count =
        spec.arity == Arity::Variadic
            ? unsigned(std::max(node.input_size() - int(position), 0))
            : 1;
    for (unsigned i = 0; i < count; ++i, ++position) {
      llvm::StringRef input;
      if (position < unsigned(node.input_size()))
        input = node.input(position);
      if (input.empty()) {
        if (spec.arity == Arity::Single)
          return nodeError(node, "input '" + spec.name + "' (#" +
                                     llvm::Twine(position) + ") is required");
        continue;
      }
      Value value = lookup(input);
      if (!value)
        return nodeError(node, "input '" + input + "' is not defined before");
      operands[g].push_back(value);
    }
  }
  if (position < unsigned(node.input_size()))
    return nodeError(node, "has " + llvm::Twine(node.input_size()) +
                               " inputs; " + node.op_type() + " takes " +
                               llvm::Twine(position));

  OperationState state(locate(node.name()), name);
  llvm::SmallVector<int32_t, 4> operandSizes;
  for (auto &group : operands) {
    state.operands.append(group.begin(), group.end());
    operandSizes.push_back(int32_t(group.size()));
  }
  if (countFlexible(sig.operands) > 1)
    state.addAttribute(StringAttr::get(ctx, "operandSegmentSizes"),
                       DenseArrayAttr::get(ctx, operandSizes));

  // Outputs the same way; "" leaves an optional output out.
  llvm::SmallVector<std::pair<std::string, unsigned>, 4> outputs;
  llvm::SmallVector<int32_t, 4> resultSizes;
  position = 0;
  for (unsigned g = 0; g < sig.results.size(); ++g) {
    const ValueSpec &spec = sig.results[g];
    unsigned count =
        spec.arity == Arity::Variadic
            ? unsigned(std::max(node.output_size() - int(position), 0))
            : 1;
    int32_t size = 0;
    for (unsigned i = 0; i < count; ++i, ++position) {
      llvm::StringRef output;
      if (position < unsigned(node.output_size()))
        output = node.output(position);
      if (output.empty()) {
        if (spec.arity == Arity::Single)
          return nodeError(node, "output '" + spec.name + "' (#" +
                                     llvm::Twine(position) + ") is required");
        continue;
      }
      Type type = typeOf(output);
      if (!type)
        type = fallbackResultType(sig, g, operands);
      if (!type)
        return nodeError(node, "the type of output '" + output +
                                   "' is unknown (ONNX's shape inference "
                                   "gave none)");
      state.types.push_back(type);
      outputs.push_back({output.str(), g});
      ++size;
    }
    resultSizes.push_back(size);
  }
  if (position < unsigned(node.output_size()))
    return nodeError(node, "has " + llvm::Twine(node.output_size()) +
                               " outputs; " + node.op_type() + " gives " +
                               llvm::Twine(position));
  if (countFlexible(sig.results) > 1)
    state.addAttribute(StringAttr::get(ctx, "resultSegmentSizes"),
                       DenseArrayAttr::get(ctx, resultSizes));

  // Attributes onto properties; graphs onto regions, in the op's order.
  llvm::SmallVector<onnx::GraphProto *, 2> graphs(sig.regions.size());
  for (onnx::AttributeProto &attr : *node.mutable_attribute()) {
    auto region = llvm::find_if(sig.regions, [&](const RegionSpec &r) {
      return r.name == attr.name();
    });
    if (region != sig.regions.end()) {
      if (attr.type() != onnx::AttributeProto::GRAPH || !attr.has_g())
        return nodeError(node,
                         "attribute '" + attr.name() + "' is not a graph");
      graphs[region - sig.regions.begin()] = attr.mutable_g();
      continue;
    }
    auto spec = llvm::find_if(sig.attributes, [&](const AttrSpec &a) {
      return a.name == attr.name();
    });
    if (spec == sig.attributes.end())
      return nodeError(node, "attribute '" + attr.name() + "' is not one of " +
                                 node.op_type() + "'s");
    llvm::Expected<Attribute> value = importAttribute(node, attr, *spec);
    if (!value)
      return nodeError(node, llvm::toString(value.takeError()));
    state.addAttribute(StringAttr::get(ctx, attr.name()), *value);
  }
  for (unsigned r = 0; r < graphs.size(); ++r) {
    Region *region = state.addRegion();
    if (!graphs[r])
      return nodeError(node, "graph attribute '" + sig.regions[r].name +
                                 "' is missing");
    if (failed(importSubgraph(node, *graphs[r], *region)))
      return llvm::failure();
  }

  Operation *op = builder.create(state);
  for (unsigned i = 0; i < outputs.size(); ++i)
    define(outputs[i].first, op->getResult(i));
  return llvm::success();
}

Operation *GraphImporter::importModel(onnx::ModelProto &model,
                                      llvm::StringRef functionName) {
  onnx::GraphProto &graph = *model.mutable_graph();
  collectTypes(graph);
  OperationState moduleState(fileLoc, ctx.getOperationName("builtin.module"));
  moduleState.addRegion()->push_back(new Block());
  Operation *module = Operation::create(moduleState);
  // The function is built in place; its type is set once its results are
  // known. On an error the module goes with everything in it.
  OperationState funcState(locate(graph.name()),
                           ctx.getOperationName(func::FuncOp::name));
  funcState.addAttribute(StringAttr::get(ctx, "sym_name"),
                         StringAttr::get(ctx, functionName));
  funcState.addRegion()->push_back(new Block());
  Operation *func = Operation::create(funcState);
  module->getRegion(0).front().push_back(func);
  Block *body = &func->getRegion(0).front();
  auto failure = [&] {
    module->erase();
    return nullptr;
  };

  // Graph inputs that an initializer also names are constants with a
  // default (IR versions before 4 list every initializer as an input).
  llvm::StringSet<> initialized;
  for (const onnx::TensorProto &tensor : graph.initializer())
    initialized.insert(tensor.name());
  scopes.emplace_back();
  llvm::SmallVector<Type, 4> inputTypes, outputTypes;
  llvm::SmallVector<const onnx::ValueInfoProto *, 4> inputs, outputs;
  for (const onnx::ValueInfoProto &input : graph.input()) {
    if (initialized.contains(input.name()))
      continue;
    Type type = typeOf(input.name());
    if (!type) {
      (void)error("graph input '" + input.name() +
                  "' has no type Terrace knows");
      return failure();
    }
    inputTypes.push_back(type);
    inputs.push_back(&input);
    define(input.name(), body->addArgument(type, locate(input.name())));
  }

  builder.setInsertionPointToEnd(body);
  if (failed(importInitializers(graph)) || failed(importNodes(graph)))
    return failure();
  llvm::SmallVector<Value, 4> results;
  for (const onnx::ValueInfoProto &output : graph.output()) {
    Value value = lookup(output.name());
    if (!value) {
      (void)error("graph output '" + output.name() + "' is not defined");
      return failure();
    }
    results.push_back(value);
    outputTypes.push_back(value.getType());
    outputs.push_back(&output);
  }
  create<func::ReturnOp>(builder, fileLoc, ValueRange(results));

  // Each argument and result keeps its ONNX name, and the names of its
  // symbolic dimensions as onnx-mlir writes them (`onnx.dim_params =
  // "0:batch,2:seq"`): dimensions of one name are one size.
  auto names = [&](llvm::ArrayRef<const onnx::ValueInfoProto *> infos) {
    llvm::SmallVector<Attribute, 4> dicts;
    for (const onnx::ValueInfoProto *info : infos) {
      llvm::SmallVector<NamedAttribute, 2> entries;
      llvm::SmallVector<ONNX::NamedDimension, 4> dimNames;
      if (info->type().has_tensor_type()) {
        const onnx::TensorShapeProto &shape =
            info->type().tensor_type().shape();
        for (int i = 0; i < shape.dim_size(); ++i)
          if (shape.dim(i).has_dim_param() && !shape.dim(i).dim_param().empty())
            dimNames.push_back({unsigned(i), shape.dim(i).dim_param()});
      }
      if (!dimNames.empty())
        entries.push_back(
            {StringAttr::get(ctx, ONNX::kDimParamsAttrName),
             StringAttr::get(ctx, ONNX::printDimensionNames(dimNames))});
      entries.push_back({StringAttr::get(ctx, "onnx.name"),
                         StringAttr::get(ctx, info->name())});
      dicts.push_back(DictionaryAttr::get(ctx, entries));
    }
    return ArrayAttr::get(ctx, dicts);
  };
  func->setAttr("function_type",
                TypeAttr::get(FunctionType::get(ctx, inputTypes, outputTypes)));
  if (!inputs.empty())
    func->setAttr("arg_attrs", names(inputs));
  if (!outputs.empty())
    func->setAttr("res_attrs", names(outputs));
  return module;
}

/// Imports a parsed model (or reports `parsed`'s error at `name`).
static Operation *importParsed(Context &ctx, onnx::ModelProto &model,
                               llvm::Error parsed, llvm::StringRef name,
                               llvm::StringRef externalDataDir,
                               const ONNXImportOptions &options) {
  if (!parsed)
    parsed = prepareModel(model, externalDataDir);
  if (parsed) {
    emitError(FileLineColLoc::get(ctx, name, 0, 0))
        << llvm::toString(std::move(parsed));
    return nullptr;
  }
  GraphImporter importer(ctx, name,
                         TensorImportContext{ctx, externalDataDir.str(),
                                             options.resourceThreshold});
  Operation *module = importer.importModel(model, options.functionName);
  // What ONNX's checker lets through may still break a type constraint
  // (a Relu of booleans): the verifier says so at the node.
  if (module && failed(verify(module))) {
    module->erase();
    return nullptr;
  }
  return module;
}

Operation *terrace::importONNXModelBytes(Context &ctx, llvm::StringRef bytes,
                                         llvm::StringRef name,
                                         llvm::StringRef externalDataDir,
                                         const ONNXImportOptions &options) {
  onnx::ModelProto model;
  llvm::Error parsed = parseModel(bytes, model);
  return importParsed(ctx, model, std::move(parsed), name, externalDataDir,
                      options);
}

Operation *terrace::importONNXModelFile(Context &ctx, llvm::StringRef path,
                                        const ONNXImportOptions &options) {
  llvm::SmallString<256> dir(path);
  llvm::sys::path::remove_filename(dir);
  if (dir.empty())
    dir = ".";
  onnx::ModelProto model;
  llvm::Error parsed = parseModelFile(path, model);
  return importParsed(ctx, model, std::move(parsed), path, dir, options);
}
