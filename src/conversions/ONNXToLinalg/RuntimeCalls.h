//===- RuntimeCalls.h - Values with no tensor form as runtime objects -----===//
//
// For native code (convert-onnx-to-linalg{runtime-calls=true}), ONNX's
// sequences, optionals and tensors of strings become pointers to objects
// of Terrace's runtime library (runtime/library/RuntimeObjects.h), and each
// op on them a call into it: SequenceLowering.cpp and StringLowering.cpp
// lower the ops with what this builder gives; RuntimeCalls.cpp runs them
// and retypes every such value.
//
//===----------------------------------------------------------------------===//
#pragma once

#include "conversions/ONNXToLinalg/LoweringSupport.h"
#include "conversions/ONNXToLinalg/RuntimeForm.h"

#include "llvm/ADT/StringSet.h"

#include <optional>
#include <string>

namespace terrace::onnx_to_linalg {

/// The runtime's name for the element type `element` (f32, i64, u8, ...;
/// unsigned integers as u<N> with `unsignedApart`, else as i<N>); none
/// for a type it does not hold (complex, strings).
std::optional<std::string> elementSuffix(Type element,
                                         bool unsignedApart = false);

/// Builds the calls, declaring each runtime function in the module once.
class RuntimeCalls {
public:
  RuntimeCalls(PatternRewriter &rewriter, Operation *module)
      : rewriter(rewriter), ctx(rewriter.getContext()), module(module) {}

  Type ptr();
  Type i64();

  /// A call of `name`, declared with the operands' types and `result`
  /// (none for a function without one).
  Value call(Location loc, llvm::StringRef name, ValueRange operands,
             Type result = Type());
  /// `value` (a one-element integer tensor) as an i64.
  Value scalarI64(Location loc, Value value);
  Value constantI64(Location loc, int64_t value);
  /// `scalar` as a one-element tensor of `type`.
  Value asTensor(Location loc, Value scalar, Type type);
  /// The null pointer.
  Value null(Location loc);

  /// `tensor`'s buffer (read only) as an unranked memref, how tensors
  /// cross into the runtime.
  Value unrankedBuffer(Location loc, Value tensor);
  /// A new tensor of `type` (ranked) whose sizes `dynamicSize(d)` gives
  /// where the type does not, which `fill` has the runtime write through
  /// its unranked buffer; fails (reported on `op`) for an unranked type.
  llvm::FailureOr<Value>
  filledTensor(Operation *op, Type type,
               llvm::function_ref<Value(int64_t)> dynamicSize,
               llvm::function_ref<void(Value)> fill);

  PatternRewriter &rewriter;
  Context &ctx;

private:
  void declare(llvm::StringRef name, llvm::ArrayRef<Type> inputs,
               llvm::ArrayRef<Type> results);
  Operation *module;
  llvm::StringSet<> declared;
};

/// `op`'s operand types as the importer gave them: a lowered operand is a
/// pointer by then, which no longer says what it held.
using OperandTypes = llvm::SmallVector<Type, 4>;

/// Lowers one op on sequences or optionals (SequenceLowering.cpp), or on
/// tensors of strings (StringLowering.cpp), at its place; reports and
/// fails on one it has no lowering for.
llvm::LogicalResult lowerSequenceOp(Operation *op, const OperandTypes &types,
                                    RuntimeCalls &rt);
llvm::LogicalResult lowerStringOp(Operation *op, const OperandTypes &types,
                                  RuntimeCalls &rt);

} // namespace terrace::onnx_to_linalg
