// The verifier's order, as mlir-opt 22's: a block without a terminator is
// reported (the op at its end written in generic form, on lines of its own
// when it has regions) before the symbol uses of a call, which the closest
// symbol table checks once everything in it is verified. The CHECK lines
// are mlir-opt's output.
// RUN: not terrace-opt --split-input-file %s 2>&1 | FileCheck %s
// RUN: not %mlir-opt --split-input-file %s 2>&1 | FileCheck %s

func.func private @g(i32) -> i32
func.func @no_terminator(%a: i64) {
  %0 = func.call @g(%a) : (i64) -> i32
}
// CHECK: verifier-order-as-mlir.mlir:11:8: error: block with no terminator, has %0 = "func.call"(%arg0) <{callee = @g}> : (i64) -> i32

// -----

func.func @region_at_end(%c: i1) {
  scf.if %c {
  }
}
// CHECK: verifier-order-as-mlir.mlir:18:3: error: block with no terminator, has {{$}}
// CHECK-NEXT: "scf.if"(%arg0) ({
// CHECK-NEXT:   "scf.yield"() : () -> ()
// CHECK-NEXT: }, {
// CHECK-NEXT: }) : (i1) -> ()

// -----

// The call's operand types are checked after the function that holds it,
// so the bad return below is reported first.
func.func private @h(i32) -> i32
func.func @call_checked_last(%a: i64) -> i64 {
  %0 = func.call @h(%a) : (i64) -> i32
  return %0 : i32
}
// CHECK: verifier-order-as-mlir.mlir:34:3: error: type of return operand 0 ('i32') doesn't match function result type ('i64') in function @call_checked_last
// CHECK-NOT: error
