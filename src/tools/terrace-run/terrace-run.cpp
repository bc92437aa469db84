//===- terrace-run.cpp - Run a function of a program ----------------------===//
//
// terrace-run FILE.mlir [--entry NAME] [--input F.npy]... [--seed S]
//             [--output-dir D] [--output-format npy] [--interpret]
//             [--print] [--bench N]
//
// Parses and verifies the program, reads the entry function's arguments
// from .npy files (or makes them at random, reproducibly from the seed),
// runs it with the reference interpreter (the only mode until code
// generation exists) and writes each result to D/output_<i>.npy. Every
// problem with the input is one diagnostic naming what is wrong, and a
// non-zero exit.
//
//===----------------------------------------------------------------------===//
#include "dialects/InitAll.h"
#include "dialects/func/FuncOps.h"
#include "interpreter/Interpreter.h"
#include "interpreter/NumpyFile.h"
#include "ir/Attributes.h"
#include "ir/Block.h"
#include "ir/Context.h"
#include "ir/Operation.h"
#include "ir/Region.h"
#include "ir/Verifier.h"
#include "text/Parser.h"
#include "text/SourceMgrDiagnostics.h"

#include "llvm/ADT/ScopeExit.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"

#include <algorithm>
#include <chrono>
#include <random>

using namespace terrace;
using namespace terrace::interp;
namespace cl = llvm::cl;

static cl::opt<std::string>
    inputFilename(cl::Positional, cl::desc("<program.mlir>"), cl::Required);
static cl::opt<std::string>
    entryName("entry", cl::desc("The function to run (default: main)"),
              cl::init("main"));
static cl::list<std::string>
    inputFiles("input", cl::desc("An argument as a NumPy .npy file, one per "
                                 "argument, in order"));
static cl::opt<uint64_t>
    seed("seed", cl::desc("Seed of the random arguments made without --input"),
         cl::init(0));
static cl::opt<std::string>
    outputDir("output-dir",
              cl::desc("Write each result to DIR/output_<i>.npy"));
static cl::opt<std::string> outputFormat("output-format",
                                         cl::desc("Format of the outputs: npy"),
                                         cl::init("npy"));
static cl::opt<bool>
    interpret("interpret",
              cl::desc("Run with the reference interpreter (the only mode "
                       "so far)"));
static cl::opt<bool> printResults("print",
                                  cl::desc("Print the results to stdout"));
static cl::opt<unsigned> benchRuns("bench",
                                   cl::desc("Time N runs after a warm-up run"),
                                   cl::init(0));

static int fail(const llvm::Twine &message) {
  llvm::errs() << "terrace-run: error: " << message << "\n";
  return 1;
}

/// The element type of an argument or result type, and its shape (none for
/// a scalar); fails for what the interpreter cannot pass in or out.
static bool describe(Type type, Type &element,
                     llvm::SmallVectorImpl<int64_t> &shape, bool &isTensor) {
  if (auto tensor = llvm::dyn_cast<RankedTensorType>(type)) {
    element = tensor.getElementType();
    shape.assign(tensor.getShape().begin(), tensor.getShape().end());
    isTensor = true;
  } else {
    element = type;
    shape.clear();
    isTensor = false;
  }
  return getElementLayout(element).has_value();
}

static std::string shapeText(llvm::ArrayRef<int64_t> shape) {
  std::string text = "(";
  for (size_t i = 0; i < shape.size(); ++i)
    text += (i ? ", " : "") + std::to_string(shape[i]);
  return text + (shape.size() == 1 ? ",)" : ")");
}

/// Whether a file's element type can stand for `expected`: the same type,
/// or an integer of the same width where `expected` is signless (NumPy's
/// int32 and uint32 both hold an i32's bits).
static bool elementsMatch(Type expected, Type actual) {
  if (expected == actual)
    return true;
  auto integer = llvm::dyn_cast<IntegerType>(expected);
  auto other = llvm::dyn_cast<IntegerType>(actual);
  if (expected.isIndex())
    return other && other.getWidth() == 64 && !other.isUnsigned();
  return integer && other && integer.isSignless() &&
         integer.getWidth() == other.getWidth();
}

