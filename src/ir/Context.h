//===- Context.h - Owner of uniqued types, attributes and op names --------===//
#pragma once

#include "ir/Attributes.h"
#include "ir/HugePageArena.h"
#include "ir/OperationName.h"
#include "ir/ResourceManager.h"
#include "ir/SpinLock.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/StringMap.h"

#include <atomic>
#include <memory>
#include <mutex>
#include <vector>

namespace terrace {
class Dialect;
class DiagnosticEngine;
struct TypeDefinition;
struct AttrDefinition;

/// The state of a type whose identity is not all of its content (LLVM's
/// named structs): set once, after the type is created.
struct MutableBody {
  llvm::SmallVector<const void *, 4> ptrs;
  llvm::SmallVector<int64_t, 2> ints;
};

/// An entry of an `external_resources` section, kept to be printed back.
struct ExternalResource {
  std::string owner;
  std::string key;
  /// The value as it prints: `true`, `"text"` or `"0x..."`.
  std::string value;
};

/// Owns everything uniqued (types, attributes, affine expressions), the
/// interned op names, the registered dialects and the diagnostic engine.
/// Operations are not owned by the context.
class Context {
public:
  Context();
  ~Context();
  Context(const Context &) = delete;

  detail::Uniquer &typeUniquer() { return types; }
  detail::Uniquer &attrUniquer() { return attrs; }
  detail::Uniquer &exprUniquer() { return exprs; }

  /// Registers a dialect; the context owns it.
  Dialect *registerDialect(std::unique_ptr<Dialect> dialect);
  Dialect *getDialect(llvm::StringRef ns) const;
  llvm::ArrayRef<std::unique_ptr<Dialect>> getDialects() const {
    return dialects;
  }

  /// Interns `name`, resolving its dialect and definition when registered.
  OperationName getOperationName(llvm::StringRef name);
  /// The name of the registered op whose C++ type has identity `typeID`
  /// (ir/OpBase.h): a pointer lookup, no string hashed. The op's dialect
  /// must be registered.
  /// An op type whose dialect is not registered stops the program with a
  /// message naming the op, in every build mode (as MLIR's builders do).
  OperationName getOperationNameOfType(const void *typeID) const {
    auto it = opsByType.find(typeID);
    if (it == opsByType.end())
      reportUnregisteredOpType(typeID);
    return OperationName(it->second);
  }

  /// Attaches an implementation of an interface to the registered op
  /// `opName` from outside its dialect (MLIR's external models), for this
  /// context. Must happen before the context is used from several threads;
  /// an op implements each interface once.
  /// An op that is not registered, an interface attached twice or after
  /// threads started stop the program with a message, in every build mode.
  void attachOpInterface(llvm::StringRef opName, InterfaceImpl impl);
  template <typename Interface>
  void attachOpInterface(llvm::StringRef opName, const Interface &impl) {
    attachOpInterface(opName, implement(impl));
  }
  /// The same for op type `OpT` (ir/OpBase.h): the op named by its type,
  /// so that a misspelled op is a compile error.
  template <typename OpT, typename Interface>
  void attachOpInterface(const Interface &impl) {
    attachOpInterface(OpT::name, implement(impl));
  }

  /// The row of the registered dialect type or attribute whose C++ class
  /// has identity `typeID`, and its dialect; null when not registered.
  const TypeDefinition *getTypeDefinition(const void *typeID) const;
  const AttrDefinition *getAttrDefinition(const void *typeID) const;
  Dialect *getDialectOfDefinition(const void *typeID) const;

  /// The mutable body of a dialect type or attribute's storage, or null
  /// when none was set.
  const MutableBody *getMutableBody(const detail::Storage *storage);
  /// Sets it; fails when it was set before to something else.
  llvm::LogicalResult setMutableBody(const detail::Storage *storage,
                                     llvm::ArrayRef<const void *> ptrs,
                                     llvm::ArrayRef<int64_t> ints);
  /// How many mutable bodies have been set; rollbackMutableBodies(mark)
  /// forgets those set since, as if the text that set them had not been
  /// read (a parse read again in one pass after a failed parallel one).
  size_t markMutableBodies();
  void rollbackMutableBodies(size_t mark);

