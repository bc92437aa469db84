//===- BufferizationOps.cpp - Tensors meeting buffers ---------------------===//
//
// MLIR 22's bufferization ops: syntax, verifiers (with mlir-opt's words),
// memory effects and folds. What bufferizes them, and what they do when
// interpreted, attach from their own folders.
//
//===----------------------------------------------------------------------===//
#include "dialects/bufferization/BufferizationOps.h"
#include "dialects/bufferization/BufferizationInternal.h"
#include "dialects/memref/MemRefFolds.h"
#include "interfaces/SideEffectInterfaces.h"
#include "ir/Attributes.h"
#include "ir/Block.h"
#include "ir/Context.h"
#include "ir/Diagnostics.h"
#include "ir/Operation.h"
#include "ir/Types.h"
#include "rewrite/PatternMatch.h"
#include "text/OpAsm.h"

using namespace terrace;
using namespace terrace::bufferization;

//===-- Constraints -------------------------------------------------------===//

static bool isTensor(Type t) {
  return llvm::isa<RankedTensorType, UnrankedTensorType>(t);
}
static bool isMemRef(Type t) {
  return llvm::isa<MemRefType, UnrankedMemRefType>(t);
}

const TypeConstraint bufferization::kTensorLike = {"TensorLikeType instance",
                                                   isTensor, nullptr, ""};
const TypeConstraint bufferization::kBufferLike = {"BufferLikeType instance",
                                                   isMemRef, nullptr, ""};
const TypeConstraint bufferization::kAnyTensor = {"tensor of any type values",
                                                  isTensor};
const TypeConstraint bufferization::kAnyShaped = {
    "shaped of any type values",
    [](Type t) { return llvm::isa<ShapedType>(t); }, nullptr, ""};
const TypeConstraint bufferization::kAnyRankedOrUnrankedMemRef = {
    "ranked or unranked memref of any type values", isMemRef, nullptr, ""};

//===-- alloc_tensor ------------------------------------------------------===//

/// alloc-tensor ::= `(` dynamic-sizes `)` (`copy` `(` %t `)`)?
///                  (`size_hint` `=` %h)? attr-dict `:` tensor-type
static ParseResult parseAllocTensor(OpAsmParser &parser,
                                    OperationState &state) {
  Context &ctx = parser.getContext();
  llvm::SmallVector<OpAsmParser::UnresolvedOperand, 4> sizes;
  // MLIR's parser: `(`, the list, `)`, each with its own error.
  if (parser.parseLParen() || parser.parseOperandList(sizes) ||
      parser.parseRParen())
    return failure();
  OpAsmParser::UnresolvedOperand copy, sizeHint;
  bool hasCopy = parser.parseOptionalKeyword("copy");
  if (hasCopy && (parser.parseLParen() || parser.parseOperand(copy) ||
                  parser.parseRParen()))
    return failure();
  bool hasSizeHint = parser.parseOptionalKeyword("size_hint");
  if (hasSizeHint && (parser.parseEqual() || parser.parseOperand(sizeHint)))
    return failure();
  Type type;
  if (parser.parseOptionalAttrDict(state.attributes) || parser.parseColon() ||
      parser.parseType(type))
    return failure();
  state.types.push_back(type);
  Type index = IndexType::get(ctx);
  llvm::SmallVector<Type, 4> indexTypes(sizes.size(), index);
  if (parser.resolveOperands(sizes, indexTypes, parser.getNameLoc(),
                             state.operands) ||
      (hasCopy && parser.resolveOperands({copy}, {type}, parser.getNameLoc(),
                                         state.operands)) ||
      (hasSizeHint &&
       parser.resolveOperands({sizeHint}, {index}, parser.getNameLoc(),
                              state.operands)))
    return failure();
  state.addAttribute(
      StringAttr::get(ctx, "operandSegmentSizes"),
      DenseArrayAttr::get(ctx, llvm::ArrayRef<int32_t>{int32_t(sizes.size()),
                                                       int32_t(hasCopy),
                                                       int32_t(hasSizeHint)}));
  return success();
}

static void printAllocTensor(Operation *op, OpAsmPrinter &p) {
  auto alloc = AllocTensorOp::wrap(op);
  p << '(';
  p.printOperands(alloc.operands<"dynamic_sizes">());
  p << ')';
  if (Value copy = alloc.operand<"copy">()) {
    p << " copy(";
    p.printOperand(copy);
    p << ')';
  }
  if (Value sizeHint = alloc.operand<"size_hint">()) {
    p << " size_hint=";
    p.printOperand(sizeHint);
  }
  p.printOptionalAttrDict(op->getAllAttrs(), {"operandSegmentSizes"});
  p << " : ";
  p.printType(op->getResult(0).getType());
}

