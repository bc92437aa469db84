//===- LLVMMemoryOps.cpp - Constants, memory, aggregates and vectors ------===//
//
// The llvm ops that make constants, allocate, load, store and address
// memory, and take aggregates and vectors apart, with MLIR 22's syntax and
// checks.
//
//===----------------------------------------------------------------------===//
#include "dialects/llvm/LLVMOps.h"
#include "dialects/llvm/LLVMTypes.h"

#include "interfaces/SideEffectInterfaces.h"
#include "ir/Context.h"
#include "ir/Diagnostics.h"
#include "ir/Operation.h"
#include "rewrite/PatternMatch.h"
#include "text/AsmParser.h"
#include "text/DeclarativeFormat.h"
#include "text/OpAsm.h"

#include "llvm/ADT/StringExtras.h"

using namespace terrace;
using namespace terrace::LLVM;
using llvm::failure;
using llvm::LogicalResult;
using llvm::ParseResult;
using llvm::success;

//===-- llvm.mlir.constant ------------------------------------------------===//

/// How many scalars a vector or (nested) array type holds, and its
/// innermost element type.
static std::pair<int64_t, Type> flatten(Type type) {
  int64_t count = 1;
  while (true) {
    if (auto array = llvm::dyn_cast<LLVMArrayType>(type)) {
      count *= int64_t(array.getNumElements());
      type = array.getElementType();
    } else if (auto vector = llvm::dyn_cast<VectorType>(type)) {
      count *= vector.getNumElements();
      type = vector.getElementType();
    } else {
      return {count, type};
    }
  }
}

/// MLIR 22's ConstantOp::verify, in its order and words.
static LogicalResult verifyConstant(Operation *op) {
  Attribute value = op->getInherentAttr("value");
  Type type = op->getResult(0).getType();
  if (auto string = llvm::dyn_cast<StringAttr>(value)) {
    auto array = llvm::dyn_cast<LLVMArrayType>(type);
    if (!array || array.getNumElements() != string.getValue().size() ||
        !array.getElementType().isInteger(8))
      return op->emitOpError("expected array type of ")
             << string.getValue().size() << " i8 elements for the string "
             << "constant";
    return success();
  }
  if (auto structType = llvm::dyn_cast<LLVMStructType>(type)) {
    auto array = llvm::dyn_cast<ArrayAttr>(value);
    if (!array)
      return op->emitOpError("expected array attribute for struct type");
    llvm::ArrayRef<Type> body = structType.getBody();
    if (array.size() != body.size())
      return op->emitOpError("expected array attribute of size ")
             << body.size();
    for (size_t i = 0; i < body.size(); ++i) {
      if (!body[i].isIntOrFloat())
        return op->emitOpError("expected struct element types to be floating "
                               "point type or integer type");
      if (!llvm::isa<IntegerAttr, FloatAttr>(array[i]))
        return op->emitOpError("expected element of array attribute to be "
                               "floating point or integer");
      if (getAttributeType(array[i]) != body[i])
        return op->emitOpError("struct element at index ")
               << i << " is of wrong type";
    }
    return success();
  }
  if (llvm::isa<IntegerAttr>(value)) {
    if (!type.isInteger())
      return op->emitOpError("expected integer type");
    return success();
  }
  if (auto f = llvm::dyn_cast<FloatAttr>(value)) {
    unsigned width = f.getType().getIntOrFloatBitWidth();
    if (type.isInteger()) {
      if (type.getIntOrFloatBitWidth() != width)
        return op->emitOpError("expected integer type of width ") << width;
    } else if (type != f.getType()) {
      return op->emitOpError("attribute and type have different float "
                             "semantics");
    }
    return success();
  }
  if (auto elements = llvm::dyn_cast<DenseIntOrFPElementsAttr>(value)) {
    if (!llvm::isa<VectorType, LLVMArrayType>(type))
      return op->emitOpError("expected vector or array type");
    auto [count, element] = flatten(type);
    int64_t given = elements.getType().getNumElements();
    if (count != given)
      return op->emitOpError("type and attribute have a different number of "
                             "elements: ")
             << count << " vs. " << given;
    if (elements.getType().getElementType().isInteger() && !element.isInteger())
      return op->emitOpError("expected integer element type for integer "
                             "elements attribute");
    return success();
  }
  if (llvm::isa<ArrayAttr>(value)) {
    if (!llvm::isa<LLVMArrayType, LLVMStructType>(type))
      return op->emitOpError("expected array or struct type for array "
                             "attribute");
    return success();
  }
  return op->emitOpError("only supports integer, float, string or elements "
                         "attributes");
}

