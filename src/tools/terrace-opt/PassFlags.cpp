//===- PassFlags.cpp - Passes named on terrace-opt's command line ---------===//
#include "tools/terrace-opt/PassFlags.h"

#include "pass/PassRegistry.h"

#include "llvm/Support/CommandLine.h"
#include "llvm/Support/raw_ostream.h"

using namespace terrace;
namespace cl = llvm::cl;

/// `name` of `--name=value` or `-name`; empty for what is not a flag.
static llvm::StringRef flagName(llvm::StringRef arg) {
  if (!arg.consume_front("--") && !arg.consume_front("-"))
    return {};
  return arg.split('=').first;
}

std::vector<PassFlag> terrace::extractPassFlags(int &argc, char **argv) {
  std::vector<PassFlag> flags;
  int kept = 1;
  for (int i = 1; i < argc; ++i) {
    llvm::StringRef arg = argv[i];
    if (arg == "--") {
      while (i < argc)
        argv[kept++] = argv[i++];
      break;
    }
    llvm::StringRef name = flagName(arg);
    if (name.empty() || (!lookupPass(name) && !lookupPassPipeline(name))) {
      argv[kept++] = argv[i];
      continue;
    }
    flags.push_back({name.str(), arg.split('=').second.str()});
  }
  argc = kept;
  return flags;
}

/// The pass or visible option nearest to `name`, when it is near enough to
/// be what was meant (a few edits, more for longer names).
static std::string nearestFlag(llvm::StringRef name) {
  unsigned best = name.size() / 3 + 2;
  std::string nearest;
  auto consider = [&](llvm::StringRef candidate) {
    unsigned distance = name.edit_distance(candidate, true, best);
    if (distance < best) {
      best = distance;
      nearest = candidate.str();
    }
  };
  for (const PassInfo &info : getRegisteredPasses())
    consider(info.argument);
  for (const PassPipelineInfo &info : getRegisteredPassPipelines())
    consider(info.argument);
  for (auto &[optionName, option] : cl::getRegisteredOptions())
    if (option->getOptionHiddenFlag() == cl::NotHidden)
      consider(optionName);
  return nearest;
}

llvm::LogicalResult terrace::reportUnknownFlags(int argc, char **argv,
                                                llvm::StringRef tool) {
  auto &options = cl::getRegisteredOptions();
  for (int i = 1; i < argc; ++i) {
    llvm::StringRef arg = argv[i];
    if (arg == "--")
      break;
    llvm::StringRef name = flagName(arg);
    if (name.empty() || options.count(name))
      continue;
    // The value of the option before (`-o -x.mlir`) is not a flag.
    if (i > 1) {
      llvm::StringRef previous = flagName(argv[i - 1]);
      auto it = options.find(previous);
      if (!llvm::StringRef(argv[i - 1]).contains('=') && it != options.end() &&
          it->second->getValueExpectedFlag() == cl::ValueRequired)
        continue;
    }
    if (isUpstreamPass(name)) {
      llvm::errs() << tool << ": '--" << name
                   << "' is a pass of MLIR 22 that Terrace does not provide "
                      "yet (docs/mlir-coverage.md lists what is missing; "
                      "--list-passes shows the passes there are)\n";
      return llvm::failure();
    }
    llvm::errs() << tool << ": Unknown command line argument '" << arg
                 << "'.  Try: '" << tool << " --help'\n";
    std::string nearest = nearestFlag(name);
    if (!nearest.empty())
      llvm::errs() << tool << ": Did you mean '--" << nearest << "'?\n";
    return llvm::failure();
  }
  return llvm::success();
}

void terrace::printPassList(llvm::raw_ostream &os) {
  struct Line {
    std::string left;
    std::string right;
  };
  std::vector<Line> lines;
  for (const PassInfo &info : getRegisteredPasses()) {
    lines.push_back(
        {"  --" + info.argument.str(), "-   " + info.summary.str()});
    std::unique_ptr<Pass> pass = info.factory();
    for (const PassOption &option : pass->getOptions()) {
      std::string flag = "    --" + option.name;
      if (!option.valueDescription.empty())
        flag += "=" + option.valueDescription;
      lines.push_back({flag, "- " + option.description});
      for (const std::string &choice : option.choices)
        lines.push_back({"    =" + choice, "-   " + choice});
    }
  }
  std::vector<Line> pipelines;
  for (const PassPipelineInfo &info : getRegisteredPassPipelines()) {
    pipelines.push_back(
        {"  --" + info.argument.str(), "-   " + info.summary.str()});
    for (const PassPipelineOption &option : info.options)
      pipelines.push_back(
          {"    --" + option.name.str(), "- " + option.description.str()});
  }
  size_t width = 0;
  for (const Line &line : lines)
    width = std::max(width, line.left.size());
  for (const Line &line : pipelines)
    width = std::max(width, line.left.size());
  os << "Passes:\n";
  for (const Line &line : lines)
    os << line.left << std::string(width + 2 - line.left.size(), ' ')
       << line.right << "\n";
  os << "Pass Pipelines:\n";
  for (const Line &line : pipelines)
    os << line.left << std::string(width + 2 - line.left.size(), ' ')
       << line.right << "\n";
}