/// MLIR's AllocTensorOp::verify.
static LogicalResult verifyAllocTensor(Operation *op) {
  auto alloc = AllocTensorOp::wrap(op);
  Value copy = alloc.operand<"copy">();
  OperandRange sizes = alloc.operands<"dynamic_sizes">();
  if (copy && !sizes.empty())
    return op->emitError("dynamic sizes not needed when copying a tensor");
  Type type = op->getResult(0).getType();
  unsigned dynamic = 0;
  if (auto ranked = llvm::dyn_cast<RankedTensorType>(type))
    dynamic = unsigned(llvm::count(ranked.getShape(), kDynamic));
  if (!copy && sizes.size() != dynamic)
    return op->emitOpError("incorrect number of dynamic sizes, has ")
           << llvm::Twine(unsigned(sizes.size())) << ", expected "
           << llvm::Twine(dynamic);
  if (copy && copy.getType() != type)
    return op->emitError("expected that `copy` and return type match");
  return success();
}

//===-- clone -------------------------------------------------------------===//

/// Reads its input, allocates and writes its output (MLIR's MemRead on the
/// operand, MemWrite and MemAlloc on the result).
static void cloneEffects(Operation *op,
                         llvm::SmallVectorImpl<MemoryEffect> &effects) {
  addEffectOnOperand(op, 0, MemoryEffectKind::Read, effects);
  addEffectOnResult(op, 0, MemoryEffectKind::Write, effects);
  addEffectOnResult(op, 0, MemoryEffectKind::Allocate, effects);
}
static const MemoryEffectOpInterface kCloneEffects = {cloneEffects};
static const InterfaceImpl kCloneInterfaces[] = {implement(kCloneEffects)};

//===-- materialize_in_destination ----------------------------------------===//

/// MLIR's MaterializeInDestinationOp::verify.
static LogicalResult verifyMaterialize(Operation *op) {
  auto materialize = MaterializeInDestinationOp::wrap(op);
  Type source = materialize.operand<"source">().getType();
  Type dest = materialize.operand<"dest">().getType();
  if (llvm::cast<ShapedType>(source).getElementType() !=
      llvm::cast<ShapedType>(dest).getElementType())
    return op->emitOpError("failed to verify that all of {source, dest} have "
                           "same element type");
  bool memrefDest = isMemRef(dest);
  if (!isTensor(dest) && !memrefDest)
    return op->emitOpError("'dest' must be a tensor or a memref");
  if (auto destShaped = llvm::dyn_cast<ShapedType>(dest);
      destShaped.hasRank() && llvm::cast<ShapedType>(source).hasRank()) {
    llvm::ArrayRef<int64_t> a = llvm::cast<ShapedType>(source).getShape();
    llvm::ArrayRef<int64_t> b = destShaped.getShape();
    bool compatible = a.size() == b.size();
    for (size_t i = 0; compatible && i < a.size(); ++i)
      compatible = a[i] == kDynamic || b[i] == kDynamic || a[i] == b[i];
    if (!compatible)
      return op->emitOpError("source/destination shapes are incompatible");
  }
  if (!memrefDest) {
    if (op->getNumResults() != 1)
      return op->emitOpError("tensor 'dest' implies exactly one tensor "
                             "result");
    if (op->getResult(0).getType() != dest)
      return op->emitOpError("result and 'dest' types must match");
  }
  if (memrefDest && op->getNumResults() != 0)
    return op->emitOpError("memref 'dest' implies zero results");
  if (materialize.property<"restrict">() && !memrefDest)
    return op->emitOpError("'restrict' is valid only for memref "
                           "destinations");
  if (bool(materialize.property<"writable">()) != memrefDest)
    return op->emitOpError("'writable' must be specified if and only if the "
                           "destination is of memref type");
  return success();
}

/// A memref destination is written; a tensor one is a value.
static void materializeEffects(Operation *op,
                               llvm::SmallVectorImpl<MemoryEffect> &effects) {
  if (isMemRef(op->getOperand(1).getType()))
    addEffectOnOperand(op, 1, MemoryEffectKind::Write, effects);
}
static const MemoryEffectOpInterface kMaterializeEffects = {materializeEffects};
static const InterfaceImpl kMaterializeInterfaces[] = {
    implement(kMaterializeEffects)};

//===-- to_tensor, to_buffer ----------------------------------------------===//

/// MLIR's TensorLikeType::verifyCompatibleBufferType for builtin tensors:
/// the same shape and element type; reported at the op, then the trait's
/// own message.
static LogicalResult verifyTensorAndBuffer(Operation *op, Type tensor,
                                           Type buffer) {
  auto t = llvm::cast<ShapedType>(tensor), b = llvm::cast<ShapedType>(buffer);
  const char *why = nullptr;
  if (t.hasRank() != b.hasRank() ||
      (t.hasRank() && t.getShape() != b.getShape()))
    why = "shapes do not match";
  else if (t.getElementType() != b.getElementType())
    why = "element types do not match";
  if (!why)
    return success();
  op->emitError(why);
  return op->emitOpError(
      "failed to verify that specified tensor and buffer types match");
}

