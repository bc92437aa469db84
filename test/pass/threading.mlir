// Passes over isolated ops run in parallel: the output is the same with and without --mlir-disable-threading, and diagnostics come out in IR order.
// RUN: terrace-opt %s --pass-pipeline='builtin.module(func.func(canonicalize,cse))' > %t.threads
// RUN: terrace-opt %s --pass-pipeline='builtin.module(func.func(canonicalize,cse))' --mlir-disable-threading > %t.single
// RUN: diff %t.threads %t.single
// RUN: %mlir-opt %s --pass-pipeline='builtin.module(func.func(canonicalize,cse))' | diff %t.threads -
// RUN: not terrace-opt %s --pass-pipeline='builtin.module(func.func(canonicalize{test-convergence=true max-iterations=1}))' 2>&1 | FileCheck %s --check-prefix=ORDER
// ORDER: threading.mlir:14:1: error: canonicalizer failed to converge
// ORDER-NEXT: func.func @f0
// ORDER: threading.mlir:24:1: error: canonicalizer failed to converge
// ORDER-NEXT: func.func @f1
// ORDER: threading.mlir:34:1: error: canonicalizer failed to converge
// ORDER-NEXT: func.func @f2

func.func @f0(%x: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %a = arith.addi %x, %c0 : i32
  %b = arith.addi %x, %c0 : i32
  %m = arith.muli %a, %b : i32
  %z = arith.constant 0 : i32
  %r = arith.addi %m, %z : i32
  return %r : i32
}

func.func @f1(%x: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %a = arith.addi %x, %c1 : i32
  %b = arith.addi %x, %c1 : i32
  %m = arith.muli %a, %b : i32
  %z = arith.constant 0 : i32
  %r = arith.addi %m, %z : i32
  return %r : i32
}

func.func @f2(%x: i32) -> i32 {
  %c2 = arith.constant 2 : i32
  %a = arith.addi %x, %c2 : i32
  %b = arith.addi %x, %c2 : i32
  %m = arith.muli %a, %b : i32
  %z = arith.constant 0 : i32
  %r = arith.addi %m, %z : i32
  return %r : i32
}

func.func @f3(%x: i32) -> i32 {
  %c3 = arith.constant 3 : i32
  %a = arith.addi %x, %c3 : i32
  %b = arith.addi %x, %c3 : i32
  %m = arith.muli %a, %b : i32
  %z = arith.constant 0 : i32
  %r = arith.addi %m, %z : i32
  return %r : i32
}

func.func @f4(%x: i32) -> i32 {
  %c4 = arith.constant 4 : i32
  %a = arith.addi %x, %c4 : i32
  %b = arith.addi %x, %c4 : i32
  %m = arith.muli %a, %b : i32
  %z = arith.constant 0 : i32
  %r = arith.addi %m, %z : i32
  return %r : i32
}

func.func @f5(%x: i32) -> i32 {
  %c5 = arith.constant 5 : i32
  %a = arith.addi %x, %c5 : i32
  %b = arith.addi %x, %c5 : i32
  %m = arith.muli %a, %b : i32
  %z = arith.constant 0 : i32
  %r = arith.addi %m, %z : i32
  return %r : i32
}

func.func @f6(%x: i32) -> i32 {
  %c6 = arith.constant 6 : i32
  %a = arith.addi %x, %c6 : i32
  %b = arith.addi %x, %c6 : i32
  %m = arith.muli %a, %b : i32
  %z = arith.constant 0 : i32
  %r = arith.addi %m, %z : i32
  return %r : i32
}

func.func @f7(%x: i32) -> i32 {
  %c7 = arith.constant 7 : i32
  %a = arith.addi %x, %c7 : i32
  %b = arith.addi %x, %c7 : i32
  %m = arith.muli %a, %b : i32
  %z = arith.constant 0 : i32
  %r = arith.addi %m, %z : i32
  return %r : i32
}

func.func @f8(%x: i32) -> i32 {
  %c8 = arith.constant 8 : i32
  %a = arith.addi %x, %c8 : i32
  %b = arith.addi %x, %c8 : i32
  %m = arith.muli %a, %b : i32
  %z = arith.constant 0 : i32
  %r = arith.addi %m, %z : i32
  return %r : i32
}

func.func @f9(%x: i32) -> i32 {
  %c9 = arith.constant 9 : i32
  %a = arith.addi %x, %c9 : i32
  %b = arith.addi %x, %c9 : i32
  %m = arith.muli %a, %b : i32
  %z = arith.constant 0 : i32
  %r = arith.addi %m, %z : i32
  return %r : i32
}

func.func @f10(%x: i32) -> i32 {
  %c10 = arith.constant 10 : i32
  %a = arith.addi %x, %c10 : i32
  %b = arith.addi %x, %c10 : i32
  %m = arith.muli %a, %b : i32
  %z = arith.constant 0 : i32
  %r = arith.addi %m, %z : i32
  return %r : i32
}

