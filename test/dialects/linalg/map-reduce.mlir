// linalg.map, linalg.reduce, linalg.transpose and linalg.broadcast: the
// short form naming the body's one op, the body written out with its
// %in/%init arguments, the required permutation/dimensions, results only
// for tensor inits, several results as one group; custom and generic
// forms as mlir-opt prints them, under both tools.
// RUN: terrace-opt %s | FileCheck %s
// RUN: %mlir-opt %s | FileCheck %s
// RUN: terrace-opt --mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC
// RUN: %mlir-opt --mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC
// RUN: %mlir-opt --mlir-print-op-generic %s | terrace-opt | FileCheck %s
// RUN: terrace-opt %s | %mlir-opt | FileCheck %s
// The CHECK lines are mlir-opt 22's output.

func.func @f(%a: tensor<4x8xf32>, %b: tensor<4x8xf32>, %i: tensor<4x8xf32>, %r: tensor<4xf32>, %t: tensor<8x4xf32>) -> (tensor<4x8xf32>, tensor<4x8xf32>, tensor<4xf32>, tensor<8x4xf32>, tensor<4x8x3xf32>) {
  %0 = linalg.map { arith.addf } ins(%a, %b : tensor<4x8xf32>, tensor<4x8xf32>) outs(%i : tensor<4x8xf32>)
  %1 = linalg.map ins(%a : tensor<4x8xf32>) outs(%i : tensor<4x8xf32>)
    (%x: f32, %o: f32) {
      %e = math.exp %x : f32
      linalg.yield %e : f32
    }
  %2 = linalg.reduce { arith.addf } ins(%a : tensor<4x8xf32>) outs(%r : tensor<4xf32>) dimensions = [1]
  %3 = linalg.transpose ins(%a : tensor<4x8xf32>) outs(%t : tensor<8x4xf32>) permutation = [1, 0]
  %e = tensor.empty() : tensor<4x8x3xf32>
  %4 = linalg.broadcast ins(%a : tensor<4x8xf32>) outs(%e : tensor<4x8x3xf32>) dimensions = [2]
  return %0, %1, %2, %3, %4 : tensor<4x8xf32>, tensor<4x8xf32>, tensor<4xf32>, tensor<8x4xf32>, tensor<4x8x3xf32>
}
func.func @f2(%a: tensor<4xf32>, %b: tensor<4xf32>, %i: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
  %1 = linalg.map ins(%a, %b : tensor<4xf32>, tensor<4xf32>) outs(%i : tensor<4xf32>)
    (%x: f32, %y: f32, %o: f32) {
      %e = arith.addf %x, %o : f32
      linalg.yield %e : f32
    }
  %2 = linalg.map { arith.addf {fastmath = #arith.fastmath<fast>} } ins(%a, %b : tensor<4xf32>, tensor<4xf32>) outs(%i : tensor<4xf32>) {foo}
  return %1, %2 : tensor<4xf32>, tensor<4xf32>
}
func.func @g2(%a: memref<4xf32>, %i: memref<4xf32>) {
  linalg.map { math.absf } ins(%a : memref<4xf32>) outs(%i : memref<4xf32>)
  linalg.map ins(%a : memref<4xf32>) outs(%i : memref<4xf32>) (%x: f32, %o: f32) {
      %e = arith.addf %x, %x : f32
      linalg.yield %e : f32
    }
  return
}
func.func @f3(%a: tensor<4x8xf32>, %i: tensor<4x8xf32>, %r: tensor<4xf32>, %r2: tensor<4xf32>) -> (tensor<4x8xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) {
  %0 = linalg.map ins(%a : tensor<4x8xf32>) outs(%i : tensor<4x8xf32>)
    (%x: f32, %o: f32) {
      %e = arith.addf %x, %o : f32
      linalg.yield %e : f32
    }
  %1 = linalg.reduce ins(%a : tensor<4x8xf32>) outs(%r : tensor<4xf32>) dimensions = [1]
    (%x: f32, %o: f32) {
      %e = arith.addf %x, %o : f32
      linalg.yield %e : f32
    }
  %2 = linalg.reduce ins(%a : tensor<4x8xf32>) outs(%r : tensor<4xf32>) dimensions = [1]
    (%x: f32, %o: f32) {
      %e = arith.addf %o, %x : f32
      linalg.yield %e : f32
    }
  %3 = linalg.reduce { arith.maximumf {fastmath = #arith.fastmath<nnan>} } ins(%a : tensor<4x8xf32>) outs(%r : tensor<4xf32>) dimensions = [1] {foo = 1}
  %4:2 = linalg.reduce ins(%a, %a : tensor<4x8xf32>, tensor<4x8xf32>) outs(%r, %r2 : tensor<4xf32>, tensor<4xf32>) dimensions = [1]
    (%x: f32, %y: f32, %o: f32, %p: f32) {
      %e = arith.addf %x, %o : f32
      %g = arith.mulf %y, %p : f32
      linalg.yield %e, %g : f32, f32
    }
  return %0, %1, %2, %3, %4#1 : tensor<4x8xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>
}
func.func @memref(%a: memref<4x8xi32>, %t: memref<8x4xi32>, %b: memref<2x4x8xi32>, %r: memref<8xi32>) {
  linalg.transpose ins(%a : memref<4x8xi32>) outs(%t : memref<8x4xi32>) permutation = [1, 0]
  linalg.broadcast ins(%a : memref<4x8xi32>) outs(%b : memref<2x4x8xi32>) dimensions = [0] {tag}
  linalg.reduce { arith.maxsi } ins(%a : memref<4x8xi32>) outs(%r : memref<8xi32>) dimensions = [0]
  return
}
func.func @dynamic(%a: tensor<?x?xf32>, %t: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %0 = linalg.transpose ins(%a : tensor<?x?xf32>) outs(%t : tensor<?x?xf32>) permutation = [1, 0]
  return %0 : tensor<?x?xf32>
}
// CHECK: module {
// CHECK-NEXT:   func.func @f(%arg0: tensor<4x8xf32>, %arg1: tensor<4x8xf32>, %arg2: tensor<4x8xf32>, %arg3: tensor<4xf32>, %arg4: tensor<8x4xf32>) -> (tensor<4x8xf32>, tensor<4x8xf32>, tensor<4xf32>, tensor<8x4xf32>, tensor<4x8x3xf32>) {
// CHECK-NEXT:     %mapped = linalg.map { arith.addf } ins(%arg0, %arg1 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%arg2 : tensor<4x8xf32>)
// CHECK-NEXT:     %mapped_0 = linalg.map { math.exp } ins(%arg0 : tensor<4x8xf32>) outs(%arg2 : tensor<4x8xf32>)
// CHECK-NEXT:     %reduced = linalg.reduce { arith.addf } ins(%arg0 : tensor<4x8xf32>) outs(%arg3 : tensor<4xf32>) dimensions = [1]
// CHECK-NEXT:     %transposed = linalg.transpose ins(%arg0 : tensor<4x8xf32>) outs(%arg4 : tensor<8x4xf32>) permutation = [1, 0]
// CHECK-NEXT:     %0 = tensor.empty() : tensor<4x8x3xf32>
// CHECK-NEXT:     %broadcasted = linalg.broadcast ins(%arg0 : tensor<4x8xf32>) outs(%0 : tensor<4x8x3xf32>) dimensions = [2]
// CHECK-NEXT:     return %mapped, %mapped_0, %reduced, %transposed, %broadcasted : tensor<4x8xf32>, tensor<4x8xf32>, tensor<4xf32>, tensor<8x4xf32>, tensor<4x8x3xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @f2(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>, %arg2: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
// CHECK-NEXT:     %mapped = linalg.map ins(%arg0, %arg1 : tensor<4xf32>, tensor<4xf32>) outs(%arg2 : tensor<4xf32>)
// CHECK-NEXT:       (%in: f32, %in_1: f32, %init: f32) {
// CHECK-NEXT:         %0 = arith.addf %in, %init : f32
// CHECK-NEXT:         linalg.yield %0 : f32
// CHECK-NEXT:       }
// CHECK-NEXT:     %mapped_0 = linalg.map { arith.addf {fastmath = #arith.fastmath<fast>} } ins(%arg0, %arg1 : tensor<4xf32>, tensor<4xf32>) outs(%arg2 : tensor<4xf32>) {foo}
// CHECK-NEXT:     return %mapped, %mapped_0 : tensor<4xf32>, tensor<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @g2(%arg0: memref<4xf32>, %arg1: memref<4xf32>) {
// CHECK-NEXT:     linalg.map { math.absf } ins(%arg0 : memref<4xf32>) outs(%arg1 : memref<4xf32>)
// CHECK-NEXT:     linalg.map ins(%arg0 : memref<4xf32>) outs(%arg1 : memref<4xf32>)
// CHECK-NEXT:       (%in: f32, %init: f32) {
// CHECK-NEXT:         %0 = arith.addf %in, %in : f32
// CHECK-NEXT:         linalg.yield %0 : f32
// CHECK-NEXT:       }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @f3(%arg0: tensor<4x8xf32>, %arg1: tensor<4x8xf32>, %arg2: tensor<4xf32>, %arg3: tensor<4xf32>) -> (tensor<4x8xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) {
// CHECK-NEXT:     %mapped = linalg.map ins(%arg0 : tensor<4x8xf32>) outs(%arg1 : tensor<4x8xf32>)
// CHECK-NEXT:       (%in: f32, %init: f32) {
// CHECK-NEXT:         %0 = arith.addf %in, %init : f32
// CHECK-NEXT:         linalg.yield %0 : f32
// CHECK-NEXT:       }
// CHECK-NEXT:     %reduced = linalg.reduce ins(%arg0 : tensor<4x8xf32>) outs(%arg2 : tensor<4xf32>) dimensions = [1]
// CHECK-NEXT:       (%in: f32, %init: f32) {
// CHECK-NEXT:         %0 = arith.addf %in, %init : f32
// CHECK-NEXT:         linalg.yield %0 : f32
// CHECK-NEXT:       }
// CHECK-NEXT:     %reduced_0 = linalg.reduce { arith.addf } ins(%arg0 : tensor<4x8xf32>) outs(%arg2 : tensor<4xf32>) dimensions = [1]
// CHECK-NEXT:     %reduced_1 = linalg.reduce { arith.maximumf {fastmath = #arith.fastmath<nnan>} } ins(%arg0 : tensor<4x8xf32>) outs(%arg2 : tensor<4xf32>) dimensions = [1]  {foo = 1 : i64}
// CHECK-NEXT:     %reduced_2:2 = linalg.reduce ins(%arg0, %arg0 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%arg2, %arg3 : tensor<4xf32>, tensor<4xf32>) dimensions = [1]
// CHECK-NEXT:       (%in: f32, %in_3: f32, %init: f32, %init_4: f32) {
// CHECK-NEXT:         %0 = arith.addf %in, %init : f32
// CHECK-NEXT:         %1 = arith.mulf %in_3, %init_4 : f32
// CHECK-NEXT:         linalg.yield %0, %1 : f32, f32
// CHECK-NEXT:       }
// CHECK-NEXT:     return %mapped, %reduced, %reduced_0, %reduced_1, %reduced_2#1 : tensor<4x8xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @memref(%arg0: memref<4x8xi32>, %arg1: memref<8x4xi32>, %arg2: memref<2x4x8xi32>, %arg3: memref<8xi32>) {
// CHECK-NEXT:     linalg.transpose ins(%arg0 : memref<4x8xi32>) outs(%arg1 : memref<8x4xi32>) permutation = [1, 0]
// CHECK-NEXT:     linalg.broadcast ins(%arg0 : memref<4x8xi32>) outs(%arg2 : memref<2x4x8xi32>) dimensions = [0]  {tag}
// CHECK-NEXT:     linalg.reduce { arith.maxsi } ins(%arg0 : memref<4x8xi32>) outs(%arg3 : memref<8xi32>) dimensions = [0]
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @dynamic(%arg0: tensor<?x?xf32>, %arg1: tensor<?x?xf32>) -> tensor<?x?xf32> {
// CHECK-NEXT:     %transposed = linalg.transpose ins(%arg0 : tensor<?x?xf32>) outs(%arg1 : tensor<?x?xf32>) permutation = [1, 0]
// CHECK-NEXT:     return %transposed : tensor<?x?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// GENERIC: "builtin.module"() ({
// GENERIC-NEXT:   "func.func"() <{function_type = (tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<4xf32>, tensor<8x4xf32>) -> (tensor<4x8xf32>, tensor<4x8xf32>, tensor<4xf32>, tensor<8x4xf32>, tensor<4x8x3xf32>), sym_name = "f"}> ({
// GENERIC-NEXT:   ^bb0(%arg45: tensor<4x8xf32>, %arg46: tensor<4x8xf32>, %arg47: tensor<4x8xf32>, %arg48: tensor<4xf32>, %arg49: tensor<8x4xf32>):
// GENERIC-NEXT:     %19 = "linalg.map"(%arg45, %arg46, %arg47) ({
// GENERIC-NEXT:     ^bb0(%arg58: f32, %arg59: f32, %arg60: f32):
// GENERIC-NEXT:       %27 = "arith.addf"(%arg58, %arg59) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT:       "linalg.yield"(%27) : (f32) -> ()
// GENERIC-NEXT:     }) : (tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
// GENERIC-NEXT:     %20 = "linalg.map"(%arg45, %arg47) ({
// GENERIC-NEXT:     ^bb0(%arg56: f32, %arg57: f32):
// GENERIC-NEXT:       %26 = "math.exp"(%arg56) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// GENERIC-NEXT:       "linalg.yield"(%26) : (f32) -> ()
// GENERIC-NEXT:     }) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
// GENERIC-NEXT:     %21 = "linalg.reduce"(%arg45, %arg48) <{dimensions = array<i64: 1>}> ({
// GENERIC-NEXT:     ^bb0(%arg54: f32, %arg55: f32):
// GENERIC-NEXT:       %25 = "arith.addf"(%arg55, %arg54) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT:       "linalg.yield"(%25) : (f32) -> ()
// GENERIC-NEXT:     }) : (tensor<4x8xf32>, tensor<4xf32>) -> tensor<4xf32>
// GENERIC-NEXT:     %22 = "linalg.transpose"(%arg45, %arg49) <{permutation = array<i64: 1, 0>}> ({
// GENERIC-NEXT:     ^bb0(%arg52: f32, %arg53: f32):
// GENERIC-NEXT:       "linalg.yield"(%arg52) : (f32) -> ()
// GENERIC-NEXT:     }) : (tensor<4x8xf32>, tensor<8x4xf32>) -> tensor<8x4xf32>
// GENERIC-NEXT:     %23 = "tensor.empty"() : () -> tensor<4x8x3xf32>
// GENERIC-NEXT:     %24 = "linalg.broadcast"(%arg45, %23) <{dimensions = array<i64: 2>}> ({
// GENERIC-NEXT:     ^bb0(%arg50: f32, %arg51: f32):
// GENERIC-NEXT:       "linalg.yield"(%arg50) : (f32) -> ()
// GENERIC-NEXT:     }) : (tensor<4x8xf32>, tensor<4x8x3xf32>) -> tensor<4x8x3xf32>
// GENERIC-NEXT:     "func.return"(%19, %20, %21, %22, %24) : (tensor<4x8xf32>, tensor<4x8xf32>, tensor<4xf32>, tensor<8x4xf32>, tensor<4x8x3xf32>) -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "func.func"() <{function_type = (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>), sym_name = "f2"}> ({
// GENERIC-NEXT:   ^bb0(%arg36: tensor<4xf32>, %arg37: tensor<4xf32>, %arg38: tensor<4xf32>):
// GENERIC-NEXT:     %15 = "linalg.map"(%arg36, %arg37, %arg38) ({
// GENERIC-NEXT:     ^bb0(%arg42: f32, %arg43: f32, %arg44: f32):
// GENERIC-NEXT:       %18 = "arith.addf"(%arg42, %arg44) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT:       "linalg.yield"(%18) : (f32) -> ()
// GENERIC-NEXT:     }) : (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
// GENERIC-NEXT:     %16 = "linalg.map"(%arg36, %arg37, %arg38) ({
// GENERIC-NEXT:     ^bb0(%arg39: f32, %arg40: f32, %arg41: f32):
// GENERIC-NEXT:       %17 = "arith.addf"(%arg39, %arg40) <{fastmath = #arith.fastmath<fast>}> : (f32, f32) -> f32
// GENERIC-NEXT:       "linalg.yield"(%17) : (f32) -> ()
// GENERIC-NEXT:     }) {foo} : (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
// GENERIC-NEXT:     "func.return"(%15, %16) : (tensor<4xf32>, tensor<4xf32>) -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "func.func"() <{function_type = (memref<4xf32>, memref<4xf32>) -> (), sym_name = "g2"}> ({
// GENERIC-NEXT:   ^bb0(%arg30: memref<4xf32>, %arg31: memref<4xf32>):
// GENERIC-NEXT:     "linalg.map"(%arg30, %arg31) ({
// GENERIC-NEXT:     ^bb0(%arg34: f32, %arg35: f32):
// GENERIC-NEXT:       %14 = "math.absf"(%arg34) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// GENERIC-NEXT:       "linalg.yield"(%14) : (f32) -> ()
// GENERIC-NEXT:     }) : (memref<4xf32>, memref<4xf32>) -> ()
// GENERIC-NEXT:     "linalg.map"(%arg30, %arg31) ({
// GENERIC-NEXT:     ^bb0(%arg32: f32, %arg33: f32):
// GENERIC-NEXT:       %13 = "arith.addf"(%arg32, %arg32) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT:       "linalg.yield"(%13) : (f32) -> ()
// GENERIC-NEXT:     }) : (memref<4xf32>, memref<4xf32>) -> ()
// GENERIC-NEXT:     "func.return"() : () -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "func.func"() <{function_type = (tensor<4x8xf32>, tensor<4x8xf32>, tensor<4xf32>, tensor<4xf32>) -> (tensor<4x8xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>), sym_name = "f3"}> ({
// GENERIC-NEXT:   ^bb0(%arg14: tensor<4x8xf32>, %arg15: tensor<4x8xf32>, %arg16: tensor<4xf32>, %arg17: tensor<4xf32>):
// GENERIC-NEXT:     %2 = "linalg.map"(%arg14, %arg15) ({
// GENERIC-NEXT:     ^bb0(%arg28: f32, %arg29: f32):
// GENERIC-NEXT:       %12 = "arith.addf"(%arg28, %arg29) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT:       "linalg.yield"(%12) : (f32) -> ()
// GENERIC-NEXT:     }) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
// GENERIC-NEXT:     %3 = "linalg.reduce"(%arg14, %arg16) <{dimensions = array<i64: 1>}> ({
// GENERIC-NEXT:     ^bb0(%arg26: f32, %arg27: f32):
// GENERIC-NEXT:       %11 = "arith.addf"(%arg26, %arg27) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT:       "linalg.yield"(%11) : (f32) -> ()
// GENERIC-NEXT:     }) : (tensor<4x8xf32>, tensor<4xf32>) -> tensor<4xf32>
// GENERIC-NEXT:     %4 = "linalg.reduce"(%arg14, %arg16) <{dimensions = array<i64: 1>}> ({
// GENERIC-NEXT:     ^bb0(%arg24: f32, %arg25: f32):
// GENERIC-NEXT:       %10 = "arith.addf"(%arg25, %arg24) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT:       "linalg.yield"(%10) : (f32) -> ()
// GENERIC-NEXT:     }) : (tensor<4x8xf32>, tensor<4xf32>) -> tensor<4xf32>
// GENERIC-NEXT:     %5 = "linalg.reduce"(%arg14, %arg16) <{dimensions = array<i64: 1>}> ({
// GENERIC-NEXT:     ^bb0(%arg22: f32, %arg23: f32):
// GENERIC-NEXT:       %9 = "arith.maximumf"(%arg23, %arg22) <{fastmath = #arith.fastmath<nnan>}> : (f32, f32) -> f32
// GENERIC-NEXT:       "linalg.yield"(%9) : (f32) -> ()
// GENERIC-NEXT:     }) {foo = 1 : i64} : (tensor<4x8xf32>, tensor<4xf32>) -> tensor<4xf32>
// GENERIC-NEXT:     %6:2 = "linalg.reduce"(%arg14, %arg14, %arg16, %arg17) <{dimensions = array<i64: 1>}> ({
// GENERIC-NEXT:     ^bb0(%arg18: f32, %arg19: f32, %arg20: f32, %arg21: f32):
// GENERIC-NEXT:       %7 = "arith.addf"(%arg18, %arg20) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT:       %8 = "arith.mulf"(%arg19, %arg21) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT:       "linalg.yield"(%7, %8) : (f32, f32) -> ()
// GENERIC-NEXT:     }) : (tensor<4x8xf32>, tensor<4x8xf32>, tensor<4xf32>, tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>)
// GENERIC-NEXT:     "func.return"(%2, %3, %4, %5, %6#1) : (tensor<4x8xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "func.func"() <{function_type = (memref<4x8xi32>, memref<8x4xi32>, memref<2x4x8xi32>, memref<8xi32>) -> (), sym_name = "memref"}> ({
// GENERIC-NEXT:   ^bb0(%arg4: memref<4x8xi32>, %arg5: memref<8x4xi32>, %arg6: memref<2x4x8xi32>, %arg7: memref<8xi32>):
// GENERIC-NEXT:     "linalg.transpose"(%arg4, %arg5) <{permutation = array<i64: 1, 0>}> ({
// GENERIC-NEXT:     ^bb0(%arg12: i32, %arg13: i32):
// GENERIC-NEXT:       "linalg.yield"(%arg12) : (i32) -> ()
// GENERIC-NEXT:     }) : (memref<4x8xi32>, memref<8x4xi32>) -> ()
// GENERIC-NEXT:     "linalg.broadcast"(%arg4, %arg6) <{dimensions = array<i64: 0>}> ({
// GENERIC-NEXT:     ^bb0(%arg10: i32, %arg11: i32):
// GENERIC-NEXT:       "linalg.yield"(%arg10) : (i32) -> ()
// GENERIC-NEXT:     }) {tag} : (memref<4x8xi32>, memref<2x4x8xi32>) -> ()
// GENERIC-NEXT:     "linalg.reduce"(%arg4, %arg7) <{dimensions = array<i64: 0>}> ({
// GENERIC-NEXT:     ^bb0(%arg8: i32, %arg9: i32):
// GENERIC-NEXT:       %1 = "arith.maxsi"(%arg9, %arg8) : (i32, i32) -> i32
// GENERIC-NEXT:       "linalg.yield"(%1) : (i32) -> ()
// GENERIC-NEXT:     }) : (memref<4x8xi32>, memref<8xi32>) -> ()
// GENERIC-NEXT:     "func.return"() : () -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "func.func"() <{function_type = (tensor<?x?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>, sym_name = "dynamic"}> ({
// GENERIC-NEXT:   ^bb0(%arg0: tensor<?x?xf32>, %arg1: tensor<?x?xf32>):
// GENERIC-NEXT:     %0 = "linalg.transpose"(%arg0, %arg1) <{permutation = array<i64: 1, 0>}> ({
// GENERIC-NEXT:     ^bb0(%arg2: f32, %arg3: f32):
// GENERIC-NEXT:       "linalg.yield"(%arg2) : (f32) -> ()
// GENERIC-NEXT:     }) : (tensor<?x?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>
// GENERIC-NEXT:     "func.return"(%0) : (tensor<?x?xf32>) -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT: }) : () -> ()
