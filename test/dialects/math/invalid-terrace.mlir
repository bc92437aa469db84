// math verifier and parser errors in Terrace's wording, where mlir-opt 22's message differs; each case notes mlir-opt 22's diagnostic.
// RUN: terrace-opt --allow-unregistered-dialect --split-input-file --verify-diagnostics %s

// mlir-opt 22: 'math.sqrt' op requires a single operand
func.func @f(%a: f32) {
  // expected-error@+1 {{'math.sqrt' op expected 1 operands, but found 2}}
  %0 = "math.sqrt"(%a, %a) : (f32, f32) -> f32
  return
}

// -----

// mlir-opt 22: 'math.exp' op requires a single operand
func.func @f(%a: f32) {
  // expected-error@+1 {{'math.exp' op expected 1 operands, but found 0}}
  %0 = "math.exp"() : () -> f32
  return
}

// -----

// mlir-opt 22: 'math.ctlz' op requires a single operand
func.func @f(%a: i32) {
  // expected-error@+1 {{'math.ctlz' op expected 1 operands, but found 2}}
  %0 = "math.ctlz"(%a, %a) : (i32, i32) -> i32
  return
}

// -----

// mlir-opt 22: 'math.isnan' op requires a single operand
func.func @f(%a: f32) {
  // expected-error@+1 {{'math.isnan' op expected 1 operands, but found 2}}
  %0 = "math.isnan"(%a, %a) : (f32, f32) -> i1
  return
}

// -----

// mlir-opt 22: 'math.cos' op requires one result
func.func @f(%a: f32) {
  // expected-error@+1 {{'math.cos' op expected 1 results, but found 0}}
  "math.cos"(%a) : (f32) -> ()
  return
}

// -----

// mlir-opt 22: 'math.cos' op requires one result
func.func @f(%a: f32) {
  // expected-error@+1 {{'math.cos' op expected 1 results, but found 2}}
  %0:2 = "math.cos"(%a) : (f32) -> (f32, f32)
  return
}

// -----

// mlir-opt 22: 'math.sincos' op expected 2 results
func.func @f(%a: f32) {
  // expected-error@+1 {{'math.sincos' op expected 2 results, but found 1}}
  %0 = "math.sincos"(%a) : (f32) -> f32
  return
}

// -----

// mlir-opt 22: 'math.exp' op all non-scalar operands/results must have the same shape and base type
func.func @f(%a: vector<4xf32>) {
  // expected-error@+1 {{'math.exp' op requires the same type for all operands and results}}
  %0 = "math.exp"(%a) : (vector<4xf32>) -> tensor<4xf32>
  return
}

// -----

// mlir-opt 22: invalid properties {fastmath = 1 : i32} for op math.sqrt: Invalid attribute `fastmath` in property conversion: 1 : i32
func.func @f(%a: f32) {
  // expected-error@+1 {{'math.sqrt' op attribute 'fastmath' failed to satisfy constraint: floating point fastmath flags}}
  %0 = "math.sqrt"(%a) <{fastmath = 1 : i32}> : (f32) -> f32
  return
}

// -----

// mlir-opt 22: invalid properties {fastmath = #arith.overflow<nsw>} for op math.powf: Invalid attribute `fastmath` in property conversion: #arith.overflow<nsw>
func.func @f(%a: f32) {
  // expected-error@+1 {{'math.powf' op attribute 'fastmath' failed to satisfy constraint: floating point fastmath flags}}
  %0 = "math.powf"(%a, %a) <{fastmath = #arith.overflow<nsw>}> : (f32, f32) -> f32
  return
}

// -----

// mlir-opt 22: custom op 'math.sqrt' expected ::mlir::arith::FastMathFlags to be one of: none, reassoc, nnan, ninf, nsz, arcp, contract, afn, fast
func.func @f(%a: f32) {
  // expected-error@+1 {{expected #arith.fastmath to be one of: none, fast, reassoc, nnan, ninf, nsz, arcp, contract, afn}}
  %0 = math.sqrt %a fastmath<bogus> : f32
  return
}
