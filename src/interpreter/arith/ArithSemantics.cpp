//===- ArithSemantics.cpp - What the arith ops compute --------------------===//
//
// Every arith op but the constant is a scalar step (see Semantics.h).
// Integers are exact and wrap at their width; what MLIR leaves undefined
// and the interpreter can see (division by zero, signed overflow of a
// division, a shift by the width or more, a float out of an integer's
// range) is an error at the op.
//
//===----------------------------------------------------------------------===//
#include "dialects/arith/ArithOps.h"
#include "interpreter/IntegerSteps.h"
#include "interpreter/Interpreter.h"
#include "interpreter/ScalarSupport.h"
#include "ir/Context.h"
#include "ir/Diagnostics.h"
#include "ir/Operation.h"

#include "llvm/ADT/APFloat.h"
#include "llvm/ADT/APSInt.h"

#include <cmath>
#include <map>
#include <memory>
#include <mutex>
#include <tuple>

using namespace terrace;
using namespace terrace::interp;

namespace {

//===-- Integers ---------------------------------------------------------===//

static_assert(int(arith::CmpIPredicate::eq) == int(IntPredicate::eq) &&
                  int(arith::CmpIPredicate::sge) == int(IntPredicate::sge) &&
                  int(arith::CmpIPredicate::uge) == int(IntPredicate::uge),
              "cmpi's predicates are numbered as compareIntegers expects");

const char *addUIExtended(const ScalarStep &s, Slot *r) {
  uint64_t mask = lowBits(s.inWidth);
  uint64_t sum = (r[s.in[0]] + r[s.in[1]]) & mask;
  r[s.out[0]] = sum;
  r[s.out[1]] = sum < r[s.in[0]];
  return nullptr;
}
template <bool Signed> const char *mulExtended(const ScalarStep &s, Slot *r) {
  using U128 = unsigned __int128;
  unsigned w = s.inWidth;
  U128 bits;
  if constexpr (Signed)
    bits = U128(__int128(sx(r[s.in[0]], w)) * __int128(sx(r[s.in[1]], w)));
  else
    bits = U128(r[s.in[0]]) * U128(r[s.in[1]]);
  r[s.out[0]] = uint64_t(bits) & lowBits(w);
  r[s.out[1]] = uint64_t(bits >> w) & lowBits(w);
  return nullptr;
}

const char *selectStep(const ScalarStep &s, Slot *r) {
  r[s.out[0]] = (r[s.in[0]] & 1) ? r[s.in[1]] : r[s.in[2]];
  return nullptr;
}
const char *bitcastStep(const ScalarStep &s, Slot *r) {
  r[s.out[0]] = r[s.in[0]];
  return nullptr;
}

//===-- Floats -----------------------------------------------------------===//

double addF(double a, double b) { return a + b; }
double subF(double a, double b) { return a - b; }
double mulF(double a, double b) { return a * b; }
double divF(double a, double b) { return a / b; }
double remF(double a, double b) { return std::fmod(a, b); }
double maximumF(double a, double b) {
  if (std::isnan(a) || std::isnan(b))
    return a + b;
  if (a == b)
    return std::signbit(a) ? b : a;
  return a > b ? a : b;
}
double minimumF(double a, double b) {
  if (std::isnan(a) || std::isnan(b))
    return a + b;
  if (a == b)
    return std::signbit(a) ? a : b;
  return a < b ? a : b;
}
double maxNumF(double a, double b) { return std::fmax(a, b); }
double minNumF(double a, double b) { return std::fmin(a, b); }

bool cmpF(double a, double b, uint64_t predicate) {
  bool unordered = std::isnan(a) || std::isnan(b);
  using P = arith::CmpFPredicate;
  switch (P(predicate)) {
  case P::AlwaysFalse:
    return false;
  case P::OEQ:
    return !unordered && a == b;
  case P::OGT:
    return !unordered && a > b;
  case P::OGE:
    return !unordered && a >= b;
  case P::OLT:
    return !unordered && a < b;
  case P::OLE:
    return !unordered && a <= b;
  case P::ONE:
    return !unordered && a != b;
  case P::ORD:
    return !unordered;
  case P::UEQ:
    return unordered || a == b;
  case P::UGT:
    return unordered || a > b;
  case P::UGE:
    return unordered || a >= b;
  case P::ULT:
    return unordered || a < b;
  case P::ULE:
    return unordered || a <= b;
  case P::UNE:
    return unordered || a != b;
  case P::UNO:
    return unordered;
  case P::AlwaysTrue:
    return true;
  }
  return false;
}

/// negf flips the sign bit alone (of NaNs too), as LLVM's fneg does.
const char *negF(const ScalarStep &s, Slot *r) {
  r[s.out[0]] = r[s.in[0]] ^ (uint64_t(1) << (s.inWidth - 1));
  return nullptr;
}

const llvm::fltSemantics &semanticsOf(const ScalarStep &s) {
  return *static_cast<const llvm::fltSemantics *>(s.data);
}

/// sitofp / uitofp (imm: signed), rounding to nearest even once.
const char *intToFloat(const ScalarStep &s, Slot *r) {
  llvm::APFloat result(semanticsOf(s));
  llvm::APInt value(s.inWidth, r[s.in[0]]);
  result.convertFromAPInt(value, s.imm != 0,
                          llvm::APFloat::rmNearestTiesToEven);
  r[s.out[0]] = result.bitcastToAPInt().getZExtValue();
  return nullptr;
}

/// fptosi / fptoui (imm: signed); data: the operand's semantics.
const char *floatToInt(const ScalarStep &s, Slot *r) {
  const llvm::fltSemantics &from = semanticsOf(s);
  llvm::APFloat value(
      from, llvm::APInt(llvm::APFloat::getSizeInBits(from), r[s.in[0]]));
  llvm::APSInt result(s.outWidth, /*isUnsigned=*/s.imm == 0);
  bool exact = false;
  if (value.convertToInteger(result, llvm::APFloat::rmTowardZero, &exact) &
      llvm::APFloat::opInvalidOp)
    return "converts a float that is NaN or out of the integer's range";
  r[s.out[0]] = result.getZExtValue() & lowBits(s.outWidth);
  return nullptr;
}

/// extf / truncf; data: a FloatConversion.
struct FloatConversion {
  const llvm::fltSemantics *from, *to;
  llvm::RoundingMode mode;
};
const char *convertFloat(const ScalarStep &s, Slot *r) {
  const auto &conversion = *static_cast<const FloatConversion *>(s.data);
  llvm::APFloat value(
      *conversion.from,
      llvm::APInt(llvm::APFloat::getSizeInBits(*conversion.from), r[s.in[0]]));
  bool lost = false;
  value.convert(*conversion.to, conversion.mode, &lost);
  r[s.out[0]] = value.bitcastToAPInt().getZExtValue();
  return nullptr;
}

//===-- Decoders ---------------------------------------------------------===//

Type operandElement(Operation *op, unsigned i = 0) {
  return constraints::elementTypeOrSelf(op->getOperand(i).getType());
}
Type resultElement(Operation *op, unsigned i = 0) {
  return constraints::elementTypeOrSelf(op->getResult(i).getType());
}

template <double (*Fn)(double, double)>
LogicalResult decodeFloatBinary(Operation *op, ScalarStep &step) {
  Type element = operandElement(op);
  return decodeFloat(op, step, forFloatKind<FloatBinaryStep<Fn>>(element),
                     element);
}
template <double (*Fn)(double, double)>
constexpr ScalarSemantics floatBinarySemantics = {decodeFloatBinary<Fn>};

LogicalResult decodeCmpI(Operation *op, ScalarStep &step) {
  if (failed(checkIntWidth(op, operandElement(op))))
    return failure();
  step.fn = compareStep;
  step.inWidth = uint8_t(intWidthOf(op->getOperand(0).getType()));
  step.imm = uint64_t(
      arith::CmpIOp::wrap(op).property<"predicate", IntegerAttr>().getInt());
  return success();
}
LogicalResult decodeCmpF(Operation *op, ScalarStep &step) {
  Type element = operandElement(op);
  step.imm = uint64_t(
      arith::CmpFOp::wrap(op).property<"predicate", IntegerAttr>().getInt());
  return decodeFloat(op, step, forFloatKind<FloatPredicateStep<cmpF>>(element),
                     element);
}

/// Integer casts; `signedExtension` says how a wider result extends.
template <bool SignedExtension>
LogicalResult decodeIntCast(Operation *op, ScalarStep &step) {
  if (failed(checkIntWidth(op, operandElement(op))) ||
      failed(checkIntWidth(op, resultElement(op))))
    return failure();
  step.fn = castInt;
  step.inWidth = uint8_t(intWidthOf(op->getOperand(0).getType()));
  step.outWidth = uint8_t(intWidthOf(op->getResult(0).getType()));
  step.imm = SignedExtension;
  return success();
}

LogicalResult decodeAddUIExtended(Operation *op, ScalarStep &step) {
  if (failed(checkIntWidth(op, operandElement(op))))
    return failure();
  step.fn = addUIExtended;
  step.inWidth = uint8_t(intWidthOf(op->getOperand(0).getType()));
  return success();
}
template <bool Signed>
LogicalResult decodeMulExtended(Operation *op, ScalarStep &step) {
  if (failed(checkIntWidth(op, operandElement(op))))
    return failure();
  step.fn = mulExtended<Signed>;
  step.inWidth = uint8_t(intWidthOf(op->getOperand(0).getType()));
  return success();
}

LogicalResult decodeSelect(Operation *op, ScalarStep &step) {
  step.fn = selectStep;
  return success();
}
LogicalResult decodeBitcast(Operation *op, ScalarStep &step) {
  if (!getElementLayout(operandElement(op)) ||
      !getElementLayout(resultElement(op)))
    return op->emitOpError("cannot be interpreted on these element types");
  step.fn = bitcastStep;
  return success();
}
LogicalResult decodeNegF(Operation *op, ScalarStep &step) {
  Type element = operandElement(op);
  if (!getElementLayout(element))
    return op->emitOpError("cannot be interpreted on ") << element;
  step.fn = negF;
  step.inWidth = uint8_t(element.getIntOrFloatBitWidth());
  return success();
}

template <bool Signed>
LogicalResult decodeIntToFloat(Operation *op, ScalarStep &step) {
  Type to = resultElement(op);
  if (failed(checkIntWidth(op, operandElement(op))) || !getElementLayout(to))
    return op->emitOpError("cannot be interpreted on these element types");
  step.fn = intToFloat;
  step.inWidth = uint8_t(intWidthOf(op->getOperand(0).getType()));
  step.data = &llvm::cast<FloatType>(to).getSemantics();
  step.imm = Signed;
  return success();
}
template <bool Signed>
LogicalResult decodeFloatToInt(Operation *op, ScalarStep &step) {
  Type from = operandElement(op);
  if (failed(checkIntWidth(op, resultElement(op))) || !getElementLayout(from))
    return op->emitOpError("cannot be interpreted on these element types");
  step.fn = floatToInt;
  step.outWidth = uint8_t(intWidthOf(op->getResult(0).getType()));
  step.data = &llvm::cast<FloatType>(from).getSemantics();
  step.imm = Signed;
  return success();
}

/// One conversion record per (from, to, mode), kept for the process.
const FloatConversion *conversionRecord(const llvm::fltSemantics *from,
                                        const llvm::fltSemantics *to,
                                        llvm::RoundingMode mode) {
  static std::mutex mutex;
  static std::map<std::tuple<const void *, const void *, int>,
                  std::unique_ptr<FloatConversion>>
      records;
  std::lock_guard<std::mutex> lock(mutex);
  auto &record = records[{from, to, int(mode)}];
  if (!record)
    record.reset(new FloatConversion{from, to, mode});
  return record.get();
}

llvm::RoundingMode roundingModeOf(Operation *op) {
  // An i32 case of MLIR's RoundingMode: to_nearest_even = 0, downward,
  // upward, toward_zero, to_nearest_away.
  auto mode = arith::TruncFOp::wrap(op).property<"roundingmode", IntegerAttr>();
  if (!mode)
    return llvm::RoundingMode::NearestTiesToEven;
  switch (mode.getInt()) {
  case 1:
    return llvm::RoundingMode::TowardNegative;
  case 2:
    return llvm::RoundingMode::TowardPositive;
  case 3:
    return llvm::RoundingMode::TowardZero;
  case 4:
    return llvm::RoundingMode::NearestTiesToAway;
  default:
    return llvm::RoundingMode::NearestTiesToEven;
  }
}

template <bool Truncates>
LogicalResult decodeFloatCast(Operation *op, ScalarStep &step) {
  Type from = operandElement(op), to = resultElement(op);
  if (!getElementLayout(from) || !getElementLayout(to))
    return op->emitOpError("cannot be interpreted on these element types");
  step.fn = convertFloat;
  step.data = conversionRecord(
      &llvm::cast<FloatType>(from).getSemantics(),
      &llvm::cast<FloatType>(to).getSemantics(),
      Truncates ? roundingModeOf(op) : llvm::RoundingMode::NearestTiesToEven);
  return success();
}

LogicalResult executeConstant(Operation *op, Interpreter &interp) {
  Value result = op->getResult(0);
  RuntimeValue value =
      valueOfConstant(arith::ConstantOp::wrap(op).getValue(), result.getType());
  if (!value)
    return op->emitOpError("cannot be interpreted: its value is not integer "
                           "or float elements of at most 64 bits");
  interp.set(result, std::move(value));
  return success();
}

/// select with one condition chooses an operand as it is: a scalar, a
/// tensor or a buffer (a memref is no number the scalar step could copy);
/// a tensor of conditions chooses element by element.
LogicalResult executeSelect(Operation *op, Interpreter &interp) {
  const RuntimeValue &condition = interp.get(op->getOperand(0));
  if (!condition.isTensor()) {
    unsigned chosen = (condition.getScalar() & 1) ? 1 : 2;
    interp.set(op->getResult(0), interp.get(op->getOperand(chosen)));
    return success();
  }
  ScalarStep step;
  for (unsigned i = 0; i < 3; ++i)
    step.in[i] = uint8_t(i);
  step.out[0] = 3;
  step.fn = selectStep;
  return interp.runScalarOp(op, step);
}

} // namespace

