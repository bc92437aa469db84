//===- CInterface.cpp - The C side of an ahead-of-time compiled program ---===//
#include "tools/terrace-compile/CInterface.h"

#include "dialects/llvm/LLVMTypes.h"
#include "dialects/onnx/ONNXTypes.h"
#include "ir/Attributes.h"
#include "ir/MemRefLayout.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/raw_ostream.h"

using namespace terrace;

namespace {
/// How a value of a builtin type crosses the C interface.
struct CType {
  /// The C spelling of the element or scalar (`float`, `int64_t`).
  std::string name;
  /// Short, for descriptor type names (`f32`, `i64`).
  std::string tag;
  /// Passed by value (else by pointer).
  bool byValue = false;
};

std::optional<CType> cTypeOf(Type type) {
  if (type.isIndex())
    return CType{"int64_t", "index", true};
  if (auto integer = llvm::dyn_cast<IntegerType>(type)) {
    if (!type.isSignlessInteger())
      return std::nullopt;
    unsigned width = integer.getWidth();
    if (width == 1)
      return CType{"bool", "i1", false};
    if (width == 8 || width == 16 || width == 32 || width == 64)
      return CType{"int" + std::to_string(width) + "_t",
                   "i" + std::to_string(width), true};
    return std::nullopt;
  }
  switch (type.getKind()) {
  case TypeKind::F32:
    return CType{"float", "f32", true};
  case TypeKind::F64:
    return CType{"double", "f64", true};
  // f16 and bf16 as their bits: C has no portable type for them.
  case TypeKind::F16:
    return CType{"uint16_t", "f16", false};
  case TypeKind::BF16:
    return CType{"uint16_t", "bf16", false};
  default:
    break;
  }
  if (auto complex = llvm::dyn_cast<ComplexType>(type)) {
    TypeKind part = complex.getElementType().getKind();
    if (part == TypeKind::F32)
      return CType{"terrace_complex_f32", "c32", false};
    if (part == TypeKind::F64)
      return CType{"terrace_complex_f64", "c64", false};
  }
  return std::nullopt;
}

/// The C type of a runtime library object standing for `value` (a
/// sequence, optional or tensor of strings) that the lowered code passes
/// as `lowered`, a pointer.
std::optional<CType> runtimeObjectCType(Type lowered, Type value) {
  if (!llvm::isa<LLVM::LLVMPointerType>(lowered))
    return std::nullopt;
  if (llvm::isa<ONNX::SeqType, ONNX::OptType>(value))
    return CType{"terrace_sequence *", "seq", true};
  auto tensor = llvm::dyn_cast<RankedTensorType>(value);
  if (tensor && llvm::isa<ONNX::StringType>(tensor.getElementType()))
    return CType{"terrace_strings *", "str", true};
  return std::nullopt;
}

/// The C type of an argument or result that is no memref.
std::optional<CType> scalarCType(Type lowered, Type value) {
  if (std::optional<CType> object = runtimeObjectCType(lowered, value))
    return object;
  return cTypeOf(lowered);
}

/// `type name`, with no space after a `*`.
std::string declaration(llvm::StringRef type, llvm::StringRef name) {
  return (type + (type.ends_with("*") ? "" : " ") + name).str();
}

/// Loads size `dim` of the descriptor `param` points to (a memref of
/// `rank` dimensions).
llvm::Value *loadSize(llvm::IRBuilder<> &b, llvm::Value *param, unsigned rank,
                      unsigned dim) {
  llvm::Type *ptr = b.getPtrTy();
  llvm::Type *array = llvm::ArrayType::get(b.getInt64Ty(), rank);
  llvm::Type *descriptor = llvm::StructType::get(
      b.getContext(), {ptr, ptr, b.getInt64Ty(), array, array});
  llvm::Value *sizes = b.CreateStructGEP(descriptor, param, 3);
  return b.CreateLoad(b.getInt64Ty(),
                      b.CreateConstInBoundsGEP2_32(array, sizes, 0, dim));
}

/// Makes `wrapper` return 1 + i, before it computes anything, where memref
/// argument i has a static size other than its type's, or a named
/// dimension whose size differs from an earlier one of that name.
void checkShapes(llvm::IRBuilder<> &b, llvm::Function *wrapper,
                 const CEntry &entry) {
  llvm::LLVMContext &ctx = b.getContext();
  llvm::StringMap<llvm::Value *> sizeOfName;
  for (auto [i, input] : llvm::enumerate(entry.type.getInputs())) {
    auto memref = llvm::dyn_cast<MemRefType>(input);
    if (!memref)
      continue;
    unsigned rank = unsigned(memref.getShape().size());
    llvm::Value *param = wrapper->getArg(unsigned(i));
    llvm::BasicBlock *refuse = nullptr;
    auto unlessEqual = [&](llvm::Value *size, llvm::Value *expected) {
      if (!refuse) {
        refuse = llvm::BasicBlock::Create(ctx, "bad_shape_" + llvm::Twine(i),
                                          wrapper);
        llvm::IRBuilder<>(refuse).CreateRet(b.getInt32(unsigned(i) + 1));
      }
      auto *next = llvm::BasicBlock::Create(ctx, "", wrapper, refuse);
      b.CreateCondBr(b.CreateICmpEQ(size, expected), next, refuse);
      b.SetInsertPoint(next);
    };
    for (auto [dim, size] : llvm::enumerate(memref.getShape()))
      if (size != kDynamic)
        unlessEqual(loadSize(b, param, rank, unsigned(dim)),
                    b.getInt64(uint64_t(size)));
    if (i >= entry.dimensionNames.size())
      continue;
    for (const auto &[dim, name] : entry.dimensionNames[i]) {
      if (dim >= rank)
        continue;
      llvm::Value *size = loadSize(b, param, rank, dim);
      auto [known, inserted] = sizeOfName.try_emplace(name, size);
      if (!inserted)
        unlessEqual(size, known->second);
    }
  }
}

std::string descriptorName(MemRefType type) {
  return "terrace_memref_" + std::to_string(type.getShape().size()) + "d_" +
         cTypeOf(type.getElementType())->tag;
}
} // namespace

