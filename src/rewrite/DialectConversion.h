//===- DialectConversion.h - Rewriting IR into a legal target -------------===//
//
// A conversion rewrites every op that its ConversionTarget does not call
// legal, with ConversionPatterns, and converts value types along the way
// with a TypeConverter. Where a converted value meets a user that was not
// converted yet, a `builtin.unrealized_conversion_cast` stands in between;
// the casts nobody needs are removed at the end.
//
//   ConversionTarget target(ctx);
//   target.addLegalDialect("cf");
//   target.addIllegalOp<scf::ForOp>();
//   RewritePatternSet patterns(ctx);
//   patterns.add(std::make_unique<ForLowering>());
//   if (failed(applyPartialConversion(module, target, std::move(patterns))))
//     signalPassFailure();
//
// Partial conversion fails only on ops the target marks illegal; full
// conversion fails on every op that is not legal. The failure is reported
// at the op that could not be legalized. Unlike MLIR, a failed conversion
// does not roll the IR back: passes fail and tools write nothing, so the
// IR left behind is never seen.
//
//===----------------------------------------------------------------------===//
#pragma once

#include "rewrite/PatternMatch.h"

#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/StringSet.h"

#include <functional>
#include <optional>

namespace terrace {

/// Which ops are legal after a conversion. An op's own entry wins over its
/// dialect's; an op with neither is unknown.
class ConversionTarget {
public:
  using LegalityFn = std::function<bool(Operation *)>;

  explicit ConversionTarget(Context &ctx) : ctx(ctx) {}
  Context &getContext() const { return ctx; }

  void addLegalOp(llvm::StringRef name) { ops[name] = {Action::Legal, {}}; }
  void addIllegalOp(llvm::StringRef name) { ops[name] = {Action::Illegal, {}}; }
  /// The same for typed ops (ir/OpBase.h): addIllegalOp<scf::ForOp>().
  template <typename... OpTs> void addLegalOp() {
    (addLegalOp(OpTs::name), ...);
  }
  template <typename... OpTs> void addIllegalOp() {
    (addIllegalOp(OpTs::name), ...);
  }
  /// Legal when `fn` says so, illegal otherwise.
  void addDynamicallyLegalOp(llvm::StringRef name, LegalityFn fn) {
    ops[name] = {Action::Dynamic, std::move(fn)};
  }
  void addLegalDialect(llvm::StringRef ns) {
    dialects[ns] = {Action::Legal, {}};
  }
  void addIllegalDialect(llvm::StringRef ns) {
    dialects[ns] = {Action::Illegal, {}};
  }
  void addDynamicallyLegalDialect(llvm::StringRef ns, LegalityFn fn) {
    dialects[ns] = {Action::Dynamic, std::move(fn)};
  }
  /// Ops with no entry of their own nor of their dialect are decided by
  /// `fn` instead of being unknown.
  void markUnknownOpDynamicallyLegal(LegalityFn fn) {
    unknownLegality = std::move(fn);
  }
  /// A legal `name` op is legal with everything nested in it: the
  /// conversion does not look inside.
  void markOpRecursivelyLegal(llvm::StringRef name) {
    recursivelyLegal.insert(name);
  }

  /// True: legal; false: illegal; none: the target does not say.
  std::optional<bool> isLegal(Operation *op) const;
  bool isRecursivelyLegal(Operation *op) const;

private:
  enum class Action { Legal, Illegal, Dynamic };
  struct Entry {
    Action action;
    LegalityFn fn;
  };
  Context &ctx;
  llvm::StringMap<Entry> ops, dialects;
  llvm::StringSet<> recursivelyLegal;
  LegalityFn unknownLegality;
};

/// Converts types one to one. Rules are tried from the last added: the
/// first that answers decides (a null Type answer means "cannot convert").
class TypeConverter {
public:
  using ConversionFn = std::function<std::optional<Type>(Type)>;
  /// Builds a value of `type` from `inputs` at the builder's insertion
  /// point; a null Value means it cannot.
  using MaterializationFn =
      std::function<Value(OpBuilder &, Type type, ValueRange inputs, Location)>;

