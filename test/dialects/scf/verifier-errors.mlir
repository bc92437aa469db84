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

// -----

func.func @if_yield_count(%c: i1) {
  // expected-error@+1 {{'scf.if' op along control flow edge from Operation scf.yield to parent: region branch point has 0 operands, but region successor needs 1 inputs}}
  %0 = scf.if %c -> i32 {
    // expected-note@+1 {{region branch point}}
    scf.yield
  } else {
    scf.yield
  }
  return
}

// -----

func.func @if_yield_type(%c: i1, %x: f32) {
  // expected-error@+1 {{'scf.if' op along control flow edge from Operation scf.yield to parent: successor operand type #0 'f32' should match successor input type #0 'i32'}}
  %0 = scf.if %c -> i32 {
    // expected-note@+1 {{region branch point}}
    scf.yield %x : f32
  } else {
    scf.yield %x : f32
  }
  return
}

// -----

// Only the else region's yield is wrong.
func.func @if_else_yield_type(%c: i1, %x: f32, %y: i32) {
  // expected-error@+1 {{'scf.if' op along control flow edge from Operation scf.yield to parent: successor operand type #0 'f32' should match successor input type #0 'i32'}}
  %0 = "scf.if"(%c) ({
    "scf.yield"(%y) : (i32) -> ()
  }, {
    // expected-note@+1 {{region branch point}}
    "scf.yield"(%x) : (f32) -> ()
  }) : (i1) -> i32
  return
}

// -----

func.func @if_no_then_block(%c: i1) {
  // expected-error@+1 {{'scf.if' op region #0 ('thenRegion') failed to verify constraint: region with 1 blocks}}
  "scf.if"(%c) ({}, {}) : (i1) -> ()
  return
}

// -----

func.func @for_no_block(%lb: index) {
  // expected-error@+1 {{'scf.for' op region #0 ('region') failed to verify constraint: region with 1 blocks}}
  "scf.for"(%lb, %lb, %lb) ({}) : (index, index, index) -> ()
  return
}

// -----

func.func @for_no_region(%lb: index) {
  // expected-error@+1 {{'scf.for' op requires one region}}
  "scf.for"(%lb, %lb, %lb) : (index, index, index) -> ()
  return
}

// -----

func.func @for_block_arg_count(%lb: index, %x: i32) {
  // expected-error@+1 {{'scf.for' op different number of inits and region iter_args: 1 != 0}}
  %0 = "scf.for"(%lb, %lb, %lb, %x) ({
  ^bb0(%i: index):
    "scf.yield"(%x) : (i32) -> ()
  }) : (index, index, index, i32) -> i32
  return
}

// -----

func.func @for_iter_operand_type(%lb: index, %x: i32) {
  // expected-error@+1 {{'scf.for' op 0-th init and 0-th region iter_arg have different type: 'i32' != 'f32'}}
  %0 = "scf.for"(%lb, %lb, %lb, %x) ({
  ^bb0(%i: index, %a: f32):
    "scf.yield"(%a) : (f32) -> ()
  }) : (index, index, index, i32) -> f32
  return
}

// -----

func.func @for_iter_region_arg_type(%lb: index, %x: i32) {
  // expected-error@+1 {{'scf.for' op 0-th init and 0-th region iter_arg have different type: 'i32' != 'f32'}}
  %0 = "scf.for"(%lb, %lb, %lb, %x) ({
  ^bb0(%i: index, %a: f32):
    "scf.yield"(%x) : (i32) -> ()
  }) : (index, index, index, i32) -> i32
  return
}

// -----

func.func @for_yield_count(%lb: index, %x: i32) {
  // expected-error@+1 {{'scf.for' op along control flow edge from Operation scf.yield to Region #0: region branch point has 0 operands, but region successor needs 1 inputs}}
  %0 = scf.for %i = %lb to %lb step %lb iter_args(%a = %x) -> (i32) {
    // expected-note@+1 {{region branch point}}
    "scf.yield"() : () -> ()
  }
  return
}

// -----

func.func @for_yield_type(%lb: index, %x: i32, %y: f32) {
  // expected-error@+1 {{'scf.for' op 0-th region iter_arg and 0-th yielded value have different type: 'i32' != 'f32'}}
  %0 = scf.for %i = %lb to %lb step %lb iter_args(%a = %x) -> (i32) {
    scf.yield %y : f32
  }
  return
}

