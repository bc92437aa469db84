// scf errors in Terrace's wording where mlir-opt 22's differs: the index_switch case parser, i32 arrays given for i64-array properties (mlir-opt rejects them while parsing the properties), scf.reduce bodies (mlir-opt reports at the body's last op, or crashes), scf.parallel / scf.forall / scf.forall.in_parallel without a region (mlir-opt: "requires one region"), and the order of forall's terminator check; so mlir-opt is not run.
// RUN: terrace-opt --allow-unregistered-dialect --split-input-file --verify-diagnostics %s

// mlir-opt 22 crashes on an scf.reduce.return in a block without arguments.
func.func @reduce_block_without_arguments(%lb: index, %x: f32) {
  %r = scf.parallel (%i) = (%lb) to (%lb) step (%lb) init (%x) -> f32 {
    // expected-error@+1 {{'scf.reduce' op expected two block arguments with type 'f32' in the 0-th reduction region}}
    scf.reduce(%x : f32) {
      scf.reduce.return %x : f32
    }
  }
  return
}

// -----

// mlir-opt 22 reports a second error on the same line, at the op name:
// "custom op 'scf.forall' expected SSA value or integer"; terrace-opt reports
// the first error of a parse only.
func.func @forall_parse_bound() {
  // expected-error@+1 {{custom op 'scf.forall' expected integer value}}
  scf.forall (%i) in ("a") {
  }
  return
}
