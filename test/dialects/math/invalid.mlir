// math verifier and parser errors: type constraints (integers into float ops and floats into integer ops), operand counts in generic form and operand/result type mismatches.
// RUN: terrace-opt --allow-unregistered-dialect --split-input-file --verify-diagnostics %s
// RUN: %mlir-opt --allow-unregistered-dialect --split-input-file --verify-diagnostics %s
// Both tools report each error on the same line; the checked text is what both messages contain.

func.func @f(%a: i32) {
  // expected-error@+1 {{'math.sqrt' op operand #0 must be floating-point-like, but got 'i32'}}
  %0 = "math.sqrt"(%a) : (i32) -> i32
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error@+1 {{'math.rsqrt' op operand #0 must be floating-point-like, but got 'i32'}}
  %0 = "math.rsqrt"(%a) : (i32) -> i32
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error@+1 {{'math.cbrt' op operand #0 must be floating-point-like, but got 'i32'}}
  %0 = "math.cbrt"(%a) : (i32) -> i32
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error@+1 {{'math.exp' op operand #0 must be floating-point-like, but got 'i32'}}
  %0 = "math.exp"(%a) : (i32) -> i32
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error@+1 {{'math.log' op operand #0 must be floating-point-like, but got 'i32'}}
  %0 = "math.log"(%a) : (i32) -> i32
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error@+1 {{'math.tanh' op operand #0 must be floating-point-like, but got 'i32'}}
  %0 = "math.tanh"(%a) : (i32) -> i32
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error@+1 {{'math.erf' op operand #0 must be floating-point-like, but got 'i32'}}
  %0 = "math.erf"(%a) : (i32) -> i32
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error@+1 {{'math.absf' op operand #0 must be floating-point-like, but got 'i32'}}
  %0 = "math.absf"(%a) : (i32) -> i32
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error@+1 {{'math.ceil' op operand #0 must be floating-point-like, but got 'i32'}}
  %0 = "math.ceil"(%a) : (i32) -> i32
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error@+1 {{'math.round' op operand #0 must be floating-point-like, but got 'i32'}}
  %0 = "math.round"(%a) : (i32) -> i32
  return
}

// -----

func.func @f(%a: vector<4xi32>) {
  // expected-error@+1 {{'math.floor' op operand #0 must be floating-point-like, but got 'vector<4xi32>'}}
  %0 = "math.floor"(%a) : (vector<4xi32>) -> vector<4xi32>
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error@+1 {{'math.sqrt' op operand #0 must be floating-point-like, but got 'i32'}}
  %0 = math.sqrt %a : i32
  return
}

// -----

func.func @f(%a: f32) {
  // expected-error@+1 {{'math.sin' op result #0 must be floating-point-like, but got 'i32'}}
  %0 = "math.sin"(%a) : (f32) -> i32
  return
}

// -----

func.func @f(%a: f32) {
  // expected-error@+1 {{'math.sqrt' op requires the same type for all operands and results}}
  %0 = "math.sqrt"(%a) : (f32) -> f64
  return
}

// -----

func.func @f(%a: vector<4xf32>) {
  // expected-error@+1 {{'math.exp' op requires the same type for all operands and results}}
  %0 = "math.exp"(%a) : (vector<4xf32>) -> vector<8xf32>
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error@+1 {{'math.powf' op operand #0 must be floating-point-like, but got 'i32'}}
  %0 = "math.powf"(%a, %a) : (i32, i32) -> i32
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error@+1 {{'math.atan2' op operand #0 must be floating-point-like, but got 'i32'}}
  %0 = "math.atan2"(%a, %a) : (i32, i32) -> i32
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error@+1 {{'math.copysign' op operand #0 must be floating-point-like, but got 'i32'}}
  %0 = "math.copysign"(%a, %a) : (i32, i32) -> i32
  return
}

// -----

func.func @f(%a: f32, %b: i32) {
  // expected-error@+1 {{'math.copysign' op operand #1 must be floating-point-like, but got 'i32'}}
  %0 = "math.copysign"(%a, %b) : (f32, i32) -> f32
  return
}

// -----

func.func @f(%a: f32) {
  // expected-error@+1 {{'math.powf' op expected 2 operands, but found 1}}
  %0 = "math.powf"(%a) : (f32) -> f32
  return
}

// -----

func.func @f(%a: f32) {
  // expected-error@+1 {{'math.atan2' op expected 2 operands, but found 3}}
  %0 = "math.atan2"(%a, %a, %a) : (f32, f32, f32) -> f32
  return
}

// -----

func.func @f(%a: f32, %b: f64) {
  // expected-error@+1 {{'math.powf' op requires the same type for all operands and results}}
  %0 = "math.powf"(%a, %b) : (f32, f64) -> f32
  return
}

// -----

func.func @f(%a: f32) {
  // expected-error@+1 {{'math.atan2' op requires the same type for all operands and results}}
  %0 = "math.atan2"(%a, %a) : (f32, f32) -> f64
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error@+1 {{'math.fma' op operand #0 must be floating-point-like, but got 'i32'}}
  %0 = "math.fma"(%a, %a, %a) : (i32, i32, i32) -> i32
  return
}

// -----

func.func @f(%a: f32, %b: i32) {
  // expected-error@+1 {{'math.fma' op operand #2 must be floating-point-like, but got 'i32'}}
  %0 = "math.fma"(%a, %a, %b) : (f32, f32, i32) -> f32
  return
}

// -----

func.func @f(%a: f32) {
  // expected-error@+1 {{'math.fma' op expected 3 operands, but found 2}}
  %0 = "math.fma"(%a, %a) : (f32, f32) -> f32
  return
}

// -----

func.func @f(%a: f32, %b: f64) {
  // expected-error@+1 {{'math.fma' op requires the same type for all operands and results}}
  %0 = "math.fma"(%a, %a, %b) : (f32, f32, f64) -> f32
  return
}

// -----

func.func @f(%a: f32) {
  // expected-error@+1 {{'math.fma' op requires the same type for all operands and results}}
  %0 = "math.fma"(%a, %a, %a) : (f32, f32, f32) -> f16
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error@+1 {{'math.clampf' op operand #0 must be floating-point-like, but got 'i32'}}
  %0 = "math.clampf"(%a, %a, %a) : (i32, i32, i32) -> i32
  return
}

// -----

func.func @f(%a: f32) {
  // expected-error@+1 {{'math.clampf' op expected 3 operands, but found 2}}
  %0 = "math.clampf"(%a, %a) : (f32, f32) -> f32
  return
}

// -----

func.func @f(%a: f32, %b: f64) {
  // expected-error@+1 {{'math.clampf' op requires the same type for all operands and results}}
  %0 = "math.clampf"(%a, %b, %a) : (f32, f64, f32) -> f32
  return
}

// -----

func.func @f(%a: f32) {
  // expected-error@+1 {{'math.absi' op operand #0 must be signless-integer-like, but got 'f32'}}
  %0 = "math.absi"(%a) : (f32) -> f32
  return
}

// -----

func.func @f(%a: f32) {
  // expected-error@+1 {{'math.ctlz' op operand #0 must be signless-integer-like, but got 'f32'}}
  %0 = "math.ctlz"(%a) : (f32) -> f32
  return
}

// -----

func.func @f(%a: f32) {
  // expected-error@+1 {{'math.cttz' op operand #0 must be signless-integer-like, but got 'f32'}}
  %0 = "math.cttz"(%a) : (f32) -> f32
  return
}

// -----

func.func @f(%a: f32) {
  // expected-error@+1 {{'math.ctpop' op operand #0 must be signless-integer-like, but got 'f32'}}
  %0 = "math.ctpop"(%a) : (f32) -> f32
  return
}

// -----

func.func @f(%a: f32) {
  // expected-error@+1 {{'math.absi' op operand #0 must be signless-integer-like, but got 'f32'}}
  %0 = math.absi %a : f32
  return
}

// -----

func.func @f(%a: ui32) {
  // expected-error@+1 {{'math.ctpop' op operand #0 must be signless-integer-like, but got 'ui32'}}
  %0 = "math.ctpop"(%a) : (ui32) -> ui32
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error@+1 {{'math.cttz' op result #0 must be signless-integer-like, but got 'f32'}}
  %0 = "math.cttz"(%a) : (i32) -> f32
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error@+1 {{'math.absi' op requires the same type for all operands and results}}
  %0 = "math.absi"(%a) : (i32) -> i64
  return
}

// -----

func.func @f(%a: f32) {
  // expected-error@+1 {{'math.ipowi' op operand #0 must be signless-integer-like, but got 'f32'}}
  %0 = "math.ipowi"(%a, %a) : (f32, f32) -> f32
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error@+1 {{'math.ipowi' op expected 2 operands, but found 1}}
  %0 = "math.ipowi"(%a) : (i32) -> i32
  return
}

// -----

func.func @f(%a: i32, %b: i64) {
  // expected-error@+1 {{'math.ipowi' op requires the same type for all operands and results}}
  %0 = "math.ipowi"(%a, %b) : (i32, i64) -> i32
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error@+1 {{'math.ipowi' op requires the same type for all operands and results}}
  %0 = "math.ipowi"(%a, %a) : (i32, i32) -> i64
  return
}

// -----

func.func @f(%a: f32) {
  // expected-error@+1 {{'math.fpowi' op operand #1 must be signless-integer-like, but got 'f32'}}
  %0 = "math.fpowi"(%a, %a) : (f32, f32) -> f32
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error@+1 {{'math.fpowi' op operand #0 must be floating-point-like, but got 'i32'}}
  %0 = "math.fpowi"(%a, %a) : (i32, i32) -> f32
  return
}

// -----

func.func @f(%a: f32) {
  // expected-error@+1 {{'math.fpowi' op expected 2 operands, but found 1}}
  %0 = "math.fpowi"(%a) : (f32) -> f32
  return
}

// -----

func.func @f(%a: f32, %b: i32) {
  // expected-error@+1 {{'math.fpowi' op result #0 must be floating-point-like, but got 'i32'}}
  %0 = "math.fpowi"(%a, %b) : (f32, i32) -> i32
  return
}

// -----

func.func @f(%a: f32, %b: i32) {
  // expected-error@+1 {{expected ','}}
  %0 = math.fpowi %a, %b : f32
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error@+1 {{'math.isnan' op operand #0 must be floating-point-like, but got 'i32'}}
  %0 = "math.isnan"(%a) : (i32) -> i1
  return
}

// -----

func.func @f(%a: f32) {
  // expected-error@+1 {{'math.isinf' op result #0 must be bool-like, but got 'f32'}}
  %0 = "math.isinf"(%a) : (f32) -> f32
  return
}

// -----

func.func @f(%a: f32) {
  // expected-error@+1 {{'math.isfinite' op result #0 must be bool-like, but got 'i32'}}
  %0 = "math.isfinite"(%a) : (f32) -> i32
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error@+1 {{'math.sincos' op operand #0 must be floating-point-like, but got 'i32'}}
  %0:2 = "math.sincos"(%a) : (i32) -> (i32, i32)
  return
}

// -----

func.func @f(%a: f32) {
  // expected-error@+1 {{'math.sincos' op result #1 must be floating-point-like, but got 'i32'}}
  %0:2 = "math.sincos"(%a) : (f32) -> (f32, i32)
  return
}

// -----

// One result too few: the checked text is what both tools' messages contain.
func.func @f(%a: f32) {
  // expected-error@+1 {{expected 2 results}}
  %0 = "math.sincos"(%a) : (f32) -> f32
  return
}

// -----

func.func @f(%a: f32) {
  // expected-error@+1 {{expected ','}}
  %0 = math.fma %a, %a : f32
  return
}

// -----

func.func @f(%a: f32) {
  // expected-error@+1 {{expected ','}}
  %0 = math.clampf %a to [%a] : f32
  return
}

// -----

func.func @f(%a: f32) {
  // expected-error@+1 {{'math.exp' op requires a single operand}}
  %0 = "math.exp"() : () -> f32
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error@+1 {{'math.ctlz' op requires a single operand}}
  %0 = "math.ctlz"(%a, %a) : (i32, i32) -> i32
  return
}

// -----

func.func @f(%a: f32) {
  // expected-error@+1 {{'math.isnan' op requires a single operand}}
  %0 = "math.isnan"(%a, %a) : (f32, f32) -> i1
  return
}

// -----

func.func @f(%a: f32) {
  // expected-error@+1 {{'math.cos' op requires one result}}
  "math.cos"(%a) : (f32) -> ()
  return
}

// -----

func.func @f(%a: f32) {
  // expected-error@+1 {{'math.cos' op requires one result}}
  %0:2 = "math.cos"(%a) : (f32) -> (f32, f32)
  return
}

// -----

func.func @f(%a: f32) {
  // expected-error@+1 {{'math.sincos' op expected 2 results}}
  %0 = "math.sincos"(%a) : (f32) -> f32
  return
}

// -----

func.func @f(%a: vector<4xf32>) {
  // expected-error@+1 {{'math.exp' op all non-scalar operands/results must have the same shape and base type}}
  %0 = "math.exp"(%a) : (vector<4xf32>) -> tensor<4xf32>
  return
}

// -----

func.func @f(%a: f32) {
  // expected-error@+1 {{'math.sqrt' op requires a single operand}}
  %0 = "math.sqrt"(%a, %a) : (f32, f32) -> f32
  return
}

// -----

func.func @f(%a: f32) {
  // expected-error@+1 {{invalid properties {fastmath = 1 : i32} for op math.sqrt: Invalid attribute `fastmath` in property conversion: 1 : i32}}
  %0 = "math.sqrt"(%a) <{fastmath = 1 : i32}> : (f32) -> f32
  return
}

// -----

func.func @f(%a: f32) {
  // expected-error@+1 {{invalid properties {fastmath = #arith.overflow<nsw>} for op math.powf: Invalid attribute `fastmath` in property conversion: #arith.overflow<nsw>}}
  %0 = "math.powf"(%a, %a) <{fastmath = #arith.overflow<nsw>}> : (f32, f32) -> f32
  return
}