std::string terrace::whyNotInCInterface(const CEntry &entry) {
  auto lowered =
      llvm::concat<const Type>(entry.type.getInputs(), entry.type.getResults());
  auto values = llvm::concat<const Type>(entry.valueType.getInputs(),
                                         entry.valueType.getResults());
  for (auto [t, value] : llvm::zip_equal(lowered, values)) {
    std::string text;
    llvm::raw_string_ostream os(text);
    os << value;
    if (llvm::isa<RankedTensorType, UnrankedTensorType>(t))
      return "'" + text + "' is a tensor of unknown rank: give it a rank";
    if (llvm::isa<UnrankedMemRefType>(t))
      return "'" + text + "' is an unranked memref: give it a rank";
    if (auto memref = llvm::dyn_cast<MemRefType>(t)) {
      if (!isStrided(memref) || bool(memref.getMemorySpace()))
        return "'" + text +
               "' has a layout or memory space that is not "
               "supported";
      if (!cTypeOf(memref.getElementType()))
        return "'" + text + "' has elements C cannot hold";
      continue;
    }
    if (!scalarCType(t, value))
      return "'" + text + "' has no C type";
  }
  return "";
}

llvm::Error terrace::addCInterface(llvm::Module &module,
                                   const std::vector<CEntry> &entries) {
  llvm::LLVMContext &ctx = module.getContext();
  llvm::Type *ptr = llvm::PointerType::get(ctx, 0);
  llvm::Type *i64 = llvm::Type::getInt64Ty(ctx);
  for (const CEntry &entry : entries) {
    llvm::Function *impl = module.getFunction(entry.name);
    if (!impl || impl->isDeclaration())
      return llvm::createStringError(llvm::inconvertibleErrorCode(),
                                     "no function '" + entry.name +
                                         "' with a body");
    impl->setName("_terrace_impl_" + entry.name);
    impl->setLinkage(llvm::GlobalValue::InternalLinkage);

    // The entry's parameters, and where each input's lowered arguments
    // start.
    llvm::SmallVector<llvm::Type *, 8> params;
    llvm::SmallVector<unsigned, 8> firstArg;
    unsigned next = 0;
    for (auto [input, value] :
         llvm::zip_equal(entry.type.getInputs(), entry.valueType.getInputs())) {
      firstArg.push_back(next);
      if (auto memref = llvm::dyn_cast<MemRefType>(input)) {
        params.push_back(ptr);
        next += 3 + 2 * unsigned(memref.getShape().size());
      } else {
        params.push_back(scalarCType(input, value)->byValue
                             ? impl->getArg(next)->getType()
                             : ptr);
        next += 1;
      }
    }
    for (size_t j = 0; j < entry.type.getResults().size(); ++j)
      params.push_back(ptr);
    llvm::Type *i32 = llvm::Type::getInt32Ty(ctx);
    auto *wrapper = llvm::Function::Create(
        llvm::FunctionType::get(i32, params, false),
        llvm::GlobalValue::ExternalLinkage, entry.cName, module);
    llvm::IRBuilder<> b(llvm::BasicBlock::Create(ctx, "entry", wrapper));
    checkShapes(b, wrapper, entry);
    llvm::SmallVector<llvm::Value *, 16> args;
    for (size_t i = 0; i < entry.type.getInputs().size(); ++i) {
      Type input = entry.type.getInputs()[i];
      llvm::Value *param = wrapper->getArg(unsigned(i));
      if (auto memref = llvm::dyn_cast<MemRefType>(input)) {
        // The descriptor's fields, as the lowered function takes them.
        unsigned rank = unsigned(memref.getShape().size());
        llvm::SmallVector<llvm::Type *, 5> fields = {ptr, ptr, i64};
        if (rank) {
          llvm::Type *array = llvm::ArrayType::get(i64, rank);
          fields.append({array, array});
        }
        llvm::Value *descriptor =
            b.CreateLoad(llvm::StructType::get(ctx, fields), param);
        for (unsigned f = 0; f < 3; ++f)
          args.push_back(b.CreateExtractValue(descriptor, f));
        for (unsigned f = 3; f < 5 && rank; ++f)
          for (unsigned d = 0; d < rank; ++d)
            args.push_back(b.CreateExtractValue(descriptor, {f, d}));
        continue;
      }
      args.push_back(
          scalarCType(input, entry.valueType.getInputs()[i])->byValue
              ? param
              : b.CreateLoad(impl->getArg(firstArg[i])->getType(), param));
    }
    llvm::CallInst *call = b.CreateCall(impl, args);
    size_t numResults = entry.type.getResults().size();
    unsigned firstResult = unsigned(entry.type.getInputs().size());
    if (numResults == 1)
      b.CreateStore(call, wrapper->getArg(firstResult));
    for (unsigned j = 0; numResults > 1 && j < numResults; ++j)
      b.CreateStore(b.CreateExtractValue(call, j),
                    wrapper->getArg(firstResult + j));
    b.CreateRet(b.getInt32(0));
  }
  return llvm::Error::success();
}

