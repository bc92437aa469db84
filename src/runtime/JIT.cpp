//===- JIT.cpp - Compiling llvm dialect modules to native code ------------===//
#include "runtime/JIT.h"
#include "runtime/Codegen.h"
#include "runtime/HeapTracker.h"
#include "runtime/MemRefRuntime.h"
#include "runtime/library/SequenceRuntime.h"
#include "runtime/library/StringRuntime.h"
#include "targets/llvmir/ModuleTranslation.h"

#include "llvm/ExecutionEngine/Orc/ExecutionUtils.h"
#include "llvm/ExecutionEngine/Orc/JITTargetMachineBuilder.h"
#include "llvm/ExecutionEngine/Orc/LLJIT.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/SmallVectorMemoryBuffer.h"
#include "llvm/Support/raw_ostream.h"

#include <chrono>

using namespace terrace;
using namespace terrace::runtime;

JITProgram::~JITProgram() = default;

static llvm::Error error(const llvm::Twine &message) {
  return llvm::createStringError(llvm::inconvertibleErrorCode(), message);
}

static std::string packedName(llvm::StringRef name) {
  return ("_terrace_packed_" + name).str();
}

/// `void _terrace_packed_<f>(ptr %args)`: loads each argument from where
/// args[i] points, calls f, stores each result where the pointers after
/// the arguments point (a struct of several results field by field).
static llvm::Error addPackedWrapper(llvm::Module &module,
                                    const EntryPoint &entry) {
  llvm::Function *fn = module.getFunction(entry.name);
  if (!fn || fn->isDeclaration())
    return error("no function '" + entry.name + "' with a body to call");
  llvm::LLVMContext &ctx = module.getContext();
  llvm::Type *ptr = llvm::PointerType::get(ctx, 0);
  auto *wrapperType =
      llvm::FunctionType::get(llvm::Type::getVoidTy(ctx), {ptr}, false);
  auto *wrapper =
      llvm::Function::Create(wrapperType, llvm::Function::ExternalLinkage,
                             packedName(entry.name), module);
  llvm::IRBuilder<> b(llvm::BasicBlock::Create(ctx, "entry", wrapper));
  llvm::Value *args = wrapper->getArg(0);
  auto slot = [&](unsigned i) {
    llvm::Value *at = b.CreateConstGEP1_64(ptr, args, i);
    return b.CreateLoad(ptr, at);
  };
  llvm::SmallVector<llvm::Value *, 8> values;
  for (unsigned i = 0; i < fn->arg_size(); ++i)
    values.push_back(b.CreateLoad(fn->getArg(i)->getType(), slot(i)));
  llvm::CallInst *call = b.CreateCall(fn, values);
  unsigned next = fn->arg_size();
  llvm::Type *resultType = fn->getReturnType();
  if (entry.numResults == 1) {
    b.CreateStore(call, slot(next));
  } else if (entry.numResults > 1) {
    auto *results = llvm::dyn_cast<llvm::StructType>(resultType);
    if (!results || results->getNumElements() != entry.numResults)
      return error("function '" + entry.name +
                   "' does not return a struct of its results");
    for (unsigned j = 0; j < entry.numResults; ++j)
      b.CreateStore(b.CreateExtractValue(call, j), slot(next + j));
  }
  b.CreateRetVoid();
  return llvm::Error::success();
}

llvm::Expected<std::unique_ptr<JITProgram>>
JITProgram::compile(Operation *module, llvm::ArrayRef<EntryPoint> entries,
                    const JITOptions &options) {
  using Clock = std::chrono::steady_clock;
  Clock::time_point stepStart = Clock::now();
  auto stepStarts = [&](llvm::StringRef step) {
    if (options.onStepStart)
      options.onStepStart(step);
  };
  auto stepDone = [&](llvm::StringRef step) {
    Clock::time_point now = Clock::now();
    if (options.onStep)
      options.onStep(step,
                     std::chrono::duration<double>(now - stepStart).count());
    stepStart = now;
  };
  stepStarts("LLVM IR translation");
  auto machine =
      createHostTargetMachine(options.optLevel, options.contractFloats);
  if (!machine)
    return machine.takeError();
  llvm::LLVMContext context;
  std::vector<OutOfLineConstant> constants;
  TranslationOptions translation;
  translation.largeConstantBytes = kLargeConstantBytes;
  translation.outOfLine = &constants;
  auto llvmModule = translateForTarget(module, context, **machine, translation);
  if (!llvmModule)
    return llvmModule.takeError();
  for (const EntryPoint &entry : entries)
    if (llvm::Error e = addPackedWrapper(**llvmModule, entry))
      return std::move(e);
  stepDone("LLVM IR translation");
  stepStarts("LLVM optimization");
  if (llvm::Error e = optimize(**llvmModule, **machine, options.optLevel))
    return std::move(e);
  stepDone("LLVM optimization");
  stepStarts("Code generation");
  llvm::SmallVector<char, 0> bytes;
  llvm::raw_svector_ostream os(bytes);
  if (llvm::Error e = emitObjectFile(**llvmModule, **machine, os))
    return std::move(e);
  stepDone("Code generation");
  stepStarts("Linking");
  auto program = load(std::make_unique<llvm::SmallVectorMemoryBuffer>(
                          std::move(bytes), "terrace-jit.o",
                          /*RequiresNullTerminator=*/false),
                      entries, std::move(constants));
  stepDone("Linking");
  return program;
}

