//===- CompiledRun.cpp - Running a function compiled to native code -------===//
#include "tools/terrace-run/CompiledRun.h"

#include "dialects/llvm/LLVMTypes.h"
#include "dialects/onnx/ONNXTypes.h"
#include "interpreter/Interpreter.h"
#include "interpreter/memref/MemRefValue.h"
#include "interpreter/onnx/ONNXValues.h"
#include "ir/Block.h"
#include "ir/Context.h"
#include "ir/MemRefLayout.h"
#include "ir/Operation.h"
#include "ir/Region.h"
#include "ir/SymbolTable.h"
#include "ir/Types.h"
#include "pass/PassInstrumentations.h"
#include "pass/PassManager.h"
#include "pass/PassRegistry.h"
#include "runtime/CompileCache.h"
#include "runtime/HeapTracker.h"
#include "runtime/library/SequenceRuntime.h"
#include "runtime/library/StringRuntime.h"
#include "targets/llvmir/ModuleTranslation.h"
#include "text/Printer.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/MemoryBuffer.h"

#include "llvm/ADT/APFloat.h"
#include "llvm/ADT/ScopeExit.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/Support/raw_ostream.h"
#include "llvm/Support/xxhash.h"

#include <chrono>
#include <cmath>
#include <cstdlib>
#include <cstring>

using namespace terrace;
using namespace terrace::interp;

CompiledRun::~CompiledRun() = default;

static llvm::Error error(const llvm::Twine &message) {
  return llvm::createStringError(llvm::inconvertibleErrorCode(), message);
}

/// Erases the module's symbols (functions, globals) that `entry` does not
/// reach through symbol references: only what runs is compiled, so a
/// tensor function beside it is no obstacle.
static void keepOnlyWhatRuns(Operation *module, llvm::StringRef entry) {
  Block &body = module->getRegion(0).front();
  llvm::StringMap<Operation *> symbols;
  for (Operation &op : body)
    if (StringAttr name = symbol_table::getSymbolName(&op))
      symbols[name.getValue()] = &op;
  llvm::SmallPtrSet<Operation *, 16> reached;
  llvm::SmallVector<Operation *, 16> worklist;
  auto reach = [&](llvm::StringRef name) {
    auto it = symbols.find(name);
    if (it != symbols.end() && reached.insert(it->second).second)
      worklist.push_back(it->second);
  };
  reach(entry);
  while (!worklist.empty()) {
    Operation *symbol = worklist.pop_back_val();
    symbol->walk([&](Operation *op) {
      for (const NamedAttribute &attr : op->getAllAttrs())
        symbol_table::forEachSymbolRef(attr.value, [&](SymbolRefAttr ref) {
          reach(ref.getRoot().getValue());
        });
    });
  }
  llvm::SmallVector<Operation *, 8> unreached;
  for (Operation &op : body)
    if (symbol_table::getSymbolName(&op) && !reached.contains(&op))
      unreached.push_back(&op);
  for (Operation *op : unreached)
    op->erase();
}

/// What decides the compiled code of `module`, for the cache key: its text
/// without the resource section, and each resource blob's key and a
/// 128-bit digest of its bytes (hashing 47 MB of weights takes
/// milliseconds; printing them as hex for SHA-256 took a third of a
/// second).
static std::string programDigest(Operation *module) {
  std::string text;
  llvm::raw_string_ostream os(text);
  PrintFlags flags;
  flags.elideResourceStringsIfLarger = 0;
  printOperation(module, os, flags);
  std::vector<std::pair<std::string, std::string>> blobs;
  module->getContext().getResourceManager().forEachBlob(
      [&](ResourceEntry &entry, const ResourceBlob &blob) {
        llvm::XXH128_hash_t digest = llvm::xxh3_128bits(llvm::ArrayRef(
            reinterpret_cast<const uint8_t *>(blob.data()), blob.size()));
        blobs.emplace_back(entry.getKey().str(),
                           llvm::formatv("{0:x16}{1:x16}/{2}/{3}",
                                         digest.high64, digest.low64,
                                         blob.size(), blob.getAlignment())
                               .str());
      });
  llvm::sort(blobs);
  for (const auto &[key, digest] : blobs)
    os << "\nresource " << key.size() << ":" << key << " " << digest;
  return text;
}

