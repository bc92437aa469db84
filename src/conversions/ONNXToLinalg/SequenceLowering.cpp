//===- SequenceLowering.cpp - Sequences and optionals as runtime calls ----===//
//
// convert-onnx-to-linalg{runtime-calls=true} (RuntimeCalls.h): a sequence
// or an optional is a pointer to the sequence runtime's object
// (runtime/library/SequenceRuntime.h), each op on one a call into it:
//
//   SequenceEmpty, SequenceConstruct   _terrace_seq_empty, then an insert
//                                      of each tensor
//   SequenceInsert                     _terrace_seq_insert_<t> of the
//                                      tensor's buffer, as an unranked
//                                      memref
//   SequenceAt, OptionalGetElement     the element's sizes
//   (of a tensor)                      (_terrace_seq_dim), a buffer of them
//                                      the runtime fills
//                                      (_terrace_seq_read_<t>), to_tensor
//   SequenceErase, SequenceLength      _terrace_seq_erase, _terrace_seq_length
//   Optional, OptionalHasElement       a tensor's optional is a sequence of
//                                      none or one; a sequence's is the
//                                      sequence or null (_terrace_seq_is_some)
//   SequenceMap                        an scf.for over the first sequence's
//                                      length, the body merged in, its
//                                      results inserted into new sequences
//   Identity                           its operand
//
//===----------------------------------------------------------------------===//
#include "conversions/ONNXToLinalg/RuntimeCalls.h"
#include "dialects/onnx/ONNXOps.h"
#include "dialects/onnx/ONNXTypes.h"
#include "dialects/scf/SCFOps.h"
#include "ir/Block.h"
#include "ir/Context.h"
#include "ir/Operation.h"
#include "ir/Region.h"

using namespace terrace;
using namespace terrace::onnx_to_linalg;
using llvm::failed;
using llvm::failure;
using llvm::FailureOr;
using llvm::LogicalResult;
using llvm::success;