// -----

func.func @execute_region_yield_count() {
  // expected-error@+1 {{'scf.execute_region' op along control flow edge from Operation scf.yield to parent: region branch point has 0 operands, but region successor needs 1 inputs}}
  %0 = scf.execute_region -> i32 {
    // expected-note@+1 {{region branch point}}
    scf.yield
  }
  return
}

// -----

func.func @execute_region_yield_type(%x: f32) {
  // expected-error@+1 {{'scf.execute_region' op along control flow edge from Operation scf.yield to parent: successor operand type #0 'f32' should match successor input type #0 'i32'}}
  %0 = scf.execute_region -> i32 {
    // expected-note@+1 {{region branch point}}
    scf.yield %x : f32
  }
  return
}

// -----

func.func @while_empty_regions() {
  // expected-error@+1 {{'scf.while' op region #0 ('before') failed to verify constraint: region with 1 blocks}}
  "scf.while"() ({}, {}) : () -> ()
  return
}

// -----

func.func @while_empty_after_region() {
  // expected-error@+1 {{'scf.while' op region #1 ('after') failed to verify constraint: region with 1 blocks}}
  "scf.while"() ({
    %t = "arith.constant"() <{value = true}> : () -> i1
    "scf.condition"(%t) : (i1) -> ()
  }, {}) : () -> ()
  return
}

// -----

func.func @while_one_region() {
  // expected-error@+1 {{'scf.while' op expected 2 regions}}
  "scf.while"() ({
    %t = "arith.constant"() <{value = true}> : () -> i1
    "scf.condition"(%t) : (i1) -> ()
  }) : () -> ()
  return
}

// -----

func.func @while_before_argument_type(%x: i32) {
  // expected-error@+2 {{'scf.while' op along control flow edge from parent to Region #0: successor operand type #0 'i32' should match successor input type #0 'f32'}}
  // expected-note@+1 {{region branch point}}
  "scf.while"(%x) ({
  ^bb0(%a: f32):
    %t = "arith.constant"() <{value = true}> : () -> i1
    "scf.condition"(%t) : (i1) -> ()
  }, {
    "scf.yield"(%x) : (i32) -> ()
  }) : (i32) -> ()
  return
}

// -----

func.func @while_before_terminator() {
  // expected-error@+1 {{'scf.while' op expects the 'before' region to terminate with 'scf.condition'}}
  "scf.while"() ({
    // expected-note@+1 {{terminator here}}
    "scf.yield"() : () -> ()
  }, {
    "scf.yield"() : () -> ()
  }) : () -> ()
  return
}

// -----

func.func @while_after_argument_count(%x: i32) {
  // expected-error@+1 {{'scf.while' op along control flow edge from Operation scf.condition to Region #1: region branch point has 1 operands, but region successor needs 0 inputs}}
  %0 = scf.while : () -> i32 {
    %t = arith.constant true
    // expected-note@+1 {{region branch point}}
    scf.condition(%t) %x : i32
  } do {
    scf.yield
  }
  return
}

// -----

func.func @while_after_argument_type(%x: i32) {
  // expected-error@+1 {{'scf.while' op along control flow edge from Operation scf.condition to Region #1: successor operand type #0 'i32' should match successor input type #0 'f32'}}
  %0 = scf.while : () -> i32 {
    %t = arith.constant true
    // expected-note@+1 {{region branch point}}
    scf.condition(%t) %x : i32
  } do {
  ^bb0(%a: f32):
    scf.yield
  }
  return
}

// -----

// The 'after' region's scf.yield feeds the 'before' region.
func.func @while_yield_count(%x: i32) {
  // expected-error@+1 {{'scf.while' op along control flow edge from Operation scf.yield to Region #0: region branch point has 0 operands, but region successor needs 1 inputs}}
  scf.while (%a = %x) : (i32) -> () {
    %t = arith.constant true
    scf.condition(%t)
  } do {
    // expected-note@+1 {{region branch point}}
    scf.yield
  }
  return
}

// -----