void terrace::writeCHeader(llvm::raw_ostream &os,
                           const std::vector<CEntry> &entries,
                           llvm::StringRef source, llvm::StringRef guard,
                           llvm::StringRef runtimeHeader) {
  os << "/* " << guard << ": the C interface of " << source
     << ", compiled by terrace-compile.\n"
        " *\n"
        " * A memref is passed as a pointer to its descriptor, MLIR's layout:\n"
        " * the pointer its buffer was allocated at, the aligned pointer its\n"
        " * elements are addressed from, an offset in elements, the sizes and\n"
        " * the strides (in elements). A row-major array of shape (a, b)\n"
        " * at p is {p, p, 0, {a, b}, {b, 1}}. Each result is written where\n"
        " * a pointer after the arguments points. An entry returns 0; or,\n"
        " * computing nothing, 1 + the index of the first argument whose\n"
        " * shape the program does not allow (a size other than its type's,\n"
        " * or a dimension the model names alike with an earlier one, as its\n"
        " * comment shows, that differs from it). A memref result owns a new\n"
        " * buffer: free(result.allocated) when done, unless it is an\n"
        " * argument's allocated pointer (the function returned a view of\n"
        " * it) or (void *)0xdeadbeef (a constant of the program).\n";
  if (runtimeHeader.empty())
    os << " * Nothing else of Terrace is needed at run time: the code calls\n"
          " * malloc, free and the C math library. */\n";
  else
    os << " * Sequences, optionals and tensors of strings are objects of\n"
          " * Terrace's runtime library, which the object carries: its C side\n"
          " * follows (terrace_runtime.h). Beyond it, the code calls malloc,\n"
          " * free, the C math library and the C++ standard library: link\n"
          " * with -lstdc++ -lm. */\n";
  os << "#ifndef " << guard << "\n#define " << guard << "\n\n";
  os << "#include <stdbool.h>\n#include <stdint.h>\n\n";
  if (!runtimeHeader.empty())
    os << runtimeHeader << "\n";
  os << "#ifdef __cplusplus\nextern \"C\" {\n#endif\n\n";
  // Each type once, whatever other headers of terrace-compile a C file
  // includes with this one.
  auto guarded = [&](llvm::StringRef name, auto writeTypedef) {
    std::string macro = name.upper() + "_DEFINED";
    os << "#ifndef " << macro << "\n#define " << macro << "\n";
    writeTypedef();
    os << "#endif\n\n";
  };
  guarded("terrace_complex", [&] {
    os << "typedef struct { float re, im; } terrace_complex_f32;\n";
    os << "typedef struct { double re, im; } terrace_complex_f64;\n";
  });
  llvm::StringSet<> declared;
  for (const CEntry &entry : entries)
    for (Type t : llvm::concat<const Type>(entry.type.getInputs(),
                                           entry.type.getResults())) {
      auto memref = llvm::dyn_cast<MemRefType>(t);
      if (!memref || !declared.insert(descriptorName(memref)).second)
        continue;
      guarded(descriptorName(memref), [&] {
        std::string element = cTypeOf(memref.getElementType())->name;
        size_t rank = memref.getShape().size();
        os << "typedef struct {\n  " << element << " *allocated;\n  " << element
           << " *aligned;\n  int64_t offset;\n";
        if (rank)
          os << "  int64_t sizes[" << rank << "];\n  int64_t strides[" << rank
             << "];\n";
        os << "} " << descriptorName(memref) << ";\n";
      });
    }
  for (const CEntry &entry : entries) {
    // What the program takes and returns, where the C types say less.
    os << "/* " << entry.cName << ": " << Type(entry.valueType);
    // Sizes the model names, which must agree where names do.
    llvm::ListSeparator comma(", ");
    bool firstName = true;
    for (auto [i, names] : llvm::enumerate(entry.dimensionNames))
      for (const auto &[dim, name] : names) {
        os << (firstName ? "; " : "") << comma << "arg" << i << ".sizes[" << dim
           << "] = " << name;
        firstName = false;
      }
    os << " */\n";
    os << "int32_t " << entry.cName << "(";
    bool first = true;
    auto separate = [&] {
      if (!first)
        os << ", ";
      first = false;
    };
    for (size_t i = 0; i < entry.type.getInputs().size(); ++i) {
      separate();
      Type input = entry.type.getInputs()[i];
      std::string name = "arg" + std::to_string(i);
      if (auto memref = llvm::dyn_cast<MemRefType>(input)) {
        os << "const " << descriptorName(memref) << " *" << name;
        continue;
      }
      // Pointers to what the caller keeps: the code only reads them.
      CType c = *scalarCType(input, entry.valueType.getInputs()[i]);
      bool isPointer = llvm::StringRef(c.name).ends_with("*");
      os << (c.byValue && !isPointer ? declaration(c.name, name)
             : c.byValue             ? "const " + declaration(c.name, name)
                         : "const " + declaration(c.name, "*" + name));
    }
    for (size_t j = 0; j < entry.type.getResults().size(); ++j) {
      separate();
      Type result = entry.type.getResults()[j];
      std::string name = "*result" + std::to_string(j);
      if (auto memref = llvm::dyn_cast<MemRefType>(result))
        os << declaration(descriptorName(memref), name);
      else
        os << declaration(
            scalarCType(result, entry.valueType.getResults()[j])->name, name);
    }
    if (first)
      os << "void";
    os << ");\n\n";
  }
  os << "#ifdef __cplusplus\n}\n#endif\n\n#endif /* " << guard << " */\n";
}
