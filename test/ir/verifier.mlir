// Generic IR verifier: dominance (same block, across blocks, nested regions, graph regions), successors only on the last op, empty blocks in multi-block regions, block references across regions.
// RUN: terrace-opt --allow-unregistered-dialect --split-input-file --verify-diagnostics %s
// RUN: %mlir-opt --allow-unregistered-dialect --split-input-file --verify-diagnostics %s
// Messages are the text both tools print at the same place.

func.func @use_before_def() {
  // expected-error@+1 {{operand #0 does not dominate this use}}
  "foo.use"(%x) : (i32) -> ()
  // expected-note@+1 {{operand defined here (op in the same block)}}
  %x = "foo.def"() : () -> i32
  return
}

// -----

func.func @self_use() {
  // expected-error@+2 {{operand #0 does not dominate this use}}
  // expected-note@+1 {{operand defined here (op in the same block)}}
  %x = "foo.self"(%x) : (i32) -> i32
  return
}

// -----

// A loop does not make a value dominate its own definition.
func.func @self_use_in_loop() {
  "foo.br"()[^bb1] : () -> ()
^bb1:
  // expected-error@+2 {{operand #0 does not dominate this use}}
  // expected-note@+1 {{operand defined here (op in the same block)}}
  %y = "foo.x"(%y) : (i32) -> i32
  "foo.br"()[^bb1] : () -> ()
}

// -----

func.func @later_block() {
  "foo.br"()[^bb1] : () -> ()
^bb1:
  // expected-error@+1 {{operand #0 does not dominate this use}}
  "foo.use"(%x) : (i32) -> ()
  "foo.br"()[^bb2] : () -> ()
^bb2:
  // expected-note@+1 {{operand defined here (op in the same region)}}
  %x = "foo.def"() : () -> i32
  return
}

// -----

// Defined on one path of a diamond only.
func.func @diamond(%c: i1) {
  "foo.cbr"(%c)[^bb1, ^bb2] : (i1) -> ()
^bb1:
  // expected-note@+1 {{operand defined here (op in the same region)}}
  %x = "foo.def"() : () -> i32
  "foo.br"()[^bb3] : () -> ()
^bb2:
  "foo.br"()[^bb3] : () -> ()
^bb3:
  // expected-error@+1 {{operand #0 does not dominate this use}}
  "foo.use"(%x) : (i32) -> ()
  return
}

// -----

func.func @nested_use_before_def() {
  "foo.r"() ({
    // expected-error@+1 {{operand #0 does not dominate this use}}
    "foo.use"(%x) : (i32) -> ()
  }) : () -> ()
  // expected-note@+1 {{operand defined here (op in a parent region)}}
  %x = "foo.def"() : () -> i32
  return
}

// -----

func.func @nested_cfg_region() -> i32 {
  %x = "foo.def"() : () -> i32
  "foo.r"() ({
    "foo.br"()[^bb1] : () -> ()
  ^bb1:
    // expected-error@+1 {{operand #0 does not dominate this use}}
    "foo.use"(%y) : (i32) -> ()
    "foo.term"() : () -> ()
  }) : () -> ()
  // expected-note@+1 {{operand defined here (op in a parent region)}}
  %y = "foo.def"() : () -> i32
  return %x : i32
}

// -----

// A multi-block region of an unregistered op is checked too.
"foo.g"() ({
  "foo.br"()[^bb1] : () -> ()
^bb1:
  // expected-error@+1 {{operand #0 does not dominate this use}}
  "foo.use"(%x) : (i32) -> ()
  "foo.br"()[^bb2] : () -> ()
^bb2:
  // expected-note@+1 {{operand defined here (op in the same region)}}
  %x = "foo.def"() : () -> i32
}) : () -> ()

// -----

func.func @successor_not_last() {
  // expected-error@+1 {{operation with block successors must terminate its parent block}}
  "foo.br"()[^bb1] : () -> ()
  "foo.x"() : () -> ()
^bb1:
  return
}

// -----

func.func @block_in_other_region() {
  "foo.r"() ({
    // expected-error@+1 {{reference to an undefined block}}
    "foo.br"()[^bb1] : () -> ()
  }) : () -> ()
^bb1:
  return
}

// -----

// The entry block may not be a successor.
// expected-error@+1 {{entry block of region may not have predecessors}}
func.func @branch_to_entry() {
^bb0:
  "foo.br"()[^bb0] : () -> ()
}

// -----

// Valid: the module body and a single-block region of an unregistered op are
// graph regions (no dominance); unreachable blocks are not checked; a value
// may be used in a nested region below its definition; a nested region may
// hold one empty block.
"foo.use"(%a) : (i32) -> ()
%a = "foo.def"() : () -> i32
"foo.g"() ({
  "foo.use"(%b) : (i32) -> ()
  %b = "foo.def"() : () -> i32
}) : () -> ()
func.func @valid() {
  %x = "foo.def"() : () -> i32
  "foo.r"() ({
    "foo.use"(%x) : (i32) -> ()
  }) : () -> ()
  "foo.r"() ({
  ^bb0:
  }) : () -> ()
  return
^bb1:
  "foo.use"(%y) : (i32) -> ()
  return
^bb2:
  %y = "foo.def"() : () -> i32
  return
}

// -----

// An op whose definition has no regions may not be given one.
func.func @regions_where_none(%a: i32) -> i32 {
  // expected-error@+1 {{'arith.addi' op requires zero regions}}
  %0 = "arith.addi"(%a, %a) ({}) : (i32, i32) -> i32
  return %0 : i32
}
