// scf verifier and parser errors not covered by invalid.mlir and parallel-invalid.mlir, where terrace-opt and mlir-opt 22 report the same message on the same line: scf.yield/scf.condition/scf.reduce.return parents, scf.if without else, scf.for operand checks, scf.execute_region arguments, scf.while types, scf.index_switch cases, scf.parallel/scf.reduce/scf.forall/scf.forall.in_parallel structure.
// RUN: terrace-opt --allow-unregistered-dialect --split-input-file --verify-diagnostics %s
// RUN: %mlir-opt --allow-unregistered-dialect --split-input-file --verify-diagnostics %s

func.func @yield_parent() {
  "test.region"() ({
    // expected-error@+1 {{'scf.yield' op expects parent op to be one of 'scf.execute_region, scf.for, scf.if, scf.index_switch, scf.while'}}
    "scf.yield"() : () -> ()
  }) : () -> ()
  return
}

// -----

func.func @if_results_without_else(%c: i1) {
  // expected-error@+1 {{'scf.if' op must have an else block if defining values}}
  %0 = scf.if %c -> i32 {
    %x = arith.constant 0 : i32
    scf.yield %x : i32
  }
  return
}

// -----

func.func @for_parse_result_count(%lb: index, %x: i32) {
  // expected-error@+1 {{mismatch in number of loop-carried values and defined values}}
  %0 = scf.for %i = %lb to %lb step %lb iter_args(%a = %x) -> (i32, i32) {
    scf.yield %a : i32
  }
  return
}

// -----

func.func @for_bound_types(%lb: index, %x: i32) {
  // expected-error@+1 {{'scf.for' op failed to verify that all of {lowerBound, upperBound, step} have same type}}
  "scf.for"(%lb, %x, %lb) ({
  ^bb0(%i: index):
    "scf.yield"() : () -> ()
  }) : (index, i32, index) -> ()
  return
}

// -----

func.func @for_carried_without_result(%lb: index, %x: i32) {
  // expected-error@+1 {{'scf.for' op mismatch in number of loop-carried values and defined values}}
  "scf.for"(%lb, %lb, %lb, %x) ({
  ^bb0(%i: index, %a: i32):
    "scf.yield"(%a) : (i32) -> ()
  }) : (index, index, index, i32) -> ()
  return
}

// -----

func.func @execute_region_arguments() {
  // expected-error@+1 {{'scf.execute_region' op region cannot have any arguments}}
  "scf.execute_region"() ({
  ^bb0(%x: i32):
    "scf.yield"() : () -> ()
  }) : () -> ()
  return
}

// -----

func.func @while_parse_input_types(%x: i32) {
  // expected-error@+1 {{expected as many input types as operands (expected 1 got 0)}}
  scf.while (%a = %x) : () -> () {
    %t = arith.constant true
    scf.condition(%t)
  } do {
    scf.yield
  }
  return
}

// -----

func.func @condition_parent(%t: i1) {
  "test.region"() ({
    // expected-error@+1 {{'scf.condition' op expects parent op 'scf.while'}}
    scf.condition(%t)
  }) : () -> ()
  return
}

// -----

func.func @switch_without_cases(%i: index) {
  // expected-error@+1 {{'scf.index_switch' op requires attribute 'cases'}}
  "scf.index_switch"(%i) ({
    "scf.yield"() : () -> ()
  }) : (index) -> ()
  return
}

// -----

func.func @switch_case_count(%i: index) {
  // expected-error@+1 {{'scf.index_switch' op has 1 case regions but 2 case values}}
  "scf.index_switch"(%i) <{cases = array<i64: 1, 2>}> ({
    "scf.yield"() : () -> ()
  }, {
    "scf.yield"() : () -> ()
  }) : (index) -> ()
  return
}

// -----

func.func @parallel_parse_bound_count(%lb: index) {
  // expected-error@+1 {{expected 1 operands}}
  scf.parallel (%i) = (%lb, %lb) to (%lb) step (%lb) {
  }
  return
}

// -----

