//===- ONNXElements.h - Numbers, broadcasting and attributes for onnx ops -===//
//
// What the onnx ops' semantics share: reading and writing an element as a
// number (a double for floats, 64-bit integers for the rest, so that
// int64 arithmetic is exact), ONNX's multidirectional broadcasting, and
// reading attributes with the defaults ONNX's schemas give.
//
//===----------------------------------------------------------------------===//
#pragma once

#include "dialects/onnx/ONNXAttributes.h"
#include "interpreter/Interpreter.h"
#include "interpreter/Semantics.h"
#include "ir/Attributes.h"
#include "ir/Context.h"
#include "ir/Operation.h"

#include "llvm/ADT/SmallVector.h"

#include <optional>

namespace terrace::interp::onnx_semantics {

/// How an element type computes.
struct NumberKind {
  enum Class { Float, Signed, Unsigned } cls = Float;
  unsigned width = 0;
  TypeKind floatKind = TypeKind::F32;
  bool isFloat() const { return cls == Float; }
  bool isBool() const { return cls != Float && width == 1; }
};
/// The kind of `element`; none for types the onnx semantics do not compute
/// in (complex, strings).
std::optional<NumberKind> numberKindOf(Type element);

double toDouble(Slot bits, const NumberKind &kind);
Slot fromDouble(double value, const NumberKind &kind);
/// Integers: the value, sign- or zero-extended; floats: truncated toward
/// zero.
int64_t toInt(Slot bits, const NumberKind &kind);
Slot fromInt(int64_t value, const NumberKind &kind);

/// A tensor whose elements are read as numbers of its kind.
struct NumberView {
  const Tensor &tensor;
  NumberKind kind;
  double f(int64_t i) const { return toDouble(tensor.load(i), kind); }
  int64_t i(int64_t i) const { return toInt(tensor.load(i), kind); }
};

/// ONNX's multidirectional broadcast of `a` and `b`; fails when a pair of
/// dimensions is neither equal nor 1.
llvm::LogicalResult broadcastShapes(llvm::ArrayRef<int64_t> a,
                                    llvm::ArrayRef<int64_t> b,
                                    llvm::SmallVectorImpl<int64_t> &result);

/// For each element of a tensor of `resultShape`, the position of the
/// element of an operand of `shape` (broadcast to it) that it reads.
class BroadcastIndexer {
public:
  BroadcastIndexer(llvm::ArrayRef<int64_t> shape,
                   llvm::ArrayRef<int64_t> resultShape);
  int64_t operator()(int64_t linear) const;

private:
  llvm::SmallVector<int64_t, 4> resultShape, strides;
  bool identity;
};

/// Calls `fn(indices, linear)` for each position of `shape`, row-major.
template <typename Fn> void forEachIndex(llvm::ArrayRef<int64_t> shape, Fn fn) {
  int64_t n = 1;
  for (int64_t d : shape)
    n *= d;
  llvm::SmallVector<int64_t, 4> indices(shape.size(), 0);
  for (int64_t linear = 0; linear < n; ++linear) {
    fn(llvm::ArrayRef<int64_t>(indices), linear);
    for (int64_t d = int64_t(shape.size()) - 1; d >= 0; --d) {
      if (++indices[d] < shape[d])
        break;
      indices[d] = 0;
    }
  }
}

/// Row-major strides of `shape`.
llvm::SmallVector<int64_t, 4> stridesOf(llvm::ArrayRef<int64_t> shape);
int64_t numElementsOf(llvm::ArrayRef<int64_t> shape);

/// A fresh tensor of `element` and `shape`; null after an error on `op`
/// when the interpreter cannot hold it.
TensorRef newTensor(Operation *op, Type element, llvm::ArrayRef<int64_t> shape);

/// INT, INTS and FLOAT attributes, read as the dialect reads them.
using ONNX::floatValue;
using ONNX::intValue;
using ONNX::intValues;

/// The elements of an integer tensor operand (shapes, axes, pads).
llvm::SmallVector<int64_t, 4> readInts(Interpreter &interp, Value value);

/// `index` along a dimension of `size` (negative counts from the end) in
/// [0, size); fails on `op`.
llvm::LogicalResult normalizeIndex(Operation *op, int64_t &index, int64_t size);

/// `axis` (negative counts from the end) in [0, rank); fails on `op`.
llvm::LogicalResult normalizeAxis(Operation *op, int64_t &axis, int64_t rank);

/// The tensors `parts` joined along `axis` (every other dimension equal);
/// null after an error on `op`. Each part may be seen with a dimension of 1
/// inserted at `axis` (`stack`: ConcatFromSequence's new_axis).
TensorRef concatAlong(Operation *op, llvm::ArrayRef<const Tensor *> parts,
                      int64_t axis, bool stack = false);
/// `input` cut along `axis` into parts of `sizes` (which add up to the
/// dimension), that dimension dropped from each when `squeeze`; empty
/// after an error on `op`.
llvm::SmallVector<TensorRef, 4> splitAlong(Operation *op, const Tensor &input,
                                           int64_t axis,
                                           llvm::ArrayRef<int64_t> sizes,
                                           bool squeeze = false);

/// The number kind of `t`'s elements; reports on `op` the element types the
/// onnx semantics do not compute in.
std::optional<NumberKind> numberKindOrError(Operation *op, const Tensor &t);
/// The element type of `op`'s result `i`.
Type resultElementType(Operation *op, unsigned i = 0);

/// Attaches `Execute` as the semantics of op type `OpT`.
template <typename OpT,
          llvm::LogicalResult (*Execute)(Operation *, Interpreter &)>
void attach(Context &ctx) {
  static constexpr OpSemantics semantics = {Execute};
  ctx.attachOpInterface<OpT>(semantics);
}

/// Sets `op`'s result `i`.
inline void setResult(Interpreter &interp, Operation *op, unsigned i,
                      TensorRef tensor) {
  interp.set(op->getResult(i), RuntimeValue::tensor(std::move(tensor)));
}

/// The registration functions of the files of this folder.
void registerElementwise(Context &ctx);
void registerShapes(Context &ctx);
void registerCompute(Context &ctx);
void registerNN(Context &ctx);
void registerControlFlow(Context &ctx);
void registerIndexing(Context &ctx);
void registerResize(Context &ctx);
void registerQuantize(Context &ctx);
void registerSequences(Context &ctx);
void registerRecurrent(Context &ctx);
void registerSignal(Context &ctx);
void registerEinsum(Context &ctx);
void registerConv(Context &ctx);
void registerDetection(Context &ctx);
void registerStrings(Context &ctx);

/// Whether `type` is a tensor of !onnx.String.
bool isStringTensorType(Type type);
/// Cast or CastLike where the input or the result holds strings.
llvm::LogicalResult executeStringCast(Operation *op, Interpreter &interp);
/// A string constant as the StringTensor it stands for.
RuntimeValue stringConstant(DenseStringElementsAttr attr);

} // namespace terrace::interp::onnx_semantics
