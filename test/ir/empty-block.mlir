// An empty block in a region with several blocks is an error (no output, non-zero exit). The two tools place it differently (parent op vs block label), so only the message is checked here.
// RUN: not terrace-opt --allow-unregistered-dialect --split-input-file %s 2>&1 | FileCheck %s
// RUN: not %mlir-opt --allow-unregistered-dialect --split-input-file %s 2>&1 | FileCheck %s

// CHECK: empty-block.mlir:{{[0-9]+}}:1: error: empty block: expect at least a terminator
// CHECK-NOT: module {
func.func @f() {
  "foo.br"()[^bb1] : () -> ()
^bb1:
^bb2:
  return
}

// -----

// CHECK: empty-block.mlir:{{[0-9]+}}:1: error: empty block: expect at least a terminator
// CHECK-NOT: module {
"foo.g"() ({
  "foo.br"()[^bb1] : () -> ()
^bb1:
}) : () -> ()
