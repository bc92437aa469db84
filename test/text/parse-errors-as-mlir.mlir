// Parse errors fixed by the diagnostics differential: each is mlir-opt
// 22's first error, at its place (the caret columns are checked by
// --verify-diagnostics through the line; the messages are whole).
// RUN: terrace-opt --allow-unregistered-dialect --split-input-file --verify-diagnostics %s
// RUN: %mlir-opt --allow-unregistered-dialect --split-input-file --verify-diagnostics %s

// expected-error@+1 {{expected '}' in attribute dictionary}}
"foo.a"() {a = 1 b = 2} : () -> ()

// -----

// expected-error@+1 {{expected ',' or ']'}}
"foo.a"() {a = [1 2]} : () -> ()

// -----

// expected-error@+1 {{expected ')' in dimensional identifier list}}
"foo.a"() {a = affine_map<(d0 d1) -> (d0)>} : () -> ()

// -----

// expected-error@+1 {{expected '->' or ':'}}
"foo.a"() {a = affine_map<(d0) (d0)>} : () -> ()

// -----

// expected-error@+1 {{expected AffineMap, but got IntegerSet}}
"foo.a"() {a = affine_map<(d0) : (d0 >= 0)>} : () -> ()

// -----

// expected-error@+1 {{missing right operand of binary operator}}
"foo.a"() {a = affine_map<(d0) -> (d0 + )>} : () -> ()

// -----

// expected-error@+1 {{integer constant out of range}}
"foo.a"() {a = array<i8: 1000>} : () -> ()

// -----

// expected-error@+1 {{element type bitwidth must be a multiple of 8}}
"foo.a"() {a = array<i3: 1>} : () -> ()

// -----

"foo.a"() ({
// expected-error@+1 {{expected ':' and type for SSA operand}}
^bb0(%x i32):
  "foo.b"() : () -> ()
}) : () -> ()

// -----

// expected-error@+1 {{result number not allowed in argument list}}
func.func @f(%a#1: i32) {
  return
}

// -----

// expected-error@+1 {{expected named operation to have at least 1 result}}
%a:0 = "foo.a"() : () -> ()

// -----

// expected-error@+1 {{expected '=' in type alias definition}}
!t i32

// -----

// expected-error@+1 {{parsed zero elements, but type ('tensor<2xi32>') expected at least 1}}
"foo.a"() {v = dense<> : tensor<2xi32>} : () -> ()

// -----

// expected-error@+1 {{elements literal type must have static shape}}
"foo.a"() {v = dense<1> : tensor<*xi32>} : () -> ()

// -----

// expected-error@+1 {{expected '>' in tensor type}}
"foo.a"() : () -> tensor<4xf32, %x>

// -----

// expected-error@+1 {{expected ',' or '>' in memref type}}
"foo.a"() : () -> memref<4xf32 1>

// -----

// expected-error@+1 {{expected memory space to be last in memref type}}
"foo.a"() : () -> memref<4xf32, 1, affine_map<(d0) -> (d0)>>

// -----

// expected-error@+1 {{expected '>' in complex type}}
"foo.a"() : () -> complex<index

// -----

// expected-error@+1 {{expected ']' in fused location}}
"foo.a"() : () -> () loc(fused["a" "b"])

// -----

// expected-error@+1 {{expected integer column number in FileLineColRange}}
"foo.a"() : () -> () loc("a":1:)

// -----

// expected-error@+1 {{expected a 64-bit signed integer or '?'}}
"foo.a"() {a = strided<[1, -x]>} : () -> ()

// -----

// expected-error@+1 {{expected three consecutive dots for an ellipsis}}
"foo.a"() {a = 0x1.0p3 : f32} : () -> ()

// -----

// expected-error@+1 {{expected non-function type}}
"foo.a"() : () -> vector<4x?xf32>

// -----

