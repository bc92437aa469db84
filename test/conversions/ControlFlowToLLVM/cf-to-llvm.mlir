// convert-cf-to-llvm as mlir-opt 22 does it: branches become llvm branches
// and the blocks they reach take the converted operand types (index as i64,
// cast back at the block start for users not converted); cf.assert splits
// its block and calls puts and abort on failure. The CHECK lines are
// mlir-opt's output; both tools must print the same bytes.
// RUN: terrace-opt --allow-unregistered-dialect --split-input-file --convert-cf-to-llvm %s | FileCheck %s
// RUN: %mlir-opt --allow-unregistered-dialect --split-input-file --convert-cf-to-llvm %s | FileCheck %s
// RUN: terrace-opt --allow-unregistered-dialect --split-input-file --convert-cf-to-llvm %s > %t.terrace
// RUN: %mlir-opt --allow-unregistered-dialect --split-input-file --convert-cf-to-llvm %s > %t.mlir
// RUN: diff %t.terrace %t.mlir
// RUN: terrace-opt --allow-unregistered-dialect --split-input-file --convert-cf-to-llvm --mlir-print-op-generic %s > %t.terrace
// RUN: %mlir-opt --allow-unregistered-dialect --split-input-file --convert-cf-to-llvm --mlir-print-op-generic %s > %t.mlir
// RUN: diff %t.terrace %t.mlir
func.func @loop(%c: i1, %a: index, %b: index) -> index {
  cf.br ^bb1(%a, %b : index, index)
^bb1(%x: index, %y: index):
  %s = arith.addi %x, %y : index
  cf.cond_br %c, ^bb1(%y, %s : index, index), ^bb2(%x : index) {branch_weights = array<i32: 3, 1>}
^bb2(%z: index):
  return %z : index
}

func.func @switch(%v: i64, %a: f32, %i: index) -> f32 {
  cf.switch %v : i64, [
    default: ^bb1(%a : f32),
    3: ^bb2(%i : index),
    7: ^bb1(%a : f32)
  ]
^bb1(%x: f32):
  return %x : f32
^bb2(%j: index):
  "test.use"(%j) : (index) -> ()
  return %a : f32
}
// CHECK: module {
// CHECK-NEXT: func.func @loop(%arg0: i1, %arg1: index, %arg2: index) -> index {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg2 : index to i64
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg1 : index to i64
// CHECK-NEXT: llvm.br ^bb1(%1, %0 : i64, i64)
// CHECK-NEXT: ^bb1(%2: i64, %3: i64):  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT: %4 = builtin.unrealized_conversion_cast %3 : i64 to index
// CHECK-NEXT: %5 = builtin.unrealized_conversion_cast %2 : i64 to index
// CHECK-NEXT: %6 = arith.addi %5, %4 : index
// CHECK-NEXT: %7 = builtin.unrealized_conversion_cast %6 : index to i64
// CHECK-NEXT: llvm.cond_br %arg0 weights([3, 1]), ^bb1(%3, %7 : i64, i64), ^bb2(%2 : i64)
// CHECK-NEXT: ^bb2(%8: i64):  // pred: ^bb1
// CHECK-NEXT: %9 = builtin.unrealized_conversion_cast %8 : i64 to index
// CHECK-NEXT: return %9 : index
// CHECK-NEXT: }
// CHECK-NEXT: func.func @switch(%arg0: i64, %arg1: f32, %arg2: index) -> f32 {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg2 : index to i64
// CHECK-NEXT: llvm.switch %arg0 : i64, ^bb1(%arg1 : f32) [
// CHECK-NEXT: 3: ^bb2(%0 : i64),
// CHECK-NEXT: 7: ^bb1(%arg1 : f32)
// CHECK-NEXT: ]
// CHECK-NEXT: ^bb1(%1: f32):  // 2 preds: ^bb0, ^bb0
// CHECK-NEXT: return %1 : f32
// CHECK-NEXT: ^bb2(%2: i64):  // pred: ^bb0
// CHECK-NEXT: %3 = builtin.unrealized_conversion_cast %2 : i64 to index
// CHECK-NEXT: "test.use"(%3) : (index) -> ()
// CHECK-NEXT: return %arg1 : f32
// CHECK-NEXT: }
// CHECK-NEXT: }

// -----

// Each assert splits its block; the failing branch prints the message
// (its own private global) and aborts.
func.func @asserts(%c: i1, %d: i1) {
  cf.assert %c, "a \"quoted\" message\n"
  cf.assert %d, "second"
  return
}
// CHECK: module {
// CHECK-NEXT: llvm.mlir.global private constant @assert_msg_0(dense<[115, 101, 99, 111, 110, 100, 0]> : tensor<7xi8>) {addr_space = 0 : i32} : !llvm.array<7 x i8>
// CHECK-NEXT: llvm.func @abort()
// CHECK-NEXT: llvm.func @puts(!llvm.ptr)
// CHECK-NEXT: llvm.mlir.global private constant @assert_msg(dense<[97, 32, 34, 113, 117, 111, 116, 101, 100, 34, 32, 109, 101, 115, 115, 97, 103, 101, 10, 0]> : tensor<20xi8>) {addr_space = 0 : i32} : !llvm.array<20 x i8>
// CHECK-NEXT: func.func @asserts(%arg0: i1, %arg1: i1) {
// CHECK-NEXT: llvm.cond_br %arg0, ^bb1, ^bb3
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: llvm.cond_br %arg1, ^bb2, ^bb4
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT: return
// CHECK-NEXT: ^bb3:  // pred: ^bb0
// CHECK-NEXT: %0 = llvm.mlir.addressof @assert_msg : !llvm.ptr
// CHECK-NEXT: %1 = llvm.getelementptr %0[0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<20 x i8>
// CHECK-NEXT: llvm.call @puts(%1) : (!llvm.ptr) -> ()
// CHECK-NEXT: llvm.call @abort() : () -> ()
// CHECK-NEXT: llvm.unreachable
// CHECK-NEXT: ^bb4:  // pred: ^bb1
// CHECK-NEXT: %2 = llvm.mlir.addressof @assert_msg_0 : !llvm.ptr
// CHECK-NEXT: %3 = llvm.getelementptr %2[0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<7 x i8>
// CHECK-NEXT: llvm.call @puts(%3) : (!llvm.ptr) -> ()
// CHECK-NEXT: llvm.call @abort() : () -> ()
// CHECK-NEXT: llvm.unreachable
// CHECK-NEXT: }
// CHECK-NEXT: }
