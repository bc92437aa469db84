// A forward reference in an op's operands to a value the op itself
// defines later, in one of its regions: the definition cannot replace a
// use the op does not hold yet. Found by the parser fuzzer (it was a
// use-after-free); both tools report it as one error at the op.
// RUN: not terrace-opt %s 2>&1 | FileCheck %s
// RUN: not %mlir-opt %s 2>&1 | FileCheck %s
// CHECK: :[[@LINE+2]]:8: error: operation's operand is unlinked
func.func @f(%c: i1) -> i32 {
  %w = scf.while (%x = %z) : (i32) -> i32 {
    scf.condition(%c) %x : i32
  } do {
  ^bb0(%z: i32):
    scf.yield %z : i32
  }
  return %w : i32
}