func.func @parallel_parse_init_types(%lb: index, %x: f32) {
  // expected-error@+1 {{number of operands and types do not match: got 1 operands and 0 types}}
  scf.parallel (%i) = (%lb) to (%lb) step (%lb) init (%x) {
  }
  return
}

// -----

func.func @parallel_no_block(%lb: index) {
  // expected-error@+1 {{'scf.parallel' op region #0 ('region') failed to verify constraint: region with 1 blocks}}
  "scf.parallel"(%lb, %lb, %lb) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> ({
  }) : (index, index, index) -> ()
  return
}

// -----

func.func @parallel_results_vs_inits(%lb: index, %x: f32) {
  // expected-error@+1 {{'scf.parallel' op expects number of results: 1 to be the same as number of initial values: 0}}
  %r = "scf.parallel"(%lb, %lb, %lb) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> ({
  ^bb0(%i: index):
    "scf.reduce"(%x) ({
    ^bb0(%a: f32, %b: f32):
      "scf.reduce.return"(%a) : (f32) -> ()
    }) : (f32) -> ()
  }) : (index, index, index) -> f32
  return
}

// -----

func.func @reduce_operand_without_region(%lb: index, %x: f32) {
  scf.parallel (%i) = (%lb) to (%lb) step (%lb) {
    // expected-error@+1 {{'scf.reduce' op expects number of reduction regions: 0 to be the same as number of reduction operands: 1}}
    scf.reduce(%x : f32)
  }
  return
}

// -----

func.func @reduce_region_without_operand(%lb: index, %x: f32) {
  %r = scf.parallel (%i) = (%lb) to (%lb) step (%lb) init (%x) -> f32 {
    // expected-error@+1 {{'scf.reduce' op expects number of reduction regions: 1 to be the same as number of reduction operands: 0}}
    "scf.reduce"() ({
    ^bb0(%a: f32, %b: f32):
      "scf.reduce.return"(%a) : (f32) -> ()
    }) : () -> ()
  }
  return
}

// -----

func.func @reduce_empty_region(%lb: index, %x: f32) {
  %r = scf.parallel (%i) = (%lb) to (%lb) step (%lb) init (%x) -> f32 {
    // expected-error@+1 {{'scf.reduce' op region #0 ('reductions') failed to verify constraint: region with 1 blocks}}
    "scf.reduce"(%x) ({
    }) : (f32) -> ()
  }
  return
}

// -----

func.func @reduce_two_blocks(%lb: index, %x: f32) {
  %r = scf.parallel (%i) = (%lb) to (%lb) step (%lb) init (%x) -> f32 {
    // expected-error@+1 {{'scf.reduce' op region #0 ('reductions') failed to verify constraint: region with 1 blocks}}
    "scf.reduce"(%x) ({
    ^bb0(%a: f32, %b: f32):
      "cf.br"()[^bb1] : () -> ()
    ^bb1:
      "scf.reduce.return"(%a) : (f32) -> ()
    }) : (f32) -> ()
  }
  return
}

// -----

func.func @reduce_wrong_terminator(%lb: index, %x: f32) {
  %r = scf.parallel (%i) = (%lb) to (%lb) step (%lb) init (%x) -> f32 {
    // expected-error@+1 {{'scf.reduce' op reduction bodies must be terminated with an 'scf.reduce.return' op}}
    scf.reduce(%x : f32) {
    ^bb0(%a: f32, %b: f32):
      "test.op"(%a) : (f32) -> ()
    }
  }
  return
}

// -----

func.func @reduce_return_parent(%x: f32) {
  "test.region"() ({
    // expected-error@+1 {{'scf.reduce.return' op expects parent op 'scf.reduce'}}
    scf.reduce.return %x : f32
  }) : () -> ()
  return
}

// -----

func.func @forall_parse_shared_out_types(%t: tensor<4xf32>) {
  // expected-error@+1 {{number of operands and types do not match: got 1 operands and 0 types}}
  scf.forall (%i) in (4) shared_outs(%o = %t) {
  }
  return
}

// -----