func.func @f11(%x: i32) -> i32 {
  %c11 = arith.constant 11 : i32
  %a = arith.addi %x, %c11 : i32
  %b = arith.addi %x, %c11 : i32
  %m = arith.muli %a, %b : i32
  %z = arith.constant 0 : i32
  %r = arith.addi %m, %z : i32
  return %r : i32
}

func.func @f12(%x: i32) -> i32 {
  %c12 = arith.constant 12 : i32
  %a = arith.addi %x, %c12 : i32
  %b = arith.addi %x, %c12 : i32
  %m = arith.muli %a, %b : i32
  %z = arith.constant 0 : i32
  %r = arith.addi %m, %z : i32
  return %r : i32
}

func.func @f13(%x: i32) -> i32 {
  %c13 = arith.constant 13 : i32
  %a = arith.addi %x, %c13 : i32
  %b = arith.addi %x, %c13 : i32
  %m = arith.muli %a, %b : i32
  %z = arith.constant 0 : i32
  %r = arith.addi %m, %z : i32
  return %r : i32
}

func.func @f14(%x: i32) -> i32 {
  %c14 = arith.constant 14 : i32
  %a = arith.addi %x, %c14 : i32
  %b = arith.addi %x, %c14 : i32
  %m = arith.muli %a, %b : i32
  %z = arith.constant 0 : i32
  %r = arith.addi %m, %z : i32
  return %r : i32
}

func.func @f15(%x: i32) -> i32 {
  %c15 = arith.constant 15 : i32
  %a = arith.addi %x, %c15 : i32
  %b = arith.addi %x, %c15 : i32
  %m = arith.muli %a, %b : i32
  %z = arith.constant 0 : i32
  %r = arith.addi %m, %z : i32
  return %r : i32
}

func.func @f16(%x: i32) -> i32 {
  %c16 = arith.constant 16 : i32
  %a = arith.addi %x, %c16 : i32
  %b = arith.addi %x, %c16 : i32
  %m = arith.muli %a, %b : i32
  %z = arith.constant 0 : i32
  %r = arith.addi %m, %z : i32
  return %r : i32
}

func.func @f17(%x: i32) -> i32 {
  %c17 = arith.constant 17 : i32
  %a = arith.addi %x, %c17 : i32
  %b = arith.addi %x, %c17 : i32
  %m = arith.muli %a, %b : i32
  %z = arith.constant 0 : i32
  %r = arith.addi %m, %z : i32
  return %r : i32
}

func.func @f18(%x: i32) -> i32 {
  %c18 = arith.constant 18 : i32
  %a = arith.addi %x, %c18 : i32
  %b = arith.addi %x, %c18 : i32
  %m = arith.muli %a, %b : i32
  %z = arith.constant 0 : i32
  %r = arith.addi %m, %z : i32
  return %r : i32
}

func.func @f19(%x: i32) -> i32 {
  %c19 = arith.constant 19 : i32
  %a = arith.addi %x, %c19 : i32
  %b = arith.addi %x, %c19 : i32
  %m = arith.muli %a, %b : i32
  %z = arith.constant 0 : i32
  %r = arith.addi %m, %z : i32
  return %r : i32
}

func.func @f20(%x: i32) -> i32 {
  %c20 = arith.constant 20 : i32
  %a = arith.addi %x, %c20 : i32
  %b = arith.addi %x, %c20 : i32
  %m = arith.muli %a, %b : i32
  %z = arith.constant 0 : i32
  %r = arith.addi %m, %z : i32
  return %r : i32
}

func.func @f21(%x: i32) -> i32 {
  %c21 = arith.constant 21 : i32
  %a = arith.addi %x, %c21 : i32
  %b = arith.addi %x, %c21 : i32
  %m = arith.muli %a, %b : i32
  %z = arith.constant 0 : i32
  %r = arith.addi %m, %z : i32
  return %r : i32
}

func.func @f22(%x: i32) -> i32 {
  %c22 = arith.constant 22 : i32
  %a = arith.addi %x, %c22 : i32
  %b = arith.addi %x, %c22 : i32
  %m = arith.muli %a, %b : i32
  %z = arith.constant 0 : i32
  %r = arith.addi %m, %z : i32
  return %r : i32
}

func.func @f23(%x: i32) -> i32 {
  %c23 = arith.constant 23 : i32
  %a = arith.addi %x, %c23 : i32
  %b = arith.addi %x, %c23 : i32
  %m = arith.muli %a, %b : i32
  %z = arith.constant 0 : i32
  %r = arith.addi %m, %z : i32
  return %r : i32
}

func.func @f24(%x: i32) -> i32 {
  %c24 = arith.constant 24 : i32
  %a = arith.addi %x, %c24 : i32
  %b = arith.addi %x, %c24 : i32
  %m = arith.muli %a, %b : i32
  %z = arith.constant 0 : i32
  %r = arith.addi %m, %z : i32
  return %r : i32
}

func.func @f25(%x: i32) -> i32 {
  %c25 = arith.constant 25 : i32
  %a = arith.addi %x, %c25 : i32
  %b = arith.addi %x, %c25 : i32
  %m = arith.muli %a, %b : i32
  %z = arith.constant 0 : i32
  %r = arith.addi %m, %z : i32
  return %r : i32
}

