//===- MemRefAtomicOps.cpp - Atomics, DMA and prefetch
//---------------------===//
//
// The memref ops that update an element atomically, move data with a DMA
// engine, or hint the cache. Their syntax and checks are MLIR 22's.
//
//===----------------------------------------------------------------------===//
#include "dialects/arith/ArithDialect.h"
#include "dialects/memref/MemRefFolds.h"
#include "dialects/memref/MemRefInternal.h"
#include "dialects/memref/MemRefOps.h"

#include "ir/Attributes.h"
#include "ir/Block.h"
#include "ir/Context.h"
#include "ir/Diagnostics.h"
#include "ir/Region.h"
#include "text/AsmParser.h"
#include "text/OpAsm.h"

using namespace terrace;
using namespace terrace::memref;
using llvm::failure;
using llvm::success;

/// Resolves every operand of `operands` as `type`.
static ParseResult
resolveAllAs(OpAsmParser &parser,
             llvm::ArrayRef<OpAsmParser::UnresolvedOperand> operands, Type type,
             llvm::SmallVectorImpl<Value> &out) {
  llvm::SmallVector<Type, 4> types(operands.size(), type);
  return parser.resolveOperands(operands, types, parser.getNameLoc(), out);
}

static MemRefType memrefTypeOf(Value v) {
  return llvm::dyn_cast<MemRefType>(v.getType());
}

static void readWriteEffects(Operation *op, unsigned memref,
                             llvm::SmallVectorImpl<MemoryEffect> &effects) {
  addEffectOnOperand(op, memref, MemoryEffectKind::Read, effects);
  addEffectOnOperand(op, memref, MemoryEffectKind::Write, effects);
}

//===-- atomic_rmw
//----------------------------------------------------------===//

static LogicalResult verifyAtomicRMW(Operation *op) {
  auto rmw = AtomicRMWOp::wrap(op);
  Type value = rmw.operand<"value">().getType();
  MemRefType memref = memrefTypeOf(rmw.operand<"memref">());
  if (value != op->getResult(0).getType())
    return op->emitOpError("failed to verify that all of {value, result} have "
                           "same type");
  if (value != memref.getElementType())
    return op->emitOpError("failed to verify that value type matches element "
                           "type of memref");
  if (int64_t(op->getNumOperands() - 2) != memref.getRank())
    return op->emitOpError("expects the number of subscripts to be equal to "
                           "memref rank");
  auto kind = llvm::cast<IntegerAttr>(op->getInherentAttr("kind"));
  std::string name =
      arith::kAtomicRMWKind.spell(kind.getValue().getZExtValue());
  static constexpr llvm::StringLiteral floatKinds[] = {"addf", "maximumf",
                                                       "minimumf", "mulf"};
  static constexpr llvm::StringLiteral integerKinds[] = {
      "addi", "maxs", "maxu", "mins", "minu", "muli", "ori", "xori", "andi"};
  bool wantsFloat = llvm::is_contained(floatKinds, name);
  bool wantsInteger = llvm::is_contained(integerKinds, name);
  if (wantsFloat && !value.isFloat())
    return op->emitOpError("with kind '")
           << name << "' expects a floating-point type";
  if (wantsInteger && !value.isInteger())
    return op->emitOpError("with kind '")
           << name << "' expects an integer type";
  return success();
}

static void atomicRMWEffects(Operation *op,
                             llvm::SmallVectorImpl<MemoryEffect> &effects) {
  readWriteEffects(op, 1, effects);
}
static const MemoryEffectOpInterface kAtomicRMWEffects = {atomicRMWEffects};
static const InterfaceImpl kAtomicRMWInterfaces[] = {
    implement(kAtomicRMWEffects)};

//===-- generic_atomic_rmw, atomic_yield
//------------------------------------===//