llvm::Expected<std::unique_ptr<CompiledRun>>
CompiledRun::create(Operation *module, llvm::StringRef entry, FunctionType type,
                    const CompileOptions &options) {
  // A function on tensors is bufferized first: it then takes and returns
  // buffers of identity layout, which the call fills and reads as the
  // tensors they stand for.
  bool onTensors = false;
  auto asBuffer = [&](Type t) -> Type {
    auto tensor = llvm::dyn_cast<RankedTensorType>(t);
    if (!tensor)
      return t;
    onTensors = true;
    return MemRefType::get(tensor.getShape(), tensor.getElementType(),
                           Attribute(), Attribute());
  };
  for (Type t : llvm::concat<const Type>(type.getInputs(), type.getResults()))
    if (llvm::isa<UnrankedTensorType>(t))
      return error("--compile cannot run '" + entry +
                   "': it takes or returns a tensor of unknown rank");
    else if (!llvm::isa<RankedTensorType, MemRefType, IntegerType, FloatType,
                        IndexType, LLVM::LLVMPointerType>(t) ||
             (llvm::isa<ShapedType>(t) &&
              !llvm::isa<IntegerType, FloatType, IndexType, ComplexType>(
                  llvm::cast<ShapedType>(t).getElementType())))
      return error(llvm::formatv("--compile cannot run '{0}': its type '{1}' "
                                 "has no native form yet (not supported; "
                                 "--interpret runs it)",
                                 entry, t)
                       .str());
  auto run = std::unique_ptr<CompiledRun>(new CompiledRun());
  run->entry = entry.str();
  runtime::keepFreedMemory();
  for (Type t : type.getInputs())
    run->argTypes.push_back(asBuffer(t));
  for (Type t : type.getResults())
    run->resultTypes.push_back(asBuffer(t));
  FunctionType valueTypes = options.valueTypes.value_or(type);
  run->argValueTypes.assign(valueTypes.getInputs().begin(),
                            valueTypes.getInputs().end());
  run->resultValueTypes.assign(valueTypes.getResults().begin(),
                               valueTypes.getResults().end());
  if (run->argValueTypes.size() != run->argTypes.size() ||
      run->resultValueTypes.size() != run->resultTypes.size())
    return error("'" + entry +
                 "' does not take and return what its "
                 "values' types say");
  // A function that takes no tensor may still compute on some, or on
  // buffers its sequences' elements were read into: those need
  // bufferization's deallocation too.
  if (options.valueTypes)
    onTensors = true;
  if (!onTensors && !options.lowered)
    module->walk([&](Operation *op) {
      onTensors |= llvm::any_of(op->getResultTypes(), [](Type t) {
        return llvm::isa<RankedTensorType, UnrankedTensorType>(t);
      });
    });
  llvm::StringRef pipelineName =
      onTensors ? "tensor-to-llvm" : "linalg-to-llvm";
  std::vector<runtime::EntryPoint> entries = {
      {entry.str(), unsigned(type.getResults().size())}};

  std::optional<runtime::CompileCache> cache;
  std::string key;
  if (!options.lowered) {
    keepOnlyWhatRuns(module, entry);
    if (options.useCache)
      cache = runtime::CompileCache::openDefault();
  }
  const PassPipelineInfo *pipeline = lookupPassPipeline(pipelineName);
  if (cache) {
    // The program as written decides the object: found, nothing is
    // lowered or compiled.
    using Clock = std::chrono::steady_clock;
    Clock::time_point start = Clock::now();
    auto stepDone = [&](llvm::StringRef step) {
      if (options.timing)
        options.timing->addTopLevel(
            step, std::chrono::duration<double>(Clock::now() - start).count());
      start = Clock::now();
    };
    key = runtime::CompileCache::key(
        {programDigest(module), pipeline ? pipeline->pipeline.str() : "",
         entry.str(), std::to_string(type.getResults().size()),
         "O" + std::to_string(options.optLevel),
         options.contractFloats ? "fp-contract=fast" : "fp-contract=off"});
    stepDone("Compile cache key");
    if (auto cached = cache->lookup(key)) {
      auto program = runtime::JITProgram::load(
          std::move(cached->object), entries, std::move(cached->constants));
      stepDone("Loading from the compile cache");
      if (program) {
        run->program = std::move(*program);
        run->fromCache = true;
        return run;
      }
      // An object that does not load is compiled again and replaced.
      llvm::consumeError(program.takeError());
    }
  }

  if (!options.lowered) {
    Context &ctx = module->getContext();
    PassManager pm(ctx, "builtin.module");
    std::string message;
    llvm::raw_string_ostream os(message);
    if (failed(parsePassPipelineElements(pipelineName, pm, os)))
      return error("the " + pipelineName + " pipeline: " + message);
    if (options.timing)
      pm.addInstrumentation(options.timing);
    if (options.progress)
      pm.addInstrumentation(options.progress);
    if (failed(pm.run(module)))
      return error("lowering '" + entry + "' to the llvm dialect failed");
  }
  runtime::JITOptions jitOptions;
  jitOptions.optLevel = options.optLevel;
  jitOptions.contractFloats = options.contractFloats;
  if (TimingInstrumentation *timing = options.timing)
    jitOptions.onStep = [timing](llvm::StringRef step, double seconds) {
      timing->addTopLevel(step, seconds);
    };
  if (ProgressInstrumentation *progress = options.progress)
    jitOptions.onStepStart = [progress](llvm::StringRef step) {
      progress->step(step);
    };
  auto program = runtime::JITProgram::compile(module, entries, jitOptions);
  if (!program)
    return program.takeError();
  run->program = std::move(*program);
  if (cache)
    cache->store(key, run->program->getObject(), run->program->getConstants());
  return run;
}