// expected-error@+1 {{unknown attribute `cmpipredicate` in dialect `arith`}}
"foo.a"() {a = #arith.cmpipredicate<eq>} : () -> ()

// -----

func.func @g(%c: index) {
  // expected-error@+1 {{expected ')' in argument list}}
  scf.parallel (%i= ) (%c) to (%c) step (%c) {
  }
  return
}

// -----

func.func @h(%c: index, %b: f32) {
  // expected-error@+1 {{custom op 'scf.parallel' expected 1 operands}}
  scf.parallel (%i) = (%c, %c) to (%c) step (%c) {
  }
  return
}

// -----

func.func @k(%c: index) {
  // expected-error@+1 {{expected ',' or ')'}}
  %r = scf.while (%a = %c %c) : (index) -> index {
    scf.condition(%c) %a : index
  } do {
  ^bb0(%x: index):
    scf.yield %x : index
  }
  return
}

// -----

func.func @successors_on_a_non_terminator(%x: i32) {
  // expected-error@+1 {{successors in non-terminator}}
  %0 = "arith.addi"(%x, %x)[^bb1] : (i32, i32) -> i32
^bb1:
  return
}

// -----

// expected-error@+1 {{custom op 'llvm.func' failed to construct function type: expected zero or one function result}}
llvm.func @two_results(%x: i32, ...) -> (i32, i32)

// -----

llvm.func @select_missing_result_type(%c: i1, %a: i32) -> i32 {
  // expected-error@+1 {{expected ','}}
  %0 = llvm.select %c, %a, %a : i1
  llvm.return %0 : i32
}

// -----

llvm.func @optional_operand_without_type(%a: i32) {
  // expected-error@+1 {{custom op 'llvm.return' number of operands and types do not match: got 1 operands and 0 types}}
  llvm.return %a :
}

// -----

func.func @apply_unclosed_operands(%x: index) -> index {
  // expected-error@+1 {{expected ')' in operand list}}
  %0 = affine.apply affine_map<(d0) -> (d0)>(%x
  return %0 : index
}

// -----

// The op's invariants, then HasParent, then IsTerminator: a func.return
// that is neither last nor in a func.func names its parent.
llvm.func @return_in_the_wrong_op() {
  // expected-error@+1 {{'func.return' op expects parent op 'func.func'}}
  func.return
  llvm.return
}

// -----

llvm.func @callee() -> i32
llvm.func @call_without_arrow() {
  // expected-error@+1 {{custom op 'llvm.call' expected direct call to have 1 trailing types}}
  %0 = llvm.call @callee() : () f32 ->
  llvm.return
}

// -----

llvm.func @gep_type_not_a_function(%p: !llvm.ptr, %i: i64) {
  // expected-error@+1 {{custom op 'llvm.getelementptr' invalid kind of type specified: expected builtin.function, but found '!llvm.ptr'}}
  %0 = llvm.getelementptr %p[%i] : !llvm.ptr, i64) -> !llvm.ptr, f32
  llvm.return
}

// -----

llvm.func @alloca_type_not_a_function() {
  %c = llvm.mlir.constant(1 : i32) : i32
  // expected-error@+1 {{custom op 'llvm.alloca' expected trailing function type with one argument and one result}}
  %p = llvm.alloca %c x i32 : i32
  llvm.return
}

// -----

// A property of another storage kind fails while the properties are
// converted; one of the right kind but the wrong type, in the verifier.
// expected-error@+1 {{invalid properties {sym_name = "g", type} for op memref.global: Invalid attribute `type` in property conversion: unit}}
"memref.global"() <{sym_name = "g", type}> : () -> ()

// -----

// expected-error@+1 {{'memref.global' op attribute 'type' failed to satisfy constraint: memref type attribute}}
"memref.global"() <{sym_name = "g", type = i32}> : () -> ()

// -----

llvm.func @callee_not_a_symbol(%a: i32) {
  // expected-error@+1 {{expected attribute name}}
  llvm.call {(%a) : (i32) -> ()
  llvm.return
}

// -----

llvm.func @predicate_checked_last(%a: f32) {
  // expected-error@+1 {{expected ':'}}
  %0 = llvm.fcmp "eq" %a, %a  f32
  llvm.return
}

// -----

llvm.func @gep_element_type_is_an_attribute(%p: !llvm.ptr, %i: i64) {
  // expected-error@+1 {{expected attribute value}}
  %0 = llvm.getelementptr %p[%i] : (!llvm.ptr, i64) -> !llvm.ptr, , i8
  llvm.return
}

// -----

func.func @spaced_nested_reference() {
  // expected-error@+1 {{expected nested symbol reference identifier}}
  %0 = memref.get_global @g : : memref<?xf32>
  return
}

// -----

func.func @alloc_tensor_unclosed(%t: tensor<4x?xf32>, %n: index) {
  // expected-error@+1 {{expected ')'}}
  %0 = bufferization.alloc_tensor(%n} copy(%t) : tensor<4x?xf32>
  return
}

// -----

// expected-error@+1 {{expected identifier key for 'resource' entry}}
"test.op"() {r = dense_resource< <b3> : tensor<2xi8>} : () -> ()