static LogicalResult foldConstant(Operation *op, llvm::ArrayRef<Attribute>,
                                  llvm::SmallVectorImpl<OpFoldResult> &out) {
  out.push_back(op->getInherentAttr("value"));
  return success();
}

//===-- llvm.alloca -------------------------------------------------------===//

/// ` inalloca %n x T {attrs} : (i64) -> !llvm.ptr` (MLIR's AllocaOp).
static void printAlloca(Operation *op, OpAsmPrinter &p) {
  p << ' ';
  if (op->getInherentAttr("inalloca"))
    p << "inalloca ";
  p.printOperand(op->getOperand(0));
  p << " x ";
  p.printType(
      llvm::cast<TypeAttr>(op->getInherentAttr("elem_type")).getValue());
  llvm::SmallVector<llvm::StringRef, 3> elided = {"elem_type", "inalloca"};
  if (auto align = llvm::dyn_cast_if_present<IntegerAttr>(
          op->getInherentAttr("alignment"));
      align && align.getValue().isZero())
    elided.push_back("alignment");
  p.printOptionalAttrDict(op->getAllAttrs(), elided);
  p << " : ";
  p.printFunctionalType(op->getOperand(0).getType(),
                        op->getResult(0).getType());
}

static ParseResult parseAlloca(OpAsmParser &parser, OperationState &state) {
  Context &ctx = parser.getContext();
  if (parser.parseOptionalKeyword("inalloca"))
    state.addAttribute(StringAttr::get(ctx, "inalloca"), UnitAttr::get(ctx));
  OpAsmParser::UnresolvedOperand size;
  Type elementType;
  FunctionType type;
  if (parser.parseOperand(size) || parser.parseKeyword("x") ||
      parser.parseType(elementType))
    return failure();
  llvm::SMLoc attrLoc = parser.getCurrentLocation();
  if (parser.parseOptionalAttrDict(state.attributes))
    return failure();
  // An alignment of 0 means none (MLIR drops it).
  for (auto it = state.attributes.begin(); it != state.attributes.end(); ++it)
    if (it->getName() == "alignment") {
      auto align = llvm::dyn_cast<IntegerAttr>(it->value);
      if (!align)
        return parser.emitError(attrLoc, "expected integer alignment");
      if (align.getValue().isZero())
        state.attributes.erase(it);
      break;
    }
  // Any type, then whether it is the function type asked for (MLIR's).
  Type trailing;
  if (parser.parseColon())
    return failure();
  llvm::SMLoc typeLoc = parser.getCurrentLocation();
  if (parser.parseType(trailing))
    return failure();
  type = llvm::dyn_cast<FunctionType>(trailing);
  if (!type || type.getInputs().size() != 1 || type.getResults().size() != 1)
    return parser.emitError(typeLoc, "expected trailing function type with "
                                     "one argument and one result");
  if (llvm::isa<LLVMPointerType>(type.getResults()[0]))
    state.addAttribute(StringAttr::get(ctx, "elem_type"),
                       TypeAttr::get(elementType));
  state.types.push_back(type.getResults()[0]);
  return parser.resolveOperands({size}, type.getInputs(), parser.getNameLoc(),
                                state.operands);
}

