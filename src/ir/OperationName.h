//===- OperationName.h - Interned operation names and op definitions ------===//
#pragma once

#include "ir/InterfaceSupport.h"

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/LogicalResult.h"

#include <cstdint>
#include <string>

namespace llvm {
template <typename T> class SmallVectorImpl;
template <typename Fn> class function_ref;
} // namespace llvm

namespace terrace {
class Attribute;
class Context;
class Dialect;
class Operation;
class OpAsmPrinter;
class OpAsmParser;
class Region;
class RewritePatternSet;
class Type;
enum class TypeKind : unsigned;
class TypeRange;
class Value;
struct NamedAttribute;
struct OperationState;
struct OpFoldResult;
struct DeclarativeFormat;
struct EnumSpec;

/// Structural properties of an op that the generic machinery checks or uses:
/// the core's own, as bits for a one-instruction test. A dialect declares
/// traits of its own as OpenTraits (below).
enum OpTrait : uint64_t {
  IsTerminator = 1u << 0,
  IsolatedFromAbove = 1u << 1,
  NoTerminator = 1u << 2,
  SingleBlock = 1u << 3,
  /// The op's region holds a symbol table (builtin.module).
  SymbolTableTrait = 1u << 4,
  /// The op defines a symbol through its `sym_name` attribute.
  SymbolTrait = 1u << 5,
  /// The op only returns control to its parent (func.return).
  ReturnLike = 1u << 6,
  /// No side effects, and safe to execute speculatively (hoisting).
  Pure = 1u << 7,
  /// op(a, b) == op(b, a); folding moves constants to the right.
  Commutative = 1u << 8,
  /// Materializes its `value` attribute as a constant (arith.constant).
  ConstantLike = 1u << 9,
  /// op(op(x)) == op(x).
  Idempotent = 1u << 10,
  /// op(op(x)) == x.
  Involution = 1u << 11,
  /// Every operand and result has one type.
  SameOperandsAndResultType = 1u << 12,
  /// Applies element by element to vectors and tensors.
  Elementwise = 1u << 13,
  /// Its effects are those of the ops in its regions (scf.if, scf.for).
  RecursiveMemoryEffects = 1u << 14,
  /// Every operand has one type (cmpi's lhs and rhs).
  SameTypeOperands = 1u << 15,
  /// The results have the operands' shape (vector/tensor of i1 for cmpi).
  SameOperandsAndResultShape = 1u << 16,
  /// No memory effects, but not always safe to speculate (divsi: division
  /// by zero).
  NoMemoryEffect = 1u << 17,
  /// A loop whose first region is its body, run zero or more times
  /// (scf.for): loop-invariant-code-motion hoists out of it.
  LoopLike = 1u << 18,
  /// No region's entry block takes arguments (scf.if, builtin.module).
  NoRegionArguments = 1u << 19,
  /// Its variadic operand groups share one size (linalg.reduce's inputs
  /// and inits), so no `operandSegmentSizes` splits them.
  SameVariadicOperandSize = 1u << 20,
  /// Its region opens a new scope of affine symbols: values defined at its
  /// top level (and its arguments) are symbols for the affine ops inside
  /// (func.func).
  AffineScope = 1u << 21,
  /// Allocas in its regions are freed when it returns (func.func,
  /// memref.alloca_scope): MLIR's AutomaticAllocationScope.
  AutomaticAllocationScope = 1u << 22,
  /// Its variadic result groups share one size (the sizes and strides of
  /// memref.extract_strided_metadata).
  SameVariadicResultSize = 1u << 23,
};

/// A trait any library may declare (MLIR's NativeOpTrait, outside the
/// core's OpTrait bits): its identity is that of a C++ type, as an
/// interface's, and it may check the ops that have it (after their own
/// verifier, as MLIR runs trait verifiers).
///
///   struct IsToyPure { static LogicalResult verify(Operation *); };
///   static const OpenTrait kTraits[] = {openTrait<IsToyPure>()};
///   {.name = "toy.add", .openTraits = kTraits, ...}
///   op->hasTrait<IsToyPure>()
struct OpenTrait {
  InterfaceID id;
  llvm::LogicalResult (*verify)(Operation *op) = nullptr;
};
template <typename Trait> constexpr OpenTrait openTrait() {
  if constexpr (requires { &Trait::verify; })
    return {interfaceID<Trait>, &Trait::verify};
  else
    return {interfaceID<Trait>, nullptr};
}

/// What an op type's identity points at (ir/OpBase.h's opTypeID): its
/// name, so that an op whose dialect is not registered is named when
/// something asks for it.
struct OpTypeIdentity {
  llvm::StringRef name;
};

/// One element type a constraint given as data allows: the builtin type of
/// `kind`; an integer of `width` bits and `signedness`; a complex number
/// whose parts are the float of `width` bits; with TypeKind::Dialect, the
/// dialect type whose identity is `dialectType` (ir/DialectTypes.h's
/// typeOrAttrID: ONNX's string).
struct ElementTypeRule {
  enum Signedness : uint8_t { Signless, Signed, Unsigned };
  TypeKind kind;
  unsigned width = 0;
  Signedness signedness = Signless;
  const void *dialectType = nullptr;
};

/// Where the element types of a constraint given as data may appear.
enum class ElementContainer : uint8_t {
  Tensor,         ///< a ranked or unranked tensor of them (MLIR's TensorOf)
  TensorOrScalar, ///< such a tensor, or one of them alone
  Scalar,         ///< one of them alone (MLIR's AnyTypeOf)
};

/// A constraint on the type of an operand or result, with the words MLIR's
/// verifier uses for it ("signless-integer-like"). It is a test (`accepts`)
/// or data: the element types allowed, as a list (ONNX's `T` of
/// tensor(float16), tensor(float), ...), whose summary, when not given, is
/// written as MLIR writes TensorOf's ("tensor of 16-bit float or 32-bit
/// float values"). Use check() and describe(), which read either.
struct TypeConstraint {
  const char *summary = nullptr;
  bool (*accepts)(Type type) = nullptr;
  /// The one type the constraint allows (`i1`), which formats need not
  /// spell; null when there are several.
  Type (*buildable)(Context &ctx) = nullptr;
  /// The type class the constraint requires (MLIR's cppType), as MLIR
  /// names it ("builtin.integer"): a format reading `type($x)` rejects
  /// another kind while parsing ("invalid kind of type specified"); ""
  /// names a type interface (MLIR gives no class then).
  const char *kindName = nullptr;
  /// Whether a type is of that class, when the constraint asks more of it
  /// (a strided memref is a memref): what the format checks while parsing,
  /// leaving the rest to the verifier. Null: `accepts` decides.
  bool (*isOfKind)(Type type) = nullptr;
  /// With no `accepts`: the element types allowed, and where.
  llvm::ArrayRef<ElementTypeRule> elementTypes = {};
  ElementContainer container = ElementContainer::Tensor;

