//===- OpSignature.cpp - Checking ops against their declared signature ----===//
#include "ir/OpSignature.h"
#include "ir/Diagnostics.h"
#include "ir/DialectTypes.h"
#include "ir/Operation.h"
#include "ir/Region.h"

using namespace terrace;

static llvm::ArrayRef<ValueSpec> groupsOf(const OpSignature &sig,
                                          bool results) {
  return results ? sig.results : sig.operands;
}

int terrace::findValueGroup(const OpSignature &sig, bool results,
                            llvm::StringRef name) {
  llvm::ArrayRef<ValueSpec> groups = groupsOf(sig, results);
  for (unsigned i = 0; i < groups.size(); ++i)
    if (groups[i].name == name)
      return int(i);
  return -1;
}

std::pair<unsigned, unsigned>
terrace::getValueGroup(Operation *op, bool results, unsigned index) {
  const OpDefinition &def = *op->getName().getDefinition();
  const OpSignature &sig = *def.signature;
  llvm::ArrayRef<ValueSpec> groups = groupsOf(sig, results);
  unsigned total = results ? op->getNumResults() : op->getNumOperands();
  unsigned flexible = countFlexible(groups);
  unsigned singles = unsigned(groups.size()) - flexible;
  if (flexible > 1 && !hasSegmentSizes(def, results)) {
    // Each flexible group takes an equal share of what the singles leave.
    unsigned share = (total - std::min(total, singles)) / flexible;
    unsigned start = 0;
    for (unsigned i = 0; i < index; ++i)
      start += groups[i].arity == Arity::Single ? 1 : share;
    return {std::min(start, total),
            groups[index].arity == Arity::Single ? 1 : share};
  }
  if (flexible > 1) {
    // Sizes come from the segment property.
    auto sizes = llvm::dyn_cast_if_present<DenseArrayAttr>(
        op->getAttr(results ? "resultSegmentSizes" : "operandSegmentSizes"));
    if (sizes && sizes.size() == groups.size()) {
      unsigned start = 0;
      for (unsigned i = 0; i < index; ++i)
        start += unsigned(sizes.getInt(i));
      return {start, unsigned(sizes.getInt(index))};
    }
  }
  unsigned start = 0;
  for (unsigned i = 0; i < index; ++i)
    start += groups[i].arity == Arity::Single ? 1 : total - singles;
  unsigned count = groups[index].arity == Arity::Single ? 1 : total - singles;
  return {std::min(start, total), count};
}

Attribute InferTypeInputs::getAttr(llvm::StringRef name) const {
  for (const NamedAttribute &attr : attributes)
    if (attr.getName() == name)
      return attr.value;
  return Attribute();
}

llvm::LogicalResult
terrace::inferResultTypes(const OpDefinition &def, Context &ctx,
                          const InferTypeInputs &inputs, unsigned numResults,
                          llvm::SmallVectorImpl<Type> &out) {
  if (def.inferResultTypes)
    return def.inferResultTypes(ctx, inputs, out);
  // Results of one buildable type each (MLIR's BuildableType: eq's i1).
  if (def.signature && !def.signature->results.empty() &&
      llvm::all_of(def.signature->results, [](const ValueSpec &r) {
        return r.arity == Arity::Single && r.type && r.type->buildable;
      })) {
    for (const ValueSpec &r : def.signature->results)
      out.push_back(r.type->buildable(ctx));
    return llvm::success();
  }
  if (!def.hasTrait(SameOperandsAndResultType) || inputs.operandTypes.empty())
    return llvm::failure();
  out.assign(numResults, inputs.operandTypes.front());
  return llvm::success();
}

/// The count check MLIR's ODS derives from a signature (ZeroOperands,
/// OneResult, NOperands<3>, AtLeastNResults<1>, ...), with its words.
static llvm::LogicalResult
verifyCount(Operation *op, llvm::ArrayRef<ValueSpec> groups, bool results) {
  unsigned total = results ? op->getNumResults() : op->getNumOperands();
  unsigned flexible = countFlexible(groups);
  unsigned singles = unsigned(groups.size()) - flexible;
  const char *what = results ? "results" : "operands";
  if (flexible) {
    if (total >= singles)
      return llvm::success();
    InFlightDiagnostic diag = op->emitOpError(
        "expected " + llvm::Twine(singles) + " or more " + what);
    if (!results)
      diag << ", but found " << llvm::Twine(total);
    return diag;
  }
  if (total == singles)
    return llvm::success();
  if (singles == 0)
    return op->emitOpError(llvm::Twine("requires zero ") + what);
  if (singles == 1)
    return op->emitOpError(results ? "requires one result"
                                   : "requires a single operand");
  InFlightDiagnostic diag =
      op->emitOpError("expected " + llvm::Twine(singles) + " " + what);
  if (!results)
    diag << ", but found " << llvm::Twine(total);
  return diag;
}