  /// Whether an error reported at an op carries the op, in generic form, in
  /// a note (MLIR's printOpOnDiagnostic; on by default), and how it prints:
  /// a tool's printing flags apply to these notes too, as in mlir-opt.
  struct OpOnDiagnostic {
    bool enabled = true;
    bool debugInfo = false;
    bool valueUsers = false;
    uint64_t elideElementsAttrsIfLarger = 16;
  };
  const OpOnDiagnostic &getOpOnDiagnostic() const { return opOnDiagnostic; }
  void setOpOnDiagnostic(const OpOnDiagnostic &how) { opOnDiagnostic = how; }
  bool shouldPrintOpOnDiagnostic() const { return opOnDiagnostic.enabled; }
  void printOpOnDiagnostic(bool enable) { opOnDiagnostic.enabled = enable; }

  bool allowsUnregisteredDialects() const { return allowUnregistered; }
  void allowUnregisteredDialects(bool allow = true) {
    allowUnregistered = allow;
  }

  DiagnosticEngine &getDiagEngine() { return *diagEngine; }

  /// The named resource blobs (`dense_resource<key>`; the builtin
  /// dialect's resources).
  ResourceManager &getResourceManager() { return resources; }
  std::vector<ExternalResource> &getExternalResources() {
    return externalResources;
  }
  /// Returns a fresh id for a distinct attribute.
  int64_t nextDistinctId() { return distinctCounter++; }

  /// Fast paths for the most common types: signless integers up to 64 bits
  /// and every float kind, index and none (indexed by TypeKind).
  std::atomic<const detail::Storage *> &cachedSignlessInt(unsigned width) {
    return intTypes[width];
  }
  std::atomic<const detail::Storage *> &cachedType(TypeKind kind) {
    return kindTypes[unsigned(kind)];
  }
  /// The empty dictionary (most ops' discardable attributes).
  std::atomic<const detail::Storage *> &cachedEmptyDictionary() {
    return emptyDictionary;
  }

  /// Memory for operations: size classes carved from an arena and recycled
  /// through free lists (ops are created and erased constantly by rewrites;
  /// malloc's per-block overhead and cost show up at a million ops).
  void *allocateOperation(size_t size);
  void deallocateOperation(void *mem, size_t size);

  /// Makes the uniquers, allocators and name tables safe to use from several
  /// threads. Dialects must be registered before.
  void enableMultithreading(bool enable = true);
  bool isMultithreaded() const { return multithreaded; }

  /// Copies `s` into the context's arena.
  llvm::StringRef save(llvm::StringRef s);

private:
  [[noreturn]] static void reportUnregisteredOpType(const void *typeID);
  /// The interned entry for `name` (the caller holds the name lock when
  /// multithreaded).
  OperationNameInfo &internOperationName(llvm::StringRef name);

  uint64_t id;
  detail::Uniquer types{this}, attrs{this}, exprs{this};
  std::vector<std::unique_ptr<Dialect>> dialects;
  llvm::StringMap<OperationNameInfo, llvm::BumpPtrAllocator> opNames;
  llvm::DenseMap<const void *, OperationNameInfo *> opsByType;
  struct RegisteredDefinition {
    const TypeDefinition *type = nullptr;
    const AttrDefinition *attr = nullptr;
    Dialect *dialect = nullptr;
  };
  llvm::DenseMap<const void *, RegisteredDefinition> definitions;
  llvm::DenseMap<const detail::Storage *, MutableBody> mutableBodies;
  /// The storages of mutableBodies, in the order their bodies were set.
  std::vector<const detail::Storage *> mutableBodyOrder;
  std::mutex mutableBodyMutex;
  ResourceManager resources;
  std::vector<ExternalResource> externalResources;
  llvm::BumpPtrAllocator stringArena;
  static constexpr size_t kOpSizeClass = 8, kOpSizeClasses = 128;
  /// Ops come from per-thread pools (an arena and size-class free lists),
  /// so threads creating and erasing ops rarely share a lock. Memory may
  /// move between pools (an op freed on another thread); all of it lives
  /// as long as the context.
  struct alignas(64) OpPool {
    HugePageArena arena;
    void *freeLists[kOpSizeClasses] = {};
    SpinLock mutex;
  };
  static constexpr unsigned kOpPools = 8;
  OpPool opPools[kOpPools];
  OpPool &currentOpPool();
  /// Guards opNames and stringArena once multithreaded.
  std::mutex nameMutex;
  bool multithreaded = false;
  std::unique_ptr<DiagnosticEngine> diagEngine;
  std::atomic<int64_t> distinctCounter = 0;
  std::atomic<const detail::Storage *> intTypes[65] = {};
  std::atomic<const detail::Storage *> emptyDictionary{nullptr};
  std::atomic<const detail::Storage *> kindTypes[unsigned(TypeKind::F128) + 1] =
      {};
  bool allowUnregistered = false;
  OpOnDiagnostic opOnDiagnostic;
};

} // namespace terrace
