//===- Context.cpp --------------------------------------------------------===//
#include "ir/Context.h"
#include "ir/Diagnostics.h"
#include "ir/Dialect.h"
#include "ir/DialectTypes.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/ErrorHandling.h"

#include <cstdlib>

using namespace terrace;

/// A unique number per context ever created: thread-local caches key on
/// it, since a new context may reuse a dead one's address.
static std::atomic<uint64_t> nextContextId{1};

Context::Context()
    : id(nextContextId++), diagEngine(std::make_unique<DiagnosticEngine>()) {}
Context::~Context() = default;

Dialect *Context::registerDialect(std::unique_ptr<Dialect> dialect) {
  if (Dialect *existing = getDialect(dialect->getNamespace()))
    return existing;
  dialects.push_back(std::move(dialect));
  // Names interned before the dialect was registered must see it now.
  Dialect *d = dialects.back().get();
  for (auto &entry : opNames) {
    OperationNameInfo &info = entry.second;
    if (info.dialectNamespace == d->getNamespace()) {
      info.dialect = d;
      info.definition = d->lookupOp(info.name);
    }
  }
  // Typed ops find their interned names by their type's identity.
  d->forEachOp([&](const OpDefinition &def) {
    if (def.typeID)
      opsByType[def.typeID] = &internOperationName(def.name);
  });
  for (const TypeDefinition *def : d->getTypes())
    definitions[def->typeID] = {def, nullptr, d};
  for (const AttrDefinition *def : d->getAttributes())
    definitions[def->typeID] = {nullptr, def, d};
  return d;
}

Dialect *Context::getDialect(llvm::StringRef ns) const {
  for (const auto &d : dialects)
    if (d->getNamespace() == ns)
      return d.get();
  return nullptr;
}

OperationName Context::getOperationName(llvm::StringRef name) {
  if (multithreaded) {
    // Threads running passes look names up often (every op a pattern
    // creates): a per-thread cache keeps them off the shared lock.
    thread_local uint64_t cachedFor = 0;
    thread_local llvm::StringMap<OperationNameInfo *> cache;
    if (cachedFor != id) {
      cache.clear();
      cachedFor = id;
    }
    OperationNameInfo *&slot = cache[name];
    if (!slot) {
      std::lock_guard<std::mutex> lock(nameMutex);
      slot = &internOperationName(name);
    }
    return OperationName(slot);
  }
  return OperationName(&internOperationName(name));
}

OperationNameInfo &Context::internOperationName(llvm::StringRef name) {
  auto [it, inserted] = opNames.try_emplace(name);
  OperationNameInfo &info = it->second;
  if (inserted) {
    info.name = it->first();
    info.context = this;
    info.dialectNamespace = info.name.split('.').first;
    if (!info.name.contains('.'))
      info.dialectNamespace = "";
    info.dialect = getDialect(info.dialectNamespace);
    if (info.dialect)
      info.definition = info.dialect->lookupOp(info.name);
  }
  return info;
}

void Context::attachOpInterface(llvm::StringRef opName, InterfaceImpl impl) {
  if (multithreaded)
    llvm::report_fatal_error("attachOpInterface('" + opName +
                             "'): interfaces attach before threads use the "
                             "context");
  OperationNameInfo &info = internOperationName(opName);
  if (!info.definition)
    llvm::report_fatal_error("attachOpInterface('" + opName +
                             "'): no registered dialect defines this op");
  if (OperationName(&info).getInterface(impl.id))
    llvm::report_fatal_error("attachOpInterface('" + opName +
                             "'): the op implements this interface already");
  info.attachedInterfaces.push_back(impl);
}

void Context::reportUnregisteredOpType(const void *typeID) {
  llvm::report_fatal_error(
      "building op '" + static_cast<const OpTypeIdentity *>(typeID)->name +
      "' but it is not known in this context: its dialect is not "
      "registered");
}

const TypeDefinition *Context::getTypeDefinition(const void *typeID) const {
  auto it = definitions.find(typeID);
  return it == definitions.end() ? nullptr : it->second.type;
}

