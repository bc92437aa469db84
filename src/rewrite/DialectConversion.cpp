//===- DialectConversion.cpp - Target, type converter and driver ----------===//
//
// The driver collects every op under the root (pre-order, not looking into
// recursively legal ops) and legalizes each in turn: a legal op is left
// alone; otherwise its patterns are tried by decreasing benefit, and the
// ops a successful pattern creates are legalized right away, depth first.
// A pattern is never applied to an op that it (transitively) created, so a
// pattern that re-creates its own root cannot loop.
//
//===----------------------------------------------------------------------===//
#include "rewrite/DialectConversion.h"
#include "ir/Context.h"
#include "ir/Diagnostics.h"
#include "ir/Dialect.h"
#include "ir/Types.h"
#include "rewrite/Folding.h"

#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/STLExtras.h"

using namespace terrace;

//===-- ConversionTarget --------------------------------------------------===//

std::optional<bool> ConversionTarget::isLegal(Operation *op) const {
  auto decide = [&](const Entry &entry) -> bool {
    switch (entry.action) {
    case Action::Legal:
      return true;
    case Action::Illegal:
      return false;
    case Action::Dynamic:
      return entry.fn(op);
    }
    return false;
  };
  OperationName name = op->getName();
  auto opEntry = ops.find(name.getStringRef());
  if (opEntry != ops.end())
    return decide(opEntry->second);
  auto dialectEntry = dialects.find(name.getDialectNamespace());
  if (dialectEntry != dialects.end())
    return decide(dialectEntry->second);
  if (unknownLegality)
    return unknownLegality(op);
  return std::nullopt;
}

bool ConversionTarget::isRecursivelyLegal(Operation *op) const {
  return recursivelyLegal.contains(op->getName().getStringRef()) &&
         isLegal(op) == true;
}

//===-- TypeConverter -----------------------------------------------------===//

Type TypeConverter::convertType(Type type) const {
  for (const ConversionFn &fn : llvm::reverse(conversions))
    if (std::optional<Type> converted = fn(type))
      return *converted;
  return Type();
}

bool TypeConverter::isLegal(Operation *op) const {
  for (Type t : op->getOperandTypes())
    if (!isLegal(t))
      return false;
  for (Type t : op->getResultTypes())
    if (!isLegal(t))
      return false;
  return true;
}

bool TypeConverter::isLegal(Region &region) const {
  for (Block &block : region)
    for (BlockArgumentImpl *arg : block.getArguments())
      if (!isLegal(Value(arg).getType()))
        return false;
  return true;
}

static Value
materializeWith(llvm::ArrayRef<TypeConverter::MaterializationFn> fns,
                OpBuilder &builder, Location loc, Type type,
                ValueRange inputs) {
  for (const TypeConverter::MaterializationFn &fn : llvm::reverse(fns))
    if (Value v = fn(builder, type, inputs, loc))
      return v;
  return Value();
}

Value TypeConverter::materializeSourceConversion(OpBuilder &builder,
                                                 Location loc, Type type,
                                                 ValueRange inputs) const {
  return materializeWith(sourceMaterializations, builder, loc, type, inputs);
}

Value TypeConverter::materializeTargetConversion(OpBuilder &builder,
                                                 Location loc, Type type,
                                                 ValueRange inputs) const {
  return materializeWith(targetMaterializations, builder, loc, type, inputs);
}

//===-- ConversionPattern -------------------------------------------------===//

llvm::LogicalResult
ConversionPattern::matchAndRewrite(Operation *op,
                                   PatternRewriter &rewriter) const {
  // Only the conversion driver applies conversion patterns.
  auto &conversion = static_cast<ConversionPatternRewriter &>(rewriter);
  llvm::SmallVector<Value, 4> operands;
  if (failed(conversion.getRemappedValues(op->getOperands(), typeConverter,
                                          operands)))
    return rewriter.notifyMatchFailure(op, "an operand type does not convert");
  const TypeConverter *outer = conversion.currentConverter;
  conversion.currentConverter = typeConverter;
  llvm::LogicalResult result = matchAndRewrite(op, operands, conversion);
  conversion.currentConverter = outer;
  return result;
}

