//===- PrintOptions.cpp - mlir-opt's printing flags -----------------------===//
#include "tools/common/PrintOptions.h"

#include "llvm/Support/CommandLine.h"

using namespace terrace;
namespace cl = llvm::cl;

static cl::opt<bool> printGeneric("mlir-print-op-generic",
                                  cl::desc("Print every op in generic form"));
static cl::opt<bool> printDebugInfo("mlir-print-debuginfo",
                                    cl::desc("Print locations"));
static cl::opt<bool> printLocalScope(
    "mlir-print-local-scope",
    cl::desc("Print every attribute and type inline, without aliases"));
static cl::opt<int64_t> hexElementsAttrsIfLarger(
    "mlir-print-elementsattrs-with-hex-if-larger", cl::init(100),
    cl::desc("Print non-splat dense elements with more elements than this "
             "as a hex string (-1: never)"));
static cl::opt<int64_t> elideElementsAttrsIfLarger(
    "mlir-elide-elementsattrs-if-larger",
    cl::desc("Print elements attributes with more elements than this as "
             "`dense_resource<__elided__>`"));
static cl::opt<int64_t> elideResourceStringsIfLarger(
    "mlir-elide-resource-strings-if-larger",
    cl::desc("Leave resource blobs whose text is longer than this out of "
             "the resource section"));
static cl::opt<bool> prettyDebugInfo(
    "mlir-pretty-debuginfo",
    cl::desc("With --mlir-print-debuginfo, print locations in a readable "
             "form that cannot be parsed back"));
static cl::opt<bool> printValueUsers(
    "mlir-print-value-users",
    cl::desc("Print each value's users in a comment after its definition"));

PrintFlags terrace::getCommandLinePrintFlags() {
  PrintFlags flags;
  flags.generic = printGeneric;
  flags.debugInfo = printDebugInfo;
  flags.localScope = printLocalScope;
  if (elideElementsAttrsIfLarger.getNumOccurrences())
    flags.elideElementsAttrsIfLarger = uint64_t(elideElementsAttrsIfLarger);
  if (elideResourceStringsIfLarger.getNumOccurrences())
    flags.elideResourceStringsIfLarger = uint64_t(elideResourceStringsIfLarger);
  flags.printValueUsers = printValueUsers;
  flags.prettyDebugInfo = prettyDebugInfo;
  flags.hexElementsAttrsIfLarger = hexElementsAttrsIfLarger;
  return flags;
}