static LogicalResult verifyToTensor(Operation *op) {
  return verifyTensorAndBuffer(op, op->getResult(0).getType(),
                               op->getOperand(0).getType());
}
static LogicalResult verifyToBuffer(Operation *op) {
  return verifyTensorAndBuffer(op, op->getOperand(0).getType(),
                               op->getResult(0).getType());
}

static const MemoryEffectOpInterface kToTensorEffects = {
    operandEffects<{0, MemoryEffectKind::Read}>};
static const InterfaceImpl kToTensorInterfaces[] = {
    implement(kToTensorEffects)};

/// to_tensor(to_buffer(%t)) is %t when the to_buffer comes right before.
static LogicalResult
foldToTensor(Operation *op, llvm::ArrayRef<Attribute>,
             llvm::SmallVectorImpl<OpFoldResult> &results) {
  Operation *def = op->getOperand(0).getDefiningOp();
  if (!llvm::isa_and_present<ToBufferOp>(def) ||
      def->getBlock() != op->getBlock() ||
      std::next(Block::iterator(def)) != Block::iterator(op))
    return failure();
  results.push_back(def->getOperand(0));
  return success();
}

/// to_buffer(to_tensor(%m)) is %m when the types agree.
static LogicalResult
foldToBuffer(Operation *op, llvm::ArrayRef<Attribute>,
             llvm::SmallVectorImpl<OpFoldResult> &results) {
  Operation *def = op->getOperand(0).getDefiningOp();
  if (!llvm::isa_and_present<ToTensorOp>(def) ||
      def->getOperand(0).getType() != op->getResult(0).getType())
    return failure();
  results.push_back(def->getOperand(0));
  return success();
}

//===-- dealloc -----------------------------------------------------------===//

/// MLIR's DeallocOp::verify.
static LogicalResult verifyDealloc(Operation *op) {
  auto dealloc = DeallocOp::wrap(op);
  if (dealloc.operands<"memrefs">().size() !=
      dealloc.operands<"conditions">().size())
    return op->emitOpError("must have the same number of conditions as "
                           "memrefs to deallocate");
  if (dealloc.operands<"retained">().size() != op->getNumResults())
    return op->emitOpError("must have the same number of updated conditions "
                           "(results) as retained operands");
  return success();
}

/// One i1 per retained memref (MLIR's InferTypeOpInterface).
static LogicalResult inferDealloc(Context &ctx, const InferTypeInputs &inputs,
                                  llvm::SmallVectorImpl<Type> &out) {
  auto sizes = llvm::dyn_cast_if_present<DenseArrayAttr>(
      inputs.getAttr("operandSegmentSizes"));
  if (!sizes || sizes.size() != 3)
    return failure();
  out.assign(size_t(sizes.getInt(2)), IntegerType::get(ctx, 1));
  return success();
}

//===-- The dialect -------------------------------------------------------===//

static const OpDefinition kBufferizationOps[] = {
    defineOp<AllocTensorOp>({.verify = verifyAllocTensor,
                             .print = printAllocTensor,
                             .parse = parseAllocTensor}),
    defineOp<CloneOp>({.format = "$input attr-dict `:` type($input) `to` "
                                 "type($output)",
                       .fold = memref::foldCastsIntoOp,
                       .interfaces = kCloneInterfaces}),
    defineOp<MaterializeInDestinationOp>(
        {.verify = verifyMaterialize,
         .format = "$source `in` (`restrict` $restrict^)? (`writable` "
                   "$writable^)? $dest attr-dict `:` functional-type(operands, "
                   "results)",
         .interfaces = kMaterializeInterfaces}),
    defineOp<DeallocTensorOp>({.format = "$tensor attr-dict `:` "
                                         "type($tensor)"}),
    defineOp<ToTensorOp>({.verify = verifyToTensor,
                          .format = "$buffer (`restrict` $restrict^)? "
                                    "(`writable` $writable^)? attr-dict `:` "
                                    "type($buffer) `to` type($result)",
                          .fold = foldToTensor,
                          .interfaces = kToTensorInterfaces}),
    defineOp<ToBufferOp>({.traits = Pure,
                          .verify = verifyToBuffer,
                          .format = "$tensor (`read_only` $read_only^)? "
                                    "attr-dict `:` type($tensor) `to` "
                                    "type($buffer)",
                          .fold = foldToBuffer}),
    defineOp<DeallocOp>(
        {.verify = verifyDealloc,
         .format = "(` ``(` $memrefs^ `:` type($memrefs) `)` `if` ` ` `(` "
                   "$conditions `)` )? (`retain` ` ` `(` $retained^ `:` "
                   "type($retained) `)` )? attr-dict",
         .canonicalize = deallocPatterns,
         .inferResultTypes = inferDealloc}),
};

BufferizationDialect::BufferizationDialect(Context &ctx)
    : Dialect("bufferization", ctx) {
  addOps(kBufferizationOps);
}