//===-- ConversionPatternRewriter -----------------------------------------===//

Value ConversionPatternRewriter::lookup(Value value) const {
  for (auto it = mapping.find(value); it != mapping.end();
       it = mapping.find(value))
    value = it->second;
  return value;
}

Value ConversionPatternRewriter::materialize(OpBuilder &builder, Value input,
                                             Type type, Location loc,
                                             const TypeConverter *converter,
                                             bool toSource) {
  Value result;
  if (converter)
    result = toSource ? converter->materializeSourceConversion(builder, loc,
                                                               type, {input})
                      : converter->materializeTargetConversion(builder, loc,
                                                               type, {input});
  if (!result) {
    OperationState state(loc,
                         builder.getName("builtin.unrealized_conversion_cast"));
    state.operands.push_back(input);
    state.types.push_back(type);
    result = builder.create(state)->getResult(0);
  }
  if (Operation *def = result.getDefiningOp()) {
    materializations.push_back(def);
    liveMaterializations.insert(def);
  }
  return result;
}

llvm::LogicalResult ConversionPatternRewriter::getRemappedValues(
    ValueRange values, const TypeConverter *converter,
    llvm::SmallVectorImpl<Value> &out) {
  // Every type is checked before anything is created, so a failure
  // leaves the IR as it was.
  llvm::SmallVector<Type, 4> wanted;
  for (Value v : values) {
    Value current = lookup(v);
    Type type = current.getType();
    if (converter) {
      type = converter->convertType(v.getType());
      if (!type)
        return llvm::failure();
    }
    out.push_back(current);
    wanted.push_back(type);
  }
  for (unsigned i = 0; i < out.size(); ++i) {
    // A block argument being replaced: its converted value.
    if (auto it = pendingArgumentIndex.find(out[i]);
        it != pendingArgumentIndex.end())
      out[i] = resolvePendingArgument(pendingArguments[it->second]);
    if (out[i].getType() == wanted[i])
      continue;
    // A value not converted yet: cast it where it is defined (a block
    // argument at the start of its block), once per type, as MLIR does.
    auto key = std::make_pair(out[i], wanted[i]);
    if (auto it = targetCasts.find(key);
        it != targetCasts.end() &&
        isLiveMaterialization(it->second.getDefiningOp())) {
      out[i] = it->second;
      continue;
    }
    OpBuilder builder(getContext());
    if (Operation *def = out[i].getDefiningOp())
      builder.setInsertionPointAfter(def);
    else
      builder.setInsertionPointToStart(out[i].getParentBlock());
    Value cast = materialize(builder, out[i], wanted[i], out[i].getLoc(),
                             converter, /*toSource=*/false);
    targetCasts[key] = cast;
    // Indexed by the ops whose erasure makes the entry stale.
    if (Operation *def = key.first.getDefiningOp())
      targetCastsByOp[def].push_back(key);
    if (Operation *castOp = cast.getDefiningOp())
      targetCastsByOp[castOp].push_back(key);
    out[i] = cast;
  }
  return llvm::success();
}