func.func @forall_no_block() {
  // expected-error@+1 {{'scf.forall' op region #0 ('region') failed to verify constraint: region with 1 blocks}}
  "scf.forall"() <{operandSegmentSizes = array<i32: 0, 0, 0, 0>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 4>}> ({
  }) : () -> ()
  return
}

// -----

func.func @forall_no_lower_bounds() {
  // expected-error@+1 {{'scf.forall' op requires attribute 'staticLowerBound'}}
  "scf.forall"() <{operandSegmentSizes = array<i32: 0, 0, 0, 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 4>}> ({
  ^bb0(%i: index):
    "scf.forall.in_parallel"() ({
    ^bb0:
    }) : () -> ()
  }) : () -> ()
  return
}

// -----

func.func @forall_no_upper_bounds() {
  // expected-error@+1 {{'scf.forall' op requires attribute 'staticUpperBound'}}
  "scf.forall"() <{operandSegmentSizes = array<i32: 0, 0, 0, 0>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>}> ({
  ^bb0(%i: index):
    "scf.forall.in_parallel"() ({
    ^bb0:
    }) : () -> ()
  }) : () -> ()
  return
}

// -----

func.func @forall_output_type(%t: tensor<4xf32>) {
  // expected-error@+1 {{'scf.forall' op type mismatch between 0-th output and corresponding block argument}}
  %r = "scf.forall"(%t) <{operandSegmentSizes = array<i32: 0, 0, 0, 1>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 4>}> ({
  ^bb0(%i: index, %o: tensor<4xi32>):
    "scf.forall.in_parallel"() ({
    ^bb0:
    }) : () -> ()
  }) : (tensor<4xf32>) -> tensor<4xf32>
  return
}

// -----

func.func @forall_step_count() {
  // expected-error@+1 {{expected 1 step values, got 2}}
  "scf.forall"() <{operandSegmentSizes = array<i32: 0, 0, 0, 0>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1, 1>, staticUpperBound = array<i64: 4>}> ({
  ^bb0(%i: index):
    "scf.forall.in_parallel"() ({
    ^bb0:
    }) : () -> ()
  }) : () -> ()
  return
}

// -----

func.func @forall_dynamic_lower_bound_count(%n: index) {
  // expected-error@+1 {{expected 0 dynamic lower bound values}}
  "scf.forall"(%n) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 4>}> ({
  ^bb0(%i: index):
    "scf.forall.in_parallel"() ({
    ^bb0:
    }) : () -> ()
  }) : (index) -> ()
  return
}

// -----

func.func @forall_dynamic_step_count(%n: index) {
  // expected-error@+1 {{expected 0 dynamic step values}}
  "scf.forall"(%n) <{operandSegmentSizes = array<i32: 0, 0, 1, 0>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 4>}> ({
  ^bb0(%i: index):
    "scf.forall.in_parallel"() ({
    ^bb0:
    }) : () -> ()
  }) : (index) -> ()
  return
}

// -----

func.func @forall_wrong_terminator() {
  // expected-error@+2 {{'scf.forall' op expects regions to end with 'scf.forall.in_parallel', found 'test.term'}}
  // expected-note@+1 {{in custom textual format, the absence of terminator implies 'scf.forall.in_parallel'}}
  "scf.forall"() <{operandSegmentSizes = array<i32: 0, 0, 0, 0>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 4>}> ({
  ^bb0(%i: index):
    "test.term"() : () -> ()
  }) : () -> ()
  return
}

// -----

func.func @forall_empty_body() {
  // expected-error@+1 {{'scf.forall' op expects a non-empty block}}
  "scf.forall"() <{operandSegmentSizes = array<i32: 0, 0, 0, 0>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 4>}> ({
  ^bb0(%i: index):
  }) : () -> ()
  return
}

// -----

func.func @in_parallel_no_block() {
  scf.forall (%i) in (4) {
    // expected-error@+1 {{'scf.forall.in_parallel' op region #0 ('region') failed to verify constraint: region with 1 blocks}}
    "scf.forall.in_parallel"() ({
    }) : () -> ()
  }
  return
}