static void allocaEffects(Operation *op,
                          llvm::SmallVectorImpl<MemoryEffect> &effects) {
  addEffectOnResult(op, 0, MemoryEffectKind::Allocate, effects,
                    kAutomaticAllocationScopeResource);
}
/// A load reads its address (operand 0), a store writes its (operand 1);
/// a volatile or atomic one also orders all other memory operations.
template <unsigned Addr, MemoryEffectKind Kind>
static void accessEffects(Operation *op,
                          llvm::SmallVectorImpl<MemoryEffect> &effects) {
  addEffectOnOperand(op, Addr, Kind, effects);
  if (op->getInherentAttr("volatile_") ||
      op->getInherentAttr("ordering") != notAtomic(op->getContext())) {
    effects.push_back({MemoryEffectKind::Read});
    effects.push_back({MemoryEffectKind::Write});
  }
}
static const MemoryEffectOpInterface kAllocaEffects = {allocaEffects};
static const MemoryEffectOpInterface kLoadEffects = {
    accessEffects<0, MemoryEffectKind::Read>};
static const MemoryEffectOpInterface kStoreEffects = {
    accessEffects<1, MemoryEffectKind::Write>};
static const MemoryEffectOpInterface kMemTransferEffects = {
    operandEffects<{0, MemoryEffectKind::Write}, {1, MemoryEffectKind::Read}>};
static const MemoryEffectOpInterface kMemsetEffects = {
    operandEffects<{0, MemoryEffectKind::Write}>};
static const InterfaceImpl kAllocaInterfaces[] = {implement(kAllocaEffects)};
static const InterfaceImpl kLoadInterfaces[] = {implement(kLoadEffects)};
static const InterfaceImpl kStoreInterfaces[] = {implement(kStoreEffects)};
static const InterfaceImpl kMemTransferInterfaces[] = {
    implement(kMemTransferEffects)};
static const InterfaceImpl kMemsetInterfaces[] = {implement(kMemsetEffects)};

//===-- llvm.load and llvm.store ------------------------------------------===//

/// MLIR's verifyAtomicMemOp (the parts that need no data layout).
static LogicalResult verifyAccess(Operation *op, Type valueType,
                                  std::initializer_list<uint64_t> unsupported) {
  auto ordering = llvm::cast<IntegerAttr>(op->getInherentAttr("ordering"));
  uint64_t value = ordering.getValue().getZExtValue();
  if (value == 0) {
    if (op->getInherentAttr("syncscope"))
      return op->emitOpError("expected syncscope to be null for non-atomic "
                             "access");
    return success();
  }
  Type scalar = valueType;
  bool supported =
      llvm::isa<LLVMPointerType>(scalar) ||
      ((scalar.isSignlessInteger() || isCompatibleFloatType(scalar)) &&
       scalar.getIntOrFloatBitWidth() >= 8 &&
       llvm::isPowerOf2_32(scalar.getIntOrFloatBitWidth()));
  if (!supported)
    return op->emitOpError("unsupported type ")
           << quoted(valueType) << " for atomic access";
  for (uint64_t bad : unsupported)
    if (value == bad)
      return op->emitOpError("unsupported ordering '")
             << kAtomicOrdering.spell(value) << "'";
  if (!op->getInherentAttr("alignment"))
    return op->emitOpError("expected alignment for atomic access");
  return success();
}
static LogicalResult verifyLoad(Operation *op) {
  return verifyAccess(op, op->getResult(0).getType(), {5, 6});
}
static LogicalResult verifyStore(Operation *op) {
  return verifyAccess(op, op->getOperand(0).getType(), {4, 6});
}

//===-- llvm.getelementptr ------------------------------------------------===//

static constexpr int32_t kDynamicIndex = INT32_MIN;