/// `memref.generic_atomic_rmw %m[%i] : memref<4xf32> { ... } attr-dict`.
static ParseResult parseGenericAtomicRMW(OpAsmParser &parser,
                                         OperationState &state) {
  OpAsmParser::UnresolvedOperand memref;
  llvm::SmallVector<OpAsmParser::UnresolvedOperand, 4> indices;
  Type type;
  llvm::SMLoc typeLoc;
  if (parser.parseOperand(memref) ||
      parser.parseOperandList(indices, AsmParser::Delimiter::Square) ||
      parser.parseColon())
    return failure();
  typeLoc = parser.getCurrentLocation();
  if (parser.parseType(type))
    return failure();
  auto memrefType = llvm::dyn_cast<MemRefType>(type);
  if (!memrefType)
    return parser.emitError(typeLoc, "invalid kind of type specified: "
                                     "expected builtin.memref, but found ")
           << type;
  Type index = IndexType::get(parser.getContext());
  if (resolveAllAs(parser, {memref}, type, state.operands) ||
      resolveAllAs(parser, indices, index, state.operands))
    return failure();
  Region *body = state.addRegion();
  if (parser.parseRegion(*body, {}, /*isolatedFromAbove=*/false) ||
      parser.parseOptionalAttrDict(state.attributes))
    return failure();
  state.types.push_back(memrefType.getElementType());
  return success();
}

static void printGenericAtomicRMW(Operation *op, OpAsmPrinter &p) {
  auto rmw = GenericAtomicRMWOp::wrap(op);
  p << ' ';
  p.printOperand(rmw.operand<"memref">());
  p << '[';
  p.printOperands(rmw.operands<"indices">());
  p << "] : " << rmw.operand<"memref">().getType() << ' ';
  p.printRegion(op->getRegion(0));
  p.printOptionalAttrDict(op->getAllAttrs());
}

static LogicalResult verifyGenericAtomicRMW(Operation *op) {
  MemRefType memref =
      memrefTypeOf(GenericAtomicRMWOp::wrap(op).operand<"memref">());
  Type result = op->getResult(0).getType();
  if (result != memref.getElementType())
    return op->emitOpError("failed to verify that result type matches element "
                           "type of memref");
  Region &body = op->getRegion(0);
  unsigned numArgs = body.empty() ? 0 : body.front().getNumArguments();
  if (numArgs != 1)
    return op->emitOpError("expected single number of entry block arguments");
  if (body.front().getArgument(0).getType() != result)
    return op->emitOpError("expected block argument of the same type result "
                           "type");
  // The body may run several times: nothing in it may touch memory.
  Operation *impure = nullptr;
  op->walk([&](Operation *nested) {
    if (nested != op && !impure && !isMemoryEffectFree(nested))
      impure = nested;
  });
  if (impure)
    return impure->emitError("body of 'memref.generic_atomic_rmw' should "
                             "contain only operations with no side effects");
  return success();
}

static LogicalResult verifyGenericAtomicRMWRegions(Operation *op) {
  return verifyImplicitTerminator<AtomicYieldOp>(op);
}

static void
genericAtomicRMWEffects(Operation *op,
                        llvm::SmallVectorImpl<MemoryEffect> &effects) {
  readWriteEffects(op, 0, effects);
}
static const MemoryEffectOpInterface kGenericAtomicRMWEffects = {
    genericAtomicRMWEffects};
static const InterfaceImpl kGenericAtomicRMWInterfaces[] = {
    implement(kGenericAtomicRMWEffects)};

static LogicalResult verifyAtomicYield(Operation *op) {
  // Inside a generic_atomic_rmw (its row's parentOp).
  Operation *parent = op->getParentOp();
  Type parentType = parent->getResult(0).getType();
  Type type = AtomicYieldOp::wrap(op).operand<"result">().getType();
  if (parentType != type)
    return op->emitOpError("types mismatch between yield op: ")
           << type << " and its parent: " << parentType;
  return success();
}

//===-- prefetch
//------------------------------------------------------------===//

