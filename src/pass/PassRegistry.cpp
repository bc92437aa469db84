//===- PassRegistry.cpp - Pass registry and pipeline parser ---------------===//
#include "pass/PassRegistry.h"
#include "pass/PassManager.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/Support/ManagedStatic.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/raw_ostream.h"

#include <algorithm>
#include <mutex>

using namespace terrace;

namespace {
struct Registry {
  std::mutex mutex;
  llvm::StringMap<PassInfo> passes;
  llvm::StringMap<PassPipelineInfo> pipelines;
};
} // namespace

static Registry &registry() {
  static Registry r;
  return r;
}

void terrace::registerPass(const PassInfo &info) {
  Registry &r = registry();
  std::lock_guard<std::mutex> lock(r.mutex);
  r.passes.try_emplace(info.argument, info);
}

void terrace::registerPassPipeline(const PassPipelineInfo &info) {
  Registry &r = registry();
  std::lock_guard<std::mutex> lock(r.mutex);
  r.pipelines.try_emplace(info.argument, info);
}

const PassPipelineInfo *terrace::lookupPassPipeline(llvm::StringRef argument) {
  Registry &r = registry();
  std::lock_guard<std::mutex> lock(r.mutex);
  auto it = r.pipelines.find(argument);
  return it == r.pipelines.end() ? nullptr : &it->second;
}

std::optional<std::string>
terrace::expandPassPipeline(const PassPipelineInfo &info,
                            llvm::StringRef options, std::string &error) {
  llvm::StringMap<bool> values;
  for (const PassPipelineOption &option : info.options)
    values[option.name] = false;
  llvm::SmallVector<llvm::StringRef, 4> items;
  options.split(items, ' ', -1, /*KeepEmpty=*/false);
  for (llvm::StringRef item : items) {
    auto [key, value] = item.split('=');
    auto it = values.find(key);
    if (it == values.end()) {
      error =
          ("no such option '" + key + "' for pipeline '" + info.argument + "'")
              .str();
      return std::nullopt;
    }
    if (value.empty() || value == "true" || value == "1") {
      it->second = true;
    } else if (value == "false" || value == "0") {
      it->second = false;
    } else {
      error = ("invalid value '" + value + "' for option '" + key +
               "' of pipeline '" + info.argument + "' (expected true or false)")
                  .str();
      return std::nullopt;
    }
  }
  std::string text = info.pipeline.str();
  for (const PassPipelineOption &option : info.options) {
    std::string placeholder = ("$" + option.name).str();
    std::string value = values[option.name] ? "true" : "false";
    for (size_t at = text.find(placeholder); at != std::string::npos;
         at = text.find(placeholder, at + value.size()))
      text.replace(at, placeholder.size(), value);
  }
  return text;
}

std::vector<PassPipelineInfo> terrace::getRegisteredPassPipelines() {
  Registry &r = registry();
  std::lock_guard<std::mutex> lock(r.mutex);
  std::vector<PassPipelineInfo> list;
  for (auto &entry : r.pipelines)
    list.push_back(entry.second);
  std::sort(list.begin(), list.end(),
            [](const PassPipelineInfo &a, const PassPipelineInfo &b) {
              return a.argument < b.argument;
            });
  return list;
}

const PassInfo *terrace::lookupPass(llvm::StringRef argument) {
  Registry &r = registry();
  std::lock_guard<std::mutex> lock(r.mutex);
  auto it = r.passes.find(argument);
  return it == r.passes.end() ? nullptr : &it->second;
}

bool terrace::isUpstreamPass(llvm::StringRef argument) {
  static constexpr llvm::StringLiteral kUpstream[] = {
#define UPSTREAM_PASS(NAME) NAME,
#include "pass/UpstreamPasses.inc"
#undef UPSTREAM_PASS
  };
  return std::binary_search(std::begin(kUpstream), std::end(kUpstream),
                            argument);
}

std::vector<PassInfo> terrace::getRegisteredPasses() {
  Registry &r = registry();
  std::lock_guard<std::mutex> lock(r.mutex);
  std::vector<PassInfo> list;
  for (auto &entry : r.passes)
    list.push_back(entry.second);
  std::sort(list.begin(), list.end(), [](const PassInfo &a, const PassInfo &b) {
    return a.argument < b.argument;
  });
  return list;
}

std::unique_ptr<Pass> terrace::createPass(llvm::StringRef argument,
                                          llvm::StringRef options,
                                          std::string &error) {
  const PassInfo *info = lookupPass(argument);
  if (!info) {
    error = ("'" + argument +
             "' does not refer to a registered pass or pass pipeline")
                .str();
    if (isUpstreamPass(argument))
      error += ": it is a pass of MLIR 22 that Terrace does not provide yet";
    return nullptr;
  }
  std::unique_ptr<Pass> pass = info->factory();
  if (failed(pass->parseOptions(options, error)))
    return nullptr;
  return pass;
}

namespace {
/// A recursive-descent reader of the pipeline text. Positions are offsets
/// into the text, shown with a caret on error as mlir-opt does.
class PipelineParser {
public:
  PipelineParser(llvm::StringRef text, llvm::raw_ostream &errs)
      : text(text), errs(errs) {}