namespace {

/// A new sequence: `sequence` with `tensor` inserted at `position` (an
/// i64; at the back when null).
FailureOr<Value> insertInto(RuntimeCalls &rt, Operation *op, Value sequence,
                            Value tensor, Value position) {
  Location loc = op->getLoc();
  auto shaped = llvm::dyn_cast<ShapedType>(tensor.getType());
  std::optional<std::string> suffix =
      shaped ? elementSuffix(shaped.getElementType()) : std::nullopt;
  if (!suffix)
    return cannotLower(op, "its tensors' elements have no native form");
  Value buffer = rt.unrankedBuffer(loc, tensor);
  Value has = rt.constantI64(loc, position ? 1 : 0);
  Value at = position ? position : rt.constantI64(loc, 0);
  return rt.call(loc, "_terrace_seq_insert_" + *suffix,
                 ValueRange({sequence, has, at, buffer}), rt.ptr());
}

/// Element `position` (an i64) of `sequence`, as a tensor of `type`.
FailureOr<Value> readAt(RuntimeCalls &rt, Operation *op, Value sequence,
                        Value position, Type type) {
  Location loc = op->getLoc();
  auto shaped = llvm::dyn_cast<ShapedType>(type);
  std::optional<std::string> suffix =
      shaped ? elementSuffix(shaped.getElementType()) : std::nullopt;
  if (!suffix)
    return cannotLower(op, "its tensors' elements have no native form");
  return rt.filledTensor(
      op, type,
      [&](int64_t d) {
        return rt.call(loc, "_terrace_seq_dim",
                       ValueRange({sequence, position, rt.constantI64(loc, d)}),
                       rt.i64());
      },
      [&](Value buffer) {
        rt.call(loc, "_terrace_seq_read_" + *suffix,
                ValueRange({sequence, position, buffer}));
      });
}

Value empty(RuntimeCalls &rt, Location loc) {
  return rt.call(loc, "_terrace_seq_empty", ValueRange(), rt.ptr());
}

/// Whether `type` is an optional holding a sequence (else a tensor).
bool holdsSequence(Type optional) {
  auto opt = llvm::dyn_cast<ONNX::OptType>(optional);
  return opt && llvm::isa<ONNX::SeqType>(opt.getElementType());
}

LogicalResult lowerPrimitive(Operation *op, const OperandTypes &types,
                             RuntimeCalls &rt) {
  PatternRewriter &rewriter = rt.rewriter;
  Location loc = op->getLoc();
  rewriter.setInsertionPoint(op);
  auto replace = [&](Value v) {
    rewriter.replaceOp(op, {v});
    return success();
  };
  auto positionOf = [&](Value position) {
    return position ? rt.scalarI64(loc, position) : Value();
  };

  if (llvm::isa<ONNX::SequenceEmptyOp>(op))
    return replace(empty(rt, loc));
  if (llvm::isa<ONNX::SequenceConstructOp>(op)) {
    Value sequence = empty(rt, loc);
    for (Value tensor : op->getOperands()) {
      FailureOr<Value> next = insertInto(rt, op, sequence, tensor, Value());
      if (failed(next))
        return failure();
      sequence = *next;
    }
    return replace(sequence);
  }
  if (auto insert = llvm::dyn_cast<ONNX::SequenceInsertOp>(op)) {
    FailureOr<Value> next = insertInto(
        rt, op, insert.operand<"input_sequence">(), insert.operand<"tensor">(),
        positionOf(insert.operand<"position">()));
    return failed(next) ? failure() : replace(*next);
  }
  if (auto at = llvm::dyn_cast<ONNX::SequenceAtOp>(op)) {
    FailureOr<Value> tensor =
        readAt(rt, op, at.operand<"input_sequence">(),
               rt.scalarI64(loc, at.operand<"position">()),
               op->getResult(0).getType());
    return failed(tensor) ? failure() : replace(*tensor);
  }
  if (auto erase = llvm::dyn_cast<ONNX::SequenceEraseOp>(op)) {
    Value position = positionOf(erase.operand<"position">());
    Value has = rt.constantI64(loc, position ? 1 : 0);
    return replace(
        rt.call(loc, "_terrace_seq_erase",
                ValueRange({erase.operand<"input_sequence">(), has,
                            position ? position : rt.constantI64(loc, 0)}),
                rt.ptr()));
  }
  if (auto length = llvm::dyn_cast<ONNX::SequenceLengthOp>(op)) {
    Value n =
        rt.call(loc, "_terrace_seq_length",
                ValueRange({length.operand<"input_sequence">()}), rt.i64());
    return replace(rt.asTensor(loc, n, op->getResult(0).getType()));
  }
  if (auto optional = llvm::dyn_cast<ONNX::OptionalOp>(op)) {
    Value input = optional.operand<"input">();
    if (holdsSequence(op->getResult(0).getType()))
      return replace(input ? input : rt.null(loc));
    Value sequence = empty(rt, loc);
    if (!input)
      return replace(sequence);
    FailureOr<Value> one = insertInto(rt, op, sequence, input, Value());
    return failed(one) ? failure() : replace(*one);
  }
  if (auto has = llvm::dyn_cast<ONNX::OptionalHasElementOp>(op)) {
    Value input = has.operand<"input">();
    Value some = holdsSequence(types[0])
                     ? rt.call(loc, "_terrace_seq_is_some", ValueRange({input}),
                               rt.i64())
                     : rt.call(loc, "_terrace_seq_length", ValueRange({input}),
                               rt.i64());
    ScalarBuilder s(rewriter, loc);
    Value flag =
        s.compare(ScalarBuilder::Compare::GT, some, rt.constantI64(loc, 0));
    return replace(rt.asTensor(loc, flag, op->getResult(0).getType()));
  }
  if (auto get = llvm::dyn_cast<ONNX::OptionalGetElementOp>(op)) {
    Value input = get.operand<"input">();
    if (!llvm::isa<ONNX::SeqType, ONNX::OptType>(types[0]) ||
        holdsSequence(types[0]))
      return replace(input);
    // An empty optional is reported as such, not as a sequence read.
    rt.call(loc, "_terrace_opt_expect_element", ValueRange({input}));
    FailureOr<Value> tensor = readAt(rt, op, input, rt.constantI64(loc, 0),
                                     op->getResult(0).getType());
    return failed(tensor) ? failure() : replace(*tensor);
  }
  if (llvm::isa<ONNX::IdentityOp>(op))
    return replace(op->getOperand(0));
  return cannotLower(op, "it works on sequences or optionals, and no "
                         "native lowering exists for it yet");
}

/// SequenceMap: an scf.for over the first input's length carrying one new
/// sequence per output; step i gives the body each input sequence's
/// element i (and each tensor input itself) and inserts what it yields.
LogicalResult lowerSequenceMap(ONNX::SequenceMapOp op,
                               const OperandTypes &types, RuntimeCalls &rt) {
  PatternRewriter &rewriter = rt.rewriter;
  Location loc = op->getLoc();
  rewriter.setInsertionPoint(op);
  Block &body = op->getRegion(0).front();
  if (body.getNumArguments() != op->getNumOperands())
    return cannotLower(op, "its body does not take one value per input");
  ScalarBuilder s(rewriter, loc);
  Value length = rt.call(loc, "_terrace_seq_length",
                         ValueRange({op->getOperand(0)}), rt.i64());
  Value zero = s.integerToIndex(rt.constantI64(loc, 0));
  Value one = s.integerToIndex(rt.constantI64(loc, 1));
  llvm::SmallVector<Value, 2> inits;
  for (unsigned i = 0; i < op->getNumResults(); ++i)
    inits.push_back(empty(rt, loc));
  auto loop = create<scf::ForOp>(
      rewriter, loc, with<"lowerBound">(zero),
      with<"upperBound">(s.integerToIndex(length)), with<"step">(one),
      with<"initArgs">(ValueRange(inits)),
      with<"results">(
          TypeRange(llvm::SmallVector<Type, 2>(inits.size(), rt.ptr()))));
  Operation *forOp = loop.getOperation();
  Block *step = new Block();
  loop.template region<"region">().push_back(step);
  Value iv = step->addArgument(IndexType::get(rt.ctx), loc);
  llvm::SmallVector<Value, 2> carried;
  for (size_t i = 0; i < inits.size(); ++i)
    carried.push_back(step->addArgument(rt.ptr(), loc));
  rewriter.setInsertionPointToEnd(step);
  Value position = ScalarBuilder(rewriter, loc).indexToInteger(iv, rt.i64());
  llvm::SmallVector<Value, 4> elements;
  for (unsigned i = 0; i < op->getNumOperands(); ++i) {
    Value input = op->getOperand(i);
    if (!llvm::isa<ONNX::SeqType>(types[i])) {
      elements.push_back(input);
      continue;
    }
    FailureOr<Value> element =
        readAt(rt, op, input, position, body.getArgument(i).getType());
    if (failed(element))
      return failure();
    elements.push_back(*element);
  }
  rewriter.mergeBlocks(&body, step, elements);
  Operation *yield = &step->back();
  if (!llvm::isa<ONNX::YieldOp>(yield) ||
      yield->getNumOperands() != op->getNumResults())
    return cannotLower(op, "its body does not yield one tensor per output");
  rewriter.setInsertionPoint(yield);
  llvm::SmallVector<Value, 2> next;
  for (unsigned i = 0; i < yield->getNumOperands(); ++i) {
    FailureOr<Value> inserted =
        insertInto(rt, op, carried[i], yield->getOperand(i), Value());
    if (failed(inserted))
      return failure();
    next.push_back(*inserted);
  }
  create<scf::YieldOp>(rewriter, loc, with<"results">(ValueRange(next)));
  rewriter.eraseOp(yield);
  rewriter.replaceOp(op, forOp->getResults());
  return success();
}

} // namespace

LogicalResult onnx_to_linalg::lowerSequenceOp(Operation *op,
                                              const OperandTypes &types,
                                              RuntimeCalls &rt) {
  if (auto map = llvm::dyn_cast<ONNX::SequenceMapOp>(op))
    return lowerSequenceMap(map, types, rt);
  return lowerPrimitive(op, types, rt);
}