//===-- Sequences, optionals and strings (runtime/library/) ---------------===//

static std::shared_ptr<const runtime::SequenceTensor>
toSequenceTensor(const RuntimeValue &value) {
  TensorRef tensor = value.getTensor();
  auto element = std::make_shared<runtime::SequenceTensor>();
  element->shape.assign(tensor->getShape().begin(), tensor->getShape().end());
  element->elementBytes = unsigned(tensor->getLayout().byteSize);
  element->bytes.assign(tensor->data(), tensor->data() + tensor->sizeInBytes());
  return element;
}

static bool holdsStrings(Type type) {
  auto shaped = llvm::dyn_cast<ShapedType>(type);
  return shaped && llvm::isa<ONNX::StringType>(shaped.getElementType());
}

/// The runtime's object for `value`, a sequence, optional or tensor of
/// strings of `type`.
static llvm::Expected<void *> toRuntimeObject(const RuntimeValue &value,
                                              Type type) {
  if (holdsStrings(type)) {
    auto *strings = value.getAs<StringTensor>();
    if (!strings)
      return error("a string argument holds no strings");
    return runtime::makeStringTensor(strings->shape, strings->elements);
  }
  if (llvm::isa<ONNX::SeqType>(type)) {
    auto *sequence = value.getAs<SequenceValue>();
    if (!sequence)
      return error("a sequence argument holds no sequence");
    std::vector<std::shared_ptr<const runtime::SequenceTensor>> tensors;
    for (const RuntimeValue &element : sequence->elements) {
      if (!element.isTensor())
        return error("a sequence argument holds something else than tensors");
      tensors.push_back(toSequenceTensor(element));
    }
    return runtime::makeSequence(std::move(tensors));
  }
  auto optionalType = llvm::cast<ONNX::OptType>(type);
  auto *optional = value.getAs<OptionalValue>();
  if (!optional)
    return error("an optional argument holds no optional");
  if (llvm::isa<ONNX::SeqType>(optionalType.getElementType()))
    return optional->value ? toRuntimeObject(*optional->value,
                                             optionalType.getElementType())
                           : llvm::Expected<void *>(nullptr);
  std::vector<std::shared_ptr<const runtime::SequenceTensor>> tensors;
  if (optional->value) {
    if (!optional->value->isTensor())
      return error("an optional argument holds something else than a tensor");
    tensors.push_back(toSequenceTensor(*optional->value));
  }
  return runtime::makeSequence(std::move(tensors));
}

