//===- CallInterfaces.h - Calls and what they call ------------------------===//
#pragma once

#include "ir/Attributes.h"

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
};

} // namespace terrace
