//===- typed-ops.cpp - What typed op access must refuse to compile --------===//
//
// Each case below is compiled on its own (-DCASE_...) by ctest, which
// expects the compiler to stop with the message named beside it; the VALID
// case must compile. A misspelled or wrongly-kinded name of an op's part is
// a compile error, not a run-time surprise.
//
//===----------------------------------------------------------------------===//
#include "dialects/arith/ArithOps.h"
#include "dialects/scf/SCFOps.h"

using namespace terrace;

void use(OpBuilder &b, Location loc, Value x, ValueRange xs, arith::AddIOp add,
         scf::ForOp loop, FoldAdaptor<arith::AddIOp> addFold,
         FoldAdaptor<scf::ForOp> loopFold) {
#if defined(CASE_VALID)
  (void)addFold.operand<"rhs">();
  (void)loopFold.operands<"initArgs">();
  (void)add.operand<"lhs">();
  (void)add.property<"overflowFlags", EnumAttr>();
  (void)add.property<"overflowFlags">();
  (void)loop.operands<"initArgs">();
  add.operandUse<"lhs">().set(x);
  (void)create<arith::AddIOp>(b, loc, with<"lhs">(x), with<"rhs">(x));
  // Properties with a default (overflowFlags) may be left out; optional
  // and variadic groups (scf.for's initArgs) too.
  (void)create<arith::CmpIOp>(b, loc, with<"lhs">(x), with<"rhs">(x),
                              with<"predicate">(Attribute()));
  (void)create<scf::ForOp>(b, loc, with<"lowerBound">(x), with<"upperBound">(x),
                           with<"step">(x));
#elif defined(CASE_MISSPELLED_ACCESSOR) // no operand group of this name
  (void)add.operand<"lsh">();
#elif defined(CASE_PROPERTY_AS_OPERAND) // no operand group of this name
  (void)add.operand<"overflowFlags">();
#elif defined(CASE_MISSPELLED_PROPERTY) // no property of this name
  (void)add.property<"overflow">();
#elif defined(CASE_VARIADIC_AS_SINGLE)  // a variadic group: use operands
  (void)loop.operand<"initArgs">();
#elif defined(CASE_USE_OF_VARIADIC)     // not a single operand group
  (void)loop.operandUse<"initArgs">();
#elif defined(CASE_MISSPELLED_PART)     // no part of the op has this name
  (void)create<arith::AddIOp>(b, loc, with<"lsh">(x), with<"rhs">(x));
#elif defined(CASE_RANGE_FOR_SINGLE) // a single operand group takes one Value
  (void)create<arith::AddIOp>(b, loc, with<"lhs">(xs), with<"rhs">(x));
#elif defined(CASE_MISSING_OPERAND)  // every single operand group
  (void)create<arith::AddIOp>(b, loc, with<"lhs">(x));
#elif defined(CASE_MISSING_PROPERTY) // cmpi's predicate has no default
  (void)create<arith::CmpIOp>(b, loc, with<"lhs">(x), with<"rhs">(x));
#elif defined(CASE_PROPERTY_AS_OTHER_CLASS) // overflowFlags is an EnumAttr
  (void)add.property<"overflowFlags", FloatAttr>();
#elif defined(CASE_FOLD_MISSPELLED_OPERAND) // no operand group of this name
  (void)addFold.operand<"lsh">();
#elif defined(CASE_FOLD_VARIADIC_AS_SINGLE) // a variadic group: use operands
  (void)loopFold.operand<"initArgs">();
#else
#error "no case selected"
#endif
}