static llvm::Expected<RuntimeValue>
readArgument(Context &ctx, unsigned index, Type type, llvm::StringRef path) {
  auto error = [&](const llvm::Twine &why) {
    return llvm::createStringError(llvm::inconvertibleErrorCode(),
                                   "argument " + llvm::Twine(index) + " (" +
                                       path + "): " + why);
  };
  Type element;
  llvm::SmallVector<int64_t, 4> shape;
  bool isTensor = false;
  if (!describe(type, element, shape, isTensor))
    return error("the interpreter cannot pass a value of this type");
  auto buffer = llvm::MemoryBuffer::getFile(path, /*IsText=*/false,
                                            /*RequiresNullTerminator=*/false);
  if (!buffer)
    return error("cannot read: " + buffer.getError().message());
  llvm::Expected<TensorRef> tensor =
      readNumpy(ctx, (*buffer)->getBuffer(), path);
  if (!tensor)
    return tensor.takeError();
  const Tensor &t = **tensor;
  if (!elementsMatch(element, t.getElementType())) {
    std::string expected, actual;
    llvm::raw_string_ostream(expected) << element;
    llvm::raw_string_ostream(actual) << t.getElementType();
    return error("the function takes " + expected +
                 " elements, the file "
                 "holds " +
                 actual);
  }
  bool shapeMatches = t.getRank() == int64_t(shape.size());
  for (size_t i = 0; shapeMatches && i < shape.size(); ++i)
    shapeMatches = shape[i] == kDynamic || shape[i] == t.getShape()[i];
  if (!shapeMatches) {
    std::string expected;
    llvm::raw_string_ostream(expected) << type;
    return error("shape " + shapeText(t.getShape()) +
                 " does not match the argument's type " + expected);
  }
  if (!isTensor)
    return RuntimeValue::scalar(t.load(0));
  if (t.getElementType() == element)
    return RuntimeValue::tensor(*tensor);
  // Same bits, the argument's element type.
  TensorRef retyped = Tensor::create(element, t.getShape());
  std::memcpy(retyped->data(), t.data(), t.sizeInBytes());
  return RuntimeValue::tensor(std::move(retyped));
}

/// A random element of `element`: floats uniform in [-1, 1), integers in
/// [-8, 8) (bools 0 or 1), so that results stay readable and exact.
static Slot randomElement(Type element, std::mt19937_64 &rng) {
  if (auto complex = llvm::dyn_cast<ComplexType>(element)) {
    // The real part, then the imaginary one, each as a float of the part.
    Type part = complex.getElementType();
    Slot real = randomElement(part, rng);
    return real | randomElement(part, rng) << part.getIntOrFloatBitWidth();
  }
  if (auto flt = llvm::dyn_cast<FloatType>(element)) {
    double value = std::uniform_real_distribution<double>(-1.0, 1.0)(rng);
    llvm::APFloat f(value);
    bool lost = false;
    f.convert(flt.getSemantics(), llvm::APFloat::rmNearestTiesToEven, &lost);
    return f.bitcastToAPInt().getZExtValue();
  }
  unsigned width = element.isIndex() ? 64 : element.getIntOrFloatBitWidth();
  if (width == 1)
    return rng() & 1;
  int64_t value = std::uniform_int_distribution<int64_t>(-8, 7)(rng);
  auto integer = llvm::dyn_cast<IntegerType>(element);
  if (integer && integer.isUnsigned())
    value += 8;
  return uint64_t(value) & lowBits(width);
}

static llvm::Expected<RuntimeValue> randomArgument(unsigned index, Type type,
                                                   std::mt19937_64 &rng) {
  auto error = [&](const llvm::Twine &why) {
    return llvm::createStringError(llvm::inconvertibleErrorCode(),
                                   "argument " + llvm::Twine(index) + ": " +
                                       why);
  };
  Type element;
  llvm::SmallVector<int64_t, 4> shape;
  bool isTensor = false;
  if (!describe(type, element, shape, isTensor))
    return error("the interpreter cannot make a value of this type");
  if (!isTensor)
    return RuntimeValue::scalar(randomElement(element, rng));
  if (llvm::is_contained(shape, kDynamic))
    return error("its shape is dynamic: give it with --input");
  if (!Tensor::fitsInMemory(element, shape))
    return error("its shape is too large to make at random");
  TensorRef tensor = Tensor::create(element, shape);
  for (int64_t i = 0, e = tensor->getNumElements(); i < e; ++i)
    tensor->store(i, randomElement(element, rng));
  return RuntimeValue::tensor(std::move(tensor));
}

