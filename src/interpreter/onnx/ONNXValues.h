//===- ONNXValues.h - The run-time values of ONNX's sequences, optionals --===//
//
// Kinds of RuntimeObject the onnx semantics bring (the interpreter has no
// closed list of kinds): a sequence of tensors (!onnx.Seq) and an optional
// that holds a tensor or a sequence, or nothing (!onnx.Opt), and tensors of
// strings (!onnx.String elements). All are values: an op that changes one
// makes a new one.
//
//===----------------------------------------------------------------------===//
#pragma once

#include "interpreter/RuntimeValue.h"

#include <optional>
#include <string>
#include <vector>

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

/// A tensor of strings (`tensor<...x!onnx.String>`): its shape and its
/// elements in row-major order.
class StringTensor : public RuntimeObject {
public:
  static const char kKind;
  StringTensor() : RuntimeObject(&kKind) {}
  static bool classof(const RuntimeObject *o) { return o->getKind() == &kKind; }
  llvm::SmallVector<int64_t, 4> shape;
  std::vector<std::string> elements;
};

} // namespace terrace::interp
