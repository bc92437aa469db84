// tensor dialect verifier and parser errors, with mlir-opt 22's messages
// under both tools.
// RUN: terrace-opt %s --split-input-file --verify-diagnostics
// RUN: %mlir-opt %s --split-input-file --verify-diagnostics

func.func @a(%i: index) { %e = tensor.empty() : tensor<?x4xf32>
// expected-error@-1 {{'tensor.empty' op incorrect number of dynamic sizes, has 0, expected 1}}
 return }

// -----

func.func @b(%t: tensor<4x4xf32>, %i: index) { %x = tensor.extract %t[%i] : tensor<4x4xf32>
// expected-error@-1 {{'tensor.extract' op incorrect number of indices for extract_element}}
 return }

// -----

func.func @c(%t: tensor<4x4xf32>, %i: index, %v: f32) { %x = tensor.insert %v into %t[%i] : tensor<4x4xf32>
// expected-error@-1 {{'tensor.insert' op incorrect number of indices}}
 return }

// -----

func.func @d(%v: f32) { %x = tensor.from_elements %v : tensor<2xf32>
// expected-error@-1 {{custom op 'tensor.from_elements' number of operands and types do not match: got 1 operands and 2 types}}
 return }

// -----

func.func @e(%v: f32) { %x = tensor.splat %v : tensor<?xf32>
// expected-error@-1 {{'tensor.splat' op incorrect number of dynamic sizes, has 0, expected 1}}
 return }

// -----

func.func @f(%t: tensor<4xf32>) { %x = tensor.cast %t : tensor<4xf32> to tensor<5xf32>
// expected-error@-1 {{'tensor.cast' op operand type 'tensor<4xf32>' and result type 'tensor<5xf32>' are cast incompatible}}
 return }

// -----

func.func @g(%i: index) { %x = tensor.generate %i {
// expected-error@-1 {{must have one body argument per input dimension}}
  ^bb0(%a: index):
    %c = arith.constant 1.0 : f32
    tensor.yield %c : f32
  } : tensor<?x3xindex>
 return }

// -----

func.func @h(%i: index) { %x = tensor.generate %i {
// expected-error@-1 {{'tensor.generate' op incorrect number of dynamic sizes, has 1, expected 2}}
  ^bb0(%a: index, %b: index):
    tensor.yield %a : index
  } : tensor<?x?xindex>
 return }

// -----

func.func @i(%t: tensor<f32>, %i: index) { %x = tensor.dim %t, %i : tensor<f32>
// expected-error@-1 {{'tensor.dim' op operand #0 must be non-0-ranked or unranked tensor, but got 'tensor<f32>'}}
 return }

// -----

func.func @j(%t: tensor<4xf32>) { %x = tensor.cast %t : tensor<4xf32> to tensor<4xi32>
// expected-error@-1 {{'tensor.cast' op operand type 'tensor<4xf32>' and result type 'tensor<4xi32>' are cast incompatible}}
 return }

// -----

func.func @k(%i: index) { %x = tensor.generate %i {
// expected-error@-1 {{'tensor.generate' op body must be terminated with a `yield` operation of the tensor element type}}
  ^bb0(%a: index, %b: index):
    %c = arith.constant 1.0 : f32
    tensor.yield %c : f32
  } : tensor<?x3xindex>
 return }

// -----

func.func @l(%v: f32, %i: index) { %x = tensor.splat %v[%i, %i] : tensor<?x4xf32>
// expected-error@-1 {{'tensor.splat' op incorrect number of dynamic sizes, has 2, expected 1}}
 return }

// -----

// expected-note@+1 {{prior use here}}
func.func @m(%v: i32, %t: tensor<4xf32>, %i: index) { %x = tensor.insert %v into %t[%i] : tensor<4xf32>
// expected-error@-1 {{use of value '%v' expects different type than prior uses: 'f32' vs 'i32'}}
 return }