int main(int argc, char **argv) {
  llvm::InitLLVM init(argc, argv);
  cl::ParseCommandLineOptions(argc, argv,
                              "Terrace runner: runs a function of a program\n");
  (void)interpret; // The interpreter is the only mode.
  if (outputFormat != "npy")
    return fail("--output-format " + outputFormat +
                " is not supported: outputs are written as npy (.pb comes "
                "with ONNX import)");

  auto buffer = llvm::MemoryBuffer::getFileOrSTDIN(inputFilename);
  if (!buffer)
    return fail("cannot read " + inputFilename + ": " +
                buffer.getError().message());
  Context ctx;
  registerAllDialects(ctx);
  registerAllSemantics(ctx);
  llvm::SourceMgr sourceMgr;
  sourceMgr.AddNewSourceBuffer(std::move(*buffer), llvm::SMLoc());
  SourceMgrDiagnosticHandler diagnostics(sourceMgr, ctx, llvm::errs());

  auto compileStart = std::chrono::steady_clock::now();
  Operation *module = parseSourceFile(sourceMgr, ctx);
  // The module goes before the context, on every way out.
  auto eraseModule = llvm::make_scope_exit([&] {
    if (module)
      module->erase();
  });
  if (!module || failed(verify(module)))
    return 1;
  double compileMs = std::chrono::duration<double, std::milli>(
                         std::chrono::steady_clock::now() - compileStart)
                         .count();

  Operation *entry = nullptr;
  for (Operation &op : module->getRegion(0).front())
    if (llvm::isa<func::FuncOp>(&op))
      if (auto name =
              llvm::dyn_cast_if_present<StringAttr>(op.getAttr("sym_name"));
          name && name.getValue() == entryName)
        entry = &op;
  if (!entry)
    return fail("no function '" + entryName + "' in " + inputFilename +
                " (choose one with --entry)");
  auto functionType = llvm::cast<FunctionType>(
      llvm::cast<TypeAttr>(entry->getAttr("function_type")).getValue());
  if (entry->getRegion(0).empty())
    return fail("function '" + entryName +
                "' is a declaration: it has no "
                "body to run");

  llvm::ArrayRef<Type> argTypes = functionType.getInputs();
  if (!inputFiles.empty() && inputFiles.size() != argTypes.size())
    return fail("function '" + entryName + "' takes " +
                llvm::Twine(argTypes.size()) + " arguments, " +
                llvm::Twine(inputFiles.size()) + " --input files were given");
  llvm::SmallVector<RuntimeValue, 4> args;
  std::mt19937_64 rng(seed);
  for (unsigned i = 0; i < argTypes.size(); ++i) {
    llvm::Expected<RuntimeValue> arg =
        inputFiles.empty() ? randomArgument(i, argTypes[i], rng)
                           : readArgument(ctx, i, argTypes[i], inputFiles[i]);
    if (!arg)
      return fail(llvm::toString(arg.takeError()));
    args.push_back(std::move(*arg));
  }
  llvm::ArrayRef<Type> resultTypes = functionType.getResults();
  for (unsigned i = 0; i < resultTypes.size(); ++i) {
    Type element;
    llvm::SmallVector<int64_t, 4> shape;
    bool isTensor = false;
    if (!describe(resultTypes[i], element, shape, isTensor))
      return fail("result " + llvm::Twine(i) +
                  ": the interpreter cannot return a value of this type");
  }

  Interpreter interpreter;
  llvm::SmallVector<RuntimeValue, 4> results;
  if (failed(interpreter.call(entry, args, results)))
    return 1;

  if (benchRuns) {
    std::vector<double> times;
    for (unsigned run = 0; run < benchRuns; ++run) {
      llvm::SmallVector<RuntimeValue, 4> discarded;
      auto start = std::chrono::steady_clock::now();
      if (failed(interpreter.call(entry, args, discarded)))
        return 1;
      times.push_back(std::chrono::duration<double, std::milli>(
                          std::chrono::steady_clock::now() - start)
                          .count());
    }
    std::sort(times.begin(), times.end());
    llvm::outs() << llvm::format("compile_ms: %.3f\n", compileMs);
    llvm::outs() << "bench: runs=" << benchRuns
                 << llvm::format(" min_ms=%.3f median_ms=%.3f\n", times.front(),
                                 times[times.size() / 2]);
  }

  for (unsigned i = 0; i < results.size(); ++i) {
    if (printResults) {
      llvm::outs() << "output_" << i << ": " << resultTypes[i] << " = ";
      printValue(llvm::outs(), results[i], resultTypes[i]);
      llvm::outs() << "\n";
    }
    if (outputDir.empty())
      continue;
    if (std::error_code ec = llvm::sys::fs::create_directories(outputDir))
      return fail("cannot create " + outputDir + ": " + ec.message());
    llvm::SmallString<128> path(outputDir);
    llvm::sys::path::append(path, "output_" + llvm::Twine(i) + ".npy");
    TensorRef tensor;
    if (results[i].isTensor()) {
      tensor = results[i].getTensor();
    } else {
      // A scalar result is written as a 0-d array.
      tensor = Tensor::create(resultTypes[i], {});
      tensor->store(0, results[i].getScalar());
    }
    if (llvm::Error error = writeNumpy(*tensor, path))
      return fail("result " + llvm::Twine(i) + ": " +
                  llvm::toString(std::move(error)));
  }
  return 0;
}
