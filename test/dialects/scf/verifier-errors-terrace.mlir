// scf errors in Terrace's wording where mlir-opt 22's differs: the index_switch case parser, i32 arrays given for i64-array properties (mlir-opt rejects them while parsing the properties), scf.reduce bodies (mlir-opt reports at the body's last op, or crashes), scf.parallel / scf.forall / scf.forall.in_parallel without a region (mlir-opt: "requires one region"), and the order of forall's terminator check; so mlir-opt is not run.
// RUN: terrace-opt --allow-unregistered-dialect --split-input-file --verify-diagnostics %s

func.func @switch_parse_case_value(%i: index) {
  scf.index_switch %i
  // expected-error@+1 {{expected an integer case value}}
  case "a" {
    scf.yield
  }
  default {
    scf.yield
  }
  return
}

// -----

// mlir-opt 22 rejects the i32 array while parsing the properties.
func.func @switch_cases_element_type(%i: index) {
  // expected-error@+1 {{'scf.index_switch' op requires attribute 'cases'}}
  "scf.index_switch"(%i) <{cases = array<i32: 1>}> ({
    "scf.yield"() : () -> ()
  }, {
    "scf.yield"() : () -> ()
  }) : (index) -> ()
  return
}

// -----

func.func @parallel_no_region(%lb: index) {
  // expected-error@+1 {{'scf.parallel' op region #0 ('region') failed to verify constraint: region with 1 blocks}}
  "scf.parallel"(%lb, %lb, %lb) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> : (index, index, index) -> ()
  return
}

// -----

func.func @reduce_empty_body(%lb: index, %x: f32) {
  %r = scf.parallel (%i) = (%lb) to (%lb) step (%lb) init (%x) -> f32 {
    // expected-error@+1 {{'scf.reduce' op 0-th reduction has an empty body}}
    "scf.reduce"(%x) ({
    ^bb0(%a: f32, %b: f32):
    }) : (f32) -> ()
  }
  return
}

// -----

// mlir-opt 22 reports "block with no terminator" at the arith.addf.
func.func @reduce_no_terminator(%lb: index, %x: f32) {
  %r = scf.parallel (%i) = (%lb) to (%lb) step (%lb) init (%x) -> f32 {
    // expected-error@+1 {{'scf.reduce' op reduction bodies must be terminated with an 'scf.reduce.return' op}}
    scf.reduce(%x : f32) {
    ^bb0(%a: f32, %b: f32):
      %c = arith.addf %a, %b : f32
    }
  }
  return
}

// -----

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

func.func @forall_parse_bound() {
  // expected-error@+1 {{expected SSA value or integer}}
  scf.forall (%i) in ("a") {
  }
  return
}

// -----

func.func @forall_no_region() {
  // expected-error@+1 {{'scf.forall' op region #0 ('region') failed to verify constraint: region with 1 blocks}}
  "scf.forall"() <{operandSegmentSizes = array<i32: 0, 0, 0, 0>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 4>}> : () -> ()
  return
}

// -----

// mlir-opt 22 rejects the i32 array while parsing the properties.
func.func @forall_step_element_type() {
  // expected-error@+1 {{'scf.forall' op requires attribute 'staticStep'}}
  "scf.forall"() <{operandSegmentSizes = array<i32: 0, 0, 0, 0>, staticLowerBound = array<i64: 0>, staticStep = array<i32: 1>, staticUpperBound = array<i64: 4>}> ({
  ^bb0(%i: index):
    "scf.forall.in_parallel"() ({
    ^bb0:
    }) : () -> ()
  }) : () -> ()
  return
}

// -----

// mlir-opt 22 verifies the nested scf.yield first and reports its parent.
func.func @forall_yield_terminator() {
  // expected-error@+2 {{'scf.forall' op expects regions to end with 'scf.forall.in_parallel', found 'scf.yield'}}
  // expected-note@+1 {{in custom textual format, the absence of terminator implies 'scf.forall.in_parallel'}}
  "scf.forall"() <{operandSegmentSizes = array<i32: 0, 0, 0, 0>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 4>}> ({
  ^bb0(%i: index):
    "scf.yield"() : () -> ()
  }) : () -> ()
  return
}

// -----

func.func @in_parallel_no_region() {
  scf.forall (%i) in (4) {
    // expected-error@+1 {{'scf.forall.in_parallel' op region #0 ('region') failed to verify constraint: region with 1 blocks}}
    "scf.forall.in_parallel"() : () -> ()
  }
  return
}
