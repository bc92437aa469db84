// linalg.elementwise: every kind on the element types MLIR builds a body
// for (floats, integers, i1 where add/mul become ori/andi, memrefs), the
// maps printed only when not the identities, the attribute dictionary;
// custom and generic forms and linalg-generalize-named-ops as mlir-opt
// prints them, under both tools.
// RUN: terrace-opt %s | FileCheck %s
// RUN: %mlir-opt %s | FileCheck %s
// RUN: terrace-opt --mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC
// RUN: %mlir-opt --mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC
// RUN: %mlir-opt --mlir-print-op-generic %s | terrace-opt | FileCheck %s
// RUN: terrace-opt --linalg-generalize-named-ops %s | FileCheck %s --check-prefix=GEN
// RUN: %mlir-opt --linalg-generalize-named-ops %s | FileCheck %s --check-prefix=GEN
// The CHECK lines are mlir-opt 22's output.

func.func @u_exp_f32(%a: tensor<4xf32>, %o: tensor<4xf32>) -> tensor<4xf32> {
  %0 = linalg.elementwise kind=#linalg.elementwise_kind<exp> ins(%a : tensor<4xf32>) outs(%o : tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
func.func @u_log_f32(%a: tensor<4xf32>, %o: tensor<4xf32>) -> tensor<4xf32> {
  %0 = linalg.elementwise kind=#linalg.elementwise_kind<log> ins(%a : tensor<4xf32>) outs(%o : tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
func.func @u_abs_f32(%a: tensor<4xf32>, %o: tensor<4xf32>) -> tensor<4xf32> {
  %0 = linalg.elementwise kind=#linalg.elementwise_kind<abs> ins(%a : tensor<4xf32>) outs(%o : tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
func.func @u_ceil_f32(%a: tensor<4xf32>, %o: tensor<4xf32>) -> tensor<4xf32> {
  %0 = linalg.elementwise kind=#linalg.elementwise_kind<ceil> ins(%a : tensor<4xf32>) outs(%o : tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
func.func @u_floor_f32(%a: tensor<4xf32>, %o: tensor<4xf32>) -> tensor<4xf32> {
  %0 = linalg.elementwise kind=#linalg.elementwise_kind<floor> ins(%a : tensor<4xf32>) outs(%o : tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
func.func @u_negf_f32(%a: tensor<4xf32>, %o: tensor<4xf32>) -> tensor<4xf32> {
  %0 = linalg.elementwise kind=#linalg.elementwise_kind<negf> ins(%a : tensor<4xf32>) outs(%o : tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
func.func @u_reciprocal_f32(%a: tensor<4xf32>, %o: tensor<4xf32>) -> tensor<4xf32> {
  %0 = linalg.elementwise kind=#linalg.elementwise_kind<reciprocal> ins(%a : tensor<4xf32>) outs(%o : tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
func.func @u_round_f32(%a: tensor<4xf32>, %o: tensor<4xf32>) -> tensor<4xf32> {
  %0 = linalg.elementwise kind=#linalg.elementwise_kind<round> ins(%a : tensor<4xf32>) outs(%o : tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
func.func @u_sqrt_f32(%a: tensor<4xf32>, %o: tensor<4xf32>) -> tensor<4xf32> {
  %0 = linalg.elementwise kind=#linalg.elementwise_kind<sqrt> ins(%a : tensor<4xf32>) outs(%o : tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
func.func @u_rsqrt_f32(%a: tensor<4xf32>, %o: tensor<4xf32>) -> tensor<4xf32> {
  %0 = linalg.elementwise kind=#linalg.elementwise_kind<rsqrt> ins(%a : tensor<4xf32>) outs(%o : tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
func.func @u_square_f32(%a: tensor<4xf32>, %o: tensor<4xf32>) -> tensor<4xf32> {
  %0 = linalg.elementwise kind=#linalg.elementwise_kind<square> ins(%a : tensor<4xf32>) outs(%o : tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
func.func @u_tanh_f32(%a: tensor<4xf32>, %o: tensor<4xf32>) -> tensor<4xf32> {
  %0 = linalg.elementwise kind=#linalg.elementwise_kind<tanh> ins(%a : tensor<4xf32>) outs(%o : tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
func.func @u_erf_f32(%a: tensor<4xf32>, %o: tensor<4xf32>) -> tensor<4xf32> {
  %0 = linalg.elementwise kind=#linalg.elementwise_kind<erf> ins(%a : tensor<4xf32>) outs(%o : tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
func.func @b_add_f32(%a: tensor<4xf32>, %o: tensor<4xf32>) -> tensor<4xf32> {
  %0 = linalg.elementwise kind=#linalg.elementwise_kind<add> ins(%a, %a : tensor<4xf32>, tensor<4xf32>) outs(%o : tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
func.func @b_sub_f32(%a: tensor<4xf32>, %o: tensor<4xf32>) -> tensor<4xf32> {
  %0 = linalg.elementwise kind=#linalg.elementwise_kind<sub> ins(%a, %a : tensor<4xf32>, tensor<4xf32>) outs(%o : tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
func.func @b_mul_f32(%a: tensor<4xf32>, %o: tensor<4xf32>) -> tensor<4xf32> {
  %0 = linalg.elementwise kind=#linalg.elementwise_kind<mul> ins(%a, %a : tensor<4xf32>, tensor<4xf32>) outs(%o : tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
func.func @b_div_f32(%a: tensor<4xf32>, %o: tensor<4xf32>) -> tensor<4xf32> {
  %0 = linalg.elementwise kind=#linalg.elementwise_kind<div> ins(%a, %a : tensor<4xf32>, tensor<4xf32>) outs(%o : tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
func.func @b_max_signed_f32(%a: tensor<4xf32>, %o: tensor<4xf32>) -> tensor<4xf32> {
  %0 = linalg.elementwise kind=#linalg.elementwise_kind<max_signed> ins(%a, %a : tensor<4xf32>, tensor<4xf32>) outs(%o : tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
func.func @b_min_signed_f32(%a: tensor<4xf32>, %o: tensor<4xf32>) -> tensor<4xf32> {
  %0 = linalg.elementwise kind=#linalg.elementwise_kind<min_signed> ins(%a, %a : tensor<4xf32>, tensor<4xf32>) outs(%o : tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
func.func @b_powf_f32(%a: tensor<4xf32>, %o: tensor<4xf32>) -> tensor<4xf32> {
  %0 = linalg.elementwise kind=#linalg.elementwise_kind<powf> ins(%a, %a : tensor<4xf32>, tensor<4xf32>) outs(%o : tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
func.func @t_select_f32(%c: tensor<4xi1>, %a: tensor<4xf32>, %o: tensor<4xf32>) -> tensor<4xf32> {
  %0 = linalg.elementwise kind=#linalg.elementwise_kind<select> ins(%c, %a, %a : tensor<4xi1>, tensor<4xf32>, tensor<4xf32>) outs(%o : tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
func.func @b_add_i32(%a: tensor<4xi32>, %o: tensor<4xi32>) -> tensor<4xi32> {
  %0 = linalg.elementwise kind=#linalg.elementwise_kind<add> ins(%a, %a : tensor<4xi32>, tensor<4xi32>) outs(%o : tensor<4xi32>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}
func.func @b_sub_i32(%a: tensor<4xi32>, %o: tensor<4xi32>) -> tensor<4xi32> {
  %0 = linalg.elementwise kind=#linalg.elementwise_kind<sub> ins(%a, %a : tensor<4xi32>, tensor<4xi32>) outs(%o : tensor<4xi32>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}
func.func @b_mul_i32(%a: tensor<4xi32>, %o: tensor<4xi32>) -> tensor<4xi32> {
  %0 = linalg.elementwise kind=#linalg.elementwise_kind<mul> ins(%a, %a : tensor<4xi32>, tensor<4xi32>) outs(%o : tensor<4xi32>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}
func.func @b_div_i32(%a: tensor<4xi32>, %o: tensor<4xi32>) -> tensor<4xi32> {
  %0 = linalg.elementwise kind=#linalg.elementwise_kind<div> ins(%a, %a : tensor<4xi32>, tensor<4xi32>) outs(%o : tensor<4xi32>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}
func.func @b_div_unsigned_i32(%a: tensor<4xi32>, %o: tensor<4xi32>) -> tensor<4xi32> {
  %0 = linalg.elementwise kind=#linalg.elementwise_kind<div_unsigned> ins(%a, %a : tensor<4xi32>, tensor<4xi32>) outs(%o : tensor<4xi32>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}
func.func @b_max_signed_i32(%a: tensor<4xi32>, %o: tensor<4xi32>) -> tensor<4xi32> {
  %0 = linalg.elementwise kind=#linalg.elementwise_kind<max_signed> ins(%a, %a : tensor<4xi32>, tensor<4xi32>) outs(%o : tensor<4xi32>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}
func.func @b_min_signed_i32(%a: tensor<4xi32>, %o: tensor<4xi32>) -> tensor<4xi32> {
  %0 = linalg.elementwise kind=#linalg.elementwise_kind<min_signed> ins(%a, %a : tensor<4xi32>, tensor<4xi32>) outs(%o : tensor<4xi32>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}
func.func @b_max_unsigned_i32(%a: tensor<4xi32>, %o: tensor<4xi32>) -> tensor<4xi32> {
  %0 = linalg.elementwise kind=#linalg.elementwise_kind<max_unsigned> ins(%a, %a : tensor<4xi32>, tensor<4xi32>) outs(%o : tensor<4xi32>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}
func.func @b_min_unsigned_i32(%a: tensor<4xi32>, %o: tensor<4xi32>) -> tensor<4xi32> {
  %0 = linalg.elementwise kind=#linalg.elementwise_kind<min_unsigned> ins(%a, %a : tensor<4xi32>, tensor<4xi32>) outs(%o : tensor<4xi32>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}
func.func @t_select_i32(%c: tensor<4xi1>, %a: tensor<4xi32>, %o: tensor<4xi32>) -> tensor<4xi32> {
  %0 = linalg.elementwise kind=#linalg.elementwise_kind<select> ins(%c, %a, %a : tensor<4xi1>, tensor<4xi32>, tensor<4xi32>) outs(%o : tensor<4xi32>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}

func.func @f(%a: tensor<4x8xf32>, %b: tensor<4x8xf32>, %i: tensor<4x8xf32>, %c: tensor<8xf32>) -> (tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>) {
  %0 = linalg.elementwise kind=#linalg.elementwise_kind<add> ins(%a, %b : tensor<4x8xf32>, tensor<4x8xf32>) outs(%i : tensor<4x8xf32>) -> tensor<4x8xf32>
  %1 = linalg.elementwise kind=#linalg.elementwise_kind<exp> ins(%a : tensor<4x8xf32>) outs(%i : tensor<4x8xf32>) -> tensor<4x8xf32>
  %2 = linalg.elementwise kind=#linalg.elementwise_kind<sub> indexing_maps = [affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>] ins(%c, %b : tensor<8xf32>, tensor<4x8xf32>) outs(%i : tensor<4x8xf32>) -> tensor<4x8xf32>
  return %0, %1, %2 : tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>
}
func.func @bools(%a: tensor<4xi1>, %o: tensor<4xi1>) -> (tensor<4xi1>, tensor<4xi1>, tensor<4xi1>) {
  %0 = linalg.elementwise kind=#linalg.elementwise_kind<add> ins(%a, %a : tensor<4xi1>, tensor<4xi1>) outs(%o : tensor<4xi1>) -> tensor<4xi1>
  %1 = linalg.elementwise kind=#linalg.elementwise_kind<mul> ins(%a, %a : tensor<4xi1>, tensor<4xi1>) outs(%o : tensor<4xi1>) -> tensor<4xi1>
  %2 = linalg.elementwise kind=#linalg.elementwise_kind<max_signed> {tag = 1 : i32} ins(%a, %a : tensor<4xi1>, tensor<4xi1>) outs(%o : tensor<4xi1>) -> tensor<4xi1>
  return %0, %1, %2 : tensor<4xi1>, tensor<4xi1>, tensor<4xi1>
}
func.func @mem(%a: memref<4x2xf16>, %o: memref<4x2xf16>) {
  linalg.elementwise kind=#linalg.elementwise_kind<reciprocal> ins(%a : memref<4x2xf16>) outs(%o : memref<4x2xf16>)
  return
}
// CHECK: #map = affine_map<(d0, d1) -> (d1)>
// CHECK-NEXT: #map1 = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @u_exp_f32(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>) -> tensor<4xf32> {
// CHECK-NEXT:     %0 = linalg.elementwise kind=#linalg.elementwise_kind<exp> ins(%arg0 : tensor<4xf32>) outs(%arg1 : tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT:     return %0 : tensor<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @u_log_f32(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>) -> tensor<4xf32> {
// CHECK-NEXT:     %0 = linalg.elementwise kind=#linalg.elementwise_kind<log> ins(%arg0 : tensor<4xf32>) outs(%arg1 : tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT:     return %0 : tensor<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @u_abs_f32(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>) -> tensor<4xf32> {
// CHECK-NEXT:     %0 = linalg.elementwise kind=#linalg.elementwise_kind<abs> ins(%arg0 : tensor<4xf32>) outs(%arg1 : tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT:     return %0 : tensor<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @u_ceil_f32(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>) -> tensor<4xf32> {
// CHECK-NEXT:     %0 = linalg.elementwise kind=#linalg.elementwise_kind<ceil> ins(%arg0 : tensor<4xf32>) outs(%arg1 : tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT:     return %0 : tensor<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @u_floor_f32(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>) -> tensor<4xf32> {
// CHECK-NEXT:     %0 = linalg.elementwise kind=#linalg.elementwise_kind<floor> ins(%arg0 : tensor<4xf32>) outs(%arg1 : tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT:     return %0 : tensor<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @u_negf_f32(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>) -> tensor<4xf32> {
// CHECK-NEXT:     %0 = linalg.elementwise kind=#linalg.elementwise_kind<negf> ins(%arg0 : tensor<4xf32>) outs(%arg1 : tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT:     return %0 : tensor<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @u_reciprocal_f32(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>) -> tensor<4xf32> {
// CHECK-NEXT:     %0 = linalg.elementwise kind=#linalg.elementwise_kind<reciprocal> ins(%arg0 : tensor<4xf32>) outs(%arg1 : tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT:     return %0 : tensor<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @u_round_f32(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>) -> tensor<4xf32> {
// CHECK-NEXT:     %0 = linalg.elementwise kind=#linalg.elementwise_kind<round> ins(%arg0 : tensor<4xf32>) outs(%arg1 : tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT:     return %0 : tensor<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @u_sqrt_f32(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>) -> tensor<4xf32> {
// CHECK-NEXT:     %0 = linalg.elementwise kind=#linalg.elementwise_kind<sqrt> ins(%arg0 : tensor<4xf32>) outs(%arg1 : tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT:     return %0 : tensor<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @u_rsqrt_f32(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>) -> tensor<4xf32> {
// CHECK-NEXT:     %0 = linalg.elementwise kind=#linalg.elementwise_kind<rsqrt> ins(%arg0 : tensor<4xf32>) outs(%arg1 : tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT:     return %0 : tensor<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @u_square_f32(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>) -> tensor<4xf32> {
// CHECK-NEXT:     %0 = linalg.elementwise kind=#linalg.elementwise_kind<square> ins(%arg0 : tensor<4xf32>) outs(%arg1 : tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT:     return %0 : tensor<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @u_tanh_f32(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>) -> tensor<4xf32> {
// CHECK-NEXT:     %0 = linalg.elementwise kind=#linalg.elementwise_kind<tanh> ins(%arg0 : tensor<4xf32>) outs(%arg1 : tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT:     return %0 : tensor<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @u_erf_f32(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>) -> tensor<4xf32> {
// CHECK-NEXT:     %0 = linalg.elementwise kind=#linalg.elementwise_kind<erf> ins(%arg0 : tensor<4xf32>) outs(%arg1 : tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT:     return %0 : tensor<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @b_add_f32(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>) -> tensor<4xf32> {
// CHECK-NEXT:     %0 = linalg.elementwise kind=#linalg.elementwise_kind<add> ins(%arg0, %arg0 : tensor<4xf32>, tensor<4xf32>) outs(%arg1 : tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT:     return %0 : tensor<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @b_sub_f32(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>) -> tensor<4xf32> {
// CHECK-NEXT:     %0 = linalg.elementwise kind=#linalg.elementwise_kind<sub> ins(%arg0, %arg0 : tensor<4xf32>, tensor<4xf32>) outs(%arg1 : tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT:     return %0 : tensor<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @b_mul_f32(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>) -> tensor<4xf32> {
// CHECK-NEXT:     %0 = linalg.elementwise kind=#linalg.elementwise_kind<mul> ins(%arg0, %arg0 : tensor<4xf32>, tensor<4xf32>) outs(%arg1 : tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT:     return %0 : tensor<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @b_div_f32(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>) -> tensor<4xf32> {
// CHECK-NEXT:     %0 = linalg.elementwise kind=#linalg.elementwise_kind<div> ins(%arg0, %arg0 : tensor<4xf32>, tensor<4xf32>) outs(%arg1 : tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT:     return %0 : tensor<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @b_max_signed_f32(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>) -> tensor<4xf32> {
// CHECK-NEXT:     %0 = linalg.elementwise kind=#linalg.elementwise_kind<max_signed> ins(%arg0, %arg0 : tensor<4xf32>, tensor<4xf32>) outs(%arg1 : tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT:     return %0 : tensor<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @b_min_signed_f32(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>) -> tensor<4xf32> {
// CHECK-NEXT:     %0 = linalg.elementwise kind=#linalg.elementwise_kind<min_signed> ins(%arg0, %arg0 : tensor<4xf32>, tensor<4xf32>) outs(%arg1 : tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT:     return %0 : tensor<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @b_powf_f32(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>) -> tensor<4xf32> {
// CHECK-NEXT:     %0 = linalg.elementwise kind=#linalg.elementwise_kind<powf> ins(%arg0, %arg0 : tensor<4xf32>, tensor<4xf32>) outs(%arg1 : tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT:     return %0 : tensor<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @t_select_f32(%arg0: tensor<4xi1>, %arg1: tensor<4xf32>, %arg2: tensor<4xf32>) -> tensor<4xf32> {
// CHECK-NEXT:     %0 = linalg.elementwise kind=#linalg.elementwise_kind<select> ins(%arg0, %arg1, %arg1 : tensor<4xi1>, tensor<4xf32>, tensor<4xf32>) outs(%arg2 : tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT:     return %0 : tensor<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @b_add_i32(%arg0: tensor<4xi32>, %arg1: tensor<4xi32>) -> tensor<4xi32> {
// CHECK-NEXT:     %0 = linalg.elementwise kind=#linalg.elementwise_kind<add> ins(%arg0, %arg0 : tensor<4xi32>, tensor<4xi32>) outs(%arg1 : tensor<4xi32>) -> tensor<4xi32>
// CHECK-NEXT:     return %0 : tensor<4xi32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @b_sub_i32(%arg0: tensor<4xi32>, %arg1: tensor<4xi32>) -> tensor<4xi32> {
// CHECK-NEXT:     %0 = linalg.elementwise kind=#linalg.elementwise_kind<sub> ins(%arg0, %arg0 : tensor<4xi32>, tensor<4xi32>) outs(%arg1 : tensor<4xi32>) -> tensor<4xi32>
// CHECK-NEXT:     return %0 : tensor<4xi32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @b_mul_i32(%arg0: tensor<4xi32>, %arg1: tensor<4xi32>) -> tensor<4xi32> {
// CHECK-NEXT:     %0 = linalg.elementwise kind=#linalg.elementwise_kind<mul> ins(%arg0, %arg0 : tensor<4xi32>, tensor<4xi32>) outs(%arg1 : tensor<4xi32>) -> tensor<4xi32>
// CHECK-NEXT:     return %0 : tensor<4xi32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @b_div_i32(%arg0: tensor<4xi32>, %arg1: tensor<4xi32>) -> tensor<4xi32> {
// CHECK-NEXT:     %0 = linalg.elementwise kind=#linalg.elementwise_kind<div> ins(%arg0, %arg0 : tensor<4xi32>, tensor<4xi32>) outs(%arg1 : tensor<4xi32>) -> tensor<4xi32>
// CHECK-NEXT:     return %0 : tensor<4xi32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @b_div_unsigned_i32(%arg0: tensor<4xi32>, %arg1: tensor<4xi32>) -> tensor<4xi32> {
// CHECK-NEXT:     %0 = linalg.elementwise kind=#linalg.elementwise_kind<div_unsigned> ins(%arg0, %arg0 : tensor<4xi32>, tensor<4xi32>) outs(%arg1 : tensor<4xi32>) -> tensor<4xi32>
// CHECK-NEXT:     return %0 : tensor<4xi32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @b_max_signed_i32(%arg0: tensor<4xi32>, %arg1: tensor<4xi32>) -> tensor<4xi32> {
// CHECK-NEXT:     %0 = linalg.elementwise kind=#linalg.elementwise_kind<max_signed> ins(%arg0, %arg0 : tensor<4xi32>, tensor<4xi32>) outs(%arg1 : tensor<4xi32>) -> tensor<4xi32>
// CHECK-NEXT:     return %0 : tensor<4xi32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @b_min_signed_i32(%arg0: tensor<4xi32>, %arg1: tensor<4xi32>) -> tensor<4xi32> {
// CHECK-NEXT:     %0 = linalg.elementwise kind=#linalg.elementwise_kind<min_signed> ins(%arg0, %arg0 : tensor<4xi32>, tensor<4xi32>) outs(%arg1 : tensor<4xi32>) -> tensor<4xi32>
// CHECK-NEXT:     return %0 : tensor<4xi32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @b_max_unsigned_i32(%arg0: tensor<4xi32>, %arg1: tensor<4xi32>) -> tensor<4xi32> {
// CHECK-NEXT:     %0 = linalg.elementwise kind=#linalg.elementwise_kind<max_unsigned> ins(%arg0, %arg0 : tensor<4xi32>, tensor<4xi32>) outs(%arg1 : tensor<4xi32>) -> tensor<4xi32>
// CHECK-NEXT:     return %0 : tensor<4xi32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @b_min_unsigned_i32(%arg0: tensor<4xi32>, %arg1: tensor<4xi32>) -> tensor<4xi32> {
// CHECK-NEXT:     %0 = linalg.elementwise kind=#linalg.elementwise_kind<min_unsigned> ins(%arg0, %arg0 : tensor<4xi32>, tensor<4xi32>) outs(%arg1 : tensor<4xi32>) -> tensor<4xi32>
// CHECK-NEXT:     return %0 : tensor<4xi32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @t_select_i32(%arg0: tensor<4xi1>, %arg1: tensor<4xi32>, %arg2: tensor<4xi32>) -> tensor<4xi32> {
// CHECK-NEXT:     %0 = linalg.elementwise kind=#linalg.elementwise_kind<select> ins(%arg0, %arg1, %arg1 : tensor<4xi1>, tensor<4xi32>, tensor<4xi32>) outs(%arg2 : tensor<4xi32>) -> tensor<4xi32>
// CHECK-NEXT:     return %0 : tensor<4xi32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @f(%arg0: tensor<4x8xf32>, %arg1: tensor<4x8xf32>, %arg2: tensor<4x8xf32>, %arg3: tensor<8xf32>) -> (tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>) {
// CHECK-NEXT:     %0 = linalg.elementwise kind=#linalg.elementwise_kind<add> ins(%arg0, %arg1 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%arg2 : tensor<4x8xf32>) -> tensor<4x8xf32>
// CHECK-NEXT:     %1 = linalg.elementwise kind=#linalg.elementwise_kind<exp> ins(%arg0 : tensor<4x8xf32>) outs(%arg2 : tensor<4x8xf32>) -> tensor<4x8xf32>
// CHECK-NEXT:     %2 = linalg.elementwise kind=#linalg.elementwise_kind<sub> indexing_maps = [#map, #map1, #map1] ins(%arg3, %arg1 : tensor<8xf32>, tensor<4x8xf32>) outs(%arg2 : tensor<4x8xf32>) -> tensor<4x8xf32>
// CHECK-NEXT:     return %0, %1, %2 : tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @bools(%arg0: tensor<4xi1>, %arg1: tensor<4xi1>) -> (tensor<4xi1>, tensor<4xi1>, tensor<4xi1>) {
// CHECK-NEXT:     %0 = linalg.elementwise kind=#linalg.elementwise_kind<add> ins(%arg0, %arg0 : tensor<4xi1>, tensor<4xi1>) outs(%arg1 : tensor<4xi1>) -> tensor<4xi1>
// CHECK-NEXT:     %1 = linalg.elementwise kind=#linalg.elementwise_kind<mul> ins(%arg0, %arg0 : tensor<4xi1>, tensor<4xi1>) outs(%arg1 : tensor<4xi1>) -> tensor<4xi1>
// CHECK-NEXT:     %2 = linalg.elementwise kind=#linalg.elementwise_kind<max_signed> {tag = 1 : i32} ins(%arg0, %arg0 : tensor<4xi1>, tensor<4xi1>) outs(%arg1 : tensor<4xi1>) -> tensor<4xi1>
// CHECK-NEXT:     return %0, %1, %2 : tensor<4xi1>, tensor<4xi1>, tensor<4xi1>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @mem(%arg0: memref<4x2xf16>, %arg1: memref<4x2xf16>) {
// CHECK-NEXT:     linalg.elementwise kind=#linalg.elementwise_kind<reciprocal> ins(%arg0 : memref<4x2xf16>) outs(%arg1 : memref<4x2xf16>)
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// GENERIC: #map = affine_map<(d0) -> (d0)>
// GENERIC-NEXT: #map1 = affine_map<(d0, d1) -> (d0, d1)>
// GENERIC-NEXT: #map2 = affine_map<(d0, d1) -> (d1)>
// GENERIC-NEXT: "builtin.module"() ({
// GENERIC-NEXT:   "func.func"() <{function_type = (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>, sym_name = "u_exp_f32"}> ({
// GENERIC-NEXT:   ^bb0(%arg169: tensor<4xf32>, %arg170: tensor<4xf32>):
// GENERIC-NEXT:     %75 = "linalg.elementwise"(%arg169, %arg170) <{indexing_maps = [#map, #map], kind = #linalg.elementwise_kind<exp>, operandSegmentSizes = array<i32: 1, 1>}> ({
// GENERIC-NEXT:     ^bb0(%arg171: f32, %arg172: f32):
// GENERIC-NEXT:       %76 = "math.exp"(%arg171) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// GENERIC-NEXT:       "linalg.yield"(%76) : (f32) -> ()
// GENERIC-NEXT:     }) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
// GENERIC-NEXT:     "func.return"(%75) : (tensor<4xf32>) -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "func.func"() <{function_type = (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>, sym_name = "u_log_f32"}> ({
// GENERIC-NEXT:   ^bb0(%arg165: tensor<4xf32>, %arg166: tensor<4xf32>):
// GENERIC-NEXT:     %73 = "linalg.elementwise"(%arg165, %arg166) <{indexing_maps = [#map, #map], kind = #linalg.elementwise_kind<log>, operandSegmentSizes = array<i32: 1, 1>}> ({
// GENERIC-NEXT:     ^bb0(%arg167: f32, %arg168: f32):
// GENERIC-NEXT:       %74 = "math.log"(%arg167) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// GENERIC-NEXT:       "linalg.yield"(%74) : (f32) -> ()
// GENERIC-NEXT:     }) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
// GENERIC-NEXT:     "func.return"(%73) : (tensor<4xf32>) -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "func.func"() <{function_type = (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>, sym_name = "u_abs_f32"}> ({
// GENERIC-NEXT:   ^bb0(%arg161: tensor<4xf32>, %arg162: tensor<4xf32>):
// GENERIC-NEXT:     %71 = "linalg.elementwise"(%arg161, %arg162) <{indexing_maps = [#map, #map], kind = #linalg.elementwise_kind<abs>, operandSegmentSizes = array<i32: 1, 1>}> ({
// GENERIC-NEXT:     ^bb0(%arg163: f32, %arg164: f32):
// GENERIC-NEXT:       %72 = "math.absf"(%arg163) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// GENERIC-NEXT:       "linalg.yield"(%72) : (f32) -> ()
// GENERIC-NEXT:     }) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
// GENERIC-NEXT:     "func.return"(%71) : (tensor<4xf32>) -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "func.func"() <{function_type = (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>, sym_name = "u_ceil_f32"}> ({
// GENERIC-NEXT:   ^bb0(%arg157: tensor<4xf32>, %arg158: tensor<4xf32>):
// GENERIC-NEXT:     %69 = "linalg.elementwise"(%arg157, %arg158) <{indexing_maps = [#map, #map], kind = #linalg.elementwise_kind<ceil>, operandSegmentSizes = array<i32: 1, 1>}> ({
// GENERIC-NEXT:     ^bb0(%arg159: f32, %arg160: f32):
// GENERIC-NEXT:       %70 = "math.ceil"(%arg159) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// GENERIC-NEXT:       "linalg.yield"(%70) : (f32) -> ()
// GENERIC-NEXT:     }) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
// GENERIC-NEXT:     "func.return"(%69) : (tensor<4xf32>) -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "func.func"() <{function_type = (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>, sym_name = "u_floor_f32"}> ({
// GENERIC-NEXT:   ^bb0(%arg153: tensor<4xf32>, %arg154: tensor<4xf32>):
// GENERIC-NEXT:     %67 = "linalg.elementwise"(%arg153, %arg154) <{indexing_maps = [#map, #map], kind = #linalg.elementwise_kind<floor>, operandSegmentSizes = array<i32: 1, 1>}> ({
// GENERIC-NEXT:     ^bb0(%arg155: f32, %arg156: f32):
// GENERIC-NEXT:       %68 = "math.floor"(%arg155) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// GENERIC-NEXT:       "linalg.yield"(%68) : (f32) -> ()
// GENERIC-NEXT:     }) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
// GENERIC-NEXT:     "func.return"(%67) : (tensor<4xf32>) -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "func.func"() <{function_type = (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>, sym_name = "u_negf_f32"}> ({
// GENERIC-NEXT:   ^bb0(%arg149: tensor<4xf32>, %arg150: tensor<4xf32>):
// GENERIC-NEXT:     %65 = "linalg.elementwise"(%arg149, %arg150) <{indexing_maps = [#map, #map], kind = #linalg.elementwise_kind<negf>, operandSegmentSizes = array<i32: 1, 1>}> ({
// GENERIC-NEXT:     ^bb0(%arg151: f32, %arg152: f32):
// GENERIC-NEXT:       %66 = "arith.negf"(%arg151) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// GENERIC-NEXT:       "linalg.yield"(%66) : (f32) -> ()
// GENERIC-NEXT:     }) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
// GENERIC-NEXT:     "func.return"(%65) : (tensor<4xf32>) -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "func.func"() <{function_type = (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>, sym_name = "u_reciprocal_f32"}> ({
// GENERIC-NEXT:   ^bb0(%arg145: tensor<4xf32>, %arg146: tensor<4xf32>):
// GENERIC-NEXT:     %62 = "linalg.elementwise"(%arg145, %arg146) <{indexing_maps = [#map, #map], kind = #linalg.elementwise_kind<reciprocal>, operandSegmentSizes = array<i32: 1, 1>}> ({
// GENERIC-NEXT:     ^bb0(%arg147: f32, %arg148: f32):
// GENERIC-NEXT:       %63 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32
// GENERIC-NEXT:       %64 = "arith.divf"(%63, %arg147) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT:       "linalg.yield"(%64) : (f32) -> ()
// GENERIC-NEXT:     }) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
// GENERIC-NEXT:     "func.return"(%62) : (tensor<4xf32>) -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "func.func"() <{function_type = (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>, sym_name = "u_round_f32"}> ({
// GENERIC-NEXT:   ^bb0(%arg141: tensor<4xf32>, %arg142: tensor<4xf32>):
// GENERIC-NEXT:     %60 = "linalg.elementwise"(%arg141, %arg142) <{indexing_maps = [#map, #map], kind = #linalg.elementwise_kind<round>, operandSegmentSizes = array<i32: 1, 1>}> ({
// GENERIC-NEXT:     ^bb0(%arg143: f32, %arg144: f32):
// GENERIC-NEXT:       %61 = "math.round"(%arg143) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// GENERIC-NEXT:       "linalg.yield"(%61) : (f32) -> ()
// GENERIC-NEXT:     }) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
// GENERIC-NEXT:     "func.return"(%60) : (tensor<4xf32>) -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "func.func"() <{function_type = (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>, sym_name = "u_sqrt_f32"}> ({
// GENERIC-NEXT:   ^bb0(%arg137: tensor<4xf32>, %arg138: tensor<4xf32>):
// GENERIC-NEXT:     %58 = "linalg.elementwise"(%arg137, %arg138) <{indexing_maps = [#map, #map], kind = #linalg.elementwise_kind<sqrt>, operandSegmentSizes = array<i32: 1, 1>}> ({
// GENERIC-NEXT:     ^bb0(%arg139: f32, %arg140: f32):
// GENERIC-NEXT:       %59 = "math.sqrt"(%arg139) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// GENERIC-NEXT:       "linalg.yield"(%59) : (f32) -> ()
// GENERIC-NEXT:     }) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
// GENERIC-NEXT:     "func.return"(%58) : (tensor<4xf32>) -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "func.func"() <{function_type = (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>, sym_name = "u_rsqrt_f32"}> ({
// GENERIC-NEXT:   ^bb0(%arg133: tensor<4xf32>, %arg134: tensor<4xf32>):
// GENERIC-NEXT:     %56 = "linalg.elementwise"(%arg133, %arg134) <{indexing_maps = [#map, #map], kind = #linalg.elementwise_kind<rsqrt>, operandSegmentSizes = array<i32: 1, 1>}> ({
// GENERIC-NEXT:     ^bb0(%arg135: f32, %arg136: f32):
// GENERIC-NEXT:       %57 = "math.rsqrt"(%arg135) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// GENERIC-NEXT:       "linalg.yield"(%57) : (f32) -> ()
// GENERIC-NEXT:     }) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
// GENERIC-NEXT:     "func.return"(%56) : (tensor<4xf32>) -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "func.func"() <{function_type = (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>, sym_name = "u_square_f32"}> ({
// GENERIC-NEXT:   ^bb0(%arg129: tensor<4xf32>, %arg130: tensor<4xf32>):
// GENERIC-NEXT:     %54 = "linalg.elementwise"(%arg129, %arg130) <{indexing_maps = [#map, #map], kind = #linalg.elementwise_kind<square>, operandSegmentSizes = array<i32: 1, 1>}> ({
// GENERIC-NEXT:     ^bb0(%arg131: f32, %arg132: f32):
// GENERIC-NEXT:       %55 = "arith.mulf"(%arg131, %arg131) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT:       "linalg.yield"(%55) : (f32) -> ()
// GENERIC-NEXT:     }) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
// GENERIC-NEXT:     "func.return"(%54) : (tensor<4xf32>) -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "func.func"() <{function_type = (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>, sym_name = "u_tanh_f32"}> ({
// GENERIC-NEXT:   ^bb0(%arg125: tensor<4xf32>, %arg126: tensor<4xf32>):
// GENERIC-NEXT:     %52 = "linalg.elementwise"(%arg125, %arg126) <{indexing_maps = [#map, #map], kind = #linalg.elementwise_kind<tanh>, operandSegmentSizes = array<i32: 1, 1>}> ({
// GENERIC-NEXT:     ^bb0(%arg127: f32, %arg128: f32):
// GENERIC-NEXT:       %53 = "math.tanh"(%arg127) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// GENERIC-NEXT:       "linalg.yield"(%53) : (f32) -> ()
// GENERIC-NEXT:     }) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
// GENERIC-NEXT:     "func.return"(%52) : (tensor<4xf32>) -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "func.func"() <{function_type = (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>, sym_name = "u_erf_f32"}> ({
// GENERIC-NEXT:   ^bb0(%arg121: tensor<4xf32>, %arg122: tensor<4xf32>):
// GENERIC-NEXT:     %50 = "linalg.elementwise"(%arg121, %arg122) <{indexing_maps = [#map, #map], kind = #linalg.elementwise_kind<erf>, operandSegmentSizes = array<i32: 1, 1>}> ({
// GENERIC-NEXT:     ^bb0(%arg123: f32, %arg124: f32):
// GENERIC-NEXT:       %51 = "math.erf"(%arg123) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// GENERIC-NEXT:       "linalg.yield"(%51) : (f32) -> ()
// GENERIC-NEXT:     }) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
// GENERIC-NEXT:     "func.return"(%50) : (tensor<4xf32>) -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "func.func"() <{function_type = (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>, sym_name = "b_add_f32"}> ({
// GENERIC-NEXT:   ^bb0(%arg116: tensor<4xf32>, %arg117: tensor<4xf32>):
// GENERIC-NEXT:     %48 = "linalg.elementwise"(%arg116, %arg116, %arg117) <{indexing_maps = [#map, #map, #map], kind = #linalg.elementwise_kind<add>, operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC-NEXT:     ^bb0(%arg118: f32, %arg119: f32, %arg120: f32):
// GENERIC-NEXT:       %49 = "arith.addf"(%arg118, %arg119) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT:       "linalg.yield"(%49) : (f32) -> ()
// GENERIC-NEXT:     }) : (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
// GENERIC-NEXT:     "func.return"(%48) : (tensor<4xf32>) -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "func.func"() <{function_type = (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>, sym_name = "b_sub_f32"}> ({
// GENERIC-NEXT:   ^bb0(%arg111: tensor<4xf32>, %arg112: tensor<4xf32>):
// GENERIC-NEXT:     %46 = "linalg.elementwise"(%arg111, %arg111, %arg112) <{indexing_maps = [#map, #map, #map], kind = #linalg.elementwise_kind<sub>, operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC-NEXT:     ^bb0(%arg113: f32, %arg114: f32, %arg115: f32):
// GENERIC-NEXT:       %47 = "arith.subf"(%arg113, %arg114) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT:       "linalg.yield"(%47) : (f32) -> ()
// GENERIC-NEXT:     }) : (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
// GENERIC-NEXT:     "func.return"(%46) : (tensor<4xf32>) -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "func.func"() <{function_type = (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>, sym_name = "b_mul_f32"}> ({
// GENERIC-NEXT:   ^bb0(%arg106: tensor<4xf32>, %arg107: tensor<4xf32>):
// GENERIC-NEXT:     %44 = "linalg.elementwise"(%arg106, %arg106, %arg107) <{indexing_maps = [#map, #map, #map], kind = #linalg.elementwise_kind<mul>, operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC-NEXT:     ^bb0(%arg108: f32, %arg109: f32, %arg110: f32):
// GENERIC-NEXT:       %45 = "arith.mulf"(%arg108, %arg109) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT:       "linalg.yield"(%45) : (f32) -> ()
// GENERIC-NEXT:     }) : (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
// GENERIC-NEXT:     "func.return"(%44) : (tensor<4xf32>) -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "func.func"() <{function_type = (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>, sym_name = "b_div_f32"}> ({
// GENERIC-NEXT:   ^bb0(%arg101: tensor<4xf32>, %arg102: tensor<4xf32>):
// GENERIC-NEXT:     %42 = "linalg.elementwise"(%arg101, %arg101, %arg102) <{indexing_maps = [#map, #map, #map], kind = #linalg.elementwise_kind<div>, operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC-NEXT:     ^bb0(%arg103: f32, %arg104: f32, %arg105: f32):
// GENERIC-NEXT:       %43 = "arith.divf"(%arg103, %arg104) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT:       "linalg.yield"(%43) : (f32) -> ()
// GENERIC-NEXT:     }) : (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
// GENERIC-NEXT:     "func.return"(%42) : (tensor<4xf32>) -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "func.func"() <{function_type = (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>, sym_name = "b_max_signed_f32"}> ({
// GENERIC-NEXT:   ^bb0(%arg96: tensor<4xf32>, %arg97: tensor<4xf32>):
// GENERIC-NEXT:     %40 = "linalg.elementwise"(%arg96, %arg96, %arg97) <{indexing_maps = [#map, #map, #map], kind = #linalg.elementwise_kind<max_signed>, operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC-NEXT:     ^bb0(%arg98: f32, %arg99: f32, %arg100: f32):
// GENERIC-NEXT:       %41 = "arith.maximumf"(%arg98, %arg99) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT:       "linalg.yield"(%41) : (f32) -> ()
// GENERIC-NEXT:     }) : (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
// GENERIC-NEXT:     "func.return"(%40) : (tensor<4xf32>) -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "func.func"() <{function_type = (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>, sym_name = "b_min_signed_f32"}> ({
// GENERIC-NEXT:   ^bb0(%arg91: tensor<4xf32>, %arg92: tensor<4xf32>):
// GENERIC-NEXT:     %38 = "linalg.elementwise"(%arg91, %arg91, %arg92) <{indexing_maps = [#map, #map, #map], kind = #linalg.elementwise_kind<min_signed>, operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC-NEXT:     ^bb0(%arg93: f32, %arg94: f32, %arg95: f32):
// GENERIC-NEXT:       %39 = "arith.minimumf"(%arg93, %arg94) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT:       "linalg.yield"(%39) : (f32) -> ()
// GENERIC-NEXT:     }) : (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
// GENERIC-NEXT:     "func.return"(%38) : (tensor<4xf32>) -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "func.func"() <{function_type = (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>, sym_name = "b_powf_f32"}> ({
// GENERIC-NEXT:   ^bb0(%arg86: tensor<4xf32>, %arg87: tensor<4xf32>):
// GENERIC-NEXT:     %36 = "linalg.elementwise"(%arg86, %arg86, %arg87) <{indexing_maps = [#map, #map, #map], kind = #linalg.elementwise_kind<powf>, operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC-NEXT:     ^bb0(%arg88: f32, %arg89: f32, %arg90: f32):
// GENERIC-NEXT:       %37 = "math.powf"(%arg88, %arg89) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT:       "linalg.yield"(%37) : (f32) -> ()
// GENERIC-NEXT:     }) : (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
// GENERIC-NEXT:     "func.return"(%36) : (tensor<4xf32>) -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "func.func"() <{function_type = (tensor<4xi1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>, sym_name = "t_select_f32"}> ({
// GENERIC-NEXT:   ^bb0(%arg79: tensor<4xi1>, %arg80: tensor<4xf32>, %arg81: tensor<4xf32>):
// GENERIC-NEXT:     %34 = "linalg.elementwise"(%arg79, %arg80, %arg80, %arg81) <{indexing_maps = [#map, #map, #map, #map], kind = #linalg.elementwise_kind<select>, operandSegmentSizes = array<i32: 3, 1>}> ({
// GENERIC-NEXT:     ^bb0(%arg82: i1, %arg83: f32, %arg84: f32, %arg85: f32):
// GENERIC-NEXT:       %35 = "arith.select"(%arg82, %arg83, %arg84) : (i1, f32, f32) -> f32
// GENERIC-NEXT:       "linalg.yield"(%35) : (f32) -> ()
// GENERIC-NEXT:     }) : (tensor<4xi1>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
// GENERIC-NEXT:     "func.return"(%34) : (tensor<4xf32>) -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "func.func"() <{function_type = (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>, sym_name = "b_add_i32"}> ({
// GENERIC-NEXT:   ^bb0(%arg74: tensor<4xi32>, %arg75: tensor<4xi32>):
// GENERIC-NEXT:     %32 = "linalg.elementwise"(%arg74, %arg74, %arg75) <{indexing_maps = [#map, #map, #map], kind = #linalg.elementwise_kind<add>, operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC-NEXT:     ^bb0(%arg76: i32, %arg77: i32, %arg78: i32):
// GENERIC-NEXT:       %33 = "arith.addi"(%arg76, %arg77) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC-NEXT:       "linalg.yield"(%33) : (i32) -> ()
// GENERIC-NEXT:     }) : (tensor<4xi32>, tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
// GENERIC-NEXT:     "func.return"(%32) : (tensor<4xi32>) -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "func.func"() <{function_type = (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>, sym_name = "b_sub_i32"}> ({
// GENERIC-NEXT:   ^bb0(%arg69: tensor<4xi32>, %arg70: tensor<4xi32>):
// GENERIC-NEXT:     %30 = "linalg.elementwise"(%arg69, %arg69, %arg70) <{indexing_maps = [#map, #map, #map], kind = #linalg.elementwise_kind<sub>, operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC-NEXT:     ^bb0(%arg71: i32, %arg72: i32, %arg73: i32):
// GENERIC-NEXT:       %31 = "arith.subi"(%arg71, %arg72) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC-NEXT:       "linalg.yield"(%31) : (i32) -> ()
// GENERIC-NEXT:     }) : (tensor<4xi32>, tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
// GENERIC-NEXT:     "func.return"(%30) : (tensor<4xi32>) -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "func.func"() <{function_type = (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>, sym_name = "b_mul_i32"}> ({
// GENERIC-NEXT:   ^bb0(%arg64: tensor<4xi32>, %arg65: tensor<4xi32>):
// GENERIC-NEXT:     %28 = "linalg.elementwise"(%arg64, %arg64, %arg65) <{indexing_maps = [#map, #map, #map], kind = #linalg.elementwise_kind<mul>, operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC-NEXT:     ^bb0(%arg66: i32, %arg67: i32, %arg68: i32):
// GENERIC-NEXT:       %29 = "arith.muli"(%arg66, %arg67) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC-NEXT:       "linalg.yield"(%29) : (i32) -> ()
// GENERIC-NEXT:     }) : (tensor<4xi32>, tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
// GENERIC-NEXT:     "func.return"(%28) : (tensor<4xi32>) -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "func.func"() <{function_type = (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>, sym_name = "b_div_i32"}> ({
// GENERIC-NEXT:   ^bb0(%arg59: tensor<4xi32>, %arg60: tensor<4xi32>):
// GENERIC-NEXT:     %26 = "linalg.elementwise"(%arg59, %arg59, %arg60) <{indexing_maps = [#map, #map, #map], kind = #linalg.elementwise_kind<div>, operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC-NEXT:     ^bb0(%arg61: i32, %arg62: i32, %arg63: i32):
// GENERIC-NEXT:       %27 = "arith.divsi"(%arg61, %arg62) : (i32, i32) -> i32
// GENERIC-NEXT:       "linalg.yield"(%27) : (i32) -> ()
// GENERIC-NEXT:     }) : (tensor<4xi32>, tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
// GENERIC-NEXT:     "func.return"(%26) : (tensor<4xi32>) -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "func.func"() <{function_type = (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>, sym_name = "b_div_unsigned_i32"}> ({
// GENERIC-NEXT:   ^bb0(%arg54: tensor<4xi32>, %arg55: tensor<4xi32>):
// GENERIC-NEXT:     %24 = "linalg.elementwise"(%arg54, %arg54, %arg55) <{indexing_maps = [#map, #map, #map], kind = #linalg.elementwise_kind<div_unsigned>, operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC-NEXT:     ^bb0(%arg56: i32, %arg57: i32, %arg58: i32):
// GENERIC-NEXT:       %25 = "arith.divui"(%arg56, %arg57) : (i32, i32) -> i32
// GENERIC-NEXT:       "linalg.yield"(%25) : (i32) -> ()
// GENERIC-NEXT:     }) : (tensor<4xi32>, tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
// GENERIC-NEXT:     "func.return"(%24) : (tensor<4xi32>) -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "func.func"() <{function_type = (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>, sym_name = "b_max_signed_i32"}> ({
// GENERIC-NEXT:   ^bb0(%arg49: tensor<4xi32>, %arg50: tensor<4xi32>):
// GENERIC-NEXT:     %22 = "linalg.elementwise"(%arg49, %arg49, %arg50) <{indexing_maps = [#map, #map, #map], kind = #linalg.elementwise_kind<max_signed>, operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC-NEXT:     ^bb0(%arg51: i32, %arg52: i32, %arg53: i32):
// GENERIC-NEXT:       %23 = "arith.maxsi"(%arg51, %arg52) : (i32, i32) -> i32
// GENERIC-NEXT:       "linalg.yield"(%23) : (i32) -> ()
// GENERIC-NEXT:     }) : (tensor<4xi32>, tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
// GENERIC-NEXT:     "func.return"(%22) : (tensor<4xi32>) -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "func.func"() <{function_type = (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>, sym_name = "b_min_signed_i32"}> ({
// GENERIC-NEXT:   ^bb0(%arg44: tensor<4xi32>, %arg45: tensor<4xi32>):
// GENERIC-NEXT:     %20 = "linalg.elementwise"(%arg44, %arg44, %arg45) <{indexing_maps = [#map, #map, #map], kind = #linalg.elementwise_kind<min_signed>, operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC-NEXT:     ^bb0(%arg46: i32, %arg47: i32, %arg48: i32):
// GENERIC-NEXT:       %21 = "arith.minsi"(%arg46, %arg47) : (i32, i32) -> i32
// GENERIC-NEXT:       "linalg.yield"(%21) : (i32) -> ()
// GENERIC-NEXT:     }) : (tensor<4xi32>, tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
// GENERIC-NEXT:     "func.return"(%20) : (tensor<4xi32>) -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "func.func"() <{function_type = (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>, sym_name = "b_max_unsigned_i32"}> ({
// GENERIC-NEXT:   ^bb0(%arg39: tensor<4xi32>, %arg40: tensor<4xi32>):
// GENERIC-NEXT:     %18 = "linalg.elementwise"(%arg39, %arg39, %arg40) <{indexing_maps = [#map, #map, #map], kind = #linalg.elementwise_kind<max_unsigned>, operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC-NEXT:     ^bb0(%arg41: i32, %arg42: i32, %arg43: i32):
// GENERIC-NEXT:       %19 = "arith.maxui"(%arg41, %arg42) : (i32, i32) -> i32
// GENERIC-NEXT:       "linalg.yield"(%19) : (i32) -> ()
// GENERIC-NEXT:     }) : (tensor<4xi32>, tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
// GENERIC-NEXT:     "func.return"(%18) : (tensor<4xi32>) -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "func.func"() <{function_type = (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>, sym_name = "b_min_unsigned_i32"}> ({
// GENERIC-NEXT:   ^bb0(%arg34: tensor<4xi32>, %arg35: tensor<4xi32>):
// GENERIC-NEXT:     %16 = "linalg.elementwise"(%arg34, %arg34, %arg35) <{indexing_maps = [#map, #map, #map], kind = #linalg.elementwise_kind<min_unsigned>, operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC-NEXT:     ^bb0(%arg36: i32, %arg37: i32, %arg38: i32):
// GENERIC-NEXT:       %17 = "arith.minui"(%arg36, %arg37) : (i32, i32) -> i32
// GENERIC-NEXT:       "linalg.yield"(%17) : (i32) -> ()
// GENERIC-NEXT:     }) : (tensor<4xi32>, tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
// GENERIC-NEXT:     "func.return"(%16) : (tensor<4xi32>) -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "func.func"() <{function_type = (tensor<4xi1>, tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>, sym_name = "t_select_i32"}> ({
// GENERIC-NEXT:   ^bb0(%arg27: tensor<4xi1>, %arg28: tensor<4xi32>, %arg29: tensor<4xi32>):
// GENERIC-NEXT:     %14 = "linalg.elementwise"(%arg27, %arg28, %arg28, %arg29) <{indexing_maps = [#map, #map, #map, #map], kind = #linalg.elementwise_kind<select>, operandSegmentSizes = array<i32: 3, 1>}> ({
// GENERIC-NEXT:     ^bb0(%arg30: i1, %arg31: i32, %arg32: i32, %arg33: i32):
// GENERIC-NEXT:       %15 = "arith.select"(%arg30, %arg31, %arg32) : (i1, i32, i32) -> i32
// GENERIC-NEXT:       "linalg.yield"(%15) : (i32) -> ()
// GENERIC-NEXT:     }) : (tensor<4xi1>, tensor<4xi32>, tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
// GENERIC-NEXT:     "func.return"(%14) : (tensor<4xi32>) -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "func.func"() <{function_type = (tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<8xf32>) -> (tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>), sym_name = "f"}> ({
// GENERIC-NEXT:   ^bb0(%arg15: tensor<4x8xf32>, %arg16: tensor<4x8xf32>, %arg17: tensor<4x8xf32>, %arg18: tensor<8xf32>):
// GENERIC-NEXT:     %8 = "linalg.elementwise"(%arg15, %arg16, %arg17) <{indexing_maps = [#map1, #map1, #map1], kind = #linalg.elementwise_kind<add>, operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC-NEXT:     ^bb0(%arg24: f32, %arg25: f32, %arg26: f32):
// GENERIC-NEXT:       %13 = "arith.addf"(%arg24, %arg25) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT:       "linalg.yield"(%13) : (f32) -> ()
// GENERIC-NEXT:     }) : (tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
// GENERIC-NEXT:     %9 = "linalg.elementwise"(%arg15, %arg17) <{indexing_maps = [#map1, #map1], kind = #linalg.elementwise_kind<exp>, operandSegmentSizes = array<i32: 1, 1>}> ({
// GENERIC-NEXT:     ^bb0(%arg22: f32, %arg23: f32):
// GENERIC-NEXT:       %12 = "math.exp"(%arg22) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// GENERIC-NEXT:       "linalg.yield"(%12) : (f32) -> ()
// GENERIC-NEXT:     }) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
// GENERIC-NEXT:     %10 = "linalg.elementwise"(%arg18, %arg16, %arg17) <{indexing_maps = [#map2, #map1, #map1], kind = #linalg.elementwise_kind<sub>, operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC-NEXT:     ^bb0(%arg19: f32, %arg20: f32, %arg21: f32):
// GENERIC-NEXT:       %11 = "arith.subf"(%arg19, %arg20) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT:       "linalg.yield"(%11) : (f32) -> ()
// GENERIC-NEXT:     }) : (tensor<8xf32>, tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
// GENERIC-NEXT:     "func.return"(%8, %9, %10) : (tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>) -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "func.func"() <{function_type = (tensor<4xi1>, tensor<4xi1>) -> (tensor<4xi1>, tensor<4xi1>, tensor<4xi1>), sym_name = "bools"}> ({
// GENERIC-NEXT:   ^bb0(%arg4: tensor<4xi1>, %arg5: tensor<4xi1>):
// GENERIC-NEXT:     %2 = "linalg.elementwise"(%arg4, %arg4, %arg5) <{indexing_maps = [#map, #map, #map], kind = #linalg.elementwise_kind<add>, operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC-NEXT:     ^bb0(%arg12: i1, %arg13: i1, %arg14: i1):
// GENERIC-NEXT:       %7 = "arith.ori"(%arg12, %arg13) : (i1, i1) -> i1
// GENERIC-NEXT:       "linalg.yield"(%7) : (i1) -> ()
// GENERIC-NEXT:     }) : (tensor<4xi1>, tensor<4xi1>, tensor<4xi1>) -> tensor<4xi1>
// GENERIC-NEXT:     %3 = "linalg.elementwise"(%arg4, %arg4, %arg5) <{indexing_maps = [#map, #map, #map], kind = #linalg.elementwise_kind<mul>, operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC-NEXT:     ^bb0(%arg9: i1, %arg10: i1, %arg11: i1):
// GENERIC-NEXT:       %6 = "arith.andi"(%arg9, %arg10) : (i1, i1) -> i1
// GENERIC-NEXT:       "linalg.yield"(%6) : (i1) -> ()
// GENERIC-NEXT:     }) : (tensor<4xi1>, tensor<4xi1>, tensor<4xi1>) -> tensor<4xi1>
// GENERIC-NEXT:     %4 = "linalg.elementwise"(%arg4, %arg4, %arg5) <{indexing_maps = [#map, #map, #map], kind = #linalg.elementwise_kind<max_signed>, operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC-NEXT:     ^bb0(%arg6: i1, %arg7: i1, %arg8: i1):
// GENERIC-NEXT:       %5 = "arith.maxsi"(%arg6, %arg7) : (i1, i1) -> i1
// GENERIC-NEXT:       "linalg.yield"(%5) : (i1) -> ()
// GENERIC-NEXT:     }) {tag = 1 : i32} : (tensor<4xi1>, tensor<4xi1>, tensor<4xi1>) -> tensor<4xi1>
// GENERIC-NEXT:     "func.return"(%2, %3, %4) : (tensor<4xi1>, tensor<4xi1>, tensor<4xi1>) -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "func.func"() <{function_type = (memref<4x2xf16>, memref<4x2xf16>) -> (), sym_name = "mem"}> ({
// GENERIC-NEXT:   ^bb0(%arg0: memref<4x2xf16>, %arg1: memref<4x2xf16>):
// GENERIC-NEXT:     "linalg.elementwise"(%arg0, %arg1) <{indexing_maps = [#map1, #map1], kind = #linalg.elementwise_kind<reciprocal>, operandSegmentSizes = array<i32: 1, 1>}> ({
// GENERIC-NEXT:     ^bb0(%arg2: f16, %arg3: f16):
// GENERIC-NEXT:       %0 = "arith.constant"() <{value = 1.000000e+00 : f16}> : () -> f16
// GENERIC-NEXT:       %1 = "arith.divf"(%0, %arg2) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
// GENERIC-NEXT:       "linalg.yield"(%1) : (f16) -> ()
// GENERIC-NEXT:     }) : (memref<4x2xf16>, memref<4x2xf16>) -> ()
// GENERIC-NEXT:     "func.return"() : () -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GEN: #map = affine_map<(d0) -> (d0)>
// GEN-NEXT: #map1 = affine_map<(d0, d1) -> (d0, d1)>
// GEN-NEXT: #map2 = affine_map<(d0, d1) -> (d1)>
// GEN-NEXT: module {
// GEN-NEXT:   func.func @u_exp_f32(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>) -> tensor<4xf32> {
// GEN-NEXT:     %0 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg0 : tensor<4xf32>) outs(%arg1 : tensor<4xf32>) {
// GEN-NEXT:     ^bb0(%in: f32, %out: f32):
// GEN-NEXT:       %1 = math.exp %in : f32
// GEN-NEXT:       linalg.yield %1 : f32
// GEN-NEXT:     } -> tensor<4xf32>
// GEN-NEXT:     return %0 : tensor<4xf32>
// GEN-NEXT:   }
// GEN-NEXT:   func.func @u_log_f32(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>) -> tensor<4xf32> {
// GEN-NEXT:     %0 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg0 : tensor<4xf32>) outs(%arg1 : tensor<4xf32>) {
// GEN-NEXT:     ^bb0(%in: f32, %out: f32):
// GEN-NEXT:       %1 = math.log %in : f32
// GEN-NEXT:       linalg.yield %1 : f32
// GEN-NEXT:     } -> tensor<4xf32>
// GEN-NEXT:     return %0 : tensor<4xf32>
// GEN-NEXT:   }
// GEN-NEXT:   func.func @u_abs_f32(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>) -> tensor<4xf32> {
// GEN-NEXT:     %0 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg0 : tensor<4xf32>) outs(%arg1 : tensor<4xf32>) {
// GEN-NEXT:     ^bb0(%in: f32, %out: f32):
// GEN-NEXT:       %1 = math.absf %in : f32
// GEN-NEXT:       linalg.yield %1 : f32
// GEN-NEXT:     } -> tensor<4xf32>
// GEN-NEXT:     return %0 : tensor<4xf32>
// GEN-NEXT:   }
// GEN-NEXT:   func.func @u_ceil_f32(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>) -> tensor<4xf32> {
// GEN-NEXT:     %0 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg0 : tensor<4xf32>) outs(%arg1 : tensor<4xf32>) {
// GEN-NEXT:     ^bb0(%in: f32, %out: f32):
// GEN-NEXT:       %1 = math.ceil %in : f32
// GEN-NEXT:       linalg.yield %1 : f32
// GEN-NEXT:     } -> tensor<4xf32>
// GEN-NEXT:     return %0 : tensor<4xf32>
// GEN-NEXT:   }
// GEN-NEXT:   func.func @u_floor_f32(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>) -> tensor<4xf32> {
// GEN-NEXT:     %0 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg0 : tensor<4xf32>) outs(%arg1 : tensor<4xf32>) {
// GEN-NEXT:     ^bb0(%in: f32, %out: f32):
// GEN-NEXT:       %1 = math.floor %in : f32
// GEN-NEXT:       linalg.yield %1 : f32
// GEN-NEXT:     } -> tensor<4xf32>
// GEN-NEXT:     return %0 : tensor<4xf32>
// GEN-NEXT:   }
// GEN-NEXT:   func.func @u_negf_f32(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>) -> tensor<4xf32> {
// GEN-NEXT:     %0 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg0 : tensor<4xf32>) outs(%arg1 : tensor<4xf32>) {
// GEN-NEXT:     ^bb0(%in: f32, %out: f32):
// GEN-NEXT:       %1 = arith.negf %in : f32
// GEN-NEXT:       linalg.yield %1 : f32
// GEN-NEXT:     } -> tensor<4xf32>
// GEN-NEXT:     return %0 : tensor<4xf32>
// GEN-NEXT:   }
// GEN-NEXT:   func.func @u_reciprocal_f32(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>) -> tensor<4xf32> {
// GEN-NEXT:     %cst = arith.constant 1.000000e+00 : f32
// GEN-NEXT:     %0 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg0 : tensor<4xf32>) outs(%arg1 : tensor<4xf32>) {
// GEN-NEXT:     ^bb0(%in: f32, %out: f32):
// GEN-NEXT:       %1 = arith.divf %cst, %in : f32
// GEN-NEXT:       linalg.yield %1 : f32
// GEN-NEXT:     } -> tensor<4xf32>
// GEN-NEXT:     return %0 : tensor<4xf32>
// GEN-NEXT:   }
// GEN-NEXT:   func.func @u_round_f32(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>) -> tensor<4xf32> {
// GEN-NEXT:     %0 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg0 : tensor<4xf32>) outs(%arg1 : tensor<4xf32>) {
// GEN-NEXT:     ^bb0(%in: f32, %out: f32):
// GEN-NEXT:       %1 = math.round %in : f32
// GEN-NEXT:       linalg.yield %1 : f32
// GEN-NEXT:     } -> tensor<4xf32>
// GEN-NEXT:     return %0 : tensor<4xf32>
// GEN-NEXT:   }
// GEN-NEXT:   func.func @u_sqrt_f32(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>) -> tensor<4xf32> {
// GEN-NEXT:     %0 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg0 : tensor<4xf32>) outs(%arg1 : tensor<4xf32>) {
// GEN-NEXT:     ^bb0(%in: f32, %out: f32):
// GEN-NEXT:       %1 = math.sqrt %in : f32
// GEN-NEXT:       linalg.yield %1 : f32
// GEN-NEXT:     } -> tensor<4xf32>
// GEN-NEXT:     return %0 : tensor<4xf32>
// GEN-NEXT:   }
// GEN-NEXT:   func.func @u_rsqrt_f32(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>) -> tensor<4xf32> {
// GEN-NEXT:     %0 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg0 : tensor<4xf32>) outs(%arg1 : tensor<4xf32>) {
// GEN-NEXT:     ^bb0(%in: f32, %out: f32):
// GEN-NEXT:       %1 = math.rsqrt %in : f32
// GEN-NEXT:       linalg.yield %1 : f32
// GEN-NEXT:     } -> tensor<4xf32>
// GEN-NEXT:     return %0 : tensor<4xf32>
// GEN-NEXT:   }
// GEN-NEXT:   func.func @u_square_f32(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>) -> tensor<4xf32> {
// GEN-NEXT:     %0 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg0 : tensor<4xf32>) outs(%arg1 : tensor<4xf32>) {
// GEN-NEXT:     ^bb0(%in: f32, %out: f32):
// GEN-NEXT:       %1 = arith.mulf %in, %in : f32
// GEN-NEXT:       linalg.yield %1 : f32
// GEN-NEXT:     } -> tensor<4xf32>
// GEN-NEXT:     return %0 : tensor<4xf32>
// GEN-NEXT:   }
// GEN-NEXT:   func.func @u_tanh_f32(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>) -> tensor<4xf32> {
// GEN-NEXT:     %0 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg0 : tensor<4xf32>) outs(%arg1 : tensor<4xf32>) {
// GEN-NEXT:     ^bb0(%in: f32, %out: f32):
// GEN-NEXT:       %1 = math.tanh %in : f32
// GEN-NEXT:       linalg.yield %1 : f32
// GEN-NEXT:     } -> tensor<4xf32>
// GEN-NEXT:     return %0 : tensor<4xf32>
// GEN-NEXT:   }
// GEN-NEXT:   func.func @u_erf_f32(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>) -> tensor<4xf32> {
// GEN-NEXT:     %0 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg0 : tensor<4xf32>) outs(%arg1 : tensor<4xf32>) {
// GEN-NEXT:     ^bb0(%in: f32, %out: f32):
// GEN-NEXT:       %1 = math.erf %in : f32
// GEN-NEXT:       linalg.yield %1 : f32
// GEN-NEXT:     } -> tensor<4xf32>
// GEN-NEXT:     return %0 : tensor<4xf32>
// GEN-NEXT:   }
// GEN-NEXT:   func.func @b_add_f32(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>) -> tensor<4xf32> {
// GEN-NEXT:     %0 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%arg0, %arg0 : tensor<4xf32>, tensor<4xf32>) outs(%arg1 : tensor<4xf32>) {
// GEN-NEXT:     ^bb0(%in: f32, %in_0: f32, %out: f32):
// GEN-NEXT:       %1 = arith.addf %in, %in_0 : f32
// GEN-NEXT:       linalg.yield %1 : f32
// GEN-NEXT:     } -> tensor<4xf32>
// GEN-NEXT:     return %0 : tensor<4xf32>
// GEN-NEXT:   }
// GEN-NEXT:   func.func @b_sub_f32(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>) -> tensor<4xf32> {
// GEN-NEXT:     %0 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%arg0, %arg0 : tensor<4xf32>, tensor<4xf32>) outs(%arg1 : tensor<4xf32>) {
// GEN-NEXT:     ^bb0(%in: f32, %in_0: f32, %out: f32):
// GEN-NEXT:       %1 = arith.subf %in, %in_0 : f32
// GEN-NEXT:       linalg.yield %1 : f32
// GEN-NEXT:     } -> tensor<4xf32>
// GEN-NEXT:     return %0 : tensor<4xf32>
// GEN-NEXT:   }
// GEN-NEXT:   func.func @b_mul_f32(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>) -> tensor<4xf32> {
// GEN-NEXT:     %0 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%arg0, %arg0 : tensor<4xf32>, tensor<4xf32>) outs(%arg1 : tensor<4xf32>) {
// GEN-NEXT:     ^bb0(%in: f32, %in_0: f32, %out: f32):
// GEN-NEXT:       %1 = arith.mulf %in, %in_0 : f32
// GEN-NEXT:       linalg.yield %1 : f32
// GEN-NEXT:     } -> tensor<4xf32>
// GEN-NEXT:     return %0 : tensor<4xf32>
// GEN-NEXT:   }
// GEN-NEXT:   func.func @b_div_f32(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>) -> tensor<4xf32> {
// GEN-NEXT:     %0 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%arg0, %arg0 : tensor<4xf32>, tensor<4xf32>) outs(%arg1 : tensor<4xf32>) {
// GEN-NEXT:     ^bb0(%in: f32, %in_0: f32, %out: f32):
// GEN-NEXT:       %1 = arith.divf %in, %in_0 : f32
// GEN-NEXT:       linalg.yield %1 : f32
// GEN-NEXT:     } -> tensor<4xf32>
// GEN-NEXT:     return %0 : tensor<4xf32>
// GEN-NEXT:   }
// GEN-NEXT:   func.func @b_max_signed_f32(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>) -> tensor<4xf32> {
// GEN-NEXT:     %0 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%arg0, %arg0 : tensor<4xf32>, tensor<4xf32>) outs(%arg1 : tensor<4xf32>) {
// GEN-NEXT:     ^bb0(%in: f32, %in_0: f32, %out: f32):
// GEN-NEXT:       %1 = arith.maximumf %in, %in_0 : f32
// GEN-NEXT:       linalg.yield %1 : f32
// GEN-NEXT:     } -> tensor<4xf32>
// GEN-NEXT:     return %0 : tensor<4xf32>
// GEN-NEXT:   }
// GEN-NEXT:   func.func @b_min_signed_f32(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>) -> tensor<4xf32> {
// GEN-NEXT:     %0 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%arg0, %arg0 : tensor<4xf32>, tensor<4xf32>) outs(%arg1 : tensor<4xf32>) {
// GEN-NEXT:     ^bb0(%in: f32, %in_0: f32, %out: f32):
// GEN-NEXT:       %1 = arith.minimumf %in, %in_0 : f32
// GEN-NEXT:       linalg.yield %1 : f32
// GEN-NEXT:     } -> tensor<4xf32>
// GEN-NEXT:     return %0 : tensor<4xf32>
// GEN-NEXT:   }
// GEN-NEXT:   func.func @b_powf_f32(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>) -> tensor<4xf32> {
// GEN-NEXT:     %0 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%arg0, %arg0 : tensor<4xf32>, tensor<4xf32>) outs(%arg1 : tensor<4xf32>) {
// GEN-NEXT:     ^bb0(%in: f32, %in_0: f32, %out: f32):
// GEN-NEXT:       %1 = math.powf %in, %in_0 : f32
// GEN-NEXT:       linalg.yield %1 : f32
// GEN-NEXT:     } -> tensor<4xf32>
// GEN-NEXT:     return %0 : tensor<4xf32>
// GEN-NEXT:   }
// GEN-NEXT:   func.func @t_select_f32(%arg0: tensor<4xi1>, %arg1: tensor<4xf32>, %arg2: tensor<4xf32>) -> tensor<4xf32> {
// GEN-NEXT:     %0 = linalg.generic {indexing_maps = [#map, #map, #map, #map], iterator_types = ["parallel"]} ins(%arg0, %arg1, %arg1 : tensor<4xi1>, tensor<4xf32>, tensor<4xf32>) outs(%arg2 : tensor<4xf32>) {
// GEN-NEXT:     ^bb0(%in: i1, %in_0: f32, %in_1: f32, %out: f32):
// GEN-NEXT:       %1 = arith.select %in, %in_0, %in_1 : f32
// GEN-NEXT:       linalg.yield %1 : f32
// GEN-NEXT:     } -> tensor<4xf32>
// GEN-NEXT:     return %0 : tensor<4xf32>
// GEN-NEXT:   }
// GEN-NEXT:   func.func @b_add_i32(%arg0: tensor<4xi32>, %arg1: tensor<4xi32>) -> tensor<4xi32> {
// GEN-NEXT:     %0 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%arg0, %arg0 : tensor<4xi32>, tensor<4xi32>) outs(%arg1 : tensor<4xi32>) {
// GEN-NEXT:     ^bb0(%in: i32, %in_0: i32, %out: i32):
// GEN-NEXT:       %1 = arith.addi %in, %in_0 : i32
// GEN-NEXT:       linalg.yield %1 : i32
// GEN-NEXT:     } -> tensor<4xi32>
// GEN-NEXT:     return %0 : tensor<4xi32>
// GEN-NEXT:   }
// GEN-NEXT:   func.func @b_sub_i32(%arg0: tensor<4xi32>, %arg1: tensor<4xi32>) -> tensor<4xi32> {
// GEN-NEXT:     %0 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%arg0, %arg0 : tensor<4xi32>, tensor<4xi32>) outs(%arg1 : tensor<4xi32>) {
// GEN-NEXT:     ^bb0(%in: i32, %in_0: i32, %out: i32):
// GEN-NEXT:       %1 = arith.subi %in, %in_0 : i32
// GEN-NEXT:       linalg.yield %1 : i32
// GEN-NEXT:     } -> tensor<4xi32>
// GEN-NEXT:     return %0 : tensor<4xi32>
// GEN-NEXT:   }
// GEN-NEXT:   func.func @b_mul_i32(%arg0: tensor<4xi32>, %arg1: tensor<4xi32>) -> tensor<4xi32> {
// GEN-NEXT:     %0 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%arg0, %arg0 : tensor<4xi32>, tensor<4xi32>) outs(%arg1 : tensor<4xi32>) {
// GEN-NEXT:     ^bb0(%in: i32, %in_0: i32, %out: i32):
// GEN-NEXT:       %1 = arith.muli %in, %in_0 : i32
// GEN-NEXT:       linalg.yield %1 : i32
// GEN-NEXT:     } -> tensor<4xi32>
// GEN-NEXT:     return %0 : tensor<4xi32>
// GEN-NEXT:   }
// GEN-NEXT:   func.func @b_div_i32(%arg0: tensor<4xi32>, %arg1: tensor<4xi32>) -> tensor<4xi32> {
// GEN-NEXT:     %0 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%arg0, %arg0 : tensor<4xi32>, tensor<4xi32>) outs(%arg1 : tensor<4xi32>) {
// GEN-NEXT:     ^bb0(%in: i32, %in_0: i32, %out: i32):
// GEN-NEXT:       %1 = arith.divsi %in, %in_0 : i32
// GEN-NEXT:       linalg.yield %1 : i32
// GEN-NEXT:     } -> tensor<4xi32>
// GEN-NEXT:     return %0 : tensor<4xi32>
// GEN-NEXT:   }
// GEN-NEXT:   func.func @b_div_unsigned_i32(%arg0: tensor<4xi32>, %arg1: tensor<4xi32>) -> tensor<4xi32> {
// GEN-NEXT:     %0 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%arg0, %arg0 : tensor<4xi32>, tensor<4xi32>) outs(%arg1 : tensor<4xi32>) {
// GEN-NEXT:     ^bb0(%in: i32, %in_0: i32, %out: i32):
// GEN-NEXT:       %1 = arith.divui %in, %in_0 : i32
// GEN-NEXT:       linalg.yield %1 : i32
// GEN-NEXT:     } -> tensor<4xi32>
// GEN-NEXT:     return %0 : tensor<4xi32>
// GEN-NEXT:   }
// GEN-NEXT:   func.func @b_max_signed_i32(%arg0: tensor<4xi32>, %arg1: tensor<4xi32>) -> tensor<4xi32> {
// GEN-NEXT:     %0 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%arg0, %arg0 : tensor<4xi32>, tensor<4xi32>) outs(%arg1 : tensor<4xi32>) {
// GEN-NEXT:     ^bb0(%in: i32, %in_0: i32, %out: i32):
// GEN-NEXT:       %1 = arith.maxsi %in, %in_0 : i32
// GEN-NEXT:       linalg.yield %1 : i32
// GEN-NEXT:     } -> tensor<4xi32>
// GEN-NEXT:     return %0 : tensor<4xi32>
// GEN-NEXT:   }
// GEN-NEXT:   func.func @b_min_signed_i32(%arg0: tensor<4xi32>, %arg1: tensor<4xi32>) -> tensor<4xi32> {
// GEN-NEXT:     %0 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%arg0, %arg0 : tensor<4xi32>, tensor<4xi32>) outs(%arg1 : tensor<4xi32>) {
// GEN-NEXT:     ^bb0(%in: i32, %in_0: i32, %out: i32):
// GEN-NEXT:       %1 = arith.minsi %in, %in_0 : i32
// GEN-NEXT:       linalg.yield %1 : i32
// GEN-NEXT:     } -> tensor<4xi32>
// GEN-NEXT:     return %0 : tensor<4xi32>
// GEN-NEXT:   }
// GEN-NEXT:   func.func @b_max_unsigned_i32(%arg0: tensor<4xi32>, %arg1: tensor<4xi32>) -> tensor<4xi32> {
// GEN-NEXT:     %0 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%arg0, %arg0 : tensor<4xi32>, tensor<4xi32>) outs(%arg1 : tensor<4xi32>) {
// GEN-NEXT:     ^bb0(%in: i32, %in_0: i32, %out: i32):
// GEN-NEXT:       %1 = arith.maxui %in, %in_0 : i32
// GEN-NEXT:       linalg.yield %1 : i32
// GEN-NEXT:     } -> tensor<4xi32>
// GEN-NEXT:     return %0 : tensor<4xi32>
// GEN-NEXT:   }
// GEN-NEXT:   func.func @b_min_unsigned_i32(%arg0: tensor<4xi32>, %arg1: tensor<4xi32>) -> tensor<4xi32> {
// GEN-NEXT:     %0 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%arg0, %arg0 : tensor<4xi32>, tensor<4xi32>) outs(%arg1 : tensor<4xi32>) {
// GEN-NEXT:     ^bb0(%in: i32, %in_0: i32, %out: i32):
// GEN-NEXT:       %1 = arith.minui %in, %in_0 : i32
// GEN-NEXT:       linalg.yield %1 : i32
// GEN-NEXT:     } -> tensor<4xi32>
// GEN-NEXT:     return %0 : tensor<4xi32>
// GEN-NEXT:   }
// GEN-NEXT:   func.func @t_select_i32(%arg0: tensor<4xi1>, %arg1: tensor<4xi32>, %arg2: tensor<4xi32>) -> tensor<4xi32> {
// GEN-NEXT:     %0 = linalg.generic {indexing_maps = [#map, #map, #map, #map], iterator_types = ["parallel"]} ins(%arg0, %arg1, %arg1 : tensor<4xi1>, tensor<4xi32>, tensor<4xi32>) outs(%arg2 : tensor<4xi32>) {
// GEN-NEXT:     ^bb0(%in: i1, %in_0: i32, %in_1: i32, %out: i32):
// GEN-NEXT:       %1 = arith.select %in, %in_0, %in_1 : i32
// GEN-NEXT:       linalg.yield %1 : i32
// GEN-NEXT:     } -> tensor<4xi32>
// GEN-NEXT:     return %0 : tensor<4xi32>
// GEN-NEXT:   }
// GEN-NEXT:   func.func @f(%arg0: tensor<4x8xf32>, %arg1: tensor<4x8xf32>, %arg2: tensor<4x8xf32>, %arg3: tensor<8xf32>) -> (tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>) {
// GEN-NEXT:     %0 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg0, %arg1 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%arg2 : tensor<4x8xf32>) {
// GEN-NEXT:     ^bb0(%in: f32, %in_0: f32, %out: f32):
// GEN-NEXT:       %3 = arith.addf %in, %in_0 : f32
// GEN-NEXT:       linalg.yield %3 : f32
// GEN-NEXT:     } -> tensor<4x8xf32>
// GEN-NEXT:     %1 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<4x8xf32>) outs(%arg2 : tensor<4x8xf32>) {
// GEN-NEXT:     ^bb0(%in: f32, %out: f32):
// GEN-NEXT:       %3 = math.exp %in : f32
// GEN-NEXT:       linalg.yield %3 : f32
// GEN-NEXT:     } -> tensor<4x8xf32>
// GEN-NEXT:     %2 = linalg.generic {indexing_maps = [#map2, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg3, %arg1 : tensor<8xf32>, tensor<4x8xf32>) outs(%arg2 : tensor<4x8xf32>) {
// GEN-NEXT:     ^bb0(%in: f32, %in_0: f32, %out: f32):
// GEN-NEXT:       %3 = arith.subf %in, %in_0 : f32
// GEN-NEXT:       linalg.yield %3 : f32
// GEN-NEXT:     } -> tensor<4x8xf32>
// GEN-NEXT:     return %0, %1, %2 : tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>
// GEN-NEXT:   }
// GEN-NEXT:   func.func @bools(%arg0: tensor<4xi1>, %arg1: tensor<4xi1>) -> (tensor<4xi1>, tensor<4xi1>, tensor<4xi1>) {
// GEN-NEXT:     %0 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%arg0, %arg0 : tensor<4xi1>, tensor<4xi1>) outs(%arg1 : tensor<4xi1>) {
// GEN-NEXT:     ^bb0(%in: i1, %in_0: i1, %out: i1):
// GEN-NEXT:       %3 = arith.ori %in, %in_0 : i1
// GEN-NEXT:       linalg.yield %3 : i1
// GEN-NEXT:     } -> tensor<4xi1>
// GEN-NEXT:     %1 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%arg0, %arg0 : tensor<4xi1>, tensor<4xi1>) outs(%arg1 : tensor<4xi1>) {
// GEN-NEXT:     ^bb0(%in: i1, %in_0: i1, %out: i1):
// GEN-NEXT:       %3 = arith.andi %in, %in_0 : i1
// GEN-NEXT:       linalg.yield %3 : i1
// GEN-NEXT:     } -> tensor<4xi1>
// GEN-NEXT:     %2 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%arg0, %arg0 : tensor<4xi1>, tensor<4xi1>) outs(%arg1 : tensor<4xi1>) {
// GEN-NEXT:     ^bb0(%in: i1, %in_0: i1, %out: i1):
// GEN-NEXT:       %3 = arith.maxsi %in, %in_0 : i1
// GEN-NEXT:       linalg.yield %3 : i1
// GEN-NEXT:     } -> tensor<4xi1>
// GEN-NEXT:     return %0, %1, %2 : tensor<4xi1>, tensor<4xi1>, tensor<4xi1>
// GEN-NEXT:   }
// GEN-NEXT:   func.func @mem(%arg0: memref<4x2xf16>, %arg1: memref<4x2xf16>) {
// GEN-NEXT:     %cst = arith.constant 1.000000e+00 : f16
// GEN-NEXT:     linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg0 : memref<4x2xf16>) outs(%arg1 : memref<4x2xf16>) {
// GEN-NEXT:     ^bb0(%in: f16, %out: f16):
// GEN-NEXT:       %0 = arith.divf %cst, %in : f16
// GEN-NEXT:       linalg.yield %0 : f16
// GEN-NEXT:     }
// GEN-NEXT:     return
// GEN-NEXT:   }
// GEN-NEXT: }
