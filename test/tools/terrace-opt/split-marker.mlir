// --split-input-file takes a marker of its own; --output-split-marker what
// joins the outputs. Both as mlir-opt 22 has them.
// RUN: terrace-opt %S/Inputs/custom-marker.mlir --split-input-file='// =====' --output-split-marker='// ++++' | FileCheck %s
// RUN: %mlir-opt %S/Inputs/custom-marker.mlir --split-input-file='// =====' --output-split-marker='// ++++' | FileCheck %s
// Without a value the marker is `// -----`, which that file does not use:
// one chunk.
// RUN: terrace-opt %S/Inputs/custom-marker.mlir --split-input-file | FileCheck %s --check-prefix=DEFAULT
// RUN: %mlir-opt %S/Inputs/custom-marker.mlir --split-input-file | FileCheck %s --check-prefix=DEFAULT

// CHECK:      func.func @a()
// CHECK:      // ++++
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @b()
// DEFAULT-NOT:   ++++
// DEFAULT:     module {
// DEFAULT:       func.func @a()
// DEFAULT-NOT:   module
// DEFAULT:       func.func @b()
