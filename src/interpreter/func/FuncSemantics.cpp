//===- FuncSemantics.cpp - Calls and function values ----------------------===//
//
// func.return needs no semantics (it returns its operands, see
// Interpreter::runRegion); a call runs the callee in a frame of its own.
//
//===----------------------------------------------------------------------===//
#include "dialects/func/FuncOps.h"
#include "interpreter/Interpreter.h"
#include "ir/Attributes.h"
#include "ir/Context.h"
#include "ir/Diagnostics.h"
#include "ir/Operation.h"
#include "ir/SymbolTable.h"

using namespace terrace;
using namespace terrace::interp;

namespace {

LogicalResult callWith(Operation *op, Operation *callee, ValueRange operands,
                       Interpreter &interp) {
  llvm::SmallVector<RuntimeValue, 4> args, results;
  for (Value operand : operands)
    args.push_back(interp.get(operand));
  if (failed(interp.call(callee, args, results)))
    return failure();
  for (auto [result, value] : llvm::zip_equal(op->getResults(), results))
    interp.set(result, value);
  return success();
}

Operation *lookupFunction(Operation *op, SymbolRefAttr name) {
  Operation *callee =
      name ? symbol_table::lookupNearestSymbolFrom(op, name) : nullptr;
  return llvm::isa_and_present<func::FuncOp>(callee) ? callee : nullptr;
}

LogicalResult executeCall(Operation *op, Interpreter &interp) {
  auto call = func::CallOp::wrap(op);
  auto name = call.property<"callee", SymbolRefAttr>();
  Operation *callee = lookupFunction(op, name);
  if (!callee)
    return op->emitOpError("calls a function that does not exist");
  return callWith(op, callee, call.operands<"operands">(), interp);
}

LogicalResult executeConstant(Operation *op, Interpreter &interp) {
  auto constant = func::ConstantOp::wrap(op);
  Operation *callee =
      lookupFunction(op, constant.property<"value", SymbolRefAttr>());
  if (!callee)
    return op->emitOpError("names a function that does not exist");
  interp.set(op->getResult(0), RuntimeValue::function(callee));
  return success();
}

LogicalResult executeCallIndirect(Operation *op, Interpreter &interp) {
  auto call = func::CallIndirectOp::wrap(op);
  const RuntimeValue &callee = interp.get(call.operand<"callee">());
  if (!callee.isFunction())
    return op->emitOpError("calls a value that is not a function");
  return callWith(op, callee.getFunction(), call.operands<"callee_operands">(),
                  interp);
}

} // namespace

namespace terrace::interp {
void registerFuncSemantics(Context &ctx) {
  static constexpr OpSemantics call = {executeCall},
                               constant = {executeConstant},
                               callIndirect = {executeCallIndirect};
  ctx.attachOpInterface<func::CallOp>(call);
  ctx.attachOpInterface<func::ConstantOp>(constant);
  ctx.attachOpInterface<func::CallIndirectOp>(callIndirect);
}
} // namespace terrace::interp
