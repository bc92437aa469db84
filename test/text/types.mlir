// Every builtin type, printed as mlir-opt 22 prints it.
// RUN: terrace-opt --allow-unregistered-dialect --mlir-print-op-generic %s | FileCheck %s
// RUN: %mlir-opt --allow-unregistered-dialect --mlir-print-op-generic %s | FileCheck %s

// CHECK: %0:6 = "foo.ints"() : () -> (i1, i7, si8, ui16, i128, index)
%a:6 = "foo.ints"() : () -> (i1, i7, si8, ui16, i128, index)
// CHECK: "foo.use"(%0#0, %0#5) : (i1, index) -> ()
"foo.use"(%a#0, %a#5) : (i1, index) -> ()

// CHECK: () -> (f16, bf16, f32, f64, f80, f128, tf32)
%f:7 = "foo.floats"() : () -> (f16, bf16, f32, f64, f80, f128, tf32)
// CHECK: () -> (f8E5M2, f8E4M3, f8E4M3FN, f8E5M2FNUZ, f8E4M3FNUZ, f8E4M3B11FNUZ, f8E3M4, f8E8M0FNU, f6E2M3FN, f6E3M2FN, f4E2M1FN)
%s:11 = "foo.small_floats"() : () -> (f8E5M2, f8E4M3, f8E4M3FN, f8E5M2FNUZ, f8E4M3FNUZ, f8E4M3B11FNUZ, f8E3M4, f8E8M0FNU, f6E2M3FN, f6E3M2FN, f4E2M1FN)

// CHECK: {t = [none, complex<f32>, tuple<>, tuple<i32, complex<i8>>, () -> (), (i32) -> i32, (i32, f32) -> (i1, i8), (i32) -> ((i32) -> i32)]}
"foo.misc"() {t = [none, complex<f32>, tuple<>, tuple<i32, complex<i8>>, () -> (), (i32) -> (i32), (i32, f32) -> (i1, i8), (i32) -> ((i32) -> i32)]} : () -> ()

// CHECK: {t = [tensor<4x?xf32>, tensor<*xf32>, tensor<f32>, tensor<0x?xi8>, tensor<4xf32, "enc">, tensor<4xf32, 1 : i64>, tensor<?x?xf32, #foo.enc<1>>]}
"foo.tensors"() {t = [tensor<4x?xf32>, tensor<*xf32>, tensor<f32>, tensor<0x?xi8>, tensor<4xf32, "enc">, tensor<4xf32, 1>, tensor<?x?xf32, #foo.enc<1>>]} : () -> ()

// CHECK: {t = [vector<4xf32>, vector<[4]x8xf32>, vector<4x[8]xf32>, vector<2x[2]x[2]xi1>, vector<f32>]}
"foo.vectors"() {t = [vector<4xf32>, vector<[4]x8xf32>, vector<4x[8]xf32>, vector<2x[2]x[2]xi1>, vector<f32>]} : () -> ()

// Identity layouts and integer-zero memory spaces are dropped; offset 0 too.
// CHECK: {t = [memref<4x?xf32, strided<[?, 1], offset: ?>>, memref<4xf32, strided<[1]>>, memref<4x4xf32>, memref<4xf32, 1>, memref<4xf32>, memref<4xf32>, memref<4xf32>, memref<4xf32, 2 : i8>, memref<4xf32, "gpu">, memref<*xf32, 3>, memref<*xf32>, memref<4xvector<4xf32>>]}
"foo.memrefs"() {t = [memref<4x?xf32, strided<[?, 1], offset: ?>>, memref<4xf32, strided<[1], offset: 0>>, memref<4x4xf32, affine_map<(d0, d1) -> (d0, d1)>>, memref<4xf32, affine_map<(d0) -> (d0)>, 1>, memref<4xf32, 0 : i32>, memref<4xf32, 0 : index>, memref<4xf32, 0 : ui8>, memref<4xf32, 2 : i8>, memref<4xf32, "gpu">, memref<*xf32, 3>, memref<*xf32, 0>, memref<4xvector<4xf32>>]} : () -> ()

// Unknown dialects' types keep their text.
// CHECK: {t = [!foo.bar<1,  2>, !foo<"a b">, !foo.i32, !foo.bar]}
"foo.opaque"() {t = [!foo.bar<1,  2>, !foo<"a b">, !foo<i32>, !foo.bar]} : () -> ()

// A 0 dimension lexes as hex (`0x4`); it is still a shape.
// CHECK: {t = tensor<0x4xf32>}
"foo.zero_dim"() {t = tensor<0x4xf32>} : () -> ()
