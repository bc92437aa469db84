//===- ONNXSequenceSemantics.cpp - onnx's sequences and optionals ---------===//
//
// Sequence ops (construct, insert, erase, at, length, concatenate, split,
// map) and optional ops (wrap, test, unwrap) over the values of
// ONNXValues.h; Identity passes any value through.
//
//===----------------------------------------------------------------------===//
#include "dialects/onnx/ONNXOps.h"
#include "interpreter/onnx/ONNXElements.h"
#include "interpreter/onnx/ONNXValues.h"
#include "ir/Block.h"
#include "ir/Context.h"
#include "ir/Diagnostics.h"
#include "ir/Region.h"

#include <cstring>

using namespace terrace;
using namespace terrace::interp;
using namespace terrace::interp::onnx_semantics;

const char SequenceValue::kKind = 0;
const char OptionalValue::kKind = 0;

namespace {

const SequenceValue *sequenceOf(Operation *op, Interpreter &interp,
                                Value value) {
  const SequenceValue *seq = interp.get(value).getAs<SequenceValue>();
  if (!seq)
    op->emitOpError("expected a sequence value");
  return seq;
}

void setSequence(Interpreter &interp, Value result,
                 std::shared_ptr<SequenceValue> seq) {
  interp.set(result, RuntimeValue::object(std::move(seq)));
}

/// A position into a sequence of `size` (negative from the end; `size`
/// itself allowed when inserting).
LogicalResult positionIn(Operation *op, Interpreter &interp, Value value,
                         int64_t size, bool inserting, int64_t &position) {
  position = readInts(interp, value)[0];
  int64_t limit = inserting ? size : size - 1;
  if (position < -size || position > limit)
    return op->emitOpError("position ")
           << position << " is out of range for a sequence of " << size;
  if (position < 0)
    position += size;
  return success();
}

LogicalResult executeSequenceEmpty(Operation *op, Interpreter &interp) {
  setSequence(interp, op->getResult(0), std::make_shared<SequenceValue>());
  return success();
}

LogicalResult executeSequenceConstruct(Operation *op, Interpreter &interp) {
  auto seq = std::make_shared<SequenceValue>();
  for (Value v : op->getOperands())
    seq->elements.push_back(interp.get(v));
  setSequence(interp, op->getResult(0), std::move(seq));
  return success();
}

LogicalResult executeSequenceAt(Operation *op, Interpreter &interp) {
  auto at = llvm::cast<ONNX::SequenceAtOp>(op);
  const SequenceValue *seq =
      sequenceOf(op, interp, at.operand<"input_sequence">());
  int64_t position;
  if (!seq ||
      failed(positionIn(op, interp, at.operand<"position">(),
                        int64_t(seq->elements.size()), false, position)))
    return failure();
  interp.set(op->getResult(0), seq->elements[size_t(position)]);
  return success();
}

LogicalResult executeSequenceInsert(Operation *op, Interpreter &interp) {
  auto insert = llvm::cast<ONNX::SequenceInsertOp>(op);
  const SequenceValue *seq =
      sequenceOf(op, interp, insert.operand<"input_sequence">());
  if (!seq)
    return failure();
  int64_t size = int64_t(seq->elements.size()), position = size;
  if (Value p = insert.operand<"position">())
    if (failed(positionIn(op, interp, p, size, true, position)))
      return failure();
  auto result = std::make_shared<SequenceValue>(*seq);
  result->elements.insert(result->elements.begin() + position,
                          interp.get(insert.operand<"tensor">()));
  setSequence(interp, op->getResult(0), std::move(result));
  return success();
}

LogicalResult executeSequenceErase(Operation *op, Interpreter &interp) {
  auto erase = llvm::cast<ONNX::SequenceEraseOp>(op);
  const SequenceValue *seq =
      sequenceOf(op, interp, erase.operand<"input_sequence">());
  if (!seq)
    return failure();
  int64_t size = int64_t(seq->elements.size()), position = size - 1;
  if (Value p = erase.operand<"position">())
    if (failed(positionIn(op, interp, p, size, false, position)))
      return failure();
  if (size == 0)
    return op->emitOpError("erases from an empty sequence");
  auto result = std::make_shared<SequenceValue>(*seq);
  result->elements.erase(result->elements.begin() + position);
  setSequence(interp, op->getResult(0), std::move(result));
  return success();
}

LogicalResult executeSequenceLength(Operation *op, Interpreter &interp) {
  const SequenceValue *seq = sequenceOf(op, interp, op->getOperand(0));
  if (!seq)
    return failure();
  TensorRef length = Tensor::create(IntegerType::get(op->getContext(), 64), {});
  length->store(0, Slot(uint64_t(seq->elements.size())));
  setResult(interp, op, 0, std::move(length));
  return success();
}

LogicalResult executeConcatFromSequence(Operation *op, Interpreter &interp) {
  auto concat = llvm::cast<ONNX::ConcatFromSequenceOp>(op);
  const SequenceValue *seq = sequenceOf(op, interp, op->getOperand(0));
  if (!seq)
    return failure();
  if (seq->elements.empty())
    return op->emitOpError("concatenates an empty sequence");
  bool newAxis =
      intValue(concat.propertyOrDefault<"new_axis", IntegerAttr>()) != 0;
  llvm::SmallVector<const Tensor *, 4> parts;
  for (const RuntimeValue &v : seq->elements)
    parts.push_back(v.getTensor().get());
  int64_t axis = intValue(concat.property<"axis", IntegerAttr>());
  if (failed(normalizeAxis(op, axis, parts[0]->getRank() + (newAxis ? 1 : 0))))
    return failure();
  TensorRef result = concatAlong(op, parts, axis, newAxis);
  if (!result)
    return failure();
  setResult(interp, op, 0, std::move(result));
  return success();
}

LogicalResult executeSplitToSequence(Operation *op, Interpreter &interp) {
  auto split = llvm::cast<ONNX::SplitToSequenceOp>(op);
  const Tensor &input = *interp.getTensor(split.operand<"input">());
  int64_t axis = intValue(split.propertyOrDefault<"axis", IntegerAttr>());
  if (failed(normalizeAxis(op, axis, input.getRank())))
    return failure();
  bool keepDims =
      intValue(split.propertyOrDefault<"keepdims", IntegerAttr>()) != 0;
  int64_t dim = input.getShape()[axis];
  llvm::SmallVector<int64_t, 8> sizes;
  bool squeeze = false;
  if (Value s = split.operand<"split">()) {
    llvm::SmallVector<int64_t, 4> given = readInts(interp, s);
    if (interp.getTensor(s)->getRank() == 0) {
      for (int64_t at = 0; at < dim; at += given[0])
        sizes.push_back(std::min(given[0], dim - at));
    } else {
      sizes.assign(given.begin(), given.end());
    }
  } else {
    sizes.assign(dim, 1);
    squeeze = !keepDims;
  }
  llvm::SmallVector<TensorRef, 4> parts =
      splitAlong(op, input, axis, sizes, squeeze);
  if (parts.empty() && !sizes.empty())
    return failure();
  auto seq = std::make_shared<SequenceValue>();
  for (TensorRef &part : parts)
    seq->elements.push_back(RuntimeValue::tensor(std::move(part)));
  setSequence(interp, op->getResult(0), std::move(seq));
  return success();
}

LogicalResult executeSequenceMap(Operation *op, Interpreter &interp) {
  auto map = llvm::cast<ONNX::SequenceMapOp>(op);
  const SequenceValue *seq =
      sequenceOf(op, interp, map.operand<"input_sequence">());
  if (!seq)
    return failure();
  size_t count = seq->elements.size();
  llvm::SmallVector<RuntimeValue, 4> extra;
  for (Value v : map.operands<"additional_inputs">()) {
    extra.push_back(interp.get(v));
    if (const SequenceValue *s = extra.back().getAs<SequenceValue>())
      if (s->elements.size() != count)
        return op->emitOpError("maps over sequences of different lengths");
  }
  std::vector<std::shared_ptr<SequenceValue>> outputs;
  for (unsigned r = 0; r < op->getNumResults(); ++r)
    outputs.push_back(std::make_shared<SequenceValue>());
  Region &body = map.region<"body">();
  for (size_t i = 0; i < count; ++i) {
    llvm::SmallVector<RuntimeValue, 4> args = {seq->elements[i]};
    for (const RuntimeValue &v : extra)
      if (const SequenceValue *s = v.getAs<SequenceValue>())
        args.push_back(s->elements[i]);
      else
        args.push_back(v);
    llvm::SmallVector<RuntimeValue, 4> results;
    if (!interp.runRegion(body, std::move(args), results))
      return failure();
    if (results.size() != outputs.size())
      return op->emitOpError("body yields the wrong number of values");
    for (size_t r = 0; r < results.size(); ++r)
      outputs[r]->elements.push_back(std::move(results[r]));
  }
  for (unsigned r = 0; r < op->getNumResults(); ++r)
    setSequence(interp, op->getResult(r), std::move(outputs[r]));
  return success();
}

LogicalResult executeOptional(Operation *op, Interpreter &interp) {
  auto opt = std::make_shared<OptionalValue>();
  if (op->getNumOperands())
    opt->value = interp.get(op->getOperand(0));
  interp.set(op->getResult(0), RuntimeValue::object(std::move(opt)));
  return success();
}

LogicalResult executeOptionalHasElement(Operation *op, Interpreter &interp) {
  // A value where an optional is expected (a loop carrying an optional
  // that its body replaced by a sequence) is an optional holding it.
  const OptionalValue *opt =
      interp.get(op->getOperand(0)).getAs<OptionalValue>();
  TensorRef result = Tensor::create(IntegerType::get(op->getContext(), 1), {});
  result->store(0, !opt || opt->value.has_value());
  setResult(interp, op, 0, std::move(result));
  return success();
}

LogicalResult executeOptionalGetElement(Operation *op, Interpreter &interp) {
  const RuntimeValue &input = interp.get(op->getOperand(0));
  const OptionalValue *opt = input.getAs<OptionalValue>();
  if (!opt) {
    interp.set(op->getResult(0), input);
    return success();
  }
  if (!opt->value)
    return op->emitOpError("gets the element of an empty optional");
  interp.set(op->getResult(0), *opt->value);
  return success();
}

} // namespace

void onnx_semantics::registerSequences(Context &ctx) {
  attach<ONNX::SequenceEmptyOp, executeSequenceEmpty>(ctx);
  attach<ONNX::SequenceConstructOp, executeSequenceConstruct>(ctx);
  attach<ONNX::SequenceAtOp, executeSequenceAt>(ctx);
  attach<ONNX::SequenceInsertOp, executeSequenceInsert>(ctx);
  attach<ONNX::SequenceEraseOp, executeSequenceErase>(ctx);
  attach<ONNX::SequenceLengthOp, executeSequenceLength>(ctx);
  attach<ONNX::ConcatFromSequenceOp, executeConcatFromSequence>(ctx);
  attach<ONNX::SplitToSequenceOp, executeSplitToSequence>(ctx);
  attach<ONNX::SequenceMapOp, executeSequenceMap>(ctx);
  attach<ONNX::OptionalOp, executeOptional>(ctx);
  attach<ONNX::OptionalHasElementOp, executeOptionalHasElement>(ctx);
  attach<ONNX::OptionalGetElementOp, executeOptionalGetElement>(ctx);
}