/// ` inbounds|nuw %p[%i, 1] : (!llvm.ptr, i64) -> !llvm.ptr, T`.
static void printGEP(Operation *op, OpAsmPrinter &p) {
  auto flags = llvm::cast<IntegerAttr>(op->getInherentAttr("noWrapFlags"));
  if (!flags.getValue().isZero())
    p << ' ' << kGEPNoWrapFlags.spell(flags.getValue().getZExtValue());
  p << ' ';
  p.printOperand(op->getOperand(0));
  p << '[';
  auto indices =
      llvm::cast<DenseArrayAttr>(op->getInherentAttr("rawConstantIndices"));
  unsigned dynamic = 1;
  for (int64_t i = 0; i < indices.size(); ++i) {
    if (i)
      p << ", ";
    int64_t index = indices.getInt(i);
    if (index == kDynamicIndex && dynamic < op->getNumOperands())
      p.printOperand(op->getOperand(dynamic++));
    else
      p << std::to_string(index);
  }
  p << ']';
  p.printOptionalAttrDict(op->getAllAttrs(),
                          {"rawConstantIndices", "elem_type", "noWrapFlags"});
  p << " : ";
  p.printFunctionalType(op->getOperandTypes(), op->getResultTypes());
  p << ", ";
  p.printType(
      llvm::cast<TypeAttr>(op->getInherentAttr("elem_type")).getValue());
}

static ParseResult parseGEP(OpAsmParser &parser, OperationState &state) {
  Context &ctx = parser.getContext();
  // The flags: keywords joined by `|`; a keyword that is not one is
  // MLIR's error.
  uint64_t flags = 0;
  llvm::StringRef word;
  while (parser.peekKeyword(word)) {
    std::optional<uint64_t> flag = kGEPNoWrapFlags.parse({word});
    if (!flag)
      return parser.emitError(parser.getCurrentLocation(),
                              "expected one of [none, inbounds_flag, nusw, "
                              "nuw, inbounds] for "
                              "::mlir::LLVM::GEPNoWrapFlags, got: ")
             << word;
    (void)parser.parseKeyword(word); // peeked: cannot fail
    flags |= *flag;
    if (!parser.parseOptionalPunctuation("|"))
      break;
    if (!parser.peekKeyword(word))
      return parser.emitError(parser.getCurrentLocation(),
                              "expected keyword for "
                              "::mlir::LLVM::GEPNoWrapFlags after '|'");
  }
  state.addAttribute(
      StringAttr::get(ctx, "noWrapFlags"),
      IntegerAttr::get(IntegerType::get(ctx, 32), int64_t(flags)));
  OpAsmParser::UnresolvedOperand base;
  llvm::SmallVector<OpAsmParser::UnresolvedOperand, 4> dynamicIndices;
  llvm::SmallVector<int32_t, 4> rawIndices;
  if (parser.parseOperand(base))
    return failure();
  // MLIR's parseLSquare/parseRSquare: the error after the previous token.
  if (failed(*parser.parsePunctuation("[")))
    return failure();
  do {
    if (parser.isNextInteger()) {
      int64_t index;
      if (parser.parseInteger(index, 32))
        return failure();
      rawIndices.push_back(int32_t(index));
      continue;
    }
    OpAsmParser::UnresolvedOperand index;
    if (parser.parseOperand(index))
      return failure();
    dynamicIndices.push_back(index);
    rawIndices.push_back(kDynamicIndex);
  } while (parser.parseOptionalComma());
  FunctionType type;
  Type elementType;
  if (failed(*parser.parsePunctuation("]")))
    return failure();
  // `:` functional-type: a wrong kind of type is reported where it starts.
  // The element type is a TypeAttr: read as an attribute (MLIR's).
  Attribute elementAttr;
  if (parser.parseOptionalAttrDict(state.attributes) || parser.parseColon() ||
      parser.parseFunctionType(type) || parser.parseComma())
    return failure();
  llvm::SMLoc elementLoc = parser.getCurrentLocation();
  if (parser.parseAttribute(elementAttr))
    return failure();
  if (auto typeAttr = llvm::dyn_cast<TypeAttr>(elementAttr))
    elementType = typeAttr.getValue();
  else
    return parser.emitError(elementLoc, "invalid kind of attribute specified");
  state.addAttribute(StringAttr::get(ctx, "rawConstantIndices"),
                     DenseArrayAttr::get(ctx, rawIndices));
  state.addAttribute(StringAttr::get(ctx, "elem_type"),
                     TypeAttr::get(elementType));
  llvm::SmallVector<OpAsmParser::UnresolvedOperand, 4> operands = {base};
  operands.append(dynamicIndices.begin(), dynamicIndices.end());
  state.types.append(type.getResults().begin(), type.getResults().end());
  return parser.resolveOperands(operands, type.getInputs(), parser.getNameLoc(),
                                state.operands);
}

