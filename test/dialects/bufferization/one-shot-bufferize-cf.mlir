// one-shot-bufferize through unstructured control flow, as mlir-opt 22
// runs it: cf.br and cf.cond_br pass buffers to block arguments (each
// operand equivalent to the argument it becomes, not definitely), a block
// argument takes the buffer type its predecessors pass (the fully dynamic
// layout where they differ), in functions and in scf.execute_region
// regions of several blocks. Both tools must print the same bytes; the
// CHECK lines are mlir-opt's output. bufferize_cfg_differential.py checks
// random programs of this kind (ctest: bufferize-cfg-differential).
// RUN: terrace-opt --split-input-file --one-shot-bufferize="bufferize-function-boundaries" %s | FileCheck %s
// RUN: %mlir-opt --split-input-file --one-shot-bufferize="bufferize-function-boundaries" %s | FileCheck %s
// RUN: terrace-opt --split-input-file --one-shot-bufferize="bufferize-function-boundaries" %s > %t.terrace
// RUN: %mlir-opt --split-input-file --one-shot-bufferize="bufferize-function-boundaries" %s > %t.mlir
// RUN: diff %t.terrace %t.mlir
// RUN: terrace-opt --split-input-file --one-shot-bufferize="bufferize-function-boundaries test-analysis-only" %s > %t.terrace
// RUN: %mlir-opt --split-input-file --one-shot-bufferize="bufferize-function-boundaries test-analysis-only" %s > %t.mlir
// RUN: diff %t.terrace %t.mlir
// RUN: terrace-opt --split-input-file --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" %s > %t.terrace
// RUN: %mlir-opt --split-input-file --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" %s > %t.mlir
// RUN: diff %t.terrace %t.mlir
// RUN: terrace-opt --split-input-file --one-shot-bufferize="bufferize-function-boundaries copy-before-write" %s > %t.terrace
// RUN: %mlir-opt --split-input-file --one-shot-bufferize="bufferize-function-boundaries copy-before-write" %s > %t.mlir
// RUN: diff %t.terrace %t.mlir

// A write on one path, in place: both edges pass the argument's buffer.
// CHECK-LABEL: func.func @diamond(
// CHECK-SAME: %[[A:[^:]+]]: memref<4xf32, strided<[?], offset: ?>>, %[[C:[^:]+]]: i1, %[[F:[^:]+]]: f32, %[[I:[^:]+]]: index) -> memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT: cf.cond_br %[[C]], ^bb2(%[[A]] : memref<4xf32, strided<[?], offset: ?>>), ^bb1
// CHECK-NEXT: ^bb1:
// CHECK-NEXT: memref.store %[[F]], %[[A]][%[[I]]]
// CHECK-NEXT: cf.br ^bb2(%[[A]] : memref<4xf32, strided<[?], offset: ?>>)
// CHECK-NEXT: ^bb2(%[[R:.+]]: memref<4xf32, strided<[?], offset: ?>>):
// CHECK-NEXT: return %[[R]]
func.func @diamond(%a: tensor<4xf32>, %c: i1, %f: f32, %i: index) -> tensor<4xf32> {
  cf.cond_br %c, ^bb1(%a : tensor<4xf32>), ^bb2
^bb2:
  %1 = tensor.insert %f into %a[%i] : tensor<4xf32>
  cf.br ^bb1(%1 : tensor<4xf32>)
^bb1(%x: tensor<4xf32>):
  return %x : tensor<4xf32>
}

// -----

// A loop through a back edge.
// CHECK-LABEL: func.func @loop(
// CHECK: cf.br ^bb1(%{{.+}} : memref<4xf32, strided<[?], offset: ?>>)
// CHECK: ^bb1(%[[X:.+]]: memref<4xf32, strided<[?], offset: ?>>):
// CHECK: memref.store %{{.+}}, %[[X]]
// CHECK: cf.cond_br %{{.+}}, ^bb1(%[[X]] : memref<4xf32, strided<[?], offset: ?>>), ^bb2
func.func @loop(%a: tensor<4xf32>, %c: i1, %f: f32, %i: index) -> tensor<4xf32> {
  cf.br ^bb1(%a : tensor<4xf32>)
^bb1(%x: tensor<4xf32>):
  %y = tensor.insert %f into %x[%i] : tensor<4xf32>
  cf.cond_br %c, ^bb1(%y : tensor<4xf32>), ^bb2
^bb2:
  return %y : tensor<4xf32>
}

// -----

// An scf.execute_region of several blocks; its one scf.yield gives the
// result's type.
// CHECK-LABEL: func.func @region(
// CHECK: %[[R:.+]] = scf.execute_region -> memref<4xf32, strided<[?], offset: ?>> {
// CHECK: cf.cond_br %{{.+}}, ^bb2(%{{.+}} : memref<4xf32, strided<[?], offset: ?>>), ^bb1
// CHECK: ^bb2(%[[X:.+]]: memref<4xf32, strided<[?], offset: ?>>):
// CHECK-NEXT: scf.yield %[[X]] : memref<4xf32, strided<[?], offset: ?>>
// CHECK: return %[[R]]
func.func @region(%a: tensor<4xf32>, %c: i1, %f: f32, %i: index) -> tensor<4xf32> {
  %0 = scf.execute_region -> tensor<4xf32> {
    cf.cond_br %c, ^bb1(%a : tensor<4xf32>), ^bb2
  ^bb2:
    %1 = tensor.insert %f into %a[%i] : tensor<4xf32>
    cf.br ^bb1(%1 : tensor<4xf32>)
  ^bb1(%x: tensor<4xf32>):
    scf.yield %x : tensor<4xf32>
  }
  return %0 : tensor<4xf32>
}