static llvm::Expected<RuntimeValue>
fromSequenceTensor(const runtime::SequenceTensor &element, Type tensorType) {
  auto shaped = llvm::dyn_cast<ShapedType>(tensorType);
  if (!shaped)
    return error("a sequence of something else than tensors");
  TensorRef tensor = Tensor::create(shaped.getElementType(), element.shape);
  if (tensor->sizeInBytes() != element.bytes.size())
    return error("a sequence's element does not have the element type the "
                 "program says");
  if (!element.bytes.empty())
    std::memcpy(tensor->data(), element.bytes.data(), element.bytes.size());
  return RuntimeValue::tensor(std::move(tensor));
}

/// The value of `object`, a runtime object standing for a `type`.
static llvm::Expected<RuntimeValue> fromRuntimeObject(void *object, Type type) {
  if (holdsStrings(type)) {
    if (!object)
      return error("the compiled code returned no strings");
    auto *in = static_cast<runtime::StringTensorObject *>(object);
    auto result = std::make_shared<StringTensor>();
    result->shape.assign(in->shape.begin(), in->shape.end());
    result->elements = in->elements;
    return RuntimeValue::object(std::move(result));
  }
  if (auto seqType = llvm::dyn_cast<ONNX::SeqType>(type)) {
    if (!object)
      return error("the compiled code returned no sequence");
    auto result = std::make_shared<SequenceValue>();
    for (const auto &element :
         static_cast<runtime::Sequence *>(object)->tensors) {
      auto tensor = fromSequenceTensor(*element, seqType.getElementType());
      if (!tensor)
        return tensor.takeError();
      result->elements.push_back(std::move(*tensor));
    }
    return RuntimeValue::object(std::move(result));
  }
  auto optionalType = llvm::cast<ONNX::OptType>(type);
  auto result = std::make_shared<OptionalValue>();
  Type held = optionalType.getElementType();
  if (llvm::isa<ONNX::SeqType>(held)) {
    if (object) {
      auto sequence = fromRuntimeObject(object, held);
      if (!sequence)
        return sequence.takeError();
      result->value = std::move(*sequence);
    }
  } else if (object) {
    auto &tensors = static_cast<runtime::Sequence *>(object)->tensors;
    if (!tensors.empty()) {
      auto tensor = fromSequenceTensor(*tensors.front(), held);
      if (!tensor)
        return tensor.takeError();
      result->value = std::move(*tensor);
    }
  }
  return RuntimeValue::object(std::move(result));
}

namespace {
/// A buffer of the run, aligned for any vector load.
struct AlignedBuffer {
  void *data = nullptr;
  explicit AlignedBuffer(size_t bytes) {
    size_t rounded = (std::max<size_t>(bytes, 1) + 63) / 64 * 64;
    data = std::aligned_alloc(64, rounded);
  }
  AlignedBuffer(AlignedBuffer &&other) : data(other.data) {
    other.data = nullptr;
  }
  ~AlignedBuffer() { std::free(data); }
};

/// What a ranked descriptor holds, as the compiled code lays it out.
struct DescriptorView {
  void *allocated;
  char *aligned;
  int64_t offset;
  llvm::ArrayRef<int64_t> sizes, strides;
};

DescriptorView readDescriptor(const int64_t *fields, size_t rank) {
  DescriptorView view;
  std::memcpy(&view.allocated, fields, sizeof(void *));
  std::memcpy(&view.aligned, fields + 1, sizeof(void *));
  view.offset = fields[2];
  view.sizes = llvm::ArrayRef<int64_t>(fields + 3, rank);
  view.strides = llvm::ArrayRef<int64_t>(fields + 3 + rank, rank);
  return view;
}
} // namespace

