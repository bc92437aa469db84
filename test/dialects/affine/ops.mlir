// affine.apply's syntax: a map (an alias or inline), its dimension
// operands in parentheses and its symbols in brackets (left out when the
// map has none), other attributes after; the generic form keeps the map
// as the `map` property. The CHECK lines are mlir-opt 22's output.
// RUN: terrace-opt %s | FileCheck %s
// RUN: %mlir-opt %s | FileCheck %s
// RUN: terrace-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: %mlir-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: terrace-opt %s | terrace-opt | FileCheck %s

#map = affine_map<(d0)[s0] -> (d0 * 2 + s0 floordiv 3)>
func.func @f(%a: index, %b: index) -> (index, index, index, index) {
  %0 = affine.apply #map(%a)[%b]
  %1 = affine.apply affine_map<(d0, d1) -> (d0 mod 4 + d1 ceildiv 2)>(%a, %b)
  %2 = affine.apply affine_map<()[s0] -> (s0 * 3)>()[%a]
  %3 = affine.apply affine_map<() -> (7)>() {foo = 1}
  return %0, %1, %2, %3 : index, index, index, index
}

// CHECK: #map = affine_map<(d0)[s0] -> (d0 * 2 + s0 floordiv 3)>
// CHECK: #map1 = affine_map<(d0, d1) -> (d0 mod 4 + d1 ceildiv 2)>
// CHECK: #map2 = affine_map<()[s0] -> (s0 * 3)>
// CHECK: #map3 = affine_map<() -> (7)>
// CHECK-LABEL: func.func @f(%arg0: index, %arg1: index) -> (index, index, index, index) {
// CHECK-NEXT: %0 = affine.apply #map(%arg0)[%arg1]
// CHECK-NEXT: %1 = affine.apply #map1(%arg0, %arg1)
// CHECK-NEXT: %2 = affine.apply #map2()[%arg0]
// CHECK-NEXT: %3 = affine.apply #map3() {foo = 1 : i64}
// CHECK-NEXT: return %0, %1, %2, %3 : index, index, index, index
// CHECK-NEXT: }
// GENERIC: %0 = "affine.apply"(%arg0, %arg1) <{map = #map}> : (index, index) -> index
// GENERIC: %3 = "affine.apply"() <{map = #map3}> {foo = 1 : i64} : () -> index
