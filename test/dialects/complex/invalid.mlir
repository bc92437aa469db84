// The complex ops' verifier errors, as mlir-opt 22 words them.
// RUN: terrace-opt --split-input-file --verify-diagnostics %s
// RUN: %mlir-opt --split-input-file --verify-diagnostics %s

func.func @a() -> complex<f32> {
  // expected-error @+1 {{'complex.constant' op requires attribute's element types ('f64', 'f64') to match the element type of the op's return type ('f32')}}
  %0 = complex.constant [1.5 : f64, -2.0 : f64] : complex<f32>
  return %0 : complex<f32>
}

// -----

func.func @b() -> complex<f32> {
  // expected-error @+1 {{'complex.constant' op requires 'value' to be a complex constant, represented as array of two values}}
  %0 = complex.constant [1.5 : f32] : complex<f32>
  return %0 : complex<f32>
}

// -----

func.func @c() -> complex<f32> {
  // expected-error @+1 {{'complex.constant' op requires attribute's elements to be float or integer attributes}}
  %0 = complex.constant ["a", 1.0 : f32] : complex<f32>
  return %0 : complex<f32>
}

// -----

func.func @d(%a: f32, %b: f64) -> complex<f32> {
  // expected-error @+1 {{'complex.create' op failed to verify that all of {real, imaginary} have same type}}
  %0 = "complex.create"(%a, %b) : (f32, f64) -> complex<f32>
  return %0 : complex<f32>
}

// -----

func.func @e(%a: f64) -> complex<f32> {
  // expected-error @+1 {{'complex.create' op failed to verify that complex element type matches real operand type}}
  %0 = "complex.create"(%a, %a) : (f64, f64) -> complex<f32>
  return %0 : complex<f32>
}

// -----

func.func @g(%a: complex<f32>) -> f64 {
  // expected-error @+1 {{'complex.re' op failed to verify that complex element type matches result type}}
  %0 = "complex.re"(%a) : (complex<f32>) -> f64
  return %0 : f64
}

// -----

func.func @h(%a: complex<i32>) -> i32 {
  // expected-error @+1 {{'complex.re' op operand #0 must be complex type with floating-point elements, but got 'complex<i32>'}}
  %0 = "complex.re"(%a) : (complex<i32>) -> i32
  return %0 : i32
}

// -----

func.func @i(%a: f32) -> f32 {
  // expected-error @+1 {{'complex.im' op operand #0 must be complex type with floating-point elements, but got 'f32'}}
  %0 = "complex.im"(%a) : (f32) -> f32
  return %0 : f32
}

// -----

func.func @imaginary(%a: f32, %b: f32) -> complex<f64> {
  // expected-error @+1 {{'complex.create' op failed to verify that complex element type matches real operand type}}
  %0 = "complex.create"(%a, %b) : (f32, f32) -> complex<f64>
  return %0 : complex<f64>
}

// -----

// The value is stored as an array: another kind fails while parsing.
func.func @not_an_array() -> complex<f32> {
  // expected-error @+1 {{invalid properties {value = 1.000000e+00 : f32} for op complex.constant: Invalid attribute `value` in property conversion: 1.000000e+00 : f32}}
  %0 = "complex.constant"() <{value = 1.0 : f32}> : () -> complex<f32>
  return %0 : complex<f32>
}

// -----

// The arithmetic ops.

func.func @a(%a: complex<f32>, %b: complex<f64>) {
  // expected-error @+1 {{'complex.add' op requires the same type for all operands and results}}
  %0 = "complex.add"(%a, %b) : (complex<f32>, complex<f64>) -> complex<f32>
  return
}

// -----

func.func @b(%a: complex<f32>) {
  // expected-error @+1 {{'complex.abs' op failed to verify that complex element type matches result type}}
  %0 = "complex.abs"(%a) : (complex<f32>) -> f64
  return
}

// -----

func.func @c(%a: complex<f32>, %b: complex<f64>) {
  // expected-error @+1 {{'complex.eq' op failed to verify that all of {lhs, rhs} have same type}}
  %0 = "complex.eq"(%a, %b) : (complex<f32>, complex<f64>) -> i1
  return
}