void ConversionPatternRewriter::replaceOp(Operation *op, ValueRange values) {
  assert(values.size() == op->getNumResults() &&
         "replaceOp needs one value per result");
  llvm::SmallVector<Value, 4> standIns(values.begin(), values.end());
  for (unsigned i = 0; i < values.size(); ++i) {
    Value from = op->getResult(i), to = values[i];
    if (!to || to.getType() == from.getType() || from.use_empty())
      continue;
    // Users not converted yet still expect the old type.
    OpBuilder builder(getContext());
    if (Operation *def = to.getDefiningOp())
      builder.setInsertionPointAfter(def);
    else
      builder.setInsertionPointToStart(to.getParentBlock());
    // A block argument standing for several results gets one stand-in of
    // each type, as MLIR's cached materializations do.
    Operation *reused = nullptr;
    if (!to.getDefiningOp())
      for (Operation *cast : blockArgumentStandIns)
        if (isLiveMaterialization(cast) && cast->getNumOperands() == 1 &&
            cast->getOperand(0) == to &&
            cast->getResult(0).getType() == from.getType())
          reused = cast;
    if (reused) {
      standIns[i] = reused->getResult(0);
    } else {
      standIns[i] = materialize(builder, to, from.getType(), from.getLoc(),
                                currentConverter, /*toSource=*/true);
      if (!to.getDefiningOp() && standIns[i].getDefiningOp())
        blockArgumentStandIns.push_back(standIns[i].getDefiningOp());
    }
    // A replacement that is an operand's converted value (a cast
    // forwarding its operand): if that operand's own stand-in outlives the
    // conversion, MLIR casts from it rather than from the converted value.
    for (Value operand : op->getOperands()) {
      Operation *standIn = operand.getDefiningOp();
      if (standIn && isLiveMaterialization(standIn) && lookup(operand) == to &&
          operand.getType() != to.getType()) {
        forwardedStandIns.push_back({standIns[i].getDefiningOp(), standIn});
        break;
      }
    }
    mapping[standIns[i]] = to;
  }
  PatternRewriter::replaceOp(op, standIns);
}

llvm::LogicalResult
ConversionPatternRewriter::convertBlockTypes(Block &block,
                                             const TypeConverter &converter) {
  for (BlockArgumentImpl *arg : block.getArguments())
    if (!converter.convertType(Value(arg).getType()))
      return llvm::failure();
  for (BlockArgumentImpl *impl : block.getArguments()) {
    Value arg(impl);
    Type oldType = arg.getType();
    Type newType = converter.convertType(oldType);
    if (newType == oldType)
      continue;
    arg.setType(newType);
    if (arg.use_empty())
      continue;
    llvm::SmallVector<OpOperand *, 4> uses;
    for (OpOperand *use = arg.getFirstUse(); use; use = use->getNextUse())
      uses.push_back(use);
    OpBuilder builder(getContext());
    builder.setInsertionPointToStart(&block);
    Value standIn = materialize(builder, arg, oldType, arg.getLoc(), &converter,
                                /*toSource=*/true);
    mapping[standIn] = arg;
    for (OpOperand *use : uses)
      use->set(standIn);
  }
  return llvm::success();
}

void ConversionPatternRewriter::replaceBlockArgument(Value from, ValueRange to,
                                                     ArgumentPacker pack) {
  pendingArgumentIndex[from] = pendingArguments.size();
  pendingArguments.push_back({from,
                              llvm::SmallVector<Value, 8>(to.begin(), to.end()),
                              std::move(pack), currentConverter, Value()});
}

Value ConversionPatternRewriter::resolvePendingArgument(
    PendingArgument &pending) {
  if (pending.converted)
    return pending.converted;
  if (!pending.pack) {
    pending.converted = pending.to.front();
    return pending.converted;
  }
  OpBuilder builder(getContext());
  builder.setInsertionPointToStart(pending.from.getParentBlock());
  pending.converted = pending.pack(builder, pending.from.getLoc(), pending.to);
  return pending.converted;
}

void ConversionPatternRewriter::finishBlockArgumentReplacements() {
  for (PendingArgument &pending : pendingArguments) {
    Value from = pending.from;
    if (from.use_empty())
      continue;
    Value to = resolvePendingArgument(pending);
    llvm::SmallVector<OpOperand *, 4> uses;
    for (OpOperand *use = from.getFirstUse(); use; use = use->getNextUse())
      uses.push_back(use);
    Value standIn = to;
    if (to.getType() != from.getType()) {
      OpBuilder builder(getContext());
      Operation *def = to.getDefiningOp();
      if (def)
        builder.setInsertionPointAfter(def);
      else
        builder.setInsertionPointToStart(from.getParentBlock());
      standIn = materialize(builder, to, from.getType(), from.getLoc(),
                            pending.converter, /*toSource=*/true);
      mapping[standIn] = to;
    }
    for (OpOperand *use : uses)
      use->set(standIn);
  }
  // The replaced arguments go, last first so the indices hold.
  for (PendingArgument &pending : llvm::reverse(pendingArguments)) {
    Block *block = pending.from.getParentBlock();
    for (unsigned i = 0; i < block->getNumArguments(); ++i)
      if (block->getArgument(i) == pending.from) {
        block->eraseArgument(i);
        break;
      }
  }
  pendingArguments.clear();
  pendingArgumentIndex.clear();
}

