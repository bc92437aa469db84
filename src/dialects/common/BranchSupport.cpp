//===- BranchSupport.cpp - What branch ops of every dialect share ---------===//
#include "dialects/common/BranchSupport.h"

#include "ir/Block.h"
#include "ir/Diagnostics.h"
#include "ir/Operation.h"

#include <cstring>

using namespace terrace;
using namespace terrace::branch;
using llvm::failure;
using llvm::LogicalResult;
using llvm::ParseResult;
using llvm::success;

/// The `operandSegmentSizes` property: one size per operand group.
DenseArrayAttr branch::segmentsAttr(Context &ctx,
                                    llvm::ArrayRef<int32_t> sizes) {
  return DenseArrayAttr::get(ctx, sizes);
}

/// [start, start + size) of segment `i` of the op's operands.
IndexRange branch::segment(Operation *op, unsigned i,
                           llvm::StringRef property) {
  auto sizes = llvm::dyn_cast_if_present<DenseArrayAttr>(op->getAttr(property));
  if (!sizes)
    return {0, 0};
  unsigned start = 0;
  for (unsigned j = 0; j < i; ++j)
    start += unsigned(sizes.getInt(j));
  return {start, unsigned(sizes.getInt(i))};
}

llvm::SmallVector<Value, 4> branch::operandSlice(Operation *op, unsigned start,
                                                 unsigned count) {
  llvm::SmallVector<Value, 4> values;
  for (unsigned i = start; i < start + count; ++i)
    values.push_back(op->getOperand(i));
  return values;
}

/// `^bb1(%a, %b : i32, i32)` or `^bb1`.
void branch::printSuccessorAndOperands(OpAsmPrinter &p, Block *dest,
                                       ValueRange operands) {
  p.printSuccessor(dest);
  if (operands.empty())
    return;
  p << '(';
  p.printOperands(operands);
  p << " : ";
  llvm::SmallVector<Type, 4> types;
  for (Value v : operands)
    types.push_back(v.getType());
  p.printTypes(types);
  p << ')';
}

/// The operands passed to successor `index` match its block arguments.
LogicalResult branch::verifySuccessorOperands(Operation *op, unsigned index,
                                              ValueRange operands) {
  Block *dest = op->getSuccessor(index);
  if (operands.size() != dest->getNumArguments())
    // MLIR's branch interface reports these without the `'op' op` prefix.
    return op->emitError("branch has " + llvm::Twine(operands.size()) +
                         " operands for successor #" + llvm::Twine(index) +
                         ", but target block has " +
                         llvm::Twine(dest->getNumArguments()));
  for (unsigned i = 0; i < operands.size(); ++i)
    if (operands[i].getType() != dest->getArgument(i).getType())
      return op->emitError("type mismatch for bb argument #" + llvm::Twine(i) +
                           " of successor #" + llvm::Twine(index));
  return success();
}

LogicalResult branch::verifyBranch(Operation *op) {
  return verifySuccessorOperands(op, 0, op->getOperands());
}

// The signature checks the condition, the segment sizes and the
// successor count.
LogicalResult branch::verifyCondBranch(Operation *op) {
  if (auto weights = llvm::dyn_cast_if_present<DenseArrayAttr>(
          op->getAttr("branch_weights"));
      weights && weights.size() != 2)
    // MLIR's WeightedBranchOpInterface, without the 'op' prefix.
    return op->emitError("expects number of branch weights to match number "
                         "of successors: " +
                         llvm::Twine(weights.size()) + " vs 2");
  for (unsigned s = 0; s < 2; ++s) {
    auto [start, count] = segment(op, s + 1);
    if (failed(verifySuccessorOperands(op, s, operandSlice(op, start, count))))
      return failure();
  }
  return success();
}

Attribute branch::caseValuesAttr(Type flagType,
                                 llvm::ArrayRef<llvm::APInt> values) {
  auto vectorType = VectorType::get({int64_t(values.size())}, flagType);
  unsigned width = flagType.getIntOrFloatBitWidth();
  // Little-endian bytes of each value (one byte for i1).
  std::string raw;
  for (const llvm::APInt &v : values)
    for (unsigned b = 0; 8 * b < width; ++b)
      raw.push_back(
          char(v.extractBitsAsZExtValue(std::min(8u, width - 8 * b), 8 * b)));
  return DenseIntOrFPElementsAttr::get(llvm::cast<ShapedType>(vectorType), raw);
}

llvm::SmallVector<llvm::APInt, 4> branch::caseValues(Operation *op) {
  llvm::SmallVector<llvm::APInt, 4> values;
  auto dense = llvm::dyn_cast_if_present<DenseIntOrFPElementsAttr>(
      op->getAttr("case_values"));
  if (!dense || !dense.getType().getElementType().isInteger())
    return values;
  unsigned width = dense.getType().getElementType().getIntOrFloatBitWidth();
  unsigned bytes = (width + 7) / 8;
  llvm::StringRef raw = dense.getRawData();
  int64_t count = dense.getType().getNumElements();
  for (int64_t i = 0; i < count; ++i) {
    size_t at = dense.isSplat() ? 0 : size_t(i) * bytes;
    if (raw.size() < at + bytes)
      break;
    llvm::SmallVector<uint64_t, 2> words((width + 63) / 64, 0);
    std::memcpy(words.data(), raw.data() + at, bytes);
    values.push_back(llvm::APInt(width, words));
  }
  return values;
}

