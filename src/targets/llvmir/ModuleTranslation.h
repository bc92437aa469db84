//===- ModuleTranslation.h - From the llvm dialect to LLVM IR -------------===//
//
// Translates a module of llvm dialect ops (what the lowerings to LLVM
// leave) into an llvm::Module, with LLVM 22's C++ API: globals and
// functions first, then each function's blocks in an order where every
// value is defined before it is used, block arguments as phi nodes.
//
// How each op becomes instructions is not written here: ops implement
// LLVMTranslationInterface, attached from outside their dialect
// (LLVMDialectTranslation.cpp for the llvm dialect), so that other
// dialects (nvvm, later) add their own.
//
//===----------------------------------------------------------------------===//
#pragma once

#include "ir/ResourceBlob.h"
#include "ir/Value.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/Support/LogicalResult.h"

#include <memory>

namespace llvm {
class BasicBlock;
class CallBase;
class AttrBuilder;
class Constant;
class Function;
class GlobalValue;
class IRBuilderBase;
class LLVMContext;
class Module;
class Type;
class Value;
} // namespace llvm

namespace terrace {
class Block;
class Context;
class Operation;
class Type;

class ModuleTranslation;

/// A constant global whose bytes stay out of the LLVM module: the module
/// declares `symbol` (external, constant) and whoever links the code
/// defines it at `bytes`, which must be aligned to `alignment`.
struct OutOfLineConstant {
  std::string symbol;
  ResourceBlob bytes;
  uint64_t alignment = 1;
};

/// How large constants (model weights) are translated. mlir-translate's
/// form, the default, nests one LLVM constant per row: a ResNet's 47 MB of
/// weights become millions of uniqued LLVM constants that the optimizer
/// visits and the code generator writes element by element. Native code
/// wants them as bytes.
struct TranslationOptions {
  /// A constant global whose initial value is packed integers or floats
  /// (`dense<...>` not splat, or `dense_resource<...>`) of at least this
  /// many bytes is initialized with one flat byte array (`[N x i8]`; loads
  /// and GEPs carry their own types, so nothing else changes) ...
  uint64_t largeConstantBytes = UINT64_MAX;
  /// ... or, when this is set, declared external under the symbol
  /// `_terrace_const.<name>`, its bytes appended here for the JIT to define
  /// (no copy of a resource blob's bytes is made).
  std::vector<OutOfLineConstant> *outOfLine = nullptr;
};

/// How an op becomes LLVM IR, at the builder's insertion point. Reports
/// its own errors (at the op).
struct LLVMTranslationInterface {
  llvm::LogicalResult (*translate)(Operation *op, llvm::IRBuilderBase &builder,
                                   ModuleTranslation &translation);
};

/// The state of one translation: what each value, block, function and
/// global became.
class ModuleTranslation {
public:
  ModuleTranslation(Operation *module, llvm::Module &llvmModule,
                    const TranslationOptions &options = {});

  /// The LLVM type of `type` (builtin integers, floats, vectors and the
  /// llvm dialect's types), or null with no error when it has none.
  llvm::Type *convertType(Type type);
  /// The LLVM value `value` became (translated before its uses).
  llvm::Value *lookup(Value value) const { return values.lookup(value); }
  void map(Value value, llvm::Value *llvmValue) { values[value] = llvmValue; }
  llvm::BasicBlock *lookup(Block *block) const { return blocks.lookup(block); }
  llvm::GlobalValue *lookupGlobal(llvm::StringRef symbol) const {
    return globals.lookup(symbol);
  }
  /// The operands of `op`, translated.
  llvm::SmallVector<llvm::Value *, 4> lookupOperands(Operation *op) const;
  llvm::Module &getModule() { return module; }
  llvm::LLVMContext &getLLVMContext();

  /// The constant of `attr` (an integer, float, dense elements or string)
  /// as a value of `type`; null when it has none.
  llvm::Constant *convertConstant(Attribute attr, llvm::Type *type);

  /// The LLVM attributes of `op`'s `arg_attrs` and `res_attrs`
  /// (`{llvm.noundef, llvm.align = 16 : i64}`) on a function or a call.
  void setArgAndResultAttrs(Operation *op, llvm::Function *fn);
  void setArgAndResultAttrs(Operation *op, llvm::CallBase *call);

  /// Translates the whole module: false after reporting an error.
  llvm::LogicalResult translate();

private:
  llvm::LogicalResult declareGlobals();
  llvm::LogicalResult declareGlobal(Operation &op);
  llvm::LogicalResult translateFunction(Operation *func);
  llvm::LogicalResult translateOp(Operation *op, llvm::IRBuilderBase &builder);
  llvm::LogicalResult translateGlobalInitializers();
  /// Adds to each phi the values its predecessors pass.
  llvm::LogicalResult connectPhis(Operation *func);

  Operation *mlirModule;
  llvm::Module &module;
  TranslationOptions options;
  llvm::DenseMap<Value, llvm::Value *> values;
  llvm::DenseMap<Block *, llvm::BasicBlock *> blocks;
  llvm::StringMap<llvm::GlobalValue *> globals;
};

/// Translates `module` (a builtin.module of llvm dialect ops) into a new
/// LLVM module; null after reporting the error at the op that has no
/// translation or cannot be translated.
std::unique_ptr<llvm::Module>
translateModuleToLLVMIR(Operation *module, llvm::LLVMContext &llvmContext,
                        llvm::StringRef name = "LLVMDialectModule",
                        const TranslationOptions &options = {});

/// Attaches the llvm dialect ops' translations (LLVMDialectTranslation.cpp).
void registerLLVMDialectTranslation(Context &ctx);

} // namespace terrace