  void addConversion(ConversionFn fn) { conversions.push_back(std::move(fn)); }
  /// From converted values back to the original type, for users that were
  /// not converted.
  void addSourceMaterialization(MaterializationFn fn) {
    sourceMaterializations.push_back(std::move(fn));
  }
  /// From original values to the converted type, for converted users of
  /// values that were not converted.
  void addTargetMaterialization(MaterializationFn fn) {
    targetMaterializations.push_back(std::move(fn));
  }

  /// The converted type, or null when no rule converts `type`.
  Type convertType(Type type) const;
  bool isLegal(Type type) const { return convertType(type) == type; }
  /// Whether every operand and result type of `op` is legal.
  bool isLegal(Operation *op) const;
  /// Whether every argument type of every block of `region` is legal.
  bool isLegal(Region &region) const;

  Value materializeSourceConversion(OpBuilder &builder, Location loc, Type type,
                                    ValueRange inputs) const;
  Value materializeTargetConversion(OpBuilder &builder, Location loc, Type type,
                                    ValueRange inputs) const;
  bool hasSourceMaterializations() const {
    return !sourceMaterializations.empty();
  }

private:
  std::vector<ConversionFn> conversions;
  std::vector<MaterializationFn> sourceMaterializations, targetMaterializations;
};

class ConversionPatternRewriter;

/// A pattern that sees the op's operands as already converted: values
/// replaced by an earlier pattern, converted to the type converter's
/// types when the pattern has one.
class ConversionPattern : public RewritePattern {
public:
  virtual llvm::LogicalResult
  matchAndRewrite(Operation *op, ValueRange operands,
                  ConversionPatternRewriter &rewriter) const = 0;
  /// Remaps the operands and calls the overload above; only valid under
  /// a conversion driver.
  llvm::LogicalResult matchAndRewrite(Operation *op,
                                      PatternRewriter &rewriter) const final;
  const TypeConverter *getTypeConverter() const { return typeConverter; }

protected:
  ConversionPattern(llvm::StringRef rootName, unsigned benefit,
                    llvm::StringRef debugName,
                    const TypeConverter *typeConverter = nullptr)
      : RewritePattern(rootName, benefit, debugName),
        typeConverter(typeConverter) {}

private:
  const TypeConverter *typeConverter;
};

/// The rewriter of a conversion: replacements may change types (users not
/// yet converted get a cast back to the old type), and it answers what an
/// original value stands for now.
class ConversionPatternRewriter final : public PatternRewriter {
public:
  ConversionPatternRewriter(Context &ctx, RewriteListener *listener)
      : PatternRewriter(ctx, listener) {}

  /// Replaces the op's results; a replacement of another type is recorded
  /// as the result's converted value, and remaining users see a cast.
  void replaceOp(Operation *op, ValueRange values) override;
  /// The values `values` stand for now, converted by `converter` when given
  /// (a cast is inserted before the insertion point where needed). Fails
  /// when a type does not convert.
  llvm::LogicalResult getRemappedValues(ValueRange values,
                                        const TypeConverter *converter,
                                        llvm::SmallVectorImpl<Value> &out);
  /// Converts the argument types of `block` in place; existing users of an
  /// argument get a cast back to its old type at the start of the block
  /// (made in argument order, so the last argument's comes first, as
  /// MLIR's). Fails, changing nothing, when a type does not convert.
  llvm::LogicalResult convertBlockTypes(Block &block,
                                        const TypeConverter &converter);

