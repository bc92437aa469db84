//===- CallInterfaces.h - Calls and what they call ------------------------===//
#pragma once

#include "ir/Attributes.h"

#include "llvm/ADT/BitVector.h"

#include <utility>

namespace terrace {
class Operation;
class Region;

/// Calls (func.call): what they call and with which operands.
struct CallOpInterface {
  /// The called symbol; null for an indirect call.
  SymbolRefAttr (*callee)(Operation *call);
  /// The operands [start, start + size) passed as arguments.
  std::pair<unsigned, unsigned> (*argOperands)(Operation *call);
};

/// Ops whose region is the body of something callable (func.func).
struct CallableOpInterface {
  /// The body, or null for a declaration.
  Region *(*callableRegion)(Operation *op);
  /// How many results a call of it has.
  unsigned (*numResults)(Operation *op) = nullptr;
  /// Erases the arguments and results whose bit is set, from the type,
  /// their attributes and (arguments) the entry block, whose erased
  /// arguments must have no uses left.
  void (*eraseArgumentsAndResults)(Operation *op, const llvm::BitVector &args,
                                   const llvm::BitVector &results) = nullptr;
};

} // namespace terrace
