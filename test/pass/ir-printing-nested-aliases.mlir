// An op printed inside its module (a pass nested in func.func) has no alias
// definitions around it: attributes and types are written inline, as
// mlir-opt's Operation::print writes them; the whole module keeps its
// aliases.
// RUN: terrace-opt %s --pass-pipeline='builtin.module(func.func(cse),cse)' --mlir-disable-threading --mlir-print-ir-after-all -o /dev/null 2>&1 | FileCheck %s
// RUN: %mlir-opt %s --pass-pipeline='builtin.module(func.func(cse),cse)' --mlir-disable-threading --mlir-print-ir-after-all -o /dev/null 2>&1 | FileCheck %s
// RUN: terrace-opt %s --pass-pipeline='builtin.module(func.func(cse))' --mlir-print-debuginfo --mlir-print-ir-after-all -o /dev/null 2>&1 | FileCheck %s --check-prefix=LOCS
// RUN: %mlir-opt %s --pass-pipeline='builtin.module(func.func(cse))' --mlir-print-debuginfo --mlir-print-ir-after-all -o /dev/null 2>&1 | FileCheck %s --check-prefix=LOCS

// CHECK:      // -----// IR Dump After CSE (cse) //----- //
// CHECK-NEXT: func.func @f(%arg0: tensor<4xf32>) -> tensor<4xf32> {
// CHECK-NEXT:   %0 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
// CHECK:      {{^}}}
// CHECK-EMPTY:
// CHECK-NEXT: // -----// IR Dump After CSE (cse) //----- //
// CHECK-NEXT: #map = affine_map<(d0) -> (d0)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @f(%arg0: tensor<4xf32>) -> tensor<4xf32> {
// CHECK-NEXT:     %0 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]}

// Locations are inline too, with no #loc aliases after the op.
// LOCS:      // -----// IR Dump After CSE (cse) //----- //
// LOCS-NEXT: func.func @f(%arg0: tensor<4xf32> loc("{{.*}}ir-printing-nested-aliases.mlir":{{[0-9]+}}:{{[0-9]+}})) -> tensor<4xf32> {
// LOCS:      } loc("{{.*}}ir-printing-nested-aliases.mlir":{{[0-9]+}}:{{[0-9]+}})
// LOCS-NOT:  #loc

#map = affine_map<(d0) -> (d0)>
func.func @f(%a: tensor<4xf32>) -> tensor<4xf32> {
  %0 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%a : tensor<4xf32>) outs(%a : tensor<4xf32>) {
  ^bb0(%x: f32, %y: f32):
    %1 = arith.addf %x, %x : f32
    linalg.yield %1 : f32
  } -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
