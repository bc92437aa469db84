//===- RegionBranchVerifier.cpp - Values along region-branch edges --------===//
//
// MLIR 22's RegionBranchOpInterface verifier: along every edge from a branch
// point (the op itself on entry, or a terminator of one of its regions) to
// a successor (a region or the op's results), the values passed match the
// successor's inputs in number and type. Errors name the edge and carry a
// "region branch point" note at the branch point.
//
//===----------------------------------------------------------------------===//
#include "interfaces/OpInterfaces.h"
#include "ir/Block.h"
#include "ir/Diagnostics.h"
#include "ir/Region.h"


using namespace terrace;

/// The types of [start, start + size) of `values`, clamped to what exists
/// (a malformed op may have fewer block arguments than its interface says).
template <typename GetType>
static llvm::SmallVector<Type, 4> typesOf(IndexRange range, unsigned available,
                                          GetType getType) {
  llvm::SmallVector<Type, 4> types;
  for (unsigned i = range.first;
       i < range.first + range.second && i < available; ++i)
    types.push_back(getType(i));
  return types;
}

/// Checks one edge: `operands` flow from `point` (null: the op on entry) to
/// `successor`.
static LogicalResult verifyEdge(Operation *op, Operation *point, int successor,
                                TypeRange operands,
                                const RegionBranchOpInterface &iface) {
  IndexRange inputRange = iface.successorInputs(op, successor);
  llvm::SmallVector<Type, 4> inputs;
  if (successor == kParentRegion) {
    inputs = typesOf(inputRange, op->getNumResults(),
                     [&](unsigned i) { return op->getResult(i).getType(); });
  } else {
    Region &region = op->getRegion(unsigned(successor));
    if (!region.empty()) {
      Block &entry = region.front();
      inputs = typesOf(inputRange, entry.getNumArguments(), [&](unsigned i) {
        return entry.getArgument(i).getType();
      });
    }
  }
  auto emitEdgeError = [&]() {
    std::string edge = "along control flow edge from ";
    edge += point ? "Operation " + point->getName().getStringRef().str()
                  : std::string("parent");
    edge += " to ";
    edge += successor == kParentRegion ? std::string("parent")
                                       : "Region #" + std::to_string(successor);
    InFlightDiagnostic diag = op->emitOpError(edge);
    diag.attachNote(point ? point->getLoc() : op->getLoc(),
                    "region branch point");
    return diag;
  };
  if (operands.size() != inputs.size())
    return emitEdgeError() << ": region branch point has "
                           << llvm::Twine(operands.size())
                           << " operands, but region successor needs "
                           << llvm::Twine(inputs.size()) << " inputs";
  for (unsigned i = 0; i < inputs.size(); ++i)
    if (operands[i] != inputs[i])
      return emitEdgeError()
             << ": successor operand type #" << llvm::Twine(i) << " "
             << operands[i] << " should match successor input type #"
             << llvm::Twine(i) << " " << inputs[i];
  return success();
}

LogicalResult terrace::verifyRegionBranchEdges(Operation *op) {
  const RegionBranchOpInterface *iface =
      getInterface<RegionBranchOpInterface>(op);
  if (!iface)
    return success();
  // Entry: the op's operands to each region it may enter first.
  llvm::SmallVector<Attribute, 4> unknown(op->getNumOperands());
  llvm::SmallVector<int, 4> successors;
  iface->entrySuccessors(op, unknown, successors);
  for (int successor : successors) {
    IndexRange range = iface->entryOperands(op, successor);
    llvm::SmallVector<Type, 4> types =
        typesOf(range, op->getNumOperands(),
                [&](unsigned i) { return op->getOperand(i).getType(); });
    if (failed(verifyEdge(op, nullptr, successor, types, *iface)))
      return failure();
  }
  // Exits: each region-branch terminator to where its region may go.
  for (unsigned r = 0; r < op->getNumRegions(); ++r) {
    for (Block &block : op->getRegion(r)) {
      if (block.empty())
        continue;
      Operation *term = &block.back();
      const RegionBranchTerminatorInterface *termIface =
          getInterface<RegionBranchTerminatorInterface>(term);
      if (!termIface)
        continue;
      successors.clear();
      iface->regionSuccessors(op, r, successors);
      for (int successor : successors) {
        IndexRange range = termIface->successorOperands(term, successor);
        llvm::SmallVector<Type, 4> types =
            typesOf(range, term->getNumOperands(),
                    [&](unsigned i) { return term->getOperand(i).getType(); });
        if (failed(verifyEdge(op, term, successor, types, *iface)))
          return failure();
      }
    }
  }
  return success();
}
