//===- ONNXShapeRules.h - How each onnx op's result shapes follow ---------===//
//
// The dialect's own shape inference (ShapeInferenceOpInterface, which
// every onnx op implements through ONNXOpHooks.h): one rule per op type,
// registered in a table keyed by the typed op as the lowering's are. A
// rule answers shapes only; the element type comes from the op's type
// variables (a result of type `T` has the element type of an operand of
// type `T`) or, where none is shared, from the declared result.
//
// A result that is a sequence or an optional is answered by the shape of
// the tensors it holds (ONNXSequenceShapes.cpp).
//
// Sizes a rule cannot know are kDynamic; a result whose rank it cannot
// know is left unanswered. ONNX's symbolic dimensions are dynamic sizes
// here (the builtin tensor type has no names for them).
//
//===----------------------------------------------------------------------===//
#pragma once

#include "dialects/onnx/ONNXOps.h"

#include "llvm/ADT/DenseMap.h"

#include <optional>

namespace terrace::ONNX {

/// One result's shape as a rule infers it.
using Shape = llvm::SmallVector<int64_t, 4>;
/// A rule's answers, one per result (sized by the caller); none where the
/// rank is not known.
using InferredShapes = llvm::MutableArrayRef<std::optional<Shape>>;

/// Fills what it knows of `shapes`, or reports one error on `op` (operands
/// that contradict the op) and fails.
using ShapeRuleFn = llvm::LogicalResult (*)(Operation *op,
                                            InferredShapes shapes);

/// The shape rule of each onnx op type that has one.
class ShapeRuleTable {
public:
  template <typename... OpTs> void add(ShapeRuleFn fn) {
    (insert(opTypeID<OpTs>, fn), ...);
  }
  /// The rule `Fn` of the typed op.
  template <typename OpT, llvm::LogicalResult (*Fn)(OpT, InferredShapes shapes)>
  void add() {
    insert(opTypeID<OpT>, [](Operation *op, InferredShapes shapes) {
      return Fn(llvm::cast<OpT>(op), shapes);
    });
  }
  /// The rule of `op`'s type, or null.
  ShapeRuleFn lookup(Operation *op) const;

private:
  void insert(const void *opType, ShapeRuleFn fn) {
    [[maybe_unused]] bool first = rules.insert({opType, fn}).second;
    assert(first && "two shape rules for one op");
  }
  llvm::DenseMap<const void *, ShapeRuleFn> rules;
};

void addElementwiseShapeRules(ShapeRuleTable &table);
void addTensorShapeRules(ShapeRuleTable &table);
void addNetworkShapeRules(ShapeRuleTable &table);
void addSequenceShapeRules(ShapeRuleTable &table);

/// The shape of `value`'s type when it is a ranked tensor; none otherwise.
std::optional<llvm::ArrayRef<int64_t>> shapeOf(Value value);

/// The shape of the tensors `value` holds: its own as a tensor, those of
/// its elements as a sequence or an optional; none when not ranked.
std::optional<llvm::ArrayRef<int64_t>> heldShapeOf(Value value);
std::optional<llvm::ArrayRef<int64_t>> heldShapeOf(Type type);

/// The number of elements of sequence `seq` when known before running
/// (SequenceEmpty, SequenceConstruct, inserts and erases from them,
/// SplitToSequence of a static size).
std::optional<int64_t> knownSequenceLength(Value seq);

/// ONNX's multidirectional broadcasting (NumPy's) of `shapes`: a size of 1
/// takes the other's, a dynamic size meeting a static size other than 1
/// is that size. Fails, reported on `op`, when two static sizes differ
/// and neither is 1.
llvm::LogicalResult broadcastShapes(Operation *op,
                                    llvm::ArrayRef<llvm::ArrayRef<int64_t>> in,
                                    Shape &out);

/// `axis` counted from the front of a rank-`rank` shape (ONNX's negative
/// axes count from the back); none when out of range.
std::optional<int64_t> normalizeAxis(int64_t axis, int64_t rank);

/// `axis` counted from the front of a rank-`rank` shape; none, after one
/// error on `op` ("axis 3 is out of range for rank 2"), when out of range.
std::optional<int64_t> axisOf(Operation *op, int64_t axis, int64_t rank);
/// Each of `axes` so counted, in place; fails after the error.
llvm::LogicalResult
normalizeAxes(Operation *op, llvm::MutableArrayRef<int64_t> axes, int64_t rank);

/// The product of `sizes`; kDynamic when one is.
int64_t productOf(llvm::ArrayRef<int64_t> sizes);

/// The elements of a small integer tensor of rank 0 or 1 as far as they
/// are known before running (ONNX's data propagation): constants, and what
/// Shape, Gather, Slice, Squeeze, Unsqueeze, Concat, Cast, Identity and
/// scalar arithmetic make of them; kDynamic for an element not known.
/// None when not even the number of elements is known.
std::optional<llvm::SmallVector<int64_t, 8>> partialIntValues(Value value);

/// `shape` with every size dynamic.
Shape dynamicShape(size_t rank);

} // namespace terrace::ONNX
