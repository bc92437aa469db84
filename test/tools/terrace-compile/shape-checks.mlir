// A C entry refuses, before computing anything, shapes its program does
// not allow: it returns 1 + the index of the first such argument and
// writes no result. A static size must be its type's; dimensions named
// alike (ONNX's symbolic dimensions, kept by the importer as
// `onnx.dim_params`) must be one size. The header says which are named.
// RUN: rm -rf %t && mkdir -p %t
// RUN: terrace-compile %s -o %t/rows.o --header %t/rows.h
// RUN: FileCheck %s --check-prefix=HEADER --input-file=%t/rows.h
// RUN: %clang -std=c11 -Wall -Werror -I %t %t/rows.o -x c %S/Inputs/shape-checks-driver.c -o %t/driver
// RUN: %t/driver | FileCheck %s
//
// HEADER: /* add_rows: (memref<?x3xf32>, memref<?xf32>) -> memref<?x3xf32>; arg0.sizes[0] = N, arg1.sizes[0] = N */
// HEADER-NEXT: int32_t add_rows(const terrace_memref_2d_f32 *arg0, const terrace_memref_1d_f32 *arg1, terrace_memref_2d_f32 *result0);
//
// [[1, 2, 3], [4, 5, 6]] + [10, 20] by rows:
// CHECK: 2x3 and 2: 0, 11 12 13 24 25 26
// A second dimension of 4 where the type says 3: argument 0.
// CHECK-NEXT: 2x4 and 2: 1, result untouched
// N = 2 in argument 0 but N = 3 in argument 1.
// CHECK-NEXT: 2x3 and 3: 2, result untouched

#rows = affine_map<(i, j) -> (i, j)>
#row = affine_map<(i, j) -> (i)>
func.func @add_rows(%a: tensor<?x3xf32> {onnx.dim_params = "0:N"},
                    %b: tensor<?xf32> {onnx.dim_params = "0:N"}) -> tensor<?x3xf32> {
  %c0 = arith.constant 0 : index
  %n = tensor.dim %a, %c0 : tensor<?x3xf32>
  %init = tensor.empty(%n) : tensor<?x3xf32>
  %sum = linalg.generic {indexing_maps = [#rows, #row, #rows],
                         iterator_types = ["parallel", "parallel"]}
      ins(%a, %b : tensor<?x3xf32>, tensor<?xf32>) outs(%init : tensor<?x3xf32>) {
  ^bb0(%x: f32, %y: f32, %out: f32):
    %s = arith.addf %x, %y : f32
    linalg.yield %s : f32
  } -> tensor<?x3xf32>
  return %sum : tensor<?x3xf32>
}
