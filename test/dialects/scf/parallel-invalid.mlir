// scf.parallel, scf.reduce, scf.reduce.return, scf.forall and scf.forall.in_parallel verifier errors, with mlir-opt 22's messages.
// RUN: terrace-opt --allow-unregistered-dialect --split-input-file --verify-diagnostics %s
// RUN: %mlir-opt --allow-unregistered-dialect --split-input-file --verify-diagnostics %s

func.func @no_loops() {
  // expected-error@+1 {{'scf.parallel' op needs at least one tuple element for lowerBound, upperBound and step}}
  "scf.parallel"() <{operandSegmentSizes = array<i32: 0, 0, 0, 0>}> ({
    "scf.reduce"() : () -> ()
  }) : () -> ()
  return
}

// -----

func.func @zero_step(%lb: index, %ub: index) {
  %c0 = arith.constant 0 : index
  // expected-error@+1 {{'scf.parallel' op constant step operand must be positive}}
  scf.parallel (%i) = (%lb) to (%ub) step (%c0) {
  }
  return
}

// -----

func.func @iv_count(%lb: index) {
  // expected-error@+1 {{'scf.parallel' op expects the same number of induction variables: 2 as bound and step values: 1}}
  "scf.parallel"(%lb, %lb, %lb) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> ({
  ^bb0(%i: index, %j: index):
    "scf.reduce"() : () -> ()
  }) : (index, index, index) -> ()
  return
}

// -----

func.func @iv_type(%lb: index) {
  // expected-error@+1 {{'scf.parallel' op expects arguments for the induction variable to be of index type}}
  "scf.parallel"(%lb, %lb, %lb) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> ({
  ^bb0(%i: i32):
    "scf.reduce"() : () -> ()
  }) : (index, index, index) -> ()
  return
}

// -----

func.func @wrong_terminator(%lb: index) {
  // expected-error@+1 {{'scf.parallel' op expects body to terminate with 'scf.reduce'}}
  "scf.parallel"(%lb, %lb, %lb) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> ({
  ^bb0(%i: index):
    // expected-note@+1 {{terminator here}}
    "scf.yield"() : () -> ()
  }) : (index, index, index) -> ()
  return
}

// -----

func.func @results_vs_reductions(%lb: index, %x: f32) {
  // expected-error@+1 {{'scf.parallel' op expects number of results: 1 to be the same as number of reductions: 0}}
  %r = scf.parallel (%i) = (%lb) to (%lb) step (%lb) init (%x) -> f32 {
    scf.reduce
  }
  return
}

// -----

func.func @reduction_type(%lb: index, %x: f32, %y: i32) {
  %r = scf.parallel (%i) = (%lb) to (%lb) step (%lb) init (%x) -> f32 {
    // expected-error@+1 {{'scf.reduce' op expects type of 0-th reduction operand: 'i32' to be the same as the 0-th result type: 'f32'}}
    scf.reduce(%y : i32) {
    ^bb0(%a: i32, %b: i32):
      scf.reduce.return %a : i32
    }
  }
  return
}

// -----

func.func @reduce_regions(%lb: index, %x: f32) {
  // expected-error@+1 {{'scf.parallel' op expects number of results: 1 to be the same as number of reductions: 0}}
  %r = scf.parallel (%i) = (%lb) to (%lb) step (%lb) init (%x) -> f32 {
    "scf.reduce"(%x) : (f32) -> ()
  }
  return
}

// -----

func.func @reduce_arguments(%lb: index, %x: f32) {
  %r = scf.parallel (%i) = (%lb) to (%lb) step (%lb) init (%x) -> f32 {
    // expected-error@+1 {{'scf.reduce' op expected two block arguments with type 'f32' in the 0-th reduction region}}
    scf.reduce(%x : f32) {
    ^bb0(%a: f32):
      scf.reduce.return %a : f32
    }
  }
  return
}

// -----

func.func @reduce_return_type(%lb: index, %x: f32, %y: i32) {
  %r = scf.parallel (%i) = (%lb) to (%lb) step (%lb) init (%x) -> f32 {
    scf.reduce(%x : f32) {
    ^bb0(%a: f32, %b: f32):
      // expected-error@+1 {{'scf.reduce.return' op must have type 'f32' (the type of the reduction inputs)}}
      scf.reduce.return %y : i32
    }
  }
  return
}

// -----

func.func @reduce_parent() {
  "test.region"() ({
    // expected-error@+1 {{'scf.reduce' op expects parent op 'scf.parallel'}}
    "scf.reduce"() : () -> ()
  }) : () -> ()
  return
}

// -----

func.func @forall_results(%t: tensor<4xf32>) {
  // expected-error@+1 {{'scf.forall' op produces 1 results, but has only 0 outputs}}
  %r = "scf.forall"() <{operandSegmentSizes = array<i32: 0, 0, 0, 0>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 4>}> ({
  ^bb0(%i: index):
    "scf.forall.in_parallel"() ({
    ^bb0:
    }) : () -> ()
  }) : () -> tensor<4xf32>
  return
}

// -----

func.func @forall_arguments() {
  // expected-error@+1 {{'scf.forall' op region expects 1 arguments}}
  "scf.forall"() <{operandSegmentSizes = array<i32: 0, 0, 0, 0>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 4>}> ({
  ^bb0(%i: index, %j: index):
    "scf.forall.in_parallel"() ({
    ^bb0:
    }) : () -> ()
  }) : () -> ()
  return
}

// -----

func.func @forall_iv_type() {
  // expected-error@+1 {{'scf.forall' op expects 0-th block argument to be an index}}
  "scf.forall"() <{operandSegmentSizes = array<i32: 0, 0, 0, 0>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 4>}> ({
  ^bb0(%i: i32):
    "scf.forall.in_parallel"() ({
    ^bb0:
    }) : () -> ()
  }) : () -> ()
  return
}

// -----

func.func @forall_bound_count() {
  // expected-error@+1 {{expected 1 upper bound values, got 2}}
  "scf.forall"() <{operandSegmentSizes = array<i32: 0, 0, 0, 0>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 4, 5>}> ({
  ^bb0(%i: index):
    "scf.forall.in_parallel"() ({
    ^bb0:
    }) : () -> ()
  }) : () -> ()
  return
}

// -----

func.func @forall_dynamic_count(%n: index) {
  // expected-error@+1 {{expected 0 dynamic upper bound values}}
  "scf.forall"(%n) <{operandSegmentSizes = array<i32: 0, 1, 0, 0>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 4>}> ({
  ^bb0(%i: index):
    "scf.forall.in_parallel"() ({
    ^bb0:
    }) : () -> ()
  }) : (index) -> ()
  return
}

// -----

func.func @forall_mapping(%n: index) {
  // expected-error@+1 {{'scf.forall' op attribute 'mapping' failed to satisfy constraint: Device Mapping array attribute}}
  scf.forall (%i) in (%n) {
  } {mapping = ["x"]}
  return
}

// -----

func.func @in_parallel_content(%t: tensor<4xf32>) {
  %r = scf.forall (%i) in (4) shared_outs(%a = %t) -> (tensor<4xf32>) {
    // expected-error@+1 {{'scf.forall.in_parallel' op expected only ParallelCombiningOpInterface ops}}
    scf.forall.in_parallel {
      %c = arith.constant 0 : index
    }
  }
  return
}

// -----

func.func @in_parallel_parent() {
  "test.region"() ({
    // expected-error@+1 {{'scf.forall.in_parallel' op expects parent op 'scf.forall'}}
    "scf.forall.in_parallel"() ({
    ^bb0:
    }) : () -> ()
  }) : () -> ()
  return
}