  /// Whether `type` satisfies the constraint.
  bool check(Type type) const;
  /// The words for it in "must be ..., but got ...".
  std::string describe() const;
};

/// A constraint on an inherent attribute (a property).
struct AttrConstraint {
  const char *summary;
  bool (*accepts)(Attribute attr);
  /// An integer attribute that declarative formats spell as the name of a
  /// case of this enum (cmpi's `slt`), of `keywordWidth` bits.
  const EnumSpec *keywordEnum = nullptr;
  unsigned keywordWidth = 64;
  /// An EnumAttr of this enum, which declarative formats spell `<cases>`.
  const EnumSpec *enumAttr = nullptr;
  /// With `enumAttr`: the value is kept as an integer of `keywordWidth`
  /// bits, still spelled `<cases>` by formats (MLIR's EnumProp:
  /// `overflowFlags = 1 : i32` in the generic form, `overflow<nsw>` in the
  /// custom one).
  bool enumAsInteger = false;
  /// A typed attribute of this one type (MLIR's I64Attr): formats spell
  /// its value without the type (`linalg.index 0`).
  Type (*valueType)(Context &ctx) = nullptr;
  /// A unit attribute: a format spells it by its group's keyword alone.
  bool unit = false;
  /// A string a format spells as a symbol name, `@name` (MLIR's
  /// SymbolNameAttr).
  bool symbolName = false;
  /// A string a format spells as a string literal (MLIR's StrAttr): an
  /// optional group it starts is present only when one is next.
  bool stringLiteral = false;
  /// A dense array of integers of this width (MLIR's DenseI32ArrayAttr):
  /// a format spells it without its `array<i32: ...>` wrapper, `[1, 2]`.
  unsigned denseArrayWidth = 0;
  /// The constraint is the property's storage kind (an enum attribute, a
  /// unit, a string): as in MLIR, a generic op whose `<{...}>` gives another
  /// kind fails while parsing ("invalid properties ... in property
  /// conversion"), not in the verifier.
  bool isStorageKind = false;
  /// With isStorageKind: the storage's own test where it is looser than
  /// `accepts` (a TypeAttr of any type, where the constraint wants a
  /// memref type: the rest is the verifier's to report).
  bool (*storageAccepts)(Attribute attr) = nullptr;
};

/// How many values an operand or result group takes.
enum class Arity : uint8_t { Single, Optional, Variadic };

/// One named operand or result of an op's signature.
struct ValueSpec {
  llvm::StringRef name;
  const TypeConstraint *type = nullptr;
  Arity arity = Arity::Single;
  /// A variadic group of variadic groups (MLIR's VariadicOfVariadic, such
  /// as cf.switch's caseOperands): the i32 array property of this name
  /// holds each inner group's size.
  llvm::StringRef subgroupSizes = {};
  /// A type variable (ONNX's `T`): every value of the groups that name the
  /// same variable has the same element type (a scalar is its own), as
  /// MLIR's AllElementTypesMatch checks, with its words ("failed to verify
  /// that all of {A, B, C} have same element type").
  llvm::StringRef typeVariable = {};
};

/// How many of `groups` are optional or variadic: with more than one, the
/// op records each group's size (operandSegmentSizes, resultSegmentSizes).
inline unsigned countFlexible(llvm::ArrayRef<ValueSpec> groups) {
  unsigned flexible = 0;
  for (const ValueSpec &g : groups)
    flexible += g.arity != Arity::Single;
  return flexible;
}

/// An AttrConstraint whose values are all of one C++ attribute class
/// (MLIR's ODS storageType): typed op access reads a property it
/// constrains as that class only (Op::property<>), checked when the code
/// compiles, so reading an integer property as a FloatAttr is refused.
template <typename AttrT> struct TypedAttrConstraint : AttrConstraint {
  using StorageClass = AttrT;
};

/// The identity of C++ attribute class `AttrT` in a signature.
template <typename AttrT> inline constexpr char kAttrClassTag = 0;

/// One inherent attribute (property) of an op's signature.
struct AttrSpec {
  llvm::StringRef name;
  const AttrConstraint *constraint = nullptr;
  /// The value set when the op is created without it; null when the
  /// attribute is required (or optional without a default). With
  /// `optional`, MLIR's DefaultValuedOptionalAttr: never set on its own,
  /// and a format leaves it out when it holds this value.
  Attribute (*defaultValue)(Context &ctx) = nullptr;
  bool optional = false;
  /// kAttrClassTag of the C++ class every value is (from a
  /// TypedAttrConstraint); null when the constraint does not say.
  const void *storageClass = nullptr;