  /// Builds the converted value of a block argument from the arguments
  /// that replace it (a memref descriptor from its fields).
  using ArgumentPacker =
      std::function<Value(OpBuilder &, Location, ValueRange)>;
  /// Replaces the block argument `from` by `to`, new arguments of its
  /// block: one of the converted type, or several that `pack` makes one
  /// from. As in MLIR, the replacement is made lazily: a converted user
  /// that asks for `from` gets `pack(to)` made at the start of the block
  /// then; when the conversion ends, users not converted get a cast of it
  /// back to `from`'s type (made at the start of the block, in the order
  /// the arguments were replaced, so the last one's comes first), and
  /// `from` is erased.
  void replaceBlockArgument(Value from, ValueRange to,
                            ArgumentPacker pack = nullptr);
  /// Ends the replacements of block arguments (called by the driver).
  void finishBlockArgumentReplacements();
  /// Where a replaced result stands for a forwarded operand whose own
  /// stand-in outlives the conversion, casts from that stand-in, as MLIR
  /// does (called by the driver at the end).
  void finishForwardedStandIns();
  /// Stand-ins of results replaced by a block argument go to the start of
  /// its block when the conversion ends, each above the ones before it:
  /// MLIR makes them then (called by the driver at the end).
  void finishBlockArgumentStandIns();

  /// What `value` stands for now (following replacements, through the
  /// casts that stand in for replaced values).
  Value getRemappedValue(Value value) const { return lookup(value); }

  /// The casts this rewriter inserted, in creation order; those erased
  /// since are no longer live.
  llvm::ArrayRef<Operation *> getMaterializations() const {
    return materializations;
  }
  bool isLiveMaterialization(Operation *op) const {
    return liveMaterializations.contains(op);
  }
  /// Called by the driver when an op is erased: nothing may refer to its
  /// results any more (their memory may be reused by a new op).
  void forgetOperation(Operation *op);

private:
  /// A value of `type` made from `input` (by `converter`'s
  /// materializations when it has one, else a
  /// `builtin.unrealized_conversion_cast`) at `builder`'s insertion point.
  Value materialize(OpBuilder &builder, Value input, Type type, Location loc,
                    const TypeConverter *converter, bool toSource);
  /// What `value` stands for now (following replacements).
  Value lookup(Value value) const;

  /// The casts of values not converted yet to a converted type, reused by
  /// every later user.
  llvm::DenseMap<std::pair<Value, Type>, Value> targetCasts;
  /// The keys of targetCasts that name each op (as the value cast or as the
  /// cast), so that erasing an op drops them without a scan.
  llvm::DenseMap<Operation *, llvm::SmallVector<std::pair<Value, Type>, 1>>
      targetCastsByOp;
  /// The type converter of the conversion pattern being applied.
  const TypeConverter *currentConverter = nullptr;

  /// A block argument being replaced, and its converted value once made.
  struct PendingArgument {
    Value from;
    llvm::SmallVector<Value, 8> to;
    ArgumentPacker pack;
    const TypeConverter *converter;
    Value converted;
  };
  std::vector<PendingArgument> pendingArguments;
  /// Stand-ins of forwarded operands: (the stand-in made for the
  /// replaced result, the operand's own stand-in).
  std::vector<std::pair<Operation *, Operation *>> forwardedStandIns;
  /// Stand-ins made for results replaced by block arguments, in order.
  std::vector<Operation *> blockArgumentStandIns;
  llvm::DenseMap<Value, size_t> pendingArgumentIndex;
  /// The converted value of a pending argument, made now if needed.
  Value resolvePendingArgument(PendingArgument &pending);
  friend class ConversionPattern;

  /// Stand-in value (a cast result) -> the converted value it stands for.
  /// Only stand-ins are keys: they live to the end of the conversion, so
  /// no key is ever a freed value whose memory was reused.
  llvm::DenseMap<Value, Value> mapping;
  std::vector<Operation *> materializations;
  llvm::DenseSet<Operation *> liveMaterializations;
};

/// Converts `root` and everything nested in it; fails (with a diagnostic at
/// the op) when an illegal op could not be converted.
llvm::LogicalResult applyPartialConversion(Operation *root,
                                           const ConversionTarget &target,
                                           const FrozenPatternSet &patterns);
/// As above, but every op must end up legal.
llvm::LogicalResult applyFullConversion(Operation *root,
                                        const ConversionTarget &target,
                                        const FrozenPatternSet &patterns);

} // namespace terrace
