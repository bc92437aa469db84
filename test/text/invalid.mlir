// Malformed input: each chunk gives one located error (lexer, syntax, undefined and redefined names, type mismatches, counts, dense literals, ranges).
// RUN: terrace-opt --allow-unregistered-dialect --split-input-file --verify-diagnostics %s
// RUN: %mlir-opt --allow-unregistered-dialect --split-input-file --verify-diagnostics %s
// Each expected message is text (or a part of it) that both tools print at the same place, so mlir-opt 22 runs it too.
// Directives are written `expected-error@+N` (no space before @): see known-differences.txt.

// Lexer: strings and bad characters.

// expected-error@+1 {{expected '"' in string literal}}
"foo.a"() {s = "abc} : () -> ()

// -----

// expected-error@+1 {{expected '"' in string literal}}
"foo.a"() {s = "a
b"} : () -> ()

// -----

// expected-error@+1 {{unknown escape in string literal}}
"foo.a"() {s = "a\qb"} : () -> ()

// -----

// expected-error@+1 {{unknown escape in string literal}}
"foo.a"() {v = "\u{41}"} : () -> ()

// -----

// expected-error@+1 {{unknown escape in string literal}}
"foo.a"() {v = "\4g"} : () -> ()

// -----

// expected-error@+1 {{unexpected character}}
"foo.a"() : () -> () `

// -----

// expected-error@+1 {{hexadecimal float literal should not have a leading minus}}
"foo.a"() {v = -0x0 : f64} : () -> ()

// -----

// expected-error@+2 {{unexpected decimal integer literal for a floating point value}}
// expected-note@+1 {{add a trailing dot to make the literal a float}}
"foo.a"() {v = 1 : f32} : () -> ()

// -----

// expected-error@+1 {{floating point value not valid for specified type}}
"foo.a"() {v = 1.0 : i32} : () -> ()

// -----

// expected-error@+1 {{integer literal not valid for specified type}}
"foo.a"() {v = 1 : tensor<i32>} : () -> ()

// -----

// Generic op syntax.

// expected-error@+1 {{expected '(' to start operand list}}
"foo.a" : () -> ()

// -----

// expected-error@+1 {{expected ':' followed by operation type}}
"foo.a"()

// -----

// expected-error@+1 {{expected function type}}
"foo.a"() : i32

// -----

// expected-error@+1 {{expected ':' followed by operation type}}
"foo.a"() {a = 1} {b = 2} : () -> ()

// -----

// expected-error@+1 {{expected ')'}}
"foo.a"() : () -> (i32

// -----

// expected-error@+1 {{expected valid attribute name}}
"foo.a"() {"" = 1} : () -> ()

// -----

// expected-error@+1 {{duplicate key 'a' in dictionary attribute}}
"foo.a"() {a = 1, a = 2} : () -> ()

// -----

// expected-error@+1 {{expected attribute value}}
"foo.a"() {v = [1, ]} : () -> ()

// -----

// expected-error@+1 {{expected attribute name}}
"foo.a"() {v = {a = 1, }} : () -> ()

// -----

// Undefined names.

// expected-error@+1 {{use of undeclared SSA value name}}
"foo.a"(%undefined) : (i32) -> ()

// -----

"foo.a"() ({
  // expected-error@+1 {{reference to an undefined block}}
  "foo.br"()[^bb5] : () -> ()
}) : () -> ()

// -----

// expected-error@+1 {{undefined symbol alias id 'undefined_alias'}}
"foo.a"() {m = #undefined_alias} : () -> ()

// -----

// expected-error@+1 {{undefined symbol alias id 'undefined_type'}}
"foo.a"() : () -> !undefined_type

// -----

// expected-error@+1 {{undefined symbol alias id 'b'}}
#a = #b
#b = 1
"foo.a"() : () -> ()

// -----

// expected-error@+1 {{operation location alias was never defined}}
"foo.a"() : () -> () loc(#nope)

// -----

// A value defined in a nested region is not visible after it.
%0 = "foo.a"() : () -> i32
"foo.a"() ({
  %1 = "foo.b"() : () -> i32
}) : () -> ()
// expected-error@+1 {{use of undeclared SSA value name}}
"foo.c"(%1) : (i32) -> ()

// -----

// Redefinitions.

// expected-note@+1 {{previously defined here}}
%x = "foo.a"() : () -> i32
// expected-error@+1 {{redefinition of SSA value '%x'}}
%x = "foo.b"() : () -> i32

// -----

// expected-note@+1 {{previously defined here}}
%x = "foo.a"() : () -> i32
"foo.a"() ({
  // expected-error@+1 {{redefinition of SSA value '%x'}}
  %x = "foo.b"() : () -> i32
}) : () -> ()

// -----

"foo.a"() ({
// expected-error@+2 {{redefinition of SSA value '%a'}}
// expected-note@+1 {{previously defined here}}
^bb0(%a: i32, %a: i32):
  "foo.x"() : () -> ()
}) : () -> ()

// -----

"foo.a"() ({
^bb1:
  "foo.x"() : () -> ()
// expected-error@+1 {{redefinition of block '^bb1'}}
^bb1:
  "foo.x"() : () -> ()
}) : () -> ()

// -----

#map = affine_map<(d0) -> (d0)>
// expected-error@+1 {{redefinition of attribute alias id 'map'}}
#map = affine_map<(d0) -> (d0 + 1)>
"foo.a"() : () -> ()

// -----

!t = i32
// expected-error@+1 {{redefinition of type alias id 't'}}
!t = i64
"foo.a"() : () -> ()

// -----

// Type mismatches between uses and definitions.

"foo.a"() ({
// expected-note@+1 {{prior use here}}
^bb0(%a: i32):
  // expected-error@+1 {{use of value '%a' expects different type than prior uses}}
  "foo.x"(%a) : (i64) -> ()
}) : () -> ()

// -----

// expected-note@+1 {{prior use here}}
%x = "foo.a"() : () -> i32
// expected-error@+1 {{expects different type than prior uses}}
"foo.b"(%x) : (i64) -> ()

// -----

"foo.a"() ({
  // expected-note@+1 {{previously used here with type}}
  "foo.br"(%v)[^bb1] : (i64) -> ()
// expected-error@+1 {{definition of SSA value '%v#0' has type}}
^bb1(%v: i32):
  "foo.ret"() : () -> ()
}) : () -> ()

// -----

// Operand and result counts.

// expected-error@+1 {{expected 0 operand types but had 1}}
"foo.a"() : (i32) -> ()

// -----

%x = "foo.a"() : () -> i32
// expected-error@+1 {{expected 2 operand types but had 1}}
"foo.b"(%x, %x) : (i32) -> ()

// -----

// expected-error@+1 {{operation defines 2 results but was provided 3 to bind}}
%a:3 = "foo.b"() : () -> (i32, i32)

// -----

// expected-error@+1 {{operation defines 1 results but was provided 2 to bind}}
%x:2 = "foo.a"() : () -> i32

// -----

// expected-error@+1 {{tensor literal is invalid; ranks are not consistent between elements}}
"foo.a"() {v = dense<[[1, 2], [3]]> : tensor<2x2xi32>} : () -> ()

// -----

// expected-error@+1 {{expected integer elements, but parsed floating-point}}
"foo.a"() {v = dense<1.5> : tensor<2xi32>} : () -> ()

// -----

// expected-error@+1 {{elements hex data size is invalid for provided type}}
"foo.a"() {v = dense<"0x0102"> : tensor<3xi32>} : () -> ()

// -----

// expected-error@+1 {{elements literal type must have static shape}}
"foo.a"() {v = dense<1> : tensor<?xi32>} : () -> ()

// -----

// expected-error@+1 {{elements literal type must have static shape}}
"foo.a"() {v = sparse<0, 1> : tensor<?xi32>} : () -> ()

// -----

// expected-error@+1 {{expected element literal of primitive type}}
"foo.a"() {v = sparse<0, > : tensor<4xi32>} : () -> ()

// -----

// expected-error@+1 {{integer constant out of range for type}}
"foo.a"() {v = dense<[true, 2]> : tensor<2xi1>} : () -> ()

// -----

// expected-error@+1 {{integer constant out of range for type}}
"foo.a"() {v = dense<[1, 2]> : tensor<2xi0>} : () -> ()

// -----

// expected-error@+1 {{but parsed negative value}}
"foo.a"() {v = dense<[-1, 255]> : tensor<2xui8>} : () -> ()

// -----

// expected-error@+1 {{elements literal must be a}}
"foo.a"() {v = dense<1> : i32} : () -> ()

// -----

// expected-error@+1 {{integer constant out of range}}
"foo.a"() {v = array<i8: 300>} : () -> ()

// -----

// expected-error@+2 {{unexpected decimal integer literal for a floating point value}}
// expected-note@+1 {{add a trailing dot to make the literal a float}}
"foo.a"() {v = array<f32: 1>} : () -> ()

// -----

// expected-error@+1 {{expected integer or float type, got: }}
"foo.a"() {v = array<tensor<i32>: 1>} : () -> ()

// -----

// expected-error@+1 {{dense_resource}}
"foo.a"() {v = dense_resource<x> : i32} : () -> ()

// -----

// Integers out of range.

// expected-error@+1 {{integer constant out of range for attribute}}
"foo.a"() {v = 256 : i8} : () -> ()

// -----

// expected-error@+1 {{integer constant out of range for attribute}}
"foo.a"() {v = -129 : i8} : () -> ()

// -----

// expected-error@+1 {{integer constant out of range for attribute}}
"foo.a"() {v = 1 : si1} : () -> ()

// -----

// expected-error@+1 {{integer constant out of range for attribute}}
"foo.a"() {v = 2 : i1} : () -> ()

// -----

// expected-error@+1 {{integer constant out of range for attribute}}
"foo.a"() {v = 18446744073709551616 : ui64} : () -> ()

// -----

// expected-error@+1 {{negative integer literal not valid for unsigned integer type}}
"foo.a"() {v = -1 : ui8} : () -> ()

// -----

// expected-error@+1 {{integer bitwidth is limited to 16777215 bits}}
"foo.a"() {v = i99999999} : () -> ()

// -----

// expected-error@+1 {{constant too large for index}}
"foo.a"() {v = affine_map<(d0) -> (9223372036854775808)>} : () -> ()

// -----

// Types.

// expected-error@+1 {{vector types must have positive constant sizes but got 0}}
"foo.a"() {v = vector<0xf32>} : () -> ()

// -----

// expected-error@+1 {{invalid element type for complex}}
"foo.a"() {v = complex<memref<f32>>} : () -> ()

// -----

// expected-error@+1 {{expected '>' in tuple type}}
"foo.a"() {v = tuple<i32} : () -> ()

// -----

// expected-error@+1 {{expected '>' in complex type}}
"foo.a"() {v = complex<i32, i32>} : () -> ()

// -----

// expected-error@+1 {{expected 'x' in dimension list}}
"foo.a"() {v = tensor<4x4>} : () -> ()

// -----

// expected-error@+1 {{expected the number of strides to match the rank}}
"foo.a"() {v = memref<4xf32, strided<[1, 1]>>} : () -> ()

// -----

// Affine maps and sets.

// expected-error@+1 {{non-affine expression: at least one of the multiply operands has to be either a constant or symbolic}}
"foo.a"() {v = affine_map<(d0) -> (d0 * d0)>} : () -> ()

// -----

// expected-error@+1 {{non-affine expression: right operand of mod has to be either a constant or symbolic}}
"foo.a"() {v = affine_map<(d0) -> (d0 mod d0)>} : () -> ()

// -----

// expected-error@+1 {{use of undeclared identifier}}
"foo.a"() {v = affine_map<(d0) -> (d1)>} : () -> ()

// -----

// expected-error@+1 {{redefinition of identifier 'd0'}}
"foo.a"() {v = affine_map<(d0, d0) -> (d0)>} : () -> ()

// -----

// Locations.

// expected-error@+1 {{expected 'at' in callsite location}}
"foo.a"() : () -> () loc(callsite("a" "b"))

// -----

// expected-error@+1 {{expected integer line}}
"foo.a"() : () -> () loc("a.py":x)

// -----

// Distinct and symbols.

// expected-error@+1 {{referenced attribute does not match previous definition}}
"foo.a"() {v = distinct[0]<1 : i32>, w = distinct[0]<2 : i32>} : () -> ()

// -----

// expected-error@+1 {{@ identifier expected to start with letter or '_'}}
"foo.a"() {v = @} : () -> ()

// -----

// Resources.

"foo.a"() : () -> ()
{-#
  dialect_resources: {
    builtin: {
      // expected-error@+1 {{expected hex string blob for key 'k'}}
      k: 1
    }
  }
#-}

// -----

"foo.a"() : () -> ()
{-#
  dialect_resources: {
    // expected-error@+1 {{dialect 'nodialect' is unknown}}
    nodialect: {
      k: "0x01000000"
    }
  }
#-}

// -----

"foo.a"() : () -> ()
{-#
  // expected-error@+1 {{unknown key 'bogus' in file metadata dictionary}}
  bogus: {}
#-}

// -----

// Structure.

// expected-error@+1 {{entry block of region may not have predecessors}}
"foo.a"() ({
^bb0:
  "foo.br"()[^bb0] : () -> ()
}) : () -> ()

// -----

// expected-error@+1 {{custom op 'extra' is unknown}}
"foo.a"() : () -> () extra

// -----

// The operand list is optional: what is not a `%` value ends it.
// expected-error@+1 {{expected ')' to end operand list}}
"foo.a"(1) : () -> ()

// -----

// A region entry argument may not take a name already used in the scope:
// the op's own operand here (the parser once freed that use's placeholder
// while the op still held it), an earlier value, or an earlier argument.
func.func @entry_argument_used_by_the_op() {
  // expected-error@+2 {{region entry argument '%i' is already in use}}
  // expected-note@+1 {{previously referenced here}}
  scf.forall (%i, %j) in (%i, 7) {
  }
  return
}

// -----

func.func @entry_argument_shadows(%n: index) {
  // expected-note@+1 {{previously referenced here}}
  %c0 = arith.constant 0 : index
  // expected-error@+1 {{region entry argument '%c0' is already in use}}
  scf.for %c0 = %n to %n step %n {
  }
  return
}

// -----

// expected-error@+2 {{region entry argument '%a' is already in use}}
// expected-note@+1 {{previously referenced here}}
func.func @duplicate_argument(%a: i32, %a: i32) {
  return
}
