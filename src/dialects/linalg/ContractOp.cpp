//===- ContractOp.cpp - linalg.contract -----------------------------------===//
//
// `linalg.contract indexing_maps = [A, B, C] {cast = ...} ins(%a, %b : ...)
// outs(%c : ...) -> T`: the einsum of two operands into an init. The maps
// are required and printed always; each is a projected permutation of one
// iteration space. A loop the init's map reads is parallel; any other is a
// reduction, and must then be read by both inputs (a contracting loop).
// The body is implicit: out + cast(a) * cast(b), as matmul's.
//
//===----------------------------------------------------------------------===//
#include "dialects/linalg/Contraction.h"
#include "dialects/linalg/LinalgOps.h"
#include "dialects/linalg/NamedOps.h"
#include "dialects/linalg/StructuredOps.h"
#include "dialects/linalg/StructuredSyntax.h"
#include "interfaces/DestinationStyleInterface.h"
#include "ir/Block.h"
#include "ir/Builder.h"
#include "ir/Context.h"
#include "ir/Diagnostics.h"
#include "text/AsmParser.h"
#include "text/OpAsm.h"

using namespace terrace;
using namespace terrace::linalg;

namespace {

/// The body alone: cast both inputs to the init's element type, multiply,
/// add to the init.
const NamedOpSpec kContractBody = {.body = NamedOpSpec::Body::MulAdd,
                                   .numInputs = 2};

ArrayAttr mapsOf(Operation *op) {
  return llvm::dyn_cast_if_present<ArrayAttr>(
      op->getInherentAttr("indexing_maps"));
}

/// Parallel where the init's map reads the loop, reduction elsewhere.
void contractIteratorTypes(Operation *op,
                           llvm::SmallVectorImpl<uint64_t> &types) {
  ArrayAttr maps = mapsOf(op);
  auto init = maps && maps.size()
                  ? llvm::dyn_cast<AffineMapAttr>(maps[maps.size() - 1])
                  : AffineMapAttr();
  if (!init)
    return;
  types.assign(init.getNumDims(), uint64_t(IteratorType::Reduction));
  for (unsigned r = 0; r < init.getNumResults(); ++r)
    if (AffineExpr e = init.getResult(r); e.getKind() == AffineExprKind::DimId)
      types[size_t(e.getValue())] = uint64_t(IteratorType::Parallel);
}

void printContract(Operation *op, OpAsmPrinter &p) {
  printIndexingMaps(p, mapsOf(op));
  llvm::SmallVector<NamedAttribute, 4> shown;
  for (const NamedAttribute &attr : op->getAllAttrs())
    if (attr.getName() != "operandSegmentSizes" &&
        attr.getName() != "indexing_maps")
      shown.push_back(attr);
  p.printOptionalAttrDict(shown);
  printInsOuts(p, op);
  printResultTypes(p, op);
}

ParseResult parseContract(OpAsmParser &parser, OperationState &state) {
  Context &ctx = parser.getContext();
  ArrayAttr maps;
  if (parseOptionalIndexingMaps(parser, maps) || !maps)
    return parser.emitError(parser.getCurrentLocation(),
                            "expected 'indexing_maps' attribute");
  state.addAttribute(StringAttr::get(ctx, "indexing_maps"), maps);
  llvm::SmallVector<Type, 4> operandTypes;
  if (parser.parseOptionalAttrDict(state.attributes) ||
      parseInsOuts(parser, state, operandTypes) ||
      parser.parseOptionalAttrDict(state.attributes))
    return failure();
  if (parser.parseOptionalArrow() &&
      parser.parseFunctionResultTypes(state.types))
    return failure();
  if (checkImplicitBodyArgs(parser, 3, unsigned(operandTypes.size())))
    return failure();
  bool castUnsigned = parsedCastIsUnsigned(state.attributes);
  // The implicit body, at an unknown location as MLIR builds it.
  Block *block = addImplicitBody(state, ctx, operandTypes);
  OpBuilder builder(ctx);
  buildNamedBody(kContractBody, builder, *block, UnknownLoc::get(ctx),
                 castUnsigned);
  return success();
}

/// MLIR's ContractOp::verify, with its messages (reported at the op,
/// without the op-name prefix). Only the first three maps are read; the
/// structured checks, which run after it with the regions, compare the
/// counts.
LogicalResult verifyContract(Operation *op) {
  ArrayAttr maps = mapsOf(op);
  int64_t numLoops = -1;
  // How often each loop indexes an input, and the init.
  llvm::SmallVector<unsigned, 4> inputUses, initUses;
  size_t count = std::min<size_t>({maps.size(), op->getNumOperands(), 3});
  for (size_t i = 0; i < count; ++i) {
    auto map = llvm::cast<AffineMapAttr>(maps[i]);
    Type type = op->getOperand(unsigned(i)).getType();
    if (!map.isProjectedPermutation())
      return op->emitError("provided affine_map is not a projected "
                           "permutation");
    if (auto shaped = llvm::dyn_cast<ShapedType>(type)) {
      if (int64_t(map.getNumResults()) != shaped.getRank())
        return op->emitError("ranks of shaped operand and results of "
                             "corresponding affine_map differ");
    } else if (map.getNumResults() != 0) {
      return op->emitError("affine_map specifies shaped access while operand "
                           "has non-shaped type");
    }
    if (numLoops == -1) {
      numLoops = map.getNumDims();
      inputUses.assign(size_t(numLoops), 0);
      initUses.assign(size_t(numLoops), 0);
    } else if (numLoops != int64_t(map.getNumDims())) {
      return op->emitError("iteration spaces of provided affine_maps differ");
    }
    for (unsigned r = 0; r < map.getNumResults(); ++r)
      ++(i < 2 ? inputUses : initUses)[size_t(map.getResult(r).getValue())];
  }
  bool hasContractingLoop = false;
  for (int64_t d = 0; d < numLoops; ++d) {
    unsigned in = inputUses[size_t(d)], out = initUses[size_t(d)];
    hasContractingLoop |= in == 2 && out == 0;
    if (in == 0 && out == 0)
      return op->emitError("iteration space dim at index ")
             << llvm::Twine(d) << " not used to access any operand";
    if (in == 1 && out != 1)
      return op->emitError("iteration space dim at index ")
             << llvm::Twine(d)
             << " is neither a contracting dim nor of parallel iteration type";
  }
  if (!hasContractingLoop)
    return op->emitError(
        "'indexing_maps' do not specify a contracting dimension");
  return success();
}

/// The destination-style and structured checks, then the contraction's.
LogicalResult verifyContractRegions(Operation *op) {
  if (failed(verifyStructuredOp(op)))
    return failure();
  return verifyContraction(op);
}

const StructuredOpInterface kContractStructured = {nullptr, nullptr,
                                                   contractIteratorTypes};
const InterfaceImpl kContractInterfaces[] = {
    implement(kContractStructured), implement(kStructuredOpEffects),
    implement(kStructuredDestinationStyle)};

} // namespace

llvm::ArrayRef<OpDefinition> linalg::contractOpDefinitions() {
  static const OpDefinition definitions[] = {
      defineOp<ContractOp>({.verify = verifyContract,
                            .print = printContract,
                            .parse = parseContract,
                            .blockArgNames = nameInsOutsArgs,
                            .interfaces = kContractInterfaces,
                            .verifyRegions = verifyContractRegions})};
  return definitions;
}
