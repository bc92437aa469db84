// Ops whose syntax is a declarative format (MLIR's assemblyFormat) in both
// tools: symbol-name properties and regions (builtin.module), variadic
// operand and result groups with their types (unrealized_conversion_cast,
// func.return), a symbol reference property with type(results)
// (func.constant), successors with optional operand groups (cf.br), a
// functional type of named groups (func.call).
// RUN: terrace-opt %s | FileCheck %s
// RUN: %mlir-opt %s | FileCheck %s
// RUN: terrace-opt %s | terrace-opt | FileCheck %s

// CHECK-LABEL: module @named attributes {x.y = 1 : i64} {
module @named attributes {x.y = 1} {
  // CHECK: func.func private @g()
  func.func private @g()
  // CHECK-LABEL: func.func @f(
  func.func @f(%a: i32) -> i32 {
    // CHECK-NEXT: %{{.*}} = constant {a = 1 : i64} @g : () -> ()
    %0 = func.constant {a = 1} @g : () -> ()
    // CHECK-NEXT: %[[C:.*]] = builtin.unrealized_conversion_cast to i32
    %1 = builtin.unrealized_conversion_cast to i32
    // CHECK-NEXT: %{{.*}}:2 = builtin.unrealized_conversion_cast %[[C]] : i32 to i64, i8 {b}
    %2:2 = builtin.unrealized_conversion_cast %1 : i32 to i64, i8 {b}
    // CHECK-NEXT: cf.br ^bb1(%[[C]] : i32) {foo}
    cf.br ^bb1(%1 : i32) {foo}
  // CHECK-NEXT: ^bb1(%[[X:.*]]: i32):
  ^bb1(%x: i32):
    // CHECK-NEXT: cf.br ^bb2
    cf.br ^bb2
  ^bb2:
    // CHECK: return {r} %[[X]] : i32
    func.return {r} %x : i32
  }
  func.func private @h(i32) -> (i32, f32)
  // CHECK-LABEL: func.func @calls(
  func.func @calls(%a: i32) {
    // CHECK-NEXT: %{{.*}}:2 = call @h(%{{.*}}) {no_inline, x = 1 : i64} : (i32) -> (i32, f32)
    %0:2 = call @h(%a) {no_inline, x = 1} : (i32) -> (i32, f32)
    // CHECK-NEXT: %{{.*}}:2 = call @h(%{{.*}}) {arg_attrs = [{foo}], res_attrs = [{}, {}]} : (i32) -> (i32, f32)
    %1:2 = func.call @h(%a) {arg_attrs = [{foo}], res_attrs = [{}, {}]} : (i32) -> (i32, f32)
    return
  }
  // CHECK: module {
  // CHECK-NEXT: }
  module {
  }
}
