//===- terrace-opt.cpp - Parse, verify and print IR, like mlir-opt --------===//
#include "dialects/InitAll.h"
#include "ir/Context.h"
#include "ir/Operation.h"
#include "ir/Verifier.h"
#include "text/Parser.h"
#include "text/Printer.h"
#include "text/SourceMgrDiagnostics.h"

#include "llvm/ADT/SmallString.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/ToolOutputFile.h"
#include "llvm/Support/raw_ostream.h"

using namespace terrace;
namespace cl = llvm::cl;

static cl::opt<std::string>
    inputFilename(cl::Positional, cl::desc("<input file>"), cl::init("-"));
static cl::opt<std::string> outputFilename("o", cl::desc("Output filename"),
                                           cl::value_desc("filename"),
                                           cl::init("-"));
static cl::opt<bool> splitInputFile(
    "split-input-file",
    cl::desc("Split the input into chunks at '// -----' lines and process "
             "each on its own"));
static cl::opt<bool> verifyDiagnostics(
    "verify-diagnostics",
    cl::desc("Check diagnostics against expected-* comments in the input"));
static cl::opt<bool> allowUnregistered(
    "allow-unregistered-dialect",
    cl::desc("Accept ops, types and attributes of unknown dialects"));
static cl::opt<bool> printGeneric("mlir-print-op-generic",
                                  cl::desc("Print every op in generic form"));
static cl::opt<bool> printDebugInfo("mlir-print-debuginfo",
                                    cl::desc("Print locations"));
static cl::opt<bool> printLocalScope(
    "mlir-print-local-scope",
    cl::desc("Print every attribute and type inline, without aliases"));
static cl::opt<bool> disableThreading(
    "mlir-disable-threading",
    cl::desc("Use one thread (printing otherwise uses every core; the output "
             "is the same)"));
static cl::opt<bool> noVerify(
    "no-verify",
    cl::desc("Skip verifying the parsed IR (it then prints in generic form)"));

/// Processes one buffer: parse, verify, print to `output`. Returns failure
/// when the chunk failed (or, with --verify-diagnostics, when the
/// diagnostics did not match the expectations); a failed chunk prints
/// nothing.
static LogicalResult processBuffer(std::unique_ptr<llvm::MemoryBuffer> buffer,
                                   std::optional<size_t> moduleOffset,
                                   llvm::raw_ostream &output) {
  llvm::SMLoc moduleLoc;
  if (moduleOffset)
    moduleLoc =
        llvm::SMLoc::getFromPointer(buffer->getBufferStart() + *moduleOffset);
  Context ctx;
  registerAllDialects(ctx);
  ctx.allowUnregisteredDialects(allowUnregistered);
  llvm::SourceMgr sourceMgr;
  sourceMgr.AddNewSourceBuffer(std::move(buffer), llvm::SMLoc());

  std::unique_ptr<SourceMgrDiagnosticHandler> printer;
  std::unique_ptr<SourceMgrDiagnosticVerifierHandler> checker;
  if (verifyDiagnostics)
    checker = std::make_unique<SourceMgrDiagnosticVerifierHandler>(
        sourceMgr, ctx, llvm::errs());
  else
    printer = std::make_unique<SourceMgrDiagnosticHandler>(sourceMgr, ctx,
                                                           llvm::errs());

  Operation *top = parseSourceFile(sourceMgr, ctx, moduleLoc);
  bool ok = top != nullptr;
  if (ok && !noVerify && failed(verify(top)))
    ok = false;
  if (ok) {
    PrintFlags flags;
    // Unverified IR may break what custom printers assume: print it in the
    // generic form, as mlir-opt does for IR that fails verification.
    flags.generic = printGeneric || noVerify;
    flags.debugInfo = printDebugInfo;
    flags.localScope = printLocalScope;
    flags.threads = disableThreading ? 1 : 0;
    printOperation(top, output, flags);
    output << '\n';
  }
  if (top)
    top->erase();
  if (checker)
    return checker->verify();
  return success(ok);
}

/// One --split-input-file chunk. Its buffer is padded with the newlines and
/// spaces that precede it in the file, so that its line:col positions are
/// those of the whole file.
struct Chunk {
  std::unique_ptr<llvm::MemoryBuffer> buffer;
  /// Where the chunk's text starts in `buffer` (its implicit module is
  /// located there), or none for the first chunk.
  std::optional<size_t> start;
};

/// Cuts the input at every `// -----`, as mlir-opt does (even mid-line: the
/// rest of that line starts the next chunk). Chunks are made one at a time,
/// so only one padded copy is alive, and the line count runs on instead of
/// being recounted from the top for each chunk.
class ChunkSplitter {
public:
  explicit ChunkSplitter(const llvm::MemoryBuffer &whole)
      : id(whole.getBufferIdentifier()), text(whole.getBuffer()) {}