static LogicalResult verifyGEP(Operation *op) {
  auto indices =
      llvm::cast<DenseArrayAttr>(op->getInherentAttr("rawConstantIndices"));
  int64_t dynamic = 0;
  for (int64_t i = 0; i < indices.size(); ++i)
    dynamic += indices.getInt(i) == kDynamicIndex;
  if (dynamic != int64_t(op->getNumOperands()) - 1)
    return op->emitOpError("expected as many dynamic indices as specified in "
                           "'rawConstantIndices'");
  auto flags = llvm::cast<IntegerAttr>(op->getInherentAttr("noWrapFlags"));
  if ((flags.getValue().getZExtValue() & 3) == 1)
    return op->emitOpError("'inbounds_flag' cannot be used directly.");
  // The indices after the first step into the element type.
  Type type = llvm::cast<TypeAttr>(op->getInherentAttr("elem_type")).getValue();
  for (int64_t i = 1; i < indices.size(); ++i) {
    if (auto structType = llvm::dyn_cast<LLVMStructType>(type)) {
      int64_t index = indices.getInt(i);
      if (index == kDynamicIndex)
        return op->emitOpError("expected index ")
               << i << " indexing a struct to be constant";
      if (index < 0 || size_t(index) >= structType.getBody().size())
        return op->emitOpError("index ")
               << i << " indexing a struct is out of bounds";
      type = structType.getBody()[size_t(index)];
    } else if (auto array = llvm::dyn_cast<LLVMArrayType>(type)) {
      type = array.getElementType();
    } else if (auto vector = llvm::dyn_cast<VectorType>(type)) {
      type = vector.getElementType();
    } else {
      return op->emitOpError("type ")
             << quoted(type) << " cannot be indexed (index #" << i << ")";
    }
  }
  return success();
}

//===-- Aggregates --------------------------------------------------------===//

/// The type at `position` inside `container`, or null with an error
/// through `emitError` (MLIR's getInsertExtractValueElementType).
static Type elementAt(Type container, llvm::ArrayRef<int64_t> position,
                      llvm::function_ref<void(const llvm::Twine &)> emitError) {
  Type type = container;
  for (int64_t index : position) {
    if (auto array = llvm::dyn_cast<LLVMArrayType>(type)) {
      if (index < 0 || uint64_t(index) >= array.getNumElements()) {
        emitError("position out of bounds: " + llvm::Twine(index));
        return Type();
      }
      type = array.getElementType();
    } else if (auto structType = llvm::dyn_cast<LLVMStructType>(type)) {
      if (index < 0 || size_t(index) >= structType.getBody().size()) {
        emitError("position out of bounds: " + llvm::Twine(index));
        return Type();
      }
      type = structType.getBody()[size_t(index)];
    } else {
      std::string s;
      llvm::raw_string_ostream os(s);
      os << "expected LLVM IR structure/array type, got: '" << type << "'";
      emitError(s);
      return Type();
    }
  }
  return type;
}

