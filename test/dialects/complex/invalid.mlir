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