void ConversionPatternRewriter::finishForwardedStandIns() {
  for (auto [cast, operandStandIn] : forwardedStandIns) {
    if (!cast || !isLiveMaterialization(cast) ||
        !isLiveMaterialization(operandStandIn))
      continue;
    Value operand = operandStandIn->getResult(0);
    bool usedElsewhere = false;
    for (OpOperand *use = operand.getFirstUse(); use; use = use->getNextUse())
      usedElsewhere |= use->getOwner() != cast;
    if (!usedElsewhere)
      continue;
    cast->setOperand(0, operand);
    cast->remove();
    operandStandIn->getBlock()->insert(
        std::next(Block::iterator(operandStandIn)), cast);
  }
  forwardedStandIns.clear();
}

void ConversionPatternRewriter::finishBlockArgumentStandIns() {
  for (Operation *cast : blockArgumentStandIns) {
    if (!isLiveMaterialization(cast))
      continue;
    Block *block = cast->getBlock();
    cast->remove();
    block->insert(block->begin(), cast);
  }
  blockArgumentStandIns.clear();
}

void ConversionPatternRewriter::forgetOperation(Operation *op) {
  liveMaterializations.erase(op);
  llvm::erase(blockArgumentStandIns, op);
  if (op->getNumResults() == 0)
    return;
  for (Value result : op->getResults())
    mapping.erase(result);
  auto it = targetCastsByOp.find(op);
  if (it == targetCastsByOp.end())
    return;
  for (auto &key : it->second)
    targetCasts.erase(key);
  targetCastsByOp.erase(it);
}

//===-- The driver --------------------------------------------------------===//

namespace {
enum class ConversionMode { Partial, Full };

class ConversionDriver final : public RewriteListener {
public:
  ConversionDriver(Context &ctx, const ConversionTarget &target,
                   const FrozenPatternSet &patterns, ConversionMode mode)
      : target(target), patterns(patterns), mode(mode), rewriter(ctx, this) {}

  llvm::LogicalResult run(Operation *root) {
    std::vector<Operation *> toConvert;
    collect(root, toConvert);
    for (Operation *op : toConvert)
      for (unsigned i = 0; i < op->getNumOperands(); ++i)
        origins[{op, i}] = originOf(op->getOperand(i));
    for (Operation *op : toConvert) {
      if (erased.contains(op))
        continue;
      if (failed(legalize(op)))
        return llvm::failure();
    }
    rewriter.finishBlockArgumentReplacements();
    rewriter.finishForwardedStandIns();
    rewriter.finishBlockArgumentStandIns();
    removeDeadMaterializations();
    return llvm::success();
  }

  void notifyOperationInserted(Operation *op) override {
    erased.erase(op); // the memory of an erased op may be reused
    created.push_back(op);
  }
  void notifyOperationErased(Operation *op) override {
    erased.insert(op);
    for (unsigned i = 0; i < op->getNumOperands(); ++i)
      origins.erase({op, i});
    rewriter.forgetOperation(op);
  }

private:
  /// Pre-order, skipping the inside of recursively legal ops.
  void collect(Operation *op, std::vector<Operation *> &out) {
    out.push_back(op);
    if (target.isRecursivelyLegal(op))
      return;
    for (Region &region : op->getRegions())
      for (Block &block : region)
        for (Operation &inner : block)
          collect(&inner, out);
  }

