// The index ops' verifier messages, the same from both tools.
// RUN: terrace-opt --split-input-file --verify-diagnostics %s
// RUN: %mlir-opt --split-input-file --verify-diagnostics %s

func.func @operand_not_index(%a: index, %b: i32) {
  // expected-error@+1 {{'index.add' op operand #1 must be index, but got 'i32'}}
  %0 = "index.add"(%a, %b) : (index, i32) -> index
  return
}

// -----

func.func @cmp_result(%a: index) {
  // expected-error@+1 {{'index.cmp' op result #0 must be 1-bit signless integer, but got 'i32'}}
  %0 = "index.cmp"(%a, %a) <{pred = #index<cmp_predicate slt>}> : (index, index) -> i32
  return
}

// -----

func.func @cmp_without_predicate(%a: index) {
  // expected-error@+1 {{'index.cmp' op requires attribute 'pred'}}
  %0 = "index.cmp"(%a, %a) : (index, index) -> i1
  return
}

// -----

func.func @constant_not_index() {
  // expected-error@+1 {{'index.constant' op attribute 'value' failed to satisfy constraint: index attribute}}
  %0 = "index.constant"() <{value = 3 : i64}> : () -> index
  return
}

// -----

func.func @cast_index_to_index(%a: index) {
  // expected-error@+1 {{'index.casts' op operand type 'index' and result type 'index' are cast incompatible}}
  %0 = index.casts %a : index to index
  return
}

// -----

func.func @cast_int_to_int(%a: i64) {
  // expected-error@+1 {{'index.castu' op operand type 'i64' and result type 'i32' are cast incompatible}}
  %0 = index.castu %a : i64 to i32
  return
}

// -----

func.func @cast_float(%a: f32) {
  // expected-error@+1 {{'index.casts' op operand #0 must be integer or index, but got 'f32'}}
  %0 = "index.casts"(%a) : (f32) -> index
  return
}

// -----

func.func @sizeof_type() {
  // expected-error@+1 {{'index.sizeof' op result #0 must be index, but got 'i64'}}
  %0 = "index.sizeof"() : () -> i64
  return
}

// -----

func.func @bad_predicate(%a: index) {
  // expected-error@+2 {{expected ::mlir::index::IndexCmpPredicate to be one of: eq, ne, slt, sle, sgt, sge, ult, ule, ugt, uge}}
  // expected-error@+1 {{failed to parse IndexCmpPredicateAttr parameter 'value' which is to be a `::mlir::index::IndexCmpPredicate`}}
  %0 = "index.cmp"(%a, %a) <{pred = #index<cmp_predicate foo>}> : (index, index) -> i1
  return
}

// -----

// The value is stored as an IntegerAttr: another kind of attribute fails
// while parsing, in either form.
func.func @constant_of_a_type() -> index {
  // expected-error @+1 {{custom op 'index.constant' invalid kind of attribute specified}}
  %0 = index.constant index
  return %0 : index
}

// -----

func.func @generic_constant_of_a_type() -> index {
  // expected-error @+1 {{invalid properties {value = index} for op index.constant: Invalid attribute `value` in property conversion: index}}
  %0 = "index.constant"() <{value = index}> : () -> index
  return %0 : index
}

// -----

func.func @bool_constant_of_a_type() -> i1 {
  // expected-error @+1 {{custom op 'index.bool.constant' invalid kind of attribute specified}}
  %0 = index.bool.constant index
  return %0 : i1
}