static llvm::SmallVector<int64_t, 4> positionOf(Attribute attr) {
  llvm::SmallVector<int64_t, 4> position;
  if (auto array = llvm::dyn_cast_if_present<DenseArrayAttr>(attr))
    for (int64_t i = 0; i < array.size(); ++i)
      position.push_back(array.getInt(i));
  return position;
}

/// custom<InsertExtractValueElementType>(type($res|$value),
/// ref(type($container)), ref($position)): prints nothing; when parsing,
/// the element type follows from the container and the position.
static void printElementType(OpAsmPrinter &, Operation *,
                             llvm::ArrayRef<CustomDirectiveArg>) {}
static ParseResult parseElementType(OpAsmParser &parser,
                                    llvm::ArrayRef<CustomDirectiveArg> args) {
  Type container = args[1].parsedTypes->front();
  bool failedToFind = false;
  Type element =
      elementAt(container, positionOf(*args[2].parsedAttr),
                [&](const llvm::Twine &message) {
                  failedToFind = true;
                  parser.emitError(parser.getCurrentLocation(), message);
                });
  if (failedToFind)
    return failure();
  args[0].parsedTypes->push_back(element);
  return success();
}
static const CustomDirective kValueDirectives[] = {
    {"InsertExtractValueElementType", printElementType, parseElementType}};

static LogicalResult verifyExtractValue(Operation *op) {
  Type container = op->getOperand(0).getType();
  Type element =
      elementAt(container, positionOf(op->getInherentAttr("position")),
                [&](const llvm::Twine &m) { op->emitOpError(m); });
  if (!element)
    return failure();
  if (element != op->getResult(0).getType())
    return op->emitOpError("Type mismatch: extracting from ")
           << quoted(container) << " should produce " << quoted(element)
           << " but this op returns " << quoted(op->getResult(0).getType());
  return success();
}
static LogicalResult verifyInsertValue(Operation *op) {
  Type container = op->getOperand(0).getType();
  Type element =
      elementAt(container, positionOf(op->getInherentAttr("position")),
                [&](const llvm::Twine &m) { op->emitOpError(m); });
  if (!element)
    return failure();
  if (element != op->getOperand(1).getType())
    return op->emitOpError("Type mismatch: cannot insert ")
           << quoted(op->getOperand(1).getType()) << " into "
           << quoted(container);
  if (op->getResult(0).getType() != container)
    return op->emitOpError("failed to verify that all of {container, res} "
                           "have same type");
  return success();
}

//===-- Vectors -----------------------------------------------------------===//

/// insertelement's value is the vector's element (spelled after it).
static void valueOfVector(unsigned group,
                          llvm::ArrayRef<llvm::SmallVector<Type, 2>> operands,
                          llvm::ArrayRef<llvm::SmallVector<Type, 2>>,
                          llvm::SmallVectorImpl<Type> &out) {
  if (group == 1 && !operands[0].empty())
    if (auto vector = llvm::dyn_cast<VectorType>(operands[0].front()))
      out.push_back(vector.getElementType());
}
/// shufflevector's second vector is of the first's type.
static void sameAsV1(unsigned group,
                     llvm::ArrayRef<llvm::SmallVector<Type, 2>> operands,
                     llvm::ArrayRef<llvm::SmallVector<Type, 2>>,
                     llvm::SmallVectorImpl<Type> &out) {
  if (group == 1 && !operands[0].empty())
    out.push_back(operands[0].front());
}

/// custom<ShuffleType>(ref(type($v1)), type($res), ref($mask)): prints
/// nothing; the result is a vector of the mask's length.
static Type shuffleResult(Type v1, Attribute mask) {
  auto vector = llvm::dyn_cast<VectorType>(v1);
  auto array = llvm::dyn_cast_if_present<DenseArrayAttr>(mask);
  if (!vector || !array)
    return Type();
  return VectorType::get({array.size()}, vector.getElementType(),
                         vector.getScalableFlags());
}
static void printShuffleType(OpAsmPrinter &, Operation *,
                             llvm::ArrayRef<CustomDirectiveArg>) {}