  /// MLIR's legalizeWithFold: an op that folds is replaced by what it
  /// folds to (constants the dialect materializes, legalized in turn), or
  /// legalized by patterns when it changed in place. Constants are not
  /// folded.
  ///
  /// What the folds see approximates what MLIR's see: MLIR replaces uses
  /// only when the conversion ends, so an op sees the operands it was
  /// given. Each operand's origin records that value: its constant when a
  /// constant op made it (a constant converted since still folds its
  /// users; an op folded to a constant does not), and its identity (two
  /// operands that are one value now but were two are not folded, which
  /// would take them for one).
  std::optional<llvm::LogicalResult> legalizeWithFold(Operation *op) {
    if (op->hasTrait(ConstantLike))
      return std::nullopt;
    llvm::SmallVector<Attribute, 4> constants;
    llvm::SmallVector<std::pair<Value, Origin>, 4> before;
    for (unsigned i = 0; i < op->getNumOperands(); ++i) {
      Origin origin = originOf(op, i);
      for (unsigned j = 0; j < i; ++j)
        if (op->getOperand(j) == op->getOperand(i) &&
            originOf(op, j).identity != origin.identity)
          return std::nullopt;
      // Poison (an untyped constant) is not folded through: mlir-opt's
      // conversions leave `srem %poison, %c` as it is.
      Attribute value = origin.constant;
      if (value && getAttributeType(value) != op->getOperand(i).getType())
        value = Attribute();
      constants.push_back(value);
      before.push_back({op->getOperand(i), origin});
    }
    llvm::SmallVector<OpFoldResult, 2> results;
    if (failed(foldOperation(op, constants, results)))
      return std::nullopt;
    if (results.empty()) {
      // Changed in place (operands moved): the origins follow the values,
      // and patterns take over (folding again would undo this fold).
      for (unsigned i = 0; i < op->getNumOperands(); ++i) {
        auto it = llvm::find_if(
            before, [&](auto &b) { return b.first == op->getOperand(i); });
        if (it != before.end())
          origins[{op, i}] = it->second;
        else
          origins.erase({op, i});
      }
      return legalize(op, /*allowFold=*/false);
    }
    rewriter.setInsertionPoint(op);
    llvm::SmallVector<Value, 2> replacements;
    llvm::SmallVector<Operation *, 2> made;
    if (failed(
            materializeFoldResults(op, results, rewriter, replacements, made)))
      return std::nullopt;
    // MLIR keeps a fold only when the constants it made legalize: one the
    // target does not accept and no pattern converts (an arith.constant
    // where only llvm ops are legal) undoes the fold, and the op's
    // patterns take over.
    for (Operation *constant : made) {
      if (target.isLegal(constant) == true ||
          !patterns.lookup(constant->getName()).empty())
        continue;
      for (Operation *undone : llvm::reverse(made))
        rewriter.eraseOp(undone);
      return std::nullopt;
    }
    // Replaced first: legalizing a constant may replace it in turn, which
    // then redirects the uses it took over. The users keep their origins:
    // they still see the folded op.
    created.clear();
    rewriter.replaceOp(op, replacements);
    for (Operation *constant : made)
      if (failed(legalize(constant)))
        return llvm::failure();
    return llvm::success();
  }

  llvm::LogicalResult legalize(Operation *op, bool allowFold = true) {
    std::optional<bool> legal = target.isLegal(op);
    if (legal == true)
      return llvm::success();
    // As MLIR: an op of the input that folds is replaced by what it folds
    // to before any pattern is tried.
    if (allowFold)
      if (std::optional<llvm::LogicalResult> folded = legalizeWithFold(op))
        return *folded;
    for (const RewritePattern *pattern : patterns.lookup(op->getName())) {
      if (llvm::is_contained(applying, pattern))
        continue;
      size_t firstCreated = created.size();
      // The ops a pattern makes from the op's operands were given what the
      // op was (MLIR's patterns see the operands as they were).
      llvm::SmallVector<std::pair<Value, Origin>, 4> given;
      for (unsigned i = 0; i < op->getNumOperands(); ++i)
        given.push_back({op->getOperand(i), originOf(op, i)});
      rewriter.setInsertionPoint(op);
      if (failed(pattern->matchAndRewrite(op, rewriter)))
        continue;
      llvm::SmallVector<Operation *, 8> newOps(created.begin() + firstCreated,
                                               created.end());
      for (Operation *newOp : newOps) {
        if (erased.contains(newOp))
          continue;
        for (unsigned i = 0; i < newOp->getNumOperands(); ++i) {
          Value v = newOp->getOperand(i);
          auto it = llvm::find_if(given, [&](auto &g) { return g.first == v; });
          origins[{newOp, i}] = it != given.end() ? it->second : originOf(v);
        }
      }
      created.resize(firstCreated);
      applying.push_back(pattern);
      for (Operation *newOp : newOps) {
        if (erased.contains(newOp))
          continue;
        if (failed(legalize(newOp))) {
          applying.pop_back();
          return llvm::failure();
        }
      }
      applying.pop_back();
      // Erased or replaced: done. Updated in place: done unless it is
      // still illegal, then the remaining patterns get their turn.
      if (erased.contains(op) || target.isLegal(op) != false)
        return llvm::success();
      legal = false;
    }
    if (mode == ConversionMode::Full && legal != true) {
      op->emitError("failed to legalize operation '" +
                    op->getName().getStringRef() + "'");
      return llvm::failure();
    }
    if (legal == false) {
      op->emitError("failed to legalize operation '" +
                    op->getName().getStringRef() +
                    "' that was explicitly marked illegal");
      return llvm::failure();
    }
    return llvm::success();
  }