/// `memref.prefetch %m[%i], read|write, locality<N>, data|instr : T`.
static ParseResult parsePrefetch(OpAsmParser &parser, OperationState &state) {
  OpAsmParser::UnresolvedOperand memref;
  llvm::SmallVector<OpAsmParser::UnresolvedOperand, 4> indices;
  llvm::StringRef readOrWrite, cacheType;
  Attribute locality;
  Context &ctx = parser.getContext();
  if (parser.parseOperand(memref) ||
      parser.parseOperandList(indices, AsmParser::Delimiter::Square) ||
      parser.parseComma() || parser.parseAnyKeyword(readOrWrite) ||
      parser.parseComma() || parser.parseKeyword("locality") ||
      parser.parseLess() ||
      parser.parseAttribute(locality, IntegerType::get(ctx, 32)) ||
      parser.parseGreater() || parser.parseComma() ||
      parser.parseAnyKeyword(cacheType) || parser.parseColon())
    return failure();
  llvm::SMLoc typeLoc = parser.getCurrentLocation();
  Type type;
  if (parser.parseType(type))
    return failure();
  if (!llvm::isa<MemRefType>(type))
    return parser.emitError(typeLoc, "invalid kind of type specified: "
                                     "expected builtin.memref, but found ")
           << type;
  if (resolveAllAs(parser, {memref}, type, state.operands) ||
      resolveAllAs(parser, indices, IndexType::get(ctx), state.operands))
    return failure();
  state.addAttribute(StringAttr::get(ctx, "localityHint"), locality);
  if (readOrWrite != "read" && readOrWrite != "write")
    return parser.emitError(parser.getNameLoc(),
                            "rw specifier has to be 'read' or 'write'");
  state.addAttribute(StringAttr::get(ctx, "isWrite"),
                     BoolAttr::get(ctx, readOrWrite == "write"));
  if (cacheType != "data" && cacheType != "instr")
    return parser.emitError(parser.getNameLoc(),
                            "cache type has to be 'data' or 'instr'");
  state.addAttribute(StringAttr::get(ctx, "isDataCache"),
                     BoolAttr::get(ctx, cacheType == "data"));
  return success();
}

static void printPrefetch(Operation *op, OpAsmPrinter &p) {
  auto prefetch = PrefetchOp::wrap(op);
  auto isWrite = prefetch.property<"isWrite", BoolAttr>();
  auto isData = prefetch.property<"isDataCache", BoolAttr>();
  auto locality = prefetch.property<"localityHint", IntegerAttr>();
  p << ' ';
  p.printOperand(prefetch.operand<"memref">());
  p << '[';
  p.printOperands(prefetch.operands<"indices">());
  p << "], " << (isWrite.getValue() ? "write" : "read") << ", locality<"
    << std::to_string(locality.getInt()) << ">, "
    << (isData.getValue() ? "data" : "instr");
  p.printOptionalAttrDict(op->getAllAttrs(),
                          {"localityHint", "isWrite", "isDataCache"});
  p << " : " << prefetch.operand<"memref">().getType();
}

static LogicalResult verifyPrefetch(Operation *op) {
  auto prefetch = PrefetchOp::wrap(op);
  if (int64_t(prefetch.operands<"indices">().size()) !=
      memrefTypeOf(prefetch.operand<"memref">()).getRank())
    return op->emitOpError("too few indices");
  return success();
}

// MLIR 22 declares a write of the prefetched buffer.
static const MemoryEffectOpInterface kPrefetchEffects = {
    operandEffects<{0, MemoryEffectKind::Write}>};
static const InterfaceImpl kPrefetchInterfaces[] = {
    implement(kPrefetchEffects)};

//===-- dma_start, dma_wait
//-------------------------------------------------===//