  /// `anchor(elements)` at the top.
  llvm::LogicalResult parseAnchored(OpPassManager &pm) {
    skipSpaces();
    llvm::StringRef name = parseName();
    skipSpaces();
    if (name.empty() || !consume('('))
      return error(0, "expected pass pipeline to be wrapped with the anchor "
                      "operation type, e.g. 'builtin.module(...)'");
    pm = OpPassManager(name);
    if (failed(parseElements(pm)))
      return llvm::failure();
    if (!consume(')'))
      return error(pos, "expected ')' to close the pipeline of '" + name + "'");
    skipSpaces();
    if (pos != text.size())
      return error(pos, "unexpected text after the pass pipeline");
    return llvm::success();
  }

  /// Elements up to the closing ')' or the end.
  llvm::LogicalResult parseElements(OpPassManager &pm) {
    skipSpaces();
    if (peek() == ')')
      return llvm::success(); // an empty pipeline
    do {
      skipSpaces();
      size_t start = pos;
      llvm::StringRef name = parseName();
      if (name.empty())
        return error(pos, "expected a pass name or a nested pipeline");
      skipSpaces();
      if (consume('(')) {
        if (failed(parseElements(pm.nest(name))))
          return llvm::failure();
        if (!consume(')'))
          return error(pos,
                       "expected ')' to close the pipeline of '" + name + "'");
      } else {
        llvm::StringRef options;
        if (peek() == '{' && failed(parseOptionBlock(options)))
          return llvm::failure();
        // A named pipeline stands for its passes.
        if (const PassPipelineInfo *pipeline = lookupPassPipeline(name)) {
          std::string message;
          std::optional<std::string> passes =
              expandPassPipeline(*pipeline, options, message);
          if (!passes)
            return error(start, message);
          if (failed(parsePassPipelineElements(*passes, pm, errs)))
            return llvm::failure();
          skipSpaces();
          continue;
        }
        std::string message;
        std::unique_ptr<Pass> pass = createPass(name, options, message);
        if (!pass)
          return error(start, message);
        if (!pass->getOpName().empty() && pm.getAnchor() != "any" &&
            pass->getOpName() != pm.getAnchor())
          return error(start, "'" + name + "' runs on '" + pass->getOpName() +
                                  "' ops, not on '" + pm.getAnchor() + "'");
        pm.addPass(std::move(pass));
      }
      skipSpaces();
    } while (consume(','));
    return llvm::success();
  }

  size_t position() const { return pos; }
  bool atEnd() {
    skipSpaces();
    return pos == text.size();
  }
  llvm::LogicalResult error(size_t at, const llvm::Twine &message) {
    llvm::SourceMgr sm;
    sm.AddNewSourceBuffer(llvm::MemoryBuffer::getMemBuffer(
                              text, "MLIR Textual PassPipeline Parser",
                              /*RequiresNullTerminator=*/false),
                          llvm::SMLoc());
    sm.PrintMessage(
        errs,
        llvm::SMLoc::getFromPointer(text.data() + std::min(at, text.size())),
        llvm::SourceMgr::DK_Error, message);
    return llvm::failure();
  }

private:
  char peek() const { return pos < text.size() ? text[pos] : '\0'; }
  bool consume(char c) {
    if (peek() != c)
      return false;
    ++pos;
    return true;
  }
  void skipSpaces() {
    while (pos < text.size() &&
           (text[pos] == ' ' || text[pos] == '\t' || text[pos] == '\n'))
      ++pos;
  }
  /// Pass and op names: letters, digits, `.`, `-`, `_`, `$`.
  llvm::StringRef parseName() {
    size_t start = pos;
    while (pos < text.size() && (llvm::isAlnum(text[pos]) ||
                                 llvm::StringRef("._-$").contains(text[pos])))
      ++pos;
    return text.slice(start, pos);
  }
  /// `{...}` with nested braces; `options` is the text inside.
  llvm::LogicalResult parseOptionBlock(llvm::StringRef &options) {
    size_t open = pos, depth = 0;
    for (; pos < text.size(); ++pos) {
      if (text[pos] == '{')
        ++depth;
      else if (text[pos] == '}' && --depth == 0)
        break;
    }
    if (pos == text.size())
      return error(open, "missing closing '}' while processing pass options");
    options = text.slice(open + 1, pos);
    ++pos;
    return llvm::success();
  }

  llvm::StringRef text;
  llvm::raw_ostream &errs;
  size_t pos = 0;
};
} // namespace

llvm::LogicalResult terrace::parsePassPipeline(llvm::StringRef text,
                                               OpPassManager &pm,
                                               llvm::raw_ostream &errs) {
  return PipelineParser(text, errs).parseAnchored(pm);
}

llvm::LogicalResult
terrace::parsePassPipelineElements(llvm::StringRef text, OpPassManager &pm,
                                   llvm::raw_ostream &errs) {
  PipelineParser parser(text, errs);
  if (failed(parser.parseElements(pm)))
    return llvm::failure();
  if (!parser.atEnd())
    return parser.error(parser.position(),
                        "unexpected text after the pass pipeline");
  return llvm::success();
}
