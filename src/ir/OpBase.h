//===- OpBase.h - Typed ops: names checked by the compiler ----------------===//
//
// Each registered op has a small C++ type, declared in its dialect's header
// beside the names of its operand groups, result groups, properties and
// regions (its signature):
//
//   struct IntBinary {   // shared by several ops
//     static constexpr ValueSpec kOperands[] = {{"lhs", &SignlessIntegerLike},
//                                              {"rhs", &SignlessIntegerLike}};
//     static constexpr ValueSpec kResults[] = {{"result",
//     &SignlessIntegerLike}};
//   };
//   struct AndIOp : Op<AndIOp>, IntBinary {
//     static constexpr llvm::StringLiteral name = "arith.andi";
//   };
//
// The dialect's table row takes its name and signature from the type
// (`defineOp<AndIOp>({.traits = ..., .format = ...})`), so they are written
// once. Code that uses the op names its parts as template arguments, which
// the compiler looks up in the signature: a misspelled or wrongly-kinded
// name does not compile.
//
//   if (auto andi = llvm::dyn_cast<arith::AndIOp>(op))   // a pointer compare
//     Value lhs = andi.operand<"lhs">();
//   auto add = create<arith::AddIOp>(b, loc, with<"lhs">(x), with<"rhs">(y));
//
// Identity is the op type's tag in the row (OpDefinition::typeID), and
// create<> finds the op's interned name by that tag: no string is compared
// or hashed. Nothing is generated; the generic verifier, parser and printer
// read the same signature.
//
//===----------------------------------------------------------------------===//
#pragma once

#include "ir/Builder.h"
#include "ir/OpSignature.h"

#include "llvm/Support/Casting.h"

#include <type_traits>