const AttrDefinition *Context::getAttrDefinition(const void *typeID) const {
  auto it = definitions.find(typeID);
  return it == definitions.end() ? nullptr : it->second.attr;
}

Dialect *Context::getDialectOfDefinition(const void *typeID) const {
  auto it = definitions.find(typeID);
  return it == definitions.end() ? nullptr : it->second.dialect;
}

const MutableBody *Context::getMutableBody(const detail::Storage *storage) {
  std::lock_guard<std::mutex> lock(mutableBodyMutex);
  auto it = mutableBodies.find(storage);
  return it == mutableBodies.end() ? nullptr : &it->second;
}

llvm::LogicalResult Context::setMutableBody(const detail::Storage *storage,
                                            llvm::ArrayRef<const void *> ptrs,
                                            llvm::ArrayRef<int64_t> ints) {
  std::lock_guard<std::mutex> lock(mutableBodyMutex);
  auto [it, inserted] = mutableBodies.try_emplace(storage);
  if (!inserted)
    return llvm::success(llvm::ArrayRef<const void *>(it->second.ptrs) ==
                             ptrs &&
                         llvm::ArrayRef<int64_t>(it->second.ints) == ints);
  it->second.ptrs.assign(ptrs.begin(), ptrs.end());
  it->second.ints.assign(ints.begin(), ints.end());
  mutableBodyOrder.push_back(storage);
  return llvm::success();
}

size_t Context::markMutableBodies() {
  std::lock_guard<std::mutex> lock(mutableBodyMutex);
  return mutableBodyOrder.size();
}

void Context::rollbackMutableBodies(size_t mark) {
  std::lock_guard<std::mutex> lock(mutableBodyMutex);
  for (size_t i = mark; i < mutableBodyOrder.size(); ++i)
    mutableBodies.erase(mutableBodyOrder[i]);
  mutableBodyOrder.resize(std::min(mark, mutableBodyOrder.size()));
}

Context::OpPool &Context::currentOpPool() {
  // Each thread keeps one pool index for its life.
  static std::atomic<unsigned> nextPool{0};
  thread_local unsigned index = nextPool++ % kOpPools;
  return opPools[index];
}

void *Context::allocateOperation(size_t size) {
  size_t cls = (size + kOpSizeClass - 1) / kOpSizeClass;
  if (cls >= kOpSizeClasses)
    return std::malloc(size);
  OpPool &pool = currentOpPool();
  std::unique_lock<SpinLock> lock(pool.mutex, std::defer_lock);
  if (multithreaded)
    lock.lock();
  if (void *mem = pool.freeLists[cls]) {
    pool.freeLists[cls] = *static_cast<void **>(mem);
    return mem;
  }
  return pool.arena.Allocate(cls * kOpSizeClass, alignof(Operation *));
}

void Context::deallocateOperation(void *mem, size_t size) {
  size_t cls = (size + kOpSizeClass - 1) / kOpSizeClass;
  if (cls >= kOpSizeClasses) {
    std::free(mem);
    return;
  }
  OpPool &pool = currentOpPool();
  std::unique_lock<SpinLock> lock(pool.mutex, std::defer_lock);
  if (multithreaded)
    lock.lock();
  *static_cast<void **>(mem) = pool.freeLists[cls];
  pool.freeLists[cls] = mem;
}

void Context::enableMultithreading(bool enable) {
  multithreaded = enable;
  types.setThreadSafe(enable);
  attrs.setThreadSafe(enable);
  exprs.setThreadSafe(enable);
}

llvm::StringRef Context::save(llvm::StringRef s) {
  std::unique_lock<std::mutex> lock(nameMutex, std::defer_lock);
  if (multithreaded)
    lock.lock();
  char *mem = stringArena.Allocate<char>(s.size() + 1);
  std::copy(s.begin(), s.end(), mem);
  mem[s.size()] = '\0';
  return {mem, s.size()};
}
