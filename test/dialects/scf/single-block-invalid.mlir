// scf.if, scf.while and scf.index_switch hold one block per region, as MLIR 22's SingleBlock trait checks (before the op's own verifier).
// RUN: terrace-opt --split-input-file --verify-diagnostics %s
// RUN: %mlir-opt --split-input-file --verify-diagnostics %s

func.func @if_two_blocks(%c: i1) {
  // expected-error@+1 {{'scf.if' op expects region #0 to have 0 or 1 blocks}}
  scf.if %c {
    cf.br ^bb1
  ^bb1:
    scf.yield
  }
  return
}

// -----

func.func @while_two_blocks(%c: i1) {
  // expected-error@+1 {{'scf.while' op expects region #0 to have 0 or 1 blocks}}
  scf.while : () -> () {
    cf.br ^bb1
  ^bb1:
    scf.condition(%c)
  } do {
    scf.yield
  }
  return
}

// -----

func.func @switch_two_blocks(%i: index) {
  // expected-error@+1 {{'scf.index_switch' op expects region #0 to have 0 or 1 blocks}}
  scf.index_switch %i
  default {
    cf.br ^bb1
  ^bb1:
    scf.yield
  }
  return
}
