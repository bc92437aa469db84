// linalg.elementwise parse errors under terrace-opt only: on a kind with
// no operation for the element types mlir-opt 22 crashes (it builds an
// invalid body), and on a wrong operand count it reports a second error
// ("unable to parse elemwise op") after this one.
// RUN: terrace-opt %s --split-input-file --verify-diagnostics

func.func @sub_bool(%a: tensor<4xi1>, %o: tensor<4xi1>) -> tensor<4xi1> {
  // expected-error@+1 {{custom op 'linalg.elementwise' elementwise kind 'sub' has no operation for these element types}}
  %0 = linalg.elementwise kind=#linalg.elementwise_kind<sub> ins(%a, %a : tensor<4xi1>, tensor<4xi1>) outs(%o : tensor<4xi1>) -> tensor<4xi1>
  return %0 : tensor<4xi1>
}

// -----

func.func @exp_integer(%a: tensor<4xi32>, %o: tensor<4xi32>) -> tensor<4xi32> {
  // expected-error@+1 {{custom op 'linalg.elementwise' elementwise kind 'exp' has no operation for these element types}}
  %0 = linalg.elementwise kind=#linalg.elementwise_kind<exp> ins(%a : tensor<4xi32>) outs(%o : tensor<4xi32>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----

func.func @max_unsigned_float(%a: tensor<4xf32>, %o: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error@+1 {{custom op 'linalg.elementwise' elementwise kind 'max_unsigned' has no operation for these element types}}
  %0 = linalg.elementwise kind=#linalg.elementwise_kind<max_unsigned> ins(%a, %a : tensor<4xf32>, tensor<4xf32>) outs(%o : tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @arity(%a: tensor<4xf32>, %o: tensor<4xf32>) -> tensor<4xf32> {
  // Reported where the parser stands after the op, as mlir-opt does.
  // expected-error@+2 {{custom op 'linalg.elementwise' [parseNamedStructuredOpRegion] ods-gen generated region expects 3 args, got 2}}
  %0 = linalg.elementwise kind=#linalg.elementwise_kind<add> ins(%a : tensor<4xf32>) outs(%o : tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
