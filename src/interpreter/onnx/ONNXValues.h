//===- ONNXValues.h - The run-time values of ONNX's sequences, optionals --===//
//
// Kinds of RuntimeObject the onnx semantics bring (the interpreter has no
// closed list of kinds): a sequence of tensors (!onnx.Seq) and an optional
// that holds a tensor or a sequence, or nothing (!onnx.Opt). Both are
// values: an op that changes one makes a new one.
//
//===----------------------------------------------------------------------===//
#pragma once

#include "interpreter/RuntimeValue.h"

#include <optional>

namespace terrace::interp {

class SequenceValue : public RuntimeObject {
public:
  static const char kKind;
  SequenceValue() : RuntimeObject(&kKind) {}
  static bool classof(const RuntimeObject *o) { return o->getKind() == &kKind; }
  /// The tensors, in order.
  llvm::SmallVector<RuntimeValue, 4> elements;
};

class OptionalValue : public RuntimeObject {
public:
  static const char kKind;
  OptionalValue() : RuntimeObject(&kKind) {}
  static bool classof(const RuntimeObject *o) { return o->getKind() == &kKind; }
  /// The tensor or sequence held; none for an empty optional.
  std::optional<RuntimeValue> value;
};

} // namespace terrace::interp