/// `memref.dma_start %src[...], %dst[...], %n, %tag[...] (, %stride,
/// %perStride)? : S, D, T`.
static ParseResult parseDmaStart(OpAsmParser &parser, OperationState &state) {
  OpAsmParser::UnresolvedOperand src, dst, numElements, tag;
  llvm::SmallVector<OpAsmParser::UnresolvedOperand, 4> srcIndices, dstIndices,
      tagIndices, strides;
  using Delimiter = AsmParser::Delimiter;
  if (parser.parseOperand(src) ||
      parser.parseOperandList(srcIndices, Delimiter::Square) ||
      parser.parseComma() || parser.parseOperand(dst) ||
      parser.parseOperandList(dstIndices, Delimiter::Square) ||
      parser.parseComma() || parser.parseOperand(numElements) ||
      parser.parseComma() || parser.parseOperand(tag) ||
      parser.parseOperandList(tagIndices, Delimiter::Square))
    return failure();
  // MLIR's parseTrailingOperandList: a comma, then operands if any.
  if (parser.parseOptionalComma() && parser.parseOperandList(strides))
    return failure();
  if (!strides.empty() && strides.size() != 2)
    return parser.emitError(parser.getNameLoc(),
                            "expected two stride related operands");
  llvm::SmallVector<Type, 3> types;
  if (parser.parseColonTypeList(types))
    return failure();
  if (types.size() != 3)
    return parser.emitError(parser.getNameLoc(), "fewer/more types expected");
  Type index = IndexType::get(parser.getContext());
  if (resolveAllAs(parser, {src}, types[0], state.operands) ||
      resolveAllAs(parser, srcIndices, index, state.operands) ||
      resolveAllAs(parser, {dst}, types[1], state.operands) ||
      resolveAllAs(parser, dstIndices, index, state.operands) ||
      resolveAllAs(parser, {numElements}, index, state.operands) ||
      resolveAllAs(parser, {tag}, types[2], state.operands) ||
      resolveAllAs(parser, tagIndices, index, state.operands) ||
      resolveAllAs(parser, strides, index, state.operands))
    return failure();
  return success();
}

/// Where dma_start's operands sit, from the ranks of its memrefs.
struct DmaStartLayout {
  unsigned src = 0, srcRank = 0, dst = 0, dstRank = 0, numElements = 0, tag = 0,
           tagRank = 0, end = 0;
  explicit DmaStartLayout(Operation *op) {
    auto rank = [&](unsigned i) {
      auto type = llvm::dyn_cast<MemRefType>(op->getOperand(i).getType());
      return type ? unsigned(type.getRank()) : 0u;
    };
    srcRank = rank(src);
    dst = src + 1 + srcRank;
    dstRank = rank(dst);
    numElements = dst + 1 + dstRank;
    tag = numElements + 1;
    tagRank = rank(tag);
    end = tag + 1 + tagRank;
  }
};

static void printDmaStart(Operation *op, OpAsmPrinter &p) {
  DmaStartLayout at(op);
  auto slice = [&](unsigned from, unsigned count) {
    return op->getOperands().slice(from, count);
  };
  p << ' ';
  p.printOperand(op->getOperand(at.src));
  p << '[';
  p.printOperands(slice(at.src + 1, at.srcRank));
  p << "], ";
  p.printOperand(op->getOperand(at.dst));
  p << '[';
  p.printOperands(slice(at.dst + 1, at.dstRank));
  p << "], ";
  p.printOperand(op->getOperand(at.numElements));
  p << ", ";
  p.printOperand(op->getOperand(at.tag));
  p << '[';
  p.printOperands(slice(at.tag + 1, at.tagRank));
  p << ']';
  if (op->getNumOperands() == at.end + 2) {
    p << ", ";
    p.printOperands(slice(at.end, 2));
  }
  p.printOptionalAttrDict(op->getAllAttrs());
  p << " : " << op->getOperand(at.src).getType() << ", "
    << op->getOperand(at.dst).getType() << ", "
    << op->getOperand(at.tag).getType();
}

