//===- SoftmaxOp.cpp - linalg.softmax -------------------------------------===//
//
// Softmax along one dimension, in destination-passing style: its format,
// MLIR 22's checks and messages, and its memory effects (those of a
// structured op: memref operands are read, the init written). It has no
// folds or patterns of its own; the tensor dialect's cast folding applies
// to it as to any destination-style op.
//
//===----------------------------------------------------------------------===//
#include "dialects/linalg/LinalgOps.h"
#include "dialects/linalg/StructuredOps.h"
#include "interfaces/DestinationStyleInterface.h"
#include "interfaces/SideEffectInterfaces.h"
#include "ir/Diagnostics.h"
#include "ir/Operation.h"

using namespace terrace;
using namespace terrace::linalg;

static llvm::ArrayRef<int64_t> shapeOf(Value value) {
  auto shaped = llvm::cast<ShapedType>(value.getType());
  return shaped.hasRank() ? shaped.getShape() : llvm::ArrayRef<int64_t>();
}

static LogicalResult verifySoftmax(Operation *op) {
  auto softmax = SoftmaxOp::wrap(op);
  Value input = softmax.operand<"input">(),
        output = softmax.operand<"output">();
  if (llvm::cast<ShapedType>(input.getType()).getElementType() !=
      llvm::cast<ShapedType>(output.getType()).getElementType())
    return op->emitOpError(
        "failed to verify that input and output have same element type");
  // MLIR's verifyCompatibleShape: one rank, and sizes that agree where
  // both are known.
  llvm::ArrayRef<int64_t> in = shapeOf(input), out = shapeOf(output);
  if (in.size() != out.size())
    return op->emitOpError("incompatible output shape");
  for (auto [a, b] : llvm::zip_equal(in, out))
    if (a != kDynamic && b != kDynamic && a != b)
      return op->emitOpError("incompatible output shape");
  int64_t dimension =
      softmax.property<"dimension", IntegerAttr>().getValue().getSExtValue();
  if (dimension < 0 || dimension >= int64_t(in.size()))
    return op->emitOpError("incorrect dimension specified");
  return verifyDestinationStyle(op);
}

static const InterfaceImpl kSoftmaxInterfaces[] = {
    implement(kStructuredDestinationStyle), implement(kStructuredOpEffects)};

llvm::ArrayRef<OpDefinition> linalg::softmaxOpDefinitions() {
  static const OpDefinition definitions[] = {
      defineOp<SoftmaxOp>(
          {.verify = verifySoftmax,
           .format = "attr-dict `dimension` `(` $dimension `)` `ins` `(` "
                     "$input `:` type($input) `)` `outs` `(` $output `:` "
                     "type($output) `)` (`->` type($result)^)?",
           .interfaces = kSoftmaxInterfaces}),
  };
  return definitions;
}