llvm::Expected<std::unique_ptr<JITProgram>>
JITProgram::load(std::unique_ptr<llvm::MemoryBuffer> object,
                 llvm::ArrayRef<EntryPoint> entries,
                 std::vector<OutOfLineConstant> constants) {
  initializeNativeTarget();
  auto targetBuilder = llvm::orc::JITTargetMachineBuilder::detectHost();
  if (!targetBuilder)
    return targetBuilder.takeError();
  auto jit = llvm::orc::LLJITBuilder()
                 .setJITTargetMachineBuilder(std::move(*targetBuilder))
                 .create();
  if (!jit)
    return jit.takeError();
  llvm::orc::JITDylib &library = (*jit)->getMainJITDylib();
  // puts, abort, libm: the process's own.
  auto process = llvm::orc::DynamicLibrarySearchGenerator::GetForCurrentProcess(
      (*jit)->getDataLayout().getGlobalPrefix());
  if (!process)
    return process.takeError();
  library.addGenerator(std::move(*process));
  llvm::orc::MangleAndInterner mangle((*jit)->getExecutionSession(),
                                      (*jit)->getDataLayout());
  llvm::orc::SymbolMap runtimeSymbols;
  auto define = [&](llvm::StringRef name, auto *function) {
    runtimeSymbols[mangle(name)] = {llvm::orc::ExecutorAddr::fromPtr(function),
                                    llvm::JITSymbolFlags::Exported |
                                        llvm::JITSymbolFlags::Callable};
  };
  define("memrefCopy", &terrace_memrefCopy);
  // ONNX's sequences and strings (runtime/library/SequenceRuntime.h,
  // StringRuntime.h).
#define TERRACE_DEFINE(name) define(#name, &name)
  TERRACE_DEFINE(_terrace_seq_empty);
  TERRACE_DEFINE(_terrace_seq_erase);
  TERRACE_DEFINE(_terrace_seq_length);
  TERRACE_DEFINE(_terrace_seq_dim);
  TERRACE_DEFINE(_terrace_seq_is_some);
  TERRACE_DEFINE(_terrace_opt_expect_element);
#define TERRACE_DEFINE_SIZED(suffix, bytes)                                    \
  TERRACE_DEFINE(_terrace_seq_insert_##suffix);                                \
  TERRACE_DEFINE(_terrace_seq_read_##suffix);
  TERRACE_SEQUENCE_ELEMENT_TYPES(TERRACE_DEFINE_SIZED)
  TERRACE_DEFINE(_terrace_str_dim);
  TERRACE_DEFINE(_terrace_str_normalize);
  TERRACE_DEFINE(_terrace_str_from_i1);
#define TERRACE_DEFINE_NUMBER(suffix, type)                                    \
  TERRACE_DEFINE(_terrace_str_from_##suffix);                                  \
  TERRACE_DEFINE(_terrace_str_to_##suffix);
  TERRACE_STRING_NUMBER_TYPES(TERRACE_DEFINE_NUMBER)
#undef TERRACE_DEFINE_NUMBER
#undef TERRACE_DEFINE_SIZED
#undef TERRACE_DEFINE
  // The heap through the tracker, so runs can check what they free.
  define("malloc", &terrace_malloc);
  define("calloc", &terrace_calloc);
  define("realloc", &terrace_realloc);
  define("aligned_alloc", &terrace_aligned_alloc);
  define("free", &terrace_free);
  // The weights, where they are (data: not callable).
  for (OutOfLineConstant &constant : constants) {
    if (reinterpret_cast<uintptr_t>(constant.bytes.data()) %
        std::max<uint64_t>(constant.alignment, 1))
      constant.bytes =
          ResourceBlob::copy(constant.bytes.getBytes(), constant.alignment);
    runtimeSymbols[mangle(constant.symbol)] = {
        llvm::orc::ExecutorAddr::fromPtr(constant.bytes.data()),
        llvm::JITSymbolFlags::Exported};
  }
  if (llvm::Error e =
          library.define(llvm::orc::absoluteSymbols(std::move(runtimeSymbols))))
    return std::move(e);
  auto program = std::unique_ptr<JITProgram>(new JITProgram());
  // The JIT links a copy; this one is kept for the cache.
  if (llvm::Error e =
          (*jit)->addObjectFile(llvm::MemoryBuffer::getMemBufferCopy(
              object->getBuffer(), object->getBufferIdentifier())))
    return std::move(e);
  program->jit = std::move(*jit);
  program->object = std::move(object);
  program->constants = std::move(constants);
  // Link now, so that the first call is not the one that pays (and a bad
  // object fails here).
  for (const EntryPoint &entry : entries) {
    auto address = program->jit->lookup(packedName(entry.name));
    if (!address)
      return address.takeError();
  }
  return program;
}

JITProgram::JITProgram() = default;

llvm::StringRef JITProgram::getObject() const { return object->getBuffer(); }

llvm::ArrayRef<OutOfLineConstant> JITProgram::getConstants() const {
  return constants;
}

llvm::Error JITProgram::call(llvm::StringRef name, void **args) {
  auto address = jit->lookup(packedName(name));
  if (!address)
    return address.takeError();
  address->toPtr<void (*)(void **)>()(args);
  return llvm::Error::success();
}