/// MLIR's DmaStartOp::verify, check by check.
static LogicalResult verifyDmaStart(Operation *op) {
  unsigned numOperands = op->getNumOperands();
  if (numOperands < 4)
    return op->emitOpError("expected at least 4 operands");
  auto isIndex = [&](unsigned from, unsigned count) {
    for (unsigned i = from; i < from + count; ++i)
      if (!op->getOperand(i).getType().isIndex())
        return false;
    return true;
  };
  auto atLeast = [&](unsigned n) -> LogicalResult {
    if (numOperands >= n)
      return success();
    return op->emitOpError("expected at least ")
           << llvm::Twine(n) << " operands";
  };
  auto src = memrefTypeOf(op->getOperand(0));
  if (!src)
    return op->emitOpError("expected source to be of memref type");
  unsigned srcRank = unsigned(src.getRank());
  if (failed(atLeast(srcRank + 4)))
    return failure();
  if (!isIndex(1, srcRank))
    return op->emitOpError("expected source indices to be of index type");
  unsigned dstAt = 1 + srcRank;
  auto dst = memrefTypeOf(op->getOperand(dstAt));
  if (!dst)
    return op->emitOpError("expected destination to be of memref type");
  unsigned dstRank = unsigned(dst.getRank());
  if (failed(atLeast(srcRank + dstRank + 4)))
    return failure();
  if (!isIndex(dstAt + 1, dstRank))
    return op->emitOpError("expected destination indices to be of index "
                           "type");
  unsigned numElementsAt = dstAt + 1 + dstRank;
  if (!op->getOperand(numElementsAt).getType().isIndex())
    return op->emitOpError("expected num elements to be of index type");
  auto tag = memrefTypeOf(op->getOperand(numElementsAt + 1));
  if (!tag)
    return op->emitOpError("expected tag to be of memref type");
  unsigned tagRank = unsigned(tag.getRank());
  if (failed(atLeast(srcRank + dstRank + tagRank + 4)))
    return failure();
  if (!isIndex(numElementsAt + 2, tagRank))
    return op->emitOpError("expected tag indices to be of index type");
  unsigned end = numElementsAt + 2 + tagRank;
  if (numOperands != end && numOperands != end + 2)
    return op->emitOpError("incorrect number of operands");
  if (numOperands == end + 2 && !isIndex(end, 2))
    return op->emitOpError("expected stride and num elements per stride to "
                           "be of type index");
  return success();
}

static LogicalResult verifyDmaWait(Operation *op) {
  MemRefType tag = memrefTypeOf(DmaWaitOp::wrap(op).operand<"tagMemRef">());
  auto indices = unsigned(op->getNumOperands() - 2);
  if (int64_t(indices) != tag.getRank())
    return op->emitOpError("expected tagIndices to have the same number of "
                           "elements as the tagMemRef rank, expected ")
           << llvm::Twine(tag.getRank()) << ", but got "
           << llvm::Twine(indices);
  return success();
}

//===-- The table
//-----------------------------------------------------------===//

static const OpDefinition kAtomicOps[] = {
    defineOp<AtomicRMWOp>(
        {.verify = verifyAtomicRMW,
         .format = "$kind $value `,` $memref `[` $indices `]` attr-dict `:` "
                   "`(` type($value) `,` type($memref) `)` `->` "
                   "type($result)",
         .fold = foldCastsIntoOpButFirst,
         .interfaces = kAtomicRMWInterfaces}),
    defineOp<GenericAtomicRMWOp>(
        {.traits = SingleBlock,
         .verify = verifyGenericAtomicRMW,
         .print = printGenericAtomicRMW,
         .parse = parseGenericAtomicRMW,
         .interfaces = kGenericAtomicRMWInterfaces,
         .verifyRegions = verifyGenericAtomicRMWRegions}),
    defineOp<AtomicYieldOp>({.traits = Pure | IsTerminator | ReturnLike,
                             .verify = verifyAtomicYield,
                             .format = "$result attr-dict `:` type($result)",
                             .parentOp = opTypeID<GenericAtomicRMWOp>}),
    defineOp<PrefetchOp>({.verify = verifyPrefetch,
                          .print = printPrefetch,
                          .parse = parsePrefetch,
                          .fold = foldCastsIntoOp,
                          .interfaces = kPrefetchInterfaces}),
    defineOp<DmaStartOp>({.verify = verifyDmaStart,
                          .print = printDmaStart,
                          .parse = parseDmaStart,
                          .fold = foldCastsIntoOp}),
    defineOp<DmaWaitOp>({.verify = verifyDmaWait,
                         .format = "$tagMemRef `[` $tagIndices `]` `,` "
                                   "$numElements attr-dict `:` "
                                   "type($tagMemRef)",
                         .fold = foldCastsIntoOp}),
};

llvm::ArrayRef<OpDefinition> memref::atomicOpDefinitions() {
  return kAtomicOps;
}