static ParseResult parseShuffleType(OpAsmParser &parser,
                                    llvm::ArrayRef<CustomDirectiveArg> args) {
  Type result =
      shuffleResult(args[0].parsedTypes->front(), *args[2].parsedAttr);
  if (!result)
    return parser.emitError(parser.getCurrentLocation(),
                            "expected an LLVM compatible vector type");
  args[1].parsedTypes->push_back(result);
  return success();
}
static const CustomDirective kShuffleDirectives[] = {
    {"ShuffleType", printShuffleType, parseShuffleType}};

static LogicalResult verifyShuffle(Operation *op) {
  if (shuffleResult(op->getOperand(0).getType(), op->getInherentAttr("mask")) !=
      op->getResult(0).getType())
    return op->emitOpError("result type does not match the mask");
  return success();
}

//===-- Atomics -----------------------------------------------------------===//

static LogicalResult typeOfSecond(Context &, const InferTypeInputs &in,
                                  llvm::SmallVectorImpl<Type> &out) {
  if (in.operandTypes.size() < 2 || !in.operandTypes[1])
    return failure();
  out.push_back(in.operandTypes[1]);
  return success();
}
/// cmpxchg gives the old value and whether it was swapped.
static LogicalResult valueAndFlag(Context &ctx, const InferTypeInputs &in,
                                  llvm::SmallVectorImpl<Type> &out) {
  if (in.operandTypes.size() < 3 || !in.operandTypes[2])
    return failure();
  Type types[] = {in.operandTypes[2], IntegerType::get(ctx, 1)};
  out.push_back(LLVMStructType::getLiteral(ctx, types));
  return success();
}
/// cmpxchg's `cmp` is of the new value's type.
static void cmpOfValue(unsigned group,
                       llvm::ArrayRef<llvm::SmallVector<Type, 2>> operands,
                       llvm::ArrayRef<llvm::SmallVector<Type, 2>>,
                       llvm::SmallVectorImpl<Type> &out) {
  if (group == 1 && !operands[2].empty())
    out.push_back(operands[2].front());
}
static const MemoryEffectOpInterface kAtomicEffects = {
    operandEffects<{0, MemoryEffectKind::Read}, {0, MemoryEffectKind::Write}>};
static const MemoryEffectOpInterface kPrefetchEffects = {
    operandEffects<{0, MemoryEffectKind::Read}>};
static const InterfaceImpl kAtomicInterfaces[] = {implement(kAtomicEffects)};
static const InterfaceImpl kPrefetchInterfaces[] = {
    implement(kPrefetchEffects)};

//===-- The table ---------------------------------------------------------===//

static constexpr const char *kNullaryFormat = "attr-dict `:` type($res)";

