//===- PassRegistry.h - Passes by name, and the textual pipeline syntax ---===//
//
// Every pass is registered once (from transforms/Passes.def and each
// dialect's pass list, through InitAll.cpp) with the name it has on the
// command line and in pipelines. The pipeline syntax is MLIR's:
//
//   builtin.module(func.func(canonicalize{max-iterations=5}, cse), symbol-dce)
//
//===----------------------------------------------------------------------===//
#pragma once

#include "pass/Pass.h"

#include "llvm/ADT/ArrayRef.h"

namespace terrace {
class OpPassManager;

/// What the registry knows of a pass.
struct PassInfo {
  llvm::StringRef argument;
  llvm::StringRef summary;
  Pass::Factory factory;
};

/// Adds a pass to the process-wide registry (idempotent per argument).
/// A pipeline registered under a name of its own: naming it anywhere a
/// pass can be named (a flag, --pass-pipeline) puts its passes there.
/// A boolean option of a named pipeline, false unless given.
struct PassPipelineOption {
  llvm::StringRef name;
  llvm::StringRef description;
};

struct PassPipelineInfo {
  llvm::StringRef argument;
  llvm::StringRef summary;
  /// The passes, as --pass-pipeline's elements: `a,b{opt=1},c`. `$name`
  /// stands for the value of option `name` (`true` or `false`).
  llvm::StringRef pipeline;
  llvm::ArrayRef<PassPipelineOption> options = {};
};

/// The passes of `info` with `options` (`name`, `name=true|false`, space
/// separated, as a pass's options) in place of their `$name`; none, with
/// `error` set, for an option the pipeline lacks or a value not boolean.
std::optional<std::string> expandPassPipeline(const PassPipelineInfo &info,
                                              llvm::StringRef options,
                                              std::string &error);

void registerPass(const PassInfo &info);
void registerPassPipeline(const PassPipelineInfo &info);
const PassPipelineInfo *lookupPassPipeline(llvm::StringRef argument);
std::vector<PassPipelineInfo> getRegisteredPassPipelines();
/// The registered pass named `argument`, or null.
const PassInfo *lookupPass(llvm::StringRef argument);
/// Whether MLIR 22 has a pass or pipeline of this name (its test passes
/// aside): one Terrace lacks is then named as such, not as a typo.
bool isUpstreamPass(llvm::StringRef argument);
/// Every registered pass, sorted by argument.
std::vector<PassInfo> getRegisteredPasses();

/// Creates a registered pass and applies `options` (`a=1 b=2`); on failure
/// returns null and sets `error`.
std::unique_ptr<Pass> createPass(llvm::StringRef argument,
                                 llvm::StringRef options, std::string &error);

/// Parses `anchor(elements)` into `pm` (whose anchor becomes `anchor`).
/// Errors are printed to `errs` with a caret under the offending text.
llvm::LogicalResult parsePassPipeline(llvm::StringRef text, OpPassManager &pm,
                                      llvm::raw_ostream &errs);
/// Parses a comma-separated list of elements (no anchor) into `pm`.
llvm::LogicalResult parsePassPipelineElements(llvm::StringRef text,
                                              OpPassManager &pm,
                                              llvm::raw_ostream &errs);

} // namespace terrace