llvm::Error CompiledRun::run(llvm::ArrayRef<RuntimeValue> args,
                             llvm::SmallVectorImpl<RuntimeValue> &results) {
  // Each argument's storage; the packed call takes a pointer to each field.
  std::vector<AlignedBuffer> buffers;
  std::vector<std::vector<int64_t>> descriptors;
  std::vector<Slot> scalars(args.size() + resultTypes.size());
  std::vector<void *> pointers;
  descriptors.reserve(args.size() + resultTypes.size());
  // The sequences made here and by the call go when the results are read.
  auto releaseObjects =
      llvm::make_scope_exit([] { runtime::releaseRuntimeObjects(); });
  for (size_t i = 0; i < args.size(); ++i) {
    if (llvm::isa<LLVM::LLVMPointerType>(argTypes[i])) {
      llvm::Expected<void *> object =
          toRuntimeObject(args[i], argValueTypes[i]);
      if (!object)
        return object.takeError();
      scalars[i] = Slot(reinterpret_cast<uintptr_t>(*object));
      pointers.push_back(&scalars[i]);
      continue;
    }
    auto memref = llvm::dyn_cast<MemRefType>(argTypes[i]);
    if (!memref) {
      scalars[i] = args[i].getScalar();
      pointers.push_back(&scalars[i]);
      continue;
    }
    TensorRef elements;
    if (auto *value = args[i].getAs<MemRefValue>()) {
      if (failed(value->toTensor(nullptr, elements)))
        return error("argument " + llvm::Twine(i) + " cannot be read");
    } else {
      elements = args[i].getTensor();
    }
    buffers.emplace_back(elements->sizeInBytes());
    // An empty tensor has no bytes (and may have no storage) to copy.
    if (elements->sizeInBytes())
      std::memcpy(buffers.back().data, elements->data(),
                  elements->sizeInBytes());
    llvm::ArrayRef<int64_t> shape = elements->getShape();
    std::vector<int64_t> fields(3 + 2 * shape.size(), 0);
    std::memcpy(&fields[0], &buffers.back().data, sizeof(void *));
    std::memcpy(&fields[1], &buffers.back().data, sizeof(void *));
    llvm::SmallVector<int64_t, 4> strides = rowMajorStrides(shape);
    for (size_t d = 0; d < shape.size(); ++d) {
      fields[3 + d] = shape[d];
      fields[3 + shape.size() + d] = strides[d];
    }
    descriptors.push_back(std::move(fields));
    for (int64_t &field : descriptors.back())
      pointers.push_back(&field);
  }
  // Results: a descriptor or a scalar each.
  std::vector<size_t> resultDescriptor(resultTypes.size(), SIZE_MAX);
  for (size_t j = 0; j < resultTypes.size(); ++j) {
    if (auto memref = llvm::dyn_cast<MemRefType>(resultTypes[j])) {
      resultDescriptor[j] = descriptors.size();
      descriptors.emplace_back(3 + 2 * memref.getShape().size(), 0);
      pointers.push_back(descriptors.back().data());
    } else {
      pointers.push_back(&scalars[args.size() + j]);
    }
  }
  runtime::resetHeapTracking();
  (void)runtime::takeRuntimeError();
  if (llvm::Error e = program->call(entry, pointers.data()))
    return e;
  if (std::string why = runtime::takeRuntimeError(); !why.empty())
    return error(why);

  // Results out, then the buffers the function allocated for them freed.
  for (size_t j = 0; j < resultTypes.size(); ++j) {
    if (llvm::isa<LLVM::LLVMPointerType>(resultTypes[j])) {
      auto value = fromRuntimeObject(
          reinterpret_cast<void *>(uintptr_t(scalars[args.size() + j])),
          resultValueTypes[j]);
      if (!value)
        return value.takeError();
      results.push_back(std::move(*value));
      continue;
    }
    if (resultDescriptor[j] == SIZE_MAX) {
      results.push_back(RuntimeValue::scalar(scalars[args.size() + j]));
      continue;
    }
    auto memref = llvm::cast<MemRefType>(resultTypes[j]);
    DescriptorView view = readDescriptor(
        descriptors[resultDescriptor[j]].data(), memref.getShape().size());
    TensorRef tensor = Tensor::create(memref.getElementType(), view.sizes);
    size_t elementSize = tensor->getLayout().byteSize;
    llvm::SmallVector<int64_t, 4> index(view.sizes.size(), 0);
    for (int64_t linear = 0; linear < tensor->getNumElements(); ++linear) {
      int64_t at = view.offset;
      for (size_t d = 0; d < index.size(); ++d)
        at += index[d] * view.strides[d];
      std::memcpy(tensor->data() + linear * int64_t(elementSize),
                  view.aligned + at * int64_t(elementSize), elementSize);
      for (size_t d = index.size(); d-- > 0;) {
        if (++index[d] < view.sizes[d])
          break;
        index[d] = 0;
      }
    }
    results.push_back(RuntimeValue::tensor(std::move(tensor)));
  }
  // Freed once all are read (two results may share a buffer; a global's is
  // 0xdeadbeef, an argument's the caller's: the tracker holds neither).
  for (size_t j = 0; j < resultTypes.size(); ++j)
    if (resultDescriptor[j] != SIZE_MAX)
      runtime::releaseTrackedBlock(
          readDescriptor(descriptors[resultDescriptor[j]].data(), 0).allocated);
  // What is left was neither freed nor returned, as the interpreter's
  // leak check says of its buffers.
  runtime::HeapReport heap = runtime::finishHeapTracking();
  if (heap.badFrees)
    return error("the compiled code freed " + llvm::Twine(heap.badFrees) +
                 " pointer(s) it had not allocated or had freed already");
  if (heap.leakedBlocks)
    return error("the compiled code leaked " + llvm::Twine(heap.leakedBlocks) +
                 " buffer(s), " + llvm::Twine(heap.leakedBytes) +
                 " bytes in all: allocated, then neither freed nor returned "
                 "(--interpret names where)");
  return llvm::Error::success();
}