  constexpr AttrSpec(llvm::StringRef name, const AttrConstraint *constraint,
                     Attribute (*defaultValue)(Context &) = nullptr,
                     bool optional = false)
      : name(name), constraint(constraint), defaultValue(defaultValue),
        optional(optional) {}
  template <typename AttrT>
  constexpr AttrSpec(llvm::StringRef name,
                     const TypedAttrConstraint<AttrT> *constraint,
                     Attribute (*defaultValue)(Context &) = nullptr,
                     bool optional = false)
      : name(name), constraint(constraint), defaultValue(defaultValue),
        optional(optional), storageClass(&kAttrClassTag<AttrT>) {}
};

/// How many blocks a region may hold (MLIR's SizedRegion<1>,
/// MaxSizedRegion<1>, MinSizedRegion<1>).
enum class RegionBlocks : uint8_t { Any, One, AtMostOne, AtLeastOne };

/// One named region (or variadic group of regions) of an op's signature.
struct RegionSpec {
  llvm::StringRef name;
  RegionBlocks blocks = RegionBlocks::Any;
  bool variadic = false;
};

/// One named successor (or variadic group of successors) of an op's
/// signature.
struct SuccessorSpec {
  llvm::StringRef name;
  bool variadic = false;
};

/// What an op declares about its operands, results and properties: the
/// generic verifier checks it and the declarative format reads it. Regions
/// and successors are checked only when declared.
struct OpSignature {
  llvm::ArrayRef<ValueSpec> operands;
  llvm::ArrayRef<ValueSpec> results;
  llvm::ArrayRef<AttrSpec> attributes;
  llvm::ArrayRef<RegionSpec> regions = {};
  llvm::ArrayRef<SuccessorSpec> successors = {};
};

/// Folds `op` given the constant value of each operand (null when not
/// constant). Succeeds when it produced one result per op result (an
/// attribute to materialize or an existing value), or when it changed the
/// op in place (results left empty).
using FoldFn = llvm::LogicalResult (*)(Operation *op,
                                       llvm::ArrayRef<Attribute> operands,
                                       llvm::SmallVectorImpl<OpFoldResult> &);
/// Adds the op's canonicalization patterns.
using CanonicalizeFn = void (*)(RewritePatternSet &patterns, Context &ctx);
/// What result types are inferred from (MLIR's inferReturnTypes sees the
/// same): the operand types, the properties and attributes, and the
/// regions (not yet verified).
struct InferTypeInputs {
  llvm::ArrayRef<Type> operandTypes;
  llvm::ArrayRef<NamedAttribute> attributes = {};
  llvm::ArrayRef<Region *> regions = {};
  /// The property or attribute `name`; null when absent.
  Attribute getAttr(llvm::StringRef name) const;
};
/// Computes result types (cmpi's i1 results, extract_slice's from its
/// sizes), so that the assembly format need not spell them.
using InferTypesFn = llvm::LogicalResult (*)(Context &ctx,
                                             const InferTypeInputs &inputs,
                                             llvm::SmallVectorImpl<Type> &);
/// Suggests names for results (`%c0`, `%cst`) as MLIR's OpAsmOpInterface.
/// The types of operand group `group`, which a format does not spell,
/// from the types of the operand and result groups it does (one list per
/// group, empty where not spelled; MLIR's TypesMatchWith: call_indirect's
/// arguments from its callee's type, from_elements' from its result's).
/// Leaves `out` empty when they cannot be known.
using MatchOperandTypesFn = void (*)(
    unsigned group, llvm::ArrayRef<llvm::SmallVector<Type, 2>> spelledOperands,
    llvm::ArrayRef<llvm::SmallVector<Type, 2>> spelledResults,
    llvm::SmallVectorImpl<Type> &out);
using ResultNamesFn = void (*)(
    Operation *op, llvm::function_ref<void(Value, llvm::StringRef)> setName);
/// Suggests names for the block arguments of one of the op's regions
/// (`%in`, `%out` of linalg.generic), as MLIR's getAsmBlockArgumentNames.
using BlockArgNamesFn =
    void (*)(Operation *op, Region &region,
             llvm::function_ref<void(Value, llvm::StringRef)> setName);

/// What a registered op declares once: its name, structure, inherent
/// attributes (kept as properties), verifier and custom assembly format.
struct CustomDirectiveArg;
/// A `custom<Name>(...)` directive of a declarative format: code that
/// prints and parses part of an op's syntax, given the format variables
/// named in the parentheses (text/DeclarativeFormat.h).
struct CustomDirective {
  llvm::StringRef name;
  void (*print)(OpAsmPrinter &p, Operation *op,
                llvm::ArrayRef<CustomDirectiveArg> args) = nullptr;
  llvm::ParseResult (*parse)(OpAsmParser &parser,
                             llvm::ArrayRef<CustomDirectiveArg> args) = nullptr;
};

struct OpDefinition {
  llvm::StringRef name;
  /// The identity of the op's C++ type (ir/OpBase.h), which typed views
  /// compare; null for ops declared without one.
  const void *typeID = nullptr;
  uint64_t traits = 0;
  /// Traits declared outside the core (openTrait<T>()), with their checks.
  llvm::ArrayRef<OpenTrait> openTraits = {};
  /// Names of the attributes that belong to the op (its properties).
  llvm::ArrayRef<llvm::StringRef> inherentAttrs;
  /// Op-specific checks, after the generic ones. Null when there are none.
  llvm::LogicalResult (*verify)(Operation *op) = nullptr;
  /// Custom syntax; null means the op always uses the generic form.
  void (*print)(Operation *op, OpAsmPrinter &p) = nullptr;
  llvm::ParseResult (*parse)(OpAsmParser &parser,
                             OperationState &state) = nullptr;
  /// Dialect whose ops may drop their prefix inside this op's regions
  /// (`return` for `func.return` inside `func.func`).
  llvm::StringRef defaultDialect;
  /// Operands, results and properties; null for ops that check their own.
  const OpSignature *signature = nullptr;
  /// A declarative assembly format (see text/DeclarativeFormat.h), used
  /// when print/parse are null, and the custom directives it names.
  const char *format = nullptr;
  llvm::ArrayRef<CustomDirective> customDirectives = {};
  FoldFn fold = nullptr;
  CanonicalizeFn canonicalize = nullptr;
  ResultNamesFn resultNames = nullptr;
  BlockArgNamesFn blockArgNames = nullptr;
  InferTypesFn inferResultTypes = nullptr;
  MatchOperandTypesFn matchOperandTypes = nullptr;
  /// The op type (its typeID) that ends each block of the op's regions
  /// without being spelled (MLIR's SingleBlockImplicitTerminator): a format
  /// adds it when parsing and leaves it out when it takes nothing.
  const void *implicitTerminator = nullptr;
  /// The op type (its typeID) the op must be directly inside (MLIR's
  /// HasParent where the op lists it before its other traits): checked
  /// after the signature and before IsTerminator, as MLIR orders them.
  const void *parentOp = nullptr;
  /// The interfaces it implements itself (see ir/InterfaceSupport.h);
  /// others may attach from outside (Context::attachOpInterface).
  llvm::ArrayRef<InterfaceImpl> interfaces = {};
  /// Op-specific checks that need the ops in its regions verified first
  /// (MLIR's verifyRegions: region-branch edges, terminators).
  llvm::LogicalResult (*verifyRegions)(Operation *op) = nullptr;
  /// Checks of the symbols it references (MLIR's SymbolUserOpInterface),
  /// made by the closest symbol table around it once everything in that
  /// table is verified, as in MLIR.
  llvm::LogicalResult (*verifySymbolUses)(Operation *op) = nullptr;