func.func @while_yield_type(%x: i32, %y: f32) {
  // expected-error@+1 {{'scf.while' op along control flow edge from Operation scf.yield to Region #0: successor operand type #0 'f32' should match successor input type #0 'i32'}}
  scf.while (%a = %x) : (i32) -> () {
    %t = arith.constant true
    scf.condition(%t)
  } do {
    // expected-note@+1 {{region branch point}}
    scf.yield %y : f32
  }
  return
}

// -----

func.func @switch_empty_region(%i: index) {
  // expected-error@+1 {{'scf.index_switch' op region #1 ('caseRegions') failed to verify constraint: region with 1 blocks}}
  "scf.index_switch"(%i) <{cases = array<i64: 1>}> ({
    "scf.yield"() : () -> ()
  }, {
  }) : (index) -> ()
  return
}

// -----

func.func @switch_default_yield_count(%i: index) {
  // expected-error@+1 {{'scf.index_switch' op expected each region to return 1 values, but default region returns 0}}
  %0 = scf.index_switch %i -> i32
  default {
    // expected-note@+1 {{see yield operation here}}
    scf.yield
  }
  return
}

// -----

func.func @switch_default_yield_type(%i: index, %x: f32) {
  // expected-error@+1 {{'scf.index_switch' op expected result #0 of each region to be 'i32'}}
  %0 = scf.index_switch %i -> i32
  case 2 {
    %c = arith.constant 1 : i32
    scf.yield %c : i32
  }
  default {
    // expected-note@+1 {{default region returns 'f32' here}}
    scf.yield %x : f32
  }
  return
}

// -----

// Only the case region (region #1) yields the wrong type.
func.func @switch_case_yield_type(%i: index, %x: f32) {
  // expected-error@+1 {{'scf.index_switch' op expected result #0 of each region to be 'i32'}}
  %0 = scf.index_switch %i -> i32
  case 2 {
    // expected-note@+1 {{case region #0 returns 'f32' here}}
    scf.yield %x : f32
  }
  default {
    %c = arith.constant 1 : i32
    scf.yield %c : i32
  }
  return
}

// -----

func.func @while_condition_operand_count() {
  // expected-error@+1 {{'scf.while' op along control flow edge from Operation scf.condition to parent: region branch point has 0 operands, but region successor needs 1 inputs}}
  %0 = "scf.while"() ({
    %t = "arith.constant"() <{value = true}> : () -> i1
    // expected-note@+1 {{region branch point}}
    "scf.condition"(%t) : (i1) -> ()
  }, {
  ^bb0(%a: i32):
    "scf.yield"() : () -> ()
  }) : () -> i32
  return
}

// -----

func.func @while_condition_operand_type(%x: i32) {
  // expected-error@+1 {{'scf.while' op along control flow edge from Operation scf.condition to parent: successor operand type #0 'i32' should match successor input type #0 'f32'}}
  %0 = scf.while : () -> f32 {
    %t = arith.constant true
    // expected-note@+1 {{region branch point}}
    scf.condition(%t) %x : i32
  } do {
  ^bb0(%a: f32):
    scf.yield
  }
  return
}

// -----

// Accepted by both: nothing forbids arguments on a case region.
func.func @switch_region_arguments(%i: index) {
  "scf.index_switch"(%i) <{cases = array<i64: 1>}> ({
    "scf.yield"() : () -> ()
  }, {
  ^bb0(%x: i32):
    "scf.yield"() : () -> ()
  }) : (index) -> ()
  return
}

// -----

func.func @f(%c: i1) {
  // expected-error@+1 {{'scf.if' op expected 2 regions}}
  "scf.if"(%c) : (i1) -> ()
  return
}

// -----

func.func @f(%c: i1) {
  // expected-error@+1 {{'scf.if' op region #0 should have no arguments}}
  "scf.if"(%c) ({
  ^bb0(%x: i32):
    "scf.yield"() : () -> ()
  }, {}) : (i1) -> ()
  return
}

// -----