llvm::LogicalResult interp::interpretFunction(
    Operation *function, llvm::ArrayRef<RuntimeValue> args,
    llvm::SmallVectorImpl<RuntimeValue> &results, bool checkLeaks) {
  Interpreter interpreter;
  if (failed(interpreter.call(function, args, results)) ||
      (checkLeaks && failed(interpreter.finish(results))))
    return llvm::failure();
  for (RuntimeValue &result : results)
    if (auto *memref = result.getAs<MemRefValue>()) {
      TensorRef elements;
      if (failed(memref->toTensor(function, elements)))
        return llvm::failure();
      result = RuntimeValue::tensor(std::move(elements));
    }
  return llvm::success();
}

llvm::SmallVector<std::string, 16> interp::linalgToLLVMPasses() {
  llvm::SmallVector<std::string, 16> names;
  const PassPipelineInfo *pipeline = lookupPassPipeline("linalg-to-llvm");
  llvm::SmallVector<llvm::StringRef, 16> parts;
  if (pipeline)
    pipeline->pipeline.split(parts, ',');
  for (llvm::StringRef part : parts)
    names.push_back(part.trim().str());
  return names;
}

/// The value of float `bits` of `type` as a double.
static double floatValue(Slot bits, FloatType type) {
  const llvm::fltSemantics &semantics = type.getSemantics();
  llvm::APFloat value(semantics, llvm::APInt(type.getWidth(), uint64_t(bits)));
  bool lost = false;
  value.convert(llvm::APFloat::IEEEdouble(), llvm::APFloat::rmNearestTiesToEven,
                &lost);
  return value.convertToDouble();
}

/// The relative difference allowed between compiled and interpreted
/// floats of `type` (the interpreter computes in double and rounds once).
static double toleranceOf(FloatType type) {
  return type.getWidth() == 64   ? 0x1p-45
         : type.getWidth() == 32 ? 0x1p-18
                                 : 0x1p-8;
}

/// Why element `a` and `b` of `element` type differ, or empty.
static std::string compareElements(Slot a, Slot b, Type element) {
  auto text = [&](Slot bits) {
    std::string out;
    llvm::raw_string_ostream os(out);
    printScalar(os, bits, element);
    return out;
  };
  auto floatType = llvm::dyn_cast<FloatType>(element);
  if (auto complex = llvm::dyn_cast<ComplexType>(element)) {
    // Normwise: the distance of the two numbers against the larger
    // magnitude. A part that nearly cancels (the imaginary part of cos
    // near the real axis) is not known to more digits than the number.
    if (a == b)
      return "";
    floatType = llvm::cast<FloatType>(complex.getElementType());
    unsigned width = floatType.getWidth();
    double x[2], y[2];
    for (unsigned part = 0; part < 2; ++part) {
      x[part] =
          floatValue((a >> (part * width)) & lowSlotBits(width), floatType);
      y[part] =
          floatValue((b >> (part * width)) & lowSlotBits(width), floatType);
      // A NaN part must be NaN in both; an infinite one the same.
      if (std::isnan(x[part]) != std::isnan(y[part]) ||
          (std::isinf(x[part]) && x[part] != y[part]))
        return text(a) + " against " + text(b);
    }
    // Over the finite parts (the others matched above).
    double distance = 0, xNorm = 0, yNorm = 0;
    for (unsigned part = 0; part < 2; ++part) {
      if (!std::isfinite(x[part]))
        continue;
      distance = std::hypot(distance, x[part] - y[part]);
      xNorm = std::hypot(xNorm, x[part]);
      yNorm = std::hypot(yNorm, y[part]);
    }
    double magnitude = std::max(xNorm, yNorm);
    if (distance <= toleranceOf(floatType) * magnitude)
      return "";
    return text(a) + " against " + text(b);
  }
  if (a == b)
    return "";
  if (!floatType)
    return text(a) + " against " + text(b);
  double x = floatValue(a, floatType), y = floatValue(b, floatType);
  if (std::isnan(x) && std::isnan(y))
    return "";
  if (std::fabs(x - y) <=
      toleranceOf(floatType) * std::max(std::fabs(x), std::fabs(y)))
    return "";
  return text(a) + " against " + text(b);
}