//===-- Type constraints given as data ------------------------------------===//

/// Whether `element` is what `rule` names.
static bool matchesRule(Type element, const ElementTypeRule &rule) {
  if (element.getKind() != rule.kind)
    return false;
  if (auto integer = llvm::dyn_cast<IntegerType>(element))
    return integer.getWidth() == rule.width &&
           unsigned(integer.getSignedness()) == unsigned(rule.signedness);
  if (auto complex = llvm::dyn_cast<ComplexType>(element)) {
    auto part = llvm::dyn_cast<FloatType>(complex.getElementType());
    return part && part.getWidth() == rule.width;
  }
  if (rule.kind == TypeKind::Dialect)
    return getDialectTypeID(element.getImpl()) == rule.dialectType;
  return true;
}

bool TypeConstraint::check(Type type) const {
  if (accepts)
    return accepts(type);
  auto allowed = [&](Type element) {
    return llvm::any_of(elementTypes, [&](const ElementTypeRule &rule) {
      return matchesRule(element, rule);
    });
  };
  bool tensor = type.getKind() == TypeKind::RankedTensor ||
                type.getKind() == TypeKind::UnrankedTensor;
  switch (container) {
  case ElementContainer::Tensor:
    return tensor && allowed(llvm::cast<ShapedType>(type).getElementType());
  case ElementContainer::TensorOrScalar:
    return tensor ? allowed(llvm::cast<ShapedType>(type).getElementType())
                  : allowed(type);
  case ElementContainer::Scalar:
    return allowed(type);
  }
  return false;
}

/// MLIR's summary of one element type ("32-bit float", "8-bit signless
/// integer", "bfloat16 type", "complex type with 32-bit float elements").
static std::string describeRule(const ElementTypeRule &rule) {
  std::string width = std::to_string(rule.width);
  switch (rule.kind) {
  case TypeKind::Integer: {
    const char *sign[] = {"signless", "signed", "unsigned"};
    return width + "-bit " + sign[rule.signedness] + " integer";
  }
  case TypeKind::Index:
    return "index";
  case TypeKind::BF16:
    return "bfloat16 type";
  case TypeKind::F16:
  case TypeKind::F32:
  case TypeKind::F64:
    return std::to_string(rule.kind == TypeKind::F16   ? 16
                          : rule.kind == TypeKind::F32 ? 32
                                                       : 64) +
           "-bit float";
  case TypeKind::Complex:
    return "complex type with " + width + "-bit float elements";
  default:
    return "type";
  }
}

std::string TypeConstraint::describe() const {
  if (summary)
    return summary;
  std::string elements;
  for (size_t i = 0; i < elementTypes.size(); ++i) {
    if (i)
      elements += " or ";
    elements += describeRule(elementTypes[i]);
  }
  switch (container) {
  case ElementContainer::Tensor:
    return "tensor of " + elements + " values";
  case ElementContainer::TensorOrScalar:
    return elements + " or tensor of " + elements + " values";
  case ElementContainer::Scalar:
    return elements;
  }
  return elements;
}

/// Each operand (or result) against its group's type constraint; optional
/// groups hold at most one value.
static llvm::LogicalResult verifyGroupTypes(Operation *op,
                                            llvm::ArrayRef<ValueSpec> groups,
                                            bool results) {
  const char *what = results ? "result" : "operand";
  unsigned position = 0;
  for (unsigned g = 0; g < groups.size(); ++g) {
    auto [start, count] = getValueGroup(op, results, g);
    if (groups[g].arity == Arity::Optional && count > 1)
      return op->emitOpError(
          llvm::Twine(what) + " group starting at #" + llvm::Twine(position) +
          " requires 0 or 1 element, but found " + llvm::Twine(count));
    for (unsigned i = start; i < start + count; ++i, ++position) {
      Type type =
          results ? op->getResult(i).getType() : op->getOperand(i).getType();
      const TypeConstraint *c = groups[g].type;
      if (c && !c->check(type))
        return op->emitOpError(
            llvm::Twine(what) + " #" + llvm::Twine(position) + " must be " +
            // ODS's Variadic<T> says "variadic of" before T's summary.
            (groups[g].arity == Arity::Variadic ? "variadic of " : "") +
            c->describe() + ", but got " + quoted(type));
    }
  }
  return llvm::success();
}