  /// Casts nobody uses any more go, last made first (a cast may feed an
  /// earlier one).
  void removeDeadMaterializations() {
    // As MLIR reconciles the casts a conversion made: one whose chain of
    // casts leads back to a value of its own type is that value.
    OperationName castName = rewriter.getContext().getOperationName(
        "builtin.unrealized_conversion_cast");
    for (Operation *cast : rewriter.getMaterializations()) {
      // (A type converter's materializations may make other ops.)
      if (!rewriter.isLiveMaterialization(cast) ||
          cast->getName() != castName || cast->getNumOperands() != 1 ||
          cast->getNumResults() != 1)
        continue;
      Type type = cast->getResult(0).getType();
      Value input = cast->getOperand(0);
      while (Operation *def = input.getDefiningOp()) {
        if (def->getName() != castName || def->getNumOperands() != 1)
          break;
        input = def->getOperand(0);
        if (input.getType() == type) {
          cast->getResult(0).replaceAllUsesWith(input);
          break;
        }
      }
    }
    for (Operation *cast : llvm::reverse(rewriter.getMaterializations())) {
      if (!rewriter.isLiveMaterialization(cast))
        continue;
      bool dead = true;
      for (unsigned i = 0; i < cast->getNumResults(); ++i)
        dead &= cast->getResult(i).use_empty();
      if (dead)
        rewriter.eraseOp(cast);
    }
  }

  const ConversionTarget &target;
  const FrozenPatternSet &patterns;
  ConversionMode mode;
  ConversionPatternRewriter rewriter;
  llvm::DenseSet<Operation *> erased;
  std::vector<Operation *> created;
  /// What an operand was when its op was given it: the constant, if a
  /// constant op made it, and which value it was.
  struct Origin {
    Attribute constant;
    const void *identity = nullptr;
  };
  static Origin originOf(Value v) {
    Operation *def = v.getDefiningOp();
    return {def && def->hasTrait(ConstantLike) ? getConstantValue(def)
                                               : Attribute(),
            v.getImpl()};
  }
  Origin originOf(Operation *op, unsigned i) const {
    auto it = origins.find({op, i});
    return it != origins.end() ? it->second : originOf(op->getOperand(i));
  }
  llvm::DenseMap<std::pair<Operation *, unsigned>, Origin> origins;
  /// The patterns whose created ops are being legalized (outermost first).
  llvm::SmallVector<const RewritePattern *, 4> applying;
};
} // namespace

llvm::LogicalResult
terrace::applyPartialConversion(Operation *root, const ConversionTarget &target,
                                const FrozenPatternSet &patterns) {
  return ConversionDriver(target.getContext(), target, patterns,
                          ConversionMode::Partial)
      .run(root);
}

llvm::LogicalResult
terrace::applyFullConversion(Operation *root, const ConversionTarget &target,
                             const FrozenPatternSet &patterns) {
  return ConversionDriver(target.getContext(), target, patterns,
                          ConversionMode::Full)
      .run(root);
}
