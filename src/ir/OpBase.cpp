//===- OpBase.cpp - Creating typed ops from their named parts -------------===//
#include "ir/OpBase.h"
#include "ir/Block.h"
#include "ir/Context.h"
#include "ir/Diagnostics.h"
#include "ir/Region.h"

#include "llvm/Support/ErrorHandling.h"

using namespace terrace;

OperationName terrace::getOperationName(Context &ctx, const void *typeID) {
  return ctx.getOperationNameOfType(typeID);
}

/// MLIR's SingleBlockImplicitTerminator check, made once the regions are
/// verified: each non-empty region ends with a `terminator` op.
llvm::LogicalResult
terrace::verifyImplicitTerminator(Operation *op, const void *typeID,
                                  llvm::StringRef terminator) {
  for (Region &region : op->getRegions()) {
    if (region.empty() || region.front().empty())
      continue;
    Operation &last = region.front().back();
    const OpDefinition *def = last.getName().getDefinition();
    if (def && def->typeID == typeID)
      continue;
    llvm::StringRef found = last.getName().getStringRef();
    InFlightDiagnostic diag =
        op->emitOpError("expects regions to end with '" + terminator +
                        "', found '" + found + "'");
    diag.attachNote(op->getLoc(),
                    "in custom textual format, the absence of terminator "
                    "implies '" +
                        terminator + "'");
    return diag;
  }
  return llvm::success();
}

void terrace::ensureImplicitTerminator(Region &region, Location loc,
                                       const void *typeID) {
  if (region.empty())
    region.push_back(new Block());
  OperationName name = loc.getContext().getOperationNameOfType(typeID);
  // One region per single region group (scf.forall.in_parallel's body);
  // variadic groups start empty (scf.reduce's reductions).
  unsigned numRegions = unsigned(
      llvm::count_if(name.getDefinition()->signature->regions,
                     [](const RegionSpec &spec) { return !spec.variadic; }));
  for (Block &block : region) {
    if (!block.empty() && block.back().hasTrait(IsTerminator))
      continue;
    OperationState state(loc, name);
    for (unsigned i = 0; i < numRegions; ++i)
      state.addRegion()->push_back(new Block());
    block.push_back(Operation::create(state));
  }
}

OpParts::OpParts(const OpSignature &sig)
    : operands(sig.operands.size()), resultTypes(sig.results.size()),
      resultsGiven(sig.results.size(), false),
      regionCounts(sig.regions.size(), 1) {}

/// Records the size of each group when the op keeps them (more than one
/// flexible group not of one shared size), as MLIR's
/// AttrSizedOperandSegments.
template <typename Groups>
static void addSegmentSizes(OperationState &state, const OpDefinition &def,
                            bool results, const Groups &groups) {
  if (!hasSegmentSizes(def, results))
    return;
  llvm::StringRef name = results ? "resultSegmentSizes" : "operandSegmentSizes";
  llvm::SmallVector<int32_t, 4> sizes;
  for (const auto &group : groups)
    sizes.push_back(int32_t(group.size()));
  Context &ctx = state.loc.getContext();
  state.addAttribute(StringAttr::get(ctx, name),
                     DenseArrayAttr::get(ctx, llvm::ArrayRef<int32_t>(sizes)));
}

Operation *terrace::createOp(OpBuilder &builder, Location loc,
                             const void *typeID, const OpSignature &sig,
                             OpParts &parts) {
  OperationName name = builder.getContext().getOperationNameOfType(typeID);
  const OpDefinition &def = *name.getDefinition();
  OperationState state(loc, name);
  for (auto [spec, group] : llvm::zip_equal(sig.operands, parts.operands)) {
    assert((spec.arity != Arity::Single || group.size() == 1) &&
           "a single operand group needs its value");
    state.operands.append(group.begin(), group.end());
  }
  addSegmentSizes(state, def, /*results=*/false, parts.operands);

  bool allGiven = llvm::all_of(parts.resultsGiven, [](bool b) { return b; });
  bool needed = llvm::any_of(sig.results, [](const ValueSpec &spec) {
    return spec.arity == Arity::Single;
  });
  if (allGiven || !needed) {
    for (const auto &group : parts.resultTypes)
      state.types.append(group.begin(), group.end());
    addSegmentSizes(state, def, /*results=*/true, parts.resultTypes);
  } else {
    llvm::SmallVector<Type, 4> operandTypes;
    for (Value v : state.operands)
      operandTypes.push_back(v.getType());
    llvm::SmallVector<NamedAttribute, 4> attrs(parts.properties.begin(),
                                               parts.properties.end());
    attrs.append(parts.attributes.begin(), parts.attributes.end());
    if (failed(inferResultTypes(def, builder.getContext(),
                                {operandTypes, attrs},
                                unsigned(sig.results.size()), state.types))) {
      // As MLIR's builders: results of one buildable type (index, i1) need
      // none given.
      state.types.clear();
      for (const ValueSpec &spec : sig.results) {
        if (spec.arity != Arity::Single || !spec.type || !spec.type->buildable)
          llvm::report_fatal_error(
              llvm::Twine("create<>: the result types of '") +
              name.getStringRef() + "' are neither given nor inferable");
        state.types.push_back(spec.type->buildable(builder.getContext()));
      }
    }
  }

  state.attributes.append(parts.properties.begin(), parts.properties.end());
  state.attributes.append(parts.attributes.begin(), parts.attributes.end());
  state.successors.append(parts.successors.begin(), parts.successors.end());
  for (unsigned count : parts.regionCounts)
    for (unsigned i = 0; i < count; ++i)
      state.addRegion();
  return builder.create(state);
}
