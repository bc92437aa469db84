// scf verifier and parser errors in Terrace's wording, where mlir-opt 22's differs (MLIR 22's region-branch edge messages, ODS region-count constraints, its own scf.for/scf.while/scf.index_switch checks), or where mlir-opt 22 reports something else first, accepts the op, rejects it at property conversion, or crashes; so mlir-opt is not run.
// RUN: terrace-opt --allow-unregistered-dialect --split-input-file --verify-diagnostics %s

func.func @if_yield_count(%c: i1) {
  // expected-error@+1 {{'scf.if' op region control flow edge from Region #0 to parent results: source has 0 operands, but target successor needs 1}}
  %0 = scf.if %c -> i32 {
    scf.yield
  } else {
    scf.yield
  }
  return
}

// -----

func.func @if_yield_type(%c: i1, %x: f32) {
  // expected-error@+1 {{'scf.if' op along control flow edge from Region #0 to parent results: source type #0 'f32' should match input type #0 'i32'}}
  %0 = scf.if %c -> i32 {
    scf.yield %x : f32
  } else {
    scf.yield %x : f32
  }
  return
}

// -----

// Only the else region's yield is wrong.
func.func @if_else_yield_type(%c: i1, %x: f32, %y: i32) {
  // expected-error@+1 {{to parent results: source type #0 'f32' should match input type #0 'i32'}}
  %0 = "scf.if"(%c) ({
    "scf.yield"(%y) : (i32) -> ()
  }, {
    "scf.yield"(%x) : (f32) -> ()
  }) : (i1) -> i32
  return
}

// -----

func.func @if_no_then_block(%c: i1) {
  // expected-error@+1 {{'scf.if' op requires a 'then' block}}
  "scf.if"(%c) ({}, {}) : (i1) -> ()
  return
}

// -----

func.func @for_no_block(%lb: index) {
  // expected-error@+1 {{'scf.for' op requires one region with a body block}}
  "scf.for"(%lb, %lb, %lb) ({}) : (index, index, index) -> ()
  return
}

// -----

func.func @for_no_region(%lb: index) {
  // expected-error@+1 {{'scf.for' op requires one region with a body block}}
  "scf.for"(%lb, %lb, %lb) : (index, index, index) -> ()
  return
}

// -----

func.func @for_block_arg_count(%lb: index, %x: i32) {
  // expected-error@+1 {{'scf.for' op mismatch in number of basic block args and defined values}}
  %0 = "scf.for"(%lb, %lb, %lb, %x) ({
  ^bb0(%i: index):
    "scf.yield"(%x) : (i32) -> ()
  }) : (index, index, index, i32) -> i32
  return
}

// -----

func.func @for_iter_operand_type(%lb: index, %x: i32) {
  // expected-error@+1 {{'scf.for' op types mismatch between 0th iter operand and defined value}}
  %0 = "scf.for"(%lb, %lb, %lb, %x) ({
  ^bb0(%i: index, %a: f32):
    "scf.yield"(%a) : (f32) -> ()
  }) : (index, index, index, i32) -> f32
  return
}

// -----

func.func @for_iter_region_arg_type(%lb: index, %x: i32) {
  // expected-error@+1 {{'scf.for' op types mismatch between 0th iter region arg and defined value}}
  %0 = "scf.for"(%lb, %lb, %lb, %x) ({
  ^bb0(%i: index, %a: f32):
    "scf.yield"(%x) : (i32) -> ()
  }) : (index, index, index, i32) -> i32
  return
}

// -----

func.func @for_yield_count(%lb: index, %x: i32) {
  // expected-error@+1 {{'scf.for' op region control flow edge from Region #0 to parent results: source has 0 operands, but target successor needs 1}}
  %0 = scf.for %i = %lb to %lb step %lb iter_args(%a = %x) -> (i32) {
    "scf.yield"() : () -> ()
  }
  return
}

// -----

func.func @for_yield_type(%lb: index, %x: i32, %y: f32) {
  // expected-error@+1 {{'scf.for' op along control flow edge from Region #0 to parent results: source type #0 'f32' should match input type #0 'i32'}}
  %0 = scf.for %i = %lb to %lb step %lb iter_args(%a = %x) -> (i32) {
    scf.yield %y : f32
  }
  return
}

// -----

func.func @execute_region_yield_count() {
  // expected-error@+1 {{'scf.execute_region' op region control flow edge from Region #0 to parent results: source has 0 operands, but target successor needs 1}}
  %0 = scf.execute_region -> i32 {
    scf.yield
  }
  return
}

// -----

func.func @execute_region_yield_type(%x: f32) {
  // expected-error@+1 {{'scf.execute_region' op along control flow edge from Region #0 to parent results: source type #0 'f32' should match input type #0 'i32'}}
  %0 = scf.execute_region -> i32 {
    scf.yield %x : f32
  }
  return
}

// -----

func.func @while_empty_regions() {
  // expected-error@+1 {{'scf.while' op expects non-empty regions}}
  "scf.while"() ({}, {}) : () -> ()
  return
}

// -----