/// The region count (OneRegion, NRegions<2>, AtLeastNRegions<1>).
static llvm::LogicalResult verifyRegionCount(Operation *op,
                                             llvm::ArrayRef<RegionSpec> specs) {
  unsigned fixed = llvm::count_if(specs, [](auto &s) { return !s.variadic; });
  unsigned total = op->getNumRegions();
  if (fixed != specs.size())
    return total >= fixed ? llvm::success()
                          : op->emitOpError("expected " + llvm::Twine(fixed) +
                                            " or more regions");
  if (total == fixed)
    return llvm::success();
  if (fixed == 1)
    return op->emitOpError("requires one region");
  return op->emitOpError("expected " + llvm::Twine(fixed) + " regions");
}

/// Each region against its block-count constraint. A variadic group takes
/// the regions the fixed ones leave.
static llvm::LogicalResult
verifyRegionConstraints(Operation *op, llvm::ArrayRef<RegionSpec> specs) {
  unsigned fixed = llvm::count_if(specs, [](auto &s) { return !s.variadic; });
  unsigned index = 0;
  for (const RegionSpec &spec : specs) {
    unsigned count = spec.variadic ? op->getNumRegions() - fixed : 1;
    for (unsigned i = 0; i < count; ++i, ++index) {
      size_t blocks = op->getRegion(index).getBlocks().size();
      const char *expected = nullptr;
      if (spec.blocks == RegionBlocks::One && blocks != 1)
        expected = "region with 1 blocks";
      else if (spec.blocks == RegionBlocks::AtMostOne && blocks > 1)
        expected = "region with at most 1 blocks";
      else if (spec.blocks == RegionBlocks::AtLeastOne && blocks < 1)
        expected = "region with at least 1 blocks";
      if (expected)
        return op->emitOpError("region #" + llvm::Twine(index) + " ('" +
                               spec.name +
                               "') failed to verify constraint: " + expected);
    }
  }
  return llvm::success();
}

/// The successor count (OneSuccessor, NSuccessors<2>,
/// AtLeastNSuccessors<1>).
static llvm::LogicalResult
verifySuccessorCount(Operation *op, llvm::ArrayRef<SuccessorSpec> specs) {
  unsigned fixed = llvm::count_if(specs, [](auto &s) { return !s.variadic; });
  unsigned total = op->getNumSuccessors();
  if (fixed != specs.size())
    return total >= fixed
               ? llvm::success()
               : op->emitOpError("requires at least " + llvm::Twine(fixed) +
                                 " successors but found " + llvm::Twine(total));
  if (total == fixed)
    return llvm::success();
  return op->emitOpError("requires " + llvm::Twine(fixed) +
                         (fixed == 1 ? " successor" : " successors") +
                         " but found " + llvm::Twine(total));
}

// MLIR's order: the count traits (regions, results, successors,
// operands).
llvm::LogicalResult terrace::verifySignatureCounts(Operation *op,
                                                   const OpSignature &sig) {
  // An op whose signature names no region has none (MLIR's ZeroRegions).
  if (sig.regions.empty() && op->getNumRegions() != 0)
    return op->emitOpError("requires zero regions");
  if ((!sig.regions.empty() && failed(verifyRegionCount(op, sig.regions))) ||
      failed(verifyCount(op, sig.results, /*results=*/true)) ||
      (!sig.successors.empty() &&
       failed(verifySuccessorCount(op, sig.successors))) ||
      failed(verifyCount(op, sig.operands, /*results=*/false)))
    return llvm::failure();
  return llvm::success();
}

/// The i32 array property `attrName` sizes the `expectedCount` values of
/// `valueGroupName` (MLIR's verifyValueSizeAttr), with `numGroups`
/// entries unless zero.
static llvm::LogicalResult verifyValueSizeAttr(Operation *op,
                                               llvm::StringRef attrName,
                                               llvm::StringRef valueGroupName,
                                               size_t expectedCount,
                                               size_t numGroups = 0) {
  auto sizes =
      llvm::dyn_cast_if_present<DenseArrayAttr>(op->getInherentAttr(attrName));
  if (!sizes || !sizes.getElementType().isInteger(32))
    return op->emitOpError("requires dense i32 array attribute '" + attrName +
                           "'");
  if (numGroups && size_t(sizes.size()) != numGroups)
    return op->emitOpError("'" + attrName + "' attribute for specifying " +
                           valueGroupName + " segments must have " +
                           llvm::Twine(numGroups) + " elements, but got " +
                           llvm::Twine(sizes.size()));
  int64_t total = 0;
  for (int64_t i = 0; i < sizes.size(); ++i) {
    if (sizes.getInt(i) < 0)
      return op->emitOpError("'" + attrName +
                             "' attribute cannot have negative elements");
    total += sizes.getInt(i);
  }
  if (size_t(total) != expectedCount)
    return op->emitOpError(
        valueGroupName + " count (" + llvm::Twine(expectedCount) +
        ") does not match with the total size (" + llvm::Twine(total) +
        ") specified in attribute '" + attrName + "'");
  return llvm::success();
}

