// arith verifier and parser errors not covered by invalid.mlir: select's condition shape, compare result shapes, the constant parser, property constraints, operand/result counts and type constraints of the remaining ops.
// RUN: terrace-opt --allow-unregistered-dialect --split-input-file --verify-diagnostics %s
// RUN: %mlir-opt --allow-unregistered-dialect --split-input-file --verify-diagnostics %s
// Both tools report each error on the same line; the checked text is what both messages contain.

func.func @f(%c: vector<4xi1>, %a: vector<8xi32>) {
  // expected-error@+1 {{'arith.select' op failed to verify that condition is signless i1 or has matching shape}}
  %0 = "arith.select"(%c, %a, %a) : (vector<4xi1>, vector<8xi32>, vector<8xi32>) -> vector<8xi32>
  return
}

// -----

func.func @f(%c: tensor<?xi1>, %a: tensor<4xi32>) {
  // expected-error@+1 {{'arith.select' op failed to verify that condition is signless i1 or has matching shape}}
  %0 = "arith.select"(%c, %a, %a) : (tensor<?xi1>, tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
  return
}

// -----

// The custom form: the checked text is what both tools' messages contain.
func.func @f(%c: i1, %a: i32) {
  // expected-error@+1 {{expected 3 operands}}
  %0 = arith.select %c, %a : i32
  return
}

// -----

func.func @f(%c: i1, %a: i32) {
  // expected-error@+1 {{expected 3 operands}}
  %0 = arith.select %c, %a, %a, %a : i32
  return
}

// -----

func.func @f(%c: i1, %a: i32) {
  // expected-error@+1 {{'arith.select' op expected 3 operands, but found 2}}
  %0 = "arith.select"(%c, %a) : (i1, i32) -> i32
  return
}

// -----

func.func @f(%a: vector<4xi32>) {
  // expected-error@+1 {{'arith.cmpi' op failed to verify that result type has i1 element type and same shape as operands}}
  %0 = "arith.cmpi"(%a, %a) {predicate = 0 : i64} : (vector<4xi32>, vector<4xi32>) -> vector<8xi1>
  return
}

// -----

func.func @f(%a: vector<4xi32>) {
  // expected-error@+1 {{'arith.cmpi' op failed to verify that result type has i1 element type and same shape as operands}}
  %0 = "arith.cmpi"(%a, %a) {predicate = 0 : i64} : (vector<4xi32>, vector<4xi32>) -> i1
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error@+1 {{'arith.cmpi' op failed to verify that result type has i1 element type and same shape as operands}}
  %0 = "arith.cmpi"(%a, %a) {predicate = 0 : i64} : (i32, i32) -> vector<2xi1>
  return
}

// -----

func.func @f(%a: vector<4xf32>) {
  // expected-error@+1 {{'arith.cmpf' op failed to verify that result type has i1 element type and same shape as operands}}
  %0 = "arith.cmpf"(%a, %a) {predicate = 1 : i64} : (vector<4xf32>, vector<4xf32>) -> i1
  return
}

// -----

func.func @f(%a: tensor<4xf32>) {
  // expected-error@+1 {{'arith.cmpf' op failed to verify that result type has i1 element type and same shape as operands}}
  %0 = "arith.cmpf"(%a, %a) {predicate = 1 : i64} : (tensor<4xf32>, tensor<4xf32>) -> tensor<?xi1>
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error@+1 {{'arith.cmpi' op expected 2 operands, but found 1}}
  %0 = "arith.cmpi"(%a) {predicate = 0 : i64} : (i32) -> i1
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error@+1 {{'arith.cmpi' op attribute 'predicate' failed to satisfy constraint: allowed 64-bit signless integer cases: 0, 1, 2, 3, 4, 5, 6, 7, 8, 9}}
  %0 = "arith.cmpi"(%a, %a) {predicate = 0 : i32} : (i32, i32) -> i1
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error@+1 {{'arith.cmpi' op attribute 'predicate' failed to satisfy constraint: allowed 64-bit signless integer cases: 0, 1, 2, 3, 4, 5, 6, 7, 8, 9}}
  %0 = "arith.cmpi"(%a, %a) {predicate = "eq"} : (i32, i32) -> i1
  return
}

// -----

func.func @f(%a: f32) {
  // expected-error@+1 {{'arith.cmpf' op requires attribute 'predicate'}}
  %0 = "arith.cmpf"(%a, %a) : (f32, f32) -> i1
  return
}

// -----

func.func @f(%a: f32) {
  // expected-error@+1 {{'arith.cmpf' op attribute 'predicate' failed to satisfy constraint: allowed 64-bit signless integer cases: 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15}}
  %0 = "arith.cmpf"(%a, %a) {predicate = 16 : i64} : (f32, f32) -> i1
  return
}

// -----

func.func @f(%a: f32) {
  // expected-error@+1 {{expected string or keyword containing one of the following enum values for attribute 'predicate' [false, oeq, ogt, oge, olt, ole, one, ord, ueq, ugt, uge, ult, ule, une, uno, true]}}
  %0 = arith.cmpf bogus, %a, %a : f32
  return
}

// -----

func.func @f(%a: f32) {
  // expected-error@+1 {{'arith.cmpf' op result #0 must be bool-like, but got 'i32'}}
  %0 = "arith.cmpf"(%a, %a) {predicate = 1 : i64} : (f32, f32) -> i32
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error@+1 {{'arith.cmpf' op operand #0 must be floating-point-like, but got 'i32'}}
  %0 = "arith.cmpf"(%a, %a) {predicate = 1 : i64} : (i32, i32) -> i1
  return
}

// -----

func.func @f(%a: f32, %b: f64) {
  // expected-error@+1 {{'arith.cmpf' op requires all operands to have the same type}}
  %0 = "arith.cmpf"(%a, %b) {predicate = 1 : i64} : (f32, f64) -> i1
  return
}

// -----

func.func @f() {
  // expected-error@+1 {{invalid kind of attribute specified}}
  %0 = arith.constant [1, 2]
  return
}

// -----

func.func @f() {
  // expected-error@+1 {{invalid kind of attribute specified}}
  %0 = arith.constant unit
  return
}

// -----

func.func @f() {
  // expected-error@+1 {{invalid kind of attribute specified}}
  %0 = arith.constant @sym
  return
}

// -----

func.func @f() {
  // expected-error@+1 {{invalid kind of attribute specified}}
  %0 = arith.constant {a = 1} [1, 2]
  return
}

// -----

func.func @f() {
  // expected-error@+1 {{'arith.constant' op failed to verify that all of {value, result} have same type}}
  %0 = "arith.constant"() <{value = dense<1> : vector<4xi32>}> : () -> vector<4xi64>
  return
}

// -----

func.func @f() {
  // expected-error@+1 {{'arith.constant' op integer return type must be signless}}
  %0 = arith.constant 1 : ui8
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error@+1 {{'arith.addi' op expected 2 operands, but found 3}}
  %0 = "arith.addi"(%a, %a, %a) : (i32, i32, i32) -> i32
  return
}

// -----

func.func @f(%a: ui32) {
  // expected-error@+1 {{'arith.addi' op operand #0 must be signless-integer-like, but got 'ui32'}}
  %0 = "arith.addi"(%a, %a) : (ui32, ui32) -> ui32
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error@+1 {{'arith.addi' op result #0 must be signless-integer-like, but got 'f32'}}
  %0 = "arith.addi"(%a, %a) : (i32, i32) -> f32
  return
}

// -----

func.func @f(%a: memref<4xi32>) {
  // expected-error@+1 {{'arith.addi' op operand #0 must be signless-integer-like, but got 'memref<4xi32>'}}
  %0 = "arith.addi"(%a, %a) : (memref<4xi32>, memref<4xi32>) -> memref<4xi32>
  return
}

// -----

func.func @f(%a: f32) {
  // expected-error@+1 {{'arith.shli' op operand #0 must be signless-integer-like, but got 'f32'}}
  %0 = "arith.shli"(%a, %a) : (f32, f32) -> f32
  return
}

// -----

func.func @f(%a: vector<4xi32>) {
  // expected-error@+1 {{'arith.xori' op result #0 must be signless-integer-like, but got 'vector<4xf32>'}}
  %0 = "arith.xori"(%a, %a) : (vector<4xi32>, vector<4xi32>) -> vector<4xf32>
  return
}

// -----

func.func @f(%a: index) {
  // expected-error@+1 {{'arith.ceildivsi' op requires the same type for all operands and results}}
  %0 = "arith.ceildivsi"(%a, %a) : (index, index) -> i64
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error@+1 {{'arith.floordivsi' op requires the same type for all operands and results}}
  %0 = "arith.floordivsi"(%a, %a) : (i32, i32) -> index
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error@+1 {{'arith.maxnumf' op operand #0 must be floating-point-like, but got 'i32'}}
  %0 = "arith.maxnumf"(%a, %a) : (i32, i32) -> i32
  return
}

// -----

func.func @f(%a: f32) {
  // expected-error@+1 {{'arith.remf' op requires the same type for all operands and results}}
  %0 = "arith.remf"(%a, %a) : (f32, f32) -> f64
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error@+1 {{'arith.negf' op operand #0 must be floating-point-like, but got 'i32'}}
  %0 = "arith.negf"(%a) : (i32) -> i32
  return
}

// -----

func.func @f(%a: f32) {
  // expected-error@+1 {{'arith.negf' op requires the same type for all operands and results}}
  %0 = "arith.negf"(%a) : (f32) -> f64
  return
}

// -----

// One result too few: the checked text is what both tools' messages contain.
func.func @f(%a: i32) {
  // expected-error@+1 {{expected 2 results}}
  %0 = "arith.addui_extended"(%a, %a) : (i32, i32) -> i32
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error@+1 {{'arith.addui_extended' op result #1 must be bool-like, but got 'i32'}}
  %0:2 = "arith.addui_extended"(%a, %a) : (i32, i32) -> (i32, i32)
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error@+1 {{'arith.mului_extended' op expected 2 operands, but found 1}}
  %0:2 = "arith.mului_extended"(%a) : (i32) -> (i32, i32)
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error@+1 {{expected 2 results}}
  %0:3 = "arith.mului_extended"(%a, %a) : (i32, i32) -> (i32, i32, i32)
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error@+1 {{'arith.mulsi_extended' op result #1 must be signless-integer-like, but got 'f32'}}
  %0:2 = "arith.mulsi_extended"(%a, %a) : (i32, i32) -> (i32, f32)
  return
}

// -----

func.func @f(%a: f32) {
  // expected-error@+1 {{'arith.sitofp' op operand #0 must be signless-fixed-width-integer-like, but got 'f32'}}
  %0 = "arith.sitofp"(%a) : (f32) -> f32
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error@+1 {{'arith.sitofp' op result #0 must be floating-point-like, but got 'i32'}}
  %0 = "arith.sitofp"(%a) : (i32) -> i32
  return
}

// -----

func.func @f(%a: f32) {
  // expected-error@+1 {{'arith.uitofp' op operand #0 must be signless-fixed-width-integer-like, but got 'f32'}}
  %0 = "arith.uitofp"(%a) : (f32) -> f32
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error@+1 {{'arith.fptosi' op operand #0 must be floating-point-like, but got 'i32'}}
  %0 = "arith.fptosi"(%a) : (i32) -> i32
  return
}

// -----

func.func @f(%a: f32) {
  // expected-error@+1 {{'arith.fptoui' op result #0 must be signless-fixed-width-integer-like, but got 'index'}}
  %0 = "arith.fptoui"(%a) : (f32) -> index
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error@+1 {{'arith.trunci' op result #0 must be signless-fixed-width-integer-like, but got 'f16'}}
  %0 = arith.trunci %a : i32 to f16
  return
}

// -----

func.func @f(%a: i16) {
  // expected-error@+1 {{'arith.extsi' op operand type 'i16' and result type 'i8' are cast incompatible}}
  %0 = "arith.extsi"(%a) : (i16) -> i8
  return
}

// -----

func.func @f(%a: vector<4xf32>) {
  // expected-error@+1 {{'arith.extf' op result #0 must be floating-point-like, but got 'vector<4xi64>'}}
  %0 = "arith.extf"(%a) : (vector<4xf32>) -> vector<4xi64>
  return
}

// -----

func.func @f(%a: vector<4xf32>) {
  // expected-error@+1 {{'arith.extf' op requires the same shape for all operands and results}}
  %0 = "arith.extf"(%a) : (vector<4xf32>) -> f64
  return
}

// -----

func.func @f(%a: f32) {
  // expected-error@+1 {{'arith.extf' op requires the same shape for all operands and results}}
  %0 = "arith.extf"(%a) : (f32) -> vector<4xf64>
  return
}

// -----

func.func @f(%a: f16) {
  // expected-error@+1 {{'arith.truncf' op operand type 'f16' and result type 'f32' are cast incompatible}}
  %0 = "arith.truncf"(%a) : (f16) -> f32
  return
}

// -----

func.func @f(%a: f32) {
  // expected-error@+1 {{'arith.index_cast' op operand #0 must be signless-integer-like or memref of signless-integer, but got 'f32'}}
  %0 = "arith.index_cast"(%a) : (f32) -> index
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error@+1 {{'arith.index_castui' op result #0 must be signless-integer-like or memref of signless-integer, but got 'f32'}}
  %0 = "arith.index_castui"(%a) : (i32) -> f32
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error@+1 {{'arith.index_castui' op operand type 'i32' and result type 'i64' are cast incompatible}}
  %0 = "arith.index_castui"(%a) : (i32) -> i64
  return
}

// -----

func.func @f(%a: index) {
  // expected-error@+1 {{'arith.bitcast' op operand #0 must be signless-integer-or-float-like or memref of signless-integer or float, but got 'index'}}
  %0 = "arith.bitcast"(%a) : (index) -> i64
  return
}

// -----

func.func @f(%a: i64) {
  // expected-error@+1 {{'arith.bitcast' op operand type 'i64' and result type 'i32' are cast incompatible}}
  %0 = "arith.bitcast"(%a) : (i64) -> i32
  return
}

// -----

func.func @f(%a: f32, %b: i8) {
  // expected-error@+1 {{'arith.scaling_extf' op operand #1 must be floating-point-like, but got 'i8'}}
  %0 = "arith.scaling_extf"(%a, %b) : (f32, i8) -> f64
  return
}

// -----

func.func @f(%a: f32, %b: f16) {
  // expected-error@+1 {{'arith.scaling_extf' op result #0 must be floating-point-like, but got 'i64'}}
  %0 = "arith.scaling_extf"(%a, %b) : (f32, f16) -> i64
  return
}

// -----

func.func @f(%a: f32, %b: f8E8M0FNU) {
  // expected-error@+1 {{'arith.scaling_truncf' op result #0 must be floating-point-like, but got 'i8'}}
  %0 = "arith.scaling_truncf"(%a, %b) : (f32, f8E8M0FNU) -> i8
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error@+1 {{'arith.addui_extended' op expected 2 results}}
  %0 = "arith.addui_extended"(%a, %a) : (i32, i32) -> i32
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error@+1 {{'arith.mului_extended' op expected 2 results}}
  %0:3 = "arith.mului_extended"(%a, %a) : (i32, i32) -> (i32, i32, i32)
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error@+1 {{'arith.extsi' op requires a single operand}}
  %0 = "arith.extsi"(%a, %a) : (i32, i32) -> i64
  return
}

// -----

func.func @f(%a: f32) {
  // expected-error@+1 {{'arith.negf' op requires a single operand}}
  %0 = "arith.negf"(%a, %a) : (f32, f32) -> f32
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error@+1 {{'arith.addi' op requires one result}}
  "arith.addi"(%a, %a) : (i32, i32) -> ()
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error@+1 {{'arith.addi' op requires one result}}
  %0:2 = "arith.addi"(%a, %a) : (i32, i32) -> (i32, i32)
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error@+1 {{'arith.constant' op requires zero operands}}
  %0 = "arith.constant"(%a) <{value = 1 : i32}> : (i32) -> i32
  return
}

// -----

func.func @f(%c: i1, %a: i32) {
  // expected-error@+1 {{custom op 'arith.select' expected 3 operands}}
  %0 = arith.select %c, %a : i32
  return
}

// -----

func.func @f(%c: i1, %a: i32) {
  // expected-error@+1 {{custom op 'arith.select' expected 3 operands}}
  %0 = arith.select %c, %a, %a, %a : i32
  return
}

// -----

func.func @f() {
  // expected-error@+1 {{invalid properties {value = [1, 2]} for op arith.constant: Invalid attribute `value` in property conversion: [1, 2]}}
  %0 = "arith.constant"() <{value = [1, 2]}> : () -> i32
  return
}

// -----

func.func @f() {
  // expected-error@+1 {{invalid properties {value} for op arith.constant: Invalid attribute `value` in property conversion: unit}}
  %0 = "arith.constant"() <{value = unit}> : () -> i32
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error@+1 {{invalid properties {overflowFlags = 1 : i64} for op arith.addi: Invalid attribute `overflowFlags` in property conversion: 1 : i64}}
  %0 = "arith.addi"(%a, %a) <{overflowFlags = 1 : i64}> : (i32, i32) -> i32
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error@+1 {{invalid properties {overflowFlags = #arith.fastmath<fast>} for op arith.addi: Invalid attribute `overflowFlags` in property conversion: #arith.fastmath<fast>}}
  %0 = "arith.addi"(%a, %a) <{overflowFlags = #arith.fastmath<fast>}> : (i32, i32) -> i32
  return
}

// -----

func.func @f(%a: f32) {
  // expected-error@+1 {{invalid properties {fastmath = 1 : i32} for op arith.addf: Invalid attribute `fastmath` in property conversion: 1 : i32}}
  %0 = "arith.addf"(%a, %a) <{fastmath = 1 : i32}> : (f32, f32) -> f32
  return
}

// -----

func.func @f(%a: f32) {
  // expected-error@+1 {{invalid properties {roundingmode = 9 : i32} for op arith.truncf: Invalid attribute `roundingmode` in property conversion: 9 : i32}}
  %0 = "arith.truncf"(%a) <{roundingmode = 9 : i32}> : (f32) -> f16
  return
}

// -----

func.func @f(%a: f32) {
  // expected-error@+1 {{invalid properties {roundingmode = 1 : i64} for op arith.truncf: Invalid attribute `roundingmode` in property conversion: 1 : i64}}
  %0 = "arith.truncf"(%a) <{roundingmode = 1 : i64}> : (f32) -> f16
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error@+1 {{invalid properties {isExact = 1 : i64} for op arith.divsi: Invalid attribute `isExact` in property conversion: 1 : i64}}
  %0 = "arith.divsi"(%a, %a) <{isExact = 1 : i64}> : (i32, i32) -> i32
  return
}

// -----

func.func @f(%c: tensor<4xi1>, %a: vector<4xi32>) {
  // expected-error@+1 {{'arith.select' op all non-scalar operands/results must have the same shape and base type}}
  %0 = "arith.select"(%c, %a, %a) : (tensor<4xi1>, vector<4xi32>, vector<4xi32>) -> vector<4xi32>
  return
}

// -----

func.func @f() {
  // expected-error@+1 {{'arith.constant' op value must be an integer, float, or elements attribute}}
  %0 = arith.constant "s"
  return
}

// -----

func.func @f() {
  // expected-error@+1 {{'arith.constant' op value must be an integer, float, or elements attribute}}
  %0 = arith.constant #foo.bar
  return
}

// -----

// Said after the type, at the next token (here the next line), as mlir-opt
// says it.
func.func @f() {
  // expected-error@+2 {{floating point value not valid for specified type}}
  %0 = arith.constant 1.0 : i32
  return
}

// -----

// No operand where three are required: "expected operand", at the end of
// the op's name.
func.func @f(%c: i1, %a: i32) {
  // expected-error@+1 {{expected operand}}
  %0 = arith.select , %a, %a : i32
  return
}