func.func @while_empty_after_region() {
  // expected-error@+1 {{'scf.while' op expects non-empty regions}}
  "scf.while"() ({
    %t = "arith.constant"() <{value = true}> : () -> i1
    "scf.condition"(%t) : (i1) -> ()
  }, {}) : () -> ()
  return
}

// -----

func.func @while_one_region() {
  // expected-error@+1 {{'scf.while' op expects non-empty regions}}
  "scf.while"() ({
    %t = "arith.constant"() <{value = true}> : () -> i1
    "scf.condition"(%t) : (i1) -> ()
  }) : () -> ()
  return
}

// -----

func.func @while_before_argument_type(%x: i32) {
  // expected-error@+1 {{'scf.while' op expects the 'before' region's argument #0 to match operand #0}}
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

// mlir-opt 22 also attaches a "terminator here" note at the scf.yield.
func.func @while_before_terminator() {
  // expected-error@+1 {{'scf.while' op expects the 'before' region to terminate with 'scf.condition'}}
  "scf.while"() ({
    "scf.yield"() : () -> ()
  }, {
    "scf.yield"() : () -> ()
  }) : () -> ()
  return
}

// -----

func.func @while_condition_operand_count() {
  // expected-error@+1 {{'scf.while' op expects the same number of trailing operands of the 'scf.condition' as results}}
  %0 = "scf.while"() ({
    %t = "arith.constant"() <{value = true}> : () -> i1
    "scf.condition"(%t) : (i1) -> ()
  }, {
  ^bb0(%a: i32):
    "scf.yield"() : () -> ()
  }) : () -> i32
  return
}

// -----

func.func @while_after_argument_count(%x: i32) {
  // expected-error@+1 {{'scf.while' op expects the 'after' region to take the 1 results}}
  %0 = scf.while : () -> i32 {
    %t = arith.constant true
    scf.condition(%t) %x : i32
  } do {
    scf.yield
  }
  return
}

// -----

func.func @while_after_argument_type(%x: i32) {
  // expected-error@+1 {{'scf.while' op expects the 'scf.condition' operand #1, the 'after' argument and the result to have one type}}
  %0 = scf.while : () -> i32 {
    %t = arith.constant true
    scf.condition(%t) %x : i32
  } do {
  ^bb0(%a: f32):
    scf.yield
  }
  return
}

// -----

func.func @while_condition_operand_type(%x: i32) {
  // expected-error@+1 {{'scf.while' op expects the 'scf.condition' operand #1, the 'after' argument and the result to have one type}}
  %0 = scf.while : () -> f32 {
    %t = arith.constant true
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
  // expected-error@+1 {{source has 0 operands, but target successor needs 1}}
  scf.while (%a = %x) : (i32) -> () {
    %t = arith.constant true
    scf.condition(%t)
  } do {
    scf.yield
  }
  return
}

// -----

func.func @while_yield_type(%x: i32, %y: f32) {
  // expected-error@+1 {{source type #0 'f32' should match input type #0 'i32'}}
  scf.while (%a = %x) : (i32) -> () {
    %t = arith.constant true
    scf.condition(%t)
  } do {
    scf.yield %y : f32
  }
  return
}

// -----

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

// mlir-opt 22 accepts region arguments here.
func.func @switch_region_arguments(%i: index) {
  // expected-error@+1 {{'scf.index_switch' op expects each region to be one block without arguments}}
  "scf.index_switch"(%i) <{cases = array<i64: 1>}> ({
    "scf.yield"() : () -> ()
  }, {
  ^bb0(%x: i32):
    "scf.yield"() : () -> ()
  }) : (index) -> ()
  return
}

// -----

func.func @switch_empty_region(%i: index) {
  // expected-error@+1 {{'scf.index_switch' op expects each region to be one block without arguments}}
  "scf.index_switch"(%i) <{cases = array<i64: 1>}> ({
    "scf.yield"() : () -> ()
  }, {
  }) : (index) -> ()
  return
}

// -----

func.func @switch_default_yield_count(%i: index) {
  // expected-error@+1 {{'scf.index_switch' op region control flow edge from Region #0 to parent results: source has 0 operands, but target successor needs 1}}
  %0 = scf.index_switch %i -> i32
  default {
    scf.yield
  }
  return
}

// -----

func.func @switch_default_yield_type(%i: index, %x: f32) {
  // expected-error@+1 {{'scf.index_switch' op along control flow edge from Region #0 to parent results: source type #0 'f32' should match input type #0 'i32'}}
  %0 = scf.index_switch %i -> i32
  case 2 {
    %c = arith.constant 1 : i32
    scf.yield %c : i32
  }
  default {
    scf.yield %x : f32
  }
  return
}

// -----

// Only the case region (region #1) yields the wrong type.
func.func @switch_case_yield_type(%i: index, %x: f32) {
  // expected-error@+1 {{to parent results: source type #0 'f32' should match input type #0 'i32'}}
  %0 = scf.index_switch %i -> i32
  case 2 {
    scf.yield %x : f32
  }
  default {
    %c = arith.constant 1 : i32
    scf.yield %c : i32
  }
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