static const OpDefinition kMemoryOps[] = {
    defineOp<ConstantOp>({.traits = Pure | ConstantLike,
                          .verify = verifyConstant,
                          .format = "`(` $value `)` attr-dict `:` type($res)",
                          .fold = foldConstant}),
    defineOp<UndefOp>({.traits = Pure, .format = kNullaryFormat}),
    defineOp<PoisonOp>({.traits = Pure, .format = kNullaryFormat}),
    defineOp<ZeroOp>({.traits = Pure, .format = kNullaryFormat}),
    defineOp<AllocaOp>({.print = printAlloca,
                        .parse = parseAlloca,
                        .interfaces = kAllocaInterfaces}),
    defineOp<LoadOp>({.verify = verifyLoad,
                      .format = "(`volatile` $volatile_^)? $addr (`atomic` "
                                "(`syncscope` `(` $syncscope^ `)`)? "
                                "$ordering^)? (`invariant` $invariant^)? "
                                "(`invariant_group` $invariantGroup^)? "
                                "attr-dict `:` qualified(type($addr)) `->` "
                                "type($res)",
                      .interfaces = kLoadInterfaces}),
    defineOp<StoreOp>({.verify = verifyStore,
                       .format = "(`volatile` $volatile_^)? $value `,` $addr "
                                 "(`atomic` (`syncscope` `(` $syncscope^ "
                                 "`)`)? $ordering^)? (`invariant_group` "
                                 "$invariantGroup^)? attr-dict `:` "
                                 "type($value) `,` qualified(type($addr))",
                       .interfaces = kStoreInterfaces}),
    defineOp<GEPOp>({.traits = Pure,
                     .verify = verifyGEP,
                     .print = printGEP,
                     .parse = parseGEP}),
    defineOp<ExtractValueOp>(
        {.traits = Pure,
         .verify = verifyExtractValue,
         .format = "$container `` $position attr-dict `:` type($container) "
                   "custom<InsertExtractValueElementType>(type($res), "
                   "ref(type($container)), ref($position))",
         .customDirectives = kValueDirectives}),
    defineOp<InsertValueOp>(
        {.traits = Pure,
         .verify = verifyInsertValue,
         .format = "$value `,` $container `` $position attr-dict `:` "
                   "type($container) "
                   "custom<InsertExtractValueElementType>(type($value), "
                   "ref(type($container)), ref($position))",
         .customDirectives = kValueDirectives,
         .inferResultTypes = constraints::inferFirstOperand}),
    defineOp<ExtractElementOp>(
        {.traits = Pure,
         .format = "$vector `[` $position `:` type($position) `]` attr-dict "
                   "`:` type($vector)",
         .inferResultTypes = constraints::inferElementOfFirst}),
    defineOp<InsertElementOp>(
        {.traits = Pure,
         .format = "$value `,` $vector `[` $position `:` type($position) `]` "
                   "attr-dict `:` type($vector)",
         .inferResultTypes = constraints::inferFirstOperand,
         .matchOperandTypes = valueOfVector}),
    defineOp<ShuffleVectorOp>(
        {.traits = Pure,
         .verify = verifyShuffle,
         .format = "$v1 `,` $v2 $mask attr-dict `:` type($v1) "
                   "custom<ShuffleType>(ref(type($v1)), type($res), "
                   "ref($mask))",
         .customDirectives = kShuffleDirectives,
         .matchOperandTypes = sameAsV1}),
    // No custom syntax in MLIR 22: always the generic form.
    defineOp<MemcpyOp>({.interfaces = kMemTransferInterfaces}),
    defineOp<MemmoveOp>({.interfaces = kMemTransferInterfaces}),
    defineOp<MemsetOp>({.interfaces = kMemsetInterfaces}),
    defineOp<PrefetchOp>({.interfaces = kPrefetchInterfaces}),
    defineOp<AtomicRMWOp>(
        {.format = "(`volatile` $volatile_^)? $bin_op $ptr `,` $val "
                   "(`syncscope` `(` $syncscope^ `)`)? $ordering attr-dict "
                   "`:` qualified(type($ptr)) `,` type($val)",
         .inferResultTypes = typeOfSecond,
         .interfaces = kAtomicInterfaces}),
    defineOp<AtomicCmpXchgOp>(
        {.format = "(`weak` $weak^)? (`volatile` $volatile_^)? $ptr `,` $cmp "
                   "`,` $val (`syncscope` `(` $syncscope^ `)`)? "
                   "$success_ordering $failure_ordering attr-dict `:` "
                   "qualified(type($ptr)) `,` type($val)",
         .inferResultTypes = valueAndFlag,
         .matchOperandTypes = cmpOfValue,
         .interfaces = kAtomicInterfaces}),
    defineOp<StackSaveOp>({.format = "attr-dict `:` qualified(type($res))"}),
    defineOp<StackRestoreOp>(
        {.format = "$ptr attr-dict `:` qualified(type($ptr))"}),
};

llvm::ArrayRef<OpDefinition> LLVM::memoryOpDefinitions() { return kMemoryOps; }