// -----

func.func @d(%a: complex<i32>) {
  // expected-error @+1 {{'complex.neg' op operand #0 must be complex type with floating-point elements, but got 'complex<i32>'}}
  %0 = "complex.neg"(%a) : (complex<i32>) -> complex<i32>
  return
}

// -----

func.func @e(%a: complex<f32>) {
  // expected-error @+1 {{'complex.bitcast' op casting bitwidths do not match}}
  %0 = complex.bitcast %a : complex<f32> to i32
  return
}

// -----

func.func @f(%a: i64) {
  // expected-error @+1 {{'complex.bitcast' op requires that either input or output has a complex type}}
  %0 = complex.bitcast %a : i64 to f64
  return
}

// -----

func.func @g(%a: complex<f32>, %i: f32) {
  // expected-error @+1 {{'complex.powi' op operand #1 must be signless integer, but got 'f32'}}
  %0 = "complex.powi"(%a, %i) : (complex<f32>, f32) -> complex<f32>
  return
}

// -----

func.func @h(%a: complex<f32>, %i: i32) {
  // expected-error @+1 {{'complex.powi' op failed to verify that all of {lhs, result} have same type}}
  %0 = "complex.powi"(%a, %i) : (complex<f32>, i32) -> complex<f64>
  return
}

// -----

func.func @i(%a: complex<f32>) {
  // expected-error @+1 {{'complex.sin' op requires the same type for all operands and results}}
  %0 = "complex.sin"(%a) : (complex<f32>) -> complex<f64>
  return
}

// -----

func.func @j(%a: tensor<2xf32>) {
  // expected-error @+1 {{'complex.bitcast' op operand must be int/float/complex}}
  %0 = complex.bitcast %a : tensor<2xf32> to complex<f32>
  return
}

// -----

func.func @k(%a: complex<f32>) {
  // expected-error @+1 {{'complex.eq' op result #0 must be 1-bit signless integer, but got 'i2'}}
  %0 = "complex.eq"(%a, %a) : (complex<f32>, complex<f32>) -> i2
  return
}

// -----

func.func @l(%a: complex<f32>, %i: index) {
  // expected-error @+1 {{custom op 'complex.powi' invalid kind of type specified: expected builtin.integer, but found 'index'}}
  %0 = complex.powi %a, %i : complex<f32>, index
  return
}

// -----

func.func @m(%a: complex<f32>) {
  // expected-error @+1 {{'complex.angle' op result #0 must be floating-point, but got 'complex<f32>'}}
  %0 = "complex.angle"(%a) : (complex<f32>) -> complex<f32>
  return
}

// -----

func.func @n(%a: complex<f32>, %i: i32) {
  // expected-error @+1 {{'complex.powi' op operand #0 must be complex type with floating-point elements, but got 'i32'}}
  %0 = "complex.powi"(%i, %a) : (i32, complex<f32>) -> complex<f32>
  return
}

// -----

func.func @o(%a: complex<f32>) {
  %0 = complex.bitcast %a : complex<f32> to complex<f32>
  // expected-error @+1 {{'complex.bitcast' op requires that either input or output has a complex type}}
  %1 = complex.bitcast %a : complex<f32> to complex<i32>
  return
}

// -----

func.func @a(%a: f32) {
  // expected-error @+1 {{custom op 'complex.re' invalid kind of type specified: expected builtin.complex, but found 'f32'}}
  %0 = complex.re %a : f32
  return
}

// -----

func.func @b(%a: complex<i32>) {
  // expected-error @+1 {{'complex.neg' op operand #0 must be complex type with floating-point elements, but got 'complex<i32>'}}
  %0 = complex.neg %a : complex<i32>
  return
}

// -----

func.func @c(%a: f32) {
  // expected-error @+1 {{custom op 'complex.add' invalid kind of type specified: expected builtin.complex, but found 'f32'}}
  %0 = complex.add %a, %a : f32
  return
}