/// The segment properties that split operands and results into groups
/// (MLIR checks them first, as traits) ...
static llvm::LogicalResult verifySegments(Operation *op,
                                          const OpSignature &sig) {
  const OpDefinition &def = *op->getName().getDefinition();
  if (hasSegmentSizes(def, /*results=*/false) &&
      failed(verifyValueSizeAttr(op, "operandSegmentSizes", "operand",
                                 op->getNumOperands(), sig.operands.size())))
    return llvm::failure();
  if (hasSegmentSizes(def, /*results=*/true) &&
      failed(verifyValueSizeAttr(op, "resultSegmentSizes", "result",
                                 op->getNumResults(), sig.results.size())))
    return llvm::failure();
  return llvm::success();
}

/// ... and groups of groups into theirs (after the properties, as MLIR's
/// ODS invariants); both before any group is read.
static llvm::LogicalResult verifySubgroups(Operation *op,
                                           const OpSignature &sig) {
  for (unsigned g = 0; g < sig.operands.size(); ++g)
    if (!sig.operands[g].subgroupSizes.empty() &&
        failed(verifyValueSizeAttr(op, sig.operands[g].subgroupSizes,
                                   sig.operands[g].name,
                                   getValueGroup(op, false, g).second)))
      return llvm::failure();
  return llvm::success();
}

// The ODS invariants, in MLIR's order: properties, operand types, result
// types, regions; segment sizes are checked before the groups they size.
/// The element type of `type` (a shaped type's), else `type`.
static Type elementTypeOrSelf(Type type) {
  if (auto shaped = llvm::dyn_cast<ShapedType>(type))
    return shaped.getElementType();
  return type;
}

/// Each type variable: the values of the groups naming it share one element
/// type. Checked after the types and regions, as ODS checks its predicates.
static llvm::LogicalResult verifyTypeVariables(Operation *op,
                                               const OpSignature &sig) {
  llvm::SmallVector<llvm::StringRef, 4> variables;
  for (auto groups : {sig.operands, sig.results})
    for (const ValueSpec &spec : groups)
      if (!spec.typeVariable.empty() &&
          !llvm::is_contained(variables, spec.typeVariable))
        variables.push_back(spec.typeVariable);
  for (llvm::StringRef variable : variables) {
    Type first;
    bool same = true;
    std::string names;
    for (bool results : {false, true}) {
      llvm::ArrayRef<ValueSpec> groups = results ? sig.results : sig.operands;
      for (unsigned g = 0; g < groups.size(); ++g) {
        if (groups[g].typeVariable != variable)
          continue;
        names += (names.empty() ? "" : ", ") + groups[g].name.str();
        auto [start, count] = getValueGroup(op, results, g);
        for (unsigned i = start; i < start + count; ++i) {
          Type element =
              elementTypeOrSelf(results ? op->getResult(i).getType()
                                        : op->getOperand(i).getType());
          if (!first)
            first = element;
          same &= element == first;
        }
      }
    }
    if (!same)
      return op->emitOpError("failed to verify that all of {" + names +
                             "} have same element type");
  }
  return llvm::success();
}

llvm::LogicalResult terrace::verifySignature(Operation *op,
                                             const OpSignature &sig) {
  if (failed(verifySegments(op, sig)))
    return llvm::failure();
  for (const AttrSpec &spec : sig.attributes) {
    Attribute attr = op->getInherentAttr(spec.name);
    if (!attr) {
      if (spec.optional || spec.defaultValue)
        continue;
      return op->emitOpError("requires attribute '" + spec.name + "'");
    }
    if (spec.constraint && !spec.constraint->accepts(attr))
      return op->emitOpError(
          "attribute '" + spec.name +
          "' failed to satisfy constraint: " + spec.constraint->summary);
  }
  if (failed(verifySubgroups(op, sig)))
    return llvm::failure();
  if (failed(verifyGroupTypes(op, sig.operands, /*results=*/false)) ||
      failed(verifyGroupTypes(op, sig.results, /*results=*/true)) ||
      failed(verifyRegionConstraints(op, sig.regions)))
    return llvm::failure();
  return verifyTypeVariables(op, sig);
}
