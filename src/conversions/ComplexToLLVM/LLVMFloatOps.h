//===- LLVMFloatOps.h - The float ops of the complex lowering to llvm -----===//
#pragma once

#include "conversions/ComplexCommon/ComplexDivision.h"
#include "conversions/LLVMCommon/LLVMBuilder.h"

namespace terrace {

/// FloatOps as llvm ops, with the fast-math flags of the complex op `op`.
class LLVMFloatOps : public FloatOps {
public:
  LLVMFloatOps(LLVMBuilder &b, Operation *op);

  Value add(Value a, Value b) override;
  Value sub(Value a, Value b) override;
  Value mul(Value a, Value b) override;
  Value div(Value a, Value b) override;
  Value abs(Value a) override;
  /// llvm.intr.sqrt, without flags (complex.abs's lowering).
  Value sqrt(Value a);
  Value copySign(Value a, Value b) override;
  Value cmp(int64_t predicate, Value a, Value b) override;
  Value select(Value condition, Value a, Value b) override;
  Value andI(Value a, Value b) override;
  Value orI(Value a, Value b) override;
  Value constant(Type type, double value) override;
  Value infinity(Type type) override;

private:
  LLVMBuilder &b;
  Attribute flags;
};

} // namespace terrace