/// Why tensors, sequences or optionals `a` (compiled) and `b`
/// (interpreted) differ, labelled `label`; empty when they agree.
static std::string compareValues(const RuntimeValue &a, const RuntimeValue &b,
                                 const std::string &label,
                                 llvm::StringRef compiledLabel,
                                 llvm::StringRef interpretedLabel) {
  auto differ = [&](llvm::StringRef what) {
    return label + ": the " + compiledLabel.str() + " and the " +
           interpretedLabel.str() + " " + what.str() + " differ";
  };
  if (a.isTensor() && b.isTensor()) {
    TensorRef x = a.getTensor(), y = b.getTensor();
    if (x->getShape() != y->getShape())
      return differ("shapes");
    for (int64_t e = 0; e < x->getNumElements(); ++e) {
      std::string why =
          compareElements(x->load(e), y->load(e), x->getElementType());
      if (!why.empty())
        return label + " element " + std::to_string(e) + ": " +
               compiledLabel.str() + " " + why + " " + interpretedLabel.str();
    }
    return "";
  }
  auto *sa = a.getAs<SequenceValue>(), *sb = b.getAs<SequenceValue>();
  if (sa && sb) {
    if (sa->elements.size() != sb->elements.size())
      return differ("sequence lengths");
    for (size_t k = 0; k < sa->elements.size(); ++k)
      if (std::string why = compareValues(sa->elements[k], sb->elements[k],
                                          label + "[" + std::to_string(k) + "]",
                                          compiledLabel, interpretedLabel);
          !why.empty())
        return why;
    return "";
  }
  auto *ta = a.getAs<StringTensor>(), *tb = b.getAs<StringTensor>();
  if (ta && tb) {
    if (ta->shape != tb->shape)
      return differ("shapes");
    for (size_t e = 0; e < ta->elements.size(); ++e)
      if (ta->elements[e] != tb->elements[e])
        return label + " element " + std::to_string(e) + ": " +
               compiledLabel.str() + " '" + ta->elements[e] + "' against '" +
               tb->elements[e] + "' " + interpretedLabel.str();
    return "";
  }
  auto *oa = a.getAs<OptionalValue>(), *ob = b.getAs<OptionalValue>();
  if (oa && ob) {
    if (bool(oa->value) != bool(ob->value))
      return differ("optionals' presence");
    return oa->value ? compareValues(*oa->value, *ob->value, label,
                                     compiledLabel, interpretedLabel)
                     : "";
  }
  return differ("kinds of value");
}

std::string interp::compareResults(llvm::ArrayRef<RuntimeValue> compiled,
                                   llvm::ArrayRef<RuntimeValue> interpreted,
                                   llvm::ArrayRef<Type> types,
                                   llvm::StringRef compiledLabel,
                                   llvm::StringRef interpretedLabel) {
  for (size_t i = 0; i < types.size(); ++i) {
    std::string label = "output_" + std::to_string(i);
    if (compiled[i].isScalar()) {
      std::string why = compareElements(compiled[i].getScalar(),
                                        interpreted[i].getScalar(), types[i]);
      if (!why.empty())
        return label + ": " + compiledLabel.str() + " " + why + " " +
               interpretedLabel.str();
      continue;
    }
    if (std::string why = compareValues(compiled[i], interpreted[i], label,
                                        compiledLabel, interpretedLabel);
        !why.empty())
      return why;
  }
  return "";
}