namespace terrace {

//===-- Names as template arguments ---------------------------------------===//

/// A string literal usable as a template argument.
template <size_t N> struct FixedString {
  char chars[N] = {};
  constexpr FixedString(const char (&s)[N]) {
    for (size_t i = 0; i < N; ++i)
      chars[i] = s[i];
  }
  constexpr llvm::StringRef str() const { return {chars, N - 1}; }
};

namespace detail {
template <size_t N>
constexpr bool sameName(llvm::StringRef name, const FixedString<N> &s) {
  if (name.size() != N - 1)
    return false;
  for (size_t i = 0; i + 1 < N; ++i)
    if (name.data()[i] != s.chars[i])
      return false;
  return true;
}
/// The index of the spec named `name` in `specs`, or -1.
template <typename Spec, size_t M, size_t N>
constexpr int findSpec(const Spec (&specs)[M], const FixedString<N> &name) {
  for (size_t i = 0; i < M; ++i)
    if (sameName(specs[i].name, name))
      return int(i);
  return -1;
}

template <typename OpT> struct OpTypeTag {
  static constexpr OpTypeIdentity tag{OpT::name};
};
} // namespace detail

/// The identity of op type `OpT`: what its row's `typeID` holds.
template <typename OpT>
constexpr const void *opTypeID = &detail::OpTypeTag<OpT>::tag;

//===-- Signatures from the op types --------------------------------------===//

namespace detail {
template <typename OpT> constexpr llvm::ArrayRef<ValueSpec> operandsOf() {
  if constexpr (requires { OpT::kOperands; })
    return OpT::kOperands;
  else
    return {};
}
template <typename OpT> constexpr llvm::ArrayRef<ValueSpec> resultsOf() {
  if constexpr (requires { OpT::kResults; })
    return OpT::kResults;
  else
    return {};
}
template <typename OpT> constexpr llvm::ArrayRef<AttrSpec> propertiesOf() {
  if constexpr (requires { OpT::kProperties; })
    return OpT::kProperties;
  else
    return {};
}
template <typename OpT> constexpr llvm::ArrayRef<RegionSpec> regionsOf() {
  if constexpr (requires { OpT::kRegions; })
    return OpT::kRegions;
  else
    return {};
}

template <typename OpT> constexpr llvm::ArrayRef<SuccessorSpec> successorsOf() {
  if constexpr (requires { OpT::kSuccessors; })
    return OpT::kSuccessors;
  else
    return {};
}

/// Where a name is found in an op type's signature.
enum class SpecKind { None, Operand, Result, Property, Region, Successor };
struct SpecSlot {
  SpecKind kind = SpecKind::None;
  int index = -1;
  Arity arity = Arity::Single;
};
template <typename OpT, FixedString Name> constexpr SpecSlot findSlot() {
  if constexpr (requires { OpT::kOperands; })
    if (int i = findSpec(OpT::kOperands, Name); i >= 0)
      return {SpecKind::Operand, i, OpT::kOperands[i].arity};
  if constexpr (requires { OpT::kResults; })
    if (int i = findSpec(OpT::kResults, Name); i >= 0)
      return {SpecKind::Result, i, OpT::kResults[i].arity};
  if constexpr (requires { OpT::kProperties; })
    if (int i = findSpec(OpT::kProperties, Name); i >= 0)
      return {SpecKind::Property, i};
  if constexpr (requires { OpT::kRegions; })
    if (int i = findSpec(OpT::kRegions, Name); i >= 0)
      return {SpecKind::Region, i,
              OpT::kRegions[i].variadic ? Arity::Variadic : Arity::Single};
  if constexpr (requires { OpT::kSuccessors; })
    if (int i = findSpec(OpT::kSuccessors, Name); i >= 0)
      return {SpecKind::Successor, i,
              OpT::kSuccessors[i].variadic ? Arity::Variadic : Arity::Single};
  return {};
}
} // namespace detail

/// The signature of op type `OpT`, one object per op type.
template <typename OpT>
inline constexpr OpSignature kSignature = {
    detail::operandsOf<OpT>(), detail::resultsOf<OpT>(),
    detail::propertiesOf<OpT>(), detail::regionsOf<OpT>(),
    detail::successorsOf<OpT>()};

/// A table row for op type `OpT`: its name, signature and identity come
/// from the type; `row` gives the rest (traits, format, verifier, folder).
/// An op type declares `static constexpr bool kChecksItsOwnStructure =
/// true;` when its verifier checks operands and properties itself.
template <typename OpT> constexpr OpDefinition defineOp(OpDefinition row) {
  row.name = OpT::name;
  row.typeID = opTypeID<OpT>;
  // An op type that checks its own operands, results and properties (a
  // structure no signature describes) says so; the others are verified
  // against their signature, an empty one included.
  if constexpr (!requires { OpT::kChecksItsOwnStructure; })
    row.signature = &kSignature<OpT>;
  return row;
}

//===-- Typed views -------------------------------------------------------===//

/// The interned name of the registered op whose type has identity
/// `typeID` (its dialect must be registered in `ctx`).
OperationName getOperationName(Context &ctx, const void *typeID);

/// Appends a terminator of op type `typeID` (no operands, one empty block
/// per single region) to every block of `region` that does not end with a
/// terminator, and gives an empty region one block; it takes `loc`, as
/// MLIR's implicit terminators (SingleBlockImplicitTerminator) do.
void ensureImplicitTerminator(Region &region, Location loc, const void *typeID);

/// MLIR's SingleBlockImplicitTerminator check (made after the regions are
/// verified): each non-empty region ends with the op of `typeID`, named
/// `name` in the error.
llvm::LogicalResult verifyImplicitTerminator(Operation *op, const void *typeID,
                                             llvm::StringRef name);
template <typename TermOp>
llvm::LogicalResult verifyImplicitTerminator(Operation *op) {
  return verifyImplicitTerminator(op, opTypeID<TermOp>, TermOp::name);
}

/// Whether `op` is an op of type `OpT` (a pointer compare).
template <typename OpT> bool isOpOfType(const Operation *op) {
  const OpDefinition *def = op->getName().getDefinition();
  return def && def->typeID == opTypeID<OpT>;
}

/// What every typed view has: the op it looks at (null for a failed
/// dyn_cast).
class OpState {
public:
  Operation *getOperation() const { return op; }
  operator Operation *() const { return op; }
  Operation *operator->() const { return op; }
  explicit operator bool() const { return op != nullptr; }
  Location getLoc() const { return op->getLoc(); }

protected:
  Operation *op = nullptr;
};

/// The base of each op type: accessors by the signature's names.
template <typename Self> class Op : public OpState {
public:
  static bool classof(const Operation *op) { return isOpOfType<Self>(op); }
  /// This op type's interned name in `ctx`: what custom builders start
  /// their OperationState from.
  static OperationName getOperationName(Context &ctx) {
    return terrace::getOperationName(ctx, opTypeID<Self>);
  }
  /// The view of `op`, which must be of this type (llvm::cast checks).
  static Self wrap(Operation *op) {
    assert((!op || classof(op)) && "not an op of this type");
    Self view;
    view.op = op;
    return view;
  }

  /// The operand of single (or optional: null when absent) group `Name`.
  template <FixedString Name> Value operand() const {
    constexpr detail::SpecSlot slot = detail::findSlot<Self, Name>();
    static_assert(slot.kind == detail::SpecKind::Operand,
                  "no operand group of this name");
    static_assert(slot.arity != Arity::Variadic,
                  "a variadic group: use operands<Name>()");
    OperandRange group = operands<Name>();
    return group.empty() ? Value() : group.front();
  }
  /// The use of single operand group `Name`: what it takes, to read or set.
  template <FixedString Name> OpOperand &operandUse() const {
    constexpr detail::SpecSlot slot = detail::findSlot<Self, Name>();
    static_assert(slot.kind == detail::SpecKind::Operand,
                  "no operand group of this name");
    static_assert(slot.arity == Arity::Single, "not a single operand group");
    auto [start, count] = getValueGroup(op, false, unsigned(slot.index));
    return op->getOpOperands()[start];
  }
  /// The operands of group `Name`.
  template <FixedString Name> OperandRange operands() const {
    constexpr detail::SpecSlot slot = detail::findSlot<Self, Name>();
    static_assert(slot.kind == detail::SpecKind::Operand,
                  "no operand group of this name");
    auto [start, count] = getValueGroup(op, false, unsigned(slot.index));
    return op->getOperands().slice(start, count);
  }
  /// The result of single group `Name`.
  template <FixedString Name> Value result() const {
    constexpr detail::SpecSlot slot = detail::findSlot<Self, Name>();
    static_assert(slot.kind == detail::SpecKind::Result,
                  "no result group of this name");
    static_assert(slot.arity != Arity::Variadic,
                  "a variadic group: use results<Name>()");
    ResultRange group = results<Name>();
    return group.empty() ? Value() : group.front();
  }
  template <FixedString Name> ResultRange results() const {
    constexpr detail::SpecSlot slot = detail::findSlot<Self, Name>();
    static_assert(slot.kind == detail::SpecKind::Result,
                  "no result group of this name");
    auto [start, count] = getValueGroup(op, true, unsigned(slot.index));
    return op->getResults().slice(start, count);
  }
  /// Property `Name` (null when absent, or not an `AttrT`). A property
  /// whose constraint names its C++ class (TypedAttrConstraint) is read as
  /// that class or as a plain Attribute only.
  template <FixedString Name, typename AttrT = Attribute>
  AttrT property() const {
    constexpr detail::SpecSlot slot = detail::findSlot<Self, Name>();
    static_assert(slot.kind == detail::SpecKind::Property,
                  "no property of this name");
    if constexpr (slot.kind == detail::SpecKind::Property) {
      constexpr const void *declared =
          Self::kProperties[slot.index].storageClass;
      static_assert(std::is_same_v<AttrT, Attribute> || !declared ||
                        declared == &kAttrClassTag<AttrT>,
                    "the property holds another attribute class");
    }
    return llvm::dyn_cast_if_present<AttrT>(op->getInherentAttr(Name.str()));
  }
  /// Property `Name`, or its declared default when it is absent (MLIR's
  /// DefaultValuedAttr getter; ONNX's schema defaults). Null when it is
  /// absent and has no default.
  template <FixedString Name, typename AttrT = Attribute>
  AttrT propertyOrDefault() const {
    if (AttrT value = property<Name, AttrT>())
      return value;
    constexpr detail::SpecSlot slot = detail::findSlot<Self, Name>();
    if (auto makeDefault = Self::kProperties[slot.index].defaultValue)
      return llvm::dyn_cast_if_present<AttrT>(makeDefault(op->getContext()));
    return AttrT();
  }
  /// Sets (or, with null, removes) property `Name`.
  template <FixedString Name> void setProperty(Attribute value) const {
    static_assert(detail::findSlot<Self, Name>().kind ==
                      detail::SpecKind::Property,
                  "no property of this name");
    if (value)
      op->setAttr(Name.str(), value);
    else
      op->removeAttr(Name.str());
  }
  /// Region `Name` (a single region group).
  template <FixedString Name> Region &region() const {
    constexpr detail::SpecSlot slot = detail::findSlot<Self, Name>();
    static_assert(slot.kind == detail::SpecKind::Region,
                  "no region of this name");
    static_assert(slot.arity == Arity::Single, "a variadic region group");
    return op->getRegion(unsigned(slot.index));
  }
  /// Successor `Name` (a single successor group; the groups before it are
  /// single too).
  template <FixedString Name> Block *successor() const {
    constexpr detail::SpecSlot slot = detail::findSlot<Self, Name>();
    static_assert(slot.kind == detail::SpecKind::Successor,
                  "no successor of this name");
    static_assert(slot.arity == Arity::Single, "a variadic successor group");
    return op->getSuccessor(unsigned(slot.index));
  }
};

/// Operand group `Name` of `op`, an op of one of the types `OpTs` (each
/// naming such a group): for code several op kinds share.
///
///   Value divisor = operandOf<"rhs", DivUIOp, CeilDivUIOp>(op);
template <FixedString Name, typename... OpTs> Value operandOf(Operation *op) {
  Value result;
  bool found = ((isOpOfType<OpTs>(op)
                     ? (result = OpTs::wrap(op).template operand<Name>(), true)
                     : false) ||
                ...);
  assert(found && "not an op of these types");
  (void)found;
  return result;
}

/// The use of single operand group `Name` of `op`, an op of one of the
/// types `OpTs`: to set what it takes.
template <FixedString Name, typename... OpTs>
OpOperand &operandUseOf(Operation *op) {
  OpOperand *result = nullptr;
  bool found =
      ((isOpOfType<OpTs>(op)
            ? (result = &OpTs::wrap(op).template operandUse<Name>(), true)
            : false) ||
       ...);
  assert(found && "not an op of these types");
  (void)found;
  return *result;
}

//===-- Folders: constant operands by name -----------------------------===//

/// What a folder of op type `OpT` is given (MLIR's FoldAdaptor): the typed
/// view of the op, and each operand's constant value (null where it is not
/// constant), read by the signature's names rather than by position, so
/// that reordering or renaming an operand cannot silently shift a folder.
///
///   LogicalResult fold(FoldAdaptor<GatherOp> adaptor, ...) {
///     Attribute data = adaptor.operand<"data">();
template <typename OpT> class FoldAdaptor {
public:
  FoldAdaptor(Operation *op, llvm::ArrayRef<Attribute> constants)
      : view(OpT::wrap(op)), constants(constants) {}
  /// The typed view of the op being folded.
  OpT getOp() const { return view; }
  /// Every operand's constant, in order: for folders that treat the
  /// operands alike (elementwise constant folding), as MLIR's
  /// FoldAdaptor::getOperands.
  llvm::ArrayRef<Attribute> getOperands() const { return constants; }
  /// The constant of single (or optional: null when absent) operand group
  /// `Name`; null when it is not constant.
  template <FixedString Name> Attribute operand() const {
    constexpr detail::SpecSlot slot = detail::findSlot<OpT, Name>();
    static_assert(slot.kind == detail::SpecKind::Operand,
                  "no operand group of this name");
    static_assert(slot.arity != Arity::Variadic,
                  "a variadic group: use operands<Name>()");
    llvm::ArrayRef<Attribute> group = operands<Name>();
    return group.empty() ? Attribute() : group.front();
  }
  /// The constants of operand group `Name`.
  template <FixedString Name> llvm::ArrayRef<Attribute> operands() const {
    constexpr detail::SpecSlot slot = detail::findSlot<OpT, Name>();
    static_assert(slot.kind == detail::SpecKind::Operand,
                  "no operand group of this name");
    auto [start, count] =
        getValueGroup(view.getOperation(), false, unsigned(slot.index));
    return constants.slice(start, count);
  }

private:
  OpT view;
  llvm::ArrayRef<Attribute> constants;
};

/// The FoldFn of a folder written for op type `OpT` with its adaptor:
/// `.fold = foldWith<GatherOp, foldGather>`.
template <typename OpT,
          llvm::LogicalResult (*Fn)(FoldAdaptor<OpT>,
                                    llvm::SmallVectorImpl<OpFoldResult> &)>
llvm::LogicalResult foldWith(Operation *op, llvm::ArrayRef<Attribute> constants,
                             llvm::SmallVectorImpl<OpFoldResult> &results) {
  return Fn(FoldAdaptor<OpT>(op, constants), results);
}

//===-- Creating ops ------------------------------------------------------===//

/// A named part given to create<>: `with<"lhs">(value)`.
template <FixedString Name, typename T> struct NamedArg { T value; };
/// Names an operand group (a Value, or a range for an optional or variadic
/// group), a result group (its Type or types), a property (an attribute) or
/// a variadic region group (its number of regions, as unsigned).
template <FixedString Name, typename T> auto with(T &&value) {
  using Plain = std::remove_cvref_t<T>;
  if constexpr (std::is_array_v<Plain>)
    return NamedArg<Name, llvm::ArrayRef<std::remove_extent_t<Plain>>>{value};
  else
    return NamedArg<Name, Plain>{std::forward<T>(value)};
}

/// What create<> collected, by group: the untyped half of creating an op.
struct OpParts {
  explicit OpParts(const OpSignature &sig);
  llvm::SmallVector<llvm::SmallVector<Value, 2>, 4> operands;
  llvm::SmallVector<llvm::SmallVector<Type, 1>, 2> resultTypes;
  llvm::SmallVector<bool, 2> resultsGiven;
  llvm::SmallVector<NamedAttribute, 4> properties;
  llvm::SmallVector<unsigned, 2> regionCounts;
  llvm::SmallVector<Block *, 2> successors;
  llvm::SmallVector<NamedAttribute, 2> attributes;
};
/// Successor blocks of a terminator being created.
struct Successors {
  llvm::ArrayRef<Block *> blocks;
};
/// Discardable attributes of an op being created.
struct Attributes {
  llvm::ArrayRef<NamedAttribute> attrs;
};

/// Creates the op from its parts: operands in signature order (with
/// `operandSegmentSizes` when several groups are flexible), result types as
/// given or inferred, properties (the others get their defaults), one empty
/// region per region group. Asserts on what only a programming error can
/// cause: a result type that is neither given nor inferable.
Operation *createOp(OpBuilder &builder, Location loc, const void *typeID,
                    const OpSignature &sig, OpParts &parts);

namespace detail {
template <typename OpT, FixedString Name, typename T>
void addPart(OpParts &parts, Context &ctx, NamedArg<Name, T> &&arg) {
  constexpr SpecSlot slot = findSlot<OpT, Name>();
  static_assert(slot.kind != SpecKind::None, "no part of the op has this name");
  if constexpr (slot.kind == SpecKind::Operand) {
    auto &group = parts.operands[slot.index];
    if constexpr (std::is_convertible_v<T, Value>) {
      group.push_back(arg.value);
    } else {
      static_assert(slot.arity != Arity::Single,
                    "a single operand group takes one Value");
      for (Value v : ValueRange(arg.value))
        group.push_back(v);
    }
  } else if constexpr (slot.kind == SpecKind::Result) {
    parts.resultsGiven[slot.index] = true;
    if constexpr (std::is_convertible_v<T, Type>) {
      parts.resultTypes[slot.index].push_back(arg.value);
    } else {
      static_assert(slot.arity != Arity::Single,
                    "a single result group takes one Type");
      for (Type t : TypeRange(arg.value))
        parts.resultTypes[slot.index].push_back(t);
    }
  } else if constexpr (slot.kind == SpecKind::Property) {
    static_assert(std::is_convertible_v<T, Attribute>,
                  "a property takes an attribute");
    if (Attribute value = arg.value)
      parts.properties.push_back({StringAttr::get(ctx, Name.str()), value});
  } else {
    static_assert(slot.arity == Arity::Variadic && std::is_integral_v<T>,
                  "only a variadic region group takes a count");
    parts.regionCounts[slot.index] = unsigned(arg.value);
  }
}
template <typename OpT>
void addPart(OpParts &parts, Context &, Successors &&arg) {
  parts.successors.append(arg.blocks.begin(), arg.blocks.end());
}
template <typename OpT>
void addPart(OpParts &parts, Context &, Attributes &&arg) {
  parts.attributes.append(arg.attrs.begin(), arg.attrs.end());
}

/// The name a part given to create<> names ("" for successors and
/// discardable attributes).
template <typename Part> struct PartName {
  static constexpr llvm::StringRef value = {};
};
template <FixedString Name, typename T> struct PartName<NamedArg<Name, T>> {
  static constexpr llvm::StringRef value = Name.str();
};

constexpr bool sameNames(llvm::StringRef a, llvm::StringRef b) {
  if (a.size() != b.size())
    return false;
  for (size_t i = 0; i < a.size(); ++i)
    if (a.data()[i] != b.data()[i])
      return false;
  return true;
}

/// Whether `given` names every part an op of type `OpT` cannot be without:
/// each single operand group and each property with neither a default nor
/// `optional` (what the verifier would reject: "requires attribute").
template <typename OpT, size_t N>
constexpr bool givesRequiredParts(const llvm::StringRef (&given)[N]) {
  auto isGiven = [&](llvm::StringRef name) {
    for (llvm::StringRef g : given)
      if (sameNames(g, name))
        return true;
    return false;
  };
  if constexpr (requires { OpT::kOperands; })
    for (const ValueSpec &spec : OpT::kOperands)
      if (spec.arity == Arity::Single && !isGiven(spec.name))
        return false;
  if constexpr (requires { OpT::kProperties; })
    for (const AttrSpec &spec : OpT::kProperties)
      if (!spec.optional && !spec.defaultValue && !isGiven(spec.name))
        return false;
  return true;
}
} // namespace detail

/// Creates an op of type `OpT` at the builder's insertion point from named
/// parts (`with<"lhs">(x)`, ...). Every single operand group and every
/// required property must be given (checked when the code compiles); other
/// groups not given are empty, properties get their defaults, and results
/// not given are inferred. An op type whose structure needs code declares a
/// static `build(builder, loc, ...)`, and create<> passes its arguments on.
template <typename OpT, typename... Parts>
OpT create(OpBuilder &builder, Location loc, Parts &&...parts) {
  if constexpr (requires {
                  OpT::build(builder, loc, std::forward<Parts>(parts)...);
                })
    return OpT::build(builder, loc, std::forward<Parts>(parts)...);
  else {
    static constexpr llvm::StringRef kGiven[] = {
        detail::PartName<std::remove_cvref_t<Parts>>::value..., {}};
    static_assert(detail::givesRequiredParts<OpT>(kGiven),
                  "create<> needs every single operand group and every "
                  "property without a default");
    const OpSignature &sig = kSignature<OpT>;
    OpParts collected(sig);
    Context &ctx = builder.getContext();
    (detail::addPart<OpT>(collected, ctx, std::forward<Parts>(parts)), ...);
    return OpT::wrap(createOp(builder, loc, opTypeID<OpT>, sig, collected));
  }
}

} // namespace terrace

namespace llvm {
/// isa<arith::AddIOp>(op), dyn_cast<scf::ForOp>(op), ... on Operation *.
template <typename To>
struct CastInfo<To, terrace::Operation *,
                std::enable_if_t<std::is_base_of_v<terrace::OpState, To>>>
    : NullableValueCastFailed<To>,
      DefaultDoCastIfPossible<To, terrace::Operation *,
                              CastInfo<To, terrace::Operation *>> {
  static bool isPossible(terrace::Operation *op) { return To::classof(op); }
  static To doCast(terrace::Operation *op) { return To::wrap(op); }
  static To castFailed() { return To(); }
};
} // namespace llvm
