//===- UBOps.cpp - ub.poison, ub.unreachable -----------------------------===//
#include "dialects/common/TypeConstraints.h"
#include "dialects/ub/UBDialect.h"
#include "interfaces/InlinerInterface.h"
#include "ir/Builder.h"
#include "ir/Context.h"
#include "ir/Diagnostics.h"
#include "rewrite/PatternMatch.h"

using namespace terrace;

Attribute ub::getPoison(Context &ctx) {
  return OpaqueAttr::get(ctx, "ub", "poison");
}

bool ub::isPoison(Attribute attr) {
  auto opaque = llvm::dyn_cast_if_present<OpaqueAttr>(attr);
  return opaque && opaque.getDialect() == "ub" && opaque.getBody() == "poison";
}

static LogicalResult foldPoison(Operation *op, llvm::ArrayRef<Attribute>,
                                llvm::SmallVectorImpl<OpFoldResult> &results) {
  results.push_back(op->getInherentAttr("value"));
  return success();
}

static const AttrConstraint kPoisonAttr = {"poison attribute", ub::isPoison};
static const AttrSpec kPoisonProps[] = {{"value", &kPoisonAttr, ub::getPoison}};
static const ValueSpec kResult[] = {{"result", &constraints::AnyType}};
static const OpSignature kPoison = {{}, kResult, kPoisonProps};
static const OpSignature kUnreachable = {{}, {}, {}};

static const OpDefinition kUBOps[] = {
    {.name = "ub.poison",
     .traits = Pure | ConstantLike,
     .signature = &kPoison,
     .format = "attr-dict (`<` $value^ `>`)? `:` type($result)",
     .fold = foldPoison},
    // Control never reaches it (remove-dead-values puts it in place of a
    // branch out of dead code).
    {.name = "ub.unreachable",
     .traits = IsTerminator,
     .signature = &kUnreachable,
     .format = "attr-dict"},
};

/// A callee that ends in ub.unreachable returns nothing: the call's used
/// results become ub.poison. (MLIR leaves their uses dangling.)
static void poisonResults(Operation *op, ValueRange valuesToReplace) {
  OpBuilder builder(op->getContext());
  builder.setInsertionPoint(op);
  for (Value value : valuesToReplace)
    if (!value.use_empty())
      value.replaceAllUsesWith(
          builder.create(op->getLoc(), "ub.poison", {}, {value.getType()})
              ->getResult(0));
}

static const DialectInlinerInterface kUBInliner = {.handleTerminator =
                                                       poisonResults};

UBDialect::UBDialect(Context &ctx) : Dialect("ub", ctx) {
  addOps(kUBOps);
  addInterface(kUBInliner);
}

Operation *UBDialect::materializeConstant(OpBuilder &builder, Attribute value,
                                          Type type, Location loc) {
  if (!ub::isPoison(value))
    return nullptr;
  OperationState state(loc, builder.getName("ub.poison"));
  state.types.push_back(type);
  return builder.create(state);
}