/// `^bb1` then, optionally, `(%a, %b : i32, i32)`.
ParseResult branch::parseSuccessorAndUses(
    OpAsmParser &parser, Block *&dest,
    llvm::SmallVectorImpl<OpAsmParser::UnresolvedOperand> &names,
    llvm::SmallVectorImpl<Type> &types) {
  if (parser.parseSuccessor(dest))
    return failure();
  if (!parser.parseOptionalLParen())
    return success();
  return failure(parser.parseOperandList(names) || parser.parseColon() ||
                 parser.parseTypeList(types) || parser.parseRParen());
}

static IndexRange brOperands(Operation *op, unsigned) {
  return {0, op->getNumOperands()};
}
static Block *brTarget(Operation *op, llvm::ArrayRef<Attribute>) {
  return op->getSuccessor(0);
}
static void brSetOperands(Operation *op, unsigned, ValueRange operands) {
  op->setOperands(operands);
}
const BranchOpInterface branch::kBranchModel = {brOperands, brTarget,
                                                brSetOperands};

/// Replaces the operands [start, start + size) by `values`.
static void replaceOperandRange(Operation *op, std::pair<unsigned, unsigned> at,
                                ValueRange values) {
  llvm::SmallVector<Value, 8> operands = op->getOperands();
  operands.erase(operands.begin() + at.first,
                 operands.begin() + at.first + at.second);
  operands.insert(operands.begin() + at.first, values.begin(), values.end());
  op->setOperands(operands);
}

/// Sets entry `index` of the i32 segment property `name` to `size`.
static void setSegment(Operation *op, llvm::StringRef name, unsigned index,
                       unsigned size) {
  auto sizes = llvm::cast<DenseArrayAttr>(op->getAttr(name));
  llvm::SmallVector<int32_t, 4> values;
  for (int64_t i = 0; i < sizes.size(); ++i)
    values.push_back(int32_t(sizes.getInt(i)));
  values[index] = int32_t(size);
  op->setAttr(name, segmentsAttr(op->getContext(), values));
}

static IndexRange condBrOperands(Operation *op, unsigned index) {
  return segment(op, index + 1);
}
static Block *condBrTarget(Operation *op, llvm::ArrayRef<Attribute> operands) {
  auto cond = llvm::dyn_cast_if_present<IntegerAttr>(operands[0]);
  if (!cond)
    return nullptr;
  return op->getSuccessor(cond.getValue().isZero() ? 1 : 0);
}
static void condBrSetOperands(Operation *op, unsigned index,
                              ValueRange operands) {
  replaceOperandRange(op, condBrOperands(op, index), operands);
  setSegment(op, "operandSegmentSizes", index + 1, operands.size());
}
const BranchOpInterface branch::kCondBranchModel = {
    condBrOperands, condBrTarget, condBrSetOperands};

static IndexRange switchOperands(Operation *op, unsigned index) {
  if (index == 0)
    return segment(op, 1);
  unsigned start = segment(op, 2).first;
  for (unsigned i = 0; i + 1 < index; ++i)
    start += segment(op, i, "case_operand_segments").second;
  return {start, segment(op, index - 1, "case_operand_segments").second};
}
unsigned branch::caseSuccessorIndex(Operation *op, const llvm::APInt &value) {
  llvm::SmallVector<llvm::APInt, 4> values = caseValues(op);
  for (unsigned i = 0; i < values.size(); ++i)
    if (values[i] == value)
      return i + 1;
  return 0;
}

static Block *switchTarget(Operation *op, llvm::ArrayRef<Attribute> operands) {
  auto flag = llvm::dyn_cast_if_present<IntegerAttr>(operands[0]);
  if (!flag)
    return nullptr;
  return op->getSuccessor(caseSuccessorIndex(op, flag.getValue()));
}
static void switchSetOperands(Operation *op, unsigned index,
                              ValueRange operands) {
  IndexRange old = switchOperands(op, index);
  replaceOperandRange(op, old, operands);
  if (index == 0) {
    setSegment(op, "operandSegmentSizes", 1, operands.size());
    return;
  }
  setSegment(op, "case_operand_segments", index - 1, operands.size());
  setSegment(op, "operandSegmentSizes", 2,
             segment(op, 2).second - old.second + operands.size());
}
const BranchOpInterface branch::kSwitchModel = {switchOperands, switchTarget,
                                                switchSetOperands};

LogicalResult branch::verifySwitchSuccessors(Operation *op, unsigned cases) {
  auto [ds, dn] = segment(op, 1);
  if (failed(verifySuccessorOperands(op, 0, operandSlice(op, ds, dn))))
    return failure();
  unsigned offset = segment(op, 2).first;
  for (unsigned i = 0; i < cases; ++i) {
    unsigned count = segment(op, i, "case_operand_segments").second;
    if (failed(verifySuccessorOperands(op, i + 1,
                                       operandSlice(op, offset, count))))
      return failure();
    offset += count;
  }
  return success();
}
