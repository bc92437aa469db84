//===- ArithSpeculation.cpp - When a division may be hoisted --------------===//
//
// MLIR 22's ConditionallySpeculatable for the divisions that are not Pure:
// x / 0 is undefined, and so is INT_MIN / -1 for the signed ones, so they
// may run speculatively (loop-invariant-code-motion hoists them out of a
// loop that might not run) only when the divisor is known to be neither.
// MLIR asks the divisor's integer range, inferred from its defining op
// alone; Terrace knows constants (scalars and splats), which is what that
// inference gives for the common case.
//
//===----------------------------------------------------------------------===//
#include "dialects/arith/ArithInternal.h"
#include "interfaces/OpInterfaces.h"
#include "rewrite/Folding.h"

#include <cstring>

using namespace terrace;
using namespace terrace::arith;
using llvm::APInt;

/// The value of a constant integer or integer splat.
static std::optional<APInt> constantIntOrSplat(Value v) {
  Attribute attr = getConstantValue(v);
  if (auto i = llvm::dyn_cast_if_present<IntegerAttr>(attr))
    return i.getValue();
  auto dense = llvm::dyn_cast_if_present<DenseIntOrFPElementsAttr>(attr);
  if (!dense || !dense.isSplat() ||
      !dense.getType().getElementType().isIntOrIndex())
    return std::nullopt;
  Type element = dense.getType().getElementType();
  unsigned width = element.isIndex() ? 64 : element.getIntOrFloatBitWidth();
  llvm::SmallVector<uint64_t, 2> words((width + 63) / 64, 0);
  llvm::StringRef raw = dense.getRawData();
  std::memcpy(words.data(), raw.data(),
              std::min<size_t>(raw.size(), 8 * words.size()));
  return APInt(width, words);
}

// divui, ceildivui: x / 0 is undefined.
static Speculatability unsignedDivision(Operation *op) {
  std::optional<APInt> divisor =
      constantIntOrSplat(operandOf<"rhs", DivUIOp, CeilDivUIOp>(op));
  return divisor && !divisor->isZero() ? Speculatability::Speculatable
                                       : Speculatability::NotSpeculatable;
}

// divsi, ceildivsi: also INT_MIN / -1 overflows.
static Speculatability signedDivision(Operation *op) {
  std::optional<APInt> divisor =
      constantIntOrSplat(operandOf<"rhs", DivSIOp, CeilDivSIOp>(op));
  return divisor && !divisor->isZero() && !divisor->isAllOnes()
             ? Speculatability::Speculatable
             : Speculatability::NotSpeculatable;
}

static const SpeculationInterface kUnsignedDivision = {unsignedDivision};
static const SpeculationInterface kSignedDivision = {signedDivision};
const InterfaceImpl arith::kUnsignedDivisionInterfaces[] = {
    implement(kUnsignedDivision)};
const InterfaceImpl arith::kSignedDivisionInterfaces[] = {
    implement(kSignedDivision)};
