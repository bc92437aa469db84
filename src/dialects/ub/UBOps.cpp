//===- UBOps.cpp - ub.poison, ub.unreachable -----------------------------===//
#include "dialects/ub/UBOps.h"
#include "dialects/common/TypeConstraints.h"
#include "dialects/ub/UBDialect.h"
#include "interfaces/InlinerInterface.h"
#include "ir/Builder.h"
#include "ir/Context.h"
#include "ir/Diagnostics.h"
#include "rewrite/PatternMatch.h"

using namespace terrace;

Attribute ub::getPoison(Context &ctx) { return ub::PoisonAttr::get(ctx); }

bool ub::isPoison(Attribute attr) {
  return llvm::isa_and_present<ub::PoisonAttr>(attr);
}

static LogicalResult foldPoison(Operation *op, llvm::ArrayRef<Attribute>,
                                llvm::SmallVectorImpl<OpFoldResult> &results) {
  results.push_back(op->getInherentAttr("value"));
  return success();
}

const AttrConstraint ub::kPoisonAttr = {"poison attribute", ub::isPoison};

static const OpDefinition kUBOps[] = {
    defineOp<ub::PoisonOp>(
        {.traits = Pure | ConstantLike,
         .format = "attr-dict (`<` $value^ `>`)? `:` type($result)",
         .fold = foldPoison}),
    // Control never reaches it (remove-dead-values puts it in place of a
    // branch out of dead code).
    defineOp<ub::UnreachableOp>(
        {.traits = IsTerminator, .format = "attr-dict"}),
};

/// A callee that ends in ub.unreachable returns nothing: the call's used
/// results become ub.poison. (MLIR leaves their uses dangling.)
static void poisonResults(Operation *op, ValueRange valuesToReplace) {
  OpBuilder builder(op->getContext());
  builder.setInsertionPoint(op);
  for (Value value : valuesToReplace)
    if (!value.use_empty())
      value.replaceAllUsesWith(
          create<ub::PoisonOp>(builder, op->getLoc(),
                               with<"result">(value.getType()))
              .result<"result">());
}

static const DialectInlinerInterface kUBInliner = {.handleTerminator =
                                                       poisonResults};

static const AttrDefinition kUBAttrs[] = {defineAttr<ub::PoisonAttr>({})};

UBDialect::UBDialect(Context &ctx) : Dialect("ub", ctx) {
  addOps(kUBOps);
  addAttributes(kUBAttrs);
  addInterface(kUBInliner);
}

Operation *UBDialect::materializeConstant(OpBuilder &builder, Attribute value,
                                          Type type, Location loc) {
  if (!ub::isPoison(value))
    return nullptr;
  return create<ub::PoisonOp>(builder, loc, with<"result">(type));
}
