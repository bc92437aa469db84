// terrace-run --bisect lowers the program pass by pass (linalg-to-llvm),
// runs the interpreter after each pass while it can, then the compiled
// code, and names the first pass after which the results change. A hidden
// test hook breaks a pass on purpose: after it, the first float addition
// becomes a subtraction.
//
// Nothing broken: every level agrees.
// RUN: terrace-run %s --bisect | FileCheck %s --check-prefix=AGREE
// AGREE: bisect: after memref-copy-to-linalg: the results agree
// AGREE-NEXT: bisect: after linalg-generalize-named-ops: the results agree
// AGREE-NEXT: bisect: after linalg-register-tile: the results agree
// AGREE-NEXT: bisect: after linalg-innermost-contiguous: the results agree
// AGREE-NEXT: bisect: after convert-linalg-to-loops: the results agree
// AGREE-NEXT: bisect: after expand-strided-metadata: the results agree
// AGREE-NEXT: bisect: after lower-affine: the results agree
// AGREE-NEXT: bisect: after convert-scf-to-cf: the results agree
// AGREE-NEXT: bisect: the compiled results agree; every level agrees
//
// A pass the interpreter can check after is named.
// RUN: not terrace-run %s --bisect --test-break-after=linalg-register-tile | FileCheck %s --check-prefix=TILE
// TILE: bisect: the results change after 'linalg-register-tile' (they agree after 'linalg-generalize-named-ops'): output_0 element 0: lowered -19 against 19 as written
// RUN: not terrace-run %s --bisect --test-break-after=convert-linalg-to-loops | FileCheck %s --check-prefix=LOOPS
// LOOPS: bisect: the results change after 'convert-linalg-to-loops' (they agree after 'linalg-innermost-contiguous'): output_0 element 0: lowered -19 against 19 as written
// RUN: not terrace-run %s --bisect --test-break-after=convert-scf-to-cf | FileCheck %s --check-prefix=CF
// CF: bisect: after lower-affine: the results agree
// CF-NEXT: bisect: the results change after 'convert-scf-to-cf' (they agree after 'lower-affine'):
//
// Past the interpreter's last level, the passes since then are named.
// RUN: not terrace-run %s --bisect --test-break-after=convert-arith-to-llvm | FileCheck %s --check-prefix=LLVM
// LLVM: bisect: the compiled results differ (they agree after 'convert-scf-to-cf', the last level the interpreter runs): the passes since then (finalize-memref-to-llvm, convert-complex-to-standard, convert-complex-to-llvm, convert-math-to-llvm, convert-math-to-libm, convert-index-to-llvm, convert-arith-to-llvm, convert-ub-to-llvm, convert-func-to-llvm, convert-cf-to-llvm, reconcile-unrealized-casts) or LLVM's compilation changed them

memref.global "private" constant @lhs : memref<2x2xf32> = dense<[[1.0, 2.0], [3.0, 4.0]]>
memref.global "private" constant @rhs : memref<2x2xf32> = dense<[[5.0, 6.0], [7.0, 8.0]]>

func.func @main() -> memref<2x2xf32> {
  %a = memref.get_global @lhs : memref<2x2xf32>
  %b = memref.get_global @rhs : memref<2x2xf32>
  %c = memref.alloc() : memref<2x2xf32>
  %zero = arith.constant 0.0 : f32
  linalg.fill ins(%zero : f32) outs(%c : memref<2x2xf32>)
  linalg.matmul ins(%a, %b : memref<2x2xf32>, memref<2x2xf32>) outs(%c : memref<2x2xf32>)
  return %c : memref<2x2xf32>
}