func.func @f26(%x: i32) -> i32 {
  %c26 = arith.constant 26 : i32
  %a = arith.addi %x, %c26 : i32
  %b = arith.addi %x, %c26 : i32
  %m = arith.muli %a, %b : i32
  %z = arith.constant 0 : i32
  %r = arith.addi %m, %z : i32
  return %r : i32
}

func.func @f27(%x: i32) -> i32 {
  %c27 = arith.constant 27 : i32
  %a = arith.addi %x, %c27 : i32
  %b = arith.addi %x, %c27 : i32
  %m = arith.muli %a, %b : i32
  %z = arith.constant 0 : i32
  %r = arith.addi %m, %z : i32
  return %r : i32
}

func.func @f28(%x: i32) -> i32 {
  %c28 = arith.constant 28 : i32
  %a = arith.addi %x, %c28 : i32
  %b = arith.addi %x, %c28 : i32
  %m = arith.muli %a, %b : i32
  %z = arith.constant 0 : i32
  %r = arith.addi %m, %z : i32
  return %r : i32
}

func.func @f29(%x: i32) -> i32 {
  %c29 = arith.constant 29 : i32
  %a = arith.addi %x, %c29 : i32
  %b = arith.addi %x, %c29 : i32
  %m = arith.muli %a, %b : i32
  %z = arith.constant 0 : i32
  %r = arith.addi %m, %z : i32
  return %r : i32
}

func.func @f30(%x: i32) -> i32 {
  %c30 = arith.constant 30 : i32
  %a = arith.addi %x, %c30 : i32
  %b = arith.addi %x, %c30 : i32
  %m = arith.muli %a, %b : i32
  %z = arith.constant 0 : i32
  %r = arith.addi %m, %z : i32
  return %r : i32
}

func.func @f31(%x: i32) -> i32 {
  %c31 = arith.constant 31 : i32
  %a = arith.addi %x, %c31 : i32
  %b = arith.addi %x, %c31 : i32
  %m = arith.muli %a, %b : i32
  %z = arith.constant 0 : i32
  %r = arith.addi %m, %z : i32
  return %r : i32
}

func.func @f32(%x: i32) -> i32 {
  %c32 = arith.constant 32 : i32
  %a = arith.addi %x, %c32 : i32
  %b = arith.addi %x, %c32 : i32
  %m = arith.muli %a, %b : i32
  %z = arith.constant 0 : i32
  %r = arith.addi %m, %z : i32
  return %r : i32
}

func.func @f33(%x: i32) -> i32 {
  %c33 = arith.constant 33 : i32
  %a = arith.addi %x, %c33 : i32
  %b = arith.addi %x, %c33 : i32
  %m = arith.muli %a, %b : i32
  %z = arith.constant 0 : i32
  %r = arith.addi %m, %z : i32
  return %r : i32
}

func.func @f34(%x: i32) -> i32 {
  %c34 = arith.constant 34 : i32
  %a = arith.addi %x, %c34 : i32
  %b = arith.addi %x, %c34 : i32
  %m = arith.muli %a, %b : i32
  %z = arith.constant 0 : i32
  %r = arith.addi %m, %z : i32
  return %r : i32
}

func.func @f35(%x: i32) -> i32 {
  %c35 = arith.constant 35 : i32
  %a = arith.addi %x, %c35 : i32
  %b = arith.addi %x, %c35 : i32
  %m = arith.muli %a, %b : i32
  %z = arith.constant 0 : i32
  %r = arith.addi %m, %z : i32
  return %r : i32
}

func.func @f36(%x: i32) -> i32 {
  %c36 = arith.constant 36 : i32
  %a = arith.addi %x, %c36 : i32
  %b = arith.addi %x, %c36 : i32
  %m = arith.muli %a, %b : i32
  %z = arith.constant 0 : i32
  %r = arith.addi %m, %z : i32
  return %r : i32
}

func.func @f37(%x: i32) -> i32 {
  %c37 = arith.constant 37 : i32
  %a = arith.addi %x, %c37 : i32
  %b = arith.addi %x, %c37 : i32
  %m = arith.muli %a, %b : i32
  %z = arith.constant 0 : i32
  %r = arith.addi %m, %z : i32
  return %r : i32
}

func.func @f38(%x: i32) -> i32 {
  %c38 = arith.constant 38 : i32
  %a = arith.addi %x, %c38 : i32
  %b = arith.addi %x, %c38 : i32
  %m = arith.muli %a, %b : i32
  %z = arith.constant 0 : i32
  %r = arith.addi %m, %z : i32
  return %r : i32
}

func.func @f39(%x: i32) -> i32 {
  %c39 = arith.constant 39 : i32
  %a = arith.addi %x, %c39 : i32
  %b = arith.addi %x, %c39 : i32
  %m = arith.muli %a, %b : i32
  %z = arith.constant 0 : i32
  %r = arith.addi %m, %z : i32
  return %r : i32
}
