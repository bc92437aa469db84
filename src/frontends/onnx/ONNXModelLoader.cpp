//===- ONNXModelLoader.cpp - Parse, upgrade and type an ONNX model --------===//
//
// libonnx reports its errors by throwing (a malformed graph in the version
// converter, an inconsistent shape in inference): this file is compiled
// with exceptions and turns each into an llvm::Error, so no exception
// crosses into the rest of Terrace.
//
//===----------------------------------------------------------------------===//
#include "frontends/onnx/ONNXImportInternal.h"

#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/StringSet.h"

#include <google/protobuf/io/coded_stream.h>
#include <google/protobuf/io/zero_copy_stream_impl.h>
#include <onnx/checker.h>
#include <onnx/defs/schema.h>
#include <onnx/shape_inference/implementation.h>
#include <onnx/version_converter/convert.h>

#include <cerrno>
#include <climits>
#include <csignal>
#include <cstring>
#include <exception>
#include <fcntl.h>
#include <sys/wait.h>
#include <unistd.h>
#include <unordered_map>

using namespace terrace;
using namespace terrace::onnx_import;

static llvm::Error fail(const llvm::Twine &message) {
  return llvm::createStringError(llvm::inconvertibleErrorCode(), message);
}

/// libonnx's message on one line (its checker prints nodes over several).
static std::string oneLine(const char *message) {
  std::string line;
  for (llvm::StringRef part :
       llvm::split(llvm::StringRef(message).trim(), '\n')) {
    part = part.trim();
    if (part.empty())
      continue;
    if (!line.empty())
      line += ' ';
    line += part.str();
  }
  return line;
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

/// Names every graph output after what defines it: ONNX's checker does not
/// (and its version converter assumes it). `outer` holds the names of the
/// graphs around `graph`, which its nodes may use.
static llvm::Error checkOutputsDefined(const onnx::GraphProto &graph,
                                       llvm::StringSet<> outer) {
  for (const onnx::ValueInfoProto &input : graph.input())
    outer.insert(input.name());
  for (const onnx::TensorProto &tensor : graph.initializer())
    outer.insert(tensor.name());
  for (const onnx::NodeProto &node : graph.node()) {
    for (const onnx::AttributeProto &attr : node.attribute()) {
      if (attr.has_g())
        if (llvm::Error err = checkOutputsDefined(attr.g(), outer))
          return err;
      for (const onnx::GraphProto &g : attr.graphs())
        if (llvm::Error err = checkOutputsDefined(g, outer))
          return err;
    }
    for (const std::string &output : node.output())
      outer.insert(output);
  }
  for (const onnx::ValueInfoProto &output : graph.output())
    if (!outer.contains(output.name()))
      return fail("graph '" + graph.name() + "' output '" + output.name() +
                  "' is not defined by any node, input or initializer");
  return llvm::Error::success();
}

/// Bytes of raw data above which an initializer's stay out of the model
/// libonnx hands back (smaller ones stay: shape inference reads constants
/// such as a Reshape's shape).
constexpr size_t kStripAbove = 4096;

static void stripWeights(onnx::GraphProto &graph) {
  for (onnx::TensorProto &tensor : *graph.mutable_initializer())
    if (tensor.raw_data().size() > kStripAbove)
      tensor.clear_raw_data();
}

/// Moves the stripped weights of `original` into `typed`, by name.
static void restoreWeights(onnx::GraphProto &typed,
                           onnx::GraphProto &original) {
  llvm::StringMap<onnx::TensorProto *> byName;
  for (onnx::TensorProto &tensor : *original.mutable_initializer())
    if (tensor.raw_data().size() > kStripAbove)
      byName.try_emplace(tensor.name(), &tensor);
  for (onnx::TensorProto &tensor : *typed.mutable_initializer()) {
    auto it = byName.find(tensor.name());
    if (it != byName.end() && !tensor.has_raw_data() &&
        !tensor.has_data_location())
      tensor.mutable_raw_data()->swap(*it->second->mutable_raw_data());
  }
}

/// The checks, upgrade and typing libonnx does: ONNX's checker (as ONNX
/// runs it on a file, external data looked for next to it), the version
/// converter where a node's schema changed, and shape inference.
static llvm::Error checkUpgradeAndType(onnx::ModelProto &m,
                                       llvm::StringRef modelDir,
                                       int64_t opset) {
  try {
    // ONNX's own tools check a model before anything reads it, and its
    // version converter and shape inference assume they did.
    onnx::checker::CheckerContext checker;
    checker.set_ir_version(int(m.ir_version()));
    std::unordered_map<std::string, int> opsets;
    for (const onnx::OperatorSetIdProto &import : m.opset_import())
      opsets[import.domain()] = int(import.version());
    checker.set_opset_imports(opsets);
    checker.set_model_dir(modelDir.str());
    onnx::checker::LexicalScopeContext scope;
    onnx::checker::check_graph(m.graph(), checker, scope);
  } catch (const std::exception &e) {
    return fail(llvm::Twine("ONNX's checker rejects the model: ") +
                oneLine(e.what()));
  }
  if (llvm::Error err = checkOutputsDefined(m.graph(), {}))
    return err;
  // Big weights go no further: what comes back has none, and the parent
  // gives its own back.
  stripWeights(*m.mutable_graph());
  try {
    if (opset < kTargetOpset && needsUpgrade(m.graph(), opset)) {
      std::unordered_map<std::string, onnx::TypeProto> declared;
      collectDeclaredTypes(m.graph(), declared);
      setAsideLegacyOps(m, opset);
      m = onnx::version_conversion::ConvertVersion(m, kTargetOpset);
      restoreLegacyOps(m);
      restoreDeclaredTypes(*m.mutable_graph(), declared);
    }
  } catch (const std::exception &e) {
    return fail("cannot upgrade the model from opset " + llvm::Twine(opset) +
                " to " + llvm::Twine(kTargetOpset) + ": " + oneLine(e.what()));
  }
  try {
    // Types and shapes of every value, symbolic dimensions propagated
    // (Shape → Gather → Concat chains included); node-level errors are left
    // to the importer, which names the node.
    onnx::ShapeInferenceOptions options(/*check_type_val=*/false,
                                        /*strict_mode_val=*/0,
                                        /*data_prop_val=*/true);
    onnx::shape_inference::InferShapes(m, onnx::OpSchemaRegistry::Instance(),
                                       options);
  } catch (const std::exception &e) {
    return fail(llvm::Twine("ONNX's shape inference rejects the model: ") +
                oneLine(e.what()));
  }
  return llvm::Error::success();
}

/// Writes all of `bytes` to `fd`.
static bool writeAll(int fd, llvm::StringRef bytes) {
  while (!bytes.empty()) {
    ssize_t n = ::write(fd, bytes.data(), bytes.size());
    if (n < 0 && errno == EINTR)
      continue;
    if (n <= 0)
      return false;
    bytes = bytes.drop_front(size_t(n));
  }
  return true;
}

/// Runs `work` on (the child's copy of) `model` in a forked child, and
/// parses the model it leaves into `result`, or returns its error. The child
/// answers with one status byte ('0': the serialized model follows; '1': an
/// error message follows). Nothing is copied to the child: it shares the
/// parent's pages until it writes them.
static llvm::Error
runInChild(onnx::ModelProto &model, onnx::ModelProto &result,
           llvm::function_ref<llvm::Error(onnx::ModelProto &)> work) {
  int fds[2];
  if (::pipe(fds) != 0)
    return fail("cannot run ONNX's checker: no pipe");
  pid_t child = ::fork();
  if (child < 0) {
    ::close(fds[0]);
    ::close(fds[1]);
    return fail("cannot run ONNX's checker: no process");
  }
  if (child == 0) {
    ::close(fds[0]);
    // A crash here is the parent's to report, in one line: no stack dumps
    // from the handlers the tool installed, nothing libonnx prints.
    for (int sig : {SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT})
      ::signal(sig, SIG_DFL);
    int devNull = ::open("/dev/null", O_WRONLY);
    if (devNull >= 0)
      ::dup2(devNull, STDERR_FILENO);
    std::string answer;
    if (llvm::Error err = work(model)) {
      answer = "1" + llvm::toString(std::move(err));
    } else {
      answer = "0";
      if (!model.AppendToString(&answer))
        answer = "1the typed model cannot be serialized";
    }
    ::_exit(writeAll(fds[1], answer) ? 0 : 1);
  }
  ::close(fds[1]);
  std::string answer;
  char buffer[1 << 16];
  for (;;) {
    ssize_t n = ::read(fds[0], buffer, sizeof(buffer));
    if (n < 0 && errno == EINTR)
      continue;
    if (n <= 0)
      break;
    answer.append(buffer, size_t(n));
  }
  ::close(fds[0]);
  int status = 0;
  while (::waitpid(child, &status, 0) < 0 && errno == EINTR) {
  }
  if (!WIFEXITED(status) || WEXITSTATUS(status) != 0 || answer.empty())
    return fail("ONNX's checker, version converter or shape inference "
                "crashed on the model: it is malformed");
  if (answer[0] == '1')
    return fail(answer.substr(1));
  google::protobuf::io::CodedInputStream stream(
      reinterpret_cast<const uint8_t *>(answer.data()) + 1,
      int(answer.size() - 1));
  stream.SetTotalBytesLimit(INT_MAX);
  if (!result.ParseFromCodedStream(&stream))
    return fail("the typed model does not parse back");
  return llvm::Error::success();
}

static llvm::Error notAModel() {
  return fail("not an ONNX model: the file does not parse as a ModelProto "
              "(truncated or corrupt?)");
}

llvm::Error onnx_import::parseModel(llvm::StringRef bytes,
                                    onnx::ModelProto &model) {
  if (bytes.size() > size_t(INT_MAX))
    return fail("the model is larger than 2 GiB: keep its weights in "
                "external data files");
  google::protobuf::io::CodedInputStream stream(
      reinterpret_cast<const uint8_t *>(bytes.data()), int(bytes.size()));
  stream.SetTotalBytesLimit(INT_MAX);
  if (!model.ParseFromCodedStream(&stream) || !stream.ConsumedEntireMessage())
    return notAModel();
  return llvm::Error::success();
}

llvm::Error onnx_import::parseModelFile(llvm::StringRef path,
                                        onnx::ModelProto &model) {
  // Read through a small buffer, not mapped: the protobuf's own copy of
  // the weights is then the only one in memory (a mapping's pages, touched
  // by parsing, would count a second time).
  int fd = ::open(path.str().c_str(), O_RDONLY | O_CLOEXEC);
  if (fd < 0)
    return fail(llvm::Twine("cannot read the model: ") + std::strerror(errno));
  bool parsed;
  {
    google::protobuf::io::FileInputStream file(fd, 1 << 20);
    google::protobuf::io::CodedInputStream stream(&file);
    stream.SetTotalBytesLimit(INT_MAX);
    parsed =
        model.ParseFromCodedStream(&stream) && stream.ConsumedEntireMessage();
    if (file.GetErrno() != 0) {
      ::close(fd);
      return fail(llvm::Twine("cannot read the model: ") +
                  std::strerror(file.GetErrno()));
    }
  }
  ::close(fd);
  return parsed ? llvm::Error::success() : notAModel();
}

llvm::Error onnx_import::prepareModel(onnx::ModelProto &model,
                                      llvm::StringRef modelDir) {
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
  // libonnx's checker, version converter and shape inference crash on
  // some malformed models (they index what they have not checked): they run
  // in a child process, which hands back the typed model or dies alone.
  onnx::ModelProto typed;
  if (llvm::Error err = runInChild(model, typed, [&](onnx::ModelProto &m) {
        return checkUpgradeAndType(m, modelDir, opset);
      }))
    return err;
  restoreWeights(*typed.mutable_graph(), *model.mutable_graph());
  model = std::move(typed);
  return llvm::Error::success();
}