namespace terrace::interp {
void registerArithSemantics(Context &ctx) {
  using namespace arith;
  attach<AddIOp>(ctx, intBinarySemantics<addI>);
  attach<SubIOp>(ctx, intBinarySemantics<subI>);
  attach<MulIOp>(ctx, intBinarySemantics<mulI>);
  attach<DivUIOp>(ctx, intBinarySemantics<divUI>);
  attach<DivSIOp>(ctx, intBinarySemantics<divSI>);
  attach<CeilDivUIOp>(ctx, intBinarySemantics<ceilDivUI>);
  attach<CeilDivSIOp>(ctx, intBinarySemantics<ceilDivSI>);
  attach<FloorDivSIOp>(ctx, intBinarySemantics<floorDivSI>);
  attach<RemUIOp>(ctx, intBinarySemantics<remUI>);
  attach<RemSIOp>(ctx, intBinarySemantics<remSI>);
  attach<AndIOp>(ctx, intBinarySemantics<andI>);
  attach<OrIOp>(ctx, intBinarySemantics<orI>);
  attach<XOrIOp>(ctx, intBinarySemantics<xorI>);
  attach<ShLIOp>(ctx, intBinarySemantics<shlI>);
  attach<ShRUIOp>(ctx, intBinarySemantics<shrUI>);
  attach<ShRSIOp>(ctx, intBinarySemantics<shrSI>);
  attach<MaxSIOp>(ctx, intBinarySemantics<maxSI>);
  attach<MaxUIOp>(ctx, intBinarySemantics<maxUI>);
  attach<MinSIOp>(ctx, intBinarySemantics<minSI>);
  attach<MinUIOp>(ctx, intBinarySemantics<minUI>);

  attach<AddFOp>(ctx, floatBinarySemantics<addF>);
  attach<SubFOp>(ctx, floatBinarySemantics<subF>);
  attach<MulFOp>(ctx, floatBinarySemantics<mulF>);
  attach<DivFOp>(ctx, floatBinarySemantics<divF>);
  attach<RemFOp>(ctx, floatBinarySemantics<remF>);
  attach<MaximumFOp>(ctx, floatBinarySemantics<maximumF>);
  attach<MinimumFOp>(ctx, floatBinarySemantics<minimumF>);
  attach<MaxNumFOp>(ctx, floatBinarySemantics<maxNumF>);
  attach<MinNumFOp>(ctx, floatBinarySemantics<minNumF>);
  static constexpr ScalarSemantics negF = {decodeNegF};
  attach<NegFOp>(ctx, negF);

  static constexpr ScalarSemantics cmpi = {decodeCmpI}, cmpf = {decodeCmpF};
  attach<CmpIOp>(ctx, cmpi);
  attach<CmpFOp>(ctx, cmpf);

  static constexpr ScalarSemantics zeroExtend = {decodeIntCast<false>},
                                   signExtend = {decodeIntCast<true>};
  attach<ExtUIOp>(ctx, zeroExtend);
  attach<ExtSIOp>(ctx, signExtend);
  attach<TruncIOp>(ctx, zeroExtend);
  attach<IndexCastOp>(ctx, signExtend);
  attach<IndexCastUIOp>(ctx, zeroExtend);
  static constexpr ScalarSemantics bitcast = {decodeBitcast};
  attach<BitcastOp>(ctx, bitcast);

  static constexpr ScalarSemantics uiToFP = {decodeIntToFloat<false>},
                                   siToFP = {decodeIntToFloat<true>},
                                   fpToUI = {decodeFloatToInt<false>},
                                   fpToSI = {decodeFloatToInt<true>},
                                   extF = {decodeFloatCast<false>},
                                   truncF = {decodeFloatCast<true>};
  attach<UIToFPOp>(ctx, uiToFP);
  attach<SIToFPOp>(ctx, siToFP);
  attach<FPToUIOp>(ctx, fpToUI);
  attach<FPToSIOp>(ctx, fpToSI);
  attach<ExtFOp>(ctx, extF);
  attach<TruncFOp>(ctx, truncF);

  static constexpr ScalarSemantics addUIExt = {decodeAddUIExtended},
                                   mulSIExt = {decodeMulExtended<true>},
                                   mulUIExt = {decodeMulExtended<false>},
                                   select = {decodeSelect};
  attach<AddUIExtendedOp>(ctx, addUIExt);
  attach<MulSIExtendedOp>(ctx, mulSIExt);
  attach<MulUIExtendedOp>(ctx, mulUIExt);
  attach<SelectOp>(ctx, select);

  static constexpr OpSemantics constant = {executeConstant};
  ctx.attachOpInterface<ConstantOp>(constant);
  // The step above still runs select inside structured ops' bodies.
  static constexpr OpSemantics selectOp = {executeSelect};
  ctx.attachOpInterface<SelectOp>(selectOp);
}
} // namespace terrace::interp
