//===- NamedOp.cpp - Accessors and builders by the names of a signature ---===//
#include "ir/NamedOp.h"
#include "ir/Builder.h"
#include "ir/Context.h"
#include "ir/OpSignature.h"
#include "ir/Operation.h"

#include "llvm/ADT/STLExtras.h"

using namespace terrace;

NamedOp::NamedOp(Operation *op) : op(op) {
  if (const OpDefinition *def = op ? op->getName().getDefinition() : nullptr)
    signature = def->signature;
}

bool NamedOp::hasOperandGroup(llvm::StringRef name) const {
  return signature && findValueGroup(*signature, false, name) >= 0;
}

bool NamedOp::hasResultGroup(llvm::StringRef name) const {
  return signature && findValueGroup(*signature, true, name) >= 0;
}

std::pair<unsigned, unsigned> NamedOp::group(bool results,
                                             llvm::StringRef name) const {
  int index = signature ? findValueGroup(*signature, results, name) : -1;
  if (index < 0)
    return {0, 0};
  auto [start, count] = getValueGroup(op, results, unsigned(index));
  unsigned total = results ? op->getNumResults() : op->getNumOperands();
  // An op that does not verify may have fewer values than its groups say.
  return {start, start + count <= total ? count : 0};
}

llvm::SmallVector<Value, 4> NamedOp::operands(llvm::StringRef name) const {
  auto [start, count] = group(false, name);
  llvm::SmallVector<Value, 4> values;
  for (unsigned i = start; i < start + count; ++i)
    values.push_back(op->getOperand(i));
  return values;
}

Value NamedOp::operand(llvm::StringRef name) const {
  auto [start, count] = group(false, name);
  return count ? op->getOperand(start) : Value();
}

llvm::SmallVector<Value, 4> NamedOp::results(llvm::StringRef name) const {
  auto [start, count] = group(true, name);
  llvm::SmallVector<Value, 4> values;
  for (unsigned i = start; i < start + count; ++i)
    values.push_back(op->getResult(i));
  return values;
}

Value NamedOp::result(llvm::StringRef name) const {
  auto [start, count] = group(true, name);
  return count ? op->getResult(start) : Value();
}

Attribute NamedOp::property(llvm::StringRef name) const {
  return op && signature ? op->getInherentAttr(name) : Attribute();
}

Operation *terrace::buildOp(OpBuilder &builder, Location loc,
                            llvm::StringRef name,
                            llvm::ArrayRef<NamedValues> operands,
                            TypeRange resultTypes,
                            llvm::ArrayRef<NamedAttribute> properties,
                            unsigned numRegions) {
  OperationName opName = builder.getName(name);
  const OpDefinition *def = opName.getDefinition();
  if (!def || !def->signature)
    return nullptr;
  const OpSignature &sig = *def->signature;
  for (const NamedValues &given : operands)
    if (findValueGroup(sig, false, given.first) < 0)
      return nullptr;

  OperationState state(loc, opName);
  llvm::SmallVector<int32_t, 4> sizes;
  unsigned flexible = 0;
  for (const ValueSpec &group : sig.operands) {
    ValueRange values;
    for (const NamedValues &given : operands)
      if (given.first == group.name)
        values = given.second;
    if (group.arity == Arity::Single && values.size() != 1)
      return nullptr;
    if (group.arity == Arity::Optional && values.size() > 1)
      return nullptr;
    flexible += group.arity != Arity::Single;
    state.operands.append(values.begin(), values.end());
    sizes.push_back(int32_t(values.size()));
  }
  Context &ctx = builder.getContext();
  if (flexible > 1)
    state.addAttribute(
        StringAttr::get(ctx, "operandSegmentSizes"),
        DenseArrayAttr::get(ctx, llvm::ArrayRef<int32_t>(sizes)));
  state.types.assign(resultTypes.begin(), resultTypes.end());
  bool needsResults = llvm::any_of(sig.results, [](const ValueSpec &group) {
    return group.arity == Arity::Single;
  });
  if (state.types.empty() && needsResults) {
    llvm::SmallVector<Type, 4> operandTypes;
    for (Value v : state.operands)
      operandTypes.push_back(v.getType());
    // Without a rule of its own, an op infers one type per result group,
    // so every group must be a single result.
    bool allSingle = llvm::all_of(sig.results, [](const ValueSpec &group) {
      return group.arity == Arity::Single;
    });
    if ((!def->inferResultTypes && !allSingle) ||
        failed(inferResultTypes(*def, ctx, operandTypes, sig.results.size(),
                                state.types)))
      return nullptr;
  }
  for (const NamedAttribute &property : properties)
    state.attributes.push_back(property);
  for (unsigned i = 0; i < numRegions; ++i)
    state.addRegion();
  return builder.create(state);
}
