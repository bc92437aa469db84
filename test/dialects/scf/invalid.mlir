// scf ops in malformed generic form get a diagnostic, not a crash: missing regions, region arguments where there must be none, induction variable and loop-carried types, while's regions and condition (Terrace's wording).
// RUN: terrace-opt --split-input-file --verify-diagnostics %s

func.func @f(%c: i1) {
  // expected-error@+1 {{'scf.if' op requires 2 regions}}
  "scf.if"(%c) : (i1) -> ()
  return
}

// -----

func.func @f(%c: i1) {
  // expected-error@+1 {{'scf.if' op region cannot have any arguments}}
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
  // expected-error@+1 {{'scf.while' op expects the 'before' region to take the 1 operands}}
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