  bool hasTrait(OpTrait t) const { return (traits & t) != 0; }
  template <typename Trait> bool hasTrait() const {
    for (const OpenTrait &t : openTraits)
      if (t.id == interfaceID<Trait>)
        return true;
    return false;
  }
  /// Whether `attrName` is one of the op's inherent attributes.
  bool isInherent(llvm::StringRef attrName) const {
    for (llvm::StringRef n : inherentAttrs)
      if (n == attrName)
        return true;
    if (!signature)
      return false;
    for (const AttrSpec &a : signature->attributes)
      if (a.name == attrName)
        return true;
    // Several optional or variadic groups are sized by a property.
    return (attrName == "operandSegmentSizes" &&
            countFlexible(signature->operands) > 1 &&
            !hasTrait(SameVariadicOperandSize)) ||
           (attrName == "resultSegmentSizes" &&
            countFlexible(signature->results) > 1);
  }
};

/// Whether `def` records the sizes of its operand (or result) groups in
/// `operandSegmentSizes` (`resultSegmentSizes`): more than one group is
/// optional or variadic, and they do not share one size.
inline bool hasSegmentSizes(const OpDefinition &def, bool results) {
  if (!def.signature)
    return false;
  llvm::ArrayRef<ValueSpec> groups =
      results ? def.signature->results : def.signature->operands;
  return countFlexible(groups) > 1 &&
         !def.hasTrait(results ? SameVariadicResultSize
                               : SameVariadicOperandSize);
}

/// One entry per distinct op name seen by a context.
struct OperationNameInfo {
  llvm::StringRef name;
  /// The part before the first '.', or empty.
  llvm::StringRef dialectNamespace;
  /// Null when the dialect is not registered.
  Dialect *dialect = nullptr;
  /// Null when the op is not registered.
  const OpDefinition *definition = nullptr;
  /// The context that interned the name: an op reaches its context through
  /// here (hot in cache) rather than through its location (one cold
  /// storage per op).
  Context *context = nullptr;
  /// Interfaces attached from outside the op's dialect, in this context.
  llvm::SmallVector<InterfaceImpl, 0> attachedInterfaces;
};

/// A handle to an interned op name; compares by pointer.
class OperationName {
public:
  explicit OperationName(const OperationNameInfo *info) : info(info) {}
  llvm::StringRef getStringRef() const { return info->name; }
  llvm::StringRef getDialectNamespace() const { return info->dialectNamespace; }
  Dialect *getDialect() const { return info->dialect; }
  const OpDefinition *getDefinition() const { return info->definition; }
  bool isRegistered() const { return info->definition != nullptr; }
  bool hasTrait(OpTrait t) const {
    return info->definition && info->definition->hasTrait(t);
  }
  template <typename Trait> bool hasTrait() const {
    return info->definition && info->definition->template hasTrait<Trait>();
  }
  /// The op's implementation of interface `id` (its own, then attached
  /// ones), or null.
  const void *getInterface(InterfaceID id) const {
    if (info->definition)
      if (const void *impl = findInterface(info->definition->interfaces, id))
        return impl;
    return findInterface(info->attachedInterfaces, id);
  }
  template <typename Interface> const Interface *getInterface() const {
    return static_cast<const Interface *>(getInterface(interfaceID<Interface>));
  }
  bool operator==(OperationName o) const { return info == o.info; }
  bool operator!=(OperationName o) const { return info != o.info; }
  const OperationNameInfo *getInfo() const { return info; }
  Context &getContext() const { return *info->context; }

private:
  const OperationNameInfo *info;
};

} // namespace terrace
