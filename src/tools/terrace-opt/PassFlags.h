//===- PassFlags.h - Passes named on terrace-opt's command line -----------===//
//
// Every registered pass is also a flag (`--cse`, `--inline=max-iterations=2`),
// as with mlir-opt. These are taken out of argv before LLVM's option parser
// sees it; what is left and is no option either gets one clear message: a
// pass of MLIR that Terrace lacks is named as such, a typo gets the nearest
// pass or option.
//
//===----------------------------------------------------------------------===//
#pragma once

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/LogicalResult.h"

#include <string>
#include <vector>

namespace llvm {
class raw_ostream;
}

namespace terrace {

/// `--name[=options]` of a registered pass.
struct PassFlag {
  std::string name;
  std::string options;
};

/// Takes the pass flags out of argv (in order) and returns them.
std::vector<PassFlag> extractPassFlags(int &argc, char **argv);

/// Reports the first argument that looks like a flag but is neither an
/// option of the tool nor a pass; fails if there is one.
llvm::LogicalResult reportUnknownFlags(int argc, char **argv,
                                       llvm::StringRef tool);

/// The passes and their options, as mlir-opt's --list-passes prints them.
void printPassList(llvm::raw_ostream &os);

} // namespace terrace