func.func @f(%lb: index) {
  // expected-error@+1 {{'scf.for' op expected induction variable to be same type as bounds and step}}
  "scf.for"(%lb, %lb, %lb) ({
  ^bb0(%i: i32):
    "scf.yield"() : () -> ()
  }) : (index, index, index) -> ()
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error@+2 {{'scf.while' op along control flow edge from parent to Region #0: region branch point has 1 operands, but region successor needs 0 inputs}}
  // expected-note@+1 {{region branch point}}
  %0 = "scf.while"(%a) ({
    %t = "arith.constant"() <{value = true}> : () -> i1
    "scf.condition"(%t, %a) : (i1, i32) -> ()
  }, {
  ^bb0(%x: i32):
    "scf.yield"(%x) : (i32) -> ()
  }) : (i32) -> i32
  return
}

// -----

func.func @f() {
  // expected-error@+1 {{'scf.execute_region' op region needs to have at least one block}}
  "scf.execute_region"() ({}) : () -> ()
  return
}

// -----

func.func @parallel_no_region(%lb: index) {
  // expected-error@+1 {{'scf.parallel' op requires one region}}
  "scf.parallel"(%lb, %lb, %lb) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> : (index, index, index) -> ()
  return
}

// -----

func.func @reduce_empty_body(%lb: index, %x: f32) {
  %r = scf.parallel (%i) = (%lb) to (%lb) step (%lb) init (%x) -> f32 {
    // expected-error@+1 {{empty block: expect at least a terminator}}
    "scf.reduce"(%x) ({
    ^bb0(%a: f32, %b: f32):
    }) : (f32) -> ()
  }
  return
}

// -----

func.func @forall_no_region() {
  // expected-error@+1 {{'scf.forall' op requires one region}}
  "scf.forall"() <{operandSegmentSizes = array<i32: 0, 0, 0, 0>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 4>}> : () -> ()
  return
}

// -----

func.func @forall_yield_terminator() {
  "scf.forall"() <{operandSegmentSizes = array<i32: 0, 0, 0, 0>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 4>}> ({
  ^bb0(%i: index):
    // expected-error@+1 {{'scf.yield' op expects parent op to be one of 'scf.execute_region, scf.for, scf.if, scf.index_switch, scf.while'}}
    "scf.yield"() : () -> ()
  }) : () -> ()
  return
}

// -----

func.func @in_parallel_no_region() {
  scf.forall (%i) in (4) {
    // expected-error@+1 {{'scf.forall.in_parallel' op requires one region}}
    "scf.forall.in_parallel"() : () -> ()
  }
  return
}

// -----

// The body's last op is not a terminator (mlir-opt prints the op after "has", terrace its name).
func.func @reduce_no_terminator(%lb: index, %x: f32) {
  %r = scf.parallel (%i) = (%lb) to (%lb) step (%lb) init (%x) -> f32 {
    scf.reduce(%x : f32) {
    ^bb0(%a: f32, %b: f32):
      // expected-error@+1 {{block with no terminator, has}}
      %c = arith.addf %a, %b : f32
    }
  }
  return
}

// -----

func.func @switch_parse_case_value(%i: index) {
  scf.index_switch %i
  // expected-error@+1 {{custom op 'scf.index_switch' expected integer value}}
  case "a" {
    scf.yield
  }
  default {
    scf.yield
  }
  return
}

// -----

func.func @switch_cases_element_type(%i: index) {
  // expected-error@+1 {{invalid properties {cases = array<i32: 1>} for op scf.index_switch: Invalid attribute `cases` in property conversion: array<i32: 1>}}
  "scf.index_switch"(%i) <{cases = array<i32: 1>}> ({
    "scf.yield"() : () -> ()
  }, {
    "scf.yield"() : () -> ()
  }) : (index) -> ()
  return
}

// -----

func.func @forall_step_element_type() {
  // expected-error@+1 {{invalid properties {operandSegmentSizes = array<i32: 0, 0, 0, 0>, staticLowerBound = array<i64: 0>, staticStep = array<i32: 1>, staticUpperBound = array<i64: 4>} for op scf.forall: Invalid attribute `staticStep` in property conversion: array<i32: 1>}}
  "scf.forall"() <{operandSegmentSizes = array<i32: 0, 0, 0, 0>, staticLowerBound = array<i64: 0>, staticStep = array<i32: 1>, staticUpperBound = array<i64: 4>}> ({
  ^bb0(%i: index):
    "scf.forall.in_parallel"() ({
    ^bb0:
    }) : () -> ()
  }) : () -> ()
  return
}
