// scf.forall: constant, dynamic and mixed bounds, the `in` form chosen when lower bounds are 0 and steps 1 (constant operands included), rank 0, an empty mapping, shared_outs with results (the only case where scf.forall.in_parallel prints); custom and generic forms (static bounds, dynamic entries as INT64_MIN), and the round trip.
// RUN: terrace-opt --allow-unregistered-dialect %s | FileCheck %s
// RUN: %mlir-opt --allow-unregistered-dialect %s | FileCheck %s
// RUN: terrace-opt --allow-unregistered-dialect %s | terrace-opt --allow-unregistered-dialect | FileCheck %s
// RUN: terrace-opt --allow-unregistered-dialect --mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC
// RUN: %mlir-opt --allow-unregistered-dialect --mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC
// RUN: terrace-opt --allow-unregistered-dialect --mlir-print-op-generic %s | terrace-opt --allow-unregistered-dialect | FileCheck %s
// The CHECK lines are mlir-opt 22's output.

func.func @constant_bounds() {
  scf.forall (%i, %j) in (4, 8) {
    "test.use"(%i, %j) : (index, index) -> ()
  }
  return
}
func.func @dynamic_bounds(%n: index, %lb: index, %s: index) {
  scf.forall (%i, %j) in (%n, 7) {
    "test.use"(%i, %j) : (index, index) -> ()
  }
  scf.forall (%i, %j) = (0, %lb) to (%n, 16) step (2, %s) {
    "test.use"(%i, %j) : (index, index) -> ()
  }
  scf.forall (%i) = (-3) to (%n) step (1) {
    "test.use"(%i) : (index) -> ()
  }
  return
}
func.func @constant_operands_print_normalized(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.forall (%i) = (%c0) to (%n) step (%c1) {
    "test.use"(%i) : (index) -> ()
  }
  return
}
func.func @mapping_and_terminator(%n: index) {
  scf.forall (%i) in (%n) {
    "test.use"(%i) : (index) -> ()
    scf.forall.in_parallel {
    }
  } {mapping = []}
  scf.forall () in () {
  }
  return
}
func.func @shared_outs(%t: tensor<4xf32>, %u: tensor<?xf32>) -> (tensor<4xf32>, tensor<?xf32>) {
  %r:2 = scf.forall (%i) in (4) shared_outs(%a = %t, %b = %u) -> (tensor<4xf32>, tensor<?xf32>) {
    "test.use"(%a, %b) : (tensor<4xf32>, tensor<?xf32>) -> ()
  }
  return %r#0, %r#1 : tensor<4xf32>, tensor<?xf32>
}

// CHECK-LABEL: func.func @constant_bounds() {
// CHECK-NEXT: scf.forall (%arg0, %arg1) in (4, 8) {
// CHECK-NEXT: "test.use"(%arg0, %arg1) : (index, index) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @dynamic_bounds(%arg0: index, %arg1: index, %arg2: index) {
// CHECK-NEXT: scf.forall (%arg3, %arg4) in (%arg0, 7) {
// CHECK-NEXT: "test.use"(%arg3, %arg4) : (index, index) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: scf.forall (%arg3, %arg4) = (0, %arg1) to (%arg0, 16) step (2, %arg2) {
// CHECK-NEXT: "test.use"(%arg3, %arg4) : (index, index) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: scf.forall (%arg3) = (-3) to (%arg0) step (1) {
// CHECK-NEXT: "test.use"(%arg3) : (index) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @constant_operands_print_normalized(%arg0: index) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: scf.forall (%arg1) in (%arg0) {
// CHECK-NEXT: "test.use"(%arg1) : (index) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @mapping_and_terminator(%arg0: index) {
// CHECK-NEXT: scf.forall (%arg1) in (%arg0) {
// CHECK-NEXT: "test.use"(%arg1) : (index) -> ()
// CHECK-NEXT: } {mapping = []}
// CHECK-NEXT: scf.forall () in () {
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @shared_outs(%arg0: tensor<4xf32>, %arg1: tensor<?xf32>) -> (tensor<4xf32>, tensor<?xf32>) {
// CHECK-NEXT: %0:2 = scf.forall (%arg2) in (4) shared_outs(%arg3 = %arg0, %arg4 = %arg1) -> (tensor<4xf32>, tensor<?xf32>) {
// CHECK-NEXT: "test.use"(%arg3, %arg4) : (tensor<4xf32>, tensor<?xf32>) -> ()
// CHECK-NEXT: scf.forall.in_parallel {
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return %0#0, %0#1 : tensor<4xf32>, tensor<?xf32>
// CHECK-NEXT: }
// GENERIC-LABEL: sym_name = "constant_bounds"
// GENERIC: "scf.forall"() <{operandSegmentSizes = array<i32: 0, 0, 0, 0>, staticLowerBound = array<i64: 0, 0>, staticStep = array<i64: 1, 1>, staticUpperBound = array<i64: 4, 8>}> ({
// GENERIC: "scf.forall.in_parallel"() ({
// GENERIC-LABEL: sym_name = "dynamic_bounds"
// GENERIC: "scf.forall"({{%[^ ,)]+}}) <{operandSegmentSizes = array<i32: 0, 1, 0, 0>, staticLowerBound = array<i64: 0, 0>, staticStep = array<i64: 1, 1>, staticUpperBound = array<i64: -9223372036854775808, 7>}> ({
// GENERIC: "scf.forall.in_parallel"() ({
// GENERIC: "scf.forall"({{%[^ ,)]+}}, {{%[^ ,)]+}}, {{%[^ ,)]+}}) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>, staticLowerBound = array<i64: 0, -9223372036854775808>, staticStep = array<i64: 2, -9223372036854775808>, staticUpperBound = array<i64: -9223372036854775808, 16>}> ({
// GENERIC: "scf.forall.in_parallel"() ({
// GENERIC: "scf.forall"({{%[^ ,)]+}}) <{operandSegmentSizes = array<i32: 0, 1, 0, 0>, staticLowerBound = array<i64: -3>, staticStep = array<i64: 1>, staticUpperBound = array<i64: -9223372036854775808>}> ({
// GENERIC: "scf.forall.in_parallel"() ({
// GENERIC-LABEL: sym_name = "constant_operands_print_normalized"
// GENERIC: "scf.forall"({{%[^ ,)]+}}, {{%[^ ,)]+}}, {{%[^ ,)]+}}) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>, staticLowerBound = array<i64: -9223372036854775808>, staticStep = array<i64: -9223372036854775808>, staticUpperBound = array<i64: -9223372036854775808>}> ({
// GENERIC: "scf.forall.in_parallel"() ({
// GENERIC-LABEL: sym_name = "mapping_and_terminator"
// GENERIC: "scf.forall"({{%[^ ,)]+}}) <{mapping = [], operandSegmentSizes = array<i32: 0, 1, 0, 0>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: -9223372036854775808>}> ({
// GENERIC: "scf.forall.in_parallel"() ({
// GENERIC: "scf.forall"() <{operandSegmentSizes = array<i32: 0, 0, 0, 0>, staticLowerBound = array<i64>, staticStep = array<i64>, staticUpperBound = array<i64>}> ({
// GENERIC: "scf.forall.in_parallel"() ({
// GENERIC-LABEL: sym_name = "shared_outs"
// GENERIC: {{%[^ ,)]+}}:2 = "scf.forall"({{%[^ ,)]+}}, {{%[^ ,)]+}}) <{operandSegmentSizes = array<i32: 0, 0, 0, 2>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 4>}> ({
// GENERIC: "scf.forall.in_parallel"() ({
