//===- OpInterfaces.h - The interfaces an op definition may implement -----===//
//
// An op implements an interface by pointing at a table of functions in its
// OpDefinition (`.interfaces`); passes ask for it by op and never name the
// op. Memory effects, loops and constants are traits (see OpTrait).
//
//===----------------------------------------------------------------------===//
#pragma once

#include "interfaces/CallInterfaces.h"
#include "interfaces/ControlFlowInterfaces.h"
#include "ir/Operation.h"

namespace terrace {

/// Whether an op may run where it would not have (hoisted out of a loop
/// that might not run): MLIR's ConditionallySpeculatable. Pure ops are
/// always speculatable and need no interface.
enum class Speculatability {
  NotSpeculatable,
  Speculatable,
  /// Speculatable when every op in its regions is (scf.if).
  RecursivelySpeculatable,
};
struct SpeculationInterface {
  Speculatability (*getSpeculatability)(Operation *op);
};

struct OpInterfaces {
  const BranchOpInterface *branch = nullptr;
  const RegionBranchOpInterface *regionBranch = nullptr;
  const RegionBranchTerminatorInterface *regionTerminator = nullptr;
  const CallOpInterface *call = nullptr;
  const CallableOpInterface *callable = nullptr;
  const SpeculationInterface *speculation = nullptr;
};

/// The interfaces `op` implements; an empty table for unregistered ops and
/// ops that implement none.
inline const OpInterfaces &getInterfaces(Operation *op) {
  static const OpInterfaces none;
  const OpDefinition *def = op->getName().getDefinition();
  return def && def->interfaces ? *def->interfaces : none;
}

} // namespace terrace