  /// The next chunk, or none after the last.
  std::optional<Chunk> next() {
    if (done)
      return std::nullopt;
    size_t marker = text.find(kMarker, chunkStart);
    size_t end = marker == llvm::StringRef::npos ? text.size() : marker;
    std::string padded;
    if (chunkStart) {
      padded.assign(linesBefore, '\n');
      padded.append(chunkStart - lineStart, ' ');
    }
    Chunk chunk;
    if (chunkStart)
      chunk.start = padded.size();
    padded += text.slice(chunkStart, end);
    chunk.buffer = llvm::MemoryBuffer::getMemBufferCopy(padded, id);
    if (marker == llvm::StringRef::npos) {
      done = true;
    } else {
      size_t nextStart = marker + kMarker.size();
      linesBefore += text.slice(chunkStart, nextStart).count('\n');
      size_t newline = text.take_front(nextStart).rfind('\n');
      lineStart = newline == llvm::StringRef::npos ? 0 : newline + 1;
      chunkStart = nextStart;
    }
    return chunk;
  }

private:
  static constexpr llvm::StringLiteral kMarker{"// -----"};
  llvm::StringRef id, text;
  size_t chunkStart = 0, lineStart = 0, linesBefore = 0;
  bool done = false;
};

int main(int argc, char **argv) {
  llvm::InitLLVM init(argc, argv);
  cl::ParseCommandLineOptions(argc, argv,
                              "Terrace optimizer driver: parses, verifies and "
                              "prints IR in MLIR's textual format\n");
  auto file = llvm::MemoryBuffer::getFileOrSTDIN(inputFilename,
                                                 /*IsText=*/false);
  if (std::error_code ec = file.getError()) {
    llvm::errs() << "terrace-opt: cannot open '" << inputFilename
                 << "': " << ec.message() << "\n";
    return 1;
  }
  std::unique_ptr<llvm::MemoryBuffer> input = std::move(*file);
  if (inputFilename == "-")
    input = llvm::MemoryBuffer::getMemBufferCopy(input->getBuffer(), "<stdin>");

  // Output goes to a temporary file renamed over the target only when every
  // chunk succeeded: a failed run leaves no partial output file behind.
  std::error_code ec;
  std::unique_ptr<llvm::ToolOutputFile> out;
  std::string tempPath, targetPath = outputFilename;
  // Devices and pipes (/dev/null, /dev/stdout) are written in place.
  llvm::sys::fs::file_status status;
  bool special = outputFilename != "-" &&
                 !llvm::sys::fs::status(outputFilename, status) &&
                 !llvm::sys::fs::is_regular_file(status);
  if (outputFilename == "-" || special) {
    out = std::make_unique<llvm::ToolOutputFile>(outputFilename, ec,
                                                 llvm::sys::fs::OF_None);
    if (out)
      out->keep(); // never remove a device or pipe
  } else {
    // An existing file is replaced where it really lives (through symlinks)
    // and keeps its permissions.
    bool exists = llvm::sys::fs::exists(status);
    llvm::SmallString<128> real;
    if (exists && !llvm::sys::fs::real_path(outputFilename, real))
      targetPath = real.str().str();
    llvm::SmallString<128> temp;
    int fd;
    ec = llvm::sys::fs::createUniqueFile(targetPath + ".tmp-%%%%%%", fd, temp);
    if (!ec) {
      tempPath = temp.str().str();
      out = std::make_unique<llvm::ToolOutputFile>(tempPath, fd);
      if (exists)
        ec = llvm::sys::fs::setPermissions(tempPath, status.permissions());
    }
  }
  if (ec) {
    llvm::errs() << "terrace-opt: cannot open '" << outputFilename
                 << "': " << ec.message() << "\n";
    return 1;
  }

  bool ok = true;
  if (splitInputFile) {
    ChunkSplitter splitter(*input);
    for (bool first = true; std::optional<Chunk> chunk = splitter.next();
         first = false) {
      if (!first)
        out->os() << "// -----\n";
      if (failed(
              processBuffer(std::move(chunk->buffer), chunk->start, out->os())))
        ok = false;
    }
  } else {
    ok = succeeded(processBuffer(std::move(input), std::nullopt, out->os()));
  }
  if (!ok)
    return 1; // the ToolOutputFile removes the temporary file
  out->os().flush();
  out->keep();
  if (!tempPath.empty()) {
    out.reset();
    if (std::error_code rc = llvm::sys::fs::rename(tempPath, targetPath)) {
      llvm::sys::fs::remove(tempPath);
      llvm::errs() << "terrace-opt: cannot write '" << outputFilename
                   << "': " << rc.message() << "\n";
      return 1;
    }
  }
  return 0;
}
