// --no-implicit-module: the file's single top-level op is the top level,
// whatever its kind; anything else is an error at the file.
// RUN: terrace-opt --no-implicit-module %s --split-input-file --cse | FileCheck %s
// RUN: %mlir-opt --no-implicit-module %s --split-input-file --cse | FileCheck %s
// RUN: not terrace-opt --no-implicit-module %S/Inputs/two-functions.mlir 2>&1 | FileCheck %s --check-prefix=TWO
// RUN: not %mlir-opt --no-implicit-module %S/Inputs/two-functions.mlir 2>&1 | FileCheck %s --check-prefix=TWO
// TWO: two-functions.mlir:0:0: error: source must contain a single top-level operation, found: 2

// CHECK-NOT:  module
// CHECK:      func.func @lone(%arg0: i32) -> i32 {
// CHECK-NEXT:   %0 = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT:   %1 = arith.muli %0, %0 : i32
// CHECK-NEXT:   return %1 : i32
// CHECK-NEXT: }
func.func @lone(%x: i32) -> i32 {
  %0 = arith.addi %x, %x : i32
  %1 = arith.addi %x, %x : i32
  %2 = arith.muli %0, %1 : i32
  return %2 : i32
}

// -----

// An explicit module stays.
// CHECK:      module attributes {t.x} {
// CHECK-NEXT:   func.func @in_module()
module attributes {t.x} {
  func.func @in_module() {
    return
  }
}
