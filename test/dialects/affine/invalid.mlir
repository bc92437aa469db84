// Errors of affine.apply, with mlir-opt 22's messages under both tools.
// RUN: terrace-opt %s --split-input-file --verify-diagnostics
// RUN: %mlir-opt %s --split-input-file --verify-diagnostics

func.func @too_few_dims(%a: index) -> index {
  // expected-error@+1 {{custom op 'affine.apply' dimension or symbol index mismatch}}
  %0 = affine.apply affine_map<(d0, d1) -> (d0 + d1)>(%a)
  return %0 : index
}

// -----

func.func @operand_count(%a: index) -> index {
  // expected-error@+1 {{'affine.apply' op operand count and affine map dimension and symbol count must match}}
  %0 = "affine.apply"(%a) <{map = affine_map<(d0, d1) -> (d0 + d1)>}> : (index) -> index
  return %0 : index
}

// -----

func.func @two_results(%a: index) -> index {
  // expected-error@+1 {{'affine.apply' op mapping must produce one value}}
  %0 = "affine.apply"(%a) <{map = affine_map<(d0) -> (d0, d0)>}> : (index) -> index
  return %0 : index
}

// -----

func.func @not_index(%a: i32) -> index {
  // expected-error@+1 {{'affine.apply' op operand #0 must be variadic of index, but got 'i32'}}
  %0 = "affine.apply"(%a) <{map = affine_map<(d0) -> (d0)>}> : (i32) -> index
  return %0 : index
}

// -----

func.func @no_parens(%a: index) -> index {
  // expected-error@+1 {{expected '(' in operand list}}
  %0 = affine.apply affine_map<(d0) -> (d0)>[%a]
  return %0 : index
}

// -----

func.func @not_a_map(%a: index) -> index {
  // expected-error@+1 {{custom op 'affine.apply' invalid kind of attribute specified}}
  %0 = affine.apply 3(%a)
  return %0 : index
}
